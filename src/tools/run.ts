// runTool() is the one adapter from a handler's plain result (or InputError) to an MCP tool result:
// structuredContent plus a compact JSON text mirror (then any embedded resources the handler
// attached with withResources, such as an .ics file; and in `_meta` the data it attached for its
// view with withView), or isError with one sentence. Every way of calling a tool goes through it
// (stdio, HTTP, the command line).

import { Interrupted } from '../core/checkpoint.js';
import { InputError, oneLine } from '../core/errors.js';
import type { ToolContext, ToolDefinition } from './define.js';
import { fitsAsIs, problems, unknownKeys, withoutNulls, type InputSchema } from './validate.js';
import { VIEW_DATA_KEY } from './views.js';

/** A file a tool hands back beside its answer (MCP's embedded resource), such as an .ics calendar. */
export interface EmbeddedResource {
  readonly uri: string;
  readonly mimeType: string;
  readonly text: string;
}

/** Where a handler's result carries its resources: a symbol, so they stay out of structuredContent and its JSON text. */
const RESOURCES = Symbol('meridian.resources');

/** A handler's result with resources attached; runTool puts them in `content` after the text. */
export function withResources<T extends object>(out: T, resources: readonly EmbeddedResource[]): T {
  return resources.length ? Object.assign(out, { [RESOURCES]: resources }) : out;
}

/** Where a handler's result carries its view's data: a symbol, for the same reason. */
const VIEW_DATA = Symbol('meridian.view');

/**
 * A handler's result with the data its view draws from (./views.ts) attached; runTool puts it in the
 * result's `_meta`, which hosts hand the view and clients do not hand the model.
 */
export function withView<T extends object>(out: T, data: Record<string, unknown>): T {
  return Object.assign(out, { [VIEW_DATA]: data });
}

type Content = { type: 'text'; text: string } | { type: 'resource'; resource: EmbeddedResource };

export type ToolResult =
  | { content: [{ type: 'text'; text: string }, ...Content[]]; structuredContent: Record<string, unknown>; _meta?: Record<string, unknown> }
  | { content: [{ type: 'text'; text: string }]; isError: true };

/**
 * What is wrong with a call's arguments, as one sentence that says what to change, or undefined.
 * Keys the tool does not take come first: they usually explain the rest ("timeZone" for "timezone").
 */
function argumentProblem(toolName: string, args: unknown, schema: InputSchema): InputError | undefined {
  const unknown = unknownKeys(schema, args);
  if (unknown.length > 0) {
    const names = unknown.map((u) => JSON.stringify(u.path ? `${u.path}.${u.key}` : u.key)).join(', ');
    const head = `Unknown argument${unknown.length > 1 ? 's' : ''} ${names} for ${toolName}`;
    if (unknown.every((u) => u.nearest !== undefined))
      return new InputError('arguments.unknown', `${head}; did you mean ${unknown.map((u) => JSON.stringify(u.nearest)).join(', ')}?`);
    const where = [...new Set(unknown.map((u) => u.path))];
    const takes = where.map((path) => `${path ? `${path} takes` : 'it takes'} ${unknown.find((u) => u.path === path)!.known.join(', ')}`);
    return new InputError('arguments.unknown', `${head}; ${takes.join('; ')}.`);
  }
  const found = problems(schema, args);
  if (found.length === 0) return undefined;
  return new InputError(
    'arguments.invalid',
    `Invalid arguments for ${toolName}: ${found.map((p) => `${p.path || '(arguments)'}: ${p.message}`).join('; ')}.`,
  );
}

/** The most bytes one answer's JSON text may have; a call that would give more is told how to page. */
export const MAX_ANSWER_BYTES = 1_000_000;

