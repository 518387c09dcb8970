// Invoicing plans through the SDK, on a server made for tests: an account names its plan (else the
// configuration's default applies); an invoice carries the plan's fee in its currency as an item of
// its own (`invoiceFee`), waived, summed or not; the plan's grouping decides which installments a
// run puts on one invoice; a cancellation consolidates the policy's future (or all) installments on
// one invoice at its issue. Bad input (a plan the configuration does not declare) is a 4xx naming
// the field, and a deploy naming an undeclared default plan is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { outbox, quote } from '../support/policy.js';
import { withPlugins } from '../support/plugins.js';
import { RATE_PLUGIN, billingConfig, cents, monthStart } from '../support/billing.js';

const GROUP_BY_GENERATE = { matching: 'generateTime', window: 'start' };
const INVOICING = {
  flat: {
    invoiceFeeHandling: 'max',
    invoiceFeeAmounts: { USD: 2.5 },
    consolidateInvoicesOnCancellation: 'none',
    installmentGrouping: GROUP_BY_GENERATE,
  },
  waived: {
    invoiceFeeHandling: 'waive',
    invoiceFeeAmounts: { USD: 2.5 },
    consolidateInvoicesOnCancellation: 'none',
    installmentGrouping: GROUP_BY_GENERATE,
  },
  euro: {
    invoiceFeeHandling: 'max',
    invoiceFeeAmounts: { EUR: 3 },
    consolidateInvoicesOnCancellation: 'none',
    installmentGrouping: GROUP_BY_GENERATE,
  },
  together: {
    invoiceFeeHandling: 'sum',
    invoiceFeeAmounts: { USD: 2 },
    consolidateInvoicesOnCancellation: 'none',
    installmentGrouping: { matching: 'all', window: 'start' },
  },
  catchUp: {
    invoiceFeeHandling: 'max',
    invoiceFeeAmounts: { USD: 2 },
    consolidateInvoicesOnCancellation: 'none',
    installmentGrouping: { matching: 'generateTime', window: 'catchUp' },
  },
  future: {
    invoiceFeeHandling: 'waive',
    invoiceFeeAmounts: {},
    consolidateInvoicesOnCancellation: 'future',
    installmentGrouping: GROUP_BY_GENERATE,
  },
  all: {
    invoiceFeeHandling: 'waive',
    invoiceFeeAmounts: {},
    consolidateInvoicesOnCancellation: 'all',
    installmentGrouping: GROUP_BY_GENERATE,
  },
};
const config = () => billingConfig('monthly', { invoicingPlans: INVOICING, defaultInvoicingPlan: 'flat' });

let s: TestServer;
let t: string;
beforeAll(async () => {
  // No poll: the job runs when the clock moves, so what it has not yet invoiced is seen as such.
  s = await startServer({ env: { INSUITE_TEST_CONTROLS: 'true', INSUITE_BILLING_POLL_MS: '86400000' } });
  t = (
    await s.admin.createTenant({
      name: unique('invp'),
      body: withPlugins({ 'index.ts': RATE_PLUGIN }, config()) as never,
    })
  ).locator;
}, 120_000);
afterAll(() => s.close());

const at = (locator: string) => ({ tenantLocator: t, locator });
const advance = (duration: string) =>
  s.admin.advanceTenantTestClock({ tenantLocator: t, body: { duration } });
const setClock = (now: string) => s.admin.setTenantTestClock({ tenantLocator: t, body: { now } });
const clockNow = async () => (await s.admin.fetchTenantTestClock({ tenantLocator: t })).now;

const account = (invoicingPlanName?: string) =>
  s.admin.createAccount({
    tenantLocator: t,
    body: {
      type: 'ConsumerAccount',
      data: { firstName: 'Ada' },
      ...(invoicingPlanName !== undefined ? { invoicingPlanName } : {}),
    },
  });

/** A one-year frame policy from January 2027 (Chicago), monthly: 83.37 then eleven of 83.33. */
async function policy(invoicingPlanName?: string) {
  const a = await account(invoicingPlanName);
  const q = await quote(s.admin, t, {
    accountLocator: a.locator,
    startTime: monthStart(12),
    dwelling: { constructionType: 'frame', yearBuilt: 1990 },
  });
  await s.admin.acceptQuote(at(q.locator));
  const issued = await s.admin.issueQuote(at(q.locator));
  return { quoteLocator: q.locator, ...(await s.admin.fetchPolicy(at(issued.policyLocator!))) };
}
const invoicesOf = async (policyLocator: string) =>
  (
    await s.admin.fetchInvoicesForPolicy({
      tenantLocator: t,
      policyLocator,
      includeZeroAmountInvoices: true,
      count: 1000,
    })
  ).items;
