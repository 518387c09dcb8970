// Transactions after issue through the SDK: changes, cancellations, reinstatements and renewals
// priced pro rata by the tenant's rating plugin (the quote's `rate` export, unchanged), their
// steps and the 409 of a step out of order, invalidation on a stale base and autoRebase, terms,
// segments, the bad input the issue names (a 422 naming the field, nothing written), and
// conservation as a property: a term's charges are each element's rate over the time it was in
// force, to the cent.
import fc from 'fast-check';
import type { InsuiteClient } from '@insuite/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { failure } from '../support/failure.js';
import { outbox, quote } from '../support/policy.js';
import { withPlugins } from '../support/plugins.js';
import { unique } from '../support/given.js';

// A yearly rate per Dwelling by its construction (the example product rates per year), written
// for quotes: it reads `quote.element` and answers items, nothing else.
const RATES = { frame: '1000', masonry: '1250', superiorMasonry: '777' } as const;
const PLUGIN = `
const RATES = ${JSON.stringify(RATES)};
export const rate = ({ quote }) => ({
  items: quote.element.elements.map((d) => ({
    elementLocator: d.locator,
    chargeType: 'premium',
    rate: RATES[d.data.constructionType],
  })),
});
`;

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = (await s.admin.createTenant({ name: unique('tx'), body: withPlugins({ 'index.ts': PLUGIN }) as never }))
    .locator;
}, 120_000);
afterAll(() => s.close());

const TZ = 'America/Chicago';
/** Midnight on the first of a month (0-based, from January 2026) in Chicago, as an instant. */
function monthStart(m: number): string {
  const y = 2026 + Math.floor(m / 12);
  for (const h of [5, 6]) {
    const at = new Date(Date.UTC(y, m % 12, 1, h));
    const hour = new Intl.DateTimeFormat('en-US', { timeZone: TZ, hour: 'numeric', hourCycle: 'h23' }).format(
      at,
    );
    if (Number(hour) === 0) return at.toISOString();
  }
  throw new Error('no midnight');
}

const at = (locator: string) => ({ tenantLocator: t, locator });
const params = (effectiveTime: string, more: Record<string, unknown> = {}) => ({
  action: 'params' as const,
  effectiveTime,
  ...more,
});

/** A one-year policy from 1 January 2026 (Chicago) with one frame Dwelling. */
async function policy(client: InsuiteClient = s.admin) {
  const q = await quote(client, t, {
    startTime: monthStart(0),
    dwelling: { constructionType: 'frame', yearBuilt: 1990 },
  });
  await client.acceptQuote(at(q.locator));
  const issued = await client.issueQuote(at(q.locator));
  return client.fetchPolicy(at(issued.policyLocator!));
}

/** Prices, accepts and issues a transaction. */
async function issue(id: string) {
  await s.admin.acceptTransaction(at(id));
  return s.admin.issueTransaction(at(id));
}

const amounts = (charges: { amount: number }[]) => charges.map((c) => c.amount).sort((a, b) => a - b);
const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

describe('a change', () => {
  it('adding a Dwelling from July charges six months of it: the new segment minus the reversed rest of the old', async () => {
    const p = await policy();
    expect(p).toMatchObject({ endTime: monthStart(12), statuses: [] });
    const issuance = await s.admin.fetchTransactionPricing(at(p.issuedTransactionLocator));
    expect(amounts(issuance.charges)).toEqual([1000]);
    const dwelling = (await s.admin.fetchTransaction(at(p.issuedTransactionLocator))).element.elements![0]!;
    // The issuance's charges name the policy's elements, not the quote's.
    expect(issuance.charges[0]).toMatchObject({
      elementLocator: dwelling.locator,
      elementStaticLocator: dwelling.staticLocator,
    });

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
    expect(change).toMatchObject({
      transactionState: 'draft',
      transactionCategory: 'change',
      effectiveTime: monthStart(6),
      baseTransactionLocator: p.issuedTransactionLocator,
      termLocator: p.latestTermLocator,
    });
    expect(change.element.elements).toHaveLength(2);
    const price = await s.admin.priceTransaction(at(change.locator));
    expect(price.transactionState).toBe('priced');
    // Six months of each Dwelling in force from July (500 + 625), and the old segment's last six
    // months of the frame Dwelling taken back (-500): 625 more, six months of the masonry one.
    expect(amounts(price.charges)).toEqual([-500, 500, 625]);
    const reversal = price.charges.find((c) => c.amount < 0)!;
    expect(reversal.reversalOfLocator).toBe(issuance.charges[0]!.locator);
    const issued = await issue(change.locator);
    expect(issued).toMatchObject({ transactionState: 'issued', issuedTime: expect.any(String) });

    const charges = await s.admin.fetchTermCharges(at(p.latestTermLocator));
    expect(
      sum(
        Object.values(charges)
          .flat()
          .map((c) => c.amount),
      ),
    ).toBe(1625);
    const summary = await s.admin.fetchTermSummaryByTermLocator(at(p.latestTermLocator));
    expect(summary.subsegments.map((x) => [x.startTime, x.endTime, x.duration])).toEqual([
      [monthStart(0), monthStart(6), 0.5],
      [monthStart(6), monthStart(12), 0.5],
    ]);
    const segment = await s.admin.fetchTransactionSegment(at(change.locator));
    expect(segment).toMatchObject({ segmentType: 'coverage', startTime: monthStart(6), duration: 0.5 });
    expect(await s.admin.fetchPolicySegment({ tenantLocator: t, segmentLocator: segment.locator })).toEqual(
      segment,
    );
    expect((await s.admin.fetchPolicy(at(p.locator))).latestSegmentLocator).toBe(segment.locator);
    const list = await s.admin.fetchIssuedTransactions(at(p.locator));
    expect(list.items.map((x) => x.transactionCategory)).toEqual(['issuance', 'change']);

    const types = (await outbox(s, t)).map((e) => e.type).filter((x) => x.startsWith('transaction.'));
    expect(types.slice(-7)).toEqual([
      'transaction.create',
      'transaction.initialize',
      'transaction.validate',
      'transaction.price',
      'transaction.underwrite',
      'transaction.accept',
      'transaction.issue',
    ]);
    // The first call of each operation on a fresh server builds its checks: more time than the rest.
  }, 120_000);

  it('modify gives the element a new locator and the same static locator; delete removes it', async () => {
    const p = await policy();
    const root = (await s.admin.fetchTransaction(at(p.issuedTransactionLocator))).element;
    const d = root.elements![0]!;
    const change = await s.admin.changePolicy({
      ...at(p.locator),
      body: [
        params(monthStart(3)),
        {
          action: 'modify',
          staticLocator: d.staticLocator,
          setData: { constructionType: 'masonry' },
          removeData: {},
          setCoverageTerms: {},
          removeCoverageTerms: {},
        },
      ],
    });
    const modified = change.element.elements![0]!;
    expect(modified).toMatchObject({ staticLocator: d.staticLocator, data: { constructionType: 'masonry' } });
    expect(modified.locator).not.toBe(d.locator);
    const price = await s.admin.priceTransaction(at(change.locator));
    // Nine months at 1250 less the last nine of 1000.
    expect(amounts(price.charges)).toEqual([-750, 937.5]);
    expect(price.charges.find((c) => c.amount > 0)).toMatchObject({ elementLocator: modified.locator });
  });
});

