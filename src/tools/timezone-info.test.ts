import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, db, runChecked } from '../../test/helpers.js';
import { parseDateTime } from '../time/parse.js';
import { timezoneInfo } from './timezone-info.js';

const tool = timezoneInfo;
const NOW = '2026-11-30T12:00:00Z';
const call = (args: Record<string, unknown>, now = NOW) => runChecked(tool, args, ctxAt(now));

interface Tr {
  from: string;
  to: string;
  abbreviation: string;
  is_dst: boolean;
}
interface Info {
  timezone: string;
  datetime: string;
  offset: string;
  abbreviation: string;
  is_dst: boolean;
  standard_offset: string;
  next_transitions: Tr[];
  previous_transitions: Tr[];
  countries: string[];
  main_cities?: string[];
}
interface Out {
  tz_version: string;
  at?: string;
  country?: { code: string; name: string };
  zones: Info[];
  note?: string;
  assumed?: string[];
  resolved?: { input: string; timezone: string; via: string; note?: string }[];
}

function ok(args: Record<string, unknown>, now = NOW): Out {
  const r = call(args, now);
  assert.ok(!('isError' in r), JSON.stringify(r));
  assert.equal(r.content[0].text, JSON.stringify(r.structuredContent));
  return r.structuredContent as unknown as Out;
}

/** "instant: before-local offset -> after-local offset"; `from` and `to` must name that one instant. */
const brief = (t: Tr): string => {
  const instant = (iso: string) => {
    const r = parseDateTime(iso, 'transition');
    assert.equal(r.kind, 'instant');
    return (r as { epochMs: number }).epochMs;
  };
  assert.equal(instant(t.from), instant(t.to), `${t.from} and ${t.to} are one instant`);
  const utc = new Date(instant(t.from)).toISOString().replace('.000Z', 'Z');
  return `${utc}: ${t.from.slice(0, 19)} ${t.from.slice(19)} -> ${t.to.slice(0, 19)} ${t.to.slice(19)}`;
};

interface Row {
  name: string;
  args: Record<string, unknown>;
  now?: string;
  zone: string;
  datetime: string;
  offset: string;
  abbreviation: string;
  is_dst: boolean;
  standard: string;
  next: string[];
  previous: string[];
  countries: string[];
}

