// The zone resolver's cost, in process (no pipes): the first lookup of a session of each kind, in
// fresh processes (it reads and indexes the tables it needs), and later lookups, warm, per kind.
//   npm run bench:zones            (prints a Markdown table for BENCHMARKS.md)
//   node --import tsx bench/zone-lookups.ts --first 'Tokyo'   (one fresh-process first lookup, in ms)

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { lookupZone } from '../src/zones/resolver.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { setV8Flags } from '../src/cli/v8-flags.js';

setV8Flags(); // as the server sets itself up

const AT = Date.parse('2026-11-30T12:00:00Z') / 1000;
const KINDS: [string, string[]][] = [
  ['exact IANA name', ['Europe/Paris', 'America/New_York', 'Asia/Kolkata']],
  ['abbreviation or CLDR name', ['PDT', 'Australian Eastern Standard Time', 'CEST', 'PT']],
  ['country', ['India', 'China', 'Germany']],
  ['region', ['Bavaria', 'Ontario', 'California']],
  ['city', ['Tokyo', 'London', 'Sao Paulo', 'Springfield, MO']],
  ['compound form', ['EST/EDT', 'IST (UTC+5:30)', 'Eastern Time (US & Canada)']],
  ['Windows display name', ['(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna', '(UTC-05:00) Eastern Time (US & Canada)']],
  ['invented IANA name', ['Asia/Beijing', 'America/San_Francisco']],
  ['other language', ['東京', 'Нью-Йорк', 'Ciudad de México']],
  ['unknown (with suggestions)', ['Xyzzyq', 'Tokiyo']],
];

const args = process.argv.slice(2);
if (args[0] === '--first') {
  const db = new TzDatabase(embeddedSource());
  lookupZone(db, 'UTC', { at: AT }); // the server has answered an IANA zone already
  const t = performance.now();
  lookupZone(db, args[1]!, { at: AT });
  process.stdout.write(String(performance.now() - t));
  process.exit(0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
const self = fileURLToPath(import.meta.url);
const RUNS = 7;

const rows: string[] = [];
const db = new TzDatabase(embeddedSource());
for (const [kind, inputs] of KINDS) {
  const first: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', self, '--first', inputs[0]!], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    first.push(Number(r.stdout));
  }
  for (const input of inputs) lookupZone(db, input, { at: AT });
  const warm: number[] = [];
  for (let n = 0; n < 2000; n++) {
    for (const input of inputs) {
      const t = performance.now();
      lookupZone(db, input, { at: AT });
      warm.push(performance.now() - t);
    }
  }
  rows.push(`| ${kind} | \`${inputs[0]}\` | ${median(first).toFixed(1)} (${Math.min(...first).toFixed(1)}–${Math.max(...first).toFixed(1)}) | ${median(warm).toFixed(4)} | ${quantile(warm, 0.99).toFixed(4)} |`);
  process.stderr.write(`${kind} done\n`);
}
console.log('| kind | first lookup of a session | first (ms, median of 7 fresh processes, min–max) | later p50 (ms) | later p99 (ms) |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows) console.log(r);
