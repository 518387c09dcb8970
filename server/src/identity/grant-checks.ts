// Checks shared by everything that hands out power: tokens, user roles and tenants, role
// permissions. Grants and tenant entries must be well formed (400), named tenants must exist
// (422 where the caller names them for a user), and nobody hands out what they do not hold (403).
import type { Db, Tx } from '../db/knex.js';
import { badRequest, forbidden, unprocessable, type ProblemItem } from '../errors.js';
import type { TenantsService } from '../tenants/tenants-service.js';
import type { Caller } from './auth-service.js';
import { allTenantRoleSets } from './roles-store.js';
import { covers, coversTenant, isValidGrant } from './permissions.js';

type Conn = Db | Tx;
/** Which tenants exist, from the tenants area (identity checks tenants it is given). */
export type TenantRefs = Pick<TenantsService, 'refs'>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tenant entries are stored in one form: locators lower-case, no duplicates. */
export const normaliseTenants = (entries: readonly string[]): string[] => [
  ...new Set(entries.map((t) => (UUID.test(t) ? t.toLowerCase() : t))),
];

export function grantProblems(permissions: readonly string[], location: string): ProblemItem[] {
  return permissions.flatMap((p, i) =>
    isValidGrant(p)
      ? []
      : [
          {
            location: `${location}.${i}`,
            message: `"${p}" is not a permission (group.action, group.* or *.*)`,
          },
        ],
  );
}

export function tenantEntryProblems(entries: readonly string[], location: string): ProblemItem[] {
  return entries.flatMap((t, i) =>
    t === 'any' || t === 'type:test' || UUID.test(t)
      ? []
      : [{ location: `${location}.${i}`, message: `"${t}" is not a tenant locator, "any" or "type:test"` }],
  );
}

export function throwIfProblems(problems: ProblemItem[], message: string): void {
  if (problems.length) throw badRequest(message, problems);
}

/** 422 naming each tenant locator among `entries` that is not a tenant of the installation. */
export async function assertTenantsExist(
  tenants: TenantRefs,
  entries: readonly string[],
  location: string,
): Promise<void> {
  const problems: ProblemItem[] = [];
  const known = await tenants.refs(entries.filter((t) => UUID.test(t)).map((t) => t.toLowerCase()));
  for (const [i, t] of entries.entries()) {
    if (UUID.test(t) && !known.has(t.toLowerCase())) {
      problems.push({ location: `${location}.${i}`, message: `no tenant "${t}"` });
    }
  }
  if (problems.length) throw unprocessable('Unknown tenants', problems);
}

/**
 * Everything the caller's user may hold anywhere: its roles' permissions and their tenant-specific
 * sets. Used as the upper bound of what it may hand out.
 */
async function heldAnywhere(db: Conn, caller: Caller): Promise<string[]> {
  const sets = await allTenantRoleSets(
    db,
    caller.roles.map((r) => r.id),
  );
  return [...caller.roles.flatMap((r) => r.permissions), ...sets.flat()];
}

/** 403 unless both the caller's user and its token hold every permission and tenant entry given. */
export async function assertCallerHolds(
  db: Conn,
  tenantRefs: TenantRefs,
  caller: Caller,
  what: { permissions?: readonly string[]; tenants?: readonly string[] },
): Promise<void> {
  if (what.permissions?.length) {
    const own = await heldAnywhere(db, caller);
    const missing = what.permissions.filter((p) => !covers(own, p) || !covers(caller.tokenPermissions, p));
    if (missing.length) throw forbidden(`You cannot grant what you do not hold: ${missing.join(', ')}`);
  }
  const tenants = what.tenants ?? [];
  const refs = await tenantRefs.refs(tenants.filter((t) => UUID.test(t)).map((t) => t.toLowerCase()));
  for (const t of tenants) {
    const type = refs.get(t.toLowerCase())?.type;
    if (!coversTenant(caller.userTenants, t, type) || !coversTenant(caller.tokenTenants, t, type)) {
      throw forbidden(`You cannot grant access to tenant "${t}"`);
    }
  }
}
