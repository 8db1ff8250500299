import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InputError } from '../core/errors.js';
import { epochDayOfDate, parseClock, parseDailyPeriod, parseDateTime, parseInstant, parseWeekdays } from './parse.js';

test('epochDayOfDate: real calendar dates as days since 1970-01-01', () => {
  assert.equal(epochDayOfDate('1970-01-01', 'date'), 0);
  assert.equal(epochDayOfDate('2024-02-29', 'date'), 19782);
  assert.equal(epochDayOfDate(' 2025-03-14 ', 'date'), 20161);
  assert.equal(epochDayOfDate('0001-01-01', 'date'), -719162);
  assert.equal(epochDayOfDate('1969-12-31', 'date'), -1);
});

test('epochDayOfDate: anything else is one sentence naming the argument', () => {
  for (const [text, field] of [
    ['2025-02-29', 'date'],
    ['2025-13-01', 'from'],
    ['0000-01-01', 'to'],
    ['17/04/2025', 'holidays[1]'],
    ['2025-3-1', 'date'],
    ['', 'date'],
  ]) {
    assert.throws(
      () => epochDayOfDate(text!, field!),
      (e: unknown) =>
        e instanceof InputError &&
        e.code === 'date.invalid' &&
        e.field === field &&
        e.message === `Invalid ${field} "${text}": use a real calendar date as YYYY-MM-DD, e.g. "2025-03-14".`,
    );
  }
});

/** The InputError `f` throws: its code, field and sentence. */
function refusal(f: () => unknown): { code: string; field: string | undefined; message: string } {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof InputError, String(e));
    return { code: e.code, field: e.field, message: e.message };
  }
  assert.fail('no error');
}

test('parseClock: one reader, the forms each caller allows', () => {
  assert.deepEqual(parseClock('14:30', 'time', { seconds: true }), { hour: 14, minute: 30, second: 0 });
  assert.deepEqual(parseClock('9:5', 'time', { seconds: true }), { hour: 9, minute: 5, second: 0 }); // the reference server's grammar
  assert.deepEqual(parseClock('23:59:59', 'time', { seconds: true }), { hour: 23, minute: 59, second: 59 });
  assert.deepEqual(parseClock(' 9 ', 'start', { bareHour: true }), { hour: 9, minute: 0, second: 0 });
  assert.deepEqual(parseClock('24:00', 'end', { bareHour: true, endOfDay: true }), { hour: 24, minute: 0, second: 0 });
  assert.deepEqual(
    refusal(() => parseClock('9', 'time', { seconds: true })),
    {
      code: 'clock.invalid',
      field: 'time',
      message: 'Invalid time "9". Use 24-hour HH:MM, e.g. "14:30" (H:MM and HH:MM:SS also work).',
    },
  );
  assert.deepEqual(
    refusal(() => parseClock('24:00', 'participants[0].start', { bareHour: true })),
    {
      code: 'clock.invalid',
      field: 'participants[0].start',
      message: 'Invalid participants[0].start "24:00": give a 24-hour local time such as "09:00" or "17:30".',
    },
  );
  assert.equal(
    refusal(() => parseClock('9:5', 'latest', { bareHour: true, endOfDay: true })).message,
    'Invalid latest "9:5": give a 24-hour local time such as "09:00" or "17:30" ("24:00" for midnight at the end).',
  );
  assert.equal(refusal(() => parseClock('10:00:00', 'start', { bareHour: true })).code, 'clock.invalid');
  assert.equal(refusal(() => parseClock('24:00', 'time', { seconds: true })).code, 'clock.invalid');
});

test("parseDailyPeriod and parseWeekdays: errors name the caller's fields", () => {
  assert.deepEqual(parseDailyPeriod('22:00', '06:00', 'p.', { start: 540, end: 1020 }), { start: 1320, end: 360 });
  assert.deepEqual(parseDailyPeriod(undefined, '12', 'p.', { start: 540, end: 1020 }), { start: 540, end: 720 });
  assert.deepEqual(
    refusal(() => parseDailyPeriod('09:00', '9', 'participants[1].', { start: 0, end: 0 })),
    {
      code: 'hours.empty',
      field: 'participants[1].start',
      message: 'participants[1].start and participants[1].end are the same time; for the whole day use start "00:00" and end "24:00".',
    },
  );
  assert.deepEqual([...parseWeekdays('Fri-Mon', 'working_days')].sort(), [1, 5, 6, 7]);
  assert.deepEqual([...parseWeekdays('1-5', 'working_days')].sort(), [1, 2, 3, 4, 5]);
  assert.deepEqual([...parseWeekdays('Mon,Wed,thursday', 'working_days')].sort(), [1, 3, 4]);
  assert.deepEqual(
    refusal(() => parseWeekdays('Mo-Fr', 'participants[0].working_days')),
    {
      code: 'weekdays.invalid',
      field: 'participants[0].working_days',
      message:
        'Invalid participants[0].working_days "Mo-Fr": list days like "Mon-Fri", "Sun-Thu" or "Mon,Wed,Fri" (or ISO numbers, "1-5").',
    },
  );
});

test('parseDateTime: each refusal has its code and names the field', () => {
  assert.deepEqual(parseDateTime('2024-03-10T02:30:00-05:00', 'base_time'), {
    kind: 'instant',
    epochMs: Date.parse('2024-03-10T07:30:00Z'),
    offsetSec: -18000,
    unix: false,
  });
  assert.deepEqual(parseDateTime('2024-03-10T02:30', 'at'), { kind: 'wall', localMs: Date.parse('2024-03-10T02:30:00Z'), dateOnly: false });
  assert.deepEqual(parseDateTime(1735138800, 'at'), { kind: 'instant', epochMs: 1735138800000, offsetSec: 0, unix: true });
  const rows: [string | number, string][] = [
    ['tomorrow', 'datetime.invalid'],
    ['2025-02-30T10:00', 'datetime.no-such-time'],
    ['2025-01-01T24:00', 'datetime.no-such-time'],
    ['2025-01-01T10:00+19:00', 'datetime.offset-range'],
    ['0000-06-01T00:00Z', 'datetime.out-of-range'],
    [Number.NaN, 'datetime.invalid'],
    ['2025-01-01T10:00:00Z'.padEnd(70, ' x'), 'datetime.too-long'],
  ];
  for (const [input, code] of rows)
    assert.deepEqual(
      [refusal(() => parseDateTime(input, 'compare_time[3]')).code, refusal(() => parseDateTime(input, 'compare_time[3]')).field],
      [code, 'compare_time[3]'],
      String(input),
    );
  assert.equal(parseInstant('2026-11-30T12:00:00Z'), Date.parse('2026-11-30T12:00:00Z'));
  assert.equal(parseInstant('2026-11-30T12:00:00'), undefined); // a wall time is not an instant
  assert.equal(parseInstant('1735138800'), undefined); // nor a Unix timestamp
});
