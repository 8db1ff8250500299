// What was left over: the words of a text outside the phrase that was read. A word that would change
// the reading (a number, a unit, a weekday, am/pm, a modifier touching the phrase) must not be
// dropped: the caller turns it into an alternative reading or an error. The rest (sentence words,
// articles, "please") is reported as `ignored`.

import { FILLER, MEANINGFUL, MODIFIERS, MONTHS, ORDINAL_WORDS, TENS_WORDS, UNIT_WORDS, UNITS_WORDS } from './lexicon.js';
import type { Tok } from './tokens.js';

/** Modifiers that change what follows them ("next", "late"), and those that change what precedes ("ago", "later"). */
const REL = new Set(['this', 'next', 'last', 'coming', 'past', 'previous', 'following', 'upcoming', 'current']);
/** Words that begin open ranges and shifts: a "next" right before them was meant for the phrase. */
const STRUCTURE = new Set(['after', 'before', 'from', 'until', 'till', 'since', 'by', 'between', 'within', 'in']);
const BEFORE_ONLY = new Set([
  'than',
  'early',
  'late',
  'mid',
  'middle',
  'before',
  'after',
  'since',
  'until',
  'till',
  'til',
  'by',
  'within',
  'from',
  'between',
  'through',
  'thru',
  'every',
  'each',
  'rest',
  'end',
  'beginning',
  'start',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'not',
  'no',
  'half',
  'couple',
  'few',
  'several',
  'closest',
  'nearest',
  'other',
  'alternate',
  'every',
  'each',
  'final',
  'penultimate',
]);
const AFTER_ONLY = new Set([
  'early',
  'late',
  'ago',
  'later',
  'earlier',
  'hence',
  'latest',
  'earliest',
  'onwards',
  'onward',
  'before',
  'after',
  'from',
  'until',
  'till',
  'to',
  'through',
  'thru',
  'and',
  'or',
]);

/** Words that leave out or count on from what they touch ("any day but Monday", "next Friday but one"). */
const EXCEPT = new Set(['but', 'except', 'excluding', 'besides']);
/** What an EXCEPT word joins the phrase to when it changes it: a span of days, a count, a weekday. */
const EXCEPT_OTHER =
  /^(day|days|week|weeks|weekday|weekdays|weekend|weekends|time|times|date|dates|month|months|anytime|one|two|three|last|first|(mon|tue|wed|thu|fri|sat|sun)[a-z]*)$/;

/** Words that before a weekday name a holiday ("Maundy Thursday", "Black Friday"): dropping them changes the day. */
const WEEKDAY_PREFIX =
  /^(maundy|palm|holy|ash|shrove|clean|whit|good|black|cyber|easter|super|fat|great|orthodox|covenant|low|mothering|trinity|passion|white|giving|small|plough|blue)$/;

/** Words that next to the phrase make it name a holiday or a season we did not read ("summer bank holiday"). */
const NAMING = new Set([
  'holiday',
  'holidays',
  'bank',
  'festival',
  'feast',
  'eve',
  'observed',
  'vacation',
  'break',
  'term',
  'semester',
  'fiscal',
  'financial',
  'academic',
  'school',
]);

const isNumberWord = (w: string): boolean =>
  w in UNITS_WORDS || w in TENS_WORDS || w in ORDINAL_WORDS || w === 'hundred' || w === 'thousand' || w === 'dozen';

/**
 * The tokens outside [s, e) that would change the reading: numbers, time words, zone abbreviations
 * (`zoneWord` asks the resolver about all-capital words), and modifiers next to the span (only
 * fillers between): "late" in "late tomorrow", "by" in "by the end of". "this"/"next"/"last" count
 * right before a period, a name or a word like "after" ("next after 3"), not before "tomorrow" or
 * "at" ("can we do this tomorrow", "I'll do this at 3pm").
 */
