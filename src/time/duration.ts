// Durations between instants and added to instants, in a zone's wall clock where the calendar
// matters. Semantics follow Temporal's ZonedDateTime.add and ZonedDateTime.until (largestUnit
// "years"), with the zone math done by Meridian's own tz data.

import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatDate } from '../core/iso-text.js';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from '../core/units.js';
import { addToDate, dateUntil } from './date-math.js';
import { checkRange } from './parse.js';
import { instantOfLocalMs, localMsAt, type Disambiguation, type NamedZone } from './zoned.js';

/** The units add and subtract take: chrono-mcp's six (a week is days: 7; part of a second is seconds: 0.25). */
export const DURATION_UNITS = ['years', 'months', 'days', 'hours', 'minutes', 'seconds'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export type DurationInput = Partial<Record<DurationUnit, number>>;

const EXACT_MS: Record<'days' | 'hours' | 'minutes' | 'seconds', number> = {
  days: MS_PER_DAY,
  hours: MS_PER_HOUR,
  minutes: MS_PER_MINUTE,
  seconds: MS_PER_SECOND,
};

/** Ten thousand years in each unit: anything bigger cannot stay inside years 0001–9999. */
const LIMIT: Record<DurationUnit, number> = {
  years: 1e4,
  months: 1.2e5,
  days: 3.7e6,
  hours: 8.8e7,
  minutes: 5.3e9,
  seconds: 3.2e11,
};

export interface AddResult {
  readonly epochMs: number;
  /** What happened on the way: a clamped month end, a DST gap or overlap. */
  readonly notes: readonly string[];
}

/** True when the duration has no non-zero unit. */
export function isEmptyDuration(d: DurationInput): boolean {
  return DURATION_UNITS.every((u) => !d[u]);
}

/**
 * `epochMs` plus `sign` × `d`. Years, months and whole days move the wall clock in `zone`
 * (2024-01-31 + 1 month = 2024-02-29; +1 day across a DST change keeps the time of day); hours and
 * smaller, and fractional days, move the instant (1.5 days = 36 hours).
 */
export function addDuration(zone: NamedZone, epochMs: number, d: DurationInput, sign: 1 | -1, disambiguation: Disambiguation): AddResult {
  for (const unit of DURATION_UNITS) {
    const v = d[unit];
    if (v === undefined) continue;
    if (!Number.isFinite(v)) throw new InputError('duration.invalid', `${unit} must be a finite number, e.g. 3.`, unit);
    if (Math.abs(v) > LIMIT[unit])
      throw new InputError('duration.invalid', `${unit} ${v} is too large: results must stay within years 0001 to 9999.`, unit);
    if ((unit === 'years' || unit === 'months') && !Number.isInteger(v)) {
      throw new InputError(
        'duration.invalid',
        `${unit} must be a whole number (${unit} have no fixed length); express the fraction in days or hours, e.g. days: 45.`,
        unit,
      );
    }
  }
  const years = sign * (d.years ?? 0);
  const months = sign * (d.months ?? 0);
  const days = Number.isInteger(d.days ?? 0) ? sign * (d.days ?? 0) : 0;
  let exact = 0;
  for (const unit of ['hours', 'minutes', 'seconds'] as const) exact += (d[unit] ?? 0) * EXACT_MS[unit];
  if (!Number.isInteger(d.days ?? 0)) exact += d.days! * MS_PER_DAY;
  exact = Math.round(sign * exact);

  const notes: string[] = [];
  let at = epochMs;
  if (years || months || days) {
    const localMs = localMsAt(zone.zone, epochMs);
    const epochDay = Math.floor(localMs / MS_PER_DAY);
    const timeOfDay = localMs - epochDay * MS_PER_DAY;
    const start = civilFromDays(epochDay);
    const added = addToDate(start, years, months, days);
    if (added.clampedFrom !== undefined) {
      const target = addToDate(start, years, months, 0).date;
      notes.push(
        `${formatDate(target).slice(0, 7)} has no day ${added.clampedFrom}, so the date was clamped to the month's last day, ${formatDate(target)}.`,
      );
    }
    const newLocalMs = daysFromCivil(added.date.year, added.date.month, added.date.day) * MS_PER_DAY + timeOfDay;
    checkRange(newLocalMs, 'The result');
    const placed = instantOfLocalMs(zone, newLocalMs, disambiguation);
    if (placed.note) notes.push(placed.note);
    at = placed.epochMs;
  }
  return { epochMs: checkRange(at + exact, 'The result'), notes };
}

export interface ExactDifference {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  readonly milliseconds: number;
  readonly totalMs: number;
}

/** Splits |ms| into days (of 24 h), hours, minutes, seconds and milliseconds, each carrying the sign of ms. */
function splitExact(ms: number): Omit<ExactDifference, 'totalMs'> {
  const sign = ms < 0 ? -1 : 1;
  let rest = Math.abs(ms);
  const parts = [MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND, 1].map((unit) => {
    const n = Math.floor(rest / unit);
    rest -= n * unit;
    return sign * n || 0;
  });
  return { days: parts[0]!, hours: parts[1]!, minutes: parts[2]!, seconds: parts[3]!, milliseconds: parts[4]! };
}

/** Exact elapsed time from `fromMs` to `toMs` (Unix ms); the parts add up to the total (negative when `to` is earlier). */
export function exactDifference(fromMs: number, toMs: number): ExactDifference {
  const { days, hours, minutes, seconds, milliseconds } = splitExact(toMs - fromMs);
  return { days, hours, minutes, seconds, milliseconds, totalMs: toMs - fromMs };
}

export interface CalendarDuration extends ExactDifference {
  readonly years: number;
  readonly months: number;
  /** Dates apart on the zone's calendar, times of day aside: what "days until" counts (1 from 23:00 to 01:00 the next day). */
  readonly calendarDays: number;
  /** "11 months, 24 days, 15 hours". */
  readonly text: string;
}

/**
 * Calendar-aware duration from `from` to `to` read on `zone`'s wall clock: whole years, then months,
 * then days, then the exact remainder (Temporal's ZonedDateTime.until with largestUnit "years").
 */
export function calendarDifference(zone: NamedZone, fromMs: number, toMs: number): CalendarDuration {
  const total = toMs - fromMs;
  let date = { years: 0, months: 0, days: 0 };
  let time = total;
  const l1 = localMsAt(zone.zone, fromMs);
  const l2 = localMsAt(zone.zone, toMs);
  const d1 = Math.floor(l1 / MS_PER_DAY);
  const d2 = Math.floor(l2 / MS_PER_DAY);
  if (total !== 0 && d1 !== d2) {
    const sign = total < 0 ? -1 : 1;
    const t1 = l1 - d1 * MS_PER_DAY;
    const t2 = l2 - d2 * MS_PER_DAY;
    let correction = Math.sign(t2 - t1) === -sign ? 1 : 0;
    let midDay = d2;
    for (; correction <= (sign === 1 ? 2 : 1); correction++) {
      midDay = d2 - correction * sign;
      time = toMs - instantOfLocalMs(zone, midDay * MS_PER_DAY + t1, 'compatible').epochMs;
      if (Math.sign(time) !== -sign) break;
    }
    date = dateUntil(civilFromDays(d1), civilFromDays(midDay));
  }
  const t = splitExact(time);
  const { years, months, days } = date;
  const hours = t.days * 24 + t.hours;
  const { minutes, seconds, milliseconds } = t;
  return {
    years,
    months,
    days,
    hours,
    minutes,
    seconds,
    milliseconds,
    totalMs: total,
    calendarDays: d2 - d1,
    text: humanDuration({ years, months, days, hours, minutes, seconds, milliseconds }),
  };
}

const UNIT_NAMES: [keyof DurationParts, string][] = [
  ['years', 'year'],
  ['months', 'month'],
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
  ['milliseconds', 'millisecond'],
];

/** "11 months, 24 days, 15 hours, 30 minutes": non-zero units only; "minus …" when negative; "0 seconds" when empty. */
type DurationParts = Omit<CalendarDuration, 'totalMs' | 'text' | 'calendarDays'>;

export function humanDuration(parts: Partial<DurationParts>): string {
  const out: string[] = [];
  let negative = false;
  for (const [key, name] of UNIT_NAMES) {
    const v = parts[key];
    if (v === undefined || v === 0) continue;
    if (v < 0) negative = true;
    const n = Math.abs(v);
    out.push(`${n} ${name}${n === 1 ? '' : 's'}`);
  }
  if (out.length === 0) return '0 seconds';
  return (negative ? 'minus ' : '') + out.join(', ');
}

/** Human text for an exact span in milliseconds: "3 days, 30 minutes". */
export function humanExact(ms: number): string {
  return humanDuration(splitExact(Math.round(ms)));
}
