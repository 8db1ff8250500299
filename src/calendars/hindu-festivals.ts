// Hindu, Sikh, Jain and Indian Buddhist festivals, computed from the panchang in ./hindu.ts for
// 1900–2100. Lunar festivals name an amanta month and a tithi and a rule for which day keeps it
// (festivals are never kept in an adhika month); solar ones follow a sankranti. Each year is
// computed on first use and cached, so a later lookup is a Map read.

import { daysFromCivil } from '../core/civil.js';
import type { Festival, FestivalSpan, Tradition } from './festival.js';
import {
  dayOfTithi,
  istDay,
  nakshatraSpanAfter,
  nijaMonthsBetween,
  sankranti,
  sunrise,
  sunset,
  dayPartWindow,
  tithiSpan,
  IST_OFFSET,
  LUNAR_MONTH_NAMES,
  type TithiRule,
} from './hindu.js';

const YEARS: readonly [number, number] = [1900, 2100];
const PLACE = 'sunrise, sunset and moonrise at New Delhi, IST';

/** A year's occurrences of one festival: spans that start in that Gregorian year. */
type YearRule = (year: number) => FestivalSpan[];

function festival(key: string, label: string, tradition: Tradition, names: string[], convention: string, rule: YearRule): Festival {
  const cache = new Map<number, FestivalSpan[]>();
  const inYear = (y: number): FestivalSpan[] => {
    let v = cache.get(y);
    if (!v) {
      const from = daysFromCivil(y, 1, 1);
      const to = daysFromCivil(y + 1, 1, 1);
      v = rule(y)
        .filter((s) => s.start >= from && s.start < to)
        .sort((a, b) => a.start - b.start);
      cache.set(y, v);
    }
    return v;
  };
  return {
    key,
    label,
    tradition,
    names,
    convention,
    years: YEARS,
    occurrences(fromDay, toDay) {
      const out: FestivalSpan[] = [];
      const y0 = Math.max(YEARS[0], 1970 + Math.floor(fromDay / 365.2425) - 1);
      const y1 = Math.min(YEARS[1], 1970 + Math.floor(toDay / 365.2425) + 1);
      for (let y = y0; y <= y1; y++) for (const s of inYear(y)) if (s.start >= fromDay && s.start < toDay) out.push(s);
      return out;
    },
  };
}

const day = (d: number): FestivalSpan => ({ start: d, end: d + 1 });

/** The days tithi `tithi` of nija month `month` is kept whose months begin near Gregorian year `year`. */
function tithiDays(month: number, tithi: number, rule: TithiRule, year: number): number[] {
  return nijaMonthsBetween(month, daysFromCivil(year, 1, 1) - 60, daysFromCivil(year + 1, 1, 1)).map((m) =>
    dayOfTithi(tithiSpan(m, tithi), rule),
  );
}

const TITHI_WORDS = [
  '',
  'pratipada',
  'dwitiya',
  'tritiya',
  'chaturthi',
  'panchami',
  'shashthi',
  'saptami',
  'ashtami',
  'navami',
  'dashami',
  'ekadashi',
  'dwadashi',
  'trayodashi',
  'chaturdashi',
];
function tithiWords(t: number): string {
  if (t === 15) return 'purnima';
  if (t === 30) return 'amavasya';
  return `${t <= 15 ? 'shukla' : 'krishna'} ${TITHI_WORDS[((t - 1) % 15) + 1]}`;
}
const RULE_WORDS: Record<string, string> = {
  udaya: 'prevailing at sunrise',
  purvahna: 'prevailing in the forenoon',
  madhyahna: 'prevailing at midday',
  aparahna: 'prevailing in the afternoon',
  sunset: 'prevailing at sunset',
  pradosh: 'prevailing in the evening (pradosh)',
  nishita: 'prevailing at midnight (nishita)',
  night: 'prevailing in the night',
  moonrise: 'prevailing at moonrise',
};

/** A one-day festival on a tithi of an amanta month, optionally shifted by whole days. */
function lunar(
  key: string,
  label: string,
  tradition: Tradition,
  names: string[],
  month: number,
  tithi: number,
  rule: TithiRule,
  extra = '',
): Festival {
  const part = 'udaya' in rule ? 'udaya' : rule.part;
  const convention = `${LUNAR_MONTH_NAMES[month]} ${tithiWords(tithi)} (amanta) ${RULE_WORDS[part]}${extra}, by ${PLACE}.`;
  return festival(key, label, tradition, names, convention, (y) => tithiDays(month, tithi, rule, y).map(day));
}

