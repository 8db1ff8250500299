// parse_time on a frozen clock: 80+ phrases in New York, Berlin and Kolkata (plus Lord Howe), said
// mid-week, near midnight, at month end, at year end and around DST changes. Expected values were
// worked out by hand from the calendar and each zone's rules, not copied from the tool's output.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { parseTime } from './parse-time.js';

const tool = parseTime;
const call = (now: string, args: Record<string, unknown>, local?: string) => runChecked(tool, args, ctxAt(now, local));
const success = (now: string, args: Record<string, unknown>, local?: string): Record<string, unknown> => {
  const out = call(now, args, local);
  assert.ok(!('isError' in out), JSON.stringify(out));
  return out.structuredContent;
};

interface Out {
  timezone: string;
  datetime?: string;
  utc?: string;
  start?: { datetime: string };
  end?: { datetime: string };
  alternatives?: { datetime: string; reading: string }[];
  ignored?: string;
  note?: string;
  assumed?: string[];
}

interface Row {
  /** Reference instant (the frozen clock). */
  now: string;
  tz: string;
  text: string;
  /** A single instant, or [start, end) of a range. */
  want: string | [string, string];
  assumed?: string[];
  /** Alternative readings' datetimes. */
  alt?: string[];
  /** The zone used when the text names one. */
  zone?: string;
  note?: RegExp;
  ignored?: string;
  args?: Record<string, unknown>;
}

const NY = 'America/New_York';
const BER = 'Europe/Berlin';
const KOL = 'Asia/Kolkata';

// Thursday 2026-06-11 14:00Z: New York 10:00 EDT, Berlin 16:00 CEST, Kolkata 19:30 IST.
const THU = '2026-06-11T14:00:00Z';
// 2026-12-31 23:30Z: New York 18:30 on Thursday Dec 31; Berlin 00:30 and Kolkata 05:00 on Friday 2027-01-01.
const NYE = '2026-12-31T23:30:00Z';
// Saturday 2026-01-31 12:00Z: month end. New York 07:00 EST, Berlin 13:00 CET, Kolkata 17:30.
const JAN31 = '2026-01-31T12:00:00Z';
// 2026-03-08 06:30Z: New York 01:30 EST, half an hour before clocks jump to 03:00.
const US_SPRING = '2026-03-08T06:30:00Z';
// Saturday 2026-03-28 12:00Z: Berlin 13:00 CET, the day before it springs forward (02:00 -> 03:00).
const EU_SPRING = '2026-03-28T12:00:00Z';
// 2026-06-11 18:45Z: Kolkata is already 00:15 on Friday 2026-06-12; New York is 14:45 Thursday.
const KOL_MIDNIGHT = '2026-06-11T18:45:00Z';

