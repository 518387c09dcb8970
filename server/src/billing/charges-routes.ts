// Charges. HTTP ⇄ service only.
import type { HandlerMap } from '../http/api-types.js';
import type { ChargesService } from './charges-service.js';

type Ops = 'fetchChargesByTransaction' | 'fetchChargesByPolicy' | 'fetchChargesByAccount';

export function chargesRoutes(c: ChargesService): HandlerMap<Ops> {
  const ok = <T>(body: T) => ({ status: 200 as const, body });
  return {
    fetchChargesByTransaction: async ({ caller, params, query }) =>
      ok(await c.ofTransaction(caller, params.tenantLocator, params.transactionLocator, query)),
    fetchChargesByPolicy: async ({ caller, params, query }) =>
      ok(await c.ofPolicy(caller, params.tenantLocator, params.policyLocator, query)),
    fetchChargesByAccount: async ({ caller, params, query }) =>
      ok(await c.ofAccount(caller, params.tenantLocator, params.accountLocator, query)),
  };
}
