import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTableZip, tableZip } from '@insuite/client';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { fixtureCsv, tenantWith, uploadTable } from '../support/tables.js';
import { unique } from '../support/given.js';

let s: TestServer;
let t: string;

beforeAll(async () => {
  s = await startServer();
  t = await tenantWith(s.admin, {});
});
afterAll(() => s.close());

const RATES = fixtureCsv('territory-rates.csv');
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

const record = (name: string, key = ['IL', 'Cook']) =>
  s.admin.fetchTableRecord({ tenantLocator: t, name, key, byStaticName: false });

/** The upload's 422 problem. */
async function refused(
  csv: string,
  kind: 'lookup' | 'range' | 'constraint' = 'lookup',
  staticName = 'TerritoryRates',
) {
  const name = unique('bad');
  const e = await failure(uploadTable(s.admin, t, kind, name, staticName, await tableZip(csv)));
  expect(e.status).toBe(422);
  // Nothing was stored.
  expect((await failure(s.admin.fetchResource({ tenantLocator: t, name }))).status).toBe(404);
  return { name, problem: e.problem! };
}

describe('table uploads', () => {
  it('stores a lookup table and answers the basic resource record', async () => {
    const r = await uploadTable(s.admin, t, 'lookup', 'rates', 'TerritoryRates', RATES, ['IL', 'FL', 'IL']);
    expect(r).toEqual({
      name: 'rates',
      staticName: 'TerritoryRates',
      resourceType: 'table',
      lookupTableLocator: expect.stringMatching(ULID),
      jurisdictions: ['FL', 'IL'],
      createdAt: expect.any(String),
      createdBy: expect.any(String),
    });
    expect((await record('rates')).value.baseRate).toBe('812.50');
  });

  it('accepts the header columns in any order and a multipart file part', async () => {
    const csv = 'territoryCode,baseRate,county,state\n101,1.5,Cook,IL\n';
    await s.admin.createLookupTable({
      tenantLocator: t,
      name: 'reordered',
      staticName: 'TerritoryRates',
      body: {
        file: new Blob([(await tableZip(csv)) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
      },
    });
    expect((await record('reordered')).value).toEqual({
      state: 'IL',
      county: 'Cook',
      baseRate: '1.5',
      territoryCode: '101',
    });
  });

  it('refuses a static name the configuration does not declare for the type (422) and a taken name (409)', async () => {
    const e = await failure(uploadTable(s.admin, t, 'lookup', 'x1', 'AgeOfHomeFactors', RATES));
    expect(e.status).toBe(422);
    expect(e.problem?.errors?.[0]?.location).toBe('query.staticName');
    await uploadTable(s.admin, t, 'lookup', 'taken', 'TerritoryRates', RATES);
    expect((await failure(uploadTable(s.admin, t, 'lookup', 'taken', 'TerritoryRates', RATES))).status).toBe(
      409,
    );
  });

  it('names every bad cell by CSV line and column, and stores nothing', async () => {
    const { problem } = await refused(
      'state,county,baseRate,territoryCode\nIL,Cook,12.5,101\nIL,Lake,cheap,10x\nTX,Harris,1e3,201\nTX,Travis,1.0\n',
    );
    expect(problem.errors).toEqual([
      { location: 'table.csv line 3, column "baseRate"', message: '"cheap" is not a decimal' },
      { location: 'table.csv line 3, column "territoryCode"', message: '"10x" is not an int' },
      { location: 'table.csv line 5', message: 'has 3 fields; the header has 4' },
    ]);
    expect(problem.detail).toMatch(/3 problems/);
  });

  it('checks the header against the declared columns', async () => {
    const { problem } = await refused('state,county,baseRate,rate,state\nIL,Cook,1,2,IL\n');
    expect(problem.errors).toEqual([
      { location: 'table.csv line 1, column "rate"', message: 'is not a declared column of this table' },
      { location: 'table.csv line 1, column "state"', message: 'appears more than once in the header' },
      {
        location: 'table.csv line 1, column "territoryCode"',
        message: 'is declared but missing from the header',
      },
    ]);
  });

  it('lists at most 100 problems and counts them all', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => `IL,c${i},x${i},${i}`);
    const { problem } = await refused(`state,county,baseRate,territoryCode\n${rows.join('\n')}\n`);
    expect(problem.errors).toHaveLength(100);
    expect(problem.errors?.[99]).toEqual({
      location: 'table.csv line 101, column "baseRate"',
      message: '"x99" is not a decimal',
    });
    expect(problem.detail).toMatch(/150 problems; the first 100 are listed/);
  });

  it('refuses repeated lookup keys (case and numbers as fetches match them)', async () => {
    const { problem } = await refused(
      'state,county,baseRate,territoryCode\nIL,Cook,1,1\nTX,Harris,2,2\nil,COOK,3,3\n',
    );
    expect(problem.errors).toEqual([
      {
        location: 'table.csv line 4, column "state, county"',
        message: 'repeats the key of line 2; keys must be unique',
      },
    ]);
  });

  it('refuses a range that starts after its end, and bounds that are not numbers', async () => {
    const { problem } = await refused(
      'constructionType,minAge,maxAge,factor\nframe,0,10,1\nframe,20,11,1\nframe,x,30,1\n',
      'range',
      'AgeOfHomeFactors',
    );
    expect(problem.errors).toEqual([
      {
        location: 'table.csv line 3, column "minAge"',
        message: 'the range starts at 20, after its end 11 (maxAge)',
      },
      { location: 'table.csv line 4, column "minAge"', message: '"x" is not an int' },
    ]);
  });

  it('refuses a table without data rows, broken quoting, and text that is not UTF-8', async () => {
    expect((await refused('state,county,baseRate,territoryCode\n')).problem.errors).toEqual([
      { location: 'table.csv line 2', message: 'the table has no data rows' },
    ]);
    expect((await refused('state,county,baseRate,territoryCode\nIL,"Cook,1,1\n')).problem.errors).toEqual([
      { location: 'table.csv line 2', message: 'is not valid CSV: a quoted field is not closed' },
    ]);
    const latin1 = new Uint8Array([...Buffer.from('state,county\nIL,K'), 0xf6, 0x6c, 0x6e, 0x0a]);
    const e = await failure(
      uploadTable(s.admin, t, 'constraint', 'latin', 'StateCounty', await tableZip(latin1)),
    );
    expect(e.status).toBe(422);
    expect(e.problem?.errors).toEqual([{ location: 'table.csv', message: 'is not valid UTF-8' }]);
  });

  it('a replace keeps the instance and the old content; a failed replace changes nothing', async () => {
    const first = await uploadTable(s.admin, t, 'lookup', 'replaced', 'TerritoryRates', RATES);
    const next = await s.admin.replaceLookupTable({
      tenantLocator: t,
      name: 'replaced',
      body: await tableZip(RATES.replace('812.50', '999.99')),
    });
    expect(next.lookupTableLocator).not.toBe(first.lookupTableLocator);
    expect(next.createdAt).toBe(first.createdAt);
    expect((await record('replaced')).value.baseRate).toBe('999.99');

    const e = await failure(
      s.admin.replaceLookupTable({
        tenantLocator: t,
        name: 'replaced',
        body: await tableZip(`${RATES}IL,Cook,1,1\n`),
      }),
    );
    expect(e.status).toBe(422);
    expect((await record('replaced')).value.baseRate).toBe('999.99');
    const shown = await s.admin.fetchResource({ tenantLocator: t, name: 'replaced' });
    expect(shown).toMatchObject({ lookupTableLocator: next.lookupTableLocator });
    // The old version is kept in the store.
    const versions = await s
      .db('resource_contents')
      .where({ id: first.lookupTableLocator! })
      .count({ n: '*' });
    expect(Number(versions[0]!.n)).toBe(1);
    // Another kind's name: 404.
    const other = await failure(
      s.admin.replaceRangeTable({ tenantLocator: t, name: 'replaced', body: await tableZip(RATES) }),
    );
    expect(other.status).toBe(404);
  });

  it('readers see the old version until a replace commits', async () => {
    await uploadTable(s.admin, t, 'lookup', 'busy', 'TerritoryRates', RATES);
    const big = [RATES.trimEnd(), ...Array.from({ length: 20000 }, (_, i) => `ZZ,c${i},${i}.5,${i}`)].join(
      '\n',
    );
    const replacing = s.admin.replaceLookupTable({
      tenantLocator: t,
      name: 'busy',
      body: await tableZip(big),
    });
    const seen = new Set<string>();
    let done = false;
    void replacing.finally(() => (done = true));
    while (!done) seen.add((await record('busy')).value.baseRate!);
    await replacing;
    expect([...seen].every((v) => v === '812.50')).toBe(true);
    expect((await record('busy', ['zz', 'c19999'])).value.baseRate).toBe('19999.5');
  });
});

