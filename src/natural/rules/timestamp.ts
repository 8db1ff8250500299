// Unix timestamps: seconds, or milliseconds by their length or a unit.

import { MS_PER_SECOND } from '../../core/units.js';
import type { Ctx, Span } from '../context.js';

/** "1735138800", "@1735138800", "unix 1735138800000 ms": an exact instant. */
export function timestamp(text: string, c: Ctx): Span | undefined {
  const m = /^(?:@|(?:unix|epoch|posix|timestamp|unix time|unix timestamp)\s*:?\s*)?(-?\d{9,13})(?:\s*(s|secs?|seconds|ms|millis|milliseconds))?$/i.exec(text);
  if (!m) return undefined;
  const digits = m[1]!.replace('-', '').length;
  const unit = m[2]?.toLowerCase();
  const ms = unit ? unit.startsWith('m') : digits >= 12;
  const n = Number(m[1]);
  c.assumed.push(`timestamp: ${ms ? 'milliseconds' : 'seconds'}`);
  return { start: ms ? Math.floor(n / MS_PER_SECOND) : n };
}
