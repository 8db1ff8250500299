// The README's tools table is generated from the registry (scripts/docs.ts): it must match what
// `npm run docs` would write now, so a changed tool cannot leave the README behind.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { END, README, START, firstSentence, renderReadme, toolsTable } from '../scripts/docs.js';
import { TOOLS } from '../src/tools/index.js';

test('README.md tools table is up to date (run npm run docs)', () => {
  const readme = readFileSync(README, 'utf8');
  assert.ok(renderReadme(readme) === readme, 'README.md tools table is out of date: run npm run docs');
});

test('the table has one row per registered tool, with first sentence and required arguments', () => {
  const rows = toolsTable()
    .split('\n')
    .filter((l) => l.startsWith('| `'));
  assert.deepEqual(
    rows.map((r) => /^\| `([a-z_]+)`/.exec(r)?.[1]),
    TOOLS.map((t) => t.name),
  );
  const convert = rows.find((r) => r.startsWith('| `convert_time` |'));
  assert.equal(
    convert,
    '| `convert_time` | Convert time between zones | Convert a time of day from one zone to another, today or on a given date; notes DST gaps and repeats. | `source_timezone`, `time` (required), `target_timezone`, `date`, `disambiguation` |',
  );
  assert.match(rows.find((r) => r.startsWith('| `get_current_time` |'))!, /\| `timezone`, `include_calendar` \|$/);
});

test('first sentences: a stop followed by a capital ends it; "e.g." inside one does not', () => {
  const cases = [
    { text: 'One thing. Another thing.', expected: 'One thing.' },
    { text: 'Sort values, e.g. dates or durations. Then more.', expected: 'Sort values, e.g. dates or durations.' },
    { text: 'Ranges (years, months, ...) and more. "Quoted" next.', expected: 'Ranges (years, months, ...) and more.' },
    { text: 'No stop at all', expected: 'No stop at all' },
    { text: 'Spans\n  two lines. Next.', expected: 'Spans two lines.' },
  ];
  for (const { text, expected } of cases) assert.equal(firstSentence(text), expected, text);
});

test('only the text between the markers changes; a README without them is an error', () => {
  const readme = `# Title\n\nIntro prose.\n\n${START}\nstale table\n${END}\n\nAfter prose.\n`;
  assert.equal(renderReadme(readme, 'NEW'), `# Title\n\nIntro prose.\n\n${START}\nNEW\n${END}\n\nAfter prose.\n`);
  assert.equal(renderReadme(renderReadme(readme, 'NEW'), 'NEW'), renderReadme(readme, 'NEW'));
  assert.throws(() => renderReadme('# no markers\n', 'NEW'), /exactly one <!-- tools:start -->/);
  assert.throws(() => renderReadme(`${END}\n${START}\n`, 'NEW'), /exactly one/);
  assert.throws(() => renderReadme(`${START}\n${END}\n${START}\n${END}\n`, 'NEW'), /exactly one/);
});

// `npm run bench:hostile` was named in the README and RELIABILITY.md for a whole stop before the
// script existed: every `npm run NAME` the repo's documents name must be one of package.json's scripts.
test('every npm run command the documents name is a script in package.json', () => {
  const root = new URL('../', import.meta.url);
  const scripts = Object.keys(
    (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> }).scripts,
  );
  const documents = [
    ...readdirSync(root).filter((f) => f.endsWith('.md')),
    ...readdirSync(new URL('docs/', root))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  const missing: string[] = [];
  let named = 0;
  for (const file of documents) {
    for (const m of readFileSync(new URL(file, root), 'utf8').matchAll(/npm run ([a-z][\w:-]*)/g)) {
      named++;
      if (!scripts.includes(m[1]!)) missing.push(`${file}: npm run ${m[1]}`);
    }
  }
  assert.ok(named > 20, `${named} commands found`);
  assert.deepEqual([...new Set(missing)], []);
});

test("the README's closed list of words that change nothing is the reader's", async () => {
  const { FILLER } = await import('../src/natural/lexicon.js');
  const readme = readFileSync(README, 'utf8');
  const para = /every word of it must be read but a closed list of words that change nothing: ([^.]+)\./.exec(readme.replace(/\n/g, ' '));
  assert.ok(para, 'README: the closed list');
  const listed = [...para[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  assert.deepEqual([...listed].sort(), [...FILLER].sort());
});

test('the agent skill (skills/meridian-time/SKILL.md) has the frontmatter hosts read and names every tool, and only tools that exist', () => {
  const text = readFileSync(new URL('../skills/meridian-time/SKILL.md', import.meta.url), 'utf8');
  const front = /^---\nname: ([a-z0-9-]+)\ndescription: (.+)\n---\n/.exec(text);
  assert.ok(front, 'YAML frontmatter with name and description');
  assert.ok(front[1]!.length <= 64 && front[2]!.length <= 1024);
  const names = new Set(TOOLS.map((t) => t.name));
  const table = text.slice(text.indexOf('## Which tool'), text.indexOf('## Conventions'));
  const called = new Set([...table.matchAll(/\| `([a-z_]+)`/g)].map((m) => m[1]!));
  assert.deepEqual(
    [...called].filter((n) => !names.has(n)),
    [],
    'tools the skill names that do not exist',
  );
  assert.deepEqual(
    [...names].filter((n) => !called.has(n)),
    [],
    'tools the skill does not name',
  );
});
