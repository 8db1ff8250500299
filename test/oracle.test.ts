// Oracle test: every zone of the embedded snapshot, at 300+ instants from 1900 to 2100 and at every
// transition ±1 s from 1970 to 2040, must give the same UTC offset and summer-time state as Python's
// zoneinfo reading the very same TZif bytes. Fails on any mismatch and prints them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { rng } from './helpers.js';

const FROM = Date.UTC(1900, 0, 1) / 1000;
const TO = Date.UTC(2100, 0, 1) / 1000;
const T1970 = 0;
const T2040 = Date.UTC(2040, 0, 1) / 1000;
const SAMPLES = 300;

test('offsets and DST agree with Python zoneinfo for every zone', { timeout: 600_000 }, () => {
  const source = embeddedSource();
  const db = new TzDatabase(source);
  const dir = mkdtempSync(join(tmpdir(), 'meridian-oracle-'));
  try {
    const zones: Record<string, number[]> = {};
    const rand = rng(20261130);
    let total = 0;
    for (const name of source.zoneNames()) {
      const file = join(dir, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source.read(name));
      const set = new Set<number>();
      for (let i = 0; i < SAMPLES; i++) {
        set.add(Math.floor(FROM + ((TO - FROM) * i) / SAMPLES)); // evenly spread
        set.add(Math.floor(FROM + (TO - FROM) * rand())); // and random
      }
      for (const tr of db.zone(name).transitions(T1970, T2040)) for (const d of [-1, 0, 1]) set.add(tr.at + d);
      zones[name] = [...set].sort((a, b) => a - b);
      total += zones[name].length;
    }
    const script = join(dirname(fileURLToPath(import.meta.url)), 'oracle.py');
    const py = spawnSync('python3', [script], {
      input: JSON.stringify({ zones }),
      env: { ...process.env, PYTHONTZPATH: dir },
      maxBuffer: 1 << 30,
      encoding: 'utf8',
    });
    assert.equal(py.status, 0, `python3 oracle failed: ${py.stderr}`);
    const expected = JSON.parse(py.stdout) as Record<string, [number, boolean][]>;

    const mismatches: string[] = [];
    for (const [name, instants] of Object.entries(zones)) {
      const zone = db.zone(name);
      instants.forEach((t, i) => {
        const [off, dst] = expected[name]![i]!;
        const got = zone.stateAt(t);
        if (got.offset !== off || got.isDst !== dst) {
          mismatches.push(
            `${name} @ ${new Date(t * 1000).toISOString()}: meridian ${got.offset}s dst=${got.isDst}, zoneinfo ${off}s dst=${dst}`,
          );
        }
      });
    }
    assert.ok(total > 447 * 300, `checked only ${total} instants`);
    assert.deepEqual(mismatches.slice(0, 50), [], `${mismatches.length} mismatches of ${total} instants`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
