// Problems of a create or update name the place in the request that gave the bad value, as the
// validator's own problems do; what the request did not touch is named by the locator the caller
// was given.
import { readFileSync } from 'node:fs';
import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { homeownersConfig, tenant, unique } from '../support/given.js';
import { account } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
let t: string;

const stateCounty = readFileSync(new URL('../fixtures/homeowners/state-county.csv', import.meta.url), 'utf8');

beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
  const zip = new AdmZip();
  zip.addFile('stateCounty.csv', Buffer.from(stateCounty));
  await s.admin.createConstraintTable({
    tenantLocator: t,
    name: 'stateCounty',
    staticName: 'StateCounty',
    body: new Uint8Array(zip.toBuffer()),
  });
  await s.admin.createResourceGroup({
    tenantLocator: t,
    body: { name: unique('g'), selectionStartTime: '2020-01-01T00:00:00Z', resourceNames: ['stateCounty'] },
  });
});
afterAll(() => s.close());

const locations = (f: { problem?: { errors?: { location: string }[] } }) =>
  (f.problem?.errors ?? []).map((e) => e.location);

const twoDwellings = (accountLocator: string, second: Record<string, unknown>, limit = '1') => ({
  productName: 'Homeowners',
  accountLocator,
  startTime: '2026-06-01T00:00:00Z',
  data: { channel: 'direct' },
  elements: [
    { type: 'Dwelling', data: { state: 'IL', county: 'Cook' } },
    { type: 'Dwelling', data: second, elements: [{ type: 'Liability', data: { limit } }] },
  ],
});

describe('a create names request paths', () => {
  it('createQuote with two dwellings: the second dwelling’s county, its coverage, its children', async () => {
    const a = await account(s.admin, t);
    const bad = await failure(
      s.admin.createQuote({
        tenantLocator: t,
        body: twoDwellings(a.locator, { state: 'IL', county: 'Harris', yearBuilt: 1700 }),
      }),
    );
    expect(bad.status).toBe(422);
    expect(locations(bad)).toEqual([
      'body.elements[1].data.yearBuilt',
      'body.elements[1].elements[0].data.limit',
      'body.elements[1].data.county',
    ]);
    expect(bad.problem?.errors?.[2]?.message).toMatch(/"Harris" is not allowed by StateCounty.county/);
    expect(bad.problem?.detail).toMatch(/^body\.elements\[1\]\.data\.yearBuilt: /);
  });

  it('createQuote: the root’s data, an unknown element type, a broken cardinality', async () => {
    const a = await account(s.admin, t);
    const bad = await failure(
      s.admin.createQuote({
        tenantLocator: t,
        body: {
          productName: 'Homeowners',
          accountLocator: a.locator,
          startTime: '2026-06-01T00:00:00Z',
          data: { channel: 'fax' },
          elements: [
            {
              type: 'Dwelling',
              elements: [
                { type: 'Pool', data: {} },
                { type: 'Contents', data: {} },
                { type: 'Contents', data: {} },
              ],
            },
          ],
        },
      }),
    );
    expect(locations(bad)).toEqual([
      'body.data.channel',
      'body.elements[0].elements',
      'body.elements[0].elements[0].type',
    ]);
  });

  it('createQuickQuote names the same paths', async () => {
    const bad = await failure(
      s.admin.createQuickQuote({
        tenantLocator: t,
        body: {
          productName: 'Homeowners',
          elements: [
            { type: 'Dwelling', data: { state: 'IL', county: 'Cook' } },
            { type: 'Dwelling', data: { state: 'IL', county: 'Harris' } },
          ],
        },
      }),
    );
    expect(locations(bad)).toEqual(['body.elements[1].data.county']);
  });

  it('createAccount names body.data', async () => {
    const bad = await failure(account(s.admin, t, { firstName: '', state: 'NY', shoeSize: 44 }));
    expect(bad.status).toBe(422);
    expect(locations(bad)).toEqual(['body.data.firstName', 'body.data.shoeSize', 'body.data.state']);
  });
});

describe('an update names request paths, and stored values by locator', () => {
  it('updateQuote: a value set names its setData; a stored value it invalidates names the element', async () => {
    const a = await account(s.admin, t);
    const q = await s.admin.createQuote({
      tenantLocator: t,
      body: twoDwellings(a.locator, { state: 'IL', county: 'Lake' }, '300000'),
    });
    const [first, second] = q.element.elements;
    const bad = await failure(
      s.admin.updateQuote({
        tenantLocator: t,
        locator: q.locator,
        body: {
          setData: { channel: 'fax' },
          elements: [
            { locator: first!.locator, setData: { yearBuilt: 1700 } },
            { locator: second!.locator, setData: { state: 'TX' } },
          ],
        },
      }),
    );
    expect(bad.status).toBe(422);
    expect(locations(bad)).toEqual([
      'body.setData.channel',
      'body.elements[0].setData.yearBuilt',
      `element ${second!.staticLocator} (Dwelling).data.county`,
    ]);
    expect(await s.admin.fetchQuote({ tenantLocator: t, locator: q.locator })).toEqual(q);
  });

  it('updateQuickQuote names setData', async () => {
    const qq = await s.admin.createQuickQuote({
      tenantLocator: t,
      body: { productName: 'Homeowners', elements: [{ type: 'Dwelling', data: {} }] },
    });
    const bad = await failure(
      s.admin.updateQuickQuote({
        tenantLocator: t,
        locator: qq.locator,
        body: { elements: [{ locator: qq.element.elements[0]!.locator, setData: { county: 'Nowhere' } }] },
      }),
    );
    expect(locations(bad)).toEqual(['body.elements[0].setData.county']);
  });

  it('updateAccount: a value set names its setData; a stored value it did not touch names the account', async () => {
    const own = await tenant(s.admin);
    const a = await account(s.admin, own, { firstName: 'Ada', lastName: 'Lovelace' });
    // The configuration moves on: a last name is now at most 3 characters long.
    const stricter = homeownersConfig() as unknown as {
      accounts: { ConsumerAccount: { data: Record<string, Record<string, unknown>> } };
    };
    stricter.accounts.ConsumerAccount.data.lastName!.maxLength = 3;
    const deployed = await s.admin.deployConfigZip({
      tenantLocator: own,
      body: stricter as unknown as ReturnType<typeof homeownersConfig>,
    });
    expect(deployed.deploymentResult.isSuccess).toBe(true);
    const bad = await failure(
      s.admin.updateAccount({
        tenantLocator: own,
        locator: a.locator,
        body: { setData: { firstName: 'x'.repeat(81) } },
      }),
    );
    expect(bad.status).toBe(422);
    expect(locations(bad)).toEqual([
      'body.setData.firstName',
      `account ${a.locator} (ConsumerAccount).data.lastName`,
    ]);
  });
});
