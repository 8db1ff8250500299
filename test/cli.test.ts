// The command line of the built bundle: --help, --version, configuration errors, local-zone detection.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BUNDLE = fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));
const INIT = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'cli-test', version: '1' } } });

function run(args: string[], env: Record<string, string> = {}, input = '') {
  const r = spawnSync(process.execPath, [BUNDLE, ...args], { input, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env }, timeout: 10_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('--version names the release and the tz data in use', () => {
  const r = run(['--version']);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /^meridian-mcp \d+\.\d+\.\d+, tz data 20\d\d[a-z]+ \(/);
});

test('--help lists every option', () => {
  const r = run(['--help']);
  assert.equal(r.code, 0);
  for (const flag of ['--local-timezone', '--now', '--tzdata-dir', '--version', 'LOCAL_TIMEZONE', 'MERIDIAN_NOW', 'MERIDIAN_TZDATA_DIR']) assert.ok(r.stdout.includes(flag), flag);
});

test('configuration errors exit 2 with one line on stderr and nothing on stdout', () => {
  for (const [args, pattern] of [
    [['--local-timezone', 'Mars/Base'], /^meridian-mcp: Invalid --local-timezone "Mars\/Base": not an IANA time zone\. Use an IANA name, e\.g\. --local-timezone Europe\/Paris\.\n$/],
    [['--now', 'yesterday'], /^meridian-mcp: Invalid --now "yesterday": .*2026-11-30T12:00:00Z\.\n$/],
    [['--bogus'], /^meridian-mcp: .*--bogus.*--help\.\n$/],
    [['--tzdata-dir', '/nonexistent'], /^meridian-mcp: --tzdata-dir "\/nonexistent" has no tzdata\.zi/],
  ] as const) {
    const r = run([...args]);
    assert.equal(r.code, 2, args.join(' '));
    assert.equal(r.stdout, '');
    assert.match(r.stderr, pattern);
  }
  assert.equal(run([], { MERIDIAN_NOW: 'soon' }).code, 2);
});

test('the local zone comes from LOCAL_TIMEZONE, then TZ; a non-IANA host zone warns and still starts', () => {
  const zoneOf = (r: { stdout: string }) => /The local time zone is ([^.]+)\./.exec(JSON.parse(r.stdout.split('\n')[0]!).result.instructions)?.[1];
  assert.equal(zoneOf(run([], { LOCAL_TIMEZONE: 'Asia/Kolkata', TZ: 'Europe/Oslo' }, INIT + '\n')), 'Asia/Kolkata');
  assert.equal(zoneOf(run([], { TZ: 'Europe/Oslo' }, INIT + '\n')), 'Europe/Oslo');
  const edt = run([], { TZ: 'EDT' }, INIT + '\n');
  assert.equal(edt.code, 0);
  assert.equal(zoneOf(edt), 'America/New_York');
  assert.equal(edt.stderr.trim().split('\n').length, 1, edt.stderr);
  const odd = run([], { TZ: 'Mitteleuropäische Zeit' }, INIT + '\n');
  assert.equal(odd.code, 0);
  assert.equal(zoneOf(odd), 'UTC');
  assert.match(odd.stderr, /using UTC/);
});

test('--now pins the clock', () => {
  const call = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_current_time', arguments: { timezone: 'Asia/Tokyo' } } });
  const r = run(['--now', '2024-03-31T12:00:00+02:00'], {}, `${INIT}\n${call}\n`);
  const answer = JSON.parse(r.stdout.trim().split('\n')[1]!);
  assert.equal(answer.result.structuredContent.datetime, '2024-03-31T19:00:00+09:00');
});
