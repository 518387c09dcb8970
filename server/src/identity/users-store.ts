// SQL of users. Rows are mapped here; nothing above the identity stores sees a column name.
import type { Db, Tx } from '../db/knex.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson, toBool } from '../util.js';

type Conn = Db | Tx;

export interface UserRecord {
  id: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string | undefined;
  serviceAccount: boolean;
  enabled: boolean;
  tenants: string[];
  passwordHash: string | undefined;
  passwordSetAt: string | undefined;
  temporaryPassword: boolean;
  createdAt: string;
  createdBy: string;
}

export interface UserRow {
  id: string;
  user_name: string;
  first_name: string;
  last_name: string;
  email: string | null;
  service_account: unknown;
  enabled: unknown;
  tenants: string;
  password_hash: string | null;
  password_set_at: string | null;
  temporary_password: unknown;
  created_at: string;
  created_by: string;
}

export const toUser = (r: UserRow): UserRecord => ({
  id: r.id,
  userName: r.user_name,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email ?? undefined,
  serviceAccount: toBool(r.service_account),
  enabled: toBool(r.enabled),
  tenants: parseJson(r.tenants, []),
  passwordHash: r.password_hash ?? undefined,
  passwordSetAt: r.password_set_at ?? undefined,
  temporaryPassword: toBool(r.temporary_password),
  createdAt: r.created_at,
  createdBy: r.created_by,
});

export async function countUsers(db: Conn): Promise<number> {
  const row = await db('users').count<{ n: number | string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export async function insertUser(db: Conn, u: UserRecord): Promise<void> {
  await db('users').insert({
    id: u.id,
    user_name: u.userName,
    user_name_key: u.userName.toLowerCase(),
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email ?? null,
    service_account: u.serviceAccount,
    enabled: u.enabled,
    tenants: JSON.stringify(u.tenants),
    password_hash: u.passwordHash ?? null,
    password_set_at: u.passwordSetAt ?? null,
    temporary_password: u.temporaryPassword,
    created_at: u.createdAt,
    created_by: u.createdBy,
  });
}

export async function findUser(db: Conn, id: string): Promise<UserRecord | undefined> {
  const row = await db<UserRow>('users').where({ id }).first();
  return row ? toUser(row) : undefined;
}

/** By user name, regardless of case. */
export async function findUserByName(db: Conn, userName: string): Promise<UserRecord | undefined> {
  const row = await db<UserRow>('users').where('user_name_key', userName.toLowerCase()).first();
  return row ? toUser(row) : undefined;
}

export async function listUsers(db: Conn, req: PageRequest): Promise<Page<UserRecord>> {
  return page<UserRow, UserRecord>(db<UserRow>('users').select('*'), req, toUser);
}

export async function updateUser(
  db: Conn,
  id: string,
  patch: Partial<Pick<UserRecord, 'firstName' | 'lastName' | 'email' | 'tenants' | 'enabled'>>,
): Promise<void> {
  await db('users')
    .where({ id })
    .update({
      ...(patch.firstName !== undefined ? { first_name: patch.firstName } : {}),
      ...(patch.lastName !== undefined ? { last_name: patch.lastName } : {}),
      ...(patch.email !== undefined ? { email: patch.email } : {}),
      ...(patch.tenants !== undefined ? { tenants: JSON.stringify(patch.tenants) } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    });
}

/** Sets (or, with `hash` undefined, removes) the user's password. */
export async function setPassword(
  db: Conn,
  id: string,
  p: { hash: string | undefined; setAt: string | undefined; temporary: boolean },
): Promise<void> {
  await db('users')
    .where({ id })
    .update({
      password_hash: p.hash ?? null,
      password_set_at: p.setAt ?? null,
      temporary_password: p.temporary,
    });
}

/** Removes the user; its roles, tokens, password history and data access go with it (FK cascade). */
export async function deleteUser(db: Conn, id: string): Promise<boolean> {
  return (await db('users').where({ id }).delete()) > 0;
}

/**
 * Users who can do everything: enabled, allowed in every tenant (`any`) and holding a role whose
 * permissions include `*.*`. The installation must always keep one.
 */
export async function fullPowerUserIds(db: Conn): Promise<string[]> {
  const rows = await db('users')
    .join('user_roles', 'user_roles.user_id', 'users.id')
    .join('roles', 'roles.id', 'user_roles.role_id')
    .select<{ id: string; enabled: unknown; tenants: string; permissions: string }[]>(
      'users.id',
      'users.enabled',
      'users.tenants',
      'roles.permissions',
    );
  const ids = rows
    .filter(
      (r) =>
        toBool(r.enabled) &&
        parseJson<string[]>(r.tenants, []).includes('any') &&
        parseJson<string[]>(r.permissions, []).includes('*.*'),
    )
    .map((r) => r.id);
  return [...new Set(ids)];
}
