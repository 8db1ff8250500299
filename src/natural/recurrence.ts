// A recurring time said in English ("every other Tuesday at 3pm", "every weekday at 9", "the last
// Friday of each month at 17:00") as the RRULE it means, for the schedule tool's `rule`. It reads
// the whole text or declines (undefined: the text is no such phrase, so it is read as RRULE or cron);
// a phrase it starts on but cannot finish is an error that says what it takes. Words it reads by
// convention (a bare hour as a working-day hour) are said in `assumed`.

import { InputError } from '../core/errors.js';
import { wordTable } from '../core/tables.js';
import { ORDINAL_WORDS, RECURRING_START, UNITS_WORDS, WEEKDAYS } from './lexicon.js';
import { tokenize, type Tok } from './tokens.js';

export interface RecurrenceReading {
  /** The RRULE line, without "RRULE:" ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;BYHOUR=15;BYMINUTE=0;BYSECOND=0"). */
  readonly rrule: string;
  readonly assumed: string[];
}

const DAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const WEEKDAYS_MON_FRI = ['MO', 'TU', 'WE', 'TH', 'FR'];
const DAY_NAMES: Readonly<Record<string, string>> = {
  SU: 'Sunday',
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
};
const UNIT_FREQ: Readonly<Record<string, string>> = wordTable({
  minute: 'MINUTELY',
  hour: 'HOURLY',
  day: 'DAILY',
  week: 'WEEKLY',
  fortnight: 'WEEKLY',
  month: 'MONTHLY',
  year: 'YEARLY',
});
const ADVERB_FREQ: Readonly<Record<string, string>> = wordTable({
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
  yearly: 'YEARLY',
  annually: 'YEARLY',
  hourly: 'HOURLY',
  fortnightly: 'WEEKLY',
});
const EXAMPLES = '"every other Tuesday at 3pm", "every weekday at 9" or "the last Friday of each month at 17:00"';

/** Whether `text` opens as an English recurrence: RRULE and cron text never start with these words. */
export function looksLikeRecurrence(text: string): boolean {
  return (
    RECURRING_START.test(text) ||
    /^\s*(the\s+)?(first|second|third|fourth|fifth|last|\d+(st|nd|rd|th))(\s+\w+)?\s+(of|in)\s+(each|every|the)\s+month\b/i.test(text) ||
    /^\s*the\s+(first|second|third|fourth|fifth|last|\d+(st|nd|rd|th))\b/i.test(text)
  );
}

/** The error for a rule in words that are not read as a recurrence. */
export function englishRuleError(field: string): InputError {
  return new InputError(
    'schedule.rule-invalid',
    `Could not read the rule as a recurring time in English; write it like ${EXAMPLES}, or as an RRULE or cron line.`,
    field,
  );
}

/** Whether the reader stands at an ordinal in digits ("2nd", "15th"). */
function ordinalAt(r: Reader): boolean {
  return r.t[r.i]?.k === 'num' && /^(st|nd|rd|th)$/.test(r.t[r.i + 1]?.w ?? '');
}

/** Whether the reader stands at "last" or an ordinal in words or digits ("first", "2nd"). */
function ordinalOrLastAt(r: Reader): boolean {
  return r.w() === 'last' || /^(first|second|third|fourth|fifth)$/.test(r.w() ?? '') || ordinalAt(r);
}

