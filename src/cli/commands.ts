// The command-line subcommands: `meridian-mcp tools` lists the tools, `meridian-mcp call TOOL ...`
// runs one tool once, through the same adapter the MCP server uses. Pure: cli/main.ts does the printing.

import type { ToolContext, ToolDefinition } from '../tools/define.js';
import type { ServedTool } from '../tools/listing.js';
import { runTool } from '../tools/run.js';
import type { InputSchema } from '../tools/validate.js';

export interface CommandOutcome {
  /** 0: answered; 1: the tool refused the call (isError) or its arguments; 2: no such tool. */
  readonly code: 0 | 1 | 2;
  readonly stdout: string;
  readonly stderr: string;
}

/** The first sentence of a description: what the tool answers. */
function firstSentence(text: string): string {
  return /^.*?\.(?=\s|$)/.exec(text)?.[0] ?? text;
}

/** One line per tool: its name and what it answers. */
export function listTools(tools: readonly ToolDefinition[]): string {
  const width = Math.max(...tools.map((t) => t.name.length));
  return tools.map((t) => `${t.name.padEnd(width)}  ${firstSentence(t.description)}\n`).join('');
}

/** Whether a property takes only text (then its value is never JSON-parsed). */
function acceptsOnlyString(prop: InputSchema | undefined): boolean {
  return prop?.type === 'string' && prop.anyOf === undefined;
}

/**
 * Arguments from the command line: one JSON object, or key=value words. A value is read as JSON
 * (a number, true, a list) unless its argument only takes text; otherwise it stays a string.
 */
export function parseCallArgs(words: readonly string[], schema: InputSchema): Record<string, unknown> | string {
  if (words.length === 1 && words[0]!.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(words[0]!);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    return `Arguments "${words[0]}" are not a JSON object; pass '{"timezone":"Asia/Tokyo"}' or timezone=Asia/Tokyo.`;
  }
  const props = schema.properties ?? {};
  const args: Record<string, unknown> = {};
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq <= 0) return `Argument "${word}" is not key=value; e.g. timezone=Asia/Tokyo.`;
    const key = word.slice(0, eq);
    const raw = word.slice(eq + 1);
    let value: unknown = raw;
    if (!acceptsOnlyString(props[key])) {
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw;
      }
    }
    args[key] = value;
  }
  return args;
}

/** Runs `name` once with the words as arguments; `pretty` indents the JSON (for a terminal). */
export function callTool(
  tools: readonly ServedTool[],
  ctx: ToolContext,
  name: string,
  words: readonly string[],
  pretty: boolean,
): CommandOutcome {
  const tool = tools.find((t) => t.def.name === name);
  if (!tool) return { code: 2, stdout: '', stderr: `Unknown tool "${name}": choose from ${tools.map((t) => t.def.name).join(', ')}.\n` };
  const args = parseCallArgs(words, tool.schema);
  if (typeof args === 'string') return { code: 1, stdout: '', stderr: `${args}\n` };
  let bug = '';
  const result = runTool(tool.def, args, ctx, (e) => (bug = e instanceof Error ? (e.stack ?? e.message) : String(e)), tool.schema);
  if ('isError' in result) return { code: 1, stdout: '', stderr: `${result.content[0].text}\n${bug ? bug + '\n' : ''}` };
  return { code: 0, stdout: JSON.stringify(result.structuredContent, null, pretty ? 2 : undefined) + '\n', stderr: '' };
}