describe('cancellation and reinstatement', () => {
  it('a cancellation returns the unearned premium; a reinstatement restores it', async () => {
    const p = await policy();
    const cancel = await s.admin.cancelPolicy({ ...at(p.locator), body: params(monthStart(9)) });
    expect(cancel).toMatchObject({ transactionCategory: 'cancellation', effectiveTime: monthStart(9) });
    expect(amounts((await s.admin.priceTransaction(at(cancel.locator))).charges)).toEqual([-250]);
    await issue(cancel.locator);
    expect((await s.admin.fetchPolicy(at(p.locator))).statuses).toEqual(['cancelled']);
    expect((await s.admin.fetchTransactionSegment(at(cancel.locator))).segmentType).toBe('gap');

    // After the cancellation takes effect nothing changes but a reinstatement.
    const late = await failure(s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(10))] }));
    expect(late.status).toBe(422);
    expect(late.problem?.errors?.[0]?.location).toBe('body[0].effectiveTime');

    const reinstate = await s.admin.reinstatePolicy({ ...at(p.locator), body: [] });
    expect(reinstate).toMatchObject({ transactionCategory: 'reinstatement', effectiveTime: monthStart(9) });
    expect(amounts((await s.admin.priceTransaction(at(reinstate.locator))).charges)).toEqual([250]);
    await issue(reinstate.locator);
    expect((await s.admin.fetchPolicy(at(p.locator))).statuses).toEqual([]);
    const charges = await s.admin.fetchTermCharges(at(p.latestTermLocator));
    expect(
      sum(
        Object.values(charges)
          .flat()
          .map((c) => c.amount),
      ),
    ).toBe(1000);
  });

  it('a reinstatement restores what the cancellation ended, even a change of the same instant', async () => {
    // Found by the conservation property: a Dwelling added from April, the policy cancelled from
    // April (the change never in force), then reinstated: the Dwelling comes back with the rest.
    const p = await policy();
    const add = await s.admin.changePolicy({
      ...at(p.locator),
      body: [
        params(monthStart(3)),
        {
          action: 'add',
          elements: [{ type: 'Dwelling', data: { constructionType: 'frame', yearBuilt: 1990 } }],
        },
      ],
    });
    await issue(add.locator);
    const cancel = await s.admin.cancelPolicy({ ...at(p.locator), body: params(monthStart(3)) });
    await issue(cancel.locator);
    const reinstate = await s.admin.reinstatePolicy({ ...at(p.locator), body: [] });
    expect(reinstate.element.elements!.filter((e) => e.type === 'Dwelling')).toHaveLength(2);
    await issue(reinstate.locator);
    const charges = await s.admin.fetchTermCharges(at(p.latestTermLocator));
    // The first Dwelling all year, the second from April: 1000 + 750.
    expect(
      sum(
        Object.values(charges)
          .flat()
          .map((c) => c.amount),
      ),
    ).toBe(1750);
  });
});

