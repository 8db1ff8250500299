// Durations as points: "in 2 hours", "3 weeks from now", "two days ago", "a week from tomorrow",
// "3 days after Easter", "in 3 business days", "the next business day", "3 fridays from now".

import { WEEKDAY_NAMES } from '../../core/civil.js';
import { withOther, type Node } from '../ast.js';
import { type Parsed, type Parser, seqs } from './parser.js';
import { weekdayName } from './days.js';
import { duration } from './durations.js';
import { amount } from './numbers.js';
import { podRule } from './parts-of-day.js';
import { point } from './point.js';

/** "in 2 hours", "3 weeks from now", "two days ago", "a week from tomorrow", "3 days after Easter", "in 3 business days". */
export function shiftRule(g: Parser, i: number): Parsed | undefined {
  let j: number;
  // "the next business day", "the previous working day": one business day on or back; "the business
  // day after Christmas", "the first working day after X", "the last business day before X": one
  // business day from that day, the way the words point
  let k = g.is(i, 'the') ? i + 1 : i;
  const back = g.is(k, 'last', 'previous', 'prior');
  const on = g.is(k, 'next', 'following');
  if (back || on || g.is(k, 'first')) k++;
  if (g.is(k, 'business', 'working') && g.is(k + 1, 'day')) {
    const r = g.is(k + 2, 'after', 'before', 'following', 'prior') ? relTail(g, k + 2) : undefined;
    // "the last business day after X" says two things: left to the readings below
    if (r?.base && !(back && r.sign > 0)) return { node: { t: 'biz', n: 1, sign: r.sign, stated: [], base: r.base }, e: r.e };
    if (back || on) return { node: { t: 'biz', n: 1, sign: back ? -1 : 1, stated: [] }, e: k + 2 };
  }
  // "the next weekday", "the previous weekday": the nearest Monday to Friday on or back, holidays or not
  if ((back || on) && (j = g.any(k, seqs`weekday|week day|week - day`)) >= 0)
    return { node: { t: 'nextWeekday', sign: back ? -1 : 1 }, e: j };
  // "Tuesday week", "Friday fortnight": British for a week (two) after the coming weekday
  const wdFirst = weekdayName(g, i);
  if (wdFirst && (j = g.any(wdFirst.e, seqs`week|fortnight`)) >= 0 && !amount(g, j)) {
    const weeks = g.w(j - 1) === 'fortnight' ? 2 : 1;
    return { node: { t: 'shift', dur: weeksOf(weeks), sign: 1, base: weekdayFrom(wdFirst.wd, 1) }, e: j };
  }
  if (g.is(i, 'in', 'after') || (j = g.any(i, seqs`within the next`)) >= 0) {
    const k = g.skip(
      g.is(i, 'in', 'after') ? i + 1 : j!,
      'about',
      'around',
      'approximately',
      'approx',
      'roughly',
      '~',
      'just',
      'another',
      'only',
      'maybe',
      'like',
    );
    // "after 5 days" is read as "after <a date>" is, from then on, with the moment alone ("in 5 days")
    // offered beside it.
    const after = (node: Node): Node => (g.is(i, 'after') ? { t: 'open', side: 'after', at: node, said: 'after', id: g.id() } : node);
    const biz = bizAmount(g, k);
    if (biz) return { node: after({ t: 'biz', n: biz.n, sign: 1, stated: biz.stated }), e: timeSuffix(g, biz.e) };
    const d = duration(g, k);
    if (d && !g.is(d.e, 'from', 'after', 'before', 'ago'))
      return { node: after({ t: 'shift', dur: d.dur, sign: 1 }), e: timeSuffix(g, d.e) };
  }
  const biz = bizAmount(g, i);
  if (biz) {
    const r = relTail(g, biz.e);
    if (r) return { node: { t: 'biz', n: biz.n, sign: r.sign, stated: biz.stated, ...(r.base ? { base: r.base } : {}) }, e: r.e };
    return undefined;
  }
  // "3 fridays from now", "2 thursdays ago"
  const a = amount(g, i);
  if (a && Number.isInteger(a.n)) {
    const wd = weekdayName(g, a.e);
    if (wd) {
      const r = relTail(g, wd.e);
      if (!r) return undefined;
      const node: Node = { t: 'countWd', wd: wd.wd, n: a.n, sign: r.sign, ...(r.base ? { base: r.base } : {}) };
      // "1mon ago", "2 mon from now": "mon" after a count is month's abbreviation as often as
      // Monday's (dateparser and system tools write months so; a count of Mondays is rarely cut
      // short), so months come first and the Mondays are offered beside them
      if (g.is(a.e, 'mon')) {
        const months: Node = {
          t: 'shift',
          dur: { year: 0, month: a.n, week: 0, day: 0, hour: 0, minute: 0, second: 0, stated: a.stated ? [a.stated] : [] },
          sign: r.sign,
          ...(r.base ? { base: r.base } : {}),
        };
        const tail = g.text.slice(g.toks[wd.e]!.s, g.toks[r.e - 1]!.e);
        return { node: withOther(months, { node, reading: `${a.n} ${a.n === 1 ? 'Monday' : 'Mondays'} ${tail}` }), e: r.e };
      }
      return { node, e: r.e };
    }
    // "2 weekends ago", "1 weekend from now": counted from now only ("2 weekends after Easter" is not read)
    const we = a.n >= 1 ? g.any(a.e, seqs`weekends|weekend|week-ends|week-end|week ends|week end`) : -1;
    if (we >= 0) {
      const r = relTail(g, we);
      if (r && !r.base && (a.n === 1) === /end$/.test(g.w(we - 1) ?? ''))
        return { node: { t: 'countWeekend', n: a.n, sign: r.sign }, e: r.e };
      return undefined;
    }
  }
  // "the evening before Friday", "the morning after March 3": that part of the day before or after
  // it, not an open range to it with the part of today beside it
  if (g.is(i, 'the')) {
    const pod = podRule(g, i + 1);
    const r = pod && pod.node.t === 'pod' && !pod.node.day && g.is(pod.e, 'before', 'after') ? relTail(g, pod.e) : undefined;
    // (before a holiday, "the night before Christmas" is its eve: the holiday rule's)
    if (r?.base && dayLike(r.base) && !(r.base.t === 'holiday' && r.sign < 0)) {
      const day: Node = {
        t: 'shift',
        dur: { year: 0, month: 0, week: 0, day: 1, hour: 0, minute: 0, second: 0, stated: [] },
        sign: r.sign,
        base: r.base,
      };
      return { node: { t: 'and', parts: [day, pod!.node] }, e: r.e };
    }
  }
  // "the day after X", "the week before Christmas"
  let d = duration(g, i);
  if (!d && g.is(i, 'the', 'a') && (j = g.any(i + 1, seqs`day|week|month|year`)) >= 0 && g.is(j, 'after', 'before')) {
    const unit = g.w(i + 1) as 'day' | 'week' | 'month' | 'year';
    d = { dur: { year: 0, month: 0, week: 0, day: 0, hour: 0, minute: 0, second: 0, stated: [], [unit]: 1 }, e: j };
    // "the week after Easter", "the week before Christmas": the seven days on that side of it, or
    // (its other reading) the calendar week after or before the one it falls in
    const r = unit === 'week' && g.is(i, 'the') ? relTail(g, j) : undefined;
    if (r?.base && dayLike(r.base)) {
      const days = (n: number): Node => ({
        t: 'shift',
        dur: { year: 0, month: 0, week: 0, day: n, hour: 0, minute: 0, second: 0, stated: [] },
        sign: r.sign,
        base: r.base!,
      });
      const week: Node = { t: 'weekOf', of: { t: 'shift', dur: d.dur, sign: r.sign, base: r.base } };
      const node: Node = r.sign > 0 ? { t: 'range', a: days(1), b: days(7) } : { t: 'range', a: days(7), b: days(1) };
      return {
        node: withOther(node, { node: week, reading: `the Monday-to-Sunday week ${r.sign > 0 ? 'after' : 'before'} the one it falls in` }),
        e: r.e,
      };
    }
  }
  if (!d) return undefined;
  // "a week on Tuesday", "a fortnight on Friday", "three weeks on Monday": British for that many weeks
  // after the coming weekday
  const { year, month, week, day, hour, minute, second } = d.dur;
  const onWd = week > 0 && !(year || month || day || hour || minute || second) && g.is(d.e, 'on') ? weekdayName(g, d.e + 1) : undefined;
  if (onWd) return { node: { t: 'shift', dur: d.dur, sign: 1, base: weekdayFrom(onWd.wd, 1) }, e: onWd.e };
  const r = relTail(g, d.e);
  if (!r) return undefined;
  // quarters before a time of day are quarters of an hour ("three quarters past 9pm": 21:45), no
  // quarters of a year
  if (g.is(d.e - 1, 'quarter', 'quarters') && r.base?.t === 'clock') return undefined;
  return {
    node: { t: 'shift', dur: d.dur, sign: r.sign, ...(r.base ? { base: r.base } : {}), ...(r.today ? { fromToday: true } : {}) },
    e: r.e,
  };
}

