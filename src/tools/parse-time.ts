import * as z from 'zod/v4';
import { InputError } from '../core/errors.js';
import { formatUtcSeconds } from '../core/iso-text.js';
import { MS_PER_SECOND } from '../core/units.js';
import type { NaturalResult } from '../natural/index.js';
import { nowSec } from '../time/clock.js';
import { isNow, parseInstant } from '../time/parse.js';
import type { TzDatabase } from '../tzdb/database.js';
import type { ResolvedZone } from '../zones/resolve.js';
import { parseOffset, seasonalZoneOf, seasonNote } from '../zones/resolver.js';
import { defineTool } from './define.js';
import { disambiguationArg, disambiguationOf, given, writesDayFirst, zoneArg, zoneIn } from './params.js';
import { readPhrase } from './phrases.js';
import { assumedField, describeInstant, noteField, resolvedField, resolvedReport, resolvedReportOfWall } from './results.js';

/** One instant as the output shows it. */
const moment = z.object({
  datetime: z.string(),
  utc: z.string(),
  day_of_week: z.string(),
  is_dst: z.boolean(),
});

function momentOf(zone: ResolvedZone, epochSec: number) {
  const { datetime, day_of_week, is_dst } = describeInstant(zone, epochSec);
  return { datetime, utc: formatUtcSeconds(epochSec), day_of_week, is_dst };
}

/**
 * A BCP 47 tag's language and region ("en-GB": en, GB; "zh-Hant-TW": zh, TW; "es-419": es, 419), and
 * the date order it writes: day first for every region but the few that write month first; a bare
 * language ("en") keeps month first, as chrono's US English default does.
 */
function localeOf(locale: string | undefined): { region?: string; dayFirst: boolean } | undefined {
  const tag = locale?.trim();
  if (!tag) return undefined;
  const m = /^([a-z]{2,3})(?:[-_]([a-z]{4}))?(?:[-_]([a-z]{2}|\d{3}))?(?:[-_].*)?$/i.exec(tag);
  if (!m) throw new InputError('locale.unknown', `Invalid locale "${tag}"; use a BCP 47 tag such as "en-US" or "en-GB".`, 'locale');
  const region = m[3]?.toUpperCase();
  return region ? { region, dayFirst: writesDayFirst(region) } : { dayFirst: m[1]!.toLowerCase() !== 'en' };
}

/** Wire names of the three kinds of reading. */
const KINDS = { instant: 'instant', range: 'range', open: 'open_range' } as const;

/** Whether a reading is of times of day (a day or longer has none to move to another offset). */
const timesOfDay = (r: NaturalResult): boolean =>
  !r.sky && (r.start ?? r.end) !== undefined && ['second', 'minute', 'hour'].includes(r.grain);

/** The reading's wall times kept and read at `offsetAt` instead of the zone's, as an alternative worded by `reading`. */
function atOtherOffset(
  r: NaturalResult,
  offsetAt: (t: number) => number,
  reading: (said: string) => string,
): NaturalResult['alternatives'][number] {
  const moved = (t: number) => t + r.zone.zone.offsetAt(t) - offsetAt(t);
  const wall = (t: number | undefined) => (t === undefined ? undefined : describeInstant(r.zone, t).datetime.slice(11, 16));
  return {
    kind: r.kind,
    ...(r.start !== undefined ? { start: moved(r.start) } : {}),
    ...(r.end !== undefined ? { end: moved(r.end) } : {}),
    ...(r.open ? { open: r.open } : {}),
    grain: r.grain,
    reading: reading([wall(r.start), wall(r.end)].filter((x) => x !== undefined).join('-')),
  };
}

/**
 * Times of day read in a zone named by one season's name that is out of season then ("14:56 EDT" in
 * November, when New York is on EST; "2-4pm EDT" too): read as the zone's clock, with the name's own
 * offset beside it (14:56 at -04:00 is 13:56 EST), for a writer who meant that offset.
 */
function seasonReading(r: NaturalResult): NaturalResult['alternatives'][number] | undefined {
  const season = r.zone.season;
  if (!season || !timesOfDay(r) || !seasonNote(r.zone.zone, r.zone.name, season, (r.start ?? r.end)!)) return undefined;
  const own = parseOffset(`UTC${season.offset}`);
  return (
    own &&
    atOtherOffset(
      r,
      () => own.seconds,
      (said) => `${said} at ${season.offset}, the offset of ${season.label}`,
    )
  );
}

/**
 * Times of day read in the fixed IANA zone EST or MST when the US zone it is written for is on
 * summer time ("3pm EST" in July): the fixed offset, as written, with that zone's clock beside it
 * (15:00 EDT is an hour earlier), for a writer who meant US Eastern time.
 */
function fixedReading(r: NaturalResult, db: TzDatabase): NaturalResult['alternatives'][number] | undefined {
  const seasonal = seasonalZoneOf(r.zone.name);
  const found = seasonal && timesOfDay(r) ? db.lookup(seasonal) : undefined;
  const local = found && db.zone(found.canonical);
  if (!local?.stateAt((r.start ?? r.end)!).isDst) return undefined;
  return atOtherOffset(
    r,
    (t) => local.offsetAt(t),
    (said) => `${said} on the clock of ${seasonal}, on summer time then`,
  );
}

