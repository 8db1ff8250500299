// The client matrix: real MCP clients that nobody here wrote (pinned in test/clients/package.json,
// offline) list and call every tool of the built server, and the schemas each one hands its model provider are
// held to that provider's documented rules. README.md's "Clients" section records the matrix.
//
// The clients: the SDK v1 client that many hosts still embed (stdio and HTTP, and with
// --output-schemas, where it validates every structuredContent against its outputSchema);
// mcp-remote bridging stdio to --http; the Vercel AI SDK's MCP client; LangChain's MCP adapters;
// the OpenAI Agents SDK, plain and with strict schemas (which send null for every unused optional);
// Google's genai mcpToTool.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createMCPClient } from '@ai-sdk/mcp';
import { Experimental_StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { MultiServerMCPClient } from '@langchain/mcp-adapters';
import { MCPServerStdio, mcpToFunctionTool, RunContext } from '@openai/agents';
import { mcpToTool } from '@google/genai';
import { TYPICAL } from '../../bench/typical.mjs';
import { TOOLS } from '../../src/tools/index.js';
import { BUNDLE, ctxAt, runChecked, startHttpBundle } from '../helpers.js';

const require = createRequire(import.meta.url);
const NOW = '2026-11-30T12:00:00Z';
const FLAGS = ['--now', NOW, '--local-timezone', 'Europe/Paris'];
const NAMES = TOOLS.map((t) => t.name);

/** What each tool's typical call answers, computed in process (the battery holds the bundle to the same). */
const ctx = ctxAt(NOW, 'Europe/Paris');
const EXPECTED = Object.fromEntries(
  TOOLS.map((tool) => {
    const r = runChecked(tool, TYPICAL[tool.name], ctx);
    assert.ok(!('isError' in r), `${tool.name}: ${r.content[0].text}`);
    return [tool.name, r.structuredContent];
  }),
);

type Json = Record<string, unknown>;

/** Every schema node with its path, depth first. */
function* nodes(schema: unknown, path = ''): Generator<[string, Json]> {
  if (schema === null || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const [i, s] of schema.entries()) yield* nodes(s, `${path}[${i}]`);
    return;
  }
  const node = schema as Json;
  yield [path || '(root)', node];
  for (const [k, v] of Object.entries(node)) {
    if (k === 'properties') for (const [p, s] of Object.entries(v as Json)) yield* nodes(s, `${path}.${p}`);
    else if (k === 'items' || k === 'anyOf' || k === 'oneOf' || k === 'allOf') yield* nodes(v, `${path}.${k}`);
  }
}

/** OpenAI function calling: an object root, arrays with items, names it accepts. */
function openAiProblems(name: string, parameters: unknown): string[] {
  const out: string[] = [];
  if (!/^[a-zA-Z0-9_-]{1,64}$/.test(name)) out.push(`${name}: name`);
  if ((parameters as Json).type !== 'object') out.push(`${name}: root is not an object`);
  for (const [path, n] of nodes(parameters)) if (n.type === 'array' && !n.items) out.push(`${name}${path}: array without items`);
  return out;
}

/** OpenAI strict mode: every object closed and every property required (optional ones made nullable). */
function openAiStrictProblems(name: string, parameters: unknown): string[] {
  const out = openAiProblems(name, parameters);
  for (const [path, n] of nodes(parameters)) {
    if (n.type !== 'object') continue;
    if (n.additionalProperties !== false) out.push(`${name}${path}: additionalProperties is not false`);
    const props = Object.keys((n.properties as Json | undefined) ?? {});
    const required = (n.required as string[] | undefined) ?? [];
    for (const p of props) if (!required.includes(p)) out.push(`${name}${path}.${p}: not required`);
  }
  return out;
}

/**
 * Gemini's function parameters (an OpenAPI 3.0 subset): one type per node, never missing where
 * there are no alternatives, and only the keywords it reads. additionalProperties is dropped by the
 * SDKs before they write `parameters` (@google/genai, @ai-sdk/google, @langchain/google-genai).
 */
