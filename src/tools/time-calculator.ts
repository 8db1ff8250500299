import * as z from 'zod/v4';
import { InputError } from '../core/errors.js';
import {
  addDuration,
  calendarDifference,
  DURATION_UNITS,
  exactDifference,
  humanExact,
  isEmptyDuration,
  type CalendarDuration,
  type DurationInput,
  type ExactDifference,
} from '../time/duration.js';
import { MS_PER_SECOND } from '../core/units.js';
import { formatInstant } from '../time/format.js';
import { checkOperationCount, INTERACTION_MODES, MAX_OPERATIONS, pairUp, type PairingFields } from '../time/pairing.js';
import { durationStats, timestampStats, type DurationStats } from '../time/stats.js';
import { instantOfLocalMs, localDay, startOfLocalDay, type Disambiguation } from '../time/zoned.js';
import { offsetOwnZone, zoneAt, type ResolvedZone } from '../zones/resolve.js';
import { defineTool, type ToolContext } from './define.js';
import { errorText } from './run.js';
import {
  dateTimeListArg,
  dateTimeOrListArg,
  disambiguationArg,
  disambiguationOf,
  given,
  MAX_ZONE_LENGTH,
  zoneArg,
  zoneIn,
} from './params.js';
import { readDateTimeArg } from './phrases.js';
import { assumedField, noteField, resolvedField, resolvedReport, type ResolvedEntry } from './results.js';

const OPERATIONS = ['add', 'subtract', 'diff', 'duration_between', 'stats', 'sort'] as const;
/** Most phrase readings one answer lists in `resolved` (a batch may hold thousands). */
const MAX_PHRASES_REPORTED = 20;
type Operation = (typeof OPERATIONS)[number];

/** One parsed time: its instant (Unix ms) and the zone its results are shown and calculated in. */
interface Item {
  readonly ms: number;
  readonly zone: ResolvedZone;
  readonly original: string | number;
  readonly note?: string;
}
type Parsed = Item | { readonly error: string };
type Failure = { index: number; error: string };

const isItem = (p: Parsed): p is Item => !('error' in p);

/** chrono-mcp's list argument: one value, a list, or a string holding a JSON array. */
function toList(value: string | number | (string | number)[] | undefined, field: string): (string | number)[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new InputError(
        'argument.invalid',
        `${field} starts with "[" but is not a JSON array; pass a list such as ["2024-01-01T00:00:00Z", "2024-02-01T00:00:00Z"].`,
        field,
      );
    }
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((v) => typeof v === 'string' || typeof v === 'number')) {
      throw new InputError('argument.invalid', `${field} must be a non-empty JSON array of date-time strings or Unix timestamps.`, field);
    }
    if (parsed.length > MAX_OPERATIONS) {
      throw new InputError(
        'operations.too-many',
        `${field} has ${parsed.length} values, over the limit of ${MAX_OPERATIONS} per call; split it into smaller calls.`,
        field,
      );
    }
    return parsed as (string | number)[];
  }
  return [value];
}

/** The values of a one-or-list argument and its list twin, and the name the call used. */
interface Values {
  readonly values: (string | number)[];
  readonly field: string;
}

/** `base_time` or `base_times` (the same for compare_time): one of the two, never both. */
function valuesOf(
  one: string | number | (string | number)[] | undefined,
  many: (string | number)[] | undefined,
  oneField: string,
  manyField: string,
): Values | undefined {
  if (one !== undefined && many !== undefined) {
    throw new InputError(
      'arguments.conflict',
      `Give ${oneField} or ${manyField}, not both: ${manyField} is the list, ${oneField} one time.`,
      manyField,
    );
  }
  if (many !== undefined) return { values: many, field: manyField };
  const values = toList(one, oneField);
  return values === undefined ? undefined : { values, field: oneField };
}

interface Placement {
  /** The `timezone`-style argument, resolved, when the caller gave one. */
  readonly given: ResolvedZone | undefined;
  readonly local: ResolvedZone;
  readonly disambiguation: Disambiguation;
  /** The clock's instant, for "now". */
  readonly nowMs: number;
  /** Filled in as items are parsed: which defaults were used. */
  usedLocal: boolean;
  /** Zones of the offsets that inputs carried, when no zone was given. */
  readonly ownOffsets: Set<string>;
  /** How values given as words were read, for `resolved`. */
  readonly phrases: ResolvedEntry[];
  readonly ctx: ToolContext;
  /** A time of day given with no date ("5pm ET") is read from this instant on, not from now: a diff's base. */
  after?: number;
}

