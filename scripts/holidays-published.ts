// Regenerates data/holidays/published/: per country and year, the holidays a government decreed or
// published, where the rules of date-holidays (data/holidays/<CODE>.json) cannot capture them or get
// them wrong (README.md, "Where the holidays come from", lists them). It reads, offline:
//   - npm packages that ship official data, pinned exact in devDependencies: chinese-days (State
//     Council notices, 调休 working weekends included), @hyunbinseo/holidays-kr (the official almanac,
//     월력요항: elections and temporary holidays included), @holiday-jp/holiday_jp (the Cabinet
//     Office's list), @18f/us-federal-holidays (the OPM rules for federal holidays);
//   - data/sources/python-holidays.json: what scripts/python-holidays-extract.py read out of
//     python-holidays (vacanza/holidays, MIT) at the commit pinned below. That file is rewritten only
//     when a python-holidays tree is given (git directory or checkout), so CI and a rerun without one
//     need neither Python nor the network:
//
//   npm run data:holidays                                   # from the committed extract
//   npm run data:holidays -- --python-holidays ~/src/holidays   # re-extract at PYTHON_HOLIDAYS.commit first
//
// Every file records its sources with their versions (and the commit). Each choice below that
// departs from a source is explained where it is made; test/holidays-published.test.ts compares every
// country-year with the source it was built from and fails on any difference not explained in
// test/holidays-explained.ts.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { daysFromCivil, isoWeekdayOfEpochDay } from '../src/core/civil.js';
import type {
  PublishedHoliday,
  PublishedHolidaysFile,
  PublishedSource,
  PublishedYear,
  PythonHolidaysExtract,
} from '../src/core/data-formats.js';
import { weekendOf } from '../src/holidays/weekends.js';

const require = createRequire(import.meta.url);

/** The python-holidays tree the extract is read from: the commit of 2026-07-23 (version 0.102). */
export const PYTHON_HOLIDAYS = { repo: 'vacanza/holidays', commit: 'c382fdec456ce76e03b841ab809d47e46be610a2', version: '0.102' } as const;

/** Years read from python-holidays: the span the issue compares (2020–2027), China's from 2004 (its half days beside chinese-days). */
const PEER_YEARS: readonly [number, number] = [2020, 2027];
const CN_YEARS: readonly [number, number] = [2004, 2027];
/** The first year of chinese-days taken (see chinaFile). */
const CN_FIRST_NOTICE = 2006;

/**
 * The countries taken from python-holidays, with the date-holidays region codes mapped to its
 * subdivisions (where the codes differ: India's older ISO codes). A region left out falls back, at run
 * time, to the country's published days plus the rules' own regional days (src/holidays/country-holidays.ts).
 */
export const PEER_COUNTRIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  IN: {
    AN: 'AN',
    AP: 'AP',
    AR: 'AR',
    AS: 'AS',
    BR: 'BR',
    CH: 'CH',
    CT: 'CG',
    DL: 'DL',
    GA: 'GA',
    GJ: 'GJ',
    HP: 'HP',
    HR: 'HR',
    JK: 'JK',
    KA: 'KA',
    KL: 'KL',
    LD: 'LD',
    MH: 'MH',
    ML: 'ML',
    MN: 'MN',
    MP: 'MP',
    MZ: 'MZ',
    NL: 'NL',
    OR: 'OD',
    PB: 'PB',
    PY: 'PY',
    RJ: 'RJ',
    SK: 'SK',
    TG: 'TS',
    TN: 'TN',
    TR: 'TR',
    UP: 'UP',
    UT: 'UK',
    WB: 'WB',
  },
  SG: {},
  AE: {},
  SA: {},
  ID: {},
  MY: Object.fromEntries(
    ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16'].map((c) => [c, c]),
  ),
  VN: {},
  TW: {},
  RU: {},
  GB: { ENG: 'ENG', NIR: 'NIR', SCT: 'SCT', WLS: 'WLS' },
  AU: Object.fromEntries(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].map((c) => [c, c])),
  CA: Object.fromEntries(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].map((c) => [c, c])),
};

