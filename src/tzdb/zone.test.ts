import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { at, db } from '../../test/helpers.js';
import { TzDatabase } from './database.js';
import { embeddedSource } from './snapshot.js';
import { compareVersions, DirectorySource, newestSource } from './source.js';

const h = (hours: number) => hours * 3600;

test('the embedded snapshot is tz 2026f with every zone and link', () => {
  assert.equal(db.version, '2026f');
  assert.ok(db.zoneNames().length >= 440, `${db.zoneNames().length} zones`);
  assert.ok(db.names().length >= 590, `${db.names().length} names`);
  assert.deepEqual(db.lookup('US/Eastern'), { name: 'US/Eastern', canonical: 'America/New_York' });
  assert.deepEqual(db.lookup('Asia/Calcutta'), { name: 'Asia/Calcutta', canonical: 'Asia/Kolkata' });
  assert.deepEqual(db.lookup('europe/warsaw'), { name: 'Europe/Warsaw', canonical: 'Europe/Warsaw' });
  assert.equal(db.lookup('Mars/Olympus_Mons'), undefined);
  assert.equal(db.lookup('../../etc/passwd'), undefined);
  assert.equal(db.lookup('/etc/localtime'), undefined);
});

// Under 2026f at 2026-11-30T12:00Z; Node 20's ICU data (2025c) gets every one of these wrong.
const now2026 = at('2026-11-30T12:00:00Z');
const cases2026f: [string, number, string][] = [
  ['America/Vancouver', h(-7), 'MST'],
  ['America/Edmonton', h(-6), 'CST'],
  ['America/Winnipeg', h(-5), 'EST'],
  ['America/Inuvik', h(-6), 'CST'],
  ['Africa/Casablanca', 0, '+00'],
  ['America/Havana', h(-4), 'CDT'],
];
for (const [name, offset, abbr] of cases2026f) {
  test(`${name} at 2026-11-30T12:00Z follows tz 2026f`, () => {
    const s = db.zone(name).stateAt(now2026);
    assert.equal(s.offset, offset);
    assert.equal(s.abbr, abbr);
  });
}

test('is_dst is civil summer time, not the raw TZif flag', () => {
  const dst = (zone: string, iso: string) => db.zone(zone).stateAt(at(iso)).isDst;
  assert.equal(dst('Europe/Dublin', '2024-01-15T12:00:00Z'), false); // GMT, flagged DST with -1 h in main data
  assert.equal(dst('Europe/Dublin', '2024-07-15T12:00:00Z'), true); // IST
  assert.equal(dst('Europe/Dublin', '2040-07-15T12:00:00Z'), true); // from the footer rule
  assert.equal(dst('Europe/Dublin', '2040-01-15T12:00:00Z'), false);
  assert.equal(dst('Antarctica/Troll', '2024-07-15T12:00:00Z'), true); // +02, a two-hour saving
  assert.equal(dst('Australia/Lord_Howe', '2024-01-15T12:00:00Z'), true); // +11, a 30-minute saving
  assert.equal(dst('Australia/Lord_Howe', '2024-07-15T12:00:00Z'), false);
  assert.equal(dst('America/Vancouver', '2026-11-30T12:00:00Z'), false); // permanent MST
  assert.equal(dst('Africa/Windhoek', '2020-07-15T12:00:00Z'), false); // permanent CAT since 2017
  assert.equal(db.zone('Australia/Lord_Howe').stateAt(at('2024-01-15T12:00:00Z')).offset, h(11));
});

test('a wall time names one instant, none in a gap, two in an overlap', () => {
  const ny = db.zone('America/New_York');
  const local = (iso: string) => at(`${iso}Z`);
  assert.deepEqual(ny.instantsFor(local('2024-07-01T12:00:00')), [at('2024-07-01T16:00:00Z')]);
  assert.deepEqual(ny.instantsFor(local('2024-03-10T02:30:00')), []);
  assert.deepEqual(ny.instantsFor(local('2024-11-03T01:30:00')), [at('2024-11-03T05:30:00Z'), at('2024-11-03T06:30:00Z')]);
  const lh = db.zone('Australia/Lord_Howe'); // 30-minute gap and overlap
  assert.deepEqual(lh.instantsFor(local('2024-10-06T02:15:00')), []);
  assert.equal(lh.instantsFor(local('2024-04-07T01:45:00')).length, 2);
  const apia = db.zone('Pacific/Apia'); // the whole of 2011-12-30 was skipped
  assert.deepEqual(apia.instantsFor(local('2011-12-30T12:00:00')), []);
});

// instantsFor answers from the offset alone when no transition is within two days; this holds it to
// the definition (every t with t + offsetAt(t) = local, over every offset the zone ever had) for
// every zone, at each side of every change from 1900 to 2100 and at days far from any change.
test('instantsFor is exactly the instants whose local time is the one asked, in every zone', () => {
  const from = at('1900-01-01T00:00:00Z');
  const to = at('2100-01-01T00:00:00Z');
  let checked = 0;
  for (const name of db.zoneNames()) {
    const zone = db.zone(name);
    const changes = zone.transitions(from, to);
    const offsets = [...new Set([zone.offsetAt(from), ...changes.map((c) => c.after.offset)])];
    const definition = (local: number) =>
      [...new Set(offsets.map((o) => local - o).filter((t) => t + zone.offsetAt(t) === local))].sort((a, b) => a - b);
    const locals = [at('2026-12-01T12:00:00Z'), at('2099-06-15T03:00:00Z'), at('1901-02-03T04:05:06Z')];
    for (const c of changes) {
      for (const wall of [c.at + c.before.offset, c.at + c.after.offset])
        for (const d of [-86_400, -3_601, -1, 0, 1, 1_799, 3_600, 90_000]) locals.push(wall + d);
    }
    for (const local of locals) {
      assert.deepEqual(zone.instantsFor(local), definition(local), `${name} at local ${new Date(local * 1000).toISOString()}`);
      checked++;
    }
  }
  assert.ok(checked > 500_000, `${checked} local times`);
});

