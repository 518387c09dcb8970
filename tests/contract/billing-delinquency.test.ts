// Delinquency through the SDK on the server's clock, moved by the test controls (a move answers
// once the job is done): an invoice unpaid at its due time starts a delinquency under the
// policy's plan, in grace until gracePeriodDays later; a payment in grace settles it; past grace
// the lapse transaction is made and issued, and the policy is cancelled. Lists by policy, invoice
// and account, the configured events, a moved end of grace, and the events of each step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { acceptAndIssue, outbox, quote } from '../support/policy.js';
import { paymentsConfig } from '../support/payments.js';
import { withPlugins } from '../support/plugins.js';
import { PLANS, RATE_PLUGIN } from '../support/billing.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer({ env: { INSUITE_TEST_CONTROLS: 'true' } });
  // The invoices are the job's: the year on one invoice generated at the term's start and due
  // two weeks later (a frame Dwelling: 1000).
  const yearDueLater = {
    cadence: 'fullPay',
    anchorMode: 'termStartDay',
    generateLeadDays: 0,
    dueLeadDays: -14,
    maxInstallmentsPerTerm: 1,
    installmentWeights: [1],
  };
  t = (
    await s.admin.createTenant({
      name: unique('dlq'),
      body: withPlugins(
        { 'index.ts': RATE_PLUGIN },
        paymentsConfig({
          installmentPlans: { ...PLANS, yearDueLater },
          defaultInstallmentPlan: 'yearDueLater',
        }),
      ) as never,
    })
  ).locator;
}, 120_000);
afterAll(() => s.close());

const at = (locator: string) => ({ tenantLocator: t, locator });
// Midnight of 1 January 2027 in Chicago (the example's time zone).
const START = '2027-01-01T06:00:00.000Z';
const DUE = '2027-01-15T06:00:00.000Z';
const advance = (duration: string) =>
  s.admin.advanceTenantTestClock({ tenantLocator: t, body: { duration } });

async function policy(plan?: string) {
  const q = await quote(s.admin, t, {
    startTime: START,
    dwelling: { constructionType: 'frame', yearBuilt: 1990 },
  });
  if (plan)
    await s.admin.updateQuoteDelinquencyPlan({ ...at(q.locator), body: { delinquencyPlanName: plan } });
  const issued = await acceptAndIssue(s.admin, at(q.locator));
  return s.admin.fetchPolicy(at(issued.policyLocator!));
}
/** The policy's one invoice, once the clock moved past its term's start. */
async function invoiceOf(policyLocator: string) {
  const [invoice, ...more] = (await s.admin.fetchInvoicesForPolicy({ tenantLocator: t, policyLocator }))
    .items;
  expect(more).toEqual([]);
  expect(invoice).toMatchObject({ dueTime: DUE, totalAmount: 1000 });
  return invoice!;
}

