import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { daylight } from './daylight.js';

const NOW = '2026-11-30T12:00:00Z';
const call = (args: Record<string, unknown>, now = NOW) => runChecked(daylight, args, ctxAt(now));

interface Edges {
  start: string | null;
  end: string | null;
}
interface Out {
  place: string;
  latitude: number;
  longitude: number;
  timezone: string;
  date: string;
  sunrise: string | null;
  sunset: string | null;
  solar_noon: string | null;
  day_length: string;
  civil_twilight: Edges;
  nautical_twilight: Edges;
  astronomical_twilight: Edges;
  golden_hour: { morning: Edges; evening: Edges };
  moon: {
    phase_name: string;
    illumination: number;
    moonrise: string | null;
    moonset: string | null;
    next_new_moon: string;
    next_full_moon: string;
  };
  seasons: Record<string, string>;
  note?: string;
  assumed?: string[];
}

function ok(args: Record<string, unknown>, now = NOW): Out {
  const r = call(args, now);
  assert.ok(!('isError' in r), JSON.stringify(r));
  assert.equal(r.content[0].text, JSON.stringify(r.structuredContent));
  return r.structuredContent as unknown as Out;
}

function refused(args: Record<string, unknown>): string {
  const r = call(args);
  assert.ok('isError' in r, JSON.stringify(r));
  const text = r.content[0].text;
  assert.equal(text.split(/(?<=[.?!])\s+(?=[A-Z])/).length, 1, `one sentence: ${text}`);
  return text;
}

test('daylight: New York on the day the clocks go forward reads every time in EDT', () => {
  const d = ok({ place: 'New York', date: '2026-03-08' });
  assert.equal(d.timezone, 'America/New_York');
  assert.equal(d.place, 'New York City, US');
  assert.deepEqual([d.latitude, d.longitude], [40.71, -74.01]);
  assert.equal(d.sunrise, '2026-03-08T07:19:00-04:00');
  assert.equal(d.sunset, '2026-03-08T18:55:00-04:00');
  assert.equal(d.solar_noon, '2026-03-08T13:07:00-04:00');
  assert.equal(d.day_length, '11:36');
  assert.deepEqual(d.civil_twilight, { start: '2026-03-08T06:52:00-04:00', end: '2026-03-08T19:23:00-04:00' });
  assert.equal(d.moon.phase_name, 'waning gibbous');
  assert.equal(d.moon.moonrise, null, 'the moon rises after midnight that night');
  assert.equal(d.seasons.december_solstice, '2026-12-21T15:50:00-05:00');
  assert.equal(d.note, undefined);
});

