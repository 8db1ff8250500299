// Periods: the relative words before a name ("next", "this past"), month names, years (with an era,
// in words, a Japanese era's), decades and centuries, cycles ("next week", "the month after next",
// "the weekend"), quarters and halves ("Q3 2027"), seasons, and a month as a period ("next March",
// "March 2027").

import { japaneseEraYear, THAI_YEAR_OFFSET } from '../../calendars/gregorian-eras.js';
import { wordTable } from '../../core/tables.js';
import { type CycleUnit, type Node, type Season, withOther } from '../ast.js';
import { FILLER, MONTHS, type Rel, REL_WORDS } from '../lexicon.js';
import { type Parsed, type Parser, seqs } from './parser.js';
import { duration } from './durations.js';
import { type NumAt, ordinal, wordInt, wordsBelow100 } from './numbers.js';
import { CONNECTORS } from './point.js';

/** A relative word before a name: "next", "last", "this", and the two-word "this coming", "this past", "the following". */
export function relPrefix(g: Parser, i: number): { rel: Rel; e: number } | undefined {
  const k = g.any(i, seqs`this coming|this upcoming|the coming|the upcoming|the next|the following`);
  if (k >= 0) return { rel: 'next', e: k };
  const b = g.any(i, seqs`this past|this last|the past|the last|the previous`);
  if (b >= 0) return { rel: 'last', e: b };
  const w = g.w(i);
  return w !== undefined && w in REL_WORDS ? { rel: REL_WORDS[w]!, e: i + 1 } : undefined;
}

export function monthName(g: Parser, i: number, strict: boolean): { m: number; e: number } | undefined {
  const w = g.w(i);
  if (w === undefined || !(w in MONTHS)) return undefined;
  // "may" and "march" are words too: a month only where a date or a period word makes it one.
  if (
    strict &&
    w === 'may' &&
    g.num(i + 1)?.len !== 4 &&
    !(g.is(i + 1, "'") && g.num(i + 2)?.len === 2) &&
    !(g.is(i + 1, 'of', 'in') && cycleRule(g, i + 2)) &&
    // "May to December", "May-June", "May and June": a month beside another
    !(g.is(i + 1, 'to', 'through', 'thru', 'till', 'until', 'and', '-', '–', '—') && (g.w(i + 2) ?? '') in MONTHS)
  )
    return undefined;
  let e = i + 1;
  if (g.is(e, '.') && g.glued(e)) e++;
  return { m: MONTHS[w]!, e };
}

/** A year after a date or month: "2027", "'27", "two thousand ten", "2014 AD". */
export function yearAfter(g: Parser, i: number): { y: number; e: number; yy?: number; era?: Era } | undefined {
  const t = g.num(i);
  if (t && t.len === 4) return eraAfter(g, i + 1, t.n);
  if (g.is(i, "'") && g.num(i + 1)?.len === 2 && g.glued(i + 1)) return { y: NaN, yy: g.toks[i + 1]!.n, e: i + 2 };
  const w = yearWords(g, i);
  if (w) return eraAfter(g, w.e, w.n);
  return undefined;
}

/** "two thousand ten", "nineteen ninety four", "twenty twenty-six". */
function yearWords(g: Parser, i: number): NumAt | undefined {
  const a = wordInt(g, i);
  if (!a) return undefined;
  if (a.n >= 1000) return a;
  if (a.n >= 11 && a.n <= 99) {
    // the second half is said "oh five" below ten, as a year is ("nineteen oh five"): "eleven five"
    // is two number words a time of day could be (11:05), no year
    const oh = g.is(a.e, 'oh');
    const b = wordsBelow100(g, oh ? a.e + 1 : a.e);
    if (b && (oh ? b.n >= 1 && b.n <= 9 : b.n >= 10 && b.n <= 99)) return { n: a.n * 100 + b.n, e: b.e, words: true };
    if (g.is(a.e, 'hundred')) return { n: a.n * 100, e: a.e + 1, words: true };
  }
  return undefined;
}

