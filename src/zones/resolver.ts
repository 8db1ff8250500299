// The one zone resolver: whatever a person or a model writes for a time zone, in this order of
// trust — exact IANA names and links; IANA names in any case/spacing ("america/new york"); UTC
// offsets ("UTC+5:30", "+05:30", "GMT-3", "UTC–5", "UTC+5.5", "Z") as fixed-offset zones; Windows zone
// names ("Pacific Standard Time"); abbreviations and metazone names, curated and CLDR's ("PST",
// "Pacific Time", "AEST", "Gulf Standard Time"); places: countries ("Japan", "JP"), first-level regions
// ("Ontario", "Bavaria"), cities ("Tokyo", "Sao Paulo", "Bombay") and CLDR's exemplar cities, weighed
// together; the location part of a zone name ("Lord Howe"); "<place> time"; IANA-shaped names that
// do not exist, through their city part ("Asia/Beijing"); Windows display names ("(UTC+01:00)
// Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna"); compound forms ("EST/EDT", "IST
// (UTC+5:30)", "Eastern Time (US & Canada)", "America/New_York (EST)"); then names in ten more
// languages ("東京", "Нью-Йорк", "Ciudad de México").
//
// Never confidently wrong: where two readings are plausible the answer is an ambiguity that lists
// them; where one dominates it is the answer, and the others are named in its note and listed, each
// with its zone, in its `alternatives`. A reading dominates when
//   - it has five times the people of the next (or, for a country or region, 98% of its people keep
//     its clock);
//   - it is a city of 500,000 people or more, three times the next, which is a town under 500,000
//     or a region whose largest town is (Vancouver, British Columbia over Vancouver, Washington; San
//     Jose, California over San José, Costa Rica's province and city): a metropolis is what people mean;
//   - it is a territory's own name: a country or territory by its name, or the English exemplar city
//     CLDR gives a territory's only zone (St. Thomas, Mahé). A town of that name is set aside, as an
//     alternative, unless it has five times the territory's people; then it competes as above;
//   - it is one of the US zone shorthands ET, PT, MT, which people write for those zones far more
//     than for Ethiopia, Portugal or Malta (DOMINANT_SHORTHANDS);
//   - it is the one reading of an abbreviation in the country of a zone the call already holds: the
//     zone a phrase is read in, a meeting's other participants, a conversion's other side
//     (inCountryOf);
//   - it is an informal region's main part, where its table says so (informal.ts).

import windowsZones from '../../data/windows-zones.json' with { type: 'json' };
import { civilFromDays } from '../core/civil.js';
import { editDistance } from '../core/edit-distance.js';
import { foldName, foldNative, isLatinText, isMarked, spelled } from '../core/fold.js';
import { formatDate, formatOffset } from '../core/iso-text.js';
import { SECONDS_PER_DAY } from '../core/units.js';
import type { TzDatabase } from '../tzdb/database.js';
import { fixedOffsetZone, type Zone } from '../tzdb/zone.js';
import { INFORMAL_REGIONS, type InformalRegion } from './informal.js';
import {
  splitDisplayName,
  windowsDisplayNamed,
  zoneNames,
  type City,
  type Country,
  type LanguageName,
  type Region,
  type ZoneNames,
} from './names.js';

/** How an input was read, in the order the resolver tries them. */
export const RESOLVED_VIA = ['iana', 'fuzzy-name', 'offset', 'windows', 'abbreviation', 'country', 'region', 'city'] as const;
export type ResolvedVia = (typeof RESOLVED_VIA)[number];

export interface ZoneMatch {
  /** IANA name (or "UTC+05:30" for a fixed offset). */
  readonly name: string;
  readonly zone: Zone;
  readonly via: ResolvedVia;
  /** Set when the reading needs explaining: a fixed-offset IANA zone, a sign convention, a bigger namesake. */
  readonly note?: string;
  /**
   * The other readings of the input, when this one dominates them: each zone, on a clock of its own,
   * with what it reads the input as ("Vancouver, Washington, US (pop 173k)"), likeliest first.
   */
  readonly alternatives?: readonly ZoneAlternative[];
  /**
   * Set when the input names one season's time ("PDT", "Central European Summer Time"): the facts
   * its note is judged from at the instant the call is about (`seasonNote`). The note, if any, is
   * then that judgement at `LookupOptions.at`, and nothing else.
   */
  readonly season?: Season;
  /** With `LookupOptions.locate`, when the input named a place: the city, or for a country or region its largest city in the zone. */
  readonly place?: LocatedPlace;
  /** For an abbreviation with a reading of its own in some country ("PST"): what this one stands for ("Pacific Standard Time"). */
  readonly label?: string;
}

/** Where a place is: the city read, or the largest city of the country or region read. */
export interface LocatedPlace {
  readonly kind: 'city' | 'country' | 'region';
  /** "the country Norway", "Oslo, NO (pop 580k)". */
  readonly describe: string;
  readonly city: City;
}

/** Another reading of a zone input: the zone, and what the input would be read as. */
export interface ZoneAlternative {
  /** IANA name. */
  readonly name: string;
  readonly label: string;
  /** Its zone, for the time the call's instant shows there. */
  readonly zone?: Zone;
}

/** A name of one season's time: its label, the offset it stands for, and which season. */
export interface Season {
  readonly label: string;
  /** "-07:00". */
  readonly offset: string;
  readonly variant: 'standard' | 'daylight';
}

export interface Ambiguity {
  readonly kind: 'ambiguous';
  /** "mixed" when the readings are of different kinds (an abbreviation and a country code, a country and a region). */
  readonly via: 'abbreviation' | 'country' | 'region' | 'city' | 'mixed';
  /** How many distinct zones the input could mean. */
  readonly total: number;
  /** The first few, each with what tells it apart: "India Standard Time (Asia/Kolkata, +05:30)". */
  readonly candidates: readonly string[];
  /** For a country or region: its name; for a city: a qualified spelling that would resolve ("Springfield, MO"). */
  readonly hint?: string;
  /** Every zone the input could mean, first the likeliest (compound forms narrow them). */
  readonly zones: readonly string[];
  /** For an abbreviation: the season each of `zones` it names, where it names one ("CST": US Central's standard time). */
  readonly seasons?: readonly (Season | undefined)[];
}

/** Why input was refused before any table was searched. */
export type Malformed = 'too-long' | 'control-characters' | 'mixed-scripts';

export type ZoneLookup =
  | { readonly kind: 'found'; readonly match: ZoneMatch }
  | Ambiguity
  | { readonly kind: 'unknown'; readonly suggestions: readonly string[]; readonly malformed?: Malformed };

export interface LookupOptions {
  /** Compute "did you mean" suggestions for unknown input (default true; probes that expect misses skip it). */
  readonly suggest?: boolean;
  /**
   * The instant the call is about (Unix seconds): zones are told apart by their clocks from then on,
   * and a daylight name out of season ("PDT" in December) gets a note. Without it, zones are told
   * apart by their rules.
   */
  readonly at?: number;
  /**
   * The text is inside a phrase ("3pm PT", "9am ET tomorrow"): there two letters that are a zone's
   * abbreviation or a city's nickname are read as that, not also as a country code.
   */
  readonly inPhrase?: boolean;
  /** Say where a place is: the match of a city, country or region carries `place`. */
  readonly locate?: boolean;
}

/** Abbreviations that ARE IANA zones but mean less than people expect: they resolve exactly, with a note. */
const FIXED_ZONE_NOTES: Record<string, string> = {
  EST: 'EST is a fixed UTC-05:00 with no DST; US Eastern time (EST/EDT) is America/New_York.',
  MST: 'MST is a fixed UTC-07:00 with no DST (as in Arizona, America/Phoenix); US Mountain time with DST is America/Denver.',
  HST: 'HST is a fixed UTC-10:00 with no DST, as Hawaii keeps (Pacific/Honolulu).',
  GMT: 'GMT is a fixed UTC+00:00; UK time, with British Summer Time (+01:00) from late March to late October, is Europe/London.',
};
/**
 * IANA names that are also one season's abbreviation, for zones with DST: "CET" is Central European
 * time all year, and the abbreviation of its winter offset; written in summer it may mean either.
 */
const STANDARD_NAMED_ZONES: Record<string, Season> = {
  WET: { label: 'Western European Time', offset: '+00:00', variant: 'standard' },
  CET: { label: 'Central European Time', offset: '+01:00', variant: 'standard' },
  MET: { label: 'Middle European Time', offset: '+01:00', variant: 'standard' },
  EET: { label: 'Eastern European Time', offset: '+02:00', variant: 'standard' },
};
/** What the fixed-offset IANA abbreviations that a country also writes for its own time stand for, read literally. */
const FIXED_ZONE_MEANS_LABEL: Record<string, string> = { EST: 'US Eastern Standard Time', MST: 'US Mountain Standard Time' };
/** What the fixed-offset abbreviations mean as half of a pair ("EST/EDT"). */
const FIXED_ZONE_MEANS: Record<string, string> = { EST: 'America/New_York', MST: 'America/Denver', HST: 'Pacific/Honolulu' };

/**
 * The zone with DST a fixed-offset IANA abbreviation is written for out of season ("3pm EST" in
 * July, for US Eastern time): America/New_York for EST, America/Denver for MST.
 */
export function seasonalZoneOf(name: string): string | undefined {
  return name === 'EST' || name === 'MST' ? FIXED_ZONE_MEANS[name] : undefined;
}
/** Notes for names that resolve to a zone that is less than people may mean. */
const RESULT_NOTES: Record<string, string> = {
  'Etc/GMT': 'Greenwich Mean Time is a fixed UTC+00:00; UK time, with British Summer Time, is Europe/London.',
};

/** A place wins over namesakes in other zones when it is this many times bigger than the largest of them. */
const WINNER_RATIO = 5;
/**
 * A metropolis (a city of this many people) wins over towns under this size with a third of its
 * people or less: it is what people mean by the name, and the towns are named as alternatives.
 */
const METROPOLIS = 500_000;
const METROPOLIS_RATIO = 3;
/** A town set against a territory's own name competes only with this many times the territory's people. */
const FAR_LARGER = 5;
/** Towns smaller than this, spelt without the marks a name is written with, are not read from it alone. */
const MARKED_TOWN = 100_000;
/** A folded name without its spaces, as spelled() writes a name without them. */
const compact = (folded: string): string => folded.replace(/ /g, '');

