// First start on an empty database: the built-in roles, the admin user and its token. The token
// is INSUITE_ADMIN_TOKEN when set, else random, printed once and written to <data dir>/admin-token.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/knex.js';
import { iso, type Clock, type Ids } from '../util.js';
import { addUserRole, findRoleByName, insertRole } from './roles-store.js';
import { insertToken } from './tokens-store.js';
import { countUsers, insertUser } from './users-store.js';
import { READ_ONLY_PERMISSIONS } from './permissions.js';
import { hashToken, newTokenValue } from './token-values.js';

export const ADMIN_USER_NAME = 'admin@insuite.local';
const SYSTEM = '00000000-0000-0000-0000-000000000000';
const NEVER = '9999-12-31T23:59:59.999Z';

export interface BootstrapResult {
  created: boolean;
  /** Set only when a random token was made and must be shown once. */
  generatedToken?: string;
}

export async function bootstrap(
  deps: { db: Db; clock: Clock; ids: Ids },
  opts: { adminToken?: string; dataDir?: string },
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
    if ((await countUsers(tx)) > 0) return { created: false };

    const userId = ids.uuid();
    await insertUser(tx, {
      id: userId,
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
    await addUserRole(tx, userId, (await findRoleByName(tx, 'admin'))!.id);
    const value = opts.adminToken ?? newTokenValue('auth');
    await insertToken(
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
    if (opts.adminToken) return { created: true };
    if (opts.dataDir) writeFileSync(join(opts.dataDir, 'admin-token'), value + '\n', { mode: 0o600 });
    return { created: true, generatedToken: value };
  });
}
