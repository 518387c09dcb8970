// Data access records (docs/decisions.md §3) on accounts, quotes, quick quotes and transactions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsuiteClient } from '@insuite/client';
import { failure } from '../support/failure.js';
import { tenant } from '../support/given.js';
import { role, serviceAccount } from '../support/identity.js';
import { acceptAndIssue, account, quote } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
let t: string;
/** A user who may do anything with policy entities, within its data access in `t`. */
let limited: InsuiteClient;

beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
  const r = await role(s.admin, ['accounts.*', 'quotes.*', 'quick-quotes.*', 'policies.*', 'transactions.*']);
  const svc = await serviceAccount(s.admin, { roles: [r.name] });
  limited = s.as(svc.token);
  await s.admin.addUserDataAccess({
    locator: svc.user.locator,
    tenantLocator: t,
    body: {
      maskingLevel: 'none',
      accessControlFields: { account: { lastName: ['Allowed'] }, policy: { channel: ['direct'] } },
    },
  });
});
afterAll(() => s.close());

const status = async (p: Promise<unknown>) => (await failure(p)).status;

describe('data access on accounts', () => {
  it('reads, updates and dependency maps only of accounts whose fields it covers (403)', async () => {
    const mine = await account(s.admin, t, { lastName: 'Allowed' });
    const theirs = await account(s.admin, t, { lastName: 'Other' });
    const unset = await account(s.admin, t, { firstName: 'Nobody' });
    expect(await limited.fetchAccount({ tenantLocator: t, locator: mine.locator })).toEqual(mine);
    await limited.fetchDependencyMapForAccount({ tenantLocator: t, locator: mine.locator });
    for (const locator of [theirs.locator, unset.locator]) {
      expect(await status(limited.fetchAccount({ tenantLocator: t, locator }))).toBe(403);
      expect(await status(limited.fetchDependencyMapForAccount({ tenantLocator: t, locator }))).toBe(403);
      expect(
        await status(
          limited.updateAccount({ tenantLocator: t, locator, body: { setData: { firstName: 'X' } } }),
        ),
      ).toBe(403);
    }
    // Another user without a record sees everything.
    expect(await s.admin.fetchAccount({ tenantLocator: t, locator: theirs.locator })).toEqual(theirs);
  });

  it('may not create an account it could not read, nor move one out of its reach (403; nothing saved)', async () => {
    expect(await status(account(limited, t, { lastName: 'Other' }))).toBe(403);
    const mine = await account(limited, t, { lastName: 'Allowed' });
    expect(
      await status(
        limited.updateAccount({
          tenantLocator: t,
          locator: mine.locator,
          body: { setData: { lastName: 'Other' } },
        }),
      ),
    ).toBe(403);
    expect(await limited.fetchAccount({ tenantLocator: t, locator: mine.locator })).toEqual(mine);
  });

  it('matching ignores case, as table values do', async () => {
    const mine = await account(s.admin, t, { lastName: 'ALLOWED' });
    expect((await limited.fetchAccount({ tenantLocator: t, locator: mine.locator })).locator).toBe(
      mine.locator,
    );
  });
});

describe('data access on quotes and quick quotes', () => {
  it('covers a quote by its data (policy rules) and by its account (account rules)', async () => {
    const mine = await account(s.admin, t, { lastName: 'Allowed' });
    const theirs = await account(s.admin, t, { lastName: 'Other' });
    const ok = await quote(s.admin, t, { accountLocator: mine.locator, data: { channel: 'direct' } });
    const byChannel = await quote(s.admin, t, { accountLocator: mine.locator, data: { channel: 'broker' } });
    const byAccount = await quote(s.admin, t, {
      accountLocator: theirs.locator,
      data: { channel: 'direct' },
    });
    expect((await limited.fetchQuote({ tenantLocator: t, locator: ok.locator })).locator).toBe(ok.locator);
    await limited.fetchDependencyMapForQuote({ tenantLocator: t, locator: ok.locator });
    for (const q of [byChannel, byAccount]) {
      const ids = { tenantLocator: t, locator: q.locator };
      expect(await status(limited.fetchQuote(ids))).toBe(403);
      expect(await status(limited.fetchDependencyMapForQuote(ids))).toBe(403);
      expect(await status(limited.updateQuote({ ...ids, body: { setData: { channel: 'direct' } } }))).toBe(
        403,
      );
      expect(await status(limited.issueQuote(ids))).toBe(403);
    }
    expect(await status(quote(limited, t, { accountLocator: theirs.locator }))).toBe(403);
    expect(
      await status(quote(limited, t, { accountLocator: mine.locator, data: { channel: 'broker' } })),
    ).toBe(403);
    const changed = await failure(
      limited.updateQuote({
        tenantLocator: t,
        locator: ok.locator,
        body: { setData: { channel: 'broker' } },
      }),
    );
    expect(changed.status).toBe(403);
    expect((await s.admin.fetchQuote({ tenantLocator: t, locator: ok.locator })).element.data).toEqual({
      channel: 'direct',
    });
  });

  it('covers quick quotes by their data', async () => {
    const make = (channel: string) =>
      s.admin.createQuickQuote({
        tenantLocator: t,
        body: { productName: 'Homeowners', data: { channel }, elements: [{ type: 'Dwelling' }] },
      });
    const [ok, not] = [await make('direct'), await make('broker')];
    expect((await limited.fetchQuickQuote({ tenantLocator: t, locator: ok.locator })).locator).toBe(
      ok.locator,
    );
    const ids = { tenantLocator: t, locator: not.locator };
    expect(await status(limited.fetchQuickQuote(ids))).toBe(403);
    expect(await status(limited.fetchDependencyMapForQuickQuote(ids))).toBe(403);
    expect(await status(limited.updateQuickQuote({ ...ids, body: { setData: { channel: 'direct' } } }))).toBe(
      403,
    );
  });
});

