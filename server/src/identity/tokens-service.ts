import type { Db } from '../db/knex.js';
import { isUniqueViolation } from '../db/db-errors.js';
import { badRequest, conflict, forbidden, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import { findTenant } from '../tenants/tenants-store.js';
import { iso, type Clock, type Ids } from '../util.js';
import type { AuthService, Caller } from './auth-service.js';
import { allTenantRoleSets, insertToken } from './identity-store.js';
import { covers, coversTenant, isValidGrant } from './permissions.js';
import { hashToken, newTokenValue } from './token-values.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokensService(deps: { db: Db; clock: Clock; ids: Ids; auth: AuthService }) {
  const { db, clock, ids } = deps;

  /** Shape checks that the schema cannot express: grant syntax, tenant entries, a future expiry. */
  function checkRequest(req: Schema<'AuthTokenCreateRequest'>): void {
    const problems: ProblemItem[] = [];
    req.permissions.forEach((p, i) => {
      if (!isValidGrant(p)) {
        problems.push({
          location: `body.permissions.${i}`,
          message: `"${p}" is not a permission (group.action, group.* or *.*)`,
        });
      }
    });
    req.tenants.forEach((t, i) => {
      if (t !== 'any' && t !== 'type:test' && !UUID.test(t)) {
        problems.push({
          location: `body.tenants.${i}`,
          message: `"${t}" is not a tenant locator, "any" or "type:test"`,
        });
      }
    });
    if (new Date(req.expiresAt).getTime() <= clock.now().getTime()) {
      problems.push({ location: 'body.expiresAt', message: 'must be in the future' });
    }
    if (problems.length) throw badRequest('The token request is invalid', problems);
  }

  /** A token may carry only what its creator holds, by user and by the creating token. */
  async function checkCreatorHolds(caller: Caller, req: Schema<'AuthTokenCreateRequest'>): Promise<void> {
    const own = [
      ...caller.roles.flatMap((r) => r.permissions),
      ...(
        await allTenantRoleSets(
          db,
          caller.roles.map((r) => r.id),
        )
      ).flat(),
    ];
    const missing = req.permissions.filter((p) => !covers(own, p) || !covers(caller.tokenPermissions, p));
    if (missing.length) throw forbidden(`You cannot grant what you do not hold: ${missing.join(', ')}`);
    for (const t of req.tenants) {
      const type = UUID.test(t) ? (await findTenant(db, t.toLowerCase()))?.type : undefined;
      if (!coversTenant(caller.userTenants, t, type) || !coversTenant(caller.tokenTenants, t, type)) {
        throw forbidden(`You cannot grant access to tenant "${t}"`);
      }
    }
  }

  return {
    /** Creates an auth token for `userId` and returns its value; only its hash is stored. */
    async createAuthToken(
      caller: Caller,
      userId: string,
      req: Schema<'AuthTokenCreateRequest'>,
    ): Promise<string> {
      checkRequest(req);
      await checkCreatorHolds(caller, req);
      const value = newTokenValue('auth');
      try {
        await insertToken(
          db,
          {
            id: ids.ulid(),
            userId,
            kind: 'auth',
            name: req.name,
            tenants: [...new Set(req.tenants.map((t) => (UUID.test(t) ? t.toLowerCase() : t)))],
            permissions: [...new Set(req.permissions)],
            createdAt: iso(clock.now()),
            expiresAt: new Date(req.expiresAt).toISOString(),
          },
          hashToken(value),
        );
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(`A token named "${req.name}" already exists for this user`);
        throw err;
      }
      return value;
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
