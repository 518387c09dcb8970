// The insuite command against a running server: exit codes, --json, tenants, deployments,
// tokens, and table uploads; a tenant name several tenants share, the server's warnings, and
// what it says without a token.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@insuite/client';
import { readConfig } from '../../server/cli/files.js';
import { homeownersConfig, unique } from '../support/given.js';
import { priced, withPlugins } from '../support/plugins.js';
import { BIN, insuite } from '../support/cli.js';
import { startServer, type TestServer } from '../support/server.js';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/homeowners');
/** What a deploy of the example's JSON alone warns: nothing rates its charge. */
const UNRATED =
  'products.Homeowners.charges: declares charges, but it has no plugins/: quotes would be priced with no charge; ' +
  'add plugins/index.ts exporting rate';

let s: TestServer;
let work: string;
const as = () => ({ url: s.baseUrl, token: s.adminToken });
beforeAll(async () => {
  s = await startServer();
  work = mkdtempSync(join(tmpdir(), 'insuite-cli-'));
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await s.close();
});

describe('insuite', () => {
  it('--help lists the commands and exits 0', async () => {
    const r = await insuite(['--help']);
    expect(r.code).toBe(0);
    for (const c of ['serve', 'tenant', 'deploy', 'tables', 'token', 'user', 'role', 'export', 'import'])
      expect(r.stdout).toContain(c);
  });

  it('runs the same from the sources in a checkout (server/bin, through tsx) as compiled', async () => {
    const sources = await insuite(['--help'], { sources: true });
    expect(sources.code).toBe(0);
    expect(sources.stderr).toBe('');
    expect(sources.stdout).toBe((await insuite(['--help'])).stdout);
  });

  it('ends quietly (exit 0) when its reader stops reading, as `insuite --help | head` does', async () => {
    // The pipe is closed before the command has started, so its first write finds no reader.
    const child = spawn(process.execPath, [BIN, 'tenant', '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).not.toContain('EPIPE');
    expect(code).toBe(0);
  });

  it('exits 2 on bad arguments or files, before sending anything', async () => {
    expect((await insuite(['nonsense'], as())).code).toBe(2);
    expect((await insuite(['tenant', 'create', 'x'], as())).code).toBe(2); // --config missing
    const missing = await insuite(['tenant', 'create', 'x', '--config', join(work, 'nope.json')], as());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('does not exist');
  });

  it('exits 3 when no server answers', async () => {
    const r = await insuite(['token', 'create', '--name', 'x', '--permissions', 'tenants.read'], {
      url: 'http://127.0.0.1:1',
      token: 'ist_x',
    });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('cannot reach the server');
  });

  it('exits 1 when the server refuses, with its problem on stderr', async () => {
    const r = await insuite(['tenant', 'create', 'x', '--config', join(FIXTURE, 'config.json')], {
      url: s.baseUrl,
      token: 'ist_not-a-real-token-at-all',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('401 UNAUTHENTICATED');
  });
});

describe('tenant create and deploy', () => {
  it('creates a tenant from a .json file, a folder, or a .zip; --json prints the answer', async () => {
    const name = unique('cli');
    const r = await insuite(
      ['--json', 'tenant', 'create', name, '--config', join(FIXTURE, 'config.json')],
      as(),
    );
    expect(r.code).toBe(0);
    const created = JSON.parse(r.stdout) as { locator: string; name: string };
    expect(created.name).toBe(name);
    expect((await s.admin.fetchTenant({ locator: created.locator })).name).toBe(name);

    const fromDir = await insuite(['tenant', 'create', unique('dir'), '--config', FIXTURE], as());
    expect(fromDir.code).toBe(0);
    expect(fromDir.stdout).toMatch(/^Created tenant dir\w+: [0-9a-f-]{36}\n$/);

    const zip = new AdmZip();
    zip.addLocalFile(join(FIXTURE, 'config.json'));
    const file = join(work, 'config.zip');
    zip.writeZip(file);
    expect((await insuite(['tenant', 'create', unique('zip'), '--config', file], as())).code).toBe(0);
  }, 120_000);

  it('prints each problem of an invalid configuration as a table and exits 1', async () => {
    const config = homeownersConfig() as Record<string, unknown>;
    delete config.constraintTables;
    const file = join(work, 'broken.json');
    writeFileSync(file, JSON.stringify(config));
    const r = await insuite(['tenant', 'create', unique('bad'), '--config', file], as());
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Where\s+Problem$/m);
    expect(r.stderr).toContain('constraint');
  });

  it('deploys to a tenant given by name', async () => {
    const name = unique('dep');
    await s.admin.createTenant({ name, body: homeownersConfig() });
    const r = await insuite(['deploy', name, '--config', join(FIXTURE, 'config.json')], as());
    expect(r.stderr).toBe(`warning: ${UNRATED}\n`);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Deployed to ${name}`);
    const unknown = await insuite(['deploy', unique('none'), '--config', FIXTURE], as());
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No tenant named');
  });
});

describe('deploy and plugins', () => {
  it('refuses a configuration without plugins/ where the tenant has plugins, unless --remove-plugins', async () => {
    const name = unique('plugged');
    const created = await insuite(['tenant', 'create', name, '--config', FIXTURE], as());
    expect(created.stderr).toBe('');
    const folder = await insuite(['deploy', name, '--config', FIXTURE], as());
    expect(folder.stderr).toBe('');
    expect(folder.stdout).toBe(
      `Deployed to ${name} (${/\((\S+)\)/.exec(folder.stdout)![1]}); plugins: validate, rate, underwrite\n`,
    );

    const bare = await insuite(['deploy', name, '--config', join(FIXTURE, 'config.json')], as());
    expect(bare.code).toBe(1);
    expect(bare.stdout).toContain('Deployment refused; nothing changed:');
    expect(bare.stdout).toContain('plugins: the tenant has plugins (plugins/homes.ts, plugins/index.ts)');
    expect(bare.stdout).toContain('insuite deploy --remove-plugins');
    const { locator } = (await s.admin.fetchTenants({})).items.find((t) => t.name === name)!;
    expect(
      Object.keys((await s.admin.fetchDeployedPlugins({ tenantLocator: locator })).implementedPlugins),
    ).toEqual(['validate', 'rate', 'underwrite']);

    const removed = await insuite(
      ['deploy', name, '--config', join(FIXTURE, 'config.json'), '--remove-plugins'],
      as(),
    );
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('; plugins: none');
    expect(removed.stderr.split('\n')).toEqual([
      "warning: plugins: the tenant's plugins (plugins/homes.ts, plugins/index.ts) are removed",
      `warning: ${UNRATED}`,
      '',
    ]);
    expect((await s.admin.fetchDeployedPlugins({ tenantLocator: locator })).files).toEqual([]);
  });
});

describe('logs', () => {
  it('prints the plugin logs of a tenant, newest first, a failed call with its error; filters by quote', async () => {
    const name = unique('logs');
    const plugins = {
      'index.js':
        "export const rate = ({ quote, log }) => { log('rating ' + quote.locator); throw new Error('no rate for this one'); };",
    };
    const { locator: tenantLocator } = await s.admin.createTenant({ name, body: withPlugins(plugins) });
    const tables = await insuite(
      ['tables', 'upload', FIXTURE, '--tenant', name, '--group', 'g', '--from', '2000-01-01'],
      as(),
    );
    expect(tables.code, tables.stderr).toBe(0);
    const account = await s.admin.createAccount({
      tenantLocator,
      body: { type: 'ConsumerAccount', data: {} },
    });
    const quote = await s.admin.createQuote({
      tenantLocator,
      body: {
        productName: 'Homeowners',
        accountLocator: account.locator,
        startTime: '2026-03-01T00:00:00Z',
        data: { channel: 'direct' },
        elements: [
          {
            type: 'Dwelling',
            data: { state: 'IL', county: 'Cook', constructionType: 'frame', yearBuilt: 1990 },
          },
        ],
      },
    });
    const refused = await s.admin
      .priceQuote({ tenantLocator, locator: quote.locator })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422 });

    const r = await insuite(['logs', name, '--failed'], as());
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`^\\S+  rating failed quote ${quote.locator} \\(request \\S+, log \\S+\\)$`),
    );
    expect(lines[1]).toBe(`  rating ${quote.locator}`);
    expect(r.stdout).toContain('no rate for this one');
    // The stack names the plugin's file and line, through the bundle's source map.
    expect(r.stdout).toMatch(/^\s+at rate \(plugins\/index\.js:1:\d+\)$/m);

    const json = await insuite(['--json', 'logs', name, '--quote', quote.locator], as());
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ objectLocator: quote.locator, outcome: 'failed', pluginType: 'rating' }),
    ]);
    const other = await insuite(['logs', name, '--quote', account.locator], as());
    expect(other.stdout).toBe('No plugin logs.\n');
    const bad = await insuite(['logs', name, '--quote', 'q-1'], as());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--quote takes a locator');
  }, 120_000);

  it('takes a server address without its scheme as http://', async () => {
    const r = await insuite(
      ['--url', new URL(s.baseUrl).host, '--token', s.adminToken, 'tenant', 'list'],
      {},
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  }, 60_000);
});

describe('did you mean', () => {
  it('names the nearest tenant to an unknown tenant name', async () => {
    const name = unique('harbour');
    await s.admin.createTenant({ name, body: homeownersConfig() });
    const slip = name.replace('harbour', 'harbor');
    const r = await insuite(['deploy', slip, '--config', FIXTURE], as());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`No tenant named "${slip}"; did you mean "${name}"?`);
  }, 120_000);

  it('names the nearest role to an unknown role name, and creates no user', async () => {
    const userName = `${unique('u')}@example.com`;
    const r = await insuite(
      ['user', 'create', userName, '--first-name', 'A', '--last-name', 'B', '--roles', 'read-onyl'],
      as(),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('No role named "read-onyl"; did you mean "read-only"?');
    const users = [];
    for await (const u of s.admin.paginate('fetchMultipleUsers', {})) users.push(u.userName);
    expect(users).not.toContain(userName);
  });

  it('names the option meant by a misspelt required option, rather than saying it is missing', async () => {
    const r = await insuite(['tenant', 'create', unique('typo'), '--confg', FIXTURE], as());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown option '--confg'");
    expect(r.stderr).toContain('Did you mean --config?');
    expect(r.stderr).not.toContain('not specified');
    // A required option left out is still said to be missing, exit 2.
    const missing = await insuite(['tenant', 'create', unique('typo')], as());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("error: required option '--config <path>' not specified");
  });
});

describe('malformed config.json', () => {
  const broken = () => {
    const dir = mkdtempSync(join(work, 'broken-'));
    mkdirSync(join(dir, 'plugins'));
    writeFileSync(join(dir, 'plugins/index.js'), 'export function rate() { return { items: [] }; }\n');
    writeFileSync(join(dir, 'config.json'), '{\n  "products": {\n    "Homeowners": {,\n  }\n}\n');
    return dir;
  };

  it('keeps its line and column, whether the command reads it or the server does', async () => {
    // A folder with plugins/ (sent as a ZIP): read by the command before anything is sent.
    const dir = broken();
    const folder = await insuite(['tenant', 'create', unique('broken'), '--config', dir], as());
    expect(folder.code).toBe(2);
    expect(folder.stderr).toContain(`${join(dir, 'config.json')} is not valid JSON at line 3, column 20:`);
    // A .zip is read by the server: its answer says where too.
    const zip = new AdmZip();
    zip.addLocalFolder(dir);
    const file = join(dir, 'config.zip');
    zip.writeZip(file);
    const sent = await insuite(['tenant', 'create', unique('broken'), '--config', file], as());
    expect(sent.code).toBe(1);
    expect(sent.stderr).toContain(
      '400 VALIDATION_FAILED: config.json is not valid JSON at line 3, column 20:',
    );
  }, 60_000);
});

describe('token create', () => {
  it('prints a token with the permissions asked for', async () => {
    const r = await insuite(
      [
        '--json',
        'token',
        'create',
        '--name',
        unique('scrape'),
        '--permissions',
        'metrics.read',
        '--days',
        '30',
      ],
      as(),
    );
    expect(r.code).toBe(0);
    const { token } = JSON.parse(r.stdout) as { token: string };
    expect(token).toMatch(/^ist_/);
    const scraper = createClient({ baseUrl: s.baseUrl, token });
    expect(await scraper.getMetrics()).toContain('insuite_http_request');
    await expect(scraper.fetchTenants()).rejects.toMatchObject({ status: 403 });
  });

  it('takes tenants by name in --tenants, as other commands do, and says the nearest to an unknown one', async () => {
    const name = unique('tokens');
    const t = await s.admin.createTenant({ name, body: homeownersConfig() });
    const r = await insuite(
      [
        '--json',
        'token',
        'create',
        '--name',
        unique('t'),
        '--permissions',
        'tenants.read',
        '--tenants',
        `${name},type:test`,
      ],
      as(),
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const { name: tokenName } = JSON.parse(r.stdout) as { name: string };
    const made = (await s.admin.fetchAuthTokens()).find((x) => x.name === tokenName)!;
    expect(made.tenants).toEqual([t.locator, 'type:test']);
    const slip = await insuite(
      ['token', 'create', '--name', unique('t'), '--permissions', 'tenants.read', '--tenants', `${name}x`],
      as(),
    );
    expect(slip.code).toBe(2);
    expect(slip.stderr).toContain(`No tenant named "${name}x"; did you mean "${name}"?`);
  });

  it('lists the bootstrap token as expiring never, as the console does', async () => {
    const r = await insuite(['token', 'list'], as());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^bootstrap\s+\*\.\*\s+any\s+never$/m);
  });

  it('says which file a refused token came from, and the token files of other databases beside it', async () => {
    const dir = mkdtempSync(join(work, 'cwd-'));
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'data/admin-token'), `ist_${'x'.repeat(43)}\n`);
    writeFileSync(join(dir, 'data/admin-token.postgresql-localhost-5432-insuite'), `${s.adminToken}\n`);
    const r = await insuite(['tenant', 'list'], { url: s.baseUrl, cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the token refused came from data/admin-token,');
    expect(r.stderr).toContain('admin-token.postgresql-localhost-5432-insuite');
  });

  it('takes the admin token from data/admin-token when none is given', async () => {
    const dir = mkdtempSync(join(work, 'cwd-'));
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'data/admin-token'), `${s.adminToken}\n`);
    const r = await insuite(['token', 'create', '--name', unique('t'), '--permissions', 'tenants.read'], {
      url: s.baseUrl,
      cwd: dir,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ist_\S+\n$/);
  });
});

describe('tables upload', () => {
  it('refuses CSV files no declared table matches, before uploading any (exit 2)', async () => {
    const name = unique('tab');
    await s.admin.createTenant({ name, body: homeownersConfig() });
    const dir = mkdtempSync(join(work, 'tables-'));
    copyFileSync(join(FIXTURE, 'territory-rates.csv'), join(dir, 'territory-rates.csv'));
    writeFileSync(join(dir, 'premiums.csv'), 'a,b\n1,2\n');
    const r = await insuite(['tables', 'upload', dir, '--tenant', name], as());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('No declared table matches premiums.csv');
    expect(r.stderr).toContain('TerritoryRates');
  });

  it('uploads each CSV to its declared table; replaces the rates in force only with --replace, with progress', async () => {
    const name = unique('tab');
    const { locator } = await s.admin.createTenant({ name, body: homeownersConfig() });
    const first = await insuite(
      [
        '--json',
        'tables',
        'upload',
        FIXTURE,
        '--tenant',
        name,
        '--group',
        'rates',
        '--from',
        '2020-01-01T00:00:00Z',
      ],
      as(),
    );
    expect(first.code).toBe(0);
    const uploaded = (JSON.parse(first.stdout) as { uploaded: { table: string; action: string }[] }).uploaded;
    expect(uploaded.map((u) => [u.table, u.action]).sort()).toEqual([
      ['AgeOfHomeFactors', 'created'],
      ['StateCounty', 'created'],
      ['TerritoryRates', 'created'],
    ]);
    const group = (JSON.parse(first.stdout) as { group: { locator: string } }).group;
    expect(
      (
        await s.admin.fetchResourceGroup({ tenantLocator: locator, locator: group.locator })
      ).resourceNames.sort(),
    ).toEqual(['AgeOfHomeFactors', 'StateCounty', 'TerritoryRates']);
    const rate = await s.admin.fetchTableRecord({
      tenantLocator: locator,
      name: 'TerritoryRates',
      key: ['IL', 'Cook'],
    });
    expect(JSON.stringify(rate)).toContain('812.5');
    const refused = await insuite(['tables', 'upload', FIXTURE, '--tenant', locator], as());
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('these tables hold rates in force, and uploading would replace them:');
    expect(refused.stderr).toContain(
      'territory-rates.csv → TerritoryRates (resource group rates, from 2020-01-01T00:00:00.000Z)',
    );
    expect(refused.stderr).toContain('--group NAME --from DATE');
    expect(refused.stderr).toContain('--replace; nothing was uploaded');
    const again = await insuite(
      ['tables', 'upload', FIXTURE, '--tenant', locator, '--progress', '--replace'],
      as(),
    );
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/TerritoryRates\s+lookup table\s+replaced/);
    // Each table once: in the summary, not also in a line of its own.
    expect(again.stdout.match(/TerritoryRates/g)).toHaveLength(1);
    expect(again.stderr).not.toMatch(/: (created|replaced)$/m);
    expect(again.stderr).toMatch(/\[#+\] 100% territory-rates\.csv/);
  }, 120_000);

  it('stages a dated version beside the rates in force: quotes before its date keep the old rates', async () => {
    const { locator: t } = await s.admin.createTenant({ name: unique('dated'), body: readConfig(FIXTURE) });
    const upload = (dir: string, ...flags: string[]) =>
      insuite(['--json', 'tables', 'upload', dir, '--tenant', t, ...flags], as());
    const groups = async () => (await s.admin.fetchResourceGroups({ tenantLocator: t })).items;
    const resources = async () => (await s.admin.fetchMultipleResources({ tenantLocator: t })).items.length;

    // Flags are checked before anything is written, naming the flag.
    for (const bad of ['2026-13-01', '2026-01-01T00:00:00', 'soon']) {
      const r = await upload(FIXTURE, '--group', 'rates-2026', '--from', bad);
      expect(r.code, bad).toBe(2);
      expect(JSON.parse(r.stderr).error.message).toContain(
        `--from takes a date (2027-01-01: midnight in the tenant's time zone)`,
      );
    }
    expect((await upload(FIXTURE, '--from', '2026-01-01')).code).toBe(2);
    expect((await upload(FIXTURE, '--group', 'g', '--replace')).code).toBe(2);
    expect(await resources()).toBe(0);
    expect(await groups()).toEqual([]);

    // A date is midnight in the tenant's zone (America/Chicago).
    const first = await upload(FIXTURE, '--group', 'rates-2026', '--from', '2026-01-01');
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout).group).toMatchObject({
      name: 'rates-2026',
      selectionStartTime: '2026-01-01T06:00:00.000Z',
    });
    // The same command again: the group exists; nothing is written, nothing is ignored.
    const twice = await upload(FIXTURE, '--group', 'rates-2026', '--from', '2026-01-01');
    expect(twice.code).toBe(2);
    expect(JSON.parse(twice.stderr).error.message).toMatch(
      /^a resource group named rates-2026 exists already/,
    );
    expect(await resources()).toBe(3);

    const before = await priced(s.admin, t, '2026-03-01T00:00:00Z');
    expect(before).toEqual([{ chargeType: 'premium', amount: 934.38, rate: 934.375 }]);
    const dir = mkdtempSync(join(work, 'rates-2027-'));
    writeFileSync(
      join(dir, 'territory-rates.csv'),
      readFileSync(join(FIXTURE, 'territory-rates.csv'), 'utf8').replace('IL,Cook,812.50', 'IL,Cook,900.00'),
    );
    const dated = await upload(dir, '--group', 'rates-2027', '--from', '2027-01-01');
    expect(dated.code, dated.stderr).toBe(0);
    expect(JSON.parse(dated.stdout)).toMatchObject({
      uploaded: [{ table: 'TerritoryRates', instance: 'TerritoryRates_rates_2027', action: 'created' }],
      group: { name: 'rates-2027', selectionStartTime: '2027-01-01T06:00:00.000Z' },
    });
    // The 2026 rates are untouched; a quote from 2027 on takes the new one (900.00 × 1.15).
    expect(await priced(s.admin, t, '2026-03-01T00:00:00Z')).toEqual(before);
    expect(await priced(s.admin, t, '2027-03-01T00:00:00Z')).toEqual([
      { chargeType: 'premium', amount: 1035, rate: 1035 },
    ]);
  }, 120_000);

  it('prints the server’s per-row errors as a table and exits 1', async () => {
    const name = unique('tab');
    await s.admin.createTenant({ name, body: homeownersConfig() });
    const dir = mkdtempSync(join(work, 'bad-'));
    writeFileSync(join(dir, 'territory-rates.csv'), 'state,county,baseRate,territoryCode\nIL,Cook,abc,101\n');
    const r = await insuite(['tables', 'upload', dir, '--tenant', name], as());
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Where\s+Problem$/m);
    expect(r.stderr).toContain('baseRate');
  });
});

