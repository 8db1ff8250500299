// One time zone's rules, answering the questions every tool asks: what offset and abbreviation are in
// force at an instant, whether that is summer time, which instants a wall-clock time names (none in
// a gap, two in an overlap), and which transitions fall in a range.

import { civilYearOf, posixTypeAt, ruleTransitions, type LocalTimeType, type PosixTz, type RuleTransition } from './posix.js';
import type { TzifData } from './tzif.js';
import { civilFromDays } from '../core/civil.js';
import { SECONDS_PER_DAY } from '../core/units.js';

/** What a zone's clocks say at an instant. */
export interface ZoneState {
  /** UTC offset in seconds, east positive. */
  readonly offset: number;
  readonly abbr: string;
  /**
   * Summer time in the civil sense: the offset is above the zone's standard (winter) offset.
   * Europe/Dublin is false in January and true in July, whatever the raw TZif flag says.
   */
  readonly isDst: boolean;
}

export interface Transition {
  /** Unix seconds of the change. */
  readonly at: number;
  readonly before: ZoneState;
  readonly after: ZoneState;
}

/** How far (in seconds) a wall-clock time can be from the instant it names: offsets stay within ±26 h. */
const SEARCH_WINDOW = 2 * SECONDS_PER_DAY;

/** Years of footer-rule transitions a zone remembers before it starts again (a few hundred bytes a year). */
const FOOTER_YEARS_KEPT = 64;

export class Zone {
  readonly #times: Float64Array;
  readonly #typeIndex: Uint8Array;
  readonly #types: readonly LocalTimeType[];
  readonly #footer: PosixTz | undefined;
  /** Per type: the summer-time saving (offset minus the standard offset it pairs with), 0 for standard types. */
  readonly #save: number[];
  /** Per explicit period (index + 1, so slot 0 is "before the first transition"): civil summer time. */
  readonly #periodDst: Uint8Array;
  readonly #firstFooterYear: number;
  // The answers below are the same objects each time they are asked for: a zone is asked for its
  // offset tens of thousands of times in one meeting search, and building each answer anew was most
  // of such a call's garbage.
  /** Per explicit period (index + 1), its state once asked for. */
  readonly #periodStates: (ZoneState | undefined)[] = [];
  /** The footer rule's two states, once asked for. */
  #footerStd: ZoneState | undefined;
  #footerDst: ZoneState | undefined;
  /** The footer rule's transitions for year - 1 .. year + 1, by year. */
  readonly #footerYears = new Map<number, readonly RuleTransition[]>();
  readonly #around = (year: number): readonly RuleTransition[] => {
    let list = this.#footerYears.get(year);
    if (!list) {
      if (this.#footerYears.size >= FOOTER_YEARS_KEPT) this.#footerYears.clear();
      list = ruleTransitions(this.#footer!, year - 1, year + 1);
      this.#footerYears.set(year, list);
    }
    return list;
  };

  constructor(
    readonly name: string,
    data: TzifData,
  ) {
    this.#times = data.times;
    this.#typeIndex = data.typeIndex;
    this.#types = data.types;
    this.#footer = data.footer;
    this.#save = inferSaves(data);
    const n = this.#times.length;
    this.#periodDst = civilDst(this.#typeIndex, this.#types, this.#save, n);
    this.#firstFooterYear = n ? yearOf(this.#times[n - 1]!) : -271820;
  }

  #typeOfPeriod(i: number): number {
    return i < 0 ? 0 : this.#typeIndex[i]!; // RFC 8536: type 0 applies before the first transition
  }

