// The command line of the built bundle: --help, --version, configuration errors, local-zone detection,
// the one line it writes on start-up, directly and through `npm start`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUNDLE = fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));
const INIT = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'cli-test', version: '1' } },
});

function run(args: string[], env: Record<string, string> = {}, input = '') {
  const r = spawnSync(process.execPath, [BUNDLE, ...args], {
    input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 10_000,
  });
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
  for (const flag of ['--local-timezone', '--now', '--tzdata-dir', '--version', 'LOCAL_TIMEZONE', 'MERIDIAN_NOW', 'MERIDIAN_TZDATA_DIR'])
    assert.ok(r.stdout.includes(flag), flag);
});

test('configuration errors exit 2 with one line on stderr and nothing on stdout', () => {
  // biome-ignore format: a table, one row a line
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
  const zoneOf = (r: { stdout: string }) =>
    /The local time zone is ([^.]+)\./.exec(JSON.parse(r.stdout.split('\n')[0]!).result.instructions)?.[1];
  assert.equal(zoneOf(run([], { LOCAL_TIMEZONE: 'Asia/Kolkata', TZ: 'Europe/Oslo' }, INIT + '\n')), 'Asia/Kolkata');
  assert.equal(zoneOf(run([], { TZ: 'Europe/Oslo' }, INIT + '\n')), 'Europe/Oslo');
  const edt = run([], { TZ: 'EDT' }, INIT + '\n');
  assert.equal(edt.code, 0);
  assert.equal(zoneOf(edt), 'America/New_York');
  // The warning, then the start-up line.
  assert.equal(edt.stderr.trim().split('\n').length, 2, edt.stderr);
  assert.match(
    edt.stderr,
    /^meridian-mcp: TZ names the time zone "EDT", which is not an IANA name; using America\/New_York\.\nmeridian-mcp [^\n]*: waiting for an MCP client on stdio \(local time zone America\/New_York, from TZ\)\n$/,
  );
  // CLDR's German name of Central European Time maps, with the warning.
  const german = run([], { TZ: 'Mitteleuropäische Zeit' }, INIT + '\n');
  assert.equal(zoneOf(german), 'Europe/Paris');
  assert.match(german.stderr, /not an IANA name; using Europe\/Paris/);
  const odd = run([], { TZ: 'Mitteleuropa' }, INIT + '\n');
  assert.equal(odd.code, 0);
  assert.equal(zoneOf(odd), 'UTC');
  assert.match(odd.stderr, /using UTC/);
});

test('--now pins the clock', () => {
  const call = JSON.stringify({
    jsonrpc: '2.0',
    id: 2,
    method: 'tools/call',
    params: { name: 'get_current_time', arguments: { timezone: 'Asia/Tokyo' } },
  });
  const r = run(['--now', '2024-03-31T12:00:00+02:00'], {}, `${INIT}\n${call}\n`);
  const answer = JSON.parse(r.stdout.trim().split('\n')[1]!);
  assert.equal(answer.result.structuredContent.datetime, '2024-03-31T19:00:00+09:00');
});

/** The start-up line of the stdio server, with the release and tz data of the bundle under test. */
function startLine(zone: string): RegExp {
  const version = run(['--version']).stdout.trim(); // meridian-mcp 0.1.0, tz data 2026f (embedded snapshot)
  return new RegExp(
    `^${version.replace(/[.()]/g, '\\$&')}: waiting for an MCP client on stdio \\(local time zone ${zone.replace('/', '\\/')}\\)\n$`,
  );
}

test('the stdio server writes one line on stderr, and on stdout nothing but its answers', () => {
  const idle = run([], { LOCAL_TIMEZONE: 'Asia/Kolkata' });
  assert.equal(idle.code, 0);
  assert.equal(idle.stdout, '');
  assert.match(idle.stderr, startLine('Asia/Kolkata, from LOCAL_TIMEZONE'));
  const pinned = run(['--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris'], {}, INIT + '\n');
  assert.equal(pinned.stdout.trim().split('\n').length, 1);
  assert.equal(JSON.parse(pinned.stdout).id, 1);
  assert.match(pinned.stderr, startLine('Europe/Paris, from --local-timezone; clock pinned to 2026-11-30T12:00:00.000Z'));
});

test("npm start: the same one line on stderr, nothing of npm's on stdout, and an MCP client is answered", () => {
  // npm writes its "> meridian-mcp@... start" header on stdout unless it is silent (.npmrc).
  const npmStart = (input: string) => {
    const r = spawnSync('npm', ['start'], {
      cwd: ROOT,
      input,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOCAL_TIMEZONE: 'Asia/Kolkata' },
      timeout: 30_000,
    });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const idle = npmStart('');
  assert.equal(idle.code, 0, idle.stderr);
  assert.equal(idle.stdout, '');
  assert.match(idle.stderr, startLine('Asia/Kolkata, from LOCAL_TIMEZONE'));
  const served = npmStart(INIT + '\n');
  assert.equal(served.code, 0, served.stderr);
  const answer = JSON.parse(served.stdout) as { id: number; result: { serverInfo: { name: string } } };
  assert.equal(answer.id, 1);
  assert.equal(answer.result.serverInfo.name, 'meridian');
  assert.match(served.stderr, startLine('Asia/Kolkata, from LOCAL_TIMEZONE'));
});

