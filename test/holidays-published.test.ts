// The oracle for data/holidays/published/: every published calendar-year (each country and region)
// against the independent data it was built from, read straight from that source (the npm
// packages, python-holidays' extract at the pinned commit), as Meridian answers it (through the
// layers, so a region falling back to the rules is held to its source too); and each official
// source against a second opinion, python-holidays. Any difference not explained in
// test/holidays-explained.ts fails, and so does an explanation no difference needs. How far the
// rules alone (date-holidays) are from the published data is reported, not asserted: it is why the
// published layer exists.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { daysFromCivil, isoWeekdayOfEpochDay } from '../src/core/civil.js';
import type { PublishedHolidaysFile } from '../src/core/data-formats.js';
import { DEFAULT_REGIONS, holidayCalendar } from '../src/holidays/country-holidays.js';
import { rulesCalendar } from '../src/holidays/rules.js';
import { OUT_DIR, PEER_COUNTRIES, readExtract } from '../scripts/holidays-published.js';
import { EXPLAINED, explainedFor } from './holidays-explained.js';
import * as S from './holidays-sources.js';
import { db } from './helpers.js';

const used = new Set<string>();

function differences(
  calendar: string,
  against: string,
  mine: readonly string[],
  theirs: readonly string[],
): { extra: string[]; missing: string[] } {
  const explained = explainedFor(calendar, against);
  const a = new Set(mine);
  const b = new Set(theirs);
  const extra = mine.filter((d) => !b.has(d));
  const missing = theirs.filter((d) => !a.has(d));
  for (const d of extra) used.add(`${calendar}|${against}|${d}|extra`);
  for (const d of missing) used.add(`${calendar}|${against}|${d}|missing`);
  return { extra: extra.filter((d) => !explained.extra.has(d)), missing: missing.filter((d) => !explained.missing.has(d)) };
}

const files = readdirSync(OUT_DIR).map((f) => JSON.parse(readFileSync(`${OUT_DIR}${f}`, 'utf8')) as PublishedHolidaysFile);
const extract = readExtract();

/** The source's own weekday days off for a published calendar-year, read from the source itself. */
async function sourceDaysOff(
  country: string,
  region: string,
  year: number,
  source: string,
  weekend: readonly number[],
): Promise<string[] | undefined> {
  switch (source) {
    case 'chinese-days':
      return S.chinaDaysOff(year);
    case 'holidays-kr':
      return S.koreaDaysOff(year);
    case 'holiday_jp':
      return S.japanDaysOff(year);
    case 'us-federal-holidays':
      return S.federalDaysOff(year);
    case 'python-holidays': {
      const sub = region ? PEER_COUNTRIES[country]?.[region] : undefined;
      return S.peerDaysOff(sub ? `${country}-${sub}` : country, year, weekend);
    }
  }
  return undefined;
}

test('every published calendar-year answers as its source has it', async () => {
  let compared = 0;
  const failures: string[] = [];
  for (const file of files) {
    for (const region of Object.keys(file.calendars)) {
      // A country read as one of its regions (the United Kingdom as England) serves that region's
      // calendar, held to its source under the region's name.
      if (region === '' && DEFAULT_REGIONS[file.country]) continue;
      const cal = holidayCalendar(db, { country: file.country, ...(region ? { region } : {}) });
      for (const [year, data] of Object.entries(file.calendars[region]!)) {
        const y = Number(year);
        const source = data.source || file.calendars['']![year]!.source;
        const theirs = await sourceDaysOff(file.country, region, y, source, cal.weekend);
        assert.ok(theirs, `${file.country} ${source}: no reader for the source`);
        const mine = S.weekdaysOf(
          cal.holidays(daysFromCivil(y, 1, 1), daysFromCivil(y, 12, 31)).map((h) => h.date),
          y,
          cal.weekend,
        );
        const d = differences(region ? `${file.country}-${region}` : file.country, source, mine, theirs);
        if (d.extra.length || d.missing.length)
          failures.push(
            `${file.country}${region ? `-${region}` : ''} ${y} (${source}): extra ${d.extra.join(',')} missing ${d.missing.join(',')}`,
          );
        compared++;
      }
    }
  }
  assert.deepEqual(failures, []);
  assert.ok(compared > 700, `${compared} calendar-years`);
});

