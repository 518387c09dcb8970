// The SDK's CSV and ZIP helpers on their own: parseCsv is the reader the server's table uploads
// use (client/src/csv.ts), and readTableZip opens what other ZIP writers make.
import AdmZip from 'adm-zip';
import { describe, expect, it } from 'vitest';
import { parseCsv, readTableZip, readTableZipFile, tableZip } from '../../../client/src/index.js';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and LF, and skips blank lines', () => {
    expect(parseCsv('a,b\r\n"x, ""y""","two\nlines"\n\n,\n" padded "\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'two\nlines'],
      ['', ''],
      [' padded '],
    ]);
  });

  it('throws naming the line of what is not CSV', () => {
    expect(() => parseCsv('a,b\n1,"2\n')).toThrow('line 2: a quoted field is not closed');
    expect(() => parseCsv('a,b\n1,2\n3,x"y\n')).toThrow(
      'line 3: a double quote inside a field that does not start with one',
    );
  });
});

describe('readTableZip', () => {
  it('opens a ZIP of another writer, stored or deflated, skipping folders and __MACOSX/', async () => {
    const zip = new AdmZip();
    zip.addFile('__MACOSX/._rates.csv', Buffer.from('junk'));
    zip.addFile('rates.csv', Buffer.from('\ufeffstate,rate\nIL,1.5\n'));
    expect(await readTableZip(zip.toBuffer())).toEqual([{ state: 'IL', rate: '1.5' }]);
    const stored = new AdmZip();
    stored.addFile('t.csv', Buffer.from('a\n1\n'));
    stored.getEntry('t.csv')!.header.method = 0;
    expect(await readTableZip(stored.toBuffer())).toEqual([{ a: '1' }]);
  });

  it('reads back what tableZip writes, the same bytes for the same input', async () => {
    const a = await tableZip([{ k: 'v' }], { name: 'one' });
    expect(a).toEqual(await tableZip([{ k: 'v' }], { name: 'one' }));
    expect(await readTableZipFile(a)).toMatchObject({ name: 'one.csv' });
    expect(await readTableZip(a)).toEqual([{ k: 'v' }]);
  });

  it('refuses what is not a table ZIP', async () => {
    await expect(readTableZip(new TextEncoder().encode('a,b\n1,2\n'))).rejects.toThrow('not a ZIP file');
    const none = new AdmZip();
    none.addFile('rates.txt', Buffer.from('a\n'));
    await expect(readTableZip(none.toBuffer())).rejects.toThrow('the ZIP holds no .csv file');
  });
});
