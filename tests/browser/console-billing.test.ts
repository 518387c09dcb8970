// The console's Billing view in headless Chromium (Debian's package) on a real server: an account's
// credit, its payments with what each settled, and a draft payment posted from the view.
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { buildConsole } from '../../server/console/build.mjs';
import { openBrowser, type Browser } from '../support/browser.js';
import { unique } from '../support/given.js';
import { account, acceptAndIssue } from '../support/policy.js';
import { paymentsConfig } from '../support/payments.js';
import { withPlugins } from '../support/plugins.js';
import { CONTENTS_RATE_PLUGIN, PLANS } from '../support/billing.js';
import { startServer, type TestServer } from '../support/server.js';

const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'console');

let s: TestServer;
let browser: Browser;

beforeAll(async () => {
  await buildConsole();
  s = await startServer({ env: { INSUITE_TEST_CONTROLS: 'true' } });
  browser = await openBrowser(s.baseUrl, { width: 1280, height: 860 });
  mkdirSync(ARTIFACTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await s?.close();
});

describe('the billing view', () => {
  it("shows an account's credit and payments, and posts a draft payment", async () => {
    // An invoice of 40.00 made by the invoice job: a yearly plan, a Dwelling charged its Contents
    // limit a year, the clock moved past the term's start.
    const config = paymentsConfig({
      installmentPlans: PLANS,
      defaultInstallmentPlan: 'annual',
      defaultDelinquencyPlan: undefined,
    });
    const t = (
      await s.admin.createTenant({
        name: unique('bill'),
        body: withPlugins({ 'index.ts': CONTENTS_RATE_PLUGIN }, config) as never,
      })
    ).locator;
    const a = (await account(s.admin, t)).locator;
    await s.admin.setTenantTestClock({ tenantLocator: t, body: { now: '2027-01-15T06:00:00.000Z' } });
    const q = await s.admin.createQuote({
      tenantLocator: t,
      body: {
        productName: 'Homeowners',
        accountLocator: a,
        startTime: '2027-01-15T06:00:00.000Z',
        data: { channel: 'direct' },
        elements: [
          {
            type: 'Dwelling',
            data: { constructionType: 'frame', yearBuilt: 1990 },
            elements: [
              { type: 'Contents', data: { limit: '40.00' } },
              { type: 'Liability', data: { limit: '300000' } },
            ],
          },
        ],
      },
    });
    const policyLocator = (await acceptAndIssue(s.admin, { tenantLocator: t, locator: q.locator }))
      .policyLocator!;
    await s.admin.advanceTenantTestClock({ tenantLocator: t, body: { duration: 'PT1M' } });
    const [invoice] = (await s.admin.fetchInvoicesForPolicy({ tenantLocator: t, policyLocator })).items;
    const inv = {
      locator: invoice!.locator,
      items: (
        await s.admin.getInvoiceWithItems({ tenantLocator: t, locator: invoice!.locator })
      ).invoiceItems!.map((x) => x.locator),
    };
    expect(invoice!.totalAmount).toBe(40);
    const posted = await s.admin.createPayment({
      tenantLocator: t,
      body: {
        type: 'standard',
        amount: 52.5,
        data: {},
        targets: [
          { containerType: 'invoice', containerLocator: inv.locator },
          { containerType: 'account', containerLocator: a },
        ],
      },
    });
    await s.admin.postPayment({ tenantLocator: t, locator: posted.locator });
    const draft = await s.admin.createPayment({
      tenantLocator: t,
      body: {
        type: 'standard',
        amount: 7.5,
        data: {},
        targets: [{ containerType: 'account', containerLocator: a }],
      },
    });

    const page = await browser.context.newPage();
    onTestFailed(async () => {
      await page.screenshot({ path: join(ARTIFACTS, 'billing-failed.png'), fullPage: true });
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${s.baseUrl}/console`);
    await page.evaluate((tenant) => sessionStorage.setItem('insuite.console.tenant', tenant), t);
    await page.getByLabel('A token').check();
    await page.getByLabel('Token', { exact: true }).fill(s.adminToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tenants' }).waitFor();
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Billing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.getByLabel('Account locator').fill(a);

    const credit = page.getByLabel('Account credit');
    await expect.poll(() => credit.innerText()).toContain('12.50');
    const invoices = page.getByRole('table', { name: /^Invoices/ });
    await expect.poll(() => invoices.innerText()).toContain('settled');
    const payments = page.getByRole('table', { name: /^Payments/ });
    await expect.poll(() => payments.getByRole('row').count()).toBe(3);
    const postedRow = payments.getByRole('row').filter({ hasText: posted.paymentNumber! });
    expect(await postedRow.innerText()).toContain(`invoiceItem ${inv.items[0]}`);
    await page.screenshot({ path: join(ARTIFACTS, 'billing.png'), fullPage: true });

    await payments
      .getByRole('row')
      .filter({ hasText: draft.paymentNumber! })
      .getByRole('button', { name: 'Post' })
      .click();
    await expect.poll(() => credit.innerText()).toContain('20.00');
    expect((await s.admin.fetchPayment({ tenantLocator: t, locator: draft.locator })).paymentState).toBe(
      'posted',
    );
    expect(errors).toEqual([]);
    expect(browser.blocked).toEqual([]);
    await page.close();
  }, 120_000);
});
