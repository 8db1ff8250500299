import * as z from 'zod/v4';
import { InputError } from '../core/errors.js';
import { formatOffset, formatUtcSeconds } from '../core/iso-text.js';
import { MS_PER_SECOND } from '../core/units.js';
import { nowSec } from '../time/clock.js';
import { formatReading } from '../time/format.js';
import { nextTransitions, previousTransitions, standardOffset } from '../time/zone-info.js';
import { instantOfLocalMs } from '../time/zoned.js';
import type { Transition, Zone } from '../tzdb/zone.js';
import { zoneNames } from '../zones/names.js';
import { zoneAt, type ResolvedZone } from '../zones/resolve.js';
import { countriesUsing, findCountry, rankCountryZones } from '../zones/resolver.js';
import { defineTool } from './define.js';
import { dateTimeArg, MAX_ZONE_LENGTH, zoneIn, zoneListArg } from './params.js';
import { readDateTimeArg } from './phrases.js';
import { assumedField, noteField, resolvedField, resolvedReport, type ResolvedEntry } from './results.js';

export const MAX_TRANSITIONS = 10;
const DEFAULT_TRANSITIONS = 1;
const MAIN_CITIES = 3;

/** One clock change: the clocks just before it and just after it (one instant, two readings), and the abbreviation and summer-time state from then on. */
const transition = z.object({ from: z.string(), to: z.string(), abbreviation: z.string(), is_dst: z.boolean() });

function transitionOut(tr: Transition): z.infer<typeof transition> {
  return {
    from: formatReading(tr.at, tr.before.offset),
    to: formatReading(tr.at, tr.after.offset),
    abbreviation: tr.after.abbr,
    is_dst: tr.after.isDst,
  };
}

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

/** What the zone's clocks do at an instant: the wire shape of one zone, without its name and countries. */
function clocksAt(zone: Zone, epochSec: number, transitions: number) {
  const state = zone.stateAt(epochSec);
  return {
    datetime: formatReading(epochSec, state.offset),
    offset: formatOffset(state.offset),
    abbreviation: state.abbr,
    is_dst: state.isDst,
    standard_offset: formatOffset(standardOffset(zone, epochSec)),
    next_transitions: nextTransitions(zone, epochSec, transitions).map(transitionOut),
    previous_transitions: previousTransitions(zone, epochSec, transitions).map(transitionOut),
  };
}

/** A country's name in a query, unless the query is an Area/Location IANA name. */
function countryQuery(query: string) {
  return query.includes('/') ? undefined : findCountry(query);
}

export const timezoneInfo = defineTool({
  name: 'timezone_info',
  title: 'Time zone details',
  icon: 'globe',
  description: 'Zones at an instant: offset, abbreviation, DST, clock changes, countries; a country lists its zones.',
  input: () =>
    z.object({
      query: z.string().max(MAX_ZONE_LENGTH).optional().describe("A zone (any spelling) or a country, e.g. 'Brazil'."),
      timezones: zoneListArg('Several zones', "['JST', 'Tokyo']"),
      at: dateTimeArg("Default now; offset-less = each zone's wall time. "),
      transitions: z
        .number()
        .int()
        .min(0)
        .max(MAX_TRANSITIONS)
        .optional()
        .describe(`Clock changes to list each way; default ${DEFAULT_TRANSITIONS}.`),
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
    const zones: { zone: ResolvedZone; mainCities?: string[] }[] = [];
    const country = query ? countryQuery(query) : undefined;
    if (country) {
      const names = zoneNames();
      for (const { zone } of rankCountryZones(names, country)) {
        zones.push({
          zone: zoneIn(ctx, zone, 'query'),
          mainCities: names.mainCities(country.code, zone, MAIN_CITIES).map((c) => c.name),
        });
      }
    } else if (query) {
      zones.push({ zone: zoneIn(ctx, query, 'query') });
    }
    listed.forEach((name, i) => {
      if (name.trim() === '')
        throw new InputError(
          'argument.invalid',
          `timezones[${i}] is empty; give a zone such as "Europe/London" or leave it out.`,
          `timezones[${i}]`,
        );
      zones.push({ zone: zoneIn(ctx, name, `timezones[${i}]`) });
    });
    if (zones.length === 0) {
      zones.push({ zone: zoneIn(ctx, undefined, 'query') });
      assumed.push('timezone: local');
    }

    // When: an instant, or a wall time read in each zone (as Unix seconds).
    let instants: number[];
    const notes: string[] = [];
    let phrase: ResolvedEntry | undefined;
    if (args.at === undefined || args.at === '') {
      instants = zones.map(() => nowSec(ctx.clock));
      assumed.push('at: now');
    } else {
      const arg = readDateTimeArg(ctx, args.at, 'at', zones.length === 1 ? zones[0]!.zone : zoneIn(ctx, undefined, 'at'), {
        nowMs: ctx.clock.nowMs(),
      });
      if (arg.kind === 'phrase') phrase = arg.read.entry;
      const at = arg.kind === 'phrase' ? { kind: 'instant' as const, epochMs: arg.read.epochMs } : arg.input;
      if (at.kind === 'instant') {
        instants = zones.map(() => Math.floor(at.epochMs / MS_PER_SECOND));
      } else {
        instants = zones.map(({ zone }) => {
          const { epochMs, note } = instantOfLocalMs(zone, at.localMs, 'compatible');
          if (note) notes.push(note);
          return Math.floor(epochMs / MS_PER_SECOND);
        });
        if (zones.length > 1) assumed.push("at: read as each zone's own wall time");
      }
    }

    return {
      tz_version: ctx.db.version,
      ...(instants.every((t) => t === instants[0]) ? { at: formatUtcSeconds(instants[0]!) } : {}),
      ...(country ? { country: { code: country.code, name: country.name } } : {}),
      zones: zones.map(({ zone, mainCities }, i) => ({
        timezone: zone.name,
        ...clocksAt(zone.zone, instants[i]!, n),
        countries: countriesUsing(ctx.db, zone.name),
        ...(mainCities ? { main_cities: mainCities } : {}),
      })),
      ...(notes.length ? { note: notes.join(' ') } : {}),
      ...(assumed.length ? { assumed } : {}),
      ...resolvedReport(instants[0]!, ...zones.map((e, i) => zoneAt(e.zone, instants[i]!)), ...(phrase ? [phrase] : [])),
    };
  },
});
