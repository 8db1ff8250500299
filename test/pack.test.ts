// What a user gets from `npm install meridian-mcp`: pack the package as npm would publish it,
// install the tarball into an empty folder, and drive the installed command (through its shebang
// and bin link, not the repo's dist/) with the SDK client. Also keeps the registry metadata
// (server.json, the MCPB manifest.json) in step with package.json.
// `npm test` builds dist/ first; the pack skips the `prepare` build so the suite builds once.

import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { TOOLS } from '../src/tools/index.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const json = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const pkg = json('package.json');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const work = mkdtempSync(join(tmpdir(), 'meridian-pack-'));
after(() => rmSync(work, { recursive: true, force: true }));

test('the entry and its chunks are ASCII, so V8 holds their source at one byte a character', () => {
  for (const file of readdirSync(join(ROOT, 'dist')).filter((f) => f.endsWith('.mjs'))) {
    const text = readFileSync(join(ROOT, 'dist', file), 'utf8');
    const at = text.search(/[^\x00-\x7f]/);
    assert.equal(
      at,
      -1,
      `dist/${file} has a non-ASCII character near ${JSON.stringify(text.slice(Math.max(0, at - 40), at + 10))}: spell it as an escape`,
    );
  }
});

/** The files of dist/ that loading `entry` loads: it and what it imports statically, all the way down. */
function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(ROOT, 'dist', file), 'utf8');
    // Static imports only: import() of the SDK's chunks happens for 2026-07-28 sessions and HTTP.
    for (const m of text.matchAll(/(?:^|[;}\s])(?:import\s*(?:[\w*{}\s,$]+from\s*)?|export\s*[\w*{}\s,$]+from\s*)["'](\.\/[^"']+)["']/g))
      visit(m[1]!.slice(2));
  };
  visit(entry);
  return seen;
}

