// npm run bench:fresh [-- --processes 30 --baseline <older checkout>]: the same work in many fresh
// server processes, to find the ones that run it slower for good. Each process (one loop,
// `--workers 0`, over stdio) answers 400 twenty-person meeting searches to warm up, then 400 more
// measured: calls/s, and its CPU time a call, user and kernel, from /proc/PID/stat. A process is
// counted stuck when the measured calls took more than STUCK_KERNEL_MS of kernel time each: a heap
// left in V8's reduce-memory mode gives its pages back at every scavenge and faults them in again
// (1.1–3.4 ms a call in the stuck ones seen, against 0.1–0.5; BENCHMARKS.md, "A fresh process stuck
// reducing memory").
// Builds are interleaved, one process of each in turn, so that the machine's drift falls on all.

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { COSTLY, stdioRun } from './hostile.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STUCK_KERNEL_MS = 1;
const CALLS = 400;

const meetings = COSTLY.find((k) => k.key === 'meetings');
const calls = Array.from({ length: CALLS }, (_, i) => meetings.call(i));
/** One fresh process: calls/s and user and kernel ms a call over the measured calls. */
const once = (dist) => stdioRun(dist, calls, ['--workers', '0'], CALLS);

const { values } = parseArgs({ options: { processes: { type: 'string', default: '30' }, baseline: { type: 'string' } } });
const builds = [{ label: 'this build', dist: join(ROOT, 'dist') }, ...(values.baseline ? [{ label: 'baseline', dist: join(values.baseline, 'dist') }] : [])];
for (const b of builds) if (!existsSync(join(b.dist, 'meridian.mjs'))) throw new Error(`${b.dist}/meridian.mjs is missing: npm run build there`);
const runs = new Map(builds.map((b) => [b, []]));
const n = Number(values.processes);
for (let i = 0; i < n; i++) {
  for (const b of builds) {
    const r = await once(b.dist);
    runs.get(b).push(r);
    process.stderr.write(`${b.label} ${i + 1}/${n}: ${r.callsPerSecond.toFixed(0)} calls/s, ${r.userMs.toFixed(2)} + ${r.kernelMs.toFixed(2)} ms a call\n`);
  }
}
const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[xs.length >> 1] : NaN);
console.log(`Fresh processes, one loop each (\`npm run bench:fresh -- --processes ${n}${values.baseline ? ' --baseline <older checkout>' : ''}\`): ${CALLS} meeting searches to warm up, then ${CALLS} measured; stuck: more than ${STUCK_KERNEL_MS} ms of kernel time a call.`);
console.log();
console.log('| build | processes | stuck | calls/s, median (slowest) | of those not stuck | kernel ms a call, median (most) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const b of builds) {
  const rs = runs.get(b);
  const stuck = rs.filter((r) => r.kernelMs > STUCK_KERNEL_MS);
  const fine = rs.filter((r) => r.kernelMs <= STUCK_KERNEL_MS);
  const rates = rs.map((r) => r.callsPerSecond);
  const kernel = rs.map((r) => r.kernelMs);
  console.log(`| ${b.label} | ${rs.length} | ${stuck.length} | ${median(rates).toFixed(0)} (${Math.min(...rates).toFixed(0)}) | ${median(fine.map((r) => r.callsPerSecond)).toFixed(0)} | ${median(kernel).toFixed(2)} (${Math.max(...kernel).toFixed(2)}) |`);
}
