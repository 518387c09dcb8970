// `insuite export` and `insuite import`: a tenant moves from a server on SQLite to one on this
// run's engine (PostgreSQL when the suite runs on it) and comes back out byte for byte.
import { readdirSync, readFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import AdmZip from 'adm-zip';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/cli/files.js';
import { homeownersConfig, unique } from '../support/given.js';
import { insuite } from '../support/cli.js';
import { startServer, type TestServer } from '../support/server.js';
import { priced } from '../support/plugins.js';
import { secret } from '../support/resources.js';
import { manualClock } from '../support/webhooks.js';

let laptop: TestServer; // SQLite whatever the run's engine
let server: TestServer;
let work: string;

beforeAll(async () => {
  laptop = await startServer({ env: { DATABASE_URL: '' } });
  server = await startServer();
  work = mkdtempSync(join(tmpdir(), 'insuite-move-'));
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await laptop.close();
  await server.close();
});

/** Every file under `dir`, by relative path, with its bytes. */
function files(dir: string, base = dir): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) for (const [k, v] of files(path, base)) out.set(k, v);
    else out.set(path.slice(base.length + 1), readFileSync(path));
  }
  return out;
}

const FONT = new Uint8Array([
  0x00,
  0x01,
  0x00,
  0x00,
  ...Array.from({ length: 300 }, (_, i) => (i * 7) % 256),
]);
const PDF = new Uint8Array([...Buffer.from('%PDF-1.7\n'), 0, 255, 128, 10, 13]);
const FIXTURE = join(import.meta.dirname, '../fixtures/homeowners');
/** What a deploy of the example's JSON alone warns: nothing rates its charge. */
const UNRATED =
  'products.Homeowners.charges: declares charges, but it has no plugins/: quotes would be priced with no charge; ' +
  'add plugins/index.ts exporting rate';

