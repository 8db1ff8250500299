import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InputError } from '../core/errors.js';
import { MAX_OPERATIONS, pairUp } from './pairing.js';

const FIELDS = { base: 'starts', compare: 'ends', mode: 'mode' };

test('pairUp: every mode', () => {
  assert.deepEqual(pairUp(1, 1, 'auto_detect', FIELDS), { mode: 'single', pairs: [[0, 0]] });
  assert.deepEqual(pairUp(1, 3, 'auto_detect', FIELDS), {
    mode: 'single_to_many',
    pairs: [
      [0, 0],
      [0, 1],
      [0, 2],
    ],
  });
  assert.deepEqual(pairUp(2, 1, 'auto_detect', FIELDS), {
    mode: 'many_to_single',
    pairs: [
      [0, 0],
      [1, 0],
    ],
  });
  assert.deepEqual(pairUp(2, 2, 'auto_detect', FIELDS), {
    mode: 'pairwise',
    pairs: [
      [0, 0],
      [1, 1],
    ],
  });
  assert.deepEqual(pairUp(2, 2, 'cross_product', FIELDS).pairs, [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ]);
  assert.deepEqual(pairUp(3, 3, 'aggregate', FIELDS).mode, 'aggregate');
});

test("pairUp: counts that do not fit are a coded error in the caller's names", () => {
  const refused = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      assert.ok(e instanceof InputError);
      return [e.code, e.field, e.message];
    }
    return assert.fail('accepted');
  };
  assert.deepEqual(
    refused(() => pairUp(2, 3, 'auto_detect', FIELDS)),
    [
      'pairing.counts',
      'mode',
      'Cannot pair 2 starts and 3 ends values: give equal counts to pair them in order, or mode "cross_product" for every combination.',
    ],
  );
  assert.deepEqual(
    refused(() => pairUp(2, 3, 'single_to_many', FIELDS)),
    ['pairing.counts', 'mode', 'single_to_many needs exactly 1 starts; got 2 starts and 3 ends values.'],
  );
  assert.deepEqual(
    refused(() => pairUp(2, 3, 'pairwise', FIELDS)),
    ['pairing.counts', 'mode', 'pairwise needs as many ends as starts values; got 2 starts and 3 ends values.'],
  );
  assert.equal(refused(() => pairUp(200, 200, 'cross_product', FIELDS))[0], 'operations.too-many');
  assert.ok(200 * 200 > MAX_OPERATIONS);
});
