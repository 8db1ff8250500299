import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { db } from '../../test/helpers.js';
import { holidayCalendar } from './country-holidays.js';
import { DEFAULT_WEEKEND, WEEKEND, weekendOf } from './weekends.js';

const require = createRequire(import.meta.url);

test('holidayCalendar(): weekends per country', () => {
  const rows: [string, string | undefined, number[]][] = [
    ['DE', undefined, [6, 7]],
    ['US', undefined, [6, 7]],
    ['Saudi Arabia', undefined, [5, 6]],
    ['Israel', undefined, [5, 6]],
    ['Egypt', undefined, [5, 6]],
    ['Iran', undefined, [5]],
    ['India', undefined, [7]],
    ['AE', undefined, [6, 7]], // since 2022
    ['MY', '01', [6, 7]], // Johor, since 2025 (The Star, 7 October 2024)
    ['MY', '02', [5, 6]], // Kedah
    ['MY', '10', [6, 7]], // Selangor
  ];
  for (const [country, region, weekend] of rows)
    assert.deepEqual(holidayCalendar(db, { country, ...(region ? { region } : {}) }).weekend, weekend, `${country} ${region ?? ''}`);
});

test('WEEKEND is CLDR weekData (cldr-core), for every territory that is not Saturday–Sunday', () => {
  const weekData = require('cldr-core/supplemental/weekData.json').supplemental.weekData as {
    weekendStart: Record<string, string>;
    weekendEnd: Record<string, string>;
  };
  const day = (d: string): number => ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(d) + 1;
  const expected: Record<string, number[]> = {};
  for (const [territory, start] of Object.entries(weekData.weekendStart)) {
    if (territory === '001') continue;
    const first = day(start);
    const last = day(weekData.weekendEnd[territory] ?? weekData.weekendEnd['001']!);
    const days: number[] = [];
    for (let d = first; ; d = (d % 7) + 1) {
      days.push(d);
      if (d === last) break;
    }
    expected[territory] = days.sort((a, b) => a - b);
  }
  assert.deepEqual(WEEKEND, expected);
  assert.deepEqual(DEFAULT_WEEKEND, [day(weekData.weekendStart['001']!), day(weekData.weekendEnd['001']!)]);
  assert.deepEqual(weekendOf('FR'), [6, 7]);
});
