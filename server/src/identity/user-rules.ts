// Rules that several user operations keep: the installation always keeps a user with full
// power, and a password keeps to the password policy.
import type { Db, Tx } from '../db/knex.js';
import { badRequest, conflict } from '../errors.js';
import type { RoleRecord } from './roles-store.js';
import { fullPowerUserIds } from './users-store.js';
import type { PasswordPolicyService } from './password-policy-service.js';
import { passwordProblems } from './password-policy.js';

type Conn = Db | Tx;

/**
 * Refuses a change that would leave nobody able to do everything (409): the last enabled user
 * with `*.*` in every tenant keeps its roles, its tenants, its credentials and its place.
 * `after` is what the user would be; undefined when it loses its credentials or is deleted.
 */
export async function keepAnAdmin(
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

/** 400 naming each policy rule the password breaks. */
export async function checkPolicy(
  policy: PasswordPolicyService,
  password: string,
  location: string,
): Promise<void> {
  const broken = passwordProblems(await policy.get(), password);
  if (!password.length) broken.unshift('must not be empty');
  if (broken.length) {
    throw badRequest(
      'The password does not meet the password policy',
      broken.map((message) => ({ location, message })),
    );
  }
}
