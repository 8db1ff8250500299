// Date-time values as arguments give them: an ISO 8601 instant, a wall-clock time still to be
// placed in a zone, a Unix timestamp, a calendar date, a time of day, a daily period, a set of
// weekdays. Each reader names the argument it reads by the `field` its caller passes, so every tool
// refuses "2025-02-30" or "25:00" with the same sentence.

import { daysFromCivil, daysInMonth, localSecondsFromWall, WEEKDAY_NAMES, type WallTime } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { MS_PER_SECOND, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from '../core/units.js';

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the range every tool accepts and returns. */
export const MIN_EPOCH_MS = -62135596800000;
export const MAX_EPOCH_MS = 253402300799999;
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;
/** The largest UTC offset an ISO 8601 text may carry. */
const MAX_ISO_OFFSET_SEC = 18 * SECONDS_PER_HOUR;

export type DateTimeInput =
  /** A point on the time line: the text had "Z" or an offset, or was a Unix timestamp. */
  | {
      readonly kind: 'instant';
      readonly epochMs: number;
      /** The offset the text carried (0 for Z, Unix and "now"). */
      readonly offsetSec: number;
      readonly unix: boolean;
      /** Set when the text was "now": the instant is the clock's. */
      readonly now?: true;
    }
  /** A wall-clock reading with no zone: milliseconds since 1970-01-01T00:00 on the local clock. */
  | { readonly kind: 'wall'; readonly localMs: number; readonly dateOnly: boolean };

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::\d{2}(?::\d{2})?|\d{2})?)?)?$/i;
const UNIX = /^[+-]?\d{9,}(?:\.\d+)?$/;
const MAX_DATE_TIME_CHARS = 64;

/** Unix seconds, or milliseconds when the magnitude is 10^11 or more (seconds that large are past year 5000). */
function epochMsOfUnix(n: number): number {
  return Math.abs(n) >= 1e11 ? Math.round(n) : Math.round(n * MS_PER_SECOND);
}

function invalid(text: string, field: string): InputError {
  return new InputError(
    'datetime.invalid',
    `Invalid ${field} "${text}". Use ISO 8601 such as "2024-12-25T15:00:00Z" (an instant) or "2024-12-25T15:00:00" (wall time in the zone), or Unix seconds such as 1735138800.`,
    field,
  );
}

function outOfRange(text: string, field: string): InputError {
  return new InputError('datetime.out-of-range', `${field} "${text}" is outside the supported range, years 0001 to 9999.`, field);
}

/**
 * A calendar date "YYYY-MM-DD" as a day number (days since 1970-01-01): the one reader of a date
 * argument, so every tool refuses "2025-02-30" or "17/04/2025" with the same sentence naming `field`.
 */
export function epochDayOfDate(text: string, field: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const [year, month, day] = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])];
  if (!m || year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new InputError('date.invalid', `Invalid ${field} "${text}": use a real calendar date as YYYY-MM-DD, e.g. "2025-03-14".`, field);
  }
  return daysFromCivil(year, month, day);
}

/**
 * Seconds east of UTC for an ISO 8601 offset: "Z", ±HH, ±HHMM, ±HH:MM, or ±HH:MM:SS as our own
 * output gives local mean time ("-05:29:28"). Undefined when minutes or seconds exceed 59.
 */
export function isoOffsetSeconds(text: string): number | undefined {
  if (text.toUpperCase() === 'Z') return 0;
  const [hh = '0', mm = '0', ss = '0'] = text.includes(':') ? text.slice(1).split(':') : [text.slice(1, 3), text.slice(3) || '0'];
  if (Number(mm) > 59 || Number(ss) > 59) return undefined;
  return (text[0] === '-' ? -1 : 1) * (Number(hh) * SECONDS_PER_HOUR + Number(mm) * SECONDS_PER_MINUTE + Number(ss));
}

/** Whether `offsetSec` is one an ISO 8601 text may carry (within ±18:00). */
export function isIsoOffset(offsetSec: number | undefined): offsetSec is number {
  return offsetSec !== undefined && Math.abs(offsetSec) <= MAX_ISO_OFFSET_SEC;
}

/** The word every date-time argument takes for the current instant. */
export const isNow = (text: string): boolean => /^\s*now\s*$/i.test(text);

/**
 * Parses a date-time argument; `field` names it in error messages. With `nowMs` (the clock's
 * instant), "now" is that instant.
 */
