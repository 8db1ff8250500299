// The compute part of a call, without the pipes: each tool's typical call (given as JSON on argv)
// run through runTool with its input schema, 3,000 times after 300 to warm up, in a process set up
// as the server sets itself up (the V8 flags of src/cli/v8-flags.ts). Prints {tool: [ms, ...]} for bench/run.mjs,
// which shows the p99 beside the round trip's: on a shared machine the round trip's tail is mostly
// the operating system scheduling two processes, and this separates Meridian's own share.
//   node --import tsx bench/in-process.ts '{"get_time":{}}'

import { fixedClock } from '../src/time/clock.js';
import { inputJsonSchema } from '../src/tools/listing.js';
import { runTool } from '../src/tools/run.js';
import { TOOLS } from '../src/tools/index.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';
import { setV8Flags } from '../src/cli/v8-flags.js';

setV8Flags(); // as the server sets itself up

const calls = JSON.parse(process.argv[2] ?? '{}') as Record<string, object>;
const ctx = { clock: fixedClock(Date.parse('2024-01-01T12:00:00Z')), db: new TzDatabase(embeddedSource()), localZone: 'Europe/Paris' };
const out: Record<string, number[]> = {};
for (const tool of TOOLS) {
  const args = calls[tool.name];
  if (!args) continue;
  const schema = inputJsonSchema(tool.input(ctx));
  const text = JSON.stringify(args);
  const once = () =>
    JSON.stringify(
      runTool(
        tool,
        JSON.parse(text),
        ctx,
        (e) => {
          throw e;
        },
        schema,
      ),
    );
  for (let i = 0; i < 300; i++) once();
  const ms: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const t = performance.now();
    once();
    ms.push(performance.now() - t);
  }
  out[tool.name] = ms;
}
process.stdout.write(JSON.stringify(out));
