// Durations from now or from a date: "in 2 hours", "3 weeks from now", "two days ago", "in 1h30m",
// "a week from tomorrow". Calendar units move the wall clock; time units are exact seconds.

import { daysFromCivil, daysInMonth, type WallTime } from '../../core/civil.js';
import { formatDate } from '../../core/iso-text.js';
import { SECONDS_PER_DAY } from '../../core/units.js';
import { chronoParse, dayOf, timeOf } from '../chrono.js';
import { instantOf, checkYear, wallOn, type Ctx, type Span } from '../context.js';

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, dozen: 12, a: 1, an: 1,
};

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';
const UNIT_WORDS: Record<string, [Unit, number]> = {};
for (const [unit, words] of [
  ['year', 'y yr yrs year years'],
  ['month', 'mo mos month months'],
  ['week', 'w wk wks week weeks'],
  ['day', 'd day days'],
  ['hour', 'h hr hrs hour hours'],
  ['minute', 'm min mins minute minutes'],
  ['second', 's sec secs second seconds'],
] as const) {
  for (const w of words.split(' ')) UNIT_WORDS[w] = [unit, 1];
}
UNIT_WORDS['fortnight'] = ['week', 2];
UNIT_WORDS['fortnights'] = ['week', 2];
UNIT_WORDS['decade'] = ['year', 10];
UNIT_WORDS['decades'] = ['year', 10];

type Duration = Record<Unit, number>;

function readDuration(s: string): Duration | undefined {
  const tokens = s
    .toLowerCase()
    .replace(/(\d(?:\.\d+)?)([a-z]+)/g, '$1 $2')
    .replace(/[,-]/g, ' ')
    .split(/\s+/)
    .filter((t) => t && t !== 'and' && t !== 'of');
  const d: Duration = { year: 0, month: 0, week: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let i = 0;
  let parts = 0;
  let lastUnit: [Unit, number] | undefined;
  while (i < tokens.length) {
    let n: number | undefined;
    const t = tokens[i]!;
    if (t === 'half' || ((t === 'a' || t === 'an') && tokens[i + 1] === 'half')) {
      // "half an hour", or "and a half" after a unit
      i += t === 'half' ? 1 : 2;
      if (tokens[i] === 'a' || tokens[i] === 'an') i++;
      if (!UNIT_WORDS[tokens[i] ?? ''] && lastUnit) {
        d[lastUnit[0]] += 0.5 * lastUnit[1];
        continue;
      }
      n = 0.5;
    } else if ((t === 'a' || t === 'an') && tokens[i + 1] === 'couple') {
      n = 2;
      i += 2;
    } else if (t === 'couple') {
      n = 2;
      i++;
    } else if (/^\d+(?:\.\d+)?$/.test(t)) {
      n = Number(t);
      i++;
    } else if (t in NUMBER_WORDS) {
      n = NUMBER_WORDS[t]!;
      i++;
      // "twenty five"
      if (n >= 20 && n % 10 === 0 && n < 100 && tokens[i] && (NUMBER_WORDS[tokens[i]!] ?? 99) < 10) n += NUMBER_WORDS[tokens[i++]!]!;
    } else {
      return undefined;
    }
    const u = UNIT_WORDS[tokens[i] ?? ''];
    if (!u) return undefined;
    i++;
    d[u[0]] += n * u[1];
    lastUnit = u;
    parts++;
  }
  return parts ? d : undefined;
}

export function duration(text: string, c: Ctx): Span | undefined {
  const t = text.replace(/[.!?]+$/, '');
  let m: RegExpExecArray | null;
  let body: string | undefined;
  let sign = 1;
  if ((m = /^(?:in|within|after)\s+(.+)$/i.exec(t))) body = m[1];
  else if ((m = /^(.+?)\s+(?:from now|from today|later|hence|in the future)$/i.exec(t))) body = m[1];
  else if ((m = /^(.+?)\s+(?:ago|before now|earlier|in the past)$/i.exec(t))) {
    body = m[1];
    sign = -1;
  }
  let anchor: WallTime | undefined;
  if (body === undefined && (m = /^(.+?)\s+(from|after|before)\s+(.+)$/i.exec(t))) {
    // "a week from tomorrow", "2 days before Christmas Eve" (any date chrono reads as the anchor)
    const r = readDuration(m[1]!) && chronoParse(m[3]!, c)[0];
    if (!r || r.index !== 0 || r.text.length !== m[3]!.length || r.end) return undefined;
    anchor = timeOf(r.start, dayOf(r, r.start, c).day, c);
    body = m[1];
    if (m[2]!.toLowerCase() === 'before') sign = -1;
  }
  if (body === undefined) return undefined;
  const d = readDuration(body);
  if (!d) return undefined;
  // Calendar units move the wall clock (DST-aware, like Temporal); time units are exact seconds.
  let years = d.year;
  let months = d.month;
  if (!Number.isInteger(years)) {
    months += (years % 1) * 12;
    years = Math.trunc(years);
  }
  if (!Number.isInteger(months)) return undefined;
  const days = d.week * 7 + d.day;
  const wholeDays = Math.trunc(days);
  const seconds = Math.round((days - wholeDays) * SECONDS_PER_DAY + d.hour * 3600 + d.minute * 60 + d.second);
  let start = c.opts.reference;
  if (anchor) start = instantOf(c, anchor);
  if (years || months || wholeDays) {
    const w = anchor ?? c.refWall;
    const totalMonths = w.year * 12 + (w.month - 1) + sign * (years * 12 + months);
    const year = Math.floor(totalMonths / 12);
    const month = totalMonths - year * 12 + 1;
    checkYear(year, c.opts.field);
    const dim = daysInMonth(year, month);
    if (w.day > dim) c.assumed.push(`day: ${formatDate({ year, month, day: dim })} (no ${ordinal(w.day)} that month)`);
    const day = daysFromCivil(year, month, Math.min(w.day, dim)) + sign * wholeDays;
    start = instantOf(c, wallOn(day, w.hour, w.minute, w.second));
  }
  return { start: start + sign * seconds };
}

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