/**
 * Parses one value. A naive wall time is placed in the given zone (or the local zone); an instant is
 * shown in the given zone, or else at the offset its text carried.
 */
function place(value: string | number, field: string, p: Placement): Item {
  const from = (reference?: number) =>
    readDateTimeArg(p.ctx, value, field, p.given ?? p.local, {
      nowMs: p.nowMs,
      disambiguation: p.disambiguation,
      ...(reference !== undefined ? { reference } : {}),
    });
  let arg = from();
  if (arg.kind === 'phrase' && !arg.read.reading.dated && p.after !== undefined) {
    // "from 9am PT to 5pm ET": the second time on the day of the first, not each at its next occurrence from now
    const base = Math.floor(p.after / MS_PER_SECOND);
    arg = from(base);
    if (arg.kind === 'phrase') {
      const entry = arg.read.entry;
      entry.assumed = [...(entry.assumed ?? []), `the first ${value} from base_time`];
      // its other reading: the same time on base_time's day, before it ("from 5pm to 9am": that morning)
      const zone = arg.read.zone;
      const same = from(startOfLocalDay(zone, localDay(zone.zone, base)));
      const at = same.kind === 'phrase' && same.read.epochMs < p.after ? same.read.entry.datetime : undefined;
      if (at !== undefined)
        entry.alternatives = [...(entry.alternatives ?? []), { datetime: at, reading: "on base_time's day, before it" }];
    }
  }
  if (arg.kind === 'phrase') {
    // Words are read in the given zone (or the local one), or the zone they name ("3pm Tokyo").
    const { read } = arg;
    if (p.phrases.length < MAX_PHRASES_REPORTED) p.phrases.push(read.entry);
    if (!p.given && !read.fromText) p.usedLocal = true;
    const note = read.reading.notes.join(' ');
    return note ? { ms: read.epochMs, zone: read.zone, original: value, note } : { ms: read.epochMs, zone: read.zone, original: value };
  }
  const input = arg.input;
  if (input.kind === 'instant') {
    if (p.given) return { ms: input.epochMs, zone: p.given, original: value };
    // "now" is shown in the local zone, as a missing base_time is; other instants at their own offset.
    if (input.now) {
      p.usedLocal = true;
      return { ms: input.epochMs, zone: p.local, original: value };
    }
    const zone = offsetOwnZone(input.offsetSec);
    p.ownOffsets.add(zone.name);
    return { ms: input.epochMs, zone, original: value };
  }
  const zone = p.given ?? p.local;
  if (!p.given) p.usedLocal = true;
  const { epochMs, note } = instantOfLocalMs(zone, input.localMs, p.disambiguation);
  return note ? { ms: epochMs, zone, original: value, note } : { ms: epochMs, zone, original: value };
}

function parseAll(values: readonly (string | number)[], field: string, p: Placement): Parsed[] {
  return values.map((v, i) => {
    const name = values.length === 1 ? field : `${field}[${i}]`;
    try {
      return place(v, name, p);
    } catch (e) {
      if (e instanceof InputError) return { error: errorText(timeCalculator, e) };
      throw e;
    }
  });
}

/** One operation's answer: its value and the note of a DST gap or clamped day, or why it failed. */
type Outcome<T> = { readonly value: T; readonly note?: string } | { readonly error: string };

/** Where an outcome sits in its list: `results[index]` (`compare_results[index]`), or `results[index][compare_index]`. */
type Place = { readonly index: number; readonly compare_index?: number };

/** Throws when nothing in a batch could be answered: the call as a whole failed. */
function failIfAllFailed(outcomes: readonly Outcome<unknown>[]): void {
  const errors = outcomes.flatMap((o) => ('error' in o ? [o.error] : []));
  if (errors.length === 0 || errors.length < outcomes.length) return;
  if (errors.length === 1) throw new InputError('batch.failed', errors[0]!);
  throw new InputError('batch.failed', `All ${errors.length} operations failed; the first: ${errors[0]}`);
}

/**
 * A batch's values as one list of one shape (`null` where an operation failed), with each failure
 * in `errors` and each note in `notes` at the place it belongs to.
 */
function spread<T>(outcomes: readonly Outcome<T>[], place: (k: number) => Place, errors: object[], notes: object[]): (T | null)[] {
  return outcomes.map((o, k) => {
    if ('error' in o) {
      errors.push({ ...place(k), error: o.error });
      return null;
    }
    if (o.note) notes.push({ ...place(k), note: o.note });
    return o.value;
  });
}

