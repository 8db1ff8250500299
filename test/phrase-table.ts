// The phrase table: what parse_time must answer, exactly, for 2,000+ English phrases across the
// eleven families (times of day, dates, relative phrases, periods and their parts, parts of the day,
// rolling periods, explicit ranges, open ranges, holidays, zones in the text, sentences), at fixed
// references in several zones: mid-week, near midnight, at month and year ends, across DST changes,
// south of the equator, with a caller's country and locale. Each row is one expected reading and the
// phrases that must all give it. Expected values were worked out by hand from the calendar and the
// conventions in README.md ("parse_time"); the UTC offsets of the expected wall times came from
// Python's zoneinfo, not from Meridian. test/phrase-table.test.ts reads this table.
//
//   "I <datetime> <grain>"            an instant
//   "R <start> <end> <grain>"         a range, the end exclusive
//   "A <start> <grain>"               an open range with its start known ("after 2pm")
//   "B <end> <grain>"                 an open range with its end known ("by Friday")
//   "E <code>"                        an error with that code
//   "I@Zone ..."                      read in a zone the phrase names

export interface Block {
  /** The reference instant (the frozen clock). */
  readonly now: string;
  /** The timezone argument. */
  readonly tz: string;
  /** Other arguments (country, locale, disambiguation). */
  readonly args?: Readonly<Record<string, string>>;
  readonly rows: readonly (readonly [string, readonly string[]])[];
}

