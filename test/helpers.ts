// Shared test fixtures: the embedded tz database and a tool context on a frozen clock.

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fixedClock } from '../src/time/clock.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import assert from 'node:assert/strict';
import { inputJsonSchema, runTool, type ToolContext, type ToolDefinition, type ToolResult } from '../src/tools/define.js';

export const db = new TzDatabase(embeddedSource());

export function ctxAt(iso: string, localZone = 'Europe/Warsaw'): ToolContext {
  return { clock: fixedClock(Date.parse(iso)), db, localZone };
}

export const at = (iso: string): number => Date.parse(iso) / 1000;

/** A tool called as every transport calls it (runTool checking its input JSON Schema); a thrown bug fails the test. */
export function runChecked(tool: object, args: unknown, ctx: ToolContext): ToolResult {
  const def = tool as ToolDefinition;
  return runTool(def, args, ctx, (e) => assert.fail(String(e)), inputJsonSchema(def.input(ctx)));
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
