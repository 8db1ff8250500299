// The independent and official holiday data Meridian's answers are held to
// (test/holidays-official.test.ts, test/holidays-published.test.ts): each source read as "the
// weekdays that are days off" per year, the one comparison every source supports (some list a
// holiday on its date, some only the day off it gives, some a whole block of days).

import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { daysFromCivil, isoWeekdayOfEpochDay } from '../src/core/civil.js';
import { readExtract } from '../scripts/holidays-published.js';

const require = createRequire(import.meta.url);

export const YEARS = [2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027] as const;

export const epochDay = (date: string): number =>
  daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The packages that compute holidays with JavaScript Dates (feiertagejs, @socialgouv/jours-feries,
 * @brazilian-utils) read their dates in the host's zone, so they are asked in a child process in
 * UTC: the same calendar dates under any host TZ. `script` prints JSON: year → dates.
 */
const inUtc = new Map<string, Record<string, string[]>>();
function askInUtc(script: string): Record<string, string[]> {
  if (!inUtc.has(script)) {
    const text = execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
    inUtc.set(script, JSON.parse(text) as Record<string, string[]>);
  }
  return inUtc.get(script)!;
}
const UTC_DATE = 'const iso = (d) => d.toISOString().slice(0, 10);';

/** The dates of `dates` in `year` that fall on none of the `weekend` ISO weekdays, sorted, once each. */
export function weekdaysOf(dates: Iterable<string>, year: number, weekend: readonly number[] = [6, 7]): string[] {
  return [...new Set(dates)].filter((d) => Number(d.slice(0, 4)) === year && !weekend.includes(isoWeekdayOfEpochDay(epochDay(d)))).sort();
}

// China: the State Council's notices, via chinese-days.
interface ChineseDays {
  holidays: Record<string, string>;
  workdays: Record<string, string>;
}
const chineseDays = (): ChineseDays => require('chinese-days/dist/chinese-days.json') as ChineseDays;
export const chinaDaysOff = (year: number): string[] => weekdaysOf(Object.keys(chineseDays().holidays), year);
/** The weekend days the notices make working days. */
export const chinaWorkingWeekends = (year: number): string[] =>
  Object.keys(chineseDays().workdays)
    .filter((d) => Number(d.slice(0, 4)) === year && [6, 7].includes(isoWeekdayOfEpochDay(epochDay(d))))
    .sort();

// South Korea: the official almanac (월력요항), via @hyunbinseo/holidays-kr.
export async function koreaDaysOff(year: number): Promise<string[]> {
  const all = (await import('@hyunbinseo/holidays-kr/all')) as unknown as Record<string, Record<string, unknown>>;
  return weekdaysOf(Object.keys(all[`y${year}`] ?? {}), year);
}

// Japan: the Cabinet Office's list, via @holiday-jp/holiday_jp.
export function japanDaysOff(year: number): string[] {
  const all = require('@holiday-jp/holiday_jp/lib/holidays.js') as Record<string, { date: string }>;
  return weekdaysOf(Object.keys(all), year);
}

// United States: the federal holidays' days off by the OPM rules, via @18f/us-federal-holidays.
export function federalDaysOff(year: number): string[] {
  const federal = require('@18f/us-federal-holidays') as { allForYear(y: number): { dateString: string }[] };
  const iso = (s: string): string => s.replace(/^(\d{4})-(\d)-/, '$1-0$2-').replace(/-(\d)$/, '-0$1');
  return weekdaysOf(
    [year, year + 1].flatMap((y) => federal.allForYear(y).map((h) => iso(h.dateString))),
    year,
  );
}

// Germany, each Land: feiertagejs (it follows the Länder's holiday laws).
export function germanDaysOff(year: number, land: string): string[] {
  const all = askInUtc(`const f = require('feiertagejs'); const out = {};
    for (const land of ${JSON.stringify(GERMAN_LANDS)}) for (const y of ${JSON.stringify(YEARS)}) out[land + y] = f.getHolidays(y, land).map((h) => h.dateString);
    process.stdout.write(JSON.stringify(out));`);
  return weekdaysOf(all[`${land}${year}`]!, year);
}
export const GERMAN_LANDS = ['BB', 'BE', 'BW', 'BY', 'HB', 'HE', 'HH', 'MV', 'NI', 'NW', 'RP', 'SH', 'SL', 'SN', 'ST', 'TH'] as const;

