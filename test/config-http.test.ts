// HTTP configuration: flags and environment → HttpConfig, and the combinations refused at start-up
// (safe by default: loopback, or a token, or an explicit --insecure-no-auth).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseConfig } from '../src/cli/config.js';
import { ConfigError } from '../src/core/errors.js';

const BUNDLE = fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));
const TOKEN = 'abcdefghijklmnop0123';

// biome-ignore format: a table, one row a line
const cases: { name: string; argv: string[]; env?: Record<string, string>; expected: unknown }[] = [
  { name: 'stdio by default', argv: [], expected: undefined },
  {
    name: '--http defaults',
    argv: ['--http'],
    expected: { host: '127.0.0.1', port: 3000, allowedHosts: [], allowedOrigins: [], requestTimeoutMs: 10_000 },
  },
  {
    name: 'flags',
    argv: ['--http', '--host', '0.0.0.0', '--port', '8080', '--auth-token', TOKEN, '--allowed-hosts', 'Time.Example.com, 10.0.0.5,::1', '--allowed-origins', 'https://App.example.com,http://localhost:5173/', '--request-timeout', '2500'],
    expected: {
      host: '0.0.0.0',
      port: 8080,
      authToken: TOKEN,
      allowedHosts: ['time.example.com', '10.0.0.5', '[::1]'],
      allowedOrigins: ['https://app.example.com', 'http://localhost:5173'],
      requestTimeoutMs: 2500,
    },
  },
  {
    name: 'environment',
    argv: [],
    env: { MERIDIAN_HTTP: '1', MERIDIAN_HOST: '::', MERIDIAN_PORT: '0', MERIDIAN_AUTH_TOKEN: TOKEN, MERIDIAN_ALLOWED_HOSTS: '*', MERIDIAN_REQUEST_TIMEOUT_MS: '100' },
    expected: { host: '::', port: 0, authToken: TOKEN, allowedHosts: ['*'], allowedOrigins: [], requestTimeoutMs: 100 },
  },
  { name: 'flags win over the environment', argv: ['--http', '--port', '4000'], env: { MERIDIAN_PORT: '5000' }, expected: { host: '127.0.0.1', port: 4000, allowedHosts: [], allowedOrigins: [], requestTimeoutMs: 10_000 } },
  { name: 'HTTP environment without --http is ignored', argv: [], env: { MERIDIAN_PORT: 'x', MERIDIAN_HOST: '0.0.0.0' }, expected: undefined },
  { name: '--max-connections', argv: ['--http', '--max-connections', '500'], expected: { host: '127.0.0.1', port: 3000, allowedHosts: [], allowedOrigins: [], requestTimeoutMs: 10_000, maxConnections: 500 } },
  { name: 'MERIDIAN_MAX_CONNECTIONS', argv: ['--http'], env: { MERIDIAN_MAX_CONNECTIONS: '64' }, expected: { host: '127.0.0.1', port: 3000, allowedHosts: [], allowedOrigins: [], requestTimeoutMs: 10_000, maxConnections: 64 } },
  { name: 'non-loopback with --insecure-no-auth', argv: ['--http', '--host', '10.1.2.3', '--insecure-no-auth'], expected: { host: '10.1.2.3', port: 3000, allowedHosts: [], allowedOrigins: [], requestTimeoutMs: 10_000 } },
];

for (const { name, argv, env, expected } of cases) {
  test(`parseConfig: ${name}`, () => {
    assert.deepEqual(parseConfig(argv, env ?? {}).http, expected);
  });
}

// biome-ignore format: a table, one row a line
const refused: { name: string; argv: string[]; env?: Record<string, string>; message: RegExp }[] = [
  { name: 'non-loopback without a token', argv: ['--http', '--host', '0.0.0.0'], message: /^Refusing to serve 0\.0\.0\.0 without authentication: set MERIDIAN_AUTH_TOKEN/ },
  { name: 'non-loopback from the environment', argv: [], env: { MERIDIAN_HTTP: 'true', MERIDIAN_HOST: '192.168.1.20' }, message: /^Refusing to serve 192\.168\.1\.20/ },
  { name: 'a short token', argv: ['--http', '--auth-token', 'secret'], message: /^Invalid --auth-token: use at least 16/ },
  { name: 'a token with spaces', argv: [], env: { MERIDIAN_HTTP: '1', MERIDIAN_AUTH_TOKEN: 'abcdefgh ijklmnopq' }, message: /^Invalid MERIDIAN_AUTH_TOKEN/ },
  { name: 'token and --insecure-no-auth', argv: ['--http', '--auth-token', TOKEN, '--insecure-no-auth'], message: /contradicts --auth-token/ },
  { name: 'a bad port', argv: ['--http', '--port', '70000'], message: /^Invalid --port "70000": give a whole number from 0 to 65535/ },
  { name: 'a bad port from the environment', argv: ['--http'], env: { MERIDIAN_PORT: '3e3' }, message: /^Invalid MERIDIAN_PORT/ },
  { name: 'a tiny deadline', argv: ['--http', '--request-timeout', '5'], message: /^Invalid --request-timeout/ },
  { name: 'a host with a port', argv: ['--http', '--allowed-hosts', 'time.example.com:443'], message: /^Invalid --allowed-hosts entry "time\.example\.com:443"/ },
  { name: 'an origin with a path', argv: ['--http', '--allowed-origins', 'https://app.example.com/x'], message: /^Invalid --allowed-origins entry/ },
  { name: 'an origin without a scheme', argv: ['--http', '--allowed-origins', 'app.example.com'], message: /^Invalid --allowed-origins entry/ },
  { name: '--port without --http', argv: ['--port', '3000'], message: /^--port only applies to HTTP: add --http/ },
  { name: '--auth-token without --http', argv: ['--auth-token', TOKEN], message: /^--auth-token only applies to HTTP/ },
  { name: '--max-connections without --http', argv: ['--max-connections', '100'], message: /^--max-connections only applies to HTTP/ },
  { name: 'too few connections', argv: ['--http', '--max-connections', '3'], message: /^Invalid --max-connections "3": give a whole number from 16 to 1000000/ },
  { name: 'negative workers', argv: ['--workers=-1'], message: /^Invalid --workers "-1": give a whole number from 0 to 64/ },
  { name: 'too many workers from the environment', argv: [], env: { MERIDIAN_WORKERS: '65' }, message: /^Invalid MERIDIAN_WORKERS "65"/ },
];

