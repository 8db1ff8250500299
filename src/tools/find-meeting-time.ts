import * as z from 'zod/v4';
import { ToolInputError } from '../core/errors.js';
import { civilFromDays, daysFromCivil, formatDate, formatOffset, SECONDS_PER_DAY, wallFromLocalSeconds, weekdayOfEpochDay } from '../core/civil.js';
import { epochDayOfDate } from '../time/datetime.js';
import { holidayCalendar, type HolidayCalendar } from '../holidays/calendar.js';
import { findMeetingTimes, localDay, type Person } from '../time/meeting.js';
import { resolveWallTime, resolveZone, type ResolvedZone } from '../time/zoned.js';
import type { TzDatabase } from '../tzdb/database.js';
import { defineTool } from './define.js';
import { assumedField, MAX_ZONE_LENGTH, resolvedField, resolvedReport } from './schemas.js';

export const MIN_PARTICIPANTS = 2;
export const MAX_PARTICIPANTS = 20;
export const MAX_WINDOW_DAYS = 31;
export const MAX_DURATION_MINUTES = 24 * 60;
export const MIN_GRANULARITY = 5;
export const MAX_GRANULARITY = 60;
export const MAX_RESULTS = 20;
const DEFAULT_DAYS = 7;
const DEFAULT_GRANULARITY = 15;
const DEFAULT_RESULTS = 5;
const DEFAULT_HOURS = { start: 9 * 60, end: 17 * 60 };
/** Longest name, hours, working_days, country or dates text. */
const MAX_TEXT = 64;

const DAY3 = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** English day names in ISO order (index + 1 = ISO weekday, 1 = Monday). */
const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A local time of day, "9", "09:00" or "17:30" (24-hour; "24:00" for an end), as minutes after midnight. */
export function parseClock(text: string, field: string, allow24 = false): number {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*$/.exec(text);
  const h = Number(m?.[1]);
  const min = Number(m?.[2] ?? 0);
  if (!m || min > 59 || h > 24 || (h === 24 && (min !== 0 || !allow24))) {
    throw new ToolInputError(`Invalid ${field} "${text}": give a 24-hour local time such as "09:00" or "17:30"${allow24 ? ' ("24:00" for midnight at the end)' : ''}.`);
  }
  return h * 60 + min;
}

/**
 * A daily period from `start` to `end` (an end before the start is on the next day: a night shift
 * 22:00-06:00), as minutes after midnight; `fallback` fills a side not given.
 */
export function parseHours(start: string | undefined, end: string | undefined, field: string, fallback: { start: number; end: number }): { start: number; end: number } {
  const from = start === undefined ? fallback.start : parseClock(start, `${field}start`);
  const to = end === undefined ? fallback.end : parseClock(end, `${field}end`, true);
  if (from === to) throw new ToolInputError(`${field}start and ${field}end are the same time; for the whole day use start "00:00" and end "24:00".`);
  return { start: from, end: to };
}

/** "Mon-Fri", "Sun-Thu", "Mon,Wed,Fri", "Fri-Mon" (wraps), full names or ISO numbers 1-7 ("1-5"). */
export function parseWeekdays(text: string, field: string): Set<number> {
  const bad = () => new ToolInputError(`Invalid ${field} "${text}": list days like "Mon-Fri", "Sun-Thu" or "Mon,Wed,Fri" (or ISO numbers, "1-5").`);
  const day = (s: string): number => {
    const t = s.trim().toLowerCase();
    if (/^[1-7]$/.test(t)) return Number(t);
    // A name or its start, at least three letters: "Mon", "Tues", "thursday".
    const i = t.length >= 3 ? DAY_NAMES.findIndex((n) => n.startsWith(t)) : -1;
    if (i < 0) throw bad();
    return i + 1;
  };
  const out = new Set<number>();
  for (const part of text.split(/[,;]/)) {
    if (part.trim() === '') throw bad();
    const ends = part.split(/[-\u2013]/); // a hyphen or an en dash
    if (ends.length > 2) throw bad();
    const a = day(ends[0]!);
    const b = ends.length === 2 ? day(ends[1]!) : a;
    for (let d = a; ; d = (d % 7) + 1) {
      out.add(d);
      if (d === b) break;
    }
  }
  return out;
}

