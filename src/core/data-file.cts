// Where the data files are: data/ in the source tree, dist/lazy/ in the bundle (scripts/build.mjs
// copies them there and its banner defines __meridianLazyDir). A CommonJS module, as are the
// lazy.cts loaders that use it: their require() and readFileSync are synchronous, so handlers stay
// synchronous.

import fs = require('node:fs');
import path = require('node:path');

/** dist/lazy/ in the bundle, with its final slash (its banner defines this); absent when running from source. */
declare const __meridianLazyDir: (() => string) | undefined;

/** `name` (a file, or folder/file, of data/) in the data folder: a concatenation in the bundle, whose folder is known. */
function dataFile(name: string): string {
  return typeof __meridianLazyDir === 'function' ? __meridianLazyDir() + name : path.join(__dirname, '../../data', name);
}

/**
 * What the build computed ahead of a first call (scripts/precomputed.ts), from dist/lazy/; undefined
 * when running from source, where the caller computes it. A data file rather than a define: esbuild
 * injects an object-valued define into every module, so it would sit in the start-up chunk.
 */
function precomputed<T>(name: string): T | undefined {
  if (typeof __meridianLazyDir !== 'function') return undefined;
  return JSON.parse(fs.readFileSync(`${__meridianLazyDir()}${name}.json`, 'utf8')) as T;
}

export = { dataFile, precomputed };
