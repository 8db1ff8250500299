#!/usr/bin/env node
// Scale-out run (not part of CI): Meridian replicas over Streamable HTTP behind nginx on loopback.
// Fixed-rate load comes from an open-loop generator here (requests leave on a steady schedule,
// latency counts from the scheduled time, so a stall is not hidden); autocannon drives the
// unthrottled throughput runs. (autocannon's own rate mode sends each second's quota in a burst at
// the start of the second and corrects latencies for a 1 ms interval, which skews percentiles.)
//
//   npm run bench:scale-out                 # the full run recorded in BENCHMARKS.md (~10 min)
//   npm run bench:scale-out -- --quick      # a 1-minute smoke run of the same steps
//   options: --rate N (req/s, default 100) --duration S (default 60) --max-duration S (default 20)
//            --soak S (default 300) --connections N (default 32)
//            --heap MiB (replicas run with --max-old-space-size=MiB, as deploy/kubernetes.yaml does)
//
// Steps: (1) one replica behind nginx, fixed rate for --duration: p50/p99; then unthrottled for
// --max-duration: throughput. (2) two replicas, the same, and during the fixed-rate run replica B
// is killed (SIGKILL) at 1/3 and restarted at 2/3: nginx retries on replica A, so no tool call may
// fail. (3) soak: two replicas at the fixed rate for --soak seconds; RSS of both before and after.
// Every response is checked: HTTP 200 and a tools/call result without isError. nginx's error log
// shows how many requests hit the killed replica and were retried on the other.
//
// Needs nginx (Debian package nginx-light, installed with apt-get when missing and running as root)
// and autocannon (installed on first use into .tmp/, pinned). Results: a JSON file under
// .tmp/bench-scale-out/ and a Markdown summary on stdout.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, createWriteStream } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUNDLE = join(ROOT, 'dist', 'meridian.mjs');
const AUTOCANNON = '9.0.0';
const TOOLS_DIR = join(ROOT, '.tmp', `bench-autocannon-${AUTOCANNON}`);
const RUN_DIR = join(ROOT, '.tmp', 'bench-scale-out', new Date().toISOString().replace(/[:.]/g, '-'));
const TOKEN = 'bench-token-0123456789abcdef';
const NGINX_PORT = 4100;
const REPLICA_PORTS = [4101, 4102];

