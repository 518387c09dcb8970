// SQL of auth and sign-in tokens. Token values are never stored, only their hashes.
import type { Db, Tx } from '../db/knex.js';
import { keepNewest } from '../db/keep-newest.js';
import { parseJson } from '../util.js';
import type { TokenKind } from './token-values.js';

type Conn = Db | Tx;

export interface TokenRecord {
  id: string;
  userId: string;
  kind: TokenKind;
  name: string | undefined;
  tenants: string[];
  permissions: string[];
  createdAt: string;
  expiresAt: string;
}

export interface TokenRow {
  id: string;
  user_id: string;
  kind: TokenKind;
  name: string | null;
  tenants: string;
  permissions: string;
  created_at: string;
  expires_at: string;
}

export const toToken = (r: TokenRow): TokenRecord => ({
  id: r.id,
  userId: r.user_id,
  kind: r.kind,
  name: r.name ?? undefined,
  tenants: parseJson(r.tenants, []),
  permissions: parseJson(r.permissions, []),
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

export async function insertToken(db: Conn, t: TokenRecord, hash: string): Promise<void> {
  await db('auth_tokens').insert({
    id: t.id,
    user_id: t.userId,
    kind: t.kind,
    name: t.name ?? null,
    token_hash: hash,
    tenants: JSON.stringify(t.tenants),
    permissions: JSON.stringify(t.permissions),
    created_at: t.createdAt,
    expires_at: t.expiresAt,
  });
}

/** A user's tokens of one kind, oldest first. */
export async function listTokens(db: Conn, userId: string, kind: TokenKind): Promise<TokenRecord[]> {
  const rows = await db<TokenRow>('auth_tokens')
    .where({ user_id: userId, kind })
    .select('id', 'user_id', 'kind', 'name', 'tenants', 'permissions', 'created_at', 'expires_at')
    .orderBy('created_at')
    .orderBy('id');
  return rows.map(toToken);
}

/** The token with this hash, of any user. */
export async function findTokenByHash(db: Conn, hash: string): Promise<TokenRecord | undefined> {
  const row = await db<TokenRow>('auth_tokens')
    .where('token_hash', hash)
    .first('id', 'user_id', 'kind', 'name', 'tenants', 'permissions', 'created_at', 'expires_at');
  return row ? toToken(row) : undefined;
}

/** Deletes the user's token with this hash, else its auth token with this name; false if neither. */
export async function deleteTokenByHashOrName(
  db: Conn,
  userId: string,
  hash: string,
  name: string,
): Promise<boolean> {
  if ((await db('auth_tokens').where({ user_id: userId, token_hash: hash }).delete()) > 0) return true;
  return (await db('auth_tokens').where({ user_id: userId, kind: 'auth', name }).delete()) > 0;
}

/** Deletes the user's tokens (of one kind, when given); returns how many. */
export async function deleteTokensOfUser(db: Conn, userId: string, kind?: TokenKind): Promise<number> {
  const q = db('auth_tokens').where({ user_id: userId });
  if (kind) q.where({ kind });
  return q.delete();
}

/** Removes the user's expired sign-in tokens and all but the newest `keep` live ones. */
export async function pruneOauthTokens(db: Conn, userId: string, now: string, keep: number): Promise<void> {
  await db('auth_tokens').where({ user_id: userId, kind: 'oauth' }).where('expires_at', '<=', now).delete();
  await keepNewest(db, 'auth_tokens', { user_id: userId, kind: 'oauth' }, keep);
}
