// Streamable HTTP answers the plainest tools/call itself (src/mcp/session.ts leanHttpCall) instead
// of building an SDK server, a web Request and a stream for it. Here the two ways are held to the
// same bytes: every call of the battery (test/battery/calls.jsonl, every tool), run on the event
// loop and again in a pool of the bundle's own workers, and a set of shapes at the edge of what
// qualifies, each sent to a server that answers lean and to one that sends everything to the SDK
// (`leanCalls: false`), status, headers and body compared; so are a worker that dies, a deadline,
// and the keep-alive comments of a stream waiting for a worker. What qualifies is asserted too, and
// cross-checked with the SDK's own router: a request answered lean is one the SDK would serve in
// its initialize era (`isLegacyRequest`).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import { isLegacyRequest } from '@modelcontextprotocol/server';
import { fixedClock } from '../src/time/clock.js';
import { startHttp, type HttpHandle } from '../src/mcp/http.js';
import type { ServerDeps } from '../src/mcp/server.js';
import { WorkerPool } from '../src/mcp/pool.js';
import { INITIALIZE_ERA_VERSIONS, leanHttpCall } from '../src/mcp/session.js';
import { TOOLS } from '../src/tools/index.js';
import { BUNDLE, protocolWorker, rawExchange, servedAt, type Raw } from './helpers.js';

interface Call {
  readonly tool: string;
  readonly now: string;
  readonly local: string;
  readonly args: unknown;
}

const BATTERY: Call[] = readFileSync(new URL('./battery/calls.jsonl', import.meta.url), 'utf8')
  .trimEnd()
  .split('\n')
  .map((l) => JSON.parse(l) as Call);

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** A server answering lean and one answering through the SDK only, from the same parts (the same pool, if any). */
async function pair(
  deps: ServerDeps,
  over: { requestTimeoutMs?: number; keepAliveMs?: number } = {},
): Promise<{ lean: HttpHandle; sdk: HttpHandle; close(): Promise<void> }> {
  const base = {
    host: '127.0.0.1',
    port: 0,
    allowedHosts: [],
    allowedOrigins: ['https://app.example'],
    requestTimeoutMs: 30_000,
    logClock: fixedClock(0),
    ...over,
  };
  const [lean, sdk] = await Promise.all([startHttp(deps, base), startHttp(deps, { ...base, leanCalls: false })]);
  return { lean, sdk, close: async () => void (await Promise.all([lean.close(), sdk.close()])) };
}

/** What a client can tell apart in a response: status, the headers but those of the connection, and the body. */
function seen(r: Raw): object {
  const { date, connection, 'keep-alive': keepAlive, ...headers } = r.headers;
  void date, connection, keepAlive;
  return { status: r.status, headers, body: r.body };
}

async function both(
  servers: { lean: HttpHandle; sdk: HttpHandle },
  body: string,
  headers: Record<string, string>,
): Promise<[object, object]> {
  const [lean, sdk] = await Promise.all([servers.lean, servers.sdk].map((s) => rawExchange(s.port, 'POST', '/mcp', headers, body)));
  return [seen(lean!), seen(sdk!)];
}

const byNameOf = (deps: ServerDeps) => new Map(deps.tools.map((t) => [t.def.name, t]));

/** A pool of `size` workers started by `spawn`, its bugs failing the test. */
const poolOf = (spawn: () => Worker, size = 1) => new WorkerPool({ size, maxQueued: 64, spawn, onBug: (text) => assert.fail(text) });

/** The bundle's own workers (as cli/main.ts starts them), serving every tool with `localZone` as the local zone. */
const bundleWorkers = (localZone: string, size = 1) =>
  poolOf(
    () =>
      new Worker(BUNDLE, {
        argv: ['--meridian-worker-thread'],
        workerData: { meridianWorker: { localZone, tools: TOOLS.map((t) => t.name) } },
      }),
    size,
  );

/** A pool's worker that runs `onJob` for each job (test/helpers.ts protocolWorker). */
const scripted = (onJob: string) => () => new Worker(protocolWorker(onJob), { eval: true });

