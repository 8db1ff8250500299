// The names the zone resolver knows besides IANA names: cities, countries, first-level regions,
// abbreviations and CLDR's names, generated into data/ by scripts/zone-names.ts. zone-names.json is read
// on the first call that needs it, never at start-up; its 26,000 cities are read from their file a
// line or a block at a time, never held whole; a language's names (data/zone-names-<lang>.txt) are
// read on the first name in its script, and countries' names in other languages
// (data/zone-countries.txt) on the first name English does not know, each kept as its bytes and
// bisected; Windows' display names on the first text shaped like one.

import {
  type AbbreviationCandidate,
  CITY_CELL_DEGREES as CELL_DEGREES,
  type CityFile,
  type RegionData,
  type ZoneNamesData,
} from '../core/data-formats.js';
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
  /** Its other names written with their language's marks, as spelled ("bâle" for Basel); cities of 100,000+ people. */
  readonly spellings?: readonly string[];
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

/** A sorted section of the city file: its lines' bytes from..to, and the first name and offset of each of its blocks. */
interface Section {
  readonly from: number;
  readonly to: number;
  readonly blockNames: readonly string[];
  readonly blockStarts: readonly number[];
}

/**
 * The city table, read from its file a piece at a time and never held whole (the 1.6 MB it is were
 * most of what a city query left in memory): a city is the byte offset of its line, and a City
 * (name, region, people, read from that line; country and zone from its group) is made only when a
 * query returns one. The first city query reads the file's last line (where each section starts),
 * its groups and its block index, about 12 KB; a name is then one block of its sorted section, found
 * by bisecting the blocks' first names, and a city one line.
 */
interface CityIndex {
  readonly file: CityFile;
  /** Where the city lines end (the "#names" line). */
  readonly citiesEnd: number;
  /** The sorted folded names ("springfield\t<offset> <offset>"). */
  readonly names: Section;
  /** The sorted folded alternate names ("bombay\t<offset>"). */
  readonly alternates: Section;
  /** The sorted folded names of regions ("essex\t<its regions as JSON>"). */
  readonly regions: Section;
  /** The cities by where they are, a square of CELL_DEGREES a line ("45091\t<offset>:<lat>:<lon> ..."). */
  readonly cells: Section;
  /** Where each group's first city line starts, ascending; its country and zone. */
  readonly groupStarts: Int32Array;
  readonly groupCountries: string[];
  readonly groupZones: string[];
  /** Each distinct folded name with its largest city, for suggestions; built on first use. */
  largestByName?: [string, City][];
}

const NEWLINE = 10;
/** How much of the file a pass over many lines reads at a time. */
const CHUNK_BYTES = 64 * 1024;
/** A city line's usual most: a first read of a line takes this much, and more only if it must. */
const LINE_BYTES = 256;
/**
 * How many names looked up, and cities read, are kept (each at most 100 KB or so): a place asked for
 * again is answered without reading the file, a system call a block or a line. A warm "Springfield,
 * MO" (a dozen cities) took 0.192 ms without them on Node 22 and 0.174 on Node 24, 0.075 and 0.062
 * with them, as it did with the whole file in memory (`npm run bench -- latency`, its city row).
 */
const RECENT = 512;

