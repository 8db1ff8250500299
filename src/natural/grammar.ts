// The grammar: tokens (./tokens.ts) to a tree of time expressions (./ast.ts). Each rule reads from a
// token position and gives the node it built and where it stopped, or nothing. Rules are tried in a
// fixed order and the longest reading wins (the first on a tie), and every rule's answer at a
// position is kept (a packrat parser), so reading a phrase costs time in proportion to its length
// whatever it holds. The grammar knows words and their order; what they mean on a calendar is the
// resolver's (./resolve.ts).

import type { ResolvedZone } from '../zones/resolve.js';
import type { CycleUnit, Dur, Mer, Node, NthKind, Part, Season } from './ast.js';
import { japaneseEraYear } from '../calendars/gregorian-eras.js';
import { calendarMonthsFrom, ERA_WORDS, type OtherCalendar } from './calendar-months.js';
import { holidayFirstWords, holidayNamesFrom, holidayWords } from './holidays.js';
import {
  FILLER,
  isLongUnit,
  MEANINGFUL,
  MONTHS,
  ORDINAL_SUFFIXES,
  ORDINAL_WORDS,
  PARTS_OF_DAY,
  REL_WORDS,
  TENS_WORDS,
  UNIT_WORDS,
  UNITS_WORDS,
  WEEKDAYS,
  type PartOfDay,
  type Rel,
  type Unit,
} from './lexicon.js';
import type { Tok } from './tokens.js';

export interface Parsed {
  readonly node: Node;
  /** The token after the last one read. */
  readonly e: number;
}

/**
 * Asks the zone resolver about words of the phrase: `explicit` after "in" or before "time", `afterTime`
 * right after a time of day; `timeWord` is the word "time" after them as written ("Central Time", "Tokyo's
 * time"), which the resolver may read with them.
 */
export type ZoneProbe = (text: string, explicit: boolean, afterTime: boolean, timeWord?: string) => ResolvedZone | undefined;

type Rule = (i: number) => Parsed | undefined;

interface NumAt {
  readonly n: number;
  readonly e: number;
  /** Said in words ("three"), not digits. */
  readonly words?: boolean;
  /** A default said out loud ("a few: 3"). */
  readonly stated?: string;
}

/** Tokens after which a lone number is a time of day: "at 7", "from 3". */
const CLOCK_CUES = new Set(['at', '@', 'around', 'about', 'approximately', 'approx', 'circa', 'till', 'til', 'until', 'from', 'to', 'by', 'between', 'and', '-', 'after', 'before', 'since']);
const CONNECTORS = new Set([',', 'at', 'on', '@', 'in', 'of', 'the', 'around', 'about', 'approximately', 'approx', 'for', 'during', 'sometime', 'this']);

