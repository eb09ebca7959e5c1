// A request that got no answer is said in words, with its code after them; an error of no known code keeps its message.
import { describe, expect, it } from 'vitest';
import { networkErrorText } from '../../src/service/network-error.js';

const err = (code: string | undefined, message: string): Error => Object.assign(new Error(message), code === undefined ? {} : { code });

describe('networkErrorText', () => {
  it('says what a refused, unresolved or reset connection means, keeping the code', () => {
    expect(networkErrorText(err('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:8080'))).toBe('connection refused: nothing listens at that address and port (ECONNREFUSED)');
    expect(networkErrorText(err('ENOTFOUND', 'getaddrinfo ENOTFOUND lookup.example'))).toBe('no such host: the name does not resolve (ENOTFOUND)');
    expect(networkErrorText(err('UND_ERR_SOCKET', 'other side closed'))).toBe('the connection closed before the answer came (UND_ERR_SOCKET)');
  });

  it('keeps the message of an error it has no words for, its code once', () => {
    expect(networkErrorText(err('EWEIRD', 'something odd'))).toBe('something odd (EWEIRD)');
    expect(networkErrorText(err('EWEIRD', 'connect EWEIRD 1.2.3.4'))).toBe('connect EWEIRD 1.2.3.4');
    expect(networkErrorText(err(undefined, 'fetch failed'))).toBe('fetch failed');
    expect(networkErrorText('a string')).toBe('a string');
  });
});
