// The days a phrase of the passage can mean, each way it can be read: a date without a year (the
// year nearest the reference, and the other one when both are as near), a numeric date without a
// locale (month first and day first), a relative phrase (through natural/'s resolver, with each of
// its choices turned the other way: "next Friday" said on a Thursday), a holiday in a year, and
// business days counted through the caller's holiday data.

import {
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  MONTH_NAMES,
  nthWeekdayOfMonth,
  ordinalSuffix,
  WEEKDAY_NAMES,
  weekdayOfEpochDay,
  yearOfTwoDigits,
} from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatDate } from '../core/iso-text.js';
import { DEFAULT_DISAMBIGUATION } from '../time/zoned.js';
import type { TzDatabase } from '../tzdb/database.js';
import type { ResolvedZone } from '../zones/resolve.js';
import { type Node, otherReadings, replaced } from '../natural/ast.js';
import { HOLIDAYS, type HolidaySource } from '../natural/holidays.js';
import { envFor } from '../natural/index.js';
import { DAY, dayOfLocal } from '../natural/intervals.js';
import { Resolver, type ResolveEnv } from '../natural/resolve.js';
import type { DateFields } from './fields.js';

/** What every reading is made with: the writer's zone and now, the holiday data, the date order. */
export interface Context {
  readonly db: TzDatabase;
  readonly zone: ResolvedZone;
  /** The reference instant, Unix seconds. */
  readonly reference: number;
  readonly holidays: HolidaySource;
  /** Day/month order of numeric dates: true day first, false month first, undefined not known. */
  readonly dayFirst?: boolean;
  readonly field: string;
}

/** A reading's environment and today in the writer's zone, made once per check. */
export class Reader {
  readonly ctx: Context;
  readonly env: ResolveEnv;
  /** Today on the writer's clock, an epoch day. */
  readonly today: number;

  constructor(ctx: Context) {
    this.ctx = ctx;
    this.env = envFor(
      ctx.zone,
      {
        db: ctx.db,
        zone: ctx.zone,
        field: ctx.field,
        reference: ctx.reference,
        disambiguation: DEFAULT_DISAMBIGUATION,
        holidays: ctx.holidays,
        ...(ctx.dayFirst !== undefined ? { dayFirst: ctx.dayFirst } : {}),
      },
      [],
    );
    this.today = dayOfLocal(this.env.nowL);
  }

  /**
   * The years a month and day without one can be in: the occurrence nearest today, and the other
   * side's too when both lie within eight months (June written in December: last June or next).
   */
  yearsOf(m: number, d: number): { day: number; y: number }[] {
    return this.#nearestYears((y) => (d <= daysInMonth(y, m) ? daysFromCivil(y, m, d) : undefined));
  }

