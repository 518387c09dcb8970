// Installments through the SDK: the lattice a plan lays a term out on (in the policy's time zone),
// scheduled charges spread over it with the remainder on the first installment, changes,
// cancellations and reinstatements spread over what remains of the term, a quote's installments
// as a preview that writes nothing, charges by transaction, policy and account, the plan checks of
// a deploy (a 4xx naming the field, nothing written) and another tenant's things answering 404.
import type { InsuiteClient } from '@insuite/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { quote } from '../support/policy.js';
import { withPlugins } from '../support/plugins.js';
import { PLANS, RATE_PLUGIN, billingConfig, cents, daysBefore, monthStart } from '../support/billing.js';

let s: TestServer;
let t: string;
let other: string;
beforeAll(async () => {
  s = await startServer();
  t = (
    await s.admin.createTenant({
      name: unique('bi'),
      body: withPlugins({ 'index.ts': RATE_PLUGIN }, billingConfig()) as never,
    })
  ).locator;
  other = (
    await s.admin.createTenant({
      name: unique('bo'),
      body: withPlugins({ 'index.ts': RATE_PLUGIN }, billingConfig('quarterlyFrontLoaded')) as never,
    })
  ).locator;
}, 120_000);
afterAll(() => s.close());

const at = (locator: string, tenantLocator = t) => ({ tenantLocator, locator });
const params = (effectiveTime: string) => ({ action: 'params' as const, effectiveTime });

async function priced(tenantLocator = t, client: InsuiteClient = s.admin) {
  const q = await quote(client, tenantLocator, {
    startTime: monthStart(0),
    dwelling: { constructionType: 'frame', yearBuilt: 1990 },
  });
  await client.acceptQuote(at(q.locator, tenantLocator));
  return q;
}
async function policy(tenantLocator = t) {
  const q = await priced(tenantLocator);
  const issued = await s.admin.issueQuote(at(q.locator, tenantLocator));
  return s.admin.fetchPolicy(at(issued.policyLocator!, tenantLocator));
}
async function issue(id: string) {
  await s.admin.acceptTransaction(at(id));
  return s.admin.issueTransaction(at(id));
}
const installmentsOf = async (policyLocator: string, tenantLocator = t) =>
  (await s.admin.fetchInstallmentsForPolicy({ tenantLocator, policyLocator, count: 1000 })).items;
const chargesOf = async (policyLocator: string, tenantLocator = t) =>
  (await s.admin.fetchChargesByPolicy({ tenantLocator, policyLocator, count: 1000 })).items;
const installmentTotal = (xs: { installmentItems: { amount: number }[] }[]) =>
  cents(xs.flatMap((i) => i.installmentItems.map((x) => x.amount)));

describe('the lattice and the spread on issue', () => {
  it('lays a year out in twelve monthly frames in Chicago and spreads the premium, the remainder on the first', async () => {
    const p = await policy();
    const lattices = await s.admin.fetchInstallmentLatticesByPolicyLocator({
      tenantLocator: t,
      policyLocator: p.locator,
    });
    expect(lattices.items).toHaveLength(1);
    const l = lattices.items[0]!;
    expect(l).toMatchObject({
      policyLocator: p.locator,
      termLocator: p.latestTermLocator,
      timezone: 'America/Chicago',
      currency: 'USD',
      termStartTime: monthStart(0),
      termEndTime: monthStart(12),
      reversalLattice: false,
    });
    expect(l.frames).toHaveLength(12);
    l.frames.forEach((f, i) => {
      // Each frame starts at midnight on the first of its month, across the daylight-saving changes.
      expect(f.installmentStartTime).toBe(monthStart(i));
      expect(f.installmentEndTime).toBe(monthStart(i + 1));
      expect(f.generateTime).toBe(daysBefore(monthStart(i), 10));
      expect(f.dueTime).toBe(monthStart(i));
    });
    expect(
      await s.admin.fetchInstallmentLatticeByLocator({
        tenantLocator: t,
        installmentLatticeLocator: l.locator,
      }),
    ).toEqual(l);

    const installments = await installmentsOf(p.locator);
    expect(installments).toHaveLength(12);
    // 1000 / 12 is 83.33 and a third: eleven of 83.33, the first takes the 0.04 left.
    expect(installments.map((i) => i.installmentItems[0]!.amount)).toEqual([83.37, ...Array(11).fill(83.33)]);
    expect(installmentTotal(installments)).toBe(100_000);
    expect(installments[0]).toMatchObject({
      installmentLatticeLocator: l.locator,
      transactionLocator: p.issuedTransactionLocator,
      installmentFrameIndex: 0,
      timezone: 'America/Chicago',
    });
    expect(
      await s.admin.fetchInstallmentByLocator({
        tenantLocator: t,
        installmentLocator: installments[3]!.locator,
      }),
    ).toEqual(installments[3]);
    const byTransaction = await s.admin.fetchInstallmentsForPolicyTransaction({
      tenantLocator: t,
      transactionLocator: p.issuedTransactionLocator,
    });
    expect(byTransaction.items.map((i) => i.locator)).toEqual(installments.map((i) => i.locator));
  });

  it('keeps the charges of each issued transaction, by transaction, policy and account', async () => {
    const p = await policy();
    const charges = await chargesOf(p.locator);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      policyLocator: p.locator,
      accountLocator: p.accountLocator,
      transactionLocator: p.issuedTransactionLocator,
      amount: 1000,
      currency: 'USD',
      chargeType: 'premium',
      chargeCategory: 'premium',
      chargeInvoicing: 'scheduled',
    });
    expect(
      (
        await s.admin.fetchChargesByTransaction({
          tenantLocator: t,
          transactionLocator: p.issuedTransactionLocator,
        })
      ).items,
    ).toEqual(charges);
    const byAccount = await s.admin.fetchChargesByAccount({
      tenantLocator: t,
      accountLocator: p.accountLocator,
    });
    expect(byAccount.items.map((c) => c.locator)).toContain(charges[0]!.locator);
  });

  it('puts the larger weight first: a front-loaded quarterly plan of 2, 1, 1, 1', async () => {
    const p = await policy(other);
    const installments = await installmentsOf(p.locator, other);
    expect(installments.map((i) => i.installmentItems[0]!.amount)).toEqual([400, 200, 200, 200]);
    expect(installments[1]!.generateTime).toBe(daysBefore(monthStart(3), 5));
    expect(installments[1]!.dueTime).toBe(daysBefore(monthStart(3), 2));
  });
});