function collectErrors(parsed: readonly Parsed[]): Failure[] {
  return parsed.flatMap((p, index) => (isItem(p) ? [] : [{ index, error: p.error }]));
}

/** chrono-mcp's wire names for an exact difference. */
function exactOut(d: ExactDifference) {
  return {
    days: d.days,
    hours: d.hours,
    minutes: d.minutes,
    seconds: d.seconds,
    milliseconds: d.milliseconds,
    total_milliseconds: d.totalMs,
  };
}

/** chrono-mcp's wire names for a calendar duration. */
function calendarOut(d: CalendarDuration) {
  return {
    years: d.years,
    months: d.months,
    days: d.days,
    hours: d.hours,
    minutes: d.minutes,
    seconds: d.seconds,
    milliseconds: d.milliseconds,
    total_milliseconds: d.totalMs,
    calendar_days: d.calendarDays,
    human_readable: d.text,
  };
}

/** chrono-mcp's summary of durations. */
function durationStatsOut(s: DurationStats) {
  return {
    pair_count: s.count,
    min_duration_ms: s.minMs,
    min_duration_human: humanExact(s.minMs),
    max_duration_ms: s.maxMs,
    max_duration_human: humanExact(s.maxMs),
    mean_duration_ms: s.meanMs,
    mean_duration_human: humanExact(s.meanMs),
    median_duration_ms: s.medianMs,
    median_duration_human: humanExact(s.medianMs),
    std_deviation_ms: s.stdDevMs,
    total_duration_ms: s.totalMs,
  };
}

const unitArgs = Object.fromEntries(
  DURATION_UNITS.map((u) => [
    u,
    z
      .number()
      .optional()
      .describe(u === 'years' || u === 'months' ? 'Whole, e.g. 2.' : u === 'days' ? 'e.g. 1 (same wall time); 1.5 = 36 h.' : 'e.g. 90.'),
  ]),
) as Record<(typeof DURATION_UNITS)[number], z.ZodOptional<z.ZodNumber>>;

function inputSchema(ctx: ToolContext) {
  return z.object({
    operation: z.enum(OPERATIONS).describe("e.g. 'add'."),
    interaction_mode: z.enum(INTERACTION_MODES).optional().describe('Default auto_detect.'),
    base_time: dateTimeOrListArg('Default now. ', MAX_OPERATIONS),
    base_times: dateTimeListArg('Several base times instead, ', MAX_OPERATIONS),
    compare_time: dateTimeOrListArg('For diff and duration_between. ', MAX_OPERATIONS, 'as base_time'),
    compare_times: dateTimeListArg('Several instead, ', MAX_OPERATIONS),
    timezone: zoneArg("For results, calendar math and offset-less input (else an input's offset). ", ctx.localZone),
    compare_time_timezone: z.string().max(MAX_ZONE_LENGTH).optional().describe('For offset-less compare_time; default timezone.'),
    ...unitArgs,
    disambiguation: disambiguationArg,
  });
}

type Args = z.input<ReturnType<typeof inputSchema>>;

/** The place of a batch's error or note: results[index], or results[index][compare_index]. */
const batchEntry = z.object({ index: z.number(), compare_index: z.number().optional() });

/** Everything an operation works from: the parsed lists, where they were placed, and what was assumed so far. */
interface Calculation {
  readonly args: Args;
  readonly op: Operation;
  readonly disambiguation: Disambiguation;
  readonly local: ResolvedZone;
  /** The timezone argument, when given. */
  readonly baseZone: ResolvedZone | undefined;
  readonly duration: DurationInput;
  readonly base: Parsed[];
  readonly compare: Parsed[] | undefined;
  /** The names the call used for its lists and mode, for the pairing's sentences. */
  readonly fields: PairingFields;
  readonly basePlacement: Placement;
  readonly comparePlacement: Placement;
  readonly assumed: string[];
}

export const timeCalculator = defineTool({
  name: 'time_calculator',
  title: 'Date and time arithmetic',
  description:
    "Date math on one time or lists. diff: exact elapsed time; duration_between: years, months, days in the zone, and calendar_days ('days until'). Calendar units keep the wall time across DST.",
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
    /** In a batch, what failed, by place: results[index], or results[index][compare_index] for cross_product (null there). */
    errors: z.array(batchEntry.extend({ error: z.string() })).optional(),
    /** In a batch, DST gaps and clamped days, by the place of the result they concern. */
    notes: z.array(batchEntry.extend({ note: z.string() })).optional(),
    /** The same for compare_results. */
    compare_errors: z.array(batchEntry.extend({ error: z.string() })).optional(),
    compare_notes: z.array(batchEntry.extend({ note: z.string() })).optional(),
    note: noteField,
    assumed: assumedField,
    resolved: resolvedField,
  }),
  handler: (args, ctx) => calculate(args, ctx),
});

