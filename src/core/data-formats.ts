// The shape of every generated data file in data/, one place for the generator that writes it
// (scripts/) and the loader that reads it. Types only.

/** data/tzdata.json, written by `npm run tzdata:update` (scripts/tzdata-update.ts); read by tzdb/snapshot.ts. */
export interface TzSnapshot {
  version: string;
  zones: string[];
  sizes: number[];
  links: Record<string, string>;
  /** base64 of the raw-deflated concatenation of every zone's (slim) TZif bytes, in `zones` order. */
  tzif: string;
}

/** The side of a square of data/zone-cities.txt's "#cells", in degrees of latitude and of longitude. */
export const CITY_CELL_DEGREES = 2;

/**
 * data/zone-cities.txt (written by `npm run data:zone-names`, its format in zones/names.ts), as
 * zones/names.ts reads it: in pieces where they lie, never whole.
 */
export interface CityFile {
  readonly size: number;
  /** Its bytes from..to (fewer only where the file ends). */
  read(from: number, to: number): Buffer;
}

/** data/zone-names.json, written by `npm run data:zone-names` (scripts/zone-names.ts); read by zones/names.ts. */
export interface ZoneNamesData {
  /** Where the names come from (GeoNames release, CLDR and tz versions, the boundary data). */
  source: string;
  /** Zone names referenced by index below. */
  zones: string[];
  /**
   * [ISO 3166 code, tz database name, folded names and aliases, zone indexes (zone.tab order), the
   * people of the city table living in each of those zones, the people of its largest city there
   * (same order), and its people as CLDR's territoryInfo counts them (0 when CLDR has none)].
   */
  countries: [string, string, string[], number[], number[], number[], number][];
  /** Country code → region code → region name, for the few countries whose codes need one. */
  regions: Record<string, Record<string, string>>;
  /** [key as written, candidates: [zone index, label, offset text, flags: "s" or "d" for a standard or daylight name, "l" for a local reading]]. */
  abbreviations: [string, [number, string, string, string][]][];
  /** CLDR's English exemplar cities (explicit, or derived from the zone's ID): [name as written, zone index]. */
  exemplars: [string, number][];
  /**
   * Each zone of zone.tab with its principal location there and the holiday region
   * (data/holidays/index.json) its zone.tab comment names alone, else '': [zone index, degrees north,
   * degrees east, region] ("Australia/Perth": WA).
   */
  locations: [number, number, number, string][];
  /** ISO 3166 three-letter country codes (CLDR's codeMappings) → the two-letter code of a country above ("BRA": "BR"). */
  alpha3: Record<string, string>;
}

/**
 * A region people name as a place (GeoNames admin1 of every country, Great Britain's admin2),
 * written into the city file's "#regions" section: [country code, GeoNames division code ("ON",
 * "ENG.E4"), name, folded names, per zone it spans: [zone index, people of the city table in it, its
 * largest city, that city's people]], zones most populous first.
 */
export type RegionData = [string, string, string, string[], [number, number, string, number][]];

/**
 * data/zone-names-<lang>.txt, one per language, written by `npm run data:zone-names`; read by
 * zones/names.ts when a name is not English. CLDR's exemplar cities and metazone names in that
 * language, and the GeoNames names in the language's script of the largest cities. Text, one entry a
 * line, so that a lookup bisects the file's bytes rather than parsing it into objects (parsed, the
 * Russian file held about 1 MB of heap; as bytes it is its size): "#source", "#lang" and "#zones"
 * lines (each a tab and its value; the zones tab-separated), then each ZoneNamesLanguageEntry as its
 * fields joined by tabs, sorted by name (as JavaScript compares strings), then zone index.
 */
export type ZoneNamesLanguageEntry = [
  /** The name folded with foldName (Latin script) or foldNative. */
  name: string,
  /** Index into the #zones line. */
  zone: number,
  /** "c" a city, "g"/"s"/"d" a metazone's generic, standard or daylight name. */
  kind: string,
  /** People (cities; 0 when unknown). */
  people: number,
  /** The place or time in English ("Tokyo, JP"). */
  english: string,
];

/**
 * data/windows-display-names.json, written by `npm run data:windows-zones`; read by zones/names.ts for
 * a zone written as Windows shows it ("(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna").
 */
export interface WindowsDisplayNamesData {
  /** Where the names come from: the repository, the commit and the file in it, its license. */
  source: { name: string; repo: string; commit: string; path: string; license: string };
  /** The Windows display languages read ("en-US", "de-DE", ...). */
  locales: string[];
  /** Windows zone ID (a key of data/windows-zones.json) → its display names, as shipped, in those languages. */
  names: Record<string, string[]>;
}

/** One zone an abbreviation may mean (the curated table scripts/abbreviations.ts; zone-names.json holds them by zone index). */
export interface AbbreviationCandidate {
  /** IANA zone. */
  readonly zone: string;
  /** What the abbreviation stands for in that zone, e.g. "India Standard Time". */
  readonly label: string;
  /** Short offset text shown when the key is ambiguous, e.g. "+05:30" or "+01:00 in summer". */
  readonly offset: string;
  /** A name of the zone's standard or its daylight (summer) time only: "PST", "Pacific Daylight Time". */
  readonly variant?: 'standard' | 'daylight';
  /**
   * A reading only where the call stands in its country (Philippine Standard Time for "PST" in
   * Manila); elsewhere the key's other reading is the answer, and this one its alternative.
   */
  readonly local?: true;
}