/** The answer's JSON text, or an InputError that says how to ask for less when it and the files `attached` to it (.ics) are over MAX_ANSWER_BYTES. */
function answerText(out: Record<string, unknown>, attached = ''): string {
  const text = JSON.stringify(out);
  // Cheap test first: a string's UTF-8 size is at most three bytes per UTF-16 unit.
  if ((text.length + attached.length) * 3 <= MAX_ANSWER_BYTES) return text;
  const bytes = Buffer.byteLength(text) + Buffer.byteLength(attached);
  if (bytes <= MAX_ANSWER_BYTES) return text;
  const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
  const items = Math.max(0, ...Object.values(out).map((v) => (Array.isArray(v) ? v.length : 0)));
  const how =
    items > 1
      ? `this call gives ${items} items: ask for at most ${Math.max(1, Math.floor((items * MAX_ANSWER_BYTES * 0.9) / bytes))} per call and send the rest in further calls`
      : 'ask for less in one call (fewer zones, a shorter range)';
  throw new InputError(
    'answer.too-large',
    `The answer would be ${grouped(bytes)} bytes, over the ${grouped(MAX_ANSWER_BYTES)} one call may return; ${how}.`,
    undefined,
    { bytes: String(bytes) },
  );
}

/** The sentence a tool answers an InputError with: its own wording for the code, else the domain's. */
export function errorText(tool: ToolDefinition, e: InputError): string {
  const word = tool.wording?.[e.code];
  return word ? oneLine(word(e)) : e.message;
}

/**
 * Runs a handler and shapes its outcome as an MCP tool result. Given the tool's input `schema`, it
 * first takes out the nulls of optional arguments (null means "not given") and checks the rest
 * against it, so a badly typed call, or one with an argument the tool does not take, gets the same
 * isError sentence everywhere.
 */
export function runTool(
  tool: ToolDefinition,
  args: unknown,
  ctx: ToolContext,
  onBug: (e: unknown) => void,
  schema?: InputSchema,
): ToolResult {
  try {
    let input: unknown = args ?? {}; // a call without arguments has none
    if (schema && !fitsAsIs(schema, input)) {
      input = withoutNulls(schema, input);
      const problem = argumentProblem(tool.name, input, schema);
      if (problem) throw problem;
    }
    const out = tool.handler(input as never, ctx) as Record<string | symbol, unknown>;
    const resources = out[RESOURCES] as readonly EmbeddedResource[] | undefined;
    const view = out[VIEW_DATA] as Record<string, unknown> | undefined;
    if (!resources && !view)
      return {
        content: [{ type: 'text', text: answerText(out as Record<string, unknown>) }],
        structuredContent: out as Record<string, unknown>,
      };
    // The answer without what rides beside it (a spread copies the symbol keys too).
    const plain: Record<string, unknown> = { ...(out as Record<string, unknown>) };
    delete (plain as Record<symbol, unknown>)[RESOURCES];
    delete (plain as Record<symbol, unknown>)[VIEW_DATA];
    // `_meta` first, where the SDK's server writes it: both ways of answering give the same bytes.
    const meta = view ? { _meta: { [VIEW_DATA_KEY]: view } } : {};
    if (!resources) return { ...meta, content: [{ type: 'text', text: answerText(plain) }], structuredContent: plain };
    const text = answerText(plain, JSON.stringify(resources));
    return {
      ...meta,
      content: [{ type: 'text', text }, ...resources.map((resource) => ({ type: 'resource' as const, resource }))],
      structuredContent: plain,
    };
  } catch (e) {
    if (e instanceof InputError) return { content: [{ type: 'text', text: errorText(tool, e) }], isError: true };
    if (e instanceof Interrupted) throw e; // the call was given up on: no answer (mcp/worker.ts)
    onBug(e);
    const why = e instanceof Error ? e.message : String(e);
    return { content: [{ type: 'text', text: `Internal error in ${tool.name} (a Meridian bug, not your input): ${why}` }], isError: true };
  }
}

/**
 * runTool's result as JSON text, byte for byte JSON.stringify(runTool(...)): a plain answer's text is
 * already its structuredContent's JSON, so it is written as it is rather than serialized again.
 */
export function runToolJson(
  tool: ToolDefinition,
  args: unknown,
  ctx: ToolContext,
  onBug: (e: unknown) => void,
  schema?: InputSchema,
): string {
  const result = runTool(tool, args, ctx, onBug, schema);
  if ('structuredContent' in result && result.content.length === 1 && result._meta === undefined) {
    const { text } = result.content[0];
    return `{"content":[{"type":"text","text":${JSON.stringify(text)}}],"structuredContent":${text}}`;
  }
  return JSON.stringify(result);
}
