// A plugin's table lookups resolve as fetchTableRecord does by static name, at the date the
// table's selectionTimeBasis names for the quote: its start for `policyStartTime`, the server's
// clock for `currentTime`. Two versions of each table are in force from different dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeownersConfig } from '../support/given.js';
import { withPlugins } from '../support/plugins.js';
import { quote } from '../support/policy.js';
import { startServer, type TestServer } from '../support/server.js';
import { groupOf, uploadTable } from '../support/tables.js';
import { unique } from '../support/given.js';

const NOW = new Date('2026-07-01T00:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ clock: { now: () => NOW } });
}, 120_000);
afterAll(() => s?.close());

const PLUGIN = `export function rate({ quote, tables, log }) {
  const keys = ['IL', 'Cook'];
  const byStart = tables.lookup('TerritoryRates', keys);
  const byNow = tables.lookup('CurrentRates', keys);
  log('TerritoryRates ' + byStart.baseRate + ', CurrentRates ' + byNow.baseRate);
  return { items: [{ elementLocator: quote.element.elements[0].locator, chargeType: 'premium', amount: byStart.baseRate }] };
}`;

const csv = (rate: string) => `state,county,baseRate,territoryCode\nIL,Cook,${rate},101\n`;

describe('plugin lookups at the selectionTimeBasis of each table', () => {
  it('a quote starting before the newer version takes the older one; currentTime takes the one in force now', async () => {
    const config = homeownersConfig() as unknown as {
      tables: Record<string, { selectionTimeBasis: string }>;
    };
    expect(config.tables.TerritoryRates!.selectionTimeBasis).toBe('policyStartTime');
    config.tables.CurrentRates = {
      ...structuredClone(config.tables.TerritoryRates!),
      selectionTimeBasis: 'currentTime',
    };
    const t = (
      await s.admin.createTenant({
        name: unique('dates'),
        body: withPlugins({ 'index.js': PLUGIN }, config as unknown as ReturnType<typeof homeownersConfig>),
      })
    ).locator;
    await uploadTable(s.admin, t, 'lookup', 'rates2024', 'TerritoryRates', csv('100.00'));
    await uploadTable(s.admin, t, 'lookup', 'current2024', 'CurrentRates', csv('100.00'));
    await uploadTable(s.admin, t, 'lookup', 'rates2026', 'TerritoryRates', csv('200.00'));
    await uploadTable(s.admin, t, 'lookup', 'current2026', 'CurrentRates', csv('200.00'));
    await groupOf(s.admin, t, '2024-01-01T00:00:00Z', ['rates2024', 'current2024']);
    await groupOf(s.admin, t, '2026-06-01T00:00:00Z', ['rates2026', 'current2026']);

    const priced = async (startTime: string) => {
      const q = await quote(s.admin, t, { startTime });
      const price = await s.admin.priceQuote({ tenantLocator: t, locator: q.locator });
      const logs = await s.admin.fetchLogsList({ tenantLocator: t, objectLocator: q.locator });
      const log = await s.admin.fetchLogs({ tenantLocator: t, locator: logs.items[0]!.locator });
      return { amounts: price.items.map((i) => i.amount), log: log.log };
    };
    // Starting 2026-03-01: TerritoryRates of 2024; CurrentRates as of the clock (2026-07-01).
    expect(await priced('2026-03-01T00:00:00Z')).toEqual({
      amounts: [100],
      log: 'TerritoryRates 100.00, CurrentRates 200.00',
    });
    expect(await priced('2026-09-01T00:00:00Z')).toEqual({
      amounts: [200],
      log: 'TerritoryRates 200.00, CurrentRates 200.00',
    });
  }, 120_000);
});
