// npm run fuzz [-- --calls N --seed S --batch B]: fuzzes every tool through the REAL built stdio
// server (dist/meridian.mjs; run `npm run build` first). Writes JSON-RPC lines in pipelined batches
// and checks every answer: a well-formed JSON-RPC response to the id sent, whose result has
// content; isError with a non-empty one-line text, or structuredContent mirrored exactly by the
// text. Valid calls must succeed and decidably invalid ones must be isError. The process must
// never die; if it does, the crash is counted and a new one started. Prints counts per tool
// (and each tool's counts on stderr as soon as it is done).
// Not part of CI (several minutes); RELIABILITY.md records a run.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { anyArgsFor, brokenValue, invalid, mutatedFor, TOOL_NAMES, valid, type ToolName } from '../test/arbitraries.js';

const BUNDLE = fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const CALLS = flag('calls', 100_000);
const SEED = flag('seed', 20261130);
const BATCH = flag('batch', 500);
/** --tools a,b: only these tools (e.g. to split a run over two processes). */
const ONLY = process.argv.includes('--tools') ? process.argv[process.argv.indexOf('--tools') + 1]!.split(',') : undefined;

type Kind = 'valid' | 'invalid' | 'mutated' | 'any';

interface Stats {
  calls: number;
  ok: number;
  isError: number;
  protocolErrors: number;
  malformed: number;
  internalErrors: number;
  validRejected: number;
  invalidAccepted: number;
  crashes: number;
  maxLatencyMs: number;
  examples: string[];
}

interface Pending {
  resolve: (msg: Record<string, unknown> | undefined) => void;
  sent: number;
}

class Server {
  child!: ChildProcessWithoutNullStreams;
  pending = new Map<number, Pending>();
  buffer = '';
  alive = false;
  stderr = '';

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [BUNDLE], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, TZ: 'UTC' } });
    this.alive = true;
    this.buffer = '';
    this.child.stdout.on('data', (d: Buffer) => this.onData(d.toString()));
    this.child.stderr.on('data', (d: Buffer) => (this.stderr = (this.stderr + d.toString()).slice(-4000)));
    this.child.stdin.on('error', () => {});
    this.child.on('exit', () => {
      this.alive = false;
      for (const p of this.pending.values()) p.resolve(undefined);
      this.pending.clear();
    });
    const init = await this.request(0, 'initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'fuzz', version: '1' },
    });
    if (!init || !init.result) throw new Error(`initialize failed: ${JSON.stringify(init)} ${this.stderr}`);
    this.child.stdin.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
  }

  onData(text: string): void {
    this.buffer += text;
    let nl: number;
    while ((nl = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + 1);
      if (!line.trim()) continue;
      let msg: Record<string, unknown>;
      try {
        msg = JSON.parse(line) as Record<string, unknown>;
      } catch {
        process.stderr.write(`not JSON on stdout: ${line.slice(0, 200)}\n`);
        continue;
      }
      const p = this.pending.get(msg.id as number);
      if (p) {
        this.pending.delete(msg.id as number);
        p.resolve(msg);
      }
    }
  }

  request(id: number, method: string, params: unknown): Promise<Record<string, unknown> | undefined> {
    return new Promise((resolve) => {
      if (!this.alive) return resolve(undefined);
      this.pending.set(id, { resolve, sent: performance.now() });
      this.child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n');
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.alive) return resolve();
      this.child.on('exit', () => resolve());
      this.child.stdin.end();
    });
  }
}

interface Content {
  readonly type: string;
  readonly text?: string;
  readonly resource?: { readonly uri?: string; readonly mimeType?: string; readonly text?: string };
}

/** The .ics files an answer names (schedule's `ics.uri`, find_meeting_time's `ics` list), attached after its text. */
function namedIcs(structured: object): string[] {
  const ics = (structured as { ics?: unknown }).ics;
  if (Array.isArray(ics)) return ics as string[];
  const uri = (ics as { uri?: unknown } | undefined)?.uri;
  return typeof uri === 'string' ? [uri] : [];
}

/** What is wrong with an answer, or undefined when it is well-formed. */
function check(msg: Record<string, unknown>, id: number): string | undefined {
  if (msg.jsonrpc !== '2.0') return 'no jsonrpc 2.0';
  if (msg.id !== id) return 'wrong id';
  if ('error' in msg) {
    const e = msg.error as { code?: unknown; message?: unknown };
    return typeof e?.code === 'number' && typeof e.message === 'string' ? undefined : 'malformed error';
  }
  const r = msg.result as { content?: Content[]; isError?: boolean; structuredContent?: unknown } | undefined;
  if (!r || !Array.isArray(r.content) || r.content[0]?.type !== 'text' || typeof r.content[0].text !== 'string')
    return 'result without a text content first';
  const text = r.content[0].text;
  const attached = r.content.slice(1);
  if (r.isError === true) {
    if (attached.length) return 'isError with more than its text';
    return text.trim() && !text.includes('\n') ? undefined : 'isError without a one-line message';
  }
  if (typeof r.structuredContent !== 'object' || r.structuredContent === null) return 'success without structuredContent';
  if (text !== JSON.stringify(r.structuredContent)) return 'text is not the JSON of structuredContent';
  // After the text, exactly the .ics files the answer names, each embedded whole.
  const uris = attached.map((c) =>
    c.type === 'resource' &&
    c.resource?.mimeType === 'text/calendar' &&
    /^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/.test(c.resource.text ?? '')
      ? c.resource.uri
      : undefined,
  );
  if (JSON.stringify(uris) !== JSON.stringify(namedIcs(r.structuredContent))) return 'attachments are not the .ics files the answer names';
  const broken = brokenValue(r.structuredContent);
  return broken ? `a broken value presented as success (${broken})` : undefined;
}

