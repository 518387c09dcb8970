// SQL of roles, the roles of users, and roles' tenant-specific permission sets.
import type { Db, Tx } from '../db/knex.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson, toBool } from '../util.js';

type Conn = Db | Tx;

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

export interface RoleRow {
  id: string;
  name: string;
  description: string;
  permissions: string;
  version: number;
  built_in: unknown;
  created_at: string;
  created_by: string;
}

export const toRole = (r: RoleRow): RoleRecord => ({
  id: r.id,
  name: r.name,
  description: r.description,
  permissions: parseJson(r.permissions, []),
  version: Number(r.version),
  builtIn: toBool(r.built_in),
  createdAt: r.created_at,
  createdBy: r.created_by,
});

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

/** One page of the installation's roles, in creation order. */
export async function listRoles(db: Conn, req: PageRequest): Promise<Page<RoleRecord>> {
  return page<RoleRow, RoleRecord>(db('roles').select('*'), req, toRole);
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
export async function tenantRoleSetRows(
  db: Conn,
  roleIds: string[],
): Promise<{ tenantId: string; roleId: string; permissions: string[] }[]> {
  if (!roleIds.length) return [];
  const rows = await db('tenant_roles')
    .whereIn('role_id', roleIds)
    .select<{ tenant_id: string; role_id: string; permissions: string }[]>(
      'tenant_id',
      'role_id',
      'permissions',
    );
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    roleId: r.role_id,
    permissions: parseJson<string[]>(r.permissions, []),
  }));
}
