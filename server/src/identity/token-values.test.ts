import { describe, expect, it } from 'vitest';
import { hashToken, looksLikeToken, newTokenValue, redactTokens } from './token-values.js';

describe('token values', () => {
  it('are 32 random bytes in base64url behind a prefix naming their kind', () => {
    expect(newTokenValue('auth')).toMatch(/^ist_[A-Za-z0-9_-]{43}$/);
    expect(newTokenValue('oauth')).toMatch(/^iso_[A-Za-z0-9_-]{43}$/);
    expect(newTokenValue('auth')).not.toBe(newTokenValue('auth'));
    expect(looksLikeToken(newTokenValue('oauth'))).toBe(true);
  });

  it('are stored as SHA-256 hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('are taken out of text meant for logs, names are left alone', () => {
    const value = newTokenValue('auth');
    expect(redactTokens(`/auth/users/tokens/${value}`)).toBe('/auth/users/tokens/[token]');
    expect(redactTokens('/auth/users/tokens/nightly-export')).toBe('/auth/users/tokens/nightly-export');
  });
});
