#!/usr/bin/env node
// Hostile load (not part of CI; a short version runs in npm test: test/hostile.test.ts). Each attack
// runs against a fresh server over Streamable HTTP on loopback, bounded in count and time, while a
// legitimate probe client calls get_current_time four times a second on its own connection. Per
// attack: the probe's success rate and latency, answers to the attack that came after their
// deadline (the server's --request-timeout, plus 100 ms), peak RSS and RSS 5 s and 12 s after, the
// time until the probe is fast again once the attack stops, and whether the server survived. Then
// throughput, interleaved across builds: cheap calls pipelined over stdio, and three kinds of costly
// call (COSTLY) with one loop against two workers, and against two one-loop servers side by side
// (what the two cores give with no pool).
//
//   npm run bench:hostile                        every attack, figures into RELIABILITY.md
//   npm run bench:hostile -- --baseline DIR      the same against another build's dist/ too (e.g. a
//                                                checkout of an older revision), side by side
//   npm run bench:hostile -- --only pipeline,idle --no-write
//
// Attacks: mix50 and mix200 (clients in closed loops, 90% cheap calls, 10% 10,000-item
// time_calculator batches); meetings (100 concurrent 20-person, 31-day find_meeting_time);
// centuries (20 concurrent business_days counts over centuries not asked before, lunisolar
// calendars among them); batch (JSON-RPC batches of 12 costly calls); pipeline (20 sockets × 1,000
// pipelined requests); unread (150 sockets asking for ~2 MB answers and never reading: bytes held in
// the server's socket send queues, and sockets still open, seconds after the last request); idle
// (1,100 idle connections against a server under ulimit -n 1024); sustained (40 clients cycling
// through every tool's typical call).
//
// Then malformed framing (FRAMINGS: request-smuggling shapes, bad chunks, floods of chunks, trailers
// and header fields, obs-fold, bodies and heads that stop or trickle), each sent by 20 clients in
// closed loops over raw sockets for a few seconds against one server: the statuses, the time to the
// status line and to the close, attempts answered by silence, and the probe meanwhile.
//
//   npm run bench:hostile -- --only unread,framing --no-write   just these two

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { TYPICAL } from './typical.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TIMEOUT_MS = 10_000;
const PROBE_EVERY_MS = 250;
const PROBE_TIMEOUT_MS = 5_000;
const LATE_MS = 100;
/**
 * Rounds of the throughput measures (throughputs). A round's own ratio swings by tens of percent on a
 * shared machine; with 5, one build's cron schedule came out 2.06× in one run and 1.55× in the next
 * (two workers ÷ one loop, the same code), so a median of 9 (about 5 minutes for one build).
 */
const ROUNDS = 9;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (m) => process.stderr.write(`[hostile] ${m}\n`);

// ---------------------------------------------------------------- the server

/** Starts dist/meridian.mjs of `dist` with --http on a free port; `nofile` sets ulimit -n first. */
export async function startServer(dist, { nofile, args = [], timeoutMs = TIMEOUT_MS } = {}) {
  const bundle = join(dist, 'meridian.mjs');
  const argv = [bundle, '--http', '--port', '0', '--request-timeout', String(timeoutMs), '--local-timezone', 'Europe/Paris', ...args];
  const child = nofile
    ? spawn('bash', ['-c', `ulimit -n ${nofile} && exec "$0" "$@"`, process.execPath, ...argv], { stdio: ['ignore', 'ignore', 'pipe'] })
    : spawn(process.execPath, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 15_000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = /serving MCP at http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
      if (err.length > 100_000) err = err.slice(-10_000);
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  return {
    port,
    pid: child.pid,
    exited: () => exited,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      await new Promise((r) => (exited ? r() : child.once('exit', r)));
    },
  };
}

export function rssMiB(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

// ---------------------------------------------------------------- requests

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };
let nextId = 1;
export const toolCall = (name, args) => ({ jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: { name, arguments: args } });

/** POSTs one JSON-RPC body on `agent`; never rejects. ok: HTTP 200 with a result that is not an error. */
export function post(port, agent, body, { timeoutMs = 30_000, headers = {} } = {}) {
  const text = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/mcp',
        method: 'POST',
        agent,
        headers: { ...HEADERS, ...headers, 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const out = Buffer.concat(chunks).toString('utf8');
          const ok = res.statusCode === 200 && out.includes('"result"') && !out.includes('"isError":true');
          resolve({ status: res.statusCode, ms: performance.now() - started, ok, bytes: out.length });
        });
        res.on('error', () => resolve({ status: 'reset', ms: performance.now() - started, ok: false }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: e.message === 'timeout' ? 'timeout' : 'reset', ms: performance.now() - started, ok: false }));
    // A connection the server closed mid-answer may end without an error event: never left waiting.
    req.on('close', () => resolve({ status: 'reset', ms: performance.now() - started, ok: false }));
    req.end(text);
  });
}

const agent = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

// ---------------------------------------------------------------- the probe and the sampler

/**
 * The probe client runs in a thread of its own, as a health check runs in a process of its own: on
 * the attack clients' event loop its timings took in their lag too (up to 216 ms of it under
 * mix200, where the clients parse 290 KB answers). Each result's `at` is on this thread's clock.
 */
function startProbe(port) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { probePort: port } });
  const results = [];
  worker.on('message', (r) => results.push({ ...r, at: r.at - performance.timeOrigin }));
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  return {
    results,
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}

/** The probe thread: get_current_time every PROBE_EVERY_MS until told to stop, each result posted as it comes. */
async function runProbe(port) {
  const a = agent();
  let running = true;
  parentPort.on('message', () => (running = false));
  while (running) {
    const t = performance.now();
    const r = await post(port, a, toolCall('get_current_time', { timezone: 'Asia/Tokyo' }), { timeoutMs: PROBE_TIMEOUT_MS });
    parentPort.postMessage({ ...r, at: performance.timeOrigin + t });
    await sleep(Math.max(0, PROBE_EVERY_MS - (performance.now() - t)));
  }
  a.destroy();
  parentPort.close();
}

