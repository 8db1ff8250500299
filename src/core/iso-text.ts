// ISO 8601 text of calendar values, the one place that writes "2024-12-25", "15:00:00", "+05:30",
// "2024-12-25T15:00:00" and "2024-12-25T15:00:00Z". Zone-free: the caller has already turned an
// instant into wall-clock fields (time/zoned.ts does that with the tz database).

import { wallFromLocalMs, wallFromLocalSeconds, type CivilDate, type WallTime } from './civil.js';
import { SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from './units.js';

/** "05" for 5. */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** "2024-12-25"; years outside 0000–9999 as ISO 8601's expanded "+012345" / "-000001". */
export function formatDate(d: CivilDate): string {
  const y =
    d.year >= 0 && d.year <= 9999 ? String(d.year).padStart(4, '0') : (d.year < 0 ? '-' : '+') + String(Math.abs(d.year)).padStart(6, '0');
  return `${y}-${pad2(d.month)}-${pad2(d.day)}`;
}

/** "15:00:00", or "15:00" without seconds. */
export function formatClock(w: Pick<WallTime, 'hour' | 'minute' | 'second'>, withSeconds = true): string {
  return withSeconds ? `${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}` : `${pad2(w.hour)}:${pad2(w.minute)}`;
}

/** ±HH:MM, or ±HH:MM:SS when the offset has seconds (as Python's isoformat does). */
export function formatOffset(offsetSec: number): string {
  const sign = offsetSec < 0 ? '-' : '+';
  const a = Math.abs(offsetSec);
  const h = Math.floor(a / SECONDS_PER_HOUR);
  const m = Math.floor((a % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const s = a % SECONDS_PER_MINUTE;
  return `${sign}${pad2(h)}:${pad2(m)}${s ? ':' + pad2(s) : ''}`;
}

/** "2024-12-25T15:00:00" for local seconds; "2024-12-25T15:00" without seconds. */
export function formatLocalSeconds(localSec: number, withSeconds = true): string {
  const w = wallFromLocalSeconds(localSec);
  return `${formatDate(w)}T${formatClock(w, withSeconds)}`;
}

/** "2024-12-25T15:00:00Z" for an instant in Unix seconds; "2024-12-25T15:00Z" without seconds. */
export function formatUtcSeconds(epochSec: number, withSeconds = true): string {
  return `${formatLocalSeconds(epochSec, withSeconds)}Z`;
}

/**
 * "2024-12-25T15:00:00" for local milliseconds; "2024-12-25T15:00:00.250" when they are not whole
 * seconds, or always with `withMs` ("2024-12-25T15:00:00.000", as chrono-mcp and JavaScript write it).
 */
export function formatLocalMs(localMs: number, withMs = false): string {
  const w = wallFromLocalMs(localMs);
  return `${formatDate(w)}T${formatClock(w)}${w.millisecond || withMs ? '.' + String(w.millisecond).padStart(3, '0') : ''}`;
}
