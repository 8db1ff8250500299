// Holidays by name: the words people use for them, and which country's calendar defines each. The
// dates themselves are never computed here: they come from the same holiday data business days use,
// handed in by the caller as a HolidaySource (the reader stands beside the holiday calendars, not on
// them), looked up in the caller's country first, then the zone's, then the holiday's home countries.

import { EVERY_FESTIVAL } from '../calendars/every-festival.js';
import type { Festival } from '../calendars/festival.js';
import dataFiles from '../core/data-file.cjs';
import { wordTable } from '../core/tables.js';
import { tokenize } from './tokens.js';

/** A country's holidays of one year, all types: what the reader asks the holiday data. */
export interface HolidaySource {
  /** Every holiday of `year` in `country` ("US", "CA-ON"), as epoch days and names; [] for a country the data does not cover. */
  holidays(country: string, year: number): readonly { readonly day: number; readonly name: string }[];
  /** The days off a country gives for a holiday on another day (a Sunday's holiday observed on the Monday), with the holiday's name. */
  observed?(country: string, year: number): readonly { readonly day: number; readonly name: string }[];
  /** The English name of a country or region code, for what the answer says it assumed. */
  countryName(country: string): string;
  /** The caller's country, when given ("US", "CA", "DE-BY"). */
  readonly country?: string;
  /** The region of the caller's locale ("en-CA": "CA"), where it names a country the data has: after the zone's country, before a holiday's home. */
  readonly localeCountry?: string;
  /** The caller's country's weekend, ISO weekdays (1 Monday ... 7 Sunday): Israel's is [5, 6]. */
  readonly weekend?: readonly number[];
  /**
   * `n` business days from the epoch day `from` (negative: back), by the caller's country's weekend
   * and public holidays (weekends alone without a country), and what that assumed.
   */
  addBusinessDays?(from: number, n: number): { day: number; assumed: string[] };
  /** The holiday calendar a zone's own area keeps: its country (zone.tab), with the region zone.tab names alone ("AU-WA" for Perth). */
  calendarOfZone?(zone: string): string | undefined;
}

export interface HolidayDef {
  readonly key: string;
  /** How the answer names it. */
  readonly label: string;
  /** The holiday's names in the data. */
  readonly names: RegExp;
  /** Countries whose calendars have it, tried after the caller's and the zone's. */
  readonly homes: readonly string[];
  /** Only the home countries keep it under this name (Orthodox Easter is Greece's Easter, not the caller's). */
  readonly homesOnly?: true;
  /** A holiday of several days (Hanukkah) is the range of them; otherwise its first day. */
  readonly days?: 'all';
  /** A day defined from another: Black Friday is the day after Thanksgiving. */
  readonly after?: { readonly key: string; readonly days: number };
  /** A season between two holidays: Ramadan runs from its first day up to Eid al-Fitr. */
  readonly until?: string;
  /** A festival the calendars compute (calendars/): its days come from there, not from a country's holidays. */
  readonly festival?: Festival;
  /** A name two holidays share ("Eid"): the answer is an error that lists them, each with its date. */
  readonly either?: readonly string[];
}

