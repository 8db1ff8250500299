// The worker's side of the pool's protocol (./pool.ts WorkerMessage), in this thread over a
// MessageChannel: a job is run only if the worker can claim it, and its answer comes through the
// buffer of the job's place.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MessageChannel } from 'node:worker_threads';
import { servedAt } from '../../test/helpers.js';
import type { JobMessage, WorkerMessage } from './pool.js';
import { serveWorker } from './worker.js';

test('a worker runs only the jobs it can claim, and answers each through its place', async () => {
  const { port1, port2 } = new MessageChannel();
  const deps = servedAt('2026-11-30T12:00:00Z', 'Europe/Paris');
  const next = () => new Promise<WorkerMessage>((resolve) => port2.once('message', resolve));
  try {
    const ready = next();
    serveWorker({ db: deps.db, localZone: deps.localZone, tools: deps.tools }, port1);
    const r = await ready;
    assert.equal(r.kind, 'ready');
    if (r.kind !== 'ready') return;
    const claims = new Int32Array(r.claims);
    const call = (id: number, place: number): JobMessage => ({ id, place, tool: 'get_current_time', args: { timezone: 'Asia/Tokyo' }, nowMs: Date.parse('2026-11-30T12:00:00Z') });
    // Job 5 was taken back (its cell no longer holds 5); job 6 is claimable.
    Atomics.store(claims, 1, 6);
    port2.postMessage(call(5, 0));
    port2.postMessage(call(6, 1));
    const answer = await next();
    assert.equal(answer.kind, 'answer');
    if (answer.kind !== 'answer') return;
    assert.equal(answer.id, 6, 'job 5 was skipped: the first answer is job 6');
    assert.equal(answer.place, 1);
    assert.equal(Atomics.load(claims, 1), 0, 'answered: its cell is cleared');
    const text = Buffer.from(new Uint8Array(r.buffers[1]!, 0, answer.length)).toString('utf8');
    assert.equal(JSON.parse(text).structuredContent.datetime, '2026-11-30T21:00:00+09:00');
  } finally {
    port1.close();
    port2.close();
  }
});