/** An era a year is counted in: Anno Domini, before Christ, or the Buddhist Era as Thailand counts it. */
export type Era = 'AD' | 'BC' | 'BE';
/** Words of politeness before or after the phrase, which change nothing. */
const POLITE = new Set(['please', 'pls', 'plz']);

/** Whether the text ends at token k, but for marks and filler words ("...?", "... please"). */
export const endsAt = (g: Parser, k: number): boolean => g.toks.slice(k).every((t) => t.k === 'sym' || FILLER.has(t.w));

/** A year as the calendar counts it: "500 BC" is -499, "2555 BE" 2012. */
export function ceYear(y: { y: number; era?: Era }): number {
  return y.era === 'BC' ? 1 - y.y : y.era === 'BE' ? y.y - THAI_YEAR_OFFSET : y.y;
}

/**
 * "BE" after a year this large is the Buddhist Era (2400 BE is 1857), not the verb after a year
 * ("will 2027 be"); "B.E." is the era after any year.
 */
const MIN_BUDDHIST_YEAR = 2400;

/** Whether an era is named at token i ("AD", "B.C.", ...). */
export const eraAt = (g: Parser, i: number): boolean => eraAfter(g, i, 0).era !== undefined;

/** An era after a year: "AD", "A.D.", "CE", "BC", "B.C.", "BCE", "BE", "B.E.". */
function eraAfter(g: Parser, i: number, y: number): { y: number; e: number; era?: Era } {
  const w = g.w(i);
  const dotted = (a: string, b: string): number =>
    g.is(i, a) && g.is(i + 1, '.') && g.is(i + 2, b) ? (g.is(i + 3, '.') ? i + 4 : i + 3) : -1;
  let j: number;
  if (w === 'ad' || w === 'ce') return { y, e: i + 1, era: 'AD' };
  if (w === 'bc' || w === 'bce') return { y, e: i + 1, era: 'BC' };
  if ((j = dotted('a', 'd')) >= 0 || (j = dotted('c', 'e')) >= 0) return { y, e: j, era: 'AD' };
  if ((j = dotted('b', 'c')) >= 0) return { y, e: g.is(j, 'e') ? j + 1 : j, era: 'BC' };
  if ((j = dotted('b', 'e')) >= 0) return { y, e: j, era: 'BE' };
  if (w === 'be' && y >= MIN_BUDDHIST_YEAR) return { y, e: i + 1, era: 'BE' };
  return { y, e: i };
}

/** Whether four digits after a date are a year without a second thought (1900-2099); past them they are a 24-hour time first. */
export const datedYear = (n: number): boolean => n >= 1900 && n < 2100;

/** Four digits a 24-hour clock could show, "HHMM". */
export function hhmmAt(g: Parser, i: number): { h: number; m: number } | undefined {
  const t = g.num(i);
  return t?.len === 4 && Math.floor(t.n / 100) <= 23 && t.n % 100 <= 59 ? { h: Math.floor(t.n / 100), m: t.n % 100 } : undefined;
}

/** A dash glued before four such digits ending the text: "1510-1640" is a range of times. */
function clockRangeAt(g: Parser, k: number): boolean {
  return g.is(k, '-') && g.glued(k) && g.glued(k + 1) && hhmmAt(g, k + 1) !== undefined && endsAt(g, k + 2);
}

