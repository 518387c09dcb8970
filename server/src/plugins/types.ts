// The plugins' side of the seam with the quote lifecycle: what it hands a plugin and gets back.
import type { TableIndex } from '../tables/table-index.js';

export type PluginStep = 'validate' | 'rate' | 'underwrite';

/** A table version as the sandbox thread answers lookups from it: its content id and index. */
export interface ResolvedTable {
  id: string;
  index: TableIndex;
}

/** Host-side table access for one call, resolved by the caller (lifecycle) at the quote's date. */
export interface PluginTables {
  lookup(staticName: string, keys: string[]): Promise<Record<string, string> | undefined>;
  range(staticName: string, keys: string[], bound: number): Promise<Record<string, string> | undefined>;
  /** The version `lookup` (kind 'lookup') or `range` (kind 'range') of `staticName` answers from. */
  resolve(kind: 'lookup' | 'range', staticName: string): Promise<ResolvedTable | undefined>;
}

export interface PluginInput {
  /** The quote as fetchQuote answers it (plain JSON). */
  quote: unknown;
  tenant: { locator: string; timeZone: string; currency: string };
  tables: PluginTables;
  /** More arguments of the step, as JSON (underwriting: the flags in force and the price). */
  more?: Record<string, unknown>;
}

export interface ValidateResult {
  errors: { elementLocator?: string; message: string }[];
}
/** Numbers the plugin returned as numbers are handed over as decimal strings (no floats leave). */
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
  /**
   * Runs one export of the tenant's deployed plugins. Answers undefined when the tenant has no
   * plugins or they do not export this step (the step then adds nothing). Throws the house's
   * Problem error (server/src/errors.ts) when the plugin throws, times out, exceeds its memory,
   * or returns a result outside the shape (naming the plugin, the export and the bad field); its
   * stack goes to the plugin log. `quoteLocator` tags the log lines, and `requestId` (the request's;
   * a new id when absent) lets `fetchLogsList` find them by request.
   */
  run<S extends PluginStep>(
    tenantLocator: string,
    step: S,
    input: PluginInput,
    opts?: { quoteLocator?: string; requestId?: string },
  ): Promise<StepResults[S] | undefined>;
  /**
   * Runs `first`, then `then` only when `first` answered with no errors (not exported, or a
   * result without errors), as two calls of `run` would, but in one visit to the sandbox: `then`
   * is absent when it did not run. Failures and logs are each step's, as `run` gives them.
   */
  runThen<A extends PluginStep, B extends PluginStep>(
    tenantLocator: string,
    first: { step: A; input: PluginInput },
    then: { step: B; input: PluginInput },
    opts?: { quoteLocator?: string; requestId?: string },
  ): Promise<{ first: StepResults[A] | undefined; then?: { result: StepResults[B] | undefined } }>;
}
