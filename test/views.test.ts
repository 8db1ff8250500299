// The views as a host shows them: the official SDK client starts the built server over stdio,
// lists the tools (each view named by its tool's _meta), calls find_meeting_time and business_days,
// and reads each ui:// resource; then headless Chromium (Debian's chromium, driven by playwright-core)
// loads a page that plays an MCP Apps host the way the specification and its reference host do: the
// view in a sandboxed iframe inside a sandbox proxy on another origin under the specification's
// default CSP, the ui/initialize handshake, then the tool's input and result. What the page shows is
// checked against the answers and, for local hours, against an independent oracle (Node's ICU time
// zones); nothing may be fetched, nothing logged as an error, and Tab must reach every control.
// Screenshots go to a temporary folder (the path is printed). Skipped when chromium is missing,
// unless MERIDIAN_REQUIRE_ORACLES=1.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { skipUnless } from './calendar-oracles.js';

// The page's globals, for the functions evaluated in the browser (the project's TypeScript has no DOM library).
declare const document: any;
declare const window: any;
declare function getComputedStyle(e: unknown): { backgroundColor: string };

const BUNDLE = fileURLToPath(new URL('../dist/meridian.mjs', import.meta.url));
const ARGS = [BUNDLE, '--now', '2026-03-01T12:00:00Z', '--local-timezone', 'Europe/Paris'];
const CHROMIUM = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).stdout.trim() || undefined;
const skip = skipUnless(CHROMIUM !== undefined, 'chromium is not installed (Debian: apt-get install chromium)');

const MIME = 'text/html;profile=mcp-app';
const HOST = 'http://host.test/';
const SANDBOX = 'http://sandbox.test/sandbox.html';
// The CSP the specification has hosts use for a view that declares no origins (the proxy's rules added).
const CSP =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'";

// The sandbox proxy: relays every message between host and view, and writes the view's HTML into its
// own sandboxed iframe when the host sends it (as the reference host's sandbox.ts does).
const PROXY = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%;display:block}</style></head><body><script>
let inner;
addEventListener('message', (e) => {
  const m = e.data;
  if (e.source === parent) {
    if (m && m.method === 'ui/notifications/sandbox-resource-ready') {
      inner = document.createElement('iframe');
      inner.setAttribute('sandbox', m.params.sandbox);
      document.body.appendChild(inner);
      inner.contentDocument.open();
      inner.contentDocument.write(m.params.html);
      inner.contentDocument.close();
    } else if (inner) inner.contentWindow.postMessage(m, '*');
  } else if (inner && e.source === inner.contentWindow) parent.postMessage(m, '*');
});
parent.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} }, '*');
</script></body></html>`;

interface Scenario {
  readonly html: string;
  readonly input: unknown;
  readonly result: unknown;
  readonly theme?: 'light' | 'dark';
}

/** The host page: the proxy in a sandboxed iframe between two buttons, the handshake, then the call's input and result. */
function hostPage(s: Scenario): string {
  const json = JSON.stringify(s).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>host</title><style>body{margin:0;padding:8px;background:#777}iframe{border:0;width:760px;height:150px;display:block;margin:4px 0}</style></head><body>
<button id="before">before</button><iframe id="view" sandbox="allow-scripts allow-same-origin allow-forms" src="${SANDBOX}"></iframe><button id="after">after</button>
<script type="application/json" id="scenario">${json}</script><script>
const sc = JSON.parse(document.getElementById('scenario').textContent);
const frame = document.getElementById('view');
const send = (m) => frame.contentWindow.postMessage(m, '*');
window.hostLog = [];
window.hostSend = send;
addEventListener('message', (e) => {
  if (e.source !== frame.contentWindow) return;
  const m = e.data;
  hostLog.push(m.method || 'answer ' + m.id);
  if (m.method === 'ui/notifications/sandbox-proxy-ready') send({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-resource-ready', params: { html: sc.html, sandbox: 'allow-scripts allow-same-origin allow-forms' } });
  else if (m.method === 'ui/initialize') send({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: '2026-01-26', hostInfo: { name: 'meridian-test-host', version: '1' }, hostCapabilities: {}, hostContext: { ...(sc.theme ? { theme: sc.theme } : {}), displayMode: 'inline', availableDisplayModes: ['inline'], containerDimensions: { maxHeight: 6000 }, locale: 'en-US', platform: 'web' } } });
  else if (m.method === 'ui/notifications/initialized') {
    send({ jsonrpc: '2.0', method: 'ui/notifications/tool-input', params: { arguments: sc.input } });
    send({ jsonrpc: '2.0', method: 'ui/notifications/tool-result', params: sc.result });
  } else if (m.method === 'ui/notifications/size-changed') frame.style.height = m.params.height + 'px';
});
</script></body></html>`;
}

