// business_days over long spans, in one process, without the pipes (as bench/in-process.ts, with
// cli.ts's V8 flags): a 100-year count for China, the same call repeated; then calls that rotate
// countries (lunisolar, Hijri and Western calendars) and centuries, so that no answer is ever
// asked twice in a row and a cache of recent years cannot help; then the first such call of a fresh
// process (a child per sample). Prints a Markdown table for BENCHMARKS.md.
//   npm run bench:holidays

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fixedClock } from '../src/time/clock.js';
import { inputJsonSchema } from '../src/tools/listing.js';
import { runTool } from '../src/tools/run.js';
import { businessDays } from '../src/tools/business-days.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { setV8Flags } from '../src/cli/v8-flags.js';

setV8Flags(); // as the server sets itself up

const ctx = { clock: fixedClock(Date.parse('2026-12-01T12:00:00Z')), db: new TzDatabase(embeddedSource()), localZone: 'Europe/Paris' };
const schema = inputJsonSchema(businessDays.input(ctx));
const call = (args: object): string => JSON.stringify(runTool(businessDays, JSON.parse(JSON.stringify(args)), ctx, (e) => { throw e; }, schema));
const CHINA_CENTURY = { operation: 'count', date: '2000-01-01', end: '2099-12-31', country: 'CN' };

if (process.argv[2] === '--first') {
  // One fresh process: the first call's time, printed.
  const t = performance.now();
  const text = call(JSON.parse(process.argv[3]!));
  process.stdout.write(JSON.stringify({ ms: performance.now() - t, text: text.slice(0, 80) }));
  process.exit(0);
}

const pct = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const f = (x: number): string => x.toFixed(2);

function timed(calls: readonly object[], n: number, warm: number): number[] {
  for (let i = 0; i < warm; i++) call(calls[i % calls.length]!);
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    call(calls[i % calls.length]!);
    ms.push(performance.now() - t);
  }
  return ms;
}

const COUNTRIES = ['CN', 'TW', 'HK', 'VN', 'KR', 'SG', 'MY-01', 'JP', 'SA', 'AE', 'IN', 'US-CA', 'DE-BY', 'GB-SCT', 'AU-NSW', 'BR'];
const STARTS = [1900, 1925, 1950, 1975, 2001];
const rotating = COUNTRIES.flatMap((country, i) => STARTS.map((s, j) => ({ operation: 'count', date: `${s + ((i + j) % 7)}-01-01`, end: `${s + ((i + j) % 7) + 99}-12-31`, country })));

const rows: [string, number[]][] = [
  ['`count` China 2000–2099, the same call', timed([CHINA_CENTURY], 1000, 100)],
  [`\`count\` over 100 years, rotating ${COUNTRIES.length} calendars × ${STARTS.length} centuries (${rotating.length} distinct calls)`, timed(rotating, 1000, rotating.length)],
  ['`add` 10,000 business days from 1950-01-01, rotating the same calendars', timed(COUNTRIES.map((country) => ({ operation: 'add', date: '1950-01-01', days: 10_000, country })), 400, COUNTRIES.length)],
  ['`list_holidays` China 2026', timed([{ operation: 'list_holidays', date: '2026', country: 'CN' }], 1000, 100)],
];

const self = fileURLToPath(import.meta.url);
const first = (args: object): number[] =>
  Array.from({ length: 7 }, () => (JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', self, '--first', JSON.stringify(args)], { encoding: 'utf8' })) as { ms: number }).ms);

console.log('| call (in process) | p50 ms | p99 ms | max ms |');
console.log('| --- | --- | --- | --- |');
for (const [label, ms] of rows) console.log(`| ${label} | ${f(pct(ms, 50))} | ${f(pct(ms, 99))} | ${f(Math.max(...ms))} |`);
for (const [label, args] of [
  ['first call of a process: `count` China 2000–2099', CHINA_CENTURY],
  ['first call of a process: `add` 5 days, Germany', { operation: 'add', date: '2024-12-20', days: 5, country: 'DE' }],
] as const) {
  const ms = first(args);
  console.log(`| ${label} (7 fresh processes) | ${f(pct(ms, 50))} | — | ${f(Math.max(...ms))} |`);
}
