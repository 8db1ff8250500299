// The three kinds of error, named by who can fix them:
//   InputError   the caller: a tool's arguments say something impossible or unclear. It carries a
//                `code` (below), the `field` the caller named (the domain never knows argument
//                names: whoever calls it passes the field in), facts for the tool layer's wording,
//                and a default sentence that says what was wrong and how to call again.
//   ConfigError  whoever starts the server: a flag, an environment variable, the host's zone.
//   TzDataError  the tz data itself: a TZif file, tzdata.zi or a POSIX TZ string that cannot be read.
// Anything else thrown is a bug in Meridian, and the tool adapter (tools/run.ts) reports it as such,
// except Interrupted (./checkpoint.ts): a call the pool gave up on, stopped, never answered.

/** Every InputError code, by the module that throws it. A test asserts codes; sentences may be reworded by a tool. */
export type InputErrorCode =
  // time/parse.ts: arguments as text
  | 'datetime.invalid' // not ISO 8601 or a Unix timestamp
  | 'datetime.no-such-time' // a date or time of day that does not exist (2025-02-30, 25:00)
  | 'datetime.too-long'
  | 'datetime.offset-range' // a UTC offset beyond ±18:00
  | 'datetime.out-of-range' // outside years 0001–9999
  | 'date.invalid' // not a real YYYY-MM-DD date
  | 'clock.invalid' // not a time of day
  | 'hours.empty' // a daily period that starts and ends at the same time
  | 'weekdays.invalid'
  // time/zoned.ts: a wall-clock time in a zone
  | 'wall-time.skipped' // in a DST gap, with disambiguation "reject"
  | 'wall-time.repeated' // in a DST overlap, with disambiguation "reject"
  // time/duration.ts, time/pairing.ts, time/formats.ts
  | 'duration.invalid'
  | 'pairing.counts' // list lengths that the interaction mode cannot pair
  | 'operations.too-many'
  | 'locale.unknown'
  // zones/
  | 'zone.unknown'
  | 'zone.ambiguous'
  | 'zone.malformed' // too long to be a zone name, control characters, letters of several scripts
  | 'place.unknown' // no place of that name
  | 'place.unlocated' // a zone with no city to stand for its place
  // holidays/
  | 'holidays.country-ambiguous'
  | 'holidays.country-unknown'
  | 'holidays.country-uncovered' // a real country the holiday rules do not cover
  | 'holidays.no-regions'
  | 'holidays.region-unknown'
  | 'holidays.years'
  | 'holidays.rules-failed'
  | 'weekend.every-day'
  // natural/
  | 'phrase.empty'
  | 'phrase.unreadable'
  | 'phrase.invalid' // a date, time or offset in the phrase that does not exist
  | 'phrase.year-range'
  | 'phrase.no-such-day' // "the fifth Monday of February", "February 30"
  | 'phrase.contradiction' // parts that cannot all hold: "Friday, July 18" when the 18th is a Thursday, "3am this afternoon"
  | 'phrase.ambiguous' // a name two holidays share: "Eid" (al-Fitr or al-Adha)
  | 'phrase.unknown-word' // a word no rule reads, in a phrase or touching one: "lazarus" in "lazarus saturday 2018"
  | 'phrase.unplaced' // a word that would change the reading but fits nowhere in it ("next" in "next after 3")
  | 'phrase.recurring' // a rule that repeats ("every Friday"), for the schedule tool, not one time
  | 'phrase.range-order' // a range whose end comes before its start
  | 'phrase.zones' // two different zones named in one phrase
  | 'phrase.too-long'
  | 'phrase.binary' // control characters or broken text
  // schedule/: recurrence rules and cron expressions
  | 'schedule.rule-invalid' // an RRULE, DTSTART, EXDATE or RDATE that RFC 5545 does not allow
  | 'schedule.rule-ambiguous' // English that reads as two rules ("every 2nd Tuesday")
  | 'schedule.cron-invalid' // a cron expression that cannot be read
  | 'schedule.unsupported' // valid syntax Meridian does not compute (RSCALE=HEBREW, a leap second)
  | 'schedule.no-occurrence' // a rule that never produces an occurrence
  | 'schedule.too-costly' // an expansion past its bound of periods (schedule/recur.ts MAX_PERIODS)
  | 'schedule.too-many' // more occurrences than one call returns
  // tools/: what only a tool's own arguments can get wrong
  | 'arguments.invalid' // against the tool's input schema
  | 'arguments.unknown' // a key the tool does not take
  | 'argument.invalid' // a value the schema allows but the tool cannot use
  | 'argument.missing'
  | 'arguments.conflict' // arguments that contradict each other
  | 'batch.failed' // every item of a batch failed
  | 'answer.too-large'; // tools/run.ts: an answer over the size one call may return

const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeControl = (c: string): string => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Control characters echoed from the input, shown escaped ("\\n"), so an error stays one line. */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, escapeControl);
}

export class InputError extends Error {
  override name = 'InputError';

  constructor(
    readonly code: InputErrorCode,
    message: string,
    /** The argument at fault, as the caller named it ("timezone", "participants[2].country"). */
    readonly field?: string,
    /** Facts a tool may word its own sentence from (tools/define.ts `wording`). */
    readonly detail: Readonly<Record<string, string>> = {},
  ) {
    super(oneLine(message));
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export class TzDataError extends Error {
  override name = 'TzDataError';
}