describe('what later transactions spread', () => {
  it('a change, a cancellation and a reinstatement each spread over what remains: the term sums to its charges', async () => {
    const p = await policy();
    const change = await s.admin.changePolicy({
      ...at(p.locator),
      body: [
        params(monthStart(6)),
        {
          action: 'add',
          elements: [{ type: 'Dwelling', data: { constructionType: 'masonry', yearBuilt: 2001 } }],
        },
      ],
    });
    await issue(change.locator);
    const fromChange = (
      await s.admin.fetchInstallmentsForPolicyTransaction({
        tenantLocator: t,
        transactionLocator: change.locator,
      })
    ).items;
    // Six months of a 1250 rate from July, over the frames of July to December.
    expect(fromChange.map((i) => i.installmentFrameIndex)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(installmentTotal(fromChange)).toBe(62_500);

    const cancel = await s.admin.cancelPolicy({ ...at(p.locator), body: params(monthStart(9)) });
    await issue(cancel.locator);
    const fromCancel = (
      await s.admin.fetchInstallmentsForPolicyTransaction({
        tenantLocator: t,
        transactionLocator: cancel.locator,
      })
    ).items;
    expect(fromCancel.map((i) => i.installmentFrameIndex)).toEqual([9, 10, 11]);
    expect(installmentTotal(fromCancel)).toBeLessThan(0);

    const reinstate = await s.admin.reinstatePolicy({ ...at(p.locator), body: [] });
    await issue(reinstate.locator);

    const charges = await chargesOf(p.locator);
    const installments = await installmentsOf(p.locator);
    expect(installmentTotal(installments)).toBe(cents(charges.map((c) => c.amount)));
    // Per transaction too: each transaction's installments sum to its charges.
    for (const id of new Set(charges.map((c) => c.transactionLocator!))) {
      expect(installmentTotal(installments.filter((i) => i.transactionLocator === id))).toBe(
        cents(charges.filter((c) => c.transactionLocator === id).map((c) => c.amount)),
      );
    }
  });
});

describe('a renewal', () => {
  it("lays its own term out and spreads its charges over that term's installments", async () => {
    const p = await policy();
    const renewal = await s.admin.renewPolicy({ ...at(p.locator), body: [] });
    await issue(renewal.locator);
    const lattices = (
      await s.admin.fetchInstallmentLatticesByPolicyLocator({ tenantLocator: t, policyLocator: p.locator })
    ).items;
    expect(lattices.map((l) => [l.termLocator, l.termStartTime, l.termEndTime])).toEqual([
      [p.latestTermLocator, monthStart(0), monthStart(12)],
      [renewal.termLocator, monthStart(12), monthStart(24)],
    ]);
    const next = lattices[1]!;
    next.frames.forEach((f, i) => {
      expect(f.installmentStartTime).toBe(monthStart(12 + i));
      expect(f.generateTime).toBe(daysBefore(monthStart(12 + i), 10));
      expect(f.dueTime).toBe(monthStart(12 + i));
    });
    // The renewal's year of 1000 over the new term's twelve months, the remainder on its first.
    const fromRenewal = (
      await s.admin.fetchInstallmentsForPolicyTransaction({
        tenantLocator: t,
        transactionLocator: renewal.locator,
      })
    ).items;
    expect(fromRenewal.map((i) => i.installmentFrameIndex)).toEqual([...Array(12).keys()]);
    expect(fromRenewal.every((i) => i.installmentLatticeLocator === next.locator)).toBe(true);
    expect(fromRenewal.every((i) => i.termLocator === renewal.termLocator)).toBe(true);
    expect(fromRenewal.map((i) => i.installmentStartTime)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthStart(12 + i)),
    );
    expect(fromRenewal.map((i) => i.installmentItems[0]!.amount)).toEqual([83.37, ...Array(11).fill(83.33)]);
    // The first term's installments are untouched: each term sums to its own charges.
    const all = await installmentsOf(p.locator);
    expect(all).toHaveLength(24);
    expect(installmentTotal(all.filter((i) => i.termLocator === p.latestTermLocator))).toBe(100_000);
    expect(installmentTotal(all.filter((i) => i.termLocator === renewal.termLocator))).toBe(100_000);
  });
});

