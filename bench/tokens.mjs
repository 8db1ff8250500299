// Prints the o200k tokens of each tool's tools/list entry as the built server sends it, and the
// whole list's: a quick check while editing descriptions (npm run bench measures the rest).
//   node bench/tokens.mjs [--output-schemas]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

const bundle = fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));
const input = [
  {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'tokens', version: '1' } },
  },
  { jsonrpc: '2.0', id: 2, method: 'tools/list' },
]
  .map((m) => JSON.stringify(m) + '\n')
  .join('');
const run = spawnSync(process.execPath, [bundle, '--local-timezone', 'Europe/Paris', ...process.argv.slice(2)], {
  input,
  encoding: 'utf8',
});
const tools = JSON.parse(run.stdout.trim().split('\n')[1]).result.tools;
for (const t of tools) {
  const { inputSchema } = t;
  const fields = Object.entries(inputSchema.properties ?? {}).map(([k, v]) => `${k} ${countTokens(JSON.stringify({ [k]: v }))}`);
  console.log(
    `${t.name.padEnd(18)} ${String(countTokens(JSON.stringify(t))).padStart(5)}  (description ${countTokens(t.description)}; ${fields.join(', ')})`,
  );
}
const pair = tools.filter((t) => t.name === 'get_current_time' || t.name === 'convert_time');
console.log(
  `${'all tools'.padEnd(18)} ${String(countTokens(JSON.stringify(tools))).padStart(5)}\n${'drop-in pair'.padEnd(18)} ${String(countTokens(JSON.stringify(pair))).padStart(5)}`,
);
// What clients hand the model: name, description and input schema (title and annotations stay in the client).
const seen = tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));
console.log(`${'model sees'.padEnd(18)} ${String(countTokens(JSON.stringify(seen))).padStart(5)}`);
