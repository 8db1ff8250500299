// End to end: the official MCP SDK client spawns the built bundle (dist/meridian.mjs) over stdio
// and talks to it in both protocol eras, exactly as Claude Desktop or an IDE would.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { computeListing } from '../src/tools/listing.js';
import { TOOLS } from '../src/tools/index.js';
import { ctxAt, db } from './helpers.js';

export const BUNDLE = fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));
const ARGS = [BUNDLE, '--now', '2026-11-30T12:00:00Z', '--local-timezone', 'Europe/Paris'];
const SNAPSHOT = fileURLToPath(new URL('./tools-list.snapshot.json', import.meta.url));

const ERAS = [
  { era: 'legacy (initialize, 2025-11-25)', mode: 'legacy' as const, version: '2025-11-25' },
  { era: 'modern (stateless, 2026-07-28)', mode: { pin: '2026-07-28' }, version: '2026-07-28' },
];

for (const { era, mode, version } of ERAS) {
  test(`stdio ${era}: list and call both tools; errors keep the session`, async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: ARGS, stderr: 'pipe' });
    const client = new Client({ name: 'meridian-e2e', version: '1.0.0' }, { versionNegotiation: { mode } });
    await client.connect(transport);
    try {
      assert.equal(client.getNegotiatedProtocolVersion(), version);
      const { tools } = await client.listTools();
      assert.deepEqual(
        tools.map((t) => t.name),
        TOOLS.map((t) => t.name),
      );

      const now = await client.callTool({ name: 'get_current_time', arguments: { timezone: 'America/Vancouver' } });
      assert.deepEqual(now.structuredContent, {
        timezone: 'America/Vancouver',
        datetime: '2026-11-30T05:00:00-07:00',
        day_of_week: 'Monday',
        is_dst: false,
      });
      assert.deepEqual(now.content, [{ type: 'text', text: JSON.stringify(now.structuredContent) }]);
      assert.notEqual(now.isError, true);

      const local = await client.callTool({ name: 'get_current_time', arguments: {} });
      assert.equal((local.structuredContent as { timezone: string }).timezone, 'Europe/Paris');

      const bad = await client.callTool({ name: 'get_current_time', arguments: { timezone: 'Asia/Tokyoo' } });
      assert.equal(bad.isError, true);
      assert.deepEqual(bad.content, [{ type: 'text', text: 'Unknown time zone "Asia/Tokyoo" in timezone. Did you mean "Asia/Tokyo"?' }]);

      const illTyped = await client.callTool({ name: 'get_current_time', arguments: { timezone: 5 } });
      assert.equal(illTyped.isError, true);
      assert.match((illTyped.content as unknown as [{ text: string }])[0].text, /timezone/);

      await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), /no_such_tool/);

      const conv = await client.callTool({
        name: 'convert_time',
        arguments: { source_timezone: 'America/New_York', time: '02:30', date: '2024-03-10', target_timezone: 'Europe/London' },
      });
      assert.deepEqual(conv.structuredContent, {
        source: { timezone: 'America/New_York', datetime: '2024-03-10T03:30:00-04:00', day_of_week: 'Sunday', is_dst: true },
        target: { timezone: 'Europe/London', datetime: '2024-03-10T07:30:00+00:00', day_of_week: 'Sunday', is_dst: false },
        time_difference: '+4.0h',
        note: '02:30 does not exist in America/New_York on 2024-03-10 (clocks jumped forward from 02:00 to 03:00); used 03:30 EDT (-04:00).',
      });

      // Said on Monday 2026-11-30: "next Friday" is Dec 11, or the coming Friday, Dec 4.
      const parsed = await client.callTool({ name: 'parse_time', arguments: { text: 'next Friday at 3pm', timezone: 'America/New_York' } });
      assert.deepEqual(parsed.structuredContent, {
        timezone: 'America/New_York',
        datetime: '2026-12-11T15:00:00-05:00',
        utc: '2026-12-11T20:00:00Z',
        kind: 'instant',
        day_of_week: 'Friday',
        is_dst: false,
        grain: 'hour',
        alternatives: [{ datetime: '2026-12-04T15:00:00-05:00', day_of_week: 'Friday', reading: 'the coming Friday' }],
      });
      const unreadable = await client.callTool({ name: 'parse_time', arguments: { text: 'whenever' } });
      assert.equal(unreadable.isError, true);
      assert.match(
        (unreadable.content as unknown as [{ text: string }])[0].text,
        /^Could not read a date or time in "whenever"; try a phrasing like /,
      );

      // Any zone spelling, through the lazily loaded name tables, and what it was read as.
      const city = await client.callTool({ name: 'get_current_time', arguments: { timezone: 'São Paulo' } });
      assert.deepEqual(city.structuredContent, {
        timezone: 'America/Sao_Paulo',
        datetime: '2026-11-30T09:00:00-03:00',
        day_of_week: 'Monday',
        is_dst: false,
        resolved: [{ input: 'São Paulo', timezone: 'America/Sao_Paulo', via: 'city' }],
      });
      const ambiguous = await client.callTool({ name: 'get_current_time', arguments: { timezone: 'CST' } });
      assert.equal(ambiguous.isError, true);
      assert.match(
        (ambiguous.content as unknown as [{ text: string }])[0].text,
        /^"CST" in timezone is ambiguous: Central Standard Time \(America\/Chicago/,
      );

      const info = await client.callTool({ name: 'timezone_info', arguments: { query: 'Europe/London', transitions: 1 } });
      assert.notEqual(info.isError, true);
      const london = info.structuredContent as {
        tz_version: string;
        zones: { offset: string; next_transitions: { from: string; to: string }[] }[];
      };
      assert.match(london.tz_version, /^\d{4}[a-z]$/);
      assert.deepEqual([london.zones[0]!.offset, london.zones[0]!.next_transitions[0]!.to], ['+00:00', '2027-03-28T02:00:00+01:00']);

      // Holidays, through the lazily loaded rules engine and country file (dist/lazy/holiday-parser.cjs,
      // dist/lazy/holidays/DE.json): from the Wednesday before Christmas, 3 business days in Germany;
      // "today" is Monday in Paris.
      const biz = await client.callTool({
        name: 'business_days',
        arguments: { operation: 'add', date: '2026-12-23', days: 3, country: 'DE' },
      });
      assert.deepEqual(biz.structuredContent, {
        date: '2026-12-29',
        weekday: 'Tuesday',
        skipped: { weekend_days: 2, holidays: [{ date: '2026-12-25', name: 'Christmas Day' }] },
        assumed: ['weekend: Sat+Sun (Germany)', 'holidays: public, Germany'],
      });
      const today = await client.callTool({ name: 'business_days', arguments: { operation: 'is_business_day', country: 'US' } });
      assert.deepEqual(today.structuredContent, {
        date: '2026-11-30',
        weekday: 'Monday',
        business_day: true,
        assumed: ['date: today in Europe/Paris (2026-11-30)', 'weekend: Sat+Sun (United States)', 'holidays: public, United States'],
      });
      const nowhere = await client.callTool({ name: 'business_days', arguments: { operation: 'next', country: 'Atlantis' } });
      assert.equal(nowhere.isError, true);

      // New York and London during the weeks the US has changed clocks and the UK has not (and the
      // holiday library loads on first use).
      const meeting = await client.callTool({
        name: 'find_meeting_time',
        arguments: {
          participants: [{ timezone: 'New York' }, { timezone: 'Europe/London', name: 'Ana', country: 'GB' }],
          duration_minutes: 60,
          from: '2027-03-15',
          to: '2027-03-15',
          max_results: 1,
        },
      });
      assert.deepEqual(meeting.structuredContent, {
        slots: [
          {
            start: '2027-03-15T13:00Z',
            end: '2027-03-15T14:00Z',
            local: { 'America/New_York': 'Mon 09:00-10:00', Ana: 'Mon 13:00-14:00' },
          },
        ],
        shared: ['Mon 2027-03-15 13:00-17:00'],
        resolved: [{ input: 'New York', timezone: 'America/New_York', via: 'city' }],
        assumed: [
          'participants[1].country: United Kingdom read as England and Wales; name GB-SCT or GB-NIR for Scotland or Northern Ireland',
        ],
      });
      // A file beside the answer: an embedded resource, after the JSON text, on the lean session
      // (legacy era) and through the SDK (modern era) alike.
      const ics = await client.callTool({
        name: 'schedule',
        arguments: { rule: '30 2 * * *', timezone: 'America/New_York', operation: 'ics', count: 3 },
      });
      const blocks = ics.content as { type: string; text?: string; resource?: { uri: string; mimeType: string; text: string } }[];
      assert.deepEqual(
        blocks.map((b) => b.type),
        ['text', 'resource'],
      );
      assert.equal(blocks[0]!.text, JSON.stringify(ics.structuredContent));
      assert.equal(blocks[1]!.resource!.mimeType, 'text/calendar');
      assert.equal(blocks[1]!.resource!.uri, (ics.structuredContent as { ics: { uri: string } }).ics.uri);
      assert.match(
        blocks[1]!.resource!.text,
        /^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VTIMEZONE\r\nTZID:America\/New_York\r\n[\s\S]*END:VCALENDAR\r\n$/,
      );
    } finally {
      await client.close();
    }
  });
}

