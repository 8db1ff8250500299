// What the bundle gives Meridian's own modules in place of zod (scripts/build.mjs). The tools are
// written with zod schemas, but everything the running server needs from them, the tools/list
// entries and the JSON Schemas that arguments are checked against (src/tools/validate.ts), is
// computed at build time (scripts/listing.ts). Loading zod only to build schemas nobody reads cost
// every start-up about 4 MiB and a sixth of its CPU time (BENCHMARKS.md). Here every schema is one
// inert value: building and chaining it works, using it throws, so a run-time use of a schema fails
// loudly in the tests of the built bundle instead of misbehaving. The SDK, loaded for 2026-07-28
// sessions and HTTP, keeps the real zod it was built with.

const USES = new Set<string | symbol>(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'shape', '~standard', '_zod']);

function used(what: string): never {
  throw new Error(`zod schema used at run time (${what}): the bundle has only the JSON Schemas computed at build time`);
}

const inert: object = new Proxy(function schema() {}, {
  get: (_, key) => (USES.has(key) ? used(String(key)) : () => inert),
  apply: () => inert,
});

const build = (): object => inert;

export {
  build as array,
  build as boolean,
  build as enum,
  build as literal,
  build as number,
  build as object,
  build as record,
  build as string,
  build as union,
  build as unknown,
};

export function toJSONSchema(): never {
  return used('toJSONSchema');
}
