// A name of one season ("PDT", "British Summer Time", "CEST (UTC+2)") is judged at the instant the
// call is about, in every tool that takes a zone and an instant: the clock stands on 2026-12-01, when
// US Pacific and Central Europe are on standard time, and each call asks about a day in July (no note)
// or in winter (the note names that day, not the clock's).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import type { ToolDefinition } from './define.js';
import { convertTime } from './convert-time.js';
import { findMeetingTime } from './find-meeting-time.js';
import { getCurrentTime } from './get-current-time.js';
import { getTime } from './get-time.js';
import { parseTime } from './parse-time.js';
import { schedule } from './schedule.js';
import { timeCalculator } from './time-calculator.js';
import { timezoneInfo } from './timezone-info.js';

const NOW = '2026-12-01T12:00:00Z';
const PDT = { input: 'PDT', timezone: 'America/Los_Angeles', via: 'abbreviation' } as const;
const pdtOut = (day: string) => ({
  ...PDT,
  note: `Pacific Daylight Time (-07:00) is not in effect on ${day}: America/Los_Angeles is on standard time (-08:00) then.`,
});

interface Row {
  name: string;
  tool: ToolDefinition;
  args: Record<string, unknown>;
  /** The `resolved` entries. */
  resolved: unknown[];
  /** Other fields of the answer that show which instant was meant. */
  also?: Record<string, unknown>;
}

