// What is likely wrong with a schedule (lint), and a cron line meant in a zone rewritten for a
// scheduler that only runs UTC (convert). Both say facts, computed on the tz database: the dates a
// DST change touches, the UTC lines and the dates each holds.

import { daysInMonth, MONTH_NAMES, wallFromLocalSeconds } from '../core/civil.js';
import { InputError } from '../core/errors.js';
import { formatClock, formatDate, formatOffset, formatUtcSeconds } from '../core/iso-text.js';
import { SECONDS_PER_DAY, SECONDS_PER_MINUTE } from '../core/units.js';
import type { NamedZone } from '../time/zoned.js';
import type { Cron, CronField } from './cron.js';
import { cronDayMatches, isWildcardJob } from './cron.js';
import { list } from './explain.js';
import { events, take } from './occurrences.js';
import type { Schedule } from './schedule.js';

export interface Finding {
  /** A short name for the kind of problem: never-fires, day-or-weekday, uneven-step, weekday-numbers, month-end, dtstart, dst, utc-drift. */
  readonly issue: string;
  readonly detail: string;
}

const YEAR_SEC = 366 * SECONDS_PER_DAY;
const dateOf = (z: NamedZone, t: number) => formatDate(wallFromLocalSeconds(t + z.zone.offsetAt(t)));
const clockOf = (z: NamedZone, t: number) => formatClock(wallFromLocalSeconds(t + z.zone.offsetAt(t)), false);

/** Where a step that does not divide its field's range leaves an uneven gap: "*∕7 in the minute field". */
function unevenStep(f: CronField, name: string, size: number, base: number): Finding[] {
  return f.unevenSteps.map((text) => {
    const step = Number(text.slice(2));
    const values = [...f.values].sort((a, b) => a - b);
    const last = values[values.length - 1]!;
    const wrap = size - (last - base);
    return {
      issue: 'uneven-step',
      detail: `${text} in the ${name} field runs at ${list(values.slice(0, 3).map(String))} … ${last}, then ${values[0]} again ${wrap} ${name}${wrap > 1 ? 's' : ''} later, not ${step}: a step is even only when it divides ${size}.`,
    };
  });
}

