// The names the zone resolver knows besides IANA names: cities, countries, first-level regions,
// abbreviations and CLDR's names, generated into data/ by scripts/zone-names.ts. zone-names.json is read
// on the first call that needs it, never at start-up; its 26,000 cities are read (as bytes, not
// indexed) on the first city query; a language's names (data/zone-names-<lang>.json) are read on the
// first name in its script; Windows' display names on the first text shaped like one.

import type { AbbreviationCandidate, ZoneNamesData, ZoneNamesLanguageData } from '../core/data-formats.js';
import { foldName, foldNative } from '../core/fold.js';
import lazy from './lazy.cjs';

export interface City {
  readonly name: string;
  readonly country: string;
  /** First-level region code (a US state "MO", Canada's "08"). */
  readonly region: string;
  readonly population: number;
  /** IANA zone, as GeoNames gives it (always present in the tz snapshot). */
  readonly zone: string;
  /** Degrees north, to two decimals (about 1 km). */
  readonly latitude: number;
  /** Degrees east, to two decimals. */
  readonly longitude: number;
}

export interface Country {
  readonly code: string;
  readonly name: string;
  /** Its zones, as zone.tab lists them. */
  readonly zones: readonly string[];
  /** The people of the city table in each of those zones (same order). */
  readonly people: readonly number[];
  /** The people of its largest city in each of those zones (same order). */
  readonly largest: readonly number[];
  /** Its people, as CLDR counts them (0 when unknown): what its name weighs against a town's. */
  readonly population: number;
}

/** A first-level region (a US state, a German Land), with the zones its cities are in, most populous first. */
export interface Region {
  readonly country: string;
  readonly code: string;
  readonly name: string;
  readonly spans: readonly { readonly zone: string; readonly people: number; readonly largest: string; readonly largestPeople: number }[];
}

/** A name in another language: a city (CLDR's exemplar, or GeoNames' name in that script) or a metazone's name. */
export interface LanguageName {
  readonly zone: string;
  /** "c" a city; "g", "s", "d" a generic, standard or daylight metazone name. */
  readonly kind: string;
  readonly people: number;
  /** The place or time in English ("Tokyo, JP", "Pacific Time"). */
  readonly english: string;
}

/**
 * The city table as the bytes of its file (data/zone-cities.txt), read where they lie: a city is the
 * byte offset of its line, and a City (name, region, people, read from that line; country and zone
 * from its group) is made only when a query returns one. Nothing is indexed line by line on the first
 * city query: the sorted name sections are searched by bisecting their bytes, and the groups are a
 * few hundred lines at the end. (Decoding the 1.3 MB file into a string, and then indexing its
 * 78,000 lines, were most of that query's time and of the memory it kept.)
 */
interface CityIndex {
  readonly bytes: Buffer;
  /** Where the city lines end (the "#names" line). */
  readonly citiesEnd: number;
  /** The sorted folded names ("springfield\t<offset> <offset>"), from..to in bytes. */
  readonly names: readonly [number, number];
  /** The sorted folded alternate names ("bombay\t<offset>"). */
  readonly alternates: readonly [number, number];
  /** Where each group's first city line starts, ascending; its country and zone. */
  readonly groupStarts: Int32Array;
  readonly groupCountries: string[];
  readonly groupZones: string[];
  /** Each distinct folded name with its largest city, for suggestions; built on first use. */
  largestByName?: [string, City][];
}

type Bytes = CityIndex['bytes'];
const NEWLINE = 10;
const TAB = 9;

export class ZoneNames {
  readonly countries: Country[] = [];
  /** Every zone named in zone.tab: the names a country designates. */
  readonly countryZones = new Set<string>();
  readonly #regions: Record<string, Record<string, string>>;
  /**
   * The city lines (data/zone-cities.txt), read on the first city query: see CityIndex. One city a
   * line, group by group (a country and a zone), largest first: name \t region code \t population.
   * After a line "#names", the folded names, sorted, each with the byte offsets (base 36) of the
   * lines of the cities that bear it ("springfield \t 8xk1 9c0q"); after "#alternates", the folded
   * alternate names the same way ("bombay \t 1a2b"); after "#groups", each group's first line's
   * offset, country and zone index.
   */
  readonly #cityLines: () => Bytes;
  readonly #zones: readonly string[];
  #cityIndex: CityIndex | undefined;
  #points: { readonly at: Int32Array; readonly xyz: Float32Array } | undefined;
  readonly #countryByName = new Map<string, Country>();
  /** Names several countries share ("congo", "virgin islands") map to each of them. */
  readonly #countriesByName = new Map<string, Country[]>();
  readonly #abbreviations = new Map<string, { key: string; candidates: AbbreviationCandidate[] }>();
  readonly #places = new Map<string, Region[]>();
  /** CLDR's English exemplar cities, as written, with their zones. */
  readonly exemplars: readonly { readonly name: string; readonly zone: string }[];
  readonly #exemplarsByName = new Map<string, string[]>();
  readonly #languages = new Map<string, Map<string, LanguageName[]>>();
  readonly #loadLanguage: (lang: string) => ZoneNamesLanguageData;

