// Phrases as tool arguments: the one place a tool hands text to the English reader (natural/), with
// the holiday data it needs (holidays/, which the reader may not import: the two stand side by
// side) and the call's clock. parse_time reads its `text` here; every other tool reads a date-time,
// date or time-of-day argument here when it is not ISO 8601 or a Unix timestamp (./params.ts).

import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { BusinessCalendar, newSkipped } from '../holidays/business.js';
import { HOLIDAY_TYPES, MAX_HOLIDAY_YEAR, MIN_HOLIDAY_YEAR, type HolidayCalendar } from '../holidays/country-holidays.js';
import { readCountry } from '../holidays/country.js';
import { DEFAULT_WEEKEND } from '../holidays/weekends.js';
import { parseNatural, type HolidaySource, type NaturalResult } from '../natural/index.js';
import { RECURRING_START } from '../natural/lexicon.js';
import { formatClock } from '../core/iso-text.js';
import { MS_PER_SECOND } from '../core/units.js';
import { nowSec } from '../time/clock.js';
import { epochDayOfDate, parseDateTime, type DateTimeInput } from '../time/parse.js';
import { DEFAULT_DISAMBIGUATION, localDay, resolveWallTime, wallAt, type Disambiguation } from '../time/zoned.js';
import type { ResolvedZone } from '../zones/resolve.js';
import { holidayCodeOfZone } from '../zones/resolver.js';
import type { ToolContext } from './define.js';
import { writesDayFirst } from './params.js';
import { describeInstant, type ResolvedEntry } from './results.js';

/** Most business days a phrase may count ("3 business days from now"), as business_days' add. */
const MAX_BUSINESS_DAYS = 10_000;

const calendarName = (c: HolidayCalendar): string => (c.regionName ? `${c.countryName}, ${c.regionName}` : c.countryName);

/**
 * The holiday data as the reader asks for it: any country's holidays of a year (all types), and
 * business days by the weekend and public holidays of `country` (the caller's, if given; read and
 * checked now, so a bad country is an error naming `field`).
 */
/** A calendar of business days a tool already counts by (business_days'), for phrases to count by the same. */
export interface BusinessDays {
  readonly calendar: BusinessCalendar;
  /** What the phrase's `assumed` says it counted by. */
  readonly said: string;
}

export function holidaySource(
  ctx: ToolContext,
  country: string | undefined,
  field: string,
  business?: BusinessDays,
  localeRegion?: string,
): HolidaySource {
  const own = country !== undefined && country.trim() !== '' ? readCountry(ctx.db, country, field) : undefined;
  const calendars = new Map<string, HolidayCalendar | null>();
  const calendar = (code: string): HolidayCalendar | null => {
    if (!calendars.has(code)) {
      try {
        calendars.set(code, readCountry(ctx.db, code, field, HOLIDAY_TYPES));
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        calendars.set(code, null);
      }
    }
    return calendars.get(code)!;
  };
  /** A country's holidays of a year, every kind; none outside the years the data covers. */
  const ofYear = (code: string, year: number) => {
    const c = calendar(code);
    return !c || year < MIN_HOLIDAY_YEAR || year > MAX_HOLIDAY_YEAR
      ? []
      : c.holidays(daysFromCivil(year, 1, 1), daysFromCivil(year, 12, 31));
  };
  return {
    ...(own ? { country: own.region ? `${own.country}-${own.region}` : own.country, weekend: own.weekend } : {}),
    // (a region the data has no holidays for, or no country, finds none: "es-419")
    ...(localeRegion !== undefined ? { localeCountry: localeRegion } : {}),
    holidays(code, year) {
      // the holiday itself, not the day off for it on another day (an observed Monday, China's moved days)
      return ofYear(code, year)
        .filter((h) => !h.observed && !h.moved)
        .map((h) => ({ day: h.day, name: h.name }));
    },
    observed(code, year) {
      return ofYear(code, year)
        .filter((h) => h.observed)
        .map((h) => ({ day: h.day, name: h.name.replace(/\s*\((?:observed|substitute day)\)$/i, '') }));
    },
    countryName(code) {
      const c = calendar(code);
      return c ? calendarName(c) : code;
    },
    addBusinessDays(from, n) {
      if (Math.abs(n) > MAX_BUSINESS_DAYS) {
        throw new InputError('argument.invalid', `At most ${MAX_BUSINESS_DAYS} business days can be counted; use a date instead.`, field);
      }
      if (business) return { day: business.calendar.add(from, n, newSkipped(0)), assumed: [`business days: ${business.said}`] };
      const week = new BusinessCalendar({
        weekend: own ? own.weekend : DEFAULT_WEEKEND,
        weekendField: field,
        ...(own ? { calendar: own } : {}),
      });
      const day = week.add(from, n, newSkipped(0));
      return {
        day,
        assumed: [
          own
            ? `business days: the weekend and public holidays of ${calendarName(own)}`
            : 'business days: Monday to Friday, no holidays (no country given)',
        ],
      };
    },
    calendarOfZone: (zone) => holidayCodeOfZone(ctx.db, zone),
  };
}

