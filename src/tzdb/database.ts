// The IANA time zone database as the rest of Meridian sees it: names (zones and links, exact or in
// any letter case), parsed zones cached on first use, the release in use, and "did you mean"
// suggestions for names it does not know.

import { editDistance } from '../core/edit-distance.js';
import { parseTzif } from './tzif.js';
import type { TzSource } from './source.js';
import { Zone } from './zone.js';

export interface ZoneName {
  /** The IANA name to report: the caller's spelling when it is exact, else the database's. */
  readonly name: string;
  /** The zone the name stands for (a link's target). */
  readonly canonical: string;
}

/** Lookups answered from the list of zones before the map of names is built anyway. */
const LIST_LOOKUPS = 16;

export class TzDatabase {
  readonly #source: TzSource;
  readonly #zones = new Map<string, Zone>();
  #byName: Map<string, string> | undefined; // every name → canonical zone
  #byFolded: Map<string, string> | undefined; // lower-case name → exact name
  #listLookups = 0;

  constructor(source: TzSource) {
    this.#source = source;
  }

  get version(): string {
    return this.#source.version;
  }

  #names(): Map<string, string> {
    if (!this.#byName) {
      const m = new Map<string, string>();
      const zones = new Set(this.#source.zoneNames());
      for (const z of zones) m.set(z, z);
      const links = this.#source.links();
      for (const [link, target] of links) {
        let t = target;
        for (let hops = 0; !zones.has(t) && hops < 8; hops++) t = links.get(t) ?? t; // links to links
        if (zones.has(t)) m.set(link, t);
      }
      this.#byName = m;
    }
    return this.#byName;
  }

  /** Every zone and link name, sorted. */
  names(): string[] {
    return [...this.#names().keys()].sort();
  }

  /** Canonical zone names only, sorted. */
  zoneNames(): string[] {
    return [...this.#source.zoneNames()].sort();
  }

  /** Resolves an exact IANA name or link, or the same name in another letter case. */
  lookup(input: string): ZoneName | undefined {
    // A zone's own name, as the host's zone and a first call's argument mostly are, is found in the
    // list of zones: the map of every name and link is built for the first name that is not one, or
    // once lookups are many.
    if (!this.#byName && this.#listLookups++ < LIST_LOOKUPS && this.#source.zoneNames().includes(input))
      return { name: input, canonical: input };
    const names = this.#names();
    const exact = names.get(input);
    if (exact) return { name: input, canonical: exact };
    // Only a name not given exactly needs the folded names.
    this.#byFolded ??= new Map([...names.keys()].map((n) => [n.toLowerCase(), n]));
    const folded = this.#byFolded.get(input.toLowerCase());
    return folded ? { name: folded, canonical: names.get(folded)! } : undefined;
  }

  /** The parsed rules of a canonical zone name (as returned by `lookup`). */
  zone(canonical: string): Zone {
    let z = this.#zones.get(canonical);
    if (!z) {
      z = new Zone(canonical, parseTzif(this.#source.read(canonical)));
      this.#zones.set(canonical, z);
    }
    return z;
  }

  /** Up to `max` known names closest to `input`: same city part first, then by edit distance. */
  suggest(input: string, max = 3): string[] {
    const needle = input.trim().toLowerCase().replace(/ /g, '_');
    if (!needle) return [];
    const city = needle.slice(needle.lastIndexOf('/') + 1);
    const scored: [number, string][] = [];
    const limit = Math.max(2, Math.floor(Math.min(needle.length, city.length + 2) / 3));
    for (const name of this.#names().keys()) {
      const lower = name.toLowerCase();
      const nameCity = lower.slice(lower.lastIndexOf('/') + 1);
      const whole = editDistance(needle, lower, limit);
      const byCity = editDistance(city, nameCity, limit) + (needle.includes('/') ? 1 : 0);
      const d = Math.min(whole, byCity);
      if (d <= limit) scored.push([d, name]);
    }
    scored.sort((a, b) => a[0] - b[0] || canonicalFirst(this.#names(), a[1], b[1]) || a[1].localeCompare(b[1]));
    const out: string[] = [];
    for (const [, name] of scored) {
      if (!out.includes(name)) out.push(name);
      if (out.length >= max) break;
    }
    return out;
  }
}

/** Among equally close names, prefer canonical zones over links (Asia/Kolkata over Asia/Calcutta). */
function canonicalFirst(names: Map<string, string>, a: string, b: string): number {
  return Number(names.get(a) !== a) - Number(names.get(b) !== b);
}
