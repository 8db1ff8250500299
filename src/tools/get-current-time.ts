import * as z from 'zod/v4';
import { nowSec } from '../time/clock.js';
import { defineTool } from './define.js';
import { zoneArg, zoneIn } from './params.js';
import { assumedField, describeInstant, resolvedField, resolvedReport, timeResult } from './results.js';

export const getCurrentTime = defineTool({
  name: 'get_current_time',
  inline: true,
  title: 'Current time',
  description: 'Now in a zone: ISO 8601 with offset, weekday, and whether DST is on.',
  input: (ctx) => z.object({ timezone: zoneArg('', ctx.localZone) }),
  output: timeResult.extend({ assumed: assumedField, resolved: resolvedField }),
  handler: ({ timezone }, ctx) => {
    const zone = zoneIn(ctx, timezone, 'timezone');
    return { ...describeInstant(zone, nowSec(ctx.clock)), ...(zone.defaulted ? { assumed: ['timezone: local'] } : {}), ...resolvedReport(nowSec(ctx.clock), zone) };
  },
});
