import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InputError } from '../core/errors.js';
import { epochDayOfDate } from './parse.js';

test('epochDayOfDate: real calendar dates as days since 1970-01-01', () => {
  assert.equal(epochDayOfDate('1970-01-01', 'date'), 0);
  assert.equal(epochDayOfDate('2024-02-29', 'date'), 19782);
  assert.equal(epochDayOfDate(' 2025-03-14 ', 'date'), 20161);
  assert.equal(epochDayOfDate('0001-01-01', 'date'), -719162);
  assert.equal(epochDayOfDate('1969-12-31', 'date'), -1);
});

test('epochDayOfDate: anything else is one sentence naming the argument', () => {
  for (const [text, field] of [['2025-02-29', 'date'], ['2025-13-01', 'from'], ['0000-01-01', 'to'], ['17/04/2025', 'holidays[1]'], ['2025-3-1', 'date'], ['', 'date']]) {
    assert.throws(
      () => epochDayOfDate(text!, field!),
      (e: unknown) => e instanceof InputError && e.code === 'date.invalid' && e.field === field && e.message === `Invalid ${field} "${text}": use a real calendar date as YYYY-MM-DD, e.g. "2025-03-14".`,
    );
  }
});
