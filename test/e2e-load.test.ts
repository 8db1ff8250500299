// Work under load, end to end through the built bundle: costly calls run in the worker pool while
// the event loop keeps answering; a call past its deadline is stopped (stdio: a JSON-RPC error;
// HTTP: 503 with Retry-After and the request's id) and its answer never comes after; a cancelled
// call gets no answer; the request log carries queue wait and worker time; /readyz says
// "saturated" while the pool's queue is full; a client pipelining past its bound is told 429. The timings these depend on are generous; the figures that matter are
// measured by `npm run bench:hostile` (RELIABILITY.md), not asserted here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { BUNDLE, startHttpBundle } from './helpers.js';

const BASE_ARGS = [BUNDLE, '--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris'];

/** A rule whose expansion runs through the schedule tool's whole bound of periods: a few hundred ms of work. */
const COSTLY = {
  name: 'schedule',
  arguments: {
    rule: 'FREQ=HOURLY;INTERVAL=7;BYMONTH=2;BYMONTHDAY=29;BYHOUR=5',
    timezone: 'America/New_York',
    from: '2025-03-01T00:00:00Z',
    count: 1000,
  },
};
/** Longer still, for the deadline and cancel tests: a century of China's lunisolar holidays, several seconds of work, far past the deadlines those tests set. */
const PAST_DEADLINE = { name: 'business_days', arguments: { operation: 'count', date: '1800-01-01', end: '1899-12-31', country: 'CN' } };
const CHEAP = { name: 'get_current_time', arguments: { timezone: 'Asia/Tokyo' } };
/** A pooled call with nothing to load on first use: after a stop, only the new worker's start costs time. */
const FOLLOW_UP = {
  name: 'time_calculator',
  arguments: { operation: 'add', base_time: '2026-12-24T09:00:00Z', timezone: 'Europe/Berlin', days: 2 },
};

interface Line {
  readonly at: number;
  readonly msg: {
    id?: number | string;
    result?: { isError?: boolean; content?: { text: string }[]; structuredContent?: Record<string, unknown> };
    error?: { code: number; message: string };
  };
}

