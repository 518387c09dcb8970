// Constraints over uploaded constraint tables: saving checks values, evaluation narrows fields,
// tables resolve by static name at the entity's date and in its jurisdiction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '@insuite/client';
import { failure } from '../support/failure.js';
import { acceptAndIssue, account, chainConfig, chainTenant, outbox } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';
import { readFileSync } from 'node:fs';
import AdmZip from 'adm-zip';
import type { InsuiteClient } from '@insuite/client';
import { unique } from '../support/given.js';

let s: TestServer;
let t: string;

const stateCounty = readFileSync(new URL('../fixtures/homeowners/state-county.csv', import.meta.url), 'utf8');

/** Uploads a constraint table (a ZIP holding the CSV) through the SDK. */
async function uploadTable(
  client: InsuiteClient,
  tenantLocator: string,
  name: string,
  staticName: string,
  csv: string,
  jurisdiction?: string[],
) {
  const zip = new AdmZip();
  zip.addFile(`${name}.csv`, Buffer.from(csv));
  return client.createConstraintTable({
    tenantLocator,
    name,
    staticName,
    ...(jurisdiction ? { jurisdiction } : {}),
    body: new Uint8Array(zip.toBuffer()),
  });
}

const groupOf = (client: InsuiteClient, tenantLocator: string, start: string, names: string[]) =>
  client.createResourceGroup({
    tenantLocator,
    body: { name: unique('g'), selectionStartTime: start, resourceNames: names },
  });

const TERRITORIES_2026 =
  'state,county,territory\nIL,Cook,T-Cook-1\nIL,Cook,T-Cook-2\nIL,Lake,T-Lake-1\nTX,Harris,T-Harris-1\n';
const TERRITORIES_2027 =
  'state,county,territory\nIL,Cook,T-Cook-2027\nIL,Lake,T-Lake-2027\nTX,Harris,T-Harris-2027\n';
const TERRITORIES_TX = 'state,county,territory\nTX,Harris,T-Harris-TX\nIL,Cook,T-Cook-TX\n';
const BANDS =
  'zone,region,kind,band\nZ1,north,contents,B1\nZ1,north,contents,B2\nZ1,south,contents,B3\nZ2,north,contents,B4\nZ1,north,liability,B9\n';

beforeAll(async () => {
  s = await startServer();
  t = await chainTenant(s.admin);
  await uploadTable(s.admin, t, 'stateCounty', 'StateCounty', stateCounty);
  await uploadTable(s.admin, t, 'territories2026', 'CountyTerritory', TERRITORIES_2026);
  await uploadTable(s.admin, t, 'territoriesTx', 'CountyTerritory', TERRITORIES_TX, ['TX']);
  await uploadTable(s.admin, t, 'bands', 'Bands', BANDS);
  await groupOf(s.admin, t, '2020-01-01T00:00:00Z', [
    'stateCounty',
    'territories2026',
    'territoriesTx',
    'bands',
  ]);
  // A newer version of the territories, for policies starting in 2027 or later.
  await uploadTable(s.admin, t, 'territories2027', 'CountyTerritory', TERRITORIES_2027);
  await groupOf(s.admin, t, '2027-01-01T00:00:00Z', ['territories2027']);
});
afterAll(async () => {
  await s.close();
});

type Element = Schema<'ElementResponse'>;

async function homeQuote(
  opts: {
    startTime?: string;
    jurisdiction?: string;
    dwelling?: Record<string, unknown>;
    root?: Record<string, unknown>;
    accountLocator?: string;
  } = {},
) {
  const accountLocator = opts.accountLocator ?? (await account(s.admin, t)).locator;
  return s.admin.createQuote({
    tenantLocator: t,
    body: {
      productName: 'Homeowners',
      accountLocator,
      startTime: opts.startTime ?? '2026-06-01T00:00:00Z',
      ...(opts.jurisdiction ? { jurisdiction: opts.jurisdiction } : {}),
      data: opts.root ?? { region: 'north' },
      elements: [
        {
          type: 'Dwelling',
          data: opts.dwelling ?? { state: 'IL', county: 'Cook', territory: 'T-Cook-1', zone: 'Z1' },
          elements: [{ type: 'Contents', data: {} }],
        },
      ],
    },
  });
}

const dwellingOf = (q: { element: Element }) => q.element.elements[0]!;
const contentsOf = (q: { element: Element }) => dwellingOf(q).elements[0]!;

