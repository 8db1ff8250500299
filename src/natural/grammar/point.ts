// A point: one time, its constraints intersected in any order ("at 7:30 PM on Fri, Sep 20"), each
// constraint the longest reading of the rules listed in ./index.ts; a part's slot (a time can have one
// time of day, one day, one zone …); and a zone named after a time ("3pm Tokyo", "in New York").

import { ordinal, WEEKDAY_NAMES } from '../../core/civil.js';
import { type Node, withOther } from '../ast.js';
import { holidayFirstWords, holidayNamesFrom } from '../holidays.js';
import { FILLER, MEANINGFUL, MONTHS, WEEKDAYS } from '../lexicon.js';
import type { Tok } from '../tokens.js';
import type { Parsed, Parser } from './parser.js';

/** Tokens after which a lone number is a time of day: "at 7", "from 3". */
export const CLOCK_CUES = new Set([
  'at',
  '@',
  'around',
  'about',
  'approximately',
  'approx',
  'circa',
  'till',
  'til',
  'until',
  'from',
  'to',
  'by',
  'between',
  'and',
  '-',
  'after',
  'before',
  'since',
]);

/** Words that join the ends of a range: after one, "22.11." is the other end's date ("21 - 22.11."), not 22:11. */
export const RANGE_CUES = new Set(['-', 'to', 'and', 'until', 'till', 'til', 'from', 'between', 'through', 'thru']);

/** Words that may stand between the parts of one time ("at 7:30 PM on Fri, Sep 20"); "may" after one is a month. */
export const CONNECTORS = new Set([
  ',',
  'at',
  'on',
  '@',
  'in',
  'of',
  'the',
  'around',
  'about',
  'approximately',
  'approx',
  'for',
  'during',
  'sometime',
  'this',
]);

/** A part's place in one time: a time can have one of each (a day, a time of day, a zone …). */
type Slot = 'time' | 'pod' | 'weekday' | 'date' | 'year' | 'period' | 'zone' | 'now';
function slotsOf(n: Node): Slot[] {
  switch (n.t) {
    case 'clock':
    case 'sun':
      return ['time'];
    case 'moon':
    case 'solstice':
    case 'clockChange':
      // an instant, but one a time of day is read in as its day ("solar noon on the summer solstice")
      return ['date'];
    case 'eod':
      return n.day ? ['time', 'date'] : ['time'];
    case 'pod':
      return n.day ? ['pod', 'date'] : ['pod'];
    case 'weekday':
    case 'weekdayRel':
      return ['weekday'];
    case 'iso':
      return n.iso.hour === undefined ? ['date', 'year'] : ['date', 'year', 'time', 'weekday'];
    case 'year':
    case 'eraYear':
    case 'decade':
      return ['year'];
    case 'month':
    case 'ym':
    case 'cycle':
    case 'countWeekend':
    case 'quarter':
    case 'half':
    case 'season':
      return ['period'];
    case 'rel':
      return n.base.t === 'weekday' ? ['weekday'] : ['period'];
    case 'zone':
      return ['zone'];
    case 'now':
      return ['now', 'date', 'time', 'weekday'];
    case 'and':
      return n.parts.flatMap(slotsOf);
    case 'shift':
      return n.dur.hour || n.dur.minute || n.dur.second || !Number.isInteger(n.dur.day + n.dur.week * 7) ? ['date', 'time'] : ['date'];
    case 'countWd':
    case 'biz':
      return ['date'];
    default:
      return ['date'];
  }
}

/** One constraint on a time: a time of day, a part of the day, a day, a period, a holiday … */
function constraint(g: Parser, i: number): Parsed | undefined {
  return g.memoized(constraintRule, i);
}

/** The longest reading of the constraint rules (the ordered list of ./index.ts) at i. */
function constraintRule(g: Parser, i: number): Parsed | undefined {
  return g.longest(i, g.constraints);
}

/** A point of the compass, alone or between two: no zone's name after "the". */
const COMPASS = /^(north|south|east|west|central|centre|center|middle)(\s*-?\s*(east|west))?$/i;

