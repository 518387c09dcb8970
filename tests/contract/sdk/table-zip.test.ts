import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTableZip, tableCsv, tableZip } from '@insuite/client';
import { startServer, type TestServer } from '../../support/server.js';
import { tenant } from '../../support/given.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
});
afterAll(() => s.close());

const ROWS = [
  { state: 'IL', county: 'Cook, "the big one"', baseRate: 812.5, territoryCode: 101 },
  { state: 'TX', county: 'Two\nlines', baseRate: '1044.75', territoryCode: 202 },
  { state: 'FL', county: ' padded ', baseRate: 0, territoryCode: 301 },
];

describe('tableZip and readTableZip', () => {
  it('write rows as RFC 4180 CSV, quoting what needs it', () => {
    expect(tableCsv(ROWS)).toBe(
      'state,county,baseRate,territoryCode\r\nIL,"Cook, ""the big one""",812.5,101\r\nTX,"Two\nlines",1044.75,202\r\nFL," padded ",0,301\r\n',
    );
  });

  it('build a ZIP any reader opens, holding <name>.csv', async () => {
    const zip = new AdmZip(Buffer.from(await tableZip('a,b\n1,2\n', { name: 'plain' })));
    expect(zip.getEntries().map((e) => e.entryName)).toEqual(['plain.csv']);
    expect(zip.readAsText('plain.csv')).toBe('a,b\n1,2\n');
  });

  it('round-trip rows through an upload and a download', async () => {
    await s.admin.createLookupTable({
      tenantLocator: t,
      name: 'rows',
      staticName: 'TerritoryRates',
      body: await tableZip(ROWS, { name: 'rows' }),
    });
    const back = await readTableZip(
      await s.admin.fetchLookupTableInZipFormat({ tenantLocator: t, name: 'rows' }),
    );
    expect(back).toEqual(
      ROWS.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]))),
    );
    const { value } = await s.admin.fetchTableRecord({
      tenantLocator: t,
      name: 'rows',
      key: ['tx', 'two\nLINES'],
      byStaticName: false,
    });
    expect(value.baseRate).toBe('1044.75');
  });
});
