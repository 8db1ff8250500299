// The worker side of the pool (./pool.ts): a worker thread holding its own tz database and tools,
// answering one job at a time with the tool result's JSON text. It never writes to stdout (the pool
// gives each worker its own stdout, piped to stderr).

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
  port.on('message', (job: JobMessage) => {
    const tool = byName.get(job.tool);
    if (!tool) {
      post({ kind: 'answer', id: job.id, text: JSON.stringify({ content: [{ type: 'text', text: `Tool ${job.tool} not found` }], isError: true }), isError: true });
      return;
    }
    const ctx: ToolContext = { db: deps.db, localZone: deps.localZone, clock: fixedClock(job.nowMs) };
    const result = runTool(tool.def, job.args, ctx, (e) => post({ kind: 'bug', text: e instanceof Error ? (e.stack ?? e.message) : String(e) }), tool.schema);
    post({ kind: 'answer', id: job.id, text: JSON.stringify(result), isError: 'isError' in result });
  });
  post({ kind: 'ready' });
}
