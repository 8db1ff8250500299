// The names the zone resolver knows besides IANA names: cities, countries and abbreviations,
// generated into data/zone-names.json by scripts/zone-names.ts. The file is read on the first call that
// needs it, never at start-up, and its 26,000 cities are indexed on the first city query.

import lazy from '../lazy.cjs';
import { foldName } from './fold.js';

/** data/zone-names.json. */
export interface ZoneNamesData {
  /** Where the names come from (GeoNames release, tz version). */
  source: string;
  /** Zone names referenced by index below. */
  zones: string[];
  /** [ISO 3166 code, tz database name, folded names and aliases, zone indexes (zone.tab order)]. */
  countries: [string, string, string[], number[]][];
  /** Country code → region code → region name, for the few countries whose codes need one. */
  regions: Record<string, Record<string, string>>;
  /** [key as written, candidates: [zone index, label, offset text]]. */
  abbreviations: [string, [number, string, string][]][];
}

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
}

interface CityIndex {
  readonly cities: City[];
  /** Folded name → city index; names shared by several cities map to the first, the rest are in moreByName. */
  readonly byName: Map<string, number>;
  readonly moreByName: Map<string, number[]>;
  /**
   * Alternate names, searched as text rather than indexed (a map of them costs more to build than
   * the few searches a call makes): one line per city that has any, "\n<index>|alt|alt|...|".
   */
  alternates: string;
  /** Each distinct folded name with its largest city, for suggestions; built on first use. */
  largestByName?: [string, City][];
}

export interface AbbreviationCandidate {
  readonly zone: string;
  readonly label: string;
  readonly offset: string;
}

export class ZoneNames {
  readonly countries: Country[] = [];
  /** Every zone named in zone.tab: the names a country designates. */
  readonly countryZones = new Set<string>();
  readonly #regions: Record<string, Record<string, string>>;
  /**
   * The city lines (data/zone-cities.txt), read and indexed on the first city query: see #index().
   * Cities in groups: a line ">country \t zone index" opens a group, then one city per line, largest
   * first: name \t region code \t population \t folded alternate names joined by "|" \t the folded
   * name when it is not the name in lower case (trailing empty fields dropped).
   */
  readonly #cityLines: () => string;
  readonly #zones: readonly string[];
  #cityIndex: CityIndex | undefined;
  readonly #countryByName = new Map<string, Country>();
  /** City indexes, largest first; built on first use. */
  #order: number[] | undefined;
  readonly #abbreviations = new Map<string, { key: string; candidates: AbbreviationCandidate[] }>();

  constructor(data: ZoneNamesData, cityLines: () => string) {
    const zones = data.zones;
    this.#regions = data.regions;
    for (const [code, name, names, zs] of data.countries) {
      const country: Country = { code, name, zones: zs.map((i) => zones[i]!) };
      this.countries.push(country);
      this.#countryByName.set(code.toLowerCase(), country);
      for (const n of names) if (!this.#countryByName.has(n)) this.#countryByName.set(n, country);
      for (const z of country.zones) this.countryZones.add(z);
    }
    this.#cityLines = cityLines;
    this.#zones = zones;
    for (const [key, cands] of data.abbreviations) {
      this.#abbreviations.set(foldName(key), { key, candidates: cands.map(([z, label, offset]) => ({ zone: zones[z]!, label, offset })) });
    }
  }

  /** Every city, in the table's order (by country, then zone, largest first). */
  get cities(): readonly City[] {
    return this.#index().cities;
  }

  #index(): CityIndex {
    if (this.#cityIndex) return this.#cityIndex;
    const index: CityIndex = { cities: [], byName: new Map(), moreByName: new Map(), alternates: '' };
    const alternates: string[] = [];
    let country = '';
    let zone = '';
    for (const line of this.#cityLines().split('\n')) {
      const f = line.split('\t');
      if (line.startsWith('>')) {
        country = f[0]!.slice(1);
        zone = this.#zones[Number(f[1])]!;
        continue;
      }
      const i = index.cities.length;
      index.cities.push({ name: f[0]!, country, region: f[1]!, population: Number(f[2]), zone });
      const key = f[4] || f[0]!.toLowerCase();
      if (!index.byName.has(key)) index.byName.set(key, i);
      else index.moreByName.set(key, [...(index.moreByName.get(key) ?? []), i]);
      if (f[3]) alternates.push(`\n${i}|${f[3]}|`);
    }
    index.alternates = alternates.join('');
    return (this.#cityIndex = index);
  }

  /** Cities whose name (or, with `alternates`, an alternate name) folds to `folded`, largest first. */
  citiesNamed(folded: string): { city: City; alternate: boolean }[] {
    const { cities, alternates: text } = this.#index();
    const out = this.#named(folded).map((i) => ({ i, alternate: false }));
    const seen = new Set(out.map((c) => c.i));
    if (folded && !folded.includes('|')) {
      const needle = `|${folded}|`;
      for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
        const line = text.lastIndexOf('\n', at) + 1;
        const i = Number(text.slice(line, text.indexOf('|', line)));
        if (!seen.has(i)) {
          seen.add(i);
          out.push({ i, alternate: true });
        }
      }
    }
    return out.sort((a, b) => cities[b.i]!.population - cities[a.i]!.population).map(({ i, alternate }) => ({ city: cities[i]!, alternate }));
  }

  /** Each distinct folded city name once, with the largest city of that name. */
  forEachCityName(fn: (folded: string, city: City) => void): void {
    const index = this.#index();
    if (!index.largestByName) {
      index.largestByName = [];
      for (const folded of index.byName.keys()) {
        let best: City | undefined;
        for (const i of this.#named(folded)) if (!best || index.cities[i]!.population > best.population) best = index.cities[i]!;
        index.largestByName.push([folded, best!]);
      }
    }
    for (const [folded, city] of index.largestByName) fn(folded, city);
  }

  #named(folded: string): number[] {
    const { byName, moreByName } = this.#index();
    const first = byName.get(folded);
    return first === undefined ? [] : [first, ...(moreByName.get(folded) ?? [])];
  }

  country(folded: string): Country | undefined {
    return this.#countryByName.get(folded);
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
    const { cities } = this.#index();
    this.#order ??= cities.map((_, i) => i).sort((a, b) => cities[b]!.population - cities[a]!.population);
    for (const i of this.#order) {
      const c = cities[i]!;
      if (c.country === country && c.zone === zone) out.push(c);
      if (out.length >= max) break;
    }
    return out;
  }
}

let loaded: ZoneNames | undefined;

/** The tables; the first call reads them (a few ms), the first city query reads and indexes the cities. */
export function zoneNames(): ZoneNames {
  return (loaded ??= new ZoneNames(lazy.loadZoneNames(), lazy.loadZoneCities));
}
