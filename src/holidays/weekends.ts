// Which weekdays are the weekend, per country and region.
//
// Weekends come from CLDR's weekData (weekendStart..weekendEnd per territory, CLDR 48), copied into
// WEEKEND below and checked against the cldr-core package by weekends.test.ts, plus a few regional
// rules CLDR does not record (REGION_WEEKEND).

/** CLDR 48 supplemental weekData, weekendStart..weekendEnd as ISO weekdays; every other territory: [6, 7]. */
export const WEEKEND: Readonly<Record<string, readonly number[]>> = {
  AF: [4, 5],
  BH: [5, 6],
  DZ: [5, 6],
  EG: [5, 6],
  IL: [5, 6],
  IN: [7],
  IQ: [5, 6],
  IR: [5],
  JO: [5, 6],
  KW: [5, 6],
  LY: [5, 6],
  OM: [5, 6],
  QA: [5, 6],
  SA: [5, 6],
  SD: [5, 6],
  SY: [5, 6],
  UG: [7],
  YE: [5, 6],
};
export const DEFAULT_WEEKEND: readonly number[] = [6, 7];

/**
 * Weekends CLDR does not record. Malaysia: Kedah (02), Kelantan (03) and Terengganu (11) rest on
 * Friday and Saturday, the other states on Saturday and Sunday (Wikipedia, "Workweek and weekend",
 * Malaysia), Johor (01) among them again since 1 January 2025 (the Regent's decree of 7 October
 * 2024, The Star of that day). Bangladesh: Friday–Saturday (government offices since 2009). Brunei:
 * Friday and Sunday.
 */
const REGION_WEEKEND: Readonly<Record<string, readonly number[]>> = {
  BD: [5, 6],
  BN: [5, 7],
  'MY-02': [5, 6],
  'MY-03': [5, 6],
  'MY-11': [5, 6],
};

export function weekendOf(country: string, region?: string): readonly number[] {
  return (region && REGION_WEEKEND[`${country}-${region}`]) || REGION_WEEKEND[country] || WEEKEND[country] || DEFAULT_WEEKEND;
}
