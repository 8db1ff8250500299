// What the grammar (./grammar/) builds from tokens and the resolver (./resolve.ts) turns into
// calendar fields and a grain: a tree of time expressions. Nodes carry only what was said; every
// default (which year, am or pm, which week) is the resolver's, so it can say what it assumed.

import type { IsoParts } from './tokens.js';
import type { Grain, PartOfDay, Rel, Unit } from './lexicon.js';
import type { ResolvedZone } from '../zones/resolve.js';

/** A length of time: calendar units move the wall clock, time units are exact seconds. */
export interface Dur {
  year: number;
  month: number;
  week: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Defaults said out loud ("a few: 3"). */
  stated: string[];
}

export type Mer = 'am' | 'pm';
export type CycleUnit =
  | 'minute'
  | 'hour'
  | 'day'
  | 'week'
  | 'workweek'
  | 'weekend'
  | 'month'
  | 'quarter'
  | 'half'
  | 'year'
  | 'decade'
  | 'century'
  | 'season';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
/** The four events of a year: the March equinox (0), June solstice, September equinox, December solstice (3). */
export type SeasonEvent = 0 | 1 | 2 | 3;
export type Part = 'early' | 'mid' | 'late';

/** What "the first … of" counts: days, weeks, weekends, business days, or weekdays (Monday to Friday). */
export type NthKind = 'day' | 'week' | 'weekend' | 'month' | 'bizday' | 'weekday';

