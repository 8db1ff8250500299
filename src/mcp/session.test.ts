// The lean initialize-era session, message by message. test/e2e-stdio.test.ts drives it with the
// official SDK client; here are the edges a client library would never send.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { INITIALIZE_ERA_VERSIONS, LeanSession, opensLeanSession } from './session.js';
import { serveTools } from '../tools/listing.js';
import { TOOLS } from '../tools/index.js';
import { VERSION } from './identity.js';
import { icon } from '../tools/icons.js';
import { ctxAt } from '../../test/helpers.js';

const ctx = ctxAt('2026-11-30T12:00:00Z', 'Europe/Paris');
const bugs: unknown[] = [];
const session = () => new LeanSession({ ...ctx, tools: serveTools(TOOLS, ctx), onBug: (e) => bugs.push(e) });
/** A session without a pool answers every message at once. */
const now = (s: LeanSession, message: unknown): string | undefined => {
  const line = s.handle(message);
  assert.ok(typeof line !== 'object', 'answered later');
  return line;
};
const ask = (s: LeanSession, message: unknown) => {
  const line = now(s, message);
  return line === undefined
    ? undefined
    : (JSON.parse(line) as { id: unknown; result?: Record<string, unknown>; error?: { code: number; message: string } });
};
const init = (protocolVersion: unknown) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 't', version: '1' } },
});

test('the initialize-era versions are the SDK’s', () => {
  assert.deepEqual(
    INITIALIZE_ERA_VERSIONS,
    SUPPORTED_PROTOCOL_VERSIONS.filter((v) => v < '2026'),
  );
});

test('only an initialize request opens a lean session', () => {
  assert.equal(opensLeanSession(init('2025-11-25')), true);
  assert.equal(opensLeanSession({ jsonrpc: '2.0', method: 'initialize' }), false); // a notification
  assert.equal(opensLeanSession({ jsonrpc: '2.0', id: 1, method: 'server/discover' }), false);
  assert.equal(opensLeanSession([init('2025-11-25')]), false);
});

test('initialize negotiates the version as the SDK does and says who we are', () => {
  const s = session();
  const r = ask(s, init('2025-06-18'))!;
  assert.deepEqual(r.result, {
    protocolVersion: '2025-06-18',
    capabilities: { tools: { listChanged: false }, resources: { listChanged: false }, prompts: { listChanged: false }, completions: {} },
    serverInfo: {
      name: 'meridian',
      title: 'Meridian',
      version: VERSION,
      description: 'Exact time and time-zone answers from current IANA tz data.',
      icons: [{ src: icon('globe').src, mimeType: 'image/svg+xml', sizes: ['any'] }],
    },
    instructions: `Exact time and time-zone answers from IANA tz data ${ctx.db.version}. The local time zone is Europe/Paris. Zone arguments take IANA names or any common spelling: a city, country, UTC offset, abbreviation or Windows name ('Tokyo', 'Brazil', 'UTC+5:30', 'PST').`,
  });
  assert.equal(ask(s, init('2099-01-01'))!.result!.protocolVersion, '2025-11-25');
  assert.equal(ask(s, { ...init('2025-11-25'), params: { protocolVersion: '2025-11-25' } })!.error!.code, -32602);
});

test('requests get answers; notifications and client responses do not', () => {
  const s = session();
  assert.deepEqual(ask(s, { jsonrpc: '2.0', id: 'a', method: 'ping' }), { jsonrpc: '2.0', id: 'a', result: {} });
  assert.equal(ask(s, { jsonrpc: '2.0', method: 'notifications/initialized' }), undefined);
  assert.equal(ask(s, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 3 } }), undefined);
  assert.equal(ask(s, { jsonrpc: '2.0', id: 9, result: {} }), undefined);
  assert.deepEqual(ask(s, { jsonrpc: '2.0', id: 2, method: 'sampling/createMessage' })!.error, {
    code: -32601,
    message: 'Method not found',
  });
  assert.equal(ask(s, { jsonrpc: '2.0', id: 3, method: 'tools/list', params: 'x' })!.error!.code, -32602);
  assert.equal(ask(s, [{ jsonrpc: '2.0', id: 4, method: 'ping' }])!.error!.code, -32600); // before initialize: no version has batches
  const wrongVersion = ask(s, { jsonrpc: '1.0', id: 5, method: 'ping' })!;
  assert.equal(wrongVersion.id, 5);
  assert.equal(wrongVersion.error!.code, -32600);
  assert.equal(ask(s, { jsonrpc: '2.0', id: { x: 1 }, method: 'ping' })!.id, null);
});

