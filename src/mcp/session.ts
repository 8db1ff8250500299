// The lean MCP session: an initialize-era session (protocol 2024-10-07 … 2025-11-25, which every
// client in use today speaks) answered without the official SDK. It is what a stdio session costs
// at start-up and per call: the SDK's module graph takes longer to load than Node itself takes to
// start, and its per-message validation costs more than Meridian's tools (BENCHMARKS.md). A session
// that opens any other way (the 2026-07-28 era) goes to the SDK, loaded on demand, and so does
// HTTP but for its hot path: one plain initialize-era tools/call (leanHttpCall, at the end, which
// ./http.ts answers). Both answer from the same served tools through the same runTool();
// test/e2e-stdio drives this one with the SDK's own client, and test/http-lean holds the HTTP
// answers to the SDK's bytes.
//
// Scope: initialize, ping, tools/list, tools/call, the resources, prompts and completions of
// ./catalog.ts, and notifications (notifications/cancelled stops a call still in the worker pool;
// the others need nothing). Any other method is -32601, as the SDK answers it. A batch (a JSON
// array) is answered only in protocol 2025-03-26, the one version that has them; each of its calls
// counts against the pool's limits like any other.
//
// An answer is a string, or a promise of a line for a call that runs in the worker pool
// (./execute.ts) and for the session's first catalog request (./catalog.ts loads the resources and
// prompts then): a cheap call is answered at once, a pooled one when its worker is done, so answers
// may come out of order, as JSON-RPC allows. A pooled call's line is UTF-8 bytes: the worker's
// answer, copied once by the pool into the envelope given with the job (./pool.ts Frame), never
// decoded into a string here.

import type { ServedTool } from '../tools/listing.js';
import { answerCatalog, isCatalogMethod, RpcError } from './catalog.js';
import { callTool, isPoolError, runsHere, UNAVAILABLE, utf8 } from './execute.js';
import { CAPABILITIES, instructionsFor, SERVER_INFO } from './identity.js';
import type { ServerDeps } from './server.js';

/** The initialize-era protocol versions, newest first (the SDK's, checked by ./session.test.ts). */
export const INITIALIZE_ERA_VERSIONS: readonly string[] = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

export type Id = string | number;

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

/** The one protocol version with JSON-RPC batches. */
const BATCH_VERSION = '2025-03-26';

/** One JSON-RPC line without its newline: text, or UTF-8 bytes for a pooled call's answer. */
export type Line = string | Uint8Array;

export type Answer = string | Promise<Line | undefined> | undefined;

const CLOSE = Buffer.from('}');
const asText = (line: Line): string => (typeof line === 'string' ? line : utf8(line));

/** How a session's pooled calls are identified and bounded. */
export interface SessionOptions {
  /** The session's name among the pool's clients. */
  readonly client: string;
  /** Per-call deadline in ms (--request-timeout). */
  readonly callTimeoutMs: number;
}

export const DEFAULT_SESSION: SessionOptions = { client: 'stdio', callTimeoutMs: 10_000 };

export class LeanSession {
  private readonly byName: Map<string, ServedTool>;
  private listing: string | undefined;
  private version: string | undefined;
  /** Pooled calls still running, by request id, for notifications/cancelled. */
  private readonly running = new Map<Id, AbortController>();

  constructor(
    private readonly deps: ServerDeps,
    private readonly options: SessionOptions = DEFAULT_SESSION,
  ) {
    this.byName = new Map(deps.tools.map((t) => [t.def.name, t]));
  }

