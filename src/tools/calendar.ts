import * as z from 'zod/v4';
import { civilFromDays, daysFromCivil, daysInMonth, MONTH_NAMES, WEEKDAY_NAMES, weekdayOfEpochDay } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { foldName } from '../core/fold.js';
import { MONTHS } from '../natural/lexicon.js';
import { formatDate, pad2 } from '../core/iso-text.js';
import { wordTable } from '../core/tables.js';
import { chineseFromDays, daysFromChinese } from '../calendars/chinese.js';
import {
  copticFromDays,
  copticMonthLength,
  COPTIC_MONTH_NAMES,
  COPTIC_MONTH_NAMES_NATIVE,
  daysFromCoptic,
  ETHIOPIAN_MONTH_NAMES,
  ETHIOPIAN_MONTH_NAMES_NATIVE,
  ETHIOPIAN_YEAR_OFFSET,
} from '../calendars/coptic.js';
import { daysFromJulian, julianFromDays } from '../calendars/easter.js';
import { EVERY_FESTIVAL } from '../calendars/every-festival.js';
import { keptIn, type Tradition } from '../calendars/festival.js';
import { ISRAEL_ZONE } from '../calendars/hebrew-festivals.js';
import { daysFromJapanese, japaneseFromDays, MINGUO_FROM, MINGUO_YEAR_OFFSET, THAI_YEAR_OFFSET } from '../calendars/gregorian-eras.js';
import { daysFromHebrew, HEBREW_MONTH_NAMES, hebrewFromDays, hebrewMonthLength, isHebrewLeapYear } from '../calendars/hebrew.js';
import { lunarMonthAt, sunrise, tithiAt } from '../calendars/hindu.js';
import {
  daysFromIndian,
  INDIAN_MONTH_NAMES,
  INDIAN_MONTH_NAMES_NATIVE,
  indianFromDays,
  indianMonthLength,
} from '../calendars/indian-national.js';
import {
  daysFromHijri,
  daysFromTabularHijri,
  HIJRI_MONTH_NAMES,
  hijriFromDays,
  hijriMonthLength,
  isUmmAlQuraYear,
  tabularHijriFromDays,
} from '../calendars/islamic.js';
import {
  ADAR_I_NATIVE,
  CHINESE_MONTH_NAMES,
  CHINESE_MONTH_NAMES_NATIVE,
  HEBREW_MONTH_NAMES_NATIVE,
  HIJRI_MONTH_NAMES_NATIVE,
  HINDU_MONTH_NAMES_NATIVE,
  PERSIAN_MONTH_NAMES_NATIVE,
  sexagenaryYear,
  THAI_MONTH_NAMES_NATIVE,
} from '../calendars/native-names.js';
import { MONTH_SPELLINGS } from '../calendars/month-spellings.js';
import { daysFromPersian, PERSIAN_MONTH_NAMES, persianFromDays } from '../calendars/persian.js';
import { dayOfYear, daysFromIsoWeek, isoWeekFromDays, isoWeeksInYear } from '../calendars/week-date.js';
import { sunEvent } from '../calendars/sky.js';
import { nowSec } from '../time/clock.js';
import { localDay, startOfLocalDay, wallAt } from '../time/zoned.js';
import { largestCityOfZone, locatePlace } from '../zones/places.js';
import type { City } from '../zones/names.js';
import type { ResolvedZone } from '../zones/resolve.js';
import { defineTool, type ToolContext } from './define.js';
import { given, todayIn, zoneArg, zoneIn } from './params.js';
import { readDateArg } from './phrases.js';
import { assumedField, resolvedField, resolvedReport, type ResolvedEntry } from './results.js';

export const CALENDARS = [
  'gregorian',
  'iso',
  'hebrew',
  'islamic',
  'islamic_civil',
  'persian',
  'chinese',
  'hindu',
  'coptic',
  'ethiopian',
  'indian',
  'japanese',
  'thai',
  'roc',
  'julian',
] as const;
type CalendarId = (typeof CALENDARS)[number];
/** The calendars the description names; gregorian and islamic_civil (the tabular Hijri) are taken too, and named in errors. */
const LISTED_CALENDARS = CALENDARS.filter((c) => c !== 'gregorian' && c !== 'islamic_civil');
const DEFAULT_CALENDARS: readonly CalendarId[] = ['iso', 'hebrew', 'islamic', 'persian', 'chinese'];
const TRADITIONS = [
  'jewish',
  'islamic',
  'christian',
  'orthodox',
  'hindu',
  'sikh',
  'jain',
  'buddhist',
  'chinese',
  'persian',
  'civil',
] as const satisfies readonly Tradition[];
/** Parsi festivals are listed with the Persian (Iranian) ones: Navroz beside Nowruz. */
const inTradition = (t: Tradition, asked: Tradition): boolean => t === asked || (asked === 'persian' && t === 'parsi');
/** The calendars computed from the sun and moon (astronomy-engine), tested and served for these Gregorian years. */
const ASTRONOMICAL_YEARS: readonly [number, number] = [1800, 2200];
const ASTRONOMICAL: ReadonlySet<CalendarId> = new Set(['persian', 'chinese', 'hindu']);
/** Longest festival listing, in years: a tradition holds some 20 a year. */
export const MAX_FESTIVAL_YEARS = 3;