for (const { era, mode } of ERAS) {
  test(`stdio ${era}: get_time and time_calculator (chrono-mcp parity)`, async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: ARGS, stderr: 'pipe' });
    const client = new Client({ name: 'meridian-e2e', version: '1.0.0' }, { versionNegotiation: { mode } });
    await client.connect(transport);
    try {
      const plain = await client.callTool({ name: 'get_time', arguments: {} });
      assert.deepEqual(plain.structuredContent, { baseTime: '2026-11-30T13:00:00.000+01:00' });
      assert.deepEqual(plain.content, [{ type: 'text', text: '{"baseTime":"2026-11-30T13:00:00.000+01:00"}' }]);

      const shaped = await client.callTool({
        name: 'get_time',
        arguments: {
          datetime: '2024-12-25T15:00:00Z',
          timezones: ['America/New_York', 'Asia/Tokyo'],
          formats: ['http', 'iso_week'],
          includeOffsets: true,
        },
      });
      assert.deepEqual(shaped.structuredContent, {
        baseTime: '2024-12-25T16:00:00.000+01:00',
        timezones: {
          'America/New_York': { time: '2024-12-25T10:00:00.000', offset: '-05:00' },
          'Asia/Tokyo': { time: '2024-12-26T00:00:00.000', offset: '+09:00' },
        },
        formats: { http: 'Wed, 25 Dec 2024 15:00:00 GMT', iso_week: '2024-W52-3' },
      });

      const badZone = await client.callTool({ name: 'get_time', arguments: { timezones: ['Mars/Olympus'] } });
      assert.equal(badZone.isError, true);

      const diff = await client.callTool({
        name: 'time_calculator',
        arguments: { operation: 'diff', base_time: '2024-01-01T00:00:00Z', compare_time: '2024-12-25T15:30:00Z' },
      });
      assert.deepEqual(diff.structuredContent, {
        result: { days: 359, hours: 15, minutes: 30, seconds: 0, milliseconds: 0, total_milliseconds: 31073400000 },
      });

      const add = await client.callTool({
        name: 'time_calculator',
        arguments: { operation: 'add', base_time: '2024-03-09T12:00:00', timezone: 'America/New_York', days: 1 },
      });
      assert.deepEqual(add.structuredContent, { result: '2024-03-10T12:00:00-04:00' });

      const badOp = await client.callTool({ name: 'time_calculator', arguments: { operation: 'multiply' } });
      assert.equal(badOp.isError, true);
      assert.match((badOp.content as unknown as [{ text: string }])[0].text, /operation/);

      const sortOne = await client.callTool({
        name: 'time_calculator',
        arguments: { operation: 'sort', base_time: '2024-03-15T10:30:00Z' },
      });
      assert.equal(sortOne.isError, true);
    } finally {
      await client.close();
    }
  });
}