export function parseDateTime(input: string | number, field: string, nowMs?: number): DateTimeInput {
  if (nowMs !== undefined && typeof input === 'string' && isNow(input))
    return { kind: 'instant', epochMs: nowMs, offsetSec: 0, unix: false, now: true };
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw invalid(String(input), field);
    const epochMs = epochMsOfUnix(input);
    if (epochMs < MIN_EPOCH_MS || epochMs > MAX_EPOCH_MS) throw outOfRange(String(input), field);
    return { kind: 'instant', epochMs, offsetSec: 0, unix: true };
  }
  const text = input.trim();
  if (text.length > MAX_DATE_TIME_CHARS) {
    throw new InputError(
      'datetime.too-long',
      `${field} is too long (${text.length} characters); give one date-time such as "2024-12-25T15:00:00Z".`,
      field,
    );
  }
  if (UNIX.test(text)) return parseDateTime(Number(text), field);
  const m = ISO.exec(text);
  if (!m) throw invalid(text, field);
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < MIN_YEAR) throw outOfRange(text, field);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    throw new InputError(
      'datetime.no-such-time',
      `Invalid ${field} "${text}": no such date or time of day. Use a real date and a 24-hour time, e.g. "2024-02-29T23:59:59".`,
      field,
    );
  }
  const wall: WallTime = { year, month, day, hour: Number(h), minute: Number(mi), second: Number(s) };
  const localMs = localSecondsFromWall(wall) * MS_PER_SECOND + Number((frac + '00').slice(0, 3));
  if (zone === undefined) return { kind: 'wall', localMs, dateOnly: m[4] === undefined };
  const offsetSec = isoOffsetSeconds(zone);
  if (offsetSec === undefined) throw invalid(text, field);
  if (!isIsoOffset(offsetSec))
    throw new InputError(
      'datetime.offset-range',
      `Invalid offset "${zone}" in ${field}: UTC offsets lie between -18:00 and +18:00.`,
      field,
    );
  const epochMs = localMs - offsetSec * MS_PER_SECOND;
  if (epochMs < MIN_EPOCH_MS || epochMs > MAX_EPOCH_MS) throw outOfRange(text, field);
  return { kind: 'instant', epochMs, offsetSec, unix: false };
}

/**
 * An ISO 8601 instant with a UTC designator or offset ("2026-11-30T12:00:00Z",
 * "2024-03-10T02:30:00-05:00") as Unix milliseconds, or undefined when the text is not one (a wall
 * time without offset is not an instant; nor is a Unix timestamp).
 */
export function parseInstant(text: string): number | undefined {
  try {
    const r = parseDateTime(text, 'instant');
    return r.kind === 'instant' && !r.unix ? r.epochMs : undefined;
  } catch (e) {
    if (e instanceof InputError) return undefined;
    throw e;
  }
}

/** Refuses a computed instant outside years 0001–9999, saying which input took it there. */
export function checkRange(epochMs: number, what: string): number {
  if (!(epochMs >= MIN_EPOCH_MS && epochMs <= MAX_EPOCH_MS)) {
    throw new InputError('datetime.out-of-range', `${what} falls outside the supported range, years 0001 to 9999; use a smaller amount.`);
  }
  return epochMs;
}

/** A time of day on a 24-hour clock. */
export interface ClockTime {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export interface ClockForms {
  /** "9" alone is 09:00 (otherwise minutes are required). */
  readonly bareHour?: boolean;
  /** "14:30:15" (seconds) and "9:5" (one-digit minutes), as the reference server's time argument takes them. */
  readonly seconds?: boolean;
  /** "24:00", the midnight that ends a day (for the end of a period). */
  readonly endOfDay?: boolean;
  /** The 12-hour clock and the two words ("9:00 AM", "9am", "12:30 p.m.", "noon", "midnight" = 00:00), as people and models write them. */
  readonly spoken?: boolean;
}

/** A time of day on the 12-hour clock or as a word, or undefined when `text` is neither. */
export function spokenClock(text: string): ClockTime | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'noon' || t === 'midday') return { hour: 12, minute: 0, second: 0 };
  if (t === 'midnight') return { hour: 0, minute: 0, second: 0 };
  const m = /^(\d{1,2})(?:[:.](\d{2})(?::(\d{2}))?)?\s*([ap])\.?\s*m\.?$/.exec(t);
  if (!m) return undefined;
  const h = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const second = Number(m[3] ?? 0);
  if (h < 1 || h > 12 || minute > 59 || second > 59) return undefined;
  return { hour: (h % 12) + (m[4] === 'p' ? 12 : 0), minute, second };
}

