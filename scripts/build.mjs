// Builds dist/: the server bundled and minified by esbuild, with every runtime dependency and the tz
// snapshot inside, so an install needs nothing else and start-up pays no module resolution.
//
// What start-up does not need is not even compiled at start-up (BENCHMARKS.md has the figures):
// - dist/meridian.mjs is the entry: it turns Node's compile cache on and imports dist/server.mjs
//   (src/cli/main.ts), so that a later start reads the code V8 compiled rather than compiling it
//   again; start-up loads the server and one chunk, and a tool's first call adds its own file
//   (startupGroup); code behind a dynamic import() (the official SDK, used for HTTP and for
//   2026-era stdio sessions) is split by esbuild into dist/chunk-*.mjs, loaded when first used;
// - every tool's tools/list entry and input JSON Schema is computed here (scripts/listing.ts) and
//   embedded, each as JSON text (its outputSchema goes to dist/lazy/output-schemas.json, read only
//   for --output-schemas), and so are the views' HTML pages (scripts/views.ts), where
//   src/tools/resources.ts serves them;
// - the embedded tz snapshot (data/tzdata.json) keeps its zone and link names, and its TZif bytes
//   become dist/lazy/tzdata.tzif, inflated (tzSnapshotInflated): each zone's read where they lie on
//   its first use, where the deflated text would be decoded and inflated at every start;
// - each tool is its own entry point, dist/tool-<file>.mjs, read the first time one of its calls
//   runs (toolsOnFirstUse: the entry's registry holds only the tools' names until then), and the
//   code they share with the start-up files that start-up does not run goes into chunks only
//   those entries import;
// - a module that a tool needs for some of its calls only (PARTS_ON_FIRST_USE: get_current_time's
//   calendar page, with the holiday data and the calendars behind it) is an entry point of its own
//   too, dist/part-<file>.mjs, required the first time one of its functions is called;
// - the parts that synchronous handlers load on first use through a folder's lazy.cts (LAZY_PARTS:
//   the holiday rules engine, the zone-name tables, the astronomy of the calendars) become files in dist/lazy/,
//   each read by require() the first time a call needs it; the holiday rules are one file per country
//   (data/holidays/, copied to dist/lazy/holidays/), so a call reads only its own country's.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eagerStartup } from './eager-startup.mjs';

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
  'zone-countries.txt': { file: 'zone-countries.txt', copy: 'data/zone-countries.txt' },
  'windows-display-names.json': { file: 'windows-display-names.json', copy: 'data/windows-display-names.json' },
  // CLDR's zone names in ten more languages, one file each, read for a name in that language's script.
  ...Object.fromEntries(
    ['ja', 'zh', 'ru', 'ar', 'hi', 'ko', 'de', 'fr', 'es', 'pt'].map((lang) => [
      `zone-names-${lang}.txt`,
      { file: `zone-names-${lang}.txt`, copy: `data/zone-names-${lang}.txt` },
    ]),
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
        const contents = source.replace(
          /^import (\w+) from '(\.\/(?:Julian|Hebrew|Hijri|Jalaali|Equinox|Chinese|BengaliRevised)\.js)'$/gm,
          (_, name, file) => {
            lazy++;
            return `let ${name}$class; function ${name}(opts) { ${name}$class ??= require('${file}').default; return new ${name}$class(opts); }`;
          },
        );
        if (lazy !== 7)
          throw new Error(
            `CalEventFactory.js: expected 7 calendar imports to defer, found ${lazy}; check the date-holidays-parser version`,
          );
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * Node's own modules as the objects its require() gives (process.getBuiltinModule, else the banner's
 * require), read once for the names a module imports: `import { a, b as c } from 'node:x'` in
 * src/ becomes `const { a, b: c } = __meridianBuiltin('node:x')`. Node builds an ES module facade for
 * an imported built-in by reading every export, and so does esbuild's interop for a CommonJS one;
 * reading all of node:fs's loads its streams, promises, directories and watchers, node:util's its
 * diff printer and node:worker_threads, at every start.
 */
