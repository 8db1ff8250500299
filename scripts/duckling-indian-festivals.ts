// Extracts the Indian festival dates from Duckling (github.com/facebook/duckling, BSD licence) into
// test/fixtures/duckling-indian-festivals.json: the date lists of Duckling/Time/Computed.hs and the
// day offsets by which Duckling/Time/EN/Rules.hs derives further festivals from them. The fixture is
// an oracle independent of src/calendars/hindu.ts: Duckling tabled its dates, we compute ours.
//
//   tsx scripts/duckling-indian-festivals.ts <duckling git dir> [commit]
//
// Reads the two files with `git show`, so a bare mirror is enough.

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const LISTS = [
  'dhanteras',
  'navaratri',
  'rakshaBandhan',
  'ganeshChaturthi',
  'mahavirJayanti',
  'thaiPongal',
  'mahaShivaRatri',
  'thiruOnam',
  'rathaYatra',
  'vasantPanchami',
  'guruGobindSinghJayanti',
  'karvaChauth',
  'krishnaJanmashtami',
  'vesak',
  'vaisakhi',
  'saraswatiJayanti',
  'rabindraJayanti',
  'ravidassJayanti',
  'pargatDiwas',
  'ugadi',
  'ramaNavami',
];

const [gitDir, commitArg] = process.argv.slice(2);
if (!gitDir) throw new Error('usage: tsx scripts/duckling-indian-festivals.ts <duckling git dir> [commit]');
const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
const commit = git('rev-parse', commitArg ?? 'HEAD').trim();
const computed = git('show', `${commit}:Duckling/Time/Computed.hs`);
const rules = git('show', `${commit}:Duckling/Time/EN/Rules.hs`);

const pad = (n: number) => String(n).padStart(2, '0');
const lists: Record<string, string[]> = {};
for (const name of LISTS) {
  const m = new RegExp(`^${name}' = mapMaybe toTimeObjectM\\n([\\s\\S]*?)^\\s*\\]`, 'm').exec(computed);
  if (!m) throw new Error(`no list ${name} in Computed.hs`);
  lists[name] = [...m[1]!.matchAll(/\(\s*(\d{4})\s*,\s*(\d{1,2})\s*,\s*(\d{1,2})\s*\)/g)].map(
    ([, y, mo, d]) => `${y}-${pad(+mo!)}-${pad(+d!)}`,
  );
}

// ( "Label", "regex"\n    , cycleNthAfter False TG.Day N base ) and ( "Label", "regex", base ).
const derived: { label: string; pattern: string; base: string; offset: number }[] = [];
const rule = /\(\s*"([^"]+)",\s*"((?:[^"\\]|\\.)*)"\s*,\s*(?:cycleNthAfter False TG\.Day \(?(-?\d+)\)? )?(\w+)\s*\)/g;
for (const [, label, pattern, offset, base] of rules.matchAll(rule)) {
  if (LISTS.includes(base!))
    derived.push({ label: label!, pattern: pattern!.replace(/\\\\/g, '\\'), base: base!, offset: Number(offset ?? 0) });
}
// Navaratri is an interval rule: [navaratri, navaratri + 9 days], inclusive.
if (!/"Navaratri"[\s\S]{0,120}start = navaratri\s+end = cycleNthAfter False TG\.Day 9 navaratri/.test(rules)) {
  throw new Error('the Navaratri interval rule changed');
}

const fixture = {
  provenance: {
    repository: 'https://github.com/facebook/duckling',
    files: ['Duckling/Time/Computed.hs', 'Duckling/Time/EN/Rules.hs'],
    commit,
    licence: 'BSD (Copyright (c) 2016-present, Facebook, Inc.); these are dates, extracted as data',
    extractedBy: 'scripts/duckling-indian-festivals.ts',
    intervals: { Navaratri: 'navaratri through navaratri + 9 days (closed interval in Rules.hs)' },
  },
  lists,
  derived,
};
writeFileSync(new URL('../test/fixtures/duckling-indian-festivals.json', import.meta.url), JSON.stringify(fixture, null, 1) + '\n');
console.log(`${LISTS.length} lists, ${derived.length} derived rules from ${commit}`);
