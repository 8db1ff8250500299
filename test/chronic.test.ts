// parse_time on Chronic's parsing tests (test/corpora/chronic-en.json, built by
// scripts/chronic-corpus.ts at the commit it records; the Ruby library's test/test_parsing.rb, MIT):
// 277 cases by other authors, each with Chronic's reference time (read as UTC) and the time its test
// asserts. Every answer reads right, is offered as an alternative, or is a case named below with the
// reason the two readers differ; a new difference fails, and so does a named case that starts reading
// right. Chronic answers a span by its middle ("aug 3" is noon on it): an answer is right when its
// start is the time asserted, or the middle of its span is (a day's is noon); with `:guess => false`
// the test asserts the span's ends. A phrase Chronic reads as nothing must be refused.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { ChronicCase } from '../scripts/chronic-corpus.js';
import { parseTime } from '../src/tools/parse-time.js';
import { ctxAt, runChecked } from './helpers.js';

const corpus = JSON.parse(readFileSync(new URL('./corpora/chronic-en.json', import.meta.url), 'utf8')) as {
  source: { commit: string };
  cases: ChronicCase[];
};

/** A reading of an answer: its start and end in ms (an instant spans its grain). */
interface Reading {
  readonly s: number;
  readonly e: number;
}
const GRAIN: Record<string, number> = { second: 1e3, minute: 60e3, hour: 3600e3, day: 86400e3 };
/** Wall-clock text at UTC ("2006-08-16T14:00:00+00:00") as ms. */
const ms = (iso: string) => Date.parse(`${iso.slice(0, 19)}Z`);

function readings(c: ChronicCase): Reading[] | undefined {
  const out = runChecked(parseTime, { text: c.text, timezone: 'UTC', reference: c.reference }, ctxAt(c.reference));
  if ('isError' in out) return undefined;
  type At = { datetime: string } | string | undefined;
  const at = (x: At) => (x === undefined ? undefined : ms(typeof x === 'string' ? x : x.datetime));
  const d = out.structuredContent as {
    grain?: string;
    datetime?: string;
    start?: At;
    end?: At;
    alternatives?: { datetime?: string; start?: string; end?: string }[];
  };
  const one = (x: { datetime?: string; start?: At; end?: At }): Reading => {
    const s = x.datetime !== undefined ? ms(x.datetime) : (at(x.start) ?? Number.NEGATIVE_INFINITY);
    const e = x.datetime !== undefined ? s + (GRAIN[d.grain ?? 'second'] ?? 1e3) : (at(x.end) ?? Number.POSITIVE_INFINITY);
    return { s, e };
  };
  return [one(d), ...(d.alternatives ?? []).map(one)];
}

function right(c: ChronicCase, r: Reading): boolean {
  const want = ms(c.want!.replace(' ', 'T'));
  if (c.guess === 'span-begin') return r.s === want;
  if (c.guess === 'span-end') return r.e === want;
  return r.s === want || (c.guess === 'middle' && r.s + (r.e - r.s) / 2 === want);
}

// Where Meridian reads a phrase otherwise on purpose, by text and line of test_parsing.rb.
const UNDER_WAY = "a period under way is all of it (today, this week); Chronic's is what is left of it from now, answered by its middle";
const NEXT_CLOCK = "a clock time gone by today is tomorrow's, today's the alternative; Chronic takes today's";
const WEEKDAY_DATE =
  'a weekday with a day of the month that is another weekday is the next month where both hold, said in assumed; Chronic drops the weekday';
const QUARTER = 'a count of quarters from now is that moment; Chronic gives the calendar quarter it lands in';
const OTHERWISE: Record<string, string> = {
  'this month @ 670': UNDER_WAY,
  'this week @ 694': UNDER_WAY,
  'this day @ 719': UNDER_WAY,
  'today @ 725': UNDER_WAY,
  'this year @ 662': UNDER_WAY,
  'tonight @ 791': 'the night is 18:00 to midnight (README, "Parts of the day"); Chronic\'s 20:00 to midnight',
  '10 to 2 @ 1112': NEXT_CLOCK,
  '10 till 2 @ 1113': NEXT_CLOCK,
  '10 before 2 @ 1115': NEXT_CLOCK,
  '1 quarter ago @ 1184': QUARTER,
  '2 quarters ago @ 1188': QUARTER,
  '1 quarter from now @ 1192': QUARTER,
  'Thu 16th at 4pm @ 1464': WEEKDAY_DATE,
  'Thu 1st at 4pm @ 1467': WEEKDAY_DATE,
  'fifteenth of this month @ 117': "this month's 15th, the day before the reference; Chronic's answer is a year on",
  'may 27 32 @ 238':
    'two digits for a year are within 80 years back and 20 ahead of the reference (1932 in 2006), said in assumed; Chronic takes 2032',
  'today at 02:00:00 @ 480': 'a two-digit hour with a leading zero is on the 24-hour clock (02:00); Chronic reads 2pm',
  '4th day last week @ 555': 'the week runs Monday to Sunday (said in assumed), its fourth day a Thursday; Chronic counts from Sunday',
  '3 months ago saturday at 5:00 pm @ 1029':
    'three months before last Saturday ("a year ago Tuesday"); Chronic counts from the coming Saturday',
};

test("Chronic's parsing tests: each phrase reads right, offered, refused where Chronic reads nothing, or otherwise on purpose", () => {
  const tally = { right: 0, offered: 0, refused: 0, otherwise: 0 };
  const unnamed: string[] = [];
  const stale = new Set(Object.keys(OTHERWISE));
  for (const c of corpus.cases) {
    const rs = readings(c);
    const key = `${c.text} @ ${c.line}`;
    if (c.guess === 'none') {
      if (rs) unnamed.push(`${key}: answered where Chronic reads nothing`);
      else tally.right++;
      continue;
    }
    if (!rs) tally.refused++;
    else if (right(c, rs[0]!)) tally.right++;
    else if (rs.slice(1).some((r) => right(c, r))) tally.offered++;
    else if (OTHERWISE[key]) {
      tally.otherwise++;
      stale.delete(key);
    } else unnamed.push(`${key}: ${JSON.stringify(rs[0])} for ${c.want} (${c.guess})`);
  }
  assert.deepEqual(unnamed, [], `${unnamed.length} answers neither right nor named (${JSON.stringify(tally)})`);
  assert.deepEqual([...stale], [], 'named cases that no longer differ');
  // the figures, as measured when the corpus was added: they may only get better
  assert.ok(tally.right + tally.offered >= 229, JSON.stringify(tally));
});
