// A tool is one defineTool() literal: name, title, description, schemas and a pure handler.
// runTool() is the one adapter from a handler's plain result (or ToolInputError) to an MCP tool
// result: structuredContent plus a compact JSON text mirror, or isError with one sentence.
// serveTools() prepares tools for one server: input schemas built once, and the tools/list entries.

import * as z from 'zod/v4';
import type { Clock } from '../clock.js';
import { ToolInputError } from '../errors.js';
import { editDistance, type TzDatabase } from '../tzdb/database.js';

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

/** Zod's complaints about a call's arguments as one sentence that says what to change. */
function argumentProblem(toolName: string, error: z.ZodError): string {
  const issues = error.issues.map((i) => `${i.path.join('.') || '(arguments)'}: ${i.message}`).join('; ');
  return `Invalid arguments for ${toolName}: ${issues}.`;
}

/** An argument name as written loosely: case, "_" and "-" ignored ("timeZone", "include_offsets"). */
const looseName = (name: string) => name.toLowerCase().replace(/[_-]/g, '');

/** The argument a misspelt name most likely meant: the same loosely, else within two edits; else undefined. */
function nearestArgument(name: string, known: readonly string[]): string | undefined {
  const loose = looseName(name);
  const same = known.find((k) => looseName(k) === loose);
  if (same) return same;
  let best: string | undefined;
  let bestDistance = 3;
  for (const k of known) {
    const d = editDistance(loose, looseName(k), 2);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

/**
 * Arguments the tool does not take, as one sentence, or undefined when there are none. Zod would drop
 * them silently, and a call that misspells "timezone" would then be answered for the local zone.
 */
function unknownArguments(toolName: string, args: unknown, schema: z.ZodObject): string | undefined {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return undefined;
  const unknown = Object.keys(args).filter((k) => !Object.hasOwn(schema.shape, k));
  if (unknown.length === 0) return undefined;
  const known = Object.keys(schema.shape);
  const names = unknown.map((k) => JSON.stringify(k)).join(', ');
  const head = `Unknown argument${unknown.length > 1 ? 's' : ''} ${names} for ${toolName}`;
  const nearest = unknown.map((k) => nearestArgument(k, known));
  if (nearest.every((n) => n !== undefined)) return `${head}; did you mean ${nearest.map((n) => JSON.stringify(n)).join(', ')}?`;
  return `${head}; it takes ${known.join(', ')}.`;
}

/**
 * Runs a handler and shapes its outcome as an MCP tool result: the one adapter every way of calling a
 * tool goes through (stdio, HTTP, the command line). Given the tool's input `schema`, it first checks
 * the raw arguments against it, so a badly typed call, or one with an argument the tool does not
 * take, gets the same isError sentence everywhere.
 */
export function runTool(tool: ToolDefinition, args: unknown, ctx: ToolContext, onBug: (e: unknown) => void, schema?: z.ZodObject): ToolResult {
  try {
    let input = args;
    if (schema) {
      const unknown = unknownArguments(tool.name, args, schema);
      if (unknown) throw new ToolInputError(unknown);
      const checked = schema.safeParse(args ?? {});
      if (!checked.success) throw new ToolInputError(argumentProblem(tool.name, checked.error));
      input = checked.data;
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

// The build (scripts/build.mjs) computes every tool's listing once, with LOCAL_ZONE_PLACEHOLDER for the
// local zone, and defines this constant to them as JSON texts: converting zod schemas to JSON Schema
// is the costliest thing a first tools/list would do. Absent when running from source.
declare const __MERIDIAN_LISTINGS__: Readonly<Record<string, string>> | undefined;
const PRECOMPUTED = typeof __MERIDIAN_LISTINGS__ === 'undefined' ? undefined : __MERIDIAN_LISTINGS__;

/** A tool ready to serve on one server: its input schema and its listing, each built on first use. */
export interface ServedTool {
  readonly def: ToolDefinition;
  readonly input: z.ZodObject;
  listing(): ListedTool;
}

export function serveTools(tools: readonly ToolDefinition[], ctx: ToolContext, options: ListingOptions = {}): ServedTool[] {
  return tools.map((def) => {
    let input: z.ZodObject | undefined;
    let listed: ListedTool | undefined;
    const served: ServedTool = {
      def,
      get input() {
        return (input ??= def.input(ctx));
      },
      listing() {
        if (!listed) {
          const text = PRECOMPUTED?.[def.name];
          const full: Required<ListedTool> = text
            ? JSON.parse(text.replaceAll(LOCAL_ZONE_PLACEHOLDER, JSON.stringify(ctx.localZone).slice(1, -1)))
            : computeListing(def, served.input);
          const { outputSchema, ...rest } = full;
          listed = options.outputSchemas ? full : rest;
        }
        return listed;
      },
    };
    return served;
  });
}
