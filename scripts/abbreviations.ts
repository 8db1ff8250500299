// The curated table of time-zone abbreviations and informal names that people and models use,
// read by scripts/zone-names.ts into data/zone-names.json. One key may name several zones: the
// resolver then refuses with the candidates and what tells them apart (the `label` and `offset`).
//
// This table comes first: scripts/zone-names.ts then adds CLDR's English metazone names, long and short
// ("Pacific Standard Time", "AEST", "PT"), for every key not here. A key here replaces CLDR's reading:
// the curated keys are those where CLDR's names are not the whole story (IST is also Israel's, CST
// also China's and Cuba's). Two-letter short names (PT, ET, MT, AT) are also ISO country codes: the
// resolver offers both readings.
//
// Abbreviations that are themselves IANA zones (EST, MST, HST, CET, EET, WET, UTC, GMT) are read as
// those zones — exact names win — and appear here only with a country's own reading (`local`: EST
// in Australia, MST in Malaysia), which the resolver lists beside the IANA zone.

import type { AbbreviationCandidate } from '../src/core/data-formats.js';

const c = (zone: string, label: string, offset: string): AbbreviationCandidate => ({ zone, label, offset });
/** A name of a zone's standard time only (PST), or of its daylight time only (PDT): out of season, the answer says so. */
const std = (cand: AbbreviationCandidate, label = cand.label, offset = cand.offset.split('/')[0]!): AbbreviationCandidate => ({
  ...cand,
  label,
  offset,
  variant: 'standard',
});
/** A reading only in its own country: "PST" is Philippine Standard Time in the Philippines, US Pacific elsewhere. */
const local = (cand: AbbreviationCandidate): AbbreviationCandidate => ({ ...cand, local: true });
const dst = (
  cand: AbbreviationCandidate,
  label = cand.label,
  offset = cand.offset.split('/')[1] ?? cand.offset,
): AbbreviationCandidate => ({ ...cand, label, offset, variant: 'daylight' });

const PACIFIC = c('America/Los_Angeles', 'US Pacific Time', '-08:00/-07:00');
const MOUNTAIN = c('America/Denver', 'US Mountain Time', '-07:00/-06:00');
const CENTRAL = c('America/Chicago', 'US Central Time', '-06:00/-05:00');
const EASTERN = c('America/New_York', 'US Eastern Time', '-05:00/-04:00');
const ATLANTIC = c('America/Halifax', 'Atlantic Time', '-04:00/-03:00');
const NEWFOUNDLAND = c('America/St_Johns', 'Newfoundland Time', '-03:30/-02:30');
const ALASKA = c('America/Anchorage', 'Alaska Time', '-09:00/-08:00');
const UK = c('Europe/London', 'UK time', '+00:00/+01:00');
const CENTRAL_EU = c('Europe/Brussels', 'Central European Time', '+01:00/+02:00');
const EASTERN_EU = c('Europe/Athens', 'Eastern European Time', '+02:00/+03:00');
const WESTERN_EU = c('Europe/Lisbon', 'Western European Time', '+00:00/+01:00');
const INDIA = c('Asia/Kolkata', 'India Standard Time', '+05:30');
const JAPAN = c('Asia/Tokyo', 'Japan Standard Time', '+09:00');
const CHINA = c('Asia/Shanghai', 'China Standard Time', '+08:00');
const AUS_EAST = c('Australia/Sydney', 'Australian Eastern Time', '+10:00/+11:00');
const AUS_CENTRAL = c('Australia/Adelaide', 'Australian Central Time', '+09:30/+10:30');
const NZ = c('Pacific/Auckland', 'New Zealand Time', '+12:00/+13:00');

