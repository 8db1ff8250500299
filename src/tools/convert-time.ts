import * as z from 'zod/v4';
import { civilFromDays, wallFromLocalSeconds, type WallTime } from '../core/civil.js';
import { MS_PER_SECOND, SECONDS_PER_DAY } from '../core/units.js';
import { formatTimeDifference } from '../time/format.js';
import { InputError } from '../core/errors.js';
import { formatClock } from '../core/iso-text.js';
import { nowSec } from '../time/clock.js';
import { isNow, parseClock, spokenClock } from '../time/parse.js';
import { resolveWallTime, wallAt } from '../time/zoned.js';
import type { ResolvedZone } from '../zones/resolve.js';
import { defineTool, type ToolContext } from './define.js';
import { readDateArg, readDateTimePhrase } from './phrases.js';
import { disambiguationArg, disambiguationOf, given, MAX_ZONE_LENGTH, todayIn, zoneArg, zonesIn } from './params.js';
import { assumedField, describeInstant, noteField, resolvedField, resolvedReport, timeResult, type ResolvedEntry } from './results.js';

/**
 * The time argument as words: read in the source zone. Words that name a day ("tomorrow 9am") give
 * that instant, and may not come with `date`; a time of day alone ("3 in the afternoon") is read on
 * the date, from its start.
 */
function readTimePhrase(
  ctx: ToolContext,
  time: string,
  source: ResolvedZone,
  day: number,
  dateGiven: boolean,
  clockError: InputError,
): { dated: boolean; epochSec: number; hour: number; minute: number; second: number; entry: ResolvedEntry; note?: string } {
  let read;
  try {
    read = readDateTimePhrase(ctx, time, 'time', source);
  } catch (e) {
    // not words either: the time-of-day reader's own sentence says what the argument takes
    if (e instanceof InputError && e.code === 'datetime.invalid') throw clockError;
    throw e;
  }
  // a stretch of time ("next week", "1230" the year) is no time of day: the time reader's own sentence
  if (read.reading.kind !== 'instant') throw clockError;
  if (read.reading.dated) {
    if (dateGiven)
      throw new InputError(
        'arguments.conflict',
        `time "${time}" names a day already; leave out date, or give a time of day such as "14:30".`,
        'date',
      );
  } else {
    // from the start of the date, so "noon" is that day's noon and "midnight" its start
    const reference = resolveWallTime(source, wallFromLocalSeconds(day * SECONDS_PER_DAY), 'compatible').epochSec - 1;
    read = readDateTimePhrase(ctx, time, 'time', source, { reference });
  }
  const epochSec = Math.floor(read.epochMs / MS_PER_SECOND);
  const w = wallAt(read.zone.zone, epochSec).wall;
  const note = read.reading.notes.join(' ');
  return {
    dated: read.reading.dated || read.fromText,
    epochSec,
    hour: w.hour,
    minute: w.minute,
    second: w.second,
    entry: read.entry,
    ...(note ? { note } : {}),
  };
}

export const convertTime = defineTool({
  name: 'convert_time',
  inline: true,
  title: 'Convert time between zones',
  description: 'Convert a time of day from one zone to another, today or on a given date; notes DST gaps and repeats.',
  input: (ctx) =>
    z.object({
      source_timezone: zoneArg('', ctx.localZone),
      time: z.string().max(64).describe("24-hour HH:MM, e.g. '16:30'; or '4:30 PM', 'now', 'tomorrow 9am'."),
      target_timezone: z.string().max(MAX_ZONE_LENGTH).optional().describe('Same forms and default as source_timezone.'),
      date: z.string().max(64).optional().describe('YYYY-MM-DD or words, in the source zone; default today there.'),
      disambiguation: disambiguationArg,
    }),
  output: z.object({
    source: timeResult,
    target: timeResult,
    time_difference: z.string(),
    note: noteField,
    assumed: assumedField,
    resolved: resolvedField,
  }),
  handler: ({ source_timezone, time, target_timezone, date, disambiguation }, ctx) => {
    // Zones first, then the time, as the reference server checks them. An abbreviation of several
    // zones beside one of one is read in that one's country ("Pacific" to "Eastern": US Eastern).
    const [source, target] = zonesIn(
      ctx,
      [
        { input: source_timezone, field: 'source_timezone' },
        { input: target_timezone, field: 'target_timezone' },
      ],
      true,
    ) as [ResolvedZone, ResolvedZone];
    const assumed: string[] = [];
    if (source.defaulted) assumed.push('source_timezone: local');
    if (target.defaulted) assumed.push('target_timezone: local');
    let epochSec!: number;
    let note: string | undefined;
    const phrases: ResolvedEntry[] = [];
    if (isNow(time)) {
      if (given(date))
        throw new InputError(
          'arguments.conflict',
          'time "now" is the current instant; leave out date, or give a time of day such as "14:30".',
          'date',
        );
      epochSec = nowSec(ctx.clock);
    } else {
      // The reference server's grammar (H:MM, HH:MM or HH:MM:SS, also one-digit minutes, "9:5"),
      // and the 12-hour clock and words people write ("9:00 AM", "9am", "noon", "midnight"); then
      // whatever parse_time reads ("3 in the afternoon", "tomorrow 9am", "next Friday at noon").
      let clock: { hour: number; minute: number; second: number } | undefined;
      let clockError: InputError | undefined;
      try {
        clock = parseClock(time.trim(), 'time', { seconds: true, spoken: true });
      } catch (e) {
        if (!(e instanceof InputError) || e.code !== 'clock.invalid') throw e;
        clockError = e;
      }
      const spoken = clock && spokenClock(time);
      if (spoken)
        assumed.push(
          `time: "${time.trim()}" read as ${formatClock(spoken, spoken.second !== 0)}${spoken.hour === 0 && /midnight/i.test(time) ? ', the start of the date' : ''}`,
        );
      let dayNumber: number;
      if (given(date)) {
        const d = readDateArg(ctx, date, 'date', source);
        dayNumber = d.day;
        if (d.entry) phrases.push(d.entry);
      } else dayNumber = todayIn(ctx, source);
      if (!clock) {
        // Words: a time of day is read on the date (today unless given); words that name a day are that day.
        const read = readTimePhrase(ctx, time, source, dayNumber, given(date), clockError!);
        phrases.push(read.entry);
        if (read.dated) epochSec = read.epochSec;
        else {
          clock = read;
        }
        note = read.note;
      }
      if (clock) {
        if (!given(date)) assumed.push(`date: today in ${source.name}`);
        const day = civilFromDays(dayNumber);
        const wall: WallTime = {
          year: day.year,
          month: day.month,
          day: day.day,
          hour: clock.hour,
          minute: clock.minute,
          second: clock.second,
        };
        ({ epochSec, note } = resolveWallTime(source, wall, disambiguationOf(disambiguation)));
      }
    }
    const diff = target.zone.offsetAt(epochSec) - source.zone.offsetAt(epochSec);
    return {
      source: describeInstant(source, epochSec),
      target: describeInstant(target, epochSec),
      time_difference: formatTimeDifference(diff),
      ...(note ? { note } : {}),
      ...(assumed.length ? { assumed } : {}),
      ...resolvedReport(epochSec, source, target, ...phrases),
    };
  },
});
