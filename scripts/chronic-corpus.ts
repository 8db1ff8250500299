// Builds test/corpora/chronic-en.json from Chronic's parsing tests (test/test_parsing.rb of the Ruby
// library, MIT): each `time = parse_now("…")` or `Chronic.parse("…", :now => Time.local(…))` with the
// Time.local it asserts, read as wall-clock time at UTC. Chronic answers a span by its middle ("aug 3"
// is noon on it) unless `:guess => false` asks for the span's ends. Cases with an option parse_time
// has no counterpart for (a past context, a date order, a week start, a two-digit-year bias) are left
// out, and counted by reason.
//
//   npx tsx scripts/chronic-corpus.ts PATH   PATH: a clone of github.com/mojombo/chronic
//                                            (a work tree or a bare git directory)
// The commit read is recorded in the output; test/chronic.test.ts reads it.

import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ChronicCase {
  /** Its line in test/test_parsing.rb. */
  readonly line: number;
  readonly text: string;
  /** Chronic's now, as UTC. */
  readonly reference: string;
  /** What Chronic is asserted to return: a span's middle (its default), its start, either end, or nothing. */
  readonly guess: 'middle' | 'begin' | 'span-begin' | 'span-end' | 'none';
  /** The Time.local asserted, "YYYY-MM-DD HH:MM:SS" (absent for "none"). */
  readonly want?: string;
  /** `:ambiguous_time_range => :none`: an hour without am or pm is the hour as written. */
  readonly hourAsWritten?: true;
}

const [path] = process.argv.slice(2);
if (!path || !existsSync(path)) throw new Error('usage: npx tsx scripts/chronic-corpus.ts PATH-TO-CHRONIC-CLONE');
const git = (...args: string[]) => execFileSync('git', ['-C', path, ...args], { encoding: 'utf8' });
const commit = git('rev-parse', 'HEAD').trim();
const date = git('log', '-1', '--format=%cI', commit).trim();
const source = git('show', `${commit}:test/test_parsing.rb`);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Time.local(y, m, d, h, mi, s, usec) as wall text; undefined for anything but numbers. */
function local(args: string): string | undefined {
  const n = args
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map(Number);
  if (n.length === 0 || n.some(Number.isNaN)) return undefined;
  const [y, mo, d = 1, h = 0, mi = 0, s = 0] = n as [number, number, number?, number?, number?, number?];
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}
const iso = (wall: string) => `${wall.replace(' ', 'T')}Z`;
const NOW = '2006-08-16 14:00:00'; // TIME_2006_08_16_14_00_00 = Time.local(2006, 8, 16, 14, 0, 0, 0)

const STRING = /^\s*(["'])((?:[^"'\\]|\\.)*)\1\s*(?:,(.*))?$/;
/** The options hash of a call, as "name => value" text. */
function options(rest = ''): Record<string, string> {
  const out: Record<string, string> = {};
  // both hash syntaxes: ":guess => false" and "context: :none"
  for (const m of rest.matchAll(/(?::(\w+)\s*=>|\b(\w+):)\s*(Time\.\w+\([^)]*\)|\[[^\]]*\]|@?:?\w+)/g)) out[(m[1] ?? m[2])!] = m[3]!;
  return out;
}
/** Why a case with these options is left out, if it is. */
function leftOut(o: Record<string, string>, text: string): string | undefined {
  if (text.includes('#{')) return 'Ruby interpolation (a loop over phrases)';
  if (o.context === ':past' || o.context === ':none') return `context ${o.context}`;
  if (o.endian_precedence) return 'date order option';
  if (o.week_start) return 'week start option';
  if (o.ambiguous_year_future_bias) return 'two-digit year option';
  return undefined;
}