const NOW = ['--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris'];

test('tools lists every tool with what it answers, one per line', () => {
  const r = run(['tools']);
  assert.equal(r.code, 0);
  const lines = r.stdout.trimEnd().split('\n');
  assert.deepEqual(
    lines.map((l) => l.split(/\s+/)[0]),
    [
      'get_current_time',
      'convert_time',
      'get_time',
      'parse_time',
      'time_calculator',
      'timezone_info',
      'business_days',
      'calendar',
      'find_meeting_time',
      'schedule',
      'daylight',
      'check_dates',
    ],
  );
  assert.match(lines[0]!, /^get_current_time {3}Now in a zone: ISO 8601 with offset, weekday, and whether DST is on\.$/);
});

test('call runs one tool: key=value or a JSON object in, compact structured result out', () => {
  const kv = run(['call', 'get_time', ...NOW, 'timezones=["Asia/Tokyo","UTC"]', 'formats=["unix"]']);
  assert.equal(kv.code, 0, kv.stderr);
  assert.equal(
    kv.stdout,
    '{"baseTime":"2026-11-30T13:00:00.000+01:00","timezones":{"Asia/Tokyo":{"time":"2026-11-30T21:00:00.000","offset":"+09:00"},"UTC":{"time":"2026-11-30T12:00:00.000","offset":"+00:00"}},"formats":{"unix":1796040000}}\n',
  );
  assert.equal(kv.stderr, '');

  const json = run([
    'call',
    'time_calculator',
    '{"operation":"diff","base_time":"2024-01-01T00:00:00Z","compare_time":"2024-12-25T15:30:00Z"}',
  ]);
  assert.equal(json.code, 0, json.stderr);
  assert.equal(
    json.stdout,
    '{"result":{"days":359,"hours":15,"minutes":30,"seconds":0,"milliseconds":0,"total_milliseconds":31073400000}}\n',
  );

  // A text argument is never read as JSON: "2024" stays the phrase "2024".
  const text = run(['call', 'parse_time', ...NOW, 'text=2024', 'timezone=UTC']);
  assert.equal(text.code, 0, text.stderr);
  assert.match(text.stdout, /^\{"timezone":"UTC","kind":"range","start":\{"datetime":"2024-01-01T00:00:00\+00:00"/);
});

test('call exits 1 with the tool error on stderr, 2 for an unknown tool', () => {
  const bad = run(['call', 'get_current_time', 'timezone=Asia/Tokyoo']);
  assert.equal(bad.code, 1);
  assert.equal(bad.stdout, '');
  assert.equal(bad.stderr, 'Unknown time zone "Asia/Tokyoo" in timezone. Did you mean "Asia/Tokyo"?\n');

  const badArg = run(['call', 'get_time', 'bogus=1']);
  assert.equal(badArg.code, 1);
  assert.match(badArg.stderr, /^Unknown argument "bogus" for get_time; it takes datetime, timezone, timezones,/);

  const illTyped = run(['call', 'get_time', 'timezones=5']);
  assert.equal(illTyped.code, 1);
  assert.match(illTyped.stderr, /^Invalid arguments for get_time: timezones: /);

  const none = run(['call', 'nope']);
  assert.equal(none.code, 2);
  assert.match(none.stderr, /^Unknown tool "nope": choose from get_current_time, convert_time, get_time,/);
});

test('--tools exposes only the named tools; "reference" is the two drop-in tools; unknown names stop start-up', () => {
  const lines = [
    INIT,
    JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
    JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
  ];
  const names = (args: string[], env: Record<string, string> = {}) => {
    const r = run(args, env, lines.join('\n') + '\n');
    assert.equal(r.code, 0, r.stderr);
    const list = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: number; result: { tools: { name: string }[] } })
      .find((m) => m.id === 2)!;
    return list.result.tools.map((t) => t.name);
  };
  assert.deepEqual(names(['--tools', 'reference']), ['get_current_time', 'convert_time']);
  assert.deepEqual(names([], { MERIDIAN_TOOLS: 'timezone_info, get_time' }), ['get_time', 'timezone_info']);
  assert.deepEqual(run(['--tools', 'get_time', 'tools']).stdout.split(/\s+/)[0], 'get_time');

  const unknown = run(['--tools', 'reference,nope']);
  assert.equal(unknown.code, 2);
  assert.equal(unknown.stdout, '');
  assert.equal(
    unknown.stderr,
    'meridian-mcp: Unknown tool "nope" in --tools: choose from get_current_time, convert_time, get_time, parse_time, time_calculator, timezone_info, business_days, calendar, find_meeting_time, schedule, daylight, check_dates, or "reference".\n',
  );
  assert.equal(run(['--tools', '']).code, 2);
  assert.equal(run(['frobnicate']).code, 2);
});
