// Natural-language date/time phrases -> instants or ranges in a named zone.
//
// chrono-node (loaded on first use) only EXTRACTS calendar components: it is fed a reference whose
// wall fields are the reference instant's wall time in the target zone, and its year/month/day/
// hour/minute/second are read back as a wall time in that zone. Zones are applied by Meridian:
// wall times become instants through resolveWallTime (DST gaps/overlaps noted), zone words in the
// phrase go through resolveZone, and exact durations ("in 2 hours") are added to the instant.
// Meridian's own rules cover what chrono misses or gets wrong: ISO 8601, Unix timestamps,
// "first Monday of March", "last day of the month", "end of next week", "midnight tonight",
// quarters, and period ranges ("next week", "March 2027").

import { ambiguousZoneMessage, ToolInputError } from '../core/errors.js';
import type { TzDatabase } from '../tzdb/database.js';
import lazy from './lazy.cjs';
import {
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  formatClock,
  formatDate,
  localSecondsFromWall,
  SECONDS_PER_DAY,
  WEEKDAY_NAMES,
  wallFromLocalSeconds,
  weekdayOfEpochDay,
  type WallTime,
} from '../core/civil.js';
import { isoOffsetSeconds } from '../time/datetime.js';
import { lookupZone } from '../zones/resolver.js';
import { resolveWallTime, resolveZone, wallAt, type Disambiguation, type ResolvedZone } from '../time/zoned.js';

type Chrono = ReturnType<typeof lazy.loadChrono>;
type ChronoResult = ReturnType<Chrono['casual']['parse']>[number];
type Components = ChronoResult['start'];

let chronoModule: Chrono | undefined;
const chrono = (): Chrono => (chronoModule ??= lazy.loadChrono());

export interface NaturalOptions {
  db: TzDatabase;
  /** The zone the phrase is meant in, unless the phrase names one. */
  zone: ResolvedZone;
  /** Local zone name, for resolveZone's default (never used: text candidates are non-empty). */
  localZone: string;
  /** The "now" relative phrases are read against, Unix seconds. */
  reference: number;
  /** Day/month order for numeric dates: true = day first (en-GB); undefined = not given (month first). */
  dayFirst?: boolean;
  disambiguation: Disambiguation;
}

export interface Alternative {
  instant: number;
  /** What this other reading of the phrase takes it to mean. */
  reading: string;
}

export interface NaturalResult {
  zone: ResolvedZone;
  /** True when the zone came from the phrase itself ("... Asia/Tokyo time"). */
  zoneFromText: boolean;
  /** A single instant (Unix seconds); or a range [start, end) when `end` is set. */
  start: number;
  end?: number;
  assumed: string[];
  notes: string[];
  alternatives: Alternative[];
  /** Words of the phrase that were not part of the date/time. */
  ignored?: string;
}

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

const EXAMPLES = '"tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30"';

/** Reads `text` as a date, time or range. Throws ToolInputError when it cannot. */
export function parseNatural(text: string, opts: NaturalOptions): NaturalResult {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) throw new ToolInputError(`The text is empty; pass a date or time such as ${EXAMPLES}.`);

  // A zone named in the phrase wins over the `timezone` argument.
  const found = extractZone(clean, opts);
  const zone = found?.zone ?? opts.zone;
  const rest = found ? found.rest : clean;
  const out = parseIn(rest, zone, opts, !!found);
  if (out.relocate) {
    // chrono spotted a zone token we had not taken out ("3pm UTC tomorrow"): resolve it ourselves
    // and read the phrase again in that zone, so "tomorrow" means tomorrow there.
    const z = resolveZone(opts.db, out.relocate.token, opts.localZone, 'text');
    const again = parseIn(out.relocate.rest, z, opts, true);
    if (again.result) return again.result;
  }
  if (out.result) return out.result;
  const shown = clean.length > 60 ? `${clean.slice(0, 57)}...` : clean;
  throw new ToolInputError(`Could not read a date or time in "${shown}"; try a phrasing like ${EXAMPLES}.`);
}

// ---------------------------------------------------------------------------------------------
// Zone words in the phrase

/** Words that are date/time vocabulary, never a zone, even if a city or IANA link spells the same. */
const DATE_WORDS = new Set(
  (
    'a an and at on in of the by to from until till through between before after ago later next this last past previous coming current ' +
    'now today tonight tomorrow yesterday noon midday midnight morning afternoon evening night day days week weeks weekend month months ' +
    'year years quarter hour hours minute minutes second seconds am pm a.m. p.m. o\'clock oclock end start beginning first second third ' +
    'fourth fifth half quarter around about approximately please sometime time eod ' +
    'monday mon tuesday tue tues wednesday wed thursday thu thur thurs friday fri saturday sat sunday sun ' +
    'january jan february feb march mar april apr may june jun july jul august aug september sep sept october oct november nov december dec'
  ).split(' '),
);

function isDateWord(w: string): boolean {
  const lw = w.toLowerCase().replace(/[.,;:!?]+$/, '');
  return DATE_WORDS.has(lw) || /^[\d.:,/-]+$/.test(lw) || /^\d{1,4}(?:st|nd|rd|th|am|pm|h|hrs?|m|min|s)?$/.test(lw) || /^\d{1,2}[:.]\d{2}/.test(lw) || /^\d{4}-\d{2}/.test(lw);
}

