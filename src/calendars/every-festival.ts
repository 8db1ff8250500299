// Every festival and observance the calendars compute, in the order a name is claimed when two
// traditions spell one alike: Jewish, Islamic, Christian, Chinese, Persian and Parsi (./festivals.ts),
// Hindu, Sikh, Jain and Buddhist (./hindu-festivals.ts), then civil observances (./observances.ts).

import type { Festival } from './festival.js';
import { FESTIVALS } from './festivals.js';
import { HINDU_FESTIVALS } from './hindu-festivals.js';
import { OBSERVANCES } from './observances.js';

export const EVERY_FESTIVAL: readonly Festival[] = [...FESTIVALS, ...HINDU_FESTIVALS, ...OBSERVANCES];
