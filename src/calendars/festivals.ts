// Every festival of this folder's traditions, for the phrase reader and the holiday tools: Jewish,
// Islamic, Western and Orthodox Christian, Chinese, Iranian and Parsi. (Hindu, Sikh and Jain
// festivals are listed in ./hindu-festivals.ts.)

import type { Festival } from './festival.js';
import { CHINESE_FESTIVALS } from './chinese-festivals.js';
import { CHRISTIAN_FESTIVALS } from './christian-festivals.js';
import { JEWISH_FESTIVALS } from './hebrew-festivals.js';
import { ISLAMIC_FESTIVALS } from './islamic-festivals.js';
import { PERSIAN_FESTIVALS } from './persian-festivals.js';

export const FESTIVALS: readonly Festival[] = [
  ...JEWISH_FESTIVALS,
  ...ISLAMIC_FESTIVALS,
  ...CHRISTIAN_FESTIVALS,
  ...CHINESE_FESTIVALS,
  ...PERSIAN_FESTIVALS,
];

// The conversions a calendar tool needs, in one place.
export { daysFromHebrew, hebrewFromDays, HEBREW_MONTH_NAMES, isHebrewLeapYear } from './hebrew.js';
export type { HebrewDate } from './hebrew.js';
export {
  daysFromHijri,
  hijriFromDays,
  daysFromUmmAlQura,
  ummAlQuraFromDays,
  daysFromTabularHijri,
  tabularHijriFromDays,
  HIJRI_MONTH_NAMES,
  UMM_AL_QURA_YEARS,
} from './islamic.js';
export type { HijriDate } from './islamic.js';
export { chineseFromDays, daysFromChinese, chineseNewYear, solarTermDay } from './chinese.js';
export type { ChineseDate } from './chinese.js';
export { daysFromPersian, persianFromDays, nowruz, parsiNewYear, shahenshahiFromDays, PERSIAN_MONTH_NAMES } from './persian.js';
export type { PersianDate } from './persian.js';
export { westernEaster, orthodoxEaster, daysFromJulian, julianFromDays } from './easter.js';
