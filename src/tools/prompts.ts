// Prompts hosts show as slash commands: plan a meeting across zones, convert a time for a team,
// what time it is somewhere, and today's calendar page (./calendar-page.ts). Each one's message names the tools to call and carries the current
// local time, so the model starts from the right day. Protocol-free, like resources.ts.

import { formatUtcSeconds } from '../core/iso-text.js';
import { nowSec } from '../time/clock.js';
import type { ToolContext } from './define.js';
import { InputError } from '../core/errors.js';
import { zoneIn } from './params.js';
import { calendarPage } from './calendar-page.js';
import { completeZone, completeZoneList, type Completion } from './resources.js';
import { describeInstant } from './results.js';

export interface PromptArgument {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
}

export interface PromptEntry {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly arguments: readonly PromptArgument[];
}

/** How an argument is completed: as one zone, a comma-separated list of zones, or not at all. */
type ArgumentKind = 'zone' | 'zones' | 'text';

interface PromptDefinition extends PromptEntry {
  readonly kinds: Readonly<Record<string, ArgumentKind>>;
  /** The user message, from the arguments (absent ones are undefined) and the local time's words. */
  render(args: Readonly<Record<string, string | undefined>>, now: string, ctx: ToolContext): string;
}

const PROMPTS: readonly PromptDefinition[] = [
  {
    name: 'plan_meeting',
    title: 'Plan a meeting across time zones',
    description: 'Find the fairest meeting slots for people in several zones.',
    arguments: [
      {
        name: 'zones',
        description: "Each person's zone, comma-separated, e.g. 'America/New_York, Europe/London, Asia/Kolkata'.",
        required: true,
      },
      { name: 'duration_minutes', description: 'How long, e.g. 45; default 30.', required: false },
      {
        name: 'when',
        description: "Which days, e.g. 'next week' or '2026-03-02 to 2026-03-06'; default the coming week.",
        required: false,
      },
    ],
    kinds: { zones: 'zones', duration_minutes: 'text', when: 'text' },
    render: (a, now) =>
      `${now} Find ${a.duration_minutes ?? '30'}-minute meeting slots for people in ${a.zones} ${a.when ? `for ${a.when}` : 'in the coming week'}. ` +
      'Call find_meeting_time with one participant per zone (add a country where public holidays matter), read the days with parse_time if they are in words, ' +
      "and show each slot in every participant's local time.",
  },
  {
    name: 'convert_for_team',
    title: 'Convert a time for my team',
    description: "One time, shown in each team member's zone.",
    arguments: [
      { name: 'time', description: "The time, e.g. '3pm tomorrow' or '2026-03-02T15:00'.", required: true },
      { name: 'from_zone', description: "The zone it is meant in, e.g. 'Europe/Berlin'; default the local zone.", required: false },
      { name: 'team_zones', description: "The team's zones, comma-separated, e.g. 'America/Los_Angeles, Asia/Tokyo'.", required: true },
    ],
    kinds: { time: 'text', from_zone: 'zone', team_zones: 'zones' },
    render: (a, now) =>
      `${now} Convert ${a.time}${a.from_zone ? ` in ${a.from_zone}` : ' (local time)'} for a team in ${a.team_zones}. ` +
      'Read the time with parse_time (in the zone it is meant in), then show it in every team zone with get_time, ' +
      'with the weekday where the date differs, and say if a clock change falls near it.',
  },
  {
    name: 'time_in',
    title: 'What time is it there?',
    description: 'The current time somewhere, and how far it is from here.',
    arguments: [{ name: 'place', description: "A zone, city or country, e.g. 'Tokyo'.", required: true }],
    kinds: { place: 'zone' },
    render: (a, now) =>
      `${now} What time is it now in ${a.place}? Call get_current_time with timezone "${a.place}" ` +
      '(if it names several zones, say so and ask which), and say how many hours it is ahead of or behind local time.',
  },
  {
    name: 'today',
    title: "Today's calendar page",
    description: 'Today, this week and next by date, coming holidays and the next clock change, so that no date is worked out by hand.',
    arguments: [
      { name: 'timezone', description: "The zone, e.g. 'Europe/Paris'; default the local zone.", required: false },
      { name: 'country', description: "Whose holidays, e.g. 'DE'; default the zone's country.", required: false },
    ],
    kinds: { timezone: 'zone', country: 'text' },
    render: (a, now, ctx) =>
      `${now} Today's calendar page, as JSON: ${JSON.stringify(calendarPage(ctx, zoneIn(ctx, a.timezone, 'timezone'), a.country))} ` +
      'Take dates and weekdays from it rather than working them out; for any other day call parse_time, and count days with time_calculator or business_days.',
  },
];

