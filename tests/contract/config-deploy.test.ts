import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AdmZip from 'adm-zip';
import type { Schema } from '@insuite/client';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { answeredConfig, homeownersConfig, tenant, token, unique } from '../support/given.js';
import { secret } from '../support/resources.js';
import { rawZip } from '../support/tables.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

type Settings = Schema<'ConfigurationRef'>;
const zipped = (config: unknown): Uint8Array => {
  const zip = new AdmZip();
  zip.addFile('config.json', Buffer.from(JSON.stringify(config)));
  return zip.toBuffer();
};

async function tenantCount(): Promise<number> {
  const r = await s.admin.fetchTenants({ count: 1000 });
  return Array.isArray(r) ? r.length : r.items.length;
}

async function groupNames(tenantLocator: string): Promise<string[]> {
  const r = await s.admin.fetchResourceGroups({ tenantLocator, excludeRetired: false });
  return Array.isArray(r) ? r.map((g) => g.name) : r.items.map((g) => g.name);
}

function broken(): Settings {
  const c = homeownersConfig() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  c.exposures.Dwelling.data.county.constraint.table = 'Nope';
  c.exposures.Dwelling.contents.push('Pool?');
  c.exposures.Dwelling.data.yearBuilt.type = 'year';
  return c as Settings;
}

/** The example configuration with its secret items declared without the dataType the reference requires. */
function untypedSecrets(): Settings {
  const c = homeownersConfig() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  c.secrets.RatingService.items = { apiKey: { type: 'string' }, endpoint: {} };
  return c as Settings;
}

describe('declarations the reference makes required', () => {
  it('createTenant refuses secret items without dataType, naming each (422), and creates no tenant', async () => {
    const before = await tenantCount();
    const err = await failure(s.admin.createTenant({ name: unique('untyped'), body: untypedSecrets() }));
    expect(err.status).toBe(422);
    expect(err.problem?.errors).toEqual([
      { location: 'body.secrets.RatingService.items.apiKey.dataType', message: 'is required' },
      { location: 'body.secrets.RatingService.items.endpoint.dataType', message: 'is required' },
      // The key the item carries instead is named too, in the same answer, with the keys it may have.
      {
        location: 'body.secrets.RatingService.items.apiKey.type',
        message: 'is not a known key here; known keys: dataType',
      },
    ]);
    expect(await tenantCount()).toBe(before);
  });

  it('a deploy reports them with their paths and keeps the configuration it had', async () => {
    const t = await tenant(s.admin);
    for (const body of [untypedSecrets(), zipped(untypedSecrets())]) {
      const result = await s.admin.deployConfigZip({ tenantLocator: t, body });
      expect(result.deploymentResult).toMatchObject({
        isSuccess: false,
        errors: [
          'secrets.RatingService.items.apiKey.dataType: is required',
          'secrets.RatingService.items.endpoint.dataType: is required',
          'secrets.RatingService.items.apiKey.type: is not a known key here; known keys: dataType',
        ],
      });
    }
    expect(await s.admin.fetchConfigDefinition({ tenantLocator: t })).toEqual(
      answeredConfig(homeownersConfig()),
    );
  });
});

describe('createTenant interprets its configuration', () => {
  it('refuses an invalid configuration with 422, one item per problem, and creates no tenant', async () => {
    const before = await tenantCount();
    const err = await failure(s.admin.createTenant({ name: unique('bad'), body: broken() }));
    expect(err.status).toBe(422);
    expect(err.code).toBe('UNPROCESSABLE');
    expect(err.problem?.errors).toEqual([
      {
        location: 'body.exposures.Dwelling.contents[2]',
        message: 'element type "Pool" is not declared',
      },
      {
        location: 'body.exposures.Dwelling.data.county.constraint',
        message: 'table "Nope" is not declared in constraintTables',
      },
      {
        location: 'body.exposures.Dwelling.data.yearBuilt.type',
        message: '"year" is not a data type (one of string, int, decimal, boolean, date, datetime)',
      },
    ]);
    expect(await tenantCount()).toBe(before);
  });

  it('checks a configuration inside a ZIP against the configuration schema too (422, like JSON)', async () => {
    const config = homeownersConfig() as Record<string, unknown>;
    delete config.charges;
    config.defaultTimeZone = 7;
    const err = await failure(s.admin.createTenant({ name: unique('zip'), body: zipped(config) }));
    expect(err.status).toBe(422);
    expect(err.problem?.errors).toEqual([
      { location: 'body.charges', message: 'is required' },
      { location: 'body.defaultTimeZone', message: 'must be a string' },
    ]);
  });

  it('reads a configuration ZIP under the archive limits: a bomb is refused, not inflated, and no tenant made', async () => {
    const MB = 1024 * 1024;
    const before = await tenantCount();
    const declared = await failure(
      s.admin.createTenant({ name: unique('bomb'), body: rawZip([{ name: 'config.json', zeros: 64 * MB }]) }),
    );
    expect(declared.status).toBe(413);
    expect(declared.problem?.detail).toMatch(/more than 16777216 bytes once uncompressed/);
    const lying = await failure(
      s.admin.createTenant({
        name: unique('bomb'),
        body: rawZip([{ name: 'config.json', zeros: 64 * MB, declaredSize: 1000 }]),
      }),
    );
    expect(lying.status).toBe(422);
    expect(lying.problem?.detail).toMatch(/inflates to more than its declared size/);
    const climbing = await failure(
      s.admin.createTenant({
        name: unique('zip'),
        body: rawZip([{ name: '../config.json', data: Buffer.from(JSON.stringify(homeownersConfig())) }]),
      }),
    );
    expect(climbing.status).toBe(422);
    expect(await tenantCount()).toBe(before);
  });

  it('creates the bootstrap resource groups; bootstrap instances cannot exist in a new tenant', async () => {
    const config = homeownersConfig();
    config.bootstrap = {
      resources: {
        resourceInstances: {},
        resourceGroups: { launch: { selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: [] } },
      },
    };
    const t = (await s.admin.createTenant({ name: unique('boot'), body: config })).locator;
    expect(await groupNames(t)).toEqual(['launch']);

    const before = await tenantCount();
    config.bootstrap = {
      resources: {
        resourceInstances: { rating: { staticName: 'RatingService', jurisdictions: [] } },
        resourceGroups: { launch: { selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['rating'] } },
      },
    };
    const err = await failure(s.admin.createTenant({ name: unique('boot'), body: config }));
    expect(err.status).toBe(422);
    expect(err.problem?.errors?.map((e) => e.location)).toEqual([
      'body.bootstrap.resources.resourceInstances.rating',
      'body.bootstrap.resources.resourceGroups.launch.resourceNames',
    ]);
    expect(await tenantCount()).toBe(before);
  });
});

