// The house rules, read from the source (docs/architecture.md explains them):
// - every module lives in one layer's folder, and imports only from its own folder and the layers
//   below it: core < tzdb < time < zones < calendars < holidays, natural, schedule < tools < mcp < cli;
// - no two files import each other, directly or through others;
// - each third-party package has one home (the MCP SDK in mcp/, zod in tools/, the holiday rules
//   engine in holidays/);
// - only cli/ touches `process`, and only time/clock.ts reads the system clock;
// - the domain (core … natural, schedule, claims) never names a tool's argument: the caller passes it in.
// No exceptions are listed: a change that needs one changes the rule here and in the doc.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOOLS } from '../src/tools/index.js';
import { inputJsonSchema } from '../src/tools/listing.js';
import type { InputSchema } from '../src/tools/validate.js';
import { ctxAt } from './helpers.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');

/** The layers, lowest first; a folder may import from its own and from any earlier rank. */
const LAYERS: readonly (readonly string[])[] = [
  ['core'],
  ['tzdb'],
  ['time'],
  ['zones'],
  ['calendars'],
  ['holidays', 'natural', 'schedule'],
  ['claims'],
  ['tools'],
  ['mcp'],
  ['cli'],
];
const RANK = new Map(LAYERS.flatMap((folders, rank) => folders.map((f) => [f, rank] as const)));
const DOMAIN = ['core', 'tzdb', 'time', 'zones', 'calendars', 'holidays', 'natural', 'schedule', 'claims'];

/** Where each third-party package may be imported (node: built-ins go anywhere). */
const PACKAGE_HOMES: Record<string, readonly string[]> = {
  '@modelcontextprotocol/server': ['mcp'],
  zod: ['tools'],
  'date-holidays-parser': ['holidays'],
  'astronomy-engine': ['calendars'],
  '@hebcal/hdate': ['calendars'],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.c?ts$/.test(e.name) && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Comments and the contents of strings and templates blanked out, so code words are what is left. */
function codeOnly(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, (m) =>
    m.startsWith('/') ? ' ' : m[0] + m.slice(1, -1).replace(/[^\n]/g, ' ') + m[m.length - 1],
  );
}

/** Every module a file names: static and dynamic imports, re-exports, require(), import = require(), type imports, reference paths. */
function specifiers(text: string): string[] {
  const out: string[] = [];
  const patterns = [
    // no quote before `from`: an exported list holding the word 'from' is no import
    /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /<reference path="([^"]+)"/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(m[1]!);
  return out;
}

const layerOf = (file: string): string => relative(SRC, file).split('/')[0]!;

interface Edge {
  readonly from: string;
  readonly to: string;
}

const files = sources(SRC);
const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
const rel = (f: string) => relative(ROOT, f);

/** file → the files of src/ it imports; and every package import with its file. */
const edges: Edge[] = [];
const packages: { file: string; name: string }[] = [];
for (const [file, text] of texts) {
  for (const spec of specifiers(text)) {
    if (spec.startsWith('.')) {
      const target = normalize(join(dirname(file), spec))
        .replace(/\.js$/, '.ts')
        .replace(/\.cjs$/, '.cts');
      if (target.startsWith(SRC)) edges.push({ from: file, to: target });
    } else if (!spec.startsWith('node:')) {
      packages.push({ file, name: spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]! });
    }
  }
}

test('every module of src/ lives in one layer folder', () => {
  const misplaced = files.filter((f) => !RANK.has(layerOf(f)) || !relative(SRC, f).includes('/')).map(rel);
  assert.deepEqual(misplaced, [], `files outside the layers ${[...RANK.keys()].join(', ')}`);
});

test('imports run down the layers, never up or sideways', () => {
  const wrong = edges
    .filter(({ from, to }) => {
      const a = layerOf(from);
      const b = layerOf(to);
      return a !== b && !(RANK.get(b)! < RANK.get(a)!);
    })
    .map(({ from, to }) => `${rel(from)} -> ${rel(to)}`);
  assert.deepEqual(wrong, []);
});

test('imports resolve to files that exist', () => {
  const missing = edges.filter(({ to }) => !texts.has(to)).map(({ from, to }) => `${rel(from)} -> ${rel(to)}`);
  assert.deepEqual(missing, []);
});

