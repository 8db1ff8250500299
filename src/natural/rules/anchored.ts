// Days anchored in a period that chrono misses, each optionally followed or preceded by a time of day.

import { daysInMonth, WEEKDAY_NAMES, weekdayOfEpochDay } from '../../core/civil.js';
import { InputError } from '../../core/errors.js';
import { formatDate } from '../../core/iso-text.js';
import { withTime } from '../chrono.js';
import { alternative, instantOf, wallOn, type Ctx, type Span } from '../context.js';
import { leftover } from '../leftover.js';
import { ORDINALS, PERIOD_SRC, WEEKDAY_SRC, weekdayIndex } from '../words.js';
import { period } from './period.js';

const NTH_WEEKDAY_OF = new RegExp(`\\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final) (${WEEKDAY_SRC}) (?:of|in) (${PERIOD_SRC})\\b`, 'i');
const FIRST_LAST_DAY_OF = new RegExp(`\\b(first|last) day (?:of|in) (${PERIOD_SRC})\\b`, 'i');
const START_END_OF = new RegExp(`\\b(start|beginning|end) of (${PERIOD_SRC})\\b`, 'i');

/** "midnight tonight", "first Monday of March", "last day of the month", "end of next week", "on the 15th". */
export function anchoredRule(text: string, c: Ctx): Span | undefined {
  let m: RegExpExecArray | null;

  // "midnight tonight", "tonight at midnight": the midnight that ends today.
  if ((m = /\b(?:midnight (?:tonight|today)|(?:tonight|today) (?:at )?midnight)\b/i.exec(text))) {
    return { start: instantOf(c, wallOn(c.today + 1)), ignored: leftover(text, m.index, m[0].length) };
  }

  // "first Monday of March", "last Friday of the month", "third Thursday in November 2027".
  if ((m = NTH_WEEKDAY_OF.exec(text))) {
    const p = period(m[3]!, c);
    if (p && p.kind !== 'day' && p.kind !== 'week' && p.kind !== 'weekend') {
      const wd = weekdayIndex(m[2]!);
      const which = m[1]!.toLowerCase();
      let day: number;
      if (which === 'last' || which === 'final') {
        day = p.to - 1 - ((weekdayOfEpochDay(p.to - 1) - wd + 7) % 7);
      } else {
        const n = ORDINALS[which]!;
        day = p.from + ((wd - weekdayOfEpochDay(p.from) + 7) % 7) + 7 * (n - 1);
        if (day >= p.to) {
          throw new InputError('phrase.no-such-day', `There is no ${which} ${WEEKDAY_NAMES[wd]} in that ${p.kind}; ask for the "last ${WEEKDAY_NAMES[wd]}" instead.`, c.opts.field);
        }
      }
      return withTime(text, m, c, day, '00:00');
    }
  }

  // "last day of the month", "first day of next year", "last day of February 2028".
  if ((m = FIRST_LAST_DAY_OF.exec(text))) {
    const p = period(m[2]!, c);
    if (p && p.kind !== 'day') return withTime(text, m, c, m[1]!.toLowerCase() === 'first' ? p.from : p.to - 1, '00:00');
  }

  // "start of next week", "end of the month", "end of next week", "end of day".
  if ((m = START_END_OF.exec(text))) {
    const p = period(m[2]!, c);
    if (p) {
      if (m[1]!.toLowerCase() !== 'end') return withTime(text, m, c, p.from, '00:00');
      const span = withTime(text, m, c, p.to - 1, '23:59:59');
      if (p.kind === 'week' && !span.timeGiven) alternative(c, wallOn(p.from + 4, 17), 'end of the work week, Friday 17:00');
      return span;
    }
  }

  // "on the 15th": the next 15th (this month if it is still ahead).
  if ((m = /^(?:on )?(?:the )?(\d{1,2})(?:st|nd|rd|th)$/i.exec(text))) {
    const d = Number(m[1]);
    if (d >= 1 && d <= 31) {
      let { year, month } = c.refWall;
      if (d < c.refWall.day) month++;
      for (;;) {
        if (month > 12) [year, month] = [year + 1, 1];
        if (d <= daysInMonth(year, month)) break;
        month++;
      }
      c.assumed.push(`month: ${formatDate({ year, month, day: d }).slice(0, 7)}`, 'time: 00:00');
      return { start: instantOf(c, { year, month, day: d, hour: 0, minute: 0, second: 0 }) };
    }
  }
  return undefined;
}
