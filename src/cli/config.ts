// Flags and environment → Config. Pure: cli/main.ts passes argv and env in.
//
// HTTP settings (present only with --http) take the shape mcp/http.ts declares: --host /
// MERIDIAN_HOST (default 127.0.0.1), --port / MERIDIAN_PORT (default 3000; 0 picks a free port),
// --allowed-hosts, --allowed-origins, --auth-token / MERIDIAN_AUTH_TOKEN, --max-connections.
// --request-timeout and --workers apply to both transports.

import { isIP } from 'node:net';
import { ConfigError } from '../core/errors.js';
import type { HttpConfig } from '../mcp/http.js';
import { isLoopback } from '../mcp/loopback.js';
import { parseInstant } from '../time/parse.js';

export interface Config {
  /** --local-timezone: the user's explicit local zone (validated against the tz database later). */
  readonly localTimezone?: string;
  /** --now / MERIDIAN_NOW: pins the clock (Unix ms). */
  readonly now?: number;
  /** --tzdata-dir / MERIDIAN_TZDATA_DIR: a compiled zoneinfo directory to consider. */
  readonly tzdataDir?: string;
  /** Set by --http (or MERIDIAN_HTTP=1); stdio otherwise. */
  readonly http?: HttpConfig;
  /** --tools / MERIDIAN_TOOLS: the tool names to expose (checked against the registry by selectTools); all when absent. */
  readonly tools?: readonly string[];
  /** --output-schemas / MERIDIAN_OUTPUT_SCHEMAS=1: advertise every tool's outputSchema in tools/list. */
  readonly outputSchemas: boolean;
  /** --workers / MERIDIAN_WORKERS: worker threads for costly calls (0: every call on the event loop); absent, poolSize() decides. */
  readonly workers?: number;
  /** --request-timeout / MERIDIAN_REQUEST_TIMEOUT_MS: the deadline of a request (HTTP) or of a call (stdio). */
  readonly requestTimeoutMs: number;
  /** A subcommand instead of a server: `tools` lists the tools, `call TOOL [args]` runs one. */
  readonly command?: { readonly name: 'tools' } | { readonly name: 'call'; readonly tool: string; readonly args: readonly string[] };
  readonly help: boolean;
  readonly version: boolean;
}

/**
 * Worker threads for costly calls when --workers is not given: none over stdio, one per core over
 * HTTP. An stdio client is one person's, one call at a time, and a pool only costs it: the first
 * parse_time of a session took 150-210 ms pooled against 18-35 ms on the event loop (a worker to
 * start and its own copy of the code to compile), and RSS with every tool in turn was about 13 MiB
 * more (`npm run bench -- pool`, BENCHMARKS.md "Settings"). HTTP serves many clients at once, where
 * the pool gives costly calls the other cores and a deadline that can stop a running call.
 */
