// One schedule, from its text: an RRULE (with DTSTART, EXDATE and RDATE lines) or a cron line,
// read, then placed in its zone, ready for occurrences, explanations, lint, conversion and .ics.

import { isoWeekdayOfEpochDay, wallFromLocalSeconds } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatLocalSeconds } from '../core/iso-text.js';
import { SECONDS_PER_DAY } from '../core/units.js';
import { changeAround, type NamedZone } from '../time/zoned.js';
import { isWildcardJob, looksLikeCron, parseCron, type Cron } from './cron.js';
import { calendar, icsLocal, icsUtc, uidOf } from './ics.js';
import { explainCron, explainRule } from './explain.js';
import { events, instantOfValue, ruleEvents, take, type DstPolicy, type Occurrence, type ScheduleSpec } from './occurrences.js';
import { formatDateValue, formatRule, parseRecurrence, WEEKDAY_CODES, type DateValue, type Recurrence, type Rule } from './rrule.js';
import { withDefaults } from './recur.js';

export type ParsedSchedule = { readonly kind: 'cron'; readonly cron: Cron } | { readonly kind: 'rrule'; readonly recurrence: Recurrence };

/** Reads the text as cron or as RRULE; `field` names it in errors. */
export function parseSchedule(text: string, field: string): ParsedSchedule {
  if (looksLikeCron(text)) return { kind: 'cron', cron: parseCron(text, field) };
  return { kind: 'rrule', recurrence: parseRecurrence(text, field) };
}

/** The zone the text itself names (DTSTART's TZID, or CRON_TZ=), as written. */
export function zoneNamedBy(p: ParsedSchedule): string | undefined {
  if (p.kind === 'cron') return p.cron.zone;
  const d = p.recurrence.dtstart;
  return d && d.kind !== 'utc' ? d.tzid : undefined;
}

export interface Schedule {
  readonly spec: ScheduleSpec;
  readonly parsed: ParsedSchedule;
  /** The schedule as text again: "RRULE:FREQ=…" lines or the cron line, with its zone. */
  readonly text: string;
  /** DTSTART's wall time and instant (an RRULE's first possible occurrence). */
  readonly start?: { readonly localSec: number; readonly epochSec: number };
  /** What was read in a way worth saying (DTSTART in a DST gap, a floating UNTIL). */
  readonly notes: string[];
  /** Defaults that filled gaps (a missing DTSTART). */
  readonly assumed: string[];
}

export interface BuildOptions {
  readonly zone: NamedZone;
  /** The zone of a TZID on an EXDATE or RDATE line. */
  readonly resolveTzid: (name: string) => NamedZone;
  readonly policy?: DstPolicy;
  /** Where a missing DTSTART is taken from: the local day of this instant, at 00:00. */
  readonly fromSec: number;
  readonly field: string;
}

export const DEFAULT_POLICY = { rrule: 'skip', cron: 'after' } as const;

/** A date value as an instant in `z` (or its own TZID's zone), with the note of a DST gap or overlap. */
function valueInstant(v: DateValue, o: BuildOptions, policy: DstPolicy): Occurrence[] {
  const z = v.kind !== 'utc' && v.tzid ? o.resolveTzid(v.tzid) : o.zone;
  return instantOfValue(z, v, policy, false).flatMap((e) =>
    e.kind === 'at'
      ? [
          {
            epochSec: e.epochSec,
            ...(v.kind === 'local' && z.name === o.zone.name ? { localSec: v.localSec } : {}),
            ...(e.note ? { note: e.note } : {}),
          },
        ]
      : [],
  );
}

