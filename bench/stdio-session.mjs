// A bench's client of one stdio server process: JSON-RPC requests answered in order, the process's
// RSS from /proc, and a close that waits for it to exit. Shared by bench/levers.mjs and
// bench/zone-first.mjs.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Starts `node ...argv` with piped stdio; `name` is the clientInfo name it initializes with. */
export function stdioSession(argv, name) {
  const t0 = performance.now();
  const proc = spawn(process.execPath, argv, { stdio: ['pipe', 'pipe', 'ignore'] });
  let buf = '';
  const waiting = [];
  proc.stdout.setEncoding('utf8');
  proc.stdout.on('data', (d) => {
    buf += d;
    for (let nl = buf.indexOf('\n'); nl !== -1; nl = buf.indexOf('\n')) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      waiting.shift()?.(JSON.parse(line));
    }
  });
  let id = 0;
  const request = (method, params) =>
    new Promise((resolve) => {
      waiting.push(resolve);
      proc.stdin.write(JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }) + '\n');
    });
  const init = () => request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name, version: '1' } });
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'))[1]) / 1024;
  const close = () => new Promise((r) => (proc.on('exit', r), proc.stdin.end()));
  return { t0, proc, request, init, rss, close };
}
