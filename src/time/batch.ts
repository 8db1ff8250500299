// How lists of base and compare times pair up for a binary operation (chrono-mcp's interaction
// modes), and summary statistics over timestamps and durations.

import { ToolInputError } from '../core/errors.js';
import { humanExact } from './duration.js';

export const INTERACTION_MODES = ['auto_detect', 'single_to_many', 'many_to_single', 'pairwise', 'cross_product', 'aggregate'] as const;
export type InteractionMode = (typeof INTERACTION_MODES)[number];

/** Most operations one call may ask for (pairs, or timestamps to shift). */
export const MAX_OPERATIONS = 10_000;

export interface Pairing {
  /** The mode in effect (auto_detect resolved). */
  readonly mode: Exclude<InteractionMode, 'auto_detect'> | 'single';
  /** [base index, compare index] per operation, in output order. */
  readonly pairs: readonly (readonly [number, number])[];
}

function counts(nb: number, nc: number): string {
  return `${nb} base_time and ${nc} compare_time value${nc === 1 ? '' : 's'}`;
}

export function checkOperationCount(n: number, what: string): void {
  if (n > MAX_OPERATIONS) {
    throw new ToolInputError(`${what} makes ${n} operations, over the limit of ${MAX_OPERATIONS} per call; split it into smaller calls.`);
  }
}

/** Pairs nb base values with nc compare values as `mode` says, or explains why the counts do not fit. */
export function pairUp(nb: number, nc: number, mode: InteractionMode): Pairing {
  let m: Pairing['mode'];
  switch (mode) {
    case 'auto_detect':
      if (nb === 1 && nc === 1) m = 'single';
      else if (nb === 1) m = 'single_to_many';
      else if (nc === 1) m = 'many_to_single';
      else if (nb === nc) m = 'pairwise';
      else {
        throw new ToolInputError(
          `Cannot pair ${counts(nb, nc)}: give equal counts to pair them in order, or interaction_mode "cross_product" for every combination.`,
        );
      }
      break;
    case 'single_to_many':
      if (nb !== 1) throw new ToolInputError(`single_to_many needs exactly 1 base_time; got ${counts(nb, nc)}.`);
      m = mode;
      break;
    case 'many_to_single':
      if (nc !== 1) throw new ToolInputError(`many_to_single needs exactly 1 compare_time; got ${counts(nb, nc)}.`);
      m = mode;
      break;
    case 'pairwise':
    case 'aggregate':
      if (nb !== nc) throw new ToolInputError(`${mode} needs as many compare_time as base_time values; got ${counts(nb, nc)}.`);
      m = mode;
      break;
    case 'cross_product':
      m = mode;
      break;
  }
  const total = m === 'cross_product' ? nb * nc : Math.max(nb, nc);
  checkOperationCount(total, `interaction_mode ${m === 'single' ? 'auto_detect' : m} with ${counts(nb, nc)}`);
  const pairs: [number, number][] = [];
  if (m === 'cross_product') {
    for (let i = 0; i < nb; i++) for (let j = 0; j < nc; j++) pairs.push([i, j]);
  } else {
    for (let k = 0; k < total; k++) pairs.push([nb === 1 ? 0 : k, nc === 1 ? 0 : k]);
  }
  return { mode: m, pairs };
}

function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** Median of sorted values: the middle one, or the mean of the middle two. */
function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Population standard deviation. */
function stdDev(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / xs.length);
}

export interface TimestampStats {
  readonly earliest: number;
  readonly latest: number;
  readonly mean: number;
  readonly median: number;
  readonly stdDevMs: number;
  /** Gaps between consecutive timestamps in time order. */
  readonly intervals: readonly number[];
}

/** Statistics over at least two instants (Unix ms). */
export function timestampStats(ms: readonly number[]): TimestampStats {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    earliest: sorted[0]!,
    latest: sorted[sorted.length - 1]!,
    mean: Math.round(mean(sorted)),
    median: Math.round(median(sorted)),
    stdDevMs: Math.round(stdDev(sorted)),
    intervals: sorted.slice(1).map((t, i) => t - sorted[i]!),
  };
}

export interface DurationStats {
  pair_count: number;
  min_duration_ms: number;
  min_duration_human: string;
  max_duration_ms: number;
  max_duration_human: string;
  mean_duration_ms: number;
  mean_duration_human: string;
  median_duration_ms: number;
  median_duration_human: string;
  std_deviation_ms: number;
  total_duration_ms: number;
}

/** Statistics over at least one duration (ms). */
export function durationStats(ds: readonly number[]): DurationStats {
  const sorted = [...ds].sort((a, b) => a - b);
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  const avg = Math.round(mean(sorted));
  const med = Math.round(median(sorted));
  return {
    pair_count: ds.length,
    min_duration_ms: min,
    min_duration_human: humanExact(min),
    max_duration_ms: max,
    max_duration_human: humanExact(max),
    mean_duration_ms: avg,
    mean_duration_human: humanExact(avg),
    median_duration_ms: med,
    median_duration_human: humanExact(med),
    std_deviation_ms: Math.round(stdDev(sorted)),
    total_duration_ms: sorted.reduce((a, b) => a + b, 0),
  };
}