describe('a tenant name that several tenants share', () => {
  it('is refused (exit 2) with each candidate’s locator and creation time; a locator still works', async () => {
    const name = unique('twin');
    const first = await insuite(['--json', 'tenant', 'create', name, '--config', FIXTURE], as());
    expect(first.code).toBe(0);
    const second = await insuite(['tenant', 'create', name, '--config', FIXTURE], as());
    expect(second.code).toBe(0);
    const older = (JSON.parse(first.stdout) as { locator: string }).locator;
    // The second create says the name is taken already.
    expect(second.stderr).toContain(`other tenant is named "${name}" (${older})`);
    const newer = /: ([0-9a-f-]{36})$/m.exec(second.stdout)![1]!;
    const both = await s.admin.fetchTenants({ extended: false });
    const created = (locator: string) => both.find((t) => t.locator === locator)!.createdAt;

    const r = await insuite(['tables', 'upload', FIXTURE, '--tenant', name], as());
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`2 tenants are named "${name}"; give the locator of the one you mean`);
    expect(r.stderr).toMatch(new RegExp(`^${older}\\s+test\\s+${created(older)}$`, 'm'));
    expect(r.stderr).toMatch(new RegExp(`^${newer}\\s+test\\s+${created(newer)}$`, 'm'));
    // Nothing was uploaded to either.
    for (const locator of [older, newer]) {
      await expect(
        s.admin.fetchResource({ tenantLocator: locator, name: 'TerritoryRates' }),
      ).rejects.toMatchObject({
        status: 404,
      });
    }

    const json = await insuite(['--json', 'deploy', name, '--config', FIXTURE], as());
    expect(json.code).toBe(2);
    const { error } = JSON.parse(json.stderr) as { error: { candidates: { locator: string }[] } };
    expect(error.candidates.map((c) => c.locator)).toEqual([older, newer]);

    expect((await insuite(['deploy', newer, '--config', FIXTURE], as())).code).toBe(0);

    // A third, with --json: the document says what plain output says on stderr.
    const third = await insuite(['--json', 'tenant', 'create', name, '--config', FIXTURE], as());
    expect(third.code).toBe(0);
    expect(JSON.parse(third.stdout)).toMatchObject({
      note: `2 other tenants are named "${name}" (${older}, ${newer}); give this one by its locator`,
    });
  }, 120_000);
});

