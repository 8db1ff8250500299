// The Solar Hijri (Iranian) calendar and the Parsi (Shahenshahi) calendar.
// - Solar Hijri: the year begins on Nowruz, the day of the March equinox at Tehran: the day on
//   which the sun reaches longitude 0 if that is before noon, else the day after. Noon is Iran
//   Standard Time's (UTC+3:30, the 52.5° E meridian). Months 1-6 have 31 days, 7-11 30, Esfand the rest.
// - Shahenshahi: the Zoroastrian calendar kept by India's Parsis, 365 days a year with no leap day,
//   so its New Year (Navroz) moves a day earlier in the Gregorian calendar every four years.

import lazy from './lazy.cjs';

/** astronomy-engine on first use (./lazy.cts). */
const A = () => lazy.loadAstronomy();
import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { NOWRUZ_FIRST_YEAR, NOWRUZ_MARCH_DAYS } from './astronomical-data.js';

const J2000_EPOCH_DAY = 10957.5;
/** Iran Standard Time, UTC+3:30, as a fraction of a day. */
const TEHRAN = 3.5 / 24;

export const PERSIAN_MONTH_NAMES = [
  'Farvardin',
  'Ordibehesht',
  'Khordad',
  'Tir',
  'Mordad',
  'Shahrivar',
  'Mehr',
  'Aban',
  'Azar',
  'Dey',
  'Bahman',
  'Esfand',
] as const;

export interface PersianDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const nowruzCache = new Map<number, number>();

/** Nowruz (1 Farvardin) of Gregorian year y, as an epoch day: from the table for 1900-2101 (astronomical-data.ts), else computed. */
export function nowruz(y: number): number {
  const tabled = NOWRUZ_MARCH_DAYS[y - NOWRUZ_FIRST_YEAR];
  return tabled === undefined ? computedNowruz(y) : daysFromCivil(y, 3, Number(tabled) + 19);
}

/** Nowruz computed from the sky: the day, Tehran noon its limit, of the March equinox. */
export function computedNowruz(y: number): number {
  let day = nowruzCache.get(y);
  if (day === undefined) {
    const t = A().SearchSunLongitude(0, A().MakeTime(daysFromCivil(y, 3, 15) - J2000_EPOCH_DAY), 15);
    if (!t) throw new Error('no March equinox found');
    const tehran = t.ut + J2000_EPOCH_DAY + TEHRAN;
    day = Math.floor(tehran) + (tehran - Math.floor(tehran) < 0.5 ? 0 : 1);
    nowruzCache.set(y, day);
  }
  return day;
}

/** The Solar Hijri date of an epoch day. */
export function persianFromDays(z: number): PersianDate {
  const gy = civilFromDays(z).year;
  const start = z >= nowruz(gy) ? nowruz(gy) : nowruz(gy - 1);
  const year = (z >= nowruz(gy) ? gy : gy - 1) - 621;
  const doy = z - start;
  if (doy < 186) return { year, month: Math.floor(doy / 31) + 1, day: (doy % 31) + 1 };
  return { year, month: Math.floor((doy - 186) / 30) + 7, day: ((doy - 186) % 30) + 1 };
}

/** Epoch day of a Solar Hijri date. */
export function daysFromPersian(year: number, month: number, day: number): number {
  return nowruz(year + 621) + (month <= 7 ? (month - 1) * 31 : 186 + (month - 7) * 30) + day - 1;
}

/** Epoch day of Navroz (1 Farvardin) of Shahenshahi year 1388 Y.Z.: 17 August 2018. */
const SHAHENSHAHI_1388 = daysFromCivil(2018, 8, 17);

/** Epoch day of the Parsi (Shahenshahi) New Year of a Yazdegerdi year. */
export function parsiNewYear(yzYear: number): number {
  return SHAHENSHAHI_1388 + 365 * (yzYear - 1388);
}

/** The Shahenshahi date of an epoch day: twelve months of 30 days, then the five Gatha days as month 13. */
export function shahenshahiFromDays(z: number): PersianDate {
  const offset = z - SHAHENSHAHI_1388;
  const year = 1388 + Math.floor(offset / 365);
  const doy = offset - 365 * (year - 1388);
  return { year, month: Math.floor(doy / 30) + 1, day: (doy % 30) + 1 };
}
