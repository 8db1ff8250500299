// Numbers, in digits and in words: a number below a hundred, a whole number in words ("two thousand
// and ten"), an ordinal ("3rd", "twenty-first"), a day of the month, and an amount ("a couple", "2.5",
// "three quarters of", "two and a half"). These read tokens for the other rules; none is a time alone.

import { ORDINAL_SUFFIXES, ORDINAL_WORDS, TENS_WORDS, UNIT_WORDS, UNITS_WORDS } from '../lexicon.js';
import { type Parser, seqs } from './parser.js';

export interface NumAt {
  readonly n: number;
  readonly e: number;
  /** Said in words ("three"), not digits. */
  readonly words?: boolean;
  /** A default said out loud ("a few: 3"). */
  readonly stated?: string;
}

export function wordsBelow100(g: Parser, i: number): NumAt | undefined {
  const w = g.w(i);
  if (w === undefined) return undefined;
  if (w in UNITS_WORDS && w !== 'oh') return { n: UNITS_WORDS[w]!, e: i + 1, words: true };
  if (w in TENS_WORDS) {
    const tens = TENS_WORDS[w]!;
    let j = i + 1;
    if (g.is(j, '-') && g.glued(j) && g.glued(j + 1)) j++;
    const u = g.w(j);
    if (u !== undefined && u in UNITS_WORDS && UNITS_WORDS[u]! >= 1 && UNITS_WORDS[u]! <= 9 && u !== 'oh')
      return { n: tens + UNITS_WORDS[u]!, e: j + 1, words: true };
    return { n: tens, e: i + 1, words: true };
  }
  return undefined;
}

export function wordInt(g: Parser, i: number): NumAt | undefined {
  const first = wordsBelow100(g, i) ?? (g.is(i, 'a') && g.is(i + 1, 'hundred', 'thousand') ? { n: 1, e: i + 1, words: true } : undefined);
  if (!first) return undefined;
  let n = first.n;
  let j = first.e;
  if (g.is(j, 'thousand')) {
    n *= 1000;
    j++;
    const k = g.is(j, 'and') ? j + 1 : j;
    const rest = wordsBelow100(g, k);
    if (rest && !g.is(rest.e, 'hundred')) return { n: n + rest.n, e: rest.e, words: true };
    if (rest && g.is(rest.e, 'hundred')) {
      const r2 = wordsBelow100(g, g.is(rest.e + 1, 'and') ? rest.e + 2 : rest.e + 1);
      return r2 ? { n: n + rest.n * 100 + r2.n, e: r2.e, words: true } : { n: n + rest.n * 100, e: rest.e + 1, words: true };
    }
    return { n, e: j, words: true };
  }
  if (g.is(j, 'hundred')) {
    n *= 100;
    j++;
    const k = g.is(j, 'and') ? j + 1 : j;
    const rest = wordsBelow100(g, k);
    return rest ? { n: n + rest.n, e: rest.e, words: true } : { n, e: j, words: true };
  }
  return { n, e: j, words: true };
}

/** "3rd", "third", "twenty-first", "twenty first", "31st". */
export function ordinal(g: Parser, i: number): NumAt | undefined {
  const t = g.num(i);
  if (t && t.len <= 3 && g.glued(i + 1) && ORDINAL_SUFFIXES.has(g.w(i + 1) ?? '')) return { n: t.n, e: i + 2 };
  const w = g.w(i);
  if (w === undefined) return undefined;
  if (w in ORDINAL_WORDS) return { n: ORDINAL_WORDS[w]!, e: i + 1, words: true };
  if (w in TENS_WORDS) {
    let j = i + 1;
    if (g.is(j, '-')) j++;
    const o = g.w(j);
    if (o !== undefined && o in ORDINAL_WORDS && ORDINAL_WORDS[o]! <= 9)
      return { n: TENS_WORDS[w]! + ORDINAL_WORDS[o]!, e: j + 1, words: true };
  }
  return undefined;
}

