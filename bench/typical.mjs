// One typical call per Meridian tool, shared by npm run bench (the warm-latency set, the memory mix,
// the answers whose tokens are counted, the settings' with and without) and the tests that call every tool.

export const TYPICAL = {
  get_current_time: { timezone: 'Europe/Warsaw' },
  convert_time: { source_timezone: 'America/New_York', time: '16:30', target_timezone: 'Asia/Tokyo' },
  get_time: {},
  parse_time: { text: 'next friday at 3pm', timezone: 'America/New_York' },
  time_calculator: { operation: 'add', base_time: '2024-03-09T12:00:00', timezone: 'America/New_York', days: 1, hours: 2 },
  timezone_info: { timezones: ['Europe/London'] },
  business_days: { operation: 'add', date: '2024-12-20', days: 5, country: 'DE' },
  calendar: { date: '1 Ramadan 1448', from: 'islamic' },
  find_meeting_time: {
    participants: [{ timezone: 'America/New_York' }, { timezone: 'Europe/London' }],
    duration_minutes: 45,
    from: '2024-01-08',
    to: '2024-01-12',
  },
  daylight: { place: 'Oslo', date: '2026-06-21' },
  check_dates: {
    text: 'The kickoff is Tuesday, December 9 at 10am ET. Next Friday (Dec 11) we demo; in three weeks (Dec 21) we ship.',
    timezone: 'America/New_York',
    now: '2026-12-06T10:00',
  },
  schedule: {
    rule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;BYHOUR=9;BYMINUTE=30',
    timezone: 'America/New_York',
    from: '2024-01-01T00:00:00Z',
    count: 100,
  },
};
