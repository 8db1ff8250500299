// Builds the MCP Bundle (one-click desktop install): stages manifest.json, the bundled server and
// the licence in .tmp/mcpb, then packs them with the official CLI, fetched on demand by npx (it is
// not a dependency: nothing else needs it). Run through `npm run mcpb`, which builds first.
// Output: dist/meridian-mcp-VERSION.mcpb.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const MCPB_CLI = '@anthropic-ai/mcpb@2.1.2';
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const stage = '.tmp/mcpb';
rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
for (const file of ['manifest.json', 'LICENSE', 'README.md']) copyFileSync(file, `${stage}/${file}`);
// The built program: the entry, its chunks and lazy/ (not an earlier .mcpb).
cpSync('dist', `${stage}/dist`, { recursive: true, filter: (src) => !src.endsWith('.mcpb') });

const out = `dist/meridian-mcp-${version}.mcpb`;
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
for (const args of [
  ['validate', `${stage}/manifest.json`],
  ['pack', stage, out],
]) {
  const r = spawnSync(npx, ['-y', MCPB_CLI, ...args], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
