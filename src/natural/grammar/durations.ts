// Durations: a unit after a number ("3 m" is no time: one-letter units must be glued to it) and a
// duration of one or more amounts and units ("an hour and a half", "1h30m", "two weeks and 3 days").

import type { Dur } from '../ast.js';
import { isLongUnit, type Unit, UNIT_WORDS } from '../lexicon.js';
import { type Parser, seqs } from './parser.js';
import { amount } from './numbers.js';

export function unitAt(g: Parser, i: number, afterNumber: boolean): { unit: Unit; k: number; e: number } | undefined {
  const w = g.w(i);
  // 30' and 30" (minutes and seconds), glued to the number, not a letter glued after ("the 70's")
  if (afterNumber && g.glued(i) && g.num(i - 1) && (w === "'" || w === '"') && !(g.glued(i + 1) && g.toks[i + 1]?.k === 'word'))
    return { unit: w === "'" ? 'minute' : 'second', k: 1, e: i + 1 };
  if (w === undefined || !(w in UNIT_WORDS)) return undefined;
  if (!afterNumber && !isLongUnit(w)) return undefined;
  // "3 m" could be metres: one-letter units glued ("30s", "2h"), but for "h", "d" and "w"
  if ((w === 's' || w === 'm' || w === 'y') && !g.glued(i)) return undefined;
  const [unit, k] = UNIT_WORDS[w]!;
  return { unit, k, e: i + 1 };
}

/** "2 hours", "an hour and a half", "1h30m", "two weeks and 3 days", "half an hour", "1/2 hour". */
export function duration(g: Parser, i: number): { dur: Dur; e: number } | undefined {
  const dur: Dur = { year: 0, month: 0, week: 0, day: 0, hour: 0, minute: 0, second: 0, stated: [] };
  let j = i;
  let parts = 0;
  let last: Unit | undefined;
  let lastK = 1;
  for (;;) {
    const start = parts ? g.skip(j, ',', 'and') : j;
    const a = amount(g, start);
    if (!a) break;
    let u = unitAt(g, a.e, true);
    if (!u && g.is(a.e, 'more', 'extra', 'additional')) u = unitAt(g, a.e + 1, true);
    if (!u) break;
    if (parts && last && u.unit === last) break;
    dur[u.unit === 'quarter' ? 'month' : u.unit] += a.n * u.k * (u.unit === 'quarter' ? 3 : 1);
    if (a.stated) dur.stated.push(a.stated);
    last = u.unit;
    lastK = u.k;
    j = u.e;
    parts++;
    // "an hour and a half": half of the unit just named
    const h = g.any(j, seqs`and a half|and an half`);
    if (h >= 0) {
      dur[last === 'quarter' ? 'month' : last] += 0.5 * lastK * (last === 'quarter' ? 3 : 1);
      j = h;
    }
    // "1h30": minutes after hours with no unit
    if (last === 'hour' && g.glued(j) && g.num(j) && g.toks[j]!.n < 60 && !unitAt(g, j + 1, true)) {
      dur.minute += g.toks[j]!.n;
      j++;
      last = 'minute';
    }
  }
  if (!parts) return undefined;
  if (g.is(j, "'s", 's') && g.glued(j)) j++;
  return { dur, e: j };
}