// biome-ignore format: a table, one row a line
const rows: Row[] = [
  { name: 'convert_time: PDT on a July date', tool: convertTime, args: { source_timezone: 'PDT', time: '12:00', target_timezone: 'UTC', date: '2026-07-15' }, resolved: [PDT], also: { time_difference: '+7.0h' } },
  { name: 'convert_time: PDT on a November date after the change names that date', tool: convertTime, args: { source_timezone: 'PDT', time: '12:00', target_timezone: 'UTC', date: '2026-11-15' }, resolved: [pdtOut('2026-11-15')], also: { time_difference: '+8.0h' } },
  { name: 'convert_time: PDT as the target, at the source instant', tool: convertTime, args: { source_timezone: 'UTC', time: '19:00', target_timezone: 'PDT', date: '2026-07-15' }, resolved: [PDT] },
  { name: 'convert_time: on 2026-11-01, the fall-back day, 00:30 is still PDT', tool: convertTime, args: { source_timezone: 'PDT', time: '00:30', target_timezone: 'UTC', date: '2026-11-01' }, resolved: [PDT], also: { time_difference: '+7.0h' } },
  { name: 'convert_time: on 2026-11-01 at 12:00 PDT is over', tool: convertTime, args: { source_timezone: 'PDT', time: '12:00', target_timezone: 'UTC', date: '2026-11-01' }, resolved: [pdtOut('2026-11-01')] },
  {
    name: 'convert_time: "CEST (UTC+2)" in July resolves although the clock\'s now is winter',
    tool: convertTime,
    args: { source_timezone: 'CEST (UTC+2)', time: '12:00', target_timezone: 'UTC', date: '2026-07-15' },
    resolved: [{ input: 'CEST (UTC+2)', timezone: 'Europe/Brussels', via: 'abbreviation' }],
    also: { time_difference: '-2.0h' },
  },
  {
    name: 'convert_time: "CEST (UTC+2)" in January, with its note',
    tool: convertTime,
    args: { source_timezone: 'CEST (UTC+2)', time: '12:00', target_timezone: 'UTC', date: '2026-01-15' },
    resolved: [{ input: 'CEST (UTC+2)', timezone: 'Europe/Brussels', via: 'abbreviation', note: 'Central European Summer Time (+02:00) is not in effect on 2026-01-15: Europe/Brussels is on standard time (+01:00) then.' }],
  },
  { name: 'get_current_time: no instant of its own, so the clock\'s now', tool: getCurrentTime, args: { timezone: 'PDT' }, resolved: [pdtOut('2026-12-01')] },
  {
    name: 'get_time: British Summer Time at a July datetime',
    tool: getTime,
    args: { timezone: 'British Summer Time', datetime: '2026-07-01T10:00' },
    resolved: [{ input: 'British Summer Time', timezone: 'Europe/London', via: 'abbreviation' }],
    also: { baseTime: '2026-07-01T10:00:00.000+01:00' },
  },
  {
    name: 'get_time: British Summer Time in January names January',
    tool: getTime,
    args: { timezone: 'British Summer Time', datetime: '2026-01-01T10:00' },
    resolved: [{ input: 'British Summer Time', timezone: 'Europe/London', via: 'abbreviation', note: 'British Summer Time (+01:00) is not in effect on 2026-01-01: Europe/London is on standard time (+00:00) then.' }],
  },
  { name: 'get_time: PDT among timezones, at the base instant', tool: getTime, args: { timezone: 'UTC', datetime: '2026-07-01T10:00:00Z', timezones: ['PDT'] }, resolved: [PDT] },
  { name: 'parse_time: PDT in the phrase, July', tool: parseTime, args: { text: 'July 15 2027 3pm PDT' }, resolved: [PDT], also: { datetime: '2027-07-15T15:00:00-07:00' } },
  { name: 'parse_time: PDT as the zone argument, July text', tool: parseTime, args: { text: '2027-07-15 15:00', timezone: 'PDT' }, resolved: [PDT] },
  { name: 'parse_time: PDT in the phrase, today (December)', tool: parseTime, args: { text: '3pm PDT' }, resolved: [pdtOut('2026-12-01')] },
  {
    name: 'timezone_info: at in July',
    tool: timezoneInfo,
    args: { query: 'PDT', at: '2026-07-15T12:00:00Z' },
    resolved: [PDT],
  },
  {
    name: 'timezone_info: each zone judged at its own wall time (AEST in July, PDT in July)',
    tool: timezoneInfo,
    args: { timezones: ['PDT', 'AEST'], at: '2026-07-15T12:00' },
    resolved: [PDT, { input: 'AEST', timezone: 'Australia/Sydney', via: 'abbreviation' }],
  },
  {
    name: 'timezone_info: AEST in January is summer time in Sydney',
    tool: timezoneInfo,
    args: { query: 'AEST', at: '2026-01-15T12:00:00Z' },
    resolved: [{ input: 'AEST', timezone: 'Australia/Sydney', via: 'abbreviation', note: 'Australian Eastern Standard Time (+10:00) is not in effect on 2026-01-15: Australia/Sydney is on daylight time (+11:00) then.' }],
  },
  {
    name: 'find_meeting_time: a July window',
    tool: findMeetingTime,
    args: { participants: [{ timezone: 'PDT' }, { timezone: 'Europe/London' }], from: '2026-07-13', days: 2, duration_minutes: 30, max_results: 1 },
    resolved: [PDT],
  },
  {
    name: 'find_meeting_time: a window after the change',
    tool: findMeetingTime,
    args: { participants: [{ timezone: 'PDT' }, { timezone: 'Europe/London' }], from: '2026-11-16', days: 2, duration_minutes: 30, max_results: 1 },
    resolved: [pdtOut('2026-11-16')],
  },
  {
    name: 'time_calculator: add to a July time',
    tool: timeCalculator,
    args: { operation: 'add', base_time: '2026-07-01T10:00', timezone: 'PDT', hours: 1 },
    resolved: [PDT],
    also: { result: '2026-07-01T11:00:00-07:00' },
  },
  {
    name: 'time_calculator: the compare zone at the compare time',
    tool: timeCalculator,
    args: { operation: 'diff', base_time: '2026-07-01T10:00:00Z', compare_time: '2026-12-20T10:00', compare_time_timezone: 'PDT' },
    resolved: [pdtOut('2026-12-20')],
  },
  {
    name: 'schedule: from a July instant',
    tool: schedule,
    args: { rule: 'FREQ=DAILY;COUNT=2', timezone: 'PDT', from: '2026-07-01T00:00:00Z' },
    resolved: [PDT],
  },
];

for (const { name, tool, args, resolved, also } of rows) {
  test(name, () => {
    const r = runChecked(tool, args, ctxAt(NOW));
    assert.ok(!('isError' in r), JSON.stringify(r));
    const out = r.structuredContent as Record<string, unknown>;
    assert.deepEqual(out.resolved, resolved);
    for (const [k, v] of Object.entries(also ?? {})) assert.deepEqual(out[k], v, k);
  });
}
