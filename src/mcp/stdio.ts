// MCP over stdin/stdout, both protocol eras. Nothing but JSON-RPC is ever written to stdout.
//
// The opening message picks who answers the session: an `initialize` request opens an
// initialize-era session, answered by Meridian's lean session (./session.ts) without loading the
// SDK; anything else (the 2026-07-28 era) loads the SDK's stdio server and hands it every message.
//
// A line that is not JSON gets a JSON-RPC parse error (-32700, id null) and the server keeps
// serving; the SDK's own transport would drop it silently and leave the client waiting.

import { PassThrough, Writable, type Readable } from 'node:stream';
import type { ServerDeps } from './server.js';
import { DEFAULT_SESSION, LeanSession, opensLeanSession } from './session.js';

const NEWLINE = Buffer.from('\n');

/** The SDK transport's own limit for one message. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;

/**
 * Answers buffered ahead of a client that reads slowly: reading waits past this. The SDK's transport
 * waits for "drain" per message once stdout pushes back, adding two listeners per waiting answer (a
 * burst of requests then warns of a listener leak and slows down); a roomy buffer in front of stdout
 * lets it write on.
 */
export const OUTPUT_BUFFER_BYTES = 64 * 1024 * 1024;

function errorLine(code: number, message: string): string {
  return JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } }) + '\n';
}

/** Where input goes: `push` each chunk as it comes, `end` once it ends. */
export interface LineReader {
  push(chunk: Buffer): void;
  end(): void;
}

/**
 * Splits the input into lines and hands each JSON message to `onMessage` (parsed, and as its text),
 * answering the others itself: -32700 for text that is not JSON, -32600 for JSON that is not an
 * object or a batch, and -32700 for a line over the size limit (which is skipped up to its end, so
 * the next line is read normally).
 */
export function jsonLines(
  reply: (line: string) => void,
  onMessage: (message: unknown, text: string) => void,
  maxLineBytes = MAX_LINE_BYTES,
): LineReader {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let skipping = false;
  const tooLarge = () => reply(errorLine(-32700, `Parse error: a message over ${maxLineBytes} bytes was dropped.`));
  /** The line from..to of `bytes` (a CR before its newline dropped). */
  const handle = (bytes: Buffer, from: number, to: number) => {
    if (to - from > maxLineBytes) {
      tooLarge();
      return;
    }
    const text = bytes.toString('utf8', from, to > from && bytes[to - 1] === 13 ? to - 1 : to);
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      reply(errorLine(-32700, 'Parse error: the line is not valid JSON. Send one JSON-RPC message per line.'));
      return;
    }
    if (value === null || typeof value !== 'object') {
      reply(errorLine(-32600, 'Invalid Request: a JSON-RPC message is an object with "jsonrpc": "2.0".'));
      return;
    }
    onMessage(value, text);
  };
  return {
    push(chunk) {
      let start = 0;
      for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
        const from = start;
        start = nl + 1;
        if (skipping) {
          skipping = false;
          continue;
        }
        if (pending.length === 0) {
          handle(chunk, from, nl);
        } else {
          const line = Buffer.concat([...pending, chunk.subarray(from, nl)]);
          pending = [];
          pendingBytes = 0;
          handle(line, 0, line.length);
        }
      }
      if (start < chunk.length && !skipping) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
        if (pendingBytes > maxLineBytes) {
          pending = [];
          pendingBytes = 0;
          skipping = true;
          tooLarge();
        }
      }
    },
    end() {
      if (pending.length && !skipping) {
        const line = Buffer.concat(pending);
        handle(line, 0, line.length);
      }
    },
  };
}

/**
 * jsonLines as a writable stream, for a readable to be piped into; writing waits while `output`
 * holds more than `outputBytes` (a client that sends but never reads).
 */
export function jsonLineFilter(
  reply: (line: string) => void,
  onMessage: (message: unknown, text: string) => void,
  maxLineBytes = MAX_LINE_BYTES,
  output?: Writable,
  outputBytes = output?.writableHighWaterMark ?? 0,
): Writable {
  const lines = jsonLines(reply, onMessage, maxLineBytes);
  return new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk);
      if (output?.writableNeedDrain && output.writableLength >= outputBytes) output.once('drain', () => done());
      else done();
    },
    final(done) {
      lines.end();
      done();
    },
  });
}

