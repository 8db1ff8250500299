// Parameter and result schemas shared by tools, defined once so every tool words and validates
// them the same way.

import * as z from 'zod/v4';
import { DISAMBIGUATIONS } from '../time/zoned.js';

export const MAX_ZONE_LENGTH = 128;

/** An IANA zone argument that defaults to the local zone. */
export function zoneArg(what: string, examples: string, localZone: string) {
  return z
    .string()
    .max(MAX_ZONE_LENGTH)
    .optional()
    .describe(`${what}IANA time zone, e.g. ${examples}. Defaults to the local zone, '${localZone}'.`);
}

export const disambiguationArg = z
  .enum(DISAMBIGUATIONS)
  .optional()
  .describe(
    'For a time a DST change skips or repeats: compatible (default; later in a gap, earlier in a repeat), earlier, later, or reject.',
  );

/** The reference server's TimeResult. */
export const timeResult = z.object({
  timezone: z.string(),
  datetime: z.string(),
  day_of_week: z.string(),
  is_dst: z.boolean(),
});

/** Which defaults filled gaps in the call, e.g. ["timezone: local"]. Present only when any did. */
export const assumedField = z.array(z.string()).optional();

/** What happened at a DST gap or overlap, and what was chosen. */
export const noteField = z.string().optional();