describe('the server’s warnings', () => {
  // A section of the published suite insuite does not interpret: a warning naming it.
  const withTypo = () => {
    const config = homeownersConfig() as Record<string, unknown>;
    config.moratoriums = {};
    const file = join(work, `typo-${unique('c')}.json`);
    writeFileSync(file, JSON.stringify(config));
    return file;
  };
  const DID_YOU_MEAN =
    'warning: moratoriums: is a key of the published configuration that insuite does not implement; it is stored as given and has no effect';

  it('are printed in plain output by tenant create and deploy, as by --json', async () => {
    const name = unique('warn');
    const created = await insuite(['tenant', 'create', name, '--config', withTypo()], as());
    expect(created.code).toBe(0);
    expect(created.stderr.split('\n')).toContain(DID_YOU_MEAN);
    const deployed = await insuite(['deploy', name, '--config', withTypo()], as());
    expect(deployed.code).toBe(0);
    expect(deployed.stdout).toContain(`Deployed to ${name}`);
    expect(deployed.stderr.split('\n')).toContain(DID_YOU_MEAN);
    const json = await insuite(['--json', 'deploy', name, '--config', withTypo()], as());
    expect(JSON.parse(json.stdout)).toMatchObject({
      deploymentResult: { warnings: [DID_YOU_MEAN.replace('warning: ', ''), UNRATED] },
    });
    expect(json.stderr).toBe('');
  });

  it('a refused tenant create counts its problems apart from the warnings it lists', async () => {
    const config = homeownersConfig() as Record<string, unknown>;
    delete config.constraintTables;
    config.moratoriums = {};
    const file = join(work, 'broken-typo.json');
    writeFileSync(file, JSON.stringify(config));
    const r = await insuite(['tenant', 'create', unique('bad'), '--config', file], as());
    expect(r.code).toBe(1);
    const problems = /\((\d+) problems?, first: .*; errors also lists 1 warning\)/.exec(r.stderr);
    expect(problems).not.toBeNull();
    const rows = r.stderr.split('\n').filter((l) => l.startsWith('body.'));
    expect(rows.filter((l) => !/ warning: /.test(l))).toHaveLength(Number(problems![1]));
    expect(rows.filter((l) => / warning: /.test(l))).toEqual([
      expect.stringMatching(
        /^body\.moratoriums\s+warning: is a key of the published configuration that insuite does not implement; /,
      ),
    ]);
  });
});

describe('without a token', () => {
  it('says where a token comes from, and exits 2 without sending anything', async () => {
    const elsewhere = mkdtempSync(join(work, 'no-token-'));
    const r = await insuite(['tables', 'upload', FIXTURE, '--tenant', 'homeowners'], {
      url: s.baseUrl,
      cwd: elsewhere,
      env: { INSUITE_DATA_DIR: '' },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'no token: give --token TOKEN, or set INSUITE_TOKEN, or run where data/admin-token exists',
    );
    const json = await insuite(['--json', 'tenant', 'list'], { url: 'http://127.0.0.1:1', cwd: elsewhere });
    expect(json.code).toBe(2); // not 3: nothing was sent
    expect((JSON.parse(json.stderr) as { error: { message: string } }).error.message).toMatch(
      /INSUITE_TOKEN/,
    );
  });
});
