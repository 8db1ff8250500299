// A zone argument, resolved: what a tool gets for whatever the caller wrote (or left out), with how
// it was read, and the one wording of "unknown" and "ambiguous" for every zone argument.

import { InputError } from '../core/errors.js';
import type { TzDatabase } from '../tzdb/database.js';
import type { NamedZone } from '../time/zoned.js';
import {
  fixedOffsetName,
  inCountryOf,
  lookupZone,
  MAX_ZONE_TEXT,
  offsetZone,
  seasonNote,
  type Ambiguity,
  type Malformed,
  type ResolvedVia,
  type Season,
  type ZoneAlternative,
  type ZoneMatch,
} from './resolver.js';

export interface ResolvedZone extends NamedZone {
  /**
   * The zone to report: the caller's spelling if it is an exact IANA name, else the IANA name the
   * input resolved to, or "UTC+05:30" for a bare offset.
   */
  readonly name: string;
  /** True when the argument was absent and the local zone was used. */
  readonly defaulted: boolean;
  /** The argument as given (trimmed); "" when defaulted. Set by resolveZone. */
  readonly input?: string;
  /** How the input was read; "local" when defaulted. Set by resolveZone; absent on zones built otherwise. */
  readonly via?: ResolvedVia | 'local';
  /** Set when the reading needs explaining (EST is a fixed -05:00; London, Ontario would be another zone). */
  readonly note?: string;
  /** The other readings of the input when this one dominates them, each with its zone ("ET": Ethiopia, Africa/Addis_Ababa). */
  readonly alternatives?: readonly ZoneAlternative[];
  /**
   * Set while the input names one season's time ("PDT") and its note has not been judged at the
   * instant the call is about: `zoneAt` does that, and drops it.
   */
  readonly season?: Season;
}

/**
 * The zone as read for the instant the call is about (Unix seconds): a name of one season ("PDT",
 * "British Summer Time") gets its note for that instant — "not in effect on <date>", or none. Zones
 * are resolved before the instant is known (a wall time needs its zone), so tools call this once it
 * is; a zone judged once keeps its note.
 */
export function zoneAt(zone: ResolvedZone, at: number): ResolvedZone {
  if (!zone.season) return zone;
  const { season, note: _, ...rest } = zone;
  const note = seasonNote(zone.zone, zone.name, season, at);
  return { ...rest, ...(note ? { note } : {}) };
}

/** `"Asia/Tokio"` → `Unknown time zone "Asia/Tokio". Did you mean "Asia/Tokyo"?` */
export function unknownZoneMessage(input: string, suggestions: readonly string[], field?: string): string {
  const what = field ? `Unknown time zone "${input}" in ${field}.` : `Unknown time zone "${input}".`;
  if (suggestions.length === 1) return `${what} Did you mean "${suggestions[0]}"?`;
  if (suggestions.length > 1) return `${what} Did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?`;
  return `${what} Use an IANA name such as "America/New_York", a city such as "Tokyo", or an offset such as "UTC+05:30".`;
}

/**
 * `"IST" in timezone is ambiguous: India Standard Time (Asia/Kolkata, +05:30), ... Pass the IANA name.`
 * Countries and cities add how many zones there are and how to narrow the call.
 */
export function ambiguousZoneMessage(input: string, a: Ambiguity, field?: string): string {
  const what = `"${input}"${field ? ` in ${field}` : ''}`;
  const more = a.total > a.candidates.length ? `, and ${a.total - a.candidates.length} more` : '';
  const list = a.candidates.join(', ') + more;
  if (a.via === 'country' || a.via === 'region')
    return `${what} (${a.hint}) spans ${a.total} time zones: ${list}. Pass the IANA name or a city.`;
  if (a.via === 'city') {
    return `${what} names places in ${a.total} time zones: ${list}. Pass the IANA name, or add the region or country, e.g. "${a.hint}".`;
  }
  return `${what} is ambiguous: ${list}. Pass the IANA name.`;
}

