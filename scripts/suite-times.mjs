// A node --test reporter: each suite's time (its top-level tests' durations added up, so without the
// second or so each suite takes to start), longest first, and the failures. .ci/run writes it beside
// its log; scripts/test.mjs's SLOWEST list is kept in that order.
//   node --import tsx --test --test-reporter=./scripts/suite-times.mjs --test-reporter-destination=FILE ...
import { relative } from 'node:path';

export default async function* suiteTimes(source) {
  const suites = new Map();
  for await (const event of source) {
    const { file, nesting, details, name } = event.data ?? {};
    if (!file || nesting !== 0 || (event.type !== 'test:pass' && event.type !== 'test:fail')) continue;
    const suite = suites.get(file) ?? { ms: 0, tests: 0, failed: [] };
    suite.ms += details?.duration_ms ?? 0;
    suite.tests++;
    if (event.type === 'test:fail') suite.failed.push(name);
    suites.set(file, suite);
  }
  const rows = [...suites].sort((a, b) => b[1].ms - a[1].ms);
  const total = rows.reduce((sum, [, s]) => sum + s.ms, 0);
  yield `${(total / 1000).toFixed(1)} s in ${rows.length} suites (test time added up; three run at once)\n`;
  for (const [file, s] of rows) {
    yield `${(s.ms / 1000).toFixed(1).padStart(7)} s  ${relative(process.cwd(), file)} (${s.tests} tests${s.failed.length ? `, failed: ${s.failed.join('; ')}` : ''})\n`;
  }
}
