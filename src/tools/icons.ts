// The server's and the tools' icons: tiny one-colour SVGs as data: URIs, so a client needs no
// network to show them (MCP 2025-11-25 `icons`). Every tools/list carries them, so they are kept to
// a couple of hundred bytes; clients do not hand them to the model.

export interface Icon {
  readonly src: string;
  readonly mimeType: 'image/svg+xml';
  readonly sizes: string[];
}

/** The few characters a data: URI must escape in these SVGs (they use single quotes and no '%'). */
const dataUri = (svg: string): string => `data:image/svg+xml,${svg.replace(/[<>#" ]/g, (c) => encodeURIComponent(c))}`;

const svg = (body: string) =>
  dataUri(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='#2563eb' stroke-width='2'>${body}</svg>`);

const ICONS = {
  clock: svg("<circle cx='12' cy='12' r='9'/><path d='M12 7v5l3 2'/>"),
  calendar: svg("<rect x='3' y='5' width='18' height='16' rx='2'/><path d='M3 10h18M8 3v4M16 3v4'/>"),
  globe: svg("<circle cx='12' cy='12' r='9'/><path d='M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18'/>"),
  sun: svg("<circle cx='12' cy='12' r='4'/><path d='M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2'/>"),
} as const;

export type IconName = keyof typeof ICONS;

export function icon(name: IconName): Icon {
  return { src: ICONS[name], mimeType: 'image/svg+xml', sizes: ['any'] };
}
