// Shared test fixtures: the embedded tz database, a tool context on a frozen clock, a server's parts
// (every tool, served) on one, the built bundle over HTTP, and a worker speaking the pool's protocol.

import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { SENT_AHEAD } from '../src/mcp/pool.js';
import type { ServerDeps } from '../src/mcp/server.js';
import { fixedClock } from '../src/time/clock.js';
import type { ToolContext, ToolDefinition } from '../src/tools/define.js';
import { TOOLS } from '../src/tools/index.js';
import { inputJsonSchema, serveTools, type ListingOptions } from '../src/tools/listing.js';
import { runTool, type ToolResult } from '../src/tools/run.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';

export const db = new TzDatabase(embeddedSource());

export function ctxAt(iso: string, localZone = 'Europe/Warsaw'): ToolContext {
  return { clock: fixedClock(Date.parse(iso)), db, localZone };
}

/** What a server is built from, at `iso`: every tool served; a bug fails the test. */
export function servedAt(iso: string, localZone = 'Europe/Warsaw', options: ListingOptions = {}): ServerDeps {
  const ctx = ctxAt(iso, localZone);
  return { ...ctx, tools: serveTools(TOOLS, ctx, options), onBug: (e) => assert.fail(String(e)) };
}

export const at = (iso: string): number => Date.parse(iso) / 1000;

/** A tool called as every transport calls it (runTool checking its input JSON Schema); a thrown bug fails the test. */
export function runChecked(tool: ToolDefinition, args: unknown, ctx: ToolContext): ToolResult {
  return runTool(tool, args, ctx, (e) => assert.fail(String(e)), inputJsonSchema(tool.input(ctx)));
}

/** Small deterministic PRNG (mulberry32): generated test cases are the same on every run. */
export function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const BUNDLE = fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));

export interface RunningBundle {
  readonly child: ChildProcess;
  /** Where it serves MCP, from its "serving MCP at …" line on stderr. */
  readonly url: string;
  readonly stdout: () => string;
  readonly stderr: () => string;
}

/** Starts the built bundle with --http on a free port and waits until it says where it serves. */
export function startHttpBundle(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<RunningBundle> {
  const child = spawn(process.execPath, [BUNDLE, '--http', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /serving MCP at (\S+)/.exec(err);
      if (m) resolve({ child, url: m[1]!, stdout: () => out, stderr: () => err });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
}

export interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP exchange on 127.0.0.1:`port` with full control of the headers (fetch would refuse to set Host). */
export function rawExchange(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The source of a worker thread that speaks the pool's protocol (src/mcp/pool.ts WorkerMessage) as
 * the real one does (src/mcp/worker.ts), with `onJob` as the body run for each job it claims:
 * `job`, `parentPort`, `threadId` and `reply(job, text, isError = false)` (which answers with `text`
 * through the job's place) are in scope. With `stoppable`, it also shares `interrupts` with the pool,
 * and `interrupted(job)` (whether the pool gave up on the job) and `stopped(job)` (says so) are in
 * scope. For `new Worker(source, { eval: true })`.
 */
export function protocolWorker(onJob: string, { stoppable = false } = {}): string {
  return `
const { parentPort, threadId } = require('node:worker_threads');
const claims = new Int32Array(new SharedArrayBuffer(${SENT_AHEAD} * 4));
const buffers = Array.from({ length: ${SENT_AHEAD} }, () => new SharedArrayBuffer(16));
const interrupts = new Int32Array(new SharedArrayBuffer(4));
const interrupted = (job) => Atomics.load(interrupts, 0) === job.id;
const stopped = (job) => {
  Atomics.store(claims, job.place, 0);
  parentPort.postMessage({ kind: 'stopped', id: job.id, place: job.place });
};
const reply = (job, text, isError = false) => {
  const bytes = Buffer.from(text);
  const grown = bytes.length > buffers[job.place].byteLength ? (buffers[job.place] = new SharedArrayBuffer(bytes.length)) : undefined;
  bytes.copy(new Uint8Array(buffers[job.place]));
  Atomics.store(claims, job.place, 0);
  parentPort.postMessage({ kind: 'answer', id: job.id, place: job.place, length: bytes.length, isError, buffer: grown });
};
parentPort.on('message', (job) => {
  if (Atomics.compareExchange(claims, job.place, job.id, -job.id) !== job.id) return;
  ${onJob}
});
parentPort.postMessage({ kind: 'ready', claims: claims.buffer, buffers${stoppable ? ', interrupts: interrupts.buffer' : ''} });
`;
}