/** The Gregorian years 1-9999, the range of every date argument. */
const FIRST_DAY = daysFromCivil(1, 1, 1);
const LAST_DAY = daysFromCivil(9999, 12, 31);

const dateText = (day: number): string => formatDate(civilFromDays(day));

const calendarDate = z.object({
  calendar: z.string(),
  year: z.number().int(),
  month: z.number().int().optional(),
  month_name: z.string().optional(),
  month_name_native: z.string().optional(),
  day: z.number().int().optional(),
  /** Chinese: a leap (intercalary) month; Hebrew: Adar I; Hindu: an adhika month. */
  leap_month: z.literal(true).optional(),
  /** ISO: the week and its weekday (1 = Monday); the Gregorian day of the year. */
  week: z.number().int().optional(),
  weekday: z.number().int().optional(),
  day_of_year: z.number().int().optional(),
  era: z.string().optional(),
  note: z.string().optional(),
});
type CalendarDate = z.infer<typeof calendarDate>;

const festivalOut = z.object({
  name: z.string(),
  tradition: z.string(),
  start: z.string(),
  end: z.string().optional(),
  note: z.string().optional(),
});

// --- Reading a date given in another calendar ------------------------------------------------------

/** Other spellings of the Hijri, Hebrew and Solar Hijri months (calendars/month-spellings.ts, which the phrase reader reads too), folded. */
const MONTH_ALIASES: Partial<Record<CalendarId, Record<string, number>>> = Object.fromEntries(
  (Object.entries(MONTH_SPELLINGS) as [CalendarId, readonly (readonly string[])[]][]).map(([cal, months]) => [
    cal,
    Object.fromEntries(months.flatMap((names, i) => names.map((n) => [foldName(n), i + 1] as const))),
  ]),
);

const MONTH_TABLES: Partial<Record<CalendarId, readonly string[]>> = {
  hebrew: HEBREW_MONTH_NAMES,
  islamic: HIJRI_MONTH_NAMES,
  islamic_civil: HIJRI_MONTH_NAMES,
  persian: PERSIAN_MONTH_NAMES,
  coptic: COPTIC_MONTH_NAMES,
  ethiopian: ETHIOPIAN_MONTH_NAMES,
  indian: INDIAN_MONTH_NAMES,
  julian: MONTH_NAMES,
  thai: MONTH_NAMES,
  roc: MONTH_NAMES,
  chinese: CHINESE_MONTH_NAMES,
  gregorian: MONTH_NAMES,
};

/** The calendars whose months are the Gregorian ones, read in English as parse_time reads them ("Feb", "Sept."). */
const GREGORIAN_MONTHS: ReadonlySet<CalendarId> = new Set(['gregorian', 'julian', 'thai', 'roc']);

function monthByName(cal: CalendarId, name: string): number | undefined {
  const f = foldName(name);
  const table = MONTH_TABLES[cal] ?? [];
  const i = table.findIndex((m) => foldName(m) === f);
  if (i >= 0) return i + 1;
  if (GREGORIAN_MONTHS.has(cal)) return MONTHS[f];
  const alias = MONTH_ALIASES[cal === 'islamic_civil' ? 'islamic' : cal]?.[f];
  return alias;
}

/** How to write a date in each calendar, quoted as an error sentence shows it. */
const EXAMPLES: Record<CalendarId, string> = {
  gregorian: '"2026-12-06"',
  iso: '"2026-W49-7"',
  hebrew: '"15 Tishrei 5787" or "5787-07-15" (months from Nisan = 1; Adar II = 13)',
  islamic: '"1 Ramadan 1448" or "1448-09-01"',
  islamic_civil: '"1 Ramadan 1448" or "1448-09-01"',
  persian: '"1 Farvardin 1406" or "1406-01-01"',
  chinese: '"2026-01-01", a leap month as "2025-06L-01"',
  hindu: '',
  coptic: '"1 Thout 1743" or "1743-01-01"',
  ethiopian: '"1 Meskerem 2019" or "2019-01-01"',
  indian: '"1 Chaitra 1948" or "1948-01-01"',
  japanese: '"Reiwa 8-12-06" or "令和8年12月6日"',
  thai: '"2569-12-06"',
  roc: '"115-12-06"',
  julian: '"2026-12-25"',
};

