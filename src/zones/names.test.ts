// The city table is read from its file a block or a line at a time (names.ts, CityIndex). Checked
// against the file read whole and parsed the plain way: every name and alternate name finds exactly
// the cities whose lines list it, a name that is not there finds none, and a query reads a few KB.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { CityFile } from '../core/data-formats.js';
import { ZoneNames } from './names.js';
import lazy from './lazy.cjs';

const FILE = new URL('../../data/zone-cities.txt', import.meta.url);

/** The file the plain way: each line with the byte offset where it starts. */
function plainLines(): { text: string; at: number }[] {
  const bytes = readFileSync(FILE);
  const out: { text: string; at: number }[] = [];
  for (let at = 0; at < bytes.length; ) {
    const nl = bytes.indexOf(10, at);
    out.push({ text: bytes.toString('utf8', at, nl), at });
    at = nl + 1;
  }
  return out;
}

/** The city file, counting the bytes read through it. */
function counted(): { file: () => CityFile; read: () => number } {
  let read = 0;
  return {
    file: () => {
      const file = lazy.openZoneCities();
      return {
        size: file.size,
        read: (from, to) => {
          const bytes = file.read(from, to);
          read += bytes.length;
          return bytes;
        },
      };
    },
    read: () => read,
  };
}

test('city file: every name and alternate name finds the cities its line lists, and only those', () => {
  const lines = plainLines();
  const byAt = new Map(lines.map((l) => [l.at, l.text]));
  const mark = (name: string) => lines.findIndex((l) => l.text === `#${name}`);
  const [names, alternates, regions, groups] = [mark('names'), mark('alternates'), mark('regions'), mark('groups')];
  assert.ok(
    names > 26_000 && names < alternates && alternates < regions && regions < groups,
    'the sections are where the format puts them',
  );
  const table = new ZoneNames(lazy.loadZoneNames(), lazy.openZoneCities);
  // Each name with the lines of its cities (a city both named and alternately named so counts once).
  const listed = new Map<string, Set<string>>();
  const add = (from: number, to: number) => {
    for (const { text } of lines.slice(from + 1, to)) {
      const [key, refs] = text.split('\t');
      const cities = listed.get(key!) ?? new Set();
      for (const r of refs!.split(' ')) cities.add(byAt.get(parseInt(r, 36))!);
      listed.set(key!, cities);
    }
  };
  add(names, alternates);
  add(alternates, regions);
  assert.ok(listed.size > 50_000, `${listed.size} names`);
  const line = (c: {
    name: string;
    region: string;
    population: number;
    latitude: number;
    longitude: number;
    spellings?: readonly string[];
  }) => [c.name, c.region, c.population, c.latitude, c.longitude, ...(c.spellings ? [c.spellings.join('|')] : [])].join('\t');
  for (const [name, expected] of listed) {
    const found = table.citiesNamed(name).map((m) => line(m.city));
    assert.deepEqual(found.sort(), [...expected].sort(), name);
  }
  // Names that are not there: before the first, after the last, between two, and a prefix of one.
  for (const name of ['', '!', 'aaaaaaa', 'zzzzzzzz', 'springfiel', 'springfieldx', 'london ', 'lond', 'oslo\t1', 'x\noslo'])
    assert.deepEqual(table.citiesNamed(name), [], JSON.stringify(name));
});

test('city file: a query reads a few KB of it, not the file; the whole table is still there to walk', () => {
  const { file, read } = counted();
  const table = new ZoneNames(lazy.loadZoneNames(), file);
  const oslo = table.citiesNamed('oslo');
  assert.deepEqual(
    oslo.map(({ city }) => [city.name, city.country, city.zone, city.latitude, city.longitude]),
    [['Oslo', 'NO', 'Europe/Oslo', 59.91, 10.75]],
  );
  const first = read();
  assert.ok(first < 20_000, `the first query read ${first} bytes`);
  assert.equal(table.citiesNamed('bombay')[0]?.city.name, 'Mumbai');
  assert.ok(read() - first < 8_000, `the next read ${read() - first} bytes`);
  const size = readFileSync(FILE).length;
  assert.ok(first < size / 50, `${first} of ${size} bytes`);

  const lines = plainLines();
  const cityLines = lines.slice(
    0,
    lines.findIndex((l) => l.text === '#names'),
  );
  const all = table.cities;
  assert.equal(all.length, cityLines.length);
  assert.deepEqual(
    all.slice(-2).map((c) => c.name),
    cityLines.slice(-2).map((l) => l.text.split('\t')[0]),
  );
  // A group is largest first: New York's three largest are the group's first three lines.
  const ny = table.mainCities('US', 'America/New_York', 3);
  assert.deepEqual(
    ny.map((c) => c.name),
    all
      .filter((c) => c.country === 'US' && c.zone === 'America/New_York')
      .slice(0, 3)
      .map((c) => c.name),
  );
  assert.equal(ny[0]?.name, 'New York City');
  assert.equal(table.nearestCity(59.9, 10.7).name, 'Oslo');
});

