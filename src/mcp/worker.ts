// The worker side of the pool (./pool.ts): a worker thread holding its own tz database and tools,
// answering one job at a time with the tool result's JSON, as UTF-8 in a buffer it shares with the
// event loop, and claiming each job before it starts it (./pool.ts WorkerMessage: the pool may take
// back a job it sent ahead), and stopping one the pool has given up on at its next checkpoint
// (../core/checkpoint.ts). It never writes to stdout (the pool gives each worker its own stdout,
// piped to stderr).

import type { MessagePort } from 'node:worker_threads';
import { Interrupted, onCheckpoint } from '../core/checkpoint.js';
import { fixedClock } from '../time/clock.js';
import type { ToolContext } from '../tools/define.js';
import type { ServedTool } from '../tools/listing.js';
import { runTool } from '../tools/run.js';
import { SENT_AHEAD, type JobMessage, type WorkerMessage } from './pool.js';

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
  const claims = new Int32Array(new SharedArrayBuffer(SENT_AHEAD * Int32Array.BYTES_PER_ELEMENT));
  const buffers = Array.from({ length: SENT_AHEAD }, () => new Uint8Array(new SharedArrayBuffer(INITIAL_ANSWER_BYTES)));
  /** The answer's JSON, written into the buffer of the job's place, which the loop reads it from (./pool.ts WorkerMessage). */
  const answer = (job: JobMessage, result: object, isError: boolean) => {
    const json = JSON.stringify(result);
    let grown: SharedArrayBuffer | undefined;
    let done = encoder.encodeInto(json, buffers[job.place]!);
    if (done.read < json.length) {
      grown = new SharedArrayBuffer(2 ** Math.ceil(Math.log2(Buffer.byteLength(json))));
      buffers[job.place] = new Uint8Array(grown);
      done = encoder.encodeInto(json, buffers[job.place]!);
    }
    Atomics.store(claims, job.place, 0);
    post({ kind: 'answer', id: job.id, place: job.place, length: done.written, isError, ...(grown ? { buffer: grown } : {}) });
  };
  // The id of a running job the pool has given up on (./pool.ts WorkerMessage); the job's checkpoints read it.
  const interrupts = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  let running = 0;
  onCheckpoint(() => {
    if (running !== 0 && Atomics.load(interrupts, 0) === running) throw new Interrupted();
  });
  port.on('message', (job: JobMessage) => {
    // The pool may have taken the job back since it sent it (for a newcomer, an idle worker, a deadline).
    if (Atomics.compareExchange(claims, job.place, job.id, -job.id) !== job.id) return;
    const tool = byName.get(job.tool);
    if (!tool) return answer(job, { content: [{ type: 'text', text: `Tool ${job.tool} not found` }], isError: true }, true);
    const ctx: ToolContext = { db: deps.db, localZone: deps.localZone, clock: fixedClock(job.nowMs) };
    running = job.id;
    let result: ReturnType<typeof runTool>;
    try {
      result = runTool(
        tool.def,
        job.args,
        ctx,
        (e) => post({ kind: 'bug', text: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
        tool.schema,
      );
    } catch (e) {
      if (!(e instanceof Interrupted)) throw e;
      Atomics.store(claims, job.place, 0);
      post({ kind: 'stopped', id: job.id, place: job.place });
      return;
    } finally {
      running = 0;
    }
    answer(job, result, 'isError' in result);
  });
  post({
    kind: 'ready',
    claims: claims.buffer as SharedArrayBuffer,
    buffers: buffers.map((b) => b.buffer as SharedArrayBuffer),
    interrupts: interrupts.buffer as SharedArrayBuffer,
  });
}
