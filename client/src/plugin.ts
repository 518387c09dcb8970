// Types for the authors of a tenant's plugins (plugins/index.ts of a configuration), so that the
// editor checks them: `import type { RatePlugin } from '@insuite/client/plugin'`. Types only: the
// server compiles plugins with every import of this package removed.
import type { components } from '../../generated/openapi.js';

/** A row of a lookup or range table: the value of each column, by column name. */
export type TableRow = Record<string, string>;

/**
 * The tenant's tables, resolved by static name at the date the table's `selectionTimeBasis` names
 * for this quote, and the quote's jurisdiction where it has one. Lookups answer at once (no
 * promise); `await` on them is harmless.
 */
export interface PluginTables {
  /** The row of the lookup table `staticName` with these keys, or undefined. */
  lookup(staticName: string, keys: string[]): TableRow | undefined;
  /** The row of the range table `staticName` with these keys whose range holds `bound`, or undefined. */
  range(staticName: string, keys: string[], bound: number): TableRow | undefined;
}

export interface PluginTenant {
  locator: string;
  timeZone: string;
  currency: string;
}

/** What every export is called with. */
export interface PluginArgs<Quote = components['schemas']['QuoteResponse']> {
  /** The quote as fetchQuote answers it, element tree and data included (a copy: changes stay here). */
  quote: Quote;
  tables: PluginTables;
  tenant: PluginTenant;
  /** Writes a line of the plugin log (fetchLogs), tagged with the quote. */
  log(message: string): void;
}

/** A number, or a decimal string such as "12.50" (kept exactly). */
export type Decimal = number | string;

export interface ValidationResult {
  errors: { elementLocator?: string; message: string }[];
}

export interface RatingResult {
  /** `rate` is per unit of the quote's `durationBasis`; `amount` is taken as it is. */
  items: { elementLocator: string; chargeType: string; rate?: Decimal; amount?: Decimal; tag?: string }[];
}

export type FlagLevel = 'approve' | 'block' | 'decline' | 'reject' | 'info';

export interface UnderwritingResult {
  flags: { level: FlagLevel; note?: string; elementLocator?: string; tag?: string }[];
}

type Answer<T> = T | Promise<T>;

/** `export const validate: ValidatePlugin = ...` */
export type ValidatePlugin<Quote = components['schemas']['QuoteResponse']> = (
  args: PluginArgs<Quote>,
) => Answer<ValidationResult>;
/** `export const rate: RatePlugin = ...` */
export type RatePlugin<Quote = components['schemas']['QuoteResponse']> = (
  args: PluginArgs<Quote>,
) => Answer<RatingResult>;
/** `export const underwrite: UnderwritePlugin = ...` */
export type UnderwritePlugin<Quote = components['schemas']['QuoteResponse']> = (
  args: PluginArgs<Quote>,
) => Answer<UnderwritingResult>;
