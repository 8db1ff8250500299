// The only source of "now". Tools receive a Clock; tests and --now pin it.

import { ToolInputError } from '../core/errors.js';
import { parseDateTime } from './datetime.js';

export interface Clock {
  /** Current instant in Unix milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function fixedClock(epochMs: number): Clock {
  return { now: () => epochMs };
}

/**
 * Parses an ISO 8601 instant with a UTC designator or offset ("2026-11-30T12:00:00Z",
 * "2024-03-10T02:30:00-05:00"), returning Unix milliseconds, or undefined when it is not one.
 * The one date-time reader (time/datetime.ts) decides; a wall time without offset is not an instant.
 */
export function parseInstant(text: string): number | undefined {
  try {
    const r = parseDateTime(text, 'instant');
    return r.kind === 'instant' && !r.unix ? r.ms : undefined;
  } catch (e) {
    if (e instanceof ToolInputError) return undefined;
    throw e;
  }
}
