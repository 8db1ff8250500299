// The types of prepare.mjs, for the TypeScript suites that read it (test/readme.test.ts).
export declare function stale(): boolean;
