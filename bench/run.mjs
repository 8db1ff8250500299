// npm run bench [-- SUITE... OPTIONS]: every measurement BENCHMARKS.md reports, by name. Builds are
// measured as built (npm run build first); servers run on each Node given, interleaved round by round,
// so that this shared machine's drift falls on every build and version alike, and every figure is
// given with its spread (median, min–max of the rounds).
//
//   npm run bench                      the report: startup latency memory lazy tokens, on Node 22 and 24
//   npm run bench -- startup           cold start against the plain-Node floor and the SDK's minimal server
//   npm run bench -- latency           warm round trips of every tool's typical call, and in one process
//   npm run bench -- memory            RSS after 10,000 calls cycling through every tool
//   npm run bench -- lazy              the first call that loads each part read on first use
//   npm run bench -- tokens            tools/list and answers in o200k tokens, against mcp-server-time
//   npm run bench -- flags             each V8 flag of src/cli/v8-flags.ts, with and without
//                                      (--stdio-only: without the HTTP load, for flags set over stdio alone)
//   npm run bench -- pool              the worker pool, with and without, over stdio and HTTP
//
// These run as a script of their own, on the Node running the bench, with whatever follows the
// suite's name:
//
//   npm run bench -- worst-case [TOOL]  each tool at its caps, in one process (bench/worst-case.ts)
//   npm run bench -- phrases            the phrase table through parse_time, in one process (bench/phrases.ts)
//   npm run bench -- hostile [ARGS]     attacks over HTTP, figures in RELIABILITY.md (bench/hostile.mjs)
//   npm run bench -- scale-out [ARGS]   two replicas behind nginx, one killed mid-run (bench/scale-out.mjs)
//
// Options: --node 20 --node 22 ... (a major: the official binary, installed into .tmp/ on first use;
// `current`; or a path; default 22 and 24), --rounds N, --quick (fewer rounds and calls),
// --dist DIR (another build's dist/), --baseline DIR (a build measured beside it: startup, latency,
// memory), --node-flag=FLAG (memory: the build run under `node FLAG` too, beside it; repeatable),
// --json FILE (the raw figures, too).

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { DIST, f0, f1, f2, f3, log, median, MERIDIAN_ARGS, NOW, nodeBinary, quantile, ratio, ROOT, spread, Stdio } from './lib.mjs';
import { coldStarts, servers } from './startup.mjs';
import { flagsSuite, poolSuite } from './tuning.mjs';
import { TYPICAL } from './typical.mjs';

const SUITES = ['startup', 'latency', 'memory', 'lazy', 'tokens', 'flags', 'pool'];
const REPORT = ['startup', 'latency', 'memory', 'lazy', 'tokens'];
/** Suites that are a script of their own: [how Node runs it, the script]. */
const SCRIPTS = {
  'worst-case': [['--import', 'tsx'], 'bench/worst-case.ts'],
  phrases: [['--import', 'tsx'], 'bench/phrases.ts'],
  hostile: [[], 'bench/hostile.mjs'],
  'scale-out': [[], 'bench/scale-out.mjs'],
};

const argv = process.argv.slice(2);
if (argv[0] in SCRIPTS) {
  const [flags, file] = SCRIPTS[argv[0]];
  const rest = argv.slice(1);
  // `--node X` picks the Node it runs on; everything else goes to the script.
  const at = rest.indexOf('--node');
  const node = at >= 0 ? nodeBinary(rest.splice(at, 2)[1]) : nodeBinary('current');
  const r = spawnSync(node.path, [...flags, join(ROOT, file), ...rest], { stdio: 'inherit', cwd: ROOT });
  process.exit(r.status ?? 1);
}
const { values, positionals } = parseArgs({
  args: argv,
  allowPositionals: true,
  options: {
    node: { type: 'string', multiple: true },
    rounds: { type: 'string' },
    quick: { type: 'boolean' },
    dist: { type: 'string' },
    baseline: { type: 'string' },
    'node-flag': { type: 'string', multiple: true },
    base: { type: 'string' },
    'http-only': { type: 'boolean' },
    'stdio-only': { type: 'boolean' },
    json: { type: 'string' },
  },
});
const suites = positionals.length ? positionals : REPORT;
for (const s of suites)
  if (!SUITES.includes(s))
    throw new Error(
      `Unknown suite "${s}": choose from ${[...SUITES, ...Object.keys(SCRIPTS)].join(', ')} (${Object.keys(SCRIPTS).join(', ')} alone, first).`,
    );
