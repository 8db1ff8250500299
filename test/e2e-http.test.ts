// End to end over Streamable HTTP: the official SDK client in both protocol eras against the real
// transport (in process, on a free loopback port, frozen clock), every guard with raw requests, the
// request log, graceful shutdown, and the built bundle with --http under SIGTERM.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { fixedClock } from '../src/time/clock.js';
import type { HttpConfig } from '../src/mcp/http.js';
import { MAX_BODY_BYTES, startHttp, type HttpHandle, type RequestLogEntry } from '../src/mcp/http.js';
import { TOOLS } from '../src/tools/index.js';
import { db, rawExchange, servedAt, startHttpBundle, type Raw } from './helpers.js';

const TOKEN = 'test-token-0123456789abcdef';
const LOG_TIME = '2026-12-01T08:00:00.000Z';

const BASE: HttpConfig = { host: '127.0.0.1', port: 0, allowedHosts: [], allowedOrigins: [], requestTimeoutMs: 5_000 };

async function serve(config: Partial<HttpConfig> = {}, shutdownGraceMs?: number) {
  const lines: RequestLogEntry[] = [];
  const server = await startHttp(servedAt('2026-11-30T12:00:00Z', 'Europe/Paris'), {
    ...BASE,
    ...config,
    logClock: fixedClock(Date.parse(LOG_TIME)),
    log: (line) => lines.push(JSON.parse(line) as RequestLogEntry),
    ...(shutdownGraceMs !== undefined ? { shutdownGraceMs } : {}),
  });
  return { server, lines };
}

/** A raw HTTP exchange with full control of the headers (fetch would refuse to set Host). */
const raw = (
  server: HttpHandle,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Raw> => rawExchange(server.port, method, path, headers, body);

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const CALL = JSON.stringify({
  jsonrpc: '2.0',
  id: 7,
  method: 'tools/call',
  params: { name: 'get_current_time', arguments: { timezone: 'Asia/Kolkata' } },
});

/** The JSON-RPC message in a JSON or single-event SSE response body. */
function message(body: string): { id?: number; result?: { structuredContent?: unknown }; error?: { code: number; message: string } } {
  const data = body.startsWith('{')
    ? body
    : body
        .split('\n')
        .find((l) => l.startsWith('data: '))!
        .slice(6);
  return JSON.parse(data);
}

const ERAS = [
  { era: 'legacy (initialize, 2025-11-25)', mode: 'legacy' as const, version: '2025-11-25' },
  { era: 'modern (stateless, 2026-07-28)', mode: { pin: '2026-07-28' }, version: '2026-07-28' },
];

for (const { era, mode, version } of ERAS) {
  test(`HTTP ${era}: list and call tools through the SDK client, with a bearer token`, async () => {
    const { server, lines } = await serve({ authToken: TOKEN });
    const transport = new StreamableHTTPClientTransport(new URL(server.url), {
      requestInit: { headers: { authorization: `Bearer ${TOKEN}` } },
    });
    const client = new Client({ name: 'meridian-e2e-http', version: '1.0.0' }, { versionNegotiation: { mode } });
    try {
      await client.connect(transport);
      assert.equal(client.getNegotiatedProtocolVersion(), version);
      const { tools } = await client.listTools();
      assert.deepEqual(
        tools.map((t) => t.name),
        TOOLS.map((t) => t.name),
      );

      const now = await client.callTool({ name: 'get_current_time', arguments: { timezone: 'America/Vancouver' } });
      assert.deepEqual(now.structuredContent, {
        timezone: 'America/Vancouver',
        datetime: '2026-11-30T05:00:00-07:00',
        day_of_week: 'Monday',
        is_dst: false,
      });
      assert.notEqual(now.isError, true);

      const local = await client.callTool({ name: 'get_current_time', arguments: {} });
      assert.equal((local.structuredContent as { timezone: string }).timezone, 'Europe/Paris');

      const bad = await client.callTool({ name: 'get_current_time', arguments: { timezone: 'Asia/Tokyoo' } });
      assert.equal(bad.isError, true);
      assert.deepEqual(bad.content, [{ type: 'text', text: 'Unknown time zone "Asia/Tokyoo" in timezone. Did you mean "Asia/Tokyo"?' }]);

      await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), /no_such_tool/);

      const conv = await client.callTool({
        name: 'convert_time',
        arguments: {
          source_timezone: 'Australia/Lord_Howe',
          time: '01:45',
          date: '2026-04-05',
          target_timezone: 'Asia/Kathmandu',
          disambiguation: 'later',
        },
      });
      const c = conv.structuredContent as { source: { datetime: string }; target: { datetime: string }; note?: string };
      assert.equal(c.source.datetime, '2026-04-05T01:45:00+10:30');
      assert.equal(c.target.datetime, '2026-04-04T21:00:00+05:45');
      assert.match(c.note ?? '', /01:45/);

      const [there] = (await client.readResource({ uri: 'time://now/Asia%2FKolkata' })).contents as { text: string }[];
      assert.equal((JSON.parse(there!.text) as { datetime: string }).datetime, '2026-11-30T17:30:00+05:30');
      await assert.rejects(client.readResource({ uri: 'time://now/Nowhere%2FLand' }), /Unknown time zone "Nowhere\/Land"/);
      assert.deepEqual(
        (await client.listPrompts()).prompts.map((p) => p.name),
        ['plan_meeting', 'convert_for_team', 'time_in', 'today'],
      );
    } finally {
      await client.close();
      await server.close();
    }
    // One log line per request: the calls are there with their tool names, nothing of the bodies.
    const calls = lines.filter((l) => l.method === 'tools/call');
    assert.deepEqual(
      calls.map((l) => l.tool),
      ['get_current_time', 'get_current_time', 'get_current_time', 'no_such_tool', 'convert_time'],
    );
    for (const l of lines) {
      assert.equal(l.time, LOG_TIME);
      assert.equal(l.path, '/mcp');
      assert.equal(typeof l.ms, 'number');
      assert.deepEqual(
        Object.keys(l).filter((k) => !['time', 'http', 'path', 'method', 'tool', 'status', 'ms'].includes(k)),
        [],
      );
    }
    assert.ok(!JSON.stringify(lines).includes(TOKEN));
    assert.ok(!JSON.stringify(lines).includes('Vancouver'));
  });
}

