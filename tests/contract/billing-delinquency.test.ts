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
import { openInvoice, paymentsConfig } from '../support/payments.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer({ env: { INSUITE_TEST_CONTROLS: 'true' } });
  t = (await s.admin.createTenant({ name: unique('dlq'), body: paymentsConfig() })).locator;
}, 120_000);
afterAll(() => s.close());

const at = (locator: string) => ({ tenantLocator: t, locator });
// Midnight of 1 January 2027 in Chicago (the example's time zone).
const START = '2027-01-01T06:00:00.000Z';
const DUE = '2027-01-15T06:00:00.000Z';
const advance = (duration: string) =>
  s.admin.advanceTenantTestClock({ tenantLocator: t, body: { duration } });

async function policy(plan?: string) {
  const q = await quote(s.admin, t, { startTime: START });
  if (plan)
    await s.admin.updateQuoteDelinquencyPlan({ ...at(q.locator), body: { delinquencyPlanName: plan } });
  const issued = await acceptAndIssue(s.admin, at(q.locator));
  return s.admin.fetchPolicy(at(issued.policyLocator!));
}

describe('delinquency', () => {
  it('starts at the due time, is settled by a payment in grace, and lapses the policy past grace', async () => {
    await s.admin.setTenantTestClock({ tenantLocator: t, body: { now: START } });
    const paid = await policy();
    const lapsed = await policy();
    const lenient = await policy('lenient');
    const invoices = new Map<string, string>();
    for (const p of [paid, lapsed, lenient])
      invoices.set(
        p.locator,
        (
          await openInvoice(s.db, t, {
            accountId: p.accountLocator,
            policyId: p.locator,
            dueTime: DUE,
            amounts: ['100.00'],
          })
        ).locator,
      );

    // Nothing is delinquent before the due time.
    await advance('P13D');
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
        amount: 100,
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
    await openInvoice(s.db, t, {
      accountId: p.accountLocator,
      policyId: p.locator,
      dueTime: DUE,
      amounts: ['10'],
    });
    await advance('P15D');
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
});