export function unplaced(text: string, toks: readonly Tok[], s: number, e: number, zoneWord?: (word: string) => boolean): Tok[] {
  const out: Tok[] = [];
  const first = toks[s];
  const fillerOnly = (from: number, to: number): boolean => {
    for (let k = from; k < to; k++) if (!FILLER.has(toks[k]!.w) && toks[k]!.k !== 'sym') return false;
    return true;
  };
  for (let i = 0; i < toks.length; i++) {
    if (i >= s && i < e) continue;
    const t = toks[i]!;
    if (t.k === 'num' || t.k === 'iso') {
      out.push(t);
      continue;
    }
    // "-1:00", "+3 days": a sign glued to the phrase's first number
    if (t.k === 'sym' && (t.w === '-' || t.w === '+') && i === s - 1 && first && !first.sp) {
      out.push(t);
      continue;
    }
    if (t.k !== 'word') continue;
    // "February's", "Friday's": the word itself
    const w = t.w.endsWith("'s") ? t.w.slice(0, -2) : t.w;
    const before = i < s && fillerOnly(i + 1, s);
    const after = i >= e && fillerOnly(e, i);
    const touching = i === s - 1 || i === e;
    if (w === 'may' || w === 'march' || w === 'mar' || w === 'sept' || w === 'jan') {
      // a month only next to a number ("may 5") or the phrase ("may" before "2027")
      const nb = toks[i + 1];
      const pb = toks[i - 1];
      if (nb?.k === 'num' || pb?.k === 'num' || before || after) out.push(t);
      continue;
    }
    // "I am free on Friday", "am I free Friday": the verb beside "I", not the morning
    if (w === 'am' && (toks[i - 1]?.w === 'i' || toks[i + 1]?.w === 'i')) continue;
    if (MEANINGFUL.has(w) || w in MONTHS) {
      out.push(t);
      continue;
    }
    if (w in UNIT_WORDS && w.length > 2 && (toks[i - 1]?.k === 'num' || isNumberWord(toks[i - 1]?.w ?? '') || toks[i - 1]?.w === 'half')) {
      out.push(t);
      continue;
    }
    if (isNumberWord(w) && (touching || (toks[i + 1] && (toks[i + 1]!.w in UNIT_WORDS || MEANINGFUL.has(toks[i + 1]!.w))))) {
      out.push(t);
      continue;
    }
    // a number said in words ("nineteen ninety six", "twenty five"): a year or a count, as digits would be
    if (isNumberWord(w) && (isNumberWord(toks[i + 1]?.w ?? '') || isNumberWord(toks[i - 1]?.w ?? ''))) {
      out.push(t);
      continue;
    }
    // "any day but Monday", "every day except Friday", "next Friday but one": the word joins the phrase to a span it leaves out, or a count
    if (EXCEPT.has(w)) {
      const other = i === s - 1 ? toks[i - 1] : i === e ? toks[i + 1] : undefined;
      if (other && (other.k === 'num' || (other.k === 'word' && EXCEPT_OTHER.test(other.w)))) out.push(t);
      continue;
    }
    if (i === s - 1 && WEEKDAY_PREFIX.test(w) && first?.k === 'word' && /^(mon|tue|wed|thu|fri|sat|sun)/.test(first.w)) {
      out.push(t);
      continue;
    }
    const rel = REL.has(w);
    // "this week or next", "this or next week": the other choice, joined by "or" or "and"
    if (rel && ((i === e + 1 && /^(or|and)$/.test(toks[e]!.w)) || (i === s - 2 && /^(or|and)$/.test(toks[s - 1]!.w)))) {
      out.push(t);
      continue;
    }
    if (rel) {
      // right before the phrase it was meant for it, unless the phrase opens with "at", "on" or a day word ("do this at 3pm", "do this tomorrow")
      // right after it and ending the text ("3pm next"): left hanging, it was meant for the phrase
      if (i === e && (toks[i + 1] === undefined || toks[i + 1]!.k === 'sym')) out.push(t);
      else if (
        i === s - 1 &&
        first &&
        (STRUCTURE.has(first.w) || !(FILLER.has(first.w) || /^(today|tomorrow|tmrw|tonight|yesterday|now)$/.test(first.w)))
      )
        out.push(t);
      continue;
    }
    // "this time", "same time": the time of day of now
    if ((w === 'this' || w === 'same') && toks[i + 1]?.w === 'time') {
      out.push(t);
      continue;
    }
    // "bank holiday", "Christmas week": words that next to a date name something else ("my vacation
    // is from May 3" says when the vacation is)
    const verb = (from: number, to: number) => toks.slice(from, to).some((x) => x.w === 'is' || x.w === 'be');
    if (((before && !verb(i + 1, s)) || (after && !verb(e, i))) && NAMING.has(w)) {
      out.push(t);
      continue;
    }
    if (before && BEFORE_ONLY.has(w)) {
      out.push(t);
      continue;
    }
    // "later in June", "earlier in the week": a part of what follows ("later on Friday" is a time that day)
    if (before && (w === 'later' || w === 'earlier') && toks[i + 1]?.w === 'in') {
      out.push(t);
      continue;
    }
    if (after && AFTER_ONLY.has(w) && MODIFIERS.has(w)) {
      out.push(t);
      continue;
    }
    // "PT", "CET": a zone the phrase did not read
    const raw = text.slice(t.s, t.e);
    if (zoneWord && /^[A-Z]{2,5}$/.test(raw) && zoneWord(raw)) out.push(t);
    // "9am in Gyeonggi-do": a name right after the phrase and "in" is a place the zone may be, not prose
    else if (i === e + 1 && toks[e]?.w === 'in' && /^\p{Lu}/u.test(raw) && raw !== 'I') out.push(t);
  }
  return out;
}

