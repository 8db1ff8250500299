// A series of instants that recur at a nearly steady pace (new moons, one equinox a year), stored as
// each instant's offset in seconds from a straight line through the first and the last: four
// base-36 digits an instant. scripts/sky-data.ts writes the series; sky.ts reads them.

/** `count` instants, Unix seconds: instant k is first + round(k * step) + digits[4k..4k+4) - OFFSET. */
export interface Series {
  readonly first: number;
  readonly step: number;
  readonly count: number;
  readonly digits: string;
}

const WIDTH = 4;
/** Half of 36^4: offsets of up to ±9 days fit. */
const OFFSET = 839808;

const line = (s: Pick<Series, 'first' | 'step'>, k: number) => s.first + Math.round(k * s.step);

/** The series of these instants (in order, at least two). */
export function encodeSeries(instants: readonly number[]): Series {
  const count = instants.length;
  const first = instants[0]!;
  const step = (instants[count - 1]! - first) / (count - 1);
  let digits = '';
  for (let k = 0; k < count; k++) {
    const offset = instants[k]! - line({ first, step }, k) + OFFSET;
    if (offset < 0 || offset >= 2 * OFFSET) throw new Error(`instant ${k} is ${offset - OFFSET} s off the series' line`);
    digits += offset.toString(36).padStart(WIDTH, '0');
  }
  return { first, step, count, digits };
}

/** Instant k of a series. */
export function instantOf(s: Series, k: number): number {
  return line(s, k) + Number.parseInt(s.digits.slice(k * WIDTH, (k + 1) * WIDTH), 36) - OFFSET;
}

/**
 * The first instant of a series at or after `sec`; undefined when `sec` is before the first instant
 * (the series may not hold the one before it) or after the last.
 */
export function firstAtOrAfter(s: Series, sec: number): number | undefined {
  if (sec < s.first || sec > instantOf(s, s.count - 1)) return undefined;
  let lo = 0;
  let hi = s.count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (instantOf(s, mid) >= sec) hi = mid;
    else lo = mid + 1;
  }
  return instantOf(s, lo);
}
