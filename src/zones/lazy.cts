// The zone-name tables, read on the first call that needs a name beyond IANA's, never at start-up
// (in the build, copied to dist/lazy/: scripts/build.mjs, LAZY_PARTS).

import fs = require('node:fs');
import dataFiles = require('../core/data-file.cjs');

const { dataFile } = dataFiles;

/** The resolver's country and abbreviation tables (data/zone-names.json). */
function loadZoneNames(): import('../core/data-formats.js').ZoneNamesData {
  return JSON.parse(fs.readFileSync(dataFile('zone-names.json'), 'utf8'));
}

/**
 * Its city table (data/zone-cities.txt), to be read in pieces where they lie, never whole
 * (zones/names.ts). Each read opens and closes the file: a descriptor kept open would outlive a pool
 * worker stopped at its deadline (a thread's descriptors are the process's), one more each time.
 */
function openZoneCities(): import('../core/data-formats.js').CityFile {
  const path = dataFile('zone-cities.txt');
  const size = fs.statSync(path).size;
  return {
    size,
    read(from: number, to: number): Buffer {
      const bytes = Buffer.allocUnsafe(Math.max(0, Math.min(to, size) - from));
      const fd = fs.openSync(path, 'r');
      try {
        const n = fs.readSync(fd, bytes, 0, bytes.length, from);
        return n === bytes.length ? bytes : bytes.subarray(0, n);
      } finally {
        fs.closeSync(fd);
      }
    },
  };
}

/** CLDR's and GeoNames' names in one more language (data/zone-names-<lang>.txt), as its bytes. */
function loadZoneNamesLanguage(lang: string): Buffer {
  return fs.readFileSync(dataFile(`zone-names-${lang}.txt`));
}

/** Countries by their names in other languages (data/zone-countries.txt), as its bytes. */
function loadZoneCountries(): Buffer {
  return fs.readFileSync(dataFile('zone-countries.txt'));
}

/** Windows' display names of its zones (data/windows-display-names.json). */
function loadWindowsDisplayNames(): import('../core/data-formats.js').WindowsDisplayNamesData {
  return JSON.parse(fs.readFileSync(dataFile('windows-display-names.json'), 'utf8'));
}

export = { loadZoneNames, openZoneCities, loadZoneNamesLanguage, loadZoneCountries, loadWindowsDisplayNames };
