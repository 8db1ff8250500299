// Does each of the server's settings earn its place? Every V8 flag cli/v8-flags.ts sets, and the
// worker pool's defaults, measured with and without, interleaved round by round on every Node given,
// on the figures a user sees:
//
// - flags: for each flag, a build that sets only it against one that sets none (copies of dist/ whose
//   bundle has the other flags set to V8's defaults), and the build as it is; each round runs every
//   variant once, in turn: a cold stdio session (ms to the first answer, and CPU ms), 10,000 calls
//   cycling through every tool's typical call (bench/typical.mjs: the warm p50 of get_current_time
//   and of every call, and RSS after them), and costly HTTP calls (20-person meeting searches in 4
//   closed loops: calls/s) on one event loop and with two workers.
// - pool: over stdio, the first parse_time of a session, the warm p50 and RSS with every tool in
//   turn, with the pool (--workers 2) and without (--workers 0); over HTTP, costly calls on one event
//   loop, with two workers, and two one-loop processes side by side (the load split between them), and
//   cheap calls (get_current_time) with and without the pool.

import { join } from 'node:path';
import { bundleFlags, closedLoop, DIST, httpServer, log, median, MERIDIAN_ARGS, Stdio, variantDist } from './lib.mjs';
import { TYPICAL } from './typical.mjs';

const ZONES = [
  'America/New_York',
  'Europe/London',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Asia/Kolkata',
  'America/Sao_Paulo',
  'Europe/Berlin',
  'America/Los_Angeles',
  'Asia/Singapore',
  'Africa/Johannesburg',
];
const COUNTRIES = ['US', 'GB', 'JP', 'AU', 'IN', 'BR', 'DE', 'US', 'SG', 'ZA'];
/** The costly call: a 20-person meeting search over a month of one of nine (about 2 ms of work, a 46 KB answer). */
export const MEETING = (i) => [
  'find_meeting_time',
  {
    participants: Array.from({ length: 20 }, (_, p) => ({ timezone: ZONES[p % 10], country: COUNTRIES[p % 10] })),
    duration_minutes: 60,
    from: `2027-0${1 + (i % 9)}-01`,
    to: `2027-0${1 + (i % 9)}-28`,
    granularity_minutes: 15,
    max_results: 20,
  },
];
const CHEAP = () => ['get_current_time', { timezone: 'Asia/Tokyo' }];
const MIX = Object.entries(TYPICAL);

/** 10,000 sequential calls cycling through every tool: p50 ms of get_current_time and of all calls, RSS MiB after. */
export async function everyTool(node, bundle, args = [], calls = 10_000) {
  const c = new Stdio(node, [bundle, ...MERIDIAN_ARGS, ...args]);
  await c.initialize();
  const own = [];
  const all = [];
  for (let i = 0; i < calls; i++) {
    const [name, a] = MIX[i % MIX.length];
    const t = performance.now();
    await c.call(name, a);
    const ms = performance.now() - t;
    if (i >= MIX.length * 20) {
      all.push(ms);
      if (name === 'get_current_time') own.push(ms);
    }
  }
  const rss = c.rss();
  await c.close();
  return { p50: median(own), p50all: median(all), meanAll: all.reduce((a, b) => a + b, 0) / all.length, rss };
}

/** A fresh stdio session: initialize, get_current_time, then the ms of its first parse_time. */
export async function firstParse(node, bundle, args = []) {
  const c = new Stdio(node, [bundle, ...MERIDIAN_ARGS, ...args]);
  await c.initialize();
  await c.call('get_current_time', { timezone: 'UTC' });
  const t = performance.now();
  await c.call('parse_time', { text: 'next friday at 3pm', timezone: 'America/New_York' });
  const ms = performance.now() - t;
  await c.close();
  return ms;
}