const { values: opts } = parseArgs({
  options: {
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '60' },
    'max-duration': { type: 'string', default: '20' },
    soak: { type: 'string', default: '300' },
    connections: { type: 'string', default: '32' },
    heap: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
const RATE = Number(opts.rate);
const DURATION = opts.quick ? 15 : Number(opts.duration);
const MAX_DURATION = opts.quick ? 5 : Number(opts['max-duration']);
const SOAK = opts.quick ? 20 : Number(opts.soak);
const CONNECTIONS = Number(opts.connections);
const NODE_FLAGS = opts.heap ? [`--max-old-space-size=${Number(opts.heap)}`] : [];

const log = (msg) => process.stderr.write(`[scale-out] ${msg}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- tools -------------------------------------------------------------------------------------

function ensureNginx() {
  let which = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  if (which.status !== 0) {
    if (process.getuid?.() !== 0) throw new Error('nginx is missing: sudo apt-get install -y nginx-light');
    log('installing nginx-light with apt-get');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) throw new Error('apt-get install nginx-light failed');
    which = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  }
  const bin = which.stdout.trim().split('\n')[0];
  const version = spawnSync(bin, ['-v'], { encoding: 'utf8' }).stderr.trim();
  return { bin, version };
}

function ensureAutocannon() {
  const pkg = join(TOOLS_DIR, 'node_modules', 'autocannon');
  if (!existsSync(join(pkg, 'package.json'))) {
    log(`installing autocannon@${AUTOCANNON} into ${TOOLS_DIR}`);
    mkdirSync(TOOLS_DIR, { recursive: true });
    const r = spawnSync(
      'npm',
      ['install', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error', `autocannon@${AUTOCANNON}`],
      { stdio: 'inherit' },
    );
    if (r.status !== 0) throw new Error('npm install autocannon failed');
  }
  return createRequire(join(TOOLS_DIR, 'package.json'))('autocannon');
}

function ensureBundle() {
  if (!existsSync(BUNDLE)) {
    log('building dist/meridian.mjs');
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('npm run build failed');
  }
}

// ---- processes ---------------------------------------------------------------------------------

const children = new Set();
function track(child) {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
function cleanup() {
  for (const c of children) c.kill('SIGKILL');
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

async function startReplica(port) {
  const out = createWriteStream(join(RUN_DIR, `replica-${port}.log`), { flags: 'a' });
  const child = track(
    spawn(process.execPath, [...NODE_FLAGS, BUNDLE, '--http', '--host', '127.0.0.1', '--port', String(port)], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { PATH: process.env.PATH, MERIDIAN_AUTH_TOKEN: TOKEN, LOCAL_TIMEZONE: 'Europe/Paris' },
    }),
  );
  await new Promise((resolve, reject) => {
    let text = '';
    const onData = (d) => {
      text += d.toString();
      if (text.includes('serving MCP at')) {
        child.stderr.off('data', onData);
        resolve();
      }
    };
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`replica ${port} exited ${code}: ${text}`)));
  });
  child.stderr.pipe(out);
  // Wait for /readyz like a load balancer's health check would.
  for (let i = 0; i < 50; i++) {
    const r = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (r?.ok) break;
    await sleep(100);
  }
  return child;
}

function rssKiB(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}

async function startNginx(bin, ports) {
  const dir = join(RUN_DIR, 'nginx');
  mkdirSync(join(dir, 'logs'), { recursive: true });
  // The same upstream and location directives as deploy/nginx.conf, on loopback and without TLS.
  const conf = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream meridian {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    location = /mcp {
      proxy_pass http://meridian;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_buffering off;
      client_max_body_size 64k;
      proxy_connect_timeout 1s;
      proxy_read_timeout 15s;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 5s;
    }
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = track(
    spawn(bin, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`http://127.0.0.1:${NGINX_PORT}/mcp`, { method: 'GET' }).then(
      (r) => r.status === 401 || r.status === 405,
      () => false,
    );
    if (ok) return child;
    await sleep(100);
  }
  throw new Error(`nginx did not start: see ${dir}/logs/error.log`);
}

async function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

// ---- load --------------------------------------------------------------------------------------

const MODERN_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'scale-out', version: '1' },
};
const CALLS = [
  { name: 'get_current_time', arguments: { timezone: 'America/Vancouver' } },
  {
    name: 'convert_time',
    arguments: { source_timezone: 'America/New_York', time: '02:30', date: '2024-03-10', target_timezone: 'Asia/Kathmandu' },
  },
];

const REQUESTS = CALLS.map((call, i) => ({
  method: 'POST',
  path: '/mcp',
  headers: {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    authorization: `Bearer ${TOKEN}`,
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': 'tools/call',
    'mcp-name': call.name,
  },
  body: JSON.stringify({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { ...call, _meta: MODERN_META } }),
}));

/** A successful tool call: HTTP 200 and a JSON-RPC result that is not isError. */
function callSucceeded(status, body) {
  if (status !== 200) return false;
  try {
    const msg = JSON.parse(
      body.startsWith('{')
        ? body
        : body
            .split('\n')
            .find((l) => l.startsWith('data: '))
            .slice(6),
    );
    return msg.result !== undefined && msg.result.isError !== true && msg.result.structuredContent !== undefined;
  } catch {
    return false;
  }
}

