// Entry point: argv/env → Config → tz data → local zone → the served tools → a transport (stdio,
// or HTTP with --http). The only file that touches `process`. Everything it prints goes to stderr,
// except --help, --version and command output.

import { readFileSync, readlinkSync, writeSync } from 'node:fs';
import { ConfigError } from '../core/errors.js';
import { VERSION } from '../mcp/identity.js';
import type { ServerDeps } from '../mcp/server.js';
import type { WorkerPool } from '../mcp/pool.js';
import { startStdio } from '../mcp/stdio.js';
import { fixedClock, systemClock } from '../time/clock.js';
import { loadTools, TOOLS } from '../tools/index.js';
import { serveTools } from '../tools/listing.js';
import { TzDatabase } from '../tzdb/database.js';
import { embeddedSource } from '../tzdb/snapshot.js';
import { DirectorySource, newestSource } from '../tzdb/source.js';
import { detectLocalZone, type HostZoneHints } from '../zones/host-zone.js';
import { callTool, listTools } from './commands.js';
import { parseConfig, poolSize, selectTools, USAGE } from './config.js';
import { setV8Flags } from './v8-flags.js';

const SYSTEM_ZONEINFO = '/usr/share/zoneinfo';

/** What a worker thread of the pool is started with: the main thread's choices, so it answers as the main thread would. */
interface WorkerSetup {
  readonly tzdataDir?: string;
  readonly localZone: string;
  readonly tools: readonly string[];
}

/** Each worker's old generation at most: a call that needs more fails alone (every case of bench/worst-case.ts runs in one process under --max-old-space-size=40). */
const WORKER_HEAP_MIB = 128;
/**
 * How much lower a worker thread's priority is than the event loop's, in nice steps. When costly
 * calls keep every core busy, the loop still gets the CPU the moment it has work (a health check, a
 * cheap call, a deadline's 503): under 100 concurrent meeting searches on two cores a probe's p99
 * went from 175-568 to 102-132 ms (RELIABILITY.md, hostile load).
 */
const WORKER_NICE = 10;
/** Calls waiting for a worker, per worker, before more are refused as busy. */
const QUEUED_PER_WORKER = 64;
/**
 * The same for an stdio session: one client, whose pipelined calls (a test battery, an agent's
 * burst) should wait their turn rather than be refused; still a bound on what the process holds.
 */
const QUEUED_PER_WORKER_STDIO = 512;
/** File descriptors kept for everything but connections (tz data, the lazy parts, workers, logs). */
const DESCRIPTOR_RESERVE = 64;
const MAX_DEFAULT_CONNECTIONS = 10_000;

/** The default connection cap: the soft file-descriptor limit less a reserve (Linux; elsewhere the http default). */
function connectionCap(): number | undefined {
  const limits = tryRead(() => readFileSync('/proc/self/limits', 'utf8'));
  const soft = limits && /^Max open files\s+(\d+)/m.exec(limits)?.[1];
  if (!soft) return undefined;
  return Math.max(16, Math.min(MAX_DEFAULT_CONNECTIONS, Number(soft) - DESCRIPTOR_RESERVE));
}

/**
 * One line to stderr straight to its descriptor, as process.stderr writes to a pipe or a file (both
 * synchronous there), without building that stream: the stdio server's one line at start-up would
 * otherwise be its only use before a client's first call, and building it (a socket and its stream
 * states) took 0.6-1.0 ms with stdin and stdout already open, against 0.06-0.1 ms for this (Node 24,
 * a script timing both, five runs each). A descriptor that refuses the write (a non-blocking pipe,
 * full) leaves it to process.stderr.
 */
function writeStderr(text: string): void {
  try {
    writeSync(2, text);
  } catch {
    process.stderr.write(text);
  }
}

function fail(message: string): never {
  process.stderr.write(`meridian-mcp: ${message}\n`);
  process.exit(2);
}

