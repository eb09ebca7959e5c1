// One address: parse -> candidate ZIPs -> street candidates -> tie rule -> outcome, then the re-readings of what the
// reference did not back. The ZIP given is searched alone first; the city's other ZIPs and typo search only when
// needed (street.ts). The parts as parsed and readings of them: readings.ts; words set aside read back:
// set-aside-readings.ts; the whole input read again: whole-readings.ts; what they share: context.ts.
import { type Ctx, restate } from './context.js';
import { lookupParts, typeTyposOf } from './readings.js';
import { lineText, setAsideName, streetChanged, unitLettersToNumber, unitOpensCity, wordsReadBack } from './set-aside-readings.js';
import { cityTwice, dropWarning, firmDigitsReading, lastLineFirst, numberAfterStreet, ocrReading, rereadFields, unknownZip } from './whole-readings.js';
import type { ComponentsInput } from '../types.js';
import { cityZipsCache } from '../match/city-zips.js';
import { cityTypos } from '../match/city-typos.js';
import { memoReference } from '../match/memo-reference.js';
import { createNameKey } from '../match/street-key.js';
import { streetCities, zipCoverage } from '../match/zip-coverage.js';
import { zipStreetsCache } from '../match/zip-streets.js';
import { replaceSetAside, setAsidePhrases } from './set-aside.js';
import { opensWithZip } from './last-line-first.js';
import { found, streetUnknown, writtenStreet } from './outcome-checks.js';
import { firmToNumber, unitWords } from './rereadings.js';
import { deliveryFailure, noDeliveryAddress } from './gate.js';
import { restoreZip } from './spreadsheet.js';
import { unitAsZip } from './unit-zip.js';
import { gluedDesignator } from './glued-unit.js';
import { unitGluedToCity } from './unit-city-glued.js';
import type { LookupDeps, LookupMatch, LookupOutcome } from './types.js';
import type { ZipInfo } from '../reference/types.js';

