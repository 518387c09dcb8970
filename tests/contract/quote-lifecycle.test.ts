// The quote's lifecycle through the SDK: the forward steps (each running those before it), the
// 409 of a transition out of order naming the state and what it allows, flags and what they
// decide, copy, discard, refuse, reset, the lists, and the issuance transaction's charges.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { tenant } from '../support/given.js';
import { failure } from '../support/failure.js';
import { quote } from '../support/policy.js';
import { withPlugins } from '../support/plugins.js';
import { fixtureCsv, uploadTable } from '../support/tables.js';
import { homeownersConfig, unique } from '../support/given.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
});
afterAll(() => s.close());

const ids = (locator: string) => ({ tenantLocator: t, locator });

describe('the forward steps', () => {
  it('draft → validated → priced → underwritten → accepted → issued, with the price carried to the transaction', async () => {
    const q = await quote(s.admin, t, { startTime: '2026-03-01T00:00:00Z' });
    expect(q).toMatchObject({ quoteState: 'draft', currency: 'USD', billingLevel: 'inherit', contacts: [] });
    const v = await s.admin.validateQuote(ids(q.locator));
    expect(v.quoteState).toBe('validated');
    expect(v.validationResult).toEqual({ success: true });
    // No end time: the term is one unit of the duration basis.
    expect(v.endTime).toBe('2027-03-01T00:00:00.000Z');
    const p = await s.admin.priceQuote(ids(q.locator));
    expect(p).toMatchObject({ quoteState: 'priced', duration: 1, durationBasis: 'years', items: [] });
    expect(await s.admin.fetchPricedQuote(ids(q.locator))).toEqual(p);
    const u = await s.admin.underwriteQuote(ids(q.locator));
    expect(u).toMatchObject({
      quoteState: 'underwritten',
      underwritingStatus: 'approved',
      underwritingFlags: [],
    });
    const a = await s.admin.acceptQuote(ids(q.locator));
    expect(a.quoteState).toBe('accepted');
    expect(a.acceptedTime).toEqual(expect.any(String));
    const i = await s.admin.issueQuote(ids(q.locator));
    expect(i).toMatchObject({ quoteState: 'issued', issuedTime: expect.any(String) });
    const policy = await s.admin.fetchPolicy({ tenantLocator: t, locator: i.policyLocator! });
    expect(policy).toMatchObject({ currency: 'USD', durationBasis: 'years', statuses: [], static: {} });
    const pricing = await s.admin.fetchTransactionPricing({
      tenantLocator: t,
      locator: policy.issuedTransactionLocator,
    });
    expect(pricing).toMatchObject({
      transactionCategory: 'issuance',
      transactionState: 'issued',
      charges: [],
    });
    // The first call of each operation on a fresh server builds its checks: more time than the rest.
  }, 120_000);

  it('acceptQuote on a draft runs validate, price and underwrite on its way', async () => {
    const q = await quote(s.admin, t);
    expect((await s.admin.acceptQuote(ids(q.locator))).quoteState).toBe('accepted');
    expect((await s.admin.fetchPricedQuote(ids(q.locator))).quoteState).toBe('accepted');
  });

  it('stateless steps answer without changing the quote', async () => {
    const q = await quote(s.admin, t);
    const p = await s.admin.priceQuote({ ...ids(q.locator), stateless: true });
    expect(p.quoteState).toBe('priced');
    expect((await s.admin.fetchQuote(ids(q.locator))).quoteState).toBe('draft');
    expect((await failure(s.admin.fetchPricedQuote(ids(q.locator)))).status).toBe(409);
  });
});

describe('a transition out of order', () => {
  it('answers 409 naming the current state and the operations it allows', async () => {
    const q = await quote(s.admin, t);
    const issue = await failure(s.admin.issueQuote(ids(q.locator)));
    expect(issue.status).toBe(409);
    expect(issue.problem?.detail).toMatch(
      /issueQuote is not allowed on a quote in state draft; from draft: updateQuote, validateQuote/,
    );
    await s.admin.validateQuote(ids(q.locator));
    const update = await failure(
      s.admin.updateQuote({ ...ids(q.locator), body: { setData: { channel: 'broker' } } }),
    );
    expect(update.status).toBe(409);
    expect(update.problem?.detail).toContain('state validated');
    expect((await failure(s.admin.validateQuote(ids(q.locator)))).status).toBe(409);
    expect((await s.admin.resetQuote({ ...ids(q.locator), body: {} })).quoteState).toBe('draft');
  });
});

