// sky.ts computes each event from a few exact positions and the polynomial through them, and reads
// new and full moons and seasons from a table; here both against astronomy-engine's own searches,
// event by event (test/daylight-oracle.test.ts holds them against PyEphem).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as A from 'astronomy-engine';
import { moonDay, nextMoonPhase, SEASON_KEYS, seasonsOf, sunDay, sunEvent, TWILIGHT_DEGREES, type Span } from './sky.js';
import { FULL_MOONS, NEW_MOONS, SEASONS, SKY_FIRST_YEAR, SKY_LAST_YEAR } from './sky-data.js';
import { encodeSeries, firstAtOrAfter, instantOf } from './sky-series.js';

const DAY = 86400;
const astro = (sec: number) => A.MakeTime(sec / DAY - 10957.5);
const unix = (t: A.AstroTime) => Math.round((t.ut + 10957.5) * DAY);

/** Every crossing in the span by astronomy-engine's searches, as sky.ts found them before it interpolated. */
function searched(obs: A.Observer, span: Span, body: A.Body, altitude?: number): { at: number; up: boolean }[] {
  const out: { at: number; up: boolean }[] = [];
  for (const direction of [1, -1]) {
    for (let from = span.start; from < span.end; ) {
      const limit = (span.end - from) / DAY;
      const t =
        altitude === undefined
          ? A.SearchRiseSet(body, obs, direction, astro(from), limit)
          : A.SearchAltitude(body, obs, direction, astro(from), limit, altitude);
      if (!t || unix(t) >= span.end) break;
      out.push({ at: unix(t), up: direction === 1 });
      from = unix(t) + 60;
    }
  }
  return out.sort((x, y) => x.at - y.at);
}

const near = (got: number | undefined, want: number | undefined, what: string) => {
  assert.equal(got === undefined, want === undefined, `${what}: ${got} vs ${want}`);
  if (got !== undefined) assert.ok(Math.abs(got - want!) <= 1, `${what}: ${got} vs astronomy-engine's ${want}`);
};

test('sky: every event of a day is astronomy-engine searched, to the second, from the equator to the poles', () => {
  // a fixed pseudo-random walk over latitudes, longitudes and days of 1900-2100, 25-hour days among them
  let seed = 20261207;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 40; i++) {
    const latitude = (next() * 2 - 1) * (i < 30 ? 66 : 89);
    const longitude = (next() * 2 - 1) * 180;
    const start = Math.floor(next() * 73000 - 25500) * DAY - Math.round(longitude / 15) * 3600;
    const span = { start, end: start + (i % 5 === 0 ? 25 : 24) * 3600 };
    const where = `${latitude.toFixed(2)}, ${longitude.toFixed(2)} from ${new Date(start * 1000).toISOString()}`;
    const obs = new A.Observer(latitude, longitude, 0);
    const sun = sunDay(latitude, longitude, span);
    const rs = searched(obs, span, A.Body.Sun);
    near(sun.sunrise, rs.find((c) => c.up)?.at, `sunrise ${where}`);
    near(sun.sunset, rs.filter((c) => !c.up).at(-1)?.at, `sunset ${where}`);
    for (const [k, deg] of Object.entries(TWILIGHT_DEGREES) as [keyof typeof TWILIGHT_DEGREES, number][]) {
      const cs = searched(obs, span, A.Body.Sun, deg);
      near(sun.twilight[k].start, cs.find((c) => c.up)?.at, `${k} dawn ${where}`);
      near(sun.twilight[k].end, cs.filter((c) => !c.up).at(-1)?.at, `${k} dusk ${where}`);
    }
    const noon = unix(A.SearchHourAngle(A.Body.Sun, obs, 0, astro(span.start), 1).time);
    near(sun.solarNoon, noon < span.end ? noon : undefined, `solar noon ${where}`);
    if (sun.sunrise !== undefined) {
      const set = A.SearchRiseSet(A.Body.Sun, obs, -1, astro(sun.sunrise), 1);
      near(sun.nextDescent(sun.sunrise), set ? unix(set) : undefined, `the set after the rise ${where}`);
    }
    near(sunEvent(latitude, longitude, span, 'sunrise'), sun.sunrise, `sunEvent ${where}`);
    const moon = moonDay(latitude, longitude, span, start + 12 * 3600);
    const ms = searched(obs, span, A.Body.Moon);
    near(moon.moonrise, ms.find((c) => c.up)?.at, `moonrise ${where}`);
    near(moon.moonset, ms.find((c) => !c.up)?.at, `moonset ${where}`);
    const phase = A.MoonPhase(astro(start + 12 * 3600));
    assert.ok(Math.abs(((moon.phaseDegrees - phase + 540) % 360) - 180) < 0.01, `phase ${where}: ${moon.phaseDegrees} vs ${phase}`);
    const lit = A.Illumination(A.Body.Moon, astro(start + 12 * 3600)).phase_fraction;
    assert.ok(Math.abs(moon.illumination - lit) < 0.001, `illumination ${where}: ${moon.illumination} vs ${lit}`);
  }
});

