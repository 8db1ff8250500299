// chrono-node's English parsers, loaded on first use rather than at start-up. This is a CommonJS
// module on purpose: a `require()` inside a function is the one form that esbuild bundles into the
// single output file *and* evaluates lazily (its CommonJS wrapper runs on the first call), while
// handlers stay synchronous. The chrono instances are built when the module first loads.
function loadChrono(): typeof import('chrono-node/en') {
  return require('chrono-node/en');
}
export = loadChrono;
