// What tools/list says about each tool, and the JSON Schema its calls are checked against, both
// from the tool's zod schemas. The build computes them once (scripts/listing.ts) and embeds them,
// so the bundle never converts a schema; from source they are computed on first use.
// serveTools() prepares the tools one server serves, once, for every transport.

import { readFileSync } from 'node:fs';
import * as z from 'zod/v4';
import dataFiles from '../core/data-file.cjs';
import { ANNOTATIONS, type ToolContext, type ToolDefinition } from './define.js';
import { icon, type Icon } from './icons.js';
import { VALIDATED_KEYWORDS, type InputSchema } from './validate.js';
import { viewToolMeta } from './views.js';

/** What tools/list says about one tool. */
export interface ListedTool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  readonly icons: readonly Icon[];
  readonly annotations: typeof ANNOTATIONS;
  readonly outputSchema?: JsonSchema;
  /** For a tool with a view: where its view is (./views.ts). Clients hand the model name, description and input schema only. */
  readonly _meta?: Record<string, unknown>;
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
 * error, and said in the description where a model needs them). Within what every client and model
 * provider accepts (README.md, "Clients and model providers"): no type unions, and every input object says
 * `additionalProperties: false` (OpenAI's strict mode needs it; Meridian refuses unknown arguments
 * anyway). Output schemas keep to Gemini's subset: `enum` for `const`, no `propertyNames`.
 */
const UNLISTED_KEYWORDS = new Set(['maxLength', 'minItems', 'maxItems']);
const UNLISTED_OUTPUT_KEYWORDS = new Set(['propertyNames']);

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
    for (const [k, v] of Object.entries(node)) {
      if (UNLISTED_KEYWORDS.has(k) || (io === 'output' && UNLISTED_OUTPUT_KEYWORDS.has(k))) continue;
      if (k === 'const') out.enum = [v];
      else out[k] = lean(v);
    }
    if (io === 'input' && out.type === 'object' && out.properties) out.additionalProperties = false;
    return out;
  };
  const { type: _type, ...rest } = lean(json) as Record<string, unknown>;
  return { type: 'object', ...rest };
}

/** Stands for the local zone in listings computed before the local zone is known (at build time). */
export const LOCAL_ZONE_PLACEHOLDER = '@@LOCAL_ZONE@@';

/** A tool's full listing (outputSchema included), from its zod schemas. */
export function computeListing(def: ToolDefinition, input: z.ZodObject): FullListing {
  return {
    name: def.name,
    title: def.title,
    description: def.description,
    inputSchema: listedJsonSchema(input, 'input'),
    icons: [icon(def.icon ?? 'clock')],
    annotations: ANNOTATIONS,
    outputSchema: listedJsonSchema(def.output, 'output'),
    ...(def.view ? { _meta: viewToolMeta(def.view) } : {}),
  };
}

/** A listing with its outputSchema. */
export type FullListing = ListedTool & { readonly outputSchema: JsonSchema };

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
      if (!VALIDATED_KEYWORDS.has(k))
        throw new Error(
          `${where}: the argument validator does not check "${k}"; teach src/tools/validate.ts or leave it out of the schema`,
        );
      if (k === 'type' && typeof v !== 'string')
        throw new Error(`${where}: the argument validator takes one type name, not ${JSON.stringify(v)}`);
      out[k] =
        k === 'properties'
          ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, bare(s, `${where}.${p}`)]))
          : k === 'enum' || k === 'required'
            ? v
            : bare(v, `${where}.${k}`);
    }
    return out;
  };
  return bare(json, 'input') as InputSchema;
}

// The build (scripts/build.mjs, scripts/listing.ts) converts every tool's zod schemas once: the
// listing without its outputSchema (with LOCAL_ZONE_PLACEHOLDER for the local zone) and the input
// schema the validator reads, each as JSON text, and the outputSchemas, as a data file read only for
// --output-schemas. So the bundle never converts a schema, and never loads zod at all for its own
// tools (the build gives src/ an inert stand-in for it: scripts/build.mjs). The texts are string
// literals, which V8 only scans at start-up: tools/list joins the listings' texts as they are, and a
// tool's first call parses its own input schema. Absent when running from source.
declare const __meridianSchemas: Readonly<Record<string, { readonly listing: string; readonly input: string }>> | undefined;
const PRECOMPUTED = typeof __meridianSchemas === 'undefined' ? undefined : __meridianSchemas;
let outputSchemas: Readonly<Record<string, JsonSchema>> | undefined;
const OUTPUT_SCHEMAS = (): Readonly<Record<string, JsonSchema>> =>
  (outputSchemas ??= JSON.parse(readFileSync(dataFiles.dataFile('output-schemas.json'), 'utf8')));

/** A tool ready to serve on one server: the input schema its calls are checked against, and its listing. */
export interface ServedTool {
  readonly def: ToolDefinition;
  readonly schema: InputSchema;
  listing(): ListedTool;
  /** JSON.stringify(listing()), as tools/list writes it. */
  listingJson(): string;
}

export function serveTools(tools: readonly ToolDefinition[], ctx: ToolContext, options: ListingOptions = {}): ServedTool[] {
  const local = (text: string) => text.replaceAll(LOCAL_ZONE_PLACEHOLDER, JSON.stringify(ctx.localZone).slice(1, -1));
  return tools.map((def) => {
    const precomputed = PRECOMPUTED?.[def.name];
    let schema: InputSchema | undefined;
    let listed: ListedTool | undefined;
    let json: string | undefined;
    const listing = (): ListedTool => {
      if (!listed) {
        if (precomputed) {
          const rest = JSON.parse(local(precomputed.listing)) as ListedTool;
          // outputSchema goes where computeListing puts it: before _meta.
          const { _meta, ...head } = rest;
          listed = options.outputSchemas ? { ...head, outputSchema: OUTPUT_SCHEMAS()[def.name]!, ...(_meta ? { _meta } : {}) } : rest;
        } else {
          const full = computeListing(def, def.input(ctx));
          const { outputSchema, ...rest } = full;
          listed = options.outputSchemas ? full : rest;
        }
      }
      return listed;
    };
    return {
      def,
      get schema() {
        return (schema ??= precomputed ? (JSON.parse(precomputed.input) as InputSchema) : inputJsonSchema(def.input(ctx)));
      },
      listing,
      listingJson() {
        return (json ??= precomputed && !options.outputSchemas ? local(precomputed.listing) : JSON.stringify(listing()));
      },
    };
  });
}