interface Shown {
  readonly page: Page;
  readonly view: Frame;
  /** Requests for anything but the host page and the proxy. */
  readonly foreign: string[];
  /** Console errors and uncaught exceptions, from every frame. */
  readonly errors: string[];
}

async function show(browser: Browser, s: Scenario, colorScheme: 'light' | 'dark' = 'light'): Promise<Shown> {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 }, colorScheme });
  const page = await context.newPage();
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url === HOST) return route.fulfill({ contentType: 'text/html', body: hostPage(s) });
    if (url === SANDBOX) return route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': CSP }, body: PROXY });
    foreign.push(url);
    return route.abort();
  });
  await page.goto(HOST);
  let view: Frame | undefined;
  for (let i = 0; i < 200 && !view; i++) {
    view = page.frame({ url: SANDBOX })?.childFrames()[0];
    if (!view) await page.waitForTimeout(25);
  }
  assert.ok(view, 'the proxy made no frame for the view');
  await view.waitForSelector('h1');
  return { page, view, foreign, errors };
}

/** Local date, weekday (1 = Monday) and minutes after midnight at an instant, by Node's ICU time zones: the oracle. */
function localAt(zone: string, epochSec: number): { date: string; weekday: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(new Date(epochSec * 1000))
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** UTC offset in minutes at an instant, by the same oracle. */
function offsetAt(zone: string, epochSec: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(epochSec * 1000))
    .find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(name)!;
  return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

interface GridRow {
  readonly head: string;
  readonly cells: { kind: string; label: string; cls: string }[];
}

const readGrid = (view: Frame) =>
  view.evaluate(() => ({
    day: document.querySelector('.days [aria-pressed="true"]').getAttribute('aria-label') as string,
    cols: [...document.querySelectorAll('.grid thead th[data-utc]')].map((th: any) => ({
      utc: th.dataset.utc as string,
      cls: th.className as string,
    })),
    rows: [...document.querySelectorAll('.grid tbody tr')].map((tr: any) => ({
      head: tr.querySelector('th').textContent as string,
      cells: [...tr.querySelectorAll('td')].map((td: any) => ({
        kind: td.dataset.kind as string,
        label: td.firstElementChild.textContent as string,
        cls: td.className as string,
      })),
    })),
  }));

/** Every control Tab should reach, and those it reaches going from the button before the frame to the one after it. */
async function tabWalk(s: Shown): Promise<{ all: string[]; reached: string[] }> {
  const all: string[] = await s.view.evaluate(() => {
    window.focused = [];
    document.addEventListener('focusin', (e: any) => window.focused.push(e.target.dataset.k ?? e.target.outerHTML.slice(0, 60)));
    return [...document.querySelectorAll('button:not(:disabled), a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])')].map(
      (e: any) => (e.dataset.k ?? e.outerHTML.slice(0, 60)) as string,
    );
  });
  await s.page.focus('#before');
  // One Tab at a time, each once the focus has moved: focus crosses into the view's frames (another
  // process) asynchronously, and a press sent before the last move has landed can be lost on a busy
  // machine.
  const where = async () =>
    `${await s.page.evaluate(() => document.activeElement?.id)} ${await s.view.evaluate(() => (window.focused as string[]).length)}`;
  for (let i = 0; i <= all.length; i++) {
    const before = await where();
    await s.page.keyboard.press('Tab');
    for (let waited = 0; (await where()) === before && waited < 2_000; waited += 20) await s.page.waitForTimeout(20);
  }
  assert.equal(await s.page.evaluate(() => document.activeElement?.id), 'after', 'Tab leaves the view after its last control');
  return { all, reached: await s.view.evaluate(() => window.focused as string[]) };
}

const background = (view: Frame) => view.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(22, 25, 29)';

test('views: find_meeting_time, business_days and get_current_time drawn in a host page, light and dark, by keyboard', {
  skip,
  timeout: 120_000,
}, async (t) => {
  const shots = mkdtempSync(join(tmpdir(), 'meridian-views-'));
  // A host: it says it shows MCP Apps views.
  const client = new Client(
    { name: 'meridian-views-host', version: '1.0.0' },
    { capabilities: { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: [MIME] } } } },
  );
  await client.connect(new StdioClientTransport({ command: process.execPath, args: ARGS, stderr: 'pipe' }));
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const { tools } = await client.listTools();
    const viewOf = (name: string) => {
      const meta = tools.find((x) => x.name === name)!._meta as { ui: { resourceUri: string }; 'openai/outputTemplate': string };
      assert.equal(meta['openai/outputTemplate'], meta.ui.resourceUri);
      return meta.ui.resourceUri;
    };
    const { resources } = await client.listResources();
    const htmlOf = async (uri: string) => {
      assert.deepEqual(resources.find((r) => r.uri === uri)?.mimeType, MIME);
      const read = await client.readResource({ uri });
      assert.equal(read.contents.length, 1);
      const c = read.contents[0] as unknown as { mimeType: string; text: string; _meta: { ui: { csp: object } } };
      assert.equal(c.mimeType, MIME);
      assert.deepEqual(c._meta.ui.csp, { connectDomains: [], resourceDomains: [] });
      assert.match(c.text, /^<!doctype html>/);
      assert.doesNotMatch(c.text, /\b(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i, 'the page names no other origin');
      return c.text;
    };

    await t.test('find_meeting_time: hours, slots, clock changes and holidays', async () => {
      const html = await htmlOf(viewOf('find_meeting_time'));
      const input = {
        participants: [
          { name: 'Alice', timezone: 'America/New_York', country: 'US' },
          { name: 'Bernd', timezone: 'Europe/Berlin', country: 'DE' },
          { name: 'Chloe', timezone: 'Europe/London', country: 'GB' },
        ],
        duration_minutes: 60,
        from: '2026-03-28',
        days: 10,
      };
      const result = (await client.callTool({ name: 'find_meeting_time', arguments: input })) as {
        structuredContent: Record<string, never>;
        _meta: Record<string, unknown>;
      };
      const answer = result.structuredContent as unknown as {
        slots: { start: string; end: string; local: Record<string, string> }[];
        off: string[];
        changes: string[];
      };
      assert.ok(answer.slots.length > 0 && result._meta['meridian/view'], 'a fitting slot, and the data for the view');
      // What the model reads is the text, the whole answer; the view's data is not in it.
      assert.doesNotMatch((result as unknown as { content: [{ text: string }] }).content[0].text, /"work"|"offsets"/);
      const zones = Object.fromEntries(input.participants.map((p) => [p.name, p.timezone]));
      const holidays = (who: string) =>
        new Map(
          answer.off
            .filter((o) => o.startsWith(`${who}: `))
            .map((o) => [o.slice(who.length + 2, who.length + 12), o.slice(who.length + 13)]),
        );

      const s = await show(browser, { html, input, result, theme: 'light' });
      assert.match((await s.view.textContent('h1')) ?? '', /60 minutes, 3 people/);
      assert.deepEqual((await s.page.evaluate(() => window.hostLog as string[])).slice(0, 3), [
        'ui/notifications/sandbox-proxy-ready',
        'ui/initialize',
        'ui/notifications/initialized',
      ]);

      /** Each cell against the oracle: local hour; working 09:00-17:00 Mon-Fri but on the answer's holidays; night 22:00-07:00; else holiday or off. */
      const checkDay = async () => {
        const g = await readGrid(s.view);
        assert.ok(g.cols.length >= 23 && g.cols.length <= 25, `a day of hours: ${g.cols.length}`);
        g.rows.forEach((row: GridRow, i) => {
          const who = input.participants[i]!.name;
          assert.ok(row.head.startsWith(who) && row.head.includes(zones[who]!), row.head);
          row.cells.forEach((c, k) => {
            const t = Date.parse(g.cols[k]!.utc.replace('Z', ':00Z')) / 1000;
            const at = localAt(zones[who]!, t);
            const mid = localAt(zones[who]!, t + 1800);
            const off = holidays(who);
            const working = at.weekday <= 5 && !off.has(at.date) && at.minutes >= 540 && at.minutes < 1020;
            const night = mid.minutes >= 22 * 60 || mid.minutes < 7 * 60;
            const want = working ? 'w' : night ? 'n' : off.has(mid.date) ? 'h' : 'o';
            assert.equal(c.kind, want, `${g.day}, ${who} at ${g.cols[k]!.utc}`);
            assert.equal(c.label, String(Math.floor(at.minutes / 60)), `${who}'s local hour at ${g.cols[k]!.utc}`);
          });
        });
        return g;
      };

      // First shown: the day (Alice's date) of the best slot, with every slot of that day outlined in its columns.
      const first = await checkDay();
      const bestDay = localAt('America/New_York', Date.parse(answer.slots[0]!.start.replace('Z', ':00Z')) / 1000).date;
      assert.ok(first.day.includes(bestDay), `${first.day} is ${bestDay}`);
      const onDay = answer.slots.filter((x) => first.cols.some((c) => c.utc === x.start));
      assert.ok(onDay.length > 0);
      for (const slot of onDay) {
        const cols = first.cols.filter((c) => c.utc >= slot.start && c.utc < slot.end);
        assert.ok(cols.length > 0 && cols.every((c) => c.cls === 'sl'), `${slot.start} outlined`);
      }
      assert.equal(first.cols.filter((c) => c.cls === 'sl').length, onDay.length, 'no other column outlined');
      const slotText = await s.view.locator('.slots').first().textContent();
      for (const slot of answer.slots)
        for (const [who, when] of Object.entries(slot.local)) assert.ok(slotText!.includes(`${who} ${when}`), `${who} ${when} listed`);

      await s.page.locator('#view').screenshot({ path: join(shots, 'meeting-light.png') });

      // Each clock change, on the day (Alice's date) the oracle puts it, chosen by keyboard: the
      // person's row says so and one cell, the hour it happens in, is marked.
      for (const change of answer.changes) {
        const [, zone, from, to] = /^\S+ (\S+) (\S+) to (\S+)$/.exec(change)!;
        const span = result._meta['meridian/view'] as { start: number; end: number };
        let at = span.start + 3600;
        while (at < span.end && offsetAt(zone!, at) === offsetAt(zone!, at - 3600)) at += 3600;
        const day = localAt('America/New_York', at).date;
        await s.view.focus(`.days [aria-label*="${day}"]`);
        await s.page.keyboard.press('Enter');
        const g = await checkDay();
        assert.match(
          (await s.view.textContent('[aria-live="polite"]'))!,
          new RegExp(`^Hours on \\w+ ${day}$`),
          'a screen reader hears the day',
        );
        assert.match(g.day, new RegExp(`${day}.*clock change`));
        const row = g.rows[input.participants.findIndex((p) => p.timezone === zone)]!;
        assert.ok(row.head.includes(`clocks ${from} \u2192 ${to}`), row.head);
        const marked = row.cells.flatMap((c, k) =>
          c.cls.split(' ').includes('c') ? [Date.parse(g.cols[k]!.utc.replace('Z', ':00Z')) / 1000] : [],
        );
        assert.equal(marked.length, 1, `one cell marks ${zone}'s change`);
        assert.ok(marked[0]! > at - 3600 && marked[0]! <= at, `${zone}'s change is in the hour the oracle finds`);
      }

      // Good Friday: off for Bernd and Chloe (the answer's holidays), a working day for Alice.
      await s.view.click('[aria-label^="Friday 2026-04-03"]');
      const friday = await checkDay();
      for (const who of ['Bernd', 'Chloe']) {
        assert.equal(holidays(who).get('2026-04-03'), 'Good Friday');
        assert.ok(friday.rows[who === 'Bernd' ? 1 : 2]!.head.includes('holiday: Good Friday'));
      }
      assert.ok(friday.rows[0]!.cells.some((c) => c.kind === 'w'));
      const notes = await s.view.textContent('main');
      for (const line of [...answer.off, ...answer.changes]) assert.ok(notes!.includes(line), `${line} noted`);

      // Tab reaches every control (each day, the grid, each slot) and leaves the frame.
      const { all, reached } = await tabWalk(s);
      assert.deepEqual(reached, all);
      assert.ok(all.length >= 10 + 1 + answer.slots.length);

      // A message from a frame other than the view's host changes nothing.
      await s.page.evaluate(() =>
        window.frames[0].frames[0].postMessage(
          { jsonrpc: '2.0', method: 'ui/notifications/tool-result', params: { structuredContent: { slots: [], note: 'forged' } } },
          '*',
        ),
      );
      await s.page.waitForTimeout(100);
      assert.doesNotMatch((await s.view.textContent('main'))!, /forged/);

      // The host turns dark: the view follows.
      assert.equal(await background(s.view), LIGHT_BG);
      await s.page.evaluate(() =>
        window.hostSend({ jsonrpc: '2.0', method: 'ui/notifications/host-context-changed', params: { theme: 'dark' } }),
      );
      await s.view.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      assert.equal(await background(s.view), DARK_BG);
      await s.page.locator('#view').screenshot({ path: join(shots, 'meeting-dark.png') });
      assert.deepEqual(s.foreign, []);
      assert.deepEqual(s.errors, []);
      await s.page.context().close();
    });

    await t.test('find_meeting_time: options outside hours, in either shape of the answer', async () => {
      const html = await htmlOf(viewOf('find_meeting_time'));
      const input = {
        participants: [
          { name: 'Kenji', timezone: 'Asia/Tokyo' },
          { name: 'Chloe', timezone: 'Europe/London' },
        ],
        duration_minutes: 60,
        from: '2026-03-30',
        days: 2,
        max_results: 3,
      };
      const result = (await client.callTool({ name: 'find_meeting_time', arguments: input })) as {
        structuredContent: { slots: { start: string; out?: object }[]; out_of_hours_slots?: { start: string; out?: object }[] };
      };
      const { slots, out_of_hours_slots, ...rest } = result.structuredContent;
      const options = [...slots, ...(out_of_hours_slots ?? [])];
      assert.ok(
        options.length === 3 && (out_of_hours_slots !== undefined || options.every((o) => o.out)),
        'no slot fits: the closest options',
      );
      // The options in slots with minutes outside hours (out), or in a list of their own
      // (out_of_hours_slots): the planner's answer in either shape is drawn the same way.
      const shapes: unknown[] = [result];
      if (!out_of_hours_slots) shapes.push({ ...result, structuredContent: { ...rest, slots: [], out_of_hours_slots: options } });
      else if (options.every((o) => o.out)) shapes.push({ ...result, structuredContent: { ...rest, slots: options } });
      for (const r of shapes) {
        const s = await show(browser, { html, input, result: r }, 'dark');
        assert.equal(await background(s.view), DARK_BG, 'no host theme: the system setting');
        const headings = await s.view.locator('h2').allTextContents();
        assert.ok(headings.includes('Outside someone\u2019s working hours') && !headings.includes('Proposed slots'), headings.join('|'));
        assert.equal(await s.view.locator('.slots li').count(), 3);
        const g = await readGrid(s.view);
        const at = (utc: string) => Date.parse(utc.replace('Z', ':00Z')) / 1000;
        const marked = g.cols.filter((c) => c.cls === 'so').map((c) => c.utc);
        const best = at(options[0]!.start);
        assert.ok(
          marked.some((c) => at(c) <= best && best < at(c) + 3600),
          `${options[0]!.start} dashed: ${marked.join(' ')}`,
        );
        assert.deepEqual(s.foreign, []);
        assert.deepEqual(s.errors, []);
        await s.page.context().close();
      }
    });

    await t.test("business_days: China's year month by month, working weekends included", async () => {
      const html = await htmlOf(viewOf('business_days'));
      const input = { operation: 'list_holidays', country: 'CN', date: '2026' };
      const result = (await client.callTool({ name: 'business_days', arguments: input })) as {
        structuredContent: { holidays: { date: string; name: string }[]; working_days: { date: string; name: string }[] };
      };
      const { holidays, working_days } = result.structuredContent;
      assert.ok(holidays.length > 20 && working_days.length > 3);
      const s = await show(browser, { html, input, result, theme: 'light' });
      assert.match((await s.view.textContent('h1'))!, /China/);
      // Next by keyboard once, then every month of the year read in one go.
      await s.view.focus('[data-k="next"]');
      await s.page.keyboard.press('Enter');
      assert.equal(await s.view.textContent('h2.month'), 'February 2026');
      assert.equal(await s.view.textContent('[aria-live="polite"]'), 'February 2026', 'a screen reader hears the new month');
      await s.page.locator('#view').screenshot({ path: join(shots, 'month-light.png') });
      await s.view.click('[data-k="prev"]');
      const months = await s.view.evaluate(() => {
        const out = [];
        for (let i = 0; i < 12; i++) {
          out.push({
            title: document.querySelector('h2.month').textContent as string,
            cells: [...document.querySelectorAll('.cal td[data-date]')].map((td: any) => ({
              date: td.dataset.date as string,
              cls: td.className as string,
              col: td.cellIndex as number,
              text: td.textContent as string,
            })),
            list: (document.querySelector('.entries')?.textContent ?? '') as string,
          });
          document.querySelector('[data-k="next"]').click();
        }
        return out;
      });
      months.forEach((shown, i) => {
        const m = i + 1;
        const month = `2026-${String(m).padStart(2, '0')}`;
        assert.equal(
          shown.title,
          new Date(Date.UTC(2026, m - 1, 1)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
        );
        assert.equal(shown.cells.length, new Date(Date.UTC(2026, m, 0)).getUTCDate());
        for (const c of shown.cells) {
          assert.ok(c.date.startsWith(month));
          const weekday = ((new Date(`${c.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
          assert.equal(c.col + 1, weekday, `${c.date} under its weekday`);
          const h = holidays.filter((x) => x.date === c.date);
          const w = working_days.find((x) => x.date === c.date);
          const want = h.length ? 'h' : w ? 'w' : weekday >= 6 ? 'o' : '';
          assert.equal(c.cls, want, c.date);
          for (const x of [...h, ...(w ? [w] : [])]) {
            assert.ok(c.text.includes(x.name), `${c.date} names ${x.name}`);
            assert.ok(shown.list.includes(`${c.date}: ${x.name}`), `${month} lists ${x.name}`);
          }
        }
      });
      assert.equal(await s.view.locator('[data-k="next"]').isDisabled(), true, 'December is the last month');
      const { all, reached } = await tabWalk(s);
      assert.deepEqual(reached, all);
      assert.deepEqual(s.foreign, []);
      assert.deepEqual(s.errors, []);
      await s.page.context().close();
    });

    await t.test('business_days: the walk of an add and the day it gives, in dark', async () => {
      const html = await htmlOf(viewOf('business_days'));
      const input = { operation: 'add', country: 'US', date: '2026-12-20', days: 5 };
      const result = (await client.callTool({ name: 'business_days', arguments: input })) as {
        structuredContent: { date: string; skipped: { holidays: { date: string; name: string }[] } };
      };
      const { date, skipped } = result.structuredContent;
      const s = await show(browser, { html, input, result, theme: 'dark' });
      assert.equal(await background(s.view), DARK_BG);
      const cells = await s.view.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('.cal td[data-date]')].map((td: any) => [
            td.dataset.date as string,
            td.className.split(' ') as string[],
          ]),
        ),
      );
      assert.ok(cells[date]!.includes('pick'), `${date} is the answer`);
      for (const h of skipped.holidays)
        assert.ok(cells[h.date]!.includes('h') && cells[h.date]!.includes('in'), `${h.date} ${h.name} skipped`);
      assert.deepEqual(
        Object.keys(cells).filter((d) => cells[d]!.includes('in')),
        Object.keys(cells).filter((d) => d >= input.date && d <= date),
      );
      await s.page.locator('#view').screenshot({ path: join(shots, 'month-dark.png') });
      assert.deepEqual(s.foreign, []);
      assert.deepEqual(s.errors, []);
      await s.page.context().close();
    });

    await t.test('get_current_time: the calendar page as a month, today and the clock change marked', async () => {
      const html = await htmlOf(viewOf('get_current_time'));
      // The server's clock is 2026-03-01T12:00Z; Paris changes its clocks that month.
      const input = { timezone: 'Europe/Paris', include_calendar: true };
      const result = await client.callTool({ name: 'get_current_time', arguments: input });
      const s = await show(browser, { html, input, result, theme: 'light' });
      assert.equal(await s.view.textContent('h1'), 'Calendar: France');
      assert.equal(await s.view.textContent('h2.month'), 'March 2026');
      // The oracle: the day in March 2026 on which Node's ICU gives Paris another UTC offset at noon UTC than the day before.
      const offsetAt = (day: number) =>
        new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
          .format(new Date(Date.UTC(2026, 2, day, 12)))
          .split(' ')
          .pop();
      const change = [...Array(30).keys()].map((k) => k + 2).find((d) => offsetAt(d) !== offsetAt(d - 1))!;
      const changeDate = `2026-03-${String(change).padStart(2, '0')}`;
      const cells = await s.view.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('.cal td[data-date]')].map((td: any) => [
            td.dataset.date as string,
            { cls: td.className as string, text: td.textContent as string },
          ]),
        ),
      );
      assert.equal(Object.keys(cells).length, 31);
      assert.match(cells['2026-03-01']!.cls, /\bpick\b/);
      assert.match(cells['2026-03-01']!.text, /today/);
      assert.match(cells[changeDate]!.text, /clocks go forward 1 hour \(UTC\+01:00 to UTC\+02:00\)/);
      assert.deepEqual(
        Object.keys(cells).filter((d) => /clocks/.test(cells[d]!.text)),
        [changeDate],
      );
      assert.match((await s.view.textContent('.legend'))!, /clock change/);
      // Without include_calendar: the month, today marked, and no word of holidays it was not given.
      const plain = await show(browser, {
        html,
        input: { timezone: 'Europe/Paris' },
        result: await client.callTool({ name: 'get_current_time', arguments: { timezone: 'Europe/Paris' } }),
        theme: 'dark',
      });
      assert.equal(await plain.view.textContent('h1'), 'Calendar');
      assert.match((await plain.view.textContent('p'))!, /^Sunday 2026-03-01, 13:00 in Europe\/Paris$/);
      assert.equal(await plain.view.locator('.entries, .sub').count(), 0);
      for (const v of [s, plain]) {
        // One month shown: both month buttons are off, and nothing else takes focus.
        assert.deepEqual(await v.view.evaluate(() => [...document.querySelectorAll('button')].map((b: any) => b.disabled as boolean)), [
          true,
          true,
        ]);
        assert.deepEqual(v.foreign, []);
        assert.deepEqual(v.errors, []);
      }
      await s.page.locator('#view').screenshot({ path: join(shots, 'calendar-light.png') });
      await s.page.context().close();
      await plain.page.context().close();
    });

    t.diagnostic(`screenshots in ${shots}`);
  } finally {
    await browser.close();
    await client.close();
  }
});