const rows: Row[] = [
  // --- everyday phrases, mid-week
  { now: THU, tz: NY, text: 'next Friday at 3pm', want: '2026-06-19T15:00:00-04:00', alt: ['2026-06-12T15:00:00-04:00'] },
  { now: THU, tz: NY, text: 'in 2 hours', want: '2026-06-11T12:00:00-04:00' },
  { now: THU, tz: NY, text: 'tomorrow 9am', want: '2026-06-12T09:00:00-04:00' },
  { now: THU, tz: NY, text: 'tomorrow 9am Asia/Tokyo time', zone: 'Asia/Tokyo', want: '2026-06-12T09:00:00+09:00' },
  { now: THU, tz: NY, text: '3pm UTC', zone: 'UTC', want: '2026-06-11T15:00:00+00:00', assumed: ['date: today'] },
  { now: THU, tz: NY, text: 'noon on Dec 25', want: '2026-12-25T12:00:00-05:00', assumed: ['year: 2026'] },
  { now: THU, tz: BER, text: 'the day after tomorrow at 17:00', want: '2026-06-13T17:00:00+02:00' },
  { now: THU, tz: BER, text: 'last day of the month', want: '2026-06-30T00:00:00+02:00', assumed: ['time: 00:00'] },
  { now: THU, tz: KOL, text: 'first Monday of March', want: '2027-03-01T00:00:00+05:30', assumed: ['year: 2027', 'time: 00:00'] },
  { now: THU, tz: KOL, text: 'midnight tonight', want: '2026-06-12T00:00:00+05:30' },
  {
    now: THU, tz: BER, text: 'end of next week', want: '2026-06-21T23:59:59+02:00', alt: ['2026-06-19T17:00:00+02:00'],
    assumed: ['week: Monday to Sunday', 'time: 23:59:59 (end of day)'],
  },
  { now: THU, tz: KOL, text: '3 weeks from now', want: '2026-07-02T19:30:00+05:30' },
  { now: THU, tz: NY, text: 'two days ago', want: '2026-06-09T10:00:00-04:00' },
  { now: THU, tz: BER, text: 'Q3 2027', want: ['2027-07-01T00:00:00+02:00', '2027-10-01T00:00:00+02:00'] },
  { now: THU, tz: KOL, text: '9:30 AM', want: '2026-06-11T09:30:00+05:30', assumed: ['date: today'] },
  { now: THU, tz: NY, text: 'from 3 to 5pm tomorrow', want: ['2026-06-12T15:00:00-04:00', '2026-06-12T17:00:00-04:00'] },
  { now: THU, tz: KOL, text: 'next week', want: ['2026-06-15T00:00:00+05:30', '2026-06-22T00:00:00+05:30'], assumed: ['week: Monday to Sunday'] },
  // --- machine formats
  { now: THU, tz: BER, text: '1700000000', want: '2023-11-14T23:13:20+01:00', assumed: ['timestamp: seconds'] },
  { now: THU, tz: KOL, text: '@1700000000123', want: '2023-11-15T03:43:20+05:30', assumed: ['timestamp: milliseconds'] },
  { now: THU, tz: KOL, text: '2026-03-15T14:30:00Z', want: '2026-03-15T20:00:00+05:30' },
  { now: THU, tz: NY, text: '2026-03-15T14:30:00+01:00[Europe/Berlin]', zone: BER, want: '2026-03-15T14:30:00+01:00' },
  { now: THU, tz: BER, text: '2026-07-04 at 3pm', want: '2026-07-04T15:00:00+02:00' },
  { now: THU, tz: NY, text: '2026-07-04', want: '2026-07-04T00:00:00-04:00', assumed: ['time: 00:00'] },
  // --- times of day, weekdays, ambiguity
  { now: THU, tz: BER, text: 'at 3', want: '2026-06-11T03:00:00+02:00', alt: ['2026-06-11T15:00:00+02:00'], assumed: ['date: today'] },
  { now: THU, tz: NY, text: 'tonight', want: '2026-06-11T22:00:00-04:00', assumed: ['time: 22:00 (tonight)'] },
  { now: THU, tz: BER, text: 'Friday at midnight', want: '2026-06-13T00:00:00+02:00', alt: ['2026-06-12T00:00:00+02:00'] },
  { now: THU, tz: NY, text: 'noon', want: '2026-06-11T12:00:00-04:00', assumed: ['date: today'] },
  { now: THU, tz: KOL, text: 'this afternoon', want: '2026-06-11T15:00:00+05:30', assumed: ['time: 15:00 (afternoon)', 'date: today'] },
  { now: THU, tz: KOL, text: 'Monday', want: '2026-06-15T00:00:00+05:30', assumed: ['time: 00:00'] },
  { now: THU, tz: NY, text: 'Thursday', want: '2026-06-11T00:00:00-04:00', assumed: ['time: 00:00'] },
  { now: THU, tz: NY, text: 'last Thursday', want: '2026-06-04T00:00:00-04:00', assumed: ['time: 00:00'] },
  { now: THU, tz: BER, text: 'next Monday', want: '2026-06-15T00:00:00+02:00', assumed: ['time: 00:00'] },
  { now: THU, tz: BER, text: 'next Thursday', want: '2026-06-18T00:00:00+02:00', assumed: ['time: 00:00'] },
  { now: THU, tz: NY, text: 'now', want: '2026-06-11T10:00:00-04:00' },
  { now: THU, tz: KOL, text: 'now', want: '2026-06-11T19:30:00+05:30' },
  { now: THU, tz: NY, text: '03/04/2026', want: '2026-03-04T00:00:00-05:00', alt: ['2026-04-03T00:00:00-04:00'], assumed: ['time: 00:00', 'date order: month/day'] },
  { now: THU, tz: BER, text: '03/04/2026', args: { locale: 'en-GB' }, want: '2026-04-03T00:00:00+02:00', assumed: ['time: 00:00'] },
  { now: THU, tz: BER, text: '25/12/2026', want: '2026-12-25T00:00:00+01:00', assumed: ['time: 00:00'] },
  // --- zones named in the text
  { now: THU, tz: NY, text: '3pm Asia/Kolkata', zone: KOL, want: '2026-06-11T15:00:00+05:30', assumed: ['date: today'] },
  { now: THU, tz: NY, text: '9am in Europe/Berlin', zone: BER, want: '2026-06-11T09:00:00+02:00', assumed: ['date: today'] },
  { now: THU, tz: NY, text: 'Friday 10am Europe/Berlin time', zone: BER, want: '2026-06-12T10:00:00+02:00' },
  { now: THU, tz: KOL, text: '3pm UTC tomorrow', zone: 'UTC', want: '2026-06-12T15:00:00+00:00' },
  // --- Meridian's own rules
  { now: THU, tz: NY, text: 'March 2027', want: ['2027-03-01T00:00:00-05:00', '2027-04-01T00:00:00-04:00'] },
  { now: THU, tz: BER, text: 'this weekend', want: ['2026-06-13T00:00:00+02:00', '2026-06-15T00:00:00+02:00'], assumed: ['weekend: Saturday and Sunday'] },
  { now: THU, tz: NY, text: 'on the 15th', want: '2026-06-15T00:00:00-04:00', assumed: ['month: 2026-06', 'time: 00:00'] },
  { now: THU, tz: BER, text: 'first Monday of March at 10am', want: '2027-03-01T10:00:00+01:00', assumed: ['year: 2027'] },
  { now: THU, tz: BER, text: 'next month', want: ['2026-07-01T00:00:00+02:00', '2026-08-01T00:00:00+02:00'] },
  { now: THU, tz: NY, text: 'last week', want: ['2026-06-01T00:00:00-04:00', '2026-06-08T00:00:00-04:00'], assumed: ['week: Monday to Sunday'] },
  { now: THU, tz: KOL, text: 'in 2027', want: ['2027-01-01T00:00:00+05:30', '2028-01-01T00:00:00+05:30'] },
  { now: THU, tz: NY, text: 'next quarter', want: ['2026-07-01T00:00:00-04:00', '2026-10-01T00:00:00-04:00'] },
  { now: THU, tz: NY, text: 'Q1', want: ['2027-01-01T00:00:00-05:00', '2027-04-01T00:00:00-04:00'], assumed: ['year: 2027'] },
  { now: THU, tz: KOL, text: 'end of the month', want: '2026-06-30T23:59:59+05:30', assumed: ['time: 23:59:59 (end of day)'] },
  { now: THU, tz: NY, text: 'start of next month', want: '2026-07-01T00:00:00-04:00', assumed: ['time: 00:00'] },
  { now: THU, tz: BER, text: 'last Friday of the month', want: '2026-06-26T00:00:00+02:00', assumed: ['time: 00:00'] },
  { now: THU, tz: NY, text: 'third Thursday in November', want: '2026-11-19T00:00:00-05:00', assumed: ['year: 2026', 'time: 00:00'] },
  { now: THU, tz: NY, text: 'end of day', want: '2026-06-11T23:59:59-04:00', assumed: ['time: 23:59:59 (end of day)'] },
  // --- durations and anchors
  { now: THU, tz: BER, text: 'in an hour and a half', want: '2026-06-11T17:30:00+02:00' },
  { now: THU, tz: BER, text: 'in 3 days', want: '2026-06-14T16:00:00+02:00' },
  { now: THU, tz: NY, text: 'a week from tomorrow', want: '2026-06-19T00:00:00-04:00', assumed: ['time: 00:00'] },
  { now: THU, tz: BER, text: '2 days before Dec 25', want: '2026-12-23T00:00:00+01:00', assumed: ['year: 2026', 'time: 00:00'] },
  { now: THU, tz: KOL, text: 'in 1h30m', want: '2026-06-11T21:00:00+05:30' },
  // --- ranges, and what was ignored
  { now: THU, tz: KOL, text: 'Dec 25 to Jan 2', want: ['2026-12-25T00:00:00+05:30', '2027-01-03T00:00:00+05:30'], assumed: ['year: 2026', 'time: 00:00'] },
  { now: THU, tz: NY, text: '10pm to 2am', want: ['2026-06-11T22:00:00-04:00', '2026-06-12T02:00:00-04:00'], assumed: ['date: today'] },
  { now: THU, tz: KOL, text: 'between 2 and 4pm on Friday', want: ['2026-06-12T14:00:00+05:30', '2026-06-12T16:00:00+05:30'] },
  { now: THU, tz: KOL, text: 'let us meet tomorrow at 9am with Bob', want: '2026-06-12T09:00:00+05:30', ignored: 'let us meet … with Bob' },

  // --- year end: Berlin and Kolkata are already in 2027, New York is not
  { now: NYE, tz: BER, text: 'tomorrow', want: '2027-01-02T00:00:00+01:00', assumed: ['time: 00:00'] },
  { now: NYE, tz: NY, text: 'tomorrow', want: '2027-01-01T00:00:00-05:00', assumed: ['time: 00:00'] },
  { now: NYE, tz: KOL, text: 'today', want: '2027-01-01T00:00:00+05:30', assumed: ['time: 00:00'] },
  { now: NYE, tz: NY, text: 'next year', want: ['2027-01-01T00:00:00-05:00', '2028-01-01T00:00:00-05:00'] },
  { now: NYE, tz: BER, text: 'next year', want: ['2028-01-01T00:00:00+01:00', '2029-01-01T00:00:00+01:00'] },
  { now: NYE, tz: BER, text: 'noon on Dec 25', want: '2027-12-25T12:00:00+01:00', assumed: ['year: 2027'] },
  { now: NYE, tz: NY, text: 'midnight tonight', want: '2027-01-01T00:00:00-05:00' },
  { now: NYE, tz: KOL, text: 'in 45 minutes', want: '2027-01-01T05:45:00+05:30' },
  { now: NYE, tz: NY, text: 'last day of the year', want: '2026-12-31T00:00:00-05:00', assumed: ['time: 00:00'] },
  { now: NYE, tz: BER, text: 'end of the year', want: '2027-12-31T23:59:59+01:00', assumed: ['time: 23:59:59 (end of day)'] },
  { now: NYE, tz: KOL, text: 'this month', want: ['2027-01-01T00:00:00+05:30', '2027-02-01T00:00:00+05:30'] },
  { now: NYE, tz: NY, text: 'Jan 1', want: '2027-01-01T00:00:00-05:00', assumed: ['year: 2027', 'time: 00:00'] },
  { now: NYE, tz: BER, text: 'yesterday at 23:00', want: '2026-12-31T23:00:00+01:00' },
  { now: NYE, tz: BER, text: 'Q4', want: ['2027-10-01T00:00:00+02:00', '2028-01-01T00:00:00+01:00'], assumed: ['year: 2027'] },

  // --- month end
  { now: JAN31, tz: NY, text: 'in 1 month', want: '2026-02-28T07:00:00-05:00', assumed: ['day: 2026-02-28 (no 31st that month)'] },
  { now: JAN31, tz: BER, text: 'last day of next month', want: '2026-02-28T00:00:00+01:00', assumed: ['time: 00:00'] },
  { now: JAN31, tz: KOL, text: 'tomorrow', want: '2026-02-01T00:00:00+05:30', assumed: ['time: 00:00'] },
  { now: JAN31, tz: NY, text: 'next Friday', want: '2026-02-06T00:00:00-05:00', assumed: ['time: 00:00'] },
  { now: JAN31, tz: NY, text: 'end of the month', want: '2026-01-31T23:59:59-05:00', assumed: ['time: 23:59:59 (end of day)'] },
  { now: JAN31, tz: BER, text: 'next weekend', want: ['2026-02-07T00:00:00+01:00', '2026-02-09T00:00:00+01:00'], assumed: ['weekend: Saturday and Sunday'] },
  { now: JAN31, tz: BER, text: 'this weekend', want: ['2026-01-31T00:00:00+01:00', '2026-02-02T00:00:00+01:00'], assumed: ['weekend: Saturday and Sunday'] },

  // --- DST: New York springs forward at 02:00 on 2026-03-08
  { now: US_SPRING, tz: NY, text: 'in 1 hour', want: '2026-03-08T03:30:00-04:00' },
  {
    now: US_SPRING, tz: NY, text: 'today at 2:30am', want: '2026-03-08T03:30:00-04:00',
    note: /^02:30 does not exist in America\/New_York on 2026-03-08 \(clocks jumped forward from 02:00 to 03:00\); used 03:30 EDT \(-04:00\)\.$/,
  },
  { now: US_SPRING, tz: NY, text: 'in 1 day', want: '2026-03-09T01:30:00-04:00' },
  { now: US_SPRING, tz: NY, text: 'in 24 hours', want: '2026-03-09T02:30:00-04:00' },
  { now: US_SPRING, tz: NY, text: '2024-03-10 02:30', want: '2024-03-10T03:30:00-04:00', note: /^02:30 does not exist in America\/New_York on 2024-03-10/ },
  { now: US_SPRING, tz: NY, text: '2024-03-10 02:30', args: { disambiguation: 'earlier' }, want: '2024-03-10T01:30:00-05:00', note: /used 01:30 EST \(-05:00\)/ },
  // --- DST: Berlin springs forward on 2026-03-29 and falls back on 2026-10-25
  { now: EU_SPRING, tz: BER, text: 'tomorrow 2:30am', want: '2026-03-29T03:30:00+02:00', note: /^02:30 does not exist in Europe\/Berlin on 2026-03-29/ },
  { now: EU_SPRING, tz: BER, text: 'in 1 day', want: '2026-03-29T13:00:00+02:00' },
  { now: EU_SPRING, tz: BER, text: 'in 24 hours', want: '2026-03-29T14:00:00+02:00' },
  { now: EU_SPRING, tz: BER, text: 'next week', want: ['2026-03-30T00:00:00+02:00', '2026-04-06T00:00:00+02:00'], assumed: ['week: Monday to Sunday'] },
  { now: EU_SPRING, tz: BER, text: 'this weekend', want: ['2026-03-28T00:00:00+01:00', '2026-03-30T00:00:00+02:00'], assumed: ['weekend: Saturday and Sunday'] },
  { now: EU_SPRING, tz: BER, text: '2026-10-25 02:30', want: '2026-10-25T02:30:00+02:00', note: /occurs twice in Europe\/Berlin on 2026-10-25.*used the earlier one, CEST \(\+02:00\)/ },
  { now: EU_SPRING, tz: BER, text: '2026-10-25 02:30', args: { disambiguation: 'later' }, want: '2026-10-25T02:30:00+01:00', note: /used the later one, CET \(\+01:00\)/ },
  // --- Lord Howe falls back half an hour (02:00 -> 01:30) on 2026-04-05; it is 23:00 there
  { now: '2026-04-04T12:00:00Z', tz: 'Australia/Lord_Howe', text: 'tomorrow 1:45am', want: '2026-04-05T01:45:00+11:00', note: /occurs twice in Australia\/Lord_Howe/ },
  { now: '2026-04-04T12:00:00Z', tz: 'Australia/Lord_Howe', text: 'in 1 day', want: '2026-04-05T23:00:00+10:30' },

  // --- near midnight: Kolkata is on Friday 2026-06-12 while New York is on Thursday
  { now: KOL_MIDNIGHT, tz: KOL, text: 'today', want: '2026-06-12T00:00:00+05:30', assumed: ['time: 00:00'] },
  { now: KOL_MIDNIGHT, tz: NY, text: 'today', want: '2026-06-11T00:00:00-04:00', assumed: ['time: 00:00'] },
  { now: KOL_MIDNIGHT, tz: KOL, text: 'tomorrow 9am', want: '2026-06-13T09:00:00+05:30' },
  { now: KOL_MIDNIGHT, tz: KOL, text: 'next Friday', want: '2026-06-19T00:00:00+05:30', assumed: ['time: 00:00'] },
  { now: KOL_MIDNIGHT, tz: NY, text: 'tonight at 11pm', want: '2026-06-11T23:00:00-04:00' },
  { now: KOL_MIDNIGHT, tz: KOL, text: 'midnight', want: '2026-06-13T00:00:00+05:30' },
];

