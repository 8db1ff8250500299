// The vocabulary rules share: month and weekday names, relative words, periods as regex sources,
// ordinals, and the Monday a week starts on.

import { isoWeekdayOfEpochDay, MONTH_NAMES, WEEKDAY_NAMES } from '../core/civil.js';

export const MONTH_SRC =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
export const REL_SRC = '(?:this|current|next|coming|last|previous|past)';
/** A period: a week, month, quarter or year, relative or named ("next month", "March 2027", "Q3"), or a day. */
export const PERIOD_SRC =
  `(?:(?:the\\s+)?(?:${REL_SRC}\\s+)?(?:week|weekend|month|quarter|year|day)` +
  `|(?:${REL_SRC}\\s+)?${MONTH_SRC}(?:\\s+(?:of\\s+)?\\d{4})?` +
  `|q[1-4](?:\\s+(?:of\\s+)?\\d{4})?|\\d{4}\\s*-?\\s*q[1-4]` +
  `|(?:the\\s+)?(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter(?:\\s+of\\s+\\d{4})?` +
  `|\\d{4}|today|tomorrow|yesterday)`;
export const WEEKDAY_SRC = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?';

const MONTHS = MONTH_NAMES.map((n) => n.slice(0, 3).toLowerCase());
/** 1 for "jan", "January" … 12 for "dec". */
export const monthIndex = (s: string): number => MONTHS.indexOf(s.slice(0, 3).toLowerCase()) + 1;
const WEEKDAYS = WEEKDAY_NAMES.map((n) => n.slice(0, 3).toLowerCase());
/** 0 for "sun", "Sunday" … 6 for "sat" (weekdayOfEpochDay's numbering). */
export const weekdayIndex = (s: string): number => WEEKDAYS.indexOf(s.slice(0, 3).toLowerCase());

/** Epoch day of the Monday of the ISO week holding `day`. */
export const mondayOf = (day: number): number => day - isoWeekdayOfEpochDay(day) + 1;
export const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5 };
