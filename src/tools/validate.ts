// Checks a call's arguments against its tool's input JSON Schema: the one validator every way of
// calling a tool goes through (runTool in src/tools/define.ts). The schemas are written in zod and
// converted to JSON Schema; the bundle carries them converted at build time (scripts/listing.ts), so
// answering a call needs neither zod nor the conversion. The problems are worded as zod words them.
//
// Only what zod emits for Meridian's inputs is understood: type (one name), enum, anyOf, properties,
// required, items, minItems, maxItems, minLength, maxLength, minimum, maximum. An object's keys that
// its schema does not name are problems too, at any depth (zod would drop them silently, and a call
// that misspells "timezone" would be answered for the local zone).

import { editDistance } from '../core/edit-distance.js';

/** The JSON Schema keywords checked here (src/tools/define.ts inputJsonSchema refuses any other). */
export const VALIDATED_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'enum',
  'anyOf',
  'properties',
  'required',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
]);

export interface InputSchema {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly InputSchema[];
  readonly properties?: Readonly<Record<string, InputSchema>>;
  readonly required?: readonly string[];
  readonly items?: InputSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
}

/** What is wrong with one value: where (dotted path, "" for the whole) and zod's wording. */
export interface Problem {
  readonly path: string;
  readonly message: string;
}

/** Keys that an object schema does not name, each with the key most likely meant when one is close. */
export interface UnknownKey {
  readonly path: string;
  readonly key: string;
  readonly nearest?: string;
  readonly known: readonly string[];
}

/** zod's name for a value's type: "undefined", "null", "array", "object", "string", "number", "boolean". */
function received(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function matchesType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return false;
  }
}

/** An argument name as written loosely: case, "_" and "-" ignored ("timeZone", "include_offsets"). */
const looseName = (name: string) => name.toLowerCase().replace(/[_-]/g, '');

/** The name a misspelt one most likely meant: the same loosely, else within two edits; else undefined. */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const loose = looseName(name);
  const same = known.find((k) => looseName(k) === loose);
  if (same) return same;
  let best: string | undefined;
  let bestDistance = 3;
  for (const k of known) {
    const d = editDistance(loose, looseName(k), 2);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

/** A string's length in code points, as JSON Schema and zod count it (an emoji is one, not two). */
function codePoints(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** Where in the arguments a check is: the keys and indexes on the way down (joined only for a report). */
type Trail = (string | number)[];

/**
 * The arguments without the `null`s that optional properties hold, at any depth: strict-mode clients
 * (OpenAI's) send `null` for every optional argument the model leaves unused, and null means "not
 * given". A required property's null stays, and is refused. Nothing is copied when there is no null.
 */
export function withoutNulls(schema: InputSchema, value: unknown): unknown {
  if (!namesKeys(schema)) return value; // nulls are taken out of objects only
  if (schema.properties && matchesType('object', value)) {
    const object = value as Record<string, unknown>;
    let out: Record<string, unknown> | undefined;
    for (const key in object) {
      if (!Object.hasOwn(object, key)) continue;
      const sub = schema.properties[key];
      const v = object[key];
      if (!sub) continue; // not an argument of this tool: unknownKeys reports it
      const kept = v === null && !schema.required?.includes(key) ? undefined : withoutNulls(sub, v);
      if (kept === v) continue;
      out ??= { ...object };
      if (kept === undefined) delete out[key];
      else out[key] = kept;
    }
    return out ?? object;
  }
  if (schema.items && Array.isArray(value)) {
    let changed = false;
    const items = value.map((v) => {
      const kept = withoutNulls(schema.items!, v);
      if (kept !== v) changed = true;
      return kept;
    });
    return changed ? items : value;
  }
  if (schema.anyOf) {
    const branch = schema.anyOf.find((s) => (s.properties && matchesType('object', value)) || (s.items && Array.isArray(value)));
    return branch ? withoutNulls(branch, value) : value;
  }
  return value;
}

/** Every key of `value`, at any depth, that its object schema does not name. */
export function unknownKeys(schema: InputSchema, value: unknown, trail: Trail = [], out: UnknownKey[] = []): UnknownKey[] {
  if (!namesKeys(schema)) return out; // no object below: no key to check (a list of 10,000 times is not walked)
  if (schema.properties && matchesType('object', value)) {
    for (const key in value as Record<string, unknown>) {
      if (!Object.hasOwn(value as object, key)) continue;
      if (Object.hasOwn(schema.properties, key)) {
        trail.push(key);
        unknownKeys(schema.properties[key]!, (value as Record<string, unknown>)[key], trail, out);
        trail.pop();
      } else {
        const known = Object.keys(schema.properties);
        out.push({ path: trail.join('.'), key, nearest: nearestName(key, known), known });
      }
    }
  } else if (schema.items && Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      trail.push(i);
      unknownKeys(schema.items, value[i], trail, out);
      trail.pop();
    }
  } else if (schema.anyOf) {
    // The branch the value takes, if any fits; its own keys are then checked.
    const branch = schema.anyOf.find((s) => check(s, value, trail, undefined));
    if (branch) unknownKeys(branch, value, trail, out);
  }
  return out;
}

/**
 * Whether `value` fits `schema` as it is: no null to take out (withoutNulls), no key the schema does
 * not name (unknownKeys), no problem (problems). The common case, checked in one walk that allocates
 * nothing; only arguments that fail it are walked again for what to say.
 */
export function fitsAsIs(schema: InputSchema, value: unknown): boolean {
  return plain(schema, value) && check(schema, value, NO_TRAIL, undefined);
}

/** Nothing is pushed on it: `check` without `out` leaves it as it found it. */
const NO_TRAIL: Trail = [];

/** No optional null and no unknown key, at any depth (the union's branch aside: `fitsAsIs` leaves those to the full walk). */
function plain(schema: InputSchema, value: unknown): boolean {
  if (!namesKeys(schema)) return true;
  if (schema.properties && matchesType('object', value)) {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      if (!Object.hasOwn(object, key)) continue;
      if (!Object.hasOwn(schema.properties, key)) return false;
      const v = object[key];
      if (v === null ? !schema.required?.includes(key) : !plain(schema.properties[key]!, v)) return false;
    }
    return true;
  }
  if (schema.items && Array.isArray(value)) {
    for (const v of value) if (!plain(schema.items, v)) return false;
    return true;
  }
  return !schema.anyOf;
}