const BUILTIN_IMPORT = /^import (\{[^}]*\}|\* as \w+|\w+) from '(node:[\w/]+)';$/gm;
/**
 * The same for a CommonJS module's `import fs = require('node:fs')` (the .cts loaders): the banner's
 * require() would otherwise make a require function for the file on that first line, which walks its
 * path, at every start (src/core/data-file.cts is in the start-up chunk: 0.5-0.7 ms, timed with marks
 * in the bundle on Node 22 and 24).
 */
const BUILTIN_REQUIRE = /^import (\w+) = require\('(node:[\w/]+)'\);$/gm;

function builtinBinding(what) {
  if (!what.startsWith('{')) return what.replace('* as ', '');
  const names = what
    .slice(1, -1)
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '' && !n.startsWith('type '));
  return `{ ${names.map((n) => n.replace(/\s+as\s+/, ': ')).join(', ')} }`;
}

/**
 * What the bundle gets of each module of src/: its imports of Node's modules as BUILTIN_IMPORT says,
 * and, in the other entry points than the entry's (the tools, the parts, what import() reaches),
 * an import of each module of `group` (startupGroup) first.
 */
function srcTransforms(group) {
  const prefix = group ? group.modules.map((m) => `import ${JSON.stringify(m)};`).join('') : '';
  return {
    name: 'src-transforms',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/].*\.c?ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const joins = group?.into.has(args.path) === true;
        if (!joins && !/^import [^;]* (?:from '|= require\(')node:/m.test(source)) return undefined;
        const contents = source
          .replace(BUILTIN_IMPORT, (_, what, id) => `const ${builtinBinding(what)} = __meridianBuiltin(${JSON.stringify(id)});`)
          .replace(BUILTIN_REQUIRE, (_, name, id) => `const ${name} = __meridianBuiltin(${JSON.stringify(id)});`);
        return { contents: joins ? prefix + contents : contents, loader: 'ts' };
      });
      // The SDK's modules that import() reaches (its stdio server).
      b.onLoad({ filter: /[\\/]node_modules[\\/].*\.m?js$/ }, (args) =>
        group?.into.has(args.path) ? { contents: prefix + readFileSync(args.path, 'utf8'), loader: 'js' } : undefined,
      );
    },
  };
}

/**
 * Start-up loads the server (src/cli/main.ts) and one chunk, and a tool's first call its own file.
 * esbuild makes a chunk of the modules each set of entry points shares (the server, the tools'
 * files, the parts, and every module reached by import()), and so had split the modules start-up
 * loads into a dozen files, and a tool's first call into a few more, for the few modules that each
 * entry point does not use; but loading a module costs Node about as much as compiling a few
 * kilobytes (resolution, a read, linking). So every entry point imports each module the server
 * imports and each module every tool imports (found by a first build, from its metafile): esbuild
 * puts them all in one chunk, which start-up loads and the others find loaded. Returns those
 * modules, and the entry points that import them: the server itself (for the modules every tool
 * imports) and those start-up does not load.
 */