/** The words of `toks` outside [s, e), each side joined, the two sides with " … "; fillers and punctuation dropped. */
export function ignoredWords(text: string, toks: readonly Tok[], s: number, e: number): string | undefined {
  const side = (from: number, to: number): string | undefined => {
    const kept = toks.slice(from, to).filter((t) => t.k !== 'sym' && !FILLER.has(t.w));
    if (!kept.length) return undefined;
    return text.slice(kept[0]!.s, kept[kept.length - 1]!.e).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  };
  const parts = [side(0, s), side(e, toks.length)].filter((p): p is string => !!p);
  return parts.length ? parts.join(' … ') : undefined;
}

/**
 * Words that say a text is a sentence around its phrase, not a phrase: pronouns, auxiliaries,
 * question words and the verbs people schedule with. A text with none of them is a phrase, and a
 * phrase is read whole or refused: a word of it that the grammar did not read (a holiday it does
 * not know, "century", "afternoonish") would otherwise be dropped and the rest answered as if it
 * were all that was asked.
 */
export const SENTENCE_WORDS = new Set(
  (
    "i i'm i'll i'd i've me my mine we we're we'll we've us our you you're you'll your he she him her his they them their there here " +
    "it it's its that's there's someone something everyone everybody anyone anything everything nothing together " +
    "let let's can could would will shall should must might do does did done don't doesn't didn't can't won't is are was were be been being " +
    "isn't aren't wasn't has have had having get got how what when where which who why whether if unless because as but with without " +
    'not no yes ok okay thanks thank hi hello hey dear regards cheers best sorry just also still only even really well good great fine ' +
    'free busy available works suit suits suitable fits fit okay possible ' +
    'meet meeting meetings call calls talk chat sync catch up see visit come go going coming leave arrive fly land ship ships shipping launch launches ' +
    'release deploy deliver delivery submit send sent pay paid reply respond answer review discuss plan planned book booked schedule scheduled ' +
    'move moved reschedule postpone cancel remind reminder ping back due deadline expire expires expiring ' +
    'finish finishes finished report event party appointment flight train trip work working worked ' +
    'over need needs want wants like love happen happens happened held hold take takes make makes off away out home leaving returning traveling travelling'
  ).split(' '),
);

/** Words a touching word reaches the phrase through: articles and nouns that name nothing by themselves. */
const THROUGH = new Set(['the', 'a', 'an', 'day', 'date', 'time']);

/**
 * Words the reading would drop and that could change it: in a phrase (no sentence word), every
 * word outside the spans read but the fillers; in a sentence, the words that touch a span read
 * (right next to it, or joined by a hyphen or "of") and are not sentence words ("Lazarus" in "see
 * you Lazarus Saturday", "Holy Spirit" in "Monday of the Holy Spirit"). `read` says which tokens
 * some phrase read.
 */
export function unreadWords(toks: readonly Tok[], read: (i: number) => boolean): Tok[] {
  const loose: number[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (read(i) || t.k !== 'word' || FILLER.has(t.w)) continue;
    loose.push(i);
  }
  if (!loose.length) return [];
  const bare = (w: string) => (w.endsWith("'s") ? w.slice(0, -2) : w);
  // a sentence, by any of its words outside the phrase, fillers too ("The webinar is on Thursday")
  const sentence = toks.some((t, i) => !read(i) && t.k === 'word' && (SENTENCE_WORDS.has(t.w) || SENTENCE_WORDS.has(bare(t.w))));
  if (!sentence) return loose.map((i) => toks[i]!);
  const out = new Set<number>();
  // the word right next to a read token, or joined to it by a hyphen or "of" ("Monday of the Holy Spirit")
  const reach = (from: number, step: 1 | -1) => {
    for (let k = from + step; k >= 0 && k < toks.length; k += step) {
      const t = toks[k]!;
      if (read(k)) return;
      if (t.k === 'sym') {
        if (t.w !== '-' && t.w !== '/') return;
        continue;
      }
      if (t.k !== 'word') return;
      // "of" joins ("Monday of the Holy Spirit"); an article or a noun that names nothing by itself ("zorblax day this year") does not part a word from the phrase; a preposition does
      if (t.w === 'of' || THROUGH.has(t.w)) continue;
      if (FILLER.has(t.w)) return;
      if (!SENTENCE_WORDS.has(t.w) && !SENTENCE_WORDS.has(bare(t.w))) out.add(k);
      return;
    }
  };
  // each run of read tokens: a filler at its edge ("on" of "on Monday") keeps the neighbour apart, unless it is "of"
  for (let a = 0; a < toks.length; a++) {
    if (!read(a)) continue;
    let b = a;
    while (b + 1 < toks.length && read(b + 1)) b++;
    const apart = (t: Tok) => t.k === 'word' && FILLER.has(t.w) && t.w !== 'of';
    if (!apart(toks[a]!)) reach(a, -1);
    if (!apart(toks[b]!)) reach(b, 1);
    a = b;
  }
  return [...out].sort((a, b) => a - b).map((i) => toks[i]!);
}
