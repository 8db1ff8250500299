import * as z from 'zod/v4';
import { InputError } from '../core/errors.js';
import { MS_PER_SECOND } from '../core/units.js';
import { nowSec } from '../time/clock.js';
import { formatInstant } from '../time/format.js';
import { instantOfLocalMs } from '../time/zoned.js';
import { countedBefore, DST_POLICIES, take, type Occurrence } from '../schedule/occurrences.js';
import { convertCaveat, convertToUtc, lint, MAX_CONVERT_YEARS } from '../schedule/lint.js';
import { looksLikeCron } from '../schedule/cron.js';
import { buildSchedule, explain, exportIcs, parseSchedule, zoneNamedBy, type Schedule } from '../schedule/schedule.js';
import type { ResolvedZone } from '../zones/resolve.js';
import { defineTool, type ToolContext } from './define.js';
import { dateTimeArg, zoneArg, zoneIn } from './params.js';
import { englishRuleError, readRecurrence } from '../natural/recurrence.js';
import { readDateTimeArg } from './phrases.js';
import { assumedField, resolvedField, resolvedReport, type ResolvedEntry } from './results.js';
import { withResources } from './run.js';

const OPERATIONS = ['next', 'between', 'explain', 'lint', 'convert', 'ics'] as const;
const MAX_DURATION_MINUTES = 7 * 24 * 60;
export const MAX_COUNT = 1000;
const DEFAULT_COUNT = 10;
const EXPLAIN_COUNT = 3;
/** Longest rule text: an RRULE with its DTSTART, EXDATE and RDATE lines. */
const MAX_RULE = 4000;

const occurrence = z.union([z.string(), z.object({ at: z.string(), note: z.string() })]);

/** An occurrence as the answer shows it: ISO 8601 with the zone's offset, and its note when it has one. */
function shown(zone: ResolvedZone, o: Occurrence): z.infer<typeof occurrence> {
  const at = formatInstant(zone.zone, o.epochSec * MS_PER_SECOND);
  return o.note ? { at, note: o.note } : at;
}

/**
 * A from/to argument as an instant (Unix seconds): ISO 8601 or Unix time, a wall time read in the
 * schedule's zone, or words as parse_time reads them ("tomorrow 9am"; `to` "next month" is its last
 * moment), whose reading goes to `phrases`.
 */
function instantArg(
  ctx: ToolContext,
  value: string | number,
  field: 'from' | 'to',
  zone: ResolvedZone,
  notes: string[],
  phrases: ResolvedEntry[],
): number {
  const arg = readDateTimeArg(ctx, value, field, zone, { nowMs: ctx.clock.nowMs(), ...(field === 'to' ? { side: 'last' as const } : {}) });
  if (arg.kind === 'phrase') {
    phrases.push(arg.read.entry);
    return Math.floor(arg.read.epochMs / MS_PER_SECOND);
  }
  const p = arg.input;
  if (p.kind === 'instant') return Math.floor(p.epochMs / MS_PER_SECOND);
  const { epochMs, note } = instantOfLocalMs(zone, p.localMs, 'compatible');
  if (note) notes.push(`${field}: ${note}`);
  return Math.floor(epochMs / MS_PER_SECOND);
}

