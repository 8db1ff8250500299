// Argument generators (fast-check) for every tool, shared by the property tests
// (test/properties.test.ts) and the stdio fuzzer (scripts/fuzz.ts):
//   valid[tool]    calls that must succeed (no 'reject' disambiguation, dates 1800-2200, known phrases);
//   invalid[tool]  valid calls with one field set to a value that is wrong whatever the rest says
//                  (a path as a zone, hour 25, Feb 30, an unknown operation): must be isError;
//   mutated[tool]  valid calls with one field replaced by a hostile value (wrong type, huge number,
//                  long or odd string, array, object, null), or an extra key: any answer but a crash;
//   anyArgs[tool]  arbitrary JSON objects, biased to the tool's own keys.

import fc from 'fast-check';
import { FORMATS } from '../src/time/formats.js';
import { CALENDARS } from '../src/tools/calendar.js';

/** Zones that matter: DST gaps and overlaps, fractional offsets, the date line, odd rules. */
export const ZONES = [
  'UTC',
  'Europe/Warsaw',
  'Europe/London',
  'Europe/Dublin',
  'America/New_York',
  'America/Los_Angeles',
  'America/Vancouver',
  'America/Sao_Paulo',
  'America/St_Johns',
  'America/Caracas',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Australia/Lord_Howe',
  'Australia/Adelaide',
  'Pacific/Apia',
  'Pacific/Kiritimati',
  'Pacific/Chatham',
  'Pacific/Pago_Pago',
  'Antarctica/Troll',
  'Africa/Casablanca',
  'America/Havana',
  'Etc/GMT+12',
  'Etc/GMT-14',
] as const;

/** Other spellings the resolver accepts (cities, offsets, abbreviations, Windows names, case). */
export const SPELLINGS = [
  'Tokyo',
  'UTC+5:30',
  'UTC-08:00',
  'PST',
  'CET',
  'Eastern Standard Time',
  'europe/london',
  'new york',
  'GMT',
  'Z',
] as const;

/** Zone arguments that can never name a zone: paths, NUL bytes, `..` segments, nonsense, too long. */
export const BAD_ZONES = [
  '../../etc/passwd',
  '/etc/passwd',
  'Europe/../../../etc/passwd',
  '..',
  'Europe/London\u0000',
  '\u0000',
  'Nowhere/Land',
  'x'.repeat(129),
] as const;

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\n',
  '../../etc/passwd',
  '/etc/passwd',
  'C:\\Windows\\System32',
  'a\u0000b',
  'x'.repeat(129),
  'x'.repeat(501),
  '9'.repeat(5000),
  '💥🕐🇵🇱',
  'Ａｓｉａ/Ｔｏｋｙｏ',
  '\uD800',
  '\u202Eevil',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '2024-02-30T10:00:00',
  '2024-03-10T02:30:00',
  '2024-13-01',
  '24:00',
  '23:59:60',
  '[',
  '[]',
  '[1,2',
  '["2024-01-01T00:00:00Z"]',
  '[null]',
  '{}',
  '<script>alert(1)</script>',
  '%2e%2e%2f',
  'now',
  'тест',
  '東京',
] as const;

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1e-300,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e21,
  8.64e15,
  -8.64e15,
  8.64e12,
  253402300800,
  -62135596800,
  1700000000,
  1700000000000,
] as const;

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [[]], [null], ['Europe/London', 7]) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constantFrom(...ZONES)), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export const zone = fc.constantFrom<string>(...ZONES);
export const anyZone = fc.oneof({ weight: 4, arbitrary: zone }, { weight: 1, arbitrary: fc.constantFrom<string>(...SPELLINGS) });

