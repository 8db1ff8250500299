import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InputError, type InputErrorCode } from '../core/errors.js';
import { epochDayOfDate } from '../time/parse.js';
import { db } from '../../test/helpers.js';
import { holidayCalendar as calendarIn, type Holiday, type HolidayType } from './country-holidays.js';
import { readCountry } from './country.js';

const holidayCalendar = (country: string, region?: string, types?: HolidayType[]) =>
  calendarIn(db, { country, ...(region ? { region } : {}), ...(types ? { types } : {}), field: 'country' });
const day = (date: string) => epochDayOfDate(date, 'date');

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

const brief = (hs: Holiday[]): string[] =>
  hs.map((h) => `${h.date} ${h.name}${h.observed ? ' (observed)' : ''}${h.type === 'public' ? '' : ` [${h.type}]`}`);

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
  {
    name: 'Corpus Christi in Bavaria',
    country: 'de',
    region: 'by',
    from: '2025-06-19',
    to: '2025-06-19',
    expected: ['2025-06-19 Corpus Christi'],
  },
  { name: 'no Corpus Christi nationally', country: 'DE', from: '2025-06-19', to: '2025-06-19', expected: [] },
  {
    name: 'Easter in England (GOV.UK, via python-holidays)',
    country: 'United Kingdom',
    region: 'ENG',
    from: '2025-04-01',
    to: '2025-05-31',
    expected: ['2025-04-18 Good Friday', '2025-04-21 Easter Monday', '2025-05-05 May Day', '2025-05-26 Spring Bank Holiday'],
  },
  {
    name: 'UK Christmas on a weekend: both substitute days, and New Year across the year boundary',
    country: 'UK',
    from: '2021-12-20',
    to: '2022-01-10',
    expected: [
      '2021-12-25 Christmas Day',
      '2021-12-26 Boxing Day',
      '2021-12-27 Christmas Day (observed)',
      '2021-12-28 Boxing Day (observed)',
      "2022-01-01 New Year's Day",
      "2022-01-03 New Year's Day (observed)",
    ],
  },
  {
    name: 'US Thanksgiving 2025',
    country: 'United States',
    from: '2025-11-20',
    to: '2025-11-30',
    expected: ['2025-11-27 Thanksgiving Day'],
  },
  {
    name: 'US July 4 on a Saturday is observed on Friday the 3rd (OPM rules, @18f/us-federal-holidays)',
    country: 'US',
    from: '2026-07-01',
    to: '2026-07-31',
    expected: ['2026-07-03 Independence Day (observed) (observed)', '2026-07-04 Independence Day'],
  },
  {
    name: 'US July 4 on a Sunday is observed on Monday the 5th',
    country: 'USA',
    from: '2027-07-01',
    to: '2027-07-31',
    expected: ['2027-07-04 Independence Day', '2027-07-05 Independence Day (observed) (observed)'],
  },
  {
    name: "Japan Golden Week 2025 with its substitute day (the Cabinet Office's list, @holiday-jp/holiday_jp)",
    country: 'JP',
    from: '2025-04-26',
    to: '2025-05-10',
    expected: [
      '2025-04-29 Showa Day',
      '2025-05-03 Constitution Memorial Day',
      '2025-05-04 Greenery Day',
      "2025-05-05 Children's Day",
      '2025-05-06 Holiday in lieu (observed)',
    ],
  },
  { name: 'Deepavali in Singapore', country: 'Singapore', from: '2025-10-01', to: '2025-10-31', expected: ['2025-10-20 Deepavali'] },
  {
    name: 'Chuseok 2025, eve to second day, then its substitute (the official almanac, @hyunbinseo/holidays-kr)',
    country: 'KR',
    from: '2025-10-04',
    to: '2025-10-08',
    expected: [
      '2025-10-05 Chuseok (eve)',
      '2025-10-06 Chuseok',
      '2025-10-07 Chuseok (second day)',
      '2025-10-08 Chuseok (substitute holiday) (observed)',
    ],
  },
  {
    name: 'a three-day holiday of the rules is one entry per day (Chuseok 2030, after the published years)',
    country: 'KR',
    from: '2030-09-10',
    to: '2030-09-14',
    expected: ['2030-09-11 Korean Thanksgiving', '2030-09-12 Korean Thanksgiving', '2030-09-13 Korean Thanksgiving'],
  },
  {
    name: 'bank holidays only when asked: German Christmas Eve and New Year’s Eve',
    country: 'DE',
    types: ['public', 'bank'],
    from: '2025-12-20',
    to: '2026-01-01',
    expected: [
      '2025-12-24 Christmas Eve [bank]',
      '2025-12-25 Christmas Day',
      '2025-12-26 Boxing Day',
      "2025-12-31 New Year's Eve [bank]",
      "2026-01-01 New Year's Day",
    ],
  },
  {
    // Law 2429, art. 2: Ramazan Bayrami three and a half days, Kurban Bayrami four and a half, each
    // from 13:00 on the eve; the first days as the Diyanet's calendar gives them (20 March, 27 May)
    name: "Turkey's bayrams are three and four days, the Monday after Ramazan Bayrami 2026 a working day",
    country: 'TR',
    from: '2026-03-19',
    to: '2026-05-31',
    expected: [
      '2026-03-20 End of Ramadan (Eid al-Fitr)',
      '2026-03-21 End of Ramadan (Eid al-Fitr)',
      '2026-03-22 End of Ramadan (Eid al-Fitr)',
      "2026-04-23 National Sovereignty and Children's Day",
      '2026-05-01 Labour and Solidarity Day',
      '2026-05-19 Commemoration of Atatürk, Youth and Sports Day',
      '2026-05-27 Feast of the Sacrifice (Eid al-Adha)',
      '2026-05-28 Feast of the Sacrifice (Eid al-Adha)',
      '2026-05-29 Feast of the Sacrifice (Eid al-Adha)',
      '2026-05-30 Feast of the Sacrifice (Eid al-Adha)',
    ],
  },
  {
    name: 'an Eid of three days across a change of clocks stays three (Bosnia and Herzegovina, 2025)',
    country: 'BA',
    from: '2025-03-29',
    to: '2025-04-02',
    expected: [
      '2025-03-30 End of Ramadan (Eid al-Fitr)',
      '2025-03-31 End of Ramadan (Eid al-Fitr)',
      '2025-04-01 End of Ramadan (Eid al-Fitr)',
    ],
  },
  { name: 'public by default', country: 'DE', from: '2025-12-24', to: '2025-12-24', expected: [] },
  {
    name: 'observances only',
    country: 'US',
    types: ['observance'],
    from: '2025-11-20',
    to: '2025-11-30',
    expected: ['2025-11-28 Day after Thanksgiving Day [observance]'],
  },
  { name: 'a reversed range is empty', country: 'DE', from: '2025-12-31', to: '2025-01-01', expected: [] },
];