for (const where of ['on the event loop', "in the bundle's workers"] as const) {
  test(`every battery call over HTTP, ${where}: the lean answer is the SDK answer, byte for byte`, async () => {
    const groups = new Map<string, Call[]>();
    for (const c of BATTERY) groups.set(`${c.now} ${c.local}`, [...(groups.get(`${c.now} ${c.local}`) ?? []), c]);
    let compared = 0;
    let pooled = 0;
    // One pool per local zone (a worker's is set when it starts; the clock comes with each job),
    // shared by both servers of every group and kept past their close, which would close it.
    const pools = new Map<string, WorkerPool>();
    const kept = (local: string): WorkerPool => {
      if (!pools.has(local)) pools.set(local, bundleWorkers(local));
      const pool = pools.get(local)!;
      const shared: Pick<WorkerPool, 'run' | 'recycle' | 'stats' | 'warm' | 'close'> = {
        run: pool.run.bind(pool),
        recycle: pool.recycle.bind(pool),
        stats: pool.stats.bind(pool),
        warm: pool.warm.bind(pool),
        close: async () => {},
      };
      return shared as WorkerPool;
    };
    for (const calls of groups.values()) {
      const local = calls[0]!.local;
      const deps: ServerDeps = { ...servedAt(calls[0]!.now, local), ...(where === 'on the event loop' ? {} : { pool: kept(local) }) };
      const byName = byNameOf(deps);
      const servers = await pair(deps);
      try {
        for (const [i, c] of calls.entries()) {
          const message = { jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: c.tool, arguments: c.args } };
          // Every battery call qualifies.
          const call = leanHttpCall(byName, message, '2025-11-25');
          assert.notEqual(call, undefined, `${c.tool} ${JSON.stringify(c.args)}`);
          if (deps.pool && call!.tool.def.inline !== true) pooled++;
          const [lean, sdk] = await both(servers, JSON.stringify(message), { ...HEADERS, 'mcp-protocol-version': '2025-11-25' });
          assert.deepEqual(lean, sdk, `${c.tool} ${JSON.stringify(c.args)}`);
          compared++;
        }
      } finally {
        await servers.close();
      }
    }
    await Promise.all([...pools.values()].map((p) => p.close()));
    assert.equal(compared, BATTERY.length);
    if (where !== 'on the event loop') assert.ok(pooled > 200, `${pooled} calls went to the workers`);
  });
}

test('concurrent pooled calls on kept-alive connections each get their own answer, in buffers the pool hands out again', async () => {
  // 48 meeting searches of 40-50 KB answers, 4 connections, two workers: the answers are written
  // from buffers given back after each response's 'finish' and handed out again, so a buffer given
  // back too soon would show as another call's bytes in an answer.
  const ZONES = ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney', 'Asia/Kolkata'];
  const calls = Array.from({ length: 48 }, (_, i) => ({
    jsonrpc: '2.0',
    id: i + 1,
    method: 'tools/call',
    params: {
      name: 'find_meeting_time',
      arguments: {
        participants: Array.from({ length: 20 }, (_, k) => ({ timezone: ZONES[k % 5] })),
        duration_minutes: 30 + (i % 4) * 15,
        from: `2027-${String(1 + (i % 12)).padStart(2, '0')}-01`,
        to: `2027-${String(1 + (i % 12)).padStart(2, '0')}-28`,
        max_results: 20,
      },
    },
  }));
  const headers = { ...HEADERS, 'mcp-protocol-version': '2025-11-25' };
  const base = servedAt('2026-11-30T12:00:00Z', 'Europe/Paris');
  const inline = await startHttp(base, {
    host: '127.0.0.1',
    port: 0,
    allowedHosts: [],
    allowedOrigins: [],
    requestTimeoutMs: 30_000,
    logClock: fixedClock(0),
  });
  const pool = bundleWorkers('Europe/Paris', 2);
  let recycled = 0;
  const counting: Pick<WorkerPool, 'run' | 'recycle' | 'stats' | 'warm' | 'close'> = {
    run: pool.run.bind(pool),
    recycle: (json) => (recycled++, pool.recycle(json)),
    stats: pool.stats.bind(pool),
    warm: pool.warm.bind(pool),
    close: () => pool.close(),
  };
  const pooled = await startHttp(
    { ...base, pool: counting as WorkerPool },
    { host: '127.0.0.1', port: 0, allowedHosts: [], allowedOrigins: [], requestTimeoutMs: 30_000, logClock: fixedClock(0) },
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const post = (port: number, body: string) =>
    new Promise<string>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      });
      req.on('error', reject).end(body);
    });
  try {
    const expected: string[] = [];
    for (const c of calls) expected.push(await post(inline.port, JSON.stringify(c)));
    assert.ok(
      expected.every((e) => e.length > 40_000),
      'large answers',
    );
    const answers = await Promise.all(calls.map((c) => post(pooled.port, JSON.stringify(c))));
    assert.deepEqual(answers, expected);
    assert.equal(recycled, calls.length, "every answer's buffer was given back once written");
    // And on one socket, 24 calls pipelined (a client may have 32 waiting) and nothing read for
    // half a second: answers wait on the socket, unwritten, while later ones are made.
    const pipelined = await pipelinedBodies(
      pooled.port,
      calls.slice(0, 24).map((c) => JSON.stringify(c)),
      headers,
      500,
    );
    assert.deepEqual(pipelined, expected.slice(0, 24));
  } finally {
    agent.destroy();
    await Promise.all([inline.close(), pooled.close()]);
  }
});