/** `from` piped into `to`, `to` ended when `from` ends. */
function forward(from: Readable, to: Writable): void {
  from.on('data', (chunk: Uint8Array) => {
    if (!to.write(chunk)) from.pause();
  });
  to.on('drain', () => from.resume());
  from.on('end', () => to.end());
}

/**
 * Serves MCP on stdin and stdout. `afterFirstCall` runs once the first tools/call has been answered
 * (its answer written, or handed to the SDK's session), on the next turn of the event loop: work
 * that start-up does not need and that the first answer should not wait for.
 */
export function startStdio(
  deps: ServerDeps,
  onError: (e: Error) => void,
  stdin: Readable,
  stdout: Writable,
  afterFirstCall?: () => void,
): void {
  // Answers go to stdout as they come; each of the pool's answer buffers goes back to it once stdout
  // has written it, for a later answer. (A fresh 64 KB buffer per meeting search made V8 count ~40 MB
  // a second of external memory on the event loop, and run a full garbage collection there about
  // twice a second.) The pool's buffers being written, oldest first: writes complete in order. One
  // callback for them all, and none for other writes: a function of its own per write costs each
  // write a tick.
  const pool = deps.pool;
  const writing: Uint8Array[] = [];
  const written = (e?: Error | null) => {
    const chunk = writing.shift()!;
    if (!e) pool!.recycle(chunk);
  };
  const write = (line: string) => stdout.write(line);
  // Two writes rather than one more copy of a pooled answer.
  const writeBytes = (line: Uint8Array) => {
    if (pool?.owns(line)) {
      writing.push(line);
      stdout.write(line, written);
    } else {
      stdout.write(line);
    }
    stdout.write(NEWLINE);
  };
  let lean: LeanSession | undefined;
  let sdkInput: PassThrough | undefined;
  let firstCall = afterFirstCall;
  const answered = (message: unknown) => {
    if (firstCall && (message as { method?: unknown } | null)?.method === 'tools/call') {
      setImmediate(firstCall);
      firstCall = undefined;
    }
  };
  const lines = jsonLines(
    write,
    (message, text) => {
      if (!lean && !sdkInput) {
        if (opensLeanSession(message)) {
          lean = new LeanSession(deps, { client: 'stdio', callTimeoutMs: deps.callTimeoutMs ?? DEFAULT_SESSION.callTimeoutMs });
        } else {
          sdkInput = new PassThrough();
          // The SDK's transport writes to a roomy buffer in front of stdout (OUTPUT_BUFFER_BYTES).
          const out = new PassThrough({ highWaterMark: OUTPUT_BUFFER_BYTES });
          forward(out, stdout);
          serveWithSdk(deps, onError, sdkInput, out);
        }
      }
      if (lean) {
        const answer = lean.handle(message);
        if (typeof answer === 'string') {
          write(answer + '\n');
          answered(message);
        } else
          answer?.then((line) => {
            if (line !== undefined) typeof line === 'string' ? write(line + '\n') : writeBytes(line);
            answered(message);
          }, onError);
      } else {
        sdkInput!.write(text + '\n');
        answered(message);
      }
    },
    MAX_LINE_BYTES,
  );
  // Read on, unless stdout holds more than OUTPUT_BUFFER_BYTES the client has not read.
  stdin.on('data', (chunk: Buffer) => {
    lines.push(chunk);
    if (stdout.writableNeedDrain && stdout.writableLength >= OUTPUT_BUFFER_BYTES) {
      stdin.pause();
      stdout.once('drain', () => stdin.resume());
    }
  });
  stdin.on('end', () => {
    lines.end();
    sdkInput?.end();
  });
}

/** The SDK's stdio server, loaded now (not at start-up), reading the messages the filter passes on. */
function serveWithSdk(deps: ServerDeps, onError: (e: Error) => void, input: Readable, out: Writable): void {
  Promise.all([import('@modelcontextprotocol/server/stdio'), import('./server.js')]).then(
    ([{ serveStdio, StdioServerTransport }, { createServer }]) => {
      serveStdio(() => createServer(deps), { onerror: onError, transport: new StdioServerTransport(input, out) });
    },
    (e: Error) => onError(e),
  );
}
