// The live prompt's paste handling: line breaks inside a pasted chunk are separators, not Enter.
import { describe, expect, it } from 'vitest';
import { flattenPaste } from '../../src/cli/suggest/paste.js';

describe('flattenPaste', () => {
  it('reads a pasted address block as one line', () => {
    expect(flattenPaste('1516 Folsom St\nSan Francisco, CA 94103')).toBe('1516 Folsom St, San Francisco, CA 94103');
    expect(flattenPaste('1516 Folsom St \r\n  San Francisco\r\nCA 94103\n')).toBe('1516 Folsom St, San Francisco, CA 94103');
  });

  it('leaves single keys and key sequences alone: Enter, Ctrl-D, arrows, Esc', () => {
    for (const key of ['\r', '\n', '\u0004', '\u001b[B', '\u001b', 'a', '\u001b\r']) expect(flattenPaste(key)).toBe(key);
  });
});
