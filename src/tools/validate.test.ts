import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as z from 'zod/v4';
import { ctxAt } from '../../test/helpers.js';
import { inputJsonSchema } from './listing.js';
import { runTool } from './run.js';
import { getCurrentTime } from './get-current-time.js';
import { nearestName, problems, unknownKeys, withoutNulls, type InputSchema } from './validate.js';

// The shapes zod emits for Meridian's inputs (src/tools/define.ts inputJsonSchema).
const SCHEMA: InputSchema = {
  type: 'object',
  properties: {
    timezone: { type: 'string', maxLength: 8 },
    at: { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'number' }] },
    transitions: { type: 'integer', minimum: 0, maximum: 10 },
    operation: { type: 'string', enum: ['add', 'diff'] },
    zones: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 2 },
    people: { type: 'array', items: { type: 'object', properties: { timezone: { type: 'string' }, start: { type: 'string' } } } },
  },
  required: ['operation'],
};

// biome-ignore format: a table, one row a line
const rows: { name: string; args: unknown; expected: { path: string; message: string }[] }[] = [
  { name: 'a valid call', args: { operation: 'add', at: 1735138800, zones: ['UTC'], people: [{ timezone: 'UTC' }] }, expected: [] },
  { name: 'a missing required argument', args: {}, expected: [{ path: 'operation', message: 'Invalid input: expected string, received undefined' }] },
  { name: 'not an object', args: [], expected: [{ path: '', message: 'Invalid input: expected object, received array' }] },
  { name: 'a wrong type', args: { operation: 'add', timezone: 5 }, expected: [{ path: 'timezone', message: 'Invalid input: expected string, received number' }] },
  { name: 'null is not an omitted argument', args: { operation: 'add', timezone: null }, expected: [{ path: 'timezone', message: 'Invalid input: expected string, received null' }] },
  { name: 'not one of the options', args: { operation: 'sum' }, expected: [{ path: 'operation', message: 'Invalid option: expected one of "add"|"diff"' }] },
  { name: 'too long, counted in code points', args: { operation: 'add', timezone: '😀'.repeat(9) }, expected: [{ path: 'timezone', message: 'Too big: expected string to have <=8 characters' }] },
  { name: 'eight emoji fit in eight characters', args: { operation: 'add', timezone: '😀'.repeat(8) }, expected: [] },
  { name: 'no branch of a union fits', args: { operation: 'add', at: true }, expected: [{ path: 'at', message: 'Invalid input' }] },
  { name: 'a union branch is held to all its rules (too long for the string branch)', args: { operation: 'add', at: 'x'.repeat(65) }, expected: [{ path: 'at', message: 'Invalid input' }] },
  { name: 'not an integer', args: { operation: 'add', transitions: 1.5 }, expected: [{ path: 'transitions', message: 'Invalid input: expected int, received number' }] },
  { name: 'over the maximum', args: { operation: 'add', transitions: 11 }, expected: [{ path: 'transitions', message: 'Too big: expected number to be <=10' }] },
  { name: 'an empty list', args: { operation: 'add', zones: [] }, expected: [{ path: 'zones', message: 'Too small: expected array to have >=1 items' }] },
  { name: 'a bad list item', args: { operation: 'add', zones: ['UTC', 3] }, expected: [{ path: 'zones.1', message: 'Invalid input: expected string, received number' }] },
  { name: 'a bad nested field', args: { operation: 'add', people: [{ timezone: 'UTC' }, { start: 9 }] }, expected: [{ path: 'people.1.start', message: 'Invalid input: expected string, received number' }] },
  {
    name: 'every problem is reported',
    args: { operation: 'x', transitions: -1 },
    expected: [
      { path: 'transitions', message: 'Too small: expected number to be >=0' },
      { path: 'operation', message: 'Invalid option: expected one of "add"|"diff"' },
    ],
  },
];

for (const row of rows) {
  test(`problems: ${row.name}`, () => assert.deepEqual(problems(SCHEMA, row.args), row.expected));
}