const QUICK = values.quick === true;
const dist = values.dist ? resolve(values.dist) : DIST;
const bundle = join(dist, 'meridian.mjs');
if (!existsSync(bundle)) throw new Error(`${bundle} is missing: npm run build first.`);
/** Another build measured beside this one (startup, memory): a dist/ folder. */
const baseline = values.baseline ? join(resolve(values.baseline), 'meridian.mjs') : undefined;
if (baseline && !existsSync(baseline)) throw new Error(`${baseline} is missing.`);
const nodes = (values.node ?? ['22', '24']).flatMap((n) => n.split(',')).map(nodeBinary);
const rounds = (fallback) => Number(values.rounds ?? (QUICK ? Math.ceil(fallback / 3) : fallback));
const raw = {};

const lines = [];
const out = (s = '') => {
  lines.push(s);
  process.stdout.write(s + '\n');
};
const [load1, load5] = loadavg();
out(
  `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${nodes.map((n) => n.label).join(', ')}; load average ${f1(load1)} / ${f1(load5)} (1 / 5 min) at the start. ` +
    `Command: \`npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}\`.`,
);
out();

// ---------------------------------------------------------------- startup

if (suites.includes('startup')) {
  const n = rounds(15);
  // Meridian started as a client's configuration starts it: no arguments (the host's zone, the
  // system clock), as the floor answers with the system clock.
  const s = await servers(bundle, []);
  if (baseline) s.baseline = { ...s.meridian, argv: [baseline, ...s.meridian.argv.slice(1)] };
  const r = await coldStarts(nodes, s, n);
  raw.startup = r;
  out(
    `**Cold start over stdio** (${n} interleaved rounds; ms from spawn to each answer, median (min–max); CPU ms of all threads until the call's answer; ratios to the floor's medians):`,
  );
  out();
  out('| Node | server | `initialize` | `tools/list` | first `tools/call` | × floor | CPU ms | CPU above the floor |');
  out('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const node of nodes) {
    const x = r[node.label];
    for (const name of Object.keys(s)) {
      const v = x[name];
      out(
        `| ${node.version} | ${name} | ${spread(v.init)} | ${spread(v.list)} | ${spread(v.call)} | ${ratio(median(v.call), median(x.floor.call))} | ${spread(v.cpu)} | ${name === 'floor' ? '—' : `+${f1(median(v.cpu) - median(x.floor.cpu))}`} |`,
      );
    }
  }
  out();
}

// ---------------------------------------------------------------- latency

