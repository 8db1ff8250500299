// Calendars that keep Gregorian months and days and count years from another era: the Japanese
// imperial eras, the Thai Buddhist Era and the Republic of China (Minguo) years. Each holds only
// where the country used the Gregorian calendar: Japan from 1 January 1873 (Meiji 6; before that
// its calendar was lunisolar), the Republic of China from 1912 (Minguo 1).

import { civilFromDays, daysFromCivil } from '../core/civil.js';

export interface EraDate {
  /** The era's name in English ("Reiwa"); absent for a calendar of one era. */
  readonly era?: string;
  readonly eraNative?: string;
  /** The year of the era; 1 is the era's first (元年, gannen, in Japanese). */
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Japanese eras since the Gregorian calendar: name, kanji, first day (an era begins on the day of accession). */
const JAPANESE_ERAS: readonly (readonly [string, string, number, number, number])[] = [
  ['Meiji', '明治', 1868, 10, 23],
  ['Taisho', '大正', 1912, 7, 30],
  ['Showa', '昭和', 1926, 12, 25],
  ['Heisei', '平成', 1989, 1, 8],
  ['Reiwa', '令和', 2019, 5, 1],
];
const ERA_STARTS = JAPANESE_ERAS.map(([, , y, m, d]) => daysFromCivil(y, m, d));

/** The first day Japan used the Gregorian calendar: 1 January Meiji 6. */
export const JAPANESE_GREGORIAN_FROM = daysFromCivil(1873, 1, 1);
export const JAPANESE_ERA_NAMES: readonly string[] = JAPANESE_ERAS.map(([name]) => name);

/** The Japanese era date of an epoch day, or undefined before 1873. */
export function japaneseFromDays(z: number): EraDate | undefined {
  if (z < JAPANESE_GREGORIAN_FROM) return undefined;
  let i = ERA_STARTS.length - 1;
  while (ERA_STARTS[i]! > z) i--;
  const [era, eraNative, firstYear] = JAPANESE_ERAS[i]!;
  const { year, month, day } = civilFromDays(z);
  return { era, eraNative, year: year - firstYear + 1, month, day };
}

/**
 * Epoch day of a date in a Japanese era (case-insensitive English name or kanji), or a sentence
 * saying why there is none: an unknown era, or a date outside it.
 */
export function daysFromJapanese(era: string, year: number, month: number, day: number): number | string {
  const i = JAPANESE_ERAS.findIndex(([name, kanji]) => name.toLowerCase() === era.trim().toLowerCase() || kanji === era.trim());
  if (i < 0) return `unknown Japanese era "${era}"; the eras since 1873 are ${JAPANESE_ERA_NAMES.join(', ')}`;
  const [name, , firstYear] = JAPANESE_ERAS[i]!;
  const z = daysFromCivil(firstYear + year - 1, month, day);
  const end = ERA_STARTS[i + 1];
  if (z < ERA_STARTS[i]! || (end !== undefined && z >= end) || z < JAPANESE_GREGORIAN_FROM) {
    const last = end === undefined ? 'today' : `${JAPANESE_ERAS[i + 1]![0]} began`;
    return `${name} ${year}-${month}-${day} is outside the ${name} era (Gregorian from ${Math.max(ERA_STARTS[i]!, JAPANESE_GREGORIAN_FROM) === JAPANESE_GREGORIAN_FROM ? '1873-01-01' : isoOf(ERA_STARTS[i]!)} until ${last})`;
  }
  return z;
}

/**
 * The days a year of a Japanese era covers: [from, to) in epoch days, and its Gregorian year; `from`
 * is not before `to` when the era does not reach that year ("Showa 65"). Undefined for an unknown era.
 */
export function japaneseEraYear(era: string, year: number): { era: string; gregorianYear: number; from: number; to: number } | undefined {
  const folded = era.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const i = JAPANESE_ERAS.findIndex(([name, kanji]) => name.toLowerCase() === folded || kanji === era.trim());
  if (i < 0) return undefined;
  const [name, , firstYear] = JAPANESE_ERAS[i]!;
  const gregorianYear = firstYear + year - 1;
  const end = ERA_STARTS[i + 1];
  const from = Math.max(daysFromCivil(gregorianYear, 1, 1), ERA_STARTS[i]!, JAPANESE_GREGORIAN_FROM);
  const to = Math.min(daysFromCivil(gregorianYear + 1, 1, 1), end ?? Infinity);
  return { era: name, gregorianYear, from, to };
}

const isoOf = (z: number): string => {
  const { year, month, day } = civilFromDays(z);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The Thai solar calendar's Buddhist Era: the Gregorian year + 543 (its year begins on 1 January since 1941). */
export const THAI_YEAR_OFFSET = 543;
/** Minguo years: the Gregorian year - 1911. */
export const MINGUO_YEAR_OFFSET = 1911;
export const MINGUO_FROM = daysFromCivil(1912, 1, 1);
