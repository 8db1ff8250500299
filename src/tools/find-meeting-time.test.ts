import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt, runChecked } from '../../test/helpers.js';
import { findMeetingTime } from './find-meeting-time.js';

const tool = findMeetingTime;
const NOW = '2025-03-01T12:00:00Z';
const call = (args: Record<string, unknown>, now = NOW) => runChecked(tool, args, ctxAt(now));

interface Slot {
  start: string;
  end: string;
  local: Record<string, string>;
}
interface OutOfHours extends Slot {
  out: Record<string, number>;
}
interface Answer {
  slots: Slot[];
  out_of_hours_slots?: OutOfHours[];
  shared?: string[];
  note?: string;
  changes?: string[];
  off?: string[];
  assumed?: string[];
  resolved?: unknown[];
}

function answer(args: Record<string, unknown>, now = NOW): Answer {
  const out = call(args, now);
  assert.ok(!('isError' in out), JSON.stringify(out));
  assert.equal(out.content[0].text, JSON.stringify(out.structuredContent));
  const a = out.structuredContent as unknown as Answer;
  // A slot outside someone's hours is never in slots: it is in out_of_hours_slots, with its minutes outside.
  for (const slot of a.slots) assert.deepEqual(Object.keys(slot), ['start', 'end', 'local']);
  if (a.out_of_hours_slots) {
    assert.deepEqual(a.slots, []);
    assert.ok(a.out_of_hours_slots.length > 0 && a.note);
    for (const slot of a.out_of_hours_slots)
      assert.ok(Object.keys(slot.out).length > 0 && Object.values(slot.out).every((m) => m > 0), JSON.stringify(slot));
  }
  return a;
}

/** Every proposal, in order: the slots inside everyone's hours, else the out-of-hours ones. */
const proposals = (a: Answer): (Slot & { out?: Record<string, number> })[] => [...a.slots, ...(a.out_of_hours_slots ?? [])];

const ny = { timezone: 'America/New_York' };
const london = { timezone: 'Europe/London' };
/** The note when nothing fits: why, what to change, and where the closest options are. */
const closest = (why: string) => `No ${why}. out_of_hours_slots has the closest options, with each person's minutes outside hours in out.`;
const idle = (who: string, has = 'has') =>
  `60-minute slot falls within everyone's working hours on these dates: ${who} ${has} no working hours in them (weekend, holidays or working_days); search other dates, or set working_days`;

/** [UTC start, UTC end, local ranges in participant order, minutes outside per label]. */
type Expect = [string, string, string[], Record<string, number>?];

interface Row {
  name: string;
  args: Record<string, unknown>;
  now?: string;
  slots: Expect[];
  shared?: string[];
  changes?: string[];
  note?: string;
  off?: string[];
}

