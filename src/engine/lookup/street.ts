// One street looked up in the ZIPs an address points to: the ZIP given first, then the city's others and typos; a
// doubt about the city or the type written (another ZIP of the city holds the street too) is ambiguous.
import { confirmed, type Ctx, dropsDirection, nameExists, pick, streetQuery, zipOnly } from './context.js';
import type { AddressParts } from '../types.js';
import { type Candidate, type CandidateQuery, exactCandidates, exactInCities, lowestTotal, typoCandidates } from '../match/candidates.js';
import { choose } from '../match/choose.js';
import { COST } from '../match/costs.js';
import { cityAcceptable, type ZipChoice } from '../match/zip-candidates.js';
import type { LookupOutcome } from './types.js';

/** The first of these readings whose street name the ZIPs hold exactly (never a typo's), kept when `keep` accepts its answer. */
export function namedReading(ctx: Ctx, readings: readonly AddressParts[], zips: ZipChoice, keep: (o: LookupOutcome) => boolean): LookupOutcome | undefined {
  for (const r of readings) if (nameExists(ctx, zips, r.streetName)) return reading(ctx, r, zips, keep);
  return undefined;
}

/** Another reading of the parts looked up, its answer kept when `keep` accepts it. */
export function reading(ctx: Ctx, r: AddressParts | undefined, zips: ZipChoice, keep: (o: LookupOutcome) => boolean): LookupOutcome | undefined {
  if (r === undefined) return undefined;
  const o = lookupStreet(ctx, r, zips, undefined);
  return keep(o) ? o : undefined;
}

/**
 * '135 Main St, Winooski VT 05440': the ZIP given is another city's (Alburgh), where the street is found only by changing
 * it (S MAIN ST), while the city written holds the street exactly as written (05404). Either the ZIP or the street is
 * wrong: both are listed, neither claimed.
 */
function cityDoubt(ctx: Ctx, p: AddressParts, q: CandidateQuery, zips: ZipChoice, best: Candidate): LookupOutcome | undefined {
  // cheap test first: most answers keep the street written, in a ZIP of the city written
  if (best.fit.cost === 0 || best.zip.cost === 0 || zips.cityChoices.length === 0) return undefined;
  const exact = exactInCities(ctx.reference, q, zips).filter((c) => c.fit.cost === 0 && confirmed(c));
  return exact.length === 0 ? undefined : pick(ctx, p, [best, ...exact], undefined, { kind: 'ambiguous', tied: [best, ...exact] });
}

/**
 * '134 THREE MILE BRIDGE RD, MONTPELIER, VT 05620': the ZIP given has no street data (a typo of 05602 here, or a PO box
 * ZIP), while one other ZIP of the city written holds the street exactly as written with the number at a point: that
 * address, the ZIP corrected.
 */
function streetInCity(ctx: Ctx, p: AddressParts, q: CandidateQuery, zips: ZipChoice, line1: string | undefined): LookupOutcome | undefined {
  if (p.city === '' || p.primaryNo === '') return undefined;
  const c = choose(exactInCities(ctx.reference, q, zips).filter((c) => c.fit.cost === 0 && c.evidence.level === 'ROOFTOP'));
  return c.kind === 'one' ? pick(ctx, p, [c.best], line1, c) : undefined;
}

