// Password sign-in (the OAuth 2 password grant). Guessing is bounded per user name: every attempt
// is counted BEFORE the password is checked, so of any number of parallel guesses at most
// `signInMaxFailures` per window reach the (costly) hash check; after that many failures the name
// is locked for `signInLockoutSeconds` (429 with Retry-After), even for the right password. The
// failure window is the lockout length. Counts live in the database, shared by all processes.
import type { Settings } from '../settings.js';
import type { Db } from '../db/knex.js';
import { preconditionFailed, rateLimited, unauthenticated } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import { iso, type Clock, type Ids } from '../util.js';
import { insertToken, pruneOauthTokens } from './tokens-store.js';
import { findUserByName } from './users-store.js';
import type { PasswordPolicyService } from './password-policy-service.js';
import { verifyNothing, verifyPassword } from './passwords.js';
import { clearFailures, countAttempt, findFailures, lock } from './sign-in-store.js';
import { hashToken, newTokenValue } from './token-values.js';

const WRONG = 'The user name or password is incorrect';
/** Live sign-in tokens kept per user; signing in again past this ends the oldest. */
const LIVE_TOKENS = 50;
const DAY_MS = 86400_000;

export interface SignInDeps {
  db: Db;
  clock: Clock;
  ids: Ids;
  settings: Pick<Settings, 'oauthTtlSeconds' | 'signInMaxFailures' | 'signInLockoutSeconds'>;
  policy: PasswordPolicyService;
}

export function createSignInService(deps: SignInDeps) {
  const { db, clock, ids, settings } = deps;
  const lockoutMs = settings.signInLockoutSeconds * 1000;

  function lockedOut(until: string, now: Date): never {
    const seconds = Math.max(1, Math.ceil((new Date(until).getTime() - now.getTime()) / 1000));
    throw rateLimited(`Too many failed sign-ins for this user name; try again in ${seconds} s`, seconds);
  }

  return {
    async signIn(req: Schema<'OAuthTokenRequest'>): Promise<Schema<'OAuthTokenResponse'>> {
      const key = req.username.toLowerCase();
      const now = clock.now();
      const nowIso = iso(now);

      const record = await findFailures(db, key);
      if (record?.lockedUntil && record.lockedUntil > nowIso) lockedOut(record.lockedUntil, now);
      const attempt = await countAttempt(db, key, nowIso, iso(new Date(now.getTime() - lockoutMs)));
      if (attempt > settings.signInMaxFailures) {
        const until = iso(new Date(now.getTime() + lockoutMs));
        await lock(db, key, until);
        lockedOut(until, now);
      }

      const user = await findUserByName(db, req.username);
      const usable = user && user.enabled && !user.serviceAccount && user.passwordHash;
      const ok = usable
        ? await verifyPassword(user.passwordHash!, req.password)
        : await verifyNothing(req.password);
      if (!ok || !user) {
        if (attempt >= settings.signInMaxFailures)
          await lock(db, key, iso(new Date(now.getTime() + lockoutMs)));
        throw unauthenticated(WRONG);
      }
      await clearFailures(db, key);

      // Only someone who knows the password learns that it must be changed.
      if (user.temporaryPassword)
        throw preconditionFailed('Password change required: the password is temporary');
      const maxAgeDays = (await deps.policy.get()).forceExpiredPasswordChange;
      if (maxAgeDays > 0 && user.passwordSetAt) {
        if (new Date(user.passwordSetAt).getTime() + maxAgeDays * DAY_MS <= now.getTime()) {
          throw preconditionFailed('Password change required: the password has expired');
        }
      }

      const value = newTokenValue('oauth');
      await db.transaction(async (tx) => {
        await pruneOauthTokens(tx, user.id, nowIso, LIVE_TOKENS - 1);
        // The token itself limits nothing: the user's own roles and tenants decide on each request.
        await insertToken(
          tx,
          {
            id: ids.ulid(),
            userId: user.id,
            kind: 'oauth',
            name: undefined,
            tenants: ['any'],
            permissions: ['*.*'],
            createdAt: nowIso,
            expiresAt: iso(new Date(now.getTime() + settings.oauthTtlSeconds * 1000)),
          },
          hashToken(value),
        );
      });
      return { access_token: value, token_type: 'Bearer', expires_in: settings.oauthTtlSeconds };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