for (const r of rows) {
  test(`parse_time [${r.tz} @ ${r.now}] ${JSON.stringify(r.text)}${r.args ? ' ' + JSON.stringify(r.args) : ''}`, () => {
    const out = call(r.now, { text: r.text, timezone: r.tz, ...r.args });
    assert.ok(!('isError' in out), JSON.stringify(out));
    const sc = out.structuredContent as unknown as Out;
    assert.equal(sc.timezone, r.zone ?? r.tz);
    if (typeof r.want === 'string') {
      assert.equal(sc.datetime, r.want);
      assert.equal(sc.start, undefined);
      assert.equal(sc.utc, new Date(r.want).toISOString().replace('.000Z', 'Z'));
    } else {
      assert.deepEqual([sc.start?.datetime, sc.end?.datetime], r.want);
      assert.equal(sc.datetime, undefined);
    }
    assert.deepEqual(sc.assumed, r.assumed);
    assert.deepEqual(sc.alternatives?.map((a) => a.datetime), r.alt);
    assert.equal(sc.ignored, r.ignored);
    if (r.note) assert.match(sc.note ?? '', r.note);
    else assert.equal(sc.note, undefined);
  });
}

test('parse_time: the table covers at least 80 phrases in three zones', () => {
  assert.ok(rows.length >= 80, `${rows.length} rows`);
  for (const zone of [NY, BER, KOL]) assert.ok(rows.filter((r) => r.tz === zone).length >= 20, zone);
});

