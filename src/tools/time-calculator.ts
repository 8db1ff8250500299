import * as z from 'zod/v4';
import { ToolInputError } from '../core/errors.js';
import { checkOperationCount, durationStats, INTERACTION_MODES, MAX_OPERATIONS, pairUp, timestampStats } from '../time/batch.js';
import { formatInstant, instantOfLocal, parseDateTime } from '../time/datetime.js';
import { addDuration, calendarDifference, type CalendarDuration, DURATION_UNITS, exactDifference, humanExact, isEmptyDuration, type DurationInput } from '../time/duration.js';
import { resolveZone, type Disambiguation, type ResolvedZone } from '../time/zoned.js';
import { fixedOffsetName, offsetZone } from '../zones/resolver.js';
import { defineTool, type ToolContext } from './define.js';
import { assumedField, dateTimeListArg, disambiguationArg, noteField, resolvedField, resolvedReport, zoneArg } from './schemas.js';

const OPERATIONS = ['add', 'subtract', 'diff', 'duration_between', 'stats', 'sort'] as const;
type Operation = (typeof OPERATIONS)[number];

/** One parsed time: its instant (Unix ms) and the zone its results are shown and calculated in. */
interface Item {
  readonly ms: number;
  readonly zone: ResolvedZone;
  readonly original: string | number;
  readonly note?: string;
}
type Parsed = Item | { readonly error: string };

const isItem = (p: Parsed): p is Item => !('error' in p);

/** A list argument: one value, a list, or a string holding a JSON array (as chrono-mcp accepts). */
function toList(value: string | number | (string | number)[] | undefined, field: string): (string | number)[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new ToolInputError(`${field} starts with "[" but is not a JSON array; pass a list such as ["2024-01-01T00:00:00Z", "2024-02-01T00:00:00Z"].`);
    }
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((v) => typeof v === 'string' || typeof v === 'number')) {
      throw new ToolInputError(`${field} must be a non-empty JSON array of date-time strings or Unix timestamps.`);
    }
    if (parsed.length > MAX_OPERATIONS) throw new ToolInputError(`${field} has ${parsed.length} values, over the limit of ${MAX_OPERATIONS} per call; split it into smaller calls.`);
    return parsed as (string | number)[];
  }
  return [value];
}

/** The zone of an ISO string's own offset ("Z" is UTC), as the resolver builds it for "UTC+05:30". */
function ownOffsetZone(offset: number): ResolvedZone {
  return offset === 0 ? { name: 'UTC', zone: offsetZone(0), defaulted: false } : { name: fixedOffsetName(offset), zone: offsetZone(offset), defaulted: false };
}

interface Placement {
  /** The `timezone`-style argument, resolved, when the caller gave one. */
  readonly given: ResolvedZone | undefined;
  readonly local: ResolvedZone;
  readonly disambiguation: Disambiguation;
  /** Filled in as items are parsed: which defaults were used. */
  usedLocal: boolean;
  /** Zones of the offsets that inputs carried, when no zone was given. */
  readonly ownOffsets: Set<string>;
}

/**
 * Parses one value. A naive wall time is placed in the given zone (or the local zone); an instant is
 * shown in the given zone, or else at the offset its text carried.
 */
function place(value: string | number, field: string, p: Placement): Item {
  const input = parseDateTime(value, field);
  if (input.kind === 'instant') {
    if (p.given) return { ms: input.ms, zone: p.given, original: value };
    const zone = ownOffsetZone(input.offset);
    p.ownOffsets.add(zone.name);
    return { ms: input.ms, zone, original: value };
  }
  const zone = p.given ?? p.local;
  if (!p.given) p.usedLocal = true;
  const { ms, note } = instantOfLocal(zone, input.local, p.disambiguation);
  return note ? { ms, zone, original: value, note } : { ms, zone, original: value };
}

function parseAll(values: readonly (string | number)[], field: string, p: Placement): Parsed[] {
  return values.map((v, i) => {
    const name = values.length === 1 ? field : `${field}[${i}]`;
    try {
      return place(v, name, p);
    } catch (e) {
      if (e instanceof ToolInputError) return { error: e.message };
      throw e;
    }
  });
}

/** Throws when nothing in a batch could be answered: the call as a whole failed. */
function failIfAllFailed(parts: readonly unknown[]): void {
  const errors = parts.filter((r): r is { error: string } => typeof r === 'object' && r !== null && 'error' in r);
  if (errors.length === 0 || errors.length < parts.length) return;
  if (errors.length === 1) throw new ToolInputError(errors[0]!.error);
  throw new ToolInputError(`All ${errors.length} operations failed; the first: ${errors[0]!.error}`);
}

