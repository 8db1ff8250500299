// The calendar page: what a model needs so that it never derives a date itself, in one compact JSON
// object (under 400 tokens): now in a zone (date, weekday, ISO week, day of the year, quarter), this
// week and next as weekday → date, the country's public holidays and observances of the next 30
// days (working weekends included), the next clock change, and the days left in the month, quarter
// and year. One builder for the three ways in: the resource time://calendar (and
// time://calendar/{zone}?country=XX), the `today` prompt, and get_current_time's include_calendar.

import { civilFromDays, daysFromCivil, WEEKDAY_NAMES } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatDate, formatOffset } from '../core/iso-text.js';
import { formatReading } from '../time/format.js';
import { isoWeekFromDays } from '../calendars/week-date.js';
import { readCountry } from '../holidays/country.js';
import { holidayLabel, workingLabel } from '../holidays/holiday.js';
import { nowSec } from '../time/clock.js';
import { DEFAULT_WEEKEND } from '../holidays/weekends.js';
import { clockChanges, nextTransitions } from '../time/zone-info.js';
import { wallAt } from '../time/zoned.js';
import { countryOfZone } from '../zones/resolver.js';
import type { ResolvedZone } from '../zones/resolve.js';
import type { ToolContext } from './define.js';

/** How far ahead the page lists holidays, in days after today, and how many at most (the page stays under 400 tokens). */
const HOLIDAY_DAYS = 30;
const MAX_HOLIDAYS = 12;

export interface CalendarPage {
  readonly timezone: string;
  readonly now: string;
  readonly date: string;
  readonly weekday: string;
  readonly iso_week: string;
  readonly day_of_year: number;
  readonly quarter: string;
  /** Days after today to the end of the month, the quarter and the year. */
  readonly days_left: { readonly month: number; readonly quarter: number; readonly year: number };
  /** Monday to Sunday of the ISO week holding today, and of the week after: weekday → date. */
  readonly this_week: Readonly<Record<string, string>>;
  readonly next_week: Readonly<Record<string, string>>;
  readonly country?: string;
  /** The country's public and bank holidays and observances (and decreed working weekend days) from today to 30 days on, the first 12. */
  readonly holidays?: readonly { readonly date: string; readonly name: string; readonly type?: string }[];
  /** The next change of the zone's UTC offset: the wall clock before and after it. */
  readonly next_clock_change?: { readonly from: string; readonly to: string } | null;
  readonly assumed?: readonly string[];
}

const weekOf = (monday: number): Record<string, string> =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((k) => [WEEKDAY_NAMES[(k + 1) % 7]!, formatDate(civilFromDays(monday + k))]));

/**
 * The calendar page for a zone at the clock's instant. `country` is an ISO code or name; absent, the
 * country whose zone.tab lists the zone's name (Europe/Paris → FR), if exactly one does; '' for none.
 */
