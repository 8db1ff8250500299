// POSIX TZ strings as found in the footer of TZif v2+ files (RFC 8536 §3.3, POSIX.1-2017 §8.3
// with the RFC's extensions: transition times from -167 to 167 hours, and angle-bracketed names).
// A rule like "CST6CDT,M3.2.0,M11.1.0" yields the local time type in force at any instant after the
// last explicit transition of a zone.

import { daysFromCivil, isLeapYear, weekdayOfEpochDay } from '../core/civil.js';
import { SECONDS_PER_DAY } from '../core/units.js';

export interface LocalTimeType {
  /** UTC offset in seconds (east positive). */
  readonly offset: number;
  /** The TZif isdst flag: true for the daylight-saving member of a rule pair. */
  readonly dst: boolean;
  readonly abbr: string;
}

type DateRule =
  | { kind: 'J'; day: number } // Jn: 1..365, February 29 never counted
  | { kind: 'n'; day: number } // n: 0..365, February 29 counted in leap years
  | { kind: 'M'; month: number; week: number; weekday: number }; // Mm.w.d

interface Rule {
  readonly date: DateRule;
  /** Seconds after local midnight (may be negative or beyond 24h). */
  readonly time: number;
}

export interface PosixTz {
  readonly source: string;
  readonly std: LocalTimeType;
  readonly dst?: LocalTimeType;
  readonly start?: Rule;
  readonly end?: Rule;
}

/** A transition produced by a POSIX rule: at `at` (Unix seconds) the zone switches to `type`. */
export interface RuleTransition {
  readonly at: number;
  readonly type: LocalTimeType;
}

class Cursor {
  pos = 0;
  constructor(readonly text: string) {}
  peek(): string {
    return this.text[this.pos] ?? '';
  }
  done(): boolean {
    return this.pos >= this.text.length;
  }
  fail(what: string): never {
    throw new SyntaxError(`Invalid POSIX TZ string "${this.text}": ${what} at position ${this.pos}`);
  }
}

function parseName(c: Cursor): string {
  if (c.peek() === '<') {
    const close = c.text.indexOf('>', c.pos);
    if (close < 0) c.fail('unterminated <name>');
    const name = c.text.slice(c.pos + 1, close);
    if (!/^[A-Za-z0-9+-]{3,}$/.test(name)) c.fail('bad quoted name');
    c.pos = close + 1;
    return name;
  }
  const m = /^[A-Za-z]{3,}/.exec(c.text.slice(c.pos));
  if (!m) c.fail('expected a zone name');
  c.pos += m[0].length;
  return m[0];
}

/** [+-]hh[:mm[:ss]] in seconds; `maxHours` bounds hh. */
function parseHms(c: Cursor, maxHours: number): number {
  const m = /^([+-]?)(\d{1,3})(?::(\d{1,2})(?::(\d{1,2}))?)?/.exec(c.text.slice(c.pos));
  if (!m) c.fail('expected [+-]hh[:mm[:ss]]');
  const h = Number(m[2]);
  const mi = m[3] === undefined ? 0 : Number(m[3]);
  const s = m[4] === undefined ? 0 : Number(m[4]);
  if (h > maxHours || mi > 59 || s > 59) c.fail('time out of range');
  c.pos += m[0].length;
  const v = h * 3600 + mi * 60 + s;
  return m[1] === '-' ? -v : v;
}

function parseRule(c: Cursor): Rule {
  let date: DateRule;
  const rest = c.text.slice(c.pos);
  let m: RegExpExecArray | null;
  if ((m = /^M(\d{1,2})\.(\d)\.(\d)/.exec(rest))) {
    const month = Number(m[1]);
    const week = Number(m[2]);
    const weekday = Number(m[3]);
    if (month < 1 || month > 12 || week < 1 || week > 5 || weekday > 6) c.fail('bad Mm.w.d rule');
    date = { kind: 'M', month, week, weekday };
  } else if ((m = /^J(\d{1,3})/.exec(rest))) {
    const day = Number(m[1]);
    if (day < 1 || day > 365) c.fail('bad Jn rule');
    date = { kind: 'J', day };
  } else if ((m = /^(\d{1,3})/.exec(rest))) {
    const day = Number(m[1]);
    if (day > 365) c.fail('bad n rule');
    date = { kind: 'n', day };
  } else {
    c.fail('expected a date rule');
  }
  c.pos += m[0].length;
  let time = 7200; // default 02:00:00
  if (c.peek() === '/') {
    c.pos++;
    time = parseHms(c, 167);
  }
  return { date, time };
}

