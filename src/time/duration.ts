// Durations between instants and added to instants, in a zone's wall clock where the calendar
// matters. Semantics follow Temporal's ZonedDateTime.add and ZonedDateTime.until (largestUnit
// "years"), with the zone math done by Meridian's own tz data.

import { ToolInputError } from '../core/errors.js';
import { addToDate, dateUntil } from './calendar.js';
import { civilFromDays, daysFromCivil, formatDate } from '../core/civil.js';
import { checkRange, instantOfLocal, localMsAt, MS_PER_DAY } from './datetime.js';
import type { Disambiguation, ResolvedZone } from './zoned.js';

/** The units add and subtract take: chrono-mcp's six (a week is days: 7; part of a second is seconds: 0.25). */
export const DURATION_UNITS = ['years', 'months', 'days', 'hours', 'minutes', 'seconds'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export type DurationInput = Partial<Record<DurationUnit, number>>;

const EXACT_MS: Record<'days' | 'hours' | 'minutes' | 'seconds', number> = {
  days: MS_PER_DAY,
  hours: 3_600_000,
  minutes: 60_000,
  seconds: 1000,
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
  readonly ms: number;
  /** What happened on the way: a clamped month end, a DST gap or overlap. */
  readonly notes: readonly string[];
}

/** True when the duration has no non-zero unit. */
export function isEmptyDuration(d: DurationInput): boolean {
  return DURATION_UNITS.every((u) => !d[u]);
}

/**
 * `ms` plus `sign` × `d`. Years, months and whole days move the wall clock in `zone`
 * (2024-01-31 + 1 month = 2024-02-29; +1 day across a DST change keeps the time of day); hours and
 * smaller, and fractional days, move the instant (1.5 days = 36 hours).
 */
export function addDuration(zone: ResolvedZone, ms: number, d: DurationInput, sign: 1 | -1, disambiguation: Disambiguation): AddResult {
  for (const unit of DURATION_UNITS) {
    const v = d[unit];
    if (v === undefined) continue;
    if (!Number.isFinite(v)) throw new ToolInputError(`${unit} must be a finite number, e.g. 3.`);
    if (Math.abs(v) > LIMIT[unit]) throw new ToolInputError(`${unit} ${v} is too large: results must stay within years 0001 to 9999.`);
    if ((unit === 'years' || unit === 'months') && !Number.isInteger(v)) {
      throw new ToolInputError(`${unit} must be a whole number (${unit} have no fixed length); express the fraction in days or hours, e.g. days: 45.`);
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
  let at = ms;
  if (years || months || days) {
    const local = localMsAt(zone.zone, ms);
    const epochDay = Math.floor(local / MS_PER_DAY);
    const timeOfDay = local - epochDay * MS_PER_DAY;
    const start = civilFromDays(epochDay);
    const added = addToDate(start, years, months, days);
    if (added.clampedFrom !== undefined) {
      const target = addToDate(start, years, months, 0).date;
      notes.push(
        `${formatDate(target).slice(0, 7)} has no day ${added.clampedFrom}, so the date was clamped to the month's last day, ${formatDate(target)}.`,
      );
    }
    const newLocal = daysFromCivil(added.date.year, added.date.month, added.date.day) * MS_PER_DAY + timeOfDay;
    checkRange(newLocal, 'The result');
    const placed = instantOfLocal(zone, newLocal, disambiguation);
    if (placed.note) notes.push(placed.note);
    at = placed.ms;
  }
  return { ms: checkRange(at + exact, 'The result'), notes };
}

export interface ExactDifference {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
  total_milliseconds: number;
}

/** Splits |ms| into days (of 24 h), hours, minutes, seconds and milliseconds, each carrying the sign of ms. */
function splitExact(ms: number): Omit<ExactDifference, 'total_milliseconds'> {
  const sign = ms < 0 ? -1 : 1;
  let rest = Math.abs(ms);
  const parts = [MS_PER_DAY, 3_600_000, 60_000, 1000, 1].map((unit) => {
    const n = Math.floor(rest / unit);
    rest -= n * unit;
    return sign * n || 0;
  });
  return { days: parts[0]!, hours: parts[1]!, minutes: parts[2]!, seconds: parts[3]!, milliseconds: parts[4]! };
}

/** Exact elapsed time from `from` to `to`; the parts add up to the total (negative when `to` is earlier). */
export function exactDifference(from: number, to: number): ExactDifference {
  return { ...splitExact(to - from), total_milliseconds: to - from };
}

export interface CalendarDuration extends ExactDifference {
  years: number;
  months: number;
  human_readable: string;
}

/**
 * Calendar-aware duration from `from` to `to` read on `zone`'s wall clock: whole years, then months,
 * then days, then the exact remainder (Temporal's ZonedDateTime.until with largestUnit "years").
 */
export function calendarDifference(zone: ResolvedZone, from: number, to: number): CalendarDuration {
  const total = to - from;
  let date = { years: 0, months: 0, days: 0 };
  let time = total;
  const l1 = localMsAt(zone.zone, from);
  const l2 = localMsAt(zone.zone, to);
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
      time = to - instantOfLocal(zone, midDay * MS_PER_DAY + t1, 'compatible').ms;
      if (Math.sign(time) !== -sign) break;
    }
    date = dateUntil(civilFromDays(d1), civilFromDays(midDay));
  }
  const t = splitExact(time);
  const parts = { ...date, hours: t.days * 24 + t.hours, minutes: t.minutes, seconds: t.seconds, milliseconds: t.milliseconds };
  return { ...parts, total_milliseconds: total, human_readable: humanDuration(parts) };
}

const UNIT_NAMES: [keyof CalendarDuration, string][] = [
  ['years', 'year'],
  ['months', 'month'],
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
  ['milliseconds', 'millisecond'],
];

/** "11 months, 24 days, 15 hours, 30 minutes": non-zero units only; "minus …" when negative; "0 seconds" when empty. */
export function humanDuration(parts: Partial<Record<keyof CalendarDuration, number | string>>): string {
  const out: string[] = [];
  let negative = false;
  for (const [key, name] of UNIT_NAMES) {
    const v = parts[key];
    if (typeof v !== 'number' || v === 0) continue;
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