/**
 * python-holidays' categories as Meridian's types. A day off for some groups or places only
 * (government offices, Catholic municipalities, the armed forces) is `partial`; a commemorative
 * working day is an `observance`.
 */
export const PEER_TYPES: Readonly<Record<string, string>> = {
  public: 'public',
  bank: 'bank',
  optional: 'optional',
  school: 'school',
  half_day: 'half_day',
  government: 'partial',
  catholic: 'partial',
  armed_forces: 'partial',
  workday: 'observance',
  unofficial: 'observance',
};

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OUT_DIR = join(ROOT, 'data/holidays/published/');
export const EXTRACT_FILE = join(ROOT, 'data/sources/python-holidays.json');

const packageVersion = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

function peerSource(): PublishedSource {
  return {
    name: 'python-holidays (vacanza/holidays)',
    kind: 'peer',
    package: 'python-holidays',
    version: PYTHON_HOLIDAYS.version,
    commit: PYTHON_HOLIDAYS.commit,
  };
}

const yearOf = (date: string): number => Number(date.slice(0, 4));
const epochDay = (date: string): number => daysFromCivil(yearOf(date), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
const row = (date: string, name: string, type: string, flags = ''): PublishedHoliday =>
  flags ? [date, name, type, flags] : [date, name, type];
const byDate = (a: readonly [string, ...unknown[]], b: readonly [string, ...unknown[]]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** A year's rows sorted by date (stable), exact duplicates dropped. */
function tidy(rows: PublishedHoliday[]): PublishedHoliday[] {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.join('|')) && seen.add(r.join('|'))).sort(byDate);
}

// ---------------------------------------------------------------------------------------------
// python-holidays

/**
 * One python-holidays entity (a country or a subdivision) as published years. A day off "substituted
 * from" a date (China's, Russia's transfers) makes that date a working day when it is not itself a day
 * off in the data (Russia moves weekend days of its New Year holidays to other dates: those stay days
 * off) and falls on the weekend (a weekday is a working day anyway).
 */
export function peerYears(
  rows: PythonHolidaysExtract['entities'][string],
  country: string,
  region: string | undefined,
  status?: 'provisional',
): Record<string, PublishedYear> {
  const weekend = new Set(weekendOf(country, region));
  const daysOff = new Set<string>();
  for (const list of Object.values(rows)) for (const [date, , category] of list) if (category === 'public') daysOff.add(date);
  const out: Record<string, PublishedYear> = {};
  const working = new Map<number, [string, string][]>();
  for (const [year, list] of Object.entries(rows)) {
    const holidays: PublishedHoliday[] = [];
    for (const [date, name, category, observed, estimated, movedFrom] of list) {
      const type = PEER_TYPES[category];
      if (!type)
        throw new Error(`python-holidays category "${category}" (${country} ${date} ${name}) has no Meridian type: add it to PEER_TYPES`);
      const flags = `${observed ? 'o' : ''}${estimated ? 'e' : ''}${movedFrom ? 'm' : ''}`;
      holidays.push(row(date, movedFrom ? `Day off (moved from ${movedFrom})` : name, type, flags));
      if (movedFrom && !daysOff.has(movedFrom) && weekend.has(isoWeekdayOfEpochDay(epochDay(movedFrom)))) {
        const y = yearOf(movedFrom);
        if (!working.has(y)) working.set(y, []);
        working.get(y)!.push([movedFrom, `make-up for the day off on ${date}`]);
      }
    }
    // A public holiday is also listed in a narrower category (Canada's government holidays): once, as public.
    const isPublic = new Set(holidays.filter((h) => h[2] === 'public').map((h) => `${h[0]}|${h[1]}`));
    const kept = holidays.filter((h) => h[2] === 'public' || !isPublic.has(`${h[0]}|${h[1]}`));
    out[year] = { source: 'python-holidays', ...(status ? { status } : {}), holidays: tidy(kept) };
  }
  for (const [y, list] of working) {
    const year = out[String(y)];
    if (year) out[String(y)] = { ...year, working: list.sort(byDate) };
  }
  return out;
}

