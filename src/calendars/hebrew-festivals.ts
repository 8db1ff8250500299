// The Jewish holidays hebcal lists by default, on the Hebrew calendar (./hebrew.ts). A holiday
// begins at sundown, so its span starts on the eve (the Gregorian day on whose evening it begins)
// and runs through its last day, at the diaspora length: Yom Kippur 5779 is [18 Sep, 19 Sep) 2018,
// Passover [30 Mar, 8 Apr). The four minor fasts run from dawn to nightfall of their own day, so they
// are that day alone. Israel's modern days follow the Knesset's moves off Shabbat and its eves.

import { weekdayOfEpochDay } from '../core/civil.js';
import type { Festival, FestivalSpan } from './festival.js';
import {
  ADAR,
  ADAR_II,
  AV,
  daysFromHebrew,
  hebrewYearOfDay,
  isHebrewLeapYear,
  IYYAR,
  KISLEV,
  NISAN,
  SHEVAT,
  SIVAN,
  TAMMUZ,
  TEVET,
  TISHREI,
} from './hebrew.js';
import { englishDate, englishDayMonth, yearlyFestival } from './spans.js';

const YEARS: readonly [number, number] = [1900, 2100];
const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;

const SUNDOWN =
  'Jewish holidays begin at sundown: the date given is the eve, the day on whose evening it begins; multi-day holidays run through their last day, as kept outside Israel.';
const SUNDOWN_ISRAEL =
  'Jewish holidays begin at sundown: the date given is the eve, the day on whose evening it begins; multi-day holidays run through their last day, as kept in Israel.';
/** The zone whose festivals are Israel's: one day of Yom Tov where the diaspora keeps two. */
export const ISRAEL_ZONE = 'Asia/Jerusalem';
const DAWN_FAST =
  'A minor fast, kept from dawn to nightfall of the day itself (moved to Sunday, or Thursday for the Fast of Esther, when it falls on Shabbat).';
const EREV = 'The eve of a holiday: the day on whose evening, at sundown, the holiday begins.';
const ISRAEL =
  'An Israeli national day, which begins at sundown: the date given is the eve; the day follows the Knesset rules that move it off or away from Shabbat.';

/** Adar in a common year, Adar II in a leap year: the month of Purim. */
const purimMonth = (year: number) => (isHebrewLeapYear(year) ? ADAR_II : ADAR);

/** A holiday beginning at sundown on the eve of `first` and lasting `days` days. */
function fromEve(label: string, first: number, days: number, what?: string): FestivalSpan {
  const eve = first - 1;
  const last = first + days - 1;
  const body =
    days === 1
      ? `the day itself is ${englishDayMonth(first)}`
      : `${what ?? `its ${days} days are`} ${englishDayMonth(first)} to ${englishDayMonth(last)}`;
  // A one-day holiday is given as its eve alone; a longer one as the eve through its last day.
  return {
    start: eve,
    end: days === 1 ? eve + 1 : first + days,
    days: [first, first + days],
    note: `${label} begins at sundown on ${englishDate(eve)}; ${body}.`,
  };
}

interface Spec {
  readonly key: string;
  readonly label: string;
  readonly names: readonly string[];
  readonly convention?: string;
  /** The occurrence in a Hebrew year, or undefined before the holiday was kept. */
  readonly span: (year: number) => FestivalSpan | undefined;
  /** The occurrence as kept in Israel, where it differs. */
  readonly israel?: (year: number) => FestivalSpan;
}

function jewish({ key, label, names, convention = SUNDOWN, span, israel }: Spec): Festival {
  const spec = (spanOf: (year: number) => FestivalSpan | undefined, kept: string) =>
    yearlyFestival({
      key,
      label,
      tradition: 'jewish',
      names,
      convention: kept,
      years: YEARS,
      yearOfDay: hebrewYearOfDay,
      spansOfYear: (y) => {
        const s = spanOf(y);
        return s ? [s] : [];
      },
    });
  const f: Festival = {
    ...spec(span, convention),
    ...(israel ? { israel: { convention: SUNDOWN_ISRAEL, occurrences: spec(israel, SUNDOWN_ISRAEL).occurrences } } : {}),
  };
  // every holiday but the dawn-to-nightfall fasts and the eves themselves is given from its eve
  return convention === DAWN_FAST || convention === EREV ? f : { ...f, fromEve: true };
}

