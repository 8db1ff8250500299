import { test } from 'node:test';
import assert from 'node:assert/strict';
import { at, db } from '../../test/helpers.js';
import { InputError } from '../core/errors.js';
import { foldName } from '../core/fold.js';
import { countriesUsing, findCountry, inCountryOf, lookupZone, parseOffset } from './resolver.js';
import { zoneNames } from './names.js';
import { resolveZone, type ResolvedZone } from './resolve.js';

const resolve = (input: string | undefined): ResolvedZone => resolveZone(db, input, 'Europe/Warsaw', 'timezone');

interface Row {
  input: string;
  name: string;
  via: ResolvedZone['via'];
  /** The note, exactly, or a pattern; absent means no note. */
  note?: string | RegExp;
}

// biome-ignore format: a table, one row a line
const rows: Row[] = [
  // Exact IANA names and links, as given.
  { input: 'Europe/London', name: 'Europe/London', via: 'iana' },
  { input: 'Asia/Calcutta', name: 'Asia/Calcutta', via: 'iana' },
  { input: 'US/Eastern', name: 'US/Eastern', via: 'iana' },
  { input: 'UTC', name: 'UTC', via: 'iana' },
  { input: '  Asia/Tokyo ', name: 'Asia/Tokyo', via: 'iana' },
  { input: 'Australia/Lord_Howe', name: 'Australia/Lord_Howe', via: 'iana' },
  // Fixed-offset IANA zones are exact, with what they do not mean.
  { input: 'EST', name: 'EST', via: 'iana', note: 'EST is a fixed UTC-05:00 with no DST; US Eastern time (EST/EDT) is America/New_York.' },
  { input: 'MST', name: 'MST', via: 'iana', note: /fixed UTC-07:00.*America\/Denver/ },
  { input: 'HST', name: 'HST', via: 'iana', note: /fixed UTC-10:00.*Pacific\/Honolulu/ },
  { input: 'Etc/GMT-5', name: 'Etc/GMT-5', via: 'iana', note: 'Etc/GMT-5 is UTC+05:00: POSIX-style Etc names invert the sign.' },
  { input: 'Etc/GMT+10', name: 'Etc/GMT+10', via: 'iana', note: /is UTC-10:00/ },
  // Any letter case or spacing.
  { input: 'america/new york', name: 'America/New_York', via: 'fuzzy-name' },
  { input: 'EUROPE/LONDON', name: 'Europe/London', via: 'fuzzy-name' },
  { input: 'Asia / Ho Chi Minh', name: 'Asia/Ho_Chi_Minh', via: 'fuzzy-name' },
  { input: 'est', name: 'EST', via: 'fuzzy-name', note: /fixed UTC-05:00/ },
  // UTC offsets, east positive as people write them.
  { input: 'UTC+5:30', name: 'UTC+05:30', via: 'offset' },
  { input: '+05:30', name: 'UTC+05:30', via: 'offset' },
  { input: '+0530', name: 'UTC+05:30', via: 'offset' },
  { input: '+05:45', name: 'UTC+05:45', via: 'offset' },
  { input: 'UTC-3', name: 'UTC-03:00', via: 'offset' },
  { input: 'utc −9:30', name: 'UTC-09:30', via: 'offset' },
  { input: 'GMT-3', name: 'UTC-03:00', via: 'offset', note: '"GMT-3" read as UTC-03:00; the IANA zone Etc/GMT-3 is the opposite sign.' },
  { input: 'GMT+14', name: 'UTC+14:00', via: 'offset', note: /Etc\/GMT\+14 is the opposite sign/ },
  { input: 'GMT-03:00', name: 'UTC-03:00', via: 'offset', note: '"GMT-03:00" read as UTC-03:00; the IANA zone Etc/GMT-3 is the opposite sign.' },
  { input: 'GMT+5:30', name: 'UTC+05:30', via: 'offset' },
  { input: 'Z', name: 'UTC', via: 'offset' },
  { input: 'UTC+0', name: 'UTC', via: 'offset' },
  { input: '-00:00', name: 'UTC', via: 'offset' },
  // Windows zone IDs (CLDR), reported under the current IANA name.
  { input: 'Pacific Standard Time', name: 'America/Los_Angeles', via: 'windows' },
  { input: 'india standard time', name: 'Asia/Kolkata', via: 'windows' },
  { input: 'W. Europe Standard Time', name: 'Europe/Berlin', via: 'windows' },
  { input: 'Nepal Standard Time', name: 'Asia/Kathmandu', via: 'windows' },
  // Abbreviations and informal names.
  { input: 'PST', name: 'America/Los_Angeles', via: 'abbreviation' },
  { input: 'pdt', name: 'America/Los_Angeles', via: 'abbreviation' },
  { input: 'Pacific Time', name: 'America/Los_Angeles', via: 'abbreviation' },
  { input: 'EDT', name: 'America/New_York', via: 'abbreviation' },
  { input: 'CEST', name: 'Europe/Brussels', via: 'abbreviation' },
  { input: 'JST', name: 'Asia/Tokyo', via: 'abbreviation' },
  { input: 'AEST', name: 'Australia/Sydney', via: 'abbreviation' },
  { input: 'LHST', name: 'Australia/Lord_Howe', via: 'abbreviation' },
  { input: 'NPT', name: 'Asia/Kathmandu', via: 'abbreviation' },
  { input: 'SST', name: 'Pacific/Pago_Pago', via: 'abbreviation' },
  { input: 'Japan time', name: 'Asia/Tokyo', via: 'abbreviation' },
  // Countries, by name or ISO code, when one zone serves them.
  { input: 'india', name: 'Asia/Kolkata', via: 'country' },
  { input: 'JP', name: 'Asia/Tokyo', via: 'country' },
  // a country's code that is a US state's or Canadian province's too: the country where its people far
  // outnumber the state's, the state named beside it; else both (GA, MD, IL below)
  { input: 'in', name: 'Asia/Kolkata', via: 'country', note: /^Read as India; Indiana, US .*would be America\/Indiana\/Indianapolis\.$/ },
  { input: 'CO', name: 'America/Bogota', via: 'country', note: 'Read as Colombia; Colorado, US would be America/Denver.' },
  // ISO 3166 three-letter codes in capitals, as given (ISO 3166-1: DEU Germany, GBR United Kingdom,
  // BEN Benin, ITA Italy); in lower case "bra" stays the town
  { input: 'DEU', name: 'Europe/Berlin', via: 'country', note: 'Germany also has Europe/Busingen, for small places only.' },
  { input: 'GBR', name: 'Europe/London', via: 'country' },
  { input: 'BEN', name: 'Africa/Porto-Novo', via: 'country' },
  { input: 'ITA', name: 'Europe/Rome', via: 'country' },
  // a city's name kept without its marks still reads from them ("Da Nang", "Iaşi" with its cedilla)
  { input: 'Đà Nẵng', name: 'Asia/Ho_Chi_Minh', via: 'city' },
  { input: 'Iași', name: 'Europe/Bucharest', via: 'city' },
  { input: 'Zürich', name: 'Europe/Zurich', via: 'city' },
  { input: 'Yukon Time', name: 'America/Whitehorse', via: 'abbreviation' },
  { input: 'Lebanon', name: 'Asia/Beirut', via: 'country', note: 'Read as the country Lebanon; Lebanon, Tennessee, US would be America/Chicago.' },
  { input: 'UK', name: 'Europe/London', via: 'country' },
  { input: 'South Korea', name: 'Asia/Seoul', via: 'country' },
  { input: 'Nepal', name: 'Asia/Kathmandu', via: 'country' },
  { input: 'Côte d’Ivoire', name: 'Africa/Abidjan', via: 'country' },
  { input: 'Germany', name: 'Europe/Berlin', via: 'country', note: 'Germany also has Europe/Busingen, for small places only.' },
  // Cities: accents and punctuation fold, alternate names, largest first.
  { input: 'Tokyo', name: 'Asia/Tokyo', via: 'city' },
  { input: 'São Paulo', name: 'America/Sao_Paulo', via: 'city' },
  { input: 'Sao Paulo', name: 'America/Sao_Paulo', via: 'city' },
  { input: 'sao-paulo', name: 'America/Sao_Paulo', via: 'city' },
  { input: 'San Francisco', name: 'America/Los_Angeles', via: 'city', note: /^Read as San Francisco, California, US \(pop 865k\); San Francisco, AR would be America\/Argentina\/Cordoba\.$/ },
  { input: 'Mumbai', name: 'Asia/Kolkata', via: 'city' },
  { input: 'Bombay', name: 'Asia/Kolkata', via: 'city' , note: 'Read as Mumbai, IN (pop 13M), by another of its names.' },
  { input: 'Ho Chi Minh City', name: 'Asia/Ho_Chi_Minh', via: 'city' },
  { input: 'Saigon', name: 'Asia/Ho_Chi_Minh', via: 'city' , note: 'Read as Ho Chi Minh City, VN (pop 9.0M), by another of its names.' },
  { input: 'Kyiv', name: 'Europe/Kyiv', via: 'city' },
  { input: 'Kiev', name: 'Europe/Kyiv', via: 'city' , note: 'Read as Kyiv, UA (pop 2.8M), by another of its names.' },
  { input: 'london', name: 'Europe/London', via: 'city', note: 'Read as London, England, GB (pop 9.0M); London, Ontario, CA would be America/Toronto.' },
  { input: 'London, Ontario', name: 'America/Toronto', via: 'city' },
  { input: 'Springfield, MO', name: 'America/Chicago', via: 'city' },
  { input: 'springfield, massachusetts', name: 'America/New_York', via: 'city' },
  { input: 'Paris, France', name: 'Europe/Paris', via: 'city' },
  { input: 'NYC', name: 'America/New_York', via: 'city' , note: 'Read as New York City, New York, US (pop 8.8M), by another of its names.' },
  { input: 'New York', name: 'America/New_York', via: 'city' },
  { input: 'St. Petersburg', name: 'Europe/Moscow', via: 'city', note: /^Read as Saint Petersburg, RU/ },
  { input: 'Zürich', name: 'Europe/Zurich', via: 'city' },
  { input: 'Oslo', name: 'Europe/Oslo', via: 'city' },
  { input: 'Kathmandu', name: 'Asia/Kathmandu', via: 'city' },
  { input: 'Apia', name: 'Pacific/Apia', via: 'city' },
  { input: 'Tokyo time', name: 'Asia/Tokyo', via: 'city' },
  { input: 'Calcutta', name: 'Asia/Kolkata', via: 'city' , note: 'Read as Kolkata, IN (pop 4.6M), by another of its names.' },
  { input: 'Munich', name: 'Europe/Berlin', via: 'city' },
  // The location part of a zone name, for places too small for the city table.
  { input: 'Lord Howe', name: 'Australia/Lord_Howe', via: 'fuzzy-name' },
  { input: 'kiritimati', name: 'Pacific/Kiritimati', via: 'city' }, // CLDR's exemplar city
];

