// Each tool's worst case under its caps: the most work one call may ask for, timed in process
// through runTool (arguments checked against the tool's schema, as the server runs it). A tool
// marked `inline` (src/tools/define.ts) runs on the event loop, so its worst case must stay far
// under a millisecond; every other tool runs in the worker pool, where the deadline can stop it.
// The README's limits table lists the caps these cases push against.
//   npm run bench -- worst-case            (prints a Markdown table for BENCHMARKS.md)
//   npm run bench -- worst-case schedule   (only the cases whose tool name contains "schedule")

import { fixedClock } from '../src/time/clock.js';
import { runsInline } from '../src/tools/define.js';
import { inputJsonSchema } from '../src/tools/listing.js';
import { runTool } from '../src/tools/run.js';
import { TOOLS } from '../src/tools/index.js';
import { FORMATS } from '../src/time/formats.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { setV8Flags } from '../src/cli/v8-flags.js';

setV8Flags(); // as the server sets itself up

const ctx = { clock: fixedClock(Date.parse('2026-12-01T12:00:00Z')), db: new TzDatabase(embeddedSource()), localZone: 'Europe/Paris' };
const ZONES = ctx.db
  .names()
  .filter((n) => n.includes('/'))
  .slice(0, 100);
const COUNTRIES = ['CN', 'US', 'GB', 'JP', 'IN', 'DE', 'BR', 'SA', 'IL', 'KR'];
const days = (n: number, from = Date.parse('2026-01-01T09:30:00Z')) =>
  Array.from({ length: n }, (_, i) => new Date(from + i * 86_400_000).toISOString());

interface Case {
  readonly tool: string;
  /** What makes it the worst: the caps it pushes against. */
  readonly what: string;
  readonly args: Record<string, unknown>;
}