describe('a quote', () => {
  it("previews its installments and lattice without writing anything; once issued, answers its policy's", async () => {
    const q = await priced();
    const rows = async () => Number((await s.db('installments').count({ n: '*' }))[0]!.n);
    const before = await rows();
    const preview = await s.admin.fetchInstallmentsForQuote({ tenantLocator: t, quoteLocator: q.locator });
    expect(preview.items.map((i) => i.installmentItems[0]!.amount)).toEqual([
      83.37,
      ...Array(11).fill(83.33),
    ]);
    expect(preview.items[0]).toMatchObject({
      quoteLocator: q.locator,
      generateTime: daysBefore(monthStart(0), 10),
    });
    const lattice = await s.admin.fetchLatestInstallmentLatticeByQuoteLocator({
      tenantLocator: t,
      quoteLocator: q.locator,
    });
    expect(lattice.frames).toHaveLength(12);
    expect(await rows()).toBe(before);
    expect(
      Number((await s.db('installment_lattices').where({ id: lattice.locator }).count({ n: '*' }))[0]!.n),
    ).toBe(0);
    const missing = await failure(
      s.admin.fetchInstallmentLatticeByLocator({
        tenantLocator: t,
        installmentLatticeLocator: lattice.locator,
      }),
    );
    expect(missing.status).toBe(404);

    const issued = await s.admin.issueQuote(at(q.locator));
    const after = await s.admin.fetchInstallmentsForQuote({ tenantLocator: t, quoteLocator: q.locator });
    expect(after.items.map((i) => i.policyLocator)).toEqual(Array(12).fill(issued.policyLocator));
    expect(await rows()).toBe(before + 12);
  });

  it('answers 409 for a quote that is not priced', async () => {
    const q = await quote(s.admin, t, { startTime: monthStart(0) });
    const f = await failure(s.admin.fetchInstallmentsForQuote({ tenantLocator: t, quoteLocator: q.locator }));
    expect(f.status).toBe(409);
  });
});

describe('bad input', () => {
  it('refuses a plan whose weights do not match its installments, naming the field; nothing is deployed', async () => {
    const bad = {
      ...PLANS,
      monthly: { ...PLANS.monthly, installmentWeights: [1, 1, 1] },
    };
    const r = await s.admin.deployConfigZip({
      tenantLocator: t,
      body: withPlugins(
        { 'index.ts': RATE_PLUGIN },
        billingConfig('monthly', { installmentPlans: bad }),
      ) as never,
    });
    expect(r.deploymentResult.isSuccess).toBe(false);
    expect(r.deploymentResult.errors.join('\n')).toMatch(/installmentPlans\.monthly\.installmentWeights/);
    const deployed = (await s.admin.fetchConfigDefinition({ tenantLocator: t })) as unknown as {
      installmentPlans: typeof PLANS;
    };
    expect(deployed.installmentPlans.monthly.installmentWeights).toHaveLength(12);
  });

  it('refuses an undeclared default plan and a due before the generate time, each naming the field', async () => {
    const r = await s.admin.deployConfigZip({
      tenantLocator: t,
      body: withPlugins(
        { 'index.ts': RATE_PLUGIN },
        billingConfig('montly', {
          installmentPlans: { ...PLANS, annual: { ...PLANS.annual, dueLeadDays: 3 } },
        }),
      ) as never,
    });
    expect(r.deploymentResult.isSuccess).toBe(false);
    const text = r.deploymentResult.errors.join('\n');
    expect(text).toMatch(/defaultInstallmentPlan.*"montly".*did you mean "monthly"/);
    expect(text).toMatch(/installmentPlans\.annual\.dueLeadDays/);
  });

  it("answers 404 for another tenant's policy, transaction, installment and lattice", async () => {
    const p = await policy();
    const i = (await installmentsOf(p.locator))[0]!;
    for (const call of [
      () => s.admin.fetchInstallmentsForPolicy({ tenantLocator: other, policyLocator: p.locator }),
      () => s.admin.fetchChargesByPolicy({ tenantLocator: other, policyLocator: p.locator }),
      () => s.admin.fetchChargesByAccount({ tenantLocator: other, accountLocator: p.accountLocator }),
      () =>
        s.admin.fetchInstallmentsForPolicyTransaction({
          tenantLocator: other,
          transactionLocator: p.issuedTransactionLocator,
        }),
      () => s.admin.fetchInstallmentByLocator({ tenantLocator: other, installmentLocator: i.locator }),
      () =>
        s.admin.fetchInstallmentLatticeByLocator({
          tenantLocator: other,
          installmentLatticeLocator: i.installmentLatticeLocator,
        }),
    ])
      expect((await failure(call())).status).toBe(404);
  });
});