export function parsePosixTz(text: string): PosixTz {
  const c = new Cursor(text);
  const stdAbbr = parseName(c);
  // POSIX offsets are west-positive: "EST5" is UTC-5.
  const stdOffset = 0 - parseHms(c, 24) || 0;
  const std: LocalTimeType = { offset: stdOffset, dst: false, abbr: stdAbbr };
  if (c.done()) return { source: text, std };
  const dstAbbr = parseName(c);
  let dstOffset = stdOffset + 3600;
  if (c.peek() !== ',' && !c.done()) dstOffset = 0 - parseHms(c, 24) || 0;
  const dst: LocalTimeType = { offset: dstOffset, dst: true, abbr: dstAbbr };
  if (c.done()) {
    // No rules: POSIX leaves them implementation-defined; TZif footers always carry them.
    c.fail('daylight time without transition rules');
  }
  if (c.peek() !== ',') c.fail('expected ","');
  c.pos++;
  const start = parseRule(c);
  if (c.peek() !== ',') c.fail('expected ","');
  c.pos++;
  const end = parseRule(c);
  if (!c.done()) c.fail('trailing characters');
  return { source: text, std, dst, start, end };
}

/** Epoch day of a rule's date in `year`. */
function ruleEpochDay(rule: DateRule, year: number): number {
  const jan1 = daysFromCivil(year, 1, 1);
  switch (rule.kind) {
    case 'J': {
      // Day 60 is March 1 in every year: February 29 is never counted.
      const leapShift = isLeapYear(year) && rule.day >= 60 ? 1 : 0;
      return jan1 + rule.day - 1 + leapShift;
    }
    case 'n':
      return jan1 + rule.day;
    case 'M': {
      const first = daysFromCivil(year, rule.month, 1);
      const firstWeekday = weekdayOfEpochDay(first); // 0 = Sunday
      let day = first + ((rule.weekday - firstWeekday + 7) % 7) + (rule.week - 1) * 7;
      if (rule.week === 5) {
        const nextMonth = rule.month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, rule.month + 1, 1);
        while (day >= nextMonth) day -= 7;
      }
      return day;
    }
  }
}

/**
 * The two transitions a rule makes in `year`, in the order they occur within the year's rule
 * evaluation (start of DST, end of DST). Each rule's time is local wall time in the type in force
 * before it: standard time for the start, daylight time for the end.
 */
export function ruleTransitionsInYear(tz: PosixTz, year: number): RuleTransition[] {
  if (!tz.dst || !tz.start || !tz.end) return [];
  const startAt = ruleEpochDay(tz.start.date, year) * SECONDS_PER_DAY + tz.start.time - tz.std.offset;
  const endAt = ruleEpochDay(tz.end.date, year) * SECONDS_PER_DAY + tz.end.time - tz.dst.offset;
  return [
    { at: startAt, type: tz.dst },
    { at: endAt, type: tz.std },
  ];
}

/** Transitions generated by the rule for years `fromYear..toYear`, sorted by time. */
export function ruleTransitions(tz: PosixTz, fromYear: number, toYear: number): RuleTransition[] {
  const out: RuleTransition[] = [];
  for (let y = fromYear; y <= toYear; y++) out.push(...ruleTransitionsInYear(tz, y));
  // Stable sort keeps generation order for equal instants (a rule that is DST all year ends
  // one year at the same instant as it starts the next; the later one must win).
  return out.sort((a, b) => a.at - b.at);
}

/**
 * The local time type a POSIX rule gives at Unix time `t`. `around(year)` lists the rule's
 * transitions for `year - 1 .. year + 1`, sorted; a caller that asks often (a zone) passes one that
 * remembers each year's list.
 */
export function posixTypeAt(
  tz: PosixTz,
  t: number,
  around: (year: number) => readonly RuleTransition[] = (y) => ruleTransitions(tz, y - 1, y + 1),
): LocalTimeType {
  if (!tz.dst) return tz.std;
  let current: LocalTimeType | undefined;
  for (const tr of around(civilYearOf(t))) {
    if (tr.at <= t) current = tr.type;
    else break;
  }
  // Every year has both transitions, so year-1 always supplies one at or before t.
  return current ?? tz.std;
}

/** The year `posixTypeAt` asks `around` for: within one of t's civil year. */
export function civilYearOf(t: number): number {
  // Approximate is enough: callers look at the neighbouring years too.
  return Math.floor(t / (365.2425 * SECONDS_PER_DAY)) + 1970;
}
