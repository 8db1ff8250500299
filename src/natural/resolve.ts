// From a tree of time expressions (./ast.ts) to calendar fields and a grain, in local seconds of
// the reading's zone: an instant, a range or an open range. Every convention lives here, and every
// default that filled a gap is said in `assumed`; where a phrase has two readings, the other is
// offered in `alternatives` (the reading is resolved again with that one choice turned the other way).

import {
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  MONTH_NAMES,
  ordinal,
  WEEKDAY_NAMES,
  weekdayOfEpochDay,
  yearOfTwoDigits,
} from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatDate, pad2 } from '../core/iso-text.js';
import { MAX_YEAR, MIN_YEAR } from '../time/parse.js';
import { DAY_NODES, type Dur, type Node, type NthKind, type Part, type Season } from './ast.js';
import {
  clip,
  DAY,
  dailySeries,
  dayIv,
  dayOfLocal,
  dayStart,
  domSeries,
  finer,
  firstAfter,
  grainEnd,
  inside,
  intersectSeries,
  lastBefore,
  monthIv,
  monthStartDay,
  weekdaySeries,
  yearly,
  type Iv,
  type Series,
} from './intervals.js';
import { type Festival, keptIn } from '../calendars/festival.js';
import { isHebrewLeapYear } from '../calendars/hebrew.js';
import { daysFromIsoWeek, isoWeeksInYear } from '../calendars/week-date.js';
import { nextMoonPhase, roundToMinute, SEASON_KEYS, seasonsOf, sunEvent } from '../calendars/sky.js';
import { CALENDAR_LABEL, calendarMonthName, otherCalendarDay } from './calendar-months.js';
import { japaneseEraYear, japaneseFromDays, THAI_YEAR_OFFSET } from '../calendars/gregorian-eras.js';
import { HOLIDAYS, REGION_FALLBACK, type HolidaySource } from './holidays.js';
import { grainRank, PARTS_OF_DAY, type Grain, type PartOfDay } from './lexicon.js';
import { eventStarting, SEASON_EVENT_NAMES, seasonBounds, seasonEvent, type SeasonEvent } from './seasons.js';

export type Kind = 'instant' | 'range' | 'open';

/** What a phrase came to: an instant (`iv.s`, exact to `iv.g`), a range [s, e), or an open range with one side open. */
export interface Reading {
  readonly kind: Kind;
  readonly iv: Iv;
  /** For an open range: which side is open. */
  readonly open?: 'start' | 'end';
}

export interface AltReading extends Reading {
  readonly reading: string;
}

/** What the resolver needs to know of the call: the reference instant and how it reads in the zone. */
export interface ResolveEnv {
  /** The reference instant, Unix seconds. */
  readonly nowX: number;
  /** The reference on the zone's wall clock, local seconds. */
  readonly nowL: number;
  readonly south: boolean;
  /** Day/month order for numeric dates: true = day first; undefined = not given (month first). */
  readonly dayFirst?: boolean;
  readonly field: string;
  readonly holidays?: HolidaySource;
  /** The country the zone belongs to, for holidays the caller's country does not have. */
  readonly zoneCountry?: string;
  /** Whether the zone is Israel's, where Jewish festivals are kept as there (Passover seven days). */
  readonly keptInIsrael?: boolean;
  /** Unix seconds of a local time in the zone (for durations counted from a wall time). */
  toEpoch(local: number): number;
  /** Local seconds of an instant in the zone. */
  toLocal(epoch: number): number;
  /** Where the phrase is read for, for the sun's times: the place it names, or its zone's largest city. */
  point?(): { latitude: number; longitude: number; label: string } | undefined;
  /** The zone's name and its changes of offset between two instants (Unix seconds), for the clocks changing. */
  readonly zoneName?: string;
  transitions?(from: number, to: number): readonly { readonly at: number; readonly before: number; readonly after: number }[];
}

const SUN_LABEL: Readonly<Record<Extract<Node, { t: 'sun' }>['event'], string>> = {
  sunrise: 'sunrise',
  sunset: 'sunset',
  solarNoon: 'solar noon',
  dawn: 'dawn',
  dusk: 'dusk',
};

/**
 * Whether an event of the sun can be said to fall in a part of the day: sunrise in the morning,
 * sunset in the afternoon, evening or night, solar noon around midday.
 */
function sunFits(event: Extract<Node, { t: 'sun' }>['event'], pod: PartOfDay): boolean {
  if (event === 'sunrise' || event === 'dawn') return pod.hours === 'am';
  if (event === 'sunset' || event === 'dusk') return pod.hours === 'pm' || pod.hours === 'night';
  return pod.from < 15 && pod.to > 10;
}

type V =
  | { readonly k: 'fixed'; readonly iv: Iv }
  | { readonly k: 'series'; readonly s: Series; readonly cycle: 'day' | 'week' | 'month' | 'year' };

const fixed = (iv: Iv): V => ({ k: 'fixed', iv });
const series = (s: Series, cycle: 'day' | 'week' | 'month' | 'year'): V => ({ k: 'series', s, cycle });
const HOUR = 3600;
const WEEK = 7 * DAY;
/** How far back (days) a date a shift counts from may lie ("2 weeks after June 1" said on 10 June). */
const RECENT_DAYS = 31;
/** Seasons in the order a year has them (winter last: it begins in December). */
const SEASON_ORDER = ['spring', 'summer', 'autumn', 'winter'];
/** The nodes that name a day, for a time said after a range of days. */
/** The choice between the whole days of a range and its first day's time to its last's (one a phrase). */
const EACH_DAY_ID = 999_999;
/** Years further than this from now, after a date, may be a 24-hour time instead ("2 Nov 1940" or 19:40). */
const FAR_YEARS = 30;
/** The choice of this year's month, already past, for "this August" said in November. */
const THIS_YEARS_ID = 999_998;
/** The choice of the day of the month just past whose weekday fits ("Thursday the 21st" said on the 27th). */
const JUST_PAST_ID = 999_997;
/** The choice of a holiday's home country's date over the zone's country's ("Memorial Day" in Berlin). */
const HOME_HOLIDAY_ID = 999_996;
/** The choice of a period's n-th week as its n-th seven days ("the first week of March": 1 to 7 March). */
const WEEK_OF_DAYS_ID = 999_995;
/** The choice of a period's n-th week as a calendar's n-th row (a year's: ISO 8601's week n). */
const WEEK_ROW_ID = 999_994;
/** The choice of two digits after a month-name date as its hour ("April 20 10": 10:00, not 2010). */
const YEAR_AS_HOUR_ID = 999_993;
/** The choice of the other order of a numeric date's day and month ("3/4": 3 April, not 4 March). */
const DATE_ORDER_ID = 999_992;
/** The choice of a month and day's nearest date, its weekday dropped, where the weekday said is only true years on. */
const WEEKDAY_DROPPED_ID = 999_991;
/** How far (hours) an hour said with an afternoon or evening may lie outside it and still be read in it. */
const POD_SLACK_HOURS = 2;

/**
 * Whether an occurrence gone by is "just past" beside the next one, a reading to list: nearer to now
 * than half the way to the next, and within RECENT_DAYS ("Sep 21" said on 27 September).
 */
const justPast = (before: Iv, next: Iv, now: number): boolean => now - before.e < Math.min(RECENT_DAYS * DAY, (next.s - now) / 2);

const clockText = (secs: number): string => `${pad2(Math.floor(secs / HOUR) % 24)}:${pad2(Math.floor(secs / 60) % 60)}`;
const dateText = (day: number): string => formatDate(civilFromDays(day));
const mondayOf = (day: number): number => day - ((weekdayOfEpochDay(day) + 6) % 7);
const grainSeconds: Record<'hour' | 'minute' | 'second', number> = { hour: HOUR, minute: 60, second: 1 };

function contradiction(message: string, field: string): InputError {
  return new InputError('phrase.contradiction', message, field);
}

/** An instant of the sky as its minute, or as its local day (`day`: a time of day is read in it). */
function skyOccurrence(day: true | undefined): { g: Grain; span: number; of: (local: number) => Iv } {
  return day
    ? { g: 'day', span: DAY, of: (local) => dayIv(dayOfLocal(local)) }
    : { g: 'minute', span: 60, of: (local) => ({ s: local, e: local + 60, g: 'minute' }) };
}

/** A time of day said alone, or with its zone ("3pm", "3pm Tokyo"): its clock node. */
function clockAlone(n: Node): Extract<Node, { t: 'clock' }> | undefined {
  const parts = partsOf(n).filter((p) => p.t !== 'zone');
  return parts.length === 1 && parts[0]!.t === 'clock' ? parts[0] : undefined;
}

/** A moon phase or an equinox or solstice, next or last or in a year, as the day it falls on; any other node as it is. */
function skyDay(n: Node): Node {
  if (n.t === 'moon' || n.t === 'solstice' || n.t === 'clockChange') return { ...n, day: true };
  if (n.t === 'rel') return { ...n, base: skyDay(n.base) };
  if (n.t === 'and') return { ...n, parts: n.parts.map(skyDay) };
  return n;
}

/** A holiday given from its eve, read `within` its own days or from the eve's evening; any other node as it is. */
function fromOwnDays(n: Node, within: 'days' | 'evening'): Node {
  return n.t === 'holiday' && HOLIDAYS.get(n.key)?.festival?.fromEve ? { ...n, within } : n;
}

/** Resolves one phrase tree. `force` turns the listed choices the other way (for alternatives). */
export class Resolver {
  readonly assumed: string[] = [];
  readonly alts: AltReading[] = [];
  /** The countries whose holiday data dated the holidays read, in order. */
  readonly holidayCountries: string[] = [];
  /** Choices made by a convention (am or pm, which Friday): id → what the other way reads as. */
  readonly choices = new Map<number, string>();
  readonly #env: ResolveEnv;
  readonly #force: ReadonlySet<number>;
  readonly #today: number;
  readonly #field: string;
  /** A day the sun's event did not happen at the place (polar day or night), for the error that says so. */
  #sunMissing: { event: string; label: string; day: number } | undefined;
  /** The notes of festival occurrences met, by their start: said if the reading is one of them. */
  readonly #spanNotes = new Map<number, string>();
  /** Set while the end of a range is read: a time said without am/pm is the first one after the start. */
  #rangeEnd = false;
  /** The start of the range whose end is being read (local seconds). */
  #rangeAfter = -Infinity;
  /** Whether the time being read follows "since", which looks back. */
  #since = false;
  /** Whether the last range end read was one fixed time, not a recurring one. */
  #endFixed = false;
  /** Whether the range end being read is an hour without am/pm after a whole day ("from today until 2"). */
  #rangeFromDay = false;

  constructor(env: ResolveEnv, force: ReadonlySet<number> = new Set()) {
    this.#env = env;
    this.#force = force;
    this.#today = dayOfLocal(env.nowL);
    this.#field = env.field;
  }