/** A zone named at i: "PST", "Asia/Tokyo", "UTC+5:30", "(BST)", "Tokyo time", "in New York". */
export function zoneAt(g: Parser, i: number, afterTime: boolean): Parsed | undefined {
  if (!g.probe) return undefined;
  let j = i;
  let explicit = false;
  let the = false;
  if (g.is(j, 'in') || g.is(j, 'at')) {
    explicit = g.is(j, 'in');
    j++;
    // "in the UK", "in the Philippines": a country's name with its article
    if (explicit && g.is(j, 'the') && j + 1 < g.toks.length) [the, j] = [true, j + 1];
  }
  const paren = g.is(j, '(');
  if (paren) j++;
  if (g.is(j, '-')) {
    // A dash after a time is a range's ("9:30-10:30", "16:10 - 17:00"), but one with a space before
    // it and glued to HHMM or HH:MM is the time's UTC offset, as "+0400" is ("13:51:39 -0700", as
    // emails write dates); a dash glued on both sides is left to the range rule ("16:10-0400").
    const o = j === i && afterTime && !g.glued(j) ? signedOffsetAt(g, j) : undefined;
    const zone = o && g.probe(o.text, false, true, undefined, false);
    return zone ? { node: { t: 'zone', zone }, e: o.e } : undefined;
  }
  const lengths: number[] = [];
  for (let n = Math.min(6, g.toks.length - j); n >= 1; n--) {
    // "Tokyo time": the place, then "time"; "Pacific Time" only if "Pacific" is no zone
    if (n > 1 && g.is(j + n - 1, 'time', 'timezone')) lengths.push(n - 1);
    lengths.push(n);
  }
  for (const n of lengths) {
    const toks = g.toks.slice(j, j + n);
    if (!zoneLike(toks, (k) => holidayNameAt(g, j + k))) continue;
    // the words must run together as written ("New York", "Asia/Tokyo", "UTC+5:30")
    const text = g.text.slice(toks[0]!.s, toks[toks.length - 1]!.e);
    let e = j + n;
    const closes = paren && g.is(e, ')');
    if (paren && !closes) continue;
    if (closes) e++;
    // "time" after it, or "timezone", "time zone" ("3pm Pacific timezone", "in the Eastern time zone")
    const timeAt = g.is(e, 'time', 'timezone') ? e : g.is(e, "'s") && g.is(e + 1, 'time') ? e + 1 : -1;
    const timeWord = timeAt >= 0;
    const zoneWord = g.is(timeAt, 'timezone') || (timeWord && g.is(timeAt + 1, 'zone'));
    // with "time" after it, the probe may read the words with it ("Central Time" is one zone, "Central" several)
    const tw = g.toks[timeAt];
    const after = timeWord && tw ? (g.is(timeAt, 'timezone') ? 'time' : g.text.slice(tw.s, tw.e)) : undefined;
    const zone = g.probe(text.replace(/\s*([/+:-])\s*/g, '$1'), explicit || timeWord, afterTime || paren, after, g.glued(j));
    if (!zone) continue;
    // after "the", a country, a region or a time zone so called, not a point of the compass ("in the
    // east" is no zone)
    if (the && !zoneWord && !(zone.via === 'country' || (zone.via === 'region' && !COMPASS.test(text)))) continue;
    // a country's two-letter code only where nothing follows it ("5pm NO", not "3PM AS PLANNED")
    if (
      zone.via === 'country' &&
      n === 1 &&
      /^\p{L}{2}$/u.test(text) &&
      !timeWord &&
      !g.toks.slice(e).every((t) => t.k === 'sym' || FILLER.has(t.w))
    )
      continue;
    if (timeWord) e = timeAt + 1;
    if (g.is(e, 'zone')) e++;
    return { node: { t: 'zone', zone }, e };
  }
  return undefined;
}

/**
 * A sign at i glued to an offset's digits, HHMM or HH:MM ("-0400", "-04:00"), which nothing glued
 * continues: its text and the token after it. Whether it is in range is the zone resolver's to say.
 */
export function signedOffsetAt(g: Parser, i: number): { text: string; e: number } | undefined {
  if (!g.is(i, '-', '+') || !g.glued(i + 1)) return undefined;
  const a = g.num(i + 1);
  let e: number;
  if (a?.len === 4) e = i + 2;
  else if (a?.len === 2 && g.is(i + 2, ':') && g.glued(i + 2) && g.glued(i + 3) && g.num(i + 3)?.len === 2) e = i + 4;
  else return undefined;
  // (a full stop that ends the sentence is no continuation: "16:10 -04:00.")
  if (g.glued(e) && (g.num(e) || g.is(e, ':', '-', '/') || (g.is(e, '.') && g.glued(e + 1) && g.num(e + 1)))) return undefined;
  return { text: g.text.slice(g.toks[i]!.s, g.toks[e - 1]!.e), e };
}

