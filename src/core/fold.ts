// Folding of place and zone names for matching: accents, case, punctuation and a few spelling
// habits do not matter ("São Paulo" = "sao paulo", "St. John's" = "Saint Johns").
// Used by the data generator (scripts/zone-names.ts) and at run time, so both fold identically.

const LETTERS: Record<string, string> = { ø: 'o', œ: 'oe', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', þ: 'th', ı: 'i', ð: 'd' };
// The patterns spell non-ASCII letters as escapes (esbuild escapes them in strings but not in regex
// literals, and one non-ASCII character makes V8 hold a whole bundle chunk's source at two bytes a
// character).
const LETTER = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');
/** Soft hyphens and zero-width joiners: invisible, never part of a name. */
const SOFT = /[\u00ad\u200c\u200d]/g;
/** Apostrophes: ' ’ ‘ ` ʻ ʼ. */
const APOSTROPHES = /['\u2019\u2018`\u02bb\u02bc]/g;

export function foldName(text: string): string {
  if (/^[A-Za-z]+( [A-Za-z]+)*$/.test(text)) return saints(text.toLowerCase()); // the common, hot case
  text = text.replace(SOFT, ''); // soft hyphens and joiners are not letters ("Reyk\u00adja\u00advík")
  if (/^[\x20-\x7e]*$/.test(text))
    return saints(
      text
        .toLowerCase()
        .replace(/['`]/g, '')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    );
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(LETTER, (ch) => LETTERS[ch]!)
    .replace(APOSTROPHES, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return saints(folded);
}

function saints(folded: string): string {
  return folded.includes('saint') ? folded.replace(/\bsaint\b/g, 'st').replace(/\bsainte\b/g, 'ste') : folded;
}

/**
 * Arabic's vowel signs and tatweel, which a name may carry or not ("السّعوديّة" is "السعودية"); and
 * Russian's ё, written е as often as not ("Соединённые" is "Соединенные"), as \u0451 → \u0435 below.
 */
const ARABIC_VOWEL_SIGNS = /[\u0640\u064b-\u065f\u0670]/g;

/**
 * Folding for names in other scripts ("東京", "Нью-Йорк", "नई दिल्ली"): compatibility forms and case
 * folded, punctuation and spacing collapsed to one space, letters and their marks kept as they are
 * (a Devanagari vowel sign is part of the word), but Arabic's vowel signs dropped and Russian's ё
 * written е. Latin-script names use foldName.
 */
export function foldNative(text: string): string {
  return text
    .replace(SOFT, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(ARABIC_VOWEL_SIGNS, '')
    .replace(/\u0451/g, '\u0435')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** True when every letter of `text` is in the Latin script (digits, spaces and punctuation aside). */
export function isLatinText(text: string): boolean {
  return /^[\x20-\x7e]*$/.test(text) || !/[^\p{Script=Latin}\P{L}]/u.test(text);
}

/**
 * A mark a language's own spelling carries (Å, ï, š, á, õ), not a romanisation's length or dot marks
 * (Kotā, Ōyama, which the city table writes without).
 */
const ORTHOGRAPHIC_MARK = /(?![\u0304\u0307\u0323\u0331])[\u0300-\u036f]/u;

/** True when a Latin-script name carries such a mark: it is written as its language spells it. */
export function isMarked(text: string): boolean {
  return isLatinText(text) && ORTHOGRAPHIC_MARK.test(text.normalize('NFD'));
}

/** A name as spelt, marks kept: case, spaces, dashes, dots and apostrophes aside, and Romanian's comma below as its cedilla. */
export function spelled(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\-'\u2019.]/g, '')
    .replace(/\u0219/g, '\u015f')
    .replace(/\u021b/g, '\u0163');
}
