// The client matrix (matrix.ts) runs against the SDKs pinned in this folder's package.json and
// lock file, apart from the project's own dependencies: seven client SDKs and their model-provider
// trees are two thirds of what a full install would pull, and a newcomer's `npm install` needs none
// of them. They are installed here on first use (`npm ci` in test/clients/, as .ci/run does before
// the suite); when that cannot be done (offline), the matrix is skipped with the reason, and under
// MERIDIAN_REQUIRE_ORACLES=1 (CI) it fails instead.

import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const HERE = import.meta.dirname;
const REQUIRED = process.env.MERIDIAN_REQUIRE_ORACLES === '1';
const INSTALL = 'npm ci --prefix test/clients';

/** The pinned packages that are missing or at another version than package.json names, as `name@version`. */
function notAtPins(): string[] {
  const pins = (JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> })
    .devDependencies;
  return Object.entries(pins)
    .filter(([name, version]) => {
      const file = join(HERE, 'node_modules', name, 'package.json');
      return !existsSync(file) || (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version !== version;
    })
    .map(([name, version]) => `${name}@${version}`);
}

/** Why the matrix cannot run, or nothing once the SDKs are installed at their pins. */
function unavailable(): string | undefined {
  if (notAtPins().length === 0) return undefined;
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: HERE, encoding: 'utf8', timeout: 300_000 });
  const missing = notAtPins();
  if (r.status === 0 && missing.length === 0) return undefined;
  const why = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n').slice(0, 3).join(' ');
  return `the client SDKs are not installed (${missing.join(', ')}) and \`${INSTALL}\` failed: ${why}`;
}

const reason = unavailable();
if (reason === undefined) await import('./matrix.js');
else if (REQUIRED) test('the client matrix', () => Promise.reject(new Error(`${reason}. CI must run the matrix: run ${INSTALL} first.`)));
else test('the client matrix', { skip: `${reason}; run ${INSTALL} to include it` }, () => {});
