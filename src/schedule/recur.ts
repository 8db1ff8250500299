// The expansion of an RRULE (RFC 5545 §3.3.10, with RFC 7529's SKIP for the Gregorian calendar) on
// Meridian's own calendar code: no Date object, no host zone, no library's zone data.
//
// Two ways, by FREQ:
// - DAILY, WEEKLY, MONTHLY and YEARLY expand FLOATING wall times, period by period, as the RFC
//   describes (and python-dateutil computes, the oracle in test/schedule-oracle.test.ts): the days of
//   the period that every BYxxx part allows, at the times BYHOUR/BYMINUTE/BYSECOND give, BYSETPOS
//   picking among them. The caller places each wall time in the zone (schedule/occurrences.ts),
//   where DST gaps and overlaps are settled and noted.
// - HOURLY, MINUTELY and SECONDLY step through REAL instants in the zone: the periods are elapsed
//   hours, minutes or seconds from DTSTART, and the BYxxx parts are read on each instant's wall
//   clock. A repeated hour is two hours, a skipped one none, so no occurrence is lost or doubled.
//   (On a floating clock an hourly rule would lose the repeated hour: dateutil does.)
// One deliberate difference from dateutil: a WEEKLY period is the whole week from WKST, so BYSETPOS
// counts the week's instances as the RFC says, also in DTSTART's first week.

import { civilFromDays, daysFromCivil, daysInMonth, isLeapYear, isoWeekdayOfEpochDay, wallFromLocalSeconds } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from '../core/units.js';
import { changeAround } from '../time/zoned.js';
import type { Zone } from '../tzdb/zone.js';
import type { Rule, WeekdayNum } from './rrule.js';

/** The last year any rule is expanded into (the tools' range). */
export const LAST_YEAR = 9999;

const CYCLE_YEARS = 400;
/** Days in a 400-year Gregorian cycle. */
const CYCLE_DAYS = 146_097;

function neverFires(field: string): InputError {
  return new InputError(
    'schedule.no-occurrence',
    'The rule never fires: no period in a whole 400-year cycle of the Gregorian calendar has an occurrence, so its BYxxx parts never agree (run operation "lint" to see which).',
    field,
  );
}

/**
 * Periods one expansion may run through in all, occurrences or not: the bound on a call's work. A
 * rule whose occurrences are rare (an HOURLY rule on 29 February) would otherwise run through a
 * million periods for each one of a thousand occurrences asked for (20 s); this bound holds a call to
 * about a second (BENCHMARKS.md, "Worst cases").
 */
export const MAX_PERIODS = 200_000;

/** Raised when an expansion has run through MAX_PERIODS periods, some of them with occurrences. */
export function tooCostly(field: string): InputError {
  return new InputError(
    'schedule.too-costly',
    `Listing these occurrences ran through ${MAX_PERIODS.toLocaleString('en')} periods of the rule, the most one call may: its occurrences are far apart for its FREQ. Ask for fewer (a smaller count, a shorter from–to range), or write it with a larger FREQ (YEARLY with BYMONTH, BYMONTHDAY and BYHOUR rather than HOURLY).`,
    field,
  );
}

/** Raised when an expansion has run through MAX_PERIODS periods without one occurrence. */
function tooSparse(field: string): InputError {
  return new InputError(
    'schedule.no-occurrence',
    `The rule ran through ${MAX_PERIODS.toLocaleString('en')} periods without an occurrence; its BYxxx parts may never agree (run operation "lint" to see which).`,
    field,
  );
}

/** What one day is, for the BYxxx filters. */
interface Day {
  readonly epochDay: number;
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
}

function dayOf(epochDay: number): Day {
  const { year, month, day } = civilFromDays(epochDay);
  return { epochDay, year, month, day, weekday: isoWeekdayOfEpochDay(epochDay) };
}

/** The first day of week 1 of `year` with weeks starting on `wkst`: the week holding January 4 (RFC 5545's "at least four days"). */
function week1Start(year: number, wkst: number): number {
  const jan4 = daysFromCivil(year, 1, 4);
  return jan4 - ((isoWeekdayOfEpochDay(jan4) - wkst + 7) % 7);
}

/** RFC 5545 week number of a day (positive, and counted from the end of its week-numbering year). */
function weekNumbers(d: Day, wkst: number): [number, number] {
  let wy = d.year;
  let start = week1Start(wy, wkst);
  if (d.epochDay < start) start = week1Start(--wy, wkst);
  else {
    const next = week1Start(wy + 1, wkst);
    if (d.epochDay >= next) start = week1Start(++wy, wkst);
  }
  const weeks = (week1Start(wy + 1, wkst) - start) / 7;
  const n = Math.floor((d.epochDay - start) / 7) + 1;
  return [n, n - weeks - 1];
}

