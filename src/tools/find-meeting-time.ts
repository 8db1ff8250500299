import * as z from 'zod/v4';
import { civilFromDays, daysFromCivil, wallFromLocalSeconds, weekdayAbbreviation, weekdayOfEpochDay } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatClock, formatDate, formatOffset, formatUtcSeconds } from '../core/iso-text.js';
import { MINUTES_PER_DAY, SECONDS_PER_DAY, SECONDS_PER_MINUTE } from '../core/units.js';
import { readCountry } from '../holidays/country.js';
import { holidayLabel, workingLabel } from '../holidays/holiday.js';
import { findMeetingTimes, type NoFit, type Person } from '../time/meeting.js';
import { minutesOfClock, parseClock, parseDailyPeriod, parseWeekdays } from '../time/parse.js';
import { nowSec } from '../time/clock.js';
import { resolveWallTime } from '../time/zoned.js';
import type { ResolvedZone } from '../zones/resolve.js';
import { calendar, uidOf } from '../schedule/ics.js';
import { defineTool } from './define.js';
import { withResources, withView } from './run.js';
import { given, MAX_ZONE_LENGTH, todayIn, zonesIn } from './params.js';
import { readClockPhrase, readDateArg } from './phrases.js';
import { assumedField, resolvedField, resolvedReport, type ResolvedEntry } from './results.js';

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

function intIn(value: number | undefined, fallback: number, min: number, max: number, field: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new InputError('argument.invalid', `${field} must be a whole number from ${min} to ${max}; got ${value}.`, field);
  }
  return value;
}

const day3 = (epochDay: number) => weekdayAbbreviation(weekdayOfEpochDay(epochDay));
const dateOf = (epochDay: number) => formatDate(civilFromDays(epochDay));

/** "13:05" of seconds on a (local or UTC) clock. */
const hm = (seconds: number): string => formatClock(wallFromLocalSeconds(seconds), false);

/** "2025-03-10T13:00Z": slots and windows are on a minute grid. */
const utcText = (epochSec: number) => formatUtcSeconds(epochSec, false);

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

/** Most names one sentence lists before "and N more". */
const MAX_NAMED = 4;

