// Dates: month-name dates ("Feb 15", "the 15th of February 2027", "31-Oct-74"), numeric dates
// ("2/15", "2026/02/15", "2014-10"), a day of the month ("the 24th of next month"), ISO text, the ides
// of a month, and dates written in the Hijri, Hebrew and Solar Hijri calendars.

import { calendarMonthsFrom, ERA_WORDS, type OtherCalendar } from '../calendar-months.js';
import { FILLER, MEANINGFUL, MONTHS, UNIT_WORDS } from '../lexicon.js';
import { type Parsed, type Parser, seqs } from './parser.js';
import { dayWord, weekdayName } from './days.js';
import { unitAt } from './durations.js';
import { afterDottedDate, dayNum, dottedDayMonth, wordsBelow100 } from './numbers.js';
import { podAfter } from './parts-of-day.js';
import { ceYear, datedYear, endsAt, eraAt, hhmmAt, monthName, periodRule, yearAfter } from './periods.js';
import { CLOCK_CUES, RANGE_CUES } from './point.js';
import { meridiem } from './times-of-day.js';

/**
 * Two digits after a month-name date are its year, as in "14 April '15" ("14th April 15", "May 1st
 * 01?", "14 April 15 at 3pm"), unless what follows makes them a time ("May 5 10 am", "April 14
 * 15:30", "May 5 10 in the morning") or a count ("April 14 15 minutes later").
 */
function yearEnding(g: Parser, e: number): boolean {
  if (g.num(e)?.len !== 2) return false;
  const k = e + 1;
  const time =
    meridiem(g, k) !== undefined ||
    g.is(k, "o'clock", 'oclock', 'sharp', 'ish') ||
    (g.is(k, 'o') && g.is(k + 1, 'clock')) ||
    (g.glued(k) && g.is(k, ':', 'h')) ||
    (g.is(k, '.') && g.glued(k) && g.num(k + 1) !== undefined && g.glued(k + 1)) ||
    unitAt(g, k, true) !== undefined ||
    podAfter(g, k) ||
    // "Oct 27 10 to 12": hours, as with the dash below
    (g.num(e)!.n <= 23 &&
      g.is(k, 'to', 'till', 'til', 'until', 'through', 'thru') &&
      (g.num(k + 1)?.len ?? 0) <= 2 &&
      (g.num(k + 1)?.n ?? 99) <= 24) ||
    // "Oct 27 20-21": two hours, a range of them
    (g.num(e)!.n <= 23 && g.is(k, '-') && (g.num(k + 1)?.len ?? 0) <= 2 && (g.num(k + 1)?.n ?? 99) <= 24);
  // "10 August 88 AD": a year with its era, read as written
  return !time && !eraAt(g, k);
}

/**
 * The month-name date with two digits after it read as its year; when they end the text and could
 * be an hour ("April 20 10"), that reading goes with it, offered as an alternative.
 */
function yearEnded(g: Parser, m: number, d: number, e: number): Parsed {
  const yy = g.num(e)!.n;
  const hourToo = yy <= 23 && endsAt(g, e + 1);
  return { node: { t: 'numdate', a: m, b: d, y: yy, yy: true, named: true, ...(hourToo ? { hourToo } : {}), id: 0 }, e: e + 1 };
}

/** Month-name dates: "Feb 15", "February 15th, 2027", "15 Feb", "the 15th of February", "february the 15th", "31-Oct-74". */
export function namedDate(g: Parser, i: number): Parsed | undefined {
  return g.longest(i, [monthFirst, dayFirstNamed]);
}