/**
 * Public holidays and weekend of "DE", "Germany" or "US-CA" (a region after the ISO code). The
 * holiday module's errors name business_days' fields (region, holidays, weekend_days); they are
 * reworded here for this tool's.
 */
function countryCalendar(text: string, field: string, db: TzDatabase): HolidayCalendar {
  const m = /^\s*([A-Za-z]{2})[-_]([A-Za-z0-9]{1,3})\s*$/.exec(text);
  try {
    return m ? holidayCalendar(m[1]!, m[2]!, undefined, db) : holidayCalendar(text, undefined, undefined, db);
  } catch (e) {
    if (!(e instanceof ToolInputError)) throw e;
    if (/^(Unknown country|The holiday library does not cover)/.test(e.message)) {
      throw new ToolInputError(`${field} "${text}" has no holiday calendar; use an ISO code such as "DE" or "US-CA", or leave out country and set working_days.`);
    }
    const alone = `give the country code alone, "${m?.[1]?.toUpperCase() ?? text}".`;
    throw new ToolInputError(`${field}: ${e.message.replace(/(or )?leave out region\.$/, (_, or: string | undefined) => `${or ?? ''}${alone}`)}`);
  }
}

function intIn(value: number | undefined, fallback: number, min: number, max: number, field: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ToolInputError(`${field} must be a whole number from ${min} to ${max}; got ${value}.`);
  }
  return value;
}

const day3 = (epochDay: number) => DAY3[weekdayOfEpochDay(epochDay)]!;
const dateOf = (epochDay: number) => formatDate(civilFromDays(epochDay));

