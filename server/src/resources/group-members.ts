// What a resource group may hold: existing instances of its tenant, at most one per static name
// and jurisdiction (at most one without jurisdictions per static name).
import type { Db, Tx } from '../db/knex.js';
import { unprocessable, type ProblemItem } from '../errors.js';
import type { InstanceView } from './resolve.js';
import { findResourcesByNames } from './resource-store.js';

/** Pairs of instances that would make resolution in one group ambiguous. */
export function memberConflicts(instances: readonly InstanceView[]): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>(); // `${staticName}\u0000${jurisdiction or ''}` -> instance name
  for (const i of instances) {
    const keys = i.jurisdictions.length ? i.jurisdictions : [undefined];
    for (const j of keys) {
      const key = `${i.staticName}\u0000${j ?? ''}`;
      const other = seen.get(key);
      if (other !== undefined && other !== i.name) {
        out.push(
          j === undefined
            ? `"${other}" and "${i.name}" both have static name "${i.staticName}" and no jurisdictions`
            : `"${other}" and "${i.name}" both have static name "${i.staticName}" for jurisdiction "${j}"`,
        );
      } else {
        seen.set(key, i.name);
      }
    }
  }
  return out;
}

/** Problems with a group's final list of names; `location` says where the caller gave them. */
export async function memberProblems(
  db: Db | Tx,
  tenantId: string,
  names: readonly string[],
  location: string,
): Promise<ProblemItem[]> {
  const found = await findResourcesByNames(db, tenantId, names);
  const known = new Set(found.map((r) => r.name));
  return [
    ...names
      .filter((n) => !known.has(n))
      .map((n) => ({ location, message: `no resource instance named "${n}"` })),
    ...memberConflicts(found).map((message) => ({ location, message })),
  ];
}

export async function assertMembers(
  db: Db | Tx,
  tenantId: string,
  names: readonly string[],
  location: string,
): Promise<void> {
  const problems = await memberProblems(db, tenantId, names, location);
  if (problems.length) {
    throw unprocessable('The resource group would name unknown or conflicting resource instances', problems);
  }
}
