// Public holidays per country (and state/region), for business-day arithmetic and meeting
// planning. Holiday dates come from the date-holidays library's rules (200+ countries), loaded
// on the first call that needs them, never at start-up, and only what the call needs: the country
// index (names, states) and the one country's rules from data/holidays/ (scripts/holidays-data.ts),
// run by date-holidays-parser (./lazy.cts; in the build, dist/lazy/holiday-parser.cjs). The few
// zone calculations its rules make (the local instants of a holiday, an equinox's date in Tokyo) go
// through our tz database (./moment-shim.cts), not a zone library of its own. Holidays are
// reported by the library's own "YYYY-MM-DD" date strings, computed by its calendar rules.
// Weekends are ./weekends.ts.

import { civilFromDays } from '../core/civil.js';
import type { HolidayIndexFile } from '../core/data-formats.js';
import { InputError } from '../core/errors.js';
import { foldName } from '../core/fold.js';
import { formatDate } from '../core/iso-text.js';
import { MS_PER_DAY } from '../core/units.js';
import { epochDayOfDate } from '../time/parse.js';
import type { TzDatabase } from '../tzdb/database.js';
import { findCountry } from '../zones/resolver.js';
import lazy from './lazy.cjs';
import { weekendOf } from './weekends.js';

export type HolidayType = 'public' | 'bank' | 'optional' | 'school' | 'observance';
export const HOLIDAY_TYPES: readonly HolidayType[] = ['public', 'bank', 'optional', 'school', 'observance'];

export interface Holiday {
  /** The epoch day (days since 1970-01-01) of `date`. */
  readonly day: number;
  readonly date: string /* YYYY-MM-DD */;
  readonly name: string;
  readonly type: HolidayType;
  /** A substitute day, e.g. US July 3 for a Saturday July 4. */
  readonly observed?: true;
}

export interface HolidayCalendar {
  /** ISO 3166-1 alpha-2, e.g. 'DE'. */
  readonly country: string;
  /** e.g. 'Germany'. */
  readonly countryName: string;
  /** e.g. 'BY'. */
  readonly region?: string;
  /** e.g. 'Bavaria' / 'Bayern', as the library names it. */
  readonly regionName?: string;
  /** ISO weekdays 1=Mon..7=Sun, e.g. [6,7]; [5,6] Saudi Arabia/Israel/Egypt; [5] Iran. */
  readonly weekend: readonly number[];
  /** Holidays from the epoch day `firstDay` to `lastDay`, both included, sorted by date, only of the chosen types. */
  holidays(firstDay: number, lastDay: number): Holiday[];
}

type Engine = ReturnType<typeof lazy.loadHolidayParser>;
type Library = InstanceType<Engine['Holidays']>;

interface Catalogue {
  /** ISO code → [English name, native name, states], as the library gives them. */
  readonly countries: HolidayIndexFile['countries'];
  /** Folded English and native names → code. */
  readonly byName: Map<string, string>;
}

let catalogue: Catalogue | undefined;
let engine: Engine | undefined;

function library(): Catalogue {
  if (catalogue) return catalogue;
  const { countries } = lazy.loadHolidayIndex();
  const byName = new Map<string, string>();
  for (const [code, [, native]] of Object.entries(countries)) byName.set(foldName(native), code);
  for (const [code, [english]] of Object.entries(countries)) byName.set(foldName(english), code);
  catalogue = { countries, byName };
  return catalogue;
}

/** The English name the library gives a country it covers, else undefined. */
const libraryName = (code: string): string | undefined => library().countries[code]?.[0];

/**
 * The country code the library knows for an ISO code or a name ("de", "Germany", "UK"), else an
 * error. Its facts (`input`; `name` and `country` for a real country the library does not cover)
 * let a tool say what else the caller can pass.
 */
