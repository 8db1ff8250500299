// The reader of RFC 5545 recurrence text: an RRULE (§3.3.10) with the RFC 7529 RSCALE and SKIP
// parts for the Gregorian calendar, and the DTSTART, EXDATE and RDATE lines that go with it
// (§3.8.2.4, §3.8.5). Every part is checked against the RFC: a part that is unknown, repeated,
// out of range or not allowed with the rule's FREQ is refused with a sentence naming it
// ("BYDAY=XX is not a weekday"), never ignored. Zone names (TZID) are returned as written: the
// caller resolves them with the one zone resolver.

import { civilFromDays, daysFromCivil, daysInMonth, localSecondsFromWall, wallFromLocalSeconds } from '../core/civil.js';
import { InputError } from '../core/errors.js';

export const FREQS = ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Freq = (typeof FREQS)[number];
/** RFC 5545's two-letter weekdays, Monday first: index + 1 is the ISO weekday. */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const SKIPS = ['OMIT', 'BACKWARD', 'FORWARD'] as const;
export type Skip = (typeof SKIPS)[number];

/** A weekday of BYDAY: ISO weekday (1 = Monday … 7 = Sunday) and its ordinal (0: every one). */
export interface WeekdayNum {
  readonly n: number;
  readonly weekday: number;
}

/** A DATE-TIME or DATE value of DTSTART, UNTIL, EXDATE or RDATE. */
export type DateValue =
  /** "…Z": an instant. */
  | { readonly kind: 'utc'; readonly epochSec: number }
  /** A wall time, in the zone its TZID names, or (no TZID) in the schedule's zone. */
  | { readonly kind: 'local'; readonly localSec: number; readonly tzid?: string }
  /** VALUE=DATE. */
  | { readonly kind: 'date'; readonly epochDay: number; readonly tzid?: string };

export interface Rule {
  readonly freq: Freq;
  readonly interval: number;
  readonly count?: number;
  readonly until?: DateValue;
  readonly bySecond?: readonly number[];
  readonly byMinute?: readonly number[];
  readonly byHour?: readonly number[];
  readonly byDay?: readonly WeekdayNum[];
  readonly byMonthDay?: readonly number[];
  readonly byYearDay?: readonly number[];
  readonly byWeekNo?: readonly number[];
  readonly byMonth?: readonly number[];
  readonly bySetPos?: readonly number[];
  /** ISO weekday the week starts on (WKST), Monday by default. */
  readonly wkst: number;
  /** RFC 7529: what an invalid date (February 30) becomes; OMIT is RFC 5545's rule. */
  readonly skip: Skip;
  /** Whether RSCALE=GREGORIAN was given (so the rule is written back with it). */
  readonly rscale: boolean;
}

/** A recurrence as iCalendar text gives it. */
export interface Recurrence {
  readonly rule?: Rule;
  readonly dtstart?: DateValue;
  readonly exdates: readonly DateValue[];
  readonly rdates: readonly DateValue[];
}

const fail = (field: string, message: string) => new InputError('schedule.rule-invalid', message, field);

const RANGES: Record<string, readonly [number, number, boolean]> = {
  // [min, max, whether negatives (-max … -1) are allowed]
  BYSECOND: [0, 59, false],
  BYMINUTE: [0, 59, false],
  BYHOUR: [0, 23, false],
  BYMONTHDAY: [1, 31, true],
  BYYEARDAY: [1, 366, true],
  BYWEEKNO: [1, 53, true],
  BYMONTH: [1, 12, false],
  BYSETPOS: [1, 366, true],
};