// US clocks go forward on 2025-03-09, UK clocks on 2025-03-30: New York is 5 h behind London before
// the 9th, 4 h between, 5 h again after the 30th, and the shared 09-17 window moves with it.
const rows: Row[] = [
  {
    name: 'New York + London before the US change: 14:00-17:00 UTC',
    args: { participants: [ny, london], duration_minutes: 60, from: '2025-03-06', to: '2025-03-07', max_results: 2 },
    slots: [
      ['2025-03-06T14:00Z', '2025-03-06T15:00Z', ['Thu 09:00-10:00', 'Thu 14:00-15:00']],
      ['2025-03-06T15:00Z', '2025-03-06T16:00Z', ['Thu 10:00-11:00', 'Thu 15:00-16:00']],
    ],
    shared: ['Thu 2025-03-06 14:00-17:00', 'Fri 2025-03-07 14:00-17:00'],
  },
  {
    name: 'New York + London across the US change: the window opens an hour earlier',
    args: { participants: [ny, london], duration_minutes: 60, from: '2025-03-07', to: '2025-03-10', max_results: 2 },
    slots: [
      ['2025-03-07T14:00Z', '2025-03-07T15:00Z', ['Fri 09:00-10:00', 'Fri 14:00-15:00']],
      ['2025-03-07T15:00Z', '2025-03-07T16:00Z', ['Fri 10:00-11:00', 'Fri 15:00-16:00']],
    ],
    shared: ['Fri 2025-03-07 14:00-17:00', 'Mon 2025-03-10 13:00-17:00'],
    changes: ['2025-03-09 America/New_York -05:00 to -04:00'],
  },
  {
    name: 'New York + London between the changes: 4 h apart, 13:00-17:00 UTC',
    args: { participants: [ny, london], duration_minutes: 240, from: '2025-03-10', to: '2025-03-11', max_results: 3 },
    slots: [
      ['2025-03-10T13:00Z', '2025-03-10T17:00Z', ['Mon 09:00-13:00', 'Mon 13:00-17:00']],
      ['2025-03-11T13:00Z', '2025-03-11T17:00Z', ['Tue 09:00-13:00', 'Tue 13:00-17:00']],
    ],
    shared: ['Mon 2025-03-10 13:00-17:00', 'Tue 2025-03-11 13:00-17:00'],
  },
  {
    name: 'New York + London across the UK change: the window closes an hour earlier',
    args: { participants: [ny, london], duration_minutes: 60, from: '2025-03-28', to: '2025-03-31', max_results: 1 },
    slots: [['2025-03-28T13:00Z', '2025-03-28T14:00Z', ['Fri 09:00-10:00', 'Fri 13:00-14:00']]],
    shared: ['Fri 2025-03-28 13:00-17:00', 'Mon 2025-03-31 13:00-16:00'],
    changes: ['2025-03-30 Europe/London +00:00 to +01:00'],
  },
  {
    // The fairest split is half an hour each; the next option that does not overlap it is far worse.
    name: 'New York + London after both changes: a 4-hour meeting no longer fits',
    args: { participants: [ny, london], duration_minutes: 240, from: '2025-03-31', to: '2025-03-31', max_results: 2 },
    slots: [
      ['2025-03-31T12:30Z', '2025-03-31T16:30Z', ['Mon 08:30-12:30', 'Mon 13:30-17:30'], { 'America/New_York': 30, 'Europe/London': 30 }],
      ['2025-03-31T08:30Z', '2025-03-31T12:30Z', ['Mon 04:30-08:30', 'Mon 09:30-13:30'], { 'America/New_York': 240 }],
    ],
    note: closest(
      "240-minute slot falls within everyone's working hours on these dates: everyone works at once for at most 180 minutes; shorten the meeting, or widen someone's hours (start, end)",
    ),
  },
  {
    name: 'San Francisco + Bangalore: no overlap, the closest options nearest to their hours',
    args: {
      participants: [
        { timezone: 'America/Los_Angeles', name: 'SF' },
        { timezone: 'Asia/Kolkata', name: 'Bangalore' },
      ],
      duration_minutes: 60,
      from: '2025-03-03',
      to: '2025-03-04',
      max_results: 3,
    },
    slots: [
      ['2025-03-04T00:00Z', '2025-03-04T01:00Z', ['Mon 16:00-17:00', 'Tue 05:30-06:30'], { Bangalore: 60 }],
      ['2025-03-04T03:30Z', '2025-03-04T04:30Z', ['Mon 19:30-20:30', 'Tue 09:00-10:00'], { SF: 60 }],
      ['2025-03-05T00:00Z', '2025-03-05T01:00Z', ['Tue 16:00-17:00', 'Wed 05:30-06:30'], { Bangalore: 60 }],
    ],
    note: closest(
      "60-minute slot falls within everyone's working hours on these dates: working hours never overlap for 60 minutes between SF and Bangalore. Widen someone's hours (start, end), or leave someone out",
    ),
  },
  {
    name: 'San Francisco + Bangalore with a late shift: a 30-minute overlap',
    args: {
      participants: [
        { timezone: 'San Francisco', start: '8', end: '17', name: 'SF' },
        { timezone: 'Asia/Kolkata', start: '10:00', end: '21:00', name: 'Bangalore' },
      ],
      duration_minutes: 30,
      from: '2025-06-02',
      to: '2025-06-03',
    },
    slots: [
      ['2025-06-02T15:00Z', '2025-06-02T15:30Z', ['Mon 08:00-08:30', 'Mon 20:30-21:00']],
      ['2025-06-03T15:00Z', '2025-06-03T15:30Z', ['Tue 08:00-08:30', 'Tue 20:30-21:00']],
    ],
    shared: ['Mon 2025-06-02 15:00-15:30', 'Tue 2025-06-03 15:00-15:30'],
  },
  {
    name: 'San Francisco + Bangalore within bounds: the least-bad hour both can still make',
    args: {
      participants: [
        { timezone: 'America/Los_Angeles', name: 'SF' },
        { timezone: 'Asia/Kolkata', name: 'Bangalore' },
      ],
      duration_minutes: 60,
      from: '2025-03-03',
      to: '2025-03-03',
      earliest: '8',
      latest: '20',
    },
    slots: [['2025-03-04T03:00Z', '2025-03-04T04:00Z', ['Mon 19:00-20:00', 'Tue 08:30-09:30'], { SF: 60, Bangalore: 30 }]],
    note: closest(
      "60-minute slot falls within everyone's working hours on these dates: working hours never overlap for 60 minutes between SF and Bangalore. Widen someone's hours (start, end), or leave someone out",
    ),
  },
  {
    name: 'no slot at all inside tight bounds',
    args: {
      participants: [{ timezone: 'America/Los_Angeles' }, { timezone: 'Asia/Kolkata' }],
      duration_minutes: 60,
      from: '2025-03-03',
      to: '2025-03-04',
      earliest: '9',
      latest: '10',
    },
    slots: [],
    note: "No 60-minute slot keeps everyone's local time between earliest and latest in these dates; widen them or the dates, or shorten the meeting.",
  },
  {
    // Sydney leaves summer time on 2025-04-06 while Berlin enters it on 2025-03-30: the overlap grows twice.
    name: 'Sydney + Berlin: an hour, then two after Berlin changes, then three after Sydney does',
    args: {
      participants: [
        { timezone: 'Australia/Sydney', start: '9', end: '19' },
        { timezone: 'Europe/Berlin', start: '8', end: '18' },
      ],
      duration_minutes: 60,
      from: '2025-03-28',
      to: '2025-04-07',
      max_results: 1,
    },
    slots: [['2025-03-28T07:00Z', '2025-03-28T08:00Z', ['Fri 18:00-19:00', 'Fri 08:00-09:00']]],
    shared: [
      'Fri 2025-03-28 07:00-08:00',
      'Mon 2025-03-31 06:00-08:00',
      'Tue 2025-04-01 06:00-08:00',
      'Wed 2025-04-02 06:00-08:00',
      'Thu 2025-04-03 06:00-08:00',
      'Fri 2025-04-04 06:00-08:00',
      'Mon 2025-04-07 06:00-09:00',
    ],
    changes: ['2025-03-30 Europe/Berlin +01:00 to +02:00', '2025-04-06 Australia/Sydney +11:00 to +10:00'],
  },
  {
    name: 'Sydney + Berlin on 9-17 both: never together, so the fairest split',
    args: {
      participants: [{ timezone: 'Australia/Sydney' }, { timezone: 'Europe/Berlin' }],
      duration_minutes: 60,
      from: '2025-06-02',
      to: '2025-06-02',
      max_results: 2,
    },
    slots: [
      ['2025-06-02T06:30Z', '2025-06-02T07:30Z', ['Mon 16:30-17:30', 'Mon 08:30-09:30'], { 'Australia/Sydney': 30, 'Europe/Berlin': 30 }],
      ['2025-06-02T05:30Z', '2025-06-02T06:30Z', ['Mon 15:30-16:30', 'Mon 07:30-08:30'], { 'Europe/Berlin': 60 }],
    ],
    note: closest(
      "60-minute slot falls within everyone's working hours on these dates: working hours never overlap for 60 minutes between Australia/Sydney and Europe/Berlin. Widen someone's hours (start, end), or leave someone out",
    ),
  },
  {
    // Kathmandu is +05:45 and Kolkata +05:30: hourly steps from Kathmandu's midnight land on :15 UTC.
    name: 'Kathmandu, Kolkata and an early London shift: 45- and 30-minute offsets',
    args: {
      participants: [{ timezone: 'Asia/Kathmandu' }, { timezone: 'Asia/Kolkata' }, { timezone: 'Europe/London', start: '6', end: '14' }],
      duration_minutes: 45,
      from: '2025-01-06',
      to: '2025-01-06',
      granularity_minutes: 60,
      max_results: 2,
    },
    slots: [
      ['2025-01-06T06:15Z', '2025-01-06T07:00Z', ['Mon 12:00-12:45', 'Mon 11:45-12:30', 'Mon 06:15-07:00']],
      ['2025-01-06T07:15Z', '2025-01-06T08:00Z', ['Mon 13:00-13:45', 'Mon 12:45-13:30', 'Mon 07:15-08:00']],
    ],
    shared: ['Mon 2025-01-06 06:00-11:15'],
  },
  {
    // Thursday's shift runs into Friday morning; Friday's and Saturday's nights are off.
    name: 'a night shift past midnight, Sunday to Thursday, with Tokyo',
    args: {
      participants: [
        { timezone: 'Europe/London', name: 'Ops', start: '22', end: '6', working_days: 'Sun-Thu' },
        { timezone: 'Asia/Tokyo', name: 'Dev' },
      ],
      duration_minutes: 60,
      from: '2025-01-03',
      to: '2025-01-06',
      max_results: 2,
    },
    slots: [
      ['2025-01-03T00:00Z', '2025-01-03T01:00Z', ['Fri 00:00-01:00', 'Fri 09:00-10:00']],
      ['2025-01-03T01:00Z', '2025-01-03T02:00Z', ['Fri 01:00-02:00', 'Fri 10:00-11:00']],
    ],
    shared: ['Fri 2025-01-03 00:00-06:00', 'Mon 2025-01-06 00:00-06:00'],
  },
  {
    // New York's 2025-03-09 has 23 hours: a two-hour meeting from 01:00 local ends at 04:00.
    name: 'a meeting across the spring-forward gap shows the skipped hour',
    args: {
      participants: [
        { timezone: 'America/New_York', start: '1', end: '5', working_days: 'Sun' },
        { timezone: 'UTC', start: '0', end: '24', working_days: '1-7' },
      ],
      duration_minutes: 120,
      from: '2025-03-09',
      to: '2025-03-09',
      granularity_minutes: 60,
      max_results: 2,
    },
    // 01:00-05:00 is three real hours that day: room for one two-hour slot that overlaps no other.
    slots: [['2025-03-09T06:00Z', '2025-03-09T08:00Z', ['Sun 01:00-04:00', 'Sun 06:00-08:00']]],
    shared: ['Sun 2025-03-09 06:00-09:00'],
    changes: ['2025-03-09 America/New_York -05:00 to -04:00'],
  },
  {
    name: 'round-the-clock hours: the shared window runs past UTC midnight',
    args: {
      participants: [
        { timezone: 'America/New_York', start: '0', end: '24', working_days: 'Sun' },
        { timezone: 'UTC', start: '00:00', end: '24:00', working_days: 'Mon-Sun' },
      ],
      duration_minutes: 120,
      from: '2025-03-09',
      to: '2025-03-09',
      granularity_minutes: 60,
      max_results: 1,
    },
    slots: [['2025-03-09T05:00Z', '2025-03-09T07:00Z', ['Sun 00:00-03:00', 'Sun 05:00-07:00']]],
    shared: ['Sun 2025-03-09 05:00-2025-03-10 04:00'],
    changes: ['2025-03-09 America/New_York -05:00 to -04:00'],
  },
  {
    // Sunday is off: the closest hour is the one nearest Monday 09:00, ending at midnight.
    name: 'a meeting ending at local midnight reads 24:00; weekends are not working days',
    args: {
      participants: [ny, { timezone: 'America/New_York', name: 'Second' }],
      duration_minutes: 60,
      from: '2025-03-09',
      to: '2025-03-09',
      max_results: 1,
    },
    slots: [['2025-03-10T03:00Z', '2025-03-10T04:00Z', ['Sun 23:00-24:00', 'Sun 23:00-24:00'], { 'America/New_York': 60, Second: 60 }]],
    note: closest(idle('America/New_York and Second', 'have')),
    changes: ['2025-03-09 America/New_York -05:00 to -04:00'],
  },
  {
    name: 'a local range across midnight names both weekdays',
    args: {
      participants: [
        { timezone: 'UTC', start: '23:30', end: '0:30' },
        { timezone: 'Etc/GMT-14', start: '13:30', end: '14:30' },
      ],
      duration_minutes: 60,
      from: '2025-03-10',
      to: '2025-03-11',
      max_results: 1,
    },
    slots: [['2025-03-10T23:30Z', '2025-03-11T00:30Z', ['Mon 23:30-Tue 00:30', 'Tue 13:30-14:30']]],
    shared: ['Mon 2025-03-10 23:30-2025-03-11 00:30'],
  },
  {
    // US Memorial Day (Monday) and German Ascension Day (Thursday) each take a day from one person.
    name: 'three people, two countries with holidays: Berlin, New York and Kolkata',
    args: {
      participants: [
        { timezone: 'Europe/Berlin', country: 'DE', name: 'Berlin' },
        { timezone: 'America/New_York', start: '8', end: '16', country: 'US', name: 'New York' },
        { timezone: 'Asia/Kolkata', start: '12', end: '20', name: 'Kolkata' },
      ],
      duration_minutes: 60,
      from: '2025-05-26',
      to: '2025-05-30',
      max_results: 2,
    },
    slots: [
      ['2025-05-27T12:00Z', '2025-05-27T13:00Z', ['Tue 14:00-15:00', 'Tue 08:00-09:00', 'Tue 17:30-18:30']],
      ['2025-05-27T13:00Z', '2025-05-27T14:00Z', ['Tue 15:00-16:00', 'Tue 09:00-10:00', 'Tue 18:30-19:30']],
    ],
    shared: ['Tue 2025-05-27 12:00-14:30', 'Wed 2025-05-28 12:00-14:30', 'Fri 2025-05-30 12:00-14:30'],
    off: ['Berlin: 2025-05-29 Ascension Day', 'New York: 2025-05-26 Memorial Day'],
  },
  {
    name: "a country's weekend: Israel works Sunday to Thursday",
    args: {
      participants: [
        { timezone: 'Asia/Jerusalem', country: 'IL' },
        { timezone: 'UTC', start: '0', end: '24', working_days: '1-7' },
      ],
      duration_minutes: 60,
      from: '2025-03-06',
      to: '2025-03-09',
      granularity_minutes: 60,
      max_results: 1,
    },
    slots: [['2025-03-06T07:00Z', '2025-03-06T08:00Z', ['Thu 09:00-10:00', 'Thu 07:00-08:00']]],
    shared: ['Thu 2025-03-06 07:00-15:00', 'Sun 2025-03-09 07:00-15:00'],
  },
  {
    name: 'a region: California keeps the day after Thanksgiving, so nothing fits those two days',
    args: {
      participants: [
        { timezone: 'America/Los_Angeles', country: 'US-CA' },
        { timezone: 'UTC', start: '0', end: '24', working_days: '1-7' },
      ],
      duration_minutes: 60,
      from: '2025-11-27',
      to: '2025-11-28',
      max_results: 1,
    },
    slots: [['2025-11-27T08:00Z', '2025-11-27T09:00Z', ['Thu 00:00-01:00', 'Thu 08:00-09:00'], { 'America/Los_Angeles': 60 }]],
    note: closest(idle('America/Los_Angeles')),
    off: ['America/Los_Angeles: 2025-11-27 Thanksgiving Day', 'America/Los_Angeles: 2025-11-28 Day after Thanksgiving Day'],
  },
  {
    name: 'a region after a country name, as business_days reads it: Bavaria keeps Epiphany',
    args: {
      participants: [
        { timezone: 'Europe/Berlin', country: 'Germany-BY' },
        { timezone: 'UTC', start: '0', end: '24', working_days: '1-7' },
      ],
      duration_minutes: 60,
      from: '2026-01-06',
      to: '2026-01-06',
      max_results: 1,
    },
    slots: [['2026-01-05T23:00Z', '2026-01-06T00:00Z', ['Tue 00:00-01:00', 'Mon 23:00-24:00'], { 'Europe/Berlin': 60 }]],
    note: closest(idle('Europe/Berlin')),
    off: ['Europe/Berlin: 2026-01-06 Epiphany'],
  },
  {
    name: 'working_days overrides the country weekend; its holidays still count',
    args: {
      participants: [
        { timezone: 'Europe/Berlin', country: 'Germany', working_days: 'Mon-Sun' },
        { timezone: 'UTC', start: '0', end: '24', working_days: '1-7' },
      ],
      duration_minutes: 480,
      from: '2025-12-25',
      to: '2025-12-27',
      max_results: 1,
    },
    slots: [['2025-12-27T08:00Z', '2025-12-27T16:00Z', ['Sat 09:00-17:00', 'Sat 08:00-16:00']]],
    shared: ['Sat 2025-12-27 08:00-16:00'],
    off: ['Europe/Berlin: 2025-12-25 Christmas Day', 'Europe/Berlin: 2025-12-26 Boxing Day'],
  },
];

