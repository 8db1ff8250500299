// The computed layer: holidays whose source dates them by one of the world's calendars but stops
// before 2100 (date-holidays' Islamic dates end in 2076; India's published Diwali ends with the last
// published year), carried on from the festival calendars/ computes, for the festival's occurrences
// after the source's last date. Each holiday is linked to its festival, and to its days relative to
// the festival's (four days from Eid al-Fitr; India's Eid a day after Umm al-Qura's), only where the
// two agree in at least 90% of the source's years: data/holidays/computed/<CODE>.json
// (scripts/holidays-festival-links.ts). A computed day is `expected`: no source has dated it, and a
// moon sighting or a government's notice may move it.

import { civilFromDays, daysFromCivil } from '../core/civil.js';
import type { FestivalLink, FestivalLinksFile } from '../core/data-formats.js';
import { formatDate } from '../core/iso-text.js';
import { epochDayOfDate } from '../time/parse.js';
import { EVERY_FESTIVAL } from '../calendars/every-festival.js';
import type { Festival } from '../calendars/festival.js';
import type { Holiday, HolidayType } from './holiday.js';
import lazy from './lazy.cjs';

/** One year of computed holidays, and what an answer says of them. */
export interface ComputedYear {
  /** The computed days, by day. */
  readonly holidays: readonly Holiday[];
  /** The links that could not be computed for the year (past the festival calendar's last year). */
  readonly beyond: readonly FestivalLink[];
}

export interface ComputedCalendar {
  /**
   * The year's holidays of the links from `from` (the rules' links; the published data's, once past
   * its last year), leaving out a link whose holiday `has` says the source's own year drops.
   */
  year(year: number, from: ReadonlySet<FestivalLink['from']>, has: (link: FestivalLink) => boolean): ComputedYear;
  /** Published holidays that move and follow no calendar closely enough to be computed, and their types. */
  readonly notComputed: readonly (readonly [string, HolidayType])[];
  /** The last year of published data, if the country has any. */
  readonly publishedUntil: number | undefined;
}

const festivals = new Map<string, Festival>(EVERY_FESTIVAL.map((f) => [f.key, f]));
const files = new Map<string, ComputedCalendar | null>();

/** The computed layer of a country, or undefined when none of its holidays needs one. */
export function computedCalendar(code: string): ComputedCalendar | undefined {
  if (files.has(code)) return files.get(code) ?? undefined;
  const file: FestivalLinksFile | undefined = lazy.loadComputedHolidays(code);
  const calendar = file ? computedFrom(file) : null;
  files.set(code, calendar);
  return calendar ?? undefined;
}

/** The computed layer of one file's links. */
export function computedFrom(file: FestivalLinksFile): ComputedCalendar {
  const links = file.links.map((link) => ({
    link,
    festival: festivals.get(link.festival),
    after: epochDayOfDate(link.after, 'link date'),
  }));
  for (const l of links)
    if (!l.festival) throw new Error(`data/holidays/computed/${file.country}.json: unknown festival ${l.link.festival}`);
  return {
    notComputed: file.notComputed as readonly (readonly [string, HolidayType])[],
    publishedUntil: file.publishedUntil,
    year(year, from, has) {
      const first = daysFromCivil(year, 1, 1);
      const next = daysFromCivil(year + 1, 1, 1);
      const holidays: Holiday[] = [];
      const beyond: FestivalLink[] = [];
      for (const { link, festival, after } of links) {
        if (!from.has(link.from) || next - 1 <= after || !has(link)) continue;
        const [lo, hi] = festival!.years;
        if (year > hi || year < lo) {
          beyond.push(link);
          continue;
        }
        // The occurrences whose days can fall in the year: from `reach` days before it (a festival in
        // late December whose holiday runs into January) to `early` days after (Tasoua, the day before Ashura).
        const reach = Math.max(0, ...link.offsets);
        const early = Math.max(0, ...link.offsets.map((k) => -k));
        const spans = festival!.occurrences(
          Math.max(first - reach, daysFromCivil(lo, 1, 1)),
          Math.min(next + early, daysFromCivil(hi + 1, 1, 1)),
        );
        for (const { start } of spans) {
          if (start <= after) continue;
          for (const k of link.offsets) {
            const day = start + k;
            if (day >= first && day < next && day > after)
              holidays.push({ day, date: formatDate(civilFromDays(day)), name: link.name, type: link.type as HolidayType, expected: true });
          }
        }
      }
      holidays.sort((a, b) => a.day - b.day);
      return { holidays, beyond };
    },
  };
}
