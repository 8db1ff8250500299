// The daylight tool against PyEphem (python3-ephem), an independent ephemeris, on 240 (place, date)
// pairs between 60°S and 60°N: sunrise and sunset, nautical and astronomical twilight, golden hour,
// moonrise and moonset within a minute; civil twilight within two; the next new and full moon within
// a few minutes, the equinoxes and solstices within a minute, the moon's lit fraction within 0.01.
// PyEphem is set to astronomy-engine's conventions: the upper limb (sun and moon) on a horizon of
// -0:34 (standard refraction, and no refraction model of its own: pressure 0); twilights and golden
// hour are the sun's centre at -6°, -12°, -18°, -4° and +6°, geometric.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, db, runChecked } from './helpers.js';
import { instantOfLocalMs } from '../src/time/zoned.js';
import { daylight } from '../src/tools/daylight.js';
import { pythonWith, runPython, skipUnless } from './calendar-oracles.js';

const python = pythonWith('ephem');
const skip = skipUnless(python !== undefined, 'python3-ephem is not installed');

const PLACES = [
  'Riyadh',
  'Sao Paulo',
  'New York',
  'London',
  'Tokyo',
  'Sydney',
  'Nairobi',
  'Quito',
  'Singapore',
  'Cairo',
  'Mumbai',
  'Los Angeles',
  'Buenos Aires',
  'Cape Town',
  'Moscow',
  'Honolulu',
  'Auckland',
  'Lima',
  'Berlin',
  'Mexico City',
];
const DATES = [
  '2026-01-05',
  '2026-02-14',
  '2026-03-08',
  '2026-03-29',
  '2026-05-01',
  '2026-06-21',
  '2026-07-30',
  '2026-08-31',
  '2026-09-23',
  '2026-10-25',
  '2026-11-01',
  '2026-12-21',
];

interface Day {
  timezone: string;
  latitude: number;
  longitude: number;
  date: string;
  sunrise: string | null;
  sunset: string | null;
  civil_twilight: { start: string | null; end: string | null };
  nautical_twilight: { start: string | null; end: string | null };
  astronomical_twilight: { start: string | null; end: string | null };
  golden_hour: { morning: { start: string | null; end: string | null }; evening: { start: string | null; end: string | null } };
  moon: { next_new_moon: string; next_full_moon: string; illumination: number; moonrise: string | null; moonset: string | null };
  seasons: Record<string, string>;
}

const ORACLE = `
import ephem, json, sys
out = []
for q in json.load(sys.stdin):
    def obs(horizon, center):
        o = ephem.Observer()
        o.lat, o.lon, o.elevation = str(q['lat']), str(q['lon']), 0
        o.pressure = 0
        o.horizon = horizon
        o.date = ephem.Date(q['start'] / 86400.0 + 25567.5)
        return o, center
    def unix(d):
        return (float(d) - 25567.5) * 86400.0
    def event(kind, horizon, center):
        o, c = obs(horizon, center)
        try:
            d = (o.next_rising if kind == 'rise' else o.next_setting)(ephem.Sun(), use_center=c)
        except (ephem.AlwaysUpError, ephem.NeverUpError):
            return None
        t = unix(d)
        return t if t < q['end'] else None
    def crossings(body, horizon, center):
        # every rise and set of the body in the span, in order
        found = []
        for kind in ('rise', 'set'):
            o, c = obs(horizon, center)
            while True:
                try:
                    d = (o.next_rising if kind == 'rise' else o.next_setting)(body, use_center=c)
                except (ephem.AlwaysUpError, ephem.NeverUpError):
                    break
                t = unix(d)
                if t >= q['end']:
                    break
                found.append((t, kind))
                o.date = ephem.Date(d + ephem.minute)
        return sorted(found)
    def first(events, kind):
        return next((t for t, k in events if k == kind), None)
    def last(events, kind):
        return ([t for t, k in events if k == kind] or [None])[-1]
    start = ephem.Date(q['start'] / 86400.0 + 25567.5)
    nautical = crossings(ephem.Sun(), '-12', True)
    astronomical = crossings(ephem.Sun(), '-18', True)
    low = crossings(ephem.Sun(), '-4', True)
    high = crossings(ephem.Sun(), '6', True)
    moon = crossings(ephem.Moon(), '-0:34', False)
    out.append({
        'sunrise': event('rise', '-0:34', False),
        'sunset': event('set', '-0:34', False),
        'dawn': event('rise', '-6', True),
        'dusk': event('set', '-6', True),
        'nautical': [first(nautical, 'rise'), last(nautical, 'set')],
        'astronomical': [first(astronomical, 'rise'), last(astronomical, 'set')],
        'golden': [first(low, 'rise'), first(high, 'rise'), last(high, 'set'), last(low, 'set')],
        'moon': [first(moon, 'rise'), first(moon, 'set')],
        'new': unix(ephem.next_new_moon(start)),
        'full': unix(ephem.next_full_moon(start)),
        'illumination': ephem.Moon(ephem.Date((q['start'] + q['end']) / 2 / 86400.0 + 25567.5)).moon_phase,
        'seasons': [unix(ephem.next_vernal_equinox(str(q['year']))), unix(ephem.next_summer_solstice(str(q['year']))), unix(ephem.next_autumnal_equinox(str(q['year']))), unix(ephem.next_winter_solstice(str(q['year'])))],
    })
print(json.dumps(out))
`;

