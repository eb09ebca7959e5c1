import { describe, expect, it } from 'vitest';
import { fsErrorText } from '../../src/io/fs-error.js';

const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: raw`), { code });

describe('fsErrorText', () => {
  it('says what went wrong in words for the common codes, the code for others, the message without one', () => {
    expect(fsErrorText(errno('ENOENT'))).toBe('no such file');
    expect(fsErrorText(errno('EACCES'))).toBe('permission denied');
    expect(fsErrorText(errno('EISDIR'))).toBe('it is a directory');
    expect(fsErrorText(errno('EXDEV'))).toBe('EXDEV');
    expect(fsErrorText(new Error('disk on fire'))).toBe('disk on fire');
    expect(fsErrorText('odd')).toBe('odd');
  });
  it('on a write, a missing path is a missing directory (the file is about to be created)', () => {
    expect(fsErrorText(errno('ENOENT'), 'write')).toBe('no such directory');
    expect(fsErrorText(errno('EISDIR'), 'write')).toBe('it is a directory');
    expect(fsErrorText(errno('ENOSPC'), 'write')).toBe('no space left on the device');
  });
});
