// Times of day: am/pm, named times ("noon", "midnight"), digits ("15:30", "3pm", "15h30", "at 1030"),
// words ("ten thirty am"), minutes from an hour ("quarter past 3", "20 to 5", "half three"); and the
// sun's and moon's events ("sunset", "the next full moon").

import { type Mer, type Node, type Season, type SeasonEvent, withOther } from '../ast.js';
import { FILLER, MEANINGFUL, MONTHS, UNITS_WORDS, WEEKDAYS } from '../lexicon.js';
import { type Parsed, type Parser, seqs } from './parser.js';
import { weekdayName } from './days.js';
import { unitAt } from './durations.js';
import { afterDottedDate, dottedDayMonth, wordsBelow100 } from './numbers.js';
import { datedYear, endsAt, monthName, relPrefix } from './periods.js';
import { CLOCK_CUES, CONNECTORS, RANGE_CUES } from './point.js';
import { holidayFirstWords } from '../holidays.js';

/** am/pm after a time: "pm", "p.m.", "p", "a m", "in the afternoon" is a part of day, not this. */
export function meridiem(g: Parser, i: number): { mer: Mer; e: number } | undefined {
  const w = g.w(i);
  if (w === 'am' || w === 'pm') return { mer: w, e: i + 1 };
  if ((w === 'a' || w === 'p') && g.glued(i)) {
    if (g.is(i + 1, '.') && g.glued(i + 1)) return { mer: w === 'a' ? 'am' : 'pm', e: i + 2 };
    return { mer: w === 'a' ? 'am' : 'pm', e: i + 1 };
  }
  if ((w === 'a' || w === 'p') && g.is(i + 1, 'm') && !unitAt(g, i + 2, false)) return { mer: w === 'a' ? 'am' : 'pm', e: i + 2 };
  let j: number;
  if ((j = g.any(i, seqs`in the am|in the a.m|in the pm`)) >= 0) return { mer: g.w(j - 1) === 'pm' ? 'pm' : 'am', e: j };
  return undefined;
}

function clockNode(
  g: Parser,
  h: number,
  m: number,
  s: number,
  grain: 'hour' | 'minute' | 'second',
  mer: Mer | undefined,
  twelveHour: boolean,
): Node | undefined {
  if (m > 59 || s > 59) return undefined;
  if (mer) {
    if (h < 1 || h > 12) return undefined;
    return { t: 'clock', h: (h % 12) + (mer === 'pm' ? 12 : 0), m, s, g: grain, mer, amb: false, id: 0 };
  }
  if (h > 23) return undefined;
  const amb = twelveHour && h >= 1 && h <= 12;
  return { t: 'clock', h: h === 12 && amb ? 12 : h, m, s, g: grain, amb, id: amb ? g.id() : 0 };
}

/** What follows an hour: "o'clock", "ish", am/pm; returns the meridiem and the end. */
function clockTail(g: Parser, j: number): { mer?: Mer; e: number; oclock: boolean } {
  let oclock = false;
  let k: number;
  if ((k = g.any(j, seqs`o'clock|oclock|o clock|o ' clock`)) >= 0) {
    j = k;
    oclock = true;
  }
  if (g.is(j, 'ish') || (g.is(j, '-') && g.is(j + 1, 'ish'))) j = g.is(j, 'ish') ? j + 1 : j + 2;
  const m = meridiem(g, j);
  if (m) {
    j = m.e;
    if (g.is(j, 'ish')) j++;
  }
  return { ...(m ? { mer: m.mer } : {}), e: j, oclock };
}

export function clockRule(g: Parser, i: number): Parsed | undefined {
  return g.longest(i, [namedClock, digitClock, wordClock, relativeClock]);
}

