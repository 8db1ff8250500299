// Finding the host's time zone, the way a user expects, without ever failing to start:
// --local-timezone > LOCAL_TIMEZONE > TZ > /etc/localtime (symlink) or /etc/timezone > UTC.
// A detected name that is not IANA (a Windows ID, an abbreviation such as "EDT") is mapped to an
// IANA zone where the mapping is unambiguous; anything else becomes UTC with one warning.

import { ConfigError } from '../core/errors.js';
import type { TzDatabase } from '../tzdb/database.js';
import { lookupZone } from './resolver.js';

/** What the host tells us, read by the caller (cli/main.ts) so this module stays free of I/O. */
export interface HostZoneHints {
  flag?: string | undefined;
  env: { LOCAL_TIMEZONE?: string | undefined; TZ?: string | undefined };
  /** Target of the /etc/localtime symlink, if it is one. */
  localtimeLink?: string | undefined;
  /** First line of /etc/timezone, if present. */
  etcTimezone?: string | undefined;
}

export type LocalZoneOrigin = '--local-timezone' | 'LOCAL_TIMEZONE' | 'TZ' | '/etc/localtime' | '/etc/timezone' | 'default';

export interface LocalZone {
  /** The IANA name used as the local zone. */
  readonly name: string;
  readonly origin: LocalZoneOrigin;
  /** Set when a detected name had to be mapped or replaced by UTC. */
  readonly warning?: string;
}

/** The IANA name inside a path such as /usr/share/zoneinfo/posix/Europe/Paris, if any. */
export function zoneFromPath(path: string): string | undefined {
  const i = path.lastIndexOf('zoneinfo/');
  if (i < 0) return undefined;
  return path.slice(i + 'zoneinfo/'.length).replace(/^(posix|right)\//, '');
}

/**
 * Maps a detected non-IANA name to an IANA zone where that is unambiguous, through the same
 * resolver as tool arguments but only its Windows and abbreviation tables: a host's "UTC+5" is a
 * POSIX string (five hours west), and a city name is not something a host reports.
 */
function mapDetected(db: TzDatabase, raw: string): string | undefined {
  const mapped = (text: string): string | undefined => {
    const r = lookupZone(db, text);
    // A reading with alternatives ("ET": US Eastern, or Ethiopia) is a guess, which a host's zone must not be.
    return r.kind === 'found' && !r.match.alternatives && ['fuzzy-name', 'windows', 'abbreviation'].includes(r.match.via)
      ? r.match.name
      : undefined;
  };
  const direct = mapped(raw) ?? (/standard time$/i.test(raw) ? undefined : mapped(`${raw} Standard Time`));
  if (direct) return direct;
  // A POSIX TZ string ("CET-1CEST,M3.5.0,M10.5.0/3"): its standard-time name may be an IANA name.
  const posix = /^<?([A-Za-z]{3,})>?[+-]?\d/.exec(raw);
  if (posix) return db.lookup(posix[1]!)?.name ?? mapped(posix[1]!);
  return undefined;
}

export function detectLocalZone(db: TzDatabase, hints: HostZoneHints): LocalZone {
  if (hints.flag !== undefined && hints.flag.trim() !== '') {
    const found = db.lookup(hints.flag.trim());
    if (!found) {
      const s = db.suggest(hints.flag);
      const hint = s.length ? ` Did you mean "${s[0]}"?` : ' Use an IANA name, e.g. --local-timezone Europe/Paris.';
      throw new ConfigError(`Invalid --local-timezone "${hints.flag}": not an IANA time zone.${hint}`);
    }
    return { name: found.name, origin: '--local-timezone' };
  }

  // Each read only if those before it name nothing (the files' hints may be getters that read them).
  const candidates: [LocalZoneOrigin, () => string | undefined][] = [
    ['LOCAL_TIMEZONE', () => hints.env.LOCAL_TIMEZONE],
    ['TZ', () => hints.env.TZ?.replace(/^:/, '')],
    ['/etc/localtime', () => hints.localtimeLink],
    ['/etc/timezone', () => hints.etcTimezone],
  ];
  for (const [origin, value] of candidates) {
    const raw = value()?.trim();
    if (!raw) continue;
    const name = origin === '/etc/localtime' || raw.startsWith('/') ? zoneFromPath(raw) : raw;
    if (name === undefined) continue; // a path outside any zoneinfo directory says nothing
    const found = db.lookup(name);
    if (found) return { name: found.name, origin };
    const mapped = mapDetected(db, name);
    if (mapped) {
      return { name: mapped, origin, warning: `${origin} names the time zone "${raw}", which is not an IANA name; using ${mapped}.` };
    }
    return {
      name: 'UTC',
      origin,
      warning: `${origin} names the time zone "${raw}", which is not an IANA name and has no unambiguous IANA equivalent; using UTC. Set --local-timezone (e.g. Europe/Paris) to choose.`,
    };
  }
  return { name: 'UTC', origin: 'default' };
}
