// Payments through the SDK: to the account (kept as its credit, shown), the payment's states and
// the operations allowed in each, numbers, lists, previews, and bad input refused naming the field
// with nothing written; the delinquency plan of a quote and a policy; the configuration's payment
// types and delinquency plans checked at deploy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { account, acceptAndIssue, outbox, quote } from '../support/policy.js';
import { paymentsConfig } from '../support/payments.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = (await s.admin.createTenant({ name: unique('pay'), body: paymentsConfig() })).locator;
}, 120_000);
afterAll(() => s.close());

const at = (locator: string) => ({ tenantLocator: t, locator });
const toAccount = (accountLocator: string, amount: number, type = 'standard') =>
  s.admin.createPayment({
    tenantLocator: t,
    body: {
      type,
      amount,
      data: {},
      targets: [{ containerType: 'account', containerLocator: accountLocator }],
    },
  });
const credit = async (accountLocator: string) =>
  (await s.admin.fetchAccountCredit({ tenantLocator: t, locator: accountLocator })).items;
const count = async () =>
  Number(((await s.db('payments').where({ tenant_id: t }).count({ n: '*' })) as { n: number }[])[0]!.n);

describe('a payment to the account', () => {
  it('is kept as the account credit once posted, exactly, and shown; a reversal takes it back', async () => {
    const a = await account(s.admin, t);
    const p = await toAccount(a.locator, 100.1);
    expect(p).toMatchObject({
      paymentState: 'draft',
      amount: 100.1,
      currency: 'USD',
      accountLocator: a.locator,
      paymentNumber: expect.stringMatching(/^PAY\d{6}$/),
      targets: [{ containerType: 'account', containerLocator: a.locator }],
    });
    expect(await credit(a.locator)).toEqual([]);
    const second = await toAccount(a.locator, 0.2);
    expect((await s.admin.validatePayment(at(p.locator))).paymentState).toBe('validated');
    const preview = await s.admin.previewPaymentPost(at(p.locator));
    expect(preview.credits).toEqual([{ type: 'accountCreditBalance', locator: a.locator, amount: 100.1 }]);
    expect((await s.admin.fetchPayment(at(p.locator))).paymentState).toBe('validated');

    const posted = await s.admin.postPayment(at(p.locator));
    expect(posted).toMatchObject({
      paymentState: 'posted',
      remainingAmount: 0,
      postedAt: expect.any(String),
      targets: [{ containerType: 'account', containerLocator: a.locator, amount: 100.1 }],
    });
    // A draft is validated on its way to posted.
    await s.admin.postPayment(at(second.locator));
    // 100.1 + 0.2 in binary floating point is 100.30000000000001; stored digits add exactly.
    expect(await credit(a.locator)).toEqual([{ currency: 'USD', amount: 100.3 }]);
    const types = (await outbox(s, t)).map((e) => e.type);
    expect(types.filter((x) => x === 'payment.post')).toHaveLength(2);
    expect(types).toContain('payment.create');
    expect(types).toContain('payment.validate');

    // Posting twice and reversing what was not posted are refused, with nothing changed.
    const twice = await failure(s.admin.postPayment(at(p.locator)));
    expect(twice.status).toBe(409);
    expect(twice.message).toMatch(/posted already/);
    const draft = await toAccount(a.locator, 5);
    expect(
      (await failure(s.admin.reversePayment({ ...at(draft.locator), body: { reversalType: 'error' } })))
        .status,
    ).toBe(409);
    expect(await credit(a.locator)).toEqual([{ currency: 'USD', amount: 100.3 }]);

    const reversed = await s.admin.reversePayment({ ...at(p.locator), body: { reversalType: 'bounced' } });
    expect(reversed).toMatchObject({
      paymentState: 'reversed',
      reversalReason: 'bounced',
      reversedAt: expect.any(String),
    });
    expect(await credit(a.locator)).toEqual([{ currency: 'USD', amount: 0.2 }]);
    expect(
      (await failure(s.admin.reversePayment({ ...at(p.locator), body: { reversalType: 'again' } }))).status,
    ).toBe(409);
  });

  it('moves through discard, cancel, fail and reset only from the states that allow them', async () => {
    const a = await account(s.admin, t);
    const d = await toAccount(a.locator, 1);
    expect((await s.admin.discardPayment(at(d.locator))).paymentState).toBe('discarded');
    expect((await failure(s.admin.validatePayment(at(d.locator)))).status).toBe(409);
    const c = await toAccount(a.locator, 2, 'check');
    expect(c.paymentNumber).toBeUndefined();
    const v = await s.admin.validatePayment(at(c.locator));
    // The check type is numbered at validation.
    expect(v.paymentNumber).toMatch(/^PAY\d{6}$/);
    expect((await s.admin.failPayment(at(c.locator))).paymentState).toBe('failed');
    expect((await failure(s.admin.postPayment(at(c.locator)))).status).toBe(409);
    expect((await s.admin.resetPayment(at(c.locator))).paymentState).toBe('draft');
    expect((await s.admin.cancelPayment(at(c.locator))).paymentState).toBe('cancelled');
    expect((await failure(s.admin.discardPayment(at(c.locator)))).status).toBe(409);
    expect(await credit(a.locator)).toEqual([]);
  });

  it('is changed while draft or validated, found by number, by account and by target', async () => {
    const a = await account(s.admin, t);
    const p = await toAccount(a.locator, 10);
    await s.admin.validatePayment(at(p.locator));
    const changed = await s.admin.updatePayment({
      ...at(p.locator),
      body: { amount: 12.5, setData: { reference: 'r1' }, removeData: {}, addTargets: [], removeTargets: [] },
    });
    expect(changed).toMatchObject({ paymentState: 'draft', amount: 12.5, data: { reference: 'r1' } });
    const replaced = await s.admin.updatePaymentOverwriteData({
      ...at(p.locator),
      body: {
        type: 'standard',
        amount: 7,
        data: {},
        targets: [{ containerType: 'account', containerLocator: a.locator }],
      },
    });
    expect(replaced).toMatchObject({ amount: 7, data: {} });
    expect(
      (await s.admin.fetchPaymentsWithNumber({ tenantLocator: t, paymentNumber: p.paymentNumber! })).map(
        (x) => x.locator,
      ),
    ).toEqual([p.locator]);
    const mine = await s.admin.fetchMultiplePayments({ tenantLocator: t, accountLocator: a.locator });
    expect(mine.items.map((x) => x.locator)).toEqual([p.locator]);
    const byTarget = await s.admin.fetchMultiplePayments({
      tenantLocator: t,
      targetContainerLocator: a.locator,
      extended: false,
    });
    expect((byTarget as { locator: string }[]).map((x) => x.locator)).toEqual([p.locator]);
    await s.admin.postPayment(at(p.locator));
    expect(
      (
        await failure(
          s.admin.updatePayment({
            ...at(p.locator),
            body: { amount: 1, setData: {}, removeData: {}, addTargets: [], removeTargets: [] },
          }),
        )
      ).status,
    ).toBe(409);
  });
});