/**
 * A region's years as differences from the country's: its `holidays` added to the country's, its
 * `removed` taken away, its `working` days (when they differ) instead of the country's. A region of a
 * country holds most of the country's holidays, so this keeps the files small.
 */
export function relativeTo(country: Record<string, PublishedYear>, region: Record<string, PublishedYear>): Record<string, PublishedYear> {
  const out: Record<string, PublishedYear> = {};
  for (const [y, r] of Object.entries(region)) {
    const base = country[y];
    if (!base) throw new Error(`a region has ${y} but its country does not`);
    const key = (h: PublishedHoliday) => h.join('|');
    const had = new Set(base.holidays.map(key));
    const has = new Set(r.holidays.map(key));
    const working = JSON.stringify(r.working ?? []) === JSON.stringify(base.working ?? []) ? undefined : (r.working ?? []);
    const removed = base.holidays.filter((h) => !has.has(key(h)));
    out[y] = {
      source: r.source,
      ...(r.status ? { status: r.status } : {}),
      holidays: r.holidays.filter((h) => !had.has(key(h))),
      ...(removed.length ? { removed } : {}),
      ...(working ? { working } : {}),
    };
  }
  return out;
}

function peerCountry(extract: PythonHolidaysExtract, code: string): PublishedHolidaysFile {
  const calendars: Record<string, Record<string, PublishedYear>> = {};
  const national = extract.entities[code];
  if (!national) throw new Error(`data/sources/python-holidays.json has no ${code}: rerun with --python-holidays`);
  const country = (calendars[''] = peerYears(national, code, undefined));
  for (const [region, subdiv] of Object.entries(PEER_COUNTRIES[code]!)) {
    const rows = extract.entities[`${code}-${subdiv}`];
    if (!rows) throw new Error(`data/sources/python-holidays.json has no ${code}-${subdiv}: rerun with --python-holidays`);
    calendars[region] = relativeTo(country, peerYears(rows, code, region));
  }
  return { country: code, sources: { 'python-holidays': peerSource() }, calendars };
}

// ---------------------------------------------------------------------------------------------
// China: chinese-days for the years with a State Council notice, python-holidays for the half days
// and, provisionally, for a year whose notice is not out yet.

interface ChineseDays {
  holidays: Record<string, string>;
  workdays: Record<string, string>;
  inLieuDays: Record<string, string>;
}

/** "Mid-autumn Festival,中秋,1" → "Mid-autumn Festival". */
const chineseName = (value: string): string => value.split(',')[0]!;

export function chinaFile(extract: PythonHolidaysExtract): PublishedHolidaysFile {
  const cd = require('chinese-days/dist/chinese-days.json') as ChineseDays;
  const peer = extract.entities.CN;
  if (!peer) throw new Error('data/sources/python-holidays.json has no CN: rerun with --python-holidays');
  const years: Record<string, PublishedYear> = {};
  // From 2006: chinese-days lacks Saturday 31 December 2005, which the notice for 2006 made a working
  // day (python-holidays has it); its earlier years stay with the rules, flagged as such.
  const noticeYears = new Set(
    Object.keys(cd.holidays)
      .map(yearOf)
      .filter((y) => y >= CN_FIRST_NOTICE),
  );
  for (const y of [...noticeYears].sort()) {
    const inYear = (map: Record<string, string>) => Object.entries(map).filter(([d]) => yearOf(d) === y);
    const inLieu = new Set(inYear(cd.inLieuDays).map(([d]) => d));
    const holidays: PublishedHoliday[] = inYear(cd.holidays).map(([d, v]) => row(d, chineseName(v), 'public', inLieu.has(d) ? 'm' : ''));
    // The half days (Women's Day for women, Youth Day, Children's Day, Army Day): the notices do not
    // list them; python-holidays has them as its half_day category.
    for (const [date, name, category] of peer[String(y)] ?? []) if (category === 'half_day') holidays.push(row(date, name, 'half_day'));
    const working = inYear(cd.workdays).map(([d, v]): [string, string] => [d, `make-up for ${chineseName(v)}`]);
    years[String(y)] = { source: 'chinese-days', holidays: tidy(holidays), ...(working.length ? { working: working.sort(byDate) } : {}) };
  }
  // Years after the last notice: the statutory days as python-holidays computes them, provisional
  // (no 调休 working weekends are known until the State Council publishes them).
  const last = Math.max(...noticeYears);
  const later = Object.fromEntries(Object.entries(peer).filter(([y]) => Number(y) > last));
  Object.assign(years, peerYears(later, 'CN', undefined, 'provisional'));
  return {
    country: 'CN',
    sources: {
      'chinese-days': {
        name: 'State Council notices, via chinese-days',
        kind: 'official',
        package: 'chinese-days',
        version: packageVersion('chinese-days'),
      },
      'python-holidays': peerSource(),
    },
    calendars: { '': years },
  };
}

