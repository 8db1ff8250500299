// ISO 8601 and RFC 9557 inside a phrase: with an offset an exact instant, without one a wall time
// in the zone, "[Area/Location]" naming the zone.

import { daysFromCivil, daysInMonth, localSecondsFromWall, type WallTime } from '../../core/civil.js';
import { InputError } from '../../core/errors.js';
import { isIsoOffset, isoOffsetSeconds } from '../../time/parse.js';
import { resolveZoneText } from '../../zones/resolve.js';
import { withTime } from '../chrono.js';
import { checkYear, instantOf, type Ctx, type Span } from '../context.js';
import { leftover } from '../leftover.js';

const ISO_RE =
  /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:\s?(Z|[+-]\d{2}(?::?\d{2})?)(?![\d:]))?)?(?:\[!?([^\]\s]{1,64})\])?(?![\d:])/i;

/** ISO 8601 / RFC 9557: with an offset it is an exact instant; without, a wall time in the zone. */
export function iso(text: string, c: Ctx): Span | undefined {
  const m = ISO_RE.exec(text);
  if (!m) return undefined;
  const [whole, y, mo, d, h, mi, s, , off, bracket] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new InputError('phrase.invalid', `Invalid date "${y}-${mo}-${d}" in ${c.opts.field}; use a real calendar date such as "2026-03-15".`, c.opts.field);
  }
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (hour > 23 || minute > 59 || second > 59) {
    throw new InputError('phrase.invalid', `Invalid time "${h}:${mi}${s ? ':' + s : ''}" in ${c.opts.field}; use a 24-hour time such as "14:30".`, c.opts.field);
  }
  if (bracket) {
    // "2024-03-10T02:30[America/New_York]": the bracket names the zone.
    c.zone = resolveZoneText(c.opts.db, bracket, c.opts.field, c.opts.reference);
    c.zoneFromText = true;
    c.assumed = c.assumed.filter((a) => a !== 'timezone: local');
  }
  const wall: WallTime = { year, month, day, hour, minute, second };
  checkYear(year, c.opts.field);
  let start: number;
  if (off) {
    const offset = isoOffsetSeconds(off);
    if (!isIsoOffset(offset)) {
      throw new InputError('phrase.invalid', `Invalid UTC offset "${off}" in ${c.opts.field}; use one between -18:00 and +18:00, e.g. "+05:30".`, c.opts.field);
    }
    start = localSecondsFromWall(wall) - offset;
  } else if (h === undefined) {
    // A date alone: at the time the rest of the phrase gives ("2026-03-15 at 3pm"), else 00:00.
    return withTime(text, m, c, daysFromCivil(year, month, day), '00:00');
  } else {
    start = instantOf(c, wall);
  }
  return { start, ignored: leftover(text, m.index, whole.length) };
}