// France (metropolitan): @socialgouv/jours-feries, by the French social ministries.
export function frenchDaysOff(year: number): string[] {
  const all = askInUtc(`${UTC_DATE} const jf = require('@socialgouv/jours-feries'); const out = {};
    for (const y of ${JSON.stringify(YEARS)}) out[y] = Object.values(jf(y)).map(iso);
    process.stdout.write(JSON.stringify(out));`);
  return weekdaysOf(all[String(year)]!, year);
}

// Brazil (national): @brazilian-utils/brazilian-utils, which cites the federal laws.
export function brazilDaysOff(year: number): string[] {
  const all = askInUtc(`${UTC_DATE} const b = require('@brazilian-utils/brazilian-utils'); const out = {};
    for (const y of ${JSON.stringify(YEARS)}) out[y] = b.getHolidays(y).filter((h) => h.type === 'national').map((h) => iso(h.date));
    process.stdout.write(JSON.stringify(out));`);
  return weekdaysOf(all[String(year)]!, year);
}

/** python-holidays (vacanza/holidays at the pinned commit, data/sources/python-holidays.json): an entity's public days off on weekdays. */
export function peerDaysOff(entity: string, year: number, weekend: readonly number[] = [6, 7]): string[] {
  const rows = readExtract().entities[entity]?.[String(year)] ?? [];
  return weekdaysOf(
    rows.filter((r) => r[2] === 'public').map((r) => r[0]),
    year,
    weekend,
  );
}

/**
 * GOV.UK's bank holidays (www.gov.uk/bank-holidays.json, the snapshot of July 2025 in the public
 * repository dmossop/bank-holidays-data): the days off, weekdays all, per division.
 */
export const GOV_UK: Readonly<Record<'england-and-wales' | 'scotland' | 'northern-ireland', Readonly<Record<number, string>>>> = {
  'england-and-wales': {
    2020: '01-01 04-10 04-13 05-08 05-25 08-31 12-25 12-28',
    2021: '01-01 04-02 04-05 05-03 05-31 08-30 12-27 12-28',
    2022: '01-03 04-15 04-18 05-02 06-02 06-03 08-29 09-19 12-26 12-27',
    2023: '01-02 04-07 04-10 05-01 05-08 05-29 08-28 12-25 12-26',
    2024: '01-01 03-29 04-01 05-06 05-27 08-26 12-25 12-26',
    2025: '01-01 04-18 04-21 05-05 05-26 08-25 12-25 12-26',
    2026: '01-01 04-03 04-06 05-04 05-25 08-31 12-25 12-28',
    2027: '01-01 03-26 03-29 05-03 05-31 08-30 12-27 12-28',
  },
  scotland: {
    2020: '01-01 01-02 04-10 05-08 05-25 08-03 11-30 12-25 12-28',
    2021: '01-01 01-04 04-02 05-03 05-31 08-02 11-30 12-27 12-28',
    2022: '01-03 01-04 04-15 05-02 06-02 06-03 08-01 09-19 11-30 12-26 12-27',
    2023: '01-02 01-03 04-07 05-01 05-08 05-29 08-07 11-30 12-25 12-26',
    2024: '01-01 01-02 03-29 05-06 05-27 08-05 12-02 12-25 12-26',
    2025: '01-01 01-02 04-18 05-05 05-26 08-04 12-01 12-25 12-26',
    2026: '01-01 01-02 04-03 05-04 05-25 08-03 11-30 12-25 12-28',
    2027: '01-01 01-04 03-26 05-03 05-31 08-02 11-30 12-27 12-28',
  },
  'northern-ireland': {
    2020: '01-01 03-17 04-10 04-13 05-08 05-25 07-13 08-31 12-25 12-28',
    2021: '01-01 03-17 04-02 04-05 05-03 05-31 07-12 08-30 12-27 12-28',
    2022: '01-03 03-17 04-15 04-18 05-02 06-02 06-03 07-12 08-29 09-19 12-26 12-27',
    2023: '01-02 03-17 04-07 04-10 05-01 05-08 05-29 07-12 08-28 12-25 12-26',
    2024: '01-01 03-18 03-29 04-01 05-06 05-27 07-12 08-26 12-25 12-26',
    2025: '01-01 03-17 04-18 04-21 05-05 05-26 07-14 08-25 12-25 12-26',
    2026: '01-01 03-17 04-03 04-06 05-04 05-25 07-13 08-31 12-25 12-28',
    2027: '01-01 03-17 03-26 03-29 05-03 05-31 07-12 08-30 12-27 12-28',
  },
};
export const govUkDaysOff = (division: keyof typeof GOV_UK, year: number): string[] =>
  GOV_UK[division][year]!.split(' ').map((md) => `${year}-${md}`);
