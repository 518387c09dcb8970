// A plugin's failure names the file and line of plugins/ it happened at, through the bundle's
// source map, never the bundle's own lines: in the price's 422 Problem and in the plugin log.
// A plugin whose top level fails is refused at its deploy, at the line that threw, and the
// tenant's plugins in force stay as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { quote } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';

/** The first price of a process starts the sandbox thread: slow when the machine is busy. */
const SLOW = 120_000;

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
}, SLOW);
afterAll(() => s?.close());

// Types, comments and blank lines the bundle strips: its lines are not these files' lines.
const INDEX = `import type { RatePlugin } from '@insuite/client/plugin';
import { premiumOf } from './rates.js';

/** One charge per dwelling. */
interface Item {
  elementLocator: string;
  chargeType: string;
  amount: string;
}

export const rate: RatePlugin = ({ quote }) => {
  const items: Item[] = [];
  for (const e of quote.element.elements ?? []) {
    items.push({ elementLocator: e.locator, chargeType: 'premium', amount: premiumOf(e.data) });
  }
  return { items };
};
`;
const RATES = `type Data = Record<string, unknown>;

// The premium of a dwelling by its year of construction.
export function premiumOf(data: Data): string {
  const year = Number(data.yearBuilt);
  if (year < 2000) {
    throw new RangeError(\`no rate for \${year}\`);
  }
  return '100.00';
}
`;

describe("a plugin's failure at its source line", () => {
  it(
    'a throw names plugins/rates.ts and its line in the 422 and in the plugin log, not the bundle',
    async () => {
      const t = await s.admin.createTenant({
        name: unique('lines'),
        body: withPlugins({ 'index.ts': INDEX, 'rates.ts': RATES }),
      });
      const q = await quote(s.admin, t.locator);
      const err = await failure(s.admin.priceQuote({ tenantLocator: t.locator, locator: q.locator }));
      expect(err.status).toBe(422);
      expect(err.problem?.detail).toMatch(
        /^The rating plugin \(plugins\/, export rate\) failed: RangeError: no rate for 1990 \(at plugins\/rates\.ts:7:\d+\);/,
      );
      expect(err.problem?.errors).toEqual([
        { location: 'plugins.rate', message: 'RangeError: no rate for 1990' },
        { location: expect.stringMatching(/^plugins\/rates\.ts:7:\d+$/), message: 'in premiumOf' },
        { location: expect.stringMatching(/^plugins\/index\.ts:14:\d+$/), message: expect.any(String) },
        ...(err.problem?.errors ?? []).slice(3),
      ]);

      const list = await s.admin.fetchLogsList({ tenantLocator: t.locator, objectLocator: q.locator });
      const log = await s.admin.fetchLogs({ tenantLocator: t.locator, locator: list.items[0]!.locator });
      expect(log.outcome).toBe('failed');
      expect(log.log).toMatch(
        /^rate failed: RangeError: no rate for 1990\n\s+at premiumOf \(plugins\/rates\.ts:7:\d+\)\n/,
      );
      expect(log.log).toMatch(/\(plugins\/index\.ts:14:\d+\)/);
      expect(log.log).not.toMatch(/plugins\.js|insuite-prelude/);
    },
    SLOW,
  );
});

describe('a plugin whose top level fails', () => {
  const TOP = `const factors: Record<string, number> = { frame: 1.2 };

// Read once, when the plugins load.
const masonry = factors['masonry'];
if (masonry === undefined) {
  throw new Error('no masonry factor');
}
export const factor = masonry;
`;
  const index = `import { factor } from './factors.js';
export const rate = () => ({ items: [], factor });
`;

  it(
    'is refused at createTenant, at its file and line: no tenant is created',
    async () => {
      const name = unique('top');
      const err = await failure(
        s.admin.createTenant({ name, body: withPlugins({ 'index.ts': index, 'factors.ts': TOP }) }),
      );
      expect(err.status).toBe(422);
      expect(err.problem?.detail).toMatch(
        /^The plugins fail to load \(plugins\/factors\.ts:6:\d+: Error: no masonry factor\); nothing was deployed/,
      );
      expect(err.problem?.errors).toEqual([
        {
          location: expect.stringMatching(/^plugins\/factors\.ts:6:\d+$/),
          message: 'loading the plugins failed: Error: no masonry factor',
        },
      ]);
      const tenants = await s.admin.fetchTenants({});
      expect(tenants.items.map((x) => x.name)).not.toContain(name);
    },
    SLOW,
  );

  it(
    'is refused at a redeploy, at its file and line: the plugins in force go on pricing',
    async () => {
      const good = `export const rate = ({ quote }) => ({
  items: [{ elementLocator: quote.element.elements[0].locator, chargeType: 'premium', amount: '7.00' }],
});`;
      const t = await s.admin.createTenant({ name: unique('top'), body: withPlugins({ 'index.js': good }) });
      const err = await failure(
        s.admin.deployConfigZip({
          tenantLocator: t.locator,
          body: withPlugins({ 'index.ts': index, 'factors.ts': TOP }),
        }),
      );
      expect(err.status).toBe(422);
      expect(err.problem?.errors?.[0]?.location).toMatch(/^plugins\/factors\.ts:6:\d+$/);
      const q = await quote(s.admin, t.locator);
      const price = await s.admin.priceQuote({ tenantLocator: t.locator, locator: q.locator });
      expect(price.items.map((i) => i.amount)).toEqual([7]);
    },
    SLOW,
  );
});