function yearRule(g: Parser, i: number): Parsed | undefined {
  let j = i;
  // a Japanese era year: "Heisei 4" is 1992, "Reiwa 7" 2025 (year 1 is the era's first, partial, year)
  const word = g.w(i);
  if (word !== undefined && japaneseEraYear(word, 1)) {
    const n = g.num(i + 1);
    const gannen = g.is(i + 1, 'gannen');
    if ((n && n.len <= 2 && n.n >= 1) || gannen) return { node: { t: 'eraYear', era: word, y: gannen ? 1 : n!.n }, e: i + 2 };
  }
  // an era before the year: "AD 2027", "A.D. 2027", "BE 2570", "B.E. 2570" (Thai dates write it first)
  const pre = eraAfter(g, i, MIN_BUDDHIST_YEAR);
  const n = pre.era === 'AD' || pre.era === 'BE' ? g.num(pre.e) : undefined;
  if (n && (pre.era === 'AD' || n.n >= MIN_BUDDHIST_YEAR)) return { node: { t: 'year', y: n.n, era: pre.era }, e: pre.e + 1 };
  if (g.is(i, 'the', 'year')) j = g.is(i, 'the') && g.is(i + 1, 'year') ? i + 2 : g.is(i, 'year') ? i + 1 : i;
  const t = g.num(j);
  if (t) {
    const era = eraAfter(g, j + 1, t.n);
    if (era.era) return { node: { t: 'year', y: t.n, era: era.era }, e: era.e };
    // not "2027.5" or "1530h"; a full stop after a year ends the sentence ("2027.")
    const glued = g.glued(j + 1) && (g.is(j + 1, ':', 'h') || (g.is(j + 1, '.') && g.num(j + 2) !== undefined && g.glued(j + 2)));
    // after a date written in digits, four digits past the years dates are written in that a 24-hour
    // clock could show are that time, the year beside it ("19/12 2359", as "19 Dec 2359" is)
    // (and any such four before a dash and four more: "19/12 1930-2030" is a range of times)
    const clock = t.len === 4 && !t.w.startsWith('0') && hhmmAt(g, j) !== undefined;
    const ending = endsAt(g, j + 1) && !datedYear(t.n);
    // and so are four such alone ("2300", "1730", as schedules write times)
    const afterDate = g.num(i - 1) !== undefined && g.is(i - 2, '/', '.', '-') && (ending || clockRangeAt(g, j + 1));
    const alone = ending && g.toks.slice(0, i).every((x) => x.k === 'sym' || POLITE.has(x.w));
    if (clock && j === i && (afterDate || alone))
      return {
        node: withOther(
          { t: 'clock', h: Math.floor(t.n / 100), m: t.n % 100, s: 0, g: 'minute', amb: false, id: 0 },
          { node: { t: 'year', y: t.n }, reading: `the year ${t.n}` },
        ),
        e: j + 1,
      };
    if (t.len === 4 && !glued) return { node: { t: 'year', y: t.n }, e: j + 1 };
    if (j > i && t.len <= 4) return { node: { t: 'year', y: t.n }, e: j + 1 };
    return undefined;
  }
  const w = yearWords(g, j);
  if (w && (w.n >= 1000 || j > i)) {
    const era = eraAfter(g, w.e, w.n);
    return { node: { t: 'year', y: w.n, ...(era.era ? { era: era.era } : {}) }, e: era.e };
  }
  return undefined;
}

/** "the 1990s", "the 90s", "the '90s", "the nineties". */
function decadeRule(g: Parser, i: number): Parsed | undefined {
  let j = g.is(i, 'the') ? i + 1 : i;
  const apos = g.is(j, "'");
  if (apos) j++;
  const t = g.num(j);
  let e = j + 1;
  if (g.is(e, "'") && g.glued(e)) e++;
  // "1980s", "1980's", and "1980 s" at the end (four digits leave no other reading of a lone "s"
  // there; before more words it may be seconds: "1980 s later"); else perhaps a century ("the 20th century")
  if (t && (t.len === 4 || t.len === 2) && t.n % 10 === 0 && g.is(e, 's') && (g.glued(e) || (t.len === 4 && endsAt(g, e + 1)))) {
    if (t.len === 4) return { node: { t: 'decade', y: t.n, ...(t.n % 100 === 0 ? { or100: g.id() } : {}) }, e: e + 1 };
    return { node: { t: 'decade', y: 1900 + t.n, assumed: true }, e: e + 1 };
  }
  // "the 19th century", "15th century", "the twenty-first century"
  const o = ordinal(g, j);
  if (o && o.n >= 1 && o.n <= 100 && g.is(o.e, 'century', 'centuries'))
    return { node: { t: 'decade', y: (o.n - 1) * 100, span: 100 }, e: o.e + 1 };
  const w = g.w(j);
  const tens = w === undefined ? undefined : DECADE_WORDS[w];
  if (tens !== undefined && j > i) return { node: { t: 'decade', y: 1900 + tens, assumed: true }, e: j + 1 };
  return undefined;
}
const DECADE_WORDS: Readonly<Record<string, number>> = wordTable({
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
});

