// Two answers measured against the published interface: a constraint's `where` entry sent as
// `{key}` is answered with `values` (its ConditionValueRef requires them), and a webhook that is not
// suspended answers no `suspendedAt` (the published interface requires one that cannot be null; the
// contract's WebhookResponse and docs/differences.md say why it is left out).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startServer, type TestServer } from '../support/server.js';
import { homeownersConfig, unique } from '../support/given.js';
import { webhookBody } from '../support/webhooks.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

type Where = Record<string, { key?: string; values?: string[] }>;
type Loose = Record<string, Record<string, { data: Record<string, { constraint?: { where?: Where } }> }>>;

describe('a constraint where entry in the deployed data model', () => {
  it('is answered with values: [] beside a key sent alone, and as sent otherwise', async () => {
    const config = homeownersConfig() as unknown as Loose;
    const county = config.exposures!.Dwelling!.data.county!.constraint!;
    expect(county.where).toEqual({ state: { key: 'state' } });
    const tenant = await s.admin.createTenant({ name: unique('ref'), body: config as never });
    const answered = (await s.admin.fetchConfigDefinition({
      tenantLocator: tenant.locator,
    })) as unknown as Loose;
    expect(answered.exposures!.Dwelling!.data.county!.constraint!.where).toEqual({
      state: { key: 'state', values: [] },
    });

    // Literal values alone, and a key with values, come back as they were sent.
    county.where = { state: { values: ['IL', 'WI'] } };
    const a = await s.admin.deployConfigZip({ tenantLocator: tenant.locator, body: config as never });
    expect(a.deploymentResult.isSuccess).toBe(true);
    const literal = (await s.admin.fetchConfigDefinition({
      tenantLocator: tenant.locator,
    })) as unknown as Loose;
    expect(literal.exposures!.Dwelling!.data.county!.constraint!.where).toEqual({
      state: { values: ['IL', 'WI'] },
    });
    county.where = { state: { key: 'state', values: ['IL'] } };
    const b = await s.admin.deployConfigZip({ tenantLocator: tenant.locator, body: config as never });
    expect(b.deploymentResult.isSuccess).toBe(true);
    const both = (await s.admin.fetchConfigDefinition({ tenantLocator: tenant.locator })) as unknown as Loose;
    expect(both.exposures!.Dwelling!.data.county!.constraint!.where).toEqual({
      state: { key: 'state', values: ['IL'] },
    });
  });
});

describe('a webhook that is not suspended', () => {
  it('answers suspended: false and no suspendedAt, as its contract says and explains', async () => {
    const tenant = await s.admin.createTenant({ name: unique('ref'), body: homeownersConfig() });
    const w = await s.admin.createWebhook({
      tenantLocator: tenant.locator,
      body: webhookBody('http://127.0.0.1:9/a'),
    });
    expect(w.suspended).toBe(false);
    expect(Object.keys(w)).not.toContain('suspendedAt');
    const contract = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: Record<string, { required?: string[]; description?: string }> };
    };
    const schema = contract.components.schemas.WebhookResponse!;
    expect(schema.required).not.toContain('suspendedAt');
    expect(schema.description).toMatch(/published interface lists `suspendedAt` as required/);
  });
});
