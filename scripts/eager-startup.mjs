// What start-up and a first call run, compiled with the file that holds it, so that Node's compile
// cache keeps it (scripts/build.mjs calls this on dist/ once it is built).
//
// V8 compiles a function the first time it is called, unless the function is written in parentheses
// (its sign of a function called at once), and Node's compile cache holds only what V8 compiled with
// the file. So every start compiled again, one by one, the ~150 functions that start-up, `initialize`,
// `tools/list` and a first `get_current_time` call: the first call is 5 ms sooner on Node 22 and 9 ms
// on Node 24 with them compiled with the file (BENCHMARKS.md, "Where the distance is, first call").
//
// Here a session is run on the built server under --log-function-events. Each function that V8
// compiled on its first call is then put in parentheses in the file that holds it:
// - a function expression or arrow becomes `(…)`;
// - a top-level function declaration becomes `var name = (function name…)`.
// Methods stay as they are, and so do functions declared inside others. A declaration turned into a
// `var` is no longer hoisted, so the session is run again on the rewritten files and must give the
// same answers.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SESSION = [
  { id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'build', version: '1' } } },
  { method: 'notifications/initialized' },
  { id: 2, method: 'tools/list' },
  { id: 3, method: 'tools/call', params: { name: 'get_current_time', arguments: { timezone: 'Europe/London' } } },
];
const TIMEOUT_MS = 30_000;

/** The session's answers by id, from the server at `entry` run with `flags` and no arguments of its own, as a client starts it. */
function session(entry, flags) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...flags, entry], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' },
    });
    const answers = {};
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill();
      fail(new Error(`eager-startup: the session on ${entry} did not end within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => {
      buffer += d;
      for (let nl = buffer.indexOf('\n'); nl !== -1; nl = buffer.indexOf('\n')) {
        const message = JSON.parse(buffer.slice(0, nl));
        buffer = buffer.slice(nl + 1);
        answers[message.id] = message;
        if (message.id === 3) child.stdin.end();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0 || !answers[3]?.result || answers[3].result.isError)
        fail(new Error(`eager-startup: the session on ${entry} ended with code ${code}: ${JSON.stringify(answers)}`));
      else done(answers);
    });
    child.stdin.write(SESSION.map((m) => JSON.stringify({ jsonrpc: '2.0', ...m })).join('\n') + '\n');
  });
}

/** For each file of `dir`, the end offsets of the functions V8 compiled on their first call, from a --log-function-events log. */
function lazilyCompiled(log, dir) {
  const base = pathToFileURL(resolve(dir)).href + '/';
  const files = new Map(); // script id → path
  const ends = new Map(); // path → Set of end offsets
  for (const line of log.split('\n')) {
    const f = line.split(',');
    if (f[0] === 'script-details' && f[2]?.startsWith(base) && !f[2].slice(base.length).includes('/'))
      files.set(f[1], join(dir, f[2].slice(base.length)));
    else if (f[0] === 'function' && f[1] === 'parse-function' && files.has(f[2])) {
      const path = files.get(f[2]);
      if (!ends.has(path)) ends.set(path, new Set());
      ends.get(path).add(Number(f[4]));
    }
  }
  return ends;
}

/** `text` with those of its functions that end at `ends` in parentheses; and how many of each kind. */
function parenthesize(path, text, ends) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits = []; // [offset, text, 0 for an opening, 1 for a closing]
  const count = { declarations: 0, expressions: 0, left: 0 };
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body && ends.has(node.end)) {
      if (ts.isFunctionDeclaration(node) && node.parent === file && node.name) {
        count.declarations++;
        edits.push([node.getStart(file), `var ${node.name.text}=(`, 0], [node.end, ');', 1]);
      } else if ((ts.isFunctionExpression(node) || ts.isArrowFunction(node)) && !ts.isParenthesizedExpression(node.parent)) {
        count.expressions++;
        edits.push([node.getStart(file), '(', 0], [node.end, ')', 1]);
      } else count.left++;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // From the end, so that offsets hold; where one function ends and the next begins, the next's
  // opening goes in first, so that it lands after the closing.
  edits.sort((a, b) => b[0] - a[0] || a[2] - b[2]);
  let out = text;
  for (const [at, insert] of edits) out = out.slice(0, at) + insert + out.slice(at);
  return { text: out, count };
}

export async function eagerStartup(dir) {
  const entry = join(dir, 'meridian.mjs');
  const temp = mkdtempSync(join(tmpdir(), 'meridian-eager-'));
  const logFile = join(temp, 'v8.log');
  try {
    const before = await session(entry, ['--log-function-events', `--logfile=${logFile}`, '--no-logfile-per-isolate']);
    const counts = [];
    for (const [path, ends] of lazilyCompiled(readFileSync(logFile, 'utf8'), dir)) {
      const { text, count } = parenthesize(path, readFileSync(path, 'utf8'), ends);
      if (count.declarations + count.expressions === 0) continue;
      writeFileSync(path, text);
      counts.push(`${path.slice(dir.length + 1)} ${count.declarations + count.expressions} (${count.left} methods left)`);
    }
    // None at all: the log's format is not the one read here (another Node), and start-up would
    // quietly compile everything again at every start.
    if (counts.length === 0)
      throw new Error(
        `eager-startup: ${process.execPath} logged no function compiled on its first call in ${dir}; check --log-function-events' format`,
      );
    const after = await session(entry, []);
    // The same answers, but for the instant the clock is read at.
    const same = (answers) => JSON.stringify(answers).replace(/\d{4}-\d\d-\d\dT[\d:.]+(?:Z|[+-]\d\d:\d\d)/g, 'now');
    if (same(before) !== same(after))
      throw new Error(`eager-startup: the rewritten server answers otherwise: ${same(after).slice(0, 2000)}`);
    return counts;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