export interface PhraseOptions {
  /** The reference instant, Unix seconds; default the clock's now. */
  readonly reference?: number;
  readonly dayFirst?: boolean;
  readonly disambiguation?: Disambiguation;
  /** The caller's country for holidays and business days, and the argument that named it. */
  readonly country?: string;
  readonly countryField?: string;
  /** Business days as the calling tool counts them, instead of by `country`. */
  readonly business?: BusinessDays;
  /** The region of the caller's locale, a weaker hint than `country` and the zone's for holidays ("en-CA": "CA"). */
  readonly localeRegion?: string;
}

/** A phrase read in `zone` on the call's clock, with the holiday data; errors name `field`. */
export function readPhrase(ctx: ToolContext, text: string, field: string, zone: ResolvedZone, o: PhraseOptions = {}): NaturalResult {
  try {
    const holidays = holidaySource(ctx, o.country, o.countryField ?? 'country', o.business, o.localeRegion);
    // the order of "03/04": the locale's, else the country's, as check_dates reads it ("GB": 3 April)
    const region = holidays.country?.split('-')[0];
    const dayFirst = o.dayFirst ?? (region ? writesDayFirst(region) : undefined);
    return parseNatural(text, {
      db: ctx.db,
      zone,
      field,
      reference: o.reference ?? nowSec(ctx.clock),
      ...(dayFirst !== undefined ? { dayFirst } : {}),
      disambiguation: o.disambiguation ?? DEFAULT_DISAMBIGUATION,
      holidays,
    });
  } catch (e) {
    // "every Friday", "each Monday at 9": a rule, which the schedule tool reads, not one time
    if (e instanceof InputError && e.code !== 'phrase.recurring' && RECURRING_START.test(text))
      throw new InputError(
        'phrase.recurring',
        `"${text.trim()}" repeats, so it is no one date or time: give it to the schedule tool as its rule to list the times, or name one of them ("next Friday").`,
        field,
      );
    throw e;
  }
}

/** What a phrase given for a date-time argument came to. */
export interface PhraseRead {
  /** Unix ms of the instant the argument takes: the reading's instant, or a range's start (`side: 'last'`: its last moment). */
  readonly epochMs: number;
  /** The zone the phrase was read in: one it named ("3pm Tokyo"), else the one it was read in. */
  readonly zone: ResolvedZone;
  readonly fromText: boolean;
  readonly reading: NaturalResult;
  /** Its `resolved` entry: what the words were read as. */
  readonly entry: ResolvedEntry;
}

export interface PhraseArgOptions extends Pick<PhraseOptions, 'country' | 'countryField' | 'business'> {
  readonly disambiguation?: Disambiguation;
  /** For a range ("next week"): take its start (default) or its last moment (an `end` argument). */
  readonly side?: 'start' | 'last';
  /** The reference instant, Unix seconds; default the clock's now. */
  readonly reference?: number;
}

