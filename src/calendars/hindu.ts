// The Hindu lunisolar panchang, computed from astronomy the way drikpanchang.com and most printed
// panchangs do: sidereal longitudes with the Lahiri ayanamsa; tithi = the moon–sun elongation in
// 12° steps; amanta lunar months (new moon to new moon) named by the sidereal sign the sun enters
// during the month (none: adhika, an intercalary month); days that begin at local sunrise, at one
// fixed reference place, New Delhi (28.6139 N, 77.2090 E), in Indian Standard Time (UTC+05:30).
//
// Instants here are UTC epoch days with a fraction (0 = 1970-01-01T00:00Z); a "day" is an integer
// epoch day naming an IST civil date. Every astronomical search is cached: a festival needs a handful
// of them, and a year's worth is a few hundred milliseconds the first time and nothing after.

import type { AstroTime, Body, Observer } from 'astronomy-engine';
import lazy from './lazy.cjs';
import { daysFromCivil } from '../core/civil.js';

/** The place whose sunrise, sunset and moonrise decide the day of a festival. */
export const REFERENCE_PLACE = { name: 'New Delhi', latitude: 28.6139, longitude: 77.209 } as const;
/** Indian Standard Time, UTC+05:30, in days. */
export const IST_OFFSET = 5.5 / 24;

const J2000_EPOCH_DAY = 10957.5;
const SYNODIC_MONTH = 29.530588;
// astronomy-engine on first use (./lazy.cts)
const A = () => lazy.loadAstronomy();
let observerAt: Observer | undefined;
const observer = (): Observer => (observerAt ??= new (A().Observer)(REFERENCE_PLACE.latitude, REFERENCE_PLACE.longitude, 0));

const astro = (t: number): AstroTime => A().MakeTime(t - J2000_EPOCH_DAY);
const instant = (t: AstroTime): number => t.ut + J2000_EPOCH_DAY;
const norm360 = (x: number): number => ((x % 360) + 360) % 360;

/** The IST date (epoch day) an instant falls on. */
export const istDay = (t: number): number => Math.floor(t + IST_OFFSET);

function found(t: AstroTime | null, what: string): number {
  if (!t) throw new Error(`astronomy search found no ${what}`);
  return instant(t);
}

/**
 * The Lahiri (Chitrapaksha) ayanamsa in degrees: 23.245523° at 1956-03-21 (the Indian Calendar
 * Reform Committee's definition, as Swiss Ephemeris holds it), carried by the IAU 2006 general
 * precession in longitude; 23.857° at J2000.
 */
export function lahiriAyanamsa(t: number): number {
  const T = (t - J2000_EPOCH_DAY) / 36525;
  return 23.85708 + (5028.796195 * T + 1.1054348 * T * T) / 3600;
}

/** The sun's sidereal (nirayana) longitude in degrees, [0, 360). */
export function siderealSun(t: number): number {
  return norm360(A().SunPosition(astro(t)).elon - lahiriAyanamsa(t));
}

/** The moon's sidereal (nirayana) longitude in degrees, [0, 360). */
export function siderealMoon(t: number): number {
  return norm360(A().EclipticGeoMoon(astro(t)).lon - lahiriAyanamsa(t));
}

// ---------------------------------------------------------------------------------------------
// Tithi and nakshatra at an instant

export const TITHI_NAMES = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
] as const;

export interface Tithi {
  /** 1–30: 1–15 the bright fortnight (shukla paksha), 16–30 the dark one (krishna paksha). */
  readonly number: number;
  readonly paksha: 'shukla' | 'krishna';
  /** 'Shukla Panchami', 'Purnima', 'Krishna Chaturdashi', 'Amavasya'. */
  readonly name: string;
}

export function tithiName(n: number): string {
  if (n === 15) return 'Purnima';
  if (n === 30) return 'Amavasya';
  return `${n <= 15 ? 'Shukla' : 'Krishna'} ${TITHI_NAMES[(n - 1) % 15]}`;
}

/** The tithi prevailing at an instant: the moon–sun elongation in 12° steps (independent of the ayanamsa). */
export function tithiAt(t: number): Tithi {
  const n = Math.floor(A().MoonPhase(astro(t)) / 12) + 1;
  return { number: n, paksha: n <= 15 ? 'shukla' : 'krishna', name: tithiName(n) };
}

export const NAKSHATRA_NAMES = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;
const NAKSHATRA_SPAN = 360 / 27;

/** The nakshatra (lunar mansion) at an instant, 1–27 (22 = Shravana, Thiruvonam in Malayalam). */
export function nakshatraAt(t: number): { number: number; name: string } {
  const n = Math.floor(siderealMoon(t) / NAKSHATRA_SPAN) + 1;
  return { number: n, name: NAKSHATRA_NAMES[n - 1]! };
}

/** When the sidereal moon next reaches `target`° after `from` (it moves 12–15° a day). */
function searchMoonLongitude(target: number, from: number): number {
  // Newton steps on the moon's own speed; two or three reach a second.
  let t = from + norm360(target - siderealMoon(from)) / 13.2;
  for (let i = 0; i < 8; i++) {
    const diff = ((siderealMoon(t) - target + 540) % 360) - 180;
    if (Math.abs(diff) < 1e-5) break;
    const speed = norm360(siderealMoon(t + 0.01) - siderealMoon(t)) / 0.01;
    t -= diff / speed;
  }
  return t;
}

