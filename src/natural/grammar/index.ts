// The grammar: tokens (../tokens.ts) to a tree of time expressions (../ast.ts). Each rule reads from a
// token position and gives the node it built and where it stopped, or nothing. Rules are tried in a
// fixed order and the longest reading wins (the first on a tie), and every rule's answer at a
// position is kept (a packrat parser: ./parser.ts), so reading a phrase costs time in proportion to
// its length whatever it holds. The grammar knows words and their order; what they mean on a
// calendar is the resolver's (../resolve.ts).
//
// The rules come in families, one file each; a family reads with those above it:
//   numbers.ts           numbers in digits and words, ordinals, amounts
//   durations.ts         units and durations
//   point.ts             one time: its constraints (the first list below) intersected, and a zone after it
//   periods.ts           relative words, month names, years, decades, cycles, quarters, seasons, months
//   days.ts              today and tomorrow, now, weekdays
//   times-of-day.ts      clock times, am/pm, sunrise and the moon's phases
//   parts-of-day.ts      morning, tonight, after lunch
//   dates.ts             month-name, numeric and ISO dates, days of the month, other calendars' dates
//   shifts.ts            durations as points: in 2 hours, 3 days ago, in 3 business days
//   holidays.ts          holidays and festivals by name
//   parts-of-periods.ts  the end of March, end of day, the first Monday of March, the week of
//   phrases.ts           ranges, open intervals, rolling spans: the second list below
// Here, the two ordered lists: what one constraint on a time can be, and what a whole phrase can be.

import type { Tok } from '../tokens.js';
import { calendarDate, domRule, idesRule, isoRule, namedDate, numericDate } from './dates.js';
import { dayWord, nowRule, sameTimeRule, weekdayRule, weeksWeekday } from './days.js';
import { holidayPeriodRule, holidayRule } from './holidays.js';
import { type Parsed, Parser, type Rule, type ZoneProbe } from './parser.js';
import { podRule } from './parts-of-day.js';
import { closestRule, eodRule, nextWeekdayDom, nthRule, partRule, unitsOfRule, weekOfRule } from './parts-of-periods.js';
import { isoWeekRule, periodRule } from './periods.js';
import {
  arithRule,
  asapRule,
  boundedRule,
  durationRangeRule,
  forRule,
  openRule,
  rangeRule,
  restRule,
  rollingRule,
  withinRule,
} from './phrases.js';
import { point } from './point.js';
import { shiftRule } from './shifts.js';
import { clockChangeRule, clockRule, skyRule } from './times-of-day.js';

/** What one constraint on a time can be (./point.ts intersects them), in the order they are tried. */
const CONSTRAINTS: readonly Rule[] = [
  isoRule, // dates
  eodRule, // parts of periods
  sameTimeRule, // days
  shiftRule, // shifts
  nthRule, // parts of periods
  unitsOfRule, // parts of periods
  weekOfRule, // parts of periods
  closestRule, // parts of periods
  calendarDate, // dates
  nextWeekdayDom, // parts of periods
  skyRule, // times of day
  clockChangeRule, // times of day
  partRule, // parts of periods
  idesRule, // dates
  clockRule, // times of day
  podRule, // parts of the day
  nowRule, // days
  dayWord, // days
  weeksWeekday, // days
  weekdayRule, // days
  namedDate, // dates
  isoWeekRule, // periods
  numericDate, // dates
  domRule, // dates
  holidayRule, // holidays
  holidayPeriodRule, // holidays
  periodRule, // periods
];

/** What a whole phrase can be, in the order they are tried. */
const PHRASES: readonly Rule[] = [
  asapRule,
  durationRangeRule,
  rangeRule,
  forRule,
  boundedRule,
  rollingRule,
  withinRule,
  restRule,
  arithRule,
  point,
  openRule,
];

/** A passage's constraints: the clocks changing are claims check_dates weighs with their own words (claims/check.ts). */
const PASSAGE_CONSTRAINTS: readonly Rule[] = CONSTRAINTS.filter((r) => r !== clockChangeRule);

export class Grammar extends Parser {
  /** `passage`: reading a passage for check_dates rather than one phrase. */
  constructor(text: string, tokens: readonly Tok[], probe?: ZoneProbe, passage = false) {
    super(text, tokens, probe, passage ? PASSAGE_CONSTRAINTS : CONSTRAINTS);
  }

  /** A time of day: "3pm", "15:30", "15h30", "noon", "quarter past 3", "ten thirty am", "at 1030". */
  clock(i: number): Parsed | undefined {
    return this.memoized(clockRule, i);
  }

  /** One time: its constraints in any order, with "at", "on", "," between ("at 7:30 PM on Fri, Sep 20"). */
  point(i: number): Parsed | undefined {
    return point(this, i);
  }

  /** The longest reading of a phrase starting at token i. */
  phrase(i: number): Parsed | undefined {
    return this.memoized(phraseRule, i);
  }
}

function phraseRule(g: Parser, i: number): Parsed | undefined {
  return g.longest(i, PHRASES);
}