if (suites.includes('latency')) {
  const n = rounds(5);
  const calls = QUICK ? 300 : 1000;
  const [WARM_CALLS, WARM_MS] = QUICK ? [300, 300] : [10_000, 2000];
  const s = await servers(bundle);
  // Each tool's typical call, and a zone named by a city (a dozen Springfields: the city table's reads).
  const warmCalls = {
    ...Object.fromEntries(Object.entries(TYPICAL).map(([k, args]) => [k, [k, args]])),
    'get_current_time, a city': ['get_current_time', { timezone: 'Springfield, MO' }],
  };
  const names = Object.keys(warmCalls);
  // Per round and Node: one process of each server; blocks of `calls` sequential calls, the floor's
  // and each Meridian tool's in turn, so that the machine's drift falls on both.
  const p50 = {};
  const p99 = {};
  const keep = (node, k, xs) => {
    ((p50[node] ??= {})[k] ??= []).push(quantile(xs, 0.5));
    ((p99[node] ??= {})[k] ??= []).push(quantile(xs, 0.99));
  };
  // Warm means past V8's tiering: a function called once a call is optimized after about 3,000
  // calls (--invocation-count-for-turbofan), and Node's stream code was still being optimized and
  // deoptimized after 6,000 (--trace-opt --trace-deopt); until then a block measures the climb, not
  // the server. So each block, the floor's too, first runs WARM_CALLS calls, or WARM_MS of a costly one.
  const block = async (c, name, args) => {
    const until = performance.now() + WARM_MS;
    for (let i = 0; i < WARM_CALLS && performance.now() < until; i++) await c.call(name, args);
    const ms = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      await c.call(name, args);
      ms.push(performance.now() - t);
    }
    return ms;
  };
  for (let r = 0; r < n; r++) {
    for (const node of nodes) {
      log(`latency: round ${r + 1}/${n}, ${node.label}`);
      const floor = new Stdio(node, s.floor.argv);
      const sdk = new Stdio(node, s['sdk-minimal'].argv);
      const meridian = new Stdio(node, [...s.meridian.argv, '--workers', '0']);
      const before = baseline ? new Stdio(node, [baseline, ...s.meridian.argv.slice(1), '--workers', '0']) : undefined;
      await Promise.all([floor.initialize(), sdk.initialize(), meridian.initialize(), before?.initialize()]);
      for (const name of names) {
        keep(node.label, 'floor', await block(floor, ...s.floor.call));
        keep(node.label, name, await block(meridian, ...warmCalls[name]));
        if (before) keep(node.label, `${name} (baseline)`, await block(before, ...warmCalls[name]));
      }
      keep(node.label, 'sdk-minimal', await block(sdk, ...s['sdk-minimal'].call));
      await Promise.all([floor.close(), sdk.close(), meridian.close(), before?.close()]);
    }
  }
  // The same calls without the pipes: bench/in-process.ts, from source, on each Node.
  const inProcess = {};
  for (const node of nodes) {
    inProcess[node.label] = JSON.parse(
      execFileSync(node.path, ['--import', 'tsx', join(ROOT, 'bench/in-process.ts'), JSON.stringify(TYPICAL)], {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }),
    );
  }
  raw.latency = { p50, p99, inProcess };
  out(
    `**Warm latency over stdio** (ms a round trip, ${calls} sequential calls after ${WARM_CALLS} (or ${WARM_MS} ms of them) in each of ${n} rounds per server, blocks interleaved with the floor's; p50 median (min–max) of the rounds; in one process without the pipes: bench/in-process.ts):`,
  );
  out();
  out(
    `| call | ${nodes.map((x) => `Node ${x.version.split('.')[0]} p50 | × floor | p99`).join(' | ')} | ${nodes.map((x) => `in-process p50, Node ${x.version.split('.')[0]}`).join(' | ')} |`,
  );
  out(`| --- | ${nodes.map(() => '--- | --- | ---').join(' | ')} | ${nodes.map(() => '---').join(' | ')} |`);
  for (const k of ['floor', 'sdk-minimal', ...names.flatMap((n) => (baseline ? [n, `${n} (baseline)`] : [n]))]) {
    const cells = nodes.map(
      (x) =>
        `${spread(p50[x.label][k], f3)} | ${ratio(median(p50[x.label][k]), median(p50[x.label].floor))} | ${f2(median(p99[x.label][k]))}`,
    );
    const own = nodes.map((x) => (inProcess[x.label][k] ? f3(median(inProcess[x.label][k])) : '—'));
    out(`| ${k} | ${cells.join(' | ')} | ${own.join(' | ')} |`);
  }
  out();
}

// ---------------------------------------------------------------- memory

if (suites.includes('memory')) {
  const n = rounds(3);
  const calls = QUICK ? 3000 : 10_000;
  const s = await servers(bundle);
  const mix = Object.entries(TYPICAL);
  const rss = {};
  const keep = (node, k, x) => ((rss[node] ??= {})[k] ??= []).push(x);
  /** RSS after `count` sequential calls in a fresh process (after initialize). */
  const run = async (node, argv, count, next) => {
    const c = new Stdio(node, argv);
    await c.initialize();
    for (let i = 0; i < count; i++) await c.call(...next(i));
    const x = c.rss();
    await c.close();
    return x;
  };
  const nodeFlags = values['node-flag'] ?? [];
  const builds = [
    ['meridian', s.meridian.argv],
    ...(nodeFlags.length ? [[`meridian under node ${nodeFlags.join(' ')}`, [...nodeFlags, ...s.meridian.argv]]] : []),
    ...(baseline ? [['baseline', [baseline, ...s.meridian.argv.slice(1)]]] : []),
  ];
  for (let r = 0; r < n; r++) {
    for (const node of nodes) {
      log(`memory: round ${r + 1}/${n}, ${node.label}`);
      keep(node.label, `floor, ${mix.length} calls`, await run(node, s.floor.argv, mix.length, () => s.floor.call));
      for (const [name, argv] of builds) {
        keep(node.label, `${name}, every tool once`, await run(node, argv, mix.length, (i) => mix[i]));
        keep(node.label, `${name} --workers 2, every tool once`, await run(node, [...argv, '--workers', '2'], mix.length, (i) => mix[i]));
      }
      keep(node.label, `floor, ${calls.toLocaleString('en')} calls`, await run(node, s.floor.argv, calls, () => s.floor.call));
      keep(
        node.label,
        `sdk-minimal, ${calls.toLocaleString('en')} calls`,
        await run(node, s['sdk-minimal'].argv, calls, () => s['sdk-minimal'].call),
      );
      for (const [name, argv] of builds) {
        keep(
          node.label,
          `${name}, ${calls.toLocaleString('en')} calls of get_current_time`,
          await run(node, argv, calls, () => s.meridian.call),
        );
        keep(
          node.label,
          `${name}, ${calls.toLocaleString('en')} calls, every tool in turn`,
          await run(node, argv, calls, (i) => mix[i % mix.length]),
        );
      }
    }
  }
  raw.memory = rss;
  out(
    `**Memory** (RSS in MiB from /proc in a fresh process after initialize and the calls named; median (min–max) of ${n} rounds; every tool is each tool's typical call, bench/typical.mjs, in turn):`,
  );
  out();
  out(`| server | ${nodes.map((x) => `Node ${x.version}`).join(' | ')} |`);
  out(`| --- | ${nodes.map(() => '---').join(' | ')} |`);
  for (const k of Object.keys(rss[nodes[0].label])) out(`| ${k} | ${nodes.map((x) => spread(rss[x.label][k])).join(' | ')} |`);
  out();
}

