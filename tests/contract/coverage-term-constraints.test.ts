// Coverage terms and constraint tables: a term's `value.constraint` narrows the options an element
// may choose (by its fields, through `where`), and a field's constraint may bind a coverage term
// (its chosen option) in its `where`. Enforced on create and update with a 422 at the request path,
// answered by evaluations and dependency maps, and checked at deploy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { startServer, type TestServer } from '../support/server.js';
import { groupOf, uploadTable } from '../support/tables.js';

const config = () => ({
  charges: {
    premium: {
      category: 'premium',
      handling: 'normal',
      invoicing: 'scheduled',
      transactionBundlingEnabled: false,
    },
  },
  accounts: { Owner: { data: { name: { type: 'string' } } } },
  constraintTables: {
    DeductibleByState: {
      selectionTimeBasis: 'policyStartTime',
      columns: {
        state: { dataType: 'string', makeDistinct: true },
        deductible: { dataType: 'string', makeDistinct: true },
      },
    },
    LimitByDeductible: {
      selectionTimeBasis: 'policyStartTime',
      columns: {
        deductible: { dataType: 'string', makeDistinct: true },
        limit: { dataType: 'string', makeDistinct: true },
      },
    },
  },
  coverageTerms: {
    Deductible: {
      type: 'deductible',
      options: { d250: { value: 250 }, d500: { value: 500 }, d1000: { value: 1000 } },
      value: {
        constraint: { table: 'DeductibleByState', column: 'deductible', where: { state: { key: 'state' } } },
      },
    },
  },
  products: {
    Home: {
      defaultDurationBasis: 'years',
      charges: ['premium'],
      contents: ['Dwelling!'],
      data: { state: { type: 'string' } },
    },
  },
  exposures: {
    Dwelling: {
      coverageTerms: ['Deductible'],
      data: {
        limit: {
          type: 'string',
          constraint: {
            table: 'LimitByDeductible',
            column: 'limit',
            where: { deductible: { key: 'Deductible' } },
          },
        },
      },
    },
  },
});

let s: TestServer;
let t: string;
let owner: string;
beforeAll(async () => {
  s = await startServer();
  const made = await s.admin.createTenant({ name: unique('terms'), body: withPlugins({}, config()) });
  expect(made.deploymentResult).toMatchObject({ isSuccess: true, errors: [] });
  t = made.locator;
  await uploadTable(
    s.admin,
    t,
    'constraint',
    'deductibles',
    'DeductibleByState',
    'state,deductible\nCA,d500\nCA,d1000\nTX,d1000\n',
  );
  await uploadTable(
    s.admin,
    t,
    'constraint',
    'limits',
    'LimitByDeductible',
    'deductible,limit\nd500,100k\nd1000,100k\nd1000,250k\n',
  );
  await groupOf(s.admin, t, '2020-01-01T00:00:00Z', ['deductibles', 'limits']);
  owner = (await s.admin.createAccount({ tenantLocator: t, body: { type: 'Owner', data: { name: 'Ada' } } }))
    .locator;
}, 120_000);
afterAll(() => s?.close());

const create = (state: string, deductible: string, limit?: string) =>
  s.admin.createQuote({
    tenantLocator: t,
    body: {
      productName: 'Home',
      accountLocator: owner,
      startTime: '2026-03-01T00:00:00Z',
      data: { state },
      elements: [
        { type: 'Dwelling', data: limit ? { limit } : {}, coverageTerms: { Deductible: deductible } },
      ],
    } as never,
  });
const problems = async (p: Promise<unknown>) => {
  const err = await failure(p);
  expect(err.status).toBe(422);
  return (err.problem?.errors ?? []).map((e: { location?: string; message: string }) => [
    e.location,
    e.message,
  ]);
};

describe("a coverage term's options narrowed by a constraint table", () => {
  it('takes an option the table allows for the element, and refuses another at its request path', async () => {
    const q = await create('CA', 'd500');
    expect(q.element.elements[0]!.coverageTerms).toEqual({ Deductible: 'd500' });
    expect(await problems(create('TX', 'd500'))).toEqual([
      [
        'body.elements[0].coverageTerms.Deductible',
        'Dwelling.Deductible: "d500" is not allowed by DeductibleByState.deductible (allowed: "d1000")',
      ],
    ]);
  });

  it('refuses an update choosing an option its state does not allow, naming setCoverageTerms', async () => {
    const q = await create('TX', 'd1000');
    const dwelling = q.element.elements[0]!;
    const err = await problems(
      s.admin.updateQuote({
        tenantLocator: t,
        locator: q.locator,
        body: {
          elements: [{ locator: dwelling.locator, setCoverageTerms: { Deductible: 'd500' } }],
        } as never,
      }),
    );
    expect(err.map(([where]) => where)).toEqual(['body.elements[0].setCoverageTerms.Deductible']);
    const kept = await s.admin.fetchQuote({ tenantLocator: t, locator: q.locator });
    expect(kept.element.elements[0]!.coverageTerms).toEqual({ Deductible: 'd1000' });
  });

  it('answers the allowed options by evaluation, with a prospective state, and lists the term in the dependency map', async () => {
    const q = await create('CA', 'd500');
    const key = q.element.elements[0]!.staticLocator;
    const ask = (body: Record<string, unknown>) =>
      s.admin.evaluateConstraintsForQuote({ tenantLocator: t, locator: q.locator, body: body as never });
    expect(await ask({ [key]: { Deductible: {} } })).toEqual({ [key]: { Deductible: ['d500', 'd1000'] } });
    expect(await ask({ [key]: { Deductible: { state: 'TX' } } })).toEqual({
      [key]: { Deductible: ['d1000'] },
    });
    const deps = await s.admin.fetchDependencyMapForQuote({ tenantLocator: t, locator: q.locator });
    expect(deps[key]!.Deductible).toEqual({
      table: 'DeductibleByState',
      column: 'deductible',
      where: { state: { staticLocator: q.element.staticLocator, fieldName: 'state', values: ['CA'] } },
    });
  });
});

describe('a field whose constraint binds a coverage term', () => {
  it("narrows the field by the element's chosen option", async () => {
    await create('CA', 'd1000', '250k');
    expect(await problems(create('CA', 'd500', '250k'))).toEqual([
      [
        'body.elements[0].data.limit',
        'Dwelling.limit: "250k" is not allowed by LimitByDeductible.limit (allowed: "100k")',
      ],
    ]);
  });
});

describe('at deploy', () => {
  it('refuses a term constraint whose where names nothing the elements taking it hold', async () => {
    const bad = config();
    bad.coverageTerms.Deductible.value.constraint.where = { state: { key: 'stat' } };
    bad.exposures.Dwelling.data.limit.constraint.where = { deductible: { key: 'Deductable' } };
    const err = await failure(s.admin.createTenant({ name: unique('terms'), body: withPlugins({}, bad) }));
    expect(err.status).toBe(422);
    const messages = (err.problem?.errors ?? []).map(
      (e: { location?: string; message: string }) => `${e.location}: ${e.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'coverageTerms.Deductible.value.constraint.where.state.key: "stat" is not a field or coverage term',
        ),
        expect.stringContaining(
          'exposures.Dwelling.data.limit.constraint.where.deductible.key: "Deductable" is not a field or coverage term',
        ),
      ]),
    );
  });
});
