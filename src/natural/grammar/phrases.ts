// Whole phrases: ranges ("3-4pm", "from Monday to Wednesday next week", "between Christmas and New
// Year"), a point for a duration ("4pm for 30 minutes"), rolling spans ("the past 24 hours"),
// "within 2 weeks", "the rest of the week", bounded offsets ("at least a week after the launch"),
// open intervals ("after 2pm", "by Friday", "9am or later"), and "asap".

import { pad2 } from '../../core/iso-text.js';
import { DAY_NODES, type Dur, type Node, withOther } from '../ast.js';
import type { Unit } from '../lexicon.js';
import { type Parsed, Parser, seqs } from './parser.js';
import { duration, unitAt } from './durations.js';
import { amount, type NumAt, ordinal, wordsBelow100 } from './numbers.js';
import { podRule } from './parts-of-day.js';
import { nthRule, partRule } from './parts-of-periods.js';
import { hhmmAt, yearAfter } from './periods.js';
import { isBare, point, signedOffsetAt, zoneAt } from './point.js';
import { BUSINESS_DAYS } from './shifts.js';
import { offsetClock } from './times-of-day.js';

export function asapRule(g: Parser, i: number): Parsed | undefined {
  const j = g.any(
    i,
    seqs`asap|a . s . a . p .|a . s . a . p|as soon as possible|as soon as you can|as soon as we can|at your earliest convenience
      |at the earliest opportunity|soonest`,
  );
  return j >= 0 ? { node: { t: 'asap' }, e: j } : undefined;
}

