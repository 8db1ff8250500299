// Instants and wall-clock times in a zone, through the tz database only: the wall time at an
// instant, the local day, and the instant a wall time names, with DST gaps and overlaps settled by
// an explicit choice and said in a note (never silently).

import { localSecondsFromWall, wallFromLocalSeconds, type WallTime } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatClock, formatDate, formatOffset } from '../core/iso-text.js';
import { MS_PER_SECOND, SECONDS_PER_DAY } from '../core/units.js';
import type { Transition, Zone, ZoneState } from '../tzdb/zone.js';

/** A zone and the name to report for it (an IANA name, or "UTC+05:30" for a fixed offset). */
export interface NamedZone {
  readonly name: string;
  readonly zone: Zone;
}

export const DISAMBIGUATIONS = ['compatible', 'earlier', 'later', 'reject'] as const;
/** How a wall time in a DST gap or overlap is read, as Temporal's option of that name. */
export type Disambiguation = (typeof DISAMBIGUATIONS)[number];
export const DEFAULT_DISAMBIGUATION: Disambiguation = 'compatible';

export function wallAt(zone: Zone, epochSec: number): { wall: WallTime; state: ZoneState } {
  const state = zone.stateAt(epochSec);
  return { wall: wallFromLocalSeconds(epochSec + state.offset), state };
}

/** The epoch day (days since 1970-01-01) on the zone's wall clock at an instant: "today" there. */
export function localDay(zone: Zone, epochSec: number): number {
  return Math.floor((epochSec + zone.offsetAt(epochSec)) / SECONDS_PER_DAY);
}

/** Offset of `zone` at an instant given in milliseconds, in seconds. */
export function offsetAtMs(zone: Zone, epochMs: number): number {
  return zone.offsetAt(Math.floor(epochMs / MS_PER_SECOND));
}

/** The wall-clock reading of an instant in `zone`, as local milliseconds. */
export function localMsAt(zone: Zone, epochMs: number): number {
  return epochMs + offsetAtMs(zone, epochMs) * MS_PER_SECOND;
}

export interface PlacedWallTime {
  readonly epochSec: number;
  /** Set when the wall time fell in a gap or an overlap: what happened and what was chosen. */
  readonly note?: string;
}

/** "02:30" or "02:30:15". */
function clockText(localSec: number): string {
  const w = wallFromLocalSeconds(localSec);
  return formatClock(w, w.second !== 0);
}

/** "EDT (-04:00)", or "+11:00" alone when the abbreviation is numeric. */
function offsetText(s: ZoneState): string {
  return /^[+-]/.test(s.abbr) ? formatOffset(s.offset) : `${s.abbr} (${formatOffset(s.offset)})`;
}

/**
 * The clock change that skips or repeats the wall time `localSec` (local seconds), if one does: the
 * transition whose gap (clocks forward) or overlap (clocks back) holds it.
 */
export function changeAround(zone: Zone, localSec: number): Transition | undefined {
  return zone
    .transitions(localSec - 2 * SECONDS_PER_DAY, localSec + 2 * SECONDS_PER_DAY)
    .find(
      (t) => localSec >= t.at + Math.min(t.before.offset, t.after.offset) && localSec < t.at + Math.max(t.before.offset, t.after.offset),
    );
}

/**
 * The instant at which `wall` happens in `z`. In a gap (clocks jumped forward) or an overlap
 * (clocks went back) `disambiguation` decides, as in Temporal: `compatible` takes the later
 * reading in a gap and the earlier in an overlap; `reject` refuses with an explanation.
 */
export function resolveWallTime(z: NamedZone, wall: WallTime, disambiguation: Disambiguation): PlacedWallTime {
  const localSec = localSecondsFromWall(wall);
  const candidates = z.zone.instantsFor(localSec);
  if (candidates.length === 1) return { epochSec: candidates[0]! };
  const day = formatDate(wall);
  const asked = clockText(localSec);
  const tr = changeAround(z.zone, localSec);
  if (!tr) throw new Error(`no transition explains ${day} ${asked} in ${z.name}`);
  // A change that skips or repeats a whole date (Apia, 2011-12-30) needs the dates to make sense.
  const spansDates = Math.floor((tr.at + tr.before.offset) / SECONDS_PER_DAY) !== Math.floor((tr.at + tr.after.offset) / SECONDS_PER_DAY);
  const at = (l: number): string => (spansDates ? `${formatDate(wallFromLocalSeconds(l))} ${clockText(l)}` : clockText(l));
  const from = at(tr.at + tr.before.offset);
  const to = at(tr.at + tr.after.offset);

  if (candidates.length === 0) {
    const what = `${asked} does not exist in ${z.name} on ${day} (clocks jumped forward from ${from} to ${to})`;
    if (disambiguation === 'reject') {
      throw new InputError(
        'wall-time.skipped',
        `${what}. Use a time outside ${from}–${to}, or pass disambiguation "compatible", "earlier" or "later".`,
      );
    }
    // Read with the offset before the change, the wall time lands after it (02:30 EST = 03:30 EDT);
    // with the offset after the change, before it (02:30 EDT = 01:30 EST).
    const epochSec = disambiguation === 'earlier' ? localSec - tr.after.offset : localSec - tr.before.offset;
    const got = wallAt(z.zone, epochSec);
    return { epochSec, note: `${what}; used ${at(epochSec + got.state.offset)} ${offsetText(got.state)}.` };
  }

  const first = candidates[0]!;
  const last = candidates[candidates.length - 1]!;
  const sFirst = z.zone.stateAt(first);
  const sLast = z.zone.stateAt(last);
  const what = `${asked} occurs twice in ${z.name} on ${day} (clocks went back from ${from} to ${to})`;
  if (disambiguation === 'reject') {
    throw new InputError(
      'wall-time.repeated',
      `${what}: at ${offsetText(sFirst)} and at ${offsetText(sLast)}. Pass disambiguation "earlier" or "later" to choose.`,
    );
  }
  const later = disambiguation === 'later';
  const note = later
    ? `${what}; used the later one, ${offsetText(sLast)}; disambiguation "earlier" gives ${offsetText(sFirst)}.`
    : `${what}; used the earlier one, ${offsetText(sFirst)}; disambiguation "later" gives ${offsetText(sLast)}.`;
  return { epochSec: later ? last : first, note };
}

/** The instant (Unix seconds) a local date (an epoch day) begins in a zone: its first wall time, after a gap at midnight. */
export function startOfLocalDay(z: NamedZone, day: number): number {
  return Math.floor(instantOfLocalMs(z, day * SECONDS_PER_DAY * MS_PER_SECOND, 'compatible').epochMs / MS_PER_SECOND);
}

/** The instant (Unix ms) a wall-clock reading in local milliseconds names in a zone; a DST gap or overlap is settled by `disambiguation` and noted. */
export function instantOfLocalMs(z: NamedZone, localMs: number, disambiguation: Disambiguation): { epochMs: number; note?: string } {
  const localSec = Math.floor(localMs / MS_PER_SECOND);
  const { epochSec, note } = resolveWallTime(z, wallFromLocalSeconds(localSec), disambiguation);
  const epochMs = epochSec * MS_PER_SECOND + (localMs - localSec * MS_PER_SECOND);
  return note ? { epochMs, note } : { epochMs };
}