test('unknownKeys: keys the schema does not name, at any depth, with the likeliest meant', () => {
  const known = Object.keys(SCHEMA.properties!);
  assert.deepEqual(unknownKeys(SCHEMA, { operation: 'add', timeZone: 'UTC', weeks: 2, people: [{ tz: 'UTC', start: '09:00' }] }), [
    { path: '', key: 'timeZone', nearest: 'timezone', known },
    { path: '', key: 'weeks', nearest: undefined, known },
    { path: 'people.0', key: 'tz', nearest: undefined, known: ['timezone', 'start'] },
  ]);
  assert.deepEqual(unknownKeys(SCHEMA, { operation: 'add', people: [{ timezone: 'UTC' }] }), []);
  // Objects in a list in a union: found through both.
  const union: InputSchema = {
    type: 'object',
    properties: {
      at: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'object', properties: { zone: { type: 'string' } } } }] },
    },
  };
  assert.deepEqual(unknownKeys(union, { at: [{ zone: 'UTC' }, { zon: 'UTC' }] }), [
    { path: 'at.1', key: 'zon', nearest: 'zone', known: ['zone'] },
  ]);
  assert.deepEqual(unknownKeys(union, { at: 'now' }), []);
});

test('nearestName: case, underscores and two edits apart', () => {
  assert.equal(nearestName('include_offsets', ['includeOffsets', 'locale']), 'includeOffsets');
  assert.equal(nearestName('minuts', ['minutes', 'hours']), 'minutes');
  assert.equal(nearestName('fortnights', ['days', 'hours']), undefined);
});

test('inputJsonSchema: a keyword the validator does not check fails the build instead of going unchecked', () => {
  assert.throws(
    () => inputJsonSchema(z.object({ code: z.string().regex(/^[A-Z]{2}$/) })),
    /input\.code: the argument validator does not check "pattern"/,
  );
  assert.deepEqual(inputJsonSchema(z.object({ n: z.number().int().min(0).max(9).optional(), s: z.string().max(4) })), {
    type: 'object',
    properties: { n: { type: 'integer', minimum: 0, maximum: 9 }, s: { type: 'string', maxLength: 4 } },
    required: ['s'],
  });
});

test('runTool: a call without arguments is a call with none', () => {
  const ctx = ctxAt('2026-11-30T12:00:00Z', 'Asia/Tokyo');
  const result = runTool(getCurrentTime, undefined, ctx, (e) => assert.fail(String(e)), inputJsonSchema(getCurrentTime.input(ctx)));
  assert.ok('structuredContent' in result, result.content[0].text);
  assert.deepEqual(result.structuredContent, {
    timezone: 'Asia/Tokyo',
    datetime: '2026-11-30T21:00:00+09:00',
    day_of_week: 'Monday',
    is_dst: false,
    assumed: ['timezone: local'],
  });
});

test('withoutNulls: null in an optional argument means "not given", at any depth', () => {
  const schema: InputSchema = {
    type: 'object',
    properties: {
      a: { type: 'string' },
      b: { type: 'string' },
      list: { type: 'array', items: { type: 'object', properties: { x: { type: 'string' }, y: { type: 'number' } }, required: ['y'] } },
    },
    required: ['a'],
  };
  const same = { a: 'x', list: [{ y: 1 }] };
  assert.equal(withoutNulls(schema, same), same); // nothing to take out: the very same object
  assert.deepEqual(withoutNulls(schema, { a: 'x', b: null, list: [{ x: null, y: 2 }] }), { a: 'x', list: [{ y: 2 }] });
  assert.deepEqual(withoutNulls(schema, { a: null }), { a: null }); // required: left for the validator to refuse
  assert.deepEqual(withoutNulls(schema, { a: 'x', list: [{ y: null }] }), { a: 'x', list: [{ y: null }] });
  assert.deepEqual(withoutNulls(schema, { a: 'x', extra: null }), { a: 'x', extra: null }); // unknown: reported as unknown
  assert.deepEqual(problems(schema, withoutNulls(schema, { a: null })), [
    { path: 'a', message: 'Invalid input: expected string, received null' },
  ]);
});