describe('renewal', () => {
  it('prices a new term as long as the last, and a term is renewed once', async () => {
    const p = await policy();
    const renewal = await s.admin.renewPolicy({ ...at(p.locator), body: [] });
    expect(renewal).toMatchObject({ transactionCategory: 'renewal', effectiveTime: monthStart(12) });
    expect(renewal.termLocator).not.toBe(p.latestTermLocator);
    expect(amounts((await s.admin.priceTransaction(at(renewal.locator))).charges)).toEqual([1000]);
    await issue(renewal.locator);
    const after = await s.admin.fetchPolicy(at(p.locator));
    expect(after).toMatchObject({ latestTermLocator: renewal.termLocator, endTime: monthStart(24) });
    const terms = await s.admin.fetchMultipleTerms(at(p.locator));
    expect(terms.items.map((x) => [x.number, x.startTime, x.endTime])).toEqual([
      [1, monthStart(0), monthStart(12)],
      [2, monthStart(12), monthStart(24)],
    ]);
    expect(await s.admin.fetchTerm(at(renewal.termLocator))).toMatchObject({
      previousTermLocator: p.latestTermLocator,
    });
    const again = await failure(s.admin.renewPolicy({ ...at(p.locator), body: [params(monthStart(12))] }));
    expect(again.status).toBe(422);
    expect(again.problem?.errors?.[0]).toMatchObject({
      location: 'body[0].effectiveTime',
      message: expect.stringContaining('already renewed'),
    });
    expect((await s.admin.fetchTermSummaryByTermNumber({ ...at(p.locator), termNumber: 2 })).termNumber).toBe(
      2,
    );
  });
});

describe('reversal', () => {
  it('takes the policy back to where a transaction left it, taking back the charges of every later one', async () => {
    const p = await policy();
    const issuance = p.issuedTransactionLocator;
    const add = await s.admin.changePolicy({
      ...at(p.locator),
      body: [
        params(monthStart(3)),
        {
          action: 'add',
          elements: [{ type: 'Dwelling', data: { constructionType: 'masonry', yearBuilt: 2001 } }],
        },
      ],
    });
    await issue(add.locator);
    const cancel = await s.admin.cancelPolicy({ ...at(p.locator), body: params(monthStart(9)) });
    await issue(cancel.locator);
    const open = await s.admin
      .changePolicy({ ...at(p.locator), body: [params(monthStart(9))] })
      .catch(() => undefined);
    expect(open).toBeUndefined(); // nothing but a reinstatement after a cancellation in force
    const draft = await s.admin.reinstatePolicy({ ...at(p.locator), body: [] });
    const before = (await outbox(s, t)).length;

    // Every transaction issued after toTransaction is named, the base is the latest: else 422, nothing written.
    const partial = await failure(
      s.admin.reversePolicyChange({
        ...at(p.locator),
        body: { baseLocator: cancel.locator, toTransaction: issuance, reverseTransactions: [cancel.locator] },
      }),
    );
    expect(partial.status).toBe(422);
    expect(partial.problem?.errors?.[0]).toMatchObject({
      location: 'body.reverseTransactions',
      message: expect.stringContaining(add.locator),
    });
    const stale = await failure(
      s.admin.reversePolicyChange({
        ...at(p.locator),
        body: { baseLocator: add.locator, toTransaction: issuance, reverseTransactions: [add.locator] },
      }),
    );
    expect(stale.problem?.errors?.[0]?.location).toBe('body.baseLocator');
    const stranger = await failure(
      s.admin.reversePolicyChange({
        ...at(p.locator),
        body: {
          baseLocator: cancel.locator,
          toTransaction: draft.locator,
          reverseTransactions: [cancel.locator],
        },
      }),
    );
    expect(stranger.problem?.errors?.[0]?.location).toBe('body.toTransaction');
    expect((await outbox(s, t)).length).toBe(before);
    expect((await s.admin.fetchTransaction(at(add.locator))).transactionState).toBe('issued');

    const reversal = await s.admin.reversePolicyChange({
      ...at(p.locator),
      body: {
        baseLocator: cancel.locator,
        toTransaction: issuance,
        reverseTransactions: [cancel.locator, add.locator],
      },
    });
    expect(reversal).toMatchObject({
      transactionCategory: 'reversal',
      transactionState: 'issued',
      effectiveTime: monthStart(3),
      baseTransactionLocator: cancel.locator,
    });
    for (const x of [add, cancel])
      expect((await s.admin.fetchTransaction(at(x.locator))).transactionState).toBe('reversed');
    expect((await s.admin.fetchTransaction(at(draft.locator))).transactionState).toBe('invalidated');
    const after = await s.admin.fetchPolicy(at(p.locator));
    expect(after.statuses).toEqual([]);
    expect(after.latestSegmentLocator).toBe((await s.admin.fetchTransactionSegment(at(issuance))).locator);
    const summary = await s.admin.fetchTermSummaryByTermLocator(at(p.latestTermLocator));
    expect(summary.subsegments.map((x) => [x.startTime, x.endTime, x.duration])).toEqual([
      [monthStart(0), monthStart(12), 1],
    ]);
    // Each later charge taken back: the term costs what the issuance charged.
    const pricing = await s.admin.fetchTransactionPricing(at(reversal.locator));
    const later = [
      ...(await s.admin.fetchTransactionPricing(at(add.locator))).charges,
      ...(await s.admin.fetchTransactionPricing(at(cancel.locator))).charges,
    ];
    expect(amounts(pricing.charges)).toEqual(amounts(later.map((c) => ({ amount: -c.amount }))));
    expect(pricing.charges.map((c) => c.reversalOfLocator).sort()).toEqual(
      later.map((c) => c.locator).sort(),
    );
    const charges = await s.admin.fetchTermCharges(at(p.latestTermLocator));
    expect(
      sum(
        Object.values(charges)
          .flat()
          .map((c) => c.amount),
      ),
    ).toBe(1000);
    const types = (await outbox(s, t)).slice(before).map((e) => e.type);
    expect(types).toEqual([
      'transaction.create',
      'transaction.reverse',
      'transaction.reverse',
      'transaction.issue',
      'transaction.invalidate',
      'policy.update',
    ]);

    // The policy goes on from the reversal: a change from July is priced on the issuance's segment.
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
    expect(change.baseTransactionLocator).toBe(reversal.locator);
    expect(amounts((await s.admin.priceTransaction(at(change.locator))).charges)).toEqual([-500, 500, 625]);
    await issue(change.locator);
    const total = await s.admin.fetchTermCharges(at(p.latestTermLocator));
    expect(
      sum(
        Object.values(total)
          .flat()
          .map((c) => c.amount),
      ),
    ).toBe(1625);
  });

  it('a renewal is not reversed', async () => {
    const p = await policy();
    const renewal = await s.admin.renewPolicy({ ...at(p.locator), body: [] });
    await issue(renewal.locator);
    const e = await failure(
      s.admin.reversePolicyChange({
        ...at(p.locator),
        body: {
          baseLocator: renewal.locator,
          toTransaction: p.issuedTransactionLocator,
          reverseTransactions: [renewal.locator],
        },
      }),
    );
    expect(e.status).toBe(422);
    expect(e.problem?.errors?.[0]).toMatchObject({
      location: 'body.reverseTransactions[0]',
      message: expect.stringContaining('renewal'),
    });
  });
});