const GEMINI_KEYS = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
  'additionalProperties',
]);
function geminiProblems(name: string, parameters: unknown): string[] {
  const out: string[] = [];
  for (const [path, n] of nodes(parameters)) {
    for (const k of Object.keys(n)) if (!GEMINI_KEYS.has(k)) out.push(`${name}${path}: ${k}`);
    if (Array.isArray(n.type)) out.push(`${name}${path}: a type array`);
    if (n.type === undefined && !n.anyOf) out.push(`${name}${path}: no type`);
  }
  return out;
}

/** Gemini's response schema (responseJsonSchema, where an outputSchema is forwarded): no propertyNames, no const. */
function geminiResponseProblems(name: string, schema: unknown): string[] {
  return [...nodes(schema)].flatMap(([path, n]) =>
    ['propertyNames', 'const', '$ref'].filter((k) => k in n).map((k) => `${name}${path}: ${k}`),
  );
}

/** Anthropic's tool input_schema: an object root without a top-level combinator, and a name it accepts. */
function anthropicProblems(name: string, schema: unknown): string[] {
  const root = schema as Json;
  const out: string[] = [];
  if (!/^[a-zA-Z0-9_-]{1,64}$/.test(name)) out.push(`${name}: name`);
  if (root.type !== 'object') out.push(`${name}: root is not an object`);
  for (const k of ['anyOf', 'oneOf', 'allOf']) if (k in root) out.push(`${name}: top-level ${k}`);
  return out;
}

function structured(result: unknown): unknown {
  const r = result as { structuredContent?: unknown; content?: { text: string }[]; isError?: boolean };
  assert.notEqual(r.isError, true, JSON.stringify(r));
  return r.structuredContent ?? JSON.parse(r.content![0]!.text);
}

async function sdkV1(transport: StdioClientTransport | StreamableHTTPClientTransport, outputSchemas = false): Promise<void> {
  const client = new Client({ name: 'sdk-v1', version: '1.32.2' });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      NAMES,
    );
    for (const t of tools) {
      assert.deepEqual(openAiProblems(t.name, t.inputSchema), []);
      assert.deepEqual(anthropicProblems(t.name, t.inputSchema), []);
      assert.deepEqual(geminiProblems(t.name, t.inputSchema), []);
      if (outputSchemas) {
        assert.ok(t.outputSchema, `${t.name} lists no outputSchema`);
        assert.deepEqual(geminiResponseProblems(t.name, t.outputSchema), []);
      }
    }
    // With output schemas listed, the v1 client validates every structuredContent against them.
    for (const name of NAMES) assert.deepEqual(structured(await client.callTool({ name, arguments: TYPICAL[name] })), EXPECTED[name], name);
  } finally {
    await client.close();
  }
}

test('SDK v1 client over stdio, and with --output-schemas (validating every answer)', async () => {
  await sdkV1(new StdioClientTransport({ command: process.execPath, args: [BUNDLE, ...FLAGS], stderr: 'pipe' }));
  await sdkV1(new StdioClientTransport({ command: process.execPath, args: [BUNDLE, ...FLAGS, '--output-schemas'], stderr: 'pipe' }), true);
});

test('SDK v1 client over Streamable HTTP, and mcp-remote bridging stdio to it', async () => {
  const server = await startHttpBundle(FLAGS);
  try {
    await sdkV1(new StreamableHTTPClientTransport(new URL(server.url)));
    const proxy = join(require.resolve('mcp-remote/package.json'), '..', 'dist', 'proxy.js');
    await sdkV1(
      new StdioClientTransport({
        command: process.execPath,
        args: [proxy, server.url, '--allow-http', '--transport', 'http-only'],
        stderr: 'pipe',
        env: { ...(process.env as Record<string, string>), MCP_REMOTE_CONFIG_DIR: join(ROOT_TMP, 'mcp-remote') },
      }),
    );
  } finally {
    server.child.kill();
  }
});

const ROOT_TMP = join(import.meta.dirname, '..', '..', '.tmp');

