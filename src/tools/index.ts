// Every tool Meridian serves, in the order tools/list shows them.

import { convertTime } from './convert-time.js';
import type { ToolDefinition } from './define.js';
import { getCurrentTime } from './get-current-time.js';
import { parseTime } from './parse-time.js';

export const TOOLS: readonly ToolDefinition[] = [getCurrentTime, convertTime, parseTime] as unknown as ToolDefinition[];
