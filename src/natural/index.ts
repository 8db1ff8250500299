// English date and time phrases, and sentences holding one, to instants, ranges and open ranges in a
// zone. The pipeline: refuse what is not text (./tokens.ts), take Unix timestamps as they are
// (./machine.ts), read tokens with the grammar (./grammar/) at every position and keep the
// phrase that says most, check that no word left over would change it (./leftover.ts), take the
// zone it names through the one zone resolver (./zone-words.ts), resolve it to calendar fields and a
// grain (./resolve.ts), and only then turn wall times into instants through the tz database, DST
// gaps and overlaps noted.

import { daysInMonth, localSecondsFromWall, wallFromLocalSeconds } from '../core/civil.js';
import { pad2 } from '../core/iso-text.js';
import { SECONDS_PER_DAY } from '../core/units.js';
import { InputError } from '../core/errors.js';
import { wallAt, resolveWallTime } from '../time/zoned.js';
import type { ResolvedZone } from '../zones/resolve.js';
import { ISRAEL_ZONE } from '../calendars/hebrew-festivals.js';
import { hasNode, type Node, otherReadings, replaced } from './ast.js';
import type { Iv } from './intervals.js';
import type { Alternative, NaturalOptions, NaturalResult } from './context.js';
import { Grammar } from './grammar/index.js';
import type { Parsed } from './grammar/parser.js';
import { ignoredWords, SENTENCE_WORDS, unplaced, unreadWords } from './leftover.js';
import { FILLER, isLongUnit, MEANINGFUL, MONTHS } from './lexicon.js';
import { holidayFirstWords } from './holidays.js';
import { editDistance } from '../core/edit-distance.js';
import { unixTimestamp } from './machine.js';
import { Resolver, type Reading, type ResolveEnv } from './resolve.js';
import { isSouthern } from './seasons.js';
import { normalizePhrase, tokenize, type Tok } from './tokens.js';
import { zoneProbe } from './zone-words.js';
import { lookupZone } from '../zones/resolver.js';
import { largestCityOfZone, locatePlace } from '../zones/places.js';
import { MAX_YEAR, MIN_YEAR } from '../time/parse.js';

export type { Alternative, Grain, HolidaySource, NaturalOptions, NaturalResult, ReadingKind } from './context.js';
export { MAX_PHRASE_CHARS } from './tokens.js';

export const EXAMPLES = '"tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30"';
/** A fiscal or financial year, by name or as "FY27", "FY 2027", "FY2026-27". */
const FISCAL = /\b(?:fiscal|financial)\s+(?:year|quarter|q[1-4])\b|\bFY\s*'?\d{2}(?:\d{2})?\b|\bFY\b/i;
/** A tolerance ("Friday ± 1 day", "give or take a week"): a span around a time, no one reading of it. */
const TOLERANCE = /\+\s*\/\s*-|-\s*\/\s*\+|\u00B1|\bplus or minus\b|\bgive or take\b/i;
/** Most other readings tried for one phrase. */
const MAX_CHOICES = 4;

/** A day and a range of times read as one ("tomorrow" and "10 to 12") is the range on that day, as "tomorrow from 10 to 12" reads. */
function sharedDay(tree: Node): Node {
  if (tree.t !== 'and') return tree;
  const range = tree.parts.find((x) => x.t === 'range');
  if (!range || range.t !== 'range' || range.shared || tree.parts.filter((x) => x.t === 'range').length > 1) return tree;
  const rest = tree.parts.filter((x) => x !== range);
  return { ...range, shared: rest.length === 1 ? rest[0]! : { t: 'and', parts: rest } };
}

/**
 * JavaScript's Date.prototype.toString ("Fri Sep 23 2016 10:34:51 GMT+0800 (China Standard Time)"):
 * the name in brackets is the runtime's label for the offset just given, so it is dropped; read
 * alone, "(CST)" is three zones and "(Coordinated Universal Time)" no words of a date. Only that exact
 * shape: anywhere else a zone name says which zone.
 */
const JS_DATE_STRING =
  /^((?:mon|tue|wed|thu|fri|sat|sun) (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec) \d{2} \d{4} \d{2}:\d{2}:\d{2} gmt[+-]\d{4}) \([^()]{1,60}\)$/i;

function jsDateLabelDropped(text: string): string {
  const m = JS_DATE_STRING.exec(text);
  return m ? m[1]! + ' '.repeat(text.length - m[1]!.length) : text;
}

