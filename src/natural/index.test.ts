// The reader's own contract (the phrase table, test/phrase-table.ts, holds the readings): its
// errors carry a code and the caller's field, it names no tool argument of its own, it refuses
// what is not text, and it reads long and hostile text in time proportional to its length.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InputError } from '../core/errors.js';
import { db } from '../../test/helpers.js';
import { resolveZone } from '../zones/resolve.js';
import { parseNatural, type NaturalOptions } from './index.js';

const opts: NaturalOptions = {
  db,
  zone: resolveZone(db, 'Europe/Paris', 'UTC', 'timezone'),
  field: 'phrase',
  reference: Date.parse('2026-11-30T12:00:00Z') / 1000,
  disambiguation: 'compatible',
};

function refused(text: string, o: Partial<NaturalOptions> = {}): [string, string | undefined, string] {
  try {
    parseNatural(text, { ...opts, ...o });
  } catch (e) {
    assert.ok(e instanceof InputError, String(e));
    return [e.code, e.field, e.message];
  }
  return assert.fail(`read "${text}"`);
}

test('parseNatural: errors name the field the caller gave', () => {
  assert.deepEqual(refused('  '), [
    'phrase.empty',
    'phrase',
    'The phrase is empty; pass a date or time such as "tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30".',
  ]);
  assert.deepEqual(refused('whenever'), [
    'phrase.unreadable',
    'phrase',
    'Could not read a date or time in "whenever"; try a phrasing like "tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30".',
  ]);
  assert.deepEqual(refused('2026-02-30'), ['phrase.no-such-day', 'phrase', 'February 2026 has no day 30; check the date.']);
  assert.deepEqual(refused('2026-03-01T10:00+19:00'), [
    'phrase.invalid',
    'phrase',
    'Invalid UTC offset "+19:00" in phrase; use one between -18:00 and +18:00, e.g. "+05:30".',
  ]);
  assert.deepEqual(refused('fifth Monday of February 2027'), [
    'phrase.no-such-day',
    'phrase',
    'There is no 5th Monday in that period; ask for the "last Monday" instead.',
  ]);
  assert.deepEqual(refused('3pm in Springfield').slice(0, 2), ['zone.ambiguous', 'phrase']);
  assert.deepEqual(refused('in 9000 years'), [
    'phrase.year-range',
    'phrase',
    'The date falls in year 11026; use a date between years 1 and 9999.',
  ]);
  assert.deepEqual(refused('500 BC'), [
    'phrase.year-range',
    'phrase',
    'The date falls in year 500 BC; use a date between years 1 and 9999.',
  ]);
  assert.deepEqual(refused('zorblax saturday 2027'), [
    'phrase.unknown-word',
    'phrase',
    'Could not read "zorblax" in "zorblax saturday 2027": it is not a date or time word Meridian knows (if it names a holiday or festival, that one is not known); rephrase it, or pass the date itself.',
  ]);
  // a slip of one or two letters for a time word or a holiday is named
  assert.deepEqual(
    refused('diwaly 2027')[2],
    'Could not read "diwaly" in "diwaly 2027": it is not a date or time word Meridian knows (did you mean "diwali" for "diwaly"?); rephrase it, or pass the date itself.',
  );
  assert.deepEqual(refused('3am this afternoon'), [
    'phrase.contradiction',
    'phrase',
    '03:00 is not in the afternoon (12:00-18:00); drop one of them or make them agree.',
  ]);
  assert.deepEqual(refused('late tomorrow'), [
    'phrase.unplaced',
    'phrase',
    'Read "tomorrow" in the phrase but could not place "late"; rephrase so every number, unit and modifier belongs to the date or time, or pass the phrase alone.',
  ]);
  assert.deepEqual(refused('3pm PST to 5pm EST'), [
    'phrase.zones',
    'phrase',
    'The phrase names "PST" and "EST"; read one zone at a time (convert_time turns one into the other).',
  ]);
  assert.deepEqual(refused('from 2026-12-01 to 2026-11-30').slice(0, 2), ['phrase.range-order', 'phrase']);
});

test('parseNatural: holiday names and business days need the holiday data, and say so', () => {
  assert.deepEqual(refused('christmas'), [
    'phrase.unreadable',
    'phrase',
    'Holiday names need the holiday data, which this call does not have; give the date instead.',
  ]);
  assert.deepEqual(refused('in 3 business days'), [
    'phrase.unreadable',
    'phrase',
    'Business days need the holiday data, which this call does not have; count the days instead.',
  ]);
});