describe('data access on transactions', () => {
  it('covers a transaction (and its policy) by its data and its account', async () => {
    const mine = await account(s.admin, t, { lastName: 'Allowed' });
    const issue = async (channel: string) => {
      const q = await quote(s.admin, t, { accountLocator: mine.locator, data: { channel } });
      const issued = await acceptAndIssue(s.admin, { tenantLocator: t, locator: q.locator });
      return s.admin.fetchPolicy({ tenantLocator: t, locator: issued.policyLocator! });
    };
    const [ok, not] = [await issue('direct'), await issue('broker')];
    const tx = (p: typeof ok) => ({ tenantLocator: t, locator: p.issuedTransactionLocator });
    expect((await limited.fetchTransaction(tx(ok))).locator).toBe(ok.issuedTransactionLocator);
    await limited.fetchDependencyMapForPolicyTransaction(tx(ok));
    expect(await limited.fetchTransactionSegments(tx(ok))).toEqual([]);
    expect(await status(limited.fetchTransaction(tx(not)))).toBe(403);
    expect(await status(limited.fetchDependencyMapForPolicyTransaction(tx(not)))).toBe(403);
    expect(await status(limited.fetchTransactionSegments(tx(not)))).toBe(403);
    expect(await status(limited.fetchPolicy({ tenantLocator: t, locator: not.locator }))).toBe(403);
    expect((await limited.fetchPolicy({ tenantLocator: t, locator: ok.locator })).locator).toBe(ok.locator);
  });
});

describe('a retired tenant', () => {
  it('answers reads of policy entities, and refuses changes (403)', async () => {
    const r = await tenant(s.admin);
    const q = await quote(s.admin, r);
    await s.admin.retireTenant({ locator: r });
    const ids = { tenantLocator: r, locator: q.locator };
    expect((await s.admin.fetchQuote(ids)).locator).toBe(q.locator);
    await s.admin.fetchDependencyMapForQuote(ids);
    expect(await status(s.admin.updateQuote({ ...ids, body: { setData: { channel: 'broker' } } }))).toBe(403);
    expect(await status(s.admin.issueQuote(ids))).toBe(403);
    expect(await status(account(s.admin, r))).toBe(403);
  });

  // The four evaluate operations are POSTs, and reads by their declared permissions.
  it('evaluating constraints is a read: allowed under a retired tenant', async () => {
    const r = await tenant(s.admin);
    const a = await account(s.admin, r);
    const q = await quote(s.admin, r, { accountLocator: a.locator });
    const issued = await acceptAndIssue(s.admin, { tenantLocator: r, locator: q.locator });
    const policy = await s.admin.fetchPolicy({ tenantLocator: r, locator: issued.policyLocator! });
    const qq = await s.admin.createQuickQuote({
      tenantLocator: r,
      body: { productName: 'Homeowners', elements: [{ type: 'Dwelling' }] },
    });
    await s.admin.retireTenant({ locator: r });
    const none = { tenantLocator: r, body: {} };
    expect(await s.admin.evaluateConstraintsForQuote({ ...none, locator: q.locator })).toEqual({});
    expect(await s.admin.evaluateConstraintsForQuickQuote({ ...none, locator: qq.locator })).toEqual({});
    expect(
      await s.admin.evaluateConstraintsForPolicyTransaction({
        ...none,
        locator: policy.issuedTransactionLocator,
      }),
    ).toEqual({});
    // Past the gate and into evaluation: this tenant has no StateCounty table in force (422, not 403).
    const refused = await failure(
      s.admin.evaluateConstraintsForAccount({ tenantLocator: r, locator: a.locator, body: { state: {} } }),
    );
    expect([refused.status, refused.problem?.errors?.[0]?.location]).toEqual([422, 'body.state']);
  });
});
