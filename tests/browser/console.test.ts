// The operator's console (/console) in headless Chromium (Debian's package, never a downloaded
// build) on a real server: one flow end to end (sign in, create a tenant, upload a table, look a
// key up, see a diverted event and resend it), every view rendered with data, keyboard
// navigation and labelled controls on each view, what a token may not do hidden, nothing loaded
// from elsewhere, and the first load's compressed size. Screenshots go to test-artifacts/console/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import { tableZip } from '@insuite/client';
import { buildConsole } from '../../server/console/build.mjs';
import { openBrowser, type Browser } from '../support/browser.js';
import { startServer, type TestServer } from '../support/server.js';
import { homeownersConfig, token, unique } from '../support/given.js';
import { email, person, role } from '../support/identity.js';
import { withPlugins } from '../support/plugins.js';
import { account, chainConfig, quote as newQuote } from '../support/policy.js';
import { groupOf } from '../support/tables.js';
import { receiver, recordEvent, status, webhookBody, type Receiver } from '../support/webhooks.js';

const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'console');
/** The first load's budget: the page, its script and its style sheet, gzip-compressed. */
const FIRST_LOAD_BUDGET = 200 * 1024;

let s: TestServer;
let browser: Browser;
let context: BrowserContext;
let hook: Receiver;

beforeAll(async () => {
  await buildConsole();
  s = await startServer({ env: { INSUITE_WEBHOOK_POLL_MS: '50', INSUITE_WEBHOOK_TIMEOUT_MS: '2000' } });
  hook = await receiver();
  browser = await openBrowser(s.baseUrl, { width: 1280, height: 860 });
  context = browser.context;
  mkdirSync(ARTIFACTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await hook?.close();
  await s?.close();
});

const until = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 20_000, interval: 100 });

/** Every visible control has a name a screen reader reads, and Tab reaches each one in turn. */
async function checkKeyboardAndLabels(page: Page, view: string) {
  const unnamed = await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]')];
    return controls
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const aria = el.getAttribute('aria-label')?.trim();
        if (aria) return false;
        if (
          el instanceof HTMLInputElement ||
          el instanceof HTMLSelectElement ||
          el instanceof HTMLTextAreaElement
        ) {
          return ![...(el.labels ?? [])].some((l) => l.textContent?.trim());
        }
        return !el.textContent?.trim();
      })
      .map((el) => el.outerHTML.slice(0, 120));
  });
  expect(unnamed, `unlabelled controls in ${view}`).toEqual([]);

  const expected = await page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]'),
    ].filter(
      (el) =>
        el.getClientRects().length > 0 &&
        !(el as HTMLButtonElement).disabled &&
        el.tabIndex >= 0 &&
        !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked),
    );
    controls.forEach((el, i) => el.setAttribute('data-tab', String(i)));
    return controls.length;
  });
  // Tab from wherever focus is: within one round every control is reached once, in page order.
  // The presses stop once a round from the first control is as long as the controls are many.
  const reached: number[] = [];
  const roundFromFirst = () => (reached.includes(0) ? reached.length - reached.indexOf(0) : 0);
  for (let i = 0; i < 2 * expected + 12 && roundFromFirst() < expected; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(() => document.activeElement?.getAttribute('data-tab') ?? '');
    // A date input takes several presses (its day, month and year): counted once.
    if (at !== '' && reached.at(-1) !== Number(at)) reached.push(Number(at));
  }
  const start = reached.indexOf(0);
  expect(start, `Tab reaches the first control in ${view}`).toBeGreaterThanOrEqual(0);
  expect(reached.slice(start, start + expected), `Tab order in ${view}`).toEqual([...Array(expected).keys()]);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

