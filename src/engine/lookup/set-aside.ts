// '9 Green Mdw Acres' (GREEN MEADOW ACRES): the parser reads MDW as the type and sets ACRES aside ('ignored: ACRES');
// an answer that then corrects the type to another street's (9 N GREEN ST) accounts for neither word.
import type { AddressParts } from '../types.js';

const IGNORED = 'ignored: ';

/** The phrases the parse set aside, from its warnings ('ignored: ACRES', 'ignored: MHP, ROOM B' → ACRES, MHP, ROOM B). */
export function setAsidePhrases(warnings: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of warnings) if (w.startsWith(IGNORED)) for (const phrase of w.slice(IGNORED.length).split(', ')) if (phrase !== '') out.push(phrase.toUpperCase());
  return out;
}

/** The street's name, type and postdirectional as one name, the phrase set aside after them (GREEN MDW ACRES, COOPER BAY VW MHP). */
export function setAsideToName(p: AddressParts, phrase: string): AddressParts | undefined {
  if (p.streetName === '' || p.secondaryAbbrev !== '' || /\d/.test(phrase)) return undefined;
  const name = [p.streetName, p.suffix, p.postdir, phrase].filter((w) => w !== '').join(' ');
  return { ...p, streetName: name, suffix: '', postdir: '' };
}