export function createLookupOne(deps: LookupDeps): (input: string | ComponentsInput) => LookupOutcome {
  const reference = memoReference(deps.reference);
  const n = deps.normalizer;
  // a ZIP's table reads each street alone only for its shortened names: those with a type or direction at the end
  const nameKey = createNameKey(n.tables);
  const streets = zipStreetsCache(reference, (street) => (n.normalizeTypedStreet ? n.normalizeTypedStreet(street) : n.normalizeStreet(street)), nameKey);
  const citiesOf = streetCities(reference);
  const ctx: Ctx = {
    nameKey,
    normalizer: deps.normalizer,
    reference,
    streets,
    cities: cityZipsCache(reference, streets),
    cityTypos: cityTypos(reference),
    covers: zipCoverage(citiesOf),
    streetCities: citiesOf,
    unitWords: unitWords(deps.normalizer.tables.units),
    zipText: '',
    poundDashed: false,
    typeTypos: typeTyposOf(deps.normalizer.tables),
  };
  // (made once: it is passed for every row)
  const zipInfo = (code: string): ZipInfo | undefined => reference.zip(code);
  return (input) => {
    try {
      const parsed = ctx.normalizer.parse(input);
      if (!parsed.ok) {
        const failed: LookupOutcome = { ok: false, reason: parsed.reason, message: parsed.message };
        // (the whole address in apt_suite_other, the other fields empty, parses to nothing: re-read as one text)
        const again = parsed.reason === 'INCOMPLETE' && typeof input !== 'string' ? rereadFields(ctx, input, failed, undefined) : undefined;
        return again ?? failed;
      }
      const p = parsed.parts;
      const zipText = typeof input === 'string' ? p.zip : (input.zipCode ?? '').trim();
      const restored = zipText !== '' && p.zip === '' ? restoreZip(zipText, p, reference) : undefined;
      if (restored !== undefined) {
        p.zip = restored.zip;
        p.zip4 = restored.zip4;
        dropWarning(parsed.warnings, zipText);
      }
      ctx.zipText = restored !== undefined ? restored.zip : zipText;
      // (cheap test first: a dash in the number)
      ctx.poundDashed = p.primaryNo.includes('-') && new RegExp(`#\\s*${p.primaryNo.replace(/[^0-9A-Z-]/g, '\\$&')}(?![0-9A-Z-])`, 'i').test(lineText(input));
      const unitZip = unitAsZip(p, reference);
      if (unitZip !== undefined) {
        p.zip = unitZip;
        p.secondaryAbbrev = '';
        p.secondaryNo = '';
        if (p.recordType === 'H') p.recordType = 'S';
        ctx.zipText = unitZip;
      }
      const glued = gluedDesignator(p, ctx.normalizer.tables.units);
      if (glued !== undefined) {
        p.secondaryAbbrev = glued.secondaryAbbrev;
        p.secondaryNo = glued.secondaryNo;
      }
      const cityGlued = unitGluedToCity(p, zipInfo, ctx.normalizer.tables.units);
      if (cityGlued !== undefined) Object.assign(p, cityGlued);
      let outcome = lookupParts(ctx, p, unitZip === undefined && glued === undefined && cityGlued === undefined ? parsed.line1 : undefined);
      // (cheap test first: a firm before the number)
      if (p.firm !== '' && p.recordType === 'F' && !(found(outcome) && writtenStreet(outcome, p))) outcome = numberAfterStreet(ctx, input, p) ?? outcome;
      // words the parse set aside or could not read, which the answer does not account for, read back in
      // (also a street answered not found: '11 Green Mdw Acres' is no GREEN ST lacking 11, '21 York St' + 'Ext' no YORK ST)
      const reread = wordsReadBack(ctx, input, p, parsed.warnings, outcome);
      if (reread !== outcome) outcome = reread;
      // ('121 BALD MTN CAMPGROUND': a street found nowhere, a phrase set aside after it ends its name)
      else if (parsed.warnings.length > 0 && outcome.ok && outcome.status === 'ADDRESS_NOT_FOUND' && outcome.accuracy === 'NONE') {
        // ('B 7 KENOLIE CAMPGROUND': letters before the number, read as a firm, are the number's, B 7, or no reading at all)
        const prefixed = firmToNumber(p);
        // (the words as one name only: a street found nowhere is read back at no more cost than a key per phrase)
        const named = setAsideName(ctx, prefixed ?? p, setAsidePhrases(parsed.warnings), false);
        if (named !== undefined) {
          replaceSetAside(parsed.warnings, named.phrase, named.rest);
          outcome = named.outcome;
        }
      }
      // (cheap test first: a unit that takes no number, UPPR, FRNT)
      if (found(outcome) && p.secondaryNo === '' && p.secondaryAbbrev !== '') outcome = unitOpensCity(ctx, input, p, parsed.warnings, outcome as LookupMatch) ?? outcome;
      // (cheap test first: a unit of letters the building does not list)
      if (found(outcome) && (outcome as LookupMatch).dpv === 'S' && p.secondaryNo.length <= 3) outcome = unitLettersToNumber(ctx, input, p, outcome as LookupMatch) ?? outcome;
      // a last line written first reads as a firm, leaving no ZIP to look the address up in: read it after the street
      // (and a whole record reversed, opening with its ZIP, reads its street's number as the ZIP: 'VT 05735, Castleton, 1130 ...')
      if (typeof input === 'string' && ((p.zip === '' && p.firm !== '') || (!found(outcome) && opensWithZip(input)))) {
        const again = lastLineFirst(ctx, input, outcome, p);
        if (again !== undefined) return again;
      }
      if (typeof input === 'string' && streetUnknown(outcome)) {
        const again = cityTwice(ctx, input, outcome, p);
        if (again !== undefined) return again;
      }
      // 'CR0SS FARM DR', 'R0UTE 121': a scanned digit inside a name word, read as its letter (ocr-letters.ts)
      if (streetUnknown(outcome)) {
        const again = ocrReading(ctx, input, outcome, p);
        if (again !== undefined) return again;
      }
      // 'Channel 5 News, 110 Kenolie Campground': a firm holding a number read as the street (5 NEWS, found nowhere or
      // only as another street lacking the number, NEW RD), read from a later house number on (firm-digits.ts)
      if (streetUnknown(outcome) || (!found(outcome) && streetChanged(outcome))) {
        const again = firmDigitsReading(ctx, input, outcome, p);
        if (again !== undefined) return again;
      }
      // components that disagree with what they hold are re-read; found, with no unit left unconfirmed, they held what they say
      if (typeof input !== 'string' && !(found(outcome) && (outcome as LookupMatch).dpv !== 'S')) {
        // (a restored ZIP is not what a re-reading parses: compared only when the parts are as parsed)
        const again = rereadFields(ctx, input, outcome, restored === undefined ? p : undefined);
        if (again !== undefined) return again;
      }
      if (!outcome.ok) return outcome;
      // (finish leaves one shared empty list: a result that outlives the batch holds no list of its own for nothing)
      if (parsed.warnings.length > 0) outcome.warnings = parsed.warnings;
      if (restored !== undefined) restate(outcome, [restored.correction, ...outcome.corrections]);
      else if (unitZip !== undefined) restate(outcome, [{ field: 'zip', from: `# ${unitZip}`, to: unitZip, reason: 'a bare unit read as the ZIP of the city written' }, ...outcome.corrections]);
      else if (zipText !== '' && (p.zip === '' || reference.zip(p.zip) === undefined)) restate(outcome, unknownZip(outcome.corrections, zipText));
      // (a re-reading found may have read a number the parse did not: H HORSESHOE ACRES 7)
      const why = noDeliveryAddress(found(outcome) ? (outcome as LookupMatch).parts : p);
      return why === '' ? outcome : deliveryFailure(why, outcome);
    } catch (err) {
      // a bug must cost one item, never the batch
      return { ok: false, reason: 'INTERNAL', message: `internal error: ${(err as Error)?.message ?? String(err)}` };
    }
  };
}