  /** Index of the explicit transition in force at t, -1 before the first, or null when the footer rules. */
  #periodAt(t: number): number | null {
    const times = this.#times;
    const n = times.length;
    if (this.#footer && (n === 0 || t > times[n - 1]!)) return null;
    let lo = 0;
    let hi = n; // find the last i with times[i] <= t
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (times[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }

  #stateOfPeriod(i: number): ZoneState {
    let state = this.#periodStates[i + 1];
    if (!state) {
      const t = this.#types[this.#typeOfPeriod(i)]!;
      state = { offset: t.offset, abbr: t.abbr, isDst: this.#periodDst[i + 1] === 1 };
      this.#periodStates[i + 1] = state;
    }
    return state;
  }

  /** The footer's state for one of its two types. */
  #footerTypeState(type: LocalTimeType): ZoneState {
    const f = this.#footer!;
    if (type === f.dst) return (this.#footerDst ??= footerState(f, type));
    if (type === f.std) return (this.#footerStd ??= footerState(f, type));
    return footerState(f, type);
  }

  #footerState(t: number): ZoneState {
    return this.#footerTypeState(posixTypeAt(this.#footer!, t, this.#around));
  }

  /** Index of the first explicit transition at or after t (the count of them when none is). */
  #firstFrom(t: number): number {
    const times = this.#times;
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (times[mid]! < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** True when no explicit or rule transition falls in [from, to), to - from under a year. */
  #quiet(from: number, to: number): boolean {
    const times = this.#times;
    const n = times.length;
    const i = this.#firstFrom(from);
    if (i < n && times[i]! < to) return false;
    const f = this.#footer;
    if (!f?.dst || (n && to <= times[n - 1]!)) return true;
    // Each list covers the years either side of its own; from's and to's together cover [from, to).
    return !ruleChangeIn(this.#around(civilYearOf(from)), from, to) && !ruleChangeIn(this.#around(civilYearOf(to)), from, to);
  }

  /** The clocks of this zone at Unix time `t` (seconds). */
  stateAt(t: number): ZoneState {
    const p = this.#periodAt(t);
    return p === null ? this.#footerState(t) : this.#stateOfPeriod(p);
  }

  offsetAt(t: number): number {
    return this.stateAt(t).offset;
  }

  /**
   * The instants whose wall-clock time in this zone is `local` (seconds since 1970-01-01T00:00 on
   * the local clock), ascending: one normally, none in a gap, two (or more) in an overlap.
   */
  instantsFor(local: number): number[] {
    // Nearly always no clock change is near: one offset, one instant.
    if (this.#quiet(local - SEARCH_WINDOW, local + SEARCH_WINDOW)) return [local - this.offsetAt(local)];
    const offsets = new Set<number>([this.offsetAt(local - SEARCH_WINDOW)]);
    for (const tr of this.transitions(local - SEARCH_WINDOW, local + SEARCH_WINDOW)) offsets.add(tr.after.offset);
    const out: number[] = [];
    for (const o of offsets) {
      const t = local - o;
      if (this.offsetAt(t) === o) out.push(t);
    }
    return [...new Set(out)].sort((a, b) => a - b);
  }

  /** Transitions with `from <= at < to`, ascending. A transition changes the offset, abbreviation or summer-time state. */
  transitions(from: number, to: number): Transition[] {
    const out: Transition[] = [];
    const times = this.#times;
    const n = times.length;
    // Explicit transitions.
    for (let i = this.#firstFrom(from); i < n && times[i]! < to; i++) {
      const before = this.#stateOfPeriod(i - 1);
      const after = this.#stateOfPeriod(i);
      if (!sameState(before, after)) out.push({ at: times[i]!, before, after });
    }
    // Rule-generated transitions after the last explicit one.
    const f = this.#footer;
    if (f?.dst) {
      const last = n ? times[n - 1]! : -Infinity;
      const start = Math.max(from, last + 1);
      if (start < to) {
        const y0 = Math.max(this.#firstFooterYear, yearOf(start) - 1);
        const y1 = yearOf(to) + 1;
        let prev = this.stateAt(start - 1);
        for (const tr of ruleTransitions(f, y0, y1)) {
          if (tr.at < start || tr.at <= last) continue;
          if (tr.at >= to) break;
          const after = this.#footerTypeState(tr.type);
          if (!sameState(prev, after)) out.push({ at: tr.at, before: prev, after });
          prev = after;
        }
      }
    }
    return out;
  }
}

/** Whether a rule transition of `list` falls in [from, to). */
function ruleChangeIn(list: readonly RuleTransition[], from: number, to: number): boolean {
  for (const tr of list) if (tr.at >= from && tr.at < to) return true;
  return false;
}

function footerState(f: PosixTz, type: LocalTimeType): ZoneState {
  const dst = f.dst;
  // In the daylight member, summer time when it is ahead of standard time; in the standard member,
  // summer time when the rule's "daylight" member is behind it (negative saving, as in Dublin).
  const isDst = dst ? (type.dst ? dst.offset > f.std.offset : dst.offset < f.std.offset) : false;
  return { offset: type.offset, abbr: type.abbr, isDst };
}

/**
 * Whether each period (before the first transition, then after each) is summer time. A daylight
 * type is summer time when its saving is positive. A standard type is summer time when the period
 * before or after it is a negative-saving daylight type: Dublin's IST (+01, standard in law)
 * alternates with GMT marked as "daylight" with a saving of -1 h. One plain loop over a zone's
 * periods, run as each zone is first read: several hundred of them, and a helper call or two each
 * made V8 compile the helpers within the first call that reads a zone.
 */
function civilDst(
  typeIndex: ArrayLike<number>,
  types: readonly { readonly dst: boolean }[],
  save: ArrayLike<number>,
  n: number,
): Uint8Array {
  const negative = types.map((t, k) => t.dst && save[k]! < 0);
  const out = new Uint8Array(n + 1);
  for (let i = -1; i < n; i++) {
    const k = i < 0 ? 0 : typeIndex[i]!; // RFC 8536: type 0 applies before the first transition
    const summer = types[k]!.dst
      ? save[k]! > 0
      : (i >= 0 && negative[i < 1 ? 0 : typeIndex[i - 1]!]!) || (i + 1 < n && negative[typeIndex[i + 1]!]!);
    out[i + 1] = summer ? 1 : 0;
  }
  return out;
}

function yearOf(t: number): number {
  return civilFromDays(Math.floor(t / SECONDS_PER_DAY)).year;
}

function sameState(a: ZoneState, b: ZoneState): boolean {
  return a.offset === b.offset && a.abbr === b.abbr && a.isDst === b.isDst;
}

/**
 * Each daylight type's saving, inferred as its offset minus that of the standard type next to it
 * in the transition sequence (the file does not store it). A daylight type with no standard
 * neighbour anywhere gets one hour, the usual saving.
 */
function inferSaves(data: TzifData): number[] {
  const { types, typeIndex: ix } = data;
  const save = types.map(() => 0);
  for (let i = 1; i < ix.length; i++) {
    const k = ix[i]!;
    if (!types[k]!.dst || save[k] !== 0) continue;
    let s = 0;
    const prev = ix[i - 1]!;
    if (!types[prev]!.dst) s = types[k]!.offset - types[prev]!.offset;
    if (s === 0 && i + 1 < ix.length) {
      const next = ix[i + 1]!;
      if (types[next]!.dst) continue;
      s = types[k]!.offset - types[next]!.offset;
    }
    if (s !== 0) save[k] = s;
  }
  types.forEach((t, k) => {
    if (t.dst && save[k] === 0) save[k] = 3600;
  });
  return save;
}

/** A zone that keeps one offset forever, e.g. for an ISO string's own "+05:30" or "Z". */
export function fixedOffsetZone(name: string, offsetSeconds: number, abbr = name): Zone {
  return new Zone(name, {
    times: new Float64Array(0),
    typeIndex: new Uint8Array(0),
    types: [{ offset: offsetSeconds, dst: false, abbr }],
    footer: undefined,
  });
}
