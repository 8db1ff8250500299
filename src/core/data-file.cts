// Where the data files are: data/ in the source tree, dist/lazy/ in the bundle (scripts/build.mjs
// copies them there and its banner defines __meridianLazyDir). A CommonJS module, as are the
// lazy.cts loaders that use it: their require() and readFileSync are synchronous, so handlers stay
// synchronous.

import fs = require('node:fs');
import path = require('node:path');

/** dist/lazy/ in the bundle (its banner defines this); absent when running from source. */
declare const __meridianLazyDir: string | undefined;

function dataFile(name: string): string {
  return typeof __meridianLazyDir === 'string' ? path.join(__meridianLazyDir, name) : path.join(__dirname, '../../data', name);
}

/**
 * What the build computed ahead of a first call (scripts/precomputed.ts), from dist/lazy/; undefined
 * when running from source, where the caller computes it. A data file rather than a define: esbuild
 * injects an object-valued define into every module, so it would sit in the start-up chunk.
 */
function precomputed<T>(name: string): T | undefined {
  if (typeof __meridianLazyDir !== 'string') return undefined;
  return JSON.parse(fs.readFileSync(path.join(__meridianLazyDir, `${name}.json`), 'utf8')) as T;
}

export = { dataFile, precomputed };