test('the catalog methods: resources, prompts and completions, with their errors', async () => {
  const s = session();
  // The first is answered once the resources and prompts are loaded (in this process), the others at once.
  const first = s.handle({ jsonrpc: '2.0', id: 0, method: 'resources/list' });
  assert.ok(first instanceof Promise);
  assert.ok((JSON.parse((await first) as string) as { result: { resources: unknown[] } }).result.resources.length > 0);
  const read = ask(s, { jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'time://now/Asia/Tokyo' } })!.result!;
  const [contents] = read.contents as { uri: string; mimeType: string; text: string }[];
  assert.equal(contents!.uri, 'time://now/Asia/Tokyo');
  assert.equal(JSON.parse(contents!.text).datetime, '2026-11-30T21:00:00+09:00');
  const missing = JSON.parse(now(s, { jsonrpc: '2.0', id: 2, method: 'resources/read', params: { uri: 'time://later' } })!);
  assert.equal(missing.error.code, -32002);
  assert.deepEqual(missing.error.data, { uri: 'time://later' });
  assert.equal(ask(s, { jsonrpc: '2.0', id: 3, method: 'resources/read', params: {} })!.error!.code, -32602);
  assert.deepEqual(
    (ask(s, { jsonrpc: '2.0', id: 4, method: 'prompts/list' })!.result!.prompts as { name: string }[]).map((p) => p.name),
    ['plan_meeting', 'convert_for_team', 'time_in', 'today'],
  );
  assert.equal(ask(s, { jsonrpc: '2.0', id: 5, method: 'prompts/get', params: { name: 'nope' } })!.error!.code, -32602);
  const done = ask(s, {
    jsonrpc: '2.0',
    id: 6,
    method: 'completion/complete',
    params: { ref: { type: 'ref/resource', uri: 'time://now/{zone}' }, argument: { name: 'zone', value: 'Asia/Tok' } },
  })!.result!.completion as { values: string[] };
  assert.deepEqual(done.values, ['Asia/Tokyo']);
});

test('a batch is answered only in protocol 2025-03-26, the one version that has them', () => {
  const old = session();
  ask(old, init('2025-03-26'));
  const answered = JSON.parse(
    now(old, [
      { jsonrpc: '2.0', id: 'a', method: 'ping' },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 'b', method: 'tools/call', params: { name: 'get_current_time', arguments: { timezone: 'Asia/Tokyo' } } },
      [{ jsonrpc: '2.0', id: 'c', method: 'ping' }],
    ])!,
  ) as { id: unknown; result?: { structuredContent?: { datetime: string } }; error?: { code: number } }[];
  assert.deepEqual(
    answered.map((a) => a.id),
    ['a', 'b', null],
  );
  assert.equal(answered[1]!.result!.structuredContent!.datetime, '2026-11-30T21:00:00+09:00');
  assert.equal(answered[2]!.error!.code, -32600);
  assert.equal(now(old, [{ jsonrpc: '2.0', method: 'notifications/initialized' }]), undefined);
  assert.equal(ask(old, [])!.error!.code, -32600);

  const current = session();
  ask(current, init('2025-11-25'));
  const refused = ask(current, [{ jsonrpc: '2.0', id: 1, method: 'ping' }])!;
  assert.equal(refused.id, null);
  assert.deepEqual(refused.error, {
    code: -32600,
    message: 'Invalid Request: send one JSON-RPC message object per line; batches exist only in protocol 2025-03-26.',
  });
});

test('tools/list gives every tool once, with no outputSchema unless asked', () => {
  const tools = ask(session(), { jsonrpc: '2.0', id: 1, method: 'tools/list' })!.result!.tools as {
    name: string;
    outputSchema?: unknown;
  }[];
  assert.deepEqual(
    tools.map((t) => t.name),
    TOOLS.map((t) => t.name),
  );
  assert.ok(tools.every((t) => t.outputSchema === undefined));
  const withOutput = new LeanSession({ ...ctx, tools: serveTools(TOOLS, ctx, { outputSchemas: true }), onBug: () => {} });
  const listed = ask(withOutput, { jsonrpc: '2.0', id: 1, method: 'tools/list' })!.result!.tools as { outputSchema?: { type: string } }[];
  assert.ok(listed.every((t) => t.outputSchema?.type === 'object'));
});

test('tools/call: answers, argument errors as isError, unknown tools and bad params as JSON-RPC errors', () => {
  const s = session();
  const call = (params: unknown) => ask(s, { jsonrpc: '2.0', id: 7, method: 'tools/call', params });
  assert.deepEqual(call({ name: 'get_current_time', arguments: { timezone: 'Asia/Kolkata' } })!.result, {
    content: [
      { type: 'text', text: '{"timezone":"Asia/Kolkata","datetime":"2026-11-30T17:30:00+05:30","day_of_week":"Monday","is_dst":false}' },
    ],
    structuredContent: { timezone: 'Asia/Kolkata', datetime: '2026-11-30T17:30:00+05:30', day_of_week: 'Monday', is_dst: false },
  });
  assert.equal((call({ name: 'get_current_time' })!.result!.structuredContent as { timezone: string }).timezone, 'Europe/Paris');
  assert.deepEqual(call({ name: 'get_current_time', arguments: { timezone: 5 } })!.result, {
    content: [{ type: 'text', text: 'Invalid arguments for get_current_time: timezone: Invalid input: expected string, received number.' }],
    isError: true,
  });
  assert.deepEqual(call({ name: 'no_such_tool', arguments: {} })!.error, { code: -32602, message: 'Tool no_such_tool not found' });
  assert.equal(call({ arguments: {} })!.error!.code, -32602);
  assert.equal(call({ name: 'get_time', arguments: [1] })!.error!.code, -32602);
  assert.deepEqual(bugs, []);
});