function makeRequests(counter) {
  return REQUESTS.map((r) => ({
    ...r,
    onResponse: (status, body) => {
      counter.responses++;
      if (!callSucceeded(status, body)) {
        counter.failed++;
        if (counter.samples.length < 5) counter.samples.push(`${status} ${body.slice(0, 200)}`);
      }
    },
  }));
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const round1 = (x) => Math.round(x * 10) / 10;

/** Open-loop load at a fixed rate: request k leaves at start + k/rate, whatever earlier ones do. */
async function paced({ seconds, rate, during }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(seconds * rate);
  const latencies = [];
  const samples = [];
  let failed = 0;
  let errors = 0;
  let non2xx = 0;
  let sent = 0;
  const inflight = new Set();
  const send = (req, intended) =>
    new Promise((resolve) => {
      const r = http.request(
        {
          host: '127.0.0.1',
          port: NGINX_PORT,
          path: req.path,
          method: req.method,
          headers: { ...req.headers, 'content-length': Buffer.byteLength(req.body) },
          agent,
          timeout: 10_000,
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (body += d));
          res.on('end', () => {
            latencies.push(performance.now() - intended);
            if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
            if (!callSucceeded(res.statusCode, body)) {
              failed++;
              if (samples.length < 5) samples.push(`${res.statusCode} ${body.slice(0, 200)}`);
            }
            resolve();
          });
        },
      );
      r.on('timeout', () => r.destroy(new Error('timeout')));
      r.on('error', (e) => {
        errors++;
        if (samples.length < 5) samples.push(String(e));
        resolve();
      });
      r.end(req.body);
    });
  const side = during ? during() : Promise.resolve();
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        const p = send(REQUESTS[sent % REQUESTS.length], start + (sent * 1000) / rate);
        inflight.add(p);
        void p.then(() => inflight.delete(p));
        sent++;
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    };
    tick();
  });
  await Promise.all(inflight);
  const elapsed = (performance.now() - start) / 1000;
  await side;
  agent.destroy();
  latencies.sort((x, y) => x - y);
  return {
    seconds,
    rate,
    requests: sent,
    throughput: Math.round(latencies.length / elapsed),
    p50: round1(percentile(latencies, 50)),
    p90: round1(percentile(latencies, 90)),
    p99: round1(percentile(latencies, 99)),
    max: round1(latencies.at(-1)),
    non2xx,
    errors,
    timeouts: 0,
    failedCalls: failed + errors,
    failureSamples: samples,
  };
}

/** Closed-loop, unthrottled: as many requests as the connections can carry. */
async function flat(autocannon, { seconds, connections = CONNECTIONS }) {
  const counter = { responses: 0, failed: 0, samples: [] };
  const result = await autocannon({
    url: `http://127.0.0.1:${NGINX_PORT}`,
    connections,
    duration: seconds,
    requests: makeRequests(counter),
    timeout: 10,
  });
  return {
    seconds,
    rate: 'max',
    connections,
    requests: result.requests.total,
    throughput: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    failedCalls: counter.failed + result.errors + result.timeouts,
    failureSamples: counter.samples,
  };
}

function upstreamFailures() {
  const file = join(RUN_DIR, 'nginx', 'logs', 'error.log');
  if (!existsSync(file)) return 0;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => /while (connecting to|reading response header from) upstream/.test(l)).length;
}

// ---- main --------------------------------------------------------------------------------------

mkdirSync(RUN_DIR, { recursive: true });
const nginx = ensureNginx();
const autocannon = ensureAutocannon();
ensureBundle();
const env = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: `${cpus().length} x ${cpus()[0]?.model ?? '?'}`,
  nginx: nginx.version,
  autocannon: AUTOCANNON,
  rate: RATE,
  connections: CONNECTIONS,
  replicaNodeFlags: NODE_FLAGS.join(' ') || '(none)',
};
log(JSON.stringify(env));
const results = { env, one: {}, two: {}, soak: {} };

// (1) one replica
const a = await startReplica(REPLICA_PORTS[0]);
let proxy = await startNginx(nginx.bin, [REPLICA_PORTS[0]]);
await paced({ seconds: 5, rate: RATE }); // warm-up: JIT, keep-alive pools
log(`1 replica: ${DURATION} s at ${RATE} req/s`);
results.one.fixed = await paced({ seconds: DURATION, rate: RATE });
log(`1 replica: ${MAX_DURATION} s unthrottled`);
results.one.max = await flat(autocannon, { seconds: MAX_DURATION });
await stop(proxy);

