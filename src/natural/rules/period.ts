// Periods: weeks (Monday to Sunday), weekends, months, quarters, years, days; and the phrase that is
// a whole period ("next week", "Q3 2027", "March 2027", "in 2027") as a range.

import { daysFromCivil, daysInMonth } from '../../core/civil.js';
import { checkYear, instantOf, wallOn, type Ctx, type Span } from '../context.js';
import { mondayOf, monthIndex, MONTH_SRC, ORDINALS, PERIOD_SRC } from '../words.js';

// The patterns built from those, built once (none is global, so exec() keeps no state between calls).
const MONTH_PERIOD = new RegExp(`^(?:(this|current|next|coming|last|previous|past) )?(${MONTH_SRC})(?: (?:of )?(\\d{4}))?$`);
const WHOLE_PERIOD = new RegExp(`^(?:(?:in|during|for|over|throughout|within|sometime(?: in)?|some time in)\\s+)?(${PERIOD_SRC})[.!?]?$`, 'i');

export type PeriodKind = 'day' | 'week' | 'weekend' | 'month' | 'quarter' | 'year';
export interface Period {
  kind: PeriodKind;
  /** First epoch day, and the epoch day after the last. */
  from: number;
  to: number;
}

/** The period `spec` names ("next week", "March 2027", "Q3", "tomorrow"), from the context's today. */
export function period(spec: string, c: Ctx): Period | undefined {
  const s = spec.toLowerCase().replace(/\s+/g, ' ').replace(/^the /, '').trim();
  const t = c.refWall;
  const shift = (rel: string | undefined): number =>
    rel === undefined || rel === 'this' || rel === 'current' ? 0 : rel === 'next' || rel === 'coming' ? 1 : -1;
  let m: RegExpExecArray | null;
  if ((m = /^(?:(this|current|next|coming|last|previous|past) )?(day|week|weekend|month|quarter|year)$/.exec(s))) {
    const k = shift(m[1]);
    switch (m[2]) {
      case 'day':
        return { kind: 'day', from: c.today + k, to: c.today + k + 1 };
      case 'week': {
        c.assumed.push('week: Monday to Sunday');
        const mon = mondayOf(c.today) + 7 * k;
        return { kind: 'week', from: mon, to: mon + 7 };
      }
      case 'weekend': {
        c.assumed.push('weekend: Saturday and Sunday');
        const sat = mondayOf(c.today) + 5 + 7 * k;
        return { kind: 'weekend', from: sat, to: sat + 2 };
      }
      case 'month':
        return monthPeriod(t.year, t.month + k);
      case 'quarter':
        return quarterPeriod(t.year, Math.floor((t.month - 1) / 3) + 1 + k);
      default:
        return yearPeriod(t.year + k);
    }
  }
  if (s === 'today' || s === 'tomorrow' || s === 'yesterday') {
    const day = c.today + (s === 'today' ? 0 : s === 'tomorrow' ? 1 : -1);
    return { kind: 'day', from: day, to: day + 1 };
  }
  if ((m = MONTH_PERIOD.exec(s))) {
    const month = monthIndex(m[2]!);
    let year: number;
    if (m[3]) year = Number(m[3]);
    else {
      const rel = shift(m[1]);
      // Upcoming (this month counts) unless "next"/"last" say otherwise.
      if (rel === 0) year = month >= t.month ? t.year : t.year + 1;
      else if (rel > 0) year = month > t.month ? t.year : t.year + 1;
      else year = month < t.month ? t.year : t.year - 1;
      c.assumed.push(`year: ${year}`);
    }
    return monthPeriod(year, month);
  }
  if ((m = /^q([1-4])(?: (?:of )?(\d{4}))?$/.exec(s)) || (m = /^(\d{4}) ?-? ?q([1-4])$/.exec(s))) {
    const [q, y] = s.startsWith('q') ? [m[1], m[2]] : [m[2], m[1]];
    return quarterPeriod(y ? Number(y) : upcomingQuarterYear(c, Number(q)), Number(q));
  }
  if ((m = /^(first|second|third|fourth|1st|2nd|3rd|4th) quarter(?: of (\d{4}))?$/.exec(s))) {
    const q = ORDINALS[m[1]!]!;
    return quarterPeriod(m[2] ? Number(m[2]) : upcomingQuarterYear(c, q), q);
  }
  if ((m = /^(\d{4})$/.exec(s))) return yearPeriod(Number(m[1]));
  return undefined;
}

function upcomingQuarterYear(c: Ctx, q: number): number {
  const current = Math.floor((c.refWall.month - 1) / 3) + 1;
  const year = q >= current ? c.refWall.year : c.refWall.year + 1;
  c.assumed.push(`year: ${year}`);
  return year;
}

function monthPeriod(year: number, month: number): Period {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  checkYear(y);
  const from = daysFromCivil(y, m, 1);
  return { kind: 'month', from, to: from + daysInMonth(y, m) };
}

function quarterPeriod(year: number, q: number): Period {
  const p = monthPeriod(year, (q - 1) * 3 + 1);
  return { kind: 'quarter', from: p.from, to: monthPeriod(year, (q - 1) * 3 + 4).from };
}

function yearPeriod(year: number): Period {
  checkYear(year);
  return { kind: 'year', from: daysFromCivil(year, 1, 1), to: daysFromCivil(year + 1, 1, 1) };
}

/** "next week", "Q3 2027", "March 2027", "in 2027", "this weekend": the whole phrase is a period. */
export function wholeRange(text: string, c: Ctx): Span | undefined {
  const m = WHOLE_PERIOD.exec(text);
  if (!m) return undefined;
  const before = c.assumed.length;
  const p = period(m[1]!, c);
  if (!p || p.kind === 'day') {
    c.assumed.length = before;
    return undefined;
  }
  return { start: instantOf(c, wallOn(p.from)), end: instantOf(c, wallOn(p.to)) };
}
