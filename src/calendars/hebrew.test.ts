// The Hebrew calendar and the Jewish holidays against the hebcal program: every day of 1900-2100
// converted (hebcal -d), and every holiday of every year at its eve (hebcal's default holidays).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { daysFromHebrew, hebrewFromDays, HEBREW_MONTH_NAMES } from './hebrew.js';
import { JEWISH_FESTIVALS } from './hebrew-festivals.js';
import { hebcal, skipUnless } from '../../test/calendar-oracles.js';

const FIRST = 1900;
const YEARS = 201;
const days = hebcal(['-d', '-g', '-x', '-h', '--years', String(YEARS), String(FIRST)]);
const events = hebcal(['-g', '-x', '--years', String(YEARS), String(FIRST)]);
const SKIP = skipUnless(days !== undefined && events !== undefined, 'the hebcal program is not installed (apt install hebcal)');

const HEBCAL_MONTHS: Record<string, number> = {
  Nisan: 1,
  Iyyar: 2,
  Sivan: 3,
  Tamuz: 4,
  Av: 5,
  Elul: 6,
  Tishrei: 7,
  Cheshvan: 8,
  Kislev: 9,
  Tevet: 10,
  "Sh'vat": 11,
  Adar: 12,
  'Adar I': 12,
  'Adar II': 13,
};

