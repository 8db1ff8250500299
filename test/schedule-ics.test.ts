// Every .ics the schedule tool writes, read back by two real iCalendar parsers: ical.js (Mozilla's,
// used by Thunderbird; it has no zone data of its own) and Python's icalendar (test/schedule-ics.py,
// whose Timezone.to_tz() reads the VTIMEZONE). The VTIMEZONE (generated from Meridian's tz data) and
// the VEVENT (RRULE, EXDATE, RDATE) must give exactly the instants the tool lists, across DST gaps
// and overlaps in both directions, half-hour and 45-minute zones, Casablanca's Ramadan changes,
// Vancouver's move to permanent -07:00 and a zone that never changes.
//
// Calendar code reads a wall time inside a DST gap or overlap in more than one way (RFC 5545 §3.3.5:
// the offset before a gap, the first of a repeat; ical.js takes the offset after a gap and the
// second of a repeat). The .ics states every such occurrence as an RDATE instant and excludes the
// other readings as EXDATE instants, so each policy (skip, shift, after) is read back the same here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ICAL from 'ical.js';
import { schedule } from '../src/tools/schedule.js';
import { ctxAt, runChecked } from './helpers.js';

const ctx = ctxAt('2026-12-01T12:00:00Z', 'Europe/Warsaw');
const N = 40;

interface Case {
  readonly rule: string;
  readonly timezone?: string;
  readonly from: string;
  readonly dst?: 'skip' | 'shift' | 'after';
}

const DAILY = (zone: string, start: string, time: string, count = N) =>
  `DTSTART;TZID=${zone}:${start.replace(/-/g, '')}T${time.replace(/:/g, '')}\nRRULE:FREQ=DAILY;COUNT=${count}`;

// biome-ignore format: a table, one row a line
const CASES: Case[] = [
  // New York, both directions, RRULE and cron, fixed times and by the clock.
  { rule: DAILY('America/New_York', '2027-03-01', '02:30:00'), from: '2027-02-28T00:00:00Z' },
  { rule: DAILY('America/New_York', '2027-03-01', '02:30:00'), from: '2027-02-28T00:00:00Z', dst: 'after' },
  { rule: DAILY('America/New_York', '2027-03-01', '02:30:00'), from: '2027-02-28T00:00:00Z', dst: 'shift' },
  { rule: 'FREQ=DAILY;BYHOUR=2,14;BYMINUTE=30', timezone: 'America/New_York', from: '2027-03-01T00:00:00Z', dst: 'shift' },
  { rule: DAILY('America/New_York', '2026-10-20', '01:30:00'), from: '2026-10-19T00:00:00Z' },
  { rule: 'DTSTART;TZID=America/New_York:20270301T093000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20270601T000000Z\nEXDATE;TZID=America/New_York:20270310T093000\nRDATE:20270313T150000Z', from: '2027-02-28T00:00:00Z' },
  { rule: '30 2 * * *', timezone: 'America/New_York', from: '2027-03-01T00:00:00Z' },
  { rule: '30 1 * * *', timezone: 'America/New_York', from: '2026-10-20T00:00:00Z' },
  { rule: '0 * * * *', timezone: 'America/New_York', from: '2026-10-31T20:00:00Z' },
  { rule: '*/20 * * * *', timezone: 'America/New_York', from: '2027-03-14T05:30:00Z' },
  { rule: 'DTSTART;TZID=America/New_York:20261031T220000\nRRULE:FREQ=HOURLY;COUNT=40', from: '2026-10-31T00:00:00Z' },
  // London and Sydney.
  { rule: DAILY('Europe/London', '2027-03-20', '01:30:00'), from: '2027-03-19T00:00:00Z' },
  { rule: DAILY('Europe/London', '2027-10-20', '01:30:00'), from: '2027-10-19T00:00:00Z' },
  { rule: '30 2 * * *', timezone: 'Australia/Sydney', from: '2027-09-25T00:00:00Z' },
  { rule: '30 2 * * *', timezone: 'Australia/Sydney', from: '2027-03-25T00:00:00Z' },
  // Lord Howe's half-hour change, Chatham's 45-minute offset.
  { rule: DAILY('Australia/Lord_Howe', '2027-09-25', '02:15:00'), from: '2027-09-24T00:00:00Z' },
  { rule: DAILY('Australia/Lord_Howe', '2027-09-25', '02:15:00'), from: '2027-09-24T00:00:00Z', dst: 'after' },
  { rule: DAILY('Australia/Lord_Howe', '2027-09-25', '02:15:00'), from: '2027-09-24T00:00:00Z', dst: 'shift' },
  { rule: DAILY('Australia/Lord_Howe', '2027-03-25', '01:45:00'), from: '2027-03-24T00:00:00Z' },
  { rule: DAILY('Pacific/Chatham', '2027-09-15', '03:00:00'), from: '2027-09-14T00:00:00Z' },
  { rule: '0 3 * * *', timezone: 'Pacific/Chatham', from: '2027-09-14T00:00:00Z', dst: 'shift' },
  { rule: DAILY('Pacific/Chatham', '2027-03-25', '03:00:00'), from: '2027-03-24T00:00:00Z' },
  // Casablanca's Ramadan changes of 2026 (back an hour, then forward), and its move to +00.
  { rule: DAILY('Africa/Casablanca', '2026-02-01', '02:30:00', 60), from: '2026-01-31T00:00:00Z' },
  { rule: DAILY('Africa/Casablanca', '2026-03-10', '02:30:00'), from: '2026-03-09T00:00:00Z', dst: 'after' },
  { rule: DAILY('Africa/Casablanca', '2026-09-01', '01:30:00', 40), from: '2026-08-31T00:00:00Z' },
  // Vancouver: its last DST, then permanent -07:00 from 2026-11-01.
  { rule: DAILY('America/Vancouver', '2026-10-20', '01:30:00', 200), from: '2026-10-19T00:00:00Z' },
  { rule: '0 9 * * 1-5', timezone: 'America/Vancouver', from: '2026-10-15T00:00:00Z' },
  // Monthly and yearly, month ends and leap days, in zones with and without DST.
  { rule: 'DTSTART;TZID=Europe/Berlin:20270131T090000\nRRULE:FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=24', from: '2027-01-01T00:00:00Z' },
  { rule: 'DTSTART;TZID=Europe/Berlin:20240229T090000\nRRULE:FREQ=YEARLY;COUNT=12', from: '2024-01-01T00:00:00Z' },
  { rule: 'DTSTART;TZID=Asia/Tokyo:20270101T170000\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=30', from: '2027-01-01T00:00:00Z' },
  { rule: '0 9 * * 5#2', timezone: 'Asia/Kolkata', from: '2027-01-01T00:00:00Z' },
  { rule: '0 17 L * *', timezone: 'Pacific/Apia', from: '2027-01-01T00:00:00Z' },
  { rule: 'DTSTART;TZID=Etc/UTC:20270105T150000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', from: '2027-01-01T00:00:00Z' },
  { rule: DAILY('America/Sao_Paulo', '2027-01-01', '00:00:00'), from: '2026-12-31T00:00:00Z', dst: 'shift' },
];