function withYear(g: Parser, j: number, m: number, d: number, dashed = false): Parsed {
  // "31-Oct-74": two digits glued after a dash are a year
  if (dashed && g.num(j)?.len === 2 && g.glued(j))
    return { node: { t: 'numdate', a: m, b: d, y: g.num(j)!.n, yy: true, named: true, id: 0 }, e: j + 1 };
  let k = g.is(j, ',') ? j + 1 : j;
  if (g.is(k, 'of') && yearAfter(g, k + 1)) k++;
  // "15 April of 87": two digits after "of" that no day can be are the year's last two
  else if (g.is(k, 'of') && g.num(k + 1)?.len === 2 && g.num(k + 1)!.n > 31)
    return { node: { t: 'numdate', a: m, b: d, y: g.num(k + 1)!.n, yy: true, named: true, id: 0 }, e: k + 2 };
  const y = yearAfter(g, k);
  if (y) {
    if (y.yy !== undefined) return { node: { t: 'numdate', a: m, b: d, y: y.yy, yy: true, named: true, id: 0 }, e: y.e };
    // four digits alone after the date, as a 24-hour clock writes them: with a leading zero a time
    // ("1 Dec 0710": the clock rule reads it); past the years people date things in, a time with
    // the year beside it ("2 Nov 2359", "2 Jan 1430"); "12 Nov 2020" is a year
    const four = y.era === undefined && y.e === k + 1 ? g.num(k) : undefined;
    const hhmm = four && hhmmAt(g, k);
    if (hhmm && four.w.startsWith('0')) return { node: { t: 'md', m, d }, e: j };
    // (in the years people date things in, the year first, the time beside it where the year is far off: "2 Nov 1940")
    const clockToo = hhmm && endsAt(g, y.e) ? hhmm : undefined;
    const yearFirst = clockToo !== undefined && four !== undefined && datedYear(four.n);
    // "06/Nov/2023:06:36:02", as web servers log it: a colon glued between the year and its time of
    // day joins them as a space would
    const h = g.is(y.e, ':') && g.glued(y.e) && g.glued(y.e + 1) ? g.num(y.e + 1) : undefined;
    const logged = h !== undefined && h.len === 2 && g.is(y.e + 2, ':') && g.glued(y.e + 2) && g.num(y.e + 3)?.len === 2;
    return {
      node: {
        t: 'ymd',
        y: ceYear(y),
        m,
        d,
        ...(y.era === 'BE' ? { era: y.y } : {}),
        ...(clockToo ? { clockToo, id: g.id(), ...(yearFirst ? { yearFirst } : {}) } : {}),
      },
      e: logged ? y.e + 1 : y.e,
    };
  }
  return { node: { t: 'md', m, d }, e: j };
}

function monthFirst(g: Parser, i: number): Parsed | undefined {
  const mo = monthName(g, i, false);
  if (!mo) return undefined;
  let j = mo.e;
  const dashed = g.is(j, '-', '/') && g.glued(j);
  // "Sep.25.2003": the month's full stop glued to its day, as a year after one is
  const dotted = !dashed && g.is(j - 1, '.') && g.glued(j - 1) && g.glued(j) && g.num(j) !== undefined;
  if (dashed) j++;
  if (g.is(j, 'the')) j++;
  let d = dayNum(g, j, true);
  // "May twenty nine", "June five": the day in cardinal words, as people say it (not a number that
  // runs on into a year: "June twenty twenty-six" is June 2026)
  if (!d && !dashed && !dotted) {
    const w = wordsBelow100(g, j);
    if (w && w.n >= 1 && w.n <= 31 && !wordsBelow100(g, w.e) && !g.is(w.e, 'hundred', 'thousand', 'o', 'oh')) d = w;
  }
  if (!d) return undefined;
  // "May 2027" is a month, not May 20 and 27
  if (g.num(j)?.len === 4) return undefined;
  const e = d.e;
  // "Oct-31-1974", "Oct/31/74", "Sep.25.2003": a year glued after a dash, slash or full stop
  const mark = dashed ? g.is(e, '-', '/') : dotted && g.is(e, '.');
  if (mark && g.glued(e) && g.glued(e + 1) && (g.num(e + 1)?.len === 4 || g.num(e + 1)?.len === 2)) {
    const y = g.num(e + 1)!;
    if (y.len === 2) return { node: { t: 'numdate', a: mo.m, b: d.n, y: y.n, yy: true, named: true, id: 0 }, e: e + 2 };
    return { node: { t: 'ymd', y: y.n, m: mo.m, d: d.n }, e: e + 2 };
  }
  if (yearEnding(g, e)) return yearEnded(g, mo.m, d.n, e);
  // "Aug 9, 96": two digits after a comma that end the text are its year too
  if (g.is(e, ',') && yearEnding(g, e + 1) && endsAt(g, e + 2)) return yearEnded(g, mo.m, d.n, e + 1);
  return withYear(g, e, mo.m, d.n);
}

