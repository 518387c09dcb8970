// Resolution by name and static name (every table lookup) keeps what it read per tenant while the
// tenant's resource counter stands still, and policy reads keep the parsed configuration while the
// tenant's configuration counter does. Changes made through one server process, or written
// straight into the database, must be seen on the very next read answered by another process.
import { tableZip } from '@insuite/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { tenant } from '../support/given.js';
import { secondProcess, type SecondProcess } from '../support/second-process.js';
import { engine, startServer, type TestServer } from '../support/server.js';
import { fixtureCsv, groupOf, uploadTable } from '../support/tables.js';
import { chainConfig, chainTenant, quote } from '../support/policy.js';

let a: TestServer;
let other: SecondProcess;

beforeAll(async () => {
  a = await startServer();
  other = await secondProcess(a);
}, 60_000);

afterAll(async () => {
  await other?.close();
  await a?.close();
});

/** The territory rates with IL/Cook's base rate set to `rate`. */
const rates = (rate: string) =>
  fixtureCsv('territory-rates.csv').replace('IL,Cook,812.50', `IL,Cook,${rate}`);

describe(`two server processes on one ${engine()} database`, () => {
  it('a lookup by static name follows new groups, replaced content and retirements made elsewhere', async () => {
    const t = await tenant(a.admin);
    const b = other.as(a.adminToken);
    const cook = async () =>
      (await b.fetchTableRecord({ tenantLocator: t, name: 'TerritoryRates', key: ['IL', 'Cook'] })).value?.[
        'baseRate'
      ];
    await uploadTable(a.admin, t, 'lookup', 'ratesA', 'TerritoryRates', rates('100.00'));
    await groupOf(a.admin, t, '2026-01-01T00:00:00Z', ['ratesA']);
    expect(await cook()).toBe('100.00');
    expect(await cook()).toBe('100.00');

    // A newer group with another instance, made through the first process.
    await uploadTable(a.admin, t, 'lookup', 'ratesB', 'TerritoryRates', rates('200.00'));
    const later = await groupOf(a.admin, t, '2026-02-01T00:00:00Z', ['ratesB']);
    expect(await cook()).toBe('200.00');

    // Its content replaced.
    await a.admin.replaceLookupTable({
      tenantLocator: t,
      name: 'ratesB',
      body: await tableZip(rates('300.00'), { name: 'ratesB' }),
    });
    expect(await cook()).toBe('300.00');

    // The instance taken out of its group: the earlier group answers again.
    await a.admin.updateResourceGroup({
      tenantLocator: t,
      locator: later.locator,
      body: {
        name: later.name,
        selectionStartTime: later.selectionStartTime,
        removeResources: ['ratesB'],
        addResources: [],
      },
    });
    expect(await cook()).toBe('100.00');
  });

  it('changes written straight into the database, past every service, apply on the next lookup', async () => {
    const t = await tenant(a.admin);
    const b = other.as(a.adminToken);
    const cook = async (byStaticName = true) =>
      (
        await b.fetchTableRecord({
          tenantLocator: t,
          name: byStaticName ? 'TerritoryRates' : 'ratesNew',
          key: ['IL', 'Cook'],
          byStaticName,
        })
      ).value?.['baseRate'];
    await uploadTable(a.admin, t, 'lookup', 'ratesOld', 'TerritoryRates', rates('100.00'));
    await uploadTable(a.admin, t, 'lookup', 'ratesNew', 'TerritoryRates', rates('200.00'));
    await groupOf(a.admin, t, '2026-01-01T00:00:00Z', ['ratesOld']);
    const newer = await groupOf(a.admin, t, '2026-02-01T00:00:00Z', ['ratesNew']);
    expect(await cook()).toBe('200.00');
    expect(await cook(false)).toBe('200.00');

    await a.db('resource_groups').where({ tenant_id: t, id: newer.locator }).update({ retired: true });
    expect(await cook()).toBe('100.00');
    await a.db('resource_groups').where({ tenant_id: t, id: newer.locator }).update({ retired: false });
    expect(await cook()).toBe('200.00');

    // Renamed by SQL: the old name is gone at once, by name and as a member of its group.
    await a.db('resources').where({ tenant_id: t, name: 'ratesNew' }).update({ name: 'ratesRenamed' });
    expect((await failure(cook(false))).status).toBe(404);
    expect(await cook()).toBe('100.00');
  });

  it('a change in one tenant leaves what the other process holds for another tenant exact', async () => {
    const [t, u] = [await tenant(a.admin), await tenant(a.admin)];
    const b = other.as(a.adminToken);
    for (const [x, rate] of [
      [t, '100.00'],
      [u, '500.00'],
    ] as const) {
      await uploadTable(a.admin, x, 'lookup', 'rates', 'TerritoryRates', rates(rate));
      await groupOf(a.admin, x, '2026-01-01T00:00:00Z', ['rates']);
    }
    const cook = async (x: string) =>
      (await b.fetchTableRecord({ tenantLocator: x, name: 'TerritoryRates', key: ['IL', 'Cook'] })).value?.[
        'baseRate'
      ];
    expect([await cook(t), await cook(u)]).toEqual(['100.00', '500.00']);
    await a.admin.replaceLookupTable({
      tenantLocator: t,
      name: 'rates',
      body: await tableZip(rates('150.00'), { name: 'rates' }),
    });
    expect([await cook(t), await cook(u)]).toEqual(['150.00', '500.00']);
  });

  it('a configuration replaced elsewhere applies to the next policy read; a deleted tenant is gone at once', async () => {
    const t = await chainTenant(a.admin);
    const b = other.as(a.adminToken);
    const q = await quote(a.admin, t);
    const dwelling = q.element.elements![0]!.staticLocator;
    const territoryTable = async () =>
      (await b.fetchDependencyMapForQuote({ tenantLocator: t, locator: q.locator }))[dwelling]?.['territory']
        ?.table;
    expect(await territoryTable()).toBe('CountyTerritory');
    expect(await territoryTable()).toBe('CountyTerritory');

    // The configuration written straight into the database, past every service.
    const config = chainConfig() as unknown as {
      exposures: Record<string, { data: Record<string, { constraint?: { table: string } }> }>;
      constraintTables: Record<string, unknown>;
    };
    config.exposures['Dwelling']!.data['territory']!.constraint!.table = 'Territories';
    config.constraintTables['Territories'] = config.constraintTables['CountyTerritory'];
    await a
      .db('tenants')
      .where({ id: t })
      .update({ config: JSON.stringify(config) });
    expect(await territoryTable()).toBe('Territories');

    // Deleted by SQL: the other process answers 404 on its next read, whatever it kept.
    await a.db('tenants').where({ id: t }).delete();
    expect((await failure(territoryTable())).status).toBe(404);
  });
});