describe('table downloads', () => {
  // A BOM, both line ends, and quoting with commas, quotes and a line break inside.
  const CSV =
    '\ufeffstate,county,baseRate,territoryCode\r\n"IL","Cook, the ""big"" one",812.50,101\nTX,"Har\r\nris",1290.00,201\r\n';

  it('return a ZIP holding the uploaded CSV byte for byte as <name>.csv, for every kind', async () => {
    await uploadTable(s.admin, t, 'lookup', 'exact', 'TerritoryRates', CSV);
    const zip = await s.admin.fetchLookupTableInZipFormat({ tenantLocator: t, name: 'exact' });
    const entries = new AdmZip(Buffer.from(zip)).getEntries();
    expect(entries.map((e) => e.entryName)).toEqual(['exact.csv']);
    expect(entries[0]!.getData().equals(Buffer.from(CSV, 'utf8'))).toBe(true);
    expect(await readTableZip(zip)).toEqual([
      { state: 'IL', county: 'Cook, the "big" one', baseRate: '812.50', territoryCode: '101' },
      { state: 'TX', county: 'Har\r\nris', baseRate: '1290.00', territoryCode: '201' },
    ]);
    expect((await record('exact', ['tx', 'Har\r\nris'])).value.territoryCode).toBe('201');
    // Rows are answered from the records of the text, read again: quoting taken off as uploaded.
    expect((await record('exact', ['IL', 'Cook, the "big" one'])).value).toEqual({
      state: 'IL',
      county: 'Cook, the "big" one',
      baseRate: '812.50',
      territoryCode: '101',
    });

    const ages = fixtureCsv('age-of-home-factors.csv');
    await uploadTable(s.admin, t, 'range', 'agesZip', 'AgeOfHomeFactors', ages);
    const rz = await s.admin.fetchRangeTableInZipFormat({ tenantLocator: t, name: 'agesZip' });
    expect(new AdmZip(Buffer.from(rz)).readAsText('agesZip.csv')).toBe(ages);

    const counties = fixtureCsv('state-county.csv');
    await uploadTable(s.admin, t, 'constraint', 'countiesZip', 'StateCounty', counties);
    const cz = await s.admin.zipConstraintTable({ tenantLocator: t, name: 'countiesZip' });
    expect(new AdmZip(Buffer.from(cz)).readAsText('countiesZip.csv')).toBe(counties);
  });

  it('answer the current version after a replace, and 404 for a name of another kind', async () => {
    await s.admin.replaceConstraintTable({
      tenantLocator: t,
      name: 'countiesZip',
      body: await tableZip('county,state\nCook,IL\n'),
    });
    const cz = await s.admin.zipConstraintTable({ tenantLocator: t, name: 'countiesZip' });
    expect(await readTableZip(cz)).toEqual([{ county: 'Cook', state: 'IL' }]);
    expect(
      (await failure(s.admin.fetchRangeTableInZipFormat({ tenantLocator: t, name: 'countiesZip' }))).status,
    ).toBe(404);
  });
});