// ---------------------------------------------------------------- lazy parts

if (suites.includes('lazy')) {
  const n = rounds(7);
  /** [label, tool, the first call that needs the part, a second call of the same kind]. */
  // biome-ignore format: a table, one row a line
  const LAZY = [
    ['the phrase reader', 'parse_time', { text: 'next friday at 3pm' }, { text: 'tomorrow at noon' }],
    ['name tables (abbreviations, CLDR names)', 'get_current_time', { timezone: 'PDT' }, { timezone: 'AEST' }],
    ['city and name tables', 'get_current_time', { timezone: 'Tokyo' }, { timezone: 'Osaka' }],
    ["a language's names (ja and zh)", 'get_current_time', { timezone: '東京' }, { timezone: '大阪' }],
    ['holiday tables (Germany, then France)', 'business_days', { operation: 'add', date: '2024-12-20', days: 5, country: 'DE' }, { operation: 'add', date: '2024-12-20', days: 5, country: 'FR' }],
    ['the calendars (Hijri, then Hebrew)', 'calendar', { date: '1 Ramadan 1448', from: 'islamic' }, { date: '1 Nisan 5787', from: 'hebrew' }],
    ['the sky (astronomy-engine)', 'daylight', { place: 'Oslo', date: '2026-06-21' }, { place: 'Lima', date: '2026-06-21' }],
    ['schedules', 'schedule', TYPICAL.schedule, { rule: '0 9 * * 1-5', timezone: 'Europe/Paris', count: 10 }],
  ];
  const first = {};
  const second = {};
  for (let r = 0; r < n; r++) {
    for (const node of nodes) {
      log(`lazy: round ${r + 1}/${n}, ${node.label}`);
      for (const [label, tool, a, b] of LAZY) {
        const c = new Stdio(node, [bundle, ...MERIDIAN_ARGS, '--workers', '0']);
        await c.initialize();
        await c.call('get_current_time', { timezone: 'UTC' });
        let t = performance.now();
        await c.call(tool, a);
        ((first[node.label] ??= {})[label] ??= []).push(performance.now() - t);
        t = performance.now();
        await c.call(tool, b);
        ((second[node.label] ??= {})[label] ??= []).push(performance.now() - t);
        await c.close();
      }
    }
  }
  raw.lazy = { first, second };
  out(
    `**First use of the parts read on first use** (ms for the first call that needs the part, after one get_current_time for UTC, then a second call of the same kind; median (min–max) of ${n} fresh processes):`,
  );
  out();
  out(`| part | tool | ${nodes.map((x) => `Node ${x.version.split('.')[0]} first | second`).join(' | ')} |`);
  out(`| --- | --- | ${nodes.map(() => '--- | ---').join(' | ')} |`);
  for (const [label, tool] of LAZY)
    out(
      `| ${label} | ${tool} | ${nodes.map((x) => `${spread(first[x.label][label])} | ${f2(median(second[x.label][label]))}`).join(' | ')} |`,
    );
  out();
}

// ---------------------------------------------------------------- tokens

