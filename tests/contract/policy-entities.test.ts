import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '@insuite/client';
import { failure } from '../support/failure.js';
import { tenant } from '../support/given.js';
import { acceptAndIssue, account, outbox, quote } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
});
afterAll(() => s.close());

type Element = Schema<'ElementResponse'>;
const all = (e: Element): Element[] => [e, ...e.elements.flatMap(all)];

describe('accounts', () => {
  it('are created, read and changed; data is set and removed by key', async () => {
    const created = await account(s.admin, t, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
    });
    expect(created).toMatchObject({
      type: 'ConsumerAccount',
      data: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      accountState: 'draft',
    });
    expect(await s.admin.fetchAccount({ tenantLocator: t, locator: created.locator })).toEqual(created);
    const updated = await s.admin.updateAccount({
      tenantLocator: t,
      locator: created.locator,
      body: { setData: { firstName: 'Augusta' }, removeData: { email: '' } },
    });
    expect(updated.data).toEqual({ firstName: 'Augusta', lastName: 'Lovelace' });
    expect(await s.admin.fetchAccount({ tenantLocator: t, locator: created.locator })).toEqual(updated);
  });

  it('refuses an unknown account type and lists every bad field (422); nothing is saved', async () => {
    const before = await outbox(s, t);
    const accounts = () => s.db('accounts').where({ tenant_id: t }).select('id');
    const stored = await accounts();
    const unknownType = await failure(
      s.admin.createAccount({ tenantLocator: t, body: { type: 'Business' } }),
    );
    expect(unknownType.status).toBe(422);
    expect(unknownType.problem?.errors?.[0]?.location).toBe('body.type');

    const bad = await failure(
      account(s.admin, t, { firstName: '', email: 'not-an-address', shoeSize: 44, lastName: 7 }),
    );
    expect(bad.status).toBe(422);
    const byField = Object.fromEntries(
      (bad.problem?.errors ?? []).map((e) => [e.location.replace(/^.*\.data\./, ''), e.message]),
    );
    expect(Object.keys(byField).sort()).toEqual(['email', 'firstName', 'lastName', 'shoeSize']);
    expect(byField.firstName).toMatch(/fewer than the minimum 1/);
    expect(byField.email).toMatch(/does not match the pattern/);
    expect(byField.shoeSize).toMatch(/declares no field "shoeSize"/);
    expect(byField.lastName).toMatch(/not a string value/);
    expect(bad.problem?.errors?.[0]?.location).toBe('body.data.firstName');
    expect(await outbox(s, t)).toEqual(before);
    expect(await accounts()).toEqual(stored);
  });

  it('an update that breaks a field check changes nothing (422)', async () => {
    const a = await account(s.admin, t);
    const bad = await failure(
      s.admin.updateAccount({
        tenantLocator: t,
        locator: a.locator,
        body: { setData: { firstName: 'x'.repeat(81) } },
      }),
    );
    expect(bad.status).toBe(422);
    expect(await s.admin.fetchAccount({ tenantLocator: t, locator: a.locator })).toEqual(a);
  });

  it('a field both set and removed is a malformed update (400)', async () => {
    const a = await account(s.admin, t);
    const bad = await failure(
      s.admin.updateAccount({
        tenantLocator: t,
        locator: a.locator,
        body: { setData: { firstName: 'B' }, removeData: { firstName: '' } },
      }),
    );
    expect(bad.status).toBe(400);
  });
});