/** A reading as the output gives it: an instant's fields at the top, a range's ends as moments, an open range's one known end. */
function shape(result: NaturalResult, db: TzDatabase) {
  const extra = [seasonReading(result), fixedReading(result, db)].filter((x) => x !== undefined);
  const r = extra.length ? { ...result, alternatives: [...result.alternatives, ...extra] } : result;
  const at = (t: number) => momentOf(r.zone, t);
  return {
    timezone: r.zone.name,
    kind: KINDS[r.kind],
    ...(r.kind === 'instant' ? at(r.start!) : {}),
    ...(r.kind !== 'instant' && r.start !== undefined ? { start: at(r.start) } : {}),
    ...(r.kind !== 'instant' && r.end !== undefined ? { end: at(r.end) } : {}),
    ...(r.open ? { open: r.open } : {}),
    grain: r.grain,
    ...(r.alternatives.length
      ? {
          alternatives: r.alternatives.map((a) => {
            if (a.kind === 'instant') {
              const { datetime, day_of_week } = describeInstant(r.zone, a.start!);
              return { datetime, day_of_week, reading: a.reading };
            }
            return {
              ...(a.start !== undefined ? { start: describeInstant(r.zone, a.start).datetime } : {}),
              ...(a.end !== undefined ? { end: describeInstant(r.zone, a.end).datetime } : {}),
              ...(a.open ? { open: a.open } : {}),
              reading: a.reading,
            };
          }),
        }
      : {}),
    ...(r.matched ? { matched: r.matched } : {}),
    ...(r.ignored ? { ignored: r.ignored } : {}),
    ...(r.notes.length ? { note: r.notes.join(' ') } : {}),
    ...(r.assumed.length ? { assumed: r.assumed } : {}),
    // The zone's name judged at the instant read (a range open at its start: at its end); another
    // reading of it at the same wall time, the same instant for the sky's (the next full moon), or
    // with no time where the sky's moves with the place (a sunset).
    ...(r.sky === 'instant'
      ? resolvedReport((r.start ?? r.end)!, r.zone)
      : resolvedReportOfWall((r.start ?? r.end)!, r.zone, r.sky === 'place' ? 'none' : 'wall')),
  };
}

export const parseTime = defineTool({
  name: 'parse_time',
  title: 'Parse a date/time phrase',
  description: 'English time words, alone or in a sentence, as an exact instant or range; holidays and festivals too.',
  input: (ctx) =>
    z.object({
      text: z.string().max(500).describe("e.g. 'next Friday 3pm', 'from 3 to 5pm Friday', 'Q3 2027'."),
      timezone: zoneArg('Unless the text names one. ', ctx.localZone),
      reference: z.string().max(40).optional().describe("Instead of now, e.g. '2026-03-15T14:30Z'."),
      locale: z.string().max(35).optional().describe("'en-GB': 03/04 is 3 April, holidays the UK's; default 'en-US'."),
      country: z.string().max(64).optional().describe("For holidays and business days, e.g. 'DE-BY'."),
      disambiguation: disambiguationArg,
    }),
  output: z.object({
    timezone: z.string(),
    kind: z.enum(['instant', 'range', 'open_range']),
    datetime: z.string().optional(),
    utc: z.string().optional(),
    day_of_week: z.string().optional(),
    is_dst: z.boolean().optional(),
    start: moment.optional(),
    end: moment.optional().describe('For a range: the end, exclusive (next week ends Monday 00:00).'),
    open: z.enum(['start', 'end']).optional().describe('For an open range: the side with no bound.'),
    grain: z.enum(['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year']),
    alternatives: z
      .array(
        z.object({
          datetime: z.string().optional(),
          day_of_week: z.string().optional(),
          start: z.string().optional(),
          end: z.string().optional(),
          open: z.enum(['start', 'end']).optional(),
          reading: z.string(),
        }),
      )
      .optional(),
    matched: z.string().optional(),
    ignored: z.string().optional(),
    note: noteField,
    assumed: assumedField,
    resolved: resolvedField,
  }),
  handler: ({ text, timezone, reference, locale, country, disambiguation }, ctx) => {
    const zone = zoneIn(ctx, timezone, 'timezone');
    let ref: number;
    if (given(reference) && !isNow(reference)) {
      const ms = parseInstant(reference);
      if (ms === undefined) {
        throw new InputError(
          'datetime.invalid',
          `Invalid reference "${reference}"; use an ISO 8601 instant with an offset, e.g. "2026-03-15T14:30:00Z".`,
          'reference',
        );
      }
      ref = Math.floor(ms / MS_PER_SECOND);
    } else {
      ref = nowSec(ctx.clock);
    }
    const loc = localeOf(locale);
    const r = readPhrase(ctx, text, 'text', zone, {
      reference: ref,
      ...(loc ? { dayFirst: loc.dayFirst } : {}),
      disambiguation: disambiguationOf(disambiguation),
      ...(given(country) ? { country } : {}),
      // the locale's region names the holidays' country where neither the country nor the zone does
      // ("thanksgiving" with en-CA is Canada's)
      ...(loc?.region ? { localeRegion: loc.region } : {}),
    });
    return shape(r, ctx.db);
  },
});
