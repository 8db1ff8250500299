import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { businessDays } from './business-days.js';

const tool = businessDays;
/** Frozen clock: Tuesday 2025-04-15 12:00 UTC, local zone Europe/Berlin. */
const NOW = '2025-04-15T12:00:00Z';
const call = (args: Record<string, unknown>, now = NOW) => runChecked(tool, args, ctxAt(now, 'Europe/Berlin'));

const DE = ['weekend: Sat+Sun (Germany)', 'holidays: public, Germany'];
const US = ['weekend: Sat+Sun (United States)', 'holidays: public, United States'];
const NONE = ['weekend: Sat+Sun', 'holidays: none (no country)'];
const EASTER_2025 = [
  { date: '2025-04-18', name: 'Good Friday' },
  { date: '2025-04-21', name: 'Easter Monday' },
];

interface Row {
  name: string;
  now?: string;
  args: Record<string, unknown>;
  expected: Record<string, unknown>;
}

const rows: Row[] = [
  // add, across Easter, Thanksgiving, Golden Week, Diwali and other weekends.
  {
    name: 'Germany: 5 business days from today (Tuesday before Easter)',
    args: { operation: 'add', days: 5, country: 'DE' },
    expected: {
      date: '2025-04-24',
      weekday: 'Thursday',
      skipped: { weekend_days: 2, holidays: EASTER_2025 },
      assumed: ['date: today in Europe/Berlin (2025-04-15)', ...DE],
    },
  },
  {
    name: 'England: Maundy Thursday + 1 is the Tuesday after Easter',
    args: { operation: 'add', date: '2025-04-17', days: 1, country: 'GB-ENG' },
    expected: {
      date: '2025-04-22',
      weekday: 'Tuesday',
      skipped: { weekend_days: 2, holidays: EASTER_2025 },
      assumed: ['weekend: Sat+Sun (United Kingdom, England)', 'holidays: public, United Kingdom, England'],
    },
  },
  {
    name: 'Bavaria, backwards across Easter: skipped holidays in date order',
    args: { operation: 'add', date: '2025-04-22', days: -2, country: 'Germany-BY' },
    expected: {
      date: '2025-04-16',
      weekday: 'Wednesday',
      skipped: { weekend_days: 2, holidays: EASTER_2025 },
      assumed: ['weekend: Sat+Sun (Germany, Bayern)', 'holidays: public, Germany, Bayern'],
    },
  },
  {
    name: 'US Thanksgiving; the day after is only an observance',
    args: { operation: 'add', date: '2025-11-26', days: 1, country: 'United States' },
    expected: {
      date: '2025-11-28',
      weekday: 'Friday',
      skipped: { holidays: [{ date: '2025-11-27', name: 'Thanksgiving Day' }] },
      assumed: US,
    },
  },
  {
    name: 'US Thanksgiving with observances as holidays too',
    args: { operation: 'add', date: '2025-11-26', days: 1, country: 'US', holiday_types: ['public', 'observance'] },
    expected: {
      date: '2025-12-01',
      weekday: 'Monday',
      skipped: {
        weekend_days: 2,
        holidays: [
          { date: '2025-11-27', name: 'Thanksgiving Day' },
          { date: '2025-11-28', name: 'Day after Thanksgiving Day' },
        ],
      },
      assumed: ['weekend: Sat+Sun (United States)'],
    },
  },
  {
    name: 'Japan Golden Week: holidays on the weekend count as weekend, then the substitute Tuesday',
    args: { operation: 'add', date: '2025-05-02', days: 1, country: 'JP' },
    expected: {
      date: '2025-05-07',
      weekday: 'Wednesday',
      skipped: {
        weekend_days: 2,
        holidays: [
          { date: '2025-05-05', name: "Children's Day" },
          { date: '2025-05-06', name: 'Holiday in lieu' },
        ],
      },
      assumed: ['weekend: Sat+Sun (Japan)', 'holidays: public, Japan'],
    },
  },
  {
    name: 'Deepavali in Singapore',
    args: { operation: 'add', date: '2025-10-17', days: 1, country: 'SG' },
    expected: {
      date: '2025-10-21',
      weekday: 'Tuesday',
      skipped: { weekend_days: 2, holidays: [{ date: '2025-10-20', name: 'Deepavali' }] },
      assumed: ['weekend: Sat+Sun (Singapore)', 'holidays: public, Singapore'],
    },
  },
  {
    name: 'Saudi Arabia rests Friday and Saturday',
    args: { operation: 'add', date: '2025-05-15', days: 1, country: 'Saudi Arabia' },
    expected: {
      date: '2025-05-18',
      weekday: 'Sunday',
      skipped: { weekend_days: 2 },
      assumed: ['weekend: Fri+Sat (Saudi Arabia)', 'holidays: public, Saudi Arabia'],
    },
  },
  {
    name: 'Saudi Arabia: four days of Eid al-Fitr plus two weekends',
    args: { operation: 'add', date: '2025-03-27', days: 2, country: 'SA' },
    expected: {
      date: '2025-04-06',
      weekday: 'Sunday',
      skipped: {
        weekend_days: 4,
        holidays: ['2025-03-30', '2025-03-31', '2025-04-01', '2025-04-02'].map((date) => ({ date, name: 'Eid al-Fitr Holiday' })),
      },
      assumed: ['weekend: Fri+Sat (Saudi Arabia)', 'holidays: public, Saudi Arabia'],
    },
  },
  {
    name: 'Israel: Friday–Saturday weekend',
    args: { operation: 'add', date: '2025-01-09', days: 1, country: 'IL' },
    expected: {
      date: '2025-01-12',
      weekday: 'Sunday',
      skipped: { weekend_days: 2 },
      assumed: ['weekend: Fri+Sat (Israel)', 'holidays: public, Israel'],
    },
  },
  {
    name: 'Iran rests on Friday only',
    args: { operation: 'add', date: '2025-05-15', days: 1, country: 'IR' },
    expected: {
      date: '2025-05-17',
      weekday: 'Saturday',
      skipped: { weekend_days: 1 },
      assumed: ['weekend: Fri (Iran)', 'holidays: public, Iran'],
    },
  },
  {
    name: 'an explicit weekend_days replaces the country’s',
    args: { operation: 'add', date: '2025-05-15', days: 1, country: 'SA', weekend_days: [6, 7] },
    expected: { date: '2025-05-16', weekday: 'Friday', assumed: ['holidays: public, Saudi Arabia'] },
  },
  {
    name: 'year boundary forwards: New Year’s Day and a weekend',
    args: { operation: 'add', date: '2025-12-30', days: 3, country: 'DE' },
    expected: {
      date: '2026-01-05',
      weekday: 'Monday',
      skipped: { weekend_days: 2, holidays: [{ date: '2026-01-01', name: "New Year's Day" }] },
      assumed: DE,
    },
  },
  {
    name: 'year boundary backwards',
    args: { operation: 'add', date: '2026-01-05', days: -3, country: 'DE' },
    expected: {
      date: '2025-12-30',
      weekday: 'Tuesday',
      skipped: { weekend_days: 2, holidays: [{ date: '2026-01-01', name: "New Year's Day" }] },
      assumed: DE,
    },
  },
  {
    name: 'from a Saturday, +1 is Monday (the start is not counted)',
    args: { operation: 'add', date: '2025-04-12', days: 1 },
    expected: { date: '2025-04-14', weekday: 'Monday', skipped: { weekend_days: 1 }, assumed: NONE },
  },
  {
    name: 'zero days is the date itself',
    args: { operation: 'add', date: '2025-04-12', days: 0 },
    expected: { date: '2025-04-12', weekday: 'Saturday', assumed: NONE },
  },
  {
    name: 'no country: weekends only, and custom holidays',
    args: { operation: 'add', date: '2025-04-17', days: 2, holidays: ['2025-04-18', '2025-04-21'] },
    expected: {
      date: '2025-04-23',
      weekday: 'Wednesday',
      skipped: {
        weekend_days: 2,
        holidays: [
          { date: '2025-04-18', name: 'holiday (given)' },
          { date: '2025-04-21', name: 'holiday (given)' },
        ],
      },
      assumed: ['weekend: Sat+Sun', 'holidays: only those given (no country)'],
    },
  },
  {
    name: 'a custom date on a national holiday keeps the holiday’s name',
    args: { operation: 'add', date: '2025-04-17', days: 1, country: 'DE', holidays: ['2025-04-18', '2025-04-22'] },
    expected: {
      date: '2025-04-23',
      weekday: 'Wednesday',
      skipped: { weekend_days: 2, holidays: [...EASTER_2025, { date: '2025-04-22', name: 'holiday (given)' }] },
      assumed: DE,
    },
  },

  // Observed (substitute) days for a holiday on a weekend.
  {
    name: 'US: July 4 2026 is a Saturday, observed Friday the 3rd',
    args: { operation: 'next', date: '2026-07-02', country: 'US' },
    expected: {
      date: '2026-07-06',
      weekday: 'Monday',
      skipped: { weekend_days: 2, holidays: [{ date: '2026-07-03', name: 'Independence Day (observed)' }] },
      assumed: US,
    },
  },
  {
    name: 'previous business day before the long weekend',
    args: { operation: 'previous', date: '2026-07-06', country: 'US' },
    expected: {
      date: '2026-07-02',
      weekday: 'Thursday',
      skipped: { weekend_days: 2, holidays: [{ date: '2026-07-03', name: 'Independence Day (observed)' }] },
      assumed: US,
    },
  },
  {
    name: 'UK Christmas 2021 on a weekend: two substitute days',
    args: { operation: 'add', date: '2021-12-24', days: 1, country: 'UK' },
    expected: {
      date: '2021-12-29',
      weekday: 'Wednesday',
      skipped: {
        weekend_days: 2,
        holidays: [
          { date: '2021-12-27', name: 'Christmas Day (observed)' },
          { date: '2021-12-28', name: 'Boxing Day (observed)' },
        ],
      },
      assumed: [
        'weekend: Sat+Sun (United Kingdom, England)',
        'United Kingdom read as England and Wales; name GB-SCT or GB-NIR for Scotland or Northern Ireland',
        'holidays: public, United Kingdom, England',
      ],
    },
  },
  {
    name: 'next from a business day is the following one',
    args: { operation: 'next', date: '2025-04-15' },
    expected: { date: '2025-04-16', weekday: 'Wednesday', assumed: NONE },
  },

  // is_business_day, and "today" in the given zone.
  {
    name: 'Good Friday is off',
    args: { operation: 'is_business_day', date: '2025-04-18', country: 'Germany' },
    expected: { date: '2025-04-18', weekday: 'Friday', business_day: false, off: 'Good Friday', assumed: DE },
  },
  {
    name: 'a holiday on a weekend is named with it',
    args: { operation: 'is_business_day', date: '2026-07-04', country: 'US' },
    expected: { date: '2026-07-04', weekday: 'Saturday', business_day: false, off: 'weekend; Independence Day', assumed: US },
  },
  {
    name: 'a Saturday is off',
    args: { operation: 'is_business_day', date: '2025-04-19', country: 'DE' },
    expected: { date: '2025-04-19', weekday: 'Saturday', business_day: false, off: 'weekend', assumed: DE },
  },
  {
    name: 'Bavaria’s Corpus Christi is not national',
    args: { operation: 'is_business_day', date: '2025-06-19', country: 'DE' },
    expected: { date: '2025-06-19', weekday: 'Thursday', business_day: true, assumed: DE },
  },
  {
    name: 'Corpus Christi in Bavaria',
    args: { operation: 'is_business_day', date: '2025-06-19', country: 'DE-BY' },
    expected: {
      date: '2025-06-19',
      weekday: 'Thursday',
      business_day: false,
      off: 'Corpus Christi',
      assumed: ['weekend: Sat+Sun (Germany, Bayern)', 'holidays: public, Germany, Bayern'],
    },
  },
  {
    name: 'today across the date line: already Wednesday in Apia',
    args: { operation: 'is_business_day', timezone: 'Pacific/Apia' },
    expected: {
      date: '2025-04-16',
      weekday: 'Wednesday',
      business_day: true,
      assumed: ['date: today in Pacific/Apia (2025-04-16)', ...NONE],
    },
  },
  {
    name: 'today across the date line: still Tuesday in Pago Pago',
    args: { operation: 'is_business_day', timezone: 'Pacific/Pago_Pago' },
    expected: {
      date: '2025-04-15',
      weekday: 'Tuesday',
      business_day: true,
      assumed: ['date: today in Pacific/Pago_Pago (2025-04-15)', ...NONE],
    },
  },
  {
    // The four nations share no one list: "UK" alone is England and Wales, and the answer says so.
    name: 'UK alone is England and Wales: Easter Monday and the summer bank holiday are days off',
    args: { operation: 'count', date: '2026-01-01', end: '2026-12-31', country: 'UK' },
    expected: {
      business_days: 253,
      ends: 'both',
      skipped: {
        weekend_days: 104,
        holidays: [
          { date: '2026-01-01', name: "New Year's Day" },
          { date: '2026-04-03', name: 'Good Friday' },
          { date: '2026-04-06', name: 'Easter Monday' },
          { date: '2026-05-04', name: 'May Day' },
          { date: '2026-05-25', name: 'Spring Bank Holiday' },
          { date: '2026-08-31', name: 'Late Summer Bank Holiday' },
          { date: '2026-12-25', name: 'Christmas Day' },
          { date: '2026-12-28', name: 'Boxing Day (observed)' },
        ],
      },
      assumed: [
        'weekend: Sat+Sun (United Kingdom, England)',
        'United Kingdom read as England and Wales; name GB-SCT or GB-NIR for Scotland or Northern Ireland',
        'holidays: public, United Kingdom, England',
        'ends: both included',
      ],
    },
  },
  {
    name: "Scotland has its own: 2 January and St Andrew's Day, no Easter Monday",
    args: { operation: 'count', date: '2026-01-01', end: '2026-12-31', country: 'GB-SCT' },
    expected: {
      business_days: 251,
      ends: 'both',
      skipped: {
        weekend_days: 104,
        holidays: [
          { date: '2026-01-01', name: "New Year's Day" },
          { date: '2026-01-02', name: 'New Year Holiday' },
          { date: '2026-04-03', name: 'Good Friday' },
          { date: '2026-05-04', name: 'May Day' },
          { date: '2026-05-25', name: 'Spring Bank Holiday' },
          { date: '2026-06-15', name: "Scotland's participation in the FIFA World Cup final" },
          { date: '2026-08-03', name: 'Summer Bank Holiday' },
          { date: '2026-11-30', name: "Saint Andrew's Day" },
          { date: '2026-12-25', name: 'Christmas Day' },
          { date: '2026-12-28', name: 'Boxing Day (observed)' },
        ],
      },
      assumed: ['weekend: Sat+Sun (United Kingdom, Scotland)', 'holidays: public, United Kingdom, Scotland', 'ends: both included'],
    },
  },
  {
    name: 'today in Kathmandu (+05:45) just after its midnight is Good Friday',
    now: '2025-04-17T18:20:00Z',
    args: { operation: 'is_business_day', timezone: 'Asia/Kathmandu', country: 'GB' },
    expected: {
      date: '2025-04-18',
      weekday: 'Friday',
      business_day: false,
      off: 'Good Friday',
      assumed: [
        'date: today in Asia/Kathmandu (2025-04-18)',
        'weekend: Sat+Sun (United Kingdom, England)',
        'United Kingdom read as England and Wales; name GB-SCT or GB-NIR for Scotland or Northern Ireland',
        'holidays: public, United Kingdom, England',
      ],
    },
  },
  {
    name: 'today in New York on the night the clocks spring forward',
    now: '2025-03-09T06:30:00Z',
    args: { operation: 'is_business_day', timezone: 'America/New_York' },
    expected: {
      date: '2025-03-09',
      weekday: 'Sunday',
      business_day: false,
      off: 'weekend',
      assumed: ['date: today in America/New_York (2025-03-09)', ...NONE],
    },
  },

  // count, with and without its ends.
  {
    name: 'April 2025 in Germany, both ends',
    args: { operation: 'count', date: '2025-04-01', end: '2025-04-30', country: 'DE' },
    expected: {
      business_days: 20,
      ends: 'both',
      skipped: { weekend_days: 8, holidays: EASTER_2025 },
      assumed: [...DE, 'ends: both included'],
    },
  },
  {
    name: 'April 2025, neither end',
    args: { operation: 'count', date: '2025-04-01', end: '2025-04-30', country: 'DE', ends: 'none' },
    expected: { business_days: 18, ends: 'none', skipped: { weekend_days: 8, holidays: EASTER_2025 }, assumed: DE },
  },
  {
    name: 'April 2025, start only',
    args: { operation: 'count', date: '2025-04-01', end: '2025-04-30', ends: 'start' },
    expected: { business_days: 21, ends: 'start', skipped: { weekend_days: 8 }, assumed: NONE },
  },
  {
    name: 'April 2025, end only',
    args: { operation: 'count', date: '2025-04-01', end: '2025-04-30', ends: 'end' },
    expected: { business_days: 21, ends: 'end', skipped: { weekend_days: 8 }, assumed: NONE },
  },
  {
    name: 'an end on Saturday adds nothing',
    args: { operation: 'count', date: '2025-04-14', end: '2025-04-19', country: 'DE' },
    expected: {
      business_days: 4,
      ends: 'both',
      skipped: { weekend_days: 1, holidays: [EASTER_2025[0]] },
      assumed: [...DE, 'ends: both included'],
    },
  },
  {
    name: 'one business day, both ends',
    args: { operation: 'count', date: '2025-04-15', end: '2025-04-15' },
    expected: { business_days: 1, ends: 'both', assumed: [...NONE, 'ends: both included'] },
  },
  {
    name: 'adjacent days, neither end',
    args: { operation: 'count', date: '2025-04-15', end: '2025-04-16', ends: 'none' },
    expected: { business_days: 0, ends: 'none', assumed: NONE },
  },
  {
    name: 'count across New Year in the US, from today',
    now: '2025-12-29T15:00:00Z',
    args: { operation: 'count', end: '2026-01-02', country: 'US', timezone: 'America/Chicago' },
    expected: {
      business_days: 4,
      ends: 'both',
      skipped: { holidays: [{ date: '2026-01-01', name: "New Year's Day" }] },
      assumed: ['date: today in America/Chicago (2025-12-29)', ...US, 'ends: both included'],
    },
  },

  // list_holidays.
  {
    name: 'Japan 2025 Golden Week, a range',
    args: { operation: 'list_holidays', date: '2025-04-26', end: '2025-05-10', country: 'Japan' },
    expected: {
      holidays: [
        { date: '2025-04-29', name: 'Showa Day', type: 'public', source: '@holiday-jp/holiday_jp 2.5.1' },
        { date: '2025-05-03', name: 'Constitution Memorial Day', type: 'public', source: '@holiday-jp/holiday_jp 2.5.1' },
        { date: '2025-05-04', name: 'Greenery Day', type: 'public', source: '@holiday-jp/holiday_jp 2.5.1' },
        { date: '2025-05-05', name: "Children's Day", type: 'public', source: '@holiday-jp/holiday_jp 2.5.1' },
        { date: '2025-05-06', name: 'Holiday in lieu', type: 'public', observed: true, source: '@holiday-jp/holiday_jp 2.5.1' },
      ],
      basis: ["2025: the Cabinet Office's list of national holidays, via @holiday-jp/holiday_jp 2.5.1"],
      assumed: ['weekend: Sat+Sun (Japan)', 'holidays: public, Japan'],
    },
  },
  {
    name: 'a year given as YYYY',
    args: { operation: 'list_holidays', date: '2026', country: 'DE' },
    expected: {
      holidays: [
        { date: '2026-01-01', name: "New Year's Day", type: 'public' },
        { date: '2026-04-03', name: 'Good Friday', type: 'public' },
        { date: '2026-04-06', name: 'Easter Monday', type: 'public' },
        { date: '2026-05-01', name: 'Labour Day', type: 'public' },
        { date: '2026-05-14', name: 'Ascension Day', type: 'public' },
        { date: '2026-05-25', name: 'Whit Monday', type: 'public' },
        { date: '2026-10-03', name: 'National Holiday', type: 'public' },
        { date: '2026-12-25', name: 'Christmas Day', type: 'public' },
        { date: '2026-12-26', name: 'Boxing Day', type: 'public' },
      ],
      assumed: DE,
    },
  },
  {
    name: 'this year by default, with bank holidays and a custom date',
    now: '2025-12-01T00:00:00Z',
    args: { operation: 'list_holidays', country: 'DE', holiday_types: ['public', 'bank'], holidays: ['2025-12-29'], date: undefined },
    expected: {
      holidays: [
        { date: '2025-01-01', name: "New Year's Day", type: 'public' },
        { date: '2025-04-18', name: 'Good Friday', type: 'public' },
        { date: '2025-04-21', name: 'Easter Monday', type: 'public' },
        { date: '2025-05-01', name: 'Labour Day', type: 'public' },
        { date: '2025-05-29', name: 'Ascension Day', type: 'public' },
        { date: '2025-06-09', name: 'Whit Monday', type: 'public' },
        { date: '2025-10-03', name: 'National Holiday', type: 'public' },
        { date: '2025-12-24', name: 'Christmas Eve', type: 'bank' },
        { date: '2025-12-25', name: 'Christmas Day', type: 'public' },
        { date: '2025-12-26', name: 'Boxing Day', type: 'public' },
        { date: '2025-12-29', name: 'holiday (given)' },
        { date: '2025-12-31', name: "New Year's Eve", type: 'bank' },
      ],
      assumed: ['year: 2025 (today in Europe/Berlin)', 'weekend: Sat+Sun (Germany)'],
    },
  },
  {
    name: "India: the central government's list has Dussehra and Diwali (October 2025; python-holidays, after DoPT's list)",
    args: { operation: 'list_holidays', date: '2025-10-01', end: '2025-10-31', country: 'IN' },
    expected: {
      holidays: [
        { date: '2025-10-02', name: 'Dussehra', type: 'public', source: 'python-holidays 0.102' },
        { date: '2025-10-02', name: "Mahatma Gandhi's Birthday", type: 'public', source: 'python-holidays 0.102' },
        { date: '2025-10-20', name: 'Diwali (Deepavali)', type: 'public', source: 'python-holidays 0.102' },
      ],
      basis: ['2025: python-holidays 0.102 (vacanza/holidays c382fde)'],
      assumed: ['weekend: Sun (India)', 'holidays: public, India'],
    },
  },
  {
    name: 'Deepavali in Malaysia (Selangor), with its Saturday–Sunday weekend',
    args: { operation: 'list_holidays', date: '2025-10-20', end: '2025-10-20', country: 'MY-10' },
    expected: {
      holidays: [{ date: '2025-10-20', name: 'Deepavali', type: 'public', source: 'python-holidays 0.102' }],
      basis: ['2025: python-holidays 0.102 (vacanza/holidays c382fde)'],
      assumed: ['weekend: Sat+Sun (Malaysia, Selangor)', 'holidays: public, Malaysia, Selangor'],
    },
  },
];