function dayFirstNamed(g: Parser, i: number): Parsed | undefined {
  let j = g.is(i, 'the') ? i + 1 : i;
  const d = dayNum(g, j, true);
  if (!d) return undefined;
  j = d.e;
  if (g.is(j, 'day') && g.is(j + 1, 'of')) j++;
  if (g.is(j, 'of')) j++;
  else if (g.is(j, '-', '/', '.') && g.glued(j)) j++;
  const dashed = g.is(j - 1, '-', '/');
  const mo = monthName(g, j, false);
  if (!mo) return undefined;
  let e = mo.e;
  if (dashed && g.is(e, '-', '/') && g.glued(e)) e++;
  if (!dashed && yearEnding(g, e)) return yearEnded(g, mo.m, d.n, e);
  return withYear(g, e, mo.m, d.n, dashed);
}

/** A month-name date ends right before `i`, or before a comma there: "Oct 27 10-12" are hours on that day, not 12 October. */
function afterMonthDay(g: Parser, i: number): boolean {
  const end = g.is(i - 1, ',') ? i - 1 : i;
  for (let k = Math.max(0, end - 4); k < end - 1; k++) if (monthFirst(g, k)?.e === end) return true;
  return false;
}

/** Digits: "2/15", "15/2", "2/15/2026", "10.31.1974", "2-15", "2026/02/15", "2/2013", "2014-10". */
export function numericDate(g: Parser, i: number): Parsed | undefined {
  const a = g.num(i);
  if (!a) return undefined;
  // "31 10 1974", "10 31 1974", "2016 10 16": three numbers apart with a four-digit year at one end,
  // read as with slashes (no other reading joins three such numbers)
  const [n2, n3] = [g.num(i + 1), g.num(i + 2)];
  const more = g.num(i + 3) || g.is(i + 3, ':', '/', '-') || (g.is(i + 3, '.') && g.glued(i + 4) && g.num(i + 4));
  if (n2 && n3 && !g.glued(i + 1) && !g.glued(i + 2) && !more) {
    if (a.len <= 2 && n2.len <= 2 && n3.len === 4 && a.n >= 1 && n2.n >= 1 && a.n <= 31 && n2.n <= 31 && (a.n <= 12 || n2.n <= 12))
      return { node: { t: 'numdate', a: a.n, b: n2.n, y: n3.n, id: g.id() }, e: i + 3 };
    if (a.len === 4 && n2.len <= 2 && n3.len <= 2 && n2.n >= 1 && n2.n <= 12 && n3.n >= 1)
      return { node: { t: 'ymd', y: a.n, m: n2.n, d: n3.n }, e: i + 3 };
  }
  const sep = g.w(i + 1);
  // "2012:05:25": the date of EXIF's DateTimeOriginal, a camera's, year first between colons
  if (sep === ':' && a.len === 4 && g.glued(i + 1) && g.glued(i + 2) && g.is(i + 3, ':') && g.glued(i + 3) && g.glued(i + 4)) {
    const [m, d] = [g.num(i + 2), g.num(i + 4)];
    if (m?.len === 2 && d?.len === 2 && m.n >= 1 && m.n <= 12 && d.n >= 1) return { node: { t: 'ymd', y: a.n, m: m.n, d: d.n }, e: i + 5 };
  }
  if (sep !== '/' && sep !== '-' && sep !== '.') return undefined;
  // "2 / 15" is a date; "3 - 4pm" is a range and "1.5 hours" a number. With spaces a dash joins a
  // date only where one number is past 12 ("2 - 15"): "7 - 8" may as well be hours, and is read as neither.
  const spaced = !g.glued(i + 1) || !g.glued(i + 2);
  if (spaced && sep === '.') return undefined;
  const b = g.num(i + 2);
  if (spaced && sep === '-' && b && a.n <= 12 && b.n <= 12) return undefined;
  // "24/7" is all the time, not the 24th of July (with its year it is a date: "24/7/2027")
  if (a.n === 24 && b?.n === 7 && sep === '/' && !(g.is(i + 3, '/') && g.num(i + 4))) return undefined;
  // "2027/sep/03", "2027-Sep-03": year, month name, day
  if (!b && a.len === 4 && !spaced) {
    const mo = monthName(g, i + 2, false);
    // (a month's full stop is its own and the separator both: "2003.Sep.25")
    const dayAt = mo && g.is(mo.e, sep) && g.glued(mo.e) ? mo.e + 1 : mo && sep === '.' && g.is(mo.e - 1, '.') ? mo.e : -1;
    if (mo && dayAt > 0 && g.glued(dayAt)) {
      const d = g.num(dayAt);
      if (d && d.len <= 2) return { node: { t: 'ymd', y: a.n, m: mo.m, d: d.n }, e: dayAt + 1 };
    }
    // "2024-August", "2024/Aug": year and month, as "2014-10" is
    if (mo && sep !== '.' && !(g.is(mo.e, sep) && g.glued(mo.e))) return { node: { t: 'ym', y: a.n, m: mo.m }, e: mo.e };
  }
  if (!b) return undefined;
  let e = i + 3;
  let y: number | undefined;
  let yy = false;
  if (a.len === 4) {
    // "2003/25/Sep": year, day and the month's name
    const named = g.is(e, sep) && g.glued(e) && g.glued(e + 1) ? monthName(g, e + 1, false) : undefined;
    if (named && b.len <= 2 && b.n >= 1 && b.n <= 31) return { node: { t: 'ymd', y: a.n, m: named.m, d: b.n }, e: named.e };
    // 2026/02/15, 2014-10, 2014/10
    if (g.is(e, sep) && g.glued(e) && g.num(e + 1) && g.glued(e + 1) && b.len <= 2 && g.num(e + 1)!.len <= 2) {
      return { node: { t: 'ymd', y: a.n, m: b.n, d: g.num(e + 1)!.n }, e: e + 2 };
    }
    if (b.len <= 2 && b.n >= 1 && b.n <= 12 && sep !== '.') return { node: { t: 'ym', y: a.n, m: b.n }, e };
    return undefined;
  }
  if (a.len > 2 || b.len > 2) {
    // 2/2013: a month and a year
    if (a.len <= 2 && b.len === 4 && (sep === '/' || (sep === '-' && !spaced)) && a.n >= 1 && a.n <= 12 && !g.is(e, sep))
      return { node: { t: 'ym', y: b.n, m: a.n }, e };
    return undefined;
  }
  if (g.is(e, sep) && g.glued(e) && g.num(e + 1) && g.glued(e + 1)) {
    const c = g.num(e + 1)!;
    if (c.len !== 4 && c.len !== 2) return undefined;
    y = c.n;
    yy = c.len === 2;
    e += 2;
  } else if (sep === '.') {
    // "22.11.": a day and a month with their full stops, as German and Russian write them without the year
    // ("at 10.11." is a time of day)
    // (right after a full date so written, its time: "29.02.2020 13.12.")
    if (
      !(dottedDayMonth(g, i) && b.n <= 12) ||
      afterDottedDate(g, i) ||
      (CLOCK_CUES.has(g.w(i - 1) ?? '') && !RANGE_CUES.has(g.w(i - 1) ?? ''))
    )
      return undefined;
    e++;
  }
  // "16-05-31", "99/05/31": three pairs of digits may be year, month and day, as Japan, Korea and
  // ISO 8601 order them
  const yearFirst = yy && a.len === 2 && b.len === 2 && b.n >= 1 && b.n <= 12 && y! >= 1 && y! <= 31;
  if (!yearFirst && (a.n < 1 || b.n < 1 || a.n > 31 || b.n > 31 || (a.n > 12 && b.n > 12))) return undefined;
  // "3-4pm", "2-3 hours" are not dates
  if (sep === '-' && (meridiem(g, e) || unitAt(g, e, true) || g.is(e, ':') || monthName(g, e, false) || dayWord(g, e) || podAfter(g, e)))
    return undefined;
  if (
    sep === '-' &&
    y === undefined &&
    (weekdayName(g, i - 1) || dayWord(g, i - 1) || g.is(i - 1, 'from', 'between') || afterMonthDay(g, i))
  )
    return undefined;
  // "05/31/2024.14:15", "05/31/2024-14:15": a mark glued between a full date and its time of day
  // joins them as a space would (not a range to 14:15, nor another phrase)
  if (y !== undefined && !yy && g.is(e, '.', ':', '-', ',') && g.glued(e) && g.glued(e + 1)) {
    const h = g.num(e + 1);
    if (h && h.len <= 2 && g.is(e + 2, ':') && g.glued(e + 2) && g.num(e + 3)?.len === 2) e++;
  }
  return {
    node: {
      t: 'numdate',
      a: a.n,
      b: b.n,
      ...(y !== undefined ? { y } : {}),
      ...(yy ? { yy } : {}),
      ...(sep === '.' ? { dots: true } : {}),
      ...(yearFirst ? { yid: g.id() } : {}),
      id: g.id(),
    },
    e,
  };
}