/** A zone candidate worth asking the resolver about: not one letter, not all date vocabulary. */
function zoneCandidate(words: string[]): string | undefined {
  const s = words.join(' ').replace(/^[(,]+|[),.;:!?]+$/g, '');
  if (s.length < 2 && s.toUpperCase() !== 'Z') return undefined;
  if (words.every(isDateWord)) return undefined;
  return s;
}

/**
 * A zone named by `candidate`, probing the one resolver without "did you mean" work. In an explicit
 * context ("in Springfield", "Springfield time") an ambiguous name is an error that lists the
 * candidates; as bare trailing words only unmistakable spellings count (an IANA name, an offset, an
 * abbreviation, a Windows name, or a place right after a time: "3pm Tokyo", not "lunch with Jordan").
 */
function tryZone(db: TzDatabase, candidate: string, explicit: boolean, afterTime: boolean): ResolvedZone | undefined {
  const r = lookupZone(db, candidate, { suggest: false });
  if (r.kind === 'ambiguous') {
    if (explicit) throw new ToolInputError(ambiguousZoneMessage(candidate, r, 'text'));
    return undefined;
  }
  if (r.kind !== 'found') return undefined;
  const { name, zone, via, note } = r.match;
  if (!explicit && !afterTime && (via === 'city' || via === 'country')) return undefined;
  return { name, zone, defaulted: false, input: candidate, via, ...(note ? { note } : {}) };
}

/** A word that ends a time or date: "3pm", "15:00", "noon", "tomorrow", "Friday". */
function endsTime(word: string | undefined): boolean {
  if (!word) return false;
  const w = word.toLowerCase().replace(/[.,;:!?]+$/, '');
  return /\d/.test(w) || /^(am|pm|a\.m|p\.m|noon|midnight|tonight|today|tomorrow|yesterday)$/.test(w) || isDateWord(w);
}

/**
 * Finds a zone named in the phrase, only through resolveZone: "<zone> time" anywhere, "in <zone>"
 * anywhere, or a zone as the phrase's last words. Longer spans are tried first ("New York").
 */
function extractZone(text: string, opts: NaturalOptions): { zone: ResolvedZone; rest: string } | undefined {
  const words = text.split(' ');
  const MAX = 4;
  // [from, to) of the zone words, [cutFrom, cutTo) of what to remove, and whether the context says "zone".
  const spans: [number, number, number, number, boolean][] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.toLowerCase().replace(/[.,;:!?]+$/, '');
    if (w === 'time' && i > 0) for (let n = Math.min(MAX, i); n >= 1; n--) spans.push([i - n, i, i - n, i + 1, true]);
    if (w === 'in' && i + 1 < words.length) {
      for (let n = Math.min(MAX, words.length - i - 1); n >= 1; n--) spans.push([i + 1, i + 1 + n, i, i + 1 + n, true]);
    }
  }
  for (let n = Math.min(MAX, words.length); n >= 1; n--) spans.push([words.length - n, words.length, words.length - n, words.length, false]);
  for (const [from, to, cutFrom, cutTo, explicit] of spans) {
    const cand = zoneCandidate(words.slice(from, to));
    if (!cand) continue;
    const zone = tryZone(opts.db, cand, explicit, endsTime(words[from - 1]));
    if (!zone) continue;
    let a = cutFrom;
    // "9am at Asia/Tokyo", "noon in Tokyo time": drop the joining word and a trailing "time" too.
    if (a > 0 && /^(in|at)$/i.test(words[a - 1]!) && cutFrom === from) a--;
    let b = cutTo;
    if (b < words.length && /^time[.,;:!?]*$/i.test(words[b]!) && cutTo === to) b++;
    const rest = [...words.slice(0, a), ...words.slice(b)].join(' ').trim();
    return { zone, rest };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Reading the phrase in one zone

interface Ctx {
  opts: NaturalOptions;
  zone: ResolvedZone;
  zoneFromText: boolean;
  refWall: WallTime;
  /** Today in the zone, as an epoch day. */
  today: number;
  assumed: string[];
  notes: string[];
  alternatives: Alternative[];
}

interface Attempt {
  result?: NaturalResult;
  relocate?: { token: string; rest: string };
}

function parseIn(text: string, zone: ResolvedZone, opts: NaturalOptions, zoneFromText: boolean): Attempt {
  const refWall = wallAt(zone.zone, opts.reference).wall;
  const c: Ctx = {
    opts,
    zone,
    zoneFromText,
    refWall,
    today: daysFromCivil(refWall.year, refWall.month, refWall.day),
    assumed: [],
    notes: [],
    alternatives: [],
  };
  if (zone.defaulted && !zoneFromText) c.assumed.push('timezone: local');
  if (text === '') return { result: done(c, { start: opts.reference }) };

  const own = timestamp(text, c) ?? iso(text, c) ?? duration(text, c) ?? wholeRange(text, c) ?? anchoredRule(text, c);
  if (own) return { result: done(c, own) };
  return viaChrono(text, c);
}

interface Span {
  start: number;
  end?: number;
  ignored?: string;
}

function done(c: Ctx, s: Span): NaturalResult {
  for (const t of [s.start, s.end]) {
    if (t === undefined) continue;
    const y = wallAt(c.zone.zone, t).wall.year;
    if (y < MIN_YEAR || y > MAX_YEAR) throw new ToolInputError(`The date falls in year ${y}; use a date between years ${MIN_YEAR} and ${MAX_YEAR}.`);
  }
  return {
    zone: c.zone,
    zoneFromText: c.zoneFromText,
    start: s.start,
    ...(s.end !== undefined ? { end: s.end } : {}),
    assumed: c.assumed,
    notes: c.notes,
    alternatives: c.alternatives.filter((a) => a.instant !== s.start),
    ...(s.ignored ? { ignored: s.ignored } : {}),
  };
}

const wallOn = (day: number, hour = 0, minute = 0, second = 0): WallTime => {
  const { year, month, day: dayOfMonth } = civilFromDays(day);
  return { year, month, day: dayOfMonth, hour, minute, second };
};

/** The instant of a wall time in the context's zone; a DST gap/overlap is noted. */
function instantOf(c: Ctx, wall: WallTime): number {
  checkYear(wall.year);
  const r = resolveWallTime(c.zone, wall, c.opts.disambiguation);
  if (r.note && !c.notes.includes(r.note)) c.notes.push(r.note);
  return r.instant;
}

/** Like instantOf, for an alternative reading: no note, and a refused DST choice just drops it. */
function alternative(c: Ctx, wall: WallTime, reading: string): void {
  try {
    if (wall.year < MIN_YEAR || wall.year > MAX_YEAR) return;
    const r = resolveWallTime(c.zone, wall, c.opts.disambiguation === 'reject' ? 'compatible' : c.opts.disambiguation);
    c.alternatives.push({ instant: r.instant, reading });
  } catch (e) {
    if (!(e instanceof ToolInputError)) throw e;
  }
}

function checkYear(y: number): void {
  if (!Number.isFinite(y) || y < MIN_YEAR || y > MAX_YEAR) {
    throw new ToolInputError(`The date falls in year ${y}; use a date between years ${MIN_YEAR} and ${MAX_YEAR}.`);
  }
}

const hhmm = (h: number, m: number, s = 0): string => formatClock({ year: 0, month: 1, day: 1, hour: h, minute: m, second: s }, s !== 0);

// ---------------------------------------------------------------------------------------------
// Unix timestamps and ISO 8601

function timestamp(text: string, c: Ctx): Span | undefined {
  const m = /^(?:@|(?:unix|epoch|posix|timestamp|unix time|unix timestamp)\s*:?\s*)?(-?\d{9,13})(?:\s*(s|secs?|seconds|ms|millis|milliseconds))?$/i.exec(text);
  if (!m) return undefined;
  const digits = m[1]!.replace('-', '').length;
  const unit = m[2]?.toLowerCase();
  const ms = unit ? unit.startsWith('m') : digits >= 12;
  const n = Number(m[1]);
  c.assumed.push(`timestamp: ${ms ? 'milliseconds' : 'seconds'}`);
  return { start: ms ? Math.floor(n / 1000) : n };
}

const ISO_RE =
  /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:\s?(Z|[+-]\d{2}(?::?\d{2})?)(?![\d:]))?)?(?:\[!?([^\]\s]{1,64})\])?(?![\d:])/i;

