// The live prompt's paste handling: line breaks inside a paste are separators, not Enter, however the
// terminal's reads cut the paste.
import { describe, expect, it } from 'vitest';
import { flattenPaste, PASTE_GAP_MS, PasteReader } from '../../src/cli/suggest/paste.js';

const START = '\u001b[200~';
const END = '\u001b[201~';

/** What the prompt sees of `reads`, each [text, ms since the first]. */
function seen(reads: [string, number][]): string {
  const r = new PasteReader();
  return reads.map(([text, at]) => r.read(text, at)).join('');
}

describe('flattenPaste', () => {
  it('reads a pasted address block as one line', () => {
    expect(flattenPaste('1516 Folsom St\nSan Francisco, CA 94103')).toBe('1516 Folsom St, San Francisco, CA 94103');
    expect(flattenPaste('1516 Folsom St \r\n  San Francisco\r\nCA 94103\n')).toBe('1516 Folsom St, San Francisco, CA 94103');
  });

  it('leaves single keys and key sequences alone: Enter, Ctrl-D, arrows, Esc', () => {
    for (const key of ['\r', '\n', '\u0004', '\u001b[B', '\u001b', 'a', '\u001b\r']) expect(flattenPaste(key)).toBe(key);
  });
});

describe('PasteReader', () => {
  it('joins a paste the terminal did not mark, split after its line break, when the rest comes at once', () => {
    expect(seen([['1516 Folsom St\n', 0], ['San Francisco, CA 94103', 3]])).toBe('1516 Folsom St, San Francisco, CA 94103');
    expect(seen([['1516 Folsom St', 0], ['\nSan Francisco, CA 94103', 3]])).toBe('1516 Folsom St, San Francisco, CA 94103');
  });

  it('takes text typed later, and Enter, as keys: a paste ending in a line break is not joined to them', () => {
    expect(seen([['1516 Folsom St\n', 0], ['S', PASTE_GAP_MS + 200]])).toBe('1516 Folsom StS');
    expect(seen([['1516 Folsom St\n', 0], ['\r', 2]])).toBe('1516 Folsom St\r');
    expect(seen([['1', 0], ['5', 80], ['\r', 150]])).toBe('15\r');
  });

  it('reads a bracketed paste as one line however the reads cut it, markers dropped, keys around it kept', () => {
    const whole = `${START}1516 Folsom St\r\nSan Francisco, CA 94103\r\n${END}`;
    expect(seen([[whole, 0]])).toBe('1516 Folsom St, San Francisco, CA 94103');
    // (every cut between the markers, which a terminal writes whole; a slow link: the rest long after, still the paste)
    for (let cut = START.length; cut <= whole.length - END.length; cut++) {
      expect(seen([[whole.slice(0, cut), 0], [whole.slice(cut), 5_000]]), `cut at ${cut}`).toBe('1516 Folsom St, San Francisco, CA 94103');
    }
    expect(seen([[`12 ${START}Main St\nTowson MD${END}\r`, 0]])).toBe('12 Main St, Towson MD\r');
  });
});
