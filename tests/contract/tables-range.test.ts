import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { fixtureCsv, groupOf, tenantWith, uploadTable } from '../support/tables.js';

let s: TestServer;
let t: string;

const EXTRA = {
  rangeTables: {
    // Overlapping ranges, for the tie rules.
    Overlap: {
      rangeStart: 'lo',
      rangeEnd: 'hi',
      columns: {
        k: { dataType: 'string', isKey: true },
        lo: { dataType: 'int' },
        hi: { dataType: 'int' },
        v: { dataType: 'string' },
      },
    },
    // No end column: a row reaches up to the next start of its key, the last one without end.
    OpenBands: {
      rangeStart: 'from',
      columns: {
        region: { dataType: 'string', isKey: true },
        from: { dataType: 'decimal' },
        rate: { dataType: 'decimal' },
      },
    },
  },
};

beforeAll(async () => {
  s = await startServer();
  t = await tenantWith(s.admin, EXTRA);
  const ages = fixtureCsv('age-of-home-factors.csv');
  await uploadTable(s.admin, t, 'range', 'ages', 'AgeOfHomeFactors', ages);
  await uploadTable(
    s.admin,
    t,
    'range',
    'overlap',
    'Overlap',
    'k,lo,hi,v\na,0,100,wide\na,10,20,narrow\na,10,20,narrowLater\na,15,30,mid\nb,5,5,point\n',
  );
  await uploadTable(
    s.admin,
    t,
    'range',
    'bands',
    'OpenBands',
    'region,from,rate\nnorth,0,1.0\nnorth,100,2.0\nnorth,100.0,2.5\nnorth,250.5,3.0\nsouth,50,9.0\n',
  );
  await uploadTable(
    s.admin,
    t,
    'range',
    'agesTX',
    'AgeOfHomeFactors',
    ages.replace('frame,0,10,0.90', 'frame,0,10,0.70'),
    ['TX'],
  );
  await uploadTable(
    s.admin,
    t,
    'range',
    'agesAll',
    'AgeOfHomeFactors',
    ages.replace('frame,0,10,0.90', 'frame,0,10,0.80'),
  );
  await groupOf(s.admin, t, '2026-01-01T00:00:00Z', ['agesTX', 'agesAll']);
});
afterAll(() => s.close());

