// Shared by every view: the MCP Apps bridge to the host (JSON-RPC over postMessage: ui/initialize,
// then the tool's input and result, theme changes, size changes), ChatGPT's window.openai where
// there is one, and small helpers. A view calls MV.start(render); render(state) draws
// state.data (the result's _meta under "meridian/view"), state.answer (its structuredContent, else
// the JSON of its text) and state.input (the call's arguments) into an element it builds.
'use strict';
const MV = (() => {
  const root = document.documentElement;
  const state = { input: undefined, answer: undefined, data: undefined };
  let draw = () => {};
  let nextId = 1;
  const pending = new Map();
  const post = (message) => window.parent.postMessage(message, '*');
  const request = (method, params) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      post({ jsonrpc: '2.0', id, method, params });
    });
  const notify = (method, params) => post({ jsonrpc: '2.0', method, params });

  // The host's theme and style variables (only well-formed custom properties, as text).
  const context = (ctx) => {
    if (!ctx) return;
    if (ctx.theme === 'light' || ctx.theme === 'dark') root.dataset.theme = ctx.theme;
    const vars = ctx.styles && ctx.styles.variables;
    if (vars) for (const [k, v] of Object.entries(vars)) if (/^--[\w-]+$/.test(k) && typeof v === 'string') root.style.setProperty(k, v);
  };
  const result = (r) => {
    if (!r || r.isError) {
      state.answer = undefined;
      state.error = r && r.content && r.content[0] ? String(r.content[0].text) : 'No answer.';
    } else {
      state.error = undefined;
      let answer = r.structuredContent;
      if (!answer && r.content && r.content[0] && r.content[0].type === 'text') {
        try {
          answer = JSON.parse(r.content[0].text);
        } catch (e) {
          answer = undefined;
        }
      }
      state.answer = answer;
      state.data = r._meta && r._meta['meridian/view'];
    }
    draw(state);
  };

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return; // only the host speaks to a view
    const m = event.data;
    if (!m || m.jsonrpc !== '2.0') return;
    if (m.method === undefined) {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.error) p.reject(m.error);
      else p.resolve(m.result);
      return;
    }
    if (m.id !== undefined) {
      // ui/resource-teardown and ping: nothing to keep; anything else is unknown here.
      if (m.method === 'ui/resource-teardown' || m.method === 'ping') post({ jsonrpc: '2.0', id: m.id, result: {} });
      else post({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'Method not found' } });
      return;
    }
    const p = m.params || {};
    if (m.method === 'ui/notifications/tool-input') {
      state.input = p.arguments;
      if (state.answer) draw(state);
    } else if (m.method === 'ui/notifications/tool-result') result(p);
    else if (m.method === 'ui/notifications/tool-cancelled') {
      state.error = 'The call was cancelled.';
      draw(state);
    } else if (m.method === 'ui/notifications/host-context-changed') context(p);
  });

  // The height the page needs, for hosts that size the frame to it (once the handshake is done).
  let height = 0;
  let initialized = false;
  const size = () => {
    if (!initialized) return;
    const h = Math.ceil(root.getBoundingClientRect().height);
    if (h !== height) {
      height = h;
      notify('ui/notifications/size-changed', { height: h });
    }
  };

  const start = (render) => {
    draw = (s) => {
      render(s);
      size();
    };
    new ResizeObserver(size).observe(root);
    const oa = window.openai;
    if (oa) {
      // ChatGPT's globals, where they are; the ui/ bridge below is the same data.
      const fromGlobals = () => {
        if (oa.theme) context({ theme: oa.theme });
        if (oa.toolInput) state.input = oa.toolInput;
        if (oa.toolOutput) result({ structuredContent: oa.toolOutput, _meta: oa.toolResponseMetadata || undefined });
      };
      window.addEventListener('openai:set_globals', fromGlobals);
      fromGlobals();
    }
    request('ui/initialize', {
      appInfo: { name: 'meridian-' + document.body.dataset.view, version: '1' },
      appCapabilities: { availableDisplayModes: ['inline'] },
      protocolVersion: '2026-01-26',
    }).then(
      (r) => {
        context(r && r.hostContext);
        notify('ui/notifications/initialized', {});
        initialized = true;
        size();
      },
      () => {},
    );
  };

  // Helpers. el() builds elements from text only: no markup from data ever reaches the page.
  const el = (tag, props, ...children) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (v === undefined || v === false) continue;
      if (k === 'class') e.className = v;
      else if (k === 'on') for (const [ev, f] of Object.entries(v)) e.addEventListener(ev, f);
      else e.setAttribute(k, v === true ? '' : v);
    }
    for (const c of children.flat(Infinity)) if (c !== undefined && c !== null && c !== false) e.append(c instanceof Node ? c : String(c));
    return e;
  };
  const hidden = (text) => el('span', { class: 'vh' }, text);
  const DAY = 86400;
  const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const pad = (n) => String(n).padStart(2, '0');
  /** "2026-03-30" of days since 1970-01-01 (the proleptic Gregorian calendar, no zone). */
  const ymd = (day) => {
    const d = new Date(day * DAY * 1000);
    return d.getUTCFullYear() + '-' + pad(d.getUTCMonth() + 1) + '-' + pad(d.getUTCDate());
  };
  const dayOf = (text) => Math.floor(Date.UTC(+text.slice(0, 4), +text.slice(5, 7) - 1, +text.slice(8, 10)) / 1000 / DAY);
  /** ISO weekday, 1 = Monday. */
  const isoWeekday = (day) => ((((day + 3) % 7) + 7) % 7) + 1;
  const mod = (a, b) => ((a % b) + b) % b;
  /** "13:05" of seconds into a day. */
  const clock = (sec) => pad(Math.floor(mod(sec, DAY) / 3600)) + ':' + pad(Math.floor(mod(sec, 3600) / 60));
  /** "+05:30" of seconds east of UTC. */
  const offset = (sec) => (sec < 0 ? '-' : '+') + clock(Math.abs(sec));
  /** Tells a screen reader what a control changed (a polite live region outside what is redrawn). */
  let live;
  const say = (text) => {
    if (!live) {
      live = document.createElement('div');
      live.className = 'vh';
      live.setAttribute('aria-live', 'polite');
      document.body.append(live);
    }
    live.textContent = text;
  };
  /** Focus goes back to the element with the same data-k after a redraw. */
  const keepFocus = (redraw) => {
    const k = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.k : undefined;
    redraw();
    const again = k && document.querySelector('[data-k="' + CSS.escape(k) + '"]');
    if (again) again.focus();
  };
  return { start, el, hidden, say, DAY, WEEKDAYS, MONTHS, pad, ymd, dayOf, isoWeekday, mod, clock, offset, keepFocus };
})();