/** The prepared day filter of a rule: every BYxxx part that limits or picks days. */
export interface DayFilter {
  readonly byMonth?: ReadonlySet<number>;
  readonly byWeekNo?: readonly number[];
  readonly byYearDay?: readonly number[];
  readonly byMonthDay?: readonly number[];
  readonly byDay?: readonly WeekdayNum[];
  /** Whether BYDAY ordinals count within the month (MONTHLY, or YEARLY with BYMONTH) or the year. */
  readonly ordinalsInMonth: boolean;
  readonly wkst: number;
}

function weekdayMatches(d: Day, list: readonly WeekdayNum[], inMonth: boolean): boolean {
  for (const w of list) {
    if (w.weekday !== d.weekday) continue;
    if (w.n === 0) return true;
    let pos: number;
    let len: number;
    if (inMonth) {
      pos = d.day;
      len = daysInMonth(d.year, d.month);
    } else {
      pos = d.epochDay - daysFromCivil(d.year, 1, 1) + 1;
      len = isLeapYear(d.year) ? 366 : 365;
    }
    if (w.n === Math.floor((pos - 1) / 7) + 1 || w.n === -(Math.floor((len - pos) / 7) + 1)) return true;
  }
  return false;
}

/** Whether a day passes every day-level BYxxx part; `monthDay` false skips BYMONTHDAY (already applied). */
export function dayPasses(d: Day, f: DayFilter, monthDay = true): boolean {
  if (f.byMonth && !f.byMonth.has(d.month)) return false;
  if (f.byMonthDay && monthDay) {
    const dim = daysInMonth(d.year, d.month);
    if (!f.byMonthDay.some((v) => v === d.day || v === d.day - dim - 1)) return false;
  }
  if (f.byYearDay) {
    const yd = d.epochDay - daysFromCivil(d.year, 1, 1) + 1;
    const len = isLeapYear(d.year) ? 366 : 365;
    if (!f.byYearDay.some((v) => v === yd || v === yd - len - 1)) return false;
  }
  if (f.byWeekNo) {
    const [n, neg] = weekNumbers(d, f.wkst);
    if (!f.byWeekNo.some((v) => v === n || v === neg)) return false;
  }
  if (f.byDay && !weekdayMatches(d, f.byDay, f.ordinalsInMonth)) return false;
  return true;
}

/** The 1-based BYSETPOS picks (negative from the end) of a sorted list, sorted and without repeats. */
function pickPositions<T>(list: readonly T[], positions: readonly number[]): T[] {
  const idx = new Set<number>();
  for (const p of positions) {
    const i = p > 0 ? p - 1 : list.length + p;
    if (i >= 0 && i < list.length) idx.add(i);
  }
  return [...idx].sort((a, b) => a - b).map((i) => list[i]!);
}

/** The rule's parts after RFC 5545's defaults from DTSTART (a day-less YEARLY rule repeats DTSTART's date, and so on). */
export function withDefaults(rule: Rule, startLocal: number): { filter: DayFilter; hours: number[]; minutes: number[]; seconds: number[] } {
  const w = wallFromLocalSeconds(startLocal);
  let { byMonth, byMonthDay, byDay } = rule;
  if (!rule.byWeekNo && !rule.byYearDay && !rule.byMonthDay && !rule.byDay) {
    if (rule.freq === 'YEARLY') {
      byMonth ??= [w.month];
      byMonthDay = [w.day];
    } else if (rule.freq === 'MONTHLY') byMonthDay = [w.day];
    else if (rule.freq === 'WEEKLY') byDay = [{ n: 0, weekday: isoWeekdayOfEpochDay(Math.floor(startLocal / SECONDS_PER_DAY)) }];
  }
  const filter: DayFilter = {
    ...(byMonth ? { byMonth: new Set(byMonth) } : {}),
    ...(rule.byWeekNo ? { byWeekNo: rule.byWeekNo } : {}),
    ...(rule.byYearDay ? { byYearDay: rule.byYearDay } : {}),
    ...(byMonthDay ? { byMonthDay } : {}),
    ...(byDay ? { byDay } : {}),
    ordinalsInMonth: rule.freq === 'MONTHLY' || (rule.freq === 'YEARLY' && byMonth !== undefined),
    wkst: rule.wkst,
  };
  return {
    filter,
    hours: [...(rule.byHour ?? [w.hour])],
    minutes: [...(rule.byMinute ?? [w.minute])],
    seconds: [...(rule.bySecond ?? [w.second])],
  };
}

