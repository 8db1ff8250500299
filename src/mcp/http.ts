// MCP over Streamable HTTP at /mcp, both protocol eras, stateless: every request the SDK answers gets a
// fresh server from one factory (the SDK's createMcpHandler), so any replica can answer any request
// and a load balancer needs no affinity. In front of the SDK handler sit the guards it leaves to us
// (./http-guards.ts: Host and Origin, bearer token, method, Content-Type, body size), then JSON
// (-32700), admission (./admission.ts: bounded work, per-client caps, batches only where the
// protocol has them), and a deadline on the whole exchange. The plainest request, one
// initialize-era tools/call, is answered without the SDK, in the SDK's bytes (./session.ts
// leanHttpCall, answerLean below): with a fresh SDK server, web Request and stream, a cheap call
// cost the process 1 ms of CPU, answered here 0.23 ms, and under a flood of cheap calls that was all
// the loop did; a costly call's answer comes from its worker as bytes and is written as they are,
// where the SDK's path parsed it and serialized it again. Costly calls run in the worker pool (./pool.ts), so this event loop only parses,
// guards, queues and writes: a call past the deadline is stopped and answered 503 at the deadline,
// and nothing is written for it after.
// /healthz says the process is alive, /readyz that the tz data is loaded, it is not draining and it
// has room. One JSON line per request goes to `log`; bodies and tokens never do.

import type { IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createMcpHandler, isJsonContentType, validateHostHeader } from '@modelcontextprotocol/server';
import type { Clock } from '../time/clock.js';
import { runsInline, type ToolDefinition } from '../tools/define.js';
import {
  allowedHostnames,
  BODY_GAP_MS,
  BODY_MS,
  checkBearer,
  describeBody,
  digest,
  framingRefusal,
  guard,
  HEAD_MS,
  logMethod,
  MAX_BODY_BYTES,
  MAX_BODY_PIECES,
  MAX_HEAD_BYTES,
  MAX_HEADER_FIELDS,
  MCP_PATH,
  rawResponse,
  rpcError,
  tooLarge,
  type GuardSettings,
  type Refusal,
} from './http-guards.js';
import { Admission, Connections, FairStarts, type AdmissionLimits, type ConnectionLimits } from './admission.js';
import { procSendQueues } from './send-queues.js';
import { callTool, isPoolError, runsHere, type CallTiming } from './execute.js';
import { createServer, type ServerDeps, type ServingScope } from './server.js';
import type { Frame } from './pool.js';
import { httpResult, leanHttpCall, type Id, type LeanHttpCall } from './session.js';

export { MAX_BODY_BYTES, MCP_PATH } from './http-guards.js';

/** How long shutdown waits for in-flight requests before closing their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** How to serve MCP over Streamable HTTP: what --http and its flags say (cli/config.ts reads them). */
export interface HttpConfig extends GuardSettings {
  /** The address to bind, e.g. 127.0.0.1. */
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** The bearer token every /mcp request must carry. */
  readonly authToken?: string;
  /** Per-request deadline in milliseconds. */
  readonly requestTimeoutMs: number;
  /** Open connections at most (cli/main.ts: the descriptor limit less a reserve, by default). */
  readonly maxConnections?: number;
}

/** The default bounds; tests and the hostile-load bench pass smaller ones. */
export const DEFAULT_ADMISSION: AdmissionLimits = { maxInflight: 1024, perClient: 32 };
export const DEFAULT_CONNECTIONS: ConnectionLimits = {
  maxConnections: 1000,
  firstRequestMs: 10_000,
  idleMs: 66_000,
  // One answer is at most about 2 MB on the wire (a 1 MB tool answer, as text and as
  // structuredContent): a connection holding one unread gets nothing more until its client reads.
  maxUnreadBytes: 2 * 1024 * 1024,
  // 32 of the largest answers on their way at once, all clients together: a server of about
  // 100 MiB then stays well under 256 MiB whatever its clients leave unread. (150 clients that asked
  // for 2 MB answers and read nothing held 240 MiB of this process's socket buffers before.)
  maxUnreadTotal: 64 * 1024 * 1024,
  drainMs: 3_000,
  stallMs: 500,
};

