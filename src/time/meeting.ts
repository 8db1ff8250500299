// Meeting windows across zones: each person's working hours become UTC intervals (their own
// calendar days, weekend, extra working days and holidays, DST through our tz data), then candidate start instants are
// stepped across the search window and scored by how many minutes of the meeting fall outside each
// person's hours. No MCP imports; the find_meeting_time tool shapes the answer.

import { civilFromDays, isoWeekdayOfEpochDay, wallFromLocalSeconds } from '../core/civil.js';
import { formatDate } from '../core/iso-text.js';
import { SECONDS_PER_DAY, SECONDS_PER_MINUTE } from '../core/units.js';
import { localDay, resolveWallTime, type NamedZone } from './zoned.js';

/** [start, end) in Unix seconds. */
export type Interval = readonly [number, number];

export interface Person {
  readonly zone: NamedZone;
  /** Working hours as minutes after local midnight; `end <= start` means they end the next day. `end` may be 1440. */
  readonly start: number;
  readonly end: number;
  /** ISO weekdays (1 = Monday … 7 = Sunday) on which a working period starts. */
  readonly workingDays: ReadonlySet<number>;
  /** Holidays (local dates, from one epoch day to another, both included) that remove a working day. */
  readonly holidays?: (firstDay: number, lastDay: number) => readonly { readonly day: number; readonly name: string }[];
  /**
   * Days (local dates, both included) that are working days although their weekday is not in
   * `workingDays`, e.g. a weekend day decreed a working day; `name` says why. A holiday still wins.
   */
  readonly extraWorkingDays?: (firstDay: number, lastDay: number) => readonly { readonly day: number; readonly name: string }[];
}

export interface MeetingQuery {
  readonly people: readonly Person[];
  /** Slots lie wholly in [windowStart, windowEnd) (Unix seconds). */
  readonly windowStart: number;
  readonly windowEnd: number;
  /** Candidate starts are gridOrigin + k * step, k an integer. */
  readonly gridOrigin: number;
  /** Seconds. */
  readonly step: number;
  readonly duration: number;
  readonly maxResults: number;
  /** Hard local bounds for everyone, minutes after local midnight (`latest <= earliest` wraps past midnight). */
  readonly bounds?: { readonly earliest: number; readonly latest: number };
}

export interface Slot {
  /** Unix seconds. */
  readonly start: number;
  readonly end: number;
  /** Seconds of the meeting outside each person's working hours, in `people` order. */
  readonly outside: readonly number[];
}

export interface DayOff {
  readonly person: number;
  readonly date: string;
  readonly name: string;
}

/** Why no slot keeps everyone inside working hours, for the caller to say what to change. */
export interface NoFit {
  /** People (indexes) with no working time at all in the window (weekend, holidays, working days). */
  readonly idle: readonly number[];
  /** Pairs of people (indexes, i < j) whose working times never share the meeting's length in the window. */
  readonly apart: readonly (readonly [number, number])[];
  /** The longest stretch, in seconds, when everyone is working at once; 0 if never. */
  readonly longestShared: number;
  /** The same within the bounds (earliest, latest), when there are bounds. */
  readonly longestBounded?: number;
}

export interface MeetingPlan {
  /** True when every slot keeps everyone inside working hours; false: the closest options. */
  readonly fits: boolean;
  /** When nothing fits: why. */
  readonly noFit?: NoFit;
  readonly slots: readonly Slot[];
  /** Maximal intervals in the window where everyone is working, at least `duration` long. */
  readonly shared: readonly Interval[];
  /** Holidays that removed a working day of someone, inside the window. */
  readonly daysOff: readonly DayOff[];
  /** Extra working days that gave someone working hours inside the window. */
  readonly extraDays: readonly DayOff[];
  /** Each person's working time, sorted and merged, covering the window (in `people` order). */
  readonly working: readonly (readonly Interval[])[];
}

