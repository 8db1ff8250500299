// Holidays per country (and state/region), for business-day arithmetic and meeting planning, in
// three layers:
//   1. the rules (./rules.ts): date-holidays' rules for 200+ countries, the base everywhere; their
//      output precomputed for 1900–2200 (data/holidays/tables/), the engine run outside those years;
//   2. published data (./published.ts), per country and year, where a government decrees holidays
//      yearly or the rules cannot capture the practice (China's State Council notices with their
//      working weekends, Korea's almanac, India's gazetted list, …): a published year replaces the
//      rules' days off of that year, and the rules keep only their observances and school days;
//   3. computed (./computed.ts): a holiday the rules or the published data date by a festival of the
//      world's calendars, carried on from calendars/ after its source stops (date-holidays' Islamic
//      dates end in 2076; India's published Diwali with the last published year);
//   4. the caller's own dates (./business.ts).
// A region of a country with published data but none of its own gets the country's published days
// and the rules' own days of the region. Every year says where it came from (`basis`), so an answer
// can say which dates are published, provisional, or the rules'. Weekends are ./weekends.ts.

import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { checkpoint } from '../core/checkpoint.js';
import type { HolidayIndexFile, PublishedSource } from '../core/data-formats.js';
import { InputError } from '../core/errors.js';
import { foldName } from '../core/fold.js';
import type { TzDatabase } from '../tzdb/database.js';
import { findCountries, findCountry, regionsElsewhere } from '../zones/resolver.js';
import {
  DAY_OFF_TYPES,
  HOLIDAY_TYPES,
  holidayLabel,
  MAX_HOLIDAY_YEAR,
  MIN_HOLIDAY_YEAR,
  workingLabel,
  type Holiday,
  type HolidayType,
  type WorkingDay,
} from './holiday.js';
import lazy from './lazy.cjs';
import { computedCalendar, type ComputedCalendar } from './computed.js';
import { publishedCalendar, type PublishedCalendar } from './published.js';
import { byDay, rulesCalendar, type RulesCalendar } from './rules.js';
import { weekendOf } from './weekends.js';

export { HOLIDAY_TYPES, MAX_HOLIDAY_YEAR, MIN_HOLIDAY_YEAR, type Holiday, type HolidayType, type WorkingDay } from './holiday.js';

/** What a day of a year is, for business-day walks: DAY_OFF (a holiday of the chosen types), DAY_WORKED (a decreed working day), else 0. */
export const DAY_OFF = 1;
export const DAY_WORKED = 2;

/** One year of a calendar for business-day walks (./business.ts). */
export interface DayTable {
  /** The epoch day of 1 January. */
  readonly first: number;
  /** By day of the year (0 = 1 January): DAY_OFF, DAY_WORKED or 0. */
  readonly kinds: Uint8Array;
  /** Epoch day → the holiday names as answers show them ("A; B"). */
  readonly off: ReadonlyMap<number, string>;
  /** Epoch day → why the day is worked: "working day (make-up for National Day)". */
  readonly working: ReadonlyMap<number, string>;
}

/** Where one year of a calendar comes from. */
export interface YearBasis {
  readonly year: number;
  /** 'published': a source's data; 'provisional': a source's, but no official notice for the year yet; 'rules': date-holidays' rules. */
  readonly kind: 'published' | 'provisional' | 'rules';
  /** For published and provisional years: the key of the source in the calendar's `sources`. */
  readonly source?: string;
  /** A region without published data of its own: the country's published days, the region's own from the rules. */
  readonly regionFromRules?: true;
  /** Holidays of the year computed from the world's calendars where their source stops (./computed.ts), every type. */
  readonly computed?: readonly NameAndType[];
  /** Holidays of a source that stops, which the calendars compute only up to their last year (2100). */
  readonly beyond?: readonly NameAndType[];
  /** Past the last published year: the published holidays that could not be computed, every type. */
  readonly notComputed?: readonly NameAndType[];
}

export interface NameAndType {
  readonly name: string;
  readonly type: HolidayType;
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
  /** Weekend days from `firstDay` to `lastDay` that are working days by decree, by date. */
  workingDays(firstDay: number, lastDay: number): WorkingDay[];
  /** Where each year from `firstYear` to `lastYear` comes from. */
  basis(firstYear: number, lastYear: number): YearBasis[];
  /** One year's days off (of the chosen types) and working weekend days, as business-day walks read them; cached. */
  dayTable(year: number): DayTable;
  /** The published sources of this country's data by key; empty when it has only the rules. */
  readonly sources: Readonly<Record<string, PublishedSource>>;
  /** date-holidays' data version, for a year of the rules. */
  readonly rulesVersion: string;
  /** How a country without a region was read, when it was read as one of its regions (DEFAULT_REGIONS). */
  readonly readAs?: string;
}

