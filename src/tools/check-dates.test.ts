import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { pythonWith, runPython, skipUnless } from '../../test/calendar-oracles.js';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { checkDatesTool } from './check-dates.js';

const auPython = pythonWith('holidays');
const skipAu = skipUnless(auPython !== undefined, 'python3-holidays is not installed');

// Sunday 2026-12-06, 10:00 in New York; every weekday and date below worked out by hand (and by
// Python's datetime and zoneinfo): 2026-12-09 is a Wednesday, 2026-12-11 a Friday, 2026-12-27 a
// Sunday, Thanksgiving 2026 the 26th of November.
const NOW = '2026-12-06T10:00';
const NY = 'America/New_York';

interface Claim {
  start: number;
  end: number;
  text: string;
  kind: string;
  verdict: string;
  corrected?: string;
  reason: string;
  readings?: string[];
}
interface Out {
  summary: string;
  claims: Claim[];
  unchecked?: number;
  timezone: string;
  now: string;
}

function check(args: Record<string, unknown>): Out {
  const r = runChecked(checkDatesTool, args, ctxAt('2026-12-06T15:00:00Z', 'Europe/Paris'));
  assert.ok(!('isError' in r), JSON.stringify(r));
  assert.equal(r.content[0].text, JSON.stringify(r.structuredContent));
  return r.structuredContent as unknown as Out;
}

function refused(args: Record<string, unknown>, sentences = 1): string {
  const r = runChecked(checkDatesTool, args, ctxAt('2026-12-06T15:00:00Z', 'Europe/Paris'));
  assert.ok('isError' in r, JSON.stringify(r));
  const text = r.content[0].text;
  assert.equal(text.split(/(?<=[.?!])\s+(?=[A-Z])/).length, sentences, text);
  return text;
}

/** Each claim as [text, verdict, corrected]. */
const brief = (o: Out) => o.claims.map((c) => [c.text, c.verdict, ...(c.corrected ? [c.corrected] : [])]);

test('check_dates: an email with a wrong weekday, a wrong relative date, a wrong holiday and right ones', () => {
  const text =
    'Hi all,\n\nThe kickoff is Tuesday, December 9 at 10am ET. Next Friday (Dec 11) we demo; in three weeks (Dec 21) we ship. ' +
    'Tomorrow, the 8th, is free. Thanksgiving (Nov 27) was quiet. The report (last updated Nov 30) is attached.';
  const o = check({ text, timezone: NY, now: NOW });
  assert.equal(o.summary, '4 of 5 date claims are wrong; 1 date had nothing to check against.');
  assert.deepEqual(brief(o), [
    ['Tuesday, December 9', 'wrong', 'Wednesday, December 9'],
    ['Next Friday (Dec 11)', 'ok'],
    ['in three weeks (Dec 21)', 'wrong', 'in three weeks (Dec 27)'],
    ['Tomorrow, the 8th', 'wrong', 'Tomorrow, the 7th'],
    ['Thanksgiving (Nov 27)', 'wrong', 'Thanksgiving (Nov 26)'],
  ]);
  // offsets into the text as given
  for (const c of o.claims) assert.equal(text.slice(c.start, c.end), c.text);
  assert.equal(o.claims[0]!.reason, 'December 9, 2026 is a Wednesday.');
  assert.equal(o.claims[4]!.reason, 'Thanksgiving (United States) in 2026 is Thursday, November 26, 2026.');
  assert.equal(o.unchecked, 1);
  assert.equal(o.now, '2026-12-06T10:00:00-05:00');
});

test('check_dates: a conversion in the weeks the US has changed clocks and the UK has not (DST)', () => {
  // 2026: the US springs forward on March 8, the UK on March 29; 9am PDT is 16:00 UTC, 16:00 GMT
  const o = check({ text: 'On Tuesday, March 10, 2026 we meet at 9am PT / 5pm London.', timezone: NY, now: NOW });
  assert.deepEqual(brief(o), [
    ['Tuesday, March 10, 2026', 'ok'],
    ['9am PT / 5pm London', 'wrong', '9am PT / 4pm London'],
  ]);
  assert.equal(o.claims[1]!.reason, '09:00 in America/Los_Angeles on 2026-03-10 is 16:00 in Europe/London.');
  // on the day of the change itself the source time is in the gap: 2:30 does not exist, 3:30 EDT is read (07:30 UTC)
  const gap = check({ text: 'On Sunday, March 8, 2026: 2:30am ET / 7:30am London.', timezone: NY, now: NOW });
  assert.deepEqual(brief(gap)[1], ['2:30am ET / 7:30am London', 'ok']);
});

test('check_dates: "EST" and "CET" in summer are judged as their fixed offsets and as the clocks of the places that use them', () => {
  // Python's zoneinfo: 15:00 America/New_York on 2026-07-10 is 21:00 in Brussels (CEST), 15:00 at
  // a fixed UTC-05:00 is 22:00 there; at UTC+01:00 (CET's own offset) they are 20:00 and 21:00; in
  // January all are 21:00 (CET)
  const summer = check({ text: 'The call is at 3pm EST on July 10, 2026 (9pm CET).', timezone: NY, now: NOW });
  assert.deepEqual(brief(summer), [['3pm EST on July 10, 2026 (9pm CET)', 'ambiguous']]);
  assert.deepEqual(summer.claims[0]!.readings, [
    'EST as EST, CET as CET: 15:00 in EST on 2026-07-10 is 22:00 in CET; write "3pm EST on July 10, 2026 (10pm CET)"',
    'EST as EST, CET as UTC+01:00: 15:00 in EST on 2026-07-10 is 21:00 in UTC+01:00 (holds)',
    'EST as America/New_York, CET as CET: 15:00 in America/New_York on 2026-07-10 is 21:00 in CET (holds)',
    'EST as America/New_York, CET as UTC+01:00: 15:00 in America/New_York on 2026-07-10 is 20:00 in UTC+01:00; write "3pm EST on July 10, 2026 (8pm CET)"',
  ]);
  // "4pm AEST" in January, when Sydney is on +11:00: Sydney's clock, or Brisbane's +10:00 the name
  // says (zoneinfo: 16:00 at +11:00 on 2027-01-15 is 00:00 in New York, at +10:00 01:00)
  const aest = check({ text: 'Meeting January 15, 2027, 4pm AEST (12am Eastern).', timezone: NY, now: NOW });
  assert.deepEqual(brief(aest), [['4pm AEST (12am Eastern)', 'ambiguous']]);
  assert.deepEqual(aest.claims[0]!.readings, [
    'AEST as Australia/Sydney: 16:00 in Australia/Sydney on 2027-01-15 is 00:00 in America/New_York (holds)',
    'AEST as UTC+10:00: 16:00 in UTC+10:00 on 2027-01-15 is 01:00 in America/New_York; write "4pm AEST (1am Eastern)"',
  ]);
  const winter = check({ text: 'The call is at 3pm EST on Jan 10, 2027 (9pm CET).', timezone: NY, now: NOW });
  assert.deepEqual(brief(winter), [['3pm EST on Jan 10, 2027 (9pm CET)', 'ok']]);
});

