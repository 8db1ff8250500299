// Property-based tests (fast-check, fixed seed) over every tool in TOOLS: arguments go through
// runTool on a frozen clock with the tool's build-time input JSON Schema, as every transport calls
// it (a schema failure is an isError answer), and the validator's verdict is held to zod's. Invariants: no exception escapes and no "Meridian bug" answer; an error
// is a non-empty one-line message; a success validates against the output schema, its text is
// exactly JSON.stringify(structuredContent), and it holds no NaN/Invalid Date; valid calls succeed
// and decidably invalid ones fail. Then round trips: convert A→B→A, add then subtract, diff(a,b) =
// -diff(b,a), get_time's zones all name the same instant. scripts/fuzz.ts does the same at volume
// through the real stdio server.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type * as z from 'zod/v4';
import { inputJsonSchema } from '../src/tools/listing.js';
import { runTool, type ToolResult } from '../src/tools/run.js';
import type { ToolDefinition } from '../src/tools/define.js';
import { problems, type InputSchema } from '../src/tools/validate.js';
import { TOOLS } from '../src/tools/index.js';
import {
  anyArgsFor,
  brokenValue,
  clock,
  date,
  invalid,
  isoInstant,
  mutatedFor,
  TOOL_NAMES,
  unixSeconds,
  valid,
  zone,
  ZONES,
  type ToolName,
} from './arbitraries.js';
import { ctxAt } from './helpers.js';

const SEED = Number(process.env.PROPERTY_SEED ?? 20261130);
/** Cases per property (PROPERTY_RUNS, PROPERTY_SEED explore further); the default run stays under ~20 s. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 150);
const params = { seed: SEED, numRuns: RUNS, endOnFailure: true } as const;

const ctx = ctxAt('2026-11-30T12:00:00Z', 'Europe/Warsaw');
const byName = new Map(TOOLS.map((t) => [t.name, t]));
const schemas = new Map<string, z.ZodObject>(TOOLS.map((t) => [t.name, t.input(ctx)]));
const jsonSchemas = new Map<string, InputSchema>(TOOLS.map((t) => [t.name, inputJsonSchema(t.input(ctx))]));

interface Outcome {
  readonly result: ToolResult;
}

/** What every transport answers: runTool checking the arguments against the input JSON Schema, then the handler. */
function call(tool: ToolDefinition, args: unknown): Outcome {
  const bugs: unknown[] = [];
  const result = runTool(tool, args, ctx, (e) => bugs.push(e), jsonSchemas.get(tool.name));
  assert.deepEqual(bugs, [], `${tool.name} threw on ${JSON.stringify(args)}: ${String(bugs[0])}`);
  return { result };
}

/** The JSON Schema the server checks against accepts exactly what the zod schema it came from accepts. */
function sameVerdict(tool: ToolDefinition, args: unknown): void {
  const zod = schemas.get(tool.name)!.safeParse(args).success;
  const json = problems(jsonSchemas.get(tool.name)!, args);
  assert.equal(
    json.length === 0,
    zod,
    `${tool.name}(${JSON.stringify(args)}): zod says ${zod ? 'valid' : 'invalid'}, the JSON Schema check ${JSON.stringify(json)}`,
  );
}

/** The invariants every answer keeps, valid input or not. */
function wellFormed(tool: ToolDefinition, args: unknown, { result }: Outcome): void {
  const text = result.content[0].text;
  const where = `${tool.name}(${JSON.stringify(args)}) -> ${text.slice(0, 400)}`;
  // One text block; a successful answer may add embedded resources after it (schedule's .ics).
  if ('isError' in result) assert.equal(result.content.length, 1, where);
  for (const block of result.content.slice(1)) {
    assert.ok(
      block.type === 'resource' && block.resource.mimeType === 'text/calendar' && block.resource.text.startsWith('BEGIN:VCALENDAR\r\n'),
      where,
    );
  }
  assert.ok(!text.includes('a Meridian bug'), where);
  if ('isError' in result) {
    assert.ok(text.trim().length > 0, where);
    assert.ok(!/[\n\r]/.test(text), `multi-line error: ${where}`);
    return;
  }
  const out = tool.output.safeParse(result.structuredContent);
  assert.ok(out.success, `output schema: ${out.error?.message} in ${where}`);
  assert.equal(text, JSON.stringify(result.structuredContent), where);
  assert.equal(brokenValue(result.structuredContent), undefined, where);
}