for (const r of rows) {
  test(`business_days: ${r.name}`, () => {
    const out = call(r.args, r.now);
    assert.ok(!('isError' in out), out.content[0].text);
    assert.deepEqual(out.structuredContent, r.expected);
    assert.equal(out.content[0].text, JSON.stringify(r.expected));
  });
}

// biome-ignore format: a table, one row a line
const errors: { name: string; args: Record<string, unknown>; message: string | RegExp }[] = [
  {
    name: 'unknown country',
    args: { operation: 'add', days: 1, country: 'Atlantis' },
    message: 'Unknown country "Atlantis": the holiday library does not cover it; use an ISO code such as "DE" or an English name such as "Germany", or leave out country and pass holidays and weekend_days.',
  },
  {
    name: 'a name two countries share',
    args: { operation: 'add', days: 1, country: 'Congo' },
    message: '"Congo" names 2 countries: Democratic Republic of the Congo (CD), Republic of the Congo (CG); pass the code of one.',
  },
  {
    name: 'a country the library does not cover',
    args: { operation: 'add', days: 1, country: 'Afghanistan' },
    message: 'The holiday library does not cover Afghanistan (AF); leave out country and pass its holidays as dates in holidays and its weekend in weekend_days.',
  },
  { name: 'unknown state', args: { operation: 'add', days: 1, country: 'DE-XX' }, message: /^Unknown region "XX" for Germany; use one of BB, BE, BW, BY, HB, HE, HH, MV, NI, NW, RP, SH, SL, SN, ST, TH, or leave out region\.$/ },
  { name: 'not a date', args: { operation: 'add', days: 1, date: '31/04/2025' }, message: '31/4/2025 is no date either way (day/month or month/day); check it.' },
  { name: 'not words for a date', args: { operation: 'add', days: 1, date: 'someday' }, message: 'Invalid date "someday": use a date as YYYY-MM-DD, e.g. "2025-03-14", or words such as "next Friday".' },
  { name: 'February 30', args: { operation: 'is_business_day', date: '2025-02-30' }, message: 'Invalid date "2025-02-30": use a real calendar date as YYYY-MM-DD, e.g. "2025-03-14".' },
  { name: 'bad custom holiday', args: { operation: 'add', days: 1, holidays: ['2025-12-24', 'Xmas'] }, message: /^Invalid holidays\[1\] "Xmas": use a real calendar date as YYYY-MM-DD/ },
  { name: 'add without days', args: { operation: 'add' }, message: 'add needs days, the number of business days to add (negative to go back), e.g. 5.' },
  { name: 'fractional days', args: { operation: 'add', days: 1.5 }, message: 'days must be a whole number from -10000 to 10000, e.g. 5.' },
  { name: 'too many days', args: { operation: 'add', days: 10001 }, message: 'days must be a whole number from -10000 to 10000, e.g. 5.' },
  { name: 'count without end', args: { operation: 'count', date: '2025-01-01' }, message: /^count needs end, / },
  { name: 'end before start', args: { operation: 'count', date: '2025-02-01', end: '2025-01-01' }, message: 'end 2025-01-01 is before the start 2025-02-01; swap them.' },
  { name: 'over 100 years', args: { operation: 'count', date: '1900-01-01', end: '2001-01-01' }, message: 'count covers at most 100 years; split the range.' },
  { name: 'all seven days off', args: { operation: 'next', weekend_days: [1, 2, 3, 4, 5, 6, 7] }, message: 'weekend_days cannot hold all seven days; list at most six, e.g. [6, 7].' },
  { name: 'weekday 8', args: { operation: 'next', weekend_days: [6, 8] }, message: 'weekend_days takes ISO weekdays 1 (Monday) to 7 (Sunday), e.g. [6, 7].' },
  { name: 'holiday_types without a country', args: { operation: 'next', holiday_types: ['bank'] }, message: "holiday_types chooses among a country's holidays; add country or leave out holiday_types." },
  { name: 'list_holidays without a country', args: { operation: 'list_holidays', date: '2025' }, message: 'list_holidays needs country, e.g. "DE" (ISO code or name).' },
  { name: 'holidays before the Gregorian calendar', args: { operation: 'is_business_day', date: '1500-01-01', country: 'DE' }, message: 'Holidays are known for years 1583 to 3000; use dates in that range, or leave out country.' },
  { name: 'an unknown zone for today', args: { operation: 'next', timezone: 'Mars/Olympus' }, message: /^Unknown time zone "Mars\/Olympus" in timezone\./ },
];

