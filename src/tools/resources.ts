// What Meridian offers besides tools, for hosts to attach and show without the model calling a
// tool: the resource time://now (the local time, zone, offset, weekday and tz version), the
// template time://now/{zone} for any zone, the calendar page time://calendar and
// time://calendar/{zone} (./calendar-page.ts; `?country=XX` for another country's holidays, or
// `?country=` for none), the views some tools' answers are drawn in (ui://, ./views.ts), and
// completions of zone names for that template's variable and for prompt arguments. Protocol-free:
// mcp/session.ts and mcp/server.ts answer the JSON-RPC methods from these, so both ways of
// answering a session give the same results.

import { InputError } from '../core/errors.js';
import { formatOffset, formatUtcSeconds } from '../core/iso-text.js';
import { nowSec } from '../time/clock.js';
import { wallAt } from '../time/zoned.js';
import { resolveZoneText, type ResolvedZone } from '../zones/resolve.js';
import { calendarPage } from './calendar-page.js';
import type { ToolContext } from './define.js';
import { MAX_ZONE_LENGTH } from './params.js';
import { describeInstant, resolvedReport } from './results.js';
import { composeViews, VIEW_RESOURCE_META, viewAt, VIEWS, type ViewName } from './views.js';

export const NOW_URI = 'time://now';
export const NOW_TEMPLATE = 'time://now/{zone}';
export const CALENDAR_URI = 'time://calendar';
export const CALENDAR_TEMPLATE = 'time://calendar/{zone}';
const JSON_TYPE = 'application/json';

export interface ResourceEntry {
  readonly uri: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly mimeType: string;
}

export interface ResourceTemplateEntry {
  readonly uriTemplate: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly mimeType: string;
}

export const RESOURCES: readonly ResourceEntry[] = [
  {
    uri: NOW_URI,
    name: 'now',
    title: 'Local time',
    description: 'The current local time, zone, UTC offset, weekday and tz data version.',
    mimeType: JSON_TYPE,
  },
  {
    uri: CALENDAR_URI,
    name: 'calendar',
    title: 'Calendar page',
    description:
      "Today in the local zone: date, weekday, ISO week, day of year, quarter; this week and next as weekday to date; the zone's country's holidays of the next 30 days; the next clock change; days left in the month, quarter and year.",
    mimeType: JSON_TYPE,
  },
  ...Object.values(VIEWS),
];

export const RESOURCE_TEMPLATES: readonly ResourceTemplateEntry[] = [
  {
    uriTemplate: NOW_TEMPLATE,
    name: 'now-in-zone',
    title: 'Time in a zone',
    description: 'The current time in a zone: an IANA name (Asia%2FTokyo or Asia/Tokyo) or any spelling Meridian reads (Tokyo, PST).',
    mimeType: JSON_TYPE,
  },
  {
    uriTemplate: CALENDAR_TEMPLATE,
    name: 'calendar-in-zone',
    title: 'Calendar page for a zone',
    description: "The calendar page (see time://calendar) for a zone; add ?country=DE for that country's holidays, ?country= for none.",
    mimeType: JSON_TYPE,
  },
];

/** The contents of a resource read: JSON text or a view's HTML, as resources/read returns it. */
export interface ResourceContents {
  readonly uri: string;
  readonly mimeType: string;
  readonly text: string;
  readonly _meta?: Record<string, unknown>;
}

/** An error that a resources/read answers with a JSON-RPC error: the URI names nothing (not found) or is malformed. */
export class ResourceError extends Error {
  override name = 'ResourceError';
  constructor(
    readonly kind: 'not-found' | 'invalid',
    readonly uri: string,
    message: string,
  ) {
    super(message);
  }
}

