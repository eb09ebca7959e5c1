// The text a person reads after picking a suggestion: what --json says about the pick must not be lost.
import { describe, expect, it } from 'vitest';
import { verifiedText } from '../../src/cli/suggest/format.js';
import { localSuggestSource } from '../../src/service/suggest-source.js';
import { buildTown } from '../engine/lookup/town.js';

const source = localSuggestSource(buildTown().engine);

/** the first suggestion for query, picked and verified, as text */
async function picked(query: string): Promise<string> {
  const [pick] = await source.suggest(query, { limit: 1 });
  if (!pick) throw new Error(`no suggestion for ${query}`);
  return verifiedText(await source.verify(pick));
}

describe('verifiedText', () => {
  it('a found address with nothing more to say stays three lines', async () => {
    expect(await picked('10 elm st')).toBe('10 ELM ST\nMAPLE FALLS VT 05990\nADDRESS_FOUND (ROOFTOP)\n');
  });

  it('says when the unit picked is not one the reference lists (dpv S)', async () => {
    const text = await picked('300 n main st apt 9');
    expect(text).toMatch(/^300 N MAIN ST APT 9\nMAPLE FALLS VT 05990(-\d{4})?\nADDRESS_FOUND \(ROOFTOP\)\n/);
    expect(text).toMatch(/unit APT 9 not confirmed/);
  });

  it('says when the building has units and none was given (dpv D)', async () => {
    expect(await picked('200 n main st')).toMatch(/has units; none was given/);
  });

  it('gives the message when the address could not be verified (no street data)', async () => {
    const text = await picked('100 n main st birch');
    expect(text).toContain('ADDRESS_UNVERIFIED (ZIP)');
    expect(text).toContain('no street data for ZIP 05992');
  });
});
