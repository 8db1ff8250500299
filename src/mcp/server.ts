// createServer(deps): one MCP server (the official SDK's) with Meridian's tools, built from injected
// parts (clock, tz database, local zone) so tests can build as many as they like with a frozen clock.
// serverFactory(deps): the same, for transports that build a server per request or connection.
//
// The SDK lists and validates nothing itself: each tool is registered with a pass-through schema
// that carries Meridian's own listing (tools/list must be byte-identical to the lean stdio session's)
// and runTool() checks the arguments, so a bad call gets the same sentence on every transport.

import { McpServer } from '@modelcontextprotocol/server';
import { CAPABILITIES, instructionsFor, SERVER_INFO } from './identity.js';
import { runTool, serveTools, type JsonSchema, type ListingOptions, type ServedTool, type ToolContext, type ToolDefinition } from '../tools/define.js';
import { TOOLS } from '../tools/index.js';

export interface ServerDeps extends ToolContext, ListingOptions {
  /** Called with any exception a tool did not expect (a bug); the call still gets an isError answer. */
  readonly onBug?: (error: unknown) => void;
  /** Defaults to every tool. */
  readonly tools?: readonly ToolDefinition[];
}

export { instructionsFor };

/** A Standard Schema that accepts anything and lists as `json`: validation happens in runTool. */
function listedAs(json: JsonSchema) {
  return {
    '~standard': {
      version: 1 as const,
      vendor: 'meridian',
      validate: (value: unknown) => ({ value }),
      jsonSchema: { input: () => json, output: () => json },
    },
  };
}

function buildServer(deps: ServerDeps, served: readonly ServedTool[]): McpServer {
  const server = new McpServer(SERVER_INFO, {
    capabilities: CAPABILITIES,
    instructions: instructionsFor(deps),
    // The tool list only changes with a new release or configuration: clients may cache it.
    cacheHints: { 'tools/list': { ttlMs: 3_600_000, cacheScope: 'public' }, 'server/discover': { ttlMs: 3_600_000, cacheScope: 'public' } },
  });
  const onBug = deps.onBug ?? (() => {});
  for (const tool of served) {
    const listed = tool.listing();
    // The SDK's overloads type a handler's arguments from the schema; ours are checked in runTool.
    (server.registerTool as (name: string, config: object, cb: (args: unknown) => object) => unknown)(
      listed.name,
      {
        title: listed.title,
        description: listed.description,
        inputSchema: listedAs(listed.inputSchema),
        ...(listed.outputSchema ? { outputSchema: listedAs(listed.outputSchema) } : {}),
        annotations: listed.annotations,
      },
      (args: unknown) => runTool(tool.def, args, deps, onBug, tool.schema),
    );
  }
  return server;
}

export function createServer(deps: ServerDeps): McpServer {
  return buildServer(deps, serveTools(deps.tools ?? TOOLS, deps, deps));
}

/**
 * A cheap factory for per-request servers (Streamable HTTP builds one per request, as the SDK's
 * stateless handler requires). The tools' schemas and listings depend only on `deps`, so they are
 * built once here instead of on every request.
 */
export function serverFactory(deps: ServerDeps): () => McpServer {
  const served = serveTools(deps.tools ?? TOOLS, deps, deps);
  return () => buildServer(deps, served);
}