if (suites.includes('tokens')) {
  const tok = (x) => countTokens(typeof x === 'string' ? x : JSON.stringify(x));
  const c = new Stdio(nodes[0], [bundle, ...MERIDIAN_ARGS]);
  await c.initialize();
  const tools = (await c.request('tools/list')).tools;
  const seen = (t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema });
  const reference = JSON.parse(readFileSync(join(ROOT, 'bench/reference-tools.json'), 'utf8'));
  /** mcp-server-time's answers to the same questions at NOW (its Pydantic model as json.dumps(indent=2), as its documentation shows). */
  const REFERENCE_ANSWERS = {
    get_current_time: { timezone: 'Europe/Warsaw', datetime: '2024-01-01T13:00:00+01:00', day_of_week: 'Monday', is_dst: false },
    convert_time: {
      source: { timezone: 'America/New_York', datetime: '2024-01-01T16:30:00-05:00', day_of_week: 'Monday', is_dst: false },
      target: { timezone: 'Asia/Tokyo', datetime: '2024-01-02T06:30:00+09:00', day_of_week: 'Tuesday', is_dst: false },
      time_difference: '+14.0h',
    },
  };
  out(
    `**\`tools/list\`** (o200k tokens; "as the model reads it": name, description and input schema, what clients hand the model; "as sent" adds title, icons and annotations):`,
  );
  out();
  out('| tool | as the model reads it | as sent |');
  out('| --- | --- | --- |');
  for (const t of tools) out(`| ${t.name} | ${tok(seen(t))} | ${tok(t)} |`);
  const pair = tools.filter((t) => t.name === 'get_current_time' || t.name === 'convert_time');
  out(
    `| **all ${tools.length} tools** | **${tok(tools.map(seen))}** (${f0(tok(tools.map(seen)) / tools.length)} a tool) | ${tok(tools)} |`,
  );
  out(`| the two drop-in tools | ${tok(pair.map(seen))} | ${tok(pair)} |`);
  out(`| mcp-server-time's two tools | ${tok(reference.map(seen))} | ${tok(reference)} |`);
  out();
  out(`**Answers** (o200k tokens of the text a client hands the model; clock pinned to ${NOW}):`);
  out();
  out('| call | Meridian | mcp-server-time |');
  out('| --- | --- | --- |');
  for (const [name, args] of Object.entries(TYPICAL)) {
    const r = await c.call(name, args);
    const ref = REFERENCE_ANSWERS[name];
    out(
      `| \`${name}\` ${JSON.stringify(args).length > 70 ? '(bench/typical.mjs)' : `\`${JSON.stringify(args)}\``} | ${tok(r.content[0].text)} | ${ref ? tok(JSON.stringify(ref, null, 2)) : '—'} |`,
    );
  }
  await c.close();
  out();
}

// ---------------------------------------------------------------- flags

if (suites.includes('flags')) {
  const n = rounds(3);
  // The young generation's size and the old generation's growth act together on memory, and V8's two
  // optimizing compilers on its code: each measured as a pair too (a pair whose flags the build does
  // not set is left out).
  const base = values.base ? values.base.split(',') : [];
  const stdioOnly = values['stdio-only'] === true;
  const r = await flagsSuite(nodes, n, {
    dist,
    sets: base.length
      ? []
      : [
          ['heap-growing-percent', 'semi-space-growth-factor'],
          ['no-turbofan', 'no-maglev'],
        ],
    base,
    httpOnly: values['http-only'] === true,
    stdioOnly,
  });
  raw.flags = r;
  out(
    `**V8 flags** (${n} rounds, every build once a round, in an order of its own; ${base.length ? `each flag on top of ${base.join(', ')}, against it` : 'each flag alone, and the pairs, against none'}; median (min–max); a percentage is the median of each round's change against ${base.length ? 'that' : 'none'}, + better. ${values['http-only'] ? '' : 'First call: ms from spawn to the first answer, and CPU ms until then; warm p50: ms a round trip of get_current_time, 1,000 after 100; RSS once: after every tool once; then a fresh process: p50 of get_current_time within 3,000 calls of every tool in turn, the mean ms of a call among them, and RSS after them; '}${stdioOnly ? 'no HTTP' : "costly HTTP: 20-person meeting searches a second in 4 closed loops, on one event loop and with two workers, and the server's CPU ms a call, all threads"}):`,
  );
  out();
  const measures = [
    ...(values['http-only']
      ? []
      : [
          ['firstCall', 'first call ms', f0, -1],
          ['cpu', 'CPU ms', f0, -1],
          ['p50', 'warm p50 ms', f3, -1],
          ['rssOnce', 'RSS once MiB', f1, -1],
          ['p50mix', 'p50 in the mix ms', f3, -1],
          ['meanMix', 'mean call in the mix ms', f3, -1],
          ['rss', 'RSS after 3,000 MiB', f1, -1],
        ]),
    ...(stdioOnly
      ? []
      : [
          ['httpOneLoop', 'costly HTTP, one loop /s', f0, 1],
          ['httpOneLoopCpu', 'CPU ms a costly call, one loop', f2, -1],
          ['httpTwoWorkers', 'costly HTTP, two workers /s', f0, 1],
          ['httpTwoWorkersCpu', 'CPU ms a costly call, two workers', f2, -1],
        ]),
  ];
  /** What each build is set against: no flag, or the base settings when given. */
  const ref = base.length ? r.variants[1] : 'none';
  for (const node of nodes) {
    const x = r.results[node.label];
    out(`Node ${node.version}:`);
    out();
    out(`| flag | ${measures.map((m) => m[1]).join(' | ')} |`);
    out(`| --- | ${measures.map(() => '---').join(' | ')} |`);
    for (const v of r.variants) {
      const cells = measures.map(([k, , f, better]) => {
        // The change against the reference within each round (both ran seconds apart), then its median.
        // (A window with no answer at all, on a machine too busy for the workers, counts for nothing.)
        const changes = x[v][k].map((own, i) => (better * (own - x[ref][k][i])) / x[ref][k][i]).filter(Number.isFinite);
        const change = changes.length ? median(changes) : NaN;
        const gain = v === ref || Number.isNaN(change) ? '' : ` (${change >= 0 ? '+' : '−'}${f0(Math.abs(change) * 100)}%)`;
        const finite = x[v][k].filter(Number.isFinite);
        return `${finite.length ? spread(finite, f) : '—'}${gain}`;
      });
      out(`| ${v === 'none' ? 'none' : `\`${v}\``} | ${cells.join(' | ')} |`);
    }
    out();
  }
}

// ---------------------------------------------------------------- pool

if (suites.includes('pool')) {
  const n = rounds(3);
  const r = await poolSuite(nodes, n, dist);
  raw.pool = r;
  out(
    `**The worker pool** (${n} rounds; median (min–max); stdio: a fresh process each; HTTP: 20-person meeting searches in 4 closed loops, get_current_time in 16):`,
  );
  out();
  out(`| measure | ${nodes.map((x) => `Node ${x.version}`).join(' | ')} |`);
  out(`| --- | ${nodes.map(() => '---').join(' | ')} |`);
  const rows = [
    ['first parse_time of a session, ms: no pool', 'firstParse.noPool', f1],
    ['the same, pool of 2', 'firstParse.pool', f1],
    ['p50 of get_current_time within 3,000 calls of every tool in turn, ms: no pool', 'p50.noPool', f3],
    ['the same, pool of 2', 'p50.pool', f3],
    ['RSS after those 3,000 calls, MiB: no pool', 'rss.noPool', f1],
    ['the same, pool of 2', 'rss.pool', f1],
    ['costly HTTP calls/s: one event loop', 'meetings.oneLoop', f0],
    ['two workers', 'meetings.twoWorkers', f0],
    ['two one-loop processes', 'meetings.twoLoops', f0],
    ['CPU ms a costly call (all threads): one event loop', 'meetings.oneLoop.cpu', f2],
    ['two workers', 'meetings.twoWorkers.cpu', f2],
    ['two one-loop processes', 'meetings.twoLoops.cpu', f2],
    ['cheap HTTP calls/s: one event loop', 'cheap.oneLoop', f0],
    ['two workers', 'cheap.twoWorkers', f0],
  ];
  for (const [label, k, f] of rows) out(`| ${label} | ${nodes.map((x) => spread(r[x.label][k], f)).join(' | ')} |`);
  out();
  const ratios = (x, k) => r[x.label][k].map((v, i) => v / r[x.label]['meetings.oneLoop'][i]);
  out(
    `Costly calls against one loop, median of each round's ratio: ${nodes.map((x) => `Node ${x.version.split('.')[0]} two workers ${f2(median(ratios(x, 'meetings.twoWorkers')))}×, two processes ${f2(median(ratios(x, 'meetings.twoLoops')))}×`).join('; ')}.`,
  );
  out();
}

if (values.json) writeFileSync(values.json, JSON.stringify({ nodes, raw }, null, 1));
