// Instants and wall-clock times in named zones: resolving a zone argument, describing an instant
// the way the reference server does, and turning a wall-clock time into an instant with explicit
// handling of DST gaps and overlaps.

import { ambiguousZoneMessage, ToolInputError, unknownZoneMessage } from '../core/errors.js';
import type { TzDatabase } from '../tzdb/database.js';
import type { Zone, ZoneState } from '../tzdb/zone.js';
import { lookupZone, type ResolvedVia } from '../zones/resolver.js';
import {
  formatClock,
  formatDate,
  formatOffset,
  localSecondsFromWall,
  SECONDS_PER_DAY,
  WEEKDAY_NAMES,
  wallFromLocalSeconds,
  weekdayOfEpochDay,
  type WallTime,
} from '../core/civil.js';

export interface ResolvedZone {
  /**
   * The zone to report: the caller's spelling if it is an exact IANA name, else the IANA name the
   * input resolved to, or "UTC+05:30" for a bare offset.
   */
  readonly name: string;
  readonly zone: Zone;
  /** True when the argument was absent and the local zone was used. */
  readonly defaulted: boolean;
  /** The argument as given (trimmed); "" when defaulted. Set by resolveZone. */
  readonly input?: string;
  /** How the input was read; "local" when defaulted. Set by resolveZone; absent on zones built otherwise. */
  readonly via?: ResolvedVia | 'local';
  /** Set when the reading needs explaining (EST is a fixed -05:00; London, Ontario would be another zone). */
  readonly note?: string;
}

/**
 * Resolves a zone argument with the one resolver (time/zone-resolver.ts): IANA names, offsets,
 * Windows names, abbreviations, countries and cities. Empty or absent means the local zone.
 * Unknown or ambiguous input throws a ToolInputError that names `field` and how to fix the call.
 */
export function resolveZone(db: TzDatabase, input: string | undefined, localZone: string, field: string): ResolvedZone {
  const text = input?.trim() ?? '';
  if (text === '') {
    const local = db.lookup(localZone);
    if (!local) throw new Error(`local zone "${localZone}" is not in the tz database`);
    return { name: local.name, zone: db.zone(local.canonical), defaulted: true, input: '', via: 'local' };
  }
  const r = lookupZone(db, text);
  if (r.kind === 'unknown') throw new ToolInputError(unknownZoneMessage(text, r.suggestions, field));
  if (r.kind === 'ambiguous') throw new ToolInputError(ambiguousZoneMessage(text, r, field));
  const { name, zone, via, note } = r.match;
  return { name, zone, defaulted: false, input: text, via, ...(note ? { note } : {}) };
}

/** The reference server's TimeResult. */
export interface TimeResult {
  timezone: string;
  /** ISO 8601 to the second with a numeric offset, e.g. 2024-01-01T13:00:00+01:00. */
  datetime: string;
  day_of_week: string;
  is_dst: boolean;
}

export function wallAt(zone: Zone, t: number): { wall: WallTime; state: ZoneState } {
  const state = zone.stateAt(t);
  return { wall: wallFromLocalSeconds(t + state.offset), state };
}

export function describeInstant(z: ResolvedZone, t: number): TimeResult {
  const { wall, state } = wallAt(z.zone, t);
  return {
    timezone: z.name,
    datetime: `${formatDate(wall)}T${formatClock(wall)}${formatOffset(state.offset)}`,
    day_of_week: WEEKDAY_NAMES[weekdayOfEpochDay(Math.floor((t + state.offset) / SECONDS_PER_DAY))]!,
    is_dst: state.isDst,
  };
}

export type Disambiguation = 'compatible' | 'earlier' | 'later' | 'reject';
export const DISAMBIGUATIONS = ['compatible', 'earlier', 'later', 'reject'] as const;

export interface ResolvedWallTime {
  /** Unix seconds. */
  readonly instant: number;
  /** Set when the wall time fell in a gap or an overlap: what happened and what was chosen. */
  readonly note?: string;
}

/** "02:30" or "02:30:15". */
function clockText(local: number): string {
  const w = wallFromLocalSeconds(local);
  return formatClock(w, w.second !== 0);
}

