// Regenerates data/tzdata.json, the tz database embedded in Meridian, from a compiled zoneinfo
// directory (default /usr/share/zoneinfo; on Debian `apt-get install tzdata` brings the newest).
//
//   npm run tzdata:update [-- /path/to/zoneinfo]
//
// Every zone listed in the directory's tzdata.zi is read, checked by Meridian's own TZif reader,
// reduced to its version 2+ part (see slimTzif) and stored deflated; links are stored as names.

import { writeFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { TzSnapshot } from '../src/core/data-formats.js';
import { DirectorySource } from '../src/tzdb/source.js';
import { parseTzif, slimTzif } from '../src/tzdb/tzif.js';

const dir = process.argv[2] ?? '/usr/share/zoneinfo';
const source = DirectorySource.open(dir, 'directory');
if (!source) {
  console.error(`${dir} has no tzdata.zi naming a tz release; install tzdata or pass a zoneinfo directory.`);
  process.exit(2);
}
const zones = [...source.zoneNames()].sort();
const parts = zones.map((z) => {
  const slim = slimTzif(source.read(z));
  parseTzif(slim); // refuse to embed anything the reader cannot read
  return slim;
});
const blob = Buffer.concat(parts);
const links = Object.fromEntries([...source.links()].sort(([a], [b]) => (a < b ? -1 : 1)));
const snapshot: TzSnapshot = {
  version: source.version,
  zones,
  sizes: parts.map((p) => p.byteLength),
  links,
  tzif: deflateRawSync(blob, { level: 9 }).toString('base64'),
};
const out = fileURLToPath(new URL('../data/tzdata.json', import.meta.url));
writeFileSync(out, JSON.stringify(snapshot) + '\n');
console.error(
  `tzdata ${source.version} from ${dir}: ${zones.length} zones, ${Object.keys(links).length} links, ` +
    `${blob.byteLength} bytes of TZif, ${snapshot.tzif.length} bytes embedded -> ${out}`,
);
