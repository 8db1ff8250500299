// The Coptic and Ethiopian calendars against python3-convertdate's `coptic` (convertdate has no
// Ethiopian module: the Ethiopian year is the Coptic year + 276, checked here on known dates).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { copticFromDays, copticMonthLength, daysFromCoptic, daysFromEthiopian, ethiopianFromDays } from './coptic.js';
import { pythonWith, runPython, skipUnless } from '../../test/calendar-oracles.js';

const python = pythonWith('convertdate.coptic');
const SKIP = skipUnless(!!python, 'no python3 with convertdate (apt install python3-convertdate)');
const iso = (z: number) => {
  const { year, month, day } = civilFromDays(z);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

test("every 13th day of 1600-2200 converts to convertdate.coptic's date and back", { skip: SKIP }, () => {
  assert.ok(python, 'python3 with convertdate is required');
  const days: number[] = [];
  for (let z = daysFromCivil(1600, 1, 1); z < daysFromCivil(2200, 1, 1); z += 13) days.push(z);
  const script = `
import json, sys
from convertdate import coptic
print(json.dumps([list(coptic.from_gregorian(*map(int, s.split('-')))) for s in json.load(sys.stdin)]))
`;
  const want = runPython(python, script, days.map(iso)) as [number, number, number][];
  days.forEach((z, i) => {
    const [year, month, day] = want[i]!;
    assert.deepEqual(copticFromDays(z), { year, month, day }, iso(z));
    assert.equal(daysFromCoptic(year, month, day), z);
  });
  assert.ok(days.length >= 2000);
});

test("every day of the thirteenth month 1700-1800 A.M., and each year's last day, agrees with convertdate", { skip: SKIP }, () => {
  assert.ok(python, 'python3 with convertdate is required');
  const dates: [number, number, number][] = [];
  for (let y = 1700; y <= 1800; y++) for (let d = 1; d <= copticMonthLength(y, 13); d++) dates.push([y, 13, d]);
  const script = `
import json, sys
from convertdate import coptic
print(json.dumps(['%04d-%02d-%02d' % coptic.to_gregorian(*d) for d in json.load(sys.stdin)]))
`;
  const want = runPython(python, script, dates) as string[];
  dates.forEach(([y, m, d], i) => assert.equal(iso(daysFromCoptic(y, m, d)), want[i], `${y}-${m}-${d}`));
});

test('the Ethiopian calendar is the Coptic one 276 years on: Enkutatash, Genna, Pagume 6', () => {
  // Meskerem 1, 2018 E.C. was 11 September 2025; 2016 E.C. began on 12 September 2023 (after Pagume 6).
  assert.equal(iso(daysFromEthiopian(2018, 1, 1)), '2025-09-11');
  assert.equal(iso(daysFromEthiopian(2016, 1, 1)), '2023-09-12');
  assert.deepEqual(ethiopianFromDays(daysFromCivil(2023, 9, 11)), { year: 2015, month: 13, day: 6 });
  // Genna (Ethiopian Christmas), Tahsas 29: 7 January.
  assert.deepEqual(ethiopianFromDays(daysFromCivil(2026, 1, 7)), { year: 2018, month: 4, day: 29 });
  for (let z = daysFromCivil(1900, 1, 1); z < daysFromCivil(2100, 1, 1); z += 97) {
    const c = copticFromDays(z);
    assert.deepEqual(ethiopianFromDays(z), { ...c, year: c.year + 276 });
  }
});