/** "EDT (-04:00)", or "+11:00" alone when the abbreviation is numeric. */
function offsetText(s: ZoneState): string {
  return /^[+-]/.test(s.abbr) ? formatOffset(s.offset) : `${s.abbr} (${formatOffset(s.offset)})`;
}

/**
 * The instant at which `wall` happens in `z`. In a gap (clocks jumped forward) or an overlap
 * (clocks went back) `disambiguation` decides, as in Temporal: `compatible` takes the later
 * reading in a gap and the earlier in an overlap; `reject` refuses with an explanation.
 */
export function resolveWallTime(z: ResolvedZone, wall: WallTime, disambiguation: Disambiguation): ResolvedWallTime {
  const local = localSecondsFromWall(wall);
  const candidates = z.zone.instantsFor(local);
  if (candidates.length === 1) return { instant: candidates[0]! };
  const day = formatDate(wall);
  const asked = clockText(local);
  const tr = z.zone
    .transitions(local - 2 * SECONDS_PER_DAY, local + 2 * SECONDS_PER_DAY)
    .find((t) => local >= t.at + Math.min(t.before.offset, t.after.offset) && local < t.at + Math.max(t.before.offset, t.after.offset));
  if (!tr) throw new Error(`no transition explains ${day} ${asked} in ${z.name}`);
  // A change that skips or repeats a whole date (Apia, 2011-12-30) needs the dates to make sense.
  const spansDates = Math.floor((tr.at + tr.before.offset) / SECONDS_PER_DAY) !== Math.floor((tr.at + tr.after.offset) / SECONDS_PER_DAY);
  const at = (l: number): string => (spansDates ? `${formatDate(wallFromLocalSeconds(l))} ${clockText(l)}` : clockText(l));
  const from = at(tr.at + tr.before.offset);
  const to = at(tr.at + tr.after.offset);

  if (candidates.length === 0) {
    const what = `${asked} does not exist in ${z.name} on ${day} (clocks jumped forward from ${from} to ${to})`;
    if (disambiguation === 'reject') {
      throw new ToolInputError(`${what}. Use a time outside ${from}–${to}, or pass disambiguation "compatible", "earlier" or "later".`);
    }
    // Read with the offset before the change, the wall time lands after it (02:30 EST = 03:30 EDT);
    // with the offset after the change, before it (02:30 EDT = 01:30 EST).
    const instant = disambiguation === 'earlier' ? local - tr.after.offset : local - tr.before.offset;
    const got = wallAt(z.zone, instant);
    return { instant, note: `${what}; used ${at(instant + got.state.offset)} ${offsetText(got.state)}.` };
  }

  const first = candidates[0]!;
  const last = candidates[candidates.length - 1]!;
  const sFirst = z.zone.stateAt(first);
  const sLast = z.zone.stateAt(last);
  const what = `${asked} occurs twice in ${z.name} on ${day} (clocks went back from ${from} to ${to})`;
  if (disambiguation === 'reject') {
    throw new ToolInputError(
      `${what}: at ${offsetText(sFirst)} and at ${offsetText(sLast)}. Pass disambiguation "earlier" or "later" to choose.`,
    );
  }
  const later = disambiguation === 'later';
  const note = later
    ? `${what}; used the later one, ${offsetText(sLast)}; disambiguation "earlier" gives ${offsetText(sFirst)}.`
    : `${what}; used the earlier one, ${offsetText(sFirst)}; disambiguation "later" gives ${offsetText(sLast)}.`;
  return { instant: later ? last : first, note };
}

/** Target offset minus source offset, formatted as the reference does: "+1.0h", "-4.75h", "+5.5h". */
export function formatTimeDifference(seconds: number): string {
  const hours = seconds / 3600;
  if (Number.isInteger(hours)) return `${hours < 0 ? '-' : '+'}${Math.abs(hours).toFixed(1)}h`;
  const fixed = `${hours < 0 ? '-' : '+'}${Math.abs(hours).toFixed(2)}`;
  return `${fixed.replace(/0+$/, '').replace(/\.$/, '')}h`;
}