const PARTS = ['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'WKST', 'RSCALE', 'SKIP', ...Object.keys(RANGES)];

function integerList(name: string, value: string, field: string): number[] {
  const [min, max, negative] = RANGES[name]!;
  const out: number[] = [];
  for (const item of value.split(',')) {
    if (name === 'BYSECOND' && item === '60')
      throw new InputError(
        'schedule.unsupported',
        "BYSECOND=60 names a leap second, which the tz database's clocks never show; use 0 to 59.",
        field,
      );
    if (name === 'BYMONTH' && /^\d+L$/i.test(item))
      throw new InputError('schedule.unsupported', `BYMONTH=${item} is a leap month, which the Gregorian calendar does not have.`, field);
    const n = /^[+-]?\d{1,3}$/.test(item) ? Number(item) : NaN;
    const ok = Number.isInteger(n) && ((n >= min && n <= max) || (negative && n <= -min && n >= -max));
    if (!ok) {
      const range = negative ? `${min} to ${max} or -${max} to -${min}` : `${min} to ${max}`;
      throw fail(field, `${name}=${item} is out of range; ${name} takes ${range}, comma-separated.`);
    }
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

function weekday(code: string, part: string, field: string): number {
  const i = WEEKDAY_CODES.indexOf(code.toUpperCase() as (typeof WEEKDAY_CODES)[number]);
  if (i < 0)
    throw fail(
      field,
      `${part}=${code} is not a weekday; use MO, TU, WE, TH, FR, SA or SU${part === 'BYDAY' ? ', optionally with an ordinal such as 2TU or -1FR' : ''}.`,
    );
  return i + 1;
}

function byDayList(value: string, field: string): WeekdayNum[] {
  const out: WeekdayNum[] = [];
  for (const item of value.split(',')) {
    const m = /^([+-]?\d{1,2})?([A-Za-z]{2})$/.exec(item);
    if (!m)
      throw fail(
        field,
        `BYDAY=${item} is not a weekday; use MO, TU, WE, TH, FR, SA or SU, optionally with an ordinal such as 2TU or -1FR.`,
      );
    const wd = weekday(m[2]!, 'BYDAY', field);
    const n = m[1] === undefined ? 0 : Number(m[1]);
    if (m[1] !== undefined && (n === 0 || Math.abs(n) > 53)) throw fail(field, `BYDAY=${item}: the ordinal must be 1 to 53 or -53 to -1.`);
    if (!out.some((x) => x.n === n && x.weekday === wd)) out.push({ n, weekday: wd });
  }
  return out;
}

const DATE_TIME = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/i;

/** An iCalendar DATE or DATE-TIME value ("20260308T023000", "…Z", "20260308"), named `what` in errors. */
export function parseDateValue(text: string, what: string, field: string, tzid?: string, dateOnly?: boolean): DateValue {
  const m = DATE_TIME.exec(text);
  const example = `such as ${what}:20260308T093000Z (UTC), ${what};TZID=America/New_York:20260308T093000 or ${what}:20260308T093000 (in the schedule's zone)`;
  if (!m) throw fail(field, `${what} value "${text}" is not an iCalendar date-time; write it as YYYYMMDDTHHMMSS, ${example}.`);
  const [, y, mo, d, h, mi, s, z] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (
    year < 1 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    Number(h ?? 0) > 23 ||
    Number(mi ?? 0) > 59 ||
    Number(s ?? 0) > 59
  ) {
    throw fail(field, `${what} value "${text}" is not a real date and time.`);
  }
  if (h === undefined) {
    if (dateOnly === false)
      throw fail(field, `${what} value "${text}" is a date where a date-time is needed; write it as YYYYMMDDTHHMMSS, ${example}.`);
    return { kind: 'date', epochDay: daysFromCivil(year, month, day), ...(tzid ? { tzid } : {}) };
  }
  if (dateOnly === true) throw fail(field, `${what};VALUE=DATE value "${text}" has a time; give the date alone, YYYYMMDD.`);
  const localSec = localSecondsFromWall({ year, month, day, hour: Number(h), minute: Number(mi), second: Number(s) });
  if (z) {
    if (tzid) throw fail(field, `${what} value "${text}" is in UTC (Z) and also has TZID=${tzid}; give one or the other.`);
    return { kind: 'utc', epochSec: localSec };
  }
  return { kind: 'local', localSec, ...(tzid ? { tzid } : {}) };
}

/** The RRULE value ("FREQ=WEEKLY;BYDAY=MO,WE"), checked part by part. */
export function parseRule(text: string, field: string): Rule {
  const seen = new Map<string, string>();
  for (const piece of text.split(';')) {
    if (piece === '') continue;
    const eq = piece.indexOf('=');
    const name = (eq < 0 ? piece : piece.slice(0, eq)).toUpperCase();
    const value = eq < 0 ? '' : piece.slice(eq + 1);
    if (!PARTS.includes(name))
      throw fail(
        field,
        `${piece} is not an RRULE part; RFC 5545 has FREQ, INTERVAL, COUNT, UNTIL, BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS and WKST (RFC 7529 adds RSCALE and SKIP).`,
      );
    if (value === '') throw fail(field, `${name} has no value; write ${name}=… .`);
    if (seen.has(name))
      throw fail(field, `${name} appears twice in the RRULE; give each part once (a list is comma-separated: BYDAY=MO,WE).`);
    seen.set(name, value);
  }
  const freqText = seen.get('FREQ');
  if (freqText === undefined)
    throw fail(field, 'The RRULE has no FREQ; start it with FREQ=DAILY, WEEKLY, MONTHLY, YEARLY, HOURLY, MINUTELY or SECONDLY.');
  const freq = freqText.toUpperCase() as Freq;
  if (!FREQS.includes(freq))
    throw fail(field, `FREQ=${freqText} is not a frequency; use SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY.`);

  const positive = (name: string, max: number): number | undefined => {
    const v = seen.get(name);
    if (v === undefined) return undefined;
    const n = /^\d{1,7}$/.test(v) ? Number(v) : NaN;
    if (!(n >= 1 && n <= max)) throw fail(field, `${name}=${v} must be a whole number from 1 to ${max.toLocaleString('en')}.`);
    return n;
  };
  const interval = positive('INTERVAL', 1_000_000) ?? 1;
  const count = positive('COUNT', 1_000_000);
  const untilText = seen.get('UNTIL');
  if (count !== undefined && untilText !== undefined) throw fail(field, 'COUNT and UNTIL cannot both be given (RFC 5545); keep one.');
  const until = untilText === undefined ? undefined : parseDateValue(untilText, 'UNTIL', field);

  const list = (name: string) => (seen.has(name) ? integerList(name, seen.get(name)!, field) : undefined);
  const byDay = seen.has('BYDAY') ? byDayList(seen.get('BYDAY')!, field) : undefined;
  const byWeekNo = list('BYWEEKNO');
  const byYearDay = list('BYYEARDAY');
  const byMonthDay = list('BYMONTHDAY');
  const bySetPos = list('BYSETPOS');

  // What RFC 5545 §3.3.10 allows with each FREQ.
  if (byWeekNo && freq !== 'YEARLY') throw fail(field, `BYWEEKNO is only allowed with FREQ=YEARLY, not FREQ=${freq}.`);
  if (byYearDay && (freq === 'DAILY' || freq === 'WEEKLY' || freq === 'MONTHLY'))
    throw fail(field, `BYYEARDAY is not allowed with FREQ=${freq}; use it with YEARLY or a sub-daily FREQ.`);
  if (byMonthDay && freq === 'WEEKLY')
    throw fail(field, 'BYMONTHDAY is not allowed with FREQ=WEEKLY; use FREQ=MONTHLY or DAILY with BYMONTHDAY.');
  const ordinal = byDay?.find((d) => d.n !== 0);
  if (ordinal) {
    const shown = `${ordinal.n}${WEEKDAY_CODES[ordinal.weekday - 1]}`;
    if (freq !== 'MONTHLY' && freq !== 'YEARLY')
      throw fail(
        field,
        `BYDAY=${shown} has an ordinal, which only FREQ=MONTHLY or YEARLY allows; write BYDAY=${WEEKDAY_CODES[ordinal.weekday - 1]}.`,
      );
    if (freq === 'YEARLY' && byWeekNo)
      throw fail(field, `BYDAY=${shown} has an ordinal, which BYWEEKNO leaves without meaning; drop the ordinal or BYWEEKNO.`);
    if (freq === 'MONTHLY' && Math.abs(ordinal.n) > 5)
      throw fail(field, `BYDAY=${shown}: a month has at most 5 of a weekday; use 1 to 5 or -5 to -1.`);
  }
  const others = ['BYSECOND', 'BYMINUTE', 'BYHOUR', 'BYDAY', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYMONTH'].some((p) => seen.has(p));
  if (bySetPos && !others)
    throw fail(
      field,
      'BYSETPOS picks among the instances other BYxxx parts make; add one, e.g. FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1.',
    );

  const wkstText = seen.get('WKST');
  const wkst = wkstText === undefined ? 1 : weekday(wkstText, 'WKST', field);

  const rscaleText = seen.get('RSCALE');
  if (rscaleText !== undefined && rscaleText.toUpperCase() !== 'GREGORIAN') {
    throw new InputError(
      'schedule.unsupported',
      `RSCALE=${rscaleText} is not supported: only RSCALE=GREGORIAN is computed here (RFC 7529 calendars such as HEBREW or CHINESE are not).`,
      field,
    );
  }
  const skipText = seen.get('SKIP');
  if (skipText !== undefined && rscaleText === undefined)
    throw fail(field, 'SKIP needs RSCALE (RFC 7529); write RSCALE=GREGORIAN;SKIP=… .');
  const skip = (skipText?.toUpperCase() ?? 'OMIT') as Skip;
  if (!SKIPS.includes(skip)) throw fail(field, `SKIP=${skipText} is not a choice; use OMIT, BACKWARD or FORWARD.`);

  return {
    freq,
    interval,
    ...(count !== undefined ? { count } : {}),
    ...(until ? { until } : {}),
    ...(list('BYSECOND') ? { bySecond: list('BYSECOND')!.sort((a, b) => a - b) } : {}),
    ...(list('BYMINUTE') ? { byMinute: list('BYMINUTE')!.sort((a, b) => a - b) } : {}),
    ...(list('BYHOUR') ? { byHour: list('BYHOUR')!.sort((a, b) => a - b) } : {}),
    ...(byDay ? { byDay } : {}),
    ...(byMonthDay ? { byMonthDay } : {}),
    ...(byYearDay ? { byYearDay } : {}),
    ...(byWeekNo ? { byWeekNo } : {}),
    ...(list('BYMONTH') ? { byMonth: list('BYMONTH')!.sort((a, b) => a - b) } : {}),
    ...(bySetPos ? { bySetPos } : {}),
    wkst,
    skip,
    rscale: rscaleText !== undefined,
  };
}

/** Property parameters ("TZID=America/New_York;VALUE=DATE-TIME"), checked: only TZID and VALUE are understood. */
function parameters(name: string, params: string[], field: string): { tzid?: string; dateOnly?: boolean } {
  let tzid: string | undefined;
  let dateOnly: boolean | undefined;
  for (const p of params) {
    const eq = p.indexOf('=');
    const key = p.slice(0, eq < 0 ? p.length : eq).toUpperCase();
    const value = eq < 0 ? '' : p.slice(eq + 1).replace(/^"(.*)"$/, '$1');
    if (key === 'TZID' && value) tzid = value;
    else if (key === 'VALUE' && (value.toUpperCase() === 'DATE' || value.toUpperCase() === 'DATE-TIME'))
      dateOnly = value.toUpperCase() === 'DATE';
    else if (key === 'VALUE' && value.toUpperCase() === 'PERIOD')
      throw new InputError('schedule.unsupported', `${name};VALUE=PERIOD is not supported; list the start date-times instead.`, field);
    else throw fail(field, `${name};${p} is not understood; ${name} takes TZID=… and VALUE=DATE or DATE-TIME.`);
  }
  return { ...(tzid ? { tzid } : {}), ...(dateOnly !== undefined ? { dateOnly } : {}) };
}

/**
 * Recurrence text: an RRULE value alone ("FREQ=DAILY;BYHOUR=9"), or iCalendar lines (DTSTART,
 * RRULE, EXDATE, RDATE), separated by newlines or spaces.
 */
export function parseRecurrence(text: string, field: string): Recurrence {
  const lines = text
    .trim()
    .split(/\s+/)
    .filter((l) => l !== '');
  if (lines.length === 1 && !lines[0]!.includes(':') && lines[0]!.includes('='))
    return { rule: parseRule(lines[0]!, field), exdates: [], rdates: [] };
  let rule: Rule | undefined;
  let dtstart: DateValue | undefined;
  const exdates: DateValue[] = [];
  const rdates: DateValue[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0)
      throw fail(
        field,
        `"${line}" is not an iCalendar line; write NAME:value, e.g. RRULE:FREQ=DAILY or DTSTART;TZID=Europe/Paris:20260301T090000.`,
      );
    const [name0, ...params] = line.slice(0, colon).split(';');
    const name = name0!.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'RRULE') {
      if (params.length) throw fail(field, `RRULE;${params.join(';')} takes no parameters.`);
      if (rule) throw fail(field, 'More than one RRULE; RFC 5545 allows one per event. Combine them, or add single dates with RDATE.');
      rule = parseRule(value, field);
    } else if (name === 'DTSTART' || name === 'EXDATE' || name === 'RDATE') {
      const { tzid, dateOnly } = parameters(name, params, field);
      const values = value.split(',').map((v) => parseDateValue(v, name, field, tzid, dateOnly));
      if (name === 'DTSTART') {
        if (dtstart) throw fail(field, 'DTSTART appears twice; give it once.');
        if (values.length !== 1) throw fail(field, 'DTSTART takes one value.');
        dtstart = values[0];
      } else (name === 'EXDATE' ? exdates : rdates).push(...values);
    } else if (name === 'EXRULE') {
      throw new InputError(
        'schedule.unsupported',
        'EXRULE was removed from iCalendar by RFC 5545; list the dates to leave out with EXDATE.',
        field,
      );
    } else {
      throw fail(field, `${name} is not a recurrence line; use DTSTART, RRULE, EXDATE and RDATE.`);
    }
  }
  if (!rule && rdates.length === 0) throw fail(field, 'The text has no RRULE and no RDATE, so no occurrences; add RRULE:FREQ=… .');
  return { ...(rule ? { rule } : {}), ...(dtstart ? { dtstart } : {}), exdates, rdates };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** An iCalendar DATE-TIME text: "20260308T093000", with "Z" for UTC; a DATE as "20260308". */
export function formatDateValue(v: DateValue): string {
  if (v.kind === 'date') {
    const c = civilFromDays(v.epochDay);
    return `${pad(c.year, 4)}${pad(c.month)}${pad(c.day)}`;
  }
  const w = wallFromLocalSeconds(v.kind === 'utc' ? v.epochSec : v.localSec);
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}${v.kind === 'utc' ? 'Z' : ''}`;
}

/** The rule written back as an RRULE value, in RFC 5545's usual order. */
export function formatRule(rule: Rule): string {
  const parts: string[] = [];
  if (rule.rscale) parts.push('RSCALE=GREGORIAN');
  parts.push(`FREQ=${rule.freq}`);
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until) parts.push(`UNTIL=${formatDateValue(rule.until)}`);
  const lists: [string, readonly number[] | undefined][] = [
    ['BYMONTH', rule.byMonth],
    ['BYWEEKNO', rule.byWeekNo],
    ['BYYEARDAY', rule.byYearDay],
    ['BYMONTHDAY', rule.byMonthDay],
  ];
  for (const [k, v] of lists) if (v) parts.push(`${k}=${v.join(',')}`);
  if (rule.byDay) parts.push(`BYDAY=${rule.byDay.map((d) => `${d.n || ''}${WEEKDAY_CODES[d.weekday - 1]}`).join(',')}`);
  for (const [k, v] of [
    ['BYHOUR', rule.byHour],
    ['BYMINUTE', rule.byMinute],
    ['BYSECOND', rule.bySecond],
    ['BYSETPOS', rule.bySetPos],
  ] as const)
    if (v) parts.push(`${k}=${v.join(',')}`);
  if (rule.wkst !== 1) parts.push(`WKST=${WEEKDAY_CODES[rule.wkst - 1]}`);
  if (rule.skip !== 'OMIT') parts.push(`SKIP=${rule.skip}`);
  return parts.join(';');
}