/** A minor fast on (month, day), moved off Shabbat by `shabbatShift` days. */
function dawnFast(
  key: string,
  label: string,
  names: readonly string[],
  month: (y: number) => number,
  day: number,
  shabbatShift: number,
): Festival {
  return jewish({
    key,
    label,
    names,
    convention: DAWN_FAST,
    span: (y) => {
      let z = daysFromHebrew(y, month(y), day);
      const moved = weekdayOfEpochDay(z) === SATURDAY;
      if (moved) z += shabbatShift;
      return {
        start: z,
        end: z + 1,
        note: `${label} is a dawn-to-nightfall fast on ${englishDate(z)}${moved ? ' (moved off Shabbat)' : ''}.`,
      };
    },
  });
}

/** Yom HaAtzmaut's day (5 Iyyar, moved to Thursday from Friday or Shabbat, and to Tuesday from Monday since 2004). */
function atzmautDay(year: number): number {
  const z = daysFromHebrew(year, IYYAR, 5);
  switch (weekdayOfEpochDay(z)) {
    case FRIDAY:
      return z - 1;
    case SATURDAY:
      return z - 2;
    case MONDAY:
      return year >= 5764 ? z + 1 : z;
    default:
      return z;
  }
}

const once = (key: string, label: string, names: readonly string[], month: (y: number) => number, day: number): Festival =>
  jewish({ key, label, names, span: (y) => fromEve(label, daysFromHebrew(y, month(y), day), 1) });
const fixed = (m: number) => () => m;
/** The eve of the holiday on (month, day): that day alone, on whose evening the holiday begins. */
const erev = (key: string, label: string, of: string, names: readonly string[], month: number, day: number): Festival =>
  jewish({
    key,
    label,
    names,
    convention: EREV,
    span: (y) => {
      const eve = daysFromHebrew(y, month, day) - 1;
      return { start: eve, end: eve + 1, note: `${label} is ${englishDate(eve)}; ${of} begins at sundown that evening.` };
    },
  });

