// Every tool Meridian serves, in the order tools/list shows them.

import { businessDays } from './business-days.js';
import { calendar } from './calendar.js';
import { checkDatesTool } from './check-dates.js';
import { convertTime } from './convert-time.js';
import { daylight } from './daylight.js';
import type { ToolDefinition } from './define.js';
import { findMeetingTime } from './find-meeting-time.js';
import { getCurrentTime } from './get-current-time.js';
import { getTime } from './get-time.js';
import { parseTime } from './parse-time.js';
import { schedule } from './schedule.js';
import { timeCalculator } from './time-calculator.js';
import { timezoneInfo } from './timezone-info.js';

// biome-ignore format: scripts/build.mjs reads the tools from this line
export const TOOLS: readonly ToolDefinition[] = [getCurrentTime, convertTime, getTime, parseTime, timeCalculator, timezoneInfo, businessDays, calendar, findMeetingTime, schedule, daylight, checkDatesTool];

/**
 * Loads every tool's code now rather than on its first call. Here it is loaded already; the bundle
 * loads each tool's file on first use (scripts/build.mjs), and a worker thread of the pool, which
 * runs the costly calls of every tool, loads them all as it starts, before it takes a job, so that
 * no call's deadline pays for it.
 */
export async function loadTools(): Promise<void> {}