class Reader {
  i = 0;
  readonly assumed: string[] = [];
  constructor(readonly t: readonly Tok[]) {}
  w(k = 0): string | undefined {
    return this.t[this.i + k]?.w;
  }
  take(...words: string[]): boolean {
    if (words.includes(this.w() ?? '')) {
      this.i++;
      return true;
    }
    return false;
  }
  done(): boolean {
    return this.i >= this.t.length;
  }
  /** A number in digits or words ("2", "two"), or an ordinal ("2nd", "second"). */
  count(): number | undefined {
    const tok = this.t[this.i];
    if (!tok) return undefined;
    if (tok.k === 'num' && tok.n !== null && Number.isInteger(tok.n)) {
      this.i++;
      if (['st', 'nd', 'rd', 'th'].includes(this.w() ?? '')) this.i++;
      return tok.n;
    }
    const n = UNITS_WORDS[tok.w] ?? ORDINAL_WORDS[tok.w] ?? (tok.w === 'other' ? 2 : undefined);
    if (n !== undefined) this.i++;
    return n;
  }
  weekday(): string | undefined {
    const d = WEEKDAYS[this.w() ?? ''];
    if (d === undefined) return undefined;
    this.i++;
    return DAY_CODES[d];
  }
  /** "Monday", "Mondays and Thursdays", "Mon, Wed and Fri". */
  weekdays(): string[] | undefined {
    const first = this.weekday();
    if (!first) return undefined;
    const days = [first];
    for (;;) {
      const save = this.i;
      this.take(',');
      this.take('and', '&');
      const d = this.weekday();
      if (!d) {
        this.i = save;
        return days;
      }
      days.push(d);
    }
  }
  /** "at 3pm", "at 9", "at 17:00", "at noon": hour, minute. */
  time(): { h: number; m: number } | undefined {
    if (!this.take('at', '@')) return undefined;
    if (this.take('noon', 'midday')) return { h: 12, m: 0 };
    if (this.take('midnight')) return { h: 0, m: 0 };
    const tok = this.t[this.i];
    if (!tok || tok.k !== 'num' || tok.n === null || !Number.isInteger(tok.n)) throw this.fail();
    this.i++;
    let h = tok.n;
    let m = 0;
    if (this.take(':') || this.take('.')) {
      const mt = this.t[this.i];
      if (!mt || mt.k !== 'num' || mt.n === null || mt.n > 59) throw this.fail();
      m = mt.n;
      this.i++;
    }
    const mer = this.w();
    if (mer === 'am' || mer === 'a.m' || mer === 'pm' || mer === 'p.m') {
      this.i++;
      if (this.w() === '.') this.i++;
      if (h < 1 || h > 12) throw this.fail();
      h = (h % 12) + (mer.startsWith('p') ? 12 : 0);
    } else if (h >= 1 && h <= 12 && !tok.w.startsWith('0')) {
      // a bare hour ("at 9", "at 3:30") is a working-day hour: 7 to 11 in the morning, 12 to 6 in
      // the afternoon; "05:00" with its zero is the 24-hour clock
      if (h <= 6) h += 12;
      this.assumed.push(`am/pm: ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')} (working hours)`);
    }
    if (h > 23) throw this.fail();
    return { h, m };
  }
  fail(): InputError {
    return englishRuleError('rule');
  }
}

const ORDINAL_NAMES = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

/**
 * After "every": an ordinal or "last" and weekdays, as the RRULE's parts of a monthly rule ("every
 * first Monday": BYDAY=1MO), or undefined when the words are not that. Second to fifth without "of
 * the month" are an error naming both readings: "every 2nd Tuesday" is as often every other Tuesday.
 */
function everyNthWeekday(r: Reader, field: string): string[] | undefined {
  const save = r.i;
  if (!ordinalOrLastAt(r)) return undefined;
  const nth = r.take('last') ? -1 : r.count();
  const days = nth === undefined ? undefined : r.weekdays();
  if (nth === undefined || !days) {
    r.i = save;
    return undefined;
  }
  const ofMonth = r.w() === 'of' || r.w() === 'in';
  if (ofMonth && !(r.take('of', 'in') && r.take('each', 'every', 'the') && r.take('month'))) throw englishRuleError(field);
  if (nth === 0 || nth > 5) throw englishRuleError(field);
  if (nth >= 2 && !ofMonth) {
    const named = listed(days.map((d) => DAY_NAMES[d]!));
    const weekly = `${nth === 2 ? 'every other' : `every ${nth} weeks on`} ${named}`;
    const monthly = `the ${ORDINAL_NAMES[nth]} ${named} of each month`;
    throw new InputError(
      'schedule.rule-ambiguous',
      `The rule reads two ways: ${weekly} (FREQ=WEEKLY;INTERVAL=${nth};BYDAY=${days.join(',')}) or ${monthly} (FREQ=MONTHLY;BYDAY=${days.map((d) => `${nth}${d}`).join(',')}); say "${weekly}" or "${monthly}".`,
      field,
    );
  }
  return ['FREQ=MONTHLY', `BYDAY=${days.map((d) => `${nth}${d}`).join(',')}`];
}

/** "Monday", "Monday and Friday", "Monday, Wednesday and Friday". */
const listed = (xs: readonly string[]): string => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

/**
 * The RRULE an English recurrence means, or undefined when `text` does not open like one
 * (looksLikeRecurrence). Errors name `field`.
 */
