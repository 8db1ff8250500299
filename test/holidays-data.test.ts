// data/holidays/ is what scripts/holidays-data.ts makes of the installed date-holidays (a version
// bump without `npm run data:holidays` fails here), and every time zone its rules name is one our tz
// database knows (the rules' zone calculations go through it: src/holidays/moment-shim.cts).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { generate, OUT_DIR, stockLibrary } from '../scripts/holidays-data.js';
import { db } from './helpers.js';

test('data/holidays/ is up to date with the date-holidays package (npm run data:holidays)', () => {
  const { data, stock } = stockLibrary();
  const files = generate(data, stock);
  assert.deepEqual(readdirSync(OUT_DIR).sort(), [...files.keys()].sort());
  for (const [name, text] of files) assert.equal(readFileSync(`${OUT_DIR}${name}`, 'utf8'), text, name);
  assert.ok(files.size > 200);
});

test('every zone the holiday rules name is in our tz database', () => {
  const zones = new Set<string>();
  for (const name of readdirSync(OUT_DIR)) {
    if (name === 'index.json') continue;
    const text = readFileSync(`${OUT_DIR}${name}`, 'utf8');
    for (const m of text.matchAll(/"zones":\[([^\]]*)\]/g)) for (const z of JSON.parse(`[${m[1]}]`) as string[]) zones.add(z);
    for (const m of text.matchAll(/ in ([A-Z][A-Za-z_]+\/[A-Za-z_/-]+)/g)) zones.add(m[1]!); // "june solstice in America/Santiago"
  }
  assert.ok(zones.size > 250, `${zones.size} zones`);
  assert.ok(zones.has('America/Santiago'));
  assert.deepEqual([...zones].filter((z) => !db.lookup(z)), []);
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
