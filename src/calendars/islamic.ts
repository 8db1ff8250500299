// The Islamic (Hijri) calendar two ways: the Umm al-Qura calendar, Saudi Arabia's official one,
// from its table (./umm-al-qura-data.ts, 1343-1500 AH = 1924-2077), and the tabular (civil)
// calendar, the 30-year arithmetic cycle, for every other year. `hijri...` uses the first where it
// covers and the second outside. Months 1-12: Muharram ... Dhu al-Hijjah.

import {
  UMM_AL_QURA_FIRST_DAY,
  UMM_AL_QURA_FIRST_YEAR,
  UMM_AL_QURA_IRREGULAR,
  UMM_AL_QURA_LAST_YEAR,
  UMM_AL_QURA_MONTHS,
} from './umm-al-qura-data.js';

export const HIJRI_MONTH_NAMES = [
  'Muharram',
  'Safar',
  "Rabi' al-Awwal",
  "Rabi' al-Thani",
  'Jumada al-Ula',
  'Jumada al-Akhirah',
  'Rajab',
  "Sha'ban",
  'Ramadan',
  'Shawwal',
  "Dhu al-Qa'dah",
  'Dhu al-Hijjah',
] as const;

export interface HijriDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

// --- Tabular (civil) calendar ---------------------------------------------------------------------

/** Epoch day of 1 Muharram 1 AH in the civil reckoning: Friday 16 July 622 (Julian). */
const TABULAR_EPOCH = -492148;

/** Leap years (355 days) are years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29 of each 30-year cycle. */
export function isTabularLeapYear(year: number): boolean {
  return (((14 + 11 * year) % 30) + 30) % 30 < 11;
}

export function daysFromTabularHijri(year: number, month: number, day: number): number {
  return TABULAR_EPOCH - 1 + day + Math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + Math.floor((3 + 11 * year) / 30);
}

export function tabularHijriFromDays(z: number): HijriDate {
  const year = Math.floor((30 * (z - TABULAR_EPOCH) + 10646) / 10631);
  const month = Math.min(12, Math.ceil((z - 29 - daysFromTabularHijri(year, 1, 1)) / 29.5) + 1);
  return { year, month, day: z - daysFromTabularHijri(year, month, 1) + 1 };
}

// --- Umm al-Qura ----------------------------------------------------------------------------------

const YEARS = UMM_AL_QURA_LAST_YEAR - UMM_AL_QURA_FIRST_YEAR + 1;
/** Epoch day of the first day of every month in the table, and one past the last (built on first use). */
let monthStarts: Int32Array | undefined;

function starts(): Int32Array {
  if (monthStarts) return monthStarts;
  // A year's months are 12 bits in its 3 hex digits (a set bit: 30 days, else 29); the few months
  // of another length then overwrite theirs. A loop as small as it can be, run once: with a lookup
  // and a parse in each of its 1,896 turns, V8 compiled it twice over on Node 24 within the call.
  const lengths = new Uint8Array(YEARS * 12);
  for (let y = 0; y < YEARS; y++) {
    const bits = parseInt(UMM_AL_QURA_MONTHS.slice(3 * y, 3 * y + 3), 16);
    for (let m = 0; m < 12; m++) lengths[y * 12 + m] = (bits >> m) & 1 ? 30 : 29;
  }
  for (const [y, m, len] of UMM_AL_QURA_IRREGULAR) lengths[(y - UMM_AL_QURA_FIRST_YEAR) * 12 + m - 1] = len;
  const out = new Int32Array(lengths.length + 1);
  let z = UMM_AL_QURA_FIRST_DAY;
  for (let i = 0; i < lengths.length; i++) {
    out[i] = z;
    z += lengths[i]!;
  }
  out[lengths.length] = z;
  return (monthStarts = out);
}

export const UMM_AL_QURA_YEARS: readonly [number, number] = [UMM_AL_QURA_FIRST_YEAR, UMM_AL_QURA_LAST_YEAR];

export function isUmmAlQuraYear(year: number): boolean {
  return year >= UMM_AL_QURA_FIRST_YEAR && year <= UMM_AL_QURA_LAST_YEAR;
}

/** Epoch day of an Umm al-Qura date; RangeError outside 1343-1500 AH. */
export function daysFromUmmAlQura(year: number, month: number, day: number): number {
  if (!isUmmAlQuraYear(year)) throw new RangeError(`Umm al-Qura covers ${UMM_AL_QURA_FIRST_YEAR}-${UMM_AL_QURA_LAST_YEAR} AH, not ${year}`);
  return starts()[(year - UMM_AL_QURA_FIRST_YEAR) * 12 + month - 1]! + day - 1;
}

/** The Umm al-Qura date of an epoch day, or undefined outside the table (1924-08-01 to 2077-11-16). */
export function ummAlQuraFromDays(z: number): HijriDate | undefined {
  const s = starts();
  if (z < s[0]! || z >= s[s.length - 1]!) return undefined;
  let lo = 0;
  let hi = s.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (s[mid]! <= z) lo = mid;
    else hi = mid;
  }
  return { year: UMM_AL_QURA_FIRST_YEAR + Math.floor(lo / 12), month: (lo % 12) + 1, day: z - s[lo]! + 1 };
}

/** Length of a Hijri month as Meridian reckons it (Umm al-Qura where it covers, tabular outside). */
export function hijriMonthLength(year: number, month: number): number {
  const next = month === 12 ? daysFromHijri(year + 1, 1, 1) : daysFromHijri(year, month + 1, 1);
  return next - daysFromHijri(year, month, 1);
}

// --- The two together -----------------------------------------------------------------------------

/** Epoch day of a Hijri date: Umm al-Qura for 1343-1500 AH, the tabular calendar for other years. */
export function daysFromHijri(year: number, month: number, day: number): number {
  if (month === 13) return daysFromHijri(year + 1, 1, day);
  return isUmmAlQuraYear(year) ? daysFromUmmAlQura(year, month, day) : daysFromTabularHijri(year, month, day);
}

/** The Hijri date of an epoch day: Umm al-Qura within its table, the tabular calendar outside. */
export function hijriFromDays(z: number): HijriDate {
  return ummAlQuraFromDays(z) ?? tabularHijriFromDays(z);
}

/** The Hijri year a day falls in. */
export const hijriYearOfDay = (z: number): number => hijriFromDays(z).year;
