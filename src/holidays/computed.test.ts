// The computed layer (./computed.ts, data/holidays/computed/): holidays carried on from the world's
// calendars where their source stops, checked against sources other than the calendars themselves:
//   - date-holidays' own tables: each link, applied to the festival's occurrences of the source's
//     last 25 years, must give the days the tables give (the link is fitted on every year, so this
//     holds the runtime and the data to the source, not the fit to itself);
//   - python3-convertdate's tabular Hijri calendar for the Eids after 2077 (after Umm al-Qura's 1500 AH);
//   - Duckling's tables of Indian festivals for India's published holidays after its published years;
//   - the answers business_days gives: expected days, and a basis that names what is computed and
//     what is not dated.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { civilFromDays, daysFromCivil } from '../core/civil.js';
import type { FestivalLinksFile, HolidayTableFile } from '../core/data-formats.js';
import { formatDate } from '../core/iso-text.js';
import { db } from '../../test/helpers.js';
import { pythonWith, runPython, skipUnless } from '../../test/calendar-oracles.js';
import { computedFrom } from './computed.js';
import { holidayCalendar } from './country-holidays.js';
import { decodeTableEntry } from './holiday.js';

const COMPUTED = new URL('../../data/holidays/computed/', import.meta.url);
const TABLES = new URL('../../data/holidays/tables/', import.meta.url);
const files = readdirSync(COMPUTED).map((f) => JSON.parse(readFileSync(new URL(f, COMPUTED), 'utf8')) as FestivalLinksFile);
const day = (date: string): number => daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));

test('every link of the rules, cut 25 years early, gives the days date-holidays tables give for them', () => {
  let agree = 0;
  let total = 0;
  const worst: string[] = [];
  for (const file of files) {
    const rules = file.links.filter((l) => l.from === 'rules');
    if (rules.length === 0) continue;
    const table = JSON.parse(readFileSync(new URL(`${file.country}.json`, TABLES), 'utf8')) as HolidayTableFile;
    for (const link of rules) {
      const lastYear = Number(link.after.slice(0, 4));
      const cut = `${lastYear - 25}-12-31`;
      const calendar = computedFrom({ ...file, links: [{ ...link, after: cut }] });
      let a = 0;
      let n = 0;
      for (let y = lastYear - 24; y < lastYear; y++) {
        const want = new Set<string>();
        const jan1 = daysFromCivil(y, 1, 1);
        for (const t of table.calendars['']![y - table.from]!.split(' ').filter(Boolean)) {
          const e = decodeTableEntry(t);
          if (!e.observed && table.names[e.nameIndex] === link.name) want.add(formatDate(civilFromDays(jan1 + e.dayOfYear)));
        }
        const got = new Set(calendar.year(y, new Set(['rules']), () => true).holidays.map((h) => h.date));
        n++;
        if (want.size === got.size && [...want].every((d) => got.has(d))) a++;
      }
      agree += a;
      total += n;
      if (a < 0.9 * n) worst.push(`${file.country} ${link.name}: ${a}/${n}`);
    }
  }
  assert.deepEqual(worst, []);
  assert.ok(total > 2000, `${total} link-years checked`);
  assert.ok(agree >= 0.97 * total, `${agree} of ${total} link-years agree`);
});

const python = pythonWith('convertdate.islamic');
test("Egypt's Eids after 2077 are the tabular Hijri calendar's, as convertdate computes it", {
  skip: skipUnless(!!python, 'no python3 with convertdate (apt install python3-convertdate)'),
}, () => {
  const eg = holidayCalendar(db, { country: 'EG' });
  const got = eg.holidays(day('2078-01-01'), day('2100-12-31')).filter((h) => /Eid al-(Fitr|Adha)/.test(h.name));
  assert.ok(
    got.every((h) => h.expected),
    'computed days are expected',
  );
  const want = runPython(
    python!,
    `
import json, sys
from datetime import date, timedelta
from convertdate import islamic
out = []
for ah in range(1500, 1525):
    for (month, day, name, days) in ((10, 1, 'End of Ramadan (Eid al-Fitr)', 3), (12, 10, 'Feast of the Sacrifice (Eid al-Adha)', 4)):
        first = date(*islamic.to_gregorian(ah, month, day))
        for k in range(days):
            d = first + timedelta(days=k)
            if date(2078, 1, 1) <= d <= date(2100, 12, 31):
                out.append(d.isoformat() + ' ' + name)
print(json.dumps(sorted(out)))
`,
    null,
  ) as string[];
  assert.deepEqual(got.map((h) => `${h.date} ${h.name}`).sort(), want);
});

