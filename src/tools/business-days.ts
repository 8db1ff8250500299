import * as z from 'zod/v4';
import {
  civilFromDays,
  daysFromCivil,
  isoWeekdayOfEpochDay,
  WEEKDAY_NAMES,
  weekdayAbbreviation,
  weekdayOfEpochDay,
} from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatDate } from '../core/iso-text.js';
import { BusinessCalendar, CUSTOM_HOLIDAY, newSkipped, type NamedDay, type Skipped } from '../holidays/business.js';
import { HOLIDAY_TYPES, MAX_HOLIDAY_YEAR, MIN_HOLIDAY_YEAR, type HolidayCalendar, type YearBasis } from '../holidays/country-holidays.js';
import { workingLabel } from '../holidays/holiday.js';
import { readCountry } from '../holidays/country.js';
import { DEFAULT_WEEKEND } from '../holidays/weekends.js';
import { nowSec } from '../time/clock.js';
import { epochDayOfDate } from '../time/parse.js';
import { defineTool } from './define.js';
import { withView } from './run.js';
import { given, todayIn, zoneArg, zoneIn } from './params.js';
import { readDateArg, type BusinessDays } from './phrases.js';
import { assumedField, resolvedField, resolvedReport, type ResolvedEntry } from './results.js';

const OPERATIONS = ['add', 'count', 'is_business_day', 'next', 'previous', 'list_holidays'] as const;
const ENDS = ['both', 'start', 'end', 'none'] as const;

/** Most business days one `add` moves (about 40 years). */
export const MAX_DAYS = 10_000;
/** Longest span `count` and `list_holidays` cover, in years. */
export const MAX_SPAN_YEARS = 100;
/** How far `next`/`previous` look before giving up. */
const NEAREST_LIMIT = 366;
/** Most custom holiday dates one call may give. */
const MAX_CUSTOM = 1000;
/** Most holidays list_holidays lists, and most skipped holidays an answer names; the rest are counted in `more`. */
export const MAX_LISTED = 120;
export const MAX_SKIPPED_LISTED = 25;
/** Most months the view is given (from the first). */
const MAX_VIEW_MONTHS = 24;

const dateText = (day: number): string => formatDate(civilFromDays(day));
const weekdayOf = (day: number): string => WEEKDAY_NAMES[weekdayOfEpochDay(day)]!;

const holidayOut = z.object({
  date: z.string(),
  name: z.string(),
  type: z.enum(HOLIDAY_TYPES).optional(),
  observed: z.literal(true).optional(),
  /** The date depends on a moon sighting the source had not confirmed. */
  expected: z.literal(true).optional(),
  /** A day off moved from a working day. */
  moved: z.literal(true).optional(),
  /** For a published or decreed day: its source and version (explained in `basis`). */
  source: z.string().optional(),
});
const datedName = z.object({ date: z.string(), name: z.string() });
const skippedOut = z
  .object({
    weekend_days: z.number().int().optional(),
    holidays: z.array(holidayOut.pick({ date: true, name: true })).optional(),
    more: z.number().int().optional(),
  })
  .optional();

const byDate = (a: { date: string }, b: { date: string }): number => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/**
 * The skipped report, compact: no zero counts, no empty lists; past MAX_SKIPPED_LISTED holidays, `more`
 * counts the rest. Weekend days that were working days by decree follow as `working_days` (counted as
 * business days), capped the same way.
 */
function skippedReport(s: Skipped): {
  skipped?: z.infer<typeof skippedOut>;
  working_days?: { date: string; name: string }[];
  working_days_more?: number;
} {
  /** The kept days (the earliest MAX_SKIPPED_LISTED), by date. */
  const dated = (list: readonly NamedDay[]) =>
    [...list].sort((a, b) => a.day - b.day).map(({ day, name }) => ({ date: dateText(day), name }));
  const working = s.workingCount
    ? {
        working_days: dated(s.working),
        ...(s.workingCount > s.working.length ? { working_days_more: s.workingCount - s.working.length } : {}),
      }
    : {};
  if (s.weekendDays === 0 && s.holidayCount === 0) return working;
  return {
    skipped: {
      ...(s.weekendDays ? { weekend_days: s.weekendDays } : {}),
      ...(s.holidayCount ? { holidays: dated(s.holidays) } : {}),
      ...(s.holidayCount > s.holidays.length ? { more: s.holidayCount - s.holidays.length } : {}),
    },
    ...working,
  };
}

