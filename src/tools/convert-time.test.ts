import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { convertTime } from './convert-time.js';

const tool = convertTime;
const call = (now: string, args: Record<string, unknown>) => runChecked(tool, args, ctxAt(now));

interface Row {
  name: string;
  now: string;
  args: Record<string, unknown>;
  source: string;
  target: string;
  diff: string;
  dst?: [boolean, boolean];
}

// mcp-server-time's own scenarios (clock frozen on the day, "today" in the source zone), then ours.
// biome-ignore format: a table, one row a line
const rows: Row[] = [
  { name: 'Warsaw -> London in winter', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'Europe/London' }, source: '2024-01-01T12:00:00+01:00', target: '2024-01-01T11:00:00+00:00', diff: '-1.0h', dst: [false, false] },
  { name: 'London -> Warsaw in winter', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'Europe/London', time: '12:00', target_timezone: 'Europe/Warsaw' }, source: '2024-01-01T12:00:00+00:00', target: '2024-01-01T13:00:00+01:00', diff: '+1.0h' },
  { name: 'Warsaw -> London in summer', now: '2024-03-31T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'Europe/London' }, source: '2024-03-31T12:00:00+02:00', target: '2024-03-31T11:00:00+01:00', diff: '-1.0h', dst: [true, true] },
  { name: 'EU has fallen back, US not yet', now: '2024-10-28T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'America/New_York' }, source: '2024-10-28T12:00:00+01:00', target: '2024-10-28T07:00:00-04:00', diff: '-5.0h', dst: [false, true] },
  { name: 'both have fallen back', now: '2024-11-04T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'America/New_York' }, source: '2024-11-04T12:00:00+01:00', target: '2024-11-04T06:00:00-05:00', diff: '-6.0h', dst: [false, false] },
  { name: 'Kathmandu +05:45', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'Asia/Kathmandu' }, source: '2024-01-01T12:00:00+01:00', target: '2024-01-01T16:45:00+05:45', diff: '+4.75h' },
  { name: 'Kathmandu back to Warsaw', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'Asia/Kathmandu', time: '12:00', target_timezone: 'Europe/Warsaw' }, source: '2024-01-01T12:00:00+05:45', target: '2024-01-01T07:15:00+01:00', diff: '-4.75h' },
  { name: 'Lord Howe in its summer', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'Australia/Lord_Howe' }, source: '2024-01-01T12:00:00+01:00', target: '2024-01-01T22:00:00+11:00', diff: '+10.0h', dst: [false, true] },
  { name: 'Lord Howe after its 30-minute fall-back', now: '2024-04-07T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'Australia/Lord_Howe' }, source: '2024-04-07T12:00:00+02:00', target: '2024-04-07T20:30:00+10:30', diff: '+8.5h', dst: [true, false] },
  { name: 'Tehran +03:30', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'Asia/Tehran' }, source: '2024-01-01T12:00:00+01:00', target: '2024-01-01T14:30:00+03:30', diff: '+2.5h' },
  { name: 'Caracas before its 2016 change', now: '2016-04-30T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'America/Caracas' }, source: '2016-04-30T12:00:00+02:00', target: '2016-04-30T05:30:00-04:30', diff: '-6.5h' },
  { name: 'Jerusalem', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'Asia/Jerusalem' }, source: '2024-01-01T12:00:00+01:00', target: '2024-01-01T13:00:00+02:00', diff: '+1.0h' },
  { name: 'date line: Apia is tomorrow', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '23:00', target_timezone: 'Pacific/Apia' }, source: '2024-01-01T23:00:00+01:00', target: '2024-01-02T11:00:00+13:00', diff: '+12.0h' },
  { name: 'date line: Kiritimati is tomorrow', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '23:00', target_timezone: 'Pacific/Kiritimati' }, source: '2024-01-01T23:00:00+01:00', target: '2024-01-02T12:00:00+14:00', diff: '+13.0h' },
  { name: 'Troll matches Warsaw in summer', now: '2024-03-31T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'Antarctica/Troll' }, source: '2024-03-31T12:00:00+02:00', target: '2024-03-31T12:00:00+02:00', diff: '+0.0h', dst: [true, true] },
  { name: 'Chatham +13:45', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'Pacific/Chatham' }, source: '2024-01-01T12:00:00+01:00', target: '2024-01-02T00:45:00+13:45', diff: '+12.75h' },
  { name: 'one-digit minutes as the reference accepts', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'UTC', time: '9:5', target_timezone: 'Asia/Kolkata' }, source: '2024-01-01T09:05:00+00:00', target: '2024-01-01T14:35:00+05:30', diff: '+5.5h' },
  { name: 'seconds', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'UTC', time: '09:05:30', target_timezone: 'Pacific/Pago_Pago' }, source: '2024-01-01T09:05:30+00:00', target: '2023-12-31T22:05:30-11:00', diff: '-11.0h' },
  { name: '"today" is the source zone\'s date', now: '2024-01-01T20:00:00Z', args: { source_timezone: 'Asia/Tokyo', time: '09:00', target_timezone: 'UTC' }, source: '2024-01-02T09:00:00+09:00', target: '2024-01-02T00:00:00+00:00', diff: '-9.0h' },
  { name: 'Vancouver kept -07 through November 2026 (2026f)', now: '2026-11-30T12:00:00Z', args: { source_timezone: 'America/Vancouver', time: '09:00', target_timezone: 'UTC' }, source: '2026-11-30T09:00:00-07:00', target: '2026-11-30T16:00:00+00:00', diff: '+7.0h', dst: [false, false] },
  { name: 'an explicit date across a DST change', now: '2024-01-01T00:00:00Z', args: { source_timezone: 'America/New_York', time: '09:00', date: '2024-07-04', target_timezone: 'Europe/Berlin' }, source: '2024-07-04T09:00:00-04:00', target: '2024-07-04T15:00:00+02:00', diff: '+6.0h', dst: [true, true] },
  { name: 'London fall-back day, before', now: '2024-10-27T00:00:00Z', args: { source_timezone: 'Europe/London', time: '00:30', target_timezone: 'America/New_York' }, source: '2024-10-27T00:30:00+01:00', target: '2024-10-26T19:30:00-04:00', diff: '-5.0h' },
  { name: 'London fall-back day, after', now: '2024-10-27T00:00:00Z', args: { source_timezone: 'Europe/London', time: '12:00', target_timezone: 'America/New_York' }, source: '2024-10-27T12:00:00+00:00', target: '2024-10-27T08:00:00-04:00', diff: '-4.0h' },
];