test('transitions list offset, abbreviation and summer-time changes in a range', () => {
  const list = db.zone('America/New_York').transitions(at('2024-01-01T00:00:00Z'), at('2025-01-01T00:00:00Z'));
  assert.deepEqual(
    list.map((t) => [new Date(t.at * 1000).toISOString(), t.before.abbr, t.after.abbr, t.after.isDst]),
    [
      ['2024-03-10T07:00:00.000Z', 'EST', 'EDT', true],
      ['2024-11-03T06:00:00.000Z', 'EDT', 'EST', false],
    ],
  );
  // Past the last explicit transition, from the POSIX footer.
  const far = db.zone('America/New_York').transitions(at('2090-01-01T00:00:00Z'), at('2091-01-01T00:00:00Z'));
  assert.deepEqual(
    far.map((t) => new Date(t.at * 1000).toISOString()),
    ['2090-03-12T07:00:00.000Z', '2090-11-05T06:00:00.000Z'],
  );
  // Vancouver's last change under 2026f keeps the offset and drops DST: PDT -> MST.
  const van = db.zone('America/Vancouver').transitions(at('2026-10-01T00:00:00Z'), at('2030-01-01T00:00:00Z'));
  assert.deepEqual(
    van.map((t) => [new Date(t.at * 1000).toISOString(), t.before.abbr, t.after.abbr, t.before.offset === t.after.offset]),
    [['2026-11-01T09:00:00.000Z', 'PDT', 'MST', true]],
  );
});

test('suggestions for unknown names', () => {
  assert.deepEqual(db.suggest('Asia/Tokio').slice(0, 1), ['Asia/Tokyo']);
  assert.equal(db.suggest('Europe/Londn')[0], 'Europe/London');
  assert.equal(db.suggest('America/New York')[0], 'America/New_York');
  assert.deepEqual(db.suggest('zzzzzzzzzzzzzzzzzzzz'), []);
});

test('release names order as IANA issues them', () => {
  assert.ok(compareVersions('2025b', '2026a') < 0);
  assert.ok(compareVersions('2026f', '2026b') > 0);
  assert.ok(compareVersions('2026z', '2026za') < 0);
  assert.equal(compareVersions('2026f', '2026f'), 0);
});

test('the newest source wins; a zoneinfo directory is read only for names it lists', () => {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-tzdir-'));
  try {
    const embedded = embeddedSource();
    mkdirSync(join(dir, 'Europe'));
    writeFileSync(join(dir, 'Europe', 'Paris'), embedded.read('Europe/Paris'));
    writeFileSync(join(dir, 'tzdata.zi'), '# version 2099a\nZ Europe/Paris 0:9:21 - LMT 1891 Mar 16\nL Europe/Paris Europe/Monaco\n');
    const newer = DirectorySource.open(dir, 'directory')!;
    assert.equal(newer.version, '2099a');
    assert.equal(newestSource([newer, embedded]).version, '2099a');
    const older = DirectorySource.open(dir, 'directory')!;
    writeFileSync(join(dir, 'tzdata.zi'), '# version 2020a\nZ Europe/Paris 0:9:21 - LMT 1891 Mar 16\nL Europe/Paris Europe/Monaco\n');
    assert.equal(newestSource([DirectorySource.open(dir, 'system'), embedded]).kind, 'embedded');
    const viaDir = new TzDatabase(older);
    assert.deepEqual(viaDir.lookup('Europe/Monaco'), { name: 'Europe/Monaco', canonical: 'Europe/Paris' });
    assert.equal(viaDir.zone('Europe/Paris').offsetAt(at('2024-07-01T00:00:00Z')), h(2));
    assert.throws(() => older.read('../../../etc/passwd'), /not listed/);
    assert.equal(DirectorySource.open(join(dir, 'missing'), 'directory'), undefined);

    // A doctored tzdata.zi cannot turn a path into a zone: names with "..", "/" at the start, NUL or
    // other odd characters are not listed, so lookups fail before any file is opened.
    writeFileSync(
      join(dir, 'tzdata.zi'),
      '# version 2099b\nZ Europe/Paris 0:9:21 - LMT\nZ ../../etc/passwd 0 - X\nZ /etc/shadow 0 - X\nZ Evil/\0x 0 - X\nZ Europe/./Paris 0 - X\nL ../../etc/hosts Europe/Hosts\nL Europe/Paris ../Sneaky\n',
    );
    const doctored = DirectorySource.open(dir, 'directory')!;
    assert.deepEqual(doctored.zoneNames(), ['Europe/Paris']);
    assert.deepEqual([...doctored.links()], []);
    const db2 = new TzDatabase(doctored);
    for (const bad of ['../../etc/passwd', '/etc/shadow', 'Europe/Hosts', '../Sneaky', 'Europe/./Paris', 'Evil/\0x']) {
      assert.equal(db2.lookup(bad), undefined, bad);
      assert.throws(() => doctored.read(bad), /not listed/, bad);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