const withItems = (locator: string) => s.admin.getInvoiceWithItems(at(locator));
const installmentsOf = async (policyLocator: string) =>
  (await s.admin.fetchInstallmentsForPolicy({ tenantLocator: t, policyLocator, count: 1000 })).items;
const installmentCents = (xs: { installmentItems: { amount: number }[] }[]) =>
  cents(xs.flatMap((i) => i.installmentItems.map((x) => x.amount)));
const feeOf = (inv: { invoiceItems?: { chargeCategory: string; amount: number }[] }) =>
  cents((inv.invoiceItems ?? []).filter((x) => x.chargeCategory === 'invoiceFee').map((x) => x.amount));

async function cancel(policyLocator: string, effectiveTime: string) {
  const c = await s.admin.cancelPolicy({
    ...at(policyLocator),
    body: { action: 'params', effectiveTime },
  });
  await s.admin.acceptTransaction(at(c.locator));
  return s.admin.issueTransaction(at(c.locator));
}

describe('the plan of an account', () => {
  it('is named on the account, shown, changed; a plan the configuration does not declare is a 422 naming the field', async () => {
    const a = await account('waived');
    expect(a.invoicingPlanName).toBe('waived');
    expect((await s.admin.fetchAccount(at(a.locator))).invoicingPlanName).toBe('waived');
    const changed = await s.admin.updateAccount({
      ...at(a.locator),
      body: { invoicingPlanName: 'together' },
    });
    expect(changed.invoicingPlanName).toBe('together');
    expect((await account()).invoicingPlanName).toBeUndefined();

    const e = await failure(account('weekly'));
    expect(e.status).toBe(422);
    expect(e.problem?.errors?.map((x) => x.location)).toEqual(['body.invoicingPlanName']);
    const u = await failure(s.admin.updateAccount({ ...at(a.locator), body: { invoicingPlanName: 'nope' } }));
    expect(u.status).toBe(422);
    expect(u.problem?.errors?.map((x) => x.location)).toEqual(['body.invoicingPlanName']);
    expect((await s.admin.fetchAccount(at(a.locator))).invoicingPlanName).toBe('together');
  });

  it('refuses a deploy whose default plan is not declared, or whose fee is finer than its currency, naming the field', async () => {
    const r = await s.admin.deployConfigZip({
      tenantLocator: t,
      body: withPlugins(
        { 'index.ts': RATE_PLUGIN },
        billingConfig('monthly', {
          invoicingPlans: { ...INVOICING, flat: { ...INVOICING.flat, invoiceFeeAmounts: { USD: 2.505 } } },
          defaultInvoicingPlan: 'flta',
        }),
      ) as never,
    });
    expect(r.deploymentResult.isSuccess).toBe(false);
    const text = r.deploymentResult.errors.join('\n');
    expect(text).toMatch(/defaultInvoicingPlan.*"flta".*did you mean "flat"/);
    expect(text).toMatch(/invoicingPlans\.flat\.invoiceFeeAmounts\.USD/);
  });
});

describe('invoice fees', () => {
  it("an invoice carries its plan's fee in its currency as an item of its own; waived or in another currency, none", async () => {
    await setClock('2026-12-01T12:00:00.000Z');
    const byDefault = await policy();
    const waived = await policy('waived');
    const euro = await policy('euro');

    // The preview of a quote shows the fee it would carry.
    const [preview] = await s.admin.previewInvoicesForQuote({
      tenantLocator: t,
      locator: byDefault.quoteLocator,
    });
    expect(preview!.totalAmount).toBe(85.87);
    expect(preview!.invoiceItems.find((x) => x.chargeCategory === 'invoiceFee')).toMatchObject({
      chargeType: 'invoiceFee',
      amount: 2.5,
    });

    await advance('P21D'); // the first generate time
    const [inv] = await invoicesOf(byDefault.locator);
    expect(inv).toMatchObject({ totalAmount: 85.87, totalRemainingAmount: 85.87 });
    const full = await withItems(inv!.locator);
    expect(full.invoiceItems).toHaveLength(2);
    expect(full.invoiceItems![1]).toMatchObject({
      chargeType: 'invoiceFee',
      chargeCategory: 'invoiceFee',
      amount: 2.5,
      remainingAmount: 2.5,
      policyLocator: byDefault.locator,
      installmentItemLocators: [],
      transactionLocators: [],
    });
    // The invoice sums its installments and its fee; the event carries both.
    const invoiced = (await installmentsOf(byDefault.locator)).filter(
      (i) => i.invoiceLocator === inv!.locator,
    );
    expect(cents([inv!.totalAmount!])).toBe(installmentCents(invoiced) + 250);
    const event = (await outbox(s, t)).find(
      (e) => e.type === 'invoice.generate' && e.data.locator === inv!.locator,
    );
    expect(event!.data).toMatchObject({ totalAmount: 85.87 });

    for (const p of [waived, euro]) {
      const [x] = await invoicesOf(p.locator);
      expect(x!.totalAmount).toBe(83.37);
      expect(feeOf(await withItems(x!.locator))).toBe(0);
    }

    // What is owed includes the fee: writing the invoice off writes it off too.
    const w = await s.admin.writeOffInvoice(at(inv!.locator));
    expect(w.amount).toBe(85.87);
  });
});