function cronFindings(c: Cron): Finding[] {
  const out: Finding[] = [];
  const domSet = !c.dom.star || c.dom.specials.length > 0;
  if (domSet && !c.dow.star) {
    out.push({
      issue: 'day-or-weekday',
      detail: `Both day fields are set (${c.dom.text} and ${c.dow.text}), so cron runs on a day that matches EITHER one, not on days that match both; "the 13th if it is a Friday" has no cron form: use an RRULE such as FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR.`,
    });
  }
  if (!c.dom.star && c.dow.star && c.dom.specials.length === 0) {
    const months = [...c.month.values];
    const days = [...c.dom.values];
    const longest = Math.max(...months.map((m) => (m === 2 ? 29 : daysInMonth(2001, m))));
    if (days.every((d) => d > longest)) {
      out.push({
        issue: 'never-fires',
        detail: `Day ${list(days.map(String))} of the month never comes in ${list(months.sort((a, b) => a - b).map((m) => MONTH_NAMES[m - 1]!))}, which ha${months.length > 1 ? 've' : 's'} at most ${longest} days: this line never runs.`,
      });
    } else {
      const missing = months.filter((m) => days.every((d) => d > (m === 2 ? 28 : daysInMonth(2001, m))));
      if (missing.length && days.some((d) => d > 28)) {
        out.push({
          issue: 'month-end',
          detail: `Day ${list(days.filter((d) => d > 28).map(String))} is missing from ${missing.length} month${missing.length > 1 ? 's' : ''} (${list(missing.map((m) => MONTH_NAMES[m - 1]!.slice(0, 3)))}${missing.includes(2) ? ', February outside leap years' : ''}), so the line skips them; L is the last day of every month.`,
        });
      }
    }
  }
  out.push(
    ...unevenStep(c.second, 'second', 60, 0),
    ...unevenStep(c.minute, 'minute', 60, 0),
    ...unevenStep(c.hour, 'hour', 24, 0),
    ...unevenStep(c.dom, 'day', 31, 1),
    ...unevenStep(c.month, 'month', 12, 1),
  );
  const numeric = c.dow.text.split(',').filter((item) => /^\d[#L]/i.test(item));
  if (numeric.length) {
    out.push({
      issue: 'weekday-numbers',
      detail: `${list(numeric)} uses a weekday number, read here as Unix cron does (0 and 7 Sunday, 5 Friday); Quartz counts 1 as Sunday, so there 5 is Thursday. Names (FRI#2, FRIL) mean the same everywhere.`,
    });
  }
  return out;
}

function ruleFindings(s: Schedule): Finding[] {
  const out: Finding[] = [];
  if (s.parsed.kind !== 'rrule') return out;
  const rule = s.parsed.recurrence.rule;
  if (!rule) return out;
  const start = s.start!;
  const w = wallFromLocalSeconds(start.localSec);
  const days =
    rule.byMonthDay ??
    (rule.freq === 'MONTHLY' && !rule.byDay
      ? [w.day]
      : rule.freq === 'YEARLY' && !rule.byDay && !rule.byMonthDay && !rule.byWeekNo && !rule.byYearDay
        ? [w.day]
        : []);
  const late = days.filter((d) => d > 28 || d < -28);
  if (late.length && rule.skip === 'OMIT' && (rule.freq === 'MONTHLY' || rule.freq === 'YEARLY')) {
    out.push({
      issue: 'month-end',
      detail: `BYMONTHDAY ${list(late.map(String))} does not exist in every month, and RFC 5545 skips a month (or year) that lacks it; for the last day use BYMONTHDAY=-1, or add RSCALE=GREGORIAN;SKIP=BACKWARD (or FORWARD) to move it (RFC 7529).`,
    });
  }
  // DTSTART not an occurrence of its own rule.
  const first = events(s.spec, start.epochSec).next();
  // (A DTSTART in a DST gap is said in the answer's note, and by the dst findings.)
  const inGap = s.spec.zone.zone.instantsFor(start.localSec).length === 0;
  if (!inGap && !first.done && first.value.kind === 'at' && first.value.epochSec !== start.epochSec && s.parsed.recurrence.dtstart) {
    out.push({
      issue: 'dtstart',
      detail: `DTSTART (${formatUtcSeconds(start.epochSec)}) is not an occurrence of the rule, and RFC 5545 does not say what such a set is. This tool, like python-dateutil, starts at the first occurrence (${formatUtcSeconds(first.value.epochSec)}); calendar apps show DTSTART too, as an extra first event. Set DTSTART to the first occurrence.`,
    });
  }
  return out;
}

/** The next year's DST changes of the schedule's zone, and what each does to the schedule. */
function dstFindings(s: Schedule, fromSec: number): Finding[] {
  const z = s.spec.zone;
  const out: Finding[] = [];
  for (const tr of z.zone.transitions(fromSec, fromSec + YEAR_SEC)) {
    if (tr.before.offset === tr.after.offset) continue;
    let t;
    try {
      t = take(s.spec, tr.at - SECONDS_PER_DAY, { toSec: tr.at + SECONDS_PER_DAY, cap: 3000 });
    } catch (e) {
      if (e instanceof InputError) continue; // more than can be listed around one change: a sub-minute rule
      throw e;
    }
    const noted = t.occurrences.filter((o) => o.note);
    if (!noted.length && !t.dropped.length) continue;
    const what = [...noted.slice(0, 2).map((o) => o.note!), ...t.dropped.slice(0, 2)];
    const more = noted.length + t.dropped.length - what.length;
    const day = dateOf(z, tr.at);
    const text = what.join(' ');
    out.push({
      issue: 'dst',
      detail: `${text.startsWith(day) ? '' : `${day}: `}${text}${more > 0 ? ` (and ${more} more around this change)` : ''}`,
    });
  }
  return out;
}

/** A UTC (or fixed-offset) schedule read in the zone its times are meant in: where its local time moves. */
function driftFindings(s: Schedule, intent: NamedZone, fromSec: number): Finding[] {
  if (s.spec.zone.zone.transitions(fromSec, fromSec + YEAR_SEC).some((t) => t.before.offset !== t.after.offset)) return [];
  const changes = intent.zone.transitions(fromSec, fromSec + YEAR_SEC).filter((t) => t.before.offset !== t.after.offset);
  if (!changes.length) return [];
  const bounds = [fromSec, ...changes.map((t) => t.at), fromSec + YEAR_SEC];
  const parts: string[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const t = take(s.spec, bounds[i]!, { count: 1, cap: 1 });
    const o = t.occurrences[0];
    if (!o || o.epochSec >= bounds[i + 1]!) continue;
    const until = i + 1 < bounds.length - 1 ? ` until ${dateOf(intent, bounds[i + 1]!)}` : ' after that';
    parts.push(`at ${clockOf(intent, o.epochSec)} (${formatOffset(intent.zone.offsetAt(o.epochSec))})${until}`);
  }
  if (parts.length < 2) return [];
  return [
    {
      issue: 'utc-drift',
      detail: `This runs on ${s.spec.zone.name}'s clock, so in ${intent.name} its first run of each stretch is ${parts.join(', ')}: it moves an hour at each DST change. To keep the local time, run it with CRON_TZ=${intent.name} and the local time, or use operation "convert" for UTC lines that switch on those dates.`,
    },
  ];
}

/** Everything lint finds, most serious first. */
export function lint(s: Schedule, fromSec: number, intent?: NamedZone): Finding[] {
  const out: Finding[] = [];
  try {
    take(s.spec, fromSec, { count: 1, cap: 1 });
  } catch (e) {
    if (!(e instanceof InputError) || e.code !== 'schedule.no-occurrence') throw e;
    out.push({ issue: 'never-fires', detail: e.message });
  }
  const specific = s.parsed.kind === 'cron' ? cronFindings(s.parsed.cron) : ruleFindings(s);
  if (out.length && specific.some((f) => f.issue === 'never-fires')) out.length = 0;
  out.push(...specific);
  if (!out.some((f) => f.issue === 'never-fires')) {
    out.push(...dstFindings(s, fromSec));
    if (intent && intent.name !== s.spec.zone.name) out.push(...driftFindings(s, intent, fromSec));
  }
  return out;
}

/** "0,15", "9-17", "*": a field's values written back compactly. */
function field(values: readonly number[], min: number, max: number): string {
  const v = [...new Set(values)].sort((a, b) => a - b);
  if (v.length === max - min + 1) return '*';
  const out: string[] = [];
  for (let i = 0; i < v.length; ) {
    let j = i;
    while (j + 1 < v.length && v[j + 1] === v[j]! + 1) j++;
    out.push(j - i >= 2 ? `${v[i]}-${v[j]}` : v.slice(i, j + 1).join(','));
    i = j + 1;
  }
  return out.join(',');
}

export interface UtcStretch {
  readonly fromSec: number;
  readonly untilSec: number;
  readonly offsetSec: number;
  /** The UTC cron lines for the stretch, or why there are none. */
  readonly lines?: readonly string[];
  readonly why?: string;
}

/** The UTC cron lines of one offset: each local (hour, minute) moved by the offset, the day fields with it. */
function utcLines(c: Cron, offsetSec: number): { lines?: string[]; why?: string } {
  if (offsetSec % SECONDS_PER_MINUTE !== 0) return { why: `the offset ${formatOffset(offsetSec)} has seconds, which cron cannot say` };
  const off = offsetSec / SECONDS_PER_MINUTE;
  // dayShift → minute → hours
  const groups = new Map<number, Map<number, Set<number>>>();
  for (const h of c.hour.values) {
    for (const m of c.minute.values) {
      const u = h * 60 + m - off;
      const shift = Math.floor(u / 1440);
      const r = u - shift * 1440;
      const byMinute = groups.get(shift) ?? new Map<number, Set<number>>();
      groups.set(shift, byMinute);
      const hours = byMinute.get(r % 60) ?? new Set<number>();
      byMinute.set(r % 60, hours);
      hours.add(Math.floor(r / 60));
    }
  }
  const domSet = !c.dom.star || c.dom.specials.length > 0;
  const lines: string[] = [];
  for (const [shift, byMinute] of [...groups].sort((a, b) => a[0] - b[0])) {
    let dom = c.dom.text;
    let dow = c.dow.text;
    if (shift !== 0) {
      if (domSet)
        return {
          why: `a run moves to the ${shift < 0 ? 'previous' : 'next'} day in UTC, and the day-of-month field (${c.dom.text}) cannot move with it`,
        };
      if (c.month.values.size !== 12)
        return {
          why: `a run moves to the ${shift < 0 ? 'previous' : 'next'} day in UTC, which can cross into a month the month field (${c.month.text}) leaves out`,
        };
      if (c.dow.specials.length)
        return { why: `a run moves to the ${shift < 0 ? 'previous' : 'next'} day in UTC, and ${c.dow.text} cannot move with it` };
      if (!c.dow.star)
        dow = field(
          [...c.dow.values].map((d) => (((d + shift) % 7) + 7) % 7),
          0,
          6,
        );
      dom = '*';
    }
    // Minutes that share the same hours make one line.
    const byHours = new Map<string, number[]>();
    for (const [m, hours] of byMinute) {
      const key = field([...hours], 0, 23);
      byHours.set(key, [...(byHours.get(key) ?? []), m]);
    }
    for (const [hours, minutes] of byHours) {
      const sec = c.hasSeconds ? `${field([...c.second.values], 0, 59)} ` : '';
      lines.push(`${sec}${field(minutes, 0, 59)} ${hours} ${dom} ${c.month.text} ${dow}`);
    }
  }
  return { lines };
}

/** Most years one conversion covers. */
export const MAX_CONVERT_YEARS = 10;

/** A cron line meant in `z`, as UTC lines for each stretch of one offset from `fromSec` to `toSec`. */
export function convertToUtc(c: Cron, z: NamedZone, fromSec: number, toSec: number): UtcStretch[] {
  const bounds = [
    fromSec,
    ...z.zone
      .transitions(fromSec, toSec)
      .filter((t) => t.before.offset !== t.after.offset)
      .map((t) => t.at),
    toSec,
  ];
  const out: UtcStretch[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const offsetSec = z.zone.offsetAt(bounds[i]!);
    const r = utcLines(c, offsetSec);
    const prev = out[out.length - 1];
    if (prev && JSON.stringify(prev.lines) === JSON.stringify(r.lines) && prev.why === r.why) {
      out[out.length - 1] = { ...prev, untilSec: bounds[i + 1]! };
      continue;
    }
    out.push({ fromSec: bounds[i]!, untilSec: bounds[i + 1]!, offsetSec, ...r });
  }
  return out;
}

/** What the UTC lines do differently from cron in the zone: only at a DST change whose skipped or repeated hour holds a run. */
export function convertCaveat(c: Cron, z: NamedZone, fromSec: number, toSec: number): string {
  const touched: string[] = [];
  for (const tr of z.zone.transitions(fromSec, toSec)) {
    if (tr.before.offset === tr.after.offset) continue;
    const a = tr.at + Math.min(tr.before.offset, tr.after.offset);
    const b = tr.at + Math.max(tr.before.offset, tr.after.offset);
    const hit = [...c.hour.values].some((h) =>
      [...c.minute.values].some((m) => {
        const day = Math.floor(a / SECONDS_PER_DAY);
        for (const d of [day, day + 1]) {
          const local = d * SECONDS_PER_DAY + h * 3600 + m * 60;
          if (local >= a && local < b && cronDayMatches(c, d)) return true;
        }
        return false;
      }),
    );
    if (hit) touched.push(`${dateOf(z, tr.at)} (${tr.after.offset > tr.before.offset ? 'skipped' : 'repeated'} hour)`);
  }
  if (!touched.length)
    return `The UTC lines switch at each change's instant; no run falls in a skipped or repeated hour, so they run exactly when cron in ${z.name} would.`;
  const fixed = !isWildcardJob(c);
  return `The UTC lines switch at each change's instant. On ${list(touched)} they differ from cron in ${z.name}: ${fixed ? 'a skipped time does not run that day (cron in the zone runs it right after the jump), and a repeated time runs twice, once on each line (cron in the zone runs it once)' : 'a run in a skipped hour does not happen and a repeated hour runs twice, as cron in the zone does'}.`;
}
