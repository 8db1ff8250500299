// npm run bench: Meridian's built bundle against the physical floor for a stdio MCP server on Node
// (bench/floor.mjs, plain Node) and the official SDK's smallest server (bench/sdk-minimal.ts,
// bundled like Meridian), measured in one interleaved run (A B C A B C ...), because this machine's
// noise is large and only ratios within one run mean much. Prints the figures and rewrites the
// "Start-up, latency, memory and tokens" section of BENCHMARKS.md.
//
//   npm run bench                 full run (about 2 minutes on 2 cores)
//   npm run bench -- --quick      fewer repetitions, to try a lever
//   npm run bench -- --no-write   print only

import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { TYPICAL } from './typical.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const QUICK = args.has('--quick');
const COLD_RUNS = QUICK ? 7 : 21;
const WARM_CALLS = QUICK ? 1000 : 3000;
const PIPELINED = 10_000;
/** The clock every server answer in this run is pinned to (Meridian's --now); the reference texts below are for it. */
const NOW = '2024-01-01T12:00:00Z';

// ---------------------------------------------------------------- the servers

const MERIDIAN = join(ROOT, 'dist/meridian.mjs');
if (!existsSync(MERIDIAN)) throw new Error('Run `npm run build` first (dist/meridian.mjs is missing).');
const SDK_MINIMAL = join(ROOT, '.tmp/bench/sdk-minimal.mjs');
mkdirSync(dirname(SDK_MINIMAL), { recursive: true });
await build({
  entryPoints: [join(ROOT, 'bench/sdk-minimal.ts')],
  outfile: SDK_MINIMAL,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  minify: true,
  legalComments: 'none',
  banner: { js: "import { createRequire as __c } from 'node:module';const require = __c(import.meta.url);" },
  logLevel: 'warning',
});

const SERVERS = {
  floor: { argv: [join(ROOT, 'bench/floor.mjs')], call: { name: 'get_current_time', arguments: {} } },
  'sdk-minimal': { argv: [SDK_MINIMAL], call: { name: 'get_current_time', arguments: {} } },
  meridian: {
    argv: [MERIDIAN, '--now', NOW, '--local-timezone', 'Europe/Paris'],
    call: { name: 'get_current_time', arguments: { timezone: 'Europe/London' } },
  },
};


/**
 * mcp-server-time's answers to the same questions at NOW: its text-only result is its Pydantic model
 * as `json.dumps(indent=2)`, as mcp-server-time's own documentation shows for this Warsaw example.
 */
const REFERENCE_ANSWERS = {
  get_current_time: { timezone: 'Europe/Warsaw', datetime: '2024-01-01T13:00:00+01:00', day_of_week: 'Monday', is_dst: false },
  convert_time: {
    source: { timezone: 'America/New_York', datetime: '2024-01-01T16:30:00-05:00', day_of_week: 'Monday', is_dst: false },
    target: { timezone: 'Asia/Tokyo', datetime: '2024-01-02T06:30:00+09:00', day_of_week: 'Tuesday', is_dst: false },
    time_difference: '+14.0h',
  },
};

/** mcp-server-time's tools/list entries (reference §4, with its local zone Europe/Paris), for the token comparison. */
const REFERENCE_TOOLS = JSON.parse(readFileSync(join(ROOT, 'bench/reference-tools.json'), 'utf8'));

