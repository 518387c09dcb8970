// Types for the authors of a tenant's plugins (plugins/index.ts of a configuration), so that the
// editor checks them: `import type { RatePlugin } from '@insuite/client/plugin'`. Types only: the
// server compiles plugins with every import of this package removed. Each takes the `Tenant` type
// `insuite types` writes (`RatePlugin<Tenant>`): the quote's element tree, table names, keys and
// rows and the charge types are then the tenant's own.
import type { components } from '../../generated/plugin-schemas.js';
import type { RowOf, TenantTypes, TypedQuote } from './tenant-model.js';

export type { TenantTypes };

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

/** The tables of a tenant whose types are known: static names, key tuples and rows are its own. */
export interface TenantPluginTables<T extends TenantTypes> {
  /** The row of the lookup table `staticName` with these keys (in declared order), or undefined. */
  lookup<N extends keyof T['tables'] & string>(
    staticName: N,
    keys: T['tables'][N] extends { key: infer K } ? K : never,
  ): RowOf<T, N> | undefined;
  /** The row of the range table `staticName` with these keys whose range holds `bound`, or undefined. */
  range<N extends keyof T['rangeTables'] & string>(
    staticName: N,
    keys: T['rangeTables'][N] extends { key: infer K } ? K : never,
    bound: number,
  ): RowOf<T, N> | undefined;
}

export interface PluginTenant {
  locator: string;
  timeZone: string;
  currency: string;
}

/** The tenant's types, or none (`undefined`): plugin arguments and results are then untyped. */
type Typing = TenantTypes | undefined;

/** What every export is called with. */
export interface PluginArgs<T extends Typing = undefined> {
  /** The quote as fetchQuote answers it (a copy: changes stay here), its element tree typed by its product. */
  quote: T extends TenantTypes ? TypedQuote<T> : components['schemas']['QuoteResponse'];
  tables: T extends TenantTypes ? TenantPluginTables<T> : PluginTables;
  tenant: PluginTenant;
  /**
   * The configuration's coverage terms, by name, as it declares them: an element's
   * `coverageTerms` names the option chosen, whose `value` is here.
   */
  coverageTerms: Record<
    string,
    {
      type: string;
      displayName?: string;
      options: Record<string, { value: number; displayName?: string; tag?: string }>;
    }
  >;
  /**
   * The server's clock at the call, as an ISO 8601 instant: what `Date.now()` and `new Date()`
   * answer in the plugin (the test controls move it). `Math.random()` is seeded per call.
   */
  asOf: string;
  /** Writes a line of the plugin log (fetchLogs), tagged with the quote. */
  log(message: string): void;
}

/** A number, or a decimal string such as "12.50" (kept exactly). */
export type Decimal = number | string;

export interface ValidationResult {
  errors: { elementLocator?: string; message: string }[];
}

export interface RatingResult<T extends Typing = undefined> {
  /** `rate` is per unit of the quote's `durationBasis`; `amount` is taken as it is. */
  items: {
    elementLocator: string;
    /** One of the configuration's charges. */
    chargeType: T extends TenantTypes ? T['charges'] : string;
    rate?: Decimal;
    amount?: Decimal;
    tag?: string;
  }[];
}

export type FlagLevel = 'approve' | 'block' | 'decline' | 'reject' | 'info';

export interface UnderwritingResult {
  flags: { level: FlagLevel; note?: string; elementLocator?: string; tag?: string }[];
}

type Answer<T> = T | Promise<T>;

/** `export const validate: ValidatePlugin<Tenant> = ...` */
export type ValidatePlugin<T extends Typing = undefined> = (args: PluginArgs<T>) => Answer<ValidationResult>;
/** `export const rate: RatePlugin<Tenant> = ...` */
export type RatePlugin<T extends Typing = undefined> = (args: PluginArgs<T>) => Answer<RatingResult<T>>;
/** What `underwrite` is called with besides the quote: the flags in force and the quote's price. */
export interface UnderwritePluginArgs<T extends Typing = undefined> extends PluginArgs<T> {
  /**
   * The quote's flags in force before this run, as fetchUnderwritingFlagsForQuote answers them:
   * an underwriter's and those this plugin raised before (its answer replaces the latter).
   */
  flags: components['schemas']['UnderwritingFlagResponse'][];
  /** The quote's price, as fetchPricedQuote answers it (absent only on a quote without one). */
  price?: components['schemas']['QuotePriceResponse'];
}

/** `export const underwrite: UnderwritePlugin<Tenant> = ...` */
export type UnderwritePlugin<T extends Typing = undefined> = (
  args: UnderwritePluginArgs<T>,
) => Answer<UnderwritingResult>;
