// npm run bench:fresh [-- --processes 30 --baseline <older checkout>]: the same work in many fresh
// server processes, to find the ones that run it slower for good. Each process (one loop,
// `--workers 0`, over stdio) answers 400 twenty-person meeting searches to warm up, then 400 more
// measured: calls/s, and its CPU time a call, user and kernel, from /proc/PID/stat. A process is
// counted stuck when the measured calls took more than STUCK_KERNEL_MS of kernel time each: a heap
// left in V8's reduce-memory mode gives its pages back at every scavenge and faults them in again
// (2–3.5 ms a call, against 0.1–0.5; BENCHMARKS.md, "A fresh process stuck reducing memory").
// Builds are interleaved, one process of each in turn, so that the machine's drift falls on all.

import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { COSTLY } from './hostile.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STUCK_KERNEL_MS = 1;
const CALLS = 400;
const TICK_MS = 1000 / 100; // clock ticks of /proc/PID/stat (USER_HZ is 100 on Linux)

const meetings = COSTLY.find((k) => k.key === 'meetings');
const calls = Array.from({ length: CALLS }, (_, i) => meetings.call(i));
const warmText = calls.map((c, i) => JSON.stringify({ ...c, id: 1_000_000 + i }) + '\n').join('');
const text = calls.map((c, i) => JSON.stringify({ ...c, id: i + 2 }) + '\n').join('');

/** [user, kernel] clock ticks of the whole process so far. */
function cpuTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return [Number(fields[11]), Number(fields[12])];
}

/** One fresh process: calls/s and user and kernel ms a call over the measured calls. */
function once(dist) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(dist, 'meridian.mjs'), '--local-timezone', 'Europe/Paris', '--workers', '0'], { stdio: ['pipe', 'pipe', 'ignore'] });
    let answered = -1;
    let started = 0;
    let before = [0, 0];
    child.stdout.on('data', (chunk) => {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) {
        answered++;
        if (answered === 0) {
          child.stdin.write(warmText);
        } else if (answered === CALLS) {
          before = cpuTicks(child.pid);
          started = performance.now();
          child.stdin.write(text);
        } else if (answered === 2 * CALLS) {
          const s = (performance.now() - started) / 1000;
          const after = cpuTicks(child.pid);
          child.kill();
          resolve({ rate: CALLS / s, userMs: ((after[0] - before[0]) * TICK_MS) / CALLS, kernelMs: ((after[1] - before[1]) * TICK_MS) / CALLS });
        }
      }
    });
    child.on('error', reject);
    child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } }) + '\n');
  });
}

const { values } = parseArgs({ options: { processes: { type: 'string', default: '30' }, baseline: { type: 'string' } } });
const builds = [{ label: 'this build', dist: join(ROOT, 'dist') }, ...(values.baseline ? [{ label: 'baseline', dist: join(values.baseline, 'dist') }] : [])];
for (const b of builds) if (!existsSync(join(b.dist, 'meridian.mjs'))) throw new Error(`${b.dist}/meridian.mjs is missing: npm run build there`);
const runs = new Map(builds.map((b) => [b, []]));
const n = Number(values.processes);
for (let i = 0; i < n; i++) {
  for (const b of builds) {
    const r = await once(b.dist);
    runs.get(b).push(r);
    process.stderr.write(`${b.label} ${i + 1}/${n}: ${r.rate.toFixed(0)} calls/s, ${r.userMs.toFixed(2)} + ${r.kernelMs.toFixed(2)} ms a call\n`);
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
  const rates = rs.map((r) => r.rate);
  const kernel = rs.map((r) => r.kernelMs);
  console.log(`| ${b.label} | ${rs.length} | ${stuck.length} | ${median(rates).toFixed(0)} (${Math.min(...rates).toFixed(0)}) | ${median(fine.map((r) => r.rate)).toFixed(0)} | ${median(kernel).toFixed(2)} (${Math.max(...kernel).toFixed(2)}) |`);
}