/** The countries whose first-level regions' two-letter codes are written alone as places (GA, ON). */
const STATE_CODE_COUNTRIES: readonly string[] = ['US', 'CA', 'AU'];
/**
 * Two letters that are a zone's shorthand and also a country's code, where the shorthand is what
 * people mean: ET, PT and MT are how US schedules and broadcasts write Eastern, Pacific and Mountain
 * Time (as CT, which no country shares, is Central); a country is written by name. AT (Atlantic Time
 * or Austria) and LA (Los Angeles or Laos) have no such settled reading and stay ambiguous.
 */
const DOMINANT_SHORTHANDS = new Set(['et', 'pt', 'mt']);
/**
 * Abbreviations that are English words: read as the time only in capitals ("CAT" is Central Africa
 * Time; "3pm cat", "Cat" are no clock; "West" is no Western European Summer Time).
 */
const WORD_ABBREVIATIONS = new Set(['act', 'art', 'cat', 'chat', 'eat', 'hat', 'pet', 'west', 'wit']);
/**
 * A city matched by another of its names (Canton for Guangzhou, Victoria for Hong Kong) weighs as if
 * this many times smaller; a spelling of its name (Geneva for Genève: two edits or fewer) or the name
 * without "City" (New York for New York City) counts in full.
 */
const OTHER_NAME_PENALTY = 3;
/** A country or region is one zone when that zone's clock serves this share of its people. */
const NEARLY_ALL = 0.98;
/** Candidates listed in an ambiguity error. */
const MAX_LISTED = 5;
const MAX_OFFSET_SECONDS = 14 * 3600;
/** Longer input is refused unread: no zone spelling comes near it. */
export const MAX_ZONE_TEXT = 200;
/** The languages of CLDR's names in the Latin script (data/zone-names-<lang>.txt). */
const LATIN_LANGUAGES = ['de', 'fr', 'es', 'pt'];
const LANGUAGE_NAMES: Record<string, string> = { de: 'German', fr: 'French', es: 'Spanish', pt: 'Portuguese' };
/** The IANA areas: "Area/Place" with one of these is an IANA-shaped name. */
const IANA_AREAS = new Set(['africa', 'america', 'antarctica', 'arctic', 'asia', 'atlantic', 'australia', 'europe', 'indian', 'pacific']);

