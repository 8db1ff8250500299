// A tool is one defineTool() literal: name, title, description, schemas and a pure handler.
// runTool() is the one adapter from a handler's plain result (or ToolInputError) to an MCP tool
// result: structuredContent plus a compact JSON text mirror, or isError with one sentence.
// serveTools() prepares tools for one server: input schemas built once, and the tools/list entries.

import * as z from 'zod/v4';
import type { Clock } from '../time/clock.js';
import { ToolInputError } from '../core/errors.js';
import type { TzDatabase } from '../tzdb/database.js';
import { problems, unknownKeys, VALIDATED_KEYWORDS, type InputSchema } from './validate.js';

/** What every handler may use; nothing else reaches a tool. */
export interface ToolContext {
  readonly clock: Clock;
  readonly db: TzDatabase;
  /** IANA name of the local zone (the default for omitted zone arguments). */
  readonly localZone: string;
}

export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Built per server, so descriptions can name the local zone. */
  readonly input: (ctx: ToolContext) => I;
  readonly output: O;
  readonly handler: (args: z.infer<I>, ctx: ToolContext) => z.infer<O>;
}

export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(def: ToolDefinition<I, O>): ToolDefinition<I, O> {
  return def;
}

/**
 * Pure time tools: they read nothing but the clock and the tz data, and change nothing.
 * destructiveHint and idempotentHint are left out: the MCP specification gives them meaning only
 * when readOnlyHint is false, and every tools/list would pay for them in tokens.
 */
const ANNOTATIONS = { readOnlyHint: true, openWorldHint: false } as const;

export type ToolResult =
  | { content: [{ type: 'text'; text: string }]; structuredContent: Record<string, unknown> }
  | { content: [{ type: 'text'; text: string }]; isError: true };

/**
 * What is wrong with a call's arguments, as one sentence that says what to change, or undefined.
 * Keys the tool does not take come first: they usually explain the rest ("timeZone" for "timezone").
 */
function argumentProblem(toolName: string, args: unknown, schema: InputSchema): string | undefined {
  const unknown = unknownKeys(schema, args);
  if (unknown.length > 0) {
    const names = unknown.map((u) => JSON.stringify(u.path ? `${u.path}.${u.key}` : u.key)).join(', ');
    const head = `Unknown argument${unknown.length > 1 ? 's' : ''} ${names} for ${toolName}`;
    if (unknown.every((u) => u.nearest !== undefined)) return `${head}; did you mean ${unknown.map((u) => JSON.stringify(u.nearest)).join(', ')}?`;
    const where = [...new Set(unknown.map((u) => u.path))];
    const takes = where.map((path) => `${path ? `${path} takes` : 'it takes'} ${unknown.find((u) => u.path === path)!.known.join(', ')}`);
    return `${head}; ${takes.join('; ')}.`;
  }
  const found = problems(schema, args);
  if (found.length === 0) return undefined;
  return `Invalid arguments for ${toolName}: ${found.map((p) => `${p.path || '(arguments)'}: ${p.message}`).join('; ')}.`;
}

/**
 * Runs a handler and shapes its outcome as an MCP tool result: the one adapter every way of calling a
 * tool goes through (stdio, HTTP, the command line). Given the tool's input `schema`, it first checks
 * the raw arguments against it, so a badly typed call, or one with an argument the tool does not
 * take, gets the same isError sentence everywhere.
 */
export function runTool(tool: ToolDefinition, args: unknown, ctx: ToolContext, onBug: (e: unknown) => void, schema?: InputSchema): ToolResult {
  try {
    const input = args ?? {}; // a call without arguments has none
    if (schema) {
      const problem = argumentProblem(tool.name, input, schema);
      if (problem) throw new ToolInputError(problem);
    }
    const out = tool.handler(input as never, ctx) as Record<string, unknown>;
    return { content: [{ type: 'text', text: JSON.stringify(out) }], structuredContent: out };
  } catch (e) {
    if (e instanceof ToolInputError) return { content: [{ type: 'text', text: e.message }], isError: true };
    onBug(e);
    const why = e instanceof Error ? e.message : String(e);
    return { content: [{ type: 'text', text: `Internal error in ${tool.name} (a Meridian bug, not your input): ${why}` }], isError: true };
  }
}

/** What tools/list says about one tool. */
export interface ListedTool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  readonly annotations: typeof ANNOTATIONS;
  readonly outputSchema?: JsonSchema;
}

export type JsonSchema = { readonly type: 'object' } & Record<string, unknown>;

export interface ListingOptions {
  /**
   * Advertise each tool's outputSchema. Off by default: the schemas would more than double the
   * tokens every conversation pays for tools/list, and every answer is self-describing JSON anyway.
   */
  readonly outputSchemas?: boolean;
}

/**
 * A tool's JSON Schema as listed: JSON Schema 2020-12 without the `$schema` line and without size
 * caps (maxLength, minItems, maxItems: guards against abuse, enforced on every call with a clear
 * error, and said in the description where a model needs them).
 */