export class ZoneNames {
  readonly countries: Country[] = [];
  /** Every zone named in zone.tab: the names a country designates. */
  readonly countryZones = new Set<string>();
  readonly #regions: Record<string, Record<string, string>>;
  /**
   * The city file (data/zone-cities.txt), opened on the first city query: see CityIndex. One city a
   * line, group by group (a country and a zone), largest first: name \t region code \t population \t
   * latitude \t longitude. After a line "#names", the folded names, sorted, each with the byte
   * offsets (base 36) of the lines of the cities that bear it ("springfield \t 8xk1 9c0q"); after
   * "#alternates", the folded alternate names the same way ("bombay \t 1a2b"); after "#regions", the
   * folded names of regions, sorted, each with its regions as JSON (RegionData less the names); after
   * "#groups", each group's first line's offset, country and zone index; after "#cells", the cities
   * by where they are, sorted, a square of CITY_CELL_DEGREES a line ("45091 \t <offset>:<latitude>:
   * <longitude> ...", in base 36, the degrees in hundredths); after "#blocks", where a block of each
   * sorted section starts ("n", "a", "r" or "c" \t offset \t its first key); last, "#sections" and
   * where the lines "#names", "#alternates", "#regions", "#groups", "#cells" and "#blocks" start.
   */
  readonly #cityFile: () => CityFile;
  readonly #zones: readonly string[];
  #cityIndex: CityIndex | undefined;
  /** The names looked up last, with where their cities' lines start; the cities read last, by that. */
  readonly #recentNames = new Map<string, readonly { at: number; alternate: boolean }[]>();
  readonly #recentCities = new Map<number, City>();
  readonly #countryByName = new Map<string, Country>();
  /** Names several countries share ("congo", "virgin islands") map to each of them. */
  readonly #countriesByName = new Map<string, Country[]>();
  /** By folded key: the key as written and its candidates, as the data file has them until first asked for. */
  readonly #abbreviations = new Map<
    string,
    { key: string; candidates: AbbreviationCandidate[] } | ZoneNamesData['abbreviations'][number]
  >();
  readonly #recentRegions = new Map<string, readonly Region[]>();
  readonly #alpha3: Readonly<Record<string, string>>;
  /** CLDR's English exemplar cities, as written, with their zones. */
  readonly exemplars: readonly { readonly name: string; readonly zone: string }[];
  /** zone.tab's principal location of each of its zones: [degrees north, degrees east]. */
  readonly #locations = new Map<string, readonly [number, number]>();
  readonly #holidayRegions = new Map<string, string>();
  readonly #exemplarsByName = new Map<string, string[]>();
  readonly #languages = new Map<string, SortedLines>();
  readonly #loadLanguage: (lang: string) => Uint8Array;
  #otherCountryNames: SortedLines | undefined;
  readonly #loadCountries: () => Uint8Array;

  constructor(
    data: ZoneNamesData,
    cityFile: () => CityFile,
    loadLanguage: (lang: string) => Uint8Array = lazy.loadZoneNamesLanguage,
    loadCountries: () => Uint8Array = lazy.loadZoneCountries,
  ) {
    const zones = data.zones;
    this.#regions = data.regions;
    this.#alpha3 = data.alpha3;
    this.#loadLanguage = loadLanguage;
    this.#loadCountries = loadCountries;
    for (const [code, name, names, zs, people, largest, population] of data.countries) {
      const country: Country = { code, name, zones: zs.map((i) => zones[i]!), people, largest, population };
      this.countries.push(country);
      this.#countryByName.set(code.toLowerCase(), country);
      for (const n of names) {
        // a name several countries share lists them all (most names are one country's: no list)
        const first = this.#countryByName.get(n);
        if (first && first.code.toLowerCase() !== n) this.#countriesByName.set(n, [...(this.#countriesByName.get(n) ?? [first]), country]);
        if (!first) this.#countryByName.set(n, country);
      }
      for (const z of country.zones) this.countryZones.add(z);
    }
    this.#cityFile = cityFile;
    this.#zones = zones;
    // each abbreviation's candidates are made on its first lookup: a call asks for one or two of 448
    for (const entry of data.abbreviations) this.#abbreviations.set(foldName(entry[0]), entry);
    this.exemplars = data.exemplars.map(([name, z]) => ({ name, zone: zones[z]! }));
    for (const [z, latitude, longitude, region] of data.locations) {
      this.#locations.set(zones[z]!, [latitude, longitude]);
      if (region) this.#holidayRegions.set(zones[z]!, region);
    }
    for (const { name, zone } of this.exemplars) {
      const key = foldName(name);
      this.#exemplarsByName.set(key, [...(this.#exemplarsByName.get(key) ?? []), zone]);
    }
  }

  /**
   * A zone's principal location as zone.tab gives it, as a city of population 0 named by its exemplar
   * (else its ID), in the first country that lists it: "Arctic/Longyearbyen" is Longyearbyen, SJ, 78°N
   * 16°E, though its clock is Berlin's.
   */
  zoneLocation(zone: string): City | undefined {
    const at = this.#locations.get(zone);
    const country = this.countries.find((c) => c.zones.includes(zone));
    if (!at || !country) return undefined;
    const name = this.exemplars.find((e) => e.zone === zone)?.name ?? zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
    return { name, country: country.code, region: '', population: 0, zone, latitude: at[0], longitude: at[1] };
  }

