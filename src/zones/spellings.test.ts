// Every way people write a place or a zone: CLDR's names, regions, compound and sloppy
// forms, invented IANA names, countries, other languages; the wrong answers of before as regression
// rows; and a generated test over every CLDR exemplar city and metazone name in the data built.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { at, db } from '../../test/helpers.js';
import { InputError } from '../core/errors.js';
import { foldName } from '../core/fold.js';
import { zoneNames } from './names.js';
import { resolveZone, type ResolvedZone } from './resolve.js';
import { lookupZone, suggest, type ZoneLookup } from './resolver.js';

/** The README's clock: Monday 2026-11-30, northern winter. */
const NOW = at('2026-11-30T12:00:00Z');
const resolve = (input: string, when = NOW): ResolvedZone => resolveZone(db, input, 'Europe/Warsaw', 'timezone', when);

interface Found {
  input: string;
  name: string;
  via: ResolvedZone['via'];
  note?: string | RegExp;
  /** When the call is about, if not NOW. */
  at?: string;
}
interface Refused {
  input: string;
  code: 'zone.ambiguous' | 'zone.unknown' | 'zone.malformed';
  message: string | RegExp;
}

function foundRows(title: string, rows: Found[]): void {
  for (const r of rows) {
    test(`${title}: ${JSON.stringify(r.input)} -> ${r.name}`, () => {
      const z = resolve(r.input, r.at ? at(r.at) : NOW);
      assert.deepEqual([z.name, z.via], [r.name, r.via]);
      if (r.note === undefined) assert.equal(z.note, undefined);
      else if (typeof r.note === 'string') assert.equal(z.note, r.note);
      else assert.match(z.note ?? '', r.note);
    });
  }
}

function refusedRows(title: string, rows: Refused[]): void {
  for (const r of rows) {
    test(`${title}: ${JSON.stringify(r.input.slice(0, 40))} is refused`, () => {
      assert.throws(
        () => resolve(r.input),
        (err: unknown) => {
          assert.ok(err instanceof InputError, String(err));
          assert.equal(err.field, 'timezone');
          assert.equal(err.code, r.code);
          if (typeof r.message === 'string') assert.equal(err.message, r.message);
          else assert.match(err.message, r.message);
          return true;
        },
      );
    });
  }
}

// The answers that were wrong, with no error, before (get_current_time on 2026-11-30).
foundRows('regression', [
  { input: 'Samoa', name: 'Pacific/Apia', via: 'country' },
  { input: 'Samoa Time', name: 'Pacific/Apia', via: 'abbreviation' },
  {
    input: 'Ontario',
    name: 'America/Toronto',
    via: 'region',
    note: 'Read as the region Ontario, CA; Ontario, California, US would be America/Los_Angeles. Ontario also has America/Winnipeg (-05:00, 0.1% of its people).',
  },
  { input: 'Acre Time', name: 'America/Rio_Branco', via: 'abbreviation' },
  { input: 'Davis Time', name: 'Antarctica/Davis', via: 'abbreviation' },
  { input: 'Yukon Time', name: 'America/Whitehorse', via: 'abbreviation' },
  { input: 'Vincennes, Indiana', name: 'America/Indiana/Vincennes', via: 'city' },
  { input: 'Coyhaique', name: 'America/Coyhaique', via: 'city' },
  { input: 'Ceuta', name: 'Africa/Ceuta', via: 'city' },
  // US zone shorthands that are also country codes answer the zone, the country named (readings.test.ts).
  { input: 'ET', name: 'America/New_York', via: 'abbreviation', note: 'Read as Eastern Time; Ethiopia would be Africa/Addis_Ababa.' },
  { input: 'MT', name: 'America/Denver', via: 'abbreviation', note: 'Read as Mountain Time; Malta would be Europe/Malta.' },
  { input: 'PT', name: 'America/Los_Angeles', via: 'abbreviation', note: 'Read as Pacific Time; Portugal would be Europe/Lisbon.' },
]);
refusedRows('regression', [
  {
    input: 'AT',
    code: 'zone.ambiguous',
    message: '"AT" in timezone is ambiguous: Atlantic Time (America/Halifax, -04:00), Austria (Europe/Vienna, +01:00). Pass the IANA name.',
  },
  {
    input: 'LA',
    code: 'zone.ambiguous',
    message:
      '"LA" in timezone is ambiguous: Los Angeles, California, US (America/Los_Angeles, -08:00), Laos (Asia/Vientiane, +07:00), Louisiana, US (America/Chicago, -06:00). Pass the IANA name.',
  },
  {
    input: 'Central',
    code: 'zone.ambiguous',
    message:
      '"Central" in timezone is ambiguous: US Central Time (America/Chicago, -06:00/-05:00), Central European Time (Europe/Brussels, +01:00/+02:00), Australian Central Time (Australia/Adelaide, +09:30/+10:30). Pass the IANA name.',
  },
  {
    input: 'Georgia',
    code: 'zone.ambiguous',
    message:
      '"Georgia" in timezone is ambiguous: the country Georgia (Asia/Tbilisi, +04:00), the region Georgia, US (America/New_York, -05:00). Pass the IANA name.',
  },
  {
    input: 'Kochi',
    code: 'zone.ambiguous',
    message:
      /^"Kochi" in timezone names places in 2 time zones: Cochin, IN \(Asia\/Kolkata, pop 605k\), Kochi, JP \(Asia\/Tokyo, pop 332k\)\./,
  },
]);

