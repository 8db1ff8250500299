// The pictures some tools' answers come with, for hosts that show MCP Apps views (the MCP Apps
// extension of 2026-01-26): one self-contained HTML page per view, served as a `ui://` resource,
// named by the tool's `_meta` in tools/list, and fed by the host with the call's arguments and
// result. The result's text stays the whole answer; what only a view needs rides in the result's
// `_meta` under VIEW_DATA_KEY, which clients do not hand the model (README.md, "Views").
//
// The pages are src/tools/views/*.html, each with the shared view.css and view.js put in at its
// `<!--include NAME-->` lines (composeView). The build composes and minifies them once
// (scripts/views.ts) and embeds them in the bundle, in ./resources.ts, which serves them (so that
// only a resources/read loads them); from source they are composed from the files on first read.

import { readFileSync } from 'node:fs';

/** The MIME type of an MCP Apps view. */
export const VIEW_MIME_TYPE = 'text/html;profile=mcp-app';

/**
 * Where a result's data for its view is, in the result's `_meta`. What each view reads there (a view
 * also reads the answer itself, `structuredContent` or else the JSON of the text, and the call's
 * arguments; without this data it draws what the answer alone gives):
 *
 * - meeting: `{start, end, people: [{name, zone, hours, work, offsets, off, working}]}`: the window
 *   in Unix seconds; per person, working time as [from, to, from, to, …] and UTC offsets as
 *   [at, offset, at, offset, …] (seconds after `start`; the first `at` is 0), holidays that took a
 *   working day and weekend days that are working days, as [date, name]. Slots come from the answer:
 *   `slots`, and any list whose key starts with `out_of_hours`, or a slot with `out`, as options
 *   outside someone's hours.
 * - month: `{place?, first, last, more?, weekend, span?, pick?, days: [[date, kind, name]]}`: whole
 *   months from `first` to `last` (`more`: the span went on), ISO weekend days, the days counted or
 *   walked, the answer's day; `kind` is `holiday`, `working` (a weekend day worked) or `change` (a
 *   clock change), and any other kind is drawn as a note. Any dated list can be drawn this way.
 */
export const VIEW_DATA_KEY = 'meridian/view';

export type ViewName = 'meeting' | 'month';

export interface ViewEntry {
  readonly uri: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly mimeType: string;
}

export const VIEWS: Readonly<Record<ViewName, ViewEntry>> = {
  meeting: {
    uri: 'ui://meridian/meeting.html',
    name: 'meeting-view',
    title: 'Meeting time view',
    description:
      "find_meeting_time's answer drawn: each person's hours in their local time, the proposed slots, clock changes and holidays.",
    mimeType: VIEW_MIME_TYPE,
  },
  month: {
    uri: 'ui://meridian/month.html',
    name: 'month-view',
    title: 'Month view',
    description:
      "business_days' answer, or get_current_time's calendar page, drawn as months: weekends, holidays, working weekend days, clock changes and the dates asked about.",
    mimeType: VIEW_MIME_TYPE,
  },
};

/** A tool's `_meta` in tools/list for its view: the MCP Apps key and ChatGPT's. */
export function viewToolMeta(view: ViewName): Record<string, unknown> {
  const uri = VIEWS[view].uri;
  return { ui: { resourceUri: uri }, 'openai/outputTemplate': uri };
}

/**
 * The `_meta` of a view's resources/read contents: no origin outside the page (the host's strictest
 * policy: no fetches, no scripts, styles, images or fonts from anywhere), said explicitly for hosts that
 * ask, and a border from the host.
 */
export const VIEW_RESOURCE_META = { ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true } } as const;

const INCLUDE = /^[ \t]*<!--include ([\w.-]+)-->[ \t]*$/gm;

/** A view's page with its includes put in: a `.css` as a style element, a `.js` as a script element. */
export function composeView(page: string, read: (file: string) => string): string {
  return page.replace(INCLUDE, (_, file: string) => {
    const text = read(file).trimEnd();
    if (file.endsWith('.css')) return `<style>\n${text}\n</style>`;
    if (file.endsWith('.js')) return `<script>\n${text}\n</script>`;
    throw new Error(`${file}: a view includes only .css and .js files`);
  });
}

/** What the build does to the text of each style and script element (esbuild's minifier). */
export type Minify = (code: string, loader: 'css' | 'js') => string;

/** Every view's page, composed from src/tools/views/, its style and script elements minified if given a minifier (the build embeds this). */
export function composeViews(minify?: Minify): Record<ViewName, string> {
  const read = (file: string) => readFileSync(new URL(`./views/${file}`, import.meta.url), 'utf8');
  const page = (file: string) => {
    const html = composeView(read(file), read);
    if (!minify) return html;
    return html.replace(
      /<(script|style)>\n([\s\S]*?)\n<\/\1>/g,
      (_, tag: string, code: string) => `<${tag}>${minify(code, tag === 'style' ? 'css' : 'js').trim()}</${tag}>`,
    );
  };
  return { meeting: page('meeting.html'), month: page('month.html') };
}

/** The view a `ui://` URI names, or undefined. */
export function viewAt(uri: string): ViewName | undefined {
  return (Object.keys(VIEWS) as ViewName[]).find((v) => VIEWS[v].uri === uri);
}