export function buildSchedule(parsed: ParsedSchedule, o: BuildOptions): Schedule {
  const notes: string[] = [];
  const assumed: string[] = [];
  if (parsed.kind === 'cron') {
    const policy = o.policy ?? DEFAULT_POLICY.cron;
    return {
      spec: { zone: o.zone, source: { kind: 'cron', cron: parsed.cron }, policy, field: o.field },
      parsed,
      text: `CRON_TZ=${o.zone.name} ${parsed.cron.macro ?? parsed.cron.text}`,
      notes,
      assumed,
    };
  }
  const policy = o.policy ?? DEFAULT_POLICY.rrule;
  const r = parsed.recurrence;
  let startLocal: number;
  let startSec: number;
  const d = r.dtstart;
  if (!d) {
    const midnight = (localSec: number) =>
      instantOfValue(o.zone, { kind: 'local', localSec }, 'shift', false).find((e) => e.kind === 'at')!.epochSec as number;
    startLocal = Math.floor((o.fromSec + o.zone.zone.offsetAt(o.fromSec)) / SECONDS_PER_DAY) * SECONDS_PER_DAY;
    startSec = midnight(startLocal);
    // "every other Tuesday", INTERVAL=2 with no DTSTART: the steps count from the first occurrence's
    // day, as people mean them, not from whatever week or month today opens (a Sunday's week would
    // skip the coming Tuesday); an hourly rule's steps keep counting from 00:00
    const daily = r.rule && ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(r.rule.freq);
    const first = daily && r.rule!.interval > 1 ? firstOccurrenceDay(r.rule!, o, policy, startLocal, startSec) : undefined;
    if (first !== undefined && first * SECONDS_PER_DAY > startLocal) {
      startLocal = first * SECONDS_PER_DAY;
      startSec = midnight(startLocal);
      assumed.push(
        `DTSTART: ${formatLocalSeconds(startLocal)} in ${o.zone.name} (00:00 of the rule's first day from the first day asked about: INTERVAL=${r.rule!.interval} counts from it); add a DTSTART line to count from another`,
      );
    } else
      assumed.push(
        `DTSTART: ${formatLocalSeconds(startLocal)} in ${o.zone.name} (00:00 of the first day asked about); add a DTSTART line to set the first date and the time of day`,
      );
  } else if (d.kind === 'date') {
    throw new InputError(
      'schedule.unsupported',
      'DTSTART;VALUE=DATE (an all-day event) is not supported; give DTSTART a time of day, e.g. DTSTART;TZID=Europe/Paris:20260301T090000.',
      o.field,
    );
  } else if (d.kind === 'utc') {
    startSec = d.epochSec;
    startLocal = d.epochSec + o.zone.zone.offsetAt(d.epochSec);
  } else {
    startLocal = d.localSec;
    // DTSTART itself in a gap is read as RFC 5545 §3.3.5 reads any DATE-TIME: with the offset before the gap.
    const placed = instantOfValue(o.zone, d, 'shift', false)[0]!;
    if (placed.kind !== 'at') throw new Error('DTSTART has no instant');
    startSec = placed.epochSec;
    if (placed.note) notes.push(`DTSTART: ${placed.note}`);
  }
  const rule = r.rule;
  if (rule?.until?.kind === 'date') {
    throw new InputError(
      'schedule.rule-invalid',
      `UNTIL=${formatDateValue(rule.until)} is a date, but DTSTART has a time of day (RFC 5545 wants the same type); write UNTIL=${formatDateValue(rule.until)}T235959Z to include that day.`,
      o.field,
    );
  }
  if (rule?.until?.kind === 'local')
    assumed.push(`UNTIL: ${formatLocalSeconds(rule.until.localSec)} read as a wall time in ${o.zone.name} (RFC 5545 wants UTC, with Z)`);

  const exInstants = new Set<number>();
  const exLocals = new Set<number>();
  const exDays = new Set<number>();
  for (const v of r.exdates) {
    if (v.kind === 'date') exDays.add(v.epochDay);
    else {
      if (v.kind === 'local' && (!v.tzid || o.resolveTzid(v.tzid).name === o.zone.name)) exLocals.add(v.localSec);
      for (const p of valueInstant(v, o, 'shift')) exInstants.add(p.epochSec);
    }
  }
  const rdates: Occurrence[] = [];
  for (const v of r.rdates) {
    if (v.kind === 'date')
      throw new InputError(
        'schedule.unsupported',
        `RDATE;VALUE=DATE:${formatDateValue(v)} (a date without a time) is not supported; give the date-time, e.g. RDATE;TZID=${o.zone.name}:${formatDateValue(v)}T090000.`,
        o.field,
      );
    rdates.push(...valueInstant(v, o, policy));
  }
  // Without an RRULE the set is DTSTART and the RDATEs (RFC 5545 §3.8.5.2), as every calendar shows it.
  if (!rule && d)
    rdates.push({ epochSec: startSec, localSec: startLocal, ...(notes.length ? { note: notes[0]!.replace(/^DTSTART: /, '') } : {}) });
  const lines = [`DTSTART;TZID=${o.zone.name}:${formatDateValue({ kind: 'local', localSec: startLocal })}`];
  if (rule) lines.push(`RRULE:${formatRule(rule)}`);
  // EXDATE and RDATE shown back one line per kind of value: UTC, dates, and wall times with their zone.
  const valueLines = (name: string, values: readonly DateValue[]) => {
    const groups = new Map<string, string[]>();
    for (const v of values) {
      const head = v.kind === 'utc' ? name : v.kind === 'date' ? `${name};VALUE=DATE` : `${name};TZID=${v.tzid ?? o.zone.name}`;
      groups.set(head, [...(groups.get(head) ?? []), formatDateValue(v)]);
    }
    for (const [head, vs] of groups) lines.push(`${head}:${vs.join(',')}`);
  };
  valueLines('EXDATE', r.exdates);
  valueLines('RDATE', r.rdates);
  const spec: ScheduleSpec = {
    zone: o.zone,
    source: { kind: 'rrule', ...(rule ? { rule } : {}), startLocal, startSec },
    policy,
    rdates,
    ...(exInstants.size ? { exInstants } : {}),
    ...(exLocals.size ? { exLocals } : {}),
    ...(exDays.size ? { exDays } : {}),
    field: o.field,
  };
  return { spec, parsed, text: lines.join('\n'), start: { localSec: startLocal, epochSec: startSec }, notes, assumed };
}

