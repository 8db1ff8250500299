// The reader and wall-clock matcher of cron expressions: 5 fields (minute hour day-of-month month
// day-of-week, Vixie/ISC cron) or 6 (seconds first, as croner and Quartz), names (JAN, MON),
// ranges, lists and steps, Quartz's L, W and # in the day fields, the @daily-style macros, and a
// CRON_TZ= or TZ= prefix naming the zone. Weekday numbers are Unix cron's: 0 or 7 is Sunday,
// 5 is Friday (Quartz counts 1 = Sunday; names avoid the doubt).
//
// Matching is on floating wall times; schedule/occurrences.ts places them in the zone with Vixie
// cron's DST behaviour.

import { daysInMonth, isoWeekdayOfEpochDay, civilFromDays } from '../core/civil.js';
import { InputError } from '../core/errors.js';

export const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** One of the day-of-month specials. */
export type DomSpecial = { kind: 'last'; before: number } | { kind: 'last-weekday' } | { kind: 'nearest-weekday'; day: number };
/** One of the day-of-week specials: the last weekday N of the month (5L), or the Kth (5#3). Weekday 0 = Sunday. */
export type DowSpecial = { kind: 'last'; weekday: number } | { kind: 'nth'; weekday: number; n: number };

export interface CronField {
  /** The field as written. */
  readonly text: string;
  /** Plain values it allows (for the day of week, 0 = Sunday … 6). */
  readonly values: ReadonlySet<number>;
  /** Whether the field starts with "*" (or is "?"): cron's test for a wildcard field. */
  readonly star: boolean;
  /** Steps written with "/" that do not divide the field's range evenly (for lint): "*∕7". */
  readonly unevenSteps: readonly string[];
}

export interface Cron {
  /** The expression as read, after the macro and without the prefix. */
  readonly text: string;
  /** The zone of a CRON_TZ= or TZ= prefix, as written. */
  readonly zone?: string;
  readonly hasSeconds: boolean;
  readonly second: CronField;
  readonly minute: CronField;
  readonly hour: CronField;
  readonly dom: CronField & { readonly specials: readonly DomSpecial[] };
  readonly month: CronField;
  readonly dow: CronField & { readonly specials: readonly DowSpecial[] };
  /** The macro it was written as, if any. */
  readonly macro?: string;
}

const fail = (field: string, message: string) => new InputError('schedule.cron-invalid', message, field);

interface Spec {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly names?: readonly string[];
  /** Added to a name's index: months count from 1. */
  readonly nameBase?: number;
}

const SPECS = {
  second: { name: 'second', min: 0, max: 59 },
  minute: { name: 'minute', min: 0, max: 59 },
  hour: { name: 'hour', min: 0, max: 23 },
  dom: { name: 'day-of-month', min: 1, max: 31 },
  month: { name: 'month', min: 1, max: 12, names: MONTH_NAMES, nameBase: 1 },
  dow: { name: 'day-of-week', min: 0, max: 7, names: DAY_NAMES, nameBase: 0 },
} satisfies Record<string, Spec>;

function number(text: string, spec: Spec, whole: string, field: string): number {
  const up = text.toUpperCase();
  const named = spec.names?.indexOf(up) ?? -1;
  if (named >= 0) return named + spec.nameBase!;
  if (!/^\d{1,2}$/.test(text)) {
    const names = spec.names ? ` or a name (${spec.names.slice(0, 3).join(', ')} …)` : '';
    throw fail(
      field,
      `"${text}" in the ${spec.name} field ("${whole}") is not a number${names}; the ${spec.name} field takes ${spec.min}-${spec.max}.`,
    );
  }
  const n = Number(text);
  if (n < spec.min || n > spec.max)
    throw fail(field, `${n} in the ${spec.name} field ("${whole}") is out of range; the ${spec.name} field takes ${spec.min}-${spec.max}.`);
  return n;
}

