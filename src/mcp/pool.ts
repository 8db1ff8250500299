// The worker pool: tool calls whose cost can exceed a millisecond run in worker threads, so the
// event loop only parses, guards, queues and writes, every core serves, and a call past its deadline
// can be stopped (at a checkpoint of its work, or by terminating its worker and starting another).
// CPU-bound work on the main thread cannot be interrupted; in a worker it can.
//
// Jobs wait in one queue per client, and the next job is always from the waiting client served
// least recently, so one client's flood of calls cannot push another's behind it: a newcomer waits
// for at most one job of each other client. The queue is bounded: past the bound a job is refused at
// once (PoolError 'busy'), never left waiting. Workers start on first need, up to `size`. Each runs
// one job at a time and holds the next one already (SENT_AHEAD), so that it never sleeps between
// jobs waiting for the event loop to hand it one; a job sent ahead is still the pool's to take back
// until the worker starts it (the claims of WorkerMessage), for a newcomer (fairness), an idle
// worker, or its deadline. A worker that has worked through a burst is replaced by a fresh one once
// it is idle (PoolOptions.retire): what the burst left in it (the heap it grew, the code compiled for
// it, the compiler's memory) goes with it.

import type { Worker } from 'node:worker_threads';

/**
 * A job's answer: the tool result's JSON as UTF-8, between the job's frame (JobOptions), and whether
 * it is an error. The caller writes the bytes as they are: the event loop never holds a meeting
 * search's 46 KB answer as a string to decode, concatenate and encode again.
 */
export interface WorkerAnswer {
  readonly json: Uint8Array;
  readonly isError: boolean;
}

/** An answer with how long the job waited for a worker and how long the worker took (ms). */
export interface TimedAnswer extends WorkerAnswer {
  readonly waitMs: number;
  readonly runMs: number;
}

/** The bytes an answer is written between (a JSON-RPC envelope, an SSE frame), copied with it at once. */
export interface Frame {
  readonly open: Uint8Array;
  readonly close: Uint8Array;
}

/**
 * Jobs a worker holds at once: the one it runs and the next. Sent only one at a time, a worker
 * finished a job and then slept until the event loop had taken its answer and sent another: two
 * wake-ups per job, each a context switch and a cold cache. With the next job sent ahead, two
 * workers answered 575 meeting searches a second instead of 547, and 3,289–3,705 business-day
 * counts (0.2 ms each, shorter than the round trip) instead of 3,018–3,287.
 */
export const SENT_AHEAD = 2;

/** What a worker is sent, and what it sends back (./worker.ts answers it). */
export interface JobMessage {
  /** Positive: the claim cell holds it while the job is sent, its negation while it runs. */
  readonly id: number;
  /** The job's place in the worker, 0 … SENT_AHEAD - 1: its claim cell and its answer buffer. */
  readonly place: number;
  readonly tool: string;
  readonly args: unknown;
  /** The clock's reading when the call arrived: the worker answers as of then. */
  readonly nowMs: number;
}

/**
 * A worker has SENT_AHEAD places, each a claim cell and an answer buffer, all shared with the event
 * loop, which sends each job to a free place:
 *
 * - the pool stores the job's id in the place's cell, then posts the job;
 * - the worker claims it before running it, swapping the id for its negation; if the cell no longer
 *   holds the id, the pool has taken the job back, and the worker skips it;
 * - the worker writes the answer's JSON into the place's buffer, stores 0 in the cell, and sends only
 *   the length; the loop copies the bytes out, in their frame, before the place is used again;
 * - the pool takes a job back by swapping its id for 0: if that fails, the worker has started it;
 * - to give up on a job the worker is running, the pool stores its id in `interrupts`: the job stops
 *   at its next checkpoint (../core/checkpoint.ts), the worker stores 0 in the cell and says
 *   `stopped`. A worker that has not stopped within STOP_GRACE_MS (a job with no checkpoint on its
 *   way, or none that sends `interrupts`) is terminated and replaced.
 *
 * So a cell reads: the id, sent and not started; minus the id, running; 0, answered. The cells and
 * buffers come with `ready`, and a buffer again with an answer that did not fit the one before.
 *
 * (An answer allocated per job, by the worker or by the loop, is freed only when the loop's GC gets
 * to it. A burst of meeting searches left the allocator holding that high-water mark: 10 MiB more
 * RSS 30 s after, in the arenas of /proc/PID/smaps. Now one allocation per answer remains, the
 * framed copy the caller writes, and HTTP and stdio give that back for the next answer once
 * written: recycle().)
 */
