import { hash, randomBytes } from 'node:crypto';

export type TokenKind = 'auth' | 'oauth';

const PREFIX: Record<TokenKind, string> = { auth: 'ist_', oauth: 'iso_' };

/** A new opaque token: 32 random bytes, base64url, with a prefix naming its kind. */
export const newTokenValue = (kind: TokenKind): string =>
  PREFIX[kind] + randomBytes(32).toString('base64url');

/**
 * Tokens are stored and looked up only by this hash (every authenticated request makes one: the
 * one-shot form costs less than half of a Hash object's).
 */
export const hashToken = (value: string): string => hash('sha256', value, 'hex');

export const looksLikeToken = (value: string): boolean => /^is[to]_[A-Za-z0-9_-]{20,}$/.test(value);

/** The text with every token value in it replaced, for logs (a token may be named in a path). */
export const redactTokens = (text: string): string => text.replace(/is[to]_[A-Za-z0-9_-]{20,}/g, '[token]');