function namedClock(g: Parser, i: number): Parsed | undefined {
  let j: number;
  // "noonish", "noon-ish": the word and its "ish" ("noonish tomorrow" is tomorrow's)
  const ish = (k: number) => (g.is(k, 'ish') ? k + 1 : g.is(k, '-') && g.is(k + 1, 'ish') ? k + 2 : k);
  if ((j = g.any(i, seqs`noon|midday|mid day|mid - day|12 noon|twelve noon|noontime|noon time|${CLOCK_NOON}`)) >= 0) {
    return { node: { t: 'clock', h: 12, m: 0, s: 0, g: 'hour', amb: false, id: 0, noon: true }, e: ish(j) };
  }
  if ((j = g.any(i, seqs`midnight|midnite|12 midnight|twelve midnight|${CLOCK_MIDNIGHT}`)) >= 0) {
    return { node: { t: 'clock', h: 0, m: 0, s: 0, g: 'hour', amb: false, id: 0, midnight: true }, e: ish(j) };
  }
  return undefined;
}

/** "12 o'clock midnight", "twelve o'clock at noon": the hour with its name. */
const CLOCK_NAMED = (name: string): string[] =>
  ['12', 'twelve'].flatMap((h) => ["o'clock", 'oclock', 'o clock'].flatMap((o) => [`${h} ${o} ${name}`, `${h} ${o} at ${name}`]));
const CLOCK_NOON = CLOCK_NAMED('noon');
const CLOCK_MIDNIGHT = CLOCK_NAMED('midnight');

