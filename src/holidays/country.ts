// The one reader of a country argument for holidays: "DE", "de", "Germany", "Deutschland", or a
// country with a state or region, "DE-BY", "US-CA", "GB-SCT", "Germany/BY". The whole text is tried
// as a country first, so names with a hyphen ("Guinea-Bissau") stay whole.

import { InputError } from '../core/errors.js';
import type { TzDatabase } from '../tzdb/database.js';
import { holidayCalendar, type HolidayCalendar, type HolidayType } from './country-holidays.js';

/**
 * The calendar of the country (and region) `text` names, with its holidays of `types`. Errors name
 * `field` and carry, besides the calendar's own facts, the whole `text` as given.
 */
export function readCountry(db: TzDatabase, text: string, field: string, types?: readonly HolidayType[]): HolidayCalendar {
  const read = (country: string, region?: string) =>
    holidayCalendar(db, { country, field, ...(region ? { region } : {}), ...(types ? { types } : {}) });
  try {
    try {
      return read(text);
    } catch (e) {
      const m = /^(.+?)\s*[-_/]\s*([A-Za-z0-9]{1,3})$/.exec(text.trim());
      if (!(e instanceof InputError) || !m) throw e;
      return read(m[1]!, m[2]!);
    }
  } catch (e) {
    if (e instanceof InputError) throw new InputError(e.code, e.message, e.field, { ...e.detail, text });
    throw e;
  }
}
