// Why Meridian does its own calendar arithmetic (time/date-math.ts) with temporal-polyfill only as the
// test oracle, not at run time (not CI):   node --import tsx bench/calendar.ts
// 1. what temporal-polyfill would add to the bundle, minified;
// 2. the same PlainDate add and until, per operation, in one process.
// (Its ZonedDateTime is not an option either way: it reads the runtime's own zone data.)

import { build } from 'esbuild';
import { Temporal } from 'temporal-polyfill';
import { addToDate, dateUntil } from '../src/time/date-math.js';

const bundled = await build({
  stdin: { contents: "import { Temporal } from 'temporal-polyfill'; globalThis.Temporal = Temporal;", resolveDir: process.cwd() },
  bundle: true,
  minify: true,
  platform: 'node',
  format: 'esm',
  write: false,
});
console.log(`temporal-polyfill bundled and minified: ${(bundled.outputFiles[0]!.contents.byteLength / 1024).toFixed(1)} KB`);

const N = 200_000;
function perOperation(label: string, f: (i: number) => unknown): void {
  for (let i = 0; i < 20_000; i++) f(i);
  const t = performance.now();
  for (let i = 0; i < N; i++) f(i);
  console.log(`${label}: ${(((performance.now() - t) / N) * 1000).toFixed(2)} µs`);
}
const start = Temporal.PlainDate.from('2024-01-31');
const end = Temporal.PlainDate.from('2026-07-15');
perOperation('temporal-polyfill PlainDate.add (months, days)', (i) => start.add({ months: i % 24, days: i % 5 }));
perOperation('time/date-math.ts addToDate', (i) => addToDate({ year: 2024, month: 1, day: 31 }, 0, i % 24, i % 5));
perOperation("temporal-polyfill PlainDate.until (largestUnit 'years')", () => start.until(end, { largestUnit: 'years' }));
perOperation('time/date-math.ts dateUntil', () => dateUntil({ year: 2024, month: 1, day: 31 }, { year: 2026, month: 7, day: 15 }));