function digitClock(g: Parser, i: number): Parsed | undefined {
  const t = g.num(i);
  if (!t) return undefined;
  const cue = CLOCK_CUES.has(g.w(i - 1) ?? '');
  // a full date written with full stops right before ("29.02.2020 13.12"), as German writes a time after it
  const timeAfterDate = afterDottedDate(g, i) && !(g.is(i + 3, '.') && g.glued(i + 3) && g.num(i + 4) !== undefined);
  // H:MM[:SS]; H.MM with am/pm, or after a word that says a time follows ("at 9.15", as British English writes it)
  if (
    (g.is(i + 1, ':') ||
      (g.is(i + 1, '.') &&
        (meridiem(g, i + 3) ||
          timeAfterDate ||
          (cue && !(RANGE_CUES.has(g.w(i - 1) ?? '') && dottedDayMonth(g, i) && g.num(i + 2)!.n <= 12))))) &&
    g.glued(i + 1) &&
    g.num(i + 2)?.len === 2 &&
    g.glued(i + 2) &&
    t.len <= 2
  ) {
    const m = g.toks[i + 2]!.n;
    let s = 0;
    let grain: 'minute' | 'second' = 'minute';
    let j = i + 3;
    if (g.w(i + 1) === ':' && g.is(j, ':') && g.glued(j) && g.num(j + 1)?.len === 2 && g.glued(j + 1)) {
      s = g.toks[j + 1]!.n;
      grain = 'second';
      j += 2;
      // fractions of a second are not kept
      if (g.is(j, '.') && g.glued(j) && g.num(j + 1)) j += 2;
    }
    const tail = clockTail(g, j);
    // "06:00 hours", "18:30 hrs": two digits of the 24-hour clock, as armies write them
    const hours = !tail.mer && t.len === 2 && (t.w.startsWith('0') || t.n >= 13) && g.is(tail.e, 'hours', 'hrs');
    // a leading zero or seconds ("10:34:51", as logs and clocks write time) is the 24-hour clock
    const node = clockNode(g, t.n, m, s, grain, tail.mer, !(t.len === 2 && t.w.startsWith('0')) && grain !== 'second');
    return node ? { node, e: hours ? tail.e + 1 : tail.e } : undefined;
  }
  // a day or a part of the day right before: "tonight 815", "Thursday 8h"
  const dayBefore =
    i > 0 &&
    g.toks[i - 1]!.k === 'word' &&
    (weekdayName(g, i - 1) !== undefined || g.is(i - 1, 'today', 'tonight', 'tomorrow', 'morning', 'afternoon', 'evening', 'night'));
  // "at 12 15": after "at", an hour and two-digit minutes apart
  if (
    t.len <= 2 &&
    g.is(i - 1, 'at', '@') &&
    g.num(i + 1)?.len === 2 &&
    !g.glued(i + 1) &&
    !unitAt(g, i + 2, true) &&
    !monthName(g, i + 2, false) &&
    !g.is(i + 2, ':', '/', '-') &&
    // not "12 15.30"; a full stop that ends the sentence is no part of it
    !(g.is(i + 2, '.') && g.num(i + 3) !== undefined && g.glued(i + 3))
  ) {
    const tail = clockTail(g, i + 2);
    const node = clockNode(g, t.n, g.toks[i + 1]!.n, 0, 'minute', tail.mer, !(t.len === 2 && t.w.startsWith('0')));
    if (node) return { node, e: tail.e };
  }
  // 15h, 15h30, 3h18
  if (g.is(i + 1, 'h') && g.glued(i + 1) && t.len <= 2) {
    const mm = g.num(i + 2);
    if (mm && g.glued(i + 2) && mm.len === 2) {
      const node = clockNode(g, t.n, mm.n, 0, 'minute', undefined, false);
      return node ? { node, e: i + 3 } : undefined;
    }
    if (t.n >= 10 || cue || dayBefore || t.w.startsWith('0')) {
      const node = clockNode(g, t.n, 0, 0, 'minute', undefined, false);
      return node ? { node, e: i + 2 } : undefined;
    }
    return undefined;
  }
  // 1030, 330pm: hours and minutes run together, after "at" or with am/pm; four digits on the 24-hour
  // clock as armies and airlines write them, with a zone, "hours" or a leading zero ("1500Z", "1500
  // UTC", "1500 hours", "0730"), never a year
  if (t.len === 3 || t.len === 4) {
    const tail = clockTail(g, i + 1);
    const hours = g.is(i + 1, 'hours', 'hrs');
    // a zone named right after ("1500 UTC", "1500 EST"), not a plain word that also names one ("2027 at the latest")
    const next = g.w(i + 1);
    // (a holiday's name is no zone: "2027 Christmas" is not 20:27 on Christmas Island)
    const zoned =
      next !== undefined && !FILLER.has(next) && !CONNECTORS.has(next) && !holidayFirstWords().has(next) && zoneNamedAt(g, i + 1);
    const military = t.len === 4 && !tail.mer && (hours || t.w.startsWith('0') || (g.is(i + 1, 'z') && g.glued(i + 1)) || zoned);
    if (
      !tail.mer &&
      !military &&
      !(cue && g.is(i - 1, 'at', '@', 'around', 'about', 'approximately', 'approx')) &&
      // after a part of the day, not four digits a year could be ("Christmas evening 2027")
      !(dayBefore && g.is(i - 1, 'tonight', 'morning', 'afternoon', 'evening', 'night') && !(t.len === 4 && t.n >= 1900 && t.n < 2200))
    )
      return undefined;
    const node = clockNode(g, Math.floor(t.n / 100), t.n % 100, 0, 'minute', tail.mer, !t.w.startsWith('0') && !military);
    // "2027 Lisbon": a year people date things in before a place is that year there too
    if (node && zoned && !hours && t.len === 4 && !t.w.startsWith('0') && datedYear(t.n))
      withOther(node, { node: { t: 'year', y: t.n }, reading: `the year ${t.n}` });
    // four digits a year could be, alone after "around" or "about", are that year ("about 2026",
    // "around 1930"), the time of day beside it; after "at", the time, the year beside it (with more
    // said, the time: "meet around 1930 tomorrow")
    const plain = (x: { k: string; w: string }) => x.k === 'sym' || (x.k === 'word' && !MEANINGFUL.has(x.w) && !(x.w in MONTHS));
    const dated = node && !tail.mer && !military && t.len === 4 && datedYear(t.n) && endsAt(g, tail.e) && g.toks.slice(0, i).every(plain);
    if (dated && g.is(i - 1, 'around', 'about', 'approximately', 'approx')) {
      const c = node as Extract<Node, { t: 'clock' }>;
      const year: Node = { t: 'year', y: t.n };
      const hhmm = `${String(c.h).padStart(2, '0')}:${String(c.m).padStart(2, '0')}`;
      return { node: withOther(year, { node: c, reading: `the time ${hhmm}` }), e: tail.e };
    }
    if (dated && !zoned) withOther(node, { node: { t: 'year', y: t.n }, reading: `the year ${t.n}` });
    return node ? { node, e: hours ? i + 2 : tail.e } : undefined;
  }
  if (t.len > 2) return undefined;
  const tail = clockTail(g, i + 1);
  const node = clockNode(g, t.n, 0, 0, 'hour', tail.mer, !(t.len === 2 && t.w.startsWith('0')) || !!tail.mer);
  if (!node) return undefined;
  if (!tail.mer && !tail.oclock) {
    // "Friday 4 meetings": a lone number before a word that is no time word counts something else;
    // before a weekday it is an hour only after a cue ("at 3 Tuesday", "from 3 to 4 Tuesday"), not
    // in "in 1 mon" (a month) or "3 Tuesday" (a day of the month, or an hour: nothing says which)
    const next = g.toks[tail.e];
    if (!cue && weekdayName(g, tail.e) !== undefined) return undefined;
    if (
      next?.k === 'word' &&
      !MEANINGFUL.has(next.w) &&
      !FILLER.has(next.w) &&
      !(next.w in WEEKDAYS) &&
      !(next.w in MONTHS) &&
      !CLOCK_CUES.has(next.w) &&
      !RANGE_CUES.has(next.w) &&
      !['this', 'next', 'last', 'sharp', 'ish', 'or', 'but'].includes(next.w) &&
      !(cue && zoneNamedAt(g, tail.e)) &&
      !zoneTimeAt(g, tail.e)
    )
      return undefined;
    (node as { bare?: boolean }).bare = true;
  }
  return { node, e: tail.e };
}

