import { test } from 'node:test';
import assert from 'node:assert/strict';
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
