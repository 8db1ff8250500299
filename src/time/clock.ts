// The only source of "now". Tools receive a Clock; tests and --now pin it.

import { MS_PER_SECOND } from '../core/units.js';

export interface Clock {
  /** The current instant, Unix milliseconds. */
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

export function fixedClock(epochMs: number): Clock {
  return { nowMs: () => epochMs };
}

/** The current instant, whole Unix seconds. */
export function nowSec(clock: Clock): number {
  return Math.floor(clock.nowMs() / MS_PER_SECOND);
}
