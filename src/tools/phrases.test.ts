// Every date-time, date and time-of-day argument of every tool takes what parse_time takes, and
// says in `resolved` how it read the words: one row per argument, on Tuesday 2026-12-01 12:00 UTC
// (local zone Europe/Warsaw). ISO 8601 and Unix time stay the fast path, with nothing to report.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { TOOLS } from './index.js';

const NOW = '2026-12-01T12:00:00Z';
const TOOL = new Map(TOOLS.map((t) => [t.name, t]));

function answer(tool: string, args: Record<string, unknown>): Record<string, unknown> {
  const out = runChecked(TOOL.get(tool)!, args, ctxAt(NOW));
  assert.ok(!('isError' in out), `${tool}: ${out.content[0].text}`);
  return out.structuredContent as Record<string, unknown>;
}

const NY = 'America/New_York';
const FRIDAY = { alternatives: [{ datetime: '2026-12-04T00:00:00-05:00', reading: 'the coming Friday' }] };

interface Row {
  tool: string;
  args: Record<string, unknown>;
  /** A value of the answer that the phrase decided: [path, value]. */
  value: [string, unknown];
  resolved: unknown[];
}

const rows: Row[] = [
  {
    tool: 'convert_time',
    args: { source_timezone: NY, target_timezone: 'Asia/Tokyo', time: 'tomorrow 9am' },
    value: ['target.datetime', '2026-12-02T23:00:00+09:00'],
    resolved: [{ input: 'tomorrow 9am', field: 'time', timezone: NY, via: 'phrase', datetime: '2026-12-02T09:00:00-05:00', grain: 'hour' }],
  },
  {
    tool: 'convert_time',
    args: { source_timezone: NY, target_timezone: 'Asia/Tokyo', time: '15:00', date: 'next Friday' },
    value: ['target.datetime', '2026-12-12T05:00:00+09:00'],
    resolved: [
      { input: 'next Friday', field: 'date', timezone: NY, via: 'phrase', datetime: '2026-12-11T00:00:00-05:00', grain: 'day', ...FRIDAY },
    ],
  },
  {
    tool: 'get_time',
    args: { datetime: 'next Friday 3pm', timezone: 'Europe/London' },
    value: ['baseTime', '2026-12-11T15:00:00.000+00:00'],
    resolved: [
      {
        input: 'next Friday 3pm',
        field: 'datetime',
        timezone: 'Europe/London',
        via: 'phrase',
        datetime: '2026-12-11T15:00:00+00:00',
        grain: 'hour',
        alternatives: [{ datetime: '2026-12-04T15:00:00+00:00', reading: 'the coming Friday' }],
      },
    ],
  },
  {
    tool: 'time_calculator',
    args: { operation: 'add', base_time: 'tomorrow 9am', timezone: 'Europe/Berlin', hours: 2 },
    value: ['result', '2026-12-02T11:00:00+01:00'],
    resolved: [
      {
        input: 'tomorrow 9am',
        field: 'base_time',
        timezone: 'Europe/Berlin',
        via: 'phrase',
        datetime: '2026-12-02T09:00:00+01:00',
        grain: 'hour',
      },
    ],
  },
  {
    // 07:00 EST to Christmas Day 00:00: 23 days 17 hours
    tool: 'time_calculator',
    args: { operation: 'diff', base_time: 'now', compare_time: 'christmas', timezone: NY },
    value: ['result.total_milliseconds', (23 * 24 + 17) * 3_600_000],
    resolved: [
      {
        input: 'christmas',
        field: 'compare_time',
        timezone: NY,
        via: 'phrase',
        datetime: '2026-12-25T00:00:00-05:00',
        grain: 'day',
        assumed: ['holiday: Christmas Day (United States)', 'year: 2026'],
      },
    ],
  },
  {
    // Friday 11 December + 3 business days: Monday, Tuesday, Wednesday
    tool: 'business_days',
    args: { operation: 'add', date: 'next Friday', days: 3, country: 'US' },
    value: ['date', '2026-12-16'],
    resolved: [
      {
        input: 'next Friday',
        field: 'date',
        timezone: 'Europe/Warsaw',
        via: 'phrase',
        datetime: '2026-12-11T00:00:00+01:00',
        grain: 'day',
        alternatives: [{ datetime: '2026-12-04T00:00:00+01:00', reading: 'the coming Friday' }],
      },
    ],
  },
  {
    // January 2027 in Germany: 21 weekdays, New Year's Day off
    tool: 'business_days',
    args: { operation: 'count', date: 'the 1st of next month', end: 'end of next month', country: 'DE' },
    value: ['business_days', 20],
    resolved: [
      {
        input: 'the 1st of next month',
        field: 'date',
        timezone: 'Europe/Warsaw',
        via: 'phrase',
        datetime: '2027-01-01T00:00:00+01:00',
        grain: 'day',
      },
      {
        input: 'end of next month',
        field: 'end',
        timezone: 'Europe/Warsaw',
        via: 'phrase',
        datetime: '2027-01-31T23:59:59+01:00',
        grain: 'day',
        range: { start: '2027-01-21T00:00:00+01:00', end: '2027-02-01T00:00:00+01:00' },
        assumed: ['end: days 21-31'],
        alternatives: [{ datetime: '2027-01-31T23:59:59+01:00', reading: 'the last day' }],
      },
    ],
  },
  {
    tool: 'find_meeting_time',
    args: {
      participants: [{ timezone: NY }, { timezone: 'Europe/London' }],
      duration_minutes: 30,
      from: 'next Monday',
      to: 'next Tuesday',
      earliest: '8am',
      latest: '6pm',
      max_results: 1,
    },
    value: ['shared', ['Mon 2026-12-07 14:00-17:00', 'Tue 2026-12-08 14:00-17:00']],
    resolved: [
      { input: 'next Monday', field: 'from', timezone: NY, via: 'phrase', datetime: '2026-12-07T00:00:00-05:00', grain: 'day' },
      { input: 'next Tuesday', field: 'to', timezone: NY, via: 'phrase', datetime: '2026-12-08T23:59:59-05:00', grain: 'day' },
      { input: '8am', field: 'earliest', timezone: NY, via: 'phrase', grain: 'hour', time: '08:00' },
      { input: '6pm', field: 'latest', timezone: NY, via: 'phrase', grain: 'hour', time: '18:00' },
    ],
  },
  {
    // a range stands for its start: the June solstice of 2027 in London
    tool: 'timezone_info',
    args: { query: 'Europe/London', at: 'next summer' },
    value: ['at', '2027-06-20T23:00:00Z'],
    resolved: [
      {
        input: 'next summer',
        field: 'at',
        timezone: 'Europe/London',
        via: 'phrase',
        datetime: '2027-06-21T00:00:00+01:00',
        grain: 'day',
        range: { start: '2027-06-21T00:00:00+01:00', end: '2027-09-23T00:00:00+01:00' },
        assumed: ['season: astronomical, northern hemisphere'],
      },
    ],
  },
  {
    tool: 'schedule',
    args: { rule: '0 9 * * *', timezone: 'UTC', from: 'in 2 days', count: 1 },
    value: ['occurrences', ['2026-12-04T09:00:00+00:00']],
    resolved: [
      { input: 'in 2 days', field: 'from', timezone: 'UTC', via: 'phrase', datetime: '2026-12-03T12:00:00+00:00', grain: 'second' },
    ],
  },
];

