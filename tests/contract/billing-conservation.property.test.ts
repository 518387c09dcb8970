// Conservation of billing's half, as a property over policy histories: for any sequence of
// changes, cancellations and reinstatements at arbitrary months (those the policy refuses are
// left out), the installments of the term sum to its charges, to the cent, and once the clock has
// moved an arbitrary number of days, every installment whose generate time has come is invoiced,
// and the invoices sum to the installments they took plus their fees. The tenant's invoicing plan
// charges a fee per generate time an invoice gathers (money billed beyond the charges: an item of
// its own, from no installment) and consolidates a cancellation's installments on one invoice.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { unique } from '../support/given.js';
import { quote } from '../support/policy.js';
import { withPlugins } from '../support/plugins.js';
import { RATE_PLUGIN, billingConfig, cents, monthStart } from '../support/billing.js';

const RUNS = Number(process.env.INSUITE_PROPERTY_RUNS ?? '12');

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer({ env: { INSUITE_TEST_CONTROLS: 'true' } });
  t = (
    await s.admin.createTenant({
      name: unique('cons'),
      body: withPlugins(
        { 'index.ts': RATE_PLUGIN },
        billingConfig('quarterlyFrontLoaded', {
          invoicingPlans: {
            fees: {
              invoiceFeeHandling: 'sum',
              invoiceFeeAmounts: { USD: 1.25 },
              consolidateInvoicesOnCancellation: 'all',
              installmentGrouping: { matching: 'generateTime', window: 'start' },
            },
          },
          defaultInvoicingPlan: 'fees',
        }),
      ) as never,
    })
  ).locator;
}, 120_000);
afterAll(() => s.close());

const at = (locator: string) => ({ tenantLocator: t, locator });
type Step =
  | { kind: 'change'; month: number; construction: 'frame' | 'masonry' | 'superiorMasonry' }
  | { kind: 'add'; month: number }
  | { kind: 'cancel'; month: number }
  | { kind: 'reinstate' };
const month = fc.integer({ min: 12, max: 23 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('change' as const),
    month,
    construction: fc.constantFrom('frame' as const, 'masonry' as const, 'superiorMasonry' as const),
  }),
  fc.record({ kind: fc.constant('add' as const), month }),
  fc.record({ kind: fc.constant('cancel' as const), month }),
  fc.constant({ kind: 'reinstate' as const }),
);

describe('conservation', () => {
  it('installments of a term sum to its charges; invoices so far sum to the installments due so far', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 4 }),
        fc.integer({ min: 0, max: 420 }),
        async (steps, days) => {
          await s.admin.setTenantTestClock({ tenantLocator: t, body: { now: '2026-11-01T12:00:00.000Z' } });
          const q = await quote(s.admin, t, {
            startTime: monthStart(12),
            dwelling: { constructionType: 'frame', yearBuilt: 1990 },
          });
          await s.admin.acceptQuote(at(q.locator));
          const policyLocator = (await s.admin.issueQuote(at(q.locator))).policyLocator!;
          for (const x of steps) {
            const p = await s.admin.fetchPolicy(at(policyLocator));
            const params = (m: number) => ({ action: 'params' as const, effectiveTime: monthStart(m) });
            const made = await (
              x.kind === 'cancel'
                ? s.admin.cancelPolicy({ ...at(policyLocator), body: params(x.month) })
                : x.kind === 'reinstate'
                  ? s.admin.reinstatePolicy({ ...at(policyLocator), body: [] })
                  : x.kind === 'add'
                    ? s.admin.changePolicy({
                        ...at(policyLocator),
                        body: [
                          params(x.month),
                          {
                            action: 'add',
                            elements: [
                              { type: 'Dwelling', data: { constructionType: 'masonry', yearBuilt: 2001 } },
                            ],
                          },
                        ],
                      })
                    : (async () => {
                        const tree = (await s.admin.fetchTransaction(at(p.issuedTransactionLocator))).element;
                        const d = tree.elements![0]!;
                        return s.admin.changePolicy({
                          ...at(policyLocator),
                          body: [
                            params(x.month),
                            {
                              action: 'modify',
                              staticLocator: d.staticLocator,
                              setData: { constructionType: x.construction },
                              removeData: {},
                            },
                          ],
                        });
                      })()
            ).catch((e: { status?: number }) => {
              if (e.status !== undefined && e.status < 500) return undefined; // refused by the policy: left out
              throw e;
            });
            if (!made) continue;
            await s.admin.acceptTransaction(at(made.locator)).catch(() => undefined);
            await s.admin.issueTransaction(at(made.locator)).catch((e: { status?: number }) => {
              if (e.status === undefined || e.status >= 500) throw e;
            });
          }
          const charges = (
            await s.admin.fetchChargesByPolicy({ tenantLocator: t, policyLocator, count: 1000 })
          ).items;
          const installments = (
            await s.admin.fetchInstallmentsForPolicy({ tenantLocator: t, policyLocator, count: 1000 })
          ).items;
          const amounts = (xs: typeof installments) =>
            xs.flatMap((i) => i.installmentItems.map((x) => x.amount));
          expect(cents(amounts(installments))).toBe(cents(charges.map((c) => c.amount)));

          await s.admin.advanceTenantTestClock({ tenantLocator: t, body: { duration: `P${days}D` } });
          const now = (await s.admin.fetchTenantTestClock({ tenantLocator: t })).now;
          const invoices = (
            await s.admin.fetchInvoicesForPolicy({
              tenantLocator: t,
              policyLocator,
              includeZeroAmountInvoices: true,
              count: 1000,
            })
          ).items;
          const all = (
            await s.admin.fetchInstallmentsForPolicy({ tenantLocator: t, policyLocator, count: 1000 })
          ).items;
          for (const i of all.filter((x) => x.generateTime <= now)) expect(i.invoiceLocator).toBeDefined();
          const invoiced = all.filter((i) => i.invoiceLocator !== undefined);
          // Each invoice: its installments, plus 1.25 for each generate time it gathers when they come to more than zero.
          let fees = 0;
          for (const inv of invoices) {
            const mine = invoiced.filter((i) => i.invoiceLocator === inv.locator);
            const items = (await s.admin.getInvoiceWithItems({ tenantLocator: t, locator: inv.locator }))
              .invoiceItems!;
            const fee = cents(items.filter((x) => x.chargeCategory === 'invoiceFee').map((x) => x.amount));
            expect(fee).toBe(
              cents(amounts(mine)) > 0 ? 125 * new Set(mine.map((i) => i.generateTime)).size : 0,
            );
            fees += fee;
          }
          expect(cents(invoices.map((i) => i.totalAmount!))).toBe(cents(amounts(invoiced)) + fees);
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
