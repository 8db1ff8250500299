// Business-day arithmetic on plain calendar dates (epoch days): a weekend (ISO weekdays), the
// weekend days a country decrees working days (China's make-up days), and holidays, from a country's
// calendar (./country-holidays.ts) and/or dates the caller gives (the top layer). No zone and no host time
// zone is involved: a date is a date. Every walk is bounded by the callers' limits.

import { civilFromDays, daysFromCivil, isoWeekdayOfEpochDay } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { DAY_OFF, DAY_WORKED, type DayTable, type HolidayCalendar } from './country-holidays.js';

export interface BusinessWeek {
  /** ISO weekdays (1 = Monday … 7 = Sunday) that are not working days. */
  readonly weekend: readonly number[];
  /** The argument that gave the weekend, for errors. */
  readonly weekendField: string;
  readonly calendar?: HolidayCalendar;
  /** The caller's own holidays, as epoch days. */
  readonly custom?: readonly number[];
}

/** A day that is not a business day, and why: a weekend day, or a holiday (with its names). */
export type DayOff = { readonly weekend: true } | { readonly holiday: string };

/** A day a walk passed over or counted, and why. */
export interface NamedDay {
  readonly day: number;
  readonly name: string;
}

/**
 * What a walk passed over: how many weekend days, and the holidays on otherwise working days (how
 * many, and the earliest `keep` of them); and the weekend days it counted, being working days by
 * decree ("working day (make-up for National Day)"), likewise. A century's walk passes thousands of
 * holidays and an answer shows a few, so only those are kept.
 */
export interface Skipped {
  weekendDays: number;
  holidayCount: number;
  readonly holidays: NamedDay[];
  workingCount: number;
  readonly working: NamedDay[];
  /** How many of each list to keep. */
  readonly keep: number;
}

export const newSkipped = (keep: number): Skipped => ({
  weekendDays: 0,
  holidayCount: 0,
  holidays: [],
  workingCount: 0,
  working: [],
  keep,
});

/**
 * Keeps the earliest `keep` days of a walk's list. A walk visits days in one direction, so the list is
 * in visit order: going forward a new day is the latest (dropped when the list is full); going back
 * it is the earliest, and the first kept (the latest) makes room.
 */
function keepEarliest(list: NamedDay[], item: NamedDay, keep: number): void {
  if (list.length < keep) list.push(item);
  else if (keep > 0 && item.day < list[0]!.day) {
    list.shift();
    list.push(item);
  }
}

const WEEKEND: DayOff = { weekend: true };

/** Name given to the caller's own holiday dates. */
export const CUSTOM_HOLIDAY = 'holiday (given)';

const NO_DAYS: ReadonlyMap<number, string> = new Map();

// Module-local copies for the walks' inner loop (imported bindings are property reads under tsx).
const OFF = DAY_OFF;
const WORKED = DAY_WORKED;
/** ISO weekday (1 = Monday … 7 = Sunday) of an epoch day, as core/civil.ts's isoWeekdayOfEpochDay. */
const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** A year without a country: no holidays, no working weekends. */
function emptyYear(year: number): DayTable {
  const first = daysFromCivil(year, 1, 1);
  return { first, kinds: new Uint8Array(daysFromCivil(year + 1, 1, 1) - first), off: NO_DAYS, working: NO_DAYS };
}

export class BusinessCalendar {
  /** By ISO weekday (1–7): a weekend day. */
  readonly #weekend: readonly boolean[];
  readonly #calendar: HolidayCalendar | undefined;
  readonly #custom: ReadonlySet<number>;
  /** Year → its days, for a walk without a country. */
  readonly #years = new Map<number, DayTable>();
  /** The year of the last day asked about: walks ask about one year's days in a row. */
  #current: DayTable | undefined;

  constructor({ weekend, weekendField, calendar, custom = [] }: BusinessWeek) {
    if (new Set(weekend).size >= 7)
      throw new InputError('weekend.every-day', `${weekendField} cannot hold all seven days; list at most six, e.g. [6, 7].`, weekendField);
    this.#weekend = [0, 1, 2, 3, 4, 5, 6, 7].map((d) => weekend.includes(d));
    this.#calendar = calendar;
    this.#custom = new Set(custom);
  }

  /** The year of an epoch day: the calendar's (cached there), else an empty one. */
  #yearOf(day: number): DayTable {
    const c = this.#current;
    if (c !== undefined && day >= c.first && day - c.first < c.kinds.length) return c;
    const year = civilFromDays(day).year;
    let t = this.#calendar?.dayTable(year);
    if (!t) {
      t = this.#years.get(year) ?? emptyYear(year);
      this.#years.set(year, t);
    }
    return (this.#current = t);
  }