function countryCode(input: string, field: string | undefined): string {
  const lib = library();
  const text = input.trim();
  if (/^[A-Za-z]{2}$/.test(text) && libraryName(text.toUpperCase())) return text.toUpperCase();
  const byName = lib.byName.get(foldName(text));
  if (byName) return byName;
  const known = text ? findCountry(text) : undefined;
  if (known && libraryName(known.code)) return known.code;
  if (known) {
    throw new InputError('holidays.country-uncovered', `The holiday library does not cover ${known.name} (${known.code}).`, field, { input, name: known.name, country: known.code });
  }
  throw new InputError(
    'holidays.country-unknown',
    `Unknown country "${input}": the holiday library does not cover it; use an ISO code such as "DE" or an English name such as "Germany".`,
    field,
    { input },
  );
}

/** The English name: tz's iso3166.tab spelling unless it is a qualified one ("Britain (UK)"), then the library's. */
function countryNameOf(code: string): string {
  const tz = findCountry(code);
  return tz && tz.code === code && !tz.name.includes('(') ? tz.name : libraryName(code)!;
}

/**
 * A state/region code the library knows for this country ("BY", "by", "DE-BY", "Bayern"), else an
 * error with the facts (`input`, `name`, `country`, and `choices`: which codes to use) for a tool's
 * wording.
 */
function regionCode(code: string, countryName: string, input: string, field: string | undefined): { code: string; name: string } {
  const states = library().countries[code]?.[2] ?? {};
  const text = input.trim().replace(new RegExp(`^${code}[-_ ]`, 'i'), '');
  const folded = foldName(text);
  for (const [k, name] of Object.entries(states)) {
    if (k.toLowerCase() === text.toLowerCase() || foldName(name) === folded) return { code: k, name };
  }
  const codes = Object.keys(states);
  const facts = { input, name: countryName, country: code };
  if (codes.length === 0) throw new InputError('holidays.no-regions', `${countryName} has no regional holidays in the holiday library.`, field, facts);
  const choices = codes.length <= 24 ? `use one of ${codes.join(', ')}` : `use its state or province code, one of ${codes.length} such as ${codes.slice(0, 6).join(', ')}`;
  throw new InputError('holidays.region-unknown', `Unknown region "${input}" for ${countryName}; ${choices}.`, field, { ...facts, choices });
}

/** One library instance per (country, region), holding every type; calendars filter. */
const instances = new Map<string, Entry>();
interface Entry {
  readonly lib: Library;
  /** The tz database its rules' zone calculations use. */
  readonly zones: TzDatabase;
  readonly years: Map<number, Holiday[]>;
}
const calendars = new Map<string, HolidayCalendar>();
/** Most calendars kept; the oldest is dropped past this. */
const MAX_CACHED = 64;

function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= MAX_CACHED) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

/** A rules engine for one country (and state), holding every type, on its own country's rules only. */
function newEntry(code: string, state: string | undefined, zones: TzDatabase): Entry {
  engine ??= lazy.loadHolidayParser();
  const rules = lazy.loadHolidayRules(code);
  const opts = { languages: ['en'], types: [...HOLIDAY_TYPES] };
  const lib = state ? new engine.Holidays(rules, code, state, opts) : new engine.Holidays(rules, code, opts);
  return { lib, zones, years: new Map<number, Holiday[]>() };
}

/** Earliest date first; stable, so one day's holidays keep the library's order. */
const byDay = (a: { readonly day: number }, b: { readonly day: number }): number => a.day - b.day;

/** Most years of expanded holidays kept per (country, region). */
const MAX_YEARS_CACHED = 256;

/**
 * Every holiday (all types) of one year, a multi-day holiday ("P3D") expanded into one entry per day,
 * dated by the library's own local date string.
 */
