// Folding of place and zone names for matching: accents, case, punctuation and a few spelling
// habits do not matter ("São Paulo" = "sao paulo", "St. John's" = "Saint Johns").
// Used by the data generator (scripts/zone-names.ts) and at run time, so both fold identically.

const LETTERS: Record<string, string> = { ø: 'o', œ: 'oe', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', þ: 'th', ı: 'i', ð: 'd' };

export function foldName(text: string): string {
  if (/^[A-Za-z]+( [A-Za-z]+)*$/.test(text)) return saints(text.toLowerCase()); // the common, hot case
  if (/^[\x20-\x7e]*$/.test(text)) return saints(text.toLowerCase().replace(/['`]/g, '').replace(/[^a-z0-9]+/g, ' ').trim());
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øœæßłđþıð]/g, (ch) => LETTERS[ch]!)
    .replace(/['’‘`ʻʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return saints(folded);
}

function saints(folded: string): string {
  return folded.includes('saint') ? folded.replace(/\bsaint\b/g, 'st').replace(/\bsainte\b/g, 'ste') : folded;
}
