// The sun and the moon over one place in one stretch of time (a local day, given as UTC instants):
// rise and set, solar noon, twilights, golden hour, the moon's phase, the next new and full moon,
// and the year's equinoxes and solstices. Conventions are astronomy-engine's: sunrise and sunset are
// the sun's upper limb on a sea-level horizon with standard refraction (34'), moonrise likewise;
// twilights and golden hour are the sun's centre at a geometric altitude (no refraction). Instants
// are Unix seconds; the zone is the caller's.

import type { AstroTime, Observer } from 'astronomy-engine';
import lazy from './lazy.cjs';

const SECONDS_PER_DAY = 86400;
const J2000_UNIX_DAY = 10957.5;
// astronomy-engine on first use (./lazy.cts)
const A = () => lazy.loadAstronomy();
const astro = (sec: number): AstroTime => A().MakeTime(sec / SECONDS_PER_DAY - J2000_UNIX_DAY);
const unix = (t: AstroTime): number => Math.round((t.ut + J2000_UNIX_DAY) * SECONDS_PER_DAY);

/**
 * An event's instant as almanacs publish it: to the nearest minute (the atmosphere moves sunrise by
 * more than a minute's worth of seconds). Every tool that gives the sky's times rounds with this.
 */
export function roundToMinute(sec: number): number {
  return Math.round(sec / 60) * 60;
}

/** Twilights end where the sun's centre is this far below the horizon. */
export const TWILIGHT_DEGREES = { civil: -6, nautical: -12, astronomical: -18 } as const;
/** Golden hour: the sun's centre between these altitudes. */
export const GOLDEN_HOUR_DEGREES = { low: -4, high: 6 } as const;
/** The sun's upper limb at the horizon, with standard refraction: its centre is this high. */
const SUNRISE_ALTITUDE = -0.8333;

/** A stretch of time, Unix seconds, start inclusive, end exclusive. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Both edges of an interval; either missing when it falls outside the span or never happens. */
export interface Edges {
  readonly start: number | undefined;
  readonly end: number | undefined;
}

export interface SunDay {
  readonly sunrise: number | undefined;
  readonly sunset: number | undefined;
  readonly solarNoon: number | undefined;
  /** Seconds the sun's upper limb is above the horizon within the span. */
  readonly daySeconds: number;
  /** When the sun neither rises nor sets in the span: whether it is up all of it. */
  readonly polar: 'day' | 'night' | undefined;
  readonly twilight: Record<keyof typeof TWILIGHT_DEGREES, Edges>;
  readonly goldenHour: { readonly morning: Edges; readonly evening: Edges };
}

export interface MoonDay {
  /** Ecliptic longitude of the moon minus the sun's, 0–360 (0 new, 180 full), at `at`. */
  readonly phaseDegrees: number;
  /** Lit fraction of the disc at `at`, 0–1. */
  readonly illumination: number;
  readonly moonrise: number | undefined;
  readonly moonset: number | undefined;
  readonly nextNewMoon: number;
  readonly nextFullMoon: number;
}

export interface Seasons {
  readonly marchEquinox: number;
  readonly juneSolstice: number;
  readonly septemberEquinox: number;
  readonly decemberSolstice: number;
}

const observer = (latitude: number, longitude: number): Observer => new (A().Observer)(latitude, longitude, 0);

/** Every crossing of `altitude` (or, with none, rise/set) in the span, in order, each with its direction. */
function crossings(obs: Observer, span: Span, body: 'Sun' | 'Moon', altitude?: number): { at: number; up: boolean }[] {
  const a = A();
  const out: { at: number; up: boolean }[] = [];
  for (const direction of [1, -1]) {
    let from = span.start;
    while (from < span.end) {
      const limit = (span.end - from) / SECONDS_PER_DAY;
      const t =
        altitude === undefined
          ? a.SearchRiseSet(body === 'Sun' ? a.Body.Sun : a.Body.Moon, obs, direction, astro(from), limit)
          : a.SearchAltitude(a.Body.Sun, obs, direction, astro(from), limit, altitude);
      if (!t) break;
      const at = unix(t);
      if (at >= span.end) break;
      out.push({ at, up: direction === 1 });
      from = at + 60;
    }
  }
  return out.sort((x, y) => x.at - y.at);
}

/** The sun's centre altitude, in degrees, at an instant (refraction-free). */
function sunAltitude(obs: Observer, at: number): number {
  const a = A();
  const time = astro(at);
  const eq = a.Equator(a.Body.Sun, time, obs, true, true);
  return a.Horizon(time, obs, eq.ra, eq.dec).altitude;
}

const firstUp = (cs: { at: number; up: boolean }[]) => cs.find((c) => c.up)?.at;
const lastDown = (cs: { at: number; up: boolean }[]) => cs.filter((c) => !c.up).at(-1)?.at;

