// Deprecated-only operations (docs/decisions.md §9). They answer over what this service holds: it runs no
// billing jobs, holds no payment providers, keeps no snapshots or segments, and tracks no affected
// transactions. Things they name must exist and be readable by the caller (404, 403) like anywhere
// else. The dispatcher adds `Deprecation: true`.
import { notFound } from '../errors.js';
import type { HandlerMap } from '../http/api-types.js';
import type { PolicyServices } from '../policy/index.js';

type DeprecatedOps =
  | 'fetchInstallmentsJobDataForQuotes'
  | 'inactivatePaymentProviderConfiguration'
  | 'fetchMultipleSnapshots'
  | 'fetchAffectedTransactionsForListEndpoint'
  | 'fetchPolicySegmentEx'
  | 'fetchTransactionSegments';

export function deprecatedRoutes(
  policy: Pick<PolicyServices, 'quotes' | 'policies'>,
): HandlerMap<DeprecatedOps> {
  const { quotes, policies } = policy;
  return {
    fetchInstallmentsJobDataForQuotes: async ({ caller, params, query }) => {
      await quotes.readable(caller, params.tenantLocator, 'quote', params.locator);
      return { status: 200, body: query.extended === false ? [] : { listCompleted: true, items: [] } };
    },
    inactivatePaymentProviderConfiguration: async () => {
      throw notFound('Payment provider');
    },
    fetchMultipleSnapshots: async () => ({ status: 200, body: [] }),
    fetchAffectedTransactionsForListEndpoint: async ({ caller, params }) => {
      await policies.readableTransaction(caller, params.tenantLocator, params.locator);
      return { status: 200, body: [] };
    },
    fetchTransactionSegments: async ({ caller, params }) => {
      await policies.readableTransaction(caller, params.tenantLocator, params.locator);
      return { status: 200, body: [] };
    },
    fetchPolicySegmentEx: async ({ caller, params }) => {
      await policies.readableTransaction(caller, params.tenantLocator, params.locator);
      throw notFound('Segment');
    },
  };
}
