// MCP over stdin/stdout, both protocol eras (the SDK pins the era from the opening message).
// Nothing but JSON-RPC is ever written to stdout.

import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { serverFactory, type ServerDeps } from '../server.js';

export function startStdio(deps: ServerDeps, onError: (e: Error) => void): { close(): Promise<void> } {
  return serveStdio(serverFactory(deps), { onerror: onError });
}
