// The invoice job reads pending installments in batches (INSUITE_BILLING_BATCH, here a few rows so
// that a batch ends inside a policy's installments): a policy whose installments belong on one
// invoice still gets one invoice when a batch boundary falls between them, and every installment
// is invoiced once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { unique } from '../support/given.js';
import { quote } from '../support/policy.js';
import { withPlugins } from '../support/plugins.js';
import { RATE_PLUGIN, billingConfig, monthStart } from '../support/billing.js';

const INVOICING = {
  together: {
    invoiceFeeHandling: 'waive',
    invoiceFeeAmounts: {},
    consolidateInvoicesOnCancellation: 'none',
    installmentGrouping: { matching: 'all', window: 'start' },
  },
};

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer({
    env: { INSUITE_TEST_CONTROLS: 'true', INSUITE_BILLING_POLL_MS: '86400000', INSUITE_BILLING_BATCH: '5' },
  });
  t = (
    await s.admin.createTenant({
      name: unique('invb'),
      body: withPlugins(
        { 'index.ts': RATE_PLUGIN },
        billingConfig('monthly', { invoicingPlans: INVOICING, defaultInvoicingPlan: 'together' }),
      ) as never,
    })
  ).locator;
}, 120_000);
afterAll(() => s.close());

const at = (locator: string) => ({ tenantLocator: t, locator });

async function policy() {
  const q = await quote(s.admin, t, {
    startTime: monthStart(12),
    dwelling: { constructionType: 'frame', yearBuilt: 1990 },
  });
  await s.admin.acceptQuote(at(q.locator));
  return (await s.admin.issueQuote(at(q.locator))).policyLocator!;
}

describe('batches of the invoice job', () => {
  it('a policy whose installments straddle a batch boundary gets one invoice of all of them', async () => {
    await s.admin.setTenantTestClock({ tenantLocator: t, body: { now: '2026-12-01T12:00:00.000Z' } });
    const policies = [await policy(), await policy()];
    // Seven generate times are reached: 14 pending installments, read five at a time.
    await s.admin.advanceTenantTestClock({ tenantLocator: t, body: { duration: 'P7M' } });

    for (const p of policies) {
      const invoices = (
        await s.admin.fetchInvoicesForPolicy({
          tenantLocator: t,
          policyLocator: p,
          includeZeroAmountInvoices: true,
          count: 1000,
        })
      ).items;
      expect(invoices).toHaveLength(1);
      const installments = (
        await s.admin.fetchInstallmentsForPolicy({ tenantLocator: t, policyLocator: p, count: 1000 })
      ).items;
      const invoiced = installments.filter((i) => i.invoiceLocator !== undefined);
      expect(invoiced).toHaveLength(7);
      expect(invoiced.every((i) => i.invoiceLocator === invoices[0]!.locator)).toBe(true);
    }
  });
});
