// Proleptic Gregorian calendar arithmetic on epoch days (days since 1970-01-01), after
// Howard Hinnant's "chrono-compatible low-level date algorithms". Exact for every year the tools
// accept; no Date object and no host time zone involved.

export const SECONDS_PER_DAY = 86400;

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeapYear(y) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}

export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function civilFromDays(z: number): CivilDate {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOfEpochDay(z: number): number {
  return (((z + 4) % 7) + 7) % 7;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Wall-clock fields of a "local seconds" value (seconds since 1970-01-01T00:00 on the local clock). */
export interface WallTime extends CivilDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export function wallFromLocalSeconds(local: number): WallTime {
  const days = Math.floor(local / SECONDS_PER_DAY);
  let rem = local - days * SECONDS_PER_DAY;
  const hour = Math.floor(rem / 3600);
  rem -= hour * 3600;
  const minute = Math.floor(rem / 60);
  const { year, month, day } = civilFromDays(days);
  // Fields listed, not `...civilFromDays(days)`: V8 builds an object spread first and extended after
  // about 40 times slower (3 µs), and this runs several times a call.
  return { year, month, day, hour, minute, second: rem - minute * 60 };
}

export function localSecondsFromWall(w: WallTime): number {
  return daysFromCivil(w.year, w.month, w.day) * SECONDS_PER_DAY + w.hour * 3600 + w.minute * 60 + w.second;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

export function formatDate(d: CivilDate): string {
  const y = d.year >= 0 && d.year <= 9999 ? String(d.year).padStart(4, '0') : (d.year < 0 ? '-' : '+') + String(Math.abs(d.year)).padStart(6, '0');
  return `${y}-${pad2(d.month)}-${pad2(d.day)}`;
}

export function formatClock(w: WallTime, withSeconds = true): string {
  return withSeconds ? `${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}` : `${pad2(w.hour)}:${pad2(w.minute)}`;
}

/** ±HH:MM, or ±HH:MM:SS when the offset has seconds (as Python's isoformat does). */
export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const a = Math.abs(offsetSeconds);
  const h = Math.floor(a / 3600);
  const m = Math.floor((a % 3600) / 60);
  const s = a % 60;
  return `${sign}${pad2(h)}:${pad2(m)}${s ? ':' + pad2(s) : ''}`;
}
