// The one reviewed table of differences between Meridian's holidays and the data they are held to
// (test/holidays-official.test.ts, test/holidays-published.test.ts). A comparison fails on any
// difference not listed here; a row that no longer matches a difference fails too, so the table
// cannot go stale. Each row says which side is right and why.

export interface Explained {
  /** 'DE-BY', 'KR', …: the calendar compared. */
  readonly calendar: string;
  /** The source it is compared with (test/holidays-sources.ts). */
  readonly against: string;
  readonly date: string;
  /** 'extra': a day off Meridian has and the source has not; 'missing': the other way round. */
  readonly kind: 'extra' | 'missing';
  readonly why: string;
}

// biome-ignore format: a table, one row a line
export const EXPLAINED: readonly Explained[] = [
  // Germany, against feiertagejs.
  { calendar: 'DE-BE', against: 'feiertagejs', date: '2020-05-08', kind: 'extra', why: "Berlin's one-off holiday for the 75th anniversary of the end of the war (Gesetz of 29 January 2019); feiertagejs lacks it, date-holidays has it." },
  { calendar: 'DE-BE', against: 'feiertagejs', date: '2025-05-08', kind: 'extra', why: "Berlin's one-off holiday for the 80th anniversary (Gesetz of 2024); feiertagejs lacks it." },
  ...[2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027]
    .filter((y) => ![0, 6].includes(new Date(Date.UTC(y, 7, 15)).getUTCDay()))
    .map((y): Explained => ({
      calendar: 'DE-BY',
      against: 'feiertagejs',
      date: `${y}-08-15`,
      kind: 'missing',
      why: 'Assumption Day is a holiday only in the mainly Catholic municipalities of Bavaria (Feiertagsgesetz art. 1): typed partial, not public for the whole state.',
    })),
  // Scotland, against GOV.UK's feed of July 2025.
  { calendar: 'GB-SCT', against: 'GOV.UK', date: '2026-06-15', kind: 'extra', why: 'The bank holiday proclaimed in February 2026 for the World Cup, after the July 2025 snapshot of the feed (python-holidays has it).' },
  // South Korea: python-holidays at the pinned commit (July 2026) against the official almanac.
  { calendar: 'KR', against: 'python-holidays', date: '2026-05-01', kind: 'extra', why: 'Labour Day is a public holiday from 2026 (law promulgated April 2026); python-holidays added it after the pinned commit (its PR #3728) and types it bank.' },
  { calendar: 'KR', against: 'python-holidays', date: '2027-05-03', kind: 'extra', why: "The substitute for Labour Day on Saturday 1 May 2027, as the almanac gives it; python-holidays' pinned commit predates Labour Day's law." },
  { calendar: 'KR', against: 'python-holidays', date: '2027-07-19', kind: 'extra', why: "The substitute for Constitution Day on Saturday 17 July 2027 (a public holiday again from 2026), as the almanac gives it; python-holidays' pinned commit lacks it." },
];

/** The rows for one comparison, by kind and date. */
export function explainedFor(calendar: string, against: string): { extra: Set<string>; missing: Set<string> } {
  const rows = EXPLAINED.filter((e) => e.calendar === calendar && e.against === against);
  return {
    extra: new Set(rows.filter((r) => r.kind === 'extra').map((r) => r.date)),
    missing: new Set(rows.filter((r) => r.kind === 'missing').map((r) => r.date)),
  };
}
