// A configuration is reported in one round: every schema and semantic problem together, with
// paths; and keys nobody knows come back as warnings with a "did you mean", never unseen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AdmZip from 'adm-zip';
import type { Schema } from '@insuite/client';
import { readConfig } from '../../server/cli/files.js';
import { failure } from '../support/failure.js';
import { homeownersConfig, tenant, unique } from '../support/given.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

type Config = Schema<'ConfigurationRef'>;
const HOMEOWNERS = 'tests/fixtures/homeowners';
/** What a deploy of the example's JSON alone says: nothing rates its charge. */
const UNRATED =
  'products.Homeowners.charges: declares charges, but it has no plugins/: quotes would be priced with no charge; ' +
  'add plugins/index.ts exporting rate';
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const zipped = (config: unknown): Uint8Array => {
  const zip = new AdmZip();
  zip.addFile('config.json', Buffer.from(JSON.stringify(config)));
  return zip.toBuffer();
};

/** A schema problem (an enum typo) and a semantic one (an undeclared element type) at once. */
function twoKinds(): Config {
  const c = homeownersConfig() as Loose;
  c.documents.Declarations.format = 'pfd';
  c.exposures.Dwelling.contents.push('Pool');
  return c as Config;
}

/** Typos in keys at three levels. */
function typos(): Config {
  const c = homeownersConfig() as Loose;
  c.tabels = {};
  c.tables.TerritoryRates.columns.state.isKy = c.tables.TerritoryRates.columns.state.isKey;
  delete c.tables.TerritoryRates.columns.state.isKey;
  c.documents.Declarations.triger = c.documents.Declarations.trigger;
  delete c.documents.Declarations.trigger;
  return c as Config;
}

describe('one round', () => {
  it('createTenant answers one 422 with the schema problem and the semantic one, with paths', async () => {
    const err = await failure(s.admin.createTenant({ name: unique('two'), body: twoKinds() }));
    expect(err.status).toBe(422);
    expect(err.problem?.errors).toEqual(
      expect.arrayContaining([
        {
          location: 'body.documents.Declarations.format',
          message: expect.stringMatching(/must be one of .*pdf/),
        },
        { location: 'body.exposures.Dwelling.contents[2]', message: 'element type "Pool" is not declared' },
      ]),
    );
    expect(err.problem?.detail).toMatch(/not valid \(2 problems, first: /);
  });

  it('a deploy reports both in one isSuccess: false, from JSON and from a ZIP', async () => {
    const t = await tenant(s.admin);
    for (const body of [twoKinds(), zipped(twoKinds())]) {
      const { deploymentResult } = await s.admin.deployConfigZip({ tenantLocator: t, body });
      expect(deploymentResult.isSuccess).toBe(false);
      expect(deploymentResult.errors).toEqual([
        expect.stringMatching(/^documents\.Declarations\.format: must be one of /),
        'exposures.Dwelling.contents[2]: element type "Pool" is not declared',
      ]);
    }
  });
});

describe('unknown keys', () => {
  it('are errors with a "did you mean", in the same answer as the problems they cause', async () => {
    const t = await tenant(s.admin);
    const { deploymentResult } = await s.admin.deployConfigZip({ tenantLocator: t, body: typos() });
    expect(deploymentResult.isSuccess).toBe(false);
    expect(deploymentResult.errors).toEqual(
      expect.arrayContaining([
        'tables.TerritoryRates.columns.state.isKey: is required',
        'documents.Declarations.trigger: is required',
        'tables.TerritoryRates.columns.state.isKy: is not a known key here; did you mean "isKey"?',
        'documents.Declarations.triger: is not a known key here; did you mean "trigger"?',
        'tabels: is not a known key here; did you mean "tables"?',
      ]),
    );
    expect(deploymentResult.warnings).toEqual([]);
  });

  it('alone they stop a deploy, naming the nearest key (or the keys known there)', async () => {
    const c = homeownersConfig() as Loose;
    c.constriantTables = {};
    c.zzz = 1;
    const err = await failure(s.admin.createTenant({ name: unique('typo'), body: c as Config }));
    expect(err.status).toBe(422);
    expect(err.errors.filter((e) => e.severity !== 'warning')).toEqual([
      {
        location: 'body.constriantTables',
        message: 'is not a known key here; did you mean "constraintTables"?',
      },
      {
        location: 'body.zzz',
        message: expect.stringMatching(
          /^is not a known key here; known keys: defaultTimeZone, defaultCurrency, /,
        ),
      },
    ]);
  });

  it('a refused createTenant counts its problems apart from the warnings it also lists', async () => {
    const c = twoKinds() as Loose;
    c.moratoriums = {};
    const err = await failure(s.admin.createTenant({ name: unique('typo'), body: c as Config }));
    expect(err.status).toBe(422);
    expect(err.problem?.detail).toMatch(/not valid \(2 problems, first: .*; errors also lists 1 warning\)/);
    expect(err.errors.filter((e) => e.severity !== 'warning')).toHaveLength(2);
    expect(err.errors.filter((e) => e.severity === 'warning')).toEqual([
      {
        location: 'body.moratoriums',
        message:
          'is a key of the published configuration that insuite does not implement; it is stored as given and has no effect',
        severity: 'warning',
      },
    ]);
  });

  it('sections of the published suite that are not interpreted deploy with a warning naming each', async () => {
    const c = homeownersConfig() as Loose;
    c.defaultBillingPlan = 'monthly';
    c.jurisdictions = {};
    // Read by insuite though the contract leaves it open: no warning.
    c.defaultDurationBasis = 'months';
    const t = await tenant(s.admin);
    const { deploymentResult } = await s.admin.deployConfigZip({ tenantLocator: t, body: c as Config });
    const unimplemented = (key: string) =>
      `${key}: is a key of the published configuration that insuite does not implement; it is stored as given and has no effect`;
    expect(deploymentResult).toMatchObject({
      isSuccess: true,
      errors: [],
      warnings: [unimplemented('defaultBillingPlan'), unimplemented('jurisdictions'), UNRATED],
    });
  });

  it('the example configuration, with its plugins, deploys with no warning', async () => {
    const created = await s.admin.createTenant({ name: unique('clean'), body: readConfig(HOMEOWNERS) });
    expect(created.deploymentResult.warnings).toEqual([]);
  });

  it('charges declared with no rating plugin deploy with a warning: quotes would be priced at nothing', async () => {
    const created = await s.admin.createTenant({ name: unique('unrated'), body: homeownersConfig() });
    expect(created.deploymentResult.warnings).toEqual([UNRATED]);
    // The same, for a program to read without parsing the string.
    expect(created.deploymentResult.problems).toEqual([
      {
        location: 'products.Homeowners.charges',
        message: UNRATED.slice(UNRATED.indexOf(': ') + 2),
        severity: 'warning',
      },
    ]);
  });
});