export function poolSize(config: Pick<Config, 'workers' | 'http'>, cores: number): number {
  return config.workers ?? (config.http ? cores : 0);
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
export const MAX_WORKERS = 64;
const MIN_TOKEN_LENGTH = 16;

export const USAGE = `Usage: meridian-mcp [options]
       meridian-mcp tools                           list the tools
       meridian-mcp call TOOL [JSON | key=value ...] run one tool once and print its result

Meridian: an MCP server with exact time and time-zone tools from current IANA tz data.
It speaks stdio by default, or Streamable HTTP at /mcp with --http.

Options (environment variable in brackets):
  --local-timezone ZONE   IANA zone used when a call names none [LOCAL_TIMEZONE, then TZ,
                          then /etc/localtime; default UTC]
  --now ISO_INSTANT       pin the clock, e.g. 2026-11-30T12:00:00Z [MERIDIAN_NOW]
  --tzdata-dir DIR        a compiled zoneinfo directory with tzdata.zi; the newest of it, the
                          embedded snapshot and /usr/share/zoneinfo is used [MERIDIAN_TZDATA_DIR]
  --tools LIST            expose only these tools, comma-separated; "reference" means
                          get_current_time,convert_time [MERIDIAN_TOOLS]
  --output-schemas        advertise each tool's outputSchema in tools/list (off: they would more
                          than double its tokens; answers are JSON either way) [MERIDIAN_OUTPUT_SCHEMAS=1]
  --request-timeout MS    deadline of an HTTP request or of an stdio call run in a worker: a call
                          still running then is stopped and answered with an error
                          [MERIDIAN_REQUEST_TIMEOUT_MS; default 10000]
  --workers N             worker threads for costly calls, started as needed; 0 runs every call
                          on the event loop, with no deadline [MERIDIAN_WORKERS; default 0 over
                          stdio, one per core over HTTP]
  --version               print the version and the tz data in use
  --help                  print this help

HTTP (Streamable HTTP, stateless: any replica can answer any request):
  --http                  serve MCP at http://HOST:PORT/mcp, plus /healthz and /readyz [MERIDIAN_HTTP=1]
  --host ADDR             address to bind [MERIDIAN_HOST; default 127.0.0.1]
  --port N                TCP port, 0 for any free one [MERIDIAN_PORT; default 3000]
  --auth-token TOKEN      require "Authorization: Bearer TOKEN" (at least 16 characters; prefer the
                          environment variable, which ps cannot show) [MERIDIAN_AUTH_TOKEN]
  --allowed-hosts LIST    comma-separated Host names accepted besides localhost, 127.0.0.1, [::1]
                          and the bound address; * accepts any [MERIDIAN_ALLOWED_HOSTS]
  --allowed-origins LIST  comma-separated browser origins accepted besides loopback ones,
                          e.g. https://app.example.com [MERIDIAN_ALLOWED_ORIGINS]
  --max-connections N     open connections at most; past it the longest-idle ones are closed
                          [MERIDIAN_MAX_CONNECTIONS; default: the file-descriptor limit less a reserve]
  --insecure-no-auth      allow a non-loopback --host without a token (only behind something
                          that authenticates for you)

Client configuration (Claude Desktop, Cursor, ...):
  { "mcpServers": { "time": { "command": "npx", "args": ["-y", "meridian-mcp"] } } }
`;

function list(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A Host-header name as the URL parser normalises it: lower case, IPv6 in brackets, no port. */
function hostName(item: string, from: string): string {
  if (item === '*') return item;
  const bracketed = isIP(item) === 6 ? `[${item}]` : item;
  let url: URL | undefined;
  try {
    url = new URL(`http://${bracketed}`);
  } catch {
    url = undefined;
  }
  if (!url || url.port !== '' || url.pathname !== '/' || url.username !== '' || url.hostname === '') {
    throw new ConfigError(`Invalid ${from} entry "${item}": give host names without scheme or port, e.g. time.example.com,10.0.0.5.`);
  }
  return url.hostname;
}

function origin(item: string, from: string): string {
  let url: URL | undefined;
  try {
    url = new URL(item);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== ''
  ) {
    throw new ConfigError(`Invalid ${from} entry "${item}": give origins as scheme://host[:port], e.g. https://app.example.com.`);
  }
  return url.origin;
}

function integer(text: string, from: string, min: number, max: number, example: string): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max))
    throw new ConfigError(`Invalid ${from} "${text}": give a whole number from ${min} to ${max}, e.g. ${example}.`);
  return n;
}

function truthy(text: string | undefined): boolean {
  return text !== undefined && /^(1|true|yes|on)$/i.test(text.trim());
}

/** The two drop-in tools of the reference server, mcp-server-time. */
export const REFERENCE_TOOLS = ['get_current_time', 'convert_time'] as const;

/**
 * The tools `--tools` names, in registry order; "reference" stands for the reference server's two.
 * Unknown names are an error that lists the valid ones.
 */
export function selectTools<T extends { readonly name: string }>(
  requested: readonly string[] | undefined,
  available: readonly T[],
): readonly T[] {
  if (requested === undefined) return available;
  const wanted = new Set(requested.flatMap((n) => (n === 'reference' ? [...REFERENCE_TOOLS] : [n])));
  const unknown = [...wanted].filter((n) => !available.some((t) => t.name === n));
  if (unknown.length) {
    throw new ConfigError(
      `Unknown tool${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')} in --tools: choose from ${available.map((t) => t.name).join(', ')}, or "reference".`,
    );
  }
  return available.filter((t) => wanted.has(t.name));
}

function parseCommand(positionals: readonly string[]): Config['command'] {
  if (positionals.length === 0) return undefined;
  const [name, ...rest] = positionals;
  if (name === 'tools' && rest.length === 0) return { name };
  if (name === 'call' && rest.length > 0) return { name, tool: rest[0]!, args: rest.slice(1) };
  if (name === 'call')
    throw new ConfigError('call needs a tool name: meridian-mcp call TOOL [JSON | key=value ...]; meridian-mcp tools lists them.');
  throw new ConfigError(
    `Unexpected argument "${positionals.join(' ')}": the commands are "tools" and "call TOOL ...". See meridian-mcp --help.`,
  );
}

