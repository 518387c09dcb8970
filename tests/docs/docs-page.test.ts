// Opens /docs in headless Chromium (Debian's package, never a downloaded build) and checks that the
// reference page renders every operation from this server alone: no request leaves the machine.
// Saves a screenshot to test-artifacts/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations.js';
import { startServer, type TestServer } from '../support/server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = join(process.cwd(), 'test-artifacts');

let s: TestServer;
let context: BrowserContext;
let profile: string;
const requested: string[] = [];
const blocked: string[] = [];

beforeAll(async () => {
  s = await startServer();
  profile = mkdtempSync(join(tmpdir(), 'insuite-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every request of the page is seen here; any that is not for this server is refused and kept.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    requested.push(url);
    if (url.startsWith(`${s.baseUrl}/`) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    blocked.push(url);
    return route.abort();
  });
}, 60_000);

afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
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
    expect(new Set(ids)).toEqual(new Set(Object.keys(operations)));
    const text = await page.locator('body').innerText();
    expect(text).toContain('Create a resource group'); // a summary in the sidebar
    expect(await page.locator('input[placeholder="Search..."]').count()).toBe(1);
    expect(text).toContain('Request samples');

    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'docs-page.png') });

    expect(failures).toEqual([]);
    expect(blocked).toEqual([]);
    expect(requested).toContain(`${s.baseUrl}/docs/redoc.standalone.js`);
  }, 90_000);
});
