// What a phrase is read with and what reading it gives: the options (the zone, the reference
// instant, the holiday data), and the result (an instant, a range or an open range, with its grain,
// what was assumed, the other readings, and which words were read).

import type { TzDatabase } from '../tzdb/database.js';
import type { Disambiguation } from '../time/zoned.js';
import type { ResolvedZone } from '../zones/resolve.js';
import type { HolidaySource } from './holidays.js';
import type { Grain } from './lexicon.js';

export type { Grain } from './lexicon.js';
export type { HolidaySource } from './holidays.js';

export interface NaturalOptions {
  db: TzDatabase;
  /** The zone the phrase is meant in, unless the phrase names one. */
  zone: ResolvedZone;
  /** The argument that held the phrase, for errors ("text"). */
  field: string;
  /** The "now" relative phrases are read against, Unix seconds. */
  reference: number;
  /** Day/month order for numeric dates: true = day first (en-GB); undefined = not given (month first). */
  dayFirst?: boolean;
  disambiguation: Disambiguation;
  /** Holiday dates and business days, from the holiday data; without it holiday names are refused. */
  holidays?: HolidaySource;
}

/** An instant; a range [start, end); or an open range, with only its known end. */
export type ReadingKind = 'instant' | 'range' | 'open';

export interface Alternative {
  readonly kind: ReadingKind;
  /** Unix seconds: the instant, the range's start, or an open range's known start. */
  readonly start?: number;
  /** Unix seconds: the range's end (exclusive), or an open range's known end. */
  readonly end?: number;
  readonly open?: 'start' | 'end';
  readonly grain: Grain;
  /** What this other reading takes the phrase to mean. */
  readonly reading: string;
}

export interface NaturalResult {
  zone: ResolvedZone;
  kind: ReadingKind;
  /** Unix seconds: the instant, a range's start, or the start of a range open at its end. */
  start?: number;
  /** Unix seconds: a range's end (exclusive), or the end of a range open at its start. */
  end?: number;
  /** Which side of an open range is open. */
  open?: 'start' | 'end';
  /** What the reading is exact to: an instant is the start of one such unit; a range's end is exclusive at it. */
  grain: Grain;
  assumed: string[];
  notes: string[];
  alternatives: Alternative[];
  /** Words of the text that were not read and change nothing (sentence words around the phrase). */
  ignored?: string;
  /** The words read, when the text held more. */
  matched?: string;
  /** Other phrases the text holds besides the one read ("tomorrow at 9 or Friday at 3"), offered as alternatives. */
  others?: string[];
  /** Whether the phrase names a day (or longer); false for a time of day alone ("noon", "3 in the afternoon"). */
  dated: boolean;
  /**
   * How the reading hangs on the sky: "instant", an event the same everywhere (the next full moon, an
   * equinox), so another place named alike has the same instant; "place", one that moves with the
   * place (a sunset, the winter solstice by hemisphere, a day counted from a full moon), so another
   * place's time is not known without reading it there. Absent: a wall time, the same in any place.
   */
  sky?: 'instant' | 'place';
}