// ---------------------------------------------------------------------------------------------
// South Korea: the official almanac (월력요항) via @hyunbinseo/holidays-kr, names in Korean; English
// names from the table below (an unknown name fails the run: add it).

const KOREAN: Readonly<Record<string, string>> = {
  '1월 1일': "New Year's Day",
  '설날 전날': 'Korean New Year (eve)',
  설날: 'Korean New Year',
  '설날 다음 날': 'Korean New Year (second day)',
  '3ㆍ1절': 'Independence Movement Day',
  노동절: 'Labour Day',
  어린이날: "Children's Day",
  '부처님 오신 날': "Buddha's Birthday",
  현충일: 'Memorial Day',
  제헌절: 'Constitution Day',
  광복절: 'Liberation Day',
  '추석 전날': 'Chuseok (eve)',
  추석: 'Chuseok',
  '추석 다음 날': 'Chuseok (second day)',
  개천절: 'National Foundation Day',
  한글날: 'Hangul Day',
  기독탄신일: 'Christmas Day',
  임시공휴일: 'Temporary holiday',
  전국동시지방선거: 'Local elections',
  대통령선거: 'Presidential election',
  '임시공휴일(대통령선거)': 'Presidential election (temporary holiday)',
  '제21대 국회의원선거': '21st National Assembly election',
  제22대국회의원선거: '22nd National Assembly election',
};

export function koreanName(ko: string): { name: string; observed: boolean } {
  const sub = /^대체공휴일\((.+)\)$/.exec(ko);
  const base = sub ? sub[1]! : ko;
  const en = KOREAN[base];
  if (!en) throw new Error(`@hyunbinseo/holidays-kr: no English name for "${ko}": add it to KOREAN in scripts/holidays-published.ts`);
  return sub ? { name: `${en} (substitute holiday)`, observed: true } : { name: en, observed: false };
}

async function koreaFile(): Promise<PublishedHolidaysFile> {
  const all = (await import('@hyunbinseo/holidays-kr/all')) as unknown as Record<string, Record<string, readonly string[]>>;
  const years: Record<string, PublishedYear> = {};
  for (const [key, dates] of Object.entries(all).sort()) {
    if (!/^y\d{4}$/.test(key)) continue;
    const holidays: PublishedHoliday[] = [];
    for (const [date, names] of Object.entries(dates)) {
      for (const ko of names) {
        const { name, observed } = koreanName(ko);
        holidays.push(row(date, name, 'public', observed ? 'o' : ''));
      }
    }
    years[key.slice(1)] = { source: 'holidays-kr', holidays: tidy(holidays) };
  }
  return {
    country: 'KR',
    sources: {
      'holidays-kr': {
        name: 'the official almanac (월력요항), via @hyunbinseo/holidays-kr',
        kind: 'official',
        package: '@hyunbinseo/holidays-kr',
        version: packageVersion('@hyunbinseo/holidays-kr'),
      },
    },
    calendars: { '': years },
  };
}

// ---------------------------------------------------------------------------------------------
// Japan: the Cabinet Office's list via @holiday-jp/holiday_jp, for the years the Cabinet Office has
// published (it publishes the next year's in February; the package computes later years by law).

const JP_YEARS: readonly [number, number] = [2020, 2027];