export const ABBREVIATIONS: Record<string, AbbreviationCandidate[]> = {
  // North America
  // the Philippines' official name of its time (Republic Act 10535) shares PST
  PST: [std(PACIFIC, 'Pacific Standard Time'), local(c('Asia/Manila', 'Philippine Standard Time', '+08:00'))],
  // the IANA zones EST and MST as Australia and Malaysia write their own: EST its literal UTC+10:00,
  // as Queensland keeps all year (the IANA EST is its literal UTC-05:00 too)
  EST: [local(c('Australia/Brisbane', 'Australian Eastern Standard Time', '+10:00'))],
  MST: [local(c('Asia/Kuala_Lumpur', 'Malaysia Standard Time', '+08:00'))],
  PDT: [dst(PACIFIC, 'Pacific Daylight Time')],
  'Pacific Time': [PACIFIC],
  'Pacific Daylight Time': [dst(PACIFIC, 'Pacific Daylight Time')],
  'US Pacific': [PACIFIC],
  // CLDR's own qualifier ("Mountain Time (US)"), written as people write it.
  'US Mountain': [MOUNTAIN],
  'US Central': [CENTRAL],
  'US Eastern': [EASTERN],
  MDT: [dst(MOUNTAIN, 'Mountain Daylight Time')],
  'Mountain Time': [MOUNTAIN],
  'Mountain Daylight Time': [dst(MOUNTAIN, 'Mountain Daylight Time')],
  CST: [std(CENTRAL, 'Central Standard Time'), CHINA, c('America/Havana', 'Cuba Standard Time', '-05:00')],
  CDT: [dst(CENTRAL, 'Central Daylight Time')],
  'Central Time': [CENTRAL],
  'Central Daylight Time': [dst(CENTRAL, 'Central Daylight Time')],
  EDT: [dst(EASTERN, 'Eastern Daylight Time')],
  'Eastern Time': [EASTERN],
  'Eastern Daylight Time': [dst(EASTERN, 'Eastern Daylight Time')],
  AST: [ATLANTIC, c('Asia/Riyadh', 'Arabia Standard Time', '+03:00')],
  ADT: [dst(ATLANTIC, 'Atlantic Daylight Time')],
  'Atlantic Time': [ATLANTIC],
  NST: [std(NEWFOUNDLAND, 'Newfoundland Standard Time')],
  NDT: [dst(NEWFOUNDLAND, 'Newfoundland Daylight Time')],
  'Newfoundland Time': [NEWFOUNDLAND],
  AKST: [std(ALASKA, 'Alaska Standard Time')],
  AKDT: [dst(ALASKA, 'Alaska Daylight Time')],
  'Alaska Time': [ALASKA],
  HDT: [dst(c('America/Adak', 'Hawaii-Aleutian Daylight Time', '-09:00'))],
  'Hawaii Time': [c('Pacific/Honolulu', 'Hawaii Time', '-10:00')],
  // Europe and Africa
  BST: [dst(c('Europe/London', 'British Summer Time', '+01:00')), c('Asia/Dhaka', 'Bangladesh Standard Time', '+06:00')],
  'UK Time': [UK],
  'British Time': [UK],
  'Irish Time': [c('Europe/Dublin', 'Irish time', '+00:00/+01:00')],
  CEST: [dst(CENTRAL_EU, 'Central European Summer Time')],
  'Central European Time': [CENTRAL_EU],
  'Central European Summer Time': [dst(CENTRAL_EU, 'Central European Summer Time')],
  EEST: [dst(EASTERN_EU, 'Eastern European Summer Time')],
  'Eastern European Time': [EASTERN_EU],
  'Eastern European Summer Time': [dst(EASTERN_EU, 'Eastern European Summer Time')],
  WEST: [dst(WESTERN_EU, 'Western European Summer Time')],
  'Western European Time': [WESTERN_EU],
  'Western European Summer Time': [dst(WESTERN_EU, 'Western European Summer Time')],
  MSK: [c('Europe/Moscow', 'Moscow Time', '+03:00')],
  'Moscow Time': [c('Europe/Moscow', 'Moscow Time', '+03:00')],
  WAT: [c('Africa/Lagos', 'West Africa Time', '+01:00')],
  CAT: [c('Africa/Maputo', 'Central Africa Time', '+02:00')],
  EAT: [c('Africa/Nairobi', 'East Africa Time', '+03:00')],
  SAST: [c('Africa/Johannesburg', 'South Africa Standard Time', '+02:00')],
  // Asia
  IST: [INDIA, c('Europe/Dublin', 'Irish Standard Time', '+01:00 in summer'), c('Asia/Jerusalem', 'Israel Standard Time', '+02:00')],
  'India Time': [INDIA],
  'Indian Standard Time': [INDIA],
  IDT: [c('Asia/Jerusalem', 'Israel Daylight Time', '+03:00')],
  PKT: [c('Asia/Karachi', 'Pakistan Standard Time', '+05:00')],
  NPT: [c('Asia/Kathmandu', 'Nepal Time', '+05:45')],
  GST: [c('Asia/Dubai', 'Gulf Standard Time', '+04:00'), c('Atlantic/South_Georgia', 'South Georgia Time', '-02:00')],
  ICT: [c('Asia/Bangkok', 'Indochina Time', '+07:00')],
  WIB: [c('Asia/Jakarta', 'Western Indonesia Time', '+07:00')],
  WITA: [c('Asia/Makassar', 'Central Indonesia Time', '+08:00')],
  WIT: [c('Asia/Jayapura', 'Eastern Indonesia Time', '+09:00')],
  SGT: [c('Asia/Singapore', 'Singapore Time', '+08:00')],
  HKT: [c('Asia/Hong_Kong', 'Hong Kong Time', '+08:00')],
  PHT: [c('Asia/Manila', 'Philippine Time', '+08:00')],
  PHST: [c('Asia/Manila', 'Philippine Standard Time', '+08:00')],
  'Beijing Time': [CHINA],
  'China Time': [CHINA],
  JST: [JAPAN],
  'Japan Time': [JAPAN],
  KST: [c('Asia/Seoul', 'Korea Standard Time', '+09:00')],
  // Oceania
  AEST: [std(AUS_EAST, 'Australian Eastern Standard Time')],
  AEDT: [dst(AUS_EAST, 'Australian Eastern Daylight Time')],
  'Australian Eastern Time': [AUS_EAST],
  ACST: [std(AUS_CENTRAL, 'Australian Central Standard Time')],
  ACDT: [dst(AUS_CENTRAL, 'Australian Central Daylight Time')],
  'Australian Central Time': [AUS_CENTRAL],
  AWST: [c('Australia/Perth', 'Australian Western Time', '+08:00')],
  ACWST: [c('Australia/Eucla', 'Australian Central Western Time', '+08:45')],
  LHST: [std(c('Australia/Lord_Howe', 'Lord Howe Standard Time', '+10:30'))],
  LHDT: [dst(c('Australia/Lord_Howe', 'Lord Howe Daylight Time', '+11:00'))],
  NZST: [std(NZ, 'New Zealand Standard Time')],
  NZDT: [dst(NZ, 'New Zealand Daylight Time')],
  'New Zealand Time': [NZ],
  ChST: [c('Pacific/Guam', 'Chamorro Standard Time', '+10:00')],
  SST: [c('Pacific/Pago_Pago', 'Samoa Standard Time', '-11:00'), local(c('Asia/Singapore', 'Singapore Standard Time', '+08:00'))],
  // South America
  BRT: [c('America/Sao_Paulo', 'Brasília Time', '-03:00')],
  ART: [c('America/Argentina/Buenos_Aires', 'Argentina Time', '-03:00')],
  CLT: [c('America/Santiago', 'Chile Standard Time', '-04:00')],
  CLST: [dst(c('America/Santiago', 'Chile Summer Time', '-03:00'))],
  COT: [c('America/Bogota', 'Colombia Time', '-05:00')],
  PET: [c('America/Lima', 'Peru Time', '-05:00')],
  VET: [c('America/Caracas', 'Venezuela Time', '-04:00')],
  // Universal
  Zulu: [c('UTC', 'Coordinated Universal Time', '+00:00')],
  'Universal Time': [c('UTC', 'Coordinated Universal Time', '+00:00')],
  // CLDR's golden zone for GMT is Atlantic/Reykjavik; Greenwich Mean Time is the fixed +00:00 (the
  // resolver's note names Europe/London for UK time with summer time).
  'Greenwich Mean Time': [c('Etc/GMT', 'Greenwich Mean Time', '+00:00')],
  // The bare words people write for a US zone; "Central" and "Eastern" name three continents' zones.
  Pacific: [PACIFIC],
  Mountain: [MOUNTAIN],
  Atlantic: [ATLANTIC],
  Central: [CENTRAL, CENTRAL_EU, AUS_CENTRAL],
  Eastern: [EASTERN, EASTERN_EU, AUS_EAST],
};

