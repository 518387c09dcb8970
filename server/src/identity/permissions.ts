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