function refuse(sentence: string): never {
  throw new InputError('date.invalid', sentence, 'date');
}

/** A day-of-month check shared by every calendar with plain month lengths. */
function within(what: string, length: number, day: number, month: number, year: number, monthCount: number): void {
  if (month < 1 || month > monthCount) refuse(`Month ${month} does not exist in ${what} ${year}: months run 1-${monthCount}.`);
  if (day < 1 || day > length) refuse(`Day ${day} does not exist: month ${month} of ${what} ${year} has ${length} days.`);
}

/** The epoch day of `text`, a date in calendar `cal`. */
function readOtherCalendar(cal: CalendarId, text: string): number {
  const t = text.trim();
  const how = `give "date" as a ${cal} date, e.g. ${EXAMPLES[cal]}`;
  if (cal === 'hindu')
    throw new InputError(
      'argument.invalid',
      'A Hindu lunar date names a tithi, not one day; convert from another calendar, or list the festivals with "festivals": "hindu".',
      'from',
    );
  if (cal === 'iso') {
    const m = /^(-?\d{1,4})-?W(\d{1,2})-?(\d)$/i.exec(t);
    if (!m) refuse(`Unreadable ISO week date "${t}": ${how}.`);
    const [y, w, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (w < 1 || w > isoWeeksInYear(y) || d < 1 || d > 7)
      refuse(`Week ${w} day ${d} does not exist: ISO year ${y} has ${isoWeeksInYear(y)} weeks of days 1-7.`);
    return daysFromIsoWeek(y, w, d);
  }
  if (cal === 'japanese') {
    // 元 (gannen, year 1), 年, 月, 日 as escapes: the bundle is kept ASCII.
    const m = /^(\S+?)\s*(\d{1,2}|\u5143)(?:\u5e74|-)(\d{1,2})(?:\u6708|-)(\d{1,2})\u65e5?$/.exec(t);
    if (!m) refuse(`Unreadable Japanese date "${t}": ${how}.`);
    const z = daysFromJapanese(m[1]!, m[2] === '\u5143' ? 1 : Number(m[2]), Number(m[3]), Number(m[4]));
    if (typeof z === 'string') refuse(`${z[0]!.toUpperCase()}${z.slice(1)}; ${how}.`);
    return z;
  }
  let year: number,
    month: number,
    day: number,
    leap = false,
    named: string | undefined;
  const numeric = /^(-?\d{1,5})-(\d{1,2})(L?)-(\d{1,2})$/i.exec(t);
  // "1 Ramadan 1448", "1st of Ramadan, 1448", or the month first: "Ramadan 1, 1448", "Feb 29 2028"
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([^\d].*?)\s*,?\s+(-?\d{1,5})$/i.exec(t);
  const monthFirst = dayFirst ? null : /^([^\d].*?)\s+(\d{1,2})(?:st|nd|rd|th)?\s*,?\s+(-?\d{1,5})$/i.exec(t);
  const words = dayFirst
    ? { day: dayFirst[1]!, name: dayFirst[2]!, year: dayFirst[3]! }
    : monthFirst && { day: monthFirst[2]!, name: monthFirst[1]!, year: monthFirst[3]! };
  if (numeric) {
    [year, month, day, leap] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[4]), numeric[3] !== ''];
    if (leap && cal !== 'chinese') refuse(`Only a Chinese date has leap months written "L"; ${how}.`);
  } else if (words) {
    [day, year, named] = [Number(words.day), Number(words.year), words.name];
    let name = named;
    if (cal === 'chinese' && /^leap\s+|^\u95f0/i.test(name)) [leap, name] = [true, name.replace(/^leap\s+|^\u95f0/i, '')];
    const m =
      monthByName(cal, name) ?? (cal === 'chinese' ? CHINESE_MONTH_NAMES_NATIVE.indexOf(name as never) + 1 || undefined : undefined);
    if (m === undefined) refuse(`Unknown ${cal} month "${name}": the months are ${(MONTH_TABLES[cal] ?? []).join(', ')}.`);
    month = m;
  } else refuse(`Unreadable ${cal} date "${t}": ${how}.`);

  switch (cal) {
    case 'gregorian':
      within('Gregorian', daysInMonth(year, month), day, month, year, 12);
      return daysFromCivil(year, month, day);
    case 'julian':
      within('Julian', month === 2 ? (year % 4 === 0 ? 29 : 28) : daysInMonth(2001, month), day, month, year, 12);
      return daysFromJulian(year, month, day);
    case 'thai':
      within('Buddhist Era', daysInMonth(year - THAI_YEAR_OFFSET, month), day, month, year, 12);
      return daysFromCivil(year - THAI_YEAR_OFFSET, month, day);
    case 'roc':
      if (year < 1) refuse(`Minguo years start at 1 (1912); ${how}.`);
      within('Minguo', daysInMonth(year + MINGUO_YEAR_OFFSET, month), day, month, year, 12);
      return daysFromCivil(year + MINGUO_YEAR_OFFSET, month, day);
    case 'hebrew': {
      const leapYear = isHebrewLeapYear(year);
      const adar = named !== undefined && /\b(i|1|alef)$/i.test(foldName(named)) ? 'Adar I' : 'Adar II';
      if (!leapYear && month === 13)
        refuse(
          `${day} ${adar} ${year} does not exist in a year without Adar I: ${year} is not a Hebrew leap year, so give the month as "Adar" (month 12).`,
        );
      if (!leapYear && month === 12 && adar === 'Adar I' && named !== undefined)
        refuse(
          `${day} Adar I ${year} does not exist in a year without Adar I: ${year} is not a Hebrew leap year, so give the month as "Adar".`,
        );
      // In a leap year "Adar" alone could be either month: Purim is in Adar II, a birthday in Adar of a common year is kept in Adar I or II by custom.
      if (leapYear && named !== undefined && foldName(named) === 'adar')
        refuse(`${year} is a Hebrew leap year with two months of Adar; say "${day} Adar I ${year}" or "${day} Adar II ${year}".`);
      if (month < 1 || month > 13)
        refuse(`Month ${month} does not exist in the Hebrew calendar: Nisan is 1, Tishrei 7, Adar 12, Adar II 13.`);
      const length = hebrewMonthLength(year, month);
      if (day < 1 || day > length)
        refuse(`${day} ${hebrewMonthName(year, month)} ${year} does not exist: that month has ${length} days in ${year}.`);
      return daysFromHebrew(year, month, day);
    }
    case 'islamic':
      within('Hijri', month >= 1 && month <= 12 ? hijriMonthLength(year, month) : 30, day, month, year, 12);
      return daysFromHijri(year, month, day);
    case 'islamic_civil': {
      const length =
        month >= 1 && month <= 12
          ? (month === 12 ? daysFromTabularHijri(year + 1, 1, 1) : daysFromTabularHijri(year, month + 1, 1)) -
            daysFromTabularHijri(year, month, 1)
          : 30;
      within('tabular Hijri', length, day, month, year, 12);
      return daysFromTabularHijri(year, month, day);
    }
    case 'persian': {
      astronomicalYear(year + 621, 'persian');
      const length = month <= 6 ? 31 : month <= 11 ? 30 : daysFromPersian(year + 1, 1, 1) - daysFromPersian(year, 12, 1);
      within('Solar Hijri', length, day, month, year, 12);
      return daysFromPersian(year, month, day);
    }
    case 'chinese': {
      astronomicalYear(year, 'chinese');
      if (month < 1 || month > 12)
        refuse(`Month ${month} does not exist in the Chinese calendar: months run 1-12, a leap month written as e.g. "2025-06L-01".`);
      const first = daysFromChinese(year, month, leap, 1);
      if (first === undefined)
        refuse(`The Chinese year ${year} has no leap month ${month}; give the month without "L", or the year that has it.`);
      const z = daysFromChinese(year, month, leap, day);
      if (z === undefined)
        refuse(
          `Day ${day} does not exist: ${leap ? 'leap ' : ''}month ${month} of Chinese year ${year} has ${daysFromChinese(year, month, leap, 29) !== undefined && daysFromChinese(year, month, leap, 30) === undefined ? 29 : 30} days.`,
        );
      return z;
    }
    case 'coptic':
    case 'ethiopian': {
      const coptic = cal === 'coptic' ? year : year - ETHIOPIAN_YEAR_OFFSET;
      within(
        cal === 'coptic' ? 'Coptic' : 'Ethiopian',
        month >= 1 && month <= 13 ? copticMonthLength(coptic, month) : 30,
        day,
        month,
        year,
        13,
      );
      return daysFromCoptic(coptic, month, day);
    }
    case 'indian':
      within('Saka', month >= 1 && month <= 12 ? indianMonthLength(year, month) : 30, day, month, year, 12);
      return daysFromIndian(year, month, day);
  }
  throw new Error(`no reader for ${cal}`);
}

