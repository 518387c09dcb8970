// The test harness apps import as @insuite/server/testing (server/testing/start.ts): a throwaway
// server in the test's process, a tenant with its tables in one call, and nothing left after stop().
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '@insuite/client';
import { startInsuite } from '../server/testing/start.js';
import { freshDatabase } from './support/server.js';

const FIXTURE = resolve(import.meta.dirname, 'fixtures/homeowners');

const refused = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), done(false)));
    socket.once('error', () => done(true));
  });

// The harness's folders are named after the process that made them.
const mine = () =>
  [tmpdir(), '/dev/shm'].flatMap((d) =>
    existsSync(d) ? readdirSync(d).filter((f) => f.startsWith(`insuite-test-${process.pid}-`)) : [],
  );

const database = await freshDatabase();
afterAll(() => database.drop());

// Generous limits: the first start loads the server's modules, on a machine that may be busy.
describe('startInsuite', { timeout: 120_000 }, () => {
  it('serves a tenant made from a configuration folder, with its tables in force', async () => {
    const insuite = await startInsuite({ databaseUrl: database.databaseUrl });
    try {
      const tenant = await insuite.createTenant('homeowners', FIXTURE);
      expect(tenant.tables.sort()).toEqual(['AgeOfHomeFactors', 'StateCounty', 'TerritoryRates']);
      expect(tenant.group?.name).toBe('tables');
      const { value } = await insuite.client.fetchTableRecord({
        tenantLocator: tenant.locator,
        name: 'TerritoryRates',
        key: ['IL', 'Cook'],
      });
      expect(value.baseRate).toBe('812.50');
      // The server validates as the hosted suite does: a key that is not there is a 404.
      const missing = await insuite.client
        .fetchTableRecord({ tenantLocator: tenant.locator, name: 'TerritoryRates', key: ['ZZ', 'Nowhere'] })
        .catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(ApiError);
      expect((missing as ApiError).status).toBe(404);
      const health = await fetch(`${insuite.url}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      await insuite.stop();
    }
  });

  it('leaves no port and no file behind, and two servers run side by side', async () => {
    const [a, b] = [await startInsuite(), await startInsuite()];
    expect(mine()).toHaveLength(2);
    expect(a.url).not.toBe(b.url);
    await a.createTenant('only-in-a', resolve(FIXTURE, 'config.json'));
    expect((await a.client.fetchTenants({})).items.map((t) => t.name)).toContain('only-in-a');
    expect((await b.client.fetchTenants({})).items.map((t) => t.name)).not.toContain('only-in-a');
    const ports = [a, b].map((s) => Number(new URL(s.url).port));
    await a.stop();
    await b.stop();
    await a.stop(); // a second stop does nothing
    for (const port of ports) expect(await refused(port)).toBe(true);
    expect(mine()).toEqual([]);
  });

  it('refuses a bad setting and leaves nothing behind', async () => {
    await expect(startInsuite({ env: { INSUITE_JSON_LIMIT_BYTES: 'lots' } })).rejects.toThrow(
      /INSUITE_JSON_LIMIT_BYTES/,
    );
    expect(mine()).toEqual([]);
  });
});