/** The bodies of the responses to `bodies`, POSTed pipelined on one socket not read for `pauseMs` (chunked or sized). */
function pipelinedBodies(port: number, bodies: string[], headers: Record<string, string>, pauseMs: number): Promise<string[]> {
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const requests = bodies
    .map((b) => `POST /mcp HTTP/1.1\r\nhost: 127.0.0.1\r\n${head}content-length: ${Buffer.byteLength(b)}\r\n\r\n${b}`)
    .join('');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(requests);
      socket.pause();
      setTimeout(() => socket.resume(), pauseMs);
    });
    let data = Buffer.alloc(0);
    const out: string[] = [];
    socket.on('data', (d: Buffer) => {
      data = Buffer.concat([data, d]);
      for (;;) {
        const end = data.indexOf('\r\n\r\n');
        if (end === -1) return;
        const fields = data.subarray(0, end).toString('latin1');
        let at = end + 4;
        let body = Buffer.alloc(0);
        const length = /content-length: (\d+)/i.exec(fields);
        if (length) {
          if (data.length < at + Number(length[1])) return;
          body = data.subarray(at, (at += Number(length[1])));
        } else {
          for (;;) {
            const line = data.indexOf('\r\n', at);
            if (line === -1) return;
            const size = parseInt(data.subarray(at, line).toString('latin1'), 16);
            if (data.length < line + 2 + size + 2) return;
            body = Buffer.concat([body, data.subarray(line + 2, line + 2 + size)]);
            at = line + 2 + size + 2;
            if (size === 0) break;
          }
        }
        out.push(body.toString('utf8'));
        data = data.subarray(at);
        if (out.length === bodies.length) {
          socket.destroy();
          return resolve(out);
        }
      }
    });
    socket.on('error', reject);
    socket.on('close', () => out.length < bodies.length && reject(new Error(`closed after ${out.length} of ${bodies.length} answers`)));
  });
}

test('a call whose worker dies: the same isError answer from both', async () => {
  const deps: ServerDeps = { ...servedAt('2026-11-30T12:00:00Z', 'Europe/Paris'), pool: poolOf(scripted('process.exit(1);')) };
  const servers = await pair(deps);
  try {
    const body = JSON.stringify(
      call({}, { name: 'business_days', arguments: { operation: 'count', date: '2026-01-01', end: '2026-12-31', country: 'FR' } }),
    );
    const [lean, sdk] = await both(servers, body, { ...HEADERS, 'mcp-protocol-version': '2025-11-25' });
    assert.deepEqual(lean, sdk);
    const failed = JSON.stringify({ content: [{ type: 'text', text: 'The call failed in the server; retry it.' }], isError: true });
    assert.equal((lean as Raw).body, `event: message\ndata: {"result":${failed},"jsonrpc":"2.0","id":7}\n\n`);
  } finally {
    await servers.close();
    await deps.pool!.close();
  }
});

