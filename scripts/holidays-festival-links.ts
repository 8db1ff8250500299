// Regenerates data/holidays/computed/: for each country, the holidays its sources date by one of the
// world's calendars but stop giving before 2100, linked to the festival of src/calendars/ that dates
// them, so that src/holidays/computed.ts can go on past the source's last year.
//
//   npx tsx scripts/holidays-festival-links.ts            (about a minute; after npm run data:holidays)
//
// Two sources stop early:
//   - the rules' tables (data/holidays/tables/): date-holidays dates its Islamic holidays from a table
//     that ends in 2076, and a few lunisolar holidays from lists of a decade (Indonesia's Vesak and
//     Nyepi to 2027, Guyana's Phagwah to 2024); the years after have none, though the holiday goes on;
//   - published data (data/holidays/published/): India's gazetted Diwali and Eid stop with the last
//     published year, and the rules of India have none of them.
// A holiday is linked to a festival only where the two agree: the festival's occurrences while the
// source gives the holiday, and the holiday's days relative to each (the pattern: [0,1,2,3] for four
// days from Eid al-Fitr, [1] for India's Eid a day after Umm al-Qura's), the same in at least 90% of
// them and at least MIN_AGREE times. Festivals of the Gregorian or Julian calendar (Christmas, Easter)
// are not candidates: the rules date those themselves for every year, and a festival whose date
// barely moves (Nowruz, the solar new years) cannot tell a holiday on a fixed date from itself.

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVERY_FESTIVAL } from '../src/calendars/every-festival.js';
import { civilFromDays, daysFromCivil } from '../src/core/civil.js';
import type { FestivalLink, FestivalLinksFile, HolidayTableFile, PublishedHolidaysFile } from '../src/core/data-formats.js';
import { foldName } from '../src/core/fold.js';
import { formatDate } from '../src/core/iso-text.js';
import { decodeTableEntry } from '../src/holidays/holiday.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TABLES = join(ROOT, 'data/holidays/tables/');
const PUBLISHED = join(ROOT, 'data/holidays/published/');
export const COMPUTED_DIR = join(ROOT, 'data/holidays/computed/');

/** The years the calendars compute festivals for; a source that stops after LAST_GAP_YEAR is not stopping early. */
const YEARS: readonly [number, number] = [1900, 2100];
const LAST_GAP_YEAR = 2090;
/** A holiday whose source stops before this year may have been abolished: it is not carried on. */
const FIRST_GAP_YEAR = 2024;
const MIN_AGREE = 6;
const MIN_SHARE = 0.9;
const STRONG_AGREE = 30;

const candidates = EVERY_FESTIVAL.filter((f) => f.tradition !== 'civil').flatMap((f) => {
  const starts = f
    .occurrences(daysFromCivil(Math.max(YEARS[0], f.years[0]), 1, 1), daysFromCivil(Math.min(YEARS[1], f.years[1]) + 1, 1, 1))
    .map((o) => o.start);
  // A festival within a few days of one Gregorian date every year (a solar new year) is left out.
  const doy = starts.map((s) => s - daysFromCivil(civilFromDays(s).year, 1, 1));
  return Math.max(...doy) - Math.min(...doy) <= 4 ? [] : [{ key: f.key, names: f.names, starts }];
});

interface Match {
  readonly festival: string;
  readonly offsets: readonly number[];
  readonly agree: number;
  readonly of: number;
}

