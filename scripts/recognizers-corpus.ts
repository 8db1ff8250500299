// Builds test/corpora/recognizers-en.json from Microsoft Recognizers-Text's English date-time specs
// (Specs/DateTime/English/*.json, MIT): each case with one entity found, its text as the spec marks
// it, the spec's reference time and the values it resolves to (both the past and the future one
// where a spec gives two). Durations and recurring sets are left out: parse_time answers neither.
//
//   npx tsx scripts/recognizers-corpus.ts PATH   PATH: a clone of github.com/microsoft/Recognizers-Text
//                                                (a work tree or a bare git directory)
// The commit read is recorded in the output; test/recognizers.test.ts reads it.

import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILES = [
  'DateTimeModel',
  'MergedParser',
  'DateParser',
  'DatePeriodParser',
  'DateTimeParser',
  'DateTimePeriodParser',
  'TimeParser',
  'TimePeriodParser',
  'HolidayParser',
];

/** One value a spec resolves to, as wall-clock text at the reference's zone (UTC in the specs). */
export interface RecognizersValue {
  /** day: a date; instant: a date and time; time: a time of day on any day; range and timerange: start and end (end exclusive, either may be missing). */
  readonly kind: 'day' | 'instant' | 'time' | 'range' | 'timerange';
  readonly start?: string;
  readonly end?: string;
  /** A range of whole days ("2016-11-07" ends), not of times. */
  readonly days?: boolean;
}

interface Spec {
  readonly Input: string;
  readonly Context?: { readonly ReferenceDateTime?: string };
  readonly Results?: readonly {
    readonly Text: string;
    readonly Resolution?: { readonly values?: readonly Record<string, string>[] };
    readonly Value?: {
      readonly values?: readonly Record<string, string>[];
      readonly FutureResolution?: Record<string, string>;
      readonly PastResolution?: Record<string, string>;
    };
  }[];
}

function valuesOf(r: NonNullable<Spec['Results']>[number]): RecognizersValue[] | undefined {
  const out: RecognizersValue[] = [];
  const values = r.Resolution?.values ?? r.Value?.values;
  if (values) {
    for (const v of values) {
      if (v.type === 'date') out.push({ kind: 'day', start: v.value! });
      else if (v.type === 'datetime') out.push({ kind: 'instant', start: v.value! });
      else if (v.type === 'time') out.push({ kind: 'time', start: v.value! });
      else if (v.type === 'daterange') out.push({ kind: 'range', ...ends(v.start, v.end), days: true });
      else if (v.type === 'datetimerange') out.push({ kind: 'range', ...ends(v.start, v.end) });
      else if (v.type === 'timerange') out.push({ kind: 'timerange', ...ends(v.start, v.end) });
      else return undefined; // a duration or a set
    }
  } else {
    for (const res of [r.Value?.FutureResolution, r.Value?.PastResolution]) {
      if (!res || !Object.keys(res).length) continue;
      if (res.date) out.push({ kind: 'day', start: res.date });
      else if (res.dateTime) out.push({ kind: 'instant', start: res.dateTime });
      else if (res.time) out.push({ kind: 'time', start: res.time });
      else if ('startDate' in res || 'endDate' in res) out.push({ kind: 'range', ...ends(res.startDate, res.endDate), days: true });
      else if ('startDateTime' in res) out.push({ kind: 'range', ...ends(res.startDateTime, res.endDateTime) });
      else if ('startTime' in res) out.push({ kind: 'timerange', ...ends(res.startTime, res.endTime) });
    }
  }
  const unique = [...new Map(out.map((v) => [JSON.stringify(v), v])).values()];
  // a value with neither end ("around 3pm") says nothing to check against
  return unique.length && unique.every((v) => v.start !== undefined || v.end !== undefined) ? unique : undefined;
}

const ends = (start?: string, end?: string) => ({ ...(start ? { start } : {}), ...(end ? { end } : {}) });

function main(): void {
  const path = process.argv[2];
  if (!path || !existsSync(path)) throw new Error('usage: npx tsx scripts/recognizers-corpus.ts PATH-TO-Recognizers-Text');
  const git = (...args: string[]) =>
    execFileSync('git', [...(existsSync(join(path, '.git')) ? ['-C', path] : ['--git-dir', path]), ...args], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
  const commit = git('rev-parse', 'HEAD').trim();
  const date = git('log', '-1', '--format=%cI').trim();
  const seen = new Set<string>();
  const cases: { file: string; text: string; reference: string; values: RecognizersValue[] }[] = [];
  for (const file of FILES) {
    const specs = JSON.parse(git('show', `HEAD:Specs/DateTime/English/${file}.json`).replace(/^\uFEFF/, '')) as Spec[];
    for (const spec of specs) {
      if (spec.Results?.length !== 1) continue;
      const r = spec.Results[0]!;
      const values = valuesOf(r);
      if (!values) continue;
      const reference = `${(spec.Context?.ReferenceDateTime ?? '2016-11-07T00:00:00').slice(0, 19)}Z`;
      const key = JSON.stringify([r.Text.toLowerCase(), reference, values]);
      if (seen.has(key)) continue;
      seen.add(key);
      cases.push({ file, text: r.Text, reference, values });
    }
  }
  const out = {
    source: {
      repository: 'microsoft/Recognizers-Text',
      commit,
      date,
      files: FILES.map((f) => `Specs/DateTime/English/${f}.json`),
      license: 'MIT License, Copyright (c) Microsoft Corporation; texts, references and resolved values only',
      note: 'Each spec case with one entity whose values are dates or times (durations and sets left out), deduplicated; the reference is read as UTC, as the specs give no zone. Built by scripts/recognizers-corpus.ts; read by test/recognizers.test.ts.',
    },
    cases,
  };
  writeFileSync(new URL('../test/corpora/recognizers-en.json', import.meta.url), `${JSON.stringify(out)}\n`);
  process.stderr.write(`${cases.length} cases from ${commit}\n`);
}

main();