for (const { era, mode } of ERAS) {
  test(`stdio ${era}: resources, templates, prompts and completions, the same in both ways of answering`, async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: ARGS, stderr: 'pipe' });
    const client = new Client({ name: 'meridian-e2e', version: '1.0.0' }, { versionNegotiation: { mode } });
    await client.connect(transport);
    try {
      assert.deepEqual(client.getServerCapabilities()?.resources, { listChanged: false });
      assert.deepEqual(client.getServerCapabilities()?.prompts, { listChanged: false });
      assert.deepEqual(client.getServerCapabilities()?.completions, {});
      const { resources } = await client.listResources();
      assert.deepEqual(
        resources.map((r) => [r.uri, r.mimeType]),
        [
          ['time://now', 'application/json'],
          ['time://calendar', 'application/json'],
          ['ui://meridian/meeting.html', 'text/html;profile=mcp-app'],
          ['ui://meridian/month.html', 'text/html;profile=mcp-app'],
        ],
      );
      // A view's page (test/views.test.ts shows it in a browser).
      const month = (await client.readResource({ uri: 'ui://meridian/month.html' })).contents;
      assert.equal(month.length, 1);
      assert.equal(month[0]!.mimeType, 'text/html;profile=mcp-app');
      assert.match((month[0] as { text: string }).text, /^<!doctype html>/);
      // What the view draws rides in the result's _meta, in both ways of answering; not in the text.
      const counted = await client.callTool({
        name: 'business_days',
        arguments: { operation: 'count', country: 'DE', date: '2026-03-25', end: '2026-04-10' },
      });
      assert.deepEqual(counted._meta?.['meridian/view'], {
        place: 'Germany',
        first: '2026-03-01',
        last: '2026-04-30',
        weekend: [6, 7],
        span: ['2026-03-25', '2026-04-10'],
        days: [
          ['2026-04-03', 'holiday', 'Good Friday'],
          ['2026-04-06', 'holiday', 'Easter Monday'],
        ],
      });
      assert.equal((counted.content as unknown as [{ text: string }])[0].text, JSON.stringify(counted.structuredContent));
      await assert.rejects(
        client.readResource({ uri: 'ui://meridian/nope.html' }),
        /No view "ui:\/\/meridian\/nope\.html": the views are ui:\/\/meridian\/meeting\.html and ui:\/\/meridian\/month\.html\./,
      );
      const { resourceTemplates } = await client.listResourceTemplates();
      assert.deepEqual(
        resourceTemplates.map((r) => r.uriTemplate),
        ['time://now/{zone}', 'time://calendar/{zone}'],
      );

      const now = await client.readResource({ uri: 'time://now' });
      assert.deepEqual(JSON.parse((now.contents[0] as { text: string }).text), {
        timezone: 'Europe/Paris',
        datetime: '2026-11-30T13:00:00+01:00',
        utc: '2026-11-30T12:00:00Z',
        offset: '+01:00',
        abbreviation: 'CET',
        day_of_week: 'Monday',
        is_dst: false,
        tz_version: db.version,
      });
      const kathmandu = await client.readResource({ uri: 'time://now/Asia%2FKathmandu' });
      assert.equal(JSON.parse((kathmandu.contents[0] as { text: string }).text).datetime, '2026-11-30T17:45:00+05:45');
      const tokyo = await client.readResource({ uri: 'time://now/Tokyo' });
      assert.deepEqual(JSON.parse((tokyo.contents[0] as { text: string }).text).resolved, [
        { input: 'Tokyo', timezone: 'Asia/Tokyo', via: 'city' },
      ]);
      await assert.rejects(
        client.readResource({ uri: 'time://now/Nowhere%2FLand' }),
        /Unknown time zone "Nowhere\/Land".*In a URI: time:\/\/now/,
      );
      await assert.rejects(
        client.readResource({ uri: `time://now/${'x'.repeat(10_000)}` }),
        /characters long; a valid URI is time:\/\/now/,
      );
      await assert.rejects(client.readResource({ uri: 'file:///etc/passwd' }), /No resource "file:\/\/\/etc\/passwd"/);
      const page = JSON.parse(((await client.readResource({ uri: 'time://calendar' })).contents[0] as { text: string }).text);
      assert.deepEqual(
        [page.timezone, page.date, page.weekday, page.iso_week, page.country, page.this_week.Friday, page.next_week.Monday],
        ['Europe/Paris', '2026-11-30', 'Monday', '2026-W49', 'FR', '2026-12-04', '2026-12-07'],
      );
      // get_current_time's include_calendar gives the same page (in the bundle, from dist/part-calendar-page.mjs).
      const { timezone: _zone, now: _now, assumed: _assumed, ...own } = page;
      assert.deepEqual(
        (
          (await client.callTool({ name: 'get_current_time', arguments: { include_calendar: true } })).structuredContent as
            | { calendar?: unknown }
            | undefined
        )?.calendar,
        own,
      );
      const berlin = JSON.parse(
        ((await client.readResource({ uri: 'time://calendar/Europe%2FBerlin?country=DE-BY' })).contents[0] as { text: string }).text,
      );
      assert.equal(berlin.country, 'DE-BY');
      for (const h of [
        { date: '2026-12-06', name: '2. Advent', type: 'observance' },
        { date: '2026-12-24', name: 'Christmas Eve', type: 'bank' },
        { date: '2026-12-25', name: 'Christmas Day' },
      ])
        assert.deepEqual(
          berlin.holidays.find((x: { date: string }) => x.date === h.date),
          h,
        );

      const zones = await client.complete({
        ref: { type: 'ref/resource', uri: 'time://now/{zone}' },
        argument: { name: 'zone', value: 'america/new' },
      });
      assert.deepEqual(zones.completion.values, ['America/New_York']);
      const unknownArg = await client.complete({
        ref: { type: 'ref/resource', uri: 'time://now/{zone}' },
        argument: { name: 'nope', value: 'x' },
      });
      assert.deepEqual(unknownArg.completion.values, []);

      const { prompts } = await client.listPrompts();
      assert.deepEqual(
        prompts.map((p) => p.name),
        ['plan_meeting', 'convert_for_team', 'time_in', 'today'],
      );
      const today = await client.getPrompt({ name: 'today', arguments: { timezone: 'Asia/Tokyo' } });
      assert.match(
        (today.messages[0]!.content as { text: string }).text,
        /Today's calendar page, as JSON: \{"timezone":"Asia\/Tokyo","now":"2026-11-30T21:00:00\+09:00","date":"2026-11-30","weekday":"Monday"/,
      );
      const got = await client.getPrompt({
        name: 'plan_meeting',
        arguments: { zones: 'America/New_York, Europe/London', duration_minutes: '45' },
      });
      assert.match(
        (got.messages[0]!.content as { text: string }).text,
        /^It is now Monday 2026-11-30T13:00:00\+01:00 \(2026-11-30T12:00:00Z\) in Europe\/Paris, the local zone\. Find 45-minute meeting slots for people in America\/New_York, Europe\/London in the coming week\. Call find_meeting_time/,
      );
      await assert.rejects(client.getPrompt({ name: 'plan_meeting', arguments: {} }), /plan_meeting needs zones/);
      await assert.rejects(
        client.getPrompt({ name: 'nope' }),
        /Unknown prompt "nope": the prompts are plan_meeting, convert_for_team, time_in, today\./,
      );
      const team = await client.complete({
        ref: { type: 'ref/prompt', name: 'convert_for_team' },
        argument: { name: 'team_zones', value: 'Asia/Tokyo, europe/ber' },
      });
      assert.deepEqual(team.completion.values, ['Asia/Tokyo, Europe/Berlin']);
    } finally {
      await client.close();
    }
  });
}

