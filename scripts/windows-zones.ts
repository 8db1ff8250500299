// Regenerates the Windows time-zone data:
//   - data/windows-zones.json from CLDR's windowsZones mapping (the cldr-core package): each Windows
//     time zone ID ("Pacific Standard Time") → its IANA zone for territory 001;
//   - data/windows-display-names.json: the display names Windows and Outlook show for those IDs
//     ("(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna"), in English and in the
//     languages the resolver reads, as Microsoft ships them. The source is the data file
//     windows-displaynames.json of TimeZoneNames (mattjohnsonpint/TimeZoneNames, MIT; its maintainer
//     refreshes it from Windows releases) at the commit pinned below. The display-name file is
//     rewritten only when a TimeZoneNames git directory or checkout is given; without one it is
//     checked against CLDR's IDs and the tz snapshot, so a rerun needs no network:
//
//   npm run data:windows-zones
//   npm run data:windows-zones -- --display-names ~/src/TimeZoneNames   # re-extract at the pinned commit

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WindowsDisplayNamesData } from '../src/core/data-formats.js';
import { formatOffset } from '../src/core/iso-text.js';
import { parseOffset } from '../src/zones/resolver.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';

/** The TimeZoneNames tree the display names are read from: the commit of 2025-11-14, whose display names were last updated 2025-10-31. */
export const TIME_ZONE_NAMES = {
  name: 'TimeZoneNames (windows-displaynames.json)',
  repo: 'mattjohnsonpint/TimeZoneNames',
  commit: '4ce9c0813b90aa846eff2495217c1af474379528',
  path: 'src/TimeZoneNames.DataBuilder/data/windows-displaynames.json',
  license: 'MIT',
} as const;
/** English, and the locales of the languages the resolver reads (data/zone-names-<lang>.txt) that the source has (it has no Hindi). */
const LOCALES = ['en-US', 'en-GB', 'ar-SA', 'de-DE', 'es-ES', 'fr-FR', 'ja-JP', 'ko-KR', 'pt-BR', 'ru-RU', 'zh-CN'];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};
const outDir = flag('--out') ?? join(ROOT, 'data');

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
writeFileSync(join(outDir, 'windows-zones.json'), JSON.stringify(sorted, null, 0) + '\n');
console.error(`${Object.keys(sorted).length} Windows zone IDs -> ${join(outDir, 'windows-zones.json')}`);

// The display names: re-extracted from a TimeZoneNames tree, or the committed file as it is.
const displayFile = join(ROOT, 'data', 'windows-display-names.json');
const tree = flag('--display-names');
let display: WindowsDisplayNamesData;
if (tree) {
  const text =
    existsSync(join(tree, '.git')) || existsSync(join(tree, 'HEAD'))
      ? execFileSync('git', ['-C', tree, 'show', `${TIME_ZONE_NAMES.commit}:${TIME_ZONE_NAMES.path}`], {
          encoding: 'utf8',
          maxBuffer: 1 << 26,
        })
      : readFileSync(join(tree, TIME_ZONE_NAMES.path), 'utf8');
  const source = JSON.parse(text) as { Languages: { Locale: string; TimeZones: Record<string, string> }[] };
  const names: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    const lang = source.Languages.find((l) => l.Locale === locale);
    if (!lang) throw new Error(`${TIME_ZONE_NAMES.path} has no ${locale}`);
    for (const [id, name] of Object.entries(lang.TimeZones)) {
      // Windows still lists a few retired IDs that CLDR maps to no zone ("Kamchatka Standard Time"): left out.
      if (!map[id]) continue;
      const list = (names[id] ??= []);
      if (!list.includes(name.trim())) list.push(name.trim());
    }
  }
  const retired = [...new Set(source.Languages.flatMap((l) => Object.keys(l.TimeZones)))].filter((id) => !map[id]);
  if (retired.length) console.error(`left out, no zone in CLDR's windowsZones: ${retired.join(', ')}`);
  display = {
    source: TIME_ZONE_NAMES,
    locales: LOCALES,
    names: Object.fromEntries(Object.entries(names).sort(([a], [b]) => (a < b ? -1 : 1))),
  };
} else {
  display = JSON.parse(readFileSync(displayFile, 'utf8')) as WindowsDisplayNamesData;
  if (display.source.commit !== TIME_ZONE_NAMES.commit)
    throw new Error(
      `data/windows-display-names.json is of ${display.source.commit}, not the pinned ${TIME_ZONE_NAMES.commit}: rerun with --display-names`,
    );
}

// Every ID must be one of CLDR's; report display names whose offset is not the zone's standard offset in our tz data.
const db = new TzDatabase(embeddedSource());
const now = Math.floor(Date.now() / 1000);
let count = 0;
for (const [id, list] of Object.entries(display.names)) {
  const zone = map[id];
  if (!zone) throw new Error(`Windows zone ID "${id}" of the display names is not in CLDR's windowsZones`);
  for (const name of list) {
    count++;
    const m = /^\((UTC|GMT)([^)]*)\)/.exec(name);
    if (!m) throw new Error(`display name "${name}" (${id}) does not start with "(UTC…)"`);
    const stated = m[2] ? parseOffset(`UTC${m[2]}`)?.seconds : 0;
    if (stated === undefined) throw new Error(`display name "${name}" (${id}) has an offset the resolver cannot read`);
    const z = db.zone(db.lookup(zone)!.canonical);
    const offsets = new Set([z.offsetAt(now), ...z.transitions(now - 366 * 86400, now + 366 * 86400).map((t) => t.after.offset)]);
    if (!offsets.has(stated))
      console.error(
        `note: ${id} "${name}" states ${formatOffset(stated)}; ${zone} keeps ${[...offsets].map(formatOffset).join(', ')} in tz ${db.version}`,
      );
  }
}
writeFileSync(join(outDir, 'windows-display-names.json'), JSON.stringify(display) + '\n');
console.error(
  `${count} display names of ${Object.keys(display.names).length} Windows zone IDs (${display.locales.join(', ')}) -> ${join(outDir, 'windows-display-names.json')}`,
);