/** The local day (epoch day) of the rule's first occurrence from a start, stepping by 1 instead of its INTERVAL. */
function firstOccurrenceDay(rule: Rule, o: BuildOptions, policy: DstPolicy, startLocal: number, startSec: number): number | undefined {
  const once: ScheduleSpec = {
    zone: o.zone,
    source: { kind: 'rrule', rule: { ...rule, interval: 1, count: undefined, until: undefined }, startLocal, startSec },
    policy,
    field: o.field,
  };
  try {
    for (const e of ruleEvents(once, startSec)) {
      const local = e.kind === 'at' ? e.epochSec + o.zone.zone.offsetAt(e.epochSec) : e.localSec;
      return Math.floor(local / SECONDS_PER_DAY);
    }
  } catch (e) {
    // a rule that never fires is the listing's to report, from the start as given
    if (!(e instanceof InputError)) throw e;
  }
  return undefined;
}

/** The schedule in English. */
export function explain(s: Schedule): string {
  if (s.parsed.kind === 'cron') return explainCron(s.parsed.cron, s.spec.zone.name);
  const rule = s.parsed.recurrence.rule;
  const start = s.start!;
  const w = wallFromLocalSeconds(start.localSec);
  const text = formatLocalSeconds(start.localSec, w.second !== 0).replace('T', ' ');
  const head = rule
    ? explainRule(rule, { ...w, weekday: isoWeekdayOfEpochDay(Math.floor(start.localSec / SECONDS_PER_DAY)), text }, s.spec.zone.name)
    : `On the RDATE dates only, in ${s.spec.zone.name}.`;
  const r = s.parsed.recurrence;
  const extra = [
    r.exdates.length ? ` Except ${r.exdates.length} date${r.exdates.length > 1 ? 's' : ''} (EXDATE).` : '',
    rule && r.rdates.length ? ` Plus ${r.rdates.length} extra date${r.rdates.length > 1 ? 's' : ''} (RDATE).` : '',
  ];
  return head + extra.join('');
}

/** An RRULE (FREQ=DAILY or MONTHLY with BYxxx) with the same wall times as a cron line at fixed times, or undefined when none says it in one rule. */
export function cronAsRule(c: Cron): string | undefined {
  if (isWildcardJob(c)) return undefined;
  const sorted = (s: ReadonlySet<number>) => [...s].sort((a, b) => a - b);
  const parts: string[] = [];
  const domSet = !c.dom.star || c.dom.specials.length > 0;
  const dowSet = !c.dow.star;
  if (domSet && dowSet) return undefined; // cron's "either day field" has no one-rule form
  let monthly = false;
  if (c.month.values.size !== 12) parts.push(`BYMONTH=${sorted(c.month.values).join(',')}`);
  if (domSet) {
    const days = sorted(c.dom.values).map(String);
    for (const s of c.dom.specials) {
      if (s.kind !== 'last') return undefined;
      days.push(String(-(s.before + 1)));
    }
    parts.push(`BYMONTHDAY=${days.join(',')}`);
  }
  if (dowSet) {
    const days: string[] = sorted(c.dow.values).map((d) => WEEKDAY_CODES[(d + 6) % 7]!);
    for (const s of c.dow.specials) {
      monthly = true;
      days.push(`${s.kind === 'last' ? -1 : s.n}${WEEKDAY_CODES[(s.weekday + 6) % 7]}`);
    }
    parts.push(`BYDAY=${days.join(',')}`);
  }
  parts.push(
    `BYHOUR=${sorted(c.hour.values).join(',')}`,
    `BYMINUTE=${sorted(c.minute.values).join(',')}`,
    `BYSECOND=${sorted(c.second.values).join(',')}`,
  );
  // The plainest FREQ that holds the day fields (some readers loop on FREQ=DAILY;BYMONTHDAY=-1).
  return `FREQ=${monthly || domSet ? 'MONTHLY' : dowSet ? 'WEEKLY' : 'DAILY'};${parts.join(';')}`;
}

