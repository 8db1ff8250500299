// The V8 settings as the server makes them (at run time, by setV8Flags), held to the effect they
// were set for, in a child process: V8's natives syntax shows whether optimized code survives.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';

/**
 * A function like the meeting search's handler: it reads a property of an array `.map()` made.
 * Prints whether TurboFan's code for it is still there after two calls (V8's optimization status
 * bit 4: optimized).
 */
const MAPPED_THEN_READ = `
function labels(list) { const out = list.map((p, i) => p.name ?? 'p' + i); let n = 0; out.forEach((l) => { n += l.length; }); return n; }
const list = [{ name: 'a' }, {}, { name: 'c' }];
%PrepareFunctionForOptimization(labels);
labels(list); labels(list);
%OptimizeFunctionOnNextCall(labels);
labels(list); labels(list);
process.stdout.write(String((%GetOptimizationStatus(labels) & 16) !== 0));
`;

function optimizedCodeSurvives(setFlags: boolean): boolean {
  const flags = new URL('./v8-flags.ts', import.meta.url).href;
  const script = setFlags ? `const { setV8Flags } = await import(${JSON.stringify(flags)}); setV8Flags();\n${MAPPED_THEN_READ}` : MAPPED_THEN_READ;
  const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return out === 'true';
}

test('optimized code that reads an array .map() made is kept with the server\'s V8 settings (--no-turbo-inline-array-builtins)', () => {
  assert.equal(optimizedCodeSurvives(true), true);
});

// Node 20's V8 (11.3), where the pathology was measured; a later V8 may not have it, and then the setting may go.
test('without them V8 throws that code away ("wrong map": inlined, map returns a holey array)', { skip: !process.versions.v8.startsWith('11.3.') && `V8 ${process.versions.v8}, not 11.3` }, () => {
  assert.equal(optimizedCodeSurvives(false), false);
});