function startupGroup(metafile, entries, toolEntries) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const inputs = metafile.inputs;
  const MAIN = 'src/cli/main.ts';
  const isStatic = (i) => !i.external && (i.kind === 'import-statement' || i.kind === 'require-call');
  const closure = (from) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const i of inputs[file]?.imports ?? []) if (isStatic(i)) visit(i.path);
    };
    visit(from);
    return seen;
  };
  const startup = closure(MAIN);
  // Not the registry of tools, but what it imports: its top-level await stays in the entry
  // (require() refuses a module graph with one).
  const REGISTRY = 'src/tools/index.ts';
  const roots = [MAIN, REGISTRY].flatMap((f) => inputs[f].imports.filter((i) => isStatic(i) && i.path !== REGISTRY).map((i) => i.path));
  const [first, ...others] = toolEntries.map(closure);
  const everyTool = [...first].filter((f) => others.every((c) => c.has(f)) && !toolEntries.includes(f));
  // The parts' stubs, a few lines each, too.
  const stubs = Object.keys(inputs).filter((f) => f.startsWith('meridian-part:'));
  const modules = [...new Set([...roots, ...everyTool, ...stubs])]
    .filter((f) => /^src\/.*\.c?ts$/.test(f) || /^meridian(-part)?:/.test(f))
    .map((f) => (f.startsWith('src/') ? join(root, f) : f));
  const dynamic = Object.values(inputs).flatMap((x) =>
    x.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path),
  );
  // The server imports those every tool imports too, and every entry point all of them, even one
  // start-up loads (TOOLS_AT_START); what import() reaches, unless start-up loads it anyway.
  const into = [...entries, ...dynamic.filter((f) => !startup.has(f) && inputs[f])];
  return { modules, into: new Set(into.map((f) => join(root, f))) };
}

/**
 * Modules that a tool needs for some of its calls only, loaded on the first of those: each is an entry
 * point of its own, dist/part-<file>.mjs, and the modules that import it get a stub in its place
 * whose functions require() it on their first call, as the tools are (toolsOnFirstUse). Only
 * functions can be exported this way. get_current_time's calendar page (include_calendar) brings the
 * holiday data and the world's calendars with it, which a plain get_current_time never runs.
 */
const PARTS_ON_FIRST_USE = { 'src/tools/calendar-page.ts': ['calendarPage', 'calendarView'] };

const partFile = (source) => `./part-${source.split('/').pop().replace(/\.ts$/, '')}.mjs`;

/**
 * The modules of the parts replaced by their stubs, and the map where the registry puts the tools'
 * and the parts' modules when it imports them at start-up (a Node whose require() cannot load an ES
 * module): a module of its own, so that no top-level await reaches a tool's or a part's imports.
 */
function partsOnFirstUse() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const stubs = new Map(
    Object.entries(PARTS_ON_FIRST_USE).map(([source, names]) => [join(root, source), { file: partFile(source), names }]),
  );
  return {
    name: 'parts-on-first-use',
    setup(b) {
      b.onResolve({ filter: /^meridian:preloaded$/ }, () => ({ path: 'preloaded', namespace: 'meridian' }));
      b.onResolve({ filter: /^meridian-part:/ }, (args) => ({
        path: args.path.slice('meridian-part:'.length),
        namespace: 'meridian-part',
      }));
      b.onLoad({ filter: /^preloaded$/, namespace: 'meridian' }, () => ({ contents: 'export const preloaded = new Map();', loader: 'js' }));
      b.onResolve({ filter: /^\.\.?\/[\w./-]+\.js$/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const stub = stubs.get(join(args.resolveDir, args.path.replace(/\.js$/, '.ts')));
        return stub ? { path: stub.file, namespace: 'meridian-part' } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'meridian-part' }, (args) => {
        const { file, names } = [...stubs.values()].find((s) => s.file === args.path);
        const load = `let part;\nconst load = () => (part ??= preloaded.get(${JSON.stringify(file)}) ?? require(${JSON.stringify(file)}));`;
        const exports = names.map((n) => `export function ${n}(...args) { return load().${n}(...args); }`);
        return {
          contents: [`import { preloaded } from 'meridian:preloaded';`, load, ...exports].join('\n'),
          loader: 'js',
          resolveDir: root,
        };
      });
    },
  };
}

/**
 * The tools whose code start-up loads with the registry, not from their files on first use:
 * get_current_time, the call a session most often makes first (the reference server's own tool),
 * whose code is a kilobyte and whose imports start-up loads anyway. Requiring its file took its first
 * call 1.6 ms (a module's resolution, read and linking; Node 22, 2 cores).
 */