test('guards: Host and Origin (DNS rebinding) → 403, before anything else', async () => {
  const { server } = await serve({ allowedHosts: ['time.example.com'], allowedOrigins: ['https://app.example.com'] });
  try {
    const bad = await raw(server, 'POST', '/mcp', { ...MCP_HEADERS, host: 'evil.example:80' }, CALL);
    assert.equal(bad.status, 403);
    assert.match(message(bad.body).error!.message, /Invalid Host: evil\.example.*--allowed-hosts/);

    for (const origin of ['http://evil.example', 'null', 'https://app.example.com.evil.example', 'http://app.example.com']) {
      const r = await raw(server, 'POST', '/mcp', { ...MCP_HEADERS, origin }, CALL);
      assert.equal(r.status, 403, origin);
      assert.match(message(r.body).error!.message, /Origin .* is not allowed/);
    }
    // Allowed: a configured host name, the loopback names, a configured origin, a loopback origin.
    const allowed: Record<string, string>[] = [
      { host: 'time.example.com' },
      { host: 'localhost:1234' },
      { host: '[::1]' },
      { origin: 'https://app.example.com' },
      { origin: 'http://localhost:6274' },
    ];
    for (const headers of allowed) {
      const r = await raw(server, 'POST', '/mcp', { ...MCP_HEADERS, ...headers }, CALL);
      assert.equal(r.status, 200, JSON.stringify(headers));
      assert.deepEqual(message(r.body).result!.structuredContent, {
        timezone: 'Asia/Kolkata',
        datetime: '2026-11-30T17:30:00+05:30',
        day_of_week: 'Monday',
        is_dst: false,
      });
      if (headers.origin) assert.equal(r.headers['access-control-allow-origin'], headers.origin);
    }
    const preflight = await raw(server, 'OPTIONS', '/mcp', { origin: 'https://app.example.com', 'access-control-request-method': 'POST' });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'https://app.example.com');
    assert.match(String(preflight.headers['access-control-allow-headers']), /authorization/);
  } finally {
    await server.close();
  }
});

test('guards: bearer token → 401 with WWW-Authenticate when missing or wrong', async () => {
  const { server, lines } = await serve({ authToken: TOKEN });
  try {
    const missing = await raw(server, 'POST', '/mcp', MCP_HEADERS, CALL);
    assert.equal(missing.status, 401);
    assert.equal(missing.headers['www-authenticate'], 'Bearer realm="meridian"');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      const r = await raw(server, 'POST', '/mcp', { ...MCP_HEADERS, authorization }, CALL);
      assert.equal(r.status, 401, authorization);
      assert.match(String(r.headers['www-authenticate']), /^Bearer realm="meridian"/);
    }
    const wrong = await raw(server, 'POST', '/mcp', { ...MCP_HEADERS, authorization: 'Bearer not-the-token-at-all' }, CALL);
    assert.equal(wrong.headers['www-authenticate'], 'Bearer realm="meridian", error="invalid_token"');
    const ok = await raw(server, 'POST', '/mcp', { ...MCP_HEADERS, authorization: `bearer ${TOKEN}` }, CALL);
    assert.equal(ok.status, 200);
    assert.equal(message(ok.body).id, 7);
    // Health probes need no token (they say nothing but ok/ready).
    assert.equal((await raw(server, 'GET', '/healthz')).status, 200);
  } finally {
    await server.close();
  }
  assert.ok(!JSON.stringify(lines).includes(TOKEN.slice(4)));
});