export function calendarPage(ctx: ToolContext, zone: ResolvedZone, country: string | undefined, field = 'country'): CalendarPage {
  const epochSec = nowSec(ctx.clock);
  const { wall, state } = wallAt(zone.zone, epochSec);
  const today = daysFromCivil(wall.year, wall.month, wall.day);
  const week = isoWeekFromDays(today);
  const monday = today - week.weekday + 1;
  const q = Math.floor((wall.month - 1) / 3);
  const endOf = (year: number, month: number): number =>
    (month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, month + 1, 1)) - 1;
  const assumed: string[] = [];
  if (zone.defaulted) assumed.push('timezone: local');
  const code = country === undefined ? countryOfZone(ctx.db, zone.name) : country.trim() || undefined;
  if (country === undefined && code) assumed.push(`holidays: ${code}, the zone's country`);
  let holidays: CalendarPage['holidays'];
  let countryCode: string | undefined;
  if (code) {
    try {
      const cal = readCountry(ctx.db, code, field, ['public', 'bank', 'observance']);
      countryCode = cal.region ? `${cal.country}-${cal.region}` : cal.country;
      const last = today + HOLIDAY_DAYS;
      holidays = [
        ...cal
          .holidays(today, last)
          .map((h) => ({ day: h.day, date: h.date, name: holidayLabel(h), ...(h.type === 'public' ? {} : { type: h.type }) })),
        ...cal.workingDays(today, last).map((w) => ({ day: w.day, date: w.date, name: workingLabel(w), type: 'working' })),
      ]
        .sort((a, b) => a.day - b.day)
        .slice(0, MAX_HOLIDAYS)
        .map(({ day: _day, ...h }) => h);
    } catch (e) {
      // The zone's own country the holiday data does not cover: the page without holidays.
      if (!(e instanceof InputError) || country !== undefined) throw e;
      assumed.pop();
    }
  }
  const [change] = nextTransitions(zone.zone, epochSec, 1);
  return {
    timezone: zone.name,
    now: formatReading(epochSec, state.offset),
    date: formatDate(wall),
    weekday: WEEKDAY_NAMES[week.weekday % 7]!,
    iso_week: `${week.year}-W${String(week.week).padStart(2, '0')}`,
    day_of_year: today - daysFromCivil(wall.year, 1, 1) + 1,
    quarter: `Q${q + 1}`,
    days_left: {
      month: endOf(wall.year, wall.month) - today,
      quarter: endOf(wall.year, q * 3 + 3) - today,
      year: daysFromCivil(wall.year, 12, 31) - today,
    },
    this_week: weekOf(monday),
    next_week: weekOf(monday + 7),
    ...(countryCode ? { country: countryCode, holidays: holidays ?? [] } : {}),
    next_clock_change: change
      ? { from: formatReading(change.at, change.before.offset), to: formatReading(change.at, change.after.offset) }
      : null,
    ...(assumed.length ? { assumed } : {}),
  };
}

/** Seconds in a day. */
const DAY_SEC = 86_400;

/**
 * The month view's data for a calendar page (./views.ts, `month`): whole months from today's to the
 * one 30 days on, with every holiday, observance and decreed working weekend day of the page's
 * country in them (past days of the month too, not only those the page lists), each clock change
 * of the zone on the local day it happens, the country's weekend, and today.
 */
export function calendarView(ctx: ToolContext, zone: ResolvedZone, page: CalendarPage): Record<string, unknown> {
  const [year, month, day] = page.date.split('-').map(Number) as [number, number, number];
  const today = daysFromCivil(year, month, day);
  const first = daysFromCivil(year, month, 1);
  const end = civilFromDays(today + HOLIDAY_DAYS);
  const last = (end.month === 12 ? daysFromCivil(end.year + 1, 1, 1) : daysFromCivil(end.year, end.month + 1, 1)) - 1;
  const cal = page.country ? readCountry(ctx.db, page.country, 'country', ['public', 'bank', 'observance']) : undefined;
  const days: [number, string, string, string][] = [];
  if (cal) {
    for (const h of cal.holidays(first, last))
      days.push([h.day, h.date, h.type === 'observance' ? 'observance' : 'holiday', holidayLabel(h)]);
    for (const w of cal.workingDays(first, last)) days.push([w.day, w.date, 'working', workingLabel(w)]);
  }
  // A day either side: a change's local day can fall a day from its UTC one.
  for (const t of clockChanges(zone.zone, (first - 1) * DAY_SEC, (last + 2) * DAY_SEC)) {
    const date = formatReading(t.at, t.after.offset).slice(0, 10);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const at = daysFromCivil(y, m, d);
    const from = formatOffset(t.before.offset);
    const to = formatOffset(t.after.offset);
    const shift = Math.abs(t.after.offset - t.before.offset);
    const by = shift % 3600 === 0 ? `${shift / 3600} hour${shift === 3600 ? '' : 's'}` : `${shift / 60} minutes`;
    if (at >= first && at <= last && shift > 0)
      days.push([at, date, 'change', `clocks go ${t.after.offset > t.before.offset ? 'forward' : 'back'} ${by} (UTC${from} to UTC${to})`]);
  }
  days.sort((a, b) => a[0] - b[0]);
  return {
    ...(cal ? { place: `${cal.countryName}${cal.regionName ? `, ${cal.regionName}` : ''}` } : {}),
    first: formatDate(civilFromDays(first)),
    last: formatDate(civilFromDays(last)),
    weekend: cal?.weekend ?? DEFAULT_WEEKEND,
    pick: page.date,
    days: days.map(([, date, kind, name]) => [date, kind, name]),
  };
}
