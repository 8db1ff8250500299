// Its types are an ambient module that its package.json exports do not name.
/// <reference path="../../node_modules/date-holidays-parser/types/index.d.ts" />

// The holiday rules engine as one lazy part (dist/lazy/holiday-parser.cjs; ./lazy.cts loads it):
// date-holidays-parser with its moment-timezone calls answered by our tz database (moment-shim.cts).
// The rules themselves are data, one country per file (data/holidays/, scripts/holidays-data.ts).
// An ES module, so that esbuild bundles the packages' ES module builds and leaves out what they do
// not use (most of astronomia): half the code to load on first use.

import moment from './moment-shim.cjs';
import Holidays from 'date-holidays-parser';

export default { Holidays, useZones: moment.useZones };
