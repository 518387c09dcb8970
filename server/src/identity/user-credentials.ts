// A user's credentials: resetting the password (policy and history checks), enabling the user,
// removing the password and every token. Password hashing happens outside transactions, so the
// work never holds a database connection.
import { badRequest, notFound } from '../errors.js';
import { iso } from '../util.js';
import {
  insertPasswordHistory,
  prunePasswordHistory,
  recentPasswordHashes,
} from './password-history-store.js';
import { deleteTokensOfUser } from './tokens-store.js';
import { findUser, setPassword, updateUser } from './users-store.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { mustFind, respond, type UserResponse, type UsersDeps } from './user-reads.js';
import { keepAnAdmin, checkPolicy } from './user-rules.js';

/** Password history entries kept per user, whatever the policy asks (it bounds the checks too). */
const HISTORY_KEPT = 24;

/**
 * Sets a new (not temporary) password after the policy and history checks, enables the user,
 * and ends its sign-in sessions: whoever held the old password loses them.
 */
export async function resetPassword(deps: UsersDeps, id: string, password: string): Promise<void> {
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

export async function enableUser(deps: UsersDeps, id: string): Promise<UserResponse> {
  const { db } = deps;
  await mustFind(db, id);
  await updateUser(db, id, { enabled: true });
  return respond(db, id);
}

/**
 * Deletes the password and every token, and disables the user (as one created without a password
 * is) until it is enabled or given a password: it can neither sign in nor use a token.
 */
export async function removeCredentials(deps: UsersDeps, id: string): Promise<void> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    await mustFind(tx, id);
    await keepAnAdmin(tx, id, undefined, 'remove the credentials');
    await setPassword(tx, id, { hash: undefined, setAt: undefined, temporary: false });
    await updateUser(tx, id, { enabled: false });
    await deleteTokensOfUser(tx, id);
  });
}