export function lookupStreet(ctx: Ctx, p: AddressParts, zips: ZipChoice, line1: string | undefined): LookupOutcome {
  const q = streetQuery(ctx, p);
  const given = zips.given;
  if (given !== undefined && !given.info.hasStreets && cityAcceptable(given.info, p.city)) {
    return streetInCity(ctx, p, q, zips, line1) ?? zipOnly(ctx, p, zips, false, line1);
  }
  const first = given !== undefined && given.info.hasStreets ? [given] : [];
  const near = exactCandidates(ctx.reference, ctx.streets, q, first);
  const quick = choose(near);
  // nothing in another ZIP can cost less than a ZIP change, so a cheaper winner here is final
  if (quick.kind === 'one' && quick.best.total < COST.zipChanged) return cityDoubt(ctx, p, q, zips, quick.best) ?? partDoubt(ctx, p, near, quick.best) ?? pick(ctx, p, near, line1, quick)!;
  const wider = near.concat(exactInCities(ctx.reference, q, zips));
  // typos: the ZIP given first (a few hundred names), the city's other ZIPs only if that finds nothing
  // (in the ZIP given whenever no name there matched exactly: a same-named street elsewhere in the
  // city must not hide the typo of a street here)
  let candidates = near.length === 0 ? wider.concat(typoCandidates(ctx.reference, ctx.streets, q, first, lowestTotal(wider))) : wider;
  if (candidates.length === 0) candidates = typoCandidates(ctx.reference, ctx.streets, q, zips.cityStreetZips);
  else if (near.length === 0 && first.length > 0 && (!candidates.some(confirmed) || lowestTotal(candidates) >= COST.typoEdit + COST.zipChanged)) {
    // LAKRIN ST, 94102 for 601 LARKIN ST, 94109: the corrected street holds the number only in another ZIP of the city;
    // also when what the ZIP given holds costs as much as one edit and a ZIP change (CRAVER ST: RIVER ST here, 2 edits,
    // ties CARVER ST in the next ZIP)
    candidates = candidates.concat(typoCandidates(ctx.reference, ctx.streets, q, zips.cityStreetZips, lowestTotal(candidates)));
  }
  const choice = choose(candidates);
  const outcome = (choice.kind === 'one' ? (typeDoubt(ctx, p, near, choice.best, zips) ?? partDoubt(ctx, p, candidates, choice.best)) : undefined) ?? pick(ctx, p, candidates, line1, choice);
  if (outcome !== undefined) return outcome;
  return zipOnly(ctx, p, zips, first.length + zips.cityStreetZips.length > 0, line1);
}

/**
 * '22 MAPLE AVE, RANDOLPH, VT 05060': the street as written (MAPLE AVE) holds the number only in another ZIP of the city,
 * while the ZIP given, which the city written fits, holds the name with another type or direction and the number (MAPLE
 * ST). Either the ZIP or the type is wrong: both are listed, neither claimed.
 */
function typeDoubt(ctx: Ctx, p: AddressParts, near: readonly Candidate[], best: Candidate, zips: ZipChoice): LookupOutcome | undefined {
  // cheap test first: most answers keep the ZIP given
  if (!best.zip.zipChanged || near.length === 0 || best.fit.cost !== 0 || zips.given?.cost !== 0 || !confirmed(best)) return undefined;
  // (a type or direction written changed, not one added: 20 PARK AVE is no doubt beside S PARK AVE; a unit the answer lists
  // and the other does not tells them apart)
  const here = near.filter((c) => confirmed(c) && c.street.name === best.street.name && (c.unit !== undefined || best.unit === undefined) && c.fit.changes.some((w) => w.endsWith('corrected') || w.endsWith('removed')));
  return here.length === 0 ? undefined : pick(ctx, p, [best, ...here], undefined, { kind: 'ambiguous', tied: [best, ...here] });
}

/**
 * '6 E CHERRY HILL CT', 21136: the answer drops the direction written (CHERRY HILL CT) while a street of the same name in
 * the same ZIP keeps it, with another type (E CHERRY HILL RD), and holds the number too; or the same with the type dropped
 * and the direction changed. Either the part dropped or the other one is wrong: both are listed, neither claimed.
 */
function partDoubt(ctx: Ctx, p: AddressParts, candidates: readonly Candidate[], best: Candidate): LookupOutcome | undefined {
  // cheap test first: most answers drop nothing written
  const changes = best.fit.changes;
  if (changes.length === 0 || !confirmed(best)) return undefined;
  const dirDropped = dropsDirection(p, best);
  const typeDropped = p.suffix !== '' && best.street.suffix === '' && changes.includes('suffix removed');
  if (!dirDropped && !typeDropped) return undefined;
  // (a street of the name keeping what the answer dropped, in the answer's ZIP, with the number: the other part changed)
  const kept = (c: Candidate): boolean => (dirDropped ? c.street.predir === p.predir : c.street.suffix === p.suffix);
  const other = candidates.filter((c) => c !== best && confirmed(c) && c.zip.info.zip === best.zip.info.zip && c.street.name === best.street.name && kept(c));
  return other.length === 0 ? undefined : pick(ctx, p, [best, ...other], undefined, { kind: 'ambiguous', tied: [best, ...other] });
}
