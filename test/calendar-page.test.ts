// The calendar page (src/tools/calendar-page.ts) against Python: for 200 sampled (zone, instant)
// pairs, across year ends, ISO week 53, clock changes and China's working weekends, the date,
// weekday, ISO week, day of the year, quarter, days left, this week and next, and the next clock
// change are computed by Python's datetime and zoneinfo reading the same TZif bytes (as
// test/oracle.test.ts does); the holidays and working weekends of China by chinese-days, the State
// Council's notices (a dev dependency, independent of Meridian's published layer's reading of it).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { readResource } from '../src/tools/resources.js';
import { ctxAt, rng } from './helpers.js';
import { chinaDaysOff, chinaWorkingWeekends } from './holidays-sources.js';
import { skipUnless } from './calendar-oracles.js';

const ZONES = [
  'Europe/Paris',
  'America/New_York',
  'Pacific/Apia',
  'Australia/Lord_Howe',
  'America/Sao_Paulo',
  'Asia/Tehran',
  'Europe/Dublin',
  'America/Santiago',
  'Africa/Casablanca',
  'Asia/Shanghai',
  'Pacific/Kiritimati',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Antarctica/Troll',
];

/** Instants near year ends (2026 has an ISO week 53), clock changes, and at random in 2024-2030. */
function samples(): { zone: string; iso: string }[] {
  const rand = rng(20261206);
  const out: { zone: string; iso: string }[] = [];
  const fixed = [
    '2026-12-31T23:30:00Z',
    '2027-01-01T00:30:00Z',
    '2027-01-03T12:00:00Z',
    '2026-12-28T05:00:00Z',
    '2027-03-14T06:59:59Z',
    '2027-03-14T07:00:00Z',
    '2027-03-28T00:59:59Z',
    '2027-03-28T01:00:00Z',
    '2026-10-25T00:30:00Z',
    '2020-12-31T12:00:00Z',
    '2027-02-06T03:00:00Z',
    '2026-09-30T20:00:00Z',
  ];
  for (const iso of fixed) for (const zone of ZONES.slice(0, 8)) out.push({ zone, iso });
  while (out.length < 200) {
    const t = Date.UTC(2024, 0, 1) + Math.floor(rand() * 7 * 365 * 86_400_000);
    out.push({ zone: ZONES[Math.floor(rand() * ZONES.length)]!, iso: new Date(t).toISOString().replace(/\.\d+Z$/, 'Z') });
  }
  return out;
}

const ORACLE = String.raw`
import json, sys
from datetime import datetime, timedelta, timezone, date
from zoneinfo import ZoneInfo
NAMES = ['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']
def reading(t, off):
    d = datetime.fromtimestamp(t, tz=timezone(timedelta(seconds=off)))
    return d.isoformat()
def next_change(zone, t):
    off = lambda s: int(datetime.fromtimestamp(s, tz=zone).utcoffset().total_seconds())
    now = off(t)
    step = 6 * 3600
    s = t
    while s < t + 60 * 366 * 86400:
        if off(s + step) != now:
            lo, hi = s, s + step  # off(lo) == now != off(hi)
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if off(mid) == now: lo = mid
                else: hi = mid
            return {'from': reading(hi, now), 'to': reading(hi, off(hi))}
        s += step
    return None
out = []
for q in json.load(sys.stdin):
    zone = ZoneInfo(q['zone'])
    t = q['t']
    d = datetime.fromtimestamp(t, tz=zone)
    today = d.date()
    y, w, wd = today.isocalendar()
    monday = today - timedelta(days=wd - 1)
    def end_of(year, month):
        return (date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)) - timedelta(days=1)
    qn = (today.month - 1) // 3
    week = lambda m: {NAMES[k]: (m + timedelta(days=k)).isoformat() for k in range(7)}
    out.append({
        'date': today.isoformat(),
        'weekday': NAMES[wd - 1],
        'iso_week': '%d-W%02d' % (y, w),
        'day_of_year': today.timetuple().tm_yday,
        'quarter': 'Q%d' % (qn + 1),
        'days_left': {'month': (end_of(today.year, today.month) - today).days, 'quarter': (end_of(today.year, qn * 3 + 3) - today).days, 'year': (date(today.year, 12, 31) - today).days},
        'this_week': week(monday),
        'next_week': week(monday + timedelta(days=7)),
        'next_clock_change': next_change(zone, t),
    })
print(json.dumps(out))
`;

