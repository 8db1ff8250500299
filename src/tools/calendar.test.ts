import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { hebcal, pythonWith, runPython, skipUnless } from '../../test/calendar-oracles.js';
import { civilFromDays, daysFromCivil } from '../core/civil.js';
import { formatDate } from '../core/iso-text.js';
import { calendar } from './calendar.js';

const NOW = '2026-12-06T12:00:00Z';
const call = (args: Record<string, unknown>, now = NOW) => runChecked(calendar, args, ctxAt(now));

interface Shown {
  calendar: string;
  year: number;
  month?: number;
  month_name?: string;
  month_name_native?: string;
  day?: number;
  leap_month?: true;
  week?: number;
  weekday?: number;
  day_of_year?: number;
  era?: string;
  note?: string;
}
interface Out {
  date: string;
  day_of_week: string;
  calendars: Shown[];
  festivals?: { name: string; tradition: string; start: string; end?: string; note?: string }[];
  note?: string;
  assumed?: string[];
}

function ok(args: Record<string, unknown>, now = NOW): Out {
  const r = call(args, now);
  assert.ok(!('isError' in r), JSON.stringify(r));
  assert.equal(r.content[0].text, JSON.stringify(r.structuredContent));
  return r.structuredContent as unknown as Out;
}
function fails(args: Record<string, unknown>): string {
  const r = call(args);
  assert.ok('isError' in r && r.isError, JSON.stringify(r));
  return r.content[0].text;
}
/** "calendar year-month-day" for each calendar shown, to compare a row in one line. */
const brief = (o: Out): string[] =>
  o.calendars.map((c) =>
    c.week !== undefined
      ? `${c.calendar} ${c.year}-W${c.week}-${c.weekday} d${c.day_of_year}`
      : `${c.calendar} ${c.era ? c.era + ' ' : ''}${c.year}-${c.month}-${c.day} ${c.month_name}${c.month_name_native ? ' ' + c.month_name_native : ''}`,
  );

