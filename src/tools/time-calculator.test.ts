import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { timeCalculator } from './time-calculator.js';

const NOW = '2026-11-30T12:00:00Z';
const tool = timeCalculator;
function call(args: Record<string, unknown>, local = 'Europe/Warsaw') {
  return runChecked(tool, args, ctxAt(NOW, local));
}

const exact = (days: number, hours: number, minutes: number, seconds: number, milliseconds: number, total: number) => ({
  days,
  hours,
  minutes,
  seconds,
  milliseconds,
  total_milliseconds: total,
});
/** duration_between's answer; `calendarDays` is the dates apart in the zone, worked out from a calendar. */
const cal = (
  years: number,
  months: number,
  days: number,
  hours: number,
  minutes: number,
  seconds: number,
  milliseconds: number,
  total: number,
  calendarDays: number,
  human: string,
) => ({
  years,
  months,
  days,
  hours,
  minutes,
  seconds,
  milliseconds,
  total_milliseconds: total,
  calendar_days: calendarDays,
  human_readable: human,
});
const OWN_UTC = "timezone: UTC, the inputs' own offset; name a zone for DST-aware calendar math";

interface Row {
  name: string;
  args: Record<string, unknown>;
  expected: Record<string, unknown>;
}

// biome-ignore format: a table, one row a line
const rows: Row[] = [
  // chrono-mcp's README examples, with correct values.
  { name: 'README: add 5 days and 3 hours', args: { operation: 'add', base_time: '2024-12-25T10:00:00Z', days: 5, hours: 3 }, expected: { result: '2024-12-30T13:00:00+00:00', assumed: [OWN_UTC] } },
  {
    name: 'README: diff keeps the months chrono drops (359 days, not 24)',
    args: { operation: 'diff', base_time: '2024-01-01T00:00:00Z', compare_time: '2024-12-25T15:30:00Z' },
    expected: { result: exact(359, 15, 30, 0, 0, 31073400000) },
  },
  {
    name: 'README: duration_between across zones',
    args: { operation: 'duration_between', base_time: '2024-12-25T09:00:00', timezone: 'America/New_York', compare_time: '2024-12-25T18:00:00', compare_time_timezone: 'Europe/London' },
    expected: { result: cal(0, 0, 0, 4, 0, 0, 0, 14400000, 0, '4 hours') },
  },
  {
    name: 'README: subtract 2 months from now',
    args: { operation: 'subtract', months: 2, timezone: 'America/New_York' },
    expected: { result: '2026-09-30T07:00:00-04:00', assumed: ['base_time: now, 2026-11-30T07:00:00-05:00'] },
  },
  {
    name: 'README: one base to many compare times',
    args: { operation: 'diff', base_time: '2024-01-01T00:00:00Z', compare_time: ['2024-01-15T12:00:00Z', '2024-02-01T08:30:00Z', '2024-03-01T16:45:00Z'] },
    expected: { results: [exact(14, 12, 0, 0, 0, 1252800000), exact(31, 8, 30, 0, 0, 2709000000), exact(60, 16, 45, 0, 0, 5244300000)], assumed: ['interaction_mode: single_to_many'] },
  },
  {
    name: 'README: pairwise durations',
    args: { operation: 'duration_between', interaction_mode: 'pairwise', base_time: ['2024-01-01T09:00:00Z', '2024-02-01T10:00:00Z'], compare_time: ['2024-01-01T17:30:00Z', '2024-02-01T18:45:00Z'] },
    expected: { results: [cal(0, 0, 0, 8, 30, 0, 0, 30600000, 0, '8 hours, 30 minutes'), cal(0, 0, 0, 8, 45, 0, 0, 31500000, 0, '8 hours, 45 minutes')] },
  },
  {
    name: 'README: duration_between is calendar-aware',
    args: { operation: 'duration_between', base_time: '2024-01-01T00:00:00Z', compare_time: '2024-12-25T15:30:00Z', timezone: 'UTC' },
    expected: { result: cal(0, 11, 24, 15, 30, 0, 0, 31073400000, 359, '11 months, 24 days, 15 hours, 30 minutes') },
  },

  // add / subtract: calendar units on the wall clock, exact units on the instant.
  {
    name: 'month end clamps (leap year) and says so',
    args: { operation: 'add', base_time: '2024-01-31T09:00:00', timezone: 'Europe/Berlin', months: 1 },
    expected: { result: '2024-02-29T09:00:00+01:00', note: "2024-02 has no day 31, so the date was clamped to the month's last day, 2024-02-29." },
  },
  {
    name: 'month end clamps (common year)',
    args: { operation: 'add', base_time: '2023-01-31T09:00:00', timezone: 'Europe/Berlin', months: 1 },
    expected: { result: '2023-02-28T09:00:00+01:00', note: "2023-02 has no day 31, so the date was clamped to the month's last day, 2023-02-28." },
  },
  {
    name: 'Feb 29 plus a year clamps to Feb 28',
    args: { operation: 'add', base_time: '2024-02-29T12:00:00', timezone: 'UTC', years: 1 },
    expected: { result: '2025-02-28T12:00:00+00:00', note: "2025-02 has no day 29, so the date was clamped to the month's last day, 2025-02-28." },
  },
  { name: 'Feb 29 plus 4 years is Feb 29', args: { operation: 'add', base_time: '2024-02-29T12:00:00', timezone: 'UTC', years: 4 }, expected: { result: '2028-02-29T12:00:00+00:00' } },
  { name: 'subtract a month from Mar 31', args: { operation: 'subtract', base_time: '2024-03-31', timezone: 'UTC', months: 1 }, expected: { result: '2024-02-29T00:00:00+00:00', note: "2024-02 has no day 31, so the date was clamped to the month's last day, 2024-02-29." } },
  { name: '14 calendar days (a fortnight) keep the wall time across DST', args: { operation: 'add', base_time: '2024-03-01T12:00:00', timezone: 'America/New_York', days: 14 }, expected: { result: '2024-03-15T12:00:00-04:00' } },
  { name: 'US spring forward: +1 day keeps 12:00', args: { operation: 'add', base_time: '2024-03-09T12:00:00', timezone: 'America/New_York', days: 1 }, expected: { result: '2024-03-10T12:00:00-04:00' } },
  { name: 'US spring forward: +24 hours is 13:00', args: { operation: 'add', base_time: '2024-03-09T12:00:00', timezone: 'America/New_York', hours: 24 }, expected: { result: '2024-03-10T13:00:00-04:00' } },
  { name: 'EU fall back: +1 day keeps 12:00', args: { operation: 'add', base_time: '2024-10-26T12:00:00', timezone: 'Europe/Paris', days: 1 }, expected: { result: '2024-10-27T12:00:00+01:00' } },
  { name: 'EU fall back: +24 hours is 11:00', args: { operation: 'add', base_time: '2024-10-26T12:00:00', timezone: 'Europe/Paris', hours: 24 }, expected: { result: '2024-10-27T11:00:00+01:00' } },
  { name: 'fractional days are exact time (1.5 days = 36 h)', args: { operation: 'add', base_time: '2024-03-09T12:00:00', timezone: 'America/New_York', days: 1.5 }, expected: { result: '2024-03-11T01:00:00-04:00' } },
  {
    name: 'a wall time landing in the US gap moves forward and is noted',
    args: { operation: 'add', base_time: '2024-03-09T02:30:00', timezone: 'America/New_York', days: 1 },
    expected: { result: '2024-03-10T03:30:00-04:00', note: '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00); used 03:30 EDT (-04:00).' },
  },
  {
    name: 'a wall time landing in the EU overlap takes the earlier one and says so',
    args: { operation: 'add', base_time: '2024-10-26T02:30:00', timezone: 'Europe/Paris', days: 1 },
    expected: {
      result: '2024-10-27T02:30:00+02:00',
      note: '02:30 occurs twice in Europe/Paris on 2024-10-27 (clocks went back from 03:00 to 02:00); used the earlier one, CEST (+02:00); disambiguation "later" gives CET (+01:00).',
    },
  },
  {
    name: 'Lord Howe: +1 day across its 30-minute change',
    args: { operation: 'add', base_time: '2024-04-06T12:00:00', timezone: 'Australia/Lord_Howe', days: 1 },
    expected: { result: '2024-04-07T12:00:00+10:30' },
  },
  { name: 'Lord Howe: +24 hours is 11:30', args: { operation: 'add', base_time: '2024-04-06T12:00:00', timezone: 'Australia/Lord_Howe', hours: 24 }, expected: { result: '2024-04-07T11:30:00+10:30' } },
  { name: 'Kathmandu +05:45', args: { operation: 'add', base_time: '2024-12-31T23:00:00', timezone: 'Asia/Kathmandu', minutes: 75 }, expected: { result: '2025-01-01T00:15:00+05:45' } },
  {
    name: 'Apia: 2011-12-29 + 1 day is the 31st (the 30th was skipped)',
    args: { operation: 'add', base_time: '2011-12-29T12:00:00', timezone: 'Pacific/Apia', days: 1 },
    expected: { result: '2011-12-31T12:00:00+14:00', note: '12:00 does not exist in Pacific/Apia on 2011-12-30 (clocks jumped forward from 2011-12-30 00:00 to 2011-12-31 00:00); used 2011-12-31 12:00 +14:00.' },
  },
  { name: 'Apia: 24 hours after 2011-12-29 noon', args: { operation: 'add', base_time: '2011-12-29T12:00:00', timezone: 'Pacific/Apia', hours: 24 }, expected: { result: '2011-12-31T12:00:00+14:00' } },
  { name: 'milliseconds as fractional seconds', args: { operation: 'add', base_time: '2024-01-01T00:00:00.999Z', timezone: 'UTC', seconds: 0.002 }, expected: { result: '2024-01-01T00:00:01.001+00:00' } },
  { name: 'an offset input is shown in timezone', args: { operation: 'add', base_time: '2024-06-01T12:00:00+05:30', timezone: 'Europe/London', hours: 1 }, expected: { result: '2024-06-01T08:30:00+01:00' } },
  {
    name: 'a naive input without timezone uses the local zone and says so',
    args: { operation: 'add', base_time: '2024-03-30T12:00:00', days: 1 },
    expected: { result: '2024-03-31T12:00:00+02:00', assumed: ['timezone: local, Europe/Warsaw'] },
  },
  {
    name: 'add to several times: results all ISO strings, null for the bad one, its error and the note by index',
    args: { operation: 'add', base_time: ['2024-01-31T00:00:00Z', 'nope', '2024-02-10T00:00:00Z'], timezone: 'UTC', months: 1 },
    expected: {
      results: ['2024-02-29T00:00:00+00:00', null, '2024-03-10T00:00:00+00:00'],
      errors: [{ index: 1, error: 'Invalid base_time[1] "nope". Use ISO 8601 such as "2024-12-25T15:00:00Z" (an instant) or "2024-12-25T15:00:00" (wall time in the zone), Unix seconds such as 1735138800, or words such as "tomorrow 9am".' }],
      notes: [{ index: 0, note: "2024-02 has no day 31, so the date was clamped to the month's last day, 2024-02-29." }],
    },
  },
  {
    name: 'add applies to compare_time too (chrono parity)',
    args: { operation: 'add', base_time: '2024-01-01T00:00:00Z', compare_time: '2024-06-01T00:00:00Z', timezone: 'UTC', hours: 1 },
    expected: { results: ['2024-01-01T01:00:00+00:00'], compare_results: ['2024-06-01T01:00:00+00:00'] },
  },
  { name: 'base_time as a JSON-array string', args: { operation: 'subtract', base_time: '["2024-01-01T00:00:00Z","2024-01-02T00:00:00Z"]', timezone: 'UTC', days: 1 }, expected: { results: ['2023-12-31T00:00:00+00:00', '2024-01-01T00:00:00+00:00'] } },
  { name: 'Unix seconds in a batch', args: { operation: 'add', base_time: [1735138800, '1735138800'], timezone: 'UTC', seconds: 1 }, expected: { results: ['2024-12-25T15:00:01+00:00', '2024-12-25T15:00:01+00:00'] } },

  // diff: exact, parts add up, negative when compare is earlier.
  { name: 'diff negative', args: { operation: 'diff', base_time: '2024-12-25T15:30:00Z', compare_time: '2024-01-01T00:00:00Z' }, expected: { result: exact(-359, -15, -30, 0, 0, -31073400000) } },
  { name: 'diff across US spring forward is 23 hours', args: { operation: 'diff', base_time: '2024-03-10T00:00:00', compare_time: '2024-03-11T00:00:00', timezone: 'America/New_York' }, expected: { result: exact(0, 23, 0, 0, 0, 82800000) } },
  { name: 'diff with milliseconds', args: { operation: 'diff', base_time: '2024-01-01T00:00:00Z', compare_time: '2024-01-02T01:02:03.004Z' }, expected: { result: exact(1, 1, 2, 3, 4, 90123004) } },
  {
    name: 'diff of naive local times says the zone',
    args: { operation: 'diff', base_time: '2024-03-30T12:00:00', compare_time: '2024-03-31T12:00:00' },
    expected: { result: exact(0, 23, 0, 0, 0, 82800000), assumed: ['timezone: local, Europe/Warsaw'] },
  },

  // duration_between: calendar-aware in the base zone.
  { name: 'duration across US spring forward: 1 day', args: { operation: 'duration_between', base_time: '2024-03-09T12:00:00', compare_time: '2024-03-10T12:00:00', timezone: 'America/New_York' }, expected: { result: cal(0, 0, 1, 0, 0, 0, 0, 82800000, 1, '1 day') } },
  { name: 'duration across EU fall back: 1 day', args: { operation: 'duration_between', base_time: '2024-10-26T12:00:00', compare_time: '2024-10-27T12:00:00', timezone: 'Europe/Berlin' }, expected: { result: cal(0, 0, 1, 0, 0, 0, 0, 90000000, 1, '1 day') } },
  { name: 'duration within the spring-forward day is exact', args: { operation: 'duration_between', base_time: '2024-03-10T00:00:00', compare_time: '2024-03-10T05:00:00', timezone: 'America/New_York' }, expected: { result: cal(0, 0, 0, 4, 0, 0, 0, 14400000, 0, '4 hours') } },
  { name: 'Jan 31 to Feb 29 is 29 days, not a month', args: { operation: 'duration_between', base_time: '2024-01-31', compare_time: '2024-02-29', timezone: 'UTC' }, expected: { result: cal(0, 0, 29, 0, 0, 0, 0, 2505600000, 29, '29 days') } },
  { name: 'Jan 31 to Mar 1 is 1 month 1 day', args: { operation: 'duration_between', base_time: '2024-01-31', compare_time: '2024-03-01', timezone: 'UTC' }, expected: { result: cal(0, 1, 1, 0, 0, 0, 0, 2592000000, 30, '1 month, 1 day') } },
  { name: 'leap day to leap day is 4 years', args: { operation: 'duration_between', base_time: '2024-02-29T08:00:00', compare_time: '2028-02-29T08:00:00', timezone: 'Asia/Kathmandu' }, expected: { result: cal(4, 0, 0, 0, 0, 0, 0, 126230400000, 1461, '4 years') } },
  { name: 'time of day earlier borrows a day', args: { operation: 'duration_between', base_time: '2024-01-01T18:00:00', compare_time: '2024-02-01T06:00:00', timezone: 'UTC' }, expected: { result: cal(0, 0, 30, 12, 0, 0, 0, 2635200000, 31, '30 days, 12 hours') } },
  { name: 'negative duration', args: { operation: 'duration_between', base_time: '2024-12-25T15:30:00Z', compare_time: '2024-01-01T00:00:00Z', timezone: 'UTC' }, expected: { result: cal(0, -11, -24, -15, -30, 0, 0, -31073400000, -359, 'minus 11 months, 24 days, 15 hours, 30 minutes') } },
  { name: 'zero duration', args: { operation: 'duration_between', base_time: '2024-01-01T00:00:00Z', compare_time: '2024-01-01T00:00:00Z' }, expected: { result: cal(0, 0, 0, 0, 0, 0, 0, 0, 0, '0 seconds') } },
  {
    // "Days until 1 April", asked in December in London: the clocks go forward on 28 March, so 121
    // calendar days are 120 days and 23 hours of elapsed time. calendar_days is the answer to give.
    name: 'days until: calendar_days counts the dates in the zone, across a clock change',
    args: { operation: 'duration_between', base_time: '2026-12-01T00:00:00', compare_time: '2027-04-01', timezone: 'Europe/London' },
    expected: { result: cal(0, 4, 0, 0, 0, 0, 0, 10450800000, 121, '4 months') },
  },
  {
    // Monday 30 November, 13:00 in Warsaw: 1 + 31 + 31 + 28 + 31 dates to 1 April, whatever the time of day.
    name: 'days until, from now (13:00 on 30 November in Warsaw): 122 calendar days',
    args: { operation: 'duration_between', base_time: 'now', compare_time: '2027-04-01' },
    expected: { result: cal(0, 4, 1, 11, 0, 0, 0, 10490400000, 122, '4 months, 1 day, 11 hours'), assumed: ['timezone: local, Europe/Warsaw'] },
  },
  {
    name: 'days until, as diff: exact 24-hour days, so 120 days and 23 hours',
    args: { operation: 'diff', base_time: '2026-12-01T00:00:00', compare_time: '2027-04-01', timezone: 'Europe/London' },
    expected: { result: exact(120, 23, 0, 0, 0, 10450800000) },
  },
  {
    name: 'Apia: the 29th to the 31st is 2 calendar days, though only 24 hours passed',
    args: { operation: 'duration_between', base_time: '2011-12-29T12:00:00', compare_time: '2011-12-31T12:00:00', timezone: 'Pacific/Apia' },
    expected: { result: cal(0, 0, 2, 0, 0, 0, 0, 86400000, 2, '2 days') },
  },

  // Interaction modes.
  {
    name: 'many_to_single',
    args: { operation: 'diff', interaction_mode: 'many_to_single', base_time: ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z'], compare_time: '2024-01-03T00:00:00Z' },
    expected: { results: [exact(2, 0, 0, 0, 0, 172800000), exact(1, 0, 0, 0, 0, 86400000)] },
  },
  {
    name: 'auto_detect many to one',
    args: { operation: 'diff', base_time: ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z'], compare_time: ['2024-01-03T00:00:00Z'] },
    expected: { results: [exact(2, 0, 0, 0, 0, 172800000), exact(1, 0, 0, 0, 0, 86400000)], assumed: ['interaction_mode: many_to_single'] },
  },
  {
    name: 'auto_detect equal counts pair in order',
    args: { operation: 'diff', base_time: ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z'], compare_time: ['2024-01-01T01:00:00Z', '2024-01-02T02:00:00Z'] },
    expected: { results: [exact(0, 1, 0, 0, 0, 3600000), exact(0, 2, 0, 0, 0, 7200000)], assumed: ['interaction_mode: pairwise'] },
  },
  {
    name: 'the lists as their own array arguments',
    args: { operation: 'diff', base_times: ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z'], compare_times: ['2024-01-01T01:00:00Z', '2024-01-02T02:00:00Z'] },
    expected: { results: [exact(0, 1, 0, 0, 0, 3600000), exact(0, 2, 0, 0, 0, 7200000)], assumed: ['interaction_mode: pairwise'] },
  },
  {
    name: 'null for every optional argument, as strict-mode clients send them, means not given',
    args: {
      operation: 'add',
      interaction_mode: null,
      base_time: '2024-03-09T12:00:00',
      base_times: null,
      compare_time: null,
      compare_times: null,
      timezone: 'America/New_York',
      compare_time_timezone: null,
      years: null,
      months: null,
      days: 1,
      hours: null,
      minutes: null,
      seconds: null,
      disambiguation: null,
    },
    expected: { result: '2024-03-10T12:00:00-04:00' },
  },
  {
    name: 'cross_product nests results[i][j]',
    args: { operation: 'diff', interaction_mode: 'cross_product', base_time: ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z'], compare_time: ['2024-01-03T00:00:00Z', '2024-01-04T00:00:00Z', '2024-01-05T00:00:00Z'] },
    expected: {
      results: [
        [exact(2, 0, 0, 0, 0, 172800000), exact(3, 0, 0, 0, 0, 259200000), exact(4, 0, 0, 0, 0, 345600000)],
        [exact(1, 0, 0, 0, 0, 86400000), exact(2, 0, 0, 0, 0, 172800000), exact(3, 0, 0, 0, 0, 259200000)],
      ],
    },
  },
  {
    name: 'aggregate: pairwise plus a summary',
    args: { operation: 'diff', interaction_mode: 'aggregate', base_time: ['2024-01-01T09:00:00Z', '2024-01-02T09:00:00Z'], compare_time: ['2024-01-01T17:00:00Z', '2024-01-02T19:00:00Z'] },
    expected: {
      results: [exact(0, 8, 0, 0, 0, 28800000), exact(0, 10, 0, 0, 0, 36000000)],
      summary: {
        pair_count: 2,
        min_duration_ms: 28800000,
        min_duration_human: '8 hours',
        max_duration_ms: 36000000,
        max_duration_human: '10 hours',
        mean_duration_ms: 32400000,
        mean_duration_human: '9 hours',
        median_duration_ms: 32400000,
        median_duration_human: '9 hours',
        std_deviation_ms: 3600000,
        total_duration_ms: 64800000,
      },
    },
  },
  {
    name: 'pairwise with a bad item: null in its place, the error by index',
    args: { operation: 'diff', interaction_mode: 'pairwise', base_time: ['2024-01-01T09:00:00Z', 'garbage'], compare_time: ['2024-01-01T17:30:00Z', '2024-02-01T18:45:00Z'] },
    expected: {
      results: [exact(0, 8, 30, 0, 0, 30600000), null],
      errors: [{ index: 1, error: 'Invalid base_time[1] "garbage". Use ISO 8601 such as "2024-12-25T15:00:00Z" (an instant) or "2024-12-25T15:00:00" (wall time in the zone), Unix seconds such as 1735138800, or words such as "tomorrow 9am".' }],
    },
  },

  // stats and sort (chrono's README inputs).
  {
    name: 'stats over timestamps',
    args: { operation: 'stats', base_time: ['2024-01-01T08:00:00Z', '2024-01-02T09:15:00Z', '2024-01-03T07:45:00Z', '2024-01-04T08:30:00Z'] },
    expected: {
      count: 4,
      timestamp_analysis: {
        earliest: '2024-01-01T08:00:00+00:00',
        latest: '2024-01-04T08:30:00+00:00',
        total_span_ms: 261000000,
        total_span_human: '3 days, 30 minutes',
        mean_timestamp: '2024-01-02T20:22:30+00:00',
        median_timestamp: '2024-01-02T20:30:00+00:00',
        std_deviation_ms: 96620145,
      },
      interval_analysis: { interval_count: 3, mean_interval_ms: 87000000, mean_interval_human: '1 day, 10 minutes', min_interval_ms: 81000000, max_interval_ms: 90900000, total_intervals_span_ms: 261000000 },
    },
  },
  {
    name: 'stats over start/end pairs',
    args: {
      operation: 'stats',
      base_time: ['2024-01-01T08:00:00Z', '2024-01-02T09:15:00Z', '2024-01-03T07:45:00Z', '2024-01-04T08:30:00Z'],
      compare_time: ['2024-01-01T17:00:00Z', '2024-01-02T18:30:00Z', '2024-01-03T16:15:00Z', '2024-01-04T17:45:00Z'],
    },
    expected: {
      duration_analysis: {
        pair_count: 4,
        min_duration_ms: 30600000,
        min_duration_human: '8 hours, 30 minutes',
        max_duration_ms: 33300000,
        max_duration_human: '9 hours, 15 minutes',
        mean_duration_ms: 32400000,
        mean_duration_human: '9 hours',
        median_duration_ms: 32850000,
        median_duration_human: '9 hours, 7 minutes, 30 seconds',
        std_deviation_ms: 1102270,
        total_duration_ms: 129600000,
      },
    },
  },
  {
    name: 'stats in a zone, skipping a bad timestamp',
    args: { operation: 'stats', base_time: ['2024-01-01T08:00:00Z', 'bad', '2024-01-01T10:00:00Z'], timezone: 'Asia/Kolkata' },
    expected: {
      count: 2,
      timestamp_analysis: {
        earliest: '2024-01-01T13:30:00+05:30',
        latest: '2024-01-01T15:30:00+05:30',
        total_span_ms: 7200000,
        total_span_human: '2 hours',
        mean_timestamp: '2024-01-01T14:30:00+05:30',
        median_timestamp: '2024-01-01T14:30:00+05:30',
        std_deviation_ms: 3600000,
      },
      interval_analysis: { interval_count: 1, mean_interval_ms: 7200000, mean_interval_human: '2 hours', min_interval_ms: 7200000, max_interval_ms: 7200000, total_intervals_span_ms: 7200000 },
      errors: [{ index: 1, error: 'Invalid base_time[1] "bad". Use ISO 8601 such as "2024-12-25T15:00:00Z" (an instant) or "2024-12-25T15:00:00" (wall time in the zone), Unix seconds such as 1735138800, or words such as "tomorrow 9am".' }],
    },
  },
  {
    name: 'sort',
    args: { operation: 'sort', base_time: ['2024-03-15T10:30:00Z', '2024-01-01T08:00:00Z', '2024-02-14T14:45:00+01:00', '2024-01-15T09:30:00Z'] },
    expected: {
      sorted_original_format: ['2024-01-01T08:00:00Z', '2024-01-15T09:30:00Z', '2024-02-14T14:45:00+01:00', '2024-03-15T10:30:00Z'],
      sorted_iso_format: ['2024-01-01T08:00:00+00:00', '2024-01-15T09:30:00+00:00', '2024-02-14T14:45:00+01:00', '2024-03-15T10:30:00+00:00'],
      sorted_timestamps: [1704096000000, 1705311000000, 1707918300000, 1710498600000],
      sort_metadata: { earliest_time: '2024-01-01T08:00:00+00:00', latest_time: '2024-03-15T10:30:00+00:00', total_span_ms: 6402600000, total_span_human: '74 days, 2 hours, 30 minutes' },
    },
  },
  // Found by the property tests: a result in local mean time carries a seconds offset; it must read back.
  {
    name: 'an LMT result with a seconds offset reads back as base_time',
    args: { operation: 'subtract', base_time: '1821-07-05T11:46:03.308-05:29:28', timezone: 'America/Havana', hours: 1 },
    expected: { result: '1821-07-05T10:46:03.308-05:29:28' },
  },
  { name: 'a compact seconds-free offset still reads', args: { operation: 'diff', base_time: '2024-01-01T00:00:00+0530', compare_time: '2024-01-01T00:00:00Z' }, expected: { result: exact(0, 5, 30, 0, 0, 19800000) } },
];

for (const row of rows) {
  test(`time_calculator: ${row.name}`, () => {
    const r = call(row.args);
    assert.ok(!('isError' in r), 'isError' in r ? r.content[0].text : '');
    assert.deepEqual(r.structuredContent, row.expected);
    assert.equal(r.content[0].text, JSON.stringify(row.expected));
  });
}

// biome-ignore format: a table, one row a line
const errors: { name: string; args: Record<string, unknown>; message: string | RegExp }[] = [
  { name: 'add without a duration', args: { operation: 'add', base_time: '2024-01-01T00:00:00Z' }, message: 'add needs a duration: one or more of years, months, days, hours, minutes, seconds, e.g. days: 5.' },
  { name: 'fractional months', args: { operation: 'add', months: 1.5 }, message: 'months must be a whole number (months have no fixed length); express the fraction in days or hours, e.g. days: 45.' },
  { name: 'fractional years', args: { operation: 'subtract', years: 0.5 }, message: /^years must be a whole number/ },
  {
    name: 'weeks is not a unit: the error lists the arguments',
    args: { operation: 'add', weeks: 2 },
    message:
      'Unknown argument "weeks" for time_calculator; it takes operation, interaction_mode, base_time, base_times, compare_time, compare_times, timezone, compare_time_timezone, years, months, days, hours, minutes, seconds, disambiguation.',
  },
  { name: 'a misspelt argument', args: { operation: 'add', days: 1, timeZone: 'Asia/Tokyo' }, message: 'Unknown argument "timeZone" for time_calculator; did you mean "timezone"?' },
  { name: 'misspelt arguments', args: { operation: 'add', day: 1, minuts: 5 }, message: 'Unknown arguments "day", "minuts" for time_calculator; did you mean "days", "minutes"?' },
  { name: 'a duration on diff', args: { operation: 'diff', compare_time: '2024-01-01T00:00:00Z', days: 1 }, message: /apply only to add and subtract/ },
  { name: 'diff without compare_time', args: { operation: 'diff', base_time: '2024-01-01T00:00:00Z' }, message: 'diff needs compare_time, the time to measure to, e.g. "2024-12-25T15:30:00Z".' },
  { name: 'sort with one timestamp', args: { operation: 'sort', base_time: '2024-03-15T10:30:00Z' }, message: 'sort needs at least 2 valid timestamps in base_time; got 1.' },
  { name: 'stats with no timestamps', args: { operation: 'stats' }, message: /^stats needs at least 2 timestamps/ },
  { name: 'stats with one valid timestamp', args: { operation: 'stats', base_time: ['2024-01-01T00:00:00Z', 'x'] }, message: 'stats needs at least 2 valid timestamps in base_time; got 1.' },
  { name: 'the single item fails', args: { operation: 'diff', base_time: 'garbage', compare_time: '2024-01-01T00:00:00Z' }, message: /^Invalid base_time "garbage"\./ },
  { name: 'every item fails', args: { operation: 'add', base_time: ['x', 'y'], days: 1 }, message: /^All 2 operations failed; the first: Invalid base_time\[0\] "x"/ },
  { name: 'auto_detect with mismatched lists', args: { operation: 'diff', base_time: ['2024-01-01', '2024-01-02'], compare_time: ['2024-01-03', '2024-01-04', '2024-01-05'] }, message: 'Cannot pair 2 base_time and 3 compare_time values: give equal counts to pair them in order, or interaction_mode "cross_product" for every combination.' },
  { name: 'pairwise with mismatched lists', args: { operation: 'diff', interaction_mode: 'pairwise', base_time: ['2024-01-01', '2024-01-02'], compare_time: ['2024-01-03'] }, message: 'pairwise needs as many compare_time as base_time values; got 2 base_time and 1 compare_time value.' },
  { name: 'aggregate with mismatched lists', args: { operation: 'diff', interaction_mode: 'aggregate', base_time: ['2024-01-01'], compare_time: ['2024-01-03', '2024-01-04'] }, message: 'aggregate needs as many compare_time as base_time values; got 1 base_time and 2 compare_time values.' },
  { name: 'single_to_many with two bases', args: { operation: 'diff', interaction_mode: 'single_to_many', base_time: ['2024-01-01', '2024-01-02'], compare_time: ['2024-01-03'] }, message: 'single_to_many needs exactly 1 base_time; got 2 base_time and 1 compare_time value.' },
  { name: 'many_to_single with two compares', args: { operation: 'diff', interaction_mode: 'many_to_single', base_time: ['2024-01-01'], compare_time: ['2024-01-03', '2024-01-04'] }, message: 'many_to_single needs exactly 1 compare_time; got 1 base_time and 2 compare_time values.' },
  { name: 'cross_product over the limit', args: { operation: 'diff', interaction_mode: 'cross_product', base_time: Array(101).fill('2024-01-01T00:00:00Z'), compare_time: Array(100).fill('2024-01-02T00:00:00Z') }, message: 'interaction_mode cross_product with 101 base_time and 100 compare_time values makes 10100 operations, over the limit of 10000 per call; split it into smaller calls.' },
  { name: 'a JSON-array string over the limit', args: { operation: 'sort', base_time: JSON.stringify(Array(10001).fill('2024-01-01T00:00:00Z')) }, message: 'base_time has 10001 values, over the limit of 10000 per call; split it into smaller calls.' },
  { name: 'a broken JSON-array string', args: { operation: 'sort', base_time: '["2024-01-01T00:00:00Z",' }, message: /^base_time starts with "\[" but is not a JSON array/ },
  { name: 'result out of range', args: { operation: 'add', base_time: '9999-12-31T00:00:00Z', timezone: 'UTC', days: 1 }, message: 'The result falls outside the supported range, years 0001 to 9999; use a smaller amount.' },
  { name: 'absurd amount', args: { operation: 'add', hours: 1e300 }, message: 'hours 1e+300 is too large: results must stay within years 0001 to 9999.' },
  { name: 'sort with compare_time', args: { operation: 'sort', base_time: ['2024-01-01', '2024-01-02'], compare_time: '2024-01-03' }, message: 'sort orders base_times only; put every timestamp to sort in base_times.' },
  { name: 'a time and a list of the same', args: { operation: 'diff', base_time: '2024-01-01T00:00:00Z', base_times: ['2024-01-02T00:00:00Z'], compare_time: '2024-01-03T00:00:00Z' }, message: 'Give base_time or base_times, not both: base_times is the list, base_time one time.' },
  { name: 'lists that do not pair, in the names the call used', args: { operation: 'diff', base_times: ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z'], compare_times: ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z', '2024-01-03T00:00:00Z'] }, message: /^Cannot pair 2 base_times and 3 compare_times values: give equal counts/ },
  { name: 'an empty list', args: { operation: 'sort', base_times: [] }, message: /^Invalid arguments for time_calculator: base_times: Too small/ },
  { name: 'null in a required argument', args: { operation: null }, message: 'Invalid arguments for time_calculator: operation: Invalid input: expected string, received null.' },
  { name: 'offset minutes over 59', args: { operation: 'add', hours: 1, base_time: '2024-01-01T00:00:00+05:75' }, message: 'Invalid UTC offset "+05:75" in base_time; use one between -18:00 and +18:00, e.g. "+05:30".' },
  { name: 'unknown zone', args: { operation: 'add', days: 1, timezone: 'Europe/Pariss' }, message: 'Unknown time zone "Europe/Pariss" in timezone. Did you mean "Europe/Paris"?' },
  { name: 'gap with reject', args: { operation: 'add', base_time: '2024-03-09T02:30:00', timezone: 'America/New_York', days: 1, disambiguation: 'reject' }, message: /^All|^02:30 does not exist in America\/New_York on 2024-03-10/ },
];
for (const row of errors) {
  test(`time_calculator error: ${row.name}`, () => {
    const r = call(row.args);
    assert.ok('isError' in r && r.isError, JSON.stringify(r));
    if (typeof row.message === 'string') assert.equal(r.content[0].text, row.message);
    else assert.match(r.content[0].text, row.message);
  });
}

test('time_calculator: 10,000 pairs are answered, the schema refuses 10,001 items', () => {
  const base = Array.from({ length: 10_000 }, (_, i) => new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString());
  const r = call({ operation: 'diff', base_time: base, compare_time: '2024-02-01T00:00:00Z' });
  assert.ok(!('isError' in r));
  const results = (r.structuredContent as { results: { total_milliseconds: number }[] }).results;
  assert.equal(results.length, 10_000);
  assert.equal(results[9_999]!.total_milliseconds, Date.UTC(2024, 1, 1) - Date.UTC(2024, 0, 1) - 9_999 * 60_000);
  const ctx = ctxAt(NOW);
  assert.throws(() => timeCalculator.input(ctx).parse({ operation: 'sort', base_time: [...base, base[0]] }));
});

test('time_calculator: a zone in any spelling is reported in resolved', () => {
  const r = call({ operation: 'add', base_time: '2024-03-09T12:00:00', timezone: 'Eastern Time', days: 1 });
  assert.ok(!('isError' in r), JSON.stringify(r));
  const sc = r.structuredContent as { result: unknown; resolved: unknown };
  assert.deepEqual(sc.resolved, [{ input: 'Eastern Time', timezone: 'America/New_York', via: 'abbreviation' }]);
  const plain = call({ operation: 'add', base_time: '2024-03-09T12:00:00', timezone: 'America/New_York', days: 1 });
  assert.equal('resolved' in (plain as { structuredContent: object }).structuredContent, false);
});

test('time_calculator: "now" in any date-time argument is the clock, shown in the local zone', () => {
  const out = call({ operation: 'diff', base_time: 'now', compare_time: '2026-12-25T00:00:00Z' });
  assert.deepEqual((out as { structuredContent: unknown }).structuredContent, {
    result: { days: 24, hours: 12, minutes: 0, seconds: 0, milliseconds: 0, total_milliseconds: 2116800000 },
    assumed: ['timezone: local, Europe/Warsaw'],
  });
  const add = call({ operation: 'add', base_times: ['now', '2026-01-01T00:00:00Z'], days: 1 });
  assert.deepEqual(((add as { structuredContent: unknown }).structuredContent as { results: unknown[] }).results, [
    '2026-12-01T13:00:00+01:00',
    '2026-01-02T00:00:00+00:00',
  ]);
});

test('an answer over 1 MB is refused with how many items one call may ask for', () => {
  const times = Array.from({ length: 10_000 }, (_, i) => new Date(Date.UTC(2000, 0, 1) + i * 7 * 3_600_000).toISOString());
  const tooBig = call({ operation: 'diff', base_time: times, compare_time: [...times].reverse(), interaction_mode: 'pairwise' });
  assert.deepEqual(tooBig, {
    content: [
      {
        type: 'text',
        text: 'The answer would be 1,002,631 bytes, over the 1,000,000 one call may return; this call gives 10000 items: ask for at most 8976 per call and send the rest in further calls.',
      },
    ],
    isError: true,
  });
  // The same asked in the size it names fits.
  const fits = call({
    operation: 'diff',
    base_time: times.slice(0, 8976),
    compare_time: [...times].reverse().slice(0, 8976),
    interaction_mode: 'pairwise',
  });
  assert.ok(!('isError' in fits));
  assert.equal((fits.structuredContent as { results: unknown[] }).results.length, 8976);
});

test('time_calculator: every list in a mixed batch holds one shape; notes and errors go by place', () => {
  // Europe/London: 2027-03-28 01:30 does not exist; 2027-01-31 + 1 month is clamped; "bad" is no time.
  const mixed = ['2027-01-31T10:00:00', '2027-03-28T01:30:00', 'bad', '2027-02-01T00:00:00Z'];
  const ok = (args: Record<string, unknown>): unknown => {
    const r = call(args);
    assert.ok(!('isError' in r), JSON.stringify(r));
    return r.structuredContent;
  };
  const shapeOf = (v: unknown) =>
    v === null
      ? 'null'
      : typeof v === 'object'
        ? Object.keys(v as object)
            .sort()
            .join(',')
        : typeof v;
  const oneShape = (name: string, list: unknown[]) => {
    const shapes = new Set(list.filter((v) => v !== null).map(shapeOf));
    assert.ok(shapes.size <= 1, `${name} mixes ${[...shapes].join(' | ')}`);
  };
  // biome-ignore format: a table, one row a line
  const calls: Record<string, unknown>[] = [
    { operation: 'add', base_times: mixed, months: 1 },
    { operation: 'subtract', base_times: mixed, compare_times: ['2027-03-31T10:00:00', 'bad too'], months: 1, days: 1 },
    { operation: 'diff', base_times: mixed, compare_time: '2027-04-01' },
    { operation: 'duration_between', base_times: mixed, compare_time: '2027-04-01' },
    { operation: 'duration_between', base_times: mixed, compare_times: ['2027-04-01', '2027-03-28T01:30:00', '2027-05-01', 'bad'], interaction_mode: 'pairwise' },
    { operation: 'diff', base_times: mixed, compare_times: ['2027-04-01', '2027-03-28T01:30:00', '2027-05-01', '2027-06-01'], interaction_mode: 'aggregate' },
    { operation: 'diff', base_time: '2027-01-01', compare_times: mixed, interaction_mode: 'single_to_many' },
    { operation: 'duration_between', base_times: mixed, compare_times: ['2027-04-01', '2027-03-28T01:30:00'], interaction_mode: 'cross_product' },
  ];
  for (const args of calls) {
    const r = call({ ...args, timezone: 'Europe/London' });
    assert.ok(!('isError' in r), JSON.stringify(r));
    const a = r.structuredContent as {
      results: unknown[];
      compare_results?: unknown[];
      errors: { error: string }[];
      notes: { note: string }[];
      compare_errors?: unknown[];
      compare_notes?: unknown[];
    };
    const name = JSON.stringify(args);
    const lists = Array.isArray(a.results[0]) ? (a.results as unknown[][]) : [a.results];
    for (const list of lists) oneShape(`${name} results`, list);
    oneShape(`${name} all results`, lists.flat());
    for (const [key, list] of Object.entries(a))
      if (Array.isArray(list) && key !== 'results' && key !== 'assumed') oneShape(`${name} ${key}`, list);
    // Each null has its error, and each error its null; a note never sits inside a result.
    const at = (list: unknown[], e: { index: number; compare_index?: number }) =>
      e.compare_index === undefined ? list[e.index] : (list[e.index] as unknown[])[e.compare_index];
    for (const [values, errors, notes] of [
      [a.results, a.errors, a.notes],
      [a.compare_results, a.compare_errors, a.compare_notes],
    ] as [unknown[] | undefined, { index: number }[] | undefined, { index: number }[] | undefined][]) {
      if (!values) continue;
      for (const e of errors ?? []) assert.equal(at(values, e), null, name);
      assert.equal(values.flat().filter((v) => v === null).length, errors?.length ?? 0, name);
      for (const n of notes ?? []) assert.notEqual(at(values, n), null, name);
    }
    assert.ok(!JSON.stringify(a.results).includes('"note"'), name);
  }
  // The batch add, in full: ISO strings, null where "bad" stood, its error and the two notes by index.
  const add = ok({ operation: 'add', base_times: mixed, months: 1, timezone: 'Europe/London' });
  assert.deepEqual(add, {
    results: ['2027-02-28T10:00:00+00:00', '2027-04-28T02:30:00+01:00', null, '2027-03-01T00:00:00+00:00'],
    errors: [
      {
        index: 2,
        error:
          'Invalid base_times[2] "bad". Use ISO 8601 such as "2024-12-25T15:00:00Z" (an instant) or "2024-12-25T15:00:00" (wall time in the zone), Unix seconds such as 1735138800, or words such as "tomorrow 9am".',
      },
    ],
    notes: [
      { index: 0, note: "2027-02 has no day 31, so the date was clamped to the month's last day, 2027-02-28." },
      {
        index: 1,
        note: '01:30 does not exist in Europe/London on 2027-03-28 (clocks jumped forward from 01:00 to 02:00); used 02:30 BST (+01:00).',
      },
    ],
  });
  // cross_product: an error's place is [index][compare_index].
  const cross = ok({
    operation: 'diff',
    base_times: ['2027-01-01T00:00:00Z', 'bad'],
    compare_times: ['2027-01-02T00:00:00Z', '2027-01-03T00:00:00Z'],
    interaction_mode: 'cross_product',
  }) as { results: unknown[][]; errors: unknown[] };
  assert.deepEqual(cross.results[1], [null, null]);
  assert.deepEqual(
    cross.errors.map((e) => {
      const { error: _, ...place } = e as { error: string };
      return place;
    }),
    [
      { index: 1, compare_index: 0 },
      { index: 1, compare_index: 1 },
    ],
  );
  // One call keeps chrono-mcp's single answer, the note beside it.
  assert.deepEqual(ok({ operation: 'add', base_time: '2027-01-31T10:00:00', months: 1, timezone: 'Europe/London' }), {
    result: '2027-02-28T10:00:00+00:00',
    note: "2027-02 has no day 31, so the date was clamped to the month's last day, 2027-02-28.",
  });
  assert.deepEqual(
    ok({ operation: 'diff', base_time: '2027-03-28T01:30:00', compare_time: '2027-03-28T12:00:00', timezone: 'Europe/London' }),
    {
      result: { days: 0, hours: 9, minutes: 30, seconds: 0, milliseconds: 0, total_milliseconds: 34200000 },
      note: '01:30 does not exist in Europe/London on 2027-03-28 (clocks jumped forward from 01:00 to 02:00); used 02:30 BST (+01:00).',
    },
  );
});

test('time_calculator: a diff between two times of day reads the second from the first, not each from now', () => {
  // now 2026-11-30 12:00 UTC (04:00 in Los Angeles): 9am PT is today's 17:00 UTC, and 5pm ET from
  // then is 22:00 UTC the same day (zoneinfo), five hours; read from now, a 5pm ET already ahead of a
  // later 9am PT would give a negative day
  const out = call({ operation: 'diff', base_time: '9am PT', compare_time: '5pm ET' });
  assert.ok(!('isError' in out), JSON.stringify(out));
  const s = out.structuredContent as { result: { hours: number; days: number }; resolved: { input: string; datetime: string }[] };
  assert.equal(s.result.days, 0);
  assert.equal(s.result.hours, 5);
  assert.deepEqual(
    s.resolved.map((r) => [r.input, r.datetime]),
    [
      ['9am PT', '2026-11-30T09:00:00-08:00'],
      ['5pm ET', '2026-11-30T17:00:00-05:00'],
    ],
  );
  // from 5pm to 9am: overnight, 16 hours; a compare with its own date is read as written (13:00 in
  // Warsaw: 9am is tomorrow's, 1 December, and Dec 2 5pm a day and eight hours after it)
  const result = (args: Record<string, unknown>) =>
    (call(args) as unknown as { structuredContent: { result: { days: number; hours: number } } }).structuredContent.result;
  assert.equal(result({ operation: 'diff', base_time: '5pm', compare_time: '9am' }).hours, 16);
  // ... and the same morning, before 5pm, is named as its other reading (Warsaw: 5pm today, 30 November)
  const overnight = call({ operation: 'diff', base_time: '5pm', compare_time: '9am' }) as unknown as {
    structuredContent: { resolved: { input: string; alternatives?: { datetime: string; reading: string }[] }[] };
  };
  assert.deepEqual(overnight.structuredContent.resolved.find((r) => r.input === '9am')!.alternatives, [
    { datetime: '2026-11-30T09:00:00+01:00', reading: "on base_time's day, before it" },
  ]);
  const dated = result({ operation: 'diff', base_time: '9am', compare_time: 'Dec 2 5pm' });
  assert.deepEqual([dated.days, dated.hours], [1, 8]);
});
