// RSS of built bundles after 10,000 sequential calls cycling through every tool's typical call
// (bench/typical.mjs), as bench/run.mjs's memory mix measures it but without its idle wait, for
// several bundles in turn, three rounds: a quick way to set one revision's bundle beside another's.
// ONLY=parse_time (a comma list) cycles those tools alone.
//   node bench/rss.mjs dist/meridian.mjs ../other-checkout/dist/meridian.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { TYPICAL } from './typical.mjs';
const bundles = process.argv.slice(2);
function run(bundle) {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [bundle, '--now', '2024-01-01T12:00:00Z', '--local-timezone', 'Europe/Paris'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let buf = ''; let id = 0; const names = process.env.ONLY ? process.env.ONLY.split(',') : Object.keys(TYPICAL); let errors = 0;
    const send = (m) => p.stdin.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\n');
    const next = () => { id++; if (id > 10001) { const rss = Number(readFileSync(`/proc/${p.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024; p.kill(); resolve({ rss, errors }); return; } const n = names[(id - 2) % names.length]; send({ id, method: 'tools/call', params: { name: n, arguments: TYPICAL[n] } }); };
    p.stdout.setEncoding('utf8');
    p.stdout.on('data', (d) => { buf += d; let nl; while ((nl = buf.indexOf('\n')) >= 0) { const line = buf.slice(0, nl); buf = buf.slice(nl + 1); const m = JSON.parse(line); if (m.id === 1) send({ method: 'notifications/initialized' }); if (m.result?.isError) errors++; next(); } });
    id = 1; send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'rss', version: '1' } } });
  });
}
const out = Object.fromEntries(bundles.map((b) => [b, []]));
for (let r = 0; r < 3; r++) for (const b of bundles) { const x = await run(b); out[b].push(`${x.rss.toFixed(1)}${x.errors ? ` (${x.errors} errors)` : ''}`); }
for (const b of bundles) console.log(b, out[b].join(', '));