// Expected values checked by hand against hebcal, convertdate (hebrew, islamic, persian, coptic,
// indian_civil, julian), Python's isocalendar, ICU's japanese/buddhist/roc and the Umm al-Qura table.
const rows: { name: string; args: Record<string, unknown>; now?: string; date: string; shown: string[] }[] = [
  {
    name: 'today by default, in the local zone: five calendars',
    args: {},
    date: '2026-12-06',
    shown: [
      'iso 2026-W49-7 d340',
      'hebrew AM 5787-9-26 Kislev כסלו',
      'islamic AH 1448-6-26 Jumada al-Akhirah جمادى الآخرة',
      'persian SH 1405-9-15 Azar آذر',
      'chinese 丙午 (Horse) 2026-10-28 Shiyue 十月',
    ],
  },
  {
    name: 'today across the date line: at 12:00Z it is already 7 December in Kiritimati',
    args: { timezone: 'Pacific/Kiritimati', calendars: ['iso'] },
    date: '2026-12-07',
    shown: ['iso 2026-W50-1 d341'],
  },
  {
    name: 'every calendar for a day',
    args: { date: '2026-12-06', calendars: ['all'] },
    date: '2026-12-06',
    shown: [
      'iso 2026-W49-7 d340',
      'hebrew AM 5787-9-26 Kislev כסלו',
      'islamic AH 1448-6-26 Jumada al-Akhirah جمادى الآخرة',
      'islamic_civil AH 1448-6-25 Jumada al-Akhirah جمادى الآخرة',
      'persian SH 1405-9-15 Azar آذر',
      'chinese 丙午 (Horse) 2026-10-28 Shiyue 十月',
      'hindu Vikram Samvat 2083-8-28 Kartika कार्तिक',
      'coptic A.M. 1743-3-27 Hathor Ⲁⲑⲱⲣ',
      'ethiopian E.C. 2019-3-27 Hidar ኅዳር',
      'indian Saka 1948-9-15 Agrahayana अग्रहायण',
      'japanese Reiwa 8-12-6 December 令和8年12月',
      'thai BE 2569-12-6 December ธันวาคม',
      'roc Minguo 115-12-6 December 民國115年12月',
      'julian 2026-11-23 November',
    ],
  },
  {
    name: 'from the Hijri calendar by month name: 1 Ramadan 1448 (Umm al-Qura)',
    args: { date: '1 Ramadan 1448', from: 'islamic', calendars: ['islamic'] },
    date: '2027-02-08',
    shown: ['islamic AH 1448-9-1 Ramadan رمضان'],
  },
  {
    name: 'from Hebrew numbers (Nisan = 1): 15 Tishrei 5787, Sukkot',
    args: { date: '5787-07-15', from: 'hebrew', calendars: ['hebrew'] },
    date: '2026-09-26',
    shown: ['hebrew AM 5787-7-15 Tishrei תשרי'],
  },
  {
    name: 'Adar I of a leap year is month 12 and a leap month',
    args: { date: '14 Adar I 5787', from: 'hebrew', calendars: ['hebrew'] },
    date: '2027-02-21',
    shown: ['hebrew AM 5787-12-14 Adar I אדר א׳'],
  },
  {
    name: 'a Chinese leap month: 2025-06L-01',
    args: { date: '2025-06L-01', from: 'chinese', calendars: ['chinese'] },
    date: '2025-07-25',
    shown: ['chinese 乙巳 (Snake) 2025-6-1 Leap Liuyue 闰六月'],
  },
  {
    name: 'Chinese New Year 2027 by name',
    args: { date: '1 Zhengyue 2027', from: 'chinese', calendars: [] },
    date: '2027-02-06',
    shown: ['chinese 丁未 (Goat) 2027-1-1 Zhengyue 正月'],
  },
  {
    name: 'Japanese gannen: Reiwa 1 begins 2019-05-01; Heisei 31 the day before',
    args: { date: '令和元年5月1日', from: 'japanese', calendars: ['japanese'] },
    date: '2019-05-01',
    shown: ['japanese Reiwa 1-5-1 May 令和元年5月'],
  },
  {
    name: 'Ethiopian New Year 2019 E.C. (Enkutatash) after a 6-day Pagume',
    args: { date: '1 Meskerem 2019', from: 'ethiopian', calendars: ['ethiopian', 'coptic'] },
    date: '2026-09-11',
    shown: ['ethiopian E.C. 2019-1-1 Meskerem መስከረም', 'coptic A.M. 1743-1-1 Thout Ⲑⲱⲟⲩⲧ'],
  },
  {
    name: 'ISO week date in, with the ISO year differing from the Gregorian one',
    args: { date: '2027-W01-1', from: 'iso', calendars: ['iso', 'gregorian'] },
    date: '2027-01-04',
    shown: ['iso 2027-W1-1 d4', 'gregorian 2027-1-4 January'],
  },
  {
    name: 'Julian Christmas is 7 January; Thai and Minguo years',
    args: { date: '2026-12-25', from: 'julian', calendars: ['thai', 'roc'] },
    date: '2027-01-07',
    shown: ['julian 2026-12-25 December', 'thai BE 2570-1-7 January มกราคม', 'roc Minguo 116-1-7 January 民國116年1月'],
  },
  {
    name: 'a Julian date with the month first and abbreviated, as English writes it: Feb 29, 2028',
    args: { date: 'Feb 29, 2028', from: 'julian', calendars: ['julian'] },
    date: '2028-03-13',
    shown: ['julian 2028-2-29 February'],
  },
  {
    name: 'the October Revolution: Oct. 25th 1917 (Julian)',
    args: { date: 'Oct. 25th 1917', from: 'julian', calendars: [] },
    date: '1917-11-07',
    shown: ['julian 1917-10-25 October'],
  },
  {
    name: 'the month first in other calendars: Tishrei 15, 5787',
    args: { date: 'Tishrei 15, 5787', from: 'hebrew', calendars: ['hebrew'] },
    date: '2026-09-26',
    shown: ['hebrew AM 5787-7-15 Tishrei תשרי'],
  },
  {
    name: 'a month name of two words before the day: Adar I 14, 5787',
    args: { date: 'Adar I 14, 5787', from: 'hebrew', calendars: ['hebrew'] },
    date: '2027-02-21',
    shown: ['hebrew AM 5787-12-14 Adar I אדר א׳'],
  },
  {
    name: 'Saka calendar: 1 Chaitra is 21 March in a Gregorian leap year',
    args: { date: '1 Chaitra 1950', from: 'saka', calendars: [] },
    date: '2028-03-21',
    shown: ['indian Saka 1950-1-1 Chaitra चैत्र'],
  },
  {
    name: 'a date in words is read as parse_time reads it',
    args: { date: 'tomorrow', calendars: ['hebrew'] },
    date: '2026-12-07',
    shown: ['hebrew AM 5787-9-27 Kislev כסלו'],
  },
];