/**
 * The one reader of a time of day: H:MM or HH:MM on a 24-hour clock, plus the forms `forms` allows.
 * Refuses anything else with a sentence naming `field`.
 */
export function parseClock(text: string, field: string, forms: ClockForms = {}): ClockTime {
  const spoken = forms.spoken ? spokenClock(text) : undefined;
  if (spoken) return spoken;
  const m = forms.seconds ? /^(\d{1,2}):(\d{1,2})(?::(\d{2}))?$/.exec(text) : /^\s*(\d{1,2})(?::(\d{2}))?\s*$/.exec(text);
  const hour = Number(m?.[1]);
  const minute = Number(m?.[2] ?? 0);
  const second = Number((forms.seconds ? m?.[3] : undefined) ?? 0);
  const bareOk = forms.seconds || forms.bareHour || m?.[2] !== undefined;
  if (!m || !bareOk || minute > 59 || second > 59 || hour > 24 || (hour === 24 && (minute !== 0 || second !== 0 || !forms.endOfDay))) {
    const example = forms.seconds
      ? `Invalid ${field} "${text}". Use 24-hour HH:MM, e.g. "14:30" (H:MM and HH:MM:SS also work)${forms.spoken ? ', or "2:30 PM", "noon" or "midnight"' : ''}.`
      : `Invalid ${field} "${text}": give a 24-hour local time such as "09:00" or "17:30"${forms.endOfDay ? ' ("24:00" for midnight at the end)' : ''}.`;
    throw new InputError('clock.invalid', example, field, { input: text });
  }
  return { hour, minute, second };
}

/** Minutes after midnight of a time of day. */
export const minutesOfClock = (c: ClockTime): number => c.hour * 60 + c.minute;

/**
 * A daily period from `start` to `end` as minutes after midnight (an end before the start is on the
 * next day: a night shift 22:00-06:00); `fallback` fills a side not given. `field` is the prefix of
 * both argument names ("participants[0]." for participants[0].start and participants[0].end).
 */
export function parseDailyPeriod(
  start: string | undefined,
  end: string | undefined,
  field: string,
  fallback: { start: number; end: number },
): { start: number; end: number } {
  const from = start === undefined ? fallback.start : minutesOfClock(parseClock(start, `${field}start`, { bareHour: true }));
  const to = end === undefined ? fallback.end : minutesOfClock(parseClock(end, `${field}end`, { bareHour: true, endOfDay: true }));
  if (from === to) {
    throw new InputError(
      'hours.empty',
      `${field}start and ${field}end are the same time; for the whole day use start "00:00" and end "24:00".`,
      `${field}start`,
    );
  }
  return { start: from, end: to };
}

/** English day names in ISO order (index + 1 = ISO weekday, 1 = Monday). */
const ISO_DAY_NAMES = [1, 2, 3, 4, 5, 6, 0].map((w) => WEEKDAY_NAMES[w]!.toLowerCase());

/** "Mon-Fri", "Sun-Thu", "Mon,Wed,Fri", "Fri-Mon" (wraps), full names or ISO numbers 1-7 ("1-5"), as ISO weekdays. */
export function parseWeekdays(text: string, field: string): Set<number> {
  const bad = () =>
    new InputError(
      'weekdays.invalid',
      `Invalid ${field} "${text}": list days like "Mon-Fri", "Sun-Thu" or "Mon,Wed,Fri" (or ISO numbers, "1-5").`,
      field,
    );
  const day = (s: string): number => {
    const t = s.trim().toLowerCase();
    if (/^[1-7]$/.test(t)) return Number(t);
    // A name or its start, at least three letters: "Mon", "Tues", "thursday".
    const i = t.length >= 3 ? ISO_DAY_NAMES.findIndex((n) => n.startsWith(t)) : -1;
    if (i < 0) throw bad();
    return i + 1;
  };
  const out = new Set<number>();
  for (const part of text.split(/[,;]/)) {
    if (part.trim() === '') throw bad();
    const ends = part.split(/[-\u2013]/); // a hyphen or an en dash
    if (ends.length > 2) throw bad();
    const a = day(ends[0]!);
    const b = ends.length === 2 ? day(ends[1]!) : a;
    for (let d = a; ; d = (d % 7) + 1) {
      out.add(d);
      if (d === b) break;
    }
  }
  return out;
}
