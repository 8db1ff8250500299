import * as z from 'zod/v4';
import { civilFromDays, type WallTime } from '../core/civil.js';
import { formatTimeDifference } from '../time/format.js';
import { InputError } from '../core/errors.js';
import { formatClock } from '../core/iso-text.js';
import { nowSec } from '../time/clock.js';
import { epochDayOfDate, isNow, parseClock, spokenClock } from '../time/parse.js';
import { resolveWallTime } from '../time/zoned.js';
import { defineTool } from './define.js';
import { disambiguationArg, disambiguationOf, given, todayIn, zoneArg, zoneIn } from './params.js';
import { assumedField, describeInstant, noteField, resolvedField, resolvedReport, timeResult } from './results.js';

export const convertTime = defineTool({
  name: 'convert_time',
  inline: true,
  title: 'Convert time between zones',
  description:
    "Convert a time of day from one zone to another, today or on a given date; notes DST gaps and repeats.",
  input: (ctx) =>
    z.object({
      source_timezone: zoneArg('Source ', ctx.localZone),
      time: z.string().max(16).describe("24-hour HH:MM, e.g. '16:30'; '4:30 PM', 'noon', 'now' too."),
      target_timezone: zoneArg('Target ', ctx.localZone),
      date: z.string().max(16).optional().describe("YYYY-MM-DD in the source zone; default today there."),
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
    // Zones first, then the time, as the reference server checks them.
    const source = zoneIn(ctx, source_timezone, 'source_timezone');
    const target = zoneIn(ctx, target_timezone, 'target_timezone');
    const assumed: string[] = [];
    if (source.defaulted) assumed.push('source_timezone: local');
    if (target.defaulted) assumed.push('target_timezone: local');
    let epochSec: number;
    let note: string | undefined;
    if (isNow(time)) {
      if (given(date)) throw new InputError('arguments.conflict', 'time "now" is the current instant; leave out date, or give a time of day such as "14:30".', 'date');
      epochSec = nowSec(ctx.clock);
    } else {
      // The reference server's grammar (H:MM, HH:MM or HH:MM:SS, also one-digit minutes, "9:5"),
      // and the 12-hour clock and words people write ("9:00 AM", "9am", "noon", "midnight").
      const clock = parseClock(time.trim(), 'time', { seconds: true, spoken: true });
      const spoken = spokenClock(time);
      if (spoken) assumed.push(`time: "${time.trim()}" read as ${formatClock(spoken, spoken.second !== 0)}${spoken.hour === 0 && /midnight/i.test(time) ? ', the start of the date' : ''}`);
      let day;
      if (given(date)) {
        day = civilFromDays(epochDayOfDate(date, 'date'));
      } else {
        day = civilFromDays(todayIn(ctx, source));
        assumed.push(`date: today in ${source.name}`);
      }
      const wall: WallTime = { year: day.year, month: day.month, day: day.day, hour: clock.hour, minute: clock.minute, second: clock.second };
      ({ epochSec, note } = resolveWallTime(source, wall, disambiguationOf(disambiguation)));
    }
    const diff = target.zone.offsetAt(epochSec) - source.zone.offsetAt(epochSec);
    return {
      source: describeInstant(source, epochSec),
      target: describeInstant(target, epochSec),
      time_difference: formatTimeDifference(diff),
      ...(note ? { note } : {}),
      ...(assumed.length ? { assumed } : {}),
      ...resolvedReport(epochSec, source, target),
    };
  },
});