test('daylight: polar day and polar night are answers, not errors', () => {
  const june = ok({ place: 'Tromsø', date: '2026-06-21' });
  assert.equal(june.timezone, 'Europe/Oslo');
  assert.equal(june.sunrise, null);
  assert.equal(june.sunset, null);
  assert.equal(june.day_length, '24:00');
  assert.match(june.note!, /does not set \(polar day\)/);
  const december = ok({ place: 'Tromso', date: '2026-12-21' });
  assert.equal(december.sunrise, null);
  assert.equal(december.day_length, '0:00');
  assert.match(december.note!, /does not rise \(polar night\)/);
  assert.notEqual(december.civil_twilight.start, null, 'Tromsø still has civil twilight at the winter solstice');
  const svalbard = ok({ latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen', date: '2026-12-21' });
  assert.equal(svalbard.timezone, 'Arctic/Longyearbyen');
  assert.equal(svalbard.civil_twilight.start, null);
  assert.match(svalbard.note!, /polar night/);
  const svalbardSummer = ok({ latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen', date: '2026-04-25' });
  assert.match(svalbardSummer.note!, /polar day/);
  // Named, Longyearbyen is itself (zone.tab's 78°N 16°E), not Berlin, whose clock it keeps
  const named = ok({ place: 'Longyearbyen', date: '2027-12-21' });
  assert.deepEqual([named.place, named.latitude, named.sunrise, named.day_length], ['Longyearbyen, SJ', 78.22, null, '0:00']);
  assert.match(ok({ place: 'Arctic/Longyearbyen', date: '2027-06-21' }).note!, /polar day/);
});

test('daylight: a country or region stands for its largest city, and says so', () => {
  const norway = ok({ place: 'Norway', date: '2026-06-21' });
  assert.equal(norway.place, 'Oslo, NO');
  assert.ok(
    norway.assumed!.some((a) => /the country Norway, at its largest city Oslo/.test(a)),
    norway.assumed!.join('; '),
  );
  assert.ok(norway.note?.includes('sky does not get fully dark'), norway.note);
  const bavaria = ok({ place: 'Bavaria', date: '2026-06-21' });
  assert.equal(bavaria.place, 'Munich, DE');
});

test('daylight: a point takes its zone from the nearest city unless one is given', () => {
  const d = ok({ latitude: -33.87, longitude: 151.21, date: '2026-06-21' });
  assert.equal(d.timezone, 'Australia/Sydney');
  assert.ok(
    d.assumed!.some((a) => a.startsWith('timezone: Australia/Sydney, of the nearest city Sydney')),
    d.assumed!.join('; '),
  );
  assert.equal(d.sunrise!.slice(-6), '+10:00');
  const utc = ok({ latitude: -33.87, longitude: 151.21, timezone: 'UTC', date: '2026-06-21' });
  assert.equal(utc.sunrise!.slice(-6), '+00:00');
});

test('daylight: the date defaults to today in the place, by the injected clock, and takes words', () => {
  const today = ok({ place: 'Tokyo' }, '2026-11-30T20:00:00Z');
  assert.equal(today.date, '2026-12-01');
  assert.ok(today.assumed!.includes('date: today'));
  const friday = ok({ place: 'Riyadh', date: 'next Friday' });
  assert.equal(friday.date, '2026-12-11');
});

test('daylight: the day the clocks go back is 25 hours long, each time with the offset in force then', () => {
  const d = ok({ place: 'New York', date: '2026-11-01' });
  assert.equal(d.astronomical_twilight.start, '2026-11-01T04:54:00-05:00', 'after the 02:00 EDT change back to 01:00 EST');
  assert.equal(d.sunrise, '2026-11-01T06:26:00-05:00');
  assert.equal(d.day_length, '10:26');
});

test('daylight: fractional offsets and the date line', () => {
  const kathmandu = ok({ place: 'Kathmandu', date: '2026-06-21' });
  assert.equal(kathmandu.timezone, 'Asia/Kathmandu');
  assert.equal(kathmandu.sunrise, '2026-06-21T05:09:00+05:45');
  const kiritimati = ok({ latitude: 1.87, longitude: -157.4, timezone: 'Pacific/Kiritimati', date: '2026-06-21' });
  assert.equal(kiritimati.sunrise!.slice(-6), '+14:00');
  assert.equal(kiritimati.sunrise!.slice(0, 10), '2026-06-21');
  assert.equal(ok({ latitude: -13.83, longitude: -171.76, timezone: 'Pacific/Apia', date: '2011-12-31' }).sunrise!.slice(-6), '+14:00');
  assert.match(
    refused({ latitude: -13.83, longitude: -171.76, timezone: 'Pacific/Apia', date: '2011-12-30' }),
    /^2011-12-30 does not exist in Pacific\/Apia/,
  );
});

test('daylight: moon and seasons', () => {
  const d = ok({ place: 'London', date: '2026-03-03' });
  assert.equal(d.moon.phase_name, 'full moon');
  assert.ok(d.moon.illumination > 0.97, String(d.moon.illumination));
  assert.equal(d.seasons.march_equinox, '2026-03-20T14:46:00+00:00');
  assert.equal(d.seasons.june_solstice, '2026-06-21T09:25:00+01:00');
});

test('daylight: wrong calls get one sentence saying what to pass', () => {
  assert.match(refused({}), /place such as "Oslo", or latitude and longitude/);
  assert.match(refused({ latitude: 10 }), /both latitude and longitude/);
  assert.match(refused({ place: 'Oslo', latitude: 10, longitude: 10 }), /either place or latitude/);
  assert.match(refused({ place: 'Atlantis Undersea' }), /place/);
  assert.match(refused({ place: 'Oslo', date: '2026-02-30' }), /date/);
  assert.match(refused({ latitude: 91, longitude: 0 }), /latitude/);
  assert.match(
    refused({ place: 'Atlantis Undersea' }),
    /^Unknown place "Atlantis Undersea": give a city such as "Oslo", or latitude and longitude\.$/,
  );
  assert.match(
    refused({ place: 'Etc/GMT+5' }),
    /no city in Meridian's table; give a city such as "Oslo", or latitude and longitude with this zone as timezone\.$/,
  );
});