for (const r of rows) {
  test(`resolver: ${JSON.stringify(r.input)} -> ${r.name} (${r.via})`, () => {
    const z = resolve(r.input);
    assert.equal(z.name, r.name);
    assert.equal(z.via, r.via);
    assert.equal(z.input, r.input.trim());
    assert.equal(z.defaulted, false);
    if (r.note === undefined) assert.equal(z.note, undefined);
    else if (typeof r.note === 'string') assert.equal(z.note, r.note);
    else assert.match(z.note ?? '', r.note);
  });
}

test('resolver: absent or empty input is the local zone', () => {
  for (const input of [undefined, '', '   ']) {
    const z = resolve(input);
    assert.deepEqual([z.name, z.via, z.defaulted, z.input], ['Europe/Warsaw', 'local', true, '']);
  }
});

test('resolver: offsets are fixed zones east-positive, with no transitions', () => {
  const t = at('2024-07-01T00:00:00Z');
  const cases: [string, number][] = [
    ['UTC+5:30', 19800],
    ['GMT-3', -10800],
    ['+05:45', 20700],
    ['UTC-11', -39600],
    ['+14', 50400],
    ['Z', 0],
  ];
  for (const [input, offset] of cases) {
    const z = resolve(input).zone;
    assert.equal(z.offsetAt(t), offset, input);
    assert.equal(z.stateAt(t).isDst, false, input);
    assert.deepEqual(z.transitions(at('1900-01-01T00:00:00Z'), at('2100-01-01T00:00:00Z')), [], input);
  }
  // The real IANA zone keeps its POSIX sign: Etc/GMT-5 is five hours AHEAD of UTC.
  assert.equal(resolve('Etc/GMT-5').zone.offsetAt(t), 5 * 3600);
  assert.equal(resolve('GMT-5').zone.offsetAt(t), -5 * 3600);
  assert.equal(resolve('EST').zone.offsetAt(t), -5 * 3600);
  assert.equal(resolve('EST').zone.stateAt(t).isDst, false);
});