describe('the steps', () => {
  it('a transaction is issued only once accepted, and a step out of order answers 409 naming the state', async () => {
    const p = await policy();
    const c = await s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(2))] });
    const early = await failure(s.admin.issueTransaction(at(c.locator)));
    expect(early.status).toBe(409);
    expect(early.problem?.detail).toContain(
      'issueTransaction is not allowed on a transaction in state draft',
    );
    expect((await s.admin.initializeTransaction(at(c.locator))).transactionState).toBe('initialized');
    expect((await s.admin.validateTransaction(at(c.locator))).transactionState).toBe('validated');
    const stateless = await s.admin.priceTransaction({ ...at(c.locator), stateless: true });
    expect(stateless.transactionState).toBe('priced');
    expect((await s.admin.fetchTransaction(at(c.locator))).transactionState).toBe('validated');
    // A block flag stops acceptance; an approve flag lets it on.
    const flagged = await s.admin.addBlockUnderwritingFlagsForTransaction({
      ...at(c.locator),
      body: { note: 'look' },
    });
    expect(flagged.flags).toHaveLength(1);
    expect((await s.admin.acceptTransaction(at(c.locator))).transactionState).toBe('underwrittenBlocked');
    await s.admin.addApproveUnderwritingFlagsForTransaction({ ...at(c.locator), body: {} });
    expect((await s.admin.acceptTransaction(at(c.locator))).transactionState).toBe('accepted');
    expect(
      (await failure(s.admin.addInfoUnderwritingFlagsForTransaction({ ...at(c.locator), body: {} }))).status,
    ).toBe(409);
    const reset = await s.admin.resetTransaction({
      ...at(c.locator),
      resetToDraft: true,
      body: { resetAllUnderwritingFlags: true },
    });
    expect(reset.transactionState).toBe('draft');
    expect((await s.admin.fetchUnderwritingFlagsForTransaction(at(c.locator))).clearedFlags).toHaveLength(2);
    expect((await s.admin.discardTransaction(at(c.locator))).transactionState).toBe('discarded');
    expect((await failure(s.admin.discardTransaction(at(c.locator)))).problem?.detail).toContain(
      'discarded is final',
    );
  });

  it('instructions change while the transaction is not priced, and it goes back to draft', async () => {
    const p = await policy();
    const c = await s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(2))] });
    await s.admin.validateTransaction(at(c.locator));
    const added = await s.admin.createPolicyChangeInstruction({
      ...at(c.locator),
      body: {
        action: 'add',
        elements: [{ type: 'Dwelling', data: { constructionType: 'frame', yearBuilt: 1999 } }],
      },
    });
    expect(added).toMatchObject({ transactionState: 'draft' });
    expect(added.changeInstructions).toHaveLength(2);
    expect(added.element.elements).toHaveLength(2);
    const paramsLocator = String(added.changeInstructions![0]!.locator);
    const moved = await s.admin.updateChangeInstruction({
      ...at(c.locator),
      instructionLocator: paramsLocator,
      body: params(monthStart(4)),
    });
    expect(moved.effectiveTime).toBe(monthStart(4));
    const removed = await s.admin.deleteChangeInstructionFromTransaction({
      ...at(c.locator),
      instructionLocator: String(added.changeInstructions![1]!.locator),
    });
    expect(removed.element.elements).toHaveLength(1);
    const data = await s.admin.patchTransactionData({ ...at(c.locator), body: { setData: { reason: 'x' } } });
    expect(data.data).toEqual({ reason: 'x' });
    await s.admin.priceTransaction(at(c.locator));
    const locked = await failure(s.admin.patchTransactionData({ ...at(c.locator), body: { setData: {} } }));
    expect(locked.status).toBe(409);
  });

  it('issuing one of two changes on one base invalidates the other; autoRebase builds it again on the latest', async () => {
    const p = await policy();
    const a = await s.admin.changePolicy({
      ...at(p.locator),
      body: [
        params(monthStart(3)),
        {
          action: 'add',
          elements: [{ type: 'Dwelling', data: { constructionType: 'masonry', yearBuilt: 2000 } }],
        },
      ],
    });
    const b = await s.admin.changePolicy({
      ...at(p.locator),
      body: [
        params(monthStart(6)),
        {
          action: 'add',
          elements: [{ type: 'Dwelling', data: { constructionType: 'frame', yearBuilt: 2000 } }],
        },
      ],
    });
    await s.admin.acceptTransaction(at(b.locator));
    const branches = await s.admin.getTransactionsBranchesByPolicy(at(p.locator));
    expect(Object.keys(branches)).toEqual([p.issuedTransactionLocator]);
    expect(branches[p.issuedTransactionLocator]!.map((x) => x.locator).sort()).toEqual(
      [a.locator, b.locator].sort(),
    );
    await issue(a.locator);
    expect((await s.admin.fetchTransaction(at(b.locator))).transactionState).toBe('invalidated');
    expect(await s.admin.fetchAffectedTransactions(at(a.locator))).toEqual([
      { locator: b.locator, action: 'invalidated' },
    ]);
    expect((await failure(s.admin.issueTransaction(at(b.locator)))).status).toBe(409);
    // A change on the latest base that is not accepted: the 409 names what was asked.
    const draft = await s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(9))] });
    const early = await failure(s.admin.issueTransaction({ ...at(draft.locator), autoRebase: true }));
    expect(early.status).toBe(409);
    expect(early.problem?.detail).toMatch(
      /^issueTransaction with autoRebase is not allowed on a transaction in state draft;/,
    );
    const rebased = await s.admin.issueTransaction({ ...at(b.locator), autoRebase: true });
    expect(rebased).toMatchObject({ transactionState: 'issued', baseTransactionLocator: a.locator });
    // Built on a: three dwellings from July.
    expect(rebased.element.elements).toHaveLength(3);
    const charges = await s.admin.fetchTermCharges(at(p.latestTermLocator));
    // 3 months of 1000; 3 months of 1000 + 1250; 6 months of 1000 + 1250 + 1000.
    expect(
      sum(
        Object.values(charges)
          .flat()
          .map((c) => c.amount),
      ),
    ).toBe(250 + 250 + 312.5 + 500 + 625 + 500);
  });
});