/** "13:05" of seconds on a (local or UTC) clock. */
function hm(seconds: number): string {
  const w = wallFromLocalSeconds(seconds);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

/** "2025-03-10T13:00Z". */
const utcText = (t: number) => `${dateOf(Math.floor(t / SECONDS_PER_DAY))}T${hm(t)}Z`;

/**
 * "Mon 09:00-10:00" on a clock `offsetAt` seconds ahead of UTC, with the date after the weekday when
 * `withDate` ("Mon 2025-03-10 13:00-17:00"). An end on a later day repeats the weekday ("Mon
 * 23:30-Tue 00:30") or the date; one at midnight reads 24:00.
 */
function range(s: number, e: number, offsetAt: (t: number) => number, withDate: boolean): string {
  const ls = s + offsetAt(s);
  const le = e + offsetAt(e);
  const ds = Math.floor(ls / SECONDS_PER_DAY);
  const de = Math.floor(le / SECONDS_PER_DAY);
  const head = `${day3(ds)}${withDate ? ` ${dateOf(ds)}` : ''} ${hm(ls)}`;
  if (de === ds) return `${head}-${hm(le)}`;
  if (de === ds + 1 && le % SECONDS_PER_DAY === 0) return `${head}-24:00`;
  return `${head}-${withDate ? dateOf(de) : day3(de)} ${hm(le)}`;
}

// Each participant's fields are described once, in `participants`: a description per field costs
// its own wrapper tokens, and issue 6 budgets this tool's tools/list entry at 260 tokens.
const participant = z.object({
  timezone: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  working_days: z.string().optional(),
  country: z.string().optional(),
  name: z.string().optional(),
});

export const findMeetingTime = defineTool({
  name: 'find_meeting_time',
  title: 'Meeting time',
  description: 'Fairest meeting slots across zones: local times, daily shared windows, DST changes, holidays.',
  input: () =>
    z.object({
      participants: z.array(participant).describe("2-20 {timezone, start '09:00', end '17:00', working_days 'Mon-Fri', country 'DE-BY', name}."),
      duration_minutes: z.number().describe('e.g. 45.'),
      from: z.string().optional().describe("First date in the first person's zone, e.g. '2025-03-10'; default today."),
      to: z.string().optional().describe('Last date, inclusive.'),
      days: z.number().optional().describe(`Days from 'from', default ${DEFAULT_DAYS}.`),
      granularity_minutes: z.number().optional().describe(`Step, default ${DEFAULT_GRANULARITY}.`),
      max_results: z.number().optional().describe(`e.g. 3; default ${DEFAULT_RESULTS}.`),
      earliest: z.string().optional().describe("No one's local time before, e.g. '07:00'."),
      latest: z.string().optional().describe("Nor after, e.g. '21:00'."),
    }),
  output: z.object({
    /** Best first: UTC start/end; each person's local weekday and times; minutes outside hours (only when above 0). */
    slots: z.array(
      z.object({
        start: z.string(),
        end: z.string(),
        local: z.record(z.string(), z.string()),
        out: z.record(z.string(), z.number()).optional(),
      }),
    ),
    /** Per day, in UTC, the stretches when everyone is working, at least the meeting's length. */
    shared: z.array(z.string()).optional(),
    /** Why there are no slots, or that these are the closest options. */
    note: z.string().optional(),
    /** UTC offset changes of participants' zones in the window. */
    changes: z.array(z.string()).optional(),
    /** Holidays that took a working day of someone. */
    off: z.array(z.string()).optional(),
    assumed: assumedField,
    resolved: resolvedField,
  }),
  handler: (args, ctx) => {
    const list = args.participants;
    if (list.length < MIN_PARTICIPANTS || list.length > MAX_PARTICIPANTS) {
      throw new ToolInputError(`participants must list ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS} people; got ${list.length}.`);
    }
    const duration = intIn(args.duration_minutes, 0, 1, MAX_DURATION_MINUTES, 'duration_minutes');
    const step = intIn(args.granularity_minutes, DEFAULT_GRANULARITY, MIN_GRANULARITY, MAX_GRANULARITY, 'granularity_minutes');
    const maxResults = intIn(args.max_results, DEFAULT_RESULTS, 1, MAX_RESULTS, 'max_results');
    for (const [k, v] of [['from', args.from], ['to', args.to], ['earliest', args.earliest], ['latest', args.latest]] as const) {
      if (v !== undefined && v.length > MAX_TEXT) throw new ToolInputError(`${k} is too long; keep it under ${MAX_TEXT} characters.`);
    }

    const assumed: string[] = [];
    const zones: ResolvedZone[] = [];
    const people: Person[] = list.map((p, i) => {
      const who = `participants[${i}]`;
      for (const [k, v] of Object.entries(p)) {
        const max = k === 'timezone' ? MAX_ZONE_LENGTH : MAX_TEXT;
        if (typeof v === 'string' && v.length > max) throw new ToolInputError(`${who}.${k} is too long; keep it under ${max} characters.`);
      }
      const zone = resolveZone(ctx.db, p.timezone, ctx.localZone, `${who}.timezone`);
      if (zone.defaulted) assumed.push(`${who}.timezone: local`);
      zones.push(zone);
      const { start, end } = parseHours(p.start, p.end, `${who}.`, DEFAULT_HOURS);
      const calendar = p.country === undefined || p.country.trim() === '' ? undefined : countryCalendar(p.country, `${who}.country`, ctx.db);
      const workingDays =
        p.working_days !== undefined
          ? parseWeekdays(p.working_days, `${who}.working_days`)
          : new Set([1, 2, 3, 4, 5, 6, 7].filter((d) => !(calendar?.weekend ?? [6, 7]).includes(d)));
      return { zone, start, end, workingDays, ...(calendar ? { holidays: (a: string, b: string) => calendar.holidays(a, b) } : {}) };
    });

    // Labels: the name, else the zone; a repeated label gets the person's position.
    const labels = list.map((p, i) => p.name?.trim() || zones[i]!.name);
    labels.forEach((l, i) => {
      if (labels.indexOf(l) !== i) labels[i] = `${l} #${i + 1}`;
    });

    // The window: dates in the first person's zone. Without `from` it runs from now to the end of the
    // last of `days` days (default 7) starting today.
    const first = zones[0]!;
    const now = Math.floor(ctx.clock.now() / 1000);
    if (args.to !== undefined && args.days !== undefined) throw new ToolInputError('Give to or days, not both: to is the last date, days the number of days from from.');
    const given = args.from !== undefined;
    const today = localDay(first, now);
    const from = given ? epochDayOfDate(args.from!, 'from') : today;
    const to = args.to !== undefined ? epochDayOfDate(args.to, 'to') : from + intIn(args.days, DEFAULT_DAYS, 1, MAX_WINDOW_DAYS, 'days') - 1;
    if (to < from) throw new ToolInputError(`to (${args.to}) is before from (${dateOf(from)}); put the earlier date in from.`);
    if (to - from + 1 > MAX_WINDOW_DAYS) {
      throw new ToolInputError(`from ${dateOf(from)} to ${dateOf(to)} is ${to - from + 1} days, over the limit of ${MAX_WINDOW_DAYS}; search a shorter range.`);
    }
    if (from < daysFromCivil(1900, 1, 1) || to > daysFromCivil(2200, 12, 31)) {
      throw new ToolInputError('from and to must fall between 1900-01-01 and 2200-12-31.');
    }
    const midnight = (d: number) => resolveWallTime(first, wallFromLocalSeconds(d * SECONDS_PER_DAY), 'compatible').instant;
    const gridOrigin = midnight(from);
    const windowStart = given ? gridOrigin : Math.max(gridOrigin, now);
    const windowEnd = midnight(to + 1);
    if (!given) assumed.push(`from: now to ${dateOf(to)} in ${first.name}`);

    const bounds =
      args.earliest === undefined && args.latest === undefined
        ? undefined
        : { start: args.earliest === undefined ? 0 : parseClock(args.earliest, 'earliest'), end: args.latest === undefined ? 24 * 60 : parseClock(args.latest, 'latest', true) };
    if (bounds && bounds.start === bounds.end) throw new ToolInputError('earliest and latest are the same time; leave one out, or give a span such as "07:00" to "21:00".');

    const plan = findMeetingTimes({
      people,
      windowStart,
      windowEnd,
      gridOrigin,
      step: step * 60,
      duration: duration * 60,
      maxResults,
      ...(bounds ? { bounds: { earliest: bounds.start, latest: bounds.end } } : {}),
    });

    const slots = plan.slots.map((s) => {
      const local: Record<string, string> = {};
      const out: Record<string, number> = {};
      people.forEach((p, i) => {
        local[labels[i]!] = range(s.start, s.end, (t) => p.zone.zone.offsetAt(t), false);
        if (s.outside[i]! > 0) out[labels[i]!] = s.outside[i]! / 60;
      });
      return { start: utcText(s.start), end: utcText(s.end), local, ...(Object.keys(out).length ? { out } : {}) };
    });

    // UTC offset changes in the window, once per zone: the shared windows move with them.
    const found: { at: number; text: string }[] = [];
    for (const z of new Map(zones.map((z) => [z.name, z])).values()) {
      for (const tr of z.zone.transitions(windowStart, windowEnd)) {
        if (tr.before.offset === tr.after.offset) continue;
        const text = `${dateOf(Math.floor((tr.at + tr.after.offset) / SECONDS_PER_DAY))} ${z.name} ${formatOffset(tr.before.offset)} to ${formatOffset(tr.after.offset)}`;
        found.push({ at: tr.at, text });
      }
    }
    const changes = found.sort((a, b) => a.at - b.at).map((c) => c.text);

    let note: string | undefined;
    if (plan.slots.length === 0) {
      note = bounds
        ? `No ${duration}-minute slot keeps everyone's local time between earliest and latest in these dates; widen them or the dates, or shorten the meeting.`
        : `The dates hold no ${duration}-minute slot; widen them.`;
    } else if (!plan.fits) {
      note = "No slot keeps everyone within working hours on these dates; these are the closest, with each person's minutes outside hours in out.";
    }

    return {
      slots,
      ...(plan.shared.length ? { shared: plan.shared.map(([s, e]) => range(s, e, () => 0, true)) } : {}),
      ...(note ? { note } : {}),
      ...(changes.length ? { changes } : {}),
      ...(plan.daysOff.length ? { off: plan.daysOff.map((d) => `${labels[d.person]}: ${d.date} ${d.name}`) } : {}),
      ...(assumed.length ? { assumed } : {}),
      ...resolvedReport(...zones),
    };
  },
});