test('check_dates: a fractional offset and the date line', () => {
  const k = check({ text: 'Standup on Tuesday, Dec 8: 09:00 Kathmandu / 03:15 London / 9:00pm Sydney.', timezone: NY, now: NOW });
  // Kathmandu is +05:45; Sydney is +11:00 in December, so 14:15
  assert.deepEqual(brief(k)[1], [
    '09:00 Kathmandu / 03:15 London / 9:00pm Sydney',
    'wrong',
    '09:00 Kathmandu / 03:15 London / 2:15pm Sydney',
  ]);
  // 10:00 UTC on December 6 is already midnight of December 7 in Kiritimati (+14): its tomorrow is the 8th, New York's the 7th
  const text = 'The files arrive tomorrow (Dec 8).';
  assert.deepEqual(brief(check({ text, timezone: 'Pacific/Kiritimati', now: '2026-12-06T10:00:00Z' })), [['tomorrow (Dec 8)', 'ok']]);
  assert.deepEqual(brief(check({ text, timezone: NY, now: '2026-12-06T10:00:00Z' })), [['tomorrow (Dec 8)', 'wrong', 'tomorrow (Dec 7)']]);
});

test('check_dates: a numeric date without a country reads both ways, never corrected to one of them; a country settles it', () => {
  // wrong whichever day is meant: wrong, with each reading's fix to choose from
  const o = check({ text: 'See you Friday, 03/04.', timezone: NY, now: NOW });
  assert.equal(o.claims[0]!.verdict, 'wrong');
  assert.equal(o.claims[0]!.reason, 'It reads 2 ways and is wrong in each, with a different fix for each; say which is meant.');
  assert.equal(o.claims[0]!.corrected, undefined);
  assert.deepEqual(o.claims[0]!.readings, [
    'month first (2027-03-04): March 4, 2027 is a Thursday; write "Thursday, 03/04"',
    'day first (2027-04-03): April 3, 2027 is a Saturday; write "Saturday, 03/04"',
  ]);
  assert.deepEqual(brief(check({ text: 'See you Friday, 03/04.', timezone: 'Europe/London', now: NOW, country: 'GB' })), [
    ['Friday, 03/04', 'wrong', 'Saturday, 03/04'],
  ]);
  assert.deepEqual(brief(check({ text: 'See you Thursday, 03/04.', timezone: NY, now: NOW, country: 'US' })), [['Thursday, 03/04', 'ok']]);
  // right one way and not the other: ambiguous
  assert.deepEqual(brief(check({ text: 'See you Thursday, 03/04.', timezone: NY, now: NOW })), [['Thursday, 03/04', 'ambiguous']]);
});

test('check_dates: "next Friday" said on a Thursday reads two ways, so a date beside it is ambiguous', () => {
  // Thursday 2026-12-10: this week's Friday is the 11th, next week's the 18th
  const o = check({ text: 'Demo next Friday (Dec 18).', timezone: NY, now: '2026-12-10T09:00' });
  assert.equal(o.claims[0]!.verdict, 'ambiguous');
  assert.equal(o.claims[0]!.readings!.length, 2);
});

test('check_dates: a weekday with its date in brackets is one claim, however it is read', () => {
  // Python's datetime: 2026-12-09 is a Wednesday
  for (const [text, verdict, corrected] of [
    ['We meet Thursday (December 9).', 'wrong', 'Wednesday (December 9)'],
    ['We meet Wednesday (Dec 9).', 'ok', undefined],
    ['We meet Thursday (9 December 2026).', 'wrong', 'Wednesday (9 December 2026)'],
  ] as const) {
    const o = check({ text, timezone: NY, now: NOW });
    assert.deepEqual(brief(o), [[text.slice(8, -1), verdict, ...(corrected ? [corrected] : [])]], text);
    assert.equal(o.summary, `${verdict === 'wrong' ? 1 : 0} of 1 date claim is wrong.`, text);
  }
});

test('check_dates: "this Wednesday" said on a Wednesday reads as today and as next week\'s, so a date beside it is ambiguous', () => {
  // Wednesday 2026-12-09: next week's Wednesday is the 16th
  for (const text of ['Demo this Wednesday (Dec 16).', 'Demo this Wednesday (Dec 9).']) {
    const o = check({ text, timezone: NY, now: '2026-12-09T09:00' });
    assert.deepEqual(
      o.claims.map((c) => [c.verdict, c.readings?.length]),
      [['ambiguous', 2]],
      text,
    );
  }
  assert.deepEqual(brief(check({ text: 'Demo this Wednesday (Dec 23).', timezone: NY, now: '2026-12-09T09:00' })), [
    ['this Wednesday (Dec 23)', 'wrong'],
  ]);
});

test('check_dates: "the evening before Friday, Dec 10" may date Friday or the evening; a date that is neither is wrong both ways', () => {
  // Python's datetime: 2026-12-10 is a Thursday, 2026-12-11 a Friday, 2026-12-17 a Thursday
  const at = (text: string) => check({ text, timezone: NY, now: NOW }).claims.map((c) => [c.text, c.verdict, c.readings?.length]);
  assert.deepEqual(at('We meet the evening before Friday, Dec 10.'), [['the evening before Friday, Dec 10', 'ambiguous', 2]]);
  assert.deepEqual(at('We meet the evening before Friday, Dec 17.'), [['the evening before Friday, Dec 17', 'wrong', 2]]);
  // a weekday and date that agree are read together
  assert.deepEqual(at('The party is the night before Saturday, December 12.'), [['Saturday, December 12', 'ok', undefined]]);
});

test('check_dates: a count of weekends is checked against the date beside it', () => {
  // Python's datetime: Tuesday 2026-12-08; the weekend before last is Saturday 28 and Sunday 29 November
  const at = (text: string) => check({ text, timezone: NY, now: '2026-12-08T10:00' }).claims.map((c) => [c.text, c.verdict]);
  assert.deepEqual(at('We met 2 weekends ago (Nov 28).'), [['2 weekends ago (Nov 28)', 'ok']]);
  assert.deepEqual(at('We met 2 weekends ago (Nov 21).'), [['2 weekends ago (Nov 21)', 'wrong']]);
});