describe('bad input: a 422 naming the field, nothing written', () => {
  const cases: [string, (p: { locator: string; startTime: string }) => Promise<unknown>, string, RegExp][] = [
    [
      'a change before the policy start',
      (p) => s.admin.changePolicy({ ...at(p.locator), body: [params('2025-12-01T06:00:00.000Z')] }),
      'body[0].effectiveTime',
      /before the policy's start/,
    ],
    [
      'an effective time outside the term',
      (p) => s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(13))] }),
      'body[0].effectiveTime',
      /outside the term/,
    ],
    [
      'an instruction naming an element the policy does not have',
      (p) =>
        s.admin.changePolicy({
          ...at(p.locator),
          body: [
            params(monthStart(2)),
            { action: 'delete', staticElementLocators: ['01ARZ3NDEKTSV4RRFFQ69G5FAV'] },
          ],
        }),
      'body[1].staticElementLocators[0]',
      /names no element/,
    ],
    [
      'a modify naming an element the policy does not have',
      (p) =>
        s.admin.changePolicy({
          ...at(p.locator),
          body: [
            params(monthStart(2)),
            {
              action: 'modify',
              staticLocator: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
              setData: {},
              removeData: {},
              setCoverageTerms: {},
              removeCoverageTerms: {},
            },
          ],
        }),
      'body[1].staticLocator',
      /names no element/,
    ],
    [
      'a reinstatement of a policy not cancelled',
      (p) => s.admin.reinstatePolicy({ ...at(p.locator), body: [] }),
      'locator',
      /is not cancelled/,
    ],
    [
      'a cancellation outside the term',
      (p) => s.admin.cancelPolicy({ ...at(p.locator), body: params(monthStart(12)) }),
      'body.effectiveTime',
      /outside the term/,
    ],
  ];
  for (const [name, call, location, message] of cases)
    it(name, async () => {
      const p = await policy();
      const e = await failure(call(p));
      expect(e.status).toBe(422);
      expect(e.problem?.errors?.[0]?.location).toBe(location);
      expect(e.problem?.errors?.[0]?.message).toMatch(message);
      expect(await s.admin.getTransactionsBranchesByPolicy(at(p.locator))).toEqual({});
    });

  it('a change or cancellation before an issued later change (out of sequence) is refused on effectiveTime', async () => {
    const p = await policy();
    const later = await s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(6))] });
    await issue(later.locator);
    const change = await failure(s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(3))] }));
    expect(change.status).toBe(422);
    expect(change.problem?.errors?.[0]).toMatchObject({
      location: 'body[0].effectiveTime',
      message: expect.stringContaining('no earlier'),
    });
    const cancel = await failure(s.admin.cancelPolicy({ ...at(p.locator), body: params(monthStart(5)) }));
    expect(cancel.problem?.errors?.[0]?.location).toBe('body.effectiveTime');
    expect(await s.admin.getTransactionsBranchesByPolicy(at(p.locator))).toEqual({});
  });

  it('another tenant cannot see or change the policy', async () => {
    const p = await policy();
    const other = (
      await s.admin.createTenant({ name: unique('o'), body: withPlugins({ 'index.ts': PLUGIN }) as never })
    ).locator;
    const e = await failure(
      s.admin.changePolicy({ tenantLocator: other, locator: p.locator, body: [params(monthStart(2))] }),
    );
    expect(e.status).toBe(404);
  });
});

