// The traditional Chinese festivals on the astronomical Chinese calendar (./chinese.ts): lunar dates
// in the ordinary (not leap) month, and Qingming and Dongzhi on their solar terms (Beijing date).

import type { Festival } from './festival.js';
import { chineseNewYear, chineseYearOfDay, daysFromChinese, solarTermDay } from './chinese.js';
import { yearlyFestival } from './spans.js';

const YEARS: readonly [number, number] = [1900, 2100];
const LUNAR =
  'Chinese lunisolar calendar computed astronomically for Beijing time (UTC+8; local mean time before 1929), as China, Hong Kong, Taiwan and Singapore keep it; Vietnam (UTC+7) and Korea (UTC+9) occasionally differ by a day.';
const SOLAR = 'A solar term: the Beijing (UTC+8) date on which the sun reaches its longitude.';

/** A festival on a lunar date of Chinese year y (the year that began in Gregorian y). */
function lunar(key: string, label: string, names: readonly string[], month: number, day: number): Festival {
  return yearlyFestival({
    key,
    label,
    tradition: 'chinese',
    names,
    convention: LUNAR,
    years: YEARS,
    yearOfDay: chineseYearOfDay,
    spansOfYear: (y) => {
      const z = daysFromChinese(y, month, false, day);
      return z === undefined ? [] : [{ start: z, end: z + 1 }];
    },
  });
}

/** A festival on the day of a solar term of Gregorian year y (Qingming, Dongzhi lie inside Chinese year y). */
function solarTerm(key: string, label: string, names: readonly string[], longitude: number): Festival {
  return yearlyFestival({
    key,
    label,
    tradition: 'chinese',
    names,
    convention: SOLAR,
    years: YEARS,
    yearOfDay: chineseYearOfDay,
    spansOfYear: (y) => {
      const z = solarTermDay(y, longitude);
      return [{ start: z, end: z + 1 }];
    },
  });
}

export const CHINESE_FESTIVALS: readonly Festival[] = [
  lunar(
    'chinese-new-year',
    'Chinese New Year',
    [
      'chinese new year',
      "chinese new year's day",
      'chinese new years day',
      'chinese new years',
      'chinese lunar new year',
      "chinese lunar new year's day",
      'lunar new year',
      "lunar new year's day",
      'spring festival',
      'chunjie',
      'chun jie',
    ],
    1,
    1,
  ),
  lunar(
    'lantern-festival',
    'Lantern Festival',
    ['lantern festival', 'yuanxiao', 'yuanxiao festival', 'yuan xiao', 'shangyuan festival', 'chap goh mei'],
    1,
    15,
  ),
  solarTerm(
    'qingming',
    'Qingming Festival',
    [
      'qingming',
      'qingming festival',
      'ching ming',
      'ching ming festival',
      'tomb sweeping day',
      'tomb-sweeping day',
      'tomb sweeping festival',
      'clear and bright festival',
    ],
    15,
  ),
  lunar(
    'dragon-boat-festival',
    'Dragon Boat Festival',
    ['dragon boat festival', 'dragon boat', 'duanwu', 'duanwu festival', 'tuen ng', 'tuen ng festival', 'double fifth festival'],
    5,
    5,
  ),
  lunar(
    'qixi',
    'Qixi Festival',
    ['qixi', 'qixi festival', 'double seventh festival', "chinese valentine's day", 'chinese valentines day', 'magpie festival'],
    7,
    7,
  ),
  lunar(
    'ghost-festival',
    'Ghost Festival',
    ['ghost festival', 'hungry ghost festival', 'zhongyuan festival', 'yulan festival', 'ullambana'],
    7,
    15,
  ),
  lunar(
    'mid-autumn-festival',
    'Mid-Autumn Festival',
    ['mid-autumn festival', 'mid autumn festival', 'mid-autumn', 'moon festival', 'mooncake festival', 'zhongqiu', 'zhongqiu festival'],
    8,
    15,
  ),
  lunar(
    'double-ninth-festival',
    'Double Ninth Festival',
    ['double ninth festival', 'double ninth', 'chongyang festival', 'chung yeung festival', 'double yang festival'],
    9,
    9,
  ),
  solarTerm('dongzhi', 'Dongzhi Festival', ['dongzhi', 'dongzhi festival', 'winter solstice festival', 'tang chek'], 270),
  lunar('laba-festival', 'Laba Festival', ['laba festival', 'laba', 'la ba festival'], 12, 8),
  yearlyFestival({
    key: 'chinese-new-years-eve',
    label: "Chinese New Year's Eve",
    tradition: 'chinese',
    names: [
      "chinese new year's eve",
      'chinese new years eve',
      "lunar new year's eve",
      'lunar new years eve',
      'spring festival eve',
      'chuxi',
    ],
    convention: LUNAR,
    years: YEARS,
    yearOfDay: chineseYearOfDay,
    // The last day of Chinese year y: the day before the next New Year.
    spansOfYear: (y) => {
      const z = chineseNewYear(y + 1) - 1;
      return [{ start: z, end: z + 1 }];
    },
  }),
];