// biome-ignore format: a table, one row a line
foundRows('CLDR metazone and zone names', [
  { input: 'Australian Eastern Standard Time', name: 'Australia/Sydney', via: 'abbreviation', note: 'Australian Eastern Standard Time (+10:00) is not in effect on 2026-11-30: Australia/Sydney is on daylight time (+11:00) then.' },
  { input: 'Australian Eastern Standard Time', name: 'Australia/Sydney', via: 'abbreviation', at: '2026-07-01T00:00:00Z' },
  { input: 'British Summer Time', name: 'Europe/London', via: 'abbreviation', note: 'British Summer Time (+01:00) is not in effect on 2026-11-30: Europe/London is on standard time (+00:00) then.' },
  { input: 'British Summer Time', name: 'Europe/London', via: 'abbreviation', at: '2026-07-01T00:00:00Z' },
  { input: 'Japan Standard Time', name: 'Asia/Tokyo', via: 'abbreviation' },
  { input: 'Greenwich Mean Time', name: 'Etc/GMT', via: 'abbreviation', note: 'Greenwich Mean Time is a fixed UTC+00:00; UK time, with British Summer Time, is Europe/London.' },
  { input: 'Coordinated Universal Time', name: 'Etc/UTC', via: 'abbreviation' },
  { input: 'Central European Summer Time', name: 'Europe/Brussels', via: 'abbreviation', note: /^Central European Summer Time \(\+02:00\) is not in effect on 2026-11-30/ },
  { input: 'Gulf Standard Time', name: 'Asia/Dubai', via: 'abbreviation' },
  { input: 'AET', name: 'Australia/Sydney', via: 'abbreviation' },
  { input: 'AEST', name: 'Australia/Sydney', via: 'abbreviation', note: /not in effect on 2026-11-30: Australia\/Sydney is on daylight time \(\+11:00\)/ },
  { input: 'PDT', name: 'America/Los_Angeles', via: 'abbreviation', note: 'Pacific Daylight Time (-07:00) is not in effect on 2026-11-30: America/Los_Angeles is on standard time (-08:00) then.' },
  { input: 'PDT', name: 'America/Los_Angeles', via: 'abbreviation', at: '2026-07-01T00:00:00Z' },
  { input: 'Pacific Daylight Time', name: 'America/Los_Angeles', via: 'abbreviation', note: /^Pacific Daylight Time \(-07:00\) is not in effect/ },
  { input: 'CT', name: 'America/Chicago', via: 'abbreviation' },
  { input: 'Hawaii-Aleutian Standard Time', name: 'Pacific/Honolulu', via: 'abbreviation' },
  { input: 'India Standard Time', name: 'Asia/Kolkata', via: 'windows' },
  { input: 'Indian Standard Time', name: 'Asia/Kolkata', via: 'abbreviation' },
  { input: 'American Samoa Time', name: 'Pacific/Pago_Pago', via: 'abbreviation' },
  // Chatham is already on 2026-12-01.
  { input: 'Chatham Standard Time', name: 'Pacific/Chatham', via: 'abbreviation', note: 'Chatham Standard Time (+12:45) is not in effect on 2026-12-01: Pacific/Chatham is on daylight time (+13:45) then.' },
  { input: 'Chatham Islands Standard Time', name: 'Pacific/Chatham', via: 'windows' },
]);

