// The official MCP Inspector CLI against the built bundle over stdio and over HTTP: what a
// developer would run to check the server by hand (README "Development", "Remote use (HTTP)").

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOOLS } from '../src/tools/index.js';
import { startHttpBundle } from './helpers.js';

const BUNDLE = fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));
// The Inspector is installed on first use into .tmp/ (git-ignored), pinned, outside the project's
// lock file: its own dependency tree names an optional package the registry does not serve, which
// would make `npm ci` refuse the whole lock file.
const VERSION = '2.12.0';
const DIR = fileURLToPath(new URL(`../.tmp/inspector-${VERSION}`, import.meta.url));
const PKG = join(DIR, 'node_modules', '@modelcontextprotocol', 'inspector');

function inspectorBin(): string {
  if (!existsSync(join(PKG, 'package.json'))) {
    mkdirSync(DIR, { recursive: true });
    const r = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        DIR,
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--loglevel=error',
        `@modelcontextprotocol/inspector@${VERSION}`,
      ],
      {
        encoding: 'utf8',
        timeout: 300_000,
      },
    );
    assert.equal(r.status, 0, `installing the MCP Inspector failed: ${r.stderr}`);
  }
  const bin = (JSON.parse(readFileSync(join(PKG, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin['mcp-inspector']!;
  return join(PKG, bin);
}

function inspect(args: string[]) {
  const r = spawnSync(
    process.execPath,
    [inspectorBin(), '--cli', process.execPath, BUNDLE, '--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris', ...args],
    {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, HOME: process.env.HOME ?? '/tmp' },
    },
  );
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('Inspector CLI: tools/list and tools/call over stdio', { timeout: 400_000 }, () => {
  const list = inspect(['--method', 'tools/list']);
  assert.equal(list.code, 0, list.stderr);
  assert.deepEqual(
    (JSON.parse(list.stdout) as { tools: { name: string }[] }).tools.map((t) => t.name),
    TOOLS.map((t) => t.name),
  );

  const call = inspect(['--method', 'tools/call', '--tool-name', 'get_current_time', '--tool-arg', 'timezone=America/Vancouver']);
  assert.equal(call.code, 0, call.stderr);
  assert.deepEqual(JSON.parse(call.stdout).structuredContent, {
    timezone: 'America/Vancouver',
    datetime: '2026-11-30T05:00:00-07:00',
    day_of_week: 'Monday',
    is_dst: false,
  });
});

test('Inspector CLI: a tool error exits 5', () => {
  const bad = inspect(['--method', 'tools/call', '--tool-name', 'get_current_time', '--tool-arg', 'timezone=Mars/Base']);
  assert.equal(bad.code, 5, bad.stdout + bad.stderr);
});

// The same over Streamable HTTP: the built bundle with --http and a token, the Inspector as a
// remote client in both protocol eras.
test('Inspector CLI over HTTP: both eras, bearer token, errors', { timeout: 400_000 }, async () => {
  const bin = inspectorBin();
  const token = 'inspector-token-0123456789';
  const { child: server, url } = await startHttpBundle(['--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris'], {
    PATH: process.env.PATH ?? '',
    MERIDIAN_AUTH_TOKEN: token,
  });
  try {
    const remote = (args: string[]) => {
      const r = spawnSync(process.execPath, [bin, '--cli', url, '--transport', 'http', ...args], {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, HOME: process.env.HOME ?? '/tmp' },
      });
      return { code: r.status, stdout: r.stdout, stderr: r.stderr };
    };
    const auth = ['--header', `Authorization: Bearer ${token}`];

    const list = remote([...auth, '--method', 'tools/list']);
    assert.equal(list.code, 0, list.stderr);
    assert.deepEqual(
      (JSON.parse(list.stdout) as { tools: { name: string }[] }).tools.map((t) => t.name),
      TOOLS.map((t) => t.name),
    );

    const call = remote([
      '--protocol-era',
      'modern',
      ...auth,
      '--method',
      'tools/call',
      '--tool-name',
      'get_current_time',
      '--tool-arg',
      'timezone=Pacific/Chatham',
    ]);
    assert.equal(call.code, 0, call.stderr);
    assert.deepEqual(JSON.parse(call.stdout).structuredContent, {
      timezone: 'Pacific/Chatham',
      datetime: '2026-12-01T01:45:00+13:45',
      day_of_week: 'Tuesday',
      is_dst: true,
    });

    const bad = remote([
      '--protocol-era',
      'modern',
      ...auth,
      '--method',
      'tools/call',
      '--tool-name',
      'get_current_time',
      '--tool-arg',
      'timezone=Mars/Base',
    ]);
    assert.equal(bad.code, 5, bad.stdout + bad.stderr);

    const anonymous = remote(['--method', 'tools/list']);
    assert.equal(anonymous.code, 3, anonymous.stderr); // the Inspector's "auth required"
    assert.match(anonymous.stderr, /auth_required/);
    assert.equal(anonymous.stdout, '');
  } finally {
    server.kill('SIGTERM');
  }
});