/** The SDK's interval between SSE keep-alive comments (it does not export its constant), given to it and used by the lean path alike. */
const SSE_KEEP_ALIVE_MS = 15_000;

/** Requests started per turn of the event loop: enough to keep the CPU busy, few enough that every socket is read between turns. */
const STARTS_PER_TURN = 4;

/** The protocol version whose JSON-RPC batches MCP allowed (and the default when a request names none). */
const BATCH_VERSION = '2025-03-26';

export interface HttpOptions extends HttpConfig {
  /** Receives one JSON line (no newline) per request. Omit for silence. */
  readonly log?: (line: string) => void;
  /** Wall-clock time for log lines (the tools' clock may be pinned by --now). */
  readonly logClock: Clock;
  readonly shutdownGraceMs?: number;
  readonly admission?: AdmissionLimits;
  readonly connections?: Partial<ConnectionLimits>;
  /** false: every request goes to the SDK, even those the lean session answers the same way (tests compare the two). */
  readonly leanCalls?: boolean;
  /** How often a stream waiting for a pooled call's answer gets an SSE comment (the SDK's default, 15 s; tests shorten it). */
  readonly keepAliveMs?: number;
}

export interface HttpHandle {
  /** The MCP endpoint, e.g. http://127.0.0.1:3000/mcp (with the real port when port 0 was asked). */
  readonly url: string;
  readonly port: number;
  /** Graceful stop: refuse new connections, let in-flight requests finish (bounded), then close. */
  close(): Promise<void>;
}

/** The request log line: what was asked and how it ended, never what was sent. */
export interface RequestLogEntry {
  time: string;
  http: string;
  path: string;
  /** JSON-RPC method ("tools/call", "initialize", "batch" for an array). */
  method?: string;
  tool?: string;
  status: number;
  ms: number;
  /** For calls run in the worker pool: ms waiting for a worker, and ms of the worker's time. */
  wait_ms?: number;
  run_ms?: number;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

function requestUrl(host: string | undefined): string {
  try {
    return new URL(MCP_PATH, `http://${host ?? 'localhost'}`).href;
  } catch {
    return `http://localhost${MCP_PATH}`;
  }
}

type BodyResult =
  | { kind: 'ok'; bytes: Buffer }
  | { kind: 'too-large' }
  | { kind: 'too-many-pieces' }
  | { kind: 'too-slow' }
  | { kind: 'aborted' };

interface BodyBounds {
  readonly bytes: number;
  readonly pieces: number;
  /** The longest pause between two pieces, and the longest the whole body may take. */
  readonly gapMs: number;
  readonly totalMs: number;
}

/** Reads a body within its bounds; `tooManyPieces` is called at once (within the piece past the bound) before the result is given. */
function readBody(req: IncomingMessage, bounds: BodyBounds, signal: AbortSignal, tooManyPieces: () => void): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let pieces = 0;
    const begun = performance.now();
    let last = begun;
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (result: BodyResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('aborted', onAbort);
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (++pieces > bounds.pieces) {
        finish({ kind: 'too-many-pieces' });
        tooManyPieces();
      } else if (size > bounds.bytes) finish({ kind: 'too-large' });
      else {
        chunks.push(chunk);
        if (timer) last = performance.now();
      }
    };
    const onEnd = () => finish({ kind: 'ok', bytes: Buffer.concat(chunks, size) });
    const onAbort = () => finish({ kind: 'aborted' });
    // A body still arriving must keep arriving: no pause over gapMs, all of it within totalMs.
    const check = () => {
      const now = performance.now();
      const due = Math.min(last + bounds.gapMs, begun + bounds.totalMs);
      if (now >= due) finish({ kind: 'too-slow' });
      else timer = setTimeout(check, due - now);
    };
    if (signal.aborted) return onAbort();
    req.on('data', onData).on('end', onEnd).on('error', onAbort).on('aborted', onAbort);
    signal.addEventListener('abort', onAbort);
    if (!req.complete) timer = setTimeout(check, Math.min(bounds.gapMs, bounds.totalMs));
  });
}

