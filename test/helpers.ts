// Shared test fixtures: the embedded tz database and a tool context on a frozen clock.

import { fixedClock } from '../src/clock.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import type { ToolContext } from '../src/tools/define.js';

export const db = new TzDatabase(embeddedSource());

export function ctxAt(iso: string, localZone = 'Europe/Warsaw'): ToolContext {
  return { clock: fixedClock(Date.parse(iso)), db, localZone };
}

export const at = (iso: string): number => Date.parse(iso) / 1000;

/** Small deterministic PRNG (mulberry32): generated test cases are the same on every run. */
export function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
