// The V8 settings the server runs with (the in-process benches set them too, so that they measure
// what the server runs). A setting stays only where it gains 10% or more on a figure a user sees
// (the first call's latency, the warm p50, RSS, costly calls over HTTP) on both Node 22 and 24,
// measured with and without it, side by side: `npm run bench -- flags` (BENCHMARKS.md, "Settings").

import { createRequire } from 'node:module';

/**
 * `--semi-space-growth-factor=1`: the young generation stays at its first size instead of growing
 * to 16 MiB. A call's garbage is a few hundred kilobytes at most, so the small one costs no figure
 * beyond the runs' spread, and the process stays smaller: RSS after every tool once 76.0 -> 68.3 MiB
 * on Node 22 and 83.3 -> 75.0 on Node 24, after 3,000 calls of every tool in turn 84.5 -> 74.2 and
 * 101.0 -> 85.7 (`npm run bench -- flags`, three rounds, each the median; -10% to -16% in each round).
 */
export const V8_FLAGS: readonly string[] = ['--semi-space-growth-factor=1'];

/**
 * Sets them; before any call, in every thread (each applies as the heap grows). node:v8 is taken as
 * Node's own module, not through an ES module import, whose facade would load a dozen more of Node's
 * modules at every start.
 */
export function setV8Flags(): void {
  const v8: typeof import('node:v8') = process.getBuiltinModule?.('node:v8') ?? createRequire(import.meta.url)('node:v8');
  for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
}