describe('delinquency', () => {
  it('starts at the due time, is settled by a payment in grace, and lapses the policy past grace', async () => {
    await s.admin.setTenantTestClock({ tenantLocator: t, body: { now: START } });
    const paid = await policy();
    const lapsed = await policy();
    const lenient = await policy('lenient');
    // Generated at the term's start, due two weeks later: nothing is delinquent before then.
    await advance('P13D');
    const invoices = new Map<string, string>();
    for (const p of [paid, lapsed, lenient]) invoices.set(p.locator, (await invoiceOf(p.locator)).locator);
    expect(
      (await s.admin.getDelinquenciesForPolicy({ tenantLocator: t, policyLocator: paid.locator })).items,
    ).toEqual([]);

    // Past the due time each starts, in grace under its plan: 10 days, or the lenient 30.
    await advance('P2D');
    const [d] = (await s.admin.getDelinquenciesForPolicy({ tenantLocator: t, policyLocator: paid.locator }))
      .items;
    expect(d).toMatchObject({
      accountLocator: paid.accountLocator,
      delinquencyState: 'inGrace',
      timezone: 'America/Chicago',
      graceStartedAt: DUE,
      graceEndAt: '2027-01-25T06:00:00.000Z',
      settings: {
        gracePeriodDays: 10,
        lapseTransactionType: 'cancellation',
        advanceLapseTo: 'issued',
        delinquencyLevel: 'policy',
      },
      configuredDelinquencyEvents: [{ name: 'reminder', offsetDays: 3, offsetBasis: 'gracePeriodStart' }],
    });
    expect(d!.references).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ referenceType: 'invoice', referenceLocator: invoices.get(paid.locator) }),
        expect.objectContaining({ referenceType: 'policy', referenceLocator: paid.locator }),
      ]),
    );
    const byInvoice = await s.admin.getDelinquenciesForInvoice({
      tenantLocator: t,
      invoiceLocator: invoices.get(paid.locator)!,
    });
    expect(byInvoice.items.map((x) => x.locator)).toEqual([d!.locator]);
    const byAccount = await s.admin.getDelinquenciesForAccount({
      tenantLocator: t,
      accountLocator: paid.accountLocator,
      extended: false,
    });
    expect((byAccount as { locator: string }[]).map((x) => x.locator)).toEqual([d!.locator]);
    const [l] = (
      await s.admin.getDelinquenciesForPolicy({ tenantLocator: t, policyLocator: lenient.locator })
    ).items;
    expect(l).toMatchObject({ delinquencyState: 'inGrace', graceEndAt: '2027-02-14T06:00:00.000Z' });

    // The reminder, 3 days after grace started, is triggered when the clock passes it.
    const events = await s.admin.fetchDelinquencyEvents({ tenantLocator: t, delinquencyLocator: d!.locator });
    expect(events.items).toEqual([
      expect.objectContaining({
        name: 'reminder',
        delinquencyEventState: 'active',
        triggerTime: '2027-01-18T06:00:00.000Z',
      }),
    ]);
    await advance('P3D');
    const after = await s.admin.fetchDelinquencyEvents({ tenantLocator: t, delinquencyLocator: d!.locator });
    expect(after.items[0]).toMatchObject({
      delinquencyEventState: 'triggered',
      triggeredAt: expect.any(String),
    });

    // A payment in grace settles it.
    const payment = await s.admin.createPayment({
      tenantLocator: t,
      body: {
        type: 'standard',
        amount: 1000,
        data: {},
        targets: [{ containerType: 'invoice', containerLocator: invoices.get(paid.locator)! }],
      },
    });
    await s.admin.postPayment(at(payment.locator));
    expect((await s.admin.getDelinquency(at(d!.locator))).delinquencyState).toBe('settled');

    // Past grace the unpaid one lapses: the cancellation is made, issued, and the policy cancelled.
    await advance('P7D');
    const [x] = (await s.admin.getDelinquenciesForPolicy({ tenantLocator: t, policyLocator: lapsed.locator }))
      .items;
    expect(x).toMatchObject({
      delinquencyState: 'lapseTransactionCreated',
      lapseTransactionEffectiveDate: '2027-01-25T06:00:00.000Z',
    });
    const lapse = x!.references!.find((r) => r.transactionLocator)!.transactionLocator!;
    expect(await s.admin.fetchTransaction(at(lapse))).toMatchObject({
      transactionCategory: 'cancellation',
      transactionState: 'issued',
      effectiveTime: '2027-01-25T06:00:00.000Z',
    });
    expect((await s.admin.fetchPolicy(at(lapsed.locator))).statuses).toContain('cancelled');
    // The paid policy and the lenient one are not touched.
    expect((await s.admin.fetchPolicy(at(paid.locator))).statuses).not.toContain('cancelled');
    expect((await s.admin.getDelinquency(at(l!.locator))).delinquencyState).toBe('inGrace');
    // A payment once the lapse was made changes nothing.
    const late = await s.admin.createPayment({
      tenantLocator: t,
      body: {
        type: 'standard',
        amount: 100,
        data: {},
        targets: [{ containerType: 'invoice', containerLocator: invoices.get(lapsed.locator)! }],
      },
    });
    await s.admin.postPayment(at(late.locator));
    expect((await s.admin.getDelinquency(at(x!.locator))).delinquencyState).toBe('lapseTransactionCreated');

    const types = (await outbox(s, t)).map((e) => e.type);
    for (const type of [
      'delinquency.create',
      'delinquency.startGrace',
      'delinquency.triggerEvent',
      'delinquency.settle',
      'delinquency.triggerLapse',
      'delinquency.createLapseTransaction',
    ])
      expect(types, type).toContain(type);
  });

  it('moves the end of grace while in grace, and not once it lapsed', async () => {
    await s.admin.setTenantTestClock({ tenantLocator: t, body: { now: START } });
    const p = await policy('lenient');
    await advance('P15D');
    await invoiceOf(p.locator);
    const [d] = (await s.admin.getDelinquenciesForPolicy({ tenantLocator: t, policyLocator: p.locator }))
      .items;
    const early = await failure(
      s.admin.updateDelinquency({ ...at(d!.locator), body: { graceEndAt: '2027-01-01T00:00:00.000Z' } }),
    );
    expect(early.status).toBe(422);
    expect(early.problem?.errors?.[0]?.location).toBe('body.graceEndAt');
    const moved = await s.admin.updateDelinquency({
      ...at(d!.locator),
      body: { graceEndAt: '2027-01-20T06:00:00.000Z' },
    });
    expect(moved.graceEndAt).toBe('2027-01-20T06:00:00.000Z');
    await advance('P6D');
    const lapsed = await s.admin.getDelinquency(at(d!.locator));
    // The lenient plan drafts its lapse: made, not issued.
    expect(lapsed.delinquencyState).toBe('lapseTransactionCreated');
    const tx = lapsed.references!.find((r) => r.transactionLocator)!.transactionLocator!;
    expect((await s.admin.fetchTransaction(at(tx))).transactionState).toBe('draft');
    expect((await s.admin.fetchPolicy(at(p.locator))).statuses).not.toContain('cancelled');
    expect(
      (
        await failure(
          s.admin.updateDelinquency({ ...at(d!.locator), body: { graceEndAt: '2027-03-01T06:00:00.000Z' } }),
        )
      ).status,
    ).toBe(409);
    // Another tenant's delinquency is not found.
    const other = (await s.admin.createTenant({ name: unique('dlq2'), body: paymentsConfig() })).locator;
    expect(
      (await failure(s.admin.getDelinquency({ tenantLocator: other, locator: d!.locator }))).status,
    ).toBe(404);
  });

  it("gives an invoice one delinquency after a lapse, and the policy's later invoices join it", async () => {
    // Monthly invoices through the clock, due on the first; the lenient plan (30 days of grace, the
    // lapse drafted) for every policy, so the policy stays in force after its lapse.
    const u = (
      await s.admin.createTenant({
        name: unique('dlq3'),
        body: withPlugins(
          { 'index.ts': RATE_PLUGIN },
          paymentsConfig({
            installmentPlans: PLANS,
            defaultInstallmentPlan: 'monthly',
            defaultDelinquencyPlan: 'lenient',
          }),
        ) as never,
      })
    ).locator;
    const on = (locator: string) => ({ tenantLocator: u, locator });
    const move = (duration: string) =>
      s.admin.advanceTenantTestClock({ tenantLocator: u, body: { duration } });
    await s.admin.setTenantTestClock({ tenantLocator: u, body: { now: START } });
    const q = await quote(s.admin, u, {
      startTime: START,
      dwelling: { constructionType: 'frame', yearBuilt: 1990 },
    });
    const policyLocator = (await acceptAndIssue(s.admin, on(q.locator))).policyLocator!;
    const invoices = async () =>
      (await s.admin.fetchInvoicesForPolicy({ tenantLocator: u, policyLocator })).items.sort((a, b) =>
        a.dueTime < b.dueTime ? -1 : 1,
      );
    const delinquenciesOf = async (invoiceLocator: string) =>
      (await s.admin.getDelinquenciesForInvoice({ tenantLocator: u, invoiceLocator })).items;

    // January's invoice, unpaid at its due time, starts one; past 30 days of grace it lapses (31
    // January), before February's falls due (1 February).
    await move('P1D');
    const [jan] = await invoices();
    const [d] = await delinquenciesOf(jan!.locator);
    expect(d?.delinquencyState).toBe('inGrace');
    await move('P29DT12H');
    expect((await s.admin.getDelinquency(on(d!.locator))).delinquencyState).toBe('lapseTransactionCreated');
    expect((await s.admin.fetchPolicy(on(policyLocator))).statuses).not.toContain('cancelled');

    // January's invoice, still open, starts no other as the clock moves on, nor once a payment that
    // settled it is reversed.
    const payment = await s.admin.createPayment({
      tenantLocator: u,
      body: {
        type: 'standard',
        amount: jan!.totalAmount!,
        data: {},
        targets: [{ containerType: 'invoice', containerLocator: jan!.locator }],
      },
    });
    await s.admin.postPayment(on(payment.locator));
    await s.admin.reversePayment({ ...on(payment.locator), body: { reversalType: 'error' } });
    await move('P2D');
    expect((await delinquenciesOf(jan!.locator)).map((x) => x.locator)).toEqual([d!.locator]);

    // February's, unpaid at its due time after the lapse, joins the policy's delinquency rather
    // than being left out (or starting a second lapse).
    const feb = (await invoices())[1]!;
    expect(feb.dueTime < (await s.admin.fetchTenantTestClock({ tenantLocator: u })).now).toBe(true);
    expect((await delinquenciesOf(feb.locator)).map((x) => x.locator)).toEqual([d!.locator]);
    await move('P1M');
    const all = (await s.admin.getDelinquenciesForPolicy({ tenantLocator: u, policyLocator })).items;
    expect(all.map((x) => x.locator)).toEqual([d!.locator]);
    expect(
      (await s.admin.getDelinquency(on(d!.locator))).references!.filter((r) => r.referenceType === 'invoice'),
    ).toHaveLength(3);
  });

  it('passes an invoice falling due after its policy was cancelled by once, and looks again after a reinstatement', async () => {
    await s.admin.setTenantTestClock({ tenantLocator: t, body: { now: START } });
    const p = await policy();
    await advance('P1D'); // the year's invoice exists, due on the 15th
    const invoice = await invoiceOf(p.locator);
    const cancel = await s.admin.cancelPolicy({
      ...at(p.locator),
      body: { action: 'params', effectiveTime: '2027-01-10T06:00:00.000Z' },
    });
    await s.admin.acceptTransaction(at(cancel.locator));
    await s.admin.issueTransaction(at(cancel.locator));
    const skipped = async () =>
      (
        (await s.db('invoices').where({ id: invoice.locator }).first()) as {
          delinquency_skipped_at: string | null;
        }
      ).delinquency_skipped_at;
    await advance('P15D'); // past its due time: it starts no delinquency, and is marked so once
    const first = await skipped();
    expect(first).not.toBeNull();
    expect(
      (await s.admin.getDelinquenciesForPolicy({ tenantLocator: t, policyLocator: p.locator })).items,
    ).toEqual([]);
    await advance('P1D');
    expect(await skipped()).toBe(first);

    // Reinstated, the policy owes the invoice again: the next run starts its delinquency.
    const reinstate = await s.admin.reinstatePolicy({ ...at(p.locator), body: [] });
    await s.admin.acceptTransaction(at(reinstate.locator));
    await s.admin.issueTransaction(at(reinstate.locator));
    expect(await skipped()).toBeNull();
    await advance('PT1H');
    const [d] = (await s.admin.getDelinquenciesForPolicy({ tenantLocator: t, policyLocator: p.locator }))
      .items;
    expect(d?.references?.some((r) => r.referenceLocator === invoice.locator)).toBe(true);
  });
});
