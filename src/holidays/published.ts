// The published layer: per country and year, the holidays a government decreed or published, and its
// working weekends, from data/holidays/published/<CODE>.json (scripts/holidays-published.ts: official
// data shipped by npm packages, and python-holidays at a pinned commit). Read on the first call that
// needs the country (./lazy.cts). A region's year is stored as its differences from the country's.

import { daysFromCivil } from '../core/civil.js';
import type { PublishedHoliday, PublishedHolidaysFile, PublishedSource, PublishedYear } from '../core/data-formats.js';
import type { Holiday, HolidayType, WorkingDay } from './holiday.js';
import lazy from './lazy.cjs';

/** One published year of a calendar. */
export interface PublishedView {
  readonly source: string;
  readonly provisional: boolean;
  /** Every type the source gives, by day (the source's order within a day). */
  readonly holidays: readonly Holiday[];
  readonly working: readonly WorkingDay[];
  /**
   * True when the region has no published data of its own: these are the country's, and the
   * caller adds the region's own days from the rules.
   */
  readonly countryOnly: boolean;
}

export interface PublishedCalendar {
  readonly sources: Readonly<Record<string, PublishedSource>>;
  /** The year's published data, or undefined when the source has none for it. */
  year(year: number): PublishedView | undefined;
  /** The years with published data, ascending. */
  readonly years: readonly number[];
}

const files = new Map<string, PublishedHolidaysFile | null>();

function fileOf(code: string): PublishedHolidaysFile | undefined {
  if (!files.has(code)) files.set(code, lazy.loadPublishedHolidays(code) ?? null);
  return files.get(code) ?? undefined;
}

const dayOf = (date: string): number => daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));

function holiday([date, name, type, flags = '']: PublishedHoliday, source: string): Holiday {
  return {
    day: dayOf(date),
    date,
    name,
    type: type as HolidayType, // the generator writes only HOLIDAY_TYPES
    ...(flags.includes('o') ? { observed: true as const } : {}),
    ...(flags.includes('e') ? { expected: true as const } : {}),
    ...(flags.includes('m') ? { moved: true as const } : {}),
    source,
  };
}

const rowKey = (h: PublishedHoliday): string => h.join('|');

/** The published calendar of a country (and region), or undefined when the country has none. */
export function publishedCalendar(code: string, region: string | undefined): PublishedCalendar | undefined {
  const file = fileOf(code);
  if (!file) return undefined;
  const country = file.calendars['']!;
  const own = region !== undefined ? file.calendars[region] : undefined;
  const years = Object.keys(country)
    .map(Number)
    .sort((a, b) => a - b);
  const cache = new Map<number, PublishedView | undefined>();

  function view(year: number): PublishedView | undefined {
    const base: PublishedYear | undefined = country[String(year)];
    if (!base) return undefined;
    const mine = own?.[String(year)];
    let rows: readonly PublishedHoliday[] = base.holidays;
    let working = base.working ?? [];
    let source = base.source;
    if (mine) {
      const removed = new Set((mine.removed ?? []).map(rowKey));
      rows = [...base.holidays.filter((h) => !removed.has(rowKey(h))), ...mine.holidays].sort((a, b) =>
        a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0,
      );
      working = mine.working ?? working;
      source = mine.source;
    }
    return {
      source,
      provisional: (mine?.status ?? base.status) === 'provisional',
      holidays: rows.map((r) => holiday(r, source)),
      working: working.map(([date, reason]) => ({ day: dayOf(date), date, reason, source })),
      countryOnly: region !== undefined && !own,
    };
  }

  return {
    sources: file.sources,
    years,
    year(year: number): PublishedView | undefined {
      if (!cache.has(year)) cache.set(year, view(year));
      return cache.get(year);
    },
  };
}