async function main(): Promise<void> {
  if (!existsSync(BUNDLE)) throw new Error(`no ${BUNDLE}; run npm run build first`);
  const server = new Server();
  await server.start();
  const list = await server.request(1, 'tools/list', {});
  const tools = (list!.result as { tools: { name: string; inputSchema: { properties: Record<string, unknown> } }[] }).tools;
  let nextId = 10;
  const all: Record<string, Stats> = {};
  const started = performance.now();
  for (const name of TOOL_NAMES) {
    if (ONLY && !ONLY.includes(name)) continue;
    const tool = tools.find((t) => t.name === name);
    if (!tool) throw new Error(`the server has no ${name}`);
    const shape = Object.keys(tool.inputSchema.properties);
    const arbs: [Kind, fc.Arbitrary<Record<string, unknown>>][] = [
      ['valid', valid[name as ToolName]],
      ['invalid', invalid[name as ToolName]],
      ['mutated', mutatedFor(name as ToolName, shape)],
      ['any', anyArgsFor(shape)],
    ];
    const mix = fc.oneof(...arbs.map(([kind, arb], i) => ({ weight: [3, 1, 4, 2][i]!, arbitrary: arb.map((args) => ({ kind, args })) })));
    const s: Stats = {
      calls: 0,
      ok: 0,
      isError: 0,
      protocolErrors: 0,
      malformed: 0,
      internalErrors: 0,
      validRejected: 0,
      invalidAccepted: 0,
      crashes: 0,
      maxLatencyMs: 0,
      examples: [],
    };
    all[name] = s;
    const toolStart = performance.now();
    for (let b = 0; s.calls < CALLS; b++) {
      const n = Math.min(BATCH, CALLS - s.calls);
      const cases = fc.sample(mix, { numRuns: n, seed: SEED + b * 7919 + name.length });
      const answers = await Promise.all(
        cases.map(async ({ kind, args }) => {
          const id = nextId++;
          const sent = performance.now();
          const msg = await server.request(id, 'tools/call', { name, arguments: args });
          return { kind, args, id, msg, latency: performance.now() - sent };
        }),
      );
      for (const { kind, args, id, msg, latency } of answers) {
        s.calls++;
        const bad = (why: string) => {
          if (s.examples.length < 5)
            s.examples.push(`${why}: ${JSON.stringify(args).slice(0, 300)} -> ${JSON.stringify(msg).slice(0, 300)}`);
        };
        if (!msg) {
          bad('no answer');
          continue;
        }
        s.maxLatencyMs = Math.max(s.maxLatencyMs, latency);
        const why = check(msg, id);
        if (why) {
          s.malformed++;
          bad(why);
          continue;
        }
        if ('error' in msg) {
          s.protocolErrors++;
          if (kind === 'valid') bad('protocol error for a valid call');
          continue;
        }
        const r = msg.result as { isError?: boolean; content: { text: string }[] };
        if (r.isError) {
          s.isError++;
          if (r.content[0]!.text.includes('a Meridian bug')) {
            s.internalErrors++;
            bad('internal error');
          }
          if (kind === 'valid') {
            s.validRejected++;
            bad('valid call rejected');
          }
        } else {
          s.ok++;
          if (kind === 'invalid') {
            s.invalidAccepted++;
            bad('invalid call accepted');
          }
        }
      }
      if (!server.alive) {
        s.crashes++;
        if (s.examples.length < 5) s.examples.push(`crash: ${server.stderr.slice(-500)}`);
        await server.start();
      }
      if (b % 20 === 0) process.stderr.write(`${name}: ${s.calls}/${CALLS}\r`);
    }
    const secs = (performance.now() - toolStart) / 1000;
    process.stderr.write(`${name}: ${s.calls} calls in ${secs.toFixed(0)} s ${JSON.stringify(s)}\n`);
  }
  await server.stop();
  const rows = Object.entries(all).map(([tool, s]) => ({
    tool,
    calls: s.calls,
    ok: s.ok,
    isError: s.isError,
    'protocol errors': s.protocolErrors,
    malformed: s.malformed,
    'internal errors': s.internalErrors,
    'valid rejected': s.validRejected,
    'invalid accepted': s.invalidAccepted,
    crashes: s.crashes,
    'max latency ms': Math.round(s.maxLatencyMs),
  }));
  console.log(
    `meridian fuzz: seed ${SEED}, ${CALLS} calls per tool, batches of ${BATCH}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  console.table(rows);
  for (const [tool, s] of Object.entries(all)) for (const e of s.examples) console.log(`${tool}: ${e}`);
  const failed = Object.values(all).some(
    (s) =>
      s.malformed ||
      s.internalErrors ||
      s.validRejected ||
      s.invalidAccepted ||
      s.crashes ||
      s.calls !== s.ok + s.isError + s.protocolErrors,
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 2;
});
