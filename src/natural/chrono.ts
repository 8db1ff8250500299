// chrono-node, loaded on first use, as the reader of last resort: it extracts calendar components,
// which are read back as a wall time in the context's zone, with Meridian's own rules for weekdays,
// omitted years and times of day, and the other readings offered as alternatives.

import { civilFromDays, daysFromCivil, daysInMonth, localSecondsFromWall, WEEKDAY_NAMES, weekdayOfEpochDay, type WallTime } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatDate } from '../core/iso-text.js';
import { alternative, done, hhmm, instantOf, wallOn, type Attempt, type Ctx, type Span } from './context.js';
import lazy from './lazy.cjs';
import { leftover, words } from './leftover.js';
import { mondayOf, WEEKDAY_SRC } from './words.js';
import { isDateWord } from './zone-words.js';

type Chrono = ReturnType<typeof lazy.loadChrono>;
type ChronoResult = ReturnType<Chrono['casual']['parse']>[number];
type Components = ChronoResult['start'];

let chronoModule: Chrono | undefined;
const chrono = (): Chrono => (chronoModule ??= lazy.loadChrono());

export function withTime(text: string, m: RegExpExecArray, c: Ctx, day: number, fallback: string): Span & { timeGiven: boolean } {
  const restText = (text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length)).trim();
  if (restText) {
    const results = chronoParse(restText, c);
    const r = results[0];
    if (r && r.start.isCertain('hour') && !r.start.isCertain('day') && !r.start.isCertain('weekday') && !r.start.isCertain('month')) {
      const wall = wallOn(day, r.start.get('hour')!, r.start.get('minute') ?? 0, r.start.get('second') ?? 0);
      return { start: instantOf(c, wall), ignored: leftover(restText, r.index, r.text.length), timeGiven: true };
    }
  }
  const [h, mi, s] = fallback.split(':').map(Number);
  c.assumed.push(`time: ${fallback}${fallback === '23:59:59' ? ' (end of day)' : ''}`);
  return { start: instantOf(c, wallOn(day, h, mi, s ?? 0)), ignored: words(restText), timeGiven: false };
}

const WEEKDAY_MODIFIER = new RegExp(`\\b(next|this|coming|last|past|previous) (?:week )?${WEEKDAY_SRC}\\b`, 'i');

/** Host-local Date whose wall fields are `w`: chrono computes in host-local fields. */
function hostDate(w: WallTime): Date {
  const d = new Date(2000, 0, 1, 12, 0, 0, 0);
  d.setFullYear(w.year, w.month - 1, w.day);
  d.setHours(w.hour, w.minute, w.second, 0);
  return d;
}

/** Day/month order: a locale hint wins; otherwise month first, as in US English. */
export function chronoParse(text: string, c: Ctx): ChronoResult[] {
  const ch = chrono();
  return (c.opts.dayFirst ? ch.GB : ch.casual).parse(text, hostDate(c.refWall));
}

/** The wall time chrono read, in the zone. */
function chronoWall(p: Components): WallTime {
  return {
    year: p.get('year')!,
    month: p.get('month')!,
    day: p.get('day')!,
    hour: p.get('hour') ?? 0,
    minute: p.get('minute') ?? 0,
    second: p.get('second') ?? 0,
  };
}

const CASUAL_TIMES = ['morning', 'afternoon', 'evening', 'night', 'tonight', 'noon', 'midnight', 'now'];
const casualTime = (p: Components): string | undefined => {
  const tags = p.tags();
  return CASUAL_TIMES.find((t) => tags.has(`casualReference/${t}`));
};

