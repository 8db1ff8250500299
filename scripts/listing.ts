// Prints every tool's tools/list entry as JSON texts keyed by tool name, with the local zone left as
// a placeholder. scripts/build.mjs runs this and embeds the result in the bundle, so a session's first
// tools/list does not convert zod schemas to JSON Schema (src/tools/define.ts, serveTools).
import { computeListing, LOCAL_ZONE_PLACEHOLDER, type ToolContext } from '../src/tools/define.js';
import { TOOLS } from '../src/tools/index.js';

// Input schemas read nothing from the context but the local zone (test/e2e-stdio.test.ts checks that
// the embedded listings equal the ones computed at run time).
const ctx = { localZone: LOCAL_ZONE_PLACEHOLDER } as ToolContext;
const listings = Object.fromEntries(TOOLS.map((tool) => [tool.name, JSON.stringify(computeListing(tool, tool.input(ctx)))]));
process.stdout.write(JSON.stringify(listings));