for (const r of rows) {
  test(`convert_time: ${r.name}`, () => {
    const out = call(r.now, r.args);
    assert.ok(!('isError' in out), JSON.stringify(out));
    const sc = out.structuredContent as {
      source: { datetime: string; is_dst: boolean };
      target: { datetime: string; is_dst: boolean };
      time_difference: string;
      note?: string;
    };
    assert.equal(sc.source.datetime, r.source);
    assert.equal(sc.target.datetime, r.target);
    assert.equal(sc.time_difference, r.diff);
    assert.equal(sc.note, undefined);
    if (r.dst) assert.deepEqual([sc.source.is_dst, sc.target.is_dst], r.dst);
  });
}

test('convert_time: full result shape, with what was assumed', () => {
  const out = call('2024-01-01T00:00:00Z', { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'Europe/London' });
  assert.deepEqual(out, {
    content: [{ type: 'text', text: JSON.stringify((out as { structuredContent: unknown }).structuredContent) }],
    structuredContent: {
      source: { timezone: 'Europe/Warsaw', datetime: '2024-01-01T12:00:00+01:00', day_of_week: 'Monday', is_dst: false },
      target: { timezone: 'Europe/London', datetime: '2024-01-01T11:00:00+00:00', day_of_week: 'Monday', is_dst: false },
      time_difference: '-1.0h',
      assumed: ['date: today in Europe/Warsaw'],
    },
  });
  const local = call('2024-01-01T00:00:00Z', { time: '12:00', target_timezone: 'Asia/Tokyo', date: '2024-06-01' });
  assert.deepEqual((local as unknown as { structuredContent: { assumed: string[] } }).structuredContent.assumed, [
    'source_timezone: local',
  ]);
});

