import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePosixTz, posixTypeAt, ruleTransitionsInYear } from './posix.js';

const iso = (t: number) => new Date(t * 1000).toISOString().replace('.000Z', 'Z');
const at = (s: string) => Date.parse(s) / 1000;

test('parses standard-only and quoted names, with east-positive offsets', () => {
  assert.deepEqual(parsePosixTz('MST7').std, { offset: -7 * 3600, dst: false, abbr: 'MST' });
  assert.deepEqual(parsePosixTz('<+0545>-5:45').std, { offset: 5 * 3600 + 45 * 60, dst: false, abbr: '+0545' });
  assert.equal(Object.is(parsePosixTz('GMT0').std.offset, -0), false, 'no negative zero');
});

const cases: { tz: string; year: number; expected: [string, string] }[] = [
  // Mm.w.d with the default 02:00 and an explicit /1 (America/New_York, Europe/Dublin's negative DST).
  { tz: 'EST5EDT,M3.2.0,M11.1.0', year: 2024, expected: ['2024-03-10T07:00:00Z', '2024-11-03T06:00:00Z'] },
  { tz: 'IST-1GMT0,M10.5.0,M3.5.0/1', year: 2024, expected: ['2024-10-27T01:00:00Z', '2024-03-31T01:00:00Z'] },
  // Negative transition time (America/Nuuk: -1 means 23:00 the day before, i.e. with the EU at 01:00Z).
  { tz: '<-02>2<-01>,M3.5.0/-1,M10.5.0/0', year: 2024, expected: ['2024-03-31T01:00:00Z', '2024-10-27T01:00:00Z'] },
  // 24:00 (America/Santiago: the first Saturday's end) and 50h (Asia/Gaza style).
  { tz: '<-04>4<-03>,M9.1.6/24,M4.1.6/24', year: 2024, expected: ['2024-09-08T04:00:00Z', '2024-04-07T03:00:00Z'] },
  { tz: 'EET-2EEST,M3.4.4/50,M10.4.4/50', year: 2024, expected: ['2024-03-30T00:00:00Z', '2024-10-25T23:00:00Z'] },
  // Week 5 means the last such weekday; Jn never counts February 29; n does.
  { tz: 'CET-1CEST,M3.5.0,M10.5.0/3', year: 2024, expected: ['2024-03-31T01:00:00Z', '2024-10-27T01:00:00Z'] },
  { tz: 'XST3XDT,J60,J300', year: 2024, expected: ['2024-03-01T05:00:00Z', '2024-10-27T04:00:00Z'] },
  { tz: 'XST3XDT,59,299', year: 2024, expected: ['2024-02-29T05:00:00Z', '2024-10-26T04:00:00Z'] },
  // Lord Howe: a 30-minute saving.
  { tz: '<+1030>-10:30<+11>-11,M10.1.0,M4.1.0', year: 2024, expected: ['2024-10-05T15:30:00Z', '2024-04-06T15:00:00Z'] },
];
for (const { tz, year, expected } of cases) {
  test(`rule transitions of ${tz} in ${year}`, () => {
    assert.deepEqual(
      ruleTransitionsInYear(parsePosixTz(tz), year).map((r) => iso(r.at)),
      expected,
    );
  });
}

test('type in force follows the rule, also across the year boundary in the south', () => {
  const lh = parsePosixTz('<+1030>-10:30<+11>-11,M10.1.0,M4.1.0');
  assert.equal(posixTypeAt(lh, at('2025-01-01T00:00:00Z')).offset, 11 * 3600);
  assert.equal(posixTypeAt(lh, at('2025-07-01T00:00:00Z')).offset, 10.5 * 3600);
  const ny = parsePosixTz('EST5EDT,M3.2.0,M11.1.0');
  assert.equal(posixTypeAt(ny, at('2024-03-10T06:59:59Z')).abbr, 'EST');
  assert.equal(posixTypeAt(ny, at('2024-03-10T07:00:00Z')).abbr, 'EDT');
});

test('rejects malformed strings with a reason', () => {
  for (const bad of [
    '',
    'E',
    'EST',
    'EST5EDT',
    'EST5EDT,M13.1.0,M11.1.0',
    'EST5EDT,M3.2.0',
    '<+05',
    'EST5EDT,J0,J10',
    'EST5EDT,M3.2.0/200,M11.1.0',
  ]) {
    assert.throws(() => parsePosixTz(bad), SyntaxError, bad);
  }
});
