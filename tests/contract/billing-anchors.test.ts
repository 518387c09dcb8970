// The published anchors through the SDK: an account's installment preferences (`anchorType` with
// `dayOfMonth`, `dayOfWeek`, `weekOfMonth` or `anchorTime`, and a plan named or fields replaced)
// lay its policies' terms out, and a quote's own go over them field by field: the first frame runs
// from the term's start to the first anchored date after it, the others step from there by the
// cadence, on the policy's wall clock. Shown on a quote's lattice (a preview) and on an issued
// policy's installments; preferences that cannot be laid out (an anchor without its value,
// `everyNDays`, weights that do not match) are a 422 naming the field.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { quote } from '../support/policy.js';
import { withPlugins } from '../support/plugins.js';
import { PLANS, RATE_PLUGIN, TZ, billingConfig, monthStart } from '../support/billing.js';

const WEEKLY = {
  cadence: 'weekly',
  anchorMode: 'termStartDay',
  generateLeadDays: 3,
  dueLeadDays: 0,
  maxInstallmentsPerTerm: 52,
  installmentWeights: Array.from({ length: 52 }, () => 1),
};

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = (
    await s.admin.createTenant({
      name: unique('anc'),
      body: withPlugins(
        { 'index.ts': RATE_PLUGIN },
        billingConfig('monthly', { installmentPlans: { ...PLANS, weekly: WEEKLY } }),
      ) as never,
    })
  ).locator;
}, 120_000);
afterAll(() => s.close());

const at = (locator: string) => ({ tenantLocator: t, locator });
/** Midnight of a day of 2027 (or `year`) in Chicago, as an instant. */
const day = (month: number, d: number, year = 2027) =>
  new Date(DateTime.fromObject({ year, month, day: d }, { zone: TZ }).toMillis()).toISOString();

type Preferences = Record<string, unknown>;
const account = (installmentPreferences?: Preferences) =>
  s.admin.createAccount({
    tenantLocator: t,
    body: {
      type: 'ConsumerAccount',
      data: { firstName: 'Ada' },
      ...(installmentPreferences
        ? {
            preferences: {
              installmentPreferences: { installmentWeights: [], ...installmentPreferences } as never,
            },
          }
        : {}),
    },
  });

/** A priced quote of January 2027 for an account with these preferences. */
async function priced(installmentPreferences?: Preferences) {
  const a = await account(installmentPreferences);
  const q = await quote(s.admin, t, {
    accountLocator: a.locator,
    startTime: monthStart(12),
    dwelling: { constructionType: 'frame', yearBuilt: 1990 },
  });
  await s.admin.acceptQuote(at(q.locator));
  return q;
}
const framesOf = async (installmentPreferences?: Preferences) => {
  const q = await priced(installmentPreferences);
  return (
    await s.admin.fetchLatestInstallmentLatticeByQuoteLocator({ tenantLocator: t, quoteLocator: q.locator })
  ).frames;
};
const starts = (frames: { installmentStartTime: string }[]) => frames.map((f) => f.installmentStartTime);