function astronomicalYear(gregorianYear: number, cal: string): void {
  if (gregorianYear < ASTRONOMICAL_YEARS[0] || gregorianYear > ASTRONOMICAL_YEARS[1]) {
    refuse(
      `The ${cal} calendar is computed from the sun and moon for ${ASTRONOMICAL_YEARS[0]}-${ASTRONOMICAL_YEARS[1]} only; give a date in those years.`,
    );
  }
}

// --- Showing a day in each calendar --------------------------------------------------------------

/** The city a zone is named for, when it keeps that zone's clock ("Asia/Riyadh": Riyadh), else the zone's largest. */
function cityOfZone(ctx: ToolContext, name: string): City | undefined {
  const own = name.includes('/') ? name.slice(name.lastIndexOf('/') + 1).replace(/_/g, ' ') : undefined;
  if (own) {
    try {
      const found = locatePlace(ctx.db, own, 'timezone');
      if (ctx.db.lookup(found.zone.name)?.canonical === ctx.db.lookup(name)?.canonical) return found.city;
    } catch (e) {
      // not a city of the table, or several: the largest city below
      if (!(e instanceof InputError)) throw e;
    }
  }
  return largestCityOfZone(ctx.db, name);
}

/**
 * Whether `at` (an instant of the local day `day`) is after that day's sunset at the zone's city
 * (cityOfZone), where a Hebrew or Hijri day has already turned; the sun is computed only for an afternoon
 * or evening instant, and not without a time; without a city (UTC) the day after sunset is named.
 */
