// Japanese eras, the Thai Buddhist Era and Minguo years against ICU's japanese, buddhist and roc
// calendars (through Intl, at UTC noon, so no zone data is involved).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { daysFromJapanese, japaneseFromDays, JAPANESE_GREGORIAN_FROM, MINGUO_YEAR_OFFSET, THAI_YEAR_OFFSET } from './gregorian-eras.js';

const icu = (calendar: string, z: number) => {
  const parts = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, {
    timeZone: 'UTC',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(z * 86400000 + 43200000);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { era: get('era'), year: Number(get('year')), month: Number(get('month')), day: Number(get('day')) };
};
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

test("every 9th day of 1873-2030 and each era's edges have ICU's Japanese era date", () => {
  const days: number[] = [];
  for (let z = JAPANESE_GREGORIAN_FROM; z < daysFromCivil(2030, 1, 1); z += 9) days.push(z);
  for (const [y, m, d] of [
    [1912, 7, 29],
    [1912, 7, 30],
    [1926, 12, 24],
    [1926, 12, 25],
    [1989, 1, 7],
    [1989, 1, 8],
    [2019, 4, 30],
    [2019, 5, 1],
  ] as const)
    days.push(daysFromCivil(y, m, d));
  for (const z of days) {
    const want = icu('japanese', z);
    const got = japaneseFromDays(z)!;
    assert.deepEqual({ era: got.era, year: got.year, month: got.month, day: got.day }, { ...want, era: fold(want.era) }, String(z));
    assert.equal(daysFromJapanese(got.era!, got.year, got.month, got.day), z);
  }
  assert.ok(days.length >= 2000);
});

test('Japanese era edges: Reiwa 1 (gannen) is 2019-05-01, Heisei 31 ends 2019-04-30, kanji names read, outside dates refused', () => {
  assert.deepEqual(japaneseFromDays(daysFromCivil(2019, 5, 1)), { era: 'Reiwa', eraNative: '令和', year: 1, month: 5, day: 1 });
  assert.equal(daysFromJapanese('令和', 1, 5, 1), daysFromCivil(2019, 5, 1));
  assert.equal(typeof daysFromJapanese('Heisei', 31, 5, 1), 'string');
  assert.equal(typeof daysFromJapanese('Meiji', 5, 1, 1), 'string');
  assert.equal(typeof daysFromJapanese('Edo', 1, 1, 1), 'string');
  assert.equal(japaneseFromDays(JAPANESE_GREGORIAN_FROM - 1), undefined);
});

test("Thai Buddhist and Minguo years are ICU's buddhist and roc years, every 5th day of 1941-2100", () => {
  let n = 0;
  for (let z = daysFromCivil(1941, 1, 1); z < daysFromCivil(2100, 1, 1); z += 5, n++) {
    const { year } = civilFromDays(z);
    assert.equal(icu('buddhist', z).year, year + THAI_YEAR_OFFSET);
    assert.equal(icu('roc', z).year, year - MINGUO_YEAR_OFFSET);
  }
  assert.ok(n >= 2000);
});
