// Cross-check of the schedule tool's RRULE expansion against python-dateutil's rrule (the same
// floating wall times, test/schedule-oracle.py) with Python's zoneinfo placing them (the same TZif
// bytes): a few hundred generated rules of every FREQ from DAILY to YEARLY, with INTERVAL, COUNT,
// UNTIL, BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY (negative too), BYDAY (with ordinals), BYHOUR,
// BYMINUTE, BYSETPOS and WKST, DTSTARTs near DST changes, in zones with gaps and overlaps, half-hour
// and 45-minute changes, and both DST policies an RRULE can have (skip, shift). HOURLY and MINUTELY
// are checked in zones without DST, where real and floating time agree (across a change the tool
// steps through real time, which dateutil does not: src/tools/schedule.test.ts has those rows).
// A second run starts the listing part way through (\`from\` on an occurrence, between occurrences,
// and a rule without DTSTART): \`from\` is inclusive and COUNT counts from DTSTART.
// BYSETPOS is drawn for MONTHLY and YEARLY only: with WEEKLY dateutil counts only the days of DTSTART's first
// week from DTSTART on, not the whole week as RFC 5545 (and this tool) does, and with DAILY it is slow to find
// that BYSETPOS=2 of one instance a day never picks (the tool says so at once).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { schedule } from '../src/tools/schedule.js';
import { ctxAt, rng, runChecked } from './helpers.js';

const DST_ZONES = [
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Africa/Casablanca',
  'America/Vancouver',
  'America/Santiago',
  'Pacific/Apia',
  'Europe/Berlin',
];
const FLAT_ZONES = ['Etc/UTC', 'Asia/Kolkata', 'Asia/Kathmandu'];
const CASES = 400;
const N = 25;
const BOUND_YEARS = 60;

function findPython(): string | undefined {
  for (const py of ['python3', '/usr/bin/python3']) {
    const r = spawnSync(py, ['-c', 'import zoneinfo, dateutil.rrule'], { encoding: 'utf8' });
    if (r.status === 0) return py;
  }
  return undefined;
}

const python = findPython();
const required = process.env.MERIDIAN_REQUIRE_ORACLES === '1';
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

interface Case {
  zone: string;
  /** Null: the rule is given without DTSTART. */
  dtstart: string | null;
  rule: string;
  count: number | null;
  policy: 'skip' | 'shift';
  n: number;
  /** Wall time past which neither side looks (dateutil would scan an impossible rule to 9999). */
  bound: string;
  /** Where the listing starts, Unix seconds; absent: a year before DTSTART. */
  from?: number;
}

const ctx = ctxAt('2026-12-01T12:00:00Z');
const compact = (localSec: number) => {
  const d = new Date(localSec * 1000);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
};
/** The instant of a wall time in a zone (the earlier of a repeat, the later reading of a gap), by Meridian's tz data. */
function instantOf(zone: string, localSec: number): number {
  const z = ctx.db.zone(ctx.db.lookup(zone)!.canonical);
  const at = z.instantsFor(localSec);
  return at.length ? at[0]! : localSec - z.offsetAt(localSec - 86400);
}