function japanFile(): PublishedHolidaysFile {
  const all = require('@holiday-jp/holiday_jp/lib/holidays.js') as Record<string, { date: string; name: string; name_en: string }>;
  const years: Record<string, PublishedYear> = {};
  for (let y = JP_YEARS[0]; y <= JP_YEARS[1]; y++) {
    const holidays: PublishedHoliday[] = [];
    for (const h of Object.values(all)) {
      if (yearOf(h.date) !== y) continue;
      // A substitute holiday (振替休日, "Holiday in lieu") is the day off for a holiday on a Sunday.
      holidays.push(row(h.date, h.name_en, 'public', h.name.endsWith('振替休日') ? 'o' : ''));
    }
    years[String(y)] = { source: 'holiday_jp', holidays: tidy(holidays) };
  }
  return {
    country: 'JP',
    sources: {
      holiday_jp: {
        name: "the Cabinet Office's list of national holidays, via @holiday-jp/holiday_jp",
        kind: 'official',
        package: '@holiday-jp/holiday_jp',
        version: packageVersion('@holiday-jp/holiday_jp'),
      },
    },
    calendars: { '': years },
  };
}

// ---------------------------------------------------------------------------------------------
// United States: the federal holidays by the OPM rules, via @18f/us-federal-holidays: each holiday on
// its date, and its day off when that is another (a Saturday holiday is observed on Friday, a Sunday
// one on Monday), which may fall in the year before (2021-12-31 for New Year's Day 2022).

const US_YEARS: readonly [number, number] = [2020, 2027];

interface FederalHoliday {
  name: string;
  dateString: string;
}

function unitedStatesFile(): PublishedHolidaysFile {
  const federal = require('@18f/us-federal-holidays') as { allForYear(year: number, opts?: object): FederalHoliday[] };
  const iso = (s: string): string => s.replace(/^(\d{4})-(\d)-/, '$1-0$2-').replace(/-(\d)$/, '-0$1');
  const rows: PublishedHoliday[] = [];
  for (let y = US_YEARS[0]; y <= US_YEARS[1] + 1; y++) {
    const actual = federal.allForYear(y, { shiftSaturdayHolidays: false, shiftSundayHolidays: false });
    const observed = federal.allForYear(y);
    actual.forEach((h, i) => {
      rows.push(row(iso(h.dateString), h.name, 'public'));
      const o = observed[i]!;
      if (o.name !== h.name) throw new Error(`@18f/us-federal-holidays: ${y} lists differ in order`);
      if (iso(o.dateString) !== iso(h.dateString)) rows.push(row(iso(o.dateString), `${h.name} (observed)`, 'public', 'o'));
    });
  }
  const years: Record<string, PublishedYear> = {};
  for (let y = US_YEARS[0]; y <= US_YEARS[1]; y++)
    years[String(y)] = { source: 'us-federal-holidays', holidays: tidy(rows.filter((r) => yearOf(r[0]) === y)) };
  return {
    country: 'US',
    sources: {
      'us-federal-holidays': {
        name: 'the federal holidays by the OPM rules, via @18f/us-federal-holidays',
        kind: 'official',
        package: '@18f/us-federal-holidays',
        version: packageVersion('@18f/us-federal-holidays'),
      },
    },
    calendars: { '': years },
  };
}

// ---------------------------------------------------------------------------------------------

/** Every file of data/holidays/published/ (name → JSON text). */
export async function generatePublished(extract: PythonHolidaysExtract): Promise<Map<string, string>> {
  if (extract.commit !== PYTHON_HOLIDAYS.commit)
    throw new Error(
      `data/sources/python-holidays.json is of ${extract.commit}, not the pinned ${PYTHON_HOLIDAYS.commit}: rerun with --python-holidays`,
    );
  const files: PublishedHolidaysFile[] = [
    chinaFile(extract),
    await koreaFile(),
    japanFile(),
    unitedStatesFile(),
    ...Object.keys(PEER_COUNTRIES).map((c) => peerCountry(extract, c)),
  ];
  return new Map(files.sort((a, b) => (a.country < b.country ? -1 : 1)).map((f) => [`${f.country}.json`, `${JSON.stringify(f)}\n`]));
}