/** The instant of local `minutes` after the start of local epoch day `day` (gap: later reading; overlap: earlier). */
function instantOf(zone: NamedZone, day: number, minutes: number): number {
  const w = wallFromLocalSeconds(day * SECONDS_PER_DAY + minutes * SECONDS_PER_MINUTE);
  return resolveWallTime(zone, w, 'compatible').epochSec;
}

/** Sorts and joins touching or overlapping intervals. */
function merge(list: Interval[]): Interval[] {
  list.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of list) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Daily local periods [from, to) minutes (to <= from wraps) on the days `keep` accepts, as UTC intervals covering [t0, t1). */
function dailyIntervals(zone: NamedZone, from: number, to: number, t0: number, t1: number, keep: (day: number) => boolean): Interval[] {
  const out: Interval[] = [];
  const d0 = localDay(zone.zone, t0) - 1;
  const d1 = localDay(zone.zone, t1) + 1;
  for (let d = d0; d <= d1; d++) {
    if (!keep(d)) continue;
    const s = instantOf(zone, d, from);
    const e = instantOf(zone, to <= from ? d + 1 : d, to);
    if (e > s) out.push([s, e]);
  }
  return merge(out);
}

/** Intersection of two sorted, merged interval lists. */
function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const s = Math.max(a[i]![0], b[j]![0]);
    const e = Math.min(a[i]![1], b[j]![1]);
    if (s < e) out.push([s, e]);
    if (a[i]![1] < b[j]![1]) i++;
    else j++;
  }
  return out;
}

/**
 * Walks sorted intervals with candidate ranges that only move forward. `measure` answers in numbers,
 * not an object: the ranking calls it for every start and person (tens of thousands of times a call),
 * and a result object each time was most of the call's garbage.
 */
class Cursor {
  #i = 0;
  /** After `measure` found nothing covered: how far [s, e) is from the nearest interval; else 0. */
  gap = 0;
  constructor(readonly list: readonly Interval[]) {}

