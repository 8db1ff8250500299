// What a zone's clocks do around an instant: the standard (winter) offset, and the nearest clock
// changes on either side. The tool layer (tools/timezone-info.ts) words them.

import { SECONDS_PER_DAY, SECONDS_PER_HOUR } from '../core/units.js';
import type { Transition, Zone } from '../tzdb/zone.js';

const YEAR_SEC = 366 * SECONDS_PER_DAY;
/** How far to look for transitions: far enough that "none" means the zone's rules hold no more. */
const HORIZON_SEC = 100 * YEAR_SEC;

/**
 * Clock changes: transitions that move the offset. A change of name or summer-time flag alone
 * (Vancouver's PDT becoming MST on 2026-11-01, clocks untouched) is not one.
 */
export function clockChanges(zone: Zone, fromSec: number, toSec: number): Transition[] {
  return zone.transitions(fromSec, toSec).filter((tr) => tr.before.offset !== tr.after.offset);
}

/** The first `n` clock changes after an instant, looking ever further out up to the horizon. */
export function nextTransitions(zone: Zone, epochSec: number, n: number): Transition[] {
  if (n <= 0) return [];
  for (const span of [YEAR_SEC, 10 * YEAR_SEC, HORIZON_SEC]) {
    const found = clockChanges(zone, epochSec + 1, epochSec + span);
    if (found.length >= n || span === HORIZON_SEC) return found.slice(0, n);
  }
  return [];
}

/** The last `n` clock changes at or before an instant, most recent first. */
export function previousTransitions(zone: Zone, epochSec: number, n: number): Transition[] {
  if (n <= 0) return [];
  for (const span of [YEAR_SEC, 10 * YEAR_SEC, HORIZON_SEC, 1e13]) {
    const found = clockChanges(zone, epochSec - span, epochSec + 1);
    if (found.length >= n || span === 1e13) return found.slice(-n).reverse();
  }
  return [];
}

/**
 * The zone's standard (winter) offset at an instant: the offset itself when it is not summer time,
 * else that of the standard period the summer time began from (Apia in December 2011: -11:00, not
 * the +13:00 it moved to across the date line), else of the next one, else one hour less.
 */
export function standardOffset(zone: Zone, epochSec: number): number {
  const state = zone.stateAt(epochSec);
  if (!state.isDst) return state.offset;
  const before = zone
    .transitions(epochSec - YEAR_SEC, epochSec + 1)
    .reverse()
    .find((tr) => !tr.before.isDst);
  if (before) return before.before.offset;
  const after = zone.transitions(epochSec + 1, epochSec + YEAR_SEC).find((tr) => !tr.after.isDst);
  return after ? after.after.offset : state.offset - SECONDS_PER_HOUR;
}