  /** The holiday names on a day (the country's, then the caller's), or undefined. */
  holiday(day: number): string | undefined {
    const named = this.#yearOf(day).off.get(day);
    if (this.#custom.has(day)) return named ?? CUSTOM_HOLIDAY;
    return named;
  }

  /** Why a weekend day is a working day ("working day (make-up for National Day)"), or undefined. */
  working(day: number): string | undefined {
    return this.#weekend[isoWeekdayOfEpochDay(day)] ? this.#yearOf(day).working.get(day) : undefined;
  }

  /** A weekend day that is not a working day by decree. */
  isWeekend(day: number): boolean {
    return this.#weekend[isoWeekdayOfEpochDay(day)]! && this.working(day) === undefined;
  }

  /** Why a day is off (a weekend day counts as weekend even when it is also a holiday), or undefined on a business day. */
  dayOff(day: number): DayOff | undefined {
    if (this.isWeekend(day)) return WEEKEND;
    const name = this.holiday(day);
    return name === undefined ? undefined : { holiday: name };
  }

  /**
   * One day of a walk, recorded in `skipped`: true when it is a business day. The walks' inner
   * loop: one year lookup, no objects for a plain working or weekend day.
   */
  #step(day: number, skipped: Skipped): boolean {
    const y = this.#yearOf(day);
    const kind = y.kinds[day - y.first];
    const weekend = this.#weekend[isoWeekday(day)];
    if (weekend && kind !== WORKED) {
      skipped.weekendDays++;
      return false;
    }
    if (kind === OFF || (this.#custom.size > 0 && this.#custom.has(day))) {
      skipped.holidayCount++;
      keepEarliest(skipped.holidays, { day, name: y.off.get(day) ?? CUSTOM_HOLIDAY }, skipped.keep);
      return false;
    }
    if (weekend) {
      skipped.workingCount++;
      keepEarliest(skipped.working, { day, name: y.working.get(day)! }, skipped.keep);
    }
    return true;
  }

  /**
   * `start` moved by `n` business days (n < 0: backwards); the start itself is not counted, so
   * +1 from a Friday is the next Monday. n = 0 returns the start. Days passed over go to `skipped`.
   */
  add(start: number, n: number, skipped: Skipped): number {
    const step = Math.sign(n);
    let day = start;
    for (let left = Math.abs(n); left > 0; ) {
      day += step;
      if (this.#step(day, skipped)) left--;
    }
    return day;
  }

  /** The nearest business day strictly after (step 1) or before (step -1) `start`, looking at most `limit` days. */
  nearest(start: number, step: 1 | -1, limit: number, skipped: Skipped): number | undefined {
    for (let day = start + step, i = 0; i < limit; day += step, i++) if (this.#step(day, skipped)) return day;
    return undefined;
  }

  /** Business days from `first` to `last`, both included (first <= last); days off go to `skipped`. */
  count(first: number, last: number, skipped: Skipped): number {
    let n = 0;
    let day = first;
    while (day <= last) {
      const y = this.#yearOf(day);
      const end = y.first + y.kinds.length - 1;
      if (day === y.first && end <= last) {
        n += this.#wholeYear(y, skipped);
        day = end + 1;
      } else {
        for (const stop = Math.min(end, last); day <= stop; day++) if (this.#step(day, skipped)) n++;
      }
    }
    return n;
  }

  /**
   * A whole year of a count, as #step would walk it day by day, from its special days alone: every
   * day of a weekend weekday taken as a weekend day and every other one as a business day, then each
   * day off, worked day or caller's holiday walked by #step, in date order, and the assumption
   * corrected for it.
   */
  #wholeYear(y: DayTable, skipped: Skipped): number {
    const length = y.kinds.length;
    const jan1 = isoWeekday(y.first);
    let weekendDays = 0;
    // Each weekday falls 52 times in a year, and the year's first one (two in a leap year) once more.
    for (let wd = 1; wd <= 7; wd++) if (this.#weekend[wd]) weekendDays += 52 + ((wd - jan1 + 7) % 7 < length - 364 ? 1 : 0);
    let business = length - weekendDays;
    const special: number[] = [...y.off.keys(), ...y.working.keys()];
    if (this.#custom.size > 0)
      for (const d of this.#custom) if (d >= y.first && d < y.first + length && y.kinds[d - y.first] === 0) special.push(d);
    special.sort((a, b) => a - b);
    for (const d of special) {
      const before = skipped.weekendDays;
      const counted = this.#step(d, skipped);
      if (this.#weekend[isoWeekday(d)]) {
        if (skipped.weekendDays > before)
          skipped.weekendDays--; // a weekend day: already counted
        else {
          weekendDays--; // a worked weekend day: a business day, or the caller's holiday
          if (counted) business++;
        }
      } else if (!counted) business--;
    }
    skipped.weekendDays += weekendDays;
    return business;
  }
}
