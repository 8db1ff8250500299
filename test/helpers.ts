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
