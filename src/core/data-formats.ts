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

/** data/zone-names.json, written by `npm run data:zone-names` (scripts/zone-names.ts); read by zones/names.ts. */
export interface ZoneNamesData {
  /** Where the names come from (GeoNames release, CLDR and tz versions, the boundary data). */
  source: string;
  /** Zone names referenced by index below. */
  zones: string[];
  /**
   * [ISO 3166 code, tz database name, folded names and aliases, zone indexes (zone.tab order), the
   * people of the city table living in each of those zones, and the people of its largest city there
   * (same order)].
   */
  countries: [string, string, string[], number[], number[], number[]][];
  /** Country code → region code → region name, for the few countries whose codes need one. */
  regions: Record<string, Record<string, string>>;
  /** [key as written, candidates: [zone index, label, offset text, "s" or "d" for a standard or daylight name, else ""]]. */
  abbreviations: [string, [number, string, string, string][]][];
  /** First-level regions (GeoNames admin1) that people name as a place: see RegionData. */
  places: RegionData[];
  /** CLDR's English exemplar cities (explicit, or derived from the zone's ID): [name as written, zone index]. */
  exemplars: [string, number][];
}

/**
 * [country code, GeoNames admin1 code, name, folded names, per zone it spans: [zone index, people of
 * the city table in it, its largest city, that city's people]], zones most populous first.
 */
export type RegionData = [string, string, string, string[], [number, number, string, number][]];

/**
 * data/zone-names-<lang>.json, one per language, written by `npm run data:zone-names`; read by
 * zones/names.ts when a name is not English. CLDR's exemplar cities and metazone names in that
 * language, and the GeoNames names in the language's script of the largest cities.
 */
export interface ZoneNamesLanguageData {
  source: string;
  lang: string;
  zones: string[];
  /**
   * [name folded with foldNative, zone index, kind: "c" a city, "g"/"s"/"d" a metazone's generic,
   * standard or daylight name, people (cities; 0 when unknown), the place in English ("Tokyo, JP")].
   */
  names: [string, number, string, number, string][];
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
}

/** data/holidays/index.json, written by `npm run data:holidays` (scripts/holidays-data.ts); read by holidays/calendar.ts. */
export interface HolidayIndexFile {
  /** date-holidays' data version, e.g. '2026-09-20'. */
  readonly version: string;
  readonly license: string;
  /** ISO code → [English name, native name, its states/regions (code → English name) if it has any]. */
  readonly countries: Record<string, [string, string] | [string, string, Record<string, string>]>;
}
