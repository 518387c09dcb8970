// Payments to invoices and invoice items through the SDK: exact allocation, the oldest due first
// within the targets; an invoice settled when it owes nothing more, reopened by a reversal; an
// overpayment kept as the account's credit when the account is a target, refused otherwise; another
// account's invoice, another currency and another tenant's invoice refused with nothing written.
// The invoices are the job's, made by moving the tenant's clock past issued policies' terms' starts
// (a yearly plan: one invoice per policy, an item per Dwelling at its yearly rate, due at the start).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { account, acceptAndIssue, outbox } from '../support/policy.js';
import { paymentsConfig } from '../support/payments.js';
import { withPlugins } from '../support/plugins.js';
import { PLANS, RATE_PLUGIN, RATES, monthStart } from '../support/billing.js';

let s: TestServer;
let t: string;
/** Yearly invoices, and no delinquency plan: unpaid invoices stay as they are. */
const config = (currency = 'USD') =>
  withPlugins(
    { 'index.ts': RATE_PLUGIN },
    paymentsConfig({
      installmentPlans: PLANS,
      defaultInstallmentPlan: 'annual',
      defaultDelinquencyPlan: undefined,
      defaultCurrency: currency,
    }),
  ) as never;
beforeAll(async () => {
  s = await startServer({ env: { INSUITE_TEST_CONTROLS: 'true' } });
  t = (await s.admin.createTenant({ name: unique('payi'), body: config() })).locator;
  // After the terms of January and February 2027 started.
  await s.admin.setTenantTestClock({ tenantLocator: t, body: { now: monthStart(14) } });
}, 120_000);
afterAll(() => s.close());

const at = (locator: string) => ({ tenantLocator: t, locator });
type Target = {
  containerType: 'invoice' | 'invoiceItem' | 'account';
  containerLocator: string;
  amount?: number;
};
const pay = (amount: number, targets: Target[]) =>
  s.admin.createPayment({ tenantLocator: t, body: { type: 'standard', amount, data: {}, targets } });
const invoiceOf = async (id: string) => {
  const i = await s.admin.getInvoiceWithItems(at(id));
  return {
    state: i.invoiceState,
    remaining: i.totalRemainingAmount,
    settledTime: i.settledTime,
    unsettledTime: i.unsettledTime,
  };
};
const credit = async (accountLocator: string) =>
  (await s.admin.fetchAccountCredit({ tenantLocator: t, locator: accountLocator })).items;

type Construction = keyof typeof RATES;
/**
 * The invoice of a policy of the account starting at `startTime`, one Dwelling per construction:
 * issued, then the clock moved a minute so that the job invoices it. Its items by construction.
 */
async function invoiced(accountLocator: string, startTime: string, constructions: Construction[]) {
  const q = await s.admin.createQuote({
    tenantLocator: t,
    body: {
      productName: 'Homeowners',
      accountLocator,
      startTime,
      data: { channel: 'direct' },
      elements: constructions.map((constructionType) => ({
        type: 'Dwelling',
        data: { constructionType, yearBuilt: 1990 },
        elements: [
          { type: 'Contents', data: { limit: '25000' } },
          { type: 'Liability', data: { limit: '300000' } },
        ],
      })),
    },
  });
  const policyLocator = (await acceptAndIssue(s.admin, at(q.locator))).policyLocator!;
  await s.admin.advanceTenantTestClock({ tenantLocator: t, body: { duration: 'PT1M' } });
  const [invoice, ...more] = (await s.admin.fetchInvoicesForPolicy({ tenantLocator: t, policyLocator }))
    .items;
  expect(more).toEqual([]);
  expect(invoice!.dueTime).toBe(startTime);
  const items = (await s.admin.getInvoiceWithItems(at(invoice!.locator))).invoiceItems!;
  expect(items.map((x) => x.amount).sort()).toEqual(constructions.map((c) => Number(RATES[c])).sort());
  const item = (c: Construction) => items.find((x) => x.amount === Number(RATES[c]))!.locator;
  return { locator: invoice!.locator, item };
}