export const PROMPT_LIST: readonly PromptEntry[] = PROMPTS.map(({ name, title, description, arguments: args }) => ({
  name,
  title,
  description,
  arguments: args,
}));

/** An error that a prompts/get answers with a JSON-RPC invalid-params error. */
export class PromptError extends Error {
  override name = 'PromptError';
}

/** The most characters one prompt argument may hold. */
const MAX_ARGUMENT = 500;

export interface PromptMessage {
  readonly role: 'user';
  readonly content: { readonly type: 'text'; readonly text: string };
}

/** prompts/get: the prompt's description and its one user message. */
export function getPrompt(ctx: ToolContext, name: string, args: unknown): { description: string; messages: PromptMessage[] } {
  const prompt = PROMPTS.find((p) => p.name === name);
  if (!prompt) throw new PromptError(`Unknown prompt "${name.slice(0, 100)}": the prompts are ${PROMPTS.map((p) => p.name).join(', ')}.`);
  if (args !== undefined && (args === null || typeof args !== 'object' || Array.isArray(args)))
    throw new PromptError('arguments must be an object of strings.');
  const given = (args ?? {}) as Record<string, unknown>;
  const known = new Set(prompt.arguments.map((a) => a.name));
  const unknown = Object.keys(given).filter((k) => !known.has(k));
  if (unknown.length)
    throw new PromptError(
      `Unknown argument${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k.slice(0, 100)}"`).join(', ')} for ${name}; it takes ${[...known].join(', ')}.`,
    );
  const values: Record<string, string | undefined> = {};
  for (const a of prompt.arguments) {
    const v = given[a.name];
    if (v !== undefined && v !== null && typeof v !== 'string') throw new PromptError(`${a.name} must be a string.`);
    const text = typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '';
    if (text.length > MAX_ARGUMENT) throw new PromptError(`${a.name} is too long; keep it under ${MAX_ARGUMENT} characters.`);
    if (!text && a.required) throw new PromptError(`${name} needs ${a.name}: ${a.description}`);
    values[a.name] = text || undefined;
  }
  let text: string;
  try {
    text = prompt.render(values, localNow(ctx), ctx);
  } catch (e) {
    if (e instanceof InputError) throw new PromptError(e.message);
    throw e;
  }
  return { description: prompt.description, messages: [{ role: 'user', content: { type: 'text', text } }] };
}

/** "It is now Monday 2026-11-30T13:00:00+01:00 (12:00 UTC) in Europe/Paris, the local zone." */
function localNow(ctx: ToolContext): string {
  const local = ctx.db.lookup(ctx.localZone)!;
  const epochSec = nowSec(ctx.clock);
  const d = describeInstant({ name: local.name, zone: ctx.db.zone(local.canonical), defaulted: true }, epochSec);
  return `It is now ${d.day_of_week} ${d.datetime} (${formatUtcSeconds(epochSec)}) in ${d.timezone}, the local zone.`;
}

/** completion/complete for a prompt's argument: zone names where the argument takes zones. */
export function completePrompt(ctx: ToolContext, name: string, argument: string, value: string): Completion {
  const kind = PROMPTS.find((p) => p.name === name)?.kinds[argument];
  if (kind === 'zone') return completeZone(ctx, value);
  if (kind === 'zones') return completeZoneList(ctx, value);
  return { values: [], total: 0, hasMore: false };
}
