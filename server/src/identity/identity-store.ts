// SQL for users, roles and tokens. Rows are mapped here; nothing above this file sees a column name.
import type { Db, Tx } from '../db/knex.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson, toBool } from '../util.js';
import type { TokenKind } from './token-values.js';

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

export interface RoleRecord {
  id: string;
  name: string;
  description: string;
  permissions: string[];
  version: number;
  builtIn: boolean;
  createdAt: string;
  createdBy: string;
}

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

interface UserRow {
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

const toUser = (r: UserRow): UserRecord => ({
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

interface RoleRow {
  id: string;
  name: string;
  description: string;
  permissions: string;
  version: number;
  built_in: unknown;
  created_at: string;
  created_by: string;
}

const toRole = (r: RoleRow): RoleRecord => ({
  id: r.id,
  name: r.name,
  description: r.description,
  permissions: parseJson(r.permissions, []),
  version: Number(r.version),
  builtIn: toBool(r.built_in),
  createdAt: r.created_at,
  createdBy: r.created_by,
});

interface TokenRow {
  id: string;
  user_id: string;
  kind: TokenKind;
  name: string | null;
  tenants: string;
  permissions: string;
  created_at: string;
  expires_at: string;
}

const toToken = (r: TokenRow): TokenRecord => ({
  id: r.id,
  userId: r.user_id,
  kind: r.kind,
  name: r.name ?? undefined,
  tenants: parseJson(r.tenants, []),
  permissions: parseJson(r.permissions, []),
  createdAt: r.created_at,
  expiresAt: r.expires_at,
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

export async function insertPasswordHistory(
  db: Conn,
  entry: { id: string; userId: string; hash: string; createdAt: string },
): Promise<void> {
  await db('password_history').insert({
    id: entry.id,
    user_id: entry.userId,
    password_hash: entry.hash,
    created_at: entry.createdAt,
  });
}

/** The hashes of the user's last `n` passwords, newest first. */
export async function recentPasswordHashes(db: Conn, userId: string, n: number): Promise<string[]> {
  if (n <= 0) return [];
  const rows = await db('password_history')
    .where({ user_id: userId })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(n)
    .select<{ password_hash: string }[]>('password_hash');
  return rows.map((r) => r.password_hash);
}

/** Deletes the rows of `table` matching `where` but the newest `keep` (by creation time, then id). */
async function keepNewest(
  db: Conn,
  table: string,
  where: Record<string, string>,
  keep: number,
): Promise<void> {
  const stale = await db(table)
    .where(where)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .select<{ id: string }[]>('id');
  if (stale.length)
    await db(table)
      .whereIn(
        'id',
        stale.map((r) => r.id),
      )
      .delete();
}

/** Keeps only the user's newest `keep` history entries. */
export async function prunePasswordHistory(db: Conn, userId: string, keep: number): Promise<void> {
  await keepNewest(db, 'password_history', { user_id: userId }, keep);
}

export async function insertRole(db: Conn, r: RoleRecord): Promise<void> {
  await db('roles').insert({
    id: r.id,
    name: r.name,
    description: r.description,
    permissions: JSON.stringify(r.permissions),
    version: r.version,
    built_in: r.builtIn,
    created_at: r.createdAt,
    created_by: r.createdBy,
  });
}

export async function findRoleByName(db: Conn, name: string): Promise<RoleRecord | undefined> {
  const row = await db<RoleRow>('roles').where({ name }).first();
  return row ? toRole(row) : undefined;
}

export async function findRole(db: Conn, id: string): Promise<RoleRecord | undefined> {
  const row = await db<RoleRow>('roles').where({ id }).first();
  return row ? toRole(row) : undefined;
}

export async function findRolesByNames(db: Conn, names: string[]): Promise<RoleRecord[]> {
  if (!names.length) return [];
  const rows = await db<RoleRow>('roles').whereIn('name', names).select('*');
  return rows.map(toRole);
}

export async function addUserRole(db: Conn, userId: string, roleId: string): Promise<void> {
  await db('user_roles').insert({ user_id: userId, role_id: roleId });
}

/** Replaces the user's roles. */
export async function setUserRoles(db: Conn, userId: string, roleIds: string[]): Promise<void> {
  await db('user_roles').where({ user_id: userId }).delete();
  if (roleIds.length)
    await db('user_roles').insert(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })));
}

/** The roles of several users at once, by user id. */
export async function rolesOfUsers(db: Conn, userIds: string[]): Promise<Map<string, RoleRecord[]>> {
  const out = new Map<string, RoleRecord[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return out;
  const rows = await db('roles')
    .join('user_roles', 'user_roles.role_id', 'roles.id')
    .whereIn('user_roles.user_id', userIds)
    .select<(RoleRow & { user_id: string })[]>('roles.*', 'user_roles.user_id')
    .orderBy('roles.name');
  for (const r of rows) out.get(r.user_id)?.push(toRole(r));
  return out;
}

export interface TenantRoleRecord {
  tenantId: string;
  roleId: string;
  permissions: string[];
  version: number;
  createdAt: string;
  createdBy: string;
}

interface TenantRoleRow {
  tenant_id: string;
  role_id: string;
  permissions: string;
  version: number;
  created_at: string;
  created_by: string;
}

const toTenantRole = (r: TenantRoleRow): TenantRoleRecord => ({
  tenantId: r.tenant_id,
  roleId: r.role_id,
  permissions: parseJson(r.permissions, []),
  version: Number(r.version),
  createdAt: r.created_at,
  createdBy: r.created_by,
});

export async function findTenantRole(
  db: Conn,
  tenantId: string,
  roleId: string,
): Promise<TenantRoleRecord | undefined> {
  const row = await db<TenantRoleRow>('tenant_roles').where({ tenant_id: tenantId, role_id: roleId }).first();
  return row ? toTenantRole(row) : undefined;
}

export async function insertTenantRole(db: Conn, r: TenantRoleRecord): Promise<void> {
  await db('tenant_roles').insert({
    tenant_id: r.tenantId,
    role_id: r.roleId,
    permissions: JSON.stringify(r.permissions),
    version: r.version,
    created_at: r.createdAt,
    created_by: r.createdBy,
  });
}

/** Writes the set only if it is still at `expectedVersion`; false when another change came first. */
export async function updateTenantRole(
  db: Conn,
  tenantId: string,
  roleId: string,
  expectedVersion: number,
  permissions: string[],
): Promise<boolean> {
  const n = await db('tenant_roles')
    .where({ tenant_id: tenantId, role_id: roleId, version: expectedVersion })
    .update({ permissions: JSON.stringify(permissions), version: expectedVersion + 1 });
  return n > 0;
}

export async function deleteTenantRole(db: Conn, tenantId: string, roleId: string): Promise<boolean> {
  return (await db('tenant_roles').where({ tenant_id: tenantId, role_id: roleId }).delete()) > 0;
}

export async function rolesOfUser(db: Conn, userId: string): Promise<RoleRecord[]> {
  const rows = await db<RoleRow>('roles')
    .join('user_roles', 'user_roles.role_id', 'roles.id')
    .where('user_roles.user_id', userId)
    .select('roles.*')
    .orderBy('roles.name');
  return rows.map(toRole);
}

/** Tenant-specific permission sets of the given roles in one tenant, by role id. */
export async function tenantRoleSets(
  db: Conn,
  tenantId: string,
  roleIds: string[],
): Promise<Map<string, string[]>> {
  if (!roleIds.length) return new Map();
  const rows = await db('tenant_roles')
    .where('tenant_id', tenantId)
    .whereIn('role_id', roleIds)
    .select<{ role_id: string; permissions: string }[]>('role_id', 'permissions');
  return new Map(rows.map((r) => [r.role_id, parseJson<string[]>(r.permissions, [])]));
}

/** Every tenant-specific set of the given roles, whatever the tenant. */
export async function allTenantRoleSets(db: Conn, roleIds: string[]): Promise<string[][]> {
  if (!roleIds.length) return [];
  const rows = await db('tenant_roles')
    .whereIn('role_id', roleIds)
    .select<{ permissions: string }[]>('permissions');
  return rows.map((r) => parseJson<string[]>(r.permissions, []));
}

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

/**
 * The token with this hash, its user and the user's roles, in one query: this runs on every
 * authenticated request.
 */
export async function findTokenUserRoles(
  db: Conn,
  hash: string,
): Promise<{ token: TokenRecord; user: UserRecord; roles: RoleRecord[] } | undefined> {
  const rows = (await db('auth_tokens as t')
    .join('users as u', 'u.id', 't.user_id')
    .leftJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .leftJoin('roles as r', 'r.id', 'ur.role_id')
    .where('t.token_hash', hash)
    .select(
      't.id as t_id',
      't.kind as t_kind',
      't.name as t_name',
      't.tenants as t_tenants',
      't.permissions as t_permissions',
      't.created_at as t_created_at',
      't.expires_at as t_expires_at',
      'u.*',
      'r.id as r_id',
      'r.name as r_name',
      'r.description as r_description',
      'r.permissions as r_permissions',
      'r.version as r_version',
      'r.built_in as r_built_in',
      'r.created_at as r_created_at',
      'r.created_by as r_created_by',
    )) as (UserRow & Record<string, string | null>)[];
  const r = rows[0];
  if (!r) return undefined;
  const roles = rows
    .filter((row) => row.r_id)
    .map((row) =>
      toRole({
        id: row.r_id as string,
        name: row.r_name as string,
        description: row.r_description as string,
        permissions: row.r_permissions as string,
        version: Number(row.r_version),
        built_in: row.r_built_in,
        created_at: row.r_created_at as string,
        created_by: row.r_created_by as string,
      }),
    )
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    token: toToken({
      id: r.t_id as string,
      user_id: r.id,
      kind: r.t_kind as TokenKind,
      name: r.t_name ?? null,
      tenants: r.t_tenants as string,
      permissions: r.t_permissions as string,
      created_at: r.t_created_at as string,
      expires_at: r.t_expires_at as string,
    }),
    user: toUser(r),
    roles,
  };
}

/**
 * A tenant's type and the tenant-specific permission sets of the given roles in it, in one query:
 * this runs on every tenant-scoped request. The configuration is not read.
 */
export async function tenantWithRoleSets(
  db: Conn,
  tenantId: string,
  roleIds: string[],
): Promise<{ tenant: { id: string; type: string }; roleSets: Map<string, string[]> } | undefined> {
  const q = db('tenants as t').where('t.id', tenantId).select('t.id as id', 't.type as type');
  if (roleIds.length) {
    q.leftJoin('tenant_roles as tr', (j) => {
      j.on('tr.tenant_id', '=', 't.id').andOnIn('tr.role_id', roleIds);
    }).select('tr.role_id as role_id', 'tr.permissions as permissions');
  }
  const rows = (await q) as {
    id: string;
    type: string;
    role_id?: string | null;
    permissions?: string | null;
  }[];
  const first = rows[0];
  if (!first) return undefined;
  const roleSets = new Map<string, string[]>();
  for (const row of rows)
    if (row.role_id) roleSets.set(row.role_id, parseJson<string[]>(row.permissions, []));
  return { tenant: { id: first.id, type: first.type }, roleSets };
}

export async function getSetting<T>(db: Conn, key: string): Promise<T | undefined> {
  const row = await db('settings').where({ key }).first<{ value: string } | undefined>('value');
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export async function putSetting(db: Conn, key: string, value: unknown): Promise<void> {
  await db('settings')
    .insert({ key, value: JSON.stringify(value) })
    .onConflict('key')
    .merge();
}
