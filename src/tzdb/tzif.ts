// Reader for compiled time zone information files (TZif, RFC 8536). Only version 2 and later are
// accepted: their 64-bit data block and POSIX TZ footer are what make instants outside 1901–2038
// and after the last stored transition exact. The version 1 block is skipped unread.

import { parsePosixTz, type LocalTimeType, type PosixTz } from './posix.js';

export interface TzifData {
  /** Transition instants, Unix seconds, ascending. */
  readonly times: Float64Array;
  /** For each transition, the index into `types` in force from that instant. */
  readonly typeIndex: Uint8Array;
  readonly types: readonly LocalTimeType[];
  /** Rule for instants after the last transition (or for all, if there is none). */
  readonly footer: PosixTz | undefined;
}

export class TzifError extends Error {
  override name = 'TzifError';
}

interface Header {
  version: number;
  isutcnt: number;
  isstdcnt: number;
  leapcnt: number;
  timecnt: number;
  typecnt: number;
  charcnt: number;
}

function readHeader(view: DataView, at: number): Header {
  if (view.byteLength < at + 44) throw new TzifError('truncated header');
  const magic = String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
  if (magic !== 'TZif') throw new TzifError('not a TZif file');
  const v = view.getUint8(at + 4);
  const version = v === 0 ? 1 : v - 0x30;
  return {
    version,
    isutcnt: view.getUint32(at + 20),
    isstdcnt: view.getUint32(at + 24),
    leapcnt: view.getUint32(at + 28),
    timecnt: view.getUint32(at + 32),
    typecnt: view.getUint32(at + 36),
    charcnt: view.getUint32(at + 40),
  };
}

function blockLength(h: Header, timeSize: number): number {
  return h.timecnt * timeSize + h.timecnt + h.typecnt * 6 + h.charcnt + h.leapcnt * (timeSize + 4) + h.isstdcnt + h.isutcnt;
}

/** Byte offset where the v2+ header starts (the end of the v1 block). */
export function v2HeaderOffset(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const h1 = readHeader(view, 0);
  if (h1.version < 2) throw new TzifError(`TZif version ${h1.version} has no 64-bit data; version 2 or later is required`);
  return 44 + blockLength(h1, 4);
}

export function parseTzif(bytes: Uint8Array): TzifData {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let p = v2HeaderOffset(bytes);
  const h = readHeader(view, p);
  p += 44;
  if (h.typecnt === 0) throw new TzifError('no local time types');
  if (h.leapcnt !== 0) throw new TzifError('leap-second ("right/") data is not supported');
  if (bytes.byteLength < p + blockLength(h, 8)) throw new TzifError('truncated data block');

  const times = new Float64Array(h.timecnt);
  // Two 32-bit halves rather than getBigInt64: no BigInt made per transition (a zone's first read
  // runs this loop in the interpreter, hundreds of times). The sum rounds as Number(BigInt) would.
  for (let i = 0; i < h.timecnt; i++, p += 8) times[i] = view.getInt32(p) * 2 ** 32 + view.getUint32(p + 4);
  const typeIndex = bytes.slice(p, p + h.timecnt);
  p += h.timecnt;
  for (const ix of typeIndex) if (ix >= h.typecnt) throw new TzifError('transition type index out of range');

  const raw: { offset: number; dst: boolean; abbrAt: number }[] = [];
  for (let i = 0; i < h.typecnt; i++, p += 6) {
    raw.push({ offset: view.getInt32(p), dst: view.getUint8(p + 4) === 1, abbrAt: view.getUint8(p + 5) });
  }
  const chars = bytes.subarray(p, p + h.charcnt);
  p += h.charcnt + h.isstdcnt + h.isutcnt;
  const types = raw.map(({ offset, dst, abbrAt }) => {
    let end = abbrAt;
    while (end < chars.length && chars[end] !== 0) end++;
    return { offset, dst, abbr: String.fromCharCode(...chars.subarray(abbrAt, end)) };
  });

  let footer: PosixTz | undefined;
  if (bytes[p] === 0x0a) {
    const nl = bytes.indexOf(0x0a, p + 1);
    if (nl < 0) throw new TzifError('unterminated footer');
    const text = String.fromCharCode(...bytes.subarray(p + 1, nl));
    if (text !== '') footer = parsePosixTz(text);
  }
  return { times, typeIndex, types, footer };
}

/**
 * The same file reduced to what a v2+ reader needs: a v1 header with zero counts (as `zic -b slim`
 * writes) followed by the untouched v2+ header, data and footer. Readers such as Python's
 * `zoneinfo` read it exactly as they read the original.
 */
export function slimTzif(bytes: Uint8Array): Uint8Array {
  const at = v2HeaderOffset(bytes);
  const out = new Uint8Array(44 + bytes.byteLength - at);
  out.set(bytes.subarray(0, 20), 0); // magic, version, reserved; the six counts stay zero
  out.set(bytes.subarray(at), 44);
  return out;
}
