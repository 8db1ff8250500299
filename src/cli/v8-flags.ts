// The V8 settings the server runs with, each measured (BENCHMARKS.md, "Levers"). The in-process
// benches set the same, so that they measure what the server runs.

import { setFlagsFromString } from 'node:v8';

/**
 * Sets them; before any call, in every thread (each flag is read when it applies: as the heap grows,
 * as a pattern warms up).
 *
 * - The young generation stays at its first size: a call's garbage is a few kilobytes, so
 *   scavenges stay cheap, and RSS is lower.
 * - Regular expressions stay in V8's interpreter instead of being compiled to machine code once
 *   warm: compiling a pattern stalls the call that warms it, more than the interpreter ever loses
 *   on arguments of a few hundred characters (the phrase reader tokenizes with a handful of small
 *   ones).
 * - No allocation-site pretenuring: in a worker, V8 took the meeting search's short-lived objects
 *   (alive across a scavenge mid-call) for long-lived ones and allocated them in the old
 *   generation, which then filled with garbage and was marked and compacted every half second;
 *   without it a worker's heap stays flat under steady load, as the event loop's does.
 * - The old generation grows by 30% at most after a full collection (`--heap-growing-percent`):
 *   V8 otherwise grows it toward a size made for throughput, far past the live heap of a few
 *   megabytes, and it stays there. This is what `--optimize-for-size` was set for at first,
 *   and that flag cost more than it gave: it makes every marking V8 starts a memory-reducing one,
 *   and a marking finished by an allocation failure leaves the heap in that mode for good, every
 *   later scavenge giving back its pages and faulting them in again. About one fresh process in
 *   eight stayed so (meeting searches up to 3.5 times slower, kernel time 0.1 → 2 ms a call, for
 *   the life of the process; `npm run bench:fresh`, BENCHMARKS.md "A fresh process stuck reducing
 *   memory", "Out of the stuck mode"). With the growth bounded this way instead, RSS after floods
 *   of cheap HTTP calls still comes back within 10% (RELIABILITY.md), at about 6 MiB more than
 *   with the old flag after a long mixed session (`node bench/rss.mjs`).
 * - Scavenges run on the thread that allocates, without V8's helper threads
 *   (`--no-parallel-scavenge`). With the pool, every core already has a worker computing, and a
 *   scavenge's helper tasks only took a core from the other worker, with the wake-ups and
 *   hand-offs on top: for a 10,000-item batch with two workers the helper threads' CPU fell from
 *   10–17 to 6–8 ms a call and two workers went from 1.50 to 1.67 times one loop; one loop, which
 *   could use the second core for them, lost nothing (0.99×; the meeting search 1.05×).
 *   (BENCHMARKS.md, "Scavenges without helper threads".)
 * - TurboFan calls Array.prototype.map, forEach, filter… as the builtins instead of inlining them
 *   (`--no-turbo-inline-array-builtins`). Inlined, `map` returns a holey array where the builtin
 *   returns a packed one, so the optimized code met arrays of a map the interpreter never showed
 *   it and threw itself away ("wrong map") at the first property read on a mapped array. The
 *   meeting search's handler did so about every 700 calls for the life of a process: optimized
 *   (~100 ms of TurboFan on a helper thread), dropped on the next call, run unoptimized, again.
 *   Without the inlining: no deoptimization in 4,000 meeting searches (17 before, the handler's
 *   three among them), the handler optimized at its 72nd call and kept (before: at its 410th,
 *   thrown away at its 411th); two workers 1.15–1.23× as fast on them, one loop 1.04×; the
 *   phrase reader ≈5% slower in one process, as its callbacks are no longer inlined
 *   (BENCHMARKS.md, "Array builtins not inlined").
 */
export function setV8Flags(): void {
  setFlagsFromString('--heap-growing-percent=30');
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString('--regexp-tier-up-ticks=100000000');
  setFlagsFromString('--no-allocation-site-pretenuring');
  setFlagsFromString('--no-parallel-scavenge');
  setFlagsFromString('--no-turbo-inline-array-builtins');
}