for (const r of errors) {
  test(`business_days error: ${r.name}`, () => {
    const out = call(r.args);
    assert.ok('isError' in out, JSON.stringify(out));
    const text = out.content[0].text;
    if (typeof r.message === 'string') assert.equal(text, r.message);
    else assert.match(text, r.message);
  });
}

test('business_days: next gives up after a year of days off', () => {
  // Only Sundays are working days, and every Sunday of the coming year is a given holiday.
  const sundays: string[] = [];
  for (let d = Date.UTC(2025, 0, 5); d <= Date.UTC(2026, 0, 10); d += 7 * 86_400_000) sundays.push(new Date(d).toISOString().slice(0, 10));
  const out = call({ operation: 'next', date: '2025-01-01', weekend_days: [1, 2, 3, 4, 5, 6], holidays: sundays });
  assert.ok('isError' in out);
  assert.equal(out.content[0].text, 'No business day within 366 days after 2025-01-01; check weekend_days and holidays.');
});

test('business_days: long answers are capped, and say how many more', () => {
  const out = call({ operation: 'count', date: '2000-01-01', end: '2019-12-31', country: 'DE' });
  const sc = (out as { structuredContent: unknown }).structuredContent as {
    business_days: number;
    skipped: { weekend_days: number; holidays: unknown[]; more: number };
  };
  assert.equal(sc.skipped.holidays.length, 25);
  assert.equal(sc.business_days + sc.skipped.weekend_days + sc.skipped.holidays.length + sc.skipped.more, 7305);
});

