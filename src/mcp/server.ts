// createServer(deps): one MCP server (the official SDK's) with Meridian's tools, built from injected
// parts (clock, tz database, local zone, the served tools) so tests can build as many as they like
// with a frozen clock. Streamable HTTP builds one per request, as the SDK's stateless handler
// requires: the tools' schemas and listings are prepared once, before (tools/listing.ts), so a
// server is cheap to build.
//
// The SDK lists and validates nothing itself: each tool is registered with a pass-through schema
// that carries Meridian's own listing (tools/list must be byte-identical to the lean stdio session's)
// and runTool() checks the arguments, so a bad call gets the same sentence on every transport.

import { McpServer, ProtocolError, ResourceNotFoundError } from '@modelcontextprotocol/server';
import type { ToolContext } from '../tools/define.js';
import type { JsonSchema, ServedTool } from '../tools/listing.js';
import { answerCatalog, CATALOG_METHODS, RESOURCE_NOT_FOUND, RpcError } from './catalog.js';
import { callToolResult, isPoolError, UNAVAILABLE, type CallTiming } from './execute.js';
import { CAPABILITIES, instructionsFor, SERVER_INFO } from './identity.js';
import type { WorkerPool } from './pool.js';

/** What a server (either way of answering a session) is built from. */
export interface ServerDeps extends ToolContext {
  /** The tools to serve, prepared once (tools/listing.ts serveTools). */
  readonly tools: readonly ServedTool[];
  /** Called with any exception a tool did not expect (a bug); the call still gets an isError answer. */
  readonly onBug: (error: unknown) => void;
  /** Where calls that may be costly run (./pool.ts); absent, every call runs inline. */
  readonly pool?: WorkerPool;
  /** The deadline of a pooled call, ms (--request-timeout). */
  readonly callTimeoutMs?: number;
}

/** Who a server built for one request or session serves: the pool's client, the deadline, the caller's abort. */
export interface ServingScope {
  readonly client: string;
  /** performance.now() past which a call gets no answer. */
  readonly deadline: number;
  readonly signal?: AbortSignal;
  /** Filled with the pooled calls' wait and run times, for the request log. */
  readonly timing?: CallTiming;
}

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

const HOUR = { ttlMs: 3_600_000, cacheScope: 'public' } as const;

/** An SDK server answering `deps.tools` and the catalog, as the lean session does; `scope` says for whom (default: one stdio session). */
export function createServer(deps: ServerDeps, scope?: ServingScope): McpServer {
  const server = new McpServer(SERVER_INFO, {
    capabilities: CAPABILITIES,
    instructions: instructionsFor(deps),
    // The lists only change with a new release or configuration: clients may cache them. A read is
    // the time now, fresh every time.
    cacheHints: {
      'tools/list': HOUR,
      'server/discover': HOUR,
      'resources/list': HOUR,
      'resources/templates/list': HOUR,
      'prompts/list': HOUR,
      'resources/read': { ttlMs: 0, cacheScope: 'public' },
    },
  });
  for (const method of CATALOG_METHODS) {
    // The SDK's handler types are per method; the catalog's results are the spec's shapes.
    (server.server.setRequestHandler as (m: string, h: (request: { params?: Record<string, unknown> }) => Promise<object>) => void)(
      method,
      async (request) => {
        try {
          return await answerCatalog(deps, method, request.params);
        } catch (e) {
          if (!(e instanceof RpcError)) throw e;
          if (e.code === RESOURCE_NOT_FOUND) throw new ResourceNotFoundError(e.uri ?? '', e.message);
          throw new ProtocolError(e.code, e.message);
        }
      },
    );
  }
  for (const tool of deps.tools) {
    const listed = tool.listing();
    // The SDK's overloads type a handler's arguments from the schema; ours are checked in runTool.
    (
      server.registerTool as (
        name: string,
        config: object,
        cb: (args: unknown, ctx: { mcpReq?: { signal?: AbortSignal } }) => object,
      ) => unknown
    )(
      listed.name,
      {
        title: listed.title,
        description: listed.description,
        inputSchema: listedAs(listed.inputSchema),
        ...(listed.outputSchema ? { outputSchema: listedAs(listed.outputSchema) } : {}),
        annotations: listed.annotations,
        icons: listed.icons,
        ...(listed._meta ? { _meta: listed._meta } : {}),
      },
      async (args: unknown, ctx: { mcpReq?: { signal?: AbortSignal } }) => {
        const timeoutMs = scope ? Math.max(0, scope.deadline - performance.now()) : (deps.callTimeoutMs ?? 10_000);
        const signal = scope?.signal ?? ctx.mcpReq?.signal;
        try {
          return await callToolResult(
            deps,
            tool,
            args,
            { client: scope?.client ?? 'stdio', timeoutMs, ...(signal ? { signal } : {}) },
            scope?.timing,
          );
        } catch (e) {
          if (isPoolError(e)) throw new ProtocolError(UNAVAILABLE, e.message);
          throw e;
        }
      },
    );
  }
  return server;
}
