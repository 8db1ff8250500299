// The only source of "now". Tools receive a Clock; tests and --now pin it.

export interface Clock {
  /** Current instant in Unix milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function fixedClock(epochMs: number): Clock {
  return { now: () => epochMs };
}

/**
 * Parses an ISO 8601 instant with a UTC designator or offset ("2026-11-30T12:00:00Z",
 * "2024-03-10T02:30:00-05:00"), returning Unix milliseconds, or undefined when it is not one.
 */
export function parseInstant(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/i.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = '0', frac = '0', zone] = m;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  const utc = Date.UTC(Number(y), month - 1, day, Number(h), Number(mi), Number(s), Math.floor(Number(`0.${frac}`) * 1000));
  if (new Date(utc).getUTCDate() !== day) return undefined; // 2026-02-30
  let offsetMin = 0;
  if (zone!.toUpperCase() !== 'Z') {
    const sign = zone![0] === '-' ? -1 : 1;
    const digits = zone!.slice(1).replace(':', '');
    offsetMin = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  return utc - offsetMin * 60_000;
}