for (const r of rows) {
  test(`find_meeting_time: ${r.name}`, () => {
    const a = answer(r.args, r.now);
    const labels = Object.keys(proposals(a)[0]?.local ?? {});
    const got: Expect[] = proposals(a).map((s) =>
      s.out ? [s.start, s.end, labels.map((l) => s.local[l]!), s.out] : [s.start, s.end, labels.map((l) => s.local[l]!)],
    );
    assert.deepEqual(got, r.slots);
    assert.deepEqual(a.shared, r.shared);
    assert.deepEqual(a.changes, r.changes);
    assert.equal(a.note, r.note);
    assert.deepEqual(a.off, r.off);
    assert.equal(a.assumed, undefined);
  });
}

test('find_meeting_time: full answer with defaults, assumptions and resolved spellings', () => {
  // Monday 2026-11-30 12:07 UTC: Tokyo is 9 h ahead of Warsaw (the local zone) and 9-17 never meet.
  const a = answer({ participants: [{ timezone: 'Tokyo' }, {}], duration_minutes: 60, max_results: 2 }, '2026-11-30T12:07:00Z');
  assert.deepEqual(a, {
    slots: [],
    out_of_hours_slots: [
      {
        start: '2026-12-01T07:30Z',
        end: '2026-12-01T08:30Z',
        local: { 'Asia/Tokyo': 'Tue 16:30-17:30', 'Europe/Warsaw': 'Tue 08:30-09:30' },
        out: { 'Asia/Tokyo': 30, 'Europe/Warsaw': 30 },
      },
      {
        start: '2026-12-02T07:30Z',
        end: '2026-12-02T08:30Z',
        local: { 'Asia/Tokyo': 'Wed 16:30-17:30', 'Europe/Warsaw': 'Wed 08:30-09:30' },
        out: { 'Asia/Tokyo': 30, 'Europe/Warsaw': 30 },
      },
    ],
    note: closest(
      "60-minute slot falls within everyone's working hours on these dates: working hours never overlap for 60 minutes between Asia/Tokyo and Europe/Warsaw. Widen someone's hours (start, end), or leave someone out",
    ),
    assumed: ['participants[1].timezone: local', 'from: now to 2026-12-06 in Asia/Tokyo'],
    resolved: [{ input: 'Tokyo', timezone: 'Asia/Tokyo', via: 'city' }],
  });
});

