import type { AreaDeps } from '../area.js';
import { notImplemented } from '../http/dispatch.js';

/** Deprecated-only operations. */
export function deprecatedArea(_deps: AreaDeps) {
  return {
    handlers: {
      fetchAffectedTransactionsForListEndpoint: notImplemented('fetchAffectedTransactionsForListEndpoint'),
      fetchInstallmentsJobDataForQuotes: notImplemented('fetchInstallmentsJobDataForQuotes'),
      fetchMultipleSnapshots: notImplemented('fetchMultipleSnapshots'),
      fetchPolicySegmentEx: notImplemented('fetchPolicySegmentEx'),
      fetchTransactionSegments: notImplemented('fetchTransactionSegments'),
      inactivatePaymentProviderConfiguration: notImplemented('inactivatePaymentProviderConfiguration'),
    },
    services: {},
  };
}