/** Reads `text` as a date, time or range. Throws an InputError when it cannot. */
export function parseNatural(text: string, opts: NaturalOptions): NaturalResult {
  const clean = normalizePhrase(text, opts.field, EXAMPLES);
  if (!clean) throw new InputError('phrase.empty', `The ${opts.field} is empty; pass a date or time such as ${EXAMPLES}.`, opts.field);
  // "FY27", "next fiscal year": each organisation starts its own, so no reading is the one meant
  if (FISCAL.test(clean))
    throw new InputError(
      'phrase.ambiguous',
      `A fiscal year starts where its organisation says (the US government's FY2027 runs from 2026-10-01 to 2027-09-30, the UK's tax year 2026-27 from 2026-04-06 to 2027-04-05, many companies' with the calendar year); give the ${opts.field} as its dates, e.g. "from 2026-10-01 to 2027-09-30".`,
      opts.field,
    );

  // "Friday +/- 1 day" is not 1 day ago, nor Friday with the rest dropped
  const tolerance = TOLERANCE.exec(clean);
  if (tolerance)
    throw new InputError(
      'phrase.ambiguous',
      `"${tolerance[0]}" gives a margin around a time, which is no one time; give the stretch it spans (e.g. "from Thursday to Saturday"), or pass the time alone.`,
      opts.field,
    );

  // a timestamp or a compact date-time is the whole text, give or take a "please" and a full stop
  // (the mark first: "202612071530 please!")
  const machine = clean
    .replace(/[.!?]+$/, '')
    .replace(/^please[,\s]+/i, '')
    .replace(/[,\s]+please$/i, '')
    .replace(/[.!?]+$/, '');
  const unix = unixTimestamp(machine);
  if (unix) {
    checkInstant(unix.epochSec, opts.field);
    const asTimestamp: Alternative = {
      kind: 'instant',
      start: unix.epochSec,
      grain: 'second',
      reading: `a Unix timestamp in ${unix.unit}`,
    };
    const compact = compactDateTime(machine, opts);
    return {
      zone: opts.zone,
      kind: 'instant',
      start: compact ?? unix.epochSec,
      grain: compact ? 'minute' : 'second',
      assumed: [compact ? 'date and time run together: YYYYMMDDhhmm' : `timestamp: ${unix.unit}`],
      notes: [],
      alternatives: compact ? [asTimestamp] : [],
      dated: true,
    };
  }

  const toks = tokenize(jsDateLabelDropped(clean));
  const g = new Grammar(clean, toks, zoneProbe(opts.db, opts.field, opts.reference, [opts.zone.name]));
  const best = bestSpan(g, toks);
  if (!best) throw unreadable(clean, opts.field);
  const { s, p } = best;
  const e = p.e;

  // Words left over that would change the reading: another phrase (an alternative), or an error.
  const extra: (Parsed & { s: number })[] = [];
  const left = unplaced(clean, toks, s, e, (w) => {
    const r = lookupZone(opts.db, w, { suggest: false, at: opts.reference, inPhrase: true });
    return (
      (r.kind === 'found' && r.match.via !== 'city' && r.match.via !== 'country') || (r.kind === 'ambiguous' && r.via === 'abbreviation')
    );
  });
  if (left.length) {
    const other = otherPhrases(g, toks, s, e, left);
    if (!other) {
      // "March 3-5, 9am to 5pm": the read span took the month's days as numbers of its own, and a day
      // starts at the word left before it; the day and the time of day said after it are the two halves
      const at = toks.indexOf(left[0]!);
      const lead = at < s ? g.phrase(at) : undefined;
      let k = lead?.e ?? 0;
      while (k < e && (toks[k]!.w === ',' || toks[k]!.w === 'at')) k++;
      const rest = lead && lead.e > s && k < e ? g.phrase(k) : undefined;
      if (lead && rest && rest.e === e && toks[at]!.w in MONTHS && dated(lead.node) && !dated(rest.node))
        throw new InputError(
          'phrase.ambiguous',
          `The ${opts.field} gives a time of day ("${clean.slice(toks[k]!.s, toks[e - 1]!.e)}") and days ("${clean.slice(toks[at]!.s, toks[lead.e - 1]!.e)}") that do not read as one; give one stretch (e.g. "from Dec 14 9am to Dec 18 5pm"), or ask for each day apart, or pass one of them.`,
          opts.field,
        );
      const words = [...new Set(left.map((t) => clean.slice(t.s, t.e)))].map((w) => `"${w}"`).join(', ');
      throw new InputError(
        'phrase.unplaced',
        `Read "${clean.slice(toks[s]!.s, toks[e - 1]!.e)}" in the ${opts.field} but could not place ${words}; rephrase so every number, unit and modifier belongs to the date or time, or pass the phrase alone.`,
        opts.field,
      );
    }
    extra.push(...other);
  }
  // Consumption: a word no phrase read, that could change the reading, is an error naming it, never dropped.
  const unread = unreadWords(toks, (i) => (i >= s && i < e) || extra.some((x) => i >= x.s && i < x.e));
  if (unread.length) throw unknownWords(clean, unread, opts.field);
  // A time of day read alone beside a day it did not join ("Dec 14-18 9am-5pm") would be today's: the
  // day is the other half of the answer, not another one; so with the day read and the time left
  // beside it ("next month at 6", "Friday works, at 6 maybe")
  const timeAlone = (x: { node: Node }) => !dated(x.node) && hasNode(x.node, (n) => n.t === 'clock');
  const day = dated(p.node) ? undefined : extra.find((x) => dated(x.node));
  const lone = dated(p.node) && !hasNode(p.node, (n) => n.t === 'clock') ? extra.find(timeAlone) : undefined;
  if (day || lone) {
    const [ts, te] = day ? [s, e] : [lone!.s, lone!.e];
    const [ds, de] = day ? [day.s, day.e] : [s, e];
    const time = clean.slice(toks[ts]!.s, toks[te - 1]!.e);
    const days = clean.slice(toks[ds]!.s, toks[de - 1]!.e);
    throw new InputError(
      'phrase.ambiguous',
      `The ${opts.field} gives a time of day ("${time}") and a day ("${days}") that do not read as one; ${
        p.node.t === 'range'
          ? 'give one stretch (e.g. "from Dec 14 9am to Dec 18 5pm"), or ask for each day apart'
          : `join them ("${days} ${/^(after|before|by|until|from|around|about)\b/i.test(time) ? time : `at ${time.replace(/^(at|@)\s+/i, '')}`}")`
      }, or pass one of them.`,
      opts.field,
    );
  }

  // The zone: one named in the phrase wins over the argument.
  const zones = [p, ...extra].flatMap((x) => zonesIn(x.node));
  const distinct = [...new Map(zones.map((z) => [z.name, z])).values()];
  if (distinct.length > 1) {
    throw new InputError(
      'phrase.zones',
      `The ${opts.field} names ${distinct.map((z) => `"${z.input ?? z.name}"`).join(' and ')}; read one zone at a time (convert_time turns one into the other).`,
      opts.field,
    );
  }
  const bracket = isoBracket(p.node);
  let zone: ResolvedZone = distinct[0] ?? opts.zone;
  if (bracket) zone = bracket(opts);
  const fromText = zone !== opts.zone;

  const notes: string[] = [];
  const env = envFor(zone, opts, notes);
  const r = new Resolver(env);
  const reading = r.top(p.node);
  const alternatives: Alternative[] = [];
  const quiet: string[] = [];
  const quietEnv = envFor(zone, opts, quiet);
  const seen = new Set([key(reading)]);
  const offer = (alt: Reading, text: string) => {
    const k = key(alt);
    if (seen.has(k)) return;
    seen.add(k);
    const o = output(alt, quietEnv, opts.field, true);
    if (o) alternatives.push({ ...o, reading: text });
  };
  for (const a of r.alts) offer(a, a.reading);
  for (const [id, text] of [...r.choices].slice(0, MAX_CHOICES)) {
    try {
      offer(new Resolver(quietEnv, new Set([id])).top(p.node), text);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
    }
  }
  // "tomorrow, 10pm Pacific" said when the caller's date is not yet, or no longer, the named zone's:
  // "tomorrow" by the named zone's calendar, and by the caller's beside it
  const callerNow = localSecondsFromWall(wallAt(opts.zone.zone, opts.reference).wall);
  const dayOf = (local: number) => Math.floor(local / SECONDS_PER_DAY);
  if (fromText && dayOf(callerNow) !== dayOf(env.nowL) && hasNode(p.node, (x) => x.t === 'dayrel')) {
    try {
      const w = wallFromLocalSeconds(callerNow);
      const caller = `${w.year}-${pad2(w.month)}-${pad2(w.day)}`;
      offer(
        new Resolver({ ...quietEnv, nowL: callerNow }).top(p.node),
        `today and tomorrow counted from the date in ${opts.zone.name} (${caller}), not in ${zone.name}`,
      );
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
    }
  }
  // the other reading of words that allow two ("5 to 6pm": a range, or 17:55)
  for (const [node, other] of otherReadings(p.node).slice(0, MAX_CHOICES)) {
    try {
      offer(new Resolver(quietEnv).top(sharedDay(replaced(p.node, node, other.node))), other.reading);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
    }
  }
  const others: string[] = [];
  for (const x of extra) {
    const words = clean.slice(toks[x.s]!.s, toks[x.e - 1]!.e);
    others.push(words);
    // each other phrase is named; the first few are also read (a festival's year can cost milliseconds)
    if (others.length > MAX_CHOICES) continue;
    try {
      offer(new Resolver(quietEnv).top(x.node), `also in the text: "${words}"`);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
    }
  }

  const out = output(reading, env, opts.field, false)!;
  const assumed = [...(zone.defaulted && !fromText ? ['timezone: local'] : []), ...r.assumed];
  const ignored = extra.length ? undefined : ignoredWords(clean, toks, s, e);
  const matched = clean.slice(toks[s]!.s, toks[e - 1]!.e);
  return {
    zone,
    ...out,
    assumed,
    notes,
    alternatives,
    ...(ignored ? { ignored } : {}),
    ...(matched !== clean ? { matched } : {}),
    dated: dated(p.node),
    ...(others.length ? { others } : {}),
    ...skyOf(p.node),
  };
}

