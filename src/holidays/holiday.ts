// What a holiday is, for every layer (./rules.ts, ./published.ts) and their callers: one day of a
// holiday, its type, and a working day on a weekend. Types and constants only, and the codec of the
// rules' precomputed tables (data/holidays/tables/, scripts/holidays-tables.ts), which the generator
// and ./rules.ts share so that they cannot disagree.

/**
 * `public`: a day off for everyone (the default set: what employers give off). `bank`, `optional`
 * (chosen by the employee, e.g. India's restricted holidays), `school`, `observance` (a named day
 * that is a working day). `half_day`: a half day off (China's Women's Day for women); `partial`: a
 * day off for some groups or places only (government offices, Bavaria's 15 August in Catholic
 * municipalities).
 */
export type HolidayType = 'public' | 'bank' | 'optional' | 'school' | 'observance' | 'half_day' | 'partial';
export const HOLIDAY_TYPES: readonly HolidayType[] = ['public', 'bank', 'optional', 'school', 'observance', 'half_day', 'partial'];

/** The types a published year decides; the rules keep the others (observances, school days) unless it lists them too. */
export const DAY_OFF_TYPES: ReadonlySet<HolidayType> = new Set<HolidayType>(['public', 'bank', 'optional', 'half_day', 'partial']);

export interface Holiday {
  /** The epoch day (days since 1970-01-01) of `date`. */
  readonly day: number;
  readonly date: string /* YYYY-MM-DD */;
  readonly name: string;
  readonly type: HolidayType;
  /** The day off for a holiday on another day (a weekend), e.g. US July 3 for a Saturday July 4. */
  readonly observed?: true;
  /** The date depends on a moon sighting the source had not confirmed: the expected date. */
  readonly expected?: true;
  /** A day off moved from a working day (China's 调休, Russia's transfers). */
  readonly moved?: true;
  /** For a decreed or published day: the key of its source in the calendar's `sources`. */
  readonly source?: string;
}

/** A weekend day that is a working day by decree (China's make-up days, Russia's transfers). */
export interface WorkingDay {
  readonly day: number;
  readonly date: string;
  /** e.g. "make-up for National Day". */
  readonly reason: string;
  readonly source: string;
}

/**
 * Years holidays are known for: the Gregorian calendar's, up to 3000. Every country was checked at
 * 1583-3000 samples; far outside, some rules fail (Iran's Jalaali calendar ends in 3177) or take
 * minutes (the Chinese calendar near year 1).
 */
export const MIN_HOLIDAY_YEAR = 1583;
export const MAX_HOLIDAY_YEAR = 3000;

/** One letter per type in the rules' tables. */
const TYPE_LETTER: Readonly<Record<HolidayType, string>> = {
  public: 'p',
  bank: 'b',
  optional: 'o',
  school: 's',
  observance: 'v',
  half_day: 'h',
  partial: 'x',
};
const LETTER_TYPE = new Map(Object.entries(TYPE_LETTER).map(([t, l]) => [l, t as HolidayType]));

/**
 * One holiday of a year in a rules table: its day of the year (0 = 1 January) in two base-36 digits,
 * its type letter, "!" when it is a substitute day, and the index of its name in base 36. "3jp!5" is
 * day 127 (8 May in a leap year), public, observed, name 5.
 */
export function encodeTableEntry(dayOfYear: number, type: HolidayType, observed: boolean, nameIndex: number): string {
  return `${dayOfYear.toString(36).padStart(2, '0')}${TYPE_LETTER[type]}${observed ? '!' : ''}${nameIndex.toString(36)}`;
}

export interface TableEntry {
  readonly dayOfYear: number;
  readonly type: HolidayType;
  readonly observed: boolean;
  readonly nameIndex: number;
}

export function decodeTableEntry(token: string): TableEntry {
  const type = LETTER_TYPE.get(token[2]!);
  if (!type || token.length < 4) throw new Error(`bad holiday table entry "${token}"`);
  const observed = token[3] === '!';
  return { dayOfYear: parseInt(token.slice(0, 2), 36), type, observed, nameIndex: parseInt(token.slice(observed ? 4 : 3), 36) };
}

/**
 * A holiday's name as an answer shows it: the day off for a holiday on a weekend says it is observed,
 * a day off moved from a working day says so ("National Day (day off in lieu)"), unless the name
 * already does ("Independence Day (observed)", "Day off (moved from 2025-01-04)"), and a date that
 * depends on a moon sighting not yet confirmed says it is expected.
 */
export function holidayLabel(h: Pick<Holiday, 'name' | 'moved' | 'expected' | 'observed'>): string {
  let name = h.name;
  if (h.observed && !/observed|substitute|in lieu/i.test(name)) name = `${name} (observed)`;
  if (h.moved && !/^day off/i.test(name)) name = `${name} (day off in lieu)`;
  if (h.expected) name = `${name} (expected)`;
  return name;
}

/** A working weekend day as an answer shows it: "working day (make-up for National Day)". */
export const workingLabel = (w: Pick<WorkingDay, 'reason'>): string => `working day (${w.reason})`;