/**
 * Countries whose name alone is read as one region, with a note: where the country as a whole has
 * no one list of days off, and one region's list is what nearly everyone asking means. The United
 * Kingdom's nations each have their own bank holidays; England's (which Wales shares) are those of
 * nine in ten people, while the days common to all four nations leave out Easter Monday and the
 * summer bank holiday, which most of the country has off.
 */
export const DEFAULT_REGIONS: Readonly<Record<string, { readonly region: string; readonly note: string }>> = {
  GB: { region: 'ENG', note: 'United Kingdom read as England and Wales; name GB-SCT or GB-NIR for Scotland or Northern Ireland' },
};

interface Catalogue {
  /** ISO code → [English name, native name, states], as the library gives them. */
  readonly countries: HolidayIndexFile['countries'];
  /** Folded English and native names → code. */
  readonly byName: Map<string, string>;
  /** date-holidays' data version. */
  readonly version: string;
}

let catalogue: Catalogue | undefined;

function library(): Catalogue {
  if (catalogue) return catalogue;
  const { countries, version } = lazy.loadHolidayIndex();
  const byName = new Map<string, string>();
  for (const [code, [, native]] of Object.entries(countries)) byName.set(foldName(native), code);
  for (const [code, [english]] of Object.entries(countries)) byName.set(foldName(english), code);
  catalogue = { countries, byName, version };
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
  // a name two countries share ("Congo"): neither is what everyone means
  const several = known ? [] : findCountries(text).filter((c) => libraryName(c.code));
  if (several.length > 1)
    throw new InputError(
      'holidays.country-ambiguous',
      `"${text}" names ${several.length} countries: ${several.map((c) => `${countryNameOf(c.code)} (${c.code})`).join(', ')}; pass the code of one.`,
      field,
      { input },
    );
  if (known) {
    throw new InputError('holidays.country-uncovered', `The holiday library does not cover ${known.name} (${known.code}).`, field, {
      input,
      name: known.name,
      country: known.code,
    });
  }
  throw new InputError(
    'holidays.country-unknown',
    `Unknown country "${input}": the holiday library does not cover it; use an ISO code such as "DE" or an English name such as "Germany".`,
    field,
    { input },
  );
}

/**
 * A country named by a name a region of another country bears, where the holiday library has that
 * region ("Georgia": the country, and the US state, US-GA), read as the country with a note naming
 * the region's code: never the one silently for the other.
 */
function regionOfThatName(text: string, code: string): { readonly note: string } | undefined {
  if (/^[A-Za-z]{2}$/.test(text.trim())) return undefined;
  const regions = regionsElsewhere(text, code).filter((r) => library().countries[r.country]?.[2]?.[r.code] !== undefined);
  if (!regions.length) return undefined;
  const others = regions.map(
    (r) => `the ${r.country === 'US' ? 'US state' : `region of ${countryNameOf(r.country)}`} ${r.name} is ${r.country}-${r.code}`,
  );
  return { note: `${text.trim()} read as the country ${countryNameOf(code)} (${code}); ${others.join('; ')}` };
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
  if (codes.length === 0)
    throw new InputError('holidays.no-regions', `${countryName} has no regional holidays in the holiday library.`, field, facts);
  const choices =
    codes.length <= 24
      ? `use one of ${codes.join(', ')}`
      : `use its state or province code, one of ${codes.length} such as ${codes.slice(0, 6).join(', ')}`;
  throw new InputError('holidays.region-unknown', `Unknown region "${input}" for ${countryName}; ${choices}.`, field, {
    ...facts,
    choices,
  });
}

/** One layered calendar per (tz database, country, region), holding every type; calendars filter. */
const instances = new Map<string, Entry>();
interface Entry {
  readonly rules: RulesCalendar;
  /** The country's rules, for a region without published data of its own. */
  readonly countryRules: RulesCalendar;
  readonly published: PublishedCalendar | undefined;
  readonly computed: ComputedCalendar | undefined;
  /** For a region: whether its rules keep a country's holiday (a region may drop one). */
  readonly state: string | undefined;
  readonly years: Map<number, LayeredYear>;
}
interface LayeredYear {
  /** Every type, by day. */
  readonly holidays: readonly Holiday[];
  readonly working: readonly WorkingDay[];
  readonly basis: YearBasis;
}
const calendars = new Map<string, HolidayCalendar>();
/** Most calendars kept; the oldest is dropped past this. */
const MAX_CACHED = 64;
/** Most layered years kept per (country, region): a 100-year span, and more. */
const MAX_YEARS_CACHED = 256;

