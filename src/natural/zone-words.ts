// Zone words in a phrase ("3pm Tokyo", "noon in Asia/Kolkata", "9:00 PST", "Paris time"), found
// only through the one zone resolver. The grammar asks about words only where a zone may stand
// (after a time, after "in", before "time", at the end), never about words it read as a date, a
// holiday, a year or an era, so "Christmas" is never Indian/Christmas and "AD" never Andorra.

import { InputError } from '../core/errors.js';
import type { TzDatabase } from '../tzdb/database.js';
import { ambiguousZone, resolvedOf } from '../zones/resolve.js';
import { inCountryOf, lookupZone, type ZoneLookup } from '../zones/resolver.js';
import type { ZoneProbe } from './grammar/parser.js';

/** Words before "time" that name the writer's own zone, the one the phrase is read in. */
const OWN_TIME = new Set(['my', 'our', 'local']);
/** Words before "time" that name a reader's or someone else's zone, which a call does not give. */
const READERS_TIME = new Set(['your', 'their', 'his', 'her']);

/**
 * The probe the grammar asks: in an explicit context ("in Springfield", "Springfield time") an
 * ambiguous name is an error that lists the candidates, as is an ambiguous abbreviation right after
 * a time ("noon IST"); as bare words only unmistakable spellings count (an IANA name, an offset, an
 * abbreviation, a Windows name, or a place right after a time: "3pm Tokyo", not "lunch with Jordan").
 * `context`: the zones the phrase is read in, whose country settles an abbreviation of several.
 */
export function zoneProbe(db: TzDatabase, field: string, at: number, context: readonly string[] = []): ZoneProbe {
  return (text, explicit, afterTime, timeWord, touching) => {
    if (text.length < 2 && text.toUpperCase() !== 'Z') return undefined;
    // "3:40 AM+1": itineraries write the next day so; a one-digit plus against a time is no offset of its own
    if (touching && afterTime && /^\+\d$/.test(text))
      throw new InputError(
        'phrase.ambiguous',
        `"${text}" after a time reads two ways: ${text[1] === '1' ? 'the next day' : `${text[1]} days later`}, as itineraries write it, or the offset UTC+0${text[1]}:00; write "${text[1] === '1' ? 'next day' : `${text[1]} days later`}" or "UTC${text}".`,
        field,
      );
    if (timeWord) {
      const whose = text.toLowerCase();
      // "3pm my time", "our time", "local time": the zone the phrase is read in
      if (OWN_TIME.has(whose) && context[0]) {
        const own = db.lookup(context[0]);
        if (own) return { name: context[0], zone: db.zone(own.canonical), defaulted: false };
      }
      // "3pm your time": whoever reads it, whose zone the call does not give
      if (READERS_TIME.has(whose))
        throw new InputError(
          'phrase.unknown-word',
          `"${text} ${timeWord}" is the time zone of whoever reads it, which this call does not know; name that zone ("3pm Tokyo time") or pass it as the zone to read the text in.`,
          field,
        );
    }
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
    // two letters in lower case are a word before a country's code: "as", "my", "no", "by", "me", "do"
    // ("13:00 as planned", "Friday 10:00 no") are American Samoa, Malaysia, Norway, Belarus,
    // Montenegro and the Dominican Republic only in capitals ("9am NO")
    if (r.match.via === 'country' && /^\p{L}{2}$/u.test(text) && text !== text.toUpperCase()) return undefined;
    return resolvedOf(r.match, text);
  };
}
