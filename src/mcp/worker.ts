// The worker side of the pool (./pool.ts): a worker thread holding its own tz database and tools,
// answering one job at a time with the tool result's JSON, as UTF-8 bytes it hands over. It never
// writes to stdout (the pool gives each worker its own stdout, piped to stderr).

import type { MessagePort } from 'node:worker_threads';
import { fixedClock } from '../time/clock.js';
import type { ToolContext } from '../tools/define.js';
import type { ServedTool } from '../tools/listing.js';
import { runTool } from '../tools/run.js';
import type { JobMessage, WorkerMessage } from './pool.js';

export interface WorkerDeps extends Omit<ToolContext, 'clock'> {
  readonly tools: readonly ServedTool[];
}

/** Answers jobs from `port` until the thread is terminated. */
export function serveWorker(deps: WorkerDeps, port: MessagePort): void {
  const byName = new Map(deps.tools.map((t) => [t.def.name, t]));
  const post = (m: WorkerMessage) => port.postMessage(m);
  const encoder = new TextEncoder();
  /** The answer's bytes are transferred, not copied: this thread lets go of them. */
  const answer = (id: number, result: object, isError: boolean) => {
    const json = encoder.encode(JSON.stringify(result));
    port.postMessage({ kind: 'answer', id, json, isError } satisfies WorkerMessage, [json.buffer]);
  };
  port.on('message', (job: JobMessage) => {
    const tool = byName.get(job.tool);
    if (!tool) return answer(job.id, { content: [{ type: 'text', text: `Tool ${job.tool} not found` }], isError: true }, true);
    const ctx: ToolContext = { db: deps.db, localZone: deps.localZone, clock: fixedClock(job.nowMs) };
    const result = runTool(tool.def, job.args, ctx, (e) => post({ kind: 'bug', text: e instanceof Error ? (e.stack ?? e.message) : String(e) }), tool.schema);
    answer(job.id, result, 'isError' in result);
  });
  post({ kind: 'ready' });
}
