// Regenerates data/holidays/tables/: for every country date-holidays covers and each of its states,
// what its rules give (every type) in each year from TABLE_YEARS[0] to TABLE_YEARS[1], computed by the
// same engine src/holidays/rules.ts runs (data/holidays/<CODE>.json, our tz database), so a call
// there reads a table instead of running the rules. Why ahead of time and committed, rather than at
// build time or cached at run time: BENCHMARKS.md, "Holiday tables".
//
//   npm run data:holidays        (after scripts/holidays-data.ts; about 4 minutes on one core)
//
// test/holidays-data.test.ts recomputes a sample of calendar-years and compares; this script with
// --check recomputes every one.

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { daysFromCivil } from '../src/core/civil.js';
import type { HolidayIndexFile, HolidayTableFile } from '../src/core/data-formats.js';
import { encodeTableEntry, type Holiday } from '../src/holidays/holiday.js';
import { engineDatedYear, newEngine } from '../src/holidays/rules.js';
import { TzDatabase } from '../src/tzdb/database.js';
import { embeddedSource } from '../src/tzdb/snapshot.js';

export const TABLE_YEARS: readonly [number, number] = [1900, 2200];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TABLES_DIR = join(ROOT, 'data/holidays/tables/');

const readIndex = (): HolidayIndexFile => JSON.parse(readFileSync(join(ROOT, 'data/holidays/index.json'), 'utf8'));

/** The calendars of a country: '' and each state code. */
export function calendarsOf(index: HolidayIndexFile, code: string): string[] {
  return ['', ...Object.keys(index.countries[code]?.[2] ?? {})];
}

/** One calendar-year as the engine gives it, as table entries with names indexed by `nameIndex`. */
export function tableTokens(holidays: readonly Holiday[], year: number, nameIndex: (name: string) => number): string[] {
  const jan1 = daysFromCivil(year, 1, 1);
  return holidays.map((h) => encodeTableEntry(h.day - jan1, h.type, h.observed === true, nameIndex(h.name)));
}

/**
 * A state's year against its country's: the differences ("+entry", "-entry") when src/holidays/rules.ts
 * rebuilds exactly the state's list from them (the country's entries kept in order, the added ones
 * merged by day after them), else "=" and the state's whole list.
 */
export function stateYear(country: readonly string[], state: readonly string[]): string {
  const inState = new Set(state);
  const inCountry = new Set(country);
  const removed = country.filter((t) => !inState.has(t));
  const added = state.filter((t) => !inCountry.has(t));
  const rebuilt = [...country.filter((t) => inState.has(t)), ...added]
    .map((t, i) => ({ t, i, d: parseInt(t.slice(0, 2), 36) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.t);
  const unique = new Set(state).size === state.length && new Set(country).size === country.length;
  if (unique && rebuilt.join(' ') === state.join(' ')) return [...added.map((t) => `+${t}`), ...removed.map((t) => `-${t}`)].join(' ');
  return `=${state.join(' ')}`;
}

/** One country's table file. */
export function countryTable(
  index: HolidayIndexFile,
  code: string,
  db: TzDatabase,
  years: readonly [number, number] = TABLE_YEARS,
): HolidayTableFile {
  const names: string[] = [];
  const indexes = new Map<string, number>();
  const nameIndex = (n: string): number => indexes.get(n) ?? (indexes.set(n, names.length), names.push(n) - 1);
  const calendars: Record<string, string[]> = {};
  let country: string[][] = [];
  for (const state of calendarsOf(index, code)) {
    const engine = newEngine(code, state || undefined, db);
    const out: string[][] = [];
    for (let y = years[0]; y <= years[1]; y++) out.push(tableTokens(engineDatedYear(engine, y), y, nameIndex));
    if (state === '') {
      country = out;
      calendars[''] = out.map((t) => t.join(' '));
    } else calendars[state] = out.map((t, i) => stateYear(country[i]!, t));
  }
  return { version: index.version, from: years[0], to: years[1], names, calendars };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const index = readIndex();
  const db = new TzDatabase(embeddedSource());
  const codes = Object.keys(index.countries);
  if (process.argv.includes('--check')) {
    const stale = codes.filter(
      (code) => readFileSync(join(TABLES_DIR, `${code}.json`), 'utf8') !== `${JSON.stringify(countryTable(index, code, db))}\n`,
    );
    process.stderr.write(
      stale.length
        ? `data/holidays/tables/: stale for ${stale.join(', ')}: npm run data:holidays\n`
        : `data/holidays/tables/: all ${codes.length} up to date\n`,
    );
    process.exit(stale.length ? 1 : 0);
  }
  mkdirSync(TABLES_DIR, { recursive: true });
  for (const old of readdirSync(TABLES_DIR)) if (!codes.includes(old.replace(/\.json$/, ''))) rmSync(join(TABLES_DIR, old));
  let bytes = 0;
  const t0 = performance.now();
  for (const code of codes) {
    const text = `${JSON.stringify(countryTable(index, code, db))}\n`;
    writeFileSync(join(TABLES_DIR, `${code}.json`), text);
    bytes += Buffer.byteLength(text);
  }
  process.stderr.write(
    `data/holidays/tables/: ${codes.length} files, ${(bytes / 1024).toFixed(0)} KiB, years ${TABLE_YEARS.join('-')}, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
  );
}