describe('quotes', () => {
  it('hold an element tree of the product: root, children, locators and parent locators', async () => {
    const q = await quote(s.admin, t);
    expect(q).toMatchObject({
      productName: 'Homeowners',
      startTime: '2026-03-01T00:00:00.000Z',
      quoteState: 'draft',
      element: { type: 'Homeowners', data: { channel: 'direct' } },
    });
    const [root, dwelling, contents, liability] = all(q.element);
    expect(root!.parentLocator).toBeUndefined();
    expect(dwelling).toMatchObject({ type: 'Dwelling', parentLocator: root!.locator });
    expect(contents).toMatchObject({ type: 'Contents', parentLocator: dwelling!.locator });
    expect(liability).toMatchObject({ type: 'Liability', parentLocator: dwelling!.locator });
    expect(new Set(all(q.element).map((e) => e.staticLocator)).size).toBe(4);
    expect(await s.admin.fetchQuote({ tenantLocator: t, locator: q.locator })).toEqual(q);
  });

  const tree = (elements: Schema<'ElementCreateRequest'>[]) => ({
    productName: 'Homeowners',
    startTime: '2026-03-01T00:00:00Z',
    elements,
  });

  it.each([
    ['no Dwelling (Dwelling+)', [], /Homeowners needs at least one Dwelling, has none/],
    [
      'two Contents in a Dwelling (Contents?)',
      [{ type: 'Dwelling', elements: [{ type: 'Contents' }, { type: 'Contents' }] }],
      /Dwelling holds at most one Contents, has 2/,
    ],
    ['a type the product cannot hold', [{ type: 'Contents' }], /Homeowners cannot hold a Contents/],
    ['an undeclared type', [{ type: 'Dwelling' }, { type: 'Pool' }], /"Pool" is not a declared element type/],
  ])('the tree must follow contents: %s (422)', async (_name, elements, message) => {
    const a = await account(s.admin, t);
    const before = await outbox(s, t);
    const bad = await failure(
      s.admin.createQuote({ tenantLocator: t, body: { accountLocator: a.locator, ...tree(elements) } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.problem?.errors?.map((e) => e.message).join('\n')).toMatch(message);
    expect(await outbox(s, t)).toEqual(before);
  });

  it('names the nearest declared name to a misspelt product, account type, element type or option (422)', async () => {
    const misspelt = await failure(
      s.admin.createAccount({
        tenantLocator: t,
        body: { type: 'ConsumerAcount', data: { firstName: 'Ada' } },
      }),
    );
    expect(misspelt.status).toBe(422);
    expect(misspelt.problem?.detail).toBe(
      '"ConsumerAcount" is not an account type of the configuration; did you mean "ConsumerAccount"?',
    );
    const a = await account(s.admin, t);
    const product = await failure(
      s.admin.createQuote({
        tenantLocator: t,
        body: { accountLocator: a.locator, ...tree([{ type: 'Dwelling' }]), productName: 'Homeowner' },
      }),
    );
    expect(product.problem?.detail).toBe(
      '"Homeowner" is not a product of the configuration; did you mean "Homeowners"?',
    );
    const element = await failure(
      s.admin.createQuote({
        tenantLocator: t,
        body: { accountLocator: a.locator, ...tree([{ type: 'Dwelling' }, { type: 'Dweling' }]) },
      }),
    );
    expect(element.problem?.errors?.map((e) => e.message)).toContain(
      '"Dweling" is not a declared element type; did you mean "Dwelling"?',
    );
    const option = await failure(
      s.admin.createQuote({
        tenantLocator: t,
        body: {
          accountLocator: a.locator,
          ...tree([{ type: 'Dwelling', data: { constructionType: 'frme' } }]),
        },
      }),
    );
    expect(option.problem?.errors?.map((e) => e.message)).toContain(
      'Dwelling.constructionType: "frme" is not one of the options "frame", "masonry", "superiorMasonry"; did you mean "frame"?',
    );
  });

  it('several Dwellings may stand under one product (Dwelling+), each with its own children', async () => {
    const a = await account(s.admin, t);
    const q = await s.admin.createQuote({
      tenantLocator: t,
      body: {
        accountLocator: a.locator,
        ...tree([
          { type: 'Dwelling', elements: [{ type: 'Liability' }] },
          { type: 'Dwelling' },
          { type: 'Dwelling' },
        ]),
      },
    });
    expect(q.element.elements.map((e) => e.type)).toEqual(['Dwelling', 'Dwelling', 'Dwelling']);
  });

  it('every bad value of every element is listed, naming where the request gave it; nothing is saved', async () => {
    const a = await account(s.admin, t);
    const before = await s.db('quotes').where({ tenant_id: t }).select('id');
    const bad = await failure(
      quote(s.admin, t, {
        accountLocator: a.locator,
        data: { channel: 'agent' },
        dwelling: { constructionType: 'straw', yearBuilt: 1700 },
        contents: { limit: '-5' },
      }),
    );
    expect(bad.status).toBe(422);
    const errors = bad.problem?.errors ?? [];
    expect(errors.map((e) => e.location)).toEqual([
      'body.data.channel',
      'body.elements[0].data.constructionType',
      'body.elements[0].data.yearBuilt',
      'body.elements[0].elements[0].data.limit',
    ]);
    expect(errors[2]!.message).toBe('Dwelling.yearBuilt: 1700 is less than the minimum 1800');
    expect(await s.db('quotes').where({ tenant_id: t }).select('id')).toEqual(before);
  });

  it('needs a product of the configuration and an account of the tenant (422)', async () => {
    const a = await account(s.admin, t);
    const noProduct = await failure(
      s.admin.createQuote({
        tenantLocator: t,
        body: { productName: 'Auto', accountLocator: a.locator, startTime: '2026-03-01T00:00:00Z' },
      }),
    );
    expect([noProduct.status, noProduct.problem?.errors?.[0]?.location]).toEqual([422, 'body.productName']);
    const notAProduct = await failure(
      s.admin.createQuote({
        tenantLocator: t,
        body: { productName: 'Dwelling', accountLocator: a.locator, startTime: '2026-03-01T00:00:00Z' },
      }),
    );
    expect(notAProduct.status).toBe(422);
    const other = await tenant(s.admin);
    const foreign = await account(s.admin, other);
    const noAccount = await failure(quote(s.admin, t, { accountLocator: foreign.locator }));
    expect([noAccount.status, noAccount.problem?.errors?.[0]?.location]).toEqual([
      422,
      'body.accountLocator',
    ]);
  });

  it('refuses an end before the start (422)', async () => {
    const a = await account(s.admin, t);
    const bad = await failure(
      s.admin.createQuote({
        tenantLocator: t,
        body: {
          accountLocator: a.locator,
          ...tree([{ type: 'Dwelling' }]),
          endTime: '2026-02-01T00:00:00Z',
        },
      }),
    );
    expect([bad.status, bad.problem?.errors?.[0]?.location]).toEqual([422, 'body.endTime']);
  });

  it('updates change root data, element data by locator, times and jurisdiction; locators stay', async () => {
    const q = await quote(s.admin, t);
    const [, dwelling, contents] = all(q.element);
    const updated = await s.admin.updateQuote({
      tenantLocator: t,
      locator: q.locator,
      body: {
        setData: { channel: 'broker' },
        endTime: '2027-03-01T00:00:00+01:00',
        jurisdiction: 'IL',
        elements: [
          { locator: dwelling!.locator, setData: { yearBuilt: 2001 }, removeData: { constructionType: '' } },
          { locator: contents!.locator, setData: { limit: '30000' } },
        ],
      },
    });
    expect(updated).toMatchObject({ endTime: '2027-02-28T23:00:00.000Z', jurisdiction: 'IL' });
    const [root2, dwelling2, contents2] = all(updated.element);
    expect(root2!.data).toEqual({ channel: 'broker' });
    expect(dwelling2).toMatchObject({ locator: dwelling!.locator, data: { yearBuilt: 2001 } });
    expect(dwelling2!.data).not.toHaveProperty('constructionType');
    expect(contents2).toMatchObject({ locator: contents!.locator, staticLocator: contents!.staticLocator });
    expect(await s.admin.fetchQuote({ tenantLocator: t, locator: q.locator })).toEqual(updated);
  });

  it('an update naming an element the quote does not hold is refused (422) and changes nothing', async () => {
    const q = await quote(s.admin, t);
    const other = await quote(s.admin, t);
    const bad = await failure(
      s.admin.updateQuote({
        tenantLocator: t,
        locator: q.locator,
        body: { setData: { channel: 'broker' }, elements: [{ locator: other.element.locator, setData: {} }] },
      }),
    );
    expect([bad.status, bad.problem?.errors?.[0]?.location]).toEqual([422, 'body.elements[0].locator']);
    expect(await s.admin.fetchQuote({ tenantLocator: t, locator: q.locator })).toEqual(q);
  });
});

describe('issuing a quote', () => {
  it('creates the policy and its issuance transaction; elements keep their static locators', async () => {
    const q = await quote(s.admin, t, { startTime: '2026-04-01T00:00:00Z' });
    const issued = await acceptAndIssue(s.admin, { tenantLocator: t, locator: q.locator });
    expect(issued).toMatchObject({
      locator: q.locator,
      quoteState: 'issued',
      policyLocator: expect.any(String),
    });
    expect(issued.element).toEqual(q.element);
    const policy = await s.admin.fetchPolicy({ tenantLocator: t, locator: issued.policyLocator! });
    expect(policy).toMatchObject({
      locator: issued.policyLocator,
      accountLocator: q.accountLocator,
      productName: 'Homeowners',
      startTime: '2026-04-01T00:00:00.000Z',
    });
    const transaction = await s.admin.fetchTransaction({
      tenantLocator: t,
      locator: policy.issuedTransactionLocator,
    });
    expect(transaction).toMatchObject({
      policyLocator: policy.locator,
      effectiveTime: '2026-04-01T00:00:00.000Z',
      transactionState: 'issued',
      transactionCategory: 'issuance',
      transactionType: 'issuance',
    });
    const fromQuote = all(q.element);
    const inTransaction = all(transaction.element);
    expect(inTransaction.map((e) => [e.staticLocator, e.type, e.data])).toEqual(
      fromQuote.map((e) => [e.staticLocator, e.type, e.data]),
    );
    // New versions of the elements: new locators, the same static locators.
    expect(inTransaction.some((e) => fromQuote.some((f) => f.locator === e.locator))).toBe(false);
    expect(await s.admin.fetchQuote({ tenantLocator: t, locator: q.locator })).toEqual(issued);
  });

  it('an issued quote is read-only (409), and is not issued twice (409)', async () => {
    const q = await quote(s.admin, t);
    await acceptAndIssue(s.admin, { tenantLocator: t, locator: q.locator });
    const update = await failure(
      s.admin.updateQuote({ tenantLocator: t, locator: q.locator, body: { setData: { channel: 'broker' } } }),
    );
    expect(update.status).toBe(409);
    expect((await failure(s.admin.issueQuote({ tenantLocator: t, locator: q.locator }))).status).toBe(409);
    expect(await s.db('policies').where({ tenant_id: t, quote_id: q.locator }).select('id')).toHaveLength(1);
  });

  it('issues two quotes at once without mixing them up, and one quote only once when asked twice at once', async () => {
    const [a, b] = [await quote(s.admin, t), await quote(s.admin, t)];
    for (const q of [a, b]) await s.admin.acceptQuote({ tenantLocator: t, locator: q.locator });
    const results = await Promise.allSettled([
      s.admin.issueQuote({ tenantLocator: t, locator: a.locator }),
      s.admin.issueQuote({ tenantLocator: t, locator: a.locator }),
      s.admin.issueQuote({ tenantLocator: t, locator: b.locator }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await s.db('policies').where({ tenant_id: t, quote_id: a.locator }).select('id')).toHaveLength(1);
    expect(await s.db('policies').where({ tenant_id: t, quote_id: b.locator }).select('id')).toHaveLength(1);
  });
});

describe('quick quotes', () => {
  it('are created without an account, read and changed', async () => {
    const qq = await s.admin.createQuickQuote({
      tenantLocator: t,
      body: { productName: 'Homeowners', data: { channel: 'direct' }, elements: [{ type: 'Dwelling' }] },
    });
    expect(qq).toMatchObject({ quickQuoteState: 'draft', element: { type: 'Homeowners' } });
    expect(qq).not.toHaveProperty('startTime');
    expect(await s.admin.fetchQuickQuote({ tenantLocator: t, locator: qq.locator })).toEqual(qq);
    const dwelling = qq.element.elements[0]!;
    const updated = await s.admin.updateQuickQuote({
      tenantLocator: t,
      locator: qq.locator,
      body: {
        startTime: '2026-05-01T00:00:00Z',
        elements: [{ locator: dwelling.locator, setData: { yearBuilt: 1950 } }],
      },
    });
    expect(updated.startTime).toBe('2026-05-01T00:00:00.000Z');
    expect(updated.element.elements[0]!.data).toEqual({ yearBuilt: 1950 });
    const bad = await failure(
      s.admin.updateQuickQuote({
        tenantLocator: t,
        locator: qq.locator,
        body: { elements: [{ locator: dwelling.locator, setData: { yearBuilt: 'old' } }] },
      }),
    );
    expect(bad.status).toBe(422);
  });

  it('a quote and a quick quote are different things: one locator does not reach the other (404)', async () => {
    const q = await quote(s.admin, t);
    expect((await failure(s.admin.fetchQuickQuote({ tenantLocator: t, locator: q.locator }))).status).toBe(
      404,
    );
  });
});

describe('tenancy', () => {
  it("another tenant's accounts, quotes, quick quotes, policies and transactions are not found (404)", async () => {
    const q = await quote(s.admin, t);
    const issued = await acceptAndIssue(s.admin, { tenantLocator: t, locator: q.locator });
    const policy = await s.admin.fetchPolicy({ tenantLocator: t, locator: issued.policyLocator! });
    const qq = await s.admin.createQuickQuote({
      tenantLocator: t,
      body: { productName: 'Homeowners', elements: [{ type: 'Dwelling' }] },
    });
    const other = await tenant(s.admin);
    const calls = [
      () => s.admin.fetchAccount({ tenantLocator: other, locator: q.accountLocator }),
      () => s.admin.updateAccount({ tenantLocator: other, locator: q.accountLocator, body: { setData: {} } }),
      () => s.admin.fetchQuote({ tenantLocator: other, locator: q.locator }),
      () => s.admin.issueQuote({ tenantLocator: other, locator: q.locator }),
      () => s.admin.fetchQuickQuote({ tenantLocator: other, locator: qq.locator }),
      () => s.admin.fetchPolicy({ tenantLocator: other, locator: policy.locator }),
      () => s.admin.fetchTransaction({ tenantLocator: other, locator: policy.issuedTransactionLocator }),
      () => s.admin.fetchDependencyMapForQuote({ tenantLocator: other, locator: q.locator }),
      () => s.admin.fetchDependencyMapForAccount({ tenantLocator: other, locator: q.accountLocator }),
    ];
    for (const call of calls) expect((await failure(call())).status).toBe(404);
  });
});

describe('events', () => {
  it('each change writes one event per transition in its transaction; a refused change writes none', async () => {
    const other = await tenant(s.admin);
    const a = await account(s.admin, other);
    await s.admin.updateAccount({
      tenantLocator: other,
      locator: a.locator,
      body: { setData: { lastName: 'L' } },
    });
    const q = await quote(s.admin, other, { accountLocator: a.locator });
    await s.admin.updateQuote({
      tenantLocator: other,
      locator: q.locator,
      body: { setData: { channel: 'broker' } },
    });
    await failure(
      s.admin.updateQuote({
        tenantLocator: other,
        locator: q.locator,
        body: { setData: { channel: 'agent' } },
      }),
    );
    await acceptAndIssue(s.admin, { tenantLocator: other, locator: q.locator });
    await failure(s.admin.issueQuote({ tenantLocator: other, locator: q.locator }));
    const qq = await s.admin.createQuickQuote({
      tenantLocator: other,
      body: { productName: 'Homeowners', elements: [{ type: 'Dwelling' }] },
    });
    await s.admin.updateQuickQuote({
      tenantLocator: other,
      locator: qq.locator,
      body: { setData: { channel: 'direct' } },
    });
    await failure(s.admin.createQuickQuote({ tenantLocator: other, body: { productName: 'Homeowners' } }));

    const events = await outbox(s, other);
    expect(events.map((e) => e.type)).toEqual([
      'account.create',
      'account.update',
      'quote.create',
      'quote.update',
      // acceptQuote on a draft: each step it ran on the way, then the acceptance.
      'quote.validate',
      'quote.price',
      'quote.underwrite',
      'quote.accept',
      'quote.issue',
      // Issuing makes the policy.
      'policy.create',
      'quickquote.create',
      'quickquote.update',
    ]);
    expect(events[1]!.data).toMatchObject({ locator: a.locator, data: { firstName: 'Ada', lastName: 'L' } });
    expect(events.slice(4, 8).map((e) => (e.data as { quoteState: string }).quoteState)).toEqual([
      'validated',
      'priced',
      'underwritten',
      'accepted',
    ]);
    expect(events[8]!.data).toMatchObject({ locator: q.locator, quoteState: 'issued' });
    const rows = (await s.db('events').where({ tenant_id: other }).select('request_id', 'user_id')) as {
      request_id: string;
      user_id: string;
    }[];
    // One request per change; the four transitions of the acceptance share its request, and the
    // issue's policy.create the issue's.
    expect(new Set(rows.map((r) => r.request_id)).size).toBe(rows.length - 4);
    const me = await s.admin.fetchMyUserDetails();
    expect(rows.every((r) => r.user_id === me.locator)).toBe(true);
  });
});

describe('deprecated-only operations', () => {
  const raw = (path: string, method = 'GET') =>
    fetch(`${s.baseUrl}${path}`, { method, headers: { Authorization: `Bearer ${s.adminToken}` } });
  const nothing = '01JD00000000000000000000ZZ';

  it('answer over what this service holds, with Deprecation: true', async () => {
    const q = await quote(s.admin, t);
    const issued = await acceptAndIssue(s.admin, { tenantLocator: t, locator: q.locator });
    const { issuedTransactionLocator: tx } = await s.admin.fetchPolicy({
      tenantLocator: t,
      locator: issued.policyLocator!,
    });
    const cases: [string, string, number, unknown][] = [
      [
        `/billing/${t}/jobs/installments/quotes/${q.locator}/list`,
        'GET',
        200,
        { listCompleted: true, items: [] },
      ],
      [`/billing/${t}/jobs/installments/quotes/${q.locator}/list?extended=false`, 'GET', 200, []],
      [`/billing/${t}/jobs/installments/quotes/${nothing}/list`, 'GET', 404, undefined],
      [`/payment-execution/${t}/paymentProviders/${nothing}/inactivate`, 'PATCH', 404, undefined],
      [`/policy/${t}/policies/snapshot/list`, 'GET', 200, []],
      [`/policy/${t}/transactions/${tx}/affectedTransactions/list`, 'GET', 200, []],
      [`/policy/${t}/transactions/${nothing}/affectedTransactions/list`, 'GET', 404, undefined],
      [`/policy/${t}/transactions/${tx}/segments/list`, 'GET', 200, []],
      [`/policy/${t}/transactions/${nothing}/segments/list`, 'GET', 404, undefined],
      [`/policy/${t}/transactions/${tx}/segments/${nothing}`, 'GET', 404, undefined],
    ];
    for (const [path, method, status, body] of cases) {
      const res = await raw(path, method);
      expect([path, res.status]).toEqual([path, status]);
      if (status === 200) {
        expect(res.headers.get('deprecation')).toBe('true');
        expect(await res.json()).toEqual(body);
      }
    }
    // Through the SDK as well.
    expect(await s.admin.fetchTransactionSegments({ tenantLocator: t, locator: tx })).toEqual([]);
  });
});
