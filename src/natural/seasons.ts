// Astronomical seasons: spring, summer, autumn and winter begin at the equinoxes and solstices, which
// fall on different dates each year. Their instants come from Meeus's method (Astronomical
// Algorithms, 2nd ed., chapter 27: the mean instant, corrected by 24 periodic terms, then ΔT from
// dynamical to universal time), good to a minute for years 1000–3000; a season is the local days
// from the day its event falls on up to the day of the next. South of the equator the seasons are the
// other way round: which zones lie there comes from the tz database's zone.tab latitudes.

import { SECONDS_PER_DAY } from '../core/units.js';
import type { Season, SeasonEvent } from './ast.js';

export type { SeasonEvent };
export const SEASON_EVENT_NAMES: Readonly<Record<SeasonEvent, string>> = [
  'March equinox',
  'June solstice',
  'September equinox',
  'December solstice',
];

const MEAN: readonly (readonly number[])[] = [
  [2451623.80984, 365242.37404, 0.05169, -0.00411, -0.00057],
  [2451716.56767, 365241.62603, 0.00325, 0.00888, -0.0003],
  [2451810.21715, 365242.01767, -0.11575, 0.00337, 0.00078],
  [2451900.05952, 365242.74049, -0.06223, -0.00823, 0.00032],
];

const TERMS: readonly (readonly [number, number, number])[] = [
  [485, 324.96, 1934.136],
  [203, 337.23, 32964.467],
  [199, 342.08, 20.186],
  [182, 27.85, 445267.112],
  [156, 73.14, 45036.886],
  [136, 171.52, 22518.443],
  [77, 222.54, 65928.934],
  [74, 296.72, 3034.906],
  [70, 243.58, 9037.513],
  [58, 119.81, 33718.147],
  [52, 297.17, 150.678],
  [50, 21.02, 2281.226],
  [45, 247.54, 29929.562],
  [44, 325.15, 31555.956],
  [29, 60.93, 4443.417],
  [18, 155.12, 67555.328],
  [17, 288.79, 4562.452],
  [16, 198.04, 62894.029],
  [14, 199.76, 31436.921],
  [12, 95.39, 14577.848],
  [12, 287.11, 31931.756],
  [12, 320.81, 34777.259],
  [9, 227.73, 1222.114],
  [8, 15.45, 16859.074],
];

const RAD = Math.PI / 180;
/** Julian day of 1970-01-01T00:00Z. */
const UNIX_EPOCH_JD = 2440587.5;

/** ΔT (TT − UT) in seconds, Espenak and Meeus's polynomials, coarsely outside 1900–2150. */
function deltaT(year: number): number {
  const t = year - 2000;
  if (year >= 2005 && year < 2050) return 62.92 + 0.32217 * t + 0.005589 * t * t;
  if (year >= 1986 && year < 2005)
    return 63.86 + 0.3345 * t - 0.060374 * t * t + 0.0017275 * t ** 3 + 0.000651814 * t ** 4 + 0.00002373599 * t ** 5;
  if (year >= 2050 && year < 2150) return -20 + 32 * ((year - 1820) / 100) ** 2 - 0.5628 * (2150 - year);
  const u = (year - 1820) / 100;
  return -20 + 32 * u * u;
}

/** The instant (Unix seconds) of an equinox or solstice in a year. */
export function seasonEvent(year: number, event: SeasonEvent): number {
  const y = (year - 2000) / 1000;
  const m = MEAN[event]!;
  const jde0 = m[0]! + m[1]! * y + m[2]! * y * y + m[3]! * y ** 3 + m[4]! * y ** 4;
  const t = (jde0 - 2451545.0) / 36525;
  const w = (35999.373 * t - 2.47) * RAD;
  const dl = 1 + 0.0334 * Math.cos(w) + 0.0007 * Math.cos(2 * w);
  let s = 0;
  for (const [a, b, c] of TERMS) s += a * Math.cos((b + c * t) * RAD);
  const jde = jde0 + (0.00001 * s) / dl;
  return Math.round((jde - UNIX_EPOCH_JD) * SECONDS_PER_DAY - deltaT(year));
}

/** Which event starts a season, north of the equator (south: two events later). */
const STARTS: Readonly<Record<Season, SeasonEvent>> = { spring: 0, summer: 1, autumn: 2, winter: 3 };

/** The event that starts a season: in the north the March equinox starts spring, in the south the September one. */
export function eventStarting(season: Season, south: boolean): SeasonEvent {
  return ((STARTS[season] + (south ? 2 : 0)) % 4) as SeasonEvent;
}

