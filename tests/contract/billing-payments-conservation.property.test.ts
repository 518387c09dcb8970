// Conservation of money, as a property through the SDK: for any sequence of payments (to invoices,
// to items, to the account, for any amount, refused or not) and reversals over an account's open
// invoices, what the posted payments amount to equals what they settled plus the account's credit;
// every invoice owes its total less what was settled on it, and is settled exactly when it owes
// nothing. The invoices are the job's: policies issued with a Dwelling per amount (each charged its
// Contents limit a year, on a yearly plan), and the clock moved past their start. The seed is
// fixed; INSUITE_PROPERTY_RUNS (default 12; on PostgreSQL 8, the first 8 of the same) sets how
// many histories are tried.
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@insuite/client';
import { startServer, type TestServer } from '../support/server.js';
import { unique } from '../support/given.js';
import { account, acceptAndIssue } from '../support/policy.js';
import { paymentsConfig } from '../support/payments.js';
import { withPlugins } from '../support/plugins.js';
import { CONTENTS_RATE_PLUGIN, PLANS } from '../support/billing.js';

const RUNS = Number(process.env.INSUITE_PROPERTY_RUNS ?? 12);
let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer({ env: { INSUITE_TEST_CONTROLS: 'true' } });
  // Yearly invoices due at the term's start, and no delinquency plan: unpaid ones stay as they are.
  const config = paymentsConfig({
    installmentPlans: PLANS,
    defaultInstallmentPlan: 'annual',
    defaultDelinquencyPlan: undefined,
  });
  t = (
    await s.admin.createTenant({
      name: unique('cons'),
      body: withPlugins({ 'index.ts': CONTENTS_RATE_PLUGIN }, config) as never,
    })
  ).locator;
  await s.admin.setTenantTestClock({ tenantLocator: t, body: { now: '2027-02-01T06:00:00.000Z' } });
}, 120_000);
afterAll(() => s.close());

const cents = (max: number) => fc.integer({ min: 1, max }).map((c) => new Decimal(c).div(100).toFixed(2));
const invoiceArb = fc.record({
  day: fc.integer({ min: 1, max: 28 }),
  amounts: fc.array(cents(20_000), { minLength: 1, maxLength: 3 }),
});
const stepArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      invoices: fc.uniqueArray(fc.nat(3), { maxLength: 3 }),
      item: fc.option(fc.nat(8), { nil: undefined }),
      toAccount: fc.boolean(),
      amount: cents(50_000),
      post: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), which: fc.nat(10) }) },
);

const sum = (xs: (string | number)[]) => xs.reduce<Decimal>((a, x) => a.plus(x), new Decimal(0));

/**
 * The invoice the job makes for a policy of the account starting on `day` of January 2027, a
 * Dwelling per amount: issued, then the clock moved a minute. Its locator and its items'.
 */
async function invoiced(accountLocator: string, day: number, amounts: string[]) {
  const startTime = `2027-01-${String(day).padStart(2, '0')}T06:00:00.000Z`;
  const q = await s.admin.createQuote({
    tenantLocator: t,
    body: {
      productName: 'Homeowners',
      accountLocator,
      startTime,
      data: { channel: 'direct' },
      elements: amounts.map((limit) => ({
        type: 'Dwelling',
        data: { constructionType: 'frame', yearBuilt: 1990 },
        elements: [
          { type: 'Contents', data: { limit } },
          { type: 'Liability', data: { limit: '300000' } },
        ],
      })),
    },
  });
  const policyLocator = (await acceptAndIssue(s.admin, { tenantLocator: t, locator: q.locator }))
    .policyLocator!;
  await s.admin.advanceTenantTestClock({ tenantLocator: t, body: { duration: 'PT1M' } });
  const [invoice] = (await s.admin.fetchInvoicesForPolicy({ tenantLocator: t, policyLocator })).items;
  const items = (await s.admin.getInvoiceWithItems({ tenantLocator: t, locator: invoice!.locator }))
    .invoiceItems!;
  expect(sum(items.map((x) => x.amount)).toFixed(2)).toBe(sum(amounts).toFixed(2));
  return { locator: invoice!.locator, items: items.map((x) => x.locator) };
}

