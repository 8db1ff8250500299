// Calendar arithmetic on local seconds (a wall-clock reading counted as if it were UTC): intervals
// with a grain, and recurring series ("every Friday", "3pm each day", "every 25 December") that the
// resolver intersects and picks occurrences from. Nothing here knows a zone: the resolver turns
// local seconds into instants through the tz database at the very end.

import { civilFromDays, daysFromCivil, daysInMonth, weekdayOfEpochDay } from '../core/civil.js';
import { SECONDS_PER_DAY } from '../core/units.js';
import { grainRank, type Grain } from './lexicon.js';

/**
 * An interval [s, e) with the grain it is exact to. s and e are local seconds, or Unix seconds when
 * `xs`/`xe` say so (times counted from the reference instant: "in 2 hours"). `day` is the local day
 * an occurrence belongs to when that is not the day it starts on ("2 tonight" starts after midnight).
 */
export interface Iv {
  readonly s: number;
  readonly e: number;
  readonly g: Grain;
  readonly xs?: boolean;
  readonly xe?: boolean;
  readonly day?: number;
  /** `s` is the later of a local time the clocks show twice (the instant they go back). */
  readonly later?: true;
}

/** Something that recurs: its occurrences starting in [from, to), in order. */
export interface Series {
  readonly g: Grain;
  /** How far apart occurrences are at most, in seconds: the window a search steps by. */
  readonly step: number;
  /** The longest an occurrence lasts, in seconds. */
  readonly span: number;
  within(from: number, to: number): Iv[];
}

export const DAY = SECONDS_PER_DAY;
const YEAR = 366 * DAY;

export const dayStart = (day: number): number => day * DAY;
export const dayOfLocal = (l: number): number => Math.floor(l / DAY);
export const finer = (a: Grain, b: Grain): Grain => (grainRank(a) <= grainRank(b) ? a : b);

/** Length of one unit of a grain starting at local second s (months and years vary). */
export function grainEnd(s: number, g: Grain): number {
  switch (g) {
    case 'second':
      return s + 1;
    case 'minute':
      return s + 60;
    case 'hour':
      return s + 3600;
    case 'day':
      return s + DAY;
    case 'week':
      return s + 7 * DAY;
    default: {
      const { year, month } = civilFromDays(dayOfLocal(s));
      const months = g === 'month' ? 1 : g === 'quarter' ? 3 : 12;
      return dayStart(monthStartDay(year, month + months));
    }
  }
}

/** The epoch day of the first of a month, months past 12 or below 1 rolling into other years. */
export function monthStartDay(year: number, month: number): number {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return daysFromCivil(y, m, 1);
}

export const monthIv = (year: number, month: number, months = 1, g: Grain = 'month'): Iv => ({
  s: dayStart(monthStartDay(year, month)),
  e: dayStart(monthStartDay(year, month + months)),
  g,
});
export const dayIv = (day: number, days = 1): Iv => ({ s: dayStart(day), e: dayStart(day + days), g: 'day' });

/** The years whose occurrences may start in [from, to). */
function years(from: number, to: number): number[] {
  const a = civilFromDays(dayOfLocal(from)).year;
  const b = civilFromDays(dayOfLocal(to - 1)).year;
  const out: number[] = [];
  for (let y = a; y <= b && out.length < 3000; y++) out.push(y);
  return out;
}

const inRange = (ivs: Iv[], from: number, to: number): Iv[] => ivs.filter((o) => o.s >= from && o.s < to);

/** A series from a rule giving the occurrences of one year. */
export function yearly(g: Grain, span: number, ofYear: (year: number) => Iv[]): Series {
  return { g, step: YEAR, span, within: (from, to) => inRange(years(from, to).flatMap(ofYear), from, to) };
}

/** Every occurrence of a weekday (0 = Sunday). */
export function weekdaySeries(wd: number): Series {
  return {
    g: 'day',
    step: 7 * DAY,
    span: DAY,
    within(from, to) {
      const out: Iv[] = [];
      let d = Math.ceil(from / DAY);
      d += (wd - weekdayOfEpochDay(d) + 7) % 7;
      for (; dayStart(d) < to; d += 7) out.push(dayIv(d));
      return out;
    },
  };
}

