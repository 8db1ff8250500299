// The natural-language reader's heavy part, loaded on the first parse_time call rather than at
// start-up (in the build, dist/lazy/chrono-node.cjs: scripts/build.mjs, LAZY_PARTS).

/** chrono-node's English parsers; the chrono instances are built when it first loads. */
function loadChrono(): typeof import('chrono-node/en') {
  return require('chrono-node/en');
}

export = { loadChrono };
