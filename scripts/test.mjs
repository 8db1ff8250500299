// Runs the test suites with Node's test runner (TypeScript through tsx).
//   node scripts/test.mjs           every *.test.ts under src/ and test/ (`npm test` builds first,
//                                   because the end-to-end tests drive the real bundle)
//   node scripts/test.mjs --unit    the inner loop, no build (`npm run test:unit`): every test
//                                   beside the code in src/, and the suites in test/ that need
//                                   neither the bundle, Python nor the npm registry
// Any other arguments go to node --test (e.g. --test-name-pattern=...).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The suites of test/ that read only the source tree. A new suite in test/ runs in the full run only until it is named here. */
const UNIT_SUITES = ['architecture', 'check-dates', 'docs', 'duckling', 'holidays-data', 'holidays-official', 'holidays-published', 'phrase-table', 'properties', 'registry'].map((n) => join('test', `${n}.test.ts`));

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? find(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}
const args = process.argv.slice(2);
const unit = args.includes('--unit');
const all = [...find('src'), ...find('test')].sort();
const files = unit ? all.filter((f) => f.startsWith('src') || UNIT_SUITES.includes(f)) : all;
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...args.filter((a) => a !== '--unit'), ...files], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