test('guards: method 405, content type 415, body over 64 KiB 413, bad JSON -32700, unknown path 404', async () => {
  const { server, lines } = await serve();
  try {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const r = await raw(server, method, '/mcp', { accept: 'text/event-stream' });
      assert.equal(r.status, 405, method);
      assert.equal(r.headers.allow, 'POST, OPTIONS');
    }
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx']) {
      const r = await raw(server, 'POST', '/mcp', { ...MCP_HEADERS, 'content-type': type }, CALL);
      assert.equal(r.status, 415, type);
    }
    const charset = await raw(server, 'POST', '/mcp', { ...MCP_HEADERS, 'content-type': 'application/json; charset=utf-8' }, CALL);
    assert.equal(charset.status, 200);

    // Padding inside a valid message: only the size is wrong.
    const big = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'get_current_time', arguments: { timezone: 'x'.repeat(MAX_BODY_BYTES) } },
    });
    const declared = await raw(server, 'POST', '/mcp', MCP_HEADERS, big);
    assert.equal(declared.status, 413);
    const chunked = await raw(server, 'POST', '/mcp', { ...MCP_HEADERS, 'transfer-encoding': 'chunked' }, Buffer.from(big));
    assert.equal(chunked.status, 413);
    const justUnder = JSON.stringify({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'get_current_time', arguments: { timezone: 'UTC', pad: 'y'.repeat(MAX_BODY_BYTES - 200) } },
    });
    assert.ok(Buffer.byteLength(justUnder) <= MAX_BODY_BYTES);
    assert.equal((await raw(server, 'POST', '/mcp', MCP_HEADERS, justUnder)).status, 200);

    for (const body of ['{"jsonrpc":"2.0","id":1,', '', 'tools/call', '\u0000']) {
      const r = await raw(server, 'POST', '/mcp', MCP_HEADERS, body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.deepEqual(message(r.body), {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error: the request body is not valid JSON.' },
      });
    }
    const nowhere = await raw(server, 'POST', '/sse', MCP_HEADERS, CALL);
    assert.equal(nowhere.status, 404);
    assert.match(message(nowhere.body).error!.message, /\/mcp/);
    // The server still answers after all of that.
    assert.equal((await raw(server, 'POST', '/mcp', MCP_HEADERS, CALL)).status, 200);
  } finally {
    await server.close();
  }
  assert.deepEqual(
    lines.map((l) => l.status),
    [405, 405, 405, 415, 415, 415, 200, 413, 413, 200, 400, 400, 400, 400, 404, 200],
  );
});

test('SDK protocol checks still apply behind the guards (modern era header rules)', async () => {
  const { server } = await serve();
  try {
    const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
    const body = JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list', params: { _meta: meta } });
    const ok = await raw(
      server,
      'POST',
      '/mcp',
      { ...MCP_HEADERS, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' },
      body,
    );
    assert.equal(ok.status, 200);
    const mismatch = await raw(
      server,
      'POST',
      '/mcp',
      { ...MCP_HEADERS, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call' },
      body,
    );
    assert.equal(mismatch.status, 400);
    assert.equal(message(mismatch.body).error!.code, -32020);
    const future = JSON.stringify({
      jsonrpc: '2.0',
      id: 4,
      method: 'tools/list',
      params: { _meta: { ...meta, 'io.modelcontextprotocol/protocolVersion': '2030-01-01' } },
    });
    const unsupported = await raw(
      server,
      'POST',
      '/mcp',
      { ...MCP_HEADERS, 'mcp-protocol-version': '2030-01-01', 'mcp-method': 'tools/list' },
      future,
    );
    assert.equal(unsupported.status, 400);
    assert.equal(message(unsupported.body).error!.code, -32022);
  } finally {
    await server.close();
  }
});

test('deadline: a body that does not arrive in time is answered 408', async () => {
  const { server, lines } = await serve({ requestTimeoutMs: 300 });
  try {
    const started = performance.now();
    const r = await new Promise<Raw>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/mcp',
          headers: { ...MCP_HEADERS, 'content-length': String(CALL.length) },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.write(CALL.slice(0, 10)); // and never the rest
    });
    assert.equal(r.status, 408);
    const waited = performance.now() - started;
    assert.ok(waited >= 250 && waited < 3_000, String(waited));
  } finally {
    await server.close();
  }
  assert.equal(lines.at(-1)!.status, 408);
});

