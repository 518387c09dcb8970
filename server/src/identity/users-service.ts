// Users: creation, changes, passwords, enabling, credentials. Users are installation-wide. Nobody
// gives a user roles or tenants beyond what they hold themselves (403). Password hashing happens
// outside transactions, so the work never holds a database connection.
import type { Db, Tx } from '../db/knex.js';
import { isUniqueViolation } from '../db/db-errors.js';
import { badRequest, conflict, forbidden, notFound, unprocessable, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Page, PageRequest } from '../shared/paging.js';
import { iso, type Clock, type Ids } from '../util.js';
import type { Caller } from './auth-service.js';
import {
  assertCallerHoldsTenants,
  assertGrowthHeld,
  assertTenantsExist,
  normaliseTenants,
  tenantEntryProblems,
  throwIfProblems,
  UUID,
  type TenantRefs,
} from './grant-checks.js';
import {
  insertPasswordHistory,
  prunePasswordHistory,
  recentPasswordHashes,
} from './password-history-store.js';
import { findRolesByNames, rolesOfUser, rolesOfUsers, setUserRoles, type RoleRecord } from './roles-store.js';
import { deleteTokensOfUser } from './tokens-store.js';
import { reachesEntries, type Principal } from './permissions.js';
import {
  deleteUser,
  findUser,
  fullPowerUserIds,
  insertUser,
  listUsers,
  setPassword,
  updateUser,
  type UserRecord,
} from './users-store.js';
import type { PasswordPolicyService } from './password-policy-service.js';
import { passwordProblems } from './password-policy.js';
import { hashPassword, verifyPassword } from './passwords.js';

export type UserResponse = Schema<'UserResponse'>;
type Conn = Db | Tx;

const MAX_NAME = 256;
const MAX_EMAIL = 320;
const MAX_TENANTS = 256;
const MAX_ROLES = 64;
/** Password history entries kept per user, whatever the policy asks (it bounds the checks too). */
const HISTORY_KEPT = 24;

export interface UsersDeps {
  db: Db;
  clock: Clock;
  ids: Ids;
  policy: PasswordPolicyService;
  tenantRefs: TenantRefs;
}

const basePermissions = (roles: RoleRecord[]): string[] =>
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
});

function sizeProblems(input: {
  firstName?: string;
  lastName?: string;
  email?: string;
  tenants?: string[];
  roles?: string[];
}): ProblemItem[] {
  const out: ProblemItem[] = [];
  const tooLong = (v: string | undefined, max: number, location: string) => {
    if (v !== undefined && v.length > max) out.push({ location, message: `at most ${max} characters` });
  };
  tooLong(input.firstName, MAX_NAME, 'body.firstName');
  tooLong(input.lastName, MAX_NAME, 'body.lastName');
  tooLong(input.email, MAX_EMAIL, 'body.email');
  if ((input.tenants?.length ?? 0) > MAX_TENANTS)
    out.push({ location: 'body.tenants', message: `at most ${MAX_TENANTS} entries` });
  if ((input.roles?.length ?? 0) > MAX_ROLES)
    out.push({ location: 'body.roles', message: `at most ${MAX_ROLES} roles` });
  return out;
}

/** The roles with these names; 422 naming each unknown one. */
async function rolesNamed(db: Conn, names: readonly string[], location: string): Promise<RoleRecord[]> {
  const unique = [...new Set(names)];
  const found = await findRolesByNames(db, unique);
  const byName = new Map(found.map((r) => [r.name, r]));
  const problems = names.flatMap((n, i) =>
    byName.has(n) ? [] : [{ location: `${location}.${i}`, message: `no role named "${n}"` }],
  );
  if (problems.length) throw unprocessable('Unknown roles', problems);
  return unique.map((n) => byName.get(n)!);
}

/**
 * Refuses a change that would leave nobody able to do everything (409): the last enabled user
 * with `*.*` in every tenant keeps its roles, its tenants, its credentials and its place.
 * `after` is what the user would be; undefined when it loses its credentials or is deleted.
 */
