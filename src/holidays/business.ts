// Business-day arithmetic on plain calendar dates (epoch days): a weekend (ISO weekdays), the
// weekend days a country decrees working days (China's make-up days), and holidays, from a country's
// calendar (./calendar.ts) and/or dates the caller gives (the top layer). No zone and no host time
// zone is involved: a date is a date. Every walk is bounded by the callers' limits.

import { civilFromDays, daysFromCivil, isoWeekdayOfEpochDay } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatDate } from '../core/iso-text.js';
import type { HolidayCalendar } from './calendar.js';
import { holidayLabel, workingLabel } from './holiday.js';

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

/** What a walk passed over: how many weekend days, and each holiday on an otherwise working day; and the weekend days it counted as working days. */
export interface Skipped {
  weekendDays: number;
  readonly holidays: { date: string; name: string }[];
  /** Weekend days that were working days by decree: "working day (make-up for National Day)". */
  readonly working: { date: string; name: string }[];
}

/** Name given to the caller's own holiday dates. */
export const CUSTOM_HOLIDAY = 'holiday (given)';

interface Year {
  /** Epoch day → holiday names ("A; B"). */
  readonly off: Map<number, string>;
  /** Epoch day → why a weekend day is worked. */
  readonly working: Map<number, string>;
}

export class BusinessCalendar {
  readonly #weekend: ReadonlySet<number>;
  readonly #calendar: HolidayCalendar | undefined;
  readonly #custom: ReadonlySet<number>;
  /** Year → its holidays and working days, built on first use per year. */
  readonly #years = new Map<number, Year>();

  constructor({ weekend, weekendField, calendar, custom = [] }: BusinessWeek) {
    if (new Set(weekend).size >= 7) throw new InputError('weekend.every-day', `${weekendField} cannot hold all seven days; list at most six, e.g. [6, 7].`, weekendField);
    this.#weekend = new Set(weekend);
    this.#calendar = calendar;
    this.#custom = new Set(custom);
  }

  #year(year: number): Year {
    let y = this.#years.get(year);
    if (y) return y;
    y = { off: new Map<number, string>(), working: new Map<number, string>() };
    if (this.#calendar) {
      const first = daysFromCivil(year, 1, 1);
      const last = daysFromCivil(year, 12, 31);
      for (const h of this.#calendar.holidays(first, last)) {
        const name = holidayLabel(h);
        const before = y.off.get(h.day);
        if (before === undefined) y.off.set(h.day, name);
        else if (!before.split('; ').includes(name)) y.off.set(h.day, `${before}; ${name}`);
      }
      for (const w of this.#calendar.workingDays(first, last)) y.working.set(w.day, workingLabel(w));
    }
    this.#years.set(year, y);
    return y;
  }

  /** The holiday names on a day (the country's, then the caller's), or undefined. */
  holiday(day: number): string | undefined {
    const named = this.#year(civilFromDays(day).year).off.get(day);
    if (this.#custom.has(day)) return named ?? CUSTOM_HOLIDAY;
    return named;
  }

  /** Why a weekend day is a working day ("working day (make-up for National Day)"), or undefined. */
  working(day: number): string | undefined {
    return this.#weekend.has(isoWeekdayOfEpochDay(day)) ? this.#year(civilFromDays(day).year).working.get(day) : undefined;
  }

  /** A weekend day that is not a working day by decree. */
  isWeekend(day: number): boolean {
    return this.#weekend.has(isoWeekdayOfEpochDay(day)) && this.working(day) === undefined;
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

  /** Records a business day that is a working weekend day in `skipped`. */
  #noteWorking(skipped: Skipped, day: number): void {
    const why = this.working(day);
    if (why !== undefined) skipped.working.push({ date: formatDate(civilFromDays(day)), name: why });
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
      else {
        this.#noteWorking(skipped, day);
        left--;
      }
    }
    return day;
  }

  /** The nearest business day strictly after (step 1) or before (step -1) `start`, looking at most `limit` days. */
  nearest(start: number, step: 1 | -1, limit: number, skipped: Skipped): number | undefined {
    for (let day = start + step, i = 0; i < limit; day += step, i++) {
      const off = this.dayOff(day);
      if (!off) {
        this.#noteWorking(skipped, day);
        return day;
      }
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
      else {
        this.#noteWorking(skipped, day);
        n++;
      }
    }
    return n;
  }
}
