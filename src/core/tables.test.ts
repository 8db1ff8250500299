import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { calendar } from '../tools/calendar.js';
import { checkDatesTool } from '../tools/check-dates.js';
import { parseTime } from '../tools/parse-time.js';
import { schedule } from '../tools/schedule.js';
import { wordTable } from './tables.js';

/** Every name an object literal inherits ("constructor", "__proto__", "tostring" as the reader folds it …). */
const INHERITED = [...new Set(Object.getOwnPropertyNames(Object.prototype).flatMap((n) => [n, n.toLowerCase()]))];
const ctx = ctxAt('2026-11-30T12:00:00Z', 'UTC');
const text = (r: ReturnType<typeof runChecked>): string => r.content[0].text;

test('wordTable: only the words it lists are in it', () => {
  const t = wordTable({ one: 1, two: 2 });
  assert.deepEqual(Object.keys(t), ['one', 'two']);
  assert.equal(t.two, 2);
  for (const w of INHERITED) {
    assert.equal(w in t, false, w);
    assert.equal(t[w], undefined, w);
  }
});

// Each call runs through runChecked, which fails the test on an internal error (a Meridian bug).
test('words an object inherits are words the tools do not know, not their functions', () => {
  for (const w of INHERITED) {
    for (const phrase of [w, `3pm ${w}`, `next ${w}`, `in 3 ${w}`, `the 3 ${w}`, `march ${w} 2027`, `twenty ${w}`]) {
      const r = runChecked(parseTime, { text: phrase, timezone: 'UTC' }, ctx);
      assert.ok('isError' in r && r.isError, `${phrase}: ${text(r)}`);
      assert.match(text(r), /^Could not read/, phrase);
    }
    const passage = runChecked(checkDatesTool, { text: `A 3-${w} stay from Monday, December 7, 2026 in ${w} time.` }, ctx);
    assert.ok(!('isError' in passage), text(passage));
    const rule = runChecked(schedule, { rule: `every ${w} at 9`, timezone: 'UTC' }, ctx);
    assert.ok('isError' in rule && rule.isError, text(rule));
    assert.match(text(rule), /^Could not read the rule as a recurring time in English/, w);
    const cal = runChecked(calendar, { date: '2026-12-01', calendars: [w] }, ctx);
    assert.ok('isError' in cal && cal.isError, text(cal));
    assert.match(text(cal), /^Unknown calendar/, w);
  }
});
