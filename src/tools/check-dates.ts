// check_dates: every date and time claim in a passage an agent wrote, checked (claims/), read with
// the holiday data parse_time reads phrases with (./phrases.ts) in the writer's zone and as of the
// reference instant.

import * as z from 'zod/v4';
import { checkDates, MAX_PASSAGE_CHARS, summary } from '../claims/check.js';
import { InputError } from '../core/errors.js';
import { MS_PER_SECOND } from '../core/units.js';
import { nowSec } from '../time/clock.js';
import { instantOfLocalMs } from '../time/zoned.js';
import { defineTool } from './define.js';
import { dateTimeArg, given, writesDayFirst, zoneArg, zoneIn } from './params.js';
import { holidaySource, readDateTimeArg } from './phrases.js';
import { describeInstant } from './results.js';

const claim = z.object({
  start: z.number().describe('Offset of the claim in text (UTF-16 code units).'),
  end: z.number(),
  text: z.string(),
  kind: z.enum(['weekday', 'relative', 'holiday', 'range', 'count', 'year', 'conversion', 'clock_change']),
  verdict: z.enum(['ok', 'wrong', 'ambiguous', 'unverifiable']),
  corrected: z.string().optional().describe('For a wrong claim: the text to put in its place.'),
  reason: z.string(),
  readings: z
    .array(z.string())
    .optional()
    .describe('For an ambiguous claim, or a wrong one whose readings fix it differently: each reading and what it makes of the claim.'),
});

export const checkDatesTool = defineTool({
  name: 'check_dates',
  title: 'Check the dates in a passage',
  description:
    'Check every date claim in text you wrote (weekday vs date, relative vs absolute, holidays, day counts, times across zones, clock changes, years): each is ok, wrong with corrected text, ambiguous or unverifiable; lone dates are only counted.',
  input: (ctx) =>
    z.object({
      text: z.string().describe(`The passage, up to ${MAX_PASSAGE_CHARS} characters.`),
      timezone: zoneArg("The writer's zone. ", ctx.localZone),
      now: dateTimeArg('When it was written; default now. '),
      country: z.string().max(64).optional().describe("For holidays, business days and 03/04 order, e.g. 'US', 'GB'."),
    }),
  output: z.object({
    summary: z.string(),
    claims: z.array(claim),
    unchecked: z.number().optional().describe('Dates with nothing beside them to check against.'),
    timezone: z.string(),
    now: z.string(),
  }),
  handler: ({ text, timezone, now, country }, ctx) => {
    if (text.length > MAX_PASSAGE_CHARS) {
      throw new InputError(
        'argument.invalid',
        `text is ${text.length} characters; check at most ${MAX_PASSAGE_CHARS} at a time, splitting the passage at a paragraph.`,
        'text',
      );
    }
    const zone = zoneIn(ctx, timezone, 'timezone');
    let reference = nowSec(ctx.clock);
    if (now !== undefined && now !== '') {
      const arg = readDateTimeArg(ctx, now, 'now', zone, { nowMs: ctx.clock.nowMs() });
      if (arg.kind === 'phrase') reference = Math.floor(arg.read.epochMs / MS_PER_SECOND);
      else if (arg.input.kind === 'instant') reference = Math.floor(arg.input.epochMs / MS_PER_SECOND);
      else reference = Math.floor(instantOfLocalMs(zone, arg.input.localMs, 'compatible').epochMs / MS_PER_SECOND);
    }
    const holidays = holidaySource(ctx, given(country) ? country : undefined, 'country');
    const region = holidays.country?.split('-')[0];
    const report = checkDates(text, {
      db: ctx.db,
      zone,
      reference,
      holidays,
      field: 'text',
      ...(region ? { dayFirst: writesDayFirst(region) } : {}),
    });
    return {
      summary: summary(report),
      claims: report.claims.map(({ readings, ...c }) => ({ ...c, ...(readings ? { readings: [...readings] } : {}) })),
      ...(report.unchecked ? { unchecked: report.unchecked } : {}),
      timezone: zone.name,
      now: describeInstant(zone, reference).datetime,
    };
  },
});
