// Every example answer in the README comes from the real server: each `tool {args}` line followed
// by `→ {answer}`, and each `$ meridian-mcp call …` line followed by its output, is run against the
// built bundle on the README's clock (Monday 2026-11-30 12:00 UTC, local zone Europe/Paris).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUNDLE } from './helpers.js';

const README = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
const CLOCK = ['--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris'];

function call(words: string[]): string {
  const r = spawnSync(process.execPath, [BUNDLE, 'call', ...words, ...CLOCK], { encoding: 'utf8', timeout: 20_000 });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trimEnd();
}

test('README tool examples are what the server answers', () => {
  const examples = [...README.matchAll(/^(?:tool:\s+)?([a-z_]+) (\{.*\})(?:\s+\(.*\))?\n\s*→ (\{.*\})$/gm)];
  assert.ok(examples.length >= 7, `found ${examples.length} examples`);
  for (const [, tool, args, answer] of examples) assert.equal(call([tool!, args!]), answer, `${tool} ${args}`);
});

test('README shell examples print what the README shows', () => {
  const examples = [...README.matchAll(/^\$ meridian-mcp call (.+)\n(.+)$/gm)];
  assert.ok(examples.length >= 2);
  for (const [, command, shown] of examples) {
    const words = [...command!.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
    assert.equal(call(words), shown, command);
  }
});