function calculate(args: Args, ctx: ToolContext): Record<string, unknown> {
  const op: Operation = args.operation;
  const disambiguation = disambiguationOf(args.disambiguation);
  const local = zoneIn(ctx, undefined, 'timezone');
  const baseZone = given(args.timezone) ? zoneIn(ctx, args.timezone, 'timezone') : undefined;
  const compareZone = given(args.compare_time_timezone) ? zoneIn(ctx, args.compare_time_timezone, 'compare_time_timezone') : baseZone;
  const duration: DurationInput = Object.fromEntries(DURATION_UNITS.filter((u) => args[u] !== undefined).map((u) => [u, args[u]]));

  const assumed: string[] = [];
  const baseList = valuesOf(args.base_time, args.base_times, 'base_time', 'base_times');
  const compareList = valuesOf(args.compare_time, args.compare_times, 'compare_time', 'compare_times');
  const baseValues = baseList?.values;
  const compareValues = compareList?.values;
  const fields: PairingFields = {
    base: baseList?.field ?? 'base_time',
    compare: compareList?.field ?? 'compare_time',
    mode: 'interaction_mode',
  };
  if (op === 'add' || op === 'subtract') {
    if (isEmptyDuration(duration))
      throw new InputError(
        'argument.missing',
        `${op} needs a duration: one or more of ${DURATION_UNITS.join(', ')}, e.g. days: 5.`,
        'days',
      );
  } else if (!isEmptyDuration(duration)) {
    throw new InputError(
      'arguments.conflict',
      `${DURATION_UNITS.join(', ')} apply only to add and subtract; remove them for ${op}.`,
      'operation',
    );
  }
  if ((op === 'diff' || op === 'duration_between') && compareValues === undefined) {
    throw new InputError(
      'argument.missing',
      `${op} needs compare_time, the time to measure to, e.g. "2024-12-25T15:30:00Z".`,
      'compare_time',
    );
  }
  if (op === 'sort' && compareValues !== undefined) {
    throw new InputError(
      'arguments.conflict',
      'sort orders base_times only; put every timestamp to sort in base_times.',
      compareList!.field,
    );
  }
  if ((op === 'stats' || op === 'sort') && baseValues === undefined) {
    throw new InputError(
      'argument.missing',
      `${op} needs at least 2 timestamps in base_times, e.g. ["2024-01-01T08:00:00Z", "2024-01-02T09:15:00Z"].`,
      'base_times',
    );
  }

  const nowMs = ctx.clock.nowMs();
  const phrases: ResolvedEntry[] = [];
  const basePlacement: Placement = { given: baseZone, local, disambiguation, nowMs, usedLocal: false, ownOffsets: new Set(), phrases, ctx };
  const comparePlacement: Placement = {
    given: compareZone,
    local,
    disambiguation,
    nowMs,
    usedLocal: false,
    ownOffsets: new Set(),
    phrases,
    ctx,
  };
  let base: Parsed[];
  if (baseValues === undefined) {
    const zone = baseZone ?? local;
    base = [{ ms: nowMs, zone, original: 'now' }];
    assumed.push(`base_time: now, ${formatInstant(zone.zone, nowMs)}`);
  } else {
    base = parseAll(baseValues, fields.base, basePlacement);
  }
  // one base and one compare time of day: the compare is read from the base on
  if ((op === 'diff' || op === 'duration_between') && base.length === 1 && compareValues?.length === 1 && isItem(base[0]!))
    comparePlacement.after = base[0].ms;
  const compare = compareValues === undefined ? undefined : parseAll(compareValues, fields.compare, comparePlacement);

  const c: Calculation = {
    args,
    op,
    disambiguation,
    local,
    baseZone,
    duration,
    base,
    compare,
    fields,
    basePlacement,
    comparePlacement,
    assumed,
  };
  const out =
    op === 'add' || op === 'subtract'
      ? shift(c)
      : op === 'diff' || op === 'duration_between'
        ? difference(c)
        : op === 'stats'
          ? stats(c)
          : sortTimes(c);
  if (op === 'stats' || op === 'sort') {
    const notes = [...new Set([...base, ...(compare ?? [])].flatMap((p) => (isItem(p) && p.note ? [p.note] : [])))];
    if (notes.length) out.note = notes.join(' ');
  }
  if (assumed.length) out.assumed = assumed;
  // Each zone judged at the first time read in it (a name of one season, "PDT", at that instant).
  const firstIn = (list: Parsed[] | undefined) => Math.floor((list?.find(isItem)?.ms ?? nowMs) / MS_PER_SECOND);
  const { resolved } = resolvedReport(
    firstIn(base),
    ...(baseZone ? [baseZone] : []),
    ...(compareZone ? [zoneAt(compareZone, firstIn(compare ?? base))] : []),
    ...phrases,
  );
  if (resolved) out.resolved = resolved;
  return out;
}

