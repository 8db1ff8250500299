// Lengths of time, in the unit each name says. Identifiers elsewhere say their unit too: an instant
// is `epochSec` or `epochMs`, a wall-clock reading `localSec` or `localMs` (seconds or milliseconds
// since 1970-01-01T00:00 on that clock).

export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 3600;
/** A calendar day without a clock change; the UTC day. */
export const SECONDS_PER_DAY = 86_400;
export const MINUTES_PER_DAY = 1440;

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;