  /** Seconds of [s, e) covered; sets `gap`. */
  measure(s: number, e: number): number {
    const l = this.list;
    while (this.#i < l.length && l[this.#i]![1] <= s) this.#i++;
    let covered = 0;
    for (let j = this.#i; j < l.length && l[j]![0] < e; j++) covered += Math.min(e, l[j]![1]) - Math.max(s, l[j]![0]);
    if (covered > 0) {
      this.gap = 0;
      return covered;
    }
    const after = this.#i < l.length ? l[this.#i]![0] - e : Infinity;
    const before = this.#i > 0 ? s - l[this.#i - 1]![1] : Infinity;
    // Nobody-works-at-all is as far as it gets; keep the sum finite.
    this.gap = Math.min(after, before, NO_WORK_GAP);
    return 0;
  }
}

/** The gap counted for someone with no working time near the window (more than any real gap). */
const NO_WORK_GAP = 1000 * SECONDS_PER_DAY;

/**
 * One person's working time as UTC intervals covering the window; the holidays that took a working
 * period touching it go to `daysOff`, the extra working days that gave one to `extraDays`.
 */
function workingTime(
  p: Person,
  person: number,
  windowStart: number,
  windowEnd: number,
  daysOff: DayOff[],
  extraDays: DayOff[],
): Interval[] {
  const d0 = localDay(p.zone.zone, windowStart) - 1;
  const d1 = localDay(p.zone.zone, windowEnd) + 1;
  const off = new Map<number, string>();
  if (p.holidays) {
    for (const { day, name } of p.holidays(d0, d1)) if (!off.has(day)) off.set(day, name);
  }
  const extra = new Map<number, string>();
  if (p.extraWorkingDays) {
    for (const { day, name } of p.extraWorkingDays(d0, d1))
      if (!p.workingDays.has(isoWeekdayOfEpochDay(day)) && !off.has(day)) extra.set(day, name);
  }
  const works = (d: number): boolean => p.workingDays.has(isoWeekdayOfEpochDay(d)) || extra.has(d);
  const list = dailyIntervals(p.zone, p.start, p.end, windowStart, windowEnd, (d) => works(d) && !off.has(d));
  // Report a holiday when it took a working period that would have touched the window, and an
  // extra working day when it gave one.
  const touches = (day: number): boolean => {
    const s = instantOf(p.zone, day, p.start);
    const e = instantOf(p.zone, p.end <= p.start ? day + 1 : day, p.end);
    return s < windowEnd && e > windowStart;
  };
  for (const [day, name] of [...off].sort((a, b) => a[0] - b[0])) {
    if (works(day) && touches(day)) daysOff.push({ person, date: formatDate(civilFromDays(day)), name });
  }
  for (const [day, name] of [...extra].sort((a, b) => a[0] - b[0])) {
    if (touches(day)) extraDays.push({ person, date: formatDate(civilFromDays(day)), name });
  }
  return list;
}

/**
 * Every start on the grid ranked (the indexes of those within bounds, best first): least time
 * outside hours in all, then for the worst-off person, then nearest to people's hours, then
 * earliest. The scores live in typed arrays (a month at a 5-minute step is ~9,000 starts): no
 * object per start, and nothing per start and person (each person's share is measured again for
 * the few starts kept; keeping it for all, 1.4 MB at 20 people, cost more than measuring).
 */
function rankStarts(
  working: readonly Interval[][],
  allowed: readonly Interval[][] | undefined,
  first: number,
  count: number,
  step: number,
  duration: number,
): Uint32Array {
  const total = new Float64Array(count);
  const worst = new Float64Array(count);
  const gap = new Float64Array(count);
  const ranked = new Uint32Array(count);
  const grid = { first, count, step, duration };
  const kept = scoreStarts(
    working.map((w) => new Cursor(w)),
    allowed?.map((a) => new Cursor(a)),
    grid,
    { total, worst, gap, ranked },
  );
  // A lower index is an earlier start.
  return ranked.subarray(0, kept).sort((a, b) => total[a]! - total[b]! || worst[a]! - worst[b]! || gap[a]! - gap[b]! || a - b);
}

interface Grid {
  readonly first: number;
  readonly count: number;
  readonly step: number;
  readonly duration: number;
}

interface Scores {
  readonly total: Float64Array;
  readonly worst: Float64Array;
  readonly gap: Float64Array;
  /** The starts within bounds, in grid order: the first `kept` entries. */
  readonly ranked: Uint32Array;
}

/**
 * Scores each start of the grid into `scores`; how many starts are within bounds. The loop is a
 * function of its own that ends in `return kept`: V8 compiles it on stack replacement during a
 * call's first pass, before any code after the loop has run, and reuses that code on every call.
 * Code after the loop without type feedback (the sort, the result object) was deoptimized at the
 * end of every call, in each worker.
 */
function scoreStarts(workCursors: readonly Cursor[], allowCursors: readonly Cursor[] | undefined, grid: Grid, scores: Scores): number {
  const { first, count, step, duration } = grid;
  const { total, worst, gap, ranked } = scores;
  const n = workCursors.length;
  let kept = 0;
  for (let k = 0; k < count; k++) {
    const t = first + k * step;
    const e = t + duration;
    if (allowCursors && !withinAll(allowCursors, t, e, duration)) continue;
    let sum = 0;
    let most = 0;
    let far = 0;
    for (let i = 0; i < n; i++) {
      const c = workCursors[i]!;
      const o = duration - c.measure(t, e);
      sum += o;
      far += c.gap;
      if (o > most) most = o;
    }
    total[k] = sum;
    worst[k] = most;
    gap[k] = far;
    ranked[kept++] = k;
  }
  return kept;
}

/** Whether every cursor covers all `duration` seconds of [t, e). */
function withinAll(cursors: readonly Cursor[], t: number, e: number, duration: number): boolean {
  for (const c of cursors) if (c.measure(t, e) !== duration) return false;
  return true;
}

export function findMeetingTimes(q: MeetingQuery): MeetingPlan {
  const { people, windowStart, windowEnd, duration, step } = q;
  const daysOff: DayOff[] = [];
  const extraDays: DayOff[] = [];
  const working = people.map((p, i) => workingTime(p, i, windowStart, windowEnd, daysOff, extraDays));
  const allowed = q.bounds
    ? people.map((p) => dailyIntervals(p.zone, q.bounds!.earliest, q.bounds!.latest, windowStart, windowEnd, () => true))
    : undefined;

  // Everyone working (and within bounds), clipped to the window, long enough for the meeting.
  let common: Interval[] = [[windowStart, windowEnd]];
  for (const w of working) common = intersect(common, w);
  const commonWork = common;
  if (allowed) for (const a of allowed) common = intersect(common, a);
  const shared = common.filter(([s, e]) => e - s >= duration);
  /** The first start on the grid at or after t. */
  const onGrid = (t: number) => q.gridOrigin + Math.ceil((t - q.gridOrigin) / step) * step;

  // When some slot fits everyone, the fitting slots are exactly the grid starts inside the shared
  // windows, and they rank by start alone: take the earliest that do not overlap.
  const fitting: Slot[] = [];
  for (const [s, e] of shared) {
    for (let t = onGrid(s); t + duration <= e && fitting.length < q.maxResults; t += step) {
      if (fitting.length > 0 && t < fitting[fitting.length - 1]!.end) continue;
      fitting.push({ start: t, end: t + duration, outside: people.map(() => 0) });
    }
  }
  if (fitting.length > 0) return { fits: true, slots: fitting, shared, daysOff, extraDays, working };

  // Otherwise every start on the grid is ranked; best first, skipping any that overlaps one already
  // chosen, so the options are distinct.
  const first = onGrid(windowStart);
  const count = windowEnd - duration >= first ? Math.floor((windowEnd - duration - first) / step) + 1 : 0;
  const order = rankStarts(working, allowed, first, count, step, duration);
  const noFit = whyNoFit(working, windowStart, windowEnd, duration, commonWork, allowed ? common : undefined);
  const slots: Slot[] = [];
  for (const k of order) {
    if (slots.length >= q.maxResults) break;
    const start = first + k * step;
    if (slots.some((s) => start < s.end && s.start < start + duration)) continue;
    // Each person's time outside hours, measured again for the few starts kept.
    slots.push({ start, end: start + duration, outside: working.map((w) => duration - new Cursor(w).measure(start, start + duration)) });
  }
  return { fits: false, noFit, slots, shared, daysOff, extraDays, working };
}

/** Who has no working time in the window, which pairs never meet for `duration`, and the longest time all work at once. */
function whyNoFit(
  working: readonly Interval[][],
  windowStart: number,
  windowEnd: number,
  duration: number,
  common: readonly Interval[],
  bounded: readonly Interval[] | undefined,
): NoFit {
  const longest = (list: readonly Interval[]) => list.reduce((m, [s, e]) => Math.max(m, e - s), 0);
  const inWindow = working.map((w) => intersect([[windowStart, windowEnd]], w));
  const idle = inWindow.flatMap((w, i) => (w.length === 0 ? [i] : []));
  const apart: [number, number][] = [];
  for (let i = 0; i < inWindow.length; i++) {
    if (idle.includes(i)) continue;
    for (let j = i + 1; j < inWindow.length; j++) {
      if (idle.includes(j)) continue;
      if (!intersect(inWindow[i]!, inWindow[j]!).some(([s, e]) => e - s >= duration)) apart.push([i, j]);
    }
  }
  return { idle, apart, longestShared: longest(common), ...(bounded ? { longestBounded: longest(bounded) } : {}) };
}
