// The holiday rules engine and its data (the rules, their precomputed tables, the published
// holidays), loaded on the first call that needs a country's holidays, never at start-up (in the
// build, dist/lazy/holiday-parser.cjs and dist/lazy/holidays/: scripts/build.mjs, LAZY_PARTS). A
// CommonJS module on purpose: require() and readFileSync inside a function are synchronous, so
// handlers stay synchronous.

import fs = require('node:fs');
import dataFiles = require('../core/data-file.cjs');

const { dataFile } = dataFiles;

/**
 * The holiday rules engine (./engine.ts): date-holidays-parser, its moment-timezone calls answered
 * by our tz database (./moment-shim.cts). In the build it is dist/lazy/holiday-parser.cjs (from the
 * packages' ES module builds), where esbuild has put the shim in moment-timezone's place. From source
 * (tsx), the shim is put in Node's CommonJS module cache under moment-timezone's path before the
 * parser's CommonJS build loads, so the same shim answers and moment-timezone is never read.
 * There Node 20 runs this file through its ESM translator, whose require() is not the real loader;
 * `module.require` is (in the bundle, esbuild's `module` has no `require`).
 */
function loadHolidayParser(): typeof import('./engine.js').default {
  if (typeof module.require !== 'function') return require('./engine.js').default;
  const Module: typeof import('node:module') = module.require('node:module');
  const shimFile = './moment-shim.cjs'; // not a literal in require(): the bundle must not include it
  const shim: typeof import('./moment-shim.cjs') = module.require(shimFile);
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
  return module.require('./engine.js').default;
}

/** data/holidays/index.json: every country's names and states (scripts/holidays-data.ts). */
function loadHolidayIndex(): import('../core/data-formats.js').HolidayIndexFile {
  return JSON.parse(fs.readFileSync(dataFile('holidays/index.json'), 'utf8'));
}

/** data/holidays/<CODE>.json: one country's holiday rules, as date-holidays-parser reads them. */
function loadHolidayRules(code: string): object {
  if (!/^[A-Z]{2}$/.test(code)) throw new Error(`not a country code: ${code}`);
  return JSON.parse(fs.readFileSync(dataFile(`holidays/${code}.json`), 'utf8'));
}

/** A data file of one country, parsed, or undefined when the country has none. */
function countryFile<T>(folder: string, code: string): T | undefined {
  if (!/^[A-Z]{2}$/.test(code)) throw new Error(`not a country code: ${code}`);
  let text: string;
  try {
    text = fs.readFileSync(dataFile(`holidays/${folder}/${code}.json`), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  return JSON.parse(text) as T;
}

/** data/holidays/tables/<CODE>.json: the rules' holidays of one country and its states, computed ahead (scripts/holidays-tables.ts). */
function loadHolidayTable(code: string): import('../core/data-formats.js').HolidayTableFile | undefined {
  return countryFile('tables', code);
}

/** data/holidays/published/<CODE>.json: one country's published holidays (scripts/holidays-published.ts), if it has any. */
function loadPublishedHolidays(code: string): import('../core/data-formats.js').PublishedHolidaysFile | undefined {
  return countryFile('published', code);
}

/** data/holidays/computed/<CODE>.json: one country's holidays carried on by the world's calendars (scripts/holidays-festival-links.ts), if it has any. */
function loadComputedHolidays(code: string): import('../core/data-formats.js').FestivalLinksFile | undefined {
  return countryFile('computed', code);
}

export = { loadComputedHolidays, loadHolidayIndex, loadHolidayParser, loadHolidayRules, loadHolidayTable, loadPublishedHolidays };