const sec = (iso: string | null) => (iso === null ? null : Date.parse(iso) / 1000);

test('daylight agrees with PyEphem on 240 (place, date) pairs, every event', { skip }, () => {
  const days: Day[] = [];
  const spans: { lat: number; lon: number; start: number; end: number; year: number }[] = [];
  for (const place of PLACES) {
    for (const date of DATES) {
      const r = runChecked(daylight, { place, date }, ctxAt('2026-01-01T00:00:00Z'));
      assert.ok(!('isError' in r), JSON.stringify(r));
      const d = r.structuredContent as unknown as Day;
      days.push(d);
      // The local day, from the tz database: the instants of this midnight and the next.
      const zone = db.zone(db.lookup(d.timezone)!.canonical);
      const day = Date.parse(`${d.date}T00:00:00Z`);
      const start = instantOfLocalMs({ name: d.timezone, zone }, day, 'compatible').epochMs / 1000;
      const end = instantOfLocalMs({ name: d.timezone, zone }, day + 86_400_000, 'compatible').epochMs / 1000;
      spans.push({ lat: d.latitude, lon: d.longitude, start, end, year: 2026 });
    }
  }
  assert.ok(days.length >= 200);
  const want = runPython(python!, ORACLE, spans) as {
    sunrise: number | null;
    sunset: number | null;
    dawn: number | null;
    dusk: number | null;
    nautical: (number | null)[];
    astronomical: (number | null)[];
    golden: (number | null)[];
    moon: (number | null)[];
    new: number;
    full: number;
    illumination: number;
    seasons: number[];
  }[];
  let worstRise = 0;
  let worstTwilight = 0;
  let worstLower = 0;
  let worstMoonrise = 0;
  let worstMoon = 0;
  let worstSeason = 0;
  let worstIllumination = 0;
  days.forEach((d, i) => {
    const w = want[i]!;
    const where = `${PLACES[Math.floor(i / DATES.length)]} ${d.date}`;
    for (const [got, exp, what] of [
      [sec(d.sunrise), w.sunrise, 'sunrise'],
      [sec(d.sunset), w.sunset, 'sunset'],
    ] as const) {
      assert.equal(got === null, exp === null, `${where} ${what}: ${got} vs ${exp}`);
      if (got !== null && exp !== null) worstRise = Math.max(worstRise, Math.abs(got - exp));
      assert.ok(
        got === null || Math.abs(got - exp!) <= 60,
        `${where} ${what}: ${d[what]} vs PyEphem ${new Date(exp! * 1000).toISOString()}`,
      );
    }
    for (const [got, exp, what] of [
      [sec(d.civil_twilight.start), w.dawn, 'dawn'],
      [sec(d.civil_twilight.end), w.dusk, 'dusk'],
    ] as const) {
      assert.equal(got === null, exp === null, `${where} ${what}`);
      if (got !== null) worstTwilight = Math.max(worstTwilight, Math.abs(got - exp!));
      assert.ok(got === null || Math.abs(got - exp!) <= 120, `${where} ${what}: ${got} vs ${exp}`);
    }
    // the deeper twilights and golden hour (the sun's centre, geometric) and moonrise and moonset
    // (the upper limb, like sunrise)
    const lower = [
      [d.nautical_twilight.start, w.nautical[0], 'nautical dawn', 60],
      [d.nautical_twilight.end, w.nautical[1], 'nautical dusk', 60],
      [d.astronomical_twilight.start, w.astronomical[0], 'astronomical dawn', 60],
      [d.astronomical_twilight.end, w.astronomical[1], 'astronomical dusk', 60],
      [d.golden_hour.morning.start, w.golden[0], 'golden hour from', 60],
      [d.golden_hour.morning.end, w.golden[1], 'golden hour to', 60],
      [d.golden_hour.evening.start, w.golden[2], 'evening golden hour from', 60],
      [d.golden_hour.evening.end, w.golden[3], 'evening golden hour to', 60],
      [d.moon.moonrise, w.moon[0], 'moonrise', 60],
      [d.moon.moonset, w.moon[1], 'moonset', 60],
    ] as const;
    for (const [iso, expected, what, within] of lower) {
      const got = sec(iso);
      const exp = expected ?? null;
      assert.equal(got === null, exp === null, `${where} ${what}: ${iso} vs PyEphem ${exp}`);
      if (got === null || exp === null) continue;
      if (what.startsWith('moon')) worstMoonrise = Math.max(worstMoonrise, Math.abs(got - exp));
      else worstLower = Math.max(worstLower, Math.abs(got - exp));
      assert.ok(Math.abs(got - exp) <= within, `${where} ${what}: ${iso} vs PyEphem ${new Date(exp * 1000).toISOString()}`);
    }
    for (const [got, exp] of [
      [sec(d.moon.next_new_moon)!, w.new],
      [sec(d.moon.next_full_moon)!, w.full],
    ] as const) {
      worstMoon = Math.max(worstMoon, Math.abs(got - exp));
      assert.ok(Math.abs(got - exp) <= 180, `${where} moon: ${got} vs ${exp}`);
    }
    worstIllumination = Math.max(worstIllumination, Math.abs(d.moon.illumination - w.illumination));
    assert.ok(Math.abs(d.moon.illumination - w.illumination) <= 0.01, `${where} illumination: ${d.moon.illumination} vs ${w.illumination}`);
    const seasons = Object.values(d.seasons).map((s) => sec(s)!);
    seasons.forEach((s, k) => {
      worstSeason = Math.max(worstSeason, Math.abs(s - w.seasons[k]!));
      assert.ok(Math.abs(s - w.seasons[k]!) <= 60, `${where} season ${k}`);
    });
  });
  console.log(
    `worst differences (s): rise/set ${worstRise}, civil twilight ${worstTwilight}, nautical and astronomical twilight and golden hour ${worstLower}, moonrise/moonset ${worstMoonrise}, new/full moon ${worstMoon}, seasons ${worstSeason}, illumination ${worstIllumination.toFixed(4)}`,
  );
});