export type Node =
  /** The reference instant. */
  | { t: 'now' }
  /**
   * A time of day. `amb`: said on the 12-hour clock with no am/pm ("at 7", "3:30"), so the hour may
   * be h or h+12; `id` names that choice for alternatives.
   */
  | { t: 'clock'; h: number; m: number; s: number; g: Grain; mer?: Mer; amb: boolean; id: number; noon?: boolean; midnight?: boolean }
  /** A part of the day ("morning", "after lunch"); `tonight`-style words carry their day. */
  | { t: 'pod'; pod: PartOfDay; day?: Node }
  /** Today plus a number of days (yesterday -1, tomorrow 1, the day after tomorrow 2). */
  | { t: 'dayrel'; off: number }
  /** A weekday; `ahead`: said with "next", so with a date it is never one just past ("the next Monday the 1st"). */
  | { t: 'weekday'; wd: number; ahead?: boolean }
  /** "next Friday", "last Monday", "this coming Friday", "Friday after next". */
  | { t: 'weekdayRel'; wd: number; rel: Rel | 'strict' | 'justPast'; id: number }
  /** A day of the month ("the 24th"). */
  | { t: 'dom'; d: number }
  | { t: 'month'; m: number }
  | { t: 'md'; m: number; d: number }
  /** `era`: the year as written in the Buddhist Era ("10 August 2555 BE"), `y` being the Gregorian one. */
  /**
   * `clockToo`: the year's four digits ended the text and are a 24-hour time too: past the years
   * dates are written in ("2 Nov 2359"), that time first, the year the alternative (`id` its choice);
   * in them (`yearFirst`, "2 Nov 1940"), the year, and the time beside it where the year is far off.
   */
  | {
      t: 'ymd';
      y: number;
      m: number;
      d: number;
      era?: number;
      clockToo?: { readonly h: number; readonly m: number };
      yearFirst?: boolean;
      id?: number;
    }
  /** A full ISO 8601 date or date-time token. */
  | { t: 'iso'; iso: IsoParts }
  /** Digits in two orders ("2/3"): month/day or day/month, by locale, with the other as an alternative. */
  /**
   * `a`/`b`: month and day, or day and month. `dots`: written with full stops ("09.08.2013"), which
   * only day-first countries write. `named`: the month was written by name, so `a` is the month.
   * `hourToo`: the two digits of the year ended the text and could be an hour ("April 20 10").
   * `yid`: the choice of reading three pairs of digits year first ("16-05-31"), where that reads.
   */
  | {
      t: 'numdate';
      a: number;
      b: number;
      y?: number;
      yy?: boolean;
      dots?: boolean;
      named?: boolean;
      hourToo?: boolean;
      yid?: number;
      id: number;
    }
  | { t: 'year'; y: number; era?: 'AD' | 'BC' | 'BE'; yy?: number }
  /** A Japanese era year ("Heisei 4": era "heisei", year 4), within the era's days. */
  | { t: 'eraYear'; era: string; y: number }
  /**
   * A decade (the 1990s; `assumed` when the century was not said: "the 90s"), or a century (`span` 100:
   * the 19th century, 1800-1899); `or100` (a choice's id) when the years name either ("the 1900s").
   */
  | { t: 'decade'; y: number; assumed?: boolean; span?: 100; or100?: number }
  /** `yy`: the year's last two digits ("Jan '80"); `era`: the year as written in the Buddhist Era ("March 2569 BE"). */
  | { t: 'ym'; y: number; m: number; yy?: boolean; era?: number }
  /** A calendar period counted from the current one: this week 0, next month 1, the year before last -2. */
  /** `whole`: said as all of it ("all day", "the whole week"); beside another day it only says that day is whole. */
  | { t: 'cycle'; unit: CycleUnit; n: number; id: number; whole?: boolean }
  /** An ISO 8601 week ("week 27", "2026-W27"), or a day of it (`wd` 1 = Monday, "2026-W27-3"). */
  | { t: 'isoWeek'; w: number; y?: number; wd?: number }
  | { t: 'quarter'; q: number; y?: number }
  | { t: 'half'; h: number; y?: number }
  | { t: 'season'; s: Season; y?: number; yy?: true }
  /**
   * `within`, for a holiday given from its eve (a Jewish one): counted by its own days ("the first
   * day of Passover", "the day after Yom Kippur"), or from the eve's evening when a time of day is
   * read in it ("Yom Kippur at noon", "Passover at 8pm"); absent, the eve through its last day.
   */
  | { t: 'holiday'; key: string; y?: number; yy?: true; within?: 'days' | 'evening' }
  /** "next March", "last Christmas", "this summer": an occurrence of a recurring name. */
  | { t: 'rel'; rel: Rel; base: Node; steps: number }
  /** Everything said about one time, intersected: "Friday" + "3pm". */
  | { t: 'and'; parts: Node[] }
  /** A duration from now (no base) or from a time ("3 days after Easter"). */
  | { t: 'shift'; dur: Dur; sign: 1 | -1; base?: Node; fromToday?: boolean }
  /** "3 fridays from now", "2 thursdays ago". */
  /** The n-th weekday after (or before) today, or after `base` ("3 Mondays after May 25"). */
  | { t: 'countWd'; wd: number; n: number; sign: 1 | -1; base?: Node }
  /** "2 weekends ago", "1 weekend from now": the nth weekend over, or not yet begun. */
  | { t: 'countWeekend'; n: number; sign: 1 | -1 }
  /** Business days from now or from a time. */
  | { t: 'biz'; n: number; sign: 1 | -1; base?: Node; stated: string[] }
  /** The n-th day, week, weekend or named day in a period; n < 0 counts from the end (-1: the last). */
  | { t: 'nthOf'; n: number; what: NthKind | Node; of: Node }
  /** `n` days, weeks, months, quarters or years at the start of a period (at its end where negative): "the last four months of 2021". */
  | { t: 'unitsOf'; n: number; unit: 'day' | 'week' | 'month' | 'quarter' | 'year'; of: Node }
  /** The n-th named day after (or before, n < 0) a time: "the third Tuesday after Christmas". */
  /** `weekend`: the weekend of the weekday counted ("the weekend before Christmas": its Saturday and Sunday). */
  | { t: 'nthAfter'; n: number; what: Node; base: Node; weekend?: boolean }
  /** An event of the sun over the place the phrase is read for: "sunset tomorrow in Riyadh", "solar noon". */
  | { t: 'sun'; event: 'sunrise' | 'sunset' | 'solarNoon' | 'dawn' | 'dusk' }
  /** A new (0) or full (180) moon: "the next full moon". */
  /** `day`: the local day of the instant, when a time of day is read in it ("sunset on the next full moon"). */
  | { t: 'moon'; phase: 0 | 180; day?: true }
  /** The clocks changing in the phrase's zone: forward (summer time begins), back, or either way. */
  | { t: 'clockChange'; dir: 'forward' | 'back' | 'either'; day?: true }
  /**
   * An equinox or solstice: one by its month (0 March, 1 June, 2 September, 3 December: "the June
   * solstice"), the one that starts a season where the phrase is read ("the winter solstice": June's
   * south of the equator), or either of its kind ("the next equinox").
   */
  | { t: 'solstice'; kind: 'equinox' | 'solstice'; ev?: SeasonEvent; season?: Season; day?: true }
  /** A date written in another calendar: "1 Muharram 1449", "15 Nisan 5786", "1 Farvardin 1405". */
  /**
   * `year`: written without its era, a Gregorian year the day falls in ("1 Ramadan 2027", "15 Nisan
   * 2028"), far from that calendar's years now; `either` where it could be both ("1 Ramadan 1550").
   */
  | {
      t: 'caldate';
      cal: 'islamic' | 'hebrew' | 'persian';
      y: number;
      m: number;
      d: number;
      plainAdar?: boolean;
      year?: 'gregorian' | 'either';
    }
  /** The eve of a holiday: the day before it, or its first day where it is given from its eve (Jewish festivals). */
  | { t: 'eve'; of: Node }
  /** The calendar year holding a time: "thanksgiving in 9 months" is Thanksgiving of the year 9 months on. */
  | { t: 'yearOf'; of: Node }
  /** The n-th nearest occurrence of a recurring day to a time: "the closest Monday to Oct 5th", "the second closest xmas to today". */
  | { t: 'closest'; n: number; what: Node; to: Node }
  /** Early, mid or late in a period; `said` is how ("the end of", "late"). */
  /** `edge`: said as its end or beginning ("the end of the month"), not a stretch of it ("late May"). */
  | { t: 'part'; part: Part; of: Node; said: string; edge?: true }
  /** The Monday-to-Sunday week holding a day. */
  /** The Monday-to-Sunday week a day is in; `from`: the seven days from that day ("the week starting February 4"). */
  | { t: 'weekOf'; of: Node; from?: boolean }
  /** "Thanksgiving weekend", "Memorial Day long weekend": the holiday with the weekend beside it. */
  | { t: 'holidayWeekend'; of: Node }
  /** The end of a day as a moment (23:59:59), or close of business (17:00); without `day`, the day the rest of the phrase names, or today. */
  | { t: 'eod'; day?: Node; business: boolean }
  /** The ides of a month. */
  | { t: 'ides'; m: number }
  /** A zone named in the text. */
  | { t: 'zone'; zone: ResolvedZone }
  // The shapes only a whole phrase takes:
  /** [a, b]: both ends as said; `shared` (a day, a week) applies to both. */
  /** `dash`: its ends joined by a dash alone ("Monday - Nov 20"), which may set a date beside its weekday. */
  | { t: 'range'; a: Node; b: Node; shared?: Node; dash?: boolean }
  | { t: 'for'; a: Node; dur: Dur }
  /**
   * An open range. `after`: from the end of `at` on (from its start for a time of day);
   * `since`: from the start of its last occurrence begun; `from`: from its start; `before`: up to
   * its start; `by`/`until`: up to its end (its start for a time of day); `untilEnd`: up to the end
   * of a period ("until the end of the month").
   */
  /** `id`: "after 5 days", read either way (from then on, or that moment alone, as "in 5 days"). */
  | { t: 'open'; side: 'after' | 'since' | 'from' | 'before' | 'by' | 'until' | 'untilEnd'; at: Node; said: string; id?: number }
  | { t: 'asap' }
  /** "last 2 days", "the next 3 hours", "the upcoming 2 weekends". */
  /** `exact`: only the rolling span up to or from now, not whole units ("the past week" read as the seven days up to now). */
  /** `decades`: the years were said as decades ("the next two decades"), which also read as whole ones. */
  | { t: 'rolling'; dir: 1 | -1; n: number; unit: Unit | 'weekend'; stated: string[]; exact?: boolean; decades?: boolean }
  | { t: 'within'; dur: Dur }
  /** The rest of the current day, week, month or year; `before`: the part of it already gone ("earlier this week"). */
  | { t: 'rest'; unit: 'day' | 'week' | 'month' | 'year'; before?: boolean }
  /** What is left of today's part of the day ("later this afternoon"), or what has gone of it (`before`: "earlier this morning"). */
  | { t: 'restPod'; of: Node; before?: boolean }
  /** The next (or previous) Monday to Friday after today, holidays or not: "the next weekday". */
  | { t: 'nextWeekday'; sign: 1 | -1 };