test('find_meeting_time: without dates the search starts now, on the grid, and never in the past', () => {
  // 14:05 UTC on Friday 2025-03-07 is 09:05 in New York: the first slot is 09:15 there, not 09:00.
  const a = answer({ participants: [ny, london], duration_minutes: 30, max_results: 1 }, '2025-03-07T14:05:00Z');
  assert.equal(a.slots[0]!.start, '2025-03-07T14:15Z');
  assert.equal(a.shared?.[0], 'Fri 2025-03-07 14:05-17:00');
  assert.deepEqual(a.assumed, ['from: now to 2025-03-13 in America/New_York']);
});

test('find_meeting_time: dates as days ahead count from today in the first zone', () => {
  // 02:00 UTC on Saturday 2025-03-08 is still Friday the 7th in New York: 3 days are Fri, Sat, Sun there.
  const a = answer({ participants: [ny, london], duration_minutes: 30, days: 3 }, '2025-03-08T02:00:00Z');
  assert.equal(a.shared, undefined);
  assert.equal(a.note, closest(idle('America/New_York and Europe/London', 'have').replace('60-minute', '30-minute')));
  assert.deepEqual(a.assumed, ['from: now to 2025-03-09 in America/New_York']);
  assert.equal(
    answer({ participants: [ny, london], duration_minutes: 30, days: 4 }, '2025-03-08T02:00:00Z').slots[0]!.start,
    '2025-03-10T13:00Z',
  );
});