const at = (o: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o);

for (const row of rows) {
  const [path, want] = row.value;
  test(`phrases as arguments: ${row.tool} ${Object.entries(row.args)
    .filter(([, v]) => typeof v === 'string' && /[a-z]/i.test(v as string) && !String(v).includes('/'))
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ')}`, () => {
    const out = answer(row.tool, row.args);
    assert.deepEqual(at(out, path), want);
    assert.deepEqual(out.resolved, row.resolved);
  });
}

test('phrases as arguments: every date-time argument of every tool is in the table above', () => {
  const covered = new Set(rows.flatMap((r) => r.resolved.map((e) => `${r.tool}.${(e as { field: string }).field}`)));
  // base_time/compare_time, date/end, from/to: one of each pair is enough to show the shared reader
  for (const arg of [
    'convert_time.time',
    'convert_time.date',
    'get_time.datetime',
    'time_calculator.base_time',
    'time_calculator.compare_time',
    'business_days.date',
    'business_days.end',
    'find_meeting_time.from',
    'find_meeting_time.to',
    'find_meeting_time.earliest',
    'find_meeting_time.latest',
    'timezone_info.at',
    'schedule.from',
  ]) {
    assert.ok(covered.has(arg), arg);
  }
});

test('phrases as arguments: ISO 8601, Unix seconds and "now" are read without the phrase reader, and report nothing', () => {
  for (const [tool, args] of [
    ['get_time', { datetime: '2026-12-11T15:00:00Z', timezone: 'Europe/London' }],
    ['get_time', { datetime: '1796914800', timezone: 'Europe/London' }],
    ['time_calculator', { operation: 'add', base_time: 'now', hours: 1, timezone: 'UTC' }],
    ['timezone_info', { query: 'UTC', at: '2026-12-11T15:00:00Z' }],
    ['business_days', { operation: 'next', date: '2026-12-11' }],
    ['schedule', { rule: '0 9 * * *', timezone: 'UTC', from: '2026-12-05T00:00:00Z', count: 1 }],
  ] as const) {
    assert.equal(answer(tool, args).resolved, undefined, `${tool} ${JSON.stringify(args)}`);
  }
});

test('phrases as arguments: an open range or words that are no time are refused with what to pass', () => {
  const error = (tool: string, args: Record<string, unknown>) => {
    const out = runChecked(TOOL.get(tool)!, args, ctxAt(NOW));
    assert.ok('isError' in out, JSON.stringify(out));
    return out.content[0].text;
  };
  assert.equal(
    error('get_time', { datetime: 'after 2pm' }),
    'datetime "after 2pm" is an open range (a start with no end), not one time; give a time such as "tomorrow 9am".',
  );
  assert.equal(
    error('timezone_info', { query: 'UTC', at: 'whenever' }),
    'Invalid at "whenever". Use ISO 8601 such as "2024-12-25T15:00:00Z" (an instant) or "2024-12-25T15:00:00" (wall time in the zone), Unix seconds such as 1735138800, or words such as "tomorrow 9am".',
  );
  assert.equal(
    error('find_meeting_time', { participants: [{ timezone: NY }, { timezone: 'UTC' }], duration_minutes: 30, earliest: 'tomorrow 8am' }),
    'earliest "tomorrow 8am" names a day, not only a time of day; give a time of day such as "07:00" or "7am".',
  );
});