const newSkippedListed = (): Skipped => newSkipped(MAX_SKIPPED_LISTED);

/** "chinese-days 1.5.7": a published holiday's `source`. */
function sourceLabel(calendar: HolidayCalendar, key: string): string {
  const s = calendar.sources[key];
  return s ? `${s.package} ${s.version}` : key;
}

/**
 * Where the years of a span come from, one line per run of years alike: "2004-2026: State Council
 * notices, via chinese-days 1.5.7"; "2027: provisional (no official notice yet): …"; "2028-2030: the
 * rules of date-holidays (data 2026-09-20), not published data"; and the holidays computed from the
 * world's calendars where their source stops ("2080: the rules of date-holidays (data 2026-09-20);
 * computed from the calendars, expected: End of Ramadan (Eid al-Fitr)"), or not dated at all. For a
 * country with published data (unless `always`, only when some year is not published), and for any
 * span with a computed or undated holiday.
 */
function basisReport(calendar: HolidayCalendar | undefined, firstYear: number, lastYear: number, always: boolean): { basis?: string[] } {
  if (!calendar) return {};
  const published = Object.keys(calendar.sources).length > 0;
  const years = calendar.basis(firstYear, lastYear);
  const layered = years.some((b) => b.computed || b.beyond || b.notComputed);
  if (!layered && (!published || (!always && years.every((b) => b.kind === 'published' && !b.regionFromRules)))) return {};
  const names = (list: YearBasis['computed']): string => list!.map((h) => h.name).join(', ');
  const what = (b: YearBasis): string => {
    const region = b.regionFromRules ? `; the region's own days from the rules of date-holidays (data ${calendar.rulesVersion})` : '';
    const computed = b.computed ? `; computed from the world's calendars where the source stops, expected: ${names(b.computed)}` : '';
    const beyond = b.beyond ? `; not dated, as the calendars stop in 2100: ${names(b.beyond)} (pass their dates in holidays)` : '';
    const notComputed = b.notComputed
      ? `; not dated after the published years: ${names(b.notComputed)} (pass their dates in holidays)`
      : '';
    if (b.kind === 'rules')
      return `the rules of date-holidays (data ${calendar.rulesVersion})${published ? ', not published data' : ''}${computed}${notComputed}${beyond}`;
    const s = calendar.sources[b.source!]!;
    const from = s.commit
      ? `${s.package} ${s.version} (${s.name.replace(/^.*\((.+)\)$/, '$1')} ${s.commit.slice(0, 7)})`
      : `${s.name} ${s.version}`;
    return `${b.kind === 'provisional' ? 'provisional, no official notice yet: ' : ''}${from}${region}`;
  };
  const lines: string[] = [];
  let start = years[0]!;
  let text = what(start);
  years.forEach((b, i) => {
    const next = years[i + 1];
    const nextText = next ? what(next) : undefined;
    if (nextText === text) return;
    lines.push(`${start.year === b.year ? start.year : `${start.year}-${b.year}`}: ${text}`);
    if (next) {
      start = next;
      text = nextText!;
    }
  });
  return { basis: lines };
}

function checkSpan(first: number, last: number, what: string): void {
  if (last < first)
    throw new InputError('arguments.conflict', `end ${dateText(last)} is before the start ${dateText(first)}; swap them.`, 'end');
  if (last - first > MAX_SPAN_YEARS * 366)
    throw new InputError('argument.invalid', `${what} covers at most ${MAX_SPAN_YEARS} years; split the range.`, 'end');
}