for (const row of rows) {
  test(`calendar: ${row.name}`, () => {
    const o = ok(row.args, row.now);
    assert.equal(o.date, row.date);
    assert.deepEqual(brief(o), row.shown);
  });
}

test('calendar: the Hijri and Hebrew days begin at sunset the evening before; Japanese gannen is said', () => {
  const o = ok({ date: '2026-12-06', calendars: ['hebrew', 'islamic', 'japanese'] });
  assert.equal(o.calendars[0]!.note, 'The Hebrew day begins at sunset on the evening of 2026-12-05.');
  assert.match(o.calendars[1]!.note!, /^Umm al-Qura calendar \(Saudi Arabia\); the day begins at sunset on the evening of 2026-12-05/);
  assert.equal(ok({ date: '2019-06-01', calendars: ['japanese'] }).calendars[0]!.note, 'Year 1 of an era is called gannen (元年).');
  // Outside Umm al-Qura's table the tabular calendar answers, and says so.
  assert.match(ok({ date: '1900-01-01', calendars: ['islamic'] }).calendars[0]!.note!, /^Tabular/);
});

test('calendar: festivals of a tradition from date for a year, in order, without calendars unless asked', () => {
  const o = ok({ festivals: 'jewish', date: '2026-09-01' });
  assert.deepEqual(o.calendars, []);
  const first = o.festivals!.slice(0, 3).map((f) => `${f.start}${f.end ? '..' + f.end : ''} ${f.name}`);
  assert.deepEqual(first, ['2026-09-11..2026-09-13 Rosh Hashanah', '2026-09-14 Tzom Gedaliah', '2026-09-20 Erev Yom Kippur']);
  assert.ok(o.festivals!.every((f, i, a) => i === 0 || a[i - 1]!.start <= f.start));
  assert.ok(o.festivals!.every((f) => f.start >= '2026-09-01' && f.start < '2027-09-01'));
  assert.deepEqual(o.assumed, ['end: a year after date']);
  const eid = ok({ festivals: 'islamic', date: '2027-01-01', end: '2027-12-31' }).festivals!.map((f) => `${f.start} ${f.name}`);
  assert.ok(eid.includes('2027-03-09 Eid al-Fitr'), eid.join('; '));
  const persian = ok({ festivals: 'persian', date: '2027-01-01' }).festivals!.map((f) => f.name);
  assert.ok(persian.includes('Nowruz') && persian.some((n) => /Navroz|Parsi/i.test(n)), persian.join('; '));
});

test('calendar: impossible dates and bad arguments are one sentence that says how to call again', () => {
  assert.equal(
    fails({ date: '30 Adar I 5785', from: 'hebrew' }),
    '30 Adar I 5785 does not exist in a year without Adar I: 5785 is not a Hebrew leap year, so give the month as "Adar".',
  );
  assert.equal(
    fails({ date: '5785-13-01', from: 'hebrew' }),
    '1 Adar II 5785 does not exist in a year without Adar I: 5785 is not a Hebrew leap year, so give the month as "Adar" (month 12).',
  );
  assert.equal(
    fails({ date: '14 Adar 5787', from: 'hebrew' }),
    '5787 is a Hebrew leap year with two months of Adar; say "14 Adar I 5787" or "14 Adar II 5787".',
  );
  assert.equal(ok({ date: '14 Adar 5786', from: 'hebrew', calendars: [] }).date, '2026-03-03');
  assert.equal(fails({ date: '31 Tishrei 5787', from: 'hebrew' }), '31 Tishrei 5787 does not exist: that month has 30 days in 5787.');
  assert.equal(fails({ date: '30 Ramadan 1448', from: 'islamic' }), 'Day 30 does not exist: month 9 of Hijri 1448 has 29 days.');
  assert.equal(
    fails({ date: '2026-07L-01', from: 'chinese' }),
    'The Chinese year 2026 has no leap month 7; give the month without "L", or the year that has it.',
  );
  assert.equal(
    fails({ date: 'Heisei 31-05-01', from: 'japanese' }),
    'Heisei 31-5-1 is outside the Heisei era (Gregorian from 1989-01-08 until Reiwa began); give "date" as a japanese date, e.g. "Reiwa 8-12-06" or "令和8年12月6日".',
  );
  // in words, the era a date of that year is in (Heisei ended 2019-04-30, Showa 1989-01-07)
  assert.equal(
    fails({ date: 'Heisei 31, May 1' }),
    'Heisei 31 runs from 2019-01-01 to 2019-04-30; 2019-05-01 is Reiwa 1: give the date in its own era, or the Gregorian year.',
  );
  assert.equal(
    fails({ date: 'Heisei 1, January 7' }),
    'Heisei 1 runs from 1989-01-08 to 1989-12-31; 1989-01-07 is Showa 64: give the date in its own era, or the Gregorian year.',
  );
  assert.equal(
    fails({ date: '1 Smarch 1448', from: 'islamic' }),
    "Unknown islamic month \"Smarch\": the months are Muharram, Safar, Rabi' al-Awwal, Rabi' al-Thani, Jumada al-Ula, Jumada al-Akhirah, Rajab, Sha'ban, Ramadan, Shawwal, Dhu al-Qa'dah, Dhu al-Hijjah.",
  );
  assert.equal(fails({ from: 'persian' }), 'Give "date" as the persian date to convert, e.g. "1 Farvardin 1406" or "1406-01-01".');
  assert.match(fails({ calendars: ['mayan'] }), /^Unknown calendar "mayan" in calendars\[0\]: use one of gregorian, iso, hebrew/);
  assert.match(
    fails({ festivals: 'jewish', date: '2026-01-01', end: '2030-01-01' }),
    /^Festivals are listed for at most 3 years at a time/,
  );
  assert.match(fails({ date: '2300-01-01', from: 'chinese' }), /computed from the sun and moon for 1800-2200 only/);
});

