// iCalendar (RFC 5545) text: a VCALENDAR of VEVENTs with a VTIMEZONE generated from Meridian's own
// tz data, never from a library's copy or the host's. The VTIMEZONE holds one STANDARD or DAYLIGHT
// component per run of yearly-regular clock changes (an RRULE such as BYMONTH=3;BYDAY=2SU, with
// UNTIL when the run ends) and one per irregular change (Casablanca's Ramadan, Vancouver's move to
// permanent -07:00), from the change in force when the events start to the last change they need;
// a zone that never changes gets one STANDARD component.

import { civilFromDays, daysInMonth, wallFromLocalSeconds } from '../core/civil.js';
import { SECONDS_PER_DAY } from '../core/units.js';
import type { NamedZone } from '../time/zoned.js';
import type { Transition } from '../tzdb/zone.js';
import { WEEKDAY_CODES } from './rrule.js';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** "20260308T023000" for local seconds; with "Z" for an instant. */
export function icsLocal(localSec: number): string {
  const w = wallFromLocalSeconds(localSec);
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}
export const icsUtc = (epochSec: number) => `${icsLocal(epochSec)}Z`;

/** "+0530", "-0700", "+001530" (seconds only when the offset has them). */
function icsOffset(sec: number): string {
  const a = Math.abs(sec);
  const s = a % 60;
  return `${sec < 0 ? '-' : '+'}${pad(Math.floor(a / 3600))}${pad(Math.floor((a % 3600) / 60))}${s ? pad(s) : ''}`;
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function icsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A TZID parameter value, quoted when it holds a character a parameter cannot (RFC 5545 §3.2). */
export function tzidParam(name: string): string {
  return /[;:,"]/.test(name) ? `"${name.replace(/"/g, '')}"` : name;
}

/** Lines folded at 75 octets (RFC 5545 §3.1), joined with CRLF. */
export function fold(lines: readonly string[]): string {
  const out: string[] = [];
  for (const line of lines) {
    const bytes = Buffer.from(line, 'utf8');
    if (bytes.length <= 75) {
      out.push(line);
      continue;
    }
    let start = 0;
    let first = true;
    while (start < bytes.length) {
      let end = Math.min(bytes.length, start + (first ? 75 : 74));
      while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--; // never split a UTF-8 sequence
      out.push((first ? '' : ' ') + bytes.subarray(start, end).toString('utf8'));
      start = end;
      first = false;
    }
  }
  return out.join('\r\n') + '\r\n';
}

interface Change {
  readonly tr: Transition;
  /** The local time of the change on the clock before it. */
  readonly local: number;
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number; // ISO
  readonly timeOfDay: number;
}

function changeOf(tr: Transition): Change {
  const local = tr.at + tr.before.offset;
  const epochDay = Math.floor(local / SECONDS_PER_DAY);
  const c = civilFromDays(epochDay);
  return { tr, local, ...c, weekday: ((((epochDay + 3) % 7) + 7) % 7) + 1, timeOfDay: local - epochDay * SECONDS_PER_DAY };
}

const sameKind = (a: Change, b: Change) =>
  a.tr.before.offset === b.tr.before.offset &&
  a.tr.after.offset === b.tr.after.offset &&
  a.tr.after.abbr === b.tr.after.abbr &&
  a.tr.after.isDst === b.tr.after.isDst &&
  a.month === b.month &&
  a.timeOfDay === b.timeOfDay;

/** The BYxxx parts that give every change of a run's date, or undefined when none does. */
function yearlyRule(run: readonly Change[]): string | undefined {
  const m = run[0]!.month;
  if (run.every((c) => c.day === run[0]!.day)) return `BYMONTH=${m};BYMONTHDAY=${run[0]!.day}`;
  if (!run.every((c) => c.weekday === run[0]!.weekday)) return undefined;
  const wd = WEEKDAY_CODES[run[0]!.weekday - 1];
  const n = Math.floor((run[0]!.day - 1) / 7) + 1;
  if (n <= 4 && run.every((c) => Math.floor((c.day - 1) / 7) + 1 === n)) return `BYMONTH=${m};BYDAY=${n}${wd}`;
  if (run.every((c) => c.day + 7 > daysInMonth(c.year, c.month))) return `BYMONTH=${m};BYDAY=-1${wd}`;
  const lo = Math.max(...run.map((c) => c.day)) - 6;
  const hi = Math.min(...run.map((c) => c.day));
  if (lo <= hi) {
    const days: number[] = [];
    for (let d = Math.max(1, lo); d < Math.max(1, lo) + 7; d++) days.push(d);
    return `BYMONTH=${m};BYDAY=${wd};BYMONTHDAY=${days.join(',')}`;
  }
  return undefined;
}

/** How far ahead a VTIMEZONE is written for events with no end: clock changes after this year follow the last rule. */
const OPEN_END_YEAR = 2100;

/**
 * The VTIMEZONE lines for `z`, covering instants from `fromSec` to `toSec` (undefined: no end).
 * Also returns the last year it spells out change by change, for the caller to state.
 */
export function vtimezone(z: NamedZone, fromSec: number, toSec: number | undefined): string[] {
  const zone = z.zone;
  const end = toSec ?? Date.UTC(OPEN_END_YEAR, 11, 31) / 1000;
  // The change in force at fromSec, and every change from then to the end.
  const before = zone.transitions(fromSec - 60 * 366 * SECONDS_PER_DAY, fromSec + 1);
  const trs = [...before.slice(-1), ...zone.transitions(fromSec + 1, end + 1)].filter(
    (t) => t.before.offset !== t.after.offset || t.before.abbr !== t.after.abbr || t.before.isDst !== t.after.isDst,
  );
  const lines = ['BEGIN:VTIMEZONE', `TZID:${z.name}`];
  const component = (isDst: boolean, body: string[]) =>
    lines.push(`BEGIN:${isDst ? 'DAYLIGHT' : 'STANDARD'}`, ...body, `END:${isDst ? 'DAYLIGHT' : 'STANDARD'}`);
  if (trs.length === 0) {
    const s = zone.stateAt(fromSec);
    component(s.isDst, [
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${icsOffset(s.offset)}`,
      `TZOFFSETTO:${icsOffset(s.offset)}`,
      `TZNAME:${icsText(s.abbr)}`,
    ]);
    lines.push('END:VTIMEZONE');
    return lines;
  }
  // Runs of changes of the same kind in consecutive years whose dates one yearly rule gives.
  const changes = trs.map(changeOf);
  const used = new Set<number>();
  for (let i = 0; i < changes.length; i++) {
    if (used.has(i)) continue;
    const run = [changes[i]!];
    used.add(i);
    let rule = undefined as string | undefined;
    for (let j = i + 1; j < changes.length; j++) {
      if (used.has(j)) continue;
      const c = changes[j]!;
      const last = run[run.length - 1]!;
      if (c.year > last.year + 1) break;
      if (c.year !== last.year + 1 || !sameKind(c, last)) continue;
      const r = yearlyRule([...run, c]);
      if (!r) break;
      run.push(c);
      rule = r;
      used.add(j);
    }
    const head = run[0]!;
    const a = head.tr.after;
    const body = [
      `DTSTART:${icsLocal(head.local)}`,
      `TZOFFSETFROM:${icsOffset(head.tr.before.offset)}`,
      `TZOFFSETTO:${icsOffset(a.offset)}`,
    ];
    if (run.length > 1 && rule) {
      const last = run[run.length - 1]!;
      // A run that reaches the end of an open-ended span goes on (the zone's current rule); else it stops.
      const open = toSec === undefined && last.year >= OPEN_END_YEAR - 1;
      body.push(`RRULE:FREQ=YEARLY;${rule}${open ? '' : `;UNTIL=${icsUtc(last.tr.at)}`}`);
    }
    body.push(`TZNAME:${icsText(a.abbr)}`);
    component(a.isDst, body);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

export interface IcsEvent {
  readonly uid: string;
  /** DTSTART's wall time in the zone (local seconds). */
  readonly startLocal: number;
  readonly durationSec: number;
  readonly summary?: string;
  readonly description?: string;
  readonly rrule?: string;
  readonly exdates?: readonly string[];
  /** EXDATE instants, as "…Z". */
  readonly exdatesUtc?: readonly string[];
  /** RDATE values, instants as "…Z". */
  readonly rdates?: readonly string[];
}

/** "PT45M", "PT1H30M", "P1D", "PT0S". */
function icsDuration(sec: number): string {
  if (sec === 0) return 'PT0S';
  const d = Math.floor(sec / SECONDS_PER_DAY);
  let r = sec % SECONDS_PER_DAY;
  const h = Math.floor(r / 3600);
  r %= 3600;
  const m = Math.floor(r / 60);
  const s = r % 60;
  return `P${d ? `${d}D` : ''}${h || m || s ? 'T' : ''}${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

/** A whole VCALENDAR: the events in one zone, with its VTIMEZONE for [fromSec, toSec]. */
export function calendar(z: NamedZone, events: readonly IcsEvent[], stampSec: number, fromSec: number, toSec: number | undefined): string {
  const tz = tzidParam(z.name);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Meridian//Meridian MCP time server//EN',
    'CALSCALE:GREGORIAN',
    ...vtimezone(z, fromSec, toSec),
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icsUtc(stampSec)}`,
      `DTSTART;TZID=${tz}:${icsLocal(e.startLocal)}`,
      `DURATION:${icsDuration(e.durationSec)}`,
    );
    if (e.rrule) lines.push(`RRULE:${e.rrule}`);
    if (e.exdates?.length) lines.push(`EXDATE;TZID=${tz}:${e.exdates.join(',')}`);
    if (e.exdatesUtc?.length) lines.push(`EXDATE:${e.exdatesUtc.join(',')}`);
    if (e.rdates?.length) lines.push(`RDATE:${e.rdates.join(',')}`);
    if (e.summary) lines.push(`SUMMARY:${icsText(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${icsText(e.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return fold(lines);
}

/** A stable UID for an event from what defines it (FNV-1a), so the same schedule exports the same UID. */
export function uidOf(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    h1 = Math.imul(h1 ^ text.charCodeAt(i), 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ text.charCodeAt(i), 0x811c9dc5) >>> 0;
  }
  return `${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}@meridian`;
}