/** add and subtract: every time moved by the duration, each result in its own zone. */
function shift(c: Calculation): Record<string, unknown> {
  const { base, compare, duration, op } = c;
  checkOperationCount(base.length + (compare?.length ?? 0), `${op} on ${base.length + (compare?.length ?? 0)} times`);
  const sign = op === 'add' ? 1 : -1;
  const one = (p: Parsed): Outcome<string> => {
    if (!isItem(p)) return { error: p.error };
    try {
      const r = addDuration(p.zone, p.ms, duration, sign, c.disambiguation);
      const notes = [p.note, ...r.notes].filter((n): n is string => !!n);
      const value = formatInstant(p.zone.zone, r.epochMs);
      return notes.length ? { value, note: notes.join(' ') } : { value };
    } catch (e) {
      if (e instanceof InputError) return { error: errorText(timeCalculator, e) };
      throw e;
    }
  };
  const out: Record<string, unknown> = {};
  if (base.length === 1 && compare === undefined) {
    // chrono-mcp's single answer: the ISO string, and Meridian's note beside it.
    const single = one(base[0]!);
    failIfAllFailed([single]);
    if (!('error' in single)) Object.assign(out, { result: single.value }, single.note ? { note: single.note } : {});
  } else {
    const results = base.map(one);
    const compareResults = compare?.map(one);
    failIfAllFailed([...results, ...(compareResults ?? [])]);
    const errors: object[] = [];
    const notes: object[] = [];
    out.results = spread(results, (index) => ({ index }), errors, notes);
    if (errors.length) out.errors = errors;
    if (notes.length) out.notes = notes;
    if (compareResults) {
      // compare_time moved too (chrono-mcp's compare_results), with its own errors and notes.
      const compareErrors: object[] = [];
      const compareNotes: object[] = [];
      out.compare_results = spread(compareResults, (index) => ({ index }), compareErrors, compareNotes);
      if (compareErrors.length) out.compare_errors = compareErrors;
      if (compareNotes.length) out.compare_notes = compareNotes;
    }
  }
  const calendar = Object.keys(duration).some((u) => u === 'years' || u === 'months' || (u === 'days' && Number.isInteger(duration.days)));
  noteZones(c.assumed, [c.basePlacement, c.comparePlacement], c.local, calendar);
  return out;
}