/** "the 24th", "on the twenty-first", "the 3rd of next month", "20th day of the current month". */
export function domRule(g: Parser, i: number): Parsed | undefined {
  const the = g.is(i, 'the');
  const j = the ? i + 1 : i;
  const ofNext = g.is(j + 1, 'of') || (g.is(j + 1, 'day') && g.is(j + 2, 'of'));
  const d = dayNum(g, j, the || ofNext);
  if (!d) return undefined;
  // a bare "the 24" needs "the"; "24th" stands alone
  const e = d.e;
  const k = g.is(e, 'day') ? e + 1 : e;
  if (g.is(k, 'of', 'in')) {
    const p = periodRule(g, k + 1);
    if (
      p &&
      (p.node.t === 'cycle'
        ? p.node.unit === 'month'
        : p.node.t === 'month' || p.node.t === 'ym' || (p.node.t === 'rel' && p.node.base.t === 'month'))
    ) {
      return { node: { t: 'and', parts: [{ t: 'dom', d: d.n }, p.node] }, e: p.e };
    }
  }
  // "the 15th" but not "the 15th of" a thing we do not read, nor an ordinal that counts a thing ("the
  // 2nd meeting", "the 5th floor", "her 21st birthday"): a word after it that says nothing of time
  const next = g.toks[e];
  if (
    next?.k === 'word' &&
    next.sp &&
    !FILLER.has(next.w) &&
    !MEANINGFUL.has(next.w) &&
    !TIME_NEIGHBOURS.has(next.w) &&
    !(next.w in MONTHS) &&
    !(next.w in UNIT_WORDS)
  )
    return undefined;
  return { node: { t: 'dom', d: d.n }, e };
}

