// The reviewed corrections to date-holidays' rules: a holiday the rules type as a day off for
// everyone although it is a half day or a day off for some only, or the other way round. Applied to
// every year the rules give (./rules.ts); published years have their own types (./published.ts).
// Each row names the rule (country, state or '' for the whole country and its states, the rules'
// English name and type), the type it gets, and why.

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

const byKey = new Map(CORRECTIONS.map((c) => [`${c.country}|${c.state}|${c.name}|${c.from}`, c.to]));

/** The type a rules holiday of `country` (and `state`) gets: corrected when a row says so, else its own. */
export function correctedType(country: string, state: string | undefined, h: Pick<Holiday, 'name' | 'type'>): HolidayType {
  return (state && byKey.get(`${country}|${state}|${h.name}|${h.type}`)) || byKey.get(`${country}||${h.name}|${h.type}`) || h.type;
}
