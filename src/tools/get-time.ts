import * as z from 'zod/v4';
import { formatLocalMs, formatOffset } from '../core/iso-text.js';
import { MS_PER_SECOND } from '../core/units.js';
import { formatInstant } from '../time/format.js';
import { checkLocale, DEFAULT_LOCALE, formatAs, FORMATS } from '../time/formats.js';
import { instantOfLocalMs, offsetAtMs } from '../time/zoned.js';
import { defineTool } from './define.js';
import { dateTimeArg, disambiguationArg, disambiguationOf, zoneArg, zoneIn, zoneListArg } from './params.js';
import { readDateTimeArg } from './phrases.js';
import { assumedField, noteField, resolvedField, resolvedReport, type ResolvedEntry } from './results.js';

/**
 * chrono-mcp's dialect, as its architecture document shows it: `baseTime` is the time in `timezone`,
 * to the millisecond ("2025-09-13T00:25:12.895-04:00"); flat zone keys ("Asia/Tokyo":
 * "2025-09-13T13:25:12.895") sit beside it when nothing else is asked, and nest as
 * `timezones: {zone: {time, offset}}` beside `formats` when offsets, formats or a locale are.
 */
const getTimeOutput = z
  .object({
    baseTime: z.string(),
    timezones: z.record(z.string(), z.object({ time: z.string(), offset: z.string() })).optional(),
    formats: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    note: noteField,
    assumed: assumedField,
    resolved: resolvedField,
  })
  .catchall(z.string());

/** A get_time call runs on the event loop while (1 + zones) × (1 + formats) is at most this. */
const INLINE_CELLS = 24;

export const getTime = defineTool({
  name: 'get_time',
  // A time in a few zones and formats costs microseconds; 100 zones in every format several ms
  // (bench/worst-case.ts): those go to the worker pool.
  inline: (args) => {
    const { timezones, formats } = (args ?? {}) as { timezones?: unknown; formats?: unknown };
    const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);
    return (1 + count(timezones)) * (1 + count(formats)) <= INLINE_CELLS;
  },
  title: 'Time in many zones and formats',
  description: 'A time (default now) in many zones and formats at once.',
  input: (ctx) =>
    z.object({
      datetime: dateTimeArg('Default now. '),
      timezone: zoneArg('Of baseTime and input without offset. ', ctx.localZone),
      timezones: zoneListArg('Zones to show', "['Asia/Tokyo']"),
      formats: z
        .array(z.enum(FORMATS))
        .max(FORMATS.length * 2)
        .optional()
        .describe("e.g. ['unix']."),
      locale: z.string().max(64).optional().describe('For locale formats; default en-US.'),
      // camelCase, the one argument that is: chrono-mcp's own name, kept for its users.
      includeOffsets: z.boolean().optional().describe('Each zone as {time, offset}.'),
      disambiguation: disambiguationArg,
    }),
  output: getTimeOutput,
  handler: (args, ctx) => {
    const base = zoneIn(ctx, args.timezone, 'timezone');
    const zones = (args.timezones ?? []).map((name, i) => zoneIn(ctx, name, `timezones[${i}]`));
    const locale = args.locale === undefined ? DEFAULT_LOCALE : checkLocale(args.locale);
    const nowMs = ctx.clock.nowMs();

    let ms = nowMs;
    let note: string | undefined;
    let phrase: ResolvedEntry | undefined;
    if (args.datetime !== undefined && args.datetime !== '') {
      const arg = readDateTimeArg(ctx, args.datetime, 'datetime', base, { nowMs, disambiguation: disambiguationOf(args.disambiguation) });
      if (arg.kind === 'phrase') {
        ms = arg.read.epochMs;
        phrase = arg.read.entry;
      } else if (arg.input.kind === 'instant') ms = arg.input.epochMs;
      else ({ epochMs: ms, note } = instantOfLocalMs(base, arg.input.localMs, disambiguationOf(args.disambiguation)));
    }

    const formats = [...new Set(args.formats ?? (args.locale !== undefined ? ['localeString' as const] : []))];
    const nested = args.includeOffsets === true || formats.length > 0 || args.locale !== undefined;
    const out: Record<string, unknown> = { baseTime: formatInstant(base.zone, ms, true) };
    if (zones.length > 0) {
      if (nested) {
        const timezones: Record<string, { time: string; offset: string }> = {};
        for (const zone of zones) {
          const offset = offsetAtMs(zone.zone, ms);
          timezones[zone.name] = { time: formatLocalMs(ms + offset * MS_PER_SECOND, true), offset: formatOffset(offset) };
        }
        out.timezones = timezones;
      } else {
        for (const zone of zones) out[zone.name] = formatLocalMs(ms + offsetAtMs(zone.zone, ms) * MS_PER_SECOND, true);
      }
    }
    if (formats.length > 0) {
      out.formats = Object.fromEntries(formats.map((f) => [f, formatAs(f, ms, { zone: base.zone, locale, nowMs })]));
    }
    if (note) out.note = note;
    if (args.formats === undefined && args.locale !== undefined) out.assumed = ['formats: localeString'];
    const { resolved } = resolvedReport(Math.floor(ms / MS_PER_SECOND), base, ...zones, ...(phrase ? [phrase] : []));
    if (resolved) out.resolved = resolved;
    return out as z.infer<typeof getTimeOutput>;
  },
});
