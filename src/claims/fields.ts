// What a phrase of the passage states, field by field, and where each field is written: the
// weekday, the day, the month, the year, the time of day, each with its tokens, so a wrong field
// can be rewritten in place in the writer's own style ("Tue" stays three letters, "9th" keeps its
// suffix, "5pm" stays on the 12-hour clock) and nothing else in the text moves.

import { MONTH_NAMES, ordinalSuffix, WEEKDAY_NAMES } from '../core/civil.js';
import { pad2 } from '../core/iso-text.js';
import type { Node } from '../natural/ast.js';
import { MONTHS, ORDINAL_SUFFIXES, ORDINAL_WORDS, TENS_WORDS, UNITS_WORDS, WEEKDAYS } from '../natural/lexicon.js';
import type { Tok } from '../natural/tokens.js';
import type { Passage } from './passage.js';

/** A field and the tokens [s, e) that write it. */
export interface At<T> {
  readonly v: T;
  readonly s: number;
  readonly e: number;
}

/** What a date states: any of weekday, day, month, year (a numeric date's day and month may be either way round). */
export interface DateFields {
  readonly wd?: At<number>;
  readonly d?: At<number>;
  readonly m?: At<number>;
  /** The year as written; `two`: two digits ('26, 10/31/26). */
  readonly y?: At<number> & { readonly two?: boolean };
  /** A numeric date: a/b in the order written, to be read month first or day first; `dots`: written with full stops. */
  readonly numeric?: { readonly a: At<number>; readonly b: At<number>; readonly dots?: boolean };
  /** An ISO date token ("2026-12-09", with or without a time). */
  readonly iso?: At<{ year: number; month: number; day: number }>;
  /** For a month and day without a year: the year the passage gives them ("Holiday schedule for 2027: ..."). */
  readonly passageYear?: number;
}

/** A time of day as written: the hour on the 24-hour clock (h), whether it said am/pm, and its tokens. */
export interface ClockFields {
  readonly h: number;
  readonly m: number;
  /** Said without am/pm on the 12-hour clock ("5:00"): h or h + 12. */
  readonly amb: boolean;
  readonly s: number;
  readonly e: number;
}

/** A replacement of tokens [s, e) of the passage by `text`. */
export interface Edit {
  readonly s: number;
  readonly e: number;
  readonly text: string;
}

const isMonthWord = (t: Tok | undefined): boolean => t?.k === 'word' && t.w in MONTHS;
const isWeekdayWord = (t: Tok | undefined): boolean => t?.k === 'word' && t.w in WEEKDAYS;

/** A day of the month written in [s, e): digits with or without a suffix, or an ordinal word. */
function dayAt(p: Passage, s: number, e: number, d: number, skip: ReadonlySet<number>): At<number> | undefined {
  const t = p.toks;
  for (let k = s; k < e; k++) {
    if (skip.has(k)) continue;
    const tok = t[k]!;
    if (tok.k === 'num' && tok.len <= 2 && tok.n === d) {
      const suffix = t[k + 1] && !t[k + 1]!.sp && ORDINAL_SUFFIXES.has(t[k + 1]!.w) ? 1 : 0;
      return { v: d, s: k, e: k + 1 + suffix };
    }
    if (tok.k === 'word' && (ORDINAL_WORDS[tok.w] === d || (tok.w in TENS_WORDS && ordinalTail(t, k) === d))) {
      const end = tok.w in TENS_WORDS ? (t[k + 1]?.w === '-' ? k + 3 : k + 2) : k + 1;
      return { v: d, s: k, e: Math.min(end, e) };
    }
  }
  return undefined;
}

function ordinalTail(t: readonly Tok[], k: number): number | undefined {
  const j = t[k + 1]?.w === '-' ? k + 2 : k + 1;
  const o = ORDINAL_WORDS[t[j]?.w ?? ''];
  return o !== undefined && o <= 9 ? TENS_WORDS[t[k]!.w]! + o : undefined;
}

