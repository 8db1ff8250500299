// Month names of the calendars a date may be written in besides the Gregorian ("1 Muharram 1449",
// "15 Nisan 5786", "1 Farvardin 1405"), with their common English spellings, and what turns such a
// date into an epoch day (calendars/).

import { daysFromHebrew, HEBREW_MONTH_NAMES, hebrewFromDays, isHebrewLeapYear } from '../calendars/hebrew.js';
import { daysFromHijri, HIJRI_MONTH_NAMES, hijriFromDays } from '../calendars/islamic.js';
import { daysFromPersian, PERSIAN_MONTH_NAMES, persianFromDays } from '../calendars/persian.js';
import { MONTH_SPELLINGS, PLAIN_ADAR, type SpelledCalendar } from '../calendars/month-spellings.js';
import { wordTable } from '../core/tables.js';
import { tokenize } from './tokens.js';

export type OtherCalendar = SpelledCalendar;

/** The era words after a year: "AH" (Hijri), "AM" is left out (it is also the morning), "SH"/"AP" (Solar Hijri). */
export const ERA_WORDS: Readonly<Record<string, OtherCalendar>> = wordTable({
  ah: 'islamic',
  'a.h': 'islamic',
  h: 'islamic',
  sh: 'persian',
  ap: 'persian',
});

type MonthName = { words: string; cal: OtherCalendar; month: number; plainAdar?: true };
let byFirst: Map<string, MonthName[]> | undefined;

/** Month names that begin with a token's word, longest first (calendars/month-spellings.ts). */
export function calendarMonthsFrom(first: string): readonly MonthName[] {
  if (!byFirst) {
    byFirst = new Map();
    for (const [cal, months] of Object.entries(MONTH_SPELLINGS) as [OtherCalendar, readonly (readonly string[])[]][]) {
      months.forEach((names, i) => {
        for (const name of names) {
          const words = tokenize(name)
            .map((t) => t.w)
            .join(' ');
          const f = words.split(' ')[0]!;
          const list = byFirst!.get(f) ?? [];
          list.push({ words, cal, month: i + 1, ...(cal === 'hebrew' && name === PLAIN_ADAR ? { plainAdar: true as const } : {}) });
          byFirst!.set(f, list);
        }
      });
    }
    for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  }
  return byFirst.get(first) ?? [];
}

export const CALENDAR_LABEL: Readonly<Record<OtherCalendar, string>> = {
  islamic:
    'Hijri (Umm al-Qura for 1343-1500 AH, tabular outside; the day begins at sunset the evening before, and local sighting may differ by a day)',
  hebrew: 'Hebrew (the day begins at sunset the evening before)',
  persian: 'Solar Hijri (Iranian)',
};

/** A month's English name: "Ramadan", "Adar II", "Farvardin". */
export function calendarMonthName(cal: OtherCalendar, month: number): string {
  return (cal === 'islamic' ? HIJRI_MONTH_NAMES : cal === 'hebrew' ? HEBREW_MONTH_NAMES : PERSIAN_MONTH_NAMES)[month - 1] ?? String(month);
}

/** The epoch day of a date in another calendar, or undefined when no such day exists (30 Safar in a 29-day Safar). */
export function otherCalendarDay(cal: OtherCalendar, year: number, month: number, day: number): number | undefined {
  if (day < 1 || day > 31 || year < 1) return undefined;
  if (cal === 'hebrew') {
    // Adar in a leap year is Adar I; "Adar II" exists only in a leap year
    if (month === 13 && !isHebrewLeapYear(year)) return undefined;
    const z = daysFromHebrew(year, month, day);
    const back = hebrewFromDays(z);
    return back.year === year && back.month === month && back.day === day ? z : undefined;
  }
  if (cal === 'islamic') {
    const z = daysFromHijri(year, month, day);
    const back = hijriFromDays(z);
    return back.year === year && back.month === month && back.day === day ? z : undefined;
  }
  const z = daysFromPersian(year, month, day);
  const back = persianFromDays(z);
  return back.year === year && back.month === month && back.day === day ? z : undefined;
}