test('Vercel AI SDK MCP client: every tool, and the JSON Schema it hands providers', async () => {
  const client = await createMCPClient({
    transport: new Experimental_StdioMCPTransport({ command: process.execPath, args: [BUNDLE, ...FLAGS] }),
  });
  try {
    const tools = await client.tools();
    assert.deepEqual(Object.keys(tools), NAMES);
    for (const [name, tool] of Object.entries(tools)) {
      const schema = (tool as unknown as { inputSchema: { jsonSchema: unknown } }).inputSchema.jsonSchema;
      assert.deepEqual([...openAiProblems(name, schema), ...geminiProblems(name, schema), ...anthropicProblems(name, schema)], []);
      assert.ok(
        !JSON.stringify([(tool as { description?: string }).description, schema]).includes('data:image'),
        `${name}: an icon reached the model`,
      );
      const out = await (tool as unknown as { execute: (a: unknown, o: unknown) => Promise<unknown> }).execute(TYPICAL[name], {
        toolCallId: name,
        messages: [],
      });
      assert.deepEqual(structured(out), EXPECTED[name], name);
    }
  } finally {
    await client.close();
  }
});

test("LangChain's MCP adapters: every argument keeps its type through its schema simplifier", async () => {
  const client = new MultiServerMCPClient({
    mcpServers: { time: { transport: 'stdio', command: process.execPath, args: [BUNDLE, ...FLAGS] } },
  });
  try {
    const tools = await client.getTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      NAMES,
    );
    for (const tool of tools) {
      // What LangChain hands a chat model (ChatGoogleGenerativeAI sends it as Gemini parameters).
      assert.deepEqual(geminiProblems(tool.name, tool.schema), [], `${tool.name}: ${JSON.stringify(tool.schema)}`);
      const out = (await tool.invoke(TYPICAL[tool.name]!)) as { structuredContent?: unknown; text?: string };
      assert.deepEqual(out.structuredContent ?? JSON.parse(out.text!), EXPECTED[tool.name], tool.name);
    }
  } finally {
    await client.close();
  }
});

test('OpenAI Agents SDK: every tool, plain and strict (strict sends null for every unused optional)', async () => {
  const server = new MCPServerStdio({ name: 'time', command: process.execPath, args: [BUNDLE, ...FLAGS] });
  await server.connect();
  try {
    const listed = await server.listTools();
    assert.deepEqual(
      listed.map((t) => t.name),
      NAMES,
    );
    for (const strict of [false, true]) {
      for (const mcpTool of listed) {
        const tool = mcpToFunctionTool(mcpTool, server, strict);
        assert.equal(tool.strict, strict, `${tool.name}: the SDK kept the schema out of strict mode`);
        assert.deepEqual((strict ? openAiStrictProblems : openAiProblems)(tool.name, tool.parameters), []);
        assert.ok(
          !JSON.stringify([tool.name, tool.description, tool.parameters]).includes('data:image'),
          `${tool.name}: an icon reached the model`,
        );
        // In strict mode a model sends every argument, null for those it does not use.
        const props = Object.keys((tool.parameters as { properties: Json }).properties);
        const args = strict ? { ...Object.fromEntries(props.map((p) => [p, null])), ...TYPICAL[tool.name] } : TYPICAL[tool.name];
        const out = await tool.invoke(new RunContext({}), JSON.stringify(args));
        const text = typeof out === 'string' ? out : JSON.stringify(out);
        assert.deepEqual(
          JSON.parse((JSON.parse(text) as { text: string }).text),
          EXPECTED[tool.name],
          `${tool.name} strict=${strict}: ${text}`,
        );
      }
    }
  } finally {
    await server.close();
  }
});

test("Google genai's mcpToTool: Gemini function declarations and calls", async () => {
  const client = new Client({ name: 'genai', version: '2.32.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BUNDLE, ...FLAGS], stderr: 'pipe' }));
  try {
    const callable = mcpToTool(client);
    const { functionDeclarations } = await callable.tool();
    assert.deepEqual(
      functionDeclarations!.map((f) => f.name),
      NAMES,
    );
    for (const f of functionDeclarations!) assert.deepEqual(geminiProblems(f.name!, f.parametersJsonSchema), []);
    // The icons are for the host: none reaches what the model is sent (BENCHMARKS.md counts them apart).
    assert.ok(!JSON.stringify(functionDeclarations).includes('data:image'), 'an icon reached the Gemini declarations');
    for (const name of NAMES) {
      const [part] = await callable.callTool([{ name, args: TYPICAL[name]! }]);
      assert.deepEqual(structured(part!.functionResponse!.response), EXPECTED[name], name);
    }
  } finally {
    await client.close();
  }
});