/**
 * The rule with what RFC 5545 takes from DTSTART written out (BYMONTH and BYMONTHDAY for a day-less
 * YEARLY rule, BYMONTHDAY for MONTHLY, BYDAY for WEEKLY, and the time of day), and without COUNT and
 * UNTIL: the same set for a reader that follows the RFC, and no room for one that does not (ical.js
 * turns a yearly February 29 into February 28 or March 1 in other years).
 */
function explicitRule(r: Rule, startLocal: number): Rule {
  const { filter, hours, minutes, seconds } = withDefaults(r, startLocal);
  return {
    ...r,
    count: undefined,
    until: undefined,
    ...(filter.byMonth ? { byMonth: [...filter.byMonth].sort((a, b) => a - b) } : {}),
    ...(filter.byMonthDay ? { byMonthDay: filter.byMonthDay } : {}),
    ...(filter.byDay ? { byDay: filter.byDay } : {}),
    byHour: hours,
    byMinute: minutes,
    bySecond: seconds,
  };
}

/** What the .ics export of a schedule says about itself. */
export interface Exported {
  readonly ics: string;
  /** How the schedule was written: as its RRULE (with DST fixes through a date), or as a list of dates. */
  readonly how: string;
  readonly first?: number;
  readonly uid: string;
}

/** Most occurrences an .ics spells out one by one (RDATE), or runs through to write DST fixes. */
export const MAX_ICS_DATES = 10_000;
/** How far ahead the DST fixes of an open-ended rule are written. */
const FIX_YEARS = 5;

/**
 * The schedule as a VCALENDAR with one VEVENT. A rule a calendar app expands the same way (DAILY and
 * coarser RRULEs, cron at fixed times) is written as its RRULE, with EXDATE and RDATE where a DST gap
 * makes an app's reading differ from the schedule's (dropped, shifted or run at the jump), COUNT
 * turned into UNTIL so both readings end together. Rules that step through real time, and cron jobs
 * that run by the clock, are written as their next `count` occurrences.
 */
