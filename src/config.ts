// Flags and environment → Config. Pure: cli.ts passes argv and env in.

import { parseArgs } from 'node:util';
import { parseInstant } from './clock.js';

export interface Config {
  /** --local-timezone: the user's explicit local zone (validated against the tz database later). */
  readonly localTimezone?: string;
  /** --now / MERIDIAN_NOW: pins the clock (Unix ms). */
  readonly now?: number;
  /** --tzdata-dir / MERIDIAN_TZDATA_DIR: a compiled zoneinfo directory to consider. */
  readonly tzdataDir?: string;
  readonly help: boolean;
  readonly version: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const USAGE = `Usage: meridian-mcp [options]

Meridian: an MCP server (stdio) with exact time and time-zone tools from current IANA tz data.

Options (environment variable in brackets):
  --local-timezone ZONE   IANA zone used when a call names none [LOCAL_TIMEZONE, then TZ,
                          then /etc/localtime; default UTC]
  --now ISO_INSTANT       pin the clock, e.g. 2026-11-30T12:00:00Z [MERIDIAN_NOW]
  --tzdata-dir DIR        a compiled zoneinfo directory with tzdata.zi; the newest of it, the
                          embedded snapshot and /usr/share/zoneinfo is used [MERIDIAN_TZDATA_DIR]
  --version               print the version and the tz data in use
  --help                  print this help

Client configuration (Claude Desktop, Cursor, ...):
  { "mcpServers": { "time": { "command": "npx", "args": ["-y", "meridian-mcp"] } } }
`;

export function parseConfig(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Config {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        'local-timezone': { type: 'string' },
        now: { type: 'string' },
        'tzdata-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }));
  } catch (e) {
    throw new ConfigError(`${(e as Error).message}. See meridian-mcp --help.`);
  }
  const nowText = values.now ?? (env.MERIDIAN_NOW || undefined);
  let now: number | undefined;
  if (nowText !== undefined) {
    now = parseInstant(nowText);
    if (now === undefined) {
      const from = values.now !== undefined ? '--now' : 'MERIDIAN_NOW';
      throw new ConfigError(`Invalid ${from} "${nowText}": give an ISO 8601 instant with Z or an offset, e.g. 2026-11-30T12:00:00Z.`);
    }
  }
  const tzdataDir = values['tzdata-dir'] ?? (env.MERIDIAN_TZDATA_DIR || undefined);
  return {
    ...(values['local-timezone'] !== undefined ? { localTimezone: values['local-timezone'] } : {}),
    ...(now !== undefined ? { now } : {}),
    ...(tzdataDir !== undefined ? { tzdataDir } : {}),
    help: values.help ?? false,
    version: values.version ?? false,
  };
}
