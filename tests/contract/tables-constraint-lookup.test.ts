// The constraint lookup the policy area is handed, over the tables a tenant uploaded through the
// SDK. It is built here on the server's database as another process would be: with nothing held
// in memory, so every version's index is built from what is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotReads, type HotReads } from '../../server/src/db/hot-reads.js';
import { createResourcesService } from '../../server/src/resources/resources-service.js';
import { createTenantsService } from '../../server/src/tenants/tenants-service.js';
import { loadSettings } from '../../server/src/settings.js';
import {
  createConstraintLookup,
  createTablesService,
  type TablesService,
} from '../../server/src/tables/index.js';
import { defaultIds, systemClock } from '../../server/src/util.js';
import { startServer, type TestServer } from '../support/server.js';
import { fixtureCsv, groupOf, tenantWith, uploadTable } from '../support/tables.js';

let s: TestServer;
let t: string;
let tables: TablesService;
let reads: HotReads;

beforeAll(async () => {
  s = await startServer();
  t = await tenantWith(s.admin, {});
  await uploadTable(s.admin, t, 'constraint', 'counties', 'StateCounty', fixtureCsv('state-county.csv'));
  await uploadTable(
    s.admin,
    t,
    'constraint',
    'countiesTX',
    'StateCounty',
    'county,state\nHarris,TX\nBexar,TX\n',
    ['TX'],
  );
  await groupOf(s.admin, t, '2026-01-01T00:00:00Z', ['counties', 'countiesTX']);
  await uploadTable(s.admin, t, 'constraint', 'counties2030', 'StateCounty', 'state,county\nIL,Cook\n');
  await groupOf(s.admin, t, '2030-01-01T00:00:00Z', ['counties2030']);
  const db = s.db;
  reads = createHotReads(db);
  const tenants = createTenantsService({
    db,
    clock: systemClock,
    ids: defaultIds,
    businessAccount: 'insuite',
  });
  tables = createTablesService({
    db,
    resources: createResourcesService({ db, reads, clock: systemClock, ids: defaultIds, tenants }),
    tenants,
    settings: loadSettings({}),
  });
});
afterAll(async () => {
  await tables.close();
  await reads.close();
  await s.close();
});

describe('ConstraintLookup.constraintValues', () => {
  const at = new Date('2026-06-01T00:00:00Z');
  const cases: {
    what: string;
    date?: Date;
    jurisdiction?: string;
    where: Record<string, string[]>;
    answer: Record<string, string[]> | undefined;
  }[] = [
    {
      what: 'rows matching one column',
      where: { state: ['IL'] },
      answer: { state: ['IL'], county: ['Cook', 'DuPage', 'Lake'] },
    },
    {
      what: 'several acceptable values, ignoring case',
      where: { state: ['fl', 'tx'] },
      answer: { state: ['TX', 'FL'], county: ['Harris', 'Travis', 'Miami-Dade', 'Orange'] },
    },
    {
      what: 'every named column must match',
      where: { state: ['IL', 'TX'], county: ['lake', 'Harris', 'Orange'] },
      answer: { state: ['IL', 'TX'], county: ['Lake', 'Harris'] },
    },
    {
      what: 'no column named: every row',
      where: {},
      answer: {
        state: ['IL', 'TX', 'FL'],
        county: ['Cook', 'DuPage', 'Lake', 'Harris', 'Travis', 'Miami-Dade', 'Orange'],
      },
    },
    {
      what: 'a column named with no values matches no row',
      where: { state: [] },
      answer: { state: [], county: [] },
    },
    {
      what: 'a column the table lacks matches no row',
      where: { zip: ['60601'] },
      answer: { state: [], county: [] },
    },
    {
      what: 'the jurisdiction picks its own version',
      jurisdiction: 'TX',
      where: {},
      answer: { state: ['TX'], county: ['Harris', 'Bexar'] },
    },
    {
      what: 'the date picks the group in force',
      date: new Date('2030-01-02T00:00:00Z'),
      where: { state: ['IL'] },
      answer: { state: ['IL'], county: ['Cook'] },
    },
    {
      what: 'nothing in force: undefined',
      date: new Date('2020-01-01T00:00:00Z'),
      where: {},
      answer: undefined,
    },
  ];
  it.each(cases)('$what', async (c) => {
    const lookup = createConstraintLookup(tables);
    const got = await lookup.constraintValues(t, {
      staticName: 'StateCounty',
      date: c.date ?? at,
      jurisdiction: c.jurisdiction,
      where: c.where,
    });
    expect(got).toEqual(c.answer);
  });

  it.each(cases.filter((c) => c.answer !== undefined))(
    'a prepared question answers as constraintValues, each column, twice: $what',
    async (c) => {
      const table = await createConstraintLookup(tables).constraintTable(t, {
        staticName: 'StateCounty',
        date: c.date ?? at,
        jurisdiction: c.jurisdiction,
      });
      const columns = Object.keys(c.where);
      for (const column of ['state', 'county', 'zip'])
        for (let round = 0; round < 2; round++) {
          const ask = table!.question(column, columns);
          expect(ask(columns.map((w) => c.where[w]!))).toEqual(c.answer![column] ?? []);
        }
    },
  );

  it('a prepared question with one value per column, in either order of the where columns', async () => {
    const table = await createConstraintLookup(tables).constraintTable(t, {
      staticName: 'StateCounty',
      date: at,
    });
    const byState = table!.question('county', ['state']);
    expect(byState([['il']])).toEqual(['Cook', 'DuPage', 'Lake']);
    expect(byState([['TX']])).toEqual(['Harris', 'Travis']);
    expect(byState([['NY']])).toEqual([]);
    expect(table!.question('state', ['county', 'state'])([['lake'], ['IL']])).toEqual(['IL']);
    expect(table!.question('state', ['state', 'county'])([['IL'], ['Harris']])).toEqual([]);
  });

  it('an unknown static name or another tenant: undefined', async () => {
    const lookup = createConstraintLookup(tables);
    expect(await lookup.constraintValues(t, { staticName: 'Nope', date: at, where: {} })).toBeUndefined();
    const other = await tenantWith(s.admin, {});
    expect(
      await lookup.constraintValues(other, { staticName: 'StateCounty', date: at, where: {} }),
    ).toBeUndefined();
  });

  it('builds each version once and holds it', async () => {
    const before = tables.cacheStats();
    await createConstraintLookup(tables).constraintValues(t, {
      staticName: 'StateCounty',
      date: at,
      where: {},
    });
    expect(tables.cacheStats()).toEqual(before);
    expect(before.versions).toBe(3);
  });
});
