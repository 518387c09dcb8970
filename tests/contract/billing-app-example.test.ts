// The test an app would write against insuite's billing (docs/testing-with-insuite.md): two
// policies issued, a day on (the first invoices generated), the first policy's invoice paid through
// the SDK, a month on: the second, unpaid past its grace, lapses, and the first does not.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startInsuite } from '../../server/testing/start.js';
import { withPlugins } from '../support/plugins.js';
import { PLANS, RATE_PLUGIN } from '../support/billing.js';
import { paymentsConfig } from '../support/payments.js';
import { freshDatabase } from '../support/server.js';

type Insuite = Awaited<ReturnType<typeof startInsuite>>;
let insuite: Insuite;
let tenantLocator: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  // The engine of the run: a fresh PostgreSQL database with TEST_DATABASE_URL, else SQLite.
  database = await freshDatabase();
  insuite = await startInsuite(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {});
  // Monthly installments, invoiced 10 days ahead and due on the first; 10 days of grace, then a
  // cancellation issued.
  const config = paymentsConfig({ installmentPlans: PLANS, defaultInstallmentPlan: 'monthly' });
  tenantLocator = (
    await insuite.client.createTenant({
      name: 'billing',
      body: withPlugins({ 'index.ts': RATE_PLUGIN }, config) as never,
    })
  ).locator;
}, 120_000);
afterAll(async () => {
  await insuite.stop();
  await database.drop();
});

test('a paid policy stays, an unpaid one lapses past grace', async () => {
  const { client } = insuite;
  const tenant = insuite.tenant(tenantLocator);
  await tenant.clock.set('2027-01-01T06:00:00.000Z'); // midnight, 1 January, in Chicago

  const issue = async () => {
    const account = await client.createAccount({
      tenantLocator,
      body: { type: 'ConsumerAccount', data: { firstName: 'Ada' } },
    });
    const quote = await client.createQuote({
      tenantLocator,
      body: {
        productName: 'Homeowners',
        accountLocator: account.locator,
        startTime: '2027-01-01T06:00:00.000Z',
        data: { channel: 'direct' },
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
    await client.acceptQuote({ tenantLocator, locator: quote.locator });
    return (await client.issueQuote({ tenantLocator, locator: quote.locator })).policyLocator!;
  };
  const paid = await issue();
  const unpaid = await issue();

  // A day on, January's invoices have been generated: pay the first policy's.
  await tenant.clock.advance('P1D');
  const [invoice] = (await client.fetchInvoicesForPolicy({ tenantLocator, policyLocator: paid })).items;
  const payment = await client.createPayment({
    tenantLocator,
    body: {
      type: 'standard',
      amount: invoice!.totalAmount!,
      data: {},
      targets: [{ containerType: 'invoice', containerLocator: invoice!.locator }],
    },
  });
  await client.postPayment({ tenantLocator, locator: payment.locator });

  // A month on, the second policy's January invoice is past its 10 days of grace: it lapsed.
  await tenant.clock.advance('P1M');
  const [lapse] = (await client.getDelinquenciesForPolicy({ tenantLocator, policyLocator: unpaid })).items;
  expect(lapse).toMatchObject({ delinquencyState: 'lapseTransactionCreated' });
  expect((await client.fetchPolicy({ tenantLocator, locator: unpaid })).statuses).toContain('cancelled');
  expect((await client.fetchPolicy({ tenantLocator, locator: paid })).statuses).not.toContain('cancelled');
}, 120_000);