/** The instants [start, end) of the nakshatra `n` (1–27) that first begins after `from`. */
export function nakshatraSpanAfter(n: number, from: number): { start: number; end: number } {
  const start = searchMoonLongitude((n - 1) * NAKSHATRA_SPAN, from);
  return { start, end: searchMoonLongitude((n % 27) * NAKSHATRA_SPAN, start + 0.5) };
}

// ---------------------------------------------------------------------------------------------
// Sunrise, sunset, moonrise at the reference place

const riseSetCache = new Map<string, number>();

function riseSet(body: Body, direction: 1 | -1, day: number, key: string): number {
  const k = `${key}${day}`;
  let v = riseSetCache.get(k);
  if (v === undefined) {
    v = found(A().SearchRiseSet(body, observer(), direction, astro(day - IST_OFFSET), 1), `${key} on day ${day}`);
    riseSetCache.set(k, v);
  }
  return v;
}

/** Sunrise (upper limb, standard refraction) at the reference place on an IST date. */
export const sunrise = (day: number): number => riseSet(A().Body.Sun, 1, day, 'r');
/** Sunset at the reference place on an IST date. */
export const sunset = (day: number): number => riseSet(A().Body.Sun, -1, day, 's');
/** The first moonrise at the reference place after sunset on an IST date (the evening's moon). */
export function moonriseAfterSunset(day: number): number {
  const k = `m${day}`;
  let v = riseSetCache.get(k);
  if (v === undefined) {
    v = found(A().SearchRiseSet(A().Body.Moon, observer(), 1, astro(sunset(day)), 2), `moonrise after day ${day}`);
    riseSetCache.set(k, v);
  }
  return v;
}

// ---------------------------------------------------------------------------------------------
// Sankranti: the sun entering a sidereal sign

export const RASHI_NAMES = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const;

const sankrantiCache = new Map<string, number>();

/** The instant the sun enters sidereal sign `sign` (0 = Mesha … 9 = Makara) in Gregorian year `year`. */
export function sankranti(sign: number, year: number): number {
  const key = `${sign}:${year}`;
  let v = sankrantiCache.get(key);
  if (v === undefined) {
    // Mesha sankranti is near 14 April; each sign a solar month later. Search the tropical longitude
    // that is the sidereal target plus the ayanamsa, refined once for the ayanamsa at the answer.
    const guess = daysFromCivil(year, 4, 14) + sign * 30.44 - (sign >= 9 ? 365.2422 : 0);
    let t = guess;
    for (let i = 0; i < 2; i++) {
      t = found(A().SearchSunLongitude(norm360(sign * 30 + lahiriAyanamsa(t)), astro(guess - 20), 40), `sankranti ${sign} ${year}`);
    }
    v = t;
    sankrantiCache.set(key, v);
  }
  return v;
}

// ---------------------------------------------------------------------------------------------
// Amanta lunar months

export const LUNAR_MONTH_NAMES = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashvin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;

export interface LunarMonth {
  /** 0 = Chaitra … 11 = Phalguna: the month in which the sun enters sign `index` (0 = Mesha). */
  readonly index: number;
  readonly name: string;
  /** No sankranti in it: an intercalary month, named for the month that follows; festivals skip it. */
  readonly adhika: boolean;
  /** The new moons that open and close it (instants). */
  readonly start: number;
  readonly end: number;
}

const newMoonCache = new Map<number, number[]>();

/** The new moons (conjunction instants) in UTC Gregorian year `year`. */
function newMoonsOfYear(year: number): number[] {
  let v = newMoonCache.get(year);
  if (!v) {
    v = [];
    const end = daysFromCivil(year + 1, 1, 1);
    let t = daysFromCivil(year, 1, 1);
    for (;;) {
      const nm = found(A().SearchMoonPhase(0, astro(t), 40), 'new moon');
      if (nm >= end) break;
      v.push(nm);
      t = nm + 20;
    }
    newMoonCache.set(year, v);
  }
  return v;
}

const monthCache = new Map<number, LunarMonth[]>();

/** The amanta months that begin in UTC Gregorian year `year`, in order. */
export function lunarMonthsBeginningIn(year: number): LunarMonth[] {
  let v = monthCache.get(year);
  if (!v) {
    const moons = [...newMoonsOfYear(year), newMoonsOfYear(year + 1)[0]!];
    v = [];
    for (let i = 0; i + 1 < moons.length; i++) {
      const startSign = Math.floor(siderealSun(moons[i]!) / 30);
      const endSign = Math.floor(siderealSun(moons[i + 1]!) / 30);
      // The sign entered during the month names it; a month with no entry takes the next month's
      // name as adhika. (A month with two entries, kshaya, is rare; it is named for the first.)
      const adhika = startSign === endSign;
      const index = (startSign + 1) % 12;
      v.push({ index, name: LUNAR_MONTH_NAMES[index]!, adhika, start: moons[i]!, end: moons[i + 1]! });
    }
    monthCache.set(year, v);
  }
  return v;
}

