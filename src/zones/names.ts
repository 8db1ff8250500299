// The names the zone resolver knows besides IANA names: cities, countries, first-level regions,
// abbreviations and CLDR's names, generated into data/ by scripts/zone-names.ts. zone-names.json is read
// on the first call that needs it, never at start-up; its 26,000 cities are indexed on the first city
// query; a language's names (data/zone-names-<lang>.json) are read on the first name in its script.

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
 * The cities as columns over the table's own text rather than 26,000 objects (a City, with its name
 * and region read from its line, is made when a query returns one): building and keeping objects and
 * strings for every city cost the first city query most of its time in garbage collection.
 */
interface CityIndex {
  readonly count: number;
  /** The city lines' text, and where each city's line starts in it (its name and region are read from there). */
  readonly text: string;
  readonly lineStarts: Int32Array;
  readonly populations: Int32Array;
  /** Each city's group: a country and a zone (groupCountries, groupZones). */
  readonly groups: Uint16Array;
  readonly groupCountries: string[];
  readonly groupZones: string[];
  /** Where each line of the sorted folded names starts ("springfield\t<city> <city>"), for binary search. */
  readonly nameStarts: Int32Array;
  /**
   * Where each line of the sorted alternate names starts ("bombay\t<city> <city>"), found by binary
   * search: searching them as one text cost every city query 0.3 ms, and a map of 27,000 names
   * costs the first one its build.
   */
  readonly alternateStarts: Int32Array;
  /** Each distinct folded name with its largest city, for suggestions; built on first use. */
  largestByName?: [string, City][];
}

export class ZoneNames {
  readonly countries: Country[] = [];
  /** Every zone named in zone.tab: the names a country designates. */
  readonly countryZones = new Set<string>();
  readonly #regions: Record<string, Record<string, string>>;
  /**
   * The city lines (data/zone-cities.txt), read and indexed on the first city query: see #index().
   * Cities in groups: a line ">country \t zone index" opens a group, then one city per line, largest
   * first: name \t region code \t population. After a line "#names", the folded names, sorted, each
   * with the numbers of the cities that bear it ("springfield \t 812 990"); after "#alternates", the
   * folded alternate names the same way ("bombay \t 1234").
   */
  readonly #cityLines: () => string;
  readonly #zones: readonly string[];
  #cityIndex: CityIndex | undefined;
  readonly #countryByName = new Map<string, Country>();
  /** Names several countries share ("congo", "virgin islands") map to each of them. */
  readonly #countriesByName = new Map<string, Country[]>();
  /** City indexes, largest first; built on first use. */
  #order: number[] | undefined;
  readonly #abbreviations = new Map<string, { key: string; candidates: AbbreviationCandidate[] }>();
  readonly #places = new Map<string, Region[]>();
  /** CLDR's English exemplar cities, as written, with their zones. */
  readonly exemplars: readonly { readonly name: string; readonly zone: string }[];
  readonly #exemplarsByName = new Map<string, string[]>();
  readonly #languages = new Map<string, Map<string, LanguageName[]>>();
  readonly #loadLanguage: (lang: string) => ZoneNamesLanguageData;