test('check_dates: clock changes, ranges, counts, business days and years', () => {
  const o = check({
    text:
      'In the UK, clocks go back on 25 October 2026. US DST ends on November 8, 2026. The 3-day workshop runs June 2-5. ' +
      '10 business days from Dec 1 is Dec 15. Only 20 days until Christmas. Next month we launch on January 12, 2026.',
    timezone: NY,
    now: NOW,
  });
  assert.deepEqual(brief(o), [
    ['clocks go back on 25 October 2026', 'ok'],
    ['DST ends on November 8, 2026', 'wrong', 'DST ends on November 1, 2026'],
    ['3-day workshop runs June 2-5', 'wrong', '4-day workshop runs June 2-5'],
    ['10 business days from Dec 1 is Dec 15', 'ok'],
    ['20 days until Christmas', 'wrong', '19 days until Christmas'],
    ['January 12, 2026', 'wrong', 'January 12, 2027'],
  ]);
  assert.equal(o.claims[5]!.kind, 'year');
  // Tokyo keeps one offset all year: nothing to check a clock change against
  const t = check({ text: 'Clocks go back on Oct 25.', timezone: 'Asia/Tokyo', now: NOW });
  assert.equal(t.claims[0]!.verdict, 'unverifiable');
});

test('check_dates: a passage with no claims; plain dates are only counted', () => {
  const o = check({ text: 'The deck is 20 slides. Version 2.10 shipped on Nov 30.', timezone: NY, now: NOW });
  assert.deepEqual(o.claims, []);
  assert.equal(o.summary, 'No date claims to check; 1 date had nothing to check against.');
});

test('check_dates: refusals that say what to send', () => {
  assert.match(refused({ text: 'x'.repeat(8001) }), /text is 8001 characters; check at most 8000 at a time/);
  assert.match(refused({ text: 'ok\u0000' }), /control characters/);
  assert.match(refused({ text: 'Dec 9', country: 'Narnia' }), /Narnia/);
  // the date-time arguments' shared wording, as every tool gives it
  assert.match(refused({ text: 'Dec 9', now: 'whenever' }, 2), /^Invalid now "whenever"/);
  assert.match(refused({ text: 'Dec 9', timezone: 'Mars/Olympus' }, 2), /^Unknown time zone "Mars\/Olympus" in timezone/);
});

test('check_dates: a dash or "i.e." between a phrase and its date, "days away", "to go", no nights, "we\'ll"', () => {
  // Wednesday 2026-06-17, no country: business days skip weekends only
  const o = check({
    text:
      'Expect the build in 9 business days - Sun Jun 28. We regroup in 3 days - June 21. Invoiced yesterday, i.e. November 20. ' +
      "September 16th is 16 days away. Booking: Oct 5 through Oct 6: 0 nights. 28 days to go until December 17th. We'll reconvene on Aug 8, 2025.",
    timezone: 'America/Chicago',
    now: '2026-06-17T11:00',
  });
  assert.deepEqual(brief(o), [
    ['in 9 business days - Sun Jun 28', 'wrong', 'in 9 business days - Tue Jun 30'],
    ['Sun Jun 28', 'ok'],
    ['in 3 days - June 21', 'wrong', 'in 3 days - June 20'],
    ['yesterday, i.e. November 20', 'wrong', 'yesterday, i.e. June 16'],
    ['September 16th is 16 days away', 'wrong', 'September 16th is 91 days away'],
    ['Oct 5 through Oct 6: 0 nights', 'wrong', 'Oct 5 through Oct 6: 1 nights'],
    ['28 days to go until December 17th', 'wrong', '183 days to go until December 17th'],
    ['Aug 8, 2025', 'wrong', 'Aug 8, 2026'],
  ]);
});

test('check_dates: a range of dates against the range of weekdays beside it, end by end; weekdays alone are no claim', () => {
  // Python's datetime: 2027-01-05 is a Tuesday, 2027-01-07 a Thursday; 2026-12-10 a Thursday, 2026-12-12 a Saturday.
  const wrong = check({ text: 'The offsite runs Jan 5-7 (Mon-Wed).', timezone: NY, now: NOW });
  assert.deepEqual(
    wrong.claims.map((c) => [c.text, c.verdict, c.corrected]),
    [['Jan 5-7 (Mon-Wed)', 'wrong', 'Jan 5-7 (Tue-Thu)']],
  );
  assert.equal(wrong.claims[0]!.reason, 'January 5, 2027 is a Tuesday, and January 7, 2027 a Thursday.');
  const right = check({ text: 'The offsite runs Jan 5-7 (Tue-Thu).', timezone: NY, now: NOW });
  assert.deepEqual(
    right.claims.map((c) => [c.text, c.verdict]),
    [['Jan 5-7 (Tue-Thu)', 'ok']],
  );
  const spaced = check({ text: 'Trip: Dec 10 - Dec 12 (Wed - Fri).', timezone: NY, now: NOW });
  assert.deepEqual(
    spaced.claims.map((c) => [c.verdict, c.corrected]),
    [['wrong', 'Dec 10 - Dec 12 (Thu - Sat)']],
  );
  // "Mon-Wed" alone is wherever those weekdays fall: nothing to check, and never "ok"
  assert.deepEqual(check({ text: 'We meet Mon-Wed.', timezone: NY, now: NOW }).claims, []);
});

test('check_dates: "this year" beside a day is its year; a weekday alone in a year is no claim', () => {
  // Christmas 2026 is a Friday, 2027 a Saturday (Python's datetime)
  const right = check({ text: 'Christmas falls on a Friday this year.', timezone: NY, now: NOW });
  assert.deepEqual(
    right.claims.map((c) => [c.text, c.verdict]),
    [['Christmas falls on a Friday this year', 'ok']],
  );
  const wrong = check({ text: 'This year Christmas falls on a Saturday; next year it is a Saturday.', timezone: NY, now: NOW });
  assert.deepEqual(
    wrong.claims.map((c) => [c.text, c.verdict, c.corrected]),
    [['This year Christmas falls on a Saturday', 'wrong', 'This year Christmas falls on a Friday']],
  );
  assert.deepEqual(check({ text: 'We meet on a Friday this year.', timezone: NY, now: NOW }).claims, []);
});

test('check_dates: a day named by its place in a month ("the first Monday of January 2027") is checked against the date beside it', () => {
  // dateutil's relativedelta: the first Monday of January 2027 is 2027-01-04; the second Tuesday of
  // March 2026 is 2026-03-10 and of March 2027 2027-03-09; 2026-12-06 + 30 days is 2027-01-05
  const out = check({
    text: 'The first Monday of January 2027 is January 5. The second Tuesday in March is March 9. Payment is due in 30 days, on January 6.',
    timezone: NY,
    now: NOW,
  });
  assert.deepEqual(
    out.claims.map((c) => [c.text, c.verdict, c.corrected]),
    [
      ['The first Monday of January 2027 is January 5', 'wrong', 'The first Monday of January 2027 is January 4'],
      ['The second Tuesday in March is March 9', 'ok', undefined],
      ['in 30 days, on January 6', 'wrong', 'in 30 days, on January 5'],
    ],
  );
  // a month without a year is the nearest one, as a date's is: in April 2026, last March
  const april = check({ text: 'The second Tuesday in March was March 10.', timezone: NY, now: '2026-04-20T10:00' });
  assert.deepEqual(
    april.claims.map((c) => [c.text, c.verdict]),
    [['The second Tuesday in March was March 10', 'ok']],
  );
});

