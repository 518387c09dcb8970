// The SDK typed by a tenant's configuration, pinned: `npm run typecheck` compiles this file with
// the types `insuite types` writes for the example tenant, so each `@ts-expect-error` fails the
// check if the mistake under it ever compiles.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient, signIn, type InsuiteClient, type TenantClient } from '@insuite/client';
import type { Tenant, TerritoryRatesRow } from '../../fixtures/homeowners/tenant-types.js';

const tenantLocator = '00000000-0000-4000-8000-000000000000';
const locator = '01JD0000000000000000000000';

// Never called: each statement only has to compile (or, under @ts-expect-error, not compile).
async function compileOnly(insuite: TenantClient<Tenant>) {
  const rates = await insuite.fetchTableRecord({
    tenantLocator,
    name: 'TerritoryRates',
    key: ['IL', 'Cook'],
  });
  expectTypeOf(rates.value.baseRate).toEqualTypeOf<string>();
  expectTypeOf(rates.value).toEqualTypeOf<Tenant['tables']['TerritoryRates']['row']>();
  // @ts-expect-error a table the configuration does not declare
  await insuite.fetchTableRecord({ tenantLocator, name: 'TerritoryRate', key: ['IL', 'Cook'] });
  // @ts-expect-error TerritoryRates has two key columns
  await insuite.fetchTableRecord({ tenantLocator, name: 'TerritoryRates', key: ['IL'] });
  // @ts-expect-error a row has no such column
  void rates.value.rate;
  // By instance name, the lookup is untyped.
  const byName = await insuite.fetchTableRecord({
    tenantLocator,
    name: 'rates-2026',
    key: ['x'],
    byStaticName: false,
  });
  expectTypeOf(byName.value).toEqualTypeOf<Record<string, string>>();

  const age = await insuite.fetchRangeTableRecord({
    tenantLocator,
    name: 'AgeOfHomeFactors',
    key: ['frame'],
    boundValue: 12,
  });
  expectTypeOf(age.value.factor).toEqualTypeOf<string>();
  // @ts-expect-error AgeOfHomeFactors has one key column besides its range
  await insuite.fetchRangeTableRecord({
    tenantLocator,
    name: 'AgeOfHomeFactors',
    key: ['frame', 'x'],
    boundValue: 1,
  });

  const counties = await insuite.fetchConstraints({ tenantLocator, name: 'StateCounty', key: ['IL'] });
  expectTypeOf(counties.county).toEqualTypeOf<string[]>();
  // @ts-expect-error StateCounty has two columns
  await insuite.fetchConstraints({ tenantLocator, name: 'StateCounty', key: ['IL', 'Cook', 'x'] });

  const quote = await insuite.createQuote({
    tenantLocator,
    body: {
      productName: 'Homeowners',
      accountLocator: locator,
      startTime: '2026-01-01T00:00:00Z',
      data: { channel: 'direct' },
      elements: [
        {
          type: 'Dwelling',
          data: { state: 'IL', county: 'Cook', constructionType: 'frame', yearBuilt: 1990 },
          elements: [{ type: 'Liability', data: { limit: '300000' } }],
        },
      ],
    },
  });
  expectTypeOf(quote.productName).toEqualTypeOf<'Homeowners'>();
  const dwelling = quote.element.elements[0]!;
  expectTypeOf(dwelling.type).toEqualTypeOf<'Dwelling'>();
  expectTypeOf(dwelling.data.constructionType).toEqualTypeOf<
    'frame' | 'masonry' | 'superiorMasonry' | undefined
  >();
  await insuite.createQuote({
    tenantLocator,
    // @ts-expect-error a product the configuration does not declare
    body: { productName: 'Renters', accountLocator: locator, startTime: '2026-01-01T00:00:00Z' },
  });
  await insuite.createQuote({
    tenantLocator,
    body: {
      productName: 'Homeowners',
      accountLocator: locator,
      startTime: '2026-01-01T00:00:00Z',
      // @ts-expect-error not one of the options of constructionType
      elements: [{ type: 'Dwelling', data: { constructionType: 'straw' } }],
    },
  });
  await insuite.createQuote({
    tenantLocator,
    body: {
      productName: 'Homeowners',
      accountLocator: locator,
      startTime: '2026-01-01T00:00:00Z',
      // @ts-expect-error a Homeowners quote holds Dwellings, not Liability coverages
      elements: [{ type: 'Liability' }],
    },
  });
  // The lifecycle's answers are typed the same way.
  const issued = await insuite.issueQuote({ tenantLocator, locator });
  expectTypeOf(issued.element.type).toEqualTypeOf<'Homeowners'>();

  const account = await insuite.createAccount({
    tenantLocator,
    body: { type: 'ConsumerAccount', data: { firstName: 'Ada', state: 'IL' } },
  });
  expectTypeOf(account.data.firstName).toEqualTypeOf<string | undefined>();
  // @ts-expect-error ConsumerAccount declares no field age
  await insuite.createAccount({ tenantLocator, body: { type: 'ConsumerAccount', data: { age: 3 } } });

  const allowed = await insuite.evaluateConstraintsForQuote({
    tenantLocator,
    locator,
    body: { [locator]: { county: { state: 'IL' } } },
  });
  expectTypeOf(allowed[locator]!.county).toEqualTypeOf<string[] | undefined>();
  await insuite.evaluateConstraintsForQuote({
    tenantLocator,
    locator,
    // @ts-expect-error the constraint of county has no where column city
    body: { [locator]: { county: { city: 'x' } } },
  });
  await insuite.evaluateConstraintsForQuote({
    tenantLocator,
    locator,
    // @ts-expect-error yearBuilt has no constraint
    body: { [locator]: { yearBuilt: {} } },
  });
  const accountValues = await insuite.evaluateConstraintsForAccount({
    tenantLocator,
    locator,
    body: { state: {} },
  });
  expectTypeOf(accountValues[locator]!.state).toEqualTypeOf<string[] | undefined>();

  const map = await insuite.fetchDependencyMapForQuote({ tenantLocator, locator });
  expectTypeOf(map[locator]!.county.table).toEqualTypeOf<'StateCounty'>();
  expectTypeOf(map[locator]!.county.where.state.values).toEqualTypeOf<string[]>();
  return [rates, age, counties, quote, account, allowed, map];
}

describe('the SDK typed by a tenant', () => {
  it('is the same client at run time, typed by a type argument', () => {
    const plain: InsuiteClient = createClient({ baseUrl: 'http://127.0.0.1:1' });
    const typed = createClient<Tenant>({ baseUrl: 'http://127.0.0.1:1' });
    expectTypeOf(typed).toEqualTypeOf<TenantClient<Tenant>>();
    expect(Object.keys(typed).sort()).toEqual(Object.keys(plain).sort());
    expectTypeOf<TerritoryRatesRow>().toHaveProperty('territoryCode');
    expect(typeof compileOnly).toBe('function');
  });

  it('signIn is typed by the same type argument', () => {
    const signingIn = () => signIn<Tenant>({ baseUrl: 'http://127.0.0.1:1', username: 'u', password: 'p' });
    expectTypeOf(signingIn).returns.resolves.toEqualTypeOf<TenantClient<Tenant> & { expiresIn: number }>();
    const plain = () => signIn({ baseUrl: 'http://127.0.0.1:1', username: 'u', password: 'p' });
    expectTypeOf(plain).returns.resolves.toEqualTypeOf<InsuiteClient & { expiresIn: number }>();
  });
});