/**
 * The other reading of the words a node was read from, where the words allow two ("5 to 6pm": 17:00
 * to 18:00, or 17:55): resolved in its place for `alternatives`. Carried as a property of the node,
 * as `bare` is.
 */
export interface OtherReading {
  readonly node: Node;
  /** How `alternatives` names it. */
  readonly reading: string;
}

/** The nodes that name one day: a date, a day of the month, a weekday, "tomorrow". */
export const DAY_NODES: ReadonlySet<Node['t']> = new Set<Node['t']>(['md', 'ymd', 'dom', 'numdate', 'weekday', 'weekdayRel', 'dayrel']);

/** `node` with `other` as the other reading of its words. */
export function withOther<N extends Node>(node: N, other: OtherReading): N {
  return Object.assign(node, { other });
}

/** Each node of a tree that has an other reading, with it, in the tree's order. */
export function otherReadings(tree: Node): [Node, OtherReading][] {
  const out: [Node, OtherReading][] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (x === null || typeof x !== 'object') return;
    const other = (x as { other?: OtherReading }).other;
    if (other && typeof (x as { t?: unknown }).t === 'string') out.push([x as Node, other]);
    for (const [k, v] of Object.entries(x)) if (k !== 'other' && k !== 'zone') walk(v);
  };
  walk(tree);
  return out;
}

/** Whether a node of the tree (its zones aside) passes `test`. */
export function hasNode(tree: Node, test: (n: Node) => boolean): boolean {
  const walk = (x: unknown): boolean => {
    if (Array.isArray(x)) return x.some(walk);
    if (x === null || typeof x !== 'object') return false;
    if (typeof (x as { t?: unknown }).t === 'string' && test(x as Node)) return true;
    return Object.entries(x).some(([k, v]) => k !== 'other' && k !== 'zone' && walk(v));
  };
  return walk(tree);
}

/** The tree with one of its nodes replaced (the rest shared, not copied). */
export function replaced(tree: Node, target: Node, by: Node): Node {
  const swap = (x: unknown): unknown => {
    if (x === target) return by;
    if (Array.isArray(x)) {
      const ys = x.map(swap);
      return ys.some((y, i) => y !== x[i]) ? ys : x;
    }
    if (x === null || typeof x !== 'object' || !('t' in x)) return x;
    let copy: Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(x)) {
      if (k === 'other' || k === 'zone') continue;
      const y = swap(v);
      if (y !== v) (copy ??= { ...(x as Record<string, unknown>) })[k] = y;
    }
    return copy ?? x;
  };
  return swap(tree) as Node;
}