/**
 * The days of a MONTHLY or YEARLY period from BYMONTHDAY with RFC 7529's SKIP: an invalid day
 * (February 30, or -31 in a 30-day month) becomes the month's last day (BACKWARD; for a negative
 * day, the previous month's last) or the next month's first (FORWARD; for a negative day, the
 * month's first). The other BYxxx parts then apply to the day it became.
 */
function skippedMonthDays(months: readonly [number, number][], f: DayFilter, skip: 'OMIT' | 'BACKWARD' | 'FORWARD'): number[] {
  const out = new Set<number>();
  for (const [y, m] of months) {
    const dim = daysInMonth(y, m);
    const first = daysFromCivil(y, m, 1);
    for (const v of f.byMonthDay!) {
      const day = v > 0 ? v : dim + v + 1;
      let epochDay: number;
      if (day >= 1 && day <= dim) epochDay = first + day - 1;
      else if (skip === 'OMIT') continue;
      else if (skip === 'BACKWARD') epochDay = v > 0 ? first + dim - 1 : first - 1;
      else epochDay = v > 0 ? first + dim : first;
      if (dayPasses(dayOf(epochDay), { ...f, byMonth: undefined }, false)) out.add(epochDay);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * The floating wall times (local seconds) of a DAILY … YEARLY rule from DTSTART on, ascending, until
 * the year 9999 ends. COUNT and UNTIL are the caller's (a COUNT counts only instances that exist in
 * the zone). `field` names the argument in errors.
 */
export function* floatingTimes(rule: Rule, startLocal: number, field: string, hintLocal?: number): Generator<number> {
  const { filter, hours, minutes, seconds } = withDefaults(rule, startLocal);
  const times: number[] = [];
  for (const h of hours) for (const m of minutes) for (const s of seconds) times.push(h * SECONDS_PER_HOUR + m * SECONDS_PER_MINUTE + s);
  times.sort((a, b) => a - b);
  const start = dayOf(Math.floor(startLocal / SECONDS_PER_DAY));
  const I = rule.interval;
  // MONTHLY and YEARLY rules with BYMONTHDAY make their days from it (RFC 7529's SKIP applies there),
  // rather than testing every day of the period.
  const skip = filter.byMonthDay && (rule.freq === 'MONTHLY' || rule.freq === 'YEARLY') ? rule.skip : undefined;
  if (rule.bySetPos) {
    const most = { YEARLY: 366, MONTHLY: 31, WEEKLY: 7, DAILY: 1 }[rule.freq as 'DAILY'] * times.length;
    if (rule.bySetPos.every((p) => Math.abs(p) > most)) {
      throw new InputError(
        'schedule.no-occurrence',
        `BYSETPOS=${rule.bySetPos.join(',')} never picks anything: a ${rule.freq} period of this rule holds at most ${most} instance${most > 1 ? 's' : ''}.`,
        field,
      );
    }
  }
  let hit = false;

  // The period cursor.
  let year = start.year;
  let month = start.month;
  let epochDay = rule.freq === 'WEEKLY' ? start.epochDay - ((start.weekday - rule.wkst + 7) % 7) : start.epochDay;
  // Without COUNT, the periods before `hintLocal` need not be run through: whole intervals are skipped.
  if (hintLocal !== undefined && hintLocal > startLocal) {
    const h = dayOf(Math.floor(hintLocal / SECONDS_PER_DAY));
    if (rule.freq === 'YEARLY') year += Math.max(0, Math.floor((h.year - 1 - year) / I)) * I;
    else if (rule.freq === 'MONTHLY') {
      const m0 = year * 12 + month - 1;
      const m1 = m0 + Math.max(0, Math.floor((h.year * 12 + h.month - 2 - m0) / I)) * I;
      year = Math.floor(m1 / 12);
      month = (m1 % 12) + 1;
    } else {
      const span = (rule.freq === 'WEEKLY' ? 7 : 1) * I;
      epochDay += Math.max(0, Math.floor((h.epochDay - 7 - epochDay) / span)) * span;
    }
  }

  let lastHit = rule.freq === 'YEARLY' || rule.freq === 'MONTHLY' ? year : civilFromDays(epochDay).year;
  for (let periods = 0; ; ) {
    if (++periods > MAX_PERIODS) throw hit ? tooCostly(field) : tooSparse(field);
    let days: number[];
    const periodYear = rule.freq === 'YEARLY' || rule.freq === 'MONTHLY' ? year : civilFromDays(epochDay).year;
    if (rule.freq === 'YEARLY') {
      if (year > LAST_YEAR) return;
      const months = (filter.byMonth ? [...filter.byMonth].sort((a, b) => a - b) : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).map(
        (m): [number, number] => [year, m],
      );
      if (skip) days = skippedMonthDays(months, filter, skip);
      else if (filter.byMonth && !filter.byWeekNo && !filter.byYearDay) {
        days = [];
        for (const [y, m] of months) {
          const first = daysFromCivil(y, m, 1);
          for (let d = first; d < first + daysInMonth(y, m); d++) if (dayPasses(dayOf(d), filter)) days.push(d);
        }
      } else {
        days = [];
        const first = daysFromCivil(year, 1, 1);
        const last = daysFromCivil(year, 12, 31);
        for (let d = first; d <= last; d++) if (dayPasses(dayOf(d), filter)) days.push(d);
      }
      year += I;
    } else if (rule.freq === 'MONTHLY') {
      if (year > LAST_YEAR) return;
      if (filter.byMonth && !filter.byMonth.has(month)) days = [];
      else if (skip) days = skippedMonthDays([[year, month]], filter, skip);
      else {
        days = [];
        const first = daysFromCivil(year, month, 1);
        const dim = daysInMonth(year, month);
        for (let d = first; d < first + dim; d++) if (dayPasses(dayOf(d), filter)) days.push(d);
      }
      const m0 = year * 12 + month - 1 + I;
      year = Math.floor(m0 / 12);
      month = (m0 % 12) + 1;
    } else {
      const span = rule.freq === 'WEEKLY' ? 7 : 1;
      const d0 = dayOf(epochDay);
      if (d0.year > LAST_YEAR) return;
      days = [];
      if (span === 1 && filter.byMonth && !filter.byMonth.has(d0.month)) {
        // A DAILY rule outside BYMONTH: on to the first period in the next month.
        const next = daysFromCivil(d0.year, d0.month, daysInMonth(d0.year, d0.month)) + 1;
        epochDay += Math.max(1, Math.ceil((next - epochDay) / I)) * I;
        if (periodYear - lastHit > CYCLE_YEARS * I) throw neverFires(field);
        continue;
      }
      for (let d = epochDay; d < epochDay + span; d++) if (dayPasses(span === 1 ? d0 : dayOf(d), filter)) days.push(d);
      epochDay += span * I;
    }

    let candidates: number[] = [];
    for (const d of days) for (const t of times) candidates.push(d * SECONDS_PER_DAY + t);
    if (rule.bySetPos) candidates = pickPositions(candidates, rule.bySetPos);
    let any = false;
    for (const c of candidates) {
      if (c < startLocal) continue;
      any = true;
      yield c;
    }
    if (any) {
      hit = true;
      lastHit = periodYear;
    }
    // The Gregorian calendar, and so the rule's pattern of periods, repeats every 400 × INTERVAL
    // years at most: a rule with no occurrence for that long has none at all.
    else if (periodYear - lastHit > CYCLE_YEARS * I) throw neverFires(field);
  }
}

/** The first instant whose wall clock in `zone` reads `localSec` or later: the wall time's first instant, or the end of the gap that skips it. */
function firstInstantFrom(zone: Zone, localSec: number): number {
  const at = zone.instantsFor(localSec);
  if (at.length) return at[0]!;
  const tr = changeAround(zone, localSec);
  if (!tr) throw new Error(`no instant for local ${localSec}`);
  return tr.at;
}

const UNIT: Record<string, number> = { HOURLY: SECONDS_PER_HOUR, MINUTELY: SECONDS_PER_MINUTE, SECONDLY: 1 };

/**
 * The instants (Unix seconds) of an HOURLY, MINUTELY or SECONDLY rule from `startSec` (DTSTART's
 * instant) on, ascending, stepping through real time and reading the BYxxx parts on the wall clock
 * of `zone`. Stops after the year 9999.
 */
export function* realTimes(rule: Rule, zone: Zone, startSec: number, field: string, hintSec?: number): Generator<number> {
  const startLocal = startSec + zone.offsetAt(startSec);
  const w = wallFromLocalSeconds(startLocal);
  const { filter } = withDefaults(rule, startLocal);
  const unit = UNIT[rule.freq]!;
  const step = unit * rule.interval;
  // Offsets of the instances within a period, and the period's first instant.
  let offsets: number[];
  let base: number;
  if (rule.freq === 'HOURLY') {
    offsets = [];
    for (const m of rule.byMinute ?? [w.minute]) for (const s of rule.bySecond ?? [w.second]) offsets.push(m * SECONDS_PER_MINUTE + s);
    base = startSec - w.minute * SECONDS_PER_MINUTE - w.second;
  } else if (rule.freq === 'MINUTELY') {
    offsets = [...(rule.bySecond ?? [w.second])];
    base = startSec - w.second;
  } else {
    offsets = [0];
    base = startSec;
  }
  offsets.sort((a, b) => a - b);
  if (rule.bySetPos && rule.bySetPos.every((p) => Math.abs(p) > offsets.length)) {
    throw new InputError(
      'schedule.no-occurrence',
      `BYSETPOS=${rule.bySetPos.join(',')} never picks anything: a ${rule.freq} period of this rule holds at most ${offsets.length} instance${offsets.length > 1 ? 's' : ''}.`,
      field,
    );
  }
  // A day filter no day of a 400-year cycle passes never fires: say so at once, not after stepping
  // through a million minutes.
  if (filter.byMonth || filter.byMonthDay || filter.byDay || filter.byYearDay || filter.byWeekNo) {
    const first = Math.floor(startLocal / SECONDS_PER_DAY);
    let d = first;
    while (d < first + CYCLE_DAYS && !dayPasses(dayOf(d), filter)) d++;
    if (d === first + CYCLE_DAYS) throw neverFires(field);
  }
  const hours = rule.byHour ? new Set(rule.byHour) : undefined;
  const minutes = rule.freq !== 'HOURLY' && rule.byMinute ? new Set(rule.byMinute) : undefined;
  const secs = rule.freq === 'SECONDLY' && rule.bySecond ? new Set(rule.bySecond) : undefined;
  const lastSec = daysFromCivil(LAST_YEAR + 1, 1, 1) * SECONDS_PER_DAY;
  let hit = false;
  for (let k = hintSec === undefined ? 0 : Math.max(0, Math.floor((hintSec - base) / step) - 1), periods = 0; ; ) {
    if (++periods > MAX_PERIODS) throw hit ? tooCostly(field) : tooSparse(field);
    const p = base + k * step;
    if (p >= lastSec) return;
    // A whole period on one failing day (or hour, or minute): on to the first period past it.
    const pl = p + zone.offsetAt(p);
    const endL = p + unit - 1 + zone.offsetAt(p + unit - 1);
    let skipTo: number | undefined;
    const pd = Math.floor(pl / SECONDS_PER_DAY);
    if (pd === Math.floor(endL / SECONDS_PER_DAY) && !dayPasses(dayOf(pd), filter)) skipTo = (pd + 1) * SECONDS_PER_DAY;
    else if (
      rule.freq !== 'HOURLY' &&
      hours &&
      Math.floor(pl / SECONDS_PER_HOUR) === Math.floor(endL / SECONDS_PER_HOUR) &&
      !hours.has(wallFromLocalSeconds(pl).hour)
    ) {
      skipTo = (Math.floor(pl / SECONDS_PER_HOUR) + 1) * SECONDS_PER_HOUR;
    } else if (rule.freq === 'SECONDLY' && minutes && !minutes.has(wallFromLocalSeconds(pl).minute))
      skipTo = (Math.floor(pl / SECONDS_PER_MINUTE) + 1) * SECONDS_PER_MINUTE;
    if (skipTo !== undefined) {
      const t = firstInstantFrom(zone, skipTo);
      k = Math.max(k + 1, Math.ceil((t - base) / step));
      continue;
    }
    let found: number[] = [];
    for (const o of offsets) {
      const t = p + o;
      const lw = wallFromLocalSeconds(t + zone.offsetAt(t));
      if (hours && !hours.has(lw.hour)) continue;
      if (minutes && !minutes.has(lw.minute)) continue;
      if (secs && !secs.has(lw.second)) continue;
      if (!dayPasses(dayOf(Math.floor((t + zone.offsetAt(t)) / SECONDS_PER_DAY)), filter)) continue;
      found.push(t);
    }
    if (rule.bySetPos) found = pickPositions(found, rule.bySetPos);
    let any = false;
    for (const t of found) {
      if (t < startSec) continue;
      any = true;
      yield t;
    }
    if (any) hit = true;
    k++;
  }
}