// biome-ignore format: a table, one row a line
const CASES: Case[] = [
  { tool: 'get_current_time', what: 'an unknown 128-character zone (the "did you mean" search)', args: { timezone: 'Q'.repeat(60) + '/' + 'Zz'.repeat(33) } },
  { tool: 'convert_time', what: 'a city in each zone argument', args: { source_timezone: 'Ho Chi Minh City', time: '23:59', target_timezone: 'Ulaanbaatar' } },
  { tool: 'get_time', what: 'the most it runs inline: 5 zones × 3 formats, a locale, offsets', args: { timezones: ZONES.slice(0, 5), formats: ['full', 'relative', 'localeString'], locale: 'fr-FR', includeOffsets: true } },
  { tool: 'get_time', what: `${ZONES.length} zones (in the pool), every format, a locale, offsets`, args: { timezones: ZONES, formats: [...FORMATS], locale: 'fr-FR', includeOffsets: true } },
  { tool: 'parse_time', what: 'a 500-character phrase of repeated words', args: { text: 'next friday after the day after tomorrow '.repeat(12).slice(0, 500), timezone: 'America/New_York' } },
  { tool: 'time_calculator', what: '10,000 base times, each with its own offset, add years to days', args: { operation: 'add', base_times: days(10_000), timezone: 'America/New_York', years: 1, months: 2, days: 3, hours: 4 } },
  { tool: 'time_calculator', what: '10,000 pairwise diffs', args: { operation: 'diff', base_times: days(10_000), compare_times: days(10_000, Date.parse('2027-06-01T00:00:00Z')), interaction_mode: 'pairwise', timezone: 'Asia/Kolkata' } },
  { tool: 'time_calculator', what: 'a 100 × 100 cross product of durations', args: { operation: 'duration_between', base_times: days(100), compare_times: days(100, Date.parse('2027-06-01T00:00:00Z')), interaction_mode: 'cross_product', timezone: 'Asia/Kolkata' } },
  { tool: 'time_calculator', what: 'stats over 10,000 instants', args: { operation: 'stats', base_times: days(10_000), timezone: 'UTC' } },
  { tool: 'timezone_info', what: `${ZONES.length} zones with 10 transitions each`, args: { timezones: ZONES, transitions: 10 } },
  { tool: 'business_days', what: 'count over 100 years in China (lunisolar holidays, working weekends), years outside the tables', args: { operation: 'count', date: '2101-01-01', end: '2200-12-31', country: 'CN' } },
  { tool: 'business_days', what: 'add 10,000 business days in Saudi Arabia (Hijri holidays)', args: { operation: 'add', date: '2026-01-01', days: 10_000, country: 'SA' } },
  {
    tool: 'find_meeting_time',
    what: '20 participants in 10 countries × 31 days at 5-minute steps',
    args: { participants: Array.from({ length: 20 }, (_, i) => ({ timezone: ZONES[i * 5]!, country: COUNTRIES[i % 10]! })), duration_minutes: 30, from: '2027-03-01', to: '2027-03-31', granularity_minutes: 5, max_results: 20 },
  },
  { tool: 'schedule', what: '1,000 occurrences of a minutely rule across a DST change', args: { rule: 'FREQ=MINUTELY;INTERVAL=7', timezone: 'America/New_York', from: '2027-03-14T06:00:00Z', count: 1000 } },
  { tool: 'schedule', what: 'occurrences far apart for their FREQ: stopped at 200,000 periods', args: { rule: 'FREQ=HOURLY;INTERVAL=7;BYMONTH=2;BYMONTHDAY=29;BYHOUR=5', timezone: 'America/New_York', from: '2025-03-01T00:00:00Z', count: 1000 } },
  { tool: 'schedule', what: 'a cron line on 29 February, 1,000 times (4,000 years of days)', args: { rule: '0 0 29 2 *', timezone: 'Europe/Paris', count: 1000 } },
  { tool: 'schedule', what: '1,000 occurrences as an .ics file', args: { rule: 'FREQ=DAILY;BYHOUR=9', timezone: 'Europe/London', count: 1000, operation: 'ics' } },
  { tool: 'calendar', what: 'a day far from the tables in every calendar', args: { date: '2399-12-31', calendars: ['all'] } },
  { tool: 'calendar', what: 'three years of Hindu festivals (lunisolar, computed from the sun and moon)', args: { festivals: 'hindu', date: '2097-01-01', end: '2099-12-31' } },
  { tool: 'daylight', what: 'a point far from any city (the nearest-city search reads the most squares), on a polar summer day of a far year', args: { latitude: -77.85, longitude: 166.67, date: '2399-12-21' } },
  { tool: 'check_dates', what: '8,000 characters of date claims of every kind', args: { text: 'Kickoff is Tuesday, December 9 at 10am ET (4pm Paris); next Friday (Dec 11) we demo, in three weeks (Dec 21) we ship; the office closes for Thanksgiving (Nov 27) and the 3-day workshop runs June 2-5. '.repeat(40).slice(0, 8000), timezone: 'America/New_York', now: '2026-12-06T10:00' } },
];

const only = process.argv[2];
const rows: string[] = [];
for (const c of CASES) {
  if (only && !c.tool.includes(only)) continue;
  const tool = TOOLS.find((t) => t.name === c.tool)!;
  const schema = inputJsonSchema(tool.input(ctx));
  const run = () =>
    runTool(
      tool,
      structuredClone(c.args),
      ctx,
      (e) => {
        throw e;
      },
      schema,
    );
  let t = performance.now();
  const first = run();
  const firstMs = performance.now() - t;
  const ms: number[] = [];
  const runs = /schedule|business|time_calculator|find/.test(c.tool) && !runsInline(tool, c.args) ? 5 : 50;
  for (let i = 0; i < runs; i++) {
    t = performance.now();
    run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const text = first.content.map((p) => ('text' in p ? p.text : JSON.stringify(p))).join('');
  const outcome =
    'isError' in first
      ? `refused: "${text.slice(0, 90)}${text.length > 90 ? '…' : ''}"`
      : `${Buffer.byteLength(text).toLocaleString('en')} bytes`;
  rows.push(
    `| \`${c.tool}\`${runsInline(tool, c.args) ? ' (inline)' : ''} | ${c.what} | ${firstMs.toFixed(1)} | ${ms[ms.length >> 1]!.toFixed(2)} | ${ms[ms.length - 1]!.toFixed(2)} (of ${runs}) | ${outcome} |`,
  );
  process.stderr.write(`${c.tool}: ${c.what}: ${ms[ms.length >> 1]!.toFixed(2)} ms\n`);
}
process.stdout.write(
  [
    '| tool | worst case | first call (ms) | later calls, median (ms) | slowest (ms) | answer |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n') + '\n',
);