/** Every problem of `value` against `schema` (keys the schema does not name aside: see unknownKeys). */
export function problems(schema: InputSchema, value: unknown, trail: Trail = [], out: Problem[] = []): Problem[] {
  check(schema, value, trail, out);
  return out;
}

/** Records a problem at `trail`; false, for `check` to return. */
function report(out: Problem[], trail: Trail, message: string): false {
  out.push({ path: trail.join('.'), message });
  return false;
}

/**
 * Whether `value` fits `schema`. With `out`, every problem is recorded there in zod's wording; without,
 * the check stops at the first and allocates nothing (a union's branches are tried this way, and a
 * list of 10,000 times passes through once, not once per branch and again for its keys).
 */
function check(schema: InputSchema, value: unknown, trail: Trail, out: Problem[] | undefined): boolean {
  if (schema.anyOf) {
    for (const branch of schema.anyOf) if (check(branch, value, trail, undefined)) return true;
    return out ? report(out, trail, 'Invalid input') : false;
  }
  if (schema.type && !matchesType(schema.type, value)) {
    return out
      ? report(out, trail, `Invalid input: expected ${schema.type === 'integer' ? 'int' : schema.type}, received ${received(value)}`)
      : false;
  }
  if (schema.enum && !schema.enum.includes(value)) {
    return out ? report(out, trail, `Invalid option: expected one of ${schema.enum.map((v) => JSON.stringify(v)).join('|')}`) : false;
  }
  let fits = true;
  if (typeof value === 'string' && (schema.maxLength !== undefined || schema.minLength !== undefined)) {
    const length = codePoints(value);
    if (schema.maxLength !== undefined && length > schema.maxLength) {
      if (!out) return false;
      fits = report(out, trail, `Too big: expected string to have <=${schema.maxLength} characters`);
    }
    if (schema.minLength !== undefined && length < schema.minLength) {
      if (!out) return false;
      fits = report(out, trail, `Too small: expected string to have >=${schema.minLength} characters`);
    }
  }
  if (typeof value === 'number') {
    if (schema.maximum !== undefined && value > schema.maximum) {
      if (!out) return false;
      fits = report(out, trail, `Too big: expected number to be <=${schema.maximum}`);
    }
    if (schema.minimum !== undefined && value < schema.minimum) {
      if (!out) return false;
      fits = report(out, trail, `Too small: expected number to be >=${schema.minimum}`);
    }
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) {
      if (!out) return false;
      fits = report(out, trail, `Too big: expected array to have <=${schema.maxItems} items`);
    }
    if (schema.minItems !== undefined && value.length < schema.minItems) {
      if (!out) return false;
      fits = report(out, trail, `Too small: expected array to have >=${schema.minItems} items`);
    }
    if (schema.items) {
      for (let i = 0; i < value.length; i++) {
        trail.push(i);
        const item = check(schema.items, value[i], trail, out);
        trail.pop();
        if (!item) {
          if (!out) return false;
          fits = false;
        }
      }
    }
  }
  if (schema.properties && matchesType('object', value)) {
    const object = value as Record<string, unknown>;
    for (const key in schema.properties) {
      const sub = schema.properties[key]!;
      const v = Object.hasOwn(object, key) ? object[key] : undefined;
      trail.push(key);
      let field = true;
      if (v !== undefined) field = check(sub, v, trail, out);
      else if (schema.required?.includes(key))
        field = out ? report(out, trail, `Invalid input: expected ${sub.type ?? 'a value'}, received undefined`) : false;
      trail.pop();
      if (!field) {
        if (!out) return false;
        fits = false;
      }
    }
  }
  return fits;
}

const objectsBelow = new WeakMap<InputSchema, boolean>();

/** Whether `schema` or any schema below it describes an object (has properties): only there are keys checked and nulls taken out. */
function namesKeys(schema: InputSchema): boolean {
  let known = objectsBelow.get(schema);
  if (known === undefined) {
    known =
      schema.properties !== undefined ||
      (schema.items !== undefined && namesKeys(schema.items)) ||
      (schema.anyOf?.some(namesKeys) ?? false);
    objectsBelow.set(schema, known);
  }
  return known;
}
