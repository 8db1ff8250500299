import * as z from 'zod/v4';
import { InputError } from '../core/errors.js';
import { formatDate } from '../core/iso-text.js';
import { civilFromDays } from '../core/civil.js';
import { SECONDS_PER_MINUTE } from '../core/units.js';
import { moonDay, phaseName, roundToMinute, seasonsOf, sunDay, TWILIGHT_DEGREES, type Edges } from '../calendars/sky.js';
import { formatReading } from '../time/format.js';
import { startOfLocalDay } from '../time/zoned.js';
import type { ResolvedZone } from '../zones/resolve.js';
import { locatePlace, zoneNear } from '../zones/places.js';
import { defineTool, type ToolContext } from './define.js';
import { given, MAX_ZONE_LENGTH, todayIn, zoneIn } from './params.js';
import { readDateArg } from './phrases.js';
import { assumedField, noteField, resolvedField, resolvedReport, type ResolvedEntry } from './results.js';

const ILLUMINATION_DIGITS = 2;

const time = z.string().nullable();
const edges = z.object({ start: time, end: time });

export const daylight = defineTool({
  name: 'daylight',
  title: 'Sun and moon',
  icon: 'sun',
  description: 'Sunrise, sunset, twilights, golden hour, day length, moon and seasons for a place and date, in its local time.',
  input: () =>
    z.object({
      place: z.string().max(MAX_ZONE_LENGTH).optional().describe("A city, region or country, e.g. 'Oslo'; or latitude and longitude."),
      latitude: z.number().min(-90).max(90).optional().describe('Degrees north, e.g. 59.91.'),
      longitude: z.number().min(-180).max(180).optional().describe('Degrees east, e.g. 10.75.'),
      date: z.string().max(64).optional().describe('YYYY-MM-DD or words; default today there.'),
      timezone: z.string().max(MAX_ZONE_LENGTH).optional().describe("Zone of the times; default the place's zone."),
    }),
  output: z.object({
    place: z.string().describe("e.g. 'Oslo, NO'"),
    latitude: z.number().describe('e.g. 59.91'),
    longitude: z.number().describe('e.g. 10.75'),
    timezone: z.string().describe("e.g. 'Europe/Oslo'"),
    date: z.string().describe("e.g. '2026-06-21'"),
    sunrise: time.describe("Upper limb on the horizon, refraction 34'; e.g. '2026-06-21T03:54:00+02:00'; null if none"),
    sunset: time.describe("e.g. '2026-06-21T22:44:00+02:00'"),
    solar_noon: time.describe("e.g. '2026-06-21T13:19:00+02:00'"),
    day_length: z.string().describe("Sun above the horizon that day, e.g. '18:50'"),
    civil_twilight: edges.describe('Sun at -6 degrees: dawn (start) and dusk (end)'),
    nautical_twilight: edges.describe('Sun at -12 degrees'),
    astronomical_twilight: edges.describe('Sun at -18 degrees'),
    golden_hour: z.object({ morning: edges, evening: edges }).describe('Sun between -4 and +6 degrees'),
    moon: z
      .object({
        phase_name: z.string().describe("e.g. 'waxing crescent'"),
        illumination: z.number().describe('Lit fraction at noon, e.g. 0.42'),
        moonrise: time,
        moonset: time,
        next_new_moon: z.string(),
        next_full_moon: z.string(),
      })
      .describe('The moon that day'),
    seasons: z
      .object({ march_equinox: z.string(), june_solstice: z.string(), september_equinox: z.string(), december_solstice: z.string() })
      .describe("The date's year, e.g. march_equinox '2026-03-20T15:46:00+01:00'"),
    note: noteField,
    assumed: assumedField,
    resolved: resolvedField,
  }),
  wording: {
    'place.unknown': (e) =>
      `Unknown place "${e.detail.input}": ${e.detail.suggestions ? `did you mean ${e.detail.suggestions}, or ` : ''}give a city such as "Oslo", or latitude and longitude.`,
    'place.unlocated': (e) =>
      `"${e.detail.input}" is the zone ${e.detail.zone}, with no city in Meridian's table; give a city such as "Oslo", or latitude and longitude with this zone as timezone.`,
  },
  handler: (args, ctx) => {
    const assumed: string[] = [];
    const notes: string[] = [];
    const { zone, latitude, longitude, label } = placeOf(ctx, args, assumed);

    let day: number;
    let phrase: ResolvedEntry | undefined;
    if (given(args.date)) {
      const read = readDateArg(ctx, args.date, 'date', zone);
      day = read.day;
      phrase = read.entry;
    } else {
      day = todayIn(ctx, zone);
      assumed.push('date: today');
    }
    const start = startOfLocalDay(zone, day);
    const span = { start, end: startOfLocalDay(zone, day + 1) };
    if (span.end <= span.start) {
      throw new InputError(
        'argument.invalid',
        `${formatDate(civilFromDays(day))} does not exist in ${zone.name} (its clocks skipped that date); give another date.`,
        'date',
      );
    }
    const at = (sec: number | undefined) =>
      sec === undefined ? null : formatReading(roundToMinute(sec), zone.zone.stateAt(roundToMinute(sec)).offset);
    const pair = (e: Edges) => ({ start: at(e.start), end: at(e.end) });

    const sun = sunDay(latitude, longitude, span);
    // This evening's sunset and dusks when they fall past the next midnight: after the morning's
    // rise, the date holds none, or only one before the rise, which closes the evening before.
    const late: string[] = [];
    const early: string[] = [];
    const evening = (start: number | undefined, end: number | undefined, name: string, altitude?: number): boolean => {
      if (start === undefined || (end !== undefined && end > start)) return false;
      const next = sun.nextDescent(start, altitude);
      if (next === undefined) return false;
      late.push(`${name} ${at(next)}`);
      if (end !== undefined) early.push(name);
      return true;
    };
    const setsAfterMidnight = evening(sun.sunrise, sun.sunset, 'sunset');
    for (const k of Object.keys(TWILIGHT_DEGREES) as (keyof typeof TWILIGHT_DEGREES)[])
      evening(sun.twilight[k].start, sun.twilight[k].end, `${k} dusk`, TWILIGHT_DEGREES[k]);
    if (sun.polar === 'day') notes.push('The sun does not set (polar day).');
    else if (sun.polar === 'night') notes.push('The sun does not rise (polar night).');
    else if (sun.sunrise === undefined) notes.push('The sun does not rise on this day; it only sets.');
    else if (sun.sunset === undefined && !setsAfterMidnight) notes.push('The sun does not set on this day; it only rises.');
    if (sun.twilight.astronomical.start === undefined && sun.polar !== 'night' && sun.twilight.civil.start !== undefined)
      notes.push('The sky does not get fully dark: some twilights are null.');
    if (late.length)
      notes.push(
        `This date's evening comes after midnight: ${late.join(', ')}${
          early.length
            ? `; the ${early.join(' and ')} given for the date, before the morning's rise, ${early.length === 1 ? 'closes' : 'close'} the evening before`
            : ''
        }.`,
      );
    const moon = moonDay(latitude, longitude, span, (span.start + span.end) / 2);
    const seasons = seasonsOf(civilFromDays(day).year);
    if (zone.note) notes.push(zone.note);

    return {
      place: label,
      latitude,
      longitude,
      timezone: zone.name,
      date: formatDate(civilFromDays(day)),
      sunrise: at(sun.sunrise),
      sunset: at(sun.sunset),
      solar_noon: at(sun.solarNoon),
      day_length: hoursMinutes(sun.daySeconds),
      civil_twilight: pair(sun.twilight.civil),
      nautical_twilight: pair(sun.twilight.nautical),
      astronomical_twilight: pair(sun.twilight.astronomical),
      golden_hour: { morning: pair(sun.goldenHour.morning), evening: pair(sun.goldenHour.evening) },
      moon: {
        phase_name: phaseName(moon.phaseDegrees),
        illumination: Number(moon.illumination.toFixed(ILLUMINATION_DIGITS)),
        moonrise: at(moon.moonrise),
        moonset: at(moon.moonset),
        next_new_moon: at(moon.nextNewMoon)!,
        next_full_moon: at(moon.nextFullMoon)!,
      },
      seasons: {
        march_equinox: at(seasons.marchEquinox)!,
        june_solstice: at(seasons.juneSolstice)!,
        september_equinox: at(seasons.septemberEquinox)!,
        december_solstice: at(seasons.decemberSolstice)!,
      },
      ...(notes.length ? { note: notes.join(' ') } : {}),
      ...(assumed.length ? { assumed } : {}),
      ...resolvedReport(start, zone, ...(phrase ? [phrase] : [])),
    };
  },
});

/** The place: a name read by the zone resolver, or a point with a zone given or taken from the nearest city. */
function placeOf(
  ctx: ToolContext,
  args: { place?: string | undefined; latitude?: number | undefined; longitude?: number | undefined; timezone?: string | undefined },
  assumed: string[],
): { zone: ResolvedZone; latitude: number; longitude: number; label: string } {
  const point = args.latitude !== undefined || args.longitude !== undefined;
  if (point) {
    if (args.latitude === undefined || args.longitude === undefined) {
      throw new InputError(
        'argument.missing',
        `Give both latitude and longitude, e.g. latitude 59.91 and longitude 10.75, or a place such as "Oslo".`,
        args.latitude === undefined ? 'latitude' : 'longitude',
      );
    }
    if (given(args.place)) throw new InputError('arguments.conflict', 'Give either place or latitude and longitude, not both.', 'place');
    const { latitude, longitude } = args;
    const label = `${latitude}, ${longitude}`;
    if (given(args.timezone)) return { zone: zoneIn(ctx, args.timezone, 'timezone'), latitude, longitude, label };
    const near = zoneNear(ctx.db, latitude, longitude, 'timezone');
    assumed.push(`timezone: ${near.zone.name}, of the nearest city ${near.city.name}, ${near.city.country} (${Math.round(near.km)} km)`);
    return { zone: near.zone, latitude, longitude, label };
  }
  if (!given(args.place)) throw new InputError('argument.missing', 'Give a place such as "Oslo", or latitude and longitude.', 'place');
  const found = locatePlace(ctx.db, args.place, 'place');
  if (found.assumed) assumed.push(found.assumed);
  const zone = given(args.timezone) ? zoneIn(ctx, args.timezone, 'timezone') : found.zone;
  return { zone, latitude: found.city.latitude, longitude: found.city.longitude, label: `${found.city.name}, ${found.city.country}` };
}

/** "9:05", "24:00". */
function hoursMinutes(seconds: number): string {
  const minutes = Math.round(seconds / SECONDS_PER_MINUTE);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