const unitArgs = Object.fromEntries(
  DURATION_UNITS.map((u) => [
    u,
    z
      .number()
      .optional()
      .describe(
        u === 'years' || u === 'months'
          ? 'Whole, e.g. 2.'
          : u === 'days'
            ? 'e.g. 1 (same wall time); 1.5 = 36 h.'
            : 'e.g. 90.',
      ),
  ]),
) as Record<(typeof DURATION_UNITS)[number], z.ZodOptional<z.ZodNumber>>;

function inputSchema(ctx: ToolContext) {
  return z.object({
    operation: z.enum(OPERATIONS).describe("e.g. 'add'."),
    interaction_mode: z
      .enum(INTERACTION_MODES)
      .optional()
      .describe(
        'Default auto_detect; cross_product gives results[i][j].',
      ),
    base_time: dateTimeListArg('Default now. ', MAX_OPERATIONS),
    compare_time: dateTimeListArg('For diff and duration_between. ', MAX_OPERATIONS),
    timezone: zoneArg('Of calendar math and offset-less input: ', ctx.localZone),
    compare_time_timezone: z
      .string()
      .max(128)
      .optional()
      .describe("Of offset-less compare_time, e.g. 'Europe/London'; default timezone."),
    ...unitArgs,
    disambiguation: disambiguationArg,
  });
}

type Args = z.infer<ReturnType<typeof inputSchema>>;

export const timeCalculator = defineTool({
  name: 'time_calculator',
  title: 'Date and time arithmetic',
  description:
    'Date math on one time or lists; calendar units keep the wall time across DST, and month ends are noted.',
  input: inputSchema,
  output: z.object({
    result: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    results: z.array(z.unknown()).optional(),
    compare_results: z.array(z.unknown()).optional(),
    summary: z.record(z.string(), z.unknown()).optional(),
    count: z.number().optional(),
    timestamp_analysis: z.record(z.string(), z.unknown()).optional(),
    interval_analysis: z.record(z.string(), z.unknown()).optional(),
    duration_analysis: z.record(z.string(), z.unknown()).optional(),
    sorted_original_format: z.array(z.union([z.string(), z.number()])).optional(),
    sorted_iso_format: z.array(z.string()).optional(),
    sorted_timestamps: z.array(z.number()).optional(),
    sort_metadata: z.record(z.string(), z.unknown()).optional(),
    errors: z.array(z.object({ index: z.number(), error: z.string() })).optional(),
    note: noteField,
    assumed: assumedField,
    resolved: resolvedField,
  }),
  handler: (args, ctx) => calculate(args, ctx),
});