for (const name of TOOL_NAMES) {
  const tool = byName.get(name);
  test(`properties: ${name}`, async (t) => {
    assert.ok(tool, `${name} is in TOOLS`);
    const shape = Object.keys(schemas.get(name)!.shape);
    await t.test('arbitrary JSON arguments get a well-formed answer', () => {
      fc.assert(
        fc.property(fc.oneof(anyArgsFor(shape), fc.jsonValue({ maxDepth: 2 })), (args) => wellFormed(tool!, args, call(tool!, args))),
        params,
      );
    });
    await t.test('the JSON Schema check and zod accept the same arguments', () => {
      fc.assert(
        fc.property(
          fc.oneof(anyArgsFor(shape), mutatedFor(name as ToolName, shape), valid[name as ToolName], fc.jsonValue({ maxDepth: 2 })),
          (args) => sameVerdict(tool!, args),
        ),
        { ...params, numRuns: RUNS * 4 },
      );
    });
    await t.test('a valid call with one field mutated gets a well-formed answer', () => {
      fc.assert(
        fc.property(mutatedFor(name as ToolName, shape), (args) => wellFormed(tool!, args, call(tool!, args))),
        params,
      );
    });
    await t.test('valid calls succeed', () => {
      fc.assert(
        fc.property(valid[name as ToolName], (args) => {
          const o = call(tool!, args);
          wellFormed(tool!, args, o);
          assert.ok(!('isError' in o.result), `valid call rejected: ${JSON.stringify(args)} -> ${o.result.content[0].text}`);
        }),
        params,
      );
    });
    await t.test('decidably invalid calls are isError', () => {
      fc.assert(
        fc.property(invalid[name as ToolName], (args) => {
          const o = call(tool!, args);
          wellFormed(tool!, args, o);
          assert.ok('isError' in o.result, `invalid call accepted: ${JSON.stringify(args)} -> ${o.result.content[0].text}`);
        }),
        params,
      );
    });
  });
}

// ---- round trips ----

/** An ISO date-time with an offset (seconds allowed, as LMT offsets have) → Unix ms. */
function instantOf(iso: string): number {
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{3}))?(Z|([+-])(\d\d):(\d\d)(?::(\d\d))?)$/.exec(iso);
  assert.ok(m, `not an ISO instant: ${iso}`);
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  d.setUTCHours(Number(m[4]), Number(m[5]), Number(m[6]), Number(m[7] ?? 0));
  const offset = m[8] === 'Z' ? 0 : (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 3600 + Number(m[11]) * 60 + Number(m[12] ?? 0));
  return d.getTime() - offset * 1000;
}

const tool = (name: string) => byName.get(name)!;
function ok(name: string, args: Record<string, unknown>): Record<string, unknown> {
  const o = call(tool(name), args);
  wellFormed(tool(name), args, o);
  assert.ok(!('isError' in o.result), `${name}(${JSON.stringify(args)}) -> ${o.result.content[0].text}`);
  return o.result.structuredContent;
}

test('round trip: convert_time A→B→A returns the start wall time (outside DST gaps and overlaps)', () => {
  fc.assert(
    fc.property(zone, zone, date, clock, (a, b, day, time) => {
      const there = ok('convert_time', { source_timezone: a, time, target_timezone: b, date: day }) as {
        source: { datetime: string };
        target: { datetime: string };
        note?: string;
      };
      fc.pre(there.note === undefined);
      const [tDate, tRest] = there.target.datetime.split('T') as [string, string];
      const back = ok('convert_time', { source_timezone: b, time: tRest.slice(0, 8), target_timezone: a, date: tDate }) as typeof there;
      fc.pre(back.note === undefined);
      assert.equal(back.target.datetime, there.source.datetime);
      assert.equal(there.source.datetime.slice(0, 19), `${day}T${time.length === 5 ? time + ':00' : time}`);
    }),
    { ...params, numRuns: RUNS * 2 },
  );
});

const exactUnits = fc
  .record(
    {
      hours: fc.integer({ min: -1e5, max: 1e5 }),
      minutes: fc.integer({ min: -1e6, max: 1e6 }),
      // Whole milliseconds, as fractional seconds.
      seconds: fc.integer({ min: -1e11, max: 1e11 }).map((ms) => ms / 1000),
    },
    { requiredKeys: [] },
  )
  .filter((d) => Object.values(d).some((v) => v !== 0));
const MS = { hours: 3_600_000, minutes: 60_000, seconds: 1000 } as const;

test('round trip: time_calculator add then subtract of exact units returns the start instant', () => {
  fc.assert(
    fc.property(isoInstant, fc.option(zone, { nil: undefined }), exactUnits, (base, timezone, units) => {
      const tz = timezone === undefined ? {} : { timezone };
      const added = ok('time_calculator', { operation: 'add', base_time: base, ...tz, ...units }) as { result: string };
      const expected = Math.round(Object.entries(units).reduce((ms, [u, n]) => ms + n * MS[u as keyof typeof MS], 0));
      assert.equal(instantOf(added.result) - instantOf(base), expected);
      const back = ok('time_calculator', { operation: 'subtract', base_time: added.result, ...tz, ...units }) as { result: string };
      assert.equal(instantOf(back.result), instantOf(base));
    }),
    { ...params, numRuns: RUNS * 2 },
  );
});