async function keepAnAdmin(
  conn: Conn,
  id: string,
  after: { enabled: boolean; tenants: string[]; roles: RoleRecord[] } | undefined,
  what: string,
): Promise<void> {
  const keepers = await fullPowerUserIds(conn);
  if (!keepers.includes(id) || keepers.length > 1) return;
  const stillKeeper =
    after !== undefined &&
    after.enabled &&
    after.tenants.includes('any') &&
    after.roles.some((r) => r.permissions.includes('*.*'));
  if (stillKeeper) return;
  throw conflict(
    `Cannot ${what}: this is the last enabled user holding every permission (*.* in every tenant), ` +
      'and without it nobody could administer the server. Give another user the admin role first.',
  );
}

async function mustFind(conn: Conn, id: string): Promise<UserRecord> {
  const u = await findUser(conn, id);
  if (!u) throw notFound('User');
  return u;
}

async function respond(conn: Conn, id: string): Promise<UserResponse> {
  const u = await mustFind(conn, id);
  return toUserResponse(u, await rolesOfUser(conn, u.id));
}

/** 400 naming each policy rule the password breaks. */
async function checkPolicy(policy: PasswordPolicyService, password: string, location: string): Promise<void> {
  const broken = passwordProblems(await policy.get(), password);
  if (!password.length) broken.unshift('must not be empty');
  if (broken.length) {
    throw badRequest(
      'The password does not meet the password policy',
      broken.map((message) => ({ location, message })),
    );
  }
}

/**
 * Gives a user a new role or tenant only when the caller holds what that gives, where it applies
 * (grant-checks.ts); removing is not giving.
 */
