// Bundles the server into ONE file (dist/meridian.mjs): ESM, platform node, minified, with a
// shebang, every runtime dependency and the tz snapshot inside, so start-up pays no module
// resolution and an install needs nothing else.
import { build } from 'esbuild';
import { chmodSync } from 'node:fs';

const outfile = 'dist/meridian.mjs';
await build({
  entryPoints: ['src/cli.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  minify: true,
  legalComments: 'none',
  banner: {
    // Shebang, plus `require` for the odd CommonJS dependency inside the ESM bundle.
    js: "#!/usr/bin/env node\nimport { createRequire as __meridianCreateRequire } from 'node:module';\nconst require = __meridianCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
chmodSync(outfile, 0o755);