/**
 * A date-time argument given as words ("tomorrow 9am", "next Friday", "noon"), read in `zone` as
 * parse_time reads it. A range stands for its start (or last moment); an open range ("after 2pm")
 * is not one time and is refused, as is text that is no phrase, with the forms the argument takes.
 */
export function readDateTimePhrase(
  ctx: ToolContext,
  text: string,
  field: string,
  zone: ResolvedZone,
  o: PhraseArgOptions = {},
): PhraseRead {
  let r: NaturalResult;
  try {
    r = readPhrase(ctx, text, field, zone, {
      ...(o.reference !== undefined ? { reference: o.reference } : {}),
      ...(o.disambiguation ? { disambiguation: o.disambiguation } : {}),
      ...(o.country !== undefined ? { country: o.country, countryField: o.countryField ?? 'country' } : {}),
      ...(o.business ? { business: o.business } : {}),
    });
  } catch (e) {
    if (e instanceof InputError && (e.code === 'phrase.unreadable' || e.code === 'phrase.empty')) {
      throw new InputError(
        'datetime.invalid',
        `Invalid ${field} "${text}". Use ISO 8601 such as "2024-12-25T15:00:00Z" (an instant) or "2024-12-25T15:00:00" (wall time in the zone), Unix seconds such as 1735138800, or words such as "tomorrow 9am".`,
        field,
      );
    }
    throw e;
  }
  if (r.others?.length) {
    throw new InputError(
      'argument.invalid',
      `${field} "${text}" holds more than one date or time (${r.others.map((o) => `"${o}"`).join(', ')} too); pass one.`,
      field,
    );
  }
  if (r.kind === 'open') {
    throw new InputError(
      'argument.invalid',
      `${field} "${text}" is an open range (${r.open === 'end' ? 'a start with no end' : 'an end with no start'}), not one time; give a time such as "tomorrow 9am".`,
      field,
    );
  }
  const epochSec = o.side === 'last' ? lastMoment(r.zone, r) : r.start!;
  const fromText = r.zone !== zone;
  const shown = (t: number) => describeInstant(r.zone, t).datetime;
  const assumed = r.assumed.filter((a) => a !== 'timezone: local' && !(o.reference !== undefined && a.startsWith('date: ')));
  // read from another reference (a date's start), "earlier today" is about that reference, not the caller's day
  const alternatives = r.alternatives
    .filter((a) => o.reference === undefined || a.reading !== 'earlier today')
    .flatMap((a) => {
      if (a.kind === 'open') return [];
      const t = o.side === 'last' ? lastMoment(r.zone, a) : a.start!;
      return [{ datetime: shown(t), reading: a.reading }];
    });
  const entry: ResolvedEntry = {
    input: text,
    field,
    timezone: r.zone.name,
    via: 'phrase',
    datetime: shown(epochSec),
    grain: r.grain,
    ...(r.kind === 'range' ? { range: { start: shown(r.start!), end: shown(r.end!) } } : {}),
    ...(assumed.length ? { assumed } : {}),
    ...(alternatives.length ? { alternatives } : {}),
    ...(r.notes.length ? { note: r.notes.join(' ') } : {}),
  };
  return { epochMs: epochSec * MS_PER_SECOND, zone: r.zone, fromText, reading: r, entry };
}

/**
 * The last second a reading covers, for an argument that ends a span ("to": "next Wednesday"): a
 * range's end less a second, a day's last second (the next local midnight less one: 23 or 25 hours
 * on a DST day), else the instant itself.
 */
function lastMoment(zone: ResolvedZone, r: Pick<NaturalResult, 'kind' | 'start' | 'end' | 'grain'>): number {
  if (r.kind === 'range') return r.end! - 1;
  if (r.grain !== 'day') return r.start!;
  const next = civilFromDays(localDay(zone.zone, r.start!) + 1);
  return resolveWallTime(zone, { ...next, hour: 0, minute: 0, second: 0 }, 'compatible').epochSec - 1;
}