export const businessDays = defineTool({
  name: 'business_days',
  title: 'Business days and holidays',
  icon: 'calendar',
  view: 'month',
  description: 'Business days by the weekends and public holidays of 200+ countries; dates as YYYY-MM-DD or words, default today.',
  input: (ctx) =>
    z.object({
      operation: z.enum(OPERATIONS).describe("e.g. 'add'."),
      date: z.string().max(64).optional().describe("Start, e.g. '2025-04-17'."),
      end: z.string().max(64).optional().describe('Last day, for count/list_holidays.'),
      days: z.number().optional().describe('For add, e.g. -3.'),
      ends: z.enum(ENDS).optional().describe("Counted ends, e.g. 'both'."),
      country: z.string().optional().describe("ISO code or name; with state: 'DE-BY'."),
      holiday_types: z.array(z.enum(HOLIDAY_TYPES)).optional().describe("Default ['public']."),
      holidays: z.array(z.string()).optional().describe('Extra holiday dates.'),
      weekend_days: z.array(z.number()).optional().describe('ISO weekdays, e.g. [5,6].'),
      // The shared zone argument, described in fewer words: here it only says where "today" is.
      timezone: zoneArg('Of today and words. ', ctx.localZone),
    }),
  output: z.object({
    date: z.string().optional(),
    weekday: z.string().optional(),
    business_day: z.boolean().optional(),
    off: z.string().optional(),
    /** A weekend day that is a working day by decree: why. */
    working_day: z.string().optional(),
    business_days: z.number().int().optional(),
    ends: z.enum(ENDS).optional(),
    holidays: z.array(holidayOut).optional(),
    more: z.number().int().optional(),
    skipped: skippedOut,
    /** Weekend days counted as business days, being working days by decree. */
    working_days: z.array(datedName).optional(),
    working_days_more: z.number().int().optional(),
    /** Where the years' holidays come from, for a country with published data. */
    basis: z.array(z.string()).optional(),
    assumed: assumedField,
    resolved: resolvedField,
  }),
  wording: {
    'holidays.country-unknown': (e) =>
      `Unknown country "${e.detail.input}": the holiday library does not cover it; use an ISO code such as "DE" or an English name such as "Germany", or leave out country and pass holidays and weekend_days.`,
    'holidays.country-uncovered': (e) =>
      `The holiday library does not cover ${e.detail.name} (${e.detail.country}); leave out country and pass its holidays as dates in holidays and its weekend in weekend_days.`,
    'holidays.no-regions': (e) => `${e.detail.name} has no regional holidays in the holiday library; leave out region.`,
    'holidays.region-unknown': (e) => `Unknown region "${e.detail.input}" for ${e.detail.name}; ${e.detail.choices}, or leave out region.`,
    'holidays.years': () =>
      `Holidays are known for years ${MIN_HOLIDAY_YEAR} to ${MAX_HOLIDAY_YEAR}; use dates in that range, or leave out country.`,
  },
  handler: (args, ctx) => {
    const { operation } = args;
    const zone = zoneIn(ctx, args.timezone, 'timezone');
    const assumed: string[] = [];

    // The calendar: the country's holidays and weekend, the caller's weekend and extra dates.
    const country = given(args.country) ? args.country : undefined;
    if (!country && args.holiday_types)
      throw new InputError(
        'arguments.conflict',
        "holiday_types chooses among a country's holidays; add country or leave out holiday_types.",
        'holiday_types',
      );
    const calendar: HolidayCalendar | undefined = country
      ? readCountry(ctx.db, country, 'country', args.holiday_types ?? ['public'])
      : undefined;
    if ((args.holidays?.length ?? 0) > MAX_CUSTOM)
      throw new InputError('argument.invalid', `holidays lists at most ${MAX_CUSTOM} dates; split the call.`, 'holidays');
    const custom = (args.holidays ?? []).map((d, i) => epochDayOfDate(d, `holidays[${i}]`));
    if (args.weekend_days && (args.weekend_days.length > 7 || !args.weekend_days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7))) {
      throw new InputError('argument.invalid', 'weekend_days takes ISO weekdays 1 (Monday) to 7 (Sunday), e.g. [6, 7].', 'weekend_days');
    }
    const weekend = args.weekend_days ?? calendar?.weekend ?? DEFAULT_WEEKEND;
    const place = calendar ? `${calendar.countryName}${calendar.regionName ? `, ${calendar.regionName}` : ''}` : '';
    if (!args.weekend_days)
      assumed.push(`weekend: ${weekend.map(weekdayAbbreviation).join('+') || 'none'}${calendar ? ` (${place})` : ''}`);
    if (calendar) {
      if (calendar.readAs) assumed.push(calendar.readAs);
      if (!args.holiday_types) assumed.push(`holidays: public, ${place}`);
    } else assumed.push(custom.length ? 'holidays: only those given (no country)' : 'holidays: none (no country)');
    const cal = new BusinessCalendar({ weekend, weekendField: 'weekend_days', ...(calendar ? { calendar } : {}), custom });
    // Words for a date ("the last business day of June", "in 3 business days") count by this same calendar.
    const holidaysSaid = [
      ...(calendar ? [`${(args.holiday_types ?? ['public']).join(', ')} holidays of ${place}`] : []),
      ...(custom.length ? ['the dates in holidays'] : []),
    ];
    const business: BusinessDays = {
      calendar: cal,
      said: `weekend ${weekend.map(weekdayAbbreviation).join('+') || 'none'} and ${holidaysSaid.join(' and ') || 'no holidays'}, as this call counts them`,
    };
    const phraseOptions = { ...(country ? { country, countryField: 'country' } : {}), business };

    // Dates: today in the zone unless given; YYYY-MM-DD, or words read in the zone ("next Friday").
    const today = (): number => todayIn(ctx, zone);
    const phrases: ResolvedEntry[] = [];
    const readDate = (text: string, field: 'date' | 'end'): number => {
      const d = readDateArg(ctx, text, field, zone, field === 'end' ? 'last' : 'start', phraseOptions);
      if (d.entry) phrases.push(d.entry);
      return d.day;
    };
    const dateArg = (): number => {
      if (given(args.date)) return readDate(args.date, 'date');
      const day = today();
      assumed.unshift(`date: today in ${zone.name} (${dateText(day)})`);
      return day;
    };
    /**
     * The answer, and for the view (./views/month.html) the whole months from one day to another
     * (at most MAX_VIEW_MONTHS): their holidays and working weekend days, the weekend, the days the
     * answer walked or counted (`span`) and the day it gives (`pick`).
     */
    const finish = <T extends object>(out: T, view: { first: number; last: number; span?: [number, number]; pick?: number }) => {
      const { year, month } = civilFromDays(view.first);
      const first = daysFromCivil(year, month, 1);
      const end = civilFromDays(view.last);
      /** The first day of the month `n` months after `y`-`m`. */
      const monthAfter = (y: number, m: number, n: number) => daysFromCivil(y + Math.floor((m - 1 + n) / 12), ((m - 1 + n) % 12) + 1, 1);
      const last = Math.min(monthAfter(year, month, MAX_VIEW_MONTHS), monthAfter(end.year, end.month, 1)) - 1;
      const days: [string, string, string][] = [];
      for (let d = first; d <= last; d++) {
        const holiday = cal.holiday(d);
        if (holiday !== undefined) days.push([dateText(d), 'holiday', holiday]);
        const working = cal.working(d);
        if (working !== undefined) days.push([dateText(d), 'working', working]);
      }
      const data = {
        ...(place ? { place } : {}),
        first: dateText(first),
        last: dateText(last),
        ...(view.last > last ? { more: true } : {}),
        weekend,
        ...(view.span ? { span: view.span.sort((a, b) => a - b).map(dateText) } : {}),
        ...(view.pick !== undefined ? { pick: dateText(view.pick) } : {}),
        days,
      };
      return withView({ ...out, ...(assumed.length ? { assumed } : {}), ...resolvedReport(nowSec(ctx.clock), ...phrases) }, data);
    };
    /** A phrase for list_holidays' date that reads as a range: its first and last days. */
    const readSpan = (text: string): [number, number] | undefined => {
      const first = readDateArg(ctx, text, 'date', zone, 'start', phraseOptions);
      const last = readDateArg(ctx, text, 'date', zone, 'last', phraseOptions);
      if (!first.entry?.range) return undefined;
      phrases.push(first.entry);
      return [first.day, last.day];
    };
    /** The basis of the years from one day to another (either order), when some are not published. */
    const basisOf = (a: number, b: number) =>
      basisReport(calendar, civilFromDays(Math.min(a, b)).year, civilFromDays(Math.max(a, b)).year, false);

    switch (operation) {
      case 'add': {
        if (args.days === undefined)
          throw new InputError(
            'argument.missing',
            'add needs days, the number of business days to add (negative to go back), e.g. 5.',
            'days',
          );
        if (!Number.isInteger(args.days) || Math.abs(args.days) > MAX_DAYS)
          throw new InputError('argument.invalid', `days must be a whole number from -${MAX_DAYS} to ${MAX_DAYS}, e.g. 5.`, 'days');
        const start = dateArg();
        const skipped = newSkippedListed();
        const day = cal.add(start, args.days, skipped);
        return finish(
          { date: dateText(day), weekday: weekdayOf(day), ...skippedReport(skipped), ...basisOf(start, day) },
          { first: Math.min(start, day), last: Math.max(start, day), span: [start, day], pick: day },
        );
      }
      case 'is_business_day': {
        const day = dateArg();
        const off = cal.dayOff(day);
        const working = off ? undefined : cal.working(day);
        return finish(
          {
            date: dateText(day),
            weekday: weekdayOf(day),
            business_day: !off,
            // A holiday on a weekend day is named too: "weekend; Independence Day".
            ...(off
              ? { off: 'weekend' in off ? ['weekend', ...(cal.holiday(day) ? [cal.holiday(day)] : [])].join('; ') : off.holiday }
              : {}),
            ...(working ? { working_day: working } : {}),
            ...basisOf(day, day),
          },
          { first: day, last: day, pick: day },
        );
      }
      case 'next':
      case 'previous': {
        const start = dateArg();
        const step = operation === 'next' ? 1 : -1;
        const skipped = newSkippedListed();
        const day = cal.nearest(start, step, NEAREST_LIMIT, skipped);
        if (day === undefined) {
          throw new InputError(
            'argument.invalid',
            `No business day within ${NEAREST_LIMIT} days ${operation === 'next' ? 'after' : 'before'} ${dateText(start)}; check weekend_days and holidays.`,
            'date',
          );
        }
        return finish(
          { date: dateText(day), weekday: weekdayOf(day), ...skippedReport(skipped), ...basisOf(start, day) },
          { first: Math.min(start, day), last: Math.max(start, day), span: [start, day], pick: day },
        );
      }
      case 'count': {
        if (!given(args.end))
          throw new InputError(
            'argument.missing',
            'count needs end, the last date, e.g. "2025-12-31" (date is the start, default today).',
            'end',
          );
        const first = dateArg();
        const last = readDate(args.end, 'end');
        checkSpan(first, last, 'count');
        const ends = args.ends ?? 'both';
        if (!args.ends) assumed.push('ends: both included');
        const from = ends === 'both' || ends === 'start' ? first : first + 1;
        const to = ends === 'both' || ends === 'end' ? last : last - 1;
        const skipped = newSkippedListed();
        const n = from <= to ? cal.count(from, to, skipped) : 0;
        return finish(
          { business_days: n, ends, ...skippedReport(skipped), ...basisOf(first, last) },
          { first, last, ...(from <= to ? { span: [from, to] as [number, number] } : {}) },
        );
      }
      case 'list_holidays': {
        if (!calendar && custom.length === 0)
          throw new InputError('argument.missing', 'list_holidays needs country, e.g. "DE" (ISO code or name).', 'country');
        // date..end; or the whole year of date ("2025" or any date in it), default this year.
        let first: number;
        let last: number;
        const date = args.date?.trim() ?? '';
        const span = date && !/^\d{4}(-\d{2}-\d{2})?$/.test(date) && !given(args.end) ? readSpan(date) : undefined;
        if (given(args.end)) {
          first = dateArg();
          last = readDate(args.end, 'end');
        } else if (span) {
          // words for a stretch of time ("next month", "Q3 2027"): its days
          [first, last] = span;
        } else {
          const year = /^\d{4}$/.test(date) ? Number(date) : civilFromDays(date ? readDate(date, 'date') : today()).year;
          if (!date) assumed.unshift(`year: ${year} (today in ${zone.name})`);
          if (year < 1) throw new InputError('date.invalid', `Invalid year "${date}" in date; use YYYY, e.g. "2025".`, 'date');
          first = daysFromCivil(year, 1, 1);
          last = daysFromCivil(year, 12, 31);
        }
        checkSpan(first, last, 'list_holidays');
        const listed = [
          ...(calendar?.holidays(first, last) ?? []).map((h) => ({
            date: h.date,
            name: h.name,
            type: h.type,
            ...(h.observed ? { observed: true as const } : {}),
            ...(h.expected ? { expected: true as const } : {}),
            ...(h.moved ? { moved: true as const } : {}),
            ...(h.source ? { source: sourceLabel(calendar!, h.source) } : {}),
          })),
          ...custom.filter((d) => d >= first && d <= last).map((d) => ({ date: dateText(d), name: CUSTOM_HOLIDAY })),
        ].sort(byDate);
        const working = (calendar?.workingDays(first, last) ?? [])
          .filter((w) => weekend.includes(isoWeekdayOfEpochDay(w.day)))
          .map((w) => ({ date: w.date, name: workingLabel(w) }));
        return finish(
          {
            holidays: listed.slice(0, MAX_LISTED),
            ...(listed.length > MAX_LISTED ? { more: listed.length - MAX_LISTED } : {}),
            ...(working.length ? { working_days: working.slice(0, MAX_LISTED) } : {}),
            ...(working.length > MAX_LISTED ? { working_days_more: working.length - MAX_LISTED } : {}),
            ...(calendar ? basisReport(calendar, civilFromDays(first).year, civilFromDays(last).year, true) : {}),
          },
          { first, last },
        );
      }
    }
  },
});
