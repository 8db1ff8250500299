// Days: "today", "the day after tomorrow", "now", "this time tomorrow", weekday names and relative
// weekdays ("next Friday", "Friday after next", "Wednesday of next week", "last week's Sunday").

import type { Node } from '../ast.js';
import { type Rel, REL_WORDS, WEEKDAYS } from '../lexicon.js';
import { type Parsed, type Parser, seqs } from './parser.js';
import { cycleRule, relSteps } from './periods.js';

export function dayWord(g: Parser, i: number): Parsed | undefined {
  let j: number;
  if ((j = g.any(i, seqs`the day after tomorrow|day after tomorrow|overmorrow|the day after tmrw`)) >= 0)
    return { node: { t: 'dayrel', off: 2 }, e: j };
  if ((j = g.any(i, seqs`the day before yesterday|day before yesterday`)) >= 0) return { node: { t: 'dayrel', off: -2 }, e: j };
  const w = g.w(i);
  if (w === 'today' || w === 'todays' || w === "today's") return { node: { t: 'dayrel', off: 0 }, e: i + 1 };
  if (
    w === 'tomorrow' ||
    w === 'tmrw' ||
    w === 'tmr' ||
    w === 'tomorrows' ||
    w === "tomorrow's" ||
    w === 'tomorow' ||
    w === 'tommorow' ||
    w === 'tommorrow'
  ) {
    return { node: { t: 'dayrel', off: 1 }, e: i + 1 };
  }
  if (w === 'yesterday' || w === "yesterday's" || w === 'yday') return { node: { t: 'dayrel', off: -1 }, e: i + 1 };
  return undefined;
}

/** "this time tomorrow", "tomorrow this time", "same time next week": the reference's time of day on another day; "this day next year" its date. */
export function sameTimeRule(g: Parser, i: number): Parsed | undefined {
  const lead = g.any(i, seqs`this time|the same time|same time|at this time|at the same time|around this time`);
  const dur = (days: number, unit: 'day' | 'week' | 'month' | 'year'): Node => ({
    t: 'shift',
    dur: { year: 0, month: 0, week: 0, day: 0, hour: 0, minute: 0, second: 0, stated: [], [unit]: days },
    sign: days < 0 ? -1 : 1,
  });
  const after = (j: number): Parsed | undefined => {
    const d = dayWord(g, j);
    if (d && d.node.t === 'dayrel' && d.node.off !== 0)
      return { node: { ...dur(Math.abs(d.node.off), 'day'), sign: d.node.off < 0 ? -1 : 1 } as Node, e: d.e };
    const c = cycleRule(g, j);
    if (
      c &&
      c.node.t === 'cycle' &&
      Number.isInteger(c.node.n) &&
      c.node.n !== 0 &&
      (c.node.unit === 'week' || c.node.unit === 'month' || c.node.unit === 'year')
    ) {
      return { node: { ...dur(Math.abs(c.node.n), c.node.unit), sign: c.node.n < 0 ? -1 : 1 } as Node, e: c.e };
    }
    return undefined;
  };
  if (lead >= 0) return after(lead);
  // "this day next week", "the same day next year": today's date on another day, the whole day
  const day = g.any(i, seqs`this day|the same day|same day|on this day|on the same day`);
  if (day >= 0) {
    const p = after(day);
    if (p && p.node.t === 'shift') return { node: { ...p.node, base: { t: 'dayrel', off: 0 } }, e: p.e };
    return undefined;
  }
  // "tomorrow this time", "tomorrow at the same time"
  const first = dayWord(g, i) ?? cycleRule(g, i);
  if (!first) return undefined;
  const k = g.any(first.e, seqs`this time|at this time|same time|at the same time|the same time`);
  return k >= 0 ? ((p) => (p ? { node: p.node, e: k } : undefined))(after(i)) : undefined;
}

export function nowRule(g: Parser, i: number): Parsed | undefined {
  const j = g.any(
    i,
    seqs`now|right now|just now|at the moment|atm|at this moment|this moment|immediately|right away|straight away|at present|at the present time|at the present moment|as of now`,
  );
  return j >= 0 ? { node: { t: 'now' }, e: j } : undefined;
}

