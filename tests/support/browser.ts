// Headless Chromium (Debian's package, never a downloaded build) for the browser tests, with every
// request the pages make seen: those for the server under test go through, any other is refused
// and kept, so a test can check that a page loads nothing from elsewhere.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Browser {
  context: BrowserContext;
  /** Every URL the pages asked for. */
  requested: string[];
  /** The URLs refused: not of the server under test. */
  blocked: string[];
  close(): Promise<void>;
}

export async function openBrowser(
  baseUrl: string,
  viewport: { width: number; height: number },
): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'insuite-chromium-'));
  const requested: string[] = [];
  const blocked: string[] = [];
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
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
  await context.route('**/*', (route) => {
    const url = route.request().url();
    requested.push(url);
    if (url.startsWith(`${baseUrl}/`) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    blocked.push(url);
    return route.abort();
  });
  return {
    context,
    requested,
    blocked,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