function startSampler(pid) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid) || 0)), 100);
  return { stop: () => (clearInterval(timer), peak) };
}

// ---------------------------------------------------------------- attacks

/** `n` closed-loop clients, each on its own connection, each sending `next()` until `until`. */
async function closedLoop(port, n, until, next, stats, opts = {}) {
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const a = agent();
      while (performance.now() < until) {
        const r = await post(port, a, next(i), opts);
        record(stats, r);
        if (!r.ok && r.status !== 200) await sleep(100); // refused: back off as a client would
      }
      a.destroy();
    }),
  );
}

/** Counts one answer; `timed` false for answers whose deadline the server could not start when we did (pipelining). */
function record(stats, r, timed = true) {
  stats.sent++;
  stats.statuses[r.status] = (stats.statuses[r.status] ?? 0) + 1;
  if (timed && typeof r.status === 'number' && r.ms > stats.deadlineMs + stats.lateMs) stats.late++;
  stats.slowest = Math.max(stats.slowest, r.ms);
}

/** 100 × 100 differences, results[i][j]: a 5 KB request, a 957 KB tool answer, about 1.7 MB on the wire (as text and as structuredContent). */
const hundredTimes = Array.from({ length: 100 }, (_, i) => new Date(Date.UTC(2000, 0, 1) + i * 7 * 3_600_000).toISOString());
export const BIG_ANSWER = {
  operation: 'diff',
  base_time: hundredTimes,
  compare_time: [...hundredTimes].reverse(),
  interaction_mode: 'cross_product',
};

const times = (n) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2000, 0, 1) + i * 7 * 3_600_000).toISOString());
const BIG_ADD = { operation: 'add', base_time: times(10_000), timezone: 'America/New_York', hours: 1 };
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Asia/Kolkata',
  'America/Sao_Paulo',
  'Europe/Berlin',
  'America/Los_Angeles',
  'Asia/Singapore',
  'Africa/Johannesburg',
];
const COUNTRIES = ['US', 'GB', 'JP', 'AU', 'IN', 'BR', 'DE', 'US', 'SG', 'ZA'];
const MEETING = {
  participants: Array.from({ length: 20 }, (_, i) => ({ timezone: ZONES[i % 10], country: COUNTRIES[i % 10] })),
  duration_minutes: 60,
  from: '2027-03-01',
  to: '2027-03-31',
  granularity_minutes: 15,
  max_results: 20,
};
const LUNISOLAR = ['CN', 'VN', 'KR', 'IL', 'SA', 'IR', 'HK', 'TW', 'SG', 'MY', 'ID', 'AE', 'EG', 'MA', 'IN', 'JP', 'BD', 'PK', 'TR', 'ET'];
let century = 0;
const unseenCentury = () => {
  const n = century++;
  const start = 1800 + (Math.floor(n / LUNISOLAR.length) % 4) * 100;
  return { operation: 'count', date: `${start}-01-01`, end: `${start + 99}-12-31`, country: LUNISOLAR[n % LUNISOLAR.length] };
};

/** Raw sockets each writing `perSocket` requests at once (HTTP pipelining). */
async function pipelined(port, sockets, perSocket, stats, until) {
  const body = JSON.stringify(toolCall('get_current_time', { timezone: 'Asia/Tokyo' }));
  const one = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-11-25\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  await Promise.all(
    Array.from(
      { length: sockets },
      () =>
        new Promise((resolve) => {
          const s = net.connect(port, '127.0.0.1');
          const sent = performance.now();
          let buf = '';
          let seen = 0;
          s.on('connect', () => s.write(one.repeat(perSocket)));
          s.on('data', (d) => {
            buf += d.toString('latin1');
            for (let m; (m = /HTTP\/1\.1 (\d{3})/.exec(buf)); ) {
              buf = buf.slice(m.index + 12);
              seen++;
              // Not timed: the server reads a pipeline as it answers it (its socket pauses while
              // answers wait to be written), so a request's deadline starts when it is read, not
              // when this client wrote all 1,000.
              record(stats, { status: Number(m[1]), ms: performance.now() - sent }, false);
            }
            if (seen >= perSocket) s.destroy();
          });
          const stop = setTimeout(() => s.destroy(), Math.max(0, until - performance.now()));
          s.on('close', () => {
            clearTimeout(stop);
            stats.unanswered += perSocket - seen;
            resolve();
          });
          s.on('error', () => {});
        }),
    ),
  );
}

/**
 * Server-side TCP connections of the port, from ss (all of them, or those to the client ports in
 * `peers`): how many, and the bytes in their send queues (sent, not yet acknowledged by the client:
 * kernel memory the server holds for them; a connection the server closed with data still queued
 * stays there, in FIN-WAIT-1, until it is delivered or times out).
 */
function socketQueues(port, peers) {
  const r = spawnSync('ss', ['-tnH', 'state', 'all', `( sport = :${port} )`], { encoding: 'utf8' });
  let connections = 0;
  let holding = 0;
  let sendQ = 0;
  for (const line of r.stdout.split('\n').filter(Boolean)) {
    const f = line.trim().split(/\s+/);
    if (f[0] === 'LISTEN') continue;
    if (peers && !peers.has(Number(f[4]?.slice(f[4].lastIndexOf(':') + 1)))) continue;
    // Open: a socket the server has not closed (a closed one waits in FIN-WAIT or TIME-WAIT, its bytes still counted).
    if (f[0] === 'ESTAB' || f[0] === 'CLOSE-WAIT' || f[0] === 'SYN-RECV') connections++;
    if (Number(f[2]) > 0) holding++;
    sendQ += Number(f[2]) || 0;
  }
  return { connections, holding, sendQMiB: sendQ / 1024 / 1024 };
}

