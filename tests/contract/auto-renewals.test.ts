// Auto-renewals through the SDK: the configuration's plans, the operations on an auto-renewal, and
// the job that creates, accepts and issues the renewal transaction at the plan's lead days by the
// server's clock, moved by the test controls (the move answers once the due renewals are done).
import type { InsuiteClient } from '@insuite/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { failure } from '../support/failure.js';
import { homeownersConfig, unique } from '../support/given.js';
import { outbox, quote } from '../support/policy.js';
import { withPlugins } from '../support/plugins.js';
import { FLAT_RATE_PLUGIN, STANDARD_PLAN } from '../support/renewals.js';

const PLUGIN = FLAT_RATE_PLUGIN;
const PLANS = {
  standard: STANDARD_PLAN,
  early: {
    generateAutoRenewals: true,
    renewalCreateLeadDays: 60,
    renewalAcceptLeadDays: 45,
    renewalIssueLeadDays: 35,
  },
  manual: { generateAutoRenewals: false },
};

let s: TestServer;
let t: string;
const config = () => ({
  ...(homeownersConfig() as object),
  autoRenewalPlans: PLANS,
  defaultAutoRenewalPlan: 'standard',
});
beforeAll(async () => {
  s = await startServer({ env: { INSUITE_TEST_CONTROLS: 'true' } });
  t = (
    await s.admin.createTenant({
      name: unique('ar'),
      body: withPlugins({ 'index.ts': PLUGIN }, config()) as never,
    })
  ).locator;
}, 120_000);
afterAll(() => s.close());

const at = (locator: string) => ({ tenantLocator: t, locator });
// Midnight of 1 January 2027 in Chicago (the example's time zone); the term ends a year later.
const START = '2027-01-01T06:00:00.000Z';
const END = '2028-01-01T06:00:00.000Z';
const daysBefore = (end: string, days: number) =>
  new Date(new Date(end).getTime() - days * 86_400_000).toISOString();

async function policy(client: InsuiteClient = s.admin) {
  const q = await quote(client, t, {
    startTime: START,
    dwelling: { constructionType: 'frame', yearBuilt: 1990 },
  });
  await client.acceptQuote(at(q.locator));
  const issued = await client.issueQuote(at(q.locator));
  return client.fetchPolicy(at(issued.policyLocator!));
}
const advance = (duration: string) =>
  s.admin.advanceTenantTestClock({ tenantLocator: t, body: { duration } });
const autoRenewalOf = async (termLocator: string) => {
  const term = await s.admin.fetchTerm(at(termLocator));
  expect(term.autoRenewalLocator).toBeDefined();
  return s.admin.fetchAutoRenewal(at(term.autoRenewalLocator!));
};

