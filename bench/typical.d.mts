// The types of typical.mjs, for the TypeScript suites that read it (test/registry.test.ts).
export declare const TYPICAL: Record<string, Record<string, unknown>>;