const cases: ChronicCase[] = [];
const left: Record<string, number> = {};
let current: { line: number; text: string; reference: string; opts: Record<string, string> } | undefined;
let nowVariable: string | undefined;
const lines = source.split('\n');
lines.forEach((raw, i) => {
  if (/^\s*#/.test(raw)) return;
  const l = raw.replace(/\)\s*#[^"]*$/, ')');
  let m: RegExpExecArray | null;
  if ((m = /^\s*now\s*=\s*Time\.local\((.*)\)\s*$/.exec(l))) nowVariable = local(m[1]!);
  else if ((m = /^\s*now\s*=\s*Time\.parse\("(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)"\)/.exec(l)))
    nowVariable = `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:00`;
  else if (/^\s*now\s*=/.test(l)) nowVariable = undefined;
  // "assert_equal Time.local(…), parse_now("…")": a case on one line
  if ((m = /^\s*assert_equal\s+Time\.local\(([^)]*)\),\s*parse_now\((.*)\)\s*$/.exec(l))) {
    const s = STRING.exec(m[2]!);
    const want = local(m[1]!);
    const opts = options(s?.[3]);
    const text = s && (JSON.parse(`"${s[2]}"`) as string);
    const why = text ? leftOut(opts, text) : 'not a string';
    if (why) left[why] = (left[why] ?? 0) + 1;
    else if (want && text && !opts.now) cases.push({ line: i + 1, text, reference: iso(NOW), guess: 'middle', want });
    return;
  }
  if ((m = /(?:time|span)\s*=\s*(parse_now|Chronic\.parse)\((.*)\)\s*$/.exec(l))) {
    current = undefined;
    const s = STRING.exec(m[2]!);
    if (!s) return;
    const opts = options(s[3]);
    const text = JSON.parse(`"${s[2]!.replace(/\\'/g, "'")}"`) as string;
    const nowOpt = opts.now;
    const given = nowOpt === undefined ? undefined : /^Time\.local\((.*)\)$/.exec(nowOpt);
    const at =
      nowOpt === undefined
        ? m[1] === 'parse_now'
          ? NOW
          : undefined
        : /^@?(?:time|TIME)_2006_08_16_14_00_00$/.test(nowOpt)
          ? NOW
          : nowOpt === 'now'
            ? nowVariable
            : given
              ? local(given[1]!)
              : undefined;
    const why = at === undefined ? 'a reference the test takes from the real clock or a date text' : leftOut(opts, text);
    if (why) {
      left[why] = (left[why] ?? 0) + 1;
      return;
    }
    current = { line: i + 1, text, reference: iso(at!), opts };
    return;
  }
  if (!current) return;
  const c = current;
  const guess = (): ChronicCase['guess'] => (c.opts.guess === ':begin' || c.opts.guess === ':start' ? 'begin' : 'middle');
  const add = (g: ChronicCase['guess'], want?: string) => {
    // the file asserts some phrases twice, in two tests
    if (cases.some((x) => x.text === c.text && x.reference === c.reference && x.guess === g && x.want === want)) return;
    cases.push({
      line: c.line,
      text: c.text,
      reference: c.reference,
      guess: g,
      ...(want ? { want } : {}),
      ...(c.opts.ambiguous_time_range === ':none' ? { hourAsWritten: true as const } : {}),
    });
  };
  if ((m = /assert_equal\s+Time\.local\((.*)\),\s*(?:time|span)(\.begin|\.end)?\s*$/.exec(l))) {
    const want = local(m[1]!);
    if (want) add(m[2] === '.begin' ? 'span-begin' : m[2] === '.end' ? 'span-end' : guess(), want);
  } else if (/^\s*assert_nil\s+(?:time|span)\s*$/.test(l)) add('none');
});

const out = {
  source: {
    repository: 'mojombo/chronic',
    commit,
    date,
    file: 'test/test_parsing.rb',
    license: 'MIT License, Copyright (c) Tom Preston-Werner',
  },
  left_out: left,
  cases,
};
writeFileSync(join(import.meta.dirname, '..', 'test', 'corpora', 'chronic-en.json'), `${JSON.stringify(out, null, 1)}\n`);
console.log(`${cases.length} cases from ${commit.slice(0, 7)}; left out: ${JSON.stringify(left)}`);