test('tools/list matches the committed snapshot (UPDATE_SNAPSHOTS=1 rewrites it)', async () => {
  const transport = new StdioClientTransport({ command: process.execPath, args: ARGS, stderr: 'pipe' });
  const client = new Client({ name: 'meridian-e2e', version: '1.0.0' });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    const text = JSON.stringify(tools, null, 2) + '\n';
    if (process.env.UPDATE_SNAPSHOTS) writeFileSync(SNAPSHOT, text);
    assert.equal(text, readFileSync(SNAPSHOT, 'utf8'), 'tools/list drifted: review and rerun with UPDATE_SNAPSHOTS=1');
  } finally {
    await client.close();
  }
});

test('both ways of answering list the same tools, and the listings embedded at build time are the ones the source computes', async () => {
  const listed: Record<string, unknown>[][] = [];
  for (const { mode } of ERAS) {
    const transport = new StdioClientTransport({ command: process.execPath, args: [...ARGS, '--output-schemas'], stderr: 'pipe' });
    const client = new Client({ name: 'meridian-e2e', version: '1.0.0' }, { versionNegotiation: { mode } });
    await client.connect(transport);
    try {
      listed.push((await client.listTools()).tools as Record<string, unknown>[]);
    } finally {
      await client.close();
    }
  }
  // The lean session (initialize era) and the SDK (2026-07-28 era) say the same thing.
  assert.deepEqual(listed[0], listed[1]);
  const ctx = ctxAt('2026-11-30T12:00:00Z', 'Europe/Paris');
  const computed = TOOLS.map((tool) => computeListing(tool, tool.input(ctx)));
  assert.deepEqual(listed[0], JSON.parse(JSON.stringify(computed)));
  // Without --output-schemas the same entries, minus outputSchema (the snapshot test checks that list).
  assert.ok(listed[0]!.every((t) => typeof t.outputSchema === 'object'));
});

