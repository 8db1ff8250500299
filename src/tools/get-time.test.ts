import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { getTime } from './get-time.js';

const NOW = '2026-11-30T12:00:00Z';
const tool = getTime;
function call(args: Record<string, unknown>, now = NOW, local = 'Europe/Warsaw') {
  return runChecked(tool, args, ctxAt(now, local));
}

interface Row {
  name: string;
  args: Record<string, unknown>;
  now?: string;
  local?: string;
  expected: Record<string, unknown>;
}

const XMAS = '2024-12-25T15:00:00Z';
// biome-ignore format: a table, one row a line
const rows: Row[] = [
  // Shapes (the architecture document's examples, with correct values).
  { name: '{} gives baseTime only, in the local zone', args: {}, expected: { baseTime: '2026-11-30T13:00:00.000+01:00' } },
  { name: 'the local zone is the configured one, not the host', args: {}, local: 'America/Vancouver', expected: { baseTime: '2026-11-30T05:00:00.000-07:00' } },
  // To the millisecond, as chrono-mcp gives it: now, and any time given.
  { name: 'now to the millisecond', args: {}, now: '2026-11-30T12:00:00.789Z', expected: { baseTime: '2026-11-30T13:00:00.789+01:00' } },
  { name: '"now" as the datetime', args: { datetime: 'now', timezones: ['Asia/Tokyo'] }, now: '2026-11-30T12:00:00.789Z', expected: { baseTime: '2026-11-30T13:00:00.789+01:00', 'Asia/Tokyo': '2026-11-30T21:00:00.789' } },
  {
    name: 'a given time keeps its milliseconds, in every zone',
    args: { datetime: '2024-12-25T15:00:00.250Z', timezones: ['Asia/Tokyo'], formats: ['unix_ms', 'sql'] },
    expected: {
      baseTime: '2024-12-25T16:00:00.250+01:00',
      timezones: { 'Asia/Tokyo': { time: '2024-12-26T00:00:00.250', offset: '+09:00' } },
      formats: { unix_ms: 1735138800250, sql: '2024-12-25 16:00:00.250 +01:00' },
    },
  },
  {
    name: 'zones alone: flat keys with local times',
    args: { timezones: ['America/New_York', 'Asia/Tokyo'] },
    expected: { baseTime: '2026-11-30T13:00:00.000+01:00', 'America/New_York': '2026-11-30T07:00:00.000', 'Asia/Tokyo': '2026-11-30T21:00:00.000' },
  },
  {
    name: 'architecture example: formats, locale and offsets nest',
    args: { datetime: '2024-12-25T15:00:00', timezone: 'UTC', timezones: ['America/Los_Angeles', 'Europe/London'], formats: ['iso', 'localeString'], locale: 'en-US', includeOffsets: true },
    expected: {
      baseTime: '2024-12-25T15:00:00.000+00:00',
      timezones: { 'America/Los_Angeles': { time: '2024-12-25T07:00:00.000', offset: '-08:00' }, 'Europe/London': { time: '2024-12-25T15:00:00.000', offset: '+00:00' } },
      formats: { iso: '2024-12-25T15:00:00.000Z', localeString: '12/25/2024, 3:00:00 PM' },
    },
  },
  {
    name: 'includeOffsets alone nests the zones',
    args: { datetime: XMAS, timezones: ['Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Apia'], includeOffsets: true },
    expected: {
      baseTime: '2024-12-25T16:00:00.000+01:00',
      timezones: {
        'Asia/Kathmandu': { time: '2024-12-25T20:45:00.000', offset: '+05:45' },
        'Australia/Lord_Howe': { time: '2024-12-26T02:00:00.000', offset: '+11:00' },
        'Pacific/Apia': { time: '2024-12-26T04:00:00.000', offset: '+13:00' },
      },
    },
  },
  {
    name: 'Lord Howe after its 30-minute fall-back',
    args: { datetime: '2024-07-01T12:00:00Z', timezones: ['Australia/Lord_Howe'] },
    expected: { baseTime: '2024-07-01T14:00:00.000+02:00', 'Australia/Lord_Howe': '2024-07-01T22:30:00.000' },
  },
  {
    name: "Apia skipped 2011-12-30: the 29th's last hour is followed by the 31st",
    args: { datetime: '2011-12-30T09:59:59Z', timezone: 'Pacific/Apia', timezones: ['Pacific/Apia'], includeOffsets: true },
    expected: { baseTime: '2011-12-29T23:59:59.000-10:00', timezones: { 'Pacific/Apia': { time: '2011-12-29T23:59:59.000', offset: '-10:00' } } },
  },
  {
    name: 'one second later it is the 31st in Apia',
    args: { datetime: '2011-12-30T10:00:00Z', timezone: 'Pacific/Apia', formats: ['day_of_week', 'day_of_year'] },
    expected: { baseTime: '2011-12-31T00:00:00.000+14:00', formats: { day_of_week: 'Saturday', day_of_year: 365 } },
  },
  {
    name: 'naive datetime is read in timezone',
    args: { datetime: '2024-12-25T15:00:00', timezone: 'America/New_York', timezones: ['UTC'] },
    expected: { baseTime: '2024-12-25T15:00:00.000-05:00', UTC: '2024-12-25T20:00:00.000' },
  },
  {
    name: 'naive datetime in a DST gap is moved forward and noted',
    args: { datetime: '2024-03-10T02:30:00', timezone: 'America/New_York' },
    expected: { baseTime: '2024-03-10T03:30:00.000-04:00', note: '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00); used 03:30 EDT (-04:00).' },
  },
  {
    name: 'naive datetime in an overlap, later chosen',
    args: { datetime: '2024-11-03T01:30', timezone: 'America/New_York', disambiguation: 'later' },
    expected: {
      baseTime: '2024-11-03T01:30:00.000-05:00',
      note: '01:30 occurs twice in America/New_York on 2024-11-03 (clocks went back from 02:00 to 01:00); used the later one, EST (-05:00); disambiguation "earlier" gives EDT (-04:00).',
    },
  },
  { name: 'date only is midnight in the zone', args: { datetime: '2024-02-29', timezone: 'Asia/Tokyo' }, expected: { baseTime: '2024-02-29T00:00:00.000+09:00' } },
  { name: 'Unix seconds as a number', args: { datetime: 1735138800, timezone: 'UTC' }, expected: { baseTime: '2024-12-25T15:00:00.000+00:00' } },
  { name: 'Unix seconds as a digit string', args: { datetime: '1735138800', timezone: 'UTC' }, expected: { baseTime: '2024-12-25T15:00:00.000+00:00' } },
  { name: 'Unix milliseconds', args: { datetime: 1735138800123, timezone: 'UTC' }, expected: { baseTime: '2024-12-25T15:00:00.123+00:00' } },
  { name: 'an offset instant is shown in timezone', args: { datetime: '2024-12-25T15:00:00+05:30', timezone: 'Europe/Paris' }, expected: { baseTime: '2024-12-25T10:30:00.000+01:00' } },
  {
    name: 'every non-locale format (UTC)',
    args: { datetime: '2025-09-13T04:25:12.895Z', timezone: 'America/New_York', formats: ['iso', 'rfc2822', 'sql', 'unix', 'unix_ms', 'http', 'iso_week', 'day_of_year', 'day_of_week'] },
    expected: {
      baseTime: '2025-09-13T00:25:12.895-04:00',
      formats: {
        iso: '2025-09-13T04:25:12.895Z',
        rfc2822: 'Sat, 13 Sep 2025 00:25:12 -0400',
        sql: '2025-09-13 00:25:12.895 -04:00',
        unix: 1757737512,
        unix_ms: 1757737512895,
        http: 'Sat, 13 Sep 2025 04:25:12 GMT',
        iso_week: '2025-W37-6',
        day_of_year: 256,
        day_of_week: 'Saturday',
      },
    },
  },
  {
    name: 'ISO week belongs to the previous year on 2027-01-01',
    args: { datetime: '2027-01-01T12:00:00Z', timezone: 'UTC', formats: ['iso_week', 'day_of_year'] },
    expected: { baseTime: '2027-01-01T12:00:00.000+00:00', formats: { iso_week: '2026-W53-5', day_of_year: 1 } },
  },
  {
    name: 'en-US locale formats',
    args: { datetime: XMAS, timezone: 'America/New_York', formats: ['local', 'localeString', 'short', 'medium', 'long', 'full'] },
    expected: {
      baseTime: '2024-12-25T10:00:00.000-05:00',
      formats: {
        local: 'Dec 25, 2024, 10:00:00 AM',
        localeString: '12/25/2024, 10:00:00 AM',
        short: '12/25/2024',
        medium: 'Dec 25, 2024',
        long: 'December 25, 2024',
        full: 'Wednesday, December 25, 2024 at 10:00:00 AM EST',
      },
    },
  },
  {
    name: 'fr-FR locale formats',
    args: { datetime: XMAS, timezone: 'Europe/Paris', locale: 'fr-FR', formats: ['local', 'localeString', 'short', 'medium', 'long', 'full', 'day_of_week'] },
    expected: {
      baseTime: '2024-12-25T16:00:00.000+01:00',
      formats: {
        local: '25 déc. 2024, 16:00:00',
        localeString: '25/12/2024 16:00:00',
        short: '25/12/2024',
        medium: '25 déc. 2024',
        long: '25 décembre 2024',
        full: 'mercredi 25 décembre 2024 à 16:00:00 CET',
        day_of_week: 'mercredi',
      },
    },
  },
  {
    name: 'ja-JP locale formats',
    args: { datetime: XMAS, timezone: 'Asia/Tokyo', locale: 'ja-JP', formats: ['localeString', 'medium', 'full', 'day_of_week'] },
    expected: {
      baseTime: '2024-12-26T00:00:00.000+09:00',
      formats: { localeString: '2024/12/26 0:00:00', medium: '2024年12月26日', full: '2024年12月26日木曜日 0:00:00 JST', day_of_week: '木曜日' },
    },
  },
  {
    name: 'full names a numeric-abbreviation zone by its offset',
    args: { datetime: XMAS, timezone: 'Asia/Kathmandu', formats: ['full'] },
    expected: { baseTime: '2024-12-25T20:45:00.000+05:45', formats: { full: 'Wednesday, December 25, 2024 at 8:45:00 PM UTC+05:45' } },
  },
  {
    name: 'locale alone gives localeString and says so',
    args: { datetime: XMAS, timezone: 'UTC', locale: 'fr-FR' },
    expected: { baseTime: '2024-12-25T15:00:00.000+00:00', formats: { localeString: '25/12/2024 15:00:00' }, assumed: ['formats: localeString'] },
  },
  {
    name: 'relative, in the future and the past',
    args: { datetime: '2026-12-03T12:00:00Z', formats: ['relative'] },
    expected: { baseTime: '2026-12-03T13:00:00.000+01:00', formats: { relative: 'in 3 days' } },
  },
  { name: 'relative: 2 hours ago', args: { datetime: '2026-11-30T10:00:00Z', formats: ['relative'] }, expected: { baseTime: '2026-11-30T11:00:00.000+01:00', formats: { relative: '2 hours ago' } } },
  { name: 'relative: tomorrow', args: { datetime: '2026-12-01T12:00:00Z', formats: ['relative'] }, expected: { baseTime: '2026-12-01T13:00:00.000+01:00', formats: { relative: 'tomorrow' } } },
  { name: 'relative in French', args: { datetime: '2026-11-28T12:00:00Z', formats: ['relative'], locale: 'fr-FR' }, expected: { baseTime: '2026-11-28T13:00:00.000+01:00', formats: { relative: 'avant-hier' } } },
  {
    name: 'Vancouver stays on -07:00 in winter under tz 2026f',
    args: { timezones: ['America/Vancouver', 'America/Edmonton', 'America/Los_Angeles'], includeOffsets: true },
    expected: {
      baseTime: '2026-11-30T13:00:00.000+01:00',
      timezones: {
        'America/Vancouver': { time: '2026-11-30T05:00:00.000', offset: '-07:00' },
        'America/Edmonton': { time: '2026-11-30T06:00:00.000', offset: '-06:00' },
        'America/Los_Angeles': { time: '2026-11-30T04:00:00.000', offset: '-08:00' },
      },
    },
  },
  { name: 'a repeated format is given once', args: { datetime: XMAS, timezone: 'UTC', formats: ['unix', 'unix'] }, expected: { baseTime: '2024-12-25T15:00:00.000+00:00', formats: { unix: 1735138800 } } },
];

