import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import moment from './moment-shim.cjs';
import { db } from '../../test/helpers.js';

const require = createRequire(import.meta.url);

moment.useZones(db);

interface Row {
  name: string;
  /** moment.tz(input, zone).format() */
  input: string;
  zone: string;
  expected: string;
}

// biome-ignore format: a table, one row a line
const rows: Row[] = [
  { name: 'plain winter time', input: '2024-12-25 00:00:00', zone: 'Europe/Berlin', expected: '2024-12-25T00:00:00+01:00' },
  { name: 'plain summer time', input: '2024-07-04 00:00:00', zone: 'America/New_York', expected: '2024-07-04T00:00:00-04:00' },
  { name: 'a gap is read with the offset before it', input: '2024-03-31 02:30:00', zone: 'Europe/Berlin', expected: '2024-03-31T03:30:00+02:00' },
  { name: 'an overlap is its earlier instant', input: '2024-10-27 02:30:00', zone: 'Europe/Berlin', expected: '2024-10-27T02:30:00+02:00' },
  { name: 'a midnight gap (Brazil 2018)', input: '2018-11-04 00:00:00', zone: 'America/Sao_Paulo', expected: '2018-11-04T01:00:00-02:00' },
  { name: 'a midnight overlap (Brazil 2019)', input: '2019-02-16 23:30:00', zone: 'America/Sao_Paulo', expected: '2019-02-16T23:30:00-02:00' },
  { name: 'Tehran 2021 at midnight', input: '2021-03-22 00:00:00', zone: 'Asia/Tehran', expected: '2021-03-22T01:00:00+04:30' },
  { name: 'fractional offset', input: '2025-01-26 00:00:00', zone: 'Asia/Kathmandu', expected: '2025-01-26T00:00:00+05:45' },
  // moment's own rule: the period before this gap began by moving forward (DST), so the offset after.
  { name: 'date line (Samoa skipped 2011-12-30)', input: '2011-12-30 12:00:00', zone: 'Pacific/Apia', expected: '2011-12-29T12:00:00-10:00' },
  { name: 'a link name', input: '2025-04-18 00:00:00', zone: 'Asia/Calcutta', expected: '2025-04-18T00:00:00+05:30' },
  { name: 'an ISO instant is not a wall time', input: '2025-03-20T09:01:00.000Z', zone: 'Asia/Tokyo', expected: '2025-03-20T18:01:00+09:00' },
];

test('moment.tz(wall time, zone).format(): the instant, as moment-timezone resolves gaps and overlaps', () => {
  for (const r of rows) assert.equal(moment.tz(r.input, r.zone).format(), r.expected, r.name);
});

test('the shim answers as moment-timezone itself does, on dates both tz data copies agree on', () => {
  const real = require('moment-timezone') as typeof import('moment-timezone');
  for (const r of rows) assert.equal(moment.tz(r.input, r.zone).format(), real.tz(r.input, r.zone).format(), r.name);
  const instant = new Date('2019-02-17T01:30:00Z');
  const ours = moment.tz(instant, 'America/Sao_Paulo');
  const theirs = real.tz(instant, 'America/Sao_Paulo');
  assert.deepEqual(
    [ours.year(), ours.month(), ours.date(), ours.hours(), ours.minutes(), ours.seconds()],
    [theirs.year(), theirs.month(), theirs.date(), theirs.hours(), theirs.minutes(), theirs.seconds()],
  );
  const iso = '2025-09-22T23:19:00.000Z';
  assert.deepEqual([moment(iso).utcOffset('+09:00').month(), moment(iso).utcOffset('+09:00').date()], [8, 23]);
  assert.deepEqual(
    [moment(iso).tz('America/Santiago').month(), moment(iso).tz('America/Santiago').date()],
    [real(iso).tz('America/Santiago').month(), real(iso).tz('America/Santiago').date()],
  );
});

test('instants to wall fields: moment.tz(date, zone) and moment(iso).tz/utcOffset', () => {
  const m = moment.tz(new Date('2024-12-31T23:30:00Z'), 'Asia/Kolkata');
  assert.deepEqual([m.year(), m.month(), m.date(), m.hours(), m.minutes(), m.seconds()], [2025, 0, 1, 5, 0, 0]);
  const w = moment('2024-03-20T03:06:00.000Z').utcOffset('-05:00');
  assert.deepEqual([w.month(), w.date(), w.hours()], [2, 19, 22]);
});

test('bad zone names and inputs throw instead of answering in UTC', () => {
  assert.throws(() => moment.tz('2024-01-01 00:00:00', 'Mars/Olympus'), /unknown time zone Mars\/Olympus/);
  assert.throws(() => moment.tz('not a date', 'Europe/Berlin'), /cannot read date-time/);
  assert.throws(() => moment('2024-01-01T00:00:00Z').utcOffset('+9'), /bad UTC offset/);
});
