// The one zone resolver: whatever a person or a model writes for a time zone, in this order of
// trust — exact IANA names and links; IANA names in any case/spacing ("america/new york"); UTC
// offsets ("UTC+5:30", "+05:30", "GMT-3", "Z") as fixed-offset zones; Windows zone names
// ("Pacific Standard Time"); abbreviations and informal names ("PST", "Pacific Time", "IST");
// countries with one zone ("Japan", "JP"); cities ("Tokyo", "Sao Paulo", "Bombay"), largest first;
// then the location part of a zone name for places too small to be cities ("Lord Howe").
// Ambiguous input comes back with the candidates and what tells them apart, never a silent guess
// unless one candidate dwarfs the rest (London, England over London, Ontario).

import windowsZones from '../../data/windows-zones.json' with { type: 'json' };
import { editDistance } from '../core/edit-distance.js';
import type { TzDatabase } from '../tzdb/database.js';
import { fixedOffsetZone, type Zone } from '../tzdb/zone.js';
import { formatOffset } from '../core/iso-text.js';
import { foldName } from '../core/fold.js';
import { zoneNames, type City, type Country, type ZoneNames } from './names.js';

/** How an input was read, in the order the resolver tries them. */
export const RESOLVED_VIA = ['iana', 'fuzzy-name', 'offset', 'windows', 'abbreviation', 'country', 'city'] as const;
export type ResolvedVia = (typeof RESOLVED_VIA)[number];

export interface ZoneMatch {
  /** IANA name (or "UTC+05:30" for a fixed offset). */
  readonly name: string;
  readonly zone: Zone;
  readonly via: ResolvedVia;
  /** Set when the reading needs explaining: a fixed-offset IANA zone, a sign convention, a bigger namesake. */
  readonly note?: string;
}

export interface Ambiguity {
  readonly kind: 'ambiguous';
  readonly via: 'abbreviation' | 'country' | 'city';
  /** How many distinct zones the input could mean. */
  readonly total: number;
  /** The first few, each with what tells it apart: "India Standard Time (Asia/Kolkata, +05:30)". */
  readonly candidates: readonly string[];
  /** For a country: its name; for a city: a qualified spelling that would resolve ("Springfield, MO"). */
  readonly hint?: string;
}

export type ZoneLookup =
  | { readonly kind: 'found'; readonly match: ZoneMatch }
  | Ambiguity
  | { readonly kind: 'unknown'; readonly suggestions: readonly string[] };

/** Abbreviations that ARE IANA zones but mean less than people expect: they resolve exactly, with a note. */
const FIXED_ZONE_NOTES: Record<string, string> = {
  EST: 'EST is a fixed UTC-05:00 with no DST; US Eastern time (EST/EDT) is America/New_York.',
  MST: 'MST is a fixed UTC-07:00 with no DST (as in Arizona, America/Phoenix); US Mountain time with DST is America/Denver.',
  HST: 'HST is a fixed UTC-10:00 with no DST, as Hawaii keeps (Pacific/Honolulu).',
};

/** A city wins over namesakes in other zones when it is this many times bigger than the largest of them. */
const WINNER_RATIO = 5;
/** An alternate-name match ranks as if it were this many times smaller (Canton, Ohio vs Canton = Guangzhou). */
const ALTERNATE_PENALTY = 10;
/** Candidates listed in an ambiguity error. */
const MAX_LISTED = 5;
const MAX_OFFSET_SECONDS = 14 * 3600;

