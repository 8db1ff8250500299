// How much work the HTTP server accepts, and from whom. Every request is admitted or refused at
// once (never left waiting): past the server's bound on requests in flight a 503 with Retry-After
// (a load balancer then tries another replica), past one client's bound a 429. A JSON-RPC batch
// counts as its number of messages.
//
// A client is its remote address, except from a loopback address, where each connection is a
// client of its own: local clients, and a reverse proxy in front (nginx keeps several upstream
// connections), all come from 127.0.0.1, and one flood must not lock the others out.
//
// Starts: a request is started in a turn of the event loop, a few per turn, the next always from the
// waiting client served least recently (FairStarts). A cheap call is answered without real I/O, in
// one chain of promise jobs; Node hands over a connection's pipelined requests in bursts (a 64 KB
// read holds hundreds), and started as they came they would run back to back while the event loop
// never got to read anyone else's socket. A client with too many requests waiting is refused (429).
//
// Connections: at most `maxConnections` are open (cli/main.ts derives the default from the file
// descriptor limit, keeping a reserve). A new connection past the cap closes the longest-idle one
// instead of being refused, so /healthz and new clients always get in; a connection idle too long
// (or that never sent a request) is closed.
//
// Unread answer bytes: what was written for a client and is not yet with it stays in this process
// (answers queued behind another, bytes buffered on the socket) or in the kernel's send queue, which
// on loopback takes a 2 MB answer whole, so Node sees nothing waiting (./send-queues.ts reads it).
// Counted per connection and in all: a connection above maxUnreadBytes gets nothing more produced
// until its client reads; one whose client reads nothing for drainMs is reset; above maxUnreadTotal,
// those whose clients read nothing for stallMs are reset, longest first. Reset, not closed: closed,
// the kernel keeps the bytes and goes on trying to deliver them (a 3 MB answer stayed queued in
// FIN-WAIT-1 after the close), and a reset drops them at once.

import type { Socket } from 'node:net';
import { isLoopback } from './loopback.js';
import type { SendQueues } from './send-queues.js';

export interface AdmissionLimits {
  /** Requests (batch messages) in flight in all. */
  readonly maxInflight: number;
  /** Requests in flight from one client. */
  readonly perClient: number;
}

export type Admitted = { readonly ok: true } | { readonly ok: false; readonly status: 429 | 503; readonly message: string };

export class Admission {
  private inflight = 0;
  private readonly byClient = new Map<string, number>();

  constructor(readonly limits: AdmissionLimits) {}

  /** Takes `units` for `client`, or says why not. Every successful admit is paired with one release. */
  admit(client: string, units: number): Admitted {
    const mine = this.byClient.get(client) ?? 0;
    if (mine + units > this.limits.perClient) {
      return {
        ok: false,
        status: 429,
        message: `Too many requests in flight from this client (at most ${this.limits.perClient}); wait for answers before sending more.`,
      };
    }
    if (this.inflight + units > this.limits.maxInflight) {
      return { ok: false, status: 503, message: `The server is at capacity (${this.inflight} requests in flight); retry in a second.` };
    }
    this.inflight += units;
    this.byClient.set(client, mine + units);
    return { ok: true };
  }

  release(client: string, units: number): void {
    this.inflight -= units;
    const left = (this.byClient.get(client) ?? units) - units;
    if (left > 0) this.byClient.set(client, left);
    else this.byClient.delete(client);
  }

  /** Full enough that a load balancer should send traffic elsewhere (/readyz says not ready). */
  saturated(): boolean {
    return this.inflight >= this.limits.maxInflight * 0.9;
  }

  get load(): number {
    return this.inflight;
  }
}

/** Starts requests fairly across clients, `perTurn` per turn of the event loop. */
export class FairStarts {
  private readonly waiting = new Map<string, (() => void)[]>();
  /** When each client last had a request started (a start count), oldest first; bounded. */
  private readonly served = new Map<string, number>();
  private started = 0;
  private scheduled = false;

  constructor(
    private readonly perTurn: number,
    /** Requests one client may have waiting to start. */
    readonly maxWaiting: number,
  ) {}

  /** Queues `start` for `client`; false (nothing queued) when the client already has maxWaiting waiting. */
  enqueue(client: string, start: () => void): boolean {
    let q = this.waiting.get(client);
    if (!q) {
      q = [];
      this.waiting.set(client, q);
    }
    if (q.length >= this.maxWaiting) return false;
    q.push(start);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.turn());
    }
    return true;
  }

  get size(): number {
    let n = 0;
    for (const q of this.waiting.values()) n += q.length;
    return n;
  }

  private turn(): void {
    this.scheduled = false;
    for (let i = 0; i < this.perTurn && this.waiting.size > 0; i++) {
      let client = '';
      let oldest = Infinity;
      for (const c of this.waiting.keys()) {
        const at = this.served.get(c) ?? -1;
        if (at < oldest) {
          oldest = at;
          client = c;
          if (at === -1) break;
        }
      }
      const q = this.waiting.get(client)!;
      const start = q.shift()!;
      if (q.length === 0) this.waiting.delete(client);
      this.served.delete(client);
      this.served.set(client, this.started++);
      if (this.served.size > 10_000) this.served.delete(this.served.keys().next().value!);
      start();
    }
    if (this.waiting.size > 0 && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.turn());
    }
  }
}

