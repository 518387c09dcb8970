// Auto-renewals and a policy's auto-renewal plan. HTTP ⇄ service only.
import type { HandlerMap } from '../http/api-types.js';
import type { RenewalsService } from './renewals-service.js';

type Ops =
  | 'createAutoRenewal'
  | 'fetchAutoRenewal'
  | 'putAutoRenewal'
  | 'updateAutoRenewal'
  | 'reactivateAutoRenewal'
  | 'discardAutoRenewal'
  | 'markPolicyForDoNotRenew'
  | 'updatePolicyAutoRenewalPlan';

export function renewalsRoutes(r: RenewalsService): HandlerMap<Ops> {
  const ok = <T>(body: T) => ({ status: 200 as const, body });
  return {
    createAutoRenewal: async ({ caller, params, body }) =>
      ok(await r.create(caller, params.tenantLocator, body)),
    fetchAutoRenewal: async ({ caller, params }) =>
      ok(await r.fetch(caller, params.tenantLocator, params.locator)),
    putAutoRenewal: async ({ caller, params, body }) =>
      ok(await r.put(caller, params.tenantLocator, params.locator, body)),
    updateAutoRenewal: async ({ caller, params, body }) =>
      ok(await r.update(caller, params.tenantLocator, params.locator, body)),
    reactivateAutoRenewal: async ({ caller, params }) =>
      ok(await r.reactivate(caller, params.tenantLocator, params.locator)),
    discardAutoRenewal: async ({ caller, params }) =>
      ok(await r.discard(caller, params.tenantLocator, params.locator)),
    markPolicyForDoNotRenew: async ({ caller, params }) =>
      ok(await r.doNotRenew(caller, params.tenantLocator, params.locator)),
    updatePolicyAutoRenewalPlan: async ({ caller, params, requestId, body }) =>
      ok(await r.setPlan(caller, params.tenantLocator, requestId, params.locator, body.autoRenewalPlanName)),
  };
}