/** Words that after a day of the month go on with the time, not with a thing counted. */
const TIME_NEIGHBOURS = new Set([
  'this',
  'next',
  'last',
  'coming',
  'past',
  'previous',
  'following',
  'upcoming',
  'current',
  'each',
  'every',
  'through',
  'thru',
  'till',
  'til',
  'until',
  'before',
  'after',
  'onwards',
  'onward',
  'sharp',
]);

export function isoRule(g: Parser, i: number): Parsed | undefined {
  const t = g.toks[i];
  return t?.k === 'iso' ? { node: { t: 'iso', iso: t.iso! }, e: i + 1 } : undefined;
}

/** "the ides of March". */
export function idesRule(g: Parser, i: number): Parsed | undefined {
  const j = g.any(i, seqs`the ides of|ides of`);
  if (j < 0) return undefined;
  const m = monthName(g, j, false);
  return m ? { node: { t: 'ides', m: m.m }, e: m.e } : undefined;
}

/**
 * A Hijri or Solar Hijri year without its era: the calendar's own up to 1500 (Umm al-Qura's tables
 * end with 1500 AH, 2077; 1500 SH is 2121), a Gregorian one from 1800 (1800 AH would be 2368), and
 * either between, where both are far from now.
 */
const OWN_YEARS_UP_TO = 1500;
const GREGORIAN_FROM = 1800;
/** Hebrew years below this are Gregorian ones (4000 AM is 240 CE). */
const GREGORIAN_BELOW_HEBREW = 4000;