let windowsByName: Map<string, string> | undefined;
/** CLDR's Windows zone IDs, lower-cased → IANA. */
function windowsZone(text: string): string | undefined {
  windowsByName ??= new Map(Object.entries(windowsZones as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
  return windowsByName.get(text.toLowerCase().replace(/\s+/g, ' '));
}

const foldedIana = new WeakMap<TzDatabase, Map<string, string>>();
/** "America/New York", "america/new_york " → "America/New_York". */
function ianaFold(s: string): string {
  return s.trim().toLowerCase().replace(/\s*\/\s*/g, '/').replace(/[\s_]+/g, '_');
}
function fuzzyIana(db: TzDatabase, text: string): string | undefined {
  let m = foldedIana.get(db);
  if (!m) {
    m = new Map(db.names().map((n) => [ianaFold(n), n]));
    foldedIana.set(db, m);
  }
  return m.get(ianaFold(text));
}

const locations = new WeakMap<TzDatabase, Map<string, string>>();
/** Folded last part of each canonical zone name ("lord howe" → Australia/Lord_Howe), when unique. */
function byLocation(db: TzDatabase): Map<string, string> {
  let m = locations.get(db);
  if (!m) {
    m = new Map();
    const taken = new Set<string>();
    for (const name of db.zoneNames()) {
      if (!name.includes('/') || name.startsWith('Etc/')) continue;
      const key = foldName(name.slice(name.lastIndexOf('/') + 1).replace(/_/g, ' '));
      if (m.has(key)) taken.add(key);
      m.set(key, name);
    }
    for (const key of taken) m.delete(key);
    locations.set(db, m);
  }
  return m;
}

const fixedZones = new Map<number, Zone>();
/** "UTC+05:30" for +19800 s ("UTC-05:29:28" when the offset has seconds, as LMT offsets do). */
export function fixedOffsetName(seconds: number): string {
  return `UTC${formatOffset(seconds)}`;
}
/** A zone with no transitions at a fixed offset from UTC, named "UTC+05:30". */
export function offsetZone(seconds: number): Zone {
  let z = fixedZones.get(seconds);
  if (!z) {
    z = fixedOffsetZone(fixedOffsetName(seconds), seconds);
    fixedZones.set(seconds, z);
  }
  return z;
}

/**
 * A UTC offset as people write it, east positive: "UTC+5:30", "+05:30", "+0530", "GMT-3", "UTC -03",
 * "Z". Returns seconds, or undefined when the text is not an offset or is out of range.
 */
export function parseOffset(text: string): { seconds: number; prefix: string } | undefined {
  const t = text.trim().replace(/\u2212/g, '-');
  if (/^z$/i.test(t)) return { seconds: 0, prefix: 'Z' };
  const m = /^(utc|gmt|ut)?\s*([+-])\s*(?:(\d{1,2}):(\d{2})|(\d{2})(\d{2})|(\d{1,2}))$/i.exec(t);
  if (!m) return undefined;
  const hours = Number(m[3] ?? m[5] ?? m[7]);
  const minutes = Number(m[4] ?? m[6] ?? 0);
  if (minutes > 59) return undefined;
  const seconds = (m[2] === '-' ? -1 : 1) * (hours * 3600 + minutes * 60);
  if (Math.abs(seconds) > MAX_OFFSET_SECONDS) return undefined;
  return { seconds, prefix: (m[1] ?? '').toUpperCase() };
}

/**
 * The name to report for an IANA zone reached through a mapping: kept when it is a canonical zone
 * or the zone a country designates (Europe/Oslo), else the zone it links to (Asia/Calcutta →
 * Asia/Kolkata).
 */
function preferredName(db: TzDatabase, names: ZoneNames, name: string): string | undefined {
  const found = db.lookup(name);
  if (!found) return undefined;
  return found.canonical === found.name || names.countryZones.has(found.name) ? found.name : found.canonical;
}

function matchOf(db: TzDatabase, name: string, via: ResolvedVia, note?: string): ZoneMatch {
  const found = db.lookup(name)!;
  return { name, zone: db.zone(found.canonical), via, ...(note ? { note } : {}) };
}

function formatPopulation(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(n >= 1e7 ? 0 : 1)}M`;
  return `${Math.round(n / 1000)}k`;
}

/** "Springfield, Missouri, US". */
export function placeName(names: ZoneNames, c: City): string {
  const region = names.regionName(c.country, c.region);
  return [c.name, region, c.country].filter(Boolean).join(', ');
}

/** Resolves a zone argument that is not empty. */
export interface LookupOptions {
  /** Compute "did you mean" suggestions for unknown input (default true; probes that expect misses skip it). */
  readonly suggest?: boolean;
  /**
   * The input follows a time of day in a phrase ("9am PT"): there the two-letter US forms PT, MT, CT
   * and ET mean US time zones, not Portugal, Malta or Ethiopia (as a zone argument they stay the
   * country codes, see scripts/abbreviations.ts).
   */
  readonly afterTime?: boolean;
}

/** Two-letter US time-zone forms, read only right after a time of day. */
const AFTER_TIME: Readonly<Record<string, [string, string]>> = {
  pt: ['America/Los_Angeles', 'US Pacific Time'],
  mt: ['America/Denver', 'US Mountain Time'],
  ct: ['America/Chicago', 'US Central Time'],
  et: ['America/New_York', 'US Eastern Time'],
};

export function lookupZone(db: TzDatabase, input: string, options: LookupOptions = {}): ZoneLookup {
  const text = input.trim();
  // 1. Exact IANA names and links: no tables loaded.
  const exact = db.lookup(text);
  if (exact && exact.name === text) return found(matchOf(db, text, 'iana', ianaNote(text)));
  // 2. The same names in any letter case and spacing.
  const fuzzy = exact?.name ?? fuzzyIana(db, text);
  if (fuzzy) return found(matchOf(db, fuzzy, 'fuzzy-name', ianaNote(fuzzy)));
  // 3. UTC offsets.
  const offset = parseOffset(text);
  if (offset) {
    if (offset.seconds === 0) return found(matchOf(db, 'UTC', 'offset'));
    const name = fixedOffsetName(offset.seconds);
    const hours = offset.seconds / 3600;
    const note =
      offset.prefix === 'GMT' && Number.isInteger(hours)
        ? `"${text}" read as ${name}; the IANA zone Etc/GMT${hours < 0 ? '-' : '+'}${Math.abs(hours)} is the opposite sign.`
        : undefined;
    return found({ name, zone: offsetZone(offset.seconds), via: 'offset', ...(note ? { note } : {}) });
  }
  // After a time of day: "9am PT" is US Pacific Time.
  const usForm = options.afterTime ? AFTER_TIME[text.toLowerCase()] : undefined;
  if (usForm) return found(matchOf(db, usForm[0], 'abbreviation', `"${text}" after a time read as ${usForm[1]} (${usForm[0]}); as a zone argument it is a country code.`));
  const names = zoneNames();
  // 4. Windows zone IDs.
  const windows = windowsZone(text);
  if (windows) {
    const name = preferredName(db, names, windows);
    if (name) return found(matchOf(db, name, 'windows'));
  }
  const byName = lookupNamed(db, names, text);
  if (byName) return byName;
  // The location part of an IANA name, for places too small for the city table ("Lord Howe").
  const location = byLocation(db).get(foldName(text));
  if (location) return found(matchOf(db, location, 'fuzzy-name'));
  // "Tokyo time", "India time".
  const bare = /^(.+?)\s+time$/i.exec(text);
  if (bare) {
    const again = lookupNamed(db, names, bare[1]!);
    if (again) return again;
  }
  return options.suggest === false ? { kind: 'unknown', suggestions: [] } : unknown(db, text, names);
}

function found(match: ZoneMatch): ZoneLookup {
  return { kind: 'found', match };
}

/** EST, MST, HST and Etc/GMT-5 are real IANA zones that do not mean what they seem to. */
function ianaNote(name: string): string | undefined {
  const etc = /^Etc\/GMT([+-])(\d+)$/.exec(name);
  if (etc && etc[2] !== '0') {
    return `${name} is UTC${etc[1] === '+' ? '-' : '+'}${etc[2]!.padStart(2, '0')}:00: POSIX-style Etc names invert the sign.`;
  }
  return FIXED_ZONE_NOTES[name];
}

/** Abbreviations, countries, then cities. */
function lookupNamed(db: TzDatabase, names: ZoneNames, text: string): ZoneLookup | undefined {
  const folded = foldName(text);
  if (!folded) return undefined;
  // 5. Abbreviations and informal names.
  const abbr = names.abbreviation(folded);
  if (abbr) {
    if (abbr.candidates.length === 1) return found(matchOf(db, preferredName(db, names, abbr.candidates[0]!.zone)!, 'abbreviation'));
    return {
      kind: 'ambiguous',
      via: 'abbreviation',
      total: abbr.candidates.length,
      candidates: abbr.candidates.map((c) => `${c.label} (${c.zone}, ${c.offset})`),
    };
  }
  // 6. Countries by name or ISO code.
  const country = /^[a-z]{2}$/.test(folded) || folded.length > 2 ? names.country(folded) : undefined;
  if (country) return countryLookup(db, names, country);
  // 7. Cities, optionally qualified: "Springfield, MO", "London, Ontario", "Paris, France".
  return cityLookup(db, names, text);
}

function countryLookup(db: TzDatabase, names: ZoneNames, country: Country): ZoneLookup {
  if (country.zones.length === 1) return found(matchOf(db, preferredName(db, names, country.zones[0]!)!, 'country'));
  const ranked = rankCountryZones(names, country);
  // Zones where no town reaches the city table's threshold (Germany's Busingen exclave) do not make
  // a country ambiguous; they are named in the note.
  const populated = ranked.filter((r) => r.city);
  if (populated.length === 1) {
    const others = ranked.filter((r) => !r.city).map((r) => r.zone);
    const note = `${country.name} also has ${others.join(', ')}, for small places only.`;
    return found(matchOf(db, preferredName(db, names, populated[0]!.zone)!, 'country', note));
  }
  return {
    kind: 'ambiguous',
    via: 'country',
    total: ranked.length,
    candidates: ranked.slice(0, MAX_LISTED).map(({ zone, city }) => (city ? `${zone} (${city.name})` : zone)),
    hint: country.name,
  };
}

/** A country's zones, those with the biggest cities first, each with its largest city. */
export function rankCountryZones(names: ZoneNames, country: Country): { zone: string; city: City | undefined }[] {
  return country.zones
    .map((zone) => ({ zone, city: names.mainCities(country.code, zone, 1)[0] }))
    .sort((a, b) => (b.city?.population ?? 0) - (a.city?.population ?? 0));
}

/** Per database, built on first use: canonical zone → the countries designating it or a link to it, sorted. */
const countriesByZone = new WeakMap<TzDatabase, Map<string, string[]>>();

/** The countries (ISO codes) that designate `zone` or any zone with the same rules. */
export function countriesUsing(db: TzDatabase, zone: string): string[] {
  let index = countriesByZone.get(db);
  if (!index) {
    index = new Map();
    for (const c of zoneNames().countries) {
      for (const z of c.zones) {
        const key = db.lookup(z)?.canonical ?? z;
        const list = index.get(key) ?? [];
        if (!list.includes(c.code)) list.push(c.code);
        index.set(key, list);
      }
    }
    for (const list of index.values()) list.sort();
    countriesByZone.set(db, index);
  }
  return [...(index.get(db.lookup(zone)?.canonical ?? zone) ?? [])];
}

/** The country whose zone.tab entry names `zone` exactly ("Europe/Berlin" is Germany's), else the one country using it, else undefined. */
export function countryOfZone(db: TzDatabase, zone: string): string | undefined {
  const own = zoneNames().countries.find((c) => c.zones.includes(zone));
  if (own) return own.code;
  const using = countriesUsing(db, zone);
  return using.length === 1 ? using[0] : undefined;
}

/** A country named by its name, an alias or its ISO code ("Japan", "UK", "jp"), if any. */
export function findCountry(text: string): Country | undefined {
  const folded = foldName(text);
  return folded ? zoneNames().country(folded) : undefined;
}

function cityLookup(db: TzDatabase, names: ZoneNames, text: string): ZoneLookup | undefined {
  const comma = text.lastIndexOf(',');
  const place = foldName(comma < 0 ? text : text.slice(0, comma));
  const qualifier = comma < 0 ? '' : foldName(text.slice(comma + 1));
  let matches = names.citiesNamed(place);
  if (qualifier) {
    const country = names.country(qualifier);
    matches = matches.filter(({ city: c }) => {
      const region = names.regionName(c.country, c.region);
      return (
        c.country === country?.code ||
        c.country.toLowerCase() === qualifier ||
        foldName(c.region) === qualifier ||
        (region !== undefined && foldName(region) === qualifier)
      );
    });
  }
  if (!matches.length) return undefined;
  const weight = (m: { city: City; alternate: boolean }) => m.city.population / (m.alternate ? ALTERNATE_PENALTY : 1);
  matches.sort((a, b) => weight(b) - weight(a));
  // Group by zone rules: places that share a zone are not ambiguous.
  const byZone = new Map<string, { city: City; alternate: boolean }>();
  for (const m of matches) {
    const key = db.lookup(m.city.zone)!.canonical;
    if (!byZone.has(key)) byZone.set(key, m);
  }
  const groups = [...byZone.values()];
  const best = groups[0]!;
  const name = preferredName(db, names, best.city.zone)!;
  if (groups.length === 1) return found(matchOf(db, name, 'city'));
  const runnerUp = groups[1]!;
  if (weight(best) >= WINNER_RATIO * weight(runnerUp)) {
    const note = `Read as ${placeName(names, best.city)} (pop ${formatPopulation(best.city.population)}); ${placeName(names, runnerUp.city)} would be ${preferredName(db, names, runnerUp.city.zone)}.`;
    return found(matchOf(db, name, 'city', note));
  }
  const top = best.city;
  return {
    kind: 'ambiguous',
    via: 'city',
    total: groups.length,
    candidates: groups
      .slice(0, MAX_LISTED)
      .map((m) => `${placeName(names, m.city)} (${preferredName(db, names, m.city.zone)}, pop ${formatPopulation(m.city.population)})`),
    hint: `${top.name}, ${top.country === 'US' ? top.region : top.country}`,
  };
}

function unknown(db: TzDatabase, text: string, names?: ZoneNames): ZoneLookup {
  return { kind: 'unknown', suggestions: suggest(db, text, names) };
}

/**
 * Up to three inputs that would resolve, closest first: IANA names (the only ones when the input
 * has a "/"), then abbreviations, countries and cities by edit distance on folded names.
 */
export function suggest(db: TzDatabase, text: string, names?: ZoneNames): string[] {
  const iana = db.suggest(text);
  if (text.includes('/') || !names) return iana;
  const needle = foldName(text);
  if (needle.length < 3) return iana;
  const limit = Math.max(1, Math.floor(needle.length / 4));
  const scored: { d: number; pop: number; label: string; zone: string }[] = [];
  for (const name of iana) {
    const city = foldName(name.slice(name.lastIndexOf('/') + 1));
    scored.push({ d: Math.min(editDistance(needle, city), editDistance(needle, foldName(name))), pop: Infinity, label: name, zone: name });
  }
  const consider = (label: string, zone: string, pop: number, f = foldName(label)) => {
    if (Math.abs(f.length - needle.length) > limit) return;
    const d = editDistance(needle, f, limit);
    if (d <= limit) scored.push({ d, pop, label, zone });
  };
  for (const key of names.abbreviationKeys()) consider(key, names.abbreviation(foldName(key))!.candidates[0]!.zone, 1e9);
  for (const c of names.countries) consider(c.name, c.zones[0]!, 1e9);
  names.forEachCityName((folded, c) => consider(c.name, c.zone, c.population, folded));
  scored.sort((a, b) => a.d - b.d || b.pop - a.pop);
  const out: string[] = [];
  const zones = new Set<string | undefined>();
  for (const s of scored) {
    const canonical = db.lookup(s.zone)?.canonical;
    if (out.length >= 3) break;
    if (zones.has(canonical) || out.includes(s.label)) continue;
    zones.add(canonical);
    out.push(s.label);
  }
  return out.slice(0, 3);
}
