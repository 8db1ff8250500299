// Public holidays and weekends per country (and state/region), for business-day arithmetic and
// meeting planning. Holiday dates come from the date-holidays library's rules (200+ countries), loaded
// on the first call that needs them, never at start-up, and only what the call needs: the country
// index (names, states) and the one country's rules from data/holidays/ (scripts/holidays-data.ts),
// run by date-holidays-parser (src/lazy.cts; in the build, dist/lazy/holiday-parser.cjs). The few
// zone calculations its rules make (the local instants of a holiday, an equinox's date in Tokyo) go
// through our tz database (src/time/moment-shim.cts), not a zone library of its own. Holidays are
// reported by the library's own "YYYY-MM-DD" date strings, computed by its calendar rules.
//
// Weekends come from CLDR's weekData (weekendStart..weekendEnd per territory, CLDR 48), copied into
// WEEKEND below and checked against the cldr-core package by holidays.test.ts, plus a few regional
// rules CLDR does not record (REGION_WEEKEND).

import { ToolInputError } from '../core/errors.js';
import { civilFromDays, formatDate } from '../core/civil.js';
import { epochDayOfDate } from '../time/datetime.js';
import { foldName } from '../core/fold.js';
import lazy from './lazy.cjs';
import { findCountry } from '../zones/resolver.js';
import { TzDatabase } from '../tzdb/database.js';
import { embeddedSource } from '../tzdb/snapshot.js';

export type HolidayType = 'public' | 'bank' | 'optional' | 'school' | 'observance';
export const HOLIDAY_TYPES: readonly HolidayType[] = ['public', 'bank', 'optional', 'school', 'observance'];

export interface Holiday {
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
  /** Holidays with from <= date <= to (YYYY-MM-DD), sorted by date, only of the chosen types. */
  holidays(from: string, to: string): Holiday[];
}

/** CLDR 48 supplemental weekData, weekendStart..weekendEnd as ISO weekdays; every other territory: [6, 7]. */
export const WEEKEND: Readonly<Record<string, readonly number[]>> = {
  AF: [4, 5],
  BH: [5, 6],
  DZ: [5, 6],
  EG: [5, 6],
  IL: [5, 6],
  IN: [7],
  IQ: [5, 6],
  IR: [5],
  JO: [5, 6],
  KW: [5, 6],
  LY: [5, 6],
  OM: [5, 6],
  QA: [5, 6],
  SA: [5, 6],
  SD: [5, 6],
  SY: [5, 6],
  UG: [7],
  YE: [5, 6],
};
export const DEFAULT_WEEKEND: readonly number[] = [6, 7];

/**
 * Weekends CLDR does not record. Malaysia: Johor (01, back to Friday–Saturday from 1 January 2025),
 * Kedah (02), Kelantan (03) and Terengganu (11) rest on Friday and Saturday; the other states on
 * Saturday and Sunday (Wikipedia, "Workweek and weekend", Malaysia). Bangladesh: Friday–Saturday
 * (government offices since 2009). Brunei: Friday and Sunday.
 */
const REGION_WEEKEND: Readonly<Record<string, readonly number[]>> = {
  BD: [5, 6],
  BN: [5, 7],
  'MY-01': [5, 6],
  'MY-02': [5, 6],
  'MY-03': [5, 6],
  'MY-11': [5, 6],
};

export function weekendOf(country: string, region?: string): readonly number[] {
  return (region && REGION_WEEKEND[`${country}-${region}`]) || REGION_WEEKEND[country] || WEEKEND[country] || DEFAULT_WEEKEND;
}