const dayOf = (iso: string) => daysFromCivil(+iso.slice(0, 4), +iso.slice(5, 7), +iso.slice(8, 10));
const iso = (z: number) => {
  const { year, month, day } = civilFromDays(z);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

test('every day 1900-2100 converts to and from the Hebrew date hebcal gives', { skip: SKIP }, () => {
  assert.ok(days, 'hebcal is required');
  let n = 0;
  for (const line of days.trim().split('\n')) {
    const m = /^(\d{4}-\d\d-\d\d) (\d+)\w\w of (.+), (\d+)$/.exec(line);
    assert.ok(m, `unexpected hebcal line ${line}`);
    const z = dayOf(m[1]!);
    const want = { year: +m[4]!, month: HEBCAL_MONTHS[m[3]!]!, day: +m[2]! };
    assert.deepEqual(hebrewFromDays(z), want, `${m[1]} (${m[2]} ${HEBREW_MONTH_NAMES[want.month - 1]})`);
    assert.equal(daysFromHebrew(want.year, want.month, want.day), z, line);
    n++;
  }
  assert.ok(n > 73_000, `only ${n} days compared`);
});

/** For each festival: the hebcal event it is read from, and the span that event gives ([first - eve, ...)). */
const FROM_HEBCAL: Record<string, { event: RegExp; span: (d: number) => [number, number] }> = {
  'rosh-hashanah': { event: /^Rosh Hashana \d+$/, span: (d) => [d - 1, d + 2] },
  'tzom-gedaliah': { event: /^Tzom Gedaliah$/, span: (d) => [d, d + 1] },
  'erev-yom-kippur': { event: /^Yom Kippur$/, span: (d) => [d - 1, d] },
  'yom-kippur': { event: /^Yom Kippur$/, span: (d) => [d - 1, d] },
  sukkot: { event: /^Sukkot I$/, span: (d) => [d - 1, d + 8] },
  'hoshana-rabbah': { event: /^Sukkot VII \(Hoshana Raba\)$/, span: (d) => [d - 1, d] },
  'shemini-atzeret': { event: /^Shmini Atzeret$/, span: (d) => [d - 1, d] },
  'simchat-torah': { event: /^Simchat Torah$/, span: (d) => [d - 1, d] },
  hanukkah: { event: /^Chanukah: 1 Candle$/, span: (d) => [d, d + 8] },
  'asara-btevet': { event: /^Asara B'Tevet$/, span: (d) => [d, d + 1] },
  'tu-bishvat': { event: /^Tu BiShvat$/, span: (d) => [d - 1, d] },
  'taanit-esther': { event: /^Ta'anit Esther$/, span: (d) => [d, d + 1] },
  purim: { event: /^Purim$/, span: (d) => [d - 1, d] },
  'shushan-purim': { event: /^Shushan Purim$/, span: (d) => [d - 1, d] },
  'erev-pesach': { event: /^Pesach I$/, span: (d) => [d - 1, d] },
  passover: { event: /^Pesach I$/, span: (d) => [d - 1, d + 8] },
  'yom-hashoah': { event: /^Yom HaShoah$/, span: (d) => [d - 1, d] },
  'yom-hazikaron': { event: /^Yom HaZikaron$/, span: (d) => [d - 1, d] },
  'yom-haatzmaut': { event: /^Yom HaAtzma'ut$/, span: (d) => [d - 1, d] },
  'lag-baomer': { event: /^Lag BaOmer$/, span: (d) => [d - 1, d] },
  'yom-yerushalayim': { event: /^Yom Yerushalayim$/, span: (d) => [d - 1, d] },
  'erev-shavuot': { event: /^Shavuot I$/, span: (d) => [d - 1, d] },
  shavuot: { event: /^Shavuot I$/, span: (d) => [d - 1, d + 2] },
  'tzom-tammuz': { event: /^Tzom Tammuz$/, span: (d) => [d, d + 1] },
  'tisha-bav': { event: /^Tish'a B'Av( \(observed\))?$/, span: (d) => [d - 1, d] },
  'tu-bav': { event: /^Tu B'Av$/, span: (d) => [d - 1, d] },
};

test('every Jewish holiday of every year 1900-2100 falls where hebcal puts it (at its eve)', { skip: SKIP }, () => {
  assert.ok(events, 'hebcal is required');
  const lines = events
    .trim()
    .split('\n')
    .map((l) => [dayOf(l.slice(0, 10)), l.slice(11)] as const);
  // Starts within the years hebcal was asked for, a week clear of the ends.
  const from = daysFromCivil(FIRST, 1, 8);
  const to = daysFromCivil(FIRST + YEARS, 1, 1) - 7;
  assert.deepEqual(Object.keys(FROM_HEBCAL).sort(), JEWISH_FESTIVALS.map((f) => f.key).sort(), 'every festival has its hebcal event');
  let compared = 0;
  for (const f of JEWISH_FESTIVALS) {
    const { event, span } = FROM_HEBCAL[f.key]!;
    const want = lines
      .filter(([, name]) => event.test(name))
      .map(([d]) => span(d))
      .filter(([s]) => s >= from && s < to)
      .map(([s, e]) => `${iso(s)}..${iso(e)}`);
    const got = f.occurrences(from, to).map((s) => `${iso(s.start)}..${iso(s.end)}`);
    assert.deepEqual(got, want, f.key);
    compared += want.length;
  }
  assert.ok(compared > 5000, `only ${compared} occurrences compared`);
});

test('every Jewish occurrence has a note naming its eve', () => {
  for (const f of JEWISH_FESTIVALS) {
    for (const s of f.occurrences(daysFromCivil(2018, 1, 1), daysFromCivil(2019, 1, 1))) {
      assert.ok(s.note && s.note.includes('2018'), `${f.key}: ${s.note}`);
    }
  }
  const yk = JEWISH_FESTIVALS.find((f) => f.key === 'yom-kippur')!.occurrences(daysFromCivil(2018, 1, 1), daysFromCivil(2019, 1, 1));
  assert.equal(yk[0]!.note, 'Yom Kippur begins at sundown on 18 September 2018; the day itself is 19 September.');
});

test('in Israel, Passover, Shavuot and Simchat Torah fall where hebcal -i puts them, and their own days follow the eve', {
  skip: SKIP,
}, () => {
  const israel = hebcal(['-i', '-g', '-x', '--years', String(YEARS), String(FIRST)]);
  assert.ok(israel, 'hebcal is required');
  const lines = israel
    .trim()
    .split('\n')
    .map((l) => [dayOf(l.slice(0, 10)), l.slice(11)] as const);
  const from = daysFromCivil(FIRST, 1, 8);
  const to = daysFromCivil(FIRST + YEARS, 1, 1) - 7;
  // [event, span from it ([eve, end)), own days]: Pesach I to VII; one day of Shavuot; Simchat Torah on Shmini Atzeret
  const kept: Record<string, [RegExp, (d: number) => [number, number], (d: number) => [number, number]]> = {
    passover: [/^Pesach I$/, (d) => [d - 1, d + 7], (d) => [d, d + 7]],
    shavuot: [/^Shavuot( I)?$/, (d) => [d - 1, d], (d) => [d, d + 1]],
    'simchat-torah': [/^Shmini Atzeret$/, (d) => [d - 1, d], (d) => [d, d + 1]],
  };
  let compared = 0;
  for (const [key, [event, span, own]] of Object.entries(kept)) {
    const f = JEWISH_FESTIVALS.find((x) => x.key === key)!;
    const firsts = lines.filter(([, name]) => event.test(name)).map(([d]) => d);
    const want = firsts.map((d) => [span(d), own(d)] as const).filter(([[s]]) => s >= from && s < to);
    const got = f.israel!.occurrences(from, to).map((s) => [[s.start, s.end], s.days] as const);
    assert.deepEqual(
      got.map(([[s, e], d]) => `${iso(s)}..${iso(e)} ${iso(d![0])}..${iso(d![1])}`),
      want.map(([[s, e], [a, b]]) => `${iso(s)}..${iso(e)} ${iso(a)}..${iso(b)}`),
      key,
    );
    compared += want.length;
  }
  assert.ok(compared > 500, `only ${compared} occurrences compared`);
  // elsewhere, the own days of Passover are Pesach I to VIII (hebcal, diaspora)
  const pesachI = events!
    .trim()
    .split('\n')
    .filter((l) => l.endsWith(' Pesach I'))
    .map((l) => dayOf(l.slice(0, 10)))
    .filter((d) => d > from && d < to);
  const passover = JEWISH_FESTIVALS.find((x) => x.key === 'passover')!;
  assert.deepEqual(
    passover.occurrences(from, to).map((s) => s.days![0]),
    pesachI,
  );
});