function calculate(args: Args, ctx: ToolContext): Record<string, unknown> {
  const op: Operation = args.operation;
  const disambiguation = args.disambiguation ?? 'compatible';
  const timezoneGiven = args.timezone !== undefined && args.timezone.trim() !== '';
  const local = resolveZone(ctx.db, undefined, ctx.localZone, 'timezone');
  const baseZone = timezoneGiven ? resolveZone(ctx.db, args.timezone, ctx.localZone, 'timezone') : undefined;
  const compareZone =
    args.compare_time_timezone !== undefined && args.compare_time_timezone.trim() !== ''
      ? resolveZone(ctx.db, args.compare_time_timezone, ctx.localZone, 'compare_time_timezone')
      : baseZone;
  const duration: DurationInput = Object.fromEntries(DURATION_UNITS.filter((u) => args[u] !== undefined).map((u) => [u, args[u]]));

  const assumed: string[] = [];
  const baseValues = toList(args.base_time, 'base_time');
  const compareValues = toList(args.compare_time, 'compare_time');
  if (op === 'add' || op === 'subtract') {
    if (isEmptyDuration(duration)) throw new ToolInputError(`${op} needs a duration: one or more of ${DURATION_UNITS.join(', ')}, e.g. days: 5.`);
  } else if (!isEmptyDuration(duration)) {
    throw new ToolInputError(`${DURATION_UNITS.join(', ')} apply only to add and subtract; remove them for ${op}.`);
  }
  if ((op === 'diff' || op === 'duration_between') && compareValues === undefined) {
    throw new ToolInputError(`${op} needs compare_time, the time to measure to, e.g. "2024-12-25T15:30:00Z".`);
  }
  if (op === 'sort' && compareValues !== undefined) {
    throw new ToolInputError('sort orders base_time only; put every timestamp to sort in base_time.');
  }
  if ((op === 'stats' || op === 'sort') && baseValues === undefined) {
    throw new ToolInputError(`${op} needs at least 2 timestamps in base_time, e.g. ["2024-01-01T08:00:00Z", "2024-01-02T09:15:00Z"].`);
  }

  const basePlacement: Placement = { given: baseZone, local, disambiguation, usedLocal: false, ownOffsets: new Set() };
  const comparePlacement: Placement = { given: compareZone, local, disambiguation, usedLocal: false, ownOffsets: new Set() };
  let base: Parsed[];
  if (baseValues === undefined) {
    const zone = baseZone ?? local;
    const now = ctx.clock.now();
    base = [{ ms: now, zone, original: 'now' }];
    assumed.push(`base_time: now, ${formatInstant(zone.zone, now)}`);
  } else {
    base = parseAll(baseValues, 'base_time', basePlacement);
  }
  const compare = compareValues === undefined ? undefined : parseAll(compareValues, 'compare_time', comparePlacement);

  const out: Record<string, unknown> = {};
  switch (op) {
    case 'add':
    case 'subtract': {
      checkOperationCount(base.length + (compare?.length ?? 0), `${op} on ${base.length + (compare?.length ?? 0)} times`);
      const sign = op === 'add' ? 1 : -1;
      const shift = (p: Parsed, i: number, many: boolean) => {
        if (!isItem(p)) return { index: i, error: p.error };
        try {
          const r = addDuration(p.zone, p.ms, duration, sign, disambiguation);
          const notes = [p.note, ...r.notes].filter((n): n is string => !!n);
          const result = formatInstant(p.zone.zone, r.ms);
          return notes.length ? { result, note: notes.join(' ') } : many ? result : { result };
        } catch (e) {
          if (e instanceof ToolInputError) return { index: i, error: e.message };
          throw e;
        }
      };
      if (base.length === 1 && compare === undefined) {
        const one = shift(base[0]!, 0, false);
        failIfAllFailed([one]);
        Object.assign(out, one);
      } else {
        const results = base.map((p, i) => shift(p, i, true));
        const compareResults = compare?.map((p, i) => shift(p, i, true));
        failIfAllFailed([...results, ...(compareResults ?? [])]);
        out.results = results;
        if (compareResults) out.compare_results = compareResults;
      }
      const calendar = Object.keys(duration).some((u) => u === 'years' || u === 'months' || (u === 'days' && Number.isInteger(duration.days)));
      noteZones(assumed, [basePlacement, comparePlacement], local, calendar);
      break;
    }
    case 'diff':
    case 'duration_between': {
      const pairing = pairUp(base.length, compare!.length, args.interaction_mode ?? 'auto_detect');
      const one = ([i, j]: readonly [number, number], k: number) => {
        const b = base[i]!;
        const c = compare![j]!;
        if (!isItem(b)) return { index: k, error: b.error };
        if (!isItem(c)) return { index: k, error: c.error };
        const notes = [b.note, c.note].filter((n): n is string => !!n);
        const r = op === 'diff' ? exactDifference(b.ms, c.ms) : calendarDifference(b.zone, b.ms, c.ms);
        return notes.length ? { ...r, note: notes.join(' ') } : r;
      };
      const results = pairing.pairs.map(one);
      failIfAllFailed(results);
      if (pairing.mode === 'single') {
        out.result = results[0];
      } else if (pairing.mode === 'cross_product') {
        const nc = compare!.length;
        out.results = base.map((_, i) => results.slice(i * nc, (i + 1) * nc));
      } else {
        out.results = results;
      }
      if (pairing.mode === 'aggregate') {
        const totals = results.filter((r): r is typeof r & { total_milliseconds: number } => 'total_milliseconds' in r).map((r) => r.total_milliseconds);
        out.summary = durationStats(totals);
      }
      if (args.interaction_mode === undefined && pairing.mode !== 'single') assumed.push(`interaction_mode: ${pairing.mode}`);
      const calendar = op === 'duration_between' && results.some((r) => {
        const d = r as Partial<CalendarDuration>;
        return !!(d.years || d.months || d.days);
      });
      noteZones(assumed, op === 'diff' ? [basePlacement, comparePlacement] : [basePlacement], local, calendar);
      break;
    }
    case 'stats': {
      const errors = collectErrors(base);
      if (compare === undefined) {
        const items = base.filter(isItem);
        if (items.length < 2) throw new ToolInputError(`stats needs at least 2 valid timestamps in base_time; got ${items.length}.`);
        const s = timestampStats(items.map((x) => x.ms));
        const show = displayZone(items, baseZone);
        out.count = items.length;
        out.timestamp_analysis = {
          earliest: formatInstant(show, s.earliest),
          latest: formatInstant(show, s.latest),
          total_span_ms: s.latest - s.earliest,
          total_span_human: humanExact(s.latest - s.earliest),
          mean_timestamp: formatInstant(show, s.mean),
          median_timestamp: formatInstant(show, s.median),
          std_deviation_ms: s.stdDevMs,
        };
        const iv = s.intervals;
        const meanInterval = Math.round(iv.reduce((a, b) => a + b, 0) / iv.length);
        out.interval_analysis = {
          interval_count: iv.length,
          mean_interval_ms: meanInterval,
          mean_interval_human: humanExact(meanInterval),
          min_interval_ms: Math.min(...iv),
          max_interval_ms: Math.max(...iv),
          total_intervals_span_ms: iv.reduce((a, b) => a + b, 0),
        };
      } else {
        errors.push(...collectErrors(compare));
        const pairing = pairUp(base.length, compare.length, args.interaction_mode ?? 'auto_detect');
        const durations: number[] = [];
        for (const [i, j] of pairing.pairs) {
          const b = base[i]!;
          const c = compare[j]!;
          if (isItem(b) && isItem(c)) durations.push(c.ms - b.ms);
        }
        if (durations.length === 0) throw new ToolInputError('stats found no valid base_time/compare_time pair; fix the timestamps reported in the error list.');
        out.duration_analysis = durationStats(durations);
      }
      if (errors.length) out.errors = errors;
      break;
    }
    case 'sort': {
      const errors = collectErrors(base);
      const items = base.filter(isItem);
      if (items.length < 2) throw new ToolInputError(`sort needs at least 2 valid timestamps in base_time; got ${items.length}.`);
      const sorted = [...items].sort((a, b) => a.ms - b.ms);
      const show = displayZone(items, baseZone);
      out.sorted_original_format = sorted.map((x) => x.original);
      out.sorted_iso_format = sorted.map((x) => formatInstant(x.zone.zone, x.ms));
      out.sorted_timestamps = sorted.map((x) => x.ms);
      const span = sorted[sorted.length - 1]!.ms - sorted[0]!.ms;
      out.sort_metadata = {
        earliest_time: formatInstant(show, sorted[0]!.ms),
        latest_time: formatInstant(show, sorted[sorted.length - 1]!.ms),
        total_span_ms: span,
        total_span_human: humanExact(span),
      };
      if (errors.length) out.errors = errors;
      break;
    }
  }
  if (op === 'stats' || op === 'sort') {
    const notes = [...new Set([...base, ...(compare ?? [])].flatMap((p) => (isItem(p) && p.note ? [p.note] : [])))];
    if (notes.length) out.note = notes.join(' ');
  }
  if (assumed.length) out.assumed = assumed;
  const { resolved } = resolvedReport(...[baseZone, compareZone].filter((zone) => zone !== undefined));
  if (resolved) out.resolved = resolved;
  return out;
}

function collectErrors(parsed: readonly Parsed[]): { index: number; error: string }[] {
  return parsed.flatMap((p, index) => (isItem(p) ? [] : [{ index, error: p.error }]));
}

/** Where summary instants (mean, median, earliest) are shown: the given zone, else the first item's. */
function displayZone(items: readonly Item[], given: ResolvedZone | undefined) {
  return (given ?? items[0]!.zone).zone;
}

/**
 * Says which zone was assumed: the local zone for wall times when no zone was named, and, when the
 * calendar mattered, the inputs' own offsets (a fixed offset knows no DST).
 */
function noteZones(assumed: string[], placements: readonly Placement[], local: ResolvedZone, calendar: boolean): void {
  if (placements.some((p) => p.usedLocal)) assumed.push(`timezone: local, ${local.name}`);
  const own = [...new Set(placements.flatMap((p) => [...p.ownOffsets]))];
  if (calendar && own.length) assumed.push(`timezone: ${own.join(', ')}, the inputs' own offset; name a zone for DST-aware calendar math`);
}