test('regions without published data of their own: the country’s published days plus the rules’ own days of the region', () => {
  // Russia's republics: Russia's published days (python-holidays), and Tatarstan's own from the rules.
  const ta = holidayCalendar(db, { country: 'RU', region: 'TA' });
  const ru = holidayCalendar(db, { country: 'RU' });
  const span = [daysFromCivil(2025, 1, 1), daysFromCivil(2025, 12, 31)] as const;
  const own = ta.holidays(...span).filter((h) => !h.source);
  assert.ok(own.length > 0 && own.every((h) => h.type === 'public' || h.type === 'observance'), own.map((h) => h.name).join());
  assert.deepEqual(
    ta
      .holidays(...span)
      .filter((h) => h.source)
      .map((h) => h.date),
    ru.holidays(...span).map((h) => h.date),
  );
  assert.deepEqual(ta.basis(2025, 2025), [{ year: 2025, kind: 'published', source: 'python-holidays', regionFromRules: true }]);
});

test('each official source against a second opinion (python-holidays)', async () => {
  const failures: string[] = [];
  const check = (calendar: string, year: number, official: readonly string[], peer: readonly string[]) => {
    const d = differences(calendar, 'python-holidays', official, peer);
    if (d.extra.length || d.missing.length)
      failures.push(`${calendar} ${year}: official only ${d.extra.join(',')}; python-holidays only ${d.missing.join(',')}`);
  };
  const cn = files.find((f) => f.country === 'CN')!;
  const noticeYears = Object.entries(cn.calendars['']!)
    .filter(([, v]) => v.source === 'chinese-days')
    .map(([y]) => Number(y));
  assert.equal(noticeYears[0], 2006);
  for (const y of noticeYears) check('CN', y, S.chinaDaysOff(y), S.peerDaysOff('CN', y));
  for (const y of S.YEARS) {
    check('KR', y, await S.koreaDaysOff(y), S.peerDaysOff('KR', y));
    check('JP', y, S.japanDaysOff(y), S.peerDaysOff('JP', y));
    check('US', y, S.federalDaysOff(y), S.peerDaysOff('US', y));
  }
  // China's working weekends: python-holidays names the day each day off was moved from; over all the notice years the two agree.
  const moved = Object.values(extract.entities.CN!)
    .flat()
    .flatMap((r) => (r[5] ? [r[5]] : []));
  const weekendsWorked = [...new Set(moved)]
    .filter((d) => noticeYears.includes(Number(d.slice(0, 4))) && [6, 7].includes(isoWeekdayOfEpochDay(S.epochDay(d))))
    .sort();
  assert.deepEqual(
    weekendsWorked,
    noticeYears.flatMap((y) => S.chinaWorkingWeekends(y)),
  );
  assert.deepEqual(failures, []);
});

test('every explanation of these comparisons is still needed', () => {
  const here = new Set(['chinese-days', 'holidays-kr', 'holiday_jp', 'us-federal-holidays', 'python-holidays']);
  const stale = EXPLAINED.filter((e) => here.has(e.against) && !used.has(`${e.calendar}|${e.against}|${e.date}|${e.kind}`));
  assert.deepEqual(stale, []);
});

test('how far the rules alone are from the published data (reported)', (t) => {
  let exact = 0;
  let all = 0;
  const wrong: string[] = [];
  for (const file of files) {
    const rules = rulesCalendar(file.country, undefined, db, '');
    const cal = holidayCalendar(db, { country: file.country });
    for (const y of S.YEARS) {
      if (!file.calendars['']![String(y)]) continue;
      const pub = S.weekdaysOf(
        cal.holidays(daysFromCivil(y, 1, 1), daysFromCivil(y, 12, 31)).map((h) => h.date),
        y,
        cal.weekend,
      );
      const ruled = S.weekdaysOf(
        rules
          .year(y)
          .filter((h) => h.type === 'public')
          .map((h) => h.date),
        y,
        cal.weekend,
      );
      all++;
      if (pub.join() === ruled.join()) exact++;
      else wrong.push(`${file.country} ${y}`);
    }
  }
  t.diagnostic(`the rules alone agree with the published days off in ${exact} of ${all} country-years; not in ${wrong.join(', ')}`);
  assert.ok(all >= 120);
});
