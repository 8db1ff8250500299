// The lean MCP session: an initialize-era session (protocol 2024-10-07 … 2025-11-25, which every
// client in use today speaks) answered without the official SDK. It is what a stdio session costs
// at start-up and per call: the SDK's module graph takes longer to load than Node itself takes to
// start, and its per-message validation costs more than Meridian's tools (BENCHMARKS.md). A session
// that opens any other way (the 2026-07-28 era) goes to the SDK, loaded on demand, and HTTP always
// does. Both answer from the same served tools through the same runTool(), and test/e2e-stdio
// drives this one with the SDK's own client.
//
// Scope: initialize, ping, tools/list, tools/call, the resources, prompts and completions of
// ./catalog.ts, and notifications (ignored: every answer is synchronous, so there is nothing to
// cancel or report progress on). Any other method is -32601, as the SDK answers it.

import type { ServedTool } from '../tools/listing.js';
import { runTool } from '../tools/run.js';
import { answerCatalog, isCatalogMethod, RpcError } from './catalog.js';
import { CAPABILITIES, instructionsFor, SERVER_INFO } from './identity.js';
import type { ServerDeps } from './server.js';

/** The initialize-era protocol versions, newest first (the SDK's, checked by ./session.test.ts). */
export const INITIALIZE_ERA_VERSIONS: readonly string[] = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

type Id = string | number;

/** Is this opening message an initialize request (so the session is one this module answers)? */
export function opensLeanSession(message: unknown): boolean {
  return isObject(message) && message.method === 'initialize' && message.id !== undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function result(id: Id, value: unknown): string {
  return JSON.stringify({ jsonrpc: '2.0', id, result: value });
}

function error(id: Id | null, code: number, message: string, data?: unknown): string {
  return JSON.stringify({ jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } });
}

export class LeanSession {
  private readonly byName: Map<string, ServedTool>;
  private listing: string | undefined;

  constructor(private readonly deps: ServerDeps) {
    this.byName = new Map(deps.tools.map((t) => [t.def.name, t]));
  }

  /** The answer (one JSON-RPC line, without its newline) to one parsed message, or undefined when none is due. */
  handle(message: unknown): string | undefined {
    if (!isObject(message)) return error(null, -32600, 'Invalid Request: send one JSON-RPC message object per line (batches are not part of MCP).');
    const { id, method, params } = message;
    if (method === undefined && ('result' in message || 'error' in message)) return undefined; // a client's response: we never ask
    if (id === undefined) return undefined; // a notification: initialized, cancelled, progress, roots…
    if ((typeof id !== 'string' && typeof id !== 'number') || message.jsonrpc !== '2.0' || typeof method !== 'string')
      return error(typeof id === 'string' || typeof id === 'number' ? id : null, -32600, 'Invalid Request: a request has "jsonrpc": "2.0", an "id" and a "method".');
    if (params !== undefined && !isObject(params)) return error(id, -32602, `Invalid params for ${method}: params must be an object.`);
    switch (method) {
      case 'initialize':
        return this.initialize(id, params);
      case 'ping':
        return result(id, {});
      case 'tools/list':
        // The same every time: serialized once.
        this.listing ??= JSON.stringify({ tools: this.deps.tools.map((t) => t.listing()) });
        return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${this.listing}}`;
      case 'tools/call':
        return this.call(id, params);
      default:
        if (isCatalogMethod(method)) {
          try {
            return result(id, answerCatalog(this.deps, method, params));
          } catch (e) {
            if (e instanceof RpcError) return error(id, e.code, e.message, e.uri === undefined ? undefined : { uri: e.uri });
            throw e;
          }
        }
        return error(id, -32601, 'Method not found');
    }
  }

  private initialize(id: Id, params: Record<string, unknown> | undefined): string {
    const info = params?.clientInfo;
    if (typeof params?.protocolVersion !== 'string' || !isObject(params.capabilities) || !isObject(info) || typeof info.name !== 'string' || typeof info.version !== 'string')
      return error(id, -32602, 'Invalid params for initialize: protocolVersion (string), capabilities (object) and clientInfo ({name, version}) are required.');
    const requested = params.protocolVersion;
    return result(id, {
      protocolVersion: INITIALIZE_ERA_VERSIONS.includes(requested) ? requested : INITIALIZE_ERA_VERSIONS[0],
      capabilities: CAPABILITIES,
      serverInfo: SERVER_INFO,
      instructions: instructionsFor(this.deps),
    });
  }

  private call(id: Id, params: Record<string, unknown> | undefined): string {
    const name = params?.name;
    if (typeof name !== 'string') return error(id, -32602, 'Invalid params for tools/call: "name" (string) is required.');
    const args = params!.arguments;
    if (args !== undefined && !isObject(args)) return error(id, -32602, `Invalid params for tools/call: "arguments" must be an object.`);
    const tool = this.byName.get(name);
    if (!tool) return error(id, -32602, `Tool ${name} not found`);
    return result(id, runTool(tool.def, args ?? {}, this.deps, this.deps.onBug, tool.schema));
  }
}
