// npm run bench:levers -- REV... : what each change bought, measured in one interleaved run.
// Builds each git revision in .tmp/levers/<rev> (a worktree sharing this checkout's node_modules),
// then measures every build the same way: cold start to the first tools/call answer (interleaved,
// with the plain-Node floor), RSS after 10,000 sequential calls of get_current_time and after 10,000
// calls cycling through every tool, and the tools/list tokens. BENCHMARKS.md's lever table was made with it.
//
//   npm run bench:levers -- 86bfc71 7e54749 HEAD

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { stdioSession } from './stdio-session.mjs';
import { TYPICAL } from './typical.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const revs = process.argv.slice(2);
if (!revs.length) throw new Error('Name the git revisions to compare, e.g. npm run bench:levers -- 86bfc71 HEAD');
const RUNS = 15;
const CALLS = 10_000;

const builds = revs.map((rev) => {
  const sha = execFileSync('git', ['rev-parse', '--short', rev], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = join(ROOT, '.tmp/levers', sha);
  if (!existsSync(join(dir, 'dist/meridian.mjs'))) {
    rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { cwd: ROOT });
    mkdirSync(dirname(dir), { recursive: true });
    execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: ROOT, stdio: 'ignore' });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'ignore' });
  }
  const subject = execFileSync('git', ['log', '-1', '--format=%s', sha], { cwd: ROOT, encoding: 'utf8' }).trim();
  return { rev: sha, subject, argv: [join(dir, 'dist/meridian.mjs'), '--now', '2024-01-01T12:00:00Z', '--local-timezone', 'Europe/Paris'] };
});
const floor = { rev: 'floor', subject: 'bench/floor.mjs', argv: [join(ROOT, 'bench/floor.mjs')] };

const session = (argv) => stdioSession(argv, 'levers');

const call = { name: 'get_current_time', arguments: { timezone: 'Europe/London' } };
/** Every tool's typical call (bench/typical.mjs), cycled for the second RSS figure, as npm run bench does. */
const MIX = Object.entries(TYPICAL).map(([name, args]) => ({ name, arguments: args }));
const all = [floor, ...builds];
const cold = new Map(all.map((b) => [b, []]));
for (let i = 0; i <= RUNS; i++) {
  for (const b of all) {
    const s = session(b.argv);
    await s.init();
    await s.request('tools/list');
    await s.request('tools/call', b === floor ? { name: 'get_current_time', arguments: {} } : call);
    if (i > 0) cold.get(b).push(performance.now() - s.t0); // the first round warms the file cache
    await s.close();
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const floorMs = median(cold.get(floor));

console.log('| revision | change | cold start to first call (ms) | × floor | RSS after 10,000 calls (MiB) | the same, every tool in turn | tools/list tokens |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const b of all) {
  const s = session(b.argv);
  await s.init();
  const tools = b === floor ? undefined : (await s.request('tools/list')).result.tools;
  for (let i = 0; i < CALLS; i++) await s.request('tools/call', b === floor ? { name: 'get_current_time', arguments: {} } : call);
  const rss = s.rss();
  await s.close();
  let mixed = '—';
  if (b !== floor) {
    const m = session(b.argv);
    await m.init();
    for (let i = 0; i < CALLS; i++) await m.request('tools/call', MIX[i % MIX.length]);
    mixed = m.rss().toFixed(1);
    await m.close();
  }
  const ms = median(cold.get(b));
  console.log(`| ${b.rev} | ${b.subject} | ${ms.toFixed(0)} | ${(ms / floorMs).toFixed(2)} | ${rss.toFixed(1)} | ${mixed} | ${tools ? countTokens(JSON.stringify(tools)) + ` (${tools.length} tools)` : '—'} |`);
}
