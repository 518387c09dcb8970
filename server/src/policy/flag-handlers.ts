// The handlers that add or clear one flag at the level their operation names, for quotes and for
// transactions alike.
import type { Caller } from '../identity/auth-service.js';
import type { FlagInput } from './flag-requests.js';
import type { FlagLevel } from './policy-store.js';

interface FlagService<R> {
  addFlag(caller: Caller, tenantId: string, id: string, level: FlagLevel, input: FlagInput): Promise<R>;
  clearFlag(caller: Caller, tenantId: string, id: string, level: FlagLevel, flagId: string): Promise<R>;
}

export function flagHandlers<R>(s: FlagService<R>) {
  return {
    add:
      (level: FlagLevel) =>
      async (r: { caller: Caller; params: { tenantLocator: string; locator: string }; body: FlagInput }) => ({
        status: 200 as const,
        body: await s.addFlag(r.caller, r.params.tenantLocator, r.params.locator, level, r.body),
      }),
    clear:
      (level: FlagLevel) =>
      async (r: {
        caller: Caller;
        params: { tenantLocator: string; locator: string; flagLocator: string };
      }) => ({
        status: 200 as const,
        body: await s.clearFlag(
          r.caller,
          r.params.tenantLocator,
          r.params.locator,
          level,
          r.params.flagLocator,
        ),
      }),
  };
}