/**
 * Whether a zone is named at token k, as the grammar reads one after a time: "at 9 ET", "at 9 Tokyo
 * time" (up to three words; an ambiguous abbreviation is the resolver's error listing its zones).
 * A month or weekday name alone is the date's, not a town of that name: "2018 March 18" is a day
 * of 2018, not 20:18 in March, Cambridgeshire.
 */
function zoneNamedAt(g: Parser, k: number): boolean {
  if (!g.probe) return false;
  for (let n = 3; n >= 1; n--) {
    const toks = g.toks.slice(k, k + n);
    if (toks.length < n || toks.some((t) => t.k !== 'word')) continue;
    if (n === 1 && (toks[0]!.w in MONTHS || toks[0]!.w in WEEKDAYS)) continue;
    if (g.probe(g.text.slice(toks[0]!.s, toks[n - 1]!.e), false, true)) return true;
  }
  return false;
}

/** Whether a zone's name and "time" follow at token k: "10 Eastern time", "9 Tokyo time" make a lone number an hour. */
function zoneTimeAt(g: Parser, k: number): boolean {
  if (!g.probe) return false;
  for (let n = 1; n <= 3; n++) {
    if (!g.is(k + n, 'time')) continue;
    const toks = g.toks.slice(k, k + n);
    return toks.every((t) => t.k === 'word') && !!g.probe(g.text.slice(toks[0]!.s, toks[n - 1]!.e), false, true, 'time');
  }
  return false;
}

