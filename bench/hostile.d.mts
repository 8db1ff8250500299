// The types of hostile.mjs, for the short version in npm test (test/hostile.test.ts).
export interface AttackResult {
  readonly name: string;
  readonly what: string;
  /** Probe calls made while the attack ran, and how many were answered 200 within 5 s. */
  readonly probes: number;
  readonly probeOk: number;
  readonly probeP50: number;
  readonly probeP99: number;
  readonly probeFailures: readonly (number | string)[];
  readonly attack: {
    readonly sent: number;
    readonly statuses: Record<string, number>;
    readonly late: number;
    readonly slowest: number;
    readonly unanswered: number;
  };
  readonly baselineMiB: number;
  readonly peakMiB: number;
  readonly afterMiB: number;
  readonly recoveryMs?: number;
  readonly crashed: boolean;
}
export declare const ATTACKS: Record<string, { readonly what: string }>;
export declare function runAttack(
  dist: string,
  name: string,
  options?: { seconds?: number; scale?: number; short?: boolean; timeoutMs?: number; lateMs?: number },
): Promise<AttackResult>;

export interface Server {
  readonly port: number;
  readonly pid: number;
  /** null while it runs. */
  exited(): { code: number | null; signal: string | null } | null;
  stop(): Promise<void>;
}
export declare function startServer(dist: string, options?: { nofile?: number; args?: string[]; timeoutMs?: number }): Promise<Server>;
export declare function toolCall(
  name: string,
  args: unknown,
): { jsonrpc: '2.0'; id: number; method: 'tools/call'; params: { name: string; arguments: unknown } };
/** POSTs one JSON-RPC body; never rejects. ok: HTTP 200 with a result that is not an error; bytes: the body's length. */
export declare function post(
  port: number,
  agent: import('node:http').Agent | undefined,
  body: unknown,
  options?: { timeoutMs?: number; headers?: Record<string, string> },
): Promise<{ status: number | string; ms: number; ok: boolean; bytes?: number }>;
/** A time_calculator call whose answer is about 1.7 MB on the wire. */
export declare const BIG_ANSWER: Record<string, unknown>;

export interface Framing {
  readonly name: string;
  readonly what: string;
  /** The status it must get. */
  readonly expect: number;
  /** By when: 'parse' at once, 'gap' the pause bound within a body, 'body' a body's time bound, 'head' a head's. */
  readonly bound: 'parse' | 'gap' | 'body' | 'head';
  readonly bytes: string;
  readonly drip?: string;
}
export declare const FRAMINGS: readonly Framing[];
export declare function framingBoundMs(framing: Framing, timeoutMs?: number): number;
export declare function framingAttempt(
  port: number,
  framing: Framing,
  timeoutMs?: number,
): Promise<{ status?: number; answerMs: number; closeMs: number; closed: boolean }>;
