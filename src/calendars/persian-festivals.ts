// Nowruz and the Iranian festivals on the Solar Hijri calendar, and the Parsi festivals on the
// Shahenshahi calendar (./persian.ts).

import type { Festival, FestivalSpan, Tradition } from './festival.js';
import { daysFromPersian, nowruz, parsiNewYear, shahenshahiFromDays } from './persian.js';
import { gregorianYearOfDay, yearlyFestival } from './spans.js';

const YEARS: readonly [number, number] = [1900, 2100];
const IRANIAN =
  'The Iranian (Solar Hijri) calendar: Nowruz is the day of the March equinox at Tehran, or the day after when the equinox comes after noon Iran time.';
const PARSI =
  "The Parsi Shahenshahi calendar, 365 days a year without leap days, as India's Parsis keep it (Navroz in August; the Fasli/Jamshedi Navroz of 21 March is Nowruz).";

function festival(
  key: string,
  label: string,
  tradition: Tradition,
  names: readonly string[],
  convention: string,
  yearOfDay: (z: number) => number,
  day: (year: number) => number,
): Festival {
  return yearlyFestival({
    key,
    label,
    tradition,
    names,
    convention,
    years: YEARS,
    yearOfDay,
    spansOfYear: (y): FestivalSpan[] => {
      const z = day(y);
      return [{ start: z, end: z + 1 }];
    },
  });
}

const shahenshahiYear = (z: number) => shahenshahiFromDays(z).year;

export const PERSIAN_FESTIVALS: readonly Festival[] = [
  festival(
    'nowruz',
    'Nowruz',
    'persian',
    [
      'nowruz',
      'norouz',
      'nowrouz',
      'noruz',
      'nowrooz',
      'nauruz',
      'navruz',
      'novruz',
      'nevruz',
      'nawroz',
      'persian new year',
      'iranian new year',
    ],
    IRANIAN,
    gregorianYearOfDay,
    nowruz,
  ),
  festival(
    'sizdah-bedar',
    'Sizdah Bedar',
    'persian',
    ['sizdah bedar', 'sizdah be-dar', 'nature day', 'iranian nature day'],
    IRANIAN,
    gregorianYearOfDay,
    (y) => nowruz(y) + 12,
  ),
  // Yalda night: the evening of 30 Azar, the longest night, before 1 Dey.
  festival(
    'yalda',
    'Yalda Night',
    'persian',
    ['yalda', 'yalda night', 'shab-e yalda', 'shab e yalda', 'shab-e chelleh'],
    IRANIAN,
    gregorianYearOfDay,
    (y) => daysFromPersian(y - 621, 9, 30),
  ),
  festival(
    'pateti',
    'Pateti',
    'parsi',
    ['pateti', 'parsi new year eve', "parsi new year's eve"],
    PARSI,
    shahenshahiYear,
    (y) => parsiNewYear(y + 1) - 1,
  ),
  festival(
    'parsi-new-year',
    'Parsi New Year (Navroz)',
    'parsi',
    // not "navroz" or "jamshedi navroz" alone: both also name the spring New Year (natural/holidays.ts)
    ['parsi new year', "parsi new year's day", 'parsi navroz', 'nowruz (parsi)'],
    PARSI,
    shahenshahiYear,
    parsiNewYear,
  ),
  festival(
    'khordad-sal',
    'Khordad Sal',
    'parsi',
    ['khordad sal', 'khordad saal', 'zarathustra birthday', "zoroaster's birthday"],
    PARSI,
    shahenshahiYear,
    (y) => parsiNewYear(y) + 5,
  ),
];