  /** The holiday region (data/holidays/index.json) a zone's own area is in, where zone.tab names one alone: "Australia/Perth" is WA. */
  holidayRegion(zone: string): string | undefined {
    return this.#holidayRegions.get(zone);
  }

  /** Regions named `folded` ("ontario", "bavaria", "bayern", "essex"): first-level divisions, and Great Britain's counties. */
  regionsNamed(folded: string): readonly Region[] {
    const index = this.#index();
    return remembered(this.#recentRegions, folded, RECENT, () => {
      const line = lineOf(index.file, index.regions, folded);
      if (line === undefined) return [];
      const regions = JSON.parse(Buffer.from(line, 'latin1').toString('utf8')) as [string, string, string, RegionData[4]][];
      return regions.map(([country, code, name, spans]) => ({
        country,
        code,
        name,
        spans: spans.map(([z, people, largest, largestPeople]) => ({ zone: this.#zones[z]!, people, largest, largestPeople })),
      }));
    });
  }

  /** The zones whose CLDR English exemplar city is `folded`. */
  exemplarZones(folded: string): readonly string[] {
    return this.#exemplarsByName.get(folded) ?? [];
  }

  /** Names in `lang` (folded as the generator folds them: foldName for Latin script, else foldNative). */
  languageNamed(lang: string, folded: string): readonly LanguageName[] {
    let table = this.#languages.get(lang);
    if (!table) this.#languages.set(lang, (table = sortedLines(`zone-names-${lang}.txt`, this.#loadLanguage(lang), true)));
    const { bytes, first, zones } = table;
    return linesNamed(bytes, first, folded).map((line) => {
      const [, z, kind, people, english] = line.split('\t');
      return { zone: zones[Number(z)]!, kind: kind!, people: Number(people), english: english! };
    });
  }

  /** The country named `folded` in another language (data/zone-countries.txt: "deutschland", "россия"), if any. */
  #countryInOtherLanguage(folded: string): Country | undefined {
    const table = (this.#otherCountryNames ??= sortedLines('zone-countries.txt', this.#loadCountries(), false));
    const code = linesNamed(table.bytes, table.first, folded)[0]?.split('\t')[1];
    return code === undefined ? undefined : this.#countryByName.get(code.toLowerCase());
  }

  /** Every city, in the table's order (by country, then zone, largest first). */
  get cities(): readonly City[] {
    const index = this.#index();
    const out: City[] = [];
    eachLine(index.file, 0, index.citiesEnd, (chunk, start, end, at) => {
      out.push(this.#cityOf(index, chunk.toString('utf8', start, end), at));
    });
    return out;
  }

  /**
   * The city nearest to a point on the globe, from the cities of the squares around it (the file's
   * "#cells"): rings of squares until one holds a city, then every square of the box around the
   * circle that city's distance draws (a city nearer is inside it). A first call reads a few blocks of
   * the file, where decoding all 26,000 city lines took 84 ms and had the optimising compiler paged
   * in (13 MB of RSS on Node 24).
   */
  nearestCity(latitude: number, longitude: number): City {
    const index = this.#index();
    const [x, y, z] = unitVector(latitude, longitude);
    const rows = 180 / CELL_DEGREES;
    const columns = 360 / CELL_DEGREES;
    const row = Math.min(rows - 1, Math.floor((latitude + 90) / CELL_DEGREES));
    const column = Math.floor(((((longitude + 180) % 360) + 360) % 360) / CELL_DEGREES);
    const blocks = new Map<number, string[]>();
    let best = -1;
    let bestDot = -Infinity;
    // the squares of row r from column c for n columns (n <= columns), across the antimeridian if need be
    const visit = (r: number, c: number, n = 1) => {
      if (r < 0 || r >= rows) return;
      const from = ((c % columns) + columns) % columns;
      const key = (k: number) => `${String(r).padStart(2, '0')}${String(k).padStart(3, '0')}`;
      const ranges =
        from + n <= columns
          ? [[from, from + n - 1]]
          : [
              [from, columns - 1],
              [0, from + n - 1 - columns],
            ];
      for (const [a, b] of ranges)
        for (const line of linesBetween(index.file, index.cells, key(a!), key(b!), blocks))
          for (const entry of line.split(' ')) {
            const [at, lat, lon] = entry.split(':').map((v) => parseInt(v, 36));
            const [cx, cy, cz] = unitVector(lat! / 100, lon! / 100);
            const dot = x * cx + y * cy + z * cz;
            if (dot > bestDot) [bestDot, best] = [dot, at!];
          }
    };
    for (let ring = 0; best < 0; ring++) {
      if (ring > rows) throw new Error('zone-cities.txt has no #cells lines; run npm run data:zone-names');
      const width = Math.min(columns, 2 * ring + 1);
      visit(row - ring, column - ring, width);
      if (ring > 0) visit(row + ring, column - ring, width);
      for (let r = row - ring + 1; r < row + ring; r++) [visit(r, column - ring), visit(r, column + ring)];
    }
    // The box around the circle of that radius (a pole inside it: every longitude); a city nearer
    // than the best so far is in it. (Jan Matuschek, "Finding Points Within a Distance of a
    // Latitude/Longitude Using Bounding Coordinates".)
    const radius = Math.acos(Math.min(1, bestDot)) / RADIANS;
    const south = latitude - radius;
    const north = latitude + radius;
    const half =
      south <= -90 || north >= 90 ? 180 : Math.asin(Math.min(1, Math.sin(radius * RADIANS) / Math.cos(latitude * RADIANS))) / RADIANS;
    const rowOf = (lat: number) => Math.min(rows - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEGREES)));
    const first = Math.floor((longitude - half + 180) / CELL_DEGREES);
    const span = half >= 180 ? columns : Math.min(columns, Math.floor((longitude + half + 180) / CELL_DEGREES) - first + 1);
    for (let r = rowOf(south); r <= rowOf(north); r++) visit(r, half >= 180 ? 0 : first, span);
    return this.#city(index, best);
  }

  /** The city whose line starts at byte `at`. */
  #city(index: CityIndex, at: number): City {
    return remembered(this.#recentCities, at, RECENT, () => {
      if (at < 0 || at >= index.citiesEnd)
        throw new Error(`zone-cities.txt: no city line starts at byte ${at}; run npm run data:zone-names`);
      return this.#cityOf(index, lineAt(index.file, at), at);
    });
  }

  /** The city of the line `text`, which starts at byte `at`. */
  #cityOf(index: CityIndex, text: string, at: number): City {
    const [name, region, population, latitude, longitude, spellings] = text.split('\t');
    const g = groupOf(index.groupStarts, at);
    return {
      name: name!,
      country: index.groupCountries[g]!,
      region: region!,
      population: Number(population),
      zone: index.groupZones[g]!,
      latitude: Number(latitude),
      longitude: Number(longitude),
      ...(spellings ? { spellings: spellings.split('|') } : {}),
    };
  }

  #index(): CityIndex {
    if (this.#cityIndex) return this.#cityIndex;
    const file = this.#cityFile();
    const broken = (what: string) => new Error(`zone-cities.txt ${what}; run npm run data:zone-names`);
    // The last line: "#sections" and where the "#names", "#alternates", "#regions", "#groups", "#cells" and "#blocks" lines start.
    const tail = file
      .read(Math.max(0, file.size - LINE_BYTES), file.size)
      .toString('latin1')
      .trimEnd();
    const [mark, ...starts] = tail.slice(tail.lastIndexOf('\n') + 1).split('\t');
    const [names, alternates, regions, groups, cells, blocks] = starts.map((n) => parseInt(n, 36));
    if (
      mark !== '#sections' ||
      !(names! < alternates! && alternates! < regions! && regions! < groups! && groups! < cells! && cells! < blocks! && blocks! < file.size)
    )
      throw broken('does not end with its #sections line');
    const body = (at: number, name: string) => {
      const first = file.read(at, at + name.length + 2).toString('latin1');
      if (first !== `#${name}\n`) throw broken(`has no #${name} line at byte ${at}`);
      return at + first.length;
    };
    const groupStarts: number[] = [];
    const groupCountries: string[] = [];
    const groupZones: string[] = [];
    eachLine(file, body(groups!, 'groups'), cells!, (chunk, start, end) => {
      const [offset, country, zone] = chunk.toString('latin1', start, end).split('\t');
      groupStarts.push(parseInt(offset!, 36));
      groupCountries.push(country!);
      groupZones.push(this.#zones[Number(zone)]!);
    });
    const sections = {
      n: { from: body(names!, 'names'), to: alternates!, blockNames: [] as string[], blockStarts: [] as number[] },
      a: { from: body(alternates!, 'alternates'), to: regions!, blockNames: [] as string[], blockStarts: [] as number[] },
      r: { from: body(regions!, 'regions'), to: groups!, blockNames: [] as string[], blockStarts: [] as number[] },
      c: { from: body(cells!, 'cells'), to: blocks!, blockNames: [] as string[], blockStarts: [] as number[] },
    };
    eachLine(file, body(blocks!, 'blocks'), file.size, (chunk, start, end) => {
      const [kind, offset, name] = chunk.toString('latin1', start, end).split('\t');
      const section = kind === 'n' || kind === 'a' || kind === 'r' || kind === 'c' ? sections[kind] : undefined;
      if (!section) return false; // the #sections line
      section.blockStarts.push(parseInt(offset!, 36));
      section.blockNames.push(name!);
    });
    for (const section of Object.values(sections))
      if (section.blockStarts[0] !== section.from) throw broken('has a block index that does not start where its section does');
    return (this.#cityIndex = {
      file,
      citiesEnd: names!,
      names: sections.n,
      alternates: sections.a,
      regions: sections.r,
      cells: sections.c,
      groupStarts: Int32Array.from(groupStarts),
      groupCountries,
      groupZones,
    });
  }

  /** Cities whose name (or an alternate name) folds to `folded`, largest first. */
  citiesNamed(folded: string): { city: City; alternate: boolean }[] {
    const index = this.#index();
    const lines = remembered(this.#recentNames, folded, RECENT, () => {
      const out = search(index.file, index.names, folded).map((at) => ({ at, alternate: false }));
      for (const at of search(index.file, index.alternates, folded)) {
        if (!out.some((c) => c.at === at)) out.push({ at, alternate: true });
      }
      return out;
    });
    return lines
      .map(({ at, alternate }) => ({ city: this.#city(index, at), alternate }))
      .sort((a, b) => b.city.population - a.city.population);
  }

  /** Each distinct folded city name once, with the largest city of that name. */
  forEachCityName(fn: (folded: string, city: City) => void): void {
    const index = this.#index();
    if (!index.largestByName) {
      const largest: [string, City][] = [];
      const byStart = new Map<number, City>();
      eachLine(index.file, 0, index.citiesEnd, (chunk, start, end, at) => {
        byStart.set(at, this.#cityOf(index, chunk.toString('utf8', start, end), at));
      });
      eachLine(index.file, index.names.from, index.names.to, (chunk, start, end) => {
        const [key, refs] = chunk.toString('latin1', start, end).split('\t');
        let best: City | undefined;
        for (const ref of refs!.split(' ')) {
          const at = parseInt(ref, 36);
          const city = byStart.get(at) ?? this.#city(index, at);
          if (!best || city.population > best.population) best = city;
        }
        largest.push([key!, best!]);
      });
      index.largestByName = largest;
    }
    for (const [folded, city] of index.largestByName) fn(folded, city);
  }

  /** The country named `folded` (a code, a name or an alias); none when several countries share the name. */
  /** The country of an ISO 3166 three-letter code, as written ("BRA"). */
  countryOfAlpha3(code: string): Country | undefined {
    const cc = this.#alpha3[code];
    return cc === undefined ? undefined : this.#countryByName.get(cc.toLowerCase());
  }

  country(folded: string): Country | undefined {
    const shared = this.#countriesByName.get(folded);
    if (shared && shared.length > 1 && folded.length > 2) return undefined;
    return this.#countryByName.get(folded) ?? this.#countryInOtherLanguage(folded);
  }

  /** Every country named `folded` (in English, or in another language): one, or those that share the name ("Congo"). */
  countriesNamed(folded: string): readonly Country[] {
    const one = this.#countryByName.get(folded) ?? this.#countryInOtherLanguage(folded);
    return this.#countriesByName.get(folded) ?? (one ? [one] : []);
  }

  abbreviation(folded: string): { key: string; candidates: AbbreviationCandidate[] } | undefined {
    const entry = this.#abbreviations.get(folded);
    if (!Array.isArray(entry)) return entry;
    const [key, cands] = entry;
    const zones = this.#zones;
    const candidates = cands.map(
      ([z, label, offset, v]): AbbreviationCandidate => ({
        zone: zones[z]!,
        label,
        offset,
        ...(v.includes('s') ? { variant: 'standard' as const } : v.includes('d') ? { variant: 'daylight' as const } : {}),
        ...(v.includes('l') ? { local: true as const } : {}),
      }),
    );
    const made = { key, candidates };
    this.#abbreviations.set(folded, made);
    return made;
  }

  /** Abbreviation keys as written ("PST", "Pacific Time"), for suggestions. */
  abbreviationKeys(): string[] {
    return [...this.#abbreviations.values()].map((a) => (Array.isArray(a) ? a[0] : a.key));
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
      if (c !== country || index.groupZones[g] !== zone || out.length >= max) return;
      const from = index.groupStarts[g]!;
      const to = g + 1 < index.groupStarts.length ? index.groupStarts[g + 1]! : index.citiesEnd;
      // A group is largest first: its first lines, read a few at a time.
      eachLine(
        index.file,
        from,
        to,
        (chunk, start, end, at) => {
          out.push(this.#cityOf(index, chunk.toString('utf8', start, end), at));
          return out.length < max;
        },
        Math.min(CHUNK_BYTES, max * LINE_BYTES),
      );
    });
    return out.sort((a, b) => b.population - a.population).slice(0, max);
  }
}

/** A file of sorted lines (a language's names, the countries' names) as its bytes, where its first entry's line starts, and its zones. */
interface SortedLines {
  readonly bytes: Buffer;
  readonly first: number;
  /** The "#zones" line's zones (a language's file), which its entries give by index. */
  readonly zones: readonly string[];
}

const TAB = 9;

/** Reads the "#" lines of a file of sorted lines; one entry a line follows them. */
function sortedLines(file: string, data: Uint8Array, withZones: boolean): SortedLines {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const broken = (what: string) => new Error(`${file} ${what}; run npm run data:zone-names`);
  if (bytes[bytes.length - 1] !== NEWLINE) throw broken('does not end with a newline');
  let zones: string[] | undefined;
  let first = 0;
  while (bytes[first] === 0x23 /* # */) {
    const end = bytes.indexOf(NEWLINE, first);
    const [mark, ...values] = bytes.toString('utf8', first + 1, end).split('\t');
    if (mark === 'zones') zones = values;
    first = end + 1;
  }
  if (withZones && !zones) throw broken('has no #zones line');
  return { bytes, first, zones: zones ?? [] };
}

/**
 * The lines of a file of sorted lines (`bytes`, entries from byte `first`, each its name, a tab and
 * more) whose name is `key`, as text. The lines are sorted by name as JavaScript compares strings
 * (scripts/zone-names.ts): a bisection of the bytes, each step the line around the middle of the
 * lines left (a loop over every line, to index them, would be hot enough to page in V8's optimizing
 * compiler).
 */
function linesNamed(bytes: Buffer, first: number, key: string): string[] {
  const nameAt = (line: number) => bytes.toString('utf8', line, bytes.indexOf(TAB, line));
  const next = (line: number) => bytes.indexOf(NEWLINE, line) + 1;
  let lo = first;
  let hi = bytes.length;
  while (lo < hi) {
    const mid = bytes.lastIndexOf(NEWLINE, ((lo + hi) >>> 1) - 1) + 1;
    if (nameAt(mid) < key) lo = next(mid);
    else hi = mid;
  }
  const out: string[] = [];
  for (let line = lo; line < bytes.length && nameAt(line) === key; line = next(line))
    out.push(bytes.toString('utf8', line, next(line) - 1));
  return out;
}

const RADIANS = Math.PI / 180;

/** A point on the unit sphere. */
function unitVector(latitude: number, longitude: number): [number, number, number] {
  const lat = latitude * RADIANS;
  const lon = longitude * RADIANS;
  return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)];
}