/** Extra names for countries, beyond the tz database's iso3166.tab. Keyed by ISO 3166 code. */
export const COUNTRY_ALIASES: Record<string, string[]> = {
  US: ['USA', 'U.S.', 'U.S.A.', 'United States of America', 'America', 'the United States'],
  GB: ['UK', 'U.K.', 'United Kingdom', 'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  NL: ['Holland', 'The Netherlands'],
  CZ: ['Czechia'],
  TR: ['Türkiye', 'Turkiye'],
  CI: ['Ivory Coast'],
  CD: ['DRC', 'DR Congo', 'Democratic Republic of the Congo', 'Zaire'],
  CG: ['Republic of the Congo'],
  AE: ['UAE', 'Emirates'],
  RU: ['Russian Federation'],
  KR: ['Korea', 'Republic of Korea'],
  KP: ['DPRK'],
  TL: ['Timor-Leste'],
  CV: ['Cabo Verde'],
  VN: ['Viet Nam'],
  MO: ['Macao'],
  VA: ['Vatican', 'Holy See'],
  MM: ['Burma'],
  SZ: ['Swaziland'],
  MK: ['Macedonia'],
  PS: ['Palestinian Territories'],
  LA: ["Lao People's Democratic Republic"],
  IR: ['Persia'],
  // iso3166.tab has "Samoa (western)" and "Samoa (American)": Samoa is the independent state.
  WS: ['Samoa', 'Independent State of Samoa'],
};

/**
 * Names CLDR gives a country in one of its own languages that, folded, are English words and would
 * turn them into a country: Icelandic "Ísland" folds to "island" ("9am island time"), French
 * "Maurice" (Mauritius) is a man's name. Not read as countries (data/zone-countries.txt).
 */
export const COUNTRY_NAMES_NOT_READ = ['island', 'maurice'];

/**
 * Names of first-level regions whose GeoNames codes say nothing to a reader (Canada's "08") or that
 * people write out ("Missouri" for MO), to show candidates and accept "Springfield, Missouri".
 */
export const REGION_NAMES: Record<string, Record<string, string>> = {
  US: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
  },
  CA: {
    '01': 'Alberta',
    '02': 'British Columbia',
    '03': 'Manitoba',
    '04': 'New Brunswick',
    '05': 'Newfoundland and Labrador',
    '07': 'Nova Scotia',
    '08': 'Ontario',
    '09': 'Prince Edward Island',
    '10': 'Quebec',
    '11': 'Saskatchewan',
    '12': 'Yukon',
    '13': 'Northwest Territories',
    '14': 'Nunavut',
  },
  AU: {
    '01': 'Australian Capital Territory',
    '02': 'New South Wales',
    '03': 'Northern Territory',
    '04': 'Queensland',
    '05': 'South Australia',
    '06': 'Tasmania',
    '07': 'Victoria',
    '08': 'Western Australia',
  },
  GB: { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' },
};

/**
 * Nicknames of cities that GeoNames lacks or that the generator's filters drop (codes of three
 * letters or less), keyed by GeoNames id.
 */
export const CITY_ALIASES: Record<string, string[]> = {
  '5128581': ['NYC', 'New York'], // New York City
  '5391959': ['SF', 'Bay Area', 'San Francisco Bay Area'], // San Francisco
  '4140963': ['DC', 'Washington DC', 'Washington D.C.'], // Washington
  '1735161': ['KL'], // Kuala Lumpur
  '1566083': ['HCMC', 'Saigon'], // Ho Chi Minh City
  '5368361': ['L.A.', 'LA'], // Los Angeles (two letters: the resolver also offers Laos)
  '3530597': ['CDMX'], // Mexico City
};

/**
 * Other names of first-level regions than GeoNames' English one, keyed by GeoNames admin1 code
 * ("DE.02"): the names in the country's own language that people write in English text, and postal codes.
 */
export const REGION_ALIASES: Record<string, string[]> = {
  'DE.02': ['Bayern'],
  'DE.05': ['Hessen'],
  'DE.06': ['Niedersachsen'],
  'DE.07': ['Nordrhein-Westfalen', 'NRW'],
  'DE.08': ['Rhineland-Palatinate'],
  'DE.12': ['Mecklenburg-Western Pomerania'],
  'DE.13': ['Sachsen'],
  'DE.14': ['Sachsen-Anhalt'],
  'DE.15': ['Thüringen'],
  'BR.07': ['Distrito Federal', 'DF'],
  'CN.14': ['Xizang'],
  'CN.20': ['Nei Mongol'],
  'IN.21': ['Orissa'],
  'IN.22': ['Pondicherry'],
  'IN.39': ['Uttaranchal'],
  'ES.51': ['Andalucía'],
  'ES.56': ['Catalunya', 'Cataluña'],
  'ES.59': ['País Vasco', 'Euskadi'],
  'IT.09': ['Lombardia'],
  'IT.12': ['Piemonte'],
  'IT.14': ['Sardegna'],
  'IT.15': ['Sicilia'],
  'IT.16': ['Toscana'],
  'FR.28': ['Normandie'],
  'FR.53': ['Bretagne'],
  'FR.94': ['Corse'],
  // The provinces', states' and territories' postal codes (ISO 3166-2 CA, AU, BR), as addresses write
  // them after a city ("London, ON", "Sydney, NSW", "Campinas, SP"); a US state's code is its
  // GeoNames code already.
  'CA.01': ['AB'],
  'CA.02': ['BC'],
  'CA.03': ['MB'],
  'CA.04': ['NB'],
  'CA.05': ['NL'],
  'CA.07': ['NS'],
  'CA.08': ['ON'],
  'CA.09': ['PE'],
  'CA.10': ['QC'],
  'CA.11': ['SK'],
  'CA.12': ['YT'],
  'CA.13': ['NT'],
  'AU.01': ['ACT'],
  'AU.02': ['NSW'],
  'AU.03': ['NT'],
  'AU.04': ['QLD'],
  'AU.05': ['SA'],
  'AU.06': ['TAS'],
  'AU.07': ['VIC'],
  'AU.08': ['WA'],
  'BR.01': ['AC'],
  'BR.02': ['AL'],
  'BR.03': ['AP'],
  'BR.04': ['AM'],
  'BR.05': ['BA'],
  'BR.06': ['CE'],
  'BR.08': ['ES'],
  'BR.11': ['MS'],
  'BR.13': ['MA'],
  'BR.14': ['MT'],
  'BR.15': ['MG'],
  'BR.16': ['PA'],
  'BR.17': ['PB'],
  'BR.18': ['PR'],
  'BR.20': ['PI'],
  'BR.21': ['RJ'],
  'BR.22': ['RN'],
  'BR.23': ['RS'],
  'BR.24': ['RO'],
  'BR.25': ['RR'],
  'BR.26': ['SC'],
  'BR.27': ['SP'],
  'BR.28': ['SE'],
  'BR.29': ['GO'],
  'BR.30': ['PE'],
  'BR.31': ['TO'],
};