  /** The same for a day a year names by a rule (`dayIn`: its day in a year, if it has one). */
  #nearestYears(dayIn: (y: number) => number | undefined): { day: number; y: number }[] {
    const { year } = civilFromDays(this.today);
    const days = [year - 1, year, year + 1].flatMap((y) => ((day) => (day === undefined ? [] : [{ y, day }]))(dayIn(y)));
    const next = days.find((x) => x.day >= this.today);
    const prev = [...days].reverse().find((x) => x.day < this.today);
    const near = [next, prev]
      .filter((x): x is { day: number; y: number } => !!x)
      .sort((a, b) => Math.abs(a.day - this.today) - Math.abs(b.day - this.today) || b.day - a.day);
    if (near.length === 2 && near.every((x) => Math.abs(x.day - this.today) <= 240)) return near;
    return near.slice(0, 1);
  }

  /**
   * Whether a numeric date is read day first (undefined: both ways): as the caller's country writes
   * them, but full stops are written day first ("7.03.2027"), so a country that writes month first leaves both.
   */
  dayFirst(f: DateFields): boolean | undefined {
    return f.numeric?.dots && this.ctx.dayFirst === false ? undefined : this.ctx.dayFirst;
  }

  /**
   * The days a date's fields can name, each with how it was read: a full date is one day; a month
   * and day, one or two years; a numeric date, each order its locale leaves open; a day of the
   * month alone, the next one (and the one just past, if within a week).
   */
  days(f: DateFields): DayReading[] {
    if (f.iso)
      return valid(f.iso.v.year, f.iso.v.month, f.iso.v.day)
        ? [{ day: daysFromCivil(f.iso.v.year, f.iso.v.month, f.iso.v.day), how: '' }]
        : [];
    const orders: { m: number; d: number; monthFirst: boolean; how: string }[] = [];
    if (f.numeric) {
      const mf = { m: f.numeric.a.v, d: f.numeric.b.v, monthFirst: true, how: 'month first' };
      const df = { m: f.numeric.b.v, d: f.numeric.a.v, monthFirst: false, how: 'day first' };
      const ok = (o: { m: number; d: number }) => o.m >= 1 && o.m <= 12 && o.d >= 1 && o.d <= 31;
      const dayFirst = this.dayFirst(f);
      const pick = dayFirst === true ? [df, mf] : [mf, df];
      const fine = pick.filter(ok);
      if (dayFirst !== undefined || fine.length < 2 || fine[0]!.m === fine[1]!.m)
        orders.push(...fine.slice(0, 1).map((o) => ({ ...o, how: '' })));
      else orders.push(...fine);
    } else if (f.m && f.d) orders.push({ m: f.m.v, d: f.d.v, monthFirst: true, how: '' });
    else if (f.d) {
      // a day of the month alone: the next one, and the one just past within a week
      const c = civilFromDays(this.today);
      const found: number[] = [];
      for (let k = -1; k <= 3; k++) {
        const y = c.year + Math.floor((c.month - 1 + k) / 12);
        const m = ((((c.month - 1 + k) % 12) + 12) % 12) + 1;
        if (f.d.v <= daysInMonth(y, m)) found.push(daysFromCivil(y, m, f.d.v));
      }
      const next = found.find((d) => d >= this.today);
      const past = [...found].reverse().find((d) => d < this.today && this.today - d <= 7);
      const out = [next, past].filter((d): d is number => d !== undefined);
      const how = (d: number) => ((x) => `the ${x.day}${ordinalSuffix(x.day)} of ${MONTH_NAMES[x.month - 1]}`)(civilFromDays(d));
      return out.map((day) => ({ day, how: out.length > 1 ? how(day) : '' }));
    } else return [];
    const out: DayReading[] = [];
    for (const o of orders) {
      if (f.y) {
        const y = f.y.two ? yearOfTwoDigits(f.y.v % 100, civilFromDays(this.today).year) : f.y.v;
        if (valid(y, o.m, o.d)) out.push({ day: daysFromCivil(y, o.m, o.d), how: o.how, monthFirst: o.monthFirst });
        continue;
      }
      // the year the passage gives, else the one nearest today (or both sides of it)
      const years =
        f.passageYear !== undefined
          ? valid(f.passageYear, o.m, o.d)
            ? [{ y: f.passageYear, day: daysFromCivil(f.passageYear, o.m, o.d) }]
            : []
          : this.yearsOf(o.m, o.d);
      for (const x of years)
        out.push({
          day: x.day,
          how: [o.how, years.length > 1 ? `in ${x.y}` : ''].filter(Boolean).join(', '),
          monthFirst: o.monthFirst,
          yearless: true,
        });
    }
    return out;
  }

  readonly #relative = new WeakMap<Node, Span[]>();
  readonly #holidays = new Map<string, HolidayDay[]>();

  /** A relative phrase's readings at the reference, each as local seconds [s, e) and a grain; the first is the resolver's own. */
  relative(n: Node): Span[] {
    let got = this.#relative.get(n);
    if (!got) this.#relative.set(n, (got = this.#readRelative(n)));
    return got;
  }

  #readRelative(n: Node): Span[] {
    const out: Span[] = [];
    const seen = new Set<string>();
    for (const v of this.#pinned(n)) {
      const first = new Resolver(this.env);
      const take = (r: Resolver, how: string, node: Node = v.node) => {
        const reading = r.top(node);
        const s = reading.iv.xs ? this.env.toLocal(reading.iv.s) : reading.iv.s;
        const e = reading.iv.xe ? this.env.toLocal(reading.iv.e) : reading.iv.e;
        const day = reading.iv.day ?? dayOfLocal(s);
        const key = `${s}|${e}`;
        if (seen.has(key)) return;
        seen.add(key);
        out.push({ s, e, day, grain: reading.iv.g, how: [v.how, how].filter(Boolean).join(', ') });
      };
      try {
        take(first, '');
      } catch (e) {
        if (e instanceof InputError) continue;
        throw e;
      }
      for (const [id, other] of first.choices) {
        try {
          take(new Resolver(this.env, new Set([id])), other);
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
        }
      }
      // the other reading of words that allow two ("a week from Monday" said on a Monday: from today, or from next Monday)
      for (const [node, other] of otherReadings(v.node).slice(0, MAX_OTHER_READINGS)) {
        try {
          take(new Resolver(this.env), other.reading, replaced(v.node, node, other.node));
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
        }
      }
    }
    return out;
  }

  /** A phrase with every date it counts from made whole: a month and day get their year(s), a numeric date its order(s), a weekday beside a date is dropped (it is checked apart). */
  #pinned(n: Node): { node: Node; how: string }[] {
    const date = (f: Node): { node: Node; how: string }[] | undefined => {
      if (f.t === 'md')
        return this.yearsOf(f.m, f.d).map((x, _, all) => ({
          node: { t: 'ymd', y: x.y, m: f.m, d: f.d },
          how: all.length > 1 ? `from ${formatDate(civilFromDays(x.day))}` : '',
        }));
      if (f.t === 'numdate' && f.y === undefined) {
        const fields: DateFields = { numeric: { a: { v: f.a, s: 0, e: 0 }, b: { v: f.b, s: 0, e: 0 } } };
        return this.days(fields).map((r) =>
          ((c) => ({ node: { t: 'ymd', y: c.year, m: c.month, d: c.day } as Node, how: r.how ? `from ${formatDate(c)}` : '' }))(
            civilFromDays(r.day),
          ),
        );
      }
      if (f.t === 'dom')
        return this.days({ d: { v: f.d, s: 0, e: 0 } }).map((r) =>
          ((c) => ({ node: { t: 'ymd', y: c.year, m: c.month, d: c.day } as Node, how: r.how }))(civilFromDays(r.day)),
        );
      return undefined;
    };
    const base = (b: Node): { node: Node; how: string }[] => {
      const whole = date(b);
      if (whole) return whole;
      if (b.t === 'and') {
        const parts = b.parts.some((p) => p.t !== 'weekday' && date(p)) ? b.parts.filter((p) => p.t !== 'weekday') : b.parts;
        let acc: { node: Node[]; how: string }[] = [{ node: [], how: '' }];
        for (const p of parts) {
          const opts = date(p) ?? [{ node: p, how: '' }];
          acc = acc
            .flatMap((a) => opts.map((o) => ({ node: [...a.node, o.node], how: [a.how, o.how].filter(Boolean).join(', ') })))
            .slice(0, 4);
        }
        return acc.map((a) => ({ node: a.node.length === 1 ? a.node[0]! : { t: 'and', parts: a.node }, how: a.how }));
      }
      return [{ node: b, how: '' }];
    };
    switch (n.t) {
      // "the second Tuesday in March": the year nearest today, as for "March 10" (both when both are near)
      case 'nthOf': {
        const { of, what } = n;
        if (of.t !== 'month' || typeof what === 'string' || what.t !== 'weekday') return [{ node: n, how: '' }];
        const years = this.#nearestYears((y) => nthWeekdayOfMonth(y, of.m, n.n, what.wd));
        return years.map((x) => ({
          node: { ...n, of: { t: 'ym', y: x.y, m: of.m } },
          how: years.length > 1 ? `in ${x.y}` : '',
        }));
      }
      case 'shift':
      case 'biz':
        return n.base ? base(n.base).map((b) => ({ node: { ...n, base: b.node } as Node, how: b.how })) : [{ node: n, how: '' }];
      case 'nthAfter':
        return base(n.base).map((b) => ({ node: { ...n, base: b.node }, how: b.how }));
      case 'range':
        return base(n.a).map((a) => ({ node: { ...n, a: a.node }, how: a.how }));
      default:
        return [{ node: n, how: '' }];
    }
  }

  /**
   * A holiday's occurrences that begin in a Gregorian year (two for an Islamic festival some years),
   * as days [start, end) and the day it is listed on (for a festival that begins at sundown, the day
   * after its eve), with the name of the calendar it came from; [] when the data has none.
   */
  holiday(key: string, year: number): HolidayDay[] {
    const k = `${key}|${year}`;
    let got = this.#holidays.get(k);
    if (!got) this.#holidays.set(k, (got = this.#readHoliday(key, year)));
    return got;
  }

  /**
   * The days the caller's country (else the zone's) keeps a holiday on besides the day it falls on:
   * its observed or substitute days, three days or fewer away ("Independence Day (observed)" on
   * Monday 5 July 2027, Boxing Day on Monday 28 December 2026).
   */
  observed(key: string, listed: number): number[] {
    const def = HOLIDAYS.get(key);
    const src = this.ctx.holidays;
    const country = src.country ?? src.calendarOfZone?.(this.ctx.zone.name);
    if (!def || !country || !src.observed) return [];
    // the year before too: a Saturday's 1 January is observed on the Friday, 31 December
    const y = civilFromDays(listed).year;
    return [y - 1, y]
      .flatMap((yy) => src.observed!(country, yy))
      .filter((h) => h.day !== listed && Math.abs(h.day - listed) <= 3 && def.names.test(h.name))
      .map((h) => h.day);
  }

  #readHoliday(key: string, year: number): HolidayDay[] {
    const first = this.#readHolidayAs(key, year, new Resolver(this.env));
    // each other reading ("Memorial Day" in Berlin: Germany's, and the United States')
    return [
      ...first.days,
      ...[...first.choices.keys()].flatMap((id) =>
        this.#readHolidayAs(key, year, new Resolver(this.env, new Set([id]))).days.map((d) => ({ ...d, other: true as const })),
      ),
    ];
  }

  #readHolidayAs(key: string, year: number, r: Resolver): { days: HolidayDay[]; choices: ReadonlyMap<number, string> } {
    const def = HOLIDAYS.get(key);
    const eve = def?.festival?.fromEve === true;
    let main;
    try {
      // a festival from its eve, by its own days: the eve is the day before them (Hanukkah's eighth day ends it)
      main = r.top({ t: 'holiday', key, y: year, ...(eve ? { within: 'days' as const } : {}) });
    } catch (e) {
      if (e instanceof InputError) return { days: [], choices: new Map() };
      throw e;
    }
    // a Hijri festival (or a country's holiday with one as its twin: "eid-al-fitr" and "festival:eid-al-fitr")
    const sighted = [def, HOLIDAYS.get(`festival:${key}`)].some((d) => d?.festival?.tradition === 'islamic');
    const label = (r.assumed.find((a) => a.startsWith('holiday: ')) ?? `holiday: ${def?.label ?? key}`)
      .slice('holiday: '.length)
      .replace(/ \((?:[^()]|\([^()]*\))*\)$/, (m) => (m.length < 40 ? m : ''));
    const country = r.holidayCountries[0];
    const days = [main, ...r.alts].map((x) => {
      const first = dayOfLocal(x.iv.s);
      // a festival from its eve: the eve, then its day(s)
      const start = eve ? first - 1 : first;
      const end = Math.max(first + 1, Math.ceil(x.iv.e / DAY));
      return {
        start,
        end,
        listed: first,
        label,
        ...(sighted ? { sighted: true as const } : {}),
        ...(country ? { country } : {}),
      };
    });
    return { days, choices: r.choices };
  }

  /** Whether an epoch day is a business day, by the caller's country (weekends alone without one). */
  isBusinessDay(day: number): boolean {
    return this.#add(day - 1, 1) === day;
  }

  /** Business days in (from, to], counted one at a time (`to` > `from`). */
  businessDaysAfter(from: number, to: number): number {
    let n = 0;
    for (let d = this.#add(from, 1); d <= to && n < 2000; d = this.#add(d, 1)) n++;
    return n;
  }

  #add(from: number, n: number): number {
    const add = this.ctx.holidays.addBusinessDays;
    if (!add) throw new Error('business days need the holiday data');
    return add.call(this.ctx.holidays, from, n).day;
  }
}