test('a call past its deadline: 503 from both; a stream waiting for a worker gets the same keep-alive comments', async () => {
  const never = { ...servedAt('2026-11-30T12:00:00Z', 'Europe/Paris'), pool: poolOf(scripted(''), 2) };
  const late = await pair(never, { requestTimeoutMs: 300 });
  const body = JSON.stringify(
    call({}, { name: 'business_days', arguments: { operation: 'count', date: '2026-01-01', end: '2026-12-31', country: 'FR' } }),
  );
  const headers = { ...HEADERS, 'mcp-protocol-version': '2025-11-25' };
  try {
    const [lean, sdk] = await both(late, body, headers);
    assert.deepEqual(lean, sdk);
    assert.equal((lean as Raw).status, 503);
  } finally {
    await late.close();
    await never.pool.close();
  }
  // A worker answering after 700 ms, comments every 200 ms: the head at the first comment, then
  // comments, then the answer. (How many comments fit depends on timers on a loaded machine.)
  const answer = JSON.stringify({ content: [{ type: 'text', text: '{}' }], structuredContent: {} });
  const slow = {
    ...servedAt('2026-11-30T12:00:00Z', 'Europe/Paris'),
    pool: poolOf(scripted(`setTimeout(() => reply(job, ${JSON.stringify(answer)}), 700);`), 2),
  };
  const streams = await pair(slow, { keepAliveMs: 200 });
  try {
    const [lean, sdk] = (await both(streams, body, headers)) as [Raw, Raw];
    assert.deepEqual({ ...lean, body: '' }, { ...sdk, body: '' });
    const shape = new RegExp(
      `^(: keepalive\n\n)+event: message\ndata: \\{"result":${answer.replace(/[{}[\]]/g, '\\$&')},"jsonrpc":"2\\.0","id":7\\}\n\n$`,
    );
    assert.match(lean.body, shape);
    assert.match(sdk.body, shape);
  } finally {
    await streams.close();
    await slow.pool.close();
  }
});

const call = (
  over: Record<string, unknown> = {},
  params: Record<string, unknown> = { name: 'get_current_time', arguments: { timezone: 'Asia/Tokyo' } },
) => ({ jsonrpc: '2.0', id: 7, method: 'tools/call', params, ...over });

/** Shapes at the edge: [what, message, protocol version header, answered lean?]. */
// biome-ignore format: a table, one row a line
const SHAPES: [string, unknown, string | undefined, boolean][] = [
  ...INITIALIZE_ERA_VERSIONS.map((v): [string, unknown, string | undefined, boolean] => [`version ${v}`, call(), v, true]),
  ['no version header (the SDK assumes 2025-03-26)', call(), undefined, false],
  ['the modern era without its envelope', call(), '2026-07-28', false],
  ['an unknown version', call(), '2099-01-01', false],
  ['a string id', call({ id: 'abc-é' }), '2025-11-25', true],
  ['id 0', call({ id: 0 }), '2025-11-25', true],
  ['a negative id', call({ id: -5 }), '2025-11-25', true],
  ['a fractional id', call({ id: 1.5 }), '2025-11-25', false],
  ['an id past 2^53', call({ id: 2 ** 53 }), '2025-11-25', false],
  ['a null id', call({ id: null }), '2025-11-25', false],
  ['no id (a notification)', { jsonrpc: '2.0', method: 'tools/call', params: { name: 'get_current_time' } }, '2025-11-25', false],
  ['jsonrpc 1.0', call({ jsonrpc: '1.0' }), '2025-11-25', false],
  ['a key beside the four', call({ extra: true }), '2025-11-25', false],
  ['params with _meta (a progress token)', call({}, { name: 'get_current_time', arguments: {}, _meta: { progressToken: 1 } }), '2025-11-25', false],
  ['no arguments', call({}, { name: 'get_time' }), '2025-11-25', true],
  ['empty arguments', call({}, { name: 'get_current_time', arguments: {} }), '2025-11-25', true],
  ['arguments null', call({}, { name: 'get_current_time', arguments: null }), '2025-11-25', false],
  ['arguments an array', call({}, { name: 'get_current_time', arguments: [] }), '2025-11-25', false],
  ['arguments with _meta inside', call({}, { name: 'get_current_time', arguments: { _meta: { x: 1 }, timezone: 'UTC' } }), '2025-11-25', true],
  ['arguments the tool refuses', call({}, { name: 'get_current_time', arguments: { timezone: 'Asia/Tokyoo' } }), '2025-11-25', true],
  ['an unknown argument', call({}, { name: 'convert_time', arguments: { source_timezone: 'UTC', time: '12:00', target_timezone: 'Asia/Tokyo', when: 'now' } }), '2025-11-25', true],
  ['an unknown tool', call({}, { name: 'no_such_tool', arguments: {} }), '2025-11-25', false],
  ['a tool that runs in the pool (none here: on the loop)', call({}, { name: 'business_days', arguments: { operation: 'add', date: '2026-12-01', days: 3, country: 'FR' } }), '2025-11-25', true],
  ['no tool name', call({}, { arguments: {} }), '2025-11-25', false],
  ['a tool name that is not a string', call({}, { name: 42 }), '2025-11-25', false],
  ['params an array', call({ params: [] }), '2025-11-25', false],
  ['another method', { jsonrpc: '2.0', id: 7, method: 'tools/list' }, '2025-11-25', false],
  ['a batch', [call()], '2025-03-26', false],
];

