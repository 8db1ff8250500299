// MCP over stdin/stdout, both protocol eras (the SDK pins the era from the opening message).
// Nothing but JSON-RPC is ever written to stdout.
//
// A line that is not JSON gets a JSON-RPC parse error (-32700, id null) and the server keeps
// serving; the SDK's own transport would drop it silently and leave the client waiting.

import { PassThrough, Transform, type Readable, type Writable } from 'node:stream';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { serverFactory, type ServerDeps } from '../server.js';

/** The SDK transport's own limit for one message. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;

/**
 * Answers buffered ahead of a client that reads slowly. The SDK's transport waits for "drain" per
 * message once stdout pushes back, adding two listeners per waiting answer (a burst of requests then
 * warns of a listener leak and slows down); a roomy buffer in front of stdout lets it write on.
 */
export const OUTPUT_BUFFER_BYTES = 64 * 1024 * 1024;

function errorLine(code: number, message: string): string {
  return JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } }) + '\n';
}

/**
 * Passes JSON lines through and answers the others itself: -32700 for text that is not JSON,
 * -32600 for JSON that is not an object or a batch, and -32700 for a line over the size limit
 * (which is skipped up to its end, so the next line is read normally).
 */
export function jsonLineFilter(reply: (line: string) => void, maxLineBytes = MAX_LINE_BYTES): Transform {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let skipping = false;
  const tooLarge = () => reply(errorLine(-32700, `Parse error: a message over ${maxLineBytes} bytes was dropped.`));
  const handle = (line: Buffer, push: (b: Buffer) => void) => {
    if (line.length > maxLineBytes) {
      tooLarge();
      return;
    }
    const text = line.toString('utf8').replace(/\r$/, '');
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
    push(Buffer.from(text + '\n'));
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      let start = 0;
      for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
        const piece = chunk.subarray(start, nl);
        start = nl + 1;
        if (skipping) {
          skipping = false;
          continue;
        }
        const line = pending.length ? Buffer.concat([...pending, piece]) : piece;
        pending = [];
        pendingBytes = 0;
        handle(line, (b) => this.push(b));
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
      done();
    },
    flush(done) {
      if (pending.length && !skipping) handle(Buffer.concat(pending), (b) => this.push(b));
      done();
    },
  });
}

export function startStdio(
  deps: ServerDeps,
  onError: (e: Error) => void,
  stdin: Readable,
  stdout: Writable,
): { close(): Promise<void> } {
  const out = new PassThrough({ highWaterMark: OUTPUT_BUFFER_BYTES });
  out.pipe(stdout);
  const filtered = stdin.pipe(jsonLineFilter((line) => out.write(line)));
  const transport = new StdioServerTransport(filtered, out);
  return serveStdio(serverFactory(deps), { onerror: onError, transport });
}
