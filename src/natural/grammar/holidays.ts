// Holidays and festivals by name (../holidays.ts has the names): "Christmas", "next Passover", "the
// eve of Yom Kippur 2027", "Easter after next", "thanksgiving in 9 months", "christmas of next year".

import { pad2 } from '../../core/iso-text.js';
import { type Node, withOther } from '../ast.js';
import { holidayNamesFrom, holidayWords } from '../holidays.js';
import { namedDate } from './dates.js';
import { type Parsed, type Parser, seqs } from './parser.js';
import { ceYear, cycleRule, endsAt, relPrefix, yearAfter } from './periods.js';
import { shiftRule } from './shifts.js';
import { clockRule } from './times-of-day.js';

export function holidayRule(g: Parser, i: number): Parsed | undefined {
  // "the eve of Yom Kippur 2027", "eve of Diwali"
  const ev = g.any(i, seqs`the eve of|eve of|the evening before|the night before`);
  if (ev >= 0) {
    const h = holidayRule(g, ev);
    if (h && (h.node.t === 'holiday' || h.node.t === 'rel' || (h.node.t === 'and' && h.node.parts[0]!.t === 'holiday')))
      return { node: { t: 'eve', of: h.node }, e: h.e };
  }
  const rel = relPrefix(g, i);
  if (rel) {
    const h = holidayName(g, rel.e);
    if (h && h.node.t === 'holiday' && h.node.y === undefined) return { node: { t: 'rel', rel: rel.rel, base: h.node, steps: 1 }, e: h.e };
    if (g.w(i) !== 'the') return undefined;
  }
  return holidayName(g, i);
}

/**
 * "Thanksgiving weekend", "Labor Day long weekend", "Easter weekend", "July 4th weekend": the holiday
 * (or the day) and the weekend beside it; "Christmas week": the week of the holiday.
 */
export function holidayPeriodRule(g: Parser, i: number): Parsed | undefined {
  // "the weekend of Thanksgiving", "the long weekend of Easter 2027": the holiday's weekend, as "Thanksgiving weekend"
  const after = g.any(i, seqs`the weekend of|weekend of|the long weekend of|the week - end of|the week end of|the week-end of`);
  if (after >= 0) {
    const h = g.memoized(holidayRule, after);
    if (h && (h.node.t === 'holiday' || (h.node.t === 'rel' && h.node.base.t === 'holiday')))
      return { node: { t: 'holidayWeekend', of: h.node }, e: h.e };
  }
  // the same rules' answers at i as the constraint list keeps (no reading twice)
  const h = g.memoized(holidayRule, i) ?? g.memoized(namedDate, i);
  if (!h || !(h.node.t === 'holiday' || h.node.t === 'md' || h.node.t === 'ymd' || (h.node.t === 'rel' && h.node.base.t === 'holiday')))
    return undefined;
  const long = g.is(h.e, 'long') ? h.e + 1 : h.e;
  const we = g.any(long, seqs`week - end|week end|weekend|week-end`);
  const e = we >= 0 ? we : long === h.e && g.is(h.e, 'week') ? h.e + 1 : -1;
  if (e < 0) return undefined;
  // "Easter weekend 2026", "Thanksgiving weekend in 2030": the year is the holiday's
  const y = h.node.t === 'holiday' && h.node.y === undefined ? yearAfter(g, g.is(e, 'in', 'of') ? e + 1 : e) : undefined;
  const of =
    y && h.node.t === 'holiday' ? { ...h.node, ...(y.yy === undefined ? { y: ceYear(y) } : { y: y.yy, yy: true as const }) } : h.node;
  const end = of === h.node ? e : y!.e;
  return { node: we >= 0 ? { t: 'holidayWeekend', of } : { t: 'weekOf', of }, e: end };
}

function holidayName(g: Parser, i: number): Parsed | undefined {
  let best: { key: string; e: number } | undefined;
  const first = g.w(i);
  if (first === undefined) return undefined;
  for (const [words, key] of holidayNamesFrom(first)) {
    const e = g.seq(i, words);
    if (e > (best?.e ?? -1)) best = { key, e };
  }
  if (!best) return undefined;
  let e = best.e;
  if (
    g.is(e, 'day') &&
    !holidayWords().has(
      `${g.toks
        .slice(i, e)
        .map((t) => t.w)
        .join(' ')} day`,
    )
  )
    e++;
  const k = g.any(e, seqs`after next|before last`);
  if (k >= 0)
    return { node: { t: 'rel', rel: g.w(e) === 'after' ? 'next' : 'last', base: { t: 'holiday', key: best.key }, steps: 2 }, e: k };
  const y = yearAfter(g, e);
  if (y) return { node: { t: 'holiday', key: best.key, ...(y.yy === undefined ? { y: ceYear(y) } : { y: y.yy, yy: true }) }, e: y.e };
  // "christmas 06", "halloween 21": two digits that end the text are its year's last two, as after a
  // date ("Dec 25 06"), with the hour they could be beside it (one digit is an hour: "christmas 7");
  // before "at" and a time they can only be the year ("christmas 06 at 3pm")
  const two = g.num(e);
  if (two && two.len === 2 && !g.glued(e + 1) && g.is(e + 1, 'at', '@') && clockRule(g, e + 2))
    return { node: { t: 'holiday', key: best.key, y: two.n, yy: true }, e: e + 1 };
  if (two && two.len === 2 && endsAt(g, e + 1)) {
    const node: Node = { t: 'holiday', key: best.key, y: two.n, yy: true };
    const hour = two.n <= 23 ? clockRule(g, e) : undefined;
    if (hour?.e === e + 1)
      withOther(node, {
        node: { t: 'and', parts: [{ t: 'holiday', key: best.key }, hour.node] },
        reading: `${pad2(two.n)}:00, not the year`,
      });
    return { node, e: e + 1 };
  }
  // "thanksgiving in 9 months", "thanksgiving 1 year ago", "Diwali six years hence": the holiday of the year that shift lands in
  const sh = shiftRule(g, e);
  if (sh && sh.node.t === 'shift' && !sh.node.base)
    return {
      node: {
        t: 'and',
        parts: [
          { t: 'holiday', key: best.key },
          { t: 'yearOf', of: sh.node },
        ],
      },
      e: sh.e,
    };
  // "christmas of next year", "thanksgiving of this year"
  if (g.is(e, 'of')) {
    const c = cycleRule(g, e + 1);
    if (c && c.node.t === 'cycle' && c.node.unit === 'year')
      return { node: { t: 'and', parts: [{ t: 'holiday', key: best.key }, c.node] }, e: c.e };
  }
  return { node: { t: 'holiday', key: best.key }, e };
}
