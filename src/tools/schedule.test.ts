import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { schedule } from './schedule.js';

const NOW = '2026-12-01T12:00:00Z';
const call = (args: Record<string, unknown>) => runChecked(schedule, args, ctxAt(NOW));

interface Answer {
  rule: string;
  timezone: string;
  occurrences?: (string | { at: string; note: string })[];
  dropped?: string[];
  explanation?: string;
  end?: string;
  ics?: { uri: string; written: string };
  note?: string;
  assumed?: string[];
}

function answer(args: Record<string, unknown>): Answer {
  const out = call(args);
  assert.ok(!('isError' in out), JSON.stringify(out));
  assert.equal(out.content[0].text, JSON.stringify(out.structuredContent));
  return out.structuredContent as unknown as Answer;
}

/** An occurrence row: the instant, and for a DST one a fragment its note must hold. */
type Want = string | [string, string];

interface Row {
  name: string;
  args: Record<string, unknown>;
  want: Want[];
  dropped?: string[];
}

// biome-ignore format: a table, one row a line
const rows: Row[] = [
  // Cron: Vixie/ISC behaviour by default.
  {
    name: 'cron 30 2 in New York: the skipped 02:30 runs once right after the jump (03:00 EDT)',
    args: { rule: '30 2 * * *', timezone: 'America/New_York', from: '2027-03-13T00:00:00Z', count: 3 },
    want: ['2027-03-13T02:30:00-05:00', ['2027-03-14T03:00:00-04:00', 'runs once right after the jump, at 03:00 EDT'], '2027-03-15T02:30:00-04:00'],
  },
  {
    name: 'cron 30 1 in New York: the repeated 01:30 runs once, at the first (EDT)',
    args: { rule: '30 1 * * *', timezone: 'America/New_York', from: '2026-10-31T04:30:00Z', count: 3 },
    want: ['2026-10-31T01:30:00-04:00', ['2026-11-01T01:30:00-04:00', 'cron runs a job at a fixed time once, at EDT, -04:00'], '2026-11-02T01:30:00-05:00'],
  },
  {
    name: 'cron 0 * (a wildcard job) in New York: the repeated hour runs twice',
    args: { rule: '0 * * * *', timezone: 'America/New_York', from: '2026-11-01T04:30:00Z', count: 4 },
    want: [['2026-11-01T01:00:00-04:00', 'the first, EDT'], ['2026-11-01T01:00:00-05:00', 'the second, EST'], '2026-11-01T02:00:00-05:00', '2026-11-01T03:00:00-05:00'],
  },
  {
    name: 'cron */30 in New York: the skipped hour does not run, and says so',
    args: { rule: '*/30 * * * *', timezone: 'America/New_York', from: '2027-03-14T05:59:00Z', count: 4 },
    want: ['2027-03-14T01:00:00-05:00', '2027-03-14T01:30:00-05:00', '2027-03-14T03:00:00-04:00', '2027-03-14T03:30:00-04:00'],
    dropped: ['2027-03-14 02:00 does not exist in America/New_York (clocks jumped forward from 02:00 to 03:00): a job with "*" in its minute or hour field does not run then.', '2027-03-14 02:30 does not exist in America/New_York (clocks jumped forward from 02:00 to 03:00): a job with "*" in its minute or hour field does not run then.'],
  },
  {
    name: 'cron 30 2 in Sydney, spring forward in October',
    args: { rule: '30 2 * * *', timezone: 'Australia/Sydney', from: '2027-10-02T00:00:00+10:00', count: 2 },
    want: ['2027-10-02T02:30:00+10:00', ['2027-10-03T03:00:00+11:00', 'clocks jumped forward from 02:00 to 03:00']],
  },
  {
    name: 'cron 30 2 in Sydney, fall back in April: once, at AEDT',
    args: { rule: '30 2 * * *', timezone: 'Australia/Sydney', from: '2027-04-03T00:00:00+11:00', count: 2 },
    want: ['2027-04-03T02:30:00+11:00', ['2027-04-04T02:30:00+11:00', 'occurs twice']],
  },
  {
    name: 'cron in Casablanca across the 2026 Ramadan changes: back an hour, then forward',
    args: { rule: '30 2 * * *', timezone: 'Africa/Casablanca', from: '2026-02-14T00:00:00Z', count: 2 },
    want: ['2026-02-14T02:30:00+01:00', ['2026-02-15T02:30:00+01:00', 'clocks went back from 03:00 to 02:00']],
  },
  {
    name: 'cron in Casablanca, the end of Ramadan 2026: 02:30 skipped, run at 03:00',
    args: { rule: '30 2 * * *', timezone: 'Africa/Casablanca', from: '2026-03-21T00:00:00Z', count: 2 },
    want: ['2026-03-21T02:30:00+00:00', ['2026-03-22T03:00:00+01:00', 'runs once right after the jump']],
  },
  {
    name: 'cron in Vancouver after its move to permanent -07:00: no gap in March 2027',
    args: { rule: '30 2 * * *', timezone: 'America/Vancouver', from: '2027-03-13T00:00:00Z', count: 3 },
    want: ['2027-03-13T02:30:00-07:00', '2027-03-14T02:30:00-07:00', '2027-03-15T02:30:00-07:00'],
  },
  {
    name: 'cron CRON_TZ= prefix names the zone',
    args: { rule: 'CRON_TZ=Europe/London 0 9 * * MON-FRI', from: '2027-03-26T00:00:00Z', count: 2 },
    want: ['2027-03-26T09:00:00+00:00', '2027-03-29T09:00:00+01:00'],
  },
  // Quartz specials.
  { name: 'cron L: the last day of the month', args: { rule: '0 9 L * *', timezone: 'UTC', from: '2027-02-01T00:00:00Z', count: 2 }, want: ['2027-02-28T09:00:00+00:00', '2027-03-31T09:00:00+00:00'] },
  { name: 'cron 15W: the weekday nearest the 15th (Saturday 2027-05-15 → Friday)', args: { rule: '0 9 15W * *', timezone: 'UTC', from: '2027-05-01T00:00:00Z', count: 2 }, want: ['2027-05-14T09:00:00+00:00', '2027-06-15T09:00:00+00:00'] },
  { name: 'cron 5#2: the second Friday', args: { rule: '0 9 * * 5#2', timezone: 'UTC', from: '2027-01-01T00:00:00Z', count: 2 }, want: ['2027-01-08T09:00:00+00:00', '2027-02-12T09:00:00+00:00'] },
  { name: 'cron FRIL: the last Friday', args: { rule: '0 9 * * FRIL', timezone: 'UTC', from: '2027-01-01T00:00:00Z', count: 2 }, want: ['2027-01-29T09:00:00+00:00', '2027-02-26T09:00:00+00:00'] },
  { name: 'cron LW: the last weekday of the month', args: { rule: '0 9 LW * *', timezone: 'UTC', from: '2027-01-01T00:00:00Z', count: 2 }, want: ['2027-01-29T09:00:00+00:00', '2027-02-26T09:00:00+00:00'] },
  {
    name: 'cron with both day fields set, 6 fields: the 1st OR every Monday (Vixie)',
    args: { rule: '0 0 9 1 * MON', timezone: 'UTC', from: '2027-03-01T00:00:00Z', count: 3 },
    want: ['2027-03-01T09:00:00+00:00', '2027-03-08T09:00:00+00:00', '2027-03-15T09:00:00+00:00'],
  },
  { name: 'cron @weekly macro', args: { rule: '@weekly', timezone: 'Asia/Tokyo', from: '2027-01-01T00:00:00Z', count: 1 }, want: ['2027-01-03T00:00:00+09:00'] },

  // RRULE: RFC 5545 by default.
  {
    name: 'RRULE daily 02:30 in New York: the gap day is not part of the set, and COUNT does not count it',
    args: { rule: 'DTSTART;TZID=America/New_York:20270312T023000\nRRULE:FREQ=DAILY;COUNT=3', from: '2027-03-01T00:00:00Z' },
    want: ['2027-03-12T02:30:00-05:00', '2027-03-13T02:30:00-05:00', '2027-03-15T02:30:00-04:00'],
    dropped: ['2027-03-14 02:30 does not exist in America/New_York (clocks jumped forward from 02:00 to 03:00): not part of the set (RFC 5545); dst "shift" moves it forward by the gap, as calendar apps do.'],
  },
  {
    name: 'RRULE daily 02:30 in New York with dst shift: 03:30 EDT, as calendar apps',
    args: { rule: 'DTSTART;TZID=America/New_York:20270312T023000\nRRULE:FREQ=DAILY;COUNT=3', from: '2027-03-01T00:00:00Z', dst: 'shift' },
    want: ['2027-03-12T02:30:00-05:00', '2027-03-13T02:30:00-05:00', ['2027-03-14T03:30:00-04:00', 'moved forward by the gap to 03:30 EDT']],
  },
  {
    name: 'RRULE daily 01:30 in London: the gap day is dropped',
    args: { rule: 'DTSTART;TZID=Europe/London:20270101T013000\nRRULE:FREQ=DAILY', operation: 'between', from: '2027-03-27T00:00:00Z', to: '2027-03-30T00:00:00Z' },
    want: ['2027-03-27T01:30:00+00:00', '2027-03-29T01:30:00+01:00'],
    dropped: ['2027-03-28 01:30 does not exist in Europe/London (clocks jumped forward from 01:00 to 02:00): not part of the set (RFC 5545); dst "shift" moves it forward by the gap, as calendar apps do.'],
  },
  {
    name: 'RRULE hourly steps through real time: the repeated hour in New York happens twice',
    args: { rule: 'DTSTART;TZID=America/New_York:20261101T000000\nRRULE:FREQ=HOURLY;COUNT=4', from: '2026-11-01T00:00:00Z' },
    want: ['2026-11-01T00:00:00-04:00', ['2026-11-01T01:00:00-04:00', 'this is the first, EDT'], ['2026-11-01T01:00:00-05:00', 'this is the second, EST'], '2026-11-01T02:00:00-05:00'],
  },
  {
    name: 'RRULE hourly across a spring gap: real hours, 01:00 EST then 03:00 EDT',
    args: { rule: 'DTSTART;TZID=America/New_York:20270314T000000\nRRULE:FREQ=HOURLY;COUNT=3', from: '2027-03-14T00:00:00Z' },
    want: ['2027-03-14T00:00:00-05:00', '2027-03-14T01:00:00-05:00', ['2027-03-14T03:00:00-04:00', 'steps through real time']],
  },
  {
    name: "RRULE in Lord Howe's half-hour gap with dst after: 02:15 runs at 02:30",
    args: { rule: 'FREQ=DAILY;BYHOUR=2;BYMINUTE=15', timezone: 'Australia/Lord_Howe', from: '2027-10-02T00:00:00Z', count: 2, dst: 'after' },
    want: [['2027-10-03T02:30:00+11:00', 'clocks jumped forward from 02:00 to 02:30'], '2027-10-04T02:15:00+11:00'],
  },
  {
    name: "RRULE in Lord Howe's half-hour overlap: the first 01:45 (+11:00)",
    args: { rule: 'FREQ=DAILY;BYHOUR=1;BYMINUTE=45', timezone: 'Australia/Lord_Howe', from: '2027-04-03T00:00:00Z', count: 2 },
    want: [['2027-04-04T01:45:00+11:00', 'RFC 5545 takes the first, at +11:00, not at +10:30'], '2027-04-05T01:45:00+10:30'],
  },
  {
    name: 'RRULE in Chatham (+12:45/+13:45) with dst shift: 03:00 → 04:00',
    args: { rule: 'FREQ=DAILY;BYHOUR=3;BYMINUTE=0', timezone: 'Pacific/Chatham', from: '2027-09-25T00:00:00Z', count: 2, dst: 'shift' },
    want: [['2027-09-26T04:00:00+13:45', 'clocks jumped forward from 02:45 to 03:45'], '2027-09-27T03:00:00+13:45'],
  },
  {
    name: 'BYMONTHDAY=31 skips the months without a 31st',
    args: { rule: 'DTSTART;TZID=Europe/Paris:20270131T090000\nRRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4', from: '2027-01-01T00:00:00Z' },
    want: ['2027-01-31T09:00:00+01:00', '2027-03-31T09:00:00+02:00', '2027-05-31T09:00:00+02:00', '2027-07-31T09:00:00+02:00'],
  },
  {
    name: 'BYMONTHDAY=-1: the last day of each month',
    args: { rule: 'DTSTART;TZID=Europe/Paris:20270115T090000\nRRULE:FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3', from: '2027-01-01T00:00:00Z' },
    want: ['2027-01-31T09:00:00+01:00', '2027-02-28T09:00:00+01:00', '2027-03-31T09:00:00+02:00'],
  },
  {
    name: 'leap day yearly: every fourth year',
    args: { rule: 'DTSTART;TZID=Europe/Paris:20240229T090000\nRRULE:FREQ=YEARLY;COUNT=3', from: '2024-01-01T00:00:00Z' },
    want: ['2024-02-29T09:00:00+01:00', '2028-02-29T09:00:00+01:00', '2032-02-29T09:00:00+01:00'],
  },
  {
    name: 'leap day yearly with RFC 7529 SKIP=BACKWARD: February 28 in other years',
    args: { rule: 'DTSTART;TZID=Europe/Paris:20240229T090000\nRRULE:RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=BACKWARD;COUNT=3', from: '2024-01-01T00:00:00Z' },
    want: ['2024-02-29T09:00:00+01:00', '2025-02-28T09:00:00+01:00', '2026-02-28T09:00:00+01:00'],
  },
  {
    name: 'month end with SKIP=FORWARD: January 31 → March 1 after February',
    args: { rule: 'DTSTART;TZID=UTC:20270131T090000\nRRULE:RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=FORWARD;COUNT=3', from: '2027-01-01T00:00:00Z' },
    want: ['2027-01-31T09:00:00+00:00', '2027-03-01T09:00:00+00:00', '2027-03-31T09:00:00+00:00'],
  },
  {
    name: 'BYSETPOS=-1: the last weekday of the month',
    args: { rule: 'DTSTART;TZID=Asia/Tokyo:20270101T170000\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3', from: '2027-01-01T00:00:00Z' },
    want: ['2027-01-29T17:00:00+09:00', '2027-02-26T17:00:00+09:00', '2027-03-31T17:00:00+09:00'],
  },
  {
    name: 'UNTIL in UTC is inclusive',
    args: { rule: 'DTSTART:20270101T090000Z\nRRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20270122T090000Z', timezone: 'UTC', from: '2027-01-01T00:00:00Z' },
    want: ['2027-01-01T09:00:00+00:00', '2027-01-08T09:00:00+00:00', '2027-01-15T09:00:00+00:00', '2027-01-22T09:00:00+00:00'],
  },
  {
    name: 'EXDATE and RDATE',
    args: { rule: 'DTSTART;TZID=Europe/Berlin:20270104T100000\nRRULE:FREQ=WEEKLY;COUNT=3\nEXDATE;TZID=Europe/Berlin:20270111T100000\nRDATE:20270112T150000Z', from: '2027-01-01T00:00:00Z' },
    want: ['2027-01-04T10:00:00+01:00', '2027-01-12T16:00:00+01:00', '2027-01-18T10:00:00+01:00'],
  },
  {
    name: 'RDATEs alone: DTSTART and the RDATEs are the set; an EXDATE date removes a day; a gap RDATE noted',
    args: { rule: 'DTSTART;TZID=Europe/Paris:20270101T090000\nRDATE;TZID=Europe/Paris:20270105T090000,20270328T023000\nRDATE:20270401T100000Z\nEXDATE;VALUE=DATE:20270105', from: '2026-12-31T00:00:00Z', dst: 'shift' },
    want: ['2027-01-01T09:00:00+01:00', ['2027-03-28T03:30:00+02:00', 'moved forward by the gap to 03:30 CEST'], '2027-04-01T12:00:00+02:00'],
  },
  {
    name: 'every other Tuesday at 15:00 (INTERVAL=2), Monday weeks',
    args: { rule: 'DTSTART;TZID=America/Chicago:20270105T150000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', from: '2027-01-01T00:00:00Z', count: 3 },
    want: ['2027-01-05T15:00:00-06:00', '2027-01-19T15:00:00-06:00', '2027-02-02T15:00:00-06:00'],
  },
];