test('check_dates: a zone in brackets after a time is read without the bracket ("3 PM PST (6 PM EST)")', () => {
  // zoneinfo: 20:00 and 15:00 in America/Los_Angeles on 2026-12-07 are 23:00 and 18:00 in America/New_York
  const out = check({ text: 'Submit by 8 PM PST (11 PM EST). The call is at 3 PM PST (7 PM EST).', timezone: NY, now: NOW });
  assert.deepEqual(
    out.claims.map((c) => [c.text, c.verdict, c.corrected]),
    [
      ['8 PM PST (11 PM EST)', 'ok', undefined],
      ['3 PM PST (7 PM EST)', 'wrong', '3 PM PST (6 PM EST)'],
    ],
  );
});

test('check_dates: "from Dec 21 to Jan 4 is 14 days" counts the days between the ends as well as the days covered', () => {
  // Python's datetime: 2027-01-04 - 2026-12-21 is 14 days; the range covers 15
  const said = (n: number) => check({ text: `From Dec 21 to Jan 4 is ${n} days.`, timezone: NY, now: NOW }).claims;
  assert.deepEqual(
    [14, 15, 13].map((n) => said(n).map((c) => [c.verdict, c.corrected])[0]),
    [
      ['ok', undefined],
      ['ok', undefined],
      ['wrong', 'From Dec 21 to Jan 4 is 15 days'],
    ],
  );
  // a length said as the range's own ("a 14-day trip", "(14 days)") is the days it covers
  assert.deepEqual(
    check({ text: 'The 14-day trip, Dec 21 - Jan 4.', timezone: NY, now: NOW }).claims.map((c) => [c.verdict, c.corrected]),
    [['wrong', '15-day trip, Dec 21 - Jan 4']],
  );
});

test('check_dates: "a week from Monday" said on a Monday reads from today and from next Monday, as parse_time offers both', () => {
  // Python's datetime: 2026-12-07 is a Monday; 2026-12-07 + 7 days is 2026-12-14, 2026-12-14 + 7 is 2026-12-21
  const monday = '2026-12-07T10:00';
  const verdicts = ['December 14', 'December 21', 'December 15'].map(
    (d) => check({ text: `A week from Monday is ${d}.`, timezone: NY, now: monday }).claims[0]!,
  );
  assert.deepEqual(
    verdicts.map((c) => [c.verdict, c.readings?.filter((x) => x.endsWith('(holds)')).length]),
    [
      ['ambiguous', 1],
      ['ambiguous', 1],
      ['wrong', 0],
    ],
  );
  // on a Tuesday "Monday" is next week's alone
  assert.deepEqual(
    check({ text: 'A week from Monday is December 21.', timezone: NY, now: '2026-12-08T10:00' }).claims.map((c) => c.verdict),
    ['ok'],
  );
});

test('check_dates: a date written with full stops is read day first too, even where the country writes month first', () => {
  // Python's datetime: 2027-07-03 is a Saturday, 2027-03-07 a Sunday
  const out = check({ text: 'Sunday 7.03.2027, then Sunday 7/03/2027.', timezone: NY, now: NOW, country: 'US' });
  assert.deepEqual(
    out.claims.map((c) => [c.text, c.verdict, c.corrected]),
    [
      ['Sunday 7.03.2027', 'ambiguous', undefined],
      ['Sunday 7/03/2027', 'wrong', 'Saturday 7/03/2027'],
    ],
  );
});

test('check_dates: a time in another zone says its own day, which the conversion checks ("9pm ET Thursday = 11am JST Friday")', () => {
  // zoneinfo: 21:00 in New York on Thursday 2026-12-10 is 11:00 on Friday 2026-12-11 in Tokyo; 23:00 in
  // Los Angeles on Friday 2026-12-11 is 02:00 on Saturday 2026-12-12 in New York
  const out = check({
    text: 'On Thursday, Dec 10: 9pm ET = 11am JST Thursday. The launch is at 11 PM PT on Friday, Dec 11 (2 AM ET on Saturday, Dec 12).',
    timezone: NY,
    now: NOW,
  });
  assert.deepEqual(
    out.claims.filter((c) => c.kind === 'conversion').map((c) => [c.text, c.verdict, c.corrected]),
    [
      ['9pm ET = 11am JST Thursday', 'wrong', '9pm ET = 11am JST Friday'],
      ['11 PM PT on Friday, Dec 11 (2 AM ET on Saturday, Dec 12)', 'ok', undefined],
    ],
  );
  const dated = check({ text: '9pm ET on Thursday, Dec 10 is 11am JST on Thursday, Dec 10.', timezone: NY, now: NOW });
  assert.deepEqual(
    dated.claims.filter((c) => c.kind === 'conversion').map((c) => c.corrected),
    ['9pm ET on Thursday, Dec 10 is 11am JST on Friday, Dec 11'],
  );
});

test('check_dates: a weekday and date inside a wrong holiday take its correction, so the two fixes agree', () => {
  // dateutil: Thanksgiving 2026 (the fourth Thursday of November) is 2026-11-26; 2026-11-27 is a Friday
  const out = check({ text: 'Thanksgiving is on Thursday, November 27, 2026.', timezone: NY, now: NOW });
  assert.deepEqual(
    out.claims.map((c) => [c.kind, c.verdict, c.corrected]),
    [
      ['holiday', 'wrong', 'Thanksgiving is on Thursday, November 26, 2026'],
      ['weekday', 'wrong', 'Thursday, November 26, 2026'],
    ],
  );
  assert.equal(
    out.claims[1]!.reason,
    'November 27, 2026 is a Friday. Thanksgiving (United States) in 2026 is Thursday, November 26, 2026.',
  );
});

test('check_dates: a conversion in square brackets, or after "(that is", "(that\'s" and "(i.e.", is checked', () => {
  // zoneinfo on 2026-12-06: 17:00 GMT is 02:00 the next day in Tokyo; 08:30 in Los Angeles is 11:30
  // in New York; 09:00 in New York is 15:00 in Paris
  const out = check({
    text: "Call A is at 5:00 pm GMT (that is 2am Tokyo). Call B is at 8:30 am Pacific [10:30 am ET]. Call C is at 9am ET (that's 3pm Paris). Call D is at 9am ET (i.e. 4pm Paris).",
    timezone: NY,
    now: NOW,
  });
  assert.deepEqual(
    out.claims.map((c) => [c.text, c.verdict, c.corrected]),
    [
      ['5:00 pm GMT (that is 2am Tokyo)', 'ok', undefined],
      ['8:30 am Pacific [10:30 am ET]', 'wrong', '8:30 am Pacific [11:30 am ET]'],
      ["9am ET (that's 3pm Paris)", 'ok', undefined],
      ['9am ET (i.e. 4pm Paris)', 'wrong', '9am ET (i.e. 3pm Paris)'],
    ],
  );
});

