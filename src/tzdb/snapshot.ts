// The tz database embedded in the bundle (data/tzdata.json, written by `npm run tzdata:update`).

import snapshot from '../../data/tzdata.json' with { type: 'json' };
import type { TzSnapshot } from '../core/data-formats.js';
import { SnapshotSource } from './source.js';

export function embeddedSource(): SnapshotSource {
  return new SnapshotSource(snapshot as TzSnapshot);
}