export interface ConnectionLimits {
  readonly maxConnections: number;
  /** A connection that never sent a request is closed after this long. */
  readonly firstRequestMs: number;
  /** A connection with nothing in flight is closed after this long (above a proxy's keep-alive). */
  readonly idleMs: number;
  /**
   * Unread answer bytes one connection may hold: pipelined answers queued here, bytes buffered here,
   * and bytes sent that its client has not acknowledged (./send-queues.ts). Above it nothing more is
   * produced for it until its client reads; above four times it, it is reset.
   */
  readonly maxUnreadBytes: number;
  /**
   * Unread answer bytes of all connections together. Above it, connections whose clients have read
   * nothing for stallMs are reset, longest first, and no connection holding unread bytes gets more.
   */
  readonly maxUnreadTotal: number;
  /** A connection holding unread answer bytes whose client reads none of them for this long is reset. */
  readonly drainMs: number;
  /** See maxUnreadTotal. */
  readonly stallMs: number;
}

/** What Connections needs of a response: ServerResponse has it. A response without a socket is queued behind the one being written. */
export interface Answer {
  readonly socket: unknown;
  readonly writableLength: number;
  readonly headersSent: boolean;
}

interface Tracked {
  readonly id: number;
  /** Answered 429 and closing: its further requests are not served. */
  refused?: boolean;
  readonly opened: number;
  active: number;
  used: boolean;
  lastActive: number;
  readonly answers: Set<Answer>;
  /** Bytes of this socket's output its client is known to have received (at the last sample). */
  delivered: number;
  /** Unread answer bytes as last counted; Connections.unread is their sum. */
  held: number;
  /** When the client last took some of what it was sent, or when bytes started waiting for it. */
  progressAt: number;
  /** Requests waiting for room (Connections.room). */
  readonly waiters: ((ok: boolean) => void)[];
}

/** Unread bytes (in all) from which the kernel's queues are sampled every SAMPLE_MS; below, nothing is sampled. Also the most a connection may hold and still get more while the total is above its bound. */
const WATCH_BYTES = 64 * 1024;
const SAMPLE_MS = 250;
/** The least time between two samples, however urgent (a request waiting for room asks for one at once). */
const SAMPLE_GAP_MS = 20;

/** Bytes a socket has handed to the kernel (bytesWritten counts those still buffered here too). */
const dispatchedOf = (socket: Socket): number => (socket.bytesWritten ?? 0) - socket.writableLength;

/** The open connections, with the bookkeeping the caps need. */
export class Connections {
  private readonly open = new Map<Socket, Tracked>();
  private nextId = 1;
  private readonly sweeper: ReturnType<typeof setInterval>;
  /** Unread answer bytes of every open connection: the figure maxUnreadTotal bounds. */
  private unread = 0;
  /** The kernel does not say what it holds (no /proc/net/tcp): only bytes in this process count. */
  private blind = false;
  private sampling = false;
  private sampledAt = -Infinity;
  private sampleTimer: ReturnType<typeof setTimeout> | undefined;
  private sampleDue = Infinity;
  private nextDue = Infinity;