test('find_meeting_time: working days by number, name and wrap-around range', () => {
  const base = { duration_minutes: 60, from: '2025-03-03', to: '2025-03-09', max_results: 20, granularity_minutes: 60 };
  const days = (wd: string) =>
    new Set(
      answer({
        ...base,
        participants: [
          { timezone: 'UTC', start: '9', end: '10', working_days: wd },
          { timezone: 'UTC', start: '0', end: '24', working_days: '1-7' },
        ],
      }).slots.map((s) => s.local.UTC!.slice(0, 3)),
    );
  assert.deepEqual(days('Mon-Fri'), new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']));
  assert.deepEqual(days('1-5'), new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']));
  assert.deepEqual(days('Fri-Mon'), new Set(['Fri', 'Sat', 'Sun', 'Mon']));
  assert.deepEqual(days('tues, Thursday; 7'), new Set(['Tue', 'Thu', 'Sun']));
});

test('find_meeting_time: slots never overlap each other, and max_results caps them', () => {
  const a = answer({
    participants: [ny, london],
    duration_minutes: 90,
    from: '2025-03-10',
    to: '2025-03-14',
    max_results: 20,
    granularity_minutes: 5,
  });
  assert.equal(a.slots.length, 10); // two 90-minute slots fit in each 4-hour window, 5 days
  const starts = a.slots.map((s) => Date.parse(s.start)).sort((x, y) => x - y);
  for (let i = 1; i < starts.length; i++) assert.ok(starts[i]! - starts[i - 1]! >= 90 * 60_000);
});

test('find_meeting_time: 20 people, 31 days at 5-minute steps: out-of-hours options, and which pairs never meet', () => {
  const zones = [
    'America/New_York',
    'Europe/London',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Sydney',
    'Europe/Berlin',
    'America/Los_Angeles',
    'Asia/Tokyo',
    'Pacific/Chatham',
    'America/St_Johns',
  ];
  const participants = [...zones, ...zones].map((timezone) => ({ timezone, start: '8', end: '18' }));
  // What it costs is measured by npm run bench -- worst-case (the same size of search), not here.
  const a = answer({ participants, duration_minutes: 90, from: '2025-03-01', to: '2025-03-31', granularity_minutes: 5, max_results: 20 });
  assert.equal(a.out_of_hours_slots?.length, 20);
  assert.equal(
    a.note,
    closest(
      "90-minute slot falls within everyone's working hours on these dates: working hours never overlap for 90 minutes between America/New_York and Asia/Kolkata; America/New_York and Asia/Kathmandu; America/New_York and Asia/Tokyo; and 41 more pairs. Widen someone's hours (start, end), or leave someone out",
    ),
  );
  assert.equal(a.changes?.length, 5);
});

// biome-ignore format: a table, one row a line
const errors: [string, Record<string, unknown>, RegExp][] = [
  ['one participant', { participants: [ny], duration_minutes: 30 }, /participants must list 2 to 20 people; got 1\./],
  [
    "a participant's misspelt key",
    { participants: [{ time_zone: 'Asia/Tokyo' }, london], duration_minutes: 30 },
    /^Unknown argument "participants\.0\.time_zone" for find_meeting_time; did you mean "timezone"\?$/,
  ],
  [
    "a participant's unknown key",
    { participants: [ny, { tz: 'Asia/Tokyo' }], duration_minutes: 30 },
    /^Unknown argument "participants\.1\.tz" for find_meeting_time; participants\.1 takes timezone, start, end, working_days, country, name\.$/,
  ],
  ['21 participants', { participants: Array(21).fill(ny), duration_minutes: 30 }, /2 to 20 people; got 21/],
  ['zero minutes', { participants: [ny, london], duration_minutes: 0 }, /duration_minutes must be a whole number from 1 to 1440; got 0\./],
  ['over a day', { participants: [ny, london], duration_minutes: 1441 }, /from 1 to 1440/],
  ['fractional minutes', { participants: [ny, london], duration_minutes: 1.5 }, /whole number/],
  ['granularity too fine', { participants: [ny, london], duration_minutes: 30, granularity_minutes: 1 }, /granularity_minutes must be a whole number from 5 to 60; got 1\./],
  ['no results', { participants: [ny, london], duration_minutes: 30, max_results: 0 }, /max_results must be a whole number from 1 to 20/],
  ['a 32-day window', { participants: [ny, london], duration_minutes: 30, from: '2025-03-01', to: '2025-04-01' }, /^from 2025-03-01 to 2025-04-01 is 32 days, over the limit of 31; search a shorter range\.$/],
  ['dates backwards', { participants: [ny, london], duration_minutes: 30, from: '2025-03-10', to: '2025-03-01' }, /^to \(2025-03-01\) is before from \(2025-03-10\); put the earlier date in from\.$/],
  ['to and days', { participants: [ny, london], duration_minutes: 30, from: '2025-03-10', to: '2025-03-11', days: 2 }, /^Give to or days, not both/],
  ['February 30', { participants: [ny, london], duration_minutes: 30, from: '2025-02-30' }, /^Invalid from "2025-02-30": use a real calendar date as YYYY-MM-DD, e\.g\. "2025-03-14"\.$/],
  ['32 days ahead', { participants: [ny, london], duration_minutes: 30, days: 32 }, /^days must be a whole number from 1 to 31; got 32\.$/],
  ['0 days ahead', { participants: [ny, london], duration_minutes: 30, days: 0 }, /from 1 to 31; got 0/],
  ['an open range in from', { participants: [ny, london], duration_minutes: 30, from: 'after 2025-03-01' }, /^from "after 2025-03-01" is an open range \(a start with no end\), not one time; give a time such as "tomorrow 9am"\.$/],
  ['two dates in from', { participants: [ny, london], duration_minutes: 30, from: '2025-03-01 or 2025-03-08' }, /^from "2025-03-01 or 2025-03-08" holds more than one date or time \("2025-03-08" too\); pass one\.$/],
  ['year 1800', { participants: [ny, london], duration_minutes: 30, from: '1800-01-01', to: '1800-01-01' }, /between 1900-01-01 and 2200-12-31/],
  ['hour 25', { participants: [{ ...ny, start: '9', end: '25' }, london], duration_minutes: 30 }, /^Invalid participants\[0\]\.end "25": give a 24-hour local time such as "09:00" or "17:30" \("24:00" for midnight at the end\)\.$/],
  ['9am', { participants: [ny, { ...london, start: '9am' }], duration_minutes: 30 }, /^Invalid participants\[1\]\.start "9am"/],
  ['24:00 as a start', { participants: [ny, { ...london, start: '24:00' }], duration_minutes: 30 }, /^Invalid participants\[1\]\.start "24:00"/],
  ['empty hours', { participants: [ny, { ...london, start: '9', end: '9' }], duration_minutes: 30 }, /^participants\[1\]\.start and participants\[1\]\.end are the same time; for the whole day use start "00:00" and end "24:00"\.$/],
  ['a made-up weekday', { participants: [{ ...ny, working_days: 'Mon-Funday' }, london], duration_minutes: 30 }, /Invalid participants\[0\]\.working_days "Mon-Funday": list days like "Mon-Fri"/],
  ['weekday 8', { participants: [{ ...ny, working_days: '1-8' }, london], duration_minutes: 30 }, /working_days/],
  ['two-letter day', { participants: [{ ...ny, working_days: 'Mo' }, london], duration_minutes: 30 }, /working_days/],
  ['an unknown zone', { participants: [ny, { timezone: 'Nowhere/Land' }], duration_minutes: 30 }, /Unknown time zone "Nowhere\/Land" in participants\[1\]\.timezone/],
  ['a path as a zone', { participants: [{ timezone: '../../etc/passwd' }, london], duration_minutes: 30 }, /participants\[0\]\.timezone/],
  ['a long name', { participants: [{ ...ny, name: 'x'.repeat(65) }, london], duration_minutes: 30 }, /participants\[0\]\.name is too long; keep it under 64 characters\./],
  ['an uncovered country', { participants: [{ ...ny, country: 'Atlantis' }, london], duration_minutes: 30 }, /participants\[0\]\.country "Atlantis" has no holiday calendar; use an ISO code such as "DE" or "US-CA", or leave out country and set working_days\./],
  ['an unknown region', { participants: [ny, { ...london, country: 'DE-XX' }], duration_minutes: 30 }, /participants\[1\]\.country: Unknown region "XX" for Germany; use one of BB, .*, or give the country code alone, "DE"\./],
  ['an unknown region after a name', { participants: [ny, { ...london, country: 'Germany-XX' }], duration_minutes: 30 }, /^participants\[1\]\.country: Unknown region "XX" for Germany; use one of BB, .*, or give the country code alone, "DE"\.$/],
  ['a country the rules do not cover', { participants: [ny, { ...london, country: 'Afghanistan' }], duration_minutes: 30 }, /^participants\[1\]\.country "Afghanistan" has no holiday calendar; use an ISO code such as "DE" or "US-CA", or leave out country and set working_days\.$/],
  ['an unknown country with a region', { participants: [ny, { ...london, country: 'ZZ-XX' }], duration_minutes: 30 }, /^participants\[1\]\.country "ZZ-XX" has no holiday calendar; /],
  ['bad earliest', { participants: [ny, london], duration_minutes: 30, earliest: 'morning' }, /^earliest "morning" is a stretch of time, not one time of day; give a time of day such as "07:00" or "7am"\.$/],
  ['earliest with a day', { participants: [ny, london], duration_minutes: 30, earliest: 'tomorrow 7am' }, /^earliest "tomorrow 7am" names a day, not only a time of day; give a time of day such as "07:00" or "7am"\.$/],
  ['earliest not words', { participants: [ny, london], duration_minutes: 30, earliest: 'soonish' }, /^Invalid earliest "soonish": give a time of day such as "07:00" or "7am"\.$/],
  ['bad latest', { participants: [ny, london], duration_minutes: 30, latest: '25:00' }, /^Invalid latest "25:00"/],
];

for (const [name, args, message] of errors) {
  test(`find_meeting_time error: ${name}`, () => {
    const out = call(args);
    assert.ok('isError' in out, JSON.stringify(out));
    assert.match(out.content[0].text, message);
    assert.ok(!out.content[0].text.includes('\n'));
  });
}

test('find_meeting_time: "UK" alone is England and Wales, with a note: Easter Monday is off', () => {
  const r = call({
    participants: [
      { timezone: 'Europe/London', country: 'UK' },
      { timezone: 'UTC', start: '0', end: '24', working_days: '1-7' },
    ],
    duration_minutes: 60,
    from: '2026-04-06',
    to: '2026-04-06',
    max_results: 1,
  });
  assert.ok(!('isError' in r), r.content[0].text);
  const out = r.structuredContent as { off: string[]; assumed: string[] };
  assert.deepEqual(out.off, ['Europe/London: 2026-04-06 Easter Monday']);
  assert.deepEqual(out.assumed, [
    'participants[0].country: United Kingdom read as England and Wales; name GB-SCT or GB-NIR for Scotland or Northern Ireland',
  ]);
});

test('find_meeting_time: out-of-hours proposals are never slots, and the note says why and what to change', () => {
  const week = { from: '2027-01-11', to: '2027-01-15', max_results: 2 };
  // Honolulu (UTC-10), Kolkata (+05:30) and London (+00:00) on 9-17: Honolulu works 19:00-03:00 UTC, which
  // meets neither Kolkata (03:30-11:30) nor London (09:00-17:00); the least time outside is Honolulu's hour.
  const far = answer({
    participants: [{ timezone: 'Pacific/Honolulu' }, { timezone: 'Asia/Kolkata' }, { timezone: 'Europe/London' }],
    duration_minutes: 60,
    ...week,
  });
  assert.deepEqual(far.slots, []);
  assert.deepEqual(far.out_of_hours_slots, [
    {
      start: '2027-01-12T09:00Z',
      end: '2027-01-12T10:00Z',
      local: { 'Pacific/Honolulu': 'Mon 23:00-24:00', 'Asia/Kolkata': 'Tue 14:30-15:30', 'Europe/London': 'Tue 09:00-10:00' },
      out: { 'Pacific/Honolulu': 60 },
    },
    {
      start: '2027-01-13T09:00Z',
      end: '2027-01-13T10:00Z',
      local: { 'Pacific/Honolulu': 'Tue 23:00-24:00', 'Asia/Kolkata': 'Wed 14:30-15:30', 'Europe/London': 'Wed 09:00-10:00' },
      out: { 'Pacific/Honolulu': 60 },
    },
  ]);
  assert.equal(
    far.note,
    closest(
      "60-minute slot falls within everyone's working hours on these dates: Pacific/Honolulu's working hours never overlap anyone else's for 60 minutes. Widen someone's hours (start, end), or leave someone out",
    ),
  );
  assert.equal(far.shared, undefined);
  // Honolulu starting at 6 (16:00 UTC) meets London's last hour: then a real slot, and no out-of-hours list.
  const early = answer({
    participants: [
      { timezone: 'Pacific/Honolulu', start: '6', end: '14' },
      { timezone: 'Asia/Kolkata', start: '9', end: '23' },
      { timezone: 'Europe/London' },
    ],
    duration_minutes: 60,
    ...week,
    max_results: 1,
  });
  assert.deepEqual(early.slots, [
    {
      start: '2027-01-11T16:00Z',
      end: '2027-01-11T17:00Z',
      local: { 'Pacific/Honolulu': 'Mon 06:00-07:00', 'Asia/Kolkata': 'Mon 21:30-22:30', 'Europe/London': 'Mon 16:00-17:00' },
    },
  ]);
  assert.equal(early.out_of_hours_slots, undefined);
  assert.equal(early.note, undefined);
  // London (09-17 UTC), Berlin (08-16 UTC) and Kolkata (03:30-11:30 UTC) all work 09:00-11:30 UTC: 150 minutes, not 180.
  const long = answer({
    participants: [{ timezone: 'Europe/London' }, { timezone: 'Europe/Berlin' }, { timezone: 'Asia/Kolkata' }],
    duration_minutes: 180,
    ...week,
  });
  assert.deepEqual(long.slots, []);
  assert.equal(
    long.note,
    closest(
      "180-minute slot falls within everyone's working hours on these dates: everyone works at once for at most 150 minutes; shorten the meeting, or widen someone's hours (start, end)",
    ),
  );
  // Tokyo 9-17 (00-08 UTC), London 6-14 (06-14 UTC), Los Angeles 4-18 (12:00-02:00 UTC): each pair meets, never all three.
  const ring = answer({
    participants: [
      { timezone: 'Asia/Tokyo' },
      { timezone: 'Europe/London', start: '6', end: '14' },
      { timezone: 'America/Los_Angeles', start: '4', end: '18' },
    ],
    duration_minutes: 60,
    ...week,
  });
  assert.deepEqual(ring.slots, []);
  assert.equal(
    ring.note,
    closest(
      "60-minute slot falls within everyone's working hours on these dates: each pair's working hours overlap, but never all 3 at once; widen someone's hours (start, end), or leave someone out",
    ),
  );
  for (const slot of ring.out_of_hours_slots!) assert.equal(Object.keys(slot.out).length, 1, JSON.stringify(slot));
  // New York and London share 14-17 UTC (09-12 in New York), but not within 06:00-13:00 local for both.
  const bounded = answer({ participants: [ny, london], duration_minutes: 60, ...week, earliest: '06:00', latest: '13:00' });
  assert.deepEqual(bounded.slots, []);
  assert.equal(
    bounded.note,
    closest(
      "60-minute slot falls within everyone's working hours on these dates: everyone works at once only outside earliest and latest; widen earliest and latest",
    ),
  );
  assert.deepEqual(bounded.out_of_hours_slots?.[0], {
    start: '2027-01-11T12:00Z',
    end: '2027-01-11T13:00Z',
    local: { 'America/New_York': 'Mon 07:00-08:00', 'Europe/London': 'Mon 12:00-13:00' },
    out: { 'America/New_York': 60 },
  });
});

test("find_meeting_time: the view's data, worked out by hand across Berlin's clock change", () => {
  // Berlin first: the window is Fri 2026-03-27 00:00 CET (Thu 23:00Z) to Mon 00:00 CEST (Sun 22:00Z);
  // clocks go +01:00 to +02:00 at Sun 01:00Z. In seconds after the window's start.
  const out = call({
    participants: [
      { name: 'Bernd', timezone: 'Europe/Berlin', country: 'DE' },
      { name: 'Alice', timezone: 'America/New_York' },
    ],
    duration_minutes: 30,
    from: '2026-03-27',
    days: 3,
  });
  assert.ok(!('isError' in out));
  const h = 3600;
  assert.deepEqual(out._meta, {
    'meridian/view': {
      start: Date.parse('2026-03-26T23:00:00Z') / 1000,
      end: Date.parse('2026-03-29T22:00:00Z') / 1000,
      people: [
        // Friday 09:00-17:00 CET; the weekend off.
        {
          name: 'Bernd',
          zone: 'Europe/Berlin',
          hours: '09:00-17:00',
          work: [9 * h, 17 * h],
          offsets: [0, h, 50 * h, 2 * h],
          off: [],
          working: [],
        },
        // Friday 09:00-17:00 EDT, 13:00-21:00Z (Thursday's ended before the window).
        {
          name: 'Alice',
          zone: 'America/New_York',
          hours: '09:00-17:00',
          work: [14 * h, 22 * h],
          offsets: [0, -4 * h],
          off: [],
          working: [],
        },
      ],
    },
  });
  // Nothing of it in the answer the model reads.
  assert.doesNotMatch(out.content[0].text, /offsets|"work"/);
  assert.equal('meridian/view' in (out.structuredContent as object), false);
});

test('find_meeting_time: "Eastern" beside a participant in the US is US Eastern; beside London it is still ambiguous', () => {
  // zoneinfo: 09:00 in Los Angeles on 2026-12-08 is 12:00 in New York
  const us = call({
    participants: [{ timezone: 'Pacific' }, { timezone: 'Eastern' }],
    duration_minutes: 30,
    from: '2026-12-08',
    to: '2026-12-08',
  });
  assert.ok(!('isError' in us), JSON.stringify(us));
  const s = us.structuredContent as {
    slots: { local: Record<string, string> }[];
    resolved: { input: string; timezone: string; note?: string }[];
  };
  assert.deepEqual(s.slots[0]!.local, { 'America/Los_Angeles': 'Tue 09:00-09:30', 'America/New_York': 'Tue 12:00-12:30' });
  assert.match(
    s.resolved.find((r) => r.input === 'Eastern')!.note!,
    /^Read as US Eastern Time, the reading in the country of America\/Los_Angeles/,
  );
  const gb = call({
    participants: [{ timezone: 'Europe/London' }, { timezone: 'Eastern' }],
    duration_minutes: 30,
    from: '2026-12-08',
    to: '2026-12-08',
  });
  assert.ok('isError' in gb);
  assert.match(gb.content[0].text, /"Eastern" in participants\[1\]\.timezone is ambiguous/);
});