describe('events', () => {
  it('every transition writes its event with the payload as it stood; issuing a quote writes policy.create', async () => {
    /** The events `fn` writes: each type with the state its transaction had in the payload. */
    const during = async (fn: () => Promise<unknown>) => {
      const before = (await outbox(s, t)).length;
      await fn();
      // Billing's jobs run on the server's poll meanwhile (invoice.generate): only the call's own kinds count.
      return (await outbox(s, t))
        .slice(before)
        .filter((e) => e.type.startsWith('transaction.') || e.type.startsWith('policy.'))
        .map((e) => (e.type.startsWith('policy.') ? [e.type] : [e.type, e.data.transactionState]));
    };
    const before = (await outbox(s, t)).length;
    const p = await policy();
    const created = (await outbox(s, t)).slice(before).filter((e) => e.type === 'policy.create');
    expect(created.map((e) => e.data)).toEqual([p]);

    let c = { locator: '' };
    expect(
      await during(async () => {
        c = await s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(2))] });
      }),
    ).toEqual([['transaction.create', 'draft']]);
    const add = {
      action: 'add' as const,
      elements: [{ type: 'Dwelling', data: { constructionType: 'frame', yearBuilt: 1999 } }],
    };
    expect(
      await during(() => s.admin.createPolicyChangeInstruction({ ...at(c.locator), body: add })),
    ).toEqual([['transaction.update', 'draft']]);
    expect(await during(() => s.admin.initializeTransaction(at(c.locator)))).toEqual([
      ['transaction.initialize', 'initialized'],
    ]);
    expect(await during(() => s.admin.validateTransaction(at(c.locator)))).toEqual([
      ['transaction.validate', 'validated'],
    ]);
    expect(await during(() => s.admin.priceTransaction(at(c.locator)))).toEqual([
      ['transaction.price', 'priced'],
    ]);
    expect(await during(() => s.admin.underwriteTransaction(at(c.locator)))).toEqual([
      ['transaction.underwrite', 'underwritten'],
    ]);
    expect(await during(() => s.admin.acceptTransaction(at(c.locator)))).toEqual([
      ['transaction.accept', 'accepted'],
    ]);
    expect(await during(() => s.admin.resetTransaction({ ...at(c.locator), body: {} }))).toEqual([
      ['transaction.reset', 'initialized'],
    ]);
    // Steps run on the way each write theirs, with the transaction as that step left it.
    expect(await during(() => s.admin.acceptTransaction(at(c.locator)))).toEqual([
      ['transaction.validate', 'validated'],
      ['transaction.price', 'priced'],
      ['transaction.underwrite', 'underwritten'],
      ['transaction.accept', 'accepted'],
    ]);
    const other = await s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(3))] });
    expect(await during(() => s.admin.issueTransaction(at(c.locator)))).toEqual([
      ['transaction.issue', 'issued'],
      ['transaction.invalidate', 'invalidated'],
      ['policy.update'],
    ]);
    const updated = (await outbox(s, t)).filter((e) => e.type === 'policy.update').pop()!;
    expect(updated.data).toEqual(await s.admin.fetchPolicy(at(p.locator)));
    expect((await s.admin.fetchTransaction(at(other.locator))).transactionState).toBe('invalidated');

    const refused = await s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(4))] });
    await s.admin.validateTransaction(at(refused.locator));
    expect(await during(() => s.admin.refuseTransaction(at(refused.locator)))).toEqual([
      ['transaction.refuse', 'refused'],
    ]);
    expect(await during(() => s.admin.discardTransaction(at(refused.locator)))).toEqual([
      ['transaction.discard', 'discarded'],
    ]);
    expect(
      await during(() =>
        s.admin.reversePolicyChange({
          ...at(p.locator),
          body: {
            baseLocator: c.locator,
            toTransaction: p.issuedTransactionLocator,
            reverseTransactions: [c.locator],
          },
        }),
      ),
    ).toEqual([
      ['transaction.create', 'issued'],
      ['transaction.reverse', 'reversed'],
      ['transaction.issue', 'issued'],
      ['policy.update'],
    ]);
  });
});