const UNLISTED_KEYWORDS = new Set(['maxLength', 'minItems', 'maxItems']);

/**
 * Values that are text but also taken as a number, listed as `{"type": "string"}` alone: a date-time
 * is ISO 8601 or Unix seconds, and Unix seconds may come as digits in a string or as a JSON number.
 * Listing only the string form is what chrono-mcp does, and saves a third of such a field's tokens.
 */
const LISTED_AS_STRING = new WeakSet<object>();

export function listedAsString<T extends z.ZodType>(schema: T): T {
  LISTED_AS_STRING.add(schema);
  return schema;
}

export function listedJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    override: ({ zodSchema, jsonSchema }) => {
      if (!LISTED_AS_STRING.has(zodSchema)) return;
      for (const key of Object.keys(jsonSchema)) if (key !== 'description') delete jsonSchema[key as keyof typeof jsonSchema];
      jsonSchema.type = 'string';
    },
  }) as Record<string, unknown>;
  delete json.$schema;
  const lean = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(lean);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) if (!UNLISTED_KEYWORDS.has(k)) out[k] = lean(v);
    return out;
  };
  const { type: _type, ...rest } = lean(json) as Record<string, unknown>;
  return { type: 'object', ...rest };
}

/** Stands for the local zone in listings computed before the local zone is known (at build time). */
export const LOCAL_ZONE_PLACEHOLDER = '@@LOCAL_ZONE@@';

/** A tool's full listing (outputSchema included), from its zod schemas. */
export function computeListing(def: ToolDefinition, input: z.ZodObject): Required<ListedTool> {
  return {
    name: def.name,
    title: def.title,
    description: def.description,
    inputSchema: listedJsonSchema(input, 'input'),
    annotations: ANNOTATIONS,
    outputSchema: listedJsonSchema(def.output, 'output'),
  };
}

/**
 * A tool's input schema as the validator reads it (src/tools/validate.ts): every constraint, no texts.
 * A keyword the validator does not check (a zod feature new to an input schema) is an error here, at
 * build time, rather than a constraint silently not enforced.
 */
export function inputJsonSchema(input: z.ZodObject): InputSchema {
  const json = z.toJSONSchema(input, { target: 'draft-2020-12', io: 'input' }) as Record<string, unknown>;
  delete json.$schema;
  const bare = (node: unknown, where: string): unknown => {
    if (Array.isArray(node)) return node.map((n, i) => bare(n, `${where}[${i}]`));
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'description') continue;
      if (!VALIDATED_KEYWORDS.has(k)) throw new Error(`${where}: the argument validator does not check "${k}"; teach src/tools/validate.ts or leave it out of the schema`);
      if (k === 'type' && typeof v !== 'string') throw new Error(`${where}: the argument validator takes one type name, not ${JSON.stringify(v)}`);
      out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, bare(s, `${where}.${p}`)])) : k === 'enum' || k === 'required' ? v : bare(v, `${where}.${k}`);
    }
    return out;
  };
  return bare(json, 'input') as InputSchema;
}

// The build (scripts/build.mjs, scripts/listing.ts) converts every tool's zod schemas once: the
// listing (with LOCAL_ZONE_PLACEHOLDER for the local zone) as JSON text, and the input schema the
// validator reads. So the bundle never converts a schema, and never loads zod at all for its own
// tools (the build gives src/ an inert stand-in for it: scripts/build.mjs). Absent when running from source.
declare const __MERIDIAN_SCHEMAS__: Readonly<Record<string, { readonly listing: string; readonly input: InputSchema }>> | undefined;
const PRECOMPUTED = typeof __MERIDIAN_SCHEMAS__ === 'undefined' ? undefined : __MERIDIAN_SCHEMAS__;

/** A tool ready to serve on one server: the input schema its calls are checked against, and its listing. */
export interface ServedTool {
  readonly def: ToolDefinition;
  readonly schema: InputSchema;
  listing(): ListedTool;
}

export function serveTools(tools: readonly ToolDefinition[], ctx: ToolContext, options: ListingOptions = {}): ServedTool[] {
  return tools.map((def) => {
    let schema: InputSchema | undefined;
    let listed: ListedTool | undefined;
    return {
      def,
      get schema() {
        return (schema ??= PRECOMPUTED?.[def.name]?.input ?? inputJsonSchema(def.input(ctx)));
      },
      listing() {
        if (!listed) {
          const text = PRECOMPUTED?.[def.name]?.listing;
          const full: Required<ListedTool> = text
            ? JSON.parse(text.replaceAll(LOCAL_ZONE_PLACEHOLDER, JSON.stringify(ctx.localZone).slice(1, -1)))
            : computeListing(def, def.input(ctx));
          const { outputSchema, ...rest } = full;
          listed = options.outputSchemas ? full : rest;
        }
        return listed;
      },
    };
  });
}
