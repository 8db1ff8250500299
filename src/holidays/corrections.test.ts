import { test } from 'node:test';
import assert from 'node:assert/strict';
import { daysFromCivil } from '../core/civil.js';
import { db } from '../../test/helpers.js';
import { holidayCalendar } from './country-holidays.js';

test("corrections: Ireland's St Patrick's Day and St Stephen's Day are public holidays, days off for everyone", () => {
  // Organisation of Working Time Act 1997, Schedule 2; python-holidays (IE) lists both as public holidays
  const ie = holidayCalendar(db, { country: 'IE' });
  const publicDays = (y: number) => ie.holidays(daysFromCivil(y, 1, 1), daysFromCivil(y, 12, 31)).map((h) => `${h.date} ${h.name}`);
  for (const y of [2026, 2027, 2028]) {
    const days = publicDays(y);
    assert.ok(days.includes(`${y}-03-17 St. Patrick\u2019s Day`), `${y}: ${days.join('; ')}`);
    assert.ok(days.includes(`${y}-12-26 St. Stephen\u2019s Day`), `${y}: ${days.join('; ')}`);
  }
});
