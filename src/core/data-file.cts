// Where the data files are: data/ in the source tree, dist/lazy/ in the bundle (scripts/build.mjs
// copies them there and its banner defines __meridianLazyDir). A CommonJS module, as are the
// lazy.cts loaders that use it: their require() and readFileSync are synchronous, so handlers stay
// synchronous.

import path = require('node:path');

/** dist/lazy/ in the bundle (its banner defines this); absent when running from source. */
declare const __meridianLazyDir: string | undefined;

function dataFile(name: string): string {
  return typeof __meridianLazyDir === 'string' ? path.join(__meridianLazyDir, name) : path.join(__dirname, '../../data', name);
}

export = { dataFile };