export function cycleUnit(g: Parser, i: number): { unit: CycleUnit; e: number } | undefined {
  const w = g.w(i);
  let j: number;
  if ((j = g.any(i, seqs`week - end|week end|weekend|wkend|week-end`)) >= 0) return { unit: 'weekend', e: j };
  if ((j = g.any(i, seqs`work week|working week|workweek|work - week|business week`)) >= 0) return { unit: 'workweek', e: j };
  // "this calendar year", "next calendar month": the calendar's, as the unit alone is (not a fiscal one)
  if (w === 'calendar') {
    const u = g.is(i + 1, 'year', 'month', 'week', 'quarter') ? cycleUnit(g, i + 1) : undefined;
    return u && { unit: u.unit, e: u.e };
  }
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
    case 'decade':
      return { unit: 'decade', e: i + 1 };
    case 'century':
      return { unit: 'century', e: i + 1 };
    case 'season':
      return { unit: 'season', e: i + 1 };
    default:
      return undefined;
  }
}

/** "next week", "this qtr", "the month after next", "the following year", "the weekend", "last season". */
export function cycleRule(g: Parser, i: number): Parsed | undefined {
  let j = i;
  let n: number | undefined;
  let k: number;
  if ((k = g.any(j, seqs`all|the whole|the entire|all of the|all this|the whole of the`)) >= 0) {
    const u = cycleUnit(g, k);
    if (u && u.unit !== 'season') return { node: { t: 'cycle', unit: u.unit, n: 0, id: g.id(), whole: true }, e: u.e };
    return undefined;
  }
  if (g.is(j, 'the')) j++;
  if ((k = g.any(j, seqs`this coming|this upcoming|this past`)) >= 0) [n, j] = [g.w(j + 1) === 'past' ? -1 : 1, k];
  else if (g.w(j) !== undefined && g.w(j)! in REL_WORDS) [n, j] = [relSteps(REL_WORDS[g.w(j)!]!), j + 1];
  const u = cycleUnit(g, j);
  if (!u) return undefined;
  // a day only with a word that moves it ("next day") or after "the" with "after next" or "before
  // last" (the day after tomorrow, the day before yesterday)
  if (u.unit === 'day' && n === undefined && !(g.is(i, 'the') && g.any(u.e, seqs`after next|before last`) >= 0)) return undefined;
  if (n === undefined) {
    const after = g.any(u.e, seqs`after next|before last`);
    if (!g.is(i, 'the') && !(u.unit === 'weekend') && after < 0) return undefined;
    n = 0;
  }
  // "this coming weekend", "the upcoming weekend": the next one that has not begun
  if (u.unit === 'weekend' && n === 1 && g.toks.slice(i, j).some((t) => t.w === 'coming' || t.w === 'upcoming')) {
    return { node: { t: 'cycle', unit: 'weekend', n: 0.5, id: g.id() }, e: u.e };
  }
  let e = u.e;
  if ((k = g.seq(e, 'after next')) >= 0) [n, e] = [2, k];
  else if ((k = g.seq(e, 'before last')) >= 0) [n, e] = [-2, k];
  const node: Node = { t: 'cycle', unit: u.unit, n, id: g.id() };
  // "the past week": last week, as Duckling reads it, or the seven days up to now
  const unit = u.unit;
  if (n === -1 && g.is(j - 1, 'past') && (unit === 'week' || unit === 'month' || unit === 'year'))
    withOther(node, { node: { t: 'rolling', dir: -1, n: 1, unit, stated: [], exact: true }, reading: `rolling: the ${unit} up to now` });
  // "the last decade", "the past century", "the next decade": the one before or after this, or as
  // often the years up to now or from now
  if ((n === -1 || n === 1) && (unit === 'decade' || unit === 'century')) {
    const years = unit === 'decade' ? 10 : 100;
    withOther(node, {
      node: { t: 'rolling', dir: n, n: years, unit: 'year', stated: [], exact: true },
      reading: `rolling: the ${years} years ${n < 0 ? 'up to' : 'from'} now`,
    });
  }
  return { node, e };
}