export const date = fc
  .record({ y: fc.integer({ min: 1800, max: 2200 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`);

export const clock = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }), s: fc.option(fc.integer({ min: 0, max: 59 })) })
  .map(({ h, m, s }) => `${pad(h)}:${pad(m)}${s === null ? '' : ':' + pad(s)}`);

/** An ISO date-time, with an offset (an instant) or without (a wall time). */
export const isoDateTime = fc
  .tuple(date, clock, fc.constantFrom('', 'Z', '+05:30', '-08:00', '+14:00', '.250Z', '+00:00'))
  .map(([d, c, off]) => `${d}T${c.length === 5 ? c + ':00' : c}${off}`);

export const isoInstant = fc
  .tuple(date, clock, fc.constantFrom('Z', '+05:30', '-08:00', '+01:00'))
  .map(([d, c, off]) => `${d}T${c.length === 5 ? c + ':00' : c}${off}`);

/** Unix seconds, 1900-2200. */
export const unixSeconds = fc.integer({ min: -2208988800, max: 7258118400 });

export const dateTime = fc.oneof({ weight: 4, arbitrary: isoDateTime }, { weight: 1, arbitrary: unixSeconds });

export const disambiguation = fc.constantFrom('compatible', 'earlier', 'later');

/** Phrases parse_time must read (checked in its own table test too). */
export const PHRASES = [
  'tomorrow 9am',
  'next Friday at 3pm',
  'in 2 hours',
  'yesterday',
  'noon',
  'Q3 2027',
  'from 3 to 5pm tomorrow',
  'first Monday of March',
  '2025-03-14T10:00:00Z',
  '2025-03-14 10:00',
  '1700000000',
  'March 5, 2026 at 14:30',
  'next week',
  'end of month',
] as const;

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 2 });

/** Drops keys whose value is undefined, as a JSON round trip would. */
function clean(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

const durationUnits = fc
  .record(
    {
      years: fc.integer({ min: -100, max: 100 }),
      months: fc.integer({ min: -1200, max: 1200 }),
      days: fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.constantFrom(1.5, -0.25)),
      hours: fc.integer({ min: -100000, max: 100000 }),
      minutes: fc.integer({ min: -1e6, max: 1e6 }),
      seconds: fc.integer({ min: -1e8, max: 1e8 }),
    },
    { requiredKeys: [] },
  )
  .filter((d) => Object.values(d).some((v) => v !== 0 && v !== undefined));

const timeList = (min: number, max: number) => fc.array(dateTime, { minLength: min, maxLength: max });

const calculator = fc.oneof(
  fc
    .record({
      operation: fc.constantFrom('add', 'subtract'),
      base_time: opt(fc.oneof(dateTime, timeList(1, 4))),
      timezone: opt(anyZone),
      disambiguation: opt(disambiguation),
      d: durationUnits,
    })
    .map(({ d, ...rest }) => clean({ ...rest, ...d })),
  fc
    .record({
      operation: fc.constantFrom('diff', 'duration_between'),
      base_time: fc.array(dateTime, { minLength: 1, maxLength: 3 }),
      compare_time: fc.array(dateTime, { minLength: 1, maxLength: 3 }),
      shape: fc.constantFrom('one-many', 'many-one', 'pairwise', 'cross'),
      timezone: opt(anyZone),
      compare_time_timezone: opt(anyZone),
    })
    // Lists that pair up: one to many, many to one, equal counts, or every combination.
    .map(({ base_time, compare_time, shape, ...rest }) =>
      clean({
        ...rest,
        base_time: shape === 'one-many' ? base_time[0] : base_time,
        compare_time:
          shape === 'many-one'
            ? compare_time[0]
            : shape === 'pairwise'
              ? base_time.map((_, i) => compare_time[i] ?? compare_time[0])
              : compare_time,
        ...(shape === 'cross' ? { interaction_mode: 'cross_product' } : {}),
      }),
    ),
  fc.record({ operation: fc.constantFrom('stats', 'sort'), base_time: timeList(2, 6), timezone: opt(anyZone) }).map(clean),
);

/** Countries (and a state) with their holidays; spellings the business_days tool accepts. */
const HOLIDAY_COUNTRIES = ['DE', 'US', 'GB-ENG', 'JP', 'Saudi Arabia', 'IL', 'IR', 'IN', 'Germany', 'DE-BY', 'us'] as const;

/** A date `0..maxDays` after a generated date, as YYYY-MM-DD. */
const dateAfter = (d: string, days: number): string =>
  new Date(Date.parse(`${d}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The calendar part of a business_days call; holiday_types only with a country (else it is an error). */
const businessCalendar = fc
  .record({
    country: opt(fc.constantFrom<string>(...HOLIDAY_COUNTRIES)),
    holiday_types: opt(fc.subarray(['public', 'bank', 'optional', 'school', 'observance'], { minLength: 1 })),
    holidays: opt(fc.array(date, { maxLength: 3 })),
    weekend_days: opt(fc.subarray([1, 2, 3, 4, 5, 6, 7], { maxLength: 6 })),
    timezone: opt(anyZone),
  })
  .map(({ holiday_types, ...rest }) => clean({ ...rest, ...(rest.country ? { holiday_types } : {}) }));

const businessDays = fc.oneof(
  fc
    .tuple(businessCalendar, opt(date), fc.integer({ min: -60, max: 60 }))
    .map(([c, d, days]) => clean({ operation: 'add', date: d, days, ...c })),
  fc
    .tuple(businessCalendar, opt(date), fc.constantFrom('is_business_day', 'next', 'previous'))
    .map(([c, d, operation]) => clean({ operation, date: d, ...c })),
  fc
    .tuple(businessCalendar, date, fc.integer({ min: 0, max: 400 }), opt(fc.constantFrom('both', 'start', 'end', 'none')))
    .map(([c, d, n, ends]) => clean({ operation: 'count', date: d, end: dateAfter(d, n), ends, ...c })),
  fc
    .tuple(
      businessCalendar,
      fc.constantFrom<string>(...HOLIDAY_COUNTRIES),
      fc.oneof(
        date,
        date.map((d) => d.slice(0, 4)),
      ),
      fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
    )
    .map(([c, country, d, n]) =>
      clean({ operation: 'list_holidays', ...c, country, date: d, end: n === undefined || d.length === 4 ? undefined : dateAfter(d, n) }),
    ),
);

/** calendar: a day shown in some calendars, a date read from another calendar, or a tradition's festivals. */
const CALENDAR_IDS = [...CALENDARS, 'all'];
const OTHER_DATES: readonly [string, string][] = [
  ['hebrew', '15 Tishrei 5787'],
  ['hebrew', '5784-13-14'],
  ['islamic', '1 Ramadan 1448'],
  ['islamic_civil', '1300-12-10'],
  ['persian', '1 Farvardin 1406'],
  ['chinese', '2025-06L-01'],
  ['coptic', '1743-13-06'],
  ['ethiopian', '1 Meskerem 2019'],
  ['indian', '1948-01-01'],
  ['japanese', 'Reiwa 8-12-06'],
  ['thai', '2569-12-06'],
  ['roc', '115-01-01'],
  ['julian', '2026-12-25'],
  ['iso', '2026-W53-7'],
];
const calendarCall = fc.oneof(
  fc.record({ date: opt(date), calendars: opt(fc.subarray(CALENDAR_IDS, { maxLength: 4 })), timezone: opt(anyZone) }).map(clean),
  fc
    .tuple(fc.constantFrom(...OTHER_DATES), opt(fc.subarray(CALENDAR_IDS, { maxLength: 3 })))
    .map(([[from, d], calendars]) => clean({ from, date: d, calendars })),
  fc
    .tuple(
      fc.constantFrom('jewish', 'islamic', 'christian', 'orthodox', 'hindu', 'sikh', 'jain', 'buddhist', 'chinese', 'persian', 'civil'),
      fc.integer({ min: 1950, max: 2090 }),
      opt(fc.integer({ min: 0, max: 900 })),
    )
    .map(([festivals, y, n]) => clean({ festivals, date: `${y}-03-01`, end: n === undefined ? undefined : dateAfter(`${y}-03-01`, n) })),
);

/** find_meeting_time: a daily range on whole or quarter hours ({start: '9', end: '17'}, '22:15' to '6'), never empty. */
const hourRange = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45), fc.integer({ min: 1, max: 23 }), fc.boolean())
  .map(([h, m, len, short]) => {
    const end = (h * 60 + m + len * 60) % 1440;
    const t = (x: number) => (short && x % 60 === 0 ? String(x / 60) : `${pad(Math.floor(x / 60))}:${pad(x % 60)}`);
    return { start: t(h * 60 + m), end: t(end) };
  });

const weekdays = fc.constantFrom('Mon-Fri', 'Sun-Thu', 'Fri-Mon', '1-5', 'Mon,Wed,Fri', 'Saturday', '1-7', 'tue;thu');

/** A window: from/to, from/days, or days alone. */
const meetingWindow = fc
  .tuple(
    fc.integer({ min: 1900, max: 2199 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
    fc.integer({ min: 0, max: 30 }),
    fc.constantFrom('to', 'days', 'days only', 'none'),
  )
  .map(([y, m, d, span, form]): Record<string, unknown> => {
    const from = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
    const to = new Date(Date.UTC(y, m - 1, d + span)).toISOString().slice(0, 10);
    if (form === 'to') return { from, to };
    if (form === 'days') return { from, days: span + 1 };
    if (form === 'days only') return { days: span + 1 };
    return {};
  });

const meeting = fc
  .record({
    participants: fc.array(
      fc
        .record({
          timezone: opt(anyZone),
          hours: opt(hourRange),
          working_days: opt(weekdays),
          country: opt(fc.constantFrom('DE', 'US-CA', 'Japan', 'IL', 'in', 'GB-SCT')),
          name: opt(fc.constantFrom('Ana', 'Bo', 'Chen', 'Ana')),
        })
        .map(({ hours, ...p }) => clean({ ...p, ...(hours as object | undefined) })),
      { minLength: 2, maxLength: 6 },
    ),
    duration_minutes: fc.integer({ min: 1, max: 1440 }),
    window: meetingWindow,
    granularity_minutes: opt(fc.integer({ min: 5, max: 60 })),
    max_results: opt(fc.integer({ min: 1, max: 20 })),
    bounds: opt(hourRange),
    ics: opt(fc.boolean()),
  })
  .map(({ window, bounds, ...rest }) => clean({ ...rest, ...window, ...(bounds ? { earliest: bounds.start, latest: bounds.end } : {}) }));

/** schedule: rules that name no zone of their own, and ones that do (so no timezone beside them). */
const FREE_RULES = [
  '0 9 * * 1-5',
  '30 2 * * *',
  '*/30 * * * *',
  '@daily',
  '0 0 9 1 * MON',
  '0 9 L * *',
  '0 9 * * 5#2',
  'FREQ=DAILY;BYHOUR=2;BYMINUTE=30',
  'FREQ=HOURLY;INTERVAL=3',
  'FREQ=MONTHLY;BYDAY=-1FR;BYHOUR=17;BYMINUTE=0',
  'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
  'RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=BACKWARD',
  'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=20',
] as const;
const ZONED_RULES = [
  'DTSTART;TZID=America/New_York:20260308T023000\nRRULE:FREQ=DAILY',
  'CRON_TZ=Australia/Lord_Howe 15 2 * * *',
  'DTSTART:20270101T090000Z\nRRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20270601T090000Z\nEXDATE:20270108T090000Z',
] as const;

const scheduleCall = fc
  .record({
    free: fc.boolean(),
    freeRule: fc.constantFrom<string>(...FREE_RULES),
    zonedRule: fc.constantFrom<string>(...ZONED_RULES),
    timezone: opt(anyZone),
    operation: fc.constantFrom('next', 'between', 'explain', 'lint', 'convert', 'ics', undefined),
    from: opt(isoInstant),
    days: fc.integer({ min: 0, max: 10 }),
    count: opt(fc.integer({ min: 1, max: 50 })),
    dst: opt(fc.constantFrom('skip', 'shift', 'after')),
    duration: opt(fc.integer({ min: 0, max: 120 })),
  })
  .map(({ free, freeRule, zonedRule, timezone, operation, from, days, count, dst, duration }) =>
    clean({
      // convert takes cron lines only; lint may name the zone meant beside a rule's own.
      rule: operation === 'convert' ? (/^[\d*@]/.test(freeRule) ? freeRule : '0 9 * * 1-5') : free ? freeRule : zonedRule,
      timezone: free || operation === 'lint' || operation === 'convert' ? timezone : undefined,
      operation,
      from: operation === 'between' ? (from ?? '2027-03-10T00:00:00Z') : from,
      to:
        operation === 'between' || operation === 'convert'
          ? new Date(Date.parse(from ?? '2027-03-10T00:00:00Z') + (days + 1) * 86_400_000).toISOString()
          : undefined,
      count: operation === 'between' || operation === 'lint' || operation === 'convert' ? undefined : count,
      dst,
      duration_minutes: operation === 'ics' ? duration : undefined,
    }),
  );

/** daylight: a place by name (cities, countries, regions, IANA names), or a point with or without its zone. */
const daylightCall = fc
  .record({
    named: fc.boolean(),
    place: fc.constantFrom(
      'Oslo',
      'Tromsø',
      'Riyadh',
      'Sao Paulo',
      'New York',
      'Norway',
      'Bavaria',
      'Europe/Paris',
      'Japan',
      'Springfield, MO',
      'Quito',
      'Auckland',
    ),
    latitude: fc.double({ min: -90, max: 90, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    date: opt(fc.oneof(date, fc.constantFrom('tomorrow', 'next Friday', 'Christmas'))),
    timezone: opt(anyZone),
  })
  .map(({ named, place, latitude, longitude, date, timezone }) =>
    clean(named ? { place, date, timezone } : { latitude, longitude, date, timezone }),
  );

/** check_dates: passages with claims of every kind, read in any zone, as of any instant, with or without a country. */
const PASSAGES = [
  'The kickoff is Tuesday, December 9 at 10am ET. Next Friday (Dec 11) we demo; in three weeks (Dec 21) we ship.',
  'Tomorrow, the 8th, is free. Thanksgiving (Nov 27) is off. The 3-day workshop runs June 2-5.',
  '10 business days from Dec 1 is Dec 15. Call at 9am PT / 5pm London. Clocks go back on Oct 25.',
  'Diwali on 1 Nov 2027. See you Friday, 03/04. Only 20 days until Christmas. Next month we launch on January 12, 2026.',
  'No dates here, only 3 meetings and version 2.10.',
  '',
];
const checkDatesCall = fc
  .record({
    text: fc.constantFrom(...PASSAGES),
    timezone: opt(anyZone),
    now: opt(isoInstant),
    country: opt(fc.constantFrom('US', 'GB', 'DE', 'IN')),
  })
  .map(clean);

export const TOOL_NAMES = [
  'get_current_time',
  'convert_time',
  'get_time',
  'parse_time',
  'time_calculator',
  'timezone_info',
  'business_days',
  'calendar',
  'find_meeting_time',
  'schedule',
  'daylight',
  'check_dates',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export const valid: Record<ToolName, fc.Arbitrary<Record<string, unknown>>> = {
  get_current_time: fc.record({ timezone: opt(anyZone) }).map(clean),
  convert_time: fc
    .record({
      source_timezone: opt(anyZone),
      time: clock,
      target_timezone: opt(anyZone),
      date: opt(date),
      disambiguation: opt(disambiguation),
    })
    .map(clean),
  get_time: fc
    .record({
      datetime: opt(dateTime),
      timezone: opt(anyZone),
      timezones: opt(fc.array(anyZone, { maxLength: 5 })),
      formats: opt(fc.subarray([...FORMATS], { maxLength: 5 })),
      locale: opt(fc.constantFrom('en-US', 'fr-FR', 'de', 'ja-JP', 'ar-EG', 'pl')),
      includeOffsets: opt(fc.boolean()),
      disambiguation: opt(disambiguation),
    })
    .map(clean),
  parse_time: fc
    .record({
      text: fc.constantFrom(...PHRASES),
      timezone: opt(anyZone),
      reference: opt(isoInstant),
      locale: opt(fc.constantFrom('en-US', 'en-GB', 'de-DE')),
      disambiguation: opt(disambiguation),
    })
    .map(clean),
  time_calculator: calculator,
  timezone_info: fc
    .record({
      query: opt(fc.oneof(anyZone, fc.constantFrom('Brazil', 'Poland', 'Australia', 'US'))),
      timezones: opt(fc.array(anyZone, { minLength: 1, maxLength: 4 })),
      at: opt(dateTime),
      transitions: opt(fc.integer({ min: 0, max: 10 })),
    })
    .map(clean),
  business_days: businessDays,
  calendar: calendarCall,
  find_meeting_time: meeting,
  schedule: scheduleCall,
  daylight: daylightCall,
  check_dates: checkDatesCall,
};

/** Fields of each tool that take a zone. */
const ZONE_FIELDS: Record<ToolName, string[]> = {
  get_current_time: ['timezone'],
  convert_time: ['source_timezone', 'target_timezone'],
  get_time: ['timezone'],
  parse_time: ['timezone'],
  time_calculator: ['timezone', 'compare_time_timezone'],
  timezone_info: ['query'],
  business_days: ['timezone'],
  calendar: ['timezone'],
  find_meeting_time: [],
  schedule: [],
  daylight: ['place', 'timezone'],
  check_dates: ['timezone'],
};

/** Values that are wrong for a field whatever else the call says. */
const BAD_VALUES: Partial<Record<ToolName, Record<string, readonly unknown[]>>> = {
  convert_time: {
    time: ['25:00', '12:60', '13pm', '', '12:00:61', 1230],
    date: ['2025-02-30', '2025-13-01', '0000-01-01', 'the 32nd', 'after Friday', 20250101],
  },
  get_time: {
    timezones: [['../../etc/passwd'], ['UTC', 'Nowhere/Land']],
    formats: [['bogus']],
    includeOffsets: ['yes'],
    locale: ['not a locale!!'],
  },
  parse_time: { text: [undefined, 42, null], reference: ['yesterday-ish', '2025-02-30T00:00:00Z'], locale: ['%%'] },
  time_calculator: { operation: ['multiply', '', null, undefined], interaction_mode: ['zip'] },
  timezone_info: {
    transitions: [11, -1, 1.5, '2'],
    timezones: [['../../etc/passwd'], [''], ['Nowhere/Land']],
    at: ['2024-13-45T99:00:00Z'],
  },
  get_current_time: {},
  business_days: {
    operation: ['multiply', '', null, undefined],
    date: ['2025-02-30', '2025-13-01', '0000-01-01', 'the 32nd', 'after Friday', 20250101],
    days: ['5', 'five'],
    country: ['Atlantis', 'DE-XX', 'Afghanistan'],
    holiday_types: [['federal']],
    holidays: [['2025-02-30'], ['tomorrow']],
    weekend_days: [[8], [0], [1, 2, 3, 4, 5, 6, 7], [6.5]],
    ends: ['all'],
  },
  calendar: {
    date: ['2025-13-45', 'blursday'],
    from: ['mayan', 'hindu'],
    calendars: [['mayan'], ['']],
    festivals: ['pagan'],
    end: ['2025-13-01'],
  },
  schedule: {
    rule: [
      'FREQ=WEEKLY;BYDAY=XX',
      '61 * * * *',
      'FREQ=DAILY;COUNT=2;UNTIL=20270101T000000Z',
      'RSCALE=HEBREW;FREQ=YEARLY',
      'every blue moon',
      'sometimes',
      '',
      42,
    ],
    operation: ['bogus'],
    count: [0, 1001, 2.5],
    dst: ['later'],
  },
  daylight: { latitude: [91, -90.5, '59.9'], longitude: [181, 'east'], date: ['2025-02-30', 'blursday', 20250101] },
  check_dates: {
    text: [undefined, 42, null, 'x'.repeat(8001), 'bell\u0007'],
    now: ['whenever', '2025-02-30T00:00:00Z'],
    country: ['Atlantis'],
  },
  find_meeting_time: {
    participants: [
      [],
      [{ timezone: 'UTC' }],
      Array(21).fill({}),
      [{ timezone: 'Nowhere/Land' }, {}],
      [{ start: '9', end: '25' }, {}],
      [{ working_days: 'Funday' }, {}],
      [{ country: 'Atlantis' }, {}],
    ],
    duration_minutes: [0, 1441, 2.5, -30],
    from: ['2025-02-30', 'after next week', 'blursday'],
    days: [32, 0, 1.5],
    granularity_minutes: [4, 61, 7.5],
    max_results: [0, 21],
    earliest: ['tomorrow', '25:00', '7:60', 'next week'],
    latest: ['tomorrow at 9', '25:00'],
  },
};

export const invalid: Record<ToolName, fc.Arbitrary<Record<string, unknown>>> = Object.fromEntries(
  TOOL_NAMES.map((name) => {
    const choices: [string, unknown][] = [
      ...ZONE_FIELDS[name].flatMap((f) => BAD_ZONES.map((v): [string, unknown] => [f, v])),
      ...Object.entries(BAD_VALUES[name] ?? {}).flatMap(([f, vs]) => vs.map((v): [string, unknown] => [f, v])),
    ];
    const arb = fc.tuple(valid[name], fc.constantFrom(...choices)).map(([args, [field, value]]) => {
      const out = { ...args };
      if (value === undefined) delete out[field];
      else out[field] = value;
      return out;
    });
    return [name, arb];
  }),
) as Record<ToolName, fc.Arbitrary<Record<string, unknown>>>;

/** Every key a tool takes, plus keys no tool takes. */
export function keysOf(shape: readonly string[]): string[] {
  return [...shape, 'extra', 'constructor', 'toString'];
}

export function mutatedFor(name: ToolName, shape: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(valid[name], fc.constantFrom(...keysOf(shape)), hostileValue).map(([args, key, value]) => {
    const out: Record<string, unknown> = { ...args };
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    return out;
  });
}

export function anyArgsFor(shape: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(
    fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...shape) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }),
    fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 2 })),
    {
      maxKeys: 6,
      noNullPrototype: true,
    },
  );
}

/** Fields that echo the caller's own input, which may say anything (a per-item error quotes it). */
const ECHOES = new Set(['input', 'ignored', 'sorted_original_format', 'original', 'error']);

/** A value no correct answer holds: NaN or an infinity, "Invalid Date", "NaN", "undefined". */
export function brokenValue(v: unknown, key = ''): string | undefined {
  if (ECHOES.has(key)) return undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? undefined : `${key}: ${v}`;
  if (typeof v === 'string') return /Invalid Date|\bNaN\b|\bundefined\b|Infinity/.test(v) ? `${key}: ${v}` : undefined;
  if (Array.isArray(v)) return v.map((x) => brokenValue(x, key)).find((x) => x);
  if (v && typeof v === 'object')
    return Object.entries(v)
      .map(([k, x]) => brokenValue(x, k))
      .find((x) => x);
  return undefined;
}
