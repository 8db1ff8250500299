// The worker's side of the pool's protocol (./pool.ts WorkerMessage), in this thread over a
// MessageChannel: a job is run only if the worker can claim it, and its answer comes through the
// buffer of the job's place.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MessageChannel } from 'node:worker_threads';
import { servedAt } from '../../test/helpers.js';
import type { JobMessage, WorkerMessage } from './pool.js';
import { serveWorker } from './worker.js';

/** A worker served in this thread over a MessageChannel: its `ready` message, and `next()` for each message after. */
async function startWorker() {
  const { port1, port2 } = new MessageChannel();
  const deps = servedAt('2026-11-30T12:00:00Z', 'Europe/Paris');
  const next = () => new Promise<WorkerMessage>((resolve) => port2.once('message', resolve));
  const ready = next();
  serveWorker({ db: deps.db, localZone: deps.localZone, tools: deps.tools }, port1);
  const r = await ready;
  if (r.kind !== 'ready') assert.fail(`the first message is ${r.kind}`);
  return {
    r,
    next,
    post: (job: JobMessage) => port2.postMessage(job),
    close: () => {
      port1.close();
      port2.close();
    },
  };
}

test('a worker runs only the jobs it can claim, and answers each through its place', async () => {
  const { r, next, post, close } = await startWorker();
  try {
    const claims = new Int32Array(r.claims);
    const call = (id: number, place: number): JobMessage => ({
      id,
      place,
      tool: 'get_current_time',
      args: { timezone: 'Asia/Tokyo' },
      nowMs: Date.parse('2026-11-30T12:00:00Z'),
    });
    // Job 5 was taken back (its cell no longer holds 5); job 6 is claimable.
    Atomics.store(claims, 1, 6);
    post(call(5, 0));
    post(call(6, 1));
    const answer = await next();
    assert.equal(answer.kind, 'answer');
    if (answer.kind !== 'answer') return;
    assert.equal(answer.id, 6, 'job 5 was skipped: the first answer is job 6');
    assert.equal(answer.place, 1);
    assert.equal(Atomics.load(claims, 1), 0, 'answered: its cell is cleared');
    const text = Buffer.from(new Uint8Array(r.buffers[1]!, 0, answer.length)).toString('utf8');
    assert.equal(JSON.parse(text).structuredContent.datetime, '2026-11-30T21:00:00+09:00');
  } finally {
    close();
  }
});

test('a worker stops a job the pool gave up on at its next checkpoint, says so, and serves the next', async () => {
  const { r, next, post, close } = await startWorker();
  try {
    assert.ok(r.interrupts, 'a real worker can be asked to stop a job');
    const claims = new Int32Array(r.claims);
    const interrupts = new Int32Array(r.interrupts);
    const nowMs = Date.parse('2026-11-30T12:00:00Z');
    // A century of China's lunisolar holidays (seconds of work), given up on: its id is in
    // `interrupts`. (The worker runs in this thread here, so the id is there before it starts; the
    // pool stores it while the job runs.)
    Atomics.store(claims, 0, 7);
    Atomics.store(interrupts, 0, 7);
    const t = performance.now();
    const stopped = next();
    post({
      id: 7,
      place: 0,
      tool: 'business_days',
      args: { operation: 'count', date: '1800-01-01', end: '1899-12-31', country: 'CN' },
      nowMs,
    } satisfies JobMessage);
    assert.deepEqual(await stopped, { kind: 'stopped', id: 7, place: 0 });
    assert.ok(performance.now() - t < 1_000, 'stopped at its first year, not after the century');
    assert.equal(Atomics.load(claims, 0), 0, 'its place is free again');
    // The next job runs to its answer.
    Atomics.store(claims, 1, 8);
    const answered = next();
    post({
      id: 8,
      place: 1,
      tool: 'business_days',
      args: { operation: 'count', date: '2026-12-01', end: '2026-12-31', country: 'GB' },
      nowMs,
    } satisfies JobMessage);
    const a = await answered;
    if (a.kind !== 'answer') return assert.fail(a.kind);
    const text = Buffer.from(new Uint8Array(r.buffers[1]!, 0, a.length)).toString('utf8');
    assert.equal(JSON.parse(text).structuredContent.business_days, 21);
  } finally {
    close();
  }
});
