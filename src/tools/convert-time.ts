import * as z from 'zod/v4';
import { civilFromDays, type WallTime } from '../core/civil.js';
import { epochDayOfDate } from '../time/datetime.js';
import { ToolInputError } from '../core/errors.js';
import { describeInstant, formatTimeDifference, resolveWallTime, resolveZone, wallAt } from '../time/zoned.js';
import { defineTool } from './define.js';
import { assumedField, disambiguationArg, noteField, resolvedField, resolvedReport, timeResult, zoneArg } from './schemas.js';

/** H:MM, HH:MM or HH:MM:SS on a 24-hour clock (the reference also takes one-digit minutes, "9:5"). */
function parseClock(text: string): { hour: number; minute: number; second: number } {
  const m = /^(\d{1,2}):(\d{1,2})(?::(\d{2}))?$/.exec(text);
  const hour = Number(m?.[1]);
  const minute = Number(m?.[2]);
  const second = Number(m?.[3] ?? 0);
  if (!m || hour > 23 || minute > 59 || second > 59) {
    throw new ToolInputError(`Invalid time "${text}". Use 24-hour HH:MM, e.g. "14:30" (H:MM and HH:MM:SS also work).`);
  }
  return { hour, minute, second };
}

export const convertTime = defineTool({
  name: 'convert_time',
  title: 'Convert time between zones',
  description:
    "Convert a time of day from one zone to another, today or on a given date; notes DST gaps and repeats.",
  input: (ctx) =>
    z.object({
      source_timezone: zoneArg('Source ', ctx.localZone),
      time: z.string().max(16).describe("24-hour HH:MM, e.g. '16:30'."),
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
    const source = resolveZone(ctx.db, source_timezone, ctx.localZone, 'source_timezone');
    const target = resolveZone(ctx.db, target_timezone, ctx.localZone, 'target_timezone');
    const clock = parseClock(time.trim());
    const assumed: string[] = [];
    if (source.defaulted) assumed.push('source_timezone: local');
    if (target.defaulted) assumed.push('target_timezone: local');
    let day;
    if (date !== undefined && date.trim() !== '') {
      day = civilFromDays(epochDayOfDate(date, 'date'));
    } else {
      const now = Math.floor(ctx.clock.now() / 1000);
      day = wallAt(source.zone, now).wall;
      assumed.push(`date: today in ${source.name}`);
    }
    const wall: WallTime = { year: day.year, month: day.month, day: day.day, ...clock };
    const { instant, note } = resolveWallTime(source, wall, disambiguation ?? 'compatible');
    const diff = target.zone.offsetAt(instant) - source.zone.offsetAt(instant);
    return {
      source: describeInstant(source, instant),
      target: describeInstant(target, instant),
      time_difference: formatTimeDifference(diff),
      ...(note ? { note } : {}),
      ...(assumed.length ? { assumed } : {}),
      ...resolvedReport(source, target),
    };
  },
});