/** The four-digit (or 'yy) year written in [s, e). */
function yearAt(p: Passage, s: number, e: number, y: number, two: boolean): (At<number> & { two?: boolean }) | undefined {
  const t = p.toks;
  for (let k = s; k < e; k++) {
    const tok = t[k]!;
    if (tok.k !== 'num') continue;
    if (!two && tok.len === 4 && tok.n === y) return { v: y, s: k, e: k + 1 };
    if (
      two &&
      tok.len === 2 &&
      tok.n === y % 100 &&
      (t[k - 1]?.w === "'" || t[k - 1]?.w === '/' || t[k - 1]?.w === '-' || t[k - 1]?.w === '.')
    )
      return { v: y, s: k, e: k + 1, two: true };
  }
  return undefined;
}

/**
 * The fields of a date part of a phrase (md, ymd, dom, numdate, iso; a weekday beside it), found in
 * the tokens [s, e) it was read from. A field the tokens do not show is left out.
 */
export function dateFields(p: Passage, n: Node, s: number, e: number): DateFields {
  const f = writtenDateFields(p, n, s, e);
  const y = !f.y && !f.iso && (f.m || f.numeric) ? p.yearFor(s) : undefined;
  return y === undefined ? f : { ...f, passageYear: y };
}

function writtenDateFields(p: Passage, n: Node, s: number, e: number): DateFields {
  const t = p.toks;
  switch (n.t) {
    case 'iso':
      return {
        iso: {
          v: { year: n.iso.year, month: n.iso.month, day: n.iso.day },
          s: firstOf(t, s, e, (x) => x.k === 'iso'),
          e: firstOf(t, s, e, (x) => x.k === 'iso') + 1,
        },
      };
    case 'md':
    case 'ymd': {
      const mk = firstOf(t, s, e, isMonthWord);
      if (mk < 0) {
        // "2026/12/09": year, month, day in digits
        const nums = range(s, e).filter((k) => t[k]!.k === 'num');
        if (n.t === 'ymd' && nums.length === 3) {
          return {
            y: { v: n.y, s: nums[0]!, e: nums[0]! + 1 },
            m: { v: n.m, s: nums[1]!, e: nums[1]! + 1 },
            d: { v: n.d, s: nums[2]!, e: nums[2]! + 1 },
          };
        }
        return {};
      }
      const m = { v: n.m, s: mk, e: mk + 1 };
      const d = dayAt(p, s, e, n.d, new Set([mk]));
      const y = n.t === 'ymd' ? yearAt(p, s, e, n.y, false) : undefined;
      return { m, ...(d ? { d } : {}), ...(y ? { y } : {}) };
    }
    case 'dom': {
      const d = dayAt(p, s, e, n.d, new Set());
      return d ? { d } : {};
    }
    case 'numdate': {
      const mk = firstOf(t, s, e, isMonthWord);
      if (mk >= 0) {
        // "31-Oct-74", "Oct/31/74": a month name, a day, two digits of a year
        const d = dayAt(p, s, e, n.b, new Set([mk]));
        const y = n.y !== undefined ? yearAt(p, s, e, n.y, !!n.yy) : undefined;
        return { m: { v: n.a, s: mk, e: mk + 1 }, ...(d ? { d } : {}), ...(y ? { y } : {}) };
      }
      const nums = range(s, e).filter((k) => t[k]!.k === 'num');
      if (nums.length < 2) return {};
      const a = { v: n.a, s: nums[0]!, e: nums[0]! + 1 };
      const b = { v: n.b, s: nums[1]!, e: nums[1]! + 1 };
      const y =
        n.y !== undefined && nums[2] !== undefined ? { v: n.y, s: nums[2], e: nums[2] + 1, ...(n.yy ? { two: true } : {}) } : undefined;
      return { numeric: { a, b, ...(n.dots ? { dots: true } : {}) }, ...(y ? { y } : {}) };
    }
    case 'weekday': {
      const k = firstOf(t, s, e, isWeekdayWord);
      return k >= 0 ? { wd: { v: n.wd, s: k, e: k + 1 } } : {};
    }
    default:
      return {};
  }
}

/** The time of day a clock part states, and its tokens. */
export function clockFields(n: Extract<Node, { t: 'clock' }>, s: number, e: number): ClockFields {
  return { h: n.h % 24, m: n.m, amb: n.amb, s, e };
}

function firstOf(t: readonly Tok[], s: number, e: number, f: (x: Tok) => boolean): number {
  for (let k = s; k < e; k++) if (f(t[k]!)) return k;
  return -1;
}