/** data/holidays/index.json (scripts/holidays-data.ts). */
export interface HolidayIndexFile {
  /** date-holidays' data version, e.g. '2026-09-20'. */
  readonly version: string;
  readonly license: string;
  /** ISO code → [English name, native name, its states/regions (code → English name) if it has any]. */
  readonly countries: Record<string, [string, string] | [string, string, Record<string, string>]>;
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
/** The tz database holiday rules use when the caller gives none. */
let defaultZones: TzDatabase | undefined;

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

/** The country code the library knows for an ISO code or a name ("de", "Germany", "UK"), else an error. */
function countryCode(input: string): string {
  const lib = library();
  const text = input.trim();
  if (/^[A-Za-z]{2}$/.test(text) && libraryName(text.toUpperCase())) return text.toUpperCase();
  const byName = lib.byName.get(foldName(text));
  if (byName) return byName;
  const known = text ? findCountry(text) : undefined;
  if (known && libraryName(known.code)) return known.code;
  if (known) {
    throw new ToolInputError(
      `The holiday library does not cover ${known.name} (${known.code}); leave out country and pass its holidays as dates in holidays and its weekend in weekend_days.`,
    );
  }
  throw new ToolInputError(
    `Unknown country "${input}": the holiday library does not cover it; use an ISO code such as "DE" or an English name such as "Germany", or leave out country and pass holidays and weekend_days.`,
  );
}

/** The English name: tz's iso3166.tab spelling unless it is a qualified one ("Britain (UK)"), then the library's. */
function countryNameOf(code: string): string {
  const tz = findCountry(code);
  return tz && tz.code === code && !tz.name.includes('(') ? tz.name : libraryName(code)!;
}

/** A state/region code the library knows for this country ("BY", "by", "DE-BY", "Bayern"), else an error. */
function regionCode(code: string, countryName: string, input: string): { code: string; name: string } {
  const states = library().countries[code]?.[2] ?? {};
  const text = input.trim().replace(new RegExp(`^${code}[-_ ]`, 'i'), '');
  const folded = foldName(text);
  for (const [k, name] of Object.entries(states)) {
    if (k.toLowerCase() === text.toLowerCase() || foldName(name) === folded) return { code: k, name };
  }
  const codes = Object.keys(states);
  if (codes.length === 0) throw new ToolInputError(`${countryName} has no regional holidays in the holiday library; leave out region.`);
  if (codes.length <= 24) throw new ToolInputError(`Unknown region "${input}" for ${countryName}; use one of ${codes.join(', ')}, or leave out region.`);
  throw new ToolInputError(
    `Unknown region "${input}" for ${countryName}; use its state or province code, one of ${codes.length} such as ${codes.slice(0, 6).join(', ')}, or leave out region.`,
  );
}

const MS_PER_DAY = 86_400_000;

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
    throw new ToolInputError(`The holiday library failed for ${year} (${e instanceof Error ? e.message : String(e)}); try a year nearer today.`);
  }
  for (const h of found) {
    const first = epochDayOfDate(h.date.slice(0, 10), 'holiday date');
    const span = Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / MS_PER_DAY));
    for (let i = 0; i < span; i++) {
      const date = formatDate(civilFromDays(first + i));
      const key = `${date}|${h.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const type = h.type as HolidayType; // the parser's type is any string; the data has only these
      out.push(h.substitute ? { date, name: h.name, type, observed: true } : { date, name: h.name, type });
    }
  }
  out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
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

/**
 * country: ISO code or English name ('DE', 'de', 'Germany', 'United States'); region: state/province code.
 * types default ['public']; zones: the tz database for the rules' zone calculations (default: the
 * embedded snapshot). Throws ToolInputError with one how-to-fix sentence for an unknown country or region.
 */
export function holidayCalendar(country: string, region?: string, types: readonly HolidayType[] = ['public'], zones?: TzDatabase): HolidayCalendar {
  const db = zones ?? (defaultZones ??= new TzDatabase(embeddedSource()));
  const wanted = HOLIDAY_TYPES.filter((t) => types.includes(t));
  const rawKey = `${zonesId(db)}\u0000${country}\u0000${region ?? ''}\u0000${wanted.join(',')}`;
  const hit = calendars.get(rawKey);
  if (hit) return hit;

  const code = countryCode(country);
  const countryName = countryNameOf(code);
  const state = region !== undefined && region.trim() !== '' ? regionCode(code, countryName, region) : undefined;
  const instanceKey = `${zonesId(db)}-${code}-${state?.code ?? ''}`;
  const entry = instances.get(instanceKey) ?? remember(instances, instanceKey, newEntry(code, state?.code, db));
  const typeSet = new Set<HolidayType>(wanted);

  const calendar: HolidayCalendar = {
    country: code,
    countryName,
    ...(state ? { region: state.code, regionName: state.name } : {}),
    weekend: weekendOf(code, state?.code),
    holidays(from: string, to: string): Holiday[] {
      const start = epochDayOfDate(from, 'from');
      const end = epochDayOfDate(to, 'to');
      if (end < start) return [];
      if (from.slice(0, 4) < String(MIN_HOLIDAY_YEAR) || to.slice(0, 4) > String(MAX_HOLIDAY_YEAR)) {
        throw new ToolInputError(`Holidays are known for years ${MIN_HOLIDAY_YEAR} to ${MAX_HOLIDAY_YEAR}; use dates in that range, or leave out country.`);
      }
      const firstYear = Math.max(MIN_HOLIDAY_YEAR, civilFromDays(start).year - 1); // a multi-day holiday may spill over New Year
      const lastYear = Math.min(MAX_HOLIDAY_YEAR, civilFromDays(end).year);
      const out: Holiday[] = [];
      for (let y = firstYear; y <= lastYear; y++) {
        for (const h of yearHolidays(entry, y)) if (typeSet.has(h.type) && h.date >= from && h.date <= to) out.push(h);
      }
      return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)); // stable: a year's own order stays
    },
  };
  return remember(calendars, rawKey, calendar);
}
