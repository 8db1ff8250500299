// Easter by the two computuses in use: the Gregorian (Western churches, since 1583) and the Julian
// (the Orthodox churches, whose Easter is computed in the Julian calendar and then stated in the
// Gregorian), plus the Julian calendar itself, which the Orthodox fixed feasts need.

import { daysFromCivil } from '../core/civil.js';

/** Julian day number of 1970-01-01: the epoch days' offset from JDN. */
const JDN_OF_EPOCH = 2440588;

/** Epoch day of a Julian-calendar date (proleptic; the usual JDN formula). */
export function daysFromJulian(y: number, m: number, d: number): number {
  const a = Math.floor((14 - m) / 12);
  const yy = y + 4800 - a;
  const mm = m + 12 * a - 3;
  return d + Math.floor((153 * mm + 2) / 5) + 365 * yy + Math.floor(yy / 4) - 32083 - JDN_OF_EPOCH;
}

/** The Julian-calendar date of an epoch day. */
export function julianFromDays(z: number): { year: number; month: number; day: number } {
  const c = z + JDN_OF_EPOCH + 32082;
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  const day = e - Math.floor((153 * m + 2) / 5) + 1;
  const month = m + 3 - 12 * Math.floor(m / 10);
  return { year: d - 4800 + Math.floor(m / 10), month, day };
}

/** Western Easter Sunday (Gregorian computus, the "anonymous Gregorian algorithm"), as an epoch day. */
export function westernEaster(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return daysFromCivil(year, Math.floor(n / 31), (n % 31) + 1);
}

/** Orthodox Easter Sunday: the Julian computus (Meeus), its Julian date taken to the epoch day. */
export function orthodoxEaster(year: number): number {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const n = d + e + 114;
  return daysFromJulian(year, Math.floor(n / 31), (n % 31) + 1);
}
