// A field's `scope` (`QQ` quick quotes, `Q` quotes, `P` policies): checked at deploy, and enforced
// on every write of data. A field out of scope takes no value there (422 naming the field) and is
// required only where it is in scope; issuing a quote leaves a quote-only field's value behind;
// policy transactions hold only fields scoped `P`. A field without a scope is held everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { startServer, type TestServer } from '../support/server.js';

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
  dataTypes: {
    Driver: { data: { name: { type: 'string!' }, licence: { type: 'string!', scope: 'Q, P' } } },
  },
  products: {
    Car: {
      defaultDurationBasis: 'years',
      charges: ['premium'],
      data: {
        // Quotes and policies; required there, not on a quick quote.
        vin: { type: 'string!', scope: 'Q,P' },
        // Quick quotes only.
        estimate: { type: 'decimal', scope: 'QQ' },
        // Quotes only: left behind when the quote is issued.
        priorInsurer: { type: 'string', scope: 'Q' },
        // No scope: everywhere.
        color: { type: 'string' },
        driver: { type: 'Driver' },
      },
    },
  },
});

const PLUGIN = `
export const rate = ({ quote }) => ({
  items: [{ elementLocator: quote.element.locator, chargeType: 'premium', amount: '100' }],
});`;

let s: TestServer;
let t: string;
let owner: string;
beforeAll(async () => {
  s = await startServer();
  const made = await s.admin.createTenant({
    name: unique('scopes'),
    body: withPlugins({ 'index.js': PLUGIN }, config()),
  });
  expect(made.deploymentResult).toMatchObject({ isSuccess: true, errors: [], warnings: [] });
  t = made.locator;
  owner = (await s.admin.createAccount({ tenantLocator: t, body: { type: 'Owner', data: { name: 'Ada' } } }))
    .locator;
}, 120_000);
afterAll(() => s?.close());

const at = (locator: string) => ({ tenantLocator: t, locator });
const quickQuote = (data: Record<string, unknown>) =>
  s.admin.createQuickQuote({ tenantLocator: t, body: { productName: 'Car', data } });
const quote = (data: Record<string, unknown>) =>
  s.admin.createQuote({
    tenantLocator: t,
    body: { productName: 'Car', accountLocator: owner, startTime: '2026-03-01T00:00:00Z', data },
  });
const problems = async (p: Promise<unknown>) => {
  const err = await failure(p);
  expect(err.status).toBe(422);
  return (err.problem?.errors ?? []).map((e: { location?: string; message: string }) => [
    e.location,
    e.message,
  ]);
};

describe('on a quick quote', () => {
  it('takes the fields scoped QQ and those without a scope; a field scoped Q,P is not required', async () => {
    const qq = await quickQuote({ estimate: 12000, color: 'red', driver: { name: 'Ada' } });
    expect(qq.element.data).toEqual({ estimate: 12000, color: 'red', driver: { name: 'Ada' } });
  });

  it('refuses a field out of its scope, naming it and its scope, on create and update', async () => {
    expect(
      await problems(quickQuote({ vin: 'V1', priorInsurer: 'Acme', driver: { name: 'Ada', licence: 'L' } })),
    ).toEqual([
      ['body.data.vin', 'Car.vin: is out of scope on a quick quote: its scope is "Q,P"'],
      ['body.data.priorInsurer', 'Car.priorInsurer: is out of scope on a quick quote: its scope is "Q"'],
      [
        'body.data.driver.licence',
        'Car.driver.licence: is out of scope on a quick quote: its scope is "Q,P"',
      ],
    ]);
    const qq = await quickQuote({});
    expect(
      await problems(s.admin.updateQuickQuote({ ...at(qq.locator), body: { setData: { vin: 'V1' } } })),
    ).toEqual([['body.setData.vin', 'Car.vin: is out of scope on a quick quote: its scope is "Q,P"']]);
  });
});

