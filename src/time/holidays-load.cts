// date-holidays (and its rule data for 200+ countries), loaded on first use rather than at start-up:
// the same lazy CommonJS trick as chrono-load.cts. A `require()` inside a function is bundled by
// esbuild into the one output file, and its CommonJS wrapper (which builds the library's data) runs
// only on the first call, so handlers stay synchronous and start-up pays nothing.
//
// Unbundled (tsx, in tests), Node 20 runs this file through its ESM translator, whose require()
// fails on the JSON file moment-timezone requires; there `module` is a real CommonJS module and
// `module.require` is Node's own loader. In the bundle, esbuild's `module` has no `require`, and
// the bundled copy is used.
type Holidays = typeof import('date-holidays').default;
function loadHolidays(): Holidays {
  return typeof module.require === 'function' ? (module.require('date-holidays') as Holidays) : require('date-holidays');
}
export = loadHolidays;