test('health: /healthz alive, /readyz ready with the tz version, then draining on shutdown; in-flight requests finish', async () => {
  const { server } = await serve({}, 5_000);
  const health = await raw(server, 'GET', '/healthz');
  assert.deepEqual([health.status, JSON.parse(health.body)], [200, { status: 'ok' }]);
  const ready = await raw(server, 'GET', '/readyz');
  assert.deepEqual([ready.status, JSON.parse(ready.body)], [200, { status: 'ready', tzdata: db.version }]);
  assert.equal((await raw(server, 'POST', '/healthz')).status, 405);

  // A request in flight (its body half sent) when shutdown starts still gets its answer.
  let answered: Promise<Raw> | undefined;
  const inFlight = await new Promise<{ finish(): void }>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/mcp',
      headers: { ...MCP_HEADERS, 'content-length': String(CALL.length) },
    });
    answered = new Promise<Raw>((done) =>
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: text }));
      }),
    );
    req.on('error', reject);
    req.write(CALL.slice(0, 10), () => setTimeout(() => resolve({ finish: () => req.end(CALL.slice(10)) }), 200));
  });
  const closed = server.close();
  let closedYet = false;
  void closed.then(() => (closedYet = true));
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(closedYet, false, 'close() waits for the in-flight request');
  await assert.rejects(raw(server, 'GET', '/healthz'), /ECONNREFUSED/); // no new connections
  inFlight.finish();
  const r = await answered!;
  assert.equal(r.status, 200);
  assert.equal(r.headers.connection, 'close');
  assert.deepEqual(message(r.body).result!.structuredContent, {
    timezone: 'Asia/Kolkata',
    datetime: '2026-11-30T17:30:00+05:30',
    day_of_week: 'Monday',
    is_dst: false,
  });
  await closed;
});

test('shutdown is bounded: a request that never completes is cut off after the grace period', async () => {
  const { server } = await serve({ requestTimeoutMs: 60_000 }, 300);
  const socketClosed = new Promise<void>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/mcp',
      headers: { ...MCP_HEADERS, 'content-length': '1000' },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write('{"jsonrpc"');
  });
  await new Promise((r) => setTimeout(r, 200));
  const started = performance.now();
  await server.close();
  const took = performance.now() - started;
  assert.ok(took >= 250 && took < 3_000, String(took));
  await socketClosed;
});

test('the bundle with --http: serves, logs one JSON line per request on stderr, exits 0 on SIGTERM', async () => {
  const { child, url, stdout, stderr } = await startHttpBundle(['--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Asia/Kathmandu'], {
    PATH: process.env.PATH ?? '',
    MERIDIAN_AUTH_TOKEN: TOKEN,
  });
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  assert.match(stderr(), /bearer token required/);
  const client = new Client({ name: 'meridian-e2e-http', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${TOKEN}` } } }));
  const now = await client.callTool({ name: 'get_current_time', arguments: {} });
  assert.deepEqual(now.structuredContent, {
    timezone: 'Asia/Kathmandu',
    datetime: '2026-11-30T17:45:00+05:45',
    day_of_week: 'Monday',
    is_dst: false,
    assumed: ['timezone: local'],
  });
  await client.close();
  const unauthorized = await fetch(url, { method: 'POST', headers: MCP_HEADERS, body: CALL });
  assert.equal(unauthorized.status, 401);

  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const started = performance.now();
  child.kill('SIGTERM');
  assert.equal(await exited, 0);
  assert.ok(performance.now() - started < 5_000);
  assert.equal(stdout(), '');
  const logLines = stderr()
    .split('\n')
    .filter((l) => l.startsWith('{'));
  const entries = logLines.map((l) => JSON.parse(l) as RequestLogEntry);
  assert.ok(entries.some((e) => e.method === 'tools/call' && e.tool === 'get_current_time' && e.status === 200));
  assert.ok(entries.some((e) => e.status === 401));
  assert.ok(
    entries.every((e) => !Number.isNaN(Date.parse(e.time)) && e.time !== '2026-11-30T12:00:00.000Z'),
    'log times are real, not the pinned clock',
  );
  assert.ok(!stderr().includes(TOKEN));
  assert.match(stderr(), /SIGTERM: finishing in-flight requests/);
});