for (const row of rows) {
  test(`schedule: ${row.name}`, () => {
    const a = answer(row.args);
    const got = (a.occurrences ?? []).map((o) => (typeof o === 'string' ? o : o.at));
    assert.deepEqual(
      got,
      row.want.map((w) => (typeof w === 'string' ? w : w[0])),
    );
    row.want.forEach((w, i) => {
      const o = a.occurrences![i]!;
      if (typeof w === 'string') assert.equal(typeof o, 'string', `occurrence ${i} has a note: ${JSON.stringify(o)}`);
      else assert.ok(typeof o !== 'string' && o.note.includes(w[1]), `occurrence ${i}: ${JSON.stringify(o)} lacks "${w[1]}"`);
    });
    assert.deepEqual(a.dropped, row.dropped);
  });
}

// biome-ignore format: a table, one row a line
const errors: [string, Record<string, unknown>, string][] = [
  ['a weekday that is not one', { rule: 'FREQ=WEEKLY;BYDAY=XX' }, 'BYDAY=XX is not a weekday; use MO, TU, WE, TH, FR, SA or SU, optionally with an ordinal such as 2TU or -1FR.'],
  ['an unknown part', { rule: 'FREQ=DAILY;BYFOO=1' }, 'BYFOO=1 is not an RRULE part'],
  ['COUNT with UNTIL', { rule: 'FREQ=DAILY;COUNT=3;UNTIL=20270101T000000Z' }, 'COUNT and UNTIL cannot both be given (RFC 5545); keep one.'],
  ['BYWEEKNO outside YEARLY', { rule: 'FREQ=MONTHLY;BYWEEKNO=3' }, 'BYWEEKNO is only allowed with FREQ=YEARLY, not FREQ=MONTHLY.'],
  ['an ordinal with WEEKLY', { rule: 'FREQ=WEEKLY;BYDAY=2TU' }, 'BYDAY=2TU has an ordinal, which only FREQ=MONTHLY or YEARLY allows; write BYDAY=TU.'],
  ['BYSETPOS alone', { rule: 'FREQ=MONTHLY;BYSETPOS=1' }, 'BYSETPOS picks among the instances other BYxxx parts make'],
  ['another calendar', { rule: 'RSCALE=HEBREW;FREQ=YEARLY' }, 'RSCALE=HEBREW is not supported'],
  ['a date UNTIL with a date-time DTSTART', { rule: 'DTSTART;TZID=UTC:20270101T090000\nRRULE:FREQ=DAILY;UNTIL=20270110' }, 'UNTIL=20270110 is a date, but DTSTART has a time of day'],
  ['cron minute 61', { rule: '61 * * * *' }, '61 in the minute field ("61") is out of range; the minute field takes 0-59.'],
  ['cron that never runs', { rule: '0 0 30 2 *' }, '"0 0 30 2 *" never runs: no day in a 400-year cycle of the Gregorian calendar matches its day and month fields.'],
  ['cron with a 7th field', { rule: '0 0 12 * * ? 2027' }, 'has 7 fields'],
  ['cron L alone as a weekday', { rule: '0 9 * * L' }, 'L alone in the day-of-week field is ambiguous'],
  ['the zone twice, differently', { rule: 'CRON_TZ=Europe/Paris 0 9 * * *', timezone: 'Asia/Tokyo' }, 'The rule names Europe/Paris but timezone is Asia/Tokyo'],
  ['a minutely rule on a day that never comes', { rule: 'FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30' }, 'The rule never fires: no period in a whole 400-year cycle'],
  ['a yearly rule on a day that never comes', { rule: 'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31' }, 'The rule never fires'],
  ['a BYSETPOS past every period', { rule: 'FREQ=DAILY;BYHOUR=9;BYSETPOS=2' }, 'BYSETPOS=2 never picks anything: a DAILY period of this rule holds at most 1 instance.'],
  ['count over the cap', { rule: '@daily', count: 1001 }, 'count must be a whole number from 1 to 1000; got 1001.'],
  ['between over the cap', { rule: '* * * * *', operation: 'between', from: '2027-01-01T00:00:00Z', to: '2027-01-02T00:00:00Z' }, 'The range holds more than 1,000 occurrences, the most one call returns'],
  ['between without to', { rule: '@daily', operation: 'between' }, 'operation "between" needs to'],
  // An hourly rule on 29 February: 1,000 of them lie in 42 leap years, but the INTERVAL=7 hours
  // meet 05:00 once in 28 years; listing them would run through about 40 million hours (20 s).
  ['occurrences too far apart for their FREQ', { rule: 'FREQ=HOURLY;INTERVAL=7;BYMONTH=2;BYMONTHDAY=29;BYHOUR=5', from: '2025-03-01T00:00:00Z', count: 1000 }, 'Listing these occurrences ran through 200,000 periods of the rule, the most one call may'],
];