const rows: Row[] = [
  {
    name: 'Vancouver after 2026f: -07 for good, last change in March',
    args: { query: 'America/Vancouver', transitions: 2 },
    zone: 'America/Vancouver',
    datetime: '2026-11-30T05:00:00-07:00',
    offset: '-07:00',
    abbreviation: 'MST',
    is_dst: false,
    standard: '-07:00',
    next: [],
    previous: [
      '2026-03-08T10:00:00Z: 2026-03-08T02:00:00 -08:00 -> 2026-03-08T03:00:00 -07:00',
      '2025-11-02T09:00:00Z: 2025-11-02T02:00:00 -07:00 -> 2025-11-02T01:00:00 -08:00',
    ],
    countries: ['CA'],
  },
  {
    name: 'London in winter: spring forward on 2027-03-28',
    args: { query: 'Europe/London', transitions: 2 },
    zone: 'Europe/London',
    datetime: '2026-11-30T12:00:00+00:00',
    offset: '+00:00',
    abbreviation: 'GMT',
    is_dst: false,
    standard: '+00:00',
    next: [
      '2027-03-28T01:00:00Z: 2027-03-28T01:00:00 +00:00 -> 2027-03-28T02:00:00 +01:00',
      '2027-10-31T01:00:00Z: 2027-10-31T02:00:00 +01:00 -> 2027-10-31T01:00:00 +00:00',
    ],
    previous: [
      '2026-10-25T01:00:00Z: 2026-10-25T02:00:00 +01:00 -> 2026-10-25T01:00:00 +00:00',
      '2026-03-29T01:00:00Z: 2026-03-29T01:00:00 +00:00 -> 2026-03-29T02:00:00 +01:00',
    ],
    countries: ['GB'],
  },
  {
    name: 'Lord Howe: 30-minute DST, in its summer',
    args: { query: 'Lord Howe', transitions: 1 },
    zone: 'Australia/Lord_Howe',
    datetime: '2026-11-30T23:00:00+11:00',
    offset: '+11:00',
    abbreviation: '+11',
    is_dst: true,
    standard: '+10:30',
    next: ['2027-04-03T15:00:00Z: 2027-04-04T02:00:00 +11:00 -> 2027-04-04T01:30:00 +10:30'],
    previous: ['2026-10-03T15:30:00Z: 2026-10-04T02:00:00 +10:30 -> 2026-10-04T02:30:00 +11:00'],
    countries: ['AU'],
  },
  {
    name: 'Kathmandu +05:45 since 1986',
    args: { query: 'Kathmandu', transitions: 3 },
    zone: 'Asia/Kathmandu',
    datetime: '2026-11-30T17:45:00+05:45',
    offset: '+05:45',
    abbreviation: '+0545',
    is_dst: false,
    standard: '+05:45',
    next: [],
    previous: [
      '1985-12-31T18:30:00Z: 1986-01-01T00:00:00 +05:30 -> 1986-01-01T00:15:00 +05:45',
      '1919-12-31T18:18:44Z: 1920-01-01T00:00:00 +05:41:16 -> 1919-12-31T23:48:44 +05:30',
    ],
    countries: ['NP'],
  },
  {
    name: 'Apia: past the date line, no DST since 2021',
    args: { query: 'Pacific/Apia', transitions: 1 },
    zone: 'Pacific/Apia',
    datetime: '2026-12-01T01:00:00+13:00',
    offset: '+13:00',
    abbreviation: '+13',
    is_dst: false,
    standard: '+13:00',
    next: [],
    previous: ['2021-04-03T14:00:00Z: 2021-04-04T04:00:00 +14:00 -> 2021-04-04T03:00:00 +13:00'],
    countries: ['WS'],
  },
  {
    name: 'Apia the day before it skipped 2011-12-30',
    args: { query: 'Pacific/Apia', at: '2011-12-29T12:00:00Z', transitions: 1 },
    zone: 'Pacific/Apia',
    datetime: '2011-12-29T02:00:00-10:00',
    offset: '-10:00',
    abbreviation: '-10',
    is_dst: true,
    standard: '-11:00',
    next: ['2011-12-30T10:00:00Z: 2011-12-30T00:00:00 -10:00 -> 2011-12-31T00:00:00 +14:00'],
    previous: ['2011-09-24T14:00:00Z: 2011-09-24T03:00:00 -11:00 -> 2011-09-24T04:00:00 -10:00'],
    countries: ['WS'],
  },
  {
    name: 'Dublin in summer is DST over a GMT standard',
    args: { query: 'Europe/Dublin', at: '2024-07-01T12:00:00Z', transitions: 1 },
    zone: 'Europe/Dublin',
    datetime: '2024-07-01T13:00:00+01:00',
    offset: '+01:00',
    abbreviation: 'IST',
    is_dst: true,
    standard: '+00:00',
    next: ['2024-10-27T01:00:00Z: 2024-10-27T02:00:00 +01:00 -> 2024-10-27T01:00:00 +00:00'],
    previous: ['2024-03-31T01:00:00Z: 2024-03-31T01:00:00 +00:00 -> 2024-03-31T02:00:00 +01:00'],
    countries: ['IE'],
  },
  {
    name: 'a wall time without offset is read in the zone',
    args: { query: 'America/New_York', at: '2024-11-03T12:00', transitions: 1 },
    zone: 'America/New_York',
    datetime: '2024-11-03T12:00:00-05:00',
    offset: '-05:00',
    abbreviation: 'EST',
    is_dst: false,
    standard: '-05:00',
    next: ['2025-03-09T07:00:00Z: 2025-03-09T02:00:00 -05:00 -> 2025-03-09T03:00:00 -04:00'],
    previous: ['2024-11-03T06:00:00Z: 2024-11-03T02:00:00 -04:00 -> 2024-11-03T01:00:00 -05:00'],
    countries: ['US'],
  },
  {
    name: 'a fixed offset has no transitions and no country',
    args: { query: 'UTC+5:30' },
    zone: 'UTC+05:30',
    datetime: '2026-11-30T17:30:00+05:30',
    offset: '+05:30',
    abbreviation: 'UTC+05:30',
    is_dst: false,
    standard: '+05:30',
    next: [],
    previous: [],
    countries: [],
  },
];

for (const r of rows) {
  test(`timezone_info: ${r.name}`, () => {
    const out = ok(r.args, r.now);
    assert.equal(out.tz_version, db.version);
    assert.equal(out.zones.length, 1);
    const z = out.zones[0]!;
    assert.deepEqual(
      [z.timezone, z.datetime, z.offset, z.abbreviation, z.is_dst, z.standard_offset, z.countries],
      [r.zone, r.datetime, r.offset, r.abbreviation, r.is_dst, r.standard, r.countries],
    );
    assert.deepEqual(z.next_transitions.map(brief), r.next);
    assert.deepEqual(z.previous_transitions.map(brief), r.previous);
  });
}

