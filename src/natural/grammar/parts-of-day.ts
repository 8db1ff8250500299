// Parts of the day: "morning", "early tomorrow morning", "tonight", "last night", "after lunch",
// "business hours", with their hours from the lexicon (../lexicon.ts).

import type { Node } from '../ast.js';
import { type PartOfDay, PARTS_OF_DAY } from '../lexicon.js';
import { type Parsed, type Parser, seqs } from './parser.js';
import { dayWord, weekdayRule } from './days.js';

/** Whether a part of the day follows at token i, alone or after "in", "at" ("in the morning", "at night"). */
export function podAfter(g: Parser, i: number): boolean {
  if (podRule(g, i)) return true;
  return g.is(i, 'in', 'at') && podRule(g, g.is(i + 1, 'the') ? i + 2 : i + 1) !== undefined;
}

export function podRule(g: Parser, i: number): Parsed | undefined {
  let j: number;
  // Compound names first: "early morning", "after lunch", "business hours".
  for (const [name, pod] of PODS_BY_LENGTH) {
    j = g.seq(i, name);
    // two words written with a hyphen as well: "early-morning", "late-night", "mid-afternoon"
    if (j < 0 && name.includes(' ')) j = g.seq(i, name.replace(' ', ' - '));
    if (j >= 0) return { node: { t: 'pod', pod }, e: j };
  }
  if (
    (j = g.any(
      i,
      seqs`early in the morning|in the early morning|in the early hours of the morning|the early hours of the morning|the early hours
        |in the early hours`,
    )) >= 0
  ) {
    return { node: { t: 'pod', pod: PARTS_OF_DAY['early morning']! }, e: j };
  }
  if ((j = g.any(i, seqs`late in the evening|late in the afternoon|late in the morning`)) >= 0)
    return { node: { t: 'pod', pod: PARTS_OF_DAY[`late ${g.w(j - 1)}`]! }, e: j };
  if ((j = g.any(i, seqs`dinnertime|dinner time|suppertime|lunch time|breakfast time`)) >= 0)
    return {
      node: { t: 'pod', pod: PARTS_OF_DAY[g.w(i)!.startsWith('lunch') ? 'lunch' : g.w(i)!.startsWith('break') ? 'breakfast' : 'dinner']! },
      e: j,
    };
  // "early tomorrow morning", "late this evening", "late Friday night"
  if (g.is(i, 'early', 'late')) {
    const day = g.is(i + 1, 'this') ? { node: { t: 'dayrel', off: 0 } as Node, e: i + 2 } : (dayWord(g, i + 1) ?? weekdayRule(g, i + 1));
    if (day) {
      const p = podRule(g, day.e);
      const named = p && p.node.t === 'pod' && !p.node.day ? PARTS_OF_DAY[`${g.w(i)} ${p.node.pod.label}`] : undefined;
      if (named) return { node: { t: 'and', parts: [day.node, { t: 'pod', pod: named }] }, e: p!.e };
    }
  }
  if ((j = g.any(i, seqs`tonight|tonite|tonights|this evening|tonight evening`)) >= 0) {
    return { node: { t: 'pod', pod: g.w(i) === 'this' ? PARTS_OF_DAY.evening! : TONIGHT, day: { t: 'dayrel', off: 0 } }, e: j };
  }
  if ((j = g.any(i, seqs`late tonight|late tonite|later tonight`)) >= 0)
    return { node: { t: 'pod', pod: LATE_TONIGHT, day: { t: 'dayrel', off: 0 } }, e: j };
  if ((j = g.any(i, seqs`last night|yesterday night`)) >= 0)
    return { node: { t: 'pod', pod: PARTS_OF_DAY.night!, day: { t: 'dayrel', off: -1 } }, e: j };
  if ((j = g.seq(i, 'late last night')) >= 0)
    return { node: { t: 'pod', pod: PARTS_OF_DAY['late night']!, day: { t: 'dayrel', off: -1 } }, e: j };
  if (g.is(i, 'this', 'today')) {
    const p = podRule(g, i + 1);
    if (p && p.node.t === 'pod' && !p.node.day) return { node: { t: 'pod', pod: p.node.pod, day: { t: 'dayrel', off: 0 } }, e: p.e };
  }
  return undefined;
}

const TONIGHT: PartOfDay = { label: 'tonight', from: 18, to: 24, hours: 'night' };
const LATE_TONIGHT: PartOfDay = { label: 'late tonight', from: 21, to: 24, hours: 'night' };
/** Part-of-day names, longest first, so "early morning" is read before "morning". */
const PODS_BY_LENGTH: readonly [string, PartOfDay][] = Object.entries(PARTS_OF_DAY).sort(
  (a, b) => b[0].split(' ').length - a[0].split(' ').length,
);
