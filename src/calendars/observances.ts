// Civil and international observances: the days kept on a fixed date or on the n-th weekday of a
// month (./observances-data.ts, generated), and the few with a rule of their own: Boss's Day, the
// Netherlands' King's Day, Earth Hour. These are days people name ("world vegan day 2027"), not days
// off: public holidays come from the countries' calendars (holidays/).

import { daysFromCivil, nthWeekdayOfMonth, weekdayOfEpochDay } from '../core/civil.js';
import { westernEaster } from './easter.js';
import type { Festival, FestivalSpan } from './festival.js';
import { OBSERVANCE_RULES } from './observances-data.js';
import { gregorianYearOfDay, oneDay, yearlyFestival } from './spans.js';

/** Gregorian years only: a fixed date's rule holds in any of them. */
const YEARS: readonly [number, number] = [1583, 9999];

const keyOf = (label: string): string =>
  label
    .toLowerCase()
    .replace(/['\u2019.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Spellings people write that the generated names miss. */
const MORE_NAMES: Readonly<Record<string, readonly string[]>> = {
  "St Patrick's Day": [
    'saint patrick',
    'st patrick',
    'st. patrick',
    'saint paddy',
    'st paddy',
    'paddys day',
    "paddy's day",
    "st patrick's",
  ],
  'Earth Day': ['earth day'],
};

function fromRule([label, names, month, day, nth, weekday]: (typeof OBSERVANCE_RULES)[number]): Festival {
  const convention = day
    ? undefined
    : `${label}: the ${nth === -1 ? 'last' : ['', 'first', 'second', 'third', 'fourth', 'fifth'][nth]} ${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekday]} of the month.`;
  return yearlyFestival({
    key: keyOf(label),
    label,
    tradition: 'civil',
    names: [...new Set([...names, ...(MORE_NAMES[label] ?? [])])],
    ...(convention ? { convention } : {}),
    years: YEARS,
    yearOfDay: gregorianYearOfDay,
    spansOfYear: (y) => {
      if (y < YEARS[0] || y > YEARS[1]) return [];
      const d = day ? daysFromCivil(y, month, day) : nthWeekdayOfMonth(y, month, nth, weekday);
      return d === undefined ? [] : [oneDay(d)];
    },
  });
}

const computed = (key: string, label: string, names: string[], convention: string, ofYear: (y: number) => FestivalSpan): Festival =>
  yearlyFestival({
    key,
    label,
    tradition: 'civil',
    names,
    convention,
    years: YEARS,
    yearOfDay: gregorianYearOfDay,
    spansOfYear: (y) => (y < YEARS[0] || y > YEARS[1] ? [] : [ofYear(y)]),
  });

/** The weekday nearest a date (Saturday to Friday, Sunday to Monday). */
function nearestWeekday(day: number): number {
  const wd = weekdayOfEpochDay(day);
  return wd === 6 ? day - 1 : wd === 0 ? day + 1 : day;
}

export const OBSERVANCES: readonly Festival[] = [
  ...OBSERVANCE_RULES.map(fromRule),
  computed(
    'bosss-day',
    "Boss's Day",
    ["boss's day", 'bosses day', "bosses' day", 'boss day', 'bosss day', "national boss's day", "boss's"],
    "Boss's Day: 16 October, or the nearest weekday when it falls on a weekend.",
    (y) => oneDay(nearestWeekday(daysFromCivil(y, 10, 16))),
  ),
  computed(
    'kings-day',
    "King's Day",
    ["king's day", 'kings day', 'koningsdag'],
    "King's Day (the Netherlands): 27 April, or 26 April when the 27th is a Sunday.",
    (y) => {
      const d = daysFromCivil(y, 4, 27);
      return oneDay(weekdayOfEpochDay(d) === 0 ? d - 1 : d);
    },
  ),
  computed(
    'earth-hour',
    'Earth Hour',
    ['earth hour'],
    'Earth Hour: 20:30-21:30 local time on the last Saturday of March, or the Saturday before when that is Holy Saturday.',
    (y) => {
      let sat = nthWeekdayOfMonth(y, 3, -1, 6)!;
      if (sat === westernEaster(y) - 1) sat -= 7;
      return { start: sat, end: sat + 1, minutes: [20 * 60 + 30, 21 * 60 + 30] };
    },
  ),
];