test('parseNatural: a zone in the phrase wins, and readings come back as instants with a grain', () => {
  const r = parseNatural('tomorrow at 9am in Tokyo', opts);
  assert.equal(r.zone.name, 'Asia/Tokyo');
  assert.deepEqual([r.kind, r.start, r.grain, r.dated], ['instant', Date.parse('2026-12-01T00:00:00Z') / 1000, 'hour', true]);
  const next = parseNatural('next Friday at 3pm', opts);
  assert.equal(next.start, Date.parse('2026-12-11T14:00:00Z') / 1000);
  assert.deepEqual(next.alternatives, [
    { kind: 'instant', start: Date.parse('2026-12-04T14:00:00Z') / 1000, grain: 'hour', reading: 'the coming Friday' },
  ]);
  const open = parseNatural('after 2pm', opts);
  assert.deepEqual(
    [open.kind, open.start, open.end, open.open, open.dated],
    ['open', Date.parse('2026-11-30T13:00:00Z') / 1000, undefined, 'end', false],
  );
  // "after 5 days": from then on, as "after Friday" is, and the moment alone ("in 5 days") beside it
  const after = parseNatural('after 5 days', opts);
  assert.deepEqual(
    [after.kind, after.start, after.open, after.alternatives],
    [
      'open',
      Date.parse('2026-12-05T12:00:00Z') / 1000,
      'end',
      [
        {
          kind: 'instant',
          start: Date.parse('2026-12-05T12:00:00Z') / 1000,
          grain: 'second',
          reading: 'that moment alone, as "in" reads it',
        },
      ],
    ],
  );
  // two digits ending a month-name date are its year, the hour beside it; the next 29 February, not 1 March
  const yy = parseNatural('Feb 29 20', opts);
  assert.deepEqual(
    [yy.start, yy.grain, yy.assumed, yy.alternatives],
    [
      Date.parse('2020-02-28T23:00:00Z') / 1000,
      'day',
      ['year: 2020 (from "20")'],
      [{ kind: 'instant', start: Date.parse('2028-02-29T19:00:00Z') / 1000, grain: 'hour', reading: '20:00, not the year' }],
    ],
  );
  assert.deepEqual(parseNatural('April 20 10 am', opts).alternatives, []);
  // three pairs of digits: day or month first, and year first as Japan and ISO 8601 write them
  // midnight in Paris: +02:00 in summer, +01:00 in winter
  const day = (iso: string) => Date.parse(`${iso}T00:00:00${/-(0[4-9]|10)-/.test(iso) ? '+02:00' : '+01:00'}`) / 1000;
  const pairs = parseNatural('16-05-31', opts);
  assert.deepEqual(
    [pairs.start, pairs.alternatives],
    [day('2031-05-16'), [{ kind: 'instant', start: day('2016-05-31'), grain: 'day', reading: 'year first: 2016-05-31' }]],
  );
  assert.deepEqual(
    [parseNatural('99/05/31', opts).start, parseNatural('99/05/31', opts).assumed],
    [day('1999-05-31'), ['year: 1999 (from "99")']],
  );
  const three = parseNatural('10-11-12', opts);
  assert.deepEqual(
    [three.start, three.alternatives.map((a) => [a.start, a.reading])],
    [
      day('2012-10-11'),
      [
        [day('2010-11-12'), 'year first: 2010-11-12'],
        [day('2012-11-10'), 'day/month order'],
      ],
    ],
  );
  // "22.11.": a day and month with their full stops; after a range's dash, not 22:11
  assert.deepEqual([parseNatural('22.11.', opts).start, parseNatural('22.11.', opts).grain], [day('2027-11-22'), 'day']);
  const dotted = parseNatural('21 - 22.11.', opts);
  assert.deepEqual([dotted.kind, dotted.start, dotted.end], ['range', day('2027-11-21'), day('2027-11-23')]);
  // "10 to 12" is 11:50 or the hours from 10 to 12, with a day said before it as well as alone
  for (const text of ['10 to 12', 'tomorrow 10 to 12']) {
    const range = parseNatural(text, opts).alternatives.find((a) => a.reading === 'from 10 to 12, a range');
    const from = text === '10 to 12' ? '2026-11-30T21:00:00Z' : '2026-12-01T09:00:00Z';
    assert.deepEqual([range?.kind, range?.start, range?.end], ['range', Date.parse(from) / 1000, Date.parse(from) / 1000 + 7200], text);
  }
  // this month's first Monday is past: the next month's is the other reading, at the time said
  assert.deepEqual(
    parseNatural('the first monday at 9am', opts).alternatives.map((a) => [a.start, a.reading]),
    [[Date.parse('2026-12-07T08:00:00Z') / 1000, "the next month's"]],
  );
  // "this August" said in November: next August, this year's beside it; after "since", this year's first
  const aug = parseNatural('this august', opts);
  assert.deepEqual(
    [aug.start, aug.alternatives.map((a) => [a.start, a.reading])],
    [Date.parse('2027-08-01T00:00:00+02:00') / 1000, [[Date.parse('2026-08-01T00:00:00+02:00') / 1000, "this year's, already past"]]],
  );
  const since = parseNatural('since this august', opts);
  assert.deepEqual(
    [since.kind, since.start, since.alternatives.map((a) => [a.start, a.reading])],
    ['open', Date.parse('2026-08-01T00:00:00+02:00') / 1000, [[Date.parse('2027-08-01T00:00:00+02:00') / 1000, 'the next one']]],
  );
  // a year far off after a date: the year, its 24-hour time beside it; a near one alone
  assert.deepEqual(
    parseNatural('2 Nov 1940', opts).alternatives.map((a) => [a.start, a.reading]),
    [[Date.parse('2027-11-02T19:40:00+01:00') / 1000, '19:40, not the year']],
  );
  assert.deepEqual(parseNatural('2 Nov 2020', opts).alternatives, []);
  // "since 3pm" said at 13:00: yesterday's, the last begun; today's, from then on, beside it
  const since3 = parseNatural('since 3pm', opts);
  assert.deepEqual(
    [since3.start, since3.alternatives.map((a) => [a.kind, a.start, a.reading])],
    [
      Date.parse('2026-11-29T14:00:00Z') / 1000,
      [['open', Date.parse('2026-11-30T14:00:00Z') / 1000, 'from the coming one on, as "from" reads it']],
    ],
  );
  assert.deepEqual(parseNatural('since 9am', opts).alternatives, []);
  // four digits before a place: the 24-hour time there, and the year there beside it where it is one people date things in
  assert.deepEqual(
    parseNatural('2027 Lisbon', opts).alternatives.map((a) => [a.kind, a.start, a.reading]),
    [['range', Date.parse('2027-01-01T00:00:00Z') / 1000, 'the year 2027']],
  );
  assert.deepEqual(parseNatural('1500 Lisbon', opts).alternatives, []);
  // after "at" it stays a time of day
  assert.equal(parseNatural('at 10.11.', opts).grain, 'minute');
  // conventions said in assumed: the Buddhist Era's count, a dotted date's order
  for (const [text, start] of [
    ['10 August 2569 BE', '2026-08-09T22:00:00Z'],
    ['March 2569 BE', '2026-02-28T23:00:00Z'],
    ['2569 BE', '2025-12-31T23:00:00Z'],
  ] as const) {
    const be = parseNatural(text, opts);
    assert.deepEqual(
      [be.start, be.assumed],
      [Date.parse(start) / 1000, ['era: 2569 BE is 2026 (the Buddhist Era as Thailand counts it, 543 years ahead)']],
      text,
    );
  }
  const dots = parseNatural('09.08.2013', opts);
  assert.deepEqual(
    [dots.start, dots.assumed, dots.alternatives.map((a) => [a.start, a.reading])],
    [
      Date.parse('2013-08-08T22:00:00Z') / 1000,
      ['date order: day/month (written with full stops)'],
      [[Date.parse('2013-09-07T22:00:00Z') / 1000, 'month/day order']],
    ],
  );
  // an hour far from the afternoon or evening said with it: after noon, the literal hour beside it
  for (const [text, start, assumed, other, reading] of [
    [
      'this afternoon at 11',
      '2026-11-30T22:00:00Z',
      'am/pm: 23:00, though 11 is not in the afternoon',
      '2026-11-30T10:00:00Z',
      '11:00 (am)',
    ],
    [
      'this evening at 2',
      '2026-11-30T13:00:00Z',
      'am/pm: 14:00, though 2 is not in the evening',
      '2026-12-01T01:00:00Z',
      '02:00, after the evening',
    ],
  ] as const) {
    const far = parseNatural(text, opts);
    assert.deepEqual(
      [far.start, far.assumed, far.alternatives.map((a) => [a.start, a.reading])],
      [Date.parse(start) / 1000, [assumed], [[Date.parse(other) / 1000, reading]]],
      text,
    );
  }
  assert.deepEqual(parseNatural('this evening at 4', opts).alternatives, []);
  // words read two ways: a range or the minutes before an hour, each beside the other
  const range56 = parseNatural('tomorrow 5 to 6pm', opts);
  assert.deepEqual(
    [range56.kind, range56.start, range56.end, range56.alternatives.map((a) => [a.kind, a.start, a.reading])],
    [
      'range',
      Date.parse('2026-12-01T16:00:00Z') / 1000,
      Date.parse('2026-12-01T17:00:00Z') / 1000,
      [['instant', Date.parse('2026-12-01T16:55:00Z') / 1000, '17:55, 5 minutes to 6pm']],
    ],
  );
  const to10 = parseNatural('5 to 10', opts);
  assert.deepEqual(
    [to10.kind, to10.start, to10.alternatives.map((a) => [a.kind, a.start, a.end, a.reading])],
    [
      'instant',
      Date.parse('2026-11-30T20:55:00Z') / 1000,
      [
        ['instant', Date.parse('2026-12-01T08:55:00Z') / 1000, undefined, '09:55 (am)'],
        ['range', Date.parse('2026-11-30T16:00:00Z') / 1000, Date.parse('2026-11-30T21:00:00Z') / 1000, 'from 5 to 10, a range'],
      ],
    ],
  );
  assert.deepEqual(parseNatural('2 to 4pm', opts).alternatives, []);
  // a time after a range of days: the whole days, the first day's time to the last's beside them
  const eachDay = parseNatural('22-23 December at 7pm', opts);
  assert.deepEqual(
    [eachDay.start, eachDay.end, eachDay.assumed, eachDay.alternatives.map((a) => [a.start, a.end, a.reading])],
    [
      Date.parse('2026-12-21T23:00:00Z') / 1000,
      Date.parse('2026-12-23T23:00:00Z') / 1000,
      ['time: at 19:00 each day, read as the whole days', 'year: 2026'],
      [[Date.parse('2026-12-22T18:00:00Z') / 1000, Date.parse('2026-12-23T18:00:00Z') / 1000, 'from the first day at 19:00 to the last']],
    ],
  );
  // and after the month's days ("3-5 at 9am" alone would be the date 3/5, the month left out)
  for (const text of ['December 22-23 at 7pm', 'Dec 22-23 7pm', 'Dec 22 - 23 at 7pm']) {
    const r = parseNatural(text, opts);
    assert.deepEqual(
      [r.start, r.end, r.assumed, r.alternatives.map((a) => [a.start, a.end])],
      [
        Date.parse('2026-12-21T23:00:00Z') / 1000,
        Date.parse('2026-12-23T23:00:00Z') / 1000,
        ['time: at 19:00 each day, read as the whole days', 'year: 2026'],
        [[Date.parse('2026-12-22T18:00:00Z') / 1000, Date.parse('2026-12-23T18:00:00Z') / 1000]],
      ],
      text,
    );
  }
  assert.equal(parseNatural('Dec 22-23 at 7', opts).alternatives[0]?.start, Date.parse('2026-12-22T06:00:00Z') / 1000);
  // a year's last two digits after a season: within 80 years back and 20 ahead
  const summer = parseNatural("summer '69", opts);
  assert.deepEqual(
    [new Date(summer.start! * 1000).toISOString().slice(0, 4), summer.assumed.includes('year: 1969 (from "69")')],
    ['1969', true],
  );
  // two digits that end the text after a holiday: its year, the hour beside it (as after a date)
  const easter = parseNatural('easter 06', opts);
  assert.deepEqual(
    [easter.start, easter.assumed[0], easter.alternatives.map((a) => [a.start, a.reading])],
    [
      Date.parse('2006-04-15T22:00:00Z') / 1000,
      'year: 2006 (from "06")',
      [[Date.parse('2027-03-28T04:00:00Z') / 1000, '06:00, not the year']],
    ],
  );
  // a day word beside a zone whose date is not the caller's: by that zone's calendar, and by the
  // caller's beside it (02:00 on 8 December in Paris is 17:00 on the 7th in Los Angeles, on PST)
  const late = parseNatural('tomorrow 9am PT', { ...opts, reference: Date.parse('2026-12-08T01:00:00Z') / 1000 });
  assert.deepEqual(
    [late.start, late.alternatives.map((a) => [a.start, a.reading])],
    [
      Date.parse('2026-12-08T17:00:00Z') / 1000,
      [
        [
          Date.parse('2026-12-09T17:00:00Z') / 1000,
          'today and tomorrow counted from the date in Europe/Paris (2026-12-08), not in America/Los_Angeles',
        ],
      ],
    ],
  );
  assert.deepEqual(parseNatural('tomorrow 9am PT', opts).alternatives, []);
  // a fiscal year is its organisation's: refused with the dates of two, not read as a calendar year
  for (const text of ['FY27', 'FY 2027', 'next fiscal year', 'Q1 FY27', 'the financial year']) {
    assert.throws(
      () => parseNatural(text, opts),
      (e: unknown) => e instanceof InputError && e.code === 'phrase.ambiguous' && e.message.includes('2026-10-01 to 2027-09-30'),
      text,
    );
  }
  // a range of times after them is no one stretch, and says so whichever way the words ran together
  for (const text of ['Dec 14-18 9am-5pm', 'March 3-5, 9am to 5pm', 'March 3-5 from 9 to 5'])
    assert.throws(
      () => parseNatural(text, opts),
      (e: unknown) => e instanceof InputError && e.code === 'phrase.ambiguous' && /do not read as one/.test(e.message),
      text,
    );
  // a range begun on an earlier day is the one under way, the next beside it (said 30 November)
  const underWay = parseNatural('October to December', opts);
  assert.deepEqual(
    [underWay.start, underWay.alternatives.map((a) => [a.start, a.end, a.reading])],
    [
      Date.parse('2026-09-30T22:00:00Z') / 1000,
      [[Date.parse('2027-09-30T22:00:00Z') / 1000, Date.parse('2027-12-31T23:00:00Z') / 1000, 'the next one, not the one under way']],
    ],
  );
  // "the past week": last week, the seven days up to now beside it (said Monday 30 November, 13:00 in Paris)
  const pastWeek = parseNatural('the past week', opts);
  assert.deepEqual(
    [pastWeek.start, pastWeek.end, pastWeek.alternatives.map((a) => [a.start, a.end, a.reading])],
    [
      Date.parse('2026-11-22T23:00:00Z') / 1000,
      Date.parse('2026-11-29T23:00:00Z') / 1000,
      [[Date.parse('2026-11-23T12:00:00Z') / 1000, Date.parse('2026-11-30T12:00:00Z') / 1000, 'rolling: the week up to now']],
    ],
  );
  // said on a Monday, the Saturday after the coming one, and the one after next week's beside it
  const afterNext = parseNatural('the Saturday after next', opts);
  assert.deepEqual(
    [afterNext.start, afterNext.alternatives.map((a) => [a.start, a.reading])],
    [Date.parse('2026-12-11T23:00:00Z') / 1000, [[Date.parse('2026-12-18T23:00:00Z') / 1000, "the Saturday after next week's"]]],
  );
  const range = parseNatural('next week', opts);
  assert.deepEqual(
    [range.kind, range.start, range.end, range.grain],
    ['range', Date.parse('2026-12-06T23:00:00Z') / 1000, Date.parse('2026-12-13T23:00:00Z') / 1000, 'week'],
  );
});

