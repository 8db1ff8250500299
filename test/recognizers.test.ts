// parse_time on Microsoft Recognizers-Text's English date-time specs (test/corpora/recognizers-en.json,
// built by scripts/recognizers-corpus.ts at the commit it records; MIT): 1,400+ texts by other authors,
// each with the spec's reference time (read as UTC) and the values it resolves to, the past and the
// future one where the spec gives both. The figures may only get better: the answers read right, and
// every other answer is either one of the conventions named below, where the two readers differ on
// purpose, or a case named in OTHERWISE with its reason.
//
// Judging (wall clock in UTC): a date is right as that day (an instant on it, or the day as a range);
// a date and time to the minute; a time of day on any day; a range by its ends, a range of days also
// with its last day included (the spec's "2016-11-11 to 2016-11-15" is Meridian's through the 15th);
// an open range by its one end. An answer is "right" when its reading is one of the values, "offered"
// when an alternative is; an error is not wrong, only unread.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseTime } from '../src/tools/parse-time.js';
import type { RecognizersValue } from '../scripts/recognizers-corpus.js';
import { ctxAt, runChecked } from './helpers.js';

interface Case {
  readonly file: string;
  readonly text: string;
  readonly reference: string;
  readonly values: readonly RecognizersValue[];
}
const corpus = JSON.parse(readFileSync(new URL('./corpora/recognizers-en.json', import.meta.url), 'utf8')) as {
  source: { commit: string };
  cases: Case[];
};

/** One reading of an answer: wall-clock "YYYY-MM-DD HH:MM" ends, either missing for an open range. */
interface Reading {
  readonly instant: boolean;
  readonly s?: string;
  readonly e?: string;
}
const wallText = (iso: string | undefined) => iso?.replace('T', ' ').slice(0, 16);
function readings(c: Case): Reading[] | string {
  const out = runChecked(parseTime, { text: c.text, timezone: 'UTC', reference: c.reference }, ctxAt(c.reference));
  if ('isError' in out) return (out.content as { text: string }[])[0]!.text;
  type At = { datetime: string } | string | undefined;
  const at = (x: At) => wallText(typeof x === 'string' ? x : x?.datetime);
  const d = out.structuredContent as {
    datetime?: string;
    start?: At;
    end?: At;
    alternatives?: { datetime?: string; start?: string; end?: string }[];
  };
  const one = (x: { datetime?: string; start?: At; end?: At }): Reading =>
    x.datetime !== undefined && x.start === undefined
      ? { instant: true, s: wallText(x.datetime) }
      : { instant: false, s: at(x.start), e: at(x.end) };
  return [one(d), ...(d.alternatives ?? []).map(one)];
}

const MIN = 60e3;
const DAY = 86400e3;
const t = (wall: string) => Date.parse(`${wall.length === 10 ? `${wall} 00:00` : wall.slice(0, 16)}Z`.replace(' ', 'T'));
const dayOf = (wall: string) => wall.slice(0, 10);
const timeOf = (wall: string) => wall.slice(11, 16);
/** A spec end of "23:59:59" is the day's end. */
const endOf = (wall: string) => (wall.endsWith('23:59:59') ? t(wall) + MIN : t(wall));

function right(v: RecognizersValue, r: Reading): boolean {
  if (v.kind === 'day')
    return r.instant
      ? dayOf(r.s!) === v.start
      : r.s !== undefined && t(r.s) === t(v.start!) && r.e !== undefined && t(r.e) === t(v.start!) + DAY;
  if (v.kind === 'instant') return r.instant && t(r.s!) === t(v.start!);
  if (v.kind === 'time') return r.instant && timeOf(r.s!) === v.start!.slice(0, 5);
  if (v.kind === 'timerange') {
    if (r.instant) return false;
    return (
      (v.start === undefined || (r.s !== undefined && timeOf(r.s) === v.start.slice(0, 5))) &&
      (v.end === undefined || (r.e !== undefined && timeOf(r.e) === v.end.slice(0, 5)))
    );
  }
  // a range: its ends, a range of days also with its last day included; a range of one day is that day
  if (r.instant)
    return !!v.days && v.start !== undefined && v.end !== undefined && t(v.end) - t(v.start) === DAY && dayOf(r.s!) === v.start;
  if ((v.start === undefined) !== (r.s === undefined) || (v.end === undefined) !== (r.e === undefined)) return false;
  const s = v.start === undefined || t(r.s!) === t(v.start);
  const e = v.end === undefined || t(r.e!) === endOf(v.end) || (!!v.days && t(r.e!) === t(v.end) + DAY);
  return s && e;
}