/** "three", "ten thirty", "twelve oh three", "nine fifty-nine a m", "eight o'clock". */
function wordClock(g: Parser, i: number): Parsed | undefined {
  const h = wordsBelow100(g, i);
  if (!h || h.n < 1 || h.n > 12) return undefined;
  let j = h.e;
  let m = 0;
  let grain: 'hour' | 'minute' = 'hour';
  // "ten-thirty", "twelve-oh-three"
  const hyphen = (k: number) => (g.is(k, '-') && g.glued(k) && g.glued(k + 1) ? k + 1 : k);
  if (hyphen(j) !== j && (g.is(j + 1, 'oh', 'o', 'zero') || wordsBelow100(g, j + 1))) j++;
  const oh = g.is(j, 'oh', 'o', 'zero', 'ou') ? hyphen(j + 1) : -1;
  if (oh > 0) {
    const d = g.w(oh);
    if (d !== undefined && d in UNITS_WORDS && UNITS_WORDS[d]! >= 1 && UNITS_WORDS[d]! <= 9) {
      m = UNITS_WORDS[d]!;
      j = oh + 1;
      grain = 'minute';
    }
  } else {
    const mm = wordsBelow100(g, j);
    // "ten thirty"; "ten five" is 10:05 as "ten oh five" is (a year would say "oh": "nineteen oh
    // five"), but two digits' words ("two three") may be digits said one by one (23), no time; the
    // minutes are the hour's before "to" as well ("three thirty to four thirty")
    if (mm && mm.n <= 59 && (mm.n >= 10 || (mm.n >= 1 && h.n >= 10)) && !unitAt(g, mm.e, false)) {
      m = mm.n;
      j = mm.e;
      grain = 'minute';
    }
  }
  const tail = clockTail(g, j);
  // "one Friday", "one morning": the word "one" alone is "a", not one o'clock, unless something says it is a time ("at one", "one pm", "from one to three", "one in the morning")
  if (
    g.w(i) === 'one' &&
    h.e === i + 1 &&
    grain === 'hour' &&
    !tail.mer &&
    !tail.oclock &&
    !CLOCK_CUES.has(g.w(i - 1) ?? '') &&
    !g.is(i - 1, 'past', 'of') &&
    !g.is(j, 'to', 'till', 'til', 'until', '-', 'and', 'today', 'tomorrow', 'tmrw', 'tonight', 'yesterday') &&
    g.any(j, seqs`in the morning|in the afternoon|in the evening|at night`) < 0
  )
    return undefined;
  const node = clockNode(g, h.n, m, 0, grain, tail.mer, true);
  if (!node) return undefined;
  // "three" alone is a number; "ten thirty" is a time
  if (!tail.mer && !tail.oclock && grain === 'hour') (node as { bare?: boolean }).bare = true;
  return { node, e: tail.e };
}

/** "quarter past 3", "half past nine", "20 to 5", "5 til noon", "ten of five", "half three". */
function relativeClock(g: Parser, i: number): Parsed | undefined {
  let minutes: number | undefined;
  let j = i;
  let k: number;
  // minutes counted in digits or number words, not "quarter" or "half"
  let counted = false;
  if ((k = g.any(i, seqs`a quarter|quarter`)) >= 0) [minutes, j] = [15, k];
  else if (g.is(i, 'half')) [minutes, j] = [30, i + 1];
  else if ((k = g.any(i, seqs`three quarters|three - quarters`)) >= 0) [minutes, j] = [45, k];
  else {
    const n = g.num(i) ? { n: g.num(i)!.n, e: i + 1 } : wordsBelow100(g, i);
    if (n && n.n >= 1 && n.n <= 59) {
      minutes = n.n;
      j = n.e;
      counted = true;
      if (g.is(j, 'minutes', 'minute', 'mins', 'min')) j++;
    }
  }
  if (minutes === undefined) return undefined;
  let sign: 1 | -1;
  if (g.is(j, 'past', 'after')) sign = 1;
  else if (g.is(j, 'to', 'til', 'till', 'before', 'of')) sign = -1;
  else if (minutes === 30 && g.is(i, 'half')) {
    // British "half three": 3:30
    const h = hourTarget(g, j);
    if (!h || h.node.t !== 'clock' || h.node.noon || h.node.midnight) return undefined;
    return offsetClock(h.node, 30, h.e);
  } else return undefined;
  if (g.w(j) === 'of' && minutes > 30) return undefined;
  // "20 to 5" is 4:40, but "from 3 to 5" is a range and "13 to 15 July" two days
  const digits = counted && !g.is(j - 1, 'minutes', 'minute', 'mins', 'min');
  if (sign < 0 && digits && (minutes % 5 !== 0 || minutes > 30 || g.is(i - 1, 'from', 'between', 'the'))) return undefined;
  const target = hourTarget(g, j + 1);
  if (!target || target.node.t !== 'clock') return undefined;
  if (sign < 0 && digits && g.num(i) !== undefined && !target.node.noon && !target.node.midnight && !target.node.amb && !target.node.mer)
    return undefined;
  // A number up to 12 right before "to" is an hour a range can start at as well as minutes: digits
  // before an hour with am/pm the range ("5 to 6pm": 17:00 to 18:00, the range rule's, with 17:55
  // beside it); before a bare hour, noon or midnight, and a number in words before any hour, the
  // minutes ("5 to 10": 9:55, "five to seven": 6:55), with the range beside them.
  const hourToo = sign < 0 && counted && j === i + 1 && minutes <= 12 && g.is(j, 'to', 'til', 'till');
  if (hourToo && target.node.mer && g.num(i) !== undefined) return undefined;
  const clock = offsetClock(target.node, sign * minutes, target.e);
  if (hourToo && clock) {
    const from: Node = { t: 'clock', h: minutes, m: 0, s: 0, g: 'hour', amb: true, id: g.id() };
    withOther(clock.node, {
      node: { t: 'range', a: from, b: target.node },
      reading: `from ${g.text.slice(g.toks[i]!.s, g.toks[i]!.e)} to ${g.text.slice(g.toks[j + 1]!.s, g.toks[target.e - 1]!.e)}, a range`,
    });
  }
  return clock;
}