foundRows('regions', [
  { input: 'California', name: 'America/Los_Angeles', via: 'region' },
  { input: 'Bavaria', name: 'Europe/Berlin', via: 'region' },
  // every country's first-level regions, not only the largest countries'; a town elsewhere is the alternative
  { input: 'Kasaï', name: 'Africa/Lubumbashi', via: 'region', note: 'Read as the region Kasai, CD; Kasai, JP would be Asia/Tokyo.' },
  {
    input: 'Lara',
    name: 'America/Caracas',
    via: 'region',
    note: 'Read as the region Lara, VE; Lara, Victoria, AU would be Australia/Melbourne.',
  },
  {
    input: 'Canterbury',
    name: 'Pacific/Auckland',
    via: 'region',
    note: 'Read as the region Canterbury, NZ; Canterbury, England, GB would be Europe/London.',
  },
  // capitals under 15,000 people
  { input: 'Valletta', name: 'Europe/Malta', via: 'city' },
  { input: 'Basseterre', name: 'America/St_Kitts', via: 'city' },
  { input: 'Bayern', name: 'Europe/Berlin', via: 'region' },
  { input: 'Queensland', name: 'Australia/Brisbane', via: 'region' },
  { input: 'Hawaii', name: 'Pacific/Honolulu', via: 'region' },
  { input: 'Maharashtra', name: 'Asia/Kolkata', via: 'region' },
  { input: 'Guangdong', name: 'Asia/Shanghai', via: 'region' },
  { input: 'Jalisco', name: 'America/Mexico_City', via: 'region', note: 'Jalisco also has America/Bahia_Banderas (the same clock now).' },
  {
    input: 'Amazonas',
    name: 'America/Manaus',
    via: 'region',
    note: 'Read as the region Amazonas, BR; the region Amazonas Department, CO would be America/Bogota. Amazonas also has America/Eirunepe (-05:00, 0.6% of its people).',
  },
  { input: 'British Columbia', name: 'America/Vancouver', via: 'region', note: /^British Columbia also has / },
  { input: 'São Paulo', name: 'America/Sao_Paulo', via: 'city' },
  { input: 'Springfield, Missouri', name: 'America/Chicago', via: 'city' },
  { input: 'Portland, Maine', name: 'America/New_York', via: 'city' },
]);
// biome-ignore format: a table, one row a line
refusedRows('regions', [
  { input: 'Texas', code: 'zone.ambiguous', message: '"Texas" in timezone (Texas, US) spans 2 time zones: America/Chicago (Houston), America/Denver (El Paso). Pass the IANA name or a city.' },
  { input: 'Indiana', code: 'zone.ambiguous', message: /^"Indiana" in timezone \(Indiana, US\) spans 2 time zones: America\/Indiana\/Indianapolis \(Indianapolis\), America\/Chicago \(Evansville\)\./ },
  { input: 'Xinjiang', code: 'zone.ambiguous', message: /spans 2 time zones: Asia\/Urumqi \(Ürümqi\), Asia\/Shanghai/ },
  { input: 'Washington', code: 'zone.ambiguous', message: /^"Washington" in timezone is ambiguous: the region Washington, US \(America\/Los_Angeles, -08:00\), Washington, District of Columbia, US \(America\/New_York, pop 690k\)/ },
]);

