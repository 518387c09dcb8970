// Users as answered, and finding them: one by id, and the page of the users a caller reaches
// (through the tenants they are assigned). Users are installation-wide.
import type { Db, Tx } from '../db/knex.js';
import { notFound } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Page, PageRequest } from '../shared/paging.js';
import type { Clock, Ids } from '../util.js';
import type { Caller } from './auth-service.js';
import { UUID, type TenantRefs } from './grant-checks.js';
import { rolesOfUser, rolesOfUsers, type RoleRecord } from './roles-store.js';
import { reachesEntries, type Principal } from './permissions.js';
import { findUser, listUsers, type UserRecord } from './users-store.js';
import type { PasswordPolicyService } from './password-policy-service.js';

export type UserResponse = Schema<'UserResponse'>;
type Conn = Db | Tx;

export interface UsersDeps {
  db: Db;
  clock: Clock;
  ids: Ids;
  policy: PasswordPolicyService;
  tenantRefs: TenantRefs;
}

export const basePermissions = (roles: RoleRecord[]): string[] =>
  [...new Set(roles.flatMap((r) => r.permissions))].sort();

export const toUserResponse = (u: UserRecord, roles: RoleRecord[]): UserResponse => ({
  locator: u.id,
  userName: u.userName,
  firstName: u.firstName,
  lastName: u.lastName,
  ...(u.email !== undefined ? { email: u.email } : {}),
  serviceAccount: u.serviceAccount,
  roles: roles.map((r) => r.name),
  tenants: u.tenants,
  permissions: basePermissions(roles),
  enabled: u.enabled,
});

export async function mustFind(conn: Conn, id: string): Promise<UserRecord> {
  const u = await findUser(conn, id);
  if (!u) throw notFound('User');
  return u;
}

export async function respond(conn: Conn, id: string): Promise<UserResponse> {
  const u = await mustFind(conn, id);
  return toUserResponse(u, await rolesOfUser(conn, u.id));
}

/**
 * The users a principal may read and change: those whose tenant entries all lie within its own
 * (its user's and its token's), so that a principal limited to some tenants never reaches a
 * user of another. A principal with `any` reaches every user.
 */
export async function usersInReach<U extends { tenants: string[] }>(
  tenantRefs: TenantRefs,
  p: Principal,
  users: U[],
): Promise<U[]> {
  if (p.userTenants.includes('any') && p.tokenTenants.includes('any')) return users;
  const refs = await tenantRefs.refs(
    [...new Set(users.flatMap((u) => u.tenants))].filter((t) => UUID.test(t)),
  );
  return users.filter((u) => reachesEntries(p, u.tenants, (id) => refs.get(id)?.type));
}

/** Users are read in batches of this many when a caller reaches only some of them. */
const LIST_BATCH = 500;

/** The page of the users the caller reaches (every user for a caller with `any`). */
async function reachablePage(deps: UsersDeps, caller: Caller, req: PageRequest): Promise<Page<UserRecord>> {
  const { db, tenantRefs } = deps;
  if (caller.userTenants.includes('any') && caller.tokenTenants.includes('any')) return listUsers(db, req);
  const offset = req.offset ?? 0;
  const count = req.count ?? 100;
  const found: UserRecord[] = [];
  for (let at = 0; ; at += LIST_BATCH) {
    const batch = await listUsers(db, { offset: at, count: LIST_BATCH });
    found.push(...(await usersInReach(tenantRefs, caller, batch.items)));
    if (found.length > offset + count || batch.listCompleted) break;
  }
  return { items: found.slice(offset, offset + count), listCompleted: found.length <= offset + count };
}

export async function listUsersPage(
  deps: UsersDeps,
  caller: Caller,
  req: PageRequest,
): Promise<Page<UserResponse>> {
  const { db } = deps;
  const p = await reachablePage(deps, caller, req);
  const roles = await rolesOfUsers(
    db,
    p.items.map((u) => u.id),
  );
  return {
    listCompleted: p.listCompleted,
    items: p.items.map((u) => toUserResponse(u, roles.get(u.id) ?? [])),
  };
}