/** A date in the Hijri, Hebrew or Solar Hijri calendar, with its year: "1 Muharram 1449", "Ramadan 1, 1423 AH", "15 Nisan 5786". */
export function calendarDate(g: Parser, i: number): Parsed | undefined {
  let plainAdar = false;
  const month = (j: number): { cal: OtherCalendar; m: number; e: number } | undefined => {
    const w = g.w(j);
    if (w === undefined) return undefined;
    for (const c of calendarMonthsFrom(w)) {
      const e = g.seq(j, c.words);
      if (e >= 0) {
        plainAdar = c.plainAdar === true;
        return { cal: c.cal, m: c.month, e };
      }
    }
    return undefined;
  };
  const dayAt = (j: number) => dayNum(g, j, true) ?? undefined;
  let cal: OtherCalendar;
  let m: number;
  let d: number;
  let j: number;
  const first = dayAt(g.is(i, 'the') ? i + 1 : i);
  if (first) {
    const k = g.is(first.e, 'of') ? first.e + 1 : first.e;
    const mo = month(k);
    if (!mo) return undefined;
    [cal, m, d, j] = [mo.cal, mo.m, first.n, mo.e];
  } else {
    const mo = month(i);
    const day = mo && dayAt(mo.e);
    if (!mo || !day) return undefined;
    [cal, m, d, j] = [mo.cal, mo.m, day.n, day.e];
  }
  if (g.is(j, ',')) j++;
  const y = g.num(j);
  if (!y || y.len < 3 || y.len > 4) return undefined;
  let e = j + 1;
  const era = g.w(e);
  const dated = era !== undefined && era in ERA_WORDS;
  if (dated) {
    if (ERA_WORDS[era] !== cal) return undefined;
    e++;
    if (g.is(e, '.') && g.glued(e)) e++;
  }
  // a year of our era without the calendar's own ("1 Ramadan 2027", "15 Nisan 2028") is the
  // Gregorian year the day falls in: Hijri and Solar Hijri years are some 600 behind, Hebrew
  // ones 3,760 ahead
  const year = dated
    ? undefined
    : cal === 'hebrew'
      ? y.n < GREGORIAN_BELOW_HEBREW
        ? 'gregorian'
        : undefined
      : y.n >= GREGORIAN_FROM
        ? 'gregorian'
        : y.n > OWN_YEARS_UP_TO
          ? 'either'
          : undefined;
  return { node: { t: 'caldate', cal, y: y.n, m, d, ...(plainAdar ? { plainAdar } : {}), ...(year ? { year } : {}) }, e };
}
