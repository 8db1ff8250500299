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
import { runAttack } from '../bench/hostile.mjs';

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