function eveningOf(ctx: ToolContext, zone: ResolvedZone, day: number, at: number | undefined): Evening | undefined {
  if (at === undefined || localDay(zone.zone, at) !== day) return undefined;
  const wall = wallAt(zone.zone, at).wall;
  if (wall.hour < 12) return undefined;
  const city = cityOfZone(ctx, zone.name);
  if (!city) return { unknown: true };
  const set = sunEvent(city.latitude, city.longitude, { start: startOfLocalDay(zone, day), end: startOfLocalDay(zone, day + 1) }, 'sunset');
  if (set === undefined || at < set) return undefined;
  const w = wallAt(zone.zone, set).wall;
  return { sunset: `${pad2(w.hour)}:${pad2(w.minute)} at ${city.name}, ${city.country} on ${dateText(day)}` };
}

function hebrewMonthName(year: number, month: number): string {
  return month === 12 && isHebrewLeapYear(year) ? 'Adar I' : HEBREW_MONTH_NAMES[month - 1]!;
}

/** When a Hebrew or Hijri day begins: the evening before, or (`began`) the sunset an evening instant is past. */
const sunsetClause = (day: number, began?: string) =>
  began ? `day began at sunset, ${began}` : `day begins at sunset on the evening of ${dateText(day - 1)}`;

/**
 * An instant after sunset, whose Hebrew or Hijri day is the next civil day's: the sunset, as said;
 * or an afternoon or evening instant in a zone with no city to find its sunset (UTC): which day it
 * is after sunset, unknown when.
 */
type Evening = { readonly sunset: string } | { readonly unknown: true };

/** The day a calendar whose day begins at sunset shows for `day`: the next one in an evening. */
function show(cal: CalendarId, civilDay: number, evening?: Evening): CalendarDate | string {
  const eve = evening && (cal === 'hebrew' || cal === 'islamic' || cal === 'islamic_civil') ? evening : undefined;
  if (eve && 'unknown' in eve) {
    const out = showDay(cal, civilDay);
    const next = showDay(cal, civilDay + 1);
    if (typeof out === 'string' || typeof next === 'string') return out;
    return { ...out, note: `${out.note} After sunset on ${dateText(civilDay)} it is ${next.day} ${next.month_name}.` };
  }
  if (!eve) return showDay(cal, civilDay);
  // the day that began at that sunset, and the one before it, by name
  const before = showDay(cal, civilDay);
  const was = typeof before === 'string' ? '' : `; until then it was ${before.day} ${before.month_name}`;
  return showDay(cal, civilDay + 1, `${eve.sunset}${was}`);
}