export const TABLE: readonly Block[] = [
  {
    now: '2026-06-11T14:00:00Z', tz: 'America/New_York',
    rows: [
      ["I 2026-06-11T15:00:00-04:00 hour", ["3pm", "3 pm", "3 p.m.", "3PM", "3 P.M.", "at 3pm", "@ 3pm", "3p", "three pm", "three p.m.", "3 oclock pm", "3 o'clock pm", "3 o'clock in the afternoon", "three o'clock in the afternoon", "3 in the afternoon", "at 3 in the afternoon", "3ish pm", "about 3pm", "around 3 pm", "approximately 3pm", "3pm sharp", "3pm today", "today at 3pm", "at 3 this afternoon", "this afternoon at 3", "3 this afternoon"]],
      ["I 2026-06-11T15:00:00-04:00 minute", ["15:00", "15h00", "15h", "at 15:00", "at 15h", "3:00pm", "3:00 p.m.", "15:00 today"]],
      ["I 2026-06-11T15:30:00-04:00 minute", ["3:30pm", "3:30 pm", "15:30", "15h30", "half past 3pm", "half past three pm", "half past 3 in the afternoon", "3:30 in the afternoon", "thirty minutes past 3pm", "330pm", "330 p.m.", "three thirty pm", "3.30pm", "3:30 p m"]],
      ["I 2026-06-11T15:15:00-04:00 minute", ["quarter past 3pm", "a quarter past 3pm", "15 minutes past 3pm", "3:15pm", "15:15", "15h15", "fifteen past 3pm", "quarter past three in the afternoon", "quarter after 3pm", "15 past 3pm"]],
      ["I 2026-06-11T16:40:00-04:00 minute", ["20 to 5pm", "twenty to 5pm", "20 minutes to 5pm", "4:40pm", "16:40", "twenty to five in the afternoon", "20 til 5pm"]],
      ["I 2026-06-11T11:55:00-04:00 minute", ["5 til noon", "five to noon", "5 to noon", "5 minutes to noon", "11:55am", "11:55 am"]],
      ["I 2026-06-11T11:45:00-04:00 minute", ["a quarter to noon", "quarter to noon", "15 to noon", "11:45am", "15 minutes before noon", "quarter till noon"]],
      // H.MM after "at", as British English writes a time: not the minutes read as an hour of another day
      ["I 2026-06-12T09:15:00-04:00 minute", ["at 9.15 tomorrow", "tomorrow at 9.15"]],
      ["I 2026-06-12T18:00:00-04:00 minute", ["at 18.00 tomorrow"]],
      ["I 2026-06-15T14:30:00-04:00 minute", ["at 14.30 on June 15", "June 15 at 14.30"]],
      // a time of day beside a day it does not join is not today's: an error naming both
      ["E phrase.ambiguous", ["June 15-19 9am-5pm", "3pm, see you Friday"]],
      ["I 2026-06-05T00:00:00-04:00 day", ["the friday just gone", "friday just past"]],
      // "this day" another week or year is that date; "noonish" a noon a day can follow
      ["I 2026-06-18T00:00:00-04:00 day", ["this day next week", "the same day next week"]],
      ["I 2027-06-11T00:00:00-04:00 day", ["this day next year"]],
      ["I 2026-06-12T12:00:00-04:00 hour", ["noonish tomorrow", "noon-ish tomorrow", "tomorrow noonish"]],
      // a time passed on a date that is today is today's, an hour ago, not a year on (the next one the alternative);
      // a weekday that is today is next week's, today's the alternative
      ["I 2026-06-11T09:00:00-04:00 hour", ["June 11 at 9am", "today, June 11, at 9am", "the 11th at 9am"]],
      ["I 2026-06-18T09:00:00-04:00 hour", ["thursday at 9am"]],
      // two times of one day said once run past midnight when the end is earlier, from that day (2026-06-12 is the coming Friday)
      // an hour without am/pm after a whole day is that day's working hour, as "tomorrow at 2" reads it (02:00 the alternative)
      ["R 2026-06-11T00:00:00-04:00 2026-06-11T14:00:00-04:00 hour", ["from today until 2", "today until 2", "from today to two"]],
      ["R 2026-06-12T00:00:00-04:00 2026-06-12T14:00:00-04:00 hour", ["from tomorrow until 2"]],
      // a part of the day before or after a day is that part of the day next to it (before a holiday, its eve)
      ["R 2026-06-11T18:00:00-04:00 2026-06-12T00:00:00-04:00 hour", ["the evening before Friday", "the night before Friday"]],
      ["R 2026-06-14T18:00:00-04:00 2026-06-15T00:00:00-04:00 hour", ["the evening before June 15"]],
      ["R 2026-12-26T06:00:00-05:00 2026-12-26T12:00:00-05:00 hour", ["the morning after Christmas"]],
      // a margin around a time is no one time
      ["E phrase.ambiguous", ["Friday +/- 1 day", "give or take a day from Friday", "3pm plus or minus an hour", "Friday ± 1 day"]],
      ["R 2026-06-12T23:00:00-04:00 2026-06-13T01:00:00-04:00 hour", ["from 11pm to 1am on Friday", "Friday from 11pm to 1am", "11pm-1am Friday", "from 11pm to 1am on June 12"]],
      ["R 2026-12-31T22:00:00-05:00 2027-01-01T02:00:00-05:00 hour", ["from 10pm to 2am on New Year's Eve", "December 31 from 10pm to 2am"]],
      // an hour said with "at" joins a day named with its week or month
      ["I 2026-06-19T15:00:00-04:00 hour", ["friday next week at 3", "Friday next week at 3pm"]],
      ["I 2026-06-16T14:00:00-04:00 hour", ["tuesday next week at 2"]],
      ["I 2026-06-15T09:00:00-04:00 hour", ["at 9 on monday next week", "monday of next week at 9"]],
      ["I 2026-07-03T09:00:00-04:00 hour", ["the 3rd of next month at 9"]],
      ["I 2026-06-11T12:00:00-04:00 hour", ["noon", "at noon", "12pm", "12 noon", "midday", "mid-day", "at midday", "noon today", "today at noon", "12 p.m.", "twelve noon"]],
      ["I 2026-06-11T12:15:00-04:00 minute", ["quarter past noon", "a quarter past noon", "12:15pm", "15 past noon", "15 minutes past noon", "12:15 in the afternoon"]],
      ["I 2026-06-12T00:00:00-04:00 hour", ["midnight", "at midnight", "12am", "12 midnight", "midnight tonight", "tonight at midnight", "12 tonight", "12 a.m."]],
      ["I 2026-06-11T20:00:00-04:00 hour", ["8 tonight", "eight tonight", "8 this evening", "at 8 in the evening", "tonight at 8", "tonight at 8 o'clock", "at 8 tonight", "8pm tonight", "tonight at 8pm", "8 o'clock tonight", "in the evening at eight", "eight in the evening", "8 p.m. tonight"]],
      ["I 2026-06-11T19:00:00-04:00 hour", ["at 7 this evening", "7 this evening", "this evening at 7", "7pm this evening", "seven this evening", "at seven tonight", "at 7 tonight"]],
      ["I 2026-06-11T23:00:00-04:00 hour", ["11 tonight", "tonight at 11", "at 11pm tonight", "eleven tonight", "11pm"]],
      ["I 2026-06-11T19:00:00-04:00 hour", ["at 7", "at seven", "at 7 o'clock", "7 o'clock", "seven o'clock"]],
      ["I 2026-06-11T21:00:00-04:00 hour", ["at 9", "at nine", "9 o'clock"]],
      ["I 2026-06-11T11:00:00-04:00 hour", ["at 11", "at eleven", "11 o'clock"]],
      ["I 2026-06-11T15:30:00-04:00 minute", ["at 3:30", "at three thirty", "3:30"]],
      ["I 2026-06-12T07:00:00-04:00 hour", ["7am", "7 a.m.", "7 in the morning", "seven in the morning", "at 7 am", "7 o'clock in the morning", "seven am", "7 AM"]],
      ["I 2026-06-12T03:00:00-04:00 hour", ["3 in the morning", "3am", "at 3 a.m.", "three in the morning", "3 in the AM", "3 oclock am"]],
      ["I 2026-06-12T09:01:10-04:00 second", ["9:01:10 am", "9:01:10 AM", "09:01:10"]],
      ["I 2026-06-11T15:23:24-04:00 second", ["15:23:24", "3:23:24 pm"]],
      ["I 2026-06-12T03:18:00-04:00 minute", ["3h18", "3:18am", "03:18", "3:18 a.m."]],
      ["I 2026-06-11T14:05:00-04:00 minute", ["14:05", "2:05pm", "2:05 p.m.", "14h05"]],
      ["I 2026-06-12T00:30:00-04:00 minute", ["0:30", "00:30", "12:30am", "half past midnight"]],
      ["I 2026-06-11T10:30:00-04:00 minute", ["ten thirty am", "10:30am", "at 10:30", "at ten thirty", "10:30", "at 1030", "around 1030", "1030am"]],
      ["I 2026-06-11T12:03:00-04:00 minute", ["twelve oh three pm", "12:03pm", "12:03 p.m."]],
      ["I 2026-06-11T21:59:00-04:00 minute", ["nine fifty-nine pm", "9:59pm", "nine fifty nine p m", "21:59"]],
      ["I 2026-06-11T10:00:00-04:00 hour", ["at 10", "10 o'clock", "ten o'clock"]],
      ["I 2026-06-12T09:00:00-04:00 hour", ["tomorrow at 9am", "9am tomorrow", "tomorrow 9am", "tomorrow morning at 9", "9 tomorrow morning", "at 9 tomorrow morning", "tomorrow at 9", "9 tomorrow", "tomorrow at nine", "at nine tomorrow morning", "tmrw 9am", "tomorrow @ 9am", "Tomorrow 9 AM", "tomorrow at 9 in the morning"]],
      ["I 2026-06-12T15:00:00-04:00 hour", ["tomorrow at 3", "tomorrow afternoon at 3", "3 tomorrow afternoon", "at 3 tomorrow afternoon", "tomorrow at 3pm", "3pm tomorrow", "tomorrow 3pm", "3 in the afternoon tomorrow", "friday at 3pm", "Friday at 3pm", "friday 3pm", "3pm Friday", "this Friday at 3pm", "on Friday at 3 pm", "Fri 3pm", "3pm on Fri.", "Friday afternoon at 3", "3pm on Friday"]],
      ["I 2026-06-12T15:00:00-04:00 minute", ["15:00 tomorrow", "tomorrow at 15:00", "Friday 15:00"]],
      ["I 2026-06-12T17:00:00-04:00 hour", ["at 5 tomorrow afternoon", "tomorrow afternoon at 5", "tomorrow evening at 5", "5pm tomorrow", "tomorrow at 5", "5 tomorrow afternoon"]],
      ["I 2026-06-13T17:00:00-04:00 hour", ["the day after tomorrow at 5pm", "day after tomorrow 5pm", "5pm the day after tomorrow", "in two days at 5pm", "Saturday at 5pm", "5pm on Saturday", "sat 5pm"]],
      ["I 2026-06-09T08:00:00-04:00 hour", ["day before yesterday 8am", "the day before yesterday at 8 in the morning", "8am the day before yesterday", "last Tuesday at 8am"]],
      ["I 2026-06-10T12:00:00-04:00 hour", ["yesterday at noon", "noon yesterday", "yesterday at 12pm", "yesterday 12 noon"]],
      ["I 2026-06-19T15:00:00-04:00 hour", ["next Friday at 3pm", "next friday 3pm", "3pm next Friday", "Friday after next at 3pm", "a week from tomorrow at 3pm"]],
      ["I 2026-06-13T09:00:00-04:00 hour", ["Saturday morning at 9", "at 9am on Saturday", "on Saturday for 9am", "Sat 9am", "Saturday at 9", "9am Saturday", "this Saturday at 9am"]],
      ["I 2026-06-15T10:00:00-04:00 hour", ["Monday 10am", "monday at 10", "next Monday at 10am", "10am next monday", "Monday morning at 10", "10 on Monday"]],
      ["I 2027-02-15T16:00:00-05:00 hour", ["Feb 15 at 4pm", "4pm on Feb 15", "February 15th at 4 pm", "15 February at 4pm", "2/15 at 4pm", "the 15th of February at 4 in the afternoon"]],
      ["I 2026-06-19T19:30:00-04:00 minute", ["at 7:30 PM on Fri, Jun 19", "Fri, Jun 19 at 7:30pm", "Friday June 19 7:30pm", "at 19h30 on Fri, Jun 19", "June 19 at 19:30"]],
      ["I 2026-12-25T12:00:00-05:00 hour", ["noon on Dec 25", "Dec 25 at noon", "christmas at noon", "xmas at 12pm", "noon on Christmas Day", "12 noon on December 25th"]],
      ["I 2026-06-13T00:00:00-04:00 hour", ["Friday at midnight", "friday midnight", "midnight on Friday"]],
      ["I 2026-06-12T18:00:00-04:00 hour", ["tomorrow at 6 in the evening", "tomorrow evening at 6", "6pm tomorrow", "6 tomorrow evening"]],
      ["I 2026-06-12T02:00:00-04:00 hour", ["tonight at 2", "2 tonight", "2am tonight"]],
      ["I 2027-02-15T00:00:00-05:00 day", ["2/15", "on 2/15", "2 / 15", "2-15", "15/2", "feb 15", "Feb 15", "February 15", "february the 15th", "15th of Feb", "the 15th of February", "15 Feb", "15th February", "Feb. 15", "feb 15th", "the fifteenth of february", "15 of february", "February fifteenth", "Feb the 15th", "on February 15th"]],
      ["I 2027-03-04T00:00:00-05:00 day", ["3/4", "3-4", "March 4", "March 4th", "4 March"]],
      ["I 2026-06-24T00:00:00-04:00 day", ["the 24th", "on the 24th", "24th", "the twenty-fourth", "on the twenty fourth", "the 24", "June 24", "June 24th", "6/24", "the 24th of June", "24 June"]],
      ["I 2026-07-03T00:00:00-04:00 day", ["the 3rd", "on the third", "the 3rd of next month", "3rd of next month", "the third of next month", "July 3rd", "July 3", "3 July", "7/3", "the 3rd day of next month"]],
      ["I 2026-06-11T00:00:00-04:00 day", ["the 11th", "today", "on the 11th", "June 11", "6/11", "2026-06-11", "June 11, 2026", "Thursday", "this Thursday", "on Thursday", "11 June 2026"]],
      ["I 2026-07-31T00:00:00-04:00 day", ["the 31st", "on the 31st", "July 31", "the thirty-first", "31st of July"]],
      ["I 2018-03-18T00:00:00-04:00 day", ["2018 March 18", "2018 March 18th", "the deadline is 2018 March 18", "2018 Mar 18", "18 March 2018", "March 18, 2018"]],
      // a count of days from "the end" or "the start" of a period counts from its last or first day
      ["I 2026-06-28T00:00:00-04:00 day", ["two days before the end of the month", "2 days before the end of this month"]],
      ["I 2026-12-24T00:00:00-05:00 day", ["a week before the end of the year"]],
      ["I 2026-07-04T00:00:00-04:00 day", ["3 days after the start of next month", "three days after the beginning of next month"]],
      ["I 2026-05-20T00:00:00-04:00 day", ["the 20th of last month", "May 20 2026", "20 May 2026", "2026-05-20", "5/20/2026", "20/05/2026", "the 20th day of last month"]],
      ["I 2027-03-01T00:00:00-05:00 day", ["the 1st of march", "march first", "1 march", "the first of March", "March 1st", "1st March", "March 1", "3/1", "the first of march"]],
      ["I 2027-02-15T00:00:00-05:00 day", ["Feb 15 2027", "February 15th, 2027", "15 Feb 2027", "2027-02-15", "2/15/2027", "15/02/2027", "Feb-15-2027", "15-Feb-2027", "15th of February 2027", "February 15 of 2027", "Monday, February 15, 2027", "Mon, Feb 15 2027", "2027/02/15"]],
      ["I 1974-10-31T00:00:00-05:00 day", ["10/31/74", "October 31, 1974", "31 Oct 1974", "31-Oct-74", "10-31-74", "1974-10-31", "31st Oct 1974", "Oct 31st, 1974", "10.31.1974", "31/10/1974", "31/Oct/1974"]],
      ["I 2015-04-14T00:00:00-04:00 day", ["14april 2015", "April 14, 2015", "14 April 2015", "4/14/15"]],
      ["R 2027-01-01T00:00:00-05:00 2028-01-01T00:00:00-05:00 year", ["2027", "in 2027", "the year 2027", "2027 AD", "AD 2027", "in 2027 A.D.", "during 2027", "next year", "the next year", "next yr", "the following year", "in two thousand twenty-seven", "twenty twenty-seven"]],
      ["R 2014-01-01T00:00:00-05:00 2015-01-01T00:00:00-05:00 year", ["in 2014 AD", "2014 A.D.", "the year 2014", "in 2014", "2014"]],
      ["R 0014-01-01T00:00:00-04:56:02 0015-01-01T00:00:00-04:56:02 year", ["in 14 a.d.", "14 AD", "AD 14", "the year 14"]],
      ["R 1990-01-01T00:00:00-05:00 2000-01-01T00:00:00-05:00 year", ["the 1990s", "1990s", "the 90s", "the '90s", "the nineties", "the 1990's", "in the 90s"]],
      ["R 2020-01-01T00:00:00-05:00 2030-01-01T00:00:00-05:00 year", ["the 2020s", "2020s", "in the 2020s"]],
      ["E phrase.year-range", ["500 BC", "in 500 BC", "500 B.C.", "44 BCE", "in 10000 years", "12000 AD"]],
      ["I 2026-06-07T00:00:00-04:00 day", ["Sunday, June 7", "Sun, Jun 7", "Sunday June 7th", "last Sunday", "Sunday last week", "last week's Sunday", "Sunday from last week", "this past Sunday"]],
      ["I 2026-06-15T00:00:00-04:00 day", ["Monday, June 15", "Mon, Jun 15", "Monday the 15th", "Monday 15th", "Mon 15th", "next Monday", "Monday", "monday", "mon.", "this Monday", "this coming Monday", "coming Monday", "the coming Monday", "Monday of next week", "on Monday", "the 15th", "June 15th", "6/15", "Monday next week"]],
      ["I 2026-07-17T00:00:00-04:00 day", ["Fri, Jul 17", "Friday, July 17", "Friday July 17th", "Fri Jul 17", "Jul 17, Fri"]],
      // a weekday with a date and no year (or month): the next year (or month) where both hold, said in
      // assumed; for a month and day, only up to the occurrence after next (Jul 18 2026 is a Saturday)
      ["I 2027-07-18T00:00:00-04:00 day", ["Sun, Jul 18", "Sunday, July 18"]],
      ["I 2027-06-12T00:00:00-04:00 day", ["Saturday, June 12"]],
      ["I 2026-07-16T00:00:00-04:00 day", ["Thu 16th"]],
      ["I 2026-11-13T00:00:00-05:00 day", ["Friday the 13th", "next Friday the 13th"]],
      // "next": never the one just past (1 June 2026 was a Monday the 1st, ten days before)
      ["I 2027-02-01T00:00:00-05:00 day", ["the next Monday the 1st"]],
      ["E phrase.contradiction", ["tomorrow Saturday", "Friday 2026-06-13", "Mon, Feb 15 2026", "Fri, Jul 18", "Friday, July 18", "Saturday, June 15"]],
      // a word the reader does not know is never dropped: in a phrase, or touching the phrase in a sentence
      ["E phrase.unknown-word", ["zorblax saturday 2027", "the feast of flumph 2027", "Monday of the Blue Gnome", "quux day 2027", "3pm blargh", "tomorrow-glorp", "see you Zorblax Saturday", "grok 2027 please", "when is zorblax day this year"]],
      ["I 2026-06-12T00:00:00-04:00 day", ["tomorrow", "tmrw", "tomorrow's date", "Friday", "friday", "fri", "Fri.", "this Friday", "on Friday", "tomorrow Friday", "Friday June 12", "Friday the 12th", "June 12", "the 12th", "6/12", "2026-06-12"]],
      ["I 2026-06-10T00:00:00-04:00 day", ["yesterday", "last Wednesday", "this past Wednesday", "June 10 2026", "10 June 2026", "6/10/2026"]],
      ["I 2026-06-13T00:00:00-04:00 day", ["the day after tomorrow", "day after tomorrow", "the day after next", "overmorrow", "Saturday", "saturday", "this Saturday", "sat", "the 13th", "June 13"]],
      ["I 2026-06-09T00:00:00-04:00 day", ["the day before yesterday", "day before yesterday", "the day before last", "last Tuesday", "this past Tuesday"]],
      ["I 2026-06-02T00:00:00-04:00 day", ["Tuesday last week", "Tuesday of last week", "last week's Tuesday", "Tuesday in the previous week"]],
      ["I 2026-06-26T00:00:00-04:00 day", ["3 fridays from now", "three fridays from now", "the third friday from now"]],
      ["I 2026-05-28T00:00:00-04:00 day", ["2 thursdays ago", "two thursdays ago", "2 thursdays back"]],
      ["I 2026-06-17T00:00:00-04:00 day", ["wednesday of next week", "wednesday next week", "next week's wednesday", "next Wednesday", "Wednesday in the following week", "this coming Wednesday", "Wednesday", "coming Wednesday", "the 17th"]],
      ["I 2026-06-24T00:00:00-04:00 day", ["Wednesday after next", "the Wednesday after next", "wednesday after next"]],
      ["I 2026-06-19T00:00:00-04:00 day", ["Friday after next", "the Friday after next", "next Friday", "the following Friday", "a week from tomorrow", "a week from Friday", "one week from tomorrow", "7 days from tomorrow", "Juneteenth", "juneteenth"]],
      ["R 2026-06-22T00:00:00-04:00 2026-06-29T00:00:00-04:00 week", ["the week after next", "week after next"]],
      ["R 2028-03-01T00:00:00-05:00 2028-04-01T00:00:00-04:00 month", ["March after next", "march after next"]],
      ["R 2027-03-01T00:00:00-05:00 2027-04-01T00:00:00-04:00 month", ["March", "in March", "during March", "next March", "this March", "march", "Mar", "March 2027", "in March 2027"]],
      ["I 2026-06-13T10:00:00-04:00 second", ["in a couple of days", "in a couple days", "in 2 days", "two days from now", "2 days later", "in two days", "2 days from now", "in 2 days' time", "in 48 hours", "48 hours from now"]],
      ["I 2026-06-11T07:00:00-04:00 second", ["a few hours ago", "3 hours ago", "three hours ago", "3 hrs ago", "180 minutes ago"]],
      ["I 2026-06-11T10:30:00-04:00 second", ["in 1/2 hour", "in half an hour", "in 30 minutes", "30 minutes from now", "in thirty minutes", "half an hour from now", "in 30 mins", "in 30min", "in about half an hour", "in 1/2h", "30 minutes later"]],
      ["I 2026-06-11T10:15:00-04:00 second", ["in a quarter of an hour", "in 15 minutes", "in 1/4 hour", "fifteen minutes from now", "in 15 min", "in 15'", "in a quarter hour", "15 minutes later"]],
      ["I 2026-06-11T10:45:00-04:00 second", ["in three-quarters of an hour", "in 45 minutes", "in 3/4 hour", "in three quarters of an hour", "45 minutes from now"]],
      ["I 2026-06-28T22:00:00-04:00 second", ["two and a half weeks from now", "in 2.5 weeks", "in two and a half weeks", "in 2 and a half weeks"]],
      // British: weeks after the coming weekday (Tuesday 16 June + 7 days; Friday 12 June + 14)
      ["I 2026-06-23T00:00:00-04:00 day", ["Tuesday week", "a week on Tuesday", "a week from Tuesday"]],
      ["I 2026-06-26T00:00:00-04:00 day", ["Friday fortnight", "a fortnight on Friday", "two weeks on Friday"]],
      ["I 2026-06-11T11:30:00-04:00 second", ["in an hour and a half", "in 1.5 hours", "in 90 minutes", "in 1h30m", "in 1h30", "in one and a half hours", "an hour and a half from now", "in 1 hour 30 minutes", "in 1 hour and 30 minutes"]],
      // ISO 8601 week numbers (dates from Python's date.fromisocalendar); without a year the next, the one under way counting
      ["R 2026-06-29T00:00:00-04:00 2026-07-06T00:00:00-04:00 week", ["week 27", "W27", "2026-W27", "2026W27", "week 27 of 2026", "Week 27, 2026", "CW 27", "KW27", "wk 27", "calendar week 27", "week #27", "in week 27", "week 27.", "CW 27."]],
      ["I 2026-07-01T00:00:00-04:00 day", ["2026-W27-3", "Wednesday of week 27", "week 27 Wednesday"]],
      ["R 2026-06-08T00:00:00-04:00 2026-06-15T00:00:00-04:00 week", ["week 24", "this week"]],
      ["R 2027-06-07T00:00:00-04:00 2027-06-14T00:00:00-04:00 week", ["week 23"]],
      ["R 2026-12-28T00:00:00-05:00 2027-01-04T00:00:00-05:00 week", ["week 53", "2026-W53"]],
      ["E phrase.no-such-day", ["2027-W53", "week 53 of 2027"]],
      ["E phrase.ambiguous", ["week 27 at 3pm"]],
      // a week counted in a month is not the year's week of that number
      ["E phrase.unplaced", ["week 3 of March", "week 2 in June"]],
      // a lone number before another is no hour of the date after it, and text written together is one thing said
      ["E phrase.unplaced", ["03 25 Sep", "3 25 September", "10 2026-12-25", "september-2020-23"]],
      // "later in" narrows what follows; a count before "next week" in the singular counts something else
      ["E phrase.unplaced", ["we ship later in June", "I'll leave for Beijing later in today.", "We will be only 3 next week.", "He will arrive later than or at 1/1/2016"]],
      // "vacation" after "is" is the sentence's, not a word of the date ("summer vacation" names one; "end" before a day is a verb)
      ["R 2026-06-15T00:00:00-04:00 2026-06-20T00:00:00-04:00 day", ["my vacation is from June 15 to June 19"]],
      ["E phrase.unplaced", ["summer vacation", "the trial will end Friday"]],
      // what is left of today, or gone of it; to date
      ["R 2026-06-11T10:00:00-04:00 2026-06-12T00:00:00-04:00 second", ["later today", "later on today", "the rest of the day", "rest of today", "the rest of my day", "rest of the current day"]],
      ["R 2026-06-11T00:00:00-04:00 2026-06-11T10:00:00-04:00 second", ["earlier today"]],
      ["R 2026-06-11T10:00:00-04:00 2026-06-15T00:00:00-04:00 day", ["the rest of the week", "rest of week", "the remainder of this week", "rest of my week", "the remaining of the week", "what is left of the week"]],
      // before the end of a period: before it is over (before its late part is "before late December")
      ["B 2027-01-01T00:00:00-05:00 month", ["before the end of December", "by the end of December"]],
      ["B 2027-01-01T00:00:00-05:00 year", ["before the end of the year", "before the end of this year", "before EOY", "by the end of the year"]],
      ["B 2026-12-21T00:00:00-05:00 day", ["before late December"]],
      // "24/7" is all the time, not 24 July
      ["E phrase.unreadable", ["24/7"]],
      // an ordinal that counts a thing is no day of the month: an error names the number, never the 2nd of a month
      ["E phrase.unplaced", ["the 2nd meeting is tomorrow", "Meeting at 3 on the 5th floor", "our 3rd call is on Friday"]],
      // the other choice joined by "or" is not dropped: an error names it
      ["E phrase.unplaced", ["can we do this week or next please?", "can we do this or next week please?", "was it last week or this?"]],
      // a day after its month in cardinal words, as people say it
      ["I 2026-06-21T00:00:00-04:00 day", ["June twenty one", "June twenty-one", "june twenty one"]],
      ["I 2027-05-29T00:00:00-04:00 day", ["May twenty nine", "may twenty-nine"]],
      // "one" is an hour before a part of the day; a sentence's "it" and "work" are prose
      ["I 2026-06-12T01:00:00-04:00 hour", ["one in the morning", "let's meet one in the morning", "at 1 in the morning"]],
      ["I 2026-06-12T16:00:00-04:00 hour", ["does Friday at 4pm work?", "it's Friday at 4pm"]],
      // an amount of money is no date: the 27th of December, paid $12
      ["I 2026-12-27T00:00:00-05:00 day", ["I bought it for $12 December 27", "$12 December 27", "December 27, €5"]],
      ["R 2026-01-01T00:00:00-05:00 2026-06-11T10:00:00-04:00 day", ["year to date", "YTD", "year-to-date", "so far this year", "earlier this year"]],
      ["R 2026-06-01T00:00:00-04:00 2026-06-11T10:00:00-04:00 day", ["month to date", "MTD", "so far this month"]],
      // "all day" beside a day is that whole day, not today as well
      ["I 2026-06-12T00:00:00-04:00 day", ["all day Friday", "Friday all day", "all day tomorrow", "June 12 all day"]],
      // a count of weekdays from a day: "4 Mondays from today", "3 Mondays after June 1" (the past month's, as a shift counts)
      ["I 2026-07-06T00:00:00-04:00 day", ["4 Mondays from today", "4 mondays from now"]],
      ["I 2026-06-22T00:00:00-04:00 day", ["3 Mondays after June 1", "3 mondays after 6/1"]],
      // a shift after a date of the past month whose day is still to come counts from that date
      ["I 2026-06-15T00:00:00-04:00 day", ["2 weeks after June 1", "two weeks after June 1st", "14 days after 6/1"]],
      ["I 2026-06-12T00:00:00-04:00 day", ["2 days after the 10th"]],
      // arithmetic on a time, and between two amounts of one unit
      ["I 2026-06-11T10:40:00-04:00 second", ["now + 40 minutes", "now+40minutes", "+40 minutes", "+ 40 minutes", "now plus 40 minutes"]],
      ["I 2026-06-11T08:00:00-04:00 second", ["now - 2 hours", "-2 hours", "now minus 2 hours"]],
      ["I 2026-06-14T00:00:00-04:00 day", ["today + 3 days", "today plus 3 days", "2026-06-11 + 3 days", "tomorrow + 2 days"]],
      ["I 2026-06-12T17:00:00-04:00 hour", ["tomorrow at 3pm + 2 hours", "3pm tomorrow + 2 hours"]],
      ["R 2026-06-13T10:00:00-04:00 2026-06-14T10:00:00-04:00 second", ["in 2-3 days", "in 2 to 3 days", "2 to 3 days from now", "in 2 or 3 days"]],
      ["R 2026-05-28T10:00:00-04:00 2026-06-04T10:00:00-04:00 second", ["1-2 weeks ago", "1 to 2 weeks ago"]],
      ["I 2026-06-11T12:00:00-04:00 second", ["in 2 hours", "in two hours", "2 hours from now", "in a couple of hours", "in 2h", "two hours later", "in 2 hours time", "120 minutes from now"]],
      ["I 2026-06-11T10:00:01-04:00 second", ["in a second", "in 1 second", "one second from now", "in a sec"]],
      ["I 2026-06-11T10:01:00-04:00 second", ["in a minute", "in 1 minute", "in one minute", "a minute from now"]],
      ["I 2026-06-11T10:03:00-04:00 second", ["in a few minutes", "in 3 minutes", "in three minutes", "3 minutes from now"]],
      ["I 2026-06-18T10:00:00-04:00 second", ["in a week", "in 1 week", "in one week", "a week from now", "one week from now", "7 days from now", "in 7 days", "a week later"]],
      ["I 2026-06-04T10:00:00-04:00 second", ["a week ago", "1 week ago", "one week ago", "7 days ago", "seven days ago"]],
      ["I 2026-05-28T10:00:00-04:00 second", ["a fortnight ago", "14 days ago", "two weeks ago", "2 weeks ago"]],
      ["I 2026-03-11T10:00:00-04:00 second", ["three months ago", "3 months ago", "a quarter ago"]],
      ["I 2024-06-11T10:00:00-04:00 second", ["two years ago", "2 years ago", "24 months ago"]],
      ["I 2029-06-11T00:00:00-04:00 day", ["3 years from today", "three years from today"]],
      ["I 2026-06-12T09:00:00-04:00 hour", ["tomorrow at 9 or Monday 7", "tomorrow at 9am or Friday at 10"]],
      ["I 2026-06-16T00:00:00-04:00 day", ["3 business days from now", "in 3 business days", "three working days from now", "3 workdays from now", "in three business days"]],
      ["I 2026-06-09T00:00:00-04:00 day", ["2 business days ago", "two working days ago"]],
      ["I 2026-06-19T00:00:00-04:00 day", ["in 6 business days", "6 working days from now"]],
      ["I 2026-12-28T00:00:00-05:00 day", ["3 days after Christmas", "three days after christmas", "3 days after Dec 25", "the Monday after Christmas"]],
      ["I 2026-12-23T00:00:00-05:00 day", ["2 days before Dec 25", "two days before christmas", "2 days before christmas day"]],
      ["I 2026-12-26T00:00:00-05:00 day", ["the day after Christmas", "boxing day", "Boxing Day", "st stephen's day"]],
      ["I 2027-12-25T00:00:00-05:00 day", ["a year from Christmas", "one year after christmas", "christmas 2027", "Christmas next year", "christmas of next year", "the christmas after next"]],
      ["I 2026-06-11T16:30:00-04:00 minute", ["30 minutes before 5pm", "half an hour before 5pm", "4:30pm", "16:30"]],
      ["I 2026-06-11T13:00:00-04:00 hour", ["an hour after noon", "1 hour after noon", "1pm", "one pm", "1 in the afternoon", "at 1pm"]],
      ["R 2026-06-08T00:00:00-04:00 2026-06-15T00:00:00-04:00 week", ["this week", "the week", "current week", "all week", "the current week", "this wk", "the whole week"]],
      ["R 2026-06-15T00:00:00-04:00 2026-06-22T00:00:00-04:00 week", ["next week", "the following week", "the coming week", "upcoming week", "the upcoming week", "coming week", "next wk", "the week of June 15", "the week of the 15th"]],
      ["R 2026-06-01T00:00:00-04:00 2026-06-08T00:00:00-04:00 week", ["last week", "past week", "previous week", "the prior week", "the previous week", "last wk"]],
      ["R 2026-05-25T00:00:00-04:00 2026-06-01T00:00:00-04:00 week", ["the week before last", "the week before last week"]],
      ["R 2026-06-01T00:00:00-04:00 2026-07-01T00:00:00-04:00 month", ["this month", "the month", "current month", "June", "june", "in June", "June 2026", "6/2026", "2026-06", "2026/06", "the current month", "during June"]],
      ["R 2026-07-01T00:00:00-04:00 2026-08-01T00:00:00-04:00 month", ["next month", "the following month", "the coming month", "July", "July 2026", "in July", "7/2026", "2026-07", "the next month", "next calendar month"]],
      ["R 2026-05-01T00:00:00-04:00 2026-06-01T00:00:00-04:00 month", ["last month", "previous month", "the previous month", "past month", "May 2026", "2026-05", "last May", "May of this year"]],
      ["R 2026-04-01T00:00:00-04:00 2026-07-01T00:00:00-04:00 quarter", ["this quarter", "this qtr", "the current quarter", "Q2", "q2", "the second quarter", "2nd quarter", "Q2 2026", "2026 Q2", "2026Q2", "the 2nd qtr"]],
      ["R 2026-07-01T00:00:00-04:00 2026-10-01T00:00:00-04:00 quarter", ["next quarter", "next qtr", "Q3", "the third quarter", "3rd quarter", "third qtr", "Q3 2026", "26q3", "the third quarter of this year", "q3 of this year", "the next quarter"]],
      ["R 2026-01-01T00:00:00-05:00 2026-04-01T00:00:00-04:00 quarter", ["last quarter", "previous quarter", "Q1 2026", "the first quarter of 2026", "1st quarter 2026", "last qtr"]],
      ["R 2027-01-01T00:00:00-05:00 2027-04-01T00:00:00-04:00 quarter", ["Q1", "q1", "the first quarter", "1st quarter", "first qtr", "Q1 2027", "2027 Q1", "Q1 next year", "q1 of next year"]],
      ["R 2027-07-01T00:00:00-04:00 2027-10-01T00:00:00-04:00 quarter", ["Q3 2027", "2027 Q3", "2027Q3", "27q3", "q3 of 2027", "the third quarter of 2027", "3rd qtr 2027", "2027-Q3", "the 3rd qtr of 2027"]],
      ["R 2027-07-01T00:00:00-04:00 2028-01-01T00:00:00-05:00 month", ["H2 2027", "the second half of 2027", "2027 H2", "2027H2", "second half of 2027", "the second half of next year"]],
      ["R 2026-07-01T00:00:00-04:00 2027-01-01T00:00:00-05:00 month", ["H2", "the second half of the year", "h2", "the second half of this year", "H2 2026"]],
      ["R 2027-01-01T00:00:00-05:00 2027-07-01T00:00:00-04:00 month", ["the first half of next year", "H1 2027", "first half of 2027", "H1 next year"]],
      ["R 2026-01-01T00:00:00-05:00 2027-01-01T00:00:00-05:00 year", ["this year", "the year", "current year", "this yr", "2026", "in 2026", "the current year", "the whole year", "this calendar year", "the calendar year"]],
      ["R 2025-01-01T00:00:00-05:00 2026-01-01T00:00:00-05:00 year", ["last year", "last yr", "the previous year", "the past year", "2025", "in 2025"]],
      ["R 2027-06-01T00:00:00-04:00 2027-06-11T00:00:00-04:00 day", ["early June", "beginning of June", "the beginning of June 2027"]],
      ["R 2027-03-01T00:00:00-05:00 2027-03-11T00:00:00-05:00 day", ["early March", "at the beginning of March", "beginning of March", "the start of March", "the beginning of March", "early March 2027", "start of March"]],
      ["R 2027-03-11T00:00:00-05:00 2027-03-21T00:00:00-04:00 day", ["mid March", "mid-March", "the middle of March", "middle of March", "mid March 2027"]],
      ["R 2027-03-21T00:00:00-04:00 2027-04-01T00:00:00-04:00 day", ["late March", "the end of March", "end of March", "at the end of March", "late March 2027", "the end of March 2027", "end March"]],
      // "end" with no "of" before a period, as business English writes it
      ["B 2026-06-22T00:00:00-04:00 week", ["by the end of next week", "deliver by end next week"]],
      ["R 2026-06-01T00:00:00-04:00 2026-06-11T00:00:00-04:00 day", ["the beginning of the month", "beginning of the month", "beginning of this month", "BOM", "start of the month", "at the beginning of the month", "early this month", "the start of this month"]],
      ["R 2026-06-11T00:00:00-04:00 2026-06-21T00:00:00-04:00 day", ["mid month", "mid-month", "the middle of the month", "the middle of this month", "mid June", "mid-June", "midmonth"]],
      ["R 2026-06-21T00:00:00-04:00 2026-07-01T00:00:00-04:00 day", ["the end of the month", "end of the month", "EOM", "the EOM", "late this month", "end of this month", "at the end of the month", "end of month", "late June", "the end of June", "at the EOM"]],
      ["R 2026-09-01T00:00:00-04:00 2027-01-01T00:00:00-05:00 month", ["EOY", "the end of the year", "end of the year", "end of this year", "late 2026", "the EOY", "at the end of the year", "end of 2026", "at the end of 2026"]],
      ["R 2026-01-01T00:00:00-05:00 2026-05-01T00:00:00-04:00 month", ["BOY", "the beginning of the year", "beginning of year", "early 2026", "the BOY", "beginning of 2026", "the start of the year", "start of this year"]],
      ["R 2026-05-01T00:00:00-04:00 2026-09-01T00:00:00-04:00 month", ["mid 2026", "the middle of the year", "midyear", "mid-year", "the middle of 2026"]],
      ["R 2027-01-01T00:00:00-05:00 2027-05-01T00:00:00-04:00 month", ["early next year", "the beginning of next year", "beginning of 2027", "early 2027", "start of next year"]],
      ["R 2026-06-08T00:00:00-04:00 2026-06-11T00:00:00-04:00 day", ["the beginning of the week", "beginning of this week", "early this week", "the start of the week", "start of this week", "BOW"]],
      ["R 2026-06-10T00:00:00-04:00 2026-06-12T00:00:00-04:00 day", ["midweek", "mid-week", "the middle of the week", "mid week"]],
      ["R 2026-06-12T00:00:00-04:00 2026-06-15T00:00:00-04:00 day", ["the end of the week", "end of this week", "end of the week", "EOW", "late this week", "at the end of the week"]],
      ["R 2026-06-19T00:00:00-04:00 2026-06-22T00:00:00-04:00 day", ["the end of next week", "end of next week", "late next week", "at the end of next week"]],
      ["R 2026-06-15T00:00:00-04:00 2026-06-18T00:00:00-04:00 day", ["the beginning of next week", "beginning of next week", "early next week", "start of next week", "at the beginning of next week"]],
      ["R 2026-10-05T00:00:00-04:00 2026-10-12T00:00:00-04:00 week", ["the first week of October", "first week of October", "the 1st week of October", "first week of October 2026", "the first week in October"]],
      ["R 2026-10-19T00:00:00-04:00 2026-10-26T00:00:00-04:00 week", ["the last week of October", "last week of October", "the final week of October", "last week of October 2026"]],
      ["R 2026-10-12T00:00:00-04:00 2026-10-19T00:00:00-04:00 week", ["the second week of October", "2nd week of October", "the second last week of October"]],
      ["I 2026-12-31T00:00:00-05:00 day", ["the last day of the year", "last day of the year", "the last day of this year", "Dec 31", "December 31st", "new year's eve", "New Year's Eve", "NYE", "the 31st of December", "12/31", "last day of 2026"]],
      ["I 2026-07-01T00:00:00-04:00 day", ["the first day of next month", "first day of next month", "July 1", "July 1st", "the 1st of July", "7/1", "the first of next month", "the 1st of next month"]],
      ["I 2027-02-28T00:00:00-05:00 day", ["the last day of February", "last day of Feb", "Feb 28", "February 28th", "2/28", "the 28th of February"]],
      ["I 2026-06-30T00:00:00-04:00 day", ["the last day of the month", "last day of the month", "the last day of this month", "June 30", "the 30th", "6/30"]],
      ["I 2026-06-26T00:00:00-04:00 day", ["the last Friday of the month", "last Friday of the month", "the last Friday of June", "last Friday in June", "the fourth Friday of June", "the 4th Friday in June"]],
      ["I 2026-06-19T00:00:00-04:00 day", ["the second to last Friday of the month", "2nd-to-last Friday of June", "the penultimate Friday in June", "the next-to-last Friday of June", "the second from last Friday of June", "the third Friday of June"]],
      ["I 2026-06-29T00:00:00-04:00 day", ["the penultimate day of June", "the second to last day of the month", "the last but one day of June", "the 2nd from last day of June", "June 29"]],
      ["I 2026-06-28T00:00:00-04:00 day", ["the third from last day of the month", "the 3rd-to-last day of June", "the antepenultimate day of June", "the third-last day of June"]],
      ["I 2027-12-24T00:00:00-05:00 day", ["the second to last Friday of 2027", "the penultimate Friday of 2027", "2nd last Friday of 2027"]],
      ["I 2026-11-26T00:00:00-05:00 day", ["the fourth Thursday of November", "4th Thursday in November", "the last Thursday of November", "thanksgiving", "Thanksgiving", "thanksgiving day", "turkey day", "Thanksgiving 2026", "this thanksgiving", "next thanksgiving"]],
      ["I 2027-03-01T00:00:00-05:00 day", ["the first Monday of March", "first Monday in March", "the 1st Monday of March 2027", "first monday of march"]],
      ["E phrase.no-such-day", ["the fifth Monday of February", "fifth Monday of February 2027", "Feb 30", "February 30th", "2/30", "April 31", "2026-02-30", "31/04/2026"]],
      // the n-th month of a period: the calendar months wholly inside it
      ["R 2021-03-01T00:00:00-05:00 2021-04-01T00:00:00-04:00 month", ["the third month of 2021", "the 3rd month of 2021", "3rd month of 2021"]],
      ["R 2020-12-01T00:00:00-05:00 2021-01-01T00:00:00-05:00 month", ["the last month of 2020", "the twelfth month of 2020", "December 2020"]],
      ["R 2027-01-01T00:00:00-05:00 2027-02-01T00:00:00-05:00 month", ["the first month of next year", "the 1st month of 2027", "January 2027"]],
      ["E phrase.no-such-day", ["the 13th month of 2021", "the second month of March"]],
      // the clocks changing in the zone, at the instant the offset changes (Python's zoneinfo); going
      // back, the second 01:00
      ["I 2026-11-01T01:00:00-05:00 minute", ["clocks go back", "when the clocks go back", "when do the clocks go back", "fall back", "DST ends", "daylight saving time ends", "the end of daylight saving time", "the next clock change", "clocks go back 2026", "the clocks change"]],
      ["I 2026-03-08T03:00:00-04:00 minute", ["clocks go forward 2026", "DST starts 2026", "the last clock change", "the start of daylight saving time 2026"]],
      ["I 2027-03-14T03:00:00-04:00 minute", ["clocks go forward", "spring forward", "DST starts", "when does daylight saving time begin", "clocks go forward next year", "daylight savings start"]],
      ["I 2027-11-07T01:00:00-05:00 minute", ["clocks go back next year", "DST ends 2027"]],
      ["I@Europe/London 2026-10-25T01:00:00+00:00 minute", ["clocks go back in London", "when the clocks go back in London"]],
      ["E phrase.no-such-day", ["clocks go back in Tokyo", "DST starts in Phoenix"]],
      // four digits a year could be, alone after "around", are the year (the time beside it); with a day, the time
      ["R 1930-01-01T00:00:00-05:00 1931-01-01T00:00:00-05:00 year", ["around 1930", "about 1930", "1930"]],
      ["I 2026-06-12T19:30:00-04:00 minute", ["around 1930 tomorrow", "tomorrow around 1930", "tomorrow at 1930", "tomorrow at 19:30"]],
      // a phrase in a sentence begins and ends between words, not inside a number written with a mark
      ["E phrase.unplaced", ["I'm at 10.1 - 10.12", "ver 2.5 ships friday"]],
      // what is left (or gone) of today's part of the day
      ["R 2026-06-11T12:00:00-04:00 2026-06-11T18:00:00-04:00 hour", ["later this afternoon", "later in the afternoon", "this afternoon"]],
      ["R 2026-06-11T10:00:00-04:00 2026-06-11T12:00:00-04:00 second", ["later this morning", "later on this morning"]],
      ["R 2026-06-11T06:00:00-04:00 2026-06-11T10:00:00-04:00 second", ["earlier this morning", "earlier in the morning"]],
      ["E phrase.contradiction", ["earlier this evening"]],
      ["I 2026-06-11T10:00:00-04:00 second", ["at present", "at the present time", "as of now", "now"]],
      // "am" beside "I" is the verb, not the morning
      ["I 2026-06-12T00:00:00-04:00 day", ["I am free on Friday", "am I free on Friday?", "Friday"]],
      // a country's name with its article; "the east" is no zone, and the US no one zone
      ["I@Asia/Manila 2026-06-12T09:00:00+08:00 hour", ["9am in the Philippines", "9am in Philippines"]],
      ["I@Europe/Amsterdam 2026-06-12T12:00:00+02:00 hour", ["noon in the Netherlands"]],
      ["E zone.ambiguous", ["3pm in the US"]],
      ["E phrase.unknown-word", ["9am in the east"]],
      // the nearest Monday to Friday on or back, holidays or not
      ["I 2026-06-12T00:00:00-04:00 day", ["next weekday", "the next weekday", "the following weekday"]],
      ["I 2026-06-10T00:00:00-04:00 day", ["last weekday", "the previous weekday"]],
      // the work week: the days between weekends
      ["R 2026-06-08T00:00:00-04:00 2026-06-13T00:00:00-04:00 day", ["this work week", "this working week", "the workweek", "this business week"]],
      ["R 2026-06-15T00:00:00-04:00 2026-06-20T00:00:00-04:00 day", ["next work week", "next workweek", "the following working week"]],
      // decades and centuries as cycles: the calendar's (the one before also the years up to now, an alternative)
      ["R 2020-01-01T00:00:00-05:00 2030-01-01T00:00:00-05:00 year", ["this decade", "the current decade", "the 2020s"]],
      ["R 2030-01-01T00:00:00-05:00 2040-01-01T00:00:00-05:00 year", ["next decade", "the next decade", "the 2030s"]],
      ["R 2010-01-01T00:00:00-05:00 2020-01-01T00:00:00-05:00 year", ["last decade", "the last decade", "the past decade", "the 2010s"]],
      ["R 2000-01-01T00:00:00-05:00 2100-01-01T00:00:00-05:00 year", ["this century", "the 21st century"]],
      // "the 1900s" as a century (the decade its alternative), "the 2000s" as a decade (the century its)
      ["R 1900-01-01T00:00:00-05:00 2000-01-01T00:00:00-05:00 year", ["the 1900s", "the 20th century", "last century"]],
      ["R 2000-01-01T00:00:00-05:00 2010-01-01T00:00:00-05:00 year", ["the 2000s"]],
      // ISO 8601's basic format, as logs and file names write it
      ["I 2016-10-16T00:00:00-04:00 day", ["20161016", "on 20161016", "2016-10-16", "2016 10 16"]],
      // three numbers apart with a four-digit year at one end, as with slashes
      ["I 1974-10-31T00:00:00-05:00 day", ["31 10 1974", "10 31 1974", "10/31/1974"]],
      ["I 2027-05-02T00:00:00-04:00 day", ["5 2 2027", "5/2/2027"]],
      ["I 2016-10-16T11:30:00-04:00 second", ["20161016T153000Z", "2016-10-16T15:30:00Z"]],
      ["I 2016-10-16T15:30:00-04:00 minute", ["20161016T1530", "2016-10-16T15:30"]],
      // (eight digits that are no valid date stay a number, which alone is no date)
      ["E phrase.unreadable", ["12345678", "20161332"]],
      // two digits after a month that no day can be: the year's last two
      ["R 1987-04-01T00:00:00-05:00 1987-05-01T00:00:00-04:00 month", ["April 87", "april of 87", "April '87", "April 1987"]],
      ["R 1999-08-01T00:00:00-04:00 1999-09-01T00:00:00-04:00 month", ["August 99", "August of 99"]],
      ["I 1987-04-15T00:00:00-04:00 day", ["15 April of 87", "15 April 87", "April 15, 1987"]],
      ["E phrase.unplaced", ["August 32", "August 35"]],
      // a start's day of the month later than the end's is the month before's
      ["R 2027-03-27T00:00:00-04:00 2027-04-04T00:00:00-04:00 day", ["from the 27th to the 3rd of April", "27-3 April", "from the twenty-seventh to the third of April", "from the 27th of March to the 3rd of April"]],
      ["R 2026-12-28T00:00:00-05:00 2027-01-03T00:00:00-05:00 day", ["from 28 to 2 January", "from Dec 28 to Jan 2"]],
      ["R 2026-06-13T00:00:00-04:00 2026-06-15T00:00:00-04:00 day", ["the weekend", "this weekend", "this week-end", "the week end", "this wkend", "on the weekend", "over the weekend", "at the weekend", "this coming weekend", "the coming weekend", "the upcoming weekend"]],
      ["R 2026-06-20T00:00:00-04:00 2026-06-22T00:00:00-04:00 day", ["next weekend", "next week-end", "the following weekend"]],
      ["R 2026-06-06T00:00:00-04:00 2026-06-08T00:00:00-04:00 day", ["last weekend", "this past weekend", "past weekend", "the previous weekend"]],
      ["R 2026-06-21T00:00:00-04:00 2026-09-22T00:00:00-04:00 day", ["this summer", "next summer", "summer", "the summer", "summer 2026", "in the summer", "this coming summer", "next season", "the next season"]],
      ["R 2025-12-21T00:00:00-05:00 2026-03-20T00:00:00-04:00 day", ["last winter", "this past winter", "the previous winter"]],
      ["R 2026-03-20T00:00:00-04:00 2026-06-21T00:00:00-04:00 day", ["this spring", "spring 2026", "the current season", "this season", "spring"]],
      ["R 2025-03-20T00:00:00-04:00 2025-06-20T00:00:00-04:00 day", ["last spring", "spring 2025", "the previous spring"]],
      ["R 2026-09-22T00:00:00-04:00 2026-12-21T00:00:00-05:00 day", ["this fall", "next fall", "autumn", "this autumn", "fall 2026", "the fall", "in the fall", "the season after next"]],
      ["R 2026-06-11T06:00:00-04:00 2026-06-11T12:00:00-04:00 hour", ["this morning", "today morning", "this morning", "the morning", "today in the morning", "in the morning today"]],
      ["R 2026-06-12T12:00:00-04:00 2026-06-12T18:00:00-04:00 hour", ["tomorrow afternoon", "tomorrow in the afternoon", "the afternoon of tomorrow", "friday afternoon", "Friday afternoon", "on Friday afternoon"]],
      ["R 2026-06-11T18:00:00-04:00 2026-06-12T00:00:00-04:00 hour", ["tonight", "this evening", "today evening", "tonite", "this evening", "the evening", "evening", "in the evening", "tonight please"]],
      ["R 2026-06-10T18:00:00-04:00 2026-06-11T00:00:00-04:00 hour", ["last night", "yesterday night", "yesterday evening", "last night please"]],
      ["R 2026-06-11T12:00:00-04:00 2026-06-11T14:00:00-04:00 hour", ["lunch", "at lunch", "lunchtime", "today at lunch", "at lunchtime", "over lunch", "during lunch", "lunch today"]],
      ["R 2026-06-12T12:00:00-04:00 2026-06-12T14:00:00-04:00 hour", ["tomorrow lunch", "tomorrow at lunch", "lunch tomorrow", "friday lunch", "at lunch on Friday"]],
      ["R 2026-06-12T04:00:00-04:00 2026-06-12T08:00:00-04:00 hour", ["early morning", "early in the morning", "tomorrow early morning", "early tomorrow morning", "in the early morning", "friday early morning", "in the early hours of the morning", "early-morning", "Friday early-morning", "in the early-morning Friday"]],
      ["R 2026-06-11T14:00:00-04:00 2026-06-11T18:00:00-04:00 hour", ["after lunch", "today after lunch", "this afternoon after lunch"]],
      ["R 2026-06-16T14:00:00-04:00 2026-06-16T18:00:00-04:00 hour", ["next Tuesday after lunch", "Tuesday after lunch", "can we move it to next Tuesday after lunch?", "next tuesday after lunch please", "tuesday after lunch works for me"]],
      ["R 2026-06-11T12:00:00-04:00 2026-06-11T18:00:00-04:00 hour", ["this afternoon", "the afternoon", "afternoon", "in the afternoon", "today afternoon", "this afternoon please"]],
      ["R 2026-06-15T06:00:00-04:00 2026-06-15T12:00:00-04:00 hour", ["Monday morning", "monday mOrnIng", "next Monday morning", "on Monday morning", "mon morning", "Monday in the morning"]],
      ["R 2026-06-11T21:00:00-04:00 2026-06-12T00:00:00-04:00 hour", ["late tonight", "late this evening", "later tonight", "late evening", "late in the evening", "late-evening", "late-night"]],
      ["R 2026-06-12T17:00:00-04:00 2026-06-12T21:00:00-04:00 hour", ["tomorrow after work", "after work tomorrow", "friday after work"]],
      ["R 2026-06-11T18:00:00-04:00 2026-06-11T21:00:00-04:00 hour", ["dinner", "at dinner", "dinnertime", "over dinner", "early evening", "supper"]],
      ["R 2026-06-12T09:00:00-04:00 2026-06-12T17:00:00-04:00 hour", ["tomorrow during business hours", "during business hours tomorrow", "tomorrow during working hours", "business hours on Friday"]],
      ["R 2026-06-09T00:00:00-04:00 2026-06-11T00:00:00-04:00 day", ["last 2 days", "the last two days", "past 2 days", "the past two days", "previous 2 days", "the previous two days", "in the last 2 days", "over the past 2 days", "last couple of days", "the last couple of days"]],
      ["R 2026-06-10T10:00:00-04:00 2026-06-11T10:00:00-04:00 second", ["the past 24 hours", "last 24 hours", "the last 24 hours", "past twenty-four hours", "in the past 24 hours", "over the last 24 hours", "the previous 24 hours"]],
      ["R 2026-06-15T00:00:00-04:00 2026-06-29T00:00:00-04:00 week", ["over the next couple weeks", "the next couple of weeks"]],
      ["R 2026-06-15T00:00:00-04:00 2026-07-06T00:00:00-04:00 week", ["next 3 weeks", "the next three weeks", "the coming 3 weeks", "the next 3 weeks", "3 upcoming weeks", "upcoming three weeks", "over the next 3 weeks"]],
      ["R 2026-06-13T00:00:00-04:00 2026-06-22T00:00:00-04:00 day", ["the upcoming 2 weekends", "next 2 weekends", "upcoming two weekends", "the next two weekends", "2 upcoming weekends"]],
      ["R 2026-06-11T10:00:00-04:00 2026-06-11T13:00:00-04:00 second", ["next 3 hours", "the next three hours", "in the next 3 hours", "over the next 3 hours", "the coming 3 hours"]],
      ["R 2026-06-11T09:00:00-04:00 2026-06-11T10:00:00-04:00 second", ["the last hour", "the past hour", "in the last hour", "last 60 minutes", "the past 60 minutes"]],
      ["R 2026-03-01T00:00:00-05:00 2026-06-01T00:00:00-04:00 month", ["last 3 months", "the last three months", "past 3 months", "the previous three months", "in the last 3 months"]],
      ["R 2026-06-12T00:00:00-04:00 2026-06-15T00:00:00-04:00 day", ["the next few days", "next 3 days", "the next three days", "next few days", "the coming 3 days", "over the next few days"]],
      ["R 2026-06-12T00:00:00-04:00 2026-06-19T00:00:00-04:00 day", ["next 7 days", "the next seven days", "the coming 7 days", "the following 7 days"]],
      ["R 2024-01-01T00:00:00-05:00 2026-01-01T00:00:00-05:00 year", ["last 2 years", "the last two years", "past 2 years", "the previous 2 years"]],
      ["R 2026-06-11T15:00:00-04:00 2026-06-11T16:00:00-04:00 hour", ["3-4pm", "3 - 4pm", "3-4 pm", "from 3 to 4pm", "from 3 to 4 pm", "between 3 and 4pm", "3pm-4pm", "3pm to 4pm", "from 3pm to 4pm", "from 3 to 4 in the afternoon", "3 to 4 in the afternoon", "between 3pm and 4pm", "3pm - 4pm", "3 to 4pm", "from three to four pm", "3pm until 4pm", "3pm till 4pm", "3-4 p.m."]],
      ["R 2026-06-11T15:00:00-04:00 2026-06-11T16:00:00-04:00 minute", ["15:00-16:00", "from 15:00 to 16:00", "15:00 to 16:00", "between 15:00 and 16:00", "3:00-4:00pm"]],
      ["R 2026-06-11T11:30:00-04:00 2026-06-11T13:30:00-04:00 minute", ["11:30-1:30", "11:30 to 1:30", "from 11:30 to 1:30", "11:30am-1:30pm", "11:30 am to 1:30 pm", "between 11:30 and 1:30", "11:30 - 13:30"]],
      ["R 2026-06-11T08:00:00-04:00 2026-06-11T18:00:00-04:00 hour", ["8am until 6", "8am - 6", "from 8am until 6pm", "8am to 6pm", "8am-6pm", "from 8 am to 6 pm", "between 8am and 6pm", "8 to 6pm", "8am till 6pm"]],
      ["R 2026-06-11T09:00:00-04:00 2026-06-11T17:00:00-04:00 hour", ["9-5 today", "from 9 to 5 today", "9am-5pm", "9am to 5pm", "9 to 5 today", "today from 9 to 5", "today 9am-5pm", "9-5pm"]],
      ["R 2026-07-13T00:00:00-04:00 2026-07-16T00:00:00-04:00 day", ["July 13-15", "July 13 to 15", "July 13 through 15", "July 13 thru 15", "July 13 - July 15", "from July 13 to 15", "13-15 July", "from 13 to 15 July", "from the 13th to the 15th of July", "13th to 15th July", "between July 13 and July 15", "Jul 13-15", "from July 13-15", "from 13th to 15th July", "the 13th to the 15th of July", "July 13th - 15th", "Mon Jul 13 to Wed Jul 15", "7/13-7/15", "7/13 to 7/15"]],
      ["R 2026-06-15T00:00:00-04:00 2026-06-18T00:00:00-04:00 day", ["Monday to Wednesday next week", "Mon-Wed next week", "from Monday to Wednesday next week", "next week from Monday to Wednesday", "Monday through Wednesday next week", "Monday to Wednesday", "Mon to Wed", "from Monday to Wednesday", "Monday thru Wednesday", "June 15-17", "the 15th to the 17th", "6/15-6/17"]],
      ["R 2026-12-18T00:00:00-05:00 2026-12-28T00:00:00-05:00 day", ["for 10 days from Dec 18", "from Dec 18 for 10 days", "Dec 18 for 10 days", "December 18th for ten days", "for ten days starting Dec 18", "18th Dec for 10 days", "Dec 18 to Dec 27", "December 18-27", "18-27 December", "from December 18 to 27"]],
      ["R 2026-12-25T00:00:00-05:00 2027-01-02T00:00:00-05:00 day", ["between Christmas and New Year", "from Christmas to New Year's Day", "Christmas to New Year", "between xmas and new year's day", "christmas through new year's day", "Dec 25 to Jan 1", "December 25 - January 1"]],
      ["R 2026-12-25T00:00:00-05:00 2027-01-03T00:00:00-05:00 day", ["Dec 25 to Jan 2", "December 25th to January 2nd", "from Dec 25 to Jan 2", "12/25 to 1/2", "Christmas to Jan 2"]],
      ["R 2026-06-11T22:00:00-04:00 2026-06-12T02:00:00-04:00 hour", ["10pm to 2am", "from 10pm to 2am", "10pm-2am", "between 10pm and 2am", "tonight from 10pm to 2am", "10pm until 2am"]],
      ["R 2026-06-11T22:00:00-04:00 2026-06-12T02:00:00-04:00 minute", ["22:00 to 02:00", "22:00-02:00", "from 22:00 until 02:00"]],
      ["R 2026-06-11T09:30:00-04:00 2026-06-11T11:00:00-04:00 minute", ["9:30 - 11:00 on Thursday", "Thursday from 9:30 to 11:00", "between 9:30 and 11:00 on Thursday", "9:30 till 11:00 on Thursday", "from 9:30 to 11:00 today", "today 9:30-11:00", "9:30-11am", "9:30 to 11am today"]],
      ["R 2026-06-12T15:00:00-04:00 2026-06-12T17:00:00-04:00 hour", ["tomorrow from 3 to 5", "tomorrow between 3 and 5", "from 3 to 5 tomorrow", "from 3 to 5pm tomorrow", "3pm to 5pm tomorrow", "between 3 and 5pm tomorrow", "3-5pm tomorrow", "tomorrow 3-5pm", "Friday from 3 to 5pm", "friday 3-5pm"]],
      ["R 2026-06-11T16:00:00-04:00 2026-06-11T16:30:00-04:00 minute", ["4pm for 30 minutes", "4pm for 30 mins", "from 4pm for thirty minutes", "for 30 minutes from 4pm", "16h for 30 mins", "4pm for half an hour", "4-4:30pm", "4pm to 4:30pm", "16:00-16:30"]],
      ["R 2026-06-15T09:00:00-04:00 2026-06-15T12:00:00-04:00 hour", ["Monday from 9 to 12", "Monday 9am to noon", "next Monday from 9am to noon", "Monday morning from 9 to 12", "monday 9-12", "Monday from 9am until noon"]],
      ["R 2026-06-11T14:00:00-04:00 2026-06-11T16:30:00-04:00 minute", ["2-4:30pm", "2pm-4:30pm", "from 2 to 4:30pm", "2:00-4:30 p.m.", "14:00 to 16:30", "between 2pm and 4:30pm"]],
      ["A 2026-06-11T14:00:00-04:00 hour", ["after 2pm", "after 2 pm", "later than 2pm", "anytime after 2pm", "any time after 2pm", "from 2pm", "2pm or later", "2pm onwards", "no earlier than 2pm", "not before 2pm", "sometime after 2pm", "2pm onward", "starting at 2pm", "from 2pm on", "as of 2pm", "after 2 p.m."]],
      ["A 2026-06-10T14:00:00-04:00 hour", ["since 2pm", "since 2 pm", "ever since 2pm"]],
      ["B 2026-06-12T00:00:00-04:00 day", ["before Friday", "sometime before Friday", "prior to Friday", "earlier than Friday", "before tomorrow", "ahead of Friday", "before the 12th"]],
      ["B 2026-06-13T00:00:00-04:00 day", ["by Friday", "no later than Friday", "Friday at the latest", "by tomorrow", "by the end of Friday", "due by Friday", "due Friday", "on or before Friday", "before or on Friday", "on or earlier than Friday", "the report is due by Friday", "Friday or earlier", "through Friday", "thru friday"]],
      ["B 2026-06-13T00:00:00-04:00 day", ["until Friday", "till Friday", "up to Friday", "until tomorrow", "til friday", "until Fri"]],
      // "since" looks back: the part of a month last begun ("since late July" said in June is last year's)
      ["A 2025-07-21T00:00:00-04:00 day", ["since late July", "since the end of July"]],
      ["A 2026-01-21T00:00:00-05:00 day", ["since late January", "since the end of January"]],
      ["A 2026-06-08T00:00:00-04:00 day", ["since last Monday", "since Monday", "ever since Monday", "since Monday this week", "since the 8th"]],
      ["B 2026-07-01T00:00:00-04:00 month", ["until the end of the month", "till the end of the month", "by the end of the month", "by EOM", "by end of month", "by the end of this month", "until end of month", "through the end of the month", "by the EOM"]],
      ["B 2026-08-01T00:00:00-04:00 month", ["by the end of next month", "until the end of next month", "by end of next month"]],
      ["B 2027-01-01T00:00:00-05:00 year", ["by EOY", "by the end of the year", "until the end of the year", "by end of year", "by the EOY", "through the end of the year"]],
      ["R 2026-06-11T10:00:00-04:00 2026-06-25T10:00:00-04:00 second", ["within 2 weeks", "within two weeks", "within 14 days", "within a fortnight"]],
      ["R 2026-06-11T10:00:00-04:00 2026-06-11T11:00:00-04:00 second", ["within an hour", "within the hour", "within 60 minutes", "within one hour"]],
      ["B 2026-06-11T17:00:00-04:00 hour", ["no later than 5pm", "by 5pm", "5pm at the latest", "by 5 pm", "not later than 5pm", "by 5", "before 5pm", "until 5pm", "till 5pm", "up to 5pm", "5pm or earlier", "by five pm", "no later than 5 p.m."]],
      ["B 2026-06-11T17:00:00-04:00 minute", ["by 17:00", "before 17:00", "until 17:00", "no later than 17:00"]],
      ["A 2026-06-11T10:00:00-04:00 second", ["ASAP", "asap", "as soon as possible", "A.S.A.P.", "as soon as you can", "at your earliest convenience", "soonest", "please reply ASAP"]],
      ["B 2026-06-11T11:00:00-04:00 hour", ["before 11am", "before 11 am", "by 11am", "until 11", "by 11 o'clock"]],
      ["B 2026-06-12T00:00:00-04:00 day", ["by EOD", "by end of day", "by the end of the day", "until end of day", "by end of today", "by the end of today", "until the end of the day"]],
      ["B 2026-06-11T17:00:00-04:00 hour", ["by COB", "by close of business", "until close of business", "by end of business"]],
      // a mark glued between a full date and its time joins them; am/pm is not carried across days both ends name
      ["I 2027-05-31T14:15:00-04:00 minute", ["05/31/2027.14:15", "05/31/2027-14:15", "05/31/2027 14:15", "05/31/2027:14:15"]],
      ["R 2027-01-21T10:00:00-05:00 2028-01-01T07:00:00-05:00 minute", ["from 01/21/2027 10:00 to 01/01/2028 07:00"]],
      // a day said before the end's own time is the end's; a start that recurs is the one before that end
      ["R 2026-06-11T14:00:00-04:00 2026-06-12T16:30:00-04:00 minute", ["from 2pm till tomorrow 4:30pm", "2pm - tomorrow 4:30pm"]],
      ["R 2026-06-11T14:00:00-04:00 2026-06-12T10:00:00-04:00 hour", ["from 2pm until Friday 10am", "from 2pm to friday at 10am"]],
      ["R 2026-06-15T00:00:00-04:00 2026-12-26T00:00:00-05:00 day", ["from monday to dec 25", "from Monday until December 25th"]],
      ["R 2026-01-22T00:00:00-05:00 2026-06-11T10:00:00-04:00 second", ["between Jan 22 and now", "from January 22 until now"]],
      ["E phrase.range-order", ["now to 2010-01-01", "from now until 2010-01-01"]],
      // digits take the year the end writes (the year before, across New Year)
      ["R 2020-05-01T00:00:00-04:00 2020-05-08T00:00:00-04:00 day", ["from 5/1-5/7/2020", "5/1 - 5/7/2020", "5/1 to 5/7/20", "from 5-1-2020-5-7-2020"]],
      ["R 2020-12-20T00:00:00-05:00 2021-01-06T00:00:00-05:00 day", ["12/20-1/5/2021"]],
      // the seven days from a day; both ends the n-th of one period; within the next span from now
      ["R 2027-02-04T00:00:00-05:00 2027-02-11T00:00:00-05:00 day", ["the week starting february 4", "the week beginning February 4th", "week commencing 4 February", "w/c 4 Feb", "wk commencing Feb 4"]],
      ["R 2026-09-01T00:00:00-04:00 2026-10-01T00:00:00-04:00 day", ["first to last day of september", "from the first to the last day of September"]],
      ["R 2026-06-11T10:00:00-04:00 2026-06-12T15:00:00-04:00 second", ["within the next 1 day and 5 hours", "within 1 day and 5 hours"]],
      // a name after the time and "in" is a place the zone may be: an error, not prose to pass over
      ["E phrase.unplaced", ["The call is at 9am in Narnia", "9am in Lower Brambleton"]],
      // a province or state of any country is such a place
      ["I@Asia/Seoul 2026-06-12T09:00:00+09:00 hour", ["The call is at 9am in Gyeonggi-do"]],
      ["I@Africa/Johannesburg 2026-06-12T09:00:00+02:00 hour", ["9am in Free State"]],
      // filters' marks and open words, not dropped
      ["B 2026-06-11T18:00:00-04:00 hour", ["<6pm today", "before 6pm today"]],
      ["A 2027-01-01T00:00:00-05:00 day", [">= 2027-01-01", "on or after 2027-01-01", "as early as 2027-01-01", "after or equal to 2027-01-01", "on or later than 2027-01-01", "after or on 2027-01-01"]],
      ["B 2026-06-13T00:00:00-04:00 day", ["as late as tomorrow", "by tomorrow", "<= tomorrow"]],
      ["R 2026-03-01T00:00:00-05:00 2026-06-11T10:00:00-04:00 second", ["from march to date", "March to date"]],
      // after a part of the day: from its end; a part of the day another day names ends a range too
      ["A 2026-06-11T21:00:00-04:00 hour", ["after dinner"]],
      ["R 2026-06-10T19:00:00-04:00 2026-06-10T21:00:00-04:00 hour", ["between 7 and 9 last night", "last night between 7 and 9"]],
      // that many units at a period's start or end (weeks whole ones inside it)
      ["R 2027-03-01T00:00:00-05:00 2027-03-04T00:00:00-05:00 day", ["the first 3 days of march", "first three days of March"]],
      ["R 2027-09-01T00:00:00-04:00 2028-01-01T00:00:00-05:00 month", ["the last four months of 2027", "the last 4 months of 2027"]],
      ["R 2027-01-01T00:00:00-05:00 2027-07-01T00:00:00-04:00 quarter", ["the first 2 quarters of 2027"]],
      ["R 2026-12-07T00:00:00-05:00 2026-12-28T00:00:00-05:00 week", ["the last 3 weeks of this year", "the final three weeks of the year"]],
      ["R 2026-06-29T00:00:00-04:00 2026-07-01T00:00:00-04:00 day", ["the last 2 days of the month", "last two days of this month"]],
      // a number after a weekday is its day of the month when a time of day follows
      ["I 2026-10-23T16:00:00-04:00 hour", ["friday 23 at 4pm", "Friday 23 at 4pm"]],
      // a bare hour before "through" is a time, as before "to"
      ["R 2026-06-12T10:00:00-04:00 2026-06-16T11:00:00-04:00 hour", ["tomorrow at 10am through tues at 11am", "tomorrow at 10 through tuesday at 11am"]],
      // an ordinal weekday alone is this month's, as "of the month" says (not a Sunday the 2nd)
      ["I 2026-06-14T00:00:00-04:00 day", ["second Sunday", "the second Sunday", "the 2nd Sunday", "second sunday of the month"]],
      ["I 2026-06-16T00:00:00-04:00 day", ["third Tuesday", "the 3rd tuesday"]],
      // hours after a month-name date are that day's, however the date is said once before them
      ["R 2026-10-27T10:00:00-04:00 2026-10-27T12:00:00-04:00 hour", ["Oct 27 10-12", "Oct 27th 10-12", "Oct. 27 10-12", "Oct 27 from 10 to 12", "Oct 27 2026 from 10 to 12", "October 27 between 10 and 12", "from 10 to 12 on Oct 27"]],
      ["R 2026-12-08T10:00:00-05:00 2026-12-08T12:00:00-05:00 hour", ["Dec 8 from 10 to 12", "Dec 8 10-12"]],
      // three pairs of digits: day first before year first (listed beside it); year first where only it reads
      ["I 2031-05-16T00:00:00-04:00 day", ["16-05-31", "16/05/31"]],
      ["I 1999-05-31T00:00:00-04:00 day", ["99-05-31", "99/05/31", "99.05.31"]],
      // a day and month with their full stops, as German writes them
      ["I 2026-11-22T00:00:00-05:00 day", ["22.11.", "on 22.11."]],
      ["R 2026-11-21T00:00:00-05:00 2026-11-23T00:00:00-05:00 day", ["21 - 22.11.", "21-22.11.", "21. - 22.11.", "21.-22.11."]],
      ["R 2026-10-03T00:00:00-04:00 2026-10-06T00:00:00-04:00 day", ["from 3. to 5.10.2026", "from 3 to 5.10.2026"]],
      // a month's full stop before its day and year; year, day and month's name
      ["I 2003-09-25T00:00:00-04:00 day", ["Sep.25.2003", "2003.Sep.25", "2003/25/Sep", "sep.25.03"]],
      // a year before a holiday or a season is its year, not a 24-hour time at Christmas Island
      ["I 2027-12-25T00:00:00-05:00 day", ["2027 christmas", "christmas 2027"]],
      ["R 2027-06-21T00:00:00-04:00 2027-09-23T00:00:00-04:00 day", ["2027 summer", "summer 2027", "summer '27"]],
      // counted back from a day named after "ago"; a time after the day word is the base's
      ["I 2026-06-03T00:00:00-04:00 day", ["a week ago yesterday", "1 week ago yesterday"]],
      // back from the last such weekday (Monday 8 June, Friday 5 June; on a Thursday, today)
      ["I 2026-06-01T00:00:00-04:00 day", ["a week ago Monday", "1 week ago Monday"]],
      ["I 2026-05-15T00:00:00-04:00 day", ["3 weeks ago Friday", "three weeks ago Friday"]],
      ["I 2026-06-04T00:00:00-04:00 day", ["a week ago Thursday"]],
      ["I 2025-06-12T00:00:00-04:00 day", ["1 year ago tomorrow", "a year ago tomorrow"]],
      ["I 2026-06-12T05:00:00-04:00 hour", ["7 hours before tomorrow at noon", "7 hours before noon tomorrow"]],
      // twelve in the morning is 12 am; "twelve o'clock midnight" keeps its midnight
      ["I 2026-06-12T00:00:00-04:00 hour", ["12 in the morning", "twelve in the morning", "twelve o'clock midnight", "12 o'clock at midnight", "midnight"]],
      ["R 2026-06-11T09:00:00-04:00 2026-06-11T12:00:00-04:00 hour", ["9 to 12 in the morning"]],
      // four digits alone past the years dates are written in: a 24-hour time (the year beside it)
      ["I 2026-06-11T23:00:00-04:00 minute", ["2300", "23:00"]],
      // twelve digits that make a date and time: that moment (milliseconds since 1970 beside it)
      ["I 2026-12-07T15:30:00-05:00 minute", ["202612071530"]],
      // a weekday, a dash and a date on that weekday are one day ("Monday, Nov 16"); so is a past one
      // the weekday fixes where a range to it would run months on
      ["I 2026-11-16T00:00:00-05:00 day", ["Monday - Nov 16", "on Monday - 16.11.2026"]],
      ["I 2026-06-05T00:00:00-04:00 day", ["this friday-jun-5", "Friday - Jun 5", "Friday Jun 5"]],
      // a year written after a date stays the year, far off as it is (19:40 is listed beside it)
      ["I 1940-11-02T00:00:00-05:00 day", ["2 Nov 1940", "November 2 1940"]],
      // a month and day take the year the range's end states (the year before, across New Year)
      ["R 2027-08-10T00:00:00-04:00 2027-09-13T00:00:00-04:00 day", ["10 August - 12 September 2027", "Aug 10 - Sep 12, 2027", "August 10 to September 12 2027"]],
      ["R 2027-12-20T00:00:00-05:00 2028-01-06T00:00:00-05:00 day", ["Dec 20 - Jan 5, 2028", "December 20 to January 5 2028"]],
      ["R 2026-12-01T00:00:00-05:00 2028-06-01T00:00:00-04:00 month", ["December 2026 to May 2028"]],
      ["R 2027-12-01T00:00:00-05:00 2028-06-01T00:00:00-04:00 month", ["From December to May 2028", "December - May 2028", "Dec to May, 2028"]],
      ["R 2027-01-01T00:00:00-05:00 2027-10-01T00:00:00-04:00 quarter", ["Q1 to Q3 2027", "Q1-Q3 2027"]],
      ["R 2027-03-03T00:00:00-05:00 2027-03-06T00:00:00-05:00 day", ["March 3 - 5, 2027", "March 3-5 2027", "March 3-5, 2027", "3-5 March 2027"]],
      // a time after a range of days is each day's: the whole days (the first day's time to the last's beside them)
      ["R 2026-06-22T00:00:00-04:00 2026-06-24T00:00:00-04:00 day", ["22-23 June at 7pm", "22 to 23 June at 7pm", "June 22 to June 23 at 7pm"]],
      // a day before an open range on a time of day is that time's day, as after it
      ["B 2026-06-12T16:00:00-04:00 hour", ["tomorrow before 4pm", "before 4pm tomorrow", "Friday before 4pm", "tomorrow by 4pm", "Friday no later than 4pm"]],
      ["A 2026-06-12T15:00:00-04:00 hour", ["tomorrow after 3pm", "Friday after 3pm", "after 3pm on Friday", "tomorrow from 3pm", "tomorrow 3pm or later"]],
      ["B 2026-06-15T12:00:00-04:00 hour", ["Monday before noon", "before noon on Monday", "next Monday before noon"]],
      ["A 2026-12-26T00:00:00-05:00 day", ["after Christmas", "after christmas day", "after Dec 25", "sometime after christmas", "after the 25th of December"]],
      ["B 2026-12-25T00:00:00-05:00 day", ["before Christmas", "before christmas day", "before Dec 25", "ahead of christmas"]],
      ["A 2015-01-01T00:00:00-05:00 year", ["anytime after 2014", "after 2014", "sometime after 2014", "later than 2014"]],
      ["A 2014-01-01T00:00:00-05:00 year", ["since 2014", "from 2014", "2014 onwards", "2014 or later", "from 2014 on"]],
      ["B 2028-01-01T00:00:00-05:00 year", ["through 2027", "by the end of 2027", "until the end of 2027", "2027 at the latest", "thru 2027"]],
      ["B 2014-01-01T00:00:00-05:00 year", ["before 2014", "sometime before 2014", "earlier than 2014", "prior to 2014"]],
      ["A 2026-06-12T00:00:00-04:00 day", ["after today", "after Thursday", "from tomorrow", "starting tomorrow", "from tomorrow onwards", "tomorrow or later", "from Friday", "starting Friday", "friday onwards"]],
      ["I 2026-12-25T00:00:00-05:00 day", ["christmas", "Christmas", "xmas", "christmas day", "Christmas 2026", "this christmas", "x-mas", "Xmas Day", "christmas this year", "next christmas", "on christmas", "the 25th of December", "December 25", "Dec 25", "12/25"]],
      ["I 2026-12-24T00:00:00-05:00 day", ["christmas eve", "Christmas Eve", "xmas eve", "the night before christmas", "Dec 24", "December 24th"]],
      ["I 2027-01-01T00:00:00-05:00 day", ["new year's day", "new years day", "new year", "New Year's Day", "new years", "Jan 1", "January 1st", "1/1", "the first of January", "New Year's Day 2027", "the first day of next year"]],
      ["I 2026-11-27T00:00:00-05:00 day", ["black friday", "Black Friday", "black friday 2026", "the day after thanksgiving", "the Friday after Thanksgiving", "1 day after thanksgiving"]],
      ["I 2026-11-30T00:00:00-05:00 day", ["cyber monday", "Cyber Monday", "the Monday after Thanksgiving"]],
      ["I 2027-03-28T00:00:00-04:00 day", ["easter", "Easter", "easter sunday", "Easter Sunday", "next easter", "easter 2027", "Easter 2027", "this easter", "easter day"]],
      ["I 2026-04-05T00:00:00-04:00 day", ["last easter", "easter 2026", "Easter Sunday 2026", "easter this year", "easter of this year"]],
      // a year's last two digits after a holiday (dateutil: Easter 2006 is 16 April)
      ["I 2006-04-16T00:00:00-04:00 day", ["easter '06", "Easter Sunday '06", "easter 06"]],
      ["I 1999-12-25T00:00:00-05:00 day", ["christmas '99", "Christmas Day '99", "christmas 99"]],
      ["I 1999-12-25T15:00:00-05:00 hour", ["christmas 99 at 3pm", "christmas '99 at 3pm"]],
      ["I 2027-03-26T00:00:00-04:00 day", ["good friday", "Good Friday", "good friday 2027", "the Friday before Easter", "the last Friday before Easter"]],
      ["I 2026-12-18T00:00:00-05:00 day", ["the last Friday before Christmas", "the Friday before Christmas", "the last Friday before Dec 25"]],
      ["I 2026-12-21T00:00:00-05:00 day", ["the last Monday before Christmas", "the first Monday before Christmas"]],
      ["I 2027-03-29T00:00:00-04:00 day", ["easter monday", "Easter Monday", "easter mon", "the day after easter", "the Monday after Easter"]],
      ["I 2027-03-21T00:00:00-04:00 day", ["palm sunday", "Palm Sunday", "the Sunday before Easter"]],
      ["I 2027-05-31T00:00:00-04:00 day", ["memorial day", "Memorial Day", "memorial day 2027", "the last Monday of May", "next memorial day"]],
      ["I 2026-05-25T00:00:00-04:00 day", ["memorial day 2026", "last memorial day"]],
      ["I 2026-09-07T00:00:00-04:00 day", ["labor day", "Labor Day", "labour day", "Labor Day 2026", "the first Monday of September", "first monday in september"]],
      ["I 2026-10-31T00:00:00-04:00 day", ["halloween", "Halloween", "halloween 2026", "hallowe'en", "Oct 31", "October 31st", "the 31st of October"]],
      ["I 2027-02-14T00:00:00-05:00 day", ["valentine's day", "valentines day", "Valentine's Day", "valentine day", "st valentine's day", "Feb 14", "the 14th of February"]],
      ["I 2027-05-09T00:00:00-04:00 day", ["mother's day", "mothers day", "Mother's Day", "mother's day 2027", "the second Sunday of May"]],
      ["I 2026-06-21T00:00:00-04:00 day", ["father's day", "fathers day", "Father's Day", "the third Sunday of June", "June 21"]],
      ["I 2026-07-04T00:00:00-04:00 day", ["independence day", "Independence Day", "july 4th", "July 4", "the 4th of July", "4th of July", "the fourth of July", "7/4", "fourth of july"]],
      ["I 2027-01-18T00:00:00-05:00 day", ["mlk day", "MLK Day", "martin luther king day", "Martin Luther King Jr. Day", "the third Monday of January"]],
      ["I 2027-02-15T00:00:00-05:00 day", ["presidents day", "Presidents' Day", "washington's birthday", "the third Monday of February"]],
      ["I 2026-10-12T00:00:00-04:00 day", ["columbus day", "Columbus Day", "the second Monday of October"]],
      ["I 2026-11-11T00:00:00-05:00 day", ["veterans day", "Veterans Day", "Nov 11", "November 11th"]],
      ["I 2027-03-17T00:00:00-04:00 day", ["st patrick's day", "St. Patrick's Day", "saint patrick's day", "st paddy's day", "March 17", "paddy's day"]],
      ["I 2026-11-08T00:00:00-05:00 day", ["diwali", "Diwali", "deepavali", "diwali 2026", "Deepavali 2026"]],
      // Jewish festivals begin at sundown: the date is the eve (Erev Yom Kippur, 20 September 2026), the day itself said in assumed
      ["I 2026-09-20T00:00:00-04:00 day", ["yom kippur", "Yom Kippur", "yom kippur 2026", "the day of atonement"]],
      ["R 2026-09-11T00:00:00-04:00 2026-09-14T00:00:00-04:00 day", ["rosh hashanah", "Rosh Hashanah", "rosh hashana", "jewish new year"]],
      // counted, or with a time of day, a festival is its own days, not its eve (hebcal: Erev Yom Kippur 10 October 2027, Yom Kippur 11;
      // Rosh Hashana 2 and 3 October 2027; Erev Pesach 10 April 2028, Pesach I 11, Pesach VIII 18; Chanukah 24 December 2027 to 1 January 2028)
      ["I 2027-10-12T00:00:00-04:00 day", ["the day after Yom Kippur 2027"]],
      ["I 2027-10-10T00:00:00-04:00 day", ["the day before Yom Kippur 2027", "erev Yom Kippur 2027", "Yom Kippur 2027"]],
      ["I 2027-10-11T12:00:00-04:00 hour", ["Yom Kippur 2027 at noon", "noon on Yom Kippur 2027"]],
      ["I 2027-10-03T00:00:00-04:00 day", ["the second day of Rosh Hashanah 2027", "the last day of Rosh Hashanah 2027"]],
      ["I 2028-04-11T00:00:00-04:00 day", ["the first day of Passover 2028"]],
      ["I 2028-04-18T00:00:00-04:00 day", ["the last day of Passover 2028", "the eighth day of Passover 2028"]],
      ["I 2028-04-19T00:00:00-04:00 day", ["the day after Passover 2028"]],
      ["I 2028-04-10T20:00:00-04:00 hour", ["erev Pesach 2028 at 8pm"]],
      ["I 2028-01-04T00:00:00-05:00 day", ["3 days after Hanukkah 2027"]],
      ["E phrase.ambiguous", ["Yom Kippur 2027 at 8pm"]],
      // in Israel, as kept there (hebcal -i: Pesach I 11 April 2028 to Pesach VII 17 April; Shavuot one day, 11 June 2027)
      ["R@Asia/Jerusalem 2028-04-10T00:00:00+03:00 2028-04-18T00:00:00+03:00 day", ["Passover 2028 in Jerusalem", "Pesach 2028 in Tel Aviv"]],
      ["I@Asia/Jerusalem 2027-06-10T00:00:00+03:00 day", ["Shavuot 2027 in Jerusalem"]],
      ["I@Asia/Jerusalem 2028-04-17T00:00:00+03:00 day", ["the last day of Passover 2028 in Jerusalem"]],
      ["R 2026-12-04T00:00:00-05:00 2026-12-12T00:00:00-05:00 day", ["hanukkah", "Hanukkah", "chanukah", "hanukkah 2026", "hannukah", "festival of lights"]],
      ["I 2027-02-06T00:00:00-05:00 day", ["chinese new year", "Chinese New Year", "lunar new year", "chinese new year 2027", "spring festival"]],
      // "Mid-Autumn" is the festival (python3-lunardate: 15th of the 8th month is 3 October 2028), the middle of the season the alternative
      ["I 2028-10-03T00:00:00-04:00 day", ["Mid-Autumn 2028", "mid autumn 2028", "the Mid-Autumn Festival 2028"]],
      // "Navroz" and "Jamshedi Navroz" name the Parsi (Shahenshahi) New Year in August and the spring New Year of 21 March alike
      ["E phrase.ambiguous", ["jamshedi navroz 2027", "Navroz 2027", "Jamshed-e-Navroz"]],
      ["I 2026-02-17T00:00:00-05:00 day", ["last chinese new year", "chinese new year 2026", "lunar new year 2026"]],
      ["R 2027-02-08T00:00:00-05:00 2027-03-09T00:00:00-05:00 day", ["ramadan", "Ramadan", "ramadan 2027", "the month of ramadan"]],
      ["R 2026-02-18T00:00:00-05:00 2026-03-20T00:00:00-04:00 day", ["ramadan 2026", "last ramadan"]],
      ["I 2027-03-09T00:00:00-05:00 day", ["eid al-fitr", "Eid al-Fitr", "eid ul fitr", "eid al fitr 2027"]],
      ["I 2026-05-27T00:00:00-04:00 day", ["eid al-adha 2026", "Eid al-Adha 2026", "bakrid 2026"]],
      ["R 2026-04-01T00:00:00-04:00 2026-04-10T00:00:00-04:00 day", ["passover 2026", "Pesach 2026"]],
      ["I 2026-10-31T00:00:00-04:00 day", ["halloween this year", "this halloween", "next halloween"]],
      ["I 2026-12-31T00:00:00-05:00 day", ["new year's eve 2026", "NYE 2026", "new years eve this year"]],
      ["I 2027-05-06T00:00:00-04:00 day", ["ascension day", "Ascension Day", "ascension 2027"]],
      ["I 2026-05-24T00:00:00-04:00 day", ["pentecost 2026", "whit sunday 2026"]],
      ["I 2027-02-09T00:00:00-05:00 day", ["shrove tuesday", "pancake day", "mardi gras", "fat tuesday"]],
      ["I 2027-02-10T00:00:00-05:00 day", ["ash wednesday", "Ash Wednesday", "ash wednesday 2027"]],
      ["I 2027-03-25T00:00:00-04:00 day", ["maundy thursday", "Maundy Thursday", "holy thursday"]],
      ["I 2027-02-02T00:00:00-05:00 day", ["groundhog day", "Groundhog Day"]],
      ["I@Asia/Tokyo 2026-06-12T15:00:00+09:00 hour", ["3pm Tokyo time", "3pm in Tokyo", "3pm Tokyo", "3 pm Asia/Tokyo", "3pm JST", "3pm Japan time", "tomorrow 3pm Tokyo time", "3pm tomorrow in Tokyo"]],
      ["I@Asia/Tokyo 2026-06-12T15:00:00+09:00 minute", ["15:00 Tokyo", "15:00 in Tokyo", "15:00 JST", "15:00 Asia/Tokyo"]],
      ["I@America/Los_Angeles 2026-06-11T09:00:00-07:00 hour", ["9am PT", "9am Pacific Time", "9 am PDT", "9am pacific time", "9am in Los Angeles", "9am America/Los_Angeles", "9am San Francisco time", "9am PST"]],
      ["I@Europe/London 2026-06-12T12:00:00+01:00 hour", ["noon London", "noon in London", "12pm London time", "noon London time", "noon in London tomorrow", "midday in London"]],
      ["I@EST 2026-06-11T10:00:00-05:00 minute", ["10:00 EST", "10:00 est"]],
      ["I@UTC 2026-06-11T15:00:00+00:00 hour", ["3pm UTC", "3pm utc", "3 pm in UTC", "3pm Z"]],
      ["I@GMT 2026-06-11T15:00:00+00:00 minute", ["15:00 GMT", "15:00 gmt"]],
      ["I@Asia/Kolkata 2026-06-12T09:00:00+05:30 hour", ["tomorrow 9am in Asia/Kolkata", "tomorrow 9am Mumbai time", "tomorrow 9am India timezone", "9am tomorrow in Mumbai", "tomorrow at 9am India time", "9am tomorrow Kolkata"]],
      ["I@Europe/Berlin 2026-06-12T10:00:00+02:00 hour", ["Friday 10am Europe/Berlin time", "Friday at 10am in Berlin", "10am Friday Berlin time", "tomorrow 10am Berlin", "tomorrow 10am in Berlin"]],
      ["I@UTC+05:30 2026-06-12T15:00:00+05:30 hour", ["3pm UTC+5:30", "3pm +05:30", "3pm GMT+5:30", "3pm UTC+05:30"]],
      ["I@America/Chicago 2026-06-11T09:00:00-05:00 hour", ["9am Central Time", "9am CT", "9am CDT", "9am in Chicago", "9am Central timezone", "9am in the Central time zone", "9am central time zone"]],
      ["R@UTC 2026-06-11T15:00:00+00:00 2026-06-11T18:00:00+00:00 minute", ["15:00 UTC - 18:00 UTC", "15:00-18:00 UTC", "from 15:00 to 18:00 UTC", "15:00 to 18:00 in UTC"]],
      ["E zone.ambiguous", ["noon IST", "9am BST", "noon in Springfield", "10:00 IST", "3pm Springfield time", "noon BST tomorrow", "3pm PT tomorrow in Springfield"]],
      // an abbreviation of several zones, one of them in the country of the zone the phrase is read in (here the US): that one
      ["I@America/Chicago 2026-06-11T15:00:00-05:00 hour", ["3pm CST", "3pm Central", "3pm CST today"]],
      ["I 2026-06-11T15:00:00-04:00 hour", ["3pm Eastern", "3 pm eastern"]],
      ["I 2026-06-12T12:00:00-04:00 hour", ["noon eastern tomorrow"]],
      ["I 2026-06-11T15:00:00-04:00 hour", ["3pm Eastern Time", "3pm eastern time", "3pm ET", "3pm EDT", "3pm Eastern timezone", "3pm Eastern Time Zone", "3pm in the Eastern time zone"]],
      ["E phrase.zones", ["3pm PST to 5pm EST", "9am Tokyo time and 5pm London time"]],
      // the writer's own time is the zone the phrase is read in; the reader's is not given
      ["I 2026-06-11T15:00:00-04:00 hour", ["3pm my time", "3pm our time", "3pm local time", "3 pm my time today", "3pm my timezone", "3pm my time zone"]],
      ["E phrase.unknown-word", ["3pm your time", "3pm their time", "3pm your timezone"]],
      // two letters in lower case are words, not country codes (as: American Samoa, by: Belarus, do: the Dominican Republic)
      ["I 2026-06-11T15:00:00-04:00 hour", ["3pm as planned", "see you at 3pm as agreed"]],
      ["E phrase.unknown-word", ["15:00 by"]],
      ["I@Europe/Oslo 2026-06-11T17:00:00+02:00 hour", ["5pm NO"]],
      ["I 2026-06-12T09:00:00-04:00 hour", ["let's meet tomorrow at 9am with Bob", "can we do tomorrow at 9am?", "how about tomorrow at 9am", "I can do tomorrow at 9am if that works", "tomorrow at 9am would be great", "let us meet tomorrow at 9am with Bob", "Meeting: tomorrow 9am"]],
      ["R 2026-06-12T12:00:00-04:00 2026-06-12T18:00:00-04:00 hour", ["I'm free on Friday afternoon, does that work?", "would Friday afternoon suit you", "how about Friday afternoon?", "let's talk Friday afternoon"]],
      ["I 2026-06-11T12:00:00-04:00 second", ["please call me back in 2 hours", "can you ping me in two hours?", "remind me in 2 hours", "I'll be there in two hours"]],
      ["I 2026-06-15T00:00:00-04:00 day", ["see you next Monday!", "we ship on Monday", "the launch is Monday", "lunch with Jordan on Monday"]],
      ["E phrase.unreadable", ["hello there", "whenever works", "hello", "sometime soon", "the meeting", ":-)", "🎉🎉", "✈️ to Paris", "in 3 meetings", "soon-ish", "later", "eventually", "Mondays"]],
      // parts of a period, bounded offsets, durations from an anchor
      ["R 2026-06-11T10:00:00-04:00 2026-07-01T00:00:00-04:00 day", ["later this month", "later in the month"]],
      ["R 2026-06-08T00:00:00-04:00 2026-06-11T10:00:00-04:00 day", ["earlier this week", "earlier in the week"]],
      ["B 2026-06-09T00:00:00-04:00 day", ["more than 3 days before Friday"]],
      ["R 2026-06-15T00:00:00-04:00 2026-06-29T00:00:00-04:00 day", ["within 2 weeks after Monday"]],
      ["R 2026-06-09T00:00:00-04:00 2026-06-12T00:00:00-04:00 day", ["within 3 days before Friday"]],
      ["A 2026-06-19T00:00:00-04:00 day", ["at least a week after Friday"]],
      ["R 2026-06-12T17:00:00-04:00 2026-06-13T17:00:00-04:00 hour", ["a day starting Friday at 5pm"]],
      ["R 2026-06-15T00:00:00-04:00 2026-06-18T00:00:00-04:00 day", ["3 days starting next Monday"]],
      ["I 2027-06-30T00:00:00-04:00 day", ["the last business day of June 2027", "the last weekday of June 2027", "last week day of June 2027"]],
      // a weekday is Monday to Friday: 1 July 2026 is a Wednesday, 1 August a Saturday, 28 February 2027 a Sunday
      ["I 2026-07-01T00:00:00-04:00 day", ["the first weekday of next month", "first weekday of July", "the 1st weekday in July 2026"]],
      ["I 2026-08-03T00:00:00-04:00 day", ["the first weekday of August", "first weekday of August 2026"]],
      ["I 2027-02-26T00:00:00-05:00 day", ["the last weekday of February 2027"]],
      ["I 2027-12-31T00:00:00-05:00 day", ["the last weekday of 2027", "last weekday of next year"]],
      ["I 2027-07-05T00:00:00-04:00 day", ["the first Monday of Q3 2027", "first Monday in Q3 2027"]],
      // decades, centuries, month-year and quarter-year forms
      ["R 1980-01-01T00:00:00-05:00 1990-01-01T00:00:00-05:00 year", ["the 1980s", "1980 s"]],
      // "70's" is the decade, not 70 minutes (the prime mark) and an "s"
      ["R 1970-01-01T00:00:00-05:00 1980-01-01T00:00:00-05:00 year", ["in the 70's", "In 70's", "the 70s"]],
      ["R 1800-01-01T00:00:00-04:56:02 1900-01-01T00:00:00-05:00 year", ["the 19th century", "19th century"]],
      ["R 2027-09-01T00:00:00-04:00 2027-10-01T00:00:00-04:00 month", ["Sept-2027", "Sept/2027"]],
      ["R 2024-08-01T00:00:00-04:00 2024-09-01T00:00:00-04:00 month", ["2024-August", "2024-Aug", "2024/August"]],
      // a date and its time joined by a colon, as web servers log them
      ["I 2023-11-06T06:36:02-05:00 second", ["06/Nov/2023:06:36:02", "06/Nov/2023 06:36:02"]],
      // a start's day before a written date is a day of that date's month and year
      ["R 2027-11-14T00:00:00-05:00 2027-11-16T00:00:00-05:00 day", ["14-15.11.2027", "between 14 and 15.11.2027", "14-15/11/2027"]],
      // a dash between a day and a time of day alone is that time on that day (the span up to it the alternative)
      ["I 2026-09-18T06:25:00-04:00 minute", ["Sep 18 - 06:25", "September 18 - 06:25", "Sep 18 — 06:25"]],
      ["R 2026-09-18T06:25:00-04:00 2026-09-18T08:05:00-04:00 minute", ["18th September 2026 - 06:25-08:05", "Sep 18 - 06:25-08:05"]],
      ["E phrase.ambiguous", ["3:40 AM+1", "Mon, Sep 21 3:40 AM+1"]],
      // a start takes am/pm from the end also when the day is said once for both
      ["R 2026-06-12T05:00:00-04:00 2026-06-12T09:00:00-04:00 hour", ["tomorrow between 5 and 9 am", "tomorrow from 5 to 9am", "tomorrow 5-9am"]],
      ["R 2026-09-12T05:00:00-04:00 2026-09-12T09:00:00-04:00 hour", ["Sep 12 from 5 to 9 am", "Sep 12 between 5-9 am", "Sep 12 5-9 am"]],
      // two digits after a year and a dash are a later year of its century, not an hour
      ["R 2019-01-01T00:00:00-05:00 2021-01-01T00:00:00-05:00 year", ["2019-20", "2019 - 2020"]],
      ["E phrase.unplaced", ["1-2-3", "4-5-6"]],
      ["R 2027-12-01T00:00:00-05:00 2028-01-01T00:00:00-05:00 month", ["12-2027", "12/2027"]],
      ["R 2027-04-01T00:00:00-04:00 2027-07-01T00:00:00-04:00 quarter", ["Q2-2027", "Q2 2027"]],
      ["I 2027-09-03T00:00:00-04:00 day", ["2027/sep/03", "2027-Sep-03"]],
      ["R 2027-03-01T00:00:00-05:00 2027-04-01T00:00:00-04:00 month", ["March in 1 year", "March in a year"]],
      ["I 2015-04-14T00:00:00-04:00 day", ["14th April 15"]],
      // times of day said in words, with a space, or after a part of the day
      ["I 2026-06-11T10:30:00-04:00 minute", ["ten thirty", "ten-thirty"]],
      ["I 2026-06-11T12:03:00-04:00 minute", ["twelve oh three", "twelve o three", "twelve-oh-three"]],
      ["I 2026-06-11T12:15:00-04:00 minute", ["at 12 15"]],
      // an hour and its minutes said in words, before "to" as well: "from 3:30 to 4:30", not "thirty to four"
      ["R 2026-06-11T15:30:00-04:00 2026-06-11T16:30:00-04:00 minute", ["from three thirty to four thirty", "three thirty to four thirty", "from three-thirty to four-thirty", "from 3:30 to 4:30"]],
      ["R 2026-06-11T14:30:00-04:00 2026-06-11T14:45:00-04:00 minute", ["from two thirty to two forty five", "from two thirty to two forty-five", "from 2:30 to 2:45"]],
      ["R 2026-06-11T17:20:00-04:00 2026-06-11T18:00:00-04:00 minute", ["five twenty to six pm", "from five twenty to six pm"]],
      // minutes after a time that has its own are an error, not a guess
      ["E phrase.unplaced", ["quarter to four thirty", "half past three thirty"]],
      // minutes below ten without "oh": a time, not a year ("nineteen oh five" is one)
      ["I 2026-06-11T11:05:00-04:00 minute", ["eleven five", "at eleven five", "eleven oh five", "11:05"]],
      ["I 2026-06-11T10:05:00-04:00 minute", ["ten five", "at ten five", "10:05"]],
      ["I 2026-06-11T22:05:00-04:00 minute", ["ten five pm", "at ten five pm"]],
      ["R 1905-01-01T00:00:00-05:00 1906-01-01T00:00:00-05:00 year", ["nineteen oh five", "in nineteen oh five"]],
      ["R 1984-01-01T00:00:00-05:00 1985-01-01T00:00:00-05:00 year", ["nineteen eighty four", "in nineteen eighty-four"]],
      ["E phrase.unreadable", ["two three", "nineteen five", "twenty five"]],
      // three quarters before a time of day are three quarters of an hour, not of a year
      ["I 2026-06-11T21:45:00-04:00 minute", ["three quarters past 9pm", "three-quarters past 9pm", "three quarters after 9pm", "three quarters past nine pm"]],
      ["I 2026-06-11T20:15:00-04:00 minute", ["three quarters to 9pm", "three quarters to nine pm"]],
      ["E phrase.unplaced", ["3 quarters past 9pm", "2 quarters past 9pm"]],
      // a number in words keeps its dash ("forty-three"), no minus; minutes after its minutes are an error
      ["I 2026-06-11T18:43:00-04:00 minute", ["six forty-three pm", "at six forty three pm", "6:43pm"]],
      ["I 2026-06-11T10:43:00-04:00 second", ["in forty-three minutes", "in 43 minutes"]],
      ["E phrase.unplaced", ["tomorrow at six forty-three minutes"]],
      ["I 2026-06-12T00:00:00-04:00 hour", ["this evening at 12"]],
      ["R 2026-06-12T12:00:00-04:00 2026-06-12T18:00:00-04:00 hour", ["tomorrow afternoonish"]],
      // holidays and festivals of every calendar, with a shift, an eve, a day of them
      ["I 2027-11-25T00:00:00-05:00 day", ["thanksgiving in 9 months"]],
      ["I 2025-11-27T00:00:00-05:00 day", ["thanksgiving 1 year ago"]],
      ["I 2010-04-22T00:00:00-04:00 day", ["earth day 2010"]],
      ["I 2020-03-17T00:00:00-04:00 day", ["saint patrick 2020", "st patrick's day 2020"]],
      ["I 2027-08-11T00:00:00-04:00 day", ["tisha b'av 2027"]],
      ["I 2027-10-15T00:00:00-04:00 day", ["boss's day 2027"]],
      ["I 2032-02-11T00:00:00-05:00 day", ["chinese new year 2032", "lunar new year 2032"]],
      ["I 2027-01-07T00:00:00-05:00 day", ["orthodox christmas 2027"]],
      ["I 2027-03-21T00:00:00-04:00 day", ["nowruz 2027", "persian new year 2027"]],
      ["I 2027-10-10T00:00:00-04:00 day", ["the eve of yom kippur 2027", "yom kippur 2027"]],
      ["I 2026-11-06T00:00:00-05:00 day", ["two days before diwali"]],
      ["I 2026-12-01T00:00:00-05:00 day", ["the tuesday after thanksgiving"]],
      ["I 2027-04-24T00:00:00-04:00 day", ["lazarus saturday 2027"]],
      ["I 2027-05-17T00:00:00-04:00 day", ["Monday of the Holy Spirit", "whit monday 2027"]],
      ["R 2027-04-21T00:00:00-04:00 2027-04-30T00:00:00-04:00 day", ["passover 2027"]],
      ["R 2027-02-08T00:00:00-05:00 2027-03-09T00:00:00-05:00 day", ["ramadan 2027"]],
      ["I 2027-02-08T00:00:00-05:00 day", ["the first day of ramadan next year"]],
      ["I 1966-04-01T00:00:00-05:00 day", ["eid al-adha 1966", "bakr id 1966"]],
      ["I 2027-03-22T00:00:00-04:00 day", ["holi 2027"]],
      ["I 2026-06-12T00:00:00-04:00 day", ["next business day", "the next working day"]],
      ["I 2026-06-10T00:00:00-04:00 day", ["the previous business day"]],
      ["R 2026-06-12T08:00:00-04:00 2026-06-12T10:00:00-04:00 hour", ["first thing tomorrow"]],
      // a name two festivals share is an error that lists both
      ["E phrase.ambiguous", ["eid", "eid 2027", "next eid"]],
      // dates written in the Hijri, Hebrew and Solar Hijri calendars (python3-convertdate agrees)
      ["I 2027-06-06T00:00:00-04:00 day", ["1 Muharram 1449", "Muharram 1, 1449 AH"]],
      ["I 2002-11-06T00:00:00-05:00 day", ["Ramadan 1, 1423 AH", "1 Ramadan 1423"]],
      ["I 2026-04-02T00:00:00-04:00 day", ["15 Nisan 5786", "the 15th of Nisan 5786"]],
      ["I 2026-09-21T00:00:00-04:00 day", ["10 Tishrei 5787"]],
      ["I 2026-03-21T00:00:00-04:00 day", ["1 Farvardin 1405"]],
      ["I 2027-06-06T18:00:00-04:00 hour", ["1 Muharram 1449 at 6pm"]],
      ["E phrase.no-such-day", ["1 Adar II 5785", "30 Safar 1449"]],
      // a year of our era written with another calendar's month is the Gregorian year the day falls in (python3-convertdate:
      // 1 and 27 Ramadan 1448 are 8 February and 6 March 2027, 1 Farvardin 1409 is 21 March 2030, 15 Nisan 5788 is 11 April 2028)
      ["I 2027-02-08T00:00:00-05:00 day", ["1 Ramadan 2027", "Ramadan 1, 2027"]],
      ["I 2027-03-06T00:00:00-05:00 day", ["27 Ramadan 2027", "the 27th of Ramadan 2027"]],
      ["I 2030-03-21T00:00:00-04:00 day", ["1 Farvardin 2030"]],
      ["I 2028-04-11T00:00:00-04:00 day", ["15 Nisan 2028"]],
      // a Hijri day twice in one Gregorian year (1 Ramadan 1451 and 1452: 5 or 6 January and 26 December 2030), plain Adar in a leap year
      ["E phrase.ambiguous", ["1 Ramadan 2030", "14 Adar 2027"]],
      // between the calendar's years and ours, far from now either way (1550 AH is 2126), a year without its era asks which
      ["E phrase.ambiguous", ["1 Ramadan 1550", "1 Farvardin 1600"]],
      // four digits after a part of the day that a year could be are the year, not a time ("Christmas evening 2027" is not 20:27)
      ["R 2027-12-25T18:00:00-05:00 2027-12-26T00:00:00-05:00 hour", ["Christmas evening 2027", "Christmas 2027 evening"]],
      ["E phrase.contradiction", ["tonight 2030"]],
      // plain Adar in a Hebrew leap year is Adar I or Adar II (Purim 5787 is 14 Adar II, 23 March 2027: hebcal)
      ["E phrase.ambiguous", ["14 Adar 5787"]],
      // a weekday in a stretch that holds several of it names none of them
      ["E phrase.ambiguous", ["Friday this year", "a Friday this month", "Monday next month", "Friday the 13th in 2026", "a Monday in May", "Friday in summer", "Tuesday in Q3"]],
      ["E phrase.ambiguous", ["3pm next week", "noon this month", "the morning next week", "9am in January", "the 15th next year", "this weekend at 10am"]],
      ["I 2026-06-19T00:00:00-04:00 day", ["Friday next week", "Friday of next week"]],
      ["I 2027-03-23T00:00:00-04:00 day", ["14 Adar II 5787"]],
      ["I 2026-03-03T00:00:00-05:00 day", ["14 Adar 5786"]],
      // the sun at a place (PyEphem, horizon -0:34 and the upper limb: Riyadh's sunset 15:42:28 UTC, New York's sunrise 09:25:05 UTC) and the moon (PyEphem's full moon 23:56:36 UTC: within a minute)
      ["I@Asia/Riyadh 2026-06-12T18:42:00+03:00 minute", ["sunset tomorrow in Riyadh"]],
      // a part of the day names the sun's day, and the event its time (PyEphem: sunrise 02:03:28 UTC, sunset 15:42:07 UTC): today's sunrise, now past, not tomorrow's
      ["I@Asia/Riyadh 2026-06-11T18:42:00+03:00 minute", ["sunset this evening in Riyadh", "sunset tonight in Riyadh", "sunset today in Riyadh", "sunset in Riyadh this evening"]],
      ["I@Asia/Riyadh 2026-06-11T05:03:00+03:00 minute", ["sunrise this morning in Riyadh", "sunrise today in Riyadh"]],
      ["E phrase.contradiction", ["sunrise this evening in Riyadh", "sunset this morning in Riyadh"]],
      // an evening's sunset past midnight is that evening's (PyEphem: 00:03:30 UTC on the 22nd, 00:04 to the nearest minute), not the one that closed the evening before
      ["I@Atlantic/Reykjavik 2026-06-22T00:04:00+00:00 minute", ["sunset on June 21 in Reykjavik", "sunset on 21 June in Reykjavik", "sunset on June 21 evening in Reykjavik"]],
      // a town whose zone keeps another country's clock is read at its own place: Mariehamn's sunset, PyEphem
      // 16:06:33 UTC at 60.1°N 19.93°E, not Helsinki's; Longyearbyen (78°N) has no sunrise at midwinter, Berlin, whose clock it keeps, has
      ["I@Europe/Mariehamn 2027-03-01T18:07:00+02:00 minute", ["sunset on 1 March 2027 in Mariehamn"]],
      ["E phrase.contradiction", ["sunrise on 21 December 2027 in Longyearbyen"]],
      // a zone after a lone hour said with "at"
      ["I 2026-06-12T09:00:00-04:00 hour", ["tomorrow at 9 ET", "tomorrow at 9 New York time"]],
      ["I@Asia/Tokyo 2026-06-15T09:00:00+09:00 hour", ["next Monday at 9 Tokyo time", "Monday at 9 JST"]],
      ["I 2026-06-21T05:25:00-04:00 minute", ["sunrise on 2026-06-21"]],
      ["I 2026-06-29T19:57:00-04:00 minute", ["the next full moon", "full moon"]],
      // equinoxes and solstices, to the nearest minute (PyEphem: 2026-06-21 08:24:31, 2027-12-22 02:41:53, 2028-06-20 20:02:00,
      // 2029-03-20 08:01:52, 2029-09-22 17:38:18 and 2025-12-21 15:02:51 UTC; astronomy-engine is within 45 s of it in 95% of
      // 1900-2100's events, so these are ones both round alike); a season's names the one that starts it there, June's south of the equator
      ["I 2026-06-21T04:25:00-04:00 minute", ["the next solstice", "the solstice", "the summer solstice", "the June solstice"]],
      ["I 2029-09-22T13:38:00-04:00 minute", ["the autumnal equinox 2029", "the fall equinox 2029", "the September equinox 2029"]],
      ["I 2027-12-21T21:42:00-05:00 minute", ["the winter solstice 2027", "the December solstice 2027", "winter solstice of 2027"]],
      ["I 2028-06-20T16:02:00-04:00 minute", ["the summer solstice 2028", "the June solstice in 2028"]],
      ["I@Australia/Sydney 2028-06-21T06:02:00+10:00 minute", ["the winter solstice 2028 in Sydney"]],
      ["I 2029-03-20T04:02:00-04:00 minute", ["the vernal equinox 2029", "the spring equinox 2029", "the March equinox 2029"]],
      ["I 2025-12-21T10:03:00-05:00 minute", ["the last solstice"]],
      ["E phrase.ambiguous", ["solstice 2027", "the equinox in 2027"]],
      // the n-th of the sky's events in a period (PyEphem: full moons 2027-01-22 12:17:18, 2027-02-20 23:23:34, 2027-03-22 10:43:43,
      // March 2026's only 2026-03-03 11:37:50; the 2027 March equinox 20:24:32; 2026's December solstice 20:50:00 UTC)
      ["I 2027-03-22T06:44:00-04:00 minute", ["the third full moon of 2027", "3rd full moon in 2027"]],
      ["I 2027-03-20T16:25:00-04:00 minute", ["the first equinox of 2027", "first equinox in 2027"]],
      ["I 2026-12-21T15:50:00-05:00 minute", ["the last solstice of 2026", "the last solstice of the year"]],
      ["E phrase.no-such-day", ["the second full moon of March 2026"]],
      // a time of day in an instant of the sky is read in its day (PyEphem: Tokyo's transit 02:42:55 UTC on 21 June 2027, London's sunrise 06:03:58 UTC on 20 March 2027)
      ["I@Asia/Tokyo 2027-06-21T11:43:00+09:00 minute", ["solar noon on the summer solstice 2027 in Tokyo"]],
      ["I@Europe/London 2027-03-20T06:04:00+00:00 minute", ["sunrise on the March equinox 2027 in London"]],
      ["I 2027-12-21T12:00:00-05:00 hour", ["the winter solstice 2027 at noon", "noon on the winter solstice 2027"]],
      // a start said without am/pm takes it from a 24-hour end: the hours of one day, not 21:00 yesterday to 17:30 today
      ["R 2026-06-11T09:00:00-04:00 2026-06-11T17:30:00-04:00 minute", ["9:00 to 17:30", "9:00-17:30", "9 until 17:30", "from 9 to 17:30"]],
      ["R 2026-06-11T10:00:00-04:00 2026-06-11T21:45:00-04:00 second", ["10:00:00 until 21:45:00"]],
      ["R 2026-06-11T22:00:00-04:00 2026-06-12T09:30:00-04:00 minute", ["10:00 until 09:30", "22:00 to 09:30"]],
      // a dot or bullet between a time and a date separates them as a comma does (a post's timestamp)
      ["I 2026-07-09T08:23:00-04:00 minute", ["8:23 AM \u00b7 Jul 9, 2026", "8:23 AM \u2219 Jul 9, 2026", "Jul 9, 2026 \u2022 8:23 AM", "8:23 AM, Jul 9, 2026"]],
      // years of the Buddhist Era as Thailand counts it (Gregorian + 543)
      ["I 2026-08-10T00:00:00-04:00 day", ["10 August 2569 BE", "August 10, 2569 B.E."]],
      ["R 2026-01-01T00:00:00-05:00 2027-01-01T00:00:00-05:00 year", ["2569 BE", "in 2569 B.E.", "BE 2569", "B.E. 2569"]],
      // the era before the year, as Thai dates write it (BE 2570 is 2027): not the year 2570
      ["I 2027-04-13T00:00:00-04:00 day", ["BE 2570 April 13", "April 13 BE 2570", "13 April B.E. 2570"]],
      // an n-th weekday or day with its period right after, no "of" (June 26 2026 is the month's last Friday)
      ["I 2026-07-16T00:00:00-04:00 day", ["3rd Thursday next month", "the third Thursday of next month"]],
      ["I 2026-07-06T00:00:00-04:00 day", ["the first Monday next month", "first monday next month", "the 1st Monday of next month"]],
      ["I 2026-06-04T00:00:00-04:00 day", ["4th day last week", "the 4th day of last week"]],
      ["I 2026-06-26T00:00:00-04:00 day", ["last Friday this month", "the last Friday of this month"]],
      // full stops are written day first; two digits ending a month-name date are its year
      ["I 2013-08-09T00:00:00-04:00 day", ["09.08.2013", "9.8.2013", "9 August 2013"]],
      ["I 2001-05-01T00:00:00-04:00 day", ["May 1st 01", "may 1st 01?", "1 May 01"]],
      ["I 2021-01-05T00:00:00-05:00 day", ["Jan 5 21.", "5 Jan 21"]],
      ["R 1980-01-01T00:00:00-05:00 1980-02-01T00:00:00-05:00 month", ["jan '80", "January 1980"]],
      // the weekend before or after a day: the one that ends before it, or begins after it
      ["R 2026-12-19T00:00:00-05:00 2026-12-21T00:00:00-05:00 day", ["the weekend before Christmas", "the weekend before Christmas 2026"]],
      ["R 2026-11-28T00:00:00-05:00 2026-11-30T00:00:00-05:00 day", ["the weekend after Thanksgiving"]],
      // a sentence is known by any of its words, "is" and "the" too: a noun away from the phrase names nothing in it
      ["I 2026-06-12T00:00:00-04:00 day", ["The webinar is on Friday", "the webinar is friday"]],
      // four digits on the 24-hour clock with a zone, "hours" or a leading zero are a time, never a year
      ["I@UTC 2026-06-11T15:00:00+00:00 minute", ["1500Z", "1500 UTC", "1500 utc", "15:00Z"]],
      ["I 2026-06-11T15:00:00-04:00 minute", ["1500 hours", "at 1500", "15:00"]],
      ["I 2026-06-12T07:30:00-04:00 minute", ["0730", "0730 hours", "07:30"]],
      // from 5 an hour said with tonight is the evening's; before 5, the small hours'
      ["I 2026-06-11T17:45:00-04:00 minute", ["quarter to six tonight", "5:45 tonight"]],
      ["I 2026-06-11T17:00:00-04:00 hour", ["tonight at 5", "5 tonight"]],
      ["R 2001-05-01T00:00:00-04:00 2001-06-01T00:00:00-04:00 month", ["May '01", "may 2001"]],
      ["I 2015-04-14T15:00:00-04:00 hour", ["14th April 15 at 3pm", "April 14 15 at 3pm"]],
      ["I 2027-05-05T10:00:00-04:00 hour", ["May 5 10 am", "May 5 10 in the morning", "May 5 at 10am"]],
      // two numbers and a dash before a part of the day are hours, not a date (Oct 11 at night)
      ["R 2026-06-11T22:00:00-04:00 2026-06-11T23:00:00-04:00 hour", ["10 - 11 at night", "10-11 at night", "10-11pm"]],
      // Japanese era years, within the era's days
      ["I 1992-08-16T00:00:00-04:00 day", ["Heisei 4, August 16", "August 16, Heisei 4"]],
      ["R 1989-01-01T00:00:00-05:00 1989-01-08T00:00:00-05:00 day", ["Showa 64"]],
      ["R 2025-01-01T00:00:00-05:00 2026-01-01T00:00:00-05:00 year", ["Reiwa 7"]],
      // the n-th nearest occurrence to a day: Oct 5 2026 is itself a Monday; the next-nearest Mondays are Sep 28 and Oct 12, a tie won by the later
      ["I 2026-10-05T00:00:00-04:00 day", ["the closest Monday to Oct 5th"]],
      ["I 2026-10-12T00:00:00-04:00 day", ["the second closest Monday to Oct 5th"]],
      ["I 2026-09-28T00:00:00-04:00 day", ["the 3rd nearest Monday to October fifth"]],
      ["E phrase.unplaced", ["I have 3 meetings tomorrow", "room 101 tomorrow", "late tomorrow", "next after 3", "2 tomorrow at 5pm", "Friday 4 meetings", "the week before", "the month before", "the weekend after this", "any day but Monday", "all week except Friday", "next Friday but one", "Thursday but 1", "one Friday", "one morning", "on Mondays at 9", "Fridays in December", "the first half of June", "the second half of June", "the first half of next month", "in 1 mon", "1 mon", "3 Tuesday", "in 3 Fri", "7 - 8", "10 - 11"]],
      ["E phrase.contradiction", ["3am this afternoon", "11pm this morning", "9am tonight", "2pm this morning", "this evening at 2pm", "2pm this evening", "this afternoon at 9pm", "tomorrow evening at 1:30pm"]],
      // an hour up to two away from an afternoon or an evening is read in it; further off, after
      // noon as Duckling reads it, the literal hour an alternative (src/natural/index.test.ts)
      ["I 2026-06-11T16:00:00-04:00 hour", ["this evening at 4", "4 this evening", "4pm this evening"]],
      ["I 2026-06-11T19:00:00-04:00 hour", ["this afternoon at 7", "7pm this afternoon"]],
      ["I 2026-06-11T21:00:00-04:00 hour", ["this afternoon at 9"]],
      ["I 2026-06-11T14:00:00-04:00 hour", ["this evening at 2"]],
      // the digits 5 or 10 before "to" and an hour with am/pm start a range (the minutes before the
      // hour beside it); before a bare hour, the minutes (the range beside them)
      ["R 2026-06-11T17:00:00-04:00 2026-06-11T18:00:00-04:00 hour", ["5 to 6pm", "5 til 6pm", "5 till 6pm", "from 5 to 6pm", "available 5 to 6pm"]],
      ["R 2026-06-12T10:00:00-04:00 2026-06-12T16:00:00-04:00 hour", ["10 to 4pm tomorrow", "tomorrow 10 to 4pm"]],
      ["I 2026-06-11T17:55:00-04:00 minute", ["5 minutes to 6pm", "five to 6pm", "five to six pm"]],
      ["I 2026-06-11T21:55:00-04:00 minute", ["5 to 10", "five to ten"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'Europe/Berlin',
    rows: [
      // H.MM after a full date written with full stops is its time of day
      ["I 2020-02-29T13:12:00+01:00 minute", ["29.02.2020 13.12", "29.02.2020 13:12"]],
      ["I 2026-10-27T20:15:00+01:00 minute", ["27.10.2026 20.15", "27.10.2026 at 20.15", "27.10.2026 20:15"]],
      // read in Berlin, no reading of these is German: still ambiguous
      ["E zone.ambiguous", ["3pm CST", "3pm Eastern", "noon IST"]],
      ["I 2026-06-11T17:00:00+02:00 minute", ["at 17:00", "17:00 today", "17h", "today 17:00"]],
      ["I 2026-06-13T17:00:00+02:00 minute", ["the day after tomorrow at 17:00", "Saturday at 17:00", "17:00 on Saturday"]],
      ["I 2026-06-30T00:00:00+02:00 day", ["the last day of the month", "last day of June", "30 June", "30.06.2026", "30/06/2026"]],
      ["I 2026-06-12T10:00:00+02:00 hour", ["Friday 10am", "tomorrow at 10", "10 tomorrow morning", "tomorrow morning at 10"]],
      ["R 2026-06-15T00:00:00+02:00 2026-06-22T00:00:00+02:00 week", ["next week", "the coming week", "the week of the 15th"]],
      ["R 2027-07-01T00:00:00+02:00 2027-10-01T00:00:00+02:00 quarter", ["Q3 2027", "the third quarter of 2027", "2027 Q3"]],
      ["I 2026-06-12T17:00:00+02:00 hour", ["end of the work week", "the end of the work week", "the end of the working week", "end of the business week"]],
      ["R 2026-06-11T18:00:00+02:00 2026-06-12T00:00:00+02:00 hour", ["tonight", "this evening", "tonight please"]],
      ["I 2026-06-11T23:59:59+02:00 second", ["end of day", "the end of the day", "EOD", "end of today", "at the end of the day"]],
      ["B 2026-06-12T00:00:00+02:00 day", ["by the end of the day today", "by EOD", "by end of day", "until the end of today"]],
      ["I 2026-06-11T17:00:00+02:00 hour", ["close of business", "COB", "end of business", "at close of business"]],
      ["I 2026-06-12T17:00:00+02:00 hour", ["COB tomorrow", "close of business tomorrow", "tomorrow COB", "end of business tomorrow"]],
      ["I 2026-06-12T23:59:59+02:00 second", ["end of day tomorrow", "EOD tomorrow", "tomorrow EOD", "the end of tomorrow", "end of tomorrow"]],
      ["I 2026-12-25T00:00:00+01:00 day", ["christmas", "xmas", "Christmas Day", "25 December", "25/12"]],
      ["I 2026-12-26T00:00:00+01:00 day", ["boxing day", "st stephen's day", "the day after christmas", "26 December"]],
      ["I 2026-05-14T00:00:00+02:00 day", ["ascension day 2026", "Ascension 2026"]],
      ["I 2027-03-28T00:00:00+01:00 day", ["easter", "Easter Sunday", "easter 2027"]],
      ["R 2026-06-21T00:00:00+02:00 2026-09-23T00:00:00+02:00 day", ["this summer", "next summer", "summer 2026", "the summer"]],
      ["R 2026-06-11T18:00:00+02:00 2026-06-11T21:00:00+02:00 hour", ["dinner", "at dinner", "early evening"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'Asia/Kolkata',
    rows: [
      // "IST" read in India is India's (its other readings, Ireland's and Israel's, are listed in resolved)
      ["I 2026-06-11T21:00:00+05:30 hour", ["9pm IST", "9 pm IST today"]],
      ["I 2026-06-12T09:30:00+05:30 minute", ["9:30 AM", "9:30am", "9.30am", "half past nine in the morning", "tomorrow at 9:30am", "09:30", "at 09:30"]],
      ["I 2026-06-11T21:30:00+05:30 minute", ["at 9:30", "9:30", "21:30", "9:30pm"]],
      ["I 2027-03-01T00:00:00+05:30 day", ["first Monday of March", "the first Monday in March", "first monday of march 2027"]],
      ["I 2026-06-12T00:00:00+05:30 hour", ["midnight tonight", "tonight at midnight", "midnight", "at midnight"]],
      ["I 2026-07-02T19:30:00+05:30 second", ["3 weeks from now", "in 3 weeks", "three weeks from now", "in 21 days"]],
      ["R 2026-06-15T00:00:00+05:30 2026-06-22T00:00:00+05:30 week", ["next week", "the following week"]],
      ["R 2027-01-01T00:00:00+05:30 2028-01-01T00:00:00+05:30 year", ["in 2027", "next year", "2027"]],
      ["I 2026-06-11T21:00:00+05:30 second", ["in 1h30m", "in an hour and a half", "in 90 minutes", "in 1.5 hours"]],
      ["R 2026-12-25T00:00:00+05:30 2027-01-03T00:00:00+05:30 day", ["Dec 25 to Jan 2", "25 December to 2 January", "from Christmas to Jan 2"]],
      ["I 2026-06-12T09:00:00+05:30 hour", ["let us meet tomorrow at 9am with Bob", "tomorrow 9am", "tomorrow at 9"]],
      ["R 2026-06-12T14:00:00+05:30 2026-06-12T16:00:00+05:30 hour", ["between 2 and 4pm on Friday", "Friday 2-4pm", "tomorrow from 2 to 4pm"]],
      ["R 2026-06-11T12:00:00+05:30 2026-06-11T18:00:00+05:30 hour", ["this afternoon", "this afternoon please"]],
      ["R 2026-06-12T12:00:00+05:30 2026-06-12T18:00:00+05:30 hour", ["the afternoon", "afternoon", "tomorrow afternoon"]],
      ["I 2026-06-15T00:00:00+05:30 day", ["Monday", "next Monday", "coming Monday"]],
      ["R 2026-07-01T00:00:00+05:30 2026-10-01T00:00:00+05:30 quarter", ["next quarter", "Q3", "the third quarter"]],
      ["I 2026-08-15T00:00:00+05:30 day", ["independence day", "Independence Day", "august 15", "15 August"]],
      ["I 2026-10-02T00:00:00+05:30 day", ["2 October", "October 2nd", "Oct 2"]],
      ["I 2026-11-08T00:00:00+05:30 day", ["diwali", "deepavali", "Diwali 2026"]],
      ["I 2026-06-12T00:00:00+05:30 day", ["tomorrow", "Friday"]],
    ],
  },
  {
    now: '2026-12-31T23:30:00Z', tz: 'America/New_York',
    rows: [
      ["I 2027-01-01T00:00:00-05:00 day", ["tomorrow", "new year's day", "new year", "Friday", "Jan 1", "the 1st", "New Year's Day"]],
      ["I 2026-12-31T00:00:00-05:00 day", ["today", "new year's eve", "NYE", "Thursday", "the last day of the year", "Dec 31", "this Thursday"]],
      ["R 2027-01-01T00:00:00-05:00 2028-01-01T00:00:00-05:00 year", ["next year", "2027", "the following year"]],
      ["R 2026-01-01T00:00:00-05:00 2027-01-01T00:00:00-05:00 year", ["this year", "2026", "the current year"]],
      ["I 2027-01-01T00:00:00-05:00 hour", ["midnight", "midnight tonight", "tonight at midnight", "at midnight"]],
      ["R 2027-01-04T00:00:00-05:00 2027-01-11T00:00:00-05:00 week", ["next week", "the week of Jan 4", "the following week"]],
      ["R 2026-12-28T00:00:00-05:00 2027-01-04T00:00:00-05:00 week", ["this week", "the week"]],
      ["R 2026-09-01T00:00:00-04:00 2027-01-01T00:00:00-05:00 month", ["EOY", "the end of the year", "the end of this year"]],
      ["R 2027-01-01T00:00:00-05:00 2027-02-01T00:00:00-05:00 month", ["next month", "January", "in January", "January 2027"]],
      ["I 2026-12-31T19:15:00-05:00 second", ["in 45 minutes", "in three quarters of an hour", "45 minutes from now"]],
      ["I 2026-12-31T23:00:00-05:00 hour", ["11pm", "tonight at 11", "at 11 tonight", "11 tonight"]],
      ["R 2026-12-31T18:00:00-05:00 2027-01-01T00:00:00-05:00 hour", ["tonight", "this evening"]],
      // "this" before a part of the day makes it today's, past or not, wherever the time stands
      ["I 2026-12-31T15:00:00-05:00 hour", ["at 3 this afternoon", "3pm this afternoon", "this afternoon at 3", "3 this afternoon"]],
      ["I 2027-12-25T12:00:00-05:00 hour", ["noon on Dec 25", "christmas at noon", "Dec 25 at noon"]],
      ["I 2027-12-25T00:00:00-05:00 day", ["christmas", "next christmas", "christmas 2027"]],
      ["I 2026-12-25T00:00:00-05:00 day", ["last christmas", "christmas 2026", "this past christmas"]],
      ["R 2027-01-01T00:00:00-05:00 2027-04-01T00:00:00-04:00 quarter", ["next quarter", "Q1", "Q1 2027"]],
      ["R 2026-10-01T00:00:00-04:00 2027-01-01T00:00:00-05:00 quarter", ["this quarter", "Q4", "the fourth quarter", "Q4 2026"]],
      ["I 2027-01-05T00:00:00-05:00 day", ["3 business days from now", "in 3 business days"]],
    ],
  },
  {
    now: '2026-12-31T23:30:00Z', tz: 'Europe/Berlin',
    rows: [
      ["I 2027-01-02T00:00:00+01:00 day", ["tomorrow", "Saturday", "Jan 2", "the 2nd"]],
      ["I 2026-12-31T00:00:00+01:00 day", ["yesterday", "new year's eve 2026", "last new year's eve"]],
      ["I 2027-12-31T00:00:00+01:00 day", ["new year's eve", "NYE", "new years eve", "the last day of the year"]],
      ["R 2028-01-01T00:00:00+01:00 2029-01-01T00:00:00+01:00 year", ["next year", "2028"]],
      ["R 2027-01-01T00:00:00+01:00 2028-01-01T00:00:00+01:00 year", ["this year", "2027"]],
      ["R 2026-12-01T00:00:00+01:00 2027-01-01T00:00:00+01:00 month", ["last month", "December 2026", "last December"]],
      ["R 2027-10-01T00:00:00+02:00 2028-01-01T00:00:00+01:00 quarter", ["Q4", "the fourth quarter", "Q4 2027", "4th quarter"]],
      ["I 2027-12-25T12:00:00+01:00 hour", ["noon on Dec 25", "christmas at noon"]],
      ["I 2026-12-31T23:00:00+01:00 minute", ["yesterday at 23:00", "23:00 yesterday", "last night at 23:00"]],
      ["R 2026-12-31T18:00:00+01:00 2027-01-01T00:00:00+01:00 hour", ["last night", "yesterday evening"]],
      ["I 2027-01-01T00:00:00+01:00 day", ["today", "Friday", "new year's day", "January 1st"]],
    ],
  },
  {
    now: '2026-12-31T23:30:00Z', tz: 'Asia/Kolkata',
    rows: [
      ["I 2027-01-01T00:00:00+05:30 day", ["today", "new year's day", "Friday"]],
      ["R 2027-01-01T00:00:00+05:30 2027-02-01T00:00:00+05:30 month", ["this month", "January", "the month"]],
      ["I 2027-01-01T05:45:00+05:30 second", ["in 45 minutes", "45 minutes from now"]],
      ["I 2026-12-31T00:00:00+05:30 day", ["yesterday", "new year's eve 2026"]],
    ],
  },
  {
    now: '2026-01-31T12:00:00Z', tz: 'America/New_York',
    rows: [
      ["I 2026-02-28T07:00:00-05:00 second", ["in 1 month", "in a month", "a month from now", "one month from now", "in one month"]],
      ["I 2026-02-28T00:00:00-05:00 day", ["the last day of next month", "last day of February", "Feb 28"]],
      ["R 2026-02-01T00:00:00-05:00 2026-03-01T00:00:00-05:00 month", ["next month", "February", "February 2026", "in February", "the following month"]],
      ["R 2026-01-21T00:00:00-05:00 2026-02-01T00:00:00-05:00 day", ["end of the month", "the end of the month", "EOM", "end of this month", "late January"]],
      ["I 2026-02-01T00:00:00-05:00 day", ["tomorrow", "Sunday", "the 1st", "February 1st", "Feb 1"]],
      ["R 2026-01-31T00:00:00-05:00 2026-02-02T00:00:00-05:00 day", ["this weekend", "the weekend"]],
      ["R 2026-02-07T00:00:00-05:00 2026-02-09T00:00:00-05:00 day", ["next weekend", "the following weekend"]],
      ["I 2026-02-06T00:00:00-05:00 day", ["next Friday", "Friday", "this Friday", "coming Friday"]],
      ["I 2026-01-30T00:00:00-05:00 day", ["yesterday", "last Friday", "this past Friday"]],
      ["I 2026-01-23T00:00:00-05:00 day", ["Friday last week", "last week's Friday"]],
      ["R 2026-01-29T00:00:00-05:00 2026-01-31T00:00:00-05:00 day", ["last 2 days", "the past 2 days", "the last two days"]],
      ["I 2026-01-31T00:00:00-05:00 day", ["today", "the 31st", "Saturday", "Jan 31"]],
      ["I 2026-03-30T00:00:00-04:00 day", ["the 30th", "on the 30th", "March 30"]],
      ["I 2026-03-29T00:00:00-04:00 day", ["the 29th", "on the 29th"]],
      ["I 2026-02-02T00:00:00-05:00 day", ["Monday", "next Monday", "the 2nd"]],
      ["R 2026-02-02T00:00:00-05:00 2026-02-09T00:00:00-05:00 week", ["next week", "the coming week"]],
      ["I 2026-03-31T07:00:00-04:00 second", ["in 2 months", "two months from now"]],
      ["I 2026-02-28T00:00:00-05:00 day", ["the last day of February 2026", "February 28th, 2026"]],
      ["I 2026-02-16T00:00:00-05:00 day", ["presidents day", "Presidents' Day", "washington's birthday"]],
      ["I 2026-02-14T00:00:00-05:00 day", ["valentine's day", "valentines day"]],
      ["I 2026-02-04T00:00:00-05:00 day", ["3 business days from now", "in 3 working days"]],
    ],
  },
  {
    now: '2026-03-08T06:30:00Z', tz: 'America/New_York',
    rows: [
      ["I 2026-03-08T03:30:00-04:00 minute", ["today at 2:30am", "2:30am today", "at 2:30 this morning", "2:30 am"]],
      ["I 2026-03-08T03:30:00-04:00 second", ["in 1 hour", "in an hour", "one hour from now", "in 60 minutes"]],
      ["I 2026-03-09T01:30:00-04:00 second", ["in 1 day", "in a day", "a day from now", "this time tomorrow", "tomorrow this time", "same time tomorrow", "tomorrow at the same time"]],
      ["I 2026-03-09T02:30:00-04:00 second", ["in 24 hours", "24 hours from now"]],
      ["I 2026-03-09T00:00:00-04:00 day", ["tomorrow", "Monday", "next Monday"]],
      ["I 2026-03-08T00:00:00-05:00 day", ["today", "Sunday", "this Sunday"]],
      ["R 2026-03-09T00:00:00-04:00 2026-03-16T00:00:00-04:00 week", ["next week", "the coming week"]],
      ["R 2026-03-07T00:00:00-05:00 2026-03-09T00:00:00-04:00 day", ["this weekend", "the weekend"]],
      ["I 2026-03-08T03:00:00-04:00 hour", ["3am", "at 3am", "3 in the morning"]],
      ["I 2026-03-08T03:00:00-04:00 hour", ["2am", "at 2 am"]],
    ],
  },
  {
    now: '2026-10-24T12:00:00Z', tz: 'Europe/Berlin',
    rows: [
      ["I 2026-10-25T02:30:00+02:00 minute", ["tomorrow at 2:30am", "tomorrow 2:30am", "2:30am tomorrow", "Sunday at 2:30 am"]],
      ["I 2026-10-25T14:00:00+01:00 second", ["in 1 day", "in a day", "a day from now"]],
      ["I 2026-10-25T13:00:00+01:00 second", ["in 24 hours", "24 hours from now"]],
      ["R 2026-10-24T00:00:00+02:00 2026-10-26T00:00:00+01:00 day", ["this weekend", "the weekend"]],
      ["I 2026-10-25T00:00:00+02:00 day", ["tomorrow", "Sunday"]],
    ],
  },
  {
    now: '2026-10-24T12:00:00Z', tz: 'Europe/Berlin', args: {"disambiguation": "later"},
    rows: [
      ["I 2026-10-25T02:30:00+01:00 minute", ["tomorrow at 2:30am", "2:30am tomorrow"]],
    ],
  },
  {
    now: '2026-03-28T12:00:00Z', tz: 'Europe/Berlin',
    rows: [
      ["I 2026-03-29T03:30:00+02:00 minute", ["tomorrow 2:30am", "tomorrow at 2:30 am"]],
      ["I 2026-03-29T13:00:00+02:00 second", ["in 1 day", "in a day"]],
      ["I 2026-03-29T14:00:00+02:00 second", ["in 24 hours"]],
      ["R 2026-03-28T00:00:00+01:00 2026-03-30T00:00:00+02:00 day", ["this weekend"]],
      ["R 2026-03-30T00:00:00+02:00 2026-04-06T00:00:00+02:00 week", ["next week"]],
    ],
  },
  {
    now: '2026-04-04T12:00:00Z', tz: 'Australia/Lord_Howe',
    rows: [
      ["I 2026-04-05T01:45:00+11:00 minute", ["tomorrow 1:45am", "tomorrow at 1:45 am"]],
      ["I 2026-04-05T23:00:00+10:30 second", ["in 1 day", "in a day"]],
    ],
  },
  {
    now: '2026-06-11T18:45:00Z', tz: 'Asia/Kolkata',
    rows: [
      ["I 2026-06-12T00:00:00+05:30 day", ["today", "Friday", "this Friday"]],
      ["I 2026-06-13T00:00:00+05:30 day", ["tomorrow", "Saturday"]],
      ["I 2026-06-11T00:00:00+05:30 day", ["yesterday", "last Thursday"]],
      ["I 2026-06-04T00:00:00+05:30 day", ["Thursday last week", "last week's Thursday"]],
      ["R 2026-06-12T18:00:00+05:30 2026-06-13T00:00:00+05:30 hour", ["tonight", "this evening"]],
      ["R 2026-06-11T18:00:00+05:30 2026-06-12T00:00:00+05:30 hour", ["last night", "yesterday evening"]],
      ["I 2026-06-13T00:00:00+05:30 hour", ["midnight", "at midnight", "midnight tonight"]],
      ["R 2026-06-12T06:00:00+05:30 2026-06-12T12:00:00+05:30 hour", ["this morning", "the morning"]],
      ["I 2026-06-12T00:45:00+05:30 second", ["in 30 minutes", "in half an hour"]],
      ["I 2026-06-13T09:00:00+05:30 hour", ["tomorrow 9am", "tomorrow at 9am", "9am tomorrow"]],
      ["I 2026-06-19T00:00:00+05:30 day", ["next Friday", "a week from today"]],
      ["I 2026-06-26T00:00:00+05:30 day", ["Friday after next", "the Friday after next"]],
      ["I 2026-06-12T09:00:00+05:30 hour", ["9am", "at 9am", "this morning at 9"]],
    ],
  },
  {
    now: '2026-06-11T18:45:00Z', tz: 'America/New_York',
    rows: [
      ["I 2026-06-11T00:00:00-04:00 day", ["today", "Thursday"]],
      ["I 2026-06-11T15:00:00-04:00 hour", ["3pm", "at 3pm", "this afternoon at 3"]],
      // a time of day is its moment: at 14:45 "2pm" has passed, though its hour has not
      ["I 2026-06-12T14:00:00-04:00 hour", ["2pm", "at 2pm"]],
      ["I@America/Chicago 2026-06-12T13:00:00-05:00 hour", ["1pm Chicago time", "1pm in Chicago"]],
      ["I 2026-06-12T14:00:00-04:00 minute", ["2:00pm", "14:00"]],
      ["I 2026-06-11T23:00:00-04:00 hour", ["tonight at 11pm", "11pm tonight", "11 tonight"]],
      ["I 2026-06-12T00:00:00-04:00 day", ["tomorrow", "Friday"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'Australia/Sydney',
    rows: [
      ["R 2026-12-22T00:00:00+11:00 2027-03-21T00:00:00+11:00 day", ["this summer", "next summer", "summer", "the summer"]],
      ["R 2026-06-21T00:00:00+10:00 2026-09-23T00:00:00+10:00 day", ["this winter", "winter", "the winter", "next winter"]],
      ["R 2026-09-23T00:00:00+10:00 2026-12-22T00:00:00+11:00 day", ["this spring", "spring", "next spring", "the spring"]],
      ["R 2026-03-21T00:00:00+11:00 2026-06-21T00:00:00+10:00 day", ["this autumn", "this fall", "the current season", "this season"]],
      ["I 2026-12-26T00:00:00+11:00 day", ["boxing day", "Boxing Day"]],
      ["I 2027-01-26T00:00:00+11:00 day", ["australia day", "Australia Day"]],
      ["I 2027-04-25T00:00:00+10:00 day", ["anzac day", "Anzac Day"]],
      ["I 2026-06-12T00:00:00+10:00 day", ["today", "Friday"]],
      ["I 2026-06-13T00:00:00+10:00 hour", ["midnight", "at midnight"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'America/New_York', args: {"country": "CA"},
    rows: [
      ["I 2026-10-12T00:00:00-04:00 day", ["thanksgiving", "Thanksgiving", "thanksgiving day", "thanksgiving 2026"]],
      ["I 2026-07-01T00:00:00-04:00 day", ["canada day", "Canada Day"]],
      ["I 2027-05-24T00:00:00-04:00 day", ["victoria day", "Victoria Day"]],
      ["I 2026-06-16T00:00:00-04:00 day", ["3 business days from now", "in 3 business days"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'America/Toronto',
    rows: [
      ["I 2026-10-12T00:00:00-04:00 day", ["thanksgiving", "Thanksgiving 2026"]],
      ["I 2026-07-01T00:00:00-04:00 day", ["canada day"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'America/New_York', args: {"country": "US"},
    rows: [
      ["I 2026-06-22T00:00:00-04:00 day", ["in 6 business days", "6 business days from now", "six working days from now"]],
      ["I 2026-06-18T00:00:00-04:00 day", ["in 5 business days", "5 business days from now"]],
      // the next or last n business days: those whole days, today not among them (Juneteenth, Friday 19 June, skipped)
      ["R 2026-06-12T00:00:00-04:00 2026-06-17T00:00:00-04:00 day", ["the next 3 business days", "next 3 working days", "within the next 3 business days"]],
      ["R 2026-06-12T00:00:00-04:00 2026-06-23T00:00:00-04:00 day", ["the next 6 business days", "the next six working days"]],
      ["R 2026-06-08T00:00:00-04:00 2026-06-11T00:00:00-04:00 day", ["the last 3 business days", "the past three business days", "previous 3 working days"]],
      ["I 2026-11-26T00:00:00-05:00 day", ["thanksgiving", "Thanksgiving"]],
      ["I 2026-11-27T00:00:00-05:00 day", ["black friday"]],
      // a holiday's weekend: the holiday, the weekend beside it and the days off that join them
      // (Python's datetime and dateutil.easter; US federal rules: 4 July 2026 a Saturday, observed Friday the 3rd)
      ["R 2026-11-26T00:00:00-05:00 2026-11-30T00:00:00-05:00 day", ["Thanksgiving weekend", "thanksgiving long weekend", "the Thanksgiving weekend", "Thanksgiving weekend 2026", "the weekend of Thanksgiving", "the long weekend of thanksgiving 2026", "weekend of thanksgiving"]],
      ["R 2026-09-05T00:00:00-04:00 2026-09-08T00:00:00-04:00 day", ["Labor Day weekend", "labor day long weekend"]],
      ["R 2027-05-29T00:00:00-04:00 2027-06-01T00:00:00-04:00 day", ["Memorial Day weekend 2027", "Memorial Day weekend in 2027"]],
      ["R 2026-07-03T00:00:00-04:00 2026-07-06T00:00:00-04:00 day", ["Independence Day weekend", "4th of July weekend"]],
      ["R 2027-03-27T00:00:00-04:00 2027-03-29T00:00:00-04:00 day", ["Easter weekend", "Easter weekend 2027"]],
      ["R 2026-12-21T00:00:00-05:00 2026-12-28T00:00:00-05:00 week", ["Christmas week", "the week of Christmas"]],
      ["E phrase.ambiguous", ["Juneteenth weekend 2030"]],
      ["I 2026-06-25T00:00:00-04:00 day", ["3 business days before the end of the month"]],
      // one business day from a day, the way the words point (4 July 2026 a Saturday, observed Friday the 3rd; Christmas 2026 a Friday)
      ["I 2026-07-02T00:00:00-04:00 day", ["the business day before July 4th", "the last business day before July 4th", "the previous working day before July 4th"]],
      ["I 2026-12-28T00:00:00-05:00 day", ["next business day after Christmas", "the business day after Christmas", "the first business day after Christmas", "the first working day after Christmas"]],
      ["I 2026-12-24T00:00:00-05:00 day", ["the last business day before Christmas"]],
      // "the week before X": the seven days before it (its other reading, the Monday-to-Sunday week before X's)
      ["R 2026-12-18T00:00:00-05:00 2026-12-25T00:00:00-05:00 day", ["the week before Christmas"]],
      ["R 2026-11-27T00:00:00-05:00 2026-12-04T00:00:00-05:00 day", ["the week after Thanksgiving"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'America/New_York', args: {"country": "DE"},
    rows: [
      ["I 2026-12-25T00:00:00-05:00 day", ["christmas", "xmas"]],
      ["I 2027-05-06T00:00:00-04:00 day", ["ascension day", "Ascension"]],
      ["I 2026-06-15T00:00:00-04:00 day", ["2 business days from now"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'Europe/London',
    rows: [
      ["I 2027-03-07T00:00:00+00:00 day", ["mother's day", "Mothering Sunday", "mothers day"]],
      ["I 2027-03-26T00:00:00+00:00 day", ["good friday", "Good Friday"]],
      ["I 2027-03-29T00:00:00+01:00 day", ["easter monday", "Easter Monday"]],
      ["I 2026-12-26T00:00:00+00:00 day", ["boxing day", "Boxing Day"]],
      ["I 2026-08-31T00:00:00+01:00 day", ["the last Monday of August"]],
      // four digits after a date: a leading zero makes them a time; past the years dates are written
      // in, a time first with the year the alternative; a year of them, a year
      ["I 2026-12-01T07:10:00+00:00 minute", ["1 Dec 0710", "Dec 1 0710", "December 1st 0710", "1 Dec at 0710"]],
      ["I 2026-11-02T23:59:00+00:00 minute", ["2 Nov 2359"]],
      ["I 2027-01-02T14:30:00+00:00 minute", ["2 Jan 1430"]],
      ["I 2020-11-12T00:00:00+00:00 day", ["12 Nov 2020"]],
      ["I 2027-02-01T14:30:00+00:00 minute", ["2/1 1430"]],
      // and two such times joined by a dash are a range of times on that day
      ["R 2026-12-19T15:10:00+00:00 2026-12-19T16:40:00+00:00 minute", ["19/12 1510-1640"]],
      ["R 2026-12-19T09:30:00+00:00 2026-12-19T10:45:00+00:00 minute", ["19 Dec 0930-1045", "19/12 0930-1045"]],
      ["R 2026-09-21T22:05:00+01:00 2026-09-22T04:55:00+01:00 minute", ["21/09 2205-0455"]],
      // a range's later day of the month is in the start's month: a day it does not have is an error, not next month's
      ["E phrase.no-such-day", ["June 10 - 31, 2027", "April 28 - 31"]],
      ["R 2028-02-20T00:00:00+00:00 2028-03-01T00:00:00+00:00 day", ["Feb 20-29 2028", "February 20 - 29, 2028"]],
      // a number after a day and a time: the hour beside it is the one next to the dash
      ["R 2026-10-27T20:00:00+00:00 2026-10-27T21:00:00+00:00 hour", ["27.10.2026 20-21", "October 27 2026 20-21", "Oct 27 20-21", "on 27 October 20-21"]],
      ["E phrase.unplaced", ["the christmas holidays next year"]],
      ["I 2026-08-31T00:00:00+01:00 day", ["summer bank holiday", "the late summer bank holiday"]],
      // a rule that repeats is the schedule tool's, and the error says so
      ["E phrase.recurring", ["every Friday", "each Monday", "every day except Friday", "daily at 9", "every other Tuesday at 3pm"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'Europe/Moscow',
    rows: [
      ["I 2027-01-07T00:00:00+03:00 day", ["christmas", "Christmas Day", "xmas"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'Europe/London', args: {"locale": "en-GB"},
    rows: [
      ["I 2026-04-03T00:00:00+01:00 day", ["03/04/2026", "3/4/2026", "03.04.2026", "03-04-2026"]],
      ["I 2027-04-03T00:00:00+01:00 day", ["3/4", "03/04"]],
      ["I 2026-12-25T00:00:00+00:00 day", ["25/12/2026", "25/12"]],
      ["I 2027-02-15T00:00:00+00:00 day", ["15/2", "2/15"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'America/New_York', args: {"locale": "en-US"},
    rows: [
      ["I 2026-03-04T00:00:00-05:00 day", ["03/04/2026", "3/4/2026", "03-04-2026"]],
      ["I 2027-03-04T00:00:00-05:00 day", ["3/4", "03/04"]],
      ["I 2026-12-25T00:00:00-05:00 day", ["12/25/2026", "25/12/2026"]],
    ],
  },
  {
    now: '2014-09-01T10:30:00Z', tz: 'Europe/Berlin',
    rows: [
      // a sign glued to HHMM or HH:MM after a time of day is its UTC offset, west as east; dates as emails write them
      ["I@UTC-04:00 2004-05-15T16:10:00-04:00 minute", ["15 May 2004 16:10 -0400", "15 May 2004 16:10 -04:00", "15 May 2004 16:10-0400"]],
      // ISO text with its offset is that instant, shown in the zone the phrase is read in
      ["I 2004-05-15T22:10:00+02:00 minute", ["2004-05-15 16:10 -0400"]],
      ["I@UTC+04:00 2004-05-15T16:10:00+04:00 minute", ["15 May 2004 16:10 +0400"]],
      ["I@UTC-07:00 2005-09-09T13:51:39-07:00 second", ["Fri, 09 Sep 2005 13:51:39 -0700", "9 Sep 2005 13:51:39 -0700"]],
      // a dash between two times stays a range's; -17:30 is no offset
      ["R 2014-09-01T16:10:00+02:00 2014-09-01T17:30:00+02:00 minute", ["16:10 - 17:30", "16:10-17:30", "16:10-1730", "16:10 -1730"]],
    ],
  },
  {
    now: '2014-09-01T10:30:00Z', tz: 'UTC',
    rows: [
      // signed amounts in a chain add up
      ["I 2022-09-01T10:30:00+00:00 second", ["+1 decade -2 years", "+1 decade - 2 years", "+8 years"]],
      ["I 2006-09-01T10:30:00+00:00 second", ["-1 decade +2 years", "-1 decade + 2 years", "-8 years"]],
      ["I 2014-09-02T08:30:00+00:00 second", ["+1 day -2 hours", "now + 1 day - 2 hours"]],
      // "mon" after a count: months (the Mondays beside them)
      ["I 2014-08-01T10:30:00+00:00 second", ["1mon ago", "1 mon ago", "1 month ago"]],
      ["I 2014-07-01T10:30:00+00:00 second", ["2 mon ago", "2mon ago"]],
    ],
  },
  {
    now: '2026-01-19T12:00:00Z', tz: 'UTC',
    rows: [
      // hours from a day word count from this time of day that day, the sign kept, as GNU date and
      // dateparser read them (from the day's start beside it)
      ["I 2026-01-18T11:00:00+00:00 second", ["yesterday -1h", "yesterday - 1h", "yesterday - 1 hour", "yesterday -1 hour"]],
      ["I 2026-01-20T10:00:00+00:00 second", ["tomorrow -2h", "tomorrow - 2 hours"]],
      ["I 2026-01-19T11:00:00+00:00 second", ["now -1h", "now - 1h", "-1h"]],
    ],
  },
  // A holiday whose date differs by country, read for the locale's region where neither the country
  // nor the zone names one (the zone here is UTC); dates checked against python-holidays and Easter - 21
  {
    now: '2026-06-11T14:00:00Z', tz: 'UTC', args: {"locale": "en-CA"},
    rows: [["I 2026-10-12T00:00:00+00:00 day", ["thanksgiving", "thanksgiving day", "Thanksgiving 2026"]]],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'UTC', args: {"locale": "en-NZ"},
    rows: [["I 2026-10-26T00:00:00+00:00 day", ["labour day", "Labour Day 2026"]]],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'UTC', args: {"locale": "en-AU"},
    rows: [["I 2026-10-05T00:00:00+00:00 day", ["labour day"]]],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'UTC', args: {"locale": "en-ZA"},
    rows: [["I 2027-05-01T00:00:00+00:00 day", ["labour day", "workers day"]]],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'UTC', args: {"locale": "en-IN"},
    rows: [["I 2026-08-15T00:00:00+00:00 day", ["independence day"]]],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'UTC', args: {"locale": "en-IE"},
    rows: [
      ["I 2026-08-03T00:00:00+00:00 day", ["august bank holiday", "summer bank holiday"]],
      ["I 2027-05-03T00:00:00+00:00 day", ["labour day", "may day"]],
    ],
  },
  {
    now: '2026-06-11T14:00:00Z', tz: 'UTC', args: {"locale": "en-GB"},
    rows: [
      ["I 2027-03-07T00:00:00+00:00 day", ["mothers day", "Mother's Day", "mothering sunday"]],
      ["I 2026-08-31T00:00:00+00:00 day", ["summer bank holiday", "late summer bank holiday", "august bank holiday"]],
    ],
  },
  {
    // no locale's region: the United States' (said so), and Mothering Sunday is the UK's wherever
    now: '2026-06-11T14:00:00Z', tz: 'UTC', args: {"locale": "en"},
    rows: [
      ["I 2026-11-26T00:00:00+00:00 day", ["thanksgiving"]],
      ["I 2026-09-07T00:00:00+00:00 day", ["labour day", "labor day"]],
      ["I 2027-03-07T00:00:00+00:00 day", ["mothering sunday"]],
      ["I 2026-08-31T00:00:00+00:00 day", ["summer bank holiday", "august bank holiday"]],
      ["I 2027-05-03T00:00:00+00:00 day", ["early may bank holiday"]],
      ["I 2027-05-31T00:00:00+00:00 day", ["spring bank holiday"]],
    ],
  },
];
