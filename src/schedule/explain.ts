// A schedule in plain English, from its parsed parts: "every week on Monday and Wednesday at 09:00",
// "at 02:30 every day". Every part of the rule is said; a combination with no short English form
// is said part by part rather than guessed at.

import { MONTH_NAMES, ordinal, WEEKDAY_NAMES } from '../core/civil.js';
import { pad2 } from '../core/iso-text.js';
import type { Cron, CronField } from './cron.js';
import type { Rule, WeekdayNum } from './rrule.js';
import { formatDateValue } from './rrule.js';

/** "1st", "last", "2nd-to-last". */
function position(n: number): string {
  return n > 0 ? ordinal(n) : n === -1 ? 'last' : `${ordinal(-n)}-to-last`;
}

/** "A, B and C". */
export function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** ISO weekday (1 = Monday … 7) to its name. */
const isoDayName = (wd: number) => WEEKDAY_NAMES[wd % 7]!;

function plural(n: number, unit: string): string {
  return n === 1 ? `every ${unit}` : `every ${n} ${unit}s`;
}

function weekdays(days: readonly number[]): string {
  const set = [...new Set(days)].sort((a, b) => a - b);
  if (set.length === 7) return 'every day of the week';
  if (set.join() === '1,2,3,4,5') return 'Monday to Friday';
  if (set.join() === '6,7') return 'Saturday and Sunday';
  return list(set.map(isoDayName));
}

function byDayText(days: readonly WeekdayNum[], scope: string): string {
  const plain = days.filter((d) => d.n === 0).map((d) => d.weekday);
  const numbered = days.filter((d) => d.n !== 0).map((d) => `the ${position(d.n)} ${isoDayName(d.weekday)} of the ${scope}`);
  return list([...(plain.length ? [weekdays(plain)] : []), ...numbered]);
}

function monthDays(days: readonly number[]): string {
  return list(days.map((d) => (d > 0 ? `the ${ordinal(d)}` : d === -1 ? 'the last day' : `the ${position(d)} day`)));
}

const hhmm = (h: number, m: number, s?: number) => `${pad2(h)}:${pad2(m)}${s ? ':' + pad2(s) : ''}`;

/** The rule in English; `start` is DTSTART's wall text, `zone` the zone's name. */
export function explainRule(
  rule: Rule,
  start: { month: number; day: number; weekday: number; hour: number; minute: number; second: number; text: string },
  zone: string,
): string {
  const units: Record<string, string> = {
    SECONDLY: 'second',
    MINUTELY: 'minute',
    HOURLY: 'hour',
    DAILY: 'day',
    WEEKLY: 'week',
    MONTHLY: 'month',
    YEARLY: 'year',
  };
  const parts: string[] = [plural(rule.interval, units[rule.freq]!)];
  const scope = rule.freq === 'MONTHLY' || rule.byMonth ? 'month' : 'year';
  if (rule.byMonth) parts.push(`in ${list(rule.byMonth.map((m) => MONTH_NAMES[m - 1]!))}`);
  if (rule.byWeekNo) parts.push(`in week ${list(rule.byWeekNo.map((w) => (w > 0 ? String(w) : `${position(w)}`)))} of the year`);
  if (rule.byYearDay) parts.push(`on day ${list(rule.byYearDay.map((d) => (d > 0 ? String(d) : position(d))))} of the year`);
  if (rule.byMonthDay && rule.byDay) parts.push(`on ${monthDays(rule.byMonthDay)} of the month when it is ${byDayText(rule.byDay, scope)}`);
  else if (rule.byMonthDay)
    parts.push(`on ${monthDays(rule.byMonthDay)}${rule.freq === 'YEARLY' && !rule.byMonth ? ' of each month' : ''}`);
  else if (rule.byDay) parts.push(`on ${byDayText(rule.byDay, scope)}`);
  else if (rule.freq === 'WEEKLY') parts.push(`on ${isoDayName(start.weekday)}`);
  else if (rule.freq === 'MONTHLY') parts.push(`on the ${ordinal(start.day)}`);
  else if (rule.freq === 'YEARLY' && !rule.byWeekNo && !rule.byYearDay)
    parts.push(rule.byMonth ? `on the ${ordinal(start.day)}` : `on ${MONTH_NAMES[start.month - 1]} ${start.day}`);
  const sub = rule.freq === 'HOURLY' || rule.freq === 'MINUTELY' || rule.freq === 'SECONDLY';
  if (!sub) {
    const hours = rule.byHour ?? [start.hour];
    const minutes = rule.byMinute ?? [start.minute];
    const seconds = rule.bySecond ?? [start.second];
    const times: string[] = [];
    for (const h of hours) for (const m of minutes) for (const s of seconds) times.push(hhmm(h, m, s));
    parts.push(
      times.length > 12
        ? `at ${times.length} times a day (hours ${list(hours.map(String))}, minutes ${list(minutes.map(String))})`
        : `at ${list(times)}`,
    );
  } else {
    if (rule.byHour) parts.push(`during hour${rule.byHour.length > 1 ? 's' : ''} ${list(rule.byHour.map((h) => pad2(h)))}`);
    if (rule.freq === 'HOURLY') parts.push(`at minute ${list((rule.byMinute ?? [start.minute]).map(String))}`);
    else if (rule.byMinute) parts.push(`in minute ${list(rule.byMinute.map(String))}`);
    if (rule.freq !== 'SECONDLY' && (rule.bySecond ?? [start.second]).some((s) => s !== 0))
      parts.push(`at second ${list((rule.bySecond ?? [start.second]).map(String))}`);
    parts.push('(stepping through real time, so a repeated hour happens twice)');
  }
  if (rule.bySetPos) parts.push(`, keeping only the ${list(rule.bySetPos.map(position))} of those in each ${units[rule.freq]}`);
  if (rule.skip !== 'OMIT')
    parts.push(
      rule.skip === 'BACKWARD'
        ? '(a day the month lacks moves back to its last day)'
        : '(a day the month lacks moves on to the first of the next month)',
    );
  let text = parts.join(' ').replace(' ,', ',');
  text += `${rule.bySetPos ? ',' : ''} in ${zone}, from ${start.text}`;
  if (rule.count !== undefined) text += `, ${rule.count} time${rule.count === 1 ? '' : 's'}`;
  if (rule.until) text += `, until ${formatDateValue(rule.until)}${rule.until.kind === 'utc' ? ' (UTC)' : ''}`;
  return text[0]!.toUpperCase() + text.slice(1) + '.';
}

