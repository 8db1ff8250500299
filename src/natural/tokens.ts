// Text to tokens: one left-to-right scan, linear in the length of the text. Text with control
// characters or broken UTF-16 is refused; letters of any script, digits, and every other symbol
// (emoji included) become tokens the grammar reads or reports. ISO 8601 dates and date-times
// ("2026-03-15", "2026-03-15T14:30:00+01:00[Europe/Berlin]") are one token each, so their digits are
// never read as anything else.

import { InputError } from '../core/errors.js';
import { MEANINGFUL, PARTS_OF_DAY } from './lexicon.js';

export interface IsoParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour?: number;
  readonly minute?: number;
  readonly second?: number;
  /** The offset as written ("Z", "+05:30"), if any. */
  readonly offset?: string;
  /** The zone in brackets (RFC 9557), if any. */
  readonly bracket?: string;
}

export interface Tok {
  /** The token, lower-cased ("3", "pm", "o'clock", ":"); "am"/"pm" for "a.m."/"p.m.". */
  readonly w: string;
  readonly k: 'num' | 'word' | 'sym' | 'iso';
  /** A number's value (NaN for other tokens). */
  readonly n: number;
  /** A number's count of digits (0 for other tokens). */
  readonly len: number;
  /** Where it is in the normalized text: [s, e). */
  readonly s: number;
  readonly e: number;
  /** Whether white space (or the start of the text) comes right before it. */
  readonly sp: boolean;
  readonly iso?: IsoParts;
}

/** The longest phrase read; tools' schemas hold their arguments to this or less. */
export const MAX_PHRASE_CHARS = 500;

const ISO_RE =
  /(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?(?:\s?(Z|[+-]\d{2}(?::?\d{2})?)(?![\d:]))?)?(?:\[!?([^\]\s]{1,64})\])?(?![\d:])/iy;
// ISO 8601's basic format, as logs and file names write dates: "20161016", "20161016T1530Z" (a year
// from 1500 and a valid month and day, so that no other run of eight digits is read as one).
const ISO_BASIC_RE =
  /((?:1[5-9]|2\d)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?:T(\d{2})(\d{2})(?:(\d{2})(?:[.,]\d{1,9})?)?(Z|[+-]\d{2}(?:\d{2})?)?)?(?:\[!?([^\]\s]{1,64})\])?(?![\d:])/iy;