export type WorkerMessage =
  | {
      readonly kind: 'ready';
      readonly claims: SharedArrayBuffer;
      readonly buffers: readonly SharedArrayBuffer[];
      readonly interrupts?: SharedArrayBuffer;
    }
  | {
      readonly kind: 'answer';
      readonly id: number;
      readonly place: number;
      readonly length: number;
      readonly isError: boolean;
      readonly buffer?: SharedArrayBuffer;
    }
  | { readonly kind: 'stopped'; readonly id: number; readonly place: number }
  | { readonly kind: 'bug'; readonly text: string };

export type PoolErrorKind = 'busy' | 'deadline' | 'cancelled' | 'crashed';

/** Why a job got no answer. The message is one sentence for the client. */
export class PoolError extends Error {
  override name = 'PoolError';
  constructor(
    readonly kind: PoolErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export interface PoolOptions {
  /** The most workers running at once. */
  readonly size: number;
  /** The most jobs waiting in the pool's queue in all (each worker holds one more, sent ahead); past it a job is refused. */
  readonly maxQueued: number;
  /** Starts one worker (cli/main.ts: the bundle itself, in worker mode). */
  readonly spawn: () => Worker;
  /** A bug reported by a worker, or a worker that died of something other than a deadline. */
  readonly onBug: (text: string) => void;
  /** When an idle worker is replaced by a fresh one (RETIRE by default). */
  readonly retire?: Retirement;
}

/** A worker that has spent `busyMs` running jobs, once idle for `idleMs`, is terminated and a fresh one started. */
export interface Retirement {
  readonly busyMs: number;
  readonly idleMs: number;
}

/**
 * After a burst of calls, each worker holds up to 10 MiB more than a fresh one, for as long as
 * it lives: the heap V8 grew for the burst, much of it the code compiled for it (V8's memory
 * reducer leaves less than 10 MB of growth alone, and a forced collection did not give it back),
 * and the compiler's high-water mark in the allocator's arenas; a few counts over centuries of
 * lunisolar calendars leave more (RELIABILITY.md, what a burst leaves in a worker). Two seconds of
 * work is a burst (a thousand meeting searches, one or two century-long counts), not a day of an
 * agent's calls; five idle seconds is the burst over. The fresh worker is started at once, so the
 * next call does not wait for one; it runs its first calls before V8 has optimized them again.
 */
export const RETIRE: Retirement = { busyMs: 2_000, idleMs: 5_000 };

/**
 * How long a worker asked to stop a job it is running has to reach a checkpoint before it is
 * terminated. A century of lunisolar holidays reaches one every year computed, 20–30 ms apart.
 * Terminating instead costs a new worker (its start, and V8 compiling its first calls again), and
 * left the allocator holding more after a burst of such calls: RSS 12 s after 20 clients' century
 * counts +7% and +14% with a 10 s deadline, −1% and +1% with none reached.
 */
export const STOP_GRACE_MS = 100;

export interface JobOptions {
  /** Whose job this is, for fairness: a connection, a session. */
  readonly client: string;
  /** From now: past it the job is abandoned, running or not. */
  readonly timeoutMs: number;
  /** Aborted when the caller no longer wants the answer (client gone, cancelled). */
  readonly signal?: AbortSignal;
  /** What the answer's bytes are written between; none by default. */
  readonly frame?: Frame;
}

interface Job extends Omit<JobMessage, 'place'> {
  readonly client: string;
  readonly frame: Frame | undefined;
  readonly resolve: (answer: TimedAnswer) => void;
  readonly reject: (e: PoolError) => void;
  readonly timer: ReturnType<typeof setTimeout>;
  readonly queuedAt: number;
  /** When the worker took it up: sent to it idle, or when the job before it was answered. */
  startedAt?: number;
  cleanup(): void;
  /** Set while its worker is asked to stop it (STOP_GRACE_MS): terminates the worker when it fires. */
  stopping?: ReturnType<typeof setTimeout>;
  /** Where it was sent. */
  worker?: Slot;
  place?: number;
}

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  /** Its places (WorkerMessage): a claim cell and an answer buffer each. */
  claims?: Int32Array;
  answers: Uint8Array[];
  /** Where the pool stores the id of a running job it gives up on, if the worker can stop one (WorkerMessage). */
  interrupts?: Int32Array;
  /** The jobs sent to it, in the order sent: the first runs (or is about to), the next waits in its port. */
  jobs: Job[];
  /** How long it has spent running jobs, ms. */
  busyMs: number;
  /** Set while it is idle after RETIRE's time of work: replaces it when it fires. */
  retiring?: ReturnType<typeof setTimeout>;
}

/** The figures a request log line and /readyz report. */
export interface PoolStats {
  readonly workers: number;
  readonly busy: number;
  readonly queued: number;
  readonly maxQueued: number;
  readonly saturated: boolean;
}

/** Clients whose last service is remembered (a client forgotten counts as never served). */
const MAX_REMEMBERED = 10_000;

export class WorkerPool {
  private readonly slots: Slot[] = [];
  /** Waiting jobs per client, in the order the clients came. */
  private readonly queues = new Map<string, Job[]>();
  /** When each client was last served (a dispatch count), oldest first; bounded. */
  private readonly served = new Map<string, number>();
  private dispatched = 0;
  private queued = 0;
  private nextId = 1;
  private closed = false;
  private readonly buffers = new AnswerBuffers();

