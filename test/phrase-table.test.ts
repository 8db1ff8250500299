// parse_time against the phrase table (test/phrase-table.ts): every phrase's exact reading (kind,
// instants, grain, zone) or error code. Then the guarantee the reader is built around, checked
// over the whole table: no answer drops a word that would change it (ignored may hold only words
// that change nothing). Then generated variants of the table's phrases (letter case, spacing,
// punctuation, number words, sentence words around them) read exactly as the phrase does.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { InputError } from '../src/core/errors.js';
import { SENTENCE_WORDS } from '../src/natural/leftover.js';
import { FILLER } from '../src/natural/lexicon.js';
import { parseTime } from '../src/tools/parse-time.js';
import { ctxAt, runChecked } from './helpers.js';
import { TABLE, type Block } from './phrase-table.js';

interface Reading {
  readonly got: string;
  readonly ignored?: string;
  readonly matched?: string;
}

/** A phrase's answer in the table's notation ("I <datetime> <grain>", "E <code>", …). */
function read(block: Block, text: string): Reading {
  const args = { text, timezone: block.tz, ...block.args };
  const ctx = ctxAt(block.now);
  try {
    // the handler, for the error's code (the result's text carries the sentence only)
    parseTime.handler(args as never, ctx);
  } catch (e) {
    if (e instanceof InputError) return { got: `E ${e.code}` };
    throw e;
  }
  const out = runChecked(parseTime, args, ctx);
  assert.ok(!('isError' in out), JSON.stringify(out));
  const sc = out.structuredContent as Record<string, never> & {
    timezone: string;
    kind: string;
    grain: string;
    datetime?: string;
    start?: { datetime: string };
    end?: { datetime: string };
    open?: string;
    ignored?: string;
    matched?: string;
  };
  const zone = sc.timezone === block.tz ? '' : `@${sc.timezone}`;
  let got: string;
  if (sc.kind === 'instant') got = `I${zone} ${sc.datetime} ${sc.grain}`;
  else if (sc.kind === 'range') got = `R${zone} ${sc.start!.datetime} ${sc.end!.datetime} ${sc.grain}`;
  else got = sc.open === 'end' ? `A${zone} ${sc.start!.datetime} ${sc.grain}` : `B${zone} ${sc.end!.datetime} ${sc.grain}`;
  return { got, ...(sc.ignored ? { ignored: sc.ignored } : {}), ...(sc.matched ? { matched: sc.matched } : {}) };
}

const label = (b: Block) => `${b.tz} at ${b.now}${b.args ? ` ${JSON.stringify(b.args)}` : ''}`;

for (const block of TABLE) {
  test(`phrase table: ${label(block)}`, () => {
    const wrong: string[] = [];
    for (const [want, phrases] of block.rows) {
      for (const text of phrases) {
        const { got } = read(block, text);
        if (got !== want) wrong.push(`${JSON.stringify(text)}: want ${want}, got ${got}`);
      }
    }
    assert.deepEqual(wrong, []);
  });
}

const phrases = TABLE.flatMap((b) => b.rows.flatMap(([want, ps]) => ps.map((text) => ({ block: b, want, text }))));

