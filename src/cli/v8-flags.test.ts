// The V8 settings as the server makes them (at run time, by setV8Flags), held to the effect they are
// set for, in a child process each: V8's own heap statistics show the young generation's size.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { V8_FLAGS, v8FlagsFor } from './v8-flags.js';

/**
 * The young generation's size in MiB before and after short-lived objects, a few hundred kilobytes
 * of them alive at a time (a call's garbage), made 300,000 times.
 */
const CALLS_GARBAGE = `
const v8 = await import('node:v8');
const young = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576;
const before = young();
const ring = new Array(2000);
for (let i = 0; i < 300000; i++) ring[i % 2000] = { i, s: 'x' + i, a: [i, i + 1, i + 2] };
process.stdout.write(JSON.stringify([before, young()]));
`;

function youngGeneration(setFlags: boolean): [number, number] {
  const flags = new URL('./v8-flags.ts', import.meta.url).href;
  const script = setFlags
    ? `const { setV8Flags } = await import(${JSON.stringify(flags)}); setV8Flags();\n${CALLS_GARBAGE}`
    : CALLS_GARBAGE;
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })) as [
    number,
    number,
  ];
}

test('the settings are the ones measured (BENCHMARKS.md, "Settings"): the small young generation over stdio, nothing over HTTP', () => {
  assert.deepEqual(V8_FLAGS, ['--semi-space-growth-factor=1']);
  assert.deepEqual(v8FlagsFor('stdio'), V8_FLAGS);
  assert.deepEqual(v8FlagsFor('http'), []);
});

test("with the server's V8 settings the young generation keeps its size under a call's garbage (--semi-space-growth-factor=1)", () => {
  const [before, after] = youngGeneration(true);
  assert.ok(after <= before, `${before} -> ${after} MiB`);
});

test('without them V8 grows it, to 16 MiB, under the same garbage', () => {
  const [before, after] = youngGeneration(false);
  assert.ok(after >= 2 * before && after >= 8, `${before} -> ${after} MiB`);
});