function ours(c: Case): number[] {
  const r = runChecked(schedule, { ...c, operation: 'next', count: N, from: c.from }, ctx);
  assert.ok(!('isError' in r), JSON.stringify(r));
  const occ = (r.structuredContent as { occurrences: (string | { at: string })[] }).occurrences;
  return occ.map((o) => Date.parse(typeof o === 'string' ? o : o.at) / 1000);
}

function icalJs(c: Case, count: number): { instants: number[]; text: string } {
  const r = runChecked(schedule, { ...c, operation: 'ics', count: N, duration_minutes: 30 }, ctx);
  assert.ok(!('isError' in r), JSON.stringify(r));
  const block = r.content[1] as { type: 'resource'; resource: { text: string } };
  const text = block.resource.text;
  const comp = new ICAL.Component(ICAL.parse(text));
  const zones = comp.getAllSubcomponents('vtimezone');
  assert.equal(zones.length, 1);
  ICAL.TimezoneService.reset();
  for (const z of zones) ICAL.TimezoneService.register(z);
  const event = new ICAL.Event(comp.getFirstSubcomponent('vevent')!);
  assert.ok(event.uid.endsWith('@meridian'));
  const it = event.iterator();
  const instants: number[] = [];
  // The .ics holds an RRULE from its DTSTART; the tool's "next" lists what comes from `from` on.
  const from = Date.parse(c.from) / 1000;
  for (let t = it.next(); t && instants.length < count; t = it.next()) if (t.toUnixTime() >= from) instants.push(t.toUnixTime());
  return { instants, text };
}

for (const c of CASES) {
  test(`ical.js reads back the .ics of ${JSON.stringify(c)}`, () => {
    const want = ours(c);
    // A rule that ends before N must end in ical.js too: ask it for more than there are.
    const { instants, text } = icalJs(c, want.length < N ? N + 5 : N);
    const iso = (xs: number[]) => xs.map((t) => new Date(t * 1000).toISOString());
    assert.deepEqual(iso(instants), iso(want), text);
    assert.ok(want.length >= 10, `only ${want.length} occurrences to compare`);
  });
}

