// Permission grants are `group.action` strings. A grant may use `group.*` or `*.*`; leading
// wildcards such as `*.read` are not grants. Pure functions, no I/O.
import { operations } from '../../../generated/operations.js';

const GRANT = /^(?:\*\.\*|[a-z][a-z0-9-]*\.(?:\*|[a-z][a-z0-9-]*))$/;

export const isValidGrant = (grant: string): boolean => GRANT.test(grant);

/** Does any of `grants` allow `group.action`? */
export function grants(held: readonly string[], group: string, action: string): boolean {
  return held.some((g) => g === '*.*' || g === `${group}.*` || g === `${group}.${action}`);
}

/** Does `held` cover everything `requested` would allow (used when minting a token)? */
export function covers(held: readonly string[], requested: string): boolean {
  if (requested === '*.*') return held.includes('*.*');
  const [group, action] = requested.split('.') as [string, string];
  if (action === '*') return held.includes('*.*') || held.includes(`${group}.*`);
  return grants(held, group, action);
}

export interface TenantRef {
  id: string;
  type: string;
}

/** Entries of a user's or token's `tenants`: tenant locators, `any`, or `type:test`. */
export function tenantAllowed(entries: readonly string[], tenant: TenantRef): boolean {
  return entries.some((e) => e === 'any' || e === tenant.id || (e === 'type:test' && tenant.type === 'test'));
}

/** Can a holder of `held` hand out the tenant entry `requested`? */
export function coversTenant(held: readonly string[], requested: string, tenantType?: string): boolean {
  if (held.includes('any')) return true;
  if (requested === 'any') return false;
  if (requested === 'type:test') return held.includes('type:test');
  return held.includes(requested) || (tenantType === 'test' && held.includes('type:test'));
}

// The authorization model, written once and used by both the gate (is this request allowed?) and
// the grant checks (may this caller hand this out?):
// - A principal is a user's roles and tenants seen through one token (its permissions, tenants).
// - Outside any tenant (an operation with no tenant in its path) a user holds its roles' base
//   permissions; tenant-specific sets never count there. In tenant T it holds, for each role, the
//   role's set for T when there is one, else the role's base permissions, and nothing at all
//   when its tenants or its token's tenants do not reach T.
// - A request or a grant is allowed when the token's permissions and the user's permissions in
//   that scope both cover it (`permits`).

/** A user's roles and tenants as one token presents them. */
export interface Principal {
  roles: readonly { id: string; permissions: readonly string[] }[];
  userTenants: readonly string[];
  tokenPermissions: readonly string[];
  tokenTenants: readonly string[];
}

/** The role sets of one tenant, by role id; undefined outside any tenant. */
export type RoleSets = ReadonlyMap<string, readonly string[]> | undefined;

/** Each role's set for the tenant when it has one, else its base permissions. */
export const rolePermissions = (roles: Principal['roles'], sets: RoleSets): string[] =>
  roles.flatMap((r) => [...(sets?.get(r.id) ?? r.permissions)]);

/** Can the principal work in the tenant at all (its user's and its token's tenants reach it)? */
export const reachesTenant = (p: Principal, tenant: TenantRef): boolean =>
  tenantAllowed(p.userTenants, tenant) && tenantAllowed(p.tokenTenants, tenant);

/** The one test: do the token and the user's permissions in the scope (`own`) both cover `grant`? */
export const permits = (
  tokenPermissions: readonly string[],
  own: readonly string[],
  grant: string,
): boolean => covers(tokenPermissions, grant) && covers(own, grant);

/**
 * Is every tenant entry of a user (`entries`) within the principal's reach? Users whose tenants
 * all are may be read and changed by it; `typeOf` gives the type of a named tenant.
 */
export function reachesEntries(
  p: Principal,
  entries: readonly string[],
  typeOf: (tenantId: string) => string | undefined,
): boolean {
  return entries.every((e) => {
    const type = typeOf(e);
    return coversTenant(p.userTenants, e, type) && coversTenant(p.tokenTenants, e, type);
  });
}

/** The built-in `read-only` role: every read and list action of every group of the interface. */
export const READ_ONLY_PERMISSIONS: readonly string[] = [
  ...new Set(
    Object.values(operations).flatMap((op) =>
      op.permissions.filter((p) => p === 'read' || p === 'list').map((p) => `${op.group}.${p}`),
    ),
  ),
].sort();

/** Effective permissions grouped by group, as getGroupedTokenPermissions answers them. */
export function groupPermissions(held: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const g of held) {
    const [group, action] = g.split('.') as [string, string];
    (out[group] ??= []).push(action);
  }
  for (const k of Object.keys(out)) out[k] = [...new Set(out[k])].sort();
  return out;
}

/** Drops every grant that another grant of the list already covers. */
function widest(held: readonly string[]): string[] {
  const unique = [...new Set(held)];
  return unique.filter((g) => !unique.some((h) => h !== g && covers([h], g))).sort();
}

/**
 * What a token may do given its user's permissions: each token grant the user covers, and where
 * the token's grant is wider (`*.*`, `group.*`), the user's grants inside it.
 */
export function intersectGrants(token: readonly string[], user: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of token) {
    if (covers(user, t)) out.push(t);
    else out.push(...user.filter((u) => covers([t], u)));
  }
  return widest(out);
}

/** Every `group.action` permission of the contract, with the operations each opens, by name. */
export function permissionCatalogue(): {
  name: string;
  group: string;
  action: string;
  operations: string[];
}[] {
  const byName = new Map<string, { group: string; action: string; operations: string[] }>();
  for (const [id, op] of Object.entries(operations)) {
    if (!op.secured) continue;
    for (const action of op.permissions) {
      const name = `${op.group}.${action}`;
      const entry = byName.get(name) ?? { group: op.group, action, operations: [] };
      entry.operations.push(id);
      byName.set(name, entry);
    }
  }
  return [...byName.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, e]) => ({ name, ...e, operations: e.operations.sort() }));
}

/** Edit distance with adjacent transpositions (`raed` is one step from `read`). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Why a well-formed grant names nothing of the catalogue, with the nearest valid name; undefined
 * when it is valid: `*.*`, `group.*` of a known group, or a `group.action` of the catalogue.
 */
export function unknownGrant(grant: string, catalogue: readonly string[]): string | undefined {
  if (grant === '*.*' || catalogue.includes(grant)) return undefined;
  const groups = [...new Set(catalogue.map((n) => n.split('.')[0]!))];
  const [group, action] = grant.split('.') as [string, string];
  if (action === '*' && groups.includes(group)) return undefined;
  const candidates = action === '*' ? groups.map((g) => `${g}.*`) : catalogue;
  let best = candidates[0]!;
  for (const c of candidates) if (distance(grant, c) < distance(grant, best)) best = c;
  const what = groups.includes(group) ? `no action "${action}" in group "${group}"` : `no group "${group}"`;
  return `"${grant}" is not a permission of this server (${what}); did you mean "${best}"?`;
}