test('parseNatural: a time said in words reads as its digits do, am/pm alternatives and all', () => {
  // at 13:00 in Paris: 3:30 this morning is past, so 15:30-16:30 today, and 03:30-04:30 tomorrow beside it
  const spoken = parseNatural('from three thirty to four thirty', opts);
  assert.deepEqual(
    [spoken.kind, spoken.start, spoken.end, spoken.alternatives.map((a) => [a.start, a.end, a.reading])],
    [
      'range',
      Date.parse('2026-11-30T14:30:00Z') / 1000,
      Date.parse('2026-11-30T15:30:00Z') / 1000,
      [[Date.parse('2026-12-01T02:30:00Z') / 1000, Date.parse('2026-12-01T03:30:00Z') / 1000, '03:30 (am)']],
    ],
  );
  for (const [words, digits] of [
    ['from three thirty to four thirty', 'from 3:30 to 4:30'],
    ['from two thirty to two forty five', 'from 2:30 to 2:45'],
    ['eleven five', '11:05'],
    ['ten five', '10:05'],
    ['three quarters past 9pm', '9:45pm'],
    ['six forty-three', '6:43'],
    ['tomorrow at six forty-three', 'tomorrow at 6:43'],
    ['at six forty three', 'at 6:43'],
  ] as const) {
    const a = parseNatural(words, opts);
    const b = parseNatural(digits, opts);
    assert.deepEqual([a.kind, a.start, a.end, a.grain, a.alternatives], [b.kind, b.start, b.end, b.grain, b.alternatives], words);
  }
  // "eleven five" is no year 1105; "nineteen oh five" is 1905 (Paris then kept its mean time, +00:09:21)
  assert.equal(parseNatural('eleven five', opts).grain, 'minute');
  const year = parseNatural('nineteen oh five', opts);
  assert.deepEqual([year.start, year.grain], [Date.parse('1904-12-31T23:50:39Z') / 1000, 'year']);
  // minutes after a time that has its own, or a number after the minutes, are errors
  for (const text of [
    'quarter to four thirty',
    'half past three thirty',
    'three twenty past four',
    'tomorrow at six forty-three minutes',
    'two three',
  ])
    assert.match(refused(text)[0], /^phrase\.(unplaced|unreadable|unknown-word)$/, text);
});

