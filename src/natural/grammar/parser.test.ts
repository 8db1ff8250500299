// The grammar's word lists (seqs``) and Parser.any, which reads them: the longest sequence that
// starts at a word, whole words only, with lists put in and lines broken beside a "|".

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tokenize } from '../tokens.js';
import { Parser, seqs } from './parser.js';

const parserOf = (text: string) => new Parser(text, tokenize(text), undefined, []);
const EXTRA = ['by close of play', 'soonest'];
const ask = () =>
  seqs`end of day|the end of the day|end
    |end of business|${EXTRA}`;

test('seqs: sequences by first word, a list put in, a line break beside a "|" not part of one, built once where written', () => {
  const s = ask();
  assert.equal(ask(), s, 'the same object at the same place');
  assert.deepEqual(
    [...s].map(([first, all]) => [first, all.map((w) => w.join(' '))]),
    [
      ['end', ['end of day', 'end', 'end of business']],
      ['the', ['the end of the day']],
      ['by', ['by close of play']],
      ['soonest', ['soonest']],
    ],
  );
  assert.notEqual(seqs`end of day`, s, 'another place, another object');
});

test('Parser.any: the end of the longest sequence read at a word, whole words only, else -1', () => {
  const g = parserOf('call me by the end of the day or soonest');
  const s = ask();
  assert.equal(g.any(0, s), -1); // "call" starts none
  assert.equal(g.any(2, s), -1); // "by close of play" is not what follows
  assert.equal(g.any(3, s), 8); // "the end of the day"
  assert.equal(g.any(4, s), 5); // "end", the longest that is there ("end of day" is not)
  assert.equal(g.any(9, s), 10); // "soonest", from the list put in
  assert.equal(g.any(10, s), -1); // past the last word
  assert.equal(parserOf('ending').any(0, s), -1, 'a word that only begins like one');
  assert.equal(parserOf('end of business hours').any(0, s), 3);
});
