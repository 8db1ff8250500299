// The reader's own contract (parse_time's tables test the phrases): its errors carry a code and the
// caller's field, and it names no tool argument of its own.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InputError } from '../core/errors.js';
import { db } from '../../test/helpers.js';
import { resolveZone } from '../zones/resolve.js';
import { parseNatural } from './index.js';

const opts = {
  db,
  zone: resolveZone(db, 'Europe/Paris', 'UTC', 'timezone'),
  field: 'phrase',
  reference: Date.parse('2026-11-30T12:00:00Z') / 1000,
  disambiguation: 'compatible' as const,
};

function refused(text: string): [string, string | undefined, string] {
  try {
    parseNatural(text, opts);
  } catch (e) {
    assert.ok(e instanceof InputError, String(e));
    return [e.code, e.field, e.message];
  }
  return assert.fail(`read "${text}"`);
}

test('parseNatural: errors name the field the caller gave', () => {
  assert.deepEqual(refused('  '), ['phrase.empty', 'phrase', 'The phrase is empty; pass a date or time such as "tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30".']);
  assert.equal(refused('whenever')[0], 'phrase.unreadable');
  assert.deepEqual(refused('2026-02-30'), ['phrase.invalid', 'phrase', 'Invalid date "2026-02-30" in phrase; use a real calendar date such as "2026-03-15".']);
  assert.deepEqual(refused('2026-03-01T10:00+19:00'), ['phrase.invalid', 'phrase', 'Invalid UTC offset "+19:00" in phrase; use one between -18:00 and +18:00, e.g. "+05:30".']);
  assert.equal(refused('fifth Monday of February 2027')[0], 'phrase.no-such-day');
  assert.deepEqual(refused('3pm in Springfield').slice(0, 2), ['zone.ambiguous', 'phrase']);
  assert.equal(refused('in 9000 years')[0], 'phrase.year-range');
});

test('parseNatural: a zone in the phrase wins, and readings come back as instants', () => {
  const r = parseNatural('tomorrow at 9am in Tokyo', opts);
  assert.equal(r.zone.name, 'Asia/Tokyo');
  assert.equal(r.start, Date.parse('2026-12-01T00:00:00Z') / 1000);
  const next = parseNatural('next Friday at 3pm', opts);
  assert.equal(next.start, Date.parse('2026-12-11T14:00:00Z') / 1000);
  assert.deepEqual(next.alternatives, [{ epochSec: Date.parse('2026-12-04T14:00:00Z') / 1000, reading: 'the coming Friday' }]);
});