const TOOLS_AT_START = ['get_current_time'];

/**
 * The registry of tools (src/tools/index.ts) as the bundle has it: each tool's name, and the rest of
 * its definition from dist/tool-<file>.mjs, required the first time anything but the name is read (a
 * call: its handler, whether it runs inline; from a synchronous call path, so by require() of the
 * ES module, which shares the module instances of the files already loaded). On a Node whose
 * require() cannot load an ES module (before 20.19 and 22.12), the registry imports them all at
 * start-up instead, as loadTools() does for a worker thread of the pool. The names come from the
 * listings computed above, which are in the registry's order.
 */
function toolsOnFirstUse(tools) {
  return {
    name: 'tools-on-first-use',
    setup(b) {
      b.onResolve({ filter: /^\.\/(?:tool|part)-[a-z-]+\.mjs$/ }, (args) => ({ path: args.path, external: true }));
      b.onLoad({ filter: /[\\/]src[\\/]tools[\\/]index\.ts$/ }, () => {
        const entries = tools.map(
          (t) => `[${JSON.stringify(t.name)}, ${JSON.stringify(`./tool-${t.file}.mjs`)}, ${JSON.stringify(t.exported)}]`,
        );
        const parts = Object.keys(PARTS_ON_FIRST_USE).map(partFile);
        const atStart = tools.filter((t) => TOOLS_AT_START.includes(t.name));
        const contents = `
import { preloaded } from 'meridian:preloaded';
${atStart.map((t, i) => `import * as atStart${i} from ${JSON.stringify(`./${t.file}.js`)};`).join('\n')}
const TOOL_FILES = [${entries.join(', ')}];
const FILES = [...TOOL_FILES.map(([, file]) => file), ...${JSON.stringify(parts)}];
${atStart.map((t, i) => `preloaded.set(${JSON.stringify(`./tool-${t.file}.mjs`)}, atStart${i});`).join('\n')}
let imported = false;
const importAll = async () => {
  for (const [file, m] of await Promise.all(FILES.map(async (file) => [file, await import(file)]))) preloaded.set(file, m);
  imported = true;
};
if (process.features?.require_module !== true) await importAll();
export async function loadTools() {
  if (!imported) await importAll();
}
function onFirstUse([name, file, exported]) {
  let def;
  const load = () => (def ??= (preloaded.get(file) ?? require(file))[exported]);
  return {
    name,
    get title() { return load().title; },
    get description() { return load().description; },
    get input() { return load().input; },
    get output() { return load().output; },
    get wording() { return load().wording; },
    get inline() { return load().inline; },
    get icon() { return load().icon; },
    handler(args, ctx) { return load().handler(args, ctx); },
  };
}
export const TOOLS = TOOL_FILES.map(onFirstUse);
`;
        return { contents, loader: 'js', resolveDir: dirname(fileURLToPath(new URL('../src/tools/index.ts', import.meta.url))) };
      });
    },
  };
}

/** The tools of src/tools/index.ts in its order: the file and export of each, and its name (from the listings). */
function registry(listings) {
  const source = readFileSync('src/tools/index.ts', 'utf8');
  const files = Object.fromEntries([...source.matchAll(/^import \{ (\w+) \} from '\.\/([\w-]+)\.js';$/gm)].map((m) => [m[1], m[2]]));
  const order = /export const TOOLS: readonly ToolDefinition\[\] = \[([^\]]+)\];/
    .exec(source)?.[1]
    .split(',')
    .map((s) => s.trim());
  const names = Object.keys(listings);
  if (!order || order.length !== names.length || order.some((e) => !files[e]))
    throw new Error(
      'src/tools/index.ts: expected one import per tool and the TOOLS array in one line; update toolsOnFirstUse in scripts/build.mjs',
    );
  return order.map((exported, i) => {
    const file = files[exported];
    if (!readFileSync(`src/tools/${file}.ts`, 'utf8').includes(`name: '${names[i]}'`))
      throw new Error(`src/tools/${file}.ts does not define the tool ${names[i]}: the registry and the listings disagree`);
    return { name: names[i], file, exported };
  });
}

