// The zone-name tables, read on the first call that needs a name beyond IANA's, never at start-up
// (in the build, copied to dist/lazy/: scripts/build.mjs, LAZY_PARTS).

import fs = require('node:fs');
import dataFiles = require('../core/data-file.cjs');

const { dataFile } = dataFiles;

/** The resolver's country and abbreviation tables (data/zone-names.json). */
function loadZoneNames(): import('../core/data-formats.js').ZoneNamesData {
  return JSON.parse(fs.readFileSync(dataFile('zone-names.json'), 'utf8'));
}

/** Its city table (data/zone-cities.txt), as bytes: read where they lie, never decoded whole (zones/names.ts). */
function loadZoneCities(): Buffer {
  return fs.readFileSync(dataFile('zone-cities.txt'));
}

/** CLDR's and GeoNames' names in one more language (data/zone-names-<lang>.json). */
function loadZoneNamesLanguage(lang: string): import('../core/data-formats.js').ZoneNamesLanguageData {
  return JSON.parse(fs.readFileSync(dataFile(`zone-names-${lang}.json`), 'utf8'));
}

/** Windows' display names of its zones (data/windows-display-names.json). */
function loadWindowsDisplayNames(): import('../core/data-formats.js').WindowsDisplayNamesData {
  return JSON.parse(fs.readFileSync(dataFile('windows-display-names.json'), 'utf8'));
}

export = { loadZoneNames, loadZoneCities, loadZoneNamesLanguage, loadWindowsDisplayNames };