/** NaturalResult.sky of a phrase tree. */
function skyOf(n: Node): { sky?: 'instant' | 'place' } {
  if (skyInstant(n)) return { sky: 'instant' };
  return hasNode(n, (x) => x.t === 'sun' || x.t === 'moon' || x.t === 'solstice') ? { sky: 'place' } : {};
}

/** A moment of the sky the same everywhere: a moon phase or an equinox or solstice, next or last, in a year, at a place. */
function skyInstant(n: Node): boolean {
  switch (n.t) {
    case 'moon':
      return true;
    case 'solstice':
      return n.season === undefined;
    case 'rel':
      return skyInstant(n.base);
    case 'and': {
      const rest = n.parts.filter((p) => p.t !== 'zone' && p.t !== 'year');
      return rest.length === 1 && skyInstant(rest[0]!);
    }
    default:
      return false;
  }
}

/** Whether a phrase names a day: anything but times of day, parts of the day and zones. */
function dated(n: Node): boolean {
  switch (n.t) {
    case 'clock':
    case 'sun':
    case 'zone':
      return false;
    case 'pod':
      return n.day !== undefined;
    case 'and':
      return n.parts.some(dated);
    case 'range':
      return dated(n.a) || dated(n.b) || (n.shared !== undefined && dated(n.shared));
    case 'open':
      return dated(n.at);
    case 'for':
      return dated(n.a);
    default:
      return true;
  }
}