test('edge shapes: answered lean exactly when plain, the same bytes as the SDK either way', async () => {
  const deps = servedAt('2026-11-30T12:00:00Z', 'Europe/Paris');
  const byName = byNameOf(deps);
  const servers = await pair(deps);
  try {
    for (const [what, message, version, lean] of SHAPES) {
      const headers: Record<string, string> = { ...HEADERS, ...(version ? { 'mcp-protocol-version': version } : {}) };
      assert.equal(leanHttpCall(byName, message, version) !== undefined, lean, what);
      if (lean) {
        const request = new Request('http://127.0.0.1/mcp', { method: 'POST', headers, body: JSON.stringify(message) });
        assert.equal(await isLegacyRequest(request, message), true, `${what}: the SDK would route it to its initialize era`);
      }
      const [a, b] = await both(servers, JSON.stringify(message), headers);
      assert.deepEqual(a, b, what);
    }
    // From a browser page whose origin is allowed: the CORS headers the same on both.
    const [c, d] = await both(servers, JSON.stringify(call()), {
      ...HEADERS,
      origin: 'https://app.example',
      'mcp-protocol-version': '2025-11-25',
    });
    assert.deepEqual(c, d);
    assert.equal((c as { headers: Record<string, string> }).headers['access-control-allow-origin'], 'https://app.example');
    // The 2026-07-28 era's Mcp-Method and Mcp-Name headers, even ones the body contradicts, change
    // nothing in the initialize era: the SDK ignores them there, and so does the lean path.
    for (const extra of [{ 'mcp-method': 'tools/list' }, { 'mcp-name': 'convert_time' }] as Record<string, string>[]) {
      const [e, f] = await both(servers, JSON.stringify(call()), { ...HEADERS, 'mcp-protocol-version': '2025-11-25', ...extra });
      assert.deepEqual(e, f, JSON.stringify(extra));
      assert.equal((e as Raw).status, 200);
    }
    // The SDK's Accept rule holds on the lean path too: without SSE named, 406 from both.
    const [a, b] = await both(servers, JSON.stringify(call()), {
      'content-type': 'application/json',
      accept: 'application/json',
      'mcp-protocol-version': '2025-11-25',
    });
    assert.deepEqual(a, b);
    assert.equal((a as { status: number }).status, 406);
  } finally {
    await servers.close();
  }
});

test('a lean answer is the SSE frame of the JSON-RPC response, with the SDK key order', async () => {
  const deps = servedAt('2026-11-30T12:00:00Z', 'Europe/Paris');
  const servers = await pair(deps);
  try {
    const r = await rawExchange(
      servers.lean.port,
      'POST',
      '/mcp',
      { ...HEADERS, 'mcp-protocol-version': '2025-06-18' },
      JSON.stringify(call({ id: 'q1' })),
    );
    assert.equal(r.status, 200);
    assert.equal(r.headers['content-type'], 'text/event-stream');
    assert.equal(r.headers['cache-control'], 'no-cache, no-transform');
    const text = JSON.stringify({ timezone: 'Asia/Tokyo', datetime: '2026-11-30T21:00:00+09:00', day_of_week: 'Monday', is_dst: false });
    assert.equal(
      r.body,
      `event: message\ndata: {"result":{"content":[{"type":"text","text":${JSON.stringify(text)}}],"structuredContent":${text}},"jsonrpc":"2.0","id":"q1"}\n\n`,
    );
  } finally {
    await servers.close();
  }
});