export function exportIcs(
  s: Schedule,
  o: { fromSec: number; count: number; durationSec: number; stampSec: number; summary: string },
): Exported {
  const uid = uidOf(`${s.text}\n${s.parsed.kind === 'cron' ? o.fromSec : ''}`);
  const z = s.spec.zone;
  const offsetLocal = (t: number) => t + z.zone.offsetAt(t);
  let rule: string | undefined;
  let explicit: Rule | undefined;
  let startSec: number;
  if (s.parsed.kind === 'cron') {
    rule = cronAsRule(s.parsed.cron);
    startSec = o.fromSec; // as "next": from `fromSec` on
  } else {
    const r = s.parsed.recurrence.rule;
    startSec = s.start!.epochSec;
    if (r && r.freq !== 'HOURLY' && r.freq !== 'MINUTELY' && r.freq !== 'SECONDLY') {
      explicit = explicitRule(r, s.start!.localSec);
      rule = formatRule(explicit);
    }
  }
  if (rule === undefined) {
    const t = take(s.spec, o.fromSec, { count: o.count, cap: o.count });
    if (!t.occurrences.length)
      throw new InputError('schedule.no-occurrence', 'The schedule has no occurrence to export from there.', s.spec.field);
    const [first, ...rest] = t.occurrences;
    const last = t.occurrences[t.occurrences.length - 1]!;
    const ics = calendar(
      z,
      [
        {
          uid,
          startLocal: offsetLocal(first!.epochSec),
          durationSec: o.durationSec,
          summary: o.summary,
          ...(rest.length ? { rdates: t.occurrences.map((x) => icsUtc(x.epochSec)) } : {}),
        },
      ],
      o.stampSec,
      first!.epochSec,
      last.epochSec + o.durationSec,
    );
    return {
      uid,
      ics,
      how: `${t.occurrences.length} occurrence${t.occurrences.length > 1 ? 's' : ''} listed one by one (DTSTART and RDATE): a calendar app would step this rule on the wall clock, so it is not written as a rule`,
      first: first!.epochSec,
    };
  }
  // The rule's own events from its start (or, for cron, from `fromSec`), against what the schedule keeps.
  const counted = s.parsed.kind === 'rrule' && s.parsed.recurrence.rule?.count !== undefined;
  const finite = counted || (s.parsed.kind === 'rrule' && s.parsed.recurrence.rule?.until !== undefined);
  // A rule with an end is run through whole; one without, for FIX_YEARS from `fromSec` (or its start).
  const fixFrom = finite ? startSec : Math.max(o.fromSec, startSec);
  const horizon = finite ? Infinity : fixFrom + FIX_YEARS * 366 * SECONDS_PER_DAY;
  const kept = new Set<number>();
  const exdates: string[] = [];
  const rdates: string[] = s.spec.rdates?.map((r) => icsUtc(r.epochSec)) ?? [];
  let first: Occurrence | undefined;
  let last: Occurrence | undefined;
  let n = 0;
  let fixes = 0;
  for (const e of events(s.spec, startSec)) {
    first = e.kind === 'at' ? e : undefined;
    if (first) break;
  }
  for (const e of events(s.spec, fixFrom)) {
    if ((e.kind === 'at' ? e.epochSec : e.sortSec) > horizon) break;
    if (++n > MAX_ICS_DATES)
      throw new InputError(
        'schedule.too-many',
        `The schedule has more than ${MAX_ICS_DATES.toLocaleString('en')} occurrences to write; give it an end (COUNT or UNTIL) or export fewer with a cron or RRULE that stops sooner.`,
        s.spec.field,
      );
    if (e.kind === 'at') {
      kept.add(e.epochSec);
      first ??= e;
      last = e;
    }
  }
  if (!first) throw new InputError('schedule.no-occurrence', 'The schedule has no occurrence to export.', s.spec.field);
  const firstLocal = first.localSec ?? offsetLocal(first.epochSec);
  // A wall time a DST change skips or repeats is read two ways by calendar code (RFC 5545 §3.3.5 says
  // the offset before a gap and the first of a repeat; ical.js, for one, takes the other). Each such
  // occurrence is written as an RDATE instant, and every reading the schedule does not keep as an
  // EXDATE instant: the same set whichever way the reader places the wall time.
  const exUtc = new Set<number>();
  const readings = (local: number): number[] => {
    const at = z.zone.instantsFor(local);
    if (at.length) return at;
    const tr = changeAround(z.zone, local);
    return tr ? [local - tr.before.offset, local - tr.after.offset] : [];
  };
  const excludeOthers = (local: number) => {
    for (const t of readings(local)) if (!kept.has(t)) exUtc.add(t);
  };
  for (const e of ruleEvents(s.spec, fixFrom)) {
    if ((e.kind === 'at' ? e.epochSec : e.sortSec) < fixFrom) continue;
    if ((e.kind === 'at' ? e.epochSec : e.sortSec) > horizon) break;
    if (e.kind === 'dropped') {
      excludeOthers(e.localSec);
      fixes++;
    } else if (!kept.has(e.epochSec)) exdates.push(icsLocal(e.localSec ?? offsetLocal(e.epochSec)));
    else if (e.dst) {
      if (e.localSec !== undefined) excludeOthers(e.localSec);
      rdates.push(icsUtc(e.epochSec));
      fixes++;
    }
  }
  // EXDATEs past the fixes' horizon still hold.
  for (const t of s.spec.exInstants ?? []) if (t > horizon || t < fixFrom) exdates.push(icsLocal(offsetLocal(t)));
  const rrule = explicit && finite ? formatRule({ ...explicit, until: { kind: 'utc', epochSec: last!.epochSec } }) : rule;
  const ics = calendar(
    z,
    [
      {
        uid,
        startLocal: firstLocal,
        durationSec: o.durationSec,
        summary: o.summary,
        rrule,
        ...(exdates.length ? { exdates: [...new Set(exdates)] } : {}),
        ...(exUtc.size ? { exdatesUtc: [...exUtc].sort((a, b) => a - b).map(icsUtc) } : {}),
        ...(rdates.length ? { rdates: [...new Set(rdates)] } : {}),
      },
    ],
    o.stampSec,
    first.epochSec,
    finite ? last!.epochSec + o.durationSec : undefined,
  );
  const span = finite
    ? ''
    : `${formatLocalSeconds(offsetLocal(fixFrom)).slice(0, 10)} to ${formatLocalSeconds(offsetLocal(horizon)).slice(0, 10)}`;
  const fixNote = `, with ${fixes} DST fix${fixes > 1 ? 'es' : ''} (EXDATE/RDATE)`;
  const fixed = finite
    ? fixes
      ? fixNote
      : ''
    : fixes
      ? `${fixNote} for ${span}; outside those dates a calendar app reads a time in a DST gap its own way`
      : `; no DST gap or repeated hour needs a fix from ${span}`;
  return { uid, ics, how: `as its RRULE${counted ? ' (COUNT written as UNTIL)' : ''}${fixed}`, first: first.epochSec };
}
