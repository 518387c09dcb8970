// Installment lattices and installments. HTTP ⇄ service only.
import type { HandlerMap } from '../http/api-types.js';
import type { InstallmentsService } from './installments-service.js';

type Ops =
  | 'fetchInstallmentLatticesByPolicyLocator'
  | 'fetchLatestInstallmentLatticeByQuoteLocator'
  | 'fetchInstallmentLatticeByLocator'
  | 'fetchInstallmentsForPolicy'
  | 'fetchInstallmentsForQuote'
  | 'fetchInstallmentsForPolicyTransaction'
  | 'fetchInstallmentByLocator';

export function installmentsRoutes(s: InstallmentsService): HandlerMap<Ops> {
  const ok = <T>(body: T) => ({ status: 200 as const, body });
  return {
    fetchInstallmentLatticesByPolicyLocator: async ({ caller, params, query }) =>
      ok(await s.latticesOfPolicy(caller, params.tenantLocator, params.policyLocator, query)),
    fetchLatestInstallmentLatticeByQuoteLocator: async ({ caller, params }) =>
      ok(await s.latticeOfQuote(caller, params.tenantLocator, params.quoteLocator)),
    fetchInstallmentLatticeByLocator: async ({ caller, params }) =>
      ok(await s.lattice(caller, params.tenantLocator, params.installmentLatticeLocator)),
    fetchInstallmentsForPolicy: async ({ caller, params, query }) =>
      ok(await s.ofPolicy(caller, params.tenantLocator, params.policyLocator, query)),
    fetchInstallmentsForQuote: async ({ caller, params, query }) =>
      ok(await s.ofQuote(caller, params.tenantLocator, params.quoteLocator, query)),
    fetchInstallmentsForPolicyTransaction: async ({ caller, params, query }) =>
      ok(await s.ofTransaction(caller, params.tenantLocator, params.transactionLocator, query)),
    fetchInstallmentByLocator: async ({ caller, params }) =>
      ok(await s.one(caller, params.tenantLocator, params.installmentLocator)),
  };
}
