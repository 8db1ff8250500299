import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt } from '../../test/helpers.js';
import { businessDays } from './business-days.js';
import { findMeetingTime } from './find-meeting-time.js';
import { TOOLS } from './index.js';
import { computeListing } from './listing.js';
import { completeZone, completeZoneList, readResource, RESOURCES, ResourceError } from './resources.js';
import { composeView, VIEWS } from './views.js';

const ctx = ctxAt('2026-07-01T12:00:00Z', 'America/New_York');
const read = (uri: string) => JSON.parse(readResource(ctx, uri).text) as Record<string, unknown>;
const refused = (uri: string): [string, string] => {
  try {
    readResource(ctx, uri);
  } catch (e) {
    assert.ok(e instanceof ResourceError, String(e));
    return [e.kind, e.message];
  }
  return assert.fail(`read ${uri}`);
};

test('time://now is the local zone, now', () => {
  assert.deepEqual(read('time://now'), {
    timezone: 'America/New_York',
    datetime: '2026-07-01T08:00:00-04:00',
    utc: '2026-07-01T12:00:00Z',
    offset: '-04:00',
    abbreviation: 'EDT',
    day_of_week: 'Wednesday',
    is_dst: true,
    tz_version: ctx.db.version,
  });
});

test('time://now/{zone}: encoded or not, any spelling, fractional and date-line zones', () => {
  assert.equal(read('time://now/Asia%2FKolkata').datetime, '2026-07-01T17:30:00+05:30');
  assert.equal(read('time://now/Pacific/Kiritimati').datetime, '2026-07-02T02:00:00+14:00');
  assert.equal(read('time://now/UTC%2B05%3A45').timezone, 'UTC+05:45');
  assert.deepEqual(read('time://now/Bombay').resolved, [
    { input: 'Bombay', timezone: 'Asia/Kolkata', via: 'city', note: 'Read as Mumbai, IN (pop 13M), by another of its names.' },
  ]);
});

test('time:// URIs that name nothing are refused with what a valid one looks like', () => {
  assert.deepEqual(refused('time://now/'), [
    'invalid',
    '"time://now/" names no zone; a valid URI is time://now or time://calendar, or either with / and a zone, e.g. time://now/Asia%2FTokyo or time://calendar/Europe/Paris?country=FR.',
  ]);
  assert.equal(refused('time://now/%E0%A4%A')[0], 'invalid');
  assert.equal(refused('time://now/%0A')[0], 'invalid');
  assert.equal(refused('time://later')[0], 'not-found');
  assert.match(refused('time://now/CST')[1], /^"CST" is ambiguous: .*In a URI: time:\/\/now/);
  assert.match(refused(`time://now/${'a'.repeat(5000)}`)[1], /^The URI is 5011 characters long/);
});

test('completeZone: by the whole name or its last part, canonical zones first, capped at 100', () => {
  assert.deepEqual(completeZone(ctx, 'new y').values, ['America/New_York']);
  assert.deepEqual(completeZone(ctx, 'kolk').values, ['Asia/Kolkata']);
  assert.deepEqual(completeZone(ctx, 'Asia/Calc').values, ['Asia/Calcutta']);
  const all = completeZone(ctx, '');
  assert.equal(all.values.length, 100);
  assert.ok(all.total > 500 && all.hasMore);
  assert.deepEqual(completeZone(ctx, 'zz-none').values, []);
  assert.deepEqual(completeZone(ctx, 'x'.repeat(300)).values, []);
  assert.deepEqual(completeZoneList(ctx, 'Asia/Tokyo,lond').values, ['Asia/Tokyo, Europe/London']);
});

test('the views: listed, read as MCP Apps HTML naming no other origin, and linked from their tools', () => {
  for (const [view, tool] of [
    ['meeting', findMeetingTime],
    ['month', businessDays],
  ] as const) {
    const uri = VIEWS[view].uri;
    assert.ok(RESOURCES.some((r) => r.uri === uri && r.mimeType === 'text/html;profile=mcp-app'));
    const page = readResource(ctx, uri);
    assert.equal(page.mimeType, 'text/html;profile=mcp-app');
    assert.deepEqual(page._meta, { ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true } });
    assert.match(page.text, /^<!doctype html>\n<html lang="en">/);
    // Its includes put in, nothing fetched: no include left, no src or href, no url(), no import.
    assert.doesNotMatch(page.text, /<!--include|\b(?:src|href)\s*=|url\(|@import|\bfetch\(|XMLHttpRequest|WebSocket/);
    assert.equal(page.text.search(/[^\x00-\x7f]/), -1, 'ASCII, as the bundle must be');
    assert.deepEqual(computeListing(tool, tool.input(ctx))._meta, { ui: { resourceUri: uri }, 'openai/outputTemplate': uri });
  }
  // The other tools have no view.
  assert.deepEqual(
    TOOLS.filter((t) => computeListing(t, t.input(ctx))._meta).map((t) => t.name),
    ['get_current_time', 'business_days', 'find_meeting_time'],
  );
  assert.deepEqual(refused('ui://meridian/nope.html'), [
    'not-found',
    'No view "ui://meridian/nope.html": the views are ui://meridian/meeting.html and ui://meridian/month.html.',
  ]);
});

test("a view's includes: a .css as a style element, a .js as a script element, anything else refused", () => {
  const files: Record<string, string> = { 'a.css': 'b { c: d }\n', 'e.js': 'f();\n' };
  assert.equal(
    composeView('<head>\n  <!--include a.css-->\n<!--include e.js-->\n</head>', (f) => files[f]!),
    '<head>\n<style>\nb { c: d }\n</style>\n<script>\nf();\n</script>\n</head>',
  );
  assert.throws(() => composeView('<!--include g.txt-->', () => ''), /only \.css and \.js/);
});
