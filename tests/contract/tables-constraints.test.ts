import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { fixtureCsv, groupOf, tenantWith, uploadTable } from '../support/tables.js';

let s: TestServer;
let t: string;

const EXTRA = {
  constraintTables: {
    Limits: {
      columns: {
        coverage: { dataType: 'string' },
        limit: { dataType: 'int' },
        deductible: { dataType: 'decimal' },
      },
    },
  },
};

beforeAll(async () => {
  s = await startServer();
  t = await tenantWith(s.admin, EXTRA);
  await uploadTable(s.admin, t, 'constraint', 'counties', 'StateCounty', fixtureCsv('state-county.csv'));
  await uploadTable(
    s.admin,
    t,
    'constraint',
    'limits',
    'Limits',
    'coverage,limit,deductible\nDwelling,100000,500\nDwelling,250000,1000\nDwelling,100000,1000.0\nContents,50000,500\ndwelling,100000,250\n',
  );
  await uploadTable(s.admin, t, 'constraint', 'countiesTX', 'StateCounty', 'state,county\nTX,Harris\n', [
    'TX',
  ]);
  await uploadTable(s.admin, t, 'constraint', 'countiesIL', 'StateCounty', 'state,county\nIL,Cook\n');
  await groupOf(s.admin, t, '2026-01-01T00:00:00Z', ['countiesTX', 'countiesIL']);
});
afterAll(() => s.close());

const ALL_STATES = ['IL', 'TX', 'FL'];
const ALL_COUNTIES = ['Cook', 'DuPage', 'Lake', 'Harris', 'Travis', 'Miami-Dade', 'Orange'];

describe('fetchConstraints', () => {
  const cases: {
    what: string;
    name: string;
    key?: string[];
    query?: { date?: string; jurisdiction?: string };
    status?: number;
    answer?: Record<string, string[]>;
  }[] = [
    { what: 'no key: every row', name: 'counties', answer: { state: ALL_STATES, county: ALL_COUNTIES } },
    {
      what: 'the key binds the first column',
      name: 'counties',
      key: ['IL'],
      answer: { state: ['IL'], county: ['Cook', 'DuPage', 'Lake'] },
    },
    {
      what: 'case is ignored, cells come as uploaded',
      name: 'counties',
      key: ['fl'],
      answer: { state: ['FL'], county: ['Miami-Dade', 'Orange'] },
    },
    {
      what: 'two key values bind two columns',
      name: 'counties',
      key: ['TX', 'travis'],
      answer: { state: ['TX'], county: ['Travis'] },
    },
    {
      what: 'no matching row: every column empty',
      name: 'counties',
      key: ['NY'],
      answer: { state: [], county: [] },
    },
    { what: 'more key values than columns: 400', name: 'counties', key: ['IL', 'Cook', 'x'], status: 400 },
    {
      what: 'distinct values in first-seen order; numbers compare by value',
      name: 'limits',
      key: ['Dwelling', '100000.00'],
      answer: { coverage: ['Dwelling', 'dwelling'], limit: ['100000'], deductible: ['500', '1000.0', '250'] },
    },
    {
      what: 'distinct cells are kept as uploaded',
      name: 'limits',
      key: ['DWELLING'],
      answer: {
        coverage: ['Dwelling', 'dwelling'],
        limit: ['100000', '250000'],
        deductible: ['500', '1000', '1000.0', '250'],
      },
    },
    { what: 'unknown table: 404', name: 'nope', status: 404 },
    {
      what: 'by static name: the instance of the jurisdiction',
      name: 'StateCounty',
      query: { date: '2026-03-01T00:00:00Z', jurisdiction: 'TX' },
      answer: { state: ['TX'], county: ['Harris'] },
    },
    {
      what: 'by static name: else the one without jurisdictions',
      name: 'StateCounty',
      query: { date: '2026-03-01T00:00:00Z' },
      answer: { state: ['IL'], county: ['Cook'] },
    },
    {
      what: 'by static name: nothing in force: 404',
      name: 'StateCounty',
      query: { date: '2020-03-01T00:00:00Z' },
      status: 404,
    },
  ];
  it.each(cases)('$what', async (c) => {
    const call = s.admin.fetchConstraints({
      tenantLocator: t,
      name: c.name,
      key: c.key,
      byStaticName: c.name === 'StateCounty' ? undefined : false,
      ...c.query,
    });
    if (c.status) expect((await failure(call)).status).toBe(c.status);
    else expect(await call).toEqual(c.answer);
  });
});