  constructor(
    readonly limits: ConnectionLimits,
    private readonly kernel?: SendQueues,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.max(250, Math.min(limits.firstRequestMs, limits.idleMs) / 4));
    this.sweeper.unref();
    if (!kernel) this.blind = true;
  }

  /** A new connection: past the cap, the longest-idle connection makes room (or this one, if none is idle). */
  add(socket: Socket): void {
    const now = this.now();
    const t: Tracked = {
      id: this.nextId++,
      opened: now,
      active: 0,
      used: false,
      lastActive: now,
      answers: new Set(),
      delivered: 0,
      held: 0,
      progressAt: now,
      waiters: [],
    };
    this.open.set(socket, t);
    socket.once('close', () => this.forget(socket, t));
    if (this.open.size > this.limits.maxConnections) this.drop(this.longestIdle(socket) ?? socket);
  }

  /** The fairness key of a request on `socket` (see the top of this file). */
  clientOf(socket: Socket): string {
    const address = socket.remoteAddress ?? '';
    if (address === '' || isLoopback(address)) return `connection ${this.open.get(socket)?.id ?? 0}`;
    return `address ${address}`;
  }

  /** Answered 429 and closing: its further requests are not served, and not even read (stopReading). */
  refuse(socket: Socket): void {
    const t = this.open.get(socket);
    if (t) t.refused = true;
    stopReading(socket);
  }

  refusing(socket: Socket): boolean {
    return this.open.get(socket)?.refused === true;
  }

  /** A request on `socket` starts; `answer` (its response) counts its bytes while it is queued behind another. */
  begin(socket: Socket, answer?: Answer): void {
    const t = this.open.get(socket);
    if (!t) return;
    t.active++;
    t.used = true;
    t.lastActive = this.now();
    if (answer) t.answers.add(answer);
  }

  end(socket: Socket, answer?: Answer): void {
    const t = this.open.get(socket);
    if (!t) return;
    t.active = Math.max(0, t.active - 1);
    t.lastActive = this.now();
    if (answer) t.answers.delete(answer);
    this.count(socket, t);
  }

  /**
   * After writing an answer (or part of one): its bytes count as unread until a sample of the
   * kernel's queue says the client has them. A connection holding more than four times
   * maxUnreadBytes in this process alone is reset now; past the bounds, a sample is taken at once.
   */
  wrote(socket: Socket): void {
    const t = this.open.get(socket);
    if (!t || socket.destroyed) return;
    this.count(socket, t);
    if (queuedOf(socket, t) + socket.writableLength > 4 * this.limits.maxUnreadBytes) return this.reset(socket, t);
    if (t.held > this.limits.maxUnreadBytes || this.unread > this.limits.maxUnreadTotal) this.sampleWithin(0);
    else if (this.unread >= WATCH_BYTES) this.sampleWithin(SAMPLE_MS);
  }

  /** May more be produced for `socket` now: it holds at most maxUnreadBytes, and little or the total is within its bound. */
  hasRoom(socket: Socket): boolean {
    const t = this.open.get(socket);
    if (!t) return true;
    this.count(socket, t);
    if (t.held > this.limits.maxUnreadBytes) return false;
    return t.held < WATCH_BYTES || this.unread <= this.limits.maxUnreadTotal;
  }

  /** Resolves true once `socket` has room (hasRoom), false if it closes first. */
  room(socket: Socket): Promise<boolean> {
    const t = this.open.get(socket);
    if (!t || this.hasRoom(socket)) return Promise.resolve(t !== undefined || !socket.destroyed);
    this.sampleWithin(0);
    return new Promise((resolve) => t.waiters.push(resolve));
  }

  /** Is an answer going out on `socket` (its head written, not yet all of it)? Nothing else may be written there then. */
  answering(socket: Socket): boolean {
    const t = this.open.get(socket);
    if (!t) return false;
    for (const a of t.answers) if (a.socket === socket && a.headersSent) return true;
    return false;
  }

  /** Unread answer bytes of all open connections, as last counted. */
  get unreadBytes(): number {
    return this.unread;
  }

  get size(): number {
    return this.open.size;
  }

  close(): void {
    clearInterval(this.sweeper);
    clearTimeout(this.sampleTimer);
  }

  /** Counts `socket`'s unread bytes again: answers queued, plus what it was handed that its client is not known to have. */
  private count(socket: Socket, t: Tracked): void {
    if (this.blind) t.delivered = Math.max(t.delivered, dispatchedOf(socket));
    const held = socket.destroyed ? 0 : queuedOf(socket, t) + Math.max(0, (socket.bytesWritten ?? 0) - t.delivered);
    if (held > 0 && t.held === 0) t.progressAt = this.now(); // bytes start waiting: the drain clock starts
    this.unread += held - t.held;
    t.held = held;
  }

  private forget(socket: Socket, t: Tracked): void {
    if (!this.open.delete(socket)) return;
    this.unread -= t.held;
    t.held = 0;
    for (const wake of t.waiters.splice(0)) wake(false);
  }

  /** Closes with a reset, so the kernel drops what it still holds for the client (a plain close keeps it, to deliver, for minutes). */
  private reset(socket: Socket, t: Tracked): void {
    this.forget(socket, t);
    if (typeof socket.resetAndDestroy === 'function' && !socket.destroyed && !socket.connecting) socket.resetAndDestroy();
    else socket.destroy();
  }

  /** Closes `socket`: reset if it may hold many unread bytes (see reset); a few are left to a plain close. */
  private drop(socket: Socket): void {
    const t = this.open.get(socket);
    if (t && t.held >= WATCH_BYTES) this.reset(socket, t);
    else socket.destroy();
  }

  /** Asks for a sample of the kernel's queues within `withinMs` (sooner if one is due sooner). */
  private sampleWithin(withinMs: number): void {
    const due = Math.max(this.now() + withinMs, this.sampledAt + SAMPLE_GAP_MS);
    if (this.sampling) {
      this.nextDue = Math.min(this.nextDue, due);
      return;
    }
    if (this.sampleTimer !== undefined && this.sampleDue <= due) return;
    clearTimeout(this.sampleTimer);
    this.sampleDue = due;
    this.sampleTimer = setTimeout(
      () => {
        this.sampleTimer = undefined;
        this.sampleDue = Infinity;
        void this.sample();
      },
      Math.max(0, due - this.now()),
    );
    this.sampleTimer.unref();
  }

  /**
   * Learns what each connection holding unread bytes has delivered (./send-queues.ts), and applies
   * the bounds: a connection whose client read nothing for drainMs, or holding more than four times
   * maxUnreadBytes, is reset; above maxUnreadTotal, so are those whose clients read nothing for
   * stallMs, longest first, until the total is within it. Requests waiting for room are woken.
   */
  private async sample(): Promise<void> {
    this.sampling = true;
    try {
      const asked: [Socket, Tracked, number][] = [];
      for (const [socket, t] of this.open) if (t.held > 0 || t.waiters.length > 0) asked.push([socket, t, dispatchedOf(socket)]);
      // Dispatched counts are taken before the kernel's queues are read: bytes sent in between count as unread.
      const queues = this.blind ? undefined : await this.kernel!.read(asked.map(([s]) => s));
      if (queues === undefined) this.blind = true;
      const now = this.now();
      this.sampledAt = now;
      for (const [socket, t, dispatched] of asked) {
        if (!this.open.has(socket)) continue;
        const tx = queues?.get(socket);
        const delivered = tx === undefined ? dispatchedOf(socket) : dispatched - tx;
        if (delivered > t.delivered) {
          t.delivered = delivered;
          t.progressAt = now;
        }
        this.count(socket, t);
        if (t.held > 4 * this.limits.maxUnreadBytes || (t.held > 0 && now - t.progressAt >= this.limits.drainMs)) this.reset(socket, t);
      }
      if (this.unread > this.limits.maxUnreadTotal) {
        const stalled = asked
          .filter(([s, t]) => this.open.has(s) && t.held > 0 && now - t.progressAt >= this.limits.stallMs)
          .sort((a, b) => a[1].progressAt - b[1].progressAt);
        for (const [socket, t] of stalled) {
          if (this.unread <= this.limits.maxUnreadTotal) break;
          this.reset(socket, t);
        }
      }
      for (const [socket, t] of this.open)
        if (t.waiters.length > 0 && this.hasRoom(socket)) for (const wake of t.waiters.splice(0)) wake(true);
    } finally {
      this.sampling = false;
      const again = this.nextDue;
      this.nextDue = Infinity;
      let waiting = false;
      for (const t of this.open.values()) if (t.waiters.length > 0) waiting = true;
      if (again !== Infinity) this.sampleWithin(Math.max(0, again - this.now()));
      else if (this.unread >= WATCH_BYTES || waiting) this.sampleWithin(SAMPLE_MS);
    }
  }

  private longestIdle(except: Socket): Socket | undefined {
    let best: Socket | undefined;
    let bestAt = Infinity;
    for (const [socket, t] of this.open) {
      // A connection that never sent a request goes before any that did.
      const at = t.used ? t.lastActive : t.lastActive - 1e12;
      if (socket !== except && t.active === 0 && at < bestAt) {
        best = socket;
        bestAt = at;
      }
    }
    return best;
  }

  private sweep(): void {
    const now = this.now();
    for (const [socket, t] of this.open) {
      if (t.active > 0) continue;
      if (now - t.lastActive > (t.used ? this.limits.idleMs : this.limits.firstRequestMs)) this.drop(socket);
    }
  }
}

/** Bytes of `socket`'s answers queued behind the one being written (pipelined), not yet handed to the socket. */
function queuedOf(socket: Socket, t: Tracked): number {
  let n = 0;
  for (const a of t.answers) if (a.socket !== socket) n += a.writableLength;
  return n;
}

/**
 * Stops reading `socket` for good, so that what its client pipelined after a 429 is not parsed.
 * node:http's parser reads a server socket below the stream: `socket.pause()` does not stop it (a
 * plain node:http server parsed all of 1,000 pipelined requests after it), and Node resumes the
 * socket itself whenever a request's body is read. Under 20 sockets × 1,000 pipelined requests the
 * event loop parsed on, built a request and a response for each, and aborted every one with an
 * error and its stack when the connection closed: a probe on another connection waited 360–840 ms;
 * stopped here, 67–240 ms (four interleaved runs each).
 * `readStop` is the handle's own method, the one net.Socket calls; `reading` stays set, so nothing
 * in Node starts it again. A handle without it (another runtime) is read on, as before.
 */
function stopReading(socket: Socket): void {
  const handle = (socket as unknown as { _handle?: { readStop?: () => number } | null })._handle;
  handle?.readStop?.();
}
