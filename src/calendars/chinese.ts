// The Chinese lunisolar calendar computed astronomically, by the rules in force since 1645 as the
// Purple Mountain Observatory applies them, in Beijing time: UTC+8 from 1929, when China adopted the
// 120th meridian for the calendar, and Beijing's local mean time (116°25' E, UTC+7:45:40) before:
// - a month begins on the day (Beijing time) of a new moon;
// - the month containing the winter solstice is the 11th;
// - a "sui" (11th month to the next 11th month) of 13 months has a leap month: the first month of
//   the sui with no principal solar term (zhongqi, a multiple of 30 degrees of solar longitude),
//   which takes the number of the month before it.
// New moons and solar longitudes come from astronomy-engine's searches (VSOP87 / ELP, to seconds);
// for 1900-2101 from the table they made (astronomical-data.ts), without the library loaded.

import lazy from './lazy.cjs';

/** astronomy-engine on first use (./lazy.cts). */
const A = () => lazy.loadAstronomy();
import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { CHINESE_FIRST_DAY, CHINESE_FIRST_SUI, CHINESE_LEAP, CHINESE_MONTHS } from './astronomical-data.js';

/** astronomy-engine's times count days from J2000.0 (2000-01-01T12:00 UT); epoch day of that instant. */
const J2000_EPOCH_DAY = 10957.5;
/** Beijing time as a fraction of a day: UTC+8 from 1929, local mean time before. */
const BEIJING = 8 / 24;
const BEIJING_MEAN_TIME = (7 + 45 / 60 + 40 / 3600) / 24;
const STANDARD_FROM = daysFromCivil(1929, 1, 1);
const offsetAt = (epochDay: number) => (epochDay < STANDARD_FROM ? BEIJING_MEAN_TIME : BEIJING);

export interface ChineseDate {
  /** The Gregorian year in which this Chinese year began (its New Year's day). */
  readonly year: number;
  readonly month: number;
  readonly leap: boolean;
  readonly day: number;
}

/** The epoch day (Beijing date) of an astronomy-engine time. */
const beijingDay = (ut: number): number => Math.floor(ut + J2000_EPOCH_DAY + offsetAt(ut + J2000_EPOCH_DAY));
/** The astronomy-engine time of Beijing midnight starting an epoch day. */
const beijingMidnight = (day: number) => A().MakeTime(day - J2000_EPOCH_DAY - offsetAt(day));

/** The Beijing day of the first new moon at or after the start of `day`. */
function newMoonOnOrAfter(day: number): number {
  const t = A().SearchMoonPhase(0, beijingMidnight(day), 40);
  if (!t) throw new Error('no new moon found');
  return beijingDay(t.ut);
}

/** The Beijing day on which the sun reaches `longitude` degrees, searching from `fromDay`. */
function sunLongitudeDay(longitude: number, fromDay: number): number {
  const t = A().SearchSunLongitude(longitude, beijingMidnight(fromDay), 400);
  if (!t) throw new Error('no solar term found');
  return beijingDay(t.ut);
}

/** The Beijing day of a solar term of a Gregorian year: longitude 0 (spring equinox), 15 (Qingming), 270 (winter solstice)... */
export function solarTermDay(year: number, longitude: number): number {
  // The sun is at 280 degrees about 1 January; terms below that come first in the year.
  const start = daysFromCivil(year, 1, 1) + (longitude >= 280 ? 270 : 0);
  return sunLongitudeDay(longitude, start);
}

export interface Sui {
  /** Epoch day each month starts, from the 11th month of the previous year to the next 11th (exclusive end). */
  readonly starts: readonly number[];
  readonly months: readonly { readonly month: number; readonly leap: boolean }[];
}

const suiCache = new Map<number, Sui>();

/**
 * The sui of Gregorian year y from the table scripts/calendars-astronomical.ts computed with the
 * functions below (astronomical-data.ts, 1900-2101): the same months without astronomy-engine
 * loaded or its searches run (some 4 ms a year); undefined outside the table.
 */
function tabledSui(y: number): Sui | undefined {
  const i = y - CHINESE_FIRST_SUI;
  if (i < 0 || i >= CHINESE_LEAP.length) return undefined;
  let month = 0;
  for (let k = 0; k < i; k++) month += CHINESE_LEAP[k] === '0' ? 12 : 13;
  let day = CHINESE_FIRST_DAY;
  for (let m = 0; m < month; m++) day += monthLength(m);
  const leapIndex = Number.parseInt(CHINESE_LEAP[i]!, 16) - 1;
  const count = leapIndex >= 0 ? 13 : 12;
  const starts = [day];
  for (let m = month; m < month + count; m++) starts.push(starts[starts.length - 1]! + monthLength(m));
  return { starts, months: suiMonths(count, leapIndex) };
}