test('parseNatural: a sentence is read for its phrase; what was read is matched, the rest ignored', () => {
  const r = parseNatural('Can we move it to next Tuesday after lunch? Thanks', opts);
  assert.equal(r.matched, 'next Tuesday after lunch');
  assert.equal(r.ignored, 'Can we move … Thanks');
  assert.deepEqual(
    [r.kind, r.start, r.end],
    ['range', Date.parse('2026-12-08T13:00:00Z') / 1000, Date.parse('2026-12-08T17:00:00Z') / 1000],
  );
  // a second phrase is an alternative, never dropped
  const two = parseNatural('tomorrow at 9 or Friday at 10', opts);
  assert.deepEqual(two.others, ['Friday at 10']);
  assert.deepEqual(
    two.alternatives.map((a) => a.reading),
    ['21:00 (pm)', 'also in the text: "Friday at 10"'],
  );
  // so is a year said in words ("nineteen ninety six"), as one in digits would be
  const years = parseNatural('They left in nineteen ninety six and came back in two thousand and fifteen', opts);
  assert.equal(years.matched, 'in two thousand and fifteen');
  assert.deepEqual(
    years.alternatives.map((a) => a.reading),
    ['also in the text: "in nineteen ninety six"'],
  );
  // what is written together with the phrase, no space between, is part of it, not a second phrase:
  // read in part it is refused, naming what was not placed (not September 2020 with "23" beside it)
  assert.deepEqual(refused('september-2020-23').slice(0, 2), ['phrase.unplaced', 'phrase']);
  assert.match(refused('september-2020-23')[2], /could not place "23"/);
  // a unit after "half" is a duration said, not a sentence word to drop
  const half = parseNatural("I'll stay here from today to two and half days later", opts);
  assert.deepEqual([half.ignored, half.others], [undefined, ['half days later']]);
  // "and after" before another time begins that time, not this one's open end; a time of day left
  // beside a day or a period it did not join is an error naming both, not the day with the time beside it
  assert.deepEqual(refused('I can only leave on 1/1/2016 and after 6PM'), [
    'phrase.ambiguous',
    'phrase',
    'The phrase gives a time of day ("after 6PM") and a day ("on 1/1/2016") that do not read as one; join them ("on 1/1/2016 after 6PM"), or pass one of them.',
  ]);
  assert.equal(refused('next year at 6')[0], 'phrase.ambiguous');
  assert.equal(refused('Friday works, at 6 maybe')[0], 'phrase.ambiguous');
});