test('calendar: outside the years a calendar is computed for, it is left out and said so', () => {
  const o = ok({ date: '1850-06-01', calendars: ['japanese', 'roc', 'coptic'] });
  assert.deepEqual(
    o.calendars.map((c) => c.calendar),
    ['coptic'],
  );
  assert.match(o.note!, /japanese: eras are given from 1873/);
});

// --- Oracles: every calendar the tool shows by arithmetic, through the tool, at 2,000+ days -------

const python = pythonWith(
  'convertdate.hebrew',
  'convertdate.coptic',
  'convertdate.indian_civil',
  'convertdate.islamic',
  'convertdate.julian',
);
const SKIP = skipUnless(!!python, 'no python3 with convertdate (apt install python3-convertdate)');
const ARITHMETIC = ['hebrew', 'islamic_civil', 'coptic', 'indian', 'julian', 'iso'];

test('calendar: 2,400 days of 1900-2100 through the tool agree with convertdate and isocalendar, and convert back', { skip: SKIP }, () => {
  assert.ok(python);
  const days: number[] = [];
  for (let z = daysFromCivil(1900, 1, 1); z < daysFromCivil(2100, 1, 1); z += 30) days.push(z + (z % 29));
  const iso = days.map((z) => formatDate(civilFromDays(z)));
  const script = `
import json, sys, datetime
from convertdate import hebrew, islamic, coptic, indian_civil, julian
out = []
for s in json.load(sys.stdin):
    y, m, d = map(int, s.split('-'))
    out.append([list(hebrew.from_gregorian(y, m, d)), list(islamic.from_gregorian(y, m, d)), list(coptic.from_gregorian(y, m, d)), list(indian_civil.from_gregorian(y, m, d)), list(julian.from_gregorian(y, m, d)), list(datetime.date(y, m, d).isocalendar())])
print(json.dumps(out))
`;
  const want = runPython(python, script, iso) as number[][][];
  const ethiopian = 0;
  iso.forEach((date, i) => {
    const o = ok({ date, calendars: [...ARITHMETIC, 'ethiopian'] });
    const got = o.calendars.map((c) => (c.week !== undefined ? [c.year, c.week, c.weekday] : [c.year, c.month, c.day]));
    assert.deepEqual(got.slice(0, 6), want[i], date);
    assert.deepEqual(got[6], [want[i]![2]![0]! + 276, want[i]![2]![1], want[i]![2]![2]], date);
    for (const c of o.calendars) {
      const text =
        c.calendar === 'iso'
          ? `${c.year}-W${String(c.week).padStart(2, '0')}-${c.weekday}`
          : `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
      assert.equal(ok({ date: text, from: c.calendar, calendars: [] }).date, date, `${c.calendar} ${text}`);
    }
  });
  assert.ok(days.length * ARITHMETIC.length >= 2000 + ethiopian);
});

test("calendar: the Hebrew dates of 2026-2027 through the tool are hebcal's", {
  skip: skipUnless(hebcal(['-d', '-h', '-x', '1', '2026']) !== undefined, 'no hebcal (apt install hebcal)'),
}, () => {
  const out = hebcal(['-d', '-h', '-x', '2026'])! + hebcal(['-d', '-h', '-x', '2027'])!;
  // hebcal's spellings where Meridian's differ.
  const NAMES: Record<string, string> = { "Sh'vat": 'Shevat', Tamuz: 'Tammuz' };
  let n = 0;
  for (const line of out.trim().split('\n')) {
    const m = /^(\d+)\/(\d+)\/(\d+) (\d+)\w\w of ([^,]+), (\d+)$/.exec(line);
    if (!m) continue;
    const date = `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
    if (n++ % 3) continue;
    const c = ok({ date, calendars: ['hebrew'] }).calendars[0]!;
    assert.equal(`${c.day} ${c.month_name} ${c.year}`, `${m[4]} ${NAMES[m[5]!] ?? m[5]} ${m[6]}`, date);
  }
  assert.ok(n >= 700);
});

test('calendar: festivals outside the years they are computed for are an error or a note, never an empty or short list that looks whole', () => {
  assert.equal(
    fails({ festivals: 'hindu', date: '2296-01-01', end: '2298-12-31' }),
    '37 Hindu festivals are computed for 1900-2100 only; give a date and end within those years.',
  );
  assert.equal(
    fails({ festivals: 'jewish', date: '1850-03-01' }),
    '26 Jewish festivals are computed for 1900-2100 only; give a date and end within those years.',
  );
  // Half inside: what is inside is listed (Diwali 2100, hebcal-free: the Hindu table's own), and the note says the rest is not.
  const half = ok({ festivals: 'hindu', date: '2100-06-01', end: '2101-06-01' });
  assert.ok(half.festivals!.length > 0 && half.festivals!.every((f) => f.start < '2101-01-01'), JSON.stringify(half.festivals));
  assert.equal(half.note, '37 Hindu festivals are computed for 1900-2100 only: none of them is listed outside those years.');
  // Easter and the civil days are computed for every year: no note.
  assert.equal(ok({ festivals: 'christian', date: '2296-01-01' }).note, undefined);
  assert.equal(ok({ festivals: 'hindu', date: '2026-01-01' }).note, undefined);
});

test("calendar: after sunset a Hebrew or Hijri date is the next day's, at hebcal's sunset for the zone's city", {
  skip: skipUnless(hebcal(['-O', '-E', '-C', 'Jerusalem', '12', '6', '2026']) !== undefined, 'no hebcal (apt install hebcal)'),
}, () => {
  for (const [zone, city] of [
    ['Asia/Jerusalem', 'Jerusalem'],
    ['America/New_York', 'New York'],
  ] as const) {
    // hebcal: "12/6/2026 Sunrise: 6:25; Sunset:16:34" and the Hebrew dates of the 6th and the 7th
    const sun = /Sunset: ?(\d+):(\d+)/.exec(hebcal(['-O', '-E', '-C', city, '12', '6', '2026'])!)!;
    const sunset = Number(sun[1]) * 60 + Number(sun[2]);
    const dates = hebcal(['-d', '-x', '12', '2026'])!;
    const hebrewOf = (d: number) => new RegExp(`^12/${d}/2026 (\\d+)\\w\\w of (\\w+), (\\d+)$`, 'm').exec(dates)!.slice(1).join(' ');
    const at = (min: number) => `2026-12-06T${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
    const read = (min: number) => ok({ date: at(min), calendars: ['hebrew', 'islamic'], timezone: zone }).calendars;
    // two minutes before: the day's own date; two minutes after: the next day's, both calendars
    const before = read(sunset - 2);
    assert.equal(`${before[0]!.day} ${before[0]!.month_name} ${before[0]!.year}`, hebrewOf(6), `${zone} before sunset`);
    const after = read(sunset + 2);
    assert.equal(`${after[0]!.day} ${after[0]!.month_name} ${after[0]!.year}`, hebrewOf(7), `${zone} after sunset`);
    assert.equal(after[1]!.day, before[1]!.day! + 1);
    // the note says when the sun set, within a minute of hebcal's
    const noted = /began at sunset, (\d+):(\d+) at /.exec(String(after[0]!.note))!;
    assert.ok(Math.abs(Number(noted[1]) * 60 + Number(noted[2]) - sunset) <= 1, `${zone}: ${after[0]!.note} vs hebcal ${sun[0]}`);
    assert.match(String(after[0]!.note), /until then it was 26 Kislev/);
    // with no time given there is no instant: the civil day's date
    assert.equal(ok({ date: '2026-12-06', calendars: ['hebrew'], timezone: zone }).calendars[0]!.day, 26);
  }
});
