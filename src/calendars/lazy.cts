// astronomy-engine, loaded by the first festival computed from the sky (a Hindu tithi, a Chinese new
// moon, the March equinox for Nowruz), never at start-up: in the build it is dist/lazy/astronomy.cjs
// (scripts/build.mjs, LAZY_PARTS). A CommonJS module on purpose: require() is synchronous, so the
// reader stays synchronous.

let astronomy: typeof import('astronomy-engine') | undefined;

/** The astronomy library, on first use. */
function loadAstronomy(): typeof import('astronomy-engine') {
  return (astronomy ??= require('astronomy-engine'));
}

export = { loadAstronomy };