test('a zone that never changes gets one STANDARD block; a permanent-offset change a well-formed one', () => {
  const kolkata = runChecked(schedule, { rule: '0 9 * * *', timezone: 'Asia/Kolkata', operation: 'ics' }, ctx);
  const k = (kolkata.content[1] as { resource: { text: string } }).resource.text;
  assert.match(
    k,
    /BEGIN:VTIMEZONE\r\nTZID:Asia\/Kolkata\r\nBEGIN:STANDARD\r\nDTSTART:\d{8}T\d{6}\r\nTZOFFSETFROM:\+0530\r\nTZOFFSETTO:\+0530\r\nTZNAME:IST\r\nEND:STANDARD\r\nEND:VTIMEZONE/,
  );
  const vancouver = runChecked(
    schedule,
    { rule: DAILY('America/Vancouver', '2026-10-20', '09:00:00', 30), operation: 'ics', from: '2026-10-19T00:00:00Z' },
    ctx,
  );
  const v = (vancouver.content[1] as { resource: { text: string } }).resource.text;
  assert.ok(
    v.includes('BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0700\r\nTZOFFSETTO:-0700\r\nTZNAME:MST\r\nEND:STANDARD'),
    v,
  );
  assert.ok(
    !/RRULE:FREQ=YEARLY/.test(v.slice(v.indexOf('BEGIN:VTIMEZONE'), v.indexOf('END:VTIMEZONE'))),
    'no yearly rule after the last change',
  );
});

test('find_meeting_time with ics: each proposed slot as its own .ics, read back by ical.js at the slot instants', async () => {
  const { findMeetingTime } = await import('../src/tools/find-meeting-time.js');
  // Across New York's change (2027-03-14) and with a half-hour zone.
  const args = {
    participants: [
      { timezone: 'America/New_York', name: 'Sam' },
      { timezone: 'Asia/Kolkata', name: 'Priya' },
    ],
    duration_minutes: 45,
    from: '2027-03-12',
    to: '2027-03-16',
    max_results: 4,
  };
  const plain = runChecked(findMeetingTime, args, ctx);
  const withIcs = runChecked(findMeetingTime, { ...args, ics: true }, ctx);
  assert.ok(!('isError' in plain) && !('isError' in withIcs));
  // New York's and Kolkata's 9-17 never meet: the proposals are the out-of-hours ones.
  const proposed = plain.structuredContent as {
    slots: { start: string; end: string }[];
    out_of_hours_slots?: { start: string; end: string }[];
  };
  assert.deepEqual(proposed.slots, []);
  const slots = [...proposed.slots, ...(proposed.out_of_hours_slots ?? [])];
  assert.equal(slots.length, 4);
  const answer = withIcs.structuredContent as { slots: unknown[]; ics: string[] };
  // The answer is the same, plus the names of the files.
  assert.deepEqual({ ...answer, ics: undefined }, { ...(plain.structuredContent as object), ics: undefined });
  assert.equal(withIcs.content.length, 1 + slots.length);
  slots.forEach((slot, i) => {
    const block = withIcs.content[i + 1] as { type: 'resource'; resource: { uri: string; mimeType: string; text: string } };
    assert.equal(block.resource.mimeType, 'text/calendar');
    assert.equal(block.resource.uri, answer.ics[i]);
    const comp = new ICAL.Component(ICAL.parse(block.resource.text));
    ICAL.TimezoneService.reset();
    for (const z of comp.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(z);
    const event = new ICAL.Event(comp.getFirstSubcomponent('vevent')!);
    assert.equal(event.startDate.toUnixTime(), Date.parse(slot.start.replace('Z', ':00Z')) / 1000);
    assert.equal(event.endDate.toUnixTime(), Date.parse(slot.end.replace('Z', ':00Z')) / 1000);
    assert.equal(event.startDate.zone.tzid, 'America/New_York');
  });
});

/** A Python 3 with Debian's python3-icalendar (and dateutil, which it brings). */
function findPython(): string | undefined {
  for (const py of ['python3', '/usr/bin/python3']) {
    if (spawnSync(py, ['-c', 'import icalendar, dateutil.rrule'], { encoding: 'utf8' }).status === 0) return py;
  }
  return undefined;
}
const python = findPython();
const required = process.env.MERIDIAN_REQUIRE_ORACLES === '1';

test('Python icalendar reads back the same .ics files at the same instants', {
  skip: !python && !required && 'python3 with icalendar not found (apt install python3-icalendar)',
}, () => {
  assert.ok(python, 'python3 with icalendar is required (apt install python3-icalendar)');
  const files = CASES.map((c) => {
    const r = runChecked(schedule, { ...c, operation: 'ics', count: N, duration_minutes: 30 }, ctx);
    return { ics: (r.content[1] as { resource: { text: string } }).resource.text, from: Date.parse(c.from) / 1000, n: N };
  });
  const script = fileURLToPath(new URL('./schedule-ics.py', import.meta.url));
  const py = spawnSync(python!, [script], { input: JSON.stringify({ files }), encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.equal(py.status, 0, `python failed: ${py.stderr}`);
  const theirs = JSON.parse(py.stdout) as number[][];
  const iso = (xs: number[]) => xs.map((t) => new Date(t * 1000).toISOString());
  const differ = CASES.map((c, i) => ({ c, ours: iso(ours(c)), theirs: iso(theirs[i]!) })).filter(
    (x) => JSON.stringify(x.ours) !== JSON.stringify(x.theirs),
  );
  assert.deepEqual(differ.slice(0, 2), [], `${differ.length} of ${CASES.length} files read differently`);
});
