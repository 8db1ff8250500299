// What a festival is, to the rest of the house: a key, how the answer names it, its tradition, the
// English names people write for it, and the days it falls on in a range. Each tradition's file
// (hebrew-festivals.ts, islamic-festivals.ts, ...) computes its own and lists them in FESTIVALS
// (./festivals.ts). Days are epoch days (days since 1970-01-01, core/civil.ts): a festival is a
// calendar date, the same everywhere; the reader places it in the caller's zone.

export type Tradition =
  | 'jewish'
  | 'islamic'
  | 'christian'
  | 'orthodox'
  | 'hindu'
  | 'sikh'
  | 'jain'
  | 'buddhist'
  | 'chinese'
  | 'persian'
  | 'parsi'
  | 'civil';

/** One occurrence: the days [start, end) (end exclusive; start + 1 for a one-day festival). */
export interface FestivalSpan {
  readonly start: number;
  readonly end: number;
  /** One sentence when this occurrence needs one ("begins at sundown on 18 September; the day itself is 19 September"). */
  readonly note?: string;
  /** For an observance of some hours (Earth Hour): local minutes after midnight of `start`, [from, to). */
  readonly minutes?: readonly [number, number];
  /**
   * For one given from its eve (`start` is the eve): its own days, [from, to), epoch days; Yom Kippur
   * 5788 is the eve 10 October 2027 and the day [11, 12) October; Hanukkah's eight nights' days follow them.
   */
  readonly days?: readonly [number, number];
}

export interface Festival {
  /** Stable key, kebab-case: 'yom-kippur', 'eid-al-fitr', 'diwali'. */
  readonly key: string;
  /** How the answer names it: 'Yom Kippur'. */
  readonly label: string;
  readonly tradition: Tradition;
  /** Lower-case English names and common spellings, the label's included: ['yom kippur', 'day of atonement']. */
  readonly names: readonly string[];
  /** The convention, one sentence, said in the answer's `assumed` (the eve, which calendar, sighting may differ). */
  readonly convention?: string;
  /** Its occurrences begin on the eve, the day on whose evening it starts (Jewish festivals): "the eve of" it is that day, not the day before. */
  readonly fromEve?: true;
  /** The Gregorian years this festival is computed for, inclusive. */
  readonly years: readonly [number, number];
  /**
   * Every occurrence whose start lies in [fromDay, toDay) (epoch days), in order. Never called with a
   * range outside `years`; may return two occurrences in one Gregorian year (Islamic festivals).
   */
  occurrences(fromDay: number, toDay: number): FestivalSpan[];
  /** As kept in Israel, where that differs (Passover seven days, Shavuot one: the diaspora adds a day). */
  readonly israel?: KeptIn;
}

/** A festival's occurrences and convention as kept in one place. */
export interface KeptIn {
  readonly convention: string;
  occurrences(fromDay: number, toDay: number): FestivalSpan[];
}

/** The festival as kept in Israel (its own `israel`, where that differs) or elsewhere. */
export function keptIn(
  f: Festival,
  israel: boolean,
): { readonly convention?: string; occurrences(fromDay: number, toDay: number): FestivalSpan[] } {
  return israel && f.israel ? f.israel : f;
}
