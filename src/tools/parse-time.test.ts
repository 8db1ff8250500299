// parse_time on a frozen clock: the shape of its answers (kind, grain, assumed, alternatives, notes,
// ignored words, resolved zones) for 100 phrases in New York, Berlin and Kolkata, said mid-week,
// near midnight, at month end, at year end and around DST changes. The readings of 2,000+ more
// phrases are in the phrase table (test/phrase-table.ts). Expected values were worked out by hand
// from the calendar, each zone's rules and the conventions README.md states.

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
  kind: string;
  grain: string;
  datetime?: string;
  utc?: string;
  start?: { datetime: string };
  end?: { datetime: string };
  alternatives?: { datetime?: string; start?: string; end?: string; reading: string }[];
  ignored?: string;
  note?: string;
  assumed?: string[];
}

interface Row {
  /** Reference instant (the frozen clock). */
  now: string;
  tz: string;
  text: string;
  kind: 'instant' | 'range';
  /** A single instant, or [start, end) of a range. */
  want: string | [string, string];
  grain: string;
  assumed?: string[];
  /** Alternative readings: an instant's datetime, or "start/end" of a range. */
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
// Tuesday 2026-12-01 12:00Z: Berlin 13:00 CET. Friday 2026-11-13 is 18 days past; the next Friday the
// 13th is in August 2027 (the 13ths between fall on Sun, Wed, Sat, Sat, Tue, Thu, Sun, Tue); the next
// Monday the 1st is February 2027. 1 January 2027 is a Friday (a holiday in Germany), 4 January a Monday.
const DEC1 = '2026-12-01T12:00:00Z';

// biome-ignore format: a table, one row a line
const rows: Row[] = [
  { now: THU, tz: NY, text: "next Friday at 3pm", kind: 'instant', want: "2026-06-19T15:00:00-04:00", grain: 'hour', alt: ["2026-06-12T15:00:00-04:00"] },
  { now: THU, tz: NY, text: "in 2 hours", kind: 'instant', want: "2026-06-11T12:00:00-04:00", grain: 'second' },
  { now: THU, tz: NY, text: "tomorrow 9am", kind: 'instant', want: "2026-06-12T09:00:00-04:00", grain: 'hour' },
  { now: THU, tz: NY, text: "tomorrow 9am Asia/Tokyo time", kind: 'instant', want: "2026-06-12T09:00:00+09:00", grain: 'hour', zone: "Asia/Tokyo" },
  { now: THU, tz: NY, text: "3pm UTC", kind: 'instant', want: "2026-06-11T15:00:00+00:00", grain: 'hour', assumed: ["date: today"], zone: "UTC" },
  { now: THU, tz: NY, text: "noon on Dec 25", kind: 'instant', want: "2026-12-25T12:00:00-05:00", grain: 'hour', assumed: ["year: 2026"] },
  { now: THU, tz: BER, text: "the day after tomorrow at 17:00", kind: 'instant', want: "2026-06-13T17:00:00+02:00", grain: 'minute' },
  { now: THU, tz: BER, text: "last day of the month", kind: 'instant', want: "2026-06-30T00:00:00+02:00", grain: 'day' },
  { now: THU, tz: KOL, text: "first Monday of March", kind: 'instant', want: "2027-03-01T00:00:00+05:30", grain: 'day', assumed: ["year: 2027"] },
  { now: THU, tz: KOL, text: "midnight tonight", kind: 'instant', want: "2026-06-12T00:00:00+05:30", grain: 'hour' },
  { now: THU, tz: KOL, text: "3 weeks from now", kind: 'instant', want: "2026-07-02T19:30:00+05:30", grain: 'second' },
  { now: THU, tz: NY, text: "two days ago", kind: 'instant', want: "2026-06-09T10:00:00-04:00", grain: 'second' },
  { now: THU, tz: BER, text: "Q3 2027", kind: 'range', want: ["2027-07-01T00:00:00+02:00", "2027-10-01T00:00:00+02:00"], grain: 'quarter' },
  { now: THU, tz: KOL, text: "9:30 AM", kind: 'instant', want: "2026-06-12T09:30:00+05:30", grain: 'minute', assumed: ["date: tomorrow"], alt: ["2026-06-11T09:30:00+05:30"] },
  { now: THU, tz: NY, text: "from 3 to 5pm tomorrow", kind: 'range', want: ["2026-06-12T15:00:00-04:00", "2026-06-12T17:00:00-04:00"], grain: 'hour' },
  { now: THU, tz: KOL, text: "next week", kind: 'range', want: ["2026-06-15T00:00:00+05:30", "2026-06-22T00:00:00+05:30"], grain: 'week', assumed: ["week: Monday to Sunday"] },
  { now: THU, tz: BER, text: "1700000000", kind: 'instant', want: "2023-11-14T23:13:20+01:00", grain: 'second', assumed: ["timestamp: seconds"] },
  { now: THU, tz: KOL, text: "@1700000000123", kind: 'instant', want: "2023-11-15T03:43:20+05:30", grain: 'second', assumed: ["timestamp: milliseconds"] },
  { now: THU, tz: KOL, text: "2026-03-15T14:30:00Z", kind: 'instant', want: "2026-03-15T20:00:00+05:30", grain: 'second' },
  { now: THU, tz: NY, text: "2026-03-15T14:30:00+01:00[Europe/Berlin]", kind: 'instant', want: "2026-03-15T14:30:00+01:00", grain: 'second', zone: "Europe/Berlin" },
  { now: THU, tz: BER, text: "2026-07-04 at 3pm", kind: 'instant', want: "2026-07-04T15:00:00+02:00", grain: 'hour' },
  { now: THU, tz: NY, text: "2026-07-04", kind: 'instant', want: "2026-07-04T00:00:00-04:00", grain: 'day' },
  { now: THU, tz: BER, text: "at 3", kind: 'instant', want: "2026-06-12T03:00:00+02:00", grain: 'hour', assumed: ["am/pm: 03:00, the next 3:00", "date: tomorrow"], alt: ["2026-06-11T03:00:00+02:00", "2026-06-12T15:00:00+02:00"] },
  { now: THU, tz: NY, text: "tonight", kind: 'range', want: ["2026-06-11T18:00:00-04:00", "2026-06-12T00:00:00-04:00"], grain: 'hour', assumed: ["tonight: 18:00-24:00"] },
  { now: THU, tz: BER, text: "Friday at midnight", kind: 'instant', want: "2026-06-13T00:00:00+02:00", grain: 'hour', alt: ["2026-06-12T00:00:00+02:00"] },
  { now: THU, tz: NY, text: "noon", kind: 'instant', want: "2026-06-11T12:00:00-04:00", grain: 'hour', assumed: ["date: today"] },
  { now: THU, tz: KOL, text: "this afternoon", kind: 'range', want: ["2026-06-11T12:00:00+05:30", "2026-06-11T18:00:00+05:30"], grain: 'hour', assumed: ["afternoon: 12:00-18:00"] },
  { now: THU, tz: KOL, text: "Monday", kind: 'instant', want: "2026-06-15T00:00:00+05:30", grain: 'day' },
  { now: THU, tz: NY, text: "Thursday", kind: 'instant', want: "2026-06-11T00:00:00-04:00", grain: 'day', alt: ["2026-06-18T00:00:00-04:00"] },
  { now: THU, tz: NY, text: "last Thursday", kind: 'instant', want: "2026-06-04T00:00:00-04:00", grain: 'day' },
  { now: THU, tz: BER, text: "next Monday", kind: 'instant', want: "2026-06-15T00:00:00+02:00", grain: 'day' },
  { now: THU, tz: BER, text: "next Thursday", kind: 'instant', want: "2026-06-18T00:00:00+02:00", grain: 'day' },
  { now: THU, tz: NY, text: "now", kind: 'instant', want: "2026-06-11T10:00:00-04:00", grain: 'second' },
  { now: THU, tz: KOL, text: "now", kind: 'instant', want: "2026-06-11T19:30:00+05:30", grain: 'second' },
  { now: THU, tz: NY, text: "03/04/2026", kind: 'instant', want: "2026-03-04T00:00:00-05:00", grain: 'day', assumed: ["date order: month/day"], alt: ["2026-04-03T00:00:00-04:00"] },
  { now: THU, tz: BER, text: "03/04/2026", args: { locale: 'en-GB' }, kind: 'instant', want: "2026-04-03T00:00:00+02:00", grain: 'day', alt: ["2026-03-04T00:00:00+01:00"] },
  { now: THU, tz: BER, text: "25/12/2026", kind: 'instant', want: "2026-12-25T00:00:00+01:00", grain: 'day' },
  { now: THU, tz: NY, text: "3pm Asia/Kolkata", kind: 'instant', want: "2026-06-12T15:00:00+05:30", grain: 'hour', assumed: ["date: tomorrow"], alt: ["2026-06-11T15:00:00+05:30"], zone: "Asia/Kolkata" },
  { now: THU, tz: NY, text: "9am in Europe/Berlin", kind: 'instant', want: "2026-06-12T09:00:00+02:00", grain: 'hour', assumed: ["date: tomorrow"], alt: ["2026-06-11T09:00:00+02:00"], zone: "Europe/Berlin" },
  { now: THU, tz: NY, text: "Friday 10am Europe/Berlin time", kind: 'instant', want: "2026-06-12T10:00:00+02:00", grain: 'hour', zone: "Europe/Berlin" },
  { now: THU, tz: KOL, text: "3pm UTC tomorrow", kind: 'instant', want: "2026-06-12T15:00:00+00:00", grain: 'hour', zone: "UTC" },
  { now: THU, tz: NY, text: "March 2027", kind: 'range', want: ["2027-03-01T00:00:00-05:00", "2027-04-01T00:00:00-04:00"], grain: 'month' },
  { now: THU, tz: BER, text: "this weekend", kind: 'range', want: ["2026-06-13T00:00:00+02:00", "2026-06-15T00:00:00+02:00"], grain: 'day', assumed: ["weekend: Saturday and Sunday"] },
  { now: THU, tz: NY, text: "on the 15th", kind: 'instant', want: "2026-06-15T00:00:00-04:00", grain: 'day', assumed: ["month: 2026-06"] },
  { now: THU, tz: BER, text: "first Monday of March at 10am", kind: 'instant', want: "2027-03-01T10:00:00+01:00", grain: 'hour', assumed: ["year: 2027"] },
  { now: THU, tz: BER, text: "next month", kind: 'range', want: ["2026-07-01T00:00:00+02:00", "2026-08-01T00:00:00+02:00"], grain: 'month' },
  { now: THU, tz: NY, text: "last week", kind: 'range', want: ["2026-06-01T00:00:00-04:00", "2026-06-08T00:00:00-04:00"], grain: 'week', assumed: ["week: Monday to Sunday"] },
  { now: THU, tz: KOL, text: "in 2027", kind: 'range', want: ["2027-01-01T00:00:00+05:30", "2028-01-01T00:00:00+05:30"], grain: 'year' },
  { now: THU, tz: NY, text: "next quarter", kind: 'range', want: ["2026-07-01T00:00:00-04:00", "2026-10-01T00:00:00-04:00"], grain: 'quarter' },
  { now: THU, tz: NY, text: "Q1", kind: 'range', want: ["2027-01-01T00:00:00-05:00", "2027-04-01T00:00:00-04:00"], grain: 'quarter', assumed: ["year: 2027"], alt: ["2026-01-01T00:00:00-05:00/2026-04-01T00:00:00-04:00"] },
  { now: THU, tz: NY, text: "week 10", kind: 'range', want: ["2027-03-08T00:00:00-05:00", "2027-03-15T00:00:00-04:00"], grain: 'week', assumed: ["week: ISO 8601, Monday to Sunday, week 1 the one with 4 January", "year: 2027"], alt: ["2026-03-02T00:00:00-05:00/2026-03-09T00:00:00-04:00"] },
  { now: THU, tz: KOL, text: "end of the month", kind: 'range', want: ["2026-06-21T00:00:00+05:30", "2026-07-01T00:00:00+05:30"], grain: 'day', assumed: ["end: days 21-30"], alt: ["2026-06-30T00:00:00+05:30"] },
  { now: THU, tz: NY, text: "start of next month", kind: 'range', want: ["2026-07-01T00:00:00-04:00", "2026-07-11T00:00:00-04:00"], grain: 'day', assumed: ["beginning: days 1-10"], alt: ["2026-07-01T00:00:00-04:00"] },
  { now: THU, tz: BER, text: "last Friday of the month", kind: 'instant', want: "2026-06-26T00:00:00+02:00", grain: 'day' },
  { now: THU, tz: NY, text: "third Thursday in November", kind: 'instant', want: "2026-11-19T00:00:00-05:00", grain: 'day', assumed: ["year: 2026"] },
  { now: THU, tz: NY, text: "end of day", kind: 'instant', want: "2026-06-11T23:59:59-04:00", grain: 'second', assumed: ["time: 23:59:59 (end of day)"], alt: ["2026-06-11T17:00:00-04:00"] },
  { now: THU, tz: BER, text: "in an hour and a half", kind: 'instant', want: "2026-06-11T17:30:00+02:00", grain: 'second' },
  { now: THU, tz: BER, text: "in 3 days", kind: 'instant', want: "2026-06-14T16:00:00+02:00", grain: 'second' },
  { now: THU, tz: NY, text: "a week from tomorrow", kind: 'instant', want: "2026-06-19T00:00:00-04:00", grain: 'day' },
  { now: THU, tz: BER, text: "2 days before Dec 25", kind: 'instant', want: "2026-12-23T00:00:00+01:00", grain: 'day', assumed: ["year: 2026"] },
  { now: THU, tz: KOL, text: "in 1h30m", kind: 'instant', want: "2026-06-11T21:00:00+05:30", grain: 'second' },
  { now: THU, tz: KOL, text: "Dec 25 to Jan 2", kind: 'range', want: ["2026-12-25T00:00:00+05:30", "2027-01-03T00:00:00+05:30"], grain: 'day', assumed: ["year: 2026"] },
  { now: THU, tz: NY, text: "10pm to 2am", kind: 'range', want: ["2026-06-11T22:00:00-04:00", "2026-06-12T02:00:00-04:00"], grain: 'hour', assumed: ["date: today"] },
  { now: THU, tz: KOL, text: "between 2 and 4pm on Friday", kind: 'range', want: ["2026-06-12T14:00:00+05:30", "2026-06-12T16:00:00+05:30"], grain: 'hour' },
  { now: THU, tz: KOL, text: "let us meet tomorrow at 9am with Bob", kind: 'instant', want: "2026-06-12T09:00:00+05:30", grain: 'hour', ignored: "let us meet \u2026 with Bob" },
  { now: NYE, tz: BER, text: "tomorrow", kind: 'instant', want: "2027-01-02T00:00:00+01:00", grain: 'day' },
  { now: NYE, tz: NY, text: "tomorrow", kind: 'instant', want: "2027-01-01T00:00:00-05:00", grain: 'day' },
  { now: NYE, tz: KOL, text: "today", kind: 'instant', want: "2027-01-01T00:00:00+05:30", grain: 'day' },
  { now: NYE, tz: NY, text: "next year", kind: 'range', want: ["2027-01-01T00:00:00-05:00", "2028-01-01T00:00:00-05:00"], grain: 'year' },
  { now: NYE, tz: BER, text: "next year", kind: 'range', want: ["2028-01-01T00:00:00+01:00", "2029-01-01T00:00:00+01:00"], grain: 'year' },
  { now: NYE, tz: BER, text: "noon on Dec 25", kind: 'instant', want: "2027-12-25T12:00:00+01:00", grain: 'hour', assumed: ["year: 2027"] },
  { now: NYE, tz: NY, text: "midnight tonight", kind: 'instant', want: "2027-01-01T00:00:00-05:00", grain: 'hour' },
  { now: NYE, tz: KOL, text: "in 45 minutes", kind: 'instant', want: "2027-01-01T05:45:00+05:30", grain: 'second' },
  { now: NYE, tz: NY, text: "last day of the year", kind: 'instant', want: "2026-12-31T00:00:00-05:00", grain: 'day' },
  { now: NYE, tz: BER, text: "end of the year", kind: 'range', want: ["2027-09-01T00:00:00+02:00", "2028-01-01T00:00:00+01:00"], grain: 'month', assumed: ["end: September-December"], alt: ["2027-12-31T00:00:00+01:00"] },
  { now: NYE, tz: KOL, text: "this month", kind: 'range', want: ["2027-01-01T00:00:00+05:30", "2027-02-01T00:00:00+05:30"], grain: 'month' },
  { now: NYE, tz: NY, text: "Jan 1", kind: 'instant', want: "2027-01-01T00:00:00-05:00", grain: 'day', assumed: ["year: 2027"] },
  { now: NYE, tz: BER, text: "yesterday at 23:00", kind: 'instant', want: "2026-12-31T23:00:00+01:00", grain: 'minute' },
  { now: NYE, tz: BER, text: "Q4", kind: 'range', want: ["2027-10-01T00:00:00+02:00", "2028-01-01T00:00:00+01:00"], grain: 'quarter', assumed: ["year: 2027"], alt: ["2026-10-01T00:00:00+02:00/2027-01-01T00:00:00+01:00"] },
  { now: JAN31, tz: NY, text: "in 1 month", kind: 'instant', want: "2026-02-28T07:00:00-05:00", grain: 'second', assumed: ["day: 2026-02-28 (no 31st that month)"] },
  { now: JAN31, tz: BER, text: "last day of next month", kind: 'instant', want: "2026-02-28T00:00:00+01:00", grain: 'day' },
  { now: JAN31, tz: KOL, text: "tomorrow", kind: 'instant', want: "2026-02-01T00:00:00+05:30", grain: 'day' },
  { now: JAN31, tz: NY, text: "next Friday", kind: 'instant', want: "2026-02-06T00:00:00-05:00", grain: 'day' },
  { now: JAN31, tz: NY, text: "end of the month", kind: 'range', want: ["2026-01-21T00:00:00-05:00", "2026-02-01T00:00:00-05:00"], grain: 'day', assumed: ["end: days 21-31"], alt: ["2026-01-31T00:00:00-05:00"] },
  { now: JAN31, tz: BER, text: "next weekend", kind: 'range', want: ["2026-02-07T00:00:00+01:00", "2026-02-09T00:00:00+01:00"], grain: 'day', assumed: ["weekend: Saturday and Sunday"] },
  { now: JAN31, tz: BER, text: "this weekend", kind: 'range', want: ["2026-01-31T00:00:00+01:00", "2026-02-02T00:00:00+01:00"], grain: 'day', assumed: ["weekend: Saturday and Sunday"] },
  // a count of weekends: from the first not yet begun, or back from the last one over (Chronic's readings)
  { now: JAN31, tz: BER, text: "a weekend from now", kind: 'range', want: ["2026-02-07T00:00:00+01:00", "2026-02-09T00:00:00+01:00"], grain: 'day', assumed: ["weekend: Saturday and Sunday"] },
  { now: JAN31, tz: BER, text: "a weekend ago", kind: 'range', want: ["2026-01-24T00:00:00+01:00", "2026-01-26T00:00:00+01:00"], grain: 'day', assumed: ["weekend: Saturday and Sunday"] },
  { now: THU, tz: NY, text: "1 weekend from now", kind: 'range', want: ["2026-06-13T00:00:00-04:00", "2026-06-15T00:00:00-04:00"], grain: 'day', assumed: ["weekend: Saturday and Sunday"] },
  { now: THU, tz: NY, text: "2 weekends ago", kind: 'range', want: ["2026-05-30T00:00:00-04:00", "2026-06-01T00:00:00-04:00"], grain: 'day', assumed: ["weekend: Saturday and Sunday"] },
  // EXIF's date and time, a camera's: year first between colons
  { now: THU, tz: NY, text: "2012:05:25 22:06:50", kind: 'instant', want: "2012-05-25T22:06:50-04:00", grain: 'second' },
  { now: US_SPRING, tz: NY, text: "in 1 hour", kind: 'instant', want: "2026-03-08T03:30:00-04:00", grain: 'second' },
  { now: US_SPRING, tz: NY, text: "in 1 day", kind: 'instant', want: "2026-03-09T01:30:00-04:00", grain: 'second' },
  { now: US_SPRING, tz: NY, text: "in 24 hours", kind: 'instant', want: "2026-03-09T02:30:00-04:00", grain: 'second' },
  { now: US_SPRING, tz: NY, text: "2024-03-10 02:30", kind: 'instant', want: "2024-03-10T03:30:00-04:00", grain: 'minute', note: /^02:30 does not exist in America\/New_York on 2024-03-10/ },
  { now: US_SPRING, tz: NY, text: "2024-03-10 02:30", args: { disambiguation: 'earlier' }, kind: 'instant', want: "2024-03-10T01:30:00-05:00", grain: 'minute', note: /used 01:30 EST \(-05:00\)/ },
  { now: EU_SPRING, tz: BER, text: "tomorrow 2:30am", kind: 'instant', want: "2026-03-29T03:30:00+02:00", grain: 'minute', note: /^02:30 does not exist in Europe\/Berlin on 2026-03-29/ },
  { now: EU_SPRING, tz: BER, text: "in 1 day", kind: 'instant', want: "2026-03-29T13:00:00+02:00", grain: 'second' },
  { now: EU_SPRING, tz: BER, text: "in 24 hours", kind: 'instant', want: "2026-03-29T14:00:00+02:00", grain: 'second' },
  { now: EU_SPRING, tz: BER, text: "next week", kind: 'range', want: ["2026-03-30T00:00:00+02:00", "2026-04-06T00:00:00+02:00"], grain: 'week', assumed: ["week: Monday to Sunday"] },
  { now: EU_SPRING, tz: BER, text: "this weekend", kind: 'range', want: ["2026-03-28T00:00:00+01:00", "2026-03-30T00:00:00+02:00"], grain: 'day', assumed: ["weekend: Saturday and Sunday"] },
  { now: EU_SPRING, tz: BER, text: "2026-10-25 02:30", kind: 'instant', want: "2026-10-25T02:30:00+02:00", grain: 'minute', note: /occurs twice in Europe\/Berlin on 2026-10-25.*used the earlier one, CEST \(\+02:00\)/ },
  { now: EU_SPRING, tz: BER, text: "2026-10-25 02:30", args: { disambiguation: 'later' }, kind: 'instant', want: "2026-10-25T02:30:00+01:00", grain: 'minute', note: /used the later one, CET \(\+01:00\)/ },
  { now: KOL_MIDNIGHT, tz: KOL, text: "today", kind: 'instant', want: "2026-06-12T00:00:00+05:30", grain: 'day' },
  { now: KOL_MIDNIGHT, tz: NY, text: "today", kind: 'instant', want: "2026-06-11T00:00:00-04:00", grain: 'day' },
  { now: KOL_MIDNIGHT, tz: KOL, text: "tomorrow 9am", kind: 'instant', want: "2026-06-13T09:00:00+05:30", grain: 'hour' },
  { now: KOL_MIDNIGHT, tz: KOL, text: "next Friday", kind: 'instant', want: "2026-06-19T00:00:00+05:30", grain: 'day' },
  { now: KOL_MIDNIGHT, tz: NY, text: "tonight at 11pm", kind: 'instant', want: "2026-06-11T23:00:00-04:00", grain: 'hour' },
  { now: KOL_MIDNIGHT, tz: KOL, text: "midnight", kind: 'instant', want: "2026-06-13T00:00:00+05:30", grain: 'hour', assumed: ["date: tomorrow"] },
  // A weekday with a day of the month: the next date where both hold, never one just past.
  { now: DEC1, tz: BER, text: "Friday the 13th", kind: 'instant', want: "2027-08-13T00:00:00+02:00", grain: 'day', assumed: ["month: 2027-08, the next month in which the day is a Friday"], alt: ["2026-11-13T00:00:00+01:00"] },
  // "this summer" said in December: next year's, this year's (gone) the other reading, as for a month
  { now: DEC1, tz: BER, text: "this summer", kind: 'range', want: ["2027-06-21T00:00:00+02:00", "2027-09-23T00:00:00+02:00"], grain: 'day', assumed: ["season: astronomical, northern hemisphere"], alt: ["2026-06-21T00:00:00+02:00/2026-09-23T00:00:00+02:00"] },
  { now: THU, tz: NY, text: "the following Friday", kind: 'instant', want: "2026-06-19T00:00:00-04:00", grain: 'day', alt: ["2026-06-12T00:00:00-04:00"] },
  // said on a Thursday, "last Wednesday" is yesterday, or the Wednesday of last week; "this past" is yesterday alone
  { now: THU, tz: NY, text: "last Wednesday", kind: 'instant', want: "2026-06-10T00:00:00-04:00", grain: 'day', alt: ["2026-06-03T00:00:00-04:00"] },
  { now: THU, tz: NY, text: "this past Wednesday", kind: 'instant', want: "2026-06-10T00:00:00-04:00", grain: 'day' },
  // said on a Thursday, "this Thursday" is today, or next week's (as Chronic reads it); "this Friday" is tomorrow alone
  { now: THU, tz: NY, text: "this Thursday", kind: 'instant', want: "2026-06-11T00:00:00-04:00", grain: 'day', alt: ["2026-06-18T00:00:00-04:00"] },
  { now: THU, tz: NY, text: "this Friday", kind: 'instant', want: "2026-06-12T00:00:00-04:00", grain: 'day' },
  { now: THU, tz: NY, text: "last Friday", kind: 'instant', want: "2026-06-05T00:00:00-04:00", grain: 'day' },
  // a date without its year, or a day without its month, just gone by: the next one, that one the other reading
  { now: THU, tz: NY, text: "June 4", kind: 'instant', want: "2027-06-04T00:00:00-04:00", grain: 'day', assumed: ["year: 2027"], alt: ["2026-06-04T00:00:00-04:00"] },
  { now: THU, tz: NY, text: "the 9th", kind: 'instant', want: "2026-07-09T00:00:00-04:00", grain: 'day', assumed: ["month: 2026-07"], alt: ["2026-06-09T00:00:00-04:00"] },
  { now: THU, tz: NY, text: "the 20th", kind: 'instant', want: "2026-06-20T00:00:00-04:00", grain: 'day', assumed: ["month: 2026-06"] },
  { now: THU, tz: NY, text: "May", kind: 'range', want: ["2027-05-01T00:00:00-04:00", "2027-06-01T00:00:00-04:00"], grain: 'month', assumed: ["year: 2027"], alt: ["2026-05-01T00:00:00-04:00/2026-06-01T00:00:00-04:00"] },
  // a weekday beside a month and day true only a year on (Python's datetime: 31 July 2026 is a Friday,
  // 2027's a Saturday): that year's, the nearest date with the weekday dropped the other reading
  { now: THU, tz: NY, text: "Saturday, July 31", kind: 'instant', want: "2027-07-31T00:00:00-04:00", grain: 'day', assumed: ["year: 2027, the next year in which the date is a Saturday"], alt: ["2026-07-31T00:00:00-04:00"] },
  { now: THU, tz: NY, text: "Tuesday the 9th at 3pm", kind: 'instant', want: "2027-02-09T15:00:00-05:00", grain: 'hour', assumed: ["month: 2027-02, the next month in which the day is a Tuesday"], alt: ["2026-06-09T15:00:00-04:00"] },
  { now: DEC1, tz: BER, text: "the next Monday the 1st", kind: 'instant', want: "2027-02-01T00:00:00+01:00", grain: 'day', assumed: ["month: 2027-02, the next month in which the day is a Monday"] },
  { now: DEC1, tz: BER, text: "Tuesday the 1st", kind: 'instant', want: "2026-12-01T00:00:00+01:00", grain: 'day', assumed: ["month: 2026-12 (the weekday fixes it)"] },
  // The first or last (business) day or weekday of a period.
  { now: DEC1, tz: BER, text: "the first Monday of Q3 2027", kind: 'instant', want: "2027-07-05T00:00:00+02:00", grain: 'day' },
  { now: DEC1, tz: BER, text: "the last business day of June 2027", kind: 'instant', want: "2027-06-30T00:00:00+02:00", grain: 'day', assumed: ["business days: Monday to Friday, no holidays (no country given)"] },
  { now: DEC1, tz: BER, text: "the first business day of next month", args: { country: 'DE' }, kind: 'instant', want: "2027-01-04T00:00:00+01:00", grain: 'day', assumed: ["business days: the weekend and public holidays of Germany"] },
  { now: DEC1, tz: BER, text: "the first weekday of next month", kind: 'instant', want: "2027-01-01T00:00:00+01:00", grain: 'day', assumed: ["weekday: Monday to Friday, holidays included (a business day skips them)"] },
  { now: DEC1, tz: BER, text: "the last weekday of February 2027", kind: 'instant', want: "2027-02-26T00:00:00+01:00", grain: 'day', assumed: ["weekday: Monday to Friday, holidays included (a business day skips them)"] },
  { now: DEC1, tz: BER, text: "the second weekday of August 2026", kind: 'instant', want: "2026-08-04T00:00:00+02:00", grain: 'day', assumed: ["weekday: Monday to Friday, holidays included (a business day skips them)"] },
];

for (const r of rows) {
  test(`parse_time [${r.tz} @ ${r.now}] ${JSON.stringify(r.text)}${r.args ? ' ' + JSON.stringify(r.args) : ''}`, () => {
    const out = call(r.now, { text: r.text, timezone: r.tz, ...r.args });
    assert.ok(!('isError' in out), JSON.stringify(out));
    const sc = out.structuredContent as unknown as Out;
    assert.equal(sc.timezone, r.zone ?? r.tz);
    assert.deepEqual([sc.kind, sc.grain], [r.kind, r.grain]);
    if (typeof r.want === 'string') {
      assert.equal(sc.datetime, r.want);
      assert.equal(sc.start, undefined);
      assert.equal(sc.utc, new Date(r.want).toISOString().replace('.000Z', 'Z'));
    } else {
      assert.deepEqual([sc.start?.datetime, sc.end?.datetime], r.want);
      assert.equal(sc.datetime, undefined);
    }
    assert.deepEqual(sc.assumed, r.assumed);
    assert.deepEqual(
      sc.alternatives?.map((a) => a.datetime ?? `${a.start}/${a.end}`),
      r.alt,
    );
    assert.equal(sc.ignored, r.ignored);
    if (r.note) assert.match(sc.note ?? '', r.note);
    else assert.equal(sc.note, undefined);
  });
}

test('parse_time: the table covers at least 100 phrases in three zones', () => {
  assert.ok(rows.length >= 100, `${rows.length} rows`);
  for (const zone of [NY, BER, KOL]) assert.ok(rows.filter((r) => r.tz === zone).length >= 20, zone);
});

const errorOf = (now: string, args: Record<string, unknown>): string => {
  const out = call(now, args);
  assert.ok('isError' in out && out.isError, JSON.stringify(out));
  return out.content[0].text;
};

test('parse_time: unreadable text is an error with phrasings that work', () => {
  for (const text of ['hello', 'whenever works', '', '   ', 'soon']) {
    const msg = errorOf(THU, { text, timezone: NY });
    assert.match(msg, /"tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30"\.$/, msg);
    assert.equal(msg.split(/(?<=\.)\s+/).length, 1, msg);
  }
});

test('parse_time: impossible dates and times say what to fix', () => {
  assert.equal(errorOf(THU, { text: 'Feb 30', timezone: NY }), 'February has no day 30; check the date.');
  assert.equal(errorOf(THU, { text: '2026-02-30T10:00', timezone: NY }), 'February 2026 has no day 30; check the date.');
  assert.equal(
    errorOf(THU, { text: '2026-02-03T24:30', timezone: NY }),
    'Invalid time "24:30" in text; use a 24-hour time such as "14:30".',
  );
  assert.equal(
    errorOf(THU, { text: 'fifth Monday of February', timezone: NY }),
    'There is no 5th Monday in that period; ask for the "last Monday" instead.',
  );
  assert.equal(
    errorOf(THU, { text: 'in 10000 years', timezone: NY }),
    'The date falls in year 12026; use a date between years 1 and 9999.',
  );
  // Offsets are read by the same rule as every date-time argument: minutes over 59 are not an offset.
  assert.equal(
    errorOf(THU, { text: '2026-03-08T10:00+05:75', timezone: NY }),
    'Invalid UTC offset "+05:75" in text; use one between -18:00 and +18:00, e.g. "+05:30".',
  );
  assert.equal(
    errorOf(THU, { text: '2026-03-08T10:00+19:00', timezone: NY }),
    'Invalid UTC offset "+19:00" in text; use one between -18:00 and +18:00, e.g. "+05:30".',
  );
  assert.equal(
    errorOf(THU, { text: 'Monday of the Blue Gnome', timezone: NY }),
    'Could not read "Blue", "Gnome" in "Monday of the Blue Gnome": they are not date or time words Meridian knows (if it names a holiday or festival, that one is not known); rephrase it, or pass the date itself.',
  );
  // a time word left over beside an unknown one is not named as unknown, nor offered as a slip for itself
  assert.equal(
    errorOf(THU, { text: 'march madness 2027', timezone: NY }),
    'Could not read "madness" in "march madness 2027": it is not a date or time word Meridian knows (if it names a holiday or festival, that one is not known); rephrase it, or pass the date itself.',
  );
  assert.equal(
    errorOf(THU, { text: 'Friday, June 13 2026', timezone: NY }),
    '2026-06-13 is a Saturday, not a Friday; drop the weekday or check the date.',
  );
  assert.equal(
    errorOf(THU, { text: '9am tonight', timezone: NY }),
    '09:00 is not in the tonight (18:00-00:00); drop one of them or make them agree.',
  );
  assert.equal(
    errorOf(THU, { text: 'I have 3 meetings tomorrow', timezone: NY }),
    'Read "tomorrow" in the text but could not place "3"; rephrase so every number, unit and modifier belongs to the date or time, or pass the phrase alone.',
  );
});

test('parse_time: a DST gap with disambiguation "reject" is refused with the fix', () => {
  const msg = errorOf(THU, { text: '2024-03-10 02:30', timezone: NY, disambiguation: 'reject' });
  assert.match(
    msg,
    /^02:30 does not exist in America\/New_York on 2024-03-10 \(clocks jumped forward from 02:00 to 03:00\)\. Use a time outside/,
  );
  // the answer at a gap says what it chose
  const today = success(US_SPRING, { text: 'today at 2:30am', timezone: NY });
  assert.equal(today.datetime, '2026-03-08T03:30:00-04:00');
  assert.equal(
    today.note,
    '02:30 does not exist in America/New_York on 2026-03-08 (clocks jumped forward from 02:00 to 03:00); used 03:30 EDT (-04:00).',
  );
});

// Zones named in the text go through the one resolver and are reported in `resolved` (said on Thursday 2026-06-11).
const zoneRows: { text: string; expected: Record<string, unknown> }[] = [
  {
    text: '3pm PDT tomorrow',
    expected: {
      timezone: 'America/Los_Angeles',
      kind: 'instant',
      datetime: '2026-06-12T15:00:00-07:00',
      utc: '2026-06-12T22:00:00Z',
      day_of_week: 'Friday',
      is_dst: true,
      grain: 'hour',
      resolved: [{ input: 'PDT', timezone: 'America/Los_Angeles', via: 'abbreviation' }],
    },
  },
  {
    text: '3pm EST',
    expected: {
      timezone: 'EST',
      kind: 'instant',
      datetime: '2026-06-11T15:00:00-05:00',
      utc: '2026-06-11T20:00:00Z',
      day_of_week: 'Thursday',
      is_dst: false,
      grain: 'hour',
      // June: New York is on EDT, so 15:00 there (19:00 UTC) is beside it
      alternatives: [
        {
          datetime: '2026-06-11T14:00:00-05:00',
          day_of_week: 'Thursday',
          reading: '15:00 on the clock of America/New_York, on summer time then',
        },
      ],
      assumed: ['date: today'],
      resolved: [
        {
          input: 'EST',
          timezone: 'EST',
          via: 'iana',
          alternatives: [
            { timezone: 'Australia/Brisbane', datetime: '2026-06-11T15:00:00+10:00', reading: 'Australian Eastern Standard Time' },
          ],
          note: 'EST is a fixed UTC-05:00 with no DST; US Eastern time (EST/EDT) is America/New_York.',
        },
      ],
    },
  },
  {
    text: 'tomorrow 9am Tokyo time',
    expected: {
      timezone: 'Asia/Tokyo',
      kind: 'instant',
      datetime: '2026-06-12T09:00:00+09:00',
      utc: '2026-06-12T00:00:00Z',
      day_of_week: 'Friday',
      is_dst: false,
      grain: 'hour',
      resolved: [{ input: 'Tokyo', timezone: 'Asia/Tokyo', via: 'city' }],
    },
  },
  {
    // 9am has passed in Mumbai (19:30 there): tomorrow's, with today's as the other reading
    text: '9am Mumbai time',
    expected: {
      timezone: 'Asia/Kolkata',
      kind: 'instant',
      datetime: '2026-06-12T09:00:00+05:30',
      utc: '2026-06-12T03:30:00Z',
      day_of_week: 'Friday',
      is_dst: false,
      grain: 'hour',
      alternatives: [{ datetime: '2026-06-11T09:00:00+05:30', day_of_week: 'Thursday', reading: 'earlier today' }],
      assumed: ['date: tomorrow'],
      resolved: [{ input: 'Mumbai', timezone: 'Asia/Kolkata', via: 'city' }],
    },
  },
  {
    text: 'Friday 10am London time',
    expected: {
      timezone: 'Europe/London',
      kind: 'instant',
      datetime: '2026-06-12T10:00:00+01:00',
      utc: '2026-06-12T09:00:00Z',
      day_of_week: 'Friday',
      is_dst: true,
      grain: 'hour',
      resolved: [
        {
          input: 'London',
          timezone: 'Europe/London',
          via: 'city',
          alternatives: [{ timezone: 'America/Toronto', datetime: '2026-06-12T10:00:00-04:00', reading: 'London, Ontario, CA (pop 347k)' }],
          note: 'Read as London, England, GB (pop 9.0M); London, Ontario, CA would be America/Toronto.',
        },
      ],
    },
  },
  {
    text: 'tomorrow 9am Pacific Time',
    expected: {
      timezone: 'America/Los_Angeles',
      kind: 'instant',
      datetime: '2026-06-12T09:00:00-07:00',
      utc: '2026-06-12T16:00:00Z',
      day_of_week: 'Friday',
      is_dst: true,
      grain: 'hour',
      resolved: [{ input: 'Pacific Time', timezone: 'America/Los_Angeles', via: 'abbreviation' }],
    },
  },
  {
    text: '9am PT',
    expected: {
      timezone: 'America/Los_Angeles',
      kind: 'instant',
      datetime: '2026-06-11T09:00:00-07:00',
      utc: '2026-06-11T16:00:00Z',
      day_of_week: 'Thursday',
      is_dst: true,
      grain: 'hour',
      assumed: ['date: today'],
      resolved: [{ input: 'PT', timezone: 'America/Los_Angeles', via: 'abbreviation' }],
    },
  },
  {
    text: '3pm UTC+5:30',
    expected: {
      timezone: 'UTC+05:30',
      kind: 'instant',
      datetime: '2026-06-12T15:00:00+05:30',
      utc: '2026-06-12T09:30:00Z',
      day_of_week: 'Friday',
      is_dst: false,
      grain: 'hour',
      alternatives: [{ datetime: '2026-06-11T15:00:00+05:30', day_of_week: 'Thursday', reading: 'earlier today' }],
      assumed: ['date: tomorrow'],
      resolved: [{ input: 'UTC+5:30', timezone: 'UTC+05:30', via: 'offset' }],
    },
  },
  {
    text: 'christmas',
    expected: {
      timezone: 'America/New_York',
      kind: 'instant',
      datetime: '2026-12-25T00:00:00-05:00',
      utc: '2026-12-25T05:00:00Z',
      day_of_week: 'Friday',
      is_dst: false,
      grain: 'day',
      assumed: ['holiday: Christmas Day (United States)', 'year: 2026'],
    },
  },
  // In a phrase two letters are the zone's abbreviation or a city's nickname, not a country code
  // (Portugal, Ethiopia, Laos), and "Central time" is read whole ("Central" alone names three zones).
  {
    text: '3pm PT',
    expected: {
      timezone: 'America/Los_Angeles',
      datetime: '2026-06-11T15:00:00-07:00',
      utc: '2026-06-11T22:00:00Z',
      day_of_week: 'Thursday',
      is_dst: true,
      kind: 'instant',
      grain: 'hour',
      assumed: ['date: today'],
      resolved: [{ input: 'PT', timezone: 'America/Los_Angeles', via: 'abbreviation' }],
    },
  },
  {
    text: 'noon in LA',
    expected: {
      timezone: 'America/Los_Angeles',
      datetime: '2026-06-11T12:00:00-07:00',
      utc: '2026-06-11T19:00:00Z',
      day_of_week: 'Thursday',
      is_dst: true,
      kind: 'instant',
      grain: 'hour',
      assumed: ['date: today'],
      resolved: [{ input: 'LA', timezone: 'America/Los_Angeles', via: 'city' }],
    },
  },
  {
    text: 'tomorrow 9am Central time',
    expected: {
      timezone: 'America/Chicago',
      datetime: '2026-06-12T09:00:00-05:00',
      utc: '2026-06-12T14:00:00Z',
      day_of_week: 'Friday',
      is_dst: true,
      kind: 'instant',
      grain: 'hour',
      resolved: [{ input: 'Central time', timezone: 'America/Chicago', via: 'abbreviation' }],
    },
  },
  {
    text: '5pm 東京',
    expected: {
      timezone: 'Asia/Tokyo',
      kind: 'instant',
      datetime: '2026-06-12T17:00:00+09:00',
      utc: '2026-06-12T08:00:00Z',
      day_of_week: 'Friday',
      is_dst: false,
      grain: 'hour',
      // 23:00 in Tokyo at the reference: a bare time is its next occurrence
      alternatives: [{ datetime: '2026-06-11T17:00:00+09:00', day_of_week: 'Thursday', reading: 'earlier today' }],
      assumed: ['date: tomorrow'],
      resolved: [{ input: '東京', timezone: 'Asia/Tokyo', via: 'city' }],
    },
  },
  // A place as bare trailing words counts only right after a time: "with Jordan" is a person, not Amman.
  {
    text: '3pm with Jordan',
    expected: {
      timezone: NY,
      kind: 'instant',
      datetime: '2026-06-11T15:00:00-04:00',
      utc: '2026-06-11T19:00:00Z',
      day_of_week: 'Thursday',
      is_dst: true,
      grain: 'hour',
      matched: '3pm',
      ignored: 'with Jordan',
      assumed: ['date: today'],
    },
  },
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
  assert.match(
    errorOf(THU, { text: 'noon in Springfield', timezone: NY }),
    /^"Springfield" in text names places in 3 time zones: Springfield, Missouri, US \(America\/Chicago/,
  );
});

test('parse_time: bad timezone, reference, locale and country arguments', () => {
  assert.equal(
    errorOf(THU, { text: 'tomorrow', timezone: 'Asia/Tokyoo' }),
    'Unknown time zone "Asia/Tokyoo" in timezone. Did you mean "Asia/Tokyo"?',
  );
  assert.equal(
    errorOf(THU, { text: 'tomorrow', reference: 'yesterday' }),
    'Invalid reference "yesterday"; use an ISO 8601 instant with an offset, e.g. "2026-03-15T14:30:00Z".',
  );
  assert.equal(errorOf(THU, { text: '03/04/2026', locale: '??' }), 'Invalid locale "??"; use a BCP 47 tag such as "en-US" or "en-GB".');
  assert.equal(
    errorOf(THU, { text: 'thanksgiving', country: 'Atlantis' }),
    'Unknown country "Atlantis": the holiday library does not cover it; use an ISO code such as "DE" or an English name such as "Germany".',
  );
});

test("parse_time: the caller's country picks the holiday and the business days", () => {
  assert.equal(success(THU, { text: 'thanksgiving', timezone: NY, country: 'CA' }).datetime, '2026-10-12T00:00:00-04:00');
  assert.deepEqual(success(THU, { text: 'in 6 business days', timezone: NY, country: 'US' }).assumed, [
    'business days: the weekend and public holidays of United States',
  ]);
  assert.equal(success(THU, { text: 'in 6 business days', timezone: NY, country: 'US' }).datetime, '2026-06-22T00:00:00-04:00');
  assert.deepEqual(success(THU, { text: 'in 6 business days', timezone: NY }).assumed, [
    'business days: Monday to Friday, no holidays (no country given)',
  ]);
});

test('parse_time: the local zone and the clock are the defaults, and say so', () => {
  assert.deepEqual(success(THU, { text: 'tomorrow 9am' }, 'Europe/Warsaw'), {
    timezone: 'Europe/Warsaw',
    kind: 'instant',
    datetime: '2026-06-12T09:00:00+02:00',
    utc: '2026-06-12T07:00:00Z',
    day_of_week: 'Friday',
    is_dst: true,
    grain: 'hour',
    assumed: ['timezone: local'],
  });
});

test('parse_time: `reference` replaces the clock for relative phrases', () => {
  const out = success(THU, { text: 'tomorrow at noon', timezone: 'UTC', reference: '2030-01-01T23:00:00-05:00' });
  // 2030-01-02 04:00Z is already Jan 2 in UTC: tomorrow is Jan 3.
  assert.equal(out.datetime, '2030-01-03T12:00:00+00:00');
});

test('parse_time: a range, an open range and their other readings', () => {
  assert.deepEqual(success(THU, { text: 'from 3 to 5pm tomorrow', timezone: KOL }), {
    timezone: KOL,
    kind: 'range',
    start: { datetime: '2026-06-12T15:00:00+05:30', utc: '2026-06-12T09:30:00Z', day_of_week: 'Friday', is_dst: false },
    end: { datetime: '2026-06-12T17:00:00+05:30', utc: '2026-06-12T11:30:00Z', day_of_week: 'Friday', is_dst: false },
    grain: 'hour',
  });
  assert.deepEqual(success(THU, { text: 'until Friday', timezone: NY }), {
    timezone: NY,
    kind: 'open_range',
    end: { datetime: '2026-06-13T00:00:00-04:00', utc: '2026-06-13T04:00:00Z', day_of_week: 'Saturday', is_dst: true },
    open: 'start',
    grain: 'day',
    alternatives: [{ end: '2026-06-12T00:00:00-04:00', open: 'start', reading: 'up to the start of it' }],
  });
  assert.deepEqual(success(THU, { text: 'after 2pm', timezone: NY }), {
    timezone: NY,
    kind: 'open_range',
    start: { datetime: '2026-06-11T14:00:00-04:00', utc: '2026-06-11T18:00:00Z', day_of_week: 'Thursday', is_dst: true },
    open: 'end',
    grain: 'hour',
    assumed: ['date: today'],
  });
  assert.deepEqual(success(THU, { text: 'last 2 days', timezone: NY }), {
    timezone: NY,
    kind: 'range',
    start: { datetime: '2026-06-09T00:00:00-04:00', utc: '2026-06-09T04:00:00Z', day_of_week: 'Tuesday', is_dst: true },
    end: { datetime: '2026-06-11T00:00:00-04:00', utc: '2026-06-11T04:00:00Z', day_of_week: 'Thursday', is_dst: true },
    grain: 'day',
    alternatives: [{ start: '2026-06-09T10:00:00-04:00', end: '2026-06-11T10:00:00-04:00', reading: 'rolling: the 2 days up to now' }],
    assumed: ['days: whole days before the current one'],
  });
});

test('parse_time: a sentence says what was read', () => {
  assert.deepEqual(success(THU, { text: 'can we move it to next Tuesday after lunch?', timezone: NY }), {
    timezone: NY,
    kind: 'range',
    start: { datetime: '2026-06-16T14:00:00-04:00', utc: '2026-06-16T18:00:00Z', day_of_week: 'Tuesday', is_dst: true },
    end: { datetime: '2026-06-16T18:00:00-04:00', utc: '2026-06-16T22:00:00Z', day_of_week: 'Tuesday', is_dst: true },
    grain: 'hour',
    matched: 'next Tuesday after lunch',
    ignored: 'can we move',
    assumed: ['after lunch: 14:00-18:00'],
  });
});

test('parse_time: long and hostile input neither crashes nor hangs', () => {
  const texts = [
    'in ' + '1 hour and '.repeat(45) + '1 hour',
    'a'.repeat(500),
    '9'.repeat(500),
    '2026-'.repeat(100),
    'next '.repeat(100) + 'Friday',
    '((((((((',
    'in in in in in in in in in',
  ];
  for (const text of texts) {
    const started = process.hrtime.bigint();
    const out = call(THU, { text: text.slice(0, 500), timezone: NY });
    assert.ok(out.content[0].text.length > 0);
    assert.ok(Number(process.hrtime.bigint() - started) / 1e6 < 2000, text.slice(0, 30));
  }
});

test('parse_time: 10 KB, binary and emoji are refused or read, each with one sentence', () => {
  const text = (args: Record<string, unknown>) => call(THU, { timezone: 'UTC', ...args }).content[0].text;
  assert.equal(
    text({ text: 'x'.repeat(10_240) }),
    'Invalid arguments for parse_time: text: Too big: expected string to have <=500 characters.',
  );
  assert.equal(
    text({ text: 'tomorrow\u0000 9am' }),
    'The text holds control characters or binary data; pass plain text such as "tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30".',
  );
  assert.equal(
    text({ text: '\u0001\u0002' }),
    'The text holds control characters or binary data; pass plain text such as "tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30".',
  );
  // emoji around a phrase are sentence words; emoji alone are no time, and the sentence quotes them whole
  const party = call(THU, { text: '🎉 tomorrow at 9am 🎉', timezone: 'UTC' }) as unknown as {
    structuredContent: { datetime: string; matched: string };
  };
  assert.deepEqual([party.structuredContent.datetime, party.structuredContent.matched], ['2026-06-12T09:00:00+00:00', 'tomorrow at 9am']);
  assert.equal(
    text({ text: '🎉'.repeat(200) }),
    `Could not read a date or time in "${'🎉'.repeat(57)}..."; try a phrasing like "tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30".`,
  );
});

test('parse_time: a vague number says the number it was read as', () => {
  const out = call(THU, { text: 'a few hours ago', timezone: NY }) as unknown as {
    structuredContent: { datetime: string; assumed: string[] };
  };
  assert.deepEqual([out.structuredContent.datetime, out.structuredContent.assumed], ['2026-06-11T07:00:00-04:00', ['a few: 3']]);
  const couple = call(THU, { text: 'in a couple of days', timezone: NY }) as unknown as {
    structuredContent: { datetime: string; assumed: string[] };
  };
  assert.deepEqual([couple.structuredContent.datetime, couple.structuredContent.assumed], ['2026-06-13T10:00:00-04:00', ['a couple: 2']]);
});

test('parse_time: reference "now" is the clock', () => {
  const out = call(THU, { text: 'in 2 hours', timezone: 'UTC', reference: 'now' });
  assert.equal(((out as { structuredContent: unknown }).structuredContent as { datetime: string }).datetime, '2026-06-11T16:00:00+00:00');
});

test('parse_time: another place of the same name shows the same wall time, the same instant for the moon, and no time for the sun', () => {
  const others = (text: string) =>
    ((success(THU, { text }).resolved as { alternatives?: { timezone: string; datetime?: string }[] }[])[0]!.alternatives ?? []).map(
      (a) => [a.timezone, a.datetime],
    );
  // 9 o'clock in Portland, Maine is 9 o'clock there
  assert.deepEqual(others('tomorrow at 9 in Portland')[0], ['America/New_York', '2026-06-12T09:00:00-04:00']);
  // the full moon is one instant everywhere (PyEphem: 2026-06-29 23:56:36 UTC)
  assert.deepEqual(others('the next full moon in Portland')[0], ['America/New_York', '2026-06-29T19:57:00-04:00']);
  // Portland, Maine's (or Jamaica's Portland Parish's) sunrise is not Oregon's at the same hour: no time rather than a wrong one
  assert.deepEqual(others('sunrise tomorrow in Portland'), [
    ['America/New_York', undefined],
    ['America/Chicago', undefined],
    ['America/Jamaica', undefined],
  ]);
});

test("parse_time: a weekend is the caller's country's (Israel's and Saudi Arabia's Friday and Saturday); Brunei's two apart are an error", () => {
  // Said Wednesday 2026-12-09 (Python's datetime: the 4th, 11th and 18th are Fridays); weekends as CLDR's weekData and business_days keep them
  const range = (text: string, country: string, timezone: string) => {
    const out = success('2026-12-09T12:00:00Z', { text, country, timezone }) as { start: { datetime: string }; end: { datetime: string } };
    return [out.start.datetime.slice(0, 10), out.end.datetime.slice(0, 10)];
  };
  assert.deepEqual(range('this weekend', 'IL', 'Asia/Jerusalem'), ['2026-12-11', '2026-12-13']);
  assert.deepEqual(range('last weekend', 'IL', 'Asia/Jerusalem'), ['2026-12-04', '2026-12-06']);
  assert.deepEqual(range('this weekend', 'SA', 'Asia/Riyadh'), ['2026-12-11', '2026-12-13']);
  assert.deepEqual(range('this weekend', 'US', 'America/New_York'), ['2026-12-12', '2026-12-14']);
  assert.match(errorOf('2026-12-09T12:00:00Z', { text: 'this weekend', country: 'BN', timezone: 'Asia/Brunei' }), /Friday and Sunday/);
});

test("parse_time: the nth day of the month or year under way, when past, offers the next one's", () => {
  // Said Wednesday 2026-12-09: the first Monday of December was the 7th (Python's datetime), January's is 2027-01-04
  const out = success('2026-12-09T15:00:00Z', { text: 'the first monday of the month', timezone: NY }) as {
    datetime: string;
    alternatives?: { datetime: string; reading: string }[];
  };
  assert.equal(out.datetime, '2026-12-07T00:00:00-05:00');
  assert.deepEqual(out.alternatives, [{ datetime: '2027-01-04T00:00:00-05:00', day_of_week: 'Monday', reading: "the next month's" }]);
});

test('parse_time: four digits after a date past the years dates are written in are a 24-hour time, the year the alternative', () => {
  // said on Friday 20 November 2017 (ctparse's corpus); 2 November 2018 is a Friday, 2 November 2359 a Monday (Python's datetime)
  const out = success('2017-11-20T12:00:00Z', { text: '2 Nov 2359', timezone: 'UTC' }) as unknown as Out;
  assert.equal(out.datetime, '2018-11-02T23:59:00+00:00');
  assert.deepEqual(out.alternatives, [{ datetime: '2359-11-02T00:00:00+00:00', day_of_week: 'Monday', reading: 'the year 2359' }]);
  // a year of the years dates are written in has no time beside it
  const year = success('2017-11-20T12:00:00Z', { text: 'March 3 2027', timezone: 'UTC' }) as unknown as Out;
  assert.equal(year.datetime, '2027-03-03T00:00:00+00:00');
  assert.equal(year.alternatives, undefined);
});

test('parse_time: a weekday and a bare number is the hour, with the day of the month beside it; after "at" the hour alone', () => {
  // said on Wednesday 7 March 2018 (ctparse's corpus): 14 March 2018 is a Wednesday (Python's datetime)
  const out = success('2018-03-07T12:00:00Z', { text: 'Wednesday 14', timezone: 'UTC' }) as unknown as Out;
  assert.equal(out.datetime, '2018-03-07T14:00:00+00:00');
  assert.deepEqual(out.alternatives, [{ datetime: '2018-03-14T00:00:00+00:00', day_of_week: 'Wednesday', reading: 'Wednesday the 14th' }]);
  const at = success('2018-03-07T12:00:00Z', { text: 'Friday at 9', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual(
    at.alternatives?.map((a) => a.reading),
    ['21:00 (pm)'],
  );
});

test('parse_time: a weekday counted from, said on that weekday, is today with the next (or last) one beside it', () => {
  // said on Thursday 11 June 2026: a week from today, or from Thursday 18 June; back from today, or from Thursday 4 June
  const read = (text: string) => {
    const s = success(THU, { text, timezone: 'America/New_York' });
    return [s.datetime, (s.alternatives as { datetime: string; reading: string }[] | undefined)?.map((a) => [a.datetime, a.reading])];
  };
  assert.deepEqual(read('Thursday week'), [
    '2026-06-18T00:00:00-04:00',
    [['2026-06-25T00:00:00-04:00', 'counted from next Thursday, not today']],
  ]);
  assert.deepEqual(read('a week from Thursday'), read('Thursday week'));
  assert.deepEqual(read('a week ago Thursday'), [
    '2026-06-04T00:00:00-04:00',
    [['2026-05-28T00:00:00-04:00', 'counted from last Thursday, not today']],
  ]);
  // on another day the two are one day: no alternative
  assert.deepEqual(read('Tuesday week'), ['2026-06-23T00:00:00-04:00', undefined]);
  assert.deepEqual(read('a week ago Monday'), ['2026-06-01T00:00:00-04:00', undefined]);
});

test('"by the end of the week" is up to its end, with the end of the work week, Friday 17:00, listed', () => {
  for (const text of ['by EOW', 'by end of week', 'until the end of the week']) {
    const out = success('2026-12-07T15:00:00Z', { text, timezone: 'America/New_York' }) as unknown as Out;
    assert.equal(out.kind, 'open_range', text);
    assert.equal(out.end?.datetime, '2026-12-14T00:00:00-05:00', text);
    assert.deepEqual(
      out.alternatives,
      [{ end: '2026-12-11T17:00:00-05:00', open: 'start', reading: 'up to the end of the work week, Friday 17:00' }],
      text,
    );
  }
});

test('"May" beside another month is the month: "May to December", "May-June"', () => {
  const span = (text: string) => {
    const out = success('2026-03-15T12:00:00Z', { text, timezone: 'UTC' }) as unknown as Out;
    return [out.kind, out.start?.datetime, out.end?.datetime];
  };
  assert.deepEqual(span('May to December'), ['range', '2026-05-01T00:00:00+00:00', '2027-01-01T00:00:00+00:00']);
  assert.deepEqual(span('may through july'), ['range', '2026-05-01T00:00:00+00:00', '2026-08-01T00:00:00+00:00']);
  assert.deepEqual(span('May-June 2027'), ['range', '2027-05-01T00:00:00+00:00', '2027-07-01T00:00:00+00:00']);
  // still a verb elsewhere: "may" alone beside a time is not a month
  assert.match(errorOf('2026-03-15T12:00:00Z', { text: 'may be at 5pm', timezone: 'UTC' }), /may/);
});

test('a range ending in a part of the day runs to its end, with "up to its start" beside it', () => {
  // Monday 2026-12-07, 15:00 in UTC: "last night" is Sunday 18:00-24:00
  const out = success('2026-12-07T15:00:00Z', { text: 'Sunday afternoon to last night', timezone: 'UTC' }) as unknown as Out;
  assert.equal(out.start?.datetime, '2026-12-06T12:00:00+00:00');
  assert.equal(out.end?.datetime, '2026-12-07T00:00:00+00:00');
  assert.deepEqual(out.alternatives, [
    { start: '2026-12-06T12:00:00+00:00', end: '2026-12-06T18:00:00+00:00', reading: 'up to the start of that part of the day, 18:00' },
  ]);
  const week = success('2026-12-07T15:00:00Z', { text: 'Tuesday morning to Wednesday evening', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual([week.start?.datetime, week.end?.datetime], ['2026-12-08T06:00:00+00:00', '2026-12-10T00:00:00+00:00']);
  // a time of day ends the range where it begins, as before
  const hours = success('2026-12-07T15:00:00Z', { text: '9am to 5pm tomorrow', timezone: 'UTC' }) as unknown as Out;
  assert.equal(hours.end?.datetime, '2026-12-08T17:00:00+00:00');
  assert.equal(hours.alternatives, undefined);
});

test('a time of day in a whole year names no day: the error says how many and asks for the date', () => {
  const msg = errorOf('2026-03-15T12:00:00Z', { text: '2020 at 11 AM', timezone: 'UTC' });
  assert.equal(
    msg,
    'Said that way it falls on 366 days of the period named (2020-01-01, 2020-01-02, 2020-01-03, …), not one; name the day meant: its date or its weekday.',
  );
});

test('a hedge before an amount changes nothing: "in ~5 hours", "within about 3 hours"', () => {
  const at = (text: string) => {
    const out = success('2026-03-15T12:00:00Z', { text, timezone: 'UTC' }) as unknown as Out;
    return out.kind === 'range' ? [out.start?.datetime, out.end?.datetime] : out.datetime;
  };
  assert.equal(at('in ~5 hours'), '2026-03-15T17:00:00+00:00');
  assert.equal(at('in approx 5 hours'), '2026-03-15T17:00:00+00:00');
  assert.deepEqual(at('within about 3 hours'), ['2026-03-15T12:00:00+00:00', '2026-03-15T15:00:00+00:00']);
  assert.deepEqual(at('within ~2 days'), ['2026-03-15T12:00:00+00:00', '2026-03-17T12:00:00+00:00']);
});

test("JavaScript's Date.toString reads as its offset, the zone name in brackets its label", () => {
  const read = (text: string) => {
    const out = success('2026-03-15T12:00:00Z', { text, timezone: 'UTC' }) as unknown as Out;
    return [out.datetime, out.alternatives];
  };
  assert.deepEqual(read('Fri Sep 23 2016 10:34:51 GMT+0800 (CST)'), ['2016-09-23T10:34:51+08:00', undefined]);
  assert.deepEqual(read('Mon Dec 07 2026 18:00:00 GMT+0000 (Coordinated Universal Time)'), ['2026-12-07T18:00:00+00:00', undefined]);
  assert.deepEqual(read('Tue Mar 15 2016 08:00:00 GMT-0400 (Eastern Daylight Time)'), ['2016-03-15T08:00:00-04:00', undefined]);
  // elsewhere a bracketed abbreviation still names a zone, and "CST" three of them
  assert.match(errorOf('2026-03-15T12:00:00Z', { text: '3pm (CST)', timezone: 'UTC' }), /"CST" in text is ambiguous/);
});

test('a time with seconds is on the 24-hour clock: no am/pm alternative', () => {
  const out = success('2026-03-15T12:00:00Z', { text: 'Sep 23 2016 10:34:51', timezone: 'UTC' }) as unknown as Out;
  assert.equal(out.datetime, '2016-09-23T10:34:51+00:00');
  assert.equal(out.alternatives, undefined);
  const bare = success('2026-03-15T12:00:00Z', { text: '10:34:51', timezone: 'UTC' }) as unknown as Out;
  assert.equal(bare.datetime, '2026-03-16T10:34:51+00:00');
  assert.deepEqual(bare.alternatives, [{ datetime: '2026-03-15T10:34:51+00:00', day_of_week: 'Sunday', reading: 'earlier today' }]);
});

test('ways of writing a time seen in other parsers\' tests: "06:00 hours", "mid-night", "10 Eastern time", a bar between day and time', () => {
  const at = (text: string) => (success('2026-03-15T12:00:00Z', { text, timezone: 'UTC' }) as unknown as Out).datetime;
  assert.equal(at('18:30 hrs tomorrow'), '2026-03-16T18:30:00+00:00');
  assert.equal(at('tomorrow at mid-night'), '2026-03-17T00:00:00+00:00');
  assert.equal(at('tomorrow at mid-day'), '2026-03-16T12:00:00+00:00');
  assert.equal(at('Sep 03 2014 | 4:32 pm EDT'), '2014-09-03T16:32:00-04:00');
  assert.equal(at("st patty's day 2027"), '2027-03-17T00:00:00+00:00');
  // the clock's hour or minute under way; "next hour" is still the hour from now
  const hour = success('2026-03-15T12:20:30Z', { text: 'this hour', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual([hour.datetime, hour.grain], ['2026-03-15T12:00:00+00:00', 'hour']);
  const minute = success('2026-03-15T12:20:30Z', { text: 'the current minute', timezone: 'Asia/Kolkata' }) as unknown as Out;
  assert.deepEqual([minute.datetime, minute.grain], ['2026-03-15T17:50:00+05:30', 'minute']);
  const next = success('2026-03-15T12:20:30Z', { text: 'next hour', timezone: 'UTC' }) as unknown as Out;
  assert.equal(next.start?.datetime, '2026-03-15T12:20:30+00:00');
  // two digits after a comma that end the text are the year, as without the comma
  assert.equal(at('Aug 9, 96'), '1996-08-09T00:00:00+00:00');
  assert.match(errorOf('2026-03-15T12:00:00Z', { text: 'Aug 9, 96 people came', timezone: 'UTC' }), /could not place "96"/);
  // a lone number is an hour before a zone's name and "time", with its am/pm alternative
  const ten = success('2026-03-15T12:00:00Z', { text: '10 Eastern time', timezone: 'UTC' }) as unknown as Out;
  assert.equal(ten.datetime, '2026-03-15T10:00:00-04:00');
  assert.deepEqual(ten.alternatives, [{ datetime: '2026-03-15T22:00:00-04:00', day_of_week: 'Sunday', reading: '22:00 (pm)' }]);
  // "1:30 hours" is a length, not a time
  assert.match(errorOf('2026-03-15T12:00:00Z', { text: 'in 1:30 hours', timezone: 'UTC' }), /could not place "hours"/);
});

test("a time to the second with an offset glued after a dash is that offset, RFC 3339's way, the range beside it", () => {
  const out = success('2026-03-15T12:00:00Z', { text: '5/1/27 01:00:00-08:00', timezone: 'UTC' }) as unknown as Out;
  assert.equal(out.datetime, '2027-05-01T01:00:00-08:00');
  assert.ok(out.alternatives?.some((a) => a.reading === 'until 08:00, a range' && a.end === '2027-05-01T08:00:00-08:00'));
  // and the hours alone, as ISO 8601 allows ("-08") and logs write ("-8", " -8")
  for (const [text, until] of [
    ['5/1/27 01:00:00-08', 'until 08, a range'],
    ['5/1/27 01:00:00-8', 'until 8, a range'],
    ['5/1/27 01:00:00 -8', 'until 8, a range'],
  ] as const) {
    const short = success('2026-03-15T12:00:00Z', { text, timezone: 'UTC' }) as unknown as Out;
    assert.equal(short.datetime, '2027-05-01T01:00:00-08:00', text);
    assert.ok(
      short.alternatives?.some((a) => a.reading === until && a.end === '2027-05-01T08:00:00-08:00'),
      text,
    );
  }
  // both ends to the second, or neither, is a range
  const range = success('2026-03-15T12:00:00Z', { text: '9:00:00-17:00:00 tomorrow', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual([range.kind, range.end?.datetime], ['range', '2026-03-16T17:00:00+00:00']);
});

test('a season\'s name out of season ("14:56 EDT" in November) reads as the zone\'s clock, its own offset beside it', () => {
  const out = success('2026-03-15T12:00:00Z', { text: '2025/11/17 14:56 EDT', timezone: 'UTC' }) as unknown as Out;
  assert.equal(out.datetime, '2025-11-17T14:56:00-05:00');
  assert.deepEqual(out.alternatives, [
    { datetime: '2025-11-17T13:56:00-05:00', day_of_week: 'Monday', reading: '14:56 at -04:00, the offset of Eastern Daylight Time' },
  ]);
  // a range's two ends move together
  const range = success('2026-03-15T12:00:00Z', { text: 'Nov 17 2025 2-4pm EDT', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual([range.start?.datetime, range.end?.datetime], ['2025-11-17T14:00:00-05:00', '2025-11-17T16:00:00-05:00']);
  assert.deepEqual(range.alternatives, [
    {
      start: '2025-11-17T13:00:00-05:00',
      end: '2025-11-17T15:00:00-05:00',
      reading: '14:00-16:00 at -04:00, the offset of Eastern Daylight Time',
    },
  ]);
  // in season, or a whole day (no time of day to move), one reading
  const july = success('2026-03-15T12:00:00Z', { text: '2025/07/17 14:56 EDT', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual([july.datetime, july.alternatives], ['2025-07-17T14:56:00-04:00', undefined]);
  const day = success('2026-03-15T12:00:00Z', { text: '2025/11/17 EDT', timezone: 'UTC' }) as unknown as Out;
  assert.equal(day.alternatives, undefined);
});

test('a part of the day, then a time of it opening a range: "in the evening after 10" is from 22:00', () => {
  const out = success('2026-07-26T00:00:00Z', { text: 'in the evening after 10', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual([out.kind, out.start?.datetime, out.alternatives], ['open_range', '2026-07-26T22:00:00+00:00', undefined]);
  const morning = success('2026-07-26T00:00:00Z', { text: 'tomorrow morning before 10', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual([morning.kind, morning.end?.datetime], ['open_range', '2026-07-27T10:00:00+00:00']);
  // four digits of a time, a dash apart, then four more: a range of times, not a year
  const times = success('2026-07-26T00:00:00Z', { text: 'tomorrow 0930 - 1045', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual([times.start?.datetime, times.end?.datetime], ['2026-07-27T09:30:00+00:00', '2026-07-27T10:45:00+00:00']);
  // "starting" opens a range as "from" does
  const starting = success('2026-07-26T00:00:00Z', { text: 'starting Aug 5 until Aug 16', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual([starting.start?.datetime, starting.end?.datetime], ['2026-08-05T00:00:00+00:00', '2026-08-17T00:00:00+00:00']);
  // "before 10" is not dropped from a day and its evening: the phrase is refused rather than answered without it
  assert.ok('isError' in call('2026-07-26T00:00:00Z', { text: 'at Sep 17th in the evening before 10', timezone: 'UTC' }));
});

test("a numeric date is read in the order its country writes, where no locale says: GB's 03/04 is 3 April", () => {
  type Out = { datetime: string; alternatives?: { datetime?: string; reading: string }[] };
  const gb = success('2026-03-15T12:00:00Z', { text: '03/04/2025', timezone: 'Europe/London', country: 'GB' }) as unknown as Out;
  assert.deepEqual(
    [gb.datetime, gb.alternatives?.map((a) => [a.datetime, a.reading])],
    ['2025-04-03T00:00:00+01:00', [['2025-03-04T00:00:00+00:00', 'month/day order']]],
  );
  const us = success('2026-03-15T12:00:00Z', { text: '03/04/2025', timezone: 'Europe/London', country: 'US' }) as unknown as Out;
  assert.equal(us.datetime, '2025-03-04T00:00:00+00:00');
  // the locale is said more closely than the country: en-US with GB's holidays is month first
  const both = success('2026-03-15T12:00:00Z', {
    text: '03/04/2025',
    timezone: 'Europe/London',
    country: 'GB',
    locale: 'en-US',
  }) as unknown as Out;
  assert.equal(both.datetime, '2025-03-04T00:00:00+00:00');
});

test('"3pm CET" in July: the IANA zone CET, on summer time then, with the winter offset CET also names beside it', () => {
  type Out = { datetime: string; alternatives?: { datetime?: string; reading: string }[] };
  const july = success('2026-07-07T12:00:00Z', { text: '2026-07-08 3pm CET', timezone: 'UTC' }) as unknown as Out;
  assert.equal(july.datetime, '2026-07-08T15:00:00+02:00');
  assert.deepEqual(
    july.alternatives?.map((a) => [a.datetime, a.reading]),
    [['2026-07-08T16:00:00+02:00', '15:00 at +01:00, the offset of Central European Time']],
  );
  // in winter CET is its own offset: nothing beside it
  const december = success('2026-12-07T12:00:00Z', { text: '2026-12-08 3pm CET', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual([december.datetime, december.alternatives], ['2026-12-08T15:00:00+01:00', undefined]);
});

test('"3pm EST" in July: the fixed EST as written, with US Eastern time\'s clock (EDT) beside it', () => {
  type Out = { datetime: string; alternatives?: { datetime?: string; reading: string }[] };
  // New York is on EDT (-04:00) on 2026-07-08: 15:00 there is 19:00 UTC, 14:00 at EST's -05:00
  const july = success('2026-07-07T12:00:00Z', { text: '2026-07-08 3pm EST', timezone: 'UTC' }) as unknown as Out;
  assert.deepEqual(
    [july.datetime, july.alternatives?.map((a) => [a.datetime, a.reading])],
    ['2026-07-08T15:00:00-05:00', [['2026-07-08T14:00:00-05:00', '15:00 on the clock of America/New_York, on summer time then']]],
  );
  const december = success('2026-12-07T12:00:00Z', { text: '2026-12-08 3pm EST', timezone: 'UTC' }) as unknown as Out;
  assert.equal(december.alternatives, undefined);
});

test("parse_time: a holiday the zone's country dates otherwise than the name's home has the home's date beside it", () => {
  // python-holidays: Canada's Thanksgiving 2027 is 11 October, Germany's Erster Mai 2027 is 1 May;
  // the United States' Thanksgiving and Labor Day 2027 are 25 November and 6 September
  const rows: [string, string, string, string, string][] = [
    ['America/Toronto', 'thanksgiving 2027', '2027-10-11', '2027-11-25', 'Thanksgiving (United States)'],
    ['Europe/Berlin', 'labor day 2027', '2027-05-01', '2027-09-06', 'Labor Day (United States)'],
  ];
  for (const [zone, text, main, other, reading] of rows) {
    const o = success('2026-09-01T12:00:00Z', { text, timezone: zone }) as unknown as Out;
    assert.equal(o.datetime?.slice(0, 10), main, text);
    assert.deepEqual(
      o.alternatives?.map((a) => [a.datetime?.slice(0, 10), a.reading]),
      [[other, reading]],
      text,
    );
  }
  // in the home's own zone, or with the country given, nothing beside it
  const ny = success('2026-09-01T12:00:00Z', { text: 'labor day 2027', timezone: 'America/New_York' }) as unknown as Out;
  assert.equal(ny.datetime?.slice(0, 10), '2027-09-06');
  assert.equal(ny.alternatives, undefined);
  const de = success('2026-09-01T12:00:00Z', { text: 'labor day 2027', timezone: 'Europe/Berlin', country: 'DE' }) as unknown as Out;
  assert.equal(de.datetime?.slice(0, 10), '2027-05-01');
  assert.equal(de.alternatives, undefined);
});

test('parse_time: a zone in the brackets of the text is read without them: "(6 PM EST)", "6pm (EST)"', () => {
  for (const text of ['(6 PM EST)', 'meet at 6pm (EST)']) {
    const o = success('2026-12-07T12:00:00Z', { text, timezone: 'America/New_York' }) as unknown as Out;
    assert.equal(o.datetime, '2026-12-07T18:00:00-05:00', text);
  }
});

test('parse_time: an ISO date with a 12-hour time after it ("2028-03-18 10:30 PM") reads the time with its am/pm', () => {
  // dateutil.parser.parse gives each of these
  const rows: [string, string][] = [
    ['2028-03-18 10:30 PM', '2028-03-18T22:30:00+00:00'],
    ['2023-03-18 12:00 PM', '2023-03-18T12:00:00+00:00'],
    ['2024-08-25 11:05am', '2024-08-25T11:05:00+00:00'],
    ['2028-03-18 12:15 a.m.', '2028-03-18T00:15:00+00:00'],
    ['2028-03-18 10:30', '2028-03-18T10:30:00+00:00'],
  ];
  for (const [text, want] of rows) {
    const o = success('2026-12-07T12:00:00Z', { text, timezone: 'UTC' }) as unknown as Out;
    assert.equal(o.datetime, want, text);
  }
});