// biome-ignore format: a table, one row a line
const DEFS: readonly (HolidayDef & { readonly words: readonly string[] })[] = [
  { key: 'christmas', label: 'Christmas Day', names: /^Christmas Day$/, homes: ['US', 'GB'], words: ['christmas', 'christmas day', 'xmas', 'xmas day', 'x-mas', 'christmas 25th'] },
  { key: 'christmas-eve', label: 'Christmas Eve', names: /^Christmas Eve$/, homes: ['US', 'DE'], words: ['christmas eve', 'xmas eve', 'the night before christmas'] },
  { key: 'new-year', label: "New Year's Day", names: /^New Year's Day$/, homes: ['US', 'GB'], words: ["new year's day", 'new years day', 'new year day', 'new year', "new year's", 'new years', 'nyd'] },
  { key: 'new-years-eve', label: "New Year's Eve", names: /^New Year's Eve$/, homes: ['US', 'DE'], words: ["new year's eve", 'new years eve', 'new year eve', 'nye', 'hogmanay', 'silvester'] },
  { key: 'valentines', label: "Valentine's Day", names: /^Valentine's Day$/, homes: ['US'], words: ["valentine's day", 'valentines day', 'valentine day', "st valentine's day", "saint valentine's day", "st. valentine's day", 'valentines', "valentine's"] },
  { key: 'halloween', label: 'Halloween', names: /^Halloween$/, homes: ['US'], words: ['halloween', "hallowe'en", 'all hallows eve'] },
  { key: 'thanksgiving', label: 'Thanksgiving', names: /^Thanksgiving( Day)?$/, homes: ['US'], words: ['thanksgiving', 'thanksgiving day', 'turkey day'] },
  { key: 'black-friday', label: 'Black Friday', names: /^$/, homes: ['US'], after: { key: 'thanksgiving', days: 1 }, words: ['black friday'] },
  { key: 'cyber-monday', label: 'Cyber Monday', names: /^$/, homes: ['US'], after: { key: 'thanksgiving', days: 4 }, words: ['cyber monday'] },
  { key: 'easter', label: 'Easter Sunday', names: /^Easter Sunday$/, homes: ['US', 'GB'], words: ['easter', 'easter sunday', 'easter day'] },
  { key: 'easter-monday', label: 'Easter Monday', names: /^Easter Monday$/, homes: ['GB', 'DE'], words: ['easter monday', 'easter mon'] },
  { key: 'easter-saturday', label: 'Easter Saturday', names: /^Easter Saturday$/, homes: ['AU-NSW'], words: ['easter saturday', 'holy saturday'] },
  { key: 'good-friday', label: 'Good Friday', names: /^Good Friday$/, homes: ['GB', 'DE'], words: ['good friday'] },
  { key: 'orthodox-easter', label: 'Orthodox Easter', names: /^Easter Sunday$/, homes: ['GR'], homesOnly: true, words: ['orthodox easter', 'orthodox easter sunday', 'greek easter'] },
  { key: 'maundy-thursday', label: 'Maundy Thursday', names: /^Maundy Thursday$/, homes: ['DE', 'NO'], words: ['maundy thursday', 'holy thursday', 'covenant thursday'] },
  { key: 'palm-sunday', label: 'Palm Sunday', names: /^Palm Sunday$/, homes: ['NO'], words: ['palm sunday', 'passion sunday'] },
  { key: 'shrove-tuesday', label: 'Shrove Tuesday', names: /^(Shrove Tuesday|Mardi Gras)$/, homes: ['DE'], words: ['shrove tuesday', 'mardi gras', 'pancake day', 'pancake tuesday', 'fat tuesday'] },
  { key: 'orthodox-good-friday', label: 'Orthodox Good Friday', names: /^Good Friday$/, homes: ['GR'], homesOnly: true, words: ['orthodox good friday', 'orthodox great friday', 'great friday'] },
  { key: 'clean-monday', label: 'Clean Monday', names: /^Clean Monday$/, homes: ['CY'], words: ['clean monday', 'orthodox shrove monday', 'ash monday'] },
  { key: 'ash-wednesday', label: 'Ash Wednesday', names: /^Ash Wednesday$/, homes: ['DE'], words: ['ash wednesday'] },
  { key: 'ascension', label: 'Ascension Day', names: /^Ascension Day$/, homes: ['DE'], words: ['ascension day', 'ascension', 'ascension thursday'] },
  { key: 'pentecost', label: 'Pentecost', names: /^(Pentecost|Whit Sunday)$/, homes: ['DE'], words: ['pentecost', 'whit sunday', 'whitsunday', 'whitsun'] },
  { key: 'whit-monday', label: 'Whit Monday', names: /^Whit Monday$/, homes: ['DE'], words: ['whit monday', 'pentecost monday'] },
  { key: 'corpus-christi', label: 'Corpus Christi', names: /^Corpus Christi$/, homes: ['AT'], words: ['corpus christi'] },
  { key: 'all-saints', label: "All Saints' Day", names: /^All Saints' Day$/, homes: ['FR'], words: ["all saints' day", 'all saints day', 'all saints'] },
  { key: 'all-souls', label: "All Souls' Day", names: /^All Souls' Day$/, homes: ['MX'], words: ["all souls' day", 'all souls day', 'day of the dead'] },
  { key: 'epiphany', label: 'Epiphany', names: /^Epiphany$/, homes: ['ES'], words: ['epiphany', 'three kings day', "three kings' day"] },
  { key: 'assumption', label: 'Assumption Day', names: /^Assumption$/, homes: ['FR'], words: ['assumption day', 'assumption', 'the assumption'] },
  { key: 'boxing-day', label: 'Boxing Day', names: /^Boxing Day$/, homes: ['GB'], words: ['boxing day', "st stephen's day", "st. stephen's day", "saint stephen's day"] },
  { key: 'mothers-day', label: "Mother's Day", names: /^Mother's Day$/, homes: ['US'], words: ["mother's day", 'mothers day', "mothers' day", 'mother day'] },
  // the UK's Mother's Day, the fourth Sunday of Lent, wherever the caller is
  { key: 'mothering-sunday', label: 'Mothering Sunday', names: /^Mother's Day$/, homes: ['GB'], homesOnly: true, words: ['mothering sunday'] },
  // the UK's bank holidays by their names, as the rules and GOV.UK's list call them (Ireland's August
  // one is its first Monday)
  { key: 'early-may-bank-holiday', label: 'Early May bank holiday', names: /^(Early May bank holiday|May Day)$/i, homes: ['GB'], words: ['early may bank holiday', 'may bank holiday'] },
  { key: 'spring-bank-holiday', label: 'Spring bank holiday', names: /^Spring bank holiday$/i, homes: ['GB'], words: ['spring bank holiday', 'whitsun bank holiday'] },
  { key: 'summer-bank-holiday', label: 'Summer bank holiday', names: /^((Late )?Summer bank holiday|First Monday in August)$/i, homes: ['GB'], words: ['summer bank holiday', 'late summer bank holiday', 'august bank holiday'] },
  { key: 'fathers-day', label: "Father's Day", names: /^Father's Day$/, homes: ['US'], words: ["father's day", 'fathers day', "fathers' day", 'father day'] },
  { key: 'memorial-day', label: 'Memorial Day', names: /^Memorial Day$/, homes: ['US'], words: ['memorial day', 'decoration day'] },
  // Tasmania keeps it as Eight Hours Day, the Northern Territory, Barbados, Bangladesh and Gibraltar as
  // May Day, South Africa and Nigeria as Workers' Day, Ireland as its first Monday in May
  { key: 'labor-day', label: 'Labor Day', names: /^(?:Labou?r Day|Eight Hours Day|May Day|Workers?'s? Day|First Monday in May)$/, homes: ['US'], words: ['labor day', 'labour day'] },
  { key: 'may-day', label: 'May Day', names: /^(Labou?r Day|May Day|Workers?'s? Day|First Monday in May)$/, homes: ['DE'], words: ['may day', 'international workers day', "international workers' day", 'workers day'] },
  { key: 'independence-day', label: 'Independence Day', names: /^Independence Day$/, homes: ['US'], words: ['independence day'] },
  { key: 'juneteenth', label: 'Juneteenth', names: /^Juneteenth( National Independence Day)?$/, homes: ['US'], words: ['juneteenth'] },
  { key: 'mlk-day', label: 'Martin Luther King Jr. Day', names: /^(Martin Luther King Jr\. Day|Birthday of Martin Luther King, Jr\.)$/, homes: ['US'], words: ['mlk day', 'mlk jr day', 'mlk jr. day', 'martin luther king day', "martin luther king's day", 'martin luther king jr day', 'martin luther king jr. day', 'martin luther kings day'] },
  { key: 'presidents-day', label: "Presidents' Day", names: /^Washington's Birthday$/, homes: ['US'], words: ["presidents' day", 'presidents day', "president's day", "washington's birthday"] },
  { key: 'columbus-day', label: 'Columbus Day', names: /^Columbus Day$/, homes: ['US'], words: ['columbus day', "indigenous peoples' day", 'indigenous peoples day'] },
  { key: 'veterans-day', label: 'Veterans Day', names: /^Veterans Day$/, homes: ['US'], words: ['veterans day', "veterans' day", "veteran's day"] },
  { key: 'remembrance-day', label: 'Remembrance Day', names: /^Remembrance Day$/, homes: ['CA-ON'], words: ['remembrance day', 'armistice day', 'poppy day'] },
  { key: 'tax-day', label: 'Tax Day', names: /^Tax Day$/, homes: ['US'], words: ['tax day'] },
  { key: 'st-patricks', label: "St. Patrick's Day", names: /^St\. Patrick['\u2019]s Day$/, homes: ['IE', 'US'], words: ["st patrick's day", "st. patrick's day", "saint patrick's day", 'st patricks day', 'saint patricks day', "st paddy's day", "saint paddy's day", 'st paddys day', "paddy's day", 'patricks day', "patrick's day", "st patty's day", "saint patty's day", 'st pattys day'] },
  { key: 'groundhog-day', label: 'Groundhog Day', names: /^Groundhog Day$/, homes: ['CA'], words: ['groundhog day', 'groundhogs day', "groundhog's day"] },
  { key: 'canada-day', label: 'Canada Day', names: /^Canada Day$/, homes: ['CA'], words: ['canada day', 'dominion day'] },
  { key: 'victoria-day', label: 'Victoria Day', names: /^Victoria Day$/, homes: ['CA-ON'], words: ['victoria day'] },
  { key: 'australia-day', label: 'Australia Day', names: /^Australia Day$/, homes: ['AU'], words: ['australia day'] },
  { key: 'anzac-day', label: 'Anzac Day', names: /^(Anzac|ANZAC) Day$/, homes: ['AU'], words: ['anzac day'] },
  { key: 'bastille-day', label: 'Bastille Day', names: /^Bastille Day$/, homes: ['FR'], words: ['bastille day'] },
  { key: 'chinese-new-year', label: 'Chinese New Year', names: /^(Chinese New Year|Spring Festival|Chinese Spring Festival)$/, homes: ['SG', 'CN'], words: ['chinese new year', "chinese new year's day", 'chinese new years', 'lunar new year', "lunar new year's day", 'chinese lunar new year', "chinese lunar new year's day", 'spring festival', 'chinese spring festival'] },
  { key: 'mid-autumn', label: 'Mid-Autumn Festival', names: /^Mid-Autumn Festival$/i, homes: ['TW', 'CN'], words: ['mid-autumn festival', 'mid autumn festival', 'moon festival', 'mooncake festival'] },
  { key: 'dragon-boat', label: 'Dragon Boat Festival', names: /^Dragon Boat Festival$/, homes: ['TW', 'CN'], words: ['dragon boat festival', 'duanwu festival', 'tuen ng'] },
  { key: 'qingming', label: 'Qingming Festival', names: /^(Qingming Festival|Tomb-Sweeping Day)$/i, homes: ['TW', 'CN'], words: ['qingming', 'qingming festival', 'tomb sweeping day', 'tomb-sweeping day'] },
  { key: 'diwali', label: 'Diwali', names: /^(Diwali|Deepavali)$/, homes: ['SG', 'MY'], words: ['diwali', 'deepavali', 'divali', 'dipavali', 'lakshmi puja'] },
  { key: 'vesak', label: 'Vesak', names: /^(Vesak Day|Vesak|Buddha's Birthday)$/, homes: ['SG'], words: ['vesak', 'vesak day', 'wesak', "buddha's birthday", 'buddha day', 'buddha purnima'] },
  { key: 'ramadan', label: 'Ramadan', names: /^First day of Ramadan$/, homes: ['AE', 'BN'], until: 'eid-al-fitr', words: ['ramadan', 'ramadhan', 'ramazan', 'the month of ramadan'] },
  { key: 'eid-al-fitr', label: 'Eid al-Fitr', names: /Eid al-Fitr|Eid-Ul-Fitr|Eid al Fitri/, homes: ['AE'], words: ['eid al-fitr', 'eid al fitr', 'eid ul-fitr', 'eid ul fitr', 'eid-ul-fitr', 'end of ramadan'] },
  { key: 'eid-al-adha', label: 'Eid al-Adha', names: /Eid al-Adha|Eid Ul Adha/, homes: ['AE'], words: ['eid al-adha', 'eid al adha', 'eid ul-adha', 'eid ul adha', 'id ul-adha', 'bakr id', 'bakrid', 'sacrifice feast', 'feast of the sacrifice'] },
  { key: 'islamic-new-year', label: 'Islamic New Year', names: /^Islamic New Year$/, homes: ['AE'], words: ['islamic new year', 'hijri new year', 'muharram', 'arabic new year'] },
  { key: 'mawlid', label: 'Mawlid', names: /Mawlid|^Prophet's Birthday$/, homes: ['AE'], words: ['mawlid', 'mawlid al-nabi', 'mawlid al nabi', "the prophet's birthday", 'prophets birthday', "prophet's birthday"] },
  { key: 'yom-kippur', label: 'Yom Kippur', names: /Yom Kippur/, homes: ['IL'], words: ['yom kippur', 'day of atonement', 'the day of atonement'] },
  { key: 'rosh-hashanah', label: 'Rosh Hashanah', names: /^Rosh Hashanah \(Yom Teruah\)$/, homes: ['IL'], words: ['rosh hashanah', 'rosh hashana', 'rosh hashanna', 'jewish new year'] },
  { key: 'hanukkah', label: 'Hanukkah', names: /^Hanukkah$/, homes: ['IL'], days: 'all', words: ['hanukkah', 'chanukah', 'hanukah', 'hannukah', 'hannukkah', 'chanukkah', 'festival of lights'] },
  { key: 'passover', label: 'Passover', names: /^Passover \(Pesach\)$/, homes: ['IL'], words: ['passover', 'pesach', 'pesah'] },
  { key: 'purim', label: 'Purim', names: /^Purim$/, homes: ['IL'], words: ['purim'] },
  { key: 'shavuot', label: 'Shavuot', names: /^Shavuot/, homes: ['IL'], words: ['shavuot', 'shavuos', 'feast of weeks'] },
  { key: 'sukkot', label: 'Sukkot', names: /Sukkot\)$/, homes: ['IL'], words: ['sukkot', 'succot', 'succos', 'sukkos', 'feast of tabernacles'] },
  { key: 'holi', label: 'Holi', names: /^Holi/, homes: ['SR'], words: ['holi', 'phagwah', 'phagwa'] },
];

/**
 * Every holiday the reader knows, by key: the public holidays above, then every festival the
 * calendars compute. A religious or cultural festival takes its names from a country's table (its
 * dates are computed the same for everyone, with its convention said); a civil observance only adds
 * the names no public holiday has.
 */
const SHARED_NAMES: readonly (HolidayDef & { readonly words: readonly string[] })[] = [
  {
    key: 'eid',
    label: 'Eid',
    names: /^$/,
    homes: [],
    either: ['festival:eid-al-fitr', 'festival:eid-al-adha'],
    words: ['eid', 'bayram', 'hari raya'],
  },
  {
    // the Parsi New Year of the Shahenshahi calendar in August, or the spring New Year of 21 March
    // (Nowruz; the Fasli Parsis' Jamshedi Navroz): sources call either one by these names
    key: 'navroz',
    label: 'Navroz',
    names: /^$/,
    homes: [],
    either: ['festival:parsi-new-year', 'festival:nowruz'],
    words: ['navroz', 'jamshedi navroz', 'jamshed navroz', 'jamshed-e-navroz', 'jamshed e navroz', 'jamshed-i-navroz'],
  },
];
const FESTIVAL_DEFS = EVERY_FESTIVAL.map((f): HolidayDef & { readonly words: readonly string[] } => ({
  key: `festival:${f.key}`,
  label: f.label,
  names: /^$/,
  homes: [],
  festival: f,
  words: f.names,
}));
export const HOLIDAYS: ReadonlyMap<string, HolidayDef> = new Map([...DEFS, ...FESTIVAL_DEFS, ...SHARED_NAMES].map((d) => [d.key, d]));

let words: Map<string, string> | undefined;
let firsts: Set<string> | undefined;

/** Token sequences (space-separated token texts) that name a holiday → its key; built on first use. */
export function holidayWords(): ReadonlyMap<string, string> {
  if (words) return words;
  // In the bundle, as the build computed it (scripts/precomputed.ts): built here on the first call it
  // took the first parse_time 44.0 -> 38.4 ms on Node 22 and 51.9 -> 47.2 on Node 24 (median of 15
  // fresh processes each, interleaved), and RSS after it 59.7 -> 53.4 MiB on Node 22, as the
  // tokenizer no longer runs hot enough for V8's optimizing compiler.
  const built = dataFiles.precomputed<[string, string][]>('holiday-words');
  if (built) return (words = new Map(built));
  words = new Map();
  const seq = (w: string) =>
    tokenize(w)
      .map((t) => t.w)
      .join(' ');
  for (const d of DEFS) for (const w of d.words) words.set(seq(w), d.key);
  const claimed = new Set<string>();
  // a public holiday whose name a festival claims is that festival under every name it has
  const taken = new Map<string, string>();
  for (const d of FESTIVAL_DEFS) {
    for (const w of d.words) {
      const k = seq(w);
      if (claimed.has(k)) continue;
      const had = words.get(k);
      if (had !== undefined && d.festival!.tradition === 'civil') continue;
      if (had !== undefined && !had.startsWith('festival:') && !taken.has(had)) taken.set(had, d.key);
      words.set(k, d.key);
      claimed.add(k);
    }
  }
  for (const [k, key] of words) if (taken.has(key)) words.set(k, taken.get(key)!);
  for (const d of SHARED_NAMES) for (const w of d.words) if (!words.has(seq(w))) words.set(seq(w), d.key);
  return words;
}

/** The first words of holiday names ("christmas", "yom"), but short and common ones ("la", "the", "world"): never read as a zone. */
export function holidayFirstWords(): ReadonlySet<string> {
  return (firsts ??= new Set(
    [...holidayWords().keys()].map((k) => k.split(' ')[0]!).filter((w) => w.length > 2 && !COMMON_FIRST_WORDS.has(w)),
  ));
}
const COMMON_FIRST_WORDS = new Set([
  'the',
  'new',
  'st',
  'saint',
  'day',
  'all',
  'end',
  'international',
  'feast',
  'world',
  'national',
  'global',
  'universal',
  'united',
  'public',
  'human',
  'zero',
  'great',
  'holy',
  'black',
  'green',
  'pure',
  'white',
  'good',
  'small',
  'big',
  'king',
  "king's",
  'kings',
  'nelson',
  'african',
  'africa',
  'arabic',
  'english',
  'chinese',
  'time',
]);

let byFirst: Map<string, [string, string][]> | undefined;
/** The holiday names that begin with a word, longest first: what the grammar tries at a token. */
export function holidayNamesFrom(first: string): readonly [string, string][] {
  if (!byFirst) {
    byFirst = new Map();
    for (const [words, key] of holidayWords()) {
      const f = words.split(' ')[0]!;
      const list = byFirst.get(f) ?? [];
      list.push([words, key]);
      byFirst.set(f, list);
    }
    for (const list of byFirst.values()) list.sort((a, b) => b[0].length - a[0].length);
  }
  return byFirst.get(first) ?? [];
}

/** Where a country's own calendar lacks a holiday its regions all keep (Canada's Thanksgiving is provincial). */
export const REGION_FALLBACK: Readonly<Record<string, string>> = wordTable({ CA: 'CA-ON', AU: 'AU-NSW' });
