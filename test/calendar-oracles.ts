// The outside programs the calendar tests check src/calendars/ against: a Python 3 that has a given
// module (python3 on PATH, or Debian's /usr/bin/python3 where apt put python3-convertdate,
// python3-lunardate and python3-ephem), and the hebcal program. A missing oracle skips its test with
// the reason, unless MERIDIAN_REQUIRE_ORACLES=1 makes it a failure.

import { spawnSync } from 'node:child_process';

export const ORACLES_REQUIRED = process.env.MERIDIAN_REQUIRE_ORACLES === '1';

/** The first Python 3 that imports every module named, or undefined. */
export function pythonWith(...modules: string[]): string | undefined {
  for (const py of ['python3', '/usr/bin/python3']) {
    const r = spawnSync(py, ['-c', `import ${modules.join(', ')}`], { encoding: 'utf8' });
    if (r.status === 0) return py;
  }
  return undefined;
}

/** Runs a Python script with a JSON input on stdin and returns its parsed JSON output. */
export function runPython(python: string, script: string, input: unknown): unknown {
  const r = spawnSync(python, ['-c', script], { input: JSON.stringify(input), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`python oracle failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** The hebcal program's output for the arguments, or undefined when it is not installed. */
export function hebcal(args: readonly string[]): string | undefined {
  const r = spawnSync('hebcal', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.error || r.status !== 0) return undefined;
  return r.stdout;
}

/** The `skip` option of a test whose oracle may be missing: the reason, or false to run it. */
export function skipUnless(available: boolean, reason: string): string | false {
  return !available && !ORACLES_REQUIRED ? reason : false;
}