  constructor(
    data: ZoneNamesData,
    cityLines: () => Bytes,
    loadLanguage: (lang: string) => ZoneNamesLanguageData = lazy.loadZoneNamesLanguage,
  ) {
    const zones = data.zones;
    this.#regions = data.regions;
    this.#loadLanguage = loadLanguage;
    for (const [code, name, names, zs, people, largest, population] of data.countries) {
      const country: Country = { code, name, zones: zs.map((i) => zones[i]!), people, largest, population };
      this.countries.push(country);
      this.#countryByName.set(code.toLowerCase(), country);
      for (const n of names) {
        this.#countriesByName.set(n, [...(this.#countriesByName.get(n) ?? []), country]);
        if (!this.#countryByName.has(n)) this.#countryByName.set(n, country);
      }
      for (const z of country.zones) this.countryZones.add(z);
    }
    this.#cityLines = cityLines;
    this.#zones = zones;
    for (const [key, cands] of data.abbreviations) {
      const candidates = cands.map(
        ([z, label, offset, v]): AbbreviationCandidate => ({
          zone: zones[z]!,
          label,
          offset,
          ...(v === 's' ? { variant: 'standard' as const } : v === 'd' ? { variant: 'daylight' as const } : {}),
        }),
      );
      this.#abbreviations.set(foldName(key), { key, candidates });
    }
    for (const [country, code, name, folded, spans] of data.places) {
      const region: Region = {
        country,
        code,
        name,
        spans: spans.map(([z, people, largest, largestPeople]) => ({ zone: zones[z]!, people, largest, largestPeople })),
      };
      for (const f of folded) this.#places.set(f, [...(this.#places.get(f) ?? []), region]);
    }
    this.exemplars = data.exemplars.map(([name, z]) => ({ name, zone: zones[z]! }));
    for (const { name, zone } of this.exemplars) {
      const key = foldName(name);
      this.#exemplarsByName.set(key, [...(this.#exemplarsByName.get(key) ?? []), zone]);
    }
  }

  /** First-level regions named `folded` ("ontario", "bavaria", "bayern"). */
  regionsNamed(folded: string): readonly Region[] {
    return this.#places.get(folded) ?? [];
  }

  /** The zones whose CLDR English exemplar city is `folded`. */
  exemplarZones(folded: string): readonly string[] {
    return this.#exemplarsByName.get(folded) ?? [];
  }

  /** Names in `lang` (folded as the generator folds them: foldName for Latin script, else foldNative). */
  languageNamed(lang: string, folded: string): readonly LanguageName[] {
    let table = this.#languages.get(lang);
    if (!table) {
      const data = this.#loadLanguage(lang);
      table = new Map();
      for (const [key, z, kind, people, english] of data.names) {
        const list = table.get(key);
        const entry = { zone: data.zones[z]!, kind, people, english };
        if (list) list.push(entry);
        else table.set(key, [entry]);
      }
      this.#languages.set(lang, table);
    }
    return table.get(folded) ?? [];
  }

  /** Every city, in the table's order (by country, then zone, largest first). */
  get cities(): readonly City[] {
    const index = this.#index();
    const out: City[] = [];
    for (let at = 0; at < index.citiesEnd; at = lineEnd(index.bytes, at) + 1) out.push(this.#city(index, at));
    return out;
  }

  /**
   * The city nearest to a point on the globe. Every city's position is kept as a unit vector, built
   * on the first call (about 0.4 MB), so that a call compares dot products instead of decoding every
   * city line and taking a great-circle distance to each.
   */
  nearestCity(latitude: number, longitude: number): City {
    const index = this.#index();
    const points = (this.#points ??= cityPoints(index));
    const [x, y, z] = unitVector(latitude, longitude);
    let best = 0;
    let bestDot = -Infinity;
    const { xyz } = points;
    for (let i = 0, k = 0; i < points.at.length; i++, k += 3) {
      const dot = x * xyz[k]! + y * xyz[k + 1]! + z * xyz[k + 2]!;
      if (dot > bestDot) {
        bestDot = dot;
        best = i;
      }
    }
    return this.#city(index, points.at[best]!);
  }

  /** The city whose line starts at byte `at`. */
  #city(index: CityIndex, at: number): City {
    const { bytes } = index;
    if (at !== 0 && bytes[at - 1] !== NEWLINE)
      throw new Error(`zone-cities.txt: no city line starts at byte ${at}; run npm run data:zone-names`);
    const [name, region, population, latitude, longitude] = bytes.toString('utf8', at, lineEnd(bytes, at)).split('\t');
    const g = groupOf(index.groupStarts, at);
    return {
      name: name!,
      country: index.groupCountries[g]!,
      region: region!,
      population: Number(population),
      zone: index.groupZones[g]!,
      latitude: Number(latitude),
      longitude: Number(longitude),
    };
  }

  #index(): CityIndex {
    if (this.#cityIndex) return this.#cityIndex;
    const bytes = this.#cityLines();
    const section = (name: string, from: number) => {
      const at = bytes.indexOf(`\n#${name}\n`, from, 'latin1');
      if (at < 0) throw new Error(`zone-cities.txt has no #${name} section; run npm run data:zone-names`);
      return at;
    };
    const names = section('names', 0);
    const alternates = section('alternates', names);
    const groups = section('groups', alternates);
    const groupStarts: number[] = [];
    const groupCountries: string[] = [];
    const groupZones: string[] = [];
    for (const line of bytes.toString('latin1', groups + '\n#groups\n'.length, bytes.length).split('\n')) {
      if (!line) continue;
      const [start, country, zone] = line.split('\t');
      groupStarts.push(parseInt(start!, 36));
      groupCountries.push(country!);
      groupZones.push(this.#zones[Number(zone)]!);
    }
    return (this.#cityIndex = {
      bytes,
      citiesEnd: names + 1,
      names: [names + '\n#names\n'.length, alternates + 1],
      alternates: [alternates + '\n#alternates\n'.length, groups + 1],
      groupStarts: Int32Array.from(groupStarts),
      groupCountries,
      groupZones,
    });
  }

  /** Cities whose name (or an alternate name) folds to `folded`, largest first. */
  citiesNamed(folded: string): { city: City; alternate: boolean }[] {
    const index = this.#index();
    const out = search(index.bytes, index.names, folded).map((at) => ({ at, alternate: false }));
    for (const at of search(index.bytes, index.alternates, folded)) {
      if (!out.some((c) => c.at === at)) out.push({ at, alternate: true });
    }
    return out
      .map(({ at, alternate }) => ({ city: this.#city(index, at), alternate }))
      .sort((a, b) => b.city.population - a.city.population);
  }

  /** Each distinct folded city name once, with the largest city of that name. */
  forEachCityName(fn: (folded: string, city: City) => void): void {
    const index = this.#index();
    if (!index.largestByName) {
      index.largestByName = [];
      const { bytes } = index;
      const [from, to] = index.names;
      for (let at = from; at < to; at = lineEnd(bytes, at) + 1) {
        const [key, refs] = bytes.toString('latin1', at, lineEnd(bytes, at)).split('\t');
        let best: City | undefined;
        for (const ref of refs!.split(' ')) {
          const city = this.#city(index, parseInt(ref, 36));
          if (!best || city.population > best.population) best = city;
        }
        index.largestByName.push([key!, best!]);
      }
    }
    for (const [folded, city] of index.largestByName) fn(folded, city);
  }

  /** The country named `folded` (a code, a name or an alias); none when several countries share the name. */
  country(folded: string): Country | undefined {
    const shared = this.#countriesByName.get(folded);
    return shared && shared.length > 1 && folded.length > 2 ? undefined : this.#countryByName.get(folded);
  }

  /** Every country named `folded`: one, or those that share the name ("Congo"). */
  countriesNamed(folded: string): readonly Country[] {
    const one = this.#countryByName.get(folded);
    return this.#countriesByName.get(folded) ?? (one ? [one] : []);
  }

  abbreviation(folded: string): { key: string; candidates: AbbreviationCandidate[] } | undefined {
    return this.#abbreviations.get(folded);
  }

  /** Abbreviation keys as written ("PST", "Pacific Time"), for suggestions. */
  abbreviationKeys(): string[] {
    return [...this.#abbreviations.values()].map((a) => a.key);
  }

  /** A region's readable name where the table has one: "Missouri" for US-MO, "Ontario" for CA-08. */
  regionName(country: string, region: string): string | undefined {
    return this.#regions[country]?.[region];
  }

  /** The largest cities of a country in a zone: the first lines of its group. */
  mainCities(country: string, zone: string, max: number): City[] {
    const out: City[] = [];
    const index = this.#index();
    index.groupCountries.forEach((c, g) => {
      if (c !== country || index.groupZones[g] !== zone) return;
      const end = g + 1 < index.groupStarts.length ? index.groupStarts[g + 1]! : index.citiesEnd;
      for (let at = index.groupStarts[g]!; at < end && out.length < max; at = lineEnd(index.bytes, at) + 1) out.push(this.#city(index, at));
    });
    return out.sort((a, b) => b.population - a.population).slice(0, max);
  }
}

/** Where the line that starts at `at` ends (its newline, or the end of the bytes). */
const RADIANS = Math.PI / 180;

/** A point on the unit sphere. */
function unitVector(latitude: number, longitude: number): [number, number, number] {
  const lat = latitude * RADIANS;
  const lon = longitude * RADIANS;
  return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)];
}

/** Every city line's start and its position as a unit vector (name \t region \t population \t latitude \t longitude). */
function cityPoints(index: CityIndex): { at: Int32Array; xyz: Float32Array } {
  const starts: number[] = [];
  const coords: number[] = [];
  for (let at = 0; at < index.citiesEnd; at = lineEnd(index.bytes, at) + 1) {
    const fields = index.bytes.toString('latin1', at, lineEnd(index.bytes, at)).split('\t');
    starts.push(at);
    coords.push(...unitVector(Number(fields[3]), Number(fields[4])));
  }
  return { at: Int32Array.from(starts), xyz: Float32Array.from(coords) };
}

function lineEnd(bytes: Bytes, at: number): number {
  const end = bytes.indexOf(NEWLINE, at);
  return end < 0 ? bytes.length : end;
}

/** The group a city line at `at` is in: the last group starting at or before it. */
function groupOf(starts: Int32Array, at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The city offsets a sorted section lists for `key` (folded, so ASCII): a bisection of the section's
 * bytes, each step reading the one line around its middle.
 */
function search(bytes: Bytes, [from, to]: readonly [number, number], key: string): number[] {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const start = mid > lo ? bytes.lastIndexOf(NEWLINE, mid - 1) + 1 : lo;
    const end = Math.min(lineEnd(bytes, start), to);
    const tab = bytes.indexOf(TAB, start);
    const order = compareKey(bytes, start, tab, key);
    if (order === 0)
      return bytes
        .toString('latin1', tab + 1, end)
        .split(' ')
        .map((r) => parseInt(r, 36));
    if (order < 0) lo = end + 1;
    else hi = start;
  }
  return [];
}

/** The bytes from..to against an ASCII key, as strings compare: negative, 0 or positive. */
function compareKey(bytes: Bytes, from: number, to: number, key: string): number {
  const n = Math.min(to - from, key.length);
  for (let i = 0; i < n; i++) {
    const d = bytes[from + i]! - key.charCodeAt(i);
    if (d !== 0) return d;
  }
  return to - from - key.length;
}

/** One Windows zone a display name's text may stand for, with the offset the display name states. */
export interface WindowsDisplay {
  /** The Windows zone ID ("W. Europe Standard Time"). */
  readonly id: string;
  /** The display name as Windows ships it. */
  readonly display: string;
  /** The offset it states, in seconds east ("(UTC+01:00)": 3600; "(UTC)": 0). */
  readonly offset: number;
}

/** "(UTC+01:00)", "(UTC-03:30)", "(UTC)", "(GMT+01:00)" at the start of a display name: the offset in seconds and the rest. */
export function splitDisplayName(text: string): { offset: number; rest: string } | undefined {
  const m = /^\(\s*(?:UTC|GMT)\s*(?:([+\-\u2212\u2013\u2014])\s*(\d{1,2})(?::?(\d{2}))?)?\s*\)\s*(.*)$/i.exec(text.trim());
  if (!m) return undefined;
  const seconds = m[2] === undefined ? 0 : (m[1] === '+' ? 1 : -1) * (Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60);
  return { offset: seconds, rest: m[4]! };
}

let windowsDisplays: Map<string, WindowsDisplay[]> | undefined;

/**
 * The Windows zones whose display name, past its offset, folds to `rest` folded ("amsterdam berlin
 * bern rome stockholm vienna"), in any of the languages the data has; read on first use.
 */
export function windowsDisplayNamed(rest: string): readonly WindowsDisplay[] {
  if (!windowsDisplays) {
    windowsDisplays = new Map();
    for (const [id, list] of Object.entries(lazy.loadWindowsDisplayNames().names)) {
      for (const display of list) {
        const split = splitDisplayName(display);
        if (!split) continue;
        const key = foldNative(split.rest);
        const entries = windowsDisplays.get(key) ?? [];
        if (!entries.some((e) => e.id === id && e.offset === split.offset)) entries.push({ id, display, offset: split.offset });
        windowsDisplays.set(key, entries);
      }
    }
  }
  return windowsDisplays.get(foldNative(rest)) ?? [];
}

let loaded: ZoneNames | undefined;

/** The tables; the first call reads them (a few ms), the first city query reads and indexes the cities. */
export function zoneNames(): ZoneNames {
  return (loaded ??= new ZoneNames(lazy.loadZoneNames(), lazy.loadZoneCities));
}