function parseField(text: string, spec: Spec, field: string, specialsOf?: (item: string) => DomSpecial | DowSpecial | undefined) {
  const values = new Set<number>();
  const specials: (DomSpecial | DowSpecial)[] = [];
  const uneven: string[] = [];
  if (text === '') throw fail(field, `The ${spec.name} field is empty.`);
  for (const item of text.split(',')) {
    if (item === '') throw fail(field, `The ${spec.name} field "${text}" has an empty list item; separate values with single commas.`);
    const special = specialsOf?.(item);
    if (special) {
      specials.push(special);
      continue;
    }
    const slash = item.split('/');
    if (slash.length > 2) throw fail(field, `"${item}" in the ${spec.name} field has more than one "/".`);
    const [range, stepText] = slash as [string, string | undefined];
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d{1,2}$/.test(stepText) || Number(stepText) === 0)
        throw fail(field, `"/${stepText}" in the ${spec.name} field ("${item}") is not a step; use a whole number from 1, e.g. */15.`);
      step = Number(stepText);
    }
    let lo: number;
    let hi: number;
    if (range === '*' || range === '?') {
      if (range === '?' && spec !== SPECS.dom && spec !== SPECS.dow)
        throw fail(field, `"?" is only allowed in the day-of-month and day-of-week fields.`);
      lo = spec.min;
      hi = spec === SPECS.dow ? 6 : spec.max;
    } else if (range.includes('-')) {
      const [a, b, ...rest] = range.split('-');
      if (rest.length || a === undefined || b === undefined)
        throw fail(field, `"${item}" in the ${spec.name} field is not a range; write it as FROM-TO, e.g. 1-5.`);
      lo = number(a, spec, item, field);
      hi = number(b, spec, item, field);
      if (hi < lo)
        throw fail(
          field,
          `The range ${range} in the ${spec.name} field runs backwards; write it from low to high, or as a list such as ${b === undefined ? '' : `${lo}-${spec.max},${spec.min}-${hi}`}.`,
        );
    } else {
      lo = number(range, spec, item, field);
      // "5/15" is 5 to the end in steps of 15 (croner, Quartz).
      hi = stepText !== undefined ? (spec === SPECS.dow ? 6 : spec.max) : lo;
    }
    for (let v = lo; v <= hi; v += step) values.add(spec === SPECS.dow && v === 7 ? 0 : v);
    if (stepText !== undefined) {
      const size = spec === SPECS.dow ? 7 : spec.max - spec.min + 1;
      if (range === '*' && size % step !== 0) uneven.push(item);
    }
  }
  return { text, values, star: text.startsWith('*') || text === '?', unevenSteps: uneven, specials };
}

function domSpecial(field: string) {
  return (item: string): DomSpecial | undefined => {
    const up = item.toUpperCase();
    if (up === 'L') return { kind: 'last', before: 0 };
    if (up === 'LW') return { kind: 'last-weekday' };
    let m = /^L-(\d{1,2})$/.exec(up);
    if (m) {
      const n = Number(m[1]);
      if (n > 30) throw fail(field, `"${item}" in the day-of-month field: L-n counts back from the last day; n must be 0 to 30.`);
      return { kind: 'last', before: n };
    }
    m = /^(\d{1,2})W$/.exec(up);
    if (m) {
      const day = Number(m[1]);
      if (day < 1 || day > 31) throw fail(field, `"${item}" in the day-of-month field: the day before W must be 1 to 31.`);
      return { kind: 'nearest-weekday', day };
    }
    if (/[LW]/.test(up))
      throw fail(
        field,
        `"${item}" in the day-of-month field is not understood; use L (last day), L-3, LW (last weekday) or 15W (the weekday nearest the 15th).`,
      );
    return undefined;
  };
}

