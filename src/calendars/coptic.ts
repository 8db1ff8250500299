// The Coptic (Alexandrian) calendar and the Ethiopian calendar, which is the same calendar counted
// from another era: twelve months of 30 days and a thirteenth of 5 (6 before a Julian leap year),
// so both are plain arithmetic on epoch days. The Ethiopian year is the Coptic year + 276; 276 is a
// multiple of 4, so their leap years coincide and one function serves both.

export interface CopticDate {
  readonly year: number;
  /** 1-13; month 13 is the 5- or 6-day "little month" (Pi Kogi Enavot, Pagume). */
  readonly month: number;
  readonly day: number;
}

/** Epoch day of 1 Thout 1 A.M. (Era of Martyrs): 29 August 284 Julian. */
const COPTIC_EPOCH = -615558;
/** Years from the Coptic era to the Ethiopian (Amete Mihret) era. */
export const ETHIOPIAN_YEAR_OFFSET = 276;

export const COPTIC_MONTH_NAMES = [
  'Thout',
  'Paopi',
  'Hathor',
  'Koiak',
  'Tobi',
  'Meshir',
  'Paremhat',
  'Parmouti',
  'Pashons',
  'Paoni',
  'Epip',
  'Mesori',
  'Pi Kogi Enavot',
] as const;
export const COPTIC_MONTH_NAMES_NATIVE = [
  'Ⲑⲱⲟⲩⲧ',
  'Ⲡⲁⲟⲡⲓ',
  'Ⲁⲑⲱⲣ',
  'Ⲭⲟⲓⲁⲕ',
  'Ⲧⲱⲃⲓ',
  'Ⲙⲉϣⲓⲣ',
  'Ⲡⲁⲣⲉⲙϩⲁⲧ',
  'Ⲫⲁⲣⲙⲟⲩⲑⲓ',
  'Ⲡⲁϣⲟⲛⲥ',
  'Ⲡⲁⲱⲛⲓ',
  'Ⲉⲡⲏⲡ',
  'Ⲙⲉⲥⲱⲣⲏ',
  'Ⲡⲓⲕⲟⲩϫⲓ ⲛ̀ⲁⲃⲟⲧ',
] as const;
export const ETHIOPIAN_MONTH_NAMES = [
  'Meskerem',
  'Tikimt',
  'Hidar',
  'Tahsas',
  'Tir',
  'Yekatit',
  'Megabit',
  'Miyazya',
  'Ginbot',
  'Sene',
  'Hamle',
  'Nehase',
  'Pagume',
] as const;
export const ETHIOPIAN_MONTH_NAMES_NATIVE = [
  'መስከረም',
  'ጥቅምት',
  'ኅዳር',
  'ታኅሣሥ',
  'ጥር',
  'የካቲት',
  'መጋቢት',
  'ሚያዝያ',
  'ግንቦት',
  'ሰኔ',
  'ሐምሌ',
  'ነሐሴ',
  'ጳጉሜን',
] as const;

/** A Coptic year is a leap year (a 6-day thirteenth month) when it is 3 more than a multiple of 4. */
export const isCopticLeapYear = (year: number): boolean => ((year % 4) + 4) % 4 === 3;

export function copticMonthLength(year: number, month: number): number {
  return month <= 12 ? 30 : isCopticLeapYear(year) ? 6 : 5;
}

/** Epoch day of a Coptic date (no range check: see copticMonthLength). */
export function daysFromCoptic(year: number, month: number, day: number): number {
  return COPTIC_EPOCH + 365 * (year - 1) + Math.floor(year / 4) + 30 * (month - 1) + day - 1;
}

export function copticFromDays(z: number): CopticDate {
  const n = z - COPTIC_EPOCH;
  // Every 1461 days (four years) hold one leap year, the fourth.
  const year = Math.floor((4 * n + 1463) / 1461);
  const doy = z - daysFromCoptic(year, 1, 1);
  return { year, month: Math.floor(doy / 30) + 1, day: (doy % 30) + 1 };
}

export const daysFromEthiopian = (year: number, month: number, day: number): number =>
  daysFromCoptic(year - ETHIOPIAN_YEAR_OFFSET, month, day);

export function ethiopianFromDays(z: number): CopticDate {
  const c = copticFromDays(z);
  return { year: c.year + ETHIOPIAN_YEAR_OFFSET, month: c.month, day: c.day };
}