/**
 * data/tzdata.json as the bundle imports it: without its deflated TZif text (`tzif`), whose bytes
 * go to dist/lazy/tzdata.tzif as they are (src/tzdb/source.ts reads them there when `tzif` is absent).
 */
function tzSnapshotInflated(target) {
  return {
    name: 'tz-snapshot-inflated',
    setup(b) {
      b.onLoad({ filter: /[\\/]data[\\/]tzdata\.json$/ }, (args) => {
        const { tzif, ...rest } = JSON.parse(readFileSync(args.path, 'utf8'));
        writeFileSync(target, inflateRawSync(Buffer.from(tzif, 'base64')));
        return { contents: JSON.stringify(rest), loader: 'json' };
      });
    },
  };
}

const common = { bundle: true, platform: 'node', target: 'node20', minify: true, legalComments: 'none', logLevel: 'warning' };

// Every tool's tools/list entry and input JSON Schema, computed now rather than in every session, and
// its outputSchema, for dist/lazy/output-schemas.json (src/tools/listing.ts).
const listings = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'scripts/listing.ts'], { encoding: 'utf8' }));
const schemas = Object.fromEntries(Object.entries(listings).map(([name, { listing, input }]) => [name, { listing, input }]));
const outputSchemas = Object.fromEntries(Object.entries(listings).map(([name, { output }]) => [name, output]));
// The views' HTML pages (src/tools/views.ts), composed now; one JSON text, a string literal where
// src/tools/resources.ts serves them (esbuild escapes anything outside ASCII).
const views = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/views.ts'], { encoding: 'utf8' });
// What the server would compute on its first call, computed now (scripts/precomputed.ts).
const precomputed = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'scripts/precomputed.ts'], { encoding: 'utf8' }));

rmSync(OUT, { recursive: true, force: true });
mkdirSync(`${OUT}/lazy`, { recursive: true });

const tools = registry(schemas);
writeFileSync(`${OUT}/lazy/output-schemas.json`, JSON.stringify(outputSchemas));
for (const [name, value] of Object.entries(precomputed)) writeFileSync(`${OUT}/lazy/${name}.json`, JSON.stringify(value));

