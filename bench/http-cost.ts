// What one HTTP request costs the server, and why the HTTP transport is shaped as it is (not CI):
//   node --import tsx bench/http-cost.ts        (after npm run build)
// 1. building a server per request: with the tools' schemas and listings prepared every time, vs
//    prepared once (serveTools, as cli/main.ts does for every transport);
// 2. the SDK handler in process: a fresh server per request (the SDK's contract) vs reusing idle
//    instances (measured, not used: the SDK asks for "a new instance for each request");
// 3. the built bundle over real HTTP (guards, SDK, request log): CPU per tools/call and RSS after
//    10 000 calls, with V8's default heap and with --max-old-space-size=96, in the 2026-07-28 era
//    (the SDK answers) and then in the initialize era (2025-11-25, answered lean: src/mcp/session.ts
//    leanHttpCall).

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { createMcpHandler, type McpServer } from '@modelcontextprotocol/server';
import { createServer } from '../src/mcp/server.js';
import { TOOLS } from '../src/tools/index.js';
import { serveTools } from '../src/tools/listing.js';
import { ctxAt } from '../test/helpers.js';

const BUNDLE = fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));
const ctx = ctxAt('2026-11-30T12:00:00Z');
const deps = { ...ctx, tools: serveTools(TOOLS, ctx), onBug: () => {} };
const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
const BODY = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_current_time', arguments: { timezone: 'Asia/Tokyo' }, _meta: META } });
const LEGACY_BODY = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_current_time', arguments: { timezone: 'Asia/Tokyo' } } });
const LEGACY_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'get_current_time' };

function perCall(label: string, n: number, f: () => void): void {
  for (let i = 0; i < 200; i++) f();
  const t = performance.now();
  for (let i = 0; i < n; i++) f();
  console.log(`${label}: ${(((performance.now() - t) / n) * 1000).toFixed(0)} µs`);
}

async function perRequest(label: string, factory: Parameters<typeof createMcpHandler>[0]): Promise<void> {
  const handler = createMcpHandler(factory);
  const one = async () => (await handler.fetch(new Request('http://localhost/mcp', { method: 'POST', headers: HEADERS, body: BODY }), { parsedBody: JSON.parse(BODY) })).text();
  for (let i = 0; i < 300; i++) await one();
  const n = 4000;
  const t = performance.now();
  for (let i = 0; i < n / 8; i++) await Promise.all(Array.from({ length: 8 }, one));
  console.log(`${label}: ${((performance.now() - t) / n).toFixed(3)} ms per tools/call (8 concurrent)`);
}

async function overHttp(nodeArgs: string[]): Promise<void> {
  const child = spawn(process.execPath, [...nodeArgs, BUNDLE, '--http', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((resolve) => {
    let text = '';
    child.stderr.on('data', (d: Buffer) => {
      text += d.toString();
      const m = /127\.0\.0\.1:(\d+)\/mcp/.exec(text);
      if (m) resolve(Number(m[1]));
    });
  });
  const cpuMs = () => {
    const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) * 10; // utime + stime in clock ticks of 10 ms
  };
  const rssMiB = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  for (const [era, headers, body] of [
    ['2026-07-28', HEADERS, BODY],
    ['2025-11-25', LEGACY_HEADERS, LEGACY_BODY],
  ] as const) {
    const one = () =>
      new Promise<void>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve());
        });
        req.on('error', reject);
        req.end(body);
      });
    const batch = async (n: number) => {
      for (let i = 0; i < n / 8; i++) await Promise.all(Array.from({ length: 8 }, one));
    };
    await batch(2000);
    const c0 = cpuMs();
    await batch(8000);
    const used = (cpuMs() - c0) / 8000;
    console.log(`bundle over HTTP ${nodeArgs.join(' ') || '(default heap)'}, ${era}: ${used.toFixed(2)} ms CPU per tools/call, RSS ${rssMiB().toFixed(0)} MiB after ${era === '2026-07-28' ? '10 000' : '20 000'} calls`);
  }
  agent.destroy();
  child.kill();
}

perCall('createServer, tools served per server', 3000, () => createServer({ ...deps, tools: serveTools(TOOLS, ctx) }));
const factory = () => createServer(deps);
perCall('createServer, tools served once', 3000, () => factory());

await perRequest('SDK handler, fresh server per request', () => factory());
const pool: McpServer[] = [];
await perRequest('SDK handler, idle servers reused', () => {
  const idle = pool.find((s) => !s.isConnected());
  if (idle) return idle;
  const s = factory();
  pool.push(s);
  return s;
});

await overHttp([]);
await overHttp(['--max-old-space-size=96']);