test('parseNatural: binary, control characters and text past 500 characters are refused', () => {
  assert.deepEqual(refused('tomorrow\u0000 at 9'), [
    'phrase.binary',
    'phrase',
    'The phrase holds control characters or binary data; pass plain text such as "tomorrow at 9am", "next Friday 15:00", "in 2 hours" or "2026-03-15T14:30".',
  ]);
  assert.equal(refused('\u0007\u0008')[0], 'phrase.binary');
  assert.equal(refused('\uD800 tomorrow')[0], 'phrase.binary');
  assert.deepEqual(refused('a'.repeat(10_240)), [
    'phrase.too-long',
    'phrase',
    'The phrase is too long (10240 characters); pass one date or time phrase of at most 500 characters.',
  ]);
  assert.deepEqual(refused(`tomorrow ${'x'.repeat(600)}`).slice(0, 2), ['phrase.too-long', 'phrase']);
  // emoji are text: words around a phrase, ignored
  const r = parseNatural('🎉 tomorrow at 9am 🎉', opts);
  assert.deepEqual([r.start, r.matched], [Date.parse('2026-12-01T08:00:00Z') / 1000, 'tomorrow at 9am']);
  assert.equal(refused('🎉🎉🎉')[0], 'phrase.unreadable');
});

test('parseNatural: repetition and long text are read without blowing up', { timeout: 30_000 }, () => {
  const hostile = [
    'next '.repeat(99) + 'Friday',
    'in ' + '1 hour and '.repeat(44) + '1 hour',
    '9'.repeat(500),
    '2026-'.repeat(100),
    'the '.repeat(125),
    '((((((((((((((((((((',
    'in in in in in in in in in in in in',
    'from 3 to '.repeat(49),
    'tomorrow '.repeat(55),
    '1/'.repeat(250),
    'quarter past '.repeat(38),
    '🎉'.repeat(250),
    'the eve of '.repeat(45) + 'christmas',
    'the closest '.repeat(41) + 'Monday',
    'zorblax '.repeat(62),
    'within 2 days before '.repeat(23) + 'Friday',
  ];
  // Each is answered, a reading or an InputError, and nothing else; a reader that backtracked
  // would not return within the test's timeout. What they cost is measured by npm run bench --
  // worst-case (parse_time, a 500-character phrase of repeated words), not here.
  for (const text of hostile) {
    for (const n of [125, 500]) {
      try {
        parseNatural(text.slice(0, n), opts);
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
      }
    }
  }
});