/** A part's place in one time: a time can have one of each (a day, a time of day, a zone …). */
type Slot = 'time' | 'pod' | 'weekday' | 'date' | 'year' | 'period' | 'zone' | 'now';
function slotsOf(n: Node): Slot[] {
  switch (n.t) {
    case 'clock':
    case 'sun':
      return ['time'];
    case 'moon':
      return ['date', 'time'];
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

export class Grammar {
  readonly #t: readonly Tok[];
  readonly #text: string;
  readonly #probe: ZoneProbe | undefined;
  readonly #memo = new Map<Rule, (Parsed | null | undefined)[]>();
  /** Where each node read was read: the tokens of the innermost rule that built it. */
  readonly #where = new WeakMap<Node, { readonly s: number; readonly e: number }>();
  #ids = 0;

  constructor(text: string, tokens: readonly Tok[], probe?: ZoneProbe) {
    this.#text = text;
    this.#t = tokens;
    this.#probe = probe;
  }

  get length(): number {
    return this.#t.length;
  }

  // --- token helpers

  #w(i: number): string | undefined {
    return this.#t[i]?.w;
  }
  #is(i: number, ...words: string[]): boolean {
    const w = this.#t[i]?.w;
    return w !== undefined && words.includes(w);
  }
  /** Token i follows the one before it with no space ("3pm", "15h30"). */
  #glued(i: number): boolean {
    const t = this.#t[i];
    return t !== undefined && !t.sp;
  }
  #num(i: number): Tok | undefined {
    const t = this.#t[i];
    return t?.k === 'num' ? t : undefined;
  }
  /** The end of the words `seq` (space-separated) read from i, else -1. */
  #seq(i: number, seq: string): number {
    // most asks fail on the first word: check it against the text before splitting anything
    const w = this.#t[i]?.w;
    if (w === undefined || !seq.startsWith(w)) return -1;
    if (seq.length === w.length) return i + 1;
    if (seq.charCodeAt(w.length) !== 32) return -1;
    const words = wordsOf(seq);
    const t = this.#t;
    for (let k = 0; k < words.length; k++) if (t[i + k]?.w !== words[k]) return -1;
    return i + words.length;
  }
  /** The end of the first of `seqs` read from i, else -1. */
  #any(i: number, ...seqs: string[]): number {
    let best = -1;
    for (const s of seqs) best = Math.max(best, this.#seq(i, s));
    return best;
  }
  #skip(i: number, ...words: string[]): number {
    while (this.#is(i, ...words)) i++;
    return i;
  }
  #id(): number {
    return ++this.#ids;
  }

  #memoized(rule: Rule, i: number): Parsed | undefined {
    let table = this.#memo.get(rule);
    if (!table) this.#memo.set(rule, (table = []));
    const hit = table[i];
    if (hit !== undefined) return hit ?? undefined;
    table[i] = null; // a rule that reaches itself at the same position reads nothing there
    const got = rule.call(this, i);
    table[i] = got ?? null;
    if (got && !this.#where.has(got.node)) this.#where.set(got.node, { s: i, e: got.e });
    return got;
  }

  /** The tokens [s, e) a node of a reading was read from (the innermost rule's; a connector such as "on" may lead). */
  where(n: Node): { readonly s: number; readonly e: number } | undefined {
    return this.#where.get(n);
  }

  /** The longest of the rules' readings at i; the earliest rule wins a tie. */
  #longest(i: number, rules: Rule[]): Parsed | undefined {
    let best: Parsed | undefined;
    for (const r of rules) {
      const p = this.#memoized(r, i);
      if (p && (!best || p.e > best.e)) best = p;
    }
    return best;
  }

  // --- numbers

  #wordsBelow100(i: number): NumAt | undefined {
    const w = this.#w(i);
    if (w === undefined) return undefined;
    if (w in UNITS_WORDS && w !== 'oh') return { n: UNITS_WORDS[w]!, e: i + 1, words: true };
    if (w in TENS_WORDS) {
      const tens = TENS_WORDS[w]!;
      let j = i + 1;
      if (this.#is(j, '-') && this.#glued(j) && this.#glued(j + 1)) j++;
      const u = this.#w(j);
      if (u !== undefined && u in UNITS_WORDS && UNITS_WORDS[u]! >= 1 && UNITS_WORDS[u]! <= 9 && u !== 'oh') return { n: tens + UNITS_WORDS[u]!, e: j + 1, words: true };
      return { n: tens, e: i + 1, words: true };
    }
    return undefined;
  }

  #wordInt(i: number): NumAt | undefined {
    const first = this.#wordsBelow100(i) ?? (this.#is(i, 'a') && this.#is(i + 1, 'hundred', 'thousand') ? { n: 1, e: i + 1, words: true } : undefined);
    if (!first) return undefined;
    let n = first.n;
    let j = first.e;
    if (this.#is(j, 'thousand')) {
      n *= 1000;
      j++;
      const k = this.#is(j, 'and') ? j + 1 : j;
      const rest = this.#wordsBelow100(k);
      if (rest && !this.#is(rest.e, 'hundred')) return { n: n + rest.n, e: rest.e, words: true };
      if (rest && this.#is(rest.e, 'hundred')) {
        const r2 = this.#wordsBelow100(this.#is(rest.e + 1, 'and') ? rest.e + 2 : rest.e + 1);
        return r2 ? { n: n + rest.n * 100 + r2.n, e: r2.e, words: true } : { n: n + rest.n * 100, e: rest.e + 1, words: true };
      }
      return { n, e: j, words: true };
    }
    if (this.#is(j, 'hundred')) {
      n *= 100;
      j++;
      const k = this.#is(j, 'and') ? j + 1 : j;
      const rest = this.#wordsBelow100(k);
      return rest ? { n: n + rest.n, e: rest.e, words: true } : { n, e: j, words: true };
    }
    return { n, e: j, words: true };
  }

  /** "3rd", "third", "twenty-first", "twenty first", "31st". */
  #ordinal(i: number): NumAt | undefined {
    const t = this.#num(i);
    if (t && t.len <= 3 && this.#glued(i + 1) && ORDINAL_SUFFIXES.has(this.#w(i + 1) ?? '')) return { n: t.n, e: i + 2 };
    const w = this.#w(i);
    if (w === undefined) return undefined;
    if (w in ORDINAL_WORDS) return { n: ORDINAL_WORDS[w]!, e: i + 1, words: true };
    if (w in TENS_WORDS) {
      let j = i + 1;
      if (this.#is(j, '-')) j++;
      const o = this.#w(j);
      if (o !== undefined && o in ORDINAL_WORDS && ORDINAL_WORDS[o]! <= 9) return { n: TENS_WORDS[w]! + ORDINAL_WORDS[o]!, e: j + 1, words: true };
    }
    return undefined;
  }

  /** A day of the month: "15", "15th", "the fifteenth", as a number 1-31. */
  #dayNum(i: number, allowBare: boolean): NumAt | undefined {
    const o = this.#ordinal(i);
    if (o) return o.n >= 1 && o.n <= 31 ? o : undefined;
    const t = this.#num(i);
    if (allowBare && t && t.len <= 2 && t.n >= 1 && t.n <= 31) return { n: t.n, e: i + 1 };
    return undefined;
  }

  /** How many: digits, words, "a"/"an", "a couple (of)", "a few", fractions, "and a half". */
  #amount(i: number): NumAt | undefined {
    let base: NumAt | undefined;
    const t = this.#num(i);
    if (t) {
      // "2.5", "1/2", "3/4"
      if (this.#is(i + 1, '.') && this.#glued(i + 1) && this.#num(i + 2) && this.#glued(i + 2)) base = { n: Number(`${t.w}.${this.#t[i + 2]!.w}`), e: i + 3 };
      else if (this.#is(i + 1, '/') && this.#glued(i + 1) && this.#num(i + 2) && this.#glued(i + 2) && this.#t[i + 2]!.n > 0 && t.n < this.#t[i + 2]!.n) {
        base = { n: t.n / this.#t[i + 2]!.n, e: i + 3 };
      } else base = { n: t.n, e: i + 1 };
    } else {
      let j: number;
      if ((j = this.#any(i, 'a couple of', 'a couple', 'couple of', 'a pair of', 'a pair')) >= 0) base = { n: 2, e: j, stated: 'a couple: 2' };
      else if ((j = this.#any(i, 'a few', 'few')) >= 0) base = { n: 3, e: j, stated: 'a few: 3' };
      else if ((j = this.#any(i, 'half a', 'half an', 'a half', 'half')) >= 0) return { n: 0.5, e: j };
      else if ((j = this.#any(i, 'a quarter of a', 'a quarter of an', 'a quarter of', 'quarter of an', 'quarter of a')) >= 0) return { n: 0.25, e: j };
      else if ((j = this.#seq(i, 'a quarter')) >= 0 && this.#is(j, 'hour', 'hr')) return { n: 0.25, e: j };
      else if ((j = this.#any(i, 'three quarters of a', 'three quarters of an', 'three quarters of', 'three - quarters of an', 'three - quarters of a', 'three - quarters of')) >= 0) return { n: 0.75, e: j };
      else if (this.#is(i, 'a', 'an') && !this.#is(i + 1, 'half') && !(this.#is(i + 1, 'quarter') && this.#is(i + 2, 'of', 'hour', 'past', 'to', 'after', 'till', 'til', 'before'))) base = { n: 1, e: i + 1 };
      else if (this.#is(i, 'one', 'single')) base = { n: 1, e: i + 1, words: true };
      else base = this.#wordInt(i);
    }
    if (!base) return undefined;
    // "two and a half", "2 and an half"
    const j = this.#any(base.e, 'and a half', 'and an half', 'and one half');
    if (j >= 0 && Number.isInteger(base.n)) return { ...base, n: base.n + 0.5, e: j };
    return base;
  }

  // --- durations

  #unitAt(i: number, afterNumber: boolean): { unit: Unit; k: number; e: number } | undefined {
    const w = this.#w(i);
    // 30' and 30" (minutes and seconds), glued to the number
    if (afterNumber && this.#glued(i) && this.#num(i - 1) && (w === "'" || w === '"')) return { unit: w === "'" ? 'minute' : 'second', k: 1, e: i + 1 };
    if (w === undefined || !(w in UNIT_WORDS)) return undefined;
    if (!afterNumber && !isLongUnit(w)) return undefined;
    // "3 m" could be metres: one-letter units glued ("30s", "2h"), but for "h", "d" and "w"
    if ((w === 's' || w === 'm' || w === 'y') && !this.#glued(i)) return undefined;
    const [unit, k] = UNIT_WORDS[w]!;
    return { unit, k, e: i + 1 };
  }

  /** "2 hours", "an hour and a half", "1h30m", "two weeks and 3 days", "half an hour", "1/2 hour". */
  #duration(i: number): { dur: Dur; e: number } | undefined {
    const dur: Dur = { year: 0, month: 0, week: 0, day: 0, hour: 0, minute: 0, second: 0, stated: [] };
    let j = i;
    let parts = 0;
    let last: Unit | undefined;
    let lastK = 1;
    for (;;) {
      const start = parts ? this.#skip(j, ',', 'and') : j;
      const a = this.#amount(start);
      if (!a) break;
      let u = this.#unitAt(a.e, true);
      if (!u && this.#is(a.e, 'more', 'extra', 'additional')) u = this.#unitAt(a.e + 1, true);
      if (!u) break;
      if (parts && last && u.unit === last) break;
      dur[u.unit === 'quarter' ? 'month' : u.unit] += a.n * u.k * (u.unit === 'quarter' ? 3 : 1);
      if (a.stated) dur.stated.push(a.stated);
      last = u.unit;
      lastK = u.k;
      j = u.e;
      parts++;
      // "an hour and a half": half of the unit just named
      const h = this.#any(j, 'and a half', 'and an half');
      if (h >= 0) {
        dur[last === 'quarter' ? 'month' : last] += 0.5 * lastK * (last === 'quarter' ? 3 : 1);
        j = h;
      }
      // "1h30": minutes after hours with no unit
      if (last === 'hour' && this.#glued(j) && this.#num(j) && this.#t[j]!.n < 60 && !this.#unitAt(j + 1, true)) {
        dur.minute += this.#t[j]!.n;
        j++;
        last = 'minute';
      }
    }
    if (!parts) return undefined;
    if (this.#is(j, "'s", 's') && this.#glued(j)) j++;
    return { dur, e: j };
  }

  // --- times of day

  /** am/pm after a time: "pm", "p.m.", "p", "a m", "in the afternoon" is a part of day, not this. */
  #meridiem(i: number): { mer: Mer; e: number } | undefined {
    const w = this.#w(i);
    if (w === 'am' || w === 'pm') return { mer: w, e: i + 1 };
    if ((w === 'a' || w === 'p') && this.#glued(i)) {
      if (this.#is(i + 1, '.') && this.#glued(i + 1)) return { mer: w === 'a' ? 'am' : 'pm', e: i + 2 };
      return { mer: w === 'a' ? 'am' : 'pm', e: i + 1 };
    }
    if ((w === 'a' || w === 'p') && this.#is(i + 1, 'm') && !this.#unitAt(i + 2, false)) return { mer: w === 'a' ? 'am' : 'pm', e: i + 2 };
    let j: number;
    if ((j = this.#any(i, 'in the am', 'in the a.m', 'in the pm')) >= 0) return { mer: this.#w(j - 1) === 'pm' ? 'pm' : 'am', e: j };
    return undefined;
  }

  #clockNode(h: number, m: number, s: number, g: 'hour' | 'minute' | 'second', mer: Mer | undefined, twelveHour: boolean): Node | undefined {
    if (m > 59 || s > 59) return undefined;
    if (mer) {
      if (h < 1 || h > 12) return undefined;
      return { t: 'clock', h: (h % 12) + (mer === 'pm' ? 12 : 0), m, s, g, mer, amb: false, id: 0 };
    }
    if (h > 23) return undefined;
    const amb = twelveHour && h >= 1 && h <= 12;
    return { t: 'clock', h: h === 12 && amb ? 12 : h, m, s, g, amb, id: amb ? this.#id() : 0 };
  }

  /** What follows an hour: "o'clock", "ish", am/pm; returns the meridiem and the end. */
  #clockTail(j: number): { mer?: Mer; e: number; oclock: boolean } {
    let oclock = false;
    let k: number;
    if ((k = this.#any(j, "o'clock", 'oclock', 'o clock', "o ' clock")) >= 0) {
      j = k;
      oclock = true;
    }
    if (this.#is(j, 'ish') || (this.#is(j, '-') && this.#is(j + 1, 'ish'))) j = this.#is(j, 'ish') ? j + 1 : j + 2;
    const m = this.#meridiem(j);
    if (m) {
      j = m.e;
      if (this.#is(j, 'ish')) j++;
    }
    return { ...(m ? { mer: m.mer } : {}), e: j, oclock };
  }

  /** A time of day: "3pm", "15:30", "15h30", "noon", "quarter past 3", "ten thirty am", "at 1030". */
  clock(i: number): Parsed | undefined {
    return this.#memoized(this.#clockRule, i);
  }

  #clockRule(i: number): Parsed | undefined {
    return this.#longest(i, [this.#namedClock, this.#digitClock, this.#wordClock, this.#relativeClock]);
  }

  #namedClock(i: number): Parsed | undefined {
    let j: number;
    if ((j = this.#any(i, 'noon', 'midday', 'mid day', 'mid - day', '12 noon', 'twelve noon', 'noontime', 'noon time')) >= 0) {
      return { node: { t: 'clock', h: 12, m: 0, s: 0, g: 'hour', amb: false, id: 0, noon: true }, e: j };
    }
    if ((j = this.#any(i, 'midnight', 'midnite', '12 midnight', 'twelve midnight')) >= 0) {
      return { node: { t: 'clock', h: 0, m: 0, s: 0, g: 'hour', amb: false, id: 0, midnight: true }, e: j };
    }
    return undefined;
  }

  #digitClock(i: number): Parsed | undefined {
    const t = this.#num(i);
    if (!t) return undefined;
    const cue = CLOCK_CUES.has(this.#w(i - 1) ?? '');
    // H:MM[:SS], H.MM with am/pm
    if ((this.#is(i + 1, ':') || (this.#is(i + 1, '.') && this.#meridiem(i + 3))) && this.#glued(i + 1) && this.#num(i + 2)?.len === 2 && this.#glued(i + 2) && t.len <= 2) {
      const m = this.#t[i + 2]!.n;
      let s = 0;
      let g: 'minute' | 'second' = 'minute';
      let j = i + 3;
      if (this.#w(i + 1) === ':' && this.#is(j, ':') && this.#glued(j) && this.#num(j + 1)?.len === 2 && this.#glued(j + 1)) {
        s = this.#t[j + 1]!.n;
        g = 'second';
        j += 2;
        // fractions of a second are not kept
        if (this.#is(j, '.') && this.#glued(j) && this.#num(j + 1)) j += 2;
      }
      const tail = this.#clockTail(j);
      const node = this.#clockNode(t.n, m, s, g, tail.mer, !(t.len === 2 && t.w.startsWith('0')));
      return node ? { node, e: tail.e } : undefined;
    }
    // a day or a part of the day right before: "tonight 815", "Thursday 8h"
    const dayBefore = i > 0 && this.#t[i - 1]!.k === 'word' && (this.#weekdayName(i - 1) !== undefined || this.#is(i - 1, 'today', 'tonight', 'tomorrow', 'morning', 'afternoon', 'evening', 'night'));
    // "at 12 15": after "at", an hour and two-digit minutes apart
    if (t.len <= 2 && this.#is(i - 1, 'at', '@') && this.#num(i + 1)?.len === 2 && !this.#glued(i + 1) && !this.#unitAt(i + 2, true) && !this.#monthName(i + 2, false) && !this.#is(i + 2, ':', '/', '-', '.')) {
      const tail = this.#clockTail(i + 2);
      const node = this.#clockNode(t.n, this.#t[i + 1]!.n, 0, 'minute', tail.mer, !(t.len === 2 && t.w.startsWith('0')));
      if (node) return { node, e: tail.e };
    }
    // 15h, 15h30, 3h18
    if (this.#is(i + 1, 'h') && this.#glued(i + 1) && t.len <= 2) {
      const mm = this.#num(i + 2);
      if (mm && this.#glued(i + 2) && mm.len === 2) {
        const node = this.#clockNode(t.n, mm.n, 0, 'minute', undefined, false);
        return node ? { node, e: i + 3 } : undefined;
      }
      if (t.n >= 10 || cue || dayBefore || t.w.startsWith('0')) {
        const node = this.#clockNode(t.n, 0, 0, 'minute', undefined, false);
        return node ? { node, e: i + 2 } : undefined;
      }
      return undefined;
    }
    // 1030, 330pm: hours and minutes run together, after "at" or with am/pm
    if (t.len === 3 || t.len === 4) {
      const tail = this.#clockTail(i + 1);
      if (!tail.mer && !(cue && this.#is(i - 1, 'at', '@', 'around', 'about', 'approximately', 'approx')) && !(dayBefore && this.#is(i - 1, 'tonight', 'morning', 'afternoon', 'evening', 'night'))) return undefined;
      const node = this.#clockNode(Math.floor(t.n / 100), t.n % 100, 0, 'minute', tail.mer, !t.w.startsWith('0'));
      return node ? { node, e: tail.e } : undefined;
    }
    if (t.len > 2) return undefined;
    const tail = this.#clockTail(i + 1);
    const node = this.#clockNode(t.n, 0, 0, 'hour', tail.mer, !(t.len === 2 && t.w.startsWith('0')) || !!tail.mer);
    if (!node) return undefined;
    if (!tail.mer && !tail.oclock) {
      // "Friday 4 meetings": a lone number before a word that is no time word counts something else
      const next = this.#t[tail.e];
      if (next?.k === 'word' && !MEANINGFUL.has(next.w) && !FILLER.has(next.w) && !(next.w in WEEKDAYS) && !(next.w in MONTHS) && !CLOCK_CUES.has(next.w) && !['this', 'next', 'sharp', 'ish', 'or', 'but'].includes(next.w)) return undefined;
      (node as { bare?: boolean }).bare = true;
    }
    return { node, e: tail.e };
  }

  /** "three", "ten thirty", "twelve oh three", "nine fifty-nine a m", "eight o'clock". */
  #wordClock(i: number): Parsed | undefined {
    const h = this.#wordsBelow100(i);
    if (!h || h.n < 1 || h.n > 12) return undefined;
    let j = h.e;
    let m = 0;
    let g: 'hour' | 'minute' = 'hour';
    // "ten-thirty", "twelve-oh-three"
    const hyphen = (k: number) => (this.#is(k, '-') && this.#glued(k) && this.#glued(k + 1) ? k + 1 : k);
    if (hyphen(j) !== j && (this.#is(j + 1, 'oh', 'o', 'zero') || this.#wordsBelow100(j + 1))) j++;
    const oh = this.#is(j, 'oh', 'o', 'zero', 'ou') ? hyphen(j + 1) : -1;
    if (oh > 0) {
      const d = this.#w(oh);
      if (d !== undefined && d in UNITS_WORDS && UNITS_WORDS[d]! >= 1 && UNITS_WORDS[d]! <= 9) {
        m = UNITS_WORDS[d]!;
        j = oh + 1;
        g = 'minute';
      }
    } else {
      const mm = this.#wordsBelow100(j);
      if (mm && mm.n >= 10 && mm.n <= 59 && !this.#unitAt(mm.e, false) && !this.#is(mm.e, 'past', 'after', 'to', 'til', 'till', 'before', 'of')) {
        m = mm.n;
        j = mm.e;
        g = 'minute';
      }
    }
    const tail = this.#clockTail(j);
    const node = this.#clockNode(h.n, m, 0, g, tail.mer, true);
    if (!node) return undefined;
    // "three" alone is a number; "ten thirty" is a time
    if (!tail.mer && !tail.oclock && g === 'hour') (node as { bare?: boolean }).bare = true;
    return { node, e: tail.e };
  }

  /** "quarter past 3", "half past nine", "20 to 5", "5 til noon", "ten of five", "half three". */
  #relativeClock(i: number): Parsed | undefined {
    let minutes: number | undefined;
    let j = i;
    let k: number;
    if ((k = this.#any(i, 'a quarter', 'quarter')) >= 0) [minutes, j] = [15, k];
    else if (this.#is(i, 'half')) [minutes, j] = [30, i + 1];
    else {
      const n = this.#num(i) ? { n: this.#num(i)!.n, e: i + 1 } : this.#wordsBelow100(i);
      if (n && n.n >= 1 && n.n <= 59) {
        minutes = n.n;
        j = n.e;
        if (this.#is(j, 'minutes', 'minute', 'mins', 'min')) j++;
      }
    }
    if (minutes === undefined) return undefined;
    let sign: 1 | -1;
    if (this.#is(j, 'past', 'after')) sign = 1;
    else if (this.#is(j, 'to', 'til', 'till', 'before', 'of')) sign = -1;
    else if (minutes === 30 && this.#is(i, 'half')) {
      // British "half three": 3:30
      const h = this.#hourTarget(j);
      if (!h || h.node.t !== 'clock' || h.node.noon || h.node.midnight) return undefined;
      return this.#offsetClock(h.node, 30, h.e);
    } else return undefined;
    if (this.#w(j) === 'of' && minutes > 30) return undefined;
    // "20 to 5" is 4:40, but "from 3 to 5" is a range and "13 to 15 July" two days
    const digits = (this.#num(i) !== undefined || this.#wordsBelow100(i) !== undefined) && !this.#is(i, 'quarter', 'half', 'a') && !this.#is(j - 1, 'minutes', 'minute', 'mins', 'min');
    if (sign < 0 && digits && (minutes % 5 !== 0 || minutes > 30 || this.#is(i - 1, 'from', 'between', 'the'))) return undefined;
    const target = this.#hourTarget(j + 1);
    if (!target || target.node.t !== 'clock') return undefined;
    if (sign < 0 && digits && this.#num(i) !== undefined && !target.node.noon && !target.node.midnight && !target.node.amb && !target.node.mer) return undefined;
    return this.#offsetClock(target.node, sign * minutes, target.e);
  }

  /** An hour that minutes count from: "3pm", "three", "noon", "15h". */
  #hourTarget(i: number): Parsed | undefined {
    const p = this.#longest(i, [this.#namedClock, this.#digitClock, this.#wordClock]);
    if (!p || p.node.t !== 'clock' || p.node.m !== 0) return undefined;
    return p;
  }

  #offsetClock(c: Extract<Node, { t: 'clock' }>, minutes: number, e: number): Parsed | undefined {
    let total = c.h * 60 + minutes;
    total = ((total % 1440) + 1440) % 1440;
    const h = Math.floor(total / 60);
    const node: Node = c.amb
      ? { t: 'clock', h: h === 0 ? 12 : h > 12 ? h - 12 : h, m: total % 60, s: 0, g: 'minute', amb: true, id: c.id }
      : { t: 'clock', h, m: total % 60, s: 0, g: 'minute', ...(c.mer ? { mer: c.mer } : {}), amb: false, id: 0 };
    return { node, e };
  }

  // --- parts of the day

  #podRule(i: number): Parsed | undefined {
    let j: number;
    // Compound names first: "early morning", "after lunch", "business hours".
    for (const [name, pod] of PODS_BY_LENGTH) {
      j = this.#seq(i, name);
      if (j >= 0) return { node: { t: 'pod', pod }, e: j };
    }
    if ((j = this.#any(i, 'mid - morning', 'mid - afternoon')) >= 0) return { node: { t: 'pod', pod: PARTS_OF_DAY[`mid ${this.#w(j - 1)}`]! }, e: j };
    if ((j = this.#any(i, 'early in the morning', 'in the early morning', 'in the early hours of the morning', 'the early hours of the morning', 'the early hours', 'in the early hours')) >= 0) {
      return { node: { t: 'pod', pod: PARTS_OF_DAY['early morning']! }, e: j };
    }
    if ((j = this.#any(i, 'late in the evening', 'late in the afternoon', 'late in the morning')) >= 0) return { node: { t: 'pod', pod: PARTS_OF_DAY[`late ${this.#w(j - 1)}`]! }, e: j };
    if ((j = this.#any(i, 'dinnertime', 'dinner time', 'suppertime', 'lunch time', 'breakfast time')) >= 0) return { node: { t: 'pod', pod: PARTS_OF_DAY[this.#w(i)!.startsWith('lunch') ? 'lunch' : this.#w(i)!.startsWith('break') ? 'breakfast' : 'dinner']! }, e: j };
    // "early tomorrow morning", "late this evening", "late Friday night"
    if (this.#is(i, 'early', 'late')) {
      const day = this.#is(i + 1, 'this') ? { node: { t: 'dayrel', off: 0 } as Node, e: i + 2 } : this.#dayWord(i + 1) ?? this.#weekdayRule(i + 1);
      if (day) {
        const p = this.#podRule(day.e);
        const named = p && p.node.t === 'pod' && !p.node.day ? PARTS_OF_DAY[`${this.#w(i)} ${p.node.pod.label}`] : undefined;
        if (named) return { node: { t: 'and', parts: [day.node, { t: 'pod', pod: named }] }, e: p!.e };
      }
    }
    if ((j = this.#any(i, 'tonight', 'tonite', 'tonights', 'this evening', 'tonight evening')) >= 0) {
      return { node: { t: 'pod', pod: this.#w(i) === 'this' ? PARTS_OF_DAY['evening']! : TONIGHT, day: { t: 'dayrel', off: 0 } }, e: j };
    }
    if ((j = this.#any(i, 'late tonight', 'late tonite', 'later tonight')) >= 0) return { node: { t: 'pod', pod: LATE_TONIGHT, day: { t: 'dayrel', off: 0 } }, e: j };
    if ((j = this.#any(i, 'last night', 'yesterday night')) >= 0) return { node: { t: 'pod', pod: PARTS_OF_DAY['night']!, day: { t: 'dayrel', off: -1 } }, e: j };
    if ((j = this.#seq(i, 'late last night')) >= 0) return { node: { t: 'pod', pod: PARTS_OF_DAY['late night']!, day: { t: 'dayrel', off: -1 } }, e: j };
    if (this.#is(i, 'this', 'today')) {
      const p = this.#podRule(i + 1);
      if (p && p.node.t === 'pod' && !p.node.day) return { node: { t: 'pod', pod: p.node.pod, day: { t: 'dayrel', off: 0 } }, e: p.e };
    }
    return undefined;
  }

  // --- days

  #dayWord(i: number): Parsed | undefined {
    let j: number;
    if ((j = this.#any(i, 'the day after tomorrow', 'day after tomorrow', 'overmorrow', 'the day after tmrw')) >= 0) return { node: { t: 'dayrel', off: 2 }, e: j };
    if ((j = this.#any(i, 'the day before yesterday', 'day before yesterday')) >= 0) return { node: { t: 'dayrel', off: -2 }, e: j };
    const w = this.#w(i);
    if (w === 'today' || w === 'todays' || w === "today's") return { node: { t: 'dayrel', off: 0 }, e: i + 1 };
    if (w === 'tomorrow' || w === 'tmrw' || w === 'tmr' || w === 'tomorrows' || w === "tomorrow's" || w === 'tomorow' || w === 'tommorow' || w === 'tommorrow') {
      return { node: { t: 'dayrel', off: 1 }, e: i + 1 };
    }
    if (w === 'yesterday' || w === "yesterday's" || w === 'yday') return { node: { t: 'dayrel', off: -1 }, e: i + 1 };
    return undefined;
  }

  /** "this time tomorrow", "tomorrow this time", "same time next week": the reference's time of day on another day. */
  #sameTimeRule(i: number): Parsed | undefined {
    const lead = this.#any(i, 'this time', 'the same time', 'same time', 'at this time', 'at the same time', 'around this time');
    const dur = (days: number, unit: 'day' | 'week' | 'month' | 'year'): Node => ({ t: 'shift', dur: { year: 0, month: 0, week: 0, day: 0, hour: 0, minute: 0, second: 0, stated: [], [unit]: days }, sign: days < 0 ? -1 : 1 });
    const after = (j: number): Parsed | undefined => {
      const d = this.#dayWord(j);
      if (d && d.node.t === 'dayrel' && d.node.off !== 0) return { node: { ...dur(Math.abs(d.node.off), 'day'), sign: d.node.off < 0 ? -1 : 1 } as Node, e: d.e };
      const c = this.#cycleRule(j);
      if (c && c.node.t === 'cycle' && Number.isInteger(c.node.n) && c.node.n !== 0 && (c.node.unit === 'week' || c.node.unit === 'month' || c.node.unit === 'year')) {
        return { node: { ...dur(Math.abs(c.node.n), c.node.unit), sign: c.node.n < 0 ? -1 : 1 } as Node, e: c.e };
      }
      return undefined;
    };
    if (lead >= 0) return after(lead);
    // "tomorrow this time", "tomorrow at the same time"
    const first = this.#dayWord(i) ?? this.#cycleRule(i);
    if (!first) return undefined;
    const k = this.#any(first.e, 'this time', 'at this time', 'same time', 'at the same time', 'the same time');
    return k >= 0 ? ((p) => (p ? { node: p.node, e: k } : undefined))(after(i)) : undefined;
  }

  #nowRule(i: number): Parsed | undefined {
    const j = this.#any(i, 'now', 'right now', 'just now', 'at the moment', 'atm', 'at this moment', 'this moment', 'immediately', 'right away', 'straight away');
    return j >= 0 ? { node: { t: 'now' }, e: j } : undefined;
  }

  #weekdayName(i: number): { wd: number; e: number; weak: boolean } | undefined {
    const w = this.#w(i);
    if (w === undefined || !(w in WEEKDAYS)) return undefined;
    // "wednes day", "thurs day" are not words; "sat", "sun", "wed" are weaker than the full names.
    let e = i + 1;
    if (this.#is(e, '.') && this.#glued(e)) e++;
    return { wd: WEEKDAYS[w]!, e, weak: w.length <= 3 };
  }

  #weekdayRule(i: number): Parsed | undefined {
    // "next Friday", "this coming Friday", "this past Friday", "last Friday"
    let rel: Rel | 'strict' | undefined;
    let j = i;
    let k: number;
    if ((k = this.#any(i, 'this coming', 'the coming', 'coming', 'this upcoming', 'the upcoming', 'upcoming', 'the following', 'following', 'the next')) >= 0) [rel, j] = ['strict', k];
    else if ((k = this.#any(i, 'this past', 'the past', 'this last', 'the last', 'the previous')) >= 0) [rel, j] = ['last', k];
    else if (this.#w(i) !== undefined && this.#w(i)! in REL_WORDS) [rel, j] = [REL_WORDS[this.#w(i)!]!, i + 1];
    const name = this.#weekdayName(j);
    if (!name) return undefined;
    if (rel && j > i) {
      const node: Node = { t: 'weekdayRel', wd: name.wd, rel, id: this.#id() };
      return { node, e: name.e };
    }
    let e = name.e;
    // "Friday after next", "Monday before last"
    if ((k = this.#seq(e, 'after next')) >= 0) return { node: { t: 'weekdayRel', wd: name.wd, rel: 'afterNext', id: this.#id() }, e: k };
    if ((k = this.#seq(e, 'before last')) >= 0) return { node: { t: 'weekdayRel', wd: name.wd, rel: 'beforeLast', id: this.#id() }, e: k };
    // "Wednesday of next week", "Wednesday next week", "Sunday from last week", "Monday of this week"
    const w0 = this.#is(e, 'of', 'in', 'from', 'on') ? e + 1 : e;
    const week = this.#cycleRule(w0);
    if (week && week.node.t === 'cycle' && week.node.unit === 'week') return { node: { t: 'and', parts: [{ t: 'weekday', wd: name.wd }, week.node] }, e: week.e };
    return { node: { t: 'weekday', wd: name.wd }, e };
  }

  /** A relative word before a name: "next", "last", "this", and the two-word "this coming", "this past", "the following". */
  #relPrefix(i: number): { rel: Rel; e: number } | undefined {
    const k = this.#any(i, 'this coming', 'this upcoming', 'the coming', 'the upcoming', 'the next', 'the following');
    if (k >= 0) return { rel: 'next', e: k };
    const b = this.#any(i, 'this past', 'this last', 'the past', 'the last', 'the previous');
    if (b >= 0) return { rel: 'last', e: b };
    const w = this.#w(i);
    return w !== undefined && w in REL_WORDS ? { rel: REL_WORDS[w]!, e: i + 1 } : undefined;
  }

  /** "last week's Sunday", "next week's Friday". */
  #weeksWeekday(i: number): Parsed | undefined {
    const rel = this.#w(i);
    if (rel === undefined || !(rel in REL_WORDS) || !this.#is(i + 1, "week's", 'weeks')) return undefined;
    const name = this.#weekdayName(i + 2);
    if (!name) return undefined;
    return { node: { t: 'and', parts: [{ t: 'weekday', wd: name.wd }, { t: 'cycle', unit: 'week', n: relSteps(REL_WORDS[rel]!), id: this.#id() }] }, e: name.e };
  }

  // --- dates

  #monthName(i: number, strict: boolean): { m: number; e: number } | undefined {
    const w = this.#w(i);
    if (w === undefined || !(w in MONTHS)) return undefined;
    // "may" and "march" are words too: a month only where a date or a period word makes it one.
    if (strict && w === 'may' && this.#num(i + 1)?.len !== 4 && !(this.#is(i + 1, 'of', 'in') && this.#cycleRule(i + 2))) return undefined;
    let e = i + 1;
    if (this.#is(e, '.') && this.#glued(e)) e++;
    return { m: MONTHS[w]!, e };
  }

  /** A year after a date or month: "2027", "'27", "two thousand ten", "2014 AD". */
  #yearAfter(i: number): { y: number; e: number; yy?: number; era?: 'AD' | 'BC' } | undefined {
    const t = this.#num(i);
    if (t && t.len === 4) return this.#era(i + 1, t.n);
    if (this.#is(i, "'") && this.#num(i + 1)?.len === 2 && this.#glued(i + 1)) return { y: NaN, yy: this.#t[i + 1]!.n, e: i + 2 };
    const w = this.#yearWords(i);
    if (w) return this.#era(w.e, w.n);
    return undefined;
  }

  /** "two thousand ten", "nineteen ninety four", "twenty twenty-six". */
  #yearWords(i: number): NumAt | undefined {
    const a = this.#wordInt(i);
    if (!a) return undefined;
    if (a.n >= 1000) return a;
    if (a.n >= 11 && a.n <= 99) {
      const b = this.#wordsBelow100(a.e) ?? (this.#is(a.e, 'oh') ? this.#wordsBelow100(a.e + 1) : undefined);
      if (b && b.n >= 1 && b.n <= 99) return { n: a.n * 100 + b.n, e: b.e, words: true };
      if (this.#is(a.e, 'hundred')) return { n: a.n * 100, e: a.e + 1, words: true };
    }
    return undefined;
  }

  /** An era after a year: "AD", "A.D.", "CE", "BC", "B.C.", "BCE". */
  #era(i: number, y: number): { y: number; e: number; era?: 'AD' | 'BC' } {
    const w = this.#w(i);
    const dotted = (a: string, b: string): number => (this.#is(i, a) && this.#is(i + 1, '.') && this.#is(i + 2, b) ? (this.#is(i + 3, '.') ? i + 4 : i + 3) : -1);
    let j: number;
    if (w === 'ad' || w === 'ce') return { y, e: i + 1, era: 'AD' };
    if (w === 'bc' || w === 'bce') return { y, e: i + 1, era: 'BC' };
    if ((j = dotted('a', 'd')) >= 0 || (j = dotted('c', 'e')) >= 0) return { y, e: j, era: 'AD' };
    if ((j = dotted('b', 'c')) >= 0) return { y, e: this.#is(j, 'e') ? j + 1 : j, era: 'BC' };
    return { y, e: i };
  }

  #yearRule(i: number): Parsed | undefined {
    let j = i;
    // a Japanese era year: "Heisei 4" is 1992, "Reiwa 7" 2025 (year 1 is the era's first, partial, year)
    const word = this.#w(i);
    if (word !== undefined && japaneseEraYear(word, 1)) {
      const n = this.#num(i + 1);
      const gannen = this.#is(i + 1, 'gannen');
      if ((n && n.len <= 2 && n.n >= 1) || gannen) return { node: { t: 'eraYear', era: word, y: gannen ? 1 : n!.n }, e: i + 2 };
    }
    if (this.#is(i, 'ad', 'ce') && this.#num(i + 1)) {
      const t = this.#num(i + 1)!;
      return { node: { t: 'year', y: t.n, era: 'AD' }, e: i + 2 };
    }
    if (this.#is(i, 'the', 'year') ) j = this.#is(i, 'the') && this.#is(i + 1, 'year') ? i + 2 : this.#is(i, 'year') ? i + 1 : i;
    const t = this.#num(j);
    if (t) {
      const era = this.#era(j + 1, t.n);
      if (era.era) return { node: { t: 'year', y: t.n, era: era.era }, e: era.e };
      // not "2027.5" or "1530h"; a full stop after a year ends the sentence ("2027.")
      const glued = this.#glued(j + 1) && (this.#is(j + 1, ':', 'h') || (this.#is(j + 1, '.') && this.#num(j + 2) !== undefined && this.#glued(j + 2)));
      if (t.len === 4 && !glued) return { node: { t: 'year', y: t.n }, e: j + 1 };
      if (j > i && t.len <= 4) return { node: { t: 'year', y: t.n }, e: j + 1 };
      return undefined;
    }
    const w = this.#yearWords(j);
    if (w && (w.n >= 1000 || j > i)) {
      const era = this.#era(w.e, w.n);
      return { node: { t: 'year', y: w.n, ...(era.era ? { era: era.era } : {}) }, e: era.e };
    }
    return undefined;
  }

  /** "the 1990s", "the 90s", "the '90s", "the nineties". */
  #decadeRule(i: number): Parsed | undefined {
    let j = this.#is(i, 'the') ? i + 1 : i;
    const apos = this.#is(j, "'");
    if (apos) j++;
    const t = this.#num(j);
    if (t && (t.len === 4 || t.len === 2) && t.n % 10 === 0) {
      let e = j + 1;
      if (this.#is(e, "'") && this.#glued(e)) e++;
      // "1980s", "1980's", and "1980 s" (four digits leave no other reading of a lone "s")
      if (!this.#is(e, 's') || (!this.#glued(e) && !(t.len === 4 && this.#w(e + 1) === undefined))) return undefined;
      if (t.len === 4) return { node: { t: 'decade', y: t.n }, e: e + 1 };
      return { node: { t: 'decade', y: 1900 + t.n, assumed: true }, e: e + 1 };
    }
    // "the 19th century", "15th century", "the twenty-first century"
    const o = this.#ordinal(j);
    if (o && o.n >= 1 && o.n <= 100 && this.#is(o.e, 'century', 'centuries')) return { node: { t: 'decade', y: (o.n - 1) * 100, span: 100 }, e: o.e + 1 };
    const w = this.#w(j);
    const words: Record<string, number> = { twenties: 20, thirties: 30, forties: 40, fifties: 50, sixties: 60, seventies: 70, eighties: 80, nineties: 90 };
    if (w !== undefined && w in words && j > i) return { node: { t: 'decade', y: 1900 + words[w]!, assumed: true }, e: j + 1 };
    return undefined;
  }

  /** Month-name dates: "Feb 15", "February 15th, 2027", "15 Feb", "the 15th of February", "february the 15th", "31-Oct-74". */
  #namedDate(i: number): Parsed | undefined {
    return this.#longest(i, [this.#monthFirst, this.#dayFirstNamed]);
  }

  #withYear(j: number, m: number, d: number, dashed = false): Parsed {
    // "31-Oct-74": two digits glued after a dash are a year
    if (dashed && this.#num(j)?.len === 2 && this.#glued(j)) return { node: { t: 'numdate', a: m, b: d, y: this.#num(j)!.n, yy: true, id: 0 }, e: j + 1 };
    let k = this.#is(j, ',') ? j + 1 : j;
    if (this.#is(k, 'of') && this.#yearAfter(k + 1)) k++;
    const y = this.#yearAfter(k);
    if (y) {
      if (y.yy !== undefined) return { node: { t: 'numdate', a: m, b: d, y: y.yy, yy: true, id: 0 }, e: y.e };
      return { node: { t: 'ymd', y: y.era === 'BC' ? 1 - y.y : y.y, m, d }, e: y.e };
    }
    return { node: { t: 'md', m, d }, e: j };
  }

  #monthFirst(i: number): Parsed | undefined {
    const mo = this.#monthName(i, false);
    if (!mo) return undefined;
    let j = mo.e;
    const dashed = this.#is(j, '-', '/') && this.#glued(j);
    if (dashed) j++;
    if (this.#is(j, 'the')) j++;
    const d = this.#dayNum(j, true);
    if (!d) return undefined;
    // "May 2027" is a month, not May 20 and 27
    if (this.#num(j)?.len === 4) return undefined;
    let e = d.e;
    // "Oct-31-1974", "Oct/31/74": a year glued after a dash or slash
    if (dashed && this.#is(e, '-', '/') && this.#glued(e) && this.#glued(e + 1) && (this.#num(e + 1)?.len === 4 || this.#num(e + 1)?.len === 2)) {
      const y = this.#num(e + 1)!;
      if (y.len === 2) return { node: { t: 'numdate', a: mo.m, b: d.n, y: y.n, yy: true, id: 0 }, e: e + 2 };
      return { node: { t: 'ymd', y: y.n, m: mo.m, d: d.n }, e: e + 2 };
    }
    return this.#withYear(e, mo.m, d.n);
  }

  #dayFirstNamed(i: number): Parsed | undefined {
    let j = this.#is(i, 'the') ? i + 1 : i;
    const d = this.#dayNum(j, true);
    if (!d) return undefined;
    j = d.e;
    if (this.#is(j, 'day') && this.#is(j + 1, 'of')) j++;
    if (this.#is(j, 'of')) j++;
    else if (this.#is(j, '-', '/', '.') && this.#glued(j)) j++;
    const dashed = this.#is(j - 1, '-', '/');
    const mo = this.#monthName(j, false);
    if (!mo) return undefined;
    let e = mo.e;
    if (dashed && this.#is(e, '-', '/') && this.#glued(e)) e++;
    // "14th April 15": two digits ending a day-month date are its year, as in "14 April '15"
    const yy = this.#num(e);
    if (!dashed && yy?.len === 2 && e + 1 === this.#t.length) return { node: { t: 'numdate', a: mo.m, b: d.n, y: yy.n, yy: true, id: 0 }, e: e + 1 };
    return this.#withYear(e, mo.m, d.n, dashed);
  }

  /** Digits: "2/15", "15/2", "2/15/2026", "10.31.1974", "2-15", "2026/02/15", "2/2013", "2014-10". */
  #numericDate(i: number): Parsed | undefined {
    const a = this.#num(i);
    if (!a) return undefined;
    const sep = this.#w(i + 1);
    if (sep !== '/' && sep !== '-' && sep !== '.') return undefined;
    // "2 / 15" is a date; "3 - 4pm" is a range and "1.5 hours" a number, so only "/" may have spaces.
    const spaced = !this.#glued(i + 1) || !this.#glued(i + 2);
    if (spaced && sep === '.') return undefined;
    const b = this.#num(i + 2);
    // "2027/sep/03", "2027-Sep-03": year, month name, day
    if (!b && a.len === 4 && !spaced) {
      const mo = this.#monthName(i + 2, false);
      if (mo && this.#is(mo.e, sep) && this.#glued(mo.e) && this.#glued(mo.e + 1)) {
        const d = this.#num(mo.e + 1);
        if (d && d.len <= 2) return { node: { t: 'ymd', y: a.n, m: mo.m, d: d.n }, e: mo.e + 2 };
      }
    }
    if (!b) return undefined;
    let e = i + 3;
    let y: number | undefined;
    let yy = false;
    if (a.len === 4) {
      // 2026/02/15, 2014-10, 2014/10
      if (this.#is(e, sep) && this.#glued(e) && this.#num(e + 1) && this.#glued(e + 1) && b.len <= 2 && this.#num(e + 1)!.len <= 2) {
        return { node: { t: 'ymd', y: a.n, m: b.n, d: this.#num(e + 1)!.n }, e: e + 2 };
      }
      if (b.len <= 2 && b.n >= 1 && b.n <= 12 && sep !== '.') return { node: { t: 'ym', y: a.n, m: b.n }, e };
      return undefined;
    }
    if (a.len > 2 || b.len > 2) {
      // 2/2013: a month and a year
      if (a.len <= 2 && b.len === 4 && (sep === '/' || (sep === '-' && !spaced)) && a.n >= 1 && a.n <= 12 && !this.#is(e, sep)) return { node: { t: 'ym', y: b.n, m: a.n }, e };
      return undefined;
    }
    if (this.#is(e, sep) && this.#glued(e) && this.#num(e + 1) && this.#glued(e + 1)) {
      const c = this.#num(e + 1)!;
      if (c.len !== 4 && c.len !== 2) return undefined;
      y = c.n;
      yy = c.len === 2;
      e += 2;
    } else if (sep === '.') return undefined;
    if (a.n < 1 || b.n < 1 || a.n > 31 || b.n > 31 || (a.n > 12 && b.n > 12)) return undefined;
    // "3-4pm", "2-3 hours" are not dates
    if (sep === '-' && (this.#meridiem(e) || this.#unitAt(e, true) || this.#is(e, ':') || this.#monthName(e, false) || this.#dayWord(e) || this.#podRule(e))) return undefined;
    if (sep === '-' && y === undefined && (this.#weekdayName(i - 1) || this.#dayWord(i - 1) || this.#is(i - 1, 'from', 'between'))) return undefined;
    return { node: { t: 'numdate', a: a.n, b: b.n, ...(y !== undefined ? { y } : {}), ...(yy ? { yy } : {}), id: this.#id() }, e };
  }

  /** "the 24th", "on the twenty-first", "the 3rd of next month", "20th day of the current month". */
  #domRule(i: number): Parsed | undefined {
    const the = this.#is(i, 'the');
    const j = the ? i + 1 : i;
    const ofNext = this.#is(j + 1, 'of') || (this.#is(j + 1, 'day') && this.#is(j + 2, 'of'));
    const d = this.#dayNum(j, the || ofNext);
    if (!d) return undefined;
    // a bare "the 24" needs "the"; "24th" stands alone
    let e = d.e;
    const k = this.#is(e, 'day') ? e + 1 : e;
    if (this.#is(k, 'of', 'in')) {
      const p = this.#periodRule(k + 1);
      if (p && (p.node.t === 'cycle' ? p.node.unit === 'month' : p.node.t === 'month' || p.node.t === 'ym' || (p.node.t === 'rel' && p.node.base.t === 'month'))) {
        return { node: { t: 'and', parts: [{ t: 'dom', d: d.n }, p.node] }, e: p.e };
      }
    }
    // "the 15th" but not "the 15th of" a thing we do not read
    return { node: { t: 'dom', d: d.n }, e };
  }

  #isoRule(i: number): Parsed | undefined {
    const t = this.#t[i];
    return t?.k === 'iso' ? { node: { t: 'iso', iso: t.iso! }, e: i + 1 } : undefined;
  }

  /** "the ides of March". */
  #idesRule(i: number): Parsed | undefined {
    const j = this.#any(i, 'the ides of', 'ides of');
    if (j < 0) return undefined;
    const m = this.#monthName(j, false);
    return m ? { node: { t: 'ides', m: m.m }, e: m.e } : undefined;
  }

  // --- holidays

  #holidayRule(i: number): Parsed | undefined {
    // "the eve of Yom Kippur 2027", "eve of Diwali"
    const ev = this.#any(i, 'the eve of', 'eve of', 'the evening before', 'the night before');
    if (ev >= 0) {
      const h = this.#holidayRule(ev);
      if (h && (h.node.t === 'holiday' || h.node.t === 'rel' || (h.node.t === 'and' && h.node.parts[0]!.t === 'holiday'))) return { node: { t: 'eve', of: h.node }, e: h.e };
    }
    const rel = this.#relPrefix(i);
    if (rel) {
      const h = this.#holidayName(rel.e);
      if (h && h.node.t === 'holiday' && h.node.y === undefined) return { node: { t: 'rel', rel: rel.rel, base: h.node, steps: 1 }, e: h.e };
      if (this.#w(i) !== 'the') return undefined;
    }
    return this.#holidayName(i);
  }

  #holidayName(i: number): Parsed | undefined {
    let best: { key: string; e: number } | undefined;
    const first = this.#w(i);
    if (first === undefined) return undefined;
    for (const [words, key] of holidayNamesFrom(first)) {
      const e = this.#seq(i, words);
      if (e > (best?.e ?? -1)) best = { key, e };
    }
    if (!best) return undefined;
    let e = best.e;
    if (this.#is(e, 'day') && !holidayWords().has(`${this.#t.slice(i, e).map((t) => t.w).join(' ')} day`)) e++;
    const k = this.#any(e, 'after next', 'before last');
    if (k >= 0) return { node: { t: 'rel', rel: this.#w(e) === 'after' ? 'next' : 'last', base: { t: 'holiday', key: best.key }, steps: 2 }, e: k };
    const y = this.#yearAfter(e);
    if (y && y.yy === undefined) return { node: { t: 'holiday', key: best.key, y: y.era === 'BC' ? 1 - y.y : y.y }, e: y.e };
    // "thanksgiving in 9 months", "thanksgiving 1 year ago", "Diwali six years hence": the holiday of the year that shift lands in
    const sh = this.#shiftRule(e);
    if (sh && sh.node.t === 'shift' && !sh.node.base) return { node: { t: 'and', parts: [{ t: 'holiday', key: best.key }, { t: 'yearOf', of: sh.node }] }, e: sh.e };
    // "christmas of next year", "thanksgiving of this year"
    if (this.#is(e, 'of')) {
      const c = this.#cycleRule(e + 1);
      if (c && c.node.t === 'cycle' && c.node.unit === 'year') return { node: { t: 'and', parts: [{ t: 'holiday', key: best.key }, c.node] }, e: c.e };
    }
    return { node: { t: 'holiday', key: best.key }, e };
  }

  // --- periods

  #cycleUnit(i: number): { unit: CycleUnit; e: number } | undefined {
    const w = this.#w(i);
    let j: number;
    if ((j = this.#any(i, 'week - end', 'week end', 'weekend', 'wkend', 'week-end')) >= 0) return { unit: 'weekend', e: j };
    switch (w) {
      case 'day':
        return { unit: 'day', e: i + 1 };
      case 'week':
      case 'wk':
        return { unit: 'week', e: i + 1 };
      case 'month':
      case 'mth':
        return { unit: 'month', e: i + 1 };
      case 'quarter':
      case 'qtr':
        return { unit: 'quarter', e: i + 1 };
      case 'year':
      case 'yr':
        return { unit: 'year', e: i + 1 };
      case 'season':
        return { unit: 'season', e: i + 1 };
      default:
        return undefined;
    }
  }

  /** "next week", "this qtr", "the month after next", "the following year", "the weekend", "last season". */
  #cycleRule(i: number): Parsed | undefined {
    let j = i;
    let n: number | undefined;
    let k: number;
    if ((k = this.#any(j, 'all', 'the whole', 'the entire', 'all of the', 'all this', 'the whole of the')) >= 0) {
      const u = this.#cycleUnit(k);
      if (u && u.unit !== 'season') return { node: { t: 'cycle', unit: u.unit, n: 0, id: this.#id() }, e: u.e };
      return undefined;
    }
    if (this.#is(j, 'the')) j++;
    if ((k = this.#any(j, 'this coming', 'this upcoming', 'this past')) >= 0) [n, j] = [this.#w(j + 1) === 'past' ? -1 : 1, k];
    else if (this.#w(j) !== undefined && this.#w(j)! in REL_WORDS) [n, j] = [relSteps(REL_WORDS[this.#w(j)!]!), j + 1];
    const u = this.#cycleUnit(j);
    if (!u) return undefined;
    if (u.unit === 'day' && n === undefined) return undefined;
    if (n === undefined) {
      const after = this.#any(u.e, 'after next', 'before last');
      if (!this.#is(i, 'the') && !(u.unit === 'weekend') && after < 0) return undefined;
      n = 0;
    }
    // "this coming weekend", "the upcoming weekend": the next one that has not begun
    if (u.unit === 'weekend' && n === 1 && this.#t.slice(i, j).some((t) => t.w === 'coming' || t.w === 'upcoming')) {
      return { node: { t: 'cycle', unit: 'weekend', n: 0.5, id: this.#id() }, e: u.e };
    }
    let e = u.e;
    if ((k = this.#seq(e, 'after next')) >= 0) [n, e] = [2, k];
    else if ((k = this.#seq(e, 'before last')) >= 0) [n, e] = [-2, k];
    return { node: { t: 'cycle', unit: u.unit, n, id: this.#id() }, e };
  }

  /** "Q3", "q3 2027", "2027 Q3", "2027Q3", "18q4", "the third quarter", "3rd qtr of 2018", "H2 2027", "the second half of next year". */
  #quarterRule(i: number): Parsed | undefined {
    let q: number | undefined;
    let kind: 'quarter' | 'half' = 'quarter';
    let j = i;
    let y: number | undefined;
    const t = this.#num(i);
    // 2027Q3, 2027 Q3, 2027-Q3, 18q4
    if (t && (t.len === 4 || (t.len === 2 && this.#glued(i + 1)))) {
      let k = i + 1;
      if (this.#is(k, '-') && this.#glued(k)) k++;
      if (this.#is(k, 'q', 'h') && this.#num(k + 1) && this.#glued(k + 1)) {
        const n = this.#num(k + 1)!.n;
        kind = this.#w(k) === 'q' ? 'quarter' : 'half';
        if (n >= 1 && n <= (kind === 'quarter' ? 4 : 2)) return { node: { t: kind, [kind === 'quarter' ? 'q' : 'h']: n, y: t.len === 2 ? 2000 + t.n : t.n } as Node, e: k + 2 };
      }
      return undefined;
    }
    if (this.#is(i, 'q', 'h') && this.#num(i + 1) && this.#glued(i + 1)) {
      kind = this.#w(i) === 'q' ? 'quarter' : 'half';
      q = this.#num(i + 1)!.n;
      j = i + 2;
    } else {
      if (this.#is(j, 'the')) j++;
      const o = this.#ordinal(j);
      if (o) {
        const k = j = o.e;
        if (this.#is(k, 'quarter', 'qtr')) [q, j] = [o.n, k + 1];
        else if (this.#is(k, 'half')) [q, j, kind] = [o.n, k + 1, 'half'];
        else return undefined;
      } else return undefined;
    }
    if (q < 1 || q > (kind === 'quarter' ? 4 : 2)) return undefined;
    // "Q2-2027", "Q2/2027"
    let k = this.#is(j, 'of', 'in') || (this.#is(j, '-', '/') && this.#glued(j) && this.#glued(j + 1) && this.#num(j + 1)?.len === 4) ? j + 1 : j;
    const yr = this.#yearAfter(k);
    if (yr && yr.yy === undefined) [y, j] = [yr.y, yr.e];
    else if (this.#is(j, 'of', 'in')) {
      // "the first half of next year", "Q3 of this year"
      const c = this.#cycleRule(k);
      if (c && c.node.t === 'cycle' && c.node.unit === 'year') {
        const node = { t: kind, [kind === 'quarter' ? 'q' : 'h']: q } as Node;
        return { node: { t: 'and', parts: [node, c.node] }, e: c.e };
      }
      k = j;
    }
    const node = { t: kind, [kind === 'quarter' ? 'q' : 'h']: q, ...(y !== undefined ? { y } : {}) } as Node;
    if (y === undefined) {
      // "Q1 next year"
      const c = this.#cycleRule(j);
      if (c && c.node.t === 'cycle' && c.node.unit === 'year') return { node: { t: 'and', parts: [node, c.node] }, e: c.e };
    }
    return { node, e: j };
  }

  #seasonName(i: number): { s: Season; e: number } | undefined {
    const w = this.#w(i);
    const s: Season | undefined = w === 'summer' || w === 'summertime' ? 'summer' : w === 'winter' ? 'winter' : w === 'spring' ? 'spring' : w === 'autumn' || w === 'fall' ? 'autumn' : undefined;
    return s ? { s, e: i + 1 } : undefined;
  }

  /** "March", "March 2027", "next March", "March after next", "this summer", "summer 2027", "2027". */
  #periodRule(i: number): Parsed | undefined {
    return this.#longest(i, [this.#cycleRule, this.#monthPeriod, this.#seasonRule, this.#quarterRule, this.#yearRule, this.#decadeRule]);
  }

  #monthPeriod(i: number): Parsed | undefined {
    let rel: Rel | undefined;
    let j = i;
    const pre = this.#relPrefix(i);
    if (pre) [rel, j] = [pre.rel, pre.e];
    // "may" is a month after a cue, or when it is the whole text
    const alone = i === 0 && this.#t.length === 1;
    const mo = this.#monthName(j, !alone && !rel && !CONNECTORS.has(this.#w(i - 1) ?? '') && !this.#is(i - 1, 'early', 'mid', 'late', 'of', 'in', 'during', 'until', 'till', 'before', 'after', 'since', 'by', 'from', 'to', '-'));
    if (!mo) return undefined;
    let e = mo.e;
    const base: Node = { t: 'month', m: mo.m };
    let k: number;
    if ((k = this.#seq(e, 'after next')) >= 0) return { node: { t: 'rel', rel: 'next', base, steps: 2 }, e: k };
    if ((k = this.#seq(e, 'before last')) >= 0) return { node: { t: 'rel', rel: 'last', base, steps: 2 }, e: k };
    if (rel) return { node: { t: 'rel', rel, base, steps: 1 }, e };
    const glued = this.#is(e, '-', '/') && this.#glued(e) && this.#glued(e + 1) && this.#num(e + 1)?.len === 4;
    const of = this.#is(e, 'of', ',') || glued ? e + 1 : e;
    const y = this.#yearAfter(of);
    if (y && y.yy === undefined && (this.#num(of)?.len === 4 || of === e + 1 || !this.#num(of))) return { node: { t: 'ym', y: y.era === 'BC' ? 1 - y.y : y.y, m: mo.m }, e: y.e };
    if (this.#is(e, 'of', 'in')) {
      const c = this.#cycleRule(e + 1);
      if (c && c.node.t === 'cycle' && c.node.unit === 'year') return { node: { t: 'and', parts: [base, c.node] }, e: c.e };
    }
    // "March in 1 year", "March in two years": March of the year that many years on
    if (this.#is(e, 'in')) {
      const d = this.#duration(e + 1);
      const k = d?.dur;
      if (k && k.year > 0 && Number.isInteger(k.year) && !k.month && !k.week && !k.day && !k.hour && !k.minute && !k.second) {
        return { node: { t: 'and', parts: [base, { t: 'cycle', unit: 'year', n: k.year, id: this.#id() }] }, e: d.e };
      }
    }
    // "March in a year", "March next year"
    const c = this.#cycleRule(e);
    if (c && c.node.t === 'cycle' && c.node.unit === 'year') return { node: { t: 'and', parts: [base, c.node] }, e: c.e };
    return { node: base, e };
  }

  #seasonRule(i: number): Parsed | undefined {
    let rel: Rel | undefined;
    let j = i;
    const pre = this.#relPrefix(i);
    if (pre && this.#seasonName(pre.e)) [rel, j] = [pre.rel, pre.e];
    else if (this.#w(i) === 'the') j++;
    const s = this.#seasonName(j);
    if (!s) return undefined;
    const base: Node = { t: 'season', s: s.s };
    let e = s.e;
    if (this.#is(e, 'season')) e++;
    if (rel) return { node: { t: 'rel', rel, base, steps: 1 }, e };
    const of = this.#is(e, 'of') ? e + 1 : e;
    const y = this.#yearAfter(of);
    if (y && y.yy === undefined) return { node: { t: 'season', s: s.s, y: y.y }, e: y.e };
    return { node: base, e };
  }

  // --- parts of periods, n-th of, week of

  /** What a part or an n-th can be taken of: a month, a week, a quarter, a year, a season. */
  #periodOf(i: number): Parsed | undefined {
    const p = this.#longest(i, [this.#periodRule, this.#holidayRule]);
    if (!p) return undefined;
    return p;
  }

  #partRule(i: number): Parsed | undefined {
    let part: Part | undefined;
    let j: number;
    let said = '';
    const at = this.#any(i, 'at the', 'at');
    const i0 = at >= 0 && this.#is(at, 'end', 'beginning', 'start', 'middle') ? at : i;
    if ((j = this.#any(i0, 'the beginning of', 'beginning of', 'the start of', 'start of', 'the early part of', 'early part of', 'early')) >= 0) [part, said] = ['early', 'beginning'];
    else if ((j = this.#any(i0, 'the middle of', 'middle of', 'the middle part of', 'mid', 'the mid', 'mid - ')) >= 0) [part, said] = ['mid', 'middle'];
    else if ((j = this.#any(i0, 'the end of', 'end of', 'the latter part of', 'late', 'the late', 'the tail end of')) >= 0) [part, said] = ['late', 'end'];
    if (part) {
      if (this.#is(j, '-') && this.#glued(j)) j++;
      // "end of day", "end of today" is a moment: see #eodRule
      if (said === 'end' && (this.#is(j, 'day', 'today', 'tomorrow', 'the') && (this.#is(j, 'day', 'today', 'tomorrow') || this.#is(j + 1, 'day')))) return undefined;
      const p = this.#periodOf(j);
      if (p && isPeriodNode(p.node)) return { node: { t: 'part', part, of: p.node, said }, e: p.e };
      // "beginning of year", "end of month": the current one
      const u = this.#cycleUnit(j);
      if (u && u.unit !== 'day' && u.unit !== 'season' && u.unit !== 'weekend') return { node: { t: 'part', part, of: { t: 'cycle', unit: u.unit, n: 0, id: this.#id() }, said }, e: u.e };
      return undefined;
    }
    // acronyms and glued words: EOM, BOY, midweek, mid-month
    const w = this.#w(i);
    const acr: Record<string, [Part, CycleUnit, string]> = {
      eom: ['late', 'month', 'end'], bom: ['early', 'month', 'beginning'], eoy: ['late', 'year', 'end'], boy: ['early', 'year', 'beginning'],
      eow: ['late', 'week', 'end'], bow: ['early', 'week', 'beginning'], eoq: ['late', 'quarter', 'end'], boq: ['early', 'quarter', 'beginning'],
      midweek: ['mid', 'week', 'middle'], midmonth: ['mid', 'month', 'middle'], midyear: ['mid', 'year', 'middle'],
    };
    const the = w === 'the' ? 1 : 0;
    const a = this.#w(i + the);
    if (a !== undefined && a in acr) {
      const [p, unit, s] = acr[a]!;
      return { node: { t: 'part', part: p, of: { t: 'cycle', unit, n: 0, id: this.#id() }, said: s }, e: i + the + 1 };
    }
    if (this.#is(i + the, 'mid') && this.#is(i + the + 1, '-') && this.#is(i + the + 2, 'week', 'month', 'year')) {
      const unit = this.#w(i + the + 2) as CycleUnit;
      return { node: { t: 'part', part: 'mid', of: { t: 'cycle', unit, n: 0, id: this.#id() }, said: 'middle' }, e: i + the + 3 };
    }
    return undefined;
  }

  /** "end of day", "EOD", "end of tomorrow", "close of business", "COB". */
  #eodRule(i: number): Parsed | undefined {
    let j: number;
    let business: boolean;
    if ((j = this.#any(i, 'the end of the work week', 'end of the work week', 'the end of the working week', 'end of the working week', 'the end of the business week', 'end of the business week')) >= 0) {
      return { node: { t: 'eod', day: { t: 'weekdayRel', wd: 5, rel: 'this', id: this.#id() }, business: true }, e: j };
    }
    if ((j = this.#any(i, 'the end of the day', 'end of the day', 'the end of day', 'end of day', 'eod', 'the eod', 'e . o . d .', 'e . o . d', 'the end of today', 'end of today')) >= 0) business = false;
    else if ((j = this.#any(i, 'end of the business day', 'the end of the business day', 'end of business', 'the end of business', 'close of business', 'the close of business', 'cob', 'c . o . b .', 'eob', 'close of play', 'end of the working day', 'end of the workday', 'the end of the working day')) >= 0) business = true;
    else if ((j = this.#any(i, 'the end of tomorrow', 'end of tomorrow')) >= 0) return { node: { t: 'eod', day: { t: 'dayrel', off: 1 }, business: false }, e: j };
    else return undefined;
    // "EOD Friday", "end of day tomorrow", "COB on the 15th"; without one, the day the rest names (or today)
    const k = this.#is(j, 'on') ? j + 1 : j;
    const d = this.#longest(k, [this.#dayWord, this.#weekdayRule, this.#namedDate, this.#domRule, this.#isoRule]);
    if (d) return { node: { t: 'eod', day: d.node, business }, e: d.e };
    return { node: { t: 'eod', business }, e: j };
  }

  /** "the first Monday of March", "the last day of the year", "the 2nd week of October", "third last day of May", "last weekend of July". */
  #nthRule(i: number): Parsed | undefined {
    let j = this.#is(i, 'the') ? i + 1 : i;
    let n: number;
    const o = this.#ordinal(j);
    if (o) {
      n = o.n;
      j = o.e;
      if (this.#is(j, 'last', 'final')) [n, j] = [-n, j + 1];
    } else if (this.#is(j, 'last', 'final')) [n, j] = [-1, j + 1];
    else if (j > i) {
      // "the Friday after Thanksgiving", "the Sunday before Easter"
      const wd = this.#weekdayName(j);
      if (!wd || !this.#is(wd.e, 'after', 'before')) return undefined;
      const b = this.#point(wd.e + 1);
      if (!b) return undefined;
      return { node: { t: 'nthAfter', n: this.#w(wd.e) === 'after' ? 1 : -1, what: { t: 'weekday', wd: wd.wd }, base: b.node }, e: b.e };
    } else return undefined;
    // "the third Friday from now": the third Friday after today
    const wdFrom = this.#weekdayName(j);
    if (wdFrom && n > 0) {
      const k = this.#any(wdFrom.e, 'from now', 'from today', 'hence');
      if (k >= 0) return { node: { t: 'countWd', wd: wdFrom.wd, n, sign: 1 }, e: k };
    }
    let what: NthKind | Node;
    const wd = this.#weekdayName(j);
    const u = this.#cycleUnit(j);
    const biz = this.#any(j, 'business day', 'working day', 'work day', 'workday', 'business - day', 'working - day');
    const weekday = this.#any(j, 'weekday', 'week day', 'week - day');
    if (biz >= 0) [what, j] = ['bizday', biz];
    else if (weekday >= 0) [what, j] = ['weekday', weekday];
    else if (wd) [what, j] = [{ t: 'weekday', wd: wd.wd }, wd.e];
    else if (u && (u.unit === 'day' || u.unit === 'week' || u.unit === 'weekend')) [what, j] = [u.unit, u.e];
    else return undefined;
    if (this.#is(j, 'of', 'in')) {
      const p = this.#periodOf(j + 1);
      // a period, or a festival of several days ("the first day of Ramadan next year", "the last day of Passover")
      if (p && (isPeriodNode(p.node) || (what === 'day' && isHolidayNode(p.node)))) return { node: { t: 'nthOf', n, what, of: p.node }, e: p.e };
      return undefined;
    }
    // "the third Tuesday after Christmas", "the first Monday before Easter"
    if (typeof what !== 'string' && this.#is(j, 'after', 'before') && n > 0) {
      const sign = this.#w(j) === 'after' ? 1 : -1;
      const b = this.#point(j + 1);
      if (b) return { node: { t: 'nthAfter', n: sign * n, what, base: b.node }, e: b.e };
    }
    return undefined;
  }

  /** The sun's and moon's events: "sunset", "solar noon", "dawn", "the next full moon", "last new moon". */
  #skyRule(i: number): Parsed | undefined {
    let j: number;
    const sun: [string, Extract<Node, { t: 'sun' }>['event']][] = [
      ['sunrise', 'sunrise'], ['sun rise', 'sunrise'], ['sun - rise', 'sunrise'], ['sunup', 'sunrise'], ['sunset', 'sunset'], ['sun set', 'sunset'],
      ['sun - set', 'sunset'], ['sundown', 'sunset'], ['solar noon', 'solarNoon'], ['dawn', 'dawn'], ['first light', 'dawn'], ['dusk', 'dusk'], ['nightfall', 'dusk'],
    ];
    const k = this.#is(i, 'the') ? i + 1 : i;
    for (const [words, event] of sun) if ((j = this.#seq(k, words)) >= 0) return { node: { t: 'sun', event }, e: j };
    const rel = this.#relPrefix(k);
    const m = rel ? rel.e : k;
    if ((j = this.#any(m, 'full moon', 'new moon')) >= 0) {
      const node: Node = { t: 'moon', phase: this.#w(m) === 'full' ? 180 : 0 };
      return { node: rel ? { t: 'rel', rel: rel.rel, base: node, steps: 1 } : node, e: j };
    }
    return undefined;
  }

  /** "the next Monday the 1st", "next Friday the 13th": the next day that is both, not next week's Monday. */
  #nextWeekdayDom(i: number): Parsed | undefined {
    const j = this.#any(i, 'the next', 'next', 'the coming', 'the following');
    if (j < 0) return undefined;
    const wd = this.#weekdayName(j);
    if (!wd) return undefined;
    const k = this.#is(wd.e, 'the') ? wd.e + 1 : this.#is(wd.e, ',') && this.#is(wd.e + 1, 'the') ? wd.e + 2 : -1;
    const d = k >= 0 ? this.#dayNum(k, false) : undefined;
    if (!d || this.#is(d.e, 'of')) return undefined;
    return { node: { t: 'and', parts: [{ t: 'weekday', wd: wd.wd, ahead: true }, { t: 'dom', d: d.n }] }, e: d.e };
  }

  /** A date in the Hijri, Hebrew or Solar Hijri calendar, with its year: "1 Muharram 1449", "Ramadan 1, 1423 AH", "15 Nisan 5786". */
  #calendarDate(i: number): Parsed | undefined {
    let plainAdar = false;
    const month = (j: number): { cal: OtherCalendar; m: number; e: number } | undefined => {
      const w = this.#w(j);
      if (w === undefined) return undefined;
      for (const c of calendarMonthsFrom(w)) {
        const e = this.#seq(j, c.words);
        if (e >= 0) {
          plainAdar = c.plainAdar === true;
          return { cal: c.cal, m: c.month, e };
        }
      }
      return undefined;
    };
    const dayAt = (j: number) => this.#dayNum(j, true) ?? undefined;
    let cal: OtherCalendar;
    let m: number;
    let d: number;
    let j: number;
    const first = dayAt(this.#is(i, 'the') ? i + 1 : i);
    if (first) {
      const k = this.#is(first.e, 'of') ? first.e + 1 : first.e;
      const mo = month(k);
      if (!mo) return undefined;
      [cal, m, d, j] = [mo.cal, mo.m, first.n, mo.e];
    } else {
      const mo = month(i);
      const day = mo && dayAt(mo.e);
      if (!mo || !day) return undefined;
      [cal, m, d, j] = [mo.cal, mo.m, day.n, day.e];
    }
    if (this.#is(j, ',')) j++;
    const y = this.#num(j);
    if (!y || y.len < 3 || y.len > 4) return undefined;
    let e = j + 1;
    const era = this.#w(e);
    if (era !== undefined && era in ERA_WORDS) {
      if (ERA_WORDS[era] !== cal) return undefined;
      e++;
      if (this.#is(e, '.') && this.#glued(e)) e++;
    }
    return { node: { t: 'caldate', cal, y: y.n, m, d, ...(plainAdar ? { plainAdar } : {}) }, e };
  }

  /** "the closest Monday to Oct 5th", "the second closest Mon to October fifth", "the 3rd nearest xmas to today". */
  #closestRule(i: number): Parsed | undefined {
    let j = this.#is(i, 'the') ? i + 1 : i;
    let n = 1;
    const o = this.#ordinal(j);
    if (o) [n, j] = [o.n, o.e];
    if (!this.#is(j, 'closest', 'nearest') || n < 1 || n > 10) return undefined;
    const what = this.#longest(j + 1, [this.#weekdayRule, this.#holidayRule, this.#monthPeriod, this.#domRule]);
    if (!what || !this.#is(what.e, 'to')) return undefined;
    const to = this.#point(what.e + 1);
    return to ? { node: { t: 'closest', n, what: what.node, to: to.node }, e: to.e } : undefined;
  }

  /** "the week of October 6th". */
  #weekOfRule(i: number): Parsed | undefined {
    const j = this.#any(i, 'the week of', 'week of');
    if (j < 0) return undefined;
    const d = this.#longest(j, [this.#namedDate, this.#domRule, this.#isoRule, this.#numericDate, this.#holidayRule, this.#weekdayRule, this.#dayWord]);
    return d ? { node: { t: 'weekOf', of: d.node }, e: d.e } : undefined;
  }

  // --- durations as points

  /** "in 2 hours", "3 weeks from now", "two days ago", "a week from tomorrow", "3 days after Easter", "in 3 business days". */
  #shiftRule(i: number): Parsed | undefined {
    let j: number;
    // "the next business day", "the previous working day": one business day on or back
    const nb = this.#any(i, 'the next business day', 'next business day', 'the next working day', 'next working day', 'the following business day', 'the previous business day', 'previous business day', 'the last business day', 'the previous working day', 'previous working day', 'the prior business day', 'prior business day');
    if (nb >= 0) return { node: { t: 'biz', n: 1, sign: this.#t.slice(i, nb).some((t) => t.w === 'next' || t.w === 'following') ? 1 : -1, stated: [] }, e: nb };
    if (this.#is(i, 'in', 'after') || (j = this.#any(i, 'within the next')) >= 0) {
      const k = this.#skip(this.#is(i, 'in', 'after') ? i + 1 : j!, 'about', 'around', 'approximately', 'roughly', 'just', 'another', 'only', 'maybe', 'like');
      const biz = this.#bizAmount(k);
      if (biz) return { node: { t: 'biz', n: biz.n, sign: 1, stated: biz.stated }, e: this.#timeSuffix(biz.e) };
      const d = this.#duration(k);
      if (d && !this.#is(d.e, 'from', 'after', 'before', 'ago')) return { node: { t: 'shift', dur: d.dur, sign: 1 }, e: this.#timeSuffix(d.e) };
    }
    const biz = this.#bizAmount(i);
    if (biz) {
      const r = this.#relTail(biz.e);
      if (r) return { node: { t: 'biz', n: biz.n, sign: r.sign, stated: biz.stated, ...(r.base ? { base: r.base } : {}) }, e: r.e };
      return undefined;
    }
    // "3 fridays from now", "2 thursdays ago"
    const a = this.#amount(i);
    if (a && Number.isInteger(a.n)) {
      const wd = this.#weekdayName(a.e);
      if (wd) {
        const r = this.#relTail(wd.e);
        if (r && !r.base) return { node: { t: 'countWd', wd: wd.wd, n: a.n, sign: r.sign }, e: r.e };
      }
    }
    // "the day after X", "the week before Christmas"
    let d = this.#duration(i);
    if (!d && this.#is(i, 'the', 'a') && (j = this.#any(i + 1, 'day', 'week', 'month', 'year')) >= 0 && this.#is(j, 'after', 'before')) {
      const unit = this.#w(i + 1) as 'day' | 'week' | 'month' | 'year';
      d = { dur: { year: 0, month: 0, week: 0, day: 0, hour: 0, minute: 0, second: 0, stated: [], [unit]: 1 }, e: j };
    }
    if (!d) return undefined;
    const r = this.#relTail(d.e);
    if (!r) return undefined;
    return { node: { t: 'shift', dur: d.dur, sign: r.sign, ...(r.base ? { base: r.base } : {}), ...(r.today ? { fromToday: true } : {}) }, e: r.e };
  }

  #timeSuffix(j: number): number {
    let k: number;
    if ((k = this.#any(j, "' time", 'time', "'s time", 's time')) >= 0) return k;
    return j;
  }

  /** "3 business days", "five working days". */
  #bizAmount(i: number): { n: number; e: number; stated: string[] } | undefined {
    const a = this.#amount(i);
    if (!a || !Number.isInteger(a.n)) return undefined;
    const j = this.#any(a.e, 'business days', 'business day', 'working days', 'working day', 'work days', 'work day', 'workdays', 'workday', 'weekdays', 'weekday');
    return j >= 0 ? { n: a.n, e: j, stated: a.stated ? [a.stated] : [] } : undefined;
  }

  /** What follows a duration: "from now", "ago", "later", "after <time>", "before <time>", "from <time>". */
  #relTail(j: number): { sign: 1 | -1; e: number; base?: Node; today?: boolean } | undefined {
    let k: number;
    if ((k = this.#any(j, 'from now', 'from right now', 'from this moment', 'hence', 'later', 'in the future', 'from here', 'out', 'on')) >= 0) {
      if ((this.#w(j) === 'out' || this.#w(j) === 'on') && k < this.#t.length) return undefined;
      return { sign: 1, e: k };
    }
    if ((k = this.#any(j, 'ago', 'back', 'before now', 'earlier', 'in the past', 'previously', 'prior')) >= 0) {
      if (this.#w(j) === 'prior' && this.#is(k, 'to')) return undefined;
      if (this.#w(j) === 'earlier' && this.#is(k, 'than')) return undefined;
      return { sign: -1, e: k };
    }
    if ((k = this.#any(j, 'from today', 'after today', 'from tomorrow', 'after tomorrow', 'from yesterday')) >= 0) {
      const off = this.#w(k - 1) === 'today' ? 0 : this.#w(k - 1) === 'tomorrow' ? 1 : -1;
      return { sign: 1, e: k, base: { t: 'dayrel', off }, today: true };
    }
    if ((k = this.#any(j, 'before today', 'before tomorrow', 'before yesterday')) >= 0) {
      const off = this.#w(k - 1) === 'today' ? 0 : this.#w(k - 1) === 'tomorrow' ? 1 : -1;
      return { sign: -1, e: k, base: { t: 'dayrel', off }, today: true };
    }
    if (this.#is(j, 'after', 'from', 'before', 'past', 'following', 'prior', 'since') || (this.#is(j, 'starting') && this.#is(j + 1, 'from'))) {
      const sign = this.#is(j, 'before', 'prior') ? -1 : 1;
      let k2 = j + 1;
      if (this.#is(j, 'prior') && this.#is(k2, 'to')) k2++;
      if (this.#is(j, 'starting')) k2++;
      const b = this.#point(k2);
      if (b) return { sign, e: b.e, base: b.node };
    }
    return undefined;
  }

  // --- a point: one time, its parts intersected

  /** One constraint on a time: a time of day, a part of the day, a day, a period, a holiday … */
  #constraint(i: number): Parsed | undefined {
    return this.#memoized(this.#constraintRule, i);
  }

  #constraintRule(i: number): Parsed | undefined {
    return this.#longest(i, [
      this.#isoRule,
      this.#eodRule,
      this.#sameTimeRule,
      this.#shiftRule,
      this.#nthRule,
      this.#weekOfRule,
      this.#closestRule,
      this.#calendarDate,
      this.#nextWeekdayDom,
      this.#skyRule,
      this.#partRule,
      this.#idesRule,
      this.#clockRule,
      this.#podRule,
      this.#nowRule,
      this.#dayWord,
      this.#weeksWeekday,
      this.#weekdayRule,
      this.#namedDate,
      this.#numericDate,
      this.#domRule,
      this.#holidayRule,
      this.#periodRule,
    ]);
  }

  /** A zone named at i: "PST", "Asia/Tokyo", "UTC+5:30", "(BST)", "Tokyo time", "in New York". */
  #zoneAt(i: number, afterTime: boolean): Parsed | undefined {
    if (!this.#probe) return undefined;
    let j = i;
    let explicit = false;
    if (this.#is(j, 'in') || this.#is(j, 'at')) {
      explicit = this.#is(j, 'in');
      j++;
    }
    const paren = this.#is(j, '(');
    if (paren) j++;
    // A dash after a time is a range's ("9:30-10:30"); offsets west of UTC are written "UTC-5" or inside ISO text.
    if (this.#is(j, '-')) return undefined;
    const lengths: number[] = [];
    for (let n = Math.min(6, this.#t.length - j); n >= 1; n--) {
      // "Tokyo time": the place, then "time"; "Pacific Time" only if "Pacific" is no zone
      if (n > 1 && this.#is(j + n - 1, 'time')) lengths.push(n - 1);
      lengths.push(n);
    }
    for (const n of lengths) {
      const toks = this.#t.slice(j, j + n);
      if (!zoneLike(toks)) continue;
      // the words must run together as written ("New York", "Asia/Tokyo", "UTC+5:30")
      const text = this.#text.slice(toks[0]!.s, toks[toks.length - 1]!.e);
      let e = j + n;
      const closes = paren && this.#is(e, ')');
      if (paren && !closes) continue;
      if (closes) e++;
      const timeWord = this.#is(e, 'time') || (this.#is(e, "'s") && this.#is(e + 1, 'time'));
      // with "time" after it, the probe may read the words with it ("Central Time" is one zone, "Central" several)
      const tw = this.#t[this.#is(e, 'time') ? e : e + 1];
      const after = timeWord && tw ? this.#text.slice(tw.s, tw.e) : undefined;
      const zone = this.#probe(text.replace(/\s*([/+:-])\s*/g, '$1'), explicit || timeWord, afterTime || paren, after);
      if (!zone) continue;
      if (timeWord) e = this.#is(e, 'time') ? e + 1 : e + 2;
      if (this.#is(e, 'zone')) e++;
      return { node: { t: 'zone', zone }, e };
    }
    return undefined;
  }

  /** Whether a zone name of up to 4 words starting at i could end the text. */
  #zoneEndsText(i: number): boolean {
    return this.#t.length - i >= 1 && this.#t.length - i <= 4;
  }

  /** One time: its constraints in any order, with "at", "on", "," between ("at 7:30 PM on Fri, Sep 20"). */
  point(i: number): Parsed | undefined {
    return this.#point(i);
  }

  #point(i: number): Parsed | undefined {
    return this.#memoized(this.#pointRule, i);
  }

  #pointRule(i: number): Parsed | undefined {
    let start = i;
    let first = this.#constraint(i);
    if (!first) {
      start = this.#skip(i, 'at', 'on', '@', 'around', 'about', 'approximately', 'approx', 'circa', 'ca', 'sometime', 'some', 'time', 'in', 'during', 'for');
      if (start > i) first = this.#constraint(start);
    }
    if (!first) return undefined;
    const parts: Node[] = [first.node];
    const taken = new Set<Slot>(slotsOf(first.node));
    let e = first.e;
    for (;;) {
      let k = e;
      while (CONNECTORS.has(this.#w(k) ?? '') && k < this.#t.length) k++;
      // a connector right before a period ("in the morning") or a zone ("in Tokyo") is part of it
      let next: Parsed | undefined;
      for (let b = k; b >= e && !next; b--) {
        if (b < k && !CONNECTORS.has(this.#w(b) ?? '')) continue;
        const c = this.#constraint(b);
        // a lone number joins only right after the rest or after "at" ("tomorrow 5", "tomorrow at 5", not "Dec 18 for 10")
        if (c && isBare(c.node) && b > e && !this.#is(b - 1, 'at', '@', 'around', 'about')) continue;
        if (c && c.e > b && fits(taken, c.node) && !(parts.some(isBare) && slotsOf(c.node).some((x) => x === 'period' || x === 'year'))) next = c;
      }
      if (next) {
        parts.push(next.node);
        for (const s of slotsOf(next.node)) taken.add(s);
        e = next.e;
        continue;
      }
      if (!taken.has('zone')) {
        // a place counts right after a time ("3pm Tokyo"), or at the very end of a phrase that has one ("9am tomorrow Kolkata")
        const last = parts[parts.length - 1]!;
        const timed = last.t === 'clock' || last.t === 'iso' || (parts.some((p) => p.t === 'clock') && this.#zoneEndsText(this.#is(e, ',') ? e + 1 : e));
        const z = this.#zoneAt(this.#is(e, ',') ? e + 1 : e, timed);
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
    // A lone number is no time: "7" alone, or "3" in "3 meetings" (a cue word or a part of the day makes it one)
    if (parts.length === 1 && isBare(node) && !CLOCK_CUES.has(this.#w(i - 1) ?? '') && !this.#is(start - 1, 'at', '@', 'around', 'about', 'approximately')) return undefined;
    return { node, e };
  }

  // --- whole phrases

  /** The longest reading of a phrase starting at token i. */
  phrase(i: number): Parsed | undefined {
    return this.#memoized(this.#phraseRule, i);
  }

  #phraseRule(i: number): Parsed | undefined {
    return this.#longest(i, [this.#asapRule, this.#rangeRule, this.#forRule, this.#boundedRule, this.#rollingRule, this.#withinRule, this.#restRule, this.#point, this.#openRule]);
  }

  #asapRule(i: number): Parsed | undefined {
    const j = this.#any(i, 'asap', 'a . s . a . p .', 'a . s . a . p', 'as soon as possible', 'as soon as you can', 'as soon as we can', 'at your earliest convenience', 'at the earliest opportunity', 'soonest');
    return j >= 0 ? { node: { t: 'asap' }, e: j } : undefined;
  }

  /** One end of a range: a point, or a lone number the other end explains ("3" in "3-4pm", "13" in "13-15 July"). */
  #end(i: number): Parsed | undefined {
    const p = this.#point(i);
    const t = this.#num(i);
    const w = t ? undefined : this.#wordsBelow100(i);
    if (!p && (t || w)) {
      // a lone number: a time of day or a day of the month, decided by the other end
      const n = t ? t.n : w!.n;
      const e = t ? i + 1 : w!.e;
      if ((t && t.len > 2) || n < 0 || n > 31) return undefined;
      return { node: { t: 'dom', d: n, bare: true } as Node, e };
    }
    if (p && p.node.t === 'clock' && (p.node as { bare?: boolean }).bare) return { node: p.node, e: p.e };
    return p;
  }

  /** "3-4pm", "from 3 to 4 in the afternoon", "11:30-1:30", "July 13-15", "Monday to Wednesday next week", "between Christmas and New Year". */
  #rangeRule(i: number): Parsed | undefined {
    let j = i;
    let shared: Parsed | undefined;
    // "tomorrow from 3 to 5", "Thursday between 9:30 and 11", "next week from Monday to Wednesday"
    if (!this.#is(i, 'from', 'between')) {
      const s = this.#point(i);
      if (s && this.#is(s.e, 'from', 'between')) {
        shared = s;
        j = s.e;
      } else if (s && this.#is(s.e, 'in') && this.#is(s.e + 1, 'between')) {
        shared = s;
        j = s.e + 1;
      }
    }
    const between = this.#is(j, 'between');
    const lead = this.#is(j, 'from', 'between') ? j + 1 : j;
    // "later than 9:30 but before 11:00"
    const later = this.#any(j, 'later than', 'after', 'no earlier than', 'not before');
    if (later >= 0 && !shared) {
      const a = this.#end(later);
      if (a) {
        const k = this.#any(a.e, 'but before', 'and before', 'but earlier than', 'and earlier than', 'but no later than', 'and no later than', 'but not after', 'and not after', 'but by');
        if (k >= 0) {
          const b = this.#end(k);
          if (b) return { node: { t: 'range', a: a.node, b: b.node }, e: b.e };
        }
      }
    }
    const a = this.#end(lead);
    if (!a) return undefined;
    let k = a.e;
    let sep: number;
    if (between) sep = this.#any(k, 'and', '&', '-', 'to');
    else sep = this.#any(k, '-', 'to', 'until', 'till', 'til', 'untill', 'through', 'thru', '~', 'up to', 'up until', '/', '->', 'and', '&', '. .', '- -', '—');
    if (sep < 0) return undefined;
    const sepWord = this.#w(k)!;
    if ((sepWord === 'and' || sepWord === '&') && !between) return undefined;
    if (sepWord === '/' && this.#t[lead]?.k !== 'iso') return undefined;
    const b = this.#end(sep);
    if (!b) return undefined;
    // "Sept-2027", "12-2027", "12/2027": a month and its year, not a range
    if ((sepWord === '-' || sepWord === '/') && this.#glued(k) && this.#glued(sep) && b.e === sep + 1 && this.#num(sep)?.len === 4 && (a.node.t === 'month' || a.node.t === 'quarter' || a.node.t === 'half' || isBare(a.node))) return undefined;
    // two lone numbers are no range ("2-15" is a date), unless "from"/"between" or a day says so ("from 9 to 5", "tomorrow 3-5")
    if (isBare(a.node) && isBare(b.node) && !shared && lead === j) return undefined;
    let e = b.e;
    let tail: Parsed | undefined;
    // a part of the day, a day or a zone after both ends ("from 3 to 4 in the afternoon" is read in the second end)
    const z = this.#zoneAt(e, b.node.t === 'clock' || (b.node.t === 'and' && b.node.parts.some((p) => p.t === 'clock')));
    if (z) {
      tail = z;
      e = z.e;
    }
    const node: Node = { t: 'range', a: a.node, b: b.node, ...(shared ? { shared: shared.node } : {}) };
    if (tail) return { node: { t: 'range', a: a.node, b: { t: 'and', parts: [b.node, tail.node] }, ...(shared ? { shared: shared.node } : {}) }, e };
    return { node, e };
  }

  /** "4pm for 30 minutes", "for 10 days from Dec 18", "from 18th Dec for 10 days". */
  #forRule(i: number): Parsed | undefined {
    if (this.#is(i, 'for')) {
      const d = this.#duration(i + 1);
      if (!d) return undefined;
      const k = this.#any(d.e, 'from', 'starting from', 'starting', 'starting at', 'starting on', 'beginning', 'beginning on', 'as of', 'after', 'since');
      if (k < 0) return undefined;
      const a = this.#point(k);
      return a ? { node: { t: 'for', a: a.node, dur: d.dur }, e: a.e } : undefined;
    }
    // "3 days starting next Monday", "a day starting Friday at 5pm"
    const dur = this.#duration(i);
    if (dur) {
      const k = this.#any(dur.e, 'starting on', 'starting at', 'starting from', 'starting', 'beginning on', 'beginning at', 'beginning', 'commencing');
      const a = k >= 0 ? this.#point(k) : undefined;
      if (a) return { node: { t: 'for', a: a.node, dur: dur.dur }, e: a.e };
    }
    const lead = this.#is(i, 'from', 'starting') ? (this.#is(i + 1, 'from') ? i + 2 : i + 1) : i;
    const a = this.#point(lead);
    if (!a) return undefined;
    const k = this.#is(a.e, 'for') ? a.e + 1 : -1;
    if (k < 0) return undefined;
    const d = this.#duration(k);
    return d ? { node: { t: 'for', a: a.node, dur: d.dur }, e: d.e } : undefined;
  }

  /** "last 2 days", "the past 24 hours", "next 3 weeks", "the upcoming 2 weekends", "2 upcoming weeks", "the next few days". */
  #rollingRule(i: number): Parsed | undefined {
    let j = this.#any(i, 'in the', 'over the', 'during the', 'for the', 'within the', 'the');
    if (j < 0) j = i;
    let dir: 1 | -1 | undefined;
    let a: NumAt | undefined;
    const w = this.#w(j);
    if (w === 'last' || w === 'past' || w === 'previous' || w === 'preceding') dir = -1;
    else if (w === 'next' || w === 'upcoming' || w === 'coming' || w === 'following') dir = 1;
    let k: number;
    if (dir) {
      a = this.#amount(j + 1);
      k = a ? a.e : j + 1;
    } else {
      a = this.#amount(j);
      if (!a || !this.#is(a.e, 'upcoming', 'coming', 'next', 'past', 'last', 'previous')) return undefined;
      dir = this.#is(a.e, 'past', 'last', 'previous') ? -1 : 1;
      k = a.e + 1;
    }
    let unit: Unit | 'weekend' | undefined;
    const u = this.#unitAt(k, !!a);
    if (u) unit = u.unit;
    const we = this.#any(k, 'weekends', 'weekend', 'week-ends', 'week ends');
    if (we >= 0) unit = 'weekend';
    if (!unit) return undefined;
    const e = we >= 0 ? we : u!.e;
    const n = a ? a.n * (u?.k ?? 1) : 1;
    // "next week", "last month" are the periods themselves; "next hour", "past 24 hours" roll
    if (!a && unit !== 'hour' && unit !== 'minute' && unit !== 'second') return undefined;
    if (!Number.isInteger(n) || n < 1) return undefined;
    return { node: { t: 'rolling', dir, n, unit, stated: a?.stated ? [a.stated] : [] }, e };
  }

  /** "within 2 weeks", "within the hour". */
  #withinRule(i: number): Parsed | undefined {
    if (!this.#is(i, 'within', 'inside of', 'in under', 'in less than')) return undefined;
    const u = this.#is(i + 1, 'the') ? this.#unitAt(i + 2, false) : undefined;
    if (u && !this.#num(i + 3)) return { node: { t: 'within', dur: { year: 0, month: 0, week: 0, day: 0, hour: 0, minute: 0, second: 0, stated: [], [u.unit === 'quarter' ? 'month' : u.unit]: u.unit === 'quarter' ? 3 : u.k } }, e: u.e };
    const d = this.#duration(i + 1);
    return d ? { node: { t: 'within', dur: d.dur }, e: d.e } : undefined;
  }

  /** "the rest of the week", "rest of the day", "for the rest of the month". */
  #restRule(i: number): Parsed | undefined {
    let j = this.#any(i, 'for the rest of the', 'the rest of the', 'rest of the', 'the remainder of the', 'remainder of the', 'rest of this', 'the rest of this');
    // "later this month", "later in the week": what is left of it; "earlier this week": what has gone
    let before = false;
    if (j < 0 && (j = this.#any(i, 'later this', 'later in the', 'later in this', 'later on this', 'earlier this', 'earlier in the', 'earlier in this')) >= 0) before = this.#w(i) === 'earlier';
    if (j < 0) return undefined;
    const w = this.#w(j);
    if (w === 'day' || w === 'week' || w === 'month' || w === 'year') return { node: { t: 'rest', unit: w, ...(before ? { before } : {}) }, e: j + 1 };
    return undefined;
  }

  /**
   * Offsets with a bound: "within 2 weeks after Monday" (the two weeks from Monday), "within 3 days
   * before Friday", "more than 3 days before Friday" (up to three days before it), "at least a week
   * after the launch".
   */
  #boundedRule(i: number): Parsed | undefined {
    let j: number;
    let within: boolean;
    if ((j = this.#any(i, 'within', 'less than', 'no more than', 'inside of', 'under')) >= 0) within = true;
    else if ((j = this.#any(i, 'more than', 'at least', 'no less than', 'over')) >= 0) within = false;
    else return undefined;
    const d = this.#duration(j);
    if (!d || !this.#is(d.e, 'after', 'before', 'from')) return undefined;
    const sign = this.#w(d.e) === 'before' ? -1 : 1;
    const p = this.#point(d.e + 1);
    if (!p) return undefined;
    const shifted: Node = { t: 'shift', dur: d.dur, sign, base: p.node };
    if (within) return { node: { t: 'for', a: sign > 0 ? p.node : shifted, dur: d.dur }, e: p.e };
    // "more than a week after": past that day; "at least a week after": from it
    const inclusive = this.#is(i, 'at', 'no');
    return { node: { t: 'open', side: sign > 0 ? (inclusive ? 'from' : 'after') : 'before', at: shifted, said: this.#t.slice(i, j).map((t) => t.w).join(' ') }, e: p.e };
  }

  /** "after 2pm", "before Friday", "since last Monday", "until the end of the month", "by Friday", "no later than 5pm", "9am or later". */
  #openRule(i: number): Parsed | undefined {
    const prefixes: [string, 'after' | 'since' | 'from' | 'before' | 'by' | 'until'][] = [
      ['anytime after', 'after'], ['any time after', 'after'], ['sometime after', 'after'], ['some time after', 'after'], ['later than', 'after'], ['after', 'after'],
      ['since', 'since'], ['ever since', 'since'], ['from', 'from'], ['starting from', 'from'], ['starting at', 'from'], ['starting on', 'from'], ['starting', 'from'], ['beginning', 'from'],
      ['as of', 'from'], ['as from', 'from'], ['no earlier than', 'from'], ['not earlier than', 'from'], ['not before', 'from'], ['effective', 'from'],
      ['sometime before', 'before'], ['some time before', 'before'], ['anytime before', 'before'], ['any time before', 'before'], ['before', 'before'],
      ['earlier than', 'before'], ['prior to', 'before'], ['ahead of', 'before'],
      ['by', 'by'], ['no later than', 'by'], ['not later than', 'by'], ['latest by', 'by'], ['at the latest by', 'by'], ['due by', 'by'], ['due', 'by'],
      ['on or before', 'by'], ['through', 'by'], ['thru', 'by'], ['up to and including', 'by'], ['up through', 'by'],
      ['until', 'until'], ['till', 'until'], ['til', 'until'], ['untill', 'until'], ['up to', 'until'], ['up until', 'until'], ["'til", 'until'], ["'till", 'until'],
    ];
    let best: Parsed | undefined;
    for (const [words, side] of prefixes) {
      const j = this.#seq(i, words);
      if (j < 0) continue;
      // "until the end of the month", "by EOM"
      const part = this.#partRule(j);
      if (part && part.node.t === 'part' && part.node.part === 'late' && (side === 'by' || side === 'until') && (part.node.said === 'end')) {
        const got: Parsed = { node: { t: 'open', side: 'untilEnd', at: part.node.of, said: words }, e: part.e };
        if (!best || got.e > best.e) best = got;
        continue;
      }
      // "by the end of Friday": up to the end of that day
      const k = this.#any(j, 'the end of', 'end of', 'the close of');
      if (k >= 0 && (side === 'by' || side === 'until')) {
        const q = this.#point(k);
        if (q) {
          const got: Parsed = { node: { t: 'open', side: 'untilEnd', at: q.node, said: words }, e: q.e };
          if (!best || got.e > best.e) best = got;
          continue;
        }
      }
      const p = this.#point(j);
      if (!p) continue;
      let e = p.e;
      // "from tomorrow onwards", "from 2pm on"
      if (side === 'from' || side === 'since' || side === 'after') {
        const more = this.#any(e, 'onwards', 'onward', 'on', 'and later', 'or later');
        if (more >= 0 && (this.#w(e) !== 'on' || more === this.#t.length)) e = more;
      }
      const got: Parsed = { node: { t: 'open', side, at: p.node, said: words }, e };
      if (!best || got.e > best.e) best = got;
    }
    if (best) return best;
    // "9am or later", "Friday onwards", "5pm at the latest"
    const p = this.#point(i);
    if (!p) return undefined;
    let k: number;
    if ((k = this.#any(p.e, 'or later', 'onwards', 'onward', 'and later', 'or after', 'and after', 'at the earliest', 'and beyond', 'on')) >= 0) {
      if (this.#w(p.e) === 'on' && k < this.#t.length) return undefined;
      return { node: { t: 'open', side: 'from', at: p.node, said: 'or later' }, e: k };
    }
    if ((k = this.#any(p.e, 'or earlier', 'or before', 'and before', 'at the latest', 'latest', 'or sooner')) >= 0) return { node: { t: 'open', side: 'by', at: p.node, said: 'at the latest' }, e: k };
    return undefined;
  }
}

const TONIGHT: PartOfDay = { label: 'tonight', from: 18, to: 24, hours: 'night' };
const LATE_TONIGHT: PartOfDay = { label: 'late tonight', from: 21, to: 24, hours: 'night' };
/** Part-of-day names, longest first, so "early morning" is read before "morning". */
const PODS_BY_LENGTH: readonly [string, PartOfDay][] = Object.entries(PARTS_OF_DAY).sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);

const relSteps = (r: Rel): number => (r === 'this' ? 0 : r === 'next' || r === 'coming' ? 1 : r === 'last' ? -1 : r === 'afterNext' ? 2 : -2);

/** A number standing alone, whose meaning the rest of the phrase must give. */
export function isBare(n: Node): boolean {
  return (n as { bare?: boolean }).bare === true;
}

function fits(taken: ReadonlySet<Slot>, n: Node): boolean {
  const slots = slotsOf(n);
  if (isBare(n)) {
    // "8 tonight", "9 tomorrow": a lone number joins a part of the day or a day, not a month or a year
    if (taken.has('time') || taken.has('period') || taken.has('year')) return false;
  }
  // two parts of the day narrow each other ("this afternoon after lunch")
  return slots.every((s) => !taken.has(s) || s === 'pod');
}

/** A holiday, this or next one, or one of a year: "Ramadan", "next Passover", "Hanukkah 2027", "Ramadan next year". */
function isHolidayNode(n: Node): boolean {
  return n.t === 'holiday' || (n.t === 'rel' && n.base.t === 'holiday') || (n.t === 'and' && n.parts[0]!.t === 'holiday');
}

/** What a part or n-th may be taken of. */
function isPeriodNode(n: Node): boolean {
  switch (n.t) {
    case 'cycle':
      return n.unit !== 'day';
    case 'month':
    case 'ym':
    case 'year':
    case 'quarter':
    case 'half':
    case 'season':
    case 'decade':
      return true;
    case 'rel':
      return n.base.t === 'month' || n.base.t === 'season';
    case 'and':
      return n.parts.every((p) => isPeriodNode(p));
    default:
      return false;
  }
}

/** The words of a literal sequence ("the day after tomorrow"), split once: the grammar asks for the same few hundred on every call. */
const SEQ_WORDS = new Map<string, readonly string[]>();
function wordsOf(seq: string): readonly string[] {
  let words = SEQ_WORDS.get(seq);
  if (!words) SEQ_WORDS.set(seq, (words = seq.split(' ')));
  return words;
}

/** Tokens that could name a zone: no time words, no lone numbers (offsets keep their sign or UTC/GMT). */
function zoneLike(toks: readonly Tok[]): boolean {
  const first = toks[0]!;
  if (first.k === 'sym' && first.w !== '+' && first.w !== '-') return false;
  if (first.k === 'num') return false;
  for (const t of toks) {
    if (t.k === 'iso') return false;
    if (t.k === 'word' && (MEANINGFUL.has(t.w) || FILLER.has(t.w) || t.w in WEEKDAYS || t.w in MONTHS || holidayFirstWords().has(t.w)) && t.w !== 'utc' && t.w !== 'gmt' && !(toks.length > 1 && t.w === 'time')) {
      // "Pacific Time", "Central European Time" keep "time"; "in" and "the" end a zone
      if (!(t.w === 'time' && toks.length > 1)) return false;
    }
    if (t.k === 'sym' && !'/+-:_.()'.includes(t.w)) return false;
  }
  const last = toks[toks.length - 1]!;
  if (last.k === 'sym' && last.w !== ')') return false;
  return true;
}
