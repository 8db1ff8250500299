// The Indian national calendar (Saka era), India's civil calendar since 1957: the Gregorian year
// minus 78, beginning on 22 March (21 March in a Gregorian leap year), Chaitra of 30 days (31 in a
// leap year), five months of 31 and six of 30. Fixed to the Gregorian year, so pure arithmetic.

import { civilFromDays, daysFromCivil, isLeapYear, type CivilDate } from '../core/civil.js';

export const SAKA_YEAR_OFFSET = 78;
export const INDIAN_MONTH_NAMES = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadra',
  'Ashvin',
  'Kartika',
  'Agrahayana',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;
export const INDIAN_MONTH_NAMES_NATIVE = [
  'चैत्र',
  'वैशाख',
  'ज्येष्ठ',
  'आषाढ़',
  'श्रावण',
  'भाद्र',
  'आश्विन',
  'कार्तिक',
  'अग्रहायण',
  'पौष',
  'माघ',
  'फाल्गुन',
] as const;

/** First day (1 Chaitra) of a Saka year. */
const sakaNewYear = (year: number): number => {
  const g = year + SAKA_YEAR_OFFSET;
  return daysFromCivil(g, 3, isLeapYear(g) ? 21 : 22);
};

export function indianMonthLength(year: number, month: number): number {
  if (month === 1) return isLeapYear(year + SAKA_YEAR_OFFSET) ? 31 : 30;
  return month <= 6 ? 31 : 30;
}

/** Epoch day of a Saka date (no range check: see indianMonthLength). */
export function daysFromIndian(year: number, month: number, day: number): number {
  let z = sakaNewYear(year);
  for (let m = 1; m < month; m++) z += indianMonthLength(year, m);
  return z + day - 1;
}

export function indianFromDays(z: number): CivilDate {
  // The Gregorian year of the day minus 78, or one less before 1 Chaitra.
  let year = civilFromDays(z).year - SAKA_YEAR_OFFSET;
  while (sakaNewYear(year + 1) <= z) year++;
  while (sakaNewYear(year) > z) year--;
  let start = sakaNewYear(year);
  let month = 1;
  while (z >= start + indianMonthLength(year, month)) start += indianMonthLength(year, month++);
  return { year, month, day: z - start + 1 };
}