/** An stdio session with the bundle, spoken line by line. */
function session(extra: readonly string[]) {
  const child: ChildProcess = spawn(process.execPath, [...BASE_ARGS, ...extra], { stdio: ['pipe', 'pipe', 'pipe'] });
  const lines: Line[] = [];
  const waiters: (() => void)[] = [];
  let buf = '';
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout!.on('data', (d: Buffer) => {
    buf += d.toString();
    for (let nl = buf.indexOf('\n'); nl !== -1; nl = buf.indexOf('\n')) {
      lines.push({ at: performance.now(), msg: JSON.parse(buf.slice(0, nl)) as Line['msg'] });
      buf = buf.slice(nl + 1);
      waiters.splice(0).forEach((w) => w());
    }
  });
  const send = (m: object) => child.stdin!.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\n');
  const answerTo = async (id: number): Promise<Line> => {
    for (;;) {
      const found = lines.find((l) => l.msg.id === id);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const open = async () => {
    send({
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'load', version: '1' } },
    });
    await answerTo(0);
    send({ method: 'notifications/initialized' });
  };
  return { child, lines, send, answerTo, open, stderr: () => stderr, close: () => child.kill() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('stdio: a costly call runs in a worker; ping and cheap calls sent after it are answered before it', async () => {
  const s = session(['--workers', '1']);
  try {
    await s.open();
    s.send({ id: 1, method: 'tools/call', params: COSTLY });
    s.send({ id: 2, method: 'ping' });
    s.send({ id: 3, method: 'tools/call', params: CHEAP });
    const [costly, ping, cheap] = await Promise.all([s.answerTo(1), s.answerTo(2), s.answerTo(3)]);
    assert.deepEqual(ping.msg.result, {});
    assert.deepEqual(cheap.msg.result?.structuredContent, {
      timezone: 'Asia/Tokyo',
      datetime: '2026-11-30T21:00:00+09:00',
      day_of_week: 'Monday',
      is_dst: false,
    });
    assert.ok(ping.at < costly.at && cheap.at < costly.at, 'the loop answered while the worker worked');
    // The costly call's own answer: refused at its bound of work, with what to ask instead.
    assert.equal(costly.msg.result?.isError, true);
    assert.match(costly.msg.result!.content![0]!.text, /^Listing these occurrences ran through 200,000 periods/);
  } finally {
    s.close();
  }
});

test('stdio: the same session with --workers 0 answers in order, on the one loop', async () => {
  const s = session(['--workers', '0']);
  try {
    await s.open();
    s.send({ id: 1, method: 'tools/call', params: COSTLY });
    s.send({ id: 2, method: 'ping' });
    const [costly, ping] = await Promise.all([s.answerTo(1), s.answerTo(2)]);
    assert.ok(costly.at <= ping.at, 'one loop: the ping waits for the costly call');
  } finally {
    s.close();
  }
});

test('stdio: a call past --request-timeout is stopped with a JSON-RPC error, never answered later; the session goes on', async () => {
  const s = session(['--workers', '1', '--request-timeout', '150']);
  try {
    await s.open();
    s.send({ id: 1, method: 'tools/call', params: PAST_DEADLINE });
    const stopped = await s.answerTo(1);
    assert.deepEqual(stopped.msg.error, {
      code: -32000,
      message: 'No answer within 150 ms: the call was stopped. Ask for less at once (fewer items, a shorter range), or retry.',
    });
    // Its worker stopped it at its next checkpoint (src/core/checkpoint.ts; one that cannot is
    // terminated and replaced): the next pooled call is served. (Had the worker been replaced, the
    // new one's start would count against the call's deadline; the error says to retry, and a busy
    // machine may take several 150 ms deadlines to start it: retried for up to 30 s.)
    let next: Line | undefined;
    const until = Date.now() + 30_000;
    for (let id = 2; !next?.msg.result && Date.now() < until; id++) {
      if (id > 2) await sleep(100);
      s.send({ id, method: 'tools/call', params: FOLLOW_UP });
      next = await s.answerTo(id);
    }
    assert.equal(
      (next!.msg.result?.structuredContent as { result: string } | undefined)?.result,
      '2026-12-26T10:00:00+01:00',
      JSON.stringify(next!.msg),
    );
    await sleep(2_500); // longer than the stopped call would have run
    assert.equal(s.lines.filter((l) => l.msg.id === 1).length, 1, 'no second answer to the stopped call');
    assert.match(s.stderr(), /^meridian-mcp [^\n]*: waiting for an MCP client on stdio [^\n]*\n$/, 'stderr holds the start-up line alone');
  } finally {
    s.close();
  }
});

test('stdio: notifications/cancelled stops a running call: no answer to it, and the next call is served', async () => {
  const s = session(['--workers', '1']);
  try {
    await s.open();
    s.send({ id: 1, method: 'tools/call', params: PAST_DEADLINE });
    await sleep(100);
    s.send({ method: 'notifications/cancelled', params: { requestId: 1, reason: 'the user moved on' } });
    s.send({ id: 2, method: 'tools/call', params: { name: 'timezone_info', arguments: { timezones: ['Asia/Kathmandu'] } } });
    const next = await s.answerTo(2);
    assert.equal((next.msg.result!.structuredContent as { zones: { offset: string }[] }).zones[0]!.offset, '+05:45');
    await sleep(2_500);
    assert.equal(s.lines.filter((l) => l.msg.id === 1).length, 0, 'a cancelled call is not answered');
  } finally {
    s.close();
  }
});

test('stdio: JSON-RPC batches only in 2025-03-26, answered as one array', async () => {
  const s = session(['--workers', '1']);
  try {
    s.send({
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'load', version: '1' } },
    });
    assert.equal(
      (await s.answerTo(0)).msg.result && (s.lines[0]!.msg.result as unknown as { protocolVersion: string }).protocolVersion,
      '2025-03-26',
    );
    s.child.stdin!.write(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'ping' },
        {
          jsonrpc: '2.0',
          id: 2,
          method: 'tools/call',
          params: { name: 'business_days', arguments: { operation: 'count', date: '2026-12-01', end: '2026-12-31', country: 'GB' } },
        },
      ]) + '\n',
    );
    await sleep(50);
    for (let i = 0; i < 100 && s.lines.length < 2; i++) await sleep(50);
    const batch = s.lines[1]!.msg as unknown as { id: number; result: { structuredContent?: { business_days: number } } }[];
    assert.ok(Array.isArray(batch), JSON.stringify(batch));
    assert.deepEqual(
      batch.map((m) => m.id),
      [1, 2],
    );
    assert.equal(batch[1]!.result.structuredContent!.business_days, 21); // December 2026 in England: 31 days, 8 weekend days, Christmas and Boxing Day (observed)
  } finally {
    s.close();
  }
  const modern = session(['--workers', '1']);
  try {
    await modern.open();
    modern.child.stdin!.write(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'ping' }]) + '\n');
    for (let i = 0; i < 100 && modern.lines.length < 2; i++) await sleep(50);
    assert.deepEqual(modern.lines[1]!.msg, {
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: 'Invalid Request: send one JSON-RPC message object per line; batches exist only in protocol 2025-03-26.',
      },
    });
  } finally {
    modern.close();
  }
});