describe('export and import', () => {
  it('move a tenant with its configuration, resources and groups, byte for byte', async () => {
    const name = unique('moving');
    const { locator: t } = await laptop.admin.createTenant({ name, type: 'test', body: homeownersConfig() });
    const a = laptop.admin;
    await a.createDocumentResource({
      tenantLocator: t,
      name: 'privacyTX',
      staticName: 'PrivacyNotice',
      jurisdiction: ['TX'],
      body: { file: new Blob([PDF], { type: 'application/pdf' }) },
    });
    await a.addFont({
      tenantLocator: t,
      name: 'corporateSans',
      staticName: 'CorporateSans',
      body: { file: FONT },
    });
    await a.uploadLiquid({
      tenantLocator: t,
      name: 'letterhead',
      staticName: 'Letterhead',
      body: '<h1>{{ name }}</h1>\r\n',
    });
    await a.uploadVelocity({
      tenantLocator: t,
      name: 'letterheadV',
      staticName: 'Letterhead',
      body: '#set($x = 1)$x',
    });
    await a.createLiquidDocumentTemplate({
      tenantLocator: t,
      name: 'declarations',
      staticName: 'Declarations',
      body: 'Policy {{ policy.number }} ✓',
    });
    await a.createSecret({
      tenantLocator: t,
      body: {
        name: 'rating',
        staticName: 'RatingService',
        jurisdictions: ['IL'],
        secret: { apiKey: { value: 'k-1' } },
      },
    });
    // New content for an instance: the export holds the current one.
    await a.updateLiquid({ tenantLocator: t, name: 'letterhead', body: '<h1>{{ name }} v2</h1>' });
    await a.createResourceGroup({
      tenantLocator: t,
      body: {
        name: 'launch',
        selectionStartTime: '2026-01-01T00:00:00Z',
        resourceNames: ['privacyTX', 'rating'],
      },
    });
    const old = await a.createResourceGroup({
      tenantLocator: t,
      body: { name: 'old', selectionStartTime: '2025-01-01T00:00:00Z', resourceNames: ['letterheadV'] },
    });
    await a.retire({ tenantLocator: t, locator: old.locator });

    const first = join(work, 'first');
    const out = await insuite(['--json', 'export', name, first], {
      url: laptop.baseUrl,
      token: laptop.adminToken,
    });
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ resources: 6, groups: 2, pluginFiles: 0 });
    expect(statSync(join(first, 'resources/rating.json')).mode & 0o777).toBe(0o600);

    const imported = await insuite(['--json', 'import', first], {
      url: server.baseUrl,
      token: server.adminToken,
    });
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    const { locator, warnings } = JSON.parse(imported.stdout) as { locator: string; warnings: string[] };
    expect(warnings).toEqual([UNRATED]);
    expect((await server.admin.fetchTenant({ locator })).name).toBe(name);
    const doc = await server.admin.fetchDocumentResourceByName({ tenantLocator: locator, name: 'privacyTX' });
    expect(Buffer.from(doc).equals(Buffer.from(PDF))).toBe(true);

    const second = join(work, 'second');
    const again = await insuite(['export', locator, second], {
      url: server.baseUrl,
      token: server.adminToken,
    });
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(
      `Exported the configuration, 0 plugin files, 6 resources and 2 resource groups to ${second}\n`,
    );
    const before = files(first);
    const after = files(second);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [path, bytes] of before) expect(after.get(path)!.equals(bytes), path).toBe(true);
    expect(before.get('resources/corporateSans.font')!.equals(Buffer.from(FONT))).toBe(true);
    expect(before.get('resources/letterhead.tpl')!.toString()).toBe('<h1>{{ name }} v2</h1>');
  }, 120_000);

  it('carry the plugins: the copy prices a quote as the original does', async () => {
    const name = unique('priced');
    const { locator: t } = await laptop.admin.createTenant({ name, body: readConfig(FIXTURE) });
    const from = { url: laptop.baseUrl, token: laptop.adminToken };
    const up = await insuite(
      ['tables', 'upload', FIXTURE, '--tenant', t, '--group', 'rates-2026', '--from', '2026-01-01T00:00:00Z'],
      from,
    );
    expect(up.code, up.stderr).toBe(0);
    const original = await priced(laptop.admin, t);
    // 812.50 × 1.15 a year, as the README's tour prices it.
    expect(original).toEqual([{ chargeType: 'premium', amount: 934.38, rate: 934.375 }]);

    const dir = join(work, unique('priced-'));
    const exported = await insuite(['export', t, dir], from);
    expect(exported.stdout).toBe(
      `Exported the configuration, 2 plugin files, 3 resources and 1 resource group to ${dir}\n`,
    );
    for (const file of ['index.ts', 'homes.ts'])
      expect(
        readFileSync(join(dir, 'plugins', file)).equals(readFileSync(join(FIXTURE, 'plugins', file))),
      ).toBe(true);

    const imported = await insuite(['import', dir, '--name', unique('copy')], {
      url: server.baseUrl,
      token: server.adminToken,
    });
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/ \(2 plugin files, 3 resources, 1 resource group\)\n$/);
    const copy = /^Imported tenant \S+: (\S+) /.exec(imported.stdout)![1]!;
    expect((await server.admin.fetchDeployedPlugins({ tenantLocator: copy })).implementedPlugins).toEqual({
      validate: 'plugins/index.ts',
      rate: 'plugins/index.ts',
      underwrite: 'plugins/index.ts',
    });
    expect(await priced(server.admin, copy)).toEqual(original);
  }, 120_000);

  it('warns when it imports a tenant of a name taken already, and takes a free name with --rename', async () => {
    const name = unique('twin');
    const { locator: t } = await server.admin.createTenant({ name, body: homeownersConfig() });
    await secret(server.admin, t, 'rating');
    await server.admin.createResourceGroup({
      tenantLocator: t,
      body: { name: 'g', selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['rating'] },
    });
    const dir = join(work, unique('twin-'));
    const as = { url: server.baseUrl, token: server.adminToken };
    const exported = await insuite(['export', t, dir], as);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toBe(
      `Exported the configuration, 0 plugin files, 1 resource and 1 resource group to ${dir}\n`,
    );
    const warned = await insuite(['import', dir], as);
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain(`warning: a tenant is named "${name}" already (${t}, created `);
    expect(warned.stderr).toContain('--rename');
    const renamed = await insuite(['--json', 'import', dir, '--rename'], as);
    expect(renamed.code).toBe(0);
    expect(JSON.parse(renamed.stdout)).toMatchObject({ name: `${name}-2`, warnings: [UNRATED] });
    const third = await insuite(['import', dir, '--rename'], as);
    expect(third.stdout).toMatch(
      new RegExp(`^Imported tenant ${name}-3: \\S+ \\(0 plugin files, 1 resource, 1 resource group\\)\n$`),
    );
  }, 120_000);

  it('refuses to export into a folder that is not empty, and to import a folder that is no export', async () => {
    const name = unique('x');
    await laptop.admin.createTenant({ name, body: homeownersConfig() });
    const dir = mkdtempSync(join(work, 'full-'));
    const full = await insuite(['export', name, join(dir, '..')], {
      url: laptop.baseUrl,
      token: laptop.adminToken,
    });
    expect(full.code).toBe(2);
    expect(full.stderr).toContain('is not empty');
    const none = await insuite(['import', dir], { url: server.baseUrl, token: server.adminToken });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('holds no tenant.json');
  });

  it('move tables byte for byte too', async () => {
    const name = unique('tables');
    const { locator: t } = await laptop.admin.createTenant({ name, body: homeownersConfig() });
    const up = await insuite(
      ['tables', 'upload', join(import.meta.dirname, '../fixtures/homeowners'), '--tenant', t],
      {
        url: laptop.baseUrl,
        token: laptop.adminToken,
      },
    );
    expect(up.code).toBe(0);
    const first = join(work, 'tables-first');
    expect(
      (await insuite(['export', t, first], { url: laptop.baseUrl, token: laptop.adminToken })).code,
    ).toBe(0);
    const imported = await insuite(['--json', 'import', first, '--name', unique('copy')], {
      url: server.baseUrl,
      token: server.adminToken,
    });
    expect(imported.code).toBe(0);
    const { locator } = JSON.parse(imported.stdout) as { locator: string };
    const second = join(work, 'tables-second');
    expect(
      (await insuite(['export', locator, second], { url: server.baseUrl, token: server.adminToken })).code,
    ).toBe(0);
    // The CSV inside each ZIP, byte for byte (the ZIP around it is made when it is fetched).
    const csvOf = (file: string) => {
      const entries = new AdmZip(readFileSync(file)).getEntries();
      expect(entries).toHaveLength(1);
      return entries[0]!.getData();
    };
    for (const table of ['TerritoryRates', 'AgeOfHomeFactors', 'StateCounty']) {
      const path = `resources/${table}.zip`;
      expect(csvOf(join(second, path)).equals(csvOf(join(first, path))), path).toBe(true);
    }
    const original = readFileSync(join(import.meta.dirname, '../fixtures/homeowners/territory-rates.csv'));
    expect(csvOf(join(second, 'resources/TerritoryRates.zip')).equals(original)).toBe(true);
  }, 120_000);

  it('two exports of the same state are byte-identical, ZIPs included, and so is the export of an import', async () => {
    // A clock a day on between upload and import: an entry time from either would show.
    const clock = manualClock(Date.parse('2026-03-01T10:00:00Z'));
    const timed = await startServer({ clock });
    try {
      const as = { url: timed.baseUrl, token: timed.adminToken };
      const name = unique('same');
      const { locator: t } = await timed.admin.createTenant({ name, body: homeownersConfig() });
      const fixture = join(import.meta.dirname, '../fixtures/homeowners');
      expect((await insuite(['tables', 'upload', fixture, '--tenant', t, '--group', 'g'], as)).code).toBe(0);
      const first = join(work, 'same-first');
      const second = join(work, 'same-second');
      const third = join(work, 'same-third');
      expect((await insuite(['export', t, first], as)).code).toBe(0);
      await clock.advance(86_400_000);
      expect((await insuite(['export', t, second], as)).code).toBe(0);
      const imported = await insuite(['--json', 'import', first, '--name', name], as);
      expect(imported.code).toBe(0);
      const { locator } = JSON.parse(imported.stdout) as { locator: string };
      expect((await insuite(['export', locator, third], as)).code).toBe(0);
      const want = files(first);
      expect([...want.keys()].filter((p) => p.endsWith('.zip'))).toHaveLength(3);
      for (const dir of [second, third]) {
        const got = files(dir);
        expect([...got.keys()]).toEqual([...want.keys()]);
        for (const [path, bytes] of want) expect(got.get(path)!.equals(bytes), `${dir} ${path}`).toBe(true);
      }
    } finally {
      await timed.close();
    }
  }, 180_000);
});
