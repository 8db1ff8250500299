import * as z from 'zod/v4';
import { InputError } from '../core/errors.js';
import { MS_PER_SECOND } from '../core/units.js';
import { nowSec } from '../time/clock.js';
import { formatInstant } from '../time/format.js';
import { parseDateTime } from '../time/parse.js';
import { instantOfLocalMs } from '../time/zoned.js';
import { DST_POLICIES, take, type Occurrence } from '../schedule/occurrences.js';
import { buildSchedule, explain, exportIcs, parseSchedule, zoneNamedBy, type Schedule } from '../schedule/schedule.js';
import type { ResolvedZone } from '../zones/resolve.js';
import { defineTool, type ToolContext } from './define.js';
import { dateTimeArg, zoneArg, zoneIn } from './params.js';
import { assumedField, resolvedField, resolvedReport } from './results.js';
import { withResources } from './run.js';

const OPERATIONS = ['next', 'between', 'explain', 'ics'] as const;
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

/** A from/to argument as an instant (Unix seconds); a wall time is read in the schedule's zone. */
function instantArg(value: string | number, field: string, zone: ResolvedZone, notes: string[]): number {
  const p = parseDateTime(value, field);
  if (p.kind === 'instant') return Math.floor(p.epochMs / MS_PER_SECOND);
  const { epochMs, note } = instantOfLocalMs(zone, p.localMs, 'compatible');
  if (note) notes.push(`${field}: ${note}`);
  return Math.floor(epochMs / MS_PER_SECOND);
}

export const schedule = defineTool({
  name: 'schedule',
  title: 'Schedule',
  description: 'Recurring schedules (RRULE or cron) in a zone: occurrences, explanation; DST gaps and overlaps noted.',
  input: (ctx: ToolContext) =>
    z.object({
      rule: z.string().max(MAX_RULE).describe("RRULE ('FREQ=WEEKLY;BYDAY=MO', DTSTART/EXDATE/RDATE lines allowed) or cron ('30 2 * * *', 6 fields, @daily, CRON_TZ=)."),
      operation: z.enum(OPERATIONS).optional().describe('Default next.'),
      timezone: zoneArg('', ctx.localZone),
      from: dateTimeArg('Start, default now; '),
      to: dateTimeArg("End for 'between'; "),
      count: z.number().optional().describe(`For 'next', default ${DEFAULT_COUNT}, max ${MAX_COUNT}.`),
      duration_minutes: z.number().optional().describe("Event length for 'ics', default 0."),
      dst: z.enum(DST_POLICIES).optional().describe('Time in a DST gap: skip (RRULE default), shift 02:30→03:30, after 02:30→03:00 (cron default).'),
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
    /** For 'ics': the embedded resource that holds the calendar, and how the schedule was written into it. */
    ics: z.object({ uri: z.string(), written: z.string() }).optional(),
    note: z.string().optional(),
    assumed: assumedField,
    resolved: resolvedField,
  }),
  handler: (args, ctx) => {
    const op = args.operation ?? 'next';
    const parsed = parseSchedule(args.rule, 'rule');
    const named = zoneNamedBy(parsed);
    const assumed: string[] = [];
    const notes: string[] = [];
    let zone: ResolvedZone;
    if (named !== undefined) {
      zone = zoneIn(ctx, named, 'rule');
      if (args.timezone !== undefined && args.timezone.trim() !== '') {
        const other = zoneIn(ctx, args.timezone, 'timezone');
        if (other.name !== zone.name && ctx.db.lookup(other.name)?.canonical !== ctx.db.lookup(zone.name)?.canonical) {
          throw new InputError('arguments.conflict', `The rule names ${named} but timezone is ${args.timezone}; give the zone once, in one of them.`, 'timezone');
        }
      }
    } else {
      zone = zoneIn(ctx, args.timezone, 'timezone');
      if (zone.defaulted) assumed.push(`timezone: local, ${zone.name}`);
    }
    const count = args.count ?? (op === 'explain' ? EXPLAIN_COUNT : DEFAULT_COUNT);
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) throw new InputError('argument.invalid', `count must be a whole number from 1 to ${MAX_COUNT}; got ${count}.`, 'count');
    const fromSec = args.from === undefined ? nowSec(ctx.clock) : instantArg(args.from, 'from', zone, notes);
    if (op !== 'between' && args.to !== undefined) throw new InputError('arguments.conflict', `to is for operation "between"; for "${op}" leave it out.`, 'to');
    if (op === 'between' && args.to === undefined) throw new InputError('argument.missing', 'operation "between" needs to, the end of the range (and from, default now).', 'to');
    if (op === 'between' && args.count !== undefined) throw new InputError('arguments.conflict', 'count is for "next"; "between" returns every occurrence in from–to (up to 1,000).', 'count');

    const s: Schedule = buildSchedule(parsed, {
      zone,
      resolveTzid: (name) => zoneIn(ctx, name, 'rule'),
      ...(args.dst ? { policy: args.dst } : {}),
      fromSec,
      field: 'rule',
    });
    assumed.push(...s.assumed);
    notes.push(...s.notes);

    const out: Record<string, unknown> = { rule: s.text, timezone: zone.name };
    if (op === 'explain') out.explanation = explain(s);
    if (op === 'ics') {
      const minutes = args.duration_minutes ?? 0;
      if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_DURATION_MINUTES) {
        throw new InputError('argument.invalid', `duration_minutes must be a whole number from 0 to ${MAX_DURATION_MINUTES}; got ${minutes}.`, 'duration_minutes');
      }
      const e = exportIcs(s, { fromSec, count, durationSec: minutes * 60, stampSec: nowSec(ctx.clock), summary: explain(s) });
      const uri = `meridian://schedule/${e.uid.slice(0, 16)}.ics`;
      out.ics = { uri, written: e.how };
      if (notes.length) out.note = notes.join(' ');
      if (assumed.length) out.assumed = assumed;
      return withResources({ ...out, ...resolvedReport(zone) }, [{ uri, mimeType: 'text/calendar', text: e.ics }]) as never;
    }
    if (args.duration_minutes !== undefined) throw new InputError('arguments.conflict', `duration_minutes is for operation "ics"; for "${op}" leave it out.`, 'duration_minutes');
    if (op === 'between') {
      const toSec = instantArg(args.to!, 'to', zone, notes);
      if (toSec < fromSec) throw new InputError('arguments.conflict', 'to is before from; put the earlier instant in from.', 'to');
      const t = take(s.spec, fromSec, { toSec, cap: MAX_COUNT });
      out.occurrences = t.occurrences.map((o) => shown(zone, o));
      if (t.dropped.length) out.dropped = t.dropped;
    } else {
      const t = take(s.spec, fromSec, { count, cap: MAX_COUNT, strictlyAfter: true });
      out.occurrences = t.occurrences.map((o) => shown(zone, o));
      if (t.dropped.length) out.dropped = t.dropped;
      if (t.ended) out.end = t.occurrences.length ? 'No occurrence after these.' : `No occurrence after ${formatInstant(zone.zone, fromSec * MS_PER_SECOND)}.`;
    }
    if (notes.length) out.note = notes.join(' ');
    if (assumed.length) out.assumed = assumed;
    return { ...out, ...resolvedReport(zone) } as never;
  },
});