/** One end of a range: a point, or a lone number the other end explains ("3" in "3-4pm", "13" in "13-15 July"). */
function end(g: Parser, i: number): Parsed | undefined {
  const p = point(g, i);
  const t = g.num(i);
  const w = t ? undefined : wordsBelow100(g, i);
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
export function rangeRule(g: Parser, i: number): Parsed | undefined {
  let j = i;
  let shared: Parsed | undefined;
  // "tomorrow from 3 to 5", "Thursday between 9:30 and 11", "next week from Monday to Wednesday"
  if (!g.is(i, 'from', 'between')) {
    const s = point(g, i);
    if (s && g.is(s.e, 'from', 'between')) {
      shared = s;
      j = s.e;
    } else if (s && g.is(s.e, 'in') && g.is(s.e + 1, 'between')) {
      shared = s;
      j = s.e + 1;
    }
  }
  const between = g.is(j, 'between');
  // "starting Aug 5 until Aug 16", "beginning Monday through Friday": as "from"
  const lead = g.is(j, 'from', 'between', 'starting', 'beginning') ? j + 1 : j;
  // "later than 9:30 but before 11:00"
  const later = g.any(j, seqs`later than|after|no earlier than|not before`);
  if (later >= 0 && !shared) {
    const a = end(g, later);
    if (a) {
      const k = g.any(
        a.e,
        seqs`but before|and before|but earlier than|and earlier than|but no later than|and no later than|but not after|and not after
          |but by`,
      );
      if (k >= 0) {
        const b = end(g, k);
        if (b) return { node: { t: 'range', a: a.node, b: b.node }, e: b.e };
      }
    }
  }
  const nths = nthEnds(g, lead);
  if (nths && !shared) return nths;
  let a = end(g, lead);
  if (!a) return undefined;
  // "from 3. to 5.10.2017", "21. - 22.11.": a day's number with its full stop, as German writes it
  // (a day of the month, not an hour)
  const dotted = isBare(a.node) && g.is(a.e, '.') && g.glued(a.e) && g.num(a.e - 1) !== undefined;
  if (dotted) a = { node: { t: 'dom', d: g.num(a.e - 1)!.n }, e: a.e };
  const k = dotted ? a.e + 1 : a.e;
  let sep: number;
  if (between) sep = g.any(k, seqs`and|&|-|to`);
  else sep = g.any(k, seqs`-|to|until|till|til|untill|through|thru|~|up to|up until|/|->|and|&|. .|- -|\u2014`);
  if (sep < 0) return undefined;
  const sepWord = g.w(k)!;
  if ((sepWord === 'and' || sepWord === '&') && !between) return undefined;
  if (sepWord === '/' && g.toks[lead]?.k !== 'iso') return undefined;
  // "from March to date": up to now
  let b: Parsed | undefined =
    (sepWord === 'to' || sepWord === 'until' || sepWord === 'till') && g.is(sep, 'date') && !g.is(sep + 1, 'of')
      ? { node: { t: 'now' }, e: sep + 1 }
      : end(g, sep);
  if (!b) return undefined;
  // after a day or now, a dash with a space before it and an amount of time after it is a sign, the
  // arithmetic rule's ("yesterday -1h", "now - 2h"), not a range to a time of day ("1h" as 01:00);
  // after a time of day the hour is the end's ("9h30 - 11h")
  if (sepWord === '-' && !g.glued(k) && !hasClock(a.node) && (duration(g, sep)?.e ?? -1) >= b.e) return undefined;
  // "March 3 - 5, 2014": the year after a day of the month that ends the range is the range's
  const aMonth = a.node.t === 'md' || (a.node.t === 'and' && a.node.parts.some((p) => p.t === 'md'));
  const bDay = b.node.t === 'dom' || b.node.t === 'clock' ? (b.node.t === 'dom' ? b.node.d : b.node.h) : undefined;
  if (aMonth && bDay !== undefined && isBare(b.node) && bDay <= 31) {
    const y = yearAfter(g, g.is(b.e, ',') ? b.e + 1 : b.e);
    if (y && Number.isFinite(y.y) && y.era === undefined)
      b = {
        node: {
          t: 'and',
          parts: [
            { t: 'dom', d: bDay },
            { t: 'year', y: y.y },
          ],
        },
        e: y.e,
      };
    // "March 3-5 at 9am", "Feb 22-23, 2017 7pm": a time after that day is the end's, as after "22-23
    // Feb" (a lone "3-5 at 9am" would read as the date 3/5, leaving the month out)
    const at = g.is(b.e, 'at', '@') ? b.e + 1 : b.e;
    let time = at > b.e || !g.glued(b.e) ? point(g, at) : undefined;
    // ("at 9": an hour, as "at" says)
    if (time && at > b.e && time.node.t === 'clock' && isBare(time.node)) time = { ...time, node: { ...time.node, bare: false } as Node };
    // (not a range of times of its own, "Dec 14-18 9am-5pm", which no one stretch reads)
    if (time && timeAlone(time.node) && !((rangeRule(g, at)?.e ?? 0) > time.e))
      b = { node: { t: 'and', parts: [...(b.node.t === 'and' ? b.node.parts : [{ t: 'dom', d: bDay } as Node]), time.node] }, e: time.e };
  }
  // "Sept-2027", "12-2027", "12/2027": a month and its year, not a range
  if (
    (sepWord === '-' || sepWord === '/') &&
    g.glued(k) &&
    g.glued(sep) &&
    b.e === sep + 1 &&
    g.num(sep)?.len === 4 &&
    (a.node.t === 'month' || a.node.t === 'quarter' || a.node.t === 'half' || isBare(a.node))
  )
    return undefined;
  // four digits after a dash glued to a time are a time too, not a year ("19 Dec 0930-1045", "21/09
  // 2205-0455"), and so after four digits of a time with the dash apart ("tomorrow 0930 - 1045")
  const aClock = a.node.t === 'clock' || (a.node.t === 'and' && a.node.parts.some((p) => p.t === 'clock'));
  const hhmm = hhmmAt(g, sep);
  if (aClock && sepWord === '-' && b.node.t === 'year' && b.e === sep + 1 && hhmm && (g.glued(sep) || g.num(k - 1)?.len === 4))
    b = { node: { t: 'clock', h: hhmm.h, m: hhmm.m, s: 0, g: 'minute', amb: false, id: 0 }, e: b.e };
  // a dash glued between numbers of a longer such chain is a date's or nothing ("1-2-3"); one glued
  // after a year joins no hour to it: two digits past the year's are a later year of its century
  // ("2019-20", "2012-14"), others nothing ("2020-13")
  // ("10-1-2018-10-7-2018" joins two whole dates)
  const whole = a.node.t === 'numdate' && a.node.y !== undefined && !a.node.yy;
  if (sepWord === '-' && g.glued(k) && g.glued(sep) && g.num(k - 1) && g.num(sep) && !whole) {
    if ((g.is(k - 2, '-') && g.glued(k - 1)) || (g.is(sep + 1, '-') && g.glued(sep + 1))) return undefined;
    if (a.node.t === 'year' && a.node.era === undefined && isBare(b.node)) {
      const yy = g.num(sep)!;
      if (yy.len !== 2 || b.e !== sep + 1 || yy.n <= a.node.y % 100) return undefined;
      b = { node: { t: 'year', y: a.node.y - (a.node.y % 100) + yy.n }, e: b.e };
    }
  }
  // two lone numbers are no range ("2-15" is a date), unless "from"/"between" or a day says so ("from 9 to 5", "tomorrow 3-5")
  if (isBare(a.node) && isBare(b.node) && !shared && lead === j) return undefined;
  let e = b.e;
  let tail: Parsed | undefined;
  // a part of the day, a day or a zone after both ends ("from 3 to 4 in the afternoon" is read in the second end)
  const z = zoneAt(g, e, b.node.t === 'clock' || (b.node.t === 'and' && b.node.parts.some((p) => p.t === 'clock')));
  if (z) {
    tail = z;
    e = z.e;
  }
  // "Friday 7-6": 7 to 6 on Friday, or the date 7-6 that falls on a Friday (not "Friday the 7th" to
  // some 6th after it, the weekday's other reading alone)
  const wdDay = a.node.t === 'and' && a.node.parts.length === 2 && a.node.parts[0]!.t === 'weekday' ? a.node.parts[1]! : undefined;
  const dated =
    sepWord === '-' &&
    g.glued(k) &&
    g.glued(sep) &&
    !tail &&
    !shared &&
    b.e === sep + 1 &&
    wdDay?.t === 'clock' &&
    isBare(wdDay) &&
    isBare(b.node)
      ? { m: wdDay.h, d: b.node.t === 'clock' ? b.node.h : b.node.t === 'dom' ? b.node.d : 0 }
      : undefined;
  if (dated) {
    const { other: _, ...rest } = a.node as Node & { other?: unknown };
    a = { ...a, node: rest as Node };
  }
  const node: Node = tail
    ? { t: 'range', a: a.node, b: { t: 'and', parts: [b.node, tail.node] }, ...(shared ? { shared: shared.node } : {}) }
    : {
        t: 'range',
        a: a.node,
        b: b.node,
        ...(shared ? { shared: shared.node } : {}),
        ...((sepWord === '-' || sepWord === '—') && lead === j ? { dash: true } : {}),
      };
  if (dated && dated.m >= 1 && dated.m <= 12 && dated.d >= 1 && dated.d <= 31) {
    const wd = (a.node as Extract<Node, { t: 'and' }>).parts[0]!;
    withOther(node, {
      node: { t: 'and', parts: [wd, { t: 'numdate', a: dated.m, b: dated.d, id: g.id() }] },
      reading: `${g.text.slice(g.toks[lead]!.s, g.toks[b.e - 1]!.e)} as a date`,
    });
  }
  // "Sep 18 - 06:25", "12 September - evening": a dash between a day and a time of day alone, as
  // itineraries and logs write them, is that time on that day; from the day's start to it beside it
  if ((sepWord === '-' || sepWord === '—') && !shared && lead === j && dayAlone(a.node) && timeAlone(b.node)) {
    // "18th september 2017 - 06:25-08:05": a range of times on that day
    const inner = rangeRule(g, sep);
    if (inner && inner.e > e && inner.node.t === 'range' && timeAlone(inner.node.a) && timeAlone(inner.node.b) && !inner.node.shared)
      return { node: { ...inner.node, shared: a.node }, e: inner.e };
    const on: Node = { t: 'and', parts: [a.node, ...(b.node.t === 'and' ? b.node.parts : [b.node]), ...(tail ? [tail.node] : [])] };
    return { node: withOther(on, { node, reading: 'from the start of the day until then' }), e };
  }
  // "01:00:00-08:00", "13:51:39-0700", "01:00:00-08", "10:00:00 -8": HH:MM, HHMM or hours after a
  // time written to the second are its UTC offset, as RFC 3339 and ISO 8601 write one (a range would
  // give its end to the second too); the range beside it
  const last = aClock ? (a.node.t === 'and' ? a.node.parts.filter((p) => p.t === 'clock').at(-1) : a.node) : undefined;
  if (last?.t === 'clock' && last.g === 'second' && sepWord === '-' && !tail && g.glued(sep) && !shared && lead === j) {
    const hours = g.num(sep);
    const o =
      (g.glued(k) ? signedOffsetAt(g, k) : undefined) ??
      (hours && hours.len <= 2 && hours.n <= 14 && b.e === sep + 1 && !(g.glued(sep + 1) && g.toks[sep + 1])
        ? { text: g.text.slice(g.toks[k]!.s, g.toks[sep]!.e), e: sep + 1 }
        : undefined);
    const zone = o && o.e >= b.e && g.probe?.(o.text, false, true, undefined, true);
    if (o && zone) {
      const at: Node = { t: 'and', parts: [...(a.node.t === 'and' ? a.node.parts : [a.node]), { t: 'zone', zone }] };
      return { node: withOther(at, { node, reading: `until ${g.text.slice(g.toks[sep]!.s, g.toks[o.e - 1]!.e)}, a range` }), e: o.e };
    }
  }
  // "16:10-0400": four digits glued after a dash glued to a time written with a colon are its UTC
  // offset, as "13:51:39 -0700" is, where a range to them would run past midnight (the range is
  // offered beside it); where they come later that day they are the range's end ("09:00-1000")
  if (aClock && hhmm && !tail && g.glued(k) && g.glued(sep) && b.e === sep + 1 && g.is(k - 2, ':') && !shared && lead === j) {
    const clocks = a.node.t === 'and' ? a.node.parts.filter((p) => p.t === 'clock') : [a.node];
    const c = clocks[clocks.length - 1] as Extract<Node, { t: 'clock' }>;
    const start = (c.mer === 'pm' && c.h < 12 ? c.h + 12 : c.mer === 'am' && c.h === 12 ? 0 : c.h) * 60 + c.m;
    const o = hhmm.h * 60 + hhmm.m <= start ? signedOffsetAt(g, k) : undefined;
    const zone = o && g.probe?.(o.text, false, true, undefined, true);
    if (zone) {
      const at: Node = { t: 'and', parts: [...(a.node.t === 'and' ? a.node.parts : [a.node]), { t: 'zone', zone }] };
      return { node: withOther(at, { node, reading: `until ${pad2(hhmm.h)}:${pad2(hhmm.m)}, a range` }), e };
    }
  }
  // "5 to 6pm" (relativeClock leaves it to this rule): 17:00 to 18:00, or five minutes to six
  const other = minutesTo(g, a, b, lead === j && (sepWord === 'to' || sepWord === 'til' || sepWord === 'till'), sep);
  if (other) {
    const parts = [...other.parts, ...(tail ? [tail.node] : []), ...(shared ? [shared.node] : [])];
    withOther(node, { node: parts.length > 1 ? { t: 'and', parts } : parts[0]!, reading: other.reading });
  }
  return { node, e };
}

/**
 * "first to last day of September", "the 1st through the 3rd Friday of May": an ordinal alone, then
 * the n-th of a period, are both of that period (not the 1st of this month to September's last day).
 */
function nthEnds(g: Parser, i: number): Parsed | undefined {
  const j = g.is(i, 'the') ? i + 1 : i;
  const o = ordinal(g, j);
  const n = o ? o.n : g.is(j, 'last', 'final') ? -1 : 0;
  if (!n) return undefined;
  const k = o ? o.e : j + 1;
  const sep = g.any(k, seqs`to|through|thru|until|till|-`);
  if (sep < 0) return undefined;
  // "the second to last day", "third-last": counted from the end, one day
  if (n !== 1 && g.is(sep, 'last', 'final')) return undefined;
  const b = nthRule(g, sep);
  if (!b || b.node.t !== 'nthOf') return undefined;
  return { node: { t: 'range', a: { ...b.node, n }, b: b.node }, e: b.e };
}

/** Whether a time of day is among a point's parts ("9h30", "Friday 3pm"). */
function hasClock(n: Node): boolean {
  return n.t === 'clock' || (n.t === 'iso' && n.iso.hour !== undefined) || (n.t === 'and' && n.parts.some(hasClock));
}

/** A day with no time of day: "Sep 18", "Monday", "tomorrow", "2017-09-18". */
function dayAlone(n: Node): boolean {
  const parts = n.t === 'and' ? n.parts : [n];
  return parts.every((p) => (DAY_NODES.has(p.t) && !isBare(p)) || p.t === 'year') && parts.some((p) => p.t !== 'year');
}

/** A time of day or a part of the day with no day: "06:25", "5pm", "evening". */
function timeAlone(n: Node): boolean {
  const parts = n.t === 'and' ? n.parts : [n];
  return parts.every((p) => (p.t === 'clock' && !isBare(p)) || p.t === 'pod');
}

/**
 * A range's words read as minutes before an hour: "5 to 6pm" (the digits 5 or 10 alone, an hour with
 * am/pm) is also 17:55; what else either end holds ("tomorrow 5", "4pm tomorrow") stays with it.
 */
function minutesTo(g: Parser, a: Parsed, b: Parsed, to: boolean, sep: number): { parts: Node[]; reading: string } | undefined {
  if (!to || g.num(a.e - 1) === undefined) return undefined;
  const aParts = a.node.t === 'and' ? a.node.parts : [a.node];
  const n = aParts.at(-1)!;
  const minutes = n.t === 'clock' ? n.h : n.t === 'dom' ? n.d : undefined;
  if (!isBare(n) || (minutes !== 5 && minutes !== 10)) return undefined;
  const bParts = b.node.t === 'and' ? b.node.parts : [b.node];
  const hour = bParts[0]!;
  if (hour.t !== 'clock' || hour.mer === undefined || hour.m !== 0 || hour.noon || hour.midnight) return undefined;
  const c = offsetClock(hour, -minutes, b.e)!.node as Extract<Node, { t: 'clock' }>;
  return {
    parts: [...aParts.slice(0, -1), c, ...bParts.slice(1)],
    reading: `${pad2(c.h)}:${pad2(c.m)}, ${minutes} minutes to ${g.text.slice(g.toks[sep]!.s, g.toks[b.e - 1]!.e)}`,
  };
}

const DUR_UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;

/** The most tokens a time before "+ 2 days" is looked for in. */
const ARITH_BASE_TOKENS = 12;

/**
 * Arithmetic on a time: "now + 40 minutes", "today + 3 days", "2023-12-29 -10days", "next Tuesday
 * plus 2 weeks", "+2 days", "- 3 hours" (from now).
 */
export function arithRule(g: Parser, i: number): Parsed | undefined {
  // a dash inside a number said in words ("forty-three") is no minus
  const sign = (k: number) => g.is(k, '+', '-', 'plus', 'minus') && !hyphenedWords(g, k);
  // "+1 decade -2 years", "now + 2 hours - 30 minutes": a chain of signed amounts is their sum
  // (8 years on), not the first with the rest left over
  const shift = (j: number, base?: Node): Parsed | undefined => {
    const d = duration(g, j + 1);
    if (!d) return undefined;
    const dur: Dur = { ...d.dur, stated: [...d.dur.stated] };
    let s: 1 | -1 = g.is(j, '+', 'plus') ? 1 : -1;
    let e = d.e;
    for (let next = duration(g, e + 1); sign(e) && next; next = duration(g, e + 1)) {
      const k = (g.is(e, '+', 'plus') ? 1 : -1) * s;
      for (const u of DUR_UNITS) dur[u] += k * next.dur[u];
      dur.stated.push(...next.dur.stated);
      e = next.e;
    }
    // all of it back (or nothing on): the sign is the chain's, each amount as it is
    if (DUR_UNITS.every((u) => dur[u] <= 0) && DUR_UNITS.some((u) => dur[u] < 0)) {
      for (const u of DUR_UNITS) dur[u] = -dur[u];
      s = s > 0 ? -1 : 1;
    }
    return { node: { t: 'shift', dur, sign: s, ...(base ? { base } : {}) }, e };
  };
  // a sign that leads ("+2 days"), not a dash between numbers ("2-3 days")
  if (sign(i)) return g.num(i - 1) && g.glued(i) ? undefined : shift(i);
  // a sign a duration follows, and the time before it read alone ("today + 3 days": not "today"
  // at UTC+3; "3pm UTC-5 + 2 hours": the second sign); only the first such sign, a few words on,
  // so that the work stays in proportion to the text
  for (let j = i + 1; j < Math.min(g.length, i + ARITH_BASE_TOKENS); j++) {
    if (!sign(j) || !duration(g, j + 1)) continue;
    const b = point(new Parser(g.text, g.toks.slice(0, j), g.probe, g.constraints), i);
    if (b?.e !== j || isBare(b.node)) return undefined;
    const r = shift(j, b.node.t === 'now' ? undefined : b.node);
    // "yesterday - 1 hour", "tomorrow +2h": hours from this time of day on that day, as "this time
    // yesterday" is and as GNU date and dateparser read them (11:00 yesterday, said at noon), or from
    // the day's start (23:00 the day before, 02:00), which is offered beside it
    const base = b.node;
    if (r && r.node.t === 'shift' && base.t === 'dayrel' && (r.node.dur.hour || r.node.dur.minute || r.node.dur.second)) {
      const days: Node = {
        t: 'shift',
        dur: { year: 0, month: 0, week: 0, day: Math.abs(base.off), hour: 0, minute: 0, second: 0, stated: [] },
        sign: base.off < 0 ? -1 : 1,
      };
      const said = g.text.slice(g.toks[i]!.s, g.toks[j - 1]!.e);
      const fromNow: Node = { ...r.node, ...(base.off ? { base: days } : { base: undefined }) };
      return { node: withOther(fromNow, { node: r.node, reading: `from the start of ${said}` }), e: r.e };
    }
    return r;
  }
  return undefined;
}

/** A dash glued between the two words of a number said in words: "forty-three". */
function hyphenedWords(g: Parser, k: number): boolean {
  return g.is(k, '-') && wordsBelow100(g, k - 1)?.e === k + 2;
}

/**
 * Between two amounts of one unit from now: "in 2-3 days", "1-2 weeks ago", "3 to 5 hours from
 * now" (from the nearer to the farther, in time's order).
 */
export function durationRangeRule(g: Parser, i: number): Parsed | undefined {
  const ahead = g.is(i, 'in', 'within');
  const a = amount(g, ahead ? i + 1 : i);
  if (!a || !Number.isInteger(a.n)) return undefined;
  const k = g.any(a.e, seqs`-|to|or`);
  if (k < 0) return undefined;
  const d = duration(g, k);
  if (!d) return undefined;
  const units = (['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const).filter((u) => d.dur[u] !== 0);
  if (units.length !== 1 || d.dur[units[0]!] <= a.n) return undefined;
  let sign: 1 | -1;
  let e = d.e;
  const back = g.any(e, seqs`ago|before now|in the past`);
  const on = g.any(e, seqs`from now|later|hence|from today`);
  if (back >= 0 && !ahead) [sign, e] = [-1, back];
  else if (on >= 0 && !ahead) [sign, e] = [1, on];
  else if (ahead) sign = 1;
  else return undefined;
  const near: Node = { t: 'shift', dur: { ...d.dur, [units[0]!]: a.n, stated: [] }, sign };
  const far: Node = { t: 'shift', dur: d.dur, sign };
  return { node: sign > 0 ? { t: 'range', a: near, b: far } : { t: 'range', a: far, b: near }, e };
}

/** "4pm for 30 minutes", "for 10 days from Dec 18", "from 18th Dec for 10 days". */
export function forRule(g: Parser, i: number): Parsed | undefined {
  if (g.is(i, 'for')) {
    const d = duration(g, i + 1);
    if (!d) return undefined;
    const k = g.any(d.e, seqs`from|starting from|starting|starting at|starting on|beginning|beginning on|as of|after|since`);
    if (k < 0) return undefined;
    const a = point(g, k);
    return a ? { node: { t: 'for', a: a.node, dur: d.dur }, e: a.e } : undefined;
  }
  // "3 days starting next Monday", "a day starting Friday at 5pm"
  const dur = duration(g, i);
  if (dur) {
    const k = g.any(dur.e, seqs`starting on|starting at|starting from|starting|beginning on|beginning at|beginning|commencing`);
    const a = k >= 0 ? point(g, k) : undefined;
    if (a) return { node: { t: 'for', a: a.node, dur: dur.dur }, e: a.e };
  }
  const lead = g.is(i, 'from', 'starting') ? (g.is(i + 1, 'from') ? i + 2 : i + 1) : i;
  const a = point(g, lead);
  if (!a) return undefined;
  const k = g.is(a.e, 'for') ? a.e + 1 : -1;
  if (k < 0) return undefined;
  const d = duration(g, k);
  return d ? { node: { t: 'for', a: a.node, dur: d.dur }, e: d.e } : undefined;
}

/** "last 2 days", "the past 24 hours", "next 3 weeks", "the upcoming 2 weekends", "2 upcoming weeks", "the next few days". */
export function rollingRule(g: Parser, i: number): Parsed | undefined {
  let j = g.any(i, seqs`in the|over the|during the|for the|within the|the`);
  if (j < 0) j = i;
  let dir: 1 | -1 | undefined;
  let a: NumAt | undefined;
  const w = g.w(j);
  if (w === 'last' || w === 'past' || w === 'previous' || w === 'preceding') dir = -1;
  else if (w === 'next' || w === 'upcoming' || w === 'coming' || w === 'following') dir = 1;
  let k: number;
  const dirFirst = dir !== undefined;
  if (dir) {
    a = amount(g, j + 1);
    k = a ? a.e : j + 1;
  } else {
    a = amount(g, j);
    if (!a || !g.is(a.e, 'upcoming', 'coming', 'next', 'past', 'last', 'previous')) return undefined;
    dir = g.is(a.e, 'past', 'last', 'previous') ? -1 : 1;
    k = a.e + 1;
  }
  // "the next 3 business days", "the last five working days": those whole days, today not among them
  const biz = a && Number.isInteger(a.n) && a.n >= 1 ? g.any(k, BUSINESS_DAYS) : -1;
  if (biz >= 0) {
    const day = (n: number): Node => ({ t: 'biz', n, sign: dir!, stated: a!.stated ? [a!.stated] : [] });
    return { node: dir > 0 ? { t: 'range', a: day(1), b: day(a!.n) } : { t: 'range', a: day(a!.n), b: day(1) }, e: biz };
  }
  let unit: Unit | 'weekend' | undefined;
  const u = unitAt(g, k, !!a);
  if (u) unit = u.unit;
  const we = g.any(k, seqs`weekends|weekend|week-ends|week ends`);
  if (we >= 0) unit = 'weekend';
  if (!unit) return undefined;
  const e = we >= 0 ? we : u!.e;
  const n = a ? a.n * (u?.k ?? 1) : 1;
  // "next week", "last month" are the periods themselves; "next hour", "past 24 hours" roll
  if (!a && unit !== 'hour' && unit !== 'minute' && unit !== 'second') return undefined;
  // a count before "next" or "last" takes a plural ("3 next weeks"): in "we will be 3 next week" it
  // counts something else ("2 upcoming week" is as Duckling reads it)
  if (a && !dirFirst && a.n !== 1 && g.is(a.e, 'next', 'last', 'past', 'previous') && !/s$/.test(g.w(e - 1) ?? '')) return undefined;
  if (!Number.isInteger(n) || n < 1) return undefined;
  const decades = unit === 'year' && u?.k === 10;
  return { node: { t: 'rolling', dir, n, unit, stated: a?.stated ? [a.stated] : [], ...(decades ? { decades } : {}) }, e };
}

/** "within 2 weeks", "within the hour". */
export function withinRule(g: Parser, i: number): Parsed | undefined {
  if (!g.is(i, 'within', 'inside of', 'in under', 'in less than')) return undefined;
  const u = g.is(i + 1, 'the') ? unitAt(g, i + 2, false) : undefined;
  if (u && !g.num(i + 3))
    return {
      node: {
        t: 'within',
        dur: {
          year: 0,
          month: 0,
          week: 0,
          day: 0,
          hour: 0,
          minute: 0,
          second: 0,
          stated: [],
          [u.unit === 'quarter' ? 'month' : u.unit]: u.unit === 'quarter' ? 3 : u.k,
        },
      },
      e: u.e,
    };
  // "within the next 1 day and 5 hours": the span from now, as "within 1 day and 5 hours"
  const next = g.any(i + 1, seqs`the next|the coming|the following|next`);
  // "within about 3 hours", "within ~2 days": the hedge changes nothing of the span
  const d = duration(g, g.skip(next >= 0 ? next : i + 1, 'about', 'around', 'approximately', 'approx', 'roughly', '~'));
  return d ? { node: { t: 'within', dur: d.dur }, e: d.e } : undefined;
}

/** "the rest of the week", "rest of the day", "for the rest of the month". */
export function restRule(g: Parser, i: number): Parsed | undefined {
  // "later today", "earlier today"; "year to date", "YTD", "so far this year": what has gone of it
  const today = g.any(i, seqs`later today|later on today|earlier today`);
  if (today >= 0) return { node: { t: 'rest', unit: 'day', ...(g.w(i) === 'earlier' ? { before: true } : {}) }, e: today };
  const toDate = g.any(
    i,
    seqs`so far this|year to date|year - to - date|ytd|month to date|month - to - date|mtd|week to date|week - to - date|wtd`,
  );
  if (toDate >= 0) {
    const w = g.w(i) === 'so' ? g.w(toDate) : { y: 'year', m: 'month', w: 'week' }[g.w(i)![0] as 'y' | 'm' | 'w'];
    if (w === 'week' || w === 'month' || w === 'year')
      return { node: { t: 'rest', unit: w, before: true }, e: g.w(i) === 'so' ? toDate + 1 : toDate };
  }
  // "the rest of the week", "rest of this month", "the rest of my day", "rest of week", "rest of today"
  let j = -1;
  const lead = g.any(
    i,
    seqs`for the rest of|the rest of|rest of|the remainder of|remainder of|the remaining of|remaining of|what remains of|what is left of
      |what's left of`,
  );
  if (lead >= 0) {
    if (g.is(lead, 'today')) return { node: { t: 'rest', unit: 'day' }, e: lead + 1 };
    j = g.any(lead, seqs`the current|the|this|my|current`);
    if (j < 0) j = lead;
  }
  // "later this afternoon", "later tonight", "earlier this morning": what is left (or gone) of today's part of the day
  const way = g.any(i, seqs`later on|later|earlier`);
  if (lead < 0 && way >= 0 && !g.is(way, 'tonight', 'tonite')) {
    const p = podRule(g, g.is(way, 'in') && g.is(way + 1, 'the') ? way + 2 : way);
    const today = p?.node.t === 'pod' && (p.node.day === undefined || (p.node.day.t === 'dayrel' && p.node.day.off === 0));
    if (p && p.node.t === 'pod' && today) {
      const of: Node = { ...p.node, day: { t: 'dayrel', off: 0 } };
      return { node: { t: 'restPod', of, ...(g.w(i) === 'earlier' ? { before: true } : {}) }, e: p.e };
    }
  }
  // "later this month", "later in the week": what is left of it; "earlier this week": what has gone
  let before = false;
  if (j < 0 && (j = g.any(i, seqs`later this|later in the|later in this|later on this|earlier this|earlier in the|earlier in this`)) >= 0)
    before = g.w(i) === 'earlier';
  if (j < 0) return undefined;
  const w = g.w(j);
  if (w === 'day' || w === 'week' || w === 'month' || w === 'year')
    return { node: { t: 'rest', unit: w, ...(before ? { before } : {}) }, e: j + 1 };
  return undefined;
}

/**
 * Offsets with a bound: "within 2 weeks after Monday" (the two weeks from Monday), "within 3 days
 * before Friday", "more than 3 days before Friday" (up to three days before it), "at least a week
 * after the launch".
 */
export function boundedRule(g: Parser, i: number): Parsed | undefined {
  let j: number;
  let within: boolean;
  if ((j = g.any(i, seqs`within|less than|no more than|inside of|under`)) >= 0) within = true;
  else if ((j = g.any(i, seqs`more than|at least|no less than|over`)) >= 0) within = false;
  else return undefined;
  const d = duration(g, j);
  if (!d || !g.is(d.e, 'after', 'before', 'from')) return undefined;
  const sign = g.w(d.e) === 'before' ? -1 : 1;
  const p = point(g, d.e + 1);
  if (!p) return undefined;
  const shifted: Node = { t: 'shift', dur: d.dur, sign, base: p.node };
  if (within) return { node: { t: 'for', a: sign > 0 ? p.node : shifted, dur: d.dur }, e: p.e };
  // "more than a week after": past that day; "at least a week after": from it
  const inclusive = g.is(i, 'at', 'no');
  return {
    node: {
      t: 'open',
      side: sign > 0 ? (inclusive ? 'from' : 'after') : 'before',
      at: shifted,
      said: g.toks
        .slice(i, j)
        .map((t) => t.w)
        .join(' '),
    },
    e: p.e,
  };
}

/** "after 2pm", "before Friday", "since last Monday", "until the end of the month", "by Friday", "no later than 5pm", "9am or later". */
export function openRule(g: Parser, i: number): Parsed | undefined {
  // "tomorrow before 4pm", "Friday after 3pm": a day, then an open range on a time of that day; "in
  // the evening after 10", "Sep 17th in the evening before 10": a part of the day, then a time of it
  const day = point(g, i);
  if (day && !isBare(day.node) && !hasClock(day.node)) {
    const open = openOnly(g, day.e);
    if (
      open?.node.t === 'open' &&
      open.node.side !== 'since' &&
      open.node.side !== 'untilEnd' &&
      timeOfDayOnly(open.node.at) &&
      (!hasTimeOfDay(day.node) || (hasClock(open.node.at) && !partsOf(open.node.at).some((p) => p.t === 'pod')))
    )
      return { node: { ...open.node, at: { t: 'and', parts: [day.node, open.node.at] } }, e: open.e };
  }
  return openOnly(g, i);
}

const partsOf = (n: Node): Node[] => (n.t === 'and' ? n.parts : [n]);
const hasTimeOfDay = (n: Node): boolean => n.t === 'clock' || n.t === 'pod' || (n.t === 'and' && n.parts.some(hasTimeOfDay));
const timeOfDayOnly = (n: Node): boolean =>
  n.t === 'clock' || n.t === 'pod' || (n.t === 'and' && n.parts.every((p) => p.t === 'clock' || p.t === 'pod' || p.t === 'zone'));

/** The words that open a range at one end, and which end. */
// biome-ignore format: a table, one row a line
const OPEN_PREFIXES: readonly (readonly [string, 'after' | 'since' | 'from' | 'before' | 'by' | 'until'])[] = [
  ['anytime after', 'after'], ['any time after', 'after'], ['sometime after', 'after'], ['some time after', 'after'], ['later than', 'after'], ['after', 'after'],
  ['since', 'since'], ['ever since', 'since'], ['from', 'from'], ['starting from', 'from'], ['starting at', 'from'], ['starting on', 'from'], ['starting', 'from'], ['beginning', 'from'],
  ['as of', 'from'], ['as from', 'from'], ['no earlier than', 'from'], ['not earlier than', 'from'], ['not before', 'from'], ['effective', 'from'],
  ['sometime before', 'before'], ['some time before', 'before'], ['anytime before', 'before'], ['any time before', 'before'], ['before', 'before'],
  ['earlier than', 'before'], ['prior to', 'before'], ['ahead of', 'before'],
  ['by', 'by'], ['no later than', 'by'], ['not later than', 'by'], ['latest by', 'by'], ['at the latest by', 'by'], ['due by', 'by'], ['due', 'by'],
  ['on or before', 'by'], ['through', 'by'], ['thru', 'by'], ['up to and including', 'by'], ['up through', 'by'],
  ['as late as', 'by'], ['ending with', 'by'], ['ending on', 'by'], ['as early as', 'from'], ['on or after', 'from'],
  // the day itself included, as queries write it
  ['after or on', 'from'], ['on or later than', 'from'], ['after or equal to', 'from'], ['later than or equal to', 'from'], ['at or after', 'from'],
  ['before or on', 'by'], ['on or earlier than', 'by'], ['before or equal to', 'by'], ['earlier than or equal to', 'by'], ['at or before', 'by'],
  // as filters and spreadsheets write them: "<6pm today", ">= 2027-01-01"
  ['<', 'before'], ['< =', 'by'], ['>', 'after'], ['> =', 'from'],
  ['until', 'until'], ['till', 'until'], ['til', 'until'], ['untill', 'until'], ['up to', 'until'], ['up until', 'until'], ["'til", 'until'], ["'till", 'until'],
];

/** An open range that begins at i with its words: "after 2pm", "by Friday", "9am or later". */
function openOnly(g: Parser, i: number): Parsed | undefined {
  let best: Parsed | undefined;
  for (const [words, side] of OPEN_PREFIXES) {
    const j = g.seq(i, words);
    if (j < 0) continue;
    // "until the end of the month", "by EOM", "before the end of the year": up to its end (not to
    // the start of its last part, which "end" names elsewhere)
    const upToEnd = side === 'by' || side === 'until' || (side === 'before' && g.any(j, seqs`the end of|end of|eom|eoy|eow|eoq`) >= 0);
    const part = partRule(g, j);
    if (part && part.node.t === 'part' && part.node.part === 'late' && upToEnd && part.node.said === 'end') {
      const got: Parsed = { node: { t: 'open', side: 'untilEnd', at: part.node.of, said: words }, e: part.e };
      if (!best || got.e > best.e) best = got;
      continue;
    }
    // "by the end of Friday": up to the end of that day
    const k = g.any(j, seqs`the end of|end of|the close of`);
    if (k >= 0 && upToEnd) {
      const q = point(g, k);
      if (q) {
        const got: Parsed = { node: { t: 'open', side: 'untilEnd', at: q.node, said: words }, e: q.e };
        if (!best || got.e > best.e) best = got;
        continue;
      }
    }
    const p = point(g, j);
    if (!p) continue;
    let e = p.e;
    // "from tomorrow onwards", "from 2pm on"
    if (side === 'from' || side === 'since' || side === 'after') {
      const more = g.any(e, seqs`onwards|onward|on|and later|or later`);
      if (more >= 0 && (g.w(e) !== 'on' || more === g.toks.length)) e = more;
    }
    const got: Parsed = { node: { t: 'open', side, at: p.node, said: words }, e };
    if (!best || got.e > best.e) best = got;
  }
  if (best) return best;
  // "9am or later", "Friday onwards", "5pm at the latest"
  const p = point(g, i);
  if (!p) return undefined;
  let k: number;
  // ("on 1/1/2016 and after 6PM": "after" begins another time, not this one's open end)
  const another = (k: number) => g.is(k - 1, 'after', 'before') && point(g, k) !== undefined;
  if ((k = g.any(p.e, seqs`or later|onwards|onward|and later|or after|and after|at the earliest|and beyond|on`)) >= 0 && !another(k)) {
    if (g.w(p.e) === 'on' && k < g.toks.length) return undefined;
    return { node: { t: 'open', side: 'from', at: p.node, said: 'or later' }, e: k };
  }
  if ((k = g.any(p.e, seqs`or earlier|or before|and before|at the latest|latest|or sooner`)) >= 0 && !another(k))
    return { node: { t: 'open', side: 'by', at: p.node, said: 'at the latest' }, e: k };
  return undefined;
}