  constructor(private readonly options: PoolOptions) {}

  /** Runs `tool` with `args` in a worker; rejects with a PoolError when it cannot answer in time. */
  run(tool: string, args: unknown, nowMs: number, job: JobOptions): Promise<TimedAnswer> {
    if (this.closed) return Promise.reject(new PoolError('busy', 'The server is shutting down; retry on another replica or in a moment.'));
    if (this.queued >= this.options.maxQueued) {
      return Promise.reject(new PoolError('busy', `The server is busy (${this.queued} calls waiting); retry in a second.`));
    }
    if (job.signal?.aborted) return Promise.reject(new PoolError('cancelled', 'The call was cancelled.'));
    return new Promise<TimedAnswer>((resolve, reject) => {
      const id = this.nextId;
      this.nextId = id === 0x7fffffff ? 1 : id + 1; // a claim cell is an Int32
      const onAbort = () => this.abandon(entry, new PoolError('cancelled', 'The call was cancelled.'));
      const entry: Job = {
        id,
        tool,
        args,
        nowMs,
        client: job.client,
        frame: job.frame,
        queuedAt: performance.now(),
        resolve,
        reject,
        timer: setTimeout(
          () =>
            this.abandon(
              entry,
              new PoolError(
                'deadline',
                `No answer within ${job.timeoutMs} ms: the call was stopped. Ask for less at once (fewer items, a shorter range), or retry.`,
              ),
            ),
          job.timeoutMs,
        ),
        cleanup: () => {
          clearTimeout(entry.timer);
          job.signal?.removeEventListener('abort', onAbort);
        },
      };
      job.signal?.addEventListener('abort', onAbort, { once: true });
      this.enqueue(entry);
      this.makeWayFor(entry.client);
      this.dispatch();
    });
  }

  /**
   * Gives back an answer's bytes (TimedAnswer.json) once they are written and nothing holds them,
   * for a later answer to reuse. Optional: bytes never given back are left to the GC.
   */
  recycle(json: Uint8Array): void {
    this.buffers.give(json);
  }

  /** Whether `bytes` are an answer's, handed out by this pool and not given back. */
  owns(bytes: Uint8Array): boolean {
    return this.buffers.owns(bytes);
  }

  /** Starts every worker now rather than on first need (a server's first costly calls then find them ready). */
  warm(): void {
    while (!this.closed && this.slots.length < this.options.size) this.start();
  }

  stats(): PoolStats {
    const busy = this.slots.filter((s) => s.jobs.length > 0).length;
    return {
      workers: this.slots.length,
      busy,
      queued: this.queued,
      maxQueued: this.options.maxQueued,
      saturated: this.queued >= this.options.maxQueued * 0.9,
    };
  }

  /** Stops every worker; waiting and running jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const shutdown = new PoolError('busy', 'The server is shutting down; retry on another replica or in a moment.');
    this.refuseWaiting(shutdown);
    await Promise.all(
      this.slots.splice(0).map((s) => {
        for (const job of s.jobs.splice(0)) {
          job.cleanup();
          job.reject(shutdown);
        }
        return s.worker.terminate();
      }),
    );
  }

  /** Refuses every waiting job with `why`, starting nothing. */
  private refuseWaiting(why: PoolError): void {
    const waiting = [...this.queues.values()].flat();
    this.queues.clear();
    this.queued = 0;
    for (const job of waiting) {
      job.cleanup();
      job.reject(why);
    }
  }