describe('underwriting flags', () => {
  it('a block stops the quote; an approve lets it go on; clearing and listing', async () => {
    const q = await quote(s.admin, t);
    const block = await s.admin.addUnderwritingBlockFlagForQuote({
      ...ids(q.locator),
      body: { note: 'check' },
    });
    expect(block.flags).toHaveLength(1);
    const blockFlag = block.flags[0]!;
    expect(blockFlag).toMatchObject({ level: 'block', note: 'check', referenceType: 'quote' });
    const u = await s.admin.underwriteQuote(ids(q.locator));
    expect(u).toMatchObject({ quoteState: 'underwrittenBlocked', underwritingStatus: 'blocked' });
    expect((await failure(s.admin.issueQuote(ids(q.locator)))).status).toBe(409);
    await s.admin.addUnderwritingApproveFlagForQuote({ ...ids(q.locator), body: {} });
    expect((await s.admin.acceptQuote(ids(q.locator))).quoteState).toBe('accepted');
    // Flags are fixed once accepted.
    expect(
      (
        await failure(
          s.admin.clearUnderwritingBlockFlagForQuote({ ...ids(q.locator), flagLocator: blockFlag.locator }),
        )
      ).status,
    ).toBe(409);

    const r = await quote(s.admin, t);
    const added = await s.admin.updateUnderwritingFlagsForQuote({
      ...ids(r.locator),
      body: { addFlags: [{ level: 'decline' }, { level: 'info', note: 'n' }] },
    });
    const decline = added.flags.find((f) => f.level === 'decline')!;
    expect((await s.admin.underwriteQuote(ids(r.locator))).quoteState).toBe('declined');
    const cleared = await s.admin.clearUnderwritingDeclineFlagForQuote({
      ...ids(r.locator),
      flagLocator: decline.locator,
    });
    expect(cleared.clearedFlags.map((f) => f.locator)).toEqual([decline.locator]);
    expect(cleared.flags.map((f) => f.level)).toEqual(['info']);
    // The wrong level's clear operation does not find it.
    const info = cleared.flags[0]!;
    expect(
      (
        await failure(
          s.admin.clearUnderwritingBlockFlagForQuote({ ...ids(r.locator), flagLocator: info.locator }),
        )
      ).status,
    ).toBe(404);
    await s.admin.resetQuote({ ...ids(r.locator), body: {} });
    expect((await s.admin.acceptQuote(ids(r.locator))).quoteState).toBe('accepted');
    const all = await s.admin.fetchUnderwritingFlagsForQuote(ids(r.locator));
    expect(all.flags.map((f) => f.level)).toEqual(['info']);

    const x = await quote(s.admin, t);
    await s.admin.addUnderwritingRejectFlagForQuote({ ...ids(x.locator), body: { level: 'reject' } });
    expect((await s.admin.acceptQuote(ids(x.locator))).quoteState).toBe('rejected');
    expect((await failure(s.admin.resetQuote({ ...ids(x.locator), body: {} }))).status).toBe(409);
    const wrong = await failure(
      s.admin.addUnderwritingInfoFlagForQuote({ ...ids(x.locator), body: { level: 'block' } }),
    );
    expect(wrong.status).toBe(422);
  });
});