  #assume(text: string): void {
    if (!this.assumed.includes(text)) this.assumed.push(text);
  }

  /** Whether a convention's choice is to be turned the other way; records that the choice was made. */
  #choose(id: number, other: string): boolean {
    if (!this.choices.has(id)) this.choices.set(id, other);
    return this.#force.has(id);
  }

  #alt(reading: Reading, text: string): void {
    this.alts.push({ ...reading, reading: text });
  }

  // --- the whole phrase

  /** What the whole phrase means; a festival's note on the day it is read as (the eve of a Jewish festival) is said. */
  top(n: Node): Reading {
    const r = this.#top(n);
    const note = this.#spanNotes.get(r.iv.s);
    if (note) this.#assume(note);
    return r;
  }

  #top(n: Node): Reading {
    switch (n.t) {
      case 'range':
        return this.#range(n);
      case 'for': {
        const a = this.#pin(this.#ev(n.a));
        const end = this.#addDur(a, n.dur, 1);
        return {
          kind: 'range',
          iv: { s: a.s, e: end.t, g: finer(a.g, durGrain(n.dur)), ...(a.xs ? { xs: true } : {}), ...(end.x ? { xe: true } : {}) },
        };
      }
      case 'open':
        return this.#open(n);
      case 'asap':
        this.#assume('start: now');
        return { kind: 'open', iv: { s: this.#env.nowX, e: this.#env.nowX, g: 'second', xs: true, xe: true }, open: 'end' };
      case 'rolling':
        return this.#rolling(n);
      case 'within': {
        const end = this.#addDur({ s: this.#env.nowX, e: this.#env.nowX + 1, g: 'second', xs: true, xe: true }, n.dur, 1);
        return { kind: 'range', iv: { s: this.#env.nowX, e: end.t, g: 'second', xs: true, ...(end.x ? { xe: true } : {}) } };
      }
      case 'restPod': {
        // today's part of the day: what is left of it from now, or what has gone of it up to now
        const v = this.#ev(n.of);
        const now = this.#env.nowL;
        const iv = v.k === 'fixed' ? v.iv : this.#next(v.s, n.of);
        const label = n.of.t === 'pod' ? n.of.pod.label : 'that part of the day';
        if (n.before) {
          if (iv.s >= now)
            throw contradiction(`Today's ${label} has not begun; say "this ${label}" or "later this ${label}".`, this.#field);
          return iv.e <= now ? { kind: 'range', iv } : { kind: 'range', iv: { s: iv.s, e: this.#env.nowX, g: 'second', xe: true } };
        }
        if (iv.e <= now) throw contradiction(`Today's ${label} is over; say "tonight", "tomorrow ${label}" or a time.`, this.#field);
        return iv.s >= now ? { kind: 'range', iv } : { kind: 'range', iv: { s: this.#env.nowX, e: iv.e, g: 'second', xs: true } };
      }
      case 'rest': {
        const cur = this.#cycle(n.unit, 0);
        if (n.before) return { kind: 'range', iv: { s: cur.s, e: this.#env.nowX, g: n.unit === 'day' ? 'second' : 'day', xe: true } };
        return { kind: 'range', iv: { s: this.#env.nowX, e: cur.e, g: n.unit === 'day' ? 'second' : 'day', xs: true } };
      }
      default: {
        const v = this.#ev(n);
        if (v.k === 'fixed') return { kind: isRangeGrain(v.iv) ? 'range' : 'instant', iv: v.iv };
        const iv = this.#next(v.s, n);
        const kind = isRangeGrain(iv) ? 'range' : 'instant';
        // A time of day alone that has passed today is read as tomorrow's; today's is the other reading
        // (a time of day is its moment: "3pm" said at 15:30 has passed, though its hour has not)
        if (v.k === 'series' && v.cycle === 'day' && dayOfLocal(iv.s) === this.#today + 1 && iv.day === undefined) {
          const c = clockAlone(n);
          const before = lastBefore(v.s, iv.s, (x) => (c && !c.midnight ? x.s < this.#env.nowL : x.e <= this.#env.nowL));
          if (before && dayOfLocal(before.s) === this.#today) this.#alt({ kind, iv: before }, 'earlier today');
        }
        // A time on a day that is today, passed: "Wednesday at 9am" said on a Wednesday at 10 is next
        // week's, today's the other reading; a date or a holiday named with it ("Dec 9 at 9am" on 9
        // December) is today's, not a year on, which is the other reading
        if (v.k === 'series' && v.cycle !== 'day' && grainRank(iv.g) < grainRank('day') && dayOfLocal(iv.s) !== this.#today) {
          const before = lastBefore(v.s, iv.s, (x) => x.e <= this.#env.nowL);
          if (before && dayOfLocal(before.s) === this.#today) {
            if (v.cycle === 'week') this.#alt({ kind, iv: before }, 'earlier today');
            else {
              this.#alt({ kind, iv }, `the next one, on ${dateText(dayOfLocal(iv.s))}`);
              this.#assumePinned(v.cycle, before);
              return { kind, iv: before };
            }
          }
        }
        // A weekday alone said on that weekday ("Sunday" on a Sunday) is today, and next week's (as
        // Duckling reads it) the other reading
        if (v.k === 'series' && v.cycle === 'week' && n.t === 'weekday' && iv.g === 'day' && dayOfLocal(iv.s) === this.#today) {
          const after = firstAfter(v.s, iv.e, (x) => x.s >= iv.e);
          if (after) this.#alt({ kind, iv: after }, `next week's, on ${dateText(dayOfLocal(after.s))}`);
        }
        // A date without its year, or a day without its month, is the next one; the one that has
        // just gone by ("Sep 21" or "Thursday the 21st" said on 27 September) is the other reading
        const now = this.#env.nowL;
        if (v.k === 'series' && (v.cycle === 'year' || v.cycle === 'month') && grainRank(iv.g) >= grainRank('day') && iv.s > now) {
          const before = lastBefore(v.s, iv.s, (x) => x.e <= now);
          if (before && justPast(before, iv, now))
            this.#alt({ kind, iv: before }, `the one just past, ${before.g === 'day' ? 'on' : 'from'} ${dateText(dayOfLocal(before.s))}`);
          // a week or quarter of the year by its number ("week 10", "Q1") said later in the year:
          // this year's, gone, is as likely as next year's (a report's, a plan's)
          else if (
            before &&
            (iv.g === 'week' || iv.g === 'quarter') &&
            civilFromDays(dayOfLocal(before.s)).year === civilFromDays(this.#today).year
          )
            this.#alt({ kind, iv: before }, "this year's, already past");
        }
        this.#assumePinned(v.cycle, iv);
        return { kind, iv };
      }
    }
  }

  /** A value at the reference: a recurring one's next occurrence (one in progress counts), with what that assumed. */
  #pin(v: V, n?: Node): Iv {
    if (v.k === 'fixed') return v.iv;
    const o = this.#next(v.s, n);
    this.#assumePinned(v.cycle, o);
    return o;
  }

  /** A recurring value's next occurrence (one in progress counts). */
  #next(s: Series, n?: Node): Iv {
    const now = this.#env.nowL;
    // a time of day is its moment, now or to come ("3pm" said at 15:30 is tomorrow's; "midnight" the
    // coming one, not the one that began the day); a span counts while it lasts ("this afternoon")
    const c = n && clockAlone(n);
    const o = firstAfter(s, now, (x) => (c ? (c.midnight ? x.s > now : x.s >= now) : x.e > now));
    if (!o)
      throw contradiction(`Nothing in the calendar matches this phrase within 400 years; check that its parts fit together.`, this.#field);
    return o;
  }

  /** What reading a recurring value as occurrence `o` assumed: its year, month or date. */
  #assumePinned(cycle: 'day' | 'week' | 'month' | 'year', o: Iv): void {
    const day = dayOfLocal(o.s);
    if (cycle === 'year') this.#assume(`year: ${civilFromDays(day).year}`);
    else if (cycle === 'month') this.#assume(`month: ${dateText(day).slice(0, 7)}`);
    else if (cycle === 'day') {
      const d = o.day ?? day;
      this.#assume(`date: ${d === this.#today ? 'today' : d === this.#today + 1 ? 'tomorrow' : dateText(d)}`);
    }
  }

  // --- values

  #ev(n: Node): V {
    switch (n.t) {
      case 'now':
        return fixed({ s: this.#env.nowX, e: this.#env.nowX + 1, g: 'second', xs: true, xe: true });
      case 'clock':
        return this.#and([n]);
      case 'pod':
        return this.#and([n]);
      case 'dayrel':
        return fixed(dayIv(this.#today + n.off));
      case 'weekday':
        return series(weekdaySeries(n.wd), 'week');
      case 'weekdayRel':
        return fixed(dayIv(this.#weekdayRel(n.wd, n.rel, n.id)));
      case 'dom':
        if (n.d < 1 || n.d > 31) throw new InputError('phrase.no-such-day', `No month has a day ${n.d}; check the date.`, this.#field);
        return series(domSeries(n.d), 'month');
      case 'month':
        return series(
          yearly('month', 31 * DAY, (y) => [monthIv(y, n.m)]),
          'year',
        );
      case 'isoWeek':
        return this.#isoWeek(n);
      case 'md':
        return this.#monthDay(n.m, n.d);
      case 'ymd': {
        // four digits past the years people date things in: a 24-hour time first ("2 Nov 2359" is 23:59)
        // a year people date things in is the year, its time the other reading where it is far off
        const far = n.yearFirst && Math.abs(n.y - civilFromDays(this.#today).year) > FAR_YEARS;
        const clock =
          n.clockToo &&
          (n.yearFirst
            ? far && this.#choose(n.id!, `${pad2(n.clockToo.h)}:${pad2(n.clockToo.m)}, not the year`)
            : !this.#choose(n.id!, `the year ${n.y}`));
        if (n.clockToo && clock) {
          const { h, m } = n.clockToo;
          return this.#and([
            { t: 'md', m: n.m, d: n.d },
            { t: 'clock', h, m, s: 0, g: 'minute', amb: false, id: 0 },
          ]);
        }
        if (n.era !== undefined) this.#buddhistEra(n.era, n.y);
        return fixed(dayIv(this.#ymd(n.y, n.m, n.d)));
      }
      case 'iso':
        return fixed(this.#iso(n.iso));
      case 'numdate':
        return this.#numdate(n);
      case 'year':
        return fixed(this.#year(n.y, n.era));
      case 'decade': {
        if (n.assumed) this.#assume(`century: ${n.y - (n.y % 100)}s`);
        // "the 1800s" is a century as most say it, "the 2000s" as often the decade: the other beside it
        const early = n.y < 2000;
        const other = early ? `the decade ${n.y}-${n.y + 9}` : `the century ${n.y}-${n.y + 99}`;
        const century = n.or100 !== undefined && early !== this.#choose(n.or100, other);
        const span = century ? 100 : (n.span ?? 10);
        if (n.or100 !== undefined) this.#assume(`years: ${n.y}-${n.y + span - 1}, ${century ? 'the century' : 'the decade'}`);
        else if (span === 100)
          this.#assume(
            `century: ${Math.max(n.y, 1)}-${n.y + 99}, as commonly meant (counted strictly, the ${ordinal(n.y / 100 + 1)} century runs ${n.y + 1}-${n.y + 100})`,
          );
        this.#checkYear(Math.max(n.y, 1));
        this.#checkYear(n.y + span - 1);
        return fixed({ s: dayStart(daysFromCivil(Math.max(n.y, 1), 1, 1)), e: dayStart(daysFromCivil(n.y + span, 1, 1)), g: 'year' });
      }
      case 'ym': {
        const y = n.yy ? this.#twoDigitYear(n.y) : n.y;
        if (n.era !== undefined) this.#buddhistEra(n.era, y);
        this.#checkYear(y);
        if (n.m < 1 || n.m > 12) throw new InputError('phrase.invalid', `There is no month ${n.m}; use 1 to 12.`, this.#field);
        return fixed(monthIv(y, n.m));
      }
      case 'cycle':
        if (n.unit === 'weekend' && n.n === 1) return fixed(this.#nextWeekend(n.id));
        if (n.unit === 'weekend' && n.n === 0.5) {
          // the next weekend not yet begun
          const w = this.#weekend();
          return fixed(dayIv(w.start > this.#today ? w.start : w.start + 7, w.days));
        }
        return fixed(this.#cycle(n.unit, n.n));
      case 'quarter':
      case 'half': {
        const months = n.t === 'quarter' ? 3 : 6;
        const first = ((n.t === 'quarter' ? n.q : n.h) - 1) * months + 1;
        const g: Grain = n.t === 'quarter' ? 'quarter' : 'month';
        if (n.y !== undefined) {
          this.#checkYear(n.y);
          return fixed(monthIv(n.y, first, months, g));
        }
        return series(
          yearly(g, 184 * DAY, (y) => [monthIv(y, first, months, g)]),
          'year',
        );
      }
      case 'season':
        this.#assume(`season: astronomical, ${this.#env.south ? 'southern' : 'northern'} hemisphere`);
        if (n.yy) return this.#ev({ t: 'season', s: n.s, y: this.#twoDigitYear(n.y!) });
        if (n.y !== undefined) return fixed(this.#season(n.s, n.y));
        return series(
          yearly('day', 95 * DAY, (y) => [this.#season(n.s, y)]),
          'year',
        );
      case 'holiday': {
        // "easter '06": the year its two digits name
        if (n.yy) return this.#ev({ t: 'holiday', key: n.key, y: this.#twoDigitYear(n.y!), ...(n.within ? { within: n.within } : {}) });
        const either = HOLIDAYS.get(n.key)!.either;
        if (either) throw this.#either(n.key, either, n.y);
        const f = HOLIDAYS.get(n.key)!.festival;
        if (f) {
          if (n.y !== undefined) return fixed(this.#festivalOfYear(f, n.y, n.within));
          return series(
            yearly('day', 60 * DAY, (y) => this.#festivalIvs(f, y, n.within)),
            'year',
          );
        }
        if (n.y !== undefined) {
          const iv = this.#holiday(n.key, n.y);
          if (!iv)
            throw new InputError(
              'phrase.no-such-day',
              `No ${HOLIDAYS.get(n.key)!.label} is in the holiday data for ${n.y}; try another year.`,
              this.#field,
            );
          return fixed(iv);
        }
        return series(
          yearly('day', 40 * DAY, (y) => (y < 1583 || y > 3000 ? [] : ((iv) => (iv ? [iv] : []))(this.#holiday(n.key, y)))),
          'year',
        );
      }
      case 'rel':
        return fixed(this.#rel(n.base, n.rel, n.steps));
      case 'and':
        return this.#and(n.parts);
      case 'shift':
        return fixed(this.#shift(n));
      case 'countWd': {
        const count = (from: number) => {
          let day = from;
          for (let k = 0; k < n.n; ) {
            day += n.sign;
            if (weekdayOfEpochDay(day) === n.wd) k++;
          }
          return day;
        };
        if (!n.base) return fixed(dayIv(count(this.#today)));
        // "3 Mondays after May 25": from a date of the past month too, as a shift counts
        const from = n.sign > 0 ? this.#recentBase(n.base, (x) => dayStart(count(dayOfLocal(x.s)))) : this.#pin(this.#ev(n.base), n.base);
        return fixed(dayIv(count(dayOfLocal(from.s))));
      }
      case 'countWeekend': {
        // from the first weekend not yet begun, or the last one over (not one under way)
        const w = this.#weekend();
        const first = n.sign > 0 ? (w.start > this.#today ? w.start : w.start + 7) : w.start - 7;
        return fixed(dayIv(first + 7 * n.sign * (n.n - 1), w.days));
      }
      case 'biz':
        return fixed(this.#business(n.n * n.sign, n.base, n.stated));
      case 'nextWeekday': {
        this.#assume('weekday: Monday to Friday, holidays included (a business day skips them)');
        let day = this.#today + n.sign;
        while (weekdayOfEpochDay(day) < 1 || weekdayOfEpochDay(day) > 5) day += n.sign;
        return fixed(dayIv(day));
      }
      case 'nthOf':
        return this.#nthOf(n.n, n.what, fromOwnDays(n.of, 'days'));
      case 'unitsOf':
        return this.#unitsOf(n.n, n.unit, fromOwnDays(n.of, 'days'));
      case 'nthAfter': {
        const base = this.#pin(this.#ev(n.base));
        if (n.what.t !== 'weekday') throw contradiction('Count weekdays after a date, e.g. "the first Monday after Easter".', this.#field);
        // "the weekend after": counted to the weekend's first day after, or its last day before
        const w = n.weekend ? this.#weekend() : undefined;
        const wd = w ? (n.n > 0 ? w.first : (w.first + w.days - 1) % 7) : n.what.wd;
        let day = n.n > 0 ? dayOfLocal(base.e - 1) : dayOfLocal(base.s);
        for (let k = 0; k < Math.abs(n.n); ) {
          day += Math.sign(n.n);
          if (weekdayOfEpochDay(day) === wd) k++;
        }
        if (w) return fixed(dayIv(n.n > 0 ? day : day - w.days + 1, w.days));
        return fixed(dayIv(day));
      }
      case 'sun': {
        // each local day's event, at the place the phrase is read for
        const at = this.#env.point?.();
        if (!at)
          throw new InputError(
            'phrase.unreadable',
            'The sun\'s times need a place; name one, e.g. "sunset tomorrow in Oslo".',
            this.#field,
          );
        const how =
          n.event === 'solarNoon'
            ? 'the sun at its highest'
            : n.event === 'dawn' || n.event === 'dusk'
              ? 'civil twilight, the sun 6 degrees below the horizon'
              : "the sun's upper limb at the horizon, with standard refraction";
        this.#assume(`${SUN_LABEL[n.event]}: at ${at.label} (${at.latitude}, ${at.longitude}), ${how}`);
        const env = this.#env;
        return series(
          {
            g: 'minute',
            step: DAY,
            span: 60,
            within: (from, to) => {
              const out: Iv[] = [];
              for (let d = Math.floor(from / DAY) - 1; d * DAY < to; d++) {
                const t = sunEvent(
                  at.latitude,
                  at.longitude,
                  { start: env.toEpoch(dayStart(d)), end: env.toEpoch(dayStart(d + 1)) },
                  n.event,
                );
                if (t === undefined) {
                  if (dayStart(d) >= from && dayStart(d) < to) this.#sunMissing ??= { event: SUN_LABEL[n.event], label: at.label, day: d };
                  continue;
                }
                const local = env.toLocal(roundToMinute(t));
                // an evening's sunset past midnight belongs to its day, and is found by that day's start
                const found = local >= dayStart(d + 1) ? dayStart(d) : local;
                if (found >= from && found < to) out.push({ s: local, e: local + 60, g: 'minute', day: d });
              }
              return out;
            },
          },
          'day',
        );
      }
      case 'moon': {
        this.#assume(
          `${n.phase ? 'full moon' : 'new moon'}: the instant the moon is ${n.phase ? 'opposite' : 'in line with'} the sun (geocentric ecliptic longitude), the same everywhere`,
        );
        const env = this.#env;
        const at = skyOccurrence(n.day);
        return series(
          {
            g: at.g,
            step: 30 * DAY,
            span: at.span,
            within: (from, to) => {
              const out: Iv[] = [];
              for (let t = nextMoonPhase(n.phase, env.toEpoch(from) - 3 * DAY); ; t = nextMoonPhase(n.phase, t + DAY)) {
                const local = env.toLocal(roundToMinute(t));
                if (at.of(local).s >= to) break;
                if (at.of(local).s >= from) out.push(at.of(local));
              }
              return out;
            },
          },
          'month',
        );
      }
      case 'clockChange': {
        const env = this.#env;
        const way = n.dir;
        const wanted = (t: { before: number; after: number }) =>
          way === 'either' ? t.after !== t.before : way === 'forward' ? t.after > t.before : t.after < t.before;
        const all = (from: number, to: number) => (env.transitions?.(from, to) ?? []).filter(wanted);
        const said = way === 'forward' ? 'go forward' : way === 'back' ? 'go back' : 'change';
        // a zone on one offset (or none changing that way) near the reference has nothing to find
        if (!all(env.nowX - 3 * 366 * DAY, env.nowX + 3 * 366 * DAY).length)
          throw new InputError(
            'phrase.no-such-day',
            `The clocks do not ${said} in ${env.zoneName ?? 'this zone'} in these years; name a place whose clocks change, e.g. "when the clocks go back in London".`,
            this.#field,
          );
        this.#assume(`clocks ${said}: in ${env.zoneName ?? 'the zone'}, the instant its UTC offset changes (tz database)`);
        const at = skyOccurrence(n.day);
        return series(
          {
            g: at.g,
            step: 180 * DAY,
            span: at.span,
            within: (from, to) =>
              all(env.toEpoch(from) - 2 * DAY, env.toEpoch(to) + 2 * DAY)
                .map((t): Iv => {
                  const x = at.of(env.toLocal(t.at));
                  // going back, the instant is the second time the clocks show that local time
                  return t.after < t.before && !n.day ? { ...x, later: true } : x;
                })
                .filter((x) => x.s >= from && x.s < to),
          },
          'year',
        );
      }
      case 'solstice': {
        const south = this.#env.south;
        const events: SeasonEvent[] =
          n.ev !== undefined ? [n.ev] : n.season ? [eventStarting(n.season, south)] : n.kind === 'equinox' ? [0, 2] : [1, 3];
        const named = n.season
          ? `${n.season === 'autumn' ? 'autumnal' : n.season} ${n.kind}: the ${SEASON_EVENT_NAMES[events[0]!]}, ${south ? 'southern' : 'northern'} hemisphere`
          : events.length === 1
            ? `${n.kind}: the ${SEASON_EVENT_NAMES[events[0]!]}`
            : n.kind;
        const degrees = events.map((e) => `${e * 90}°`).join(' or ');
        this.#assume(`${named}, the instant the sun's apparent longitude reaches ${degrees}, the same everywhere`);
        const env = this.#env;
        const at = skyOccurrence(n.day);
        return series(
          {
            g: at.g,
            step: (events.length > 1 ? 180 : 360) * DAY,
            span: at.span,
            within: (from, to) => {
              const out: Iv[] = [];
              const last = civilFromDays(dayOfLocal(to)).year;
              for (let y = civilFromDays(dayOfLocal(from)).year - 1; y <= last; y++) {
                if (y < 1 || y > 9999) continue;
                const year = seasonsOf(y);
                for (const ev of events) {
                  const o = at.of(env.toLocal(roundToMinute(year[SEASON_KEYS[ev]])));
                  if (o.s >= from && o.s < to) out.push(o);
                }
              }
              return out.sort((a, b) => a.s - b.s);
            },
          },
          'year',
        );
      }
      case 'eraYear': {
        const span = japaneseEraYear(n.era, n.y)!;
        if (span.to <= span.from && span.gregorianYear < 1873)
          throw new InputError(
            'phrase.no-such-day',
            `${span.era} ${n.y} is before Japan took the Gregorian calendar (Meiji 6, 1873); give the Gregorian date.`,
            this.#field,
          );
        if (span.to <= span.from)
          throw new InputError('phrase.no-such-day', `The ${span.era} era has no year ${n.y}; check the year.`, this.#field);
        const y = this.#year(span.gregorianYear);
        const s = dayStart(span.from);
        const e = dayStart(span.to);
        const part = s > y.s || e < y.e;
        this.#assume(
          `era: ${span.era} ${n.y} is ${span.gregorianYear}${part ? ` from ${dateText(span.from)} to ${dateText(span.to - 1)}` : ''}`,
        );
        return fixed({ s, e, g: part ? 'day' : 'year' });
      }
      case 'caldate': {
        if (n.year === 'gregorian') return fixed(dayIv(this.#calendarDayInYear(n)));
        if (n.year === 'either') throw this.#eitherYear(n);
        // "14 Adar 5787": a leap year has two; Purim is in Adar II, so a guess of Adar I would be a month off
        if (n.plainAdar && isHebrewLeapYear(n.y))
          throw new InputError(
            'phrase.ambiguous',
            `${n.y} is a Hebrew leap year with two months of Adar; say "${n.d} Adar I ${n.y}" or "${n.d} Adar II ${n.y}".`,
            this.#field,
          );
        const day = otherCalendarDay(n.cal, n.y, n.m, n.d);
        if (day === undefined && n.cal === 'hebrew' && n.m === 13)
          throw new InputError('phrase.no-such-day', `${n.y} is not a Hebrew leap year and has no Adar II; say Adar.`, this.#field);
        if (day === undefined)
          throw new InputError(
            'phrase.no-such-day',
            `There is no day ${n.d} of that month in ${n.y} in the ${n.cal === 'islamic' ? 'Hijri' : n.cal === 'hebrew' ? 'Hebrew' : 'Solar Hijri'} calendar; check the date.`,
            this.#field,
          );
        this.#checkYear(civilFromDays(day).year);
        this.#assume(`calendar: ${CALENDAR_LABEL[n.cal]}`);
        return fixed(dayIv(day));
      }
      case 'eve': {
        const at = this.#pin(this.#ev(n.of));
        const key = (n.of.t === 'holiday' ? n.of : n.of.t === 'rel' ? n.of.base : n.of.t === 'and' ? n.of.parts[0] : undefined) as
          | Extract<Node, { t: 'holiday' }>
          | undefined;
        const f = key && HOLIDAYS.get(key.key)?.festival;
        if (f?.fromEve) return fixed(dayIv(dayOfLocal(at.s)));
        this.#assume('eve: the day before');
        return fixed(dayIv(dayOfLocal(at.s) - 1));
      }
      case 'yearOf': {
        const at = this.#pin(this.#ev(n.of));
        return fixed(this.#year(civilFromDays(dayOfLocal(at.s)).year));
      }
      case 'closest': {
        // the occurrences around the time, nearest first (by start); ties go to the later one
        const to = this.#pin(this.#ev(n.to));
        const v = this.#ev(n.what);
        if (v.k === 'fixed')
          throw contradiction(
            '"Closest" needs something that recurs, such as a weekday or a holiday: "the closest Monday to Oct 5th".',
            this.#field,
          );
        const found: Iv[] = [];
        let after = to.s;
        let before = to.s;
        for (let k = 0; k < n.n; k++) {
          const up = firstAfter(v.s, after, (x) => x.s >= after);
          if (up) {
            found.push(up);
            after = up.s + 1;
          }
          const down = lastBefore(v.s, before, (x) => x.s < before);
          if (down) {
            found.push(down);
            before = down.s;
          }
        }
        found.sort((a, b) => Math.abs(a.s - to.s) - Math.abs(b.s - to.s) || b.s - a.s);
        const pick = found[n.n - 1];
        if (!pick)
          throw contradiction(
            'Nothing in the calendar matches this phrase within 400 years; check that its parts fit together.',
            this.#field,
          );
        return fixed(pick);
      }
      case 'part':
        return this.#part(n.part, n.of, n.said);
      case 'weekOf': {
        const d = this.#pin(this.#ev(n.of));
        if (n.from) return fixed({ s: dayStart(dayOfLocal(d.s)), e: dayStart(dayOfLocal(d.s) + 7), g: 'day' });
        this.#assume('week: Monday to Sunday');
        const mon = mondayOf(dayOfLocal(d.s));
        return fixed({ s: dayStart(mon), e: dayStart(mon + 7), g: 'week' });
      }
      case 'holidayWeekend':
        return fixed(this.#holidayWeekend(n.of));
      case 'eod':
        return this.#eod(n.day ?? { t: 'dayrel', off: 0 }, n.business);
      case 'ides':
        return this.#monthDay(n.m, [3, 5, 7, 10].includes(n.m) ? 15 : 13);
      default:
        throw contradiction('This phrase cannot be part of a larger one; pass it on its own.', this.#field);
    }
  }

  /**
   * A holiday and the weekend beside it, whole days: Monday's with the Saturday and Sunday before
   * ("Labor Day weekend"), Thursday's or Friday's through the Sunday after ("Thanksgiving weekend"),
   * Tuesday's from the Saturday before, a weekend day's that weekend, each with the days off beside
   * it where the country's holidays are known; a Wednesday lies between two.
   */
  #holidayWeekend(of: Node): Iv {
    const h = this.#pin(this.#ev(of));
    const first = dayOfLocal(h.s);
    const last = dayOfLocal(h.e - 1);
    const wd = weekdayOfEpochDay(first);
    if (wd === 3)
      throw new InputError(
        'phrase.ambiguous',
        `That holiday falls on a Wednesday, ${dateText(first)}, between two weekends; say "the weekend before" or "the weekend after" it.`,
        this.#field,
      );
    // back to the Saturday before a Monday or Tuesday, or the Saturday of a Sunday; on to the Sunday after
    let start = wd === 0 ? first - 1 : wd === 1 || wd === 2 ? first - (wd + 1) : first;
    let end = Math.max(last, wd === 0 || wd === 1 || wd === 2 ? first : first + ((7 - wd) % 7));
    // with the country's days off that join it: Good Friday and Easter Monday, a holiday observed on the Friday or Monday
    const src = this.#env.holidays;
    if (src?.addBusinessDays) {
      const off = (d: number) => src.addBusinessDays!(d - 1, 1).day !== d;
      for (let k = 0; k < 2 && off(start - 1); k++) start--;
      for (let k = 0; k < 2 && off(end + 1); k++) end++;
    }
    this.#assume(
      `weekend: ${WEEKDAY_NAMES[weekdayOfEpochDay(start)]} to ${WEEKDAY_NAMES[weekdayOfEpochDay(end)]}, the holiday and the weekend beside it`,
    );
    return dayIv(start, end - start + 1);
  }

  #checkYear(y: number): void {
    if (!Number.isFinite(y) || y < MIN_YEAR || y > MAX_YEAR) {
      throw new InputError(
        'phrase.year-range',
        `The date falls in year ${y < 1 ? `${1 - y} BC` : y}; use a date between years ${MIN_YEAR} and ${MAX_YEAR}.`,
        this.#field,
      );
    }
  }

  /** Says how a year of the Buddhist Era was read. */
  #buddhistEra(be: number, year: number): void {
    this.#assume(`era: ${be} BE is ${year} (the Buddhist Era as Thailand counts it, ${THAI_YEAR_OFFSET} years ahead)`);
  }

  #year(y: number, era?: 'AD' | 'BC' | 'BE'): Iv {
    const year = era === 'BE' ? y - THAI_YEAR_OFFSET : era === 'BC' ? 1 - y : y;
    if (era === 'BE') this.#buddhistEra(y, year);
    this.#checkYear(year);
    return { s: dayStart(daysFromCivil(year, 1, 1)), e: dayStart(daysFromCivil(year + 1, 1, 1)), g: 'year' };
  }

  #ymd(y: number, m: number, d: number): number {
    this.#checkYear(y);
    if (m < 1 || m > 12) throw new InputError('phrase.invalid', `There is no month ${m}; use 1 to 12.`, this.#field);
    if (d < 1 || d > daysInMonth(y, m))
      throw new InputError('phrase.no-such-day', `${MONTH_NAMES[m - 1]} ${y} has no day ${d}; check the date.`, this.#field);
    return daysFromCivil(y, m, d);
  }

  #monthDay(m: number, d: number): V {
    if (m < 1 || m > 12) throw new InputError('phrase.invalid', `There is no month ${m}; use 1 to 12.`, this.#field);
    if (d < 1 || d > daysInMonth(2000, m))
      throw new InputError('phrase.no-such-day', `${MONTH_NAMES[m - 1]} has no day ${d}; check the date.`, this.#field);
    return series(
      yearly('day', DAY, (y) => (d <= daysInMonth(y, m) ? [dayIv(daysFromCivil(y, m, d))] : [])),
      'year',
    );
  }

  #iso(p: import('./tokens.js').IsoParts): Iv {
    const day = this.#ymd(p.year, p.month, p.day);
    if (p.hour === undefined) return dayIv(day);
    if (p.hour > 23 || p.minute! > 59 || (p.second ?? 0) > 59) {
      throw new InputError(
        'phrase.invalid',
        `Invalid time "${pad2(p.hour)}:${pad2(p.minute!)}${p.second !== undefined ? ':' + pad2(p.second) : ''}" in ${this.#field}; use a 24-hour time such as "14:30".`,
        this.#field,
      );
    }
    const local = dayStart(day) + p.hour * HOUR + p.minute! * 60 + (p.second ?? 0);
    const g: Grain = p.second === undefined ? 'minute' : 'second';
    if (p.offset) {
      const off = isoOffset(p.offset);
      if (off === undefined)
        throw new InputError(
          'phrase.invalid',
          `Invalid UTC offset "${p.offset}" in ${this.#field}; use one between -18:00 and +18:00, e.g. "+05:30".`,
          this.#field,
        );
      const x = local - off;
      return { s: x, e: x + (g === 'minute' ? 60 : 1), g, xs: true, xe: true };
    }
    return { s: local, e: local + (g === 'minute' ? 60 : 1), g };
  }

  /** A year written with two digits: the one within 80 years back and 20 ahead of the reference's, said in `assumed`. */
  #twoDigitYear(yy: number): number {
    const y = this.#centuryOf(yy);
    this.#assume(`year: ${y} (from "${pad2(yy)}")`);
    return y;
  }

  #centuryOf(yy: number): number {
    return yearOfTwoDigits(yy, civilFromDays(this.#today).year);
  }

  #numdate(n: Extract<Node, { t: 'numdate' }>): V {
    const monthFirst = { m: n.a, d: n.b };
    const dayFirst = { m: n.b, d: n.a };
    const dayOk = (y: number | undefined, o: { m: number; d: number }) =>
      o.m >= 1 && o.m <= 12 && o.d >= 1 && o.d <= (y === undefined ? daysInMonth(2000, o.m) : daysInMonth(y, o.m));
    if (n.yid !== undefined) {
      // "16-05-31": 31 May 2016 to Japan and in ISO's order, 16 May 2031 day first; "99-05-31" only the first
      const yf = { y: this.#centuryOf(n.a), m: n.b, d: n.y! };
      const yOther = this.#centuryOf(n.y!);
      if (dayOk(yf.y, yf)) {
        const otherToo = dayOk(yOther, monthFirst) || dayOk(yOther, dayFirst);
        if (!otherToo || this.#choose(n.yid, `year first: ${yf.y}-${pad2(yf.m)}-${pad2(yf.d)}`)) {
          this.#assume(`year: ${yf.y} (from "${pad2(n.a)}")`);
          if (otherToo) this.#assume('date order: year/month/day');
          return fixed(dayIv(this.#ymd(yf.y, yf.m, yf.d)));
        }
      }
    }
    const y = n.y !== undefined && n.yy ? this.#twoDigitYear(n.y) : n.y;
    const valid = (o: { m: number; d: number }) => dayOk(y, o);
    // no locale or country to go by: full stops are written day first ("09.08.2013" in Germany,
    // Russia, Turkey...), slashes and dashes taken month first, as the US writes them
    const first = n.named ? false : (this.#env.dayFirst ?? (n.dots ? true : undefined));
    const preferred = first ? dayFirst : monthFirst;
    const other = first ? monthFirst : dayFirst;
    let pick = preferred;
    if (!valid(preferred)) {
      if (n.named)
        throw new InputError(
          'phrase.no-such-day',
          `${MONTH_NAMES[n.a - 1]} ${n.b}, ${y} is no date; check the day and the year.`,
          this.#field,
        );
      if (!valid(other))
        throw new InputError(
          'phrase.no-such-day',
          `${n.a}/${n.b}${n.y !== undefined ? `/${n.y}` : ''} is no date either way (day/month or month/day); check it.`,
          this.#field,
        );
      pick = other;
    } else if (!n.named && valid(other) && other.m !== preferred.m) {
      if (this.#env.dayFirst === undefined)
        this.#assume(first ? 'date order: day/month (written with full stops)' : 'date order: month/day');
      // (one choice for the phrase: both ends of "3/4-3/5" are read in the same order)
      if (this.#choose(DATE_ORDER_ID, first ? 'month/day order' : 'day/month order')) pick = other;
    }
    if (n.hourToo) {
      // "April 20 10": the next April 20 at 10:00, the other reading of the two digits
      // (the next year that has the day: "Feb 29 20" is 29 February 2028, not 1 March)
      let next = civilFromDays(this.#today).year;
      while (daysInMonth(next, pick.m) < pick.d || daysFromCivil(next, pick.m, pick.d) < this.#today) next++;
      // (a choice, so that the rest of the phrase goes with it: "from 5 to 6 of April 22")
      const at = dayStart(daysFromCivil(next, pick.m, pick.d)) + n.y! * HOUR;
      if (this.#choose(YEAR_AS_HOUR_ID, `${pad2(n.y!)}:00, not the year`)) return fixed({ s: at, e: at + HOUR, g: 'hour' });
    }
    return y === undefined ? this.#monthDay(pick.m, pick.d) : fixed(dayIv(this.#ymd(y, pick.m, pick.d)));
  }

  // --- weeks, weekdays, cycles

  #weekdayRel(wd: number, rel: string, id: number): number {
    const today = this.#today;
    const w0 = weekdayOfEpochDay(today);
    const upcoming = today + ((wd - w0 + 7) % 7);
    const after = today + ((wd - w0 + 6) % 7) + 1;
    const before = today - ((w0 - wd + 6) % 7) - 1;
    switch (rel) {
      case 'this':
        // Said on a Wednesday, "this Wednesday" is today to most and next week's to some (Chronic's
        // reading), as the weekday alone is.
        if (upcoming === today && this.#choose(id, `next week's ${WEEKDAY_NAMES[wd]}`)) return today + 7;
        return upcoming;
      case 'strict':
        return after;
      case 'justPast':
        return before;
      case 'last':
        // Said on a Thursday, "last Wednesday" is yesterday to some and last week's to others.
        if (mondayOf(before) === mondayOf(today) && this.#choose(id, `the ${WEEKDAY_NAMES[wd]} of last week`)) return before - 7;
        return before;
      case 'beforeLast':
        return before - 7;
      case 'afterNext':
        // the one after the coming one (Duckling's); where the coming one is this week's, "next
        // Friday" may be next week's, and the one after that is the other reading
        if (mondayOf(after) === mondayOf(today) && this.#choose(id, `the ${WEEKDAY_NAMES[wd]} after next week's`)) return after + 14;
        return after + 7;
      default:
        // Said on a Thursday, "next Friday" is tomorrow to some and the Friday after to others.
        if (mondayOf(after) === mondayOf(today)) return this.#choose(id, `the coming ${WEEKDAY_NAMES[wd]}`) ? after : after + 7;
        return after;
    }
  }

  #nextWeekend(id: number): Iv {
    const w = this.#weekend();
    // Said on a weekday, "next weekend" is the coming one to some and the one after to others.
    if (w.start > this.#today && this.#choose(id, 'the coming weekend')) return dayIv(w.start, w.days);
    return dayIv(w.start + 7, w.days);
  }

  /**
   * The weekend: the caller's country's (Israel's Friday and Saturday), else Saturday and Sunday;
   * its first weekday (0 Sunday), its length, and the first day of the one under way or next.
   */
  #weekend(): { first: number; days: number; start: number } {
    const iso = this.#env.holidays?.weekend;
    const days = iso && iso.length ? [...new Set(iso.map((d) => d % 7))] : [6, 0];
    // the day of it that follows a day not in it: where it begins, if it is one stretch
    const starts = days.filter((d) => !days.includes((d + 6) % 7));
    if (starts.length !== 1) {
      throw new InputError(
        'phrase.ambiguous',
        `The weekend of ${this.#env.holidays!.countryName(this.#env.holidays!.country!)} is ${days.map((d) => WEEKDAY_NAMES[d]).join(' and ')}, not one stretch of days; name the days meant.`,
        this.#field,
      );
    }
    const first = starts[0]!;
    const said =
      days.length === 2
        ? `${WEEKDAY_NAMES[first]} and ${WEEKDAY_NAMES[(first + 1) % 7]}`
        : `${WEEKDAY_NAMES[first]} to ${WEEKDAY_NAMES[(first + days.length - 1) % 7]}`;
    this.#assume(`weekend: ${said}${iso ? ` (${this.#env.holidays!.countryName(this.#env.holidays!.country!)})` : ''}`);
    let start = this.#today + ((first - weekdayOfEpochDay(this.#today) + 7) % 7);
    // one under way
    if (start - 7 + days.length > this.#today) start -= 7;
    return { first, days: days.length, start };
  }

  #cycle(unit: string, k: number): Iv {
    const t = civilFromDays(this.#today);
    switch (unit) {
      case 'hour':
      case 'minute': {
        // the clock's hour or minute under way, on the wall clock
        const len = unit === 'hour' ? HOUR : 60;
        const s = (Math.floor(this.#env.nowL / len) + k) * len;
        return { s, e: s + len, g: unit };
      }
      case 'day':
        return dayIv(this.#today + k);
      case 'week': {
        this.#assume('week: Monday to Sunday');
        const mon = mondayOf(this.#today) + 7 * k;
        return { s: dayStart(mon), e: dayStart(mon + 7), g: 'week' };
      }
      case 'weekend': {
        const w = this.#weekend();
        return dayIv(w.start + 7 * k, w.days);
      }
      case 'workweek': {
        // the days between two weekends, those before this (or the coming) weekend: said on a
        // Saturday, this work week is the one just ended and the next the coming one, as weeks go
        const w = this.#weekend();
        const first = w.start - (7 - w.days);
        this.#assume(`work week: the ${7 - w.days} days between weekends`);
        return dayIv(first + 7 * k, 7 - w.days);
      }
      case 'month':
        return monthIv(t.year, t.month + k);
      case 'quarter':
        return monthIv(t.year, Math.floor((t.month - 1) / 3) * 3 + 1 + 3 * k, 3, 'quarter');
      case 'half':
        return monthIv(t.year, Math.floor((t.month - 1) / 6) * 6 + 1 + 6 * k, 6, 'month');
      case 'year': {
        this.#checkYear(t.year + k);
        return monthIv(t.year + k, 1, 12, 'year');
      }
      case 'decade':
      case 'century': {
        // the calendar's: "this decade" is the 2020s, "this century" 2000-2099 as commonly meant
        const span = unit === 'decade' ? 10 : 100;
        const y = t.year - (t.year % span) + span * k;
        this.#checkYear(y);
        this.#checkYear(y + span - 1);
        if (unit === 'century') this.#assume(`century: ${y}-${y + 99}, as commonly meant`);
        return { s: dayStart(daysFromCivil(y, 1, 1)), e: dayStart(daysFromCivil(y + span, 1, 1)), g: 'year' };
      }
      case 'season':
        return this.#seasonAt(k);
      default:
        throw new Error(`unknown cycle ${unit}`);
    }
  }

  // --- seasons

  #event(year: number, e: SeasonEvent): number {
    return dayOfLocal(this.#localOfEpoch(seasonEvent(year, e)));
  }

  #localOfEpoch(x: number): number {
    return this.#env.toLocal(x);
  }

  /**
   * "1 Ramadan 2027": the day of that calendar that falls in the Gregorian year; a Hijri year is 11
   * days short, so some Gregorian years hold a day twice (1 Ramadan in 2030) and some not at all.
   */
  #calendarDayInYear(n: Extract<Node, { t: 'caldate' }>): number {
    this.#checkYear(n.y);
    const name = `${n.d} ${calendarMonthName(n.cal, n.m)}`;
    const own =
      n.cal === 'hebrew'
        ? [n.y + 3760, n.y + 3761]
        : n.cal === 'persian'
          ? [n.y - 622, n.y - 621]
          : [0, 1, 2, 3].map((k) => Math.floor(((n.y - 622) * 33) / 32) - 1 + k);
    const found = own
      .map((y) => ({ y, day: otherCalendarDay(n.cal, y, n.m, n.d) }))
      .filter((x): x is { y: number; day: number } => x.day !== undefined && civilFromDays(x.day).year === n.y);
    const leap = found.find((x) => n.plainAdar && isHebrewLeapYear(x.y));
    if (leap)
      throw new InputError(
        'phrase.ambiguous',
        `${leap.y}, the Hebrew year of ${n.y}'s Adar, is a leap year with two months of Adar; say "${n.d} Adar I ${n.y}" or "${n.d} Adar II ${n.y}".`,
        this.#field,
      );
    const days = found.map((x) => x.day);
    const calendar = CALENDAR_LABEL[n.cal].split(' (')[0];
    if (days.length === 0)
      throw new InputError('phrase.no-such-day', `No ${name} falls in ${n.y}; check the day, or give the ${calendar} year.`, this.#field);
    if (days.length > 1)
      throw new InputError(
        'phrase.ambiguous',
        `${name} falls twice in ${n.y}: ${days.map(dateText).join(' and ')}; give the ${calendar} year.`,
        this.#field,
      );
    this.#assume(`calendar: ${CALENDAR_LABEL[n.cal]}; ${n.y} is the Gregorian year ${name} falls in`);
    return days[0]!;
  }

  /** "1 Ramadan 1550": a Hijri or Solar Hijri year or a Gregorian one, both far from now: which, by example. */
  #eitherYear(n: Extract<Node, { t: 'caldate' }>): InputError {
    const name = `${n.d} ${calendarMonthName(n.cal, n.m)}`;
    const era = n.cal === 'islamic' ? 'AH' : 'SH';
    const own = otherCalendarDay(n.cal, n.y, n.m, n.d);
    let gregorian: number | undefined;
    try {
      gregorian = this.#calendarDayInYear(n);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
    }
    const readings = [
      ...(own !== undefined ? [`${name} ${n.y} ${era} is ${dateText(own)}`] : []),
      ...(gregorian !== undefined ? [`${name} in the year ${n.y} is ${dateText(gregorian)}`] : []),
    ];
    return new InputError(
      'phrase.ambiguous',
      `"${name} ${n.y}" reads two ways${readings.length ? ` (${readings.join('; ')})` : ''}; write "${name} ${n.y} ${era}" for the ${CALENDAR_LABEL[n.cal].split(' (')[0]} year, or give the date in the Gregorian calendar.`,
      this.#field,
    );
  }

  #season(s: Season, year: number): Iv {
    this.#checkYear(year);
    const [[y1, e1], [y2, e2]] = seasonBounds(s, year, this.#env.south);
    return { s: dayStart(this.#event(y1, e1)), e: dayStart(this.#event(y2, e2)), g: 'day' };
  }

  /** The season k seasons from the current one. */
  #seasonAt(k: number): Iv {
    this.#assume(`season: astronomical, ${this.#env.south ? 'southern' : 'northern'} hemisphere`);
    const y = civilFromDays(this.#today).year;
    const events: [number, SeasonEvent][] = [];
    for (let yy = y - 2; yy <= y + 2; yy++) for (const e of [0, 1, 2, 3] as SeasonEvent[]) events.push([yy, e]);
    const days = events.map(([yy, e]) => this.#event(yy, e));
    let i = days.findIndex((d, j) => d <= this.#today && days[j + 1]! > this.#today);
    i += k;
    return { s: dayStart(days[i]!), e: dayStart(days[i + 1]!), g: 'day' };
  }

  // --- holidays

  /** A holiday's day (or days) in a year, from the holiday data, or undefined when no calendar tried has it. */
  /** "Eid" names two festivals: an error that lists each with its next date (or its date in the year said). */
  #either(key: string, keys: readonly string[], year: number | undefined): InputError {
    const from = year === undefined ? this.#today : daysFromCivil(year, 1, 1);
    const readings = keys.flatMap((k) => {
      const f = HOLIDAYS.get(k)?.festival;
      if (!f) return [];
      const [first] = f.occurrences(from, from + 400).filter((sp) => year === undefined || civilFromDays(sp.start).year === year);
      return [`${f.label}${first ? ` (${dateText(first.start)})` : ''}`];
    });
    return new InputError(
      'phrase.ambiguous',
      `"${HOLIDAYS.get(key)!.label}" may be ${readings.join(' or ')}; name the one you mean.`,
      this.#field,
    );
  }

  /**
   * A computed festival's occurrences that begin in a Gregorian year, as intervals (what it assumes
   * said once); one given from its eve, `within` its own days or from the eve's evening (see the
   * holiday node).
   */
  #festivalIvs(f: Festival, year: number, within?: 'days' | 'evening'): Iv[] {
    if (year < f.years[0] || year > f.years[1]) return [];
    const kept = keptIn(f, this.#env.keptInIsrael === true);
    const spans = kept.occurrences(daysFromCivil(year, 1, 1), daysFromCivil(year + 1, 1, 1));
    const own = within !== undefined && spans.some((sp) => sp.days);
    const how = own ? 'its own days, after the eve on whose evening it begins' : kept.convention ? kept.convention.replace(/\.$/, '') : '';
    if (spans.length) this.#assume(`holiday: ${f.label}${how ? ` (${how})` : ''}`);
    return spans.map((sp) => {
      const days = own ? sp.days : undefined;
      const iv: Iv = sp.minutes
        ? { s: dayStart(sp.start) + sp.minutes[0] * 60, e: dayStart(sp.start) + sp.minutes[1] * 60, g: 'minute' as Grain }
        : !days
          ? dayIv(sp.start, sp.end - sp.start)
          : within === 'days'
            ? dayIv(days[0], days[1] - days[0])
            : { s: dayStart(sp.start) + PARTS_OF_DAY.evening!.from * HOUR, e: dayStart(days[1]), g: 'hour' };
      if (sp.note) this.#spanNotes.set(iv.s, sp.note);
      return iv;
    });
  }

  /** The festival in a given year; when it falls twice in it (an Islamic festival), the first, and the other as an alternative. */
  #festivalOfYear(f: Festival, year: number, within?: 'days' | 'evening'): Iv {
    if (year < f.years[0] || year > f.years[1]) {
      throw new InputError(
        'phrase.year-range',
        `${f.label} is computed for the years ${f.years[0]}-${f.years[1]}; ask for a year in that range.`,
        this.#field,
      );
    }
    const ivs = this.#festivalIvs(f, year, within);
    if (!ivs.length)
      throw new InputError('phrase.no-such-day', `${f.label} does not fall in ${year}; try the year before or after.`, this.#field);
    for (const other of ivs.slice(1))
      this.#alt({ kind: other.e - other.s > DAY ? 'range' : 'instant', iv: other }, `${f.label} falls twice in ${year}; the other one`);
    return ivs[0]!;
  }

  #holiday(key: string, year: number): Iv | undefined {
    const got = this.#holidayFound(key, year);
    if (!got) return undefined;
    this.holidayCountries.push(got.country);
    this.#assume(`holiday: ${HOLIDAYS.get(key)!.label} (${this.#env.holidays!.countryName(got.country)})`);
    return got.iv;
  }

  #holidayFound(key: string, year: number): { iv: Iv; country: string } | undefined {
    const def = HOLIDAYS.get(key)!;
    const src = this.#env.holidays;
    if (!src)
      throw new InputError(
        'phrase.unreadable',
        `Holiday names need the holiday data, which this call does not have; give the date instead.`,
        this.#field,
      );
    if (def.after) {
      const base = this.#holidayFound(def.after.key, year);
      return base && { iv: dayIv(dayOfLocal(base.iv.s) + def.after.days), country: base.country };
    }
    const countries = (def.homesOnly ? [...def.homes] : [src.country, this.#env.zoneCountry, src.localeCountry, ...def.homes]).filter(
      (c): c is string => !!c,
    );
    const found = this.#holidayAmong(def, countries, year);
    // read by the zone's or the locale's country, not the caller's nor one of the name's homes, where a
    // home dates it otherwise ("Memorial Day" in Berlin is Germany's, in November; the United States'
    // is in May): the home's reading is the alternative
    const home = (c: string) => def.homes.some((h) => c === h || c.startsWith(`${h}-`));
    const base = (c: string | undefined) => c?.split('-')[0];
    if (found && !def.homesOnly && base(found.country) !== base(src.country) && !home(found.country)) {
      const other = this.#holidayAmong(def, def.homes, year);
      if (other && other.iv.s !== found.iv.s && this.#choose(HOME_HOLIDAY_ID, `${def.label} (${src.countryName(other.country)})`))
        return other;
    }
    return found;
  }

  /** A holiday as the first of `countries` that keeps it dates it. */
  #holidayAmong(
    def: import('./holidays.js').HolidayDef,
    countries: readonly string[],
    year: number,
  ): { iv: Iv; country: string } | undefined {
    for (const c of [...new Set(countries)]) {
      let found = this.#holidayIn(def, c, year);
      if (!found && REGION_FALLBACK[c] && !c.includes('-')) found = this.#holidayIn(def, REGION_FALLBACK[c]!, year);
      if (!found) continue;
      if (def.until) {
        const until = HOLIDAYS.get(def.until)!;
        const end = this.#holidayIn(until, found.country, year) ?? this.#holidayIn(until, found.country, year + 1);
        if (!end) continue;
        return { iv: { s: found.iv.s, e: end.iv.s, g: 'day' }, country: found.country };
      }
      return found;
    }
    return undefined;
  }

  #holidayIn(def: import('./holidays.js').HolidayDef, country: string, year: number): { iv: Iv; country: string } | undefined {
    const list = this.#env.holidays!.holidays(country, year).filter((h) => def.names.test(h.name) && civilFromDays(h.day).year === year);
    if (!list.length) return undefined;
    const first = list[0]!.day;
    if (def.days !== 'all') return { iv: dayIv(first), country };
    let last = first;
    for (const h of list) if (h.day === last + 1) last = h.day;
    return { iv: dayIv(first, last - first + 1), country };
  }

  // --- recurring names with this / next / last

  #rel(base: Node, rel: string, steps: number): Iv {
    const v = this.#ev(base);
    if (v.k === 'fixed') return v.iv;
    const now = this.#env.nowL;
    let o: Iv | undefined;
    if (rel === 'this') {
      o = firstAfter(v.s, now, (x) => x.e > now);
      // "this August" (or "this summer") said in November: next year's to some, this year's, gone,
      // to others; after "since", which looks back, this year's first
      if ((base.t === 'month' || base.t === 'season') && o && civilFromDays(dayOfLocal(o.s)).year > civilFromDays(this.#today).year) {
        const past = lastBefore(v.s, now, (x) => x.e <= now);
        if (past && this.#since !== this.#choose(THIS_YEARS_ID, this.#since ? 'the next one' : "this year's, already past")) o = past;
      }
    } else if (rel === 'next' || rel === 'coming') {
      o = firstAfter(v.s, now, (x) => x.s > now);
      for (let k = 1; k < steps && o; k++) {
        const prev = o;
        o = firstAfter(v.s, prev.s, (x) => x.s > prev.s);
      }
    } else {
      o = lastBefore(v.s, now, (x) => x.e <= now);
      for (let k = 1; k < steps && o; k++) {
        const prev = o;
        o = lastBefore(v.s, prev.s, (x) => x.e <= prev.s);
      }
    }
    if (!o)
      throw contradiction('Nothing in the calendar matches this phrase within 400 years; check that its parts fit together.', this.#field);
    return o;
  }

  // --- intersection: everything said about one time

  #and(input: readonly Node[]): V {
    let parts: Node[] = input.filter((p) => p.t !== 'zone');
    // "Yom Kippur at noon", "Passover at 8pm": a time of day in a holiday that begins at sundown is
    // read from the eve's evening, not at noon on the eve
    // "solar noon on the summer solstice", "sunset on the next full moon": a time of day in the day
    // of an instant of the sky
    if (parts.some((p) => p.t === 'clock' || p.t === 'pod' || p.t === 'sun')) parts = parts.map((p) => skyDay(fromOwnDays(p, 'evening')));
    // "all day Friday", "Friday all day": the whole of the day named, not today as well
    if (parts.some((p) => DAY_NODES.has(p.t) || p.t === 'holiday'))
      parts = parts.filter((p) => !(p.t === 'cycle' && p.whole && p.unit === 'day'));
    // "tomorrow EOD", "COB Friday": the end of the day the other parts name
    const eod = parts.find((p): p is Extract<Node, { t: 'eod' }> => p.t === 'eod');
    if (eod) {
      const rest = parts.filter((p) => p !== eod);
      if (rest.length && eod.day) throw contradiction('This phrase names two days for its end of day; say one.', this.#field);
      return this.#eod(
        rest.length ? (rest.length === 1 ? rest[0]! : { t: 'and', parts: rest }) : (eod.day ?? { t: 'dayrel', off: 0 }),
        eod.business,
      );
    }
    const clockAt = parts.findIndex((p) => p.t === 'clock');
    let clock = clockAt >= 0 ? (parts[clockAt] as Extract<Node, { t: 'clock' }>) : undefined;
    const pods = parts.filter((p): p is Extract<Node, { t: 'pod' }> => p.t === 'pod');
    let pod = pods[0];
    for (const q of pods.slice(1)) {
      // "this afternoon after lunch": the hours both cover
      const from = Math.max(pod!.pod.from, q.pod.from);
      const to = Math.min(pod!.pod.to, q.pod.to);
      if (from >= to) throw contradiction(`The ${pod!.pod.label} and the ${q.pod.label} do not overlap; say one of them.`, this.#field);
      pod = {
        t: 'pod',
        pod: { label: q.pod.label, from, to, hours: q.pod.hours },
        ...(pod!.day ? { day: pod!.day } : q.day ? { day: q.day } : {}),
      };
    }
    const sun = parts.find((p): p is Extract<Node, { t: 'sun' }> => p.t === 'sun');
    if (sun && pod) {
      // "sunrise this morning", "sunset this evening": the part of the day names the day and the
      // event fixes the time, which its hours would miss (a sunrise before 6:00, a sunset past
      // midnight); one at the wrong end of the day is a contradiction
      if (!sunFits(sun.event, pod.pod))
        throw contradiction(
          `${SUN_LABEL[sun.event][0]!.toUpperCase()}${SUN_LABEL[sun.event].slice(1)} is not in the ${pod.pod.label}; drop one of them.`,
          this.#field,
        );
      parts = parts.filter((p) => p.t !== 'pod');
      if (pod.day) parts.push(pod.day);
      pod = undefined;
    }
    parts = parts.filter((p) => p !== clock && p.t !== 'pod');
    if (pod?.day) parts.push(pod.day);
    const dated = parts.length > 0;

    let clockSecs: number[] | undefined;
    let clockGrain: Grain = 'hour';
    let overnight = false;
    if (clock) {
      if (clock.midnight && (dated || pod)) {
        // "Friday at midnight", "midnight tonight": the midnight that ends the day
        const start = this.#choose(clock.id || -1, 'the midnight that starts the day');
        clock = { ...clock, h: start ? 0 : 24 };
      }
      const read = pod ? this.#podClock(clock, pod.pod) : this.#clockHours(clock, dated);
      clockSecs = read.secs;
      clockGrain = clock.g;
      overnight = read.overnight;
    }

    // A weekday with a date that has no year ("Sunday, Feb 10"): the nearest such date, before or after.
    const wdAt = parts.findIndex((p) => p.t === 'weekday');
    const partialAt = parts.findIndex(
      (p) =>
        p.t === 'md' ||
        p.t === 'dom' ||
        (p.t === 'numdate' && p.y === undefined) ||
        (p.t === 'holiday' && p.y === undefined) ||
        p.t === 'ides',
    );
    // "a Monday in May", "Friday in summer", "9am in January": every May has four or five Mondays and
    // thirty-one 9ams (the same in a given year: #combine)
    const wide = parts.find(
      (p) =>
        p.t === 'month' ||
        p.t === 'season' ||
        ((p.t === 'quarter' || p.t === 'half') && p.y === undefined) ||
        (p.t === 'isoWeek' && p.y === undefined && p.wd === undefined && wdAt < 0),
    );
    if (
      (wdAt >= 0 || clock || pod) &&
      partialAt < 0 &&
      wide &&
      !parts.some((p) => p.t === 'year' || p.t === 'cycle' || p.t === 'ym' || p.t === 'rel' || p.t === 'weekdayRel' || p.t === 'dayrel')
    ) {
      const wd = wdAt >= 0 ? WEEKDAY_NAMES[(parts[wdAt] as Extract<Node, { t: 'weekday' }>).wd] : undefined;
      const period = wide.t === 'isoWeek' ? 'week' : wide.t;
      throw new InputError(
        'phrase.ambiguous',
        wd
          ? `Every ${period} has several ${wd}s, not one; name the one meant: its date, or "the first ${wd} of …".`
          : `That is a time on every day of the ${period}, not one day; name the day meant: its date or its weekday.`,
        this.#field,
      );
    }
    let values: V[];
    if (
      wdAt >= 0 &&
      partialAt >= 0 &&
      !parts.some((p) => p.t === 'year' || p.t === 'cycle' || p.t === 'ym' || p.t === 'month' || p.t === 'rel' || p.t === 'quarter')
    ) {
      const w = parts[wdAt] as Extract<Node, { t: 'weekday' }>;
      const d = this.#ev(parts[partialAt]!);
      const nearest = this.#nearestWeekday(d, w.wd, w.ahead);
      values = [fixed(nearest), ...parts.filter((_, i) => i !== wdAt && i !== partialAt).map((p) => this.#ev(p))];
    } else values = parts.map((p) => this.#ev(p));

    if (clockSecs) {
      const len = clock!.midnight || clock!.noon ? HOUR : grainSeconds[clockGrain as 'hour' | 'minute' | 'second'];
      values.push(series(dailySeries(clockSecs, clockGrain, len), 'day'));
    } else if (pod) {
      if (!pod.day || dated) this.#assume(`${pod.pod.label}: ${pad2(pod.pod.from)}:00-${pad2(pod.pod.to)}:00`);
      else this.#assume(`${pod.pod.label}: ${pad2(pod.pod.from)}:00-${pad2(pod.pod.to % 24)}:00`);
      values.push(series(dailySeries([pod.pod.from * HOUR], 'hour', (pod.pod.to - pod.pod.from) * HOUR), 'day'));
    }
    void overnight;
    return this.#combine(values, input);
  }

  /** Fixed parts overlap into one interval; recurring ones intersect; then the first occurrence inside. */
  #combine(values: V[], input: readonly Node[]): V {
    const fixedOnes = values.filter((v): v is Extract<V, { k: 'fixed' }> => v.k === 'fixed');
    const seriesOnes = values.filter((v): v is Extract<V, { k: 'series' }> => v.k === 'series');
    let f: Iv | undefined;
    for (const v of fixedOnes) {
      if (!f) {
        f = v.iv;
        continue;
      }
      const k = overlap(f, v.iv);
      if (!k) throw this.#noFit(input, f, v.iv);
      f = k;
    }
    if (!seriesOnes.length) return fixed(f!);
    const s = seriesOnes.length === 1 ? seriesOnes[0]!.s : intersectSeries(seriesOnes.map((v) => v.s));
    const cycle = seriesOnes.reduce(
      (a, v) => (CYCLE_RANK[v.cycle] > CYCLE_RANK[a] ? v.cycle : a),
      'day' as 'day' | 'week' | 'month' | 'year',
    );
    if (!f) return series(s, cycle);
    // "tomorrow at 9", "in 3 days at 5pm": a shift that moved the calendar counts by its day
    const box: Iv = f.day !== undefined && grainRank(s.g) < grainRank('day') ? dayIv(f.day) : f;
    const all = box.xs || box.xe ? [] : inside(s, box);
    const got = all.find((o) => o.s > this.#rangeAfter) ?? all[0];
    if (!got) throw this.#noFit(input, f);
    // "Friday this year", "3pm next week", "noon this month", "the 15th next year": a day or a time
    // that falls on several days of the period names none of them ("Friday next week" is one day)
    if (this.#rangeAfter === -Infinity) {
      const days = [...new Set(all.map((o) => dayOfLocal(o.s)))];
      if (days.length > 1) {
        const wd = input.find((q): q is Extract<Node, { t: 'weekday' }> => q.t === 'weekday');
        const listed = `${days.length} days of the period named (${days
          .slice(0, 3)
          .map((d) => dateText(d))
          .join(', ')}${days.length > 3 ? ', …' : ''}), not one`;
        throw new InputError(
          'phrase.ambiguous',
          wd
            ? `${WEEKDAY_NAMES[wd.wd]} falls on ${listed}; name the one meant: its date, or "the first ${WEEKDAY_NAMES[wd.wd]} of …".`
            : `Said that way it falls on ${listed}; name the day meant: its date or its weekday.`,
          this.#field,
        );
      }
    }
    return fixed(got);
  }

  #noFit(input: readonly Node[], a: Iv, b?: Iv): InputError {
    const sun = this.#sunMissing;
    if (sun && input.some((p) => p.t === 'sun'))
      return contradiction(
        `There is no ${sun.event} at ${sun.label} on ${dateText(sun.day)}: the sun stays ${sun.event === 'sunrise' || sun.event === 'dawn' ? 'below' : 'above'} the horizon (polar ${sun.event === 'sunrise' || sun.event === 'dawn' ? 'night' : 'day'}) or the event falls on another day; use the daylight tool for that day.`,
        this.#field,
      );
    const wd = input.find((p) => p.t === 'weekday') as Extract<Node, { t: 'weekday' }> | undefined;
    const day = dayOfLocal((b ?? a).s);
    if (wd && (b === undefined || b.g === 'day' || a.g === 'day')) {
      const d = a.g === 'day' ? dayOfLocal(a.s) : day;
      return contradiction(
        `${dateText(d)} is a ${WEEKDAY_NAMES[weekdayOfEpochDay(d)]}, not a ${WEEKDAY_NAMES[wd.wd]}; drop the weekday or check the date.`,
        this.#field,
      );
    }
    if (a.xs || a.xe) return contradiction('A time counted from now cannot take a time of day as well; say one or the other.', this.#field);
    // "Heisei 31, May 1": the era ended that year before the date; which era the date is in
    const era = input.find((p): p is Extract<Node, { t: 'eraYear' }> => p.t === 'eraYear');
    const span = era && japaneseEraYear(era.era, era.y);
    if (era && span && span.to > span.from) {
      const md = input.find((p): p is Extract<Node, { t: 'md' }> => p.t === 'md');
      const z = md && md.d <= daysInMonth(span.gregorianYear, md.m) ? daysFromCivil(span.gregorianYear, md.m, md.d) : undefined;
      const other = z === undefined ? undefined : japaneseFromDays(z);
      return contradiction(
        `${span.era} ${era.y} runs from ${dateText(span.from)} to ${dateText(span.to - 1)}${
          other ? `; ${dateText(z!)} is ${other.era} ${other.year}` : ', and the date named is not in it'
        }: give the date in its own era, or the Gregorian year.`,
        this.#field,
      );
    }
    return contradiction(
      'The parts of this phrase do not fit together (no time satisfies them all); check the date, the weekday and the time of day.',
      this.#field,
    );
  }

  #nearestWeekday(d: V, wd: number, ahead = false): Iv {
    if (d.k === 'fixed') return d.iv;
    const todayS = dayStart(this.#today);
    const up = firstAfter(d.s, todayS, (x) => x.e > todayS);
    // a date just past counts too ("Sunday, Feb 10" said on the 12th), up to half a year back; not after
    // "next", nor for a day of the month alone ("Friday the 13th" is the next one, never last month's)
    // (the one just past, then its age: an age in the search's condition sends it back through the ages)
    const past = ahead || d.cycle !== 'year' ? undefined : lastBefore(d.s, todayS, (x) => x.e <= todayS);
    const down = past && past.s >= todayS - 183 * DAY ? past : undefined;
    for (const o of [up, down])
      if (o && weekdayOfEpochDay(dayOfLocal(o.s)) === wd) {
        if (d.cycle === 'year') this.#assume(`year: ${civilFromDays(dayOfLocal(o.s)).year} (the weekday fixes it)`);
        else this.#assume(`month: ${dateText(dayOfLocal(o.s)).slice(0, 7)} (the weekday fixes it)`);
        return o;
      }
    // neither: the next date where both hold ("Fri, Jul 18" said in 2013: 2014; "Thu 15th": the next month whose 15th is a Thursday)
    const unit = d.cycle === 'year' ? 'year' : 'month';
    const wanted = firstAfter(d.s, todayS, (x) => x.e > todayS && weekdayOfEpochDay(dayOfLocal(x.s)) === wd);
    if (wanted && dayOfLocal(wanted.s) - this.#today < (d.cycle === 'year' ? 2 * 366 : 3 * 366)) {
      // a day of the month whose weekday fits the one just gone by ("Thursday the 21st" said on
      // Wednesday the 27th) is that one, the other reading beside the next month that fits
      const recent = d.cycle === 'month' ? lastBefore(d.s, todayS, (x) => x.e <= todayS) : undefined;
      if (
        recent &&
        justPast(recent, wanted, this.#env.nowL) &&
        weekdayOfEpochDay(dayOfLocal(recent.s)) === wd &&
        this.#choose(JUST_PAST_ID, `the one just past, on ${dateText(dayOfLocal(recent.s))}`)
      ) {
        this.#assume(`month: ${dateText(dayOfLocal(recent.s)).slice(0, 7)} (the weekday fixes it)`);
        return recent;
      }
      // "Thursday July 31" said in August 2006 is 2008's: the writer may as well have the weekday
      // wrong, so the nearest July 31 (a Monday, 16 days ago) is the other reading
      const near = [up, down].filter((x): x is Iv => !!x).sort((x, y) => Math.abs(x.s - todayS) - Math.abs(y.s - todayS))[0];
      if (d.cycle === 'year' && near) {
        const nd = dayOfLocal(near.s);
        if (
          this.#choose(WEEKDAY_DROPPED_ID, `${dateText(nd)}, a ${WEEKDAY_NAMES[weekdayOfEpochDay(nd)]}: the date with the weekday dropped`)
        )
          return near;
      }
      const c = civilFromDays(dayOfLocal(wanted.s));
      this.#assume(
        `${unit}: ${unit === 'year' ? c.year : dateText(dayOfLocal(wanted.s)).slice(0, 7)}, the next ${unit} in which the ${unit === 'year' ? 'date' : 'day'} is a ${WEEKDAY_NAMES[wd]}`,
      );
      return wanted;
    }
    // the next occurrence and the one just past (up to half a year back) are the ones it could mean
    const days = [up, down].filter((x): x is Iv => !!x).map((x) => dayOfLocal(x.s));
    const said = days.map((od) => `${dateText(od)} is a ${WEEKDAY_NAMES[weekdayOfEpochDay(od)]}`).join(' and ');
    throw contradiction(
      `${said}, not a ${WEEKDAY_NAMES[wd]}; give the ${d.cycle === 'year' ? 'year' : 'month'} or drop the weekday.`,
      this.#field,
    );
  }

  /** The seconds after midnight a time of day means, with am/pm settled by the day being named or not. */
  #clockHours(c: Extract<Node, { t: 'clock' }>, dated: boolean): { secs: number[]; overnight: boolean } {
    const base = c.m * 60 + c.s;
    if (!c.amb) return { secs: [c.h * HOUR + base], overnight: c.h >= 24 };
    const am = (c.h % 12) * HOUR + base;
    const pm = am + 12 * HOUR;
    if (this.#rangeEnd && !this.#rangeFromDay) return { secs: [am, pm], overnight: false };
    if (dated || this.#rangeFromDay) {
      // With a day named, the hours of a working day: 7 to 11 in the morning, 12 to 6 in the afternoon.
      const h = c.h % 12;
      const morning = h >= 7 && h <= 11;
      const pick = this.#choose(c.id, `${clockText(morning ? pm : am)} (${morning ? 'pm' : 'am'})`) ? !morning : morning;
      this.#assume(`am/pm: ${clockText(pick ? am : pm)} (working hours)`);
      return { secs: [pick ? am : pm], overnight: false };
    }
    // Alone: the next time the clock shows it, morning or evening.
    const now = this.#env.nowL - dayStart(this.#today);
    // (a time of day is its moment, as #next reads it: at 15:30 the next 3:00 is tomorrow's, at 3am)
    const wait = (t: number) => (t >= now ? t - now : t + DAY - now);
    const first = wait(am) <= wait(pm) ? am : pm;
    const second = first === am ? pm : am;
    const pick = this.#choose(c.id, `${clockText(second)} (${second === pm ? 'pm' : 'am'})`) ? second : first;
    this.#assume(`am/pm: ${clockText(pick)}, the next ${c.h}:${pad2(c.m)}`);
    return { secs: [pick], overnight: false };
  }

  /** A time of day in a part of the day: the part settles am or pm ("8 tonight", "3 in the morning") and must agree with a stated one. */
  #podClock(c: Extract<Node, { t: 'clock' }>, pod: PartOfDay): { secs: number[]; overnight: boolean } {
    const base = c.m * 60 + c.s;
    const bad = () =>
      contradiction(
        `${clockText(c.h * HOUR + base)} is not in the ${pod.label} (${pad2(pod.from)}:00-${pad2(pod.to % 24)}:00); drop one of them or make them agree.`,
        this.#field,
      );
    const h12 = c.h % 12;
    if (c.h >= 24) return { secs: [c.h * HOUR + base], overnight: true };
    switch (pod.hours) {
      case 'am':
        // "9 to 12 in the morning": twelve is the morning's end, noon; "12 in the morning" alone is
        // 12 am, midnight, as the clock writes it (noon beside it)
        if (c.amb && h12 === 0 && !this.#rangeEnd && !this.#choose(c.id, '12:00 (noon)')) return { secs: [base], overnight: false };
        if (c.amb) return { secs: [(h12 === 0 ? 12 : h12) * HOUR + base], overnight: false };
        if (c.h >= 12 && !(c.h === 12 && c.noon)) throw bad();
        return { secs: [c.h * HOUR + base], overnight: false };
      case 'pm': {
        // "this evening at 12": the evening's twelve is its end, midnight
        if (c.amb && h12 === 0 && pod.from >= 17) return { secs: [24 * HOUR + base], overnight: true };
        // An afternoon or evening hour is one of the part's, or up to two hours either side of it
        // ("4 this evening", "this afternoon at 7"); further off, the two do not agree.
        const near = (h: number) => h >= pod.from - POD_SLACK_HOURS && h < Math.min(pod.to + POD_SLACK_HOURS, 24);
        if (c.amb) {
          const pm = h12 + 12;
          if (near(pm)) return { secs: [pm * HOUR + base], overnight: false };
          // "this afternoon at 11", "this evening at 2": the hour after noon, as Duckling reads it,
          // and the literal one (the morning's; for an evening, the small hours after it) beside it
          const am = pod.from >= 17 && h12 < 6 ? h12 + 24 : h12;
          this.#assume(`am/pm: ${clockText(pm * HOUR + base)}, though ${c.h} is not in the ${pod.label}`);
          if (this.#choose(c.id, `${clockText(am * HOUR + base)}${am >= 24 ? ', after the evening' : ' (am)'}`))
            return { secs: [am * HOUR + base], overnight: am >= 24 };
          return { secs: [pm * HOUR + base], overnight: false };
        }
        if (c.h < 12 || !near(c.h)) throw bad();
        return { secs: [c.h * HOUR + base], overnight: false };
      }
      case 'night': {
        // The night runs past midnight: "2 tonight" is early the next day; from 5 an hour is the
        // evening's ("5 tonight", "quarter to six tonight": 17:00, 17:45), not the next dawn's.
        const h = c.amb ? (h12 < 5 ? h12 + 24 : h12 + 12) : c.h < 6 ? c.h + 24 : c.h;
        if (!c.amb && c.h >= 6 && c.h < 12) throw bad();
        return { secs: [h * HOUR + base], overnight: h >= 24 };
      }
      default: {
        const inPod = (h: number) => h >= pod.from && h < pod.to;
        if (c.amb) {
          const h = inPod(h12 + 12) ? h12 + 12 : inPod(h12) ? h12 : h12 < 7 ? h12 + 12 : h12;
          return { secs: [h * HOUR + base], overnight: false };
        }
        if (!inPod(c.h)) throw bad();
        return { secs: [c.h * HOUR + base], overnight: false };
      }
    }
  }

  // --- durations

  /** A duration added to (sign 1) or taken from an interval's start: calendar units on the wall clock, then exact seconds. */
  #addDur(from: Iv, d: Dur, sign: 1 | -1): { t: number; x: boolean } {
    let years = d.year;
    let months = d.month;
    if (!Number.isInteger(years)) {
      months += (years % 1) * 12;
      years = Math.trunc(years);
    }
    if (!Number.isInteger(months))
      throw new InputError('phrase.invalid', 'A fraction of a month has no fixed length; say it in weeks or days.', this.#field);
    const days = d.week * 7 + d.day;
    const wholeDays = Math.trunc(days);
    const secs = Math.round((days - wholeDays) * DAY + d.hour * HOUR + d.minute * 60 + d.second);
    let t = from.s;
    let x = !!from.xs;
    if (years || months || wholeDays) {
      const local = x ? this.#localOfEpoch(t) : t;
      const day = dayOfLocal(local);
      const tod = local - dayStart(day);
      const c = civilFromDays(day);
      const total = c.year * 12 + (c.month - 1) + sign * (years * 12 + months);
      const y = Math.floor(total / 12);
      const m = total - y * 12 + 1;
      this.#checkYear(y);
      const dim = daysInMonth(y, m);
      if (c.day > dim) this.#assume(`day: ${formatDate({ year: y, month: m, day: dim })} (no ${ordinal(c.day)} that month)`);
      t = dayStart(daysFromCivil(y, m, Math.min(c.day, dim)) + sign * wholeDays) + tod;
      x = false;
    }
    if (secs) {
      if (!x) t = this.#env.toEpoch(t);
      return { t: t + sign * secs, x: true };
    }
    return { t, x };
  }

  #shift(given: Extract<Node, { t: 'shift' }>): Iv {
    // "the day after Yom Kippur": after its own day, not its eve
    const n = given.base ? { ...given, base: fromOwnDays(given.base, 'days') } : given;
    // "a few hours ago": the number a vague word stands for is said
    for (const st of n.dur.stated) this.#assume(st);
    let base: Iv = n.base ? this.#shiftBase(n) : { s: this.#env.nowX, e: this.#env.nowX + 1, g: 'second', xs: true, xe: true };
    // "the day after Passover", "3 days after Hanukkah": after a holiday of several days is after its last
    if (n.base?.t === 'holiday' && n.sign > 0 && base.e - base.s > DAY && grainRank(durGrain(n.dur)) >= grainRank('day'))
      base = dayIv(dayOfLocal(base.e - 1));
    const r = this.#addDur(base, n.dur, n.sign);
    const dg = durGrain(n.dur);
    if (n.base && grainRank(dg) >= grainRank('day') && !r.x) {
      // "3 days after Easter", "a week from tomorrow": a day, like the day it counts from; "the week before last week": a week
      const g = finer(base.g, dg);
      return { s: r.t, e: grainEnd(r.t, g), g };
    }
    if (r.x) return { s: r.t, e: r.t + 1, g: n.base ? finer(base.g, dg) : 'second', xs: true, xe: true };
    // "in 3 days": the same time of day, on a day a time of day can still be given for
    return { s: r.t, e: r.t + 1, g: 'second', day: dayOfLocal(r.t) };
  }

  /** An ISO 8601 week of a year, or its next occurrence (the one under way counts); a day of it with `wd`. */
  #isoWeek(n: Extract<Node, { t: 'isoWeek' }>): V {
    this.#assume('week: ISO 8601, Monday to Sunday, week 1 the one with 4 January');
    const of = (y: number): Iv | undefined => {
      if (n.w > isoWeeksInYear(y)) return undefined;
      const monday = daysFromIsoWeek(y, n.w, 1);
      return n.wd ? dayIv(monday + n.wd - 1) : { ...dayIv(monday, 7), g: 'week' };
    };
    if (n.y !== undefined) {
      this.#checkYear(n.y);
      const iv = of(n.y);
      if (!iv)
        throw new InputError(
          'phrase.no-such-day',
          `${n.y} has ${isoWeeksInYear(n.y)} ISO weeks, so no week ${n.w}; check the week.`,
          this.#field,
        );
      return fixed(iv);
    }
    // each week counted in the calendar year its Monday falls in (week 1 may begin in December)
    const inYear = (y: number) => [of(y), of(y + 1)].filter((x): x is Iv => x !== undefined && civilFromDays(dayOfLocal(x.s)).year === y);
    return series(yearly(n.wd ? 'day' : 'week', n.wd ? DAY : WEEK, inYear), 'year');
  }

  /**
   * The day a shift after a date counts from: a date of the past month where the day it gives is
   * still to come ("2 weeks after June 1" said on 10 June is 15 June, not a year on); else the coming
   * one ("a year from Christmas" said in June, "3 weeks from Friday").
   */
  #shiftBase(n: Extract<Node, { t: 'shift' }>): Iv {
    const b = n.base!;
    const edge = grainRank(durGrain(n.dur)) >= grainRank('day') ? this.#edgeDay(b) : undefined;
    if (edge) return edge;
    if (n.sign < 0 || grainRank(durGrain(n.dur)) < grainRank('day')) return this.#pin(this.#ev(b), b);
    return this.#recentBase(n.base!, (x) => this.#addDur(x, n.dur, 1).t);
  }

  /**
   * "The end of the month", "the start of next year" as the day a count of days starts from: the
   * period's last or first day, not the start of its last or first third ("two days before the end
   * of the month" is the 29th of a 31-day month, not the 19th).
   */
  #edgeDay(b: Node): Iv | undefined {
    if (b.t !== 'part' || !b.edge || (b.part !== 'late' && b.part !== 'early')) return undefined;
    const of = this.#pin(this.#ev(b.of), b.of);
    const day = b.part === 'late' ? dayOfLocal(of.e - 1) : dayOfLocal(of.s);
    this.#assume(`the ${b.said}: ${b.part === 'late' ? 'the last day' : 'the first day'}, ${dateText(day)}`);
    return dayIv(day);
  }

  /** The date a count after it starts from: one of the past month when `lands` (where the count ends) is still to come, else the next. */
  #recentBase(base: Node, lands: (x: Iv) => number): Iv {
    const v = this.#ev(base);
    const pinned = this.#pin(v, base);
    if (v.k !== 'series' || (v.cycle !== 'year' && v.cycle !== 'month')) return pinned;
    const todayS = dayStart(this.#today);
    // the one just before (a condition on its age here would have the search go back through the ages)
    const last = lastBefore(v.s, pinned.s, (x) => x.s < pinned.s);
    return last && last.s >= todayS - RECENT_DAYS * DAY && lands(last) >= todayS ? last : pinned;
  }

  #business(n: number, baseNode: Node | undefined, stated: string[]): Iv {
    for (const s of stated) this.#assume(s);
    const src = this.#env.holidays;
    const from = baseNode ? dayOfLocal((this.#edgeDay(baseNode) ?? this.#pin(this.#ev(baseNode))).s) : this.#today;
    if (!src?.addBusinessDays)
      throw new InputError(
        'phrase.unreadable',
        'Business days need the holiday data, which this call does not have; count the days instead.',
        this.#field,
      );
    const r = src.addBusinessDays(from, n);
    for (const a of r.assumed) this.#assume(a);
    return dayIv(r.day);
  }

  // --- n-th of a period, parts of a period, end of day

  /**
   * `n` units at the start of a period, or its end where negative: "the first 3 days of March", "the
   * last four months of 2021"; weeks are Monday-to-Sunday ones wholly inside it, as "the last week
   * of March" is, with the days counted from its edge beside them. A period that recurs is its next
   * one whose part has not ended.
   */
  #unitsOf(n: number, unit: 'day' | 'week' | 'month' | 'quarter' | 'year', ofNode: Node): V {
    const count = Math.abs(n);
    const pick = (p: Iv): Iv | undefined => {
      const first = dayOfLocal(p.s);
      const end = Math.ceil(p.e / DAY);
      if (unit === 'week' || unit === 'day') {
        const days = unit === 'week' ? 7 * count : count;
        let s = n > 0 ? first : end - days;
        if (unit === 'week') {
          this.#assume('week: Monday to Sunday, wholly inside the period');
          const monday = n > 0 ? first + ((8 - weekdayOfEpochDay(first)) % 7) : end - ((weekdayOfEpochDay(end) + 6) % 7) - days;
          if (monday !== s && monday >= first && monday + days <= end)
            this.#alt(
              { kind: 'range', iv: { s: dayStart(s), e: dayStart(s + days), g: 'day' } },
              `its ${n > 0 ? 'first' : 'last'} ${days} days`,
            );
          s = monday;
        }
        return s >= first && s + days <= end ? { s: dayStart(s), e: dayStart(s + days), g: unit } : undefined;
      }
      const months = (unit === 'year' ? 12 : unit === 'quarter' ? 3 : 1) * count;
      const c = civilFromDays(n > 0 ? first : end);
      const total = c.year * 12 + c.month - 1 + (n > 0 ? months : -months);
      const edge = daysFromCivil(Math.floor(total / 12), (total % 12) + 1, c.day);
      // whole months only: a period that starts or ends mid-month has no first or last month of it
      if (c.day !== 1) return undefined;
      const [s, e] = n > 0 ? [first, edge] : [edge, end];
      return s >= first && e <= end ? { s: dayStart(s), e: dayStart(e), g: unit } : undefined;
    };
    const none = () =>
      new InputError(
        'phrase.no-such-day',
        `That period has no ${count} whole ${unit}s to take; ask for fewer, or a longer period.`,
        this.#field,
      );
    const of = this.#ev(ofNode);
    if (of.k === 'fixed') {
      const r = pick(of.iv);
      if (!r) throw none();
      return fixed(r);
    }
    const r = this.#toCome(of.s, pick);
    if (!r) throw none();
    return fixed(r);
  }

  /** What `pick` takes of a recurring period: of the next of its occurrences (up to three) whose part has not ended. */
  #toCome(s: Series, pick: (p: Iv) => Iv | undefined): Iv | undefined {
    const now = this.#env.nowL;
    let p = firstAfter(s, now, (x) => x.e > now);
    for (let k = 0; k < 3 && p; k++) {
      const r = pick(p);
      if (r && r.e > now) return r;
      const prev = p;
      p = firstAfter(s, prev.e, (x) => x.s >= prev.e);
    }
    return undefined;
  }

  #nthOf(n: number, what: NthKind | Node, ofNode: Node): V {
    const of = this.#ev(ofNode);
    const pick = (p: Iv): Iv | undefined => this.#nthIn(n, what, p);
    if (of.k === 'fixed') {
      const r = pick(of.iv);
      if (!r) throw this.#noNth(n, what);
      // "the first of the month" said on the 9th: this month's is past; the next month's is the other reading
      if (ofNode.t === 'cycle' && ofNode.n === 0 && r.e <= dayStart(this.#today)) {
        // (a choice, so that a time said with it goes with it: "the first Monday at 9am")
        const next = pick(this.#cycle(ofNode.unit, 1));
        if (next && this.#choose(ofNode.id, `the next ${ofNode.unit}'s`)) return fixed(next);
      }
      return fixed(r);
    }
    const r = this.#toCome(of.s, pick);
    if (!r) throw this.#noNth(n, what);
    this.#assume(`year: ${civilFromDays(dayOfLocal(r.s)).year}`);
    return fixed(r);
  }

  #noNth(n: number, what: NthKind | Node): InputError {
    const name =
      what === 'bizday'
        ? 'business day'
        : typeof what === 'string'
          ? what
          : what.t === 'weekday'
            ? WEEKDAY_NAMES[what.wd]!
            : what.t === 'moon'
              ? `${what.phase ? 'full' : 'new'} moon`
              : what.t === 'solstice'
                ? what.kind
                : 'day';
    const which = n > 0 ? ordinal(n) : n === -1 ? 'last' : `${ordinal(-n)} last`;
    return new InputError(
      'phrase.no-such-day',
      `There is no ${which} ${name} in that period; ask for the "last ${name}" instead.`,
      this.#field,
    );
  }

  #nthIn(n: number, what: NthKind | Node, p: Iv): Iv | undefined {
    const first = dayOfLocal(p.s);
    const end = dayOfLocal(p.e);
    if (what === 'bizday') {
      // counted by the caller's country's weekend and public holidays, as business_days counts them
      const src = this.#env.holidays;
      if (!src?.addBusinessDays)
        throw new InputError(
          'phrase.unreadable',
          'Business days need the holiday data, which this call does not have; count the days instead.',
          this.#field,
        );
      const r = n > 0 ? src.addBusinessDays(first - 1, n) : src.addBusinessDays(end, n);
      for (const a of r.assumed) this.#assume(a);
      return r.day >= first && r.day < end ? dayIv(r.day) : undefined;
    }
    if (what === 'day') {
      const day = n > 0 ? first + n - 1 : end + n;
      return day >= first && day < end ? dayIv(day) : undefined;
    }
    if (what === 'weekday') {
      // Monday to Friday, holidays or not ("business day" skips those)
      this.#assume('weekday: Monday to Friday, holidays included (a business day skips them)');
      const days: number[] = [];
      for (let d = n > 0 ? first : end - 1; d >= first && d < end && days.length < Math.abs(n); d += Math.sign(n))
        if (weekdayOfEpochDay(d) >= 1 && weekdayOfEpochDay(d) <= 5) days.push(d);
      return days.length === Math.abs(n) ? dayIv(days[days.length - 1]!) : undefined;
    }
    if (what === 'month') {
      // the calendar months wholly inside the period: "the third month of 2021" is March
      const starts: number[] = [];
      const c = civilFromDays(first);
      for (let k = c.day === 1 ? 0 : 1; ; k++) {
        const m0 = c.month - 1 + k;
        const s = daysFromCivil(c.year + Math.floor(m0 / 12), (m0 % 12) + 1, 1);
        const e = daysFromCivil(c.year + Math.floor((m0 + 1) / 12), ((m0 + 1) % 12) + 1, 1);
        if (e > end) break;
        starts.push(s);
        if (starts.length > 1200) break;
      }
      const s = n > 0 ? starts[n - 1] : starts[starts.length + n];
      if (s === undefined) return undefined;
      const m = civilFromDays(s);
      const e = daysFromCivil(m.year + Math.floor(m.month / 12), (m.month % 12) + 1, 1);
      return { s: dayStart(s), e: dayStart(e), g: 'month' };
    }
    if (what === 'week' || what === 'weekend') {
      if (end - first < 7) return undefined;
      // Monday-to-Sunday weeks wholly inside the period; weekends whose first day is in it
      const starts: number[] = [];
      let weekendDays = 2;
      if (what === 'week') {
        this.#assume('week: Monday to Sunday, wholly inside the period');
        for (let d = first + ((8 - weekdayOfEpochDay(first)) % 7); d + 7 <= end; d += 7) starts.push(d);
      } else {
        const w = this.#weekend();
        weekendDays = w.days;
        for (let d = first + ((w.first - weekdayOfEpochDay(first) + 7) % 7); d < end; d += 7) starts.push(d);
      }
      const s = n > 0 ? starts[n - 1] : starts[starts.length + n];
      if (what === 'week') {
        // Weeks are counted three ways, each a choice (so that a day said with the week goes with it:
        // "the first week of October on Friday"): the whole Monday-to-Sunday weeks inside the period
        // (the reading); its days seven at a time from its edge; and as ISO 8601 counts a year's weeks,
        // from the first week that has four of its days (the week that holds 4 January), or back from
        // the last that has four.
        const days = n > 0 ? first + 7 * (n - 1) : end + 7 * n;
        const c = civilFromDays(first);
        const year = c.month === 1 && c.day === 1 && end === daysFromCivil(c.year + 1, 1, 1);
        const monday = (d: number) => d - ((weekdayOfEpochDay(d) + 6) % 7);
        const row = n > 0 ? monday(first + 3) + 7 * (n - 1) : monday(end - 4) + 7 * (n + 1);
        const week = (d: number): Iv => ({ s: dayStart(d), e: dayStart(d + 7), g: 'week' });
        if (days !== s && days >= first && days + 7 <= end) {
          const label =
            n === 1
              ? 'its first 7 days'
              : n === -1
                ? 'its last 7 days'
                : n > 0
                  ? `its days ${7 * n - 6} to ${7 * n}`
                  : `its ${ordinal(-n)} last 7 days`;
          if (this.#choose(WEEK_OF_DAYS_ID, label)) return { ...week(days), g: 'day' };
        }
        if (row !== s && row !== days && row < end && row + 7 > first) {
          const which = n === 1 ? 'first' : n === -1 ? 'last' : n > 0 ? ordinal(n) : `${ordinal(-n)} last`;
          const label = year
            ? `ISO 8601's ${which} week of ${c.year}, from ${dateText(row)}`
            : `the ${which} week counting ${n > 0 ? 'from the first' : 'back from the last'} that has 4 of its days, from ${dateText(row)}`;
          if (this.#choose(WEEK_ROW_ID, label)) return week(row);
        }
        return s === undefined ? undefined : week(s);
      }
      if (s === undefined) return undefined;
      return dayIv(s, weekendDays);
    }
    if (what.t !== 'weekday') {
      // the n-th occurrence in the period of something that recurs (a full moon, an equinox)
      const v = this.#ev(what);
      if (v.k !== 'series') return undefined;
      const all = v.s.within(p.s, p.e).filter((x) => x.s >= p.s && x.s < p.e);
      return n > 0 ? all[n - 1] : all[all.length + n];
    }
    const wd = what.wd;
    const day =
      n > 0
        ? first + ((wd - weekdayOfEpochDay(first) + 7) % 7) + 7 * (n - 1)
        : end - 1 - ((weekdayOfEpochDay(end - 1) - wd + 7) % 7) + 7 * (n + 1);
    return day >= first && day < end ? dayIv(day) : undefined;
  }

  #part(part: Part, ofNode: Node, said: string): V {
    const of = this.#ev(ofNode);
    const cut = (p: Iv): Iv => this.#partOf(part, p, said);
    if (of.k === 'fixed') return fixed(cut(of.iv));
    const now = this.#env.nowL;
    // after "since", which looks back: the last one whose part has begun ("since late July" said in
    // February is last July's)
    if (this.#since) {
      const begun = lastBefore(of.s, now, (x) => x.s <= now && cut(x).s <= now);
      if (begun) {
        const r = cut(begun);
        this.#assume(`year: ${civilFromDays(dayOfLocal(r.s)).year}`);
        return fixed(r);
      }
    }
    let p = firstAfter(of.s, now, (x) => x.e > now);
    for (let k = 0; k < 2 && p; k++) {
      const r = cut(p);
      if (r.e > now) {
        this.#assume(`year: ${civilFromDays(dayOfLocal(r.s)).year}`);
        return fixed(r);
      }
      const prev = p;
      p = firstAfter(of.s, prev.e, (x) => x.s >= prev.e);
    }
    return fixed(cut(p!));
  }

  /** Early, mid or late in a period: a month's days 1-10, 11-20 and 21 to its end; a year's and a quarter's thirds; a week's Monday-Wednesday, Wednesday-Thursday, Friday-Sunday. */
  #partOf(part: Part, p: Iv, said: string): Iv {
    const first = dayOfLocal(p.s);
    const end = dayOfLocal(p.e);
    const c = civilFromDays(first);
    const name =
      part === 'early' ? (said === 'beginning' ? 'beginning' : 'early') : part === 'mid' ? 'middle' : said === 'end' ? 'end' : 'late';
    let out: Iv;
    let what: string;
    switch (p.g) {
      case 'month': {
        const len = end - first;
        if (len > 40) {
          // several months (a half year): thirds by months
          const m = Math.round(len / 30.4);
          const third = m / 3;
          const a = part === 'early' ? 0 : part === 'mid' ? third : 2 * third;
          out = { s: dayStart(monthStartDay(c.year, c.month + a)), e: dayStart(monthStartDay(c.year, c.month + a + third)), g: 'month' };
          what = 'a third of the months';
          break;
        }
        const [a, b] = part === 'early' ? [0, 10] : part === 'mid' ? [10, 20] : [20, len];
        out = { s: dayStart(first + a), e: dayStart(first + b), g: 'day' };
        what = part === 'early' ? 'days 1-10' : part === 'mid' ? 'days 11-20' : `days 21-${len}`;
        break;
      }
      case 'quarter': {
        const a = part === 'early' ? 0 : part === 'mid' ? 1 : 2;
        out = monthIv(c.year, c.month + a);
        what = `its ${['first', 'second', 'third'][a]} month`;
        break;
      }
      case 'year': {
        if (end - first > 400) {
          // a decade or a century: its first four tenths, the next three, the last three
          const years = Math.round((end - first) / 365.2425);
          const a = part === 'early' ? 0 : part === 'mid' ? (years * 4) / 10 : (years * 7) / 10;
          const b = part === 'early' ? (years * 4) / 10 : part === 'mid' ? (years * 7) / 10 : years;
          out = { s: dayStart(daysFromCivil(c.year + a, 1, 1)), e: dayStart(daysFromCivil(c.year + b, 1, 1)), g: 'year' };
          what = `years ${a}-${b - 1}`;
          break;
        }
        const a = part === 'early' ? 1 : part === 'mid' ? 5 : 9;
        out = monthIv(c.year, a, 4);
        what = part === 'early' ? 'January-April' : part === 'mid' ? 'May-August' : 'September-December';
        break;
      }
      case 'week': {
        const [a, b] = part === 'early' ? [0, 3] : part === 'mid' ? [2, 4] : [4, 7];
        out = { s: dayStart(first + a), e: dayStart(first + b), g: 'day' };
        what = part === 'early' ? 'Monday-Wednesday' : part === 'mid' ? 'Wednesday-Thursday' : 'Friday-Sunday';
        break;
      }
      default: {
        const len = end - first;
        const third = Math.round(len / 3);
        const [a, b] = part === 'early' ? [0, third] : part === 'mid' ? [third, 2 * third] : [2 * third, len];
        out = { s: dayStart(first + a), e: dayStart(first + b), g: 'day' };
        what = 'a third of its days';
      }
    }
    this.#assume(`${name}: ${what}`);
    // "the end of the month" may also mean its last day; "the beginning of next week", its first
    if (said === 'end' || said === 'beginning') {
      const day = said === 'end' ? end - 1 : first;
      if (p.g === 'week' && said === 'end')
        this.#alt(
          { kind: 'instant', iv: { s: dayStart(first + 4) + 17 * HOUR, e: dayStart(first + 4) + 18 * HOUR, g: 'hour' } },
          'end of the work week, Friday 17:00',
        );
      else this.#alt({ kind: 'instant', iv: dayIv(day) }, said === 'end' ? 'the last day' : 'the first day');
    }
    return out;
  }

  #eod(dayNode: Node, business: boolean): V {
    const d = this.#pin(this.#ev(dayNode));
    const day = dayOfLocal(d.s);
    if (business) {
      this.#assume('close of business: 17:00');
      return fixed({ s: dayStart(day) + 17 * HOUR, e: dayStart(day) + 18 * HOUR, g: 'hour' });
    }
    this.#alt(
      { kind: 'instant', iv: { s: dayStart(day) + 17 * HOUR, e: dayStart(day) + 18 * HOUR, g: 'hour' } },
      'close of business, 17:00',
    );
    this.#assume('time: 23:59:59 (end of day)');
    return fixed({ s: dayStart(day + 1) - 1, e: dayStart(day + 1), g: 'second' });
  }

  // --- ranges

  #range(n: Extract<Node, { t: 'range' }>): Reading {
    const mark = this.assumed.length;
    const r = this.#rangeOf(n);
    // "Monday - 06.11.2017", "Monday - Nov 20": a weekday, a dash and a date that falls on it name one
    // day twice, as "Monday, 6.11.2017" does; the week from one Monday to the next beside it
    if (n.dash && n.a.t === 'weekday' && !n.shared && DAY_NODES.has(n.b.t)) {
      const B = this.#pin(this.#ev(n.b), n.b);
      if (grainRank(B.g) === grainRank('day') && weekdayOfEpochDay(dayOfLocal(B.s)) === n.a.wd) {
        this.#alt(r, `from ${WEEKDAY_NAMES[n.a.wd]} to ${WEEKDAY_NAMES[n.a.wd]}, a range`);
        return { kind: 'instant', iv: B };
      }
    }
    // "this friday-jun-15": a weekday glued by a dash to a month and day is the date it names, as
    // "Friday Jun 15" is, where a range to it would run months on
    if (
      n.dash &&
      (n.a.t === 'weekday' || n.a.t === 'weekdayRel') &&
      !n.shared &&
      (n.b.t === 'md' || n.b.t === 'numdate') &&
      r.iv.e - r.iv.s > 31 * DAY
    ) {
      const said = this.assumed.splice(mark);
      try {
        const one = this.#top({ t: 'and', parts: [{ t: 'weekday', wd: n.a.wd }, n.b] });
        if (one.kind === 'instant') {
          this.#alt(r, 'a range to it');
          return one;
        }
      } catch (err) {
        if (!(err instanceof InputError)) throw err;
      }
      this.assumed.splice(mark, Infinity, ...said);
    }
    return r;
  }

  #rangeOf(n: Extract<Node, { t: 'range' }>): Reading {
    let a = n.shared ? and(n.a, n.shared) : n.a;
    let b = n.shared ? and(n.b, n.shared) : n.b;
    // (the parts beside the dash are the ends' own, not the day they share: "Oct 27 from 10 to 12")
    [a, b] = spread(a, b, partsOf(n.a).at(-1)!, partsOf(n.b)[0]!);
    const isDay = (p: Node) => DAY_NODES.has(p.t);
    const isTime = (p: Node) => p.t === 'clock' || p.t === 'pod';
    // two times of one day said once ("from 11pm to 1am on December 31", "Friday from 11pm to 1am"):
    // the end is the first such time after the start, past midnight if it must be, not that day's
    const dayParts = (x: Node) => partsOf(x).filter((p) => !isTime(p) && p.t !== 'zone');
    const sameDay = dayParts(b).length > 0 && JSON.stringify(dayParts(a)) === JSON.stringify(dayParts(b));
    if (partsOf(a).some(isTime) && partsOf(b).some(isTime) && sameDay) {
      const times = partsOf(b).filter(isTime);
      b = times.length === 1 ? times[0]! : { t: 'and', parts: times };
    }
    // A time said after a range of days is each day's ("22-23 Feb at 7pm", "Monday to Friday at
    // 9"): no one stretch of time; the whole days, and from the first day's time to the last's beside them
    const ap = partsOf(a);
    const bp = partsOf(b);
    if (ap.some(isDay) && !ap.some(isTime) && bp.some(isDay) && bp.some(isTime)) {
      const time = bp.filter(isTime);
      if (this.#choose(EACH_DAY_ID, `from the first day ${saidTime(time)} to the last`)) a = time.reduce(and, a);
      else {
        b = bp.length - time.length === 1 ? bp.find((p) => !isTime(p))! : { t: 'and', parts: bp.filter((p) => !isTime(p)) };
        this.#assume(`time: ${saidTime(time)} each day, read as the whole days`);
      }
    }
    const av = this.#ev(a);
    // A range that recurs ("3-4pm", "8am until 6") is the one in progress, else the next.
    const now = this.#env.nowL;
    const current = av.k === 'series' ? lastBefore(av.s, now, (x) => x.s <= now) : undefined;
    let A: Iv | undefined;
    let B: Iv | undefined;
    if (current) {
      const end = this.#rangeEndAfter(b, current);
      if (end && (grainRank(end.g) >= grainRank('day') ? end.e : end.s) > now) {
        [A, B] = [current, end];
        // unless a start still to come is before that end too: "from 2pm until Friday 10am" said on
        // Thursday morning is today's 2pm, not yesterday's ("3-4pm" at 3:30 is the one under way)
        const next = av.k === 'series' ? firstAfter(av.s, now, (x) => x.s > now) : undefined;
        if (next && this.#before(next, end)) A = next;
      }
    }
    if (A && av.k === 'series' && grainRank(A.g) >= grainRank('day') && A.s < dayStart(this.#today)) {
      // one begun on an earlier day ("December to May" said in April): the next beside it
      const nextA = firstAfter(av.s, now, (x) => x.s > now);
      const nextB = nextA && this.#rangeEndAfter(b, nextA);
      if (nextA && nextB && this.#before(nextA, nextB)) this.#alt(this.#spanOf(nextA, nextB), 'the next one, not the one under way');
    }
    if (!A) {
      const pinned = this.assumed.length;
      A = this.#pin(av, a);
      const said = this.assumed.slice(pinned);
      // an hour without am/pm after a start that is a whole day ("from today until 2", "from Monday to
      // 6") is that day's working hour, as "Monday at 2" reads it, the other beside it; not the 2am
      // that first follows the day's start
      this.#rangeFromDay = grainRank(A.g) >= grainRank('day') && b.t === 'clock' && b.amb;
      try {
        B = this.#rangeEndAfter(b, A);
      } finally {
        this.#rangeFromDay = false;
      }
      // and where the next one comes after that end, the last before it: "between Jan 22 and now"
      // (its year said in place of the next one's)
      if (B && this.#endFixed && av.k === 'series' && !this.#before(A, B)) {
        const end = B;
        const last = lastBefore(av.s, end.xs ? this.#localOfEpoch(end.s) : end.s, (x) => this.#before(x, end));
        if (last) {
          A = last;
          for (const text of said) if (text.startsWith('year: ')) this.assumed.splice(this.assumed.indexOf(text), 1);
          if (said.some((text) => text.startsWith('year: '))) this.#assume(`year: ${civilFromDays(dayOfLocal(A.s)).year}`);
        }
      }
    }
    if (!B) throw contradiction('Nothing after the start of this range matches its end; check both ends.', this.#field);
    return this.#spanOf(A, B);
  }

  /**
   * The range from a start to an end said: a day or longer up to its end, a time of day up to its
   * start. A part of the day ("to Tuesday evening", "to last night") is hours, not an hour: up to its
   * end, as a day is, with "up to its start" beside it (`alt`: the caller keeps the alternatives).
   */
  #spanOf(A: Iv, B: Iv, alt = true): Reading {
    const hours = B.g === 'hour' && !B.xs && !B.xe && B.e - B.s > HOUR;
    if (hours && alt && this.#before(A, B)) {
      const upTo = this.#spanOf(A, B, false);
      const h = Math.floor((B.s - dayStart(dayOfLocal(B.s))) / HOUR);
      this.#alt(upTo, `up to the start of that part of the day, ${String(h).padStart(2, '0')}:00`);
    }
    const inclusive = hours ? alt : grainRank(B.g) >= grainRank('day');
    const end: Iv = inclusive
      ? { s: B.e, e: B.e, g: B.g, ...(B.xe ? { xs: true } : {}) }
      : { s: B.s, e: B.s, g: B.g, ...(B.xs ? { xs: true } : {}) };
    const iv: Iv = { s: A.s, e: end.s, g: finer(A.g, B.g), ...(A.xs ? { xs: true } : {}), ...(end.xs ? { xe: true } : {}) };
    if (!this.#before(A, end))
      throw new InputError('phrase.range-order', 'The end of this range comes before its start; put the earlier time first.', this.#field);
    return { kind: 'range', iv };
  }

  /** Whether `x` begins before `y` does, either read on the local clock or as an instant (`xs`). */
  #before(x: Iv, y: Iv): boolean {
    return (x.xs ? this.#localOfEpoch(x.s) : x.s) < (y.xs ? this.#localOfEpoch(y.s) : y.s);
  }

  /** The end of a range: its first occurrence after the start (a time said without am/pm: either); `#endFixed` says whether it recurs. */
  #rangeEndAfter(b: Node, A: Iv): Iv | undefined {
    this.#rangeEnd = true;
    this.#rangeAfter = A.xs ? this.#localOfEpoch(A.s) : A.s;
    try {
      const bv = this.#ev(b);
      this.#endFixed = bv.k === 'fixed';
      if (bv.k === 'fixed') return bv.iv;
      const after = this.#rangeAfter;
      return firstAfter(bv.s, after, (x) => x.s > after || (grainRank(x.g) >= grainRank('day') && x.e > after));
    } finally {
      this.#rangeEnd = false;
      this.#rangeAfter = -Infinity;
    }
  }

  #open(n: Extract<Node, { t: 'open' }>): Reading {
    if (n.id !== undefined && this.#choose(n.id, 'that moment alone, as "in" reads it')) return this.#top(n.at);
    this.#since = n.side === 'since';
    let v: V;
    try {
      v = this.#ev(n.at);
    } finally {
      this.#since = false;
    }
    // "since Monday", "since 2pm": the last one begun; "from Monday": the next
    const now = this.#env.nowL;
    const X = n.side === 'since' && v.k === 'series' ? (lastBefore(v.s, now, (x) => x.s <= now) ?? this.#pin(v, n.at)) : this.#pin(v, n.at);
    // "by EOD", "until end of day": up to the day's end
    if ((n.side === 'by' || n.side === 'until') && n.at.t === 'eod' && !n.at.business)
      return { kind: 'open', iv: { s: X.e, e: X.e, g: 'day' }, open: 'start' };
    const timeOfDay = grainRank(X.g) < grainRank('day');
    const startAt = (t: number, x?: boolean): Reading => ({
      kind: 'open',
      iv: { s: t, e: t, g: X.g, ...(x ? { xs: true, xe: true } : {}) },
      open: 'end',
    });
    const endAt = (t: number, x?: boolean): Reading => ({
      kind: 'open',
      iv: { s: t, e: t, g: X.g, ...(x ? { xs: true, xe: true } : {}) },
      open: 'start',
    });
    // "since 2pm" said at 4am: yesterday's 2pm, the last begun; where "since" is written for "from"
    // (as many who learnt English from "seit" or "depuis" write it), today's, from then on, beside it
    if (n.side === 'since' && timeOfDay && v.k === 'series' && dayOfLocal(X.s) < this.#today) {
      const next = firstAfter(v.s, now, (x) => x.s > now);
      if (next && dayOfLocal(next.s) === this.#today) this.#alt(startAt(next.s, next.xs), 'from the coming one on, as "from" reads it');
    }
    switch (n.side) {
      case 'after':
        // "after 2pm" from 14:00; "after dinner", a part of the day, from its end as "after Friday" is
        return timeOfDay && !isRangeGrain(X) ? startAt(X.s, X.xs) : startAt(X.e, X.xe);
      case 'since':
      case 'from':
        return startAt(X.s, X.xs);
      case 'before':
        return endAt(X.s, X.xs);
      case 'untilEnd':
        // "by the end of the week", "by EOW": its end, or the work week's (as "the end of the week" reads)
        if (X.g === 'week') {
          const friday = dayStart(dayOfLocal(X.s) + 4) + 17 * HOUR;
          this.#alt(
            { kind: 'open', iv: { s: friday, e: friday, g: 'hour' }, open: 'start' },
            'up to the end of the work week, Friday 17:00',
          );
        }
        return endAt(X.e, X.xe);
      case 'by':
        return timeOfDay ? endAt(X.s, X.xs) : endAt(X.e, X.xe);
      default: {
        if (timeOfDay) return endAt(X.s, X.xs);
        // "until Friday": through Friday, or up to its start
        this.#alt(endAt(X.s, X.xs), `up to the start of it`);
        return endAt(X.e, X.xe);
      }
    }
  }

  #rolling(n: Extract<Node, { t: 'rolling' }>): Reading {
    for (const s of n.stated) this.#assume(s);
    const now = this.#env.nowX;
    if (n.unit === 'weekend') {
      const w = this.#weekend();
      if (n.dir > 0) {
        const first = w.start > this.#today ? w.start : w.start + 7;
        return { kind: 'range', iv: { s: dayStart(first), e: dayStart(first + 7 * (n.n - 1) + w.days), g: 'day' } };
      }
      // the last weekends over: not the one under way
      const last = w.start - 7;
      return { kind: 'range', iv: { s: dayStart(last - 7 * (n.n - 1)), e: dayStart(last + w.days), g: 'day' } };
    }
    const unit = n.unit;
    const plural = `${n.n} ${unit}${n.n === 1 ? '' : 's'}`;
    const durOf = (k: number): Dur => {
      const d: Dur = { year: 0, month: 0, week: 0, day: 0, hour: 0, minute: 0, second: 0, stated: [] };
      if (unit === 'quarter') d.month = 3 * k;
      else d[unit] = k;
      return d;
    };
    const nowIv: Iv = { s: now, e: now + 1, g: 'second', xs: true, xe: true };
    const moved = this.#addDur(nowIv, durOf(n.n), n.dir);
    const rolling: Reading = {
      kind: 'range',
      iv:
        n.dir > 0
          ? { s: now, e: moved.t, g: 'second', xs: true, ...(moved.x ? { xe: true } : {}) }
          : { s: moved.t, e: now, g: 'second', ...(moved.x ? { xs: true } : {}), xe: true },
    };
    if (n.exact) return rolling;
    // whole units: the ones before the current one, or after it
    const cur = this.#unitAt(unit);
    const aligned: Reading =
      n.dir > 0
        ? { kind: 'range', iv: { s: cur.e, e: this.#unitShift(cur, unit, n.n + 1), g: unit } }
        : { kind: 'range', iv: { s: this.#unitShift(cur, unit, -n.n), e: cur.s, g: unit } };
    if (grainRank(unit) < grainRank('day')) {
      this.#alt(aligned, `whole ${unit}s: the ${plural} ${n.dir > 0 ? 'after' : 'before'} the current one`);
      return rolling;
    }
    this.#assume(`${unit}s: whole ${unit}s ${n.dir > 0 ? 'after' : 'before'} the current one`);
    this.#alt(rolling, `rolling: the ${plural} ${n.dir > 0 ? 'from' : 'up to'} now`);
    if (n.decades) {
      // "the next two decades" said in 2016: the 2020s and 2030s, as a calendar's decades run
      const decade = Math.floor(civilFromDays(this.#today).year / 10) * 10;
      const [from, to] = n.dir > 0 ? [decade + 10, decade + 10 + n.n] : [decade - n.n, decade];
      if (from >= MIN_YEAR && to <= MAX_YEAR + 1) {
        const count = n.n / 10;
        this.#alt(
          { kind: 'range', iv: { s: dayStart(daysFromCivil(from, 1, 1)), e: dayStart(daysFromCivil(to, 1, 1)), g: 'year' } },
          `whole decades: the ${count === 1 ? 'decade' : `${count} decades`} ${n.dir > 0 ? 'after' : 'before'} the current one, the ${from}s${count > 1 ? ` to the ${to - 10}s` : ''}`,
        );
      }
    }
    return aligned;
  }

  #unitAt(unit: 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year'): Iv {
    const now = this.#env.nowL;
    if (unit === 'second' || unit === 'minute' || unit === 'hour') {
      const len = grainSeconds[unit];
      const s = Math.floor(now / len) * len;
      return { s, e: s + len, g: unit };
    }
    return this.#cycle(unit, 0);
  }

  #unitShift(cur: Iv, unit: string, k: number): number {
    if (unit === 'second' || unit === 'minute' || unit === 'hour') return cur.s + k * grainSeconds[unit];
    if (unit === 'day') return cur.s + k * DAY;
    if (unit === 'week') return cur.s + k * WEEK;
    const c = civilFromDays(dayOfLocal(cur.s));
    const months = unit === 'month' ? 1 : unit === 'quarter' ? 3 : 12;
    return dayStart(monthStartDay(c.year, c.month + k * months));
  }
}

const CYCLE_RANK = { day: 0, week: 1, month: 2, year: 3 } as const;

/** A time of day as said: "at 19:00", "at 9" (am or pm not said), "in the evening". */
const saidTime = (ps: readonly Node[]): string =>
  ps
    .map((p) =>
      p.t === 'clock'
        ? `at ${p.amb ? (p.m ? `${p.h}:${pad2(p.m)}` : `${p.h}`) : clockText(p.h * HOUR + p.m * 60)}`
        : p.t === 'pod'
          ? `in the ${p.pod.label}`
          : '',
    )
    .join(' ');
const and = (a: Node, b: Node): Node => ({ t: 'and', parts: [...(a.t === 'and' ? a.parts : [a]), ...(b.t === 'and' ? b.parts : [b])] });
const partsOf = (n: Node): Node[] => (n.t === 'and' ? n.parts : [n]);

/** A range's ends share what only one of them said: "3-4pm", "13-15 July", "Monday to Wednesday next week". */
function spread(a: Node, b: Node, aBeside = partsOf(a).at(-1)!, bBeside = partsOf(b)[0]!): [Node, Node] {
  let ap = partsOf(a);
  let bp = partsOf(b);
  const bare = (p: Node) => (p as { bare?: boolean }).bare === true;
  const numberOf = (p: Node): number | undefined => (p.t === 'dom' ? p.d : p.t === 'clock' ? p.h : undefined);
  const hasDate = (ps: Node[]) => ps.some((p) => !['clock', 'pod', 'zone'].includes(p.t) && !bare(p));
  const hasTime = (ps: Node[]) => ps.some((p) => (p.t === 'clock' && !bare(p)) || p.t === 'pod' || p.t === 'iso');
  // A lone number is a day of the month beside a date, an hour beside a time.
  const dayOfMonth = (ps: Node[]) => ps.some((p) => (p.t === 'dom' && !bare(p)) || p.t === 'md' || p.t === 'ymd' || p.t === 'numdate');
  const anyClock = (ps: Node[]) => ps.some((p) => p.t === 'clock' || p.t === 'pod');
  const settle = (ps: Node[], other: Node[], next: Node): Node[] =>
    ps.map((p) => {
      if (!bare(p)) return p;
      const n = numberOf(p)!;
      // beside a day of the month it is one ("13-15 July", "22-23 Feb at 7pm": the day is next to
      // it); else an hour ("3-4pm", "from 9 to 5", "9-11am on May 5", "27.10.2017 20-21": the hour
      // is). `next`: the other end's part beside the dash, its first for a start, its last for an end.
      const dayNext = next.t === 'dom' || next.t === 'md' || next.t === 'ymd' || next.t === 'numdate';
      if (dayOfMonth(other) && (!anyClock(other) || dayNext) && n >= 1 && n <= 31) return { t: 'dom', d: n };
      return p.t === 'clock'
        ? ({ ...p, bare: false } as Node)
        : ({ t: 'clock', h: n, m: 0, s: 0, g: 'hour', amb: n >= 1 && n <= 12, id: 900000 + n } as Node);
    });
  void hasDate;
  void hasTime;
  ap = settle(ap, bp, bBeside);
  bp = settle(bp, ap, aBeside);
  // A start said without am/pm takes it from an end that is not in doubt, with am/pm or on the 24-hour
  // clock: "3-4pm", "11-1pm", "9:00 to 17:30", "10 until 21:45" (the latest reading before the end).
  const ac = ap.find((p) => p.t === 'clock') as Extract<Node, { t: 'clock' }> | undefined;
  const bc = bp.find((p) => p.t === 'clock') as Extract<Node, { t: 'clock' }> | undefined;
  // (Not across days each end names: "from 01/21/2021 10:00 to 01/01/2023 07:00"; one day both
  // share is no such thing: "tomorrow between 5 and 9 am".)
  const days = (ps: Node[]) => ps.filter((p) => DAY_NODES.has(p.t) || p.t === 'iso');
  const twoDays = days(ap).length > 0 && days(bp).length > 0 && JSON.stringify(days(ap)) !== JSON.stringify(days(bp));
  if (ac?.amb && bc && !bc.amb && !twoDays) {
    const end = bc.h * 60 + bc.m;
    const am = (ac.h % 12) * 60 + ac.m;
    const h = am + 720 < end ? (ac.h % 12) + 12 : am < end ? ac.h % 12 : (ac.h % 12) + 12;
    ap = ap.map((p) => (p === ac ? ({ ...ac, h, amb: false } as Node) : p));
  }
  // A day of the month takes the month of the other end: "13-15 July", "July 13-15"
  const month = (ps: Node[]) => ps.find((p) => p.t === 'md' || p.t === 'ymd') as Extract<Node, { t: 'md' | 'ymd' }> | undefined;
  // (its days of the month from `from` on: the others are no days of that month)
  const withMonth = (ps: Node[], other: Node[], from = 1): Node[] => {
    const m = month(other);
    if (!m) return ps;
    return ps.map((p) =>
      p.t === 'dom' && p.d >= from ? (m.t === 'ymd' ? { t: 'ymd', y: m.y, m: m.m, d: p.d } : { t: 'md', m: m.m, d: p.d }) : p,
    );
  };
  // a start's day of the month before a written date is a day of that date's month, in its order and
  // year: "14-15.11.2017", "between 21 and 22.11.2017" (not 14 October)
  const written = bp.find((p) => p.t === 'numdate') as Extract<Node, { t: 'numdate' }> | undefined;
  // (its day: the number past 12, else the first where full stops say day first; a month written
  // by name is its `a`, the day its `b`)
  const dayFirst = written && !written.named && (written.a > 12 || (written.b <= 12 && written.dots));
  if (written && !month(ap) && ap.length === 1 && ap[0]!.t === 'dom' && ap[0]!.d < (dayFirst ? written.a : written.b))
    ap = [dayFirst ? { ...written, a: ap[0]!.d } : { ...written, b: ap[0]!.d }];
  // (a start's later day of the month than the end's is the month before's: "from the 27th to the
  // 3rd of April" is 27 March, not a year from 27 April)
  if (!month(ap)) {
    const m = month(bp);
    ap = withMonth(ap, bp).map((p, k) => {
      const day = ap[k]!;
      if (!m || day.t !== 'dom' || day.d <= m.d || (p.t !== 'md' && p.t !== 'ymd')) return p;
      const before = m.m === 1 ? 12 : m.m - 1;
      return p.t === 'ymd' ? { ...p, y: m.m === 1 ? p.y - 1 : p.y, m: before } : { ...p, m: before };
    });
  }
  // and an end's later day of the month the start's month: "July 13-15", "February 20 - 29, 2022"
  // (no such day, not 29 March); an earlier one is the next month's ("Dec 28 - 3")
  else if (!month(bp)) bp = withMonth(bp, ap, month(ap)!.d);
  // A month and day, or a month, take the year the end states, the year before where they fall
  // after its date: "10 August - 12 September 2013", "March 3 - 5, 2014", "Dec 20 - Jan 5, 2014"
  // (from 2013), "December to May 2022" (from December 2021)
  const endYear = bp.find((p) => p.t === 'ymd' || p.t === 'ym' || (p.t === 'year' && p.era === undefined)) as
    | Extract<Node, { t: 'ymd' | 'ym' | 'year' }>
    | undefined;
  const endDay = bp.find((p) => p.t === 'md' || p.t === 'ymd' || p.t === 'month' || p.t === 'ym') as
    | Extract<Node, { t: 'md' | 'ymd' | 'month' | 'ym' }>
    | undefined;
  const dayOf = (p: Node) => (p.t === 'md' || p.t === 'ymd' ? p.d : 0);
  if (endYear && !ap.some((p) => p.t === 'ymd' || p.t === 'year' || p.t === 'ym'))
    ap = ap.map((p) => {
      if (p.t !== 'md' && p.t !== 'month') return p;
      const later = endDay !== undefined && (p.m > endDay.m || (p.m === endDay.m && dayOf(p) > dayOf(endDay)));
      const y = endYear.y - (later ? 1 : 0);
      return p.t === 'md' ? { t: 'ymd', y, m: p.m, d: p.d } : { t: 'ym', y, m: p.m };
    });
  // Digits likewise: "from 5/1-5/7/2020" (the end's order is the start's; a start after the end
  // either way is of the year before: "12/20-1/5/2021")
  const endDigits = bp.find((p) => p.t === 'numdate' && p.y !== undefined) as Extract<Node, { t: 'numdate' }> | undefined;
  if (endDigits && !ap.some((p) => p.t === 'ymd' || p.t === 'year' || p.t === 'ym' || (p.t === 'numdate' && p.y !== undefined)))
    ap = ap.map((p) => {
      if (p.t !== 'numdate' || p.named) return p;
      const after = (x: number, y: number, u: number, v: number) => x > u || (x === u && y > v);
      const later = after(p.a, p.b, endDigits.a, endDigits.b) && after(p.b, p.a, endDigits.b, endDigits.a);
      const y = endDigits.y! - (later ? 1 : 0);
      return { ...p, y: endDigits.yy ? (y + 100) % 100 : y, ...(endDigits.yy ? { yy: true } : {}) };
    });
  // Quarters, halves and seasons likewise: "Q1 to Q3 2027", "winter to spring 2027" (from winter 2026)
  const [a0, b0] = [ap.length === 1 ? ap[0]! : undefined, bp.length === 1 ? bp[0]! : undefined];
  if (a0 && b0 && a0.t === b0.t && (a0.t === 'quarter' || a0.t === 'half' || a0.t === 'season') && a0.y === undefined) {
    const y = (b0 as { y?: number }).y;
    const rank = (p: Node) => (p.t === 'quarter' ? p.q : p.t === 'half' ? p.h : p.t === 'season' ? SEASON_ORDER.indexOf(p.s) : 0);
    if (y !== undefined) ap = [{ ...a0, y: y - (rank(a0) > rank(b0) ? 1 : 0) } as Node];
  }
  // The start takes the day, the week or the part of day only the end names: "9:30-11:00 on Thursday", "Monday to Wednesday next week", "from 3 to 4 in the afternoon"
  const slot = (p: Node): string =>
    p.t === 'clock'
      ? 'clock'
      : p.t === 'pod'
        ? 'pod'
        : p.t === 'weekday' || p.t === 'weekdayRel'
          ? 'weekday'
          : p.t === 'cycle' || p.t === 'month' || p.t === 'ym' || p.t === 'year'
            ? 'period'
            : p.t === 'zone'
              ? 'zone'
              : 'date';
  const have = new Set(ap.map(slot));
  const startHasDay = ap.some((p) => slot(p) === 'date' || slot(p) === 'weekday');
  for (const p of bp) {
    const s = slot(p);
    if (s === 'clock' || s === 'zone' || have.has(s)) continue;
    if (s === 'date' && startHasDay) continue;
    if (s === 'weekday' && startHasDay) continue;
    if (s === 'pod' && !ap.some((q) => q.t === 'clock')) continue;
    if ((s === 'date' || s === 'weekday') && !ap.some((q) => q.t === 'clock' || q.t === 'pod')) continue;
    // a day said before the end's own time is the end's ("from 2pm till tomorrow 4:30pm", "from 2pm
    // until Friday 10am"); said after both times, both ends' ("from 9 to 5 tomorrow")
    const clockAt = bp.findIndex((q) => q.t === 'clock');
    if ((s === 'date' || s === 'weekday') && clockAt > bp.indexOf(p)) continue;
    ap = [...ap, p];
    have.add(s);
  }
  const wrap = (ps: Node[]): Node => (ps.length === 1 ? ps[0]! : { t: 'and', parts: ps });
  return [wrap(ap), wrap(bp)];
}

function overlap(a: Iv, b: Iv): Iv | undefined {
  if (a.xs || a.xe || b.xs || b.xe) {
    // an exact instant only agrees with itself
    return a.s === b.s && !!a.xs === !!b.xs ? a : undefined;
  }
  return clip(a, b) ?? clip(b, a);
}

/** Whether an interval is read as a range: a week or longer, a part of the day, or a stretch of days. */
function isRangeGrain(iv: Iv): boolean {
  if (grainRank(iv.g) >= grainRank('week')) return true;
  if (iv.xs || iv.xe) return false;
  return grainEnd(iv.s, iv.g) < iv.e;
}

function durGrain(d: Dur): Grain {
  if (d.second) return 'second';
  if (d.minute || !Number.isInteger(d.hour)) return 'minute';
  if (d.hour || !Number.isInteger(d.day + d.week * 7)) return 'hour';
  if (d.day) return 'day';
  if (d.week) return 'week';
  if (d.month) return 'month';
  return 'year';
}

function isoOffset(text: string): number | undefined {
  if (text.toUpperCase() === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(text);
  if (!m) return undefined;
  const h = Number(m[2]);
  const mi = Number(m[3] ?? 0);
  if (mi > 59 || h * 60 + mi > 18 * 60) return undefined;
  return (m[1] === '-' ? -1 : 1) * (h * HOUR + mi * 60);
}

export { PARTS_OF_DAY };
