// Auth tokens: minting (for oneself or a service account), listing without values, deletion by
// value or name, revoking sign-in tokens, and showing a token's effective permissions. Values are
// never stored; lookups go through their SHA-256 hash.
import type { Db } from '../db/knex.js';
import { isUniqueViolation } from '../db/db-errors.js';
import { badRequest, conflict, notFound, unprocessable, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import { iso, type Clock, type Ids } from '../util.js';
import type { AuthService, Caller } from './auth-service.js';
import {
  assertCallerHoldsTenants,
  assertGrowthHeld,
  grantProblems,
  normaliseTenants,
  tenantEntryProblems,
  type TenantRefs,
} from './grant-checks.js';
import { rolesOfUser } from './roles-store.js';
import {
  deleteTokenByHashOrName,
  deleteTokensOfUser,
  findTokenByHash,
  insertToken,
  listTokens,
  type TokenRecord,
} from './tokens-store.js';
import { findUser } from './users-store.js';
import { groupPermissions, intersectGrants } from './permissions.js';
import { hashToken, newTokenValue } from './token-values.js';

export type AuthTokenResponse = Schema<'AuthTokenResponse'>;

const toTokenResponse = (t: TokenRecord): AuthTokenResponse => ({
  name: t.name ?? '',
  tenants: t.tenants,
  permissions: t.permissions,
  createdAt: t.createdAt,
  expiresAt: t.expiresAt,
});

const MAX_ENTRIES = 256;

export function createTokensService(deps: {
  db: Db;
  clock: Clock;
  ids: Ids;
  auth: AuthService;
  tenants: TenantRefs;
}) {
  const { db, clock, ids } = deps;

  /** Shape checks that the schema cannot express: grant syntax, tenant entries, a future expiry. */
  function checkRequest(req: Schema<'AuthTokenCreateRequest'>): void {
    const problems: ProblemItem[] = [
      ...grantProblems(req.permissions, 'body.permissions'),
      ...tenantEntryProblems(req.tenants, 'body.tenants'),
    ];
    if (new Date(req.expiresAt).getTime() <= clock.now().getTime()) {
      problems.push({ location: 'body.expiresAt', message: 'must be in the future' });
    }
    for (const key of ['permissions', 'tenants'] as const) {
      if (req[key].length > MAX_ENTRIES)
        problems.push({ location: `body.${key}`, message: `at most ${MAX_ENTRIES} entries` });
    }
    if (problems.length) throw badRequest('The token request is invalid', problems);
  }

  async function mustFindUser(id: string) {
    const user = await findUser(db, id);
    if (!user) throw notFound('User');
    return user;
  }

  /** Creates an auth token for `userId` and returns its value; only its hash is stored. */
  async function mint(
    caller: Caller,
    userId: string,
    req: Schema<'AuthTokenCreateRequest'>,
  ): Promise<string> {
    checkRequest(req);
    // A token applies outside tenants and in each tenant it names: the caller must hold its
    // permissions in every one of them, as the gate would test them.
    await assertCallerHoldsTenants(deps.tenants, caller, req.tenants);
    await assertGrowthHeld(
      db,
      deps.tenants,
      caller,
      { roles: [], tenants: [] },
      { roles: [{ id: '', permissions: req.permissions }], tenants: req.tenants },
    );
    const value = newTokenValue('auth');
    try {
      await insertToken(
        db,
        {
          id: ids.ulid(),
          userId,
          kind: 'auth',
          name: req.name,
          tenants: normaliseTenants(req.tenants),
          permissions: [...new Set(req.permissions)],
          createdAt: iso(clock.now()),
          expiresAt: new Date(req.expiresAt).toISOString(),
        },
        hashToken(value),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(`A token named "${req.name}" already exists for this user`);
      throw err;
    }
    return value;
  }

  async function remove(userId: string, tokenOrName: string): Promise<void> {
    // A value is tried first (by its hash), then a name.
    if (!(await deleteTokenByHashOrName(db, userId, hashToken(tokenOrName), tokenOrName))) {
      throw notFound('Token');
    }
  }

  return {
    createAuthToken: (caller: Caller, userId: string, req: Schema<'AuthTokenCreateRequest'>) =>
      mint(caller, userId, req),

    /** Only service accounts get tokens minted by someone else (422 for any other user). */
    async createServiceAccountToken(
      caller: Caller,
      userId: string,
      req: Schema<'AuthTokenCreateRequest'>,
    ): Promise<string> {
      const user = await mustFindUser(userId);
      if (!user.serviceAccount) {
        throw unprocessable('Tokens are created for service accounts only; this user is not one');
      }
      return mint(caller, userId, req);
    },

    async list(userId: string): Promise<AuthTokenResponse[]> {
      await mustFindUser(userId);
      return (await listTokens(db, userId, 'auth')).map(toTokenResponse);
    },

    async remove(userId: string, tokenOrName: string): Promise<void> {
      await mustFindUser(userId);
      await remove(userId, tokenOrName);
    },

    async revokeOauth(userId: string): Promise<void> {
      await mustFindUser(userId);
      await deleteTokensOfUser(db, userId, 'oauth');
    },

    /**
     * The token's grants limited by its user's current permissions, grouped by group. A token of a
     * disabled user grants nothing; an unknown or expired one is 404.
     */
    async groupedPermissions(value: string, ownerId?: string): Promise<Record<string, string[]>> {
      const token = await findTokenByHash(db, hashToken(value));
      if (!token || token.expiresAt <= iso(clock.now())) throw notFound('Token');
      if (ownerId !== undefined && token.userId !== ownerId) throw notFound('Token');
      const user = await findUser(db, token.userId);
      if (!user?.enabled) return {};
      const own = (await rolesOfUser(db, user.id)).flatMap((r) => r.permissions);
      return groupPermissions(intersectGrants(token.permissions, own));
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