test('parseNatural: a signed offset or amount is never dropped, and its other reading is offered', () => {
  const utc = { ...opts, zone: resolveZone(db, 'UTC', 'UTC', 'timezone') };
  const at = (iso: string) => Date.parse(iso) / 1000;
  const read = (text: string, reference: string) => {
    const r = parseNatural(text, { ...utc, reference: at(reference) });
    return [r.kind, r.start, r.end, r.alternatives.map((a) => [a.kind, a.start, a.end, a.reading])];
  };
  // four digits glued to a dash glued to a time: the offset where a range to them would run past
  // midnight, the range beside it; the range's end where they come later that day
  assert.deepEqual(read('15 May 2004 16:10-0400', '2014-09-01T10:30:00Z'), [
    'instant',
    at('2004-05-15T20:10:00Z'),
    undefined,
    [['range', at('2004-05-15T20:10:00Z'), at('2004-05-16T08:00:00Z'), 'until 04:00, a range']],
  ]);
  assert.deepEqual(read('1 June 2014 09:00-1000', '2014-09-01T10:30:00Z'), [
    'range',
    at('2014-06-01T09:00:00Z'),
    at('2014-06-01T10:00:00Z'),
    [],
  ]);
  // hours from a day word: from this time of day that day (as GNU date and dateparser read them),
  // or from its start
  assert.deepEqual(read('yesterday -1h', '2026-01-19T12:00:00Z'), [
    'instant',
    at('2026-01-18T11:00:00Z'),
    undefined,
    [['instant', at('2026-01-17T23:00:00Z'), undefined, 'from the start of yesterday']],
  ]);
  assert.deepEqual(read('tomorrow +2h', '2026-01-19T12:00:00Z'), [
    'instant',
    at('2026-01-20T14:00:00Z'),
    undefined,
    [['instant', at('2026-01-20T02:00:00Z'), undefined, 'from the start of tomorrow']],
  ]);
  // "mon" after a count: months, the Mondays beside them
  assert.deepEqual(read('1mon ago', '2014-09-01T10:30:00Z'), [
    'instant',
    at('2014-08-01T10:30:00Z'),
    undefined,
    [['instant', at('2014-08-25T00:00:00Z'), undefined, '1 Monday ago']],
  ]);
  // a chain of signed amounts is one sum, nothing left over
  assert.deepEqual(read('+1 decade -2 years', '2014-09-01T10:30:00Z'), ['instant', at('2022-09-01T10:30:00Z'), undefined, []]);
});

