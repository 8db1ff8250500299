// What a zone lookup answers (resolver.ts, reader.ts): how an input was read, a match, an
// ambiguity, and the pieces both make them with. Exact IANA names are matched here, with no table.

import { civilFromDays } from '../core/civil.js';
import { formatDate, formatOffset } from '../core/iso-text.js';
import { SECONDS_PER_DAY } from '../core/units.js';
import type { TzDatabase } from '../tzdb/database.js';
import { fixedOffsetZone, type Zone } from '../tzdb/zone.js';
import type { City } from './names.js';

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
};
/** Longer input is refused unread: no zone spelling comes near it. */
export const MAX_ZONE_TEXT = 200;

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

/** `{ zone }` for an IANA name the database has, else nothing. */
export function zoneOf(db: TzDatabase, name: string): { zone?: Zone } {
  const found = db.lookup(name);
  return found ? { zone: db.zone(found.canonical) } : {};
}

export function matchOf(
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

/** Marks of writing direction, invisible, as Windows' Arabic display names carry them: dropped. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** Zone input as it is read: marks of writing direction dropped, trimmed. */
export function zoneText(input: string): string {
  return input.replace(DIRECTION_MARKS, '').trim();
}

/** An exact IANA name or link (in its own letter case) as it is matched, with no table loaded; else undefined. */
export function exactZone(db: TzDatabase, text: string): ZoneLookup | undefined {
  const exact = db.lookup(text);
  return exact && exact.name === text ? found(matchOf(db, text, 'iana', ianaNote(text))) : undefined;
}

export function found(match: ZoneMatch): ZoneLookup {
  return { kind: 'found', match };
}

/** EST, MST, HST and Etc/GMT-5 are real IANA zones that do not mean what they seem to. */
export function ianaNote(name: string): string | undefined {
  const etc = /^Etc\/GMT([+-])(\d+)$/.exec(name);
  if (etc && etc[2] !== '0') {
    return `${name} is UTC${etc[1] === '+' ? '-' : '+'}${etc[2]!.padStart(2, '0')}:00: POSIX-style Etc names invert the sign.`;
  }
  return FIXED_ZONE_NOTES[name];
}
