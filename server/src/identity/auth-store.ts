// What every authenticated request reads: the token, its user and the user's roles, and the tenant
// of the path with the caller's tenant-specific role sets in it, in one prepared statement (one
// round trip). The Knex versions serve the services, inside their transactions.
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import { parseJson } from '../util.js';
import { toRole, type RoleRecord } from './roles-store.js';
import { toToken, type TokenRecord } from './tokens-store.js';
import type { TokenKind } from './token-values.js';
import { toUser, type UserRecord, type UserRow } from './users-store.js';

type Conn = Db | Tx;

type GateRow = UserRow & Record<string, string | number | null>;

type TokenUserRoles = { token: TokenRecord; user: UserRecord; roles: RoleRecord[] };

/** The token, user and roles of rows with the `t_`, `u.*` and `r_` columns below. */
function toTokenUserRoles(rows: GateRow[]): TokenUserRoles | undefined {
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
      name: (r.t_name as string | null) ?? null,
      tenants: r.t_tenants as string,
      permissions: r.t_permissions as string,
      created_at: r.t_created_at as string,
      expires_at: r.t_expires_at as string,
    }),
    user: toUser(r),
    roles,
  };
}

const TOKEN_COLUMNS = [
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
];

// One row per role of the user (one with null role columns when it has none); the tenant columns
// repeat on each, and each row carries that role's permission set in the tenant, if it has one.
const GATE_SQL = `select ${TOKEN_COLUMNS.join(', ')},
  ten.id AS ten_id, ten.type AS ten_type, tr.permissions AS tr_permissions
from auth_tokens t
join users u on u.id = t.user_id
left join user_roles ur on ur.user_id = u.id
left join roles r on r.id = ur.role_id
left join tenants ten on ten.id = ?
left join tenant_roles tr on tr.tenant_id = ten.id and tr.role_id = r.id
where t.token_hash = ?`;

export interface GateRead extends TokenUserRoles {
  /** The tenant asked for with the roles' sets in it; undefined when it does not exist. */
  tenant: { tenant: { id: string; type: string }; roleSets: Map<string, string[]> } | undefined;
}

/**
 * The token with this hash, its user, the user's roles and (when `tenantId` is given) the tenant
 * with the roles' tenant-specific sets, in one prepared statement: this runs on every
 * authenticated request.
 */
export async function readForGate(
  reads: HotReads,
  hash: string,
  tenantId: string | undefined,
): Promise<GateRead | undefined> {
  const rows = await reads.rows<GateRow>('insuite_gate', GATE_SQL, [tenantId ?? null, hash]);
  const found = toTokenUserRoles(rows);
  if (!found) return undefined;
  const first = rows[0]!;
  let tenant: GateRead['tenant'];
  if (first.ten_id) {
    const roleSets = new Map<string, string[]>();
    for (const row of rows)
      if (row.r_id && row.tr_permissions !== null && row.tr_permissions !== undefined)
        roleSets.set(row.r_id as string, parseJson<string[]>(row.tr_permissions as string, []));
    tenant = { tenant: { id: first.ten_id as string, type: first.ten_type as string }, roleSets };
  }
  return { ...found, tenant };
}

/**
 * The identity counter: every change to what `readForGate` reads moves it (database triggers, see
 * the identity_epoch migration). One row by primary key, prepared once.
 */
export async function readIdentityEpoch(reads: HotReads): Promise<string> {
  const rows = await reads.stableRows<{ n: number | string }>(
    'insuite_identity_epoch',
    'select n from identity_epoch where id = 1',
    [],
  );
  return String(rows[0]?.n ?? '');
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

/**
 * A user's tenant entries with the type of each tenant they name; undefined when there is no
 * such user.
 */
export async function userTenantEntries(
  db: Conn,
  userId: string,
): Promise<{ entries: string[]; types: Map<string, string> } | undefined> {
  const row = await db('users').where('id', userId).first<{ tenants: string } | undefined>('tenants');
  if (!row) return undefined;
  const entries = parseJson<string[]>(row.tenants, []);
  const named = entries.filter((t) => /^[0-9a-f-]{36}$/.test(t));
  const rows = named.length
    ? await db('tenants').whereIn('id', named).select<{ id: string; type: string }[]>('id', 'type')
    : [];
  return { entries, types: new Map(rows.map((r) => [r.id, r.type])) };
}