/** Words of the text that were not read and could change it: named, with what to do, and the word it may be a slip for. */
function unknownWords(clean: string, unread: readonly Tok[], field: string): InputError {
  const words = [...new Set(unread.map((t) => clean.slice(t.s, t.e)))];
  const shown = clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
  // a time word left over ("march" in "march madness") is known, only not read here: the others are named
  const near = words.map((w) => [w, nearestWord(w.toLowerCase())] as const);
  const strange = near.filter(([w, n]) => n !== w.toLowerCase());
  if (strange.length === 0) {
    return new InputError(
      'phrase.unknown-word',
      `Could not read ${words.map((w) => `"${w}"`).join(', ')} in "${shown}" as part of one date or time; rephrase it, or pass the date itself.`,
      field,
      { words: words.join(', ') },
    );
  }
  const slips = strange.filter((x): x is readonly [string, string] => x[1] !== undefined);
  const hint = slips.length
    ? ` (did you mean ${slips.map(([w, n]) => `"${n}" for "${w}"`).join(', ')}?)`
    : ' (if it names a holiday or festival, that one is not known)';
  return new InputError(
    'phrase.unknown-word',
    `Could not read ${strange.map(([w]) => `"${w}"`).join(', ')} in "${shown}": ${strange.length > 1 ? 'they are not date or time words' : 'it is not a date or time word'} Meridian knows${hint}; rephrase it, or pass the date itself.`,
    field,
    { words: words.join(', ') },
  );
}

