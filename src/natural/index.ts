// Natural-language date/time phrases -> instants or ranges in a named zone.
//
// chrono-node (loaded on first use) only EXTRACTS calendar components: it is fed a reference whose
// wall fields are the reference instant's wall time in the target zone, and its year/month/day/
// hour/minute/second are read back as a wall time in that zone (./chrono.ts). Zones are applied by
// Meridian: wall times become instants through resolveWallTime (DST gaps/overlaps noted), zone words
// in the phrase go through the zone resolver (./zone-words.ts), and exact durations ("in 2 hours")
// are added to the instant. Meridian's own rules (./rules/) cover what chrono misses or gets wrong.

import { daysFromCivil } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { wallAt } from '../time/zoned.js';
import { resolveZoneText, type ResolvedZone } from '../zones/resolve.js';
import { viaChrono } from './chrono.js';
import { done, type Attempt, type Ctx, type NaturalOptions, type NaturalResult, type Span } from './context.js';
import { anchoredRule } from './rules/anchored.js';
import { duration } from './rules/duration.js';
import { iso } from './rules/iso.js';
import { wholeRange } from './rules/period.js';
import { timestamp } from './rules/timestamp.js';
import { extractZone } from './zone-words.js';

export type { Alternative, NaturalOptions, NaturalResult } from './context.js';

/**
 * Meridian's own rules, tried in this order before chrono. Each reads the whole phrase or declines
 * (undefined). Unambiguous machine forms come first, so digits are never taken for anything else: a
 * Unix timestamp, then ISO 8601. Then the forms chrono reads wrongly or not at all: durations
 * ("in 2 hours", "3 weeks from now"), whole periods ("next week", "Q3 2027"), and anchored days
 * ("first Monday of March", "end of next week"). Whatever none of them reads goes to chrono.
 */
const RULES: readonly ((text: string, c: Ctx) => Span | undefined)[] = [timestamp, iso, duration, wholeRange, anchoredRule];

const EXAMPLES = '"tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30"';

/** Reads `text` as a date, time or range. Throws an InputError when it cannot. */
export function parseNatural(text: string, opts: NaturalOptions): NaturalResult {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) throw new InputError('phrase.empty', `The ${opts.field} is empty; pass a date or time such as ${EXAMPLES}.`, opts.field);

  // A zone named in the phrase wins over the `timezone` argument.
  const found = extractZone(clean, opts);
  const zone = found?.zone ?? opts.zone;
  const rest = found ? found.rest : clean;
  const out = parseIn(rest, zone, opts, !!found);
  if (out.relocate) {
    // chrono spotted a zone token we had not taken out ("3pm UTC tomorrow"): resolve it ourselves
    // and read the phrase again in that zone, so "tomorrow" means tomorrow there.
    const zoneInText = resolveZoneText(opts.db, out.relocate.token, opts.field, opts.reference);
    const again = parseIn(out.relocate.rest, zoneInText, opts, true);
    if (again.result) return again.result;
  }
  if (out.result) return out.result;
  const shown = clean.length > 60 ? `${clean.slice(0, 57)}...` : clean;
  throw new InputError('phrase.unreadable', `Could not read a date or time in "${shown}"; try a phrasing like ${EXAMPLES}.`, opts.field);
}

function parseIn(text: string, zone: ResolvedZone, opts: NaturalOptions, zoneFromText: boolean): Attempt {
  const refWall = wallAt(zone.zone, opts.reference).wall;
  const c: Ctx = {
    opts,
    zone,
    zoneFromText,
    refWall,
    today: daysFromCivil(refWall.year, refWall.month, refWall.day),
    assumed: [],
    notes: [],
    alternatives: [],
  };
  if (zone.defaulted && !zoneFromText) c.assumed.push('timezone: local');
  if (text === '') return { result: done(c, { start: opts.reference }) };

  for (const rule of RULES) {
    const span = rule(text, c);
    if (span) return { result: done(c, span) };
  }
  return viaChrono(text, c);
}