/** After the last request: when the sockets still open and the bytes held are read, in seconds. */
const UNREAD_AFTER_S = [1, 5, 10];

/** `sockets` clients each asking for a ~2 MB answer and never reading it; ss sampled every 250 ms. */
async function unread(port, sockets, stats, until) {
  const body = JSON.stringify(toolCall('time_calculator', BIG_ANSWER));
  const one = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-11-25\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const held = [];
  const peers = new Set();
  for (let i = 0; i < sockets; i++) {
    const s = net.connect(port, '127.0.0.1');
    s.on('error', () => {});
    await new Promise((resolve) => s.once('connect', resolve).once('error', resolve));
    peers.add(s.localPort);
    s.write(one);
    s.pause(); // and never read
    held.push(s);
    if (i % 20 === 19) await sleep(50);
  }
  const last = performance.now();
  stats.sent = sockets;
  stats.peakHeldMiB = 0;
  stats.after = [];
  const marks = [...UNREAD_AFTER_S];
  while (performance.now() < until || marks.length > 0) {
    const q = socketQueues(port, peers);
    stats.peakHeldMiB = Math.max(stats.peakHeldMiB, q.sendQMiB);
    if (marks.length > 0 && performance.now() - last >= marks[0] * 1000) stats.after.push({ s: marks.shift(), ...q });
    await sleep(250);
  }
  for (const s of held) s.destroy();
}

async function idle(port, count, stats, until) {
  const held = [];
  for (let i = 0; i < count; i++) {
    const s = net.connect(port, '127.0.0.1');
    s.on('error', () => {});
    s.on('close', () => stats.closedByServer++);
    held.push(s);
    if (i % 50 === 49) await sleep(20);
  }
  stats.sent = count;
  while (performance.now() < until) await sleep(200);
  stats.open = socketQueues(port).connections;
  for (const s of held) s.destroy();
}

const BATCH_HEADERS = { 'mcp-protocol-version': '2025-03-26' };

/** Each attack: what it is, how it runs until `until`, and the call it repeats if it repeats one (`warm`, sent before the baseline). */
export const ATTACKS = {
  mix50: {
    what: '50 clients: 90% cheap calls, 10% 10,000-item time_calculator batches',
    warm: toolCall('time_calculator', BIG_ADD),
    run: (port, s, until) => mixed(port, 50, s, until),
  },
  mix200: {
    what: '200 clients, the same mix',
    warm: toolCall('time_calculator', BIG_ADD),
    run: (port, s, until) => mixed(port, 200, s, until),
  },
  meetings: {
    what: '100 concurrent find_meeting_time (20 people, 31 days)',
    warm: toolCall('find_meeting_time', MEETING),
    run: (port, s, until) => closedLoop(port, 100, until, () => toolCall('find_meeting_time', MEETING), s),
  },
  centuries: {
    what: '20 concurrent business_days counts over unseen centuries',
    run: (port, s, until) => closedLoop(port, 20, until, () => toolCall('business_days', unseenCentury()), s),
  },
  batch: {
    what: 'JSON-RPC batches of 12 costly calls (2025-03-26), 4 clients',
    run: (port, s, until) =>
      closedLoop(port, 4, until, () => Array.from({ length: 12 }, () => toolCall('business_days', unseenCentury())), s, {
        headers: BATCH_HEADERS,
      }),
  },
  pipeline: { what: '20 sockets × 1,000 pipelined requests', run: (port, s, until) => pipelined(port, 20, 1_000, s, until) },
  unread: {
    what: '150 sockets asking for ~2 MB answers, never reading',
    warm: toolCall('time_calculator', BIG_ANSWER),
    run: (port, s, until) => unread(port, 150, s, until),
  },
  idle: { what: '1,100 idle connections, server under ulimit -n 1024', nofile: 1024, run: (port, s, until) => idle(port, 1_100, s, until) },
  sustained: {
    what: '40 clients cycling through every tool’s typical call',
    run: (port, s, until) => {
      const names = Object.keys(TYPICAL);
      let k = 0;
      return closedLoop(
        port,
        40,
        until,
        () => {
          const name = names[k++ % names.length];
          return toolCall(name, TYPICAL[name]);
        },
        s,
      );
    },
  },
};

function mixed(port, clients, stats, until) {
  let k = 0;
  return closedLoop(
    port,
    clients,
    until,
    () => (k++ % 10 === 9 ? toolCall('time_calculator', BIG_ADD) : toolCall('get_current_time', { timezone: 'Asia/Tokyo' })),
    stats,
  );
}

