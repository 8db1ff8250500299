// A schedule's occurrences as instants in its zone, with every DST gap and overlap stated: the one
// place where an RRULE's or a cron line's wall times meet the tz database.
//
// The DST policy for a wall time that does not exist (clocks jumped forward over it):
//   skip   not part of the set (RFC 5545 §3.3.10: "MUST be ignored and MUST NOT be counted"),
//   shift  moved forward by the length of the gap, 02:30 → 03:30 (what calendar apps do, and
//          RFC 5545 §3.3.5 for a single DATE-TIME),
//   after  run once, right when the gap ends, 02:30 → 03:00 (Vixie/ISC cron; for a jump of more
//          than 3 hours cron treats the clock as reset and does not catch up).
// A wall time that occurs twice (clocks went back) is taken once, at the first (RFC 5545 §3.3.5;
// Vixie cron for a job at a fixed time); a cron job with "*" in its minute or hour field runs by the
// clock, so at both; rules that step through real time (HOURLY and finer) meet it twice anyway.

import { wallFromLocalSeconds } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatClock, formatDate, formatOffset } from '../core/iso-text.js';
import { SECONDS_PER_DAY, SECONDS_PER_HOUR } from '../core/units.js';
import { changeAround, type NamedZone } from '../time/zoned.js';
import type { Transition, ZoneState } from '../tzdb/zone.js';
import { cronDayMatches, cronTimesOfDay, isWildcardJob, type Cron } from './cron.js';
import { floatingTimes, LAST_YEAR, realTimes } from './recur.js';
import type { DateValue, Rule } from './rrule.js';

export const DST_POLICIES = ['skip', 'shift', 'after'] as const;
export type DstPolicy = (typeof DST_POLICIES)[number];

/** Vixie cron catches up on jobs a jump skipped only for a jump of up to 3 hours. */
const CRON_CATCH_UP_SEC = 3 * SECONDS_PER_HOUR;
/** No wall time is more than this ahead of UTC (Manila's local mean time, +15:56, with room). */
const MAX_AHEAD_SEC = 16 * SECONDS_PER_HOUR;
/** Days of cron without one match after which it never fires: the Gregorian calendar repeats every 400 years. */
const CRON_CYCLE_DAYS = 146_097;
/** Dropped wall times listed one by one; the rest are counted. */
const MAX_DROPPED_NOTES = 20;

export interface Occurrence {
  readonly epochSec: number;
  /** The wall time the rule named (local seconds); undefined for RDATE instants and real-time rules. */
  readonly localSec?: number;
  readonly note?: string;
  /** Set when a DST change placed it: a gap's time moved (shift, after), or the first or second of a repeated time. */
  readonly dst?: 'gap' | 'first' | 'second';
}

export type Event =
  | ({ readonly kind: 'at' } & Occurrence)
  | { readonly kind: 'dropped'; readonly localSec: number; readonly note: string; readonly sortSec: number };

/** "02:30", or "02:30:15" with seconds. */
function clock(localSec: number): string {
  const w = wallFromLocalSeconds(localSec);
  return formatClock(w, w.second !== 0);
}

function stateText(s: ZoneState): string {
  return /^[+-]/.test(s.abbr) ? formatOffset(s.offset) : `${s.abbr}, ${formatOffset(s.offset)}`;
}

/** "clocks jumped forward from 02:00 to 03:00", with the dates when the change crosses midnight. */
function changeText(tr: Transition): string {
  const a = tr.at + tr.before.offset;
  const b = tr.at + tr.after.offset;
  const dates = Math.floor(a / SECONDS_PER_DAY) !== Math.floor(b / SECONDS_PER_DAY);
  const at = (l: number) => (dates ? `${formatDate(wallFromLocalSeconds(l))} ${clock(l)}` : clock(l));
  return `clocks ${b > a ? 'jumped forward' : 'went back'} from ${at(a)} to ${at(b)}`;
}

const dayText = (localSec: number) => formatDate(wallFromLocalSeconds(localSec));

/** How a wall time is placed: a rule's fixed time, or a cron job that runs by the clock ("*" in its minute or hour). */
type Placing = 'fixed' | 'by-clock';

