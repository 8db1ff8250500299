// Runs every *.test.ts under src/ and test/ with Node's test runner (TypeScript through tsx).
// `npm test` builds first, because the end-to-end tests drive the real bundle.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? find(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}
const files = [...find('src'), ...find('test')].sort();
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...process.argv.slice(2), ...files], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
