// Compares the street as written with a reference street whose name key already matched (or is a
// bounded typo away) and prices every difference; the differences become corrections.
import type { StreetEntry } from '../reference/types.js';
import { COST } from './costs.js';

export interface QueryStreet {
  predir: string;
  name: string;
  suffix: string;
  postdir: string;
}

export type StreetChange =
  | 'suffix added'
  | 'suffix removed'
  | 'suffix corrected'
  | 'directional added'
  | 'directional removed'
  | 'directional corrected'
  | 'directional moved'
  | 'highway alias'
  | 'spelling corrected';

export interface StreetFit {
  cost: number;
  changes: StreetChange[];
}

function part(q: string, r: string, kind: 'suffix' | 'directional', fit: StreetFit): void {
  if (q === r) return;
  if (q === '') {
    fit.cost += COST.fillPart;
    fit.changes.push(`${kind} added`);
  } else if (r === '') {
    fit.cost += COST.extraPart;
    fit.changes.push(`${kind} removed`);
  } else {
    fit.cost += COST.wrongPart;
    fit.changes.push(`${kind} corrected`);
  }
}

const EXACT: StreetFit = Object.freeze({ cost: 0, changes: Object.freeze([]) as unknown as StreetChange[] });

/** `typoEdits` is the bounded distance between the name keys (0 when they are equal). */
export function compareStreet(q: QueryStreet, r: StreetEntry, typoEdits: number): StreetFit {
  // the usual case, without allocating
  if (typoEdits === 0 && q.name === r.name && q.suffix === r.suffix && q.predir === r.predir && q.postdir === r.postdir) return EXACT;
  const fit: StreetFit = { cost: 0, changes: [] };
  if (typoEdits > 0) {
    fit.cost += typoEdits * COST.typoEdit;
    fit.changes.push('spelling corrected');
  } else if (q.name !== r.name) {
    fit.cost += COST.highwayAlias;
    fit.changes.push(q.name.replace(/ /g, '') === r.name.replace(/ /g, '') ? 'spelling corrected' : 'highway alias');
  }
  part(q.suffix, r.suffix, 'suffix', fit);
  const swapped = q.predir !== q.postdir && q.predir === r.postdir && q.postdir === r.predir;
  if (swapped) {
    fit.cost += COST.movedDir;
    fit.changes.push('directional moved');
  } else {
    part(q.predir, r.predir, 'directional', fit);
    part(q.postdir, r.postdir, 'directional', fit);
  }
  return fit;
}