describe('fetchRangeTableRecord', () => {
  const cases: {
    what: string;
    name: string;
    key: string[];
    bound: number;
    query?: { date?: string; jurisdiction?: string };
    status?: number;
    /** The expected value of the row's last column. */
    v?: string;
    column?: string;
  }[] = [
    { what: 'the start is inside the range', name: 'ages', key: ['frame'], bound: 0, v: '0.90' },
    { what: 'the end is inside the range', name: 'ages', key: ['frame'], bound: 10, v: '0.90' },
    { what: 'between two ranges: 404', name: 'ages', key: ['frame'], bound: 10.5, status: 404 },
    { what: 'key case is ignored', name: 'ages', key: ['FRAME'], bound: 45, v: '1.15' },
    { what: 'the last range of another key', name: 'ages', key: ['masonry'], bound: 300, v: '1.05' },
    { what: 'above every range: 404', name: 'ages', key: ['masonry'], bound: 301, status: 404 },
    { what: 'below every range: 404', name: 'ages', key: ['superiorMasonry'], bound: -1, status: 404 },
    { what: 'unknown key: 404', name: 'ages', key: ['straw'], bound: 5, status: 404 },
    { what: 'no key value: 400', name: 'ages', key: [], bound: 5, status: 400 },
    { what: 'two key values: 400', name: 'ages', key: ['frame', 'x'], bound: 5, status: 400 },
    { what: 'only the wide row covers it', name: 'overlap', key: ['a'], bound: 5, v: 'wide', column: 'v' },
    {
      what: 'several cover it: the lowest end wins, then the earliest row',
      name: 'overlap',
      key: ['a'],
      bound: 12,
      v: 'narrow',
      column: 'v',
    },
    {
      what: 'at a shared end the lowest end still wins',
      name: 'overlap',
      key: ['a'],
      bound: 20,
      v: 'narrow',
      column: 'v',
    },
    {
      what: 'just past it, the next lowest end',
      name: 'overlap',
      key: ['a'],
      bound: 20.5,
      v: 'mid',
      column: 'v',
    },
    {
      what: 'past the middle row, the wide one again',
      name: 'overlap',
      key: ['a'],
      bound: 31,
      v: 'wide',
      column: 'v',
    },
    { what: 'the end of the wide row', name: 'overlap', key: ['a'], bound: 100, v: 'wide', column: 'v' },
    { what: 'a one-point range', name: 'overlap', key: ['b'], bound: 5, v: 'point', column: 'v' },
    { what: 'beside a one-point range: 404', name: 'overlap', key: ['b'], bound: 5.001, status: 404 },
    {
      what: 'open-ended: below the first start, 404',
      name: 'bands',
      key: ['north'],
      bound: -0.5,
      status: 404,
    },
    {
      what: 'open-ended: up to the next start',
      name: 'bands',
      key: ['north'],
      bound: 99.99,
      v: '1.0',
      column: 'rate',
    },
    {
      what: 'open-ended: equal starts, the earliest row',
      name: 'bands',
      key: ['north'],
      bound: 100,
      v: '2.0',
      column: 'rate',
    },
    {
      what: 'open-ended: just below the next start',
      name: 'bands',
      key: ['north'],
      bound: 250.49,
      v: '2.0',
      column: 'rate',
    },
    {
      what: 'open-ended: the last row has no end',
      name: 'bands',
      key: ['north'],
      bound: 1e9,
      v: '3.0',
      column: 'rate',
    },
    {
      what: 'open-ended: another key has its own starts',
      name: 'bands',
      key: ['south'],
      bound: 49,
      status: 404,
    },
    {
      what: 'open-ended: its first start',
      name: 'bands',
      key: ['SOUTH'],
      bound: 50,
      v: '9.0',
      column: 'rate',
    },
    {
      what: 'by static name: the instance of the jurisdiction',
      name: 'AgeOfHomeFactors',
      key: ['frame'],
      bound: 3,
      query: { date: '2026-02-01T00:00:00Z', jurisdiction: 'TX' },
      v: '0.70',
    },
    {
      what: 'by static name: else the one without jurisdictions',
      name: 'AgeOfHomeFactors',
      key: ['frame'],
      bound: 3,
      query: { date: '2026-02-01T00:00:00Z', jurisdiction: 'IL' },
      v: '0.80',
    },
    {
      what: 'by static name: no group in force yet: 404',
      name: 'AgeOfHomeFactors',
      key: ['frame'],
      bound: 3,
      query: { date: '2025-02-01T00:00:00Z' },
      status: 404,
    },
  ];
  it.each(cases)('$what', async (c) => {
    const call = s.admin.fetchRangeTableRecord({
      tenantLocator: t,
      name: c.name,
      key: c.key,
      boundValue: c.bound,
      byStaticName: c.name === 'AgeOfHomeFactors' ? undefined : false,
      ...c.query,
    });
    if (c.status) {
      expect((await failure(call)).status).toBe(c.status);
    } else {
      const { value } = await call;
      expect(value[c.column ?? 'factor']).toBe(c.v);
    }
  });

  it('answers the whole row, cells as uploaded', async () => {
    const r = await s.admin.fetchRangeTableRecord({
      tenantLocator: t,
      name: 'ages',
      key: ['masonry'],
      boundValue: 20,
      byStaticName: false,
    });
    expect(r).toEqual({ value: { constructionType: 'masonry', minAge: '0', maxAge: '20', factor: '0.85' } });
  });
});