/** A date-time argument: ISO 8601, Unix time or "now" as the one reader of time/parse.ts reads them (the fast path), else words. */
export type DateTimeArgument =
  | { readonly kind: 'input'; readonly input: DateTimeInput }
  | { readonly kind: 'phrase'; readonly read: PhraseRead };

export function readDateTimeArg(
  ctx: ToolContext,
  value: string | number,
  field: string,
  zone: ResolvedZone,
  o: PhraseArgOptions & { nowMs?: number } = {},
): DateTimeArgument {
  try {
    return { kind: 'input', input: parseDateTime(value, field, o.nowMs) };
  } catch (e) {
    if (!(e instanceof InputError) || e.code !== 'datetime.invalid' || typeof value !== 'string') throw e;
  }
  return { kind: 'phrase', read: readDateTimePhrase(ctx, value, field, zone, o) };
}

/**
 * A calendar-date argument: YYYY-MM-DD (the fast path), else words ("next Friday", "the 1st of next
 * month") read in `zone`, as an epoch day; a range stands for its first day (`side: 'last'`: its last).
 * `at`: the instant, Unix seconds, when the words named a time of day ("2026-12-06T19:00", "8pm tomorrow").
 */
export function readDateArg(
  ctx: ToolContext,
  text: string,
  field: string,
  zone: ResolvedZone,
  side: 'start' | 'last' = 'start',
  o: Pick<PhraseArgOptions, 'country' | 'countryField' | 'business'> = {},
): { day: number; entry?: ResolvedEntry; at?: number } {
  if (/^\s*\d{4}-\d{2}-\d{2}\s*$/.test(text)) return { day: epochDayOfDate(text, field) };
  let read: PhraseRead;
  try {
    read = readDateTimePhrase(ctx, text, field, zone, { ...o, side });
  } catch (e) {
    if (e instanceof InputError && e.code === 'datetime.invalid')
      throw new InputError(
        'date.invalid',
        `Invalid ${field} "${text}": use a date as YYYY-MM-DD, e.g. "2025-03-14", or words such as "next Friday".`,
        field,
      );
    throw e;
  }
  const sec = Math.floor(read.epochMs / MS_PER_SECOND);
  const timed =
    read.reading.kind === 'instant' &&
    (read.reading.grain === 'hour' || read.reading.grain === 'minute' || read.reading.grain === 'second');
  return { day: localDay(read.zone.zone, sec), entry: read.entry, ...(timed ? { at: sec } : {}) };
}

/** A time-of-day argument given as words ("noon", "7 in the morning"): its hour and minute; a phrase that names a day is refused. */
export function readClockPhrase(
  ctx: ToolContext,
  text: string,
  field: string,
  zone: ResolvedZone,
  example: string,
): { hour: number; minute: number; second: number; entry: ResolvedEntry } {
  let read: PhraseRead;
  try {
    read = readDateTimePhrase(ctx, text, field, zone);
  } catch (e) {
    if (e instanceof InputError && e.code === 'datetime.invalid')
      throw new InputError('clock.invalid', `Invalid ${field} "${text}": give a time of day such as ${example}.`, field, { input: text });
    throw e;
  }
  if (read.reading.dated || read.reading.kind !== 'instant' || read.fromText) {
    const what =
      read.reading.kind !== 'instant'
        ? 'is a stretch of time, not one time of day'
        : read.fromText
          ? "names a zone, and this is everyone's local time"
          : 'names a day, not only a time of day';
    throw new InputError('clock.invalid', `${field} "${text}" ${what}; give a time of day such as ${example}.`, field, { input: text });
  }
  const w = wallAt(read.zone.zone, Math.floor(read.epochMs / MS_PER_SECOND)).wall;
  const { datetime: _when, assumed, ...rest } = read.entry;
  const kept = assumed?.filter((a) => !a.startsWith('date: '));
  const entry: ResolvedEntry = { ...rest, time: formatClock(w, w.second !== 0), ...(kept?.length ? { assumed: kept } : {}) };
  void _when;
  return { hour: w.hour, minute: w.minute, second: w.second, entry };
}