/** "Q3", "q3 2027", "2027 Q3", "2027Q3", "18q4", "the third quarter", "3rd qtr of 2018", "H2 2027", "the second half of next year". */
function quarterRule(g: Parser, i: number): Parsed | undefined {
  let q: number | undefined;
  let kind: 'quarter' | 'half' = 'quarter';
  let j = i;
  let y: number | undefined;
  const t = g.num(i);
  // 2027Q3, 2027 Q3, 2027-Q3, 18q4
  if (t && (t.len === 4 || (t.len === 2 && g.glued(i + 1)))) {
    let k = i + 1;
    if (g.is(k, '-') && g.glued(k)) k++;
    if (g.is(k, 'q', 'h') && g.num(k + 1) && g.glued(k + 1)) {
      const n = g.num(k + 1)!.n;
      kind = g.w(k) === 'q' ? 'quarter' : 'half';
      if (n >= 1 && n <= (kind === 'quarter' ? 4 : 2))
        return { node: { t: kind, [kind === 'quarter' ? 'q' : 'h']: n, y: t.len === 2 ? 2000 + t.n : t.n } as Node, e: k + 2 };
    }
    return undefined;
  }
  if (g.is(i, 'q', 'h') && g.num(i + 1) && g.glued(i + 1)) {
    kind = g.w(i) === 'q' ? 'quarter' : 'half';
    q = g.num(i + 1)!.n;
    j = i + 2;
  } else {
    if (g.is(j, 'the')) j++;
    const o = ordinal(g, j);
    if (o) {
      const k = (j = o.e);
      if (g.is(k, 'quarter', 'qtr')) [q, j] = [o.n, k + 1];
      else if (g.is(k, 'half')) [q, j, kind] = [o.n, k + 1, 'half'];
      else return undefined;
    } else return undefined;
  }
  if (q < 1 || q > (kind === 'quarter' ? 4 : 2)) return undefined;
  // "Q2-2027", "Q2/2027"
  const k = g.is(j, 'of', 'in') || (g.is(j, '-', '/') && g.glued(j) && g.glued(j + 1) && g.num(j + 1)?.len === 4) ? j + 1 : j;
  const yr = yearAfter(g, k);
  if (yr && yr.yy === undefined) [y, j] = [ceYear(yr), yr.e];
  else if (g.is(j, 'of', 'in')) {
    // "the first half of next year", "Q3 of this year"
    const c = cycleRule(g, k);
    if (c && c.node.t === 'cycle' && c.node.unit === 'year') {
      const node = { t: kind, [kind === 'quarter' ? 'q' : 'h']: q } as Node;
      return { node: { t: 'and', parts: [node, c.node] }, e: c.e };
    }
    // "the second half of December", "the first half of the day": a half (or quarter) of something
    // other than a year, not the year's, which would leave "December" to be read on its own
    return undefined;
  }
  const node = { t: kind, [kind === 'quarter' ? 'q' : 'h']: q, ...(y !== undefined ? { y } : {}) } as Node;
  if (y === undefined) {
    // "Q1 next year"
    const c = cycleRule(g, j);
    if (c && c.node.t === 'cycle' && c.node.unit === 'year') return { node: { t: 'and', parts: [node, c.node] }, e: c.e };
  }
  return { node, e: j };
}

function seasonName(g: Parser, i: number): { s: Season; e: number } | undefined {
  const w = g.w(i);
  const s: Season | undefined =
    w === 'summer' || w === 'summertime'
      ? 'summer'
      : w === 'winter'
        ? 'winter'
        : w === 'spring'
          ? 'spring'
          : w === 'autumn' || w === 'fall'
            ? 'autumn'
            : undefined;
  return s ? { s, e: i + 1 } : undefined;
}

