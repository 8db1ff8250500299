// Regenerates data/holidays/ from the date-holidays devDependency, so that a call loads only what it
// needs instead of the whole package (every country's rules in every language):
//   - index.json: every country the library covers, with its English and native name and its
//     states/regions (code → English name): what finding a country or region needs;
//   - <CODE>.json: one country's rules in date-holidays-parser's own data format (the country's
//     subtree, the rule days other countries' `_days` references point to, and the shared holiday
//     names it refers to), its holiday names only in English and the languages the parser falls back
//     to for that country (its and its states' `langs`). Display names of the country and its states
//     are left out (index.json has them).
// The names in index.json are the stock library's own answers (getCountries, getStates), so they
// cannot drift from it; test/holidays-data.test.ts checks the files against a fresh run of this
// script and the answers against the stock package.
//
//   npm run data:holidays

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HolidayIndexFile } from '../src/core/data-formats.js';

/** date-holidays' data object (its data/holidays.json). */
export interface HolidayData {
  version: string;
  license: string;
  holidays: Record<string, Node>;
  names: Record<string, { name: Record<string, string> } & Record<string, unknown>>;
}
interface Node {
  names?: Record<string, string>;
  name?: string;
  langs?: string[];
  days?: Record<string, Rule | false>;
  states?: Record<string, Node>;
  regions?: Record<string, Node>;
  _days?: string | string[];
  [key: string]: unknown;
}
interface Rule {
  name?: Record<string, string> | string;
  _name?: string;
  [key: string]: unknown;
}

interface StockHolidays {
  getCountries(lang?: string): Record<string, string>;
  getStates(country: string, lang?: string): Record<string, string> | undefined;
}

const stringify = (v: unknown): string => `${JSON.stringify(v)}\n`;

/** Every file of data/holidays/ (name → JSON text), computed from the stock library's data and its answers. */
export function generate(data: HolidayData, stock: StockHolidays): Map<string, string> {
  const files = new Map<string, string>();
  const english = stock.getCountries('en');
  const native = stock.getCountries();
  const index: HolidayIndexFile['countries'] = {};
  for (const code of Object.keys(data.holidays)) {
    const states = stock.getStates(code, 'en');
    index[code] = states ? [english[code]!, native[code]!, states] : [english[code]!, native[code]!];
    files.set(`${code}.json`, stringify(countryData(data, code)));
  }
  const file: HolidayIndexFile = { version: data.version, license: data.license, countries: index };
  files.set('index.json', stringify(file));
  return files;
}

/** One country's data, in the shape date-holidays-parser reads (`new Holidays(data, code, ...)`). */
export function countryData(data: HolidayData, code: string): HolidayData {
  const tree = structuredClone(data.holidays[code]!);
  const langs = new Set<string>(['en']);
  walkNodes(tree, (n) => n.langs?.forEach((l) => langs.add(l)));
  const holidays: Record<string, Node> = { [code]: tree };
  // Rule days other countries' `_days` point to (Saint Barthélemy → France), copied at the same path.
  walkNodes(tree, (n) => {
    if (!n._days) return;
    const path = ([] as string[]).concat(n._days);
    if (path[0] === code) return; // its own subtree is already here
    let from: Node | undefined = data.holidays[path[0]!];
    let to: Node = (holidays[path[0]!] ??= {});
    for (const key of path.slice(1)) {
      from = (from as Record<string, Node> | undefined)?.[key] as Node | undefined;
      to = ((to as Record<string, Node>)[key] ??= {}) as Node;
    }
    if (from?.days) to.days = structuredClone(from.days);
  });
  const names: HolidayData['names'] = {};
  const substitutes = data.names.substitutes;
  if (substitutes) names.substitutes = { ...substitutes, name: trim(substitutes.name, langs) };
  for (const node of Object.values(holidays)) {
    walkNodes(node, (n) => {
      delete n.names; // display names: index.json has them
      delete n.name;
      for (const rule of Object.values(n.days ?? {})) {
        if (!rule) continue;
        if (rule.name && typeof rule.name === 'object') rule.name = trim(rule.name, langs);
        const ref = rule._name && data.names[rule._name];
        if (ref && !names[rule._name!]) names[rule._name!] = { ...structuredClone(ref), name: trim(ref.name, langs) };
      }
    });
  }
  return { version: data.version, license: data.license, holidays, names };
}

/** A country node and every state and region below it. */
function walkNodes(node: Node, visit: (n: Node) => void): void {
  visit(node);
  for (const sub of [node.states, node.regions]) for (const child of Object.values(sub ?? {})) walkNodes(child, visit);
}

/** Only the languages the parser may pick for this country; all of them when it has none of those. */
function trim(names: Record<string, string>, langs: ReadonlySet<string>): Record<string, string> {
  const kept = Object.entries(names).filter(([l]) => langs.has(l));
  return kept.length ? Object.fromEntries(kept) : names;
}

/** The stock library and its data object (the one its constructor passes to the parser). */
export function stockLibrary(): { data: HolidayData; stock: StockHolidays } {
  const require = createRequire(import.meta.url);
  const Holidays = require('date-holidays') as new () => StockHolidays & { _data: HolidayData };
  const stock = new Holidays();
  return { data: stock._data, stock };
}

export const OUT_DIR = fileURLToPath(new URL('../data/holidays/', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { data, stock } = stockLibrary();
  const files = generate(data, stock);
  mkdirSync(OUT_DIR, { recursive: true });
  for (const old of readdirSync(OUT_DIR)) if (!files.has(old)) rmSync(join(OUT_DIR, old));
  let bytes = 0;
  for (const [name, text] of files) {
    writeFileSync(join(OUT_DIR, name), text);
    bytes += Buffer.byteLength(text);
  }
  process.stderr.write(`data/holidays/: ${files.size} files, ${(bytes / 1024).toFixed(0)} KiB (date-holidays data ${data.version})\n`);
}
