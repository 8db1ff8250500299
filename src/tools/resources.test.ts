import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ctxAt } from '../../test/helpers.js';
import { completeZone, completeZoneList, readResource, ResourceError } from './resources.js';

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
  assert.deepEqual(read('time://now/Bombay').resolved, [{ input: 'Bombay', timezone: 'Asia/Kolkata', via: 'city' }]);
});

test('time:// URIs that name nothing are refused with what a valid one looks like', () => {
  assert.deepEqual(refused('time://now/'), ['invalid', '"time://now/" names no zone; a valid URI is time://now or time://calendar, or either with / and a zone, e.g. time://now/Asia%2FTokyo or time://calendar/Europe/Paris?country=FR.']);
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