async function openView(page: Page, title: string) {
  // Chosen with the keyboard: the link is focused and Enter follows it.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: title }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

describe('the console in a browser', () => {
  it('serves the page with a strict policy, loads nothing from elsewhere, and its first load is within budget', async () => {
    const page = await context.newPage();
    const sizes: Record<string, number> = {};
    page.on('response', async (r) => {
      if (r.url().startsWith(s.baseUrl)) sizes[new URL(r.url()).pathname] = gzipSync(await r.body()).length;
    });
    const answer = await page.goto(`${s.baseUrl}/console`, { waitUntil: 'load' });
    const csp = answer!.headers()['content-security-policy']!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    await page.getByRole('heading', { name: 'Sign in to the insuite console' }).waitFor();
    // It opens on what a new server's first start gives: its admin token.
    expect(await page.getByLabel('A token').isChecked()).toBe(true);
    expect(await page.getByLabel('Token', { exact: true }).isVisible()).toBe(true);
    await until(() =>
      expect(Object.keys(sizes).sort()).toEqual(['/console', '/console/console.css', '/console/console.js']),
    );
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    console.log(`console first load, gzip -9 of each file: ${JSON.stringify(sizes)}, total ${total} bytes`);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    await checkKeyboardAndLabels(page, 'sign-in');
    await shoot(page, 'sign-in');
    // The page declares an empty icon, so that browsers do not ask for /favicon.ico (a 404).
    expect(await page.locator('head link[rel="icon"]').getAttribute('href')).toBe('data:,');
    expect(browser.requested.filter((u) => new URL(u).pathname === '/favicon.ico')).toEqual([]);
    expect(browser.blocked).toEqual([]);
    await page.close();
  }, 60_000);

  it('signs in, creates a tenant, uploads a table, looks a key up, resends a diverted event; every view renders', async () => {
    const admin = await role(s.admin, ['*.*']);
    const { user, password } = await person(s.admin, { roles: [admin.name] });
    const page = await context.newPage();
    onTestFailed(() => shoot(page, 'failed'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${s.baseUrl}/console`);

    // A wrong password is refused; its message goes with the form once another is chosen.
    await page.getByLabel('User name and password').check();
    await page.getByLabel('User name', { exact: true }).fill(user.userName);
    await page.getByLabel('Password', { exact: true }).fill(`${password}-wrong`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Checking a password takes a while (argon2): waited for as long as Playwright waits.
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('401');
    await page.getByLabel('A token').check();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByLabel('User name and password').check();
    expect(await page.getByRole('alert').count()).toBe(0);

    // Sign in with the password grant; the token lives in sessionStorage, no cookie is set.
    await page.getByLabel('User name', { exact: true }).fill(user.userName);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tenants' }).waitFor();
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('insuite.console.token'))).toMatch(/^iso_/);

    // A refused deploy shows each problem at its path.
    const broken = homeownersConfig() as unknown as {
      exposures: { Dwelling: { data: Record<string, unknown> } };
    };
    broken.exposures.Dwelling.data.yearBuilt = { type: 'year' };
    await page.getByLabel('Name', { exact: true }).fill(unique('bad'));
    await page.getByLabel('Configuration file', { exact: true }).setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    await page.getByRole('button', { name: 'Create and deploy' }).click();
    const problems = page.getByRole('table', { name: /Problems of the configuration/ });
    await expect.poll(() => problems.innerText()).toContain('body.exposures.Dwelling.data.yearBuilt.type');
    await shoot(page, 'tenants-refused');

    // Create a tenant from a configuration file.
    const tenantName = unique('console');
    await page.getByLabel('Name', { exact: true }).fill(tenantName);
    await page.getByLabel('Configuration file', { exact: true }).setInputFiles({
      name: 'config.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(chainConfig())),
    });
    await page.getByRole('button', { name: 'Create and deploy' }).click();
    await page.getByText(`Tenant ${tenantName} (`).waitFor();
    const tenants = (await s.admin.fetchTenants({ extended: false, count: 1000 })) as {
      name: string;
      locator: string;
    }[];
    const t = tenants.find((x) => x.name === tenantName)!.locator;
    await expect.poll(() => page.getByRole('table', { name: /^Tenants/ }).innerText()).toContain(tenantName);
    await checkKeyboardAndLabels(page, 'tenants');
    await shoot(page, 'tenants');

    // Upload a table: a bad CSV shows its refused rows, a good one its rows page by page.
    await openView(page, 'Tables');
    const csv = ['state,county,baseRate,territoryCode'];
    for (let i = 0; i < 45; i++) csv.push(`S${i},C${i},${100 + i}.50,${200 + i}`);
    const uploadForm = page.locator('form', { has: page.getByRole('heading', { name: 'Upload a CSV' }) });
    await uploadForm.getByLabel('CSV file').setInputFiles({
      name: 'rates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('state,county,baseRate,territoryCode\nIL,Cook,cheap,101\nIL,Lake,1.5,10x\n'),
    });
    await uploadForm.getByLabel('Instance name').fill('rates2026');
    await uploadForm.getByLabel('Static name').fill('TerritoryRates');
    await uploadForm.getByRole('button', { name: 'Upload' }).click();
    const refused = page.getByRole('table', { name: /Rows refused/ });
    await expect.poll(() => refused.innerText()).toContain('"cheap" is not a decimal');
    expect(await refused.locator('tbody tr').count()).toBe(2);
    expect(await refused.locator('thead').innerText()).toMatch(/Line\s+Column\s+Problem/);
    await shoot(page, 'tables-refused');
    await uploadForm.getByLabel('CSV file').setInputFiles({
      name: 'rates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${csv.join('\n')}\n`),
    });
    await uploadForm.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Uploaded rates2026.').waitFor();
    const rows = page.getByRole('table', { name: /^Rows / });
    await expect.poll(() => rows.getByRole('caption').innerText()).toBe('Rows 1–20 of 45');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => rows.getByRole('caption').innerText()).toBe('Rows 21–40 of 45');
    expect(await rows.innerText()).toContain('S20');
    // Look a key up (the key columns come from the tenant's configuration).
    await page.getByLabel('Key: state').fill('S7');
    await page.getByLabel('Key: county').fill('C7');
    await page.getByRole('button', { name: 'Look up' }).click();
    const found = page.getByRole('table', { name: 'Row found' });
    await expect.poll(() => found.innerText()).toMatch(/baseRate\s+107\.50/);
    await checkKeyboardAndLabels(page, 'tables');
    await shoot(page, 'tables');

    // Resources and groups: versions on the timeline, and which one answers at a date.
    await s.admin.createConstraintTable({
      tenantLocator: t,
      name: 'stateCounty',
      staticName: 'StateCounty',
      body: await tableZip('state,county\nIL,Cook\nIL,Lake\nTX,Harris\nTX,Travis\n', { name: 'stateCounty' }),
    });
    await s.admin.createLookupTable({
      tenantLocator: t,
      name: 'ratesTx',
      staticName: 'TerritoryRates',
      jurisdiction: ['TX'],
      body: await tableZip('state,county,baseRate,territoryCode\nTX,Harris,9.00,1\n', { name: 'ratesTx' }),
    });
    await s.admin.createLookupTable({
      tenantLocator: t,
      name: 'rates2027',
      staticName: 'TerritoryRates',
      body: await tableZip('state,county,baseRate,territoryCode\nIL,Cook,1.00,1\n', { name: 'rates2027' }),
    });
    for (const [name, staticName, csv] of [
      ['territories', 'CountyTerritory', 'state,county,territory\nIL,Cook,T-Cook-1\nTX,Harris,T-Harris-1\n'],
      ['bands', 'Bands', 'zone,region,kind,band\nZ1,north,contents,B1\n'],
    ] as const) {
      await s.admin.createConstraintTable({
        tenantLocator: t,
        name,
        staticName,
        body: await tableZip(csv, { name }),
      });
    }
    await groupOf(s.admin, t, '2020-01-01T00:00:00Z', [
      'rates2026',
      'ratesTx',
      'stateCounty',
      'territories',
      'bands',
    ]);
    await groupOf(s.admin, t, '2027-01-01T00:00:00Z', ['rates2027']);
    await openView(page, 'Resources and groups');
    const timeline = page.getByRole('table', { name: /Versions by date and jurisdiction/ });
    await expect.poll(() => timeline.innerText()).toContain('rates2027');
    expect(await timeline.innerText()).toMatch(/TerritoryRates\s+TX\s+ratesTx/);
    await page.getByLabel('Static name').selectOption('TerritoryRates');
    await page.getByLabel('At date').fill('2026-06-01');
    await page.getByLabel('In jurisdiction').fill('TX');
    await page.getByRole('button', { name: 'Find the version' }).click();
    await page.getByText('Answers: ratesTx').waitFor();
    await page.getByLabel('In jurisdiction').fill('');
    await page.getByLabel('At date').fill('2027-06-01');
    await page.getByRole('button', { name: 'Find the version' }).click();
    await page.getByText('Answers: rates2027').waitFor();
    await checkKeyboardAndLabels(page, 'resources');
    await shoot(page, 'resources');

    // Constraints of a quote: allowed values narrow as a value changes.
    const acct = await account(s.admin, t);
    const quote = await s.admin.createQuote({
      tenantLocator: t,
      body: {
        productName: 'Homeowners',
        accountLocator: acct.locator,
        startTime: '2026-06-01T00:00:00Z',
        data: { region: 'north' },
        elements: [
          {
            type: 'Dwelling',
            data: { state: 'IL', county: 'Cook' },
            elements: [{ type: 'Contents', data: {} }],
          },
        ],
      },
    });
    await openView(page, 'Constraints');
    await page.getByLabel('Quote locator').fill(quote.locator);
    await page.getByRole('button', { name: 'Show its constraints' }).click();
    const county = page.locator('td.allowed[data-field="county"]').first();
    await expect.poll(() => county.innerText()).toBe('Cook, Lake');
    await page.getByLabel('state of Dwelling').selectOption('TX');
    await expect.poll(() => county.innerText()).toBe('Harris, Travis');
    await checkKeyboardAndLabels(page, 'constraints');
    await shoot(page, 'constraints');

    // A diverted event: seen with its failure, resent once the receiver answers.
    hook.answer(status(500));
    const wh = await s.admin.createWebhook({
      tenantLocator: t,
      body: webhookBody(hook.url, {
        name: 'billing-sync',
        failureHandling: { retryStrategy: { type: 'linear', interval: 1, attempts: 1 }, divert: true },
      }),
    });
    const event = await recordEvent(s, t, 'account.create');
    await until(async () =>
      expect(
        await s.admin.fetchMultipleDivertedEvents({ tenantLocator: t, webhookLocator: wh.locator }),
      ).toHaveLength(1),
    );
    await openView(page, 'Webhooks and events');
    await page.getByRole('button', { name: 'Diverted events of billing-sync' }).click();
    const diverted = page.getByRole('table', { name: /Diverted events of billing-sync/ });
    await expect.poll(() => diverted.innerText()).toContain('HTTP 500 Internal Server Error');
    expect(await diverted.innerText()).toContain(event);
    await expect.poll(() => page.getByRole('table', { name: /Recent events/ }).innerText()).toContain(event);
    await checkKeyboardAndLabels(page, 'webhooks');
    await shoot(page, 'webhooks');
    hook.answer(status(200));
    const before = hook.received.length;
    await page.getByRole('button', { name: `Resend event ${event}` }).click();
    await page.getByText(`Event ${event} sent again.`).waitFor();
    await until(() => expect(hook.received.length).toBeGreaterThan(before));
    expect(hook.received.at(-1)!.event.locator).toBe(event);
    await expect.poll(() => diverted.getByRole('caption').innerText()).toContain('(0)');

    // Users, roles and tokens, with a token's permissions as groups.
    await token(s.admin, ['tables.read', 'tables.upload', 'events.*']);
    await openView(page, 'Users, roles and tokens');
    await expect.poll(() => page.getByRole('table', { name: /^Users/ }).innerText()).toContain(user.userName);
    await expect.poll(() => page.getByRole('table', { name: /^Roles/ }).innerText()).toContain(admin.name);
    await checkKeyboardAndLabels(page, 'users');
    await shoot(page, 'users');
    expect(await page.locator('body').innerText()).not.toContain(s.adminToken);

    expect(errors).toEqual([]);
    expect(browser.blocked).toEqual([]);
    await page.close();
  }, 180_000);

  it('hides what a pasted token may not do', async () => {
    const readOnly = await token(s.admin, [
      'tenants.read',
      'tenants.list',
      'webhooks.read',
      'webhooks.list',
      'users.read',
      'users.custom',
    ]);
    // Two tenants of one name: the picker tells them apart.
    const twin = unique('twin');
    const twins = [
      await s.admin.createTenant({ name: twin, body: homeownersConfig() }),
      await s.admin.createTenant({ name: twin, body: homeownersConfig() }),
    ];
    const page = await context.newPage();
    await page.goto(`${s.baseUrl}/console`);
    // Each radio button sits on the line of its label, before the words.
    const placed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('fieldset.choice input[type=radio]')].map((input) => {
        const words = [...input.closest('label')!.childNodes].find(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
        )!;
        const range = document.createRange();
        range.selectNodeContents(words);
        const t = range.getBoundingClientRect();
        const r = input.getBoundingClientRect();
        return { before: r.right <= t.left, sameLine: r.top < t.bottom && t.top < r.bottom };
      }),
    );
    expect(placed).toEqual([
      { before: true, sameLine: true },
      { before: true, sameLine: true },
    ]);
    await page.getByLabel('A token').check();
    await page.getByLabel('Token', { exact: true }).fill(readOnly);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tenants' }).waitFor();
    await expect.poll(() => page.getByRole('table', { name: /^Tenants/ }).innerText()).toContain('console');
    // The header's picker fills from its own request, which may answer after the table's.
    const picked = async () =>
      (await page.locator('header .tenant-pick option').allTextContents()).map((t) => t.trim());
    await expect
      .poll(picked)
      .toEqual(
        expect.arrayContaining(
          twins.map((t) =>
            expect.stringMatching(new RegExp(`^${twin} \\(created .*, ${t.locator.slice(0, 8)}\\)$`)),
          ),
        ),
      );
    const nav = await page.getByRole('navigation', { name: 'Views' }).innerText();
    expect(nav).toContain('Webhooks and events');
    expect(nav).not.toContain('Tables');
    expect(nav).toContain('Users, roles and tokens');
    expect(await page.getByRole('button', { name: 'Create and deploy' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Deploy' }).count()).toBe(0);
    await openView(page, 'Webhooks and events');
    await expect
      .poll(() => page.getByRole('table', { name: /^Webhooks/ }).innerText())
      .toContain('billing-sync');
    expect(await page.getByRole('button', { name: /^Diverted events of/ }).count()).toBe(0);
    await shoot(page, 'read-only');
    await openView(page, 'Users, roles and tokens');
    await page.getByRole('heading', { level: 2, name: 'Tokens' }).waitFor();
    expect(await page.getByRole('heading', { name: /^Create a/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Enable / }).count()).toBe(0);
    await page.close();
  }, 60_000);
  it('shows a quote with its state, charges, flags and next steps, and each user with its status and the one action that applies', async () => {
    const rating = `export function rate({ quote }) {
      return { items: [{ elementLocator: quote.element.elements[0].locator, chargeType: 'premium', amount: '100.00' }] };
    }`;
    const t = (
      await s.admin.createTenant({ name: unique('quotes'), body: withPlugins({ 'index.js': rating }) })
    ).locator;
    const q = await newQuote(s.admin, t);
    await s.admin.addUnderwritingInfoFlagForQuote({
      tenantLocator: t,
      locator: q.locator,
      body: { note: 'seen by the desk' },
    });
    const enabled = await person(s.admin);
    const disabled = await s.admin.createUser({
      body: { userName: email('off'), firstName: 'Dee', lastName: 'Sabled', roles: [], tenants: ['any'] },
    });
    expect(disabled.enabled).toBe(false);

    const blocked = await newQuote(s.admin, t);
    await s.admin.addUnderwritingBlockFlagForQuote({
      tenantLocator: t,
      locator: blocked.locator,
      body: { note: 'needs the desk' },
    });

    const page = await context.newPage();
    onTestFailed(() => shoot(page, 'failed-quotes'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Every answer the page was refused: opening a quote asks for nothing it cannot have.
    const refusals: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) refusals.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(`${s.baseUrl}/console`);
    await page.getByLabel('Token', { exact: true }).fill(await token(s.admin, ['*.*']));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tenants' }).waitFor();
    await page.locator('header .tenant-pick select').selectOption(t);

    await openView(page, 'Quotes');
    await page.getByRole('button', { name: `Open quote ${q.locator}` }).click();
    const state = page.locator('[data-fact="state"]');
    const steps = page.getByRole('group', { name: 'Next steps' });
    const stepNames = async () => (await steps.getByRole('button').allInnerTexts()).map((b) => b.trim());
    await expect.poll(() => state.innerText()).toBe('draft');
    expect(await page.getByText('Not priced.').count()).toBe(1);
    expect(await page.getByRole('table', { name: /^Underwriting flags \(1\)/ }).innerText()).toMatch(
      /info\s+seen by the desk\s+the quote/,
    );
    expect(await stepNames()).toEqual(['Validate', 'Price', 'Underwrite', 'Accept', 'Discard']);

    // A draft has no price: the page does not ask for it.
    expect(refusals).toEqual([]);

    await steps.getByRole('button', { name: 'Price' }).click();
    await until(async () => expect(await state.innerText()).toBe('priced'));
    const charges = page.getByRole('table', { name: /^Charges \(1\)/ });
    // The amount with the currency's digits (the answer's JSON number is 100).
    await expect.poll(() => charges.innerText()).toMatch(/premium\s+\S+\s+100\.00 USD/);
    expect(await page.getByRole('table', { name: /^Quotes/ }).innerText()).toMatch(
      new RegExp(`${q.locator}\\s+Homeowners\\s+priced`),
    );
    await checkKeyboardAndLabels(page, 'quotes');
    await shoot(page, 'quotes');

    await steps.getByRole('button', { name: 'Accept' }).click();
    await until(async () => expect(await state.innerText()).toBe('accepted'));
    expect(await stepNames()).toEqual(['Issue', 'Refuse', 'Discard', 'Reset to draft']);
    await steps.getByRole('button', { name: 'Issue' }).click();
    await until(async () => expect(await state.innerText()).toBe('issued'));
    await page.getByText('None: issued is final.').waitFor();
    expect((await s.admin.fetchQuote({ tenantLocator: t, locator: q.locator })).quoteState).toBe('issued');
    expect(await page.locator('#main .done').innerText()).toBe('Issue: the quote is issued.');

    // An accept that underwriting blocks is a warning, not a success.
    await page.getByRole('button', { name: `Open quote ${blocked.locator}` }).click();
    await expect.poll(() => state.innerText()).toBe('draft');
    await steps.getByRole('button', { name: 'Accept' }).click();
    await until(async () => expect(await state.innerText()).toBe('underwrittenBlocked'));
    const warning = page.locator('#main .warning');
    await expect
      .poll(() => warning.innerText())
      .toBe('Accept did not reach accepted: the quote is underwrittenBlocked.');
    expect(await warning.getAttribute('role')).toBe('alert');
    expect(await page.locator('#main .done').count()).toBe(0);
    await shoot(page, 'quotes-blocked');
    expect(refusals).toEqual([]);

    // Users: a status column, and Enable or Disable as the user's status calls for.
    await openView(page, 'Users, roles and tokens');
    const row = (userName: string) =>
      page.getByRole('table', { name: /^Users/ }).locator('tr', { hasText: userName });
    await expect.poll(() => row(disabled.userName).innerText()).toMatch(/\tDisabled\t/);
    // The bootstrap token expires "never", as `insuite token list` says.
    const bootstrapToken = page
      .getByRole('table', { name: /^Your tokens/ })
      .locator('tr', { hasText: 'bootstrap' });
    await expect.poll(() => bootstrapToken.innerText()).toMatch(/\tany\tnever\t/);
    expect(await row(enabled.user.userName).innerText()).toMatch(/\tEnabled\t/);
    const actions = async (userName: string) =>
      (await row(userName).getByRole('button').allInnerTexts()).map((b) => b.trim());
    expect(await actions(enabled.user.userName)).toEqual(['Disable']);
    expect(await actions(disabled.userName)).toEqual(['Enable']);
    await checkKeyboardAndLabels(page, 'users-status');
    await shoot(page, 'users-status');
    await row(disabled.userName)
      .getByRole('button', { name: `Enable ${disabled.userName}` })
      .click();
    await expect.poll(() => actions(disabled.userName)).toEqual(['Disable']);
    expect(await row(disabled.userName).innerText()).toMatch(/\tEnabled\t/);
    await row(enabled.user.userName)
      .getByRole('button', { name: `Disable ${enabled.user.userName}` })
      .click();
    await expect.poll(() => actions(enabled.user.userName)).toEqual(['Enable']);
    expect(await row(enabled.user.userName).innerText()).toMatch(/\tDisabled\t/);

    expect(errors).toEqual([]);
    expect(browser.blocked).toEqual([]);
    await page.close();
  }, 300_000);
});