test('holidayCalendar(): holidays in a range', async (t) => {
  for (const r of rows) {
    await t.test(r.name, () => {
      assert.deepEqual(brief(holidayCalendar(r.country, r.region, r.types).holidays(day(r.from), day(r.to))), r.expected);
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

test("holidayCalendar(): errors carry a code, the caller's field and the facts a tool words its advice from", () => {
  const fails = (f: () => unknown, code: InputErrorCode, detail: Record<string, string>) =>
    assert.throws(f, (e: unknown) => {
      assert.ok(e instanceof InputError, String(e));
      assert.deepEqual({ code: e.code, field: e.field, detail: e.detail }, { code, field: 'country', detail });
      assert.doesNotMatch(e.message, /holidays|weekend_days|leave out/, 'the domain names no tool argument');
      return true;
    });
  fails(() => holidayCalendar('Atlantis'), 'holidays.country-unknown', { input: 'Atlantis' });
  fails(() => holidayCalendar('Afghanistan'), 'holidays.country-uncovered', { input: 'Afghanistan', name: 'Afghanistan', country: 'AF' });
  fails(() => holidayCalendar('DE', 'XX'), 'holidays.region-unknown', {
    input: 'XX',
    name: 'Germany',
    country: 'DE',
    choices: 'use one of BB, BE, BW, BY, HB, HE, HH, MV, NI, NW, RP, SH, SL, SN, ST, TH',
  });
  fails(() => holidayCalendar('US', 'ZZ'), 'holidays.region-unknown', {
    input: 'ZZ',
    name: 'United States',
    country: 'US',
    choices: 'use its state or province code, one of 51 such as AL, AK, AZ, AR, CA, CO',
  });
  fails(() => holidayCalendar('DE').holidays(day('1582-12-31'), day('1583-01-01')), 'holidays.years', {});
});

test('readCountry(): the whole text as a country first, then a region after the country', () => {
  const read = (text: string) => {
    const c = readCountry(db, text, 'country');
    return [c.country, c.region];
  };
  assert.deepEqual(read('DE'), ['DE', undefined]);
  assert.deepEqual(read('DE-BY'), ['DE', 'BY']);
  assert.deepEqual(read('Germany-BY'), ['DE', 'BY']);
  assert.deepEqual(read('us_ca'), ['US', 'CA']);
  assert.deepEqual(read('GB/SCT'), ['GB', 'SCT']);
  assert.deepEqual(read('Guinea-Bissau'), ['GW', undefined]);
  assert.throws(
    () => read('DE-XX'),
    (e: unknown) => e instanceof InputError && e.code === 'holidays.region-unknown' && e.field === 'country',
  );
  assert.throws(
    () => read('Atlantis'),
    (e: unknown) => e instanceof InputError && e.code === 'holidays.country-unknown',
  );
});

test('holidayCalendar(): calendars are cached per (country, region, types)', () => {
  assert.equal(holidayCalendar('DE', 'BY'), holidayCalendar('DE', 'BY'));
  assert.notEqual(holidayCalendar('DE', 'BY'), holidayCalendar('DE', 'BY', ['public', 'bank']));
  const a = holidayCalendar('FR').holidays(day('2025-01-01'), day('2025-12-31'));
  assert.deepEqual(holidayCalendar('FR').holidays(day('2025-01-01'), day('2025-12-31')), a);
  assert.equal(a.length, 11);
});
