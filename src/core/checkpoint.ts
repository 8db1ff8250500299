// Checkpoints in long computations, where a call that has been given up on can stop. A worker thread
// of the pool (mcp/worker.ts) installs a check that throws Interrupted once the pool has given up on
// the call it is running (past its deadline, or cancelled): the computation stops at its next
// checkpoint, and the worker lives on for the next call instead of being terminated and replaced.
// Elsewhere (the event loop, the command line) the check does nothing. A checkpoint must stand
// where stopping leaves no state half-changed: before a unit of work, not in the middle of one.

/** Thrown at a checkpoint when the call running has been given up on; never an answer. */
export class Interrupted extends Error {
  constructor() {
    super('interrupted');
    this.name = 'Interrupted';
  }
}

let check: () => void = () => {};

/** Installs the check every checkpoint runs (one per thread: the worker's). */
export function onCheckpoint(f: () => void): void {
  check = f;
}

/** Throws Interrupted if the call this thread is running has been given up on. */
export function checkpoint(): void {
  check();
}