/** diff (exact elapsed time) and duration_between (calendar units on the base zone's clock), paired as the mode says. */
function difference(c: Calculation): Record<string, unknown> {
  const { base, op } = c;
  const compare = c.compare!;
  const pairing = pairUp(base.length, compare.length, c.args.interaction_mode ?? 'auto_detect', c.fields);
  const one = ([i, j]: readonly [number, number]): Outcome<ReturnType<typeof exactOut> | ReturnType<typeof calendarOut>> => {
    const b = base[i]!;
    const p = compare[j]!;
    if (!isItem(b)) return { error: b.error };
    if (!isItem(p)) return { error: p.error };
    const notes = [...new Set([b.note, p.note].filter((n): n is string => !!n))];
    const value = op === 'diff' ? exactOut(exactDifference(b.ms, p.ms)) : calendarOut(calendarDifference(b.zone, b.ms, p.ms));
    return notes.length ? { value, note: notes.join(' ') } : { value };
  };
  const outcomes = pairing.pairs.map(one);
  failIfAllFailed(outcomes);
  const out: Record<string, unknown> = {};
  const values: (ReturnType<typeof exactOut> | ReturnType<typeof calendarOut>)[] = [];
  if (pairing.mode === 'single') {
    // chrono-mcp's single answer: the duration object, and Meridian's note beside it.
    const single = outcomes[0]!;
    if (!('error' in single)) {
      out.result = single.value;
      values.push(single.value);
      if (single.note) out.note = single.note;
    }
  } else {
    const errors: object[] = [];
    const notes: object[] = [];
    const nc = compare.length;
    const flat = spread(
      outcomes,
      (k) => (pairing.mode === 'cross_product' ? { index: Math.floor(k / nc), compare_index: k % nc } : { index: k }),
      errors,
      notes,
    );
    values.push(...flat.filter((v): v is NonNullable<typeof v> => v !== null));
    out.results = pairing.mode === 'cross_product' ? base.map((_, i) => flat.slice(i * nc, (i + 1) * nc)) : flat;
    if (errors.length) out.errors = errors;
    if (notes.length) out.notes = notes;
  }
  if (pairing.mode === 'aggregate') out.summary = durationStatsOut(durationStats(values.map((v) => v.total_milliseconds)));
  if (c.args.interaction_mode === undefined && pairing.mode !== 'single') c.assumed.push(`interaction_mode: ${pairing.mode}`);
  const calendar = op === 'duration_between' && values.some((d) => 'years' in d && !!(d.years || d.months || d.days));
  noteZones(c.assumed, op === 'diff' ? [c.basePlacement, c.comparePlacement] : [c.basePlacement], c.local, calendar);
  return out;
}

/** stats: over base_time alone, the spread of the instants; with compare_time, of the paired durations. */
function stats(c: Calculation): Record<string, unknown> {
  const { base, compare } = c;
  const errors = collectErrors(base);
  const out: Record<string, unknown> = {};
  if (compare === undefined) {
    const items = base.filter(isItem);
    if (items.length < 2)
      throw new InputError(
        'argument.invalid',
        `stats needs at least 2 valid timestamps in ${c.fields.base}; got ${items.length}.`,
        c.fields.base,
      );
    const s = timestampStats(items.map((x) => x.ms));
    const show = displayZone(items, c.baseZone);
    out.count = items.length;
    out.timestamp_analysis = {
      earliest: formatInstant(show, s.earliestMs),
      latest: formatInstant(show, s.latestMs),
      total_span_ms: s.latestMs - s.earliestMs,
      total_span_human: humanExact(s.latestMs - s.earliestMs),
      mean_timestamp: formatInstant(show, s.meanMs),
      median_timestamp: formatInstant(show, s.medianMs),
      std_deviation_ms: s.stdDevMs,
    };
    const iv = s.intervalsMs;
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
    const pairing = pairUp(base.length, compare.length, c.args.interaction_mode ?? 'auto_detect', c.fields);
    const durations: number[] = [];
    for (const [i, j] of pairing.pairs) {
      const b = base[i]!;
      const p = compare[j]!;
      if (isItem(b) && isItem(p)) durations.push(p.ms - b.ms);
    }
    if (durations.length === 0)
      throw new InputError(
        'argument.invalid',
        `stats found no valid ${c.fields.base}/${c.fields.compare} pair; fix the timestamps reported in the error list.`,
        c.fields.base,
      );
    out.duration_analysis = durationStatsOut(durationStats(durations));
  }
  if (errors.length) out.errors = errors;
  return out;
}

/** sort: base_time in time order, as given, as ISO text and as Unix ms. */
function sortTimes(c: Calculation): Record<string, unknown> {
  const errors = collectErrors(c.base);
  const items = c.base.filter(isItem);
  if (items.length < 2)
    throw new InputError(
      'argument.invalid',
      `sort needs at least 2 valid timestamps in ${c.fields.base}; got ${items.length}.`,
      c.fields.base,
    );
  const sorted = [...items].sort((a, b) => a.ms - b.ms);
  const show = displayZone(items, c.baseZone);
  const span = sorted[sorted.length - 1]!.ms - sorted[0]!.ms;
  const out: Record<string, unknown> = {
    sorted_original_format: sorted.map((x) => x.original),
    sorted_iso_format: sorted.map((x) => formatInstant(x.zone.zone, x.ms)),
    sorted_timestamps: sorted.map((x) => x.ms),
    sort_metadata: {
      earliest_time: formatInstant(show, sorted[0]!.ms),
      latest_time: formatInstant(show, sorted[sorted.length - 1]!.ms),
      total_span_ms: span,
      total_span_human: humanExact(span),
    },
  };
  if (errors.length) out.errors = errors;
  return out;
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