const quantile = (xs, q) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** One attack against a fresh server of `dist`: the figures of one row. */
export async function runAttack(dist, name, { seconds = 20, scale = 1, short = false, timeoutMs = TIMEOUT_MS, lateMs = LATE_MS } = {}) {
  // The short version (npm test) waits less around the attack: no RSS after idle, 1 s for recovery.
  const settle = short ? 300 : 1_000;
  const attack = ATTACKS[name];
  const server = await startServer(dist, { nofile: attack.nofile, timeoutMs });
  try {
    // Warm: every tool once in each worker, and the attack's own call if it repeats one, so the
    // baseline holds what the attack will load anyway (a worker loads a country's holidays, a
    // zone's names, on its first call that needs them). Each call is sent by as many clients at
    // once as there are workers (one per core): the pool gives concurrent calls to different workers.
    const workers = availableParallelism();
    const agents = Array.from({ length: workers }, () => agent());
    const warmCalls = [...Object.entries(TYPICAL).map(([tool, args]) => toolCall(tool, args)), ...(attack.warm ? [attack.warm] : [])];
    for (const call of warmCalls) await Promise.all(agents.map((a) => post(server.port, a, call)));
    for (const a of agents) a.destroy();
    await sleep(settle);
    const baseline = rssMiB(server.pid);
    const sampler = startSampler(server.pid);
    const probe = startProbe(server.port);
    await sleep(settle);
    const stats = { sent: 0, statuses: {}, late: 0, slowest: 0, unanswered: 0, closedByServer: 0, deadlineMs: timeoutMs, lateMs };
    const started = performance.now();
    const until = started + seconds * 1000 * scale;
    const attacking = attack.run(server.port, stats, until);
    await attacking;
    const ended = performance.now();
    // Recovery: from the end of the attack to the first probe answered within 250 ms.
    await sleep(short ? 1_000 : 3_000);
    await probe.stop();
    const peak = sampler.stop();
    if (!short) await sleep(2_000);
    const after = rssMiB(server.pid);
    // V8 hands a burst's garbage back after ~8 s of quiet (its memory reducer): RSS again at 12 s.
    if (!short) await sleep(7_000);
    const settled = short ? undefined : rssMiB(server.pid);
    const during = probe.results.filter((r) => r.at >= started && r.at < ended);
    const recovered = probe.results.find((r) => r.at >= ended && r.ok && r.ms <= 250);
    return {
      name,
      what: attack.what,
      probes: during.length,
      probeOk: during.filter((r) => r.ok).length,
      probeP50: quantile(
        during.filter((r) => r.ok).map((r) => r.ms),
        0.5,
      ),
      probeP99: quantile(
        during.map((r) => (r.ok ? r.ms : PROBE_TIMEOUT_MS)),
        0.99,
      ),
      probeFailures: [...new Set(during.filter((r) => !r.ok).map((r) => r.status))],
      attack: stats,
      baselineMiB: baseline,
      peakMiB: peak,
      afterMiB: after,
      settledMiB: settled,
      recoveryMs: recovered ? Math.max(0, recovered.at - ended) : undefined,
      crashed: server.exited() !== null,
    };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------- malformed framing

const FRAME_BODY = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'get_current_time', arguments: { timezone: 'Asia/Tokyo' } },
});
const FRAME_HEAD =
  'POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n';
const chunkedBody = (b) => `${b.length.toString(16)}\r\n${b}\r\n0\r\n\r\n`;
const N = FRAME_BODY.length;

/**
 * Malformed requests, each with the status it must get and by when: `bound` 'parse' (as soon as it
 * is read), 'gap' (a body that stops: the server's pause bound), 'body' (a body that trickles: its
 * time bound), 'head' (a head that trickles: the head's time bound). `drip`, when present, is
 * written every 200 ms after `bytes` until the answer.
 */