let vocabulary: readonly string[] | undefined;
/** The time word or holiday name word one or two letters from `w` (a slip: "wednsday", "diwaly"), if exactly one is. */
function nearestWord(w: string): string | undefined {
  if (w.length < 5 || !/^\p{L}+$/u.test(w) || SENTENCE_WORDS.has(w)) return undefined;
  // time words and the distinctive first words of holiday names ("diwali", "hanukkah"), not common ones ("world", "work")
  vocabulary ??= [
    ...new Set([...MEANINGFUL, ...Object.keys(MONTHS), ...holidayFirstWords()].filter((x) => x.length >= 4 && /^\p{L}+$/u.test(x))),
  ];
  const max = w.length >= 8 ? 2 : 1;
  let best: string[] = [];
  let bestD = max + 1;
  for (const v of vocabulary) {
    if (Math.abs(v.length - w.length) > max) continue;
    const d = editDistance(w, v, max);
    if (d < bestD) [best, bestD] = [[v], d];
    else if (d === bestD) best.push(v);
  }
  return bestD <= max && best.length === 1 ? best[0] : undefined;
}

function unreadable(clean: string, field: string): InputError {
  // cut by code points, so an emoji is never split into half a surrogate pair
  const chars = Array.from(clean);
  const shown = chars.length > 60 ? `${chars.slice(0, 57).join('')}...` : clean;
  // a short text with a slip ("septmber 3"): say which word it may be
  const slips =
    clean.length <= 60
      ? tokenize(clean)
          .filter((t) => t.k === 'word')
          .flatMap((t) => ((n) => (n && n !== t.w ? [`"${n}" for "${clean.slice(t.s, t.e)}"`] : []))(nearestWord(t.w)))
      : [];
  if (slips.length)
    return new InputError(
      'phrase.unreadable',
      `Could not read a date or time in "${shown}" (did you mean ${slips.join(', ')}?); try a phrasing like ${EXAMPLES}.`,
      field,
    );
  return new InputError('phrase.unreadable', `Could not read a date or time in "${shown}"; try a phrasing like ${EXAMPLES}.`, field);
}

/** How much a token says: time words and numbers most, short names that are also words ("sat", "may") less, fillers nothing. */
function weight(t: Tok): number {
  if (t.k === 'num' || t.k === 'iso') return 2;
  if (t.k === 'sym') return 0;
  if (isLongUnit(t.w)) return 2;
  if (FILLER.has(t.w)) return 0;
  if (/^(sat|sun|wed|mar|may|march|jan|sept|mon|fri|thu|tue|second|fall|spring|eve)$/.test(t.w)) return 1;
  if (MEANINGFUL.has(t.w)) return 3;
  return 1;
}

/** The phrase that says most: the most weight, then the most tokens, then the earliest. */
/**
 * Twelve digits that make a date and time run together, as logs and file names write them
 * ("202612071530", "199709020908"): that moment in the phrase's zone. Milliseconds since 1970 in
 * twelve digits end in 2001 (they have had thirteen since), so that reading is the alternative.
 */
function compactDateTime(clean: string, opts: NaturalOptions): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(clean);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59) return undefined;
  const wall = { year, month, day, hour, minute, second: 0 };
  return resolveWallTime(opts.zone, wall, opts.disambiguation === 'reject' ? 'compatible' : opts.disambiguation).epochSec;
}

/** Marks a phrase can begin with: "@ 3pm", "+2 days", "-1h", "<6pm" and ">= 2027-01-01" as filters write them. */
const SPAN_MARKS = new Set(['@', '+', '-', '<', '>']);

/**
 * Whether a phrase's edge at token k would cut through one number written with a mark ("10.1",
 * "10:15", "5/12"): a phrase in a sentence begins and ends between words, not inside one.
 */
function insideNumber(toks: readonly Tok[], k: number): boolean {
  const mark = (t: Tok | undefined) => t !== undefined && t.k === 'sym' && (t.w === '.' || t.w === ':' || t.w === '/');
  const at = toks[k];
  if (k <= 0 || !at || at.sp) return false;
  const before = toks[k - 1]!;
  if (before.k === 'num' && mark(at)) return toks[k + 1]?.k === 'num' && !toks[k + 1]!.sp;
  return at.k === 'num' && mark(before) && toks[k - 2]?.k === 'num' && !before.sp;
}

