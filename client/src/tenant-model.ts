// The part of the tenant typing that plugins' types need (client/src/plugin.ts): what a `Tenant`
// type holds, a table's row, a quote's element tree by product. Apart from tenant.ts so that
// type-checking a plugin parses the few schemas a quote reaches, not the whole contract's types.
import type { components } from '../../generated/plugin-schemas.js';

type Schemas = components['schemas'];

/** What the `Tenant` type of a generated module holds (docs/tenant-types.md). */
export interface TenantTypes {
  tables: object;
  rangeTables: object;
  constraintTables: object;
  accounts: object;
  products: object;
  elements: object;
  evaluations: object;
  accountEvaluations: object;
  charges: string;
  staticNames: object;
}

export type Values<O> = O[keyof O];
export type Names<O> = keyof O & string;
export type Field<O, K extends string> = O extends { [P in K]: infer V } ? V : never;

/** The row of a table of the tenant (lookup or range): its cells by column. */
export type RowOf<T extends TenantTypes, N extends Names<T['tables']> | Names<T['rangeTables']>> =
  N extends Names<T['tables']>
    ? Field<T['tables'][N], 'row'>
    : Field<T['rangeTables'][N & Names<T['rangeTables']>], 'row'>;

/** A product's root element as quotes answer it. */
type ProductElement<T extends TenantTypes, P extends Names<T['products']>> = Field<
  T['products'][P],
  'element'
>;
export type Answered<Base, T extends TenantTypes> = {
  [P in Names<T['products']>]: Omit<Base, 'productName' | 'element'> & {
    productName: P;
    element: ProductElement<T, P>;
  };
}[Names<T['products']>];

/** A quote as the server answers it, its element tree typed by its product. */
export type TypedQuote<T extends TenantTypes> = Answered<Schemas['QuoteResponse'], T>;