  constructor(data: ZoneNamesData, cityLines: () => string, loadLanguage: (lang: string) => ZoneNamesLanguageData = lazy.loadZoneNamesLanguage) {
    const zones = data.zones;
    this.#regions = data.regions;
    this.#loadLanguage = loadLanguage;
    for (const [code, name, names, zs, people, largest] of data.countries) {
      const country: Country = { code, name, zones: zs.map((i) => zones[i]!), people, largest };
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
      const candidates = cands.map(([z, label, offset, v]): AbbreviationCandidate => ({
        zone: zones[z]!,
        label,
        offset,
        ...(v === 's' ? { variant: 'standard' as const } : v === 'd' ? { variant: 'daylight' as const } : {}),
      }));
      this.#abbreviations.set(foldName(key), { key, candidates });
    }
    for (const [country, code, name, folded, spans] of data.places) {
      const region: Region = { country, code, name, spans: spans.map(([z, people, largest, largestPeople]) => ({ zone: zones[z]!, people, largest, largestPeople })) };
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
    return Array.from({ length: index.count }, (_, i) => this.#city(index, i));
  }

  #city(index: CityIndex, i: number): City {
    const g = index.groups[i]!;
    const at = index.lineStarts[i]!;
    const tab1 = index.text.indexOf('\t', at);
    const region = index.text.slice(tab1 + 1, index.text.indexOf('\t', tab1 + 1));
    return { name: index.text.slice(at, tab1), country: index.groupCountries[g]!, region, population: index.populations[i]!, zone: index.groupZones[g]! };
  }

  #index(): CityIndex {
    if (this.#cityIndex) return this.#cityIndex;
    const text = this.#cityLines();
    let capacity = 1;
    const citiesEnd = text.indexOf('\n#names');
    for (let at = text.indexOf('\n'); at >= 0 && at < citiesEnd; at = text.indexOf('\n', at + 1)) capacity++;
    const index: CityIndex = {
      count: 0,
      text,
      lineStarts: new Int32Array(capacity),
      populations: new Int32Array(capacity),
      groups: new Uint16Array(capacity),
      groupCountries: [],
      groupZones: [],
      nameStarts: new Int32Array(0),
      alternateStarts: new Int32Array(0),
    };
    let n = 0;
    // Each line, and its tab-separated fields, by position: splitting 26,000 lines into arrays is
    // what the garbage collector would then spend its time on.
    let at = 0;
    for (; at < text.length; ) {
      let end = text.indexOf('\n', at);
      if (end < 0) end = text.length;
      const tab1 = text.indexOf('\t', at);
      if (text.charCodeAt(at) === 35 /* # */) break;
      if (text.charCodeAt(at) === 62 /* > */) {
        index.groupCountries.push(text.slice(at + 1, tab1));
        index.groupZones.push(this.#zones[Number(text.slice(tab1 + 1, end))]!);
      } else {
        const field = (from: number) => {
          const to = text.indexOf('\t', from);
          return to < 0 || to > end ? end : to;
        };
        const tab2 = field(tab1 + 1);
        index.lineStarts[n] = at;
        index.populations[n] = Number(text.slice(tab2 + 1, end));
        index.groups[n] = index.groupCountries.length - 1;
        n++;
      }
      at = end + 1;
    }
    (index as { count: number }).count = n;
    // The two sorted sections: "#names", then "#alternates".
    const sections: number[][] = [];
    for (; at < text.length; at = text.indexOf('\n', at) + 1 || text.length) {
      if (text.charCodeAt(at) === 35 /* # */) sections.push([]);
      else sections[sections.length - 1]!.push(at);
    }
    (index as { nameStarts: Int32Array }).nameStarts = Int32Array.from(sections[0] ?? []);
    (index as { alternateStarts: Int32Array }).alternateStarts = Int32Array.from(sections[1] ?? []);
    return (this.#cityIndex = index);
  }

  /** Cities whose name (or an alternate name) folds to `folded`, largest first. */
  citiesNamed(folded: string): { city: City; alternate: boolean }[] {
    const index = this.#index();
    const out = this.#named(folded).map((i) => ({ i, alternate: false }));
    for (const i of search(index.text, index.alternateStarts, folded)) {
      if (!out.some((c) => c.i === i)) out.push({ i, alternate: true });
    }
    return out.sort((a, b) => index.populations[b.i]! - index.populations[a.i]!).map(({ i, alternate }) => ({ city: this.#city(index, i), alternate }));
  }

  /** Each distinct folded city name once, with the largest city of that name. */
  forEachCityName(fn: (folded: string, city: City) => void): void {
    const index = this.#index();
    if (!index.largestByName) {
      index.largestByName = [];
      for (const at of index.nameStarts) {
        const tab = index.text.indexOf('\t', at);
        let best = -1;
        for (const i of numbersAt(index.text, tab + 1)) if (best < 0 || index.populations[i]! > index.populations[best]!) best = i;
        index.largestByName.push([index.text.slice(at, tab), this.#city(index, best)]);
      }
    }
    for (const [folded, city] of index.largestByName) fn(folded, city);
  }

  #named(folded: string): number[] {
    const index = this.#index();
    return search(index.text, index.nameStarts, folded);
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

  /** The largest cities of a country in a zone. */
  mainCities(country: string, zone: string, max: number): City[] {
    const out: City[] = [];
    const index = this.#index();
    this.#order ??= Array.from({ length: index.count }, (_, i) => i).sort((a, b) => index.populations[b]! - index.populations[a]!);
    for (const i of this.#order) {
      const g = index.groups[i]!;
      if (index.groupCountries[g] === country && index.groupZones[g] === zone) out.push(this.#city(index, i));
      if (out.length >= max) break;
    }
    return out;
  }
}

/** The numbers after a tab in a sorted section's line ("<key>\t12 345"), from `from` to the line's end. */
function numbersAt(text: string, from: number): number[] {
  const end = text.indexOf('\n', from);
  return text.slice(from, end < 0 ? text.length : end).split(' ').map(Number);
}

/** The cities a sorted section lists for `key`: a binary search over its lines. */
function search(text: string, starts: Int32Array, key: string): number[] {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = starts[mid]!;
    const tab = text.indexOf('\t', at);
    const here = text.slice(at, tab);
    if (here === key) return numbersAt(text, tab + 1);
    if (here < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return [];
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