describe('on a quote', () => {
  it('refuses a quick-quote field and requires a field scoped Q,P, nested ones too', async () => {
    expect(await problems(quote({ estimate: 1, driver: { name: 'Ada' } }))).toEqual([
      ['body.data.estimate', 'Car.estimate: is out of scope on a quote: its scope is "QQ"'],
      ['body.data.driver.licence', 'Car.driver.licence: is required'],
      ['body.data.vin', 'Car.vin: is required'],
    ]);
    const q = await quote({ vin: 'V1' });
    expect(
      await problems(s.admin.updateQuote({ ...at(q.locator), body: { setData: { estimate: 2 } } })),
    ).toEqual([['body.setData.estimate', 'Car.estimate: is out of scope on a quote: its scope is "QQ"']]);
  });
});

describe('issuing a quote, and the policy after it', () => {
  it('leaves a quote-only field on the quote; a change may not set it, and sets the fields scoped P', async () => {
    const q = await quote({
      vin: 'V1',
      priorInsurer: 'Acme',
      color: 'red',
      driver: { name: 'Ada', licence: 'L' },
    });
    await s.admin.acceptQuote(at(q.locator));
    const issued = await s.admin.issueQuote(at(q.locator));
    expect((await s.admin.fetchQuote(at(q.locator))).element.data.priorInsurer).toBe('Acme');
    const policy = await s.admin.fetchPolicy(at(issued.policyLocator!));
    const issuance = await s.admin.fetchTransaction(at(policy.issuedTransactionLocator));
    expect(issuance.element.data).toEqual({ vin: 'V1', color: 'red', driver: { name: 'Ada', licence: 'L' } });

    const change = (setData: Record<string, unknown>) =>
      s.admin.changePolicy({
        ...at(policy.locator),
        body: [
          { action: 'params', effectiveTime: '2026-06-01T00:00:00Z' },
          { action: 'modify', staticLocator: issuance.element.staticLocator, setData },
        ],
      });
    const refused = await change({ priorInsurer: 'Other', estimate: 3 });
    const label = `element ${issuance.element.staticLocator} (Car)`;
    expect(await problems(s.admin.validateTransaction(at(refused.locator)))).toEqual([
      [`${label}.data.priorInsurer`, 'Car.priorInsurer: is out of scope on a policy: its scope is "Q"'],
      [`${label}.data.estimate`, 'Car.estimate: is out of scope on a policy: its scope is "QQ"'],
    ]);
    const fine = await change({ vin: 'V2', color: 'blue' });
    await s.admin.acceptTransaction(at(fine.locator));
    const done = await s.admin.issueTransaction(at(fine.locator));
    expect(done.element.data).toEqual({ vin: 'V2', color: 'blue', driver: { name: 'Ada', licence: 'L' } });
  });
});

describe('at deploy', () => {
  it('refuses a scope that is empty, repeats itself, names an unknown scope, or has P without Q', async () => {
    const bad = config() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const data = bad.products.Car.data;
    data.vin.scope = 'P';
    data.estimate.scope = 'q,QQ';
    data.priorInsurer.scope = 'Q,Q';
    data.color.scope = '';
    data.driver.scope = 'Q,,P';
    bad.dataTypes.Driver.data.licence.scope = 'quote';
    bad.accounts.Owner.data.name.scope = 'Q';
    const r = await s.admin.deployConfigZip({
      tenantLocator: t,
      body: withPlugins({ 'index.js': PLUGIN }, bad) as never,
    });
    expect(r.deploymentResult.isSuccess).toBe(false);
    expect(r.deploymentResult.errors).toEqual([
      'products.Car.data.vin.scope: "P" needs "Q" as well: a quote holds all the data its policy is issued with',
      'products.Car.data.estimate.scope: "q" is not a scope (one of QQ, Q, P); did you mean "Q"?',
      'products.Car.data.priorInsurer.scope: lists "Q" more than once',
      'products.Car.data.color.scope: is empty; it lists one or more of QQ, Q, P, separated by commas ("Q,P")',
      'products.Car.data.driver.scope: "Q,,P" has an empty entry between commas',
      'dataTypes.Driver.data.licence.scope: "quote" is not a scope (one of QQ, Q, P); did you mean "Q"?',
    ]);
    // Scopes name quick quotes, quotes and policies: on an account's field a scope does nothing.
    expect(r.deploymentResult.warnings).toEqual([
      "accounts.Owner.data.name.scope: has no effect on an account's field: a scope says which of quick quotes, quotes and policies hold a field",
    ]);
  });
});