/** ISO 8601 / RFC 9557: with an offset it is an exact instant; without, a wall time in the zone. */
function iso(text: string, c: Ctx): Span | undefined {
  const m = ISO_RE.exec(text);
  if (!m) return undefined;
  const [whole, y, mo, d, h, mi, s, , off, bracket] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new ToolInputError(`Invalid date "${y}-${mo}-${d}" in text; use a real calendar date such as "2026-03-15".`);
  }
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (hour > 23 || minute > 59 || second > 59) {
    throw new ToolInputError(`Invalid time "${h}:${mi}${s ? ':' + s : ''}" in text; use a 24-hour time such as "14:30".`);
  }
  if (bracket) {
    // "2024-03-10T02:30[America/New_York]": the bracket names the zone.
    c.zone = resolveZone(c.opts.db, bracket, c.opts.localZone, 'text');
    c.zoneFromText = true;
    c.assumed = c.assumed.filter((a) => a !== 'timezone: local');
  }
  const wall: WallTime = { year, month, day, hour, minute, second };
  checkYear(year);
  let start: number;
  if (off) {
    const offset = isoOffsetSeconds(off);
    if (offset === undefined || Math.abs(offset) > 18 * 3600) {
      throw new ToolInputError(`Invalid UTC offset "${off}" in text; use one between -18:00 and +18:00, e.g. "+05:30".`);
    }
    start = localSecondsFromWall(wall) - offset;
  } else if (h === undefined) {
    // A date alone: at the time the rest of the phrase gives ("2026-03-15 at 3pm"), else 00:00.
    return withTime(text, m, c, daysFromCivil(year, month, day), '00:00');
  } else {
    start = instantOf(c, wall);
  }
  return { start, ignored: leftover(text, m.index, whole.length) };
}

// ---------------------------------------------------------------------------------------------
// Durations: "in 2 hours", "3 weeks from now", "two days ago", "in 1h30m"

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, dozen: 12, a: 1, an: 1,
};

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';
const UNIT_WORDS: Record<string, [Unit, number]> = {};
for (const [unit, words] of [
  ['year', 'y yr yrs year years'],
  ['month', 'mo mos month months'],
  ['week', 'w wk wks week weeks'],
  ['day', 'd day days'],
  ['hour', 'h hr hrs hour hours'],
  ['minute', 'm min mins minute minutes'],
  ['second', 's sec secs second seconds'],
] as const) {
  for (const w of words.split(' ')) UNIT_WORDS[w] = [unit, 1];
}
UNIT_WORDS['fortnight'] = ['week', 2];
UNIT_WORDS['fortnights'] = ['week', 2];
UNIT_WORDS['decade'] = ['year', 10];
UNIT_WORDS['decades'] = ['year', 10];