test('no import cycles between files', () => {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[] = [];
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...path.slice(path.indexOf(file)), file].map(rel).join(' -> '));
      return;
    }
    state.set(file, 'open');
    for (const to of next.get(file) ?? []) visit(to, [...path, file]);
    state.set(file, 'done');
  };
  for (const f of files) visit(f, []);
  assert.deepEqual(cycles, []);
});

test('each third-party package is imported only in its home layer', () => {
  const wrong = packages
    .filter(({ file, name }) => !(PACKAGE_HOMES[name] ?? []).includes(layerOf(file)))
    .map(
      ({ file, name }) =>
        `${rel(file)} imports ${name}${PACKAGE_HOMES[name] ? ` (home: ${PACKAGE_HOMES[name]!.join(', ')})` : ' (a package with no home: add it to PACKAGE_HOMES and the doc)'}`,
    );
  assert.deepEqual(wrong, []);
});

test('only cli/ touches process, and only time/clock.ts reads the system clock', () => {
  const found: string[] = [];
  for (const [file, text] of texts) {
    const code = codeOnly(text);
    if (layerOf(file) !== 'cli' && /\bprocess\b/.test(code)) found.push(`${rel(file)} uses process`);
    if (rel(file) !== 'src/time/clock.ts' && /\bDate\.now\s*\(|\bnew Date\s*\(\s*\)/.test(code)) found.push(`${rel(file)} reads the clock`);
  }
  assert.deepEqual(found, []);
});

/** Every argument name of every tool, at any depth. */
function argumentNames(schema: InputSchema, out = new Set<string>()): Set<string> {
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    out.add(name);
    argumentNames(sub, out);
  }
  if (schema.items) argumentNames(schema.items, out);
  for (const s of schema.anyOf ?? []) argumentNames(s, out);
  return out;
}

test('the domain never names a tool argument: its callers pass the field in', () => {
  const ctx = ctxAt('2026-11-30T12:00:00Z');
  const names = new Set(TOOLS.flatMap((t) => [...argumentNames(inputJsonSchema(t.input(ctx)))]));
  // Names that are also plain words (text, date, from, days, timezone) are the domain's own words
  // too; those no vocabulary of the domain would use are argument names only.
  const distinctive = [...names].filter((n) => /_|[a-z][A-Z]/.test(n));
  assert.ok(distinctive.length >= 10, `found ${distinctive.join(', ')}`);
  const found: string[] = [];
  for (const [file, text] of texts) {
    if (!DOMAIN.includes(layerOf(file))) continue;
    const strings = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' ');
    for (const name of distinctive) if (new RegExp(`\\b${name}\\b`).test(strings)) found.push(`${rel(file)} names ${name}`);
  }
  assert.deepEqual(found, []);
});

test('docs/architecture.md names every module (a tool file by its tool)', () => {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const toolFiles = new Set(TOOLS.map((t) => `src/tools/${t.name.replace(/_/g, '-')}.ts`));
  const unnamed = files.map(rel).filter((f) => !toolFiles.has(f) && !doc.includes(`\`${f.slice(f.lastIndexOf('/') + 1)}\``));
  assert.deepEqual(unnamed, [], 'add them to the layer table of docs/architecture.md');
  for (const folder of RANK.keys()) assert.ok(doc.includes(`\`${folder}/\``), `docs/architecture.md has no row for ${folder}/`);
});

test('the rule sees the house: edges in every direction it allows', () => {
  const seen = new Set(edges.map(({ from, to }) => `${layerOf(from)}>${layerOf(to)}`));
  for (const edge of [
    'tzdb>core',
    'time>tzdb',
    'zones>time',
    'holidays>zones',
    'natural>zones',
    'schedule>time',
    'claims>natural',
    'tools>claims',
    'tools>natural',
    'tools>holidays',
    'tools>schedule',
    'mcp>tools',
    'cli>mcp',
  ]) {
    assert.ok(seen.has(edge), `no ${edge} edge found: the import reader misses something`);
  }
  assert.ok(
    packages.some((p) => p.name === 'zod') && packages.some((p) => p.name === '@modelcontextprotocol/server'),
    'package imports are read',
  );
});