/** A random rule of every FREQ from DAILY to YEARLY (HOURLY and MINUTELY in zones without DST), with DTSTART near a DST change. */
function randomCase(rand: () => number): Case {
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const some = <T>(xs: readonly T[], max: number): T[] => [...new Set(Array.from({ length: int(1, max) }, () => pick(xs)))];
  const numbers = (lo: number, hi: number, max: number, negative = false) =>
    some(
      Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).flatMap((v) => (negative ? [v, -v] : [v])),
      max,
    );
  const sub = rand() < 0.12;
  const freq = sub ? pick(['HOURLY', 'MINUTELY']) : pick(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
  const zone = sub ? pick(FLAT_ZONES) : pick(DST_ZONES);
  const parts = [`FREQ=${freq}`];
  if (rand() < 0.35) parts.push(`INTERVAL=${int(2, freq === 'MINUTELY' ? 45 : 3)}`);
  if (rand() < 0.3) parts.push(`BYMONTH=${numbers(1, 12, 3).join(',')}`);
  if (freq === 'YEARLY') {
    // BYWEEKNO, else on a second draw BYYEARDAY
    const draw = rand();
    if (draw < 0.15) parts.push(`BYWEEKNO=${numbers(1, 53, 2).join(',')}`);
    else if (rand() < 0.15) parts.push(`BYYEARDAY=${numbers(1, 366, 3, true).join(',')}`);
  }
  if (freq !== 'WEEKLY' && rand() < 0.35) parts.push(`BYMONTHDAY=${numbers(1, 31, 3, true).join(',')}`);
  if (rand() < 0.45) {
    const ordinals = (freq === 'MONTHLY' || freq === 'YEARLY') && !parts.some((p) => p.startsWith('BYWEEKNO')) && rand() < 0.5;
    parts.push(
      `BYDAY=${some(DAYS, 3)
        .map((d) => (ordinals ? `${pick([1, 2, 3, 4, -1, -2])}${d}` : d))
        .join(',')}`,
    );
  }
  if (!sub && rand() < 0.5) {
    // Hours a DST change touches in these zones, and others.
    parts.push(`BYHOUR=${some([0, 1, 2, 3, 9, 12, 23], 2).join(',')}`);
    if (rand() < 0.5) parts.push(`BYMINUTE=${some([0, 15, 30, 45], 2).join(',')}`);
  }
  if ((freq === 'MONTHLY' || freq === 'YEARLY') && parts.some((p) => p.startsWith('BY')) && rand() < 0.3)
    parts.push(`BYSETPOS=${some([1, 2, -1, -2], 2).join(',')}`);
  if (rand() < 0.2) parts.push(`WKST=${pick(DAYS)}`);
  // DTSTART: 1995-2035, often a few days before one of the zone's changes.
  let localSec = Date.UTC(int(1995, 2035), int(0, 11), int(1, 28), int(0, 23), pick([0, 15, 30, 45]), 0) / 1000;
  if (!sub && rand() < 0.6) {
    const z = ctx.db.zone(ctx.db.lookup(zone)!.canonical);
    const trs = z.transitions(localSec - 400 * 86400, localSec + 400 * 86400);
    if (trs.length)
      localSec = Math.floor((pick(trs).at + z.offsetAt(pick(trs).at)) / 3600) * 3600 - int(0, 20) * 86400 + pick([0, 1800, 5400, 9000]);
  }
  const dtstart = compact(localSec);
  let count: number | null = null;
  if (rand() < 0.4) count = int(1, 30);
  else if (rand() < 0.3) {
    const u = new Date((localSec + int(30, 900) * 86400) * 1000);
    parts.push(`UNTIL=${pad(u.getUTCFullYear(), 4)}${pad(u.getUTCMonth() + 1)}${pad(u.getUTCDate())}T${pad(u.getUTCHours())}0000`);
  }
  const bound = `${pad(Number(dtstart.slice(0, 4)) + BOUND_YEARS, 4)}-01-01T00:00:00`;
  return { zone, dtstart, rule: parts.join(';'), count, policy: rand() < 0.5 ? 'skip' : 'shift', n: N, bound };
}

/** What the tool lists for each case: the instants before the bound, [] for a rule that never fires, or the error's text. */
function toolAnswers(cases: readonly Case[]): (number[] | string)[] {
  return cases.map((c) => {
    const rule = `${c.dtstart === null ? '' : `DTSTART;TZID=${c.zone}:${c.dtstart}\n`}RRULE:${c.rule}${c.count !== null ? `;COUNT=${c.count}` : ''}`;
    const from =
      c.from !== undefined ? new Date(c.from * 1000).toISOString() : `${pad(Number(c.dtstart!.slice(0, 4)) - 1, 4)}-01-01T00:00:00Z`;
    const r = runChecked(schedule, { rule, from, count: c.n, dst: c.policy, ...(c.dtstart === null ? { timezone: c.zone } : {}) }, ctx);
    // A rule that never fires is an error naming why; dateutil just yields nothing.
    if ('isError' in r) return /never picks anything|never fires|without an occurrence/.test(r.content[0].text) ? [] : r.content[0].text;
    // Occurrences before the bound (a wall time, so compared on the local clock the offset gives).
    return (r.structuredContent as { occurrences: (string | { at: string })[] }).occurrences
      .map((o) => (typeof o === 'string' ? o : o.at))
      .filter((at) => at.slice(0, 19) < c.bound)
      .map((at) => Date.parse(at) / 1000);
  });
}