function dowSpecial(field: string) {
  return (item: string): DowSpecial | undefined => {
    const up = item.toUpperCase();
    const day = (t: string) => {
      const i = DAY_NAMES.indexOf(t);
      if (i >= 0) return i;
      if (!/^\d$/.test(t) || Number(t) > 7)
        throw fail(field, `"${t}" in "${item}" is not a weekday; use 0-7 (0 and 7 are Sunday) or SUN-SAT.`);
      return Number(t) % 7;
    };
    let m = /^([A-Z]{3}|\d)L$/.exec(up);
    if (m) return { kind: 'last', weekday: day(m[1]!) };
    m = /^([A-Z]{3}|\d)#(\d)$/.exec(up);
    if (m) {
      const n = Number(m[2]);
      if (n < 1 || n > 5)
        throw fail(field, `"${item}" in the day-of-week field: the number after # must be 1 to 5 (a month has at most five of a weekday).`);
      return { kind: 'nth', weekday: day(m[1]!), n };
    }
    if (up === 'L')
      throw fail(
        field,
        'L alone in the day-of-week field is ambiguous (Quartz reads it as Saturday); write 6L for the last Saturday of the month, or SAT.',
      );
    if (/[L#]/.test(up))
      throw fail(field, `"${item}" in the day-of-week field is not understood; use 5L (the last Friday) or 5#2 (the second Friday).`);
    return undefined;
  };
}

/** Whether a text looks like a cron expression rather than an RRULE (the tool's one `rule` argument holds either). */
export function looksLikeCron(text: string): boolean {
  const t = text.trim().replace(/^(CRON_TZ|TZ)=\S+\s+/i, '');
  if (t.startsWith('@')) return true;
  if (!/^[\d*?/,\-A-Za-z#]+(\s+[\d*?/,\-A-Za-z#]+){4,6}$/.test(t) || /^(FREQ|RRULE|DTSTART)/i.test(t)) return false;
  // letters in a cron field are a month's or weekday's three (JAN, MON-FRI), with L or W after
  // them or alone (FRIL, L, LW): five words of English ("last Friday of every month") are a phrase
  return (t.match(/[A-Za-z]+/g) ?? []).every((w) => /^([A-Za-z]{3})?L?W?$/i.test(w));
}

export function parseCron(input: string, field: string): Cron {
  let text = input.trim();
  let zone: string | undefined;
  const prefix = /^(CRON_TZ|TZ)=(\S*)\s+/i.exec(text);
  if (prefix) {
    if (!prefix[2]) throw fail(field, `${prefix[1]}= names no zone; write e.g. CRON_TZ=America/New_York 0 9 * * *.`);
    zone = prefix[2];
    text = text.slice(prefix[0].length).trim();
  }
  let macro: string | undefined;
  if (text.startsWith('@')) {
    const expanded = MACROS[text.toLowerCase()];
    if (text.toLowerCase() === '@reboot')
      throw fail(field, '@reboot runs when the machine starts, not at a time; it has no occurrences to compute.');
    if (!expanded) throw fail(field, `${text} is not a cron macro; use @yearly, @monthly, @weekly, @daily or @hourly.`);
    macro = text.toLowerCase();
    text = expanded;
  }
  const parts = text.split(/\s+/);
  if (parts.length === 7)
    throw fail(
      field,
      `"${text}" has 7 fields; the 7th (Quartz's year) is not supported: give 5 fields (minute hour day month weekday) or 6 (seconds first).`,
    );
  if (parts.length !== 5 && parts.length !== 6)
    throw fail(
      field,
      `"${text}" has ${parts.length} field${parts.length === 1 ? '' : 's'}; cron takes 5 (minute hour day-of-month month day-of-week) or 6 (seconds first).`,
    );
  const hasSeconds = parts.length === 6;
  const [s, mi, h, dom, mo, dow] = hasSeconds ? parts : ['0', ...parts];
  const second = parseField(s!, SPECS.second, field);
  const minute = parseField(mi!, SPECS.minute, field);
  const hour = parseField(h!, SPECS.hour, field);
  const domF = parseField(dom!, SPECS.dom, field, domSpecial(field)) as CronField & { specials: DomSpecial[] };
  const month = parseField(mo!, SPECS.month, field);
  const dowF = parseField(dow!, SPECS.dow, field, dowSpecial(field)) as CronField & { specials: DowSpecial[] };
  return { text, ...(zone ? { zone } : {}), hasSeconds, second, minute, hour, dom: domF, month, dow: dowF, ...(macro ? { macro } : {}) };
}

/** The weekday (Monday to Friday) nearest day `day` of the month, not leaving the month (Quartz's W). */
function nearestWeekday(year: number, month: number, firstEpochDay: number, day: number): number | undefined {
  const dim = daysInMonth(year, month);
  if (day > dim) return undefined;
  const d = firstEpochDay + day - 1;
  const wd = isoWeekdayOfEpochDay(d);
  if (wd <= 5) return day;
  if (wd === 6) return day === 1 ? day + 2 : day - 1;
  return day === dim ? day - 2 : day + 1;
}

function domMatches(c: Cron, year: number, month: number, day: number, epochDay: number): boolean {
  if (c.dom.values.has(day)) return true;
  if (!c.dom.specials.length) return false;
  const dim = daysInMonth(year, month);
  const first = epochDay - day + 1;
  for (const s of c.dom.specials) {
    if (s.kind === 'last' && day === dim - s.before) return true;
    if (s.kind === 'last-weekday') {
      const wd = isoWeekdayOfEpochDay(first + dim - 1);
      const last = wd === 6 ? dim - 1 : wd === 7 ? dim - 2 : dim;
      if (day === last) return true;
    }
    if (s.kind === 'nearest-weekday' && nearestWeekday(year, month, first, s.day) === day) return true;
  }
  return false;
}

function dowMatches(c: Cron, day: number, dim: number, weekday0: number): boolean {
  if (c.dow.values.has(weekday0)) return true;
  for (const s of c.dow.specials) {
    if (s.weekday !== weekday0) continue;
    if (s.kind === 'last' && day + 7 > dim) return true;
    if (s.kind === 'nth' && Math.floor((day - 1) / 7) + 1 === s.n) return true;
  }
  return false;
}

/**
 * Whether cron runs on an epoch day. As in Vixie cron, when both day fields are restricted (neither
 * starts with "*"), a day matches either; otherwise it must match both.
 */
export function cronDayMatches(c: Cron, epochDay: number): boolean {
  const { year, month, day } = civilFromDays(epochDay);
  if (!c.month.values.has(month)) return false;
  const dom = domMatches(c, year, month, day, epochDay);
  const dow = dowMatches(c, day, daysInMonth(year, month), isoWeekdayOfEpochDay(epochDay) % 7);
  return c.dom.star || c.dow.star ? dom && dow : dom || dow;
}

/** The seconds after midnight cron runs at on a matching day, ascending. */
export function cronTimesOfDay(c: Cron): number[] {
  const out: number[] = [];
  const sorted = (s: ReadonlySet<number>) => [...s].sort((a, b) => a - b);
  for (const h of sorted(c.hour.values))
    for (const m of sorted(c.minute.values)) for (const s of sorted(c.second.values)) out.push(h * 3600 + m * 60 + s);
  return out;
}

/** A job whose minute or hour field starts with "*": Vixie cron runs it by the clock as it is through a DST change, never catching up. */
export function isWildcardJob(c: Cron): boolean {
  return c.minute.star || c.hour.star;
}
