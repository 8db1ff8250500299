// Countries by their names in other languages ("Deutschland", "Nederland", "日本", "Россия") against
// Debian's iso-codes, the translations of ISO 3166 that pycountry reads (python3-pycountry): a source
// apart from the CLDR names the data is made from. Each country is asked for by its name in each
// language of its own, and the largest countries by their names in the six other scripts the
// resolver reads. An answer is right when it is in that country: a zone of it, or the ambiguity of
// its zones; never another country's. Names the two sources spell apart ("Российская Федерация",
// the full form) may go unread, a few of them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { db } from './helpers.js';
import { countriesUsing, lookupZone } from '../src/zones/resolver.js';
import { pythonWith, runPython, skipUnless } from './calendar-oracles.js';

const python = pythonWith('pycountry');
const skip = skipUnless(python !== undefined, 'python3-pycountry is not installed');

/** Each country with the languages (gettext locales of iso-codes) its people write its name in. */
const OWN: Record<string, string[]> = {
  DE: ['de'],
  AT: ['de'],
  CH: ['de', 'fr', 'it'],
  LI: ['de'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  LU: ['fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  PT: ['pt'],
  BR: ['pt_BR'],
  MX: ['es'],
  AR: ['es'],
  PL: ['pl'],
  CZ: ['cs'],
  SK: ['sk'],
  HU: ['hu'],
  RO: ['ro'],
  BG: ['bg'],
  GR: ['el'],
  HR: ['hr'],
  SI: ['sl'],
  RS: ['sr'],
  SE: ['sv'],
  NO: ['nb'],
  DK: ['da'],
  FI: ['fi'],
  IS: ['is'],
  EE: ['et'],
  LV: ['lv'],
  LT: ['lt'],
  IE: ['ga'],
  TR: ['tr'],
  UA: ['uk'],
  RU: ['ru'],
  JP: ['ja'],
  KR: ['ko'],
  CN: ['zh_CN'],
  TW: ['zh_TW'],
  IN: ['hi'],
  IL: ['he'],
  EG: ['ar'],
  SA: ['ar'],
  MA: ['ar', 'fr'],
  TN: ['ar', 'fr'],
  DZ: ['ar', 'fr'],
  SN: ['fr'],
  CI: ['fr'],
  ID: ['id'],
  VN: ['vi'],
  TH: ['th'],
  GE: ['ka'],
  AM: ['hy'],
};

/** The scripts other than Latin the resolver reads names in, and the countries asked for in each. */
const OTHER_SCRIPTS = ['ja', 'zh_CN', 'ru', 'ar', 'hi', 'ko'];
const LARGEST = ['US', 'CN', 'IN', 'BR', 'RU', 'JP', 'DE', 'FR', 'GB', 'IT', 'ES', 'MX', 'CA', 'AU', 'KR', 'TR', 'EG', 'NG', 'ZA', 'AR'];

const ORACLE = `
import sys, json, gettext, pycountry
out = []
for cc, lang in json.load(sys.stdin):
    try:
        t = gettext.translation('iso_3166-1', pycountry.LOCALES_DIR, languages=[lang])
    except OSError:
        continue
    c = pycountry.countries.get(alpha_2=cc)
    for attr in ('name', 'common_name'):
        english = getattr(c, attr, None)
        if english is None:
            continue
        name = t.gettext(english)
        if name != english:
            out.append([cc, lang, name])
print(json.dumps(out, ensure_ascii=False))
`;

test('a country by its name in its own languages and in other scripts is that country, never another', { skip }, () => {
  const pairs = [
    ...Object.entries(OWN).flatMap(([cc, langs]) => langs.map((lang) => [cc, lang])),
    ...LARGEST.flatMap((cc) => OTHER_SCRIPTS.map((lang) => [cc, lang])),
  ];
  const names = runPython(python!, ORACLE, pairs) as [string, string, string][];
  assert.ok(names.length > 150, `iso-codes gave ${names.length} names`);
  const wrong: string[] = [];
  const unread: string[] = [];
  for (const [cc, lang, name] of names) {
    const r = lookupZone(db, name);
    const zones = r.kind === 'found' ? [r.match.name] : r.kind === 'ambiguous' ? (r.zones ?? []) : [];
    if (!zones.length) unread.push(`${name} (${cc}, ${lang})`);
    else if (!zones.every((z) => countriesUsing(db, z).includes(cc))) wrong.push(`${name} (${cc}, ${lang}) → ${zones.join(', ')}`);
  }
  assert.deepEqual(wrong, [], 'read as another country');
  // The rest are names iso-codes spells otherwise than CLDR (full forms, older spellings).
  assert.ok(unread.length <= names.length * 0.15, `${unread.length} of ${names.length} unread: ${unread.join('; ')}`);
});