// biome-ignore format: a table, one row a line
foundRows('compound and sloppy forms', [
  { input: 'EST/EDT', name: 'America/New_York', via: 'fuzzy-name', note: 'The parts of "EST/EDT" agree on America/New_York.' },
  { input: 'PST/PDT', name: 'America/Los_Angeles', via: 'abbreviation' },
  { input: 'CET/CEST', name: 'Europe/Brussels', via: 'fuzzy-name', note: 'The parts of "CET/CEST" agree on Europe/Brussels.' },
  { input: 'Eastern Time (US & Canada)', name: 'America/New_York', via: 'abbreviation' },
  { input: '(UTC-05:00) Eastern Time (US & Canada)', name: 'America/New_York', via: 'windows' },
  { input: 'Pacific Time (US & Canada)', name: 'America/Los_Angeles', via: 'abbreviation' },
  { input: 'IST (UTC+5:30)', name: 'Asia/Kolkata', via: 'abbreviation' },
  // A stated offset of one season reads in any season, its note judged at the instant asked about.
  { input: 'EST (UTC-4)', name: 'America/New_York', via: 'fuzzy-name', note: 'UTC-4 (-04:00) is not in effect on 2026-11-30: America/New_York is on standard time (-05:00) then.' },
  { input: 'EST (UTC-4)', name: 'America/New_York', via: 'fuzzy-name', at: '2026-07-15T12:00:00Z' },
  { input: 'CEST (UTC+2)', name: 'Europe/Brussels', via: 'abbreviation', note: 'Central European Summer Time (+02:00) is not in effect on 2026-11-30: Europe/Brussels is on standard time (+01:00) then.' },
  { input: 'CEST (UTC+2)', name: 'Europe/Brussels', via: 'abbreviation', at: '2026-07-15T12:00:00Z' },
  // A leading "(UTC-05:00)", as Windows writes it, is a standard offset: Springfield, Massachusetts, not Missouri in summer.
  { input: '(UTC-05:00) Springfield', name: 'America/New_York', via: 'city' },
  { input: '(UTC-06:00) Springfield', name: 'America/Chicago', via: 'city' },
  { input: 'IST (+02:00)', name: 'Asia/Jerusalem', via: 'abbreviation' },
  { input: 'CST (China)', name: 'Asia/Shanghai', via: 'abbreviation' },
  { input: 'America/New_York (EST)', name: 'America/New_York', via: 'fuzzy-name', note: 'The parts of "America/New_York (EST)" agree on America/New_York.' },
  { input: 'UTC–5', name: 'UTC-05:00', via: 'offset' },
  { input: 'UTC—5', name: 'UTC-05:00', via: 'offset' },
  { input: 'UTC−5', name: 'UTC-05:00', via: 'offset' },
  { input: 'UTC+5.5', name: 'UTC+05:30', via: 'offset' },
  { input: 'GMT+5.75', name: 'UTC+05:45', via: 'offset' },
  { input: '-3.5', name: 'UTC-03:30', via: 'offset' },
  { input: 'NYC', name: 'America/New_York', via: 'city', note: 'Read as New York City, New York, US (pop 8.8M), by another of its names.' },
  { input: 'DC', name: 'America/New_York', via: 'city' },
  { input: 'Bay Area', name: 'America/Los_Angeles', via: 'city', note: 'Read as San Francisco, California, US (pop 865k), by another of its names.' },
  { input: 'Wallis & Futuna', name: 'Pacific/Wallis', via: 'country' },
]);
refusedRows('compound and sloppy forms', [
  {
    input: 'America/New_York (PST)',
    code: 'zone.ambiguous',
    message:
      '"America/New_York (PST)" in timezone is ambiguous: America/New_York (America/New_York, -05:00), PST (America/Los_Angeles, -08:00). Pass the IANA name.',
  },
  { input: 'UTC+5.3', code: 'zone.unknown', message: /^Unknown time zone "UTC\+5\.3"/ },
]);

