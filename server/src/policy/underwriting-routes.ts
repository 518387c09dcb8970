import type { HandlerMap } from '../http/api-types.js';
import { flagHandlers } from './flag-handlers.js';
import type { LifecycleService } from './lifecycle-service.js';

type UnderwritingOps =
  | 'fetchUnderwritingFlagsForQuote'
  | 'updateUnderwritingFlagsForQuote'
  | 'addUnderwritingApproveFlagForQuote'
  | 'addUnderwritingBlockFlagForQuote'
  | 'addUnderwritingDeclineFlagForQuote'
  | 'addUnderwritingInfoFlagForQuote'
  | 'addUnderwritingRejectFlagForQuote'
  | 'clearUnderwritingApproveFlagForQuote'
  | 'clearUnderwritingBlockFlagForQuote'
  | 'clearUnderwritingDeclineFlagForQuote'
  | 'clearUnderwritingInfoFlagForQuote'
  | 'clearUnderwritingRejectFlagForQuote';

export function underwritingRoutes(lifecycle: LifecycleService): HandlerMap<UnderwritingOps> {
  const { add, clear } = flagHandlers(lifecycle);
  return {
    fetchUnderwritingFlagsForQuote: async ({ caller, params }) => ({
      status: 200,
      body: await lifecycle.flags(caller, params.tenantLocator, params.locator),
    }),
    updateUnderwritingFlagsForQuote: async ({ caller, params, body }) => ({
      status: 200,
      body: await lifecycle.updateFlags(caller, params.tenantLocator, params.locator, body),
    }),
    addUnderwritingApproveFlagForQuote: add('approve'),
    addUnderwritingBlockFlagForQuote: add('block'),
    addUnderwritingDeclineFlagForQuote: add('decline'),
    addUnderwritingInfoFlagForQuote: add('info'),
    addUnderwritingRejectFlagForQuote: add('reject'),
    clearUnderwritingApproveFlagForQuote: clear('approve'),
    clearUnderwritingBlockFlagForQuote: clear('block'),
    clearUnderwritingDeclineFlagForQuote: clear('decline'),
    clearUnderwritingInfoFlagForQuote: clear('info'),
    clearUnderwritingRejectFlagForQuote: clear('reject'),
  };
}
