import type { Db } from '../db/knex.js';
import { badRequest } from '../errors.js';
import { getSetting, putSetting } from './settings-store.js';
import { DEFAULT_POLICY, mergePolicy, type PasswordPolicies } from './password-policy.js';

const KEY = 'passwordPolicy';

export function createPasswordPolicyService(deps: { db: Db }) {
  const { db } = deps;
  async function get(): Promise<PasswordPolicies> {
    return { ...DEFAULT_POLICY, ...((await getSetting<Partial<PasswordPolicies>>(db, KEY)) ?? {}) };
  }
  return {
    get,
    async update(change: Partial<PasswordPolicies>): Promise<void> {
      await db.transaction(async (tx) => {
        const current = {
          ...DEFAULT_POLICY,
          ...((await getSetting<Partial<PasswordPolicies>>(tx, KEY)) ?? {}),
        };
        const { policy, problems } = mergePolicy(current, change);
        if (problems.length) throw badRequest('The password policy change is invalid', problems);
        await putSetting(tx, KEY, policy);
      });
    },
  };
}

export type PasswordPolicyService = ReturnType<typeof createPasswordPolicyService>;
