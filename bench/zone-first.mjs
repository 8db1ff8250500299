// The zone resolver's first lookup of a session, bundled, and the memory its tables keep, for builds
// compared in one interleaved run (the targets: first non-IANA lookup ≤ 80 ms, RSS with every
// tool in turn ≤ 60 MiB). Each argument is a directory holding a built dist/ (this checkout, or the
// .tmp/levers/<sha> worktrees that `npm run bench:levers -- REV...` builds).
//
//   node bench/zone-first.mjs . .tmp/levers/2ca401f            first lookups (median of 11 sessions)
//   node bench/zone-first.mjs --rss . .tmp/levers/2ca401f      RSS after 10,000 calls, twice each
//
// First lookup: a session over stdio (initialize, get_current_time for UTC, as if it had answered an
// IANA zone), then the time of one get_current_time round trip for the zone. RSS: 10,000 calls
// cycling through every tool's typical call (bench/typical.mjs), and the same with eight zone
// spellings added to the mix.

import { join, resolve } from 'node:path';
import { stdioSession } from './stdio-session.mjs';
import { TYPICAL } from './typical.mjs';

const args = process.argv.slice(2);
const rssMode = args[0] === '--rss';
const dirs = (rssMode ? args.slice(1) : args).map((d) => resolve(d));
if (!dirs.length) throw new Error('Name one or more directories with a built dist/, e.g. node bench/zone-first.mjs . .tmp/levers/2ca401f');
const ZONES = ['Tokyo', 'Bavaria', 'PDT', '東京', 'EST/EDT', '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna'];
const RUNS = 11;
const CALLS = 10_000;

function session(dir) {
  const s = stdioSession([join(dir, 'dist/meridian.mjs'), '--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris'], 'zone-first');
  const call = async (name, a) => {
    const m = await s.request('tools/call', { name, arguments: a });
    if (m.result?.isError) throw new Error(`${name} ${JSON.stringify(a)}: ${m.result.content[0].text}`);
    return m;
  };
  return { init: s.init, call, rss: s.rss, close: s.close };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fmt = (xs) => `${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;

if (!rssMode) {
  const times = new Map(dirs.map((d) => [d, new Map(ZONES.map((z) => [z, []]))]));
  for (let i = 0; i <= RUNS; i++) {
    for (const zone of ZONES) {
      for (const dir of dirs) {
        const s = session(dir);
        await s.init();
        await s.call('get_current_time', { timezone: 'UTC' });
        const t = performance.now();
        await s.call('get_current_time', { timezone: zone });
        if (i > 0) times.get(dir).get(zone).push(performance.now() - t); // the first round warms the file cache
        await s.close();
      }
    }
  }
  console.log(`| first zone argument | ${dirs.map((d) => d.split('/').pop()).join(' | ')} |`);
  console.log(`| --- | ${dirs.map(() => '---').join(' | ')} |`);
  for (const zone of ZONES) console.log(`| \`${zone}\` | ${dirs.map((d) => fmt(times.get(d).get(zone))).join(' | ')} |`);
} else {
  const MIX = Object.entries(TYPICAL).map(([name, a]) => ({ name, a }));
  const SPELLINGS = ['Tokyo', 'PDT', 'Bavaria', '東京', 'EST/EDT', 'Asia/Beijing', 'Нью-Йорк', 'Ciudad de México'].map((timezone) => ({ name: 'get_current_time', a: { timezone } }));
  const mixes = { 'every tool in turn': MIX, 'the same with eight zone spellings': [...MIX, ...SPELLINGS] };
  const rss = new Map(dirs.map((d) => [d, Object.fromEntries(Object.keys(mixes).map((k) => [k, []]))]));
  for (let i = 0; i < 2; i++) {
    for (const [kind, mix] of Object.entries(mixes)) {
      for (const dir of dirs) {
        const s = session(dir);
        await s.init();
        for (let n = 0; n < CALLS; n++) await s.call(mix[n % mix.length].name, mix[n % mix.length].a);
        rss.get(dir)[kind].push(s.rss());
        await s.close();
      }
    }
  }
  console.log(`| RSS after ${CALLS.toLocaleString('en')} calls (MiB, two runs) | ${dirs.map((d) => d.split('/').pop()).join(' | ')} |`);
  console.log(`| --- | ${dirs.map(() => '---').join(' | ')} |`);
  for (const kind of Object.keys(mixes)) console.log(`| ${kind} | ${dirs.map((d) => rss.get(d)[kind].map((x) => x.toFixed(1)).join(', ')).join(' | ')} |`);
}
