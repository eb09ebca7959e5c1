// A key outside printable ASCII reaches a server as different bytes from different clients (curl: UTF-8,
// Node: Latin-1), so it would match for some and not others: refused on both sides, the key never shown.
import { describe, expect, it } from 'vitest';
import { apiKeyOption } from '../../src/cli/api-key.js';
import { loadKeys } from '../../src/cli/serve-options.js';

describe('API keys are printable ASCII', () => {
  it('serve refuses a key with a character outside ASCII, naming where it is but not the key', () => {
    expect(() => loadKeys({ USADDR_API_KEYS: 'ok-key-1,clé-secrète' }, undefined)).toThrow(/^key 2 of USADDR_API_KEYS holds white space, a control character or a character outside ASCII/);
    try {
      loadKeys({ USADDR_API_KEYS: 'ok-key-1,clé-secrète' }, undefined);
    } catch (err) {
      expect((err as Error).message).not.toMatch(/secr/);
    }
    expect(loadKeys({ USADDR_API_KEYS: 'ok-key-1,A~z!9' }, undefined)).toEqual(['ok-key-1', 'A~z!9']);
  });

  it('--api-key refuses a key with a character outside ASCII, without showing it', () => {
    expect(() => apiKeyOption('clé-secrète')).toThrow('--api-key (or USADDR_API_KEY) holds a character outside ASCII');
    expect(apiKeyOption(' plain-key-42\n')).toBe('plain-key-42');
  });
});
