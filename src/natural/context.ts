// What every rule of the reader shares: the options a phrase is read with, the result, the context
// of one reading (the zone, its "today", what was assumed and noted), and the helpers that turn a
// wall time into an instant in that zone, recording DST notes and other readings.

import { civilFromDays, type WallTime } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatClock } from '../core/iso-text.js';
import type { TzDatabase } from '../tzdb/database.js';
import { MAX_YEAR, MIN_YEAR } from '../time/parse.js';
import { resolveWallTime, wallAt, type Disambiguation } from '../time/zoned.js';
import type { ResolvedZone } from '../zones/resolve.js';

export interface NaturalOptions {
  db: TzDatabase;
  /** The zone the phrase is meant in, unless the phrase names one. */
  zone: ResolvedZone;
  /** The argument that held the phrase, for errors ("text"). */
  field: string;
  /** The "now" relative phrases are read against, Unix seconds. */
  reference: number;
  /** Day/month order for numeric dates: true = day first (en-GB); undefined = not given (month first). */
  dayFirst?: boolean;
  disambiguation: Disambiguation;
}

export interface Alternative {
  /** Unix seconds. */
  epochSec: number;
  /** What this other reading of the phrase takes it to mean. */
  reading: string;
}

export interface NaturalResult {
  zone: ResolvedZone;
  /** A single instant (Unix seconds); or a range [start, end) when `end` is set. */
  start: number;
  end?: number;
  assumed: string[];
  notes: string[];
  alternatives: Alternative[];
  /** Words of the phrase that were not part of the date/time. */
  ignored?: string;
}

/** What reading one phrase in one zone knows and has found so far: every rule gets it and adds to it. */
export interface Ctx {
  opts: NaturalOptions;
  zone: ResolvedZone;
  /** True when the zone came from the phrase itself ("... Asia/Tokyo time"). */
  zoneFromText: boolean;
  refWall: WallTime;
  /** Today in the zone, as an epoch day. */
  today: number;
  assumed: string[];
  notes: string[];
  alternatives: Alternative[];
}

/** What reading the phrase in one zone came to: a result, or a zone token to read the phrase again in. */
export interface Attempt {
  result?: NaturalResult;
  relocate?: { token: string; rest: string };
}

/** What a rule read: an instant (Unix seconds), or a range [start, end), and the words it did not use. */
export interface Span {
  start: number;
  end?: number;
  ignored?: string;
}

export function done(c: Ctx, s: Span): NaturalResult {
  for (const t of [s.start, s.end]) {
    if (t === undefined) continue;
    const y = wallAt(c.zone.zone, t).wall.year;
    if (y < MIN_YEAR || y > MAX_YEAR) throw yearError(y, c.opts.field);
  }
  return {
    zone: c.zone,
    start: s.start,
    ...(s.end !== undefined ? { end: s.end } : {}),
    assumed: c.assumed,
    notes: c.notes,
    alternatives: c.alternatives.filter((a) => a.epochSec !== s.start),
    ...(s.ignored ? { ignored: s.ignored } : {}),
  };
}

/** The wall time of a local epoch day, at a time of day. */
export const wallOn = (day: number, hour = 0, minute = 0, second = 0): WallTime => {
  const { year, month, day: dayOfMonth } = civilFromDays(day);
  return { year, month, day: dayOfMonth, hour, minute, second };
};

/** The instant of a wall time in the context's zone; a DST gap/overlap is noted. */
export function instantOf(c: Ctx, wall: WallTime): number {
  checkYear(wall.year, c.opts.field);
  const r = resolveWallTime(c.zone, wall, c.opts.disambiguation);
  if (r.note && !c.notes.includes(r.note)) c.notes.push(r.note);
  return r.epochSec;
}

/** Like instantOf, for an alternative reading: no note, and a refused DST choice just drops it. */
export function alternative(c: Ctx, wall: WallTime, reading: string): void {
  try {
    if (wall.year < MIN_YEAR || wall.year > MAX_YEAR) return;
    const r = resolveWallTime(c.zone, wall, c.opts.disambiguation === 'reject' ? 'compatible' : c.opts.disambiguation);
    c.alternatives.push({ epochSec: r.epochSec, reading });
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
  }
}

function yearError(y: number, field?: string): InputError {
  return new InputError('phrase.year-range', `The date falls in year ${y}; use a date between years ${MIN_YEAR} and ${MAX_YEAR}.`, field);
}

/** Refuses a year outside 0001–9999. */
export function checkYear(y: number, field?: string): void {
  if (!Number.isFinite(y) || y < MIN_YEAR || y > MAX_YEAR) throw yearError(y, field);
}

/** "15:00", or "15:00:30" with seconds. */
export const hhmm = (h: number, m: number, s = 0): string => formatClock({ hour: h, minute: m, second: s }, s !== 0);