describe('saving checks constrained values', () => {
  it('accepts values the tables allow, ignoring case', async () => {
    const q = await homeQuote({
      dwelling: { state: 'il', county: 'COOK', territory: 't-cook-2', zone: 'Z1' },
    });
    expect(dwellingOf(q).data).toMatchObject({ state: 'il', county: 'COOK' });
  });

  it('refuses values outside the allowed set (422), listing every problem by request path; nothing is saved', async () => {
    const a = await account(s.admin, t);
    const before = await outbox(s, t);
    const quotes = await s.db('quotes').where({ tenant_id: t }).select('id');
    const bad = await failure(
      homeQuote({
        accountLocator: a.locator,
        dwelling: { state: 'IL', county: 'Harris', territory: 'T-Harris-1', yearBuilt: 1700 },
      }),
    );
    expect(bad.status).toBe(422);
    const problems = (bad.problem?.errors ?? []).map((e) => [e.location, e.message]);
    expect(problems).toEqual([
      ['body.elements[0].data.yearBuilt', 'Dwelling.yearBuilt: 1700 is less than the minimum 1800'],
      [
        'body.elements[0].data.county',
        'Dwelling.county: "Harris" is not allowed by StateCounty.county (allowed: "Cook", "DuPage", "Lake")',
      ],
      [
        'body.elements[0].data.territory',
        'Dwelling.territory: "T-Harris-1" is not allowed by CountyTerritory.territory (no value is allowed)',
      ],
    ]);
    expect(await outbox(s, t)).toEqual(before);
    expect(await s.db('quotes').where({ tenant_id: t }).select('id')).toEqual(quotes);
  });

  it('checks an update against the tree as it will stand: changing a state invalidates its county', async () => {
    const q = await homeQuote();
    const bad = await failure(
      s.admin.updateQuote({
        tenantLocator: t,
        locator: q.locator,
        body: { elements: [{ locator: dwellingOf(q).locator, setData: { state: 'TX' } }] },
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.problem?.errors?.map((e) => e.location.split('.').pop())).toEqual(['county', 'territory']);
    const fixed = await s.admin.updateQuote({
      tenantLocator: t,
      locator: q.locator,
      body: {
        elements: [
          {
            locator: dwellingOf(q).locator,
            setData: { state: 'TX', county: 'Harris', territory: 'T-Harris-1' },
          },
        ],
      },
    });
    expect(dwellingOf(fixed).data).toMatchObject({ state: 'TX', county: 'Harris' });
  });

  it('checks account data against its constraints too', async () => {
    const bad = await failure(account(s.admin, t, { state: 'ZZ' }));
    expect(bad.status).toBe(422);
    expect(bad.problem?.errors?.[0]?.location).toBe('body.data.state');
    expect((await account(s.admin, t, { state: 'FL' })).data).toEqual({ state: 'FL' });
  });
});

describe('evaluateConstraintsForQuote', () => {
  it('narrows the chain state → county → territory with prospective values', async () => {
    const q = await homeQuote();
    const d = dwellingOf(q).staticLocator;
    const evaluate = (body: Record<string, Record<string, Record<string, string>>>) =>
      s.admin.evaluateConstraintsForQuote({ tenantLocator: t, locator: q.locator, body });
    expect(await evaluate({ [d]: { state: {}, county: {}, territory: {} } })).toEqual({
      [d]: {
        state: ['IL', 'TX', 'FL'],
        county: ['Cook', 'DuPage', 'Lake'],
        territory: ['T-Cook-1', 'T-Cook-2'],
      },
    });
    expect(
      await evaluate({ [d]: { county: { state: 'TX' }, territory: { state: 'TX', county: 'Harris' } } }),
    ).toEqual({
      [d]: { county: ['Harris', 'Travis'], territory: ['T-Harris-1'] },
    });
    // Where columns not given take the stored value: state stays IL.
    expect(await evaluate({ [d]: { territory: { county: 'Lake' } } })).toEqual({
      [d]: { territory: ['T-Lake-1'] },
    });
    expect(await evaluate({ [d]: { territory: { county: 'Harris' } } })).toEqual({ [d]: { territory: [] } });
  });

  it('binds a coverage to its Dwelling, to the root and to literal values', async () => {
    const q = await homeQuote();
    const c = contentsOf(q).staticLocator;
    const evaluate = (body: Record<string, Record<string, Record<string, string>>>) =>
      s.admin.evaluateConstraintsForQuote({ tenantLocator: t, locator: q.locator, body });
    expect(await evaluate({ [c]: { band: {} } })).toEqual({ [c]: { band: ['B1', 'B2'] } });
    expect(await evaluate({ [c]: { band: { region: 'south' } } })).toEqual({ [c]: { band: ['B3'] } });
    expect(await evaluate({ [c]: { band: { zone: 'Z2' } } })).toEqual({ [c]: { band: ['B4'] } });
    expect(await evaluate({ [c]: { band: { kind: 'liability' } } })).toEqual({ [c]: { band: ['B9'] } });
    // The root also declares a zone; the Dwelling's is nearer and wins.
    const other = await homeQuote({ root: { region: 'north', zone: 'Z2' } });
    const c2 = contentsOf(other).staticLocator;
    expect(
      await s.admin.evaluateConstraintsForQuote({
        tenantLocator: t,
        locator: other.locator,
        body: { [c2]: { band: {} } },
      }),
    ).toEqual({ [c2]: { band: ['B1', 'B2'] } });
  });

  it('refuses unknown static locators, fields without constraints and unknown where columns (422)', async () => {
    const q = await homeQuote();
    const d = dwellingOf(q).staticLocator;
    const bad = await failure(
      s.admin.evaluateConstraintsForQuote({
        tenantLocator: t,
        locator: q.locator,
        body: { '01JD00000000000000000000ZZ': {}, [d]: { yearBuilt: {}, nope: {}, county: { zip: '1' } } },
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.problem?.errors).toHaveLength(4);
  });
});

describe('table versions and jurisdictions', () => {
  /** A tenant of its own (what a test replaces there no other test reads) with one Cook County quote. */
  async function chainQuote() {
    const own = await chainTenant(s.admin);
    await uploadTable(s.admin, own, 'stateCounty', 'StateCounty', stateCounty);
    await uploadTable(s.admin, own, 'territories', 'CountyTerritory', TERRITORIES_2026);
    await uploadTable(s.admin, own, 'bands', 'Bands', BANDS);
    await groupOf(s.admin, own, '2020-01-01T00:00:00Z', ['stateCounty', 'territories', 'bands']);
    const q = await s.admin.createQuote({
      tenantLocator: own,
      body: {
        productName: 'Homeowners',
        accountLocator: (await account(s.admin, own)).locator,
        startTime: '2026-06-01T00:00:00Z',
        data: { region: 'north' },
        elements: [
          { type: 'Dwelling', data: { state: 'IL', county: 'Cook', territory: 'T-Cook-1', zone: 'Z1' } },
        ],
      },
    });
    const d = dwellingOf(q);
    return { own, q, d };
  }

  it('answers and dependency maps follow a newly deployed configuration at once', async () => {
    const { own, q, d } = await chainQuote();
    const ask = async () =>
      (
        await s.admin.evaluateConstraintsForQuote({
          tenantLocator: own,
          locator: q.locator,
          body: { [d.staticLocator]: { territory: {} } },
        })
      )[d.staticLocator]?.territory;
    const whereOf = async () =>
      Object.keys(
        (await s.admin.fetchDependencyMapForQuote({ tenantLocator: own, locator: q.locator }))[
          d.staticLocator
        ]?.territory?.where ?? {},
      );
    expect(await ask()).toEqual(['T-Cook-1', 'T-Cook-2']);
    expect(await whereOf()).toEqual(['state', 'county']);
    // The same configuration but territory bound by state alone: every territory of IL.
    const config = chainConfig() as unknown as {
      exposures: { Dwelling: { data: { territory: { constraint: { where: object } } } } };
    };
    config.exposures.Dwelling.data.territory.constraint.where = { state: { key: 'state' } };
    const deployed = await s.admin.deployConfigZip({ tenantLocator: own, body: config as never });
    expect(deployed.deploymentResult.isSuccess).toBe(true);
    expect(await ask()).toEqual(['T-Cook-1', 'T-Cook-2', 'T-Lake-1']);
    expect(await whereOf()).toEqual(['state']);
    // And back.
    await s.admin.deployConfigZip({ tenantLocator: own, body: chainConfig() as never });
    expect(await ask()).toEqual(['T-Cook-1', 'T-Cook-2']);
    expect(await whereOf()).toEqual(['state', 'county']);
  });

  it('answers stay exact when the table is replaced and when the quote changes, asked the same questions again', async () => {
    // A tenant of its own: the table replaced here is not the one the other tests read.
    const { own, q, d } = await chainQuote();
    const ask = async () =>
      (
        await s.admin.evaluateConstraintsForQuote({
          tenantLocator: own,
          locator: q.locator,
          body: { [d.staticLocator]: { territory: {}, county: {} } },
        })
      )[d.staticLocator];
    expect(await ask()).toEqual({ territory: ['T-Cook-1', 'T-Cook-2'], county: ['Cook', 'DuPage', 'Lake'] });
    expect(await ask()).toEqual({ territory: ['T-Cook-1', 'T-Cook-2'], county: ['Cook', 'DuPage', 'Lake'] });
    const zip = new AdmZip();
    zip.addFile(
      'territories.csv',
      Buffer.from('state,county,territory\nIL,Cook,T-Cook-9\nIL,Lake,T-Lake-9\n'),
    );
    await s.admin.replaceConstraintTable({
      tenantLocator: own,
      name: 'territories',
      body: new Uint8Array(zip.toBuffer()),
    });
    expect((await ask())?.territory).toEqual(['T-Cook-9']);
    await s.admin.updateQuote({
      tenantLocator: own,
      locator: q.locator,
      body: { elements: [{ locator: d.locator, setData: { county: 'Lake', territory: 'T-Lake-9' } }] },
    });
    expect((await ask())?.territory).toEqual(['T-Lake-9']);
    await s.admin.updateQuote({
      tenantLocator: own,
      locator: q.locator,
      body: {
        elements: [
          {
            locator: d.locator,
            setData: { state: 'TX', county: 'Harris' },
            removeData: { territory: 'T-Lake-9' },
          },
        ],
      },
    });
    expect(await ask()).toEqual({ territory: [], county: ['Harris', 'Travis'] });
  });

  const territories = async (q: Awaited<ReturnType<typeof homeQuote>>) => {
    const d = dwellingOf(q).staticLocator;
    const answer = await s.admin.evaluateConstraintsForQuote({
      tenantLocator: t,
      locator: q.locator,
      body: { [d]: { territory: {} } },
    });
    return answer[d]!.territory;
  };

  it('a newer table in a later resource group answers for quotes that start after it, not for earlier ones', async () => {
    const early = await homeQuote({ startTime: '2026-12-31T23:59:59Z' });
    const late = await homeQuote({
      startTime: '2027-01-01T00:00:00Z',
      dwelling: { state: 'IL', county: 'Cook' },
    });
    expect(await territories(early)).toEqual(['T-Cook-1', 'T-Cook-2']);
    expect(await territories(late)).toEqual(['T-Cook-2027']);
    // Moving the start moves the answer; a value of the old table is no longer accepted.
    const moved = await failure(
      s.admin.updateQuote({
        tenantLocator: t,
        locator: early.locator,
        body: { startTime: '2027-02-01T00:00:00Z' },
      }),
    );
    expect(moved.problem?.errors?.[0]?.message).toMatch(/"T-Cook-1" is not allowed by CountyTerritory/);
  });

  it("the quote's jurisdiction picks the instance made for it", async () => {
    const tx = await homeQuote({ jurisdiction: 'TX', dwelling: { state: 'IL', county: 'Cook' } });
    expect(await territories(tx)).toEqual(['T-Cook-TX']);
  });
});

describe('evaluation of accounts, quick quotes and transactions', () => {
  it('accounts: the request names fields directly; the answer is keyed by the account', async () => {
    const a = await account(s.admin, t, { state: 'IL' });
    expect(
      await s.admin.evaluateConstraintsForAccount({
        tenantLocator: t,
        locator: a.locator,
        body: { state: {} },
      }),
    ).toEqual({ [a.locator]: { state: ['IL', 'TX', 'FL'] } });
    expect(
      (
        await failure(
          s.admin.evaluateConstraintsForAccount({
            tenantLocator: t,
            locator: a.locator,
            body: { firstName: {} },
          }),
        )
      ).status,
    ).toBe(422);
  });

  it('quick quotes', async () => {
    const qq = await s.admin.createQuickQuote({
      tenantLocator: t,
      body: { productName: 'Homeowners', elements: [{ type: 'Dwelling', data: { state: 'FL' } }] },
    });
    const d = qq.element.elements[0]!.staticLocator;
    expect(
      await s.admin.evaluateConstraintsForQuickQuote({
        tenantLocator: t,
        locator: qq.locator,
        body: { [d]: { county: {} } },
      }),
    ).toEqual({ [d]: { county: ['Miami-Dade', 'Orange'] } });
  });

  it('transactions: by the static locators the quote had, dated by the policy start', async () => {
    const q = await homeQuote({
      startTime: '2027-03-01T00:00:00Z',
      dwelling: { state: 'IL', county: 'Cook', territory: 'T-Cook-2027' },
    });
    const issued = await acceptAndIssue(s.admin, { tenantLocator: t, locator: q.locator });
    const policy = await s.admin.fetchPolicy({ tenantLocator: t, locator: issued.policyLocator! });
    const d = dwellingOf(q).staticLocator;
    expect(
      await s.admin.evaluateConstraintsForPolicyTransaction({
        tenantLocator: t,
        locator: policy.issuedTransactionLocator,
        body: { [d]: { territory: {}, county: { state: 'TX' } } },
      }),
    ).toEqual({ [d]: { territory: ['T-Cook-2027'], county: ['Harris', 'Travis'] } });
  });
});
