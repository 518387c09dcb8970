// Checks shared by everything that hands out power: tokens, user roles and tenants, role
// permissions. Grants and tenant entries must be well formed (400), named tenants must exist
// (422 where the caller names them for a user), and nobody hands out what they do not hold (403).
import type { Db, Tx } from '../db/knex.js';
import { badRequest, forbidden, unprocessable, type ProblemItem } from '../errors.js';
import type { TenantsService } from '../tenants/tenants-service.js';
import type { Caller } from './auth-service.js';
import { tenantRoleSetRows, tenantRoleSets } from './roles-store.js';
import {
  covers,
  coversTenant,
  isValidGrant,
  permissionCatalogue,
  permits,
  reachesTenant,
  rolePermissions,
  tenantAllowed,
  unknownGrant,
  type TenantRef,
} from './permissions.js';

type Conn = Db | Tx;
/** Which tenants exist, from the tenants area (identity checks tenants it is given). */
export type TenantRefs = Pick<TenantsService, 'refs'>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tenant entries are stored in one form: locators lower-case, no duplicates. */
export const normaliseTenants = (entries: readonly string[]): string[] => [
  ...new Set(entries.map((t) => (UUID.test(t) ? t.toLowerCase() : t))),
];

/** The names of the permission catalogue (`GET /auth/permissions`); the contract fixes them. */
const CATALOGUE = permissionCatalogue().map((e) => e.name);

/**
 * 400 items for grants that are malformed or, where `known` (anything that hands power out), name
 * no permission of the catalogue: each names the entry and the nearest valid name.
 */
export function grantProblems(permissions: readonly string[], location: string, known = true): ProblemItem[] {
  return permissions.flatMap((p, i) => {
    if (!isValidGrant(p))
      return [
        {
          location: `${location}.${i}`,
          message: `"${p}" is not a permission (group.action, group.* or *.*)`,
        },
      ];
    const unknown = known ? unknownGrant(p, CATALOGUE) : undefined;
    return unknown ? [{ location: `${location}.${i}`, message: unknown }] : [];
  });
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

/** What a user has (or a token hands out): roles with their base permissions, tenant entries. */
export interface Holding {
  roles: readonly { id: string; permissions: readonly string[] }[];
  tenants: readonly string[];
}

/** A scope: outside any tenant (undefined) or one tenant. */
type Scope = TenantRef | undefined;

/** What `h` holds in the scope: the model of permissions.ts, for a user that is not the caller. */
function heldIn(h: Holding, sets: TenantSets, scope: Scope): string[] {
  if (!scope) return rolePermissions(h.roles, undefined);
  return tenantAllowed(h.tenants, scope) ? rolePermissions(h.roles, sets.get(scope.id)) : [];
}

type TenantSets = Map<string, Map<string, string[]>>;

/**
 * 403 unless the caller holds, in every scope where it applies, everything a change gives that
 * was not there before: `before` and `after` are what a user (or a new token) holds. The scopes
 * are: outside any tenant; each tenant named by either, or with a set of any role involved; and
 * any other tenant of type test or not (where only base permissions apply). The caller's side is
 * the same test the gate makes (`permits`, `reachesTenant`), so a grant never gives more than the
 * granter could use itself where the grant applies.
 */
export async function assertGrowthHeld(
  db: Conn,
  tenantRefs: TenantRefs,
  caller: Caller,
  before: Holding,
  after: Holding,
): Promise<void> {
  const rows = await tenantRoleSetRows(db, [
    ...new Set([...before.roles, ...after.roles, ...caller.roles].map((r) => r.id)),
  ]);
  const sets: TenantSets = new Map();
  for (const r of rows) {
    if (!sets.has(r.tenantId)) sets.set(r.tenantId, new Map());
    sets.get(r.tenantId)!.set(r.roleId, r.permissions);
  }
  const named = [...before.tenants, ...after.tenants].filter((t) => UUID.test(t)).map((t) => t.toLowerCase());
  const refs = await tenantRefs.refs([...new Set([...named, ...sets.keys()])]);
  // Tenants with no set of any role involved, of each kind `type:test` tells apart.
  const elsewhere = ['test', 'production'].map((type) => ({ id: '', type }));
  const scopes: Scope[] = [undefined, ...refs.values(), ...elsewhere];
  const missing = new Set<string>();
  for (const scope of scopes) {
    const had = heldIn(before, sets, scope);
    const gained = heldIn(after, sets, scope).filter((p) => !covers(had, p));
    if (!gained.length) continue;
    const own =
      scope && !reachesTenant(caller, scope)
        ? []
        : rolePermissions(caller.roles, scope && sets.get(scope.id));
    for (const p of gained) {
      if (!permits(caller.tokenPermissions, own, p))
        missing.add(scope?.id ? `${p} in tenant ${scope.id}` : p);
    }
  }
  if (missing.size) throw forbidden(`You cannot grant what you do not hold: ${[...missing].join(', ')}`);
}

/** 403 unless the caller holds `grants` in the tenant (a tenant-specific set it writes). */
export async function assertHeldInTenant(
  db: Conn,
  caller: Caller,
  tenant: TenantRef,
  grants: readonly string[],
): Promise<void> {
  if (!grants.length) return;
  const sets = await tenantRoleSets(
    db,
    tenant.id,
    caller.roles.map((r) => r.id),
  );
  const own = reachesTenant(caller, tenant) ? rolePermissions(caller.roles, sets) : [];
  const missing = grants.filter((p) => !permits(caller.tokenPermissions, own, p));
  if (missing.length)
    throw forbidden(`You cannot grant what you do not hold in this tenant: ${missing.join(', ')}`);
}

/** 403 unless both the caller's user and its token may hand out every tenant entry given. */
export async function assertCallerHoldsTenants(
  tenantRefs: TenantRefs,
  caller: Caller,
  tenants: readonly string[],
): Promise<void> {
  const refs = await tenantRefs.refs(tenants.filter((t) => UUID.test(t)).map((t) => t.toLowerCase()));
  for (const t of tenants) {
    const type = refs.get(t.toLowerCase())?.type;
    if (!coversTenant(caller.userTenants, t, type) || !coversTenant(caller.tokenTenants, t, type)) {
      throw forbidden(`You cannot grant access to tenant "${t}"`);
    }
  }
}