test('stdout carries nothing but JSON-RPC, and stdin EOF ends the server', async () => {
  const child = spawn(process.execPath, ARGS, { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  // biome-ignore format: a table, one row a line
  const lines = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_current_time', arguments: { timezone: 'Nowhere/Land' } } },
    { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'convert_time', arguments: { time: '25:00' } } },
    { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'get_current_time', arguments: { timezone: 'UTC' } } },
  ];
  child.stdin.end(lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 0);
  const messages = out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { jsonrpc: string; id: number; result?: { isError?: boolean; structuredContent?: unknown } });
  assert.ok(messages.every((m) => m.jsonrpc === '2.0'));
  assert.deepEqual(messages.map((m) => m.id).sort(), [1, 2, 3, 4, 5]);
  const byId = new Map(messages.map((m) => [m.id, m]));
  assert.equal(byId.get(3)!.result!.isError, true);
  assert.equal(byId.get(4)!.result!.isError, true);
  assert.deepEqual(byId.get(5)!.result!.structuredContent, {
    timezone: 'UTC',
    datetime: '2026-11-30T12:00:00+00:00',
    day_of_week: 'Monday',
    is_dst: false,
  });
});

test("stdio: the server's V8 flag is set once, after the first tools/call is answered, not before", async () => {
  // A preload that reports each V8 flag set, through the same node:v8 object the server takes.
  const spy = `import v8 from 'node:v8'; const set = v8.setFlagsFromString; v8.setFlagsFromString = (f) => { process.stderr.write('V8 FLAG ' + f + '\\n'); set(f); };`;
  const child = spawn(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(spy)}`, ...ARGS], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  let out = '';
  let waiter: { lines: number; resolve: () => void } | undefined;
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (waiter && out.split('\n').length > waiter.lines) waiter.resolve();
  });
  const answers = (lines: number) => new Promise<void>((resolve) => (waiter = { lines, resolve }));
  const send = (id: number, method: string, params: object) =>
    child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n');
  const settle = () => new Promise((r) => setTimeout(r, 200));
  // Started and waiting: no flag yet.
  for (let waited = 0; !err.includes('waiting for an MCP client'); waited += 20) {
    assert.ok(waited < 20_000, `the server did not start: ${err}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.doesNotMatch(err, /V8 FLAG/);
  const initialized = answers(1);
  send(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } });
  await initialized;
  const listed = answers(2);
  send(2, 'tools/list', {});
  await listed;
  await settle();
  assert.doesNotMatch(err, /V8 FLAG/, 'set before the first tools/call');
  const called = answers(3);
  send(3, 'tools/call', { name: 'get_current_time', arguments: { timezone: 'UTC' } });
  await called;
  await settle();
  send(4, 'tools/call', { name: 'get_current_time', arguments: { timezone: 'UTC' } });
  child.stdin.end();
  await new Promise((resolve) => child.on('exit', resolve));
  assert.deepEqual(err.match(/V8 FLAG .*/g), ['V8 FLAG --semi-space-growth-factor=1']);
  assert.deepEqual(
    out
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { id: number }).id),
    [1, 2, 3, 4],
  );
});