function tryRead(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * The argument a worker thread of the pool is started with, so that the main thread knows it is not
 * one without loading node:worker_threads (and the half-dozen modules of Node's that it loads).
 */
const WORKER_ARGUMENT = '--meridian-worker-thread';

/**
 * node:worker_threads as Node's own module (no ES module facade to build for it). Node before 20.16
 * and 22.3 has no getBuiltinModule.
 */
async function workerThreads(): Promise<typeof import('node:worker_threads')> {
  return process.getBuiltinModule?.('node:worker_threads') ?? (await import('node:worker_threads'));
}

async function main(): Promise<void> {
  try {
    const threads = process.argv.includes(WORKER_ARGUMENT) ? await workerThreads() : undefined;
    const setup = (threads?.workerData as { meridianWorker?: WorkerSetup } | null | undefined)?.meridianWorker;
    if (threads && !threads.isMainThread && setup) await startWorker(setup, threads.parentPort!);
    else await start();
  } catch (e) {
    // Whatever the person starting the server can fix (a flag, the environment, the host's zone)
    // is one line on stderr and exit code 2.
    if (e instanceof ConfigError) fail(e.message);
    throw e;
  }
}

/** The newest tz data of --tzdata-dir, the embedded snapshot and the system's. */
function openTzData(tzdataDir: string | undefined) {
  let explicit;
  if (tzdataDir !== undefined) {
    explicit = DirectorySource.open(tzdataDir, 'directory');
    if (!explicit) throw new ConfigError(`--tzdata-dir "${tzdataDir}" has no tzdata.zi naming a tz release (e.g. /usr/share/zoneinfo).`);
  }
  const source = newestSource([explicit, embeddedSource(), DirectorySource.open(SYSTEM_ZONEINFO, 'system')]);
  return { db: new TzDatabase(source), source };
}

/** A worker thread of the pool: the same tz data, local zone and tools as the main thread, answering jobs. */
async function startWorker(setup: WorkerSetup, port: import('node:worker_threads').MessagePort): Promise<void> {
  // A worker's stdout would reach the protocol's: whatever it prints goes to stderr instead. (Node's
  // stdout: true option would do it too, but its streams then keep the process alive after stdin ends.)
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  await lowerThreadPriority(WORKER_NICE);
  const [{ serveWorker }] = await Promise.all([import('../mcp/worker.js'), loadTools()]);
  const { db } = openTzData(setup.tzdataDir);
  const context = { db, localZone: setup.localZone, clock: systemClock };
  const tools = TOOLS.filter((t) => setup.tools.includes(t.name));
  serveWorker({ db, localZone: setup.localZone, tools: serveTools(tools, context) }, port);
}

/**
 * Lowers this thread's scheduling priority by `steps` (to nice 19 at most). Linux only: there a
 * thread has its own nice value, set by its id, which Node does not expose but /proc/thread-self
 * names. Elsewhere (or if refused) the workers share the CPU evenly with the event loop.
 */
async function lowerThreadPriority(steps: number): Promise<void> {
  try {
    const { getPriority, setPriority } = await import('node:os');
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, Math.min(19, getPriority(tid) + steps));
  } catch {
    // not Linux, or not permitted
  }
}

/**
 * The pool for costly calls, or none (config.ts poolSize: over stdio unless --workers asks for one;
 * the command line, which runs one call, never has one). Its code is loaded only when there is one.
 */
async function createPool(
  config: ReturnType<typeof parseConfig>,
  setup: WorkerSetup,
  onBug: (text: string) => void,
): Promise<WorkerPool | undefined> {
  const size = poolSize(config, config.workers === undefined && config.http ? (await import('node:os')).availableParallelism() : 0);
  if (size === 0) return undefined;
  const [{ WorkerPool }, { Worker }] = await Promise.all([import('../mcp/pool.js'), workerThreads()]);
  const entry = new URL(import.meta.url);
  return new WorkerPool({
    size,
    maxQueued: size * (config.http ? QUEUED_PER_WORKER : QUEUED_PER_WORKER_STDIO),
    onBug,
    spawn: () => {
      return new Worker(entry, {
        argv: [WORKER_ARGUMENT],
        workerData: { meridianWorker: setup },
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MIB },
      });
    },
  });
}

