// Which test suites reach the host's time zone. Loaded into every Node process of a test run
// (NODE_OPTIONS=--import, by `node scripts/test.mjs --probe-zones FILE`), it records, per suite, each
// call whose answer follows the host's zone: Date's local-time getters and setters and its local
// string forms, a Date built from local fields (new Date(y, m, ...)) or from a string without an
// offset, Intl.DateTimeFormat without a timeZone, and the built server started with neither
// --local-timezone nor LOCAL_TIMEZONE while TZ is the run's own. A suite that reaches none of them
// answers the same under any host zone; .ci/run reruns the others under two more zones.
//
// Meridian's own code reads no zone from the runtime; what this finds are the oracles and data
// generators the tests run (dayjs, caldate, feiertagejs...) and servers left to the host's zone.
import { appendFileSync } from 'node:fs';

const OUT = process.env.MERIDIAN_ZONE_PROBE;
// Not npm, npx or the tools the tests install (the conformance suite, mcp-remote): only the suites,
// the server and the scripts and oracles they run.
if (OUT && !/[\\/]node_modules[\\/]/.test(process.argv[1] ?? '')) {
  // A suite's own process names itself; everything it starts (servers, workers, scripts) inherits the name.
  if (!process.env.MERIDIAN_ZONE_PROBE_SUITE && /\.test\.ts$/.test(process.argv[1] ?? ''))
    process.env.MERIDIAN_ZONE_PROBE_SUITE = process.argv[1];
  const hits = {};
  const hit = (what) => {
    if (hits[what]) return;
    // Where it came from, for whoever reads the record: the first frames outside this file.
    hits[what] = (new Error().stack ?? '')
      .split('\n')
      .slice(3, 6)
      .map((l) => l.trim())
      .join(' | ')
      .slice(0, 400);
  };

  // getMilliseconds and setMilliseconds are left out: no zone's offset has a fraction of a second.
  const LOCAL = ['getFullYear', 'getMonth', 'getDate', 'getDay', 'getHours', 'getMinutes', 'getSeconds', 'getTimezoneOffset', 'getYear'];
  const SETTERS = ['setFullYear', 'setMonth', 'setDate', 'setHours', 'setMinutes', 'setSeconds', 'setYear'];
  const STRINGS = ['toString', 'toDateString', 'toTimeString', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'];
  for (const name of [...LOCAL, ...SETTERS, ...STRINGS]) {
    const original = Date.prototype[name];
    if (typeof original !== 'function') continue;
    Object.defineProperty(Date.prototype, name, {
      value: function (...args) {
        hit(`Date#${name}`);
        return original.apply(this, args);
      },
      writable: true,
      configurable: true,
    });
  }
  /** A date-time string without an offset is read in the host's zone (an ISO date alone is UTC). */
  const localText = (s) =>
    typeof s === 'string' && !/(Z|[+-]\d\d:?\d\d|GMT|UTC)\s*$/i.test(s.trim()) && !/^[+-]?\d{4,6}(-\d\d(-\d\d)?)?$/.test(s.trim());
  const RealDate = Date;
  const parse = RealDate.parse;
  RealDate.parse = function (s) {
    if (localText(s)) hit('Date.parse of a local date-time');
    return parse.call(this, s);
  };
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      if (args.length >= 2) hit('new Date(y, m, ...)');
      else if (args.length === 1 && localText(args[0])) hit('new Date of a local date-time');
      return Reflect.construct(target, args, newTarget);
    },
    apply(target, self, args) {
      hit('Date() as a function');
      return Reflect.apply(target, self, args);
    },
  });
  const RealFormat = Intl.DateTimeFormat;
  const noZone = (args) => !(args[1] && typeof args[1] === 'object' && args[1].timeZone);
  Intl.DateTimeFormat = new Proxy(RealFormat, {
    construct(target, args, newTarget) {
      if (noZone(args)) hit('Intl.DateTimeFormat without timeZone');
      return Reflect.construct(target, args, newTarget);
    },
    apply(target, self, args) {
      if (noZone(args)) hit('Intl.DateTimeFormat without timeZone');
      return Reflect.apply(target, self, args);
    },
  });

  const argv = process.argv.slice(2);
  const server = /dist\/meridian\.mjs$/.test(process.argv[1] ?? '') && !argv.some((a) => ['--version', '--help', 'tools'].includes(a));
  if (
    server &&
    !argv.includes('--local-timezone') &&
    !process.env.LOCAL_TIMEZONE &&
    (process.env.TZ ?? '') === process.env.MERIDIAN_ZONE_PROBE_TZ
  ) {
    hit(`the server started on the host's zone (${argv.join(' ')})`);
  }

  process.on('exit', () => {
    if (Object.keys(hits).length === 0) return;
    appendFileSync(OUT, JSON.stringify({ suite: process.env.MERIDIAN_ZONE_PROBE_SUITE ?? process.argv[1], hits }) + '\n');
  });
}