test("India's published festivals go on after its published years with Duckling's dates", () => {
  const duckling = JSON.parse(readFileSync(new URL('../../test/fixtures/duckling-indian-festivals.json', import.meta.url), 'utf8')) as {
    lists: Record<string, string[]>;
  };
  const inYear = (list: string, year: number, offset = 0): string => {
    const d = duckling.lists[list]!.find((x) => x.startsWith(String(year)))!;
    return formatDate(civilFromDays(day(d) + offset));
  };
  const india = holidayCalendar(db, { country: 'IN', types: ['public', 'optional'] });
  for (const year of [2028, 2029, 2030]) {
    const got = new Map(
      india
        .holidays(day(`${year}-01-01`), day(`${year}-12-31`))
        .filter((h) => h.expected)
        .map((h) => [h.name, h.date]),
    );
    // Duckling derives Diwali as Dhanteras + 2, which in 2029 is a day after the amavasya evening
    // (src/calendars/hindu-festivals.test.ts names the years it differs).
    if (year !== 2029) assert.equal(got.get('Diwali (Deepavali)'), inYear('dhanteras', year, 2), `Diwali ${year}`);
    assert.equal(got.get('Maha Shivaratri'), inYear('mahaShivaRatri', year), `Maha Shivaratri ${year}`);
    assert.equal(got.get('Raksha Bandhan'), inYear('rakshaBandhan', year), `Raksha Bandhan ${year}`);
    assert.equal(got.get('Ugadi'), inYear('ugadi', year), `Ugadi ${year}`);
  }
  // The published years are the published data's own: nothing computed.
  const [b2027] = india.basis(2027, 2027);
  assert.equal(b2027!.kind, 'published');
  assert.equal(b2027!.computed, undefined);
});

test('the basis says what is computed, what is not dated, and why', () => {
  const india = holidayCalendar(db, { country: 'IN' });
  const [b2030] = india.basis(2030, 2030);
  assert.equal(b2030!.kind, 'rules');
  assert.ok(b2030!.computed!.some((h) => h.name === 'Diwali (Deepavali)'));
  assert.ok(
    b2030!.notComputed!.some((h) => h.name === 'Holi'),
    'Holi follows no computed rule closely enough: named, not guessed',
  );
  const sa = holidayCalendar(db, { country: 'SA' });
  const [b2101] = sa.basis(2101, 2101);
  assert.deepEqual(b2101!.beyond!.map((h) => h.name).sort(), ['End of Ramadan (Eid al-Fitr)', 'Feast of the Sacrifice (Eid al-Adha)']);
  assert.equal(sa.basis(2050, 2050)[0]!.computed, undefined, "within the rules' years nothing is computed");
});

test('a region keeps a linked holiday only if its own rules have it', () => {
  // Every region of a country with links: its computed days are the country's, or fewer.
  const country = holidayCalendar(db, { country: 'MY' });
  const region = holidayCalendar(db, { country: 'MY', region: '13' });
  const names = (c: typeof country): Set<string> =>
    new Set(
      c
        .holidays(day('2080-01-01'), day('2080-12-31'))
        .filter((h) => h.expected)
        .map((h) => h.name),
    );
  const all = names(country);
  for (const n of names(region)) assert.ok(all.has(n), n);
});
