// Builds dist/: the server bundled and minified by esbuild, with every runtime dependency and the tz
// snapshot inside, so an install needs nothing else and start-up pays no module resolution.
//
// What start-up does not need is not even compiled at start-up (BENCHMARKS.md has the figures):
// - dist/meridian.mjs is the entry; code behind a dynamic import() (the official SDK, used for HTTP
//   and for 2026-era stdio sessions) is split by esbuild into dist/chunk-*.mjs, loaded when first used;
// - every tool's tools/list entry is computed here (scripts/listing.ts) and embedded, and so are the
//   views' HTML pages (scripts/views.ts);
// - the parts that synchronous handlers load on first use through a folder's lazy.cts (LAZY_PARTS:
//   the holiday rules engine, the zone-name tables, the astronomy of the calendars) become files in dist/lazy/,
//   each read by require() the first time a call needs it; the holiday rules are one file per country
//   (data/holidays/, copied to dist/lazy/holidays/), so a call reads only its own country's.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = 'dist';

/**
 * The files of dist/lazy/: the modules a lazy.cts (src/holidays/) require()s, each
 * bundled into one CommonJS file (with its `alias`es), and the data files and folders the loaders
 * read (src/core/data-file.cts), copied from data/.
 */
const LAZY_PARTS = {
  // date-holidays-parser without moment-timezone (and its zone data): src/holidays/moment-shim.cts
  // answers its few zone calls from our tz database.
  './engine.js': {
    file: 'holiday-parser.cjs',
    bundle: 'src/holidays/engine.ts',
    alias: { 'moment-timezone': './src/holidays/moment-shim.cts' },
    plugins: [calendarsOnFirstUse()],
  },
  'holidays/': { file: 'holidays/', copy: 'data/holidays/' },
  // The sun and moon for the festivals computed from them (src/calendars/lazy.cts).
  'astronomy-engine': { file: 'astronomy.cjs', bundle: 'node_modules/astronomy-engine/astronomy.js' },
  'zone-names.json': { file: 'zone-names.json', copy: 'data/zone-names.json' },
  'zone-cities.txt': { file: 'zone-cities.txt', copy: 'data/zone-cities.txt' },
  'windows-display-names.json': { file: 'windows-display-names.json', copy: 'data/windows-display-names.json' },
  // CLDR's zone names in ten more languages, one file each, read for a name in that language's script.
  ...Object.fromEntries(
    ['ja', 'zh', 'ru', 'ar', 'hi', 'ko', 'de', 'fr', 'es', 'pt'].map((lang) => [`zone-names-${lang}.json`, { file: `zone-names-${lang}.json`, copy: `data/zone-names-${lang}.json` }]),
  ),
};

/**
 * date-holidays-parser's CalEventFactory imports a class for every calendar (Julian, Hebrew, Hijri,
 * Jalaali, equinoxes, Chinese, Bengali) and so evaluates their tables when the engine loads, most of
 * them astronomia's: three quarters of the engine's memory, for the few countries that need one. In
 * the bundle each is required the first time a rule of its kind is built (esbuild then evaluates its
 * module only on that require); CalEventFactory only ever calls them with `new`.
 */
function calendarsOnFirstUse() {
  return {
    name: 'calendars-on-first-use',
    setup(b) {
      b.onLoad({ filter: /date-holidays-parser[\\/]src[\\/]CalEventFactory\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        let lazy = 0;
        const contents = source.replace(/^import (\w+) from '(\.\/(?:Julian|Hebrew|Hijri|Jalaali|Equinox|Chinese|BengaliRevised)\.js)'$/gm, (_, name, file) => {
          lazy++;
          return `let ${name}$class; function ${name}(opts) { ${name}$class ??= require('${file}').default; return new ${name}$class(opts); }`;
        });
        if (lazy !== 7) throw new Error(`CalEventFactory.js: expected 7 calendar imports to defer, found ${lazy}; check the date-holidays-parser version`);
        return { contents, loader: 'js' };
      });
    },
  };
}

const common = { bundle: true, platform: 'node', target: 'node20', minify: true, legalComments: 'none', logLevel: 'warning' };

// Every tool's tools/list entry and input JSON Schema, computed now rather than in every session.
const schemas = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/listing.ts'], { encoding: 'utf8' });
// The views' HTML pages (src/tools/views.ts), composed now; JSON text, so the bundle holds them as
// string literals (esbuild escapes anything outside ASCII).
const views = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/views.ts'], { encoding: 'utf8' });

rmSync(OUT, { recursive: true, force: true });
mkdirSync(`${OUT}/lazy`, { recursive: true });

await build({
  ...common,
  entryPoints: { meridian: 'src/cli/main.ts' },
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  format: 'esm',
  splitting: true,
  chunkNames: 'chunk-[hash]',
  define: { __meridianSchemas: schemas, __meridianViews: views },
  banner: {
    // Shebang, `require` for the lazy parts and the odd CommonJS dependency, and where the lazy data
    // files are. Every output file sits in dist/ itself, so './lazy/…' means the same from each.
    js: [
      '#!/usr/bin/env node',
      "import { createRequire as __meridianCreateRequire } from 'node:module';",
      "import { fileURLToPath as __meridianFileURLToPath } from 'node:url';",
      'const require = __meridianCreateRequire(import.meta.url);',
      "const __meridianLazyDir = __meridianFileURLToPath(new URL('./lazy/', import.meta.url));",
    ].join('\n'),
  },
  plugins: [
    {
      // Meridian's own modules get src/tools/zod-inert.ts for zod: the schemas were converted above, and
      // the running server never needs zod itself (the SDK's own imports keep the real one).
      name: 'zod-at-build-time-only',
      setup(b) {
        const inert = fileURLToPath(new URL('../src/tools/zod-inert.ts', import.meta.url));
        const src = fileURLToPath(new URL('../src/', import.meta.url));
        b.onResolve({ filter: /^zod(\/v4)?$/ }, (args) => (args.importer.startsWith(src) ? { path: inert } : undefined));
      },
    },
    {
      name: 'lazy-parts',
      setup(b) {
        const packages = Object.keys(LAZY_PARTS).filter((k) => LAZY_PARTS[k].bundle);
        const names = packages.map((k) => k.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
        b.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, (args) => {
          if (args.kind !== 'require-call') return undefined;
          if (!args.importer.endsWith('/lazy.cts')) throw new Error(`${args.path} is a lazy part: require it only from a folder's lazy.cts`);
          return { path: `./lazy/${LAZY_PARTS[args.path].file}`, external: true };
        });
      },
    },
  ],
});
chmodSync(`${OUT}/meridian.mjs`, 0o755);

for (const part of Object.values(LAZY_PARTS)) {
  const target = `${OUT}/lazy/${part.file}`;
  mkdirSync(dirname(target), { recursive: true });
  if (part.copy) cpSync(part.copy, target, { recursive: true });
  else await build({ ...common, entryPoints: [part.bundle], outfile: target, format: 'cjs', alias: part.alias ?? {}, plugins: part.plugins ?? [] });
}
