// SQL for users, roles and tokens. Rows are mapped here; nothing above this file sees a column name.
import type { Db, Tx } from '../db/knex.js';
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

export async function addUserRole(db: Conn, userId: string, roleId: string): Promise<void> {
  await db('user_roles').insert({ user_id: userId, role_id: roleId });
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

/** The token with this hash and its user, in one query: this runs on every request. */
export async function findTokenWithUser(
  db: Conn,
  hash: string,
): Promise<{ token: TokenRecord; user: UserRecord } | undefined> {
  const row = await db('auth_tokens as t')
    .join('users as u', 'u.id', 't.user_id')
    .where('t.token_hash', hash)
    .first(
      't.id as t_id',
      't.kind as t_kind',
      't.name as t_name',
      't.tenants as t_tenants',
      't.permissions as t_permissions',
      't.created_at as t_created_at',
      't.expires_at as t_expires_at',
      'u.*',
    );
  if (!row) return undefined;
  const r = row as UserRow & Record<string, string | null>;
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
  };
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
