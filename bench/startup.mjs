// Cold start over stdio: a fresh process per session, as an MCP client starts one: spawn →
// `initialize` → `tools/list` → the first `tools/call` answered, in wall time, and the CPU time all
// of the process's threads spent until that answer. Three servers, interleaved (A B C A B C ...):
// the plain-Node floor (bench/floor.mjs), the SDK's smallest server (bench/sdk-minimal.ts) and
// Meridian. The first session of each warms the file cache and is not counted.

import { join } from 'node:path';
import { build } from 'esbuild';
import { MERIDIAN_ARGS, ROOT, Stdio } from './lib.mjs';

/** bench/sdk-minimal.ts bundled and minified as Meridian is. */
export async function sdkMinimal() {
  const out = join(ROOT, '.tmp/bench/sdk-minimal.mjs');
  await build({
    entryPoints: [join(ROOT, 'bench/sdk-minimal.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    minify: true,
    legalComments: 'none',
    banner: { js: "import { createRequire as __c } from 'node:module';const require = __c(import.meta.url);" },
    logLevel: 'warning',
  });
  return out;
}

/**
 * The servers compared, each with the call its cold session ends with; Meridian with `args`
 * (MERIDIAN_ARGS: a pinned clock and local zone, for answers that do not change from run to run).
 */
export async function servers(bundle = join(ROOT, 'dist/meridian.mjs'), args = MERIDIAN_ARGS) {
  return {
    floor: { argv: [join(ROOT, 'bench/floor.mjs')], call: ['get_current_time', {}] },
    'sdk-minimal': { argv: [await sdkMinimal()], call: ['get_current_time', {}] },
    meridian: { argv: [bundle, ...args], call: ['get_current_time', { timezone: 'Europe/London' }] },
  };
}

/** One cold session: ms from spawn to each answer, and CPU ms until the call's. */
export async function coldStart(node, server) {
  const c = new Stdio(node, server.argv);
  await c.request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } });
  const init = performance.now() - c.t0;
  await c.send([{ method: 'notifications/initialized', notification: true }]);
  await c.request('tools/list');
  const list = performance.now() - c.t0;
  await c.call(...server.call);
  const call = performance.now() - c.t0;
  const cpu = c.cpu();
  await c.close();
  return { init, list, call, cpu };
}

/** `rounds` interleaved cold starts of every server on every node: results[node][server] = {init: [], ...}. */
export async function coldStarts(nodes, serverMap, rounds) {
  const names = Object.keys(serverMap);
  const out = Object.fromEntries(
    nodes.map((n) => [n.label, Object.fromEntries(names.map((s) => [s, { init: [], list: [], call: [], cpu: [] }]))]),
  );
  for (const node of nodes) for (const s of names) await coldStart(node, serverMap[s]);
  for (let r = 0; r < rounds; r++) {
    for (const node of nodes) {
      for (const s of names) {
        const x = await coldStart(node, serverMap[s]);
        for (const k of ['init', 'list', 'call', 'cpu']) out[node.label][s][k].push(x[k]);
      }
    }
  }
  return out;
}