test('parseNatural: where a phrase counts or groups in more than one common way, each way is offered, and the rest of the phrase goes with it', () => {
  const utc = { ...opts, zone: resolveZone(db, 'UTC', 'UTC', 'timezone') };
  const at = (iso: string) => Date.parse(`${iso.length === 10 ? `${iso}T00:00:00` : iso}Z`) / 1000;
  const read = (text: string) => {
    const r = parseNatural(text, utc);
    return [r.start, r.end, r.alternatives.map((a) => [a.start, a.end, a.reading])];
  };
  // A week of a period: whole Monday-to-Sunday weeks inside it; its days seven at a time; weeks
  // counted as ISO 8601 counts a year's, from the first that has four of its days. 1 April 2027 is a
  // Thursday; ISO 8601's week 1 of 2026 starts 2025-12-29 and its week 53 on 2026-12-28 (Python:
  // date.fromisocalendar(2026, 1, 1), date(2026, 12, 31).isocalendar()).
  assert.deepEqual(read('the third week of April 2027'), [
    at('2027-04-19'),
    at('2027-04-26'),
    [
      [at('2027-04-15'), at('2027-04-22'), 'its days 15 to 21'],
      [at('2027-04-12'), at('2027-04-19'), 'the 3rd week counting from the first that has 4 of its days, from 2027-04-12'],
    ],
  ]);
  assert.deepEqual(read('the first week of 2026'), [
    at('2026-01-05'),
    at('2026-01-12'),
    [
      [at('2026-01-01'), at('2026-01-08'), 'its first 7 days'],
      [at('2025-12-29'), at('2026-01-05'), "ISO 8601's first week of 2026, from 2025-12-29"],
    ],
  ]);
  assert.deepEqual(read('the last week of 2026')[2], [
    [at('2026-12-25'), at('2027-01-01'), 'its last 7 days'],
    [at('2026-12-28'), at('2027-01-04'), "ISO 8601's last week of 2026, from 2026-12-28"],
  ]);
  // a weekday in that week is taken in each way of counting it (the first seven days' Friday and the
  // first ISO week's are one day here)
  assert.deepEqual(read('the first week of April 2027 on Friday'), [
    at('2027-04-09'),
    undefined,
    [[at('2027-04-02'), undefined, 'its first 7 days']],
  ]);
  // "five to seven": 6:55, or the hours from five to seven (said at 12:00)
  assert.deepEqual(read('five to seven')[2], [
    [at('2026-12-01T06:55:00'), undefined, '06:55 (am)'],
    [at('2026-11-30T17:00:00'), at('2026-11-30T19:00:00'), 'from five to seven, a range'],
  ]);
  // both ends of a range of numeric dates in one order: 3 to 4 March, or 3 April to 3 May
  assert.deepEqual(read('3/4-3/5'), [at('2027-03-04'), at('2027-03-06'), [[at('2027-04-03'), at('2027-05-04'), 'day/month order']]]);
  // a start's lone day takes the month and year of an end whose month is written by name
  assert.deepEqual(read('from 5 to 6 of April 22').slice(0, 2), [at('2022-04-05'), at('2022-04-07')]);
  // decades: whole years, the years from now, or the calendar's decades
  assert.deepEqual(read('the next two decades'), [
    at('2027-01-01'),
    at('2047-01-01'),
    [
      [at('2026-11-30T12:00:00'), at('2046-11-30T12:00:00'), 'rolling: the 20 years from now'],
      [at('2030-01-01'), at('2050-01-01'), 'whole decades: the 2 decades after the current one, the 2030s to the 2040s'],
    ],
  ]);
  assert.deepEqual(read('next decade')[2], [[at('2026-11-30T12:00:00'), at('2036-11-30T12:00:00'), 'rolling: the 10 years from now']]);
  // "Friday 7-6" said on Friday 6 July 2018: 7 to 6 that day, or the date 7-6, a Friday; not "Friday
  // the 7th" to a 6th after it
  const friday = parseNatural('friday 7-6', { ...utc, reference: at('2018-07-06T12:00:00') });
  assert.deepEqual(
    [friday.start, friday.end, friday.alternatives.map((a) => [a.start, a.end, a.reading])],
    [
      at('2018-07-06T07:00:00'),
      at('2018-07-06T18:00:00'),
      [
        [at('2018-07-06T19:00:00'), at('2018-07-07T06:00:00'), '19:00 (pm)'],
        [at('2018-07-06'), undefined, 'friday 7-6 as a date'],
      ],
    ],
  );
});
