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

/**
 * date-holidays and its rules for 200+ countries (business_days, find_meeting_time). From source
 * (tsx), Node 20 runs this file through its ESM translator, whose require() fails on the JSON file
 * moment-timezone requires; there `module` is a real CommonJS module and `module.require` is Node's
 * own loader. In the bundle, esbuild's `module` has no `require`, and the lazy part is used.
 */
function loadHolidays(): typeof import('date-holidays').default {
  type Loaded = typeof import('date-holidays').default | { default: typeof import('date-holidays').default };
  const loaded: Loaded = typeof module.require === 'function' ? module.require('date-holidays') : require('date-holidays');
  // The lazy part is bundled from the package's ES module build: its class is the default export.
  return 'default' in loaded ? loaded.default : loaded;
}

/** The zone resolver's country and abbreviation tables (data/zone-names.json). */
function loadZoneNames(): import('./time/zone-names.js').ZoneNamesData {
  return JSON.parse(fs.readFileSync(dataFile('zone-names.json'), 'utf8'));
}

/** Its city lines (data/zone-cities.txt), without the final newline. */
function loadZoneCities(): string {
  return fs.readFileSync(dataFile('zone-cities.txt'), 'utf8').trimEnd();
}

export = { loadChrono, loadHolidays, loadZoneNames, loadZoneCities };
