// data/zone-names*, zone-cities.txt and zone-cities-fixes.txt are what scripts/zone-names.ts
// makes of its sources (GeoNames, CLDR, the zone boundaries, the tz snapshot and this machine's
// zone.tab): a source's version bump without `npm run data:zone-names` fails here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

test('the zone-name data is up to date with its sources (npm run data:zone-names)', () => {
  const out = mkdtempSync(join(tmpdir(), 'zone-names-'));
  try {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/zone-names.ts'), '--out', out], {
      encoding: 'utf8',
      cwd: ROOT,
      timeout: 600_000,
    });
    assert.equal(r.status, 0, r.stderr);
    const made = readdirSync(out).sort();
    assert.deepEqual(
      made,
      readdirSync(join(ROOT, 'data'))
        .filter((f) => f.startsWith('zone-names') || f.startsWith('zone-cities') || f === 'zone-countries.txt')
        .sort(),
    );
    assert.ok(made.length >= 13, made.join(' '));
    for (const f of made)
      assert.ok(
        readFileSync(join(out, f), 'utf8') === readFileSync(join(ROOT, 'data', f), 'utf8'),
        `${f} differs: run npm run data:zone-names`,
      );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('the Windows zone data is up to date with its sources (npm run data:windows-zones)', () => {
  const out = mkdtempSync(join(tmpdir(), 'windows-zones-'));
  try {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/windows-zones.ts'), '--out', out], {
      encoding: 'utf8',
      cwd: ROOT,
      timeout: 120_000,
    });
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(readdirSync(out).sort(), ['windows-display-names.json', 'windows-zones.json']);
    for (const f of readdirSync(out))
      assert.ok(
        readFileSync(join(out, f), 'utf8') === readFileSync(join(ROOT, 'data', f), 'utf8'),
        `${f} differs: run npm run data:windows-zones`,
      );
    // Where the display names come from, and that they are the ones the pinned commit ships.
    const display = JSON.parse(readFileSync(join(ROOT, 'data', 'windows-display-names.json'), 'utf8')) as {
      source: { repo: string; commit: string };
      locales: string[];
    };
    assert.equal(display.source.repo, 'mattjohnsonpint/TimeZoneNames');
    assert.match(display.source.commit, /^[0-9a-f]{40}$/);
    assert.ok(display.locales.includes('en-US') && display.locales.length >= 10, display.locales.join(' '));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