/** data/holidays/index.json, written by `npm run data:holidays` (scripts/holidays-data.ts); read by holidays/country-holidays.ts. */
export interface HolidayIndexFile {
  /** date-holidays' data version, e.g. '2026-09-20'. */
  readonly version: string;
  readonly license: string;
  /** ISO code → [English name, native name, its states/regions (code → English name) if it has any]. */
  readonly countries: Record<string, [string, string] | [string, string, Record<string, string>]>;
}

/**
 * A holiday of published data: [date YYYY-MM-DD, English name, type, flags]. Flags, any of: 'o' the
 * day off for a holiday on a weekend (observed); 'e' expected: the date depends on a moon sighting the
 * source had not confirmed; 'm' a day off moved from a working day (China's 调休, Russia's transfers).
 */
export type PublishedHoliday = [string, string, string] | [string, string, string, string];

/** One calendar's year of published data. */
export interface PublishedYear {
  /** Key into the file's `sources`. */
  readonly source: string;
  /** 'provisional': no official notice for the year yet; the source's rules give the dates. */
  readonly status?: 'provisional';
  readonly holidays: readonly PublishedHoliday[];
  /** Weekend days that are working days: [date, why], e.g. ['2026-10-10', 'make-up for National Day']. In a region, instead of the country's. */
  readonly working?: readonly [string, string][];
  /** In a region: the country's holidays it does not have (its `holidays` are those it adds to the country's). */
  readonly removed?: readonly PublishedHoliday[];
}

/** Where a country's published data comes from. */
export interface PublishedSource {
  /** e.g. 'State Council notices, via chinese-days 1.5.7'. */
  readonly name: string;
  /** 'official': a government publication or rules; 'peer': python-holidays, the most complete maintained library. */
  readonly kind: 'official' | 'peer';
  readonly package: string;
  readonly version: string;
  readonly commit?: string;
}

/** data/holidays/published/<CODE>.json, written by `npm run data:holidays` (scripts/holidays-published.ts); read by holidays/published.ts. */
export interface PublishedHolidaysFile {
  readonly country: string;
  readonly sources: Readonly<Record<string, PublishedSource>>;
  /** '' for the country, else a region code (as date-holidays names it; its years relative to the country's) → year → that year's data. */
  readonly calendars: Readonly<Record<string, Readonly<Record<string, PublishedYear>>>>;
}

/**
 * A holiday its source (the rules' tables, or published data) dates by one of the world's calendars,
 * as calendars/ computes it, for the years after the source stops: the festival and the days of the
 * holiday relative to the festival's first day, found where both give dates.
 */
export interface FestivalLink {
  /** The holiday's name as the source gives it: 'End of Ramadan (Eid al-Fitr)'. */
  readonly name: string;
  /** Its type in the source (holidays/holiday.ts HolidayType). */
  readonly type: string;
  /** The festival's key in calendars/every-festival.ts: 'eid-al-fitr'. */
  readonly festival: string;
  /** The holiday's days, as days after the festival's first day: [0, 1, 2] for three days from it. */
  readonly offsets: readonly number[];
  /** The last date the source gives the holiday (YYYY-MM-DD): computed only for the festival's occurrences after it. */
  readonly after: string;
  /** Of the festival's occurrences while the source gives the holiday, how many its days match exactly: [agree, of]. */
  readonly agreement: readonly [number, number];
  /** Which source: 'rules' (date-holidays' tables) or 'published'. */
  readonly from: 'rules' | 'published';
}

/** data/holidays/computed/<CODE>.json, written by scripts/holidays-festival-links.ts; read by holidays/computed.ts. */
export interface FestivalLinksFile {
  readonly country: string;
  /** '' for the country: its links. */
  readonly links: readonly FestivalLink[];
  /** The published data's holidays that move from year to year but follow no calendar rule closely enough to be computed after the last published year: [name, type]. */
  readonly notComputed: readonly (readonly [string, string])[];
  /** The last year of published data, when the country has any. */
  readonly publishedUntil?: number;
}

/** data/sources/python-holidays.json: what scripts/python-holidays-extract.py read out of a pinned python-holidays tree. */
export interface PythonHolidaysExtract {
  readonly repo: string;
  readonly commit: string;
  readonly version: string;
  readonly years: readonly [number, number];
  /** 'IN' or 'IN-MH' → year → [date, English name, python-holidays category, observed, estimated, moved from (a date) or null]. */
  readonly entities: Readonly<
    Record<string, Readonly<Record<string, readonly [string, string, string, boolean, boolean, string | null][]>>>
  >;
}

/**
 * data/holidays/tables/<CODE>.json, written by `npm run data:holidays` (scripts/holidays-tables.ts);
 * read by holidays/rules.ts: what date-holidays' rules give for one country and each of its states,
 * every type, for the years `from`..`to`, computed ahead so that a call never runs the rules there.
 */
export interface HolidayTableFile {
  /** date-holidays' data version the rules are from. */
  readonly version: string;
  readonly from: number;
  readonly to: number;
  /** Holiday names, referred to by index. */
  readonly names: readonly string[];
  /**
   * '' for the country, else a state code → one string per year from `from` to `to`: the holidays
   * dated in that year, in the rules' order, as space-separated entries (holidays/holiday.ts
   * `encodeTableEntry`). A state's year is either "=" and its own entries, or its differences from
   * the country's year: "+entry" added (merged by day), "-entry" removed.
   */
  readonly calendars: Readonly<Record<string, readonly string[]>>;
}