const errorOf = (now: string, args: Record<string, unknown>): string => {
  const out = call(now, args);
  assert.ok('isError' in out && out.isError, JSON.stringify(out));
  return out.content[0].text;
};

test('parse_time: unreadable text is an error with phrasings that work', () => {
  for (const text of ['hello', 'whenever works', '', '   ', 'Feb 30']) {
    const msg = errorOf(THU, { text, timezone: NY });
    assert.match(msg, /"tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30"\.$/, msg);
    assert.equal(msg.split(/(?<=\.)\s+/).length, 1, msg);
  }
});

test('parse_time: impossible dates and times say what to fix', () => {
  assert.equal(errorOf(THU, { text: '2026-02-30T10:00', timezone: NY }), 'Invalid date "2026-02-30" in text; use a real calendar date such as "2026-03-15".');
  assert.equal(errorOf(THU, { text: '2026-02-03T24:30', timezone: NY }), 'Invalid time "24:30" in text; use a 24-hour time such as "14:30".');
  assert.equal(errorOf(THU, { text: 'fifth Monday of February', timezone: NY }), 'There is no fifth Monday in that month; ask for the "last Monday" instead.');
  assert.equal(errorOf(THU, { text: 'in 10000 years', timezone: NY }), 'The date falls in year 12026; use a date between years 1 and 9999.');
  // Offsets are read by the same rule as every date-time argument: minutes over 59 are not an offset.
  assert.equal(errorOf(THU, { text: '2026-03-08T10:00+05:75', timezone: NY }), 'Invalid UTC offset "+05:75" in text; use one between -18:00 and +18:00, e.g. "+05:30".');
  assert.equal(errorOf(THU, { text: '2026-03-08T10:00+19:00', timezone: NY }), 'Invalid UTC offset "+19:00" in text; use one between -18:00 and +18:00, e.g. "+05:30".');
});