export const readExtract = (): PythonHolidaysExtract => JSON.parse(readFileSync(EXTRACT_FILE, 'utf8'));

/**
 * Countries read from python-holidays only as a second opinion on an official source
 * (test/holidays-published.test.ts compares them), not published from it.
 */
export const SECOND_OPINION: readonly string[] = ['KR', 'JP', 'US'];

/** The entities and years the extract reads. */
function extractRequest(): { years: readonly [number, number]; entities: [string, string | null, number, number][] } {
  const entities: [string, string | null, number, number][] = [['CN', null, CN_YEARS[0], CN_YEARS[1]]];
  for (const code of SECOND_OPINION) entities.push([code, null, PEER_YEARS[0], PEER_YEARS[1]]);
  for (const [code, regions] of Object.entries(PEER_COUNTRIES)) {
    entities.push([code, null, PEER_YEARS[0], PEER_YEARS[1]]);
    for (const subdiv of Object.values(regions)) entities.push([code, subdiv, PEER_YEARS[0], PEER_YEARS[1]]);
  }
  return { years: [Math.min(CN_YEARS[0], PEER_YEARS[0]), Math.max(CN_YEARS[1], PEER_YEARS[1])], entities };
}

/**
 * Rewrites data/sources/python-holidays.json from a python-holidays git directory or checkout, at the
 * pinned commit: `git archive` of that commit into a temporary folder, its English translations
 * compiled (msgfmt, GNU gettext), then scripts/python-holidays-extract.py run on it.
 */
function reextract(from: string): void {
  const tree = mkdtempSync(join(tmpdir(), 'python-holidays-'));
  try {
    execFileSync('sh', ['-c', `git -C "$0" archive "$1" holidays VERSION | tar -x -C "$2"`, from, PYTHON_HOLIDAYS.commit, tree]);
    const version = readFileSync(join(tree, 'VERSION'), 'utf8').trim();
    if (version !== PYTHON_HOLIDAYS.version)
      throw new Error(`python-holidays at ${PYTHON_HOLIDAYS.commit} says version ${version}; update PYTHON_HOLIDAYS`);
    const locale = join(tree, 'holidays/locale/en_US/LC_MESSAGES');
    for (const po of readdirSync(locale).filter((f) => f.endsWith('.po')))
      execFileSync('msgfmt', ['-o', join(locale, po.replace(/\.po$/, '.mo')), join(locale, po)]);
    const request = extractRequest();
    const file = join(tree, 'request.json');
    writeFileSync(file, JSON.stringify({ entities: request.entities }));
    const text = execFileSync('python3', [join(ROOT, 'scripts/python-holidays-extract.py'), tree, file], {
      encoding: 'utf8',
      maxBuffer: 256 << 20,
    });
    const out = (JSON.parse(text) as { entities: PythonHolidaysExtract['entities'] }).entities;
    const extract = { repo: PYTHON_HOLIDAYS.repo, commit: PYTHON_HOLIDAYS.commit, version, years: request.years, entities: out };
    mkdirSync(join(ROOT, 'data/sources'), { recursive: true });
    writeFileSync(EXTRACT_FILE, `${JSON.stringify(extract)}\n`);
    process.stderr.write(
      `data/sources/python-holidays.json: ${Object.keys(out).length} entities from python-holidays ${version} (${PYTHON_HOLIDAYS.commit.slice(0, 7)})\n`,
    );
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--python-holidays');
  if (at > 0) {
    const from = process.argv[at + 1];
    if (!from || !existsSync(from)) throw new Error('--python-holidays takes a python-holidays git directory or checkout');
    reextract(from);
  }
  const files = await generatePublished(readExtract());
  mkdirSync(OUT_DIR, { recursive: true });
  for (const old of readdirSync(OUT_DIR)) if (!files.has(old)) rmSync(join(OUT_DIR, old));
  let bytes = 0;
  for (const [name, text] of files) {
    writeFileSync(join(OUT_DIR, name), text);
    bytes += Buffer.byteLength(text);
  }
  process.stderr.write(`data/holidays/published/: ${files.size} files, ${(bytes / 1024).toFixed(0)} KiB\n`);
}
