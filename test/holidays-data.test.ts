// data/holidays/ is what scripts/holidays-data.ts makes of the installed date-holidays (a version
// bump without `npm run data:holidays` fails here), and every time zone its rules name is one our tz
// database knows (the rules' zone calculations go through it: src/holidays/moment-shim.cts).
// data/holidays/tables/ is what the rules engine gives (scripts/holidays-tables.ts): a sample of
// calendar-years is recomputed here, every calendar in some year; `tsx scripts/holidays-tables.ts
// --check` recomputes them all. data/holidays/published/ is what scripts/holidays-published.ts
// makes of the pinned npm packages and the committed python-holidays extract; data/holidays/computed/
// what scripts/holidays-festival-links.ts makes of those two and src/calendars/.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import type { HolidayIndexFile, HolidayTableFile } from '../src/core/data-formats.js';
import { generate, OUT_DIR, stockLibrary } from '../scripts/holidays-data.js';
import { generatePublished, OUT_DIR as PUBLISHED_DIR, PYTHON_HOLIDAYS, readExtract } from '../scripts/holidays-published.js';
import { COMPUTED_DIR, generateComputed } from '../scripts/holidays-festival-links.js';
import { calendarsOf, stateYear, TABLE_YEARS, TABLES_DIR, tableTokens } from '../scripts/holidays-tables.js';
import { engineDatedYear, newEngine } from '../src/holidays/rules.js';
import { db, rng } from './helpers.js';

/** The files of a folder, not its subfolders. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

test('data/holidays/ is up to date with the date-holidays package (npm run data:holidays)', () => {
  const { data, stock } = stockLibrary();
  const files = generate(data, stock);
  assert.deepEqual(filesIn(OUT_DIR).sort(), [...files.keys()].sort());
  for (const [name, text] of files) assert.equal(readFileSync(`${OUT_DIR}${name}`, 'utf8'), text, name);
  assert.ok(files.size > 200);
});

test('every zone the holiday rules name is in our tz database', () => {
  const zones = new Set<string>();
  for (const name of filesIn(OUT_DIR)) {
    if (name === 'index.json') continue;
    const text = readFileSync(`${OUT_DIR}${name}`, 'utf8');
    for (const m of text.matchAll(/"zones":\[([^\]]*)\]/g)) for (const z of JSON.parse(`[${m[1]}]`) as string[]) zones.add(z);
    for (const m of text.matchAll(/ in ([A-Z][A-Za-z_]+\/[A-Za-z_/-]+)/g)) zones.add(m[1]!); // "june solstice in America/Santiago"
  }
  assert.ok(zones.size > 250, `${zones.size} zones`);
  assert.ok(zones.has('America/Santiago'));
  assert.deepEqual(
    [...zones].filter((z) => !db.lookup(z)),
    [],
  );
});

test('a country file holds English names and its own languages only, and no display names', () => {
  const de = readFileSync(`${OUT_DIR}DE.json`, 'utf8');
  assert.match(de, /"en":"Christmas Day"/);
  assert.match(de, /"de":"1. Weihnachtstag"/);
  assert.doesNotMatch(de, /"fr":|"Bayern"|"Deutschland"/);
  const index = JSON.parse(readFileSync(`${OUT_DIR}index.json`, 'utf8'));
  assert.deepEqual(index.countries.DE.slice(0, 2), ['Germany', 'Deutschland']);
  assert.equal(index.countries.DE[2].BY, 'Bayern'); // the library's name for it, as before
});

test('data/holidays/published/ is up to date with its sources (npm run data:holidays)', async () => {
  const extract = readExtract();
  assert.equal(extract.commit, PYTHON_HOLIDAYS.commit, 'the extract is of the pinned python-holidays commit');
  const files = await generatePublished(extract);
  assert.deepEqual(filesIn(PUBLISHED_DIR).sort(), [...files.keys()].sort());
  for (const [name, text] of files) assert.equal(readFileSync(`${PUBLISHED_DIR}${name}`, 'utf8'), text, name);
  const cn = JSON.parse(files.get('CN.json')!);
  assert.equal(cn.sources['chinese-days'].version, '1.5.7');
  assert.equal(cn.sources['python-holidays'].commit, PYTHON_HOLIDAYS.commit);
});

test('data/holidays/computed/ is up to date with the tables, the published data and the calendars (npm run data:holidays)', () => {
  const files = generateComputed();
  assert.deepEqual(filesIn(COMPUTED_DIR).sort(), [...files.keys()].sort());
  for (const [name, text] of files) assert.equal(readFileSync(`${COMPUTED_DIR}${name}`, 'utf8'), text, name);
  assert.ok(files.size > 50);
});

test('data/holidays/tables/ holds what the rules engine gives: every calendar in a sampled year, China and Korea in more', () => {
  const index = JSON.parse(readFileSync(`${OUT_DIR}index.json`, 'utf8')) as HolidayIndexFile;
  assert.deepEqual(
    filesIn(TABLES_DIR).sort(),
    Object.keys(index.countries)
      .map((c) => `${c}.json`)
      .sort(),
  );
  const random = rng(18);
  let checked = 0;
  for (const code of Object.keys(index.countries)) {
    const table = JSON.parse(readFileSync(`${TABLES_DIR}${code}.json`, 'utf8')) as HolidayTableFile;
    assert.equal(table.version, index.version, code);
    assert.deepEqual([table.from, table.to], [...TABLE_YEARS], code);
    assert.deepEqual(Object.keys(table.calendars).sort(), calendarsOf(index, code).sort(), code);
    const years =
      code === 'CN' || code === 'KR'
        ? [1900, 1950, 2000, 2033, 2061, 2100, 2150, 2200]
        : [TABLE_YEARS[0] + Math.floor(random() * (TABLE_YEARS[1] - TABLE_YEARS[0] + 1))];
    const nameIndex = (n: string): number => {
      const i = table.names.indexOf(n);
      assert.ok(i >= 0, `${code}: no "${n}" in the table's names`);
      return i;
    };
    for (const y of years) {
      const country = tableTokens(engineDatedYear(newEngine(code, undefined, db), y), y, nameIndex);
      assert.equal(table.calendars['']![y - table.from], country.join(' '), `${code} ${y}`);
      for (const state of calendarsOf(index, code).slice(1)) {
        const tokens = tableTokens(engineDatedYear(newEngine(code, state, db), y), y, nameIndex);
        assert.equal(table.calendars[state]![y - table.from], stateYear(country, tokens), `${code}-${state} ${y}`);
        checked++;
      }
      checked++;
    }
  }
  assert.ok(checked > 570, `${checked} calendar-years`);
});