test('phrase table: over 2,000 phrases, in every family, at references in several zones', () => {
  assert.ok(phrases.length >= 2000, `${phrases.length} phrases`);
  const zones = new Set(TABLE.map((b) => b.tz));
  for (const z of ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Sydney', 'Europe/London']) assert.ok(zones.has(z), z);
  const kinds = new Set(phrases.map((p) => p.want.split(/[ @]/)[0]));
  assert.deepEqual([...kinds].sort(), ['A', 'B', 'E', 'I', 'R']);
  assert.ok(phrases.filter((p) => p.want.startsWith('E ')).length >= 60, 'refusals');
  assert.ok(phrases.filter((p) => p.want.includes('@')).length >= 50, 'zones in the text');
});

/**
 * Words that change a reading: the test's own list, independent of the reader's. A number, a unit,
 * a weekday or month, a part of the day, am/pm, a relative or range word, an ordinal, a holiday
 * word, or a zone abbreviation left unread means the answer is not what was asked.
 */
const MEANING = new Set(
  (
    'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty half quarter couple few ' +
    'first second third fourth fifth last next this past previous coming upcoming following ago later earlier hence before after until till since by within ' +
    'early late mid middle end beginning start rest every each ' +
    'second seconds minute minutes min mins hour hours hr hrs day days week weeks weekend weekends month months year years decade fortnight ' +
    'today tomorrow tonight yesterday now noon midnight midday morning afternoon evening night lunch dinner am pm a.m p.m oclock ' +
    'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun ' +
    'january february april june july august september october november december jan feb apr jun jul aug sep sept oct nov dec ' +
    'christmas xmas easter thanksgiving halloween eve holiday ramadan diwali summer winter spring autumn fall ' +
    'utc gmt pst pdt est edt cst cdt mst mdt cet cest bst ist jst pt et ct mt'
  ).split(' '),
);

function meaningful(word: string): boolean {
  const w = word
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .replace(/'s$/, '');
  return /\d/.test(w) || MEANING.has(w) || /^\d+(st|nd|rd|th)$/.test(w);
}

test('never confidently wrong: no answer in the table ignores a word that changes its meaning', () => {
  const dropped: string[] = [];
  let answers = 0;
  for (const p of phrases) {
    if (p.want.startsWith('E ')) continue;
    answers++;
    const r = read(p.block, p.text);
    // ("am" beside "I" is the verb: "I am free on Friday")
    const verb = /\b(i am|am i)\b/i.test(r.ignored ?? '');
    const bad = (r.ignored ?? '').split(/[\s…]+/).filter((w) => w && meaningful(w) && !(verb && w.toLowerCase() === 'am'));
    if (bad.length) dropped.push(`${JSON.stringify(p.text)} ignored ${bad.join(', ')}`);
    // what was read is what the text says, with only the ignored words around it
    if (r.matched !== undefined) assert.ok(p.text.normalize('NFKC').includes(r.matched), `${p.text}: matched ${r.matched}`);
  }
  assert.ok(answers >= 1800, `${answers} answers`);
  assert.deepEqual(dropped, []);
});

test('consumption: a phrase (no sentence word in it) is read whole; ignored holds only the closed list of words that change nothing', () => {
  const bad: string[] = [];
  for (const p of phrases) {
    if (p.want.startsWith('E ')) continue;
    const words = p.text
      .toLowerCase()
      .split(/[^\p{L}\p{N}']+/u)
      .filter(Boolean);
    if (words.some((w) => SENTENCE_WORDS.has(w) || SENTENCE_WORDS.has(w.replace(/'s$/, '')))) continue;
    const r = read(p.block, p.text);
    const extra = (r.ignored ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}']+/u)
      .filter((w) => w && !FILLER.has(w));
    if (extra.length) bad.push(`${JSON.stringify(p.text)} ignored ${extra.join(', ')}`);
  }
  assert.deepEqual(bad, []);
});

test('never confidently wrong: a meaningful word added beside a phrase is an error or an alternative, never ignored', () => {
  const ctx = ctxAt('2026-06-11T14:00:00Z');
  for (const [text, extra] of [
    ['tomorrow', 'late'],
    ['3pm', 'next'],
    ['Friday', '2'],
    ['next week', 'early'],
    ['at 9', 'tuesday'],
  ] as const) {
    for (const t of [`${extra} ${text}`, `${text} ${extra}`]) {
      const out = runChecked(parseTime, { text: t, timezone: 'America/New_York' }, ctx);
      if ('isError' in out) continue;
      const sc = out.structuredContent as { ignored?: string; alternatives?: unknown[] };
      assert.ok(!(sc.ignored ?? '').split(/[\s…]+/).some(meaningful), `${t}: ${JSON.stringify(sc)}`);
    }
  }
});

// --- generated variants

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A variant of a phrase that means the same: case, spacing, a trailing mark, a polite word, a number in words. */
function variant(text: string, r: { caseBits: number[]; spaces: number[]; mark: string; polite: number; words: boolean }): string {
  let t = r.caseBits.length
    ? text
        .split('')
        .map((ch, i) => (r.caseBits[i % r.caseBits.length]! ? ch.toUpperCase() : ch.toLowerCase()))
        .join('')
    : text;
  // "in 2 days" → "in two days": a standalone small number, not part of a time, date or fraction
  if (r.words)
    t = t.replace(
      /(^|\s)([1-9]|1[0-2])(?=\s+(?:days?|weeks?|hours?|minutes?|months?|years?|fridays?|business)\b)/gi,
      (_, pre: string, n: string) => `${pre}${NUMBER_WORDS[Number(n)]}`,
    );
  let k = 0;
  t = t.replace(/ /g, () => ' '.repeat(1 + (r.spaces[k++ % r.spaces.length] ?? 0)));
  if (r.polite === 1) t = `please, ${t}`;
  if (r.polite === 2) t = `${t} please`;
  if (r.mark && !/[?.!]$/.test(t)) t += r.mark;
  return t;
}

test('generated variants of the table phrases read as the phrase does', () => {
  const answers = phrases.filter((p) => !p.want.startsWith('E '));
  const pick = fc.nat({ max: answers.length - 1 });
  const shape = fc.record({
    caseBits: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 7 }),
    spaces: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 4 }),
    mark: fc.constantFrom('', '.', '!', '?'),
    polite: fc.integer({ min: 0, max: 2 }),
    words: fc.boolean(),
  });
  fc.assert(
    fc.property(pick, shape, (i, r) => {
      const p = answers[i]!;
      // zone abbreviations and IANA names keep their letter case ("PT", "Asia/Tokyo")
      const text = /\b[A-Z]{2,5}\b|[A-Z][a-z]+\/[A-Z]/.test(p.text) ? variant(p.text, { ...r, caseBits: [] }) : variant(p.text, r);
      assert.equal(read(p.block, text).got, p.want, `${JSON.stringify(text)} (from ${JSON.stringify(p.text)})`);
    }),
    { seed: 20260611, numRuns: Number(process.env.PROPERTY_RUNS ?? 400), endOnFailure: true },
  );
});