/** Whether a zone name of up to 4 words starting at i could end the text. */
function zoneEndsText(g: Parser, i: number): boolean {
  return g.toks.length - i >= 1 && g.toks.length - i <= 4;
}

/** One time: its constraints in any order, with "at", "on", "," between ("at 7:30 PM on Fri, Sep 20"). */
export function point(g: Parser, i: number): Parsed | undefined {
  return g.memoized(pointRule, i);
}

function pointRule(g: Parser, i: number): Parsed | undefined {
  let start = i;
  let first = constraint(g, i);
  if (!first) {
    start = g.skip(
      i,
      'at',
      'on',
      '@',
      'around',
      'about',
      'approximately',
      'approx',
      'circa',
      'ca',
      'sometime',
      'some',
      'time',
      'in',
      'during',
      'for',
    );
    if (start > i) first = constraint(g, start);
  }
  if (!first) return undefined;
  const parts: Node[] = [first.node];
  const taken = new Set<Slot>(slotsOf(first.node));
  // "at 9 on Monday next week": a lone number after "at" is an hour, which a day's week or month can follow
  const atHour = isBare(first.node) && (g.is(start, 'at', '@') || g.is(start - 1, 'at', '@'));
  let e = first.e;
  let cuedHour = false;
  for (;;) {
    let k = e;
    while (CONNECTORS.has(g.w(k) ?? '') && k < g.toks.length) k++;
    // a connector right before a period ("in the morning") or a zone ("in Tokyo") is part of it
    let next: Parsed | undefined;
    const at = (b: number): Parsed | undefined => {
      if (b < k && !CONNECTORS.has(g.w(b) ?? '')) return undefined;
      const c = constraint(g, b);
      // a lone number joins only right after the rest or after "at" ("tomorrow 5", "tomorrow at 5", not "Dec 18 for 10")
      if (c && isBare(c.node) && b > e && !g.is(b - 1, 'at', '@', 'around', 'about')) return undefined;
      // and a lone number is no hour of a number that follows it ("03 25 Sep": a year written first,
      // or a list of numbers; "3 tomorrow" and "at 3 25 Sep" read)
      if (parts.length === 1 && isBare(parts[0]!) && !atHour && b === e && g.num(b) !== undefined) return undefined;
      // after "at", a lone number is an hour, and joins a day named with its week or month ("Friday next week at 3")
      const cued = c !== undefined && isBare(c.node) && g.is(b - 1, 'at', '@') && (taken.has('weekday') || taken.has('date'));
      if (
        c &&
        c.e > b &&
        fits(taken, c.node, cued) &&
        !(
          parts.some(isBare) &&
          !(atHour && [...taken, ...slotsOf(c.node)].some((x) => x === 'weekday' || x === 'date')) &&
          slotsOf(c.node).some((x) => x === 'period' || x === 'year')
        )
      )
        return c;
      return undefined;
    };
    // "this" before a part of the day is its day ("at 3 this afternoon", "sunrise this morning"): tried first
    if (k - 1 >= e && g.is(k - 1, 'this')) next = at(k - 1);
    let from = k;
    for (let b = k; b >= e && !next; b--) {
      next = at(b);
      from = b;
    }
    // "today, Thursday, Dec 24": a weekday after a day, with a date after it, is that date's
    // ("Thursday, Dec 24"), not the day's before it
    if (next && next.node.t === 'weekday' && taken.has('date') && g.is(next.e, ',')) {
      const then = constraint(g, next.e + 1);
      if (then && slotsOf(then.node).includes('date') && !slotsOf(then.node).includes('weekday')) next = undefined;
    }
    // "Friday 23 at 4": with a time of day after it, the number after the weekday is its day of the month
    const [wd0, n0] = parts;
    if (!next && parts.length === 2 && wd0!.t === 'weekday' && n0!.t === 'clock' && isBare(n0!) && n0.h >= 1 && n0.h <= 31 && !atHour) {
      const dom: Node = { t: 'dom', d: n0.h };
      taken.clear();
      for (const x of [wd0!, dom]) for (const s of slotsOf(x)) taken.add(s);
      for (let b = k; b >= e && !next; b--) [next, from] = [at(b), b];
      if (next && slotsOf(next.node).includes('time')) parts[1] = dom;
      else {
        next = undefined;
        taken.clear();
        for (const x of parts) for (const s of slotsOf(x)) taken.add(s);
      }
    }
    if (next) {
      // "Friday at 9": the number after "at" is an hour alone
      if (isBare(next.node) && g.is(from - 1, 'at', '@', 'around', 'about')) cuedHour = true;
      parts.push(next.node);
      for (const s of slotsOf(next.node)) taken.add(s);
      e = next.e;
      continue;
    }
    if (!taken.has('zone')) {
      // a place counts right after a time ("3pm Tokyo"), or at the very end of a phrase that has one ("9am tomorrow Kolkata")
      const last = parts[parts.length - 1]!;
      const timed =
        last.t === 'clock' || last.t === 'iso' || (parts.some((p) => p.t === 'clock') && zoneEndsText(g, g.is(e, ',') ? e + 1 : e));
      const z = zoneAt(g, g.is(e, ',') ? e + 1 : e, timed);
      if (z) {
        parts.push(z.node);
        taken.add('zone');
        e = z.e;
        continue;
      }
    }
    break;
  }
  const node: Node = parts.length === 1 ? parts[0]! : { t: 'and', parts };
  // "Wednesday 14": the hour, or the day of the month ("Wednesday the 14th") beside it
  const [wd, n] = parts;
  if (parts.length === 2 && wd!.t === 'weekday' && n!.t === 'clock' && isBare(n!) && n.h >= 1 && n.h <= 31 && !atHour && !cuedHour)
    withOther(node, { node: { t: 'and', parts: [wd!, { t: 'dom', d: n.h }] }, reading: `${WEEKDAY_NAMES[wd.wd]} the ${ordinal(n.h)}` });
  // A lone number is no time: "7" alone, or "3" in "3 meetings" (a cue word or a part of the day makes it one)
  if (
    parts.length === 1 &&
    isBare(node) &&
    !CLOCK_CUES.has(g.w(i - 1) ?? '') &&
    !g.is(start - 1, 'at', '@', 'around', 'about', 'approximately')
  )
    return undefined;
  return { node, e };
}