for (const row of rows) {
  test(`get_time: ${row.name}`, () => {
    const r = call(row.args, row.now, row.local);
    assert.ok(!('isError' in r), 'isError' in r ? r.content[0].text : '');
    assert.deepEqual(r.structuredContent, row.expected);
    assert.equal(r.content[0].text, JSON.stringify(row.expected));
  });
}

// biome-ignore format: a table, one row a line
const errors: { name: string; args: Record<string, unknown>; message: string | RegExp }[] = [
  { name: 'unknown zone in the list', args: { timezones: ['Asia/Tokyo', 'Mars/Olympus'] }, message: /^Unknown time zone "Mars\/Olympus" in timezones\[1\]\./ },
  { name: 'misspelt zone gets a suggestion', args: { timezone: 'Asia/Tokyoo' }, message: 'Unknown time zone "Asia/Tokyoo" in timezone. Did you mean "Asia/Tokyo"?' },
  { name: 'unknown locale', args: { locale: 'xx-INVALID-locale' }, message: 'Unknown locale "xx-INVALID-locale". Use a BCP 47 tag such as "en-US", "fr-FR" or "ja-JP".' },
  { name: 'underscore locale', args: { locale: 'fr_FR' }, message: 'Unknown locale "fr_FR". Did you mean "fr-FR"?' },
  { name: 'unparsable datetime', args: { datetime: 'not a date' }, message: /^Invalid datetime "not a date"\. Use ISO 8601 such as "2024-12-25T15:00:00Z"/ },
  { name: 'impossible date', args: { datetime: '2025-02-29T10:00:00' }, message: /^Invalid datetime "2025-02-29T10:00:00": no such date/ },
  { name: 'DST gap with reject', args: { datetime: '2024-03-31T02:30', timezone: 'Europe/Berlin', disambiguation: 'reject' }, message: /^02:30 does not exist in Europe\/Berlin on 2024-03-31/ },
  { name: 'offset out of range', args: { datetime: '2024-01-01T00:00:00+25:00' }, message: /^Invalid offset "\+25:00"/ },
];
for (const row of errors) {
  test(`get_time error: ${row.name}`, () => {
    const r = call(row.args);
    assert.ok('isError' in r && r.isError);
    if (typeof row.message === 'string') assert.equal(r.content[0].text, row.message);
    else assert.match(r.content[0].text, row.message);
  });
}

test('get_time rejects more than 100 zones at the schema', () => {
  const ctx = ctxAt(NOW);
  assert.throws(() => getTime.input(ctx).parse({ timezones: Array(101).fill('UTC') }));
});

test('get_time: zones in any spelling are keyed by IANA name and reported in resolved', () => {
  const r = call({ timezones: ['Tokyo', 'UTC+5:45', 'Europe/London'] });
  assert.deepEqual((r as { structuredContent?: unknown }).structuredContent, {
    baseTime: '2026-11-30T13:00:00.000+01:00',
    'Asia/Tokyo': '2026-11-30T21:00:00.000',
    'UTC+05:45': '2026-11-30T17:45:00.000',
    'Europe/London': '2026-11-30T12:00:00.000',
    resolved: [
      { input: 'Tokyo', timezone: 'Asia/Tokyo', via: 'city' },
      { input: 'UTC+5:45', timezone: 'UTC+05:45', via: 'offset' },
    ],
  });
});
