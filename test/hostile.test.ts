// The short version of `npm run bench:hostile` (bench/hostile.mjs): four of its attacks, three
// seconds each, against the built bundle over HTTP on loopback with a 2 s deadline, while the probe
// client calls get_current_time four times a second on its own connection. What must hold on any
// machine: every probe call answered (200 within its 5 s), no answer to the attack later than 2 s
// after its deadline (the full run holds 100 ms; a test machine running other suites at once cannot
// time that finely, but the failure this guards against is answers many seconds late, or none), the
// server alive after. The latency figures (probe p99 ≤ 250 ms and the
// rest) are the full run's, recorded in RELIABILITY.md.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import { BIG_ANSWER, FRAMINGS, framingAttempt, framingBoundMs, post, runAttack, startServer, toolCall } from '../bench/hostile.mjs';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));

for (const name of ['mix50', 'centuries', 'batch', 'pipeline']) {
  test(`hostile load, short: ${name}`, async () => {
    const r = await runAttack(DIST, name, { seconds: 3, short: true, timeoutMs: 2_000, lateMs: 2_000 });
    assert.ok(r.probes >= 1, `${r.probes} probe calls during the attack`);
    assert.equal(r.probeOk, r.probes, `probe calls failed: ${r.probeFailures.join(', ')}`);
    assert.equal(r.attack.late, 0, `answers after their deadline (the slowest after ${Math.round(r.attack.slowest)} ms)`);
    assert.equal(r.crashed, false);
    assert.ok(r.attack.sent > 0);
  });
}

// Malformed framing and a client that stops reading, side by side against one server with a 2 s
// deadline (so the body and head time bounds are 2 s; the pause within a body is 1 s), after one
// ordinary call (a fresh server spends its first second loading). Each framing of the bench's table
// (bench/hostile.mjs FRAMINGS) is written once on a raw socket, all at once: each must get its 4xx
// status line and a close, within its bound plus 3 s (the bench reports the real times). The client
// that stops reading must be closed by the server within 5 s of its answer beginning (its bound is
// 3 s without progress), while another client is answered every time.
test('malformed framing: a 4xx status line and a close for each, never silence; a client that stops reading is closed while others are answered', {
  concurrency: true,
}, async (t) => {
  const server = await startServer(DIST, { timeoutMs: 2_000 });
  try {
    assert.equal((await post(server.port, undefined, toolCall('get_current_time', { timezone: 'UTC' }))).ok, true);
    const framing = t.test('each malformed framing', async () => {
      const results = await Promise.all(FRAMINGS.map((f) => framingAttempt(server.port, f, 15_000)));
      const wrong = FRAMINGS.flatMap((f, i) => {
        const r = results[i]!;
        const bound = framingBoundMs(f, 2_000) + 3_000;
        return r.status === f.expect && r.closed && r.closeMs <= bound
          ? []
          : [
              `${f.name}: status ${r.status ?? 'none'} (want ${f.expect}), closed ${r.closed ? `after ${Math.round(r.closeMs)} ms` : 'never'} (bound ${bound} ms)`,
            ];
      });
      assert.deepEqual(wrong, []);
    });

    const unread = t.test('a client that stops reading', async () => {
      const call = JSON.stringify(toolCall('time_calculator', BIG_ANSWER));
      // The whole answer, read by a client that reads: its size on the wire.
      // (On a loaded machine this call can pass the 2 s deadline and get the 503 that deadline is
      // for: that is not what this test is about, so it is tried again, up to three times in all.)
      let full = await post(server.port, undefined, JSON.parse(call), { timeoutMs: 10_000 });
      for (let k = 0; k < 2 && full.status === 503; k++) full = await post(server.port, undefined, JSON.parse(call), { timeoutMs: 10_000 });
      assert.equal(full.ok, true, `the ~2 MB answer itself: ${full.status}`);
      const size = full.bytes ?? 0;
      assert.ok(size > 1_000_000, `${size} bytes`);

      // Reads the first bytes of its answer (so the test knows when it began), then nothing.
      const s = net.connect(server.port, '127.0.0.1');
      let received = 0;
      let closedAt: number | undefined;
      s.on('error', () => {});
      s.on('close', () => (closedAt = performance.now()));
      const answerBegan = new Promise<number>((resolve) =>
        s.on('data', (d: Buffer) => {
          if (received === 0) {
            s.pause();
            resolve(performance.now());
          }
          received += d.length;
        }),
      );
      s.write(
        `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-11-25\r\nContent-Length: ${Buffer.byteLength(call)}\r\n\r\n${call}`,
      );
      const began = await answerBegan;

      // Meanwhile another client calls every 100 ms, and is answered every time.
      const others: boolean[] = [];
      const until = began + 5_000;
      while (performance.now() < until) {
        others.push(
          (await post(server.port, undefined, toolCall('get_current_time', { timezone: 'Asia/Tokyo' }), { timeoutMs: 5_000 })).ok,
        );
        await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(
        others.length >= 10 && others.every(Boolean),
        `other client: ${others.filter(Boolean).length} of ${others.length} answered`,
      );

      // 5 s after its answer began (the server's bound is 3 s without progress), the connection is
      // gone: reading now gets what the kernel had taken for it, then the reset, not the answer.
      s.resume();
      const deadline = performance.now() + 2_000;
      while (closedAt === undefined && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      s.destroy();
      assert.ok(closedAt !== undefined && closedAt <= deadline, 'closed by the server');
      assert.ok(received < size / 2, `read ${received} of the answer's ${size} bytes`);
    });
    await Promise.all([framing, unread]);
    assert.equal(server.exited(), null, 'the server is still running');
  } finally {
    await server.stop();
  }
});
