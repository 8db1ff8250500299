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
// (or that never sent a request) is closed; so is one whose client leaves too many answer bytes
// unread, since those bytes stay in the server's memory.

import type { Socket } from 'node:net';
import { isLoopback } from './loopback.js';

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
      return { ok: false, status: 429, message: `Too many requests in flight from this client (at most ${this.limits.perClient}); wait for answers before sending more.` };
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
  /** Answer bytes a connection may leave unread (buffered in this process) before it is closed. */
  readonly maxUnreadBytes: number;
  /** How long a connection may take to read what it was sent before it is closed. */
  readonly drainMs: number;
}

interface Tracked {
  readonly id: number;
  /** Answered 429 and closing: its further requests are not served. */
  refused?: boolean;
  readonly opened: number;
  active: number;
  used: boolean;
  lastActive: number;
  drainTimer?: ReturnType<typeof setTimeout>;
}

/** The open connections, with the bookkeeping the caps need. */
export class Connections {
  private readonly open = new Map<Socket, Tracked>();
  private nextId = 1;
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor(
    readonly limits: ConnectionLimits,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.max(250, Math.min(limits.firstRequestMs, limits.idleMs) / 4));
    this.sweeper.unref();
  }

  /** A new connection: past the cap, the longest-idle connection makes room (or this one, if none is idle). */
  add(socket: Socket): void {
    const t: Tracked = { id: this.nextId++, opened: this.now(), active: 0, used: false, lastActive: this.now() };
    this.open.set(socket, t);
    socket.once('close', () => {
      clearTimeout(t.drainTimer);
      this.open.delete(socket);
    });
    if (this.open.size > this.limits.maxConnections) {
      const idle = this.longestIdle(socket);
      (idle ?? socket).destroy();
    }
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

  begin(socket: Socket): void {
    const t = this.open.get(socket);
    if (!t) return;
    t.active++;
    t.used = true;
    t.lastActive = this.now();
  }

  end(socket: Socket): void {
    const t = this.open.get(socket);
    if (!t) return;
    t.active = Math.max(0, t.active - 1);
    t.lastActive = this.now();
  }

  /**
   * After writing an answer: a connection holding more than maxUnreadBytes unread is closed now; one
   * holding any must read it within drainMs.
   */
  wrote(socket: Socket): void {
    const t = this.open.get(socket);
    if (!t || socket.destroyed) return;
    const unread = socket.writableLength;
    if (unread > this.limits.maxUnreadBytes) {
      socket.destroy();
      return;
    }
    if (unread > 0 && !t.drainTimer) this.watchDrain(socket, t);
  }

  /**
   * Closes `socket` if, drainMs from now, answer bytes are still waiting and none of them went out
   * meanwhile (the client stopped reading). ('drain' cannot tell: it fires only after a write that
   * filled the buffer, and most answers do not.)
   */
  private watchDrain(socket: Socket, t: Tracked): void {
    // Bytes handed to the kernel so far (bytesWritten counts those still buffered here too).
    const dispatched = () => socket.bytesWritten - socket.writableLength;
    const sent = dispatched();
    t.drainTimer = setTimeout(() => {
      t.drainTimer = undefined;
      if (socket.destroyed || socket.writableLength === 0) return;
      if (dispatched() === sent) socket.destroy();
      else this.watchDrain(socket, t); // still reading, slowly: give it another drainMs
    }, this.limits.drainMs);
    t.drainTimer.unref();
  }

  get size(): number {
    return this.open.size;
  }

  close(): void {
    clearInterval(this.sweeper);
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
      if (now - t.lastActive > (t.used ? this.limits.idleMs : this.limits.firstRequestMs)) socket.destroy();
    }
  }
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
