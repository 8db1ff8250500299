// Folding of place and zone names for matching: accents, case, punctuation and a few spelling
// habits do not matter ("São Paulo" = "sao paulo", "St. John's" = "Saint Johns").
// Used by the data generator (scripts/zone-names.ts) and at run time, so both fold identically.

const LETTERS: Record<string, string> = { ø: 'o', œ: 'oe', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', þ: 'th', ı: 'i', ð: 'd' };

export function foldName(text: string): string {
  if (/^[A-Za-z]+( [A-Za-z]+)*$/.test(text)) {
    // The common case, and the hot one when the city index is built: plain ASCII words.
    const lower = text.toLowerCase();
    return lower.includes('saint') ? lower.replace(/\bsaint\b/g, 'st').replace(/\bsainte\b/g, 'ste') : lower;
  }
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øœæßłđþıð]/g, (ch) => LETTERS[ch]!)
    .replace(/['’‘`ʻʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bsainte\b/g, 'ste');
}
