// CLDR's names for time zones, read for scripts/zone-names.ts from the cldr-core (metazone table) and
// cldr-dates-full (per-locale time-zone names) dev dependencies:
//   - metazones: each zone's metazone over time, and each metazone's "golden" zone (territory 001);
//   - per locale: exemplar cities ("Tokyo", "東京"), zone-specific names ("British Summer Time") and
//     the metazone names, long and short, generic, standard and daylight ("Pacific Time", "AEST").

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = (pkg: string) => fileURLToPath(new URL(`../node_modules/${pkg}/`, import.meta.url));
const coreDir = packageDir('cldr-core');
const datesDir = packageDir('cldr-dates-full');

export const cldrVersion = (JSON.parse(readFileSync(join(datesDir, 'package.json'), 'utf8')) as { version: string }).version;

export type NameType = 'generic' | 'standard' | 'daylight';
/** A name a locale gives: to a zone (its exemplar city or a zone-specific name) or to a metazone. */
export interface CldrName {
  readonly name: string;
  /** "zone" for a zone's own names, "metazone" for a metazone's. */
  readonly target: 'zone' | 'metazone';
  /** The zone ID or the metazone ID. */
  readonly id: string;
  /** "city" for an exemplar city, else which time the name is of. */
  readonly type: NameType | 'city';
  readonly length: 'long' | 'short' | 'city';
  readonly locale: string;
}

interface ZoneNode {
  _type?: string;
  exemplarCity?: string;
  long?: Partial<Record<NameType, string>>;
  short?: Partial<Record<NameType, string>>;
  [k: string]: unknown;
}

interface MetaZonesFile {
  supplemental: {
    metaZones: {
      metazoneInfo: { timezone: Record<string, unknown> };
      metazones: { mapZone: { _other: string; _type: string; _territory: string } }[];
    };
  };
}

const metaZones = (JSON.parse(readFileSync(join(coreDir, 'supplemental', 'metaZones.json'), 'utf8')) as MetaZonesFile).supplemental
  .metaZones;

/** Metazone → its golden zone (territory 001). */
export const goldenZone = new Map<string, string>();
for (const { mapZone } of metaZones.metazones) if (mapZone._territory === '001') goldenZone.set(mapZone._other, mapZone._type);

/** Every zone CLDR's metazone table knows, with the metazone it uses now (undefined when none). */
export const cldrZones = new Map<string, string | undefined>();
(function walk(node: Record<string, unknown>, path: string[]) {
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      const uses = value as { usesMetazone: { _mzone: string; _to?: string } }[];
      const current = uses.find((u) => u.usesMetazone._to === undefined);
      cldrZones.set([...path, key].join('/'), current?.usesMetazone._mzone);
    } else walk(value as Record<string, unknown>, [...path, key]);
  }
})(metaZones.metazoneInfo.timezone, []);

/** The locales of a language that exist in cldr-dates-full: "en" → en, en-001, en-AU, ... */
export function localesOf(lang: string, all = false): string[] {
  const main = join(datesDir, 'main');
  if (!all) return existsSync(join(main, lang)) ? [lang] : [];
  return readdirSync(main)
    .filter((l) => l === lang || l.startsWith(`${lang}-`))
    .sort();
}

/** Every name one locale gives. */
export function namesOf(locale: string): CldrName[] {
  const file = join(datesDir, 'main', locale, 'timeZoneNames.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    main: Record<string, { dates: { timeZoneNames: { zone?: Record<string, unknown>; metazone?: Record<string, ZoneNode> } } }>;
  };
  const tzn = data.main[locale]!.dates.timeZoneNames;
  const out: CldrName[] = [];
  const lengths = (node: ZoneNode, target: 'zone' | 'metazone', id: string) => {
    for (const length of ['long', 'short'] as const) {
      for (const [type, name] of Object.entries(node[length] ?? {})) {
        if (name) out.push({ name, target, id, type: type as NameType, length, locale });
      }
    }
  };
  (function walk(node: Record<string, unknown>, path: string[]) {
    for (const [key, value] of Object.entries(node)) {
      const v = value as ZoneNode;
      if (v && typeof v === 'object' && v._type === 'zone') {
        const id = [...path, key].join('/');
        if (v.exemplarCity) out.push({ name: v.exemplarCity, target: 'zone', id, type: 'city', length: 'city', locale });
        lengths(v, 'zone', id);
      } else if (v && typeof v === 'object') walk(v as Record<string, unknown>, [...path, key]);
    }
  })(tzn.zone ?? {}, []);
  for (const [id, node] of Object.entries(tzn.metazone ?? {})) lengths(node, 'metazone', id);
  return out;
}

/** The English exemplar city of a zone as CLDR derives it when the locale gives none: "Lord_Howe" → "Lord Howe". */
export function derivedExemplar(zone: string): string {
  return zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
}