test('timezone_info: full answer for a country with one zone, its main cities and tz version', () => {
  assert.deepEqual(ok({ query: 'Japan', transitions: 1 }), {
    tz_version: '2026f',
    at: '2026-11-30T12:00:00Z',
    country: { code: 'JP', name: 'Japan' },
    zones: [
      {
        timezone: 'Asia/Tokyo',
        datetime: '2026-11-30T21:00:00+09:00',
        offset: '+09:00',
        abbreviation: 'JST',
        is_dst: false,
        standard_offset: '+09:00',
        next_transitions: [],
        previous_transitions: [{ from: '1951-09-09T01:00:00+10:00', to: '1951-09-09T00:00:00+09:00', abbreviation: 'JST', is_dst: false }],
        countries: ['JP'],
        main_cities: ['Tokyo', 'Yokohama', 'Osaka'],
      },
    ],
    assumed: ['at: now'],
  });
});

test('timezone_info: a country query lists every zone, biggest cities first', () => {
  for (const query of ['USA', 'us', 'United States']) {
    const out = ok({ query, transitions: 0 });
    assert.deepEqual(out.country, { code: 'US', name: 'United States' });
    assert.equal(out.zones.length, 29);
    assert.deepEqual(
      out.zones.slice(0, 3).map((z) => [z.timezone, z.offset, z.main_cities?.[0]]),
      [
        ['America/New_York', '-05:00', 'New York City'],
        ['America/Los_Angeles', '-08:00', 'Los Angeles'],
        ['America/Chicago', '-06:00', 'Chicago'],
      ],
    );
    assert.ok(out.zones.every((z) => z.next_transitions.length === 0 && z.countries.includes('US')));
  }
  const brazil = ok({ query: 'Brazil', transitions: 0 });
  assert.equal(brazil.zones[0]!.timezone, 'America/Sao_Paulo');
  assert.deepEqual(brazil.zones[0]!.main_cities, ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte']);
});

test('timezone_info: a list of zones in any spelling, each reported with what it was read as', () => {
  const out = ok({ timezones: ['Europe/London', 'Tokyo', 'Pacific Standard Time', 'EST'], transitions: 0 });
  assert.deepEqual(
    out.zones.map((z) => [z.timezone, z.offset]),
    [
      ['Europe/London', '+00:00'],
      ['Asia/Tokyo', '+09:00'],
      ['America/Los_Angeles', '-08:00'],
      ['EST', '-05:00'],
    ],
  );
  assert.deepEqual(out.resolved, [
    { input: 'Tokyo', timezone: 'Asia/Tokyo', via: 'city' },
    { input: 'Pacific Standard Time', timezone: 'America/Los_Angeles', via: 'windows' },
    {
      input: 'EST',
      timezone: 'EST',
      via: 'iana',
      alternatives: [
        { timezone: 'Australia/Brisbane', datetime: '2026-11-30T22:00:00+10:00', reading: 'Australian Eastern Standard Time' },
      ],
      note: 'EST is a fixed UTC-05:00 with no DST; US Eastern time (EST/EDT) is America/New_York.',
    },
  ]);
});

test('timezone_info: a wall time read in several zones gives each its own instant', () => {
  const out = ok({ timezones: ['Europe/London', 'Asia/Tokyo'], at: '2026-07-01T09:00', transitions: 0 });
  assert.equal(out.at, undefined);
  assert.deepEqual(
    out.zones.map((z) => z.datetime),
    ['2026-07-01T09:00:00+01:00', '2026-07-01T09:00:00+09:00'],
  );
  assert.deepEqual(out.assumed, ["at: read as each zone's own wall time"]);
});

test('timezone_info: a wall time in a DST gap is moved and noted', () => {
  const out = ok({ query: 'America/New_York', at: '2024-03-10T02:30', transitions: 0 });
  assert.equal(out.zones[0]!.datetime, '2024-03-10T03:30:00-04:00');
  assert.equal(
    out.note,
    '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00); used 03:30 EDT (-04:00).',
  );
});

test('timezone_info: no zone given is the local zone at now, and says so', () => {
  const out = ok({ transitions: 0 });
  assert.deepEqual(
    out.zones.map((z) => [z.timezone, z.datetime]),
    [['Europe/Warsaw', '2026-11-30T13:00:00+01:00']],
  );
  assert.deepEqual(out.assumed, ['timezone: local', 'at: now']);
  assert.equal(out.at, '2026-11-30T12:00:00Z');
});

test('timezone_info: an instant with an offset or a Unix timestamp', () => {
  const a = ok({ query: 'Asia/Kolkata', at: '2026-01-01T00:00:00+05:30', transitions: 0 });
  assert.deepEqual([a.at, a.zones[0]!.datetime], ['2025-12-31T18:30:00Z', '2026-01-01T00:00:00+05:30']);
  const b = ok({ query: 'UTC', at: 1735689600, transitions: 0 });
  assert.deepEqual([b.at, b.zones[0]!.datetime, b.zones[0]!.countries], ['2025-01-01T00:00:00Z', '2025-01-01T00:00:00+00:00', []]);
});

// biome-ignore format: a table, one row a line
const errors: { name: string; args: Record<string, unknown>; text: string | RegExp }[] = [
  { name: 'ambiguous abbreviation', args: { query: 'IST' }, text: /^"IST" in query is ambiguous: India Standard Time \(Asia\/Kolkata, \+05:30\), / },
  { name: 'ambiguous city', args: { query: 'Springfield' }, text: /^"Springfield" in query names places in 3 time zones: / },
  { name: 'unknown zone in the list', args: { timezones: ['UTC', 'Asia/Tokyoo'] }, text: 'Unknown time zone "Asia/Tokyoo" in timezones[1]. Did you mean "Asia/Tokyo"?' },
  { name: 'empty entry in the list', args: { timezones: ['UTC', ' '] }, text: 'timezones[1] is empty; give a zone such as "Europe/London" or leave it out.' },
  { name: 'bad instant', args: { query: 'UTC', at: 'next blursday' }, text: /^Invalid at "next blursday"\. Use ISO 8601 .* or words such as "tomorrow 9am"\.$/ },
  { name: 'an open range', args: { query: 'UTC', at: 'after 2pm' }, text: /^at "after 2pm" is an open range/ },
];
for (const e of errors) {
  test(`timezone_info error: ${e.name}`, () => {
    const r = call(e.args);
    assert.ok('isError' in r, JSON.stringify(r));
    if (typeof e.text === 'string') assert.equal(r.content[0].text, e.text);
    else assert.match(r.content[0].text, e.text);
  });
}

test('timezone_info: the schema caps transitions and the zone list', () => {
  const schema = tool.input(ctxAt(NOW));
  assert.equal(schema.safeParse({ transitions: 10 }).success, true);
  assert.equal(schema.safeParse({ transitions: 11 }).success, false);
  assert.equal(schema.safeParse({ transitions: 1.5 }).success, false);
  assert.equal(schema.safeParse({ timezones: Array(100).fill('UTC') }).success, true);
  assert.equal(schema.safeParse({ timezones: Array(101).fill('UTC') }).success, false);
});

test('timezone_info: ten transitions each way for a DST zone', () => {
  const z = ok({ query: 'Australia/Lord_Howe', transitions: 10 }).zones[0]!;
  assert.equal(z.next_transitions.length, 10);
  assert.equal(z.previous_transitions.length, 10);
  const next = z.next_transitions.map(brief);
  assert.deepEqual(next, [...next].sort());
  const prev = z.previous_transitions.map(brief);
  assert.deepEqual(prev, [...prev].sort().reverse());
  assert.ok(z.next_transitions.every((t) => Math.abs(Number(t.from.slice(23, 25)) - Number(t.to.slice(23, 25))) === 30));
});

test('timezone_info: by default the one next and the one previous clock change', () => {
  const z = ok({ query: 'Europe/London' }).zones[0]!;
  assert.deepEqual(z.next_transitions, [
    { from: '2027-03-28T01:00:00+00:00', to: '2027-03-28T02:00:00+01:00', abbreviation: 'BST', is_dst: true },
  ]);
  assert.deepEqual(z.previous_transitions, [
    { from: '2026-10-25T02:00:00+01:00', to: '2026-10-25T01:00:00+00:00', abbreviation: 'GMT', is_dst: false },
  ]);
});

test('timezone_info: at "now" is the clock', () => {
  const out = call({ timezones: ['Europe/London'], at: 'now' });
  assert.equal(((out as { structuredContent: unknown }).structuredContent as { at: string }).at, '2026-11-30T12:00:00Z');
  assert.equal(((out as { structuredContent: unknown }).structuredContent as { assumed?: string[] }).assumed, undefined);
});