test('city file: every region name finds the regions its line lists; GB counties and capitals of any size are there', () => {
  const lines = plainLines();
  const from = lines.findIndex((l) => l.text === '#regions');
  const to = lines.findIndex((l) => l.text === '#groups');
  const table = new ZoneNames(lazy.loadZoneNames(), lazy.openZoneCities);
  const listed = lines.slice(from + 1, to).map(({ text }) => [text.slice(0, text.indexOf('\t')), text.slice(text.indexOf('\t') + 1)]);
  assert.ok(listed.length > 2_500, `${listed.length} region names`);
  for (const [name, json] of listed) {
    const expected = (JSON.parse(json!) as [string, string, string][]).map(([country, code, regionName]) => [country, code, regionName]);
    assert.deepEqual(
      table.regionsNamed(name!).map((r) => [r.country, r.code, r.name]),
      expected,
      name,
    );
  }
  for (const name of ['', 'aaaaaaa', 'zzzzzzzz', 'esse', 'essexx', 'ontario\t1'])
    assert.deepEqual(table.regionsNamed(name), [], JSON.stringify(name));
  // a county of England, its largest city there; a Nigerian state; two capitals under 15,000 people
  const essex = table.regionsNamed('essex').find((r) => r.country === 'GB');
  assert.deepEqual([essex?.name, essex?.spans[0]?.zone, essex?.spans[0]?.largest], ['Essex', 'Europe/London', 'Basildon']);
  assert.deepEqual(
    table.regionsNamed('edo').map((r) => [r.country, r.spans[0]?.zone]),
    [['NG', 'Africa/Lagos']],
  );
  assert.deepEqual(
    ['valletta', 'vaduz'].map((n) => table.citiesNamed(n).map(({ city }) => [city.country, city.zone])),
    [[['MT', 'Europe/Malta']], [['LI', 'Europe/Vaduz']]],
  );
});

test("language names: a name finds exactly the entries the language's file lists for it, in its order", () => {
  const table = new ZoneNames(lazy.loadZoneNames(), lazy.openZoneCities);
  for (const lang of ['ar', 'de', 'es', 'fr', 'hi', 'ja', 'ko', 'pt', 'ru', 'zh']) {
    // The file read here as text, line by line, independently of the table's bisection of its bytes.
    const lines = lazy.loadZoneNamesLanguage(lang).toString('utf8').split('\n');
    assert.equal(lines.pop(), '', `${lang}: ends with a newline`);
    const zones = lines
      .find((l) => l.startsWith('#zones\t'))!
      .split('\t')
      .slice(1);
    const names = lines.filter((l) => !l.startsWith('#')).map((l) => l.split('\t'));
    assert.ok(names.length > 300, `${lang}: ${names.length} names`);
    assert.ok(
      names.every((n) => n.length === 5 && zones[Number(n[1])] !== undefined),
      `${lang}: five fields, a known zone`,
    );
    const expected = new Map<string, unknown[]>();
    for (const [key, z, kind, people, english] of names) {
      const list = expected.get(key!) ?? [];
      list.push({ zone: zones[Number(z)], kind, people: Number(people), english });
      expected.set(key!, list);
    }
    for (const [key, entries] of expected) assert.deepEqual(table.languageNamed(lang, key), entries, `${lang} ${key}`);
    for (const missing of ['', 'a', 'zzzzzz', '\uffff', `${names[0]![0]}x`, names[0]![0]!.slice(0, -1), `${names.at(-1)![0]}x`])
      if (!expected.has(missing)) assert.deepEqual(table.languageNamed(lang, missing), [], `${lang} ${JSON.stringify(missing)}`);
  }
  // a name in another script, as the resolver asks for it
  assert.deepEqual(
    table.languageNamed('ja', '東京').map((e) => e.zone),
    ['Asia/Tokyo'],
  );
});

test('city file: the nearest city to a point, from the squares around it, is the nearest of all the city lines', () => {
  // Every city line read the plain way, each point's distance to each by the haversine formula.
  const lines = plainLines();
  const end = lines.findIndex((l) => l.text === '#names');
  const cities = lines.slice(0, end).map((l) => {
    const f = l.text.split('\t');
    return { name: f[0]!, lat: Number(f[3]), lon: Number(f[4]) };
  });
  const R = Math.PI / 180;
  const km = (a: number, b: number, c: number, d: number) => {
    const h = Math.sin(((c - a) * R) / 2) ** 2 + Math.cos(a * R) * Math.cos(c * R) * Math.sin(((d - b) * R) / 2) ** 2;
    return 12742 * Math.asin(Math.min(1, Math.sqrt(h)));
  };
  const { file, read } = counted();
  const table = new ZoneNames(lazy.loadZoneNames(), file);
  // the poles, the antimeridian, open ocean, the edges of the squares, and 2,000 points of a fixed sequence
  const points: [number, number][] = [
    [90, 0],
    [-90, 0],
    [89.99, 123],
    [-89.9, -45],
    [0, 180],
    [0, -180],
    [0, 179.99],
    [-0.01, -179.99],
    [-77.85, 166.67],
    [-48.88, -123.39],
    [30, -40],
    [0, 0],
    [64.1, -21.9],
    [52, 2],
    [51.99, 1.99],
    [-54.8, -68.3],
  ];
  let seed = 20261207;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 2000; i++) points.push([Math.asin(2 * next() - 1) / R, 360 * next() - 180]);
  const before = read();
  for (const [lat, lon] of points) {
    const found = table.nearestCity(lat, lon);
    let least = Infinity;
    for (const c of cities) least = Math.min(least, km(lat, lon, c.lat, c.lon));
    assert.ok(Math.abs(km(lat, lon, found.latitude, found.longitude) - least) < 1e-6, `${lat}, ${lon}: ${found.name}, ${least} km`);
  }
  // a lookup reads a few blocks of the file, not the 26,000 city lines (2 MB)
  assert.ok((read() - before) / points.length < 64_000, `${(read() - before) / points.length} bytes a lookup`);
});
