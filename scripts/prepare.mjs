// npm's `prepare` step (after `npm install` in a clone, and when npx runs the clone's own command):
// bundles dist/ with scripts/build.mjs unless dist/meridian.mjs is newer than everything it is built
// from. Type-checking is `npm run build`'s (and `npm test`'s) job, not every install's: the bundle
// alone takes about 2 s, tsc about 13 s more.
//
// Why "unless newer": `npx meridian-mcp` in a clone installs the clone into npx's cache as a link,
// which runs `prepare` again. Rebuilding there cost the first `npx meridian-mcp tools` 14-18 s and
// rewrote dist/ under anything already running it.
//
// `npm test` runs it too, after its type-check: the suites drive the bundle as it is built from the
// tree, and a bundle that is already that is not made again.
//
//   node scripts/prepare.mjs    (npm runs it; `npm run build` always rebuilds)
import { spawnSync } from 'node:child_process';
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What the bundle is made of: the sources, the data, the build scripts and the pinned dependencies. */
const INPUTS = ['src', 'data', 'scripts/build.mjs', 'scripts/listing.ts', 'scripts/views.ts', 'package.json', 'package-lock.json'];

/** The newest modification time under `path` (a file or a folder), in ms. */
function newest(path) {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Whether dist/meridian.mjs is missing or older than something it is built from. */
export function stale() {
  const built = statSync(join(ROOT, 'dist/meridian.mjs'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return built === 0 || INPUTS.some((p) => newest(join(ROOT, p)) > built);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url) && stale()) {
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
