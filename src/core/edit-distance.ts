// How far apart two strings are, for "did you mean" suggestions (zone names, argument names).

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions). With `max`, any
 * distance above it is reported as max + 1, found early: suggestions compare one name against
 * tens of thousands and only care about close ones.
 */
export function editDistance(a: string, b: string, max = 8): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  // Three rows of the table: two back (for transpositions), the previous one, the current one.
  let back = new Int32Array(cols);
  let prev = new Int32Array(cols);
  let cur = new Int32Array(cols);
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        v = Math.min(v, back[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [back, prev, cur] = [prev, cur, back];
  }
  return Math.min(prev[b.length]!, max + 1);
}