// biome-ignore format: a table, one row a line
export const FRAMINGS = [
  // request smuggling: two lengths, or a length and chunks
  { name: 'cl-te', what: 'Content-Length and Transfer-Encoding: chunked', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Content-Length: ${N}\r\nTransfer-Encoding: chunked\r\n\r\n${chunkedBody(FRAME_BODY)}` },
  { name: 'te-cl', what: 'Transfer-Encoding: chunked, then Content-Length: 4', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Transfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n${chunkedBody(FRAME_BODY)}` },
  { name: 'cl-twice', what: 'the same Content-Length twice', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Content-Length: ${N}\r\nContent-Length: ${N}\r\n\r\n${FRAME_BODY}` },
  { name: 'cl-conflict', what: 'two different Content-Lengths', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Content-Length: ${N}\r\nContent-Length: ${N + 5}\r\n\r\n${FRAME_BODY}` },
  { name: 'cl-list', what: 'Content-Length: N, N', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Content-Length: ${N}, ${N}\r\n\r\n${FRAME_BODY}` },
  { name: 'cl-negative', what: 'Content-Length: -1', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Content-Length: -1\r\n\r\n${FRAME_BODY}` },
  { name: 'cl-junk', what: 'Content-Length: 12abc', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Content-Length: 12abc\r\n\r\n${FRAME_BODY}` },
  { name: 'cl-huge', what: 'a 20-digit Content-Length', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Content-Length: 99999999999999999999\r\n\r\n${FRAME_BODY}` },
  { name: 'te-unknown', what: 'Transfer-Encoding: xchunked', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Transfer-Encoding: xchunked\r\n\r\n${chunkedBody(FRAME_BODY)}` },
  { name: 'te-not-last', what: 'Transfer-Encoding: chunked, identity', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Transfer-Encoding: chunked, identity\r\n\r\n${chunkedBody(FRAME_BODY)}` },
  { name: 'te-twice', what: 'Transfer-Encoding: chunked twice', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n${chunkedBody(FRAME_BODY)}` },
  { name: 'te-space', what: '"Transfer-Encoding : chunked" (space before the colon)', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Transfer-Encoding : chunked\r\n\r\n${chunkedBody(FRAME_BODY)}` },
  { name: 'te-http10', what: 'Transfer-Encoding in an HTTP/1.0 request', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD.replace('HTTP/1.1', 'HTTP/1.0')}Transfer-Encoding: chunked\r\n\r\n${chunkedBody(FRAME_BODY)}` },
  // chunks
  { name: 'chunk-size-bad', what: 'chunk size "zz"', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Transfer-Encoding: chunked\r\n\r\nzz\r\n${FRAME_BODY}\r\n0\r\n\r\n` },
  { name: 'chunk-size-overflow', what: 'chunk size of 19 hex digits', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Transfer-Encoding: chunked\r\n\r\nfffffffffffffffffff\r\n${FRAME_BODY}\r\n0\r\n\r\n` },
  { name: 'chunk-no-crlf', what: 'chunk data not followed by CRLF', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Transfer-Encoding: chunked\r\n\r\n${N.toString(16)}\r\n${FRAME_BODY}XX0\r\n\r\n` },
  { name: 'chunks-65000', what: '65,000 one-byte chunks (390 KB on the wire)', expect: 413, bound: 'parse', bytes: `${FRAME_HEAD}Transfer-Encoding: chunked\r\n\r\n${'1\r\nx\r\n'.repeat(65_000)}0\r\n\r\n` },
  { name: 'chunk-extensions', what: 'a 20 KB chunk extension', expect: 413, bound: 'parse', bytes: `${FRAME_HEAD}Transfer-Encoding: chunked\r\n\r\n1;${'a'.repeat(20_000)}\r\nx\r\n0\r\n\r\n` },
  { name: 'trailers-5000', what: '5,000 trailer fields', expect: 431, bound: 'parse', bytes: `${FRAME_HEAD}Transfer-Encoding: chunked\r\n\r\n${chunkedBody(FRAME_BODY).slice(0, -2)}${'X-T: y\r\n'.repeat(5_000)}\r\n` },
  // header fields
  { name: 'obs-fold', what: 'a header folded onto a second line (obs-fold)', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}X-Fold: a\r\n b\r\nContent-Length: ${N}\r\n\r\n${FRAME_BODY}` },
  { name: 'obs-fold-cl', what: 'Content-Length folded onto a second line', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}Content-Length:\r\n ${N}\r\n\r\n${FRAME_BODY}` },
  { name: 'headers-3000', what: '3,000 header fields (24 KB)', expect: 431, bound: 'parse', bytes: `${FRAME_HEAD}${'X-A: b\r\n'.repeat(3_000)}Content-Length: ${N}\r\n\r\n${FRAME_BODY}` },
  { name: 'headers-10000', what: '10,000 header fields (80 KB)', expect: 431, bound: 'parse', bytes: `${FRAME_HEAD}${'X-A: b\r\n'.repeat(10_000)}Content-Length: ${N}\r\n\r\n${FRAME_BODY}` },
  { name: 'header-no-colon', what: 'a header line without a colon', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}NoColonHere\r\nContent-Length: ${N}\r\n\r\n${FRAME_BODY}` },
  { name: 'header-nul', what: 'a NUL byte in a header value', expect: 400, bound: 'parse', bytes: `${FRAME_HEAD}X-N: a\0b\r\nContent-Length: ${N}\r\n\r\n${FRAME_BODY}` },
  { name: 'bare-lf', what: 'lines ended by LF alone', expect: 400, bound: 'parse', bytes: `POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nContent-Length: ${N}\n\n${FRAME_BODY}` },
  { name: 'url-20k', what: 'a 20 KB request target', expect: 431, bound: 'parse', bytes: `POST /mcp?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n` },
  // request line
  { name: 'tls-hello', what: 'TLS ClientHello bytes on the HTTP port', expect: 400, bound: 'parse', bytes: '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03garbage\r\n\r\n' },
  { name: 'h2-preface', what: 'the HTTP/2 connection preface', expect: 400, bound: 'parse', bytes: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n' },
  { name: 'version-bad', what: 'HTTP/9.9', expect: 400, bound: 'parse', bytes: 'POST /mcp HTTP/9.9\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n' },
  { name: 'method-20k', what: 'a 20 KB method', expect: 400, bound: 'parse', bytes: `${'A'.repeat(20_000)} /mcp HTTP/1.1\r\n\r\n` },
  // stopping and trickling
  { name: 'body-cut-short', what: 'Content-Length 100 bytes more than sent', expect: 408, bound: 'gap', bytes: `${FRAME_HEAD}Content-Length: ${N + 100}\r\n\r\n${FRAME_BODY}` },
  { name: 'chunks-unterminated', what: 'a chunked body without its last chunk', expect: 408, bound: 'gap', bytes: `${FRAME_HEAD}Transfer-Encoding: chunked\r\n\r\n${N.toString(16)}\r\n${FRAME_BODY}\r\n` },
  { name: 'body-trickle', what: 'a chunked body, one byte every 200 ms', expect: 408, bound: 'body', bytes: `${FRAME_HEAD}Transfer-Encoding: chunked\r\n\r\n1\r\n{\r\n`, drip: '1\r\n \r\n' },
  { name: 'head-trickle', what: 'a head, one header field every 200 ms', expect: 408, bound: 'head', bytes: 'POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n', drip: 'X-A: b\r\n' },
];

/** When a framing must be answered, with the server's bounds for a request deadline of `timeoutMs` (src/mcp/http-guards.ts: BODY_GAP_MS, BODY_MS, HEAD_MS; node:http checks heads every 500 ms). */
export function framingBoundMs(framing, timeoutMs = TIMEOUT_MS) {
  return { parse: 0, gap: 1_000, body: Math.min(5_000, timeoutMs), head: Math.min(5_000, timeoutMs) + 500 }[framing.bound];
}

/**
 * One attempt of `framing` on a raw socket: the status of the first status line (undefined: none,
 * silence), ms from the first write to it and to the server's close (the socket's end, reset or
 * close), or `timeoutMs` when they did not come.
 */
export function framingAttempt(port, framing, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    let started = performance.now();
    let status;
    let answerMs;
    let head = '';
    let drip;
    const done = () => {
      clearInterval(drip);
      clearTimeout(timer);
      const closeMs = performance.now() - started;
      s.destroy();
      resolve({ status, answerMs: answerMs ?? timeoutMs, closeMs: Math.min(closeMs, timeoutMs), closed: closeMs < timeoutMs });
    };
    const timer = setTimeout(() => {
      started = performance.now() - timeoutMs - 1; // not closed by the server
      done();
    }, timeoutMs);
    s.on('connect', () => {
      started = performance.now();
      s.write(framing.bytes, 'latin1');
      if (framing.drip) drip = setInterval(() => s.writable && s.write(framing.drip), 200);
    });
    s.on('data', (d) => {
      if (answerMs !== undefined) return;
      head += d.toString('latin1', 0, Math.min(d.length, 64));
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (m) {
        status = Number(m[1]);
        answerMs = performance.now() - started;
        clearInterval(drip);
      }
    });
    s.on('end', done);
    s.on('error', done);
    s.on('close', done);
  });
}

const FRAMING_CLIENTS = 20;

/**
 * Every framing in turn against one fresh server (warmed as for the attacks), each sent by
 * FRAMING_CLIENTS clients in closed loops for `seconds`, while the probe calls: one row per framing.
 */
export async function runFramings(dist, { seconds = 3, only, timeoutMs = TIMEOUT_MS } = {}) {
  const server = await startServer(dist, { timeoutMs });
  const rows = [];
  try {
    const a = agent();
    for (const [tool, args] of Object.entries(TYPICAL)) await post(server.port, a, toolCall(tool, args));
    a.destroy();
    const baseline = rssMiB(server.pid);
    const sampler = startSampler(server.pid);
    const probe = startProbe(server.port);
    await sleep(1_000);
    for (const framing of FRAMINGS.filter((f) => !only || only.includes(f.name))) {
      log(`framing: ${framing.name}`);
      const started = performance.now();
      const until = started + seconds * 1000;
      const attempts = [];
      await Promise.all(
        Array.from({ length: FRAMING_CLIENTS }, async () => {
          while (performance.now() < until) attempts.push(await framingAttempt(server.port, framing));
        }),
      );
      const ended = performance.now();
      const during = probe.results.filter((r) => r.at >= started && r.at < ended);
      const statuses = {};
      for (const r of attempts) statuses[r.status ?? 'none'] = (statuses[r.status ?? 'none'] ?? 0) + 1;
      rows.push({
        framing,
        attempts: attempts.length,
        statuses,
        silent: attempts.filter((r) => r.status === undefined).length,
        notClosed: attempts.filter((r) => !r.closed).length,
        answerP50: quantile(
          attempts.map((r) => r.answerMs),
          0.5,
        ),
        answerMax: Math.max(...attempts.map((r) => r.answerMs)),
        closeMax: Math.max(...attempts.map((r) => r.closeMs)),
        probes: during.length,
        probeOk: during.filter((r) => r.ok).length,
        probeP50: quantile(
          during.filter((r) => r.ok).map((r) => r.ms),
          0.5,
        ),
        probeP99: quantile(
          during.map((r) => (r.ok ? r.ms : PROBE_TIMEOUT_MS)),
          0.99,
        ),
      });
      await sleep(300);
    }
    await probe.stop();
    return { rows, baselineMiB: baseline, peakMiB: sampler.stop(), crashed: server.exited() !== null };
  } finally {
    await server.stop();
  }
}

function framingRow(r) {
  const f = (x, d = 0) => (x === undefined || Number.isNaN(x) ? '—' : x.toFixed(d));
  const statuses = Object.entries(r.statuses)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const bound = { parse: 'parse', gap: 'pause 1 s', body: 'body 5 s', head: 'head 5 s' }[r.framing.bound];
  return `| ${r.framing.what} | ${r.framing.expect} (${bound}) | ${statuses} | ${r.silent} | ${f(r.answerP50)} / ${f(r.answerMax)} | ${f(r.closeMax)} | ${r.probeOk}/${r.probes} | ${f(r.probeP50, 1)} / ${f(r.probeP99)} |`;
}

// ---------------------------------------------------------------- throughput over stdio

/**
 * Calls written at once to a fresh stdio server; calls/s until the last answer. Steady state: `warm`
 * calls (the same, over again as needed) are answered before the clock starts (workers started,
 * tables loaded, the code compiled). The client does as little as it can while the clock runs, as it
 * shares the cores with the server: the requests are serialized before, and answers are counted by
 * their newline bytes, never decoded (serializing the batches' 290 KB requests in the timed window
 * and decoding and splitting their answers cost the client 14-19 ms of CPU a call, against the
 * server's 60 ms of work).
 */
function stdioThroughput(dist, calls, args = [], warm = 40) {
  return stdioRun(dist, calls, args, warm).then((r) => Math.round(r.callsPerSecond * 10) / 10);
}

/** [user, kernel] clock ticks of a whole process so far (USER_HZ, 100 a second on Linux). */
function cpuTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return [Number(fields[11]), Number(fields[12])];
}

/**
 * stdioThroughput's run, with the server's CPU time over the measured calls: calls/s, and user and
 * kernel ms a call (bench/fresh.mjs tells a process stuck in V8's reduce-memory mode by the kernel's).
 */
export function stdioRun(dist, calls, args = [], warm = 40) {
  const warmText = Array.from({ length: warm }, (_, i) => JSON.stringify({ ...calls[i % calls.length], id: 1_000_000 + i }) + '\n').join(
    '',
  );
  const text = calls.map((c, i) => JSON.stringify({ ...c, id: i + 2 }) + '\n').join('');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(dist, 'meridian.mjs'), '--local-timezone', 'Europe/Paris', ...args], {
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let answered = -1;
    let started = 0;
    let before = [0, 0];
    child.stdout.on('data', (chunk) => {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) {
        answered++;
        if (answered === 0) {
          child.stdin.write(warmText);
        } else if (answered === warm) {
          before = cpuTicks(child.pid);
          started = performance.now();
          child.stdin.write(text);
        } else if (answered === warm + calls.length) {
          const s = (performance.now() - started) / 1000;
          const after = cpuTicks(child.pid);
          child.kill();
          resolve({
            callsPerSecond: calls.length / s,
            userMs: ((after[0] - before[0]) * 10) / calls.length,
            kernelMs: ((after[1] - before[1]) * 10) / calls.length,
          });
        }
      }
    });
    child.on('error', reject);
    child.stdin.write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
      }) + '\n',
    );
  });
}

/**
 * Costly calls by kind, each in a number a run gets through in about a second: the meeting search
 * of the attacks (2 ms of work, a 46 KB answer), a schedule of little answer and much work, and a
 * batch whose request and answer are large (the mix attacks' batch).
 */
export const COSTLY = [
  {
    key: 'meetings',
    what: '20-person `find_meeting_time` over 28 days (about 2 ms; 46 KB answer)',
    count: 400,
    call: (i) => toolCall('find_meeting_time', { ...MEETING, from: `2027-0${1 + (i % 9)}-01`, to: `2027-0${1 + (i % 9)}-28` }),
  },
  {
    key: 'cron',
    what: '`schedule`: a cron line on 29 February, 200 times (about 25 ms; 6 KB answer)',
    count: 60,
    call: (i) => toolCall('schedule', { rule: '0 0 29 2 *', timezone: 'Europe/Paris', count: 200 + (i % 5) }),
  },
  {
    key: 'batch',
    what: '`time_calculator`: 10,000 base times (about 60 ms; 290 KB request and answer)',
    count: 30,
    call: (i) => toolCall('time_calculator', { ...BIG_ADD, hours: 1 + (i % 5) }),
  },
];

/**
 * Throughput of every build, interleaved: in each of ROUNDS rounds every measure runs once for every
 * build, one after the other. On a shared machine the figures drift by tens of percent over a
 * minute (one loop: 206 to 414 calls/s within one session), and runs one build, or one measure,
 * after the other took that drift for a difference between them. A ratio is therefore the median of
 * each round's own ratio, of runs seconds apart. Per costly kind: one loop (`--workers 0`; an older
 * build without --workers has only it), two workers, and two one-loop servers side by side, each
 * with its own client and the same calls, their calls/s added (what the two cores give with no pool;
 * each gets less than a core, as the clients share the cores).
 */
export async function throughputs(builds, rounds = ROUNDS) {
  const cheap = Array.from({ length: 10_000 }, () => toolCall('get_current_time', { timezone: 'Asia/Tokyo' }));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const current = (b) => b.label === 'this build';
  // A costly kind warms up with a full round of its calls for each thread that runs them: V8 goes on
  // optimizing the meeting search for a few hundred calls, in each worker apart, so after 40 two
  // workers were still compiling what one loop had finished, and after one round between them each
  // had seen half of what the one loop had (BENCHMARKS.md, the worker pool). A round stays within
  // the stdio session's queue bound (512 per worker), so none is refused as busy.
  const measures = [
    { key: 'cheap', calls: cheap, warm: 40, args: () => [] },
    ...COSTLY.flatMap((kind) => {
      const calls = Array.from({ length: kind.count }, (_, i) => kind.call(i));
      return [
        { key: `${kind.key}.oneLoop`, calls, warm: calls.length, args: (b) => (current(b) ? ['--workers', '0'] : []) },
        { key: `${kind.key}.twoWorkers`, calls, warm: 2 * calls.length, args: (b) => (current(b) ? ['--workers', '2'] : undefined) },
        { key: `${kind.key}.twoLoops`, calls, warm: calls.length, pair: true, args: (b) => (current(b) ? ['--workers', '0'] : undefined) },
      ];
    }),
  ];
  const runs = new Map(builds.map((b) => [b, Object.fromEntries(measures.map((m) => [m.key, []]))]));
  for (let r = 0; r < rounds; r++) {
    for (const m of measures) {
      for (const b of builds) {
        const args = m.args(b);
        if (!args) continue;
        const once = () => stdioThroughput(b.dist, m.calls, args, m.warm);
        runs.get(b)[m.key].push(m.pair ? (await Promise.all([once(), once()])).reduce((x, y) => x + y) : await once());
      }
    }
  }
  return builds.map((b) => {
    const of = runs.get(b);
    const at = (key) => (of[key].length ? median(of[key]) : undefined);
    /** The median of each round's `key` ÷ its one loop, when the build has `key`. */
    const ratio = (kind, key) =>
      of[`${kind}.${key}`].length ? median(of[`${kind}.${key}`].map((x, r) => x / of[`${kind}.oneLoop`][r])) : undefined;
    const costly = Object.fromEntries(
      COSTLY.map((k) => [
        k.key,
        {
          oneLoop: at(`${k.key}.oneLoop`),
          twoWorkers: at(`${k.key}.twoWorkers`),
          twoLoops: at(`${k.key}.twoLoops`),
          twoWorkersRatio: ratio(k.key, 'twoWorkers'),
          twoLoopsRatio: ratio(k.key, 'twoLoops'),
        },
      ]),
    );
    return { label: b.label, cheap: at('cheap'), costly };
  });
}

// ---------------------------------------------------------------- the report

function row(r) {
  const f = (x, d = 0) => (x === undefined || Number.isNaN(x) ? '—' : x.toFixed(d));
  const statuses = Object.entries(r.attack.statuses)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const extra = r.attack.after
    ? `; held in the server's send queues: peak ${f(r.attack.peakHeldMiB, 1)} MiB; after the last request ${r.attack.after.map((a) => `${a.s} s: ${a.connections} open, ${a.holding} holding ${f(a.sendQMiB, 1)} MiB`).join('; ')}`
    : r.attack.open !== undefined
      ? `; ${r.attack.closedByServer} closed by the server, ${r.attack.open} open at the end`
      : '';
  return `| ${r.what} | ${r.probeOk}/${r.probes}${r.probeFailures.length ? ` (${r.probeFailures.join(', ')})` : ''} | ${f(r.probeP50, 1)} / ${f(r.probeP99, 0)} | ${r.attack.late} | ${f(r.baselineMiB)} → ${f(r.peakMiB)} → ${f(r.afterMiB)} → ${f(r.settledMiB)} | ${r.recoveryMs === undefined ? 'not within 3 s' : f(r.recoveryMs)} | ${r.crashed ? '**crashed**' : 'no'} | ${statuses}${r.attack.unanswered ? `, unanswered: ${r.attack.unanswered}` : ''}${extra} |`;
}

