// Date-time values as tools receive and return them, at millisecond precision: parsing an argument
// (an ISO 8601 instant, a wall-clock time still to be placed in a zone, or a Unix timestamp),
// placing a wall-clock time in a zone, and ISO text for an instant in a zone.

import { ToolInputError } from '../core/errors.js';
import { daysFromCivil, daysInMonth, formatClock, formatDate, formatOffset, localSecondsFromWall, SECONDS_PER_DAY, wallFromLocalSeconds, type WallTime } from '../core/civil.js';
import { resolveWallTime, type Disambiguation, type ResolvedZone } from './zoned.js';
import type { Zone } from '../tzdb/zone.js';

export const MS_PER_DAY = SECONDS_PER_DAY * 1000;

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the range every tool accepts and returns. */
export const MIN_MS = -62135596800000;
export const MAX_MS = 253402300799999;

export type DateTimeInput =
  /** A point on the time line: the text had "Z" or an offset, or was a Unix timestamp. */
  | { readonly kind: 'instant'; readonly ms: number; /** The offset the text carried, in seconds (0 for Z and Unix). */ readonly offset: number; readonly unix: boolean }
  /** A wall-clock reading with no zone: milliseconds since 1970-01-01T00:00 on the local clock. */
  | { readonly kind: 'wall'; readonly local: number; readonly dateOnly: boolean };

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::\d{2}(?::\d{2})?|\d{2})?)?)?$/i;
const UNIX = /^[+-]?\d{9,}(?:\.\d+)?$/;

/** Unix seconds, or milliseconds when the magnitude is 10^11 or more (seconds that large are past year 5000). */
function fromUnix(n: number): number {
  return Math.abs(n) >= 1e11 ? Math.round(n) : Math.round(n * 1000);
}

function invalid(text: string, field: string): ToolInputError {
  return new ToolInputError(
    `Invalid ${field} "${text}". Use ISO 8601 such as "2024-12-25T15:00:00Z" (an instant) or "2024-12-25T15:00:00" (wall time in the zone), or Unix seconds such as 1735138800.`,
  );
}

function outOfRange(text: string, field: string): ToolInputError {
  return new ToolInputError(`${field} "${text}" is outside the supported range, years 0001 to 9999.`);
}

/**
 * Seconds east of UTC for an ISO 8601 offset: "Z", ±HH, ±HHMM, ±HH:MM, or ±HH:MM:SS as our own
 * output gives local mean time ("-05:29:28"). Undefined when minutes or seconds exceed 59.
 */
/**
 * A calendar date "YYYY-MM-DD" as a day number (days since 1970-01-01): the one reader of a date
 * argument, so every tool refuses "2025-02-30" or "17/04/2025" with the same sentence naming `field`.
 */
export function epochDayOfDate(text: string, field: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const [year, month, day] = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])];
  if (!m || year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new ToolInputError(`Invalid ${field} "${text}": use a real calendar date as YYYY-MM-DD, e.g. "2025-03-14".`);
  }
  return daysFromCivil(year, month, day);
}

export function isoOffsetSeconds(text: string): number | undefined {
  if (text.toUpperCase() === 'Z') return 0;
  const [hh = '0', mm = '0', ss = '0'] = text.includes(':') ? text.slice(1).split(':') : [text.slice(1, 3), text.slice(3) || '0'];
  if (Number(mm) > 59 || Number(ss) > 59) return undefined;
  return (text[0] === '-' ? -1 : 1) * (Number(hh) * 3600 + Number(mm) * 60 + Number(ss));
}

/** Parses a date-time argument; `field` names it in error messages. */
export function parseDateTime(input: string | number, field: string): DateTimeInput {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw invalid(String(input), field);
    const ms = fromUnix(input);
    if (ms < MIN_MS || ms > MAX_MS) throw outOfRange(String(input), field);
    return { kind: 'instant', ms, offset: 0, unix: true };
  }
  const text = input.trim();
  if (text.length > 64) throw new ToolInputError(`${field} is too long (${text.length} characters); give one date-time such as "2024-12-25T15:00:00Z".`);
  if (UNIX.test(text)) return parseDateTime(Number(text), field);
  const m = ISO.exec(text);
  if (!m) throw invalid(text, field);
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1) throw outOfRange(text, field);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    throw new ToolInputError(`Invalid ${field} "${text}": no such date or time of day. Use a real date and a 24-hour time, e.g. "2024-02-29T23:59:59".`);
  }
  const wall: WallTime = { year, month, day, hour: Number(h), minute: Number(mi), second: Number(s) };
  const local = localSecondsFromWall(wall) * 1000 + Number((frac + '00').slice(0, 3));
  if (zone === undefined) return { kind: 'wall', local, dateOnly: m[4] === undefined };
  const offset = isoOffsetSeconds(zone);
  if (offset === undefined) throw invalid(text, field);
  if (Math.abs(offset) > 18 * 3600) throw new ToolInputError(`Invalid offset "${zone}" in ${field}: UTC offsets lie between -18:00 and +18:00.`);
  const ms = local - offset * 1000;
  if (ms < MIN_MS || ms > MAX_MS) throw outOfRange(text, field);
  return { kind: 'instant', ms, offset, unix: false };
}

/** Offset of `zone` at instant `ms`, in seconds. */
export function offsetAtMs(zone: Zone, ms: number): number {
  return zone.offsetAt(Math.floor(ms / 1000));
}

/** The wall-clock reading of instant `ms` in `zone`, as local milliseconds. */
export function localMsAt(zone: Zone, ms: number): number {
  return ms + offsetAtMs(zone, ms) * 1000;
}

/** "2024-12-25T15:00:00" for local milliseconds; "2024-12-25T15:00:00.250" when they are not whole seconds. */
export function formatLocalMs(local: number): string {
  const seconds = Math.floor(local / 1000);
  const w = wallFromLocalSeconds(seconds);
  const ms = local - seconds * 1000;
  return `${formatDate(w)}T${formatClock(w)}${ms ? '.' + String(ms).padStart(3, '0') : ''}`;
}

/** ISO 8601 with the zone's offset at that instant, and milliseconds when there are any: "2024-12-25T10:00:00-05:00", "2024-12-25T10:00:00.250-05:00". */
export function formatInstant(zone: Zone, ms: number): string {
  const offset = offsetAtMs(zone, ms);
  return formatLocalMs(ms + offset * 1000) + formatOffset(offset);
}

export function wallOfLocalMs(local: number): WallTime & { readonly millisecond: number } {
  const seconds = Math.floor(local / 1000);
  const { year, month, day, hour, minute, second } = wallFromLocalSeconds(seconds);
  return { year, month, day, hour, minute, second, millisecond: local - seconds * 1000 };
}

/** The instant a wall-clock reading names in a zone; a DST gap or overlap is settled by `disambiguation` and noted. */
export function instantOfLocal(zone: ResolvedZone, local: number, disambiguation: Disambiguation): { ms: number; note?: string } {
  const seconds = Math.floor(local / 1000);
  const { instant, note } = resolveWallTime(zone, wallFromLocalSeconds(seconds), disambiguation);
  const ms = instant * 1000 + (local - seconds * 1000);
  return note ? { ms, note } : { ms };
}

/** Refuses a computed instant outside years 0001–9999, saying which input took it there. */
export function checkRange(ms: number, what: string): number {
  if (!(ms >= MIN_MS && ms <= MAX_MS)) {
    throw new ToolInputError(`${what} falls outside the supported range, years 0001 to 9999; use a smaller amount.`);
  }
  return ms;
}