/** "A", "A and B", "A, B and C", or the first few and how many more. */
function names(list: readonly string[]): string {
  const shown = list.length > MAX_NAMED ? [...list.slice(0, MAX_NAMED - 1), `${list.length - MAX_NAMED + 1} more`] : list;
  return shown.length < 2 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** Why no slot keeps everyone inside working hours, and what would change that: one or two sentences. */
function whyNoSlot(why: NoFit, labels: readonly string[], duration: number): string {
  const head = `No ${duration}-minute slot falls within everyone's working hours on these dates`;
  const minutes = (sec: number) => Math.floor(sec / SECONDS_PER_MINUTE);
  if (why.idle.length) {
    const who = why.idle.map((i) => labels[i]!);
    return `${head}: ${names(who)} ${who.length > 1 ? 'have' : 'has'} no working hours in them (weekend, holidays or working_days); search other dates, or set working_days.`;
  }
  if (why.longestShared >= duration && why.longestBounded !== undefined) {
    const within =
      why.longestBounded > 0
        ? `for at most ${minutes(why.longestBounded)} minutes between earliest and latest`
        : 'only outside earliest and latest';
    return `${head}: everyone works at once ${within}; widen earliest and latest.`;
  }
  if (why.longestShared > 0) {
    return `${head}: everyone works at once for at most ${minutes(why.longestShared)} minutes; shorten the meeting, or widen someone's hours (start, end).`;
  }
  if (why.apart.length) {
    // Whom each person never meets: one who meets nobody is named alone.
    const loner =
      labels.length < 3 ? -1 : labels.findIndex((_, i) => why.apart.filter(([a, b]) => a === i || b === i).length === labels.length - 1);
    const pairs = why.apart.map(([a, b]) => `${labels[a]} and ${labels[b]}`);
    const who =
      loner >= 0
        ? `${labels[loner]}'s working hours never overlap anyone else's for ${duration} minutes`
        : `working hours never overlap for ${duration} minutes between ${pairs.length > MAX_NAMED ? `${pairs.slice(0, MAX_NAMED - 1).join('; ')}; and ${pairs.length - MAX_NAMED + 1} more pairs` : pairs.join('; ')}`;
    return `${head}: ${who}. Widen someone's hours (start, end), or leave someone out.`;
  }
  return `${head}: each pair's working hours overlap, but never all ${labels.length} at once; widen someone's hours (start, end), or leave someone out.`;
}

// Each participant's fields are described once, in `participants`: a description per field costs
// its own wrapper tokens in every tools/list (BENCHMARKS.md, the tools/list token budget).
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
  icon: 'calendar',
  view: 'meeting',
  description: 'Fairest meeting slots across zones: local times, daily shared windows, DST changes, holidays.',
  input: () =>
    z.object({
      participants: z
        .array(participant)
        .describe("2-20 {timezone, start '09:00', end '17:00', working_days 'Mon-Fri', country 'DE-BY', name}."),
      duration_minutes: z.number().describe('e.g. 45.'),
      from: z.string().max(64).optional().describe("First date (first person's zone), e.g. '2025-03-10'; default today."),
      to: z.string().max(64).optional().describe('Last date, inclusive.'),
      days: z.number().optional().describe(`Days from 'from', default ${DEFAULT_DAYS}.`),
      granularity_minutes: z.number().optional().describe(`Step, default ${DEFAULT_GRANULARITY}.`),
      max_results: z.number().optional().describe(`e.g. 3; default ${DEFAULT_RESULTS}.`),
      earliest: z.string().max(64).optional().describe("No one's local time before, e.g. '07:00'."),
      latest: z.string().max(64).optional().describe("Nor after, e.g. '21:00'."),
      ics: z.boolean().optional().describe('Each slot also as an .ics file.'),
    }),
  wording: {
    // A country this tool has no holidays for: working_days can still say the person's week.
    'holidays.country-unknown': (e) =>
      `${e.field} "${e.detail.text}" has no holiday calendar; use an ISO code such as "DE" or "US-CA", or leave out country and set working_days.`,
    'holidays.country-uncovered': (e) =>
      `${e.field} "${e.detail.text}" has no holiday calendar; use an ISO code such as "DE" or "US-CA", or leave out country and set working_days.`,
    'holidays.no-regions': (e) =>
      `${e.field}: ${e.detail.name} has no regional holidays in the holiday library; give the country code alone, "${e.detail.country}".`,
    'holidays.region-unknown': (e) =>
      `${e.field}: Unknown region "${e.detail.input}" for ${e.detail.name}; ${e.detail.choices}, or give the country code alone, "${e.detail.country}".`,
  },
  output: z.object({
    /** Slots inside everyone's working hours, earliest first: UTC start/end and each person's local weekday and times. Empty when none fits (note says why). */
    slots: z.array(z.object({ start: z.string(), end: z.string(), local: z.record(z.string(), z.string()) })),
    /** Only when no slot fits: the closest options, best first, with each person's minutes outside their hours in out. */
    out_of_hours_slots: z
      .array(
        z.object({
          start: z.string(),
          end: z.string(),
          local: z.record(z.string(), z.string()),
          out: z.record(z.string(), z.number()),
        }),
      )
      .optional(),
    /** Per day, in UTC, the stretches when everyone is working, at least the meeting's length. */
    shared: z.array(z.string()).optional(),
    /** Why there are no slots, and what to change. */
    note: z.string().optional(),
    /** UTC offset changes of participants' zones in the window. */
    changes: z.array(z.string()).optional(),
    /** Holidays that took a working day of someone. */
    off: z.array(z.string()).optional(),
    /** Weekend days that are working days for someone by decree (China's make-up days). */
    working: z.array(z.string()).optional(),
    assumed: assumedField,
    resolved: resolvedField,
    /** With ics: the embedded resource of each proposed slot's .ics, in order (slots, else out_of_hours_slots). */
    ics: z.array(z.string()).optional(),
  }),
  handler: (args, ctx) => {
    const list = args.participants;
    if (list.length < MIN_PARTICIPANTS || list.length > MAX_PARTICIPANTS) {
      throw new InputError(
        'argument.invalid',
        `participants must list ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS} people; got ${list.length}.`,
        'participants',
      );
    }
    const duration = intIn(args.duration_minutes, 0, 1, MAX_DURATION_MINUTES, 'duration_minutes');
    const step = intIn(args.granularity_minutes, DEFAULT_GRANULARITY, MIN_GRANULARITY, MAX_GRANULARITY, 'granularity_minutes');
    const maxResults = intIn(args.max_results, DEFAULT_RESULTS, 1, MAX_RESULTS, 'max_results');
    for (const [k, v] of [
      ['from', args.from],
      ['to', args.to],
      ['earliest', args.earliest],
      ['latest', args.latest],
    ] as const) {
      if (v !== undefined && v.length > MAX_TEXT)
        throw new InputError('argument.invalid', `${k} is too long; keep it under ${MAX_TEXT} characters.`, k);
    }

    const assumed: string[] = [];
    const zones: ResolvedZone[] = [];
    list.forEach((p, i) => {
      const who = `participants[${i}]`;
      for (const [k, v] of Object.entries(p)) {
        const max = k === 'timezone' ? MAX_ZONE_LENGTH : MAX_TEXT;
        if (typeof v === 'string' && v.length > max)
          throw new InputError('argument.invalid', `${who}.${k} is too long; keep it under ${max} characters.`, `${who}.${k}`);
      }
    });
    // an abbreviation of several zones ("Eastern") is read in the country of the others' zones
    const read = zonesIn(
      ctx,
      list.map((p, i) => ({ input: p.timezone, field: `participants[${i}].timezone` })),
      false,
    );
    const people: Person[] = list.map((p, i) => {
      const who = `participants[${i}]`;
      const zone = read[i]!;
      if (zone.defaulted) assumed.push(`${who}.timezone: local`);
      zones.push(zone);
      const { start, end } = parseDailyPeriod(p.start, p.end, `${who}.`, DEFAULT_HOURS);
      const calendar = given(p.country) ? readCountry(ctx.db, p.country, `${who}.country`) : undefined;
      if (calendar?.readAs) assumed.push(`${who}.country: ${calendar.readAs}`);
      const workingDays =
        p.working_days !== undefined
          ? parseWeekdays(p.working_days, `${who}.working_days`)
          : new Set([1, 2, 3, 4, 5, 6, 7].filter((d) => !(calendar?.weekend ?? [6, 7]).includes(d)));
      return {
        zone,
        start,
        end,
        workingDays,
        ...(calendar
          ? {
              holidays: (first: number, last: number) => calendar.holidays(first, last).map((h) => ({ day: h.day, name: holidayLabel(h) })),
              extraWorkingDays: (first: number, last: number) =>
                calendar.workingDays(first, last).map((w) => ({ day: w.day, name: workingLabel(w) })),
            }
          : {}),
      };
    });

    // Labels: the name, else the zone; a repeated label gets the person's position.
    const labels = list.map((p, i) => p.name?.trim() || zones[i]!.name);
    labels.forEach((l, i) => {
      if (labels.indexOf(l) !== i) labels[i] = `${l} #${i + 1}`;
    });

    // The window: dates in the first person's zone. Without `from` it runs from now to the end of the
    // last of `days` days (default 7) starting today.
    const first = zones[0]!;
    if (args.to !== undefined && args.days !== undefined)
      throw new InputError(
        'arguments.conflict',
        'Give to or days, not both: to is the last date, days the number of days from from.',
        'days',
      );
    const fromGiven = args.from !== undefined;
    // Dates as YYYY-MM-DD or words ("next Monday", "next week": a range gives its first day to from, its last to to).
    const phrases: ResolvedEntry[] = [];
    const readDate = (text: string, field: 'from' | 'to', side: 'start' | 'last'): number => {
      const d = readDateArg(ctx, text, field, first, side);
      if (d.entry) phrases.push(d.entry);
      return d.day;
    };
    const from = fromGiven ? readDate(args.from!, 'from', 'start') : todayIn(ctx, first);
    const fromRange = phrases[0]?.range !== undefined && args.to === undefined && args.days === undefined;
    const to =
      args.to !== undefined
        ? readDate(args.to, 'to', 'last')
        : fromRange
          ? readDate(args.from!, 'from', 'last')
          : from + intIn(args.days, DEFAULT_DAYS, 1, MAX_WINDOW_DAYS, 'days') - 1;
    if (fromRange) phrases.pop();
    if (to < from)
      throw new InputError('arguments.conflict', `to (${args.to}) is before from (${dateOf(from)}); put the earlier date in from.`, 'to');
    if (to - from + 1 > MAX_WINDOW_DAYS) {
      throw new InputError(
        'argument.invalid',
        `from ${dateOf(from)} to ${dateOf(to)} is ${to - from + 1} days, over the limit of ${MAX_WINDOW_DAYS}; search a shorter range.`,
        'to',
      );
    }
    if (from < daysFromCivil(1900, 1, 1) || to > daysFromCivil(2200, 12, 31)) {
      throw new InputError('argument.invalid', 'from and to must fall between 1900-01-01 and 2200-12-31.', 'from');
    }
    const midnight = (d: number) => resolveWallTime(first, wallFromLocalSeconds(d * SECONDS_PER_DAY), 'compatible').epochSec;
    const gridOrigin = midnight(from);
    const windowStart = fromGiven ? gridOrigin : Math.max(gridOrigin, nowSec(ctx.clock));
    const windowEnd = midnight(to + 1);
    if (!fromGiven) assumed.push(`from: now to ${dateOf(to)} in ${first.name}`);

    // earliest and latest: HH:MM, or words for a time of day ("7am", "9 in the evening", "noon")
    const clockArg = (text: string, field: 'earliest' | 'latest', endOfDay: boolean) => {
      try {
        return parseClock(text, field, { bareHour: true, endOfDay });
      } catch (e) {
        if (!(e instanceof InputError) || e.code !== 'clock.invalid') throw e;
        const c = readClockPhrase(ctx, text, field, first, field === 'earliest' ? '"07:00" or "7am"' : '"21:00" or "9pm"');
        phrases.push(c.entry);
        // "midnight" as the latest is the end of the day
        return endOfDay && c.hour === 0 && c.minute === 0 ? { hour: 24, minute: 0, second: 0 } : c;
      }
    };
    const bounds =
      args.earliest === undefined && args.latest === undefined
        ? undefined
        : {
            start: args.earliest === undefined ? 0 : minutesOfClock(clockArg(args.earliest, 'earliest', false)),
            end: args.latest === undefined ? MINUTES_PER_DAY : minutesOfClock(clockArg(args.latest, 'latest', true)),
          };
    if (bounds && bounds.start === bounds.end) {
      throw new InputError(
        'arguments.conflict',
        'earliest and latest are the same time; leave one out, or give a span such as "07:00" to "21:00".',
        'latest',
      );
    }

    const plan = findMeetingTimes({
      people,
      windowStart,
      windowEnd,
      gridOrigin,
      step: step * SECONDS_PER_MINUTE,
      duration: duration * SECONDS_PER_MINUTE,
      maxResults,
      ...(bounds ? { bounds: { earliest: bounds.start, latest: bounds.end } } : {}),
    });

    const shown = plan.slots.map((s) => {
      const local: Record<string, string> = {};
      const out: Record<string, number> = {};
      people.forEach((p, i) => {
        local[labels[i]!] = range(s.start, s.end, (t) => p.zone.zone.offsetAt(t), false);
        if (s.outside[i]! > 0) out[labels[i]!] = s.outside[i]! / SECONDS_PER_MINUTE;
      });
      return { start: utcText(s.start), end: utcText(s.end), local, out };
    });
    // Slots inside everyone's hours in `slots`; proposals outside someone's hours only ever in their own list.
    const slots = plan.fits ? shown.map(({ out: _, ...slot }) => slot) : [];
    const outOfHours = plan.fits ? [] : shown;

    // UTC offset changes in the window, once per zone: the shared windows move with them.
    const found: { at: number; text: string }[] = [];
    for (const zone of new Map(zones.map((zone) => [zone.name, zone])).values()) {
      for (const tr of zone.zone.transitions(windowStart, windowEnd)) {
        if (tr.before.offset === tr.after.offset) continue;
        const text = `${dateOf(Math.floor((tr.at + tr.after.offset) / SECONDS_PER_DAY))} ${zone.name} ${formatOffset(tr.before.offset)} to ${formatOffset(tr.after.offset)}`;
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
      note = `${whyNoSlot(plan.noFit!, labels, duration)} out_of_hours_slots has the closest options, with each person's minutes outside hours in out.`;
    }

    const out = {
      slots,
      ...(outOfHours.length ? { out_of_hours_slots: outOfHours } : {}),
      ...(plan.shared.length ? { shared: plan.shared.map(([s, e]) => range(s, e, () => 0, true)) } : {}),
      ...(note ? { note } : {}),
      ...(changes.length ? { changes } : {}),
      ...(plan.daysOff.length ? { off: plan.daysOff.map((d) => `${labels[d.person]}: ${d.date} ${d.name}`) } : {}),
      ...(plan.extraDays.length ? { working: plan.extraDays.map((d) => `${labels[d.person]}: ${d.date} ${d.name}`) } : {}),
      ...(assumed.length ? { assumed } : {}),
      ...resolvedReport(windowStart, ...zones, ...phrases),
    };
    // For the view (./views/meeting.html): the window, and each person's working time and UTC
    // offsets in it, in seconds after its start; their holidays and working weekend days by local date.
    const clip = (t: number) => Math.min(windowEnd, Math.max(windowStart, t)) - windowStart;
    const view = {
      start: windowStart,
      end: windowEnd,
      people: people.map((p, i) => {
        const offsets = [0, p.zone.zone.offsetAt(windowStart)];
        for (const tr of p.zone.zone.transitions(windowStart, windowEnd))
          if (tr.before.offset !== tr.after.offset) offsets.push(tr.at - windowStart, tr.after.offset);
        const work: number[] = [];
        for (const [s, e] of plan.working[i]!) if (clip(e) > clip(s)) work.push(clip(s), clip(e));
        const dated = (list: readonly { person: number; date: string; name: string }[]) =>
          list.filter((d) => d.person === i).map((d) => [d.date, d.name]);
        return {
          name: labels[i],
          zone: zones[i]!.name,
          hours: `${hm(p.start * SECONDS_PER_MINUTE)}-${p.end === MINUTES_PER_DAY ? '24:00' : hm(p.end * SECONDS_PER_MINUTE)}`,
          work,
          offsets,
          off: dated(plan.daysOff),
          working: dated(plan.extraDays),
        };
      }),
    };
    if (!args.ics || plan.slots.length === 0) return withView(out, view);
    // Each slot as its own calendar file, in the first person's zone, with that zone's VTIMEZONE
    // from our tz data; the JSON answer is unchanged apart from naming the files.
    const resources = plan.slots.map((s, i) => {
      const uid = uidOf(`meeting\n${s.start}\n${zones.map((z) => z.name).join(',')}\n${labels.join(',')}`);
      const text = calendar(
        first,
        [
          {
            uid,
            startLocal: s.start + first.zone.offsetAt(s.start),
            durationSec: s.end - s.start,
            summary: `Meeting: ${labels.join(', ')}`,
            description: Object.entries(shown[i]!.local)
              .map(([who, when]) => `${who}: ${when}`)
              .join('\n'),
          },
        ],
        nowSec(ctx.clock),
        s.start,
        s.end,
      );
      return { uri: `meridian://meeting/${utcText(s.start).replace(/[-:]/g, '')}-${uid.slice(0, 8)}.ics`, mimeType: 'text/calendar', text };
    });
    return withResources(withView({ ...out, ics: resources.map((r) => r.uri) }, view), resources);
  },
});