export const JEWISH_FESTIVALS: readonly Festival[] = [
  jewish({
    key: 'rosh-hashanah',
    label: 'Rosh Hashanah',
    names: ['rosh hashanah', 'rosh hashana', 'rosh hashanna', 'rosh ha-shanah', 'rosh hashonah', 'rosh hashono', 'jewish new year'],
    span: (y) => fromEve('Rosh Hashanah', daysFromHebrew(y, TISHREI, 1), 2),
  }),
  dawnFast(
    'tzom-gedaliah',
    'Tzom Gedaliah',
    ['tzom gedaliah', 'tzom gedalia', 'fast of gedaliah', 'fast of gedalia', 'tsom gedalia'],
    fixed(TISHREI),
    3,
    1,
  ),
  erev('erev-yom-kippur', 'Erev Yom Kippur', 'Yom Kippur', ['erev yom kippur', 'yom kippur eve', 'kol nidre'], TISHREI, 10),
  once('yom-kippur', 'Yom Kippur', ['yom kippur', 'yom kipur', 'yom ha-kippurim', 'day of atonement'], fixed(TISHREI), 10),
  jewish({
    key: 'sukkot',
    label: 'Sukkot',
    names: [
      'sukkot',
      'sukkos',
      'sukkoth',
      'succot',
      'succos',
      'succoth',
      'feast of tabernacles',
      'feast of booths',
      'feast of the ingathering',
      'tabernacles',
    ],
    // With Shemini Atzeret, as Duckling and most calendars that give Sukkot one range do.
    span: (y) => fromEve('Sukkot', daysFromHebrew(y, TISHREI, 15), 8, 'its seven days and Shemini Atzeret are'),
  }),
  once('hoshana-rabbah', 'Hoshana Rabbah', ['hoshana rabbah', 'hoshana raba', 'hoshana rabba'], fixed(TISHREI), 21),
  once(
    'shemini-atzeret',
    'Shemini Atzeret',
    ['shemini atzeret', 'shmini atzeret', 'shemini atzeres', 'shmini atzeres'],
    fixed(TISHREI),
    22,
  ),
  jewish({
    key: 'simchat-torah',
    label: 'Simchat Torah',
    names: ['simchat torah', 'simchas torah', 'simhat torah', 'simchath torah'],
    span: (y) => fromEve('Simchat Torah', daysFromHebrew(y, TISHREI, 23), 1),
    // kept with Shemini Atzeret, on 22 Tishrei
    israel: (y) => fromEve('Simchat Torah', daysFromHebrew(y, TISHREI, 22), 1),
  }),
  jewish({
    key: 'hanukkah',
    label: 'Hanukkah',
    names: [
      'hanukkah',
      'chanukah',
      'hanukah',
      'hannukkah',
      'hannukah',
      'chanukkah',
      'channukah',
      'hanukka',
      'hanuka',
      'chanuka',
      'hanukkah festival',
    ],
    // The eight nights: the first candle on the eve of 25 Kislev, the eighth seven days later.
    span: (y) => {
      const eve = daysFromHebrew(y, KISLEV, 25) - 1;
      return {
        start: eve,
        end: eve + 8,
        days: [eve + 1, eve + 9],
        note: `Hanukkah begins at sundown on ${englishDate(eve)} with the first candle; the eighth is lit on ${englishDayMonth(eve + 7)}.`,
      };
    },
  }),
  dawnFast(
    'asara-btevet',
    "Asara B'Tevet",
    ["asara b'tevet", 'asara btevet', 'asara be-tevet', 'tenth of tevet', 'fast of the tenth of tevet'],
    fixed(TEVET),
    10,
    1,
  ),
  once(
    'tu-bishvat',
    'Tu BiShvat',
    ['tu bishvat', "tu b'shvat", 'tu bshvat', 'tu bishevat', "tu b'shevat", 'tu b shvat', 'new year of the trees'],
    fixed(SHEVAT),
    15,
  ),
  // Never on Shabbat's eve of Purim: when 13 Adar is Shabbat the fast is kept on Thursday the 11th.
  dawnFast('taanit-esther', "Ta'anit Esther", ["ta'anit esther", 'taanit esther', 'taanis esther', 'fast of esther'], purimMonth, 13, -2),
  once('purim', 'Purim', ['purim'], purimMonth, 14),
  jewish({
    key: 'shushan-purim',
    label: 'Shushan Purim',
    names: ['shushan purim'],
    // 15 Adar; when that is Shabbat (Purim Meshulash) its feast is kept on Sunday, where hebcal lists it.
    span: (y) => {
      const z = daysFromHebrew(y, purimMonth(y), 15);
      return fromEve('Shushan Purim', weekdayOfEpochDay(z) === SATURDAY ? z + 1 : z, 1);
    },
  }),
  erev('erev-pesach', 'Erev Pesach', 'Passover', ['erev pesach', 'passover eve', 'erev passover'], NISAN, 15),
  jewish({
    key: 'passover',
    label: 'Passover',
    names: ['passover', 'pesach', 'pesah', 'peisach', 'feast of unleavened bread'],
    span: (y) => fromEve('Passover', daysFromHebrew(y, NISAN, 15), 8),
    israel: (y) => fromEve('Passover', daysFromHebrew(y, NISAN, 15), 7),
  }),
  jewish({
    key: 'yom-hashoah',
    label: 'Yom HaShoah',
    names: [
      'yom hashoah',
      'yom ha-shoah',
      "yom ha'shoah",
      'holocaust day',
      'holocaust remembrance day',
      'holocaust martyrs and heroes remembrance day',
    ],
    convention: ISRAEL,
    // 27 Nisan, kept since 1951; from Friday to Thursday, from Sunday to Monday (so as not to touch Shabbat).
    span: (y) => {
      if (y < 5711) return undefined;
      let z = daysFromHebrew(y, NISAN, 27);
      const wd = weekdayOfEpochDay(z);
      if (wd === FRIDAY) z -= 1;
      else if (wd === SUNDAY) z += 1;
      return fromEve('Yom HaShoah', z, 1);
    },
  }),
  jewish({
    key: 'yom-hazikaron',
    label: 'Yom HaZikaron',
    names: ['yom hazikaron', 'yom ha-zikaron', "yom ha'zikaron", 'israeli memorial day', 'israel memorial day'],
    convention: ISRAEL,
    span: (y) => (y < 5709 ? undefined : fromEve('Yom HaZikaron', atzmautDay(y) - 1, 1)),
  }),
  jewish({
    key: 'yom-haatzmaut',
    label: "Yom HaAtzma'ut",
    names: ['yom haatzmaut', "yom ha'atzmaut", 'yom ha-atzmaut', 'yom haatsmaout', 'israel independence day', 'israeli independence day'],
    convention: ISRAEL,
    // Listed from its first anniversary, 5709 (1949), as hebcal does; Yom HaZikaron is its day before.
    span: (y) => (y < 5709 ? undefined : fromEve("Yom HaAtzma'ut", atzmautDay(y), 1)),
  }),
  once('lag-baomer', 'Lag BaOmer', ['lag baomer', "lag b'omer", 'lag ba-omer', 'lag laomer', "lag b'omer day"], fixed(IYYAR), 18),
  jewish({
    key: 'yom-yerushalayim',
    label: 'Yom Yerushalayim',
    names: ['yom yerushalayim', 'jerusalem day'],
    convention: ISRAEL,
    span: (y) => (y < 5728 ? undefined : fromEve('Yom Yerushalayim', daysFromHebrew(y, IYYAR, 28), 1)),
  }),
  erev('erev-shavuot', 'Erev Shavuot', 'Shavuot', ['erev shavuot', 'shavuot eve'], SIVAN, 6),
  jewish({
    key: 'shavuot',
    label: 'Shavuot',
    names: ['shavuot', 'shavuos', 'shavuoth', 'shavuot festival', 'feast of weeks'],
    span: (y) => fromEve('Shavuot', daysFromHebrew(y, SIVAN, 6), 2),
    israel: (y) => fromEve('Shavuot', daysFromHebrew(y, SIVAN, 6), 1),
  }),
  dawnFast(
    'tzom-tammuz',
    'Tzom Tammuz',
    ['tzom tammuz', 'fast of tammuz', 'seventeenth of tammuz', '17th of tammuz', "shiva asar b'tammuz", 'shiva asar btammuz'],
    fixed(TAMMUZ),
    17,
    1,
  ),
  jewish({
    key: 'tisha-bav',
    label: "Tisha B'Av",
    names: ["tisha b'av", 'tisha bav', "tish'a b'av", 'tisha b av', 'tisha beav', 'tisha be-av', 'ninth of av'],
    // 9 Av, or the 10th when the 9th is Shabbat (a fast is not kept on Shabbat but for Yom Kippur).
    span: (y) => {
      const ninth = daysFromHebrew(y, AV, 9);
      const day = weekdayOfEpochDay(ninth) === SATURDAY ? ninth + 1 : ninth;
      const s = fromEve("Tisha B'Av", day, 1);
      return day === ninth ? s : { ...s, note: `${s.note!.slice(0, -1)} (9 Av falls on Shabbat, so the fast is kept on Sunday).` };
    },
  }),
  once('tu-bav', "Tu B'Av", ["tu b'av", 'tu bav', 'tu beav', 'tu be-av'], fixed(AV), 15),
];
