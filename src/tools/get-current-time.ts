import * as z from 'zod/v4';
import { nowSec } from '../time/clock.js';
import { calendarPage, calendarView } from './calendar-page.js';
import { defineTool } from './define.js';
import { zoneArg, zoneIn } from './params.js';
import { withView } from './run.js';
import { assumedField, describeInstant, resolvedField, resolvedReport, timeResult } from './results.js';

export const getCurrentTime = defineTool({
  name: 'get_current_time',
  inline: true,
  view: 'month',
  title: 'Current time',
  description: 'Now in a zone: ISO 8601 with offset, weekday, and whether DST is on.',
  input: (ctx) =>
    z.object({
      timezone: zoneArg('', ctx.localZone),
      include_calendar: z.boolean().optional().describe('Add this and next week by date, holidays, next clock change.'),
    }),
  output: timeResult.extend({ assumed: assumedField, resolved: resolvedField, calendar: z.record(z.string(), z.unknown()).optional() }),
  handler: ({ timezone, include_calendar }, ctx) => {
    const zone = zoneIn(ctx, timezone, 'timezone');
    const answer = {
      ...describeInstant(zone, nowSec(ctx.clock)),
      ...(zone.defaulted ? { assumed: ['timezone: local'] } : {}),
      ...resolvedReport(nowSec(ctx.clock), zone),
    };
    if (!include_calendar) return answer;
    const full = calendarPage(ctx, zone, undefined);
    const { timezone: _z, now: _n, assumed, ...page } = full;
    return withView(
      { ...answer, calendar: page, ...(assumed ? { assumed: [...new Set([...(answer.assumed ?? []), ...assumed])] } : {}) },
      calendarView(ctx, zone, full),
    );
  },
});
