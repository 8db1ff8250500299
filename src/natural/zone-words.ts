// Zone words in the phrase: "3pm Tokyo", "noon in Asia/Kolkata", "9:00 PST", "Paris time". A zone
// is only ever found through the one zone resolver; date and time vocabulary is never taken for one.

import type { TzDatabase } from '../tzdb/database.js';
import { ambiguousZone, resolvedOf, type ResolvedZone } from '../zones/resolve.js';
import { lookupZone } from '../zones/resolver.js';
import type { NaturalOptions } from './context.js';

/** Words that are date/time vocabulary, never a zone, even if a city or IANA link spells the same. */
const DATE_WORDS = new Set(
  (
    'a an and at on in of the by to from until till through between before after ago later next this last past previous coming current ' +
    'now today tonight tomorrow yesterday noon midday midnight morning afternoon evening night day days week weeks weekend month months ' +
    'year years quarter hour hours minute minutes second seconds am pm a.m. p.m. o\'clock oclock end start beginning first second third ' +
    'fourth fifth half quarter around about approximately please sometime time eod ' +
    'monday mon tuesday tue tues wednesday wed thursday thu thur thurs friday fri saturday sat sunday sun ' +
    'january jan february feb march mar april apr may june jun july jul august aug september sep sept october oct november nov december dec'
  ).split(' '),
);

export function isDateWord(w: string): boolean {
  const lw = w.toLowerCase().replace(/[.,;:!?]+$/, '');
  return DATE_WORDS.has(lw) || /^[\d.:,/-]+$/.test(lw) || /^\d{1,4}(?:st|nd|rd|th|am|pm|h|hrs?|m|min|s)?$/.test(lw) || /^\d{1,2}[:.]\d{2}/.test(lw) || /^\d{4}-\d{2}/.test(lw);
}

/** A zone candidate worth asking the resolver about: not one letter, not all date vocabulary. */
function zoneCandidate(words: string[]): string | undefined {
  const s = words.join(' ').replace(/^[(,]+|[),.;:!?]+$/g, '');
  if (s.length < 2 && s.toUpperCase() !== 'Z') return undefined;
  if (words.every(isDateWord)) return undefined;
  return s;
}

/**
 * A zone named by `candidate`, probing the one resolver without "did you mean" work. In an explicit
 * context ("in Springfield", "Springfield time") an ambiguous name is an error that lists the
 * candidates; as bare trailing words only unmistakable spellings count (an IANA name, an offset, an
 * abbreviation, a Windows name, or a place right after a time: "3pm Tokyo", not "lunch with Jordan").
 */
function tryZone(db: TzDatabase, candidate: string, explicit: boolean, afterTime: boolean, field: string, at: number, timeWord: string | undefined): ResolvedZone | undefined {
  let r = lookupZone(db, candidate, { suggest: false, at, inPhrase: true });
  // "3pm Central time": "Central" alone names three continents' zones, "Central Time" one; a bare
  // informal name ("Pacific") is read with its "time" too.
  if (timeWord && (r.kind !== 'found' || r.match.via === 'abbreviation')) {
    const withTime = lookupZone(db, `${candidate} ${timeWord}`, { suggest: false, at, inPhrase: true });
    if (withTime.kind === 'found') {
      candidate = `${candidate} ${timeWord}`;
      r = withTime;
    }
  }
  if (r.kind === 'ambiguous') {
    if (explicit) throw ambiguousZone(candidate, r, field);
    return undefined;
  }
  if (r.kind !== 'found') return undefined;
  if (!explicit && !afterTime && (r.match.via === 'city' || r.match.via === 'country')) return undefined;
  return resolvedOf(r.match, candidate);
}

/** A word that ends a time or date: "3pm", "15:00", "noon", "tomorrow", "Friday". */
function endsTime(word: string | undefined): boolean {
  if (!word) return false;
  const w = word.toLowerCase().replace(/[.,;:!?]+$/, '');
  return /\d/.test(w) || /^(am|pm|a\.m|p\.m|noon|midnight|tonight|today|tomorrow|yesterday)$/.test(w) || isDateWord(w);
}

/**
 * Finds a zone named in the phrase, only through the zone resolver: "<zone> time" anywhere, "in <zone>"
 * anywhere, or a zone as the phrase's last words. Longer spans are tried first ("New York").
 */
export function extractZone(text: string, opts: NaturalOptions): { zone: ResolvedZone; rest: string } | undefined {
  const words = text.split(' ');
  const MAX = 4;
  // [from, to) of the zone words, [cutFrom, cutTo) of what to remove, and whether the context says "zone".
  const spans: [number, number, number, number, boolean][] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.toLowerCase().replace(/[.,;:!?]+$/, '');
    if (w === 'time' && i > 0) for (let n = Math.min(MAX, i); n >= 1; n--) spans.push([i - n, i, i - n, i + 1, true]);
    if (w === 'in' && i + 1 < words.length) {
      for (let n = Math.min(MAX, words.length - i - 1); n >= 1; n--) spans.push([i + 1, i + 1 + n, i, i + 1 + n, true]);
    }
  }
  for (let n = Math.min(MAX, words.length); n >= 1; n--) spans.push([words.length - n, words.length, words.length - n, words.length, false]);
  for (const [from, to, cutFrom, cutTo, explicit] of spans) {
    const cand = zoneCandidate(words.slice(from, to));
    if (!cand) continue;
    const timeWord = to < words.length && /^time[.,;:!?]*$/i.test(words[to]!) ? words[to]!.replace(/[.,;:!?]+$/, '') : undefined;
    const zone = tryZone(opts.db, cand, explicit, endsTime(words[from - 1]), opts.field, opts.reference, timeWord);
    if (!zone) continue;
    let a = cutFrom;
    // "9am at Asia/Tokyo", "noon in Tokyo time": drop the joining word and a trailing "time" too.
    if (a > 0 && /^(in|at)$/i.test(words[a - 1]!) && cutFrom === from) a--;
    let b = cutTo;
    if (b < words.length && /^time[.,;:!?]*$/i.test(words[b]!) && cutTo === to) b++;
    const rest = [...words.slice(0, a), ...words.slice(b)].join(' ').trim();
    return { zone, rest };
  }
  return undefined;
}
