// The reviewed corrections to date-holidays' rules: a holiday the rules type as a day off for
// everyone although it is a half day or a day off for some only, or the other way round (CORRECTIONS),
// a holiday the rules date a day off (DAY_SHIFTS), and one a law has made longer than the rules know
// (EXTENSIONS). Applied to every year the rules give
// (./rules.ts); published years have their own types and dates (./published.ts). Each row names the
// rule (country, state or '' for the whole country and its states, the rules' English name), what
// it gets, and why.

import type { Holiday, HolidayType } from './holiday.js';

interface Correction {
  readonly country: string;
  /** '' for the country and all its states. */
  readonly state: string;
  readonly name: string;
  readonly from: HolidayType;
  readonly to: HolidayType;
  readonly why: string;
}

// biome-ignore format: a table, one row a line
export const CORRECTIONS: readonly Correction[] = [
  // China: the State Council's 全国年节及纪念日放假办法 (art. 3) gives these days off to some citizens only.
  { country: 'CN', state: '', name: "International Women's Day", from: 'public', to: 'half_day', why: 'a half day off for women (art. 3)' },
  { country: 'CN', state: '', name: 'Youth Day', from: 'public', to: 'half_day', why: 'a half day off for young people from 14 (art. 3)' },
  { country: 'CN', state: '', name: "Children's Day", from: 'public', to: 'half_day', why: 'a day off for children under 14 only (art. 3)' },
  { country: 'CN', state: '', name: 'Army Day', from: 'public', to: 'half_day', why: 'a half day off for active servicemen (art. 3)' },
  // Bavaria: 15 August is a public holiday only in the municipalities with a mainly Catholic population (Feiertagsgesetz art. 1).
  { country: 'DE', state: 'BY', name: 'Assumption', from: 'observance', to: 'partial', why: 'a day off only in mainly Catholic municipalities' },
  // Ontario: Easter Monday is not a public holiday under the Employment Standards Act (python-holidays: optional).
  { country: 'CA', state: 'ON', name: 'Easter Monday', from: 'public', to: 'optional', why: 'not a public holiday in Ontario' },
  // Ireland: St Patrick's Day and St Stephen's Day are public holidays (Organisation of Working Time Act 1997, Schedule 2), not only bank holidays.
  { country: 'IE', state: '', name: 'St. Patrick\u2019s Day', from: 'bank', to: 'public', why: 'a public holiday (Organisation of Working Time Act 1997, Sch. 2)' },
  { country: 'IE', state: '', name: 'St. Stephen\u2019s Day', from: 'bank', to: 'public', why: 'a public holiday (Organisation of Working Time Act 1997, Sch. 2)' },
  // United States: a Veterans Day on a weekend gives federal employees the Friday or Monday off (5 U.S.C. 6103(b)).
  { country: 'US', state: '', name: 'Veterans Day (substitute day)', from: 'bank', to: 'public', why: 'the federal day off for a weekend Veterans Day' },
];

interface DayShift {
  readonly country: string;
  /** '' for the country and all its states. */
  readonly state: string;
  readonly name: string;
  /** Days to move each of the holiday's days by (a substitute day keeps its own). */
  readonly days: number;
  readonly why: string;
}

// biome-ignore format: a table, one row a line
export const DAY_SHIFTS: readonly DayShift[] = [
  // Korea: the rules start Seollal's three days on New Year's day itself ("korean 01-0-01 P3D"); the
  // official almanac (월력요항) gives the eve, the day and the day after, as in its published years here.
  { country: 'KR', state: '', name: 'Korean New Year', days: -1, why: "Seollal's days are its eve, the day and the day after" },
];

const shiftByKey = new Map(DAY_SHIFTS.map((c) => [`${c.country}|${c.state}|${c.name}`, c.days]));

/** Days a rules holiday of `country` (and `state`) moves by: a row's, for all but a substitute day; else 0. */
export function dayShift(country: string, state: string | undefined, h: Pick<Holiday, 'name' | 'observed'>): number {
  if (h.observed) return 0;
  return (state && shiftByKey.get(`${country}|${state}|${h.name}`)) || shiftByKey.get(`${country}||${h.name}`) || 0;
}

interface Extension {
  readonly country: string;
  /** '' for the country and all its states. */
  readonly state: string;
  readonly name: string;
  /** The first year the law gives the longer holiday. */
  readonly since: number;
  /** Days added after the holiday's last day. */
  readonly days: number;
  readonly why: string;
}

// biome-ignore format: a table, one row a line
export const EXTENSIONS: readonly Extension[] = [
  // China: the State Council's 2024 revision of 全国年节及纪念日放假办法 (art. 2), in force from 2025.
  { country: 'CN', state: '', name: 'Spring Festival', since: 2025, days: 1, why: 'four days from 2025: the eve and the first three days of the year' },
  { country: 'CN', state: '', name: 'Labour Day', since: 2025, days: 1, why: 'two days from 2025: 1 and 2 May' },
];

/**
 * A year's rules holidays of `country` (and `state`) with the days a law added (EXTENSIONS): each
 * extended holiday's days carried on past its last day in the year, its type and name. The same
 * list when no row applies.
 */
export function extended<H extends Pick<Holiday, 'day' | 'date' | 'name' | 'type' | 'observed'>>(
  country: string,
  state: string | undefined,
  year: number,
  holidays: readonly H[],
  dated: (day: number) => string,
): readonly H[] {
  const rows = EXTENSIONS.filter((e) => e.country === country && (e.state === '' || e.state === state) && year >= e.since);
  if (!rows.length) return holidays;
  const out = [...holidays];
  for (const row of rows) {
    const own = holidays.filter((h) => h.name === row.name && !h.observed);
    const last = own.reduce<H | undefined>((a, h) => (a && a.day >= h.day ? a : h), undefined);
    if (!last) continue;
    for (let k = 1; k <= row.days; k++)
      if (!own.some((h) => h.day === last.day + k)) out.push({ ...last, day: last.day + k, date: dated(last.day + k) });
  }
  return out.sort((a, b) => a.day - b.day);
}

const byKey = new Map(CORRECTIONS.map((c) => [`${c.country}|${c.state}|${c.name}|${c.from}`, c.to]));

/** The type a rules holiday of `country` (and `state`) gets: corrected when a row says so, else its own. */
export function correctedType(country: string, state: string | undefined, h: Pick<Holiday, 'name' | 'type'>): HolidayType {
  return (state && byKey.get(`${country}|${state}|${h.name}|${h.type}`)) || byKey.get(`${country}||${h.name}|${h.type}`) || h.type;
}
