// First start on an empty database: the built-in roles, the admin user and its token. The token
// is INSUITE_ADMIN_TOKEN when set, else random, printed once and written to the admin-token file of
// the database in the data folder (adminTokenFile).
// On a later start with INSUITE_ADMIN_TOKEN set, that token always opens the server: when no
// enabled user with every permission holds it, the admin user is restored (recreated if it was
// deleted) and given it, so a lost admin is never more than a restart away.
import { writeFileSync } from 'node:fs';
import { adminTokenFile } from '../data-dir.js';
import type { Db, Tx } from '../db/knex.js';
import { iso, type Clock, type Ids } from '../util.js';
import { addUserRole, findRoleByName, insertRole, rolesOfUser } from './roles-store.js';
import { deleteTokenByHashOrName, findTokenByHash, insertToken } from './tokens-store.js';
import { countUsers, findUserByName, fullPowerUserIds, insertUser, updateUser } from './users-store.js';
import { READ_ONLY_PERMISSIONS } from './permissions.js';
import { hashToken, newTokenValue } from './token-values.js';

export const ADMIN_USER_NAME = 'admin@insuite.local';
const SYSTEM = '00000000-0000-0000-0000-000000000000';
const NEVER = '9999-12-31T23:59:59.999Z';

/** The admin user as the first start makes it (and recovery remakes it). */
const adminUser = (id: string, now: string) => ({
  id,
  userName: ADMIN_USER_NAME,
  firstName: 'Admin',
  lastName: 'Insuite',
  email: ADMIN_USER_NAME,
  serviceAccount: false,
  enabled: true,
  tenants: ['any'],
  passwordHash: undefined,
  passwordSetAt: undefined,
  temporaryPassword: false,
  createdAt: now,
  createdBy: SYSTEM,
});

export interface BootstrapResult {
  created: boolean;
  /** Set only when a random token was made and must be shown once. */
  generatedToken?: string;
  /** Set when INSUITE_ADMIN_TOKEN opened nothing and the admin was restored with it. */
  recovered?: { userName: string; userRecreated: boolean };
}

export async function bootstrap(
  deps: { db: Db; clock: Clock; ids: Ids },
  opts: { adminToken?: string; dataDir?: string; databaseUrl?: string },
): Promise<BootstrapResult> {
  const { db, clock, ids } = deps;
  return db.transaction(async (tx) => {
    const now = iso(clock.now());
    for (const [name, description, permissions] of [
      ['admin', 'Every permission in every tenant.', ['*.*']],
      ['read-only', 'Every read and list permission.', [...READ_ONLY_PERMISSIONS]],
    ] as const) {
      if (!(await findRoleByName(tx, name))) {
        await insertRole(tx, {
          id: ids.ulid(),
          name,
          description,
          permissions: [...permissions],
          version: 1,
          builtIn: true,
          createdAt: now,
          createdBy: SYSTEM,
        });
      }
    }
    if ((await countUsers(tx)) > 0) {
      if (!opts.adminToken || (await tokenOpensEverything(tx, opts.adminToken, now)))
        return { created: false };
      return { created: false, recovered: await restoreAdmin(tx, ids, opts.adminToken, now) };
    }

    const userId = ids.uuid();
    await insertUser(tx, adminUser(userId, now));
    await addUserRole(tx, userId, (await findRoleByName(tx, 'admin'))!.id);
    const value = opts.adminToken ?? newTokenValue('auth');
    await insertBootstrapToken(tx, ids, userId, value, now);
    if (opts.adminToken) return { created: true };
    if (opts.dataDir) {
      writeFileSync(adminTokenFile(opts.dataDir, opts.databaseUrl), value + '\n', { mode: 0o600 });
    }
    return { created: true, generatedToken: value };
  });
}

const insertBootstrapToken = (tx: Tx, ids: Ids, userId: string, value: string, now: string) =>
  insertToken(
    tx,
    {
      id: ids.ulid(),
      userId,
      kind: 'auth',
      name: 'bootstrap',
      tenants: ['any'],
      permissions: ['*.*'],
      createdAt: now,
      expiresAt: NEVER,
    },
    hashToken(value),
  );

/** Does this token belong to an enabled user with every permission, and grant every permission? */
async function tokenOpensEverything(tx: Tx, value: string, now: string): Promise<boolean> {
  const token = await findTokenByHash(tx, hashToken(value));
  if (!token || token.expiresAt <= now) return false;
  if (!token.permissions.includes('*.*') || !token.tenants.includes('any')) return false;
  return (await fullPowerUserIds(tx)).includes(token.userId);
}

/** Makes the admin user enabled, in every tenant, with the admin role and this token. */
async function restoreAdmin(
  tx: Tx,
  ids: Ids,
  value: string,
  now: string,
): Promise<{ userName: string; userRecreated: boolean }> {
  const adminRole = (await findRoleByName(tx, 'admin'))!;
  const existing = await findUserByName(tx, ADMIN_USER_NAME);
  const userId = existing?.id ?? ids.uuid();
  if (!existing) {
    await insertUser(tx, adminUser(userId, now));
  } else {
    await updateUser(tx, userId, { enabled: true, tenants: ['any'] });
  }
  if (!(await rolesOfUser(tx, userId)).some((r) => r.id === adminRole.id)) {
    await addUserRole(tx, userId, adminRole.id);
  }
  // The token may be held by someone else (or be stale): it becomes the admin's bootstrap token.
  const held = await findTokenByHash(tx, hashToken(value));
  if (held) await deleteTokenByHashOrName(tx, held.userId, hashToken(value), '');
  await deleteTokenByHashOrName(tx, userId, '', 'bootstrap');
  await insertBootstrapToken(tx, ids, userId, value, now);
  return { userName: ADMIN_USER_NAME, userRecreated: !existing };
}