/** What start-up loads: the entry, dist/meridian.mjs (which turns Node's compile cache on), then dist/server.mjs and what it imports statically. */
function startupFiles(): Set<string> {
  assert.match(readFileSync(join(ROOT, 'dist/meridian.mjs'), 'utf8'), /enableCompileCache[\s\S]*import\(['"]\.\/server\.mjs['"]\)/);
  return new Set(['meridian.mjs', ...staticImports('server.mjs')]);
}

test('start-up loads no zod: the chunks the entry imports carry only build-time JSON Schemas', () => {
  const seen = startupFiles();
  assert.ok(seen.size > 1, `the entry imports its chunks: ${[...seen].join(', ')}`);
  for (const file of seen) {
    const text = readFileSync(join(ROOT, 'dist', file), 'utf8');
    assert.ok(
      !/ZodError|\$ZodType/.test(text),
      `dist/${file} holds zod: import it only where scripts/build.mjs gives src/ its inert stand-in`,
    );
  }
});

test("start-up loads no tool's file: each tool is a file of its own, read on its first call, but get_current_time's code comes with start-up (scripts/build.mjs)", () => {
  const startup = startupFiles();
  const files = readdirSync(join(ROOT, 'dist')).filter((f) => /^tool-[a-z-]+\.mjs$/.test(f));
  assert.equal(files.length, TOOLS.length, `one file per tool: ${files.join(', ')}`);
  for (const file of files) assert.ok(!startup.has(file), `start-up imports dist/${file}`);
  // The phrase reader (its word "fortnight") and the iCalendar writer (VTIMEZONE) come with the tools that use them.
  const text = (names: Iterable<string>) => [...names].map((f) => readFileSync(join(ROOT, 'dist', f), 'utf8')).join('\n');
  for (const [word, tool] of [
    ['fortnight', 'tool-parse-time.mjs'],
    ['VTIMEZONE', 'tool-schedule.mjs'],
  ] as const) {
    assert.ok(!text(startup).includes(word), `start-up loads the code that holds "${word}"`);
    assert.ok(text(staticImports(tool)).includes(word), `dist/${tool} and its chunks hold "${word}"`);
  }
});

test('the packed tarball installs into an empty folder and its command answers', async () => {
  assert.ok(existsSync(join(ROOT, 'dist/meridian.mjs')), 'dist/meridian.mjs is missing: run npm run build first');
  const [packed] = JSON.parse(
    execFileSync(NPM, ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  // Only what runs (the entry, its chunks, the lazy parts) and the agent skill, plus the files npm always ships.
  const built = readdirSync(join(ROOT, 'dist'), { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && !f.name.endsWith('.mcpb'))
    .map((f) => relative(ROOT, join(f.parentPath, f.name)));
  assert.ok(built.includes('dist/meridian.mjs') && built.includes('dist/lazy/zone-names.json'));
  assert.deepEqual(
    packed.files.map((f: { path: string }) => f.path).sort(),
    ['LICENSE', 'README.md', ...built, 'package.json', 'skills/meridian-time/SKILL.md'].sort(),
  );

  // --offline: every runtime dependency is inside the bundle, so the install needs no registry.
  const app = join(work, 'app');
  mkdirSync(app);
  execFileSync(NPM, ['install', '--no-audit', '--no-fund', '--offline', join(work, packed.filename)], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const installed = JSON.parse(readFileSync(join(app, 'node_modules/meridian-mcp/package.json'), 'utf8'));
  assert.equal(installed.version, pkg.version);
  assert.equal(installed.dependencies, undefined, 'the installed package must pull in no dependencies');
  assert.deepEqual(readFileSync(join(app, 'package-lock.json'), 'utf8').match(/"node_modules\/[^"]+"/g), ['"node_modules/meridian-mcp"']);

  const bin = join(app, 'node_modules/.bin/meridian-mcp');
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  assert.equal(version.status, 0, version.stderr);
  assert.match(version.stdout, new RegExp(`^meridian-mcp ${pkg.version.replaceAll('.', '\\.')}, tz data \\d{4}[a-z]`));

  const transport = new StdioClientTransport({
    command: bin,
    args: ['--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris'],
    stderr: 'pipe',
  });
  const client = new Client({ name: 'meridian-pack-test', version: '1.0.0' });
  await client.connect(transport);
  try {
    assert.deepEqual(client.getServerVersion()?.version, pkg.version);
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      TOOLS.map((t) => t.name),
    );
    const now = await client.callTool({
      name: 'convert_time',
      arguments: { source_timezone: 'America/New_York', time: '02:30', date: '2024-03-10', target_timezone: 'Europe/London' },
    });
    assert.deepEqual(now.structuredContent, {
      source: { timezone: 'America/New_York', datetime: '2024-03-10T03:30:00-04:00', day_of_week: 'Sunday', is_dst: true },
      target: { timezone: 'Europe/London', datetime: '2024-03-10T07:30:00+00:00', day_of_week: 'Sunday', is_dst: false },
      time_difference: '+4.0h',
      note: '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00); used 03:30 EDT (-04:00).',
    });
    const local = await client.callTool({ name: 'get_current_time', arguments: {} });
    assert.deepEqual(local.structuredContent, {
      timezone: 'Europe/Paris',
      datetime: '2026-11-30T13:00:00+01:00',
      day_of_week: 'Monday',
      is_dst: false,
      assumed: ['timezone: local'],
    });
    // The lazily loaded parts (dist/lazy/) are found from the installed package too: the published
    // holidays (dist/lazy/holidays/published/JP.json), the rules' tables (dist/lazy/holidays/tables/),
    // the holiday rules engine and one country's rules for a year past the tables
    // (dist/lazy/holidays/JP.json; Japan's equinox day is zone math), the city tables, and the
    // natural-language parser.
    const equinox = await client.callTool({
      name: 'business_days',
      arguments: { operation: 'is_business_day', date: '2027-03-22', country: 'JP' },
    });
    assert.deepEqual(equinox.structuredContent, {
      date: '2027-03-22',
      weekday: 'Monday',
      business_day: false,
      off: 'Holiday in lieu',
      assumed: ['weekend: Sat+Sun (Japan)', 'holidays: public, Japan'],
    });
    const rules = (date: string) =>
      client.callTool({ name: 'business_days', arguments: { operation: 'is_business_day', date, country: 'JP' } });
    for (const [date, year] of [
      ['2099-03-20', 2099],
      ['2250-03-21', 2250],
    ] as const) {
      assert.deepEqual((await rules(date)).structuredContent, {
        date,
        weekday: year === 2099 ? 'Friday' : 'Thursday',
        business_day: false,
        off: 'Spring Equinox Day',
        basis: [`${year}: the rules of date-holidays (data 2026-09-20), not published data`],
        assumed: ['weekend: Sat+Sun (Japan)', 'holidays: public, Japan'],
      });
    }
    const phrase = await client.callTool({ name: 'parse_time', arguments: { text: 'tomorrow 3pm Tokyo' } });
    assert.deepEqual(phrase.structuredContent, {
      timezone: 'Asia/Tokyo',
      datetime: '2026-12-01T15:00:00+09:00',
      utc: '2026-12-01T06:00:00Z',
      kind: 'instant',
      day_of_week: 'Tuesday',
      is_dst: false,
      grain: 'hour',
      resolved: [{ input: 'Tokyo', timezone: 'Asia/Tokyo', via: 'city' }],
    });
  } finally {
    await client.close();
  }
});

test('server.json and manifest.json describe this package and version', () => {
  const server = json('server.json');
  assert.equal(server.name, pkg.mcpName);
  assert.equal(server.version, pkg.version);
  assert.ok(server.description.length <= 100, 'the registry caps server.json descriptions at 100 characters');
  assert.deepEqual(
    server.packages.map((p: { transport: { type: string } }) => p.transport.type),
    ['stdio', 'streamable-http'],
  );
  for (const p of server.packages) {
    assert.deepEqual([p.registryType, p.identifier, p.version], ['npm', pkg.name, pkg.version]);
  }
  // Every environment variable server.json documents is one the server reads (its --help names it).
  const help = spawnSync(process.execPath, [join(ROOT, 'dist/meridian.mjs'), '--help'], { encoding: 'utf8' }).stdout;
  for (const p of server.packages) for (const v of p.environmentVariables) assert.ok(help.includes(v.name), `${v.name} is not in --help`);

  const manifest = json('manifest.json');
  assert.equal(manifest.version, pkg.version);
  assert.equal(manifest.name, pkg.name);
  assert.equal(manifest.server.entry_point, pkg.bin['meridian-mcp']);
  assert.deepEqual(manifest.server.mcp_config.args, [`\${__dirname}/${pkg.bin['meridian-mcp']}`]);
  assert.deepEqual(
    manifest.tools.map((t: { name: string }) => t.name),
    TOOLS.map((t) => t.name),
  );
  assert.equal(manifest.compatibility.runtimes.node, `${pkg.engines.node}.0.0`);
});
