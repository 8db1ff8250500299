import { parseTime } from '../src/tools/parse-time.js';
import { ctxAt, runChecked } from './helpers.js';
const ctx = ctxAt('2026-06-11T14:00:00Z');
for (const text of process.argv.slice(2)) {
  const out = runChecked(parseTime, { text, timezone: 'America/New_York' }, ctx) as any;
  const sc = out.structuredContent;
  if (!sc) { console.log(text, '=>', out.content[0].text); continue; }
  const got = sc.kind === 'instant' ? `I ${sc.datetime} ${sc.grain}` : sc.kind === 'range' ? `R ${sc.start.datetime} ${sc.end.datetime} ${sc.grain}` : sc.open === 'end' ? `A ${sc.start.datetime} ${sc.grain}` : `B ${sc.end.datetime} ${sc.grain}`;
  console.log(JSON.stringify(text), '=>', got, JSON.stringify(sc.assumed ?? []));
}