describe('a payment to invoices', () => {
  it('settles the oldest due first, exactly, and keeps the rest as credit when the account is a target', async () => {
    const a = (await account(s.admin, t)).locator;
    // February's owes 1250; January's, due first, 1000 and 777.
    const feb = await invoiced(a, monthStart(13), ['masonry']);
    const jan = await invoiced(a, monthStart(12), ['frame', 'superiorMasonry']);
    const p = await pay(1787, [
      { containerType: 'invoice', containerLocator: feb.locator },
      { containerType: 'invoice', containerLocator: jan.locator },
    ]);
    const preview = await s.admin.previewPaymentPost(at(p.locator));
    expect(preview.invoices?.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ locator: jan.locator, invoiceState: 'settled', remainingAmount: 0 }),
        expect.objectContaining({ locator: feb.locator, invoiceState: 'open', remainingAmount: 1240 }),
      ]),
    );
    const posted = await s.admin.postPayment(at(p.locator));
    expect(posted.targets).toEqual(
      [
        { containerType: 'invoiceItem', containerLocator: feb.item('masonry'), amount: 10 },
        { containerType: 'invoiceItem', containerLocator: jan.item('frame'), amount: 1000 },
        { containerType: 'invoiceItem', containerLocator: jan.item('superiorMasonry'), amount: 777 },
      ].sort((x, y) => (x.containerLocator < y.containerLocator ? -1 : 1)),
    );
    expect(await invoiceOf(jan.locator)).toMatchObject({
      state: 'settled',
      remaining: 0,
      settledTime: expect.any(String),
    });
    expect(await invoiceOf(feb.locator)).toMatchObject({ state: 'open', remaining: 1240 });

    // More than February still owes: refused unless the account is a target, then kept as credit.
    const over = await failure(pay(1245, [{ containerType: 'invoice', containerLocator: feb.locator }]));
    expect(over.status).toBe(422);
    expect(over.problem?.errors?.[0]?.location).toBe('body.amount');
    const q = await pay(1245, [
      { containerType: 'invoice', containerLocator: feb.locator },
      { containerType: 'account', containerLocator: a },
    ]);
    await s.admin.postPayment(at(q.locator));
    expect(await invoiceOf(feb.locator)).toMatchObject({ state: 'settled', remaining: 0 });
    expect(await credit(a)).toEqual([{ currency: 'USD', amount: 5 }]);

    // The payments of an invoice, and a reversal that reopens what it settled.
    const ofJan = await s.admin.fetchPaymentsForAnInvoice({ tenantLocator: t, locator: jan.locator });
    expect(ofJan.items.map((x) => x.locator)).toEqual([p.locator]);
    // The invoices of a payment: those it targets or settled.
    const targeted = await s.admin.fetchInvoicesTargetedByAPayment(at(p.locator));
    expect(targeted.items.map((x) => x.locator).sort()).toEqual([jan.locator, feb.locator].sort());
    await s.admin.reversePayment({ ...at(p.locator), body: { reversalType: 'chargeback' } });
    expect((await s.admin.fetchInvoicesTargetedByAPayment(at(p.locator))).items).toEqual([]);
    expect(
      (await s.admin.fetchInvoicesTargetedByAPayment({ ...at(p.locator), includeReversed: true })).items,
    ).toHaveLength(2);
    expect(await invoiceOf(jan.locator)).toMatchObject({
      state: 'open',
      remaining: 1777,
      unsettledTime: expect.any(String),
    });
    expect(await invoiceOf(feb.locator)).toMatchObject({ state: 'open', remaining: 10 });
    expect(await credit(a)).toEqual([{ currency: 'USD', amount: 5 }]);
    expect(
      (await s.admin.fetchPaymentsForAnInvoice({ tenantLocator: t, locator: jan.locator })).items,
    ).toEqual([]);
    const withReversed = await s.admin.fetchPaymentsForAnInvoice({
      tenantLocator: t,
      locator: jan.locator,
      includeReversed: true,
    });
    expect(withReversed.items.map((x) => [x.locator, x.paymentState])).toEqual([[p.locator, 'reversed']]);
    expect((await outbox(s, t)).filter((e) => e.type === 'payment.reverse')).toHaveLength(1);
  });

  it('places an amount given for an item on it, and refuses more than the item owes', async () => {
    const a = (await account(s.admin, t)).locator;
    const inv = await invoiced(a, monthStart(12), ['frame', 'superiorMasonry']);
    const e = await failure(
      pay(800, [
        { containerType: 'invoiceItem', containerLocator: inv.item('superiorMasonry'), amount: 800 },
      ]),
    );
    expect(e.problem?.errors?.map((x) => x.location)).toContain('body.targets[0].amount');
    const p = await pay(1000, [
      { containerType: 'invoice', containerLocator: inv.locator },
      { containerType: 'invoiceItem', containerLocator: inv.item('superiorMasonry'), amount: 777 },
    ]);
    const posted = await s.admin.postPayment(at(p.locator));
    expect(posted.targets.map((x) => [x.containerLocator, x.amount])).toEqual(
      expect.arrayContaining([
        [inv.item('frame'), 223],
        [inv.item('superiorMasonry'), 777],
      ]),
    );
    expect(await invoiceOf(inv.locator)).toMatchObject({ state: 'open', remaining: 777 });
  });
});