describe('side exits and copies', () => {
  it('refuse, reset, discard, copy', async () => {
    const q = await quote(s.admin, t);
    await s.admin.priceQuote(ids(q.locator));
    expect((await s.admin.refuseQuote(ids(q.locator))).quoteState).toBe('refused');
    const reset = await s.admin.resetQuote({ ...ids(q.locator), body: {} });
    expect(reset.quoteState).toBe('draft');
    expect(reset.validationResult).toBeUndefined();
    expect((await failure(s.admin.fetchPricedQuote(ids(q.locator)))).status).toBe(409);
    await s.admin.updateQuote({ ...ids(q.locator), body: { setData: { channel: 'broker' } } });
    expect((await s.admin.discardQuote(ids(q.locator))).quoteState).toBe('discarded');
    const again = await failure(s.admin.discardQuote(ids(q.locator)));
    expect(again.status).toBe(409);
    expect(again.problem?.detail).toContain('discarded is final');

    const copy = await s.admin.copyQuote({
      ...ids(q.locator),
      body: { groupLocator: '01JC0000000000000000000000' },
    });
    expect(copy).toMatchObject({ quoteState: 'draft', groupLocator: '01JC0000000000000000000000' });
    expect(copy.locator).not.toBe(q.locator);
    expect(copy.element.data).toEqual({ channel: 'broker' });
    expect(copy.element.locator).not.toBe(q.element.locator);
  });

  it('previews validate and price without storing', async () => {
    const q = await quote(s.admin, t);
    const body = {
      productName: 'Homeowners',
      accountLocator: q.accountLocator,
      startTime: '2026-01-01T00:00:00Z',
      endTime: '2027-01-01T00:00:00Z',
      data: { channel: 'direct' },
      elements: [{ type: 'Dwelling', data: { constructionType: 'frame', yearBuilt: 1990 } }],
    };
    const v = await s.admin.quoteValidatePreview({ tenantLocator: t, body });
    expect(v.quoteState).toBe('validated');
    const p = await s.admin.quotePricePreview({ tenantLocator: t, body });
    expect(p).toMatchObject({ quoteState: 'priced', duration: 1, durationBasis: 'years', items: [] });
    expect((await failure(s.admin.fetchQuote(ids(v.locator)))).status).toBe(404);
  });
});

describe('lists', () => {
  it('quotes of the tenant and of an account, policies of an account', async () => {
    const other = await tenant(s.admin);
    const a = await quote(s.admin, other);
    const b = await quote(s.admin, other, { accountLocator: a.accountLocator });
    const c = await quote(s.admin, other);
    const all = await s.admin.fetchQuotesInATenant({ tenantLocator: other });
    expect(all.items.map((q) => q.locator)).toEqual([a.locator, b.locator, c.locator]);
    const page = await s.admin.fetchQuotesInATenant({ tenantLocator: other, count: 2 });
    expect(page.listCompleted).toBe(false);
    const mine = await s.admin.fetchQuotesForAccount({ tenantLocator: other, locator: a.accountLocator });
    expect(mine.items.map((q) => q.locator)).toEqual([a.locator, b.locator]);
    await s.admin.acceptQuote({ tenantLocator: other, locator: b.locator });
    const issued = await s.admin.issueQuote({ tenantLocator: other, locator: b.locator });
    const policies = await s.admin.fetchPoliciesForAccount({
      tenantLocator: other,
      locator: a.accountLocator,
    });
    expect(policies.items.map((p) => p.locator)).toEqual([issued.policyLocator]);
    // Another tenant's account is not found.
    expect(
      (await failure(s.admin.fetchQuotesForAccount({ tenantLocator: t, locator: a.accountLocator }))).status,
    ).toBe(404);
  });
});