/** The amanta month containing an instant. */
export function lunarMonthAt(t: number): LunarMonth {
  const year = 1970 + Math.floor(t / 365.2425);
  for (const yy of [year - 1, year, year + 1]) {
    for (const m of lunarMonthsBeginningIn(yy)) if (m.start <= t && t < m.end) return m;
  }
  throw new Error(`no lunar month at ${t}`);
}

/** The nija (non-adhika) amanta month `index` whose new moon falls in the window [from, to) (epoch days). */
export function nijaMonthsBetween(index: number, from: number, to: number): LunarMonth[] {
  const out: LunarMonth[] = [];
  const y0 = 1970 + Math.floor(from / 365.2425) - 1;
  const y1 = 1970 + Math.floor(to / 365.2425) + 1;
  for (let y = y0; y <= y1; y++) {
    for (const m of lunarMonthsBeginningIn(y)) if (!m.adhika && m.index === index && m.start >= from && m.start < to) out.push(m);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Tithi spans and the day a tithi is kept

const tithiCache = new Map<string, { start: number; end: number }>();

/** The instants [start, end) of tithi `n` (1–30) of a lunar month. */
export function tithiSpan(month: LunarMonth, n: number): { start: number; end: number } {
  const key = `${month.start}:${n}`;
  let v = tithiCache.get(key);
  if (!v) {
    const edge = (k: number): number => {
      if (k === 0) return month.start;
      if (k === 30) return month.end;
      const approx = month.start + (k * SYNODIC_MONTH) / 30;
      return found(A().SearchMoonPhase(k * 12, astro(Math.max(month.start + 0.1, approx - 2)), 5), `tithi edge ${k}`);
    };
    v = { start: edge(n - 1), end: edge(n) };
    tithiCache.set(key, v);
  }
  return v;
}

/**
 * The part of the day a festival's tithi must prevail in, as a window at the reference place:
 * daylight is split in fifths (purvahna the forenoon, the first two; madhyahna the third;
 * aparahna the fourth); pradosh is the 2 h 24 min (three muhurtas) after sunset;
 * nishita the 48 minutes around the middle of the night; moonrise the evening moonrise.
 */
export type DayPart = 'purvahna' | 'madhyahna' | 'aparahna' | 'sunset' | 'pradosh' | 'nishita' | 'night' | 'moonrise';

/** The window [from, to) of a day part on an IST date (the night parts belong to the evening's date). */
export function dayPartWindow(part: DayPart, day: number): [number, number] {
  const rise = sunrise(day);
  const set = sunset(day);
  const light = set - rise;
  switch (part) {
    case 'purvahna':
      return [rise, rise + light * 0.4];
    case 'madhyahna':
      return [rise + light * 0.4, rise + light * 0.6];
    case 'aparahna':
      return [rise + light * 0.6, rise + light * 0.8];
    case 'sunset':
      return [set, set + 1 / 1440];
    case 'pradosh':
      return [set, set + 0.1];
    case 'nishita': {
      const mid = (set + sunrise(day + 1)) / 2;
      return [mid - 1 / 60, mid + 1 / 60];
    }
    case 'night':
      return [set, sunrise(day + 1)];
    case 'moonrise': {
      const t = moonriseAfterSunset(day);
      return [t, t + 1 / 1440];
    }
  }
}

/**
 * How a festival picks its day from its tithi:
 * - `{ udaya: true }`: the tithi prevailing at sunrise (a tithi spanning no sunrise, kshaya, is kept on
 *   the day it runs); `minHours` keeps it the day before instead when at that sunrise it has less than
 *   that left (Raksha Bandhan's three muhurtas);
 * - `{ part, pick }`: among the days whose `part` the tithi overlaps, the first, the last, or the one
 *   it covers most.
 */
export type TithiRule =
  | { readonly udaya: true; readonly minHours?: number }
  | { readonly part: DayPart; readonly pick: 'first' | 'last' | 'most' };

/** The IST date on which a tithi span is kept under a rule. */
export function dayOfTithi(span: { start: number; end: number }, rule: TithiRule): number {
  const first = istDay(span.start) - 1;
  const last = istDay(span.end) + 1;
  if ('udaya' in rule) {
    for (let d = first; d <= last; d++) {
      const rise = sunrise(d);
      if (rise >= span.start && rise < span.end) {
        const short = rule.minHours !== undefined && span.end - rise < rule.minHours / 24 && sunrise(d - 1) < span.start;
        return short ? d - 1 : d;
      }
    }
    return istDay(span.start); // kshaya: no sunrise in it
  }
  let best = istDay(span.start);
  let bestOverlap = 0;
  for (let d = first; d <= last; d++) {
    const [a, b] = dayPartWindow(rule.part, d);
    const overlap = Math.min(b, span.end) - Math.max(a, span.start);
    if (overlap <= 0) continue;
    if (rule.pick === 'first') return d;
    if (rule.pick === 'last' || overlap > bestOverlap) {
      best = d;
      bestOverlap = overlap;
    }
  }
  return best;
}