const python = spawnSync('python3', ['-c', 'import zoneinfo'], { encoding: 'utf8' }).status === 0;

test('the calendar page agrees with Python datetime and zoneinfo on 200 sampled zones and instants', {
  skip: skipUnless(python, 'no python3 with zoneinfo'),
  timeout: 120_000,
}, () => {
  const source = embeddedSource();
  const dir = mkdtempSync(join(tmpdir(), 'meridian-calendar-page-'));
  try {
    for (const name of ZONES) {
      const file = join(dir, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source.read(name));
    }
    const list = samples();
    const py = spawnSync('python3', ['-c', ORACLE], {
      input: JSON.stringify(list.map((s) => ({ zone: s.zone, t: Date.parse(s.iso) / 1000 }))),
      env: { ...process.env, PYTHONTZPATH: dir },
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    assert.equal(py.status, 0, py.stderr);
    const want = JSON.parse(py.stdout) as Record<string, unknown>[];
    const wrong: string[] = [];
    list.forEach((s, i) => {
      const page = JSON.parse(readResource(ctxAt(s.iso), `time://calendar/${encodeURIComponent(s.zone)}?country=`).text) as Record<
        string,
        unknown
      >;
      const { timezone, now, ...rest } = page;
      assert.equal(timezone, s.zone);
      assert.equal(String(now).slice(0, 10), want[i]!.date);
      try {
        assert.deepEqual(rest, want[i]);
      } catch {
        wrong.push(`${s.zone} ${s.iso}: ${JSON.stringify(rest)} vs ${JSON.stringify(want[i])}`);
      }
    });
    assert.deepEqual(wrong, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("China's page: the State Council's holidays and working weekends of the next 30 days, as chinese-days has them", () => {
  // The notices' own day lists (chinese-days' data file), not its date functions: those parse 'YYYY-MM-DD' in the host zone.
  let compared = 0;
  for (const iso of ['2026-09-20T04:00:00Z', '2027-01-20T04:00:00Z', '2026-04-20T04:00:00Z']) {
    const page = JSON.parse(readResource(ctxAt(iso), 'time://calendar/Asia%2FShanghai').text) as {
      country: string;
      date: string;
      holidays: { date: string; name: string; type?: string }[];
    };
    assert.equal(page.country, 'CN');
    const start = Date.parse(`${page.date}T00:00:00Z`);
    const end = new Date(start + 30 * 86_400_000).toISOString().slice(0, 10);
    const years = [...new Set([page.date, end].map((d) => Number(d.slice(0, 4))))];
    const within = (d: string): boolean => d >= page.date && d <= end;
    const off = years.flatMap(chinaDaysOff).filter(within);
    const worked = years.flatMap(chinaWorkingWeekends).filter(within);
    compared += off.length + worked.length;
    const pageOff = page.holidays.filter((h) => h.type === undefined).map((h) => h.date);
    const pageWorked = page.holidays.filter((h) => h.type === 'working').map((h) => h.date);
    // Every weekday the notices give off is a public holiday on the page, and every weekend day they make worked is a working day there.
    for (const d of off) assert.ok(pageOff.includes(d), `${iso}: ${d} off in the notices`);
    assert.deepEqual(pageWorked, worked, `${iso}: working weekend days`);
  }
  assert.ok(compared >= 8, `the windows hold ${compared} notice days to compare`);
});

test('a calendar URI names its zone and country, or is refused with the fix', () => {
  const ctx = ctxAt('2026-12-06T10:00:00Z', 'Europe/Paris');
  const local = JSON.parse(readResource(ctx, 'time://calendar').text);
  assert.equal(local.timezone, 'Europe/Paris');
  assert.equal(local.country, 'FR');
  assert.deepEqual(local.holidays, [
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2027-01-01', name: "New Year's Day" },
  ]);
  assert.equal(JSON.parse(readResource(ctx, 'time://calendar/Tokyo?country=US').text).country, 'US');
  assert.equal(JSON.parse(readResource(ctx, 'time://calendar?country=').text).holidays, undefined);
  assert.throws(() => readResource(ctx, 'time://calendar/Europe/Paris?country=Atlantis'), /Unknown country "Atlantis"/);
  assert.throws(() => readResource(ctx, 'time://calendar/Europe/Paris?lang=fr'), /the only query a calendar URI takes is \?country=/);
  // Under 400 tokens, at about four characters a token.
  assert.ok(readResource(ctx, 'time://calendar/America%2FNew_York').text.length < 1600);
});