function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= MAX_CACHED) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

function newEntry(code: string, state: string | undefined, zones: TzDatabase): Entry {
  const { version } = library();
  const rules = rulesCalendar(code, state, zones, version);
  return {
    rules,
    countryRules: state ? rulesCalendar(code, undefined, zones, version) : rules,
    published: publishedCalendar(code, state),
    computed: computedCalendar(code),
    state,
    years: new Map(),
  };
}

const dayAndType = (h: Holiday): string => `${h.day}|${h.type}`;
const nameAndType = (h: { readonly name: string; readonly type: string }): NameAndType => ({ name: h.name, type: h.type as HolidayType });
const distinct = (list: readonly NameAndType[]): NameAndType[] => [...new Map(list.map((h) => [`${h.name}|${h.type}`, h])).values()];

/**
 * A year of the rules, with the computed layer's days: the rules' links always, the published
 * data's once past its last year. A region keeps a linked holiday only if its rules have it in the
 * source's last year.
 */
function withComputed(entry: Entry, year: number, rules: readonly Holiday[]): LayeredYear {
  const computed = entry.computed;
  const basis = { year, kind: 'rules' as const };
  if (!computed) return { holidays: rules, working: [], basis };
  const pastPublished = computed.publishedUntil !== undefined && year > computed.publishedUntil;
  const from = new Set<'rules' | 'published'>(pastPublished ? ['rules', 'published'] : ['rules']);
  const has = (link: { readonly name: string; readonly after: string; readonly from: string }): boolean =>
    !entry.state || link.from !== 'rules' || entry.rules.year(Number(link.after.slice(0, 4))).some((h) => h.name === link.name);
  const c = computed.year(year, from, has);
  return {
    holidays: c.holidays.length ? [...rules, ...c.holidays].sort(byDay) : rules,
    working: [],
    basis: {
      ...basis,
      ...(c.holidays.length ? { computed: distinct(c.holidays.map(nameAndType)) } : {}),
      ...(c.beyond.length ? { beyond: distinct(c.beyond.map(nameAndType)) } : {}),
      ...(pastPublished && computed.notComputed.length
        ? { notComputed: computed.notComputed.map(([name, type]) => ({ name, type })) }
        : {}),
    },
  };
}

