// The one zone resolver: whatever a person or a model writes for a time zone, read in the order
// reader.ts's header gives. An exact IANA name or link is matched here, with no table loaded; anything
// else by the reader, whose code and tables load on the first input that needs them (a third of what
// start-up would load otherwise).

import type { TzDatabase } from '../tzdb/database.js';
import { exactZone, type LookupOptions, type ZoneLookup, zoneText } from './match.js';
import { readZone } from './reader.js';

export {
  type Ambiguity,
  fixedOffsetName,
  type LocatedPlace,
  type LookupOptions,
  MAX_ZONE_TEXT,
  type Malformed,
  offsetZone,
  RESOLVED_VIA,
  type ResolvedVia,
  type Season,
  seasonNote,
  type ZoneAlternative,
  type ZoneLookup,
  type ZoneMatch,
} from './match.js';

/** A zone input read: found, ambiguous (with its candidates) or unknown (with suggestions). */
export function lookupZone(db: TzDatabase, input: string, options: LookupOptions = {}): ZoneLookup {
  const text = zoneText(input);
  return exactZone(db, text) ?? readZone(db, text, options);
}
