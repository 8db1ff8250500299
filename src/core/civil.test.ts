import { test } from 'node:test';
import assert from 'node:assert/strict';
import { civilFromDays, nthWeekdayOfMonth } from './civil.js';

test('nthWeekdayOfMonth: the n-th weekday of a month from either end, as dateutil.relativedelta gives it', () => {
  const iso = (d: number | undefined) =>
    d === undefined
      ? undefined
      : ((c) => `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`)(civilFromDays(d));
  // relativedelta(weekday=MO(1)) from 2027-01-01, TU(2) from 2027-03-01, MO(-1) from 2026-05-31, FR(-2) from 2026-03-31
  assert.equal(iso(nthWeekdayOfMonth(2027, 1, 1, 1)), '2027-01-04');
  assert.equal(iso(nthWeekdayOfMonth(2027, 3, 2, 2)), '2027-03-09');
  assert.equal(iso(nthWeekdayOfMonth(2026, 5, -1, 1)), '2026-05-25');
  assert.equal(iso(nthWeekdayOfMonth(2026, 3, -2, 5)), '2026-03-20');
  // February 2026 has four Sundays: relativedelta's SU(5) runs into March
  assert.equal(nthWeekdayOfMonth(2026, 2, 5, 0), undefined);
});