describe('auto-renewal', () => {
  it('renews a term at the plan lead days as the clock moves, each step with its events', async () => {
    await s.admin.setTenantTestClock({ tenantLocator: t, body: { now: START } });
    const a = await policy(); // the configuration's default plan: 30, 20 and 10 days before the end
    const b = await policy(); // given the early plan: 60, 45 and 35 days
    const c = await policy(); // marked not to be renewed
    const d = await policy(); // its create time put past the end
    expect(a.endTime).toBe(END);

    // A move of the clock gives each latest term its auto-renewal by its policy's plan.
    await advance('P1D');
    const arA = await autoRenewalOf(a.latestTermLocator);
    expect(arA).toMatchObject({
      policyLocator: a.locator,
      termLocator: a.latestTermLocator,
      autoRenewalState: 'active',
      renewalTransactionType: 'renewal',
      renewalTransactionCreateTime: daysBefore(END, 30),
      renewalTransactionAcceptTime: daysBefore(END, 20),
      renewalTransactionIssueTime: daysBefore(END, 10),
    });
    expect(arA.renewalTransactionLocator).toBeUndefined();

    const planned = await s.admin.updatePolicyAutoRenewalPlan({
      ...at(b.locator),
      body: { autoRenewalPlanName: 'early' },
    });
    expect(planned.autoRenewalPlanName).toBe('early');
    const planEvent = (await outbox(s, t)).filter((e) => e.type === 'policy.update').pop()!;
    expect(planEvent.data).toMatchObject({
      locator: b.locator,
      autoRenewalPlanName: 'early',
      latestTermLocator: b.latestTermLocator,
      endTime: END,
    });
    const arB = await autoRenewalOf(b.latestTermLocator);
    expect(arB.renewalTransactionIssueTime).toBe(daysBefore(END, 35));
    const unknownPlan = await failure(
      s.admin.updatePolicyAutoRenewalPlan({ ...at(b.locator), body: { autoRenewalPlanName: 'nope' } }),
    );
    expect(unknownPlan.status).toBe(422);
    expect(unknownPlan.problem?.errors?.[0]?.location).toBe('body.autoRenewalPlanName');

    const arC = await autoRenewalOf(c.latestTermLocator);
    expect((await s.admin.markPolicyForDoNotRenew(at(arC.locator))).autoRenewalState).toBe('doNotRenew');
    expect((await s.admin.fetchPolicy(at(c.locator))).statuses).toEqual(['doNotRenew']);
    expect((await s.admin.reactivateAutoRenewal(at(arC.locator))).autoRenewalState).toBe('active');
    expect((await s.admin.discardAutoRenewal(at(arC.locator))).autoRenewalState).toBe('discarded');
    expect((await failure(s.admin.discardAutoRenewal(at(arC.locator)))).status).toBe(409);
    expect((await s.admin.markPolicyForDoNotRenew(at(arC.locator))).autoRenewalState).toBe('doNotRenew');

    const arD = await autoRenewalOf(d.latestTermLocator);
    const late = await failure(
      s.admin.updateAutoRenewal({
        ...at(arD.locator),
        body: { renewalTransactionAcceptTime: daysBefore(END, 40) },
      }),
    );
    expect(late.status).toBe(422);
    expect(late.problem?.errors?.[0]?.location).toBe('body.renewalTransactionAcceptTime');
    const put = await s.admin.putAutoRenewal({
      ...at(arD.locator),
      body: { renewalTransactionCreateTime: daysBefore(END, -30) },
    });
    // What the body leaves out falls back to the plan, never before the create time.
    expect(put).toMatchObject({
      renewalTransactionCreateTime: daysBefore(END, -30),
      renewalTransactionAcceptTime: daysBefore(END, -30),
      renewalTransactionIssueTime: daysBefore(END, -30),
    });
    const twice = await failure(
      s.admin.createAutoRenewal({
        tenantLocator: t,
        body: {
          policyLocator: d.locator,
          termLocator: d.latestTermLocator,
          renewalTransactionCreateTime: START,
        },
      }),
    );
    expect(twice.status).toBe(422);
    expect(twice.problem?.errors?.[0]?.location).toBe('body.termLocator');

    // Eleven months on: B is due to be issued (35 days before the end), A only to be created.
    const before = (await outbox(s, t)).length;
    await advance('P11M');
    const renewedB = await autoRenewalOf(b.latestTermLocator);
    expect(renewedB).toMatchObject({
      autoRenewalState: 'issued',
      renewalTransactionLocator: expect.any(String),
      renewalTransactionCreatedTime: expect.any(String),
      renewalTransactionAcceptedTime: expect.any(String),
      renewalTransactionIssuedTime: expect.any(String),
    });
    const policyB = await s.admin.fetchPolicy(at(b.locator));
    expect(policyB.endTime).toBe('2029-01-01T06:00:00.000Z');
    const renewalB = await s.admin.fetchTransaction(at(renewedB.renewalTransactionLocator!));
    expect(renewalB).toMatchObject({
      transactionCategory: 'renewal',
      transactionState: 'issued',
      effectiveTime: END,
      termLocator: policyB.latestTermLocator,
    });
    expect(
      (await s.admin.fetchTransactionPricing(at(renewalB.locator))).charges.map((x) => x.amount),
    ).toEqual([1200]);
    const events = (await outbox(s, t)).slice(before);
    const ofB = events.filter((e) => e.data.locator === renewalB.locator).map((e) => e.type);
    expect(ofB).toEqual([
      'transaction.create',
      'transaction.initialize',
      'transaction.validate',
      'transaction.price',
      'transaction.underwrite',
      'transaction.accept',
      'transaction.issue',
    ]);
    expect(events.some((e) => e.type === 'policy.update' && e.data.locator === b.locator)).toBe(true);

    const createdA = await autoRenewalOf(a.latestTermLocator);
    expect(createdA).toMatchObject({
      autoRenewalState: 'active',
      renewalTransactionLocator: expect.any(String),
    });
    expect(createdA.renewalTransactionAcceptedTime).toBeUndefined();
    expect((await s.admin.fetchTransaction(at(createdA.renewalTransactionLocator!))).transactionState).toBe(
      'draft',
    );

    await advance('P10D');
    const acceptedA = await autoRenewalOf(a.latestTermLocator);
    expect(acceptedA.renewalTransactionAcceptedTime).toBeDefined();
    expect((await s.admin.fetchTransaction(at(createdA.renewalTransactionLocator!))).transactionState).toBe(
      'accepted',
    );
    await advance('P10D');
    expect((await autoRenewalOf(a.latestTermLocator)).autoRenewalState).toBe('issued');
    const terms = await s.admin.fetchMultipleTerms(at(a.locator));
    expect(terms.items.map((x) => [x.number, x.startTime, x.endTime])).toEqual([
      [1, START, END],
      [2, END, '2029-01-01T06:00:00.000Z'],
    ]);

    // Not renewed: marked do-not-renew, and put past the end.
    for (const p of [c, d]) expect((await s.admin.fetchMultipleTerms(at(p.locator))).items).toHaveLength(1);
    expect((await autoRenewalOf(c.latestTermLocator)).autoRenewalState).toBe('doNotRenew');
    expect((await autoRenewalOf(d.latestTermLocator)).renewalTransactionLocator).toBeUndefined();

    // The renewed terms get their own auto-renewal on the next move, once each.
    await advance('PT1H');
    const next = await autoRenewalOf(terms.items[1]!.locator);
    expect(next).toMatchObject({
      autoRenewalState: 'active',
      renewalTransactionCreateTime: daysBefore('2029-01-01T06:00:00.000Z', 30),
    });
    const issuedRenewals = (await s.admin.fetchIssuedTransactions(at(a.locator))).items.filter(
      (x) => x.transactionCategory === 'renewal',
    );
    expect(issuedRenewals).toHaveLength(1);
  }, 120_000);

  it("a term whose plan generates none gets one once the policy's plan or the configuration says so", async () => {
    const manual = () => ({ ...config(), defaultAutoRenewalPlan: 'manual' });
    const m = (
      await s.admin.createTenant({
        name: unique('arm'),
        body: withPlugins({ 'index.ts': PLUGIN }, manual()) as never,
      })
    ).locator;
    const of = (locator: string) => ({ tenantLocator: m, locator });
    await s.admin.setTenantTestClock({ tenantLocator: m, body: { now: START } });
    const issue = async () => {
      const q = await quote(s.admin, m, {
        startTime: START,
        dwelling: { constructionType: 'frame', yearBuilt: 1990 },
      });
      await s.admin.acceptQuote(of(q.locator));
      return s.admin.fetchPolicy(of((await s.admin.issueQuote(of(q.locator))).policyLocator!));
    };
    const move = () => s.admin.advanceTenantTestClock({ tenantLocator: m, body: { duration: 'PT1H' } });
    const autoRenewed = async (p: { latestTermLocator: string }) =>
      (await s.admin.fetchTerm(of(p.latestTermLocator))).autoRenewalLocator !== undefined;
    const a = await issue();
    const b = await issue();
    await move();
    await move();
    expect([await autoRenewed(a), await autoRenewed(b)]).toEqual([false, false]);

    // The policy's own plan changes: its term is looked at again.
    await s.admin.updatePolicyAutoRenewalPlan({
      ...of(a.locator),
      body: { autoRenewalPlanName: 'standard' },
    });
    await move();
    expect([await autoRenewed(a), await autoRenewed(b)]).toEqual([true, false]);

    // The configuration changes: every term without one is looked at again.
    await s.admin.deployConfigZip({
      tenantLocator: m,
      body: withPlugins({ 'index.ts': PLUGIN }, config()) as never,
    });
    await move();
    expect(await autoRenewed(b)).toBe(true);
  });

  it("lead days are calendar days in the policy's time zone, across a daylight-saving change", async () => {
    const z = (
      await s.admin.createTenant({
        name: unique('arz'),
        body: withPlugins({ 'index.ts': PLUGIN }, config()) as never,
      })
    ).locator;
    const of = (locator: string) => ({ tenantLocator: z, locator });
    // Midnight of 1 April 2027 in Chicago (summer time); the term ends at midnight of 1 April 2028,
    // and summer time starts again on 12 March 2028 at 2:00.
    const start = '2027-04-01T05:00:00.000Z';
    await s.admin.setTenantTestClock({ tenantLocator: z, body: { now: start } });
    const q = await quote(s.admin, z, {
      startTime: start,
      dwelling: { constructionType: 'frame', yearBuilt: 1990 },
    });
    await s.admin.acceptQuote(of(q.locator));
    const p = await s.admin.fetchPolicy(of((await s.admin.issueQuote(of(q.locator))).policyLocator!));
    expect(p.timezone).toBe('America/Chicago');
    expect(p.endTime).toBe('2028-04-01T05:00:00.000Z');
    await s.admin.advanceTenantTestClock({ tenantLocator: z, body: { duration: 'PT1H' } });
    const term = await s.admin.fetchTerm(of(p.latestTermLocator));
    const ar = await s.admin.fetchAutoRenewal(of(term.autoRenewalLocator!));
    // Each at midnight in Chicago: 30 and 20 days before, in winter time (24 days of 24 hours
    // would have been 23:00 the evening before); 10 days before, in summer time again.
    expect(ar).toMatchObject({
      renewalTransactionCreateTime: '2028-03-02T06:00:00.000Z',
      renewalTransactionAcceptTime: '2028-03-12T06:00:00.000Z',
      renewalTransactionIssueTime: '2028-03-22T05:00:00.000Z',
    });
    // At 23:00 on 1 March in Chicago the renewal is not created yet; at midnight it is.
    await s.admin.setTenantTestClock({ tenantLocator: z, body: { now: '2028-03-02T05:00:00.000Z' } });
    expect((await s.admin.fetchAutoRenewal(of(ar.locator))).renewalTransactionLocator).toBeUndefined();
    await s.admin.setTenantTestClock({ tenantLocator: z, body: { now: '2028-03-02T06:00:00.000Z' } });
    expect((await s.admin.fetchAutoRenewal(of(ar.locator))).renewalTransactionLocator).toBeDefined();
  });

  it('another tenant cannot see an auto-renewal', async () => {
    const other = (
      await s.admin.createTenant({ name: unique('o'), body: withPlugins({ 'index.ts': PLUGIN }) as never })
    ).locator;
    const p = await policy();
    await advance('PT1H');
    const ar = await autoRenewalOf(p.latestTermLocator);
    expect(
      (await failure(s.admin.fetchAutoRenewal({ tenantLocator: other, locator: ar.locator }))).status,
    ).toBe(404);
  });

  it("a move of the server's clock renews a due term of a tenant that follows it, before it answers", async () => {
    // A tenant without a clock of its own follows the server's.
    const follower = (
      await s.admin.createTenant({
        name: unique('sw'),
        body: withPlugins({ 'index.ts': PLUGIN }, config()) as never,
      })
    ).locator;
    const of = (locator: string) => ({ tenantLocator: follower, locator });
    await s.admin.setTestClock({ body: { now: START } });
    try {
      const q = await quote(s.admin, follower, {
        startTime: START,
        dwelling: { constructionType: 'frame', yearBuilt: 1990 },
      });
      await s.admin.acceptQuote(of(q.locator));
      const p = (await s.admin.issueQuote(of(q.locator))).policyLocator!;
      const first = (await s.admin.fetchPolicy(of(p))).latestTermLocator;

      // Past the plan's issue day (10 days before the end) in one move: the auto-renewal is given,
      // and its transaction created, accepted and issued, before the move answers.
      await s.admin.advanceTestClock({ body: { duration: 'P11M25D' } });
      const term = await s.admin.fetchTerm(of(first));
      expect(term.autoRenewalLocator).toBeDefined();
      const ar = await s.admin.fetchAutoRenewal(of(term.autoRenewalLocator!));
      expect(ar).toMatchObject({ autoRenewalState: 'issued', renewalTransactionLocator: expect.any(String) });
      const renewal = await s.admin.fetchTransaction(of(ar.renewalTransactionLocator!));
      expect(renewal).toMatchObject({ transactionCategory: 'renewal', transactionState: 'issued' });
      const terms = await s.admin.fetchMultipleTerms(of(p));
      expect(terms.items.map((x) => [x.number, x.startTime, x.endTime])).toEqual([
        [1, START, END],
        [2, END, '2029-01-01T06:00:00.000Z'],
      ]);
      const events = (await outbox(s, follower)).filter((e) => e.data.locator === renewal.locator);
      expect(events.map((e) => e.type)).toContain('transaction.issue');
    } finally {
      await s.admin.resetTestClock({});
    }
  });
});
