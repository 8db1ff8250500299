// The sun and the moon over one place in one stretch of time (a local day, given as UTC instants):
// rise and set, solar noon, twilights, golden hour, the moon's phase, the next new and full moon,
// and the year's equinoxes and solstices. Conventions are astronomy-engine's: sunrise and sunset are
// the sun's upper limb on a sea-level horizon with standard refraction (34'), moonrise likewise;
// twilights and golden hour are the sun's centre at a geometric altitude (no refraction). Instants
// are Unix seconds; the zone is the caller's.
//
// Computed as almanacs do: astronomy-engine gives each body's exact position at a few instants (its
// series are costly: a search per event evaluated them some 460 times a day), and the polynomial
// through those positions gives it in between, to well under an arcsecond. The place's turn with
// the Earth, its parallax and the altitude are exact at every instant. The new and full moons and
// the seasons of 1900-2100 are looked up in sky-data.ts (the library's own searches, run when the
// table was made).

import type { AstroTime } from 'astronomy-engine';
import lazy from './lazy.cjs';
import { FULL_MOONS, NEW_MOONS, SEASONS, SKY_FIRST_YEAR, SKY_LAST_YEAR } from './sky-data.js';
import { firstAtOrAfter, instantOf } from './sky-series.js';

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
  /**
   * The sun's first setting (or, with an altitude, its centre's first descent through it) within a
   * day after an instant of the span: the evening that a date's own sunset or dusk leaves out when it
   * falls past midnight, after the morning's rise.
   */
  readonly nextDescent: (after: number, altitude?: number) => number | undefined;
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

// astronomy-engine's constants for the Earth's figure and the bodies' radii (astronomy.ts)
const EARTH_FLATTENING = 0.996647180302104;
const EARTH_EQUATORIAL_RADIUS_KM = 6378.1366;
const SUN_RADIUS_KM = 695700;
const MOON_EQUATORIAL_RADIUS_KM = 1738.1;
/** Refraction lifts a body at the horizon by this much (astronomy-engine's, at sea level). */
const REFRACTION_AT_HORIZON = 34 / 60;
const RAD = Math.PI / 180;
/** The hour angle's pace, degrees a day (a solar day; the moon's is about 347). */
const SUN_HOUR_ANGLE_RATE = 360;
const MOON_HOUR_ANGLE_RATE = 347.8;
/** Root searches stop when the event is known to this many seconds (astronomy-engine's tolerance). */
const TOLERANCE_SECONDS = 0.1;
/** Between culminations an altitude is checked for a crossing at least this often. */
const SCAN_SECONDS = 3600;

/** A place on the sea-level ellipsoid: what its position and zenith need at any sidereal angle. */
interface Place {
  readonly sinLat: number;
  readonly cosLat: number;
  /** Its distance from the Earth's axis and from the equator's plane, AU. */
  readonly axial: number;
  readonly polar: number;
  /** Local sidereal angle, degrees, at an instant: linear through the day (exact at its ends). */
  readonly theta: (sec: number) => number;
}

function placeAt(latitude: number, longitude: number, from: number, to: number): Place {
  const a = A();
  const phi = latitude * RAD;
  const sinLat = Math.sin(phi);
  const cosLat = Math.cos(phi);
  const c = 1 / Math.hypot(cosLat, EARTH_FLATTENING * sinLat);
  const s = EARTH_FLATTENING * EARTH_FLATTENING * c;
  // apparent sidereal time at both ends; the Earth turns at a steady rate in between (nutation
  // moves it by under 0.01 s in two days)
  const g0 = 15 * a.SiderealTime(astro(from));
  const g1 = 15 * a.SiderealTime(astro(to));
  const nominal = ((to - from) / SECONDS_PER_DAY) * 360.98564736629;
  const turned = g1 - g0 + 360 * Math.round((nominal - (g1 - g0)) / 360);
  const rate = to > from ? turned / (to - from) : 0;
  return {
    sinLat,
    cosLat,
    axial: (EARTH_EQUATORIAL_RADIUS_KM * c * cosLat) / a.KM_PER_AU,
    polar: (EARTH_EQUATORIAL_RADIUS_KM * s * sinLat) / a.KM_PER_AU,
    theta: (sec) => g0 + longitude + rate * (sec - from),
  };
}

