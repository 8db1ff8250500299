// Where a place is on the globe: the city table's coordinates for what a zone argument names (a
// city, a country's or region's largest city, an IANA zone's largest city), and the nearest city to
// a point, for its zone.

import { InputError } from '../core/errors.js';
import type { TzDatabase } from '../tzdb/database.js';
import { zoneNames, type City } from './names.js';
import { resolvedOf, resolveZoneText, type ResolvedZone } from './resolve.js';
import { countryOfZone, lookupZone } from './resolver.js';
import { ambiguousZone, malformedZoneMessage } from './resolve.js';

/** A place on the globe with the zone its clocks keep. */
export interface Located {
  readonly zone: ResolvedZone;
  readonly city: City;
  /** How the place became a point, when it was not a city: "the country Norway, at its largest city Oslo". */
  readonly assumed?: string;
}

/** A place named as the zone resolver reads it, with the coordinates of its city (or of the largest city of what it names). */
export function locatePlace(db: TzDatabase, input: string, field: string, at?: number): Located {
  const text = input.trim();
  const r = lookupZone(db, text, { locate: true, ...(at === undefined ? {} : { at }) });
  if (r.kind === 'unknown' && r.malformed) throw new InputError('zone.malformed', malformedZoneMessage(text, r.malformed, field), field);
  if (r.kind === 'unknown') {
    const suggestions = r.suggestions
      .slice(0, 3)
      .map((s) => `"${s}"`)
      .join(', ');
    const did = suggestions ? `did you mean ${suggestions}, or ` : '';
    throw new InputError('place.unknown', `Unknown place "${text}" in ${field}: ${did}give a city such as "Oslo".`, field, {
      input: text,
      suggestions,
    });
  }
  if (r.kind === 'ambiguous') throw ambiguousZone(text, r, field);
  const zone = resolvedOf(r.match, text);
  const place = r.match.place;
  if (place?.kind === 'city') return { zone, city: place.city };
  const city = place?.city ?? largestCityOfZone(db, r.match.name);
  if (!city) {
    throw new InputError(
      'place.unlocated',
      `${field} "${text}" names a zone with no city in Meridian's table; give a city such as "Oslo".`,
      field,
      { input: text, zone: r.match.name },
    );
  }
  const what = place ? place.describe : `the zone ${r.match.name}`;
  return { zone, city, assumed: `${field}: ${what}, at ${zoneCityLabel(city)} (${city.latitude}, ${city.longitude})` };
}

/**
 * Where a zone's clock is kept: the most populous city of the table on it in the zone's own country,
 * else the zone's principal location in zone.tab (a city of population 0: Longyearbyen for
 * Arctic/Longyearbyen, whose clock is Berlin's), else the most populous city anywhere on its clock.
 */
export function largestCityOfZone(db: TzDatabase, zone: string): City | undefined {
  const names = zoneNames();
  const canonical = db.lookup(zone)?.canonical;
  const country = countryOfZone(db, zone) ?? countryOfZone(db, canonical ?? zone);
  if (country) {
    for (const z of [zone, canonical]) {
      const found = z ? names.mainCities(country, z, 1)[0] : undefined;
      if (found) return found;
    }
  }
  const own = names.zoneLocation(zone);
  if (own) return own;
  let best: City | undefined;
  for (const c of names.cities) if (db.lookup(c.zone)?.canonical === canonical && (!best || c.population > best.population)) best = c;
  return best;
}

/** How a zone's city is named in a note: "its largest city Oslo", or "Longyearbyen, its location in zone.tab". */
function zoneCityLabel(city: City): string {
  return city.population === 0 ? `${city.name}, its location in zone.tab` : `its largest city ${city.name}`;
}

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The city of the table nearest to a point, and how far it is. */
export function nearestCity(latitude: number, longitude: number): { city: City; km: number } {
  const city = zoneNames().nearestCity(latitude, longitude);
  return { city, km: distanceKm(latitude, longitude, city.latitude, city.longitude) };
}

/** The zone of the nearest city to a point, as a resolved zone. */
export function zoneNear(
  db: TzDatabase,
  latitude: number,
  longitude: number,
  field: string,
): { zone: ResolvedZone; city: City; km: number } {
  const { city, km } = nearestCity(latitude, longitude);
  return { zone: resolveZoneText(db, city.zone, field), city, km };
}
