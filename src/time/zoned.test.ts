import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InputError } from '../core/errors.js';
import { db } from '../../test/helpers.js';
import { instantOfLocalMs, localDay, resolveWallTime } from './zoned.js';

const NY = { name: 'America/New_York', zone: db.zone('America/New_York') };
const APIA = { name: 'Pacific/Apia', zone: db.zone('Pacific/Apia') };
const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({ year, month, day, hour, minute, second: 0 });

test('resolveWallTime: a DST gap or overlap is settled as asked, and said in a note', () => {
  assert.deepEqual(resolveWallTime(NY, wall(2024, 3, 10, 1, 30), 'compatible'), { epochSec: Date.parse('2024-03-10T06:30:00Z') / 1000 });
  const gap = resolveWallTime(NY, wall(2024, 3, 10, 2, 30), 'compatible');
  assert.deepEqual(gap, {
    epochSec: Date.parse('2024-03-10T07:30:00Z') / 1000,
    note: '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00); used 03:30 EDT (-04:00).',
  });
  assert.equal(resolveWallTime(NY, wall(2024, 3, 10, 2, 30), 'earlier').epochSec, Date.parse('2024-03-10T06:30:00Z') / 1000);
  assert.equal(resolveWallTime(NY, wall(2024, 11, 3, 1, 30), 'later').epochSec, Date.parse('2024-11-03T06:30:00Z') / 1000);
  // Apia skipped 30 December 2011 whole: the note needs the dates.
  assert.match(
    resolveWallTime(APIA, wall(2011, 12, 30, 12), 'compatible').note!,
    /clocks jumped forward from 2011-12-30 00:00 to 2011-12-31 00:00/,
  );
});

test('resolveWallTime with "reject": coded errors that say how to choose', () => {
  const refused = (w: ReturnType<typeof wall>) => {
    try {
      resolveWallTime(NY, w, 'reject');
    } catch (e) {
      assert.ok(e instanceof InputError);
      return [e.code, e.message];
    }
    return assert.fail('accepted');
  };
  assert.deepEqual(refused(wall(2024, 3, 10, 2, 30)), [
    'wall-time.skipped',
    '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00). Use a time outside 02:00–03:00, or pass disambiguation "compatible", "earlier" or "later".',
  ]);
  assert.deepEqual(refused(wall(2024, 11, 3, 1, 30)), [
    'wall-time.repeated',
    '01:30 occurs twice in America/New_York on 2024-11-03 (clocks went back from 02:00 to 01:00): at EDT (-04:00) and at EST (-05:00). Pass disambiguation "earlier" or "later" to choose.',
  ]);
});

test("instantOfLocalMs keeps milliseconds; localDay is the date on the zone's clock", () => {
  assert.deepEqual(instantOfLocalMs(NY, Date.parse('2024-07-01T12:00:00.250Z'), 'compatible'), {
    epochMs: Date.parse('2024-07-01T16:00:00.250Z'),
  });
  const t = Date.parse('2024-07-01T02:00:00Z') / 1000; // 22:00 the day before in New York
  assert.equal(localDay(NY.zone, t), Date.parse('2024-06-30') / 86_400_000);
  assert.equal(localDay(APIA.zone, t), Date.parse('2024-07-01') / 86_400_000);
});