for (const { name, argv, env, message } of refused) {
  test(`parseConfig refuses ${name}`, () => {
    assert.throws(
      () => parseConfig(argv, env ?? {}),
      (e: unknown) => e instanceof ConfigError && message.test(e.message),
    );
  });
}

test('the bundle refuses a public bind without a token: exit 2, one line on stderr, nothing on stdout', () => {
  const r = spawnSync(process.execPath, [BUNDLE, '--http', '--host', '0.0.0.0', '--port', '0'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
    timeout: 10_000,
  });
  assert.equal(r.status, 2);
  assert.equal(r.stdout, '');
  assert.match(r.stderr, /^meridian-mcp: Refusing to serve 0\.0\.0\.0 without authentication.*\n$/);
});

test('parseConfig: --workers and MERIDIAN_WORKERS for both transports; absent, one per core (decided at start-up)', () => {
  assert.equal(parseConfig(['--workers', '0'], {}).workers, 0);
  assert.equal(parseConfig(['--http', '--workers', '3'], {}).workers, 3);
  assert.equal(parseConfig([], { MERIDIAN_WORKERS: '2' }).workers, 2);
  assert.equal(parseConfig(['--workers', '4'], { MERIDIAN_WORKERS: '2' }).workers, 4);
  assert.equal(parseConfig([], {}).workers, undefined);
  // The deadline applies to stdio calls too.
  assert.equal(parseConfig(['--request-timeout', '2500'], {}).requestTimeoutMs, 2500);
  assert.equal(parseConfig([], {}).requestTimeoutMs, 10_000);
});

test('--help documents every HTTP option and its environment variable', () => {
  const r = spawnSync(process.execPath, [BUNDLE, '--help'], { encoding: 'utf8', timeout: 10_000 });
  for (const s of [
    '--http',
    '--host',
    '--port',
    '--auth-token',
    '--allowed-hosts',
    '--allowed-origins',
    '--request-timeout',
    '--insecure-no-auth',
    '--workers',
    '--max-connections',
    'MERIDIAN_WORKERS',
    'MERIDIAN_MAX_CONNECTIONS',
    'MERIDIAN_HTTP',
    'MERIDIAN_HOST',
    'MERIDIAN_PORT',
    'MERIDIAN_AUTH_TOKEN',
    'MERIDIAN_ALLOWED_HOSTS',
    'MERIDIAN_ALLOWED_ORIGINS',
    'MERIDIAN_REQUEST_TIMEOUT_MS',
  ]) {
    assert.ok(r.stdout.includes(s), s);
  }
});

test('the command line: options in any order and either form, flags and their letters, "--"', () => {
  const c = parseConfig(['call', '--now=2026-01-01T00:00:00Z', 'get_time', '--local-timezone', 'Asia/Tokyo', '-h', '--', '--x'], {});
  assert.equal(c.now, Date.parse('2026-01-01T00:00:00Z'));
  assert.equal(c.localTimezone, 'Asia/Tokyo');
  assert.equal(c.help, true);
  assert.deepEqual(c.command, { name: 'call', tool: 'get_time', args: ['--x'] });
  // a later option over an earlier one; letters together
  assert.equal(parseConfig(['--tools', 'get_time', '--tools=reference'], {}).tools?.join(), 'reference');
  const both = parseConfig(['-hv'], {});
  assert.ok(both.help && both.version);
  for (const [argv, message] of [
    [['--bogus'], 'Unknown option --bogus. See meridian-mcp --help.'],
    [['-x'], 'Unknown option -x. See meridian-mcp --help.'],
    [['--now'], '--now needs a value: --now VALUE (or --now=VALUE for one that starts with "-"). See meridian-mcp --help.'],
    [
      ['--tools', '--http'],
      '--tools needs a value: --tools VALUE (or --tools=VALUE for one that starts with "-"). See meridian-mcp --help.',
    ],
    [['--http=yes'], '--http takes no value: write --http alone. See meridian-mcp --help.'],
    [['--toString'], 'Unknown option --toString. See meridian-mcp --help.'],
  ] as const)
    assert.throws(
      () => parseConfig(argv, {}),
      (e: unknown) => e instanceof ConfigError && e.message === message,
      argv.join(' '),
    );
});
