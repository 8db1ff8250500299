import * as z from 'zod/v4';
import { describeInstant, resolveZone } from '../time/zoned.js';
import { defineTool } from './define.js';
import { assumedField, resolvedField, resolvedReport, timeResult, zoneArg } from './schemas.js';

export const getCurrentTime = defineTool({
  name: 'get_current_time',
  title: 'Current time',
  description: 'Current date and time in a zone: ISO 8601 with offset, weekday, and whether DST is on.',
  input: (ctx) => z.object({ timezone: zoneArg('', ctx.localZone) }),
  output: timeResult.extend({ assumed: assumedField, resolved: resolvedField }),
  handler: ({ timezone }, ctx) => {
    const zone = resolveZone(ctx.db, timezone, ctx.localZone, 'timezone');
    const now = Math.floor(ctx.clock.now() / 1000);
    return { ...describeInstant(zone, now), ...(zone.defaulted ? { assumed: ['timezone: local'] } : {}), ...resolvedReport(zone) };
  },
});