describe('conservation', () => {
  type Op =
    | { kind: 'add'; construction: keyof typeof RATES }
    | { kind: 'delete' }
    | { kind: 'modify'; construction: keyof typeof RATES }
    | { kind: 'cancel' }
    | { kind: 'reinstate' }
    | { kind: 'discard'; construction: keyof typeof RATES };
  const construction = fc.constantFrom('frame', 'masonry', 'superiorMasonry') as fc.Arbitrary<
    keyof typeof RATES
  >;
  const op: fc.Arbitrary<Op> = fc.oneof(
    construction.map((c) => ({ kind: 'add' as const, construction: c })),
    fc.constant({ kind: 'delete' as const }),
    construction.map((c) => ({ kind: 'modify' as const, construction: c })),
    fc.constant({ kind: 'cancel' as const }),
    fc.constant({ kind: 'reinstate' as const }),
    construction.map((c) => ({ kind: 'discard' as const, construction: c })),
  );
  // Effective months in any order: one before the latest issued transaction's (out of sequence),
  // or not before a cancellation in force, is refused on its effectiveTime and adds nothing.
  const plan = fc.array(fc.tuple(fc.integer({ min: 0, max: 11 }), op), { minLength: 1, maxLength: 6 });

  it('a term costs each element its rate over the time it was in force, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(plan, async (steps) => {
        const p = await policy();
        let month = 0;
        // What is in force, as the test keeps it: from which month, which dwellings (static → construction).
        let inForce: Map<string, keyof typeof RATES> | undefined;
        const root = (await s.admin.fetchTransaction(at(p.issuedTransactionLocator))).element;
        inForce = new Map([[root.elements![0]!.staticLocator, 'frame']]);
        let lastCoverage = inForce;
        let from = 0;
        let expected = 0;
        const close = (to: number) => {
          if (inForce)
            for (const c of inForce.values())
              expected += Math.round((Number(RATES[c]) * (to - from) * 100) / 12) / 100;
          from = to;
        };
        /** A transaction the product refuses: 422 on its effectiveTime, nothing written. */
        const refused = async (call: () => Promise<unknown>) => {
          const before = (await outbox(s, t)).length;
          const e = await failure(call());
          expect(e.status).toBe(422);
          expect(e.problem?.errors?.[0]?.location).toMatch(/effectiveTime$/);
          expect((await outbox(s, t)).length).toBe(before);
        };
        for (const [next, o] of steps) {
          if (o.kind === 'reinstate') {
            if (inForce) continue;
            if (next < month) {
              await refused(() =>
                s.admin.reinstatePolicy({ ...at(p.locator), body: [params(monthStart(next))] }),
              );
              continue;
            }
            const r = await s.admin.reinstatePolicy({ ...at(p.locator), body: [params(monthStart(next))] });
            await issue(r.locator);
            close(next);
            inForce = lastCoverage;
          } else if (!inForce || next < month) {
            // Cancelled (nothing but a reinstatement), or before the latest issued transaction.
            await refused(() =>
              o.kind === 'cancel'
                ? s.admin.cancelPolicy({ ...at(p.locator), body: params(monthStart(next)) })
                : s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(next))] }),
            );
            continue;
          } else if (o.kind === 'cancel') {
            const c = await s.admin.cancelPolicy({ ...at(p.locator), body: params(monthStart(next)) });
            await issue(c.locator);
            close(next);
            lastCoverage = inForce;
            inForce = undefined;
          } else if (o.kind === 'discard') {
            const c = await s.admin.changePolicy({
              ...at(p.locator),
              body: [
                params(monthStart(next)),
                {
                  action: 'add',
                  elements: [
                    { type: 'Dwelling', data: { constructionType: o.construction, yearBuilt: 1990 } },
                  ],
                },
              ],
            });
            await s.admin.priceTransaction(at(c.locator));
            await s.admin.discardTransaction(at(c.locator));
            continue;
          } else {
            const dwellings = [...inForce.keys()];
            if (o.kind !== 'add' && dwellings.length < 2) continue;
            const target = dwellings[dwellings.length - 1]!;
            const body =
              o.kind === 'add'
                ? {
                    action: 'add' as const,
                    elements: [
                      { type: 'Dwelling', data: { constructionType: o.construction, yearBuilt: 1990 } },
                    ],
                  }
                : o.kind === 'delete'
                  ? { action: 'delete' as const, staticElementLocators: [target] }
                  : {
                      action: 'modify' as const,
                      staticLocator: target,
                      setData: { constructionType: o.construction },
                      removeData: {},
                      setCoverageTerms: {},
                      removeCoverageTerms: {},
                    };
            const c = await s.admin.changePolicy({
              ...at(p.locator),
              body: [params(monthStart(next)), body],
            });
            const issued = await issue(c.locator);
            close(next);
            inForce = new Map(
              issued.element.elements!.map((d) => [
                d.staticLocator,
                String(d.data.constructionType) as keyof typeof RATES,
              ]),
            );
          }
          month = next;
        }
        close(12);
        const charges = await s.admin.fetchTermCharges(at(p.latestTermLocator));
        expect(
          sum(
            Object.values(charges)
              .flat()
              .map((c) => c.amount),
          ),
        ).toBe(Math.round(expected * 100) / 100);
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});

describe('time zones', () => {
  it('a term across a daylight-saving change is exactly its months', async () => {
    const p = await policy();
    // 1 March to 1 July in Chicago crosses the change to daylight time: exactly four months.
    const c = await s.admin.changePolicy({
      ...at(p.locator),
      body: [params(monthStart(2), { newPolicyEndTime: monthStart(6) })],
    });
    const segment = await s.admin.fetchTransactionSegment(at(c.locator));
    expect(segment.duration).toBeCloseTo(1 / 3, 9);
    const price = await s.admin.priceTransaction(at(c.locator));
    // 1000 a year for four months is 333.33; the old segment's last ten months (833.33) go back.
    expect(amounts(price.charges)).toEqual([-833.33, 333.33]);
  });
});