type Duration = Record<Unit, number>;

function readDuration(s: string): Duration | undefined {
  const tokens = s
    .toLowerCase()
    .replace(/(\d(?:\.\d+)?)([a-z]+)/g, '$1 $2')
    .replace(/[,-]/g, ' ')
    .split(/\s+/)
    .filter((t) => t && t !== 'and' && t !== 'of');
  const d: Duration = { year: 0, month: 0, week: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let i = 0;
  let parts = 0;
  let lastUnit: [Unit, number] | undefined;
  while (i < tokens.length) {
    let n: number | undefined;
    const t = tokens[i]!;
    if (t === 'half' || ((t === 'a' || t === 'an') && tokens[i + 1] === 'half')) {
      // "half an hour", or "and a half" after a unit
      i += t === 'half' ? 1 : 2;
      if (tokens[i] === 'a' || tokens[i] === 'an') i++;
      if (!UNIT_WORDS[tokens[i] ?? ''] && lastUnit) {
        d[lastUnit[0]] += 0.5 * lastUnit[1];
        continue;
      }
      n = 0.5;
    } else if ((t === 'a' || t === 'an') && tokens[i + 1] === 'couple') {
      n = 2;
      i += 2;
    } else if (t === 'couple') {
      n = 2;
      i++;
    } else if (/^\d+(?:\.\d+)?$/.test(t)) {
      n = Number(t);
      i++;
    } else if (t in NUMBER_WORDS) {
      n = NUMBER_WORDS[t]!;
      i++;
      // "twenty five"
      if (n >= 20 && n % 10 === 0 && n < 100 && tokens[i] && (NUMBER_WORDS[tokens[i]!] ?? 99) < 10) n += NUMBER_WORDS[tokens[i++]!]!;
    } else {
      return undefined;
    }
    const u = UNIT_WORDS[tokens[i] ?? ''];
    if (!u) return undefined;
    i++;
    d[u[0]] += n * u[1];
    lastUnit = u;
    parts++;
  }
  return parts ? d : undefined;
}

function duration(text: string, c: Ctx): Span | undefined {
  const t = text.replace(/[.!?]+$/, '');
  let m: RegExpExecArray | null;
  let body: string | undefined;
  let sign = 1;
  if ((m = /^(?:in|within|after)\s+(.+)$/i.exec(t))) body = m[1];
  else if ((m = /^(.+?)\s+(?:from now|from today|later|hence|in the future)$/i.exec(t))) body = m[1];
  else if ((m = /^(.+?)\s+(?:ago|before now|earlier|in the past)$/i.exec(t))) {
    body = m[1];
    sign = -1;
  }
  let anchor: WallTime | undefined;
  if (body === undefined && (m = /^(.+?)\s+(from|after|before)\s+(.+)$/i.exec(t))) {
    // "a week from tomorrow", "2 days before Christmas Eve" (any date chrono reads as the anchor)
    const r = readDuration(m[1]!) && chronoParse(m[3]!, c)[0];
    if (!r || r.index !== 0 || r.text.length !== m[3]!.length || r.end) return undefined;
    anchor = timeOf(r.start, dayOf(r, r.start, c).day, c);
    body = m[1];
    if (m[2]!.toLowerCase() === 'before') sign = -1;
  }
  if (body === undefined) return undefined;
  const d = readDuration(body);
  if (!d) return undefined;
  // Calendar units move the wall clock (DST-aware, like Temporal); time units are exact seconds.
  let years = d.year;
  let months = d.month;
  if (!Number.isInteger(years)) {
    months += (years % 1) * 12;
    years = Math.trunc(years);
  }
  if (!Number.isInteger(months)) return undefined;
  const days = d.week * 7 + d.day;
  const wholeDays = Math.trunc(days);
  const seconds = Math.round((days - wholeDays) * SECONDS_PER_DAY + d.hour * 3600 + d.minute * 60 + d.second);
  let start = c.opts.reference;
  if (anchor) start = instantOf(c, anchor);
  if (years || months || wholeDays) {
    const w = anchor ?? c.refWall;
    const totalMonths = w.year * 12 + (w.month - 1) + sign * (years * 12 + months);
    const year = Math.floor(totalMonths / 12);
    const month = totalMonths - year * 12 + 1;
    checkYear(year);
    const dim = daysInMonth(year, month);
    if (w.day > dim) c.assumed.push(`day: ${formatDate({ year, month, day: dim })} (no ${ordinal(w.day)} that month)`);
    const day = daysFromCivil(year, month, Math.min(w.day, dim)) + sign * wholeDays;
    start = instantOf(c, wallOn(day, w.hour, w.minute, w.second));
  }
  return { start: start + sign * seconds };
}

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

// ---------------------------------------------------------------------------------------------
// Periods: weeks (Monday to Sunday), weekends, months, quarters, years, days

const MONTH_SRC =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const REL_SRC = '(?:this|current|next|coming|last|previous|past)';
const PERIOD_SRC =
  `(?:(?:the\\s+)?(?:${REL_SRC}\\s+)?(?:week|weekend|month|quarter|year|day)` +
  `|(?:${REL_SRC}\\s+)?${MONTH_SRC}(?:\\s+(?:of\\s+)?\\d{4})?` +
  `|q[1-4](?:\\s+(?:of\\s+)?\\d{4})?|\\d{4}\\s*-?\\s*q[1-4]` +
  `|(?:the\\s+)?(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter(?:\\s+of\\s+\\d{4})?` +
  `|\\d{4}|today|tomorrow|yesterday)`;
const WEEKDAY_SRC = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?';

// The patterns built from those, built once (none is global, so exec() keeps no state between calls).
const MONTH_PERIOD = new RegExp(`^(?:(this|current|next|coming|last|previous|past) )?(${MONTH_SRC})(?: (?:of )?(\\d{4}))?$`);
const WHOLE_PERIOD = new RegExp(`^(?:(?:in|during|for|over|throughout|within|sometime(?: in)?|some time in)\\s+)?(${PERIOD_SRC})[.!?]?$`, 'i');
const NTH_WEEKDAY_OF = new RegExp(`\\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final) (${WEEKDAY_SRC}) (?:of|in) (${PERIOD_SRC})\\b`, 'i');
const FIRST_LAST_DAY_OF = new RegExp(`\\b(first|last) day (?:of|in) (${PERIOD_SRC})\\b`, 'i');
const START_END_OF = new RegExp(`\\b(start|beginning|end) of (${PERIOD_SRC})\\b`, 'i');
const WEEKDAY_MODIFIER = new RegExp(`\\b(next|this|coming|last|past|previous) (?:week )?${WEEKDAY_SRC}\\b`, 'i');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthIndex = (s: string): number => MONTHS.indexOf(s.slice(0, 3).toLowerCase()) + 1;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const weekdayIndex = (s: string): number => WEEKDAYS.indexOf(s.slice(0, 3).toLowerCase());

type PeriodKind = 'day' | 'week' | 'weekend' | 'month' | 'quarter' | 'year';
interface Period {
  kind: PeriodKind;
  /** First epoch day, and the epoch day after the last. */
  from: number;
  to: number;
}

/** Epoch day of the Monday of the ISO week holding `day`. */
const mondayOf = (day: number): number => day - ((weekdayOfEpochDay(day) + 6) % 7);
const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5 };