  /** The answer (one JSON-RPC line, without its newline) to one parsed message, a promise of it, or undefined when none is due. */
  handle(message: unknown): Answer {
    if (Array.isArray(message)) return this.batch(message);
    if (!isObject(message)) return error(null, -32600, 'Invalid Request: send one JSON-RPC message object per line.');
    const { id, method, params } = message;
    if (method === undefined && ('result' in message || 'error' in message)) return undefined; // a client's response: we never ask
    if (id === undefined) {
      // A notification: initialized, progress, roots… need nothing; cancelled stops a pooled call.
      if (method === 'notifications/cancelled' && isObject(params)) this.running.get(params.requestId as Id)?.abort();
      return undefined;
    }
    if ((typeof id !== 'string' && typeof id !== 'number') || message.jsonrpc !== '2.0' || typeof method !== 'string')
      return error(
        typeof id === 'string' || typeof id === 'number' ? id : null,
        -32600,
        'Invalid Request: a request has "jsonrpc": "2.0", an "id" and a "method".',
      );
    if (params !== undefined && !isObject(params)) return error(id, -32602, `Invalid params for ${method}: params must be an object.`);
    switch (method) {
      case 'initialize':
        return this.initialize(id, params);
      case 'ping':
        return result(id, {});
      case 'tools/list':
        // The same every time: serialized once.
        this.listing ??= `{"tools":[${this.deps.tools.map((t) => t.listingJson()).join(',')}]}`;
        return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${this.listing}}`;
      case 'tools/call':
        return this.call(id, params);
      default:
        if (isCatalogMethod(method)) {
          const refused = (e: unknown) => {
            if (e instanceof RpcError) return error(id, e.code, e.message, e.uri === undefined ? undefined : { uri: e.uri });
            throw e;
          };
          try {
            const value = answerCatalog(this.deps, method, params);
            return value instanceof Promise ? value.then((v) => result(id, v), refused) : result(id, value);
          } catch (e) {
            return refused(e);
          }
        }
        return error(id, -32601, 'Method not found');
    }
  }

  /** A batch: refused unless the session speaks 2025-03-26; then every element answered, in one array. */
  private batch(messages: unknown[]): Answer {
    if (this.version !== BATCH_VERSION || messages.length === 0) {
      return error(
        null,
        -32600,
        `Invalid Request: send one JSON-RPC message object per line; batches exist only in protocol ${BATCH_VERSION}.`,
      );
    }
    const answers = messages.map((m) =>
      Array.isArray(m) ? error(null, -32600, 'Invalid Request: a batch holds messages, not batches.') : this.handle(m),
    );
    const join = (lines: (Line | undefined)[]) => {
      const given = lines.filter((l): l is Line => l !== undefined);
      return given.length === 0 ? undefined : `[${given.map(asText).join(',')}]`;
    };
    if (answers.every((a) => typeof a !== 'object')) return join(answers as (string | undefined)[]);
    return Promise.all(answers).then(join);
  }

  private initialize(id: Id, params: Record<string, unknown> | undefined): string {
    const info = params?.clientInfo;
    if (
      typeof params?.protocolVersion !== 'string' ||
      !isObject(params.capabilities) ||
      !isObject(info) ||
      typeof info.name !== 'string' ||
      typeof info.version !== 'string'
    )
      return error(
        id,
        -32602,
        'Invalid params for initialize: protocolVersion (string), capabilities (object) and clientInfo ({name, version}) are required.',
      );
    const requested = params.protocolVersion;
    this.version = INITIALIZE_ERA_VERSIONS.includes(requested) ? requested : INITIALIZE_ERA_VERSIONS[0]!;
    return result(id, {
      protocolVersion: this.version,
      capabilities: CAPABILITIES,
      serverInfo: SERVER_INFO,
      instructions: instructionsFor(this.deps),
    });
  }

  private call(id: Id, params: Record<string, unknown> | undefined): Answer {
    const name = params?.name;
    if (typeof name !== 'string') return error(id, -32602, 'Invalid params for tools/call: "name" (string) is required.');
    const args = params!.arguments;
    if (args !== undefined && !isObject(args)) return error(id, -32602, `Invalid params for tools/call: "arguments" must be an object.`);
    const tool = this.byName.get(name);
    if (!tool) return error(id, -32602, `Tool ${name} not found`);
    const open = `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":`;
    const options = { client: this.options.client, timeoutMs: this.options.callTimeoutMs };
    // A call on the event loop needs no way to be stopped (and most calls are: no AbortController for them).
    if (runsHere(this.deps, tool, args ?? {})) return `${open}${callTool(this.deps, tool, args ?? {}, options) as string}}`;
    const abort = new AbortController();
    const answer = callTool(this.deps, tool, args ?? {}, {
      ...options,
      signal: abort.signal,
      frame: { open: Buffer.from(open), close: CLOSE },
    }) as Promise<Uint8Array>;
    this.running.set(id, abort);
    return answer.then(
      (line) => {
        this.running.delete(id);
        return line;
      },
      (e: unknown) => {
        this.running.delete(id);
        if (!isPoolError(e)) throw e;
        // A cancelled request gets no answer (the client said it no longer wants one).
        return e.kind === 'cancelled' ? undefined : error(id, UNAVAILABLE, e.message);
      },
    );
  }
}

const CALL_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);
const CALL_PARAM_KEYS = new Set(['name', 'arguments']);

/** A tools/call Streamable HTTP answers itself (./http.ts), in the SDK's bytes. */
export interface LeanHttpCall {
  readonly id: Id;
  readonly tool: ServedTool;
  readonly args: Record<string, unknown>;
}

/**
 * Streamable HTTP's hot path: a request the SDK would answer the same way, answered without
 * building an SDK server, a web Request and a stream for it. Only the plainest kind qualifies: one
 * initialize-era tools/call (its version in the MCP-Protocol-Version header, nothing in it but
 * jsonrpc, an integer or string id, the method, and params of a served tool's name and arguments).
 * Anything else is undefined and goes to the SDK; test/http-lean holds the two to the same bytes.
 */
export function leanHttpCall(
  byName: ReadonlyMap<string, ServedTool>,
  message: unknown,
  protocolVersion: string | undefined,
): LeanHttpCall | undefined {
  if (protocolVersion === undefined || !INITIALIZE_ERA_VERSIONS.includes(protocolVersion) || !isObject(message)) return undefined;
  const { id, method, params } = message;
  if (method !== 'tools/call' || message.jsonrpc !== '2.0' || !isObject(params)) return undefined;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isSafeInteger(id))) return undefined;
  for (const key in message) if (!CALL_KEYS.has(key)) return undefined;
  for (const key in params) if (!CALL_PARAM_KEYS.has(key)) return undefined;
  const tool = typeof params.name === 'string' ? byName.get(params.name) : undefined;
  const args = params.arguments === undefined ? {} : params.arguments;
  if (!tool || !isObject(args)) return undefined;
  return { id, tool, args };
}

/**
 * The JSON-RPC response to a call as the text before and after its result's JSON, keys in the order
 * the SDK's server writes them (result first).
 */
export function httpResult(id: Id): { readonly open: string; readonly close: string } {
  return { open: '{"result":', close: `,"jsonrpc":"2.0","id":${JSON.stringify(id)}}` };
}
