import { test } from 'node:test';
import assert from 'node:assert/strict';
import { db } from '../../test/helpers.js';
import { ConfigError } from '../core/errors.js';
import { detectLocalZone, zoneFromPath } from './host-zone.js';

const detect = (hints: Partial<Parameters<typeof detectLocalZone>[1]>) => detectLocalZone(db, { env: {}, ...hints });

test('order: --local-timezone > LOCAL_TIMEZONE > TZ > /etc/localtime > /etc/timezone > UTC', () => {
  const all = {
    flag: 'Asia/Tokyo',
    env: { LOCAL_TIMEZONE: 'Europe/Paris', TZ: 'America/Chicago' },
    localtimeLink: '/usr/share/zoneinfo/Europe/Oslo',
    etcTimezone: 'Africa/Lagos',
  };
  assert.deepEqual(detect(all), { name: 'Asia/Tokyo', origin: '--local-timezone' });
  assert.deepEqual(detect({ ...all, flag: undefined }), { name: 'Europe/Paris', origin: 'LOCAL_TIMEZONE' });
  assert.deepEqual(detect({ ...all, flag: undefined, env: { TZ: 'America/Chicago' } }), { name: 'America/Chicago', origin: 'TZ' });
  assert.deepEqual(detect({ localtimeLink: all.localtimeLink, etcTimezone: all.etcTimezone }), {
    name: 'Europe/Oslo',
    origin: '/etc/localtime',
  });
  assert.deepEqual(detect({ etcTimezone: all.etcTimezone }), { name: 'Africa/Lagos', origin: '/etc/timezone' });
  assert.deepEqual(detect({}), { name: 'UTC', origin: 'default' });
});

test('TZ may be a path into a zoneinfo directory, with a leading colon', () => {
  assert.equal(detect({ env: { TZ: ':/usr/share/zoneinfo/America/Sao_Paulo' } }).name, 'America/Sao_Paulo');
  assert.equal(detect({ env: { TZ: 'Europe/Kiev' } }).name, 'Europe/Kiev');
  assert.equal(zoneFromPath('../usr/share/zoneinfo/posix/Asia/Kolkata'), 'Asia/Kolkata');
  assert.equal(detect({ localtimeLink: '/etc/alternatives/weird' }).name, 'UTC');
});

test('a detected non-IANA name maps where unambiguous, else UTC, always with a warning', () => {
  const edt = detect({ env: { TZ: 'EDT' } });
  assert.equal(edt.name, 'America/New_York');
  assert.match(edt.warning!, /"EDT".*not an IANA name.*America\/New_York/);
  assert.equal(detect({ env: { LOCAL_TIMEZONE: 'Pacific Standard Time' } }).name, 'America/Los_Angeles');
  assert.equal(detect({ env: { TZ: 'W. Europe Standard Time' } }).name, 'Europe/Berlin');
  assert.equal(detect({ env: { TZ: 'China' } }).name, 'Asia/Shanghai'); // "China Standard Time"
  assert.equal(detect({ env: { TZ: 'CET-1CEST,M3.5.0,M10.5.0/3' } }).name, 'CET');
  // CLDR's names in other languages, as a localised host may report them, map too.
  assert.equal(detect({ env: { TZ: '中国标准时间' } }).name, 'Asia/Shanghai');
  assert.equal(detect({ env: { TZ: 'Mitteleuropäische Zeit' } }).name, 'Europe/Paris');
  for (const raw of ['IST', 'CST', 'Mitteleuropa', 'ET']) {
    const r = detect({ env: { TZ: raw } });
    assert.equal(r.name, 'UTC', raw);
    assert.match(r.warning!, /using UTC/);
  }
  assert.equal(detect({ env: { TZ: 'UTC' } }).warning, undefined);
});

test('an invalid explicit --local-timezone is an error naming it, with an example', () => {
  assert.throws(
    () => detect({ flag: 'Mars/Base' }),
    (e: unknown) => e instanceof ConfigError && /Invalid --local-timezone "Mars\/Base".*Europe\/Paris/.test(e.message),
  );
  assert.throws(() => detect({ flag: 'Europe/Pariss' }), /Did you mean "Europe\/Paris"/);
  assert.deepEqual(detect({ flag: 'us/pacific' }), { name: 'US/Pacific', origin: '--local-timezone' });
});
