// A fixed battery of calls, answered by the built bundle byte for byte as recorded. The calls are
// every tool call the tool tables make (test/battery/calls.jsonl: tool, frozen clock, local zone,
// arguments), plus tools/list with and without output schemas. A change meant to alter no
// behaviour (a refactor) must leave every answer as it is; a change that alters answers on purpose
// rewrites the record with UPDATE_SNAPSHOTS=1, and the diff of test/battery/answers.jsonl is then
// part of what a reviewer reads.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUNDLE } from './helpers.js';

const CALLS = fileURLToPath(new URL('./battery/calls.jsonl', import.meta.url));
const ANSWERS = fileURLToPath(new URL('./battery/answers.jsonl', import.meta.url));

interface Call {
  readonly tool: string;
  readonly now: string;
  readonly local: string;
  readonly args: unknown;
}

/** One server process per clock and local zone, every request pipelined, the answer lines keyed by id. */
function answer(flags: readonly string[], requests: readonly object[]): Promise<Map<number, string>> {
  const child = spawn(process.execPath, [BUNDLE, ...flags], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const init = {
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'battery', version: '1' } },
  };
  child.stdin.end([init, ...requests].map((r) => JSON.stringify(r) + '\n').join(''));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`server exited ${code}: ${err}`));
      const byId = new Map<number, string>();
      for (const line of out.split('\n')) {
        if (!line) continue;
        const { id } = JSON.parse(line) as { id: number };
        if (id !== 0) byId.set(id, line.replace(/^\{"jsonrpc":"2\.0","id":\d+,/, '{'));
      }
      resolve(byId);
    });
  });
}

test('the bundle answers the battery byte for byte as recorded', async () => {
  const calls: Call[] = readFileSync(CALLS, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  const groups = new Map<string, number[]>();
  calls.forEach((c, i) => {
    const key = `${c.now}\u0000${c.local}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const got: string[] = [];
  const runs = [...groups].map(async ([key, indexes]) => {
    const [now, local] = key.split('\u0000') as [string, string];
    const requests = indexes.map((i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: 'tools/call',
      params: { name: calls[i]!.tool, arguments: calls[i]!.args },
    }));
    // The answers are the test, not the deadline: a loaded machine working through hundreds of
    // pipelined calls at once must not turn the last ones into deadline errors.
    const byId = await answer(['--now', now, '--local-timezone', local, '--request-timeout', '300000'], requests);
    for (const i of indexes) got[i] = `${calls[i]!.tool} ${byId.get(i + 1) ?? '(no answer)'}`;
  });
  const listings = [[], ['--output-schemas']].map(async (flags) => {
    const byId = await answer(
      ['--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris', ...flags],
      [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }],
    );
    return `tools/list${flags.length ? ' ' + flags.join(' ') : ''} ${byId.get(1)}`;
  });
  await Promise.all(runs);
  got.push(...(await Promise.all(listings)));
  const text = got.join('\n') + '\n';
  if (process.env.UPDATE_SNAPSHOTS) writeFileSync(ANSWERS, text);
  const want = readFileSync(ANSWERS, 'utf8').split('\n');
  const lines = text.split('\n');
  const differ = lines.map((l, i) => (l === want[i] ? -1 : i)).filter((i) => i >= 0);
  assert.equal(lines.length, want.length, 'the number of answers changed');
  assert.deepEqual(
    differ.slice(0, 5).map((i) => ({ call: i < calls.length ? calls[i] : 'tools/list', got: lines[i], want: want[i] })),
    [],
    `${differ.length} of ${lines.length} answers differ from test/battery/answers.jsonl`,
  );
  assert.ok(!text.includes('a Meridian bug'), 'the battery holds an internal error');
});
