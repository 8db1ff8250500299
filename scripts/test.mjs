// Runs the test suites with Node's test runner (TypeScript through tsx).
//   node scripts/test.mjs           every *.test.ts under src/ and test/ (`npm test` builds first,
//                                   because the end-to-end tests drive the real bundle)
//   node scripts/test.mjs --unit    no build needed (`npm run test:unit`): every test beside the code
//                                   in src/, and the suites in test/ that need neither the bundle,
//                                   Python nor the npm registry
//   node scripts/test.mjs --quick   the inner loop (`npm run test:quick`, under a minute on two
//                                   cores): --unit without its sweeps (SWEEPS below)
//   node scripts/test.mjs --e2e     the built bundle end to end: stdio, HTTP, its command line, the
//                                   client matrix (what .ci/run runs on each newer Node)
//   node scripts/test.mjs FILE...   those suites only
//   --probe-zones LIST              with any of the above: also write to LIST the suites that reached
//                                   the host's time zone (scripts/zone-probe.mjs), one a line
// Any other arguments go to node --test (e.g. --test-name-pattern=...). Suites start longest first
// (SLOWEST), so the last minutes are not one long suite alone on one core.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const suites = (...names) => names.map((n) => (n.startsWith('src/') ? n : join('test', n)) + '.test.ts');

/** The suites of test/ that read only the source tree. A new suite in test/ runs in the full run only until it is named here. */
const UNIT_SUITES = suites(
  'architecture',
  'check-dates',
  'chronic',
  'docs',
  'duckling',
  'holidays-data',
  'holidays-official',
  'holidays-published',
  'phrase-table',
  'properties',
  'recognizers',
  'registry',
);

/**
 * The unit suites that sweep whole ranges or corpora (every day of centuries against a calendar's
 * formulas, every phrase of the tables, generated properties, regenerated data): most of --unit's
 * time. --quick leaves them to --unit and the full run.
 */
const SWEEPS = [
  ...suites('src/calendars/persian', 'src/calendars/gregorian-eras', 'src/tools/calendar', 'src/mcp/pool'),
  ...suites('holidays-data', 'holidays-official', 'holidays-published', 'phrase-table', 'properties'),
];

/** The end-to-end suites: the bundle over stdio and HTTP, its command line, real clients. */
const E2E = suites('e2e-stdio', 'e2e-http', 'cli', 'clients/clients');

/** The longest suites, longest first (measured with .ci/run on two cores); the rest follow in name order. */
const SLOWEST = suites(
  'conformance',
  'http-lean',
  'battery',
  'hostile',
  'holidays-official',
  'clients/clients',
  'oracle',
  'phrase-table',
  'e2e-load',
  'src/calendars/persian',
  'e2e-stdio',
  'holidays-published',
  'properties',
  'inspector',
  'src/tools/calendar',
  'holidays-data',
  'schedule-oracle',
  'readme',
);

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.name === 'node_modules' ? [] : e.isDirectory() ? find(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

const TIERS = ['--unit', '--quick', '--e2e'];
const args = process.argv.slice(2);
const tier = TIERS.find((t) => args.includes(t));
const probeAt = args.indexOf('--probe-zones');
const probeList = probeAt === -1 ? undefined : args[probeAt + 1];
if (probeAt !== -1 && !probeList) throw new Error('--probe-zones needs a file to write the list to');
const rest = probeAt === -1 ? args : args.filter((_, i) => i !== probeAt && i !== probeAt + 1);
const named = rest.filter((a) => a.endsWith('.test.ts'));
const all = [...find('src'), ...find('test')].sort();
const unit = all.filter((f) => f.startsWith('src') || UNIT_SUITES.includes(f));
for (const f of [...UNIT_SUITES, ...SWEEPS, ...E2E, ...SLOWEST])
  if (!all.includes(f)) throw new Error(`scripts/test.mjs names ${f}, which does not exist`);
const chosen =
  named.length > 0
    ? named
    : tier === '--unit'
      ? unit
      : tier === '--quick'
        ? unit.filter((f) => !SWEEPS.includes(f))
        : tier === '--e2e'
          ? E2E
          : all;
const rank = (f) => (SLOWEST.includes(f) ? SLOWEST.indexOf(f) : SLOWEST.length);
const files = [...chosen].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
const options = rest.filter((a) => !TIERS.includes(a) && !named.includes(a));

const env = { ...process.env };
const records = probeList && resolve(`${probeList}.jsonl`);
if (records) {
  rmSync(records, { force: true });
  const probe = fileURLToPath(new URL('./zone-probe.mjs', import.meta.url));
  Object.assign(env, {
    NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import ${probe}`.trim(),
    MERIDIAN_ZONE_PROBE: records,
    MERIDIAN_ZONE_PROBE_TZ: env.TZ ?? '',
  });
}
// Three suites at once on two cores: many of the longest wait on what they start (servers, the
// conformance runner, the Inspector, deadlines) more than they compute, and a third suite fills that
// time. On two cores the full run took 254 s with three (`time TZ=UTC node scripts/test.mjs`),
// where .ci/run's step with two, type-check and bundle included, had taken 301 s.
const concurrency = options.some((o) => o.startsWith('--test-concurrency')) ? [] : ['--test-concurrency=3'];
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...concurrency, ...options, ...files], { stdio: 'inherit', env });
if (records) {
  const lines = existsSync(records) ? readFileSync(records, 'utf8').trim().split('\n').filter(Boolean) : [];
  const reached = [...new Set(lines.map((l) => relative(process.cwd(), JSON.parse(l).suite)))].filter((f) => files.includes(f)).sort();
  writeFileSync(probeList, reached.map((f) => `${f}\n`).join(''));
  process.stderr.write(
    `${reached.length} of ${files.length} suites reached the host's time zone (${records} says where): ${reached.join(' ') || 'none'}\n`,
  );
}
process.exit(r.status ?? 1);