/** One year of the layers: the published days off over the rules (see the header), every type. */
function layeredYear(entry: Entry, year: number): LayeredYear {
  const hit = entry.years.get(year);
  if (hit) return hit;
  // A year not computed before can take tens of ms (lunisolar calendars): a call over a century of
  // them stops here once given up on (nothing is changed yet).
  checkpoint();
  const rules = entry.rules.year(year);
  const pub = entry.published?.year(year);
  let out: LayeredYear;
  if (!pub) out = withComputed(entry, year, rules);
  else {
    const listed = new Set(pub.holidays.map((h) => h.type));
    const kept = rules.filter((h) => !DAY_OFF_TYPES.has(h.type) && !listed.has(h.type));
    if (pub.countryOnly) {
      // The region's own days: those of its rules on a day the country's rules have none of that
      // type (a country holiday the region renames, "Presidents' Day" for Washington's Birthday, is
      // the country's).
      const national = new Set(entry.countryRules.year(year).map(dayAndType));
      for (const h of rules) if (!national.has(dayAndType(h)) && (DAY_OFF_TYPES.has(h.type) || listed.has(h.type))) kept.push(h);
    }
    const published = new Set(pub.holidays.map((h) => `${h.day}|${h.name}`));
    const holidays = [...pub.holidays, ...kept.filter((h) => !published.has(`${h.day}|${h.name}`))].sort(byDay);
    out = {
      holidays,
      working: pub.working,
      basis: {
        year,
        kind: pub.provisional ? 'provisional' : 'published',
        source: pub.source,
        ...(pub.countryOnly ? { regionFromRules: true as const } : {}),
      },
    };
  }
  if (entry.years.size >= MAX_YEARS_CACHED) entry.years.delete(entry.years.keys().next().value!);
  entry.years.set(year, out);
  return out;
}

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
  const given = region !== undefined && region.trim() !== '';
  const readAs = given ? undefined : DEFAULT_REGIONS[code];
  const sameName = given || readAs ? undefined : regionOfThatName(country, code);
  const state = given
    ? regionCode(code, countryName, region, field)
    : readAs
      ? regionCode(code, countryName, readAs.region, field)
      : undefined;
  const instanceKey = `${zonesId(db)}-${code}-${state?.code ?? ''}`;
  const entry = instances.get(instanceKey) ?? remember(instances, instanceKey, newEntry(code, state?.code, db));
  const typeSet = new Set<HolidayType>(wanted);
  const checkYears = (startYear: number, endYear: number): void => {
    if (startYear < MIN_HOLIDAY_YEAR || endYear > MAX_HOLIDAY_YEAR) {
      throw new InputError(
        'holidays.years',
        `Holidays are known for years ${MIN_HOLIDAY_YEAR} to ${MAX_HOLIDAY_YEAR}; use dates in that range.`,
        field,
      );
    }
  };

  const dayTables = new Map<number, DayTable>();
  const calendar: HolidayCalendar = {
    country: code,
    countryName,
    ...(state ? { region: state.code, regionName: state.name } : {}),
    weekend: weekendOf(code, state?.code),
    sources: entry.published?.sources ?? {},
    rulesVersion: library().version,
    ...(readAs || sameName ? { readAs: (readAs ?? sameName)!.note } : {}),
    holidays(firstDay: number, lastDay: number): Holiday[] {
      if (lastDay < firstDay) return [];
      const startYear = civilFromDays(firstDay).year;
      const endYear = civilFromDays(lastDay).year;
      checkYears(startYear, endYear);
      const out: Holiday[] = [];
      for (let y = startYear; y <= endYear; y++) {
        for (const h of layeredYear(entry, y).holidays) if (typeSet.has(h.type) && h.day >= firstDay && h.day <= lastDay) out.push(h);
      }
      return out;
    },
    workingDays(firstDay: number, lastDay: number): WorkingDay[] {
      if (lastDay < firstDay || !entry.published) return [];
      const startYear = civilFromDays(firstDay).year;
      const endYear = civilFromDays(lastDay).year;
      checkYears(startYear, endYear);
      const out: WorkingDay[] = [];
      for (let y = startYear; y <= endYear; y++)
        for (const w of layeredYear(entry, y).working) if (w.day >= firstDay && w.day <= lastDay) out.push(w);
      return out;
    },
    basis(firstYear: number, lastYear: number): YearBasis[] {
      checkYears(firstYear, lastYear);
      const out: YearBasis[] = [];
      const chosen = (list: readonly NameAndType[] | undefined): readonly NameAndType[] => (list ?? []).filter((h) => typeSet.has(h.type));
      for (let y = firstYear; y <= lastYear; y++) {
        const { computed, beyond, notComputed, ...b } = layeredYear(entry, y).basis;
        const [c, x, n] = [chosen(computed), chosen(beyond), chosen(notComputed)];
        out.push({
          ...b,
          ...(c.length ? { computed: c } : {}),
          ...(x.length ? { beyond: x } : {}),
          ...(n.length ? { notComputed: n } : {}),
        });
      }
      return out;
    },
    dayTable(year: number): DayTable {
      const hit = dayTables.get(year);
      if (hit) return hit;
      checkYears(year, year);
      const first = daysFromCivil(year, 1, 1);
      const kinds = new Uint8Array(daysFromCivil(year + 1, 1, 1) - first);
      const off = new Map<number, string>();
      const working = new Map<number, string>();
      const layered = layeredYear(entry, year);
      for (const h of layered.holidays) {
        if (!typeSet.has(h.type)) continue;
        const name = holidayLabel(h);
        const before = off.get(h.day);
        if (before === undefined) off.set(h.day, name);
        else if (!before.split('; ').includes(name)) off.set(h.day, `${before}; ${name}`);
        kinds[h.day - first] = DAY_OFF;
      }
      for (const w of layered.working) {
        if (kinds[w.day - first] === DAY_OFF) continue; // a holiday wins
        working.set(w.day, workingLabel(w));
        kinds[w.day - first] = DAY_WORKED;
      }
      const table = { first, kinds, off, working };
      if (dayTables.size >= MAX_YEARS_CACHED) dayTables.delete(dayTables.keys().next().value!);
      dayTables.set(year, table);
      return table;
    },
  };
  return remember(calendars, rawKey, calendar);
}
