// Easter against python-dateutil's easter() (EASTER_WESTERN and EASTER_ORTHODOX, both stated in
// the Gregorian calendar) for every year 1583-4099, and the feasts hung on it at their offsets.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { daysFromJulian, julianFromDays, orthodoxEaster, westernEaster } from './easter.js';
import { CHRISTIAN_FESTIVALS } from './christian-festivals.js';
import { pythonWith, runPython, skipUnless } from '../../test/calendar-oracles.js';

const python = pythonWith('dateutil.easter');
const FIRST = 1583;
const LAST = 4099;

const iso = (day: number) => {
  const { year, month, day: d } = civilFromDays(day);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

test('Easter (Western and Orthodox) agrees with dateutil.easter for every year 1583-4099', {
  skip: skipUnless(!!python, 'no python3 with dateutil (apt install python3-dateutil)'),
}, () => {
  assert.ok(python, 'python3 with dateutil is required');
  const script = `
import json, sys
from dateutil.easter import easter, EASTER_WESTERN, EASTER_ORTHODOX
a, b = json.load(sys.stdin)
print(json.dumps([[easter(y, EASTER_WESTERN).isoformat(), easter(y, EASTER_ORTHODOX).isoformat()] for y in range(a, b + 1)]))
`;
  const expected = runPython(python, script, [FIRST, LAST]) as [string, string][];
  let checked = 0;
  for (let y = FIRST; y <= LAST; y++) {
    const [w, o] = expected[y - FIRST]!;
    assert.equal(iso(westernEaster(y)), w, `Western Easter ${y}`);
    assert.equal(iso(orthodoxEaster(y)), o, `Orthodox Easter ${y}`);
    checked += 2;
  }
  assert.equal(checked, 2 * (LAST - FIRST + 1));
});

test('the Julian calendar round-trips and has the known 13-day gap of 1900-2099', () => {
  for (let z = daysFromCivil(1583, 1, 1); z < daysFromCivil(2400, 1, 1); z += 17) {
    const j = julianFromDays(z);
    assert.equal(daysFromJulian(j.year, j.month, j.day), z);
  }
  assert.equal(daysFromJulian(2018, 12, 25), daysFromCivil(2019, 1, 7));
  assert.equal(daysFromJulian(1582, 10, 5), daysFromCivil(1582, 10, 15));
});

test('each feast lies at its offset from Easter, and every occurrence is found in a range', () => {
  const byKey = new Map(CHRISTIAN_FESTIVALS.map((f) => [f.key, f]));
  const at = (key: string, y: number) => byKey.get(key)!.occurrences(daysFromCivil(y, 1, 1), daysFromCivil(y + 1, 1, 1));
  for (let y = 1900; y <= 2100; y++) {
    const e = westernEaster(y);
    const o = orthodoxEaster(y);
    assert.deepEqual(at('easter', y), [{ start: e, end: e + 1 }]);
    assert.deepEqual(at('ash-wednesday', y), [{ start: e - 46, end: e - 45 }]);
    assert.deepEqual(at('lent', y), [{ start: e - 46, end: e }]);
    assert.deepEqual(at('pentecost', y), [{ start: e + 49, end: e + 50 }]);
    assert.deepEqual(at('great-lent', y), [{ start: o - 48, end: o - 8 }]);
    const xmas = at('orthodox-christmas', y);
    assert.equal(xmas.length, 1);
    assert.equal(iso(xmas[0]!.start), `${y}-01-${y <= 1900 ? '06' : y <= 2100 ? '07' : '08'}`);
  }
  // Weekdays: Ash Wednesday a Wednesday, Clean Monday a Monday, Lazarus Saturday a Saturday.
  const weekday = (z: number) => (((z + 4) % 7) + 7) % 7;
  for (let y = 1900; y <= 2100; y++) {
    assert.equal(weekday(at('ash-wednesday', y)[0]!.start), 3);
    assert.equal(weekday(at('clean-monday', y)[0]!.start), 1);
    assert.equal(weekday(at('lazarus-saturday', y)[0]!.start), 6);
    assert.equal(weekday(at('corpus-christi', y)[0]!.start), 4);
  }
});