/** Whether a holiday's name names the festival: one of its English names, as whole words. */
const names = (holiday: string, festivalNames: readonly string[]): boolean => {
  const words = (text: string): string => ` ${foldName(text).replace(/[^a-z0-9]+/g, ' ')} `;
  const forms = [words(holiday), words(holiday.replace(/['’]s\b/g, ''))]; // "Guru Nanak's Birthday" is "guru nanak birthday"
  return festivalNames.some((n) => n.length >= 4 && forms.some((f) => f.includes(words(n))));
};

/**
 * The festival whose occurrences explain the days `days` (sorted epoch days) of the holiday `name`
 * best, if well enough. Under STRONG_AGREE agreeing occurrences (a few years of published data), only
 * the festival the holiday is named after: a decade is too short to tell a rule from a coincidence.
 */
function bestMatch(name: string, days: readonly number[]): Match | undefined {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  let best: Match | undefined;
  for (const c of candidates) {
    // Each day to the festival's latest occurrence starting at most 3 days after it, within 10 days.
    const byStart = new Map<number, number[]>();
    let i = 0;
    for (const d of days) {
      while (i + 1 < c.starts.length && c.starts[i + 1]! <= d + 3) i++;
      const s = c.starts[i]!;
      if (s > d + 3 || d - s > 10) continue;
      const list = byStart.get(s) ?? [];
      list.push(d - s);
      byStart.set(s, list);
    }
    const patterns = new Map<string, number>();
    for (const offs of byStart.values()) patterns.set(offs.join(','), (patterns.get(offs.join(',')) ?? 0) + 1);
    let top = '';
    let agree = 0;
    for (const [p, n] of patterns) if (n > agree) [top, agree] = [p, n];
    if (agree < MIN_AGREE || (agree < STRONG_AGREE && !names(name, c.names))) continue;
    const offsets = top.split(',').map(Number);
    const lo = Math.min(...offsets);
    const hi = Math.max(...offsets);
    // Every occurrence whose pattern would lie within the source's years counts, matched or not.
    const of = c.starts.filter((s) => s + lo >= first && s + hi <= last).length;
    const explained = agree * offsets.length;
    if (agree < MIN_SHARE * of || explained < MIN_SHARE * days.length) continue;
    const better = !best || agree > best.agree || (agree === best.agree && Math.abs(lo) < Math.abs(Math.min(...best.offsets)));
    if (better) best = { festival: c.key, offsets, agree, of };
  }
  return best;
}

const yearOf = (day: number): number => civilFromDays(day).year;

/** Name → [sorted days, most common type] of one source's holidays. */
type Dated = Map<string, { days: number[]; types: Map<string, number> }>;
function add(dated: Dated, name: string, day: number, type: string): void {
  const e = dated.get(name) ?? { days: [] as number[], types: new Map<string, number>() };
  e.days.push(day);
  e.types.set(type, (e.types.get(type) ?? 0) + 1);
  dated.set(name, e);
}
const commonType = (types: Map<string, number>): string => [...types].sort((a, b) => b[1] - a[1])[0]![0];

function rulesDated(table: HolidayTableFile): Dated {
  const dated: Dated = new Map();
  const years = table.calendars['']!;
  for (let y = Math.max(table.from, YEARS[0]); y <= Math.min(table.to, YEARS[1]); y++) {
    const jan1 = daysFromCivil(y, 1, 1);
    for (const t of (years[y - table.from] ?? '').split(' ').filter(Boolean)) {
      const e = decodeTableEntry(t);
      if (!e.observed) add(dated, table.names[e.nameIndex]!, jan1 + e.dayOfYear, e.type);
    }
  }
  return dated;
}

function publishedDated(file: PublishedHolidaysFile): { dated: Dated; until: number } {
  const dated: Dated = new Map();
  let until = 0;
  for (const [year, data] of Object.entries(file.calendars[''] ?? {})) {
    until = Math.max(until, Number(year));
    for (const [date, name, type, flags] of data.holidays) {
      if (flags?.includes('o') || flags?.includes('m')) continue;
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      add(dated, name, daysFromCivil(y, m, d), type);
    }
  }
  return { dated, until };
}

function linkOf(name: string, e: { days: number[]; types: Map<string, number> }, from: FestivalLink['from']): FestivalLink | undefined {
  const days = [...e.days].sort((a, b) => a - b);
  const m = bestMatch(name, days);
  if (!m) return undefined;
  return {
    name,
    type: commonType(e.types),
    festival: m.festival,
    offsets: m.offsets,
    after: formatDate(civilFromDays(days[days.length - 1]!)),
    agreement: [m.agree, m.of],
    from,
  };
}

/** Every country's file of data/holidays/computed/, by file name. */
export function generateComputed(): Map<string, string> {
  const published = new Set(readdirSync(PUBLISHED).map((f) => f.slice(0, 2)));
  const files = new Map<string, string>();
  for (const file of readdirSync(TABLES).sort()) {
    const code = file.slice(0, 2);
    const table = JSON.parse(readFileSync(join(TABLES, file), 'utf8')) as HolidayTableFile;
    const rules = rulesDated(table);
    const links: FestivalLink[] = [];
    for (const [name, e] of rules) {
      const lastYear = yearOf(Math.max(...e.days));
      if (lastYear > LAST_GAP_YEAR || lastYear < FIRST_GAP_YEAR || e.days.length < MIN_AGREE) continue;
      const link = linkOf(name, e, 'rules');
      if (link) links.push(link);
    }
    const notComputed: [string, string][] = [];
    let publishedUntil: number | undefined;
    if (published.has(code)) {
      const pub = publishedDated(JSON.parse(readFileSync(join(PUBLISHED, file), 'utf8')) as PublishedHolidaysFile);
      publishedUntil = pub.until;
      // A published holiday that moves from year to year and that the rules do not give as well (a
      // holiday of theirs within two days of most of its dates, under whatever name) is linked if it
      // can be; one that cannot is named, so that an answer past the published years can say so.
      const rulesDays = new Set<number>();
      for (const { days } of rules.values()) for (const d of days) rulesDays.add(d);
      const nearRules = (d: number): boolean => [-2, -1, 0, 1, 2].some((k) => rulesDays.has(d + k));
      for (const [name, e] of pub.dated) {
        if (yearOf(Math.max(...e.days)) < pub.until || e.days.length < MIN_AGREE) continue;
        const monthDays = new Set(e.days.map((d) => formatDate(civilFromDays(d)).slice(5)));
        // A fixed date, or a weekday rule (Canada's Victoria Day): not a festival.
        if (monthDays.size <= 2 || new Set(e.days.map((d) => ((d % 7) + 11) % 7)).size === 1 || rules.has(name)) continue;
        if (e.days.filter(nearRules).length >= 0.8 * e.days.length) continue;
        const link = linkOf(name, e, 'published');
        if (link) links.push(link);
        else notComputed.push([name, commonType(e.types)]);
      }
    }
    if (links.length === 0 && notComputed.length === 0) continue;
    const out: FestivalLinksFile = {
      country: code,
      links,
      notComputed: notComputed.sort((a, b) => a[0].localeCompare(b[0])),
      ...(publishedUntil ? { publishedUntil } : {}),
    };
    files.set(file, `${JSON.stringify(out, null, 1)}\n`);
  }
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = generateComputed();
  rmSync(COMPUTED_DIR, { recursive: true, force: true });
  mkdirSync(COMPUTED_DIR, { recursive: true });
  let linked = 0;
  for (const [name, text] of files) {
    writeFileSync(join(COMPUTED_DIR, name), text);
    linked += (JSON.parse(text) as FestivalLinksFile).links.length;
  }
  console.log(`data/holidays/computed/: ${files.size} countries, ${linked} holidays linked to a festival`);
}