// Windows display names as Windows and Outlook show them (data/windows-display-names.json), and
// lists of that shape that Windows does not ship, read through their places.
foundRows('Windows display names', [
  { input: '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna', name: 'Europe/Berlin', via: 'windows' },
  { input: '(GMT+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna', name: 'Europe/Berlin', via: 'windows' },
  { input: '(utc+01:00)  amsterdam,berlin, bern, rome, stockholm, vienna', name: 'Europe/Berlin', via: 'windows' },
  { input: 'Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna', name: 'Europe/Berlin', via: 'windows' },
  { input: '(UTC+01:00) Brussels, Copenhagen, Madrid, Paris', name: 'Europe/Paris', via: 'windows' },
  { input: '(UTC+00:00) Dublin, Edinburgh, Lisbon, London', name: 'Europe/London', via: 'windows' },
  { input: '(UTC) Coordinated Universal Time', name: 'Etc/UTC', via: 'windows' },
  { input: '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi', name: 'Asia/Kolkata', via: 'windows' },
  { input: '(UTC+05:45) Kathmandu', name: 'Asia/Kathmandu', via: 'windows' },
  { input: '(UTC-03:30) Newfoundland', name: 'America/St_Johns', via: 'windows' },
  { input: '(UTC+12:45) Chatham Islands', name: 'Pacific/Chatham', via: 'windows' },
  { input: '(UTC+13:00) Samoa', name: 'Pacific/Apia', via: 'windows' },
  { input: '(UTC-10:00) Hawaii', name: 'Pacific/Honolulu', via: 'windows' },
  { input: '(UTC-08:00) Pacific Time (US & Canada)', name: 'America/Los_Angeles', via: 'windows' },
  { input: '(UTC-07:00) Arizona', name: 'America/Phoenix', via: 'windows' },
  { input: '(UTC+10:00) Canberra, Melbourne, Sydney', name: 'Australia/Sydney', via: 'windows' },
  // Windows in German, Japanese, Russian.
  { input: '(UTC+01:00) Amsterdam, Berlin, Bern, Rom, Stockholm, Wien', name: 'Europe/Berlin', via: 'windows' },
  { input: '(UTC+09:00) 大阪、札幌、東京', name: 'Asia/Tokyo', via: 'windows' },
  { input: '(UTC+03:00) Москва, Санкт-Петербург', name: 'Europe/Moscow', via: 'windows' },
  // Not shipped by Windows: the places it lists, when they keep one clock at the stated offset.
  {
    input: '(UTC+01:00) Berlin, Paris',
    name: 'Europe/Berlin',
    via: 'city',
    note: '"(UTC+01:00) Berlin, Paris" is not a display name Windows ships; Berlin, Paris keep one clock at +01:00, Europe/Berlin.',
  },
  { input: '(UTC-07:00) La Paz, Mazatlan', name: 'America/Mazatlan', via: 'windows' },
  // The offset picks La Paz, Baja California Sur, over La Paz, Bolivia.
  {
    input: '(UTC-07:00) La Paz, Culiacan',
    name: 'America/Mazatlan',
    via: 'city',
    note: '"(UTC-07:00) La Paz, Culiacan" is not a display name Windows ships; La Paz, Culiacan keep one clock at -07:00, America/Mazatlan.',
  },
]);
refusedRows('Windows display names', [
  // The offset disagrees with the display name's own (+01:00): both readings, never either alone.
  {
    input: '(UTC+02:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna',
    code: 'zone.ambiguous',
    message:
      '"(UTC+02:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna" in timezone is ambiguous: the Windows zone W. Europe Standard Time, "(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna" (Europe/Berlin, +01:00), the offset it states (UTC+02:00). Pass the IANA name.',
  },
  {
    input: '(UTC-06:00) Eastern Time (US & Canada)',
    code: 'zone.ambiguous',
    message:
      '"(UTC-06:00) Eastern Time (US & Canada)" in timezone is ambiguous: the Windows zone Eastern Standard Time, "(UTC-05:00) Eastern Time (US & Canada)" (America/New_York, -05:00), the offset it states (UTC-06:00). Pass the IANA name.',
  },
  // The places disagree with the offset, or with each other.
  {
    input: '(UTC+02:00) Berlin, Paris',
    code: 'zone.ambiguous',
    message:
      '"(UTC+02:00) Berlin, Paris" in timezone is ambiguous: Berlin (Europe/Berlin, standard offset +01:00), the offset it states (UTC+02:00). Pass the IANA name.',
  },
  {
    input: '(UTC+01:00) Berlin, London',
    code: 'zone.ambiguous',
    message:
      '"(UTC+01:00) Berlin, London" in timezone is ambiguous: Berlin (Europe/Berlin, standard offset +01:00), London (Europe/London, standard offset +00:00), the offset it states (UTC+01:00). Pass the IANA name.',
  },
  // Windows' name before 2022: Chihuahua and Mazatlan no longer keep one clock.
  {
    input: '(UTC-07:00) Chihuahua, La Paz, Mazatlan',
    code: 'zone.ambiguous',
    message:
      '"(UTC-07:00) Chihuahua, La Paz, Mazatlan" in timezone is ambiguous: Chihuahua (America/Ciudad_Juarez, standard offset -07:00), La Paz (America/Mazatlan, standard offset -07:00). Pass the IANA name.',
  },
  {
    input: '(UTC+01:00) Berlin, Nowhereville',
    code: 'zone.unknown',
    message: /^Unknown time zone "\(UTC\+01:00\) Berlin, Nowhereville" in timezone\./,
  },
]);

