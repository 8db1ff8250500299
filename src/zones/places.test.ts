import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { InputError } from '../core/errors.js';
import { db } from '../../test/helpers.js';
import { distanceKm, largestCityOfZone, locatePlace, nearestCity } from './places.js';

test('places: a city is its own point; a country, a region or a zone stands for its largest city, and says so', () => {
  const riyadh = locatePlace(db, 'Riyadh', 'where');
  assert.deepEqual(
    [riyadh.zone.name, riyadh.city.latitude, riyadh.city.longitude, riyadh.assumed],
    ['Asia/Riyadh', 24.69, 46.72, undefined],
  );
  assert.equal(locatePlace(db, 'Sao Paulo', 'where').city.name, 'São Paulo');
  const norway = locatePlace(db, 'Norway', 'where');
  assert.equal(norway.city.name, 'Oslo');
  assert.equal(norway.assumed, 'where: the country Norway, at its largest city Oslo (59.91, 10.75)');
  assert.equal(locatePlace(db, 'Bavaria', 'where').city.name, 'Munich');
  assert.match(locatePlace(db, 'Europe/Paris', 'where').assumed!, /the zone Europe\/Paris, at its largest city Paris/);
  assert.equal(largestCityOfZone(db, 'Asia/Kolkata')?.name, 'Mumbai');
});

test("places: every zone of zone.tab is located in its own country; one on another country's clock at its own place", () => {
  // zone.tab (the tz database's, as installed with tzdata) lists each zone with its country and its principal location.
  const rows = readFileSync('/usr/share/zoneinfo/zone.tab', 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t'));
  assert.ok(rows.length > 400);
  const degrees = (sign: string, d: string, m: string, s = '0') =>
    (sign === '-' ? -1 : 1) * (Number(d) + Number(m) / 60 + Number(s) / 3600);
  const far: string[] = [];
  for (const [codes, point, zone] of rows) {
    const city = locatePlace(db, zone!, 'where').city;
    assert.ok(codes!.split(',').includes(city.country), `${zone} located at ${city.name}, ${city.country}`);
    const m = /^([+-])(\d{2})(\d{2})(\d{2})?([+-])(\d{3})(\d{2})(\d{2})?$/.exec(point!)!;
    const km = distanceKm(degrees(m[1]!, m[2]!, m[3]!, m[4]), degrees(m[5]!, m[6]!, m[7]!, m[8]), city.latitude, city.longitude);
    // a zone whose clock is kept in another country (tz links it there) is at its own place, not at that country's city:
    // zone.tab's point, or its own town in the city table (zone.tab writes Longyearbyen's to the whole degree, 26 km off)
    const clock = db.lookup(zone!)!.canonical;
    if (clock !== zone && !rows.some((r) => r[2] === clock && r[0]!.split(',').some((c) => codes!.split(',').includes(c))) && km > 30)
      far.push(`${zone} ${Math.round(km)} km`);
  }
  assert.deepEqual(far, []);
  const svalbard = locatePlace(db, 'Longyearbyen', 'where');
  assert.deepEqual(
    [svalbard.zone.name, svalbard.city.country, svalbard.city.latitude, svalbard.city.longitude],
    ['Arctic/Longyearbyen', 'SJ', 78.22, 15.65],
  );
  // a zone with no town in the city table is at zone.tab's point
  assert.match(locatePlace(db, 'Europe/Busingen', 'where').assumed!, /at Büsingen, its location in zone\.tab \(47\.7, 8\.68\)/);
});

test('places: the nearest city to a point', () => {
  assert.equal(nearestCity(59.9, 10.7).city.name, 'Oslo');
  assert.ok(Math.abs(distanceKm(51.51, -0.13, 48.86, 2.35) - 344) < 3, 'London to Paris');
});

test('places: unknown and unlocated places are InputErrors naming the field', () => {
  const caught = (text: string) => {
    try {
      locatePlace(db, text, 'where');
    } catch (e) {
      assert.ok(e instanceof InputError);
      return e;
    }
    assert.fail(`${text} was located`);
  };
  const unknown = caught('Atlantis Undersea');
  assert.deepEqual([unknown.code, unknown.field], ['place.unknown', 'where']);
  const unlocated = caught('Etc/GMT+5');
  assert.deepEqual([unlocated.code, unlocated.field, unlocated.detail.zone], ['place.unlocated', 'where', 'Etc/GMT+5']);
});