/** "March", "March 2027", "next March", "March after next", "this summer", "summer 2027", "2027". */
export function periodRule(g: Parser, i: number): Parsed | undefined {
  return g.longest(i, [cycleRule, currentClockUnit, monthPeriod, seasonRule, quarterRule, yearRule, decadeRule]);
}

/**
 * "this hour", "the current minute": the clock's hour or minute under way. Only so: "next hour" is
 * the hour from now (the rolling rule's), and "the hour" alone is in "on the hour" or "within the hour".
 */
function currentClockUnit(g: Parser, i: number): Parsed | undefined {
  const j = g.any(i, seqs`this|the current|current`);
  if (j < 0) return undefined;
  const unit = g.is(j, 'hour', 'hr') ? 'hour' : g.is(j, 'minute', 'min') ? 'minute' : undefined;
  return unit ? { node: { t: 'cycle', unit, n: 0, id: g.id() }, e: j + 1 } : undefined;
}

export function monthPeriod(g: Parser, i: number): Parsed | undefined {
  let rel: Rel | undefined;
  let j = i;
  const pre = relPrefix(g, i);
  if (pre) [rel, j] = [pre.rel, pre.e];
  // "may" is a month after a cue, or when it is the whole text
  const alone = i === 0 && g.toks.length === 1;
  const mo = monthName(
    g,
    j,
    !alone &&
      !rel &&
      !CONNECTORS.has(g.w(i - 1) ?? '') &&
      !g.is(i - 1, 'early', 'mid', 'late', 'of', 'in', 'during', 'until', 'till', 'before', 'after', 'since', 'by', 'from', 'to', '-'),
  );
  if (!mo) return undefined;
  const e = mo.e;
  const base: Node = { t: 'month', m: mo.m };
  let k: number;
  if ((k = g.seq(e, 'after next')) >= 0) return { node: { t: 'rel', rel: 'next', base, steps: 2 }, e: k };
  if ((k = g.seq(e, 'before last')) >= 0) return { node: { t: 'rel', rel: 'last', base, steps: 2 }, e: k };
  if (rel) return { node: { t: 'rel', rel, base, steps: 1 }, e };
  const glued = g.is(e, '-', '/') && g.glued(e) && g.glued(e + 1) && g.num(e + 1)?.len === 4;
  const of = g.is(e, 'of', ',') || glued ? e + 1 : e;
  const y = yearAfter(g, of);
  if (y && y.yy === undefined && (g.num(of)?.len === 4 || of === e + 1 || !g.num(of)))
    return { node: { t: 'ym', y: ceYear(y), m: mo.m, ...(y.era === 'BE' ? { era: y.y } : {}) }, e: y.e };
  // "Jan '80": a year's last two digits after an apostrophe
  if (y && y.yy !== undefined) return { node: { t: 'ym', y: y.yy, m: mo.m, yy: true }, e: y.e };
  // "April 87", "August of 99": two digits that no day of a month can be are the year's last two
  // (right after the month, from 40: "August 32" may as well be a day mistyped as a year)
  const yy = y ? undefined : g.num(of);
  if (yy?.len === 2 && yy.n > (of === e ? 39 : 31) && !g.glued(of)) return { node: { t: 'ym', y: yy.n, m: mo.m, yy: true }, e: of + 1 };
  if (g.is(e, 'of', 'in')) {
    const c = cycleRule(g, e + 1);
    if (c && c.node.t === 'cycle' && c.node.unit === 'year') return { node: { t: 'and', parts: [base, c.node] }, e: c.e };
  }
  // "March in 1 year", "March in two years": March of the year that many years on
  if (g.is(e, 'in')) {
    const d = duration(g, e + 1);
    const k = d?.dur;
    if (k && k.year > 0 && Number.isInteger(k.year) && !k.month && !k.week && !k.day && !k.hour && !k.minute && !k.second) {
      return { node: { t: 'and', parts: [base, { t: 'cycle', unit: 'year', n: k.year, id: g.id() }] }, e: d.e };
    }
  }
  // "March in a year", "March next year"
  const c = cycleRule(g, e);
  if (c && c.node.t === 'cycle' && c.node.unit === 'year') return { node: { t: 'and', parts: [base, c.node] }, e: c.e };
  return { node: base, e };
}