/** The occurrences (0, 1 or 2) of one wall time, or why it has none. */
export function place(z: NamedZone, localSec: number, policy: DstPolicy, placing: Placing, cron: boolean): Event[] {
  const at = z.zone.instantsFor(localSec);
  if (at.length === 1) return [{ kind: 'at', epochSec: at[0]!, localSec }];
  const tr = changeAround(z.zone, localSec);
  if (!tr) throw new Error(`no clock change explains ${localSec} in ${z.name}`);
  const head = `${clock(localSec)} ${at.length ? 'occurs twice' : 'does not exist'} in ${z.name} on ${dayText(localSec)} (${changeText(tr)})`;
  if (at.length > 1) {
    const first = at[0]!;
    const last = at[at.length - 1]!;
    const sFirst = z.zone.stateAt(first);
    const sLast = z.zone.stateAt(last);
    if (placing === 'by-clock') {
      return [
        {
          kind: 'at',
          epochSec: first,
          localSec,
          dst: 'first',
          note: `${head}; the first, ${stateText(sFirst)}: a job with "*" in its minute or hour field runs at both.`,
        },
        {
          kind: 'at',
          epochSec: last,
          localSec,
          dst: 'second',
          note: `${head}; the second, ${stateText(sLast)}: a job with "*" in its minute or hour field runs at both.`,
        },
      ];
    }
    const who = cron ? 'cron runs a job at a fixed time once' : 'RFC 5545 takes the first';
    return [
      {
        kind: 'at',
        epochSec: first,
        localSec,
        dst: 'first',
        note: `${head}; ${who}, at ${stateText(sFirst)}, not at ${stateText(sLast)}.`,
      },
    ];
  }
  // A gap.
  const gap = tr.after.offset - tr.before.offset;
  if (placing === 'by-clock') {
    return [
      {
        kind: 'dropped',
        localSec,
        sortSec: tr.at,
        note: `${dayText(localSec)} ${clock(localSec)} does not exist in ${z.name} (${changeText(tr)}): a job with "*" in its minute or hour field does not run then.`,
      },
    ];
  }
  if (policy === 'skip') {
    const rest = cron
      ? 'dst "skip" leaves it out; "after" runs it at the end of the jump, as Vixie cron'
      : 'not part of the set (RFC 5545); dst "shift" moves it forward by the gap, as calendar apps do';
    return [
      {
        kind: 'dropped',
        localSec,
        sortSec: tr.at,
        note: `${dayText(localSec)} ${clock(localSec)} does not exist in ${z.name} (${changeText(tr)}): ${rest}.`,
      },
    ];
  }
  if (policy === 'after' && gap > CRON_CATCH_UP_SEC) {
    return [
      {
        kind: 'dropped',
        localSec,
        sortSec: tr.at,
        note: `${head}; a jump of more than 3 hours is a clock reset to cron, which does not catch up on it.`,
      },
    ];
  }
  const epochSec = policy === 'shift' ? localSec - tr.before.offset : tr.at;
  const s = z.zone.stateAt(epochSec);
  const how =
    policy === 'shift'
      ? `moved forward by the gap to ${clock(epochSec + s.offset)}`
      : `runs once right after the jump, at ${clock(epochSec + s.offset)}`;
  return [{ kind: 'at', epochSec, localSec, dst: 'gap', note: `${head}; ${how} ${stateText(s)}.` }];
}

/** What a schedule is made of, ready to run. */
export type Source =
  /** An RRULE from DTSTART; no rule when the set is RDATEs alone. */
  | { readonly kind: 'rrule'; readonly rule?: Rule; readonly startLocal: number; readonly startSec: number }
  | { readonly kind: 'cron'; readonly cron: Cron };

export interface ScheduleSpec {
  readonly zone: NamedZone;
  readonly source: Source;
  readonly policy: DstPolicy;
  /** RDATE instants (already placed), EXDATE instants and wall times (in the schedule's zone). */
  readonly rdates?: readonly Occurrence[];
  readonly exInstants?: ReadonlySet<number>;
  readonly exLocals?: ReadonlySet<number>;
  /** EXDATE;VALUE=DATE: local dates (epoch days) with no occurrence. */
  readonly exDays?: ReadonlySet<number>;
  readonly field: string;
}

/**
 * Ordered release of events whose instants may come slightly out of wall order (a shifted gap time
 * lands after the next wall times): held until no later wall time can precede them.
 */
