// The reader's vocabulary: number words and ordinals, month and weekday names, units, parts of the
// day with their stated boundaries, modifiers, the words that may be dropped without changing a
// reading, and the words that always carry meaning. One table per kind, read by the tokenizer
// (./tokens.ts), the grammar (./grammar/) and the check that nothing meaningful was dropped
// (./leftover.ts).

import { MONTH_NAMES, WEEKDAY_NAMES } from '../core/civil.js';
import { wordTable } from '../core/tables.js';

/** "one" … "ninety": the words of numbers below a hundred that compose ("twenty" + "one"). */
export const UNITS_WORDS: Readonly<Record<string, number>> = wordTable({
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
});
export const TENS_WORDS: Readonly<Record<string, number>> = wordTable({
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
});

/** Ordinal words: "first" … "nineteenth", "twentieth", "thirtieth"; "twenty-first" composes. */
export const ORDINAL_WORDS: Readonly<Record<string, number>> = wordTable({
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
});
export const ORDINAL_SUFFIXES = new Set(['st', 'nd', 'rd', 'th']);

const MONTH_KEYS: Record<string, number> = {};
MONTH_NAMES.forEach((name, i) => {
  const n = name.toLowerCase();
  MONTH_KEYS[n] = i + 1;
  MONTH_KEYS[n.slice(0, 3)] = i + 1;
});
MONTH_KEYS.sept = 9;
/** 1 for "jan", "January" … 12 for "dec"; "may" is a month only where the grammar says so. */
export const MONTHS: Readonly<Record<string, number>> = wordTable(MONTH_KEYS);

const WEEKDAY_KEYS: Record<string, number> = {};
WEEKDAY_NAMES.forEach((name, i) => {
  const n = name.toLowerCase();
  WEEKDAY_KEYS[n] = i;
  WEEKDAY_KEYS[n.slice(0, 3)] = i;
  WEEKDAY_KEYS[`${n}s`] = i;
});
Object.assign(WEEKDAY_KEYS, { tues: 2, weds: 3, wednes: 3, thur: 4, thurs: 4, thu: 4, sun: 0, mon: 1 });
/** 0 for "sun", "Sunday", "sundays" … 6 for "sat" (weekdayOfEpochDay's numbering). */
export const WEEKDAYS: Readonly<Record<string, number>> = wordTable(WEEKDAY_KEYS);