describe('bad input', () => {
  it('is refused naming the field, with nothing written', async () => {
    const a = await account(s.admin, t);
    const b = await account(s.admin, t);
    const before = await count();
    const cases: [Parameters<typeof s.admin.createPayment>[0]['body'], number, string][] = [
      [
        {
          type: 'wire',
          amount: 1,
          data: {},
          targets: [{ containerType: 'account', containerLocator: a.locator }],
        },
        422,
        'body.type',
      ],
      [
        {
          type: 'base',
          amount: 1,
          data: {},
          targets: [{ containerType: 'account', containerLocator: a.locator }],
        },
        422,
        'body.type',
      ],
      [
        {
          type: 'standard',
          amount: 1.005,
          data: {},
          targets: [{ containerType: 'account', containerLocator: a.locator }],
        },
        422,
        'body.amount',
      ],
      [
        {
          type: 'standard',
          amount: 1,
          data: { nope: 'x' } as never,
          targets: [{ containerType: 'account', containerLocator: a.locator }],
        },
        422,
        'body.data.nope',
      ],
      [
        {
          type: 'standard',
          amount: 1,
          accountLocator: a.locator,
          data: {},
          targets: [{ containerType: 'account', containerLocator: b.locator }],
        },
        422,
        'body.targets[0].containerLocator',
      ],
      [
        {
          type: 'standard',
          amount: 5,
          data: {},
          targets: [{ containerType: 'account', containerLocator: a.locator, amount: 6 }],
        },
        422,
        'body.targets',
      ],
    ];
    for (const [body, status, location] of cases) {
      const e = await failure(s.admin.createPayment({ tenantLocator: t, body }));
      expect(e.status, location).toBe(status);
      expect(
        e.problem?.errors?.map((x) => x.location),
        location,
      ).toContain(location);
    }
    // Another tenant's account, and an invoice that does not exist, are not found.
    const other = (await s.admin.createTenant({ name: unique('pay2'), body: paymentsConfig() })).locator;
    const theirs = await account(s.admin, other);
    expect((await failure(toAccount(theirs.locator, 1))).status).toBe(404);
    const e = await failure(
      s.admin.createPayment({
        tenantLocator: t,
        body: {
          type: 'standard',
          amount: 1,
          data: {},
          targets: [{ containerType: 'invoice', containerLocator: theirs.locator }],
        },
      }),
    );
    expect(e.status).toBe(404);
    expect(await count()).toBe(before);
    // Another tenant's payment is not found either.
    const p = await toAccount(a.locator, 1);
    expect((await failure(s.admin.fetchPayment({ tenantLocator: other, locator: p.locator }))).status).toBe(
      404,
    );
  });
});