describe('transaction types, previews, elements, numbers and snapshots', () => {
  it('creates a transaction of a declared type, or of a published default; an undeclared one is 422', async () => {
    const p = await policy();
    const c = await s.admin.createPolicyTransaction({
      ...at(p.locator),
      transactionType: 'change',
      body: [params(monthStart(6))],
    });
    expect(c).toMatchObject({ transactionCategory: 'change', transactionType: 'change' });
    const e = await failure(
      s.admin.createPolicyTransaction({
        ...at(p.locator),
        transactionType: 'endorsement',
        body: [params(monthStart(6))],
      }),
    );
    expect(e.status).toBe(422);
    expect(e.problem?.errors?.[0]?.location).toBe('transactionType');
  });

  it('a type that is not cost-bearing moves no money', async () => {
    const config = {
      ...(await import('../support/given.js')).homeownersConfig(),
      transactionTypes: {
        correction: { category: 'change', costBearing: false },
      },
    };
    const other = (
      await s.admin.createTenant({
        name: unique('tt'),
        body: withPlugins({ 'index.ts': PLUGIN }, config) as never,
      })
    ).locator;
    const q = await quote(s.admin, other, {
      startTime: monthStart(0),
      dwelling: { constructionType: 'frame', yearBuilt: 1990 },
    });
    await s.admin.acceptQuote({ tenantLocator: other, locator: q.locator });
    const issued = await s.admin.issueQuote({ tenantLocator: other, locator: q.locator });
    const c = await s.admin.createPolicyTransaction({
      tenantLocator: other,
      locator: issued.policyLocator!,
      transactionType: 'correction',
      body: [
        params(monthStart(6)),
        {
          action: 'add',
          elements: [{ type: 'Dwelling', data: { constructionType: 'masonry', yearBuilt: 2000 } }],
        },
      ],
    });
    expect((await s.admin.priceTransaction({ tenantLocator: other, locator: c.locator })).charges).toEqual(
      [],
    );
  });

  it('previews price, validate and underwrite without writing', async () => {
    const p = await policy();
    const body = [
      params(monthStart(6)),
      {
        action: 'add' as const,
        elements: [{ type: 'Dwelling', data: { constructionType: 'masonry', yearBuilt: 2001 } }],
      },
    ];
    const price = await s.admin.transactionPricePreview({
      ...at(p.locator),
      transactionType: 'change',
      body,
    });
    expect(amounts(price.charges)).toEqual([-500, 500, 625]);
    const validated = await s.admin.transactionValidatePreview({
      ...at(p.locator),
      transactionType: 'change',
      body,
    });
    expect(validated.transactionState).toBe('validated');
    const underwritten = await s.admin.underwritePreview({
      ...at(p.locator),
      transactionType: 'change',
      body,
    });
    expect(underwritten).toMatchObject({ transactionState: 'underwritten', underwritingStatus: 'approved' });
    expect(await s.admin.getTransactionsBranchesByPolicy(at(p.locator))).toEqual({});
  });

  it('element operations add instructions to a transaction and answer its segment', async () => {
    const p = await policy();
    const c = await s.admin.changePolicy({ ...at(p.locator), body: [params(monthStart(6))] });
    const added = await s.admin.addElementsToPolicyWithTransaction({
      ...at(c.locator),
      body: [{ type: 'Dwelling', data: { constructionType: 'masonry', yearBuilt: 2001 } }],
    });
    expect(added[0]!.element.elements).toHaveLength(2);
    const dwelling = added[0]!.element.elements![1]!;
    const updated = await s.admin.updateElementsInPolicyWithTransaction({
      ...at(c.locator),
      body: { locator: dwelling.locator, setData: { constructionType: 'frame' } },
    });
    expect(updated[0]!.element.elements![1]!.data.constructionType).toBe('frame');
    const removed = await s.admin.removeElementsFromPolicyWithTransaction({
      ...at(c.locator),
      body: [dwelling.staticLocator],
    });
    expect(removed[0]!.element.elements).toHaveLength(1);
    expect(
      (await s.admin.fetchPolicyTransactionWithUpdatedChanges(at(c.locator))).changeInstructions,
    ).toHaveLength(4);
  });

  it('policy and term numbers are set, generated and found', async () => {
    const p = await policy();
    const generated = await s.admin.generatePolicyNumber(at(p.locator));
    expect(generated.policyNumber).toMatch(/^P\d{6}$/);
    const set = await s.admin.setPolicyNumber({ ...at(p.locator), policyNumber: unique('HO-') });
    // Its event carries the policy as it stands, not only what changed.
    expect((await outbox(s, t)).filter((e) => e.type === 'policy.update').pop()!.data).toMatchObject({
      locator: p.locator,
      policyNumber: set.policyNumber,
      latestTermLocator: p.latestTermLocator,
      accountLocator: p.accountLocator,
    });
    expect(
      (await s.admin.fetchPoliciesWithNumber({ tenantLocator: t, policyNumber: set.policyNumber! })).map(
        (x) => x.locator,
      ),
    ).toEqual([p.locator]);
    const term = await s.admin.generateTermNumber(at(p.latestTermLocator));
    expect(term.termNumber).toBe(`${set.policyNumber}-1`);
    expect(
      (await s.admin.fetchTermsWithNumber({ tenantLocator: t, termNumber: term.termNumber! })).map(
        (x) => x.locator,
      ),
    ).toEqual([term.locator]);
    await s.admin.setTermNumber({ ...at(p.latestTermLocator), termNumber: 'T-1' });
    expect((await s.admin.fetchTerm(at(p.latestTermLocator))).termNumber).toBe('T-1');
  });

  it('a snapshot answers the segment in force at a date', async () => {
    const p = await policy();
    const c = await s.admin.changePolicy({
      ...at(p.locator),
      body: [
        params(monthStart(6)),
        {
          action: 'add',
          elements: [{ type: 'Dwelling', data: { constructionType: 'masonry', yearBuilt: 2001 } }],
        },
      ],
    });
    await issue(c.locator);
    const before = await s.admin.fetchPolicySnapshot({ ...at(p.locator), date: monthStart(3) });
    expect(before.transaction).toMatchObject({
      locator: p.issuedTransactionLocator,
      transactionCategory: 'issuance',
    });
    expect(before.transaction.segment.endTime).toBe(monthStart(6));
    const after = await s.admin.fetchPolicySnapshot({ ...at(p.locator), date: monthStart(8) });
    expect(after.transaction.locator).toBe(c.locator);
    expect(after.transaction.segment.element.elements).toHaveLength(2);
    expect(
      (await failure(s.admin.fetchPolicySnapshot({ ...at(p.locator), date: monthStart(14) }))).status,
    ).toBe(404);
  });
});
