// Stands in for moment-timezone inside the holiday rules (date-holidays-parser and caldate), so that
// their zone math goes through our tz database instead of moment's own copy of the zone data (and
// that copy, ~1 MB, is not loaded at all). In the build, esbuild aliases 'moment-timezone' to this
// file in dist/lazy/holiday-parser.cjs; from source, ./lazy.cts puts it in Node's module cache
// under moment-timezone's path before loading the parser.
//
// Exactly the calls those packages make (date-holidays-parser 3.4.7, caldate 2.0.5):
//   caldate     moment.tz('YYYY-MM-DD HH:mm:ss', zone).format()       wall time in zone → instant
//               moment.tz(date, zone).year()/month()/date()/hours()/minutes()/seconds()
//   Equinox.js  moment(isoString).utcOffset('+09:00').month()/date()
//               moment(isoString).tz(zone).month()/date()
// A wall time in an overlap is its earlier instant, one in a gap is read as moment-timezone's defaults
// (moveInvalidForward, not moveAmbiguousForward) read it: usually with the offset before the gap.
// Whoever loads the parser hands it the tz database first (useZones).

/** The part of TzDatabase (src/tzdb/database.ts) this needs; a type only, so no second copy is bundled. */
interface Zones {
  lookup(name: string): { canonical: string } | undefined;
  zone(canonical: string): {
    offsetAt(t: number): number;
    instantsFor(local: number): number[];
    transitions(from: number, to: number): { at: number; before: { offset: number }; after: { offset: number } }[];
  };
}

let zones: Zones | undefined;

function zoneOf(name: string): ReturnType<Zones['zone']> {
  if (!zones) throw new Error('holiday rules: no tz database given (useZones)');
  const found = zones.lookup(name);
  if (!found) throw new Error(`holiday rules: unknown time zone ${name}`);
  return zones.zone(found.canonical);
}

/** Seconds in a day. This file imports nothing of src/: it is loaded through require() from source (lazy.cts), where an ES module cannot be. */
const DAY = 86_400;

/** An instant (Unix seconds) seen at a fixed UTC offset (seconds east). */
class Moment {
  readonly #wall: Date; // the wall-clock fields, read with getUTC*

  constructor(
    readonly instant: number,
    readonly offset: number,
  ) {
    this.#wall = new Date((instant + offset) * 1000);
  }

  tz(name: string): Moment {
    return new Moment(this.instant, zoneOf(name).offsetAt(this.instant));
  }

  utcOffset(text: string): Moment {
    const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(text);
    if (!m) throw new Error(`holiday rules: bad UTC offset ${text}`);
    return new Moment(this.instant, (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60));
  }

  year(): number {
    return this.#wall.getUTCFullYear();
  }
  month(): number {
    return this.#wall.getUTCMonth();
  }
  date(): number {
    return this.#wall.getUTCDate();
  }
  hours(): number {
    return this.#wall.getUTCHours();
  }
  minutes(): number {
    return this.#wall.getUTCMinutes();
  }
  seconds(): number {
    return this.#wall.getUTCSeconds();
  }

  /** ISO 8601 with the offset, e.g. 2025-03-20T00:00:00+09:00 (what `new Date()` reads back). */
  format(): string {
    const a = Math.abs(this.offset);
    const hhmm = `${String(Math.floor(a / 3600)).padStart(2, '0')}:${String(Math.floor((a % 3600) / 60)).padStart(2, '0')}`;
    return `${this.#wall.toISOString().slice(0, 19)}${this.offset < 0 ? '-' : '+'}${hhmm}`;
  }
}

/** Seconds of a date-time string ("2025-03-20 00:00:00", ISO with or without Z/offset); NaN if not one. */
function parseWall(text: string): { seconds: number; zoned: boolean } {
  const m = /^([+-]?\d{4,6})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(text.trim());
  if (!m) throw new Error(`holiday rules: cannot read date-time ${text}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  const fixed = new Date(ms);
  if (Number(m[1]) >= 0 && Number(m[1]) < 100) fixed.setUTCFullYear(Number(m[1])); // Date.UTC maps 0-99 to 1900-1999
  let seconds = fixed.getTime() / 1000;
  if (m[8] && m[8].toUpperCase() !== 'Z') {
    const o = /([+-])(\d{2}):?(\d{2})/.exec(m[8])!;
    seconds -= (o[1] === '-' ? -1 : 1) * (Number(o[2]) * 3600 + Number(o[3]) * 60);
  }
  return { seconds, zoned: m[8] !== undefined };
}

function instantOf(input: unknown): number {
  if (input instanceof Date) return Math.floor(input.getTime() / 1000);
  if (typeof input === 'number') return Math.floor(input / 1000);
  if (typeof input === 'string') return parseWall(input).seconds;
  throw new Error('holiday rules: unsupported moment() input');
}

/** moment(input): an instant in UTC. */
function moment(input: unknown): Moment {
  return new Moment(instantOf(input), 0);
}

/**
 * moment.tz(input, zone): a Date is an instant; a string without an offset is a wall time in the
 * zone (a gap read with the offset before it, an overlap as its earlier instant).
 */
moment.tz = function tz(input: unknown, name: string): Moment {
  const zone = zoneOf(name);
  if (typeof input !== 'string') return new Moment(instantOf(input), 0).tz(name);
  const { seconds: local, zoned } = parseWall(input);
  if (zoned) return new Moment(local, 0).tz(name);
  const found = zone.instantsFor(local);
  const instant = found[0] ?? inGap(zone, local);
  return new Moment(instant, zone.offsetAt(instant));
};

/**
 * A wall time in a gap, as moment-timezone's Zone.parse reads it (moveInvalidForward): with the offset
 * before the gap, unless the period before the gap itself began by moving the clocks forward and the
 * time lies past where that period's own offset ends it; then with the offset after. Usual spring-forward
 * gaps get the offset before; Samoa's skipped 30 December 2011 the one after.
 */
function inGap(zone: ReturnType<Zones['zone']>, local: number): number {
  const gap = zone
    .transitions(local - 2 * DAY, local + 2 * DAY)
    .find((t) => t.at + t.before.offset <= local && local < t.at + t.after.offset);
  if (!gap) return local - zone.offsetAt(local);
  let earlier: { before: { offset: number } } | undefined;
  for (let years = 1; !earlier && years <= 1000; years *= 10) earlier = zone.transitions(gap.at - years * 366 * DAY, gap.at).pop();
  const bound = Math.max(gap.before.offset, earlier ? earlier.before.offset : gap.before.offset);
  return local < gap.at + bound ? local - gap.before.offset : local - gap.after.offset;
}

/** Hands the shim the tz database the server uses; call before asking the parser for holidays. */
moment.useZones = function useZones(db: Zones): void {
  zones = db;
};

export = moment;