/** A day in a calendar; `began`: for a Hebrew or Hijri day, the sunset that began it ("16:35 at Jerusalem, IL on …"). */
function showDay(cal: CalendarId, day: number, began?: string): CalendarDate | string {
  const g = civilFromDays(day);
  if (ASTRONOMICAL.has(cal) && (g.year < ASTRONOMICAL_YEARS[0] || g.year > ASTRONOMICAL_YEARS[1])) {
    return `${cal}: computed for ${ASTRONOMICAL_YEARS[0]}-${ASTRONOMICAL_YEARS[1]} only`;
  }
  switch (cal) {
    case 'gregorian':
      return { calendar: cal, year: g.year, month: g.month, month_name: MONTH_NAMES[g.month - 1]!, day: g.day };
    case 'iso': {
      const w = isoWeekFromDays(day);
      return { calendar: cal, year: w.year, week: w.week, weekday: w.weekday, day_of_year: dayOfYear(day) };
    }
    case 'julian': {
      const j = julianFromDays(day);
      return { calendar: cal, year: j.year, month: j.month, month_name: MONTH_NAMES[j.month - 1]!, day: j.day };
    }
    case 'hebrew': {
      const h = hebrewFromDays(day);
      const adarI = h.month === 12 && isHebrewLeapYear(h.year);
      return {
        calendar: cal,
        year: h.year,
        month: h.month,
        month_name: hebrewMonthName(h.year, h.month),
        month_name_native: adarI ? ADAR_I_NATIVE : HEBREW_MONTH_NAMES_NATIVE[h.month - 1]!,
        day: h.day,
        ...(adarI ? { leap_month: true as const } : {}),
        era: 'AM',
        note: `The Hebrew ${sunsetClause(day, began)}.`,
      };
    }
    case 'islamic':
    case 'islamic_civil': {
      const tabular = cal === 'islamic_civil' || !isUmmAlQuraYear(hijriFromDays(day).year);
      const h = cal === 'islamic_civil' ? tabularHijriFromDays(day) : hijriFromDays(day);
      const which = tabular ? 'Tabular (arithmetic) Hijri calendar' : 'Umm al-Qura calendar (Saudi Arabia)';
      return {
        calendar: cal,
        year: h.year,
        month: h.month,
        month_name: HIJRI_MONTH_NAMES[h.month - 1]!,
        month_name_native: HIJRI_MONTH_NAMES_NATIVE[h.month - 1]!,
        day: h.day,
        era: 'AH',
        note: `${which}; the ${sunsetClause(day, began)}; where a sighted moon begins the month, the date can differ by a day.`,
      };
    }
    case 'persian': {
      const p = persianFromDays(day);
      return {
        calendar: cal,
        year: p.year,
        month: p.month,
        month_name: PERSIAN_MONTH_NAMES[p.month - 1]!,
        month_name_native: PERSIAN_MONTH_NAMES_NATIVE[p.month - 1]!,
        day: p.day,
        era: 'SH',
      };
    }
    case 'chinese': {
      const c = chineseFromDays(day);
      const sy = sexagenaryYear(c.year);
      return {
        calendar: cal,
        year: c.year,
        month: c.month,
        month_name: `${c.leap ? 'Leap ' : ''}${CHINESE_MONTH_NAMES[c.month - 1]!}`,
        month_name_native: `${c.leap ? '闰' : ''}${CHINESE_MONTH_NAMES_NATIVE[c.month - 1]!}`,
        day: c.day,
        ...(c.leap ? { leap_month: true as const } : {}),
        era: `${sy.name} (${sy.animal})`,
        note: `year: the Gregorian year in which this Chinese year began`,
      };
    }
    case 'hindu': {
      // The panchang's day is the tithi at sunrise, at New Delhi.
      const rise = sunrise(day);
      const month = lunarMonthAt(rise);
      const tithi = tithiAt(rise);
      const civil = civilFromDays(day);
      return {
        calendar: cal,
        year: civil.year + (civil.month <= 4 && month.index >= 9 ? 56 : 57),
        month: month.index + 1,
        month_name: `${month.adhika ? 'Adhika ' : ''}${month.name}`,
        month_name_native: `${month.adhika ? 'अधिक ' : ''}${HINDU_MONTH_NAMES_NATIVE[month.index]!}`,
        day: tithi.number,
        ...(month.adhika ? { leap_month: true as const } : {}),
        era: 'Vikram Samvat',
        note: `Amanta month; day is the tithi at sunrise in New Delhi: ${tithi.name}.`,
      };
    }
    case 'coptic':
    case 'ethiopian': {
      const c = copticFromDays(day);
      const ethiopian = cal === 'ethiopian';
      return {
        calendar: cal,
        year: ethiopian ? c.year + ETHIOPIAN_YEAR_OFFSET : c.year,
        month: c.month,
        month_name: (ethiopian ? ETHIOPIAN_MONTH_NAMES : COPTIC_MONTH_NAMES)[c.month - 1]!,
        month_name_native: (ethiopian ? ETHIOPIAN_MONTH_NAMES_NATIVE : COPTIC_MONTH_NAMES_NATIVE)[c.month - 1]!,
        day: c.day,
        era: ethiopian ? 'E.C.' : 'A.M.',
      };
    }
    case 'indian': {
      const i = indianFromDays(day);
      return {
        calendar: cal,
        year: i.year,
        month: i.month,
        month_name: INDIAN_MONTH_NAMES[i.month - 1]!,
        month_name_native: INDIAN_MONTH_NAMES_NATIVE[i.month - 1]!,
        day: i.day,
        era: 'Saka',
      };
    }
    case 'japanese': {
      const j = japaneseFromDays(day);
      if (!j) return 'japanese: eras are given from 1873, when Japan adopted the Gregorian calendar';
      return {
        calendar: cal,
        year: j.year,
        month: j.month,
        month_name: MONTH_NAMES[j.month - 1]!,
        month_name_native: `${j.eraNative}${j.year === 1 ? '元' : j.year}年${j.month}月`,
        day: j.day,
        era: j.era!,
        ...(j.year === 1 ? { note: `Year 1 of an era is called gannen (元年).` } : {}),
      };
    }
    case 'thai':
      return {
        calendar: cal,
        year: g.year + THAI_YEAR_OFFSET,
        month: g.month,
        month_name: MONTH_NAMES[g.month - 1]!,
        month_name_native: THAI_MONTH_NAMES_NATIVE[g.month - 1]!,
        day: g.day,
        era: 'BE',
      };
    case 'roc':
      if (day < MINGUO_FROM) return 'roc: Minguo years begin in 1912';
      return {
        calendar: cal,
        year: g.year - MINGUO_YEAR_OFFSET,
        month: g.month,
        month_name: MONTH_NAMES[g.month - 1]!,
        month_name_native: `民國${g.year - MINGUO_YEAR_OFFSET}年${g.month}月`,
        day: g.day,
        era: 'Minguo',
      };
  }
}

