// What was left over: the words of a phrase that no rule used, reported as `ignored`.

const FILLER = new Set(['at', 'on', 'in', 'the', 'by', 'around', 'about', 'approximately', 'approx', 'please', 'for', 'of', 'from', 'to', 'until', 'till', 'and', 'or', 'is', 'it', 'starting', 'due', 'before', 'after', '-']);

/** The words of `s` that are not filler, or undefined when none is left. */
export function words(s: string): string | undefined {
  const kept = s
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w && !FILLER.has(w.toLowerCase()));
  return kept.length ? kept.join(' ') : undefined;
}

/** The text around a match, minus filler words; undefined when nothing meaningful is left. */
export function leftover(text: string, index: number, length: number): string | undefined {
  const parts = [words(text.slice(0, index)), words(text.slice(index + length))].filter((p): p is string => !!p);
  return parts.length ? parts.join(' … ') : undefined;
}