test("business_days: words for a date count business days by the call's own country, weekend and holidays", () => {
  // Tuesday 2026-12-01 in London. 1 January 2027 is a Friday and New Year's Day: the first business day
  // of next month in England is Monday the 4th (the first weekday is still the 1st).
  const dec1 = '2026-12-01T12:00:00Z';
  const at = (args: Record<string, unknown>) => {
    const r = runChecked(
      tool,
      { operation: 'is_business_day', country: 'GB-ENG', timezone: 'Europe/London', ...args },
      ctxAt(dec1, 'Europe/Berlin'),
    );
    assert.ok(!('isError' in r), JSON.stringify(r));
    return r.structuredContent as { date: string; business_day: boolean; resolved: { datetime: string; assumed?: string[] }[] };
  };
  const first = at({ date: 'the first business day of next month' });
  assert.deepEqual([first.date, first.business_day], ['2027-01-04', true]);
  assert.deepEqual(first.resolved[0]!.assumed, [
    'business days: weekend Sat+Sun and public holidays of United Kingdom, England, as this call counts them',
  ]);
  assert.deepEqual(
    [at({ date: 'the first weekday of next month' }).date, at({ date: 'the first weekday of next month' }).business_day],
    ['2027-01-01', false],
  );
  // The last business day of June 2027 is Wednesday the 30th, unless the caller's holidays take it.
  assert.equal(at({ date: 'the last business day of June 2027' }).date, '2027-06-30');
  const own = at({ date: 'the last business day of June 2027', holidays: ['2027-06-30'] });
  assert.equal(own.date, '2027-06-29');
  assert.deepEqual(own.resolved[0]!.assumed, [
    'business days: weekend Sat+Sun and public holidays of United Kingdom, England and the dates in holidays, as this call counts them',
  ]);
  // A weekend of Friday and Saturday, no country: 3 business days from Tuesday are Wed, Thu and Sun.
  const r = runChecked(
    tool,
    { operation: 'count', date: 'today', end: 'in 3 business days', weekend_days: [5, 6], timezone: 'Europe/London' },
    ctxAt(dec1, 'Europe/Berlin'),
  );
  assert.ok(!('isError' in r), JSON.stringify(r));
  const counted = r.structuredContent as { business_days: number; resolved: { input: string; datetime: string; assumed?: string[] }[] };
  assert.equal(counted.resolved[1]!.datetime, '2026-12-06T23:59:59+00:00');
  assert.deepEqual(counted.resolved[1]!.assumed, ['business days: weekend Fri+Sat and no holidays, as this call counts them']);
  assert.equal(counted.business_days, 4);
});