/** The events that start and end a season that begins in `year`, as [year, event] pairs. */
export function seasonBounds(season: Season, year: number, south: boolean): [[number, SeasonEvent], [number, SeasonEvent]] {
  const first = eventStarting(season, south);
  const next = ((first + 1) % 4) as SeasonEvent;
  return [
    [year, first],
    [next === 0 ? year + 1 : year, next],
  ];
}

/** The season an event starts: in the north the March equinox starts spring. */
export function seasonOfEvent(event: SeasonEvent, south: boolean): Season {
  const names: Season[] = ['spring', 'summer', 'autumn', 'winter'];
  return names[(event + (south ? 2 : 0)) % 4]!;
}

/** Zones whose zone.tab or zone1970.tab location lies south of the equator (tz 2025b). */
const SOUTH = new Set([
  'Africa/Blantyre',
  'Africa/Brazzaville',
  'Africa/Bujumbura',
  'Africa/Dar_es_Salaam',
  'Africa/Gaborone',
  'Africa/Harare',
  'Africa/Johannesburg',
  'Africa/Kigali',
  'Africa/Kinshasa',
  'Africa/Luanda',
  'Africa/Lubumbashi',
  'Africa/Lusaka',
  'Africa/Maputo',
  'Africa/Maseru',
  'Africa/Mbabane',
  'Africa/Nairobi',
  'Africa/Windhoek',
  'America/Araguaina',
  'America/Argentina/Buenos_Aires',
  'America/Argentina/Catamarca',
  'America/Argentina/Cordoba',
  'America/Argentina/Jujuy',
  'America/Argentina/La_Rioja',
  'America/Argentina/Mendoza',
  'America/Argentina/Rio_Gallegos',
  'America/Argentina/Salta',
  'America/Argentina/San_Juan',
  'America/Argentina/San_Luis',
  'America/Argentina/Tucuman',
  'America/Argentina/Ushuaia',
  'America/Asuncion',
  'America/Bahia',
  'America/Belem',
  'America/Campo_Grande',
  'America/Coyhaique',
  'America/Cuiaba',
  'America/Eirunepe',
  'America/Fortaleza',
  'America/Guayaquil',
  'America/La_Paz',
  'America/Lima',
  'America/Maceio',
  'America/Manaus',
  'America/Montevideo',
  'America/Noronha',
  'America/Porto_Velho',
  'America/Punta_Arenas',
  'America/Recife',
  'America/Rio_Branco',
  'America/Santarem',
  'America/Santiago',
  'America/Sao_Paulo',
  'Antarctica/Casey',
  'Antarctica/Davis',
  'Antarctica/DumontDUrville',
  'Antarctica/Macquarie',
  'Antarctica/Mawson',
  'Antarctica/McMurdo',
  'Antarctica/Palmer',
  'Antarctica/Rothera',
  'Antarctica/Syowa',
  'Antarctica/Troll',
  'Antarctica/Vostok',
  'Asia/Dili',
  'Asia/Jakarta',
  'Asia/Jayapura',
  'Asia/Makassar',
  'Asia/Pontianak',
  'Atlantic/South_Georgia',
  'Atlantic/St_Helena',
  'Atlantic/Stanley',
  'Australia/Adelaide',
  'Australia/Brisbane',
  'Australia/Broken_Hill',
  'Australia/Darwin',
  'Australia/Eucla',
  'Australia/Hobart',
  'Australia/Lindeman',
  'Australia/Lord_Howe',
  'Australia/Melbourne',
  'Australia/Perth',
  'Australia/Sydney',
  'Indian/Antananarivo',
  'Indian/Chagos',
  'Indian/Christmas',
  'Indian/Cocos',
  'Indian/Comoro',
  'Indian/Kerguelen',
  'Indian/Mahe',
  'Indian/Mauritius',
  'Indian/Mayotte',
  'Indian/Reunion',
  'Pacific/Apia',
  'Pacific/Auckland',
  'Pacific/Bougainville',
  'Pacific/Chatham',
  'Pacific/Easter',
  'Pacific/Efate',
  'Pacific/Fakaofo',
  'Pacific/Fiji',
  'Pacific/Funafuti',
  'Pacific/Galapagos',
  'Pacific/Gambier',
  'Pacific/Guadalcanal',
  'Pacific/Kanton',
  'Pacific/Marquesas',
  'Pacific/Nauru',
  'Pacific/Niue',
  'Pacific/Norfolk',
  'Pacific/Noumea',
  'Pacific/Pago_Pago',
  'Pacific/Pitcairn',
  'Pacific/Port_Moresby',
  'Pacific/Rarotonga',
  'Pacific/Tahiti',
  'Pacific/Tongatapu',
  'Pacific/Wallis',
]);

/** Whether a zone (its canonical IANA name) lies south of the equator. */
export const isSouthern = (zone: string): boolean => SOUTH.has(zone);
