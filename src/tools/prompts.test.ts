import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt } from '../../test/helpers.js';
import { completePrompt, getPrompt, PROMPT_LIST, PromptError } from './prompts.js';

const ctx = ctxAt('2026-11-30T23:30:00Z', 'Pacific/Apia');
const text = (name: string, args: unknown) => getPrompt(ctx, name, args).messages[0]!.content.text;
const refused = (name: string, args: unknown) => {
  try {
    getPrompt(ctx, name, args);
  } catch (e) {
    assert.ok(e instanceof PromptError, String(e));
    return e.message;
  }
  return assert.fail('accepted');
};

test('every prompt says the local time, with the date there (Apia is already on the next day)', () => {
  for (const p of PROMPT_LIST) {
    const args = Object.fromEntries(p.arguments.filter((a) => a.required).map((a) => [a.name, 'Tokyo']));
    assert.match(
      text(p.name, args),
      /^It is now Tuesday 2026-12-01T12:30:00\+13:00 \(2026-11-30T23:30:00Z\) in Pacific\/Apia, the local zone\. /,
    );
  }
});

test('prompt messages carry the arguments and name the tools', () => {
  assert.match(
    text('convert_for_team', { time: '3pm tomorrow', team_zones: 'Asia/Tokyo, Europe/Paris' }),
    /Convert 3pm tomorrow \(local time\) for a team in Asia\/Tokyo, Europe\/Paris\. Read the time with parse_time/,
  );
  assert.match(
    text('convert_for_team', { time: '9:00', from_zone: 'Berlin', team_zones: 'Tokyo' }),
    /Convert 9:00 in Berlin for a team in Tokyo/,
  );
  assert.match(
    text('time_in', { place: '  New   York ' }),
    /What time is it now in New York\? Call get_current_time with timezone "New York"/,
  );
  assert.match(
    text('plan_meeting', { zones: 'UTC, Asia/Kathmandu', when: 'next week' }),
    /Find 30-minute meeting slots for people in UTC, Asia\/Kathmandu for next week\./,
  );
});

test('prompt arguments that cannot be used are refused with what to pass', () => {
  assert.equal(refused('time_in', {}), "time_in needs place: A zone, city or country, e.g. 'Tokyo'.");
  assert.equal(refused('time_in', { place: 'Tokyo', zone: 'x' }), 'Unknown argument "zone" for time_in; it takes place.');
  assert.equal(refused('time_in', { place: 5 }), 'place must be a string.');
  assert.equal(refused('time_in', { place: 'x'.repeat(501) }), 'place is too long; keep it under 500 characters.');
  assert.equal(refused('time_in', []), 'arguments must be an object of strings.');
  assert.match(refused('weather', {}), /^Unknown prompt "weather"/);
});

test('completions for zone arguments only', () => {
  assert.deepEqual(completePrompt(ctx, 'time_in', 'place', 'asia/kol').values, ['Asia/Kolkata']);
  assert.deepEqual(completePrompt(ctx, 'plan_meeting', 'zones', 'UTC, europe/zu').values, ['UTC, Europe/Zurich']);
  assert.deepEqual(completePrompt(ctx, 'plan_meeting', 'when', 'next').values, []);
  assert.deepEqual(completePrompt(ctx, 'nope', 'place', 'a').values, []);
});
