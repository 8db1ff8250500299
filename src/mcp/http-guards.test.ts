// The HTTP guards as a table: a request head in, the refusal (or the CORS headers) out. The same
// guards in front of the real server are driven over sockets by test/e2e-http.test.ts.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { isJsonContentType, validateHostHeader } from '@modelcontextprotocol/server';
import {
  allowedHostnames,
  checkBearer,
  describeBody,
  digest,
  framingRefusal,
  guard,
  MAX_BODY_BYTES,
  originAllowed,
  rawResponse,
  type Guards,
  type RequestHead,
} from './http-guards.js';
import { isLoopback } from './loopback.js';

const TOKEN = 'test-token-0123456789abcdef';
const expected = digest(crypto, TOKEN);
const guards = (over: Partial<Guards> = {}): Guards => ({
  hosts: allowedHostnames({ host: '127.0.0.1', allowedHosts: ['time.example.com'], allowedOrigins: [] }),
  origins: new Set(['https://app.example.com']),
  validateHost: validateHostHeader,
  isJson: isJsonContentType,
  auth: (header) => checkBearer(crypto, header, expected),
  ...over,
});
const POST: RequestHead = {
  method: 'POST',
  host: '127.0.0.1:3000',
  origin: undefined,
  authorization: `Bearer ${TOKEN}`,
  contentType: 'application/json',
  contentLength: '120',
};

// biome-ignore format: a table, one row a line
const rows: { name: string; head: Partial<RequestHead>; g?: Partial<Guards>; status: number | 'pass'; message?: RegExp; headers?: Record<string, string> }[] = [
  { name: 'a well-formed POST passes', head: {}, status: 'pass' },
  { name: 'an allowed name passes', head: { host: 'time.example.com' }, status: 'pass' },
  { name: 'any Host passes with --allowed-hosts *', head: { host: 'evil.example' }, g: { hosts: undefined }, status: 'pass' },
  { name: 'a Host nobody allowed (DNS rebinding)', head: { host: 'evil.example' }, status: 403, message: /allow it with --allowed-hosts/ },
  { name: 'a foreign Origin', head: { origin: 'https://evil.example' }, status: 403, message: /^Origin https:\/\/evil\.example is not allowed; add it with --allowed-origins/ },
  { name: 'the opaque null Origin', head: { origin: 'null' }, status: 403 },
  {
    name: 'an allowed Origin gets CORS headers back',
    head: { origin: 'https://app.example.com' },
    status: 'pass',
    headers: { 'access-control-allow-origin': 'https://app.example.com', 'access-control-expose-headers': 'www-authenticate', vary: 'Origin' },
  },
  { name: 'a loopback Origin is allowed', head: { origin: 'http://localhost:6274' }, status: 'pass' },
  { name: 'a CORS preflight, before the token', head: { method: 'OPTIONS', origin: 'https://app.example.com', authorization: undefined }, status: 204 },
  { name: 'no token', head: { authorization: undefined }, status: 401, message: /^Missing bearer token/, headers: { 'www-authenticate': 'Bearer realm="meridian"' } },
  { name: 'a wrong token', head: { authorization: 'Bearer nope-nope-nope-nope' }, status: 401, message: /^Invalid bearer token\.$/ },
  { name: 'no token needed without --auth-token', head: { authorization: undefined }, g: { auth: undefined }, status: 'pass' },
  { name: 'GET (no sessions, no stream)', head: { method: 'GET' }, status: 405, message: /stateless/, headers: { allow: 'POST, OPTIONS' } },
  { name: 'text/plain', head: { contentType: 'text/plain' }, status: 415 },
  { name: 'JSON with a charset', head: { contentType: 'application/json; charset=utf-8' }, status: 'pass' },
  { name: 'a declared body over the limit', head: { contentLength: String(MAX_BODY_BYTES + 1) }, status: 413, headers: { connection: 'close' } },
  { name: 'the order: Host before the token', head: { host: 'evil.example', authorization: undefined }, status: 403 },
];

for (const r of rows) {
  test(`guard: ${r.name}`, () => {
    const out = guard({ ...POST, ...r.head }, guards(r.g));
    if (r.status === 'pass') {
      assert.ok(!('status' in out), JSON.stringify(out));
      if (r.headers) assert.deepEqual(out.cors, r.headers);
      return;
    }
    assert.ok('status' in out, 'passed');
    assert.equal(out.status, r.status);
    if (r.message) assert.match(r.status === 204 ? '' : (JSON.parse(out.body) as { error: { message: string } }).error.message, r.message);
    for (const [k, v] of Object.entries(r.headers ?? {})) assert.equal(out.headers[k], v, k);
  });
}

test('isLoopback, originAllowed, describeBody', () => {
  for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1'])
    assert.equal(isLoopback(h), true, h);
  for (const h of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'localhost.example.com', '127.0.0.1.nip.io', '::ffff:10.0.0.1'])
    assert.equal(isLoopback(h), false, h);
  assert.equal(originAllowed('ftp://localhost', new Set()), false);
  assert.equal(originAllowed('https://app.example.com:8443', new Set(['https://app.example.com'])), false);
  assert.deepEqual(describeBody({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_time', arguments: { secret: 1 } } }), {
    method: 'tools/call',
    tool: 'get_time',
  });
  assert.deepEqual(describeBody([{}, {}]), { method: 'batch' });
  assert.deepEqual(describeBody('x'), {});
});

test('framingRefusal: a status for each kind of error node:http reports, none for a client gone; rawResponse a whole HTTP/1.1 answer', () => {
  const rows: [string | undefined, number | undefined][] = [
    ['HPE_UNEXPECTED_CONTENT_LENGTH', 400],
    ['HPE_INVALID_CHUNK_SIZE', 400],
    ['HPE_INVALID_HEADER_TOKEN', 400],
    ['HPE_INVALID_METHOD', 400],
    ['HPE_HEADER_OVERFLOW', 431],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['ECONNRESET', undefined],
    ['EPIPE', undefined],
    [undefined, undefined],
  ];
  for (const [code, status] of rows)
    assert.equal(framingRefusal(code, "Content-Length can't be present with Transfer-Encoding")?.status, status, String(code));

  const r = framingRefusal('HPE_UNEXPECTED_CONTENT_LENGTH', "Content-Length can't be present with\r\nTransfer-Encoding")!;
  const text = rawResponse(r);
  const [head, body] = text.split('\r\n\r\n') as [string, string];
  const lines = head.split('\r\n');
  assert.equal(lines[0], 'HTTP/1.1 400 Bad Request');
  assert.ok(lines.includes('connection: close'), head);
  assert.ok(lines.includes(`content-length: ${Buffer.byteLength(body)}`), head);
  const message = (JSON.parse(body) as { error: { message: string } }).error.message;
  assert.equal(
    message,
    "Bad request: malformed HTTP framing (HPE_UNEXPECTED_CONTENT_LENGTH: Content-Length can't be present with??Transfer-Encoding).",
  );
  assert.match(rawResponse(framingRefusal('HPE_HEADER_OVERFLOW')!), /^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
});