const VALID = `a valid URI is ${NOW_URI} or ${CALENDAR_URI}, or either with / and a zone, e.g. ${NOW_URI}/Asia%2FTokyo or ${CALENDAR_URI}/Europe/Paris?country=FR`;
const VALID_SENTENCE = `In a URI: ${NOW_URI} or ${CALENDAR_URI}, or either with / and a zone, e.g. ${NOW_URI}/Asia%2FTokyo or ${CALENDAR_URI}/Europe/Paris.`;
/** The longest URI read: a zone name is at most MAX_ZONE_LENGTH characters, percent-encoded at most three bytes each, and a country. */
const MAX_URI_LENGTH = CALENDAR_URI.length + 1 + MAX_ZONE_LENGTH * 3 + 200;

/** What a time resource says about one zone at the current instant. */
function nowIn(ctx: ToolContext, zone: ResolvedZone) {
  const epochSec = nowSec(ctx.clock);
  const { state } = wallAt(zone.zone, epochSec);
  const { timezone, datetime, day_of_week, is_dst } = describeInstant(zone, epochSec);
  return {
    timezone,
    datetime,
    utc: formatUtcSeconds(epochSec),
    offset: formatOffset(state.offset),
    abbreviation: state.abbr,
    day_of_week,
    is_dst,
    tz_version: ctx.db.version,
    ...resolvedReport(epochSec, zone),
  };
}

/** The local zone, resolved as a defaulted zone argument is. */
export function localZoneOf(ctx: ToolContext): ResolvedZone {
  const local = ctx.db.lookup(ctx.localZone);
  if (!local) throw new Error(`local zone "${ctx.localZone}" is not in the tz database`);
  return { name: local.name, zone: ctx.db.zone(local.canonical), defaulted: true, via: 'local' };
}

const decode = (uri: string, text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new ResourceError('invalid', uri, `"${uri.slice(0, 200)}" is not percent-encoded correctly; ${VALID}.`);
  }
};

/** The zone after `base/` in a URI, resolved, or a ResourceError. */
function zoneOfUri(ctx: ToolContext, uri: string, rest: string): ResolvedZone {
  const name = decode(uri, rest);
  if (name.trim() === '' || /[\u0000-\u001f\u007f]/.test(name) || name.length > MAX_ZONE_LENGTH) {
    throw new ResourceError('invalid', uri, `"${uri.slice(0, 200)}" names no zone; ${VALID}.`);
  }
  return resolveZoneText(ctx.db, name, 'zone');
}

// The views' pages composed at build time (scripts/views.ts, scripts/build.mjs), as JSON text; absent when running from source.
declare const __meridianViews: string | undefined;
let pages: Readonly<Record<ViewName, string>> | undefined;

/** A view's HTML page. */
function viewHtml(view: ViewName): string {
  pages ??= typeof __meridianViews === 'undefined' ? composeViews() : (JSON.parse(__meridianViews) as Record<ViewName, string>);
  return pages[view];
}

/** resources/read: time://now and time://now/{zone}, time://calendar and time://calendar/{zone}[?country=XX], a view's page; anything else is a ResourceError. */
export function readResource(ctx: ToolContext, uri: string): ResourceContents {
  const view = viewAt(uri);
  if (view) return { uri, mimeType: VIEWS[view].mimeType, text: viewHtml(view), _meta: VIEW_RESOURCE_META };
  if (uri.startsWith('ui://')) {
    throw new ResourceError(
      'not-found',
      uri.slice(0, 200),
      `No view "${uri.slice(0, 200)}": the views are ${Object.values(VIEWS)
        .map((v) => v.uri)
        .join(' and ')}.`,
    );
  }
  if (uri.length > MAX_URI_LENGTH)
    throw new ResourceError('invalid', uri.slice(0, 64), `The URI is ${uri.length} characters long; ${VALID}.`);
  let text: string;
  try {
    if (uri === NOW_URI) text = JSON.stringify(nowIn(ctx, localZoneOf(ctx)));
    else if (uri.startsWith(`${NOW_URI}/`)) text = JSON.stringify(nowIn(ctx, zoneOfUri(ctx, uri, uri.slice(NOW_URI.length + 1))));
    else if (uri === CALENDAR_URI || uri.startsWith(`${CALENDAR_URI}?`) || uri.startsWith(`${CALENDAR_URI}/`)) {
      const [path, query] = splitQuery(uri.slice(CALENDAR_URI.length));
      const country = query === undefined ? undefined : countryOfQuery(uri, query);
      const zone = path === '' ? localZoneOf(ctx) : zoneOfUri(ctx, uri, path.slice(1));
      text = JSON.stringify(calendarPage(ctx, zone, country));
    } else throw new ResourceError('not-found', uri, `No resource "${uri.slice(0, 200)}": ${VALID}.`);
  } catch (e) {
    if (e instanceof InputError)
      throw new ResourceError('not-found', uri, `${e.message.replace(/ in (zone|country)\b/, '')} ${VALID_SENTENCE}`);
    throw e;
  }
  return { uri, mimeType: JSON_TYPE, text };
}