describe("a quote's own invoice fee", () => {
  it("replaces its plan's fee amount on its policy's invoices; shown on the quote and the policy; a bad amount is a 422 naming the field", async () => {
    await setClock('2026-12-01T12:00:00.000Z');
    const a = await account('together'); // `sum`, 2 USD per generate time
    const q = await quote(s.admin, t, {
      accountLocator: a.locator,
      startTime: monthStart(12),
      dwelling: { constructionType: 'frame', yearBuilt: 1990 },
    });
    for (const [amount, location] of [
      [-1, 'body.invoiceFeeAmount'],
      [1.005, 'body.invoiceFeeAmount'],
    ] as const) {
      const e = await failure(s.admin.updateQuote({ ...at(q.locator), body: { invoiceFeeAmount: amount } }));
      expect(e.status).toBe(422);
      expect(e.problem?.errors?.map((x) => x.location)).toEqual([location]);
    }
    const created = await failure(
      s.admin.createQuote({
        tenantLocator: t,
        body: {
          productName: 'Homeowners',
          accountLocator: a.locator,
          startTime: monthStart(12),
          data: { channel: 'direct' },
          invoiceFeeAmount: -0.5,
        },
      }),
    );
    expect(created.status).toBe(422);
    expect(created.problem?.errors?.map((x) => x.location)).toEqual(['body.invoiceFeeAmount']);
    expect((await s.admin.fetchQuote(at(q.locator))).invoiceFeeAmount).toBeUndefined();

    const updated = await s.admin.updateQuote({ ...at(q.locator), body: { invoiceFeeAmount: 4.25 } });
    expect(updated.invoiceFeeAmount).toBe(4.25);
    await s.admin.acceptQuote(at(q.locator));
    const [preview] = await s.admin.previewInvoicesForQuote({ tenantLocator: t, locator: q.locator });
    expect(preview!.invoiceItems.find((x) => x.chargeCategory === 'invoiceFee')?.amount).toBe(4.25);
    const issued = await s.admin.issueQuote(at(q.locator));
    const p = await s.admin.fetchPolicy(at(issued.policyLocator!));
    expect(p.invoiceFeeAmount).toBe(4.25);

    const other = await policy('together'); // the plan's fee
    await advance('P2M'); // two generate times
    const [mine, ...none] = await invoicesOf(p.locator);
    expect(none).toEqual([]);
    expect(feeOf(await withItems(mine!.locator))).toBe(850); // 4.25 per generate time, summed
    const [theirs] = await invoicesOf(other.locator);
    expect(feeOf(await withItems(theirs!.locator))).toBe(400);
  });
});

describe('grouping', () => {
  it('a run catching up on three generate times makes an invoice of each, or one of all under `all` and `catchUp`', async () => {
    await setClock('2026-12-01T12:00:00.000Z');
    const apart = await policy();
    const together = await policy('together');
    const caughtUp = await policy('catchUp');
    await advance('P3M'); // past the generate times of January, February and March

    const separate = await invoicesOf(apart.locator);
    expect(separate).toHaveLength(3);
    for (const i of separate) expect(feeOf(await withItems(i.locator))).toBe(250);

    // `all`, summing the fees: one invoice, one fee per generate time it gathers.
    const [one, ...none] = await invoicesOf(together.locator);
    expect(none).toEqual([]);
    expect(feeOf(await withItems(one!.locator))).toBe(600);
    const gathered = await installmentsOf(together.locator);
    const due = gathered.filter((i) => i.invoiceLocator !== undefined);
    expect(due).toHaveLength(3);
    expect(due.every((i) => i.invoiceLocator === one!.locator)).toBe(true);
    expect(cents([one!.totalAmount!])).toBe(installmentCents(due) + 600);
    expect(one).toMatchObject({
      startTime: monthStart(12),
      endTime: monthStart(15),
      dueTime: monthStart(12),
    });

    // `catchUp`, one fee (max): the late ones join the latest one's invoice.
    const [caught, ...nothing] = await invoicesOf(caughtUp.locator);
    expect(nothing).toEqual([]);
    expect(feeOf(await withItems(caught!.locator))).toBe(200);
    expect(cents([caught!.totalAmount!])).toBe(installmentCents(due) + 200);

    // A later run invoices the next generate time on its own.
    await advance('P1M');
    expect(await invoicesOf(together.locator)).toHaveLength(2);
  });
});