test('every Windows display name in the data resolves to its Windows zone, or names it', () => {
  const data = JSON.parse(readFileSync(new URL('../../data/windows-display-names.json', import.meta.url), 'utf8')) as {
    names: Record<string, string[]>;
  };
  const windows = JSON.parse(readFileSync(new URL('../../data/windows-zones.json', import.meta.url), 'utf8')) as Record<string, string>;
  const misses: string[] = [];
  let count = 0;
  for (const [id, list] of Object.entries(data.names)) {
    for (const display of list) {
      count++;
      const r = lookupZone(db, display, { at: NOW });
      if (!names(r, windows[id]!)) misses.push(`${display} (${id}, ${windows[id]}): ${r.kind === 'found' ? r.match.name : r.kind}`);
    }
  }
  assert.ok(count > 1000, `${count} display names`);
  assert.deepEqual(misses, []);
});

// biome-ignore format: a table, one row a line
foundRows('IANA-shaped names that do not exist', [
  { input: 'Asia/Beijing', name: 'Asia/Shanghai', via: 'city', note: '"Asia/Beijing" is not an IANA zone; Beijing is in Asia/Shanghai.' },
  { input: 'America/San_Francisco', name: 'America/Los_Angeles', via: 'city', note: /^"America\/San_Francisco" is not an IANA zone; San Francisco is in America\/Los_Angeles\. Read as San Francisco, California, US/ },
  { input: 'Europe/Frankfurt', name: 'Europe/Berlin', via: 'city', note: '"Europe/Frankfurt" is not an IANA zone; Frankfurt is in Europe/Berlin.' },
  { input: 'America/Sao_Paolo', name: 'America/Sao_Paulo', via: 'city', note: '"America/Sao_Paolo" is not an IANA zone; Sao Paolo is in America/Sao_Paulo.' },
  { input: 'Asia/Tokio', name: 'Asia/Tokyo', via: 'city', note: '"Asia/Tokio" is not an IANA zone; Tokio is in Asia/Tokyo.' },
]);
refusedRows('IANA-shaped names that do not exist', [
  // The city part is in another area: not read as it.
  { input: 'Asia/Paris', code: 'zone.unknown', message: /^Unknown time zone "Asia\/Paris" in timezone\./ },
  { input: 'Asia/Tokyoo', code: 'zone.unknown', message: 'Unknown time zone "Asia/Tokyoo" in timezone. Did you mean "Asia/Tokyo"?' },
]);

// biome-ignore format: a table, one row a line
foundRows('countries', [
  { input: 'China', name: 'Asia/Shanghai', via: 'country', note: 'China also has Asia/Urumqi (+06:00, 1.6% of its people).' },
  { input: 'Chile', name: 'America/Santiago', via: 'country', note: /^Chile also has America\/Punta_Arenas \(-03:00, [\d.]+% of its people\); Pacific\/Easter/ },
  { input: 'Argentina', name: 'America/Argentina/Buenos_Aires', via: 'country', note: /^Argentina also has America\/Argentina\/Cordoba, .* \(the same clock now\)\.$/ },
  { input: 'Germany', name: 'Europe/Berlin', via: 'country', note: 'Germany also has Europe/Busingen, for small places only.' },
  { input: 'Portugal ', name: 'Portugal', via: 'iana' },
]);
refusedRows('countries', [
  { input: 'USA', code: 'zone.ambiguous', message: /^"USA" in timezone \(United States\) spans 29 time zones/ },
  { input: 'Russia', code: 'zone.ambiguous', message: /^"Russia" in timezone \(Russia\) spans 26 time zones/ },
  { input: 'Brazil', code: 'zone.ambiguous', message: /^"Brazil" in timezone \(Brazil\) spans 16 time zones/ },
  { input: 'Australia', code: 'zone.ambiguous', message: /^"Australia" in timezone \(Australia\) spans 12 time zones/ },
  { input: 'Mexico', code: 'zone.ambiguous', message: /^"Mexico" in timezone \(Mexico\) spans 12 time zones/ },
]);

// biome-ignore format: a table, one row a line
foundRows('the five-times rule', [
  { input: 'Geneva', name: 'Europe/Zurich', via: 'city', note: 'Read as Genève, CH (pop 184k), by another of its names; Geneva, Illinois, US would be America/Chicago.' },
  { input: 'London', name: 'Europe/London', via: 'city', note: 'Read as London, England, GB (pop 9.0M); London, Ontario, CA would be America/Toronto.' },
  { input: 'New York', name: 'America/New_York', via: 'city' },
  { input: 'Canton', name: 'Asia/Shanghai', via: 'city', note: /^Read as Guangzhou, CN \(pop 16M\), by another of its names; Canton, / },
]);