for (const [name, args, text] of errors) {
  test(`schedule refuses ${name}`, () => {
    const out = call(args);
    assert.ok('isError' in out, JSON.stringify(out));
    assert.ok(out.content[0].text.includes(text), out.content[0].text);
    assert.ok(!out.content[0].text.includes('a Meridian bug'));
  });
}

test('schedule explain: the rule in English and the next three', () => {
  const a = answer({ rule: 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;BYHOUR=17;BYMINUTE=0', timezone: 'Tokyo', operation: 'explain' });
  assert.equal(
    a.explanation,
    'Every month on Monday to Friday at 17:00, keeping only the last of those in each month, in Asia/Tokyo, from 2026-12-01 00:00.',
  );
  assert.deepEqual(a.occurrences, ['2026-12-31T17:00:00+09:00', '2027-01-29T17:00:00+09:00', '2027-02-26T17:00:00+09:00']);
  const c = answer({ rule: '0 9 1 * MON', timezone: 'UTC', operation: 'explain' });
  assert.equal(
    c.explanation,
    'At 09:00 on the 1st of the month and also on Monday (cron runs on a day that matches either field when both are set), in UTC.',
  );
});

test('schedule ics: a text/calendar resource beside the JSON, with a VTIMEZONE and the DST fix', () => {
  const out = call({
    rule: 'DTSTART;TZID=America/New_York:20270310T023000\nRRULE:FREQ=DAILY;COUNT=5',
    operation: 'ics',
    duration_minutes: 30,
  });
  assert.ok(!('isError' in out));
  assert.equal(out.content.length, 2);
  assert.equal(out.content[0].type, 'text');
  assert.equal((out.content[0] as { text: string }).text, JSON.stringify(out.structuredContent));
  const block = out.content[1] as { type: string; resource: { uri: string; mimeType: string; text: string } };
  assert.equal(block.type, 'resource');
  assert.equal(block.resource.mimeType, 'text/calendar');
  assert.equal(block.resource.uri, (out.structuredContent as { ics: { uri: string } }).ics.uri);
  const ics = block.resource.text;
  for (const line of [
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'DTSTART;TZID=America/New_York:20270310T023000',
    'RRULE:FREQ=DAILY;UNTIL=20270315T063000Z;BYHOUR=2;BYMINUTE=30;BYSECOND=0',
    'EXDATE:20270314T063000Z,20270314T073000Z',
    'DURATION:PT30M',
  ]) {
    assert.ok(ics.split('\r\n').includes(line), `${line} missing from\n${ics}`);
  }
  // The calendar itself is only in the resource, not in the JSON.
  assert.ok(!(out.content[0] as { text: string }).text.includes('BEGIN:VCALENDAR'));
});

test('schedule lint: never fires, the day-field trap, uneven steps, DST, a UTC cron meant in local time, month ends, DTSTART', () => {
  const issues = (args: Record<string, unknown>) =>
    (answer({ ...args, operation: 'lint' }) as unknown as { findings: { issue: string; detail: string }[] }).findings;
  assert.deepEqual(issues({ rule: '0 0 30 2 *', timezone: 'UTC' }), [
    { issue: 'never-fires', detail: 'Day 30 of the month never comes in February, which has at most 29 days: this line never runs.' },
  ]);
  const trap = issues({ rule: '*/7 9 1 * MON', timezone: 'UTC' });
  assert.deepEqual(
    trap.map((f) => f.issue),
    ['day-or-weekday', 'uneven-step'],
  );
  assert.equal(
    trap[1]!.detail,
    '*/7 in the minute field runs at 0, 7 and 14 … 56, then 0 again 4 minutes later, not 7: a step is even only when it divides 60.',
  );
  assert.deepEqual(issues({ rule: '30 2 * * *', timezone: 'America/New_York' }), [
    {
      issue: 'dst',
      detail:
        '2027-03-14: 02:30 does not exist in America/New_York on 2027-03-14 (clocks jumped forward from 02:00 to 03:00); runs once right after the jump, at 03:00 EDT, -04:00.',
    },
  ]);
  const drift = issues({ rule: 'CRON_TZ=UTC 0 14 * * 1-5', timezone: 'America/New_York' });
  assert.deepEqual(
    drift.map((f) => f.issue),
    ['utc-drift'],
  );
  assert.ok(
    drift[0]!.detail.includes('at 09:00 (-05:00) until 2027-03-14, at 10:00 (-04:00) until 2027-11-07, at 09:00 (-05:00) after that'),
    drift[0]!.detail,
  );
  assert.deepEqual(
    issues({ rule: 'DTSTART;TZID=Europe/Paris:20270131T090000\nRRULE:FREQ=MONTHLY' }).map((f) => f.issue),
    ['month-end'],
  );
  assert.deepEqual(
    issues({ rule: 'DTSTART;TZID=Europe/Paris:20270103T090000\nRRULE:FREQ=WEEKLY;BYDAY=MO' }).map((f) => f.issue),
    ['dtstart'],
  );
  assert.deepEqual(
    issues({ rule: '0 9 * * 5#2', timezone: 'UTC' }).map((f) => f.issue),
    ['weekday-numbers'],
  );
  const clean = answer({ rule: '0 9 * * 1-5', timezone: 'Asia/Tokyo', operation: 'lint' }) as unknown as {
    findings: unknown[];
    note: string;
  };
  assert.deepEqual(clean.findings, []);
  assert.ok(clean.note.startsWith('No problems found'));
});

test('schedule convert: UTC lines per stretch of one offset, and the CRON_TZ form', () => {
  const a = answer({ rule: '0 9 * * 1-5', timezone: 'America/New_York', operation: 'convert' }) as unknown as {
    utc: unknown[];
    cron_tz: string;
    single?: string[];
  };
  assert.deepEqual(a.utc, [
    { from: '2026-12-01T12:00:00Z', until: '2027-03-14T07:00:00Z', cron: ['0 14 * * 1-5'] },
    { from: '2027-03-14T07:00:00Z', until: '2027-11-07T06:00:00Z', cron: ['0 13 * * 1-5'] },
    { from: '2027-11-07T06:00:00Z', until: '2027-12-02T12:00:00Z', cron: ['0 14 * * 1-5'] },
  ]);
  assert.equal(a.cron_tz, 'CRON_TZ=America/New_York 0 9 * * 1-5');
  assert.equal(a.single, undefined);
  // Tokyo keeps +09:00: one line, and the weekday moves back with the hour.
  const t = answer({ rule: '0 1 * * 1-5', timezone: 'Asia/Tokyo', operation: 'convert' }) as unknown as { single: string[] };
  assert.deepEqual(t.single, ['0 16 * * 0-4']);
  // India's half hour moves the minutes; a day-of-month cannot move a day.
  const k = answer({ rule: '0,45 9 * * *', timezone: 'Asia/Kolkata', operation: 'convert' }) as unknown as { single: string[] };
  assert.deepEqual(k.single, ['30 3 * * *', '15 4 * * *']);
  const d = answer({ rule: '0 1 1 * *', timezone: 'Asia/Tokyo', operation: 'convert' }) as unknown as { utc: { none?: string }[] };
  assert.equal(
    d.utc[0]!.none,
    'No UTC cron line: a run moves to the previous day in UTC, and the day-of-month field (1) cannot move with it.',
  );
  // Lord Howe's half-hour change: 22:30 UTC the day before, then 23:00.
  const l = answer({
    rule: '30 9 * * *',
    timezone: 'Australia/Lord_Howe',
    operation: 'convert',
    to: '2027-06-01T00:00:00Z',
  }) as unknown as { utc: { cron: string[] }[] };
  assert.deepEqual(
    l.utc.map((x) => x.cron),
    [['30 22 * * *'], ['0 23 * * *']],
  );
  const r = call({ rule: 'FREQ=DAILY', operation: 'convert' });
  assert.ok('isError' in r && r.content[0].text.startsWith('convert rewrites a cron line'));
});

test('schedule from and to take what parse_time takes, and say how they were read', () => {
  // Said on Tuesday 2026-12-01: "next Monday" is 7 December; "to" next Wednesday runs through its last second.
  const daily = 'FREQ=DAILY;BYHOUR=9;BYMINUTE=0;BYSECOND=0';
  const a = answer({
    rule: daily,
    timezone: 'Europe/Berlin',
    operation: 'between',
    from: 'next Monday',
    to: 'next Wednesday',
  }) as Answer & { resolved: unknown[] };
  assert.deepEqual(a.occurrences, ['2026-12-07T09:00:00+01:00', '2026-12-08T09:00:00+01:00', '2026-12-09T09:00:00+01:00']);
  assert.deepEqual(a.resolved, [
    { input: 'next Monday', field: 'from', timezone: 'Europe/Berlin', via: 'phrase', datetime: '2026-12-07T00:00:00+01:00', grain: 'day' },
    {
      input: 'next Wednesday',
      field: 'to',
      timezone: 'Europe/Berlin',
      via: 'phrase',
      datetime: '2026-12-09T23:59:59+01:00',
      grain: 'day',
      alternatives: [{ datetime: '2026-12-02T23:59:59+01:00', reading: 'the coming Wednesday' }],
    },
  ]);
  // A time in words, read in the schedule's zone; from is inclusive, so its own 09:00 is the first.
  const b = answer({ rule: '0 9 * * 1-5', timezone: 'America/New_York', from: 'tomorrow 9am', count: 2 }) as Answer & {
    resolved: unknown[];
  };
  assert.deepEqual(b.occurrences, ['2026-12-02T09:00:00-05:00', '2026-12-03T09:00:00-05:00']);
  assert.deepEqual(b.resolved, [
    {
      input: 'tomorrow 9am',
      field: 'from',
      timezone: 'America/New_York',
      via: 'phrase',
      datetime: '2026-12-02T09:00:00-05:00',
      grain: 'hour',
    },
  ]);
  // ISO 8601 stays the fast path, with nothing to report.
  const c = answer({ rule: '0 9 * * *', timezone: 'UTC', from: '2026-12-05T00:00:00Z', count: 1 }) as Answer & { resolved?: unknown[] };
  assert.deepEqual([c.occurrences, c.resolved], [['2026-12-05T09:00:00+00:00'], undefined]);
  // Words that are no time, and an open range, are refused with what to pass.
  const bad = call({ rule: '0 9 * * *', timezone: 'UTC', from: 'whenever' });
  assert.ok('isError' in bad);
  assert.equal(
    bad.content[0].text,
    'Invalid from "whenever". Use ISO 8601 such as "2024-12-25T15:00:00Z" (an instant) or "2024-12-25T15:00:00" (wall time in the zone), Unix seconds such as 1735138800, or words such as "tomorrow 9am".',
  );
  const open = call({ rule: '0 9 * * *', timezone: 'UTC', from: 'after 2pm' });
  assert.ok('isError' in open);
  assert.equal(
    open.content[0].text,
    'from "after 2pm" is an open range (a start with no end), not one time; give a time such as "tomorrow 9am".',
  );
});

test('schedule from is inclusive, and COUNT counts from DTSTART', () => {
  // No DTSTART: 00:00 of from's day is the start, so COUNT=3 from that midnight lists all three.
  const a = answer({ rule: 'FREQ=DAILY;COUNT=3', timezone: 'Europe/London', from: '2026-12-07T00:00:00' });
  assert.deepEqual(a.occurrences, ['2026-12-07T00:00:00+00:00', '2026-12-08T00:00:00+00:00', '2026-12-09T00:00:00+00:00']);
  assert.equal(a.end, 'No occurrence after these.');
  assert.equal(a.note, undefined);
  // An occurrence exactly at from is listed, for next, explain and between alike.
  const at = 'DTSTART;TZID=America/New_York:20270105T090000\nRRULE:FREQ=WEEKLY;BYDAY=TU';
  assert.deepEqual(answer({ rule: at, from: '2027-01-12T09:00:00-05:00', count: 2 }).occurrences, [
    '2027-01-12T09:00:00-05:00',
    '2027-01-19T09:00:00-05:00',
  ]);
  assert.deepEqual(answer({ rule: at, from: '2027-01-12T14:00:00Z', operation: 'explain' }).occurrences, [
    '2027-01-12T09:00:00-05:00',
    '2027-01-19T09:00:00-05:00',
    '2027-01-26T09:00:00-05:00',
  ]);
  assert.deepEqual(answer({ rule: at, from: '2027-01-12T14:00:00Z', to: '2027-01-19T14:00:00Z', operation: 'between' }).occurrences, [
    '2027-01-12T09:00:00-05:00',
    '2027-01-19T09:00:00-05:00',
  ]);
  // A second later, it is not.
  assert.deepEqual(answer({ rule: at, from: '2027-01-12T14:00:01Z', count: 1 }).occurrences, ['2027-01-19T09:00:00-05:00']);
  // COUNT counts from DTSTART, also the occurrences before from, which the note counts.
  const counted = answer({
    rule: 'DTSTART;TZID=Europe/Paris:20270104T090000\nRRULE:FREQ=DAILY;COUNT=5',
    from: '2027-01-06T09:00:00+01:00',
  });
  assert.deepEqual(counted.occurrences, ['2027-01-06T09:00:00+01:00', '2027-01-07T09:00:00+01:00', '2027-01-08T09:00:00+01:00']);
  assert.equal(counted.note, 'COUNT=5 counts from DTSTART 2027-01-04T09:00:00+01:00; 2 of them fall before from and are not listed.');
  // Without DTSTART and from later in its day, the day's 00:00 is DTSTART and is counted.
  const late = answer({ rule: 'FREQ=DAILY;COUNT=3', timezone: 'Europe/London', from: '2026-12-07T10:00:00' });
  assert.deepEqual(late.occurrences, ['2026-12-08T00:00:00+00:00', '2026-12-09T00:00:00+00:00']);
  assert.equal(late.note, 'COUNT=3 counts from DTSTART 2026-12-07T00:00:00+00:00; 1 of them falls before from and is not listed.');
  // A cron line has no COUNT: its next run at from is listed.
  assert.deepEqual(answer({ rule: '0 9 * * *', timezone: 'Asia/Tokyo', from: '2027-01-12T09:00:00+09:00', count: 1 }).occurrences, [
    '2027-01-12T09:00:00+09:00',
  ]);
});

test('schedule rule in English: read as the RRULE it means, shown back in rule and assumed', () => {
  const a = answer({ rule: 'every other Tuesday at 3pm', timezone: 'America/New_York', count: 3 });
  assert.equal(
    a.rule,
    'DTSTART;TZID=America/New_York:20261201T000000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;BYHOUR=15;BYMINUTE=0;BYSECOND=0',
  );
  assert.deepEqual(a.occurrences, ['2026-12-01T15:00:00-05:00', '2026-12-15T15:00:00-05:00', '2026-12-29T15:00:00-05:00']);
  assert.equal(
    a.assumed![0],
    'rule: "every other Tuesday at 3pm" read as RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;BYHOUR=15;BYMINUTE=0;BYSECOND=0',
  );
  // "at 9" alone is a working-day hour, and says so
  const b = answer({ rule: 'every weekday at 9', timezone: 'Europe/Berlin', count: 3 });
  assert.deepEqual(b.occurrences, ['2026-12-02T09:00:00+01:00', '2026-12-03T09:00:00+01:00', '2026-12-04T09:00:00+01:00']);
  assert.deepEqual(b.assumed!.slice(0, 2), [
    'rule: "every weekday at 9" read as RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9;BYMINUTE=0;BYSECOND=0',
    'am/pm: 09:00 (working hours)',
  ]);
  const c = answer({ rule: 'the last Friday of each month at 17:00', timezone: 'Asia/Tokyo', count: 3 });
  assert.deepEqual(c.occurrences, ['2026-12-25T17:00:00+09:00', '2027-01-29T17:00:00+09:00', '2027-02-26T17:00:00+09:00']);
  // English through explain comes back as English from the RRULE
  const d = answer({ rule: 'every weekday at 9', timezone: 'Europe/Berlin', operation: 'explain' });
  assert.equal(d.explanation, 'Every week on Monday to Friday at 09:00 in Europe/Berlin, from 2026-12-01 00:00.');
  const bad = call({ rule: 'every blah', timezone: 'UTC' });
  assert.ok('isError' in bad);
  assert.equal(
    bad.content[0].text,
    'Could not read the rule as a recurring time in English; write it like "every other Tuesday at 3pm", "every weekday at 9" or "the last Friday of each month at 17:00", or as an RRULE or cron line.',
  );
});

test('schedule: an expansion under its bound of periods is answered in full', () => {
  // The same 29 February, hourly: 24 a leap day, so 1,000 in 42 leap days, inside the bound.
  const a = answer({
    rule: 'FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=29',
    timezone: 'America/New_York',
    from: '2025-03-01T00:00:00Z',
    count: 1000,
  });
  assert.equal(a.occurrences!.length, 1000);
  assert.equal(a.occurrences![0], '2028-02-29T00:00:00-05:00');
  assert.equal(a.occurrences![999], '2196-02-29T15:00:00-05:00'); // the 42nd leap day: 2100 has none
  // A few of that rule: found at once.
  assert.deepEqual(
    answer({
      rule: 'FREQ=HOURLY;INTERVAL=7;BYMONTH=2;BYMONTHDAY=29;BYHOUR=5',
      timezone: 'America/New_York',
      from: '2025-03-01T00:00:00Z',
      count: 2,
    }).occurrences,
    ['2044-02-29T05:00:00-05:00', '2072-02-29T05:00:00-05:00'],
  );
});

test('schedule: "every other Tuesday" with no DTSTART counts from the coming Tuesday, not from the week today opens', () => {
  // From Sunday 2026-12-06 (Python's datetime: the 8th and 22nd are Tuesdays). RFC 5545 from a
  // DTSTART at 00:00 that Sunday would put the 8th in the skipped week and start on the 15th.
  const a = answer({ rule: 'every other Tuesday at 2pm', timezone: 'America/Chicago', from: '2026-12-06T12:00:00-06:00', count: 3 });
  assert.deepEqual(a.occurrences, ['2026-12-08T14:00:00-06:00', '2026-12-22T14:00:00-06:00', '2027-01-05T14:00:00-06:00']);
  assert.ok(
    a.assumed!.some((x) => x.startsWith('DTSTART: 2026-12-08T00:00:00 in America/Chicago')),
    JSON.stringify(a.assumed),
  );
  // the same for a bare RRULE; a DTSTART line given keeps its own phase
  assert.deepEqual(
    answer({ rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', timezone: 'UTC', from: '2026-12-06T12:00:00Z', count: 1 }).occurrences,
    ['2026-12-08T00:00:00+00:00'],
  );
  assert.deepEqual(
    answer({
      rule: 'DTSTART:20261215T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
      timezone: 'UTC',
      from: '2026-12-06T12:00:00Z',
      count: 1,
    }).occurrences,
    ['2026-12-15T00:00:00+00:00'],
  );
});

test('schedule: "last Friday of every month" is English, not a cron line of five words', () => {
  const a = answer({ rule: 'last Friday of every month', timezone: 'America/Chicago', from: '2026-12-06T12:00:00-06:00', count: 3 });
  assert.match(a.rule, /RRULE:FREQ=MONTHLY;BYDAY=-1FR$/);
  assert.deepEqual(a.occurrences, ['2026-12-25T00:00:00-06:00', '2027-01-29T00:00:00-06:00', '2027-02-26T00:00:00-06:00']);
  assert.match(answer({ rule: '15th of every month', timezone: 'UTC', from: '2026-12-06T12:00:00Z', count: 1 }).rule, /BYMONTHDAY=15$/);
  // words that are no recurrence get the English error, not one about cron fields or iCalendar lines
  for (const rule of ['last Friday', 'first thing every day'])
    assert.match(
      (call({ rule, timezone: 'UTC' }) as { content: { text: string }[] }).content[0]!.text,
      /^Could not read the rule as a recurring time in English/,
    );
});
