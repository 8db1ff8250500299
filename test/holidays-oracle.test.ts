// The lean holiday path against the stock date-holidays package: the same full holiday lists (every
// type, name, date, substitute flag, length and start/end instant) for a spread of countries, states
// and calendars (Easter, equinox/solstice, Chinese lunar, Hindu, Hijri, Hebrew, Jalaali) and years,
// and for every country in one year. The lean path is one country's rules from data/holidays/ run by
// date-holidays-parser with moment-timezone replaced by src/holidays/moment-shim.cts (our tz database):
// from source, and as built (dist/lazy/holiday-parser.cjs + dist/lazy/holidays/). The stock package
// runs in a child process, so that its moment-timezone is the real one.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import lazy from '../src/holidays/lazy.cjs';
import { db } from './helpers.js';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TYPES = ['public', 'bank', 'optional', 'school', 'observance'];

interface Case {
  country: string;
  state?: string;
  year: number;
}

const SPREAD = [
  'DE',
  'DE-BY',
  'US',
  'GB',
  'GB-SCT',
  'JP',
  'CN',
  'IN',
  'SA',
  'IL',
  'IR',
  'BR',
  'AU-NSW',
  'CL',
  'BL',
  'ES-CN',
  'KR',
  'VN',
  'BD',
  'ET',
];
const YEARS = [1990, 2025, 2100];
const INDEX = JSON.parse(readFileSync(`${ROOT}data/holidays/index.json`, 'utf8')) as { countries: Record<string, unknown> };

const cases: Case[] = [
  ...SPREAD.flatMap((spec) => {
    const [country, state] = spec.split('-') as [string, string | undefined];
    return YEARS.map((year) => (state ? { country, state, year } : { country, year }));
  }),
  ...Object.keys(INDEX.countries).map((country) => ({ country, year: 2025 })),
];

/** One holiday as compared: everything the library answers, the instants as ISO strings. */
type Row = string;

/** The stock package's lists, one per case, computed in a child process. */
function stockLists(): Row[][] {
  const script = `
    import Holidays from 'date-holidays';
    const cases = JSON.parse(process.argv[1]);
    const out = cases.map(({ country, state, year }) => {
      const opts = { languages: ['en'], types: ${JSON.stringify(TYPES)} };
      const lib = state ? new Holidays(country, state, opts) : new Holidays(country, opts);
      return lib.getHolidays(year, 'en').map((h) => [h.date, h.name, h.type, h.substitute ? 'substitute' : '', h.start.toISOString(), h.end.toISOString()].join(' | '));
    });
    process.stdout.write(JSON.stringify(out));
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    }),
  );
}

type Engine = ReturnType<typeof lazy.loadHolidayParser>;

function leanLists(engine: Engine, rules: (code: string) => object): Row[][] {
  engine.useZones(db);
  return cases.map(({ country, state, year }) => {
    const opts = { languages: ['en'], types: TYPES };
    const lib = state ? new engine.Holidays(rules(country), country, state, opts) : new engine.Holidays(rules(country), country, opts);
    return lib
      .getHolidays(year, 'en')
      .map((h) => [h.date, h.name, h.type, h.substitute ? 'substitute' : '', h.start.toISOString(), h.end.toISOString()].join(' | '));
  });
}

const stock = stockLists();

function compare(lean: Row[][]): void {
  assert.equal(lean.length, cases.length);
  let rows = 0;
  cases.forEach((c, i) => {
    const label = `${c.country}${c.state ? `-${c.state}` : ''} ${c.year}`;
    assert.deepEqual(lean[i], stock[i], label);
    rows += stock[i]!.length;
  });
  // The comparison is not vacuous: the spread has holidays of every kind.
  assert.ok(rows > 4000, `only ${rows} holidays compared`);
  const all = stock.flat().join('\n');
  for (const name of ['Spring Equinox Day', 'Chinese New Year', 'Yom Kippur', 'Nowruz', 'Eid al-Fitr', 'Diwali', 'substitute'])
    assert.ok(all.includes(name), name);
}

test('lean holidays from source = stock date-holidays, every type, name, date, flag and instant', () => {
  compare(leanLists(lazy.loadHolidayParser(), lazy.loadHolidayRules));
});

test('lean holidays as built (dist/lazy) = stock date-holidays', (t) => {
  const part = `${ROOT}dist/lazy/holiday-parser.cjs`;
  if (!existsSync(part)) return t.skip('no build: run npm run build (npm test does)');
  const engine = (require(part) as { default: Engine }).default;
  const rules = (code: string): object => JSON.parse(readFileSync(`${ROOT}dist/lazy/holidays/${code}.json`, 'utf8'));
  compare(leanLists(engine, rules));
  assert.doesNotMatch(readFileSync(part, 'utf8'), /moment-timezone|America\/New_York/, 'no moment-timezone or zone data in the lazy part');
});