export function weekdayName(g: Parser, i: number): { wd: number; e: number; weak: boolean } | undefined {
  const w = g.w(i);
  if (w === undefined || !(w in WEEKDAYS)) return undefined;
  // "wednes day", "thurs day" are not words; "sat", "sun", "wed" are weaker than the full names.
  let e = i + 1;
  if (g.is(e, '.') && g.glued(e)) e++;
  return { wd: WEEKDAYS[w]!, e, weak: w.length <= 3 };
}

const PLURAL_WEEKDAY = /^(mon|tues|wednes|thurs|fri|satur|sun)days$/;

export function weekdayRule(g: Parser, i: number): Parsed | undefined {
  // "next Friday", "this coming Friday", "this past Friday", "last Friday"
  let rel: Rel | 'strict' | 'justPast' | undefined;
  let j = i;
  let k: number;
  if ((k = g.any(i, seqs`this coming|the coming|coming|this upcoming|the upcoming|upcoming|the next`)) >= 0) [rel, j] = ['strict', k];
  // "the following Friday" said on a Thursday is next week's to most, as "next Friday" is, tomorrow to some
  else if ((k = g.any(i, seqs`the following|following`)) >= 0) [rel, j] = ['next', k];
  // "this past Friday" is the one just gone; "last Friday", "the previous Friday" may be last week's
  else if ((k = g.any(i, seqs`this past|the past|this last`)) >= 0) [rel, j] = ['justPast', k];
  else if ((k = g.any(i, seqs`the last|the previous`)) >= 0) [rel, j] = ['last', k];
  else if (g.w(i) !== undefined && g.w(i)! in REL_WORDS) [rel, j] = [REL_WORDS[g.w(i)!]!, i + 1];
  const name = weekdayName(g, j);
  if (!name) return undefined;
  // "Mondays", "on Fridays at 9": every one of them, not one day (a count reads them: "3 Fridays from now")
  if (PLURAL_WEEKDAY.test(g.w(j)!)) return undefined;
  if (rel && j > i) {
    const node: Node = { t: 'weekdayRel', wd: name.wd, rel, id: g.id() };
    return { node, e: name.e };
  }
  const e = name.e;
  // "Friday after next", "Monday before last"
  if ((k = g.seq(e, 'after next')) >= 0) return { node: { t: 'weekdayRel', wd: name.wd, rel: 'afterNext', id: g.id() }, e: k };
  if ((k = g.seq(e, 'before last')) >= 0) return { node: { t: 'weekdayRel', wd: name.wd, rel: 'beforeLast', id: g.id() }, e: k };
  // "the Friday just gone", "Friday just past": the last one
  if ((k = g.any(e, seqs`just gone|just past|just passed|that just passed|that has just passed|gone`)) >= 0)
    return { node: { t: 'weekdayRel', wd: name.wd, rel: 'justPast', id: g.id() }, e: k };
  // "Wednesday of next week", "Wednesday next week", "Sunday from last week", "Monday of this week"
  const w0 = g.is(e, 'of', 'in', 'from', 'on') ? e + 1 : e;
  const week = cycleRule(g, w0);
  if (week && week.node.t === 'cycle' && week.node.unit === 'week')
    return { node: { t: 'and', parts: [{ t: 'weekday', wd: name.wd }, week.node] }, e: week.e };
  return { node: { t: 'weekday', wd: name.wd }, e };
}

/** "last week's Sunday", "next week's Friday". */
export function weeksWeekday(g: Parser, i: number): Parsed | undefined {
  const rel = g.w(i);
  if (rel === undefined || !(rel in REL_WORDS) || !g.is(i + 1, "week's", 'weeks')) return undefined;
  const name = weekdayName(g, i + 2);
  if (!name) return undefined;
  return {
    node: {
      t: 'and',
      parts: [
        { t: 'weekday', wd: name.wd },
        { t: 'cycle', unit: 'week', n: relSteps(REL_WORDS[rel]!), id: g.id() },
      ],
    },
    e: name.e,
  };
}
