// The ISO 8601 week date (week-numbering year, week 1-53, weekday 1 = Monday) and the ordinal day
// of the Gregorian year: the numbers planners and logistics write instead of a month and a day.

import { civilFromDays, daysFromCivil, isoWeekdayOfEpochDay } from '../core/civil.js';

export interface IsoWeekDate {
  /** The week-numbering year: the Gregorian year of the week's Thursday. */
  readonly year: number;
  readonly week: number;
  /** 1 = Monday … 7 = Sunday. */
  readonly weekday: number;
}

/** Epoch day of the Monday of ISO week 1 of a week-numbering year (the week holding 4 January). */
function weekOneMonday(year: number): number {
  const jan4 = daysFromCivil(year, 1, 4);
  return jan4 - isoWeekdayOfEpochDay(jan4) + 1;
}

export function isoWeekFromDays(z: number): IsoWeekDate {
  const weekday = isoWeekdayOfEpochDay(z);
  const year = civilFromDays(z - weekday + 4).year;
  return { year, week: Math.floor((z - weekOneMonday(year)) / 7) + 1, weekday };
}

/** Weeks in an ISO week-numbering year: 52 or 53. */
export const isoWeeksInYear = (year: number): number => (weekOneMonday(year + 1) - weekOneMonday(year)) / 7;

/** Epoch day of an ISO week date (no range check: see isoWeeksInYear). */
export const daysFromIsoWeek = (year: number, week: number, weekday: number): number => weekOneMonday(year) + 7 * (week - 1) + weekday - 1;

/** The day of the Gregorian year, 1-366. */
export const dayOfYear = (z: number): number => z - daysFromCivil(civilFromDays(z).year, 1, 1) + 1;
