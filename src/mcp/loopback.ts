// Whether a host is this machine. Its own module: cli/config.ts needs it at every start-up (to refuse
// a public address without a token), and the HTTP guards only once HTTP starts.

import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 (also as ::ffff:127.x) and localhost: reachable only from this machine. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h;
  return isIP(v4) === 4 && v4.startsWith('127.');
}