/** An hour that minutes count from: "3pm", "three", "noon", "15h". */
function hourTarget(g: Parser, i: number): Parsed | undefined {
  const p = g.longest(i, [namedClock, digitClock, wordClock]);
  if (!p || p.node.t !== 'clock' || p.node.m !== 0) return undefined;
  return p;
}

export function offsetClock(c: Extract<Node, { t: 'clock' }>, minutes: number, e: number): Parsed | undefined {
  let total = c.h * 60 + minutes;
  total = ((total % 1440) + 1440) % 1440;
  const h = Math.floor(total / 60);
  const node: Node = c.amb
    ? { t: 'clock', h: h === 0 ? 12 : h > 12 ? h - 12 : h, m: total % 60, s: 0, g: 'minute', amb: true, id: c.id }
    : { t: 'clock', h, m: total % 60, s: 0, g: 'minute', ...(c.mer ? { mer: c.mer } : {}), amb: false, id: 0 };
  return { node, e };
}

/**
 * The sun's and moon's events: "sunset", "solar noon", "dawn", "the next full moon", "last new
 * moon", "the winter solstice", "the March equinox", "the next equinox".
 */
export function skyRule(g: Parser, i: number): Parsed | undefined {
  let j: number;
  const sun: [string, Extract<Node, { t: 'sun' }>['event']][] = [
    ['sunrise', 'sunrise'],
    ['sun rise', 'sunrise'],
    ['sun - rise', 'sunrise'],
    ['sunup', 'sunrise'],
    ['sunset', 'sunset'],
    ['sun set', 'sunset'],
    ['sun - set', 'sunset'],
    ['sundown', 'sunset'],
    ['solar noon', 'solarNoon'],
    ['dawn', 'dawn'],
    ['first light', 'dawn'],
    ['dusk', 'dusk'],
    ['nightfall', 'dusk'],
  ];
  const k = g.is(i, 'the') ? i + 1 : i;
  for (const [words, event] of sun) if ((j = g.seq(k, words)) >= 0) return { node: { t: 'sun', event }, e: j };
  const rel = relPrefix(g, k);
  const m = rel ? rel.e : k;
  if ((j = g.any(m, seqs`full moon|new moon`)) >= 0) {
    const node: Node = { t: 'moon', phase: g.w(m) === 'full' ? 180 : 0 };
    return { node: rel ? { t: 'rel', rel: rel.rel, base: node, steps: 1 } : node, e: j };
  }
  const qualified = SOLSTICE_QUALIFIERS[g.w(m) ?? ''];
  const at = qualified ? m + 1 : m;
  const kind = g.w(at) === 'equinox' ? 'equinox' : g.w(at) === 'solstice' ? 'solstice' : undefined;
  if (kind && (!qualified || qualified.kind === kind)) {
    const node: Node = {
      t: 'solstice',
      kind,
      ...(qualified && 'ev' in qualified ? { ev: qualified.ev } : {}),
      ...(qualified && 'season' in qualified ? { season: qualified.season } : {}),
    };
    return { node: rel ? { t: 'rel', rel: rel.rel, base: node, steps: 1 } : node, e: at + 1 };
  }
  return undefined;
}

/**
 * The clocks changing in the phrase's zone: "the clocks go back", "clocks spring forward", "DST
 * starts", "the end of daylight saving time", "when British Summer Time begins", "spring forward",
 * "fall back", "the next clock change". Forward is the offset growing (summer time beginning, in
 * either hemisphere); a change said without a way is either.
 */