export const schedule = defineTool({
  name: 'schedule',
  icon: 'calendar',
  title: 'Schedule',
  description:
    'Recurring schedules (RRULE or cron) in a zone: occurrences, English, lint, UTC cron lines, .ics; DST gaps and overlaps noted.',
  input: (ctx: ToolContext) =>
    z.object({
      rule: z
        .string()
        .max(MAX_RULE)
        .describe(
          "RRULE (with DTSTART, EXDATE, RDATE lines), cron ('30 2 * * *', 6 fields, @daily, CRON_TZ=) or English ('every other Tuesday at 3pm').",
        ),
      operation: z.enum(OPERATIONS).optional().describe('Default next.'),
      timezone: zoneArg('Of the rule unless it names one; for lint beside CRON_TZ=UTC, the zone meant. ', ctx.localZone),
      from: dateTimeArg('Start, inclusive; default now. '),
      to: dateTimeArg("End for 'between', 'convert' (default a year). ", 'as from'),
      count: z.number().optional().describe(`For 'next', default ${DEFAULT_COUNT}, max ${MAX_COUNT}.`),
      duration_minutes: z.number().optional().describe("Event length for 'ics', default 0."),
      dst: z
        .enum(DST_POLICIES)
        .optional()
        .describe('A time in a DST gap: skip (RRULE default), shift 02:30→03:30, after 02:30→03:00 (cron default).'),
    }),
  output: z.object({
    /** The schedule as read: RRULE lines with DTSTART, or the cron line with its zone. */
    rule: z.string(),
    timezone: z.string(),
    explanation: z.string().optional(),
    occurrences: z.array(occurrence).optional(),
    /** Wall times a DST gap removed. */
    dropped: z.array(z.string()).optional(),
    /** Set when the schedule has no occurrence after the last one shown. */
    end: z.string().optional(),
    /** For 'lint': what is likely wrong, most serious first (issue: never-fires, day-or-weekday, uneven-step, weekday-numbers, month-end, dtstart, dst, utc-drift). */
    findings: z.array(z.object({ issue: z.string(), detail: z.string() })).optional(),
    /** For 'convert': UTC cron lines per stretch of one offset, [from, until). */
    utc: z
      .array(z.object({ from: z.string(), until: z.string(), cron: z.array(z.string()).optional(), none: z.string().optional() }))
      .optional(),
    /** For 'convert': the lines when one set holds for the whole range. */
    single: z.array(z.string()).optional(),
    /** For 'convert': the same schedule for a scheduler that takes CRON_TZ=. */
    cron_tz: z.string().optional(),
    /** For 'ics': the embedded resource that holds the calendar, and how the schedule was written into it. */
    ics: z.object({ uri: z.string(), written: z.string() }).optional(),
    note: z.string().optional(),
    assumed: assumedField,
    resolved: resolvedField,
  }),
  handler: (args, ctx) => {
    const op = args.operation ?? 'next';
    // a rule in English ("every other Tuesday at 3pm") is read as the RRULE it means, shown back in `rule`
    const english = readRecurrence(args.rule, 'rule');
    // words that are neither English the reader knows, nor cron, nor iCalendar lines (no ":" or "=")
    if (!english && !/[:=@]/.test(args.rule) && /[a-z]{4,}/i.test(args.rule) && !looksLikeCron(args.rule)) throw englishRuleError('rule');
    const parsed = parseSchedule(english ? english.rrule : args.rule, 'rule');
    const named = zoneNamedBy(parsed);
    const assumed: string[] = [];
    const notes: string[] = [];
    const phrases: ResolvedEntry[] = [];
    let zone: ResolvedZone;
    // For lint, a zone beside one the rule names is the zone its times are meant in (a UTC cron
    // whose intent is local time); elsewhere the two must agree.
    let intent: ResolvedZone | undefined;
    if (named !== undefined) {
      zone = zoneIn(ctx, named, 'rule');
      if (args.timezone !== undefined && args.timezone.trim() !== '') {
        const other = zoneIn(ctx, args.timezone, 'timezone');
        if (op === 'lint') intent = other;
        else if (other.name !== zone.name && ctx.db.lookup(other.name)?.canonical !== ctx.db.lookup(zone.name)?.canonical) {
          throw new InputError(
            'arguments.conflict',
            `The rule names ${named} but timezone is ${args.timezone}; give the zone once, in one of them (for lint, timezone may name the zone its times are meant in).`,
            'timezone',
          );
        }
      }
    } else {
      zone = zoneIn(ctx, args.timezone, 'timezone');
      if (zone.defaulted) assumed.push(`timezone: local, ${zone.name}`);
    }
    const count = args.count ?? (op === 'explain' ? EXPLAIN_COUNT : DEFAULT_COUNT);
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT)
      throw new InputError('argument.invalid', `count must be a whole number from 1 to ${MAX_COUNT}; got ${count}.`, 'count');
    const fromSec = args.from === undefined ? nowSec(ctx.clock) : instantArg(ctx, args.from, 'from', zone, notes, phrases);
    if (op !== 'between' && op !== 'convert' && args.to !== undefined)
      throw new InputError('arguments.conflict', `to is for operations "between" and "convert"; for "${op}" leave it out.`, 'to');
    if (op === 'between' && args.to === undefined)
      throw new InputError('argument.missing', 'operation "between" needs to, the end of the range (and from, default now).', 'to');
    if (op === 'between' && args.count !== undefined)
      throw new InputError(
        'arguments.conflict',
        'count is for "next"; "between" returns every occurrence in from–to (up to 1,000).',
        'count',
      );

    const s: Schedule = buildSchedule(parsed, {
      zone,
      resolveTzid: (name) => zoneIn(ctx, name, 'rule'),
      ...(args.dst ? { policy: args.dst } : {}),
      fromSec,
      field: 'rule',
    });
    if (english) assumed.push(`rule: "${args.rule.trim()}" read as RRULE:${english.rrule}`, ...english.assumed);
    assumed.push(...s.assumed);
    notes.push(...s.notes);

    const out: Record<string, unknown> = { rule: s.text, timezone: zone.name };
    if (op === 'explain') out.explanation = explain(s);
    if (op === 'lint' || op === 'convert') {
      if (args.count !== undefined)
        throw new InputError('arguments.conflict', `count is for "next", "explain" and "ics"; "${op}" takes none.`, 'count');
      if (op === 'lint') {
        out.findings = lint(s, fromSec, intent);
        if (!(out.findings as unknown[]).length)
          out.note = [...notes, 'No problems found: it fires, its steps are even, and no DST change in the next year touches it.'].join(
            ' ',
          );
        else if (notes.length) out.note = notes.join(' ');
      } else {
        if (parsed.kind !== 'cron')
          throw new InputError(
            'argument.invalid',
            'convert rewrites a cron line for a UTC-only scheduler; give rule a cron expression (an RRULE keeps its zone in DTSTART;TZID).',
            'rule',
          );
        const toSec = args.to === undefined ? fromSec + 366 * 86_400 : instantArg(ctx, args.to, 'to', zone, notes, phrases);
        if (toSec <= fromSec) throw new InputError('arguments.conflict', 'to is before from; put the earlier instant in from.', 'to');
        if (toSec - fromSec > MAX_CONVERT_YEARS * 366 * 86_400)
          throw new InputError('argument.invalid', `convert covers at most ${MAX_CONVERT_YEARS} years; bring to closer to from.`, 'to');
        if (args.to === undefined) assumed.push('to: a year after from');
        const stretches = convertToUtc(parsed.cron, zone, fromSec, toSec);
        const utc = (t: number) => formatInstant(ctx.db.zone('Etc/UTC'), t * MS_PER_SECOND).replace('+00:00', 'Z');
        out.utc = stretches.map((st) => ({
          from: utc(st.fromSec),
          until: utc(st.untilSec),
          ...(st.lines ? { cron: st.lines } : { none: `No UTC cron line: ${st.why}.` }),
        }));
        out.cron_tz = `CRON_TZ=${zone.name} ${parsed.cron.macro ?? parsed.cron.text}`;
        const distinct = new Set(stretches.map((st) => JSON.stringify(st.lines ?? st.why)));
        if (distinct.size === 1 && stretches[0]!.lines) out.single = stretches[0]!.lines;
        if (stretches.length > 1) notes.push(convertCaveat(parsed.cron, zone, fromSec, toSec));
        else if (out.single) notes.push(`${zone.name} keeps one offset over these dates, so one set of UTC lines holds.`);
        if (stretches.some((st) => !st.lines)) notes.push(`Where no UTC line can say it, use the CRON_TZ= form or an RRULE.`);
        if (notes.length) out.note = notes.join(' ');
      }
      if (assumed.length) out.assumed = assumed;
      return { ...out, ...resolvedReport(fromSec, zone, ...(intent ? [intent] : []), ...phrases) } as never;
    }
    if (op === 'ics') {
      const minutes = args.duration_minutes ?? 0;
      if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_DURATION_MINUTES) {
        throw new InputError(
          'argument.invalid',
          `duration_minutes must be a whole number from 0 to ${MAX_DURATION_MINUTES}; got ${minutes}.`,
          'duration_minutes',
        );
      }
      const e = exportIcs(s, { fromSec, count, durationSec: minutes * 60, stampSec: nowSec(ctx.clock), summary: explain(s) });
      const uri = `meridian://schedule/${e.uid.slice(0, 16)}.ics`;
      out.ics = { uri, written: e.how };
      if (notes.length) out.note = notes.join(' ');
      if (assumed.length) out.assumed = assumed;
      return withResources({ ...out, ...resolvedReport(fromSec, zone, ...phrases) }, [
        { uri, mimeType: 'text/calendar', text: e.ics },
      ]) as never;
    }
    if (args.duration_minutes !== undefined)
      throw new InputError('arguments.conflict', `duration_minutes is for operation "ics"; for "${op}" leave it out.`, 'duration_minutes');
    if (op === 'between') {
      const toSec = instantArg(ctx, args.to!, 'to', zone, notes, phrases);
      if (toSec < fromSec) throw new InputError('arguments.conflict', 'to is before from; put the earlier instant in from.', 'to');
      const t = take(s.spec, fromSec, { toSec, cap: MAX_COUNT });
      out.occurrences = t.occurrences.map((o) => shown(zone, o));
      if (t.dropped.length) out.dropped = t.dropped;
    } else {
      const t = take(s.spec, fromSec, { count, cap: MAX_COUNT });
      out.occurrences = t.occurrences.map((o) => shown(zone, o));
      if (t.dropped.length) out.dropped = t.dropped;
      if (t.ended)
        out.end = t.occurrences.length
          ? 'No occurrence after these.'
          : `No occurrence from ${formatInstant(zone.zone, fromSec * MS_PER_SECOND)} on.`;
    }
    // COUNT counts from DTSTART (RFC 5545): say how many of them came before from and are not listed.
    const before = countedBefore(s.spec, fromSec);
    if (before > 0) {
      const rule = parsed.kind === 'rrule' ? parsed.recurrence.rule : undefined;
      notes.push(
        `COUNT=${rule?.count} counts from DTSTART ${formatInstant(zone.zone, s.start!.epochSec * MS_PER_SECOND)}; ${before} of them ${before === 1 ? 'falls' : 'fall'} before from and ${before === 1 ? 'is' : 'are'} not listed.`,
      );
    }
    if (notes.length) out.note = notes.join(' ');
    if (assumed.length) out.assumed = assumed;
    return { ...out, ...resolvedReport(fromSec, zone, ...phrases) } as never;
  },
});
