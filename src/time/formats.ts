// Text renderings of an instant in a zone for get_time's `formats`. The wall-clock fields always come
// from Meridian's tz data; Intl only spells an already-computed wall time in a locale (it is always
// given timeZone "UTC" and the wall fields, so its own, older zone data never decides anything).

import { MONTH_NAMES, wallFromLocalMs, WEEKDAY_NAMES, weekdayAbbreviation, weekdayOfEpochDay } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatLocalMs, formatOffset, pad2 } from '../core/iso-text.js';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from '../core/units.js';
import type { Zone } from '../tzdb/zone.js';
import { dayOfYear, isoWeekDate } from './date-math.js';

export const FORMATS = [
  'iso',
  'rfc2822',
  'sql',
  'local',
  'localeString',
  'short',
  'medium',
  'long',
  'full',
  'unix',
  'unix_ms',
  'http',
  'iso_week',
  'day_of_year',
  'relative',
  'day_of_week',
] as const;
export type FormatName = (typeof FORMATS)[number];

export const DEFAULT_LOCALE = 'en-US';

/** Checks a BCP 47 tag and that this runtime can format in it; returns the canonical tag. */
export function checkLocale(locale: string): string {
  const text = locale.trim();
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(text)[0];
  } catch {
    canonical = undefined;
  }
  if (canonical && Intl.DateTimeFormat.supportedLocalesOf([canonical]).length > 0) return canonical;
  const hint = /_/.test(text) ? ` Did you mean "${text.replace(/_/g, '-')}"?` : ' Use a BCP 47 tag such as "en-US", "fr-FR" or "ja-JP".';
  throw new InputError('locale.unknown', `Unknown locale "${text}".${hint}`);
}

/** "Wed, 25 Dec 2024 15:00:00" for local milliseconds (the English day and month names RFC 5322 and RFC 9110 require). */
function mailDate(localMs: number): string {
  const w = wallFromLocalMs(localMs);
  const day = weekdayAbbreviation(weekdayOfEpochDay(Math.floor(localMs / MS_PER_DAY)));
  return `${day}, ${pad2(w.day)} ${MONTH_NAMES[w.month - 1]!.slice(0, 3)} ${w.year} ${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`;
}

/** A Date whose UTC fields are the wall time, for Intl with timeZone "UTC". */
function wallDate(local: number): Date {
  return new Date(local);
}

/** ICU puts narrow and non-breaking spaces in some patterns ("3:00 PM"); plain spaces read the same and cost fewer tokens. */
const plainSpaces = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

/**
 * Intl formatters by locale and style, made once: making one costs about 0.3 ms, formatting with it
 * microseconds. Bounded (locales come from callers): past the bound the oldest is dropped.
 */
const FORMATTERS = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
const MAX_FORMATTERS = 256;

function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = FORMATTERS.get(key) as T | undefined;
  if (!f) {
    f = make();
    if (FORMATTERS.size >= MAX_FORMATTERS) FORMATTERS.delete(FORMATTERS.keys().next().value!);
    FORMATTERS.set(key, f);
  }
  return f;
}

/** A formatter of wall times (Dates whose UTC fields are the wall time): no zone data of the runtime's is used. */
const wallFormatter = (locale: string, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`${style} ${locale}`, () => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }));

function intl(locale: string, style: string, options: Intl.DateTimeFormatOptions, local: number): string {
  return plainSpaces(wallFormatter(locale, style, options).format(wallDate(local)));
}

/** The zone's abbreviation at the instant, or "UTC+05:45" where the tz data has only a number. */
function zoneLabel(abbr: string, offset: number): string {
  return /^[+-]\d/.test(abbr) ? `UTC${formatOffset(offset)}` : abbr;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.2425 * MS_PER_DAY],
  ['month', 30.436875 * MS_PER_DAY],
  ['week', 7 * MS_PER_DAY],
  ['day', MS_PER_DAY],
  ['hour', MS_PER_HOUR],
  ['minute', MS_PER_MINUTE],
  ['second', MS_PER_SECOND],
];

/** "in 3 days", "2 hours ago", "tomorrow": the largest unit that fits at least once, rounded. */
function relative(ms: number, nowMs: number, locale: string): string {
  const delta = ms - nowMs;
  const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(delta) >= size) ?? RELATIVE_UNITS[RELATIVE_UNITS.length - 1]!;
  return plainSpaces(
    cached(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(Math.round(delta / size), unit),
  );
}

export interface FormatContext {
  readonly zone: Zone;
  readonly locale: string;
  /** The current instant, for `relative`. */
  readonly nowMs: number;
}

/** Renders an instant (Unix ms) in `ctx.zone` in one format. */
export function formatAs(format: FormatName, ms: number, ctx: FormatContext): string | number {
  const seconds = Math.floor(ms / MS_PER_SECOND);
  const state = ctx.zone.stateAt(seconds);
  const local = ms + state.offset * MS_PER_SECOND;
  const { locale } = ctx;
  switch (format) {
    case 'iso':
      // UTC with milliseconds, as JavaScript's toISOString and chrono-mcp write it (the base time in
      // the zone is get_time's baseTime itself).
      return `${formatLocalMs(ms, true)}Z`;
    case 'rfc2822':
      return `${mailDate(local)} ${formatOffset(state.offset).replace(':', '').slice(0, 5)}`;
    case 'sql':
      return `${formatLocalMs(local, true).replace('T', ' ')} ${formatOffset(state.offset)}`;
    case 'local':
      return intl(locale, 'local', { dateStyle: 'medium', timeStyle: 'medium' }, local);
    case 'localeString':
      return intl(
        locale,
        'localeString',
        { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' },
        local,
      );
    case 'short':
      return intl(locale, 'short', { year: 'numeric', month: 'numeric', day: 'numeric' }, local);
    case 'medium':
      return intl(locale, 'medium', { year: 'numeric', month: 'short', day: 'numeric' }, local);
    case 'long':
      return intl(locale, 'long', { year: 'numeric', month: 'long', day: 'numeric' }, local);
    case 'full': {
      const parts = wallFormatter(locale, 'full', {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'short',
      }).formatToParts(wallDate(local));
      return plainSpaces(parts.map((p) => (p.type === 'timeZoneName' ? zoneLabel(state.abbr, state.offset) : p.value)).join(''));
    }
    case 'unix':
      return seconds;
    case 'unix_ms':
      return ms;
    case 'http':
      return `${mailDate(ms)} GMT`;
    case 'iso_week':
      return isoWeekDate(wallFromLocalMs(local));
    case 'day_of_year':
      return dayOfYear(wallFromLocalMs(local));
    case 'relative':
      return relative(ms, ctx.nowMs, locale);
    case 'day_of_week':
      return locale === DEFAULT_LOCALE
        ? WEEKDAY_NAMES[weekdayOfEpochDay(Math.floor(local / MS_PER_DAY))]!
        : intl(locale, 'weekday', { weekday: 'long' }, local);
  }
}