test('sky: the tables of new and full moons and seasons are astronomy-engine searched, 1900-2100', () => {
  for (const [series, phase] of [
    [NEW_MOONS, 0],
    [FULL_MOONS, 180],
  ] as const) {
    assert.ok(series.count > 2480, `${series.count} lunations`);
    for (let k = 0; k < series.count; k += 41) {
      const t = instantOf(series, k);
      const found = unix(A.SearchMoonPhase(phase, astro(t - DAY), 40)!);
      assert.ok(Math.abs(found - t) <= 1, `lunation ${k}: ${t} vs ${found}`);
      assert.equal(nextMoonPhase(phase, t - DAY), t);
      assert.equal(nextMoonPhase(phase, t + 1), instantOf(series, k + 1));
    }
  }
  assert.equal(new Date(instantOf(NEW_MOONS, 0) * 1000).getUTCFullYear(), SKY_FIRST_YEAR);
  assert.equal(new Date(instantOf(FULL_MOONS, FULL_MOONS.count - 1) * 1000).getUTCFullYear(), SKY_LAST_YEAR);
  assert.equal(SEASONS[0]!.count, SKY_LAST_YEAR - SKY_FIRST_YEAR + 1);
  for (let year = SKY_FIRST_YEAR; year <= SKY_LAST_YEAR; year += 7) {
    const s = A.Seasons(year);
    const want = [s.mar_equinox, s.jun_solstice, s.sep_equinox, s.dec_solstice].map(unix);
    assert.deepEqual(
      SEASON_KEYS.map((k) => seasonsOf(year)[k]),
      want,
      String(year),
    );
  }
  // outside the table's years the library searches
  const far = A.Seasons(2150);
  assert.equal(seasonsOf(2150).juneSolstice, unix(far.jun_solstice));
  assert.equal(nextMoonPhase(180, Date.UTC(1850, 0, 1) / 1000), unix(A.SearchMoonPhase(180, astro(Date.UTC(1850, 0, 1) / 1000), 40)!));
});

test('sky: a series of instants is four base-36 digits an instant off its straight line', () => {
  const instants = [1000, 3600, 6100, 8800, 11_000];
  const s = encodeSeries(instants);
  assert.deepEqual(
    instants.map((_, k) => instantOf(s, k)),
    instants,
  );
  assert.equal(s.digits.length, 4 * instants.length);
  assert.equal(firstAtOrAfter(s, 1000), 1000);
  assert.equal(firstAtOrAfter(s, 1001), 3600);
  assert.equal(firstAtOrAfter(s, 11_000), 11_000);
  assert.equal(firstAtOrAfter(s, 999), undefined, 'before the first: the one before it is not known');
  assert.equal(firstAtOrAfter(s, 11_001), undefined);
  assert.throws(() => encodeSeries([0, 10, 2_000_000]), /off the series' line/);
});