/** The short commit of a checkout, or "an older build" when it is not one. */
function revision(dir) {
  const r = spawnSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : 'an older build';
}

async function main() {
  const { values } = parseArgs({
    options: {
      baseline: { type: 'string' },
      only: { type: 'string' },
      seconds: { type: 'string', default: '20' },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const dist = join(ROOT, 'dist');
  if (!existsSync(join(dist, 'meridian.mjs'))) throw new Error('dist/meridian.mjs is missing: npm run build');
  // Every attack, then the framing table, then throughput; --only names any of them.
  const names = values.only ? values.only.split(',') : [...Object.keys(ATTACKS), 'framing', 'throughput'];
  const attacks = names.filter((n) => n in ATTACKS);
  const builds = [{ label: 'this build', dist }, ...(values.baseline ? [{ label: 'baseline', dist: join(values.baseline, 'dist') }] : [])];
  const lines = [];
  const out = (l = '') => lines.push(l);
  out(
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.versions.node}, ${availableParallelism()} cores (load average ${loadavg()[0].toFixed(1)} at the start, LOAD_AT_END at the end), ${seconds()} s per attack, deadline ${TIMEOUT_MS} ms. Command: \`npm run bench:hostile${commandArgs()}\`.`,
  );
  function commandArgs() {
    const args = [
      ...(values.baseline ? ['--baseline <older checkout>'] : []),
      ...(values.seconds !== '20' ? [`--seconds ${values.seconds}`] : []),
    ];
    return args.length ? ` -- ${args.join(' ')}` : '';
  }
  function seconds() {
    return Number(values.seconds);
  }
  for (const b of attacks.length > 0 ? builds : []) {
    out();
    // The baseline named by its revision, never by its path (RELIABILITY.md must not point outside the repo).
    out(`**${b.label}**${b.label === 'baseline' ? ` (${revision(values.baseline)})` : ''}:`);
    out();
    out(
      '| attack | probe answered | probe p50 / p99 (ms) | answers after the deadline | RSS MiB: before → peak → 5 s after → 12 s after | recovery (ms) | crashed | attack requests by status |',
    );
    out('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const name of attacks) {
      log(`${b.label}: ${name}`);
      const r = await runAttack(b.dist, name, { seconds: seconds() });
      out(row(r));
      log(row(r));
    }
  }
  if (names.includes('framing')) {
    for (const b of builds) {
      out();
      out(
        `**Malformed framing, ${b.label}**${b.label === 'baseline' ? ` (${revision(values.baseline)})` : ''}: each framing sent by ${FRAMING_CLIENTS} clients in closed loops over raw sockets for 3 s, one after the other against one server, while the probe calls. "Answered" is ms from the client's first write to the status line; "closed" to the server's close; an attempt with neither within 10 s counts 10,000.`,
      );
      out();
      out(
        '| framing | must get (by) | statuses | silent | answered p50 / max (ms) | closed by (ms, max) | probe answered | probe p50 / p99 (ms) |',
      );
      out('| --- | --- | --- | --- | --- | --- | --- | --- |');
      const r = await runFramings(b.dist);
      for (const row of r.rows) {
        out(framingRow(row));
        log(framingRow(row));
      }
      out();
      out(`RSS ${Math.round(r.baselineMiB)} → peak ${Math.round(r.peakMiB)} MiB; crashed: ${r.crashed ? '**yes**' : 'no'}.`);
    }
  }
  if (!names.includes('throughput')) return finish(lines.join('\n'));
  out();
  out(
    `**Throughput over stdio** (calls/s, median of ${ROUNDS} fresh processes, in ${ROUNDS} rounds that each run every measure of every build once; a ratio is the median of each round's own. Cheap calls: 10,000 \`get_current_time\` written at once after 40 to warm up. A costly kind: a round of its calls to warm up, then the same calls written at once, to one loop (\`--workers 0\`), to two workers, and to two one-loop servers side by side, each with its own client and the same calls, their calls/s added):`,
  );
  out();
  log('throughput');
  const results = await throughputs(builds);
  const f = (x, d = 0) => (x === undefined ? '—' : x.toFixed(d));
  const times = (x) => (x === undefined ? '—' : x.toFixed(2) + '×');
  out('| build | cheap calls |');
  out('| --- | --- |');
  for (const t of results) out(`| ${t.label} | ${f(t.cheap)} |`);
  out();
  out(
    '| costly call | build | one loop (`--workers 0`) | two workers | two workers ÷ one loop | two one-loop servers at once, added | two servers ÷ one loop |',
  );
  out('| --- | --- | --- | --- | --- | --- | --- |');
  for (const kind of COSTLY) {
    for (const t of results) {
      const c = t.costly[kind.key];
      out(
        `| ${kind.what} | ${t.label} | ${f(c.oneLoop, 1)} | ${f(c.twoWorkers, 1)} | ${times(c.twoWorkersRatio)} | ${f(c.twoLoops, 1)} | ${times(c.twoLoopsRatio)} |`,
      );
    }
  }
  finish(lines.join('\n'));

  function finish(report) {
    // The machine may be shared: its load at the end too.
    const text = report.replace('LOAD_AT_END', loadavg()[0].toFixed(1));
    process.stdout.write(text + '\n');
    if (values['no-write']) return;
    const file = join(ROOT, 'RELIABILITY.md');
    const doc = readFileSync(file, 'utf8');
    const start = '<!-- hostile:start -->';
    const end = '<!-- hostile:end -->';
    if (!doc.includes(start)) throw new Error(`RELIABILITY.md has no ${start} … ${end} section`);
    writeFileSync(file, doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${text}\n${end}`));
    log('wrote RELIABILITY.md');
  }
}

if (!isMainThread && workerData?.probePort) {
  runProbe(workerData.probePort);
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