/** The length of the m-th month of the table (from the sui of 1900's first): bit m of CHINESE_MONTHS, 30 days when set. */
const monthLength = (m: number): number => ((Number.parseInt(CHINESE_MONTHS[m >> 2]!, 16) >> (m & 3)) & 1 ? 30 : 29);

/** The months of a sui of `count` months with its leap month at `leapIndex` (-1: none): number and leap flag. */
function suiMonths(count: number, leapIndex: number): { month: number; leap: boolean }[] {
  const months: { month: number; leap: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const ordinal = leapIndex >= 0 && i >= leapIndex ? i - 1 : i;
    months.push({ month: ((10 + ordinal) % 12) + 1, leap: i === leapIndex });
  }
  return months;
}

/** The first day of the month containing the winter solstice of Gregorian year y. */
function eleventhMonthStart(y: number): number {
  const solstice = solarTermDay(y, 270);
  let start = newMoonOnOrAfter(solstice - 30);
  for (let next = newMoonOnOrAfter(start + 1); next <= solstice; next = newMoonOnOrAfter(start + 1)) start = next;
  return start;
}

/** The months from the 11th month of Gregorian year y - 1 up to that of year y. */
function sui(y: number): Sui {
  let result = suiCache.get(y);
  if (!result) suiCache.set(y, (result = tabledSui(y) ?? computedSui(y)));
  return result;
}

/** sui() computed from the sky: the first day of each month and the index of its leap month (-1: none). */
export function computedSui(y: number): Sui & { readonly leapIndex: number } {
  const first = eleventhMonthStart(y - 1);
  const last = eleventhMonthStart(y);
  const starts = [first];
  while (starts[starts.length - 1]! < last) starts.push(newMoonOnOrAfter(starts[starts.length - 1]! + 1));
  const count = starts.length - 1;
  let leapIndex = -1;
  if (count === 13) {
    // The principal terms of the sui: 300, 330, 0, ... 240 degrees (270 is in the first and last months).
    const terms: number[] = [];
    for (let k = 1; k < 12; k++) terms.push(sunLongitudeDay((270 + 30 * k) % 360, terms.length ? terms[terms.length - 1]! : first));
    for (let i = 1; i < count && leapIndex < 0; i++) {
      if (!terms.some((t) => t >= starts[i]! && t < starts[i + 1]!)) leapIndex = i;
    }
  }
  return { starts, months: suiMonths(count, leapIndex), leapIndex };
}

/** The Chinese date of an epoch day (Gregorian 1900-2100 is the range tested). */
export function chineseFromDays(z: number): ChineseDate {
  let y = civilFromDays(z).year;
  let s = sui(y);
  if (z >= s.starts[s.starts.length - 1]!) s = sui(++y);
  else if (z < s.starts[0]!) s = sui(--y);
  let i = s.starts.length - 2;
  while (s.starts[i]! > z) i--;
  const { month, leap } = s.months[i]!;
  // Months before the first month of the sui (11, 12 and any leap of them) close the previous Chinese year.
  const firstMonth = s.months.findIndex((m) => m.month === 1 && !m.leap);
  return { year: i < firstMonth ? y - 1 : y, month, leap, day: z - s.starts[i]! + 1 };
}

/** Epoch day of a Chinese date, or undefined when the year has no such (leap) month or day. */
export function daysFromChinese(year: number, month: number, leap: boolean, day: number): number | undefined {
  // Months 11 and 12 of Chinese year y lie at the start of the sui ending in Gregorian year y + 1.
  const s = sui(month >= 11 ? year + 1 : year);
  const firstMonth = s.months.findIndex((m) => m.month === 1 && !m.leap);
  for (let i = 0; i < s.months.length; i++) {
    const m = s.months[i]!;
    if (m.month !== month || m.leap !== leap || month >= 11 !== i < firstMonth) continue;
    if (day < 1 || day > s.starts[i + 1]! - s.starts[i]!) return undefined;
    return s.starts[i]! + day - 1;
  }
  return undefined;
}

/** Chinese New Year (Spring Festival) of a Gregorian year: the first day of month 1. */
export function chineseNewYear(year: number): number {
  return daysFromChinese(year, 1, false, 1)!;
}

/** The Chinese year (by the Gregorian year it began in) of an epoch day. */
export function chineseYearOfDay(z: number): number {
  return z >= chineseNewYear(civilFromDays(z).year) ? civilFromDays(z).year : civilFromDays(z).year - 1;
}
