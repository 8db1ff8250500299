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
 * The holiday rules engine (business_days, find_meeting_time): date-holidays-parser, its
 * moment-timezone calls answered by our tz database (src/time/moment-shim.cts). In the build it is
 * dist/lazy/holiday-parser.cjs (from the packages' ES module builds), where esbuild has put the shim
 * in moment-timezone's place. From source (tsx), the shim is put in Node's CommonJS module cache under
 * moment-timezone's path before the parser's CommonJS build loads, so the same shim answers and
 * moment-timezone is never read.
 * There Node 20 runs this file through its ESM translator, whose require() is not the real loader;
 * `module.require` is (in the bundle, esbuild's `module` has no `require`).
 */
function loadHolidayParser(): typeof import('./time/holiday-parser.js').default {
  if (typeof module.require !== 'function') return require('./time/holiday-parser.js').default;
  const Module: typeof import('node:module') = module.require('node:module');
  const shimFile = './time/moment-shim.cjs'; // not a literal in require(): the bundle must not include it
  const shim: typeof import('./time/moment-shim.cjs') = module.require(shimFile);
  const parserFile = Module.createRequire(__filename).resolve('date-holidays-parser');
  const caldateFile = Module.createRequire(parserFile).resolve('caldate');
  for (const from of [parserFile, caldateFile]) {
    const req = Module.createRequire(from);
    const file = req.resolve('moment-timezone');
    const stub = new Module.Module(file);
    stub.filename = file;
    stub.loaded = true;
    stub.exports = shim;
    req.cache[file] = stub;
  }
  return module.require('./time/holiday-parser.js').default;
}

/** data/holidays/index.json: every country's names and states (scripts/holidays-data.ts). */
function loadHolidayIndex(): import('./time/holidays.js').HolidayIndexFile {
  return JSON.parse(fs.readFileSync(dataFile('holidays/index.json'), 'utf8'));
}

/** data/holidays/<CODE>.json: one country's holiday rules, as date-holidays-parser reads them. */
function loadHolidayRules(code: string): object {
  if (!/^[A-Z]{2}$/.test(code)) throw new Error(`not a country code: ${code}`);
  return JSON.parse(fs.readFileSync(dataFile(`holidays/${code}.json`), 'utf8'));
}

/** The zone resolver's country and abbreviation tables (data/zone-names.json). */
function loadZoneNames(): import('./time/zone-names.js').ZoneNamesData {
  return JSON.parse(fs.readFileSync(dataFile('zone-names.json'), 'utf8'));
}

/** Its city lines (data/zone-cities.txt), without the final newline. */
function loadZoneCities(): string {
  return fs.readFileSync(dataFile('zone-cities.txt'), 'utf8').trimEnd();
}

export = { loadChrono, loadHolidayIndex, loadHolidayParser, loadHolidayRules, loadZoneNames, loadZoneCities };