function period(spec: string, c: Ctx): Period | undefined {
  const s = spec.toLowerCase().replace(/\s+/g, ' ').replace(/^the /, '').trim();
  const t = c.refWall;
  const shift = (rel: string | undefined): number =>
    rel === undefined || rel === 'this' || rel === 'current' ? 0 : rel === 'next' || rel === 'coming' ? 1 : -1;
  let m: RegExpExecArray | null;
  if ((m = /^(?:(this|current|next|coming|last|previous|past) )?(day|week|weekend|month|quarter|year)$/.exec(s))) {
    const k = shift(m[1]);
    switch (m[2]) {
      case 'day':
        return { kind: 'day', from: c.today + k, to: c.today + k + 1 };
      case 'week': {
        c.assumed.push('week: Monday to Sunday');
        const mon = mondayOf(c.today) + 7 * k;
        return { kind: 'week', from: mon, to: mon + 7 };
      }
      case 'weekend': {
        c.assumed.push('weekend: Saturday and Sunday');
        const sat = mondayOf(c.today) + 5 + 7 * k;
        return { kind: 'weekend', from: sat, to: sat + 2 };
      }
      case 'month':
        return monthPeriod(t.year, t.month + k);
      case 'quarter':
        return quarterPeriod(t.year, Math.floor((t.month - 1) / 3) + 1 + k);
      default:
        return yearPeriod(t.year + k);
    }
  }
  if (s === 'today' || s === 'tomorrow' || s === 'yesterday') {
    const day = c.today + (s === 'today' ? 0 : s === 'tomorrow' ? 1 : -1);
    return { kind: 'day', from: day, to: day + 1 };
  }
  if ((m = MONTH_PERIOD.exec(s))) {
    const month = monthIndex(m[2]!);
    let year: number;
    if (m[3]) year = Number(m[3]);
    else {
      const rel = shift(m[1]);
      // Upcoming (this month counts) unless "next"/"last" say otherwise.
      if (rel === 0) year = month >= t.month ? t.year : t.year + 1;
      else if (rel > 0) year = month > t.month ? t.year : t.year + 1;
      else year = month < t.month ? t.year : t.year - 1;
      c.assumed.push(`year: ${year}`);
    }
    return monthPeriod(year, month);
  }
  if ((m = /^q([1-4])(?: (?:of )?(\d{4}))?$/.exec(s)) || (m = /^(\d{4}) ?-? ?q([1-4])$/.exec(s))) {
    const [q, y] = s.startsWith('q') ? [m[1], m[2]] : [m[2], m[1]];
    return quarterPeriod(y ? Number(y) : upcomingQuarterYear(c, Number(q)), Number(q));
  }
  if ((m = /^(first|second|third|fourth|1st|2nd|3rd|4th) quarter(?: of (\d{4}))?$/.exec(s))) {
    const q = ORDINALS[m[1]!]!;
    return quarterPeriod(m[2] ? Number(m[2]) : upcomingQuarterYear(c, q), q);
  }
  if ((m = /^(\d{4})$/.exec(s))) return yearPeriod(Number(m[1]));
  return undefined;
}