// America/New_York: 02:30 on 2024-03-10 is skipped, 01:30 on 2024-11-03 happens twice.
const gap = { source_timezone: 'America/New_York', time: '02:30', date: '2024-03-10', target_timezone: 'UTC' };
const overlap = { source_timezone: 'America/New_York', time: '01:30', date: '2024-11-03', target_timezone: 'UTC' };
// biome-ignore format: a table, one row a line
const dstRows: { args: Record<string, unknown>; source: string; target: string; note: string }[] = [
  { args: gap, source: '2024-03-10T03:30:00-04:00', target: '2024-03-10T07:30:00+00:00', note: '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00); used 03:30 EDT (-04:00).' },
  { args: { ...gap, disambiguation: 'compatible' }, source: '2024-03-10T03:30:00-04:00', target: '2024-03-10T07:30:00+00:00', note: '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00); used 03:30 EDT (-04:00).' },
  { args: { ...gap, disambiguation: 'later' }, source: '2024-03-10T03:30:00-04:00', target: '2024-03-10T07:30:00+00:00', note: '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00); used 03:30 EDT (-04:00).' },
  { args: { ...gap, disambiguation: 'earlier' }, source: '2024-03-10T01:30:00-05:00', target: '2024-03-10T06:30:00+00:00', note: '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00); used 01:30 EST (-05:00).' },
  { args: overlap, source: '2024-11-03T01:30:00-04:00', target: '2024-11-03T05:30:00+00:00', note: '01:30 occurs twice in America/New_York on 2024-11-03 (clocks went back from 02:00 to 01:00); used the earlier one, EDT (-04:00); disambiguation "later" gives EST (-05:00).' },
  { args: { ...overlap, disambiguation: 'earlier' }, source: '2024-11-03T01:30:00-04:00', target: '2024-11-03T05:30:00+00:00', note: '01:30 occurs twice in America/New_York on 2024-11-03 (clocks went back from 02:00 to 01:00); used the earlier one, EDT (-04:00); disambiguation "later" gives EST (-05:00).' },
  { args: { ...overlap, disambiguation: 'later' }, source: '2024-11-03T01:30:00-05:00', target: '2024-11-03T06:30:00+00:00', note: '01:30 occurs twice in America/New_York on 2024-11-03 (clocks went back from 02:00 to 01:00); used the later one, EST (-05:00); disambiguation "earlier" gives EDT (-04:00).' },
  // A 30-minute gap with numeric abbreviations.
  { args: { source_timezone: 'Australia/Lord_Howe', time: '02:15', date: '2024-10-06', target_timezone: 'UTC' }, source: '2024-10-06T02:45:00+11:00', target: '2024-10-05T15:45:00+00:00', note: '02:15 does not exist in Australia/Lord_Howe on 2024-10-06 (clocks jumped forward from 02:00 to 02:30); used 02:45 +11:00.' },
];
for (const r of dstRows) {
  test(`convert_time DST: ${r.args.time} ${r.args.source_timezone} ${String(r.args.disambiguation ?? '(default)')}`, () => {
    const out = call('2024-01-01T00:00:00Z', r.args);
    assert.ok(!('isError' in out), JSON.stringify(out));
    const sc = out.structuredContent as { source: { datetime: string }; target: { datetime: string }; note: string };
    assert.equal(sc.source.datetime, r.source);
    assert.equal(sc.target.datetime, r.target);
    assert.equal(sc.note, r.note);
  });
}

