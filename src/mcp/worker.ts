// The worker side of the pool (./pool.ts): a worker thread holding its own tz database and tools,
// answering one job at a time with the tool result's JSON, as UTF-8 in a buffer it shares with the
// event loop. It never writes to stdout (the pool gives each worker its own stdout, piped to stderr).

import type { MessagePort } from 'node:worker_threads';
import { fixedClock } from '../time/clock.js';
import type { ToolContext } from '../tools/define.js';
import type { ServedTool } from '../tools/listing.js';
import { runTool } from '../tools/run.js';
import type { JobMessage, WorkerMessage } from './pool.js';

/**
 * Most answers fit (a 20-person meeting search's is 46 KB); a larger one grows the buffer, for good
 * (a result is at most a few MB: tools/run.ts MAX_ANSWER_BYTES).
 */
const INITIAL_ANSWER_BYTES = 64 * 1024;

export interface WorkerDeps extends Omit<ToolContext, 'clock'> {
  readonly tools: readonly ServedTool[];
}

/** Answers jobs from `port` until the thread is terminated. */
export function serveWorker(deps: WorkerDeps, port: MessagePort): void {
  const byName = new Map(deps.tools.map((t) => [t.def.name, t]));
  const post = (m: WorkerMessage) => port.postMessage(m);
  const encoder = new TextEncoder();
  let buffer = new SharedArrayBuffer(INITIAL_ANSWER_BYTES);
  let answers = new Uint8Array(buffer);
  /** The answer's JSON, written into the buffer the loop reads it from (./pool.ts WorkerMessage). */
  const answer = (id: number, result: object, isError: boolean) => {
    const json = JSON.stringify(result);
    let grown: SharedArrayBuffer | undefined;
    let done = encoder.encodeInto(json, answers);
    if (done.read < json.length) {
      grown = buffer = new SharedArrayBuffer(2 ** Math.ceil(Math.log2(Buffer.byteLength(json))));
      answers = new Uint8Array(buffer);
      done = encoder.encodeInto(json, answers);
    }
    post({ kind: 'answer', id, length: done.written, isError, ...(grown ? { buffer: grown } : {}) });
  };
  port.on('message', (job: JobMessage) => {
    const tool = byName.get(job.tool);
    if (!tool) return answer(job.id, { content: [{ type: 'text', text: `Tool ${job.tool} not found` }], isError: true }, true);
    const ctx: ToolContext = { db: deps.db, localZone: deps.localZone, clock: fixedClock(job.nowMs) };
    const result = runTool(tool.def, job.args, ctx, (e) => post({ kind: 'bug', text: e instanceof Error ? (e.stack ?? e.message) : String(e) }), tool.schema);
    answer(job.id, result, 'isError' in result);
  });
  post({ kind: 'ready', buffer });
}
