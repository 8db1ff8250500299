import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { daysFromCivil } from '../core/civil.js';
import { pythonWith, runPython, skipUnless } from '../../test/calendar-oracles.js';
import { db } from '../../test/helpers.js';
import { holidayCalendar } from './country-holidays.js';
import { rulesCalendar } from './rules.js';

const python = pythonWith('ephem');
const skip = skipUnless(python !== undefined, 'python3-ephem is not installed');
const lunarPython = pythonWith('lunardate');
const skipLunar = skipUnless(lunarPython !== undefined, 'python3-lunardate is not installed');

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

test("corrections: Korea's Seollal is its eve, the day and the day after, as the official almanac gives it", async (t) => {
  const rules = rulesCalendar('KR', undefined, db, 'test');
  const seollal = (y: number) =>
    rules
      .year(y)
      .filter((h) => h.name === 'Korean New Year')
      .map((h) => h.date);
  await t.test('the years the almanac (월력요항) is published here: the rules agree with it', () => {
    const published = JSON.parse(readFileSync(new URL('../../data/holidays/published/KR.json', import.meta.url), 'utf8')) as {
      calendars: Record<string, Record<string, { holidays: [string, string, string, string?][] }>>;
    };
    for (const [year, { holidays }] of Object.entries(published.calendars['']!)) {
      const official = holidays.filter(([, name, , o]) => /^Korean New Year( \((eve|second day)\))?$/.test(name) && !o).map(([d]) => d);
      assert.deepEqual(seollal(Number(year)), official, year);
    }
  });
  await t.test('after them: the day before, of and after the new moon that begins the year in Korea (UTC+9), by PyEphem', { skip }, () => {
    // The year's first month begins on the day (Korean time) of the second new moon after the
    // December solstice, in years without a leap 11th or 12th month (none from 2028 to 2032). 2028
    // shows the zone: the new moon is 26 January 15:12 UTC, the 27th in Korea and the 26th in China.
    const years = [2028, 2029, 2030, 2031, 2032];
    const want = runPython(
      python!,
      `import ephem, json, sys, datetime
out = {}
for y in json.load(sys.stdin):
    m = ephem.next_new_moon(ephem.next_new_moon(ephem.next_solstice(str(y - 1) + '/12/1')))
    d = (m.datetime() + datetime.timedelta(hours=9)).date()
    out[str(y)] = [str(d + datetime.timedelta(days=k)) for k in (-1, 0, 1)]
print(json.dumps(out))`,
      years,
    ) as Record<string, string[]>;
    for (const y of years) assert.deepEqual(seollal(y), want[String(y)], String(y));
  });
});

test("corrections: China's Spring Festival is four days and Labour Day two from 2025, as the 2024 revision of the law gives them", async (t) => {
  const rules = rulesCalendar('CN', undefined, db, 'test');
  const days = (y: number, name: string) =>
    rules
      .year(y)
      .filter((h) => h.name === name)
      .map((h) => h.date);
  await t.test(
    "the published years from 2025 (the State Council's notices, python-holidays): every day the rules give is a day off there",
    () => {
      const published = JSON.parse(readFileSync(new URL('../../data/holidays/published/CN.json', import.meta.url), 'utf8')) as {
        calendars: Record<string, Record<string, { holidays: [string, string, string, string?][] }>>;
      };
      for (const y of [2025, 2026, 2027]) {
        const off = new Set(published.calendars['']![String(y)]!.holidays.filter(([, , type]) => type === 'public').map(([d]) => d));
        const ours = [...days(y, 'Spring Festival'), ...days(y, 'Labour Day')];
        assert.equal(ours.length, 6, `${y}: ${ours.join(' ')}`);
        for (const d of ours) assert.ok(off.has(d), `${y}: ${d} is not a day off in the published year`);
      }
    },
  );
  await t.test('after them: the eve and the first three days of the year by lunardate, and 1-2 May', { skip: skipLunar }, () => {
    const years = [2028, 2029, 2030, 2031, 2032];
    const want = runPython(
      lunarPython!,
      `import json, sys, datetime
from lunardate import LunarDate
out = {}
for y in json.load(sys.stdin):
    d = LunarDate(y, 1, 1).toSolarDate()
    out[str(y)] = [str(d + datetime.timedelta(days=k)) for k in (-1, 0, 1, 2)]
print(json.dumps(out))`,
      years,
    ) as Record<string, string[]>;
    for (const y of years) {
      assert.deepEqual(days(y, 'Spring Festival'), want[String(y)], String(y));
      assert.deepEqual(days(y, 'Labour Day'), [`${y}-05-01`, `${y}-05-02`], String(y));
    }
  });
});
