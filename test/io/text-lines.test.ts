import { describe, expect, it } from 'vitest';
import { textLines } from '../../src/io/text-lines.js';
import { Utf8Watch } from '../../src/io/utf8-check.js';

async function batches(chunks: Buffer[], watch?: Utf8Watch): Promise<{ text: string; badByte?: number }[][]> {
  async function* source(): AsyncGenerator<Buffer> {
    for (const c of chunks) {
      watch?.push(c, false);
      yield c;
    }
    watch?.push(new Uint8Array(0), true);
  }
  const out = [];
  for await (const b of textLines(source(), watch)) out.push(b);
  return out;
}

const b = (s: string): Buffer => Buffer.from(s, 'latin1');

describe('textLines', () => {
  it('ends lines at LF, CRLF and a lone CR as readline does, a CRLF cut between two chunks once', async () => {
    const got = await batches([b('a\r\nb\rc\n\nd\r'), b('\ne'), b('f\r'), b('g')]);
    expect(got.map((x) => x.map((l) => l.text))).toEqual([['a', 'b', 'c', '', 'd'], ['ef'], ['g']]);
  });

  it('one batch per chunk that completes a line; nothing after a last line end', async () => {
    expect((await batches([b('12 Ma'), b('in St\n9 E'), b('lm St\n')])).map((x) => x.map((l) => l.text))).toEqual([['12 Main St'], ['9 Elm St']]);
  });

  it('a line holding a byte that is not UTF-8 gives its input offset; the lines around it are text', async () => {
    const got = (await batches([b('ok\nPe\xf1a'), b(' St\n\xc3\xa9\n')], new Utf8Watch())).flat();
    expect(got).toEqual([{ text: 'ok' }, { text: 'Pe\ufffda St', badByte: 5 }, { text: 'é' }]);
  });
});
