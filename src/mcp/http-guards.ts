// The checks an HTTP request to /mcp passes before the SDK sees it, cheapest first: Host and Origin
// (DNS rebinding, 403), a CORS preflight (204), the bearer token (401), the method (405), the
// Content-Type (415) and a declared body size (413). Pure functions of the request's head, so each
// is table-tested (http-guards.test.ts); mcp/http.ts does the I/O.
//
// Before them, the framing: node:http's parser refuses what is malformed (both Content-Length and
// Transfer-Encoding, conflicting lengths, a bad chunk size, obs-fold, a head over MAX_HEAD_BYTES) and
// says why in a 'clientError', which framingRefusal turns into an answer; http.ts bounds the rest
// (header fields, a body's pieces, its pauses and its time), each refused with a status and a close.

import { isLoopback } from './loopback.js';

/** The largest request body accepted: a tools/call for a time tool is a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The largest request head (request line and header fields), and of a chunked body's trailers: node:http's default, pinned so that NODE_OPTIONS cannot raise it. */
export const MAX_HEAD_BYTES = 16 * 1024;
/** Header fields one request may carry (an MCP client sends about ten; proxies add a few). node:http would drop those past its count silently. */
export const MAX_HEADER_FIELDS = 100;
/**
 * Pieces a body may arrive in (chunks of a chunked body, or reads). node:http's parser hands each to
 * the event loop apart, at about 5 us each: 65,000 one-byte chunks, a 64 KB body, held the loop for
 * 300-400 ms. A client sends a few hundred bytes in one or two.
 */
export const MAX_BODY_PIECES = 256;
/** The longest pause within a body once its head is in: its bytes come in one or two packets. */
export const BODY_GAP_MS = 1_000;
/** The longest a body may take after its head (and never past the request's deadline), however it trickles. */
export const BODY_MS = 5_000;
/** The longest a request head may take from its first byte (and never longer than the request's deadline). */
export const HEAD_MS = 5_000;
export const MCP_PATH = '/mcp';

const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];
const CORS_ALLOW_HEADERS = 'authorization, content-type, accept, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id';

/** What the guards need to know of the server's settings. */
export interface GuardSettings {
  /** The address bound. */
  readonly host: string;
  /** Host header names accepted on /mcp (no ports); `['*']` accepts any. */
  readonly allowedHosts: readonly string[];
  /** Browser origins (scheme://host[:port]) accepted on /mcp besides loopback ones. */
  readonly allowedOrigins: readonly string[];
}

/** Host names (as the URL parser spells them) a request's Host header may carry; undefined = any. */
export function allowedHostnames(settings: GuardSettings): Set<string> | undefined {
  if (settings.allowedHosts.includes('*')) return undefined;
  const names = new Set([...LOOPBACK_HOSTNAMES, ...settings.allowedHosts]);
  if (settings.host !== '0.0.0.0' && settings.host !== '::') {
    try {
      names.add(
        new URL(`http://${settings.host.includes(':') && !settings.host.startsWith('[') ? `[${settings.host}]` : settings.host}`).hostname,
      );
    } catch {
      // An address the URL parser rejects cannot be named in a Host header either.
    }
  }
  return names;
}

export function originAllowed(origin: string, allowed: ReadonlySet<string>): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the opaque "null" origin
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return isLoopback(url.hostname) || allowed.has(url.origin);
}

/** node:crypto, passed in: it is loaded only when HTTP starts (stdio never needs it). */
type Crypto = typeof import('node:crypto');

export function digest(crypto: Crypto, text: string): Buffer {
  return crypto.createHash('sha256').update(text).digest();
}

export type AuthOutcome = 'ok' | 'missing' | 'invalid';

/** Compares SHA-256 digests with timingSafeEqual: the time taken says nothing about the token. */
export function checkBearer(crypto: Crypto, header: string | undefined, expected: Buffer): AuthOutcome {
  const m = /^Bearer +([\x21-\x7e]+) *$/i.exec(header ?? '');
  if (!m) return 'missing';
  return crypto.timingSafeEqual(digest(crypto, m[1]!), expected) ? 'ok' : 'invalid';
}

export function rpcError(code: number, message: string, id: string | number | null = null): string {
  return JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } });
}

/** An answer the guards give instead of passing the request on. */
export interface Refusal {
  readonly status: number;
  readonly body: string;
  readonly headers: Record<string, string>;
}

/** The head of a request to /mcp, as the guards read it. */
export interface RequestHead {
  readonly method: string | undefined;
  readonly host: string | undefined;
  readonly origin: string | undefined;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly contentLength: string | undefined;
}

export interface Guards {
  /** From allowedHostnames; undefined accepts any Host. */
  readonly hosts: Set<string> | undefined;
  readonly origins: ReadonlySet<string>;
  /** Checks the Host header (the SDK's validateHostHeader). */
  readonly validateHost: (host: string | undefined, allowed: string[]) => { ok: true } | { ok: false; message: string };
  readonly isJson: (contentType: string | undefined) => boolean;
  /** The bearer check, when a token is required. */
  readonly auth?: (header: string | undefined) => AuthOutcome;
}

