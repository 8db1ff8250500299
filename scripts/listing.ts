// Prints, keyed by tool name, every tool's tools/list entry without its outputSchema (the local zone
// left as a placeholder) and the input JSON Schema its calls are checked against
// (src/tools/validate.ts), each as JSON text, and its outputSchema.
// scripts/build.mjs runs this and embeds the result in the bundle, so the running server never
// converts a zod schema, nor loads zod for its tools (src/tools/listing.ts, serveTools).
import { computeListing, inputJsonSchema, LOCAL_ZONE_PLACEHOLDER } from '../src/tools/listing.js';
import type { ToolContext } from '../src/tools/define.js';
import { TOOLS } from '../src/tools/index.js';

// Input schemas read nothing from the context but the local zone (test/e2e-stdio.test.ts checks that
// the embedded listings equal the ones computed at run time).
const ctx = { localZone: LOCAL_ZONE_PLACEHOLDER } as ToolContext;
const schemas = Object.fromEntries(
  TOOLS.map((tool) => {
    const input = tool.input(ctx);
    const { outputSchema, ...listing } = computeListing(tool, input);
    return [tool.name, { listing: JSON.stringify(listing), input: JSON.stringify(inputJsonSchema(input)), output: outputSchema }];
  }),
);
process.stdout.write(JSON.stringify(schemas));