test('resolver: offsets out of range or malformed are not offsets', () => {
  for (const bad of ['+15:00', 'UTC+14:30', '+05:60', '+123', 'UTC+']) assert.equal(parseOffset(bad), undefined, bad);
  assert.deepEqual(parseOffset('UTC+5:30'), { seconds: 19800, prefix: 'UTC' });
});

// biome-ignore format: a table, one row a line
const errors: { input: string; message: string | RegExp }[] = [
  {
    input: 'IST',
    message:
      '"IST" in timezone is ambiguous: India Standard Time (Asia/Kolkata, +05:30), Irish Standard Time (Europe/Dublin, +01:00 in summer), Israel Standard Time (Asia/Jerusalem, +02:00). Pass the IANA name.',
  },
  {
    input: 'CST',
    message:
      '"CST" in timezone is ambiguous: Central Standard Time (America/Chicago, -06:00), China Standard Time (Asia/Shanghai, +08:00), Cuba Standard Time (America/Havana, -05:00). Pass the IANA name.',
  },
  { input: 'BST', message: /^"BST" in timezone is ambiguous: British Summer Time \(Europe\/London, \+01:00\), Bangladesh Standard Time \(Asia\/Dhaka, \+06:00\)\./ },
  {
    input: 'Springfield',
    message:
      '"Springfield" in timezone names places in 3 time zones: Springfield, Missouri, US (America/Chicago, pop 167k), Springfield, Massachusetts, US (America/New_York, pop 154k), Springfield, Oregon, US (America/Los_Angeles, pop 61k). Pass the IANA name, or add the region or country, e.g. "Springfield, MO".',
  },
  {
    input: 'USA',
    message:
      '"USA" in timezone (United States) spans 29 time zones: America/New_York (New York City), America/Los_Angeles (Los Angeles), America/Chicago (Chicago), America/Phoenix (Phoenix), America/Indiana/Indianapolis (Indianapolis), and 24 more. Pass the IANA name or a city.',
  },
  { input: 'Brazil', message: /^"Brazil" in timezone \(Brazil\) spans 16 time zones: America\/Sao_Paulo \(São Paulo\), / },
  { input: 'Hyderabad', message: /^"Hyderabad" in timezone names places in 2 time zones: Hyderābād, IN \(Asia\/Kolkata, pop 6\.8M\), Hyderabad, PK \(Asia\/Karachi, pop 1\.4M\)\./ },
  { input: 'Asia/Tokyoo', message: 'Unknown time zone "Asia/Tokyoo" in timezone. Did you mean "Asia/Tokyo"?' },
  { input: 'Tokiyo', message: 'Unknown time zone "Tokiyo" in timezone. Did you mean "Asia/Tokyo"?' },
  { input: 'Frankfurt am Mian', message: /^Unknown time zone "Frankfurt am Mian" in timezone\. Did you mean "Frankfurt am Main"\?$/ },
  { input: 'PSTT', message: /Did you mean .*"PST"/ },
  { input: 'Xyzzyq', message: 'Unknown time zone "Xyzzyq" in timezone. Use an IANA name such as "America/New_York", a city such as "Tokyo", or an offset such as "UTC+05:30".' },
  { input: '+15:00', message: /^Unknown time zone "\+15:00" in timezone\./ },
  { input: 'Springfield, Narnia', message: /^Unknown time zone "Springfield, Narnia"/ },
  { input: 'BRA', message: /^"BRA" in timezone \(Brazil\) spans \d+ time zones: America\/Sao_Paulo \(São Paulo\), / },
  // a country by its name in its own language or another script spans its zones as in English
  { input: 'España', message: /^"España" in timezone \(Spain\) spans 3 time zones: Europe\/Madrid \(Madrid\), / },
  { input: 'Россия', message: /^"Россия" in timezone \(Russia\) spans 2\d time zones: Europe\/Moscow \(Moscow\), / },
  // ... but not where the name is a place outside it too: Russian "Самоа" is Samoa and American
  // Samoa's clock; Arabic "عمان", its vowel signs aside, Oman and Amman
  { input: 'Самоа', message: /^"Самоа" in timezone is ambiguous: the country Samoa \(western\) \(Pacific\/Apia, [+-]1[134]:00\), American Samoa Time \(Pacific\/Pago_Pago, -11:00\)\./ },
  { input: 'عمان', message: /^"عمان" in timezone is ambiguous: the country Oman \(Asia\/Muscat, \+04:00\), Amman \(Asia\/Amman, \+0[23]:00\)\./ },
  // a name written with its language's marks is only a city that bears that spelling: Türi
  // (Estonia) is not Turin ("Turi", "Turín"), Balé (Burkina Faso) not Basel ("Bâle")
  { input: 'Türi', message: /^Unknown time zone "Türi" in timezone\. Did you mean "Turin"/ },
  { input: 'Balé', message: /^Unknown time zone "Balé" in timezone\./ },
  // an abbreviation that is an English word is the clock in capitals only ("CAT" is Central Africa
  // Time), and a direction alone is no division of Cameroon's or Zambia's
  { input: 'cat', message: /^Unknown time zone "cat" in timezone\./ },
  // ... nor, written so, a region's postal code ("ACT" is the Capital Territory's)
  { input: 'act', message: /^Unknown time zone "act" in timezone\./ },
  { input: 'West', message: /^Unknown time zone "West" in timezone\./ },
  { input: 'North-Western', message: /^Unknown time zone "North-Western" in timezone\./ },
  // a continent, as IANA's areas are named, is no town of that name (Asia, Philippines)
  { input: 'Asia', message: /^Unknown time zone "Asia" in timezone\./ },
  // Icelandic "Ísland" folds to an English word, and is not read as Iceland
  { input: 'Island', message: /^Unknown time zone "Island" in timezone\. Did you mean "Iceland"/ },
  // Guairá is a department of Paraguay as well as Guaíra, Brazil: both listed
  { input: 'Guairá', message: /^"Guairá" in timezone is ambiguous: the region Guairá, PY \(America\/Asuncion, -0[34]:00\), Guaíra, BR \(America\/Sao_Paulo, / },
  // DR Congo's old name (Angola's Zaire Province is smaller): its two zones
  { input: 'Zaire', message: /^"Zaire" in timezone \(Congo \(Dem\. Rep\.\)\) spans 2 time zones: Africa\/Kinshasa / },
  // an English county and a US town of its name; a Nigerian state and Tokyo's old name
  { input: 'Essex', message: /^"Essex" in timezone is ambiguous: the region Essex, GB \(Europe\/London, \+0[01]:00\), Essex, Maryland, US \(America\/New_York, / },
  { input: 'Edo', message: /^"Edo" in timezone is ambiguous: Tokyo, JP \(Asia\/Tokyo, pop [\d.]+M\), the region Edo State, NG \(Africa\/Lagos, \+01:00\)/ },
  // CLDR's "Georgia Time" is the country's clock, but Georgia is a US state too, as the name alone is
  { input: 'Georgia time', message: /^"Georgia time" in timezone is ambiguous: the country Georgia \(Asia\/Tbilisi, \+04:00\), the region Georgia, US \(America\/New_York, / },
];

for (const e of errors) {
  test(`resolver error: ${JSON.stringify(e.input)}`, () => {
    assert.throws(
      () => resolve(e.input),
      (err: unknown) => {
        assert.ok(err instanceof InputError, String(err));
        assert.equal(err.field, 'timezone');
        assert.ok(err.code === 'zone.unknown' || err.code === 'zone.ambiguous', err.code);
        if (typeof e.message === 'string') assert.equal(err.message, e.message);
        else assert.match(err.message, e.message);
        return true;
      },
    );
  });
}

test('resolver: bad input never crashes or hangs', () => {
  const inputs = [
    '/',
    ',',
    ',,,',
    '(',
    '\u0000',
    'a'.repeat(128),
    ' / / ',
    'UTC+99',
    '🙂',
    'Ελλάδα',
    '東京',
    '+',
    '-',
    'time',
    ' time',
    'London,',
    ', London',
  ];
  for (const input of inputs) {
    const r = lookupZone(db, input);
    assert.ok(['found', 'ambiguous', 'unknown'].includes(r.kind), input);
  }
});

test('city table: at least 20,000 cities, every zone in the tz snapshot, largest first per name', () => {
  const names = zoneNames();
  assert.ok(names.cities.length >= 20000, `${names.cities.length} cities`);
  const missing = new Set<string>();
  for (const c of names.cities) if (!db.lookup(c.zone) || db.lookup(c.zone)!.name !== c.zone) missing.add(c.zone);
  assert.deepEqual([...missing], []);
  for (const c of names.countries) for (const z of c.zones) assert.ok(db.lookup(z), `${c.code} ${z}`);
  assert.ok(names.cities.every((c) => /^[A-Z]{2}$/.test(c.country)));
  // 15,000 people or more, but for capitals (Valletta, Vaduz): one at most a country
  const small = names.cities.filter((c) => c.population < 15000).map((c) => c.country);
  assert.ok(small.length < 60 && new Set(small).size === small.length, small.join(' '));
  const springfields = names.citiesNamed(foldName('Springfield')).map((m) => m.city.population);
  assert.deepEqual(
    springfields,
    [...springfields].sort((a, b) => b - a),
  );
});

test('city table: every city resolves when qualified by its country (US: state) to a zone in the snapshot', () => {
  const names = zoneNames();
  const unknown: string[] = [];
  let ambiguous = 0;
  for (const c of names.cities) {
    const qualified = c.country === 'US' ? `${c.name}, ${c.region}` : `${c.name}, ${c.country}`;
    const r = lookupZone(db, qualified);
    if (r.kind === 'unknown') unknown.push(qualified);
    else if (r.kind === 'ambiguous')
      ambiguous++; // namesakes in one country, in different zones
    else assert.ok(db.lookup(r.match.name), qualified);
  }
  assert.deepEqual(unknown, []);
  assert.ok(ambiguous < names.cities.length / 100, `${ambiguous} ambiguous`);
});

test('every abbreviation names zones in the tz snapshot', () => {
  const names = zoneNames();
  for (const key of names.abbreviationKeys()) {
    for (const c of names.abbreviation(foldName(key))!.candidates) assert.ok(db.lookup(c.zone), `${key}: ${c.zone}`);
  }
});

test('countries: lookup and the countries using a zone', () => {
  assert.deepEqual(findCountry('Japan')?.zones, ['Asia/Tokyo']);
  assert.equal(findCountry('us')?.zones.length, 29);
  assert.equal(findCountry('Narnia'), undefined);
  assert.deepEqual(countriesUsing(db, 'Asia/Kolkata'), ['IN']);
  assert.deepEqual(countriesUsing(db, 'Asia/Calcutta'), ['IN']);
  assert.deepEqual(countriesUsing(db, 'UTC'), []);
});

test('resolver: an abbreviation a country reads as its own ("PST" in the Philippines, "SST" in Singapore) is that where the call stands there, else the other', () => {
  // Republic Act 10535 names the Philippines' time Philippine Standard Time (PST); Singapore's is also written SST
  const read = (text: string, context: string[]) => {
    const r = inCountryOf(db, lookupZone(db, text), context);
    assert.equal(r.kind, 'found');
    return r.kind === 'found' ? [r.match.name, (r.match.alternatives ?? []).map((a) => a.name)] : [];
  };
  assert.deepEqual(read('PST', ['Asia/Manila']), ['Asia/Manila', ['America/Los_Angeles']]);
  assert.deepEqual(read('PST', ['America/New_York']), ['America/Los_Angeles', ['Asia/Manila']]);
  assert.deepEqual(read('PST', ['Europe/London']), ['America/Los_Angeles', ['Asia/Manila']]);
  assert.deepEqual(read('PST', []), ['America/Los_Angeles', ['Asia/Manila']]);
  assert.deepEqual(read('SST', ['Asia/Singapore']), ['Asia/Singapore', ['Pacific/Pago_Pago']]);
});

test("resolver: the IANA zones EST and MST are read as a country's own where the call stands there (Australia, Malaysia), else literally", () => {
  // Australians write EST for their eastern states' standard time (UTC+10:00, Queensland's all year);
  // Malaysia's Standard Time (UTC+08:00) is written MST
  const read = (text: string, context: string[]) => {
    const r = inCountryOf(db, lookupZone(db, text), context);
    assert.equal(r.kind, 'found');
    return r.kind === 'found'
      ? [r.match.name, (r.match.alternatives ?? []).map((a) => a.name), r.match.zone.offsetAt(Date.UTC(2026, 11, 7) / 1000)]
      : [];
  };
  assert.deepEqual(read('MST', ['Asia/Kuala_Lumpur']), ['Asia/Kuala_Lumpur', ['MST'], 8 * 3600]);
  assert.deepEqual(read('EST', ['Australia/Perth']), ['Australia/Brisbane', ['EST'], 10 * 3600]);
  assert.deepEqual(read('est', ['Australia/Sydney']), ['Australia/Brisbane', ['EST'], 10 * 3600]);
  assert.deepEqual(read('EST', ['America/Chicago']), ['EST', ['Australia/Brisbane'], -5 * 3600]);
  assert.deepEqual(read('MST', []), ['MST', ['Asia/Kuala_Lumpur'], -7 * 3600]);
  // HST has no reading of another country's: nothing listed
  assert.deepEqual(read('HST', ['Australia/Perth']), ['HST', [], -10 * 3600]);
});
