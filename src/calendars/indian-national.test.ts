// The Indian national (Saka) calendar against python3-convertdate's `indian_civil`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { daysFromIndian, indianFromDays } from './indian-national.js';
import { pythonWith, runPython, skipUnless } from '../../test/calendar-oracles.js';

const python = pythonWith('convertdate.indian_civil');
const SKIP = skipUnless(!!python, 'no python3 with convertdate (apt install python3-convertdate)');
const iso = (z: number) => {
  const { year, month, day } = civilFromDays(z);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

test("every 11th day of 1900-2200 converts to convertdate.indian_civil's date and back", { skip: SKIP }, () => {
  assert.ok(python, 'python3 with convertdate is required');
  const days: number[] = [];
  for (let z = daysFromCivil(1900, 1, 1); z < daysFromCivil(2200, 1, 1); z += 11) days.push(z);
  const script = `
import json, sys
from convertdate import indian_civil
print(json.dumps([list(indian_civil.from_gregorian(*map(int, s.split('-')))) for s in json.load(sys.stdin)]))
`;
  const want = runPython(python, script, days.map(iso)) as [number, number, number][];
  days.forEach((z, i) => {
    const [year, month, day] = want[i]!;
    assert.deepEqual(indianFromDays(z), { year, month, day }, iso(z));
    assert.equal(daysFromIndian(year, month, day), z);
  });
  assert.ok(days.length >= 2000);
});

test('1 Chaitra is 22 March, 21 March in a Gregorian leap year', () => {
  assert.equal(iso(daysFromIndian(1947, 1, 1)), '2025-03-22');
  assert.equal(iso(daysFromIndian(1946, 1, 1)), '2024-03-21');
  assert.deepEqual(indianFromDays(daysFromCivil(2024, 3, 20)), { year: 1945, month: 12, day: 30 });
});
