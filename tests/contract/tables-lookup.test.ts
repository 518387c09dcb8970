import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { fixtureCsv, groupOf as groupIn, tenantWith, uploadTable } from '../support/tables.js';

let s: TestServer;
let t: string;

// A table keyed by numbers, next to the example tenant's TerritoryRates (keyed by state, county).
const FACTORS = {
  tables: {
    Factors: {
      columns: {
        band: { dataType: 'decimal', isKey: true },
        year: { dataType: 'int', isKey: true },
        factor: { dataType: 'decimal' },
        valid: { dataType: 'boolean' },
        since: { dataType: 'date' },
      },
    },
  },
};

const rates = (baseRate: string) =>
  fixtureCsv('territory-rates.csv').replace('IL,Cook,812.50', `IL,Cook,${baseRate}`);

const groupOf = (tenant: string, start: string, names: string[]) => groupIn(s.admin, tenant, start, names);

beforeAll(async () => {
  s = await startServer();
  t = await tenantWith(s.admin, FACTORS);
  await uploadTable(s.admin, t, 'lookup', 'rates', 'TerritoryRates', fixtureCsv('territory-rates.csv'));
  await uploadTable(
    s.admin,
    t,
    'lookup',
    'factors',
    'Factors',
    'factor,band,year,valid,since\r\n1.25,1.50,2024,true,2024-01-01\r\n0.5,-0,7,false,2020-02-29\r\n',
  );
  // For resolution by static name: a general and an Illinois version in force from 2026, a
  // general one from 2027.
  await uploadTable(s.admin, t, 'lookup', 'rates2026', 'TerritoryRates', rates('900.00'));
  await uploadTable(s.admin, t, 'lookup', 'rates2026IL', 'TerritoryRates', rates('950.00'), ['IL']);
  await uploadTable(s.admin, t, 'lookup', 'rates2027', 'TerritoryRates', rates('1000.00'));
  await groupOf(t, '2026-01-01T00:00:00Z', ['rates2026', 'rates2026IL']);
  await groupOf(t, '2027-01-01T00:00:00Z', ['rates2027']);
});
afterAll(() => s.close());

const cook = (baseRate: string) => ({ state: 'IL', county: 'Cook', baseRate, territoryCode: '101' });

describe('fetchTableRecord', () => {
  const cases: {
    what: string;
    name: string;
    key: string[];
    query?: { byStaticName?: boolean; date?: string; jurisdiction?: string };
    status?: number;
    value?: Record<string, string>;
  }[] = [
    {
      what: 'the row of the key, cells as uploaded',
      name: 'rates',
      key: ['IL', 'Cook'],
      value: cook('812.50'),
    },
    { what: 'case is ignored', name: 'rates', key: ['il', 'COOK'], value: cook('812.50') },
    {
      what: 'another row',
      name: 'rates',
      key: ['FL', 'Miami-Dade'],
      value: { state: 'FL', county: 'Miami-Dade', baseRate: '2875.00', territoryCode: '301' },
    },
    { what: 'no such key: 404', name: 'rates', key: ['IL', 'Nowhere'], status: 404 },
    { what: 'too few key values: 400', name: 'rates', key: ['IL'], status: 400 },
    { what: 'too many key values: 400', name: 'rates', key: ['IL', 'Cook', 'x'], status: 400 },
    {
      what: 'numbers compare by value (1.5 = 1.50, 2024.0 = 2024)',
      name: 'factors',
      key: ['1.5', '2024.0'],
      value: { band: '1.50', year: '2024', factor: '1.25', valid: 'true', since: '2024-01-01' },
    },
    {
      what: 'numbers in other spellings (0 = -0, 7e0 = 7)',
      name: 'factors',
      key: ['0', '7e0'],
      value: { band: '-0', year: '7', factor: '0.5', valid: 'false', since: '2020-02-29' },
    },
    { what: 'a number that is no key: 404', name: 'factors', key: ['1.51', '2024'], status: 404 },
    { what: 'not a number where one is keyed: 404', name: 'factors', key: ['abc', '2024'], status: 404 },
    { what: 'unknown table: 404', name: 'nope', key: ['IL', 'Cook'], status: 404 },
    {
      what: 'a range table is not a lookup table: 404',
      name: 'TerritoryRates',
      key: ['IL', 'Cook'],
      status: 404,
      query: { byStaticName: false },
    },
    {
      what: 'by static name (the default): the group in force at the date',
      name: 'TerritoryRates',
      key: ['IL', 'Cook'],
      query: { date: '2026-06-01T00:00:00Z' },
      value: cook('900.00'),
    },
    {
      what: 'by static name: the instance of the jurisdiction',
      name: 'TerritoryRates',
      key: ['IL', 'Cook'],
      query: { date: '2026-06-01T00:00:00Z', jurisdiction: 'IL' },
      value: cook('950.00'),
    },
    {
      what: 'by static name: a jurisdiction without its own instance takes the general one',
      name: 'TerritoryRates',
      key: ['IL', 'Cook'],
      query: { date: '2026-06-01T00:00:00Z', jurisdiction: 'TX' },
      value: cook('900.00'),
    },
    {
      what: 'by static name: the later group wins from its start',
      name: 'TerritoryRates',
      key: ['IL', 'Cook'],
      query: { date: '2027-01-01T00:00:00Z', jurisdiction: 'IL' },
      value: cook('1000.00'),
    },
    {
      what: 'by static name: nothing in force before the first group',
      name: 'TerritoryRates',
      key: ['IL', 'Cook'],
      query: { date: '2025-12-31T23:59:59Z' },
      status: 404,
    },
    {
      what: 'byStaticName=false ignores date and jurisdiction',
      name: 'rates2026IL',
      key: ['IL', 'Cook'],
      query: { byStaticName: false, date: '2020-01-01T00:00:00Z', jurisdiction: 'TX' },
      value: cook('950.00'),
    },
  ];
  it.each(cases)('$what', async (c) => {
    const call = s.admin.fetchTableRecord({
      tenantLocator: t,
      name: c.name,
      key: c.key,
      byStaticName: c.name === 'TerritoryRates' ? undefined : false,
      ...c.query,
    });
    if (c.status) {
      const e = await failure(call);
      expect(e.status).toBe(c.status);
      if (c.status === 400) expect(e.problem?.errors?.[0]?.location).toBe('query.key');
    } else {
      expect(await call).toEqual({ value: c.value });
    }
  });

  it("another tenant's table is 404", async () => {
    const other = await tenantWith(s.admin, {});
    const e = await failure(
      s.admin.fetchTableRecord({
        tenantLocator: other,
        name: 'rates',
        key: ['IL', 'Cook'],
        byStaticName: false,
      }),
    );
    expect(e.status).toBe(404);
  });
});