/** Costly or cheap calls over HTTP in `clients` closed loops: calls/s. `processes` servers share the load. */
export async function httpLoad(node, bundle, args, { call = MEETING, clients = 4, processes = 1, ms = 4000, warmMs = 2500 } = {}) {
  const servers = await Promise.all(Array.from({ length: processes }, () => httpServer(node, bundle, args)));
  try {
    return await closedLoop(
      servers.map((s) => s.port),
      servers.map((s) => s.pid),
      call,
      { clients, ms, warmMs },
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/**
 * The builds compared for the flags: none; each flag alone, or on top of `base` (flag names without
 * their dashes, as prefixes: the settings kept, for a flag to earn its place beside them); the given
 * sets of them together; and all (as built).
 */
export function flagVariants(dist = DIST, { sets = [], base = [] } = {}) {
  const flags = bundleFlags(dist);
  const pick = (part) => flags.find((f) => f.replace(/^--/, '').startsWith(part.replace(/^--/, '')));
  const kept = base.map(pick).filter(Boolean);
  const name = (fs) => fs.map((f) => f.replace(/[^a-z0-9]+/g, '-').replace(/^-/, '')).join('+') || 'none';
  const variant = (fs) => ({
    key: fs.length ? fs.join(' ') : 'none',
    flags: fs,
    dist: fs.length === flags.length ? dist : variantDist(name(fs), fs, dist),
  });
  const groups = sets.map((set) => set.map(pick)).filter((set) => set.length > 1 && set.every(Boolean) && set.length < flags.length);
  return [
    variant([]),
    ...(kept.length ? [variant(kept)] : []),
    ...flags.filter((f) => !kept.includes(f)).map((f) => variant([...kept, f])),
    ...groups.map(variant),
    ...(flags.length > 1 && kept.length < flags.length - 1 ? [{ key: 'all', flags, dist }] : []),
  ];
}

/**
 * One cold stdio session (no pool): ms from spawn to the first answer and CPU ms until then; then
 * get_current_time 1,000 times after 100 (p50 ms); then every other tool once (RSS MiB).
 */
export async function coldThenWarm(node, bundle) {
  const c = new Stdio(node, [bundle, ...MERIDIAN_ARGS, '--workers', '0']);
  await c.initialize();
  await c.request('tools/list');
  await c.call('get_current_time', { timezone: 'Europe/London' });
  const firstCall = performance.now() - c.t0;
  const cpu = c.cpu();
  const ms = [];
  for (let i = 0; i < 1100; i++) {
    const t = performance.now();
    await c.call('get_current_time', { timezone: 'Europe/London' });
    if (i >= 100) ms.push(performance.now() - t);
  }
  for (const [name, a] of MIX) await c.call(name, a);
  const rssOnce = c.rss();
  await c.close();
  return { firstCall, cpu, p50: median(ms), rssOnce };
}

/** Calls of every tool in turn per variant and round, and the HTTP load's windows: the flags suite has nine builds to run. */
const MIX_CALLS = 3000;
const SHORT = { ms: 3000, warmMs: 2000 };

/**
 * results[node][variant][measure] = [one figure per round]. `sets`: groups of flags measured together
 * too; `base`: the flags every variant but none sets (flagVariants); `httpOnly`: only the costly HTTP
 * calls; `stdioOnly`: none of them (for flags the server sets over stdio alone). Each round runs the builds in an order of its own (a shuffle), so that none of them always
 * follows the same one.
 */
export async function flagsSuite(nodes, rounds, { dist = DIST, sets = [], base = [], httpOnly = false, stdioOnly = false } = {}) {
  const variants = flagVariants(dist, { sets, base });
  const out = {};
  const push = (n, v, k, x) => (((out[n] ??= {})[v] ??= {})[k] ??= []).push(x);
  for (let r = 0; r < rounds; r++) {
    const order = variants
      .map((v) => [Math.random(), v])
      .sort((a, b) => a[0] - b[0])
      .map(([, v]) => v);
    for (const node of nodes) {
      for (const v of order) {
        const bundle = join(v.dist, 'meridian.mjs');
        log(`flags: round ${r + 1}/${rounds}, ${node.label}, ${v.key}`);
        if (!httpOnly) {
          const cold = await coldThenWarm(node, bundle);
          for (const k of ['firstCall', 'cpu', 'p50', 'rssOnce']) push(node.label, v.key, k, cold[k]);
          const e = await everyTool(node, bundle, ['--workers', '0'], MIX_CALLS);
          push(node.label, v.key, 'p50mix', e.p50);
          push(node.label, v.key, 'meanMix', e.meanAll);
          push(node.label, v.key, 'rss', e.rss);
        }
        if (stdioOnly) continue;
        for (const [key, args] of [
          ['httpOneLoop', ['--workers', '0']],
          ['httpTwoWorkers', ['--workers', '2']],
        ]) {
          const h = await httpLoad(node, bundle, args, SHORT);
          push(node.label, v.key, key, h.perSecond);
          push(node.label, v.key, `${key}Cpu`, h.cpuMsPerCall);
        }
      }
    }
  }
  return { variants: variants.map((v) => v.key), results: out };
}

/** results[node][measure] = [one figure per round]. */
export async function poolSuite(nodes, rounds, dist = DIST) {
  const bundle = join(dist, 'meridian.mjs');
  const out = {};
  const push = (n, k, x) => ((out[n] ??= {})[k] ??= []).push(x);
  for (let r = 0; r < rounds; r++) {
    for (const node of nodes) {
      log(`pool: round ${r + 1}/${rounds}, ${node.label}`);
      for (const [key, args] of [
        ['noPool', ['--workers', '0']],
        ['pool', ['--workers', '2']],
      ]) {
        push(node.label, `firstParse.${key}`, await firstParse(node, bundle, args));
        const e = await everyTool(node, bundle, args, 3000);
        push(node.label, `p50.${key}`, e.p50);
        push(node.label, `p50all.${key}`, e.p50all);
        push(node.label, `rss.${key}`, e.rss);
      }
      for (const [key, args, o] of [
        ['meetings.oneLoop', ['--workers', '0'], {}],
        ['meetings.twoWorkers', ['--workers', '2'], {}],
        ['meetings.twoLoops', ['--workers', '0'], { processes: 2 }],
        ['cheap.oneLoop', ['--workers', '0'], { call: CHEAP, clients: 16 }],
        ['cheap.twoWorkers', ['--workers', '2'], { call: CHEAP, clients: 16 }],
      ]) {
        const h = await httpLoad(node, bundle, args, o);
        push(node.label, key, h.perSecond);
        push(node.label, `${key}.cpu`, h.cpuMsPerCall);
      }
    }
  }
  return out;
}
