// The live prompt's paste handling: line breaks inside a paste are separators, not Enter, however the
// terminal's reads cut the paste.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { flattenPaste, markTail, PASTE_GAP_MS, PasteReader, pasteSafeInput } from '../../src/cli/suggest/paste.js';

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

  it('reads the paste the same when a read cuts a mark itself (ESC[20 | 0~…): the mark\'s start is held for the next read', () => {
    const whole = `${START}1516 Folsom St\r\nSan Francisco, CA 94103\r\n${END}`;
    for (let cut = 1; cut < whole.length; cut++) {
      expect(seen([[whole.slice(0, cut), 0], [whole.slice(cut), 5]]), `cut at ${cut}`).toBe('1516 Folsom St, San Francisco, CA 94103');
    }
    // (three reads, both marks cut)
    expect(seen([['\u001b[2', 0], ['00~12 Main St\nTowson MD\u001b[20', 1], ['1~', 2]])).toBe('12 Main St, Towson MD');
  });

  it('gives up a held mark start as keys when nothing more comes: a lone Esc, an arrow key cut after its ESC', () => {
    const r = new PasteReader();
    expect(r.read('\u001b', 0)).toBe('');
    expect(r.holding).toBe(true);
    expect(r.flush(PASTE_GAP_MS)).toBe('\u001b');
    expect(r.holding).toBe(false);
    expect(seen([['\u001b', 0], ['[B', 1]])).toBe('\u001b[B');
    // (inside a paste, a held ESC[20 that ESC[201~ never finishes is pasted text)
    const p = new PasteReader();
    expect(p.read(`${START}12 Main St\u001b[20`, 0)).toBe('12 Main St');
    expect(p.flush(PASTE_GAP_MS)).toBe('\u001b[20');
  });
});

describe('markTail', () => {
  it('counts the end that may open the mark, never the whole mark', () => {
    expect([markTail('abc\u001b', START), markTail('x\u001b[20', START), markTail('x\u001b[20', END), markTail(START, START), markTail('abc', START)]).toEqual([1, 4, 4, 0, 0]);
  });
});

describe('pasteSafeInput', () => {
  it('hands the prompt a lone Esc once the gap has passed, and a mark cut across reads never', async () => {
    const tty = new PassThrough();
    const { input, close } = pasteSafeInput(tty);
    let got = '';
    input.on('data', (d: string) => (got += d));
    tty.write('\u001b');
    await new Promise((r) => setTimeout(r, 5));
    expect(got).toBe('');
    await new Promise((r) => setTimeout(r, PASTE_GAP_MS + 50));
    expect(got).toBe('\u001b');
    got = '';
    tty.write(`${START}12 Main St\nTowson MD\u001b[20`);
    tty.write('1~');
    await new Promise((r) => setTimeout(r, PASTE_GAP_MS + 50));
    expect(got).toBe('12 Main St, Towson MD');
    close();
  });
});

