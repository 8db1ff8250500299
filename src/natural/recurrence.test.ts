// English recurrences as the RRULE they mean: each row is the text and the RRULE line, with what
// was assumed; then the texts it must leave to the RRULE and cron readers, and the ones it refuses.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InputError } from '../core/errors.js';
import { readRecurrence } from './recurrence.js';

const WORKING = (hhmm: string) => [`am/pm: ${hhmm} (working hours)`];

const rows: [string, string, string[]?][] = [
  ['every other Tuesday at 3pm', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;BYHOUR=15;BYMINUTE=0;BYSECOND=0'],
  ['every weekday at 9', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9;BYMINUTE=0;BYSECOND=0', WORKING('09:00')],
  ['the last Friday of each month at 17:00', 'FREQ=MONTHLY;BYDAY=-1FR;BYHOUR=17;BYMINUTE=0;BYSECOND=0'],
  ['every day at noon', 'FREQ=DAILY;BYHOUR=12;BYMINUTE=0;BYSECOND=0'],
  ['Every Monday and Thursday at 10:30am', 'FREQ=WEEKLY;BYDAY=MO,TH;BYHOUR=10;BYMINUTE=30;BYSECOND=0'],
  ['every Mon, Wed and Fri at 8am', 'FREQ=WEEKLY;BYDAY=MO,WE,FR;BYHOUR=8;BYMINUTE=0;BYSECOND=0'],
  ['every 2 weeks on Monday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO'],
  ['every month on the 15th at 9am', 'FREQ=MONTHLY;BYMONTHDAY=15;BYHOUR=9;BYMINUTE=0;BYSECOND=0'],
  ['the 15th of each month at 3:30', 'FREQ=MONTHLY;BYMONTHDAY=15;BYHOUR=15;BYMINUTE=30;BYSECOND=0', WORKING('15:30')],
  ['the 2nd Tuesday of every month', 'FREQ=MONTHLY;BYDAY=2TU'],
  ['the first Monday of each month at midnight', 'FREQ=MONTHLY;BYDAY=1MO;BYHOUR=0;BYMINUTE=0;BYSECOND=0'],
  ['daily at 05:00', 'FREQ=DAILY;BYHOUR=5;BYMINUTE=0;BYSECOND=0'],
  ['every third day', 'FREQ=DAILY;INTERVAL=3'],
  ['every 3 months', 'FREQ=MONTHLY;INTERVAL=3'],
  ['every weekend at 10', 'FREQ=WEEKLY;BYDAY=SA,SU;BYHOUR=10;BYMINUTE=0;BYSECOND=0', WORKING('10:00')],
  ['each year', 'FREQ=YEARLY'],
  ['every Sunday at 7 p.m.', 'FREQ=WEEKLY;BYDAY=SU;BYHOUR=19;BYMINUTE=0;BYSECOND=0'],
  // an ordinal before weekdays after "every" counts them in a month ("every first Monday" was every Monday)
  ['every first Monday', 'FREQ=MONTHLY;BYDAY=1MO'],
  ['every last Friday of the month at 5pm', 'FREQ=MONTHLY;BYDAY=-1FR;BYHOUR=17;BYMINUTE=0;BYSECOND=0'],
  ['every 2nd Tuesday of the month', 'FREQ=MONTHLY;BYDAY=2TU'],
  ['every first Monday and Friday', 'FREQ=MONTHLY;BYDAY=1MO,1FR'],
  ['the second Monday and Friday of each month', 'FREQ=MONTHLY;BYDAY=2MO,2FR'],
  ['every 3 weeks on Thursday', 'FREQ=WEEKLY;INTERVAL=3;BYDAY=TH'],
  ['every second week', 'FREQ=WEEKLY;INTERVAL=2'],
  // hours and minutes; a fortnight; an adverb's day; several days of the month
  ['every hour', 'FREQ=HOURLY'],
  ['every 15 minutes', 'FREQ=MINUTELY;INTERVAL=15'],
  ['fortnightly on Friday at 10am', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;BYHOUR=10;BYMINUTE=0;BYSECOND=0'],
  ['every fortnight on Friday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'],
  ['weekly on Monday at 9am', 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=9;BYMINUTE=0;BYSECOND=0'],
  ['monthly on the 15th', 'FREQ=MONTHLY;BYMONTHDAY=15'],
  ['every month on the 1st and 15th', 'FREQ=MONTHLY;BYMONTHDAY=1,15'],
];

for (const [text, rrule, assumed = []] of rows) {
  test(`readRecurrence: ${text}`, () => {
    assert.deepEqual(readRecurrence(text, 'rule'), { rrule, assumed });
  });
}

test('readRecurrence: RRULE and cron text is not English, and is left to their readers', () => {
  for (const text of [
    'FREQ=DAILY',
    'RRULE:FREQ=WEEKLY;BYDAY=MO',
    'DTSTART:20260101T090000Z\nRRULE:FREQ=DAILY',
    '0 9 * * *',
    '@daily',
    'CRON_TZ=UTC 0 9 * * 1-5',
  ]) {
    assert.equal(readRecurrence(text, 'rule'), undefined, text);
  }
});

test('readRecurrence: English it cannot finish is an error naming the field, with examples', () => {
  for (const text of [
    'every blah',
    'every Tuesday at 25',
    'the 6th Friday of each month',
    'every day at 9 or 10',
    'the last Friday of the year',
  ]) {
    assert.throws(
      () => readRecurrence(text, 'rule'),
      (e: unknown) =>
        e instanceof InputError &&
        e.code === 'schedule.rule-invalid' &&
        e.field === 'rule' &&
        e.message.includes('"every other Tuesday at 3pm"'),
      text,
    );
  }
});

test('readRecurrence: "every 2nd Tuesday" reads two ways, and the error names both rules and how to say each', () => {
  const message = (text: string) => {
    try {
      readRecurrence(text, 'rule');
    } catch (e) {
      assert.ok(e instanceof InputError && e.code === 'schedule.rule-ambiguous' && e.field === 'rule');
      return e.message;
    }
    assert.fail(`${text} was read`);
  };
  assert.equal(
    message('every 2nd Tuesday'),
    'The rule reads two ways: every other Tuesday (FREQ=WEEKLY;INTERVAL=2;BYDAY=TU) or the second Tuesday of each month (FREQ=MONTHLY;BYDAY=2TU); say "every other Tuesday" or "the second Tuesday of each month".',
  );
  assert.equal(
    message('every third Thursday at 10am'),
    'The rule reads two ways: every 3 weeks on Thursday (FREQ=WEEKLY;INTERVAL=3;BYDAY=TH) or the third Thursday of each month (FREQ=MONTHLY;BYDAY=3TH); say "every 3 weeks on Thursday" or "the third Thursday of each month".',
  );
  // each way it suggests reads as that rule
  assert.equal(readRecurrence('every other Tuesday', 'rule')?.rrule, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU');
  assert.equal(readRecurrence('the third Thursday of each month', 'rule')?.rrule, 'FREQ=MONTHLY;BYDAY=3TH');
  assert.match(message('every second Monday and Friday'), /every other Monday and Friday \(FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR\)/);
});

test('readRecurrence: "biweekly" and "bimonthly" read two ways, and say how to write each', () => {
  for (const [text, unit] of [
    ['biweekly', 'week'],
    ['bi-weekly on Monday', 'week'],
    ['bimonthly', 'month'],
  ] as const) {
    assert.throws(
      () => readRecurrence(text, 'rule'),
      (e: unknown) =>
        e instanceof InputError &&
        e.code === 'schedule.rule-ambiguous' &&
        e.message.includes(`every two ${unit}s or twice a ${unit}`) &&
        e.message.includes(`"every other ${unit}`),
      text,
    );
  }
  // the ways it suggests read
  assert.equal(readRecurrence('every other week on Monday', 'rule')?.rrule, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO');
  assert.equal(readRecurrence('every Monday and Thursday', 'rule')?.rrule, 'FREQ=WEEKLY;BYDAY=MO,TH');
  assert.equal(readRecurrence('every other month on the 15th', 'rule')?.rrule, 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15');
});