export type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';
/** A grain: the unit an answer is exact to, from a second to a year. */
export type Grain = Unit;
export const GRAINS: readonly Grain[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'];
export const grainRank = (g: Grain): number => GRAINS.indexOf(g);

/** Unit words, with how many of the unit one of them is (a fortnight is two weeks). */
export const UNIT_WORDS: Readonly<Record<string, readonly [Unit, number]>> = (() => {
  const out: Record<string, readonly [Unit, number]> = {};
  const add = (unit: Unit, words: string, n = 1) => {
    for (const w of words.split(' ')) out[w] = [unit, n];
  };
  add('second', 's sec secs second seconds');
  add('minute', 'm min mins minute minutes mn');
  add('hour', 'h hr hrs hour hours');
  add('day', 'd day days');
  add('week', 'w wk wks week weeks');
  add('month', 'mo mos mth mths month months');
  add('quarter', 'qtr qtrs quarter quarters');
  add('year', 'y yr yrs year years');
  add('week', 'fortnight fortnights', 2);
  add('year', 'decade decades', 10);
  return wordTable(out);
})();
/** Unit words long enough to be a unit anywhere ("hour", "days"); the one- and two-letter ones only right after a number. */
export const isLongUnit = (w: string): boolean => w in UNIT_WORDS && w.length > 2 && w !== 'mos';

/**
 * Parts of the day with their stated boundaries (local hours, end exclusive) and how a bare hour
 * ("8 tonight", "3 in the afternoon") is read in them: `am`, `pm`, or the reading that falls inside.
 */
export interface PartOfDay {
  readonly label: string;
  readonly from: number;
  readonly to: number;
  readonly hours: 'am' | 'pm' | 'inside' | 'night';
}
export const PARTS_OF_DAY: Readonly<Record<string, PartOfDay>> = wordTable({
  morning: { label: 'morning', from: 6, to: 12, hours: 'am' },
  'early morning': { label: 'early morning', from: 4, to: 8, hours: 'am' },
  'late morning': { label: 'late morning', from: 10, to: 12, hours: 'am' },
  'mid morning': { label: 'mid-morning', from: 9, to: 11, hours: 'am' },
  breakfast: { label: 'breakfast', from: 7, to: 9, hours: 'am' },
  'before lunch': { label: 'before lunch', from: 9, to: 12, hours: 'am' },
  lunch: { label: 'lunch', from: 12, to: 14, hours: 'inside' },
  lunchtime: { label: 'lunch', from: 12, to: 14, hours: 'inside' },
  'after lunch': { label: 'after lunch', from: 14, to: 18, hours: 'pm' },
  afternoon: { label: 'afternoon', from: 12, to: 18, hours: 'pm' },
  'early afternoon': { label: 'early afternoon', from: 12, to: 15, hours: 'pm' },
  'late afternoon': { label: 'late afternoon', from: 15, to: 18, hours: 'pm' },
  'mid afternoon': { label: 'mid-afternoon', from: 14, to: 16, hours: 'pm' },
  evening: { label: 'evening', from: 18, to: 24, hours: 'pm' },
  'early evening': { label: 'early evening', from: 18, to: 21, hours: 'pm' },
  'late evening': { label: 'late evening', from: 21, to: 24, hours: 'pm' },
  night: { label: 'night', from: 18, to: 24, hours: 'night' },
  'late night': { label: 'late night', from: 21, to: 24, hours: 'night' },
  dinner: { label: 'dinner', from: 18, to: 21, hours: 'pm' },
  supper: { label: 'dinner', from: 18, to: 21, hours: 'pm' },
  'after work': { label: 'after work', from: 17, to: 21, hours: 'pm' },
  'after school': { label: 'after school', from: 15, to: 18, hours: 'pm' },
  'business hours': { label: 'business hours', from: 9, to: 17, hours: 'inside' },
  'first thing': { label: 'first thing, the start of the working day', from: 8, to: 10, hours: 'am' },
  'working hours': { label: 'business hours', from: 9, to: 17, hours: 'inside' },
  'office hours': { label: 'business hours', from: 9, to: 17, hours: 'inside' },
  'work hours': { label: 'business hours', from: 9, to: 17, hours: 'inside' },
});

/** Relative words before a period or a name: "next week", "last March", "this coming Friday". */
export type Rel = 'this' | 'next' | 'last' | 'coming' | 'afterNext' | 'beforeLast';
export const REL_WORDS: Readonly<Record<string, Rel>> = wordTable({
  this: 'this',
  current: 'this',
  present: 'this',
  next: 'next',
  following: 'next',
  upcoming: 'next',
  coming: 'next',
  last: 'last',
  past: 'last',
  previous: 'last',
  prior: 'last',
  preceding: 'last',
});

/** Words that add nothing to a reading where they stand: dropped between parts, reported when left over. */
/** Words a rule that repeats opens with ("every Friday", "daily at 9"): the schedule tool's, never one time. */
export const RECURRING_START = /^\s*(every|each|daily|weekly|fortnightly|bi-?weekly|bi-?monthly|monthly|yearly|annually|hourly)\b/i;

export const FILLER = new Set([
  'a',
  'an',
  'the',
  'at',
  'on',
  'in',
  'of',
  'for',
  'around',
  'about',
  'approximately',
  'approx',
  'roughly',
  'circa',
  'ca',
  'please',
  'pls',
  'plz',
  'sharp',
  'exactly',
  'precisely',
  'ish',
  'or',
  'so',
  'is',
  'it',
  'be',
  'sometime',
  'sometimes',
  'some',
  'time',
  'any',
  'anytime',
  'during',
  'maybe',
  'perhaps',
  'like',
  'say',
  'then',
  'and',
  'to',
  'that',
  'which',
  'day',
  'date',
]);

/**
 * Words that always change a reading: a word of time vocabulary left unread means the answer would
 * not be what was asked. (Numbers and ordinals are found by shape; "may" and modifiers such as
 * "next" or "before" count only next to the words read, see ./leftover.ts.)
 */
export const MEANINGFUL = new Set([
  ...Object.keys(WEEKDAYS),
  ...Object.keys(MONTHS).filter((m) => m !== 'may' && m !== 'mar' && m !== 'sept' && m !== 'jan'),
  'today',
  'tomorrow',
  'tonight',
  'yesterday',
  'tmrw',
  'tmr',
  'tomorow',
  'tommorow',
  'now',
  'noon',
  'midnight',
  'midday',
  'morning',
  'afternoon',
  'evening',
  'night',
  'lunch',
  'lunchtime',
  'weekend',
  'weekends',
  'am',
  'pm',
  'a.m',
  'p.m',
  "o'clock",
  'oclock',
  'ago',
  'hence',
  'clock',
  'clocks',
  'dst',
  'daylight',
  'fortnight',
  'fortnights',
  'hour',
  'hours',
  'minute',
  'minutes',
  'second',
  'seconds',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
  'quarter',
  'quarters',
  'decade',
  'decades',
  'hrs',
  'mins',
  'secs',
  'wks',
  'yrs',
  'qtr',
  'eod',
  'eom',
  'eoy',
  'boy',
  'bom',
  'eow',
  'cob',
  'eob',
  'asap',
  'summer',
  'winter',
  'spring',
  'autumn',
  'fall',
  'christmas',
  'xmas',
  'easter',
  'thanksgiving',
  'halloween',
  'utc',
  'gmt',
  'bc',
  'bce',
  'ad',
]);

/** Modifiers: meaningful where they touch the words read ("late tomorrow"), plain words elsewhere ("the last time we spoke"). */
export const MODIFIERS = new Set([
  ...Object.keys(REL_WORDS),
  ...'before after since until till til by within from between early late mid middle end beginning start first second third fourth fifth half couple few several rest through thru every each later earlier latest earliest onwards onward not no'.split(
    ' ',
  ),
]);
