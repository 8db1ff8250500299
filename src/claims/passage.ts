// A passage as the checker reads it: its text made plain character by character (so every token
// maps back to the offsets of the text as given), its tokens, the English grammar over all of them,
// and the phrases the grammar reads in it, left to right, each with where it stands. The reading is
// natural/'s: one tokenizer, one grammar, one zone resolver; nothing here parses a date.

import { MONTH_NAMES, WEEKDAY_NAMES } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { wordTable } from '../core/tables.js';
import type { Node } from '../natural/ast.js';
import { Grammar } from '../natural/grammar/index.js';
import { FILLER, MEANINGFUL, MONTHS, UNITS_WORDS, WEEKDAYS, isLongUnit } from '../natural/lexicon.js';
import { tokenize, type Tok } from '../natural/tokens.js';
import { zoneProbe } from '../natural/zone-words.js';
import type { TzDatabase } from '../tzdb/database.js';
import { resolvedOf, type ResolvedZone } from '../zones/resolve.js';
import { lookupZone, seasonalZoneOf } from '../zones/resolver.js';

/** The longest passage checked, in characters. */
export const MAX_PASSAGE_CHARS = 8000;

/** A phrase the grammar read: tokens [s, e) (fillers at its edges left out) and its tree. */
export interface Item {
  readonly s: number;
  readonly e: number;
  readonly node: Node;
}

/** "3-day", "four nights", "2 weeks": a length said of a stretch of days, tokens [s, e). */
export interface Length {
  readonly s: number;
  readonly e: number;
  readonly n: number;
  readonly unit: 'day' | 'night' | 'week';
  /** The token that holds the number (a digit or a number word). */
  readonly numTok: number;
}

export class Passage {
  /** The text as given. */
  readonly original: string;
  /** The text made plain (NFKC, plain quotes and dashes), one or more characters per character given. */
  readonly text: string;
  readonly toks: readonly Tok[];
  readonly grammar: Grammar;
  /** Zones read from a word that names several (IST): every zone it may be, the likeliest first. */
  readonly zoneReadings = new Map<ResolvedZone, readonly ResolvedZone[]>();
  /** Of those, the zones whose other reading is the same clock at another season's offset ("EST" in July, "AEST" in January). */
  readonly seasonal = new Set<ResolvedZone>();
  /** For each character of `text`, the offsets [from, to) of the character of `original` it came from. */
  readonly #from: number[];
  readonly #to: number[];

