// Data access records (docs/decisions.md §3) applied to policy entities. A user's record in a tenant may
// list, per entity kind, the values each field may hold: `account` rules apply to accounts (and to
// the account behind a quote or a policy), `policy` rules to quotes, quick quotes and transactions.
// A thing whose field holds another value, or none, is refused (403) for reading, changing and
// evaluating alike; so is creating one.
import { forbidden } from '../errors.js';
import type { DataAccessService } from '../identity/data-access-service.js';
import { sameValue, valueText } from '../product/index.js';

export type Rules = Readonly<Record<string, readonly string[]>>;

export interface AccessRules {
  account?: Rules;
  policy?: Rules;
}

/** The rule fields `value` breaks; `value(field)` reads the thing's field. */
export function brokenRules(rules: Rules | undefined, value: (field: string) => unknown): string[] {
  if (!rules) return [];
  return Object.entries(rules)
    .filter(([field, allowed]) => {
      const text = valueText(value(field));
      return text === undefined || !allowed.some((a) => sameValue(a, text));
    })
    .map(([field]) => field);
}

/** Throws 403 when the thing breaks one of the rules. */
export function requireAllowed(
  rules: Rules | undefined,
  what: string,
  value: (field: string) => unknown,
): void {
  const broken = brokenRules(rules, value);
  if (broken.length) {
    throw forbidden(`Your data access in this tenant does not cover this ${what} (${broken.join(', ')})`);
  }
}

export const hasRules = (rules: Rules | undefined): rules is Rules =>
  rules !== undefined && Object.keys(rules).length > 0;

/** The caller's rules in the tenant, read through the identity area. */
export async function accessRules(
  dataAccess: DataAccessService,
  userId: string,
  tenantId: string,
): Promise<AccessRules> {
  const acf = (await dataAccess.accessControlFields(userId, tenantId)) as Record<string, Rules | undefined>;
  return {
    ...(hasRules(acf.account) ? { account: acf.account } : {}),
    ...(hasRules(acf.policy) ? { policy: acf.policy } : {}),
  };
}
