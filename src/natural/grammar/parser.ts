// The parser core under the grammar's rule families (./index.ts lists them in the order they are
// tried): the tokens of one text, the token tests every rule reads with, and the packrat memo table.
// A rule is a function of the parser and a token position that gives the node it built and where it
// stopped, or nothing. Every memoized rule's answer at a position is kept, so reading a phrase costs
// time in proportion to its length whatever it holds; of several rules' readings the longest wins
// (the first on a tie).

import type { ResolvedZone } from '../../zones/resolve.js';
import type { Node } from '../ast.js';
import type { Tok } from '../tokens.js';

export interface Parsed {
  readonly node: Node;
  /** The token after the last one read. */
  readonly e: number;
}

/**
 * Asks the zone resolver about words of the phrase: `explicit` after "in" or before "time", `afterTime`
 * right after a time of day; `timeWord` is the word "time" after them as written ("Central Time", "Tokyo's
 * time"), which the resolver may read with them; `touching`, written against the word before ("3:40 AM+1").
 */
export type ZoneProbe = (
  text: string,
  explicit: boolean,
  afterTime: boolean,
  timeWord?: string,
  touching?: boolean,
) => ResolvedZone | undefined;

/** A rule of the grammar: the node read from token i and where it ended, or nothing. */
export type Rule = (g: Parser, i: number) => Parsed | undefined;

export class Parser {
  readonly toks: readonly Tok[];
  readonly text: string;
  readonly probe: ZoneProbe | undefined;
  /** What one constraint on a time can be, in the order the rules are tried (./index.ts). */
  readonly constraints: readonly Rule[];
  readonly #memo = new Map<Rule, (Parsed | null | undefined)[]>();
  /** Where each node read was read: the tokens of the innermost rule that built it. */
  readonly #where = new WeakMap<Node, { readonly s: number; readonly e: number }>();
  #ids = 0;

  constructor(text: string, tokens: readonly Tok[], probe: ZoneProbe | undefined, constraints: readonly Rule[]) {
    this.text = text;
    this.toks = tokens;
    this.probe = probe;
    this.constraints = constraints;
  }

  get length(): number {
    return this.toks.length;
  }

  // --- token helpers

  w(i: number): string | undefined {
    return this.toks[i]?.w;
  }
  is(i: number, ...words: string[]): boolean {
    const w = this.toks[i]?.w;
    return w !== undefined && words.includes(w);
  }
  /** Token i follows the one before it with no space ("3pm", "15h30"). */
  glued(i: number): boolean {
    const t = this.toks[i];
    return t !== undefined && !t.sp;
  }
  num(i: number): Tok | undefined {
    const t = this.toks[i];
    return t?.k === 'num' ? t : undefined;
  }
  /** The end of the words `seq` (space-separated) read from i, else -1. */
  seq(i: number, seq: string): number {
    // most asks fail on the first word: check it against the text before splitting anything
    const w = this.toks[i]?.w;
    if (w === undefined || !seq.startsWith(w)) return -1;
    if (seq.length === w.length) return i + 1;
    if (seq.charCodeAt(w.length) !== 32) return -1;
    const words = wordsOf(seq);
    const t = this.toks;
    for (let k = 0; k < words.length; k++) if (t[i + k]?.w !== words[k]) return -1;
    return i + words.length;
  }
  /** The end of the longest of `seqs` read from i, else -1. */
  any(i: number, seqs: Seqs): number {
    const w = this.toks[i]?.w;
    const starting = w === undefined ? undefined : seqs.get(w);
    if (starting === undefined) return -1;
    const t = this.toks;
    let best = -1;
    for (const words of starting) {
      let k = 1;
      while (k < words.length && t[i + k]?.w === words[k]) k++;
      if (k === words.length && i + k > best) best = i + k;
    }
    return best;
  }
  skip(i: number, ...words: string[]): number {
    while (this.is(i, ...words)) i++;
    return i;
  }
  id(): number {
    return ++this.#ids;
  }

  // --- the memo table

  memoized(rule: Rule, i: number): Parsed | undefined {
    let table = this.#memo.get(rule);
    if (!table) this.#memo.set(rule, (table = []));
    const hit = table[i];
    if (hit !== undefined) return hit ?? undefined;
    table[i] = null; // a rule that reaches itself at the same position reads nothing there
    const got = rule(this, i);
    table[i] = got ?? null;
    if (got && !this.#where.has(got.node)) this.#where.set(got.node, { s: i, e: got.e });
    return got;
  }

  /** The tokens [s, e) a node of a reading was read from (the innermost rule's; a connector such as "on" may lead). */
  where(n: Node): { readonly s: number; readonly e: number } | undefined {
    return this.#where.get(n);
  }

  /** The longest of the rules' readings at i; the earliest rule wins a tie. */
  longest(i: number, rules: readonly Rule[]): Parsed | undefined {
    let best: Parsed | undefined;
    for (const r of rules) {
      const p = this.memoized(r, i);
      if (p && (!best || p.e > best.e)) best = p;
    }
    return best;
  }
}

/** Word sequences a rule reads, by their first word: the words of each ("the day after tomorrow" → the, day, after, tomorrow). */
export type Seqs = ReadonlyMap<string, readonly (readonly string[])[]>;

const SEQS = new WeakMap<TemplateStringsArray, Seqs>();

/**
 * The word sequences a rule reads, separated by "|" (seqs`later than|after|not before`; a line break
 * beside a "|", with its indent, is not part of a sequence), each `${list}` in it standing for the
 * words of a list; read by their first word, so that asking for them at a word that starts none
 * costs one lookup. The grammar asks at every word of a text, and that word starts none of them
 * nearly every time. Built once for each place in the grammar that writes them (a template's strings
 * are one object there), so a list put in must not change.
 */
export function seqs(parts: TemplateStringsArray, ...lists: readonly (readonly string[])[]): Seqs {
  let byFirst = SEQS.get(parts);
  if (byFirst) return byFirst;
  const all = parts.flatMap((part, k) => [part, k < lists.length ? lists[k]!.join('|') : '']).join('');
  const map = new Map<string, string[][]>();
  for (const written of all.split('|')) {
    const seq = written.replace(/^\s*\n\s*|\s*\n\s*$/g, '');
    if (seq === '') continue;
    const words = seq.split(' ');
    const list = map.get(words[0]!);
    if (list) list.push(words);
    else map.set(words[0]!, [words]);
  }
  SEQS.set(parts, (byFirst = map));
  return byFirst;
}

/** The words of a literal sequence ("the day after tomorrow"), split once: the grammar asks for the same few hundred on every call. */
const SEQ_WORDS = new Map<string, readonly string[]>();
function wordsOf(seq: string): readonly string[] {
  let words = SEQ_WORDS.get(seq);
  if (!words) SEQ_WORDS.set(seq, (words = seq.split(' ')));
  return words;
}
