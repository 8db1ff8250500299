// A tool is one defineTool() literal: name, title, description, schemas and a pure handler.
// registerTool() is the one adapter from a handler's plain result (or ToolInputError) to an MCP
// tool result: structuredContent plus a compact JSON text mirror, or isError with one sentence.

import type { McpServer } from '@modelcontextprotocol/server';
import type * as z from 'zod/v4';
import type { Clock } from '../clock.js';
import { ToolInputError } from '../errors.js';
import type { TzDatabase } from '../tzdb/database.js';

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

/** Pure time tools: they read nothing but the clock and the tz data, and change nothing. */
const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export type ToolResult =
  | { content: [{ type: 'text'; text: string }]; structuredContent: Record<string, unknown> }
  | { content: [{ type: 'text'; text: string }]; isError: true };

/** Runs a handler and shapes its outcome as an MCP tool result. */
export function runTool(tool: ToolDefinition, args: unknown, ctx: ToolContext, onBug: (e: unknown) => void): ToolResult {
  try {
    const out = tool.handler(args as never, ctx) as Record<string, unknown>;
    return { content: [{ type: 'text', text: JSON.stringify(out) }], structuredContent: out };
  } catch (e) {
    if (e instanceof ToolInputError) return { content: [{ type: 'text', text: e.message }], isError: true };
    onBug(e);
    const why = e instanceof Error ? e.message : String(e);
    return { content: [{ type: 'text', text: `Internal error in ${tool.name} (a Meridian bug, not your input): ${why}` }], isError: true };
  }
}

export function registerTool(server: McpServer, tool: ToolDefinition, ctx: ToolContext, onBug: (e: unknown) => void): void {
  server.registerTool(
    tool.name,
    { title: tool.title, description: tool.description, inputSchema: tool.input(ctx), outputSchema: tool.output, annotations: ANNOTATIONS },
    (args: unknown) => runTool(tool, args, ctx, onBug),
  );
}