test('parse_time: a DST gap with disambiguation "reject" is refused with the fix', () => {
  const msg = errorOf(THU, { text: '2024-03-10 02:30', timezone: NY, disambiguation: 'reject' });
  assert.match(msg, /^02:30 does not exist in America\/New_York on 2024-03-10 \(clocks jumped forward from 02:00 to 03:00\)\. Use a time outside/);
});

// Zones named in the text go through the one resolver and are reported in `resolved` (said on Thursday 2026-06-11).
const zoneRows: { text: string; expected: Record<string, unknown> }[] = [
  {
    text: '3pm PDT tomorrow',
    expected: { timezone: 'America/Los_Angeles', datetime: '2026-06-12T15:00:00-07:00', utc: '2026-06-12T22:00:00Z', day_of_week: 'Friday', is_dst: true, resolved: [{ input: 'PDT', timezone: 'America/Los_Angeles', via: 'abbreviation' }] },
  },
  {
    text: '3pm EST',
    expected: {
      timezone: 'EST',
      datetime: '2026-06-11T15:00:00-05:00',
      utc: '2026-06-11T20:00:00Z',
      day_of_week: 'Thursday',
      is_dst: false,
      assumed: ['date: today'],
      resolved: [{ input: 'EST', timezone: 'EST', via: 'iana', note: 'EST is a fixed UTC-05:00 with no DST; US Eastern time (EST/EDT) is America/New_York.' }],
    },
  },
  {
    text: 'tomorrow 9am Tokyo time',
    expected: { timezone: 'Asia/Tokyo', datetime: '2026-06-12T09:00:00+09:00', utc: '2026-06-12T00:00:00Z', day_of_week: 'Friday', is_dst: false, resolved: [{ input: 'Tokyo', timezone: 'Asia/Tokyo', via: 'city' }] },
  },
  {
    text: '9am Mumbai time',
    expected: { timezone: 'Asia/Kolkata', datetime: '2026-06-11T09:00:00+05:30', utc: '2026-06-11T03:30:00Z', day_of_week: 'Thursday', is_dst: false, assumed: ['date: today'], resolved: [{ input: 'Mumbai', timezone: 'Asia/Kolkata', via: 'city' }] },
  },
  {
    text: 'Friday 10am London time',
    expected: { timezone: 'Europe/London', datetime: '2026-06-12T10:00:00+01:00', utc: '2026-06-12T09:00:00Z', day_of_week: 'Friday', is_dst: true, resolved: [{ input: 'London', timezone: 'Europe/London', via: 'city', note: 'Read as London, England, GB (pop 9.0M); London, Ontario, CA would be America/Toronto.' }] },
  },
  {
    text: 'tomorrow 9am Pacific Time',
    expected: { timezone: 'America/Los_Angeles', datetime: '2026-06-12T09:00:00-07:00', utc: '2026-06-12T16:00:00Z', day_of_week: 'Friday', is_dst: true, resolved: [{ input: 'Pacific Time', timezone: 'America/Los_Angeles', via: 'abbreviation' }] },
  },
  {
    text: '3pm UTC+5:30',
    expected: { timezone: 'UTC+05:30', datetime: '2026-06-11T15:00:00+05:30', utc: '2026-06-11T09:30:00Z', day_of_week: 'Thursday', is_dst: false, assumed: ['date: today'], resolved: [{ input: 'UTC+5:30', timezone: 'UTC+05:30', via: 'offset' }] },
  },
  {
    text: '3pm Tokyo',
    expected: { timezone: 'Asia/Tokyo', datetime: '2026-06-11T15:00:00+09:00', utc: '2026-06-11T06:00:00Z', day_of_week: 'Thursday', is_dst: false, assumed: ['date: today'], resolved: [{ input: 'Tokyo', timezone: 'Asia/Tokyo', via: 'city' }] },
  },
  // In a phrase two letters are the zone's abbreviation or a city's nickname, not a country code
  // (Portugal, Ethiopia, Laos), and "Central time" is read whole ("Central" alone names three zones).
  {
    text: '3pm PT',
    expected: { timezone: 'America/Los_Angeles', datetime: '2026-06-11T15:00:00-07:00', utc: '2026-06-11T22:00:00Z', day_of_week: 'Thursday', is_dst: true, assumed: ['date: today'], resolved: [{ input: 'PT', timezone: 'America/Los_Angeles', via: 'abbreviation' }] },
  },
  {
    text: 'noon in LA',
    expected: { timezone: 'America/Los_Angeles', datetime: '2026-06-11T12:00:00-07:00', utc: '2026-06-11T19:00:00Z', day_of_week: 'Thursday', is_dst: true, assumed: ['date: today'], resolved: [{ input: 'LA', timezone: 'America/Los_Angeles', via: 'city' }] },
  },
  {
    text: 'tomorrow 9am Central time',
    expected: { timezone: 'America/Chicago', datetime: '2026-06-12T09:00:00-05:00', utc: '2026-06-12T14:00:00Z', day_of_week: 'Friday', is_dst: true, resolved: [{ input: 'Central time', timezone: 'America/Chicago', via: 'abbreviation' }] },
  },
  {
    text: '5pm 東京',
    expected: { timezone: 'Asia/Tokyo', datetime: '2026-06-11T17:00:00+09:00', utc: '2026-06-11T08:00:00Z', day_of_week: 'Thursday', is_dst: false, assumed: ['date: today'], resolved: [{ input: '東京', timezone: 'Asia/Tokyo', via: 'city' }] },
  },
  // A place as bare trailing words counts only right after a time: "with Jordan" is a person, not Amman.
  { text: '3pm with Jordan', expected: { timezone: NY, datetime: '2026-06-11T15:00:00-04:00', utc: '2026-06-11T19:00:00Z', day_of_week: 'Thursday', is_dst: true, ignored: 'with Jordan', assumed: ['date: today'] } },
];
for (const row of zoneRows) {
  test(`parse_time zone in text: ${row.text}`, () => {
    const out = call(THU, { text: row.text, timezone: NY });
    assert.ok(!('isError' in out), 'isError' in out ? out.content[0].text : '');
    assert.deepEqual(out.structuredContent, row.expected);
  });
}

