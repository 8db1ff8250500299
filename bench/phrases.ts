// npm run bench -- phrases: the English reader in one process, on every phrase of the phrase table
// (test/phrase-table.ts), through parse_time as every transport calls it (runTool with the input
// schema, the handler, the answer's shape), on each block's frozen clock and zone. Each phrase runs
// once to warm up and then REPEAT times; its time is the median of those, and the figures are the
// percentiles over phrases. Then the fast path: a date-time argument in ISO 8601 or Unix seconds
// against the same argument in words, for get_time and time_calculator, so that ISO's cost can be
// seen to be the reader's absence. Set up as the server sets itself up (cli/main.ts's V8 flags).
// Prints Markdown for BENCHMARKS.md, with the load average.
//   npm run bench -- phrases
//   npm run bench -- phrases --repeat 5

import { loadavg } from 'node:os';
import { fixedClock } from '../src/time/clock.js';
import { inputJsonSchema } from '../src/tools/listing.js';
import { runTool } from '../src/tools/run.js';
import { TOOLS } from '../src/tools/index.js';
import type { ToolContext, ToolDefinition } from '../src/tools/define.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { TABLE } from '../test/phrase-table.js';
import { setV8Flags } from '../src/cli/v8-flags.js';

setV8Flags(); // as the server sets itself up

const at = process.argv.indexOf('--repeat');
const REPEAT = at > 0 ? Number(process.argv[at + 1]) : 9;
const db = new TzDatabase(embeddedSource());
const tool = (name: string): ToolDefinition => TOOLS.find((t) => t.name === name)!;
const ctxAt = (iso: string): ToolContext => ({ clock: fixedClock(Date.parse(iso)), db, localZone: 'Europe/Paris' }) as ToolContext;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function timeCall(
  def: ToolDefinition,
  schema: ReturnType<typeof inputJsonSchema>,
  args: object,
  ctx: ToolContext,
  n: number,
): { ms: number; error: boolean } {
  const text = JSON.stringify(args);
  const once = () =>
    runTool(
      def,
      JSON.parse(text),
      ctx,
      (e) => {
        throw e;
      },
      schema,
    );
  const first = once();
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    once();
    ms.push(performance.now() - t);
  }
  return { ms: median(ms), error: 'isError' in first && first.isError === true };
}

const parseTime = tool('parse_time');
const perPhrase: { text: string; ms: number; error: boolean }[] = [];
const started = performance.now();
for (const block of TABLE) {
  const ctx = ctxAt(block.now);
  const schema = inputJsonSchema(parseTime.input(ctx));
  for (const [, phrases] of block.rows) {
    for (const text of phrases) {
      const r = timeCall(parseTime, schema, { text, timezone: block.tz, ...block.args }, ctx, REPEAT);
      perPhrase.push({ text, ...r });
    }
  }
}
const wall = performance.now() - started;
const sorted = perPhrase.map((p) => p.ms).sort((a, b) => a - b);
const answered = perPhrase.filter((p) => !p.error);
const slowest = [...perPhrase].sort((a, b) => b.ms - a.ms).slice(0, 5);

// The fast path: the same argument as ISO 8601, Unix seconds and words.
const ctx = ctxAt('2024-01-01T12:00:00Z');
const fast: [string, string, object][] = [
  ['get_time', 'datetime ISO 8601', { datetime: '2024-01-12T15:00:00Z', timezone: 'America/New_York' }],
  ['get_time', 'datetime Unix seconds', { datetime: '1705071600', timezone: 'America/New_York' }],
  ['get_time', 'datetime words', { datetime: 'next friday at 3pm', timezone: 'America/New_York' }],
  ['time_calculator', 'base_time ISO 8601', { operation: 'add', base_time: '2024-01-12T15:00:00', timezone: 'America/New_York', hours: 2 }],
  ['time_calculator', 'base_time words', { operation: 'add', base_time: 'next friday at 3pm', timezone: 'America/New_York', hours: 2 }],
];
const fastRows = fast.map(([name, label, args]) => {
  const def = tool(name);
  const schema = inputJsonSchema(def.input(ctx));
  for (let i = 0; i < 300; i++) timeCall(def, schema, args, ctx, 1);
  const ms: number[] = [];
  for (let i = 0; i < 20; i++) ms.push(timeCall(def, schema, args, ctx, 100).ms);
  return { name, label, ms: median(ms) };
});

const f = (ms: number): string => ms.toFixed(3);
const [l1, l5] = loadavg();
const out = [
  `Node ${process.version}, load average ${l1!.toFixed(2)} / ${l5!.toFixed(2)} (1 / 5 min) at the end, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Command: \`npm run bench -- phrases\`.`,
  '',
  `**The phrase table through parse_time, in one process** (${perPhrase.length} phrases, ${answered.length} answered and ${perPhrase.length - answered.length} refused as the table expects; each phrase's median of ${REPEAT} calls after one to warm up; ${(wall / 1000).toFixed(1)} s in all):`,
  '',
  '| p50 | p90 | p99 | max | mean |',
  '| --- | --- | --- | --- | --- |',
  `| ${f(pct(sorted, 50))} ms | ${f(pct(sorted, 90))} ms | ${f(pct(sorted, 99))} ms | ${f(sorted[sorted.length - 1]!)} ms | ${f(sorted.reduce((a, b) => a + b, 0) / sorted.length)} ms |`,
  '',
  `Slowest: ${slowest.map((p) => `\`${p.text.length > 50 ? `${p.text.slice(0, 47)}...` : p.text}\` ${f(p.ms)} ms`).join(', ')}.`,
  '',
  '**The fast path** (one call in one process, median of 20 × the median of 100 calls):',
  '',
  '| tool | argument | ms |',
  '| --- | --- | --- |',
  ...fastRows.map((r) => `| ${r.name} | ${r.label} | ${f(r.ms)} |`),
];
process.stdout.write(out.join('\n') + '\n');