export function viaChrono(said: string, c: Ctx): Attempt {
  // chrono reads "from 2 to 4pm" as a range but not "between 2 and 4pm".
  const text = said.replace(/\bbetween (.+?) and (.+)$/i, 'from $1 to $2');
  const results = chronoParse(text, c);
  const r = results[0];
  if (!r) return {};
  const s = r.start;

  // A zone chrono recognised that our extraction did not take out: relocate through resolveZone.
  const relative = s.tags().has('result/relativeDate') || s.tags().has('casualReference/now');
  if (s.isCertain('timezoneOffset') && !relative && !c.zoneFromText) {
    // The token is the matched word that is no date vocabulary: "PST", "(CET)", "GMT+9", "+05:30".
    const tz = /(?:^|\s)\(?((?:utc|gmt)?\s?[+-]\d{1,2}(?::?\d{2})?|[a-z]{2,5})\)?(?=\s|$)/gi;
    for (let m = tz.exec(r.text); m; m = tz.exec(r.text)) {
      if (isDateWord(m[1]!)) continue;
      const at = r.index + m.index;
      return { relocate: { token: m[1]!.replace(/\s/g, ''), rest: (text.slice(0, at) + text.slice(at + m[0].length)).replace(/\s+/g, ' ').trim() } };
    }
  }

  // Anything else chrono found (a second date) is in the leftover too: we read only the first.
  const ignored = leftover(text, r.index, r.text.length);

  // "now", "right now": the reference itself, exactly.
  if (s.tags().has('casualReference/now')) return { result: done(c, { start: c.opts.reference, ignored }) };

  // Relative time ("in 3 hours at ..."): chrono's wall arithmetic, added to the reference exactly.
  if (s.tags().has('result/relativeDateAndTime')) {
    const delta = localSecondsFromWall(chronoWall(s)) - localSecondsFromWall(c.refWall);
    return { result: done(c, { start: c.opts.reference + delta, ignored }) };
  }

  const startDay = dayOf(r, s, c);
  const startWall = timeOf(s, startDay.day, c);
  const start = instantOf(c, startWall);
  let end: number | undefined;
  if (r.end) {
    const e = r.end;
    // Keep chrono's distance in days between the two ends, from the start day we settled on.
    const chronoStart = daysFromCivil(s.get('year')!, s.get('month')!, s.get('day')!);
    const chronoEnd = daysFromCivil(e.get('year')!, e.get('month')!, e.get('day')!);
    const endDay = startDay.day + (chronoEnd - chronoStart);
    // A date-only end means the whole of that day: the range ends at the next midnight.
    end = e.isCertain('hour') || casualTime(e) ? instantOf(c, { ...wallOn(endDay), hour: e.get('hour')!, minute: e.get('minute') ?? 0, second: e.get('second') ?? 0 }) : instantOf(c, wallOn(endDay + 1));
  } else {
    ampmAlternative(r, startWall, c);
    if (s.tags().has('parser/SlashDateFormatParser') && c.opts.dayFirst === undefined) dateOrderAlternative(text, startWall, c);
  }
  return { result: done(c, { start, ...(end !== undefined ? { end } : {}), ignored }) };
}

/** The epoch day a chrono result means, with our own rules for weekdays and omitted years. */
export function dayOf(r: ChronoResult, s: Components, c: Ctx): { day: number } {
  const wd = s.get('weekday');
  if (s.isCertain('weekday') && !s.isCertain('day') && !s.isCertain('month') && wd !== null) {
    const mod = WEEKDAY_MODIFIER.exec(r.text)?.[1]?.toLowerCase();
    const w0 = weekdayOfEpochDay(c.today);
    const upcoming = c.today + ((wd - w0 + 7) % 7); // today counts
    const after = c.today + ((wd - w0 + 6) % 7) + 1; // strictly after today
    if (mod === 'last' || mod === 'past' || mod === 'previous') return { day: c.today - ((w0 - wd + 6) % 7) - 1 };
    if (mod === 'next') {
      // Said on a Thursday, "next Friday" is tomorrow to some and the Friday after to others.
      if (mondayOf(after) === mondayOf(c.today)) {
        const time = timeOf(s, after, c, true);
        alternative(c, time, `the coming ${WEEKDAY_NAMES[wd]}`);
        return { day: after + 7 };
      }
      return { day: after };
    }
    return { day: upcoming };
  }
  if (s.isCertain('month') && !s.isCertain('year')) {
    // A month and day without a year: the next one on or after today.
    const month = s.get('month')!;
    const day = s.get('day')!;
    const t = c.refWall;
    const year = month > t.month || (month === t.month && day >= t.day) ? t.year : t.year + 1;
    if (day > daysInMonth(year, month)) {
      throw new InputError('phrase.no-such-day', `${formatDate({ year, month: month, day: 1 }).slice(0, 7)} has no day ${day}; check the date.`, c.opts.field);
    }
    c.assumed.push(`year: ${year}`);
    if (!s.isCertain('day')) c.assumed.push('day: 1');
    return { day: daysFromCivil(year, month, day) };
  }
  if (s.isCertain('month') && !s.isCertain('day')) c.assumed.push('day: 1');
  return { day: daysFromCivil(s.get('year')!, s.get('month')!, s.get('day')!) };
}