export function readRecurrence(text: string, field: string): RecurrenceReading | undefined {
  if (!looksLikeRecurrence(text)) return undefined;
  const r = new Reader(tokenize(text.trim().replace(/[.!?]+$/, '')));
  const parts: string[] = [];
  const fail = () => {
    const e = r.fail();
    return new InputError(e.code, e.message, field);
  };
  // "biweekly", "bi-monthly": every two weeks, or twice a week, as many mean either
  const bi = /^\s*bi-?(week|month)ly\b/i.exec(text);
  if (bi) {
    const unit = bi[1]!.toLowerCase();
    throw new InputError(
      'schedule.rule-ambiguous',
      `"${bi[0].trim()}" reads two ways: every two ${unit}s or twice a ${unit}; say "every other ${unit}" (with its day: "every other ${unit} on ${unit === 'week' ? 'Monday' : 'the 15th'}") or the days of each ${unit} ("${unit === 'week' ? 'every Monday and Thursday' : 'every month on the 1st and 15th'}").`,
      field,
    );
  }
  const adverb = ADVERB_FREQ[r.w() ?? ''];
  if (adverb) {
    r.i++;
    parts.push(`FREQ=${adverb}`);
    // "fortnightly": every two weeks
    if (r.t[r.i - 1]!.w === 'fortnightly') parts.push('INTERVAL=2');
  } else if (r.w() === 'the' || ordinalOrLastAt(r)) {
    // "the last Friday of each month", "the 2nd Tuesday of every month", "the 15th of each month",
    // "last Friday of every month"
    r.take('the');
    let nth: number | undefined;
    if (r.take('last')) nth = -1;
    else nth = r.count();
    if (nth === undefined || nth === 0 || Math.abs(nth) > 31) throw fail();
    const days = r.weekdays();
    if (!r.take('of', 'in') || !r.take('each', 'every', 'the') || !r.take('month')) throw fail();
    if (days) {
      if (nth > 5) throw fail();
      parts.push('FREQ=MONTHLY', `BYDAY=${days.map((d) => `${nth}${d}`).join(',')}`);
    } else {
      parts.push('FREQ=MONTHLY', `BYMONTHDAY=${nth}`);
    }
  } else {
    r.take('every', 'each');
    // "every first Monday", "every last Friday (of the month)", "every 2nd Tuesday of the month": an
    // ordinal before one weekday counts the weekdays of a month; "every 2nd Tuesday" alone is also
    // every other Tuesday, and says so
    const monthly = everyNthWeekday(r, field);
    if (monthly) {
      parts.push(...monthly);
      const time = r.time();
      if (time) parts.push(`BYHOUR=${time.h}`, `BYMINUTE=${time.m}`, 'BYSECOND=0');
      if (!r.done()) throw fail();
      return { rrule: parts.join(';'), assumed: r.assumed };
    }
    // "every other", "every 2", "every second", "every third"
    const save = r.i;
    let interval = r.count();
    if (
      interval !== undefined &&
      !(r.w() === 'other' || UNIT_FREQ[(r.w() ?? '').replace(/s$/, '')] !== undefined || WEEKDAYS[r.w() ?? ''] !== undefined)
    ) {
      r.i = save;
      interval = undefined;
    }
    const w = r.w() ?? '';
    const unit = w.replace(/s$/, '');
    if (UNIT_FREQ[unit]) {
      r.i++;
      parts.push(`FREQ=${UNIT_FREQ[unit]}`);
      // "every fortnight": two weeks
      if (unit === 'fortnight') interval = (interval ?? 1) * 2;
    } else if (
      r.take('weekday', 'weekdays', 'workday', 'workdays') ||
      (r.w() === 'working' && r.w(1)?.startsWith('day') && (r.i += 2) > 0) ||
      (r.w() === 'business' && r.w(1)?.startsWith('day') && (r.i += 2) > 0)
    ) {
      parts.push('FREQ=WEEKLY', `BYDAY=${WEEKDAYS_MON_FRI.join(',')}`);
    } else if (r.take('weekend', 'weekends')) {
      parts.push('FREQ=WEEKLY', 'BYDAY=SA,SU');
    } else {
      const days = r.weekdays();
      if (!days) throw fail();
      parts.push('FREQ=WEEKLY', `BYDAY=${days.join(',')}`);
    }
    if (interval !== undefined && interval !== 1) {
      if (interval < 1 || interval > 999) throw fail();
      parts.splice(1, 0, `INTERVAL=${interval}`);
    }
  }
  // "every 2 weeks on Monday", "every week on Mondays and Fridays", "weekly on Monday"
  if (parts[0] === 'FREQ=WEEKLY' && !parts.some((p) => p.startsWith('BYDAY')) && r.take('on')) {
    const days = r.weekdays();
    if (!days) throw fail();
    parts.push(`BYDAY=${days.join(',')}`);
  }
  // "every month on the 15th", "monthly on the 15th", "every month on the 1st and 15th"
  if (parts[0] === 'FREQ=MONTHLY' && parts.length <= 2 && r.take('on')) {
    const days: number[] = [];
    for (;;) {
      r.take('the');
      const d = r.count();
      if (d === undefined || d < 1 || d > 31) throw fail();
      days.push(d);
      const save = r.i;
      r.take(',');
      r.take('and', '&');
      if (!(r.w() === 'the' || r.t[r.i]?.k === 'num')) {
        r.i = save;
        break;
      }
    }
    parts.push(`BYMONTHDAY=${days.join(',')}`);
  }
  const time = r.time();
  if (time) parts.push(`BYHOUR=${time.h}`, `BYMINUTE=${time.m}`, 'BYSECOND=0');
  if (!r.done()) throw fail();
  return { rrule: parts.join(';'), assumed: r.assumed };
}