let windowsByName: Map<string, string> | undefined;
/** CLDR's Windows zone IDs, lower-cased → IANA. */
function windowsZone(text: string): string | undefined {
  windowsByName ??= new Map(Object.entries(windowsZones as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
  return windowsByName.get(text.toLowerCase().replace(/\s+/g, ' '));
}

const foldedIana = new WeakMap<TzDatabase, Map<string, string>>();
/** "America/New York", "america/new_york " → "America/New_York". */
function ianaFold(s: string): string {
  return s
    .trim()
    .toLowerCase()
    .replace(/\s*\/\s*/g, '/')
    .replace(/[\s_]+/g, '_');
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
 * "UTC–5" (en or em dash, or the minus sign), "UTC+5.5" (decimal hours), "Z". Returns seconds, or
 * undefined when the text is not an offset or is out of range.
 */
export function parseOffset(text: string): { seconds: number; prefix: string } | undefined {
  const t = text
    .trim()
    .replace(/[\u2212\u2013\u2014\u2010\u2011\u2012\ufe63\uff0d]/g, '-')
    .replace(/\uff0b/g, '+');
  if (/^z$/i.test(t)) return { seconds: 0, prefix: 'Z' };
  const m = /^(utc|gmt|ut)?\s*([+-])\s*(?:(\d{1,2}):(\d{2})|(\d{2})(\d{2})|(\d{1,2})(?:[.,](\d{1,2}))?)$/i.exec(t);
  if (!m) return undefined;
  const hours = Number(m[3] ?? m[5] ?? m[7]);
  let minutes = Number(m[4] ?? m[6] ?? 0);
  if (m[8] !== undefined) {
    // Decimal hours: only the fractions offsets have (.5 and .75, .25 for completeness).
    minutes = Number(`0.${m[8]}`) * 60;
    if (!Number.isInteger(minutes) || minutes % 15 !== 0) return undefined;
  }
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

/** `{ zone }` for an IANA name the database has, else nothing. */
function zoneOf(db: TzDatabase, name: string): { zone?: Zone } {
  const found = db.lookup(name);
  return found ? { zone: db.zone(found.canonical) } : {};
}

function matchOf(
  db: TzDatabase,
  name: string,
  via: ResolvedVia,
  note?: string,
  season?: Season,
  alternatives?: readonly ZoneAlternative[],
): ZoneMatch {
  const found = db.lookup(name)!;
  const withZones = alternatives?.map((a) => (a.zone ? a : { ...a, ...zoneOf(db, a.name) }));
  return {
    name,
    zone: db.zone(found.canonical),
    via,
    ...(note ? { note } : {}),
    ...(season ? { season } : {}),
    ...(withZones?.length ? { alternatives: withZones } : {}),
  };
}

/**
 * "PDT" on 2026-12-01: the note for a name of one season at the instant `at` (Unix seconds), or
 * undefined when the zone keeps that season then (or keeps one offset all year, as "Yukon Time" does).
 */
export function seasonNote(zone: Zone, name: string, season: Season, at: number): string | undefined {
  const state = zone.stateAt(at);
  if (state.isDst === (season.variant === 'daylight')) return undefined;
  const year = zone.transitions(at - 183 * SECONDS_PER_DAY, at + 183 * SECONDS_PER_DAY);
  if (!year.some((t) => t.before.isDst !== t.after.isDst)) return undefined;
  const day = formatDate(civilFromDays(Math.floor((at + state.offset) / SECONDS_PER_DAY)));
  return `${season.label} (${season.offset}) is not in effect on ${day}: ${name} is on ${state.isDst ? 'daylight' : 'standard'} time (${formatOffset(state.offset)}) then.`;
}

/** The offset a zone keeps in one season within a year of `at` (its offset then when it has no such season). */
function seasonOffset(zone: Zone, at: number, daylight: boolean): number {
  const state = zone.stateAt(at);
  if (state.isDst === daylight) return state.offset;
  const t = zone.transitions(at - 366 * SECONDS_PER_DAY, at + 366 * SECONDS_PER_DAY).find((x) => x.after.isDst === daylight);
  return t ? t.after.offset : state.offset;
}

/** Whether a zone is on `seconds` at some time within a year of `at`, or has it as its standard offset. */
function keepsOffset(zone: Zone, seconds: number, at: number): boolean {
  if (zone.offsetAt(at) === seconds || standardOffset(zone, at) === seconds) return true;
  return zone.transitions(at - 366 * SECONDS_PER_DAY, at + 366 * SECONDS_PER_DAY).some((t) => t.after.offset === seconds);
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

/** Whether two zones keep the same clock: from `at` on for a year, or (without an instant) the same rules. */
function sameClock(db: TzDatabase, a: string, b: string, at: number | undefined): boolean {
  const ca = db.lookup(a)?.canonical ?? a;
  const cb = db.lookup(b)?.canonical ?? b;
  if (ca === cb) return true;
  if (at === undefined) return false;
  const za = db.zone(ca);
  const zb = db.zone(cb);
  if (za.offsetAt(at) !== zb.offsetAt(at)) return false;
  const end = at + 366 * SECONDS_PER_DAY;
  const ta = za.transitions(at, end).filter((t) => t.before.offset !== t.after.offset);
  const tb = zb.transitions(at, end).filter((t) => t.before.offset !== t.after.offset);
  return ta.length === tb.length && ta.every((t, i) => t.at === tb[i]!.at && t.after.offset === tb[i]!.after.offset);
}

/** A zone's offset at `at`, or its rules' standard offset text when there is no instant. */
function offsetLabel(db: TzDatabase, zone: string, at: number | undefined): string {
  const z = db.zone(db.lookup(zone)!.canonical);
  return formatOffset(z.offsetAt(at ?? 0));
}

/** Letters of one script family each: Han goes with Kana (Japanese) and with Hangul (Korean). */
const SCRIPT_FAMILIES: [string, RegExp][] = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['thai', /\p{Script=Thai}/u],
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['han', /\p{Script=Han}/u],
];
function scriptsOf(text: string): Set<string> {
  const out = new Set<string>();
  // Letters of no script of their own (the Japanese prolonged sound mark ー) belong to any.
  for (const ch of text.replace(/[^\p{L}]|[\p{Script=Common}\p{Script=Inherited}]/gu, '')) {
    const family = SCRIPT_FAMILIES.find(([, re]) => re.test(ch))?.[0] ?? 'other';
    out.add(family);
  }
  if (out.has('han') && (out.has('kana') || out.has('hangul'))) out.delete('han');
  return out;
}

/** Input refused before any table is read: too long to be a name, control characters, mixed scripts. */
function malformed(text: string): Malformed | undefined {
  if (text.length > MAX_ZONE_TEXT) return 'too-long';
  if (/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(text.replace(/[\u00ad\u200c\u200d]/g, ''))) return 'control-characters';
  // "UTC" and "GMT" are no script of their own ("(UTC+09:00) 大阪、札幌、東京", "Время в формате UTC +12").
  if (!/^[\x20-\x7e]*$/.test(text) && scriptsOf(text.replace(/\b(?:utc|gmt)\b/gi, '')).size > 1) return 'mixed-scripts';
  return undefined;
}

/** Marks of writing direction, invisible, as Windows' Arabic display names carry them: dropped. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

export function lookupZone(db: TzDatabase, input: string, options: LookupOptions = {}): ZoneLookup {
  const text = input.replace(DIRECTION_MARKS, '').trim();
  // 1. Exact IANA names and links: no tables loaded.
  const exact = db.lookup(text);
  if (exact && exact.name === text) return found(ianaMatch(db, text, 'iana'));
  const bad = malformed(text);
  if (bad) return { kind: 'unknown', suggestions: [], malformed: bad };
  // 2. The same names in any letter case and spacing.
  const fuzzy = exact?.name ?? fuzzyIana(db, text);
  if (fuzzy) return found(ianaMatch(db, fuzzy, 'fuzzy-name'));
  const r = new Reader(db, options.at, options.inPhrase === true, options.locate === true);
  // A Windows display name ("(UTC+01:00) Amsterdam, ...") is no place: its table first, with no city read.
  const displayShaped = splitDisplayName(text) !== undefined;
  const direct = (displayShaped ? r.windowsDisplay(text) : undefined) ?? r.read(text);
  if (direct) return direct;
  // IANA-shaped names that do not exist, Windows display names without their offset, compound forms,
  // then other languages.
  const more = r.inventedIana(text) ?? (displayShaped ? undefined : r.windowsDisplay(text)) ?? r.compound(text) ?? r.otherLanguages(text);
  if (more) return more;
  return options.suggest === false ? { kind: 'unknown', suggestions: [] } : unknown(db, text, r.names);
}

/** The most populous of some cities. */
function largestOf(cities: readonly City[]): City | undefined {
  return cities.reduce<City | undefined>((a, c) => (!a || c.population > a.population ? c : a), undefined);
}

function found(match: ZoneMatch): ZoneLookup {
  return { kind: 'found', match };
}

/**
 * An IANA name's match: its note, and for EST and MST the readings of a country of their own, as the
 * abbreviation table gives them (its `local` candidates: EST in Australia, MST in Malaysia), which
 * the call takes where it stands in that country (inCountryOf). Only these names read the table.
 */
function ianaMatch(db: TzDatabase, name: string, via: ResolvedVia): ZoneMatch {
  const means = FIXED_ZONE_MEANS_LABEL[name];
  const names = means ? zoneNames() : undefined;
  const locals = names?.abbreviation(foldName(name))?.candidates.filter((c) => c.local);
  if (!names || !locals?.length) return matchOf(db, name, via, ianaNote(name), STANDARD_NAMED_ZONES[name]);
  const alternatives = locals.map((c) => ({ name: preferredName(db, names, c.zone)!, label: c.label }));
  const m = matchOf(db, name, via, ianaNote(name), undefined, alternatives);
  return { ...m, label: `${means} (a fixed UTC${formatOffset(m.zone.offsetAt(0))})` };
}

/** EST, MST, HST and Etc/GMT-5 are real IANA zones that do not mean what they seem to. */
function ianaNote(name: string): string | undefined {
  const etc = /^Etc\/GMT([+-])(\d+)$/.exec(name);
  if (etc && etc[2] !== '0') {
    return `${name} is UTC${etc[1] === '+' ? '-' : '+'}${etc[2]!.padStart(2, '0')}:00: POSIX-style Etc names invert the sign.`;
  }
  return FIXED_ZONE_NOTES[name];
}

/**
 * A reading of a place: a country, a region, a city or an exemplar city, with the people that weigh
 * it (a city's own, a country's or region's largest city) and how to name it in a note or a list.
 */
interface Place {
  readonly zone: string;
  readonly weight: number;
  readonly kind: 'country' | 'region' | 'city';
  /** "London, England, GB (pop 9.0M)", "the region Ontario, CA", "the country Georgia". */
  readonly describe: string;
  /** Its country, for a city; a multi-zone place's own country, for the places it contains. */
  readonly country?: string;
  readonly city?: City;
  /** A city matched by another of its names (Bombay, Canton), not its own. */
  readonly alternate?: boolean;
  /** A city whose name is spelt with other marks than the input's ("Aland" for "Åland"). */
  readonly misspelt?: boolean;
  /** A city of 100,000+ read by its own name written without the input's marks ("Khemisset" for "Khémisset"). */
  readonly unmarked?: boolean;
  /** A country or region whose zones are not one: its own ambiguity. */
  readonly spans?: Ambiguity;
  readonly note?: string;
  /** For a territory's own name (a country's, or the exemplar city of its only zone): its people. */
  readonly territory?: number;
  /** For a country or region: its largest city in the zone, looked up only when asked. */
  readonly largestCity?: () => City | undefined;
}

/** The reading of one text: holds the tables, the database and the instant. */
class Reader {
  #names: ZoneNames | undefined;
  constructor(
    readonly db: TzDatabase,
    readonly at: number | undefined,
    readonly inPhrase = false,
    readonly locate = false,
  ) {}

  get names(): ZoneNames {
    return (this.#names ??= zoneNames());
  }

  /** Offsets, Windows names, abbreviations, places, location parts and "<place> time". */
  read(text: string): ZoneLookup | undefined {
    const { db } = this;
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
    const names = this.names;
    // 4. Windows zone IDs.
    const windows = windowsZone(text);
    if (windows) {
      const name = preferredName(db, names, windows);
      // "Arabian Standard Time" is Windows' ID for the Gulf (Asia/Dubai) and CLDR's name for Arabia's time (Asia/Riyadh).
      const cldr = names.abbreviation(foldName(text))?.candidates.filter((c) => !sameClock(db, c.zone, name ?? windows, this.at)) ?? [];
      if (name && cldr.length) {
        const zones = [name, ...cldr.map((c) => preferredName(db, names, c.zone)!)];
        return {
          kind: 'ambiguous',
          via: 'mixed',
          total: zones.length,
          candidates: [
            `the Windows zone ${text} (${name}, ${offsetLabel(db, name, this.at)})`,
            ...cldr.map((c) => `${c.label} (${c.zone}, ${c.offset})`),
          ],
          zones,
        };
      }
      if (name) return found(matchOf(db, name, 'windows'));
    }
    const byName = this.named(text);
    if (byName) return byName;
    // The location part of an IANA name, for places too small for the city table ("Lord Howe").
    const location = byLocation(db).get(foldName(text));
    if (location) return found(matchOf(db, location, 'fuzzy-name'));
    // "Tokyo time", "India time", "Samoa time".
    const bare = /^(.+?)\s+time$/i.exec(text);
    if (bare) {
      const again = this.named(bare[1]!);
      if (again) return again;
    }
    // The same name as people wrap it: "the Midwest", "Seattle area", "N.Y.".
    for (const variant of this.variants(text)) {
      const again = this.read(variant);
      if (again) return again;
    }
    return undefined;
  }

  /**
   * What a name is without its wrapping, each shorter than the text: without a leading "the", without
   * a trailing "area" or "region", and initials without their dots ("N.Y." → "NY", then the US state
   * NY names: "New York"; "D.C." → "DC").
   */
  variants(text: string): string[] {
    const out: string[] = [];
    const the = /^the\s+(.+)$/i.exec(text);
    if (the) out.push(the[1]!);
    const area = /^(.+?)\s+(?:metro\s+)?(?:area|region)$/i.exec(text);
    if (area) out.push(area[1]!);
    if (/^(?:[A-Za-z]\.\s?){2,3}$/.test(text)) {
      const letters = text.replace(/[.\s]/g, '').toUpperCase();
      out.push(letters);
      const state = this.names.regionName('US', letters);
      if (state) out.push(state);
    }
    return out;
  }

  /** Abbreviations (two letters: with country codes and nicknames), then places. */
  named(text: string): ZoneLookup | undefined {
    const folded = foldName(text);
    if (!folded) return undefined;
    if (/^[a-z]{2}$/.test(folded)) return this.twoLetters(folded);
    // 5. Abbreviations, informal names and CLDR's metazone names; "Georgia Time", CLDR's name for the
    // country's clock, is the US state's too, as "Georgia" is: the place's ambiguity, not the one zone
    // an English word that is an abbreviation, not in capitals, is no name at all: no clock, and no
    // region's postal code either ("3pm act" is not Canberra, as "3pm cat" is not Maputo)
    if (WORD_ABBREVIATIONS.has(folded) && text.trim() !== text.trim().toUpperCase()) return undefined;
    const abbr = this.abbreviation(folded);
    const place = abbr?.kind === 'found' ? /^(.+) time$/.exec(folded) : null;
    // (a country and a region of its name, not a town beside a region: "Yukon Time" is Yukon's; and
    // not regions alone, "Central Time" is not Ghana's Central Region: most clocks' names are no
    // country's, and need no region looked up)
    const countries = place ? this.names.countriesNamed(place[1]!) : [];
    const wholes = countries.length ? countries.length + this.names.regionsNamed(place![1]!).length : 0;
    const places = wholes > 1 ? this.places(place![1]!) : undefined;
    if (abbr?.kind === 'found' && places?.kind === 'ambiguous' && places.zones?.includes(abbr.match.name)) return places;
    // an abbreviation that is a region's postal code too, on another clock ("ACT": Australian Central
    // Time, and the Australian Capital Territory)
    if (abbr?.kind === 'found') {
      const coded = this.names
        .regionsNamed(folded)
        .filter((r) => foldName(r.name) !== folded)
        .map((r) => ({ region: r, place: this.regionPlace(r) }))
        .filter(({ place }) => !sameClock(this.db, place.spans ? place.spans.zones[0]! : place.zone, abbr.match.name, this.at));
      if (coded.length) {
        const label = this.names.abbreviation(folded)?.candidates[0]?.label ?? text;
        const zones = [abbr.match.name, ...coded.map(({ place }) => (place.spans ? place.spans.zones[0]! : place.zone))];
        return {
          kind: 'ambiguous',
          via: 'mixed',
          total: zones.length,
          candidates: [
            `${label} (${abbr.match.name}, ${offsetLabel(this.db, abbr.match.name, this.at)})`,
            ...coded.map(
              ({ region }, i) => `${region.name}, ${region.country} (${zones[i + 1]}, ${offsetLabel(this.db, zones[i + 1]!, this.at)})`,
            ),
          ],
          zones,
        };
      }
    }
    if (abbr) return abbr;
    // A country's ISO three-letter code, in capitals ("BRA", "DEU"; not Bra, Italy, and not "and"),
    // given as a zone, not in a phrase, where capitals are words too ("3PM ARE YOU FREE")
    const a3 = !this.inPhrase && /^[A-Z]{3}$/.test(text.trim()) ? this.names.countryOfAlpha3(text.trim()) : undefined;
    if (a3) {
      const place = this.countryPlace(a3);
      return place.spans ?? found(matchOf(this.db, place.zone, 'country', place.note));
    }
    // 6. Places: informal regions (curated), then countries, regions, cities, exemplar cities.
    return this.informal(folded) ?? this.places(text);
  }

  /** An informal region ("the Midwest" without its "the", "SoCal"): its zones grouped by clock. */
  informal(folded: string): ZoneLookup | undefined {
    const { db } = this;
    const entry = informalRegion(folded);
    if (!entry) return undefined;
    const groups: { zone: string; parts: string[] }[] = [];
    for (const { zone, part } of entry.zones) {
      const g = groups.find((x) => sameClock(db, x.zone, zone, this.at));
      if (g) g.parts.push(part);
      else groups.push({ zone, parts: [part] });
    }
    const name = entry.names[0]!;
    const main = groups[0]!;
    if (groups.length === 1) {
      const note =
        entry.zones.length > 1 ? `${name} keeps one clock: ${entry.zones.map((z) => `${z.part} (${z.zone})`).join(', ')}.` : undefined;
      return found(matchOf(db, main.zone, 'region', note));
    }
    if (entry.dominant) {
      const others = groups.slice(1);
      const note = `Read as ${name}: ${main.parts.join('; ')}; ${others.map((g) => `${g.parts.join('; ')} would be ${g.zone}`).join('; ')}.`;
      return found(
        matchOf(
          db,
          main.zone,
          'region',
          note,
          undefined,
          others.map((g) => ({ name: g.zone, label: `${name}: ${g.parts.join('; ')}` })),
        ),
      );
    }
    return {
      kind: 'ambiguous',
      via: 'region',
      total: groups.length,
      candidates: groups.map((g) => `${g.zone} (${g.parts.join('; ')})`),
      hint: name,
      zones: groups.map((g) => g.zone),
    };
  }

  abbreviation(folded: string): ZoneLookup | undefined {
    const { db, names } = this;
    const abbr = names.abbreviation(folded);
    if (!abbr) return undefined;
    // one reading but where the call stands in the country of another ("PST" in Manila: inCountryOf)
    const general = abbr.candidates.filter((c) => !c.local);
    if (general.length === 1) {
      const c = general[0]!;
      const name = preferredName(db, names, c.zone)!;
      const locals = abbr.candidates.filter((x) => x.local).map((x) => ({ name: preferredName(db, names, x.zone)!, label: x.label }));
      const others = locals.length ? locals : undefined;
      const labelled = (m: ZoneMatch): ZoneMatch =>
        others ? { ...m, alternatives: others.map((a) => ({ ...a, ...zoneOf(db, a.name) })), label: c.label } : m;
      if (RESULT_NOTES[name] || !c.variant) return found(labelled(matchOf(db, name, 'abbreviation', RESULT_NOTES[name])));
      return found(labelled(this.seasonal(name, 'abbreviation', { label: c.label, offset: c.offset, variant: c.variant })));
    }
    return {
      kind: 'ambiguous',
      via: 'abbreviation',
      total: abbr.candidates.length,
      candidates: abbr.candidates.map((c) => `${c.label} (${c.zone}, ${c.offset})`),
      zones: abbr.candidates.map((c) => preferredName(db, names, c.zone)!),
      seasons: abbr.candidates.map((c) => (c.variant ? { label: c.label, offset: c.offset, variant: c.variant } : undefined)),
    };
  }

  /** A match for a name of one season, its note judged at the reader's instant (none without one). */
  seasonal(name: string, via: ResolvedVia, season: Season): ZoneMatch {
    const note = this.at === undefined ? undefined : seasonNote(this.db.zone(this.db.lookup(name)!.canonical), name, season, this.at);
    return matchOf(this.db, name, via, note, season);
  }

  /**
   * Two letters are an abbreviation (ET, PT, MT, AT), a city's nickname (LA, DC) and an ISO country
   * code (ET is Ethiopia, PT Portugal, LA Laos): every reading that exists is offered.
   */
  twoLetters(folded: string): ZoneLookup | undefined {
    const { db, names } = this;
    const readings: { zone: string; label: string; lookup: ZoneLookup }[] = [];
    const abbr = this.abbreviation(folded);
    if (abbr?.kind === 'found')
      readings.push({ zone: abbr.match.name, label: names.abbreviation(folded)!.candidates[0]!.label, lookup: abbr });
    else if (abbr?.kind === 'ambiguous') return abbr;
    // Nicknames only (LA, DC, SF): a town really named "Bo" does not outweigh Bolivia's code.
    const nick = names.citiesNamed(folded).find((m) => m.alternate)?.city;
    if (nick) {
      const zone = preferredName(db, names, nick.zone)!;
      readings.push({ zone, label: placeName(names, nick), lookup: found(matchOf(db, zone, 'city')) });
    }
    const country = this.inPhrase && readings.length ? undefined : names.country(folded);
    const countryPlace = country && this.countryPlace(country);
    if (country && countryPlace) {
      readings.push({
        zone: countryPlace.spans ? countryPlace.spans.zones[0]! : countryPlace.zone,
        label: countryPlace.spans ? `${country.name} (${countryPlace.spans.total} time zones)` : country.name,
        lookup: countryPlace.spans ?? found(matchOf(db, countryPlace.zone, 'country', countryPlace.note)),
      });
    }
    // A US state's or Canadian province's code that is also a country's (GA, PA, IN, DE, NL): both
    // readings, weighed by their largest cities' people as places are; a code that is only a state's
    // (TX, NY) is not read, as "TX" alone is no way to write a time zone
    const states: Place[] = [];
    if (country) {
      // a US state's code is its GeoNames code; Canada's and Australia's postal codes are its regions' other names
      const us = names.regionName('US', folded.toUpperCase());
      const regions = [
        ...(us ? names.regionsNamed(foldName(us)).filter((r) => r.country === 'US') : []),
        ...names.regionsNamed(folded).filter((r) => STATE_CODE_COUNTRIES.includes(r.country) && r.country !== 'US'),
      ];
      for (const region of regions) {
        const place = this.regionPlace(region);
        states.push(place);
        readings.push({
          zone: place.spans ? place.spans.zones[0]! : place.zone,
          label: `${region.name}, ${region.country}${place.spans ? ` (${place.spans.total} time zones)` : ''}`,
          lookup: place.spans ?? found(matchOf(db, place.zone, 'region', place.note)),
        });
      }
    }
    if (!readings.length) return undefined;
    if (readings.length === 1) return readings[0]!.lookup;
    const distinct = readings.filter((r, i) => readings.findIndex((q) => sameClock(db, q.zone, r.zone, this.at)) === i);
    // the country's code where its people far outnumber the state's (IN: India, not Indiana), the state named beside it
    if (
      countryPlace &&
      states.length === 1 &&
      readings.length === 2 &&
      readings[0]!.lookup.kind === 'found' &&
      countryPlace.weight >= WINNER_RATIO * states[0]!.weight
    ) {
      const [main, other] = readings as [(typeof readings)[0], (typeof readings)[0]];
      if (sameClock(db, main.zone, other.zone, this.at)) return main.lookup;
      const match = (main.lookup as { match: ZoneMatch }).match;
      return found({
        ...match,
        note: [`Read as ${main.label}; ${other.label} would be ${other.zone}.`, match.note].filter(Boolean).join(' '),
        alternatives: [{ name: other.zone, label: other.label, ...zoneOf(db, other.zone) }],
      });
    }
    if (distinct.length === 1 && !readings.some((r) => r.lookup.kind === 'ambiguous')) return readings[0]!.lookup;
    const main = readings[0]!;
    if (DOMINANT_SHORTHANDS.has(folded) && abbr?.kind === 'found' && main.lookup === abbr) {
      const others = distinct.filter((r) => r !== main);
      const note = `Read as ${main.label}; ${others.map((r) => `${r.label} would be ${r.zone}`).join('; ')}.`;
      return found({
        ...abbr.match,
        note: [note, abbr.match.note].filter(Boolean).join(' '),
        alternatives: others.map((r) => ({ name: r.zone, label: r.label, ...zoneOf(db, r.zone) })),
      });
    }
    return {
      kind: 'ambiguous',
      via: 'mixed',
      total: readings.length,
      candidates: readings.map((r) => `${r.label} (${r.zone}, ${offsetLabel(db, r.zone, this.at)})`),
      zones: readings.map((r) => r.zone),
    };
  }

  /** A country as a place: one zone for nearly all its people, or an ambiguity of its zones. */
  countryPlace(country: Country): Place {
    const { db, names } = this;
    const groups = this.clockGroups(
      country.zones.map((zone, i) => ({ zone, people: country.people[i] ?? 0, largestPeople: country.largest[i] ?? 0 })),
    );
    const total = groups.reduce((n, g) => n + g.people, 0);
    const main = groups[0]!;
    const zone = preferredName(db, names, main.zones[0]!.zone)!;
    const weight = Math.max(...main.zones.map((z) => z.largestPeople));
    if (groups.length === 1 || main.people >= NEARLY_ALL * total) {
      const note = this.othersNote(country.name, groups, main, total);
      const largestCity = () => largestOf(main.zones.flatMap((z) => names.mainCities(country.code, z.zone, 1)));
      return {
        zone,
        weight: Math.max(weight, 1),
        kind: 'country',
        describe: `the country ${country.name}`,
        country: country.code,
        territory: country.population,
        largestCity,
        ...(note ? { note } : {}),
      };
    }
    const ranked = rankCountryZones(names, country);
    return {
      zone,
      weight,
      kind: 'country',
      describe: `the country ${country.name}`,
      country: country.code,
      territory: country.population,
      spans: {
        kind: 'ambiguous',
        via: 'country',
        total: ranked.length,
        candidates: ranked.slice(0, MAX_LISTED).map(({ zone: z, city }) => (city ? `${z} (${city.name})` : z)),
        hint: country.name,
        zones: ranked.map((r) => r.zone),
      },
    };
  }

  /** A region as a place, the same way. */
  regionPlace(region: Region): Place {
    const { db, names } = this;
    const groups = this.clockGroups(region.spans);
    const total = groups.reduce((n, g) => n + g.people, 0);
    const main = groups[0]!;
    const zone = preferredName(db, names, main.zones[0]!.zone)!;
    const label = `${region.name}, ${region.country}`;
    const weight = Math.max(...main.zones.map((z) => z.largestPeople));
    if (groups.length === 1 || main.people >= NEARLY_ALL * total) {
      const note = this.othersNote(region.name, groups, main, total);
      const largestCity = () =>
        largestOf(
          main.zones.flatMap((z) =>
            names
              .citiesNamed(foldName(z.largest))
              .map((c) => c.city)
              .filter((c) => c.country === region.country && c.region === region.code),
          ),
        );
      return { zone, weight, kind: 'region', describe: `the region ${label}`, largestCity, ...(note ? { note } : {}) };
    }
    return {
      zone,
      weight,
      kind: 'region',
      describe: `the region ${label}`,
      country: region.country,
      spans: {
        kind: 'ambiguous',
        via: 'region',
        total: groups.length,
        candidates: groups.slice(0, MAX_LISTED).map((g) => {
          const z = g.zones[0] as { zone: string; largest?: string };
          return z.largest ? `${preferredName(db, names, z.zone)} (${z.largest})` : preferredName(db, names, z.zone)!;
        }),
        hint: label,
        zones: groups.map((g) => preferredName(db, names, g.zones[0]!.zone)!),
      },
    };
  }

  /** Zones with their people, grouped by clock, most people first. */
  clockGroups<T extends { zone: string; people: number }>(spans: readonly T[]): { zones: T[]; people: number }[] {
    const groups: { zones: T[]; people: number }[] = [];
    for (const s of spans) {
      const g = groups.find((x) => sameClock(this.db, x.zones[0]!.zone, s.zone, this.at));
      if (g) {
        g.zones.push(s);
        g.people += s.people;
      } else groups.push({ zones: [s], people: s.people });
    }
    for (const g of groups) g.zones.sort((a, b) => b.people - a.people);
    return groups.sort((a, b) => b.people - a.people);
  }

  /**
   * The zones of a country or region besides the one it resolved to: "Germany also has
   * Europe/Busingen, for small places only." "China also has Asia/Urumqi (+06:00, 1.6% of its people)."
   */
  othersNote(
    name: string,
    groups: { zones: { zone: string; people: number }[]; people: number }[],
    main: { zones: { zone: string }[] },
    total: number,
  ): string | undefined {
    const { db, names } = this;
    const label = (z: { zone: string }) => preferredName(db, names, z.zone)!;
    const rest = [...main.zones.slice(1), ...groups.filter((g) => g !== main).flatMap((g) => g.zones)] as {
      zone: string;
      people: number;
    }[];
    const small = rest.filter((z) => z.people === 0).map(label);
    if (!rest.length) return undefined;
    if (small.length === rest.length) return `${name} also has ${small.join(', ')}, for small places only.`;
    const parts: string[] = [];
    for (const g of groups) {
      if (g === main || g.people === 0) continue;
      const share = total ? (100 * g.people) / total : 0;
      const z = label(g.zones[0]!);
      parts.push(`${z} (${offsetLabel(db, z, this.at)}, ${share < 0.1 ? 'under 0.1' : share.toFixed(1)}% of its people)`);
    }
    const same = (main.zones.slice(1) as { zone: string; people: number }[]).filter((z) => z.people > 0).map(label);
    if (same.length)
      parts.push(
        `${same.slice(0, 3).join(', ')}${same.length > 3 ? ` and ${same.length - 3} more` : ''} (the same clock${this.at === undefined ? '' : ' now'})`,
      );
    if (small.length) parts.push(`${small.join(', ')} (small places only)`);
    return `${name} also has ${parts.join('; ')}.`;
  }

  /** Cities, optionally qualified ("Springfield, MO", "London, Ontario"), as places grouped by zone, largest first. */
  cityPlaces(text: string): Place[] {
    const { db, names } = this;
    const comma = text.lastIndexOf(',');
    const place = foldName(comma < 0 ? text : text.slice(0, comma));
    const qualifier = comma < 0 ? '' : foldName(text.slice(comma + 1));
    let matches = names.citiesNamed(place);
    if (qualifier) {
      const country = names.country(qualifier);
      const regions = names.regionsNamed(qualifier);
      matches = matches.filter(({ city: c }) => {
        const region = names.regionName(c.country, c.region);
        return (
          c.country === country?.code ||
          c.country.toLowerCase() === qualifier ||
          foldName(c.region) === qualifier ||
          (region !== undefined && foldName(region) === qualifier) ||
          regions.some((r) => r.country === c.country && r.code === c.region)
        );
      });
    }
    // a name written with its marks is that spelling: "Åland" is no town Aland, Karnataka, read alone
    // (places drops it then), only beside a reading spelt so; nor is "Türi" Turin, whose other names
    // spell that name otherwise ("Turi", "Türì"), nor "Balé" Basel ("Bâle"). A city of 100,000 people
    // or more is read by its own name with any marks ("Khémisset" for Khemisset), and by another of
    // its names that GeoNames spells with no marks ("Al Uqşur" for Luxor, "Al Uqsur"): such names are
    // often kept without them.
    const written = (comma < 0 ? text : text.slice(0, comma)).trim();
    const marked = isMarked(written);
    const out: Place[] = [];
    const weighed = matches.map(({ city, alternate }) => {
      const bears = (spelling: string) => spelled(city.name) === spelling || (city.spellings ?? []).includes(spelling);
      // (an other name spelt otherwise: one of the city's marked spellings folds to the same letters)
      const otherwise = () => (city.spellings ?? []).some((s) => compact(foldName(s)) === compact(place));
      const misspelt = marked && !bears(spelled(written)) && (alternate ? otherwise() : city.population < MARKED_TOWN);
      return {
        city,
        alternate,
        misspelt,
        // read by its own name, the marks aside ("Khémisset" for Khemisset): said, since a smaller
        // place may bear that spelling ("Ruše", Slovenia, is no Ruse, Bulgaria)
        unmarked: marked && !alternate && !misspelt && !bears(spelled(written)),
        weight: (alternate && !spellingOf(place, foldName(city.name))) || misspelt ? city.population / OTHER_NAME_PENALTY : city.population,
      };
    });
    // (spelt as written first: one zone's misspelt namesake does not stand for it)
    for (const { city, alternate, misspelt, unmarked, weight } of weighed.sort(
      (a, b) => Number(a.misspelt) - Number(b.misspelt) || b.weight - a.weight,
    )) {
      const zone = preferredName(db, names, city.zone)!;
      if (out.some((p) => db.lookup(p.zone)!.canonical === db.lookup(zone)!.canonical)) continue;
      out.push({
        zone,
        weight,
        kind: 'city',
        describe: `${placeName(names, city)} (pop ${formatPopulation(city.population)})`,
        city,
        country: city.country,
        ...(alternate ? { alternate } : {}),
        ...(misspelt ? { misspelt } : {}),
        ...(unmarked ? { unmarked } : {}),
      });
    }
    if (!qualifier) {
      for (const zone of names.exemplarZones(place)) {
        const name = preferredName(db, names, zone)!;
        if (!out.some((p) => db.lookup(p.zone)!.canonical === db.lookup(name)!.canonical)) {
          out.push({ zone: name, weight: 0, kind: 'city', describe: `${exemplarName(names, zone)} (${name})` });
        }
      }
    }
    return out;
  }

  /**
   * A city and its region or country written without the comma ("Portland Oregon", "Paris France",
   * "Cambridge MA"): read as "Portland, Oregon" when nothing bears the whole name. The last one to
   * three words are tried as the qualifier; a qualifier that names no region or country of a city
   * of that name reads nothing.
   */
  unpunctuated(text: string): ZoneLookup | undefined {
    if (text.includes(',')) return undefined;
    const words = text.trim().split(/\s+/);
    for (let k = 1; k <= Math.min(3, words.length - 1); k++) {
      const read = this.places(`${words.slice(0, words.length - k).join(' ')}, ${words.slice(words.length - k).join(' ')}`);
      if (read) return read;
    }
    return undefined;
  }

  /** 6. Places named `text`: countries, regions, cities and exemplar cities, weighed together. */
  places(text: string): ZoneLookup | undefined {
    const { db, names } = this;
    // A name in another script is a country's ("Россия", "日本"): cities and regions are read in the
    // Latin script only (otherLanguages reads the cities of the other scripts); a letter of no
    // script, as romanisations write ʻ and ’ ("Tāʻizz"), keeps a name Latin.
    const latin = !/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}\P{L}]/u.test(text);
    const folded = latin ? foldName(text.replace(/&/g, ' and ')) : foldNative(text);
    const countries = folded.length > 2 || !latin ? names.countriesNamed(folded) : [];
    const regions = text.includes(',') || !latin ? [] : names.regionsNamed(folded);
    const places: Place[] = [];
    for (const country of countries) places.push(this.countryPlace(country));
    for (const r of regions) places.push(this.regionPlace(r));
    // A city inside a country or region of the same name that spans zones is a part of that reading
    // (Mexico City, for "Mexico"), not another one.
    const wholes = places.filter((p) => p.spans);
    // a continent's or an ocean's name, as IANA's areas are named, is no town of that name ("Asia")
    if (latin && !IANA_AREAS.has(folded))
      places.push(
        ...this.cityPlaces(text).filter(
          (c) => !wholes.some((w) => w.country === c.country && w.spans!.zones.some((z) => sameClock(db, z, c.zone, this.at))),
        ),
      );
    if (!places.length) return this.unpunctuated(text);
    // Where English knows the name, the exemplar cities of the Latin-script languages weigh in too
    // ("Jamaika" is German for Jamaica, "Canton" French for Kanton Island).
    if (!text.includes(',') && isLatinText(text)) {
      for (const lang of LATIN_LANGUAGES) {
        for (const e of names.languageNamed(lang, folded)) {
          const zone = preferredName(db, names, e.zone)!;
          if (e.kind !== 'c' || places.some((p) => db.lookup(p.zone)!.canonical === db.lookup(zone)!.canonical)) continue;
          places.push({ zone, weight: e.people, kind: 'city', describe: `${e.english} in ${LANGUAGE_NAMES[lang]}` });
        }
      }
    }
    if (places.every((p) => p.misspelt)) return undefined;
    // A territory's own name: a country by its name, or the English exemplar city of a territory's
    // only zone (St. Thomas for the US Virgin Islands). A town of that name on another clock (St.
    // Thomas, Ontario) is set aside, as an alternative, unless it has FAR_LARGER times the
    // territory's people; so is a region, against a territory's city (Jamaica's Saint Thomas
    // Parish), not against a country (Georgia, the US state, stays a reading beside the country).
    if (!text.includes(',')) {
      for (const zone of names.exemplarZones(folded)) {
        const territory = names.countries.find((c) => c.zones.length === 1 && c.zones[0] === zone);
        const i = places.findIndex((p) => p.kind === 'city' && db.lookup(p.zone)!.canonical === db.lookup(zone)!.canonical);
        if (territory && i >= 0) places[i] = { ...places[i]!, territory: territory.population };
      }
    }
    const territories = places.filter((p) => p.territory);
    const largestTerritory = Math.max(0, ...territories.map((p) => p.territory!));
    const setAside = places.filter(
      (p) =>
        (p.kind === 'city' || (p.kind === 'region' && !p.spans && territories.some((t) => t.kind === 'city'))) &&
        !p.territory &&
        p.weight < FAR_LARGER * largestTerritory &&
        !territories.some((t) => sameClock(db, t.zone, p.zone, this.at)),
    );
    // Places whose zones keep one clock are one reading; the heaviest speaks for them.
    const groups: Place[] = [];
    // Heaviest first; at equal weight a city before a region before a country ("São Paulo" is the city).
    const order = { city: 0, region: 1, country: 2 };
    for (const p of [...places].sort((a, b) => b.weight - a.weight || order[a.kind] - order[b.kind])) {
      if (setAside.includes(p)) continue;
      if (p.spans || !groups.some((g) => !g.spans && sameClock(db, g.zone, p.zone, this.at))) groups.push(p);
    }
    const best = groups[0]!;
    const only = groups.length === 1;
    const runnerUp = groups[1];
    if (only || best.weight >= WINNER_RATIO * runnerUp!.weight || metropolis(best, groups.slice(1))) {
      if (best.spans) return best.spans;
      // The other readings, each clock once, heaviest first: the groups that lost, then the towns set aside.
      const others: Place[] = [];
      for (const p of [...groups.slice(1), ...setAside.sort((a, b) => b.weight - a.weight)]) {
        const zone = p.spans ? p.spans.zones[0]! : p.zone;
        if (
          !sameClock(db, zone, best.zone, this.at) &&
          !others.some((o) => sameClock(db, o.spans ? o.spans.zones[0]! : o.zone, zone, this.at))
        )
          others.push(p);
      }
      let note = best.note;
      const second = others[0];
      // A city read by another of its names (Bombay, Kiev, an old or foreign name) says which city;
      // not the first words of its own ("New York" of New York City, "Frankfurt" of Frankfurt am Main).
      const own = best.city ? foldName(best.city.name) : '';
      const asked = foldName(text.includes(',') ? text.slice(0, text.lastIndexOf(',')) : text);
      const by = best.alternate && !own.startsWith(`${asked} `) ? ', by another of its names' : '';
      if (by && !second) note = [`Read as ${best.describe}${by}.`, note].filter(Boolean).join(' ');
      // the marks set aside are said: a smaller place may bear that spelling ("Ruše", Slovenia, is no Ruse, Bulgaria)
      const marks =
        best.unmarked && best.city
          ? `"${best.city.name}" is written without the marks given; if another place is meant, pass its IANA name.`
          : '';
      if (marks && !second) note = [`Read as ${best.describe}; ${marks}`, note].filter(Boolean).join(' ');
      if (second) {
        const other = second.spans
          ? `${second.describe} would be one of ${second.spans.total} zones`
          : `${second.describe.replace(/ \(pop [^)]*\)$/, '')} would be ${second.zone}`;
        // A zone named after the place that is not the runner-up is named too (Petersburg: America/Indiana/Petersburg).
        const named = others
          .slice(1)
          .filter((g) => g.kind === 'city' && !g.city)
          .map((g) => `${g.zone} is another zone of that name`);
        note = [`Read as ${best.describe}${by}; ${[other, ...named].join('; ')}.`, marks, note].filter(Boolean).join(' ');
      }
      const alternatives = others.slice(0, MAX_LISTED).map((p) => ({
        name: p.spans ? p.spans.zones[0]! : p.zone,
        label: p.spans ? `${p.describe} (${p.spans.total} zones)` : p.describe,
      }));
      const match = matchOf(db, best.zone, best.kind, note, undefined, alternatives);
      const city = this.locate ? (best.city ?? best.largestCity?.()) : undefined;
      return found(city ? { ...match, place: { kind: best.kind, describe: best.describe, city } } : match);
    }
    if (groups.every((g) => g.kind === 'city' && g.city)) {
      const top = best.city!;
      return {
        kind: 'ambiguous',
        via: 'city',
        total: groups.length,
        candidates: groups
          .slice(0, MAX_LISTED)
          .map((g) => `${placeName(names, g.city!)} (${g.zone}, pop ${formatPopulation(g.city!.population)})`),
        hint: `${top.name}, ${top.country === 'US' ? top.region : top.country}`,
        zones: groups.map((g) => g.zone),
      };
    }
    return {
      kind: 'ambiguous',
      via: 'mixed',
      total: groups.length,
      candidates: groups
        .slice(0, MAX_LISTED)
        .map((g) =>
          g.spans
            ? `${g.describe}, ${g.spans.total} zones (${g.spans.zones.slice(0, 3).join(', ')}${g.spans.total > 3 ? ', …' : ''})`
            : g.city
              ? `${placeName(names, g.city)} (${g.zone}, pop ${formatPopulation(g.city.population)})`
              : `${g.describe} (${g.zone}, ${offsetLabel(db, g.zone, this.at)})`,
        ),
      zones: groups.flatMap((g) => (g.spans ? g.spans.zones : [g.zone])),
    };
  }

  /**
   * Compound forms: a part in parentheses ("IST (UTC+5:30)", "America/New_York (EST)", "Eastern Time
   * (US & Canada)", "(UTC-05:00) Eastern Time (US & Canada)"), or parts joined by "/" ("EST/EDT",
   * "CET/CEST"). Each part narrows what the others could mean: a zone reading to the zones keeping
   * its clock, an offset to the zones on it (or whose standard time it is), a list of countries to
   * the zones they use. The answer is the one clock that is left.
   */
  compound(text: string): ZoneLookup | undefined {
    const { db } = this;
    const inner: string[] = [];
    const main = text
      .replace(/\(([^()]*)\)/g, (_, part: string) => {
        inner.push(part.trim());
        return ' ';
      })
      .replace(/\s+/g, ' ')
      .trim();
    if (/[()]/.test(main)) return undefined;
    // "EST/EDT" is two parts; "America/New_York" and "Asia/Paris" (IANA-shaped) are one.
    const ianaShaped = IANA_AREAS.has(main.split('/')[0]!.trim().toLowerCase());
    const mainParts = main && main.includes('/') && !ianaShaped ? main.split('/') : main ? [main] : [];
    const parts = [...mainParts, ...inner].map((p) => p.trim()).filter(Boolean);
    if (parts.length < 2 || parts.length > 4) return undefined;
    let first: ZoneMatch | Ambiguity | undefined;
    let zones: string[] | undefined;
    const filters: ((zone: string) => boolean)[] = [];
    const readings: { part: string; zone: string }[] = [];
    let stated: { part: string; seconds: number } | undefined;
    // the seasons the parts name: both ("CET/CEST") name none
    const variants = new Set<Season['variant']>();
    const displayForm = splitDisplayName(text) !== undefined;
    for (const part of parts) {
      const codes = this.countryList(part);
      if (codes) {
        filters.push((z) => countriesUsing(db, z).some((c) => codes.includes(c)));
        continue;
      }
      const offset = parseOffset(part);
      if (offset) {
        // An offset in a display name is the zone's standard offset; its summer offset also counts
        // ("CEST (UTC+2)" in December), so the reading does not hang on the season of the clock's now:
        // the note for the instant the call is about says which is in effect.
        // A leading "(UTC-05:00)", as Windows writes it, is the standard offset alone ("(UTC-05:00) Springfield").
        filters.push(
          displayForm
            ? (z) => standardOffset(db.zone(db.lookup(z)?.canonical ?? z), this.at ?? 0) === offset.seconds
            : (z) => keepsOffset(db.zone(db.lookup(z)?.canonical ?? z), offset.seconds, this.at ?? 0),
        );
        stated ??= { part, seconds: offset.seconds };
        readings.push({ part, zone: offset.seconds === 0 ? 'UTC' : fixedOffsetName(offset.seconds) });
        continue;
      }
      const lookup = db.lookup(part)
        ? lookupZone(db, part, { suggest: false, ...(this.at !== undefined ? { at: this.at } : {}) })
        : (this.read(part) ?? this.inventedIana(part));
      if (!lookup || lookup.kind === 'unknown') return undefined;
      const fixed = lookup.kind === 'found' ? FIXED_ZONE_MEANS[lookup.match.name] : undefined;
      const partZones = lookup.kind === 'found' ? [lookup.match.name, ...(fixed ? [fixed] : [])] : [...lookup.zones];
      readings.push({ part, zone: partZones[0]! });
      if (lookup.kind === 'found' && lookup.match.season) variants.add(lookup.match.season.variant);
      first ??= lookup.kind === 'found' ? lookup.match : lookup;
      zones = zones ? zones.filter((z) => partZones.some((p) => sameClock(db, p, z, this.at))) : partZones;
    }
    if (!first || !zones) return undefined;
    const left = zones.filter((z) => filters.every((f) => f(z)));
    const distinct = left.filter((z, i) => left.findIndex((q) => sameClock(db, q, z, this.at)) === i);
    if (distinct.length === 1) {
      // The zone to report: the first part's, unless an old-style name ("CET") stands for a real one.
      const zone =
        [...left, ...readings.map((r) => r.zone)].find((z) => z.includes('/') && sameClock(db, z, distinct[0]!, this.at)) ?? distinct[0]!;
      const via: ResolvedVia = !('kind' in first)
        ? first.via === 'iana'
          ? 'fuzzy-name'
          : first.via
        : first.via === 'mixed'
          ? 'abbreviation'
          : first.via;
      // A name of one season ("CEST (UTC+2)") or a stated offset of one ("EST (UTC-4)": US Eastern's
      // summer offset) keeps that season, the offset's where the two disagree: its note is judged at
      // the call's instant.
      const named =
        !('kind' in first) && first.season && variants.size === 1 && sameClock(db, first.name, zone, this.at) ? first.season : undefined;
      const offsetSeason = stated && this.offsetSeason(zone, stated);
      const season = named && (!offsetSeason || offsetSeason.variant === named.variant) ? named : (offsetSeason ?? named);
      if (season) return found(this.seasonal(zone, via, season));
      const note = via === 'fuzzy-name' ? `The parts of "${text}" agree on ${zone}.` : undefined;
      return found(matchOf(db, zone, via, note));
    }
    if (distinct.length > 1 && 'kind' in first) {
      const keep = first.zones.map((z, i) => [z, first.candidates[i] ?? z] as const).filter(([z]) => distinct.includes(z));
      return { ...first, total: keep.length, candidates: keep.map(([, c]) => c), zones: keep.map(([z]) => z) };
    }
    // The parts name different clocks: offer each reading.
    return {
      kind: 'ambiguous',
      via: 'mixed',
      total: readings.length,
      candidates: readings.map((r) => `${r.part} (${r.zone}${r.zone.startsWith('UTC') ? '' : `, ${offsetLabel(db, r.zone, this.at)}`})`),
      zones: readings.map((r) => r.zone),
    };
  }

  /**
   * A zone as Windows and Outlook show it: "(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm,
   * Vienna", in English or another language Windows ships (data/windows-display-names.json), or the
   * same without its offset. The stated offset must be the display name's own: a display name with
   * another offset is an ambiguity of the two, never either alone. A text of that shape that Windows
   * does not ship ("(UTC+01:00) Berlin, Paris") is read through the places it lists: they must keep
   * one clock whose standard offset is the stated one.
   */
  windowsDisplay(text: string): ZoneLookup | undefined {
    const { db, names } = this;
    const split = splitDisplayName(text);
    // Without an offset, only a list ("Amsterdam, Berlin, ...") is worth the table.
    if (!split && !/[,\u3001\uff0c]/.test(text)) return undefined;
    const rest = split ? split.rest : text;
    const entries = windowsDisplayNamed(rest);
    const zoneOf = (id: string) => preferredName(db, names, windowsZone(id)!)!;
    if (entries.length) {
      const fitting = split ? entries.filter((e) => e.offset === split.offset) : entries;
      const zones = fitting.map((e) => zoneOf(e.id)).filter((z, i, all) => all.findIndex((q) => sameClock(db, q, z, this.at)) === i);
      if (zones.length === 1) return found(matchOf(db, zones[0]!, 'windows'));
      const listed = (fitting.length ? fitting : entries).map((e) => ({
        label: `the Windows zone ${e.id}, "${e.display}"`,
        zone: zoneOf(e.id),
      }));
      const stated =
        split && !fitting.length
          ? [{ label: 'the offset it states', zone: split.offset === 0 ? 'UTC' : fixedOffsetName(split.offset) }]
          : [];
      const all = [...listed, ...stated];
      return {
        kind: 'ambiguous',
        via: 'mixed',
        total: all.length,
        candidates: all.map(
          (c) =>
            `${c.label} (${c.zone}${c.zone.startsWith('UTC') ? '' : `, ${formatOffset(standardOffset(db.zone(db.lookup(c.zone)!.canonical), this.at ?? 0))}`})`,
        ),
        zones: all.map((c) => c.zone),
      };
    }
    if (!split) return undefined;
    // Not a display name Windows ships: the places it lists, each narrowed to the stated standard
    // offset (one name and an offset is a compound form: "(UTC-06:00) Springfield").
    const parts = rest
      .split(/\s*[,\u3001\uff0c]\s*/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length < 2 || parts.length > 8) return undefined;
    const standardOf = (z: string) => standardOffset(db.zone(db.lookup(z)?.canonical ?? z), this.at ?? 0);
    const readings: { part: string; zones: string[]; kept: string[] }[] = [];
    let via: ResolvedVia | undefined;
    for (const part of parts) {
      const r = this.read(part);
      if (!r || r.kind === 'unknown') return undefined;
      via ??= r.kind === 'found' ? r.match.via : r.via === 'mixed' ? 'abbreviation' : r.via;
      // The reading, then every city of that name: the offset picks La Paz in Mexico over Bolivia's.
      const zones = [...new Set([...(r.kind === 'found' ? [r.match.name] : r.zones), ...this.cityPlaces(part).map((p) => p.zone)])];
      readings.push({ part, zones, kept: zones.filter((z) => !z.startsWith('UTC') && standardOf(z) === split.offset) });
    }
    const stated = split.offset === 0 ? 'UTC' : fixedOffsetName(split.offset);
    // The clocks every place can be on at the stated offset.
    let common = readings[0]!.kept;
    for (const r of readings.slice(1)) common = common.filter((z) => r.kept.some((q) => sameClock(db, q, z, this.at)));
    const clocks = common.filter((z, i) => common.findIndex((q) => sameClock(db, q, z, this.at)) === i);
    if (clocks.length === 1) {
      return found(
        matchOf(
          db,
          clocks[0]!,
          via!,
          `"${text}" is not a display name Windows ships; ${parts.join(', ')} keep one clock at ${formatOffset(split.offset)}, ${clocks[0]}.`,
        ),
      );
    }
    // The places disagree with the offset or with each other: each reading, and the offset.
    const candidates: string[] = [];
    const zones: string[] = [];
    for (const r of readings) {
      const z = r.kept[0] ?? r.zones[0]!;
      if (zones.some((q) => sameClock(db, q, z, this.at))) continue;
      zones.push(z);
      candidates.push(`${r.part} (${z}, standard offset ${formatOffset(standardOf(z))})`);
    }
    if (!readings.every((r) => r.kept.length > 0)) {
      zones.push(stated);
      candidates.push(`the offset it states (${stated})`);
    }
    return { kind: 'ambiguous', via: 'mixed', total: candidates.length, candidates, zones };
  }

  /** A stated offset as a season of `zone`: its summer offset or its standard one, when the zone has both. */
  offsetSeason(zone: string, stated: { part: string; seconds: number }): Season | undefined {
    const z = this.db.zone(this.db.lookup(zone)!.canonical);
    const at = this.at ?? 0;
    const standard = standardOffset(z, at);
    const daylight = seasonOffset(z, at, true);
    if (standard === daylight || (stated.seconds !== standard && stated.seconds !== daylight)) return undefined;
    return { label: stated.part, offset: formatOffset(stated.seconds), variant: stated.seconds === daylight ? 'daylight' : 'standard' };
  }

  /** "US & Canada", "US and Canada", "India": the ISO codes of the countries a part lists, if it is only that. */
  countryList(part: string): string[] | undefined {
    const items = part.split(/\s*(?:&|\band\b|,)\s*/i).filter(Boolean);
    if (!items.length) return undefined;
    const codes: string[] = [];
    for (const item of items) {
      const c = this.names.country(foldName(item));
      if (!c || parseOffset(item)) return undefined;
      codes.push(c.code);
    }
    // A lone country that is also a zone reading (a code like "PT") is read as a zone.
    if (items.length === 1 && this.names.abbreviation(foldName(items[0]!))) return undefined;
    return codes;
  }

  /** "Asia/Beijing", "America/San_Francisco": an IANA-shaped name that does not exist, through its city part. */
  inventedIana(text: string): ZoneLookup | undefined {
    const m = /^([A-Za-z]+)\/(?:[A-Za-z_]+\/)?([\p{L}\p{M}_ .'-]+)$/u.exec(text.trim());
    if (!m || !IANA_AREAS.has(m[1]!.toLowerCase())) return undefined;
    const place = m[2]!.replace(/_/g, ' ');
    const r = this.named(place);
    if (r?.kind !== 'found' || !['city', 'region', 'country'].includes(r.match.via)) return undefined;
    const area = r.match.name.split('/')[0]!.toLowerCase();
    if (area !== m[1]!.toLowerCase()) return undefined;
    const note = `"${text}" is not an IANA zone; ${place} is in ${r.match.name}.`;
    // (that the place is a city's other name goes without saying: "Tokio is in Asia/Tokyo")
    const more = r.match.note?.replace(/^Read as [^;]*, by another of its names\.\s*/, '');
    return found({ ...r.match, note: more ? `${note} ${more}` : note });
  }

  /** 10. Names in other languages: CLDR's exemplar cities and metazone names, GeoNames' names in the script. */
  otherLanguages(text: string): ZoneLookup | undefined {
    const { db, names } = this;
    const latin = isLatinText(text);
    const folded = latin ? foldName(text) : foldNative(text);
    if (!folded) return undefined;
    const scripts = scriptsOf(text);
    const langs = latin
      ? LATIN_LANGUAGES
      : scripts.has('kana')
        ? ['ja']
        : scripts.has('han')
          ? ['zh', 'ja']
          : scripts.has('hangul')
            ? ['ko']
            : scripts.has('cyrillic')
              ? ['ru']
              : scripts.has('arabic')
                ? ['ar']
                : scripts.has('devanagari')
                  ? ['hi']
                  : [];
    const entries: LanguageName[] = [];
    for (const lang of langs) entries.push(...names.languageNamed(lang, folded));
    // A country's name in that script ("Германия", "日本") is read as places read a country, unless a
    // name of the language's table is a place outside it: Russian "Самоа" is the country Samoa and
    // American Samoa's clock, Arabic "عمان" without its vowel signs Oman and Amman.
    const countries = latin ? [] : names.countriesNamed(folded);
    if (countries.length) {
      const within = (zone: string) => countries.some((c) => c.zones.some((z) => db.lookup(z)?.canonical === db.lookup(zone)?.canonical));
      // each zone outside once, by its first name in the table
      const outside = new Map<string, LanguageName>();
      for (const e of entries) {
        const zone = preferredName(db, names, e.zone)!;
        if (!within(e.zone) && !outside.has(zone)) outside.set(zone, e);
      }
      const asCountry = this.places(text)!;
      if (!outside.size) return asCountry;
      const zones = [...outside.keys()];
      const own = asCountry.kind === 'found' ? [asCountry.match.name] : asCountry.kind === 'ambiguous' ? (asCountry.zones ?? []) : [];
      return {
        kind: 'ambiguous',
        via: 'mixed',
        total: countries.length + zones.length,
        candidates: [
          ...countries.map(
            (c) =>
              `the country ${c.name} (${own.length === 1 ? `${own[0]}, ${offsetLabel(db, own[0]!, this.at)}` : `${c.zones.length} zones`})`,
          ),
          ...[...outside].map(([zone, e]) => `${e.english} (${zone}, ${offsetLabel(db, zone, this.at)})`),
        ].slice(0, MAX_LISTED),
        zones: [...own, ...zones],
      };
    }
    if (!entries.length) return undefined;
    // Metazone names first (they name one zone), then cities by people.
    const weight = (e: LanguageName) => (e.kind === 'c' ? e.people : Number.MAX_SAFE_INTEGER);
    const groups: LanguageName[] = [];
    for (const e of [...entries].sort((a, b) => weight(b) - weight(a))) {
      if (!groups.some((g) => sameClock(db, g.zone, e.zone, this.at))) groups.push(e);
    }
    const best = groups[0]!;
    const zone = preferredName(db, names, best.zone)!;
    const via: ResolvedVia = best.kind === 'c' ? 'city' : 'abbreviation';
    const runnerUp = groups[1];
    if (!runnerUp || weight(best) >= WINNER_RATIO * weight(runnerUp)) {
      if (runnerUp)
        return found(
          matchOf(db, zone, via, `Read as ${best.english}; ${runnerUp.english} would be ${preferredName(db, names, runnerUp.zone)}.`),
        );
      if (best.kind === 's' || best.kind === 'd') {
        const offset = formatOffset(seasonOffset(db.zone(db.lookup(zone)!.canonical), this.at ?? 0, best.kind === 'd'));
        return found(this.seasonal(zone, via, { label: best.english, offset, variant: best.kind === 's' ? 'standard' : 'daylight' }));
      }
      return found(matchOf(db, zone, via));
    }
    return {
      kind: 'ambiguous',
      via: 'city',
      total: groups.length,
      candidates: groups
        .slice(0, MAX_LISTED)
        .map((g) => `${g.english} (${preferredName(db, names, g.zone)}${g.people ? `, pop ${formatPopulation(g.people)}` : ''})`),
      hint: groups[0]!.english,
      zones: groups.map((g) => preferredName(db, names, g.zone)!),
    };
  }
}

/**
 * Whether a city is a metropolis people mean by its name over the towns that share it: it bears the
 * name itself (not as another of its names: "Andong" is Dandong's old name, and Andong, Korea's own),
 * it has METROPOLIS people or more, and every other reading is a town under METROPOLIS with a
 * METROPOLIS_RATIO-th of its people or less, counted in full (Vancouver, British Columbia, 600k, over
 * Vancouver, Washington, 173k; not Hyderabad, India over Hyderabad, Pakistan, a metropolis too).
 */
function metropolis(best: Place, others: readonly Place[]): boolean {
  const people = best.city?.population ?? 0;
  if (best.kind !== 'city' || best.alternate || people < METROPOLIS) return false;
  // a region of one clock weighs as its largest town does ("San Jose": San José province, Costa Rica)
  const town = (o: Place) => (o.kind === 'city' && o.city ? o.city.population : o.kind === 'region' && !o.spans ? o.weight : undefined);
  return others.every((o) => {
    const n = town(o);
    return n !== undefined && n < METROPOLIS && people >= METROPOLIS_RATIO * n;
  });
}

let informalByName: Map<string, InformalRegion> | undefined;
/** The informal region named `folded`, if any. */
function informalRegion(folded: string): InformalRegion | undefined {
  informalByName ??= new Map(INFORMAL_REGIONS.flatMap((r) => r.names.map((n) => [foldName(n), r] as const)));
  return informalByName.get(folded);
}

/** Whether another name of a city is a spelling of its name (Geneva, Genève) or it without "City" (New York, New York City). */
function spellingOf(other: string, name: string): boolean {
  return name === `${other} city` || editDistance(other, name, 3) <= 2;
}

/** A zone's standard offset at `at`: its offset then, less the summer saving when it is on summer time. */
function standardOffset(zone: Zone, at: number): number {
  const state = zone.stateAt(at);
  if (!state.isDst) return state.offset;
  for (let t = at - 30 * SECONDS_PER_DAY; t > at - 366 * SECONDS_PER_DAY; t -= 30 * SECONDS_PER_DAY) {
    const s = zone.stateAt(t);
    if (!s.isDst) return s.offset;
  }
  return state.offset;
}

function exemplarName(names: ZoneNames, zone: string): string {
  return names.exemplars.find((e) => e.zone === zone)?.name ?? zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
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

/**
 * An abbreviation or zone word of several zones ("CST", "Eastern") read where the call already
 * stands: the one reading in the country of a zone it holds (the writer's own zone, the other side
 * of a conversion) is the answer, as a reading that dominates is: someone in Chicago who writes
 * "5pm CST" or "5pm Eastern" means US time, and so does "2pm Pacific (5pm Eastern)". The other
 * readings are named in its note and listed as alternatives. No reading in those countries, or
 * several, leave the ambiguity as it was; so does any other kind of ambiguity (a city, a country's
 * zones).
 */
export function inCountryOf(db: TzDatabase, r: ZoneLookup, context: readonly string[], apart?: { at?: number }): ZoneLookup {
  // the readings: an abbreviation's several zones, or one reading with another of its own country's
  // ("PST": Pacific, and Philippine Standard Time in Manila; the IANA zone MST, and Malaysia's)
  const readings =
    r.kind === 'ambiguous' && r.via === 'abbreviation' && r.candidates.length === r.zones.length
      ? r.zones.map((name, k) => ({ name, label: r.candidates[k]!.replace(/ \(.*$/, '') }))
      : r.kind === 'found' && r.match.label !== undefined && r.match.alternatives?.length
        ? [{ name: r.match.name, label: r.match.label }, ...r.match.alternatives]
        : undefined;
  if (!context.length || !readings) return r;
  const near = onlyInCountry(
    db,
    readings.map((x) => x.name),
    context,
    apart,
  );
  // the one read already is the one in that country
  if (!near || (r.kind === 'found' && near.i === 0)) return r;
  const others = readings.flatMap((o, k) => (k === near.i ? [] : [{ name: o.name, label: o.label }]));
  const note = `Read as ${readings[near.i]!.label}, the reading in the country of ${near.by}; ${others.map((o) => `${o.label} would be ${o.name}`).join('; ')}.`;
  const season = r.kind === 'ambiguous' ? r.seasons?.[near.i] : undefined;
  return found(matchOf(db, readings[near.i]!.name, 'abbreviation', note, season, others));
}

/**
 * The one of `zones` in the country of a zone of `context` (its index and that zone); none when no
 * zone or several are. A country, not a clock: from London, "IST" is India's far more than Ireland's,
 * whose clock London keeps. `apart` (a conversion's other side): not on that zone's own clock, which
 * no one converts to ("Asia/Kolkata" to "IST" means another IST).
 */
export function onlyInCountry(
  db: TzDatabase,
  zones: readonly string[],
  context: readonly string[],
  apart?: { at?: number },
): { i: number; by: string } | undefined {
  const near = zones.flatMap((z, i) => {
    const by = context.find(
      (c) => countriesUsing(db, z).some((x) => countriesUsing(db, c).includes(x)) && !(apart && sameClock(db, z, c, apart.at)),
    );
    return by ? [{ i, by }] : [];
  });
  return near.length === 1 ? near[0] : undefined;
}

/** The country whose zone.tab entry names `zone` exactly ("Europe/Berlin" is Germany's), else the one country using it, else undefined. */
export function countryOfZone(db: TzDatabase, zone: string): string | undefined {
  const own = zoneNames().countries.find((c) => c.zones.includes(zone));
  if (own) return own.code;
  const using = countriesUsing(db, zone);
  return using.length === 1 ? using[0] : undefined;
}

/**
 * The holiday calendar a zone's own area keeps: its country's, qualified by the region zone.tab
 * names alone for it ("Australia/Perth": AU-WA, whose Labour Day is in March; "America/New_York": US).
 */
export function holidayCodeOfZone(db: TzDatabase, zone: string): string | undefined {
  const country = countryOfZone(db, zone);
  const found = db.lookup(zone);
  const region = found && zoneNames().holidayRegion(found.canonical);
  return country && region ? `${country}-${region}` : country;
}

/** A country named by its name, an alias or its ISO code ("Japan", "UK", "jp", "Wallis & Futuna"), if any. */
export function findCountry(text: string): Country | undefined {
  const folded = foldName(text.replace(/&/g, ' and '));
  return folded ? zoneNames().country(folded) : undefined;
}

/** Every country a name names: two for "Congo" and "Virgin Islands", one for most, none for a place. */
export function findCountries(text: string): readonly Country[] {
  const folded = foldName(text.replace(/&/g, ' and '));
  return folded ? zoneNames().countriesNamed(folded) : [];
}

/** The first-level regions of other countries than `country` that bear the name `text` ("Georgia": the US state). */
export function regionsElsewhere(
  text: string,
  country: string,
): readonly { readonly country: string; readonly code: string; readonly name: string }[] {
  const folded = foldName(text.replace(/&/g, ' and '));
  return folded
    ? zoneNames()
        .regionsNamed(folded)
        .filter((r) => r.country !== country)
    : [];
}

function unknown(db: TzDatabase, text: string, names?: ZoneNames): ZoneLookup {
  return { kind: 'unknown', suggestions: suggest(db, text, names) };
}

/**
 * Up to three inputs that would resolve, closest first, never the input itself: IANA names (the only
 * ones when the input has a "/"), then abbreviations, countries and cities by edit distance on
 * folded names.
 */
export function suggest(db: TzDatabase, text: string, names?: ZoneNames): string[] {
  const needle = foldName(text);
  // The input itself, in another letter case or spacing, or with "and" for "&", is no suggestion.
  const plain = (s: string) => s.trim().toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ');
  const self = (s: string) => plain(s) === plain(text);
  const iana = db.suggest(text).filter((s) => !self(s));
  if (text.includes('/') || !names) return iana;
  if (needle.length < 3) return iana;
  const limit = Math.max(1, Math.floor(needle.length / 4));
  const scored: { d: number; pop: number; label: string; zone: string }[] = [];
  for (const name of iana) {
    const city = foldName(name.slice(name.lastIndexOf('/') + 1));
    scored.push({ d: Math.min(editDistance(needle, city), editDistance(needle, foldName(name))), pop: Infinity, label: name, zone: name });
  }
  const consider = (label: string, zone: string, pop: number, f = foldName(label)) => {
    if (Math.abs(f.length - needle.length) > limit || f === needle) return;
    const d = editDistance(needle, f, limit);
    if (d <= limit) scored.push({ d, pop, label, zone });
  };
  for (const key of names.abbreviationKeys()) consider(key, names.abbreviation(foldName(key))!.candidates[0]!.zone, 1e9);
  for (const c of names.countries) consider(c.name, c.zones[0]!, 1e9, foldName(c.name.replace(/&/g, ' and ')));
  names.forEachCityName((folded, c) => consider(c.name, c.zone, c.population, folded));
  scored.sort((a, b) => a.d - b.d || b.pop - a.pop);
  const out: string[] = [];
  const zones = new Set<string | undefined>();
  for (const s of scored) {
    const canonical = db.lookup(s.zone)?.canonical;
    if (out.length >= 3) break;
    if (zones.has(canonical) || out.includes(s.label) || self(s.label)) continue;
    zones.add(canonical);
    out.push(s.label);
  }
  return out.slice(0, 3);
}
