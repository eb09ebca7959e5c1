// How much each difference between input and a reference address costs when ranking candidates.
// Equal totals for two different addresses mean "ambiguous"; the values are chosen so that a
// street the input names exactly but whose number is unknown ties with a changed street that has it.
export const COST = {
  /** the input lacks a suffix / directional the reference has (information added) */
  fillPart: 0.5,
  /** the input has a suffix / directional the reference street lacks */
  extraPart: 1,
  /** the input's suffix / directional differs from the reference's */
  wrongPart: 3,
  /** pre- and post-directional swapped ('MAIN ST N' for 'N MAIN ST') */
  movedDir: 0.5,
  /** the same highway written another way (VT ROUTE 22A for STATE HIGHWAY 22A) */
  highwayAlias: 0.25,
  /** per edit of a typo in the street name */
  typoEdit: 1.5,
  /** the house number is not confirmed on the street (missing, or not a point / in no range) */
  numberUnconfirmed: 3,
  /** a unit was given and the candidate does not list it (units are evidence between candidates) */
  unitUnconfirmed: 1.5,
  /** the ZIP given differs from the candidate's */
  zipChanged: 1.5,
  /** the city given is not acceptable for the candidate's ZIP */
  cityChanged: 0.25,
} as const;

/** Longest typo, in edits, tolerated for a street name of this length (short names: none). */
export function maxTypoEdits(nameLength: number): number {
  if (nameLength >= 6) return 2;
  if (nameLength >= 4) return 1;
  return 0;
}
