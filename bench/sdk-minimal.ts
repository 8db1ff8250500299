// The smallest server the official SDK makes: one tool over stdio, bundled by bench/run.mjs with
// the same esbuild settings as Meridian. It shows what the SDK itself costs above the floor.
import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'sdk-minimal', version: '1.0.0' });
server.registerTool('get_current_time', { description: 'Current time in UTC.', inputSchema: z.object({}) }, () => ({
  content: [{ type: 'text', text: JSON.stringify({ datetime: new Date().toISOString() }) }],
}));
await server.connect(new StdioServerTransport());
