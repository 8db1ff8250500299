// Cross-check of time_calculator's add, diff and duration_between against Python: zoneinfo (reading
// the very same TZif bytes) for the zones and dateutil's relativedelta for the calendar, over a few
// hundred generated cases in zones with DST, 30- and 45-minute offsets and a skipped day.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { timeCalculator } from '../src/tools/time-calculator.js';
import { ctxAt, rng } from './helpers.js';

const ZONES = [
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Apia',
  'America/Vancouver',
  'Asia/Tokyo',
  'Etc/UTC',
];
const CASES_PER_OP = 150;

/** A Python 3 with zoneinfo and dateutil: python3, or Debian's /usr/bin/python3 (apt python3-dateutil). */
function findPython(): string | undefined {
  for (const py of ['python3', '/usr/bin/python3']) {
    const r = spawnSync(py, ['-c', 'import zoneinfo, dateutil.relativedelta'], { encoding: 'utf8' });
    if (r.status === 0) return py;
  }
  return undefined;
}

const python = findPython();
const required = process.env.MERIDIAN_REQUIRE_ORACLES === '1';

test('add, diff and duration_between agree with Python zoneinfo + dateutil', {
  skip: !python && !required && 'python3 with dateutil not found (apt install python3-dateutil)',
}, () => {
  assert.ok(python, 'python3 with zoneinfo and dateutil is required (apt install python3-dateutil)');
  const ctx = ctxAt('2026-11-30T12:00:00Z');
  const rand = rng(20261130);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  // Instants from 1995 to 2035, a third of them within a day of a DST change.
  const instant = (zone: string): number => {
    const t = Date.UTC(1995, 0, 1) + rand() * (Date.UTC(2035, 0, 1) - Date.UTC(1995, 0, 1));
    if (rand() < 0.35) {
      const trs = ctx.db.zone(ctx.db.lookup(zone)!.canonical).transitions(t / 1000 - 400 * 86400, t / 1000 + 400 * 86400);
      if (trs.length) return (pick(trs).at + int(-26 * 3600, 26 * 3600)) * 1000;
    }
    return Math.floor(t / 60_000) * 60_000 + (rand() < 0.2 ? int(0, 59_999) : 0);
  };
  const iso = (ms: number) => new Date(ms).toISOString();
  const call = (args: Record<string, unknown>) => timeCalculator.handler(timeCalculator.input(ctx).parse(args), ctx) as Record<string, any>;

  const cases: Record<string, unknown>[] = [];
  for (let i = 0; i < CASES_PER_OP; i++) {
    const zone = pick(ZONES);
    const start = instant(zone);
    const d: Record<string, number> = {};
    if (rand() < 0.5) d.years = int(-3, 3);
    if (rand() < 0.6) d.months = int(-15, 15);
    if (rand() < 0.7) d.days = int(-45, 45);
    if (rand() < 0.5) d.hours = int(-50, 50);
    if (rand() < 0.4) d.minutes = int(-200, 200);
    if (Object.values(d).every((v) => !v)) d.days = 1;
    const out = call({ operation: 'add', base_time: iso(start), timezone: zone, ...d });
    const result = typeof out.result === 'string' ? out.result : out.result.result;
    cases.push({ op: 'add', zone, start_ms: start, d, got_ms: Date.parse(result) });
  }
  for (let i = 0; i < CASES_PER_OP; i++) {
    const zone = pick(ZONES);
    const start = instant(zone);
    const end = rand() < 0.5 ? instant(zone) : start + int(-40 * 86400, 40 * 86400) * 1000 + int(0, 999);
    const diff = call({ operation: 'diff', base_time: iso(start), compare_time: iso(end) });
    cases.push({ op: 'diff', start_ms: start, end_ms: end, got: diff.result });
    const between = call({ operation: 'duration_between', base_time: iso(start), compare_time: iso(end), timezone: zone });
    cases.push({ op: 'duration_between', zone, start_ms: start, end_ms: end, got: between.result });
  }

  const dir = mkdtempSync(join(tmpdir(), 'meridian-calc-oracle-'));
  try {
    const source = embeddedSource();
    for (const name of ZONES) {
      const file = join(dir, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source.read(name));
    }
    const script = join(dirname(fileURLToPath(import.meta.url)), 'calculator-oracle.py');
    const py = spawnSync(python!, [script], {
      input: JSON.stringify({ cases }),
      env: { ...process.env, PYTHONTZPATH: dir },
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    assert.equal(py.status, 0, `python oracle failed: ${py.stderr}`);
    const failures = JSON.parse(py.stdout) as { index: number; why: string }[];
    const shown = failures.slice(0, 20).map((f) => `${f.why} :: ${JSON.stringify(cases[f.index])}`);
    assert.deepEqual(shown, [], `${failures.length} of ${cases.length} cases disagree`);
    assert.equal(cases.length, CASES_PER_OP * 3);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