// biome-ignore format: a table, one row a line
const errors: { name: string; args: Record<string, unknown>; text: string }[] = [
  { name: 'invalid source zone', args: { source_timezone: 'Invalid/Timezone', time: '12:00', target_timezone: 'Europe/London' }, text: 'Unknown time zone "Invalid/Timezone" in source_timezone. Use an IANA name such as "America/New_York", a city such as "Tokyo", or an offset such as "UTC+05:30".' },
  { name: 'invalid target zone', args: { source_timezone: 'Europe/Warsaw', time: '12:00', target_timezone: 'Asia/Tokyoo' }, text: 'Unknown time zone "Asia/Tokyoo" in target_timezone. Did you mean "Asia/Tokyo"?' },
  { name: '25:00', args: { source_timezone: 'Europe/Warsaw', time: '25:00', target_timezone: 'Europe/London' }, text: 'Invalid time "25:00". Use 24-hour HH:MM, e.g. "14:30" (H:MM and HH:MM:SS also work), or "2:30 PM", "noon" or "midnight".' },
  { name: 'zones are checked before the time', args: { source_timezone: 'UTC', time: 'nope', target_timezone: 'Bad/Zone' }, text: 'Unknown time zone "Bad/Zone" in target_timezone. Use an IANA name such as "America/New_York", a city such as "Tokyo", or an offset such as "UTC+05:30".' },
  { name: 'bad date', args: { source_timezone: 'UTC', time: '12:00', date: '2023-02-29', target_timezone: 'UTC' }, text: 'Invalid date "2023-02-29": use a real calendar date as YYYY-MM-DD, e.g. "2025-03-14".' },
  { name: 'reject in a gap', args: { ...gap, disambiguation: 'reject' }, text: '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00). Use a time outside 02:00–03:00, or pass disambiguation "compatible", "earlier" or "later".' },
  { name: 'reject in an overlap', args: { ...overlap, disambiguation: 'reject' }, text: '01:30 occurs twice in America/New_York on 2024-11-03 (clocks went back from 02:00 to 01:00): at EDT (-04:00) and at EST (-05:00). Pass disambiguation "earlier" or "later" to choose.' },
];
for (const e of errors) {
  test(`convert_time error: ${e.name}`, () => {
    assert.deepEqual(call('2024-01-01T00:00:00Z', e.args), { content: [{ type: 'text', text: e.text }], isError: true });
  });
}

test('convert_time: every other malformed time is refused', () => {
  for (const time of ['24:00', '12:60', '', '12', '13pm', '0am', '12:60 PM', '12.30', '12:00:60', 'noonly', 'next week']) {
    const out = call('2024-01-01T00:00:00Z', { source_timezone: 'UTC', time, target_timezone: 'UTC' });
    assert.ok('isError' in out && out.content[0].text.startsWith(`Invalid time "${time}"`), `${time}: ${JSON.stringify(out)}`);
  }
  // four digits past the years dates are written in are a 24-hour time, as schedules write it, the year named beside it
  const hhmm = call('2024-01-01T00:00:00Z', { source_timezone: 'UTC', time: '1230', target_timezone: 'Asia/Tokyo' });
  assert.ok(!('isError' in hhmm), JSON.stringify(hhmm));
  const sc = hhmm.structuredContent as { target: { datetime: string }; resolved: { alternatives?: { reading: string }[] }[] };
  assert.deepEqual(
    [sc.target.datetime, sc.resolved[0]!.alternatives?.map((a) => a.reading)],
    ['2024-01-01T21:30:00+09:00', ['the year 1230']],
  );
});