/** A body's geocentric position at an instant, AU, on the true equator and equinox of date. */
function geocentric(body: 'Sun' | 'Moon', sec: number, aberration: boolean): [number, number, number] {
  const a = A();
  const time = astro(sec);
  const v = a.RotateVector(a.Rotation_EQJ_EQD(time), a.GeoVector(a.Body[body], time, aberration));
  return [v.x, v.y, v.z];
}

/**
 * A body's geocentric position (AU, the true equator and equinox of date, light time and aberration
 * applied) through a stretch of time: exact at `nodes` evenly spaced instants, the polynomial
 * through them in between.
 */
class Track {
  private readonly x: number[] = [];
  private readonly y: number[] = [];
  private readonly z: number[] = [];
  private readonly step: number;

  constructor(
    readonly body: 'Sun' | 'Moon',
    readonly from: number,
    readonly to: number,
    nodes: number,
  ) {
    this.step = (to - from) / (nodes - 1);
    for (let i = 0; i < nodes; i++) {
      const [x, y, z] = geocentric(body, from + i * this.step, true);
      this.x.push(x);
      this.y.push(y);
      this.z.push(z);
    }
  }

  /** The position at an instant within the track. */
  at(sec: number): [number, number, number] {
    const u = (sec - this.from) / this.step;
    const n = this.x.length;
    let x = 0;
    let y = 0;
    let z = 0;
    for (let i = 0; i < n; i++) {
      let w = 1;
      for (let j = 0; j < n; j++) if (j !== i) w *= (u - j) / (i - j);
      x += w * this.x[i]!;
      y += w * this.y[i]!;
      z += w * this.z[i]!;
    }
    return [x, y, z];
  }
}

/** A body as the place sees it at an instant: altitude of its centre (geometric) and hour angle, degrees, and distance, AU. */
function seen(track: Track, place: Place, sec: number): { altitude: number; hourAngle: number; distance: number } {
  const [gx, gy, gz] = track.at(sec);
  const theta = place.theta(sec);
  const ct = Math.cos(theta * RAD);
  const st = Math.sin(theta * RAD);
  const x = gx - place.axial * ct;
  const y = gy - place.axial * st;
  const z = gz - place.polar;
  const distance = Math.hypot(x, y, z);
  const up = (x * place.cosLat * ct + y * place.cosLat * st + z * place.sinLat) / distance;
  const ra = Math.atan2(y, x) / RAD;
  return { altitude: Math.asin(Math.max(-1, Math.min(1, up))) / RAD, hourAngle: mod360(theta - ra), distance };
}

const mod360 = (deg: number) => ((deg % 360) + 360) % 360;

/** The body's radius, km, for the altitude of its upper limb. */
const RADIUS_KM = { Sun: SUN_RADIUS_KM, Moon: MOON_EQUATORIAL_RADIUS_KM } as const;

/**
 * What a crossing is measured on: the centre at an altitude, or (none given) the upper limb at the
 * refracted horizon, as rise and set are.
 */
function heightAbove(track: Track, place: Place, altitude: number | undefined): (sec: number) => number {
  if (altitude !== undefined) return (sec) => seen(track, place, sec).altitude - altitude;
  const radiusAu = RADIUS_KM[track.body] / A().KM_PER_AU;
  return (sec) => {
    const s = seen(track, place, sec);
    return s.altitude + Math.asin(radiusAu / s.distance) / RAD + REFRACTION_AT_HORIZON;
  };
}

/**
 * The instants in [from, to] where the body's hour angle is one of `targets` (0: upper culmination,
 * 180: lower), in order.
 */
function hourAngleCrossings(track: Track, place: Place, from: number, to: number, targets: readonly number[]): number[] {
  const rate = (track.body === 'Sun' ? SUN_HOUR_ANGLE_RATE : MOON_HOUR_ANGLE_RATE) / SECONDS_PER_DAY;
  const out: number[] = [];
  for (const target of targets) {
    // the first after `from` (Newton's method on the hour angle), then a turn later each
    for (let t = from + mod360(target - seen(track, place, from).hourAngle) / rate; t <= to; t += 360 / rate) {
      for (let i = 0; i < 8; i++) {
        const step = (((((target - seen(track, place, t).hourAngle) % 360) + 540) % 360) - 180) / rate;
        t += step;
        if (Math.abs(step) < TOLERANCE_SECONDS) break;
      }
      if (t >= from && t <= to) out.push(t);
    }
  }
  return out.sort((p, q) => p - q);
}