function splitQuery(rest: string): [string, string | undefined] {
  const q = rest.indexOf('?');
  return q < 0 ? [rest, undefined] : [rest.slice(0, q), rest.slice(q + 1)];
}

/** The country of a calendar URI's query: `country=DE`, or `country=` for none. */
function countryOfQuery(uri: string, query: string): string {
  const m = /^country=([^&]*)$/.exec(query);
  if (!m)
    throw new ResourceError(
      'invalid',
      uri,
      `"${uri.slice(0, 200)}": the only query a calendar URI takes is ?country=XX (an ISO code or name), or ?country= for no holidays.`,
    );
  return decode(uri, m[1]!.replace(/\+/g, ' '));
}

/** Most values a completion offers. */
const MAX_COMPLETIONS = 100;

export interface Completion {
  readonly values: string[];
  readonly total: number;
  readonly hasMore: boolean;
}

const NO_COMPLETION: Completion = { values: [], total: 0, hasMore: false };

/**
 * IANA zone names for what the user has typed: names whose whole or last part starts with it, in any
 * letter case, with "_" and " " alike ("new y" → America/New_York); canonical zones before links.
 */
export function completeZone(ctx: ToolContext, typed: string): Completion {
  const needle = typed.trim().toLowerCase().replace(/ /g, '_');
  if (needle.length > MAX_ZONE_LENGTH) return NO_COMPLETION;
  const canonical = new Set(ctx.db.zoneNames());
  const hits = ctx.db.names().filter((name) => {
    const lower = name.toLowerCase();
    return lower.startsWith(needle) || lower.slice(lower.lastIndexOf('/') + 1).startsWith(needle);
  });
  hits.sort((a, b) => Number(!canonical.has(a)) - Number(!canonical.has(b)) || (a < b ? -1 : 1));
  return { values: hits.slice(0, MAX_COMPLETIONS), total: hits.length, hasMore: hits.length > MAX_COMPLETIONS };
}

/** A list of zones typed so far, "Tokyo, Europe/Lo": completions of its last item, each with the items before it. */
export function completeZoneList(ctx: ToolContext, typed: string): Completion {
  const cut = typed.lastIndexOf(',');
  if (cut < 0) return completeZone(ctx, typed);
  const head = typed.slice(0, cut + 1);
  const last = completeZone(ctx, typed.slice(cut + 1));
  const prefix = head.endsWith(' ') ? head : `${head} `;
  return { ...last, values: last.values.map((v) => prefix + v) };
}

/** What completion/complete asks about: a resource template's variable or a prompt's argument. */
export type CompletionRef =
  | { readonly type: 'ref/resource'; readonly uri: string }
  | { readonly type: 'ref/prompt'; readonly name: string };

/** completion/complete for a resource template variable; prompt arguments are tools/prompts.ts's. */
export function completeResource(ctx: ToolContext, uri: string, argument: string, value: string): Completion {
  return (uri === NOW_TEMPLATE || uri === CALENDAR_TEMPLATE) && argument === 'zone' ? completeZone(ctx, value) : NO_COMPLETION;
}
