// Invoices through the SDK, on a server made for tests: the job generates each installment's
// invoice when the tenant's clock reaches its generate time (the move answers once they are made,
// with their invoice.generate events), catching up on every generate time a move passes; the
// invoices sum to the installments due so far. Then what is done to an invoice: its items and
// details, lists by account, policy and quote, numbers, autopay, write-off, settling one of zero or
// less, early invoicing, previews for a quote and a transaction; bad input (a 4xx naming the field,
// nothing written) and another tenant's invoice answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { outbox, quote } from '../support/policy.js';
import { withPlugins } from '../support/plugins.js';
import { RATE_PLUGIN, billingConfig, cents, daysBefore, monthStart } from '../support/billing.js';

let s: TestServer;
let t: string;
let other: string;
beforeAll(async () => {
  s = await startServer({ env: { INSUITE_TEST_CONTROLS: 'true' } });
  const tenant = async () =>
    (
      await s.admin.createTenant({
        name: unique('inv'),
        body: withPlugins({ 'index.ts': RATE_PLUGIN }, billingConfig()) as never,
      })
    ).locator;
  t = await tenant();
  other = await tenant();
}, 120_000);
afterAll(() => s.close());

const at = (locator: string, tenantLocator = t) => ({ tenantLocator, locator });
const advance = (duration: string, tenantLocator = t) =>
  s.admin.advanceTenantTestClock({ tenantLocator, body: { duration } });
const setClock = (now: string, tenantLocator = t) =>
  s.admin.setTenantTestClock({ tenantLocator, body: { now } });

/** A one-year frame policy from January 2027 (Chicago), monthly: 83.37 then eleven of 83.33. */
async function policy(tenantLocator = t) {
  const q = await quote(s.admin, tenantLocator, {
    startTime: monthStart(12),
    dwelling: { constructionType: 'frame', yearBuilt: 1990 },
  });
  await s.admin.acceptQuote(at(q.locator, tenantLocator));
  const issued = await s.admin.issueQuote(at(q.locator, tenantLocator));
  return {
    quoteLocator: q.locator,
    ...(await s.admin.fetchPolicy(at(issued.policyLocator!, tenantLocator))),
  };
}
const invoicesOf = async (policyLocator: string, tenantLocator = t) =>
  (await s.admin.fetchInvoicesForPolicy({ tenantLocator, policyLocator, includeZeroAmountInvoices: true }))
    .items;
const installmentsOf = async (policyLocator: string) =>
  (await s.admin.fetchInstallmentsForPolicy({ tenantLocator: t, policyLocator, count: 1000 })).items;

describe('invoices on the clock', () => {
  it('are generated when the clock reaches each generate time, with their events, and sum to the installments due', async () => {
    await setClock('2026-12-01T12:00:00.000Z');
    const p = await policy();
    expect(await invoicesOf(p.locator)).toEqual([]);

    // Ten days before the term starts the first installment's invoice is generated, due at the start.
    await advance('P21D'); // 22 December, noon in Chicago
    const [first, ...none] = await invoicesOf(p.locator);
    expect(none).toEqual([]);
    expect(first).toMatchObject({
      accountLocator: p.accountLocator,
      invoiceState: 'open',
      invoiceType: 'normal',
      totalAmount: 83.37,
      totalRemainingAmount: 83.37,
      currency: 'USD',
      timezone: 'America/Chicago',
      startTime: monthStart(12),
      endTime: monthStart(13),
      dueTime: monthStart(12),
    });
    const full = await s.admin.getInvoiceWithItems(at(first!.locator));
    expect(full.invoiceItems).toHaveLength(1);
    expect(full.invoiceItems![0]).toMatchObject({
      chargeType: 'premium',
      amount: 83.37,
      remainingAmount: 83.37,
    });
    const generated = (await outbox(s, t)).filter((e) => e.type === 'invoice.generate');
    expect(generated.map((e) => e.data.locator)).toEqual([first!.locator]);
    expect(generated[0]!.data).toMatchObject({ totalAmount: 83.37, invoiceState: 'open' });

    // A move past three generate times catches up on each: one invoice per installment, no gap.
    await advance('P3M');
    const invoices = await invoicesOf(p.locator);
    const installments = await installmentsOf(p.locator);
    const now = (await s.admin.fetchTenantTestClock({ tenantLocator: t })).now;
    const due = installments.filter((i) => i.generateTime <= now);
    expect(invoices).toHaveLength(due.length);
    expect(due.length).toBe(4);
    expect(cents(invoices.map((i) => i.totalAmount!))).toBe(
      cents(due.flatMap((i) => i.installmentItems.map((x) => x.amount))),
    );
    for (const i of due) expect(i.invoiceLocator).toBeDefined();
    expect(
      installments.filter((i) => i.generateTime > now).every((i) => i.invoiceLocator === undefined),
    ).toBe(true);
    // Each installment item invoiced names the invoice item it went on, and that item names it back.
    for (const i of due) {
      const inv = await s.admin.getInvoiceWithItems(at(i.invoiceLocator!));
      for (const x of i.installmentItems) {
        const item = inv.invoiceItems!.find((y) => y.locator === x.invoiceItemLocator);
        expect(item, `installment item ${x.locator}`).toBeDefined();
        expect(item!.installmentItemLocators).toContain(x.locator);
      }
    }
    for (const i of installments.filter((x) => x.generateTime > now))
      expect(i.installmentItems.every((x) => x.invoiceItemLocator === undefined)).toBe(true);

    // A move that passes no generate time makes nothing, and nothing twice.
    await advance('PT1H');
    expect(await invoicesOf(p.locator)).toHaveLength(4);

    const details = await s.admin.fetchInvoiceDetails(at(first!.locator));
    expect(details).toMatchObject({
      invoiceLocator: first!.locator,
      totalAmount: 83.37,
      invoiceState: 'open',
    });
    expect(details.invoiceSummaries[0]!.policyLocator).toBe(p.locator);
    expect(details.invoiceSummaries[0]!.invoiceItemSummaries[0]!.installmentItemSummaries[0]).toMatchObject({
      installmentLocator: due[0]!.locator,
      transactionLocator: p.issuedTransactionLocator,
      amount: 83.37,
    });
    const byAccount = await s.admin.fetchInvoicesForAccount({
      tenantLocator: t,
      accountLocator: p.accountLocator,
    });
    expect(byAccount.items.map((i) => i.locator)).toEqual(invoices.map((i) => i.locator));
    const byQuote = await s.admin.fetchInvoicesForQuote({ tenantLocator: t, quoteLocator: p.quoteLocator });
    expect(byQuote.items.map((i) => i.locator)).toEqual(invoices.map((i) => i.locator));
  });
});

