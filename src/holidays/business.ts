// Business-day arithmetic on plain calendar dates (epoch days): a weekend (ISO weekdays) plus
// holidays, from a country's calendar (./calendar.ts) and/or dates the caller gives. No zone and no
// host time zone is involved: a date is a date. Every walk is bounded by the callers' limits.

import { civilFromDays, daysFromCivil, isoWeekdayOfEpochDay } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatDate } from '../core/iso-text.js';
import type { HolidayCalendar } from './calendar.js';

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

/** What a walk passed over: how many weekend days, and each holiday on an otherwise working day. */
export interface Skipped {
  weekendDays: number;
  readonly holidays: { date: string; name: string }[];
}

/** Name given to the caller's own holiday dates. */
export const CUSTOM_HOLIDAY = 'holiday (given)';

export class BusinessCalendar {
  readonly #weekend: ReadonlySet<number>;
  readonly #calendar: HolidayCalendar | undefined;
  readonly #custom: ReadonlySet<number>;
  /** Year → epoch day → holiday names, built on first use per year. */
  readonly #years = new Map<number, Map<number, string>>();

  constructor({ weekend, weekendField, calendar, custom = [] }: BusinessWeek) {
    if (new Set(weekend).size >= 7) throw new InputError('weekend.every-day', `${weekendField} cannot hold all seven days; list at most six, e.g. [6, 7].`, weekendField);
    this.#weekend = new Set(weekend);
    this.#calendar = calendar;
    this.#custom = new Set(custom);
  }

  #holidaysOf(year: number): Map<number, string> {
    let map = this.#years.get(year);
    if (map) return map;
    map = new Map<number, string>();
    if (this.#calendar) {
      for (const { day, name } of this.#calendar.holidays(daysFromCivil(year, 1, 1), daysFromCivil(year, 12, 31))) {
        const before = map.get(day);
        if (before === undefined) map.set(day, name);
        else if (!before.split('; ').includes(name)) map.set(day, `${before}; ${name}`);
      }
    }
    this.#years.set(year, map);
    return map;
  }

  /** The holiday names on a day (the country's, then the caller's), or undefined. */
  holiday(day: number): string | undefined {
    const named = this.#holidaysOf(civilFromDays(day).year).get(day);
    if (this.#custom.has(day)) return named ?? CUSTOM_HOLIDAY;
    return named;
  }

  isWeekend(day: number): boolean {
    return this.#weekend.has(isoWeekdayOfEpochDay(day));
  }

  /** Why a day is off (a weekend day counts as weekend even when it is also a holiday), or undefined on a business day. */
  dayOff(day: number): DayOff | undefined {
    if (this.isWeekend(day)) return { weekend: true };
    const name = this.holiday(day);
    return name === undefined ? undefined : { holiday: name };
  }

  /** Records a day off in `skipped`. */
  static note(skipped: Skipped, day: number, off: DayOff): void {
    if ('weekend' in off) skipped.weekendDays++;
    else skipped.holidays.push({ date: formatDate(civilFromDays(day)), name: off.holiday });
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
      const off = this.dayOff(day);
      if (off) BusinessCalendar.note(skipped, day, off);
      else left--;
    }
    return day;
  }

  /** The nearest business day strictly after (step 1) or before (step -1) `start`, looking at most `limit` days. */
  nearest(start: number, step: 1 | -1, limit: number, skipped: Skipped): number | undefined {
    for (let day = start + step, i = 0; i < limit; day += step, i++) {
      const off = this.dayOff(day);
      if (!off) return day;
      BusinessCalendar.note(skipped, day, off);
    }
    return undefined;
  }

  /** Business days from `first` to `last`, both included (first <= last); days off go to `skipped`. */
  count(first: number, last: number, skipped: Skipped): number {
    let n = 0;
    for (let day = first; day <= last; day++) {
      const off = this.dayOff(day);
      if (off) BusinessCalendar.note(skipped, day, off);
      else n++;
    }
    return n;
  }
}
