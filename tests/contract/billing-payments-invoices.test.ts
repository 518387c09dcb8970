// Payments to invoices and invoice items through the SDK: exact allocation, the oldest due first
// within the targets; an invoice settled when it owes nothing more, reopened by a reversal; an
// overpayment kept as the account's credit when the account is a target, refused otherwise; another
// account's invoice, another currency and another tenant's invoice refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { account, outbox } from '../support/policy.js';
import { openInvoice, paymentsConfig } from '../support/payments.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = (await s.admin.createTenant({ name: unique('payi'), body: paymentsConfig() })).locator;
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
const invoiceRow = async (id: string) =>
  (await s
    .db('invoices')
    .where({ id })
    .first('state', 'remaining_amount', 'settled_time', 'unsettled_time')) as {
    state: string;
    remaining_amount: string;
    settled_time: string | null;
    unsettled_time: string | null;
  };
const credit = async (accountLocator: string) =>
  (await s.admin.fetchAccountCredit({ tenantLocator: t, locator: accountLocator })).items;

describe('a payment to invoices', () => {
  it('settles the oldest due first, exactly, and keeps the rest as credit when the account is a target', async () => {
    const a = (await account(s.admin, t)).locator;
    const feb = await openInvoice(s.db, t, {
      accountId: a,
      dueTime: '2027-02-15T06:00:00.000Z',
      amounts: ['50.00'],
    });
    const jan = await openInvoice(s.db, t, {
      accountId: a,
      dueTime: '2027-01-15T06:00:00.000Z',
      amounts: ['40.00', '10.01'],
    });
    const p = await pay(60.01, [
      { containerType: 'invoice', containerLocator: feb.locator },
      { containerType: 'invoice', containerLocator: jan.locator },
    ]);
    const preview = await s.admin.previewPaymentPost(at(p.locator));
    expect(preview.invoices?.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ locator: jan.locator, invoiceState: 'settled', remainingAmount: 0 }),
        expect.objectContaining({ locator: feb.locator, invoiceState: 'open', remainingAmount: 40 }),
      ]),
    );
    const posted = await s.admin.postPayment(at(p.locator));
    expect(posted.targets).toEqual(
      [
        { containerType: 'invoiceItem', containerLocator: feb.items[0]!, amount: 10 },
        { containerType: 'invoiceItem', containerLocator: jan.items[0]!, amount: 40 },
        { containerType: 'invoiceItem', containerLocator: jan.items[1]!, amount: 10.01 },
      ].sort((x, y) => (x.containerLocator < y.containerLocator ? -1 : 1)),
    );
    expect(await invoiceRow(jan.locator)).toMatchObject({
      state: 'settled',
      remaining_amount: '0',
      settled_time: expect.any(String),
    });
    expect(await invoiceRow(feb.locator)).toMatchObject({ state: 'open', remaining_amount: '40' });

    // More than February still owes: refused unless the account is a target, then kept as credit.
    const over = await failure(pay(45, [{ containerType: 'invoice', containerLocator: feb.locator }]));
    expect(over.status).toBe(422);
    expect(over.problem?.errors?.[0]?.location).toBe('body.amount');
    const q = await pay(45, [
      { containerType: 'invoice', containerLocator: feb.locator },
      { containerType: 'account', containerLocator: a },
    ]);
    await s.admin.postPayment(at(q.locator));
    expect(await invoiceRow(feb.locator)).toMatchObject({ state: 'settled', remaining_amount: '0' });
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
    expect(await invoiceRow(jan.locator)).toMatchObject({
      state: 'open',
      remaining_amount: '50.01',
      unsettled_time: expect.any(String),
    });
    expect(await invoiceRow(feb.locator)).toMatchObject({ state: 'open', remaining_amount: '10' });
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
    const inv = await openInvoice(s.db, t, {
      accountId: a,
      dueTime: '2027-01-15T06:00:00.000Z',
      amounts: ['30', '20'],
    });
    const e = await failure(
      pay(25, [{ containerType: 'invoiceItem', containerLocator: inv.items[1]!, amount: 25 }]),
    );
    expect(e.problem?.errors?.map((x) => x.location)).toContain('body.targets[0].amount');
    const p = await pay(25, [
      { containerType: 'invoice', containerLocator: inv.locator },
      { containerType: 'invoiceItem', containerLocator: inv.items[1]!, amount: 20 },
    ]);
    const posted = await s.admin.postPayment(at(p.locator));
    expect(posted.targets.map((x) => [x.containerLocator, x.amount])).toEqual(
      expect.arrayContaining([
        [inv.items[0], 5],
        [inv.items[1], 20],
      ]),
    );
    expect(await invoiceRow(inv.locator)).toMatchObject({ state: 'open', remaining_amount: '25' });
  });
});

describe('bad input against invoices', () => {
  it('refuses another account, another currency and another tenant, with nothing written', async () => {
    const a = (await account(s.admin, t)).locator;
    const b = (await account(s.admin, t)).locator;
    const theirs = await openInvoice(s.db, t, {
      accountId: b,
      dueTime: '2027-01-15T06:00:00.000Z',
      amounts: ['10'],
    });
    const euros = await openInvoice(s.db, t, {
      accountId: a,
      dueTime: '2027-01-15T06:00:00.000Z',
      amounts: ['10'],
      currency: 'EUR',
    });
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
    expect(await invoiceRow(theirs.locator)).toMatchObject({ state: 'open', remaining_amount: '10' });
  });
});