function bestSpan(g: Grammar, toks: readonly Tok[]): { s: number; p: Parsed } | undefined {
  let best: { s: number; p: Parsed; w: number } | undefined;
  for (let i = 0; i < toks.length; i++) {
    if (toks[i]!.k === 'sym' && !SPAN_MARKS.has(toks[i]!.w)) continue;
    const p = g.phrase(i);
    if (!p || p.e <= i || insideNumber(toks, i) || insideNumber(toks, p.e)) continue;
    let w = 0;
    for (let k = i; k < p.e; k++) w += weight(toks[k]!);
    if (w === 0) continue;
    if (!best || w > best.w || (w === best.w && p.e - i > best.p.e - best.s)) best = { s: i, p, w };
  }
  return best && { s: best.s, p: best.p };
}

/** Phrases outside [s, e) that hold every word in `left`, or undefined if some word fits in none. */
function otherPhrases(
  g: Grammar,
  toks: readonly Tok[],
  s: number,
  e: number,
  left: readonly Tok[],
): (Parsed & { s: number })[] | undefined {
  const need = new Set(left.map((t) => toks.indexOf(t)));
  const found: (Parsed & { s: number })[] = [];
  for (let i = 0; i < toks.length && need.size; i++) {
    if (i >= s && i < e) continue;
    const p = g.phrase(i);
    if (!p || (i < s && p.e > s) || insideNumber(toks, i) || insideNumber(toks, p.e)) continue;
    // written together with the phrase, no space between ("september-2020-23"): one thing said that
    // was read in part, not a second phrase
    if (i >= e ? toks.slice(e, i + 1).every((t) => !t.sp) : toks.slice(p.e, s + 1).every((t) => !t.sp)) continue;
    let covers = false;
    for (let k = i; k < p.e; k++) if (need.delete(k)) covers = true;
    if (covers) {
      found.push({ ...p, s: i });
      i = p.e - 1;
    }
  }
  return need.size ? undefined : found;
}

function zonesIn(n: Node): ResolvedZone[] {
  switch (n.t) {
    case 'zone':
      return [n.zone];
    case 'and':
      return n.parts.flatMap(zonesIn);
    case 'range':
      return [...zonesIn(n.a), ...zonesIn(n.b), ...(n.shared ? zonesIn(n.shared) : [])];
    case 'for':
    case 'open':
      return zonesIn(n.t === 'for' ? n.a : n.at);
    case 'shift':
    case 'biz':
      return n.base ? zonesIn(n.base) : [];
    default:
      return [];
  }
}

/** An ISO date-time's "[Area/Location]": the zone it names. */
function isoBracket(n: Node): ((opts: NaturalOptions) => ResolvedZone) | undefined {
  const iso =
    n.t === 'iso' ? n : n.t === 'and' ? (n.parts.find((p) => p.t === 'iso') as Extract<Node, { t: 'iso' }> | undefined) : undefined;
  const b = iso?.iso.bracket;
  if (!b) return undefined;
  return (opts) => {
    const found = zoneProbe(opts.db, opts.field, opts.reference, [opts.zone.name])(b, true, true);
    if (!found)
      throw new InputError(
        'zone.unknown',
        `Unknown time zone "${b}" in ${opts.field}; use an IANA name such as "Europe/Berlin" in the brackets.`,
        opts.field,
      );
    return found;
  };
}