/** First-use costs of lazily loaded parts: [label, tool, first args, a second call of the same kind]. */
const LAZY = [
  ['name tables (abbreviations, CLDR names)', 'get_current_time', { timezone: 'PDT' }, { timezone: 'AEST' }],
  ['city and name tables', 'get_current_time', { timezone: 'Tokyo' }, { timezone: 'Osaka' }],
  ['regions (with the city table)', 'get_current_time', { timezone: 'Bavaria' }, { timezone: 'Queensland' }],
  ["a language's names (ja and zh)", 'get_current_time', { timezone: '東京' }, { timezone: '大阪' }],
  ['the phrase reader (no lazy part: the first parse_time of a session)', 'parse_time', { text: 'next friday at 3pm' }, { text: 'tomorrow at noon' }],
  ['a festival from the calendars (Hebrew arithmetic, no lazy part)', 'parse_time', { text: 'yom kippur 2027' }, { text: 'passover 2028' }],
  ['a festival from the sky (astronomy-engine, a year of the panchang)', 'parse_time', { text: 'diwali 2027' }, { text: 'holi 2027' }],
  ['holiday calendars', 'business_days', { operation: 'add', date: '2024-12-20', days: 5, country: 'DE' }, { operation: 'add', date: '2024-12-20', days: 5, country: 'FR' }],
  ['holiday tables and published data, a century', 'business_days', { operation: 'count', date: '2000-01-01', end: '2099-12-31', country: 'CN' }, { operation: 'count', date: '2000-01-01', end: '2099-12-31', country: 'KR' }],
];

// ---------------------------------------------------------------- a line-framed JSON-RPC child