/** The command line's options: each a string or a flag, and a letter for the two that have one. */
const OPTIONS = {
  tools: 'string',
  'local-timezone': 'string',
  now: 'string',
  'tzdata-dir': 'string',
  http: 'boolean',
  host: 'string',
  port: 'string',
  'auth-token': 'string',
  'allowed-hosts': 'string',
  'allowed-origins': 'string',
  'request-timeout': 'string',
  workers: 'string',
  'max-connections': 'string',
  'insecure-no-auth': 'boolean',
  'output-schemas': 'boolean',
  help: 'boolean',
  version: 'boolean',
} as const;
const LETTERS: Readonly<Record<string, keyof typeof OPTIONS>> = { h: 'help', v: 'version' };

type OptionValues = { -readonly [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K] extends 'string' ? string : boolean };

/**
 * The options and the other arguments of a command line: "--name value", "--name=value", a flag
 * "--name" or its letter ("-h"), in any order, a later option over an earlier one, and everything
 * after "--" an argument. (node:util's parseArgs does the same, but its first call, which loads it,
 * took 0.3-0.7 ms of every start on Node 22 and 24, timed alone in a fresh process; too little for
 * `npm run bench -- startup` to tell apart, and its messages told how to pass a positional argument.)
 */
function parseOptions(argv: readonly string[]): { values: OptionValues; positionals: string[] } {
  const values: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  const fail = (message: string) => {
    throw new ConfigError(`${message} See meridian-mcp --help.`);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    if (!arg.startsWith('--')) {
      for (const letter of arg.slice(1)) {
        const name = LETTERS[letter];
        if (!name) fail(`Unknown option -${letter}.`);
        values[name!] = true;
      }
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const kind = Object.hasOwn(OPTIONS, name) ? OPTIONS[name as keyof typeof OPTIONS] : undefined;
    if (!kind) fail(`Unknown option --${name}.`);
    if (kind === 'boolean') {
      if (eq >= 0) fail(`--${name} takes no value: write --${name} alone.`);
      values[name] = true;
    } else if (eq >= 0) {
      values[name] = arg.slice(eq + 1);
    } else {
      const next = argv[i + 1];
      if (next === undefined || (next.startsWith('-') && next !== '-'))
        fail(`--${name} needs a value: --${name} VALUE (or --${name}=VALUE for one that starts with "-").`);
      values[name] = next!;
      i++;
    }
  }
  return { values: values as OptionValues, positionals };
}

export function parseConfig(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Config {
  const { values, positionals } = parseOptions(argv);
  const nowText = values.now ?? (env.MERIDIAN_NOW || undefined);
  let now: number | undefined;
  if (nowText !== undefined) {
    now = parseInstant(nowText);
    if (now === undefined) {
      const from = values.now !== undefined ? '--now' : 'MERIDIAN_NOW';
      throw new ConfigError(`Invalid ${from} "${nowText}": give an ISO 8601 instant with Z or an offset, e.g. 2026-11-30T12:00:00Z.`);
    }
  }
  const tzdataDir = values['tzdata-dir'] ?? (env.MERIDIAN_TZDATA_DIR || undefined);
  const toolsText = values.tools ?? (env.MERIDIAN_TOOLS || undefined);
  const tools = toolsText === undefined ? undefined : list(toolsText);
  if (tools !== undefined && tools.length === 0)
    throw new ConfigError('--tools is empty: name at least one tool, e.g. --tools reference or --tools get_time,time_calculator.');
  const command = parseCommand(positionals);
  if (command && values.http) throw new ConfigError(`--http does not apply to "${command.name}": run the command or the server, not both.`);
  const timeoutText = values['request-timeout'] ?? (env.MERIDIAN_REQUEST_TIMEOUT_MS || undefined);
  const requestTimeoutMs =
    timeoutText === undefined
      ? DEFAULT_REQUEST_TIMEOUT_MS
      : integer(
          timeoutText,
          values['request-timeout'] !== undefined ? '--request-timeout' : 'MERIDIAN_REQUEST_TIMEOUT_MS',
          100,
          600_000,
          String(DEFAULT_REQUEST_TIMEOUT_MS),
        );
  const workersText = values.workers ?? (env.MERIDIAN_WORKERS || undefined);
  const workers =
    workersText === undefined
      ? undefined
      : integer(workersText, values.workers !== undefined ? '--workers' : 'MERIDIAN_WORKERS', 0, MAX_WORKERS, '2');
  const http = values.http || truthy(env.MERIDIAN_HTTP) ? parseHttp(values, env, requestTimeoutMs) : undefined;
  if (!http) {
    // Flags that only mean something over HTTP are mistakes without --http (environment variables
    // are not: a shared environment may set them for another instance).
    const stray = ['host', 'port', 'auth-token', 'allowed-hosts', 'allowed-origins', 'max-connections', 'insecure-no-auth'].find(
      (k) => values[k as keyof typeof values] !== undefined,
    );
    if (stray) throw new ConfigError(`--${stray} only applies to HTTP: add --http, or drop --${stray} for stdio.`);
  }
  return {
    ...(values['local-timezone'] !== undefined ? { localTimezone: values['local-timezone'] } : {}),
    ...(now !== undefined ? { now } : {}),
    ...(tzdataDir !== undefined ? { tzdataDir } : {}),
    ...(http && !command ? { http } : {}),
    ...(tools !== undefined ? { tools } : {}),
    ...(command ? { command } : {}),
    outputSchemas: values['output-schemas'] === true || truthy(env.MERIDIAN_OUTPUT_SCHEMAS),
    ...(workers !== undefined ? { workers } : {}),
    requestTimeoutMs,
    help: values.help ?? false,
    version: values.version ?? false,
  };
}

interface HttpValues {
  host?: string;
  port?: string;
  'auth-token'?: string;
  'allowed-hosts'?: string;
  'allowed-origins'?: string;
  'max-connections'?: string;
  'insecure-no-auth'?: boolean;
}

function parseHttp(values: HttpValues, env: Readonly<Record<string, string | undefined>>, requestTimeoutMs: number): HttpConfig {
  const host = (values.host ?? (env.MERIDIAN_HOST || '127.0.0.1')).trim();
  const hostFrom = values.host !== undefined ? '--host' : 'MERIDIAN_HOST';
  if (host === '' || /[\s/]/.test(host))
    throw new ConfigError(`Invalid ${hostFrom} "${host}": give an address to bind, e.g. 127.0.0.1 or 0.0.0.0.`);

  const portText = values.port ?? (env.MERIDIAN_PORT || undefined);
  const port =
    portText === undefined
      ? DEFAULT_PORT
      : integer(portText, values.port !== undefined ? '--port' : 'MERIDIAN_PORT', 0, 65535, String(DEFAULT_PORT));

  const connectionsText = values['max-connections'] ?? (env.MERIDIAN_MAX_CONNECTIONS || undefined);
  const maxConnections =
    connectionsText === undefined
      ? undefined
      : integer(
          connectionsText,
          values['max-connections'] !== undefined ? '--max-connections' : 'MERIDIAN_MAX_CONNECTIONS',
          16,
          1_000_000,
          '1000',
        );

  const tokenFrom = values['auth-token'] !== undefined ? '--auth-token' : 'MERIDIAN_AUTH_TOKEN';
  const authToken = values['auth-token'] ?? (env.MERIDIAN_AUTH_TOKEN || undefined);
  if (authToken !== undefined && (authToken.length < MIN_TOKEN_LENGTH || /[^\x21-\x7e]/.test(authToken))) {
    throw new ConfigError(
      `Invalid ${tokenFrom}: use at least ${MIN_TOKEN_LENGTH} printable ASCII characters without spaces, e.g. the output of "openssl rand -hex 32".`,
    );
  }
  const insecure = values['insecure-no-auth'] ?? false;
  if (insecure && authToken !== undefined) throw new ConfigError(`--insecure-no-auth contradicts ${tokenFrom}: drop one of them.`);
  if (!isLoopback(host) && authToken === undefined && !insecure) {
    throw new ConfigError(
      `Refusing to serve ${host} without authentication: set MERIDIAN_AUTH_TOKEN (or --auth-token), bind --host 127.0.0.1, or add --insecure-no-auth if something in front authenticates.`,
    );
  }

  const hostsFrom = values['allowed-hosts'] !== undefined ? '--allowed-hosts' : 'MERIDIAN_ALLOWED_HOSTS';
  const allowedHosts = list(values['allowed-hosts'] ?? env.MERIDIAN_ALLOWED_HOSTS).map((h) => hostName(h, hostsFrom));
  const originsFrom = values['allowed-origins'] !== undefined ? '--allowed-origins' : 'MERIDIAN_ALLOWED_ORIGINS';
  const allowedOrigins = list(values['allowed-origins'] ?? env.MERIDIAN_ALLOWED_ORIGINS).map((o) => origin(o, originsFrom));

  return {
    host,
    port,
    allowedHosts: allowedHosts.includes('*') ? ['*'] : allowedHosts,
    allowedOrigins,
    ...(authToken !== undefined ? { authToken } : {}),
    requestTimeoutMs,
    ...(maxConnections !== undefined ? { maxConnections } : {}),
  };
}
