// Parameter and result schemas shared by tools, defined once so every tool words and validates
// them the same way.

import * as z from 'zod/v4';
import { DISAMBIGUATIONS, type ResolvedZone } from '../time/zoned.js';
import { listedAsString } from './define.js';

export const MAX_ZONE_LENGTH = 128;
/** Most zones one call may list. */
export const MAX_ZONES = 100;

/** A list of zone arguments, any spelling, up to MAX_ZONES; `what` says what they are for and gives an example. */
export function zoneListArg(what: string, example: string) {
  return z
    .array(z.string().max(MAX_ZONE_LENGTH))
    .max(MAX_ZONES)
    .optional()
    .describe(`${what}, e.g. ${example}.`);
}

/**
 * A time zone argument that defaults to the local zone, in any spelling the zone resolver accepts.
 * Tool descriptions are paid for in tokens on every tools/list, so this says it briefly; the
 * server's instructions list the spellings, and the default names a real zone.
 */
export function zoneArg(what: string, localZone: string) {
  return z
    .string()
    .max(MAX_ZONE_LENGTH)
    .optional()
    .describe(`${what}IANA zone or any spelling; default '${localZone}' (local).`);
}

export const disambiguationArg = z
  .enum(DISAMBIGUATIONS)
  .optional()
  .describe('For a time DST skips or repeats.');

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

/**
 * How zone arguments that were not IANA names (in any letter case) were read, e.g.
 * [{ input: 'Tokyo', timezone: 'Asia/Tokyo', via: 'city' }]. Present only when any was; an entry
 * with a `note` also appears for exact names that need explaining (EST is a fixed -05:00).
 */
export const resolvedField = z
  .array(
    z.object({
      input: z.string(),
      timezone: z.string(),
      via: z.enum(['iana', 'fuzzy-name', 'offset', 'windows', 'abbreviation', 'country', 'city']),
      note: z.string().optional(),
    }),
  )
  .optional();

export type ResolvedEntry = NonNullable<z.infer<typeof resolvedField>>[number];

/** The `resolved` entries for some resolved zone arguments: `{ resolved: [...] }`, or `{}` when none is worth reporting. */
export function resolvedReport(...zones: ResolvedZone[]): { resolved?: ResolvedEntry[] } {
  const out: ResolvedEntry[] = [];
  for (const z of zones) {
    // An exact name, or one that differed only in case or spacing, is shown by `timezone` itself.
    if (z.via === undefined || z.via === 'local' || ((z.via === 'iana' || z.via === 'fuzzy-name') && !z.note)) continue;
    const entry: ResolvedEntry = { input: z.input ?? '', timezone: z.name, via: z.via, ...(z.note ? { note: z.note } : {}) };
    if (!out.some((e) => e.input === entry.input && e.timezone === entry.timezone)) out.push(entry);
  }
  return out.length ? { resolved: out } : {};
}

const DATE_TIME_FORMS = "ISO 8601 or Unix seconds";

/** One date-time: ISO 8601 with or without offset, or a Unix timestamp (number or digit string); listed as a string. */
export const dateTimeValue = listedAsString(z.union([z.string().max(64), z.number()]));

export function dateTimeArg(what: string) {
  return dateTimeValue.optional().describe(`${what}${DATE_TIME_FORMS}.`);
}

/** Room for a JSON array of `max` date-times passed as one string (as chrono-mcp accepts). */
const JSON_LIST_CHARS_PER_ITEM = 40;

/** One date-time or a list of them; a string holding a JSON array is read as that array. */
export function dateTimeListArg(what: string, max: number) {
  return z
    .union([listedAsString(z.union([z.string().max(max * JSON_LIST_CHARS_PER_ITEM), z.number()])), z.array(dateTimeValue).min(1).max(max)])
    .optional()
    .describe(`${what}${DATE_TIME_FORMS}; lists up to ${max}.`);
}
