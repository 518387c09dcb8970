// The kept answers of creates sent with an Idempotency-Key: one row per tenant, operation and key.
// Every function takes the tenant.
import type { Db, Tx } from '../db/knex.js';

type Conn = Db | Tx;

export interface KeyRow {
  fingerprint: string;
  state: 'pending' | 'done';
  status: number | null;
  headers: string | null;
  body: string | null;
  expiresAt: string;
}

export interface KeyName {
  tenantId: string;
  operationId: string;
  key: string;
}

const where = (k: KeyName) => ({
  tenant_id: k.tenantId,
  operation_id: k.operationId,
  idempotency_key: k.key,
});

export async function findKey(conn: Conn, k: KeyName): Promise<KeyRow | undefined> {
  const row = (await conn('idempotency_keys')
    .where(where(k))
    .first('fingerprint', 'state', 'status', 'headers', 'body', 'expires_at')) as
    (Omit<KeyRow, 'expiresAt'> & { expires_at: string }) | undefined;
  if (!row) return undefined;
  const { expires_at, ...rest } = row;
  return { ...rest, expiresAt: expires_at };
}

/** A new claim: the row pending with the request's fingerprint, replacing an expired one. */
export async function claimKey(
  conn: Conn,
  k: KeyName,
  claim: { fingerprint: string; createdAt: string; expiresAt: string },
  replaceExpired: boolean,
): Promise<void> {
  const values = {
    fingerprint: claim.fingerprint,
    state: 'pending',
    status: null,
    headers: null,
    body: null,
    created_at: claim.createdAt,
    expires_at: claim.expiresAt,
  };
  if (replaceExpired) await conn('idempotency_keys').where(where(k)).update(values);
  else await conn('idempotency_keys').insert({ ...where(k), ...values });
}

/** The answer of a claimed key's request, kept. */
export async function keepAnswer(
  conn: Conn,
  k: KeyName,
  fingerprint: string,
  answer: { status: number; headers: string; body: string | null },
): Promise<void> {
  await conn('idempotency_keys')
    .where({ ...where(k), fingerprint, state: 'pending' })
    .update({ state: 'done', ...answer });
}

/** A pending claim given up: its request answered an error, so the work was not done. */
export async function releaseKey(conn: Conn, k: KeyName, fingerprint: string): Promise<void> {
  await conn('idempotency_keys')
    .where({ ...where(k), fingerprint, state: 'pending' })
    .delete();
}

/** Removes the tenant's keys expired by `now`. */
export async function purgeExpired(conn: Conn, tenantId: string, now: string): Promise<number> {
  return conn('idempotency_keys').where({ tenant_id: tenantId }).andWhere('expires_at', '<=', now).delete();
}