export async function startHttp(deps: ServerDeps, options: HttpOptions): Promise<HttpHandle> {
  // node:http and node:crypto are imported now: a static import would load them at every start-up,
  // stdio included (esbuild hoists a bundle's imports of Node's modules).
  const [{ createServer: createNodeServer }, crypto] = await Promise.all([import('node:http'), import('node:crypto')]);
  // Each request's server knows its client, deadline and abort signal (for the pool's jobs).
  const scopes = new WeakMap<Request, ServingScope>();
  const keepAliveMs = options.keepAliveMs ?? SSE_KEEP_ALIVE_MS;
  const handler = createMcpHandler((rc) => createServer(deps, rc.requestInfo ? scopes.get(rc.requestInfo) : undefined), {
    maxRequestBodySize: MAX_BODY_BYTES,
    keepAliveMs,
  });
  const admission = new Admission(options.admission ?? DEFAULT_ADMISSION);
  const starts = new FairStarts(STARTS_PER_TURN, (options.admission ?? DEFAULT_ADMISSION).perClient);
  const connections = new Connections(
    {
      ...DEFAULT_CONNECTIONS,
      ...(options.maxConnections !== undefined ? { maxConnections: options.maxConnections } : {}),
      ...options.connections,
    },
    procSendQueues(),
  );
  const headMs = Math.min(HEAD_MS, options.requestTimeoutMs);
  const bodyBounds: BodyBounds = {
    bytes: MAX_BODY_BYTES,
    pieces: MAX_BODY_PIECES,
    gapMs: Math.min(BODY_GAP_MS, options.requestTimeoutMs),
    totalMs: Math.min(BODY_MS, options.requestTimeoutMs),
  };
  const byName = new Map(deps.tools.map((t) => [t.def.name, t]));
  const pooled = new Map(deps.pool ? deps.tools.filter((t) => t.def.inline !== true).map((t) => [t.def.name, t.def]) : []);
  const token = options.authToken !== undefined ? digest(crypto, options.authToken) : undefined;
  const guards = {
    hosts: allowedHostnames(options),
    origins: new Set(options.allowedOrigins),
    validateHost: validateHostHeader,
    isJson: isJsonContentType,
    ...(token ? { auth: (header: string | undefined) => checkBearer(crypto, header, token) } : {}),
  };
  const graceMs = options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS;
  const log = options.log;

  let ready = false;
  let draining = false;
  let inflight = 0;
  const idleWaiters: (() => void)[] = [];

  const serverOptions = {
    // Framing is node:http's parser's, strict whatever NODE_OPTIONS says: a lenient parser reads
    // both Content-Length and Transfer-Encoding, the shape of request smuggling behind a proxy.
    insecureHTTPParser: false,
    maxHeaderSize: MAX_HEAD_BYTES,
    // A head must be in within headMs of its first byte; the whole request (node:http's backstop
    // behind readBody's bounds and the exchange's deadline) a little after both.
    headersTimeout: headMs,
    requestTimeout: Math.max(headMs + bodyBounds.totalMs, options.requestTimeoutMs) + 2_000,
    // How often node:http looks for heads and requests past those (30 s by default).
    connectionsCheckingInterval: 500,
    // Idle keep-alive connections outlive a proxy's (nginx: 60 s) so it never reuses a closing one.
    keepAliveTimeout: 65_000,
  };
  const server = createNodeServer(serverOptions, (req, res) => {
    // A connection told to wait (429, closing): the rest of its pipeline costs nothing more.
    if (connections.refusing(req.socket)) return;
    // Framing node:http lets through: header fields past its count are dropped silently (so more than
    // MAX_HEADER_FIELDS is refused), and a Transfer-Encoding in HTTP/1.0 must be taken as faulty
    // framing (RFC 9112, 6.1).
    const framing =
      req.rawHeaders.length > 2 * MAX_HEADER_FIELDS
        ? { status: 431, body: rpcError(-32000, `More than ${MAX_HEADER_FIELDS} header fields.`), headers: { connection: 'close' } }
        : req.httpVersion === '1.0' && req.headers['transfer-encoding'] !== undefined
          ? {
              status: 400,
              body: rpcError(-32000, 'Bad request: Transfer-Encoding in an HTTP/1.0 request.'),
              headers: { connection: 'close' },
            }
          : undefined;
    if (framing) {
      connections.refuse(req.socket);
      res.writeHead(framing.status, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(framing.body)),
        ...framing.headers,
      });
      res.end(framing.body);
      return;
    }
    inflight++;
    const started = performance.now();
    const entry: Partial<RequestLogEntry> = { http: logMethod(req.method), path: '' };
    const abort = new AbortController();
    const socket = req.socket;
    const client = connections.clientOf(socket);
    connections.begin(socket, res);
    // A chunked body is read as it comes, its pieces counted from the first: node:http's parser hands
    // each piece to the event loop apart (about 5 us each), so one in too many pieces is refused
    // within the piece past the bound, and the request destroyed there, which makes the parser drop
    // the rest of what it holds at little cost. 20 clients each sending 65,000 one-byte chunks held a
    // plain node:http server's loop for 500 ms read in their turn, 56 ms refused so (a debug script).
    // Other bodies are read in their turn (serve).
    const early = req.headers['transfer-encoding'] !== undefined ? readBody(req, bodyBounds, abort.signal, tooManyPieces) : undefined;
    // Waiting for its turn (FairStarts), reading the body, or in the handler: only a body that did
    // not arrive in time is the client's 408; a request still waiting for its turn is the server's 503.
    let phase: 'waiting' | 'body' | 'handler' = 'waiting';
    let admitted = 0;
    /** The request's JSON-RPC id once its body is read (one message): refusals after that carry it. */
    let rpcId: string | number | null = null;
    const timing: CallTiming = {};

    const timer = setTimeout(() => {
      abort.abort();
      if (res.headersSent) {
        res.end(); // a stream past the deadline simply ends
      } else if (phase === 'body') {
        send(408, rpcError(-32000, `Request body not received within ${options.requestTimeoutMs} ms.`), { connection: 'close' });
      } else {
        send(503, rpcError(-32603, `No answer within ${options.requestTimeoutMs} ms; retry the request.`, rpcId), { 'retry-after': '1' });
      }
    }, options.requestTimeoutMs);

    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) abort.abort(); // the client went away: cancel the exchange
      inflight--;
      connections.end(socket, res);
      if (admitted > 0) admission.release(client, admitted);
      const status = res.writableFinished ? res.statusCode : 499;
      const quietProbe = (entry.path === '/healthz' || entry.path === '/readyz') && status === 200;
      if (log && !quietProbe) {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        const pool = timing.runMs !== undefined ? { wait_ms: timing.waitMs, run_ms: timing.runMs } : {};
        log(JSON.stringify({ time: new Date(options.logClock.nowMs()).toISOString(), ...entry, status, ms, ...pool }));
      }
      if (draining) server.closeIdleConnections();
      if (inflight === 0) idleWaiters.splice(0).forEach((wake) => wake());
    });

    function send(status: number, body: string, headers: Record<string, string> = {}): void {
      if (res.headersSent || res.destroyed) return;
      const type = body !== '' ? { 'content-type': 'application/json' } : {};
      res.writeHead(status, {
        ...type,
        'content-length': String(Buffer.byteLength(body)),
        ...(draining ? { connection: 'close' } : {}),
        ...headers,
      });
      res.end(body);
      connections.wrote(socket);
    }

    const start = () =>
      void serve().catch((e: unknown) => {
        if (!res.headersSent) send(500, rpcError(-32603, `Internal error: ${e instanceof Error ? e.message : String(e)}`));
        else res.destroy();
      });
    // Started in its turn (./admission.ts FairStarts). A client with too many waiting is told to wait
    // for answers, and its connection closes after that answer: what else it pipelined goes unanswered.
    if (!starts.enqueue(client, start)) {
      connections.refuse(socket);
      send(
        429,
        rpcError(
          -32000,
          `Too many requests waiting from this client (at most ${starts.maxWaiting}); wait for answers before sending more.`,
        ),
        { 'retry-after': '1', connection: 'close' },
      );
    }

    /** A plain tools/call answered without the SDK, in its bytes (./session.ts leanHttpCall). */
    async function answerLean({ id, tool, args }: LeanHttpCall, cors: Record<string, string>): Promise<void> {
      const head = () => res.writeHead(200, { ...cors, ...(draining ? { connection: 'close' } : {}), ...SSE_HEAD });
      if (runsHere(deps, tool, args)) {
        head();
        res.end(sseText(id, callTool(deps, tool, args, { client, timeoutMs: 0 }) as string));
        connections.wrote(socket);
        return;
      }
      // A call in the pool: the SDK's stream sends a comment every keepAliveMs while it waits.
      const keepAlive = setInterval(() => {
        if (res.destroyed || abort.signal.aborted) return;
        if (!res.headersSent) head();
        res.write(': keepalive\n\n');
        connections.wrote(socket);
      }, keepAliveMs);
      keepAlive.unref();
      let event: string | Uint8Array;
      try {
        const deadline = started + options.requestTimeoutMs + 50; // just after this exchange's own: its timer answers first
        event = await (callTool(
          deps,
          tool,
          args,
          { client, timeoutMs: Math.max(0, deadline - performance.now()), signal: abort.signal, frame: sseFrame(id) },
          timing,
        ) as Promise<Uint8Array>);
      } catch (e) {
        if (!isPoolError(e)) throw e;
        // As the SDK's server answers a tool that threw (server.ts turns a PoolError into one): an isError result.
        event = sseText(id, JSON.stringify({ content: [{ type: 'text', text: e.message }], isError: true }));
      } finally {
        clearInterval(keepAlive);
      }
      // Past the deadline the timer has answered (503, or the stream ended); a client gone gets nothing.
      if (res.destroyed || abort.signal.aborted) return;
      if (!res.headersSent) head();
      // Once written (on 'finish', with the socket still open: a socket destroyed mid-write says
      // nothing of its bytes), a pooled answer's buffer is the pool's again.
      res.end(event, typeof event === 'string' ? undefined : () => socket.destroyed || deps.pool!.recycle(event));
      connections.wrote(socket);
    }

    /** A body refused as it came (in too many pieces, too slow): answered, and the connection read no further and closed. */
    function refuseBody(refusal: Refusal): void {
      connections.refuse(socket);
      send(refusal.status, refusal.body, { ...refusal.headers, connection: 'close' });
    }

    function tooManyPieces(): void {
      refuseBody({
        status: 413,
        body: rpcError(-32000, `Request body in more than ${MAX_BODY_PIECES} pieces (chunks); send it in fewer.`),
        headers: {},
      });
      req.destroy();
    }

    async function serve(): Promise<void> {
      if (res.destroyed || res.headersSent) return;
      // Nothing more is produced for a connection whose client has not read what it was sent
      // (./admission.ts, Connections): it waits here until its client reads, or is closed.
      if (!connections.hasRoom(socket) && !(await connections.room(socket))) return;
      if (res.destroyed || res.headersSent) return;
      phase = 'body';
      let path: string;
      try {
        path = new URL(req.url ?? '/', 'http://path.invalid').pathname;
      } catch {
        path = '';
      }
      entry.path = path.slice(0, 100);

      if (path === '/healthz' || path === '/readyz') {
        if (req.method !== 'GET' && req.method !== 'HEAD')
          return send(405, JSON.stringify({ status: 'method not allowed' }), { allow: 'GET, HEAD' });
        if (path === '/healthz') return send(200, JSON.stringify({ status: 'ok' }));
        if (!ready || draining) return send(503, JSON.stringify({ status: draining ? 'draining' : 'starting' }));
        // Saturated: still alive and answering, but a load balancer should send new work elsewhere.
        if (admission.saturated() || deps.pool?.stats().saturated)
          return send(503, JSON.stringify({ status: 'saturated' }), { 'retry-after': '1' });
        return send(200, JSON.stringify({ status: 'ready', tzdata: deps.db.version }));
      }
      if (path !== MCP_PATH) return send(404, rpcError(-32000, `Not found: MCP is served at ${MCP_PATH}.`));

      const checked = guard(
        {
          method: req.method,
          host: req.headers.host,
          origin: req.headers.origin,
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          contentLength: req.headers['content-length'],
        },
        guards,
      );
      if ('status' in checked) {
        send(checked.status, checked.body, checked.headers);
        if (checked.status === 413) req.resume(); // discard the rest rather than reset a client still sending
        return;
      }
      const { cors } = checked;
      const body = await (early ?? readBody(req, bodyBounds, abort.signal, tooManyPieces));
      if (body.kind === 'aborted' || body.kind === 'too-many-pieces') return;
      if (body.kind === 'too-large') {
        // Large pieces cost little to parse: the rest is read and dropped rather than a client still
        // sending reset before it reads the answer (the connection closes after it).
        const refusal = tooLarge(cors);
        send(refusal.status, refusal.body, refusal.headers);
        req.resume();
        return;
      }
      if (body.kind === 'too-slow') {
        return refuseBody({
          status: 408,
          body: rpcError(
            -32000,
            `Request body not received in time (a pause over ${bodyBounds.gapMs} ms, or over ${bodyBounds.totalMs} ms in all).`,
          ),
          headers: cors,
        });
      }
      phase = 'handler';

      let parsed: unknown;
      try {
        parsed = JSON.parse(body.bytes.toString('utf8'));
      } catch {
        return send(400, rpcError(-32700, 'Parse error: the request body is not valid JSON.'), cors);
      }
      Object.assign(entry, describeBody(parsed));
      const id = (parsed as { id?: unknown } | null)?.id;
      if (typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))) rpcId = id;

      // Batches only where the protocol has them; each message counts against every bound.
      const messages = Array.isArray(parsed) ? parsed : [parsed];
      if (Array.isArray(parsed)) {
        const version = req.headers['mcp-protocol-version'];
        if ((version !== undefined && version !== BATCH_VERSION) || parsed.length === 0) {
          return send(
            400,
            rpcError(-32600, `Invalid Request: send one JSON-RPC message per request; batches exist only in protocol ${BATCH_VERSION}.`),
            cors,
          );
        }
      }
      const verdict = admission.admit(client, messages.length);
      if (!verdict.ok) return send(verdict.status, rpcError(-32000, verdict.message, rpcId), { ...cors, 'retry-after': '1' });
      admitted = messages.length;
      const jobs = messages.filter((m) => isPooledCall(m, pooled)).length;
      if (jobs > 0 && deps.pool) {
        const pool = deps.pool.stats();
        if (pool.queued + jobs > pool.maxQueued) {
          return send(503, rpcError(-32000, `The server is busy (${pool.queued} calls waiting for a worker); retry in a second.`, rpcId), {
            ...cors,
            'retry-after': '1',
          });
        }
      }

      const lean =
        options.leanCalls === false || !acceptsBoth(req.headers.accept)
          ? undefined
          : leanHttpCall(byName, parsed, headerOnce(req.headers['mcp-protocol-version']));
      if (lean) return answerLean(lean, cors);

      const headers = new Headers();
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!;
        if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, req.rawHeaders[i + 1]!);
      }
      const request = new Request(requestUrl(req.headers.host), {
        method: 'POST',
        headers,
        body: body.bytes,
        signal: abort.signal,
      });
      // The pool's own deadline falls just after this exchange's, so the timer above answers first
      // (503); its abort then stops the call.
      scopes.set(request, { client, deadline: started + options.requestTimeoutMs + 50, signal: abort.signal, timing });
      const response = await handler.fetch(request, { parsedBody: parsed });
      if (response.status === 499 || res.destroyed || abort.signal.aborted) {
        await response.body?.cancel().catch(() => {});
        return;
      }
      const reader = response.body?.getReader();
      abort.signal.addEventListener('abort', () => void reader?.cancel().catch(() => {}), { once: true });
      // The head waits for the first part of the body: an SSE stream's headers come at once, its
      // answer only when the call is done, and until the head is sent a deadline can still be a 503.
      let first: Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>> | undefined;
      try {
        first = await reader?.read();
      } catch {
        // cancelled at the deadline or by the client going away: the timer or nobody answers
      }
      if (res.destroyed || abort.signal.aborted || res.headersSent) return;
      const out: Record<string, string> = { ...cors, ...(draining ? { connection: 'close' } : {}) };
      response.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) out[name] = value;
      });
      res.writeHead(response.status, out);
      if (!reader || !first) return void res.end();
      try {
        for (let part = first; !part.done; part = await reader.read()) {
          res.write(part.value); // SSE frames are tiny; Node buffers the rest
          connections.wrote(socket);
        }
        res.end();
        connections.wrote(socket);
      } catch {
        if (!res.writableEnded) res.destroy();
      }
    }
  });
  // One more than allowed, so that a request past the bound shows it (see the top of the handler).
  server.maxHeadersCount = MAX_HEADER_FIELDS + 1;
  server.on('connection', (s) => connections.add(s));
  // A request node:http's parser refused (malformed framing, a head too large or too slow): a status
  // and a close, never silence. Not while an answer is going out on the socket: bytes of another
  // response in its middle would corrupt it, so that connection just closes.
  server.on('clientError', (err: Error & { code?: string; reason?: string }, socket) => {
    const refusal = framingRefusal(err.code, err.reason);
    if (refusal && socket.writable && !connections.answering(socket as Socket)) socket.write(rawResponse(refusal));
    socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Load the tz data and the local zone now, and take one call through the SDK's path, so the first
  // requests do not pay for them: the SDK's first use (its schemas, this module's code) held the
  // event loop for about 100 ms, and a burst of costly calls to a fresh replica then waited that
  // long to be read, their 503s at the deadline reaching clients past it. Ready after.
  setImmediate(() => {
    const local = deps.db.lookup(deps.localZone);
    if (local) deps.db.zone(local.canonical);
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: deps.tools[0]?.def.name ?? '', arguments: {} } };
    const warm = new Request(requestUrl('localhost'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': BATCH_VERSION },
      body: JSON.stringify(call),
    });
    handler
      .fetch(warm, { parsedBody: call })
      .then((r) => r.text())
      .catch(() => {})
      .finally(() => (ready = true));
  });

  const port = (server.address() as AddressInfo).port;
  const shownHost = options.host.includes(':') && !options.host.startsWith('[') ? `[${options.host}]` : options.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}${MCP_PATH}`,
    port,
    close() {
      closing ??= (async () => {
        draining = true;
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        if (inflight > 0) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            new Promise<void>((resolve) => idleWaiters.push(resolve)),
            new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
          ]);
          clearTimeout(timer);
        }
        await handler.close();
        await deps.pool?.close();
        connections.close();
        server.closeAllConnections();
        await stopped;
      })();
      return closing;
    },
  };
}

const headerOnce = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value);

const SSE_HEAD = { 'cache-control': 'no-cache, no-transform', 'content-type': 'text/event-stream', 'x-accel-buffering': 'no' };

/** One SSE event carrying a call's JSON-RPC response, as the SDK's transport frames it. */
function sseText(id: Id, json: string): string {
  const { open, close } = httpResult(id);
  return `event: message\ndata: ${open}${json}${close}\n\n`;
}

/** The same event around a pooled answer's bytes (copied into it at once, ./pool.ts Frame). */
function sseFrame(id: Id): Frame {
  const { open, close } = httpResult(id);
  return { open: Buffer.from(`event: message\ndata: ${open}`), close: Buffer.from(`${close}\n\n`) };
}

/** The SDK transport's own test of Accept (406 otherwise): both JSON and SSE named. */
const acceptsBoth = (accept: string | undefined): boolean =>
  accept !== undefined && accept.includes('application/json') && accept.includes('text/event-stream');

/** Is this message a tools/call of a tool that runs in the pool? */
function isPooledCall(message: unknown, pooled: ReadonlyMap<string, Pick<ToolDefinition, 'inline'>>): boolean {
  if (message === null || typeof message !== 'object') return false;
  const { method, params } = message as { method?: unknown; params?: { name?: unknown; arguments?: unknown } };
  if (method !== 'tools/call' || typeof params !== 'object' || params === null || typeof params.name !== 'string') return false;
  const def = pooled.get(params.name);
  return def !== undefined && !runsInline(def, params.arguments);
}