test('round trip: diff(a, b) = -diff(b, a), and equals the instants apart', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('diff', 'duration_between'),
      isoInstant,
      isoInstant,
      fc.option(zone, { nil: undefined }),
      (operation, a, b, timezone) => {
        const tz = timezone === undefined ? {} : { timezone };
        const ab = ok('time_calculator', { operation, base_time: a, compare_time: b, ...tz }) as { result: { total_milliseconds: number } };
        const ba = ok('time_calculator', { operation, base_time: b, compare_time: a, ...tz }) as typeof ab;
        assert.equal(ab.result.total_milliseconds, instantOf(b) - instantOf(a));
        assert.equal(ba.result.total_milliseconds, -ab.result.total_milliseconds);
      },
    ),
    { ...params, numRuns: RUNS * 2 },
  );
});

test('round trip: get_time with an instant shows that same instant in every zone', () => {
  fc.assert(
    fc.property(
      fc.oneof(isoInstant, unixSeconds),
      zone,
      fc.subarray([...ZONES], { minLength: 1, maxLength: 8 }),
      (datetime, timezone, timezones) => {
        const out = ok('get_time', { datetime, timezone, timezones, includeOffsets: true }) as {
          baseTime: string;
          timezones: Record<string, { time: string; offset: string }>;
        };
        const instant = typeof datetime === 'number' ? datetime * 1000 : instantOf(datetime);
        assert.equal(instantOf(out.baseTime), instant);
        assert.deepEqual(Object.keys(out.timezones).sort(), [...timezones].sort());
        for (const [name, { time, offset }] of Object.entries(out.timezones)) {
          assert.equal(instantOf(time + offset), instant, `${name}: ${time}${offset}`);
        }
      },
    ),
    { ...params, numRuns: RUNS * 2 },
  );
});

test('the generators cover every tool in TOOLS', () => {
  assert.deepEqual([...TOOL_NAMES].sort(), TOOLS.map((t) => t.name).sort());
});

test('consistency: timezone_info around an instant agrees with itself and with get_time', () => {
  fc.assert(
    fc.property(zone, isoInstant, fc.integer({ min: 0, max: 10 }), (name, at, n) => {
      const info = ok('timezone_info', { query: name, at, transitions: n }) as {
        at: string;
        zones: {
          datetime: string;
          offset: string;
          next_transitions: { from: string; to: string }[];
          previous_transitions: (typeof info.zones)[0]['next_transitions'];
        }[];
      };
      const t = instantOf(at);
      const z0 = info.zones[0]!;
      assert.equal(instantOf(info.at), t);
      assert.equal(instantOf(z0.datetime), t);
      const shown = ok('get_time', { datetime: at, timezones: [name], includeOffsets: true }) as {
        timezones: Record<string, { offset: string }>;
      };
      assert.equal(shown.timezones[name]!.offset, z0.offset);
      const next = z0.next_transitions;
      const prev = z0.previous_transitions;
      assert.ok(next.length <= n && prev.length <= n);
      // A change's two readings are one instant with two offsets: the one before it, and the one after.
      const offsetOf = (iso: string) => iso.slice(19);
      const when = (tr: { from: string; to: string }) => {
        assert.equal(instantOf(tr.from), instantOf(tr.to));
        assert.notEqual(offsetOf(tr.from), offsetOf(tr.to));
        return instantOf(tr.from);
      };
      next.forEach((tr, k) => {
        assert.ok(when(tr) > t, `next ${tr.from} after ${at}`);
        if (k === 0) assert.equal(offsetOf(tr.from), z0.offset);
        else assert.ok(when(tr) > when(next[k - 1]!) && offsetOf(tr.from) === offsetOf(next[k - 1]!.to));
      });
      prev.forEach((tr, k) => {
        assert.ok(when(tr) <= t, `previous ${tr.from} before ${at}`);
        if (k === 0) assert.equal(offsetOf(tr.to), z0.offset);
        else assert.ok(when(tr) < when(prev[k - 1]!) && offsetOf(tr.to) === offsetOf(prev[k - 1]!.from));
      });
    }),
    params,
  );
});

test('round trip: adding whole days in a zone keeps the wall-clock time (unless a DST gap is noted)', () => {
  fc.assert(
    fc.property(
      zone,
      date,
      clock,
      fc.integer({ min: -3000, max: 3000 }).filter((n) => n !== 0),
      (timezone, day, time, days) => {
        const wall = `${day}T${time.length === 5 ? time + ':00' : time}`;
        const out = ok('time_calculator', { operation: 'add', base_time: wall, timezone, days }) as { result: string; note?: string };
        fc.pre(out.note === undefined);
        const d = new Date(Date.UTC(2000, 0, 1));
        d.setUTCFullYear(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + days);
        assert.equal(out.result.slice(0, 19), `${d.toISOString().slice(0, 10)}T${wall.slice(11)}`);
      },
    ),
    params,
  );
});

test('round trip: parse_time reads an ISO instant as exactly that instant', () => {
  fc.assert(
    fc.property(isoInstant, fc.option(zone, { nil: undefined }), (text, timezone) => {
      const out = ok('parse_time', { text, ...(timezone ? { timezone } : {}) }) as { utc: string; datetime: string };
      assert.equal(instantOf(out.utc), instantOf(text));
      assert.equal(instantOf(out.datetime), instantOf(text));
    }),
    params,
  );
});
