// Text for instants in a zone: ISO 8601 with the zone's offset, and the difference of two offsets
// as the reference server writes it.

import { formatLocalMs, formatLocalSeconds, formatOffset } from '../core/iso-text.js';
import { MS_PER_SECOND, SECONDS_PER_HOUR } from '../core/units.js';
import type { Zone } from '../tzdb/zone.js';
import { offsetAtMs } from './zoned.js';

/**
 * ISO 8601 with the zone's offset at that instant, and milliseconds when there are any, or always
 * with `withMs`: "2024-12-25T10:00:00-05:00", "2024-12-25T10:00:00.250-05:00", "2024-12-25T10:00:00.000-05:00".
 */
export function formatInstant(zone: Zone, epochMs: number, withMs = false): string {
  const offsetSec = offsetAtMs(zone, epochMs);
  return formatLocalMs(epochMs + offsetSec * MS_PER_SECOND, withMs) + formatOffset(offsetSec);
}

/** A wall-clock reading with its offset, "2027-03-28T01:00:00+00:00", for an instant whose offset is known. */
export function formatReading(epochSec: number, offsetSec: number): string {
  return formatLocalSeconds(epochSec + offsetSec) + formatOffset(offsetSec);
}

/** Target offset minus source offset, formatted as the reference does: "+1.0h", "-4.75h", "+5.5h". */
export function formatTimeDifference(seconds: number): string {
  const hours = seconds / SECONDS_PER_HOUR;
  if (Number.isInteger(hours)) return `${hours < 0 ? '-' : '+'}${Math.abs(hours).toFixed(1)}h`;
  const fixed = `${hours < 0 ? '-' : '+'}${Math.abs(hours).toFixed(2)}`;
  return `${fixed.replace(/0+$/, '').replace(/\.$/, '')}h`;
}
