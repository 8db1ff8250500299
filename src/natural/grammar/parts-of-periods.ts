// Parts of periods, the n-th of one, and days placed by another: "the beginning of March", "EOM",
// "end of day", "COB Friday", "the first Monday of March", "the last day of the year", "the Friday
// after Thanksgiving", "next Friday the 13th", "the closest Monday to Oct 5th", "the week of Oct 6th".

import { wordTable } from '../../core/tables.js';
import { type CycleUnit, type Node, type NthKind, type Part, withOther } from '../ast.js';
import { type Parsed, type Parser, seqs } from './parser.js';
import { domRule, isoRule, namedDate, numericDate } from './dates.js';
import { dayWord, weekdayName, weekdayRule } from './days.js';
import { holidayRule } from './holidays.js';
import { unitAt } from './durations.js';
import { amount, dayNum, ordinal } from './numbers.js';
import { cycleUnit, monthPeriod, periodRule } from './periods.js';
import { point } from './point.js';
import { skyRule } from './times-of-day.js';

/** What a part or an n-th can be taken of: a month, a week, a quarter, a year, a season. */
function periodOf(g: Parser, i: number): Parsed | undefined {
  const p = g.longest(i, [periodRule, holidayRule]);
  if (!p) return undefined;
  return p;
}

/** The festival "mid-autumn" names (calendars/chinese-festivals.ts). */
const MID_AUTUMN_FESTIVAL = 'festival:mid-autumn-festival';

export function partRule(g: Parser, i: number): Parsed | undefined {
  let part: Part | undefined;
  let j: number;
  let said = '';
  const at = g.any(i, seqs`at the|at`);
  const i0 = at >= 0 && g.is(at, 'end', 'beginning', 'start', 'middle') ? at : i;
  // "the end of", "the start of" name an edge a shift can count from; "late", "early" a stretch
  const edge = g.any(i0, seqs`the end of|end of|the tail end of|the beginning of|beginning of|the start of|start of`) >= 0;
  if ((j = g.any(i0, seqs`the beginning of|beginning of|the start of|start of|the early part of|early part of|early`)) >= 0)
    [part, said] = ['early', 'beginning'];
  else if ((j = g.any(i0, seqs`the middle of|middle of|the middle part of|mid|the mid|mid - `)) >= 0) [part, said] = ['mid', 'middle'];
  else if ((j = g.any(i0, seqs`the end of|end of|the latter part of|late|the late|the tail end of`)) >= 0) [part, said] = ['late', 'end'];
  // "end March", "by end next week", "end Q3": "end" with no "of" before a period, as business
  // English writes it (before a day it is the verb: "the trial will end Friday")
  else if (g.is(i0, 'end') && i0 === i) {
    const p = periodOf(g, i0 + 1);
    if (p && isPeriodNode(p.node) && p.node.t !== 'season') [part, said, j] = ['late', 'end', i0 + 1];
  }
  if (part) {
    if (g.is(j, '-') && g.glued(j)) j++;
    // "end of day", "end of today" is a moment: see eodRule
    if (said === 'end' && g.is(j, 'day', 'today', 'tomorrow', 'the') && (g.is(j, 'day', 'today', 'tomorrow') || g.is(j + 1, 'day')))
      return undefined;
    const p = periodOf(g, j);
    if (p && isPeriodNode(p.node)) {
      const node: Node = { t: 'part', part, of: p.node, said, ...(edge ? { edge: true as const } : {}) };
      // "Mid-Autumn 2028" names the festival, or less often the middle of the season
      if (g.is(i0, 'mid') && p.node.t === 'season' && p.node.s === 'autumn') {
        const festival: Node = { t: 'holiday', key: MID_AUTUMN_FESTIVAL, ...(p.node.y === undefined ? {} : { y: p.node.y }) };
        return { node: withOther(festival, { node, reading: 'the middle of autumn' }), e: p.e };
      }
      return { node, e: p.e };
    }
    // "beginning of year", "end of month": the current one
    const u = cycleUnit(g, j);
    if (u && u.unit !== 'day' && u.unit !== 'season' && u.unit !== 'weekend')
      return { node: { t: 'part', part, of: { t: 'cycle', unit: u.unit, n: 0, id: g.id() }, said }, e: u.e };
    return undefined;
  }
  // acronyms and glued words: EOM, BOY, midweek, mid-month
  const w = g.w(i);
  const the = w === 'the' ? 1 : 0;
  const a = g.w(i + the);
  const acr = a === undefined ? undefined : ACRONYMS[a];
  if (acr) {
    const [p, unit, s] = acr;
    return { node: { t: 'part', part: p, of: { t: 'cycle', unit, n: 0, id: g.id() }, said: s }, e: i + the + 1 };
  }
  if (g.is(i + the, 'mid') && g.is(i + the + 1, '-') && g.is(i + the + 2, 'week', 'month', 'year')) {
    const unit = g.w(i + the + 2) as CycleUnit;
    return { node: { t: 'part', part: 'mid', of: { t: 'cycle', unit, n: 0, id: g.id() }, said: 'middle' }, e: i + the + 3 };
  }
  return undefined;
}

