// Who this server says it is, shared by both ways of answering a session (the SDK's server and
// the lean stdio session), so the two cannot drift.

import pkg from '../../package.json' with { type: 'json' };
import type { ToolContext } from '../tools/define.js';
import { icon } from '../tools/icons.js';

/** The release, from package.json. */
export const VERSION: string = pkg.version;

export const SERVER_INFO = {
  name: 'meridian',
  title: 'Meridian',
  version: VERSION,
  description: 'Exact time and time-zone answers from current IANA tz data.',
  icons: [icon('globe')],
};

export function instructionsFor(deps: ToolContext): string {
  return (
    `Exact time and time-zone answers from IANA tz data ${deps.db.version}. The local time zone is ${deps.localZone}. ` +
    `Zone arguments take IANA names or any common spelling: a city, country, UTC offset, abbreviation or Windows name ('Tokyo', 'Brazil', 'UTC+5:30', 'PST').`
  );
}

/**
 * The capabilities both ways of answering announce: tools, resources (time://now and its template)
 * and prompts, none of whose lists changes while running, and completions for their zone arguments.
 */
export const CAPABILITIES = {
  tools: { listChanged: false },
  resources: { listChanged: false },
  prompts: { listChanged: false },
  completions: {},
} as const;
