// The types a plugin author imports, pinned: `npm run typecheck` compiles this file, so each
// `@ts-expect-error` fails the check if the mistake under it ever compiles.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  PluginArgs,
  RatePlugin,
  TableRow,
  UnderwritePlugin,
  ValidatePlugin,
} from '@insuite/client/plugin';

// A plugin as a tenant writes it in plugins/index.ts.
const rate: RatePlugin = ({ quote, tables, log }) => {
  const row = tables.lookup('TerritoryRates', ['N']);
  log(`rate for ${quote.locator}`);
  return {
    items: [{ elementLocator: quote.locator, chargeType: 'premium', rate: row?.rate ?? '0', amount: 12.5 }],
  };
};
const validate: ValidatePlugin = async ({ quote }) => ({
  errors: quote.locator ? [] : [{ message: 'no locator' }],
});
const underwrite: UnderwritePlugin = () => ({ flags: [{ level: 'block', note: 'too old' }] });

// Never called: each statement only has to compile (or, under @ts-expect-error, not compile).
function compileOnly(args: PluginArgs) {
  // @ts-expect-error a flag level outside the five
  const bad: ReturnType<UnderwritePlugin> = { flags: [{ level: 'maybe' }] };
  // @ts-expect-error a rating item names its element
  const missing: Awaited<ReturnType<RatePlugin>> = { items: [{ chargeType: 'premium', amount: 1 }] };
  // @ts-expect-error keys are strings
  args.tables.lookup('T', [1]);
  return [bad, missing];
}

describe('plugin author types', () => {
  it('type the exports, their arguments and table rows', () => {
    expectTypeOf(rate).parameter(0).toHaveProperty('tables');
    expectTypeOf<ReturnType<PluginArgs['tables']['lookup']>>().toEqualTypeOf<TableRow | undefined>();
    expect([typeof validate, typeof underwrite, typeof compileOnly]).toEqual([
      'function',
      'function',
      'function',
    ]);
  });
});
