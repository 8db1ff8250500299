// The Islamic festivals on the Hijri calendar of ./islamic.ts: Umm al-Qura (1924-2077), the tabular
// calendar outside it. A Hijri day begins at sunset, but these are given, as calendars and Duckling
// give them, as the Gregorian day that carries the date (Eid al-Fitr on 1 Shawwal itself).

import { weekdayOfEpochDay } from '../core/civil.js';
import type { Festival, FestivalSpan } from './festival.js';
import { daysFromHijri, hijriYearOfDay, isUmmAlQuraYear } from './islamic.js';
import { yearlyFestival } from './spans.js';

const YEARS: readonly [number, number] = [1900, 2100];
const FRIDAY = 5;

const CONVENTION =
  "Dates follow the Umm al-Qura calendar (Saudi Arabia's official Hijri calendar) for 1924-2077 and the tabular Islamic calendar outside those years; where months begin on local sighting of the crescent, the day may differ by one (rarely two).";

function islamic(key: string, label: string, names: readonly string[], span: (year: number) => FestivalSpan): Festival {
  return yearlyFestival({
    key,
    label,
    tradition: 'islamic',
    names,
    convention: CONVENTION,
    years: YEARS,
    yearOfDay: hijriYearOfDay,
    spansOfYear: (y) => {
      const s = span(y);
      return isUmmAlQuraYear(y)
        ? [s]
        : [{ ...s, note: s.note ?? `${label} ${y} AH is from the tabular Islamic calendar (Umm al-Qura covers 1343-1500 AH).` }];
    },
  });
}

/** A one-day festival on (month, day) of the Hijri year. */
const onDate = (key: string, label: string, names: readonly string[], month: number, day: number): Festival =>
  islamic(key, label, names, (y) => {
    const z = daysFromHijri(y, month, day);
    return { start: z, end: z + 1 };
  });

export const ISLAMIC_FESTIVALS: readonly Festival[] = [
  onDate(
    'islamic-new-year',
    'Islamic New Year',
    ['islamic new year', 'hijri new year', 'muharram', 'amun jadid', 'arabic new year', 'al-hijra', 'hijra', 'ras as-sanah al-hijriyah'],
    1,
    1,
  ),
  onDate('ashura', 'Ashura', ['ashura', 'day of ashura', 'ashoura', 'aashura', 'yom ashura'], 1, 10),
  onDate(
    'mawlid',
    'Mawlid an-Nabi',
    [
      'mawlid',
      'mawlid al-nabi',
      'mawlid an-nabi',
      'mawlid al-nabawi',
      'mawlid al nabawi',
      'milad un nabi',
      'eid milad un nabi',
      'eid-e-milad',
      "prophet's birthday",
      "the prophet's birthday",
      'mouloud',
    ],
    3,
    12,
  ),
  onDate(
    'isra-miraj',
    "Isra and Mi'raj",
    [
      "isra and mi'raj",
      'isra and miraj',
      "isra mi'raj",
      'isra miraj',
      "al-isra wal-mi'raj",
      'night journey',
      'the night journey',
      "prophet's ascension",
      "the prophet's ascension",
      'ascension to heaven',
      "lailat al mi'raj",
      'lailat al miraj',
      'shab-e-miraj',
      'shab e miraj',
    ],
    7,
    27,
  ),
  onDate(
    'shab-e-barat',
    "Mid-Sha'ban",
    ["mid-sha'ban", 'mid shaban', 'shab-e-barat', 'shab e barat', "laylat al-bara'at", 'laylat al baraat', 'nisf shaban'],
    8,
    15,
  ),
  islamic('ramadan', 'Ramadan', ['ramadan', 'ramadhan', 'ramazan', 'ramzan', 'month of ramadan'], (y) => ({
    start: daysFromHijri(y, 9, 1),
    end: daysFromHijri(y, 10, 1),
  })),
  onDate(
    'laylat-al-qadr',
    'Laylat al-Qadr',
    [
      'laylat al-qadr',
      'laylat al qadr',
      'laylat al kadr',
      'lailat al qadr',
      'lailatul qadr',
      'night of power',
      'night of decree',
      'night of destiny',
      'night of measures',
      'shab-e-qadr',
      'shab e qadr',
    ],
    9,
    27,
  ),
  // The last Friday of Ramadan: the Friday before 1 Shawwal (a Friday that is Eid itself is not in Ramadan).
  islamic(
    'jumuatul-wida',
    "Jumu'atul-Wida",
    [
      "jumu'atul-wida",
      'jumuatul wida',
      'jumuatul-wida',
      "jumu'ah al-wida",
      'jamat ul-vida',
      'jamat ul vida',
      'jumat ul vida',
      'alvida jumma',
      'jummat-ul-vida',
    ],
    (y) => {
      const eid = daysFromHijri(y, 10, 1);
      const z = eid - 1 - ((weekdayOfEpochDay(eid - 1) - FRIDAY + 7) % 7);
      return { start: z, end: z + 1 };
    },
  ),
  onDate(
    'eid-al-fitr',
    'Eid al-Fitr',
    [
      'eid al-fitr',
      'eid al fitr',
      'eid ul-fitr',
      'eid ul fitr',
      'eid-ul-fitr',
      'id ul-fitr',
      'id al-fitr',
      'eid al-fiter',
      'ramadan eid',
      'ramzan eid',
      'ramzan id',
      'sugar feast',
      'ramazan bayrami',
      'hari raya puasa',
      'hari raya aidilfitri',
      'lebaran',
    ],
    10,
    1,
  ),
  onDate('day-of-arafah', 'Day of Arafah', ['day of arafah', 'day of arafat', 'arafat day', 'arafah day', 'yawm arafah'], 12, 9),
  onDate(
    'eid-al-adha',
    'Eid al-Adha',
    [
      'eid al-adha',
      'eid al adha',
      'eid ul-adha',
      'eid ul adha',
      'eid-ul-adha',
      'id ul-adha',
      'id al-adha',
      'bakr id',
      'bakrid',
      'bakri id',
      'bakra eid',
      'eid qurban',
      'qurban bayram',
      'kurban bayrami',
      'sacrifice feast',
      'feast of the sacrifice',
      'feast of sacrifice',
      'hari raya haji',
      'tabaski',
    ],
    12,
    10,
  ),
];
