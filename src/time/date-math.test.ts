// Calendar arithmetic against temporal-polyfill (an independent implementation of the Temporal spec
// that Meridian's calendar rules follow) over thousands of generated date pairs, plus fixed rows.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Temporal } from 'temporal-polyfill';
import { addToDate, dateUntil, dayOfYear, isoWeekDate } from './date-math.js';
import { civilFromDays, daysFromCivil, type CivilDate } from '../core/civil.js';
import { rng } from '../../test/helpers.js';

const plain = (d: CivilDate) => Temporal.PlainDate.from({ year: d.year, month: d.month, day: d.day });
const rand = rng(42);
const randomDate = (): CivilDate => civilFromDays(daysFromCivil(1900, 1, 1) + Math.floor(rand() * 365.25 * 200));

test('dateUntil matches Temporal PlainDate.until (largestUnit years) on 5,000 pairs, both directions', () => {
  for (let i = 0; i < 5000; i++) {
    const a = randomDate();
    // Half the pairs close together, where month-end clamping decides.
    const b = rand() < 0.5 ? civilFromDays(daysFromCivil(a.year, a.month, a.day) + Math.floor(rand() * 130) - 65) : randomDate();
    const want = plain(a).until(plain(b), { largestUnit: 'years' });
    assert.deepEqual(
      dateUntil(a, b),
      { years: want.years, months: want.months, days: want.days },
      `${JSON.stringify(a)} -> ${JSON.stringify(b)}`,
    );
  }
});

test('addToDate matches Temporal PlainDate.add (overflow constrain) on 5,000 cases', () => {
  for (let i = 0; i < 5000; i++) {
    const a = randomDate();
    const years = Math.floor(rand() * 11) - 5;
    const months = Math.floor(rand() * 41) - 20;
    const days = Math.floor(rand() * 121) - 60;
    // Temporal refuses mixed signs in one duration; years and months move together as one count of months.
    const unclamped = plain(a).add({ months: years * 12 + months });
    const want = unclamped.add({ days });
    const got = addToDate(a, years, months, days);
    assert.deepEqual(got.date, { year: want.year, month: want.month, day: want.day });
    assert.equal(got.clampedFrom !== undefined, unclamped.day !== a.day, JSON.stringify(a));
  }
});

test('ISO week dates and days of the year match Temporal', () => {
  for (let i = 0; i < 3000; i++) {
    const d = randomDate();
    const p = plain(d);
    assert.equal(isoWeekDate(d), `${p.yearOfWeek}-W${String(p.weekOfYear).padStart(2, '0')}-${p.dayOfWeek}`);
    assert.equal(dayOfYear(d), p.dayOfYear);
  }
});

test('calendar rows', () => {
  assert.deepEqual(dateUntil({ year: 2024, month: 1, day: 31 }, { year: 2024, month: 2, day: 29 }), { years: 0, months: 0, days: 29 });
  assert.deepEqual(dateUntil({ year: 2024, month: 3, day: 31 }, { year: 2024, month: 2, day: 29 }), { years: 0, months: -1, days: 0 });
  assert.deepEqual(dateUntil({ year: 2020, month: 2, day: 29 }, { year: 2021, month: 2, day: 28 }), { years: 0, months: 11, days: 30 });
  assert.deepEqual(addToDate({ year: 2024, month: 1, day: 31 }, 0, 1, 0), { date: { year: 2024, month: 2, day: 29 }, clampedFrom: 31 });
  assert.equal(isoWeekDate({ year: 2025, month: 9, day: 13 }), '2025-W37-6');
  assert.equal(isoWeekDate({ year: 2021, month: 1, day: 3 }), '2020-W53-7');
  assert.equal(isoWeekDate({ year: 2024, month: 12, day: 30 }), '2025-W01-1');
  assert.equal(dayOfYear({ year: 2024, month: 12, day: 31 }), 366);
});
