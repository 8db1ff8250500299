// The tz core's two hottest questions, per call, in one process (not CI):   npm run bench:tz
// offsetAt (the offset in force at an instant) and instantsFor (the instants a wall-clock time
// names), over instants an hour and a few seconds apart from 2027 on, in four zones whose rules past
// their tables' end come from the POSIX footer (every date from about 2008 on in most zones).
// A meeting search asks these tens of thousands of times (BENCHMARKS.md, the worker pool).

import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { SECONDS_PER_HOUR } from '../src/core/units.js';

const db = new TzDatabase(embeddedSource());
const zones = ['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Tokyo'].map((n) => db.zone(n));
const t0 = Date.UTC(2027, 0, 1) / 1000;
const N = 400_000;
let sink = 0;
function perCall(label: string, f: (i: number) => number): void {
  for (let i = 0; i < 20_000; i++) sink += f(i);
  const t = performance.now();
  for (let i = 0; i < N; i++) sink += f(i);
  console.log(`${label}: ${(((performance.now() - t) / N) * 1e6).toFixed(0)} ns`);
}
perCall('offsetAt', (i) => zones[i & 3]!.offsetAt(t0 + i * (SECONDS_PER_HOUR + 7)));
perCall('instantsFor', (i) => zones[i & 3]!.instantsFor(t0 + i * (SECONDS_PER_HOUR + 7)).length);
if (sink === 0.5) console.log(sink); // keeps the results alive
