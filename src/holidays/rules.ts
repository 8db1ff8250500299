// The rules layer: what date-holidays' rules (200+ countries and their states) give for a year, the
// base every country has. For the years of data/holidays/tables/ (1900–2200; scripts/holidays-tables.ts
// computed them ahead with this same engine) a year is read from the table: no rule runs, so even a
// century of a lunisolar calendar is a few table reads. Outside those years the rules engine runs
// (./lazy.cts loads it and the one country's rules on first need, ./moment-shim.cts answers its zone
// calls from our tz database), one year at a time, cached.
//
// Over either, ./corrections.ts retypes the few rules that name a partial or half-day holiday as
// public (China's Women's Day), reviewed one by one.

import { civilFromDays, daysFromCivil } from '../core/civil.js';
import type { HolidayTableFile } from '../core/data-formats.js';
import { InputError } from '../core/errors.js';
import { formatDate } from '../core/iso-text.js';
import { MS_PER_HOUR } from '../core/units.js';
import { epochDayOfDate } from '../time/parse.js';
import type { TzDatabase } from '../tzdb/database.js';
import { correctedType, dayShift, extended } from './corrections.js';
import { decodeTableEntry, HOLIDAY_TYPES, MIN_HOLIDAY_YEAR, type Holiday, type HolidayType } from './holiday.js';
import lazy from './lazy.cjs';

type Engine = ReturnType<typeof lazy.loadHolidayParser>;
type Library = InstanceType<Engine['Holidays']>;

let engine: Engine | undefined;

/** Earliest date first; stable, so one day's holidays keep the rules' order. */
export const byDay = (a: { readonly day: number }, b: { readonly day: number }): number => a.day - b.day;

/** The rules engine for one country (and state), holding every type, and the years it computed. */
interface EngineEntry {
  readonly lib: Library;
  /** The tz database its rules' zone calculations use. */
  readonly zones: TzDatabase;
  readonly years: Map<number, Holiday[]>;
}

/** Most years of the engine's output kept per (country, state). */
const MAX_YEARS_CACHED = 256;

/** A rules engine for one country (and state), every type, on its own country's rules only. */
export function newEngine(code: string, state: string | undefined, zones: TzDatabase): EngineEntry {
  engine ??= lazy.loadHolidayParser();
  const rules = lazy.loadHolidayRules(code);
  const opts = { languages: ['en'], types: HOLIDAY_TYPES.filter((t) => t !== 'half_day' && t !== 'partial') };
  const lib = state ? new engine.Holidays(rules, code, state, opts) : new engine.Holidays(rules, code, opts);
  return { lib, zones, years: new Map<number, Holiday[]>() };
}

/** An Islamic-calendar day's eve, as the engine starts it: 18:00 the evening before (its stand-in for sunset). */
const SUNSET_HOURS = 18;
/** Leeway for a change of clocks within a span: an hour. */
const DST_LEEWAY_HOURS = 1;

/**
 * How many days, from its date on, a holiday of the rules covers. The engine starts a day of the
 * Islamic calendar at 18:00 the evening before, so such a holiday's span ends at 18:00 of its last
 * day ("1 Shawwal P3D": the eve's evening and three days to 18:00, the three days). A day counts
 * when the span reaches 18:00 of it, an hour's leeway for a change of clocks: Turkey's "1 Shawwal
 * PT90H" ends at noon of a fourth day that is a working day (Law 2429, art. 2: three and a half days
 * from 13:00 on the eve). A holiday covers its first day at least (a half day from 14:00).
 */
function daysCovered(date: string, start: Date, end: Date): number {
  // the engine's local date and time of the start, and how far that is from the date's midnight:
  // "2026-03-20 00:00:00 -0600" starts six hours before it
  const m = /^\d{4}-\d\d-\d\d (\d\d):(\d\d)(?::\d\d)?(?: ([+-])(\d\d)(\d\d))?/.exec(date);
  const startHours = m ? Number(m[1]) + Number(m[2]) / 60 + (m[3] ? (m[3] === '-' ? -1 : 1) * (Number(m[4]) + Number(m[5]) / 60) : 0) : 0;
  const endHours = startHours + (end.getTime() - start.getTime()) / MS_PER_HOUR;
  return Math.max(1, Math.floor((endHours - SUNSET_HOURS + DST_LEEWAY_HOURS) / 24) + 1);
}

/**
 * Every holiday (all types) the engine gives for one year, a multi-day holiday ("P3D") expanded into
 * one entry per day, dated by the engine's own local date string. Uncorrected: what the rules say.
 */