describe('bad input against invoices', () => {
  it('refuses another account, another currency and another tenant, with nothing written', async () => {
    const a = (await account(s.admin, t)).locator;
    const b = (await account(s.admin, t)).locator;
    const theirs = await invoiced(b, monthStart(12), ['frame']);
    // A policy issued while the configuration's currency was the euro has its invoices in euros.
    const deploy = async (currency: string) =>
      expect(
        (await s.admin.deployConfigZip({ tenantLocator: t, body: config(currency) })).deploymentResult
          .isSuccess,
      ).toBe(true);
    await deploy('EUR');
    const euros = await invoiced(a, monthStart(12), ['frame']);
    await deploy('USD');
    expect((await s.admin.getInvoiceWithItems(at(euros.locator))).currency).toBe('EUR');
    const count = async () => (await s.db('payments').where({ tenant_id: t })).length;
    const before = await count();
    const other = await failure(
      s.admin.createPayment({
        tenantLocator: t,
        body: {
          type: 'standard',
          amount: 5,
          accountLocator: a,
          data: {},
          targets: [{ containerType: 'invoice', containerLocator: theirs.locator }],
        },
      }),
    );
    expect(other.status).toBe(422);
    expect(other.problem?.errors?.map((x) => x.location)).toContain('body.targets[0].containerLocator');
    const currency = await failure(
      s.admin.createPayment({
        tenantLocator: t,
        body: {
          type: 'standard',
          amount: 5,
          currency: 'USD',
          data: {},
          targets: [{ containerType: 'invoice', containerLocator: euros.locator }],
        },
      }),
    );
    expect(currency.status).toBe(422);
    expect(currency.problem?.errors?.map((x) => x.location)).toContain('body.currency');
    const elsewhere = (await s.admin.createTenant({ name: unique('payj'), body: paymentsConfig() })).locator;
    const missing = await failure(
      s.admin.createPayment({
        tenantLocator: elsewhere,
        body: {
          type: 'standard',
          amount: 5,
          data: {},
          targets: [{ containerType: 'invoice', containerLocator: theirs.locator }],
        },
      }),
    );
    expect(missing.status).toBe(404);
    expect(
      (
        await failure(
          s.admin.fetchPaymentsForAnInvoice({ tenantLocator: elsewhere, locator: theirs.locator }),
        )
      ).status,
    ).toBe(404);
    expect(await count()).toBe(before);
    expect(await invoiceOf(theirs.locator)).toMatchObject({ state: 'open', remaining: 1000 });
  });
});
