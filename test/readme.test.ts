// The README's commands do what it says. Its Quick start is run line by line, verbatim, in this
// checkout as a newcomer would after `npm install` (the installs and the test runs themselves are
// only checked to name real scripts). Every example answer comes from the real server: each
// `tool {args}` line followed by `→ {answer}`, and each `$ npx meridian-mcp call …` line followed by
// its output, is run against the built bundle on the README's clock (Monday 2026-11-30 12:00 UTC,
// local zone Europe/Paris).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stale } from '../scripts/prepare.mjs';
import { BUNDLE } from './helpers.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
const SCRIPTS = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const CLOCK = ['--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris'];

function call(words: string[]): string {
  const r = spawnSync(process.execPath, [BUNDLE, 'call', ...words, ...CLOCK], { encoding: 'utf8', timeout: 20_000 });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trimEnd();
}

/** A command line as a newcomer's shell in the checkout runs it: nothing on stdin, none of the npm_* settings npm hands the scripts it runs. */
function shell(line: string) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_')));
  const r = spawnSync('sh', ['-c', line], { cwd: ROOT, input: '', encoding: 'utf8', timeout: 60_000, env });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The Quick start's commands, without their comments. */
function quickStart(): string[] {
  const section = README.slice(README.indexOf('## Quick start'), README.indexOf('\n## ', README.indexOf('## Quick start') + 1));
  const block = /```sh\n([\s\S]*?)```/.exec(section);
  assert.ok(block, 'the Quick start has a sh block');
  return block[1]!
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
}

test('the Quick start runs as written after npm install', () => {
  // npx would rebuild a stale dist/ (scripts/prepare.mjs) under the suites running beside this one.
  assert.ok(!stale(), 'dist/ is older than its sources: run npm run build first');
  const lines = quickStart();
  assert.deepEqual(lines.slice(0, 1), ['npm install']);
  let ran = 0;
  for (const line of lines) {
    if (/^npm (install|test)$/.test(line)) continue; // what runs this test
    const script = /^npm run (\S+)$/.exec(line)?.[1];
    if (script) {
      assert.ok(SCRIPTS[script], `${line}: package.json has no script "${script}"`);
      continue;
    }
    const r = shell(line);
    assert.equal(r.code, 0, `${line}: ${r.stderr}`);
    ran++;
    if (line === 'npm start') {
      // Nothing on stdin: it starts, says so in one line, and ends with its input.
      assert.equal(r.stdout, '', `${line} wrote on stdout`);
      assert.match(r.stderr, /^meridian-mcp \S+, tz data [^\n]*: waiting for an MCP client on stdio \([^\n]*\)\n$/);
    } else if (/^(node dist\/meridian\.mjs|npx meridian-mcp)\b/.test(line)) {
      assert.equal(r.stderr, '', line);
      assert.notEqual(r.stdout.trim(), '', line);
      if (/ tools$/.test(line)) assert.match(r.stdout, /^get_current_time {3}Now in a zone/, line);
      if (/ --version$/.test(line)) assert.match(r.stdout, /^meridian-mcp \d+\.\d+\.\d+, tz data 20\d\d[a-z]/, line);
      if (/ call get_current_time timezone=Asia\/Tokyo$/.test(line))
        assert.equal((JSON.parse(r.stdout) as { timezone: string }).timezone, 'Asia/Tokyo');
    } else assert.fail(`${line}: this test does not know how to check it; teach it, or keep the Quick start to npm and the built program`);
  }
  assert.ok(ran >= 4, `ran ${ran} of the Quick start's commands`);
});

test('README tool examples are what the server answers', () => {
  const examples = [...README.matchAll(/^(?:tool:\s+)?([a-z_]+) (\{.*\})(?:\s+\(.*\))?\n\s*→ (\{.*\})$/gm)];
  assert.ok(examples.length >= 7, `found ${examples.length} examples`);
  for (const [, tool, args, answer] of examples) assert.equal(call([tool!, args!]), answer, `${tool} ${args}`);
});

test('README shell examples print what the README shows', () => {
  const examples = [...README.matchAll(/^\$ (?:npx )?meridian-mcp call (.+)\n(.+)$/gm)];
  assert.ok(examples.length >= 2);
  for (const [, command, shown] of examples) {
    const words = [...command!.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
    assert.equal(call(words), shown, command);
  }
});
