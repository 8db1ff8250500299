import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { jsonLineFilter } from './stdio.js';

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
  const r = await filter(['garbage\n', '\n', '42\n"text"\nnull\n', Buffer.from([0xff, 0xfe, 0x00, 0x0a]), '[{"jsonrpc":"2.0","id":3,"method":"ping"}]\n']);
  assert.deepEqual(r.replies.map((e) => e.code), [-32700, -32600, -32600, -32600, -32700]);
  assert.equal(r.passed, '[{"jsonrpc":"2.0","id":3,"method":"ping"}]\n');
});

test('a line over the limit is answered once and skipped to its end; the next line is read', async () => {
  const r = await filter(['{"a":"' + 'x'.repeat(50), 'x'.repeat(50), 'x"}\n{"jsonrpc":"2.0","id":4,"method":"ping"}\n'], 64);
  assert.deepEqual(r.replies.map((e) => e.code), [-32700]);
  assert.equal(r.passed, '{"jsonrpc":"2.0","id":4,"method":"ping"}\n');
  const whole = await filter(['{"a":"' + 'x'.repeat(100) + '"}\n{"jsonrpc":"2.0","id":5,"method":"ping"}\n'], 64);
  assert.deepEqual(whole.replies.map((e) => e.code), [-32700]);
  assert.equal(whole.passed, '{"jsonrpc":"2.0","id":5,"method":"ping"}\n');
});

test('reading waits while the answers are not being read, and goes on once they are', async () => {
  const output = new PassThrough({ highWaterMark: 4 });
  output.write('an answer the client has not read\n'); // over the mark: the output needs draining
  let seen = 0;
  const f = jsonLineFilter(() => {}, () => seen++, undefined, output);
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
