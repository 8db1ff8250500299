// Every date and time claim in a passage, checked: a weekday beside a date, a relative phrase beside
// the date it means ("next Friday (Dec 11)", "tomorrow, the 8th", "10 business days from Dec 1 is
// Dec 15"), a holiday beside its date, a stretch of days beside its length, a count of days to a
// date, a time beside the same time in other zones, the day the clocks change, and a year that
// cannot be the one meant. Each claim is read every way it can be; it is wrong only when every
// reading says so and all give the same correction, and ambiguous when the readings disagree.

import { civilFromDays, daysFromCivil, daysInMonth, WEEKDAY_NAMES, weekdayOfEpochDay, yearOfTwoDigits } from '../core/civil.js';
import { formatDate, pad2 } from '../core/iso-text.js';
import { wordTable } from '../core/tables.js';
import { SECONDS_PER_DAY } from '../core/units.js';
import type { Node } from '../natural/ast.js';
import { Grammar } from '../natural/grammar/index.js';
import { FILLER, UNITS_WORDS, TENS_WORDS } from '../natural/lexicon.js';
import { HOLIDAYS } from '../natural/holidays.js';
import { resolveWallTime, wallAt } from '../time/zoned.js';
import type { ResolvedZone } from '../zones/resolve.js';
import { lookupZone, onlyInCountry } from '../zones/resolver.js';
import { resolvedOf } from '../zones/resolve.js';
import { applyEdits, clockEdit, clockFields, dateEdits, dateFields, numberEdit, type DateFields, type Edit } from './fields.js';
import { lengths, Passage, scan, type Item, type Length } from './passage.js';
import { longDate, Reader, type Context, type DayReading } from './readings.js';

export { MAX_PASSAGE_CHARS } from './passage.js';
export type { Context } from './readings.js';

export type Verdict = 'ok' | 'wrong' | 'ambiguous' | 'unverifiable';
export type ClaimKind = 'weekday' | 'relative' | 'holiday' | 'range' | 'count' | 'year' | 'conversion' | 'clock_change';

export interface Claim {
  /** Offsets [start, end) in the passage as given (UTF-16 code units). */
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly kind: ClaimKind;
  readonly verdict: Verdict;
  /** For a wrong claim: the text to put in its place. */
  readonly corrected?: string;
  readonly reason: string;
  /** For an ambiguous claim, or a wrong one whose readings fix it differently: each reading and what it makes of the claim. */
  readonly readings?: readonly string[];
}

export interface Report {
  readonly claims: readonly Claim[];
  /** Dates and relative phrases with nothing beside them to check them against. */
  readonly unchecked: number;
}

/** One way of reading a claim, and what it makes of it. */
interface Outcome {
  readonly ok: boolean;
  readonly edits: readonly Edit[];
  readonly reason: string;
  /** How this reading differs from the others ("month first", "the coming Friday"); '' when it is the only one. */
  readonly how: string;
}

interface Draft {
  readonly s: number;
  readonly e: number;
  readonly kind: ClaimKind;
  readonly outcomes: readonly Outcome[];
  /** Why nothing could be checked, when nothing could. */
  readonly unverifiable?: string;
}

interface Part {
  readonly node: Node;
  readonly s: number;
  readonly e: number;
  /** A date's year said apart from it ("Dec 25 this year", "July 4th falls on a Sunday in 2027"). */
  readonly year?: number;
}

/** What one phrase of the passage holds, part by part. */
interface Facts {
  readonly item: Item;
  /** Where what it says of a day begins: past the words of an open range ("due tomorrow" says "tomorrow"). */
  readonly s: number;
  readonly wd?: Part;
  readonly date?: Part;
  /** A day counted from now ("tomorrow", "next Friday", "in 3 weeks", "10 business days from Dec 1"). */
  readonly rel?: Part;
  readonly holiday?: Part;
  readonly clock?: Part;
  readonly zone?: ResolvedZone;
  readonly range?: Extract<Node, { t: 'range' }>;
  /** A day counted from a day the passage gave elsewhere ("the following Monday"): not checked. */
  readonly context?: boolean;
  /** The year the phrase names beside a day ("this year", "in 2027"), not a stretch of time to check a day against. */
  readonly year?: number;
  /** The evening of its day: "at sundown on December 4". */
  readonly sundown?: boolean;
}

/** The choice id of a weekday said with "next" beside a day of the month (the grammar's ids count up from 1). */
const AHEAD_ID = 1_000_000;
const DATE_KINDS = new Set(['md', 'ymd', 'dom', 'numdate', 'iso']);
const REL_KINDS = new Set([
  'dayrel',
  'weekdayRel',
  'shift',
  'biz',
  'countWd',
  'countWeekend',
  'nthAfter',
  'nthOf',
  'cycle',
  'rel',
  'eve',
  'closest',
]);

/** Words between a phrase and the date that says what it is: "next Friday, Dec 11", "tomorrow is the 8th", "Thanksgiving on Nov 26". */
const APPOSITION = new Set([
  '',
  ',',
  'is',
  '=',
  'on',
  ', on',
  'starts',
  'starts on',
  'begins',
  'begins on',
  // "begins at sundown on December 4": the sun's word is read with the date
  'begins at',
  'starts at',
  'ends',
  'ends on',
  'is due',
  'is due on',
  ':',
  '-',
  '- -',
  'falls on',
  'lands on',
  'is on',
  'which is',
  ', which is',
  'which is a',
  ', which is a',
  'that is a',
  ', that is a',
  'that is',
  ', that is',
  'i . e .',
  'i . e . ,',
  ', i . e .',
  'will be',
  'is a',
  ', a',
  'being',
  '- >',
  '= >',
  'was',
  'was on',
  'was a',
  'is the',
  'will be on',
  'falls on a',
  'is on a',
  'was on a',
  'will be a',
  'will be on a',
  'lands on a',
  'fell on',
  'fell on a',
  'will fall on',
  'will fall on a',
  'is also',
]);
/** Words between times that say they are one time in several zones: "9am PT / 5pm London", "9am PT (12pm ET)". */
const CONVERSION = new Set([
  '/',
  '(',
  ',',
  '=',
  '|',
  'or',
  'and',
  'is',
  ', or',
  '/ /',
  ', and',
  ', (',
  '(',
  'i . e .',
  'which is',
  ', which is',
  ', i . e .',
  ', that is',
  "( that's",
  '( that is',
  '( i . e .',
  '( or',
  '[',
  ', [',
  '- -',
  '\u00b7',
  '\u2022',
]);

/** Of those, the words that can also join two times of their own ("9am ET, and 3pm ET"). */
const LISTING = new Set([',', 'and', ', and', 'or', ', or']);

