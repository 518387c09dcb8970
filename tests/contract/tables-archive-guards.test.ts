// Every archive a table upload may not be is refused with a 4xx Problem before anything large is
// inflated: nothing here may answer 500, and the bombs must not cost the server memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableZip } from '@insuite/client';
import { failure } from '../support/failure.js';
import { unique } from '../support/given.js';
import { startServer, type TestServer } from '../support/server.js';
import { rawZip, tenantWith, uploadTable, type RawEntry } from '../support/tables.js';

let s: TestServer;
let t: string;

beforeAll(async () => {
  s = await startServer();
  t = await tenantWith(s.admin, {});
});
afterAll(() => s.close());

const CSV = Buffer.from('state,county\nIL,Cook\n');
const MB = 1024 * 1024;

const upload = (zip: Uint8Array) => uploadTable(s.admin, t, 'constraint', unique('z'), 'StateCounty', zip);

/** Uploads `zip` and samples this process's RSS (the server's) while the upload runs. */
async function uploadMeasured(zip: Uint8Array) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  const started = performance.now();
  try {
    const e = await failure(upload(zip));
    return { e, growthMb: (peak - before) / MB, ms: performance.now() - started };
  } finally {
    clearInterval(sampler);
  }
}

describe('table ZIP guards', () => {
  const cases: {
    what: string;
    zip: () => Uint8Array | Promise<Uint8Array>;
    status: number;
    detail: RegExp;
  }[] = [
    {
      what: 'not a ZIP',
      zip: () => new Uint8Array(Buffer.from('state,county\nIL,Cook\n')),
      status: 400,
      detail: /not a readable ZIP/,
    },
    { what: 'empty-looking bytes', zip: () => new Uint8Array(64), status: 400, detail: /not a readable ZIP/ },
    {
      what: 'truncated (cut in the middle)',
      zip: async () => (await tableZip('state,county\nIL,Cook\n'.repeat(50))).subarray(0, 60),
      status: 400,
      detail: /not a readable ZIP/,
    },
    {
      what: 'a central directory pointing past the data',
      zip: () => {
        const z = Buffer.from(rawZip([{ name: 'a.csv', data: CSV }]));
        z.writeUInt32LE(0x10000, z.length - 6);
        return z;
      },
      status: 400,
      detail: /truncated/,
    },
    {
      what: 'more entries than allowed',
      zip: () =>
        rawZip(Array.from({ length: 101 }, (_, i): RawEntry => ({ name: `d${i}/`, data: new Uint8Array() }))),
      status: 413,
      detail: /more than 100 entries/,
    },
    {
      what: 'an entry climbing out with ..',
      zip: () => rawZip([{ name: '../evil.csv', data: CSV }]),
      status: 422,
      detail: /"\.\.\/evil\.csv"/,
    },
    {
      what: 'an absolute entry name',
      zip: () => rawZip([{ name: '/etc/evil.csv', data: CSV }]),
      status: 422,
      detail: /absolute path/,
    },
    {
      what: 'a Windows drive path',
      zip: () => rawZip([{ name: 'C:\\evil.csv', data: CSV }]),
      status: 422,
      detail: /absolute path/,
    },
    {
      what: 'a nested archive beside the CSV',
      zip: () =>
        rawZip([
          { name: 'a.csv', data: CSV },
          { name: 'more.zip', data: rawZip([{ name: 'b.csv', data: CSV }]) },
        ]),
      status: 422,
      detail: /nested archive/,
    },
    {
      what: 'a CSV that is itself an archive',
      zip: () => rawZip([{ name: 'a.csv', data: rawZip([{ name: 'b.csv', data: CSV }]) }]),
      status: 422,
      detail: /itself an archive/,
    },
    {
      what: 'no CSV',
      zip: () => rawZip([{ name: 'a.txt', data: CSV }]),
      status: 422,
      detail: /exactly one \.csv file/,
    },
    {
      what: 'two CSVs',
      zip: () =>
        rawZip([
          { name: 'a.csv', data: CSV },
          { name: 'b.csv', data: CSV },
        ]),
      status: 422,
      detail: /exactly one \.csv file/,
    },
    {
      what: 'an encrypted entry',
      zip: () => rawZip([{ name: 'a.csv', data: CSV, flags: 1 }]),
      status: 422,
      detail: /encrypted/,
    },
    {
      what: 'a stream shorter than declared',
      zip: () => rawZip([{ name: 'a.csv', data: CSV, declaredSize: CSV.length + 100 }]),
      status: 422,
      detail: /inflates to 21 bytes, not the 121/,
    },
    {
      what: 'a stored entry with two sizes',
      zip: () => rawZip([{ name: 'a.csv', data: CSV, method: 0, declaredSize: 5 }]),
      status: 422,
      detail: /two different sizes/,
    },
    {
      what: 'a wrong CRC',
      zip: () => {
        const z = Buffer.from(rawZip([{ name: 'a.csv', data: CSV }]));
        const cd = z.readUInt32LE(z.length - 6);
        z.writeUInt32LE(12345, cd + 16);
        return z;
      },
      status: 422,
      detail: /CRC/,
    },
    {
      what: 'a compression ratio only bombs reach',
      zip: () => rawZip([{ name: 'a.csv', zeros: 20 * MB }]),
      status: 413,
      detail: /compressed more than 200 to 1/,
    },
  ];
  it.each(cases)('refuses $what', async (c) => {
    const e = await failure(upload(await c.zip()));
    expect(e.status).toBe(c.status);
    expect(e.problem?.detail).toMatch(c.detail);
  });

  it('ignores folders and __MACOSX entries, and accepts stored entries', async () => {
    const zip = rawZip([
      { name: 'data/', data: new Uint8Array() },
      { name: '__MACOSX/data/._a.csv', data: new Uint8Array([0, 5, 22, 7]) },
      { name: 'data/a.csv', data: CSV, method: 0 },
    ]);
    const r = await upload(zip);
    expect(r.resourceType).toBe('constraintTable');
  });

  it('refuses a 600 MB zip bomb by its declared size, without inflating it', async () => {
    const { e, growthMb, ms } = await uploadMeasured(rawZip([{ name: 'a.csv', zeros: 600 * MB }]));
    expect(e.status).toBe(413);
    expect(e.problem?.detail).toMatch(/more than 536870912 bytes once uncompressed/);
    expect(growthMb).toBeLessThan(50);
    console.log(`600 MB bomb (declared): ${ms.toFixed(0)} ms, RSS growth ${growthMb.toFixed(1)} MB`);
  });

  it('refuses a 600 MB zip bomb that declares 1,000 bytes once inflation passes them', async () => {
    const { e, growthMb, ms } = await uploadMeasured(
      rawZip([{ name: 'a.csv', zeros: 600 * MB, declaredSize: 1000 }]),
    );
    expect(e.status).toBe(422);
    expect(e.problem?.detail).toMatch(/inflates to more than its declared size/);
    expect(growthMb).toBeLessThan(50);
    console.log(`600 MB bomb (lying): ${ms.toFixed(0)} ms, RSS growth ${growthMb.toFixed(1)} MB`);
  });
});