  /** Into its client's queue: at the end, or first (a job taken back from a worker, which goes before the client's later ones). */
  private enqueue(job: Job, first = false): void {
    let q = this.queues.get(job.client);
    if (!q) {
      q = [];
      this.queues.set(job.client, q);
    }
    if (first) q.unshift(job);
    else q.push(job);
    this.queued++;
  }

  /** The next job: the first waiting one of the client served least recently (never, first). */
  private take(): Job | undefined {
    let client: string | undefined;
    let oldest = Infinity;
    for (const c of this.queues.keys()) {
      const at = this.served.get(c) ?? -1;
      if (at < oldest) {
        oldest = at;
        client = c;
        if (at === -1) break;
      }
    }
    if (client === undefined) return undefined;
    const q = this.queues.get(client)!;
    const job = q.shift()!;
    this.queued--;
    if (q.length === 0) this.queues.delete(client);
    this.served.delete(client);
    this.served.set(client, this.dispatched++);
    if (this.served.size > MAX_REMEMBERED) this.served.delete(this.served.keys().next().value!);
    return job;
  }

  /**
   * Sends waiting jobs to workers: first one to each idle worker (starting another if none is idle
   * and the pool may grow), then the next one to each busy worker. With none waiting, a worker left
   * idle takes over a job another holds but has not started.
   */
  private dispatch(): void {
    for (let held = 0; held < SENT_AHEAD && this.queued > 0; held++) {
      for (const slot of this.slots) {
        if (this.queued === 0) break;
        if (slot.ready && slot.jobs.length === held) this.send(slot, this.take()!);
      }
      if (held === 0 && this.queued > 0 && this.slots.length < this.options.size) this.start();
    }
    if (this.queued === 0) this.rebalance();
  }

  private send(slot: Slot, job: Job): void {
    clearTimeout(slot.retiring);
    let place = 0;
    while (slot.jobs.some((j) => j.place === place)) place++;
    if (slot.jobs.length === 0) job.startedAt = performance.now();
    slot.jobs.push(job);
    job.worker = slot;
    job.place = place;
    Atomics.store(slot.claims!, place, job.id);
    slot.worker.ref(); // a worker with jobs keeps the process alive; an idle one does not
    const message: JobMessage = { id: job.id, place, tool: job.tool, args: job.args, nowMs: job.nowMs };
    slot.worker.postMessage(message);
  }

  /** Takes `job` back from the worker it was sent to, if the worker has not started it; true if so. */
  private takeBack(job: Job): boolean {
    const slot = job.worker!;
    if (Atomics.compareExchange(slot.claims!, job.place!, job.id, 0) !== job.id) return false;
    this.detach(job);
    return true;
  }

  /** Removes `job` from the worker it was sent to; the job next in line there counts as started. */
  private detach(job: Job): void {
    const slot = job.worker!;
    slot.jobs.splice(slot.jobs.indexOf(job), 1);
    job.worker = undefined;
    job.place = undefined;
    job.startedAt = undefined;
    const next = slot.jobs[0];
    if (next && next.startedAt === undefined) next.startedAt = performance.now();
    if (slot.jobs.length === 0) {
      slot.worker.unref();
      this.retireWhenIdle(slot);
    }
  }

  /** Each idle worker takes over a job another holds but has not started (none waits in the queue). */
  private rebalance(): void {
    for (const idle of this.slots) {
      if (!idle.ready || idle.jobs.length > 0) continue;
      const busy = this.slots.find((s) => s.jobs.length > 1);
      const job = busy?.jobs[busy.jobs.length - 1];
      if (!job || !this.takeBack(job)) return;
      this.send(idle, job);
    }
  }

  /**
   * A job of `client` has come while no worker is idle: a job of a client served more recently,
   * sent ahead and not started, goes back to the front of its client's queue, so that the newcomer
   * is chosen as take() would have chosen it, and waits for no more than a running job.
   */
  private makeWayFor(client: string): void {
    if (this.slots.some((s) => s.ready && s.jobs.length === 0)) return;
    const turn = this.served.get(client) ?? -1;
    for (const slot of this.slots) {
      const ahead = slot.jobs.length > 1 ? slot.jobs[slot.jobs.length - 1]! : undefined;
      if (ahead && ahead.client !== client && (this.served.get(ahead.client) ?? -1) > turn && this.takeBack(ahead)) {
        this.enqueue(ahead, true);
        return;
      }
    }
  }

