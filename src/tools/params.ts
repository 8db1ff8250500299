// Argument schemas shared by tools, defined once so every tool words and validates them the same
// way, and the readers every tool uses for what those arguments hold.

import * as z from 'zod/v4';
import { InputError } from '../core/errors.js';
import { nowSec } from '../time/clock.js';
import { DEFAULT_DISAMBIGUATION, DISAMBIGUATIONS, localDay, type Disambiguation } from '../time/zoned.js';
import { resolveZone, type Beside, type ResolvedZone } from '../zones/resolve.js';
import type { ToolContext } from './define.js';
import { listedAsString } from './listing.js';

export const MAX_ZONE_LENGTH = 128;
/** Most zones one call may list. */
export const MAX_ZONES = 100;

/** A list of zone arguments, any spelling, up to MAX_ZONES; `what` says what they are for and gives an example. */
export function zoneListArg(what: string, example: string) {
  return z.array(z.string().max(MAX_ZONE_LENGTH)).max(MAX_ZONES).optional().describe(`${what}, e.g. ${example}.`);
}

/**
 * A time zone argument that defaults to the server's zone (`--local-timezone`, else the host's: see
 * zones/host-zone.ts; UTC when the host names none), in any spelling the zone resolver accepts. Tool
 * descriptions are paid for in tokens on every tools/list, so this says it briefly; the server's
 * instructions list the spellings, and the default names the zone itself.
 */
export function zoneArg(what: string, localZone: string) {
  return z
    .string()
    .max(MAX_ZONE_LENGTH)
    .optional()
    .describe(`${what}${zoneDefault(localZone)}`);
}

/** How a zone argument is written and what it defaults to, said once per tool. */
export const zoneDefault = (localZone: string) => `Any zone spelling; default the server's zone, ${localZone}.`;

export const disambiguationArg = z.enum(DISAMBIGUATIONS).optional().describe('For a DST gap or repeat.');

const DATE_TIME_FORMS = "ISO 8601, Unix seconds or ms, or words ('tomorrow 9am')";

/** One date-time: ISO 8601 with or without offset, or a Unix timestamp (number or digit string); listed as a string. */
export const dateTimeValue = listedAsString(z.union([z.string().max(64), z.number()]));

/** A date-time argument; `forms` names another argument whose forms it takes, said once per tool. */
export function dateTimeArg(what: string, forms?: string) {
  return dateTimeValue.optional().describe(`${what}${forms ? `Forms ${forms}` : DATE_TIME_FORMS}.`);
}

/** Room for a JSON array of `max` date-times passed as one string (as chrono-mcp accepts). */
const JSON_LIST_CHARS_PER_ITEM = 40;

/**
 * One date-time, listed as a string. It still takes what chrono-mcp's argument of that name takes,
 * a list or a string holding a JSON array, but says only "string": a type union (`anyOf`) is what
 * some clients' schema converters delete and some model providers refuse (README.md, "Clients and model providers").
 */
export function dateTimeOrListArg(what: string, max: number, forms?: string) {
  return listedAsString(z.union([z.string().max(max * JSON_LIST_CHARS_PER_ITEM), z.number(), z.array(dateTimeValue).min(1).max(max)]))
    .optional()
    .describe(`${what}${forms ? `Forms ${forms}` : DATE_TIME_FORMS}.`);
}

/** Several date-times, as their own array argument. */
export function dateTimeListArg(what: string, max: number) {
  return z.array(dateTimeValue).min(1).max(max).optional().describe(`${what}up to ${max}.`);
}

/** Whether an optional text argument was given: absent and blank both mean "not given". */
export function given(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== '';
}

/** A zone argument read by the one resolver, in the call's context (and `beside` the zones it holds); absent or blank is the local zone. */
export function zoneIn(ctx: ToolContext, input: string | undefined, field: string, beside?: Beside): ResolvedZone {
  return resolveZone(ctx.db, input, ctx.localZone, field, nowSec(ctx.clock), beside);
}

/** Zone arguments read together: one of several readings beside others of one is read in their country (zoneIn's `beside`). */
export function zonesIn(ctx: ToolContext, inputs: readonly { input: string | undefined; field: string }[], apart: boolean): ResolvedZone[] {
  const alone = inputs.map(({ input, field }) => {
    try {
      return zoneIn(ctx, input, field);
    } catch (e) {
      if (e instanceof InputError && e.code === 'zone.ambiguous') return undefined;
      throw e;
    }
  });
  const settled = alone.flatMap((z) => (z ? [z.name] : []));
  return inputs.map(({ input, field }, i) => alone[i] ?? zoneIn(ctx, input, field, { zones: settled, apart }));
}

/** Today's date in a zone, as an epoch day. */
export function todayIn(ctx: ToolContext, zone: ResolvedZone): number {
  return localDay(zone.zone, nowSec(ctx.clock));
}

/** The disambiguation argument, or the default. */
export const disambiguationOf = (value: Disambiguation | undefined): Disambiguation => value ?? DEFAULT_DISAMBIGUATION;

/**
 * Regions that write numeric dates month first (03/04 is March 4); every other region writes the day
 * first. With the US and its territories, Canada and Belize, those whose main language's month-day
 * pattern in CLDR 48 (the "Md" skeleton) puts the month first, as their year-month-day dates do: China,
 * Japan, both Koreas, Taiwan, Hungary, Mongolia, Lithuania, Iran and South Africa.
 */
const MONTH_FIRST_REGIONS = new Set([
  ...['US', 'PH', 'FM', 'MH', 'PW', 'AS', 'GU', 'MP', 'PR', 'UM', 'VI', 'CA', 'BZ'],
  ...['CN', 'JP', 'KR', 'KP', 'TW', 'HU', 'MN', 'LT', 'IR', 'ZA'],
]);

/** Whether numeric dates are written day first in a region (an ISO 3166 code, upper case). */
export const writesDayFirst = (region: string): boolean => !MONTH_FIRST_REGIONS.has(region);