/** Other names people give the calendars, folded. */
const CALENDAR_ALIASES: Readonly<Record<string, CalendarId>> = wordTable({
  jewish: 'hebrew',
  hijri: 'islamic',
  muslim: 'islamic',
  'umm al qura': 'islamic',
  tabular: 'islamic_civil',
  'islamic civil': 'islamic_civil',
  'solar hijri': 'persian',
  iranian: 'persian',
  jalali: 'persian',
  shamsi: 'persian',
  lunar: 'chinese',
  'chinese lunar': 'chinese',
  panchang: 'hindu',
  'vikram samvat': 'hindu',
  'iso week': 'iso',
  week: 'iso',
  saka: 'indian',
  'indian national': 'indian',
  buddhist: 'thai',
  minguo: 'roc',
  taiwan: 'roc',
  geez: 'ethiopian',
  western: 'gregorian',
  civil: 'gregorian',
});

function calendarId(text: string, field: string): CalendarId {
  const f = foldName(text).replace(/ calendar$/, '');
  const id = (CALENDARS as readonly string[]).includes(f.replace(/ /g, '_')) ? (f.replace(/ /g, '_') as CalendarId) : CALENDAR_ALIASES[f];
  if (id === undefined)
    throw new InputError('argument.invalid', `Unknown calendar "${text}" in ${field}: use one of ${CALENDARS.join(', ')}.`, field);
  return id;
}

// --- The tool ------------------------------------------------------------------------------------