/** `make()` for `key`, kept among the `max` most recently used entries of `cache` (least recent first). */
function remembered<K, V>(cache: Map<K, V>, key: K, max: number, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
  } else {
    cache.delete(key);
  }
  cache.set(key, value);
  return value;
}

/**
 * Each line of the file from..to (`from` a line's start), read `chunkBytes` at a time: `visit` gets
 * the chunk, the line's start and end in it, and where the line starts in the file; it returns false
 * to stop.
 */
function eachLine(
  file: CityFile,
  from: number,
  to: number,
  visit: (chunk: Buffer, start: number, end: number, at: number) => unknown,
  chunkBytes = CHUNK_BYTES,
): void {
  for (let pos = from; pos < to; ) {
    const chunk = file.read(pos, Math.min(to, pos + chunkBytes));
    if (chunk.length === 0) throw new Error(`zone-cities.txt ends at byte ${pos}, before ${to}; run npm run data:zone-names`);
    const last = pos + chunk.length >= to;
    let start = 0;
    for (let nl = chunk.indexOf(NEWLINE); nl !== -1; nl = chunk.indexOf(NEWLINE, start)) {
      if (visit(chunk, start, nl, pos + start) === false) return;
      start = nl + 1;
    }
    if (last) {
      if (start < chunk.length) visit(chunk, start, chunk.length, pos + start);
      return;
    }
    // A line cut by the chunk's end is read again, whole, with the next chunk (a longer chunk if it is the only one).
    if (start === 0) chunkBytes *= 2;
    pos += start;
  }
}

