// Informal regions people name for a time zone ("the Midwest", "SoCal", "Atlantic Canada"): no
// gazetteer has them (GeoNames' regions are administrative), so each is curated here with the
// zones its parts keep and why. Kept small: a name belongs here only when people write it for a
// time and its extent is settled enough to say which clocks it spans. The resolver groups the zones
// by clock at the instant asked about: one clock is the answer; several are an ambiguity, unless
// `dominant` says the first is what nearly everyone means (then the others are its alternatives).

export interface InformalRegion {
  /** The names as written; folded when read. A leading "the" is dropped before the lookup. */
  readonly names: readonly string[];
  /** Its zones, the one most of its people keep first, each with the part of the region that keeps it. */
  readonly zones: readonly { readonly zone: string; readonly part: string }[];
  /** The first zone is what nearly everyone means; the others are named as alternatives. */
  readonly dominant?: boolean;
  /** Why these zones: the extent the name has, and for a dominant reading, why it dominates. */
  readonly why: string;
}

export const INFORMAL_REGIONS: readonly InformalRegion[] = [
  {
    names: ['Upstate New York', 'Upstate NY'],
    zones: [{ zone: 'America/New_York', part: 'New York State' }],
    why: 'All of New York State keeps Eastern Time.',
  },
  {
    names: ['Southern California', 'SoCal', 'Northern California', 'NorCal', 'Silicon Valley'],
    zones: [{ zone: 'America/Los_Angeles', part: 'California' }],
    why: 'All of California keeps Pacific Time.',
  },
  {
    names: ['Pacific Northwest', 'PNW'],
    zones: [
      { zone: 'America/Los_Angeles', part: 'Washington, Oregon' },
      { zone: 'America/Vancouver', part: 'British Columbia, often counted' },
      { zone: 'America/Boise', part: 'southern Idaho, sometimes counted' },
    ],
    dominant: true,
    why: 'In US usage Washington and Oregon (Pacific Time), about twice the people of British Columbia, which no longer changes its clocks; most of Idaho keeps Mountain Time.',
  },
  {
    names: ['West Coast'],
    zones: [
      { zone: 'America/Los_Angeles', part: 'the US West Coast' },
      { zone: 'America/Vancouver', part: "Canada's West Coast, British Columbia" },
    ],
    dominant: true,
    why: 'California, Oregon and Washington (Pacific Time) have about ten times the people of British Columbia.',
  },
  {
    names: ['East Coast', 'Eastern Seaboard'],
    zones: [
      { zone: 'America/New_York', part: 'the US East Coast' },
      { zone: 'America/Halifax', part: "Canada's East Coast, the Maritimes" },
    ],
    dominant: true,
    why: 'Every US state on the Atlantic, Maine to Florida, keeps Eastern Time: over forty times the people of the Maritimes.',
  },
  {
    names: ['New England'],
    zones: [{ zone: 'America/New_York', part: 'the six New England states' }],
    why: 'Maine, New Hampshire, Vermont, Massachusetts, Rhode Island and Connecticut keep Eastern Time.',
  },
  {
    names: ['Midwest', 'Middle West'],
    zones: [
      { zone: 'America/Chicago', part: 'Illinois, Wisconsin, Minnesota, Iowa, Missouri, Kansas, Nebraska, the Dakotas' },
      { zone: 'America/Detroit', part: 'Michigan' },
      { zone: 'America/Indiana/Indianapolis', part: 'Indiana' },
      { zone: 'America/New_York', part: 'Ohio' },
    ],
    why: "The US Census Bureau's twelve states: Central Time for about 40 million people, Eastern for about 29 million (Ohio, Michigan, most of Indiana).",
  },
  {
    names: ['Gulf Coast'],
    zones: [
      { zone: 'America/Chicago', part: 'Texas to the Florida Panhandle: Houston, New Orleans, Mobile' },
      { zone: 'America/New_York', part: "Florida's Gulf coast: Tampa, Fort Myers" },
    ],
    why: 'The US Gulf coast crosses from Central to Eastern Time in Florida.',
  },
  {
    names: ['Deep South'],
    zones: [
      { zone: 'America/Chicago', part: 'Alabama, Mississippi, Louisiana' },
      { zone: 'America/New_York', part: 'Georgia, South Carolina' },
    ],
    why: 'Its five core states are split between Central and Eastern Time.',
  },
  {
    names: ['Atlantic Canada'],
    zones: [
      { zone: 'America/Halifax', part: 'Nova Scotia, New Brunswick, Prince Edward Island' },
      { zone: 'America/St_Johns', part: 'Newfoundland, 30 minutes ahead' },
    ],
    dominant: true,
    why: 'Three of its four provinces, about four in five of its people, keep Atlantic Time; Newfoundland keeps its own.',
  },
  {
    names: ['Maritimes', 'Maritime Provinces'],
    zones: [{ zone: 'America/Halifax', part: 'Nova Scotia, New Brunswick, Prince Edward Island' }],
    why: 'The three Maritime provinces keep Atlantic Time (America/Moncton is the same clock).',
  },
  {
    names: ['Lower Mainland'],
    zones: [{ zone: 'America/Vancouver', part: 'Greater Vancouver and the Fraser Valley' }],
    why: "British Columbia's southwest corner.",
  },
  {
    names: ['Prairies', 'Prairie Provinces', 'Canadian Prairies'],
    zones: [
      { zone: 'America/Winnipeg', part: 'Manitoba' },
      { zone: 'America/Regina', part: 'Saskatchewan' },
      { zone: 'America/Edmonton', part: 'Alberta' },
    ],
    why: "Canada's three prairie provinces: Manitoba keeps Central Time, Saskatchewan Central Standard Time all year, Alberta its own; the clocks are grouped at the instant asked about.",
  },
  {
    names: ['Scandinavia'],
    zones: [
      { zone: 'Europe/Stockholm', part: 'Sweden' },
      { zone: 'Europe/Oslo', part: 'Norway' },
      { zone: 'Europe/Copenhagen', part: 'Denmark' },
    ],
    why: 'Sweden, Norway and Denmark keep one clock, Central European Time; Finland and Iceland are Nordic, not Scandinavian.',
  },
  {
    names: ['Balkans', 'Balkan Peninsula'],
    zones: [
      { zone: 'Europe/Belgrade', part: 'the former Yugoslavia and Albania' },
      { zone: 'Europe/Athens', part: 'Greece' },
      { zone: 'Europe/Sofia', part: 'Bulgaria' },
      { zone: 'Europe/Istanbul', part: 'European Turkey' },
    ],
    why: 'Central European Time in the west, Eastern European Time in Greece and Bulgaria, Turkey its own.',
  },
  {
    names: ['Patagonia'],
    zones: [
      { zone: 'America/Argentina/Rio_Gallegos', part: 'Argentine Patagonia' },
      { zone: 'America/Argentina/Salta', part: 'Neuquén and Río Negro' },
      { zone: 'America/Argentina/Catamarca', part: 'Chubut' },
      { zone: 'America/Argentina/Ushuaia', part: 'Tierra del Fuego' },
      { zone: 'America/Punta_Arenas', part: 'Magallanes, Chile' },
      { zone: 'America/Coyhaique', part: 'Aysén, Chile' },
      { zone: 'America/Santiago', part: "Chile's Los Lagos, sometimes counted" },
    ],
    dominant: true,
    why: "Argentina's Patagonian provinces and Chile's Aysén and Magallanes keep -03:00 all year; Los Lagos keeps Chile's main clock.",
  },
  {
    names: ['Labrador'],
    zones: [
      { zone: 'America/Goose_Bay', part: 'most of Labrador: Happy Valley-Goose Bay, Labrador City, the north coast' },
      { zone: 'America/St_Johns', part: "Labrador's southeast coast, on Newfoundland's clock" },
    ],
    dominant: true,
    why: "The mainland part of Newfoundland and Labrador (no administrative region of its own) keeps Atlantic Time but for its southeast coast, as tz's zone.tab says; a Gold Coast suburb, Labrador, Queensland, is not what the name alone means.",
  },
  {
    names: ['Midlands'],
    zones: [
      { zone: 'Europe/London', part: "England's East and West Midlands: Birmingham, Nottingham, Leicester" },
      { zone: 'Africa/Harare', part: "Zimbabwe's Midlands Province: Gweru, Kwekwe" },
    ],
    dominant: true,
    why: "The English Midlands (no administrative region of that name) have some 11 million people; Zimbabwe's Midlands Province, about 1.6 million, is the other reading.",
  },
  {
    names: ['English Midlands', 'East Midlands', 'West Midlands'],
    zones: [{ zone: 'Europe/London', part: "England's Midlands" }],
    why: 'England keeps one clock.',
  },
  {
    names: ['Kurdistan'],
    zones: [
      { zone: 'Asia/Baghdad', part: "Iraq's Kurdistan Region: Erbil, Sulaymaniyah, Duhok" },
      { zone: 'Asia/Tehran', part: "Iran's Kurdistan Province: Sanandaj" },
      { zone: 'Europe/Istanbul', part: "Turkey's Kurdish southeast: Diyarbakır" },
      { zone: 'Asia/Damascus', part: "Syria's Kurdish northeast: Qamishli" },
    ],
    why: "The name alone is Iraq's autonomous Kurdistan Region, Iran's Kurdistan Province, or the region across four countries: Iran's clock is 30 minutes off the others.",
  },
  {
    names: ['Kurdistan Region', 'Iraqi Kurdistan'],
    zones: [{ zone: 'Asia/Baghdad', part: "Iraq's autonomous Kurdistan Region" }],
    why: 'Iraq keeps one clock.',
  },
];