test("business_days: the view's months: whole months around the dates, their holidays, the span and the answer", () => {
  const view = (args: Record<string, unknown>) => (call(args) as { _meta?: Record<string, unknown> })._meta?.['meridian/view'];
  // count: the counted days; April 2025 with Easter's holidays.
  assert.deepEqual(view({ operation: 'count', date: '2025-04-15', end: '2025-04-25', country: 'DE' }), {
    place: 'Germany',
    first: '2025-04-01',
    last: '2025-04-30',
    weekend: [6, 7],
    span: ['2025-04-15', '2025-04-25'],
    days: [
      ['2025-04-18', 'holiday', 'Good Friday'],
      ['2025-04-21', 'holiday', 'Easter Monday'],
    ],
  });
  // add backwards: the walk in date order, and the day it gives; two months.
  assert.deepEqual(view({ operation: 'add', date: '2025-05-02', days: -3, country: 'DE' }), {
    place: 'Germany',
    first: '2025-04-01',
    last: '2025-05-31',
    weekend: [6, 7],
    span: ['2025-04-28', '2025-05-02'],
    pick: '2025-04-28',
    days: [
      ['2025-04-18', 'holiday', 'Good Friday'],
      ['2025-04-21', 'holiday', 'Easter Monday'],
      ['2025-05-01', 'holiday', 'Labour Day'],
      ['2025-05-29', 'holiday', 'Ascension Day'],
    ],
  });
  // China's make-up working Saturdays of 2025 (State Council notice): 28 Sep and 11 Oct around National Day.
  const cn = view({ operation: 'is_business_day', date: '2025-10-11', country: 'CN' }) as { pick: string; days: string[][] };
  assert.equal(cn.pick, '2025-10-11');
  assert.deepEqual(
    cn.days.filter((d) => d[1] === 'working').map((d) => d[0]),
    ['2025-10-11'],
  );
  // No country: weekends only; a span of 100 years gives the view its first 24 months.
  assert.deepEqual(view({ operation: 'count', date: '2025-01-01', end: '2124-12-31' }), {
    first: '2025-01-01',
    last: '2026-12-31',
    more: true,
    weekend: [6, 7],
    span: ['2025-01-01', '2124-12-31'],
    days: [],
  });
});

test('business_days: a country whose name a US state bears says so; its code does not', () => {
  // Georgia, the country: no holiday from 20 to 27 December 2024 (its Christmas is 7 January); the
  // US state keeps 24 and 25 December (US-GA, below)
  type Out = { date: string; assumed: string[] };
  const out = (country: string) =>
    (call({ operation: 'add', date: '2024-12-20', days: 5, country }) as unknown as { structuredContent: Out }).structuredContent;
  const named = out('Georgia');
  assert.deepEqual(
    [named.date, named.assumed],
    [
      '2024-12-27',
      [
        'weekend: Sat+Sun (Georgia)',
        'Georgia read as the country Georgia (GE); the US state Georgia is US-GA',
        'holidays: public, Georgia',
      ],
    ],
  );
  assert.deepEqual(out('GE').assumed, ['weekend: Sat+Sun (Georgia)', 'holidays: public, Georgia']);
  assert.equal(out('US-GA').date, '2024-12-31');
});