async function checkAdditions(
  { db, tenantRefs }: UsersDeps,
  caller: Caller,
  current: { roles: RoleRecord[]; tenants: string[] },
  next: { roles: RoleRecord[]; tenants: string[] },
): Promise<void> {
  await assertCallerHoldsTenants(
    tenantRefs,
    caller,
    next.tenants.filter((t) => !current.tenants.includes(t)),
  );
  await assertGrowthHeld(db, tenantRefs, caller, current, next);
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

async function createUser(
  deps: UsersDeps,
  caller: Caller,
  input: Schema<'UserCreateRequest'>,
  enableUser: boolean | undefined,
): Promise<UserResponse> {
  const { db, clock, ids, policy, tenantRefs } = deps;
  const tenants = input.tenants ?? [];
  const problems = [...sizeProblems(input), ...tenantEntryProblems(tenants, 'body.tenants')];
  if (input.serviceAccount && input.password !== undefined) {
    problems.push({
      location: 'body.password',
      message: 'a service account has no password; it uses tokens from createServiceAccountAuthToken',
    });
  }
  throwIfProblems(problems, 'The user is invalid');
  if (input.password !== undefined) await checkPolicy(policy, input.password, 'body.password');
  const roles = await rolesNamed(db, input.roles ?? [], 'body.roles');
  await assertTenantsExist(tenantRefs, tenants, 'body.tenants');
  const normalised = normaliseTenants(tenants);
  await checkAdditions(deps, caller, { roles: [], tenants: [] }, { roles, tenants: normalised });

  const now = iso(clock.now());
  const hash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  const user: UserRecord = {
    id: ids.uuid(),
    userName: input.userName,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    serviceAccount: input.serviceAccount ?? false,
    enabled: hash !== undefined || enableUser === true,
    tenants: normalised,
    passwordHash: hash,
    passwordSetAt: hash ? now : undefined,
    temporaryPassword: hash !== undefined && input.temporaryPassword === true,
    createdAt: now,
    createdBy: caller.userId,
  };
  try {
    await db.transaction(async (tx) => {
      await insertUser(tx, user);
      await setUserRoles(
        tx,
        user.id,
        roles.map((r) => r.id),
      );
      if (hash) await insertPasswordHistory(tx, { id: ids.ulid(), userId: user.id, hash, createdAt: now });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`A user named "${input.userName}" already exists`);
    throw err;
  }
  return toUserResponse(user, roles);
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

async function listUsersPage(deps: UsersDeps, caller: Caller, req: PageRequest): Promise<Page<UserResponse>> {
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

async function updateUserDetails(
  deps: UsersDeps,
  caller: Caller,
  id: string,
  input: Schema<'UserUpdateRequest'>,
): Promise<UserResponse> {
  const { db, tenantRefs } = deps;
  throwIfProblems(
    [...sizeProblems(input), ...tenantEntryProblems(input.tenants, 'body.tenants')],
    'The user change is invalid',
  );
  const user = await mustFind(db, id);
  const currentRoles = await rolesOfUser(db, id);
  const roles = input.roles ? await rolesNamed(db, input.roles, 'body.roles') : currentRoles;
  await assertTenantsExist(tenantRefs, input.tenants, 'body.tenants');
  const tenants = normaliseTenants(input.tenants);
  if (caller.asSelf) {
    // `custom` covers the caller's own names and email, never its roles or tenants.
    const same = (a: string[], b: string[]) =>
      JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
    if (
      !same(
        roles.map((r) => r.id),
        currentRoles.map((r) => r.id),
      ) ||
      !same(tenants, user.tenants)
    )
      throw forbidden(
        'users.custom changes your own names and email only; roles and tenants need users.update',
      );
  }
  // A user's permissions come from its roles; the field is accepted only when it says the same.
  if (input.permissions) {
    const wanted = [...new Set(input.permissions)].sort();
    if (JSON.stringify(wanted) !== JSON.stringify(basePermissions(roles))) {
      throw unprocessable("A user's permissions come from its roles; change its roles instead", [
        { location: 'body.permissions', message: `must equal the roles' permissions or be left out` },
      ]);
    }
  }
  await checkAdditions(deps, caller, { roles: currentRoles, tenants: user.tenants }, { roles, tenants });
  await db.transaction(async (tx) => {
    await keepAnAdmin(tx, id, { enabled: user.enabled, tenants, roles }, 'change these roles or tenants');
    await updateUser(tx, id, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      tenants,
    });
    if (input.roles)
      await setUserRoles(
        tx,
        id,
        roles.map((r) => r.id),
      );
  });
  return respond(db, id);
}

async function updateUserTenants(
  deps: UsersDeps,
  caller: Caller,
  id: string,
  input: Schema<'UserTenantsAssignmentsUpdateRequest'>,
): Promise<UserResponse> {
  const { db, tenantRefs } = deps;
  throwIfProblems(
    [
      ...tenantEntryProblems(input.addTenants, 'body.addTenants'),
      ...tenantEntryProblems(input.removeTenants, 'body.removeTenants'),
    ],
    'The tenant assignments are invalid',
  );
  const user = await mustFind(db, id);
  await assertTenantsExist(tenantRefs, input.addTenants, 'body.addTenants');
  const removed = new Set(normaliseTenants(input.removeTenants));
  const tenants = normaliseTenants([
    ...user.tenants.filter((t) => !removed.has(t)),
    ...normaliseTenants(input.addTenants),
  ]);
  if (tenants.length > MAX_TENANTS) {
    throw badRequest('Too many tenant assignments', [
      { location: 'body.addTenants', message: `a user has at most ${MAX_TENANTS} entries` },
    ]);
  }
  const roles = await rolesOfUser(db, id);
  await checkAdditions(deps, caller, { roles, tenants: user.tenants }, { roles, tenants });
  await db.transaction(async (tx) => {
    await keepAnAdmin(tx, id, { enabled: user.enabled, tenants, roles }, 'remove these tenants');
    await updateUser(tx, id, { tenants });
  });
  return toUserResponse({ ...user, tenants }, roles);
}

async function updateUserRoles(
  deps: UsersDeps,
  caller: Caller,
  id: string,
  input: Schema<'UserRolesUpdateRequest'>,
): Promise<UserResponse> {
  const { db } = deps;
  const user = await mustFind(db, id);
  const add = await rolesNamed(db, input.addRoles, 'body.addRoles');
  const remove = new Set((await rolesNamed(db, input.removeRoles, 'body.removeRoles')).map((r) => r.id));
  const current = await rolesOfUser(db, id);
  const roles = [...current.filter((r) => !remove.has(r.id))];
  for (const r of add) if (!roles.some((x) => x.id === r.id)) roles.push(r);
  if (roles.length > MAX_ROLES) {
    throw badRequest('Too many roles', [
      { location: 'body.addRoles', message: `a user has at most ${MAX_ROLES} roles` },
    ]);
  }
  await checkAdditions(
    deps,
    caller,
    { roles: current, tenants: user.tenants },
    { roles, tenants: user.tenants },
  );
  await db.transaction(async (tx) => {
    await keepAnAdmin(tx, id, { enabled: user.enabled, tenants: user.tenants, roles }, 'remove these roles');
    await setUserRoles(
      tx,
      id,
      roles.map((r) => r.id),
    );
  });
  return respond(db, id);
}

/**
 * Sets a new (not temporary) password after the policy and history checks, enables the user,
 * and ends its sign-in sessions: whoever held the old password loses them.
 */
async function resetPassword(deps: UsersDeps, id: string, password: string): Promise<void> {
  const { db, clock, ids, policy } = deps;
  const user = await mustFind(db, id);
  if (user.serviceAccount) {
    throw badRequest('A service account has no password', [
      { location: 'body', message: 'service accounts use tokens from createServiceAccountAuthToken' },
    ]);
  }
  await checkPolicy(policy, password, 'body');
  const depth = Math.min((await policy.get()).passwordHistory, HISTORY_KEPT);
  for (const old of await recentPasswordHashes(db, id, depth)) {
    if (await verifyPassword(old, password)) {
      throw badRequest('The password was used before', [
        { location: 'body', message: `must differ from the last ${depth} passwords` },
      ]);
    }
  }
  const hash = await hashPassword(password);
  const now = iso(clock.now());
  await db.transaction(async (tx) => {
    if (!(await findUser(tx, id))) throw notFound('User');
    await setPassword(tx, id, { hash, setAt: now, temporary: false });
    await updateUser(tx, id, { enabled: true });
    await insertPasswordHistory(tx, { id: ids.ulid(), userId: id, hash, createdAt: now });
    await prunePasswordHistory(tx, id, HISTORY_KEPT);
    await deleteTokensOfUser(tx, id, 'oauth');
  });
}

async function enableUser(deps: UsersDeps, id: string): Promise<UserResponse> {
  const { db } = deps;
  await mustFind(db, id);
  await updateUser(db, id, { enabled: true });
  return respond(db, id);
}

/** Deletes the password and every token; the user can neither sign in nor use a token. */
async function removeCredentials(deps: UsersDeps, id: string): Promise<void> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    await mustFind(tx, id);
    await keepAnAdmin(tx, id, undefined, 'remove the credentials');
    await setPassword(tx, id, { hash: undefined, setAt: undefined, temporary: false });
    await deleteTokensOfUser(tx, id);
  });
}

