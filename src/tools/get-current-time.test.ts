import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { getCurrentTime } from './get-current-time.js';
import { chinaDaysOff, chinaWorkingWeekends } from '../../test/holidays-sources.js';

const tool = getCurrentTime;
const call = (now: string, args: Record<string, unknown>, local?: string) => runChecked(tool, args, ctxAt(now, local));

// The reference server's scenarios, plus the zones where Node's own data is wrong today.
// biome-ignore format: a table, one row a line
const rows: { name: string; now: string; args: Record<string, unknown>; expected: Record<string, unknown> }[] = [
  { name: 'Warsaw winter', now: '2024-01-01T12:00:00Z', args: { timezone: 'Europe/Warsaw' }, expected: { timezone: 'Europe/Warsaw', datetime: '2024-01-01T13:00:00+01:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'London winter', now: '2024-01-01T12:00:00Z', args: { timezone: 'Europe/London' }, expected: { timezone: 'Europe/London', datetime: '2024-01-01T12:00:00+00:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'New York winter', now: '2024-01-01T12:00:00Z', args: { timezone: 'America/New_York' }, expected: { timezone: 'America/New_York', datetime: '2024-01-01T07:00:00-05:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'Warsaw summer', now: '2024-03-31T12:00:00Z', args: { timezone: 'Europe/Warsaw' }, expected: { timezone: 'Europe/Warsaw', datetime: '2024-03-31T14:00:00+02:00', day_of_week: 'Sunday', is_dst: true } },
  { name: 'London summer', now: '2024-03-31T12:00:00Z', args: { timezone: 'Europe/London' }, expected: { timezone: 'Europe/London', datetime: '2024-03-31T13:00:00+01:00', day_of_week: 'Sunday', is_dst: true } },
  { name: 'New York summer', now: '2024-03-31T12:00:00Z', args: { timezone: 'America/New_York' }, expected: { timezone: 'America/New_York', datetime: '2024-03-31T08:00:00-04:00', day_of_week: 'Sunday', is_dst: true } },
  { name: 'Vancouver 2026f', now: '2026-11-30T12:00:00Z', args: { timezone: 'America/Vancouver' }, expected: { timezone: 'America/Vancouver', datetime: '2026-11-30T05:00:00-07:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'Edmonton 2026f', now: '2026-11-30T12:00:00Z', args: { timezone: 'America/Edmonton' }, expected: { timezone: 'America/Edmonton', datetime: '2026-11-30T06:00:00-06:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'Winnipeg 2026f', now: '2026-11-30T12:00:00Z', args: { timezone: 'America/Winnipeg' }, expected: { timezone: 'America/Winnipeg', datetime: '2026-11-30T07:00:00-05:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'Inuvik 2026f', now: '2026-11-30T12:00:00Z', args: { timezone: 'America/Inuvik' }, expected: { timezone: 'America/Inuvik', datetime: '2026-11-30T06:00:00-06:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'Casablanca 2026f', now: '2026-11-30T12:00:00Z', args: { timezone: 'Africa/Casablanca' }, expected: { timezone: 'Africa/Casablanca', datetime: '2026-11-30T12:00:00+00:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'Havana 2026f', now: '2026-11-30T12:00:00Z', args: { timezone: 'America/Havana' }, expected: { timezone: 'America/Havana', datetime: '2026-11-30T08:00:00-04:00', day_of_week: 'Monday', is_dst: true } },
  { name: 'Dublin winter is not DST', now: '2024-01-15T12:00:00Z', args: { timezone: 'Europe/Dublin' }, expected: { timezone: 'Europe/Dublin', datetime: '2024-01-15T12:00:00+00:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'Dublin summer is DST', now: '2024-07-15T12:00:00Z', args: { timezone: 'Europe/Dublin' }, expected: { timezone: 'Europe/Dublin', datetime: '2024-07-15T13:00:00+01:00', day_of_week: 'Monday', is_dst: true } },
  { name: 'Troll +02 in July', now: '2024-07-15T12:00:00Z', args: { timezone: 'Antarctica/Troll' }, expected: { timezone: 'Antarctica/Troll', datetime: '2024-07-15T14:00:00+02:00', day_of_week: 'Monday', is_dst: true } },
  { name: 'Lord Howe +11 in January', now: '2024-01-15T12:00:00Z', args: { timezone: 'Australia/Lord_Howe' }, expected: { timezone: 'Australia/Lord_Howe', datetime: '2024-01-15T23:00:00+11:00', day_of_week: 'Monday', is_dst: true } },
  { name: 'Kathmandu +05:45', now: '2024-01-01T12:00:00Z', args: { timezone: 'Asia/Kathmandu' }, expected: { timezone: 'Asia/Kathmandu', datetime: '2024-01-01T17:45:00+05:45', day_of_week: 'Monday', is_dst: false } },
  { name: 'date line: Kiritimati is already tomorrow', now: '2024-01-01T12:00:00Z', args: { timezone: 'Pacific/Kiritimati' }, expected: { timezone: 'Pacific/Kiritimati', datetime: '2024-01-02T02:00:00+14:00', day_of_week: 'Tuesday', is_dst: false } },
  { name: 'inside the fall-back hour the offset is exact', now: '2024-11-03T06:30:00Z', args: { timezone: 'America/New_York' }, expected: { timezone: 'America/New_York', datetime: '2024-11-03T01:30:00-05:00', day_of_week: 'Sunday', is_dst: false } },
  { name: 'seconds are truncated', now: '2024-01-01T12:00:59.999Z', args: { timezone: 'UTC' }, expected: { timezone: 'UTC', datetime: '2024-01-01T12:00:59+00:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'a city reports what it was read as', now: '2024-01-01T12:00:00Z', args: { timezone: 'Tokyo' }, expected: { timezone: 'Asia/Tokyo', datetime: '2024-01-01T21:00:00+09:00', day_of_week: 'Monday', is_dst: false, resolved: [{ input: 'Tokyo', timezone: 'Asia/Tokyo', via: 'city' }] } },
  { name: 'an abbreviation', now: '2024-07-01T12:00:00Z', args: { timezone: 'PST' }, expected: { timezone: 'America/Los_Angeles', datetime: '2024-07-01T05:00:00-07:00', day_of_week: 'Monday', is_dst: true, resolved: [{ input: 'PST', timezone: 'America/Los_Angeles', via: 'abbreviation', alternatives: [{ timezone: 'Asia/Manila', datetime: '2024-07-01T20:00:00+08:00', reading: 'Philippine Standard Time' }], note: 'Pacific Standard Time (-08:00) is not in effect on 2024-07-01: America/Los_Angeles is on daylight time (-07:00) then.' }] } },
  { name: 'a fractional offset', now: '2024-01-01T12:00:00Z', args: { timezone: 'UTC+5:45' }, expected: { timezone: 'UTC+05:45', datetime: '2024-01-01T17:45:00+05:45', day_of_week: 'Monday', is_dst: false, resolved: [{ input: 'UTC+5:45', timezone: 'UTC+05:45', via: 'offset' }] } },
  { name: 'a Windows name past the date line', now: '2024-01-01T12:00:00Z', args: { timezone: 'Samoa Standard Time' }, expected: { timezone: 'Pacific/Apia', datetime: '2024-01-02T01:00:00+13:00', day_of_week: 'Tuesday', is_dst: false, resolved: [{ input: 'Samoa Standard Time', timezone: 'Pacific/Apia', via: 'windows' }] } },
  { name: 'a country with one zone', now: '2024-01-01T12:00:00Z', args: { timezone: 'india' }, expected: { timezone: 'Asia/Kolkata', datetime: '2024-01-01T17:30:00+05:30', day_of_week: 'Monday', is_dst: false, resolved: [{ input: 'india', timezone: 'Asia/Kolkata', via: 'country' }] } },
  { name: 'EST is exact but explained', now: '2024-07-01T12:00:00Z', args: { timezone: 'EST' }, expected: { timezone: 'EST', datetime: '2024-07-01T07:00:00-05:00', day_of_week: 'Monday', is_dst: false, resolved: [{ input: 'EST', timezone: 'EST', via: 'iana', alternatives: [{ timezone: 'Australia/Brisbane', datetime: '2024-07-01T22:00:00+10:00', reading: 'Australian Eastern Standard Time' }], note: 'EST is a fixed UTC-05:00 with no DST; US Eastern time (EST/EDT) is America/New_York.' }] } },
  { name: 'Lord Howe by its abbreviation', now: '2024-01-15T12:00:00Z', args: { timezone: 'LHDT' }, expected: { timezone: 'Australia/Lord_Howe', datetime: '2024-01-15T23:00:00+11:00', day_of_week: 'Monday', is_dst: true, resolved: [{ input: 'LHDT', timezone: 'Australia/Lord_Howe', via: 'abbreviation' }] } },
  { name: 'a link keeps the name given', now: '2024-01-01T12:00:00Z', args: { timezone: 'US/Eastern' }, expected: { timezone: 'US/Eastern', datetime: '2024-01-01T07:00:00-05:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'another letter case reports the IANA spelling', now: '2024-01-01T12:00:00Z', args: { timezone: 'europe/warsaw' }, expected: { timezone: 'Europe/Warsaw', datetime: '2024-01-01T13:00:00+01:00', day_of_week: 'Monday', is_dst: false } },
  { name: 'omitted zone is the local zone, and says so', now: '2024-01-01T12:00:00Z', args: {}, expected: { timezone: 'Europe/Warsaw', datetime: '2024-01-01T13:00:00+01:00', day_of_week: 'Monday', is_dst: false, assumed: ['timezone: local'] } },
  { name: 'empty zone is the local zone', now: '2024-01-01T12:00:00Z', args: { timezone: '' }, expected: { timezone: 'Europe/Warsaw', datetime: '2024-01-01T13:00:00+01:00', day_of_week: 'Monday', is_dst: false, assumed: ['timezone: local'] } },
];

for (const { name, now, args, expected } of rows) {
  test(`get_current_time: ${name}`, () => {
    const r = call(now, args);
    assert.ok(!('isError' in r), JSON.stringify(r));
    assert.deepEqual(r.structuredContent, expected);
    assert.equal(r.content[0].text, JSON.stringify(expected));
  });
}

test('get_current_time: unknown zone is an isError with a suggestion', () => {
  assert.deepEqual(call('2024-01-01T12:00:00Z', { timezone: 'Asia/Tokyoo' }), {
    content: [{ type: 'text', text: 'Unknown time zone "Asia/Tokyoo" in timezone. Did you mean "Asia/Tokyo"?' }],
    isError: true,
  });
  const r = call('2024-01-01T12:00:00Z', { timezone: '../../etc/passwd' });
  assert.ok('isError' in r && /^Unknown time zone "\.\.\/\.\.\/etc\/passwd" in timezone\./.test(r.content[0].text), JSON.stringify(r));
});

test('get_current_time: an ambiguous zone is an error listing the candidates', () => {
  const r = call('2024-01-01T12:00:00Z', { timezone: 'IST' });
  assert.deepEqual(r, {
    content: [
      {
        type: 'text',
        text: '"IST" in timezone is ambiguous: India Standard Time (Asia/Kolkata, +05:30), Irish Standard Time (Europe/Dublin, +01:00 in summer), Israel Standard Time (Asia/Jerusalem, +02:00). Pass the IANA name.',
      },
    ],
    isError: true,
  });
});

test('get_current_time: path-like zone names are unknown zones, never files', () => {
  for (const zone of ['../../etc/passwd', '/etc/passwd', 'Europe/../../../etc/shadow', 'Europe/Paris\0', '..', 'Europe/./Paris']) {
    const r = call('2026-11-30T12:00:00Z', { timezone: zone });
    assert.ok('isError' in r && r.isError, zone);
    assert.match(
      r.content[0].text,
      /^(Unknown time zone ".*" in timezone\.|The time zone in timezone \(".*"\) contains control characters\.)/s,
      zone,
    );
  }
});

test('get_current_time: control characters in a bad zone are echoed escaped, so the message stays one line', () => {
  // Found by the fuzzer (scripts/fuzz.ts): the raw newline split the one-sentence message.
  assert.deepEqual(call('2024-01-01T12:00:00Z', { timezone: 'Mars\n\tBase\u0000' }), {
    content: [
      {
        type: 'text',
        text: 'The time zone in timezone ("Mars\\n\\tBase\\u0000") contains control characters. Pass the name alone, such as "America/New_York".',
      },
    ],
    isError: true,
  });
});

test('get_current_time: include_calendar gives the month view its months, holidays, working weekends, clock changes and today', () => {
  const view = (now: string, timezone: string) =>
    (call(now, { timezone, include_calendar: true }) as { _meta?: Record<string, unknown> })._meta?.['meridian/view'] as
      | { place?: string; first: string; last: string; weekend: number[]; pick: string; days: [string, string, string][] }
      | undefined;
  // Shanghai on 20 September 2026: September and October, whose days off and make-up working days are
  // the State Council's notice for 2026 (chinese-days' data file), none of them missed or added.
  const cn = view('2026-09-20T04:00:00Z', 'Asia/Shanghai')!;
  assert.deepEqual([cn.place, cn.first, cn.last, cn.pick, cn.weekend], ['China', '2026-09-01', '2026-10-31', '2026-09-20', [6, 7]]);
  const inWindow = (d: string) => d >= '2026-09-01' && d <= '2026-10-31';
  assert.deepEqual(
    cn.days.filter((d) => d[1] === 'working').map((d) => d[0]),
    chinaWorkingWeekends(2026).filter(inWindow),
  );
  const off = new Set(cn.days.filter((d) => d[1] === 'holiday').map((d) => d[0]));
  for (const d of chinaDaysOff(2026).filter(inWindow)) assert.ok(off.has(d), `${d} off`);
  assert.equal(
    cn.days.some((d) => d[1] === 'change'),
    false,
    'China keeps one offset',
  );
  // Berlin on 20 October 2026: the EU's clocks go back on the last Sunday of October, the 25th.
  const de = view('2026-10-20T10:00:00Z', 'Europe/Berlin')!;
  assert.deepEqual([de.first, de.last], ['2026-10-01', '2026-11-30']);
  assert.deepEqual(
    de.days.filter((d) => d[1] === 'change'),
    [['2026-10-25', 'change', 'clocks go back 1 hour (UTC+02:00 to UTC+01:00)']],
  );
  assert.deepEqual(de.days.find((d) => d[0] === '2026-10-03')?.[1], 'holiday', 'German Unity Day, a Saturday, is still drawn');
  // Lord Howe Island moves its clocks by 30 minutes (first Sunday of April 2027).
  assert.deepEqual(
    view('2027-03-20T00:00:00Z', 'Australia/Lord_Howe')!.days.filter((d) => d[1] === 'change'),
    [['2027-04-04', 'change', 'clocks go back 30 minutes (UTC+11:00 to UTC+10:30)']],
  );
  // Without include_calendar there is nothing for the view beyond the answer itself.
  assert.equal((call('2026-10-20T10:00:00Z', { timezone: 'Europe/Berlin' }) as { _meta?: unknown })._meta, undefined);
});