// ---------------------------------------------------------------- HTTP

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };

async function post(url: string, body: unknown, headers: Record<string, string> = HEADERS) {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  const data =
    text.startsWith('{') || text.startsWith('[') ? text : (text.split('\n').find((l) => l.startsWith('data: ')) ?? 'data: null').slice(6);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), json: JSON.parse(data) as Record<string, unknown> };
}

test('HTTP: a call past the deadline is 503 with Retry-After and its id; the log has queue wait and worker time', async () => {
  const server = await startHttpBundle(['--workers', '1', '--request-timeout', '300', '--now', '2026-11-30T12:00:00Z']);
  try {
    const stopped = await post(server.url, { jsonrpc: '2.0', id: 41, method: 'tools/call', params: PAST_DEADLINE });
    assert.equal(stopped.status, 503);
    assert.equal(stopped.retryAfter, '1');
    assert.deepEqual(stopped.json, {
      jsonrpc: '2.0',
      id: 41,
      error: { code: -32603, message: 'No answer within 300 ms; retry the request.' },
    });

    // Served by the worker that stopped the call at a checkpoint (or by its replacement, which loads
    // every tool's code as it starts; a call waiting for it counts that against its 300 ms, so on a
    // loaded machine the first tries may be told to retry, as Retry-After says, until it is ready).
    let ok = { status: 0, retryAfter: null as string | null, json: {} as Record<string, unknown> };
    for (const until = Date.now() + 30_000; ok.status !== 200 && Date.now() < until; ) {
      ok = await post(server.url, { jsonrpc: '2.0', id: 42, method: 'tools/call', params: FOLLOW_UP });
      if (ok.status !== 200) await sleep(200);
    }
    assert.equal(ok.status, 200);
    assert.equal((ok.json.result as { structuredContent: { result: string } }).structuredContent.result, '2026-12-26T10:00:00+01:00');
    const inline = await post(server.url, { jsonrpc: '2.0', id: 43, method: 'tools/call', params: CHEAP });
    assert.equal(inline.status, 200);
    await sleep(100);
    const log = server
      .stderr()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const byTool = (tool: string) => log.filter((l) => l.tool === tool);
    assert.equal(byTool('business_days')[0]!.status, 503);
    const pooled = byTool('time_calculator').find((l) => l.status === 200)!;
    assert.equal(pooled.status, 200);
    assert.ok(typeof pooled.wait_ms === 'number' && typeof pooled.run_ms === 'number', JSON.stringify(pooled));
    // An inline call has no pool figures.
    assert.equal('run_ms' in byTool('get_current_time')[0]!, false);
  } finally {
    server.child.kill();
  }
});

test('HTTP: batches are refused outside 2025-03-26 and each element counts against the bounds', async () => {
  const server = await startHttpBundle(['--workers', '1']);
  try {
    const batch = [{ jsonrpc: '2.0', id: 1, method: 'ping' }];
    const refused = await post(server.url, batch);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.json, {
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: 'Invalid Request: send one JSON-RPC message per request; batches exist only in protocol 2025-03-26.',
      },
    });
    // One client's batch larger than its share of concurrent requests (32) is refused as a whole.
    const big = Array.from({ length: 40 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: CHEAP }));
    const tooMany = await post(server.url, big, { ...HEADERS, 'mcp-protocol-version': '2025-03-26' });
    assert.equal(tooMany.status, 429);
    assert.equal(tooMany.retryAfter, '1');
  } finally {
    server.child.kill();
  }
});