/** dateutil's answers for the cases (test/schedule-oracle.py), on the same TZif bytes. */
function oracleAnswers(cases: readonly Case[]): number[][] {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-schedule-oracle-'));
  try {
    const source = embeddedSource();
    for (const name of new Set(cases.map((c) => c.zone))) {
      const file = join(dir, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source.read(name));
    }
    const script = join(dirname(fileURLToPath(import.meta.url)), 'schedule-oracle.py');
    const py = spawnSync(python!, [script], {
      input: JSON.stringify({ cases }),
      env: { ...process.env, PYTHONTZPATH: dir },
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    assert.equal(py.status, 0, `python oracle failed: ${py.stderr}`);
    return JSON.parse(py.stdout) as number[][];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The cases where the tool and dateutil differ, as ISO lists. */
function differences(cases: readonly Case[], got: readonly (number[] | string)[], want: readonly number[][]) {
  const iso = (xs: number[] | string) => (typeof xs === 'string' ? xs : xs.map((t) => new Date(t * 1000).toISOString()));
  return cases
    .map((c, i) => ({ c, got: iso(got[i]!), want: iso(want[i]!) }))
    .filter((x) => JSON.stringify(x.got) !== JSON.stringify(x.want));
}

const skipUnless = !python && !required && 'python3 with dateutil not found (apt install python3-dateutil)';

test('RRULE expansion agrees with python-dateutil + zoneinfo', { skip: skipUnless }, () => {
  assert.ok(python, 'python3 with zoneinfo and dateutil is required (apt install python3-dateutil)');
  const rand = rng(20261201);
  const cases = Array.from({ length: CASES }, () => randomCase(rand));
  const got = toolAnswers(cases);
  const differ = differences(cases, got, oracleAnswers(cases));
  assert.deepEqual(differ.slice(0, 3), [], `${differ.length} of ${cases.length} rules disagree`);
  // The generated rules reach the cases that matter.
  assert.ok(got.filter((g) => typeof g !== 'string' && g.length > 0).length > CASES * 0.8, 'most rules have occurrences');
});

test('from part way through a rule: inclusive, with COUNT counted from DTSTART, and without DTSTART from 00:00 of from', {
  skip: skipUnless,
}, () => {
  assert.ok(python, 'python3 with zoneinfo and dateutil is required (apt install python3-dateutil)');
  const rand = rng(20261207);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const localOf = (compactText: string) =>
    Date.UTC(
      Number(compactText.slice(0, 4)),
      Number(compactText.slice(4, 6)) - 1,
      Number(compactText.slice(6, 8)),
      Number(compactText.slice(9, 11)),
      Number(compactText.slice(11, 13)),
      Number(compactText.slice(13, 15)),
    ) / 1000;
  const cases: Case[] = [];
  // The reported case: FREQ=DAILY;COUNT=3 without DTSTART, from a midnight, lists three.
  cases.push({
    zone: 'Europe/London',
    dtstart: null,
    rule: 'FREQ=DAILY',
    count: 3,
    policy: 'skip',
    n: N,
    bound: '2100-01-01T00:00:00',
    from: instantOf('Europe/London', Date.UTC(2026, 11, 7) / 1000),
  });
  // from on DTSTART's wall time some periods later: an occurrence of a rule that takes its days and time from DTSTART.
  for (let i = 0; i < 60; i++) {
    const c = randomCase(rand);
    const freq = pick(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const);
    const k = int(0, 6);
    const start = localOf(c.dtstart!);
    const d = new Date(start * 1000);
    const later =
      freq === 'DAILY'
        ? start + k * 86400
        : freq === 'WEEKLY'
          ? start + 7 * k * 86400
          : Date.UTC(
              d.getUTCFullYear() + (freq === 'YEARLY' ? k : 0),
              d.getUTCMonth() + (freq === 'MONTHLY' ? k : 0),
              d.getUTCDate(),
              d.getUTCHours(),
              d.getUTCMinutes(),
            ) / 1000;
    const zone = pick(DST_ZONES);
    cases.push({ ...c, zone, rule: `FREQ=${freq}`, count: rand() < 0.6 ? int(1, 12) : null, from: instantOf(zone, later) });
  }
  // Random rules, from a random instant in their first years.
  for (let i = 0; i < 120; i++) {
    const c = randomCase(rand);
    if (c.rule.startsWith('FREQ=HOURLY') || c.rule.startsWith('FREQ=MINUTELY')) {
      cases.push({ ...c, from: instantOf(c.zone, localOf(c.dtstart!)) + int(0, 3 * 86400) });
    } else {
      cases.push({ ...c, from: instantOf(c.zone, localOf(c.dtstart!)) + int(-5, 2 * 366) * 86400 + pick([0, 0, 3600, int(1, 86399)]) });
    }
  }
  // Rules without DTSTART, from a local midnight (DTSTART is then from) or from later that day.
  for (let i = 0; i < 60; i++) {
    const c = randomCase(rand);
    if (c.rule.startsWith('FREQ=HOURLY') || c.rule.startsWith('FREQ=MINUTELY')) continue;
    const day = Math.floor(localOf(c.dtstart!) / 86400) * 86400;
    cases.push({
      ...c,
      dtstart: null,
      rule: c.rule.replace(/;UNTIL=[^;]*/, ''),
      from: instantOf(c.zone, day) + (rand() < 0.5 ? 0 : int(1, 86399)),
    });
  }
  const got = toolAnswers(cases);
  const want = oracleAnswers(cases);
  const differ = differences(cases, got, want);
  assert.deepEqual(differ.slice(0, 3), [], `${differ.length} of ${cases.length} rules disagree`);
  assert.deepEqual(
    got[0],
    [Date.UTC(2026, 11, 7), Date.UTC(2026, 11, 8), Date.UTC(2026, 11, 9)].map((t) => t / 1000),
  );
  // The cases reach what they are for: an occurrence exactly at from, and COUNT spent before from.
  const atFrom = cases.filter((c, i) => typeof got[i] !== 'string' && (got[i] as number[])[0] === c.from).length;
  assert.ok(atFrom >= 30, `only ${atFrom} cases list an occurrence exactly at from`);
  const spent = cases.filter(
    (c, i) =>
      c.count !== null &&
      typeof got[i] !== 'string' &&
      (got[i] as number[]).length > 0 &&
      (got[i] as number[]).length < Math.min(c.count, c.n),
  ).length;
  assert.ok(spent >= 10, `only ${spent} cases count occurrences before from`);
});