/** Acronyms and glued words for a part of the current period. */
const ACRONYMS: Readonly<Record<string, readonly [Part, CycleUnit, string]>> = wordTable({
  eom: ['late', 'month', 'end'],
  bom: ['early', 'month', 'beginning'],
  eoy: ['late', 'year', 'end'],
  boy: ['early', 'year', 'beginning'],
  eow: ['late', 'week', 'end'],
  bow: ['early', 'week', 'beginning'],
  eoq: ['late', 'quarter', 'end'],
  boq: ['early', 'quarter', 'beginning'],
  midweek: ['mid', 'week', 'middle'],
  midmonth: ['mid', 'month', 'middle'],
  midyear: ['mid', 'year', 'middle'],
});

/** "end of day", "EOD", "end of tomorrow", "close of business", "COB". */
export function eodRule(g: Parser, i: number): Parsed | undefined {
  let j: number;
  let business: boolean;
  if (
    (j = g.any(
      i,
      seqs`the end of the work week|end of the work week|the end of the working week|end of the working week|the end of the business week
        |end of the business week`,
    )) >= 0
  ) {
    return { node: { t: 'eod', day: { t: 'weekdayRel', wd: 5, rel: 'this', id: g.id() }, business: true }, e: j };
  }
  if (
    (j = g.any(
      i,
      seqs`the end of the day|end of the day|the end of day|end of day|eod|the eod|e . o . d .|e . o . d|the end of today|end of today`,
    )) >= 0
  )
    business = false;
  else if (
    (j = g.any(
      i,
      seqs`end of the business day|the end of the business day|end of business|the end of business|close of business|the close of business
        |cob|c . o . b .|eob|close of play|end of the working day|end of the workday|the end of the working day`,
    )) >= 0
  )
    business = true;
  else if ((j = g.any(i, seqs`the end of tomorrow|end of tomorrow`)) >= 0)
    return { node: { t: 'eod', day: { t: 'dayrel', off: 1 }, business: false }, e: j };
  else return undefined;
  // "EOD Friday", "end of day tomorrow", "COB on the 15th"; without one, the day the rest names (or today)
  const k = g.is(j, 'on') ? j + 1 : j;
  const d = g.longest(k, [dayWord, weekdayRule, namedDate, domRule, isoRule]);
  if (d) return { node: { t: 'eod', day: d.node, business }, e: d.e };
  return { node: { t: 'eod', business }, e: j };
}

/**
 * "the first Monday of March", "the last day of the year", "the 2nd week of October", "the third month
 * of 2021", "third last day of May", "the second to last Friday of 2027", "the penultimate day of June", "last weekend of July",
 * "the first full moon of 2027".
 */
