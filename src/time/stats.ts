// Summary statistics over instants and durations, in milliseconds.

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
  readonly earliestMs: number;
  readonly latestMs: number;
  readonly meanMs: number;
  readonly medianMs: number;
  readonly stdDevMs: number;
  /** Gaps between consecutive timestamps in time order. */
  readonly intervalsMs: readonly number[];
}

/** Statistics over at least two instants (Unix ms). */
export function timestampStats(epochMs: readonly number[]): TimestampStats {
  const sorted = [...epochMs].sort((a, b) => a - b);
  return {
    earliestMs: sorted[0]!,
    latestMs: sorted[sorted.length - 1]!,
    meanMs: Math.round(mean(sorted)),
    medianMs: Math.round(median(sorted)),
    stdDevMs: Math.round(stdDev(sorted)),
    intervalsMs: sorted.slice(1).map((t, i) => t - sorted[i]!),
  };
}

export interface DurationStats {
  readonly count: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly meanMs: number;
  readonly medianMs: number;
  readonly stdDevMs: number;
  readonly totalMs: number;
}

/** Statistics over at least one duration (ms). */
export function durationStats(durationsMs: readonly number[]): DurationStats {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    minMs: sorted[0]!,
    maxMs: sorted[sorted.length - 1]!,
    meanMs: Math.round(mean(sorted)),
    medianMs: Math.round(median(sorted)),
    stdDevMs: Math.round(stdDev(sorted)),
    totalMs: sorted.reduce((a, b) => a + b, 0),
  };
}