/** The text of the line that starts at byte `at` (`at` must be a line's start). */
function lineAt(file: CityFile, at: number): string {
  for (let bytes = LINE_BYTES; ; bytes *= 4) {
    const from = Math.max(0, at - 1);
    const chunk = file.read(from, Math.min(file.size, at + bytes));
    if (at > 0 && chunk[0] !== NEWLINE) throw new Error(`zone-cities.txt: no line starts at byte ${at}; run npm run data:zone-names`);
    const start = at - from;
    const nl = chunk.indexOf(NEWLINE, start);
    if (nl !== -1 || from + chunk.length >= file.size) return chunk.toString('utf8', start, nl === -1 ? chunk.length : nl);
  }
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
 * The city offsets a sorted section lists for `key` (folded, so ASCII, as the section's names are):
 * the last block whose first name is not after it, by bisection, then that block's lines.
 */
function search(file: CityFile, section: Section, key: string): number[] {
  const refs = lineOf(file, section, key);
  return refs === undefined ? [] : refs.split(' ').map((r) => parseInt(r, 36));
}

/** The block of a sorted section `key` would be in: the last whose first name is not after it (-1 before the first), by bisection. */
function blockOf(section: Section, key: string): number {
  const { blockNames } = section;
  let lo = 0;
  let hi = blockNames.length; // the first block whose first name is after the key
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (blockNames[mid]! <= key) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** What a sorted section's line for `key` holds after its name, as the file's bytes (latin1); undefined without one. */
function lineOf(file: CityFile, section: Section, key: string): string | undefined {
  if (/[\t\n]/.test(key)) return undefined; // no name holds one; the lookup below relies on it
  const { blockStarts } = section;
  const b = blockOf(section, key);
  if (b < 0) return undefined;
  const block = '\n' + file.read(blockStarts[b]!, blockStarts[b + 1] ?? section.to).toString('latin1');
  const at = block.indexOf(`\n${key}\t`);
  if (at === -1) return undefined;
  const from = at + key.length + 2;
  const end = block.indexOf('\n', from);
  return block.slice(from, end === -1 ? block.length : end);
}

/**
 * What a sorted section's lines for the keys from..to hold after their keys (latin1), in order: the
 * block `from` is in and those after it, up to the first key past `to`. `blocks` keeps each block's
 * lines for the calls of one lookup.
 */
function linesBetween(file: CityFile, section: Section, from: string, to: string, blocks: Map<number, string[]>): string[] {
  const { blockNames, blockStarts } = section;
  const out: string[] = [];
  for (let b = Math.max(0, blockOf(section, from)); b < blockStarts.length && blockNames[b]! <= to; b++) {
    let lines = blocks.get(b);
    if (!lines)
      blocks.set(
        b,
        (lines = file
          .read(blockStarts[b]!, blockStarts[b + 1] ?? section.to)
          .toString('latin1')
          .split('\n')),
      );
    for (const line of lines) {
      const tab = line.indexOf('\t');
      if (tab < 0) continue;
      const key = line.slice(0, tab);
      if (key > to) return out;
      if (key >= from) out.push(line.slice(tab + 1));
    }
  }
  return out;
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
  return (loaded ??= new ZoneNames(lazy.loadZoneNames(), lazy.openZoneCities));
}