export function engineYear(entry: EngineEntry, year: number): Holiday[] {
  const cached = entry.years.get(year);
  if (cached) return cached;
  const out: Holiday[] = [];
  const seen = new Set<string>();
  let found: ReturnType<Library['getHolidays']>;
  try {
    engine!.useZones(entry.zones);
    found = entry.lib.getHolidays(year, 'en');
  } catch (e) {
    throw new InputError(
      'holidays.rules-failed',
      `The holiday library failed for ${year} (${e instanceof Error ? e.message : String(e)}); try a year nearer today.`,
    );
  }
  for (const h of found) {
    const first = epochDayOfDate(h.date.slice(0, 10), 'holiday date');
    const span = daysCovered(h.date, h.start, h.end);
    for (let i = 0; i < span; i++) {
      const day = first + i;
      const date = formatDate(civilFromDays(day));
      const key = `${date}|${h.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const type = h.type as HolidayType; // the parser's type is any string; the data has only the rules' five
      out.push(h.substitute ? { day, date, name: h.name, type, observed: true } : { day, date, name: h.name, type });
    }
  }
  out.sort(byDay);
  if (entry.years.size >= MAX_YEARS_CACHED) entry.years.delete(entry.years.keys().next().value!);
  entry.years.set(year, out);
  return out;
}

/**
 * The engine's holidays dated in `year`: those of the year's rules, and those of the year before
 * that spill over New Year (a multi-day holiday), the year before's first, by day.
 */
export function engineDatedYear(entry: EngineEntry, year: number): Holiday[] {
  const first = daysFromCivil(year, 1, 1);
  const last = daysFromCivil(year, 12, 31);
  const before = year > MIN_HOLIDAY_YEAR ? engineYear(entry, year - 1).filter((h) => h.day >= first) : [];
  return [...before, ...engineYear(entry, year).filter((h) => h.day <= last)].sort(byDay);
}

/** One country's table, parsed, and each calendar's years decoded on first use. */
interface Table {
  readonly file: HolidayTableFile;
  readonly decoded: Map<string, Map<number, readonly Holiday[]>>;
}
const tables = new Map<string, Table | null>();
/** Countries whose tables are kept parsed; the oldest is dropped past this. */
const MAX_TABLES = 16;

function tableOf(code: string): Table | undefined {
  const hit = tables.get(code);
  if (hit !== undefined) return hit ?? undefined;
  const file = lazy.loadHolidayTable(code);
  const table = file ? { file, decoded: new Map<string, Map<number, readonly Holiday[]>>() } : null;
  if (tables.size >= MAX_TABLES) tables.delete(tables.keys().next().value!);
  tables.set(code, table);
  return table ?? undefined;
}

/** A year of a table's calendar (`state` or '' for the country), as holidays. */
function tableYear(table: Table, state: string, year: number): readonly Holiday[] {
  let years = table.decoded.get(state);
  if (!years) table.decoded.set(state, (years = new Map()));
  const hit = years.get(year);
  if (hit) return hit;
  const { file } = table;
  const text = file.calendars[state]?.[year - file.from];
  if (text === undefined) throw new Error(`holiday table: no ${state || 'country'} ${year}`);
  let tokens: string[];
  if (state === '' || text.startsWith('=')) tokens = split(state === '' ? text : text.slice(1));
  else {
    const diff = split(text);
    const removed = new Set(diff.filter((t) => t.startsWith('-')).map((t) => t.slice(1)));
    const added = diff.filter((t) => t.startsWith('+')).map((t) => t.slice(1));
    const base = split(file.calendars['']![year - file.from]!).filter((t) => !removed.has(t));
    tokens = [...base, ...added];
  }
  const jan1 = daysFromCivil(year, 1, 1);
  const out: Holiday[] = tokens.map((t) => {
    const e = decodeTableEntry(t);
    const day = jan1 + e.dayOfYear;
    const name = file.names[e.nameIndex]!;
    const date = formatDate(civilFromDays(day));
    return e.observed ? { day, date, name, type: e.type, observed: true } : { day, date, name, type: e.type };
  });
  out.sort(byDay); // stable: a state's added days after the country's on the same day, as the generator checked
  years.set(year, out);
  return out;
}

const split = (text: string): string[] => (text === '' ? [] : text.split(' '));

/** Every holiday the rules give for a year of one country (and state), types corrected. */
export interface RulesCalendar {
  /** The holidays dated in `year`, every type, by day. */
  year(year: number): readonly Holiday[];
  /** date-holidays' data version. */
  readonly version: string;
}

/**
 * The rules of a country (and state): from its table in the table's years, else from the engine
 * (created on first need), `zones` doing its zone calculations.
 */
export function rulesCalendar(code: string, state: string | undefined, zones: TzDatabase, version: string): RulesCalendar {
  let entry: EngineEntry | undefined;
  const corrected = new Map<number, readonly Holiday[]>();
  return {
    version,
    year(year: number): readonly Holiday[] {
      const hit = corrected.get(year);
      if (hit) return hit;
      const table = tableOf(code);
      const raw =
        table && year >= table.file.from && year <= table.file.to
          ? tableYear(table, state ?? '', year)
          : engineDatedYear((entry ??= newEngine(code, state, zones)), year);
      let shifted = false;
      const out = raw.map((h) => {
        const type = correctedType(code, state, h);
        const shift = dayShift(code, state, h);
        if (shift === 0) return type === h.type ? h : { ...h, type };
        shifted = true;
        const day = h.day + shift;
        return { ...h, type, day, date: formatDate(civilFromDays(day)) };
      });
      if (shifted) out.sort(byDay);
      const all = extended(code, state, year, out, (day) => formatDate(civilFromDays(day)));
      if (corrected.size >= MAX_YEARS_CACHED) corrected.delete(corrected.keys().next().value!);
      corrected.set(year, all);
      return all;
    },
  };
}