  /** `zone`: the writer's, whose country settles an abbreviation of several zones ("5pm CST" from Chicago). */
  constructor(original: string, db: TzDatabase, field: string, reference: number, zone?: string) {
    this.original = original;
    // Control characters (but tabs and line breaks), and lone surrogates: binary, not text.
    if (
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
        original,
      )
    ) {
      throw new InputError('phrase.binary', `The ${field} holds control characters or binary data; pass plain text.`, field);
    }
    let text = '';
    const from: number[] = [];
    const to: number[] = [];
    for (let i = 0; i < original.length; ) {
      const cp = original.codePointAt(i)!;
      const len = cp > 0xffff ? 2 : 1;
      const plain = String.fromCodePoint(cp)
        .normalize('NFKC')
        .replace(/[\u2018\u2019\u201B\u02BC\u2032`\u00B4]/g, "'")
        .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
        .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-');
      for (let k = 0; k < plain.length; k++) {
        from.push(i);
        to.push(i + len);
      }
      text += plain;
      i += len;
    }
    this.text = text;
    this.#from = from;
    this.#to = to;
    this.toks = withBoundaries(text, tokenize(text));
    const probe = zoneProbe(db, field, reference, zone ? [zone] : []);
    this.grammar = new Grammar(
      text,
      this.toks,
      (words, explicit, afterTime, timeWord) => {
        try {
          const z = probe(words, explicit, afterTime, timeWord);
          // "3pm EST" in July: the fixed UTC-05:00 as written, or US Eastern time as most who write it
          // in summer mean; a claim is judged both ways
          const seasonal = z && /^[A-Za-z]{3}$/.test(words.trim()) ? seasonalZoneOf(z.name) : undefined;
          const other = seasonal ? db.lookup(seasonal) : undefined;
          if (z && other) {
            this.zoneReadings.set(z, [z, resolvedOf({ name: other.name, zone: db.zone(other.canonical), via: 'abbreviation' }, words)]);
            this.seasonal.add(z);
          }
          // "4pm AEST" in January, "2pm PDT" in December: the zone's clock, as most who write it mean,
          // or the offset the name says, which the zone is not on then (Brisbane keeps +10:00 all year)
          const fixed = z?.season ? lookupZone(db, `UTC${z.season.offset}`, { suggest: false, at: reference, inPhrase: true }) : undefined;
          if (z && !other && fixed?.kind === 'found') {
            this.zoneReadings.set(z, [z, resolvedOf(fixed.match, words)]);
            this.seasonal.add(z);
          }
          return z;
        } catch (e) {
          if (!(e instanceof InputError) || e.code !== 'zone.ambiguous') throw e;
          // "10:00 IST": a zone all the same, read every way it can be
          const r = lookupZone(db, words, { suggest: false, at: reference, inPhrase: true });
          if (r.kind !== 'ambiguous') return undefined;
          const zones = r.zones.flatMap((name) => {
            const z = db.lookup(name);
            return z ? [resolvedOf({ name: z.name, zone: db.zone(z.canonical), via: 'abbreviation' }, words)] : [];
          });
          if (!zones.length) return undefined;
          this.zoneReadings.set(zones[0]!, zones);
          return zones[0];
        }
      },
      true,
    );
  }

  /** Offsets [start, end) in the text as given of tokens [s, e). */
  span(s: number, e: number): { start: number; end: number } {
    return { start: this.#from[this.toks[s]!.s]!, end: this.#to[this.toks[e - 1]!.e - 1]! };
  }

  /** The text as given of tokens [s, e). */
  said(s: number, e: number): string {
    const { start, end } = this.span(s, e);
    return this.original.slice(start, end);
  }

  /** The index of the sentence each token is in: a boundary token (BOUNDARY) begins the next. */
  sentences(): number[] {
    let n = 0;
    return this.toks.map((t) => (t.w === BOUNDARY ? ++n : n));
  }

  #years: { k: number; y: number; heading: boolean }[] | undefined;
  #sentence: number[] | undefined;

  /**
   * The year the passage gives a yearless date at token `s`: a year said by itself as the scope of
   * what follows ("In 2027, ...", "Holiday schedule for 2027: ...", "2027 holidays:"), before it in
   * its sentence, or in a heading (a sentence that ends with a colon) above it; the latest such.
   */
  yearFor(s: number): number | undefined {
    const t = this.toks;
    const sentence = (this.#sentence ??= this.sentences());
    if (!this.#years) {
      const last = new Map<number, number>();
      t.forEach((x, k) => x.w !== BOUNDARY && last.set(sentence[k]!, k));
      this.#years = [];
      for (let k = 0; k < t.length; k++) {
        const x = t[k]!;
        if (x.k !== 'num' || x.len !== 4 || x.n < MIN_SCOPE_YEAR || x.n > MAX_SCOPE_YEAR) continue;
        const before = t[k - 1];
        const start = !before || before.w === BOUNDARY;
        const scoped = start || YEAR_SCOPE.has(before.w);
        // a colon within a few words after it: "2027 holidays:", "for 2027:"
        const colon = [1, 2, 3].some((j) => t[k + j]?.w === ':' && sentence[k + j] === sentence[k]);
        if (!scoped && !colon) continue;
        // not a date's year ("March 3, 2027") nor a year-first date ("2027 March 3")
        if (t[k + 1] && t[k + 1]!.w in MONTHS) continue;
        this.#years.push({ k, y: x.n, heading: t[last.get(sentence[k]!)!]!.w === ':' });
      }
    }
    let got: number | undefined;
    for (const x of this.#years) {
      if (x.k >= s) break;
      if (sentence[x.k] === sentence[s]) got = x.y;
      // a heading's year holds down to a blank line or the next heading
      else if (x.heading && !this.#breakBetween(x.k, s)) got = x.y;
    }
    return got;
  }

  /** Whether a blank line, or a heading (a line ending with a colon), lies after token a's line and before token b. */
  #breakBetween(a: number, b: number): boolean {
    const between = this.text.slice(this.toks[a]!.e, this.toks[b]!.s);
    // the first line ending with a colon is the heading's own
    return /\n\s*\n/.test(between) || (between.match(/:[ \t]*\n/g)?.length ?? 0) > 1;
  }
}

/** The years a passage's scope can be, as written by themselves. */
const MIN_SCOPE_YEAR = 1900;
const MAX_SCOPE_YEAR = 2199;
/** Words before a year that make it the scope of what follows. */
const YEAR_SCOPE = new Set(['in', 'for', 'during', 'throughout', 'of']);

/** Weekdays' and months' short names, which a full stop can follow ("Sun.", "Dec.", "Sept."). */
const SHORT_NAMES: ReadonlySet<string> = new Set(
  [...Object.keys(WEEKDAYS), ...Object.keys(MONTHS)].filter(
    (w) => w.length <= 4 && !/s$/.test(w) && ![...MONTH_NAMES, ...WEEKDAY_NAMES].some((n) => n.toLowerCase() === w),
  ),
);

/** The token that ends a sentence: no rule of the grammar reads it, so no phrase runs past it. */
export const BOUNDARY = '\u00b6';

/**
 * The tokens with each sentence's end made a boundary: a full stop, question or exclamation mark
 * or semicolon followed by a capital letter, a line break or the end of the text ("the 6th. January
 * 31 is" is two sentences, not the sixth of January), and every line break between two tokens.
 */
function withBoundaries(text: string, toks: readonly Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const next = toks[i + 1];
    const between = next ? text.slice(t.e, next.s) : '';
    // "i.e. November 20", "e.g. Monday": a full stop after a single letter abbreviates; so does one
    // after a weekday's or month's short name before a date ("Sun. December 6", "Tue. Feb. 16")
    const before = toks[i - 1];
    const short = before?.k === 'word' && SHORT_NAMES.has(before.w) && !!next && (next.k === 'num' || next.w in MONTHS);
    const abbreviation = t.w === '.' && before?.k === 'word' && (before.w.length === 1 || short);
    const ends =
      (t.w === '.' || t.w === '!' || t.w === '?' || t.w === ';') &&
      !abbreviation &&
      (!next || /\n/.test(between) || (next.sp && (t.w !== '.' || /^\p{Lu}/u.test(text.slice(next.s, next.e)))));
    out.push(ends ? { ...t, w: BOUNDARY } : t);
    if (!ends && next && /\n/.test(between)) {
      const at = t.e + between.indexOf('\n');
      out.push({ w: BOUNDARY, k: 'sym', n: NaN, len: 0, s: at, e: at + 1, sp: true });
    }
  }
  return out;
}

const LENGTH_UNITS: Readonly<Record<string, Length['unit']>> = wordTable({
  day: 'day',
  days: 'day',
  night: 'night',
  nights: 'night',
  week: 'week',
  weeks: 'week',
});

/** "3-day", "3 days", "three-day", "four nights", "2-week": lengths, which the grammar would otherwise read as a day of the month ("the 3"). */
export function lengths(p: Passage): Length[] {
  const t = p.toks;
  const out: Length[] = [];
  for (let i = 0; i < t.length; i++) {
    const a = t[i]!;
    const n =
      a.k === 'num' && a.len <= 3
        ? a.n
        : a.k === 'word' && a.w in UNITS_WORDS && a.w !== 'oh' && a.w !== 'zero'
          ? UNITS_WORDS[a.w]!
          : undefined;
    if (n === undefined || n < 0) continue;
    let j = i + 1;
    const hyphen = t[j]?.w === '-' && !t[j]!.sp && t[j + 1] !== undefined && !t[j + 1]!.sp;
    if (hyphen) j++;
    const unit = LENGTH_UNITS[t[j]?.w ?? ''];
    if (!unit) continue;
    // "in 3 days", "3 days after", "3 days ago" are shifts, which the grammar reads
    if (!hyphen && /^(in|within|after|before|for)$/.test(t[i - 1]?.w ?? '')) continue;
    if (/^(from|after|before|ago|later|earlier|prior|until|till|to|since|hence|out|back|between|left|remaining)$/.test(t[j + 1]?.w ?? ''))
      continue;
    out.push({ s: i, e: j + 1, n, unit, numTok: i });
    i = j;
  }
  return out;
}

/** How much a token says (as the reader weighs a phrase): numbers and time words most, short names that are also words ("sun", "may") less, fillers nothing. */
function weight(t: Tok): number {
  if (t.k === 'num' || t.k === 'iso') return 2;
  if (t.k === 'sym') return 0;
  if (/^(sat|sun|wed|mar|may|march|jan|sept|mon|fri|thu|tue|second|fall|spring|eve)$/.test(t.w)) return 1;
  if (isLongUnit(t.w) || MEANINGFUL.has(t.w)) return 2;
  if (FILLER.has(t.w)) return 0;
  return 1;
}

/**
 * The phrases of the passage, left to right: at each token the longest phrase the grammar reads
 * from there, never one that starts or runs inside a length ("the 3-day workshop"). A phrase of
 * fillers and symbols alone is none; fillers and symbols at a phrase's edges are left out of it.
 */
export function scan(p: Passage, taken: readonly Length[]): Item[] {
  const t = p.toks;
  const blocked = new Uint8Array(t.length);
  for (const l of taken) for (let k = l.s; k < l.e; k++) blocked[k] = 1;
  const out: Item[] = [];
  for (let i = 0; i < t.length; i++) {
    if (blocked[i] || (t[i]!.k === 'sym' && t[i]!.w !== '+' && t[i]!.w !== '-')) continue;
    let got: ReturnType<Grammar['phrase']>;
    try {
      got = p.grammar.phrase(i);
    } catch (e) {
      if (e instanceof InputError) continue;
      throw e;
    }
    if (!got || got.e <= i) continue;
    let cut = false;
    for (let k = i; k < got.e; k++) if (blocked[k]) cut = true;
    if (cut) continue;
    // where the phrase begins: where the rule that built it (or its first part) began, past a
    // connector the phrase only skipped ("on Tuesday", "at 9am"); "in 3 weeks" keeps its "in"
    const n = got.node;
    const firstPart =
      n.t === 'and' ? n.parts.reduce((m, x) => Math.min(m, p.grammar.where(x)?.s ?? Infinity), Infinity) : (p.grammar.where(n)?.s ?? i);
    let s = Math.max(i, firstPart === Infinity ? i : firstPart);
    let e = got.e;
    while (s < e && t[s]!.k === 'sym' && t[s]!.w !== '+' && t[s]!.w !== '-') s++;
    while (
      e > s &&
      (t[e - 1]!.k === 'sym' && t[e - 1]!.w !== ')' && t[e - 1]!.w !== '.'
        ? true
        : t[e - 1]!.k === 'word' && FILLER.has(t[e - 1]!.w) && !/^(day|date|time|sharp|ish)$/.test(t[e - 1]!.w))
    )
      e--;
    // "Dec." keeps its full stop; a sentence's does not belong to the phrase
    if (e > s && t[e - 1]!.w === '.' && (e - 2 < s || t[e - 2]!.k !== 'word' || t[e - 2]!.w.length > 4)) e--;
    let w = 0;
    for (let k = s; k < e; k++) w += weight(t[k]!);
    // a holiday's name says enough by itself, as does a word in parentheses ("(Fri)") ("Diwali"); a lone short word does not ("sun", "may")
    const enclosed = t[s - 1]?.w === '(' && t[e]?.w === ')';
    if (e <= s || (w < 2 && got.node.t !== 'holiday' && !enclosed)) continue;
    out.push({ s, e, node: got.node });
    i = got.e - 1;
  }
  return out;
}
