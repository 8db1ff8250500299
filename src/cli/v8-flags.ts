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
 * - The heap sized for memory (`--optimize-for-size`): it otherwise grows to a size made for
 *   throughput, far past the live heap of a few megabytes, and stays there: without it, RSS 12 s
 *   after a flood of cheap HTTP calls was 30–38% above where it started (RELIABILITY.md's target
 *   is 10%). Its cost, seen and not fixed: every marking it starts asks to reduce memory, and about
 *   one fresh process in ten stays in that mode after a collection at start-up, each later scavenge
 *   giving back its pages and faulting them in again (meeting searches up to 3.5 times slower,
 *   kernel time 0.1 → 2 ms a call, in every call measured after it; BENCHMARKS.md, "A fresh
 *   process stuck reducing memory").
 */
export function setV8Flags(): void {
  setFlagsFromString('--optimize-for-size');
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString('--regexp-tier-up-ticks=100000000');
  setFlagsFromString('--no-allocation-site-pretenuring');
}
