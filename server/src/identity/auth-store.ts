// The two queries behind every authenticated request: token, user and roles in one; the tenant
// of the path with the caller's tenant-specific role sets in another.
import type { Db, Tx } from '../db/knex.js';
import { parseJson } from '../util.js';
import { toRole, type RoleRecord } from './roles-store.js';
import { toToken, type TokenRecord } from './tokens-store.js';
import type { TokenKind } from './token-values.js';
import { toUser, type UserRecord, type UserRow } from './users-store.js';

type Conn = Db | Tx;

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