/** Checks every date and time claim in `text`. Throws an InputError for text that is not text. */
export function checkDates(text: string, ctx: Context): Report {
  const p = new Passage(text, ctx.db, ctx.field, ctx.reference, ctx.zone.name);
  const r = new Reader(ctx);
  const lens = lengths(p);
  const items = scan(p, lens);
  const facts = items.map((it) => factsOf(p, it, civilFromDays(r.today).year));
  const sentence = p.sentences();
  const drafts: Draft[] = [];
  /** Items some claim checked (the rest that name a day are counted as unchecked). */
  const used = new Set<number>();
  const gapWords = (a: number, b: number): string =>
    p.toks
      .slice(a, b)
      .filter((t) => t.w !== 'the')
      .map((t) => t.w)
      .join(' ');
  const closes = (k: number) => p.toks[k]?.w === ')' || p.toks[k]?.w === ']';

  // Two phrases side by side: "next Friday (Dec 11)", "Thanksgiving on Nov 26", "Dec 11 (Friday)", "Christmas is in 19 days".
  /** A shift said with "later" or "earlier" at fact i, counted from the last date the passage gave before it. */
  const laterClaim = (i: number, fields: DateFields, s: number, e: number): Draft | undefined => {
    const rel = facts[i]!.rel!;
    const before = facts.slice(0, i).findLast((g) => (g.date || datedRange(g)) && !g.rel && !g.holiday && !g.context);
    // "two weeks later", "two business days later"
    const shift = rel.node.t === 'biz' || (rel.node.t === 'shift' && dayGrained(rel.node)) ? rel.node : undefined;
    if (!before || !shift) return undefined;
    const from = (base: Node) => relativeClaim(p, r, { ...rel, node: { ...shift, base } }, fields, s, e);
    if (before.date) return from(before.date.node);
    // after a range of dates, from either end ("December 8 to 10. A week later (December 17)" holds
    // from the end): each end a reading
    const ends = [from(before.range!.a), from(before.range!.b)];
    if (!ends[0] || !ends[1]) return undefined;
    const outcomes = ends.flatMap((d, k) =>
      d!.outcomes.map((o) => ({ ...o, how: [`from the range's ${k ? 'end' : 'start'}`, o.how].filter(Boolean).join(', ') })),
    );
    return { ...ends[0], outcomes };
  };
  /** Phrases whose relative day or holiday a pair checked against the date beside them. */
  const paired = new Set<number>();
  /** A range of weekdays checked against the range of dates before it: its index → the dates'. */
  const weekdaysOfDates = new Map<number, number>();
  for (let i = 0; i + 1 < facts.length; i++) {
    if (facts[i + 1]!.context || sentence[facts[i]!.item.s] !== sentence[facts[i + 1]!.item.s]) continue;
    const [a, b] = sharingYear(facts[i]!, facts[i + 1]!);
    const gap = gapWords(a.item.e, b.item.s);
    // "(Monday)", "(a Monday)"
    const paren = ['(', ', (', '( a', ', ( a'].includes(gap) && closes(b.item.e);
    if (!paren && !APPOSITION.has(gap)) continue;
    const end = paren ? b.item.e + 1 : b.item.e;
    if (a.context) {
      // "Two weeks later (December 26)", with a weekday of its own beside the date ("two weeks later
      // on Friday, January 15"): both checked
      const d =
        !b.rel && !b.holiday && !b.clock && (b.date || b.wd) && !(a.wd && b.wd)
          ? laterClaim(i, { ...dateFieldsOf(p, b), ...dateFieldsOf(p, a) }, a.s, end)
          : undefined;
      if (d) {
        drafts.push(d);
        used.add(i).add(i + 1);
      }
      continue;
    }
    // "Jan 5-7 (Tue-Thu)", "Monday-Wednesday, Jan 5-7": a range of dates and a range of weekdays, end by end
    const dates = datesOnly(a) && weekdaysOnly(b) ? a : datesOnly(b) && weekdaysOnly(a) ? b : undefined;
    if (dates) {
      const d = rangeWeekdays(p, r, dates, (dates === a ? b : a).range!, a.s, end);
      if (d) {
        drafts.push(d);
        used.add(i).add(i + 1);
        // a length after them is the dates' ("March 3-5 (Wed-Fri), three days")
        if (dates === a) weekdaysOfDates.set(i + 1, i);
        continue;
      }
    }
    const absolute = (f: Facts) => (f.date || f.wd) && !f.rel && !f.holiday && !f.clock;
    const fieldsOf = (...fs: Facts[]): DateFields => Object.assign({}, ...fs.map((f) => dateFieldsOf(p, f)));
    // a relative day or holiday, with at most a weekday of its own ("tomorrow, Monday", "Thanksgiving on Thursday")
    const named = (f: Facts) => !f.date && !f.clock && !(f.rel && f.holiday);
    let d: Draft | undefined;
    if (a.rel && named(a) && absolute(b) && !(a.wd && b.wd)) d = relativeClaim(p, r, a.rel, fieldsOf(a, b), a.s, end);
    else if (a.holiday && named(a) && absolute(b) && !(a.wd && b.wd))
      d = holidayClaim(
        p,
        r,
        a.holiday,
        fieldsOf(a, b),
        a.s,
        end,
        /^(begins|starts)/.test(gap) ? (b.sundown ? 'eve' : 'start') : /^ends/.test(gap) ? 'end' : undefined,
      );
    else if (b.rel && named(b) && !b.wd && absolute(a) && paren) d = relativeClaim(p, r, b.rel, fieldsOf(a), a.s, end);
    else if (b.holiday && named(b) && !b.wd && absolute(a) && paren) d = holidayClaim(p, r, b.holiday, fieldsOf(a), a.s, end);
    else if (a.date && !a.wd && absolute(a) && b.wd && !b.date && absolute(b)) d = weekdayClaim(p, r, b.wd, a.date, a.s, end);
    else if (a.wd && !a.date && absolute(a) && b.date && !b.wd && absolute(b)) d = weekdayClaim(p, r, a.wd, b.date, a.s, end);
    else if (
      (a.date || a.holiday) &&
      !a.rel &&
      !a.clock &&
      !a.wd &&
      b.rel?.node.t === 'shift' &&
      !b.rel.node.base &&
      named(b) &&
      !b.wd &&
      /^(is|is in|are|will be)$/.test(gap)
    )
      d = countToClaim(p, r, a, b.rel, a.s, end);
    // "Thanksgiving on Thursday, Nov 26": the weekday the first phrase took is checked against the date too
    if (d && a.wd && b.date && !b.wd) drafts.push(weekdayClaim(p, r, a.wd, b.date, a.wd.s, b.date.e));
    if (d) {
      drafts.push(d);
      used.add(i).add(i + 1);
      if (a.rel || a.holiday) paired.add(i);
      if (b.rel || b.holiday) paired.add(i + 1);
    }
  }

  // Years: a date whose year cannot be the one meant is one claim, its weekday judged in the right
  // year; not a date another claim already dates (a holiday's, a clock change's).
  const cues = clockCues(p);
  const nearCue = (f: Facts) => cues.some((c) => sentence[c.s] === sentence[f.item.s]);
  const yearClaims = new Map<number, Draft>();
  facts.forEach((f, i) => {
    if (used.has(i) || nearCue(f)) return;
    const d = yearClaim(p, r, f, facts, sentence);
    if (d) yearClaims.set(i, d);
  });

  // Inside one phrase: a weekday with a date, a relative day with a date ("next Friday, Dec 11").
  facts.forEach((f, i) => {
    if (f.context) {
      // "two weeks later on Friday, January 15" read as one phrase
      if (f.rel && (f.date || f.wd) && !f.holiday && !f.clock && !used.has(i)) {
        const d = laterClaim(i, dateFieldsOf(p, f), f.s, f.item.e);
        if (d) drafts.push(d);
        used.add(i);
      }
      return;
    }
    if (f.rel && (f.date || f.wd) && !f.holiday && !paired.has(i)) {
      const d = relativeClaim(p, r, f.rel, dateFieldsOf(p, f), f.s, f.item.e);
      if (d) drafts.push(d);
      used.add(i);
    }
    if (f.holiday && f.date && !f.rel && !paired.has(i)) {
      const fields = dateFieldsOf(p, f);
      drafts.push(holidayClaim(p, r, f.holiday, fields, f.s, f.item.e));
      used.add(i);
    }
    if (f.wd && f.date && !yearClaims.has(i)) {
      drafts.push(
        shiftedWeekday(p, r, f.wd, f.date) ?? weekdayClaim(p, r, f.wd, f.date, Math.min(f.wd.s, f.date.s), Math.max(f.wd.e, f.date.e)),
      );
      used.add(i);
    }
    if (f.range) {
      const ends = rangeEnds(p, r, f);
      drafts.push(...ends);
      if (ends.length) used.add(i);
    }
  });

  // Times in several zones: "9am PT / 5pm London", "10:00 CET (09:00 UK)".
  for (let i = 0; i < facts.length; i++) {
    if (!facts[i]!.clock) continue;
    const chain = [i];
    for (let j = i + 1; j < facts.length; j++) {
      const prev = facts[chain[chain.length - 1]!]!;
      const next = facts[j]!;
      if (!next.clock || !next.zone || sentence[prev.item.s] !== sentence[next.item.s]) break;
      // a time with a day of its own begins another conversion ("... and March 17 at 9am ET (1pm London)"),
      // unless the day closes this one ("10:00 IST / 05:30 London on Dec 8") or says what day it is
      // there ("11pm PT on Friday, Dec 11 (2am ET on Saturday, Dec 12)")
      let gap = gapWords(prev.item.e, next.item.s);
      if (gap.startsWith(') ')) gap = gap.slice(2);
      if (!CONVERSION.has(gap)) break;
      const day = next.date ?? next.rel ?? next.holiday;
      const dated = chain.some((k) => facts[k]!.date || facts[k]!.rel || facts[k]!.holiday);
      if (day && (day.s < next.clock.s || (dated && (next.rel || next.holiday || LISTING.has(gap))))) break;
      chain.push(j);
    }
    const zones = new Set(chain.map((k) => (facts[k]!.zone ?? ctx.zone).zone.name));
    if (chain.length < 2 || zones.size < 2) continue;
    const last = facts[chain[chain.length - 1]!]!;
    const opened = chain.some((k, n) => n > 0 && /[([]/.test(gapWords(facts[chain[n - 1]!]!.item.e, facts[k]!.item.s)));
    const end = opened && closes(last.item.e) ? last.item.e + 1 : last.item.e;
    drafts.push(
      conversionClaim(
        p,
        r,
        chain.map((k) => facts[k]!),
        facts,
        sentence,
        i,
        end,
      ),
    );
    for (const k of chain) used.add(k);
    i = chain[chain.length - 1]!;
  }

  // Lengths beside a stretch of days: "the 3-day workshop, June 2-5", "Dec 1-14 (14 days)".
  for (const l of lens) {
    let best: number | undefined;
    let dist = Infinity;
    facts.forEach((f, i) => {
      if (!f.range || sentence[f.item.s] !== sentence[l.s]) return;
      const d = f.item.s >= l.e ? f.item.s - l.e : l.s >= f.item.e ? l.s - f.item.e : 0;
      const between = facts.some(
        (g, k) => k !== i && (g.date || g.range) && g.item.s >= Math.min(l.e, f.item.e) && g.item.e <= Math.max(l.s, f.item.s),
      );
      if (d <= 8 && d < dist && !between) [best, dist] = [i, d];
    });
    if (best === undefined) continue;
    const span = facts[best]!;
    best = weekdaysOfDates.get(best) ?? best;
    const f = facts[best]!;
    const s = Math.min(l.s, f.item.s, span.item.s);
    let e = Math.max(l.e, f.item.e, span.item.e);
    if (closes(e) && p.toks.slice(s, e).some((t) => t.w === '(')) e++;
    // "From Dec 21 to Jan 4 is 14 days": said of the range with "is", a length is also the days between its ends
    const apart = l.s >= f.item.e && /^(is|are|was|=)$/.test(gapWords(f.item.e, l.s));
    const d = lengthClaim(p, r, f, l, s, e, apart);
    if (d) {
      drafts.push(d);
      used.add(best);
    }
  }

  // Counts to a date: "19 days until Christmas", "5 business days between Dec 1 and Dec 8".
  facts.forEach((f, i) => {
    const d = countClaim(p, r, f);
    if (d) {
      drafts.push(d);
      used.add(i);
    }
  });

  // The clocks changing: "clocks go back on Oct 25", "DST ends November 1".
  for (const cue of cues) {
    let best: number | undefined;
    let dist = Infinity;
    facts.forEach((f, i) => {
      if (!f.date || f.rel || sentence[f.item.s] !== sentence[cue.s]) return;
      const d = f.item.s >= cue.e ? f.item.s - cue.e : cue.s - f.item.e;
      if (d >= 0 && d <= 8 && d < dist) [best, dist] = [i, d];
    });
    if (best === undefined) continue;
    const f = facts[best]!;
    drafts.push(clockChangeClaim(p, r, cue, f, Math.min(cue.s, f.item.s), Math.max(cue.e, f.item.e)));
    used.add(best);
  }

  for (const [i, d] of yearClaims) {
    drafts.push(d);
    used.add(i);
  }

  // One claim once: "Wednesday (December 9)" is read both as one phrase and as a pair, the first
  // ending before the bracket that the second closes; the one with it is kept.
  const closed = (d: Draft) => (closes(d.e) && p.toks.slice(d.s, d.e).some((t) => t.w === '(') ? d.e + 1 : d.e);
  const byKey = new Map<string, Draft>();
  for (const d of drafts) {
    const k = `${d.kind}|${d.s}|${closed(d)}`;
    const had = byKey.get(k);
    if (!had || d.e > had.e) byKey.set(k, d);
  }
  const kept = [...byKey.values()];
  const claims = kept
    .map((d) => (d.kind === 'weekday' ? withinFix(p, d, kept) : d))
    .map((d) => finish(p, d))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const unchecked = facts.filter((f, i) => !used.has(i) && (f.date || f.rel || f.holiday) && !f.clock).length;
  return { claims, unchecked };
}

/** One sentence that sums up a report: "2 of 7 date claims are wrong." */
export function summary(rep: Report): string {
  const n = rep.claims.length;
  const count = (v: Verdict) => rep.claims.filter((c) => c.verdict === v).length;
  const wrong = count('wrong');
  const more = [
    count('ambiguous') ? `${count('ambiguous')} ambiguous` : '',
    count('unverifiable') ? `${count('unverifiable')} unverifiable` : '',
  ].filter(Boolean);
  const head =
    n === 0
      ? 'No date claims to check'
      : `${wrong} of ${n} date claim${n === 1 ? ' is' : 's are'} wrong`.replace(/^1 of (\d+) date claims are/, '1 of $1 date claims is');
  const tail = rep.unchecked ? `; ${rep.unchecked} date${rep.unchecked === 1 ? '' : 's'} had nothing to check against` : '';
  return `${head}${more.length ? ` (${more.join(', ')})` : ''}${tail}.`;
}

// --- what a phrase holds

function factsOf(p: Passage, it: Item, thisYear: number): Facts {
  // "due tomorrow", "until Dec 11", "by end of day tomorrow": the day the open range or end of day is of
  let top = it.node;
  if (top.t === 'open') top = top.at;
  if (top.t === 'eod' && top.day) top = top.day;
  let parts = top.t === 'and' ? top.parts : [top];
  // "in 3 days - December 7": a day counted from now, a dash, and the date it is, not a range
  if (
    top.t === 'range' &&
    !top.shared &&
    REL_KINDS.has(top.a.t) &&
    (top.b.t === 'and' ? top.b.parts : [top.b]).every((x) => DATE_KINDS.has(x.t) || x.t === 'weekday') &&
    !isBareDay(top.b)
  )
    parts = [top.a, ...(top.b.t === 'and' ? top.b.parts : [top.b])];
  // "Friday, March 19, 2027 - noon PT": a date, a dash and a time in a zone on it, not a range ("June 2-5" is one)
  else if (
    top.t === 'range' &&
    !top.shared &&
    endsOf(top.a).every((x) => DATE_KINDS.has(x.t) || x.t === 'weekday') &&
    endsOf(top.b).every((x) => x.t === 'clock' || x.t === 'zone') &&
    endsOf(top.b).some((x) => x.t === 'clock') &&
    endsOf(top.b).some((x) => x.t === 'zone')
  )
    parts = [...endsOf(top.a), ...endsOf(top.b)];
  const out: { -readonly [K in keyof Facts]: Facts[K] } = { item: it, s: it.s };
  const where = (n: Node): Part => {
    const w = p.grammar.where(n) ?? p.grammar.where(top);
    let s = Math.max(w?.s ?? it.s, it.s);
    const e = Math.min(w?.e ?? it.e, it.e);
    while (s < e - 1 && p.toks[s]!.k === 'sym') s++;
    return { node: n, s, e };
  };
  // "Dec 25 this year", "Christmas in 2027", "a Sunday next year": a year said beside a day, a
  // holiday or a weekday is that day's year, not a stretch of time the day is claimed to fall in
  const dayLike = parts.some((n) => n.t === 'weekday' || n.t === 'holiday' || DATE_KINDS.has(n.t));
  const yearOf = (n: Node): number | undefined =>
    !dayLike ? undefined : n.t === 'year' && !n.yy ? n.y : n.t === 'cycle' && n.unit === 'year' ? thisYear + n.n : undefined;
  for (const n of parts) {
    const y = yearOf(n);
    if (y !== undefined) out.year = y;
    // "next Monday, the 22nd": a weekday said with "next" is counted from now
    else if (n.t === 'weekday' && n.ahead) out.rel = { ...where(n), node: { t: 'weekdayRel', wd: n.wd, rel: 'next', id: AHEAD_ID } };
    else if (n.t === 'weekday') out.wd = where(n);
    else if (DATE_KINDS.has(n.t)) out.date ??= where(n);
    else if (n.t === 'holiday') out.holiday = where(n);
    else if (REL_KINDS.has(n.t)) out.rel = where(n);
    else if (n.t === 'clock') out.clock = where(n);
    else if (n.t === 'zone') out.zone = n.zone;
    else if (n.t === 'range') out.range = n;
    else if (n.t === 'sun' && (n.event === 'sunset' || n.event === 'dusk')) out.sundown = true;
  }
  if (out.year !== undefined) Object.assign(out, withYear(out, out.year));
  if (top !== it.node)
    out.s = Math.max(it.s, Math.min(...[out.wd, out.date, out.rel, out.holiday, out.clock].flatMap((x) => (x ? [x.s] : [it.e]))));
  // "the following Monday", "the next day": counted from a day the passage gave, not from now
  const first = p.toks[it.s]!.w;
  if (out.rel && (first === 'following' || (first === 'the' && p.toks[it.s + 1]?.w === 'following'))) out.context = true;
  // "two weeks later", "a day earlier": counted from the day the passage gave before, not from now
  if (
    (out.rel?.node.t === 'shift' || out.rel?.node.t === 'biz') &&
    !out.rel.node.base &&
    /^(later|earlier|afterwards|afterward|thereafter)$/.test(p.toks[out.rel.e - 1]?.w ?? '')
  )
    out.context = true;
  return out;
}

/** A phrase's date and holiday dated in `year`, where it wrote none of its own. */
function withYear(f: Facts, year: number): Pick<Facts, 'date' | 'holiday'> {
  const h = f.holiday?.node;
  return {
    ...(f.date ? { date: { ...f.date, year: f.date.year ?? year } } : {}),
    ...(f.holiday && h?.t === 'holiday' ? { holiday: h.y === undefined ? { ...f.holiday, node: { ...h, y: year } } : f.holiday } : {}),
  };
}

/** Two phrases side by side, the year one of them says given to the other's day ("July 4th falls on a Sunday in 2027"). */
function sharingYear(a: Facts, b: Facts): [Facts, Facts] {
  const y = a.year ?? b.year;
  return y === undefined
    ? [a, b]
    : [
        { ...a, ...withYear(a, y) },
        { ...b, ...withYear(b, y) },
      ];
}

// --- claims

function weekdayClaim(p: Passage, r: Reader, wd: Part, date: Part, s: number, e: number): Draft {
  const said = wd.node.t === 'weekday' ? wd.node.wd : -1;
  const fields = { ...partFields(p, date), ...dateFields(p, wd.node, wd.s, wd.e) };
  const outcomes = r.days(fields).map((x): Outcome => {
    const actual = weekdayOfEpochDay(x.day);
    return {
      ok: actual === said,
      edits: actual === said ? [] : dateEdits(p, { wd: fields.wd! }, dayOf(x.day)),
      reason: `${longDate(x.day).replace(/^\w+, /, '')} is a ${WEEKDAY_NAMES[actual]}.`,
      how: x.how ? `${x.how} (${formatDate(civilFromDays(x.day))})` : '',
    };
  });
  return { s, e, kind: 'weekday', outcomes, ...(outcomes.length ? {} : { unverifiable: 'The date does not exist.' }) };
}

/**
 * "the evening before Friday, Dec 10": the date may be Friday's, or the day of the whole phrase a
 * shift counts from Friday (Thursday the 10th); where it is not Friday's, each reading is judged, the
 * weekday's and the phrase's. Undefined where the weekday and date agree, or no day-shifting phrase
 * ends at the weekday.
 */
function shiftedWeekday(p: Passage, r: Reader, wd: Part, date: Part): Draft | undefined {
  if (!(wd.e <= date.s && (p.toks[wd.s - 1]?.w === 'before' || p.toks[wd.s - 1]?.w === 'after'))) return undefined;
  let shift: Part | undefined;
  for (let k = wd.s - 2; k >= Math.max(0, wd.s - 6); k--) {
    // read alone, as the passage's grammar reads on past the weekday
    const q = new Grammar(p.text, p.toks.slice(k, wd.e), undefined, true).phrase(0);
    if (q?.e !== wd.e - k) continue;
    const n = (q.node.t === 'and' ? q.node.parts : [q.node]).find((x) => x.t === 'shift' && x.base?.t === 'weekday');
    if (n) shift = { node: n, s: k, e: wd.e };
  }
  if (!shift) return undefined;
  // a weekday and date that agree are read together, as most who write them mean
  const one = weekdayClaim(p, r, wd, date, shift.s, date.e);
  if (one.outcomes.every((o) => o.ok)) return undefined;
  const whole = relativeClaim(p, r, shift, partFields(p, date), shift.s, date.e);
  if (!whole?.outcomes.length) return undefined;
  const as =
    (how: string) =>
    (o: Outcome): Outcome => ({ ...o, how: [how, o.how].filter(Boolean).join(', ') });
  return {
    ...one,
    outcomes: [
      ...one.outcomes.map(as(`"${p.said(wd.s, date.e)}" as one day`)),
      ...whole.outcomes.map(as(`the date as the day of "${p.said(shift.s, shift.e)}"`)),
    ],
  };
}

/** A shift in whole days or longer ("two weeks later"), which a date alone can count from. */
const dayGrained = (n: Extract<Node, { t: 'shift' }>): boolean => n.dur.hour === 0 && n.dur.minute === 0 && n.dur.second === 0;

/** The date fields a phrase writes: its date and its weekday. */
function dateFieldsOf(p: Passage, f: Facts): DateFields {
  return {
    ...(f.date ? partFields(p, f.date) : {}),
    ...(f.wd ? dateFields(p, f.wd.node, f.wd.s, f.wd.e) : {}),
  };
}

/** A date's fields as written, with the year said apart from it as the year of a month and day without one. */
function partFields(p: Passage, date: Part): DateFields {
  const f = dateFields(p, date.node, date.s, date.e);
  return date.year !== undefined && !f.y && !f.iso && (f.m || f.numeric) ? { ...f, passageYear: date.year } : f;
}

/** A relative phrase against the date (and weekday) written beside it: each of its readings, against each reading of the date. */
function relativeClaim(p: Passage, r: Reader, rel: Part, fields: DateFields, s: number, e: number): Draft | undefined {
  const spans = r.relative(rel.node);
  const said = p.said(rel.s, rel.e);
  const outcomes: Outcome[] = [];
  const whole = (sp: (typeof spans)[number]) => sp.grain === 'day' || sp.grain === 'hour' || sp.grain === 'minute' || sp.grain === 'second';
  // "Friday this year", "a Monday next month": a weekday alone in a stretch of weeks has a day there
  // every week, so there is nothing to check (a day's weekday is checked: "tomorrow, Monday")
  if (Object.keys(fields).every((k) => k === 'wd') && spans.length && !spans.some(whole)) return undefined;
  // "Next quarter starts Jul 22": a fiscal quarter or half may start on any day, so a date outside
  // the calendar's is no error while a period of that length could start there (ahead, and no
  // further than one such period); a date that cannot be is left to the year check ("Jul 22,
  // 2025", a year behind), which corrects the year rather than the day
  const days = r.days(fields);
  const fiscal = spans.some((sp) => days.some((x) => inside(sp, x.day)))
    ? undefined
    : spans.find((sp) => sp.grain === 'quarter' || sp.grain === 'half');
  if (fiscal) {
    const length = (fiscal.e - fiscal.s) / SECONDS_PER_DAY;
    if (days.some((x) => x.day >= r.today && x.day <= r.today + length))
      return {
        s,
        e,
        kind: 'relative',
        outcomes: [],
        unverifiable: `"${said}" is a fiscal one if it starts then; the calendar's runs from ${longDate(fiscal.day)} to ${longDate(Math.ceil(fiscal.e / SECONDS_PER_DAY) - 1)}.`,
      };
    if (fields.y || fields.iso) return undefined;
  }
  for (const sp of spans) {
    for (const o of orders(fields, r)) {
      const f = o.fields;
      const day = dayOf(sp.day);
      if (whole(sp)) {
        const ok = agrees(f, day);
        outcomes.push({
          ok,
          edits: ok ? [] : dateEdits(p, f, day, o.monthFirst),
          reason: `"${said}" is ${longDate(sp.day)}.`,
          how: [sp.how, o.how].filter(Boolean).join(', '),
        });
      } else {
        // "next week (Dec 14)": the date must fall inside the week
        const ok = r.days(f).some((x) => inside(sp, x.day));
        const last = Math.ceil(sp.e / SECONDS_PER_DAY) - 1;
        outcomes.push({
          ok,
          edits: [],
          reason: `"${said}" runs from ${longDate(sp.day)} to ${longDate(last)}.`,
          how: [sp.how, o.how].filter(Boolean).join(', '),
        });
      }
    }
  }
  return { s, e, kind: 'relative', outcomes, ...(outcomes.length ? {} : { unverifiable: `"${said}" could not be read as one day.` }) };
}

/** Whether a day falls inside a relative phrase's reading. */
function inside(sp: { s: number; e: number }, day: number): boolean {
  return day * SECONDS_PER_DAY >= sp.s && day * SECONDS_PER_DAY < sp.e;
}

/** A numeric date read each way its locale leaves open (the others as they are). */
function orders(f: DateFields, r: Reader): { fields: DateFields; monthFirst: boolean; how: string }[] {
  if (!f.numeric) return [{ fields: f, monthFirst: true, how: '' }];
  const { a, b } = f.numeric;
  const out: { fields: DateFields; monthFirst: boolean; how: string }[] = [];
  const mf = a.v >= 1 && a.v <= 12 && b.v >= 1 && b.v <= 31;
  const df = b.v >= 1 && b.v <= 12 && a.v >= 1 && a.v <= 31;
  const both = mf && df && a.v !== b.v;
  const dayFirst = r.dayFirst(f);
  const first = dayFirst === true ? 'df' : 'mf';
  for (const which of first === 'df' ? ['df', 'mf'] : ['mf', 'df']) {
    if (which === 'mf' && mf)
      out.push({ fields: { ...f, m: a, d: b }, monthFirst: true, how: both && dayFirst === undefined ? 'month first' : '' });
    if (which === 'df' && df)
      out.push({ fields: { ...f, m: b, d: a }, monthFirst: false, how: both && dayFirst === undefined ? 'day first' : '' });
    if (out.length && (dayFirst !== undefined || !both)) break;
  }
  return out;
}

/** Whether the fields a date states all hold of a day (a year not written holds). */
function agrees(f: DateFields, day: { y: number; m: number; d: number; wd: number }): boolean {
  if (f.wd && f.wd.v !== day.wd) return false;
  if (f.iso) return f.iso.v.year === day.y && f.iso.v.month === day.m && f.iso.v.day === day.d;
  if (f.m && f.m.v !== day.m) return false;
  if (f.d && f.d.v !== day.d) return false;
  if (f.y && (f.y.two ? f.y.v % 100 !== day.y % 100 : f.y.v !== day.y)) return false;
  return true;
}

/**
 * A holiday against the date beside it: any day it spans, or with `edge` ("Ramadan begins on …",
 * "Hanukkah ends on …") its first day (or the eve it begins from) or its last; `eve`: the evening it
 * begins on ("Hanukkah begins at sundown on December 4"), the day before its first where its days
 * do not begin at sunset.
 */
function holidayClaim(p: Passage, r: Reader, hol: Part, fields: DateFields, s: number, e: number, edge?: 'start' | 'end' | 'eve'): Draft {
  const written = hol.node as Extract<Node, { t: 'holiday' }>;
  // ("Easter '06": the year its two digits name)
  const node = written.yy ? { ...written, y: yearOfTwoDigits(written.y!, civilFromDays(r.today).year) } : written;
  const outcomes: Outcome[] = [];
  let missing = '';
  const eveOf = (h: { start: number; listed: number }) => (h.listed > h.start ? h.start : h.start - 1);
  for (const o of orders(fields, r)) {
    const f = o.fields;
    let said = r.days(f.wd && !f.d && !f.iso ? {} : f);
    // the holiday's year dates a month and day written without one: the reading nearest the holiday
    // that year, which may be in the year before or after ("Yom Kippur 2027 begins on October 10",
    // "New Year's Day 2027 is observed on Dec 31")
    const listed = node.y !== undefined && f.m && !f.y && !f.iso ? r.holiday(node.key, node.y)[0]?.listed : undefined;
    if (listed !== undefined) {
      const around = [node.y! - 1, node.y!, node.y! + 1].flatMap((y) => r.days({ ...f, passageYear: y }));
      const nearest = around.sort((a, b) => Math.abs(a.day - listed) - Math.abs(b.day - listed))[0];
      if (nearest) said = [nearest];
    }
    // the year: the holiday's own, the date's, or (a weekday alone) this one and the next
    const years: { y: number; near: number; how: string }[] =
      node.y !== undefined
        ? [
            {
              y: node.y,
              near: (said.find((x) => civilFromDays(x.day).year === node.y) ?? said[0])?.day ?? daysFromCivil(node.y, 7, 1),
              how: '',
            },
          ]
        : said.length
          ? said.map((x) => ({ y: civilFromDays(x.day).year, near: x.day, how: x.how }))
          : [
              ((y) => ({ y, near: y === civilFromDays(r.today).year ? r.today : daysFromCivil(y, 7, 1), how: '' }))(
                p.yearFor(hol.s) ?? civilFromDays(r.today).year,
              ),
            ];
    for (const yr of years) {
      // a day in the first or last week of a year may be the next or last year's occurrence, observed
      // across the new year ("New Year's Day (Friday, Dec 31)" for a Saturday's 1 January)
      const edgeYear = said.length
        ? dayOf(yr.near).m === 12 && dayOf(yr.near).d >= 25
          ? yr.y + 1
          : dayOf(yr.near).m === 1 && dayOf(yr.near).d <= 7
            ? yr.y - 1
            : undefined
        : undefined;
      const days = [...r.holiday(node.key, yr.y), ...(edgeYear !== undefined ? r.holiday(node.key, edgeYear) : [])];
      if (!days.length) {
        missing = `${p.said(hol.s, hol.e)} is not in the holiday data for ${yr.y}.`;
        continue;
      }
      // dated by one country's holiday (Labor Day, Father's Day: the table's homes are that country
      // alone) for a writer in another, whose own may fall elsewhere; not one many keep (Christmas Eve)
      const own = r.ctx.holidays.country;
      const home = (c: string) => c.split('-')[0];
      const zoneCountry = r.ctx.holidays.calendarOfZone?.(r.ctx.zone.name);
      const foreign =
        !!own &&
        (HOLIDAYS.get(node.key)?.homes.length ?? 0) <= 1 &&
        days.every((h) => h.country && home(h.country) !== home(own) && home(h.country) !== (zoneCountry && home(zoneCountry)));
      // a day either way where the month begins on a sighted crescent
      const give = (h: (typeof days)[number]) => (h.sighted ? 1 : 0);
      const near = (d: number, x: number, h: (typeof days)[number]) => Math.abs(d - x) <= give(h);
      const at = (h: (typeof days)[number], d: number) =>
        edge === 'eve'
          ? near(d, eveOf(h), h)
          : edge === 'start'
            ? near(d, h.start, h) || near(d, h.listed, h)
            : edge === 'end'
              ? near(d, h.end - 1, h)
              : d >= h.start - give(h) && d < h.end + give(h);
      const inside = said.length ? days.find((h) => said.some((x) => x.day === yr.near && at(h, x.day))) : undefined;
      // a date that fits no reading is corrected to the writer's country's, the other named beside it
      const writers = days.some((h) => !h.other) ? days.filter((h) => !h.other) : days;
      const pick = inside ?? [...writers].sort((a, b) => Math.abs(a.listed - yr.near) - Math.abs(b.listed - yr.near))[0]!;
      const beside = inside ? undefined : days.find((h) => h.other && h.listed !== pick.listed);
      const day = dayOf(edge === 'end' ? pick.end - 1 : edge === 'eve' ? eveOf(pick) : pick.listed);
      // a day the country keeps it on instead (a Sunday's holiday observed on the Monday) holds too
      const observed =
        inside !== undefined || agrees(f, day) || edge
          ? undefined
          : r.observed(node.key, pick.listed).find((d) => d === yr.near && agrees(f, dayOf(d)));
      const ok = inside !== undefined ? !f.wd || f.wd.v === weekdayOfEpochDay(yr.near) : observed !== undefined || agrees(f, day);
      const last = formatDate(civilFromDays(pick.end - 1));
      const runs =
        pick.listed > pick.start
          ? ` (from sundown on ${formatDate(civilFromDays(pick.start))}${pick.end - 1 > pick.listed ? ` through ${last}` : ''})`
          : pick.end - pick.start > 1
            ? ` (through ${last})`
            : '';
      const sighting = pick.sighted ? '; where the month begins on a sighted crescent it can fall a day either way' : '';
      outcomes.push({
        ok,
        edits: ok ? [] : dateEdits(p, f, day, o.monthFirst),
        reason: `${pick.label} in ${civilFromDays(pick.listed).year} is ${longDate(pick.listed)}${runs}${sighting}${observed !== undefined ? `, observed on ${longDate(observed)}` : ''}${beside ? `; ${beside.label} is ${longDate(beside.listed)}` : ''}.`,
        how: [o.how, yr.how, foreign ? `as ${pick.label}` : ''].filter(Boolean).join(', '),
      });
      // another country's date that does not fit: the writer's own may be meant, which the data lacks
      if (foreign && !ok)
        outcomes.push({
          ok: false,
          edits: [],
          reason: `${p.said(hol.s, hol.e)} is not in the holiday data of ${r.ctx.holidays.countryName(own!)}.`,
          how: [o.how, yr.how, `as ${r.ctx.holidays.countryName(own!)}'s own`].filter(Boolean).join(', '),
        });
    }
  }
  return { s, e, kind: 'holiday', outcomes, ...(outcomes.length ? {} : { unverifiable: missing || 'The holiday could not be dated.' }) };
}

const endsOf = (x: Node): readonly Node[] => (x.t === 'and' ? x.parts : [x]);
/** The parts of each end of a range said with nothing else (no day counted from now, holiday or time of day), else none. */
const plainEnds = (f: Facts, clockShared = false): (readonly Node[])[] =>
  f.range && !f.rel && !f.holiday && !f.clock && (clockShared || f.range.shared?.t !== 'clock')
    ? [endsOf(f.range.a), endsOf(f.range.b)]
    : [];
const dateLike = (q: Node): boolean => DATE_KINDS.has(q.t) || isBareDay(q);
/** A range whose ends each give a date, a weekday beside it or not ("Tuesday, December 8 to Thursday, December 10", "Jan 5-7"). */
const datedRange = (f: Facts): boolean => eachEnd(plainEnds(f), (end) => end.some(dateLike));
/** A range whose ends are weekdays and nothing else ("Mon-Wed"): it names no date to check them against. */
const weekdaysOnly = (f: Facts): boolean => eachEnd(plainEnds(f, true), (end) => end.every((q) => q.t === 'weekday'));
/** A range of dates with no weekday written in it ("Jan 5-7", its "7" a lone number the first end explains). */
const datesOnly = (f: Facts): boolean => eachEnd(plainEnds(f), (end) => end.every((q) => dateLike(q) || q.t === 'year'));
/** Whether there are ends, and each passes. */
const eachEnd = (ends: (readonly Node[])[], test: (end: readonly Node[]) => boolean): boolean => ends.length > 0 && ends.every(test);

/** A weekday written at word `wloc.s` (past a filler: "on Monday") against `day`. */
function weekdayOutcome(p: Passage, wd: number, at: number, day: number, how: string): Outcome {
  const actual = weekdayOfEpochDay(day);
  const k = at + (FILLER.has(p.toks[at]!.w) ? 1 : 0);
  return {
    ok: actual === wd,
    edits: actual === wd ? [] : dateEdits(p, { wd: { v: wd, s: k, e: k + 1 } }, dayOf(day)),
    reason: `${longDate(day).replace(/^\w+, /, '')} is a ${WEEKDAY_NAMES[actual]}.`,
    how,
  };
}

/** A range of dates against the range of weekdays written beside it, both ends in one claim: "Jan 5-7 (Mon-Wed)". */
function rangeWeekdays(p: Passage, r: Reader, dates: Facts, days: Extract<Node, { t: 'range' }>, s: number, e: number): Draft | undefined {
  const spans = r.relative(dates.range!);
  if (!spans.length || spans.some((sp) => sp.grain !== 'day')) return undefined;
  const [aw, bw] = [days.a, days.b].map((x) => endsOf(x)[0]!);
  const [aloc, bloc] = [aw, bw].map((x) => (x ? p.grammar.where(x) : undefined));
  if (aw?.t !== 'weekday' || bw?.t !== 'weekday' || !aloc || !bloc) return undefined;
  const outcomes = spans.map((sp) =>
    bothEnds(
      weekdayOutcome(p, aw.wd, aloc.s, sp.day, sp.how),
      weekdayOutcome(p, bw.wd, bloc.s, Math.ceil(sp.e / SECONDS_PER_DAY) - 1, sp.how),
    ),
  );
  return { s, e, kind: 'weekday', outcomes };
}

/** A range's two ends judged as one claim: it holds when both do, and a fix mends both. */
function bothEnds(first: Outcome, last: Outcome): Outcome {
  return {
    ok: first.ok && last.ok,
    edits: [...first.edits, ...last.edits],
    reason: `${first.reason.replace(/\.$/, '')}, and ${last.reason.replace(/ is a /, ' a ')}`,
    how: first.how,
  };
}

/** A range's ends against the weekdays written with them: "Mon, June 1 - Thu, June 4". */
function rangeEnds(p: Passage, r: Reader, f: Facts): Draft[] {
  const n = f.range!;
  const aw = endsOf(n.a).find((x) => x.t === 'weekday');
  const bw = endsOf(n.b).find((x) => x.t === 'weekday');
  if (!aw && !bw) return [];
  const spread = weekdaysThenDates(p, r, f, aw, bw);
  if (spread) return [spread];
  const stripped: Node = { ...n, a: strip(n.a), b: strip(n.b) };
  const spans = r.relative(stripped);
  if (!spans.length || spans.some((sp) => sp.grain !== 'day')) return [];
  const out: Draft[] = [];
  for (const [w, end] of [
    [aw, 'a'],
    [bw, 'b'],
  ] as const) {
    const side = end === 'a' ? n.a : n.b;
    // an end that is a weekday alone is wherever that weekday falls: nothing to check
    if (!w || w.t !== 'weekday' || endsOf(side).every((q) => q.t === 'weekday')) continue;
    const loc = p.grammar.where(side) ?? p.grammar.where(endsOf(side)[0]!);
    const wloc = p.grammar.where(w);
    if (!loc || !wloc) continue;
    const s = Math.max(Math.min(loc.s, wloc.s), f.item.s);
    let e = Math.min(Math.max(loc.e, wloc.e), f.item.e);
    while (e > s + 1 && (p.toks[e - 1]!.k === 'sym' || FILLER.has(p.toks[e - 1]!.w))) e--;
    const outcomes = spans.map((sp) =>
      weekdayOutcome(p, w.wd, wloc.s, end === 'a' ? sp.day : Math.ceil(sp.e / SECONDS_PER_DAY) - 1, sp.how),
    );
    out.push({ s: Math.max(s, Math.min(wloc.s, s)), e, kind: 'weekday', outcomes });
  }
  return out;
}

/**
 * "Tue–Thu, Mar 9–11": a range of weekdays, then a range of dates whose end the grammar left
 * behind ("Tue–Thu, Mar 9" read as one range, "–11" after it): the first weekday is the first
 * date's, the last the last's, not the one written beside the first date.
 */
function weekdaysThenDates(p: Passage, r: Reader, f: Facts, aw: Node | undefined, bw: Node | undefined): Draft | undefined {
  const n = f.range!;
  const date = n.b.t === 'and' && n.b.parts.length === 2 ? n.b.parts.find((q) => q.t === 'md') : undefined;
  const [dash, end] = [p.toks[f.item.e], p.toks[f.item.e + 1]];
  if (n.a.t !== 'weekday' || aw?.t !== 'weekday' || bw?.t !== 'weekday' || date?.t !== 'md') return undefined;
  if (dash?.w !== '-' || end?.k !== 'num' || end.len > 2 || end.n <= date.d || p.toks[f.item.e + 2]?.w === ':') return undefined;
  const [aloc, bloc, dloc] = [aw, bw, date].map((x) => p.grammar.where(x));
  if (!aloc || !bloc || !dloc) return undefined;
  // a year after the range's end ("Mon–Fri, March 1–5, 2028") is the dates'
  let close = f.item.e + 2;
  const at = p.toks[close]?.w === ',' ? close + 1 : close;
  const year = p.toks[at]?.k === 'num' && p.toks[at]!.len === 4 ? p.toks[at]! : undefined;
  if (year) close = at + 1;
  const fields: DateFields = { ...dateFields(p, date, dloc.s, dloc.e), ...(year ? { y: { v: year.n, s: at, e: at + 1 } } : {}) };
  const outcomes = r.days(fields).flatMap((x): Outcome[] => {
    const c = civilFromDays(x.day);
    if (end.n > daysInMonth(c.year, c.month)) return [];
    return [bothEnds(weekdayOutcome(p, aw.wd, aloc.s, x.day, x.how), weekdayOutcome(p, bw.wd, bloc.s, x.day + end.n - c.day, x.how))];
  });
  return outcomes.length ? { s: f.item.s, e: close, kind: 'weekday', outcomes } : undefined;
}

/** A lone number the grammar left for the range's other end to explain ("3-5"). */
const isBareDay = (x: Node): boolean => (x as { bare?: boolean }).bare === true;

const strip = (x: Node): Node =>
  x.t === 'and' ? ((parts) => (parts.length === 1 ? parts[0]! : { t: 'and', parts }))(x.parts.filter((q) => q.t !== 'weekday')) : x;

/**
 * "the 3-day workshop, June 2-5": the days a range covers against the length written beside it;
 * `apart` ("from Dec 21 to Jan 4 is 14 days"), or the days from its first to its last.
 */
function lengthClaim(p: Passage, r: Reader, f: Facts, l: Length, s: number, e: number, apart = false): Draft | undefined {
  const spans = r.relative({ ...f.range!, a: strip(f.range!.a), b: strip(f.range!.b) });
  if (!spans.length || spans.some((sp) => sp.grain !== 'day')) return undefined;
  const outcomes = spans.map((sp): Outcome => {
    const days = Math.round(sp.e / SECONDS_PER_DAY) - sp.day;
    const right = l.unit === 'day' ? days : l.unit === 'night' ? days - 1 : days / 7;
    const whole = Number.isInteger(right);
    // weeks are also counted from the first day to the same weekday (Sunday to Sunday, a week), and
    // in working weeks (Monday to Friday, a week: "a 2-week sprint, Jan 4-15")
    const firstWd = weekdayOfEpochDay(sp.day);
    const weeks =
      l.unit === 'week' && (days - 1 === 7 * l.n || (firstWd === 1 && weekdayOfEpochDay(sp.day + days - 1) === 5 && days + 2 === 7 * l.n));
    const between = apart && l.unit === 'day' && days - 1 === l.n;
    const ok = right === l.n || weeks || between;
    const what = `${formatDate(civilFromDays(sp.day))} to ${formatDate(civilFromDays(sp.day + days - 1))} is ${days} day${days === 1 ? '' : 's'}${l.unit === 'night' ? ` (${days - 1} night${days === 2 ? '' : 's'})` : ''}${apart && l.unit === 'day' ? `, ${days - 1} from the first to the last` : ''}`;
    return { ok, edits: ok || !whole ? [] : [numberEdit(p, l.numTok, right)], reason: `${what}.`, how: sp.how };
  });
  return { s, e, kind: 'range', outcomes };
}

/** "Christmas is in 19 days": the days from today to a date against the number written. */
function countToClaim(p: Passage, r: Reader, a: Facts, shift: Part, s: number, e: number): Draft | undefined {
  const n = shift.node as Extract<Node, { t: 'shift' }>;
  const d = n.dur;
  if (d.year || d.month || d.hour || d.minute || d.second || !Number.isInteger(d.day) || (d.day && d.week)) return undefined;
  const unit = d.week ? 'week' : 'day';
  const numTok = p.toks.slice(shift.s, shift.e).findIndex((t) => t.k === 'num' || t.w in UNITS_WORDS || t.w in TENS_WORDS);
  if (numTok < 0) return undefined;
  const targets = targetDays(p, r, a);
  if (!targets.length) return undefined;
  const outcomes = targets.map((t): Outcome => {
    const days = t.day - r.today;
    const right = unit === 'week' ? days / 7 : days;
    const stated = unit === 'week' ? d.week : d.day;
    const ok = right === stated;
    return {
      ok,
      edits: ok || !Number.isInteger(right) || right < 0 ? [] : [numberEdit(p, shift.s + numTok, right)],
      reason: `${longDate(t.day)} is ${days} day${days === 1 ? '' : 's'} from today (${formatDate(civilFromDays(r.today))}).`,
      how: t.how,
    };
  });
  return { s, e, kind: 'count', outcomes };
}

/** The day a date or holiday phrase names, as a count to it takes it: the next one from today. */
function targetDays(p: Passage, r: Reader, f: Facts): DayReading[] {
  if (f.date) {
    const fields = dateFields(p, f.date.node, f.date.s, f.date.e);
    return orders(fields, r).flatMap((o) => r.days(o.fields).map((x) => ({ ...x, how: [o.how, x.how].filter(Boolean).join(', ') })));
  }
  if (f.holiday) {
    const key = (f.holiday.node as Extract<Node, { t: 'holiday' }>).key;
    const y = civilFromDays(r.today).year;
    const next = [...r.holiday(key, y), ...r.holiday(key, y + 1)].find((h) => h.end > r.today);
    return next ? [{ day: Math.max(next.listed, r.today), how: '' }] : [];
  }
  return [];
}

/** "19 days until Christmas", "5 business days between Dec 1 and Dec 8". */
function countClaim(p: Passage, r: Reader, f: Facts): Draft | undefined {
  const n = f.item.node;
  const t = p.toks;
  // the count before the phrase: "19 days", "five business days", "12 days left"
  const before = (k: number): { num: number; value: number; business: boolean; s: number } | undefined => {
    let j = k - 1;
    while (j >= 0 && (/^(left|remaining|more|still|go)$/.test(t[j]!.w) || (t[j]!.w === 'to' && t[j + 1]?.w === 'go'))) j--;
    if (!/^(days?)$/.test(t[j]?.w ?? '')) return undefined;
    j--;
    let business = false;
    if (/^(business|working|work|calendar)$/.test(t[j]?.w ?? '')) {
      business = t[j]!.w !== 'calendar';
      j--;
    }
    const num = t[j];
    if (!num) return undefined;
    const value =
      num.k === 'num' && num.len <= 4
        ? num.n
        : num.w in UNITS_WORDS
          ? UNITS_WORDS[num.w]!
          : num.w in TENS_WORDS
            ? TENS_WORDS[num.w]!
            : undefined;
    if (value === undefined) return undefined;
    return { num: j, value, business, s: j };
  };
  if (
    n.t === 'open' &&
    (n.side === 'until' || n.side === 'before') &&
    (n.at.t === 'md' || n.at.t === 'ymd' || n.at.t === 'holiday' || n.at.t === 'numdate' || n.at.t === 'iso')
  ) {
    const c = before(f.item.s);
    if (!c) return undefined;
    const at: Facts = DATE_KINDS.has(n.at.t)
      ? { item: f.item, s: f.item.s, date: { node: n.at, s: f.item.s + 1, e: f.item.e } }
      : { item: f.item, s: f.item.s, holiday: { node: n.at, s: f.item.s + 1, e: f.item.e } };
    const targets = targetDays(p, r, at).filter((x) => x.day >= r.today);
    if (!targets.length) return undefined;
    const outcomes = targets.flatMap((x): Outcome[] => {
      if (!c.business) {
        const days = x.day - r.today;
        return [
          {
            ok: days === c.value,
            edits: days === c.value ? [] : [numberEdit(p, c.num, days)],
            reason: `${longDate(x.day)} is ${days} days from today (${formatDate(civilFromDays(r.today))}).`,
            how: x.how,
          },
        ];
      }
      // business days until a day: those after today and before it, or through it
      const upTo = r.businessDaysAfter(r.today, x.day - 1);
      const through = r.businessDaysAfter(r.today, x.day);
      return [...new Set([upTo, through])].map((k) => ({
        ok: k === c.value,
        edits: k === c.value ? [] : [numberEdit(p, c.num, k)],
        reason: `From today (${formatDate(civilFromDays(r.today))}) to ${longDate(x.day)} there are ${k} business days ${k === upTo ? 'before it' : 'counting it'}.`,
        how: [x.how, upTo !== through ? (k === upTo ? 'not counting the day itself' : 'counting the day itself') : '']
          .filter(Boolean)
          .join(', '),
      }));
    });
    return { s: c.s, e: f.item.e, kind: 'count', outcomes };
  }
  // "September 16th is 16 days away": a date, then the days to it
  if ((f.date || f.holiday) && !f.rel && !f.clock && /^(is|are)$/.test(t[f.item.e]?.w ?? '')) {
    let j = f.item.e + 1;
    const num = t[j];
    const value = num?.k === 'num' && num.len <= 4 ? num.n : num && num.w in UNITS_WORDS ? UNITS_WORDS[num.w]! : undefined;
    if (value === undefined) return undefined;
    j++;
    if (!/^days?$/.test(t[j]?.w ?? '') || !/^(away|out|off)$/.test(t[j + 1]?.w ?? '')) return undefined;
    const targets = targetDays(p, r, f).filter((x) => x.day >= r.today);
    if (!targets.length) return undefined;
    const outcomes = targets.map((x): Outcome => {
      const days = x.day - r.today;
      return {
        ok: days === value,
        edits: days === value ? [] : [numberEdit(p, j - 1, days)],
        reason: `${longDate(x.day)} is ${days} days from today (${formatDate(civilFromDays(r.today))}).`,
        how: x.how,
      };
    });
    return { s: f.s, e: j + 2, kind: 'count', outcomes };
  }
  if (n.t === 'range' && t[f.item.s]?.w === 'between') {
    const c = before(f.item.s);
    if (!c) return undefined;
    const spans = r.relative({ ...n, a: strip(n.a), b: strip(n.b) });
    if (!spans.length || spans.some((sp) => sp.grain !== 'day')) return undefined;
    const outcomes = spans.flatMap((sp): Outcome[] => {
      const first = sp.day;
      const last = Math.round(sp.e / SECONDS_PER_DAY) - 1;
      const span = `${formatDate(civilFromDays(first))} and ${formatDate(civilFromDays(last))}`;
      if (!c.business) {
        const days = last - first;
        return [
          {
            ok: days === c.value,
            edits: days === c.value ? [] : [numberEdit(p, c.num, days)],
            reason: `There are ${days} days between ${span}.`,
            how: sp.how,
          },
        ];
      }
      const after = r.businessDaysAfter(first, last);
      const both = after + (r.isBusinessDay(first) ? 1 : 0);
      return [...new Set([after, both])].map((k) => ({
        ok: k === c.value,
        edits: k === c.value ? [] : [numberEdit(p, c.num, k)],
        reason:
          `There are ${k} business days between ${span} ${k === after && after !== both ? 'counting the last day, not the first' : after !== both ? 'counting both' : ''}`.trim() +
          '.',
        how: [sp.how, after !== both ? (k === after ? 'not counting the first day' : 'counting both days') : ''].filter(Boolean).join(', '),
      }));
    });
    return { s: c.s, e: f.item.e, kind: 'count', outcomes };
  }
  return undefined;
}

/** The same time in several zones, on the day the passage gives it (else today): each against the first. */
function conversionClaim(
  p: Passage,
  r: Reader,
  chain: readonly Facts[],
  facts: readonly Facts[],
  sentence: readonly number[],
  at: number,
  end: number,
): Draft {
  // the day: a date one of its times names, else the nearest in its sentence ("On June 20, 2027,
  // the call is at 2pm CEST Sunday"), else a weekday beside a time, else the last day before it
  const day = (f: Facts) => f.date ?? f.rel ?? f.holiday;
  const dated = (f: Facts) => day(f) ?? f.wd;
  const sentenceOf = (has: (f: Facts) => unknown) =>
    facts
      .filter((f) => sentence[f.item.s] === sentence[chain[0]!.item.s] && has(f) && !chain.includes(f))
      .sort((a, b) => Math.abs(a.item.s - chain[0]!.item.s) - Math.abs(b.item.s - chain[0]!.item.s))[0];
  const dayFacts: Facts | undefined =
    chain.find(day) ?? sentenceOf(day) ?? chain.find(dated) ?? sentenceOf(dated) ?? [...facts.slice(0, at)].reverse().find(dated);
  let days: DayReading[];
  if (dayFacts?.date) days = targetDays(p, r, dayFacts);
  else if (dayFacts?.rel) days = r.relative(dayFacts.rel.node).map((sp) => ({ day: sp.day, how: sp.how }));
  else if (dayFacts?.holiday) days = targetDays(p, r, dayFacts);
  else if (dayFacts?.wd?.node.t === 'weekday') {
    // a weekday alone ("Monday at 9am ET"): the next one, and today's too when today is one
    const wd = dayFacts.wd.node.wd;
    const next = r.today + ((wd - weekdayOfEpochDay(r.today) + 7) % 7);
    days =
      next === r.today
        ? [
            { day: next, how: 'today' },
            { day: next + 7, how: 'a week on' },
          ]
        : [{ day: next, how: '' }];
  } else days = [];
  const onDay = days.length ? days : [{ day: r.today, how: '' }];
  const first = chain[0]!;
  const src = clockFields(first.clock!.node as Extract<Node, { t: 'clock' }>, first.clock!.s, first.clock!.e);
  // "07:00 CST / 10:00 ET": a writer who pads one hour with a zero pads the corrected ones too
  const padded = chain.some((f) => /^0\d/.test(p.said(f.clock!.s, f.clock!.e)));
  const pod = endsOf(first.item.node).find((x): x is Extract<Node, { t: 'pod' }> => x.t === 'pod')?.pod;
  // a zone of several readings beside one of one ("2pm Pacific (5pm Eastern)"): the reading in its
  // country and off its clock, if only one is
  const settled = chain.flatMap((f) => (f.zone && (!p.zoneReadings.has(f.zone) || p.seasonal.has(f.zone)) ? [f.zone.name] : []));
  const zoneReadings = (z: ResolvedZone | undefined): readonly ResolvedZone[] => {
    if (!z) return [r.ctx.zone];
    const all = p.zoneReadings.get(z);
    if (!all) return [z];
    // a season's offset beside the place's clock is no namesake another zone's country settles
    if (p.seasonal.has(z)) return all;
    const near = onlyInCountry(
      r.ctx.db,
      all.map((x) => x.name),
      settled,
      { at: r.ctx.reference },
    );
    return near ? [all[near.i]!] : all;
  };
  // every way of reading the zones (IST is India's, Ireland's or Israel's), up to nine
  let combos: ResolvedZone[][] = [[]];
  for (const f of chain)
    combos = combos.flatMap((c) => (f === first ? zoneReadings(f.zone) : zoneReadings(f.zone)).map((z) => [...c, z])).slice(0, 9);
  const named = (f: Facts, z: ResolvedZone) => (zoneReadings(f.zone).length > 1 ? [`${z.input ?? ''} as ${z.name}`] : []);
  const outcomes: Outcome[] = [];
  for (const d of onDay) {
    // readings that put every zone on the same offset that day are one ("3pm PST" is -08:00 either way in January)
    const seen = new Set<string>();
    for (const zs of combos) {
      const z0 = zs[0]!;
      const c = civilFromDays(d.day);
      const at = resolveWallTime(z0, { ...c, hour: src.h, minute: src.m, second: 0 }, 'compatible').epochSec;
      const offsets = zs.map((z) => z.zone.offsetAt(at)).join(',');
      if (seen.has(offsets)) continue;
      seen.add(offsets);
      // said without am/pm: the working-hours reading first (7 to 11 in the morning, 12 to 6 after noon), as the reader takes it,
      // within the part of the day said with it ("9 tonight")
      const both = src.h % 12 >= 7 ? [src.h % 12, (src.h % 12) + 12] : [(src.h % 12) + 12, src.h % 12];
      const inPod = both.filter((h) => !pod || (h >= pod.from && h < pod.to) || (h + 24 >= pod.from && h + 24 < pod.to));
      const hours = src.amb ? (inPod.length ? inPod : both) : [src.h];
      // a source said without am/pm: the reading the others agree with, if one does
      const tries = hours.map((h) => {
        const epoch = resolveWallTime(z0, { ...c, hour: h, minute: src.m, second: 0 }, 'compatible').epochSec;
        const edits: Edit[] = [];
        const all: string[] = [];
        let wrong = false;
        chain.slice(1).forEach((f, k) => {
          const z = zs[k + 1]!;
          const w = wallAt(z.zone, epoch).wall;
          const cf = clockFields(f.clock!.node as Extract<Node, { t: 'clock' }>, f.clock!.s, f.clock!.e);
          const ok = cf.m === w.minute && (cf.amb ? cf.h % 12 === w.hour % 12 : cf.h === w.hour);
          all.push(`${clockText(w.hour, w.minute)} in ${z.name}${w.day !== c.day ? ` (${formatDate(w)})` : ''}`);
          if (!ok) {
            edits.push(clockEdit(p, cf, w.hour, w.minute, padded));
            wrong = true;
          }
          // the day it says of its own, where the source's is given apart from it: "9pm ET Thursday =
          // 11am JST Friday" (Tokyo is a day ahead by then)
          if (f !== dayFacts && (f.wd || f.date)) {
            const own = orders(dateFieldsOf(p, f), r)[0];
            const there = dayOf(daysFromCivil(w.year, w.month, w.day));
            if (own && !agrees(own.fields, there)) {
              edits.push(...dateEdits(p, own.fields, there, own.monthFirst));
              wrong = true;
            }
          }
        });
        return { h, edits, wrong, all };
      });
      const pick = tries.find((x) => !x.wrong) ?? tries[0]!;
      const how = [d.how, ...chain.flatMap((f, k) => named(f, zs[k]!))].filter(Boolean).join(', ');
      outcomes.push({
        ok: !pick.wrong,
        edits: pick.edits,
        reason: `${clockText(pick.h, src.m)} in ${z0.name} on ${formatDate(c)} is ${pick.all.join(' and ')}.`,
        how,
      });
    }
  }
  return { s: first.clock!.s, e: end, kind: 'conversion', outcomes };
}

const clockText = (h: number, m: number): string => `${pad2(h)}:${pad2(m)}`;

interface Cue {
  readonly s: number;
  readonly e: number;
  /** back: the offset falls (summer time ends); forward: it rises; either: a change. */
  readonly dir: 'back' | 'forward' | 'either';
  /** A place the words name ("in the UK", "US DST"). */
  readonly place?: string;
}

/** Words that say the clocks change: "clocks go back", "DST ends", "daylight saving time begins", "spring forward". */
function clockCues(p: Passage): Cue[] {
  const t = p.toks;
  const out: Cue[] = [];
  const dirOf = (w: string): Cue['dir'] | undefined =>
    /^(back|backward|backwards|ends|end|ending|ended|fall)$/.test(w)
      ? 'back'
      : /^(forward|forwards|ahead|begins|begin|beginning|starts|start|starting|spring)$/.test(w)
        ? 'forward'
        : /^(change|changes|changing)$/.test(w)
          ? 'either'
          : undefined;
  for (let i = 0; i < t.length; i++) {
    const w = t[i]!.w;
    let s = -1;
    let k = -1;
    if (w === 'clocks' || w === 'clock') {
      s = i;
      k = i + 1;
    } else if (w === 'dst') {
      s = i;
      k = i + 1;
    } else if ((w === 'daylight' && /^savings?$/.test(t[i + 1]?.w ?? '')) || (w === 'summer' && t[i + 1]?.w === 'time')) {
      // "British Summer Time" is a name
      s = w === 'summer' && t[i - 1]?.w === 'british' ? i - 1 : i;
      k = i + 2;
      if (t[k]?.w === 'time') k++;
    } else if ((w === 'spring' && t[i + 1]?.w === 'forward') || (w === 'fall' && t[i + 1]?.w === 'back')) {
      out.push({ s: i, e: i + 2, dir: w === 'spring' ? 'forward' : 'back', ...zonesNear(p, i) });
      i++;
      continue;
    }
    if (s < 0) continue;
    for (let j = k; j < Math.min(k + 4, t.length); j++) {
      const d = dirOf(t[j]!.w);
      if (d) {
        out.push({ s, e: j + 1, dir: d, ...zonesNear(p, s) });
        i = j;
        break;
      }
      if (t[j]!.k === 'sym' && t[j]!.w !== "'") break;
    }
  }
  return out;
}

/** Places whose clocks a word names: "US DST", "UK clocks", "European summer time". */
const PLACE_WORDS: Readonly<Record<string, string>> = wordTable({
  us: 'America/New_York',
  usa: 'America/New_York',
  american: 'America/New_York',
  america: 'America/New_York',
  uk: 'Europe/London',
  british: 'Europe/London',
  britain: 'Europe/London',
  europe: 'Europe/Paris',
  european: 'Europe/Paris',
  eu: 'Europe/Paris',
  // the states that change their clocks keep Sydney's dates (Queensland and Western Australia do not change)
  australia: 'Australia/Sydney',
  australian: 'Australia/Sydney',
});

/** A place named near a clock change: "in the UK", "in London", "US DST", "European clocks". */
function zonesNear(p: Passage, s: number): { place?: string } {
  const t = p.toks;
  for (let k = Math.max(0, s - 3); k < Math.min(t.length, s + 8); k++) {
    const w = t[k]!.w;
    if (PLACE_WORDS[w]) return { place: PLACE_WORDS[w] };
    // "Europe's clocks", "Sydney's clocks": the place a possessive names
    const stem = /^(.+)'s$/.exec(w)?.[1];
    if (stem && PLACE_WORDS[stem]) return { place: PLACE_WORDS[stem] };
    if (stem && t[k]!.k === 'word' && /^\p{Lu}/u.test(p.said(k, k + 1))) return { place: p.said(k, k + 1).slice(0, -2) };
    if (w !== 'in' || !t[k + 1]) continue;
    const from = t[k + 1]!.w === 'the' ? k + 2 : k + 1;
    if (!t[from]) continue;
    if (PLACE_WORDS[t[from]!.w]) return { place: PLACE_WORDS[t[from]!.w] };
    // "in London", "in New York": capitalized words
    const words: string[] = [];
    for (let j = from; j < Math.min(from + 3, t.length) && t[j]!.k === 'word' && /^\p{Lu}/u.test(p.said(j, j + 1)); j++)
      words.push(p.said(j, j + 1));
    if (words.length) return { place: words.join(' ') };
  }
  return {};
}

function clockChangeClaim(p: Passage, r: Reader, cue: Cue, f: Facts, s: number, e: number): Draft {
  const fields = dateFieldsOf(p, f);
  // the zone: one the words name, else the writer's
  let zones: ResolvedZone[] = [r.ctx.zone];
  if (cue.place) {
    const name = cue.place;
    const look = lookupZone(r.ctx.db, name, { suggest: false, at: r.ctx.reference });
    if (look.kind === 'found') zones = [resolvedOf(look.match, name)];
    else if (look.kind === 'ambiguous')
      zones = look.zones.flatMap((z) =>
        ((x) => (x ? [{ name: x.name, zone: r.ctx.db.zone(x.canonical), defaulted: false } as ResolvedZone] : []))(r.ctx.db.lookup(z)),
      );
  }
  const outcomes: Outcome[] = [];
  let none = '';
  for (const o of orders(fields, r)) {
    for (const x of r.days(o.fields)) {
      const year = civilFromDays(x.day).year;
      const changes = new Map<number, string>();
      for (const z of zones) {
        const from = (daysFromCivil(year, 1, 1) - 1) * SECONDS_PER_DAY;
        const to = (daysFromCivil(year + 1, 1, 1) + 1) * SECONDS_PER_DAY;
        for (const tr of z.zone.transitions(from, to)) {
          const dir = tr.after.offset > tr.before.offset ? 'forward' : tr.after.offset < tr.before.offset ? 'back' : undefined;
          if (!dir || (cue.dir !== 'either' && cue.dir !== dir)) continue;
          const local = Math.floor((tr.at + tr.before.offset) / SECONDS_PER_DAY);
          if (civilFromDays(local).year !== year) continue;
          if (!changes.has(local)) changes.set(local, `${z.name}`);
        }
      }
      if (!changes.size) {
        none = `${zones.map((z) => z.name).join(', ')} ${zones.length > 1 ? 'do' : 'does'} not change ${cue.dir === 'either' ? 'its clocks' : cue.dir === 'back' ? 'its clocks back' : 'its clocks forward'} in ${year}; name the place whose clocks you mean.`;
        continue;
      }
      const list = [...changes.keys()].sort((a, b) => a - b);
      const hit = list.find((d) => d === x.day);
      const near = hit ?? list.sort((a, b) => Math.abs(a - x.day) - Math.abs(b - x.day))[0]!;
      const ok = hit !== undefined && (!o.fields.wd || o.fields.wd.v === weekdayOfEpochDay(x.day));
      const what = cue.dir === 'back' ? 'go back' : cue.dir === 'forward' ? 'go forward' : 'change';
      outcomes.push({
        ok,
        edits: ok ? [] : dateEdits(p, o.fields, dayOf(near), o.monthFirst),
        reason: `In ${changes.get(near)} the clocks ${what} on ${longDate(near)}.`,
        how: [o.how, x.how].filter(Boolean).join(', '),
      });
    }
  }
  return { s, e, kind: 'clock_change', outcomes, ...(outcomes.length ? {} : { unverifiable: none || 'The date could not be read.' }) };
}

/**
 * A date whose written year cannot be the one meant: the same day a year or two on is near, and
 * the passage says it is ahead (a weekday that only that year has, a relative phrase in its sentence
 * that lands on it, or words of the future with none of the past). The weekday is judged in that year.
 */
function yearClaim(p: Passage, r: Reader, f: Facts, facts: readonly Facts[], sentence: readonly number[]): Draft | undefined {
  if (!f.date || f.rel || f.holiday || f.context || f.range) return undefined;
  const fields = dateFieldsOf(p, f);
  const y = fields.iso?.v.year ?? (fields.y && !fields.y.two ? fields.y.v : undefined);
  if (y === undefined) return undefined;
  const [day] = r.days(fields.numeric ? orders(fields, r)[0]!.fields : fields);
  if (!day || r.days(fields.numeric ? orders(fields, r)[0]!.fields : fields).length > 1 || orders(fields, r).length > 1) return undefined;
  const c = civilFromDays(day.day);
  // the same month and day in a year that lies ahead, within a year of today
  const later = [c.year + 1, c.year + 2, c.year + 3]
    .map((yy) => ({ yy, d: c.month === 2 && c.day === 29 ? -1 : daysFromCivil(yy, c.month, c.day) }))
    .find((x) => x.d >= r.today - 14 && x.d <= r.today + 366);
  if (!later || day.day > r.today - 45) return undefined;
  const sent = sentence[f.item.s];
  const words = p.toks.filter((_, k) => sentence[k] === sent).map((t) => t.w);
  const past = words.some((w) =>
    /^(was|were|did|had|happened|held|released|launched|shipped|founded|ago|last|since|been|ended|started|began|took|went|came|signed|closed|opened|overdue|passed|lapsed|expired|missed|elapsed)$/.test(
      w,
    ),
  );
  const future = words.some(
    (w) =>
      /'ll$/.test(w) ||
      /^(will|upcoming|next|coming|scheduled|planned|plan|starts|begins|kicks|due|deadline|rsvp|register|join|shall|soon|tomorrow|invite|invited|reminder|remind|save|renews|expires|resumes|reopens|opens|reconvene)$/.test(
        w,
      ),
  );
  // a weekday that fits the year written says the year is meant
  if (fields.wd && weekdayOfEpochDay(day.day) === fields.wd.v) return undefined;
  const wdSays = fields.wd ? weekdayOfEpochDay(later.d) === fields.wd.v : false;
  const relSays = facts.some(
    (g) =>
      g !== f &&
      g.rel &&
      !g.context &&
      sentence[g.item.s] === sent &&
      r
        .relative(g.rel.node)
        .some((sp) => later.d * SECONDS_PER_DAY >= sp.s - 7 * SECONDS_PER_DAY && later.d * SECONDS_PER_DAY < sp.e + 7 * SECONDS_PER_DAY),
  );
  // the sentence says the year again ("tax year 2026 starts April 6, 2026"), or runs on to a later
  // date of its own ("... and ends April 5, 2027"): the year written is meant
  const at = f.date;
  const again = p.toks.some((t, k) => sentence[k] === sent && (k < at.s || k >= at.e) && t.k === 'num' && t.n === c.year);
  const onward = facts.some((g) => g !== f && g.date && sentence[g.item.s] === sent && (r.days(dateFieldsOf(p, g))[0]?.day ?? 0) > day.day);
  if (!wdSays && !relSays && (again || onward)) return undefined;
  if (!(wdSays || relSays || (future && !past))) return undefined;
  const right = dayOf(later.d);
  const s = f.wd ? Math.min(f.wd.s, f.date.s) : f.date.s;
  const e = f.wd ? Math.max(f.wd.e, f.date.e) : f.date.e;
  const why = wdSays
    ? `the weekday fits ${later.yy}, not ${c.year}`
    : relSays
      ? `the sentence's relative date lands in ${later.yy}`
      : 'the sentence speaks of it as ahead';
  return {
    s,
    e,
    kind: 'year',
    outcomes: [
      {
        ok: false,
        edits: dateEdits(p, fields, right),
        reason: `${formatDate(c)} is ${Math.round((r.today - day.day) / 30.44)} months ago, and ${why}: ${longDate(later.d)}.`,
        how: '',
      },
    ],
  };
}

// --- verdicts

/** The one fix every reading of a wrong draft gives, if they agree. */
function soleFix(p: Passage, d: Draft): readonly Edit[] | undefined {
  if (!d.outcomes.length || d.outcomes.some((o) => o.ok)) return undefined;
  const texts = new Set(d.outcomes.map((o) => applyEdits(p, d.s, d.e, o.edits)));
  return texts.size === 1 && d.outcomes[0]!.edits.length ? d.outcomes[0]!.edits : undefined;
}

/**
 * A weekday and date inside a wrong claim that corrects its date ("Thanksgiving is on Thursday,
 * November 27, 2026": the 26th) take that correction rather than one of their own that would keep
 * the date and change the weekday: the two fixes of the same words agree.
 */
function withinFix(p: Passage, w: Draft, drafts: readonly Draft[]): Draft {
  if (!soleFix(p, w)) return w;
  for (const h of drafts) {
    if (h === w || h.kind === 'weekday' || h.s > w.s || h.e < w.e) continue;
    const fix = soleFix(p, h)?.filter((x) => x.s >= w.s && x.e <= w.e);
    if (!fix?.length) continue;
    const reason = h.outcomes[0]!.reason;
    return { ...w, outcomes: w.outcomes.map((o) => ({ ...o, edits: fix, reason: `${o.reason} ${reason}` })) };
  }
  return w;
}

function finish(p: Passage, d: Draft): Claim {
  const { start, end } = p.span(d.s, d.e);
  const text = p.original.slice(start, end);
  const base = { start, end, text, kind: d.kind };
  if (!d.outcomes.length) return { ...base, verdict: 'unverifiable', reason: d.unverifiable ?? 'Nothing could be checked.' };
  const fixed = d.outcomes.map((o) => (o.ok ? undefined : o.edits.length ? applyEdits(p, d.s, d.e, o.edits) : ''));
  if (d.outcomes.every((o) => o.ok)) return { ...base, verdict: 'ok', reason: d.outcomes[0]!.reason };
  const distinct = [...new Set(fixed)];
  if (d.outcomes.every((o) => !o.ok) && distinct.length === 1) {
    return { ...base, verdict: 'wrong', ...(distinct[0] ? { corrected: distinct[0] } : {}), reason: d.outcomes[0]!.reason };
  }
  const readings = d.outcomes.map(
    (o, i) =>
      `${o.how ? `${o.how}: ` : ''}${o.reason.replace(/\.$/, '')}${o.ok ? ' (holds)' : fixed[i] ? `; write "${fixed[i]}"` : ' (does not hold)'}`,
  );
  const holds = d.outcomes.filter((o) => o.ok).length;
  // wrong whichever reading was meant, each with its fix: wrong, the fixes to choose from (a reading
  // the data cannot judge, "not in the holiday data of Germany", leaves it ambiguous)
  if (!holds && fixed.every(Boolean))
    return {
      ...base,
      verdict: 'wrong',
      reason: `It reads ${d.outcomes.length} ways and is wrong in each, with a different fix for each; say which is meant.`,
      readings,
    };
  return {
    ...base,
    verdict: 'ambiguous',
    reason: holds
      ? `It reads ${d.outcomes.length} ways and holds in ${holds === 1 ? 'one' : holds} of them; say which is meant.`
      : `It reads ${d.outcomes.length} ways and holds in none; say which is meant.`,
    readings,
  };
}

const dayOf = (day: number): { y: number; m: number; d: number; wd: number } => {
  const c = civilFromDays(day);
  return { y: c.year, m: c.month, d: c.day, wd: weekdayOfEpochDay(day) };
};
