// Where zone data comes from: the snapshot embedded in the bundle, or a zoneinfo directory (the
// system's /usr/share/zoneinfo or one the user names). Each source knows its IANA release
// ("2026f"), its zone and link names, and reads one zone's TZif bytes on demand.

import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { TzSnapshot } from '../core/data-formats.js';
import dataFiles from '../core/data-file.cjs';

export interface TzSource {
  /** How the source was chosen, for reports: "embedded", "system" or "directory". */
  readonly kind: 'embedded' | 'system' | 'directory';
  /** Where the data lives (a directory path, or "embedded snapshot"). */
  readonly location: string;
  /** IANA release, e.g. "2026f". */
  readonly version: string;
  /** Canonical zone names ("Zone" lines of the database). */
  zoneNames(): readonly string[];
  /** Link name → the zone it stands for (e.g. "US/Eastern" → "America/New_York"). */
  links(): ReadonlyMap<string, string>;
  /** TZif bytes of a canonical zone; only called with names from `zoneNames()`. */
  read(zone: string): Uint8Array;
}

export class TzSourceError extends Error {
  override name = 'TzSourceError';
}

/** Orders IANA release names: "2025b" < "2026a" < "2026f". Unparseable versions sort first. */
export function compareVersions(a: string, b: string): number {
  const pa = /^(\d{4})([a-z]*)$/.exec(a);
  const pb = /^(\d{4})([a-z]*)$/.exec(b);
  if (!pa || !pb) return (pa ? 1 : 0) - (pb ? 1 : 0);
  return Number(pa[1]) - Number(pb[1]) || pa[2]!.length - pb[2]!.length || (pa[2]! < pb[2]! ? -1 : pa[2]! > pb[2]! ? 1 : 0);
}

/**
 * The snapshot as embedded: in the bundle without its deflated `tzif` text, whose bytes the build
 * writes inflated to the data file tzdata.tzif (scripts/build.mjs), each zone's read from it where
 * they lie when the zone is first needed, with nothing to decode at start-up and nothing else held.
 */
export type EmbeddedSnapshot = Omit<TzSnapshot, 'tzif'> & { readonly tzif?: string };

export class SnapshotSource implements TzSource {
  readonly kind = 'embedded' as const;
  readonly location = 'embedded snapshot';
  readonly version: string;
  /** Where each zone's bytes start, in the order of `zones`. */
  #starts: Float64Array | undefined;
  /** The deflated snapshot, inflated (from source only: the bundle reads the data file). */
  #blob: Uint8Array | undefined;
  #links: Map<string, string> | undefined;

  constructor(private readonly snapshot: EmbeddedSnapshot) {
    this.version = snapshot.version;
  }

  zoneNames(): readonly string[] {
    return this.snapshot.zones;
  }

  links(): ReadonlyMap<string, string> {
    return (this.#links ??= new Map(Object.entries(this.snapshot.links)));
  }

  read(zone: string): Uint8Array {
    const { zones, sizes, tzif } = this.snapshot;
    const i = zones.indexOf(zone);
    if (i < 0) throw new TzSourceError(`zone "${zone}" is not in the embedded snapshot`);
    if (!this.#starts) {
      this.#starts = new Float64Array(zones.length);
      for (let k = 1; k < zones.length; k++) this.#starts[k] = this.#starts[k - 1]! + sizes[k - 1]!;
    }
    const start = this.#starts[i]!;
    const size = sizes[i]!;
    if (tzif !== undefined) {
      this.#blob ??= inflate(tzif);
      return this.#blob.subarray(start, start + size);
    }
    const bytes = new Uint8Array(size);
    const fd = openSync(dataFiles.dataFile('tzdata.tzif'), 'r');
    try {
      if (readSync(fd, bytes, 0, size, start) !== size) throw new TzSourceError(`tzdata.tzif ends before zone "${zone}"`);
    } finally {
      closeSync(fd);
    }
    return bytes;
  }
}

/** The snapshot's deflated text, inflated (node:zlib is loaded only for it: the bundle never needs it). */
function inflate(base64: string): Uint8Array {
  const zlib: typeof import('node:zlib') = createRequire(import.meta.url)('node:zlib');
  return new Uint8Array(zlib.inflateRawSync(Buffer.from(base64, 'base64')));
}

/** Reads the "# version 2026f" line that starts a tzdata.zi file. */
function readVersion(dir: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(join(dir, 'tzdata.zi'), 'r');
    const buf = Buffer.alloc(64);
    const n = readSync(fd, buf, 0, buf.length, 0);
    const m = /^# version (\S+)/.exec(buf.subarray(0, n).toString('latin1'));
    return m?.[1];
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The shape of every IANA zone name ("America/Argentina/Buenos_Aires", "Etc/GMT+5", "EST5EDT"):
 * no "." segments, no absolute path, no NUL or other character a path could abuse.
 */
const ZONE_NAME = /^[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * A compiled zoneinfo directory. Its `tzdata.zi` names the release and lists every zone ("Z") and
 * link ("L"); only those names, and only when they have the shape of a zone name, are ever turned
 * into file paths, so no input (nor a doctored tzdata.zi) can reach another file.
 */
export class DirectorySource implements TzSource {
  readonly location: string;
  readonly version: string;
  #zones: string[] | undefined;
  #links: Map<string, string> | undefined;
  #zoneSet: Set<string> | undefined;

  private constructor(
    readonly kind: 'system' | 'directory',
    dir: string,
    version: string,
  ) {
    this.location = dir;
    this.version = version;
  }

  /** Opens `dir`, or returns undefined when it holds no tzdata.zi that names a version. */
  static open(dir: string, kind: 'system' | 'directory'): DirectorySource | undefined {
    const version = readVersion(dir);
    return version ? new DirectorySource(kind, dir, version) : undefined;
  }

  #index(): void {
    const zones: string[] = [];
    const links = new Map<string, string>();
    const text = readFileSync(join(this.location, 'tzdata.zi'), 'latin1');
    for (const line of text.split('\n')) {
      if (line.startsWith('Z ')) {
        const name = line.split(/\s+/)[1]!;
        if (ZONE_NAME.test(name)) zones.push(name);
      } else if (line.startsWith('L ')) {
        const [, target, name] = line.split(/\s+/);
        if (target && name && ZONE_NAME.test(target) && ZONE_NAME.test(name)) links.set(name, target);
      }
    }
    this.#zones = zones.sort();
    this.#links = links;
  }

  zoneNames(): readonly string[] {
    if (!this.#zones) this.#index();
    return this.#zones!;
  }

  links(): ReadonlyMap<string, string> {
    if (!this.#links) this.#index();
    return this.#links!;
  }

  read(zone: string): Uint8Array {
    if (!(this.#zoneSet ??= new Set(this.zoneNames())).has(zone))
      throw new TzSourceError(`zone "${zone}" is not listed in ${this.location}/tzdata.zi`);
    return new Uint8Array(readFileSync(join(this.location, zone)));
  }
}

/**
 * The newest of the candidates wins; on equal versions the earlier candidate in the list wins, so
 * callers list them in order of preference (a directory the user named, then the embedded
 * snapshot, then the system's).
 */
export function newestSource(candidates: readonly (TzSource | undefined)[]): TzSource {
  let best: TzSource | undefined;
  for (const c of candidates) if (c && (!best || compareVersions(c.version, best.version) > 0)) best = c;
  if (!best) throw new TzSourceError('no time zone data available');
  return best;
}
