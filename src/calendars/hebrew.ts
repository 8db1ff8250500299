// The Hebrew calendar by its fixed arithmetic (the molad and the four postponements, as in
// Dershowitz & Reingold, "Calendrical Calculations"), on epoch days. Months are numbered as in
// Leviticus and hebcal: Nisan = 1 ... Adar = 12, Adar II = 13 in a leap year (Adar I is then 12);
// the year begins with Tishrei (7).

/** RD (days since 0001-01-01 proleptic Gregorian, RD 1) of 1970-01-01, and of 1 Tishrei AM 1 less the elapsed days. */
const RD_OF_EPOCH = 719163;
const HEBREW_EPOCH_RD = -1373427;

export const NISAN = 1;
export const IYYAR = 2;
export const SIVAN = 3;
export const TAMMUZ = 4;
export const AV = 5;
export const ELUL = 6;
export const TISHREI = 7;
export const CHESHVAN = 8;
export const KISLEV = 9;
export const TEVET = 10;
export const SHEVAT = 11;
export const ADAR = 12; // Adar I in a leap year
export const ADAR_II = 13;

export const HEBREW_MONTH_NAMES = [
  'Nisan',
  'Iyyar',
  'Sivan',
  'Tammuz',
  'Av',
  'Elul',
  'Tishrei',
  'Cheshvan',
  'Kislev',
  'Tevet',
  'Shevat',
  'Adar',
  'Adar II',
] as const;

export interface HebrewDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function isHebrewLeapYear(year: number): boolean {
  return (((7 * year + 1) % 19) + 19) % 19 < 7;
}

/** Days from the epoch to the molad of Tishrei's day, with the "molad zaken" and "lo ADU" postponements. */
function elapsedDays(year: number): number {
  const months = Math.floor((235 * year - 234) / 19);
  const parts = 12084 + 13753 * months;
  const day = 29 * months + Math.floor(parts / 25920);
  return (3 * (day + 1)) % 7 < 3 ? day + 1 : day;
}

/** The other two postponements (GaTaRaD, BeTUTaKPaT), which keep every year 353-355 or 383-385 days long. */
function yearLengthCorrection(year: number): number {
  const ny0 = elapsedDays(year - 1);
  const ny1 = elapsedDays(year);
  const ny2 = elapsedDays(year + 1);
  if (ny2 - ny1 === 356) return 2;
  if (ny1 - ny0 === 382) return 1;
  return 0;
}

const newYearCache = new Map<number, number>();

/** Epoch day of 1 Tishrei (Rosh Hashanah) of a Hebrew year. */
export function hebrewNewYear(year: number): number {
  let day = newYearCache.get(year);
  if (day === undefined) {
    day = HEBREW_EPOCH_RD + elapsedDays(year) + yearLengthCorrection(year) - RD_OF_EPOCH;
    newYearCache.set(year, day);
  }
  return day;
}

export function hebrewYearLength(year: number): number {
  return hebrewNewYear(year + 1) - hebrewNewYear(year);
}

export function hebrewMonthLength(year: number, month: number): number {
  switch (month) {
    case IYYAR:
    case TAMMUZ:
    case ELUL:
    case TEVET:
    case ADAR_II:
      return 29;
    case ADAR:
      return isHebrewLeapYear(year) ? 30 : 29;
    case CHESHVAN:
      return hebrewYearLength(year) % 10 === 5 ? 30 : 29;
    case KISLEV:
      return hebrewYearLength(year) % 10 === 3 ? 29 : 30;
    default:
      return 30;
  }
}

/** The months of a year in their order, Tishrei first. */
export function hebrewMonthsOfYear(year: number): number[] {
  return isHebrewLeapYear(year) ? [7, 8, 9, 10, 11, 12, 13, 1, 2, 3, 4, 5, 6] : [7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6];
}

/** Epoch day of a Hebrew date. Adar II (13) in a common year is taken as Adar. */
export function daysFromHebrew(year: number, month: number, day: number): number {
  const m = month === ADAR_II && !isHebrewLeapYear(year) ? ADAR : month;
  let z = hebrewNewYear(year);
  for (const each of hebrewMonthsOfYear(year)) {
    if (each === m) return z + day - 1;
    z += hebrewMonthLength(year, each);
  }
  throw new RangeError(`no Hebrew month ${month}`);
}

/** The Hebrew year a day falls in (the year runs from 1 Tishrei). */
export function hebrewYearOfDay(z: number): number {
  // The mean year is 35975351/98496 days; the estimate is at most one year out.
  let year = Math.floor(((z + RD_OF_EPOCH - HEBREW_EPOCH_RD) * 98496) / 35975351) + 1;
  while (hebrewNewYear(year) > z) year--;
  while (hebrewNewYear(year + 1) <= z) year++;
  return year;
}

/** The Hebrew date of an epoch day. */
export function hebrewFromDays(z: number): HebrewDate {
  const year = hebrewYearOfDay(z);
  let start = hebrewNewYear(year);
  for (const month of hebrewMonthsOfYear(year)) {
    const length = hebrewMonthLength(year, month);
    if (z < start + length) return { year, month, day: z - start + 1 };
    start += length;
  }
  throw new RangeError('unreachable: a day past its Hebrew year');
}