// (2) two replicas, B killed and restarted mid-run
let b = await startReplica(REPLICA_PORTS[1]);
proxy = await startNginx(nginx.bin, REPLICA_PORTS);
await paced({ seconds: 5, rate: RATE });
log(
  `2 replicas: ${DURATION} s at ${RATE} req/s; replica B killed at ${Math.round(DURATION / 3)} s, restarted at ${Math.round((2 * DURATION) / 3)} s`,
);
const events = [];
const failuresBefore = upstreamFailures();
results.two.fixedWithKill = await paced({
  seconds: DURATION,
  rate: RATE,
  during: async () => {
    const t0 = performance.now();
    await sleep((DURATION * 1000) / 3);
    events.push({ at: Math.round(performance.now() - t0), event: 'SIGKILL replica B' });
    await stop(b, 'SIGKILL');
    await sleep(Math.max(0, (2 * DURATION * 1000) / 3 - (performance.now() - t0)));
    events.push({ at: Math.round(performance.now() - t0), event: 'restart replica B' });
    b = await startReplica(REPLICA_PORTS[1]);
    events.push({ at: Math.round(performance.now() - t0), event: 'replica B ready' });
  },
});
results.two.fixedWithKill.events = events;
results.two.fixedWithKill.retriedByNginx = upstreamFailures() - failuresBefore;
await sleep(6_000); // past fail_timeout: nginx sends to B again
log(`2 replicas: ${DURATION} s at ${RATE} req/s, no kill`);
results.two.fixed = await paced({ seconds: DURATION, rate: RATE });
log(`2 replicas: ${MAX_DURATION} s unthrottled`);
results.two.max = await flat(autocannon, { seconds: MAX_DURATION });

// (3) soak
await paced({ seconds: 10, rate: RATE });
const before = { a: rssKiB(a.pid), b: rssKiB(b.pid) };
log(`soak: ${SOAK} s at ${RATE} req/s; RSS before ${JSON.stringify(before)} KiB`);
const series = [];
results.soak.load = await paced({
  seconds: SOAK,
  rate: RATE,
  during: async () => {
    for (let t = 15; t < SOAK; t += 15) {
      await sleep(15_000);
      series.push({ s: t, a: rssKiB(a.pid), b: rssKiB(b.pid) });
    }
  },
});
const after = { a: rssKiB(a.pid), b: rssKiB(b.pid) };
results.soak.rssKiB = { before, after, every15s: series };
log(`soak: RSS after ${JSON.stringify(after)} KiB`);

await stop(proxy);
await stop(a);
await stop(b);

const file = join(RUN_DIR, 'results.json');
writeFileSync(file, JSON.stringify(results, null, 2) + '\n');

const row = (label, r) =>
  `| ${label} | ${r.rate} | ${r.requests} | ${r.throughput} | ${r.p50} | ${r.p99} | ${r.max} | ${r.failedCalls} | ${r.non2xx} |`;
const mib = (k) => (k / 1024).toFixed(1);
process.stdout.write(
  [
    `Environment: ${env.cpus}; Node ${env.node} (replica flags: ${env.replicaNodeFlags}); ${env.nginx}; fixed rate: open-loop generator; unthrottled: autocannon ${env.autocannon}, ${CONNECTIONS} connections; ${env.date}`,
    '',
    '| setup | rate (req/s) | requests | throughput (req/s) | p50 (ms) | p99 (ms) | max (ms) | failed calls | non-2xx |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    row('1 replica', results.one.fixed),
    row('1 replica, unthrottled', results.one.max),
    row('2 replicas, B killed + restarted', results.two.fixedWithKill),
    row('2 replicas', results.two.fixed),
    row('2 replicas, unthrottled', results.two.max),
    row(`2 replicas, ${SOAK} s soak`, results.soak.load),
    '',
    `Kill/restart timeline (ms into the run): ${events.map((e) => `${e.at} ${e.event}`).join('; ')}; requests nginx retried on the other replica: ${results.two.fixedWithKill.retriedByNginx}`,
    `RSS before/after the soak: replica A ${mib(before.a)} → ${mib(after.a)} MiB, replica B ${mib(before.b)} → ${mib(after.b)} MiB` +
      ` (sampled every 15 s: A ${mib(Math.min(...series.map((x) => x.a)))}–${mib(Math.max(...series.map((x) => x.a)))} MiB,` +
      ` B ${mib(Math.min(...series.map((x) => x.b)))}–${mib(Math.max(...series.map((x) => x.b)))} MiB)`,
    `Raw results: ${file}`,
    '',
  ].join('\n'),
);
const failed = [
  results.one.fixed,
  results.one.max,
  results.two.fixedWithKill,
  results.two.fixed,
  results.two.max,
  results.soak.load,
].reduce((n, r) => n + r.failedCalls + r.non2xx, 0);
if (failed > 0) {
  log(`FAILED calls: ${failed}`);
  process.exitCode = 1;
}