test('daylight agrees with PyEphem on the polar cases: Tromsø in June and December, Longyearbyen', { skip }, () => {
  const cases = [
    { args: { place: 'Tromsø', date: '2026-06-21' }, polar: 'day' },
    { args: { place: 'Tromsø', date: '2026-12-21' }, polar: 'night' },
    { args: { latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen', date: '2026-06-21' }, polar: 'day' },
    { args: { latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen', date: '2026-12-21' }, polar: 'night' },
  ];
  const script = `
import ephem, json, sys
out = []
for q in json.load(sys.stdin):
    o = ephem.Observer()
    o.lat, o.lon, o.pressure, o.horizon = str(q['lat']), str(q['lon']), 0, '-0:34'
    o.date = q['date'] + ' 12:00'
    try:
        o.next_rising(ephem.Sun())
        out.append('rises')
    except ephem.AlwaysUpError:
        out.append('day')
    except ephem.NeverUpError:
        out.append('night')
print(json.dumps(out))
`;
  const got = cases.map(
    ({ args }) =>
      (runChecked(daylight, args, ctxAt('2026-01-01T00:00:00Z')) as { structuredContent: unknown }).structuredContent as Day & {
        note?: string;
        latitude: number;
        longitude: number;
      },
  );
  const want = runPython(
    python!,
    script,
    got.map((d) => ({ lat: d.latitude, lon: d.longitude, date: d.date })),
  ) as string[];
  got.forEach((d, i) => {
    assert.equal(want[i], cases[i]!.polar, `PyEphem on ${JSON.stringify(cases[i]!.args)}`);
    assert.equal(d.sunrise, null);
    assert.equal(d.sunset, null);
    assert.match(d.note!, cases[i]!.polar === 'day' ? /polar day/ : /polar night/);
  });
});

test('a sunset or dusk past midnight: the date keeps the evening before, the note gives this evening, as PyEphem finds them', {
  skip,
}, () => {
  // Reykjavík sets after midnight in late June, Oslo and Helsinki end civil twilight after it.
  const cases = [
    { args: { place: 'Reykjavik', date: '2026-06-21' }, field: 'sunset', horizon: '-0:34', center: false },
    { args: { place: 'Oslo', date: '2026-06-21' }, field: 'civil dusk', horizon: '-6', center: true },
    { args: { place: 'Helsinki', date: '2026-06-21' }, field: 'civil dusk', horizon: '-6', center: true },
    // the evening before set just before midnight: this date holds no sunset of its own
    { args: { place: 'Reykjavik', date: '2026-06-16' }, field: 'sunset', horizon: '-0:34', center: false },
  ];
  const got = cases.map(
    ({ args }) =>
      (runChecked(daylight, args, ctxAt('2026-01-01T00:00:00Z')) as { structuredContent: unknown }).structuredContent as Day & {
        note?: string;
        place: string;
      },
  );
  const script = `
import ephem, json, sys
out = []
for q in json.load(sys.stdin):
    o = ephem.Observer()
    o.lat, o.lon, o.elevation, o.pressure, o.horizon = str(q['lat']), str(q['lon']), 0, 0, q['horizon']
    def unix(d):
        return (float(d) - 25567.5) * 86400.0
    o.date = ephem.Date(q['start'] / 86400.0 + 25567.5)
    first = o.next_setting(ephem.Sun(), use_center=q['center'])
    o.date = ephem.Date(q['rise'] / 86400.0 + 25567.5)
    out.append([unix(first), unix(o.next_setting(ephem.Sun(), use_center=q['center']))])
print(json.dumps(out))
`;
  const queries = got.map((d, i) => {
    const zone = db.zone(db.lookup(d.timezone)!.canonical);
    const start = instantOfLocalMs({ name: d.timezone, zone }, Date.parse(`${d.date}T00:00:00Z`), 'compatible').epochMs / 1000;
    const rise = sec(cases[i]!.field === 'sunset' ? d.sunrise : d.civil_twilight.start)!;
    return { lat: d.latitude, lon: d.longitude, horizon: cases[i]!.horizon, center: cases[i]!.center, start, rise };
  });
  const want = runPython(python!, script, queries) as [number, number][];
  got.forEach((d, i) => {
    const { field } = cases[i]!;
    const own = sec(field === 'sunset' ? d.sunset : d.civil_twilight.end);
    const [first, evening] = want[i]!;
    if (own === null) {
      // none on the date: PyEphem's first setting after its midnight is this evening's
      assert.ok(Math.abs(first - evening) <= 1, `${d.place}: ${first} vs ${evening}`);
      assert.doesNotMatch(d.note!, /does not set/);
    } else {
      // The date's own: past midnight, before the morning's rise.
      assert.ok(Math.abs(own - first) <= 60, `${d.place} ${field} of the date: ${own} vs PyEphem ${first}`);
      assert.ok(own < queries[i]!.rise);
    }
    // This evening's, in the note: after the next midnight.
    const m = new RegExp(`${field} (\\d{4}-[0-9T:+-]+)`).exec(d.note ?? '');
    assert.ok(m, `${d.place}: ${d.note}`);
    const noted = sec(m[1]!)!;
    assert.ok(
      Math.abs(noted - evening) <= 60,
      `${d.place} ${field} this evening: ${m[1]} vs PyEphem ${new Date(evening * 1000).toISOString()}`,
    );
    assert.ok(noted >= queries[i]!.start + 86_400);
  });
});