const range = (s: number, e: number): number[] => Array.from({ length: Math.max(0, e - s) }, (_, i) => s + i);

// --- writing a field again in the writer's style

/** `word` in the letter case of `like`: all capitals, a capital first, or lower case. */
export function caseLike(like: string, word: string): string {
  if (like.length > 1 && like === like.toUpperCase() && like !== like.toLowerCase()) return word.toUpperCase();
  if (like[0] && like[0] === like[0].toUpperCase() && like[0] !== like[0].toLowerCase())
    return word[0]!.toUpperCase() + word.slice(1).toLowerCase();
  return word.toLowerCase();
}

/** A weekday written like `like`: the full name, or three letters. */
export function weekdayLike(like: string, wd: number): string {
  const full = WEEKDAY_NAMES[wd]!;
  const isFull = WEEKDAY_NAMES.some((n) => n.toLowerCase() === like.toLowerCase());
  return caseLike(like, isFull ? full : full.slice(0, 3));
}

/** A month written like `like`: the full name, "Sept", or three letters. */
export function monthLike(like: string, m: number): string {
  const full = MONTH_NAMES[m - 1]!;
  const lower = like.toLowerCase();
  if (MONTH_NAMES.some((n) => n.toLowerCase() === lower)) return caseLike(like, full);
  if (lower === 'sept' && m === 9) return caseLike(like, 'Sept');
  return caseLike(like, full.slice(0, 3));
}

const ORDINAL_BY_NUMBER = Object.fromEntries(Object.entries(ORDINAL_WORDS).map(([w, n]) => [n, w]));
const UNIT_BY_NUMBER = Object.fromEntries(
  Object.entries(UNITS_WORDS)
    .filter(([w]) => w !== 'oh')
    .map(([w, n]) => [n, w]),
);
const TENS_BY_NUMBER = Object.fromEntries(
  Object.entries(TENS_WORDS)
    .filter(([w]) => w !== 'fourty')
    .map(([w, n]) => [n, w]),
);

/** A number in words ("three", "twenty-one"), for numbers below a hundred. */
export function numberWords(n: number): string | undefined {
  if (n < 0 || n > 99 || !Number.isInteger(n)) return undefined;
  if (UNIT_BY_NUMBER[n]) return UNIT_BY_NUMBER[n];
  const tens = TENS_BY_NUMBER[n - (n % 10)];
  return tens && n % 10 ? `${tens}-${UNIT_BY_NUMBER[n % 10]}` : tens;
}

function ordinalWords(n: number): string | undefined {
  if (ORDINAL_BY_NUMBER[n]) return ORDINAL_BY_NUMBER[n];
  const tens = TENS_BY_NUMBER[n - (n % 10)];
  return tens && n % 10 ? `${tens}-${ORDINAL_BY_NUMBER[n % 10]}` : undefined;
}

/** The edit that writes a day of the month `d` where `at` wrote one, in the same form. */
export function dayEdit(p: Passage, at: At<number>, d: number): Edit {
  const t = p.toks[at.s]!;
  const said = p.said(at.s, at.e);
  if (t.k === 'num') {
    const digits = t.len === 2 && d < 10 && said.startsWith('0') ? pad2(d) : String(d);
    if (at.e - at.s === 2) return { s: at.s, e: at.e, text: digits + caseLike(p.said(at.s + 1, at.e), ordinalSuffix(d)) };
    return { s: at.s, e: at.e, text: digits };
  }
  return { s: at.s, e: at.e, text: caseLike(said, ordinalWords(d) ?? String(d)) };
}

/** The edit that writes a number `n` where a number was written (digits or words). */
export function numberEdit(p: Passage, k: number, n: number): Edit {
  const t = p.toks[k]!;
  if (t.k === 'num') return { s: k, e: k + 1, text: String(n) };
  return { s: k, e: k + 1, text: caseLike(p.said(k, k + 1), numberWords(n) ?? String(n)) };
}