  private start(): void {
    const worker = this.options.spawn();
    const slot: Slot = { worker, ready: false, busyMs: 0, answers: [], jobs: [] };
    this.slots.push(slot);
    worker.on('message', (m: WorkerMessage) => {
      if (m.kind === 'ready') {
        slot.ready = true;
        slot.claims = new Int32Array(m.claims);
        slot.answers = m.buffers.map((b) => new Uint8Array(b));
        if (m.interrupts) slot.interrupts = new Int32Array(m.interrupts);
        this.dispatch();
        if (slot.jobs.length === 0) worker.unref();
      } else if (m.kind === 'answer' || m.kind === 'stopped') {
        if (m.kind === 'answer' && m.buffer) slot.answers[m.place] = new Uint8Array(m.buffer);
        const job = slot.jobs.find((j) => j.id === m.id);
        if (!job) return; // abandoned meanwhile
        job.cleanup();
        const done = performance.now();
        slot.busyMs += done - (job.startedAt ?? done);
        // Stopped, or given up on and answered before its next checkpoint: nothing to copy out.
        if (m.kind === 'stopped' || job.stopping !== undefined) {
          clearTimeout(job.stopping);
          this.detach(job);
          this.dispatch();
          return;
        }
        const r = (ms: number) => Math.round(ms * 10) / 10;
        // Copied out now: the next job sent to this place writes over its buffer.
        const json = framed(slot.answers[m.place]!.subarray(0, m.length), job.frame, this.buffers);
        const timing = { waitMs: r(job.startedAt! - job.queuedAt), runMs: r(done - job.startedAt!) };
        this.detach(job);
        job.resolve({ json, isError: m.isError, ...timing });
        this.dispatch();
      } else {
        this.options.onBug(m.text);
      }
    });
    worker.on('error', (e) => this.lost(slot, e));
    worker.on('exit', () => this.lost(slot));
    // An idle worker does not keep the process alive: stdin's end or a signal ends it as before.
    // (After the listeners: adding a 'message' listener refs the worker again.) A starting one
    // does, as jobs wait for it.
    if (this.queued === 0) worker.unref();
  }

  /** Replaces an idle worker that has worked RETIRE's time by a fresh one, unless a job comes first. */
  private retireWhenIdle(slot: Slot): void {
    clearTimeout(slot.retiring);
    const { busyMs, idleMs } = this.options.retire ?? RETIRE;
    if (slot.busyMs < busyMs) return;
    slot.retiring = setTimeout(() => {
      const i = this.slots.indexOf(slot);
      if (this.closed || slot.jobs.length > 0 || i === -1) return;
      this.slots.splice(i, 1);
      void slot.worker.terminate();
      this.start();
    }, idleMs);
    // Idle, it must not keep the process alive (stdin's end ends a stdio session as before).
    slot.retiring.unref();
  }

  /** A worker died: its running job is refused, the others it held wait again, and a replacement starts if work is waiting. */
  private lost(slot: Slot, e?: Error): void {
    const i = this.slots.indexOf(slot);
    if (i === -1) return; // already replaced (terminated on purpose)
    this.slots.splice(i, 1);
    if (e && !this.closed) this.options.onBug(`worker failed: ${e.message}`);
    if (!slot.ready && !this.closed) {
      // It died before it could serve (the bundle unreadable, the tz data gone): starting another
      // would die the same way, so the waiting jobs are refused; the next call tries again.
      this.refuseWaiting(new PoolError('crashed', 'The server could not start a worker for this call; retry it, or tell its operator.'));
    }
    const running = slot.jobs.find((j) => Atomics.load(slot.claims!, j.place!) === -j.id);
    if (running) {
      running.cleanup();
      const memory = e && /memory/i.test(e.message);
      running.reject(
        new PoolError(
          'crashed',
          memory
            ? `The call needed more memory than a call may use; ask for less at once (fewer items, a shorter range).`
            : 'The call failed in the server; retry it.',
        ),
      );
    }
    this.requeue(slot, running);
    if (!this.closed) this.dispatch();
  }

  /**
   * The jobs a stopped worker held but `except`, back to the front of their clients' queues: not
   * started, or answered with the answer not yet taken (a tool call has no effect but its answer, so
   * running it again elsewhere is safe).
   */
  private requeue(slot: Slot, except?: Job): void {
    for (const job of slot.jobs.splice(0).reverse()) {
      if (job === except) continue;
      job.worker = undefined;
      job.place = undefined;
      job.startedAt = undefined;
      this.enqueue(job, true);
    }
  }

