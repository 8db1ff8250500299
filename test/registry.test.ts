// Invariants every tool must keep (DESIGN.md): names, titles, descriptions, annotations, a described
// example on every argument, an output schema.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as z from 'zod/v4';
import { TOOLS } from '../src/tools/index.js';
import { computeListing, inputJsonSchema } from '../src/tools/listing.js';
import { ctxAt, runChecked } from './helpers.js';

const ctx = ctxAt('2026-11-30T12:00:00Z', 'Europe/Paris');

for (const tool of TOOLS) {
  test(`tool ${tool.name} keeps the house rules`, () => {
    assert.match(tool.name, /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    assert.ok(tool.title.length > 0 && tool.title.length <= 40);
    const sentences = tool.description.split(/(?<=\.)\s+/).length;
    assert.ok(sentences >= 1 && sentences <= 3, `${sentences} sentences`);
    assert.ok(!/San_Francisco/.test(tool.description));
    const input = z.toJSONSchema(tool.input(ctx)) as { properties: Record<string, { description?: string }> };
    for (const [key, prop] of Object.entries(input.properties)) {
      // A description, and an example or a sentence (tools/list is paid for in tokens: "e.g. 90" will do).
      assert.ok(
        prop.description && (/e\.g\. \S/.test(prop.description) || prop.description.length > 10),
        `${tool.name}.${key} has no description`,
      );
      assert.ok(!/San_Francisco/.test(prop.description), `${tool.name}.${key} names a zone that does not exist`);
      // Every example zone a description offers must be a real zone.
      for (const [, zone] of prop.description.matchAll(/'([A-Z][A-Za-z_]+\/[A-Za-z_/]+)'/g))
        assert.ok(ctx.db.lookup(zone!), `${zone} in ${tool.name}.${key}`);
    }
    assert.equal(z.toJSONSchema(tool.output).type, 'object');
  });
}

test("zone descriptions name their real default: the server's zone by name, or the argument or place it comes from", () => {
  for (const tool of TOOLS) {
    const input = z.toJSONSchema(tool.input(ctx)) as { properties: Record<string, { description?: string }> };
    for (const [key, prop] of Object.entries(input.properties)) {
      if (key.endsWith('timezone'))
        assert.match(
          prop.description!,
          /default the server's zone, Europe\/Paris\.$|^Same forms and default as source_timezone\.$|default timezone\.$|default the place's zone\.$/,
          `${tool.name}.${key}`,
        );
    }
  }
  // The default is the server's zone, named: "'UTC' (local)" read as if UTC were the host's own zone.
  const listed = JSON.stringify(TOOLS.map((tool) => z.toJSONSchema(tool.input(ctx))));
  assert.ok(!/\(local\)/.test(listed));
});

test('every tool lists one icon: a small SVG data: URI a client can show with no network', () => {
  for (const t of TOOLS.map((tool) => computeListing(tool, tool.input(ctx)))) {
    assert.equal(t.icons.length, 1, t.name);
    const [{ src, mimeType, sizes }] = t.icons as [{ src: string; mimeType: string; sizes: string[] }];
    assert.equal(mimeType, 'image/svg+xml');
    assert.deepEqual(sizes, ['any']);
    assert.ok(src.startsWith('data:image/svg+xml,'), t.name);
    const svg = decodeURIComponent(src.slice('data:image/svg+xml,'.length));
    assert.match(svg, /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'[^>]*>.+<\/svg>$/);
    assert.ok(src.length < 400, `${t.name}'s icon is ${src.length} bytes`);
  }
});

test('tool names are unique', () => {
  assert.equal(new Set(TOOLS.map((t) => t.name)).size, TOOLS.length);
});

test('every optional argument of every tool takes null as "not given" (strict-mode clients send it)', async () => {
  const { TYPICAL } = await import('../bench/typical.mjs');
  for (const tool of TOOLS) {
    const schema = inputJsonSchema(tool.input(ctx));
    const typical = TYPICAL[tool.name]!;
    const plain = runChecked(tool, typical, ctx);
    assert.ok(!('isError' in plain), `${tool.name}: ${plain.content[0].text}`);
    const nulls = Object.fromEntries(
      Object.keys(schema.properties ?? {})
        .filter((k) => !(schema.required ?? []).includes(k) && !(k in typical))
        .map((k) => [k, null]),
    );
    assert.ok(Object.keys(nulls).length > 0 || tool.name === 'get_current_time', tool.name);
    assert.deepEqual(runChecked(tool, { ...typical, ...nulls }, ctx), plain, `${tool.name} with ${Object.keys(nulls).join(', ')} null`);
  }
});

test('input schemas as listed: objects closed, no type unions, so every client and provider reads them', () => {
  for (const tool of TOOLS) {
    const { inputSchema } = computeListing(tool, tool.input(ctx));
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}[${i}]`));
      if (node === null || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      assert.ok(!('anyOf' in n) && !('oneOf' in n) && !Array.isArray(n.type), `${path} is a type union`);
      if (n.type === 'object') assert.equal(n.additionalProperties, false, `${path} is open`);
      if (n.type === 'array') assert.ok(n.items, `${path} has no items`);
      for (const [k, v] of Object.entries(n)) if (k !== 'enum') walk(v, `${path}.${k}`);
    };
    walk(inputSchema, tool.name);
  }
});