test('convert_time: a time in words is read as parse_time reads it, and says so in resolved', () => {
  const sc = (args: Record<string, unknown>) => {
    const out = call('2026-11-30T12:00:00Z', { source_timezone: 'Europe/London', target_timezone: 'Asia/Tokyo', ...args });
    assert.ok(!('isError' in out), JSON.stringify(out));
    return out.structuredContent as {
      source: { datetime: string };
      target: { datetime: string };
      assumed?: string[];
      resolved?: unknown[];
    };
  };
  // a time of day alone is on the date (today unless given), from its start
  const afternoon = sc({ time: '3 in the afternoon' });
  assert.deepEqual(
    [afternoon.source.datetime, afternoon.target.datetime, afternoon.assumed],
    ['2026-11-30T15:00:00+00:00', '2026-12-01T00:00:00+09:00', ['date: today in Europe/London']],
  );
  assert.deepEqual(afternoon.resolved, [
    {
      input: '3 in the afternoon',
      field: 'time',
      timezone: 'Europe/London',
      via: 'phrase',
      datetime: '2026-11-30T15:00:00+00:00',
      grain: 'hour',
    },
  ]);
  assert.equal(sc({ time: 'half past nine in the evening', date: '2027-01-05' }).source.datetime, '2027-01-05T21:30:00+00:00');
  assert.equal(sc({ time: 'noon', date: 'next Friday' }).source.datetime, '2026-12-11T12:00:00+00:00');
  // words that name a day give that instant
  assert.equal(sc({ time: 'tomorrow 9am' }).target.datetime, '2026-12-01T18:00:00+09:00');
  assert.equal(sc({ time: '3pm Tokyo time' }).source.datetime, '2026-11-30T06:00:00+00:00');
  const both = call('2026-11-30T12:00:00Z', {
    source_timezone: 'Europe/London',
    target_timezone: 'Asia/Tokyo',
    time: 'tomorrow 9am',
    date: '2027-01-05',
  });
  assert.ok(
    'isError' in both &&
      both.content[0].text === 'time "tomorrow 9am" names a day already; leave out date, or give a time of day such as "14:30".',
  );
  const sign = call('2026-11-30T12:00:00Z', { source_timezone: 'UTC', target_timezone: 'UTC', time: '-1:00' });
  assert.ok(
    'isError' in sign &&
      sign.content[0].text ===
        'Read "1:00" in the time but could not place "-"; rephrase so every number, unit and modifier belongs to the date or time, or pass the phrase alone.',
  );
});

test('convert_time: the 12-hour clock, noon, midnight and now, each reading said in assumed', () => {
  const at = (time: string, date?: string) => {
    const out = call('2026-11-30T12:00:00Z', {
      source_timezone: 'America/New_York',
      time,
      target_timezone: 'Asia/Tokyo',
      ...(date ? { date } : {}),
    });
    assert.ok(!('isError' in out), `${time}: ${JSON.stringify(out)}`);
    const sc = out.structuredContent as { source: { datetime: string }; target: { datetime: string }; assumed?: string[] };
    return [sc.source.datetime, sc.assumed ?? []];
  };
  assert.deepEqual(at('9:00 AM', '2026-12-01'), ['2026-12-01T09:00:00-05:00', ['time: "9:00 AM" read as 09:00']]);
  assert.deepEqual(at('9am', '2026-12-01'), ['2026-12-01T09:00:00-05:00', ['time: "9am" read as 09:00']]);
  assert.deepEqual(at('12:30 p.m.', '2026-12-01'), ['2026-12-01T12:30:00-05:00', ['time: "12:30 p.m." read as 12:30']]);
  assert.deepEqual(at('12 AM', '2026-12-01'), ['2026-12-01T00:00:00-05:00', ['time: "12 AM" read as 00:00']]);
  assert.deepEqual(at('11:59:30 PM', '2026-12-01'), ['2026-12-01T23:59:30-05:00', ['time: "11:59:30 PM" read as 23:59:30']]);
  assert.deepEqual(at('Noon', '2026-12-01'), ['2026-12-01T12:00:00-05:00', ['time: "Noon" read as 12:00']]);
  assert.deepEqual(at('midnight', '2026-12-01'), ['2026-12-01T00:00:00-05:00', ['time: "midnight" read as 00:00, the start of the date']]);
  assert.deepEqual(at('now'), ['2026-11-30T07:00:00-05:00', []]);
  const both = call('2026-11-30T12:00:00Z', { source_timezone: 'UTC', time: 'now', date: '2026-12-01', target_timezone: 'UTC' });
  assert.deepEqual(both.content[0].text, 'time "now" is the current instant; leave out date, or give a time of day such as "14:30".');
});

