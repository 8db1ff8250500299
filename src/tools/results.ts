// The one output vocabulary: result shapes shared by tools, declared once in zod (the listing's
// outputSchema and the handlers' types both come from here), and the functions that fill them.
// Wire names (snake_case, the reference server's) live here and in the tools, never in the domain.

import * as z from 'zod/v4';
import { WEEKDAY_NAMES, weekdayOfEpochDay } from '../core/civil.js';
import { SECONDS_PER_DAY } from '../core/units.js';
import { formatReading } from '../time/format.js';
import { resolveWallTime, wallAt } from '../time/zoned.js';
import type { Zone } from '../tzdb/zone.js';
import { RESOLVED_VIA } from '../zones/resolver.js';
import { zoneAt, type ResolvedZone } from '../zones/resolve.js';

/** The reference server's TimeResult: ISO 8601 to the second with a numeric offset, weekday, DST. */
export const timeResult = z.object({
  timezone: z.string(),
  datetime: z.string(),
  day_of_week: z.string(),
  is_dst: z.boolean(),
});

export type TimeResult = z.infer<typeof timeResult>;

/** An instant (Unix seconds) in a zone as the reference server describes it. */
export function describeInstant(zone: ResolvedZone, epochSec: number): TimeResult {
  const state = zone.zone.stateAt(epochSec);
  return {
    timezone: zone.name,
    datetime: formatReading(epochSec, state.offset),
    day_of_week: WEEKDAY_NAMES[weekdayOfEpochDay(Math.floor((epochSec + state.offset) / SECONDS_PER_DAY))]!,
    is_dst: state.isDst,
  };
}

/** Which defaults filled gaps in the call, e.g. ["timezone: local"]. Present only when any did. */
export const assumedField = z.array(z.string()).optional();

/** What happened at a DST gap or overlap, and what was chosen. */
export const noteField = z.string().optional();

/**
 * How zone arguments that were not IANA names (in any letter case) were read, e.g.
 * [{ input: 'Tokyo', timezone: 'Asia/Tokyo', via: 'city' }]. Present only when any was; an entry
 * with a `note` also appears for exact names that need explaining (EST is a fixed -05:00).
 */
export const resolvedField = z
  .array(
    z.object({
      input: z.string(),
      /** For a phrase: the argument that held it. */
      field: z.string().optional(),
      timezone: z.string(),
      via: z.enum([...RESOLVED_VIA, 'phrase']),
      /** For a phrase: the instant it was read as, and what that is exact to. */
      datetime: z.string().optional(),
      /** For a phrase read as a time of day ("7am" for earliest): that time. */
      time: z.string().optional(),
      grain: z.string().optional(),
      /** For a phrase read as a range: its end (exclusive); `datetime` is the end of it the argument used. */
      range: z.object({ start: z.string(), end: z.string() }).optional(),
      assumed: z.array(z.string()).optional(),
      /**
       * For a phrase with other readings ("next Friday" said on a Tuesday): the instants they give.
       * For a zone read as its dominant reading ("Vancouver", "ET"): the other readings' zones.
       */
      alternatives: z
        .array(
          z.union([
            z.object({ datetime: z.string(), reading: z.string() }),
            z.object({ timezone: z.string(), datetime: z.string().optional(), reading: z.string() }),
          ]),
        )
        .optional(),
      note: z.string().optional(),
    }),
  )
  .optional();

export type ResolvedEntry = NonNullable<z.infer<typeof resolvedField>>[number];

/**
 * The `resolved` entries for the zone arguments of a call about the instant `at` (Unix seconds; the
 * clock's now only when the call has no instant of its own), and for date-time arguments read as
 * phrases (entries built by tools/phrases.ts): `{ resolved: [...] }`, or `{}` when none is worth
 * reporting. A name of one season ("PDT") is judged at `at` (`zoneAt`), unless it was already.
 */
export function resolvedReport(at: number, ...zones: (ResolvedZone | ResolvedEntry)[]): { resolved?: ResolvedEntry[] } {
  return report(at, 'instant', zones);
}

/**
 * As resolvedReport, for a zone named with a wall time ("Friday 10am London time"): each other
 * reading of the name gives that wall time in its own zone (10:00 in London, Ontario), not the
 * instant; with `shown` "none", no time at all (a sunset moves with the place: another Portland's is
 * not this one's at the same hour).
 */
export function resolvedReportOfWall(at: number, zone: ResolvedZone, shown: 'wall' | 'none' = 'wall'): { resolved?: ResolvedEntry[] } {
  return report(at, shown, [zone]);
}

function report(
  at: number,
  mode: 'instant' | 'wall' | 'none',
  zones: readonly (ResolvedZone | ResolvedEntry)[],
): { resolved?: ResolvedEntry[] } {
  const out: ResolvedEntry[] = [];
  for (const given of zones) {
    if ('via' in given && given.via === 'phrase') {
      out.push(given as ResolvedEntry);
      continue;
    }
    if (!('zone' in given)) continue;
    const zone = zoneAt(given, at);
    // An exact name, or one that differed only in case or spacing, is shown by `timezone` itself.
    if (zone.via === undefined || zone.via === 'local' || ((zone.via === 'iana' || zone.via === 'fuzzy-name') && !zone.note)) continue;
    // each other reading with the time the call's instant shows there
    const shown = (z: Zone): string => {
      const t = mode === 'wall' ? resolveWallTime({ name: '', zone: z }, wallAt(zone.zone, at).wall, 'compatible').epochSec : at;
      return formatReading(t, wallAt(z, t).state.offset);
    };
    const alternatives = zone.alternatives?.map((a) => ({
      timezone: a.name,
      ...(a.zone && mode !== 'none' ? { datetime: shown(a.zone) } : {}),
      reading: a.label,
    }));
    const entry: ResolvedEntry = {
      input: zone.input ?? '',
      timezone: zone.name,
      via: zone.via,
      ...(alternatives ? { alternatives } : {}),
      ...(zone.note ? { note: zone.note } : {}),
    };
    if (!out.some((e) => e.input === entry.input && e.timezone === entry.timezone)) out.push(entry);
  }
  return out.length ? { resolved: out } : {};
}
