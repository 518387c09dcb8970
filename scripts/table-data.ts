// Generated table inputs larger than the example tenant's, for the upload tests and
// `npm run bench:tables`. As a script it writes one: `tsx scripts/table-data.ts 100000 > big.csv`.

/** A range table of `region`, `product` (keys), `lo`..`hi` (the range) and `factor`. */
export const BIG_RANGE_TABLE = {
  rangeTables: {
    BigRanges: {
      selectionTimeBasis: 'policyStartTime',
      rangeStart: 'lo',
      rangeEnd: 'hi',
      columns: {
        region: { dataType: 'string', isKey: true },
        product: { dataType: 'string', isKey: true },
        lo: { dataType: 'int', isKey: false },
        hi: { dataType: 'int', isKey: false },
        factor: { dataType: 'decimal', isKey: false },
      },
    },
  },
};

export const PRODUCTS = 10;
export const RANGES_PER_KEY = 100;

/** `rows` rows (a multiple of 1,000): regions r0.., 10 products each, 100 ranges of 10 per key. */
export function bigRangeCsv(rows: number): string {
  const out = ['region,product,lo,hi,factor'];
  const regions = Math.ceil(rows / (PRODUCTS * RANGES_PER_KEY));
  for (let r = 0; r < regions; r++)
    for (let p = 0; p < PRODUCTS; p++)
      for (let i = 0; i < RANGES_PER_KEY && out.length <= rows; i++)
        out.push(`r${r},p${p},${i * 10},${i * 10 + 9},${(1 + ((r + p + i) % 97) / 100).toFixed(2)}`);
  return `${out.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(bigRangeCsv(Number(process.argv[2] ?? 100000)));
}

/** A lookup table keyed by `region`, `product`, `band`, with `factor` and `label`. */
export const BIG_LOOKUP_TABLE = {
  tables: {
    BigLookup: {
      selectionTimeBasis: 'policyStartTime',
      columns: {
        region: { dataType: 'string', isKey: true },
        product: { dataType: 'string', isKey: true },
        band: { dataType: 'int', isKey: true },
        factor: { dataType: 'decimal', isKey: false },
        label: { dataType: 'string', isKey: false },
      },
    },
  },
};

/** `rows` rows of BigLookup, keyed like bigRangeCsv's (band = range number). */
export function bigLookupCsv(rows: number): string {
  const out = ['region,product,band,factor,label'];
  const regions = Math.ceil(rows / (PRODUCTS * RANGES_PER_KEY));
  for (let r = 0; r < regions; r++)
    for (let p = 0; p < PRODUCTS; p++)
      for (let i = 0; i < RANGES_PER_KEY && out.length <= rows; i++)
        out.push(`r${r},p${p},${i},${(1 + ((r + p + i) % 97) / 100).toFixed(2)},"band ${i}, region ${r}"`);
  return `${out.join('\n')}\n`;
}