function values(f: CronField): number[] {
  return [...f.values].sort((a, b) => a - b);
}

/** "every 15 minutes", "at minute 0 and 30", "every minute". */
function cronUnit(f: CronField, unit: string, size: number): string {
  const v = values(f);
  if (v.length === size) return `every ${unit}`;
  const step = /^\*\/(\d+)$/.exec(f.text);
  if (step) return `every ${step[1]} ${unit}s`;
  return `at ${unit} ${list(v.map(String))}`;
}

/** The cron expression in English, with Vixie cron's day rule said when it applies. */
export function explainCron(c: Cron, zone: string): string {
  const parts: string[] = [];
  const minutes = values(c.minute);
  const hours = values(c.hour);
  const seconds = values(c.second);
  if (!c.minute.star && !c.hour.star && minutes.length * hours.length * seconds.length <= 12) {
    const times: string[] = [];
    for (const h of hours) for (const m of minutes) for (const s of seconds) times.push(hhmm(h, m, s));
    parts.push(`at ${list(times)}`);
  } else {
    if (c.hasSeconds && seconds.length !== 1) parts.push(cronUnit(c.second, 'second', 60));
    else if (c.hasSeconds && seconds[0] !== 0) parts.push(`at second ${seconds[0]}`);
    parts.push(cronUnit(c.minute, 'minute', 60));
    parts.push(
      hours.length === 24
        ? 'of every hour'
        : /^\*\/(\d+)$/.test(c.hour.text)
          ? `of ${cronUnit(c.hour, 'hour', 24).replace('at hour', 'hour')}`
          : `during hour${hours.length > 1 ? 's' : ''} ${list(hours.map(pad2))}`,
    );
  }
  const dom: string[] = [];
  const domValues = values(c.dom);
  if (!c.dom.star || c.dom.specials.length) {
    if (domValues.length) dom.push(`the ${list(domValues.map(ordinal))}`);
    for (const s of c.dom.specials) {
      if (s.kind === 'last') dom.push(s.before ? `${s.before} day${s.before > 1 ? 's' : ''} before the last day` : 'the last day');
      else if (s.kind === 'last-weekday') dom.push('the last weekday (Monday to Friday)');
      else dom.push(`the weekday (Monday to Friday) nearest the ${ordinal(s.day)}`);
    }
  }
  const dow: string[] = [];
  if (!c.dow.star) {
    const v = values(c.dow).map((d) => d || 7);
    if (v.length) dow.push(weekdays(v));
    for (const s of c.dow.specials) dow.push(`the ${s.kind === 'last' ? 'last' : ordinal(s.n)} ${WEEKDAY_NAMES[s.weekday]} of the month`);
  }
  if (dom.length && dow.length)
    parts.push(`on ${list(dom)} of the month and also on ${list(dow)} (cron runs on a day that matches either field when both are set)`);
  else if (dom.length) parts.push(`on ${list(dom)} of the month`);
  else if (dow.length) parts.push(`on ${list(dow)}`);
  else parts.push('every day');
  const months = values(c.month);
  if (months.length !== 12) parts.push(`in ${list(months.map((m) => MONTH_NAMES[m - 1]!))}`);
  const text = `${parts.join(' ')}, in ${zone}.`;
  return text[0]!.toUpperCase() + text.slice(1);
}