describe('anchors', () => {
  it('without an anchor frames start on the term start day of each month', async () => {
    expect(starts(await framesOf())).toEqual(Array.from({ length: 12 }, (_, m) => day(m + 1, 1)));
  });

  it('dayOfMonth: a short first frame, then the day of each month (a shorter month: its last day)', async () => {
    const on15 = await framesOf({ anchorType: 'dayOfMonth', dayOfMonth: 15 });
    expect(starts(on15)).toEqual([day(1, 1), ...Array.from({ length: 11 }, (_, m) => day(m + 1, 15))]);
    expect(on15[11]!.installmentEndTime).toBe(day(1, 1, 2028));
    const on31 = await framesOf({ anchorType: 'dayOfMonth', dayOfMonth: 31 });
    expect(starts(on31)).toEqual([
      day(1, 1),
      day(1, 31),
      day(2, 28),
      day(3, 31),
      day(4, 30),
      day(5, 31),
      day(6, 30),
      day(7, 31),
      day(8, 31),
      day(9, 30),
      day(10, 31),
      day(11, 30),
    ]);
  });

  it('weekOfMonth: the second Tuesday of each month', async () => {
    const frames = await framesOf({ anchorType: 'weekOfMonth', weekOfMonth: 'second', dayOfWeek: 'tuesday' });
    expect(starts(frames)).toEqual([
      day(1, 1),
      day(1, 12),
      day(2, 9),
      day(3, 9),
      day(4, 13),
      day(5, 11),
      day(6, 8),
      day(7, 13),
      day(8, 10),
      day(9, 14),
      day(10, 12),
      day(11, 9),
    ]);
  });

  it('dayOfWeek on a weekly plan named by the preferences: Mondays', async () => {
    const frames = await framesOf({
      installmentPlanName: 'weekly',
      anchorType: 'dayOfWeek',
      dayOfWeek: 'monday',
    });
    expect(frames).toHaveLength(52);
    expect(starts(frames).slice(0, 4)).toEqual([day(1, 1), day(1, 4), day(1, 11), day(1, 18)]);
    expect(frames[51]).toMatchObject({
      installmentStartTime: day(12, 20),
      installmentEndTime: day(1, 1, 2028),
    });
    for (const f of frames.slice(1))
      expect(DateTime.fromISO(f.installmentStartTime, { zone: TZ }).weekday).toBe(1);
  });

  it('anchorTime: frames step from a given time, before or after the term', async () => {
    const frames = await framesOf({ anchorType: 'anchorTime', anchorTime: day(6, 10, 2026) });
    expect(starts(frames)).toEqual([day(1, 1), ...Array.from({ length: 11 }, (_, m) => day(m + 1, 10))]);
  });

  it('with anchorMode generateDay the anchor is the generate date: invoices generated on the first', async () => {
    const frames = await framesOf({ anchorMode: 'generateDay', anchorType: 'dayOfMonth', dayOfMonth: 1 });
    expect(starts(frames)).toEqual([day(1, 1), ...Array.from({ length: 11 }, (_, m) => day(m + 1, 11))]);
    expect(frames.slice(1).map((f) => f.generateTime)).toEqual(
      Array.from({ length: 11 }, (_, m) => day(m + 1, 1)),
    );
  });

  it('an issued policy is laid out with its account preferences: its installments start on the anchors', async () => {
    const q = await priced({ anchorType: 'dayOfMonth', dayOfMonth: 15 });
    const issued = await s.admin.issueQuote(at(q.locator));
    const installments = (
      await s.admin.fetchInstallmentsForPolicy({
        tenantLocator: t,
        policyLocator: issued.policyLocator!,
        count: 100,
      })
    ).items;
    expect(installments.map((i) => i.installmentStartTime).sort()).toEqual([
      day(1, 1),
      ...Array.from({ length: 11 }, (_, m) => day(m + 1, 15)),
    ]);
    // The account keeps and shows them; a change applies to terms laid out afterwards.
    const a = await s.admin.fetchAccount(at(q.accountLocator));
    expect(a.preferences?.installmentPreferences).toMatchObject({ anchorType: 'dayOfMonth', dayOfMonth: 15 });
    await s.admin.updateAccount({
      ...at(q.accountLocator),
      body: {
        preferences: {
          installmentPreferences: { installmentWeights: [], installmentPlanName: 'quarterlyFrontLoaded' },
        },
      },
    });
    const next = await quote(s.admin, t, { accountLocator: q.accountLocator, startTime: monthStart(12) });
    await s.admin.acceptQuote(at(next.locator));
    const lattice = await s.admin.fetchLatestInstallmentLatticeByQuoteLocator({
      tenantLocator: t,
      quoteLocator: next.locator,
    });
    expect(starts(lattice.frames)).toEqual([day(1, 1), day(4, 1), day(7, 1), day(10, 1)]);
  });

  it("a quote's preferences go over its account's, field by field, for the quote and its policy", async () => {
    const a = await account({ anchorType: 'dayOfMonth', dayOfMonth: 15 });
    const q = await s.admin.createQuote({
      tenantLocator: t,
      body: {
        productName: 'Homeowners',
        accountLocator: a.locator,
        startTime: monthStart(12),
        data: { channel: 'direct' },
        preferences: { installmentPreferences: { installmentWeights: [], dayOfMonth: 20 } },
        elements: [
          {
            type: 'Dwelling',
            data: { constructionType: 'frame', yearBuilt: 1990 },
            elements: [
              { type: 'Contents', data: { limit: '25000' } },
              { type: 'Liability', data: { limit: '300000' } },
            ],
          },
        ],
      },
    });
    expect(q.preferences?.installmentPreferences).toMatchObject({ dayOfMonth: 20 });
    await s.admin.acceptQuote(at(q.locator));
    const on20 = [day(1, 1), ...Array.from({ length: 11 }, (_, m) => day(m + 1, 20))];
    const lattice = await s.admin.fetchLatestInstallmentLatticeByQuoteLocator({
      tenantLocator: t,
      quoteLocator: q.locator,
    });
    expect(starts(lattice.frames)).toEqual(on20);
    const issued = await s.admin.issueQuote(at(q.locator));
    const installments = (
      await s.admin.fetchInstallmentsForPolicy({
        tenantLocator: t,
        policyLocator: issued.policyLocator!,
        count: 100,
      })
    ).items;
    expect(installments.map((i) => i.installmentStartTime).sort()).toEqual(on20);

    // A draft quote's preferences are changed by updateQuote; ones that cannot be laid out are a 422.
    const draft = await quote(s.admin, t, { accountLocator: a.locator, startTime: monthStart(12) });
    const changed = await s.admin.updateQuote({
      ...at(draft.locator),
      body: {
        preferences: { installmentPreferences: { installmentWeights: [], installmentPlanName: 'annual' } },
      },
    });
    expect(changed.preferences?.installmentPreferences?.installmentPlanName).toBe('annual');
    const e = await failure(
      s.admin.updateQuote({
        ...at(draft.locator),
        body: { preferences: { installmentPreferences: { installmentWeights: [], cadence: 'everyNDays' } } },
      }),
    );
    expect(e.status).toBe(422);
    expect(e.problem?.errors?.map((x) => x.location)).toContain(
      'body.preferences.installmentPreferences.cadence',
    );
    expect(
      (await s.admin.fetchQuote(at(draft.locator))).preferences?.installmentPreferences?.installmentPlanName,
    ).toBe('annual');
  });

  it('refuses preferences that cannot be laid out with a 422 naming the field; nothing is written', async () => {
    const cases: [Preferences, string][] = [
      [{ anchorType: 'dayOfMonth' }, 'dayOfMonth'],
      [{ anchorType: 'weekOfMonth', dayOfWeek: 'tuesday' }, 'weekOfMonth'],
      [{ anchorType: 'anchorTime' }, 'anchorTime'],
      [{ cadence: 'everyNDays' }, 'cadence'],
      [{ installmentPlanName: 'fortnightly' }, 'installmentPlanName'],
      [{ installmentWeights: [1, 1] }, 'installmentWeights'],
    ];
    const before = Number((await s.db('accounts').where({ tenant_id: t }).count({ n: '*' }))[0]!.n);
    for (const [prefs, field] of cases) {
      const e = await failure(account(prefs));
      expect(e.status, field).toBe(422);
      expect(
        e.problem?.errors?.map((x) => x.location),
        field,
      ).toContain(`body.preferences.installmentPreferences.${field}`);
    }
    expect(Number((await s.db('accounts').where({ tenant_id: t }).count({ n: '*' }))[0]!.n)).toBe(before);
  });
});