test('HTTP: one socket pipelining past its bound is told 429 and closed; a probe on its own connection is answered', async () => {
  const server = await startHttpBundle(['--workers', '1']);
  try {
    const { port } = new URL(server.url);
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: CHEAP });
    const one = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-11-25\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const sock = connect(Number(port), '127.0.0.1');
    let got = '';
    sock.on('data', (d: Buffer) => (got += d.toString()));
    const closed = new Promise<void>((resolve) => sock.on('close', () => resolve()));
    sock.on('error', () => {});
    sock.write(one.repeat(1_000));
    const probe = await post(server.url, { jsonrpc: '2.0', id: 9, method: 'tools/call', params: CHEAP });
    assert.equal(probe.status, 200);
    await closed;
    const statuses = [...got.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => m[1]);
    assert.ok(statuses.includes('429'), `statuses: ${[...new Set(statuses)].join(', ')}`);
    assert.ok(statuses.length < 1_000, 'the rest of the pipeline went unanswered once refused');
    const health = await fetch(server.url.replace('/mcp', '/healthz'));
    assert.equal(health.status, 200);
  } finally {
    server.child.kill();
  }
});

test('HTTP: past the queue bound a costly call is refused at once (503, Retry-After), and /readyz says saturated', async () => {
  // One worker: 64 calls may wait for it. 70 costly calls at once, on their own connections.
  const server = await startHttpBundle(['--workers', '1', '--request-timeout', '60000']);
  try {
    const calls = Array.from({ length: 70 }, (_, i) =>
      post(server.url, { jsonrpc: '2.0', id: 100 + i, method: 'tools/call', params: COSTLY }).catch(() => undefined),
    );
    const refusedAtOnce = await Promise.race([
      Promise.any(calls.map((c) => c.then((r) => (r && r.status === 503 ? r : Promise.reject(new Error('not refused')))))),
      sleep(20_000).then(() => undefined),
    ]);
    assert.ok(refusedAtOnce, 'some call was refused while the others waited');
    assert.equal(refusedAtOnce.retryAfter, '1');
    const error = refusedAtOnce.json.error as { code: number; message: string };
    assert.equal(error.code, -32000);
    assert.match(error.message, /^The server is busy \(\d+ calls waiting for a worker\); retry in a second\.$/);
    const ready = await fetch(server.url.replace('/mcp', '/readyz'));
    assert.equal(ready.status, 503);
    assert.equal(ready.headers.get('retry-after'), '1');
    assert.deepEqual(await ready.json(), { status: 'saturated' });
    // Still alive, and cheap calls still flow past the queue.
    assert.equal((await fetch(server.url.replace('/mcp', '/healthz'))).status, 200);
    assert.equal((await post(server.url, { jsonrpc: '2.0', id: 9, method: 'tools/call', params: CHEAP })).status, 200);
  } finally {
    server.child.kill();
  }
});

// Linux: each worker thread runs at a lower priority than the event loop (cli/main.ts, WORKER_NICE),
// so a health check or a deadline's answer gets the CPU while costly calls keep every core busy.
test('HTTP on Linux: the workers run 10 nice steps below the event loop, which keeps the priority it was started with', {
  skip: process.platform !== 'linux' && 'thread priorities are set on Linux only',
}, async () => {
  const server = await startHttpBundle(['--workers', '2', '--now', '2026-11-30T12:00:00Z']);
  try {
    const pid = server.child.pid!;
    const niceOf = (tid: string) => {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const mine = niceOf(String(pid)); // the main thread's id is the process id
    let lowered: string[] = [];
    for (let i = 0; i < 100 && lowered.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      lowered = readdirSync(`/proc/${pid}/task`).filter((t) => niceOf(t) === Math.min(19, mine + 10));
    }
    assert.equal(lowered.length, 2, 'one lowered thread per worker (the server starts its workers with it)');
    assert.ok(!lowered.includes(String(pid)), 'the event loop keeps its priority');
  } finally {
    server.child.kill();
  }
});
