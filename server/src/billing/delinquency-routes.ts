// Delinquencies, and the delinquency plan of a quote or a policy. HTTP ⇄ service only.
import type { HandlerMap } from '../http/api-types.js';
import { listReply } from '../shared/paging.js';
import type { DelinquencyService } from './delinquency-service.js';

type Ops =
  | 'getDelinquenciesForAccount'
  | 'getDelinquenciesForInvoice'
  | 'getDelinquenciesForPolicy'
  | 'fetchDelinquencyEvents'
  | 'getDelinquency'
  | 'updateDelinquency'
  | 'updatePolicyDelinquencyPlan'
  | 'updateQuoteDelinquencyPlan';

export function delinquencyRoutes(d: DelinquencyService): HandlerMap<Ops> {
  const ok = <T>(body: T) => ({ status: 200 as const, body });
  return {
    getDelinquenciesForAccount: async ({ caller, tenant, params, query }) =>
      ok(listReply(await d.forAccount(caller, tenant.id, params.accountLocator, query), query.extended)),
    getDelinquenciesForInvoice: async ({ caller, tenant, params, query }) =>
      ok(listReply(await d.forInvoice(caller, tenant.id, params.invoiceLocator, query), query.extended)),
    getDelinquenciesForPolicy: async ({ caller, tenant, params, query }) =>
      ok(listReply(await d.forPolicy(caller, tenant.id, params.policyLocator, query), query.extended)),
    fetchDelinquencyEvents: async ({ caller, tenant, params, query }) =>
      ok(await d.events(caller, tenant.id, params.delinquencyLocator, query)),
    getDelinquency: async ({ caller, tenant, params }) =>
      ok(await d.fetch(caller, tenant.id, params.locator)),
    updateDelinquency: async ({ caller, tenant, requestId, params, body }) =>
      ok(await d.update(caller, tenant.id, requestId, params.locator, body)),
    updatePolicyDelinquencyPlan: async ({ caller, tenant, requestId, params, body }) =>
      ok(await d.setPolicyPlan(caller, tenant.id, requestId, params.locator, body.delinquencyPlanName)),
    updateQuoteDelinquencyPlan: async ({ caller, tenant, requestId, params, body }) =>
      ok(await d.setQuotePlan(caller, tenant.id, requestId, params.locator, body.delinquencyPlanName)),
  };
}