function upcomingQuarterYear(c: Ctx, q: number): number {
  const current = Math.floor((c.refWall.month - 1) / 3) + 1;
  const year = q >= current ? c.refWall.year : c.refWall.year + 1;
  c.assumed.push(`year: ${year}`);
  return year;
}

function monthPeriod(year: number, month: number): Period {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  checkYear(y);
  const from = daysFromCivil(y, m, 1);
  return { kind: 'month', from, to: from + daysInMonth(y, m) };
}

function quarterPeriod(year: number, q: number): Period {
  const p = monthPeriod(year, (q - 1) * 3 + 1);
  return { kind: 'quarter', from: p.from, to: monthPeriod(year, (q - 1) * 3 + 4).from };
}

function yearPeriod(year: number): Period {
  checkYear(year);
  return { kind: 'year', from: daysFromCivil(year, 1, 1), to: daysFromCivil(year + 1, 1, 1) };
}

/** "next week", "Q3 2027", "March 2027", "in 2027", "this weekend": the whole phrase is a period. */
function wholeRange(text: string, c: Ctx): Span | undefined {
  const m = WHOLE_PERIOD.exec(text);
  if (!m) return undefined;
  const before = c.assumed.length;
  const p = period(m[1]!, c);
  if (!p || p.kind === 'day') {
    c.assumed.length = before;
    return undefined;
  }
  return { start: instantOf(c, wallOn(p.from)), end: instantOf(c, wallOn(p.to)) };
}

// ---------------------------------------------------------------------------------------------
// Anchored rules that chrono misses, each optionally followed or preceded by a time of day

function anchoredRule(text: string, c: Ctx): Span | undefined {
  let m: RegExpExecArray | null;

  // "midnight tonight", "tonight at midnight": the midnight that ends today.
  if ((m = /\b(?:midnight (?:tonight|today)|(?:tonight|today) (?:at )?midnight)\b/i.exec(text))) {
    return { start: instantOf(c, wallOn(c.today + 1)), ignored: leftover(text, m.index, m[0].length) };
  }

  // "first Monday of March", "last Friday of the month", "third Thursday in November 2027".
  if ((m = NTH_WEEKDAY_OF.exec(text))) {
    const p = period(m[3]!, c);
    if (p && p.kind !== 'day' && p.kind !== 'week' && p.kind !== 'weekend') {
      const wd = weekdayIndex(m[2]!);
      const which = m[1]!.toLowerCase();
      let day: number;
      if (which === 'last' || which === 'final') {
        day = p.to - 1 - ((weekdayOfEpochDay(p.to - 1) - wd + 7) % 7);
      } else {
        const n = ORDINALS[which]!;
        day = p.from + ((wd - weekdayOfEpochDay(p.from) + 7) % 7) + 7 * (n - 1);
        if (day >= p.to) {
          throw new ToolInputError(`There is no ${which} ${WEEKDAY_NAMES[wd]} in that ${p.kind}; ask for the "last ${WEEKDAY_NAMES[wd]}" instead.`);
        }
      }
      return withTime(text, m, c, day, '00:00');
    }
  }

  // "last day of the month", "first day of next year", "last day of February 2028".
  if ((m = FIRST_LAST_DAY_OF.exec(text))) {
    const p = period(m[2]!, c);
    if (p && p.kind !== 'day') return withTime(text, m, c, m[1]!.toLowerCase() === 'first' ? p.from : p.to - 1, '00:00');
  }

  // "start of next week", "end of the month", "end of next week", "end of day".
  if ((m = START_END_OF.exec(text))) {
    const p = period(m[2]!, c);
    if (p) {
      if (m[1]!.toLowerCase() !== 'end') return withTime(text, m, c, p.from, '00:00');
      const span = withTime(text, m, c, p.to - 1, '23:59:59');
      if (p.kind === 'week' && !span.timeGiven) alternative(c, wallOn(p.from + 4, 17), 'end of the work week, Friday 17:00');
      return span;
    }
  }

  // "on the 15th": the next 15th (this month if it is still ahead).
  if ((m = /^(?:on )?(?:the )?(\d{1,2})(?:st|nd|rd|th)$/i.exec(text))) {
    const d = Number(m[1]);
    if (d >= 1 && d <= 31) {
      let { year, month } = c.refWall;
      if (d < c.refWall.day) month++;
      for (;;) {
        if (month > 12) [year, month] = [year + 1, 1];
        if (d <= daysInMonth(year, month)) break;
        month++;
      }
      c.assumed.push(`month: ${formatDate({ year, month, day: d }).slice(0, 7)}`, 'time: 00:00');
      return { start: instantOf(c, { year, month, day: d, hour: 0, minute: 0, second: 0 }) };
    }
  }
  return undefined;
}

/** A day from one of our rules, at the time of day the rest of the phrase gives, or `fallback`. */
function withTime(text: string, m: RegExpExecArray, c: Ctx, day: number, fallback: string): Span & { timeGiven: boolean } {
  const restText = (text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length)).trim();
  if (restText) {
    const results = chronoParse(restText, c);
    const r = results[0];
    if (r && r.start.isCertain('hour') && !r.start.isCertain('day') && !r.start.isCertain('weekday') && !r.start.isCertain('month')) {
      const wall = wallOn(day, r.start.get('hour')!, r.start.get('minute') ?? 0, r.start.get('second') ?? 0);
      return { start: instantOf(c, wall), ignored: leftover(restText, r.index, r.text.length), timeGiven: true };
    }
  }
  const [h, mi, s] = fallback.split(':').map(Number);
  c.assumed.push(`time: ${fallback}${fallback === '23:59:59' ? ' (end of day)' : ''}`);
  return { start: instantOf(c, wallOn(day, h, mi, s ?? 0)), ignored: words(restText), timeGiven: false };
}

