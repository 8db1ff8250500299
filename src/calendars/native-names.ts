// Month names in each calendar's own script, indexed as the calendar's English names are, for an
// answer that shows a date as people who keep that calendar write it.

/** Nisan (1) … Adar (12), Adar II (13), as in HEBREW_MONTH_NAMES; a leap year's month 12 is Adar I. */
export const HEBREW_MONTH_NAMES_NATIVE = [
  'ניסן',
  'אייר',
  'סיון',
  'תמוז',
  'אב',
  'אלול',
  'תשרי',
  'חשוון',
  'כסלו',
  'טבת',
  'שבט',
  'אדר',
  'אדר ב׳',
] as const;
export const ADAR_I_NATIVE = 'אדר א׳';
export const HIJRI_MONTH_NAMES_NATIVE = [
  'محرم',
  'صفر',
  'ربيع الأول',
  'ربيع الآخر',
  'جمادى الأولى',
  'جمادى الآخرة',
  'رجب',
  'شعبان',
  'رمضان',
  'شوال',
  'ذو القعدة',
  'ذو الحجة',
] as const;
export const PERSIAN_MONTH_NAMES_NATIVE = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;
/** Chinese lunar months 1-12; a leap month is written 闰 before its number. */
export const CHINESE_MONTH_NAMES_NATIVE = [
  '正月',
  '二月',
  '三月',
  '四月',
  '五月',
  '六月',
  '七月',
  '八月',
  '九月',
  '十月',
  '冬月',
  '腊月',
] as const;
export const CHINESE_MONTH_NAMES = [
  'Zhengyue',
  'Eryue',
  'Sanyue',
  'Siyue',
  'Wuyue',
  'Liuyue',
  'Qiyue',
  'Bayue',
  'Jiuyue',
  'Shiyue',
  'Dongyue',
  'Layue',
] as const;
const STEMS = '甲乙丙丁戊己庚辛壬癸';
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';
const ANIMALS = ['Rat', 'Ox', 'Tiger', 'Rabbit', 'Dragon', 'Snake', 'Horse', 'Goat', 'Monkey', 'Rooster', 'Dog', 'Pig'] as const;

/** The sexagenary name and animal of the Chinese year that began in Gregorian year `year`: 丙午, Horse for 2026. */
export function sexagenaryYear(year: number): { name: string; animal: string } {
  const n = (((year - 4) % 60) + 60) % 60;
  return { name: STEMS[n % 10]! + BRANCHES[n % 12]!, animal: ANIMALS[n % 12]! };
}

export const HINDU_MONTH_NAMES_NATIVE = [
  'चैत्र',
  'वैशाख',
  'ज्येष्ठ',
  'आषाढ़',
  'श्रावण',
  'भाद्रपद',
  'आश्विन',
  'कार्तिक',
  'मार्गशीर्ष',
  'पौष',
  'माघ',
  'फाल्गुन',
] as const;
export const THAI_MONTH_NAMES_NATIVE = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;
