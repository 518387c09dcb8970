// The console's plugin logs view in headless Chromium (Debian's package) on a real server: a
// tenant whose rating plugin throws in one of its files shows the failed call's log with the
// stack at the files and lines of plugins/ (mapped by the server through the bundle's source
// map), where it threw, and its quote; narrowed to one quote or to failed calls.
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { buildConsole } from '../../server/console/build.mjs';
import { openBrowser, type Browser } from '../support/browser.js';
import { unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { quote } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';

const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'console');

let s: TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  await buildConsole();
  s = await startServer();
  browser = await openBrowser(s.baseUrl, { width: 1280, height: 860 });
  context = browser.context;
  mkdirSync(ARTIFACTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await s?.close();
});

const INDEX = `import { premiumOf } from './rates.js';

export const rate = ({ quote, log }: any) => {
  log('rating ' + quote.locator);
  const e = quote.element.elements[0];
  return { items: [{ elementLocator: e.locator, chargeType: 'premium', amount: premiumOf(e.data) }] };
};
`;
const RATES = `type Data = Record<string, unknown>;

export function premiumOf(data: Data): string {
  const year = Number(data.yearBuilt);
  if (year < 2000) throw new RangeError('no rate for ' + year);
  return '100.00';
}
`;

describe('the plugin logs view', () => {
  it("shows a tenant's failed call with its stack at the source lines, narrowed by quote and outcome", async () => {
    const name = unique('logs');
    const t = (
      await s.admin.createTenant({ name, body: withPlugins({ 'index.ts': INDEX, 'rates.ts': RATES }) })
    ).locator;
    const failing = await quote(s.admin, t);
    await expect(s.admin.priceQuote({ tenantLocator: t, locator: failing.locator })).rejects.toMatchObject({
      status: 422,
    });
    const pricing = await quote(s.admin, t, { dwelling: { constructionType: 'frame', yearBuilt: 2010 } });
    await s.admin.priceQuote({ tenantLocator: t, locator: pricing.locator });

    const page = await context.newPage();
    onTestFailed(async () => {
      await page.screenshot({ path: join(ARTIFACTS, 'plugin-logs-failed.png'), fullPage: true });
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${s.baseUrl}/console`);
    await page.evaluate((tenant) => sessionStorage.setItem('insuite.console.tenant', tenant), t);
    await page.getByLabel('A token').check();
    await page.getByLabel('Token', { exact: true }).fill(s.adminToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tenants' }).waitFor();
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Plugin logs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Plugin logs' }).waitFor();

    const table = page.getByRole('table', { name: /^Plugin logs/ });
    await expect.poll(() => table.innerText()).toContain('failed');
    // Both calls logged a line: the failed one and the one that priced.
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    const failedRow = table.getByRole('row').filter({ hasText: failing.locator });
    // Where it threw, and its stack, at the files and lines of plugins/, not the bundle's.
    expect(await failedRow.getByRole('cell').nth(3).innerText()).toMatch(/^plugins\/rates\.ts:5:\d+$/);
    const lines = await failedRow.getByLabel(/^Lines of log /).innerText();
    expect(lines).toContain(`rating ${failing.locator}`);
    expect(lines).toContain('rate failed: RangeError: no rate for 1990');
    expect(lines).toMatch(/at premiumOf \(plugins\/rates\.ts:5:\d+\)/);
    expect(lines).toMatch(/\(plugins\/index\.ts:6:\d+\)/);
    expect(lines).not.toContain('plugins.js');
    await page.screenshot({ path: join(ARTIFACTS, 'plugin-logs.png'), fullPage: true });

    // Failed calls only: the call that priced is left out.
    await page.getByLabel('Failed calls only').check();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.innerText()).not.toContain(pricing.locator);
    await page.getByLabel('Failed calls only').uncheck();

    // One quote's logs.
    await page.getByLabel('Quote locator').fill(pricing.locator);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.innerText()).toContain(`rating ${pricing.locator}`);
    expect(await table.innerText()).not.toContain('failed');
    expect(errors).toEqual([]);
    expect(browser.blocked).toEqual([]);
    await page.close();
  }, 120_000);
});