describe('the delinquency plan of a quote and a policy', () => {
  it('is set to a plan of the configuration, and refused for any other name', async () => {
    const q = await quote(s.admin, t);
    const named = await s.admin.updateQuoteDelinquencyPlan({
      ...at(q.locator),
      body: { delinquencyPlanName: 'lenient' },
    });
    expect(named).toMatchObject({ locator: q.locator, delinquencyPlanName: 'lenient' });
    // A fetch, the quote's list and every later answer show it.
    expect((await s.admin.fetchQuote(at(q.locator))).delinquencyPlanName).toBe('lenient');
    const bad = await failure(
      s.admin.updateQuoteDelinquencyPlan({ ...at(q.locator), body: { delinquencyPlanName: 'lenent' } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.problem?.errors?.[0]?.location).toBe('body.delinquencyPlanName');
    expect((await s.admin.fetchQuote(at(q.locator))).delinquencyPlanName).toBe('lenient');
    const accepted = await s.admin.acceptQuote(at(q.locator));
    expect(accepted.delinquencyPlanName).toBe('lenient');
    const issued = await s.admin.issueQuote(at(q.locator));
    expect(issued.delinquencyPlanName).toBe('lenient');
    // Once issued the quote's plan is the policy's, and the quote's can no longer change.
    expect((await s.admin.fetchPolicy(at(issued.policyLocator!))).delinquencyPlanName).toBe('lenient');
    expect(
      (
        await failure(
          s.admin.updateQuoteDelinquencyPlan({ ...at(q.locator), body: { delinquencyPlanName: 'standard' } }),
        )
      ).status,
    ).toBe(409);
    const p = await s.admin.updatePolicyDelinquencyPlan({
      ...at(issued.policyLocator!),
      body: { delinquencyPlanName: 'standard' },
    });
    expect(p).toMatchObject({ locator: issued.policyLocator, delinquencyPlanName: 'standard' });
    expect(await s.admin.fetchPolicy(at(issued.policyLocator!))).toEqual(p);
    expect((await s.admin.fetchQuote(at(q.locator))).delinquencyPlanName).toBe('lenient');
    const events = await outbox(s, t);
    expect(events.some((e) => e.type === 'policy.update' && e.data.delinquencyPlanName === 'standard')).toBe(
      true,
    );
    expect(
      events.find((e) => e.type === 'quote.issue' && e.data.locator === q.locator)?.data.delinquencyPlanName,
    ).toBe('lenient');
    // A policy whose quote had none named shows none: it follows the configuration's default.
    const plain = await quote(s.admin, t);
    expect((await s.admin.fetchQuote(at(plain.locator))).delinquencyPlanName).toBeUndefined();
    const plainIssued = await acceptAndIssue(s.admin, at(plain.locator));
    expect((await s.admin.fetchPolicy(at(plainIssued.policyLocator!))).delinquencyPlanName).toBeUndefined();
  });
});

describe('the configuration', () => {
  it('refuses a delinquency plan that lapses with another category, or a default plan not declared', async () => {
    const bad = paymentsConfig({
      transactionTypes: { adjust: { category: 'change', costBearing: true } },
      delinquencyPlans: { quick: { gracePeriodDays: 5, lapseTransactionType: 'adjust' } },
      defaultDelinquencyPlan: 'quik',
    });
    const e = await failure(s.admin.createTenant({ name: unique('payc'), body: bad }));
    const text = JSON.stringify(e.problem);
    expect(text).toContain('delinquencyPlans.quick.lapseTransactionType');
    expect(text).toContain('defaultDelinquencyPlan');
    expect(text).toMatch(/did you mean \\"quick\\"/);
    const shape = await failure(
      s.admin.createTenant({
        name: unique('payc'),
        body: paymentsConfig({
          delinquencyPlans: { x: { gracePeriodDays: 'ten' } },
          payments: { p: { numberingTrigger: 'never' } },
        }),
      }),
    );
    const shapeText = JSON.stringify(shape.problem);
    expect(shapeText).toContain('delinquencyPlans.x.gracePeriodDays');
    expect(shapeText).toContain('payments.p.numberingTrigger');
  });
});