/** A root of f between a and b, where f changes sign (the Illinois rule). */
function rootBetween(f: (sec: number) => number, a: number, b: number, fa: number, fb: number): number {
  let side = 0;
  for (let i = 0; i < 60 && b - a > TOLERANCE_SECONDS; i++) {
    const c = (a * fb - b * fa) / (fb - fa);
    const fc = f(c);
    if (fc === 0) return c;
    if (fc > 0 === fb > 0) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return (a + b) / 2;
}

interface Crossing {
  readonly at: number;
  readonly up: boolean;
}

/**
 * The instants in [from, to] to look for crossings between: the culminations, and one at least
 * every hour. Between culminations an altitude only climbs or only falls, so a crossing is wherever
 * it changes sign between two of them, and one search finds it.
 */
function scanPoints(track: Track, place: Place, from: number, to: number): number[] {
  const marks = [from, ...hourAngleCrossings(track, place, from, to, [0, 180]), to];
  const points: number[] = [];
  for (let i = 0; i + 1 < marks.length; i++) {
    const pieces = Math.max(1, Math.ceil((marks[i + 1]! - marks[i]!) / SCAN_SECONDS));
    for (let k = 0; k < pieces; k++) points.push(marks[i]! + ((marks[i + 1]! - marks[i]!) * k) / pieces);
  }
  points.push(to);
  return points;
}

/**
 * Every crossing of `altitude` by the body's centre (or, none given, rise and set) between the
 * first and the last of `points` (scanPoints), the last excluded, in order, each with its direction.
 */
function crossings(track: Track, place: Place, points: readonly number[], altitude?: number): Crossing[] {
  const f = heightAbove(track, place, altitude);
  const end = points[points.length - 1]!;
  const out: Crossing[] = [];
  let a = points[0]!;
  let fa = f(a);
  for (let i = 1; i < points.length; i++) {
    const b = points[i]!;
    const fb = f(b);
    if (fa < 0 !== fb < 0 && b > a) {
      const at = Math.round(rootBetween(f, a, b, fa, fb));
      if (at < end) out.push({ at, up: fb > fa });
    }
    a = b;
    fa = fb;
  }
  return out;
}

const firstUp = (cs: readonly Crossing[]) => cs.find((c) => c.up)?.at;
const lastDown = (cs: readonly Crossing[]) => cs.filter((c) => !c.up).at(-1)?.at;

/** The sun over a place through a span and the day after it (for an evening that runs past midnight). */
function sunOver(latitude: number, longitude: number, span: Span): { track: Track; place: Place } {
  const to = span.end + SECONDS_PER_DAY;
  // three positions two days apart at most: the sun's path curves by under 0.1" from the parabola
  return { track: new Track('Sun', span.start, to, 3), place: placeAt(latitude, longitude, span.start, to) };
}

/** The first upper culmination in the span: solar noon. */
function noonIn(track: Track, place: Place, span: Span): number | undefined {
  const t = hourAngleCrossings(track, place, span.start, span.end, [0])[0];
  return t !== undefined && t < span.end ? Math.round(t) : undefined;
}

/** The sun's first setting (or descent through `altitude`) within a day after `from`. */
function descentAfter(track: Track, place: Place, from: number, altitude?: number): number | undefined {
  const points = scanPoints(track, place, from + 1, Math.min(track.to, from + SECONDS_PER_DAY));
  return crossings(track, place, points, altitude).find((c) => !c.up)?.at;
}

/** The sun over a place through a span (a local day). */
export function sunDay(latitude: number, longitude: number, span: Span): SunDay {
  const { track, place } = sunOver(latitude, longitude, span);
  const points = scanPoints(track, place, span.start, span.end);
  const rs = crossings(track, place, points);
  // Time above the horizon: up at the start if the first crossing is a set (or, with none, if the sun is up at midday).
  const mid = (span.start + span.end) / 2;
  let up = rs.length ? !rs[0]!.up : heightAbove(track, place, undefined)(mid) > 0;
  let daySeconds = 0;
  let from = span.start;
  for (const c of rs) {
    if (up) daySeconds += c.at - from;
    up = c.up;
    from = c.at;
  }
  if (up) daySeconds += span.end - from;
  const twilight = Object.fromEntries(
    Object.entries(TWILIGHT_DEGREES).map(([k, deg]) => {
      const cs = crossings(track, place, points, deg);
      return [k, { start: firstUp(cs), end: lastDown(cs) }];
    }),
  ) as unknown as SunDay['twilight'];
  const low = crossings(track, place, points, GOLDEN_HOUR_DEGREES.low);
  const high = crossings(track, place, points, GOLDEN_HOUR_DEGREES.high);
  return {
    sunrise: firstUp(rs),
    sunset: lastDown(rs),
    solarNoon: noonIn(track, place, span),
    daySeconds,
    polar: rs.length ? undefined : daySeconds > 0 ? 'day' : 'night',
    twilight,
    goldenHour: { morning: { start: firstUp(low), end: firstUp(high) }, evening: { start: lastDown(high), end: lastDown(low) } },
    nextDescent: (after, altitude) => descentAfter(track, place, after, altitude),
  };
}

/** The moon over a place through a span, its phase at `at` (an instant of the span), and the next new and full moon from the span's start. */
export function moonDay(latitude: number, longitude: number, span: Span, at: number): MoonDay {
  // four positions a day: the moon's path departs from the cubic through them by about 0.1"
  const moon = new Track('Moon', span.start, span.end, 4);
  const place = placeAt(latitude, longitude, span.start, span.end);
  const rs = crossings(moon, place, scanPoints(moon, place, span.start, span.end));
  // the phase as astronomy-engine defines it: the bodies' geometric directions, their difference in
  // ecliptic longitude (here on the mean obliquity of J2000: the date's moves it by under 0.01°)
  const sun = geocentric('Sun', at, false);
  const m = moon.at(at);
  const eps = 23.4392911 * RAD;
  const eclipticLongitude = ([x, y, z]: number[]) => Math.atan2(y! * Math.cos(eps) + z! * Math.sin(eps), x!) / RAD;
  const toSun = [sun[0] - m[0], sun[1] - m[1], sun[2] - m[2]];
  const cosPhase = -(m[0] * toSun[0]! + m[1] * toSun[1]! + m[2] * toSun[2]!) / (Math.hypot(...m) * Math.hypot(...toSun));
  return {
    phaseDegrees: mod360(eclipticLongitude(m) - eclipticLongitude(sun)),
    illumination: (1 + cosPhase) / 2,
    moonrise: firstUp(rs),
    moonset: rs.find((c) => !c.up)?.at,
    nextNewMoon: nextMoonPhase(0, span.start),
    nextFullMoon: nextMoonPhase(180, span.start),
  };
}

/** The year's four events in order, as seasonsOf names them: the March equinox (0) to the December solstice (3). */
export const SEASON_KEYS = ['marchEquinox', 'juneSolstice', 'septemberEquinox', 'decemberSolstice'] as const;

/** The equinoxes and solstices of a Gregorian year. */
export function seasonsOf(year: number): Seasons {
  if (year >= SKY_FIRST_YEAR && year <= SKY_LAST_YEAR) {
    const [marchEquinox, juneSolstice, septemberEquinox, decemberSolstice] = SEASONS.map((s) => instantOf(s, year - SKY_FIRST_YEAR));
    return {
      marchEquinox: marchEquinox!,
      juneSolstice: juneSolstice!,
      septemberEquinox: septemberEquinox!,
      decemberSolstice: decemberSolstice!,
    };
  }
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
  const { track, place } = sunOver(latitude, longitude, span);
  if (event === 'solarNoon') return noonIn(track, place, span);
  const altitude = event === 'sunrise' || event === 'sunset' ? undefined : TWILIGHT_DEGREES.civil;
  const cs = crossings(track, place, scanPoints(track, place, span.start, span.end), altitude);
  const rise = firstUp(cs);
  if (event === 'sunrise' || event === 'dawn') return rise;
  // the evening's: after the morning's rise, past midnight if need be (a set before the rise
  // closes the evening before)
  const down = lastDown(cs);
  if (rise !== undefined && (down === undefined || down < rise)) return descentAfter(track, place, rise, altitude) ?? down;
  return down;
}

/** The first new (0) or full (180) moon at or after an instant: from the table in its years, else searched. */
export function nextMoonPhase(phase: 0 | 180, after: number): number {
  return firstAtOrAfter(phase === 0 ? NEW_MOONS : FULL_MOONS, after) ?? unix(A().SearchMoonPhase(phase, astro(after), 40)!);
}