/** The error for an ambiguous zone, naming `field`. */
export function ambiguousZone(input: string, a: Ambiguity, field?: string): InputError {
  return new InputError('zone.ambiguous', ambiguousZoneMessage(input, a, field), field);
}

/** Why a zone text was refused unread, and what to pass instead. */
export function malformedZoneMessage(input: string, why: Malformed, field?: string): string {
  const what = field ? `The time zone in ${field}` : 'The time zone';
  if (why === 'too-long')
    return `${what} is ${input.length} characters long; a zone name is at most ${MAX_ZONE_TEXT}. Pass an IANA name such as "America/New_York".`;
  if (why === 'control-characters')
    return `${what} ("${input}") contains control characters. Pass the name alone, such as "America/New_York".`;
  return `${what} ("${input}") mixes letters of several scripts. Pass the name in one script, such as "Tokyo" or "東京".`;
}

/**
 * Resolves a zone argument with the one resolver (zones/resolver.ts): IANA names, offsets,
 * Windows names, abbreviations, CLDR names, countries, regions and cities. Empty or absent means the
 * local zone. `at` is the instant the call is about (Unix seconds); `beside`, the zones the call holds.
 * Unknown or ambiguous input throws an InputError that names `field` and how to fix the call.
 */
export function resolveZone(
  db: TzDatabase,
  input: string | undefined,
  localZone: string,
  field: string,
  at?: number,
  beside?: Beside,
): ResolvedZone {
  const text = input?.trim() ?? '';
  if (text === '') {
    const local = db.lookup(localZone);
    if (!local) throw new Error(`local zone "${localZone}" is not in the tz database`);
    return { name: local.name, zone: db.zone(local.canonical), defaulted: true, input: '', via: 'local' };
  }
  return resolveZoneText(db, text, field, at, beside);
}

/**
 * Zones a call already holds, whose country settles an abbreviation of several (inCountryOf): a
 * meeting's other participants; `apart` when they are a conversion's other side, whose own clock is
 * not the reading.
 */
export interface Beside {
  readonly zones: readonly string[];
  readonly apart: boolean;
}

/**
 * Resolves zone text that is not blank (a zone named inside a phrase, say), as resolveZone does.
 * `at` is the instant the call is about (Unix seconds): a daylight name out of season gets a note.
 */
export function resolveZoneText(db: TzDatabase, input: string, field: string, at?: number, beside?: Beside): ResolvedZone {
  const text = input.trim();
  const r = inCountryOf(db, lookupZone(db, text, at === undefined ? {} : { at }), beside?.zones ?? [], beside?.apart ? { at } : undefined);
  if (r.kind === 'unknown' && r.malformed) {
    throw new InputError('zone.malformed', malformedZoneMessage(text, r.malformed, field), field, { reason: r.malformed });
  }
  if (r.kind === 'unknown') throw new InputError('zone.unknown', unknownZoneMessage(text, r.suggestions, field), field);
  if (r.kind === 'ambiguous') throw ambiguousZone(text, r, field);
  return resolvedOf(r.match, text);
}

/** A resolver's match as the zone of an argument given as `input` (its season, if any, still to judge: `zoneAt`). */
export function resolvedOf(match: ZoneMatch, input: string): ResolvedZone {
  const { name, zone, via, note, season, alternatives } = match;
  return {
    name,
    zone,
    defaulted: false,
    input,
    via,
    ...(note ? { note } : {}),
    ...(season ? { season } : {}),
    ...(alternatives ? { alternatives } : {}),
  };
}

/** The zone of a text's own UTC offset ("Z" is UTC, "+05:30" is "UTC+05:30"), as the resolver builds it for an offset. */
export function offsetOwnZone(offsetSec: number): ResolvedZone {
  return { name: offsetSec === 0 ? 'UTC' : fixedOffsetName(offsetSec), zone: offsetZone(offsetSec), defaulted: false };
}