/** The day a sankranti is kept when it counts if it falls before sunset, else the next day. */
function sankrantiDay(sign: number, year: number): number {
  const t = sankranti(sign, year);
  const d = istDay(t);
  return t < sunset(d) ? d : d + 1;
}

// ---------------------------------------------------------------------------------------------
// Diwali and its days

const ASHVIN = 6;
const KARTIKA = 7;
// Lakshmi Puja: the evening amavasya is current; of two such evenings the one it covers more.
const DIWALI: TithiRule = { part: 'pradosh', pick: 'most' };
const diwaliDays = (y: number): number[] => tithiDays(ASHVIN, 30, DIWALI, y);

// Navaratri: Ashvin shukla pratipada (moved a day earlier when it has under 2 h 24 min left at that
// sunrise) through Vijayadashami, dashami current in the afternoon (the first such day).
const NAVARATRI_START: TithiRule = { udaya: true, minHours: 2.4 };
const VIJAYADASHAMI: TithiRule = { part: 'aparahna', pick: 'first' };

// ---------------------------------------------------------------------------------------------
// Onam: the Thiruvonam (Shravana) nakshatra day in the Malayalam month Chingam

/** The Malayalam civil month begins on the day of the sankranti when it falls before the end of midday, else the next day. */
function malayalamMonthStart(sign: number, year: number): number {
  const t = sankranti(sign, year);
  const d = istDay(t);
  return t < dayPartWindow('madhyahna', d)[1] ? d : d + 1;
}

/** The day a nakshatra span is kept: the day whose daylight it covers most. */
function nakshatraDay(span: { start: number; end: number }): number {
  let best = istDay(span.start);
  let most = 0;
  for (let d = istDay(span.start); d <= istDay(span.end); d++) {
    const cover = Math.min(sunset(d), span.end) - Math.max(sunrise(d), span.start);
    if (cover > most) {
      best = d;
      most = cover;
    }
  }
  return best;
}

function onamDays(year: number): number[] {
  const first = malayalamMonthStart(4, year);
  const next = malayalamMonthStart(5, year);
  const days: number[] = [];
  for (let t = sankranti(4, year) - 2; ; ) {
    const span = nakshatraSpanAfter(22, t);
    const d = nakshatraDay(span);
    if (d >= next) break;
    if (d >= first) days.push(d);
    t = span.end + 1;
  }
  // Two Thiruvonams in Chingam: the first counts only clear of the month's first three days.
  return days.length > 1 && days[0]! < first + 3 ? [days[1]!] : days.slice(0, 1);
}

// ---------------------------------------------------------------------------------------------

const MAKARA = 9;
const MESHA = 0;