/** A number standing alone, whose meaning the rest of the phrase must give. */
export function isBare(n: Node): boolean {
  return (n as { bare?: boolean }).bare === true;
}

function fits(taken: ReadonlySet<Slot>, n: Node, hour = false): boolean {
  const slots = slotsOf(n);
  if (isBare(n)) {
    // "8 tonight", "9 tomorrow": a lone number joins a part of the day or a day, not a month or a year
    // (unless it is an `hour` said with "at" of a day already named)
    if (taken.has('time') || (!hour && (taken.has('period') || taken.has('year')))) return false;
  }
  // two parts of the day narrow each other ("this afternoon after lunch")
  return slots.every((s) => !taken.has(s) || s === 'pod');
}

/** Whether a holiday's whole name, not only its first word, is written at i ("eastern easter", not "Eastern"). */
function holidayNameAt(g: Parser, i: number): boolean {
  const first = g.toks[i]?.w;
  return first !== undefined && holidayNamesFrom(first).some(([words]) => g.seq(i, words) >= 0);
}

/**
 * Tokens that could name a zone: no time words, no lone numbers (offsets keep their sign or UTC/GMT),
 * no holiday's name (`holidayAt(k)`: one is written from toks[k]), so "Christmas" is a day, never
 * Indian/Christmas, while "Eastern", which only begins a festival's name, may still be a zone.
 */
function zoneLike(toks: readonly Tok[], holidayAt: (k: number) => boolean): boolean {
  const first = toks[0]!;
  if (first.k === 'sym' && first.w !== '+' && first.w !== '-') return false;
  if (first.k === 'num') return false;
  for (const [k, t] of toks.entries()) {
    if (t.k === 'iso') return false;
    if (
      t.k === 'word' &&
      (MEANINGFUL.has(t.w) || FILLER.has(t.w) || t.w in WEEKDAYS || t.w in MONTHS || (holidayFirstWords().has(t.w) && holidayAt(k))) &&
      t.w !== 'utc' &&
      t.w !== 'gmt' &&
      !(toks.length > 1 && t.w === 'time')
    ) {
      // "Pacific Time", "Central European Time" keep "time"; "in" and "the" end a zone
      if (!(t.w === 'time' && toks.length > 1)) return false;
    }
    if (t.k === 'sym' && !'/+-:_.()'.includes(t.w)) return false;
  }
  const last = toks[toks.length - 1]!;
  if (last.k === 'sym' && last.w !== ')') return false;
  // a bracket closes one the name opened ("Eastern Time (US & Canada)"), never the text's ("(6 PM EST)")
  let open = 0;
  for (const t of toks) if (t.k === 'sym' && (open += t.w === '(' ? 1 : t.w === ')' ? -1 : 0) < 0) return false;
  return true;
}