  /**
   * A job `slot` is running, given up on: the worker is asked to stop it at a checkpoint, and
   * terminated and replaced if it has not within STOP_GRACE_MS (or cannot be asked). The job it
   * holds next goes back to its queue at once, to wait for no more than that.
   */
  private stop(slot: Slot, job: Job): void {
    const terminate = () => {
      if (!slot.jobs.includes(job)) return; // stopped, or answered, meanwhile
      const i = this.slots.indexOf(slot);
      if (i !== -1) this.slots.splice(i, 1);
      void slot.worker.terminate();
      this.requeue(slot, job);
      if (!this.closed) this.dispatch();
    };
    if (!slot.interrupts) return terminate();
    Atomics.store(slot.interrupts, 0, job.id);
    const next = slot.jobs[1];
    if (next && this.takeBack(next)) this.enqueue(next, true);
    job.stopping = setTimeout(terminate, STOP_GRACE_MS);
  }

  /**
   * Gives up on a job: out of the queue if waiting, taken back if sent and not started; if running,
   * its worker is asked to stop it (stop()).
   */
  private abandon(job: Job, why: PoolError): void {
    job.cleanup();
    const slot = job.worker;
    if (slot) {
      if (!slot.jobs.includes(job)) return; // answered already
      if (!this.takeBack(job)) {
        if (Atomics.load(slot.claims!, job.place!) === -job.id) {
          this.stop(slot, job);
        } else {
          this.detach(job); // answered, the answer on its way: it will be left unread
        }
      }
    } else {
      const q = this.queues.get(job.client);
      const at = q?.indexOf(job) ?? -1;
      if (at === -1) return;
      q!.splice(at, 1);
      this.queued--;
      if (q!.length === 0) this.queues.delete(job.client);
    }
    job.reject(why);
    if (!this.closed) this.dispatch();
  }
}

/** Answers below this go in Node's shared slab (Buffer.allocUnsafe); from it, in a buffer of their own. */
const OWN_BUFFER_BYTES = 8 * 1024;
/** Buffers are a power of two up to this, and a multiple of it beyond: never more than 64 KiB unused. */
const SIZE_STEP = 64 * 1024;
/** The most given-back bytes kept for later answers (kept for good): more are left to the GC. */
const KEPT_BYTES = 1024 * 1024;

/**
 * Buffers for framed answers, given back once written and handed out again: a burst of large
 * answers then allocates (and leaves the allocator holding) only as many buffers as are being written
 * at once, not one per answer until the GC frees them. Sizes are rounded up (SIZE_STEP), so that
 * answers of about one size share buffers, and only a buffer this handed out and not yet given back
 * can be given back (a second give is ignored).
 */
class AnswerBuffers {
  private readonly free = new Map<number, ArrayBuffer[]>();
  private readonly out = new WeakSet<ArrayBufferLike>();
  private kept = 0;

  take(bytes: number): Buffer {
    if (bytes < OWN_BUFFER_BYTES) return Buffer.allocUnsafe(bytes);
    const size = bytes <= SIZE_STEP ? 2 ** Math.ceil(Math.log2(bytes)) : Math.ceil(bytes / SIZE_STEP) * SIZE_STEP;
    const reused = this.free.get(size)?.pop();
    if (reused) this.kept -= size;
    const buffer = reused ?? Buffer.allocUnsafeSlow(size).buffer;
    this.out.add(buffer);
    return Buffer.from(buffer, 0, bytes);
  }

  owns(bytes: Uint8Array): boolean {
    return this.out.has(bytes.buffer);
  }

  give(bytes: Uint8Array): void {
    const buffer = bytes.buffer;
    if (!this.out.delete(buffer) || this.kept + buffer.byteLength > KEPT_BYTES) return;
    this.kept += buffer.byteLength;
    let list = this.free.get(buffer.byteLength);
    if (!list) this.free.set(buffer.byteLength, (list = []));
    list.push(buffer as ArrayBuffer);
  }
}

/** `json` between `frame`'s bytes, in one buffer from `buffers`. */
function framed(json: Uint8Array, frame: Frame | undefined, buffers: AnswerBuffers): Uint8Array {
  const open = frame?.open.length ?? 0;
  const close = frame?.close.length ?? 0;
  const out = buffers.take(open + json.length + close);
  if (frame) out.set(frame.open);
  out.set(json, open);
  if (frame) out.set(frame.close, open + json.length);
  return out;
}