describe('the example tenant with its plugins', () => {
  const plugin = (file: string) =>
    readFileSync(new URL(`../fixtures/homeowners/plugins/${file}`, import.meta.url), 'utf8');

  it('prices from its tables, validates, underwrites, and issues with the charges', async () => {
    const body = withPlugins({ 'index.ts': plugin('index.ts'), 'homes.ts': plugin('homes.ts') });
    const home = (await s.admin.createTenant({ name: unique('home'), body })).locator;
    await uploadTable(s.admin, home, 'lookup', 'rates', 'TerritoryRates', fixtureCsv('territory-rates.csv'));
    await uploadTable(
      s.admin,
      home,
      'range',
      'ages',
      'AgeOfHomeFactors',
      fixtureCsv('age-of-home-factors.csv'),
    );
    await uploadTable(s.admin, home, 'constraint', 'counties', 'StateCounty', fixtureCsv('state-county.csv'));
    // Resolved by static name: the tables are in force from a group's start.
    await s.admin.createResourceGroup({
      tenantLocator: home,
      body: {
        name: unique('g'),
        selectionStartTime: '2020-01-01T00:00:00Z',
        resourceNames: ['counties', 'rates', 'ages'],
      },
    });
    const at = (locator: string) => ({ tenantLocator: home, locator });

    // Built 1990, priced for 2026: 36 years, frame (factor 1.15); Cook, IL (812.50 a year).
    const q = await quote(s.admin, home, {
      startTime: '2026-03-01T00:00:00Z',
      dwelling: { state: 'IL', county: 'Cook', constructionType: 'frame', yearBuilt: 1990 },
    });
    const dwelling = q.element.elements![0]!;
    const price = await s.admin.priceQuote(at(q.locator));
    expect(price).toMatchObject({ quoteState: 'priced', duration: 1, durationBasis: 'years' });
    // 812.50 × 1.15 = 934.375, rounded once to cents, half away from zero.
    expect(price.items).toEqual([
      expect.objectContaining({
        elementLocator: dwelling.locator,
        chargeType: 'premium',
        chargeCategory: 'premium',
        rate: 934.375,
        amount: 934.38,
      }),
    ]);
    expect(await s.admin.fetchPricedQuote(at(q.locator))).toEqual(price);
    await s.admin.acceptQuote(at(q.locator));
    const issued = await s.admin.issueQuote(at(q.locator));
    const policy = await s.admin.fetchPolicy({ tenantLocator: home, locator: issued.policyLocator! });
    const pricing = await s.admin.fetchTransactionPricing({
      tenantLocator: home,
      locator: policy.issuedTransactionLocator,
    });
    // The issuance carries the quote's charges, naming the policy's element (same static locator).
    const policyDwelling = (
      await s.admin.fetchTransaction({ tenantLocator: home, locator: policy.issuedTransactionLocator })
    ).element.elements![0]!;
    expect(policyDwelling.staticLocator).toBe(dwelling.staticLocator);
    expect(pricing.charges).toEqual(
      price.items.map((c) => ({ ...c, elementLocator: policyDwelling.locator })),
    );

    // The validation rule: a dwelling built after the start.
    const future = await quote(s.admin, home, {
      dwelling: { state: 'IL', county: 'Cook', constructionType: 'frame', yearBuilt: 2030 },
    });
    const invalid = await failure(s.admin.validateQuote(at(future.locator)));
    expect(invalid.status).toBe(422);
    expect(invalid.problem?.detail).toContain('yearBuilt must be a year no later than the policy start');
    expect((await s.admin.fetchQuote(at(future.locator))).quoteState).toBe('draft');

    // The underwriting rule: over 100 years old is blocked, until approved.
    const old = await quote(s.admin, home, {
      dwelling: { state: 'IL', county: 'Cook', constructionType: 'frame', yearBuilt: 1900 },
    });
    const u = await s.admin.underwriteQuote(at(old.locator));
    expect(u).toMatchObject({ quoteState: 'underwrittenBlocked', underwritingStatus: 'blocked' });
    expect(u.underwritingFlags).toEqual([
      expect.objectContaining({ level: 'block', elementLocator: expect.any(String) }),
    ]);
    await s.admin.addUnderwritingApproveFlagForQuote({ ...at(old.locator), body: { note: 'seen' } });
    expect((await s.admin.acceptQuote(at(old.locator))).quoteState).toBe('accepted');

    // A rating item of an undeclared charge type fails the step and leaves the quote as it was.
    const config = homeownersConfig() as unknown as { products: { Homeowners: { charges: string[] } } };
    config.products.Homeowners.charges = [];
    await s.admin.deployConfigZip({
      tenantLocator: home,
      body: withPlugins({ 'index.ts': plugin('index.ts'), 'homes.ts': plugin('homes.ts') }, config),
    });
    const other = await quote(s.admin, home, {
      dwelling: { state: 'IL', county: 'Cook', constructionType: 'frame', yearBuilt: 1990 },
    });
    const undeclared = await failure(s.admin.priceQuote(at(other.locator)));
    expect(undeclared.status).toBe(422);
    expect(undeclared.problem?.errors?.[0]?.message).toContain('"premium" is not a charge type declared');
    expect((await s.admin.fetchQuote(at(other.locator))).quoteState).toBe('draft');
  }, 120_000);
});
