// The physical floor for a stdio MCP server on Node: plain Node, no dependencies, one JSON-RPC
// message per line, answering initialize, tools/list and tools/call with the least work that is
// still a correct answer (the time now in UTC). Whatever a real server costs above this is its own.
import { createInterface } from 'node:readline';

const TOOL = {
  name: 'get_current_time',
  description: 'Current time in UTC.',
  inputSchema: { type: 'object', properties: {} },
};
const out = (id, result) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id, result }) + '\n');

createInterface({ input: process.stdin }).on('line', (line) => {
  let m;
  try {
    m = JSON.parse(line);
  } catch {
    return;
  }
  if (m.id === undefined) return;
  switch (m.method) {
    case 'initialize':
      return out(m.id, {
        protocolVersion: m.params?.protocolVersion ?? '2025-11-25',
        capabilities: { tools: {} },
        serverInfo: { name: 'floor', version: '1.0.0' },
      });
    case 'tools/list':
      return out(m.id, { tools: [TOOL] });
    case 'tools/call': {
      const text = JSON.stringify({ datetime: new Date().toISOString() });
      return out(m.id, { content: [{ type: 'text', text }] });
    }
    default:
      process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'Method not found' } }) + '\n');
  }
});