function seasonRule(g: Parser, i: number): Parsed | undefined {
  // "2005 winter": the year first, as "winter 2005" (not the part of 2005 in either winter)
  const first = g.num(i);
  if (first?.len === 4 && !g.glued(i + 1)) {
    const named = seasonName(g, i + 1);
    if (named) return { node: { t: 'season', s: named.s, y: first.n }, e: g.is(named.e, 'season') ? named.e + 1 : named.e };
  }
  let rel: Rel | undefined;
  let j = i;
  const pre = relPrefix(g, i);
  if (pre && seasonName(g, pre.e)) [rel, j] = [pre.rel, pre.e];
  else if (g.w(i) === 'the') j++;
  const s = seasonName(g, j);
  if (!s) return undefined;
  const base: Node = { t: 'season', s: s.s };
  let e = s.e;
  if (g.is(e, 'season')) e++;
  if (rel) return { node: { t: 'rel', rel, base, steps: 1 }, e };
  const of = g.is(e, 'of') ? e + 1 : e;
  const y = yearAfter(g, of);
  if (y) return { node: { t: 'season', s: s.s, ...(y.yy === undefined ? { y: ceYear(y) } : { y: y.yy, yy: true }) }, e: y.e };
  return { node: base, e };
}

export const relSteps = (r: Rel): number =>
  r === 'this' ? 0 : r === 'next' || r === 'coming' ? 1 : r === 'last' ? -1 : r === 'afterNext' ? 2 : -2;

/**
 * ISO 8601 week numbers, as planners write them: "week 27", "wk 27", "calendar week 27", "CW 27",
 * "KW27", "W27", "week #27", with a year ("week 27 of 2026", "W27 2026"), or ISO's own "2026-W27",
 * "2026W27" and "2026-W27-3" (a day of the week, 1 = Monday).
 */
export function isoWeekRule(g: Parser, i: number): Parsed | undefined {
  const y0 = g.num(i);
  if (y0?.len === 4) {
    let j = i + 1;
    if (g.is(j, '-') && g.glued(j)) j++;
    const w = g.num(j + 1);
    if (!g.is(j, 'w') || !g.glued(j) || !g.glued(j + 1) || w?.len !== 2 || w.n < 1 || w.n > 53) return undefined;
    const e = j + 2;
    const d = g.num(e + 1);
    if (g.is(e, '-') && g.glued(e) && g.glued(e + 1) && d?.len === 1 && d.n >= 1 && d.n <= 7)
      return { node: { t: 'isoWeek', w: w.n, y: y0.n, wd: d.n }, e: e + 2 };
    return { node: { t: 'isoWeek', w: w.n, y: y0.n }, e };
  }
  const lead = g.any(i, seqs`calendar week|week number|week|wk|cw|kw|w`);
  // a lone "w" only glued to its number ("W27")
  if (lead < 0 || (g.w(i) === 'w' && !g.glued(lead))) return undefined;
  const j = g.is(lead, '#') ? lead + 1 : lead;
  const w = g.num(j);
  if (!w || w.len > 2 || w.n < 1 || w.n > 53) return undefined;
  let e = j + 1;
  // not an hour after "week" ("next week 3pm", "week 3.30"), nor a day ("week 2, day 3"); a full stop ends it
  if (g.is(e, ':', 'am', 'pm', 'a', 'p', 'h', 'o', "o'clock", 'oclock', 'day', 'days')) return undefined;
  if (g.is(e, '.') && g.glued(e) && g.glued(e + 1) && g.num(e + 1)) return undefined;
  const k = g.is(e, ',', 'of', '/') ? e + 1 : e;
  const y = g.num(k);
  if (y?.len === 4) e = k + 1;
  // "week 2 of June", "week 1 in next month": a week counted in a month, not the year's week 2
  else if (g.is(e, 'of', 'in')) return undefined;
  return { node: { t: 'isoWeek', w: w.n, ...(y?.len === 4 ? { y: y.n } : {}) }, e };
}