/** The edits that write the date (y, m, d) and its weekday over the fields a date states. */
export function dateEdits(p: Passage, f: DateFields, day: { y: number; m: number; d: number; wd: number }, monthFirst = true): Edit[] {
  const out: Edit[] = [];
  if (f.wd && f.wd.v !== day.wd) out.push({ s: f.wd.s, e: f.wd.e, text: weekdayLike(p.said(f.wd.s, f.wd.e), day.wd) });
  if (f.iso) {
    const { year, month, day: dd } = f.iso.v;
    if (year !== day.y || month !== day.m || dd !== day.d) {
      const said = p.said(f.iso.s, f.iso.e);
      out.push({ s: f.iso.s, e: f.iso.e, text: `${String(day.y).padStart(4, '0')}-${pad2(day.m)}-${pad2(day.d)}${said.slice(10)}` });
    }
    return out;
  }
  if (f.numeric) {
    const [mAt, dAt] = monthFirst ? [f.numeric.a, f.numeric.b] : [f.numeric.b, f.numeric.a];
    const pad = (at: At<number>, v: number) => (p.said(at.s, at.e).length === 2 && v < 10 ? pad2(v) : String(v));
    if (mAt.v !== day.m) out.push({ s: mAt.s, e: mAt.e, text: pad(mAt, day.m) });
    if (dAt.v !== day.d) out.push({ s: dAt.s, e: dAt.e, text: pad(dAt, day.d) });
  } else {
    if (f.m && f.m.v !== day.m) {
      const t = p.toks[f.m.s]!;
      out.push({
        s: f.m.s,
        e: f.m.e,
        text: t.k === 'num' ? (p.said(f.m.s, f.m.e).length === 2 ? pad2(day.m) : String(day.m)) : monthLike(p.said(f.m.s, f.m.e), day.m),
      });
    }
    if (f.d && f.d.v !== day.d) out.push(dayEdit(p, f.d, day.d));
  }
  if (f.y && f.y.v !== day.y) out.push({ s: f.y.s, e: f.y.e, text: f.y.two ? pad2(day.y % 100) : String(day.y) });
  return out;
}

/**
 * The edit that writes a time of day (h, m on the 24-hour clock) over `c`, in its style: the
 * 12-hour clock with the same am/pm spelling, or the 24-hour clock; minutes shown if they were;
 * `padded`: the writer pads hours with a zero elsewhere in the claim ("07:00").
 */
export function clockEdit(p: Passage, c: ClockFields, h: number, m: number, padded = false): Edit {
  const said = p.said(c.s, c.e);
  const mer = /([ap])(\.?\s?)(m)(\.?)\s*$/i.exec(said);
  const hm = /^(\d{1,2})(?:([:.h])(\d{2}))?/i.exec(said);
  let text: string;
  if (mer || c.amb || /^(noon|midday|midnight)$/i.test(said)) {
    const h12 = h % 12 === 0 ? 12 : h % 12;
    const minutes = m !== 0 || hm?.[3] !== undefined ? `${hm?.[2] && hm[2] !== 'h' ? hm[2] : ':'}${pad2(m)}` : '';
    if (mer) {
      const am = h < 12;
      const a = mer[1]!;
      const letter = a === a.toUpperCase() ? (am ? 'A' : 'P') : am ? 'a' : 'p';
      const space = /^\d{1,2}(?:[:.h]\d{2})?\s/.test(said) ? ' ' : '';
      text = `${h12}${minutes}${space}${letter}${mer[2]}${mer[3]}${mer[4]}`;
    } else if (c.amb) text = `${padded ? pad2(h12) : h12}${minutes || ':00'}`;
    else text = `${h12}${minutes}${h < 12 ? 'am' : 'pm'}`;
  } else {
    const zero = padded || hm?.[1]?.length === 2;
    text = `${zero ? pad2(h) : String(h)}${hm?.[2] ?? ':'}${pad2(m)}`;
  }
  return { s: c.s, e: c.e, text };
}

/** The passage's text over tokens [s, e) with `edits` applied (edits inside the span, not overlapping). */
export function applyEdits(p: Passage, s: number, e: number, edits: readonly Edit[]): string {
  const { start, end } = p.span(s, e);
  let out = '';
  let at = start;
  for (const x of [...edits].sort((a, b) => a.s - b.s)) {
    const sp = p.span(x.s, x.e);
    if (sp.start < at) continue;
    out += p.original.slice(at, sp.start) + x.text;
    at = sp.end;
  }
  return out + p.original.slice(at, end);
}