/** A time of day every day, `secs` after the start of the day (past 24 hours: early the next day, still that day's). */
export function dailySeries(secs: readonly number[], g: Grain, length: number): Series {
  return {
    g,
    step: DAY,
    span: length,
    within(from, to) {
      const out: Iv[] = [];
      for (let d = Math.floor(from / DAY) - 1; dayStart(d) < to; d++) {
        for (const t of secs) {
          const s = dayStart(d) + t;
          // an occurrence past midnight belongs to its day, and is found by that day's start
          const at = t >= DAY ? dayStart(d) : s;
          if (at >= from && at < to) out.push({ s, e: s + length, g, ...(t >= DAY ? { day: d } : {}) });
        }
      }
      return out.sort((a, b) => a.s - b.s);
    },
  };
}

/** A day of the month (months without it are skipped). */
export function domSeries(dom: number): Series {
  return {
    g: 'day',
    step: 62 * DAY,
    span: DAY,
    within(from, to) {
      const out: Iv[] = [];
      let { year, month } = civilFromDays(dayOfLocal(from));
      for (let i = 0; i < 1200; i++) {
        const first = monthStartDay(year, month);
        if (dayStart(first) >= to) break;
        const { year: y, month: m } = civilFromDays(first);
        if (dom <= daysInMonth(y, m)) out.push(dayIv(first + dom - 1));
        month++;
      }
      return inRange(out, from, to);
    },
  };
}

/** How many windows a search looks through before it gives up (400 years of a yearly series). */
const MAX_WINDOWS = 420;

/** The first occurrence (by start) that satisfies `ok`, searching forward from `t`. */
export function firstAfter(s: Series, t: number, ok: (o: Iv) => boolean): Iv | undefined {
  let w = t - Math.max(s.step, s.span);
  for (let i = 0; i < MAX_WINDOWS; i++, w += s.step) {
    for (const o of s.within(w, w + s.step)) if (ok(o)) return o;
  }
  return undefined;
}

/** The last occurrence (by start) that satisfies `ok`, searching back from `t`. */
export function lastBefore(s: Series, t: number, ok: (o: Iv) => boolean): Iv | undefined {
  let w = t + s.step;
  for (let i = 0; i < MAX_WINDOWS; i++, w -= s.step) {
    const found = s.within(w - s.step, w).filter(ok);
    if (found.length) return found[found.length - 1];
  }
  return undefined;
}

/** The part of `o` inside `c`, or undefined; an occurrence that belongs to a day counts for that day. */
export function clip(o: Iv, c: Iv): Iv | undefined {
  if (o.day !== undefined && grainRank(c.g) >= grainRank('day') && !c.xs && !c.xe) {
    return o.day >= dayOfLocal(c.s) && o.day < Math.ceil(c.e / DAY) ? o : undefined;
  }
  const s = Math.max(o.s, c.s);
  const e = Math.min(o.e, c.e);
  if (s >= e) return undefined;
  const g = finer(o.g, c.g);
  return { s, e, g, ...(o.day !== undefined ? { day: o.day } : {}), ...(o.later && s === o.s ? { later: true as const } : {}) };
}

/** Occurrences of `s` inside the interval `c`, clipped to it. */
export function inside(s: Series, c: Iv): Iv[] {
  const out: Iv[] = [];
  for (const o of s.within(c.s - s.span, c.e)) {
    const k = clip(o, c);
    if (k) out.push(k);
  }
  return out;
}

/** The occurrences common to several series: each occurrence of the one that recurs least often, narrowed by the others. */
export function intersectSeries(parts: readonly Series[]): Series {
  const sorted = [...parts].sort((a, b) => b.step - a.step || grainRank(b.g) - grainRank(a.g));
  const driver = sorted[0]!;
  const rest = sorted.slice(1);
  const g = parts.map((p) => p.g).reduce(finer);
  return {
    g,
    step: driver.step,
    span: Math.min(...parts.map((p) => p.span)),
    within(from, to) {
      let cur = driver.within(from, to);
      for (const p of rest) cur = cur.flatMap((c) => inside(p, c));
      return cur;
    },
  };
}