export function nthRule(g: Parser, i: number): Parsed | undefined {
  let j = g.is(i, 'the') ? i + 1 : i;
  let n: number;
  let k: number;
  const o = ordinal(g, j);
  if (o) {
    n = o.n;
    j = o.e;
    // counted from the end: "third last", "second to last", "third from last", "2nd-to-last"
    if ((k = g.any(j, seqs`last|final|to last|from last|from the last|from the end|- to - last|- from - last|- last`)) >= 0)
      [n, j] = [-n, k];
  } else if ((k = g.any(j, seqs`penultimate|next to last|next - to - last|last but one`)) >= 0) [n, j] = [-2, k];
  else if ((k = g.any(j, seqs`antepenultimate|last but two`)) >= 0) [n, j] = [-3, k];
  else if (g.is(j, 'last', 'final')) [n, j] = [-1, j + 1];
  else if (j > i) {
    // "the weekend before Christmas", "the weekend after Easter": the one ending before it, or
    // beginning after it
    if (g.is(j, 'weekend') && g.is(j + 1, 'after', 'before')) {
      const b = point(g, j + 2);
      if (!b) return undefined;
      const after = g.w(j + 1) === 'after';
      return { node: { t: 'nthAfter', n: after ? 1 : -1, what: { t: 'weekday', wd: after ? 6 : 0 }, base: b.node, weekend: true }, e: b.e };
    }
    // "the Friday after Thanksgiving", "the Sunday before Easter"
    const wd = weekdayName(g, j);
    if (!wd || !g.is(wd.e, 'after', 'before')) return undefined;
    const b = point(g, wd.e + 1);
    if (!b) return undefined;
    return { node: { t: 'nthAfter', n: g.w(wd.e) === 'after' ? 1 : -1, what: { t: 'weekday', wd: wd.wd }, base: b.node }, e: b.e };
  } else return undefined;
  // "the third Friday from now": the third Friday after today
  const wdFrom = weekdayName(g, j);
  if (wdFrom && n > 0) {
    const k = g.any(wdFrom.e, seqs`from now|from today|hence`);
    if (k >= 0) return { node: { t: 'countWd', wd: wdFrom.wd, n, sign: 1 }, e: k };
  }
  let what: NthKind | Node;
  const wd = weekdayName(g, j);
  const u = cycleUnit(g, j);
  const biz = g.any(j, seqs`business day|working day|work day|workday|business - day|working - day`);
  const weekday = g.any(j, seqs`weekday|week day|week - day`);
  if (biz >= 0) [what, j] = ['bizday', biz];
  else if (weekday >= 0) [what, j] = ['weekday', weekday];
  else if (wd) [what, j] = [{ t: 'weekday', wd: wd.wd }, wd.e];
  else if (u && (u.unit === 'day' || u.unit === 'week' || u.unit === 'weekend' || u.unit === 'month')) [what, j] = [u.unit, u.e];
  else {
    // an event of the sky that recurs: "the first full moon of 2027", "the last new moon of the year"
    const sky = skyRule(g, j);
    if (!sky || (sky.node.t !== 'moon' && sky.node.t !== 'solstice')) return undefined;
    [what, j] = [sky.node, sky.e];
  }
  if (g.is(j, 'of', 'in')) {
    const p = periodOf(g, j + 1);
    // a period, or a festival of several days ("the first day of Ramadan next year", "the last day of Passover")
    if (p && (isPeriodNode(p.node) || (what === 'day' && isHolidayNode(p.node))))
      return { node: { t: 'nthOf', n, what, of: p.node }, e: p.e };
    return undefined;
  }
  // the period right after, without "of": "the first Monday next month", "3rd Thursday this September",
  // "the 4th day last week" (not the 4th of a month that is a Thursday, or a Monday the 1st)
  const p = periodOf(g, j);
  if (p && isPeriodNode(p.node)) return { node: { t: 'nthOf', n, what, of: p.node }, e: p.e };
  // "the third Tuesday after Christmas", "the first Monday before Easter", "the last Friday before Christmas"
  const lastBefore = n === -1 && !o && g.is(j, 'before');
  if (typeof what !== 'string' && g.is(j, 'after', 'before') && (n > 0 || lastBefore)) {
    const sign = g.w(j) === 'after' ? 1 : -1;
    const b = point(g, j + 1);
    if (b) return { node: { t: 'nthAfter', n: sign * Math.abs(n), what, base: b.node }, e: b.e };
  }
  // "the second Sunday" alone: of this month, as "the second Sunday of the month" (not a Sunday the 2nd)
  if (o && n > 0 && typeof what !== 'string' && what.t === 'weekday')
    return { node: { t: 'nthOf', n, what, of: { t: 'cycle', unit: 'month', n: 0, id: g.id() } }, e: j };
  return undefined;
}

