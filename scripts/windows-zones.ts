// Regenerates data/windows-zones.json from CLDR's windowsZones mapping (the cldr-core package):
// each Windows time zone ID ("Pacific Standard Time") → its IANA zone for territory 001.
//
//   npm run data:windows-zones

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

interface MapZone {
  mapZone: { _other: string; _type: string; _territory: string };
}
const require = createRequire(import.meta.url);
const file = require.resolve('cldr-core/supplemental/windowsZones.json');
const data = JSON.parse(readFileSync(file, 'utf8')) as { supplemental: { windowsZones: { mapTimezones: MapZone[] } } };
const map: Record<string, string> = {};
for (const { mapZone } of data.supplemental.windowsZones.mapTimezones) {
  if (mapZone._territory === '001') map[mapZone._other] = mapZone._type.split(' ')[0]!;
}
const sorted = Object.fromEntries(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : 1)));
const out = fileURLToPath(new URL('../data/windows-zones.json', import.meta.url));
writeFileSync(out, JSON.stringify(sorted, null, 0) + '\n');
console.error(`${Object.keys(sorted).length} Windows zone IDs -> ${out}`);