describe('fetchConfigDefinition and deployConfigZip', () => {
  it('returns the configuration as deployed', async () => {
    const t = await tenant(s.admin);
    expect(await s.admin.fetchConfigDefinition({ tenantLocator: t })).toEqual(
      answeredConfig(homeownersConfig()),
    );
  });

  it('answers isSuccess: false with every error and changes nothing', async () => {
    const t = await tenant(s.admin);
    const first = await s.admin.deployConfigZip({ tenantLocator: t, body: homeownersConfig() });
    const result = await s.admin.deployConfigZip({ tenantLocator: t, body: broken() });
    expect(result.locator).toBe(t);
    expect(result.deploymentResult.isSuccess).toBe(false);
    expect(result.deploymentResult.errors).toEqual([
      'exposures.Dwelling.contents[2]: element type "Pool" is not declared',
      'exposures.Dwelling.data.county.constraint: table "Nope" is not declared in constraintTables',
      'exposures.Dwelling.data.yearBuilt.type: "year" is not a data type (one of string, int, decimal, boolean, date, datetime)',
    ]);
    // The same, for a program to read without parsing the strings.
    expect(result.deploymentResult.problems).toEqual([
      { location: 'exposures.Dwelling.contents[2]', message: 'element type "Pool" is not declared' },
      {
        location: 'exposures.Dwelling.data.county.constraint',
        message: 'table "Nope" is not declared in constraintTables',
      },
      {
        location: 'exposures.Dwelling.data.yearBuilt.type',
        message: '"year" is not a data type (one of string, int, decimal, boolean, date, datetime)',
      },
    ]);
    expect(result.deploymentResult.metadata.latestVersion).toBe(
      first.deploymentResult.metadata.latestVersion,
    );
    expect(result.bootstrapResult.status).toBe('failed');
    expect(await s.admin.fetchConfigDefinition({ tenantLocator: t })).toEqual(
      answeredConfig(homeownersConfig()),
    );
  });

  it('replaces the whole configuration, from JSON or a ZIP, with a new version each time', async () => {
    const t = await tenant(s.admin);
    const next = homeownersConfig() as Record<string, unknown>;
    next.secrets = { Payments: { items: {} } };
    // A section of the published suite insuite does not interpret: stored as given, with a warning.
    next.moratoriums = { kept: ['as', 'given'] };
    // So is a field's default value.
    const exposures = next.exposures as Record<string, { data: Record<string, Record<string, unknown>> }>;
    exposures.Dwelling!.data.state!.defaultValue = 'IL';
    const a = await s.admin.deployConfigZip({ tenantLocator: t, body: next as Settings });
    expect(a.deploymentResult).toMatchObject({ isSuccess: true, errors: [] });
    expect(a.deploymentResult.warnings).toEqual(
      expect.arrayContaining([
        'moratoriums: is a key of the published configuration that insuite does not implement; it is stored as given and has no effect',
        'exposures.Dwelling.data.state.defaultValue: is a key of the published configuration that insuite does not implement; it is stored as given and has no effect',
      ]),
    );
    expect(await s.admin.fetchConfigDefinition({ tenantLocator: t })).toEqual(answeredConfig(next));

    const b = await s.admin.deployConfigZip({ tenantLocator: t, body: zipped(homeownersConfig()) });
    expect(b.deploymentResult.isSuccess).toBe(true);
    expect(b.deploymentResult.metadata.latestVersion).not.toBe(a.deploymentResult.metadata.latestVersion);
    expect(await s.admin.fetchConfigDefinition({ tenantLocator: t })).toEqual(
      answeredConfig(homeownersConfig()),
    );
  });

  it('uploads check static names against the deployed configuration', async () => {
    const t = await tenant(s.admin);
    const next = homeownersConfig() as Record<string, unknown>;
    next.secrets = { Payments: { items: {} } };
    await s.admin.deployConfigZip({ tenantLocator: t, body: next as Settings });
    const err = await failure(secret(s.admin, t, 'rating', [], 'RatingService'));
    expect(err.status).toBe(422);
    expect(err.problem?.errors).toEqual([
      {
        location: 'body.staticName',
        message: `static name "RatingService" is not declared in secrets of the tenant's configuration`,
      },
    ]);
    await expect(secret(s.admin, t, 'payments', [], 'Payments')).resolves.toMatchObject({ name: 'payments' });
  });

  it('groups existing instances as its bootstrap section declares, and updates them on a redeploy', async () => {
    const t = await tenant(s.admin);
    await secret(s.admin, t, 'ratingAll');
    await secret(s.admin, t, 'ratingCA', ['CA']);
    const config = homeownersConfig();
    config.bootstrap = {
      resources: {
        resourceInstances: {
          ratingAll: { staticName: 'RatingService', jurisdictions: [] },
          ratingCA: { staticName: 'RatingService', jurisdictions: ['CA'] },
        },
        resourceGroups: {
          launch: { selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['ratingAll', 'ratingCA'] },
        },
      },
    };
    expect(
      (await s.admin.deployConfigZip({ tenantLocator: t, body: config })).deploymentResult.errors,
    ).toEqual([]);
    const list = await s.admin.fetchResourceGroups({ tenantLocator: t });
    const [launch] = Array.isArray(list) ? list : list.items;
    expect(launch).toMatchObject({
      name: 'launch',
      selectionStartTime: '2026-01-01T00:00:00.000Z',
      resourceNames: ['ratingAll', 'ratingCA'],
    });

    config.bootstrap.resources!.resourceGroups!.launch = {
      selectionStartTime: '2026-06-01T00:00:00Z',
      resourceNames: ['ratingCA'],
    };
    expect(
      (await s.admin.deployConfigZip({ tenantLocator: t, body: config })).deploymentResult.isSuccess,
    ).toBe(true);
    expect(await s.admin.fetchResourceGroup({ tenantLocator: t, locator: launch!.locator })).toMatchObject({
      selectionStartTime: '2026-06-01T00:00:00.000Z',
      resourceNames: ['ratingCA'],
    });
  });

  it('a bootstrap section that does not match the tenant fails the deploy and changes nothing', async () => {
    const t = await tenant(s.admin);
    await secret(s.admin, t, 'ratingA');
    await secret(s.admin, t, 'ratingB');
    const config = homeownersConfig() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    config.secrets.Other = { items: {} };
    config.bootstrap = {
      resources: {
        resourceInstances: {
          ratingA: { staticName: 'Other', jurisdictions: ['CA'] },
          missing: { staticName: 'RatingService', jurisdictions: [] },
        },
        resourceGroups: {
          g1: { selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['ratingA', 'ratingB'] },
          g2: { selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['ghost'] },
        },
      },
    };
    const r = await s.admin.deployConfigZip({ tenantLocator: t, body: config as Settings });
    expect(r.deploymentResult.isSuccess).toBe(false);
    expect(r.deploymentResult.errors).toEqual([
      'bootstrap.resources.resourceInstances.ratingA: the instance has static name "RatingService", not "Other"',
      'bootstrap.resources.resourceInstances.ratingA: the instance has jurisdictions [], not [CA]',
      'bootstrap.resources.resourceInstances.missing: no resource instance of this name exists; upload it before deploying',
      'bootstrap.resources.resourceGroups.g1.resourceNames: "ratingA" and "ratingB" both have static name "RatingService" and no jurisdictions',
      'bootstrap.resources.resourceGroups.g2.resourceNames: no resource instance named "ghost"',
    ]);
    expect(await groupNames(t)).toEqual([]);
    expect(await s.admin.fetchConfigDefinition({ tenantLocator: t })).toEqual(
      answeredConfig(homeownersConfig()),
    );
  });

  it('needs deployments.deploy to deploy; deployments.datamodel may read', async () => {
    const t = await tenant(s.admin);
    const reader = s.as(await token(s.admin, ['deployments.datamodel'], [t]));
    await expect(reader.fetchConfigDefinition({ tenantLocator: t })).resolves.toEqual(
      answeredConfig(homeownersConfig()),
    );
    expect(
      (await failure(reader.deployConfigZip({ tenantLocator: t, body: homeownersConfig() }))).status,
    ).toBe(403);
  });
});