/**
 * "the first 3 days of March", "the last four months of 2021", "the final two weeks of this year":
 * that many of a calendar unit at the start or the end of a period (not "the last 3 days", which is
 * the days up to now).
 */
export function unitsOfRule(g: Parser, i: number): Parsed | undefined {
  const j = g.is(i, 'the') ? i + 1 : i;
  const sign = g.is(j, 'first') ? 1 : g.is(j, 'last', 'final') ? -1 : 0;
  if (!sign) return undefined;
  const a = amount(g, j + 1);
  if (!a || !Number.isInteger(a.n) || a.n < 1) return undefined;
  const u = unitAt(g, a.e, true);
  if (!u || (u.unit !== 'day' && u.unit !== 'week' && u.unit !== 'month' && u.unit !== 'quarter' && u.unit !== 'year')) return undefined;
  if (!g.is(u.e, 'of', 'in')) return undefined;
  const p = periodOf(g, u.e + 1);
  if (!p || !(isPeriodNode(p.node) || isHolidayNode(p.node))) return undefined;
  return { node: { t: 'unitsOf', n: sign * a.n * u.k, unit: u.unit, of: p.node }, e: p.e };
}

/** "the next Monday the 1st", "next Friday the 13th": the next day that is both, not next week's Monday. */
export function nextWeekdayDom(g: Parser, i: number): Parsed | undefined {
  const j = g.any(i, seqs`the next|next|the coming|the following`);
  if (j < 0) return undefined;
  const wd = weekdayName(g, j);
  if (!wd) return undefined;
  const k = g.is(wd.e, 'the') ? wd.e + 1 : g.is(wd.e, ',') && g.is(wd.e + 1, 'the') ? wd.e + 2 : -1;
  const d = k >= 0 ? dayNum(g, k, false) : undefined;
  if (!d || g.is(d.e, 'of')) return undefined;
  return {
    node: {
      t: 'and',
      parts: [
        { t: 'weekday', wd: wd.wd, ahead: true },
        { t: 'dom', d: d.n },
      ],
    },
    e: d.e,
  };
}

/** "the closest Monday to Oct 5th", "the second closest Mon to October fifth", "the 3rd nearest xmas to today". */
export function closestRule(g: Parser, i: number): Parsed | undefined {
  let j = g.is(i, 'the') ? i + 1 : i;
  let n = 1;
  const o = ordinal(g, j);
  if (o) [n, j] = [o.n, o.e];
  if (!g.is(j, 'closest', 'nearest') || n < 1 || n > 10) return undefined;
  const what = g.longest(j + 1, [weekdayRule, holidayRule, monthPeriod, domRule]);
  if (!what || !g.is(what.e, 'to')) return undefined;
  const to = point(g, what.e + 1);
  return to ? { node: { t: 'closest', n, what: what.node, to: to.node }, e: to.e } : undefined;
}

/** "the week of October 6th". */
export function weekOfRule(g: Parser, i: number): Parsed | undefined {
  // "the week starting February 4", "the week beginning Monday", "w/c 4 Feb": the seven days from that day
  const from = g.any(
    i,
    seqs`the week starting|week starting|the week beginning|week beginning|the week commencing|week commencing|w / c|wk commencing
      |wk beginning|wk starting`,
  );
  const j = from >= 0 ? (g.is(from, 'on', 'from', 'with') ? from + 1 : from) : g.any(i, seqs`the week of|week of`);
  if (j < 0) return undefined;
  const d = g.longest(j, [namedDate, domRule, isoRule, numericDate, holidayRule, weekdayRule, dayWord]);
  return d ? { node: { t: 'weekOf', of: d.node, ...(from >= 0 ? { from: true } : {}) }, e: d.e } : undefined;
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
