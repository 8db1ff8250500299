// check_dates against the passages of test/fixtures/check-dates.json, whose expected verdicts and
// corrections an independent generator computed (test/check-dates-oracle.py: datetime and dateutil,
// the US federal holiday rules, hebcal, Duckling's Diwali table, zoneinfo). Each passage goes through
// the tool as every transport calls it; every wrong claim must be found with the oracle's correction,
// no right claim may be called wrong, and every ambiguous one must be flagged. When Python with
// dateutil and the hebcal program are at hand, the fixture is also built again and must not differ.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { score, type Fixture } from './check-dates-score.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/check-dates.json', import.meta.url));
const ORACLE = fileURLToPath(new URL('./check-dates-oracle.py', import.meta.url));
/** The held-back set: scored by test/check-dates-score.ts and reported, not asserted here. */
const HELDBACK = fileURLToPath(new URL('./fixtures/check-dates-heldback.json', import.meta.url));
/** Days whose year is said apart from them ("Christmas next year is on a Saturday", "July 4th falls on a Sunday in 2027"). */
const YEARS = fileURLToPath(new URL('./fixtures/check-dates-years.json', import.meta.url));
/** Times in two zones named by abbreviations, in their season or out of it ("12pm PST (7am AEDT)", "9am EDT / 6am PT" in January). */
const CONVERSIONS = fileURLToPath(new URL('./fixtures/check-dates-conversions.json', import.meta.url));

const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Fixture;

test('the fixture has at least 300 claims, about half of them wrong, in passages of several kinds', () => {
  const all = fixture.cases.flatMap((c) => c.claims);
  assert.ok(all.length >= 300, `${all.length} claims`);
  const wrong = all.filter((c) => c.expected === 'wrong').length;
  assert.ok(wrong >= all.length * 0.4 && wrong <= all.length * 0.6, `${wrong} of ${all.length} wrong`);
  for (const kind of ['weekday', 'relative', 'holiday', 'range', 'count', 'year', 'conversion', 'clock_change']) {
    assert.ok(
      all.some((c) => c.kind === kind && c.expected === 'wrong'),
      `no wrong ${kind} claim`,
    );
  }
  assert.ok(
    all.some((c) => c.expected === 'ambiguous'),
    'no ambiguous claim',
  );
});

test('every wrong claim is found and corrected as the oracle does; no right claim is called wrong; ambiguous ones are flagged', () => {
  const s = score(fixture.cases);
  assert.deepEqual(s.problems, [], `${s.found} of ${s.claims} claims as expected`);
});

for (const [name, file] of [
  ["a year said apart from its day is that day's year", YEARS],
  ["an abbreviation out of its season is read at its own offset and on its place's clock", CONVERSIONS],
] as const) {
  test(`${name}: every claim as the oracle judges it`, () => {
    const set = JSON.parse(readFileSync(file, 'utf8')) as Fixture;
    const all = set.cases.flatMap((c) => c.claims);
    assert.ok(all.length >= 100 && all.some((c) => c.expected === 'wrong') && all.some((c) => c.expected === 'ok'));
    const s = score(set.cases);
    assert.deepEqual(s.problems, [], `${s.found} of ${s.claims} claims as expected`);
  });
}

function findPython(): string | undefined {
  for (const py of ['python3', '/usr/bin/python3']) {
    const r = spawnSync(py, ['-c', 'import zoneinfo, dateutil.relativedelta, dateutil.easter'], { encoding: 'utf8' });
    if (r.status === 0) return py;
  }
  return undefined;
}
const python = findPython();
const hebcal = spawnSync('hebcal', ['--version'], { encoding: 'utf8' }).status === 0;
const required = process.env.MERIDIAN_REQUIRE_ORACLES === '1';

test('the fixtures are what their generator builds', {
  skip: (!python || !hebcal) && !required && 'python3 with dateutil, or hebcal, not found (apt install python3-dateutil hebcal)',
}, () => {
  assert.ok(python && hebcal, 'python3 with dateutil and the hebcal program are required');
  const py: string = python;
  for (const [set, file] of [
    ['main', FIXTURE],
    ['heldback', HELDBACK],
    ['years', YEARS],
    ['conversions', CONVERSIONS],
  ] as const) {
    const r = spawnSync(py, [ORACLE, '--set', set], { encoding: 'utf8', maxBuffer: 64 << 20 });
    assert.equal(r.status, 0, r.stderr);
    const built = JSON.parse(r.stdout) as Fixture;
    assert.deepEqual(built.cases, (JSON.parse(readFileSync(file, 'utf8')) as Fixture).cases, set);
  }
});