const MERIDIEM_RE = /([ap])\.\s?m\.?/iy;
/** The date alone of an ISO date and time. */
const ISO_DATE_RE = /(\d{4})-(\d{2})-(\d{2})/y;
const NUM_RE = /\d+/y;
const WORD_RE = /\p{L}[\p{L}\p{M}]*(?:'\p{L}+)*/uy;
const SPACE_RE = /\s+/y;

/** NFKC, curly quotes and dashes made plain, a lone dot or bullet a comma, white space collapsed; refuses control characters and broken text. */
export function normalizePhrase(text: string, field: string, examples: string): string {
  if (text.length > MAX_PHRASE_CHARS * 4) {
    throw new InputError(
      'phrase.too-long',
      `The ${field} is too long (${text.length} characters); pass one date or time phrase of at most ${MAX_PHRASE_CHARS} characters.`,
      field,
    );
  }
  // Control characters (but tabs and line breaks), and lone surrogates: binary, not text.
  if (
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
      text,
    )
  ) {
    throw new InputError(
      'phrase.binary',
      `The ${field} holds control characters or binary data; pass plain text such as ${examples}.`,
      field,
    );
  }
  const clean = text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201B\u02BC\u2032`\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
    // A dot, bullet or bar standing alone between words separates them as a comma does ("8:23 AM · Jul
    // 9, 2016", "Sep 03 2014 | 4:32 pm EDT").
    .replace(/(^|\s)[\u00B7\u2022\u2027\u2219\u22C5\u30FB|](?=\s|$)/g, '$1,')
    // "mid-night", "mid-day": the one word
    .replace(/\bmid-(night|day)\b/gi, 'mid$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length > MAX_PHRASE_CHARS) {
    throw new InputError(
      'phrase.too-long',
      `The ${field} is too long (${clean.length} characters); pass one date or time phrase of at most ${MAX_PHRASE_CHARS} characters.`,
      field,
    );
  }
  return clean;
}

/** The tokens of normalized text (see normalizePhrase). */
export function tokenize(text: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  let sp = true;
  const take = (re: RegExp): RegExpExecArray | null => {
    re.lastIndex = i;
    return re.exec(text);
  };
  while (i < text.length) {
    let m = take(SPACE_RE);
    if (m) {
      i += m[0].length;
      sp = true;
      continue;
    }
    const prev = out[out.length - 1];
    const afterDigitOrDash = prev !== undefined && !sp && (prev.k === 'num' || prev.w === '-');
    if (!afterDigitOrDash && ((m = take(ISO_RE)) || (m = take(ISO_BASIC_RE)))) {
      // "2028-03-18 10:30 PM": a time after a space with am/pm after it is a time of the 12-hour
      // clock of its own, not the ISO date's 24-hour one
      if (m[4] !== undefined && m[0][10] === ' ' && !m[7] && !m[8] && /^\s?[ap]\.?\s?m\b\.?/iy.test(text.slice(i + m[0].length)))
        m = take(ISO_DATE_RE)!;
      const [whole, y, mo, d, h, mi, s, offset, bracket] = m;
      const iso: IsoParts = {
        year: Number(y),
        month: Number(mo),
        day: Number(d),
        ...(h !== undefined ? { hour: Number(h), minute: Number(mi), ...(s === undefined ? {} : { second: Number(s) }) } : {}),
        ...(offset ? { offset } : {}),
        ...(bracket ? { bracket } : {}),
      };
      out.push({ w: whole.toLowerCase(), k: 'iso', n: NaN, len: 0, s: i, e: i + whole.length, sp, iso });
    } else if ((m = take(NUM_RE))) {
      out.push({ w: m[0], k: 'num', n: Number(m[0]), len: m[0].length, s: i, e: i + m[0].length, sp });
    } else if ((prev?.k === 'num' || sp) && (m = take(MERIDIEM_RE)) && !/\p{L}/u.test(text[i + m[0].length] ?? '')) {
      out.push({ w: `${m[1]!.toLowerCase()}m`, k: 'word', n: NaN, len: 0, s: i, e: i + m[0].length, sp });
    } else if ((m = take(WORD_RE))) {
      const w = m[0].toLowerCase();
      // "afternoonish", "noonish": the time word and "ish", as if written "afternoon-ish"
      const stem = w.endsWith('ish') ? w.slice(0, -3) : '';
      if (stem && (MEANINGFUL.has(stem) || stem in PARTS_OF_DAY)) {
        out.push({ w: stem, k: 'word', n: NaN, len: 0, s: i, e: i + stem.length, sp });
        out.push({ w: 'ish', k: 'word', n: NaN, len: 0, s: i + stem.length, e: i + m[0].length, sp: false });
      } else out.push({ w, k: 'word', n: NaN, len: 0, s: i, e: i + m[0].length, sp });
    } else {
      const cp = text.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      out.push({ w: ch, k: 'sym', n: NaN, len: 0, s: i, e: i + ch.length, sp });
    }
    i = out[out.length - 1]!.e;
    sp = false;
  }
  // an amount of money is no date or time: "$12 December 27" is the 27th of December, paid $12 (the
  // amount is kept as a symbol, which no rule reads and the leftover check lets pass)
  for (let k = 0; k < out.length; k++) {
    const t = out[k]!;
    if (t.k !== 'num') continue;
    const before = out[k - 1];
    const after = out[k + 1];
    if ((before?.k === 'sym' && CURRENCY_RE.test(before.w)) || (after?.k === 'sym' && !after.sp && CURRENCY_RE.test(after.w))) {
      out[k] = { ...t, k: 'sym', n: NaN };
      // its cents: "£3.50"
      const cents = out[k + 2];
      if ((after?.w === '.' || after?.w === ',') && !after.sp && cents?.k === 'num' && !cents.sp)
        out[k + 2] = { ...cents, k: 'sym', n: NaN };
    }
  }
  return out;
}

const CURRENCY_RE = /^\p{Sc}$/u;