/** A node that names one day ("Christmas", "May 5", "Friday"), not a period ("last week"). */
function dayLike(n: Node): boolean {
  if (n.t === 'rel') return n.base.t === 'holiday';
  return (
    ['holiday', 'md', 'ymd', 'dom', 'numdate', 'dayrel', 'weekday', 'weekdayRel'].includes(n.t) ||
    (n.t === 'iso' && n.iso.hour === undefined)
  );
}

function timeSuffix(g: Parser, j: number): number {
  let k: number;
  if ((k = g.any(j, seqs`' time|time|'s time|s time`)) >= 0) return k;
  return j;
}

/** The words for business days after a number ("3 business days", "five working days"). */
export const BUSINESS_DAYS = seqs`business days|business day|working days|working day|work days|work day|workdays|workday|weekdays|weekday`;

/** "3 business days", "five working days". */
function bizAmount(g: Parser, i: number): { n: number; e: number; stated: string[] } | undefined {
  const a = amount(g, i);
  if (!a || !Number.isInteger(a.n)) return undefined;
  const j = g.any(a.e, BUSINESS_DAYS);
  return j >= 0 ? { n: a.n, e: j, stated: a.stated ? [a.stated] : [] } : undefined;
}

/** What follows a duration: "from now", "ago", "later", "after <time>", "before <time>", "from <time>". */
function relTail(g: Parser, j: number): { sign: 1 | -1; e: number; base?: Node; today?: boolean } | undefined {
  let k: number;
  if ((k = g.any(j, seqs`from now|from right now|from this moment|hence|later|in the future|from here|out|on`)) >= 0) {
    if ((g.w(j) === 'out' || g.w(j) === 'on') && k < g.toks.length) return undefined;
    return { sign: 1, e: k };
  }
  const dayOff = (w: string | undefined) => (w === 'today' ? 0 : w === 'tomorrow' ? 1 : -1);
  if ((k = g.any(j, seqs`ago|back|before now|earlier|in the past|previously|prior`)) >= 0) {
    if (g.w(j) === 'prior' && g.is(k, 'to')) return undefined;
    if (g.w(j) === 'earlier' && g.is(k, 'than')) return undefined;
    // "a week ago yesterday", "1 year ago tomorrow": counted back from that day
    if (g.w(j) === 'ago' && g.is(k, 'today', 'tomorrow', 'yesterday'))
      return { sign: -1, e: k + 1, base: { t: 'dayrel', off: dayOff(g.w(k)) }, today: true };
    // "a week ago Monday", "3 weeks ago Friday": counted back from the last such day (today's, said on one)
    const wd = g.w(j) === 'ago' ? weekdayName(g, k) : undefined;
    if (wd) return { sign: -1, e: wd.e, base: weekdayFrom(wd.wd, -1), today: true };
    return { sign: -1, e: k };
  }
  // "from tomorrow", "before today": whole days from that day; with a time of day after it ("before
  // tomorrow at noon") from that moment, as after any other point
  const dayBase = (k: number, sign: 1 | -1): { sign: 1 | -1; e: number; base: Node; today?: boolean } => {
    const whole = point(g, k - 1);
    if (whole && whole.e > k) return { sign, e: whole.e, base: whole.node };
    return { sign, e: k, base: { t: 'dayrel', off: dayOff(g.w(k - 1)) }, today: true };
  };
  if ((k = g.any(j, seqs`from today|after today|from tomorrow|after tomorrow|from yesterday`)) >= 0) return dayBase(k, 1);
  if ((k = g.any(j, seqs`before today|before tomorrow|before yesterday`)) >= 0) return dayBase(k, -1);
  if (g.is(j, 'after', 'from', 'before', 'past', 'following', 'prior', 'since') || (g.is(j, 'starting') && g.is(j + 1, 'from'))) {
    const sign = g.is(j, 'before', 'prior') ? -1 : 1;
    let k2 = j + 1;
    if (g.is(j, 'prior') && g.is(k2, 'to')) k2++;
    if (g.is(j, 'starting')) k2++;
    const b = point(g, k2);
    // "a week from Tuesday", "3 days after Friday": from the coming one, the next beside it said on one
    if (b?.node.t === 'weekday' && sign > 0 && !b.node.ahead) return { sign, e: b.e, base: weekdayFrom(b.node.wd, 1) };
    if (b) return { sign, e: b.e, base: b.node };
  }
  return undefined;
}

/** A duration of whole weeks. */
const weeksOf = (week: number) => ({ year: 0, month: 0, week, day: 0, hour: 0, minute: 0, second: 0, stated: [] });

/**
 * A weekday counted from: the coming one ahead (sign 1), the last one back (-1), today's when said on
 * one; the one after (before) today beside it, which is another day only then ("Tuesday week" said
 * on a Tuesday: a week from today, or from next Tuesday).
 */
function weekdayFrom(wd: number, sign: 1 | -1): Node {
  const what: Node = { t: 'weekday', wd };
  const near: Node = sign > 0 ? { t: 'weekday', wd } : { t: 'nthAfter', n: -1, what, base: { t: 'dayrel', off: 1 } };
  const other: Node = { t: 'nthAfter', n: sign, what, base: { t: 'dayrel', off: 0 } };
  return withOther(near, { node: other, reading: `counted from ${sign > 0 ? 'next' : 'last'} ${WEEKDAY_NAMES[wd]}, not today` });
}