/**
 * Where the two readers differ by convention, named so that a new difference is not one of them:
 * - parts of the day: the spec's morning is 08-12, afternoon 12-16, evening 16-20, night 20-24, its
 *   early evening 16-18, its mid-morning 10:00; Meridian's are 06-12, 12-18, 18-24, 18-21, 09-11
 *   (README, "Parts of the day");
 * - a range's last unit: the spec's "from 2014 to 2018" ends when 2018 begins, Meridian's includes
 *   2018 ("May to December" is through December);
 * - an open range's first day: "after 1/1/2016" begins on the 2nd for Meridian, on the 1st for the spec;
 * - the bounds of a part of a period: the spec's "late this month" is from the 16th, its "end of year"
 *   from July; Meridian's late month is days 21 to the end, its end of a year September to December.
 */
function convention(v: RecognizersValue, r: Reading): string | undefined {
  if (r.instant || r.s === undefined) {
    if (
      !r.instant &&
      r.e !== undefined &&
      v.kind === 'range' &&
      v.start === undefined &&
      v.end !== undefined &&
      Math.abs(t(r.e) - t(v.end)) <= DAY
    )
      return 'open end a day apart';
    return undefined;
  }
  const timed = (x?: string) => x !== undefined && x.length > 10;
  if (v.kind === 'timerange' && v.start !== undefined && v.end !== undefined && r.e !== undefined) return 'parts of the day';
  if (v.kind === 'range' && !v.days && timed(v.start) && timed(v.end) && r.e !== undefined && dayOf(r.s) === dayOf(v.start!))
    return 'parts of the day';
  // "mid-morning": the spec's one time (10:00), Meridian's hours around it
  if (v.kind === 'time' && r.e !== undefined && timeOf(r.s) <= v.start!.slice(0, 5) && v.start!.slice(0, 5) < timeOf(r.e))
    return 'parts of the day';
  if (v.kind !== 'range' || !v.days) return undefined;
  if (v.end === undefined && r.e === undefined && v.start !== undefined && Math.abs(t(r.s) - t(v.start)) <= DAY)
    return 'open start a day apart';
  if (v.start === undefined || v.end === undefined || r.e === undefined) return undefined;
  const [S, E, s, e] = [t(v.start), t(v.end), t(r.s), t(r.e)];
  if (s === S && e > E && e - E <= E - S) return "a range's last unit included";
  // a part of a period: one end shared, the other inside the period named
  if ((e === E && s > S && s < E) || (s === S && e < E && e > S)) return 'bounds of a part of a period';
  return undefined;
}

/** Cases Meridian reads otherwise on purpose, each with its reason (by text and reference). */
const WHOLE_UNITS =
  'whole units after or before the current one; the rolling span from now is the alternative, the spec counts from tomorrow';