test("stdio: the entry resolves the bundle's own files itself (Node 22.15 and later), so Node's resolver walks none of their paths", {
  skip:
    typeof ((await import('node:module')) as { registerHooks?: unknown }).registerHooks !== 'function' &&
    'module.registerHooks is Node 22.15 and later',
}, async () => {
  // A hook registered first runs last: it sees only what the entry's hook hands on to Node.
  const spy = `import { registerHooks } from 'node:module'; registerHooks({ resolve(s, c, next) { if (s.startsWith('./')) process.stderr.write('RESOLVED BY NODE ' + s + '\\n'); return next(s, c); } });`;
  const run = async (entry: string) => {
    const child = spawn(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(spy)}`, entry, ...ARGS.slice(1)], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const calls = [
      ['convert_time', { time: '16:30', source_timezone: 'America/New_York', target_timezone: 'Asia/Tokyo' }],
      ['business_days', { operation: 'add', date: '2024-12-20', days: 5, country: 'DE' }],
      ['daylight', { place: 'Oslo', date: '2026-06-21' }],
    ] as const;
    child.stdin.write(
      [
        {
          jsonrpc: '2.0',
          id: 0,
          method: 'initialize',
          params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
        },
        ...calls.map(([name, args], k) => ({ jsonrpc: '2.0', id: k + 1, method: 'tools/call', params: { name, arguments: args } })),
      ]
        .map((m) => JSON.stringify(m) + '\n')
        .join(''),
    );
    child.stdin.end();
    await new Promise((resolve) => child.on('exit', resolve));
    const answers = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: number; result: { isError?: boolean; structuredContent: Record<string, unknown> } });
    assert.deepEqual(
      answers.map((a) => [a.id, a.result.isError ?? false]),
      [0, 1, 2, 3].map((id) => [id, false]),
    );
    assert.equal(answers[2]!.result.structuredContent.date, '2024-12-31');
    assert.equal(answers[3]!.result.structuredContent.timezone, 'Europe/Oslo');
    return err.match(/RESOLVED BY NODE .*/g) ?? [];
  };
  assert.deepEqual(await run(BUNDLE), []);
  // The server's file without the entry: Node resolves every chunk, tool file and lazy part.
  const bare = await run(fileURLToPath(new URL('../dist/server.mjs', import.meta.url)));
  for (const kind of ['./chunk-', './tool-convert-time.mjs', './tool-daylight.mjs', './lazy/astronomy.cjs'])
    assert.ok(
      bare.some((l) => l.includes(kind)),
      `${kind} in ${bare.join(', ')}`,
    );
});

test('stdio framing: garbage, a 10 MB line and binary noise get JSON-RPC errors, and the server keeps serving', async () => {
  const child = spawn(process.execPath, ARGS, { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const init = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  };
  child.stdin.write('this is not json\n');
  child.stdin.write(JSON.stringify(init) + '\n');
  child.stdin.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
  child.stdin.write('{"huge":"' + 'x'.repeat(11 * 1024 * 1024) + '"}\n');
  child.stdin.write(Buffer.from([0x00, 0xff, 0x13, 0x37, 0x0a]));
  child.stdin.end(
    JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_current_time', arguments: { timezone: 'UTC' } } }) +
      '\n',
  );
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 0);
  const messages = out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { id: number | null; error?: { code: number }; result?: { structuredContent?: unknown } });
  assert.deepEqual(
    messages.filter((m) => m.id === null).map((m) => m.error!.code),
    [-32700, -32700, -32700],
  );
  assert.deepEqual(messages.find((m) => m.id === 2)!.result!.structuredContent, {
    timezone: 'UTC',
    datetime: '2026-11-30T12:00:00+00:00',
    day_of_week: 'Monday',
    is_dst: false,
  });
  assert.ok(messages.some((m) => m.id === 1 && m.result));
});

test('stdio: a burst of 10,000 requests with notifications interleaved and errors among them is answered in full', async () => {
  const child = spawn(process.execPath, ARGS, { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const init = {
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'burst', version: '1' } },
  };
  const lines = [JSON.stringify(init), JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })];
  const N = 10_000;
  for (let i = 1; i <= N; i++) {
    // Every 7th call names a zone that does not exist (an isError), every 11th a tool that does not (a JSON-RPC error).
    const name = i % 11 === 0 ? 'no_such_tool' : 'get_current_time';
    const timezone = i % 7 === 0 ? 'Mars/Olympus' : 'Asia/Kathmandu';
    lines.push(JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name, arguments: { timezone } } }));
    if (i % 100 === 0)
      lines.push(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: -1, reason: 'noise' } }));
  }
  lines.push(JSON.stringify({ jsonrpc: '2.0', id: N + 1, method: 'ping' }));
  // Keep stdin open until every answer is in: requests still in flight at EOF are not answered.
  child.stdin.write(lines.join('\n') + '\n');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`timed out with ${out.split('\n').length - 1} answers; stderr: ${err.slice(0, 500)}`)),
      120_000,
    );
    const check = () => {
      if (out.includes(`"id":${N + 1}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
  });
  child.stdin.end();
  const ended = Date.now();
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 0);
  assert.ok(Date.now() - ended < 1000, `exit took ${Date.now() - ended} ms after stdin EOF`);
  const byId = new Map<number, { result?: { isError?: boolean; structuredContent?: { datetime?: string } }; error?: { code: number } }>();
  for (const l of out.trim().split('\n')) {
    const m = JSON.parse(l) as { id: number };
    byId.set(m.id, m as never);
  }
  assert.equal(byId.size, N + 2);
  for (let i = 1; i <= N; i++) {
    const m = byId.get(i)!;
    if (i % 11 === 0) assert.ok(m.error, `id ${i}`);
    else if (i % 7 === 0) assert.equal(m.result!.isError, true, `id ${i}`);
    else assert.equal(m.result!.structuredContent!.datetime, '2026-11-30T17:45:00+05:45', `id ${i}`);
  }
  assert.match(err, /^meridian-mcp [^\n]*: waiting for an MCP client on stdio [^\n]*\n$/, 'stderr holds the start-up line alone');
});

test('stdio: a closed stdout (EPIPE) ends the server quietly, without a crash dump', async () => {
  const child = spawn(process.execPath, ARGS, { stdio: ['pipe', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  child.stdout.destroy();
  const init = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'epipe', version: '1' } },
  };
  child.stdin.write(JSON.stringify(init) + '\n');
  for (let i = 2; i < 50; i++) child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id: i, method: 'ping' }) + '\n');
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill();
      resolve(-1);
    }, 5000);
    child.on('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  assert.notEqual(code, -1, 'the server did not exit after stdout closed');
  assert.ok(!/at .+\(.+:\d+:\d+\)|Unhandled|uncaught/i.test(err), `crash output on stderr: ${err}`);
});
