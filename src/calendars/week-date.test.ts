// The ISO week date and the day of the year against Python's datetime.date.isocalendar() and
// timetuple().tm_yday.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { dayOfYear, daysFromIsoWeek, isoWeekFromDays, isoWeeksInYear } from './week-date.js';
import { pythonWith, runPython, skipUnless } from '../../test/calendar-oracles.js';

const python = pythonWith('datetime');
const SKIP = skipUnless(!!python, 'no python3');
const iso = (z: number) => {
  const { year, month, day } = civilFromDays(z);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

test("every 7th day of 1800-2200 and each year's edges agree with Python's isocalendar and yday", { skip: SKIP }, () => {
  assert.ok(python, 'python3 is required');
  const days: number[] = [];
  for (let z = daysFromCivil(1800, 1, 1); z < daysFromCivil(2200, 1, 1); z += 7) days.push(z + (z % 5));
  for (let y = 1800; y < 2200; y++)
    for (const [m, d] of [
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [12, 28],
      [12, 29],
      [12, 30],
      [12, 31],
    ] as const)
      days.push(daysFromCivil(y, m, d));
  const script = `
import json, sys, datetime
out = []
for s in json.load(sys.stdin):
    d = datetime.date(*map(int, s.split('-')))
    out.append(list(d.isocalendar()) + [d.timetuple().tm_yday])
print(json.dumps(out))
`;
  const want = runPython(python, script, days.map(iso)) as [number, number, number, number][];
  days.forEach((z, i) => {
    const [year, week, weekday, yday] = want[i]!;
    assert.deepEqual(isoWeekFromDays(z), { year, week, weekday }, iso(z));
    assert.equal(daysFromIsoWeek(year, week, weekday), z);
    assert.equal(dayOfYear(z), yday);
  });
  assert.ok(days.length >= 2000);
});

test('53-week years: 2020 and 2026 have 53 weeks, 2025 has 52', () => {
  assert.equal(isoWeeksInYear(2020), 53);
  assert.equal(isoWeeksInYear(2026), 53);
  assert.equal(isoWeeksInYear(2025), 52);
});
