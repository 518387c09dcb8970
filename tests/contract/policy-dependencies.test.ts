// Dependency maps: per element (or account) and constrained field, the table, column and the
// fields each where column is bound to, with their current values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '@insuite/client';
import { acceptAndIssue, account, chainTenant } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = await chainTenant(s.admin);
});
afterAll(() => s.close());

type Element = Schema<'ElementResponse'>;

async function chainQuote() {
  const a = await account(s.admin, t);
  return s.admin.createQuote({
    tenantLocator: t,
    body: {
      productName: 'Homeowners',
      accountLocator: a.locator,
      startTime: '2026-03-01T00:00:00Z',
      data: { region: 'north', zone: 'root-zone' },
      elements: [
        {
          type: 'Dwelling',
          data: { zone: 'Z1' },
          elements: [{ type: 'Contents' }, { type: 'Liability' }],
        },
        { type: 'Dwelling', elements: [{ type: 'Contents' }] },
      ],
    },
  });
}

describe('fetchDependencyMapForQuote', () => {
  it('names table, column and bound element and field with current values, for every constrained field', async () => {
    const q = await chainQuote();
    const [d1, d2] = q.element.elements as [Element, Element];
    const [c1] = d1.elements as [Element];
    const [c2] = d2.elements as [Element];
    const map = await s.admin.fetchDependencyMapForQuote({ tenantLocator: t, locator: q.locator });

    // Elements without constrained fields (the root, Liability) do not appear.
    expect(Object.keys(map).sort()).toEqual(
      [d1.staticLocator, d2.staticLocator, c1.staticLocator, c2.staticLocator].sort(),
    );
    // The chain state → county → territory binds within the Dwelling.
    expect(map[d1.staticLocator]).toEqual({
      state: { table: 'StateCounty', column: 'state', where: {} },
      county: {
        table: 'StateCounty',
        column: 'county',
        where: { state: { staticLocator: d1.staticLocator, fieldName: 'state', values: [] } },
      },
      territory: {
        table: 'CountyTerritory',
        column: 'territory',
        where: {
          state: { staticLocator: d1.staticLocator, fieldName: 'state', values: [] },
          county: { staticLocator: d1.staticLocator, fieldName: 'county', values: [] },
        },
      },
    });
    // A coverage binds to its own Dwelling (the nearer of two elements declaring `zone`), to the
    // root (`region`), and to a fixed value.
    expect(map[c1.staticLocator]).toEqual({
      band: {
        table: 'Bands',
        column: 'band',
        where: {
          zone: { staticLocator: d1.staticLocator, fieldName: 'zone', values: ['Z1'] },
          region: { staticLocator: q.element.staticLocator, fieldName: 'region', values: ['north'] },
          kind: { staticLocator: c1.staticLocator, fieldName: '', values: ['contents'] },
        },
      },
    });
    // The second Dwelling has no zone yet: its coverage's binding shows no values.
    expect(map[c2.staticLocator]!.band!.where.zone).toEqual({
      staticLocator: d2.staticLocator,
      fieldName: 'zone',
      values: [],
    });
  });

  it('follows changes: current values are read at each call', async () => {
    const q = await chainQuote();
    const [d1] = q.element.elements as [Element];
    const [c1] = d1.elements as [Element];
    await s.admin.updateQuote({
      tenantLocator: t,
      locator: q.locator,
      body: { setData: { region: 'south' }, elements: [{ locator: d1.locator, removeData: { zone: '' } }] },
    });
    const map = await s.admin.fetchDependencyMapForQuote({ tenantLocator: t, locator: q.locator });
    expect(map[c1.staticLocator]!.band!.where.region!.values).toEqual(['south']);
    expect(map[c1.staticLocator]!.band!.where.zone!.values).toEqual([]);
  });

  it('a transaction answers the same map over its elements, keyed by the same static locators', async () => {
    const q = await chainQuote();
    const issued = await acceptAndIssue(s.admin, { tenantLocator: t, locator: q.locator });
    const policy = await s.admin.fetchPolicy({ tenantLocator: t, locator: issued.policyLocator! });
    const fromTransaction = await s.admin.fetchDependencyMapForPolicyTransaction({
      tenantLocator: t,
      locator: policy.issuedTransactionLocator,
    });
    expect(fromTransaction).toEqual(
      await s.admin.fetchDependencyMapForQuote({ tenantLocator: t, locator: q.locator }),
    );
  });

  it('a quick quote answers its map too', async () => {
    const qq = await s.admin.createQuickQuote({
      tenantLocator: t,
      body: { productName: 'Homeowners', data: { region: 'north' }, elements: [{ type: 'Dwelling' }] },
    });
    const map = await s.admin.fetchDependencyMapForQuickQuote({ tenantLocator: t, locator: qq.locator });
    expect(Object.keys(map)).toEqual([qq.element.elements[0]!.staticLocator]);
  });
});

describe('fetchDependencyMapForAccount', () => {
  it('is keyed by the account locator', async () => {
    const a = await account(s.admin, t);
    expect(await s.admin.fetchDependencyMapForAccount({ tenantLocator: t, locator: a.locator })).toEqual({
      [a.locator]: { state: { table: 'StateCounty', column: 'state', where: {} } },
    });
  });
});