/** The sun over a place through a span (a local day). */
export function sunDay(latitude: number, longitude: number, span: Span): SunDay {
  const obs = observer(latitude, longitude);
  const rs = crossings(obs, span, 'Sun');
  // Time above the horizon: up at the start if the first crossing is a set (or, with none, if the sun is high enough at midday).
  const mid = (span.start + span.end) / 2;
  let up = rs.length ? !rs[0]!.up : sunAltitude(obs, mid) > SUNRISE_ALTITUDE;
  let daySeconds = 0;
  let from = span.start;
  for (const c of rs) {
    if (up) daySeconds += c.at - from;
    up = c.up;
    from = c.at;
  }
  if (up) daySeconds += span.end - from;
  const noon = A().SearchHourAngle(A().Body.Sun, obs, 0, astro(span.start), 1);
  const solarNoon = unix(noon.time) < span.end ? unix(noon.time) : undefined;
  const twilight = Object.fromEntries(
    Object.entries(TWILIGHT_DEGREES).map(([k, deg]) => {
      const cs = crossings(obs, span, 'Sun', deg);
      return [k, { start: firstUp(cs), end: lastDown(cs) }];
    }),
  ) as unknown as SunDay['twilight'];
  const low = crossings(obs, span, 'Sun', GOLDEN_HOUR_DEGREES.low);
  const high = crossings(obs, span, 'Sun', GOLDEN_HOUR_DEGREES.high);
  return {
    sunrise: firstUp(rs),
    sunset: lastDown(rs),
    solarNoon,
    daySeconds,
    polar: rs.length ? undefined : daySeconds > 0 ? 'day' : 'night',
    twilight,
    goldenHour: { morning: { start: firstUp(low), end: firstUp(high) }, evening: { start: lastDown(high), end: lastDown(low) } },
  };
}

/**
 * The sun's first setting (or, with an altitude, its centre's first descent through it) after
 * `from`, within a day: the evening that a date's own sunset or dusk leaves out when it falls past
 * midnight, after the morning's rise.
 */
export function nextDescent(latitude: number, longitude: number, from: number, altitude?: number): number | undefined {
  const a = A();
  const obs = observer(latitude, longitude);
  const t =
    altitude === undefined
      ? a.SearchRiseSet(a.Body.Sun, obs, -1, astro(from), 1)
      : a.SearchAltitude(a.Body.Sun, obs, -1, astro(from), 1, altitude);
  return t ? unix(t) : undefined;
}

/** The moon over a place through a span, its phase at `at`, and the next new and full moon from the span's start. */
export function moonDay(latitude: number, longitude: number, span: Span, at: number): MoonDay {
  const a = A();
  const obs = observer(latitude, longitude);
  const rs = crossings(obs, span, 'Moon');
  const time = astro(at);
  const next = (lon: number) => unix(a.SearchMoonPhase(lon, astro(span.start), 40)!);
  return {
    phaseDegrees: a.MoonPhase(time),
    illumination: a.Illumination(a.Body.Moon, time).phase_fraction,
    moonrise: firstUp(rs),
    moonset: rs.find((c) => !c.up)?.at,
    nextNewMoon: next(0),
    nextFullMoon: next(180),
  };
}

/** The year's four events in order, as seasonsOf names them: the March equinox (0) to the December solstice (3). */
export const SEASON_KEYS = ['marchEquinox', 'juneSolstice', 'septemberEquinox', 'decemberSolstice'] as const;

/** The equinoxes and solstices of a Gregorian year. */
export function seasonsOf(year: number): Seasons {
  const s = A().Seasons(year);
  return {
    marchEquinox: unix(s.mar_equinox),
    juneSolstice: unix(s.jun_solstice),
    septemberEquinox: unix(s.sep_equinox),
    decemberSolstice: unix(s.dec_solstice),
  };
}

const PHASE_NAMES = [
  'new moon',
  'waxing crescent',
  'first quarter',
  'waxing gibbous',
  'full moon',
  'waning gibbous',
  'last quarter',
  'waning crescent',
] as const;

/** The usual eight names, each the 45° around its point (new moon: 337.5°–22.5°). */
export function phaseName(degrees: number): (typeof PHASE_NAMES)[number] {
  return PHASE_NAMES[Math.floor(((((degrees + 22.5) % 360) + 360) % 360) / 45)]!;
}

/**
 * One event of the sun over a place in a span (a local day): its instant, or undefined when it does
 * not happen there (polar day or night). Sunset and dusk are the evening's, after the day's rise:
 * past the span's end when the sun sets after midnight (Reykjavík in June).
 */
export function sunEvent(
  latitude: number,
  longitude: number,
  span: Span,
  event: 'sunrise' | 'sunset' | 'solarNoon' | 'dawn' | 'dusk',
): number | undefined {
  const obs = observer(latitude, longitude);
  if (event === 'solarNoon') {
    const t = unix(A().SearchHourAngle(A().Body.Sun, obs, 0, astro(span.start), 1).time);
    return t < span.end ? t : undefined;
  }
  const altitude = event === 'sunrise' || event === 'sunset' ? undefined : TWILIGHT_DEGREES.civil;
  const cs = crossings(obs, span, 'Sun', altitude);
  const rise = firstUp(cs);
  if (event === 'sunrise' || event === 'dawn') return rise;
  // the evening's: after the morning's rise, past midnight if need be (a set before the rise
  // closes the evening before)
  const down = lastDown(cs);
  if (rise !== undefined && (down === undefined || down < rise)) return nextDescent(latitude, longitude, rise, altitude) ?? down;
  return down;
}

/** The first new (0) or full (180) moon at or after an instant. */
export function nextMoonPhase(phase: 0 | 180, after: number): number {
  return unix(A().SearchMoonPhase(phase, astro(after), 40)!);
}