// ---------------------------------------------------------------------------------------------
// chrono-node

/** Host-local Date whose wall fields are `w`: chrono computes in host-local fields. */
function hostDate(w: WallTime): Date {
  const d = new Date(2000, 0, 1, 12, 0, 0, 0);
  d.setFullYear(w.year, w.month - 1, w.day);
  d.setHours(w.hour, w.minute, w.second, 0);
  return d;
}

/** Day/month order: a locale hint wins; otherwise month first, as in US English. */
function chronoParse(text: string, c: Ctx): ChronoResult[] {
  const ch = chrono();
  return (c.opts.dayFirst ? ch.GB : ch.casual).parse(text, hostDate(c.refWall));
}

/** The wall time chrono read, in the zone. */
function chronoWall(p: Components): WallTime {
  return {
    year: p.get('year')!,
    month: p.get('month')!,
    day: p.get('day')!,
    hour: p.get('hour') ?? 0,
    minute: p.get('minute') ?? 0,
    second: p.get('second') ?? 0,
  };
}

const CASUAL_TIMES = ['morning', 'afternoon', 'evening', 'night', 'tonight', 'noon', 'midnight', 'now'];
const casualTime = (p: Components): string | undefined => {
  const tags = p.tags();
  return CASUAL_TIMES.find((t) => tags.has(`casualReference/${t}`));
};

function viaChrono(said: string, c: Ctx): Attempt {
  // chrono reads "from 2 to 4pm" as a range but not "between 2 and 4pm".
  const text = said.replace(/\bbetween (.+?) and (.+)$/i, 'from $1 to $2');
  const results = chronoParse(text, c);
  const r = results[0];
  if (!r) return {};
  const s = r.start;

  // A zone chrono recognised that our extraction did not take out: relocate through resolveZone.
  const relative = s.tags().has('result/relativeDate') || s.tags().has('casualReference/now');
  if (s.isCertain('timezoneOffset') && !relative && !c.zoneFromText) {
    // The token is the matched word that is no date vocabulary: "PST", "(CET)", "GMT+9", "+05:30".
    const tz = /(?:^|\s)\(?((?:utc|gmt)?\s?[+-]\d{1,2}(?::?\d{2})?|[a-z]{2,5})\)?(?=\s|$)/gi;
    for (let m = tz.exec(r.text); m; m = tz.exec(r.text)) {
      if (isDateWord(m[1]!)) continue;
      const at = r.index + m.index;
      return { relocate: { token: m[1]!.replace(/\s/g, ''), rest: (text.slice(0, at) + text.slice(at + m[0].length)).replace(/\s+/g, ' ').trim() } };
    }
  }

  // Anything else chrono found (a second date) is in the leftover too: we read only the first.
  const ignored = leftover(text, r.index, r.text.length);

  // "now", "right now": the reference itself, exactly.
  if (s.tags().has('casualReference/now')) return { result: done(c, { start: c.opts.reference, ignored }) };

  // Relative time ("in 3 hours at ..."): chrono's wall arithmetic, added to the reference exactly.
  if (s.tags().has('result/relativeDateAndTime')) {
    const delta = localSecondsFromWall(chronoWall(s)) - localSecondsFromWall(c.refWall);
    return { result: done(c, { start: c.opts.reference + delta, ignored }) };
  }

  const startDay = dayOf(r, s, c);
  const startWall = timeOf(s, startDay.day, c);
  const start = instantOf(c, startWall);
  let end: number | undefined;
  if (r.end) {
    const e = r.end;
    // Keep chrono's distance in days between the two ends, from the start day we settled on.
    const chronoStart = daysFromCivil(s.get('year')!, s.get('month')!, s.get('day')!);
    const chronoEnd = daysFromCivil(e.get('year')!, e.get('month')!, e.get('day')!);
    const endDay = startDay.day + (chronoEnd - chronoStart);
    // A date-only end means the whole of that day: the range ends at the next midnight.
    end = e.isCertain('hour') || casualTime(e) ? instantOf(c, { ...wallOn(endDay), hour: e.get('hour')!, minute: e.get('minute') ?? 0, second: e.get('second') ?? 0 }) : instantOf(c, wallOn(endDay + 1));
  } else {
    ampmAlternative(r, startWall, c);
    if (s.tags().has('parser/SlashDateFormatParser') && c.opts.dayFirst === undefined) dateOrderAlternative(text, startWall, c);
  }
  return { result: done(c, { start, ...(end !== undefined ? { end } : {}), ignored }) };
}