test('parse_time: an ambiguous zone in the text is an error that lists the candidates', () => {
  assert.equal(
    errorOf(THU, { text: 'noon IST', timezone: NY }),
    '"IST" in text is ambiguous: India Standard Time (Asia/Kolkata, +05:30), Irish Standard Time (Europe/Dublin, +01:00 in summer), Israel Standard Time (Asia/Jerusalem, +02:00). Pass the IANA name.',
  );
  assert.match(errorOf(THU, { text: 'noon in Springfield', timezone: NY }), /^"Springfield" in text names places in 3 time zones: Springfield, Missouri, US \(America\/Chicago/);
});

test('parse_time: bad timezone, reference and locale arguments', () => {
  assert.equal(errorOf(THU, { text: 'tomorrow', timezone: 'Asia/Tokyoo' }), 'Unknown time zone "Asia/Tokyoo" in timezone. Did you mean "Asia/Tokyo"?');
  assert.equal(
    errorOf(THU, { text: 'tomorrow', reference: 'yesterday' }),
    'Invalid reference "yesterday"; use an ISO 8601 instant with an offset, e.g. "2026-03-15T14:30:00Z".',
  );
  assert.equal(errorOf(THU, { text: '03/04/2026', locale: '??' }), 'Invalid locale "??"; use a BCP 47 tag such as "en-US" or "en-GB".');
});

test('parse_time: the local zone and the clock are the defaults, and say so', () => {
  assert.deepEqual(success(THU, { text: 'tomorrow 9am' }, 'Europe/Warsaw'), {
    timezone: 'Europe/Warsaw',
    datetime: '2026-06-12T09:00:00+02:00',
    utc: '2026-06-12T07:00:00Z',
    day_of_week: 'Friday',
    is_dst: true,
    assumed: ['timezone: local'],
  });
});

test('parse_time: `reference` replaces the clock for relative phrases', () => {
  const out = success(THU, { text: 'tomorrow at noon', timezone: 'UTC', reference: '2030-01-01T23:00:00-05:00' });
  // 2030-01-02 04:00Z is already Jan 2 in UTC: tomorrow is Jan 3.
  assert.equal(out.datetime, '2030-01-03T12:00:00+00:00');
});

test('parse_time: a full range result', () => {
  assert.deepEqual(success(THU, { text: 'from 3 to 5pm tomorrow', timezone: KOL }), {
    timezone: KOL,
    start: { datetime: '2026-06-12T15:00:00+05:30', utc: '2026-06-12T09:30:00Z', day_of_week: 'Friday', is_dst: false },
    end: { datetime: '2026-06-12T17:00:00+05:30', utc: '2026-06-12T11:30:00Z', day_of_week: 'Friday', is_dst: false },
  });
});

test('parse_time: long and hostile input neither crashes nor hangs', () => {
  const texts = ['in ' + '1 hour and '.repeat(45) + '1 hour', 'a'.repeat(500), '9'.repeat(500), '2026-'.repeat(100), 'next '.repeat(100) + 'Friday', '((((((((', 'in in in in in in in in in'];
  for (const text of texts) {
    const started = process.hrtime.bigint();
    const out = call(THU, { text: text.slice(0, 500), timezone: NY });
    assert.ok(out.content[0].text.length > 0);
    assert.ok(Number(process.hrtime.bigint() - started) / 1e6 < 2000, text.slice(0, 30));
  }
});

test('parse_time: reference "now" is the clock', () => {
  const out = call(THU, { text: 'in 2 hours', timezone: 'UTC', reference: 'now' });
  assert.equal(((out as { structuredContent: unknown }).structuredContent as { datetime: string }).datetime, '2026-06-11T16:00:00+00:00');
});
