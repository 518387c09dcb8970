// What the lifecycle asks of a tenant's plugins (validate, rate, underwrite), and the stand-in that
// answers "no plugin" for every step until the plugin runner is wired in its place (app.ts hands
// the policy area a PluginsService).
export type PluginStep = 'validate' | 'rate' | 'underwrite';

/** Host-side table access for one call, resolved at the quote's date. */
export interface PluginTables {
  lookup(staticName: string, keys: string[]): Promise<Record<string, string> | undefined>;
  range(staticName: string, keys: string[], bound: number): Promise<Record<string, string> | undefined>;
}

export interface PluginInput {
  /** The quote as fetchQuote answers it (plain JSON). */
  quote: unknown;
  tenant: { locator: string; timeZone: string; currency: string };
  tables: PluginTables;
}

export interface ValidateResult {
  errors: { elementLocator?: string; message: string }[];
}
export interface RateResult {
  items: { elementLocator: string; chargeType: string; rate?: string; amount?: string; tag?: string }[];
}
export interface UnderwriteResult {
  flags: {
    level: 'approve' | 'block' | 'decline' | 'reject' | 'info';
    note?: string;
    elementLocator?: string;
    tag?: string;
  }[];
}
export interface StepResults {
  validate: ValidateResult;
  rate: RateResult;
  underwrite: UnderwriteResult;
}

export interface PluginsService {
  run<S extends PluginStep>(
    tenantLocator: string,
    step: S,
    input: PluginInput,
    opts?: { quoteLocator?: string },
  ): Promise<StepResults[S] | undefined>;
}

/** No tenant has plugins: every step adds nothing. */
export const noPlugins: PluginsService = {
  run: () => Promise.resolve(undefined),
};
