// The order numeric dates are read in by region, against CLDR's month-day pattern ("Md") of the
// region's main language (cldr-dates-full, a dev dependency): the month first there, the day first
// elsewhere.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { writesDayFirst } from './params.js';

const require = createRequire(import.meta.url);
const main = join(dirname(require.resolve('cldr-dates-full/package.json')), 'main');

test("numeric dates: a region writes the day first exactly where its language's month-day pattern in CLDR does", () => {
  const locales: Record<string, string> = {
    US: 'en',
    CA: 'en-CA',
    GB: 'en-GB',
    AU: 'en-AU',
    IN: 'en-IN',
    ZA: 'en-ZA',
    SG: 'en-SG',
    JP: 'ja',
    CN: 'zh',
    TW: 'zh-Hant',
    HK: 'zh-Hant-HK',
    KR: 'ko',
    HU: 'hu',
    MN: 'mn',
    LT: 'lt',
    IR: 'fa',
    DE: 'de',
    FR: 'fr',
    SE: 'sv',
    BR: 'pt',
    RU: 'ru',
  };
  for (const [region, locale] of Object.entries(locales)) {
    const data = JSON.parse(readFileSync(join(main, locale, 'ca-gregorian.json'), 'utf8'));
    const md: string = data.main[locale].dates.calendars.gregorian.dateTimeFormats.availableFormats.Md;
    assert.equal(writesDayFirst(region), md.indexOf('d') < md.indexOf('M'), `${region} (${locale}): Md is ${md}`);
  }
});
