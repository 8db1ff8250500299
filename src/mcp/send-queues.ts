// What the kernel still holds to send on each socket: bytes this process wrote that the client has
// not acknowledged. Node cannot see them (a socket's writableLength counts only what is buffered in
// the process) nor bound them (it has no SO_SNDBUF for TCP), and on loopback the kernel grows a
// socket's send buffer to 4 MB at once: a client that asks for a 2 MB answer and never reads left all
// of it there, with writableLength 0. Linux lists each socket's tx_queue (write_seq - snd_una) in
// /proc/net/tcp and /proc/net/tcp6, by inode; a socket's inode is the target of /proc/self/fd/FD.
// Where there is no /proc/net/tcp the reader says so (undefined), and admission.ts counts only the
// bytes buffered in the process, as before.

import type { Socket } from 'node:net';

export interface SendQueues {
  /**
   * Unacknowledged bytes in the kernel for each of `sockets` it could find (a socket missing from the
   * map is unknown), or undefined when this system does not say.
   */
  read(sockets: readonly Socket[]): Promise<Map<Socket, number> | undefined>;
}

type Fs = typeof import('node:fs/promises');

const TABLES = ['/proc/net/tcp', '/proc/net/tcp6'];

/** The reader of /proc/net/tcp; node:fs is loaded on first use (stdio never needs it). */
export function procSendQueues(): SendQueues {
  let fs: Fs | undefined;
  let available: boolean | undefined;
  const inodes = new WeakMap<Socket, string>();

  async function inodeOf(socket: Socket): Promise<string | undefined> {
    const known = inodes.get(socket);
    if (known !== undefined) return known;
    const fd = (socket as unknown as { _handle?: { fd?: number } | null })._handle?.fd;
    if (typeof fd !== 'number' || fd < 0) return undefined;
    try {
      const m = /^socket:\[(\d+)\]$/.exec(await fs!.readlink(`/proc/self/fd/${fd}`));
      if (!m) return undefined;
      inodes.set(socket, m[1]!);
      return m[1];
    } catch {
      return undefined; // closed meanwhile
    }
  }

  return {
    async read(sockets) {
      fs ??= await import('node:fs/promises');
      if (available === undefined)
        available = await fs.access(TABLES[0]!).then(
          () => true,
          () => false,
        );
      if (!available || sockets.length === 0) return available ? new Map() : undefined;
      const wanted = new Map<string, Socket>();
      await Promise.all(
        sockets.map(async (s) => {
          const inode = await inodeOf(s);
          if (inode !== undefined) wanted.set(inode, s);
        }),
      );
      const out = new Map<Socket, number>();
      if (wanted.size === 0) return out;
      const texts = await Promise.all(TABLES.map((file) => fs!.readFile(file, 'latin1').catch(() => '')));
      for (const text of texts) {
        // "  sl  local rem st tx_queue:rx_queue tr:when retrnsmt uid timeout inode ..."
        for (const line of text.split('\n')) {
          const fields = line.trim().split(/\s+/);
          const socket = wanted.get(fields[9] ?? '');
          if (socket === undefined) continue;
          const tx = Number.parseInt((fields[4] ?? '').split(':')[0] ?? '', 16);
          if (Number.isFinite(tx)) out.set(socket, tx);
        }
      }
      return out;
    },
  };
}