/** A day a date was read as, and how, when there was more than one way ("month first", "in 2026"). */
export interface DayReading {
  readonly day: number;
  readonly how: string;
  /** For a numeric date: read month first. */
  readonly monthFirst?: boolean;
  /** The year was not written: it is the one nearest today. */
  readonly yearless?: boolean;
}

/** A relative phrase's reading: local seconds [s, e), its day, grain, and how it was read when it could be read otherwise. */
export interface Span {
  readonly s: number;
  readonly e: number;
  readonly day: number;
  readonly grain: string;
  readonly how: string;
}

/** The grammar's other readings of a phrase's words read as readings of a claim, at most. */
const MAX_OTHER_READINGS = 4;

export interface HolidayDay {
  readonly start: number;
  readonly end: number;
  /** The day calendars list it on. */
  readonly listed: number;
  /** "Thanksgiving (United States)". */
  readonly label: string;
  /** A Hijri date: its month begins on a computed crescent (Umm al-Qura) that local sighting may put a day either way. */
  readonly sighted?: true;
  /** The country whose holiday data dated it ("US", "DE-BY"); none for a festival computed from its calendar. */
  readonly country?: string;
  /** Another reading of the name than the writer's country's (the United States' Memorial Day, written in Berlin). */
  readonly other?: true;
}

function valid(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** "Wednesday, December 9, 2026". */
export function longDate(day: number): string {
  const c = civilFromDays(day);
  return `${WEEKDAY_NAMES[weekdayOfEpochDay(day)]}, ${MONTH_NAMES[c.month - 1]} ${c.day}, ${c.year}`;
}