async function removeUser(deps: UsersDeps, id: string): Promise<void> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    await keepAnAdmin(tx, id, undefined, 'delete this user');
    if (!(await deleteUser(tx, id))) throw notFound('User');
  });
}

/** The parameters of a function after its first (the dependencies). */
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

export function createUsersService(deps: UsersDeps) {
  return {
    create: (...args: Tail<Parameters<typeof createUser>>) => createUser(deps, ...args),
    fetch: (id: string): Promise<UserResponse> => respond(deps.db, id),
    list: (...args: Tail<Parameters<typeof listUsersPage>>) => listUsersPage(deps, ...args),
    update: (...args: Tail<Parameters<typeof updateUserDetails>>) => updateUserDetails(deps, ...args),
    updateTenants: (...args: Tail<Parameters<typeof updateUserTenants>>) => updateUserTenants(deps, ...args),
    updateRoles: (...args: Tail<Parameters<typeof updateUserRoles>>) => updateUserRoles(deps, ...args),
    resetPassword: (...args: Tail<Parameters<typeof resetPassword>>) => resetPassword(deps, ...args),
    enable: (...args: Tail<Parameters<typeof enableUser>>) => enableUser(deps, ...args),
    removeCredentials: (...args: Tail<Parameters<typeof removeCredentials>>) =>
      removeCredentials(deps, ...args),
    remove: (...args: Tail<Parameters<typeof removeUser>>) => removeUser(deps, ...args),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