test("check_dates: a full stop after a weekday's or month's short name does not end the sentence before a date", () => {
  // Python's datetime: 2026-12-06 is a Sunday, 2027-02-09 a Tuesday
  const out = check({
    text: 'Note: Sun. December 6. Then Sat. Feb. 9 at 3pm. We launch in March. 15 people came.',
    timezone: NY,
    now: NOW,
  });
  assert.deepEqual(
    out.claims.map((c) => [c.text, c.verdict, c.corrected]),
    [
      ['Sun. December 6', 'ok', undefined],
      ['Sat. Feb. 9', 'wrong', 'Tue. Feb. 9'],
    ],
  );
});

test('check_dates: "two weeks later" counts from the date the passage gave before it, not from now', () => {
  // Python's datetime: 2026-12-11 + 14 days is 2026-12-25; 2027-01-05 - 7 days is 2026-12-29
  const wrong = check({ text: 'The launch is December 11, 2026. Two weeks later (December 20) we review.', timezone: NY, now: NOW });
  assert.deepEqual(
    wrong.claims.map((c) => [c.text, c.verdict, c.corrected, c.reason]),
    [['Two weeks later (December 20)', 'wrong', 'Two weeks later (December 25)', '"Two weeks later" is Friday, December 25, 2026.']],
  );
  const right = check({ text: 'We ship on Jan 5, 2027. A week earlier (Dec 29) we freeze.', timezone: NY, now: NOW });
  assert.deepEqual(
    right.claims.map((c) => [c.text, c.verdict]),
    [['A week earlier (Dec 29)', 'ok']],
  );
  // said with "on" and a weekday of its own (Python's datetime: 2027-01-05 + 14 days is Tuesday 2027-01-19)
  const on = check({
    text: 'We kick off on January 5, 2027. The first sprint ends two weeks later on Friday, January 15. Review is a week later on Jan 22.',
    timezone: NY,
    now: NOW,
  });
  // the week counts from the last date written before it, January 15 (whose weekday is right)
  assert.deepEqual(
    on.claims.map((c) => [c.text, c.verdict, c.corrected]),
    [
      ['two weeks later on Friday, January 15', 'wrong', 'two weeks later on Tuesday, January 19'],
      ['Friday, January 15', 'ok', undefined],
      ['a week later on Jan 22', 'ok', undefined],
    ],
  );
  // after a range of dates, from either end (Python's datetime: 2026-12-08 + 7 days is 2026-12-15, 2026-12-10 + 7 is 2026-12-17)
  const after = (day: number) =>
    check({
      text: `The offsite runs Tuesday, December 8 to Thursday, December 10. A week later (December ${day}) we ship.`,
      timezone: NY,
      now: NOW,
    }).claims.filter((c) => c.kind === 'relative');
  assert.deepEqual(
    after(17).map((c) => [c.verdict, c.readings]),
    [
      [
        'ambiguous',
        [
          'from the range\'s start: "A week later" is Tuesday, December 15, 2026; write "A week later (December 15)"',
          'from the range\'s end: "A week later" is Thursday, December 17, 2026 (holds)',
        ],
      ],
    ],
  );
  assert.deepEqual(
    after(16).map((c) => [c.verdict, c.reason]),
    [['wrong', 'It reads 2 ways and is wrong in each, with a different fix for each; say which is meant.']],
  );
  // with no date before it, or in hours from a date alone, there is nothing to count from: never judged
  for (const text of [
    'Two weeks later (December 26) we review.',
    'The launch is December 11, 2026. Two hours later (December 20) we party.',
  ])
    assert.deepEqual(check({ text, timezone: NY, now: NOW }).claims, [], text);
});

test('check_dates: a quarter may be a fiscal one; a date a year behind is the year to fix, not the quarter', () => {
  const now = '2026-06-17T11:00';
  // Python's datetime: 2026-07-22 is a Wednesday, 403 days after 2025-07-22 (a fiscal quarter that
  // starts 35 days from now is possible, so only its year is wrong)
  const behind = check({ text: 'Next quarter starts Jul 22, 2025.', timezone: 'America/Chicago', now });
  assert.deepEqual(
    behind.claims.map((c) => [c.text, c.kind, c.verdict, c.corrected]),
    [['Jul 22, 2025', 'year', 'wrong', 'Jul 22, 2026']],
  );
  // ahead, within a quarter, outside the calendar's (1 July to 30 September): a fiscal quarter may
  // start then; the calendar's is named, with no verdict
  const fiscal = check({ text: 'Next quarter starts June 29, 2026.', timezone: 'America/Chicago', now });
  assert.deepEqual(
    fiscal.claims.map((c) => [c.text, c.verdict, c.reason]),
    [
      [
        'Next quarter starts June 29, 2026',
        'unverifiable',
        '"Next quarter" is a fiscal one if it starts then; the calendar\'s runs from Wednesday, July 1, 2026 to Wednesday, September 30, 2026.',
      ],
    ],
  );
  // further ahead than one quarter: no quarter that starts then is the next one
  const far = check({ text: 'Next quarter starts Oct 5.', timezone: 'America/Chicago', now });
  assert.deepEqual(
    far.claims.map((c) => [c.text, c.verdict]),
    [['Next quarter starts Oct 5', 'wrong']],
  );
});

test('check_dates: "Eastern" beside "Pacific", or "CST" from Chicago, is the US reading; from London "IST" stays every reading', () => {
  const now = '2026-06-17T11:00';
  // zoneinfo: 14:00 in Los Angeles on 2026-07-19 is 17:00 in New York
  const ok = check({ text: 'Call on July 19 at 2pm Pacific (5pm Eastern).', timezone: 'Europe/London', now });
  assert.deepEqual(
    ok.claims.map((c) => [c.text, c.verdict]),
    [['2pm Pacific (5pm Eastern)', 'ok']],
  );
  const wrong = check({ text: 'Call on July 19 at 2pm Pacific (4pm Eastern).', timezone: 'Europe/London', now });
  assert.deepEqual(
    wrong.claims.map((c) => [c.text, c.verdict, c.corrected]),
    [['2pm Pacific (4pm Eastern)', 'wrong', '2pm Pacific (5pm Eastern)']],
  );
  // the writer in Chicago: 9:00 in Chicago on 2027-01-20 is 15:00 in London (in July "CST" is also
  // the -06:00 it names, which Chicago is not on then: the next test's conversions)
  const cst = check({ text: 'Standup on January 20, 2027 at 9am CST (3pm London).', timezone: 'America/Chicago', now });
  assert.deepEqual(
    cst.claims.map((c) => [c.text, c.verdict]),
    [['9am CST (3pm London)', 'ok']],
  );
  // from London no reading of "IST" is British: each is still read; none makes it 3pm in London, so
  // it is wrong, with a fix for each reading and none chosen
  const ist = check({ text: 'Standup on July 20 at 9am IST (3pm London).', timezone: 'Europe/London', now });
  assert.deepEqual(
    ist.claims.map((c) => [c.verdict, c.corrected, c.readings?.length]),
    [['wrong', undefined, 3]],
  );
});

