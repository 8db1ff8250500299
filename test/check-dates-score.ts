// Scores check_dates on a fixture of test/check-dates-oracle.py: every passage through the tool as
// every transport calls it, each expected claim looked up by its offsets. The test of the main set
// (test/check-dates.test.ts) asserts a perfect score; the held-back set is scored by running this
// file, and its figure is reported, not asserted:
//   node --import tsx test/check-dates-score.ts test/fixtures/check-dates-heldback.json

import { readFileSync } from 'node:fs';
import { checkDatesTool } from '../src/tools/check-dates.js';
import { ctxAt, runChecked } from './helpers.js';

export interface Expected {
  start: number;
  end: number;
  text: string;
  kind: string;
  expected: 'ok' | 'wrong' | 'ambiguous' | 'not_wrong';
  corrected?: string;
}
export interface Case {
  id: string;
  now: string;
  timezone: string;
  country?: string;
  text: string;
  claims: Expected[];
}
interface Got {
  start: number;
  end: number;
  text: string;
  kind: string;
  verdict: string;
  corrected?: string;
  reason: string;
}

/**
 * Every claim of every case, scored: how many came out as expected, by kind of expectation, and each
 * miss in one line. `exact`: a claim is the tool's claim with the same offsets, and its correction
 * the same text; `overlap` (for phrasings the tool's spans were not written for): the tool's claim of
 * the same kind that overlaps it, and a correction that leaves the passage the same.
 */
export function score(
  cases: readonly Case[],
  spans: 'exact' | 'overlap' = 'exact',
): {
  claims: number;
  wrong: number;
  wrongFound: number;
  right: number;
  ambiguous: number;
  ambiguousFound: number;
  found: number;
  falseWrong: number;
  problems: string[];
} {
  const problems: string[] = [];
  let claims = 0;
  let wrong = 0;
  let right = 0;
  let ambiguous = 0;
  let found = 0;
  let wrongFound = 0;
  let ambiguousFound = 0;
  let falseWrong = 0;
  for (const c of cases) {
    const ctx = ctxAt('2020-01-01T00:00:00Z');
    const r = runChecked(
      checkDatesTool,
      { text: c.text, timezone: c.timezone, now: c.now, ...(c.country ? { country: c.country } : {}) },
      ctx,
    );
    if ('isError' in r) {
      problems.push(`${c.id}: error ${r.content[0].text}`);
      continue;
    }
    const got = (r.structuredContent as { claims: Got[] }).claims;
    const same = (e: Expected, g: Got) =>
      spans === 'exact' ? g.start === e.start && g.end === e.end : g.kind === e.kind && g.start < e.end && e.start < g.end;
    const at = (e: Expected) =>
      spans === 'exact'
        ? got.find((g) => same(e, g))
        : (got.find((g) => same(e, g) && g.verdict === 'wrong') ?? got.find((g) => same(e, g)));
    const fixed = (x: { start: number; end: number; corrected?: string }) =>
      c.text.slice(0, x.start) + (x.corrected ?? '') + c.text.slice(x.end);
    const agrees = (e: Expected, g: Got) =>
      spans === 'exact' ? g.corrected === e.corrected : g.corrected !== undefined && fixed(g) === fixed(e);
    for (const e of c.claims) {
      claims++;
      const g = at(e);
      const said = `${c.id} "${e.text}" (${e.kind}, expected ${e.expected}${e.corrected ? ` -> "${e.corrected}"` : ''})`;
      if (e.expected === 'wrong') {
        wrong++;
        if (!g) problems.push(`${said}: no claim found there`);
        else if (g.verdict !== 'wrong') problems.push(`${said}: got ${g.verdict}: ${g.reason}`);
        else if (!agrees(e, g)) problems.push(`${said}: corrected to "${g.corrected}"`);
        else {
          found++;
          wrongFound++;
        }
      } else if (e.expected === 'ambiguous') {
        ambiguous++;
        if (!g) problems.push(`${said}: no claim found there`);
        else if (g.verdict !== 'ambiguous') problems.push(`${said}: got ${g.verdict}: ${g.reason}`);
        else {
          found++;
          ambiguousFound++;
        }
      } else {
        right++;
        if (e.expected === 'ok' && !g) problems.push(`${said}: no claim found there`);
        else if (g && g.verdict === 'wrong') {
          falseWrong++;
          problems.push(`${said}: called wrong: ${g.reason} -> "${g.corrected}"`);
        } else if (e.expected === 'ok' && g!.verdict !== 'ok') problems.push(`${said}: got ${g!.verdict}: ${g!.reason}`);
        else found++;
      }
    }
    // a claim the oracle did not expect is never called wrong
    for (const g of got) {
      if (g.verdict === 'wrong' && !c.claims.some((e) => same(e, g) && (spans === 'exact' || e.expected === 'wrong'))) {
        falseWrong++;
        problems.push(`${c.id} "${g.text}" (${g.kind}): called wrong, but the passage has no such claim: ${g.reason}`);
      }
    }
  }
  return { claims, wrong, wrongFound, right, ambiguous, ambiguousFound, found, falseWrong, problems };
}

/** What a fixture file holds. */
export interface Fixture {
  readonly provenance: Record<string, unknown>;
  readonly cases: Case[];
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/test\//, '/test/'))) {
  const fixture = JSON.parse(readFileSync(process.argv[2] ?? 'test/fixtures/check-dates-heldback.json', 'utf8')) as Fixture;
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
  for (const spans of ['exact', 'overlap'] as const) {
    const s = score(fixture.cases, spans);
    for (const p of s.problems) console.log(`  ${p}`);
    console.log(
      `${spans} spans: ${s.found} of ${s.claims} claims as expected (${pct(s.found, s.claims)}); wrong claims found and corrected: ${s.wrongFound} of ${s.wrong}; right claims called wrong: ${s.falseWrong}; ambiguous flagged: ${s.ambiguousFound} of ${s.ambiguous}`,
    );
  }
}