describe('consolidation on cancellation', () => {
  it('`future`: at its issue, the installments not yet generated are invoiced on one invoice; `none` leaves them to the clock', async () => {
    await setClock('2026-12-01T12:00:00.000Z');
    const consolidated = await policy('future');
    const left = await policy('waived');
    await advance('P21D'); // the first invoice
    await advance('PT1H');
    const now = await clockNow();
    for (const p of [consolidated, left]) await cancel(p.locator, monthStart(15));

    const invoices = await invoicesOf(consolidated.locator);
    expect(invoices).toHaveLength(2);
    const made = invoices.find((i) => i.generatedTime >= now);
    expect(made).toMatchObject({ invoiceState: 'open', endTime: monthStart(24) });
    // Due as an immediate charge is: the plan's generate lead (10 days) after it.
    expect(made!.dueTime).toBe(
      new Date(new Date(made!.generatedTime).getTime() + 10 * 86_400_000).toISOString(),
    );
    const installments = await installmentsOf(consolidated.locator);
    expect(installments.every((i) => i.invoiceLocator !== undefined)).toBe(true);
    const onIt = installments.filter((i) => i.invoiceLocator === made!.locator);
    expect(cents([made!.totalAmount!])).toBe(installmentCents(onIt));
    expect(onIt.every((i) => i.generateTime >= now)).toBe(true);
    expect(
      (await outbox(s, t)).some((e) => e.type === 'invoice.generate' && e.data.locator === made!.locator),
    ).toBe(true);
    // Without consolidation the cancellation invoices nothing itself.
    expect(await invoicesOf(left.locator)).toHaveLength(1);
    // Nothing is left for the clock to invoice.
    await advance('P1Y');
    expect(await invoicesOf(consolidated.locator)).toHaveLength(2);

    // Without it the rest come one by one on the clock.
    const later = (await invoicesOf(left.locator)).filter((i) => i.generatedTime > now);
    expect(later.length).toBeGreaterThan(1);
  });

  it('`all` takes the installments whose generate time has passed as well; `future` leaves them to the next run', async () => {
    await setClock('2026-12-01T12:00:00.000Z');
    const all = await policy('all');
    const future = await policy('future');
    await advance('P55D'); // 25 January: the invoices of January and February exist
    await advance('PT1H');
    const now = await clockNow();
    // Effective in February, whose invoice exists: the cancellation's share of it is generated at
    // February's generate time, already passed.
    for (const p of [all, future]) await cancel(p.locator, monthStart(13));

    const allInvoices = await invoicesOf(all.locator);
    expect(allInvoices).toHaveLength(3);
    const consolidatedAll = allInvoices.find((i) => i.generatedTime >= now)!;
    expect(consolidatedAll).toBeDefined();
    const allInstallments = await installmentsOf(all.locator);
    expect(allInstallments.every((i) => i.invoiceLocator !== undefined)).toBe(true);
    expect(
      allInstallments.some((i) => i.invoiceLocator === consolidatedAll.locator && i.generateTime < now),
    ).toBe(true);

    const futureInvoices = await invoicesOf(future.locator);
    expect(futureInvoices).toHaveLength(3);
    const pending = (await installmentsOf(future.locator)).filter((i) => i.invoiceLocator === undefined);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((i) => i.generateTime < now)).toBe(true);
    // The next run invoices them; every installment is then invoiced, and the sums hold.
    await advance('PT1H');
    const after = await installmentsOf(future.locator);
    expect(after.every((i) => i.invoiceLocator !== undefined)).toBe(true);
    for (const p of [all, future]) {
      const invoices = await invoicesOf(p.locator);
      expect(cents(invoices.map((i) => i.totalAmount!))).toBe(
        installmentCents(await installmentsOf(p.locator)),
      );
    }
  });
});