test('check_dates: a holiday that "begins" or "ends" on a date is checked against its first or last day; a Hijri one a day either way', () => {
  // Umm al-Qura from van Gent's month lengths (test/umm-al-qura-van-gent.txt), 1 Muharram 1356 = epoch day 2428607 - 2440588
  const lines = readFileSync(new URL('../../test/umm-al-qura-van-gent.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => /^\d{4} /.test(l));
  let day = 2428607 - 2440588;
  let muharram = 0;
  for (const l of lines) {
    const [y, ...months] = l.split(' ').map(Number);
    if (y === 1448) {
      muharram = day + months.reduce((a, b) => a + b, 0);
      day += months.slice(0, 8).reduce((a, b) => a + b, 0);
      break;
    }
    day += months.reduce((a, b) => a + b, 0);
  }
  const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);
  assert.equal(iso(day), '2027-02-08'); // 1 Ramadan 1448
  assert.equal(iso(muharram + 9), '2027-06-15'); // Ashura, 10 Muharram 1449
  const verdict = (text: string) => check({ text, timezone: NY, now: NOW, country: 'US' }).claims.map((c) => [c.verdict, c.corrected]);
  assert.deepEqual(verdict('Ramadan 2027 begins on February 8.'), [['ok', undefined]]);
  assert.deepEqual(verdict('Ramadan 2027 begins on February 9.'), [['ok', undefined]]); // sighted a day later
  // the holiday's year picks the date's, though June 16 said in December could be either June
  assert.deepEqual(verdict('Ashura 2027 is on June 16.'), [['ok', undefined]]);
  assert.deepEqual(verdict('Ashura 2027 is on June 17.'), [['wrong', 'Ashura 2027 is on June 15']]);
  // inside Ramadan, but not its first day: the start is what was claimed
  assert.deepEqual(verdict('Ramadan 2027 begins on February 12.'), [['wrong', 'Ramadan 2027 begins on February 8']]);
  assert.match(
    check({ text: 'Eid al-Fitr 2027 is on March 10.', timezone: NY, now: NOW }).claims[0]!.reason,
    /where the month begins on a sighted crescent it can fall a day either way/,
  );
  // hebcal: Pesach I 2027-04-22 (from sundown on the 21st), Pesach VIII 2027-04-29
  assert.deepEqual(verdict('Passover 2027 begins on April 21.'), [['ok', undefined]]);
  assert.deepEqual(verdict('Passover 2027 ends on April 29.'), [['ok', undefined]]);
  assert.deepEqual(verdict('Passover 2027 ends on April 25.'), [['wrong', 'Passover 2027 ends on April 29']]);
});

test("check_dates: a holiday on the day its country observes it holds (OPM's rules; python-holidays' substitute days)", () => {
  // 4 July 2027 is a Sunday, observed Monday 5 July (business_days list_holidays); Boxing Day 2026, a Saturday, is observed Monday 28 December
  const one = (text: string, timezone: string, now: string, country?: string) =>
    check({ text, timezone, now, ...(country ? { country } : {}) }).claims.map((c) => [c.kind, c.verdict, c.reason]);
  assert.deepEqual(one('We are closed for Independence Day on Monday, July 5.', NY, '2027-06-01T10:00', 'US')[0], [
    'holiday',
    'ok',
    'Independence Day (United States) in 2027 is Sunday, July 4, 2027, observed on Monday, July 5, 2027.',
  ]);
  assert.equal(one('The office is closed for Boxing Day on Monday 28 December.', 'Europe/London', '2026-12-01T10:00', 'GB')[0]![1], 'ok');
  assert.equal(one('We are closed for Independence Day on Tuesday, July 6.', NY, '2027-06-01T10:00', 'US')[0]![1], 'wrong');
});

test('check_dates: a range of weekdays before a range of dates, each end against its date', () => {
  // Python's datetime: 2027-03-09 is a Tuesday, 2027-03-11 a Thursday; 2028-03-01 a Wednesday, 2028-03-05 a Sunday; 2027-11-25 a Thursday
  const claims = (text: string) =>
    check({ text, timezone: NY, now: '2027-02-20T10:00' }).claims.map((c) => [c.text, c.verdict, c.corrected]);
  assert.deepEqual(claims('The summit is Tue–Thu, Mar 9–11.'), [['Tue–Thu, Mar 9–11', 'ok', undefined]]);
  assert.deepEqual(claims('The summit is Tue-Thu, Mar 9-11.'), [['Tue-Thu, Mar 9-11', 'ok', undefined]]);
  assert.deepEqual(
    check({ text: 'Closed Thu–Fri, Nov 25–26 for Thanksgiving.', timezone: NY, now: '2027-10-20T10:00' }).claims.map((c) => [
      c.text,
      c.verdict,
    ]),
    [['Thu–Fri, Nov 25–26', 'ok']],
  );
  assert.deepEqual(claims('The summit is Wed–Fri, Mar 9–11.'), [['Wed–Fri, Mar 9–11', 'wrong', 'Tue–Thu, Mar 9–11']]);
  assert.deepEqual(claims('Mon–Fri, March 1–5, 2028 we are out.'), [['Mon–Fri, March 1–5, 2028', 'wrong', 'Wed–Sun, March 1–5, 2028']]);
});

test('check_dates: a range with its year and weekdays, the length after them, and "(a Monday)", "which is a Monday"', () => {
  // Python's datetime: 2027-03-03 is a Wednesday, 2027-03-05 a Friday; 2027-02-02 a Tuesday
  const conf = check({ text: 'The conference runs March 3-5, 2027 (Wed-Fri), four days.', timezone: NY, now: NOW });
  assert.deepEqual(
    conf.claims.map((c) => [c.text, c.verdict, c.corrected]),
    [
      ['March 3-5, 2027 (Wed-Fri)', 'ok', undefined],
      ['March 3-5, 2027 (Wed-Fri), four days', 'wrong', 'March 3-5, 2027 (Wed-Fri), three days'],
    ],
  );
  for (const [text, corrected] of [
    ['The contract renews on 2/2/2027 (a Monday).', '2/2/2027 (a Tuesday)'],
    ['The contract renews on Feb 2, 2027, which is a Monday.', 'Feb 2, 2027, which is a Tuesday'],
  ] as const)
    assert.deepEqual(
      check({ text, timezone: NY, now: NOW, country: 'US' }).claims.map((c) => [c.verdict, c.corrected]),
      [['wrong', corrected]],
      text,
    );
});

test('check_dates: a conversion said with ", which is"', () => {
  // zoneinfo: 10:00 in Tokyo on 2026-12-08 is 20:00 on the 7th in New York ("Eastern" read as the writer's country's)
  const out = check({ text: 'The call is at 10am JST on December 8, which is 9pm Eastern.', timezone: NY, now: NOW });
  assert.deepEqual(
    out.claims.map((c) => [c.kind, c.verdict, c.corrected]),
    [['conversion', 'wrong', '10am JST on December 8, which is 8pm Eastern']],
  );
});

test('check_dates: a year the passage gives ("for 2027:", "In 2027", a heading) dates what follows it, down to a blank line', () => {
  // Python's datetime: Labor Day 2027 (first Monday of September) is the 6th, Thanksgiving 2027 (fourth
  // Thursday of November) the 25th; in 2026 they were the 7th and the 26th; 2026-12-11 is a Friday
  const verdicts = (text: string) => check({ text, timezone: NY, now: NOW, country: 'US' }).claims.map((c) => [c.text, c.verdict]);
  assert.deepEqual(verdicts('Holiday schedule for 2027: we close on Labor Day (Sept 6) and Thanksgiving (Nov 25).'), [
    ['Labor Day (Sept 6)', 'ok'],
    ['Thanksgiving (Nov 25)', 'ok'],
  ]);
  assert.deepEqual(verdicts('In 2027 we close on Labor Day (Sept 7).'), [['Labor Day (Sept 7)', 'wrong']]);
  assert.deepEqual(verdicts('2027 holidays:\n- Memorial Day (May 31)\n- Labor Day (Sept 6)\n\nNext meeting: Friday, Dec 11.'), [
    ['Memorial Day (May 31)', 'ok'],
    ['Labor Day (Sept 6)', 'ok'],
    ['Friday, Dec 11', 'ok'],
  ]);
  assert.deepEqual(verdicts('2027 holidays:\n- Labor Day (Sept 6)\nMeetings:\n- Friday, Dec 11'), [
    ['Labor Day (Sept 6)', 'ok'],
    ['Friday, Dec 11', 'ok'],
  ]);
});

test('check_dates: a conversion is judged on its own day: after a dash from its date, and each of two joined by "and"', () => {
  // Python's zoneinfo: on 2027-03-17 and 2027-03-19 New York keeps EDT and London GMT (UTC-4 and UTC+0), on 2027-03-03 EST and GMT
  const verdicts = (text: string) => check({ text, timezone: NY, now: NOW }).claims.map((c) => [c.text, c.verdict, c.corrected ?? '']);
  assert.deepEqual(verdicts('Launch call: Friday, March 19, 2027 — noon PT / 3pm ET / 7pm London.'), [
    ['Friday, March 19, 2027', 'ok', ''],
    ['noon PT / 3pm ET / 7pm London', 'ok', ''],
  ]);
  assert.deepEqual(verdicts('Friday, March 19, 2027 - 3pm ET / 8pm London.'), [
    ['Friday, March 19, 2027', 'ok', ''],
    ['3pm ET / 8pm London', 'wrong', '3pm ET / 7pm London'],
  ]);
  // a day after the last time closes the conversion (2026-12-08: EST and GMT)
  assert.deepEqual(verdicts('Call: 9am ET / 3pm London on Dec 8.'), [
    ['9am ET / 3pm London on Dec 8', 'wrong', '9am ET / 2pm London on Dec 8'],
  ]);
  assert.deepEqual(verdicts('We meet on March 3 at 9am ET (2pm London) and March 17 at 9am ET (1pm London).'), [
    ['9am ET (2pm London)', 'ok', ''],
    ['9am ET (1pm London)', 'ok', ''],
  ]);
});

test('check_dates: a past year is not "corrected" where the sentence says it is past, says the year again, or runs on to a later date', () => {
  const claims = (text: string) => check({ text, timezone: NY, now: NOW }).claims.map((c) => [c.text, c.verdict]);
  assert.deepEqual(claims('Reminder: the Q3 report (due Sept 30, 2026) is overdue.'), []);
  assert.deepEqual(claims('The deadline of March 15, 2026 has passed.'), []);
  assert.deepEqual(claims('Tax year 2026 starts April 6, 2026 and ends April 5, 2027.'), []);
  // the stale year an agent writes for an event ahead is still caught
  assert.deepEqual(claims('The contract renews on Dec 3, 2025.'), [['Dec 3, 2025', 'wrong']]);
});

test('check_dates: a conversion on a weekday alone is judged on the next such day, across a clock change', () => {
  // Python's zoneinfo: 2027-03-15 09:00 New York (EDT from the 14th) is 13:00 in London (GMT); 2027-11-09
  // 10:00 Berlin (CET) is 04:00 in New York (EST from the 7th)
  const verdict = (text: string, timezone: string, now: string) => check({ text, timezone, now }).claims.map((c) => [c.text, c.verdict]);
  assert.deepEqual(verdict("Let's meet Monday at 9am ET (1pm London).", NY, '2027-03-10T10:00'), [['9am ET (1pm London)', 'ok']]);
  assert.deepEqual(verdict('Call on Tuesday: 10:00 Berlin / 04:00 New York.', 'Europe/Berlin', '2027-11-04T10:00'), [
    ['10:00 Berlin / 04:00 New York', 'ok'],
  ]);
});

test("check_dates: one country's holiday written by someone in another is not corrected to that country's date", () => {
  const verdicts = (text: string, timezone: string, now: string, country: string) =>
    check({ text, timezone, now, country }).claims.map((c) => [c.text, c.verdict, c.corrected ?? '']);
  // Germany's Father's Day is Ascension Day (6 May 2027), India's Labour Day 1 May: the data has the US days only
  assert.deepEqual(verdicts("Father's Day (May 6) is a public holiday.", 'Europe/Berlin', '2027-04-06T10:00', 'DE'), [
    ["Father's Day (May 6)", 'ambiguous', ''],
  ]);
  assert.deepEqual(verdicts('Labour Day (May 1) is a public holiday.', 'Asia/Kolkata', '2027-04-06T10:00', 'IN'), [
    ['Labour Day (May 1)', 'ambiguous', ''],
  ]);
  // a date that fits the one country's still holds; the writer's own country's holiday is judged as before
  assert.deepEqual(verdicts('Thanksgiving (Nov 26) is a holiday.', 'Europe/Berlin', '2026-10-06T10:00', 'DE'), [
    ['Thanksgiving (Nov 26)', 'ok', ''],
  ]);
  assert.deepEqual(verdicts('Labor Day (Sept 8) is a holiday.', NY, '2026-08-06T10:00', 'US'), [
    ['Labor Day (Sept 8)', 'wrong', 'Labor Day (Sept 7)'],
  ]);
});

test('check_dates: Hanukkah ends on its eighth day (hebcal: "Chanukah: 8th Day" on 12 December 2026)', () => {
  const verdict = (text: string) =>
    check({ text, timezone: NY, now: '2026-11-20T10:00' }).claims.map((c) => [c.verdict, c.corrected ?? '']);
  assert.deepEqual(verdict('Hanukkah ends on December 12.'), [['ok', '']]);
  assert.deepEqual(verdict('Hanukkah ends on December 11.'), [['wrong', 'Hanukkah ends on December 12']]);
  assert.deepEqual(verdict('Hanukkah begins on December 4.'), [['ok', '']]);
});

test('check_dates: weeks count first day to same weekday and working weeks too; a part of the day settles am or pm in a conversion', () => {
  const verdict = (text: string, now = '2026-12-07T10:00') => check({ text, timezone: NY, now }).claims.map((c) => c.verdict);
  // Python's datetime: 2027-01-04 is a Monday and 2027-01-15 a Friday; 2026-12-13 and 2026-12-20 are Sundays
  assert.deepEqual(verdict('Sprint 12 is a 2-week sprint, Jan 4-15.'), ['ok']);
  assert.deepEqual(verdict('A 1-week retreat, Dec 13-20.'), ['ok']);
  assert.deepEqual(verdict('A 2-week trip, Dec 13-20.'), ['wrong']);
  // zoneinfo: 21:00 EST on 2026-12-01 is 02:00 UTC the next day
  assert.deepEqual(verdict('At 9 tonight ET (14:00 UTC).', '2026-12-01T10:00'), ['wrong']);
  assert.deepEqual(verdict('At 9 tonight ET (02:00 UTC).', '2026-12-01T10:00'), ['ok']);
});

test("check_dates: a holiday observed across the new year holds (New Year's Day 2028, a Saturday, observed Friday 31 December 2027)", () => {
  // Python's datetime: 2028-01-01 is a Saturday; the US federal calendar observes it on the Friday before
  const claims = check({
    text: "Offices close for New Year's Day (Friday, Dec 31).",
    timezone: NY,
    now: '2027-12-01T10:00',
    country: 'US',
  }).claims;
  assert.deepEqual(
    claims.map((c) => [c.kind, c.verdict]),
    [
      ['holiday', 'ok'],
      ['weekday', 'ok'],
    ],
  );
  assert.match(claims[0]!.reason, /observed on Friday, December 31, 2027/);
});

test('check_dates: a clock change is judged where a possessive or an adjective places it', () => {
  // Python's zoneinfo: Sydney's clocks go forward on 2027-10-03, Paris's go back on 2027-10-31
  const verdict = (text: string) =>
    check({ text, timezone: NY, now: '2027-09-20T10:00' }).claims.map((c) => [c.verdict, c.corrected ?? '']);
  assert.deepEqual(verdict("Note that Europe's clocks go back on October 31."), [['ok', '']]);
  assert.deepEqual(verdict('Australian clocks go forward on October 3.'), [['ok', '']]);
  assert.deepEqual(verdict("Sydney's clocks go forward on October 10."), [['wrong', 'clocks go forward on October 3']]);
});

test('check_dates: "N business days later" counts from the date the passage gave before it, not from today', () => {
  // Python's datetime and the US federal holidays: Friday 2026-12-11 + 2 business days is Tuesday the 15th;
  // Tuesday the 22nd + 2 is Thursday the 24th (the 25th is Christmas)
  const claims = (text: string) =>
    check({ text, timezone: NY, now: '2026-12-01T10:00', country: 'US' })
      .claims.filter((c) => c.kind === 'relative')
      .map((c) => [c.verdict, c.corrected ?? '']);
  assert.deepEqual(claims('Reviews are due Friday, Dec 11. Grades post two business days later (Tuesday, Dec 15).'), [['ok', '']]);
  assert.deepEqual(claims('Kickoff is Dec 22. Two business days later (Dec 28) we ship.'), [['wrong', 'Two business days later (Dec 24)']]);
});

test("check_dates: a holiday of a country's states is the writer's state's, by the zone's own area (Labour Day in Perth is in March)", {
  skip: skipAu,
}, () => {
  // python-holidays (Debian's python3-holidays) gives each Australian state's Labour Day
  const want = runPython(
    auPython!,
    `import holidays, json, sys
out = {}
for prov in json.load(sys.stdin):
    out[prov] = [str(d) for d, n in sorted(holidays.AU(prov=prov, years=[2026]).items()) if n in ('Labour Day', 'Eight Hours Day', 'May Day')]
print(json.dumps(out))`,
    ['WA', 'QLD', 'VIC', 'NSW', 'SA', 'TAS', 'NT'],
  ) as Record<string, string[]>;
  const zones: Record<string, string> = {
    WA: 'Australia/Perth',
    QLD: 'Australia/Brisbane',
    VIC: 'Australia/Melbourne',
    NSW: 'Australia/Sydney',
    SA: 'Australia/Adelaide',
    TAS: 'Australia/Hobart',
    NT: 'Australia/Darwin',
  };
  const longDate = (iso: string) =>
    new Date(`${iso}T12:00:00Z`)
      .toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      .replace(',', '');
  for (const [prov, zone] of Object.entries(zones)) {
    const day = want[prov]![0]!;
    const text = `We are closed on Labour Day (${longDate(day)}).`;
    const out = check({ text, timezone: zone, now: '2026-02-20T10:00' });
    assert.deepEqual(out.claims.find((c) => c.kind === 'holiday')?.verdict, 'ok', `${prov}: ${JSON.stringify(out.claims)}`);
    // the other states' day is wrong there, corrected to the state's own
    const other = Object.values(want).find((days) => days[0] !== day)![0]!;
    const wrong = check({ text: `We are closed on Labour Day (${longDate(other)}).`, timezone: zone, now: '2026-02-20T10:00' });
    const claim = wrong.claims.find((c) => c.kind === 'holiday');
    assert.equal(claim?.verdict, 'wrong', `${prov}: ${JSON.stringify(wrong.claims)}`);
    assert.equal(claim?.corrected, `Labour Day (${longDate(day)})`, prov);
  }
});

test("check_dates: a holiday with a year's last two digits is that year's", () => {
  // dateutil.easter: Easter 2006 is 16 April; Python's datetime: 1999-12-25 is a Saturday
  const claims = check({
    text: "We met on Easter '06 (Sunday, April 16, 2006), and again at Christmas '99 (Friday, Dec 25, 1999).",
    timezone: NY,
    now: NOW,
  }).claims.filter((c) => c.kind === 'holiday');
  assert.deepEqual(
    claims.map((c) => [c.text, c.verdict, c.corrected]),
    [
      ["Easter '06 (Sunday, April 16, 2006)", 'ok', undefined],
      ["Christmas '99 (Friday, Dec 25, 1999)", 'wrong', "Christmas '99 (Saturday, Dec 25, 1999)"],
    ],
  );
});