const entryPoints = {
  server: 'src/cli/main.ts',
  ...Object.fromEntries(tools.map((t) => [`tool-${t.file}`, `src/tools/${t.file}.ts`])),
  ...Object.fromEntries(Object.keys(PARTS_ON_FIRST_USE).map((source) => [partFile(source).slice(2, -4), source])),
};
const bundle = (group) => ({
  ...common,
  entryPoints,
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  format: 'esm',
  splitting: true,
  chunkNames: 'chunk-[hash]',
  define: {
    __meridianSchemas: JSON.stringify(schemas),
    __meridianViews: JSON.stringify(views),
  },
  banner: {
    // Shebang, `require` for the lazy parts and the odd CommonJS dependency, Node's own modules
    // (BUILTIN_IMPORT), and where the lazy data files are. Every output file sits in dist/
    // itself, so './lazy/…' means the same from each. The require and the folder are made on a
    // file's first use of them: most files never use either, and making them costs Node's path
    // functions a walk over the file's path each (a module's paths, a file URL's decoding).
    js: [
      '#!/usr/bin/env node',
      "import { createRequire as __meridianCreateRequire } from 'node:module';",
      'let __meridianRequire;',
      'function require(id) { return (__meridianRequire ??= __meridianCreateRequire(import.meta.url))(id); }',
      'const __meridianBuiltin = (id) => process.getBuiltinModule?.(id) ?? require(id);',
      'let __meridianLazy;',
      // import.meta.dirname from Node 20.11; before it, the file's URL as a path.
      "const __meridianLazyDir = () => (__meridianLazy ??= (import.meta.dirname ?? __meridianBuiltin('node:path').dirname(__meridianBuiltin('node:url').fileURLToPath(import.meta.url))) + '/lazy/');",
    ].join('\n'),
  },
  plugins: [
    toolsOnFirstUse(tools),
    partsOnFirstUse(),
    srcTransforms(group),
    tzSnapshotInflated(`${OUT}/lazy/tzdata.tzif`),
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
          if (!args.importer.endsWith('/lazy.cts'))
            throw new Error(`${args.path} is a lazy part: require it only from a folder's lazy.cts`);
          return { path: `./lazy/${LAZY_PARTS[args.path].file}`, external: true };
        });
      },
    },
  ],
});
const { metafile } = await build({ ...bundle(undefined), write: false, metafile: true });
await build(
  bundle(
    startupGroup(
      metafile,
      Object.values(entryPoints),
      tools.map((t) => `src/tools/${t.file}.ts`),
    ),
  ),
);
// The entry: Node's compile cache on (module.enableCompileCache, Node 22.1 and later), then the
// server. Node keeps the code V8 compiled for the server's files in NODE_COMPILE_CACHE or the system's
// temporary directory (node-compile-cache/), checked against each file's contents, and a later start
// reads it instead of compiling again; NODE_DISABLE_COMPILE_CACHE=1 turns it off. On first use it
// must be on before the files are compiled, so before they are imported.
//
// Then the server's own files found by name (module.registerHooks, Node 22.15 and later): a file of
// dist/ asks for its siblings only, as './chunk-….mjs', './tool-….mjs' or './lazy/….cjs', so their URL is
// this folder's and the name. Node's resolver would take each import's path through realpath() and
// back to a URL, and a require() through its search of folders: a walk of the path's characters in
// Node's path functions each time, which over a first call of every tool made those functions hot
// enough for V8's optimizing compiler, whose own code, paged in for them, was 10% of the process's
// memory on Node 22 (BENCHMARKS.md, "Memory"). Anything else, and every file on older Node, is
// resolved by Node as before.
const ENTRY = [
  '#!/usr/bin/env node',
  "const module = process.getBuiltinModule?.('node:module');",
  'module?.enableCompileCache?.();',
  "const here = new URL('./', import.meta.url).href;",
  'const sibling = /^\\.\\/(?:lazy\\/)?[\\w-]+\\.([mc])js$/;',
  'module?.registerHooks?.({',
  '  resolve(specifier, context, next) {',
  '    const kind = sibling.exec(specifier)?.[1];',
  "    const parent = context.parentURL ?? '';",
  "    if (kind === undefined || !parent.startsWith(here) || parent.includes('/', here.length)) return next(specifier, context);",
  "    return { url: here + specifier.slice(2), format: kind === 'm' ? 'module' : 'commonjs', shortCircuit: true };",
  '  },',
  '});',
  "await import('./server.mjs');",
  '',
];
writeFileSync(`${OUT}/meridian.mjs`, ENTRY.join('\n'));
chmodSync(`${OUT}/meridian.mjs`, 0o755);

for (const part of Object.values(LAZY_PARTS)) {
  const target = `${OUT}/lazy/${part.file}`;
  mkdirSync(dirname(target), { recursive: true });
  if (part.copy) cpSync(part.copy, target, { recursive: true });
  else
    await build({
      ...common,
      entryPoints: [part.bundle],
      outfile: target,
      format: 'cjs',
      alias: part.alias ?? {},
      plugins: part.plugins ?? [],
    });
}

// What start-up and a first call run, compiled with its file, for Node's compile cache to keep
// (scripts/eager-startup.mjs).
for (const line of await eagerStartup(OUT)) console.error(`eager at start-up: ${line}`);