/**
 * Every check in order: a Refusal for the first that fails, else the CORS headers the answer carries
 * (empty for a request without Origin). The body itself is read and size-checked by the caller.
 */
export function guard(head: RequestHead, g: Guards): Refusal | { readonly cors: Record<string, string> } {
  const refuse = (status: number, body: string, headers: Record<string, string> = {}): Refusal => ({ status, body, headers });
  // DNS rebinding: a page the user opened must not reach this server through a name it controls.
  if (g.hosts) {
    const host = g.validateHost(head.host, [...g.hosts]);
    if (!host.ok)
      return refuse(
        403,
        rpcError(-32000, `${host.message}; allow it with --allowed-hosts if this server is meant to be reached by that name.`),
      );
  }
  const origin = head.origin;
  if (origin !== undefined && !originAllowed(origin, g.origins)) {
    return refuse(403, rpcError(-32000, `Origin ${origin.slice(0, 200)} is not allowed; add it with --allowed-origins if it is yours.`));
  }
  const cors: Record<string, string> =
    origin !== undefined
      ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'www-authenticate', vary: 'Origin' }
      : {};

  if (head.method === 'OPTIONS') {
    // A browser's CORS preflight for an allowed origin (it carries no credentials).
    return refuse(204, '', {
      ...cors,
      allow: 'POST, OPTIONS',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': CORS_ALLOW_HEADERS,
      'access-control-max-age': '600',
    });
  }
  if (g.auth) {
    const auth = g.auth(head.authorization);
    if (auth !== 'ok') {
      const challenge = auth === 'missing' ? 'Bearer realm="meridian"' : 'Bearer realm="meridian", error="invalid_token"';
      const why = auth === 'missing' ? 'Missing bearer token: send "Authorization: Bearer <token>".' : 'Invalid bearer token.';
      return refuse(401, rpcError(-32000, why), { ...cors, 'www-authenticate': challenge });
    }
  }
  if (head.method !== 'POST') {
    return refuse(
      405,
      rpcError(-32000, 'Method not allowed: send each JSON-RPC message as a POST; this server is stateless (no sessions, no GET stream).'),
      {
        ...cors,
        allow: 'POST, OPTIONS',
      },
    );
  }
  if (!g.isJson(head.contentType))
    return refuse(415, rpcError(-32000, 'Unsupported Content-Type: send the JSON-RPC message as application/json.'), cors);
  if (Number(head.contentLength ?? 0) > MAX_BODY_BYTES) return tooLarge(cors);
  return { cors };
}

/** The answer to a body over MAX_BODY_BYTES (declared or read). */
export function tooLarge(cors: Record<string, string>): Refusal {
  return { status: 413, body: rpcError(-32000, `Request body over ${MAX_BODY_BYTES} bytes.`), headers: { ...cors, connection: 'close' } };
}

/**
 * The answer to a request node:http's parser refused (its 'clientError', by the error's code), or
 * undefined when there is no one to answer (the client reset or went away).
 */
export function framingRefusal(code: string | undefined, reason?: string): Refusal | undefined {
  const close = { connection: 'close' };
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: rpcError(-32000, `Request head over ${MAX_HEAD_BYTES} bytes (request line, header fields, or a chunked body's trailers).`),
        headers: close,
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, body: rpcError(-32000, 'Chunk extensions too large.'), headers: close };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: rpcError(-32000, 'Request not received in time.'), headers: close };
  }
  if (code === undefined || !code.startsWith('HPE_')) return undefined;
  const why = reason ? `: ${reason.replace(/[^\x20-\x7e]/g, '?').slice(0, 120)}` : '';
  return { status: 400, body: rpcError(-32000, `Bad request: malformed HTTP framing (${code.slice(0, 60)}${why}).`), headers: close };
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/** A refusal as the bytes of a whole HTTP/1.1 response, for a socket with no response object ('clientError'). */
export function rawResponse(r: Refusal): string {
  const head = [
    `HTTP/1.1 ${r.status} ${REASONS[r.status] ?? 'Error'}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(r.body)}`,
  ];
  for (const [name, value] of Object.entries(r.headers)) head.push(`${name}: ${value}`);
  return `${head.join('\r\n')}\r\n\r\n${r.body}`;
}

function clip(value: unknown): string | undefined {
  return typeof value === 'string' ? value.slice(0, 100) : undefined;
}

/** What the log may say about a JSON-RPC body: the method and, for tools/call, the tool name. */
export function describeBody(body: unknown): { method?: string; tool?: string } {
  if (Array.isArray(body)) return { method: 'batch' };
  if (typeof body !== 'object' || body === null) return {};
  const { method, params } = body as { method?: unknown; params?: { name?: unknown } };
  const m = clip(method);
  const tool = m === 'tools/call' && typeof params === 'object' && params !== null ? clip(params.name) : undefined;
  return { ...(m !== undefined ? { method: m } : {}), ...(tool !== undefined ? { tool } : {}) };
}

/** The HTTP method as the log line shows it. */
export const logMethod = (method: string | undefined): string => clip(method) ?? '';