export const HINDU_FESTIVALS: readonly Festival[] = [
  // Solar
  festival(
    'makar-sankranti',
    'Makar Sankranti',
    'hindu',
    [
      'makar sankranti',
      'makara sankranti',
      'makara sankranthi',
      'makar sankranthi',
      'sankranti',
      'sankranthi',
      'maghi',
      'magha sankranti',
      'uttarayan',
    ],
    `The sun entering sidereal Capricorn (Lahiri), that day if before sunset, else the next, by ${PLACE}.`,
    (y) => [day(sankrantiDay(MAKARA, y))],
  ),
  festival(
    'bhogi',
    'Bhogi',
    'hindu',
    ['bhogi', 'boghi', 'bogi', 'bogi pandigai', 'bhogi pandigai'],
    'The day before Thai Pongal (Makar Sankranti).',
    (y) => [day(sankrantiDay(MAKARA, y) - 1)],
  ),
  festival(
    'thai-pongal',
    'Thai Pongal',
    'hindu',
    ['thai pongal', 'pongal', 'pongal pandigai'],
    `Makar Sankranti, the first of Thai: the sun entering sidereal Capricorn, that day if before sunset, else the next, by ${PLACE}.`,
    (y) => [day(sankrantiDay(MAKARA, y))],
  ),
  festival('mattu-pongal', 'Mattu Pongal', 'hindu', ['mattu pongal', 'maattu pongal'], 'The day after Thai Pongal.', (y) => [
    day(sankrantiDay(MAKARA, y) + 1),
  ]),
  festival(
    'kaanum-pongal',
    'Kaanum Pongal',
    'hindu',
    ['kaanum pongal', 'kanni pongal', 'kanum pongal'],
    'Two days after Thai Pongal.',
    (y) => [day(sankrantiDay(MAKARA, y) + 2)],
  ),
  festival(
    'vaisakhi',
    'Vaisakhi',
    'sikh',
    ['vaisakhi', 'baisakhi', 'vasakhi', 'vaishakhi', 'vaisakhadi', 'mesadi', 'khalsa sajna diwas'],
    'The IST date of Mesha sankranti, the sun entering sidereal Aries (Lahiri).',
    (y) => [day(istDay(sankranti(MESHA, y)))],
  ),
  festival(
    'vishu',
    'Vishu',
    'hindu',
    ['vishu'],
    'Mesha sankranti by the Kerala rule: that day if it falls before the end of midday, else the next.',
    (y) => [day(malayalamMonthStart(MESHA, y))],
  ),
  festival(
    'puthandu',
    'Puthandu',
    'hindu',
    ['puthandu', 'tamil new year', 'varusha pirappu'],
    'Mesha sankranti by the Tamil rule: that day if before sunset, else the next.',
    (y) => [day(sankrantiDay(MESHA, y))],
  ),
  festival(
    'onam',
    'Onam',
    'hindu',
    ['onam', 'thiru onam', 'thiruvonam', 'thiruonam'],
    "The day of the Thiruvonam (Shravana) nakshatra, the one covering most of its daylight, in the Malayalam month Chingam (sun in sidereal Leo); of two, the second when the first falls in the month's first three days.",
    (y) => onamDays(y).map(day),
  ),
  festival(
    'rabindra-jayanti',
    'Rabindra Jayanti',
    'hindu',
    ['rabindra jayanti', 'rabindranath jayanti', 'rabindranath tagore jayanti', 'pochishe boishakh'],
    '25 Boishakh of the Bengali solar calendar as kept in India: Boishakh begins the day after Mesha sankranti, or the day after that when the sankranti falls in the last 2 h 24 min before midnight or later.',
    (y) => {
      const t = sankranti(MESHA, y);
      const d = istDay(t);
      const late = t + 0.1 >= d + 1 - IST_OFFSET; // within 2 h 24 min of IST midnight, or after
      return [day(d + (late ? 2 : 1) + 24)];
    },
  ),

  // Spring: Magha, Phalguna, Chaitra
  lunar(
    'vasant-panchami',
    'Vasant Panchami',
    'hindu',
    ['vasant panchami', 'basant panchami', 'saraswati puja', 'shri panchami', 'sri panchami'],
    10,
    5,
    { part: 'purvahna', pick: 'first' },
  ),
  lunar(
    'guru-ravidas-jayanti',
    'Guru Ravidas Jayanti',
    'sikh',
    [
      'guru ravidas jayanti',
      'guru ravidass jayanti',
      'guru ravidas birthday',
      'guru ravidass birthday',
      'ravidas jayanti',
      'ravidass jayanti',
    ],
    10,
    15,
    { udaya: true },
  ),
  lunar(
    'dayananda-saraswati-jayanti',
    'Dayananda Saraswati Jayanti',
    'hindu',
    [
      'dayananda saraswati jayanti',
      'saraswati jayanti',
      'swami dayananda saraswati jayanti',
      'maharishi dayananda saraswati jayanti',
      'maharishi saraswati jayanti',
      'swami saraswati jayanti',
    ],
    10,
    25,
    { udaya: true },
    ' (Phalguna krishna dashami, purnimanta)',
  ),
  lunar(
    'maha-shivaratri',
    'Maha Shivaratri',
    'hindu',
    ['maha shivaratri', 'mahashivaratri', 'maha shivratri', 'mahashivratri', 'shivaratri', 'shivratri'],
    10,
    29,
    { part: 'nishita', pick: 'first' },
    ' (Phalguna krishna chaturdashi, purnimanta)',
  ),
  lunar('holika-dahan', 'Holika Dahan', 'hindu', ['holika dahan', 'chhoti holi', 'choti holi', 'kamudu pyre', 'holika'], 11, 15, {
    part: 'pradosh',
    pick: 'first',
  }),
  festival(
    'holi',
    'Holi',
    'hindu',
    ['holi', 'rangwali holi', 'dhulandi', 'dhuleti', 'phagwah', 'dhulivandan'],
    `The day after Holika Dahan (Phalguna purnima prevailing in the evening), by ${PLACE}.`,
    (y) => tithiDays(11, 15, { part: 'pradosh', pick: 'first' }, y).map((d) => day(d + 1)),
  ),
  festival('hola-mohalla', 'Hola Mohalla', 'sikh', ['hola mohalla', 'hola'], 'The day after Holika Dahan, with Holi.', (y) =>
    tithiDays(11, 15, { part: 'pradosh', pick: 'first' }, y).map((d) => day(d + 1)),
  ),
  lunar(
    'ugadi',
    'Ugadi',
    'hindu',
    [
      'ugadi',
      'yugadi',
      'samvatsaradi',
      'chaitra sukladi',
      'chaitra sukhladi',
      'gudi padwa',
      'cheti chand',
      'hindu new year',
      'telugu new year',
      'kannada new year',
    ],
    0,
    1,
    { udaya: true },
  ),
  lunar('rama-navami', 'Rama Navami', 'hindu', ['rama navami', 'ram navami', 'ramnavami', 'sri rama navami'], 0, 9, {
    part: 'purvahna',
    pick: 'most',
  }),
  lunar(
    'mahavir-jayanti',
    'Mahavir Jayanti',
    'jain',
    ['mahavir jayanti', 'mahaveer jayanti', 'mahavir janma kalyanak', 'mahaveer janma kalyanak'],
    0,
    13,
    { udaya: true },
  ),
  lunar('hanuman-jayanti', 'Hanuman Jayanti', 'hindu', ['hanuman jayanti', 'hanuman janmotsav'], 0, 15, { udaya: true }),
  lunar('akshaya-tritiya', 'Akshaya Tritiya', 'hindu', ['akshaya tritiya', 'akha teej', 'akti'], 1, 3, { part: 'purvahna', pick: 'first' }),
  lunar(
    'buddha-purnima',
    'Buddha Purnima',
    'buddhist',
    ['buddha purnima', 'buddha jayanti', 'vesak', 'vesakha', 'vaisakha', 'vaishakha', 'vesak day', 'buddha day'],
    1,
    15,
    { part: 'madhyahna', pick: 'most' },
  ),

  // Monsoon: Ashadha, Shravana, Bhadrapada
  lunar(
    'ratha-yatra',
    'Ratha Yatra',
    'hindu',
    ['ratha yatra', 'ratha-yatra', 'rathayatra', 'rath yatra', 'rathjatra', 'chariot festival'],
    3,
    2,
    { part: 'madhyahna', pick: 'most' },
  ),
  lunar('guru-purnima', 'Guru Purnima', 'hindu', ['guru purnima', 'vyasa purnima'], 3, 15, { udaya: true }),
  lunar(
    'raksha-bandhan',
    'Raksha Bandhan',
    'hindu',
    ['raksha bandhan', 'rakshabandhan', 'rakhi', 'rakhi purnima'],
    4,
    15,
    { udaya: true, minHours: 2.4 },
    ' (the day before when it has under 2 h 24 min left at that sunrise)',
  ),
  lunar(
    'krishna-janmashtami',
    'Krishna Janmashtami',
    'hindu',
    ['krishna janmashtami', 'janmashtami', 'gokulashtami', 'krishnashtami', 'janmashtmi'],
    4,
    23,
    { part: 'night', pick: 'last' },
    ' (Bhadrapada krishna ashtami, purnimanta; of two nights the later)',
  ),
  lunar(
    'ganesh-chaturthi',
    'Ganesh Chaturthi',
    'hindu',
    ['ganesh chaturthi', 'vinayaka chaturthi', 'vinayagar chaturthi', 'ganesha chaturthi'],
    5,
    4,
    { part: 'madhyahna', pick: 'first' },
  ),

  // Autumn: Ashvin, Kartika
  festival(
    'navaratri',
    'Navaratri',
    'hindu',
    ['navaratri', 'navratri', 'navarathri', 'durga puja', 'durgotsava', 'sharad navratri'],
    `Ashvin shukla pratipada prevailing at sunrise (the day before when it has under 2 h 24 min left then) through Vijayadashami, by ${PLACE}.`,
    (y) => {
      const start = tithiDays(ASHVIN, 1, NAVARATRI_START, y);
      const end = tithiDays(ASHVIN, 10, VIJAYADASHAMI, y);
      return start.map((s, i) => ({ start: s, end: (end[i] ?? s + 9) + 1 }));
    },
  ),
  lunar('maha-saptami', 'Maha Saptami', 'hindu', ['maha saptami', 'durga saptami'], ASHVIN, 7, { udaya: true }),
  lunar('durga-ashtami', 'Durga Ashtami', 'hindu', ['durga ashtami', 'maha ashtami', 'mahashtami', 'durgashtami'], ASHVIN, 8, {
    udaya: true,
  }),
  lunar('maha-navami', 'Maha Navami', 'hindu', ['maha navami', 'mahanavami'], ASHVIN, 9, { udaya: true }),
  lunar(
    'dussehra',
    'Dussehra',
    'hindu',
    ['dussehra', 'dusshera', 'dasara', 'dashain', 'vijayadashami', 'vijaya dashami', 'bijoya dashami'],
    ASHVIN,
    10,
    VIJAYADASHAMI,
  ),
  lunar(
    'valmiki-jayanti',
    'Valmiki Jayanti',
    'hindu',
    ['valmiki jayanti', 'maharishi valmiki jayanti', 'pargat diwas', 'sharad purnima', 'kojagara'],
    ASHVIN,
    15,
    { part: 'pradosh', pick: 'most' },
  ),
  lunar(
    'karva-chauth',
    'Karva Chauth',
    'hindu',
    ['karva chauth', 'karwa chauth', 'karaka chaturthi'],
    ASHVIN,
    19,
    { part: 'moonrise', pick: 'first' },
    ' (Kartika krishna chaturthi, purnimanta)',
  ),
  lunar(
    'dhanteras',
    'Dhanteras',
    'hindu',
    ['dhanteras', 'dhanatrayodashi', 'dhan teras', 'dhanvantari trayodashi'],
    ASHVIN,
    28,
    { part: 'pradosh', pick: 'last' },
    ' (of two evenings the later)',
  ),
  festival(
    'naraka-chaturdashi',
    'Naraka Chaturdashi',
    'hindu',
    [
      'naraka chaturdashi',
      'narak chaturdashi',
      'narak nivaran chaturdashi',
      'kali chaudas',
      'roop chaudas',
      'choti diwali',
      'chhoti diwali',
    ],
    'The day before Lakshmi Puja (Diwali).',
    (y) => diwaliDays(y).map((d) => day(d - 1)),
  ),
  lunar('diwali', 'Diwali', 'hindu', ['diwali', 'deepavali', 'divali', 'lakshmi puja', 'laxmi puja'], ASHVIN, 30, DIWALI),
  lunar('kali-puja', 'Kali Puja', 'hindu', ['kali puja', 'shyama puja'], ASHVIN, 30, { part: 'nishita', pick: 'first' }),
  lunar('bandi-chhor-divas', 'Bandi Chhor Divas', 'sikh', ['bandi chhor divas', 'bandi chhor diwas'], ASHVIN, 30, DIWALI, ' (with Diwali)'),
  lunar(
    'mahavir-nirvan',
    'Mahavir Nirvan',
    'jain',
    ['mahavir nirvan', 'mahavir nirvana', 'jain diwali', 'mahavir nirvan divas'],
    ASHVIN,
    30,
    { part: 'pradosh', pick: 'most' },
    ' (with Diwali)',
  ),
  lunar('govardhan-puja', 'Govardhan Puja', 'hindu', ['govardhan puja', 'annakut', 'annakoot', 'padwa', 'bali pratipada'], KARTIKA, 1, {
    udaya: true,
  }),
  lunar(
    'bhai-dooj',
    'Bhai Dooj',
    'hindu',
    [
      'bhai dooj',
      'bhai duj',
      'bhaiya dooj',
      'bhaiya duj',
      'bhau beej',
      'bhau-beej',
      'bhai tika',
      'bhai phonta',
      'bhai fota',
      'yama dwitiya',
    ],
    KARTIKA,
    2,
    { part: 'aparahna', pick: 'first' },
  ),
  lunar(
    'chhath',
    'Chhath',
    'hindu',
    ['chhath', 'chhathi', 'chhath puja', 'chhath parv', 'dala chhath', 'dala puja', 'surya shashthi', 'surya sashti'],
    KARTIKA,
    6,
    { part: 'sunset', pick: 'first' },
  ),
  lunar(
    'guru-nanak-jayanti',
    'Guru Nanak Jayanti',
    'sikh',
    ['guru nanak jayanti', 'guru nanak gurpurab', 'gurpurab', 'guru nanak dev jayanti', 'guru nanak birthday', 'prakash utsav'],
    KARTIKA,
    15,
    { udaya: true },
  ),

  // Winter: Pausha
  lunar(
    'guru-gobind-singh-jayanti',
    'Guru Gobind Singh Jayanti',
    'sikh',
    [
      'guru gobind singh jayanti',
      'guru govind singh jayanti',
      'guru gobind singh birthday',
      'guru govind singh birthday',
      'guru gobind singh gurpurab',
    ],
    9,
    7,
    { udaya: true },
    "; the Nanakshahi calendar's fixed 5 January is not used",
  ),
];
