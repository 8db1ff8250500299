// The heavy parts, loaded on the first call that needs them rather than at start-up. This is a
// CommonJS module on purpose: `require()` and readFileSync inside a function are synchronous, so
// handlers stay synchronous. In the build (scripts/build.mjs, LAZY_PARTS) each part is its own file
// in dist/lazy/, so start-up does not even compile it; from source, they are the package and data/.

import fs = require('node:fs');
import path = require('node:path');

/** dist/lazy/ in the bundle (its banner defines this); absent when running from source. */
declare const __meridianLazyDir: string | undefined;

function dataFile(name: string): string {
  return typeof __meridianLazyDir === 'string' ? path.join(__meridianLazyDir, name) : path.join(__dirname, '../data', name);
}

/** chrono-node's English parsers (parse_time); the chrono instances are built when it first loads. */
function loadChrono(): typeof import('chrono-node/en') {
  return require('chrono-node/en');
}

/** The zone resolver's city, country and abbreviation tables (data/zone-names.json). */
function loadZoneNames(): import('./time/zone-names.js').ZoneNamesData {
  return JSON.parse(fs.readFileSync(dataFile('zone-names.json'), 'utf8'));
}

export = { loadChrono, loadZoneNames };
