import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { ToolInputError } from '../core/errors.js';
import { DEFAULT_WEEKEND, holidayCalendar, WEEKEND, weekendOf, type Holiday, type HolidayType } from './calendar.js';

const require = createRequire(import.meta.url);

interface Row {
  name: string;
  country: string;
  region?: string;
  types?: HolidayType[];
  from: string;
  to: string;
  /** "date name" per holiday, with " (observed)" for a substitute day. */
  expected: string[];
}

const brief = (hs: Holiday[]): string[] => hs.map((h) => `${h.date} ${h.name}${h.observed ? ' (observed)' : ''}${h.type === 'public' ? '' : ` [${h.type}]`}`);

const rows: Row[] = [
  {
    name: 'Easter in Germany (national)',
    country: 'DE',
    from: '2025-04-01',
    to: '2025-05-01',
    expected: ['2025-04-18 Good Friday', '2025-04-21 Easter Monday', '2025-05-01 Labour Day'],
  },
  {
    name: 'Bavaria adds Epiphany and Corpus Christi',
    country: 'Germany',
    region: 'BY',
    from: '2025-01-01',
    to: '2025-01-31',
    expected: ["2025-01-01 New Year's Day", '2025-01-06 Epiphany'],
  },
  { name: 'Corpus Christi in Bavaria', country: 'de', region: 'by', from: '2025-06-19', to: '2025-06-19', expected: ['2025-06-19 Corpus Christi'] },
  { name: 'no Corpus Christi nationally', country: 'DE', from: '2025-06-19', to: '2025-06-19', expected: [] },
  {
    name: 'Easter in England',
    country: 'United Kingdom',
    region: 'ENG',
    from: '2025-04-01',
    to: '2025-05-31',
    expected: ['2025-04-18 Good Friday', '2025-04-21 Easter Monday', '2025-05-05 Early May bank holiday', '2025-05-26 Spring bank holiday'],
  },
  {
    name: 'UK Christmas on a weekend: both substitute days, and New Year across the year boundary',
    country: 'UK',
    from: '2021-12-20',
    to: '2022-01-10',
    expected: [
      '2021-12-25 Christmas Day',
      '2021-12-26 Boxing Day',
      '2021-12-27 Christmas Day (substitute day) (observed)',
      '2021-12-28 Boxing Day (substitute day) (observed)',
      "2022-01-01 New Year's Day",
      "2022-01-03 New Year's Day (substitute day) (observed)",
    ],
  },
  { name: 'US Thanksgiving 2025', country: 'United States', from: '2025-11-20', to: '2025-11-30', expected: ['2025-11-27 Thanksgiving Day'] },
  {
    name: 'US July 4 on a Saturday is observed on Friday the 3rd',
    country: 'US',
    from: '2026-07-01',
    to: '2026-07-31',
    expected: ['2026-07-03 Independence Day (substitute day) (observed)', '2026-07-04 Independence Day'],
  },
  {
    name: 'US July 4 on a Sunday is observed on Monday the 5th',
    country: 'USA',
    from: '2027-07-01',
    to: '2027-07-31',
    expected: ['2027-07-04 Independence Day', '2027-07-05 Independence Day (substitute day) (observed)'],
  },
  {
    name: 'Japan Golden Week 2025 with its substitute day',
    country: 'JP',
    from: '2025-04-26',
    to: '2025-05-10',
    expected: ['2025-04-29 Showa Day', '2025-05-03 Constitution Day', '2025-05-04 Greenery Day', "2025-05-05 Children's Day", '2025-05-06 Greenery Day (substitute day) (observed)'],
  },
  { name: 'Deepavali in Singapore', country: 'Singapore', from: '2025-10-01', to: '2025-10-31', expected: ['2025-10-20 Deepavali'] },
  {
    name: 'a three-day holiday is one entry per day (Chuseok), then its substitute',
    country: 'KR',
    from: '2025-10-04',
    to: '2025-10-08',
    expected: ['2025-10-05 Korean Thanksgiving', '2025-10-06 Korean Thanksgiving', '2025-10-07 Korean Thanksgiving', '2025-10-08 Korean Thanksgiving (substitute day) (observed)'],
  },
  {
    name: 'bank holidays only when asked: German Christmas Eve and New Year’s Eve',
    country: 'DE',
    types: ['public', 'bank'],
    from: '2025-12-20',
    to: '2026-01-01',
    expected: ['2025-12-24 Christmas Eve [bank]', '2025-12-25 Christmas Day', '2025-12-26 Boxing Day', "2025-12-31 New Year's Eve [bank]", "2026-01-01 New Year's Day"],
  },
  { name: 'public by default', country: 'DE', from: '2025-12-24', to: '2025-12-24', expected: [] },
  { name: 'observances only', country: 'US', types: ['observance'], from: '2025-11-20', to: '2025-11-30', expected: ['2025-11-28 Day after Thanksgiving Day [observance]'] },
  { name: 'a reversed range is empty', country: 'DE', from: '2025-12-31', to: '2025-01-01', expected: [] },
];

