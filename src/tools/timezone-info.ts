import * as z from 'zod/v4';
import { instantOfLocal, parseDateTime } from '../time/datetime.js';
import { ToolInputError } from '../core/errors.js';
import { utcText, zoneInfoAt } from '../time/zone-info.js';
import { countriesUsing, findCountry, rankCountryZones } from '../zones/resolver.js';
import { zoneNames } from '../zones/names.js';
import { resolveZone, type ResolvedZone } from '../time/zoned.js';
import { defineTool } from './define.js';
import { assumedField, dateTimeArg, MAX_ZONE_LENGTH, noteField, resolvedField, resolvedReport, zoneListArg } from './schemas.js';

export const MAX_TRANSITIONS = 10;
const DEFAULT_TRANSITIONS = 1;
const MAIN_CITIES = 3;

const transition = z.object({ from: z.string(), to: z.string(), abbreviation: z.string(), is_dst: z.boolean() });

const zoneInfo = z.object({
  timezone: z.string(),
  datetime: z.string(),
  offset: z.string(),
  abbreviation: z.string(),
  is_dst: z.boolean(),
  standard_offset: z.string(),
  next_transitions: z.array(transition),
  previous_transitions: z.array(transition),
  /** ISO 3166 codes of the countries whose clocks follow this zone's rules. */
  countries: z.array(z.string()),
  /** For a country query: the zone's largest cities in that country. */
  main_cities: z.array(z.string()).optional(),
});

/** A country's name in a query, unless the query is an Area/Location IANA name. */
function countryQuery(query: string) {
  return query.includes('/') ? undefined : findCountry(query);
}

export const timezoneInfo = defineTool({
  name: 'timezone_info',
  title: 'Time zone details',
  description:
    "Zones at an instant: offset, abbreviation, DST, clock changes, countries; a country lists its zones.",
  input: () =>
    z.object({
      query: z
        .string()
        .max(MAX_ZONE_LENGTH)
        .optional()
        .describe("A zone in any spelling or a country, e.g. 'Tokyo', 'Brazil'."),
      timezones: zoneListArg('Several zones', "['America/Vancouver', 'JST']"),
      at: dateTimeArg('Default now; offset-less = each zone\'s wall time. '),
      transitions: z
        .number()
        .int()
        .min(0)
        .max(MAX_TRANSITIONS)
        .optional()
        .describe(`Clock changes to list each way, e.g. 3; default ${DEFAULT_TRANSITIONS}.`),
    }),
  output: z.object({
    tz_version: z.string(),
    /** The instant described, UTC; absent when a wall time was read in several zones (see each zone's datetime). */
    at: z.string().optional(),
    country: z.object({ code: z.string(), name: z.string() }).optional(),
    zones: z.array(zoneInfo),
    note: noteField,
    assumed: assumedField,
    resolved: resolvedField,
  }),
  handler: (args, ctx) => {
    const query = args.query?.trim() ?? '';
    const listed = args.timezones ?? [];
    const assumed: string[] = [];
    const n = args.transitions ?? DEFAULT_TRANSITIONS;

    // Which zones: a country's, the query's, the list's, or the local zone.
    const zones: { z: ResolvedZone; mainCities?: string[] }[] = [];
    const country = query ? countryQuery(query) : undefined;
    if (country) {
      const names = zoneNames();
      for (const { zone } of rankCountryZones(names, country)) {
        zones.push({
          z: resolveZone(ctx.db, zone, ctx.localZone, 'query'),
          mainCities: names.mainCities(country.code, zone, MAIN_CITIES).map((c) => c.name),
        });
      }
    } else if (query) {
      zones.push({ z: resolveZone(ctx.db, query, ctx.localZone, 'query') });
    }
    listed.forEach((name, i) => {
      if (name.trim() === '') throw new ToolInputError(`timezones[${i}] is empty; give a zone such as "Europe/London" or leave it out.`);
      zones.push({ z: resolveZone(ctx.db, name, ctx.localZone, `timezones[${i}]`) });
    });
    if (zones.length === 0) {
      zones.push({ z: resolveZone(ctx.db, undefined, ctx.localZone, 'query') });
      assumed.push('timezone: local');
    }

    // When: an instant, or a wall time read in each zone.
    let instants: number[];
    const notes: string[] = [];
    if (args.at === undefined || args.at === '') {
      instants = zones.map(() => Math.floor(ctx.clock.now() / 1000));
      assumed.push('at: now');
    } else {
      const at = parseDateTime(args.at, 'at');
      if (at.kind === 'instant') {
        instants = zones.map(() => Math.floor(at.ms / 1000));
      } else {
        instants = zones.map(({ z: zone }) => {
          const { ms, note } = instantOfLocal(zone, at.local, 'compatible');
          if (note) notes.push(note);
          return Math.floor(ms / 1000);
        });
        if (zones.length > 1) assumed.push("at: read as each zone's own wall time");
      }
    }

    return {
      tz_version: ctx.db.version,
      ...(instants.every((t) => t === instants[0]) ? { at: utcText(instants[0]!) } : {}),
      ...(country ? { country: { code: country.code, name: country.name } } : {}),
      zones: zones.map(({ z: zone, mainCities }, i) => ({
        timezone: zone.name,
        ...zoneInfoAt(zone.zone, instants[i]!, n),
        countries: countriesUsing(ctx.db, zone.name),
        ...(mainCities ? { main_cities: mainCities } : {}),
      })),
      ...(notes.length ? { note: notes.join(' ') } : {}),
      ...(assumed.length ? { assumed } : {}),
      ...resolvedReport(...zones.map((e) => e.z)),
    };
  },
});
