// Prints every view's HTML page (src/tools/views.ts), composed from src/tools/views/ and its style
// and script elements minified by esbuild, as JSON keyed by view name. scripts/build.mjs runs this
// and embeds the result in the bundle, so the running server reads no file to serve a view.
import { transformSync } from 'esbuild';
import { composeViews } from '../src/tools/views.js';

process.stdout.write(
  JSON.stringify(
    composeViews(
      (code, loader) => transformSync(code, { loader, minify: true, target: 'es2020', charset: 'ascii', legalComments: 'none' }).code,
    ),
  ),
);
