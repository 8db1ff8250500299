// What every tradition's festival file needs: a Festival built from "the spans of one of its
// calendar's years", the epoch-day helpers around it, and the day's English date for notes.

import { civilFromDays, MONTH_NAMES } from '../core/civil.js';
import type { Festival, FestivalSpan, Tradition } from './festival.js';

export interface FestivalSpec {
  readonly key: string;
  readonly label: string;
  readonly tradition: Tradition;
  readonly names: readonly string[];
  readonly convention?: string;
  readonly years: readonly [number, number];
  /** The calendar year (Gregorian, Hebrew, Hijri, ...) a day falls in, for the festival's own calendar. */
  readonly yearOfDay: (day: number) => number;
  /** The festival's occurrences in one year of its own calendar (usually one; none when not kept that year). */
  readonly spansOfYear: (year: number) => FestivalSpan[];
}

/**
 * A Festival whose occurrences come one calendar year at a time. The years one either side of the
 * range are asked too: an occurrence can start a day or so before its calendar year does (the eve
 * of a Jewish festival on the last day of the previous year) or in another Gregorian year.
 */
export function yearlyFestival(spec: FestivalSpec): Festival {
  const { key, label, tradition, names, convention, years, yearOfDay, spansOfYear } = spec;
  return {
    key,
    label,
    tradition,
    names,
    ...(convention === undefined ? {} : { convention }),
    years,
    occurrences(fromDay: number, toDay: number): FestivalSpan[] {
      if (toDay <= fromDay) return [];
      const out: FestivalSpan[] = [];
      const last = yearOfDay(toDay - 1) + 1;
      for (let y = yearOfDay(fromDay) - 1; y <= last; y++) {
        for (const s of spansOfYear(y)) if (s.start >= fromDay && s.start < toDay) out.push(s);
      }
      return out.sort((a, b) => a.start - b.start);
    },
  };
}

/** A one-day span. */
export const oneDay = (day: number, note?: string): FestivalSpan =>
  note === undefined ? { start: day, end: day + 1 } : { start: day, end: day + 1, note };

/** "18 September 2018". */
export function englishDate(day: number): string {
  const { year, month, day: d } = civilFromDays(day);
  return `${d} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** "18 September" (the year left out when the note already says it). */
export function englishDayMonth(day: number): string {
  const { month, day: d } = civilFromDays(day);
  return `${d} ${MONTH_NAMES[month - 1]}`;
}

/** The Gregorian year of an epoch day. */
export const gregorianYearOfDay = (day: number): number => civilFromDays(day).year;
