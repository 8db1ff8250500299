// A tool is one defineTool() literal: name, title, description, schemas, a pure handler, and how it
// words the domain's errors for its own arguments. The adapter that runs it is tools/run.ts; what
// tools/list says about it is tools/listing.ts.

import type * as z from 'zod/v4';
import type { InputError, InputErrorCode } from '../core/errors.js';
import type { Clock } from '../time/clock.js';
import type { TzDatabase } from '../tzdb/database.js';
import type { IconName } from './icons.js';
import type { ViewName } from './views.js';

/** What every handler may use; nothing else reaches a tool. */
export interface ToolContext {
  readonly clock: Clock;
  readonly db: TzDatabase;
  /** IANA name of the local zone (the default for omitted zone arguments). */
  readonly localZone: string;
}

/** Sentences a tool gives for some error codes, from the error's field and facts, in place of the domain's default. */
export type Wording = Partial<Record<InputErrorCode, (e: InputError) => string>>;

export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Built per server, so descriptions can name the local zone. */
  readonly input: (ctx: ToolContext) => I;
  readonly output: O;
  /**
   * The arguments arrive as JSON checked against the input's JSON Schema (tools/run.ts), not parsed
   * by zod: hence z.input. A method, so that a list of tools with different arguments needs no cast.
   */
  handler(args: z.input<I>, ctx: ToolContext): z.output<O>;
  readonly wording?: Wording;
  /**
   * Calls that are always cheap (their worst case under the tool's limits well under a millisecond,
   * measured by `npm run bench:worst-case`) run on the event loop, not in the worker pool: `true`
   * for every call, or a test of the raw arguments (not yet checked against the schema) for the
   * calls that are.
   */
  readonly inline?: true | ((args: unknown) => boolean);
  /** Its icon in clients that show one; default the clock. */
  readonly icon?: IconName;
  /** The view (./views.ts) hosts that show MCP Apps draw its answers in; its data comes with `withView` (./run.ts). */
  readonly view?: ViewName;
}

export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(def: ToolDefinition<I, O>): ToolDefinition<I, O> {
  return def;
}

/**
 * Pure time tools: they read nothing but the clock and the tz data, and change nothing.
 * destructiveHint and idempotentHint are left out: the MCP specification gives them meaning only
 * when readOnlyHint is false, and every tools/list would pay for them in tokens.
 */
export const ANNOTATIONS = { readOnlyHint: true, openWorldHint: false } as const;

/** Does this call run on the event loop (see `inline`)? */
export function runsInline(def: Pick<ToolDefinition, 'inline'>, args: unknown): boolean {
  return def.inline === true || (def.inline !== undefined && def.inline(args));
}