function yearHolidays(entry: Entry, year: number): Holiday[] {
  const cached = entry.years.get(year);
  if (cached) return cached;
  const out: Holiday[] = [];
  const seen = new Set<string>();
  let found: ReturnType<Library['getHolidays']>;
  try {
    engine!.useZones(entry.zones);
    found = entry.lib.getHolidays(year, 'en');
  } catch (e) {
    throw new InputError('holidays.rules-failed', `The holiday library failed for ${year} (${e instanceof Error ? e.message : String(e)}); try a year nearer today.`);
  }
  for (const h of found) {
    const first = epochDayOfDate(h.date.slice(0, 10), 'holiday date');
    const span = Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / MS_PER_DAY));
    for (let i = 0; i < span; i++) {
      const day = first + i;
      const date = formatDate(civilFromDays(day));
      const key = `${date}|${h.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const type = h.type as HolidayType; // the parser's type is any string; the data has only these
      out.push(h.substitute ? { day, date, name: h.name, type, observed: true } : { day, date, name: h.name, type });
    }
  }
  out.sort(byDay);
  if (entry.years.size >= MAX_YEARS_CACHED) entry.years.delete(entry.years.keys().next().value!);
  entry.years.set(year, out);
  return out;
}

/**
 * Years the holiday library is asked about: the Gregorian calendar's, up to 3000. Every country was
 * checked at 1583-3000 samples; far outside, some rules fail (Iran's Jalaali calendar ends in 3177)
 * or take minutes (the Chinese calendar near year 1).
 */
export const MIN_HOLIDAY_YEAR = 1583;
export const MAX_HOLIDAY_YEAR = 3000;

/** A small number per tz database, for the cache keys (a server has one; tests may have more). */
const zonesIds = new WeakMap<TzDatabase, number>();
let zonesCount = 0;
const zonesId = (zones: TzDatabase): number => zonesIds.get(zones) ?? (zonesIds.set(zones, ++zonesCount), zonesCount);

export interface CalendarQuery {
  /** ISO code or English name: 'DE', 'de', 'Germany', 'United States'. */
  readonly country: string;
  /** State/province code or name: 'BY', 'DE-BY', 'Bayern'. */
  readonly region?: string;
  /** Default ['public']. */
  readonly types?: readonly HolidayType[];
  /** The argument that named the country, for errors. */
  readonly field?: string;
}

/**
 * The holiday calendar of a country (and region), its rules' zone calculations done with `db`, the
 * server's tz database (so --tzdata-dir reaches holiday rules too). Throws an InputError for an
 * unknown country or region, with the facts a tool words its advice from.
 */
export function holidayCalendar(db: TzDatabase, query: CalendarQuery): HolidayCalendar {
  const { country, region, types = ['public'], field } = query;
  const wanted = HOLIDAY_TYPES.filter((t) => types.includes(t));
  const rawKey = `${zonesId(db)}\u0000${country}\u0000${region ?? ''}\u0000${wanted.join(',')}`;
  const hit = calendars.get(rawKey);
  if (hit) return hit;

  const code = countryCode(country, field);
  const countryName = countryNameOf(code);
  const state = region !== undefined && region.trim() !== '' ? regionCode(code, countryName, region, field) : undefined;
  const instanceKey = `${zonesId(db)}-${code}-${state?.code ?? ''}`;
  const entry = instances.get(instanceKey) ?? remember(instances, instanceKey, newEntry(code, state?.code, db));
  const typeSet = new Set<HolidayType>(wanted);

  const calendar: HolidayCalendar = {
    country: code,
    countryName,
    ...(state ? { region: state.code, regionName: state.name } : {}),
    weekend: weekendOf(code, state?.code),
    holidays(firstDay: number, lastDay: number): Holiday[] {
      if (lastDay < firstDay) return [];
      const startYear = civilFromDays(firstDay).year;
      const endYear = civilFromDays(lastDay).year;
      if (startYear < MIN_HOLIDAY_YEAR || endYear > MAX_HOLIDAY_YEAR) {
        throw new InputError('holidays.years', `Holidays are known for years ${MIN_HOLIDAY_YEAR} to ${MAX_HOLIDAY_YEAR}; use dates in that range.`, field);
      }
      const firstYear = Math.max(MIN_HOLIDAY_YEAR, startYear - 1); // a multi-day holiday may spill over New Year
      const lastYear = Math.min(MAX_HOLIDAY_YEAR, endYear);
      const out: Holiday[] = [];
      for (let y = firstYear; y <= lastYear; y++) {
        for (const h of yearHolidays(entry, y)) if (typeSet.has(h.type) && h.day >= firstDay && h.day <= lastDay) out.push(h);
      }
      return out.sort(byDay); // stable: a year's own order stays
    },
  };
  return remember(calendars, rawKey, calendar);
}
