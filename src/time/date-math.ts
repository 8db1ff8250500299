// Calendar arithmetic on plain ISO dates, with the semantics of Temporal's PlainDate.add and
// PlainDate.until (ISO 8601 calendar, overflow "constrain"): adding months clamps the day to the
// end of a shorter month, and a difference counts whole years, then whole months, then days.

import { civilFromDays, daysFromCivil, daysInMonth, isoWeekdayOfEpochDay, type CivilDate } from '../core/civil.js';
import { pad2 } from '../core/iso-text.js';

export interface DateAddResult {
  readonly date: CivilDate;
  /** Set when the day did not exist in the target month and was clamped to its last day. */
  readonly clampedFrom?: number;
}

/** `date` plus whole years, months and days (years and months first, then days, as Temporal does). */
export function addToDate(date: CivilDate, years: number, months: number, days: number): DateAddResult {
  const total = date.year * 12 + (date.month - 1) + years * 12 + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const last = daysInMonth(year, month);
  const day = Math.min(date.day, last);
  const moved = civilFromDays(daysFromCivil(year, month, day) + days);
  return date.day > last ? { date: moved, clampedFrom: date.day } : { date: moved };
}

function compareDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Temporal's ISODateSurpasses: is (y, m, d), with d not yet constrained, past `two` in direction `sign`? */
function surpasses(sign: number, y: number, m: number, d: number, two: CivilDate): boolean {
  if (y !== two.year) return sign * (y - two.year) > 0;
  if (m !== two.month) return sign * (m - two.month) > 0;
  if (d !== two.day) return sign * (d - two.day) > 0;
  return false;
}

function balanceYearMonth(year: number, month: number): { year: number; month: number } {
  const total = year * 12 + (month - 1);
  const y = Math.floor(total / 12);
  return { year: y, month: total - y * 12 + 1 };
}

export interface DateDifference {
  readonly years: number;
  readonly months: number;
  readonly days: number;
}

/** Temporal's CalendarDateUntil for the ISO calendar with largestUnit "years": all parts share one sign. */
export function dateUntil(one: CivilDate, two: CivilDate): DateDifference {
  const sign = -Math.sign(compareDates(one, two));
  if (sign === 0) return { years: 0, months: 0, days: 0 };
  let years = 0;
  let candidateYears = two.year - one.year;
  if (candidateYears !== 0) candidateYears -= sign;
  while (!surpasses(sign, one.year + candidateYears, one.month, one.day, two)) {
    years = candidateYears;
    candidateYears += sign;
  }
  let months = 0;
  let candidateMonths = sign;
  let mid = balanceYearMonth(one.year + years, one.month + candidateMonths);
  while (!surpasses(sign, mid.year, mid.month, one.day, two)) {
    months = candidateMonths;
    candidateMonths += sign;
    mid = balanceYearMonth(one.year + years, one.month + candidateMonths);
  }
  const end = balanceYearMonth(one.year + years, one.month + months);
  const day = Math.min(one.day, daysInMonth(end.year, end.month));
  const days = daysFromCivil(two.year, two.month, two.day) - daysFromCivil(end.year, end.month, day);
  return { years: years || 0, months: months || 0, days: days || 0 };
}

/** ISO 8601 week date, e.g. "2025-W37-6" (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekDate(date: CivilDate): string {
  const epochDay = daysFromCivil(date.year, date.month, date.day);
  const isoWeekday = isoWeekdayOfEpochDay(epochDay);
  const thursday = epochDay + 4 - isoWeekday;
  const weekYear = civilFromDays(thursday).year;
  const week = Math.floor((thursday - daysFromCivil(weekYear, 1, 1)) / 7) + 1;
  return `${weekYear}-W${pad2(week)}-${isoWeekday}`;
}

/** 1 for January 1st … 365 or 366 for December 31st. */
export function dayOfYear(date: CivilDate): number {
  return daysFromCivil(date.year, date.month, date.day) - daysFromCivil(date.year, 1, 1) + 1;
}
