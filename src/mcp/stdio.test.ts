import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough, Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { protocolWorker, servedAt } from '../../test/helpers.js';
import { WorkerPool } from './pool.js';
import { jsonLineFilter, startStdio } from './stdio.js';

/** Feeds chunks through the filter; returns what passed and what it answered itself. */
async function filter(chunks: (string | Buffer)[], max?: number): Promise<{ passed: string; replies: { code: number }[] }> {
  const replies: { code: number }[] = [];
  let passed = '';
  const f = jsonLineFilter(
    (line) => replies.push((JSON.parse(line) as { error: { code: number } }).error),
    (message, text) => {
      assert.deepEqual(message, JSON.parse(text));
      passed += text + '\n';
    },
    max,
  );
  const ended = new Promise((resolve) => f.on('finish', resolve));
  for (const c of chunks) f.write(c);
  f.end();
  await ended;
  return { passed, replies };
}

test('JSON lines pass through whole, even split across chunks and with CRLF', async () => {
  const r = await filter(['{"jsonrpc":"2.0","id":1,', '"method":"ping"}\r\n{"jsonrpc"', ':"2.0","id":2,"method":"ping"}']);
  assert.equal(r.passed, '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n');
  assert.deepEqual(r.replies, []);
});

test('not JSON → -32700, JSON but not a message → -32600, blank lines are ignored; later lines still pass', async () => {
  const r = await filter([
    'garbage\n',
    '\n',
    '42\n"text"\nnull\n',
    Buffer.from([0xff, 0xfe, 0x00, 0x0a]),
    '[{"jsonrpc":"2.0","id":3,"method":"ping"}]\n',
  ]);
  assert.deepEqual(
    r.replies.map((e) => e.code),
    [-32700, -32600, -32600, -32600, -32700],
  );
  assert.equal(r.passed, '[{"jsonrpc":"2.0","id":3,"method":"ping"}]\n');
});

test('a line over the limit is answered once and skipped to its end; the next line is read', async () => {
  const r = await filter(['{"a":"' + 'x'.repeat(50), 'x'.repeat(50), 'x"}\n{"jsonrpc":"2.0","id":4,"method":"ping"}\n'], 64);
  assert.deepEqual(
    r.replies.map((e) => e.code),
    [-32700],
  );
  assert.equal(r.passed, '{"jsonrpc":"2.0","id":4,"method":"ping"}\n');
  const whole = await filter(['{"a":"' + 'x'.repeat(100) + '"}\n{"jsonrpc":"2.0","id":5,"method":"ping"}\n'], 64);
  assert.deepEqual(
    whole.replies.map((e) => e.code),
    [-32700],
  );
  assert.equal(whole.passed, '{"jsonrpc":"2.0","id":5,"method":"ping"}\n');
});

test('reading waits while the answers are not being read, and goes on once they are', async () => {
  const output = new PassThrough({ highWaterMark: 4 });
  output.write('an answer the client has not read\n'); // over the mark: the output needs draining
  let seen = 0;
  const f = jsonLineFilter(
    () => {},
    () => seen++,
    undefined,
    output,
  );
  let finished = false;
  f.on('finish', () => (finished = true));
  f.write('{"a":1}\n');
  f.write('{"a":2}\n');
  f.end();
  await new Promise((r) => setTimeout(r, 30));
  assert.equal(seen, 1);
  assert.equal(finished, false);
  output.resume(); // the client reads
  await new Promise((r) => f.on('finish', r));
  assert.equal(seen, 2);
});

test('pooled answers are written whole, and their buffers go back to the pool only once stdout has written them', async () => {
  // Workers that answer each job with 20 KB naming it; a stdout that holds 1 MB and takes 20 ms to
  // write each chunk, so that answers are framed while earlier ones still wait to be written.
  const pool = new WorkerPool({
    size: 2,
    maxQueued: 100,
    onBug: (t) => assert.fail(t),
    spawn: () =>
      new Worker(protocolWorker(`reply(job, JSON.stringify({ content: [{ type: 'text', text: String(job.args.n).repeat(20000) }] }));`), {
        eval: true,
      }),
  });
  let givenBack = 0;
  const recycle = pool.recycle.bind(pool);
  pool.recycle = (bytes) => {
    givenBack++;
    recycle(bytes);
  };
  const stdin = new PassThrough();
  let written = '';
  const stdout = new Writable({
    highWaterMark: 1024 * 1024,
    write(chunk: Buffer, _enc, done) {
      written += chunk.toString('utf8');
      setTimeout(done, 20);
    },
  });
  try {
    startStdio({ ...servedAt('2026-11-30T12:00:00Z', 'Europe/Paris'), pool }, (e) => assert.fail(e), stdin, stdout);
    stdin.write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      }) + '\n',
    );
    const calls = 40;
    for (let n = 1; n <= calls; n++) {
      const args = { participants: [{ timezone: 'UTC' }], duration_minutes: 30, n };
      stdin.write(
        JSON.stringify({ jsonrpc: '2.0', id: n, method: 'tools/call', params: { name: 'find_meeting_time', arguments: args } }) + '\n',
      );
    }
    for (let waited = 0; written.split('\n').length <= calls + 1 && waited < 10_000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    const lines = written
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: number; result: { content: { text: string }[] } });
    assert.equal(lines.length, calls + 1);
    // A buffer given back while stdout still held it would show as another answer written over it.
    assert.deepEqual(
      lines.map((l) => l.id).sort((a, b) => a - b),
      Array.from({ length: calls + 1 }, (_, i) => i),
      'every answer once',
    );
    for (const { id, result } of lines.slice(1)) assert.equal(result.content[0]!.text, String(id).repeat(20000), `answer ${id} intact`);
    assert.ok(givenBack >= calls, `every chunk written is offered back to the pool (${givenBack})`);
  } finally {
    stdin.end();
    await pool.close();
  }
});