foundRows('other languages', [
  { input: '東京', name: 'Asia/Tokyo', via: 'city' },
  { input: '东京', name: 'Asia/Tokyo', via: 'city' },
  { input: 'Нью-Йорк', name: 'America/New_York', via: 'city' },
  { input: '北京', name: 'Asia/Shanghai', via: 'city' },
  { input: 'Ciudad de México', name: 'America/Mexico_City', via: 'city' },
  { input: '서울', name: 'Asia/Seoul', via: 'city' },
  { input: 'القاهرة', name: 'Africa/Cairo', via: 'city' },
  { input: 'मुंबई', name: 'Asia/Kolkata', via: 'city' },
  { input: 'Mitteleuropäische Zeit', name: 'Europe/Paris', via: 'abbreviation' },
  { input: 'heure normale du Pacifique nord-américain', name: 'America/Los_Angeles', via: 'abbreviation' },
  { input: '日本標準時', name: 'Asia/Tokyo', via: 'abbreviation' },
]);

// biome-ignore format: a table, one row a line
refusedRows('bad input', [
  { input: 'x'.repeat(10_000), code: 'zone.malformed', message: 'The time zone in timezone is 10000 characters long; a zone name is at most 200. Pass an IANA name such as "America/New_York".' },
  { input: 'Tokyo\u0007', code: 'zone.malformed', message: 'The time zone in timezone ("Tokyo\\u0007") contains control characters. Pass the name alone, such as "America/New_York".' },
  { input: 'Lоndon', code: 'zone.malformed', message: 'The time zone in timezone ("Lоndon") mixes letters of several scripts. Pass the name in one script, such as "Tokyo" or "東京".' },
  { input: 'Tokyo東京', code: 'zone.malformed', message: /mixes letters of several scripts/ },
  { input: 'Xyzzyq', code: 'zone.unknown', message: /^Unknown time zone "Xyzzyq" in timezone\. Use an IANA name/ },
]);

test('bad input is refused in bounded time, whatever its size', () => {
  for (const input of [
    'a'.repeat(10_000),
    'Lо'.repeat(5000),
    '\u0000'.repeat(10_000),
    `${'New York '.repeat(22)}`,
    'Springfield,'.repeat(16),
  ]) {
    const t0 = process.hrtime.bigint();
    const r = lookupZone(db, input, { at: NOW });
    assert.ok(['found', 'ambiguous', 'unknown'].includes(r.kind));
    // A generous bound for a shared machine: the point is that no input is searched character by character.
    assert.ok(Number(process.hrtime.bigint() - t0) / 1e6 < 2000, input.slice(0, 20));
  }
});

test('a suggestion never repeats the input', () => {
  for (const input of ['Wallis & Futuna', 'Wallis and Futuna', 'Virgin Islands', 'Frankfurt am Mian', 'Tokiyo', 'Sao Paolo Brazil']) {
    const folded = foldName(input);
    for (const s of suggest(db, input, zoneNames())) assert.notEqual(foldName(s), folded, `${input}: ${s}`);
  }
});

/** The zone is named in the answer: found there (or a zone keeping its clock), in its note, or among the candidates. */
function names(r: ZoneLookup, zone: string): boolean {
  const same = (z: string) => z === zone || db.lookup(z)?.canonical === db.lookup(zone)?.canonical;
  const inNote = (note = '') => [...note.matchAll(/[A-Z][A-Za-z_-]+(?:\/[A-Za-z_-]+)+/g)].some(([z]) => same(z));
  if (r.kind === 'found') return same(r.match.name) || inNote(r.match.note) || sameNow(r.match.name, zone);
  if (r.kind === 'ambiguous') return r.zones.some((z) => same(z) || sameNow(z, zone));
  return false;
}
function sameNow(a: string, b: string): boolean {
  const za = db.lookup(a);
  const zb = db.lookup(b);
  if (!za || !zb) return false;
  const x = db.zone(za.canonical);
  const y = db.zone(zb.canonical);
  return [0, 91, 182, 273].every((d) => x.offsetAt(NOW + d * 86400) === y.offsetAt(NOW + d * 86400));
}