/** The wall time on `day`: the time in the text, a casual one ("tonight"), or 00:00 for a date. */
export function timeOf(s: Components, day: number, c: Ctx, quiet = false): WallTime {
  const casual = casualTime(s);
  const dateGiven = s.isCertain('day') || s.isCertain('weekday') || s.isCertain('month') || s.tags().has('result/relativeDate');
  if (casual === 'midnight') {
    // "midnight" on its own is the coming one; "Friday at midnight" is the one that ends Friday.
    if (!dateGiven) return wallOn(c.today + 1);
    if (!quiet) alternative(c, wallOn(day), `00:00 at the start of ${formatDate(civilFromDays(day))}`);
    return wallOn(day + 1);
  }
  if (s.isCertain('hour') || casual) {
    const h = s.get('hour')!;
    const mi = s.get('minute') ?? 0;
    const sec = s.get('second') ?? 0;
    if (!quiet) {
      if (!s.isCertain('hour')) c.assumed.push(`time: ${hhmm(h, mi)} (${casual})`);
      if (!dateGiven) c.assumed.push(`date: ${day === c.today ? 'today' : day === c.today + 1 ? 'tomorrow' : formatDate(civilFromDays(day))}`);
    }
    return wallOn(day, h, mi, sec);
  }
  if (s.tags().has('result/relativeDate')) {
    // "in 3 days", "next month": the same time of day as the reference.
    return wallOn(day, c.refWall.hour, c.refWall.minute, c.refWall.second);
  }
  if (!quiet) c.assumed.push('time: 00:00');
  return wallOn(day);
}

/** "03/04/2026" without a locale: read month first, and offer the day-first reading. */
function dateOrderAlternative(text: string, wall: WallTime, c: Ctx): void {
  const gb = chrono().GB.parse(text, hostDate(c.refWall))[0];
  if (!gb || !gb.start.isCertain('day') || !gb.start.isCertain('month')) return;
  const day = gb.start.get('day')!;
  const month = gb.start.get('month')!;
  if (day === wall.day && month === wall.month) return;
  c.assumed.push('date order: month/day');
  const year = gb.start.isCertain('year') ? gb.start.get('year')! : wall.year;
  if (day <= daysInMonth(year, month)) alternative(c, { ...wall, year, month, day }, 'day/month order');
}

/** "at 3" could be 03:00 or 15:00: offer the afternoon reading. */
function ampmAlternative(r: ChronoResult, wall: WallTime, c: Ctx): void {
  const s = r.start;
  if (!s.isCertain('hour') || s.isCertain('meridiem') || casualTime(s)) return;
  if (wall.hour < 1 || wall.hour > 11 || /\b0\d(?:[:.h]|$)/.test(r.text)) return;
  alternative(c, { ...wall, hour: wall.hour + 12 }, `${hhmm(wall.hour + 12, wall.minute)} (pm)`);
}
