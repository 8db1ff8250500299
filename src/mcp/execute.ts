// Where a tool call runs. A call that is always cheap (its tool's definition says `inline`, for every
// call or for calls like this one; the worst case under its limits is measured in bench/worst-case.ts)
// runs on the event loop, as a worker
// round trip would cost more than the call; every other call goes to the worker pool (./pool.ts),
// where a deadline can stop it. Without a pool (--workers 0, tests, the command line) every call
// runs inline, as before.

import { runsInline, type ToolContext } from '../tools/define.js';
import type { ServedTool } from '../tools/listing.js';
import { runTool, runToolJson, type ToolResult } from '../tools/run.js';
import type { Frame, PoolError, WorkerPool } from './pool.js';

/** Who is asking, for the pool's fairness and deadline. */
export interface CallOptions {
  /** A connection or session: jobs are served round-robin across clients. */
  readonly client: string;
  /** The call's deadline, ms from now. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** What a pooled answer's bytes are written between (./pool.ts JobOptions). */
  readonly frame?: Frame;
}

/** How long a pooled call waited and ran, for the request log. */
export interface CallTiming {
  waitMs?: number;
  runMs?: number;
}

export interface ExecutionDeps extends ToolContext {
  readonly onBug: (error: unknown) => void;
  /** Absent: every call runs inline. */
  readonly pool?: WorkerPool;
}

/** Does this call run on the event loop here (no pool, or a call its tool marks inline)? */
export function runsHere(deps: ExecutionDeps, tool: ServedTool, args: unknown): boolean {
  return !deps.pool || runsInline(tool.def, args);
}

/**
 * Runs one call; the result's JSON, which the lean session writes as it is: text from a call run
 * here, UTF-8 bytes from the pool between `options.frame` (./pool.ts WorkerAnswer). Rejects with a
 * PoolError.
 */
export function callTool(
  deps: ExecutionDeps,
  tool: ServedTool,
  args: unknown,
  options: CallOptions,
  timing?: CallTiming,
): string | Promise<Uint8Array> {
  if (runsHere(deps, tool, args)) return runToolJson(tool.def, args, deps, deps.onBug, tool.schema);
  return deps.pool!.run(tool.def.name, args, deps.clock.nowMs(), options).then((answer) => {
    if (timing) {
      timing.waitMs = (timing.waitMs ?? 0) + answer.waitMs;
      timing.runMs = (timing.runMs ?? 0) + answer.runMs;
    }
    return answer.json;
  });
}

/** The same, as a result object (the SDK's tool callbacks return one). */
export function callToolResult(
  deps: ExecutionDeps,
  tool: ServedTool,
  args: unknown,
  options: CallOptions,
  timing?: CallTiming,
): ToolResult | Promise<ToolResult> {
  if (runsHere(deps, tool, args)) return runTool(tool.def, args, deps, deps.onBug, tool.schema);
  return (callTool(deps, tool, args, options, timing) as Promise<Uint8Array>).then((json) => JSON.parse(utf8(json)) as ToolResult);
}

/** UTF-8 bytes as text. */
export const utf8 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');

/** The JSON-RPC error a call that got no answer is given: -32000, with the pool's sentence. */
export const UNAVAILABLE = -32000;

/** A pool's refusal, told by its name: this module does not load the pool's code, which a server without a pool never runs. */
export const isPoolError = (e: unknown): e is PoolError => e instanceof Error && e.name === 'PoolError';