export const calendar = defineTool({
  name: 'calendar',
  title: 'World calendars',
  icon: 'calendar',
  description: `A day in other calendars (${LISTED_CALENDARS.join(', ')}), a date from one, or a tradition's festivals.`,
  input: (ctx) =>
    z.object({
      date: z.string().max(64).optional().describe("Default today; YYYY-MM-DD, words, or a from date: '1 Ramadan 1448'."),
      from: z.string().max(20).optional().describe("Its calendar, e.g. 'hebrew'."),
      calendars: z
        .array(z.string().max(20))
        .max(CALENDARS.length + 1)
        .optional()
        .describe("Which to show, or ['all']."),
      festivals: z.enum(TRADITIONS).optional().describe('Lists festivals from date to end.'),
      end: z.string().max(64).optional().describe(`Default date + 1 year; max ${MAX_FESTIVAL_YEARS}.`),
      timezone: zoneArg('', ctx.localZone),
    }),
  output: z.object({
    date: z.string(),
    day_of_week: z.string(),
    calendars: z.array(calendarDate),
    festivals: z.array(festivalOut).optional(),
    note: z.string().optional(),
    assumed: assumedField,
    resolved: resolvedField,
  }),
  handler: (args, ctx) => {
    const zone = zoneIn(ctx, args.timezone, 'timezone');
    const assumed: string[] = [];
    const phrases: ResolvedEntry[] = [];
    const from = args.from === undefined ? 'gregorian' : calendarId(args.from, 'from');

    let day: number;
    /** The instant asked about, when there is one (now, or a date with its time of day). */
    let at: number | undefined;
    if (!given(args.date)) {
      if (from !== 'gregorian')
        throw new InputError('argument.missing', `Give "date" as the ${from} date to convert, e.g. ${EXAMPLES[from]}.`, 'date');
      day = todayIn(ctx, zone);
      at = nowSec(ctx.clock);
      assumed.push(`date: today in ${zone.name}`);
    } else if (from === 'gregorian') {
      const d = readDateArg(ctx, args.date, 'date', zone);
      day = d.day;
      at = d.at;
      if (d.entry) phrases.push(d.entry);
    } else {
      day = readOtherCalendar(from, args.date);
      if (day < FIRST_DAY || day > LAST_DAY)
        throw new InputError(
          'date.invalid',
          `${args.date} (${from}) falls outside the Gregorian years 1-9999 this tool converts; give a date within them.`,
          'date',
        );
    }

    // With festivals the answer is the list; calendars only when asked for.
    const wanted: readonly (CalendarId | 'all')[] =
      args.calendars?.map((c, i) => (c.trim().toLowerCase() === 'all' ? 'all' : calendarId(c, `calendars[${i}]`))) ??
      (args.festivals ? [] : DEFAULT_CALENDARS);
    const ids: CalendarId[] = wanted.includes('all') ? CALENDARS.filter((c) => c !== 'gregorian') : [...new Set(wanted as CalendarId[])];
    if (from !== 'gregorian' && !ids.includes(from)) ids.unshift(from);
    const shown: CalendarDate[] = [];
    const skipped: string[] = [];
    const evening = ids.some((id) => id === 'hebrew' || id === 'islamic' || id === 'islamic_civil')
      ? eveningOf(ctx, zone, day, at)
      : undefined;
    for (const id of ids) {
      const out = show(id, day, evening);
      if (typeof out === 'string') skipped.push(out);
      else shown.push(out);
    }

    let festivals: z.infer<typeof festivalOut>[] | undefined;
    const notes: string[] = [];
    if (!args.festivals && given(args.end))
      throw new InputError(
        'argument.invalid',
        '"end" bounds the festival list; give "festivals" too (e.g. "jewish"), or leave "end" out.',
        'end',
      );
    if (args.festivals) {
      const g = civilFromDays(day);
      let end: number;
      if (given(args.end)) {
        const e = readDateArg(ctx, args.end, 'end', zone, 'last');
        if (e.entry) phrases.push(e.entry);
        end = e.day + 1;
        if (end <= day)
          throw new InputError(
            'argument.invalid',
            `"end" (${dateText(e.day)}) is before "date" (${dateText(day)}); give an end on or after it.`,
            'end',
          );
      } else {
        end = daysFromCivil(g.year + 1, g.month, Math.min(g.day, 28));
        assumed.push('end: a year after date');
      }
      if (end > daysFromCivil(g.year + MAX_FESTIVAL_YEARS, g.month, Math.min(g.day, 28)) + 1) {
        throw new InputError(
          'argument.invalid',
          `Festivals are listed for at most ${MAX_FESTIVAL_YEARS} years at a time; give an "end" within ${MAX_FESTIVAL_YEARS} years of ${dateText(day)}.`,
          'end',
        );
      }
      const list: (z.infer<typeof festivalOut> & { day: number })[] = [];
      /** Festivals whose computed years do not cover the whole span, by those years ("1900-2100"). */
      const uncovered = new Map<string, number>();
      for (const f of EVERY_FESTIVAL) {
        if (!inTradition(f.tradition, args.festivals)) continue;
        const lo = Math.max(day, daysFromCivil(f.years[0], 1, 1));
        const hi = Math.min(end, daysFromCivil(f.years[1] + 1, 1, 1));
        if (lo > day || hi < end) uncovered.set(`${f.years[0]}-${f.years[1]}`, (uncovered.get(`${f.years[0]}-${f.years[1]}`) ?? 0) + 1);
        if (lo >= hi) continue;
        // in Israel's zone, as kept there (Passover seven days)
        for (const s of keptIn(f, zone.zone.name === ISRAEL_ZONE).occurrences(lo, hi)) {
          list.push({
            day: s.start,
            name: f.label,
            tradition: f.tradition,
            start: dateText(s.start),
            ...(s.end - s.start > 1 ? { end: dateText(s.end - 1) } : {}),
            ...(s.note ? { note: s.note } : {}),
          });
        }
      }
      list.sort((a, b) => a.day - b.day);
      festivals = list.map(({ day: _, ...rest }) => rest);
      // An empty or partial list must not read as "no festivals in those years".
      const tradition = args.festivals[0]!.toUpperCase() + args.festivals.slice(1);
      const spans = [...uncovered].map(([years, n]) => `${n} ${tradition} festival${n === 1 ? ' is' : 's are'} computed for ${years} only`);
      if (spans.length && list.length === 0) {
        throw new InputError('argument.invalid', `${spans.join('; ')}; give a date and end within those years.`, 'date');
      }
      if (spans.length) notes.push(`${spans.join('; ')}: none of them is listed outside those years`);
    }

    return {
      date: dateText(day),
      day_of_week: WEEKDAY_NAMES[weekdayOfEpochDay(day)]!,
      calendars: shown,
      ...(festivals ? { festivals } : {}),
      ...(skipped.length || notes.length
        ? { note: [...(skipped.length ? [`Not shown: ${skipped.join('; ')}`] : []), ...notes].join('. ') + '.' }
        : {}),
      ...(assumed.length ? { assumed } : {}),
      ...resolvedReport(nowSec(ctx.clock), zone, ...phrases),
    };
  },
});
