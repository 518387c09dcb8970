// Creating, changing and deleting users. Nobody gives a user roles or tenants beyond what they
// hold themselves (403). Password hashing happens outside transactions, so the work never holds a
// database connection.
import type { Db, Tx } from '../db/knex.js';
import { isUniqueViolation } from '../db/db-errors.js';
import { badRequest, conflict, forbidden, notFound, unprocessable, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import { iso } from '../util.js';
import type { Caller } from './auth-service.js';
import {
  assertCallerHoldsTenants,
  assertGrowthHeld,
  assertTenantsExist,
  normaliseTenants,
  tenantEntryProblems,
  throwIfProblems,
} from './grant-checks.js';
import { insertPasswordHistory } from './password-history-store.js';
import { findRolesByNames, rolesOfUser, setUserRoles, type RoleRecord } from './roles-store.js';
import { deleteUser, insertUser, updateUser, type UserRecord } from './users-store.js';
import { hashPassword } from './passwords.js';
import {
  basePermissions,
  toUserResponse,
  mustFind,
  respond,
  type UserResponse,
  type UsersDeps,
} from './user-reads.js';
import { keepAnAdmin, checkPolicy } from './user-rules.js';

type Conn = Db | Tx;

const MAX_NAME = 256;
const MAX_EMAIL = 320;
const MAX_TENANTS = 256;
const MAX_ROLES = 64;
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

export async function createUser(
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

export async function updateUserDetails(
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

export async function updateUserTenants(
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

export async function updateUserRoles(
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

export async function removeUser(deps: UsersDeps, id: string): Promise<void> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    await keepAnAdmin(tx, id, undefined, 'delete this user');
    if (!(await deleteUser(tx, id))) throw notFound('User');
  });
}
