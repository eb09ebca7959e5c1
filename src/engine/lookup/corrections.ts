// What the engine changed relative to the input, one entry per field, with a reason a person reads.
import type { AddressParts } from '../types.js';
import type { StreetChange } from '../match/street-compare.js';
import type { CorrectionField, DomainCorrection } from './types.js';

/** 'N MAIN ST W': the street parts as one line. */
export function streetText(p: AddressParts): string {
  return [p.predir, p.streetName, p.suffix, p.postdir].filter((w) => w !== '').join(' ');
}

function unitText(p: AddressParts): string {
  return [p.secondaryAbbrev, p.secondaryNo].filter((w) => w !== '').join(' ');
}

function add(out: DomainCorrection[], field: CorrectionField, from: string, to: string, reason: string): void {
  if (from !== to) out.push({ field, from, to, reason });
}

export function corrections(input: AddressParts, output: AddressParts, streetChanges: readonly StreetChange[]): DomainCorrection[] {
  const out: DomainCorrection[] = [];
  if (streetChanges.length > 0) add(out, 'street', streetText(input), streetText(output), streetChanges.join(', '));
  add(out, 'primaryNo', input.primaryNo, output.primaryNo, 'house number as the reference writes it');
  if (input.secondaryNo !== '' || input.secondaryAbbrev !== '') {
    add(out, 'secondary', unitText(input), unitText(output), 'unit as the reference writes it');
  }
  add(out, 'city', input.city, output.city, input.city === '' ? 'city added from the ZIP' : 'city replaced (not a postal name for this ZIP)');
  add(out, 'state', input.state, output.state, input.state === '' ? 'state inferred from the ZIP' : "state corrected to the ZIP's state");
  add(out, 'zip', input.zip, output.zip, input.zip === '' ? 'ZIP added from the city' : 'ZIP corrected');
  if (input.zip4 !== '' || output.zip4 !== '') {
    const why = output.zip4 === '' ? 'ZIP+4 removed (the reference does not back it)' : input.zip4 === '' ? 'ZIP+4 added from the reference' : 'ZIP+4 corrected';
    add(out, 'zip4', input.zip4, output.zip4, why);
  }
  return out;
}
