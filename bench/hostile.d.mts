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
  readonly attack: { readonly sent: number; readonly statuses: Record<string, number>; readonly late: number; readonly slowest: number; readonly unanswered: number };
  readonly baselineMiB: number;
  readonly peakMiB: number;
  readonly afterMiB: number;
  readonly recoveryMs?: number;
  readonly crashed: boolean;
}
export declare const ATTACKS: Record<string, { readonly what: string }>;
export declare function runAttack(dist: string, name: string, options?: { seconds?: number; scale?: number; short?: boolean; timeoutMs?: number; lateMs?: number }): Promise<AttackResult>;
