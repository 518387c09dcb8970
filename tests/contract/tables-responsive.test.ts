// A large upload is parsed and checked off the main thread: other requests keep being answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableZip } from '@insuite/client';
import { BIG_RANGE_TABLE, bigRangeCsv } from '../../scripts/table-data.js';
import { startServer, type TestServer } from '../support/server.js';
import { fixtureCsv, tenantWith, uploadTable } from '../support/tables.js';

let s: TestServer;
let t: string;

beforeAll(async () => {
  s = await startServer();
  t = await tenantWith(s.admin, BIG_RANGE_TABLE);
  await uploadTable(s.admin, t, 'lookup', 'rates', 'TerritoryRates', fixtureCsv('territory-rates.csv'));
  // The first call of an operation prepares its validators and starts a worker: not what is tested.
  await uploadTable(s.admin, t, 'range', 'small', 'BigRanges', bigRangeCsv(1000));
  await lookup();
});

const lookup = () =>
  s.admin.fetchTableRecord({ tenantLocator: t, name: 'rates', key: ['TX', 'Travis'], byStaticName: false });
afterAll(() => s.close());

describe('a 100,000-row upload', () => {
  it('leaves the server answering other requests while it is checked and stored', async () => {
    const zip = await tableZip(bigRangeCsv(100_000), { name: 'big' });
    let done = false;
    const upload = s.admin
      .createRangeTable({ tenantLocator: t, name: 'big', staticName: 'BigRanges', body: zip })
      .finally(() => (done = true));
    let during = 0;
    let slowest = 0;
    while (!done) {
      const t0 = performance.now();
      const r = await s.admin.fetchTableRecord({
        tenantLocator: t,
        name: 'rates',
        key: ['TX', 'Travis'],
        byStaticName: false,
      });
      slowest = Math.max(slowest, performance.now() - t0);
      expect(r.value.territoryCode).toBe('202');
      if (!done) during++;
    }
    await upload;
    console.log(`answered ${during} lookups during the upload; slowest ${slowest.toFixed(0)} ms`);
    expect(during).toBeGreaterThanOrEqual(5);
    const hit = await s.admin.fetchRangeTableRecord({
      tenantLocator: t,
      name: 'big',
      key: ['r99', 'p9'],
      boundValue: 995,
      byStaticName: false,
    });
    expect(hit.value).toMatchObject({ region: 'r99', product: 'p9', lo: '990', hi: '999' });
  });
});