test('holidayCalendar(): holidays in a range', async (t) => {
  for (const r of rows) {
    await t.test(r.name, () => {
      assert.deepEqual(brief(holidayCalendar(r.country, r.region, r.types).holidays(r.from, r.to)), r.expected);
    });
  }
});

test('holidayCalendar(): country, name and region are normalised', () => {
  const de = holidayCalendar('germany', 'Bayern');
  assert.equal(de.country, 'DE');
  assert.equal(de.countryName, 'Germany');
  assert.equal(de.region, 'BY');
  assert.equal(holidayCalendar('DE', 'DE-BY').region, 'BY');
  assert.equal(holidayCalendar('United States').country, 'US');
  assert.equal(holidayCalendar('United States').countryName, 'United States');
  assert.equal(holidayCalendar('Britain').countryName, 'United Kingdom');
  assert.equal(holidayCalendar('Deutschland').country, 'DE');
  assert.equal(holidayCalendar('DE').region, undefined);
});

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
    ['MY', '01', [5, 6]], // Johor
    ['MY', '10', [6, 7]], // Selangor
  ];
  for (const [country, region, weekend] of rows) assert.deepEqual(holidayCalendar(country, region).weekend, weekend, `${country} ${region ?? ''}`);
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

test('holidayCalendar(): errors say how to fix the call', () => {
  const fails = (f: () => unknown, message: RegExp) =>
    assert.throws(f, (e: unknown) => e instanceof ToolInputError && message.test(e.message) && !/[a-z)]\. [A-Z]/.test(e.message));
  fails(() => holidayCalendar('Atlantis'), /^Unknown country "Atlantis": the holiday library does not cover it; .*holidays and weekend_days\.$/);
  fails(() => holidayCalendar('Afghanistan'), /^The holiday library does not cover Afghanistan \(AF\); .*holidays.*weekend_days\.$/);
  fails(() => holidayCalendar('DE', 'XX'), /^Unknown region "XX" for Germany; use one of BB, BE, BW, BY, .*, or leave out region\.$/);
  fails(() => holidayCalendar('US', 'ZZ'), /^Unknown region "ZZ" for United States; use its state or province code, one of \d+ such as AL, /);
  fails(() => holidayCalendar('DE').holidays('2025-02-30', '2025-03-01'), /^Invalid from "2025-02-30": use a real calendar date as YYYY-MM-DD/);
  fails(() => holidayCalendar('DE').holidays('25-1-1', '2025-03-01'), /^Invalid from "25-1-1": use a real calendar date as YYYY-MM-DD/);
});

test('holidayCalendar(): calendars are cached per (country, region, types)', () => {
  assert.equal(holidayCalendar('DE', 'BY'), holidayCalendar('DE', 'BY'));
  assert.notEqual(holidayCalendar('DE', 'BY'), holidayCalendar('DE', 'BY', ['public', 'bank']));
  const a = holidayCalendar('FR').holidays('2025-01-01', '2025-12-31');
  assert.deepEqual(holidayCalendar('FR').holidays('2025-01-01', '2025-12-31'), a);
  assert.equal(a.length, 11);
});