describe('conservation', () => {
  it('posted payments equal what they settled plus the account credit, after any payments and reversals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(invoiceArb, { minLength: 1, maxLength: 4 }),
        fc.array(stepArb, { maxLength: 8 }),
        async (invs, steps) => {
          const a = (await account(s.admin, t)).locator;
          const invoices: { locator: string; items: string[] }[] = [];
          for (const inv of invs) invoices.push(await invoiced(a, inv.day, inv.amounts));
          const posted: string[] = [];
          for (const step of steps) {
            try {
              if (step.kind === 'reverse') {
                if (!posted.length) continue;
                const [id] = posted.splice(step.which % posted.length, 1);
                await s.admin.reversePayment({
                  tenantLocator: t,
                  locator: id!,
                  body: { reversalType: 'test' },
                });
                continue;
              }
              const items = invoices.flatMap((i) => i.items);
              const targets = [
                ...step.invoices
                  .filter((i) => i < invoices.length)
                  .map((i) => ({
                    containerType: 'invoice' as const,
                    containerLocator: invoices[i]!.locator,
                  })),
                ...(step.item !== undefined
                  ? [
                      {
                        containerType: 'invoiceItem' as const,
                        containerLocator: items[step.item % items.length]!,
                      },
                    ]
                  : []),
                ...(step.toAccount ? [{ containerType: 'account' as const, containerLocator: a }] : []),
              ].filter((x, i, all) => all.findIndex((y) => y.containerLocator === x.containerLocator) === i);
              if (!targets.length) continue;
              const p = await s.admin.createPayment({
                tenantLocator: t,
                body: { type: 'standard', amount: Number(step.amount), accountLocator: a, data: {}, targets },
              });
              if (step.post) {
                await s.admin.postPayment({ tenantLocator: t, locator: p.locator });
                posted.push(p.locator);
              }
            } catch (e) {
              // A payment for more than its targets owe is refused (422), with nothing written.
              if (!(e instanceof ApiError) || e.status !== 422) throw e;
            }
          }
          const payments = (
            await s.admin.fetchMultiplePayments({ tenantLocator: t, accountLocator: a, count: 1000 })
          ).items;
          const inForce = payments.filter((p) => p.paymentState === 'posted');
          expect(inForce.map((p) => p.locator).sort()).toEqual([...posted].sort());
          const rows = (await s.db('invoice_items').whereIn(
            'invoice_id',
            invoices.map((i) => i.locator),
          )) as {
            invoice_id: string;
            amount: string;
            remaining_amount: string;
          }[];
          const settled = sum(rows.map((r) => new Decimal(r.amount).minus(r.remaining_amount).toFixed()));
          const credit = (await s.admin.fetchAccountCredit({ tenantLocator: t, locator: a })).items;
          const creditUsd = credit.find((c) => c.currency === 'USD')?.amount ?? 0;
          expect(sum(inForce.map((p) => p.amount)).toFixed()).toBe(settled.plus(creditUsd).toFixed());
          // Each invoice owes its total less what was settled on it, and is settled when it owes nothing.
          for (const inv of invoices) {
            const v = (await s.db('invoices').where({ id: inv.locator }).first()) as {
              state: string;
              total_amount: string;
              remaining_amount: string;
            };
            const mine = rows.filter((r) => r.invoice_id === inv.locator);
            expect(v.remaining_amount).toBe(sum(mine.map((r) => r.remaining_amount)).toFixed());
            expect(v.state).toBe(new Decimal(v.remaining_amount).lte(0) ? 'settled' : 'open');
            for (const r of mine) expect(new Decimal(r.remaining_amount).gte(0)).toBe(true);
          }
        },
      ),
      { numRuns: RUNS, seed: 52 },
    );
  }, 600_000);
});
