import { test } from 'node:test';
import assert from 'node:assert/strict';
import { editDistance } from './edit-distance.js';

test('editDistance: Levenshtein with adjacent transpositions', () => {
  assert.equal(editDistance('tokyo', 'tokyo'), 0);
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('tokio', 'tokyo'), 1);
  assert.equal(editDistance('londno', 'london'), 1); // one transposition
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(editDistance('paris', ''), 5);
});

test('editDistance with a bound reports anything farther as bound + 1, exactly up to it', () => {
  assert.equal(editDistance('kitten', 'sitting', 3), 3);
  assert.equal(editDistance('kitten', 'sitting', 2), 3);
  assert.equal(editDistance('kitten', 'sitting', 1), 2);
  assert.equal(editDistance('a', 'abcdefghijklmnop', 4), 5); // lengths alone rule it out
  assert.equal(editDistance('xyzzy plugh', 'saint petersburg', 2), 3);
  // Every bound agrees with the unbounded distance where it is within the bound.
  const words = ['berlin', 'berlinn', 'bern', 'merlin', 'dublin', 'lisbon', 'boston'];
  for (const a of words)
    for (const b of words) {
      const d = editDistance(a, b, 99);
      for (let max = 0; max < 8; max++) assert.equal(editDistance(a, b, max), Math.min(d, max + 1), `${a} ${b} ${max}`);
    }
});
