// The official MCP Inspector CLI against the built bundle over stdio: what a developer would run
// to check the server by hand (README "Development").

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUNDLE = fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));
const require = createRequire(import.meta.url);
const pkgDir = dirname(require.resolve('@modelcontextprotocol/inspector/package.json'));
const bin = (require('@modelcontextprotocol/inspector/package.json') as { bin: Record<string, string> }).bin['mcp-inspector']!;
const INSPECTOR = join(pkgDir, bin);

function inspect(args: string[]) {
  const r = spawnSync(process.execPath, [INSPECTOR, '--cli', process.execPath, BUNDLE, '--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, HOME: process.env.HOME ?? '/tmp' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('Inspector CLI: tools/list and tools/call over stdio', () => {
  const list = inspect(['--method', 'tools/list']);
  assert.equal(list.code, 0, list.stderr);
  assert.deepEqual((JSON.parse(list.stdout) as { tools: { name: string }[] }).tools.map((t) => t.name), ['get_current_time', 'convert_time']);

  const call = inspect(['--method', 'tools/call', '--tool-name', 'get_current_time', '--tool-arg', 'timezone=America/Vancouver']);
  assert.equal(call.code, 0, call.stderr);
  assert.deepEqual(JSON.parse(call.stdout).structuredContent, { timezone: 'America/Vancouver', datetime: '2026-11-30T05:00:00-07:00', day_of_week: 'Monday', is_dst: false });
});

test('Inspector CLI: a tool error exits 5', () => {
  const bad = inspect(['--method', 'tools/call', '--tool-name', 'get_current_time', '--tool-arg', 'timezone=Mars/Base']);
  assert.equal(bad.code, 5, bad.stdout + bad.stderr);
});