class Child {
  constructor(argv) {
    this.t0 = performance.now();
    this.proc = spawn(process.execPath, argv, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.waiting = new Map();
    this.nextId = 1;
    this.stderr = '';
    let buf = '';
    this.proc.stdout.setEncoding('utf8');
    this.proc.stdout.on('data', (d) => {
      buf += d;
      for (let nl = buf.indexOf('\n'); nl !== -1; nl = buf.indexOf('\n')) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        const msg = JSON.parse(line);
        const w = this.waiting.get(msg.id);
        if (w) {
          this.waiting.delete(msg.id);
          w(msg);
        }
      }
    });
    this.proc.stderr.setEncoding('utf8');
    this.proc.stderr.on('data', (d) => (this.stderr += d));
    this.exited = new Promise((r) => this.proc.on('exit', r));
  }
  /** Sends requests (as one write) and resolves with their answers in order. */
  send(requests) {
    const lines = [];
    const answers = requests.map((r) => {
      if (r.notification) {
        lines.push(JSON.stringify({ jsonrpc: '2.0', method: r.method, ...(r.params ? { params: r.params } : {}) }));
        return undefined;
      }
      const id = this.nextId++;
      lines.push(JSON.stringify({ jsonrpc: '2.0', id, method: r.method, ...(r.params ? { params: r.params } : {}) }));
      return new Promise((resolve) => this.waiting.set(id, resolve));
    });
    this.proc.stdin.write(lines.join('\n') + '\n');
    return Promise.all(answers.filter(Boolean));
  }
  async request(method, params) {
    const [a] = await this.send([{ method, params }]);
    if (a.error) throw new Error(`${method}: ${JSON.stringify(a.error)}`);
    return a.result;
  }
  async initialize() {
    await this.request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } });
    await this.send([{ method: 'notifications/initialized', notification: true }]);
  }
  call(name, args) {
    return this.request('tools/call', { name, arguments: args });
  }
  rssMiB() {
    const status = readFileSync(`/proc/${this.proc.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  }
  async close() {
    this.proc.stdin.end();
    await this.exited;
  }
}

// ---------------------------------------------------------------- statistics

const median = (xs) => quantile(xs, 0.5);
function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (i - lo);
}
const range = (xs) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;
const f1 = (x) => x.toFixed(1);
const f2 = (x) => x.toFixed(2);
const f3 = (x) => x.toFixed(3);
const ratio = (x, floor) => `${(x / floor).toFixed(2)}×`;

// ---------------------------------------------------------------- 1. cold start, interleaved

async function coldStart(server) {
  const c = new Child(server.argv);
  await c.request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } });
  const init = performance.now() - c.t0;
  await c.send([{ method: 'notifications/initialized', notification: true }]);
  await c.request('tools/list');
  const list = performance.now() - c.t0;
  const r = await c.call(server.call.name, server.call.arguments);
  const call = performance.now() - c.t0;
  if (r.isError) throw new Error(`cold call failed: ${JSON.stringify(r)}`);
  await c.close();
  return { init, list, call };
}

const names = Object.keys(SERVERS);
const cold = Object.fromEntries(names.map((n) => [n, { init: [], list: [], call: [] }]));
for (const n of names) await coldStart(SERVERS[n]); // warm the file cache
for (let i = 0; i < COLD_RUNS; i++) {
  for (const n of names) {
    const r = await coldStart(SERVERS[n]);
    for (const k of ['init', 'list', 'call']) cold[n][k].push(r[k]);
  }
}
process.stderr.write('cold start done\n');

// ---------------------------------------------------------------- 2. warm latency, sequential

async function sequential(c, name, args, n) {
  for (let i = 0; i < 200; i++) await c.call(name, args);
  const lat = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const r = await c.call(name, args);
    lat.push(performance.now() - t);
    if (r.isError) throw new Error(`${name}: ${r.content[0].text}`);
  }
  return lat;
}

const warm = {};
const floorChild = new Child(SERVERS.floor.argv);
const sdkChild = new Child(SERVERS['sdk-minimal'].argv);
const meridianChild = new Child(SERVERS.meridian.argv);
await Promise.all([floorChild.initialize(), sdkChild.initialize(), meridianChild.initialize()]);
const meridianTools = (await meridianChild.request('tools/list')).tools;
const toolNames = meridianTools.map((t) => t.name);
for (const [label, c, call] of [
  ['floor', floorChild, SERVERS.floor.call],
  ['sdk-minimal', sdkChild, SERVERS['sdk-minimal'].call],
]) {
  warm[label] = await sequential(c, call.name, call.arguments, WARM_CALLS);
}
for (const name of toolNames) {
  if (!TYPICAL[name]) throw new Error(`bench/typical.mjs has no typical call for the tool ${name}; add one.`);
  warm[name] = await sequential(meridianChild, name, TYPICAL[name], WARM_CALLS);
}
process.stderr.write('warm latency done\n');
// The same typical calls without the pipes (bench/in-process.ts, from source).
const inProcess = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/in-process.ts'), JSON.stringify(TYPICAL)], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
);

// ---------------------------------------------------------------- 3. memory, then pipelined throughput
// A fresh process per server: 10,000 sequential calls (Meridian: the typical call of each tool in
// turn), RSS at once and after 10 s idle; then three rounds of 10,000 calls written at once, RSS
// after each (it should stay flat).

const MEMORY_CALLS = 10_000;
const IDLE_MS = 10_000;

async function pipelined(c, call) {
  const t = performance.now();
  const answers = await c.send(Array.from({ length: PIPELINED }, () => ({ method: 'tools/call', params: call })));
  const ms = performance.now() - t;
  const bad = answers.filter((a) => a.error || a.result.isError).length;
  if (bad) throw new Error(`${bad} of ${PIPELINED} pipelined calls failed`);
  return PIPELINED / (ms / 1000);
}

await Promise.all([floorChild.close(), sdkChild.close(), meridianChild.close()]);
const throughput = {};
const memory = {};
const stderrText = {};
await Promise.all(
  names.map(async (n) => {
    const c = new Child(SERVERS[n].argv);
    await c.initialize();
    const mix = n === 'meridian' ? toolNames.map((name) => ({ name, arguments: TYPICAL[name] })) : [SERVERS[n].call];
    for (let i = 0; i < MEMORY_CALLS; i++) {
      const r = await c.call(mix[i % mix.length].name, mix[i % mix.length].arguments);
      if (r.isError) throw new Error(`${n}: ${r.content[0].text}`);
    }
    const busy = c.rssMiB();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = c.rssMiB();
    const runs = [];
    const after = [];
    for (let i = 0; i < 3; i++) {
      runs.push(await pipelined(c, SERVERS[n].call));
      after.push(c.rssMiB());
    }
    throughput[n] = runs;
    memory[n] = { busy, idle, after };
    stderrText[n] = c.stderr;
    await c.close();
  }),
);
process.stderr.write('memory and pipelining done\n');

// ---------------------------------------------------------------- 4. first use of lazy parts

const lazy = [];
for (const [label, tool, first, second] of LAZY) {
  if (!toolNames.includes(tool)) continue;
  const firstMs = [];
  const secondMs = [];
  for (let i = 0; i < (QUICK ? 3 : 7); i++) {
    const c = new Child(SERVERS.meridian.argv);
    await c.initialize();
    await c.call('get_current_time', { timezone: 'UTC' });
    let t = performance.now();
    const r1 = await c.call(tool, first);
    firstMs.push(performance.now() - t);
    t = performance.now();
    const r2 = await c.call(tool, second);
    secondMs.push(performance.now() - t);
    if (r1.isError || r2.isError) throw new Error(`${tool}: ${(r1.isError ? r1 : r2).content[0].text}`);
    await c.close();
  }
  lazy.push({ label, tool, first: firstMs, second: secondMs });
}
process.stderr.write('lazy parts done\n');

// ---------------------------------------------------------------- 5. tokens

const tok = (x) => countTokens(typeof x === 'string' ? x : JSON.stringify(x));
const listTokens = meridianTools.map((t) => ({ name: t.name, bytes: Buffer.byteLength(JSON.stringify(t)), tokens: tok(t) }));
const wholeList = { bytes: Buffer.byteLength(JSON.stringify(meridianTools)), tokens: tok(meridianTools) };
const dropIn = meridianTools.filter((t) => t.name === 'get_current_time' || t.name === 'convert_time');
const dropInTokens = tok(dropIn);
// What a client hands the model for each tool (name, description, input schema); title and annotations stay in the client.
const modelSees = meridianTools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));
const referenceTokens = tok(REFERENCE_TOOLS);

const answers = [];
{
  const c = new Child(SERVERS.meridian.argv);
  await c.initialize();
  for (const name of toolNames) {
    const r = await c.call(name, TYPICAL[name]);
    const text = r.content[0].text;
    const ref = REFERENCE_ANSWERS[name] ? JSON.stringify(REFERENCE_ANSWERS[name], null, 2) : undefined;
    answers.push({ name, args: TYPICAL[name], text, tokens: tok(text), reference: ref && tok(ref) });
  }
  await c.close();
}

// ---------------------------------------------------------------- report

const lines = [];
const out = (s = '') => lines.push(s);
const floorCall = median(cold.floor.call);
out(`Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.versions.node}, ${COLD_RUNS} interleaved cold starts per server,`);
out(`${WARM_CALLS} sequential warm calls per tool, ${PIPELINED.toLocaleString('en')} pipelined calls ×3 per server. Command: \`npm run bench${QUICK ? ' -- --quick' : ''}\`.`);
out();
out('**Cold start** (ms from spawn; median, min–max; ratio to the floor\'s median):');
out();
out('| server | `initialize` answered | `tools/list` answered | first `tools/call` answered | ratio |');
out('| --- | --- | --- | --- | --- |');
for (const n of names) {
  const c = cold[n];
  out(`| ${n} | ${f1(median(c.init))} (${range(c.init)}) | ${f1(median(c.list))} (${range(c.list)}) | ${f1(median(c.call))} (${range(c.call)}) | ${ratio(median(c.call), floorCall)} |`);
}
out();
out('**Warm latency** (round trip through the pipes, ms; ratio of p50 to the floor\'s p50; and the same calls without the pipes, in one process: bench/in-process.ts):');
out();
out('| call | p50 | p99 | max | p50 ratio | in-process p50 | in-process p99 |');
out('| --- | --- | --- | --- | --- | --- | --- |');
const floorP50 = median(warm.floor);
for (const [k, xs] of Object.entries(warm)) {
  const own = inProcess[k];
  out(`| ${k} | ${f2(median(xs))} | ${f2(quantile(xs, 0.99))} | ${f2(Math.max(...xs))} | ${ratio(median(xs), floorP50)} | ${own ? f3(median(own)) : '—'} | ${own ? f3(quantile(own, 0.99)) : '—'} |`);
}
out();
out(`**Memory and pipelined throughput** (a fresh process each: ${MEMORY_CALLS.toLocaleString('en')} sequential calls, Meridian's cycling through the typical call of every tool; RSS from /proc right after them and after ${IDLE_MS / 1000} s idle; then ${PIPELINED.toLocaleString('en')} calls written at once, three times):`);
out();
out('| server | RSS after 10,000 calls (MiB) | after idle | calls/s pipelined (median, min–max) | RSS after each pipelined round | stderr |');
out('| --- | --- | --- | --- | --- | --- |');
for (const n of names) {
  const m = memory[n];
  out(`| ${n} | ${f1(m.busy)} | ${f1(m.idle)} | ${Math.round(median(throughput[n]))} (${Math.round(Math.min(...throughput[n]))}–${Math.round(Math.max(...throughput[n]))}) | ${m.after.map(f1).join(', ')} | ${stderrText[n].trim() ? '**' + JSON.stringify(stderrText[n].trim().slice(0, 160)) + '**' : 'empty'} |`);
}
out();
out('**First use of lazily loaded parts** (ms for the first call that needs the part, then a second call of the same kind; median of fresh processes):');
out();
out('| part | tool | first call | second call |');
out('| --- | --- | --- | --- |');
for (const l of lazy) out(`| ${l.label} | ${l.tool} | ${f1(median(l.first))} (${range(l.first)}) | ${f2(median(l.second))} |`);
out();
out('**`tools/list` size** (o200k tokens of each tool\'s JSON as sent):');
out();
out('| tool | bytes | tokens |');
out('| --- | --- | --- |');
for (const t of listTokens) out(`| ${t.name} | ${t.bytes} | ${t.tokens} |`);
out(`| **all ${listTokens.length} tools** | **${wholeList.bytes}** | **${wholeList.tokens}** |`);
out(`| all ${listTokens.length} as a client hands them to the model (name, description, input schema) | ${Buffer.byteLength(JSON.stringify(modelSees))} | ${tok(modelSees)} |`);
out(`| the two drop-in tools | ${Buffer.byteLength(JSON.stringify(dropIn))} | ${dropInTokens} |`);
out(`| mcp-server-time's two tools | ${Buffer.byteLength(JSON.stringify(REFERENCE_TOOLS))} | ${referenceTokens} |`);
out();
out(`**Answer tokens** (the text an MCP client hands the model; clock pinned to ${NOW}):`);
out();
out('| call | Meridian tokens | mcp-server-time tokens | Meridian\'s answer |');
out('| --- | --- | --- | --- |');
for (const a of answers) {
  const shown = a.text.length > 160 ? a.text.slice(0, 157) + '…' : a.text;
  out(`| \`${a.name} ${JSON.stringify(a.args)}\` | ${a.tokens} | ${a.reference ?? '—'} | \`${shown.replace(/\|/g, '\\|')}\` |`);
}
const report = lines.join('\n');
process.stdout.write(report + '\n');

if (!args.has('--no-write')) {
  const file = join(ROOT, 'BENCHMARKS.md');
  const doc = readFileSync(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i < 0 || j < 0) throw new Error(`BENCHMARKS.md lacks the ${start} … ${end} markers.`);
  writeFileSync(file, doc.slice(0, i + start.length) + '\n' + report + '\n' + doc.slice(j));
  process.stderr.write('BENCHMARKS.md updated\n');
}
