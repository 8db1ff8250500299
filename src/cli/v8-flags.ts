// The V8 settings the server runs with (the in-process benches set them too, so that they measure
// what the server runs). A setting stays only where it gains 10% or more on a figure a user sees
// (the first call's latency, the warm p50, RSS, costly calls over HTTP) on both Node 22 and 24,
// measured with and without it, side by side: `npm run bench -- flags` (BENCHMARKS.md, "Settings").

import { createRequire } from 'node:module';

/**
 * `--semi-space-growth-factor=1`: the young generation stays at its first size instead of growing
 * to 16 MiB. Over stdio it keeps the process smaller: RSS after every tool once 79.0 -> 69.3 MiB on
 * Node 22 and 87.2 -> 77.3 on Node 24, after 3,000 calls of every tool in turn 87.4 -> 79.2 and
 * 99.9 -> 88.2 (`npm run bench -- flags`, three rounds; BENCHMARKS.md, "Settings"). Costly calls
 * then scavenge more often: over HTTP, 20-person meeting searches did 33% (one loop) and 57% (two
 * workers) more a second without it on Node 22, 6% and 6% on Node 24 (`npm run bench -- flags
 * --base semi-space-growth-factor --http-only`), so HTTP, where throughput counts, runs without it.
 */
export const V8_FLAGS: readonly string[] = ['--semi-space-growth-factor=1'];

/** The flags a transport runs with: V8_FLAGS over stdio, none over HTTP. */
export function v8FlagsFor(transport: 'stdio' | 'http'): readonly string[] {
  return transport === 'stdio' ? V8_FLAGS : [];
}

/**
 * Sets them in the main thread (V8's flags are the process's: worker threads started after take
 * them too; each applies as the heap grows). The stdio server sets them once its first tools/call is
 * answered (src/cli/main.ts): loading node:v8 takes 2-4 ms, which that answer should not wait for,
 * and a flag set at run time changes V8's hash of its flags, so Node's code cache no longer matches
 * for the built-in modules loaded after it, and start-up then compiles them; set at the start, the
 * first tools/call came 3-4 ms later on Node 22 and 10 ms on Node 24, with RSS the same (`npm run
 * bench -- startup --rounds 40 --baseline <a build that sets it at start>`, and `-- memory
 * --baseline`; BENCHMARKS.md, "Settings"). node:v8 is taken as Node's own module, not through an ES
 * module import, whose facade would load a dozen more of Node's modules at every start.
 */
export function setV8Flags(transport: 'stdio' | 'http' = 'stdio'): void {
  const flags = v8FlagsFor(transport);
  if (flags.length === 0) return;
  const v8: typeof import('node:v8') = process.getBuiltinModule?.('node:v8') ?? createRequire(import.meta.url)('node:v8');
  for (const flag of flags) v8.setFlagsFromString(flag);
}
