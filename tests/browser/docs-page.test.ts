// Opens /docs in headless Chromium (Debian's package, never a downloaded build) and checks that the
// reference page renders every operation from this server alone: no request leaves the machine.
// Saves a screenshot to test-artifacts/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations.js';
import { openBrowser, type Browser } from '../support/browser.js';
import { startServer, type TestServer } from '../support/server.js';

const ARTIFACTS = join(process.cwd(), 'test-artifacts');

let s: TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  s = await startServer();
  browser = await openBrowser(s.baseUrl, { width: 1400, height: 900 });
  context = browser.context;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await s?.close();
});

describe('the reference page in a browser', () => {
  it('lists every operation with search and request samples, loading nothing from elsewhere', async () => {
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    // A load the page's Content-Security-Policy refused (something from elsewhere) is reported here.
    page.on('console', (m) => {
      if (m.type() === 'error') failures.push(m.text());
    });
    await page.goto(`${s.baseUrl}/docs`, { waitUntil: 'load' });
    await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 45_000 });

    const ids = await page.$$eval('[data-section-id^="operation/"]', (els) =>
      els.map((e) => e.getAttribute('data-section-id')!.replace(/^.*\//, '')),
    );
    // All but the test controls, which a server without them leaves out.
    const offered = Object.entries(operations).filter(([, op]) => op.group !== 'test-controls');
    expect(new Set(ids)).toEqual(new Set(offered.map(([id]) => id)));
    const text = await page.locator('body').innerText();
    expect(text).toContain('Create a resource group'); // a summary in the sidebar
    expect(await page.locator('input[placeholder="Search..."]').count()).toBe(1);
    expect(text).toContain('Request samples');

    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'docs-page.png') });

    // An empty icon is declared, so that browsers do not ask for /favicon.ico (a 404).
    expect(await page.locator('head link[rel="icon"]').getAttribute('href')).toBe('data:,');
    expect(failures).toEqual([]);
    expect(browser.blocked).toEqual([]);
    expect(browser.requested).toContain(`${s.baseUrl}/docs/redoc.standalone.js`);
  }, 90_000);
});
