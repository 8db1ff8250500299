// Unix timestamps: seconds, or milliseconds by their length or a unit. Read before any grammar, so
// digits this long are never taken for anything else.

import { MS_PER_SECOND } from '../core/units.js';

/** "1735138800", "@1735138800", "unix 1735138800000 ms": an exact instant, and the unit it was read in. */
export function unixTimestamp(text: string): { epochSec: number; unit: 'seconds' | 'milliseconds' } | undefined {
  const m =
    /^(?:@|(?:unix|epoch|posix|timestamp|unix time|unix timestamp)\s*:?\s*)?(-?\d{9,13})(?:\s*(s|secs?|seconds|ms|millis|milliseconds))?$/i.exec(
      text,
    );
  if (!m) return undefined;
  const digits = m[1]!.replace('-', '').length;
  const unit = m[2]?.toLowerCase();
  const ms = unit ? unit.startsWith('m') : digits >= 12;
  const n = Number(m[1]);
  return { epochSec: ms ? Math.floor(n / MS_PER_SECOND) : n, unit: ms ? 'milliseconds' : 'seconds' };
}
