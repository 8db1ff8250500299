// Proleptic Gregorian calendar arithmetic on epoch days (days since 1970-01-01), after
// Howard Hinnant's "chrono-compatible low-level date algorithms", and the English names of weekdays
// and months. Exact for every year the tools accept; no Date object and no host time zone involved.

import { MS_PER_SECOND, SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from './units.js';

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** A year written with two digits: the one within 80 years back and 20 ahead of the year `ref`. */
export function yearOfTwoDigits(yy: number, ref: number): number {
  const century = Math.floor(ref / 100) * 100;
  return century + yy > ref + 20 ? century - 100 + yy : century + yy;
}

export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeapYear(y) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}

export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function civilFromDays(z: number): CivilDate {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Sunday … 6 = Saturday (the index into WEEKDAY_NAMES). */
export function weekdayOfEpochDay(z: number): number {
  return (((z + 4) % 7) + 7) % 7;
}

/** The n-th (from 1; -1 the last, -2 the one before) `weekday` (0 Sunday) of a month, as an epoch day; undefined past its ends. */
export function nthWeekdayOfMonth(year: number, month: number, n: number, weekday: number): number | undefined {
  const first = daysFromCivil(year, month, 1);
  const last = first + daysInMonth(year, month) - 1;
  const day =
    n > 0
      ? first + ((weekday - weekdayOfEpochDay(first) + 7) % 7) + 7 * (n - 1)
      : last - ((weekdayOfEpochDay(last) - weekday + 7) % 7) - 7 * (-n - 1);
  return day >= first && day <= last ? day : undefined;
}

/** ISO 8601 weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOfEpochDay(z: number): number {
  return weekdayOfEpochDay(z) || 7;
}

/** The one table of weekday names, Sunday first (weekdayOfEpochDay's numbering). */
/** "st", "nd", "rd" or "th": the suffix of an ordinal (1st, 2nd, 23rd, 11th). */
export const ordinalSuffix = (n: number): string => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));

/** "1st", "2nd", "23rd", "11th". */
export const ordinal = (n: number): string => `${n}${ordinalSuffix(n)}`;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "Mon" for ISO weekday 1 … "Sun" for 7 (or 0, weekdayOfEpochDay's Sunday). */
export function weekdayAbbreviation(weekday: number): string {
  return WEEKDAY_NAMES[weekday % 7]!.slice(0, 3);
}

/** The one table of month names, January first (index + 1 = month number). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Wall-clock fields of a "local seconds" value (seconds since 1970-01-01T00:00 on the local clock). */
export interface WallTime extends CivilDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export function wallFromLocalSeconds(localSec: number): WallTime {
  const days = Math.floor(localSec / SECONDS_PER_DAY);
  let rem = localSec - days * SECONDS_PER_DAY;
  const hour = Math.floor(rem / SECONDS_PER_HOUR);
  rem -= hour * SECONDS_PER_HOUR;
  const minute = Math.floor(rem / SECONDS_PER_MINUTE);
  const { year, month, day } = civilFromDays(days);
  // Fields listed, not `...civilFromDays(days)`: V8 builds an object spread first and extended
  // after far more slowly (about 40 times: 3 µs), and this runs several times a call.
  return { year, month, day, hour, minute, second: rem - minute * SECONDS_PER_MINUTE };
}

export function localSecondsFromWall(w: WallTime): number {
  return daysFromCivil(w.year, w.month, w.day) * SECONDS_PER_DAY + w.hour * SECONDS_PER_HOUR + w.minute * SECONDS_PER_MINUTE + w.second;
}

/** Wall-clock fields with milliseconds of a "local milliseconds" value. */
export function wallFromLocalMs(localMs: number): WallTime & { readonly millisecond: number } {
  const localSec = Math.floor(localMs / MS_PER_SECOND);
  const { year, month, day, hour, minute, second } = wallFromLocalSeconds(localSec);
  return { year, month, day, hour, minute, second, millisecond: localMs - localSec * MS_PER_SECOND };
}
