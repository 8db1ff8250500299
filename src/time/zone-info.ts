// What a zone's clocks do around an instant: the offset, abbreviation and summer-time state in
// force, the standard (winter) offset, and the nearest clock changes on either side, each as the
// wall-clock readings just before and just after the change (one instant, two readings).

import type { Transition, Zone, ZoneState } from '../tzdb/zone.js';
import { formatClock, formatDate, formatOffset, SECONDS_PER_DAY, wallFromLocalSeconds } from '../core/civil.js';

const YEAR = 366 * SECONDS_PER_DAY;
/** How far to look for transitions: far enough that "none" means the zone's rules hold no more. */
const HORIZON = 100 * YEAR;

export interface TransitionInfo {
  /** The clocks just before the change, with the offset then: "2027-03-28T01:00:00+00:00". */
  readonly from: string;
  /** The same instant on the clocks just after it: "2027-03-28T02:00:00+01:00". */
  readonly to: string;
  /** The abbreviation and summer-time state from then on. */
  readonly abbreviation: string;
  readonly is_dst: boolean;
}

export interface ZoneInfo {
  /** ISO 8601 wall time at the instant, with the offset. */
  readonly datetime: string;
  readonly offset: string;
  readonly abbreviation: string;
  readonly is_dst: boolean;
  readonly standard_offset: string;
  readonly next_transitions: TransitionInfo[];
  readonly previous_transitions: TransitionInfo[];
}

function localText(local: number): string {
  const w = wallFromLocalSeconds(local);
  return `${formatDate(w)}T${formatClock(w)}`;
}

/** "2027-03-28T01:00:00Z". */
export function utcText(t: number): string {
  return `${localText(t)}Z`;
}

function reading(s: ZoneState, t: number): string {
  return localText(t + s.offset) + formatOffset(s.offset);
}

function transitionInfo(tr: Transition): TransitionInfo {
  return { from: reading(tr.before, tr.at), to: reading(tr.after, tr.at), abbreviation: tr.after.abbr, is_dst: tr.after.isDst };
}

/**
 * Clock changes: transitions that move the offset. A change of name or summer-time flag alone
 * (Vancouver's PDT becoming MST on 2026-11-01, clocks untouched) is not one.
 */
function clockChanges(zone: Zone, from: number, to: number): Transition[] {
  return zone.transitions(from, to).filter((tr) => tr.before.offset !== tr.after.offset);
}

/** The first `n` clock changes after `t`, looking ever further out up to the horizon. */
export function nextTransitions(zone: Zone, t: number, n: number): Transition[] {
  if (n <= 0) return [];
  for (const span of [YEAR, 10 * YEAR, HORIZON]) {
    const found = clockChanges(zone, t + 1, t + span);
    if (found.length >= n || span === HORIZON) return found.slice(0, n);
  }
  return [];
}

/** The last `n` clock changes at or before `t`, most recent first. */
export function previousTransitions(zone: Zone, t: number, n: number): Transition[] {
  if (n <= 0) return [];
  for (const span of [YEAR, 10 * YEAR, HORIZON, 1e13]) {
    const found = clockChanges(zone, t - span, t + 1);
    if (found.length >= n || span === 1e13) return found.slice(-n).reverse();
  }
  return [];
}

/**
 * The zone's standard (winter) offset at `t`: the offset itself when it is not summer time, else
 * that of the standard period the summer time began from (Apia in December 2011: -11:00, not the
 * +13:00 it moved to across the date line), else of the next one, else one hour less.
 */
export function standardOffset(zone: Zone, t: number): number {
  const state = zone.stateAt(t);
  if (!state.isDst) return state.offset;
  const before = zone.transitions(t - YEAR, t + 1).reverse().find((tr) => !tr.before.isDst);
  if (before) return before.before.offset;
  const after = zone.transitions(t + 1, t + YEAR).find((tr) => !tr.after.isDst);
  return after ? after.after.offset : state.offset - 3600;
}

export function zoneInfoAt(zone: Zone, t: number, transitions: number): ZoneInfo {
  const state = zone.stateAt(t);
  return {
    datetime: `${localText(t + state.offset)}${formatOffset(state.offset)}`,
    offset: formatOffset(state.offset),
    abbreviation: state.abbr,
    is_dst: state.isDst,
    standard_offset: formatOffset(standardOffset(zone, t)),
    next_transitions: nextTransitions(zone, t, transitions).map(transitionInfo),
    previous_transitions: previousTransitions(zone, t, transitions).map(transitionInfo),
  };
}