class Ordered {
  readonly #held: Event[] = [];
  push(e: Event): void {
    const key = sortKey(e);
    let i = this.#held.length;
    while (i > 0 && sortKey(this.#held[i - 1]!) > key) i--;
    this.#held.splice(i, 0, e);
  }
  *release(belowSec: number): Generator<Event> {
    while (this.#held.length && sortKey(this.#held[0]!) < belowSec) yield this.#held.shift()!;
  }
}

const sortKey = (e: Event): number => (e.kind === 'at' ? e.epochSec : e.sortSec);

/** The rule's own events (no RDATE, no EXDATE), in time order, from about `fromSec` on; COUNT and UNTIL applied. */
export function* ruleEvents(spec: ScheduleSpec, fromSec: number): Generator<Event> {
  const { zone: z, source, policy, field } = spec;
  if (source.kind === 'cron') {
    yield* cronEvents(spec, fromSec);
    return;
  }
  const { rule, startLocal, startSec } = source;
  if (!rule) return;
  const until = rule.until;
  const untilSec = until?.kind === 'utc' ? until.epochSec : undefined;
  const untilLocal = until?.kind === 'local' ? until.localSec : undefined;
  let counted = 0;
  const count = rule.count;
  if (rule.freq === 'HOURLY' || rule.freq === 'MINUTELY' || rule.freq === 'SECONDLY') {
    let prevOffset: number | undefined;
    for (const t of realTimes(rule, z.zone, startSec, field, count === undefined ? fromSec : undefined)) {
      if (untilSec !== undefined && t > untilSec) return;
      const local = t + z.zone.offsetAt(t);
      if (untilLocal !== undefined && local > untilLocal) return;
      if (count !== undefined && ++counted > count) return;
      const offset = z.zone.offsetAt(t);
      let note: string | undefined;
      let dst: 'first' | 'second' | undefined;
      const repeated = z.zone.instantsFor(local);
      if (repeated.length > 1) {
        const tr = changeAround(z.zone, local)!;
        note = `${clock(local)} occurs twice on ${dayText(local)} (${changeText(tr)}); this is the ${repeated[0] === t ? 'first' : 'second'}, ${stateText(z.zone.stateAt(t))}: this rule steps through real time and meets both.`;
        dst = repeated[0] === t ? 'first' : 'second';
      } else if (prevOffset !== undefined && offset !== prevOffset) {
        const tr = z.zone.transitions(t - 400 * SECONDS_PER_DAY, t + 1).pop();
        if (tr)
          note = `${changeText(tr)} on ${dayText(tr.at + tr.after.offset)}; this rule steps through real time, so its wall-clock times moved with the change.`;
      }
      prevOffset = offset;
      yield { kind: 'at', epochSec: t, ...(note ? { note } : {}), ...(dst ? { dst } : {}) };
    }
    return;
  }
  const held = new Ordered();
  for (const local of floatingTimes(rule, startLocal, field, count === undefined ? fromSec + MAX_AHEAD_SEC * -2 : undefined)) {
    if (untilLocal !== undefined && local > untilLocal) break;
    if (untilSec !== undefined && local - MAX_AHEAD_SEC > untilSec) break;
    for (const e of place(z, local, policy, 'fixed', false)) {
      if (e.kind === 'at') {
        if (untilSec !== undefined && e.epochSec > untilSec) continue;
        if (count !== undefined && ++counted > count) {
          yield* held.release(Infinity);
          return;
        }
      }
      held.push(e);
    }
    yield* held.release(local - MAX_AHEAD_SEC);
  }
  yield* held.release(Infinity);
}

function* cronEvents(spec: ScheduleSpec, fromSec: number): Generator<Event> {
  const { zone: z, policy, field } = spec;
  const c = (spec.source as { cron: Cron }).cron;
  const times = cronTimesOfDay(c);
  const placing: Placing = isWildcardJob(c) ? 'by-clock' : 'fixed';
  const held = new Ordered();
  // From the local day before `fromSec` (a wall time a day early can still be a later instant).
  let day = Math.floor((fromSec + z.zone.offsetAt(fromSec)) / SECONDS_PER_DAY) - 1;
  let empty = 0;
  for (;;) {
    if (wallFromLocalSeconds(day * SECONDS_PER_DAY).year > LAST_YEAR) break;
    if (!cronDayMatches(c, day)) {
      if (++empty > CRON_CYCLE_DAYS) {
        throw new InputError(
          'schedule.no-occurrence',
          `"${c.text}" never runs: no day in a 400-year cycle of the Gregorian calendar matches its day and month fields.`,
          field,
        );
      }
      day++;
      continue;
    }
    empty = 0;
    for (const t of times) {
      const local = day * SECONDS_PER_DAY + t;
      for (const e of place(z, local, policy, placing, true)) held.push(e);
      yield* held.release(local - MAX_AHEAD_SEC);
    }
    day++;
  }
  yield* held.release(Infinity);
}

/**
 * Every event of a schedule from `fromSec` on, in time order: the rule's occurrences with RDATEs
 * merged in, EXDATEs and repeats removed, and the wall times a DST gap dropped.
 */
export function* events(spec: ScheduleSpec, fromSec: number): Generator<Event> {
  const rdates = [...(spec.rdates ?? [])].sort((a, b) => a.epochSec - b.epochSec);
  let r = 0;
  let last: number | undefined;
  const excluded = (o: Occurrence) =>
    spec.exInstants?.has(o.epochSec) ||
    (o.localSec !== undefined && spec.exLocals?.has(o.localSec)) ||
    (spec.exDays !== undefined && spec.exDays.has(Math.floor((o.epochSec + spec.zone.zone.offsetAt(o.epochSec)) / SECONDS_PER_DAY)));
  const emit = function* (e: Event): Generator<Event> {
    if (e.kind === 'at') {
      if (e.epochSec < fromSec || excluded(e) || e.epochSec === last) return;
      last = e.epochSec;
    } else if (e.sortSec < fromSec) return;
    yield e;
  };
  for (const e of ruleEvents(spec, fromSec)) {
    while (r < rdates.length && rdates[r]!.epochSec <= sortKey(e)) yield* emit({ kind: 'at', ...rdates[r++]! });
    yield* emit(e);
  }
  while (r < rdates.length) yield* emit({ kind: 'at', ...rdates[r++]! });
}

/** What a caller asks of a schedule: the next `count` after an instant, or all in a range (capped). */
export interface Taken {
  readonly occurrences: Occurrence[];
  readonly dropped: string[];
  /** True when the schedule has no more occurrences after the last one returned. */
  readonly ended: boolean;
}

/** Occurrences from `fromSec` on (an occurrence at `fromSec` included): the next `count`, or all up to `toSec` (at most `cap`). */
export function take(spec: ScheduleSpec, fromSec: number, opts: { count?: number; toSec?: number; cap: number }): Taken {
  const occurrences: Occurrence[] = [];
  const dropped: string[] = [];
  let droppedMore = 0;
  const done = (ended: boolean): Taken => ({
    occurrences,
    dropped: droppedMore ? [...dropped, `… and ${droppedMore} more.`] : dropped,
    ended,
  });
  const limit = opts.count ?? opts.cap;
  for (const e of events(spec, fromSec)) {
    if (opts.toSec !== undefined && sortKey(e) > opts.toSec) return done(false);
    if (e.kind === 'dropped') {
      if (dropped.length < MAX_DROPPED_NOTES) dropped.push(e.note);
      else droppedMore++;
      continue;
    }
    if (occurrences.length === limit) {
      if (opts.count === undefined) {
        throw new InputError(
          'schedule.too-many',
          `The range holds more than ${opts.cap.toLocaleString('en')} occurrences, the most one call returns; narrow it, or ask for the next ${opts.cap.toLocaleString('en')}.`,
          spec.field,
        );
      }
      return done(false);
    }
    occurrences.push(e);
  }
  return done(true);
}

/**
 * How many of an RRULE's COUNT occurrences fall before `fromSec`: COUNT counts from DTSTART (RFC
 * 5545), so these are counted but not listed from `fromSec` on. 0 for a rule without COUNT, or cron.
 */
export function countedBefore(spec: ScheduleSpec, fromSec: number): number {
  const source = spec.source;
  if (source.kind !== 'rrule' || source.rule?.count === undefined || source.startSec >= fromSec) return 0;
  let n = 0;
  for (const e of ruleEvents(spec, fromSec)) {
    if (e.kind !== 'at') continue;
    if (e.epochSec >= fromSec) break;
    n++;
  }
  return n;
}

/** An iCalendar date value placed in the schedule's zone (DTSTART, RDATE, EXDATE without a TZID of their own). */
export function instantOfValue(z: NamedZone, v: DateValue, policy: DstPolicy, cron: boolean): Event[] {
  if (v.kind === 'utc') return [{ kind: 'at', epochSec: v.epochSec }];
  if (v.kind === 'date') throw new Error('a DATE value has no instant');
  return place(z, v.localSec, policy, 'fixed', cron);
}