test('convert_time: zones in any spelling, each reported once with what it was read as', () => {
  const out = call('2024-01-01T00:00:00Z', { source_timezone: 'Bombay', time: '09:00', target_timezone: 'GMT-3', date: '2024-06-03' });
  assert.ok(!('isError' in out), JSON.stringify(out));
  assert.deepEqual(out.structuredContent, {
    source: { timezone: 'Asia/Kolkata', datetime: '2024-06-03T09:00:00+05:30', day_of_week: 'Monday', is_dst: false },
    target: { timezone: 'UTC-03:00', datetime: '2024-06-03T00:30:00-03:00', day_of_week: 'Monday', is_dst: false },
    time_difference: '-8.5h',
    resolved: [
      { input: 'Bombay', timezone: 'Asia/Kolkata', via: 'city', note: 'Read as Mumbai, IN (pop 13M), by another of its names.' },
      {
        input: 'GMT-3',
        timezone: 'UTC-03:00',
        via: 'offset',
        note: '"GMT-3" read as UTC-03:00; the IANA zone Etc/GMT-3 is the opposite sign.',
      },
    ],
  });
  const same = call('2024-01-01T00:00:00Z', { source_timezone: 'PST', time: '09:00', target_timezone: 'PST', date: '2024-06-03' });
  // Judged on the date asked about (June), not the clock's (January).
  assert.deepEqual((same as unknown as { structuredContent: { resolved: unknown } }).structuredContent.resolved, [
    {
      input: 'PST',
      timezone: 'America/Los_Angeles',
      via: 'abbreviation',
      // the Philippines' own PST, at the same instant
      alternatives: [{ timezone: 'Asia/Manila', datetime: '2024-06-04T00:00:00+08:00', reading: 'Philippine Standard Time' }],
      note: 'Pacific Standard Time (-08:00) is not in effect on 2024-06-03: America/Los_Angeles is on daylight time (-07:00) then.',
    },
  ]);
});

test('convert_time: an exact or re-cased IANA name adds nothing to the answer', () => {
  const out = call('2024-01-01T00:00:00Z', {
    source_timezone: 'america/new_york',
    time: '09:00',
    target_timezone: 'Europe/London',
    date: '2024-06-03',
  });
  assert.equal('resolved' in (out as { structuredContent: object }).structuredContent, false);
});

test('convert_time: an ambiguous city names the field and the candidates', () => {
  const out = call('2024-01-01T00:00:00Z', { source_timezone: 'UTC', time: '09:00', target_timezone: 'Springfield' });
  assert.ok('isError' in out);
  assert.match(
    out.content[0].text,
    /^"Springfield" in target_timezone names places in 3 time zones: Springfield, Missouri, US \(America\/Chicago, pop 167k\)/,
  );
});

test('convert_time: an abbreviation of several zones beside a zone of one is read in its country, off its own clock', () => {
  // Pacific to "Eastern": US Eastern (zoneinfo: 14:00 in Los Angeles on 2024-01-08 is 17:00 in New York)
  const us = call('2024-01-08T12:00:00Z', { source_timezone: 'Pacific', time: '14:00', target_timezone: 'Eastern' });
  assert.ok(!('isError' in us), JSON.stringify(us));
  const s = us.structuredContent as {
    target: { timezone: string; datetime: string };
    resolved: { input: string; timezone: string; note?: string; alternatives?: { timezone: string }[] }[];
  };
  assert.equal(s.target.timezone, 'America/New_York');
  assert.equal(s.target.datetime, '2024-01-08T17:00:00-05:00');
  const eastern = s.resolved.find((r) => r.input === 'Eastern')!;
  assert.match(
    eastern.note!,
    /^Read as US Eastern Time, the reading in the country of America\/Los_Angeles; Eastern European Time would be Europe\/Athens/,
  );
  assert.deepEqual(
    eastern.alternatives!.map((a) => a.timezone),
    ['Europe/Athens', 'Australia/Sydney'],
  );
  // the other side's own clock is no conversion: "IST" beside Asia/Kolkata, "CST" beside Chicago stay ambiguous
  for (const [source, target] of [
    ['Asia/Kolkata', 'IST'],
    ['America/Chicago', 'CST'],
    ['Europe/London', 'IST'],
  ] as const) {
    const out = call('2024-01-08T12:00:00Z', { source_timezone: source, time: '14:00', target_timezone: target });
    assert.ok('isError' in out, `${source} to ${target}`);
    assert.match(out.content[0].text, /is ambiguous/);
  }
});
