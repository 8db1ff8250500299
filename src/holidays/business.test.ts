import { test } from 'node:test';
import assert from 'node:assert/strict';
import { daysFromCivil } from '../core/civil.js';
import { db, rng } from '../../test/helpers.js';
import { BusinessCalendar, newSkipped, type Skipped } from './business.js';
import { readCountry } from './country.js';

/** A count the slow way: every day asked with the public dayOff and working. */
function reference(cal: BusinessCalendar, first: number, last: number, keep: number): { n: number; skipped: Skipped } {
  const skipped = newSkipped(keep);
  let n = 0;
  for (let day = first; day <= last; day++) {
    const off = cal.dayOff(day);
    if (off && 'weekend' in off) skipped.weekendDays++;
    else if (off) {
      skipped.holidayCount++;
      if (skipped.holidays.length < keep) skipped.holidays.push({ day, name: off.holiday });
    } else {
      n++;
      const why = cal.working(day);
      if (why !== undefined) {
        skipped.workingCount++;
        if (skipped.working.length < keep) skipped.working.push({ day, name: why });
      }
    }
  }
  return { n, skipped };
}

test('count over whole years (weekday arithmetic and the special days) = the day-by-day walk', () => {
  const random = rng(2026);
  const countries = ['CN', 'KR', 'RU', 'SA', 'IR', 'DE-BY', 'US-CA', 'IN', 'AE', 'MY-01'];
  const weekends = [undefined, [6, 7], [5, 6], [7], [5], [1, 3, 6]];
  for (let i = 0; i < 120; i++) {
    const country = countries[i % countries.length]!;
    const calendar = readCountry(db, country, 'country');
    const weekend = weekends[Math.floor(random() * weekends.length)] ?? calendar.weekend;
    const first = daysFromCivil(1995 + Math.floor(random() * 40), 1 + Math.floor(random() * 12), 1 + Math.floor(random() * 28));
    const last = first + Math.floor(random() * 3 * 366);
    const custom = Array.from({ length: Math.floor(random() * 30) }, () => first + Math.floor(random() * (last - first + 1)));
    const week = { weekend, weekendField: 'weekend_days', calendar, custom };
    const skipped = newSkipped(25);
    const n = new BusinessCalendar(week).count(first, last, skipped);
    assert.deepEqual({ n, skipped }, reference(new BusinessCalendar(week), first, last, 25), `${country} ${weekend} ${first}..${last}`);
  }
});

test('a China century: working weekends counted, the skipped lists kept to the earliest', () => {
  const cal = new BusinessCalendar({ weekend: [6, 7], weekendField: 'weekend_days', calendar: readCountry(db, 'CN', 'country') });
  const first = daysFromCivil(2000, 1, 1);
  const last = daysFromCivil(2099, 12, 31);
  const skipped = newSkipped(25);
  const n = cal.count(first, last, skipped);
  assert.deepEqual({ n, skipped }, reference(cal, first, last, 25));
  assert.equal(skipped.holidays.length, 25);
  assert.ok(skipped.workingCount >= 6 * 21, `${skipped.workingCount} working weekend days`);
});