test('every English exemplar city of CLDR resolves to its zone, or names it', () => {
  const misses: string[] = [];
  const { exemplars } = zoneNames();
  assert.ok(exemplars.length >= 400, `${exemplars.length} exemplar cities`);
  for (const { name, zone } of exemplars) {
    const r = lookupZone(db, name, { at: NOW });
    if (!names(r, zone)) misses.push(`${name} (${zone}): ${r.kind === 'found' ? r.match.name : r.kind}`);
  }
  assert.deepEqual(misses, []);
});

test('every abbreviation and metazone name, curated or CLDR, resolves to one of its zones, or names them', () => {
  const names_ = zoneNames();
  const misses: string[] = [];
  const keys = names_.abbreviationKeys();
  assert.ok(keys.length >= 400, `${keys.length} names`);
  for (const key of keys) {
    const r = lookupZone(db, key, { at: NOW });
    const candidates = names_.abbreviation(foldName(key))!.candidates;
    const general = candidates.filter((c) => !c.local).map((c) => c.zone);
    // a country's own reading only (EST in Australia, on top of the IANA zone): offered beside it
    const offered = (z: string) =>
      r.kind === 'found' && (r.match.alternatives ?? []).some((a) => db.lookup(a.name)?.canonical === db.lookup(z)?.canonical);
    const ok = general.length ? general.some((z) => names(r, z)) : candidates.every((c) => offered(c.zone));
    if (!ok) misses.push(`${key}: ${r.kind === 'found' ? r.match.name : r.kind}`);
  }
  assert.deepEqual(misses, []);
});

for (const lang of ['ja', 'zh', 'ru', 'ar', 'hi', 'ko', 'de', 'fr', 'es', 'pt']) {
  test(`every CLDR exemplar city and metazone name in ${lang} resolves to its zone, or names it`, () => {
    const misses: string[] = [];
    const written = new Map<string, string>();
    for (const locale of cldrLocales(lang)) for (const [name, zone] of locale) written.set(name, zone);
    for (const [name, zone] of written) {
      const r = lookupZone(db, name, { at: NOW });
      if (!names(r, zone)) misses.push(`${name} (${zone}): ${r.kind === 'found' ? r.match.name : r.kind}`);
    }
    assert.ok(written.size > 100, `${lang}: ${written.size} names`);
    assert.deepEqual(misses, []);
  });
}

/** CLDR's own long names and exemplar cities of a language, as written, with the zone each names. */
function cldrLocales(lang: string): Map<string, string>[] {
  const locales = { zh: ['zh', 'zh-Hant'], pt: ['pt', 'pt-PT'] }[lang] ?? [lang];
  const metaZones = JSON.parse(
    readFileSync(new URL('../../node_modules/cldr-core/supplemental/metaZones.json', import.meta.url), 'utf8'),
  ) as {
    supplemental: { metaZones: { metazones: { mapZone: { _other: string; _type: string; _territory: string } }[] } };
  };
  const golden = new Map(
    metaZones.supplemental.metaZones.metazones
      .filter((m) => m.mapZone._territory === '001')
      .map((m) => [m.mapZone._other, m.mapZone._type]),
  );
  return locales.map((locale) => {
    const file = new URL(`../../node_modules/cldr-dates-full/main/${locale}/timeZoneNames.json`, import.meta.url);
    const tzn = (
      JSON.parse(readFileSync(file, 'utf8')) as {
        main: Record<string, { dates: { timeZoneNames: { zone: object; metazone: Record<string, { long?: Record<string, string> }> } } }>;
      }
    ).main[locale]!.dates.timeZoneNames;
    const out = new Map<string, string>();
    (function walk(node: Record<string, unknown>, path: string[]) {
      for (const [k, v] of Object.entries(node)) {
        const z = v as { _type?: string; exemplarCity?: string; long?: Record<string, string> };
        if (z && typeof z === 'object' && z._type === 'zone') {
          const id = [...path, k].join('/');
          if (!db.lookup(id)) continue;
          if (z.exemplarCity) out.set(z.exemplarCity, id);
          for (const n of Object.values(z.long ?? {})) out.set(n, id);
        } else if (z && typeof z === 'object') walk(z as Record<string, unknown>, [...path, k]);
      }
    })(tzn.zone as Record<string, unknown>, []);
    for (const [mz, v] of Object.entries(tzn.metazone)) {
      const zone = golden.get(mz);
      if (zone && db.lookup(zone)) for (const n of Object.values(v.long ?? {})) out.set(n, zone);
    }
    return out;
  });
}