/** What the resolver reads a phrase with: the reference on the zone's clock, the holiday data, and the zone's conversions (notes of DST gaps and overlaps go to `notes`). */
export function envFor(
  zone: ResolvedZone,
  opts: NaturalOptions,
  notes: string[],
): ResolveEnv & { notes: string[]; zone: ResolvedZone; disambiguation: NaturalOptions['disambiguation'] } {
  const nowL = localSecondsFromWall(wallAt(zone.zone, opts.reference).wall);
  let zoneCountry: string | undefined | null = null;
  const canonical = opts.db.lookup(zone.name)?.canonical ?? zone.name;
  return {
    nowX: opts.reference,
    nowL,
    south: isSouthern(canonical),
    ...(opts.dayFirst !== undefined ? { dayFirst: opts.dayFirst } : {}),
    field: opts.field,
    ...(opts.holidays ? { holidays: opts.holidays } : {}),
    keptInIsrael: zone.zone.name === ISRAEL_ZONE,
    get zoneCountry() {
      if (zoneCountry === null) zoneCountry = opts.holidays?.calendarOfZone?.(zone.name);
      return zoneCountry;
    },
    zoneName: zone.name,
    transitions: (from, to) => zone.zone.transitions(from, to).map((t) => ({ at: t.at, before: t.before.offset, after: t.after.offset })),
    toEpoch: (local) =>
      resolveWallTime(zone, wallFromLocalSeconds(local), opts.disambiguation === 'reject' ? 'compatible' : opts.disambiguation).epochSec,
    point: () => {
      // the place the text or the argument names ("in Riyadh"), else the largest city on the zone's clock
      try {
        const at = zone.input ? locatePlace(opts.db, zone.input, opts.field) : undefined;
        if (at) return { latitude: at.city.latitude, longitude: at.city.longitude, label: at.city.name };
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
      }
      const city = largestCityOfZone(opts.db, zone.name);
      return city
        ? {
            latitude: city.latitude,
            longitude: city.longitude,
            label: `${city.name}, ${city.population ? 'the largest city on' : 'where zone.tab places'} ${zone.name}`,
          }
        : undefined;
    },
    toLocal: (epoch) => localSecondsFromWall(wallAt(zone.zone, epoch).wall),
    notes,
    zone,
    disambiguation: opts.disambiguation,
  };
}

function key(r: Reading): string {
  return `${r.kind}|${r.open ?? ''}|${r.iv.s}|${r.iv.xs ? 'x' : ''}|${r.kind === 'instant' ? '' : `${r.iv.e}|${r.iv.xe ? 'x' : ''}`}`;
}

/** Local seconds or an exact instant to Unix seconds; a DST gap or overlap is noted (quietly dropped for alternatives). */
function instant(
  t: number,
  exact: boolean | undefined,
  env: ReturnType<typeof envFor>,
  quiet: boolean,
  later?: boolean,
): number | undefined {
  if (exact) return t;
  const wall = wallFromLocalSeconds(t);
  if (wall.year < MIN_YEAR || wall.year > MAX_YEAR) {
    if (quiet) return undefined;
    throw new InputError(
      'phrase.year-range',
      `The date falls in year ${wall.year}; use a date between years ${MIN_YEAR} and ${MAX_YEAR}.`,
      env.field,
    );
  }
  try {
    // (the instant the clocks go back is the later of the two, and no doubt to note)
    if (later) return resolveWallTime(env.zone, wall, 'later').epochSec;
    const r = resolveWallTime(env.zone, wall, quiet && env.disambiguation === 'reject' ? 'compatible' : env.disambiguation);
    if (r.note && !env.notes.includes(r.note)) env.notes.push(r.note);
    return r.epochSec;
  } catch (e) {
    if (quiet && e instanceof InputError) return undefined;
    throw e;
  }
}

function checkInstant(t: number, field: string): void {
  const y = new Date(t * 1000).getUTCFullYear();
  if (!(y >= MIN_YEAR && y <= MAX_YEAR))
    throw new InputError('phrase.year-range', `The date falls in year ${y}; use a date between years ${MIN_YEAR} and ${MAX_YEAR}.`, field);
}

function output(r: Reading, env: ReturnType<typeof envFor>, field: string, quiet: boolean): Omit<Alternative, 'reading'> | undefined {
  const iv: Iv = r.iv;
  if (r.kind === 'instant') {
    const start = instant(iv.s, iv.xs, env, quiet, iv.later);
    if (start === undefined) return undefined;
    if (iv.xs) checkInstant(start, field);
    return { kind: 'instant', start, grain: iv.g };
  }
  if (r.kind === 'open') {
    const t = instant(iv.s, iv.xs, env, quiet);
    if (t === undefined) return undefined;
    return r.open === 'end' ? { kind: 'open', start: t, open: 'end', grain: iv.g } : { kind: 'open', end: t, open: 'start', grain: iv.g };
  }
  const start = instant(iv.s, iv.xs, env, quiet);
  const end = instant(iv.e, iv.xe, env, quiet);
  if (start === undefined || end === undefined) return undefined;
  return { kind: 'range', start, end, grain: iv.g };
}