/** A day of the month: "15", "15th", "the fifteenth", as a number 1-31. */
export function dayNum(g: Parser, i: number, allowBare: boolean): NumAt | undefined {
  const o = ordinal(g, i);
  if (o) return o.n >= 1 && o.n <= 31 ? o : undefined;
  const t = g.num(i);
  if (allowBare && t && t.len <= 2 && t.n >= 1 && t.n <= 31) return { n: t.n, e: i + 1 };
  return undefined;
}

/** How many: digits, words, "a"/"an", "a couple (of)", "a few", fractions, "and a half". */
export function amount(g: Parser, i: number): NumAt | undefined {
  let base: NumAt | undefined;
  const t = g.num(i);
  if (t) {
    // "2.5", "1/2", "3/4"
    if (g.is(i + 1, '.') && g.glued(i + 1) && g.num(i + 2) && g.glued(i + 2)) base = { n: Number(`${t.w}.${g.toks[i + 2]!.w}`), e: i + 3 };
    else if (g.is(i + 1, '/') && g.glued(i + 1) && g.num(i + 2) && g.glued(i + 2) && g.toks[i + 2]!.n > 0 && t.n < g.toks[i + 2]!.n) {
      base = { n: t.n / g.toks[i + 2]!.n, e: i + 3 };
    } else base = { n: t.n, e: i + 1 };
  } else {
    let j: number;
    if ((j = g.any(i, seqs`a couple of|a couple|couple of|a pair of|a pair`)) >= 0) base = { n: 2, e: j, stated: 'a couple: 2' };
    // "the next couple weeks", "couple hours ago": "couple" alone before a unit
    else if (g.is(i, 'couple') && g.w(i + 1) !== undefined && g.w(i + 1)! in UNIT_WORDS) base = { n: 2, e: i + 1, stated: 'a couple: 2' };
    else if ((j = g.any(i, seqs`a few|few`)) >= 0) base = { n: 3, e: j, stated: 'a few: 3' };
    else if ((j = g.any(i, seqs`half a|half an|a half|half`)) >= 0) return { n: 0.5, e: j };
    else if ((j = g.any(i, seqs`a quarter of a|a quarter of an|a quarter of|quarter of an|quarter of a`)) >= 0) return { n: 0.25, e: j };
    else if ((j = g.seq(i, 'a quarter')) >= 0 && g.is(j, 'hour', 'hr')) return { n: 0.25, e: j };
    else if (
      (j = g.any(
        i,
        seqs`three quarters of a|three quarters of an|three quarters of|three - quarters of an|three - quarters of a|three - quarters of`,
      )) >= 0
    )
      return { n: 0.75, e: j };
    else if (
      g.is(i, 'a', 'an') &&
      !g.is(i + 1, 'half') &&
      !(g.is(i + 1, 'quarter') && g.is(i + 2, 'of', 'hour', 'past', 'to', 'after', 'till', 'til', 'before'))
    )
      base = { n: 1, e: i + 1 };
    else if (g.is(i, 'one', 'single')) base = { n: 1, e: i + 1, words: true };
    else base = wordInt(g, i);
  }
  if (!base) return undefined;
  // "two and a half", "2 and an half"
  const j = g.any(base.e, seqs`and a half|and an half|and one half`);
  if (j >= 0 && Number.isInteger(base.n)) return { ...base, n: base.n + 0.5, e: j };
  return base;
}

/** Whether a full date written with full stops ("29.02.2020") ends right before token i, a space between. */
export function afterDottedDate(g: Parser, i: number): boolean {
  return (
    !g.glued(i) &&
    g.num(i - 1)?.len === 4 &&
    g.is(i - 2, '.') &&
    g.glued(i - 1) &&
    g.num(i - 3) !== undefined &&
    g.is(i - 4, '.') &&
    g.num(i - 5) !== undefined
  );
}

/** "22.11.": two numbers of at most two digits, each followed by a glued full stop, and no year after. */
export function dottedDayMonth(g: Parser, i: number): boolean {
  return (
    (g.num(i)?.len ?? 3) <= 2 &&
    g.is(i + 1, '.') &&
    g.glued(i + 1) &&
    (g.num(i + 2)?.len ?? 3) <= 2 &&
    g.glued(i + 2) &&
    g.is(i + 3, '.') &&
    g.glued(i + 3) &&
    !(g.num(i + 4) && g.glued(i + 4))
  );
}
