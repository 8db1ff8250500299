// The movable feasts of the Western and Orthodox churches, each a fixed offset from its Easter, and
// Orthodox Christmas (25 December in the Julian calendar). The fixed civil dates (Christmas on 25
// December, ...) are the holidays layer's.

import type { Festival } from './festival.js';
import { daysFromJulian, orthodoxEaster, westernEaster } from './easter.js';
import { gregorianYearOfDay, yearlyFestival } from './spans.js';

/** The Gregorian computus holds from its introduction; the Julian one is stated in Gregorian dates, so the same range. */
const YEARS: readonly [number, number] = [1583, 4099];

const WESTERN = 'Western (Gregorian) Easter reckoning, as kept by the Catholic and Protestant churches.';
const ORTHODOX = 'Orthodox reckoning: Easter computed in the Julian calendar and given as its Gregorian date.';

/** A feast `offset` days from Easter, lasting `length` days. */
function fromEaster(key: string, label: string, names: readonly string[], offset: number, orthodox: boolean, length = 1): Festival {
  const easter = orthodox ? orthodoxEaster : westernEaster;
  return yearlyFestival({
    key,
    label,
    tradition: orthodox ? 'orthodox' : 'christian',
    names,
    convention: orthodox ? ORTHODOX : WESTERN,
    years: YEARS,
    yearOfDay: gregorianYearOfDay,
    spansOfYear: (y) => {
      const start = easter(y) + offset;
      return [{ start, end: start + length }];
    },
  });
}

export const CHRISTIAN_FESTIVALS: readonly Festival[] = [
  fromEaster(
    'shrove-tuesday',
    'Shrove Tuesday',
    ['shrove tuesday', 'mardi gras', 'pancake day', 'pancake tuesday', 'fat tuesday'],
    -47,
    false,
  ),
  fromEaster('ash-wednesday', 'Ash Wednesday', ['ash wednesday'], -46, false),
  // Lent as the range from Ash Wednesday up to Easter Sunday (exclusive): the forty days and the Sundays among them.
  fromEaster('lent', 'Lent', ['lent'], -46, false, 46),
  fromEaster('palm-sunday', 'Palm Sunday', ['palm sunday', 'branch sunday'], -7, false),
  fromEaster(
    'maundy-thursday',
    'Maundy Thursday',
    ['maundy thursday', 'holy thursday', 'covenant thursday', 'covenant thu', 'thursday of mysteries', 'thu of mysteries'],
    -3,
    false,
  ),
  fromEaster('good-friday', 'Good Friday', ['good friday', 'holy friday'], -2, false),
  fromEaster('holy-saturday', 'Holy Saturday', ['holy saturday', 'easter eve', 'black saturday'], -1, false),
  fromEaster('easter', 'Easter Sunday', ['easter', 'easter sunday', 'easter day', 'resurrection sunday'], 0, false),
  fromEaster('easter-monday', 'Easter Monday', ['easter monday', 'easter mon'], 1, false),
  fromEaster('ascension', 'Ascension Day', ['ascension day', 'ascension', 'ascension thursday', 'feast of the ascension'], 39, false),
  fromEaster(
    'pentecost',
    'Pentecost',
    ['pentecost', 'pentecost sunday', 'whit sunday', 'whitsunday', 'whitsun', 'white sunday'],
    49,
    false,
  ),
  fromEaster('whit-monday', 'Whit Monday', ['whit monday', 'whitmonday', 'pentecost monday', 'monday of the holy spirit'], 50, false),
  fromEaster('trinity-sunday', 'Trinity Sunday', ['trinity sunday'], 56, false),
  fromEaster('corpus-christi', 'Corpus Christi', ['corpus christi', 'feast of corpus christi'], 60, false),

  fromEaster(
    'clean-monday',
    'Clean Monday',
    ['clean monday', 'orthodox shrove monday', 'pure monday', 'ash monday', 'green monday'],
    -48,
    true,
  ),
  // Great Lent: Clean Monday up to Lazarus Saturday (exclusive), the forty days before Holy Week.
  fromEaster('great-lent', 'Great Lent', ['great lent', 'great fast', 'orthodox lent'], -48, true, 40),
  fromEaster('lazarus-saturday', 'Lazarus Saturday', ['lazarus saturday'], -8, true),
  fromEaster('orthodox-palm-sunday', 'Orthodox Palm Sunday', ['orthodox palm sunday'], -7, true),
  fromEaster(
    'orthodox-good-friday',
    'Orthodox Good Friday',
    ['orthodox good friday', 'orthodox great friday', 'orthodox holy friday', 'great friday'],
    -2,
    true,
  ),
  fromEaster('orthodox-holy-saturday', 'Orthodox Holy Saturday', ['orthodox holy saturday', 'great saturday'], -1, true),
  fromEaster(
    'orthodox-easter',
    'Orthodox Easter',
    ['orthodox easter', 'orthodox easter sunday', 'pascha', 'orthodox pascha', 'eastern easter'],
    0,
    true,
  ),
  fromEaster('orthodox-easter-monday', 'Orthodox Easter Monday', ['orthodox easter monday', 'bright monday'], 1, true),
  fromEaster('orthodox-ascension', 'Orthodox Ascension', ['orthodox ascension'], 39, true),
  fromEaster('orthodox-pentecost', 'Orthodox Pentecost', ['orthodox pentecost', 'orthodox trinity sunday'], 49, true),
  yearlyFestival({
    key: 'orthodox-christmas',
    label: 'Orthodox Christmas',
    tradition: 'orthodox',
    names: ['orthodox christmas', 'orthodox christmas day', 'julian christmas'],
    convention:
      'Christmas on 25 December of the Julian calendar, as kept by the Russian, Serbian, Georgian, Ukrainian (until 2023) and other Orthodox churches: 7 January from 1901 to 2100.',
    years: YEARS,
    yearOfDay: gregorianYearOfDay,
    // The Julian 25 December that falls in Gregorian year y is that of Julian year y - 1 (7 January), a
    // Julian Christmas falling in late December again only before 1583.
    spansOfYear: (y) => {
      const day = daysFromJulian(y - 1, 12, 25);
      return [{ start: day, end: day + 1 }];
    },
  }),
];
