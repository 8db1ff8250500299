// Zone words in a phrase ("3pm Tokyo", "noon in Asia/Kolkata", "9:00 PST", "Paris time"), found
// only through the one zone resolver. The grammar asks about words only where a zone may stand
// (after a time, after "in", before "time", at the end), never about words it read as a date, a
// holiday, a year or an era, so "Christmas" is never Indian/Christmas and "AD" never Andorra.

import type { TzDatabase } from '../tzdb/database.js';
import { ambiguousZone, resolvedOf } from '../zones/resolve.js';
import { inCountryOf, lookupZone, type ZoneLookup } from '../zones/resolver.js';
import type { ZoneProbe } from './grammar/parser.js';

/**
 * The probe the grammar asks: in an explicit context ("in Springfield", "Springfield time") an
 * ambiguous name is an error that lists the candidates, as is an ambiguous abbreviation right after
 * a time ("noon IST"); as bare words only unmistakable spellings count (an IANA name, an offset, an
 * abbreviation, a Windows name, or a place right after a time: "3pm Tokyo", not "lunch with Jordan").
 * `context`: the zones the phrase is read in, whose country settles an abbreviation of several.
 */
export function zoneProbe(db: TzDatabase, field: string, at: number, context: readonly string[] = []): ZoneProbe {
  return (text, explicit, afterTime, timeWord) => {
    if (text.length < 2 && text.toUpperCase() !== 'Z') return undefined;
    // inside a phrase two letters are a zone's abbreviation before a country code ("9am PT")
    // "3pm Central time", "Japan time": the name of a zone's time ("Central" alone names three
    // continents' zones, "Japan" alone is the old IANA link); "Tokyo time" is the city's
    const withTime = timeWord ? lookupZone(db, `${text} ${timeWord}`, { suggest: false, at, inPhrase: true }) : undefined;
    const named = withTime?.kind === 'found' && withTime.match.via !== 'city' && withTime.match.via !== 'country';
    if (named) text = `${text} ${timeWord}`;
    // an abbreviation of several zones is read in the country of the zone the phrase is read in ("5pm CST" in Chicago)
    const r: ZoneLookup = inCountryOf(db, named ? withTime : lookupZone(db, text, { suggest: false, at, inPhrase: true }), context);
    if (r.kind === 'ambiguous') {
      // right after a time, an ambiguous zone word is a zone all the same: ask which
      if (explicit || afterTime) throw ambiguousZone(text, r, field);
      return undefined;
    }
    if (r.kind !== 'found') return undefined;
    if (!explicit && !afterTime && (r.match.via === 'city' || r.match.via === 'country')) return undefined;
    return resolvedOf(r.match, text);
  };
}