/** The epoch day a chrono result means, with our own rules for weekdays and omitted years. */
function dayOf(r: ChronoResult, s: Components, c: Ctx): { day: number } {
  const wd = s.get('weekday');
  if (s.isCertain('weekday') && !s.isCertain('day') && !s.isCertain('month') && wd !== null) {
    const mod = WEEKDAY_MODIFIER.exec(r.text)?.[1]?.toLowerCase();
    const w0 = weekdayOfEpochDay(c.today);
    const upcoming = c.today + ((wd - w0 + 7) % 7); // today counts
    const after = c.today + ((wd - w0 + 6) % 7) + 1; // strictly after today
    if (mod === 'last' || mod === 'past' || mod === 'previous') return { day: c.today - ((w0 - wd + 6) % 7) - 1 };
    if (mod === 'next') {
      // Said on a Thursday, "next Friday" is tomorrow to some and the Friday after to others.
      if (mondayOf(after) === mondayOf(c.today)) {
        const time = timeOf(s, after, c, true);
        alternative(c, time, `the coming ${WEEKDAY_NAMES[wd]}`);
        return { day: after + 7 };
      }
      return { day: after };
    }
    return { day: upcoming };
  }
  if (s.isCertain('month') && !s.isCertain('year')) {
    // A month and day without a year: the next one on or after today.
    const month = s.get('month')!;
    const day = s.get('day')!;
    const t = c.refWall;
    const year = month > t.month || (month === t.month && day >= t.day) ? t.year : t.year + 1;
    if (day > daysInMonth(year, month)) throw new ToolInputError(`${formatDate({ year, month: month, day: 1 }).slice(0, 7)} has no day ${day}; check the date.`);
    c.assumed.push(`year: ${year}`);
    if (!s.isCertain('day')) c.assumed.push('day: 1');
    return { day: daysFromCivil(year, month, day) };
  }
  if (s.isCertain('month') && !s.isCertain('day')) c.assumed.push('day: 1');
  return { day: daysFromCivil(s.get('year')!, s.get('month')!, s.get('day')!) };
}

/** The wall time on `day`: the time in the text, a casual one ("tonight"), or 00:00 for a date. */
function timeOf(s: Components, day: number, c: Ctx, quiet = false): WallTime {
  const casual = casualTime(s);
  const dateGiven = s.isCertain('day') || s.isCertain('weekday') || s.isCertain('month') || s.tags().has('result/relativeDate');
  if (casual === 'midnight') {
    // "midnight" on its own is the coming one; "Friday at midnight" is the one that ends Friday.
    if (!dateGiven) return wallOn(c.today + 1);
    if (!quiet) alternative(c, wallOn(day), `00:00 at the start of ${formatDate(civilFromDays(day))}`);
    return wallOn(day + 1);
  }
  if (s.isCertain('hour') || casual) {
    const h = s.get('hour')!;
    const mi = s.get('minute') ?? 0;
    const sec = s.get('second') ?? 0;
    if (!quiet) {
      if (!s.isCertain('hour')) c.assumed.push(`time: ${hhmm(h, mi)} (${casual})`);
      if (!dateGiven) c.assumed.push(`date: ${day === c.today ? 'today' : day === c.today + 1 ? 'tomorrow' : formatDate(civilFromDays(day))}`);
    }
    return wallOn(day, h, mi, sec);
  }
  if (s.tags().has('result/relativeDate')) {
    // "in 3 days", "next month": the same time of day as the reference.
    return wallOn(day, c.refWall.hour, c.refWall.minute, c.refWall.second);
  }
  if (!quiet) c.assumed.push('time: 00:00');
  return wallOn(day);
}

/** "03/04/2026" without a locale: read month first, and offer the day-first reading. */
function dateOrderAlternative(text: string, wall: WallTime, c: Ctx): void {
  const gb = chrono().GB.parse(text, hostDate(c.refWall))[0];
  if (!gb || !gb.start.isCertain('day') || !gb.start.isCertain('month')) return;
  const day = gb.start.get('day')!;
  const month = gb.start.get('month')!;
  if (day === wall.day && month === wall.month) return;
  c.assumed.push('date order: month/day');
  const year = gb.start.isCertain('year') ? gb.start.get('year')! : wall.year;
  if (day <= daysInMonth(year, month)) alternative(c, { ...wall, year, month, day }, 'day/month order');
}

/** "at 3" could be 03:00 or 15:00: offer the afternoon reading. */
function ampmAlternative(r: ChronoResult, wall: WallTime, c: Ctx): void {
  const s = r.start;
  if (!s.isCertain('hour') || s.isCertain('meridiem') || casualTime(s)) return;
  if (wall.hour < 1 || wall.hour > 11 || /\b0\d(?:[:.h]|$)/.test(r.text)) return;
  alternative(c, { ...wall, hour: wall.hour + 12 }, `${hhmm(wall.hour + 12, wall.minute)} (pm)`);
}

// ---------------------------------------------------------------------------------------------
// What was left over

const FILLER = new Set(['at', 'on', 'in', 'the', 'by', 'around', 'about', 'approximately', 'approx', 'please', 'for', 'of', 'from', 'to', 'until', 'till', 'and', 'or', 'is', 'it', 'starting', 'due', 'before', 'after', '-']);

function words(s: string): string | undefined {
  const kept = s
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w && !FILLER.has(w.toLowerCase()));
  return kept.length ? kept.join(' ') : undefined;
}

/** The text around a match, minus filler words; undefined when nothing meaningful is left. */
function leftover(text: string, index: number, length: number): string | undefined {
  const parts = [words(text.slice(0, index)), words(text.slice(index + length))].filter((p): p is string => !!p);
  return parts.length ? parts.join(' … ') : undefined;
}

// ---------------------------------------------------------------------------------------------
// Formatting helpers for callers

/** "2026-03-15T14:30:00Z" */
export function formatUtc(t: number): string {
  const w = wallFromLocalSeconds(t);
  return `${formatDate(w)}T${formatClock(w)}Z`;
}
