// Nowruz and the Solar Hijri calendar against python3-convertdate's `persian` (which reckons the
// equinox with PyMeeus, a different ephemeris from astronomy-engine), and the Parsi calendar's
// fixed 365-day year.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { computedNowruz, daysFromPersian, nowruz, parsiNewYear, persianFromDays, shahenshahiFromDays } from './persian.js';
import { PERSIAN_FESTIVALS } from './persian-festivals.js';
import { pythonWith, runPython, skipUnless } from '../../test/calendar-oracles.js';

const python = pythonWith('convertdate.persian');
const SKIP = skipUnless(!!python, 'no python3 with convertdate (apt install python3-convertdate)');
const iso = (z: number) => {
  const { year, month, day } = civilFromDays(z);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

test("Nowruz of every year 1900-2100 is convertdate.persian's 1 Farvardin", { skip: SKIP }, () => {
  assert.ok(python, 'python3 with convertdate is required');
  const script = `
import json, sys
from convertdate import persian
print(json.dumps(['%04d-%02d-%02d' % persian.to_gregorian(y - 621, 1, 1) for y in range(1900, 2101)]))
`;
  const want = runPython(python, script, null) as string[];
  const got: string[] = [];
  for (let y = 1900; y <= 2100; y++) got.push(iso(nowruz(y)));
  assert.deepEqual(got, want);
});

test("every 36th day of 1900-2100 (convertdate is slow) converts to convertdate.persian's Solar Hijri date", { skip: SKIP }, () => {
  assert.ok(python, 'python3 with convertdate is required');
  const days: number[] = [];
  for (let z = daysFromCivil(1900, 4, 1); z < daysFromCivil(2100, 3, 1); z += 36) days.push(z);
  const script = `
import json, sys
from convertdate import persian
print(json.dumps([list(persian.from_gregorian(*map(int, s.split('-')))) for s in json.load(sys.stdin)]))
`;
  const want = runPython(python, script, days.map(iso)) as [number, number, number][];
  days.forEach((z, i) => {
    const [year, month, day] = want[i]!;
    assert.deepEqual(persianFromDays(z), { year, month, day }, iso(z));
    assert.equal(daysFromPersian(year, month, day), z);
  });
  assert.ok(days.length > 2000);
});

test('the Parsi year is 365 days: Navroz 1388 on 17 August 2018, 1392 on 16 August 2022, 1394 on 15 August 2024', () => {
  assert.equal(iso(parsiNewYear(1388)), '2018-08-17');
  assert.equal(iso(parsiNewYear(1392)), '2022-08-16');
  assert.equal(iso(parsiNewYear(1394)), '2024-08-15');
  assert.deepEqual(shahenshahiFromDays(daysFromCivil(2018, 8, 16)), { year: 1387, month: 13, day: 5 });
  const navroz = PERSIAN_FESTIVALS.find((f) => f.key === 'parsi-new-year')!;
  const spans = navroz.occurrences(daysFromCivil(1900, 1, 1), daysFromCivil(2101, 1, 1));
  for (let i = 1; i < spans.length; i++) assert.equal(spans[i]!.start - spans[i - 1]!.start, 365);
  assert.ok(spans.length >= 201);
});

test('the table of Nowruz 1900-2101 is the computation; outside it the equinox is computed (1899: 21 March, as convertdate has it)', () => {
  for (let y = 1900; y <= 2101; y++) assert.equal(nowruz(y), computedNowruz(y), String(y));
  assert.equal(iso(nowruz(1899)), '1899-03-21');
});
