// How lists of base and compare values pair up for a binary operation (chrono-mcp's interaction
// modes). The caller names its two lists and its mode argument; the sentences use those names.

import { InputError } from '../core/errors.js';

export const INTERACTION_MODES = ['auto_detect', 'single_to_many', 'many_to_single', 'pairwise', 'cross_product', 'aggregate'] as const;
export type InteractionMode = (typeof INTERACTION_MODES)[number];

/** Most operations one call may ask for (pairs, or timestamps to shift). */
export const MAX_OPERATIONS = 10_000;

export interface Pairing {
  /** The mode in effect (auto_detect resolved). */
  readonly mode: Exclude<InteractionMode, 'auto_detect'> | 'single';
  /** [base index, compare index] per operation, in output order. */
  readonly pairs: readonly (readonly [number, number])[];
}

/** What the caller calls its two lists and its mode argument. */
export interface PairingFields {
  readonly base: string;
  readonly compare: string;
  readonly mode: string;
}

function counts(nb: number, nc: number, f: PairingFields): string {
  return `${nb} ${f.base} and ${nc} ${f.compare} value${nc === 1 ? '' : 's'}`;
}

export function checkOperationCount(n: number, what: string): void {
  if (n > MAX_OPERATIONS) {
    throw new InputError(
      'operations.too-many',
      `${what} makes ${n} operations, over the limit of ${MAX_OPERATIONS} per call; split it into smaller calls.`,
    );
  }
}

/** Pairs nb base values with nc compare values as `mode` says, or explains why the counts do not fit. */
export function pairUp(nb: number, nc: number, mode: InteractionMode, f: PairingFields): Pairing {
  const refuse = (message: string) => new InputError('pairing.counts', message, f.mode);
  let m: Pairing['mode'];
  switch (mode) {
    case 'auto_detect':
      if (nb === 1 && nc === 1) m = 'single';
      else if (nb === 1) m = 'single_to_many';
      else if (nc === 1) m = 'many_to_single';
      else if (nb === nc) m = 'pairwise';
      else
        throw refuse(
          `Cannot pair ${counts(nb, nc, f)}: give equal counts to pair them in order, or ${f.mode} "cross_product" for every combination.`,
        );
      break;
    case 'single_to_many':
      if (nb !== 1) throw refuse(`single_to_many needs exactly 1 ${f.base}; got ${counts(nb, nc, f)}.`);
      m = mode;
      break;
    case 'many_to_single':
      if (nc !== 1) throw refuse(`many_to_single needs exactly 1 ${f.compare}; got ${counts(nb, nc, f)}.`);
      m = mode;
      break;
    case 'pairwise':
    case 'aggregate':
      if (nb !== nc) throw refuse(`${mode} needs as many ${f.compare} as ${f.base} values; got ${counts(nb, nc, f)}.`);
      m = mode;
      break;
    case 'cross_product':
      m = mode;
      break;
  }
  const total = m === 'cross_product' ? nb * nc : Math.max(nb, nc);
  checkOperationCount(total, `${f.mode} ${m === 'single' ? 'auto_detect' : m} with ${counts(nb, nc, f)}`);
  const pairs: [number, number][] = [];
  if (m === 'cross_product') {
    for (let i = 0; i < nb; i++) for (let j = 0; j < nc; j++) pairs.push([i, j]);
  } else {
    for (let k = 0; k < total; k++) pairs.push([nb === 1 ? 0 : k, nc === 1 ? 0 : k]);
  }
  return { mode: m, pairs };
}
