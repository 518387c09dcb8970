import type { HandlerMap } from '../http/api-types.js';
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
  type Level = 'approve' | 'block' | 'decline' | 'info' | 'reject';
  const add =
    (level: Level) =>
    async (r: {
      caller: Parameters<LifecycleService['addFlag']>[0];
      params: { tenantLocator: string; locator: string };
      body: Parameters<LifecycleService['addFlag']>[4];
    }) => ({
      status: 200 as const,
      body: await lifecycle.addFlag(r.caller, r.params.tenantLocator, r.params.locator, level, r.body),
    });
  const clear =
    (level: Level) =>
    async (r: {
      caller: Parameters<LifecycleService['clearFlag']>[0];
      params: { tenantLocator: string; locator: string; flagLocator: string };
    }) => ({
      status: 200 as const,
      body: await lifecycle.clearFlag(
        r.caller,
        r.params.tenantLocator,
        r.params.locator,
        level,
        r.params.flagLocator,
      ),
    });
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