async function start(): Promise<void> {
  const config = parseConfig(process.argv.slice(2), process.env);
  if (config.help) {
    process.stdout.write(USAGE);
    return;
  }
  const tools = selectTools(config.tools, TOOLS);
  if (config.command?.name === 'tools') {
    process.stdout.write(listTools(tools));
    return;
  }

  const { db, source } = openTzData(config.tzdataDir);
  const dataNote = `tz data ${source.version} (${source.kind === 'embedded' ? 'embedded snapshot' : source.location})`;

  if (config.version) {
    process.stdout.write(`meridian-mcp ${VERSION}, ${dataNote}\n`);
    return;
  }

  const hints: HostZoneHints = {
    flag: config.localTimezone,
    env: { LOCAL_TIMEZONE: process.env.LOCAL_TIMEZONE, TZ: process.env.TZ },
    // Read only when the flag and the environment name no zone.
    get localtimeLink() {
      return tryRead(() => readlinkSync('/etc/localtime'));
    },
    get etcTimezone() {
      return tryRead(() => readFileSync('/etc/timezone', 'utf8').split('\n')[0]!);
    },
  };
  const local = detectLocalZone(db, hints);
  if (local.warning) process.stderr.write(`meridian-mcp: ${local.warning}\n`);

  const clock = config.now !== undefined ? fixedClock(config.now) : systemClock;
  const context = { clock, db, localZone: local.name };
  // The tools as this server serves them, prepared once for every transport and command.
  const onBug = (e: unknown) =>
    process.stderr.write(`meridian-mcp: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  const deps: ServerDeps = {
    ...context,
    tools: serveTools(tools, context, { outputSchemas: config.outputSchemas }),
    onBug,
    callTimeoutMs: config.requestTimeoutMs,
  };
  if (config.command?.name === 'call') {
    const out = callTool(deps.tools, deps, config.command.tool, config.command.args, process.stdout.isTTY === true);
    process.stdout.write(out.stdout);
    process.stderr.write(out.stderr);
    process.exitCode = out.code;
    return;
  }
  const pool = await createPool(
    config,
    { ...(config.tzdataDir !== undefined ? { tzdataDir: config.tzdataDir } : {}), localZone: local.name, tools: tools.map((t) => t.name) },
    (text) => onBug(text),
  );
  const served: ServerDeps = pool ? { ...deps, pool } : deps;
  const pinned = config.now !== undefined ? `; clock pinned to ${new Date(config.now).toISOString()}` : '';

  if (config.http) {
    const cap = config.http.maxConnections ?? connectionCap();
    const http = { ...config.http, ...(cap !== undefined ? { maxConnections: cap } : {}) };
    // Loaded only for HTTP: stdio sessions start without the SDK (mcp/session.ts).
    import('../mcp/http.js')
      .then(({ startHttp }) => startHttp(served, { ...http, logClock: systemClock, log: (line) => process.stderr.write(line + '\n') }))
      .then(
        (server) => {
          // A long-running server starts its workers now, not on the first costly call (stdio sessions,
          // often short, start them on first need).
          pool?.warm();
          process.stderr.write(
            `meridian-mcp: serving MCP at ${server.url} (local time zone ${local.name}; ${dataNote}${pinned}; ` +
              `${http.authToken !== undefined ? 'bearer token required' : 'no authentication'})\n`,
          );
          let stopping = false;
          const stop = (signal: string) => {
            if (stopping) process.exit(1); // a second signal: stop waiting
            stopping = true;
            process.stderr.write(`meridian-mcp: ${signal}: finishing in-flight requests, then exiting\n`);
            server.close().then(
              () => process.exit(0),
              () => process.exit(1),
            );
          };
          process.on('SIGTERM', () => stop('SIGTERM'));
          process.on('SIGINT', () => stop('SIGINT'));
        },
        (e: NodeJS.ErrnoException) => {
          const why = e.code === 'EADDRINUSE' ? `port ${http.port} is in use on ${http.host}: choose another with --port` : e.message;
          fail(`cannot listen: ${why}.`);
        },
      );
    return;
  }

  // One line, whoever started it (a client, `npm start`, a terminal): what runs, and that it waits.
  // stdout stays the protocol's alone.
  const from = local.origin === 'default' ? '' : `, from ${local.origin}`;
  writeStderr(`meridian-mcp ${VERSION}, ${dataNote}: waiting for an MCP client on stdio (local time zone ${local.name}${from}${pinned})\n`);
  // When the client closes our stdout (EPIPE), no answer can reach it any more: leave quietly.
  process.stdout.on('error', () => process.exit(0));
  // The V8 flags once the first tools/call is answered: not during start-up (setV8Flags says why),
  // nor before that answer, which loading node:v8 to set them would delay by 2-4 ms.
  startStdio(
    served,
    (e) => {
      if ((e as NodeJS.ErrnoException).code !== 'EPIPE') process.stderr.write(`meridian-mcp: ${e.message}\n`);
    },
    process.stdin,
    process.stdout,
    () => setV8Flags('stdio'),
  );
}

await main();
