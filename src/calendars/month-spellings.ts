// How people write the months of the Hijri, Hebrew and Solar Hijri calendars in English, month by
// month (1-based, as this folder numbers them: Hebrew Nisan 1 … Adar 12, Adar II 13). The one table
// both the phrase reader ("1 Muharram 1449") and the calendar tool ("15 Tishrei 5787") read.

export type SpelledCalendar = 'islamic' | 'hebrew' | 'persian';

/** Plain "Adar": in a Hebrew leap year it may be Adar I or Adar II, so a reader must ask which. */
export const PLAIN_ADAR = 'adar';

export const MONTH_SPELLINGS: Readonly<Record<SpelledCalendar, readonly (readonly string[])[]>> = {
  islamic: [
    ['muharram', 'muharam'],
    ['safar'],
    ["rabi' al-awwal", 'rabi al-awwal', 'rabi al awal', 'rabi ul awal', 'rabi ul awwal', 'rabiul awal', 'rabi i'],
    ["rabi' al-thani", 'rabi al-thani', "rabi' al-akhir", 'rabi al-akhir', 'rabi ul akhir', 'rabiul akhir', 'rabi ii'],
    ['jumada al-ula', 'jumada al-awwal', 'jumadal awwal', 'jumada i'],
    ['jumada al-akhirah', 'jumada al-thani', 'jumadal akhir', 'jumada ii'],
    ['rajab'],
    ["sha'ban", 'shaban', 'shaaban'],
    ['ramadan', 'ramadhan', 'ramazan', 'ramzan'],
    ['shawwal', 'shawal'],
    ["dhu al-qa'dah", 'dhu al-qadah', "dhu'l-qa'dah", 'dhul qadah', 'dhul qada', 'zul qadah'],
    ['dhu al-hijjah', "dhu'l-hijjah", 'dhul hijjah', 'dhu al hijja', 'dhul hijja', 'zul hijjah'],
  ],
  hebrew: [
    ['nisan', 'nissan'],
    ['iyyar', 'iyar'],
    ['sivan'],
    ['tammuz', 'tamuz'],
    ['av', 'menachem av', 'menachem'],
    ['elul'],
    ['tishrei', 'tishri'],
    ['cheshvan', 'heshvan', 'chesvan', 'marcheshvan', 'marheshvan'],
    ['kislev'],
    ['tevet', 'teves'],
    ['shevat', 'shvat'],
    [PLAIN_ADAR, 'adar i', 'adar 1', 'adar alef'],
    ['adar ii', 'adar 2', 'adar bet', 'adar beit'],
  ],
  persian: [
    ['farvardin'],
    ['ordibehesht'],
    ['khordad'],
    ['tir'],
    ['mordad', 'amordad'],
    ['shahrivar'],
    ['mehr'],
    ['aban'],
    ['azar'],
    ['dey', 'dei'],
    ['bahman'],
    ['esfand'],
  ],
};
