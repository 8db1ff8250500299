#!/usr/bin/env node
// Where a costly call's CPU goes with the worker pool (not CI): steady-state throughput of 20-person,
// 28-day find_meeting_time calls over stdio, and each thread's share of a core while they run (the
// event loop, V8's helper threads, the workers). Warm-up calls first (V8 keeps optimizing the
// meeting search for a few hundred calls, in each worker apart), then the measured ones, at most
// 256 waiting at a time.
//
//   npm run bench:pool -- [WORKERS=2] [WARM=400] [CALLS=1200]
//   BUNDLE=other/dist/meridian.mjs node bench/pool-threads.mjs 2     another build
//   NODE_FLAGS="--single-threaded-gc" node bench/pool-threads.mjs 2  node flags for the server
//
// Linux only (it reads /proc). The first thread listed is the event loop.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [workers = '2', warm = '400', measured = '1200'] = process.argv.slice(2);
const W = Number(warm);
const N = Number(measured);
const ZONES = ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney', 'Asia/Kolkata', 'America/Los_Angeles', 'Europe/Berlin', 'America/Sao_Paulo', 'Africa/Lagos', 'Asia/Shanghai'];
const COUNTRIES = ['US', 'GB', 'JP', 'AU', 'IN', 'US', 'DE', 'BR', 'NG', 'CN'];
const MEETING = { participants: Array.from({ length: 20 }, (_, i) => ({ timezone: ZONES[i % 10], country: COUNTRIES[i % 10] })), duration_minutes: 60, granularity_minutes: 15, max_results: 20 };
const line = (i) => JSON.stringify({ jsonrpc: '2.0', id: i + 2, method: 'tools/call', params: { name: 'find_meeting_time', arguments: { ...MEETING, from: `2027-0${1 + (i % 9)}-01`, to: `2027-0${1 + (i % 9)}-28` } } }) + '\n';
const bundle = process.env.BUNDLE ?? fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));
const flags = process.env.NODE_FLAGS ? process.env.NODE_FLAGS.split(' ') : [];
const child = spawn(process.execPath, [...flags, bundle, '--workers', workers, '--local-timezone', 'Europe/Paris'], { stdio: ['pipe', 'pipe', 'inherit'] });

/** CPU milliseconds of each thread of the server, by thread id. */
function threads() {
  return new Map(
    readdirSync(`/proc/${child.pid}/task`).map((tid) => {
      const stat = readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [tid, (Number(f[11]) + Number(f[12])) * 10];
    }),
  );
}

let buf = '';
let answered = -1;
let sent = 0;
let errors = 0;
let t0 = 0;
let before;
const pump = () => {
  let out = '';
  while (sent < W + N && sent - answered < 256) out += line(sent++);
  if (out) child.stdin.write(out);
};
child.stdout.on('data', (d) => {
  buf += d;
  for (let nl = buf.indexOf('\n'); nl !== -1; nl = buf.indexOf('\n')) {
    const answer = buf.slice(0, nl);
    buf = buf.slice(nl + 1);
    answered++;
    if (answered > 0 && (answer.includes('"isError":true') || answer.includes('"error"'))) errors++;
    if (answered === W) {
      t0 = performance.now();
      before = threads();
    }
    if (answered === W + N) {
      const ms = performance.now() - t0;
      const after = threads();
      const shares = [...after].map(([tid, cpu]) => [tid, Math.round(((cpu - (before.get(tid) ?? 0)) / ms) * 100)]).filter(([, share]) => share > 0);
      console.log(`--workers ${workers}: ${Math.round((N / ms) * 1000)} calls/s, ${errors} errors; CPU per thread (% of a core): ${shares.map(([tid, share]) => (tid === String(child.pid) ? `loop ${share}` : share)).join(', ')}; in all ${shares.reduce((a, [, s]) => a + s, 0)}%`);
      child.kill();
      return;
    }
  }
  pump();
});
child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } }) + '\n');