export function clockChangeRule(g: Parser, i: number): Parsed | undefined {
  const k0 = g.is(i, 'the') ? i + 1 : i;
  const rel = relPrefix(g, k0);
  const k = rel ? rel.e : k0;
  const done = (dir: ClockWay, e: number): Parsed => {
    const node: Node = { t: 'clockChange', dir };
    return { node: rel ? { t: 'rel', rel: rel.rel, base: node, steps: 1 } : node, e };
  };
  let j: number;
  // "spring forward", "fall back": the sayings
  if ((j = g.any(k, seqs`spring forward|spring ahead`)) >= 0) return done('forward', j);
  if ((j = g.any(k, seqs`fall back|fall backward`)) >= 0) return done('back', j);
  // "the clock change", "the next time change", "the DST change"
  if (
    (j = g.any(
      k,
      seqs`clock change|clock changes|clocks change|time change|dst change|daylight saving time change|daylight savings time change`,
    )) >= 0
  )
    return rel || !g.is(j, 'forward', 'forwards', 'ahead', 'back', 'backward', 'backwards') ? done('either', j) : undefined;
  // "the start of DST", "the end of daylight saving time", "the beginning of summer time"
  const edge = g.any(k, seqs`start of|beginning of|end of`);
  if (edge >= 0) {
    const d = dstAt(g, edge);
    if (d >= 0) return done(g.is(k, 'end') ? 'back' : 'forward', d);
  }
  // "the clocks go back", "clocks going forward", "DST starts", "daylight saving ends"
  const clocks = g.any(k, seqs`clocks|clock`);
  const dst = clocks < 0 ? dstAt(g, k) : -1;
  if (clocks < 0 && dst < 0) return undefined;
  let v = clocks >= 0 ? clocks : dst;
  if (clocks >= 0) {
    if (
      g.is(
        v,
        'go',
        'goes',
        'going',
        'went',
        'move',
        'moves',
        'moving',
        'spring',
        'springs',
        'fall',
        'falls',
        'turn',
        'turns',
        'get',
        'are',
        'will',
      )
    )
      v++;
    if (g.is(v, 'be', 'go', 'turned', 'set', 'put', 'moved')) v++;
    if (g.is(v, 'forward', 'forwards', 'ahead')) return done('forward', v + 1);
    if (g.is(v, 'back', 'backward', 'backwards')) return done('back', v + 1);
    if (g.is(v, 'change', 'changes', 'changing', 'changed')) return done('either', v + 1);
    return undefined;
  }
  if (g.is(v, 'starts', 'start', 'begins', 'begin', 'starting', 'beginning', 'kicks'))
    return done('forward', g.is(v, 'kicks') && g.is(v + 1, 'in') ? v + 2 : v + 1);
  if (g.is(v, 'ends', 'end', 'ending', 'finishes', 'stops')) return done('back', v + 1);
  return undefined;
}

type ClockWay = Extract<Node, { t: 'clockChange' }>['dir'];

/** The end of a name for summer time at i ("DST", "daylight saving(s) (time)", "(British) summer time", "BST"), or -1. */
function dstAt(g: Parser, i: number): number {
  return g.any(
    i,
    seqs`dst|d . s . t .|daylight saving time|daylight savings time|daylight saving|daylight savings|daylight time
      |british summer time|bst|summer time|european summer time`,
  );
}

/** The words before "equinox" or "solstice": its month, or the season it starts ("vernal": spring's). */
const SOLSTICE_QUALIFIERS: Record<string, { kind: 'equinox' | 'solstice' } & ({ ev: SeasonEvent } | { season: Season })> = {
  march: { kind: 'equinox', ev: 0 },
  june: { kind: 'solstice', ev: 1 },
  september: { kind: 'equinox', ev: 2 },
  december: { kind: 'solstice', ev: 3 },
  spring: { kind: 'equinox', season: 'spring' },
  vernal: { kind: 'equinox', season: 'spring' },
  summer: { kind: 'solstice', season: 'summer' },
  autumn: { kind: 'equinox', season: 'autumn' },
  autumnal: { kind: 'equinox', season: 'autumn' },
  fall: { kind: 'equinox', season: 'autumn' },
  winter: { kind: 'solstice', season: 'winter' },
};
