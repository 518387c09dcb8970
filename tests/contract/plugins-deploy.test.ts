import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/cli/files.js';
import { failure } from '../support/failure.js';
import { homeownersConfig, unique } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { quote } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const rating = `import type { RatePlugin } from '@insuite/client/plugin';
import { factor } from './factor.js';
export const rate: RatePlugin = ({ quote }) => ({
  items: [{ elementLocator: quote.locator, chargeType: 'premium', amount: factor * 100 }],
});`;

async function stored(tenantLocator: string): Promise<string | undefined> {
  const row = await s.db('tenant_plugins').where({ tenant_id: tenantLocator }).first();
  return row?.bundle as string | undefined;
}

describe('a configuration with plugins/', () => {
  // The first deploy with plugins starts the sandbox thread, to run their top level: slow when the
  // machine is busy.
  it('createTenant compiles TypeScript plugins importing their own files, and stores the bundle', async () => {
    const body = withPlugins({ 'index.ts': rating, 'factor.ts': 'export const factor: number = 1.5;' });
    const t = await s.admin.createTenant({ name: unique('plug'), body });
    expect(t.deploymentResult.isSuccess).toBe(true);
    expect(await stored(t.locator)).toContain('factor * 100');
  }, 120_000);

  it('a deploy without plugins/ to a tenant with plugins is refused naming them; removePlugins removes them, saying so', async () => {
    const t = await s.admin.createTenant({
      name: unique('plug'),
      body: withPlugins({ 'index.js': 'export const rate = () => ({ items: [] });' }),
    });
    const tenantLocator = t.locator;
    expect(t.deploymentResult.metadata.implementedPlugins).toEqual({ rate: 'plugins/index.js' });
    const before = await stored(tenantLocator);

    const refused = (await s.admin.deployConfigZip({ tenantLocator, body: homeownersConfig() }))
      .deploymentResult;
    expect(refused.isSuccess).toBe(false);
    expect(refused.errors).toEqual([
      expect.stringMatching(/^plugins: the tenant has plugins \(plugins\/index\.js\)/),
    ]);
    expect(refused.errors[0]).toContain('removePlugins=true');
    expect(refused.metadata.implementedPlugins).toEqual({ rate: 'plugins/index.js' });
    expect(await stored(tenantLocator)).toBe(before);

    const removed = (
      await s.admin.deployConfigZip({ tenantLocator, removePlugins: true, body: homeownersConfig() })
    ).deploymentResult;
    expect(removed.isSuccess).toBe(true);
    expect(removed.warnings).toContain("plugins: the tenant's plugins (plugins/index.js) are removed");
    expect(removed.metadata.implementedPlugins).toEqual({});
    expect(await stored(tenantLocator)).toBeUndefined();
    expect(await s.admin.fetchDeployedPlugins({ tenantLocator })).toEqual({
      implementedPlugins: {},
      files: [],
    });
    // With none left, a deploy without plugins/ goes through as before.
    expect(
      (await s.admin.deployConfigZip({ tenantLocator, body: homeownersConfig() })).deploymentResult.isSuccess,
    ).toBe(true);
  });

  it('implementedPlugins names each export insuite calls; fetchDeployedPlugins answers the files as sent', async () => {
    const files = {
      'index.ts': "export * from './steps.js';\nexport const helper = 1;\n",
      'steps.ts':
        'export const validate = () => ({ errors: [] });\nexport const underwrite = () => ({ flags: [] });\n',
    };
    const t = await s.admin.createTenant({ name: unique('plug'), body: withPlugins(files) });
    const implemented = { validate: 'plugins/index.ts', underwrite: 'plugins/index.ts' };
    expect(t.deploymentResult.metadata.implementedPlugins).toEqual(implemented);
    // The example declares the charge premium, and nothing here rates it.
    expect(t.deploymentResult.warnings).toEqual([
      expect.stringMatching(
        /^products\.Homeowners\.charges: declares charges, but its plugins\/ export no rate/,
      ),
    ]);
    const deployed = await s.admin.fetchDeployedPlugins({ tenantLocator: t.locator });
    expect(deployed.implementedPlugins).toEqual(implemented);
    expect(deployed.deploymentLocator).toBe(t.deploymentResult.metadata.latestVersion);
    expect(
      Object.fromEntries(
        deployed.files.map((f) => [f.path, Buffer.from(f.content, 'base64').toString('utf8')]),
      ),
    ).toEqual({ 'plugins/index.ts': files['index.ts'], 'plugins/steps.ts': files['steps.ts'] });
  });

  it('a plugin that does not compile fails the deploy (422) naming file, line and column; nothing changes', async () => {
    const t = await s.admin.createTenant({
      name: unique('plug'),
      body: withPlugins({ 'index.ts': rating, 'factor.ts': 'export const factor = 2;' }),
    });
    const before = await stored(t.locator);
    const body = withPlugins({ 'index.ts': rating, 'factor.ts': 'export const factor: number = (2;\n' });
    const err = await failure(s.admin.deployConfigZip({ tenantLocator: t.locator, body }));
    expect(err.status).toBe(422);
    expect(err.problem?.errors?.[0]).toMatchObject({
      location: 'plugins/factor.ts:1:33',
      file: 'plugins/factor.ts',
      line: 1,
    });
    expect(err.problem?.detail).toContain('plugins/factor.ts:1:33');
    expect(await stored(t.locator)).toBe(before);

    const created = await failure(s.admin.createTenant({ name: unique('plug'), body }));
    expect(created.status).toBe(422);
  });

  it.each([
    [
      'node:fs',
      "import { readFileSync } from 'node:fs';\nexport const rate = () => readFileSync('/etc/passwd');",
    ],
    ['a package', "import _ from 'lodash';\nexport const rate = () => _;"],
    ['a file outside plugins/', "import c from '../config.json';\nexport const rate = () => c;"],
    ['require', "export const rate = () => require('fs');\n"],
  ])('an import of %s fails the deploy (422) at the import', async (_what, index) => {
    const err = await failure(
      s.admin.createTenant({ name: unique('plug'), body: withPlugins({ 'index.ts': index }) }),
    );
    expect(err.status).toBe(422);
    expect(err.problem?.errors?.[0]?.location).toMatch(/^plugins\/index\.ts:\d+:\d+$/);
  });

  it('plugins/ without an entry fails the deploy (422)', async () => {
    const err = await failure(
      s.admin.createTenant({ name: unique('plug'), body: withPlugins({ 'rates.ts': 'export {}' }) }),
    );
    expect(err.status).toBe(422);
    expect(err.problem?.detail).toMatch(/plugins\/index\.ts or plugins\/index\.js/);
  });

  it('a configuration folder with plugins/ (as the CLI and the test harness read it) deploys them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'insuite-plugins-'));
    try {
      writeFileSync(join(dir, 'config.json'), JSON.stringify(homeownersConfig()));
      mkdirSync(join(dir, 'plugins', 'lib'), { recursive: true });
      writeFileSync(join(dir, 'plugins', 'index.ts'), rating.replace('./factor.js', './lib/factor.js'));
      writeFileSync(join(dir, 'plugins', 'lib', 'factor.ts'), 'export const factor = 3;');
      const t = await s.admin.createTenant({ name: unique('folder'), body: readConfig(dir) });
      expect(await stored(t.locator)).toContain('factor * 100');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('decimal.js, provided to plugins', () => {
  it('a plugin importing decimal.js rates in exact decimals where floats would be a cent off', async () => {
    const index = `import Decimal from 'decimal.js';
import type { RatePlugin } from '@insuite/client/plugin';

export const rate: RatePlugin = ({ quote }) => {
  const dwelling = quote.element.elements![0]!;
  // 100.10 at a factor of 1.15 is 115.115: 115.12 rounded half up; as floats, 115.11.
  const amount = new Decimal('100.10').times('1.15').toFixed(2, Decimal.ROUND_HALF_UP);
  return { items: [{ elementLocator: dwelling.locator, chargeType: 'premium', amount }] };
};`;
    const t = await s.admin.createTenant({ name: unique('dec'), body: withPlugins({ 'index.ts': index }) });
    expect(t.deploymentResult.isSuccess).toBe(true);
    expect((100.1 * 1.15).toFixed(2)).toBe('115.11');
    const q = await quote(s.admin, t.locator);
    const price = await s.admin.priceQuote({ tenantLocator: t.locator, locator: q.locator });
    expect(price.items.map((i) => i.amount)).toEqual([115.12]);
  }, 120_000);

  it('other packages and node: modules stay refused, naming what a plugin may import', async () => {
    const err = await failure(
      s.admin.createTenant({
        name: unique('dec'),
        body: withPlugins({ 'index.ts': "import Big from 'big.js';\nexport const rate = () => Big;" }),
      }),
    );
    expect(err.status).toBe(422);
    expect(err.problem?.errors?.[0]).toEqual({
      location: 'plugins/index.ts:1:17',
      file: 'plugins/index.ts',
      line: 1,
      message:
        '"big.js" cannot be imported: a plugin may import only files of plugins/ and the packages insuite provides (decimal.js)',
    });
  });
});