describe('what is done to an invoice', () => {
  it('numbers: generated in sequence, set, fetched by number; a number taken answers 422 naming it', async () => {
    await setClock('2026-12-23T12:00:00.000Z');
    const p = await policy();
    await advance('PT1M');
    const [a] = await invoicesOf(p.locator);
    const numbered = await s.admin.generateInvoiceNumber(at(a!.locator));
    expect(numbered.invoiceNumber).toMatch(/^\d{6}$/);
    expect((await failure(s.admin.generateInvoiceNumber(at(a!.locator)))).status).toBe(409);
    expect(
      (
        await s.admin.fetchInvoiceWithNumber({ tenantLocator: t, invoiceNumber: numbered.invoiceNumber! })
      ).map((i) => i.locator),
    ).toEqual([a!.locator]);
    const q = await policy();
    await advance('PT1M');
    const [b] = await invoicesOf(q.locator);
    const taken = await failure(
      s.admin.setInvoiceNumber({ ...at(b!.locator), invoiceNumber: numbered.invoiceNumber! }),
    );
    expect(taken.status).toBe(422);
    expect(taken.problem?.errors?.[0]?.location).toBe('query.invoiceNumber');
    expect((await s.admin.getInvoiceWithItems(at(b!.locator))).invoiceNumber).toBeUndefined();
    const set = await s.admin.setInvoiceNumber({ ...at(b!.locator), invoiceNumber: 'INV-7' });
    expect(set.invoiceNumber).toBe('INV-7');
    expect(await s.admin.fetchInvoiceWithNumber({ tenantLocator: t, invoiceNumber: 'nobody' })).toEqual([]);
  });

  it('autopay is updated; a write-off settles what remains, once; settling an invoice of more than zero is refused', async () => {
    await setClock('2026-12-23T12:00:00.000Z');
    const p = await policy();
    await advance('PT1M');
    const [a] = await invoicesOf(p.locator);
    const updated = await s.admin.updateInvoice({
      ...at(a!.locator),
      body: { autopayTime: monthStart(12), suppressAutopay: true },
    });
    expect(updated.autopayTime).toBe(monthStart(12));
    expect((await failure(s.admin.settleNegativeOrZeroInvoice(at(a!.locator)))).status).toBe(409);
    const w = await s.admin.writeOffInvoice(at(a!.locator));
    expect(w).toMatchObject({ amount: 83.37, writeOffState: 'distributed', creditType: 'writeOff' });
    const after = await s.admin.getInvoiceWithItems(at(a!.locator));
    expect(after).toMatchObject({ invoiceState: 'settled', totalRemainingAmount: 0 });
    expect(after.settledTime).toBeDefined();
    expect((await failure(s.admin.writeOffInvoice(at(a!.locator)))).status).toBe(409);
  });

  it("early invoicing invoices named installments now; a cancellation's negative invoice is settled to the account", async () => {
    await setClock('2027-02-15T12:00:00.000Z');
    const p = await policy();
    await advance('PT1M'); // the invoices of January and February
    const cancel = await s.admin.cancelPolicy({
      ...at(p.locator),
      body: { action: 'params', effectiveTime: monthStart(18) },
    });
    await s.admin.acceptTransaction(at(cancel.locator));
    await s.admin.issueTransaction(at(cancel.locator));
    const fromCancel = (
      await s.admin.fetchInstallmentsForPolicyTransaction({
        tenantLocator: t,
        transactionLocator: cancel.locator,
      })
    ).items;
    expect(fromCancel.length).toBeGreaterThan(0);

    const before = (await invoicesOf(p.locator)).length;
    const bad = await failure(
      s.admin.initiateEarlyInvoicing({
        tenantLocator: t,
        body: {
          ignoreHolds: false,
          installmentLocators: [fromCancel[0]!.locator, '01ARZ3NDEKTSV4RRFFQ69G5FAV'],
        },
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.problem?.errors?.[0]?.location).toBe('body.installmentLocators[1]');
    expect(await invoicesOf(p.locator)).toHaveLength(before);

    const early = await s.admin.initiateEarlyInvoicing({
      tenantLocator: t,
      body: { ignoreHolds: false, installmentLocators: fromCancel.map((i) => i.locator) },
    });
    expect(early.candidateInstallmentsCount).toBe(fromCancel.length);
    const negative = (await invoicesOf(p.locator)).find((i) => i.totalAmount! < 0)!;
    expect(cents([negative.totalAmount!])).toBe(
      cents(fromCancel.flatMap((i) => i.installmentItems.map((x) => x.amount))),
    );
    expect((await failure(s.admin.writeOffInvoice(at(negative.locator)))).status).toBe(409);
    const settled = await s.admin.settleNegativeOrZeroInvoice(at(negative.locator));
    expect(settled.items[0]).toMatchObject({
      creditDistributionState: 'executed',
      amount: -negative.totalAmount!,
      targets: [{ containerType: 'account', containerLocator: p.accountLocator }],
    });
    expect((await s.admin.getInvoiceWithItems(at(negative.locator))).invoiceState).toBe('settled');
    // Invoiced early: the job leaves those installments alone when their generate times come.
    await advance('P1Y');
    const all = await invoicesOf(p.locator);
    const installments = await installmentsOf(p.locator);
    expect(all).toHaveLength(new Set(installments.map((i) => i.invoiceLocator)).size);
    expect(cents(all.map((i) => i.totalAmount!))).toBe(
      cents(installments.flatMap((i) => i.installmentItems.map((x) => x.amount))),
    );
  });

  it("previews a quote's invoices and a transaction's, writing nothing", async () => {
    await setClock('2026-12-01T12:00:00.000Z');
    const q = await quote(s.admin, t, {
      startTime: monthStart(12),
      dwelling: { constructionType: 'frame', yearBuilt: 1990 },
    });
    await s.admin.acceptQuote(at(q.locator));
    const count = async () => Number((await s.db('invoices').count({ n: '*' }))[0]!.n);
    const before = await count();
    const previews = await s.admin.previewInvoicesForQuote({ tenantLocator: t, locator: q.locator });
    expect(previews.map((p) => p.totalAmount)).toEqual([83.37, ...Array(11).fill(83.33)]);
    expect(previews[0]).toMatchObject({
      generateTime: daysBefore(monthStart(12), 10),
      dueTime: monthStart(12),
    });
    expect(previews[0]!.invoiceItems[0]).toMatchObject({
      elementType: 'Dwelling',
      chargeType: 'premium',
      quoteLocator: q.locator,
    });
    expect(
      await s.admin.previewInvoicesForQuote({ tenantLocator: t, locator: q.locator, count: 2 }),
    ).toHaveLength(2);

    const p = await policy();
    const change = await s.admin.changePolicy({
      ...at(p.locator),
      body: [
        { action: 'params', effectiveTime: monthStart(18) },
        {
          action: 'add',
          elements: [{ type: 'Dwelling', data: { constructionType: 'masonry', yearBuilt: 2001 } }],
        },
      ],
    });
    await s.admin.priceTransaction(at(change.locator));
    const forChange = await s.admin.previewInvoicesForTransaction({
      tenantLocator: t,
      locator: change.locator,
    });
    expect(forChange).toHaveLength(6);
    expect(cents(forChange.map((x) => x.totalAmount))).toBe(62_500);
    expect(await count()).toBe(before);
  });
});

describe('bad input', () => {
  it("answers 404 for another tenant's invoice, and 400 naming an update's field", async () => {
    await setClock('2026-12-23T12:00:00.000Z');
    const p = await policy();
    await advance('PT1M');
    const [a] = await invoicesOf(p.locator);
    for (const call of [
      () => s.admin.getInvoiceWithItems(at(a!.locator, other)),
      () => s.admin.fetchInvoiceDetails(at(a!.locator, other)),
      () => s.admin.writeOffInvoice(at(a!.locator, other)),
      () => s.admin.fetchInvoicesForPolicy({ tenantLocator: other, policyLocator: p.locator }),
    ])
      expect((await failure(call())).status).toBe(404);
    expect((await s.admin.getInvoiceWithItems(at(a!.locator))).invoiceState).toBe('open');
    const bad = await failure(
      s.admin.updateInvoice({
        ...at(a!.locator),
        body: { autopayTime: 'soon', suppressAutopay: false } as never,
      }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.problem)).toMatch(/autopayTime/);
  });
});