const SEVEN_DAYS = 'the seven days from the date said, a date without a year its next one; the spec takes the Monday week around it';
const OTHERWISE: Record<string, string> = {
  '10 previous weeks @ 2018-08-30T10:00:00Z': WHOLE_UNITS,
  '2 upcoming months @ 2018-08-30T10:00:00Z': WHOLE_UNITS,
  '3 next weeks @ 2016-11-07T00:00:00Z': WHOLE_UNITS,
  '5 past years @ 2018-08-30T10:00:00Z': WHOLE_UNITS,
  '5 upcoming years @ 2018-08-30T10:00:00Z': WHOLE_UNITS,
  'next 3 months @ 2016-11-07T00:00:00Z': WHOLE_UNITS,
  'next couple weeks @ 2018-07-31T13:00:00Z': WHOLE_UNITS,
  '2 days hence @ 2016-11-07T00:00:00Z': 'the moment that far from now; the spec gives the days up to it',
  '4 weeks in the future @ 2016-11-07T00:00:00Z': 'the moment that far from now; the spec gives the days up to it',
  '2 hours in the future @ 2016-11-07T16:12:00Z': 'the moment that far from now; the spec gives the hours up to it',
  '2 weeks starting may 20th @ 2019-10-07T00:00:00Z': 'a date without a year is its next one; the spec takes the one just past',
  '2 weeks starting may 20th @ 2024-11-07T00:00:00Z': 'a date without a year is its next one; the spec takes the one just past',
  'the week beginning february 4 @ 2019-11-07T00:00:00Z': SEVEN_DAYS,
  'the week beginning on february 4 @ 2019-11-07T00:00:00Z': SEVEN_DAYS,
  'the week commencing february 4 @ 2019-11-07T00:00:00Z': SEVEN_DAYS,
  'the week starting february 4 @ 2019-11-07T00:00:00Z': SEVEN_DAYS,
  'the week starting on february 4 @ 2019-11-07T00:00:00Z': SEVEN_DAYS,
  'w/c feb 4 @ 2019-11-07T00:00:00Z': SEVEN_DAYS,
  '3 weeks after christmas on friday @ 2021-01-02T00:00:00Z':
    'three weeks after the Christmas just past is the coming Friday; the spec counts from next Christmas',
  'after breakfast @ 2019-09-12T00:00:00Z': "meals' hours: breakfast ends at 09:00 (the spec: noon)",
  'before lunch @ 2019-09-12T00:00:00Z': "meals' hours: lunch from 12:00 (the spec: 11:00)",
  'after the beginning of march @ 2016-11-07T00:00:00Z': 'after its beginning, days 1 to 10; the spec from the 1st, in the year just past',
  'as soon as possible @ 2016-11-07T00:00:00Z': 'from now on, an open range; the spec gives the moment',
  'between now and november 15th @ 2019-04-23T12:00:00Z': 'from now through the day named; the spec from the start of today up to it',
  'between the end of 2007 and the end of 2008 @ 2016-11-07T00:00:00Z':
    "parts of a year: its end is September to December (the spec's the year after it)",
  'between the middle of march and the end of september @ 2016-11-07T00:00:00Z':
    'parts of a month: mid is days 11-20, the end 21 to the last; a month without a year its next one',
  'from the end of march to the middle of september @ 2016-11-07T00:00:00Z':
    'parts of a month: mid is days 11-20, the end 21 to the last; a month without a year its next one',
  'from the middle of 2007 to the end of 2008 @ 2016-11-07T00:00:00Z':
    'parts of a year: mid is May to August, the end September to December',
  'five to seven today @ 2016-11-07T16:12:00Z': '6:55, the hours from 5 to 7 the alternative (pm, said at 16:12)',
  'from 5 to 6 of April 22 @ 2016-11-07T16:12:00Z':
    "5 to 6 April 2022, two digits after a month its year (22:00 the alternative); the spec: 5-6 o'clock on April 22",
  'from last Monday April to 2019 @ 2018-05-04T00:00:00Z': "the last Monday of April read as its next one, April 2019; the spec: 2018's",
  'from the twenty-seventh to the third of april @ 2016-11-07T00:00:00Z':
    'a start later than the end is in the month before: 27 March to 3 April',
  'in two weeks since the year 2011 @ 2019-03-10T00:00:00Z': 'the week it lands in; the spec gives its first day',
  'in two years since 2011 @ 2019-03-10T00:00:00Z': 'the year it lands in; the spec gives its first day',
  'last sept @ 2016-11-07T00:00:00Z': 'last September is the most recent one; the spec takes the year before',
  'later in the year @ 2018-05-28T00:00:00Z': 'what is left of the year from now; the spec from July',
  'later this week @ 2018-05-28T00:00:00Z': 'what is left of the week from now; the spec from Thursday',
  'later this year @ 2018-05-28T00:00:00Z': 'what is left of the year from now; the spec from July',
  'mid next week @ 2017-11-08T00:00:00Z': 'mid-week is Wednesday and Thursday; the spec Tuesday to Friday',
  'midnight tonight @ 2016-11-07T00:00:00Z': 'the midnight that ends today; the spec the one at its start',
  'since late july @ 2019-02-25T12:00:00Z': 'late in a month is days 21 to the last; the spec from the 16th',
  'tonight around 3 @ 2019-12-26T00:00:00Z':
    "tonight's 3 o'clock is after tonight's midnight; said at midnight, the spec takes the hour now beginning",
  'tonight at 1am @ 2019-12-26T00:00:00Z':
    "tonight's 1am is after tonight's midnight; said at midnight, the spec takes the hour now beginning",
  'tonight at 2am @ 2019-12-26T00:00:00Z':
    "tonight's 2am is after tonight's midnight; said at midnight, the spec takes the hour now beginning",
  'week 1 @ 2019-03-02T00:00:00Z': "an ISO week number without a year is the next such week; this year's is gone by",
};

test('Recognizers-Text EN: the specs read right, offered, or otherwise only by a named convention or on purpose', () => {
  const tally = { right: 0, offered: 0, refused: 0, convention: 0, otherwise: 0 };
  const conventions: Record<string, number> = {};
  const unnamed: string[] = [];
  const stale = new Set(Object.keys(OTHERWISE));
  for (const c of corpus.cases) {
    const rs = readings(c);
    if (typeof rs === 'string') {
      tally.refused++;
      continue;
    }
    if (c.values.some((v) => right(v, rs[0]!))) tally.right++;
    else if (rs.slice(1).some((r) => c.values.some((v) => right(v, r)))) tally.offered++;
    else {
      const named = c.values.map((v) => convention(v, rs[0]!)).find(Boolean);
      const key = `${c.text} @ ${c.reference}`;
      if (named) {
        tally.convention++;
        conventions[named] = (conventions[named] ?? 0) + 1;
      } else if (OTHERWISE[key]) {
        tally.otherwise++;
        stale.delete(key);
      } else unnamed.push(`${key}: ${JSON.stringify(rs[0])} for ${JSON.stringify(c.values)}`);
    }
  }
  assert.deepEqual(unnamed, [], `${unnamed.length} answers neither right nor named (${JSON.stringify(tally)})`);
  // a case named that now reads right comes off the list
  assert.deepEqual([...stale], [], 'named cases that no longer differ');
  // the figures, as measured when the corpus was added: they may only get better
  assert.ok(tally.right + tally.offered >= 1045 && tally.convention <= 144, JSON.stringify({ ...tally, conventions }));
});
