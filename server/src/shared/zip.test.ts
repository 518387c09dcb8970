import AdmZip from 'adm-zip';
import { describe, expect, it } from 'vitest';
import { declaredEntryCount } from './zip.js';

const zipOf = (n: number, comment = '') => {
  const zip = new AdmZip();
  for (let i = 0; i < n; i++) zip.addFile(`f${i}.txt`, Buffer.from('x'));
  if (comment) zip.addZipComment(comment);
  return zip.toBuffer();
};

describe('declaredEntryCount', () => {
  it('reads the count from the end of the file, with or without a comment', () => {
    expect(declaredEntryCount(zipOf(0))).toBe(0);
    expect(declaredEntryCount(zipOf(3))).toBe(3);
    expect(declaredEntryCount(zipOf(250, 'a comment'))).toBe(250);
  });
  it('answers undefined for bytes that are no ZIP', () => {
    expect(declaredEntryCount(Buffer.from('not a zip at all, just text'))).toBeUndefined();
    expect(declaredEntryCount(new Uint8Array(0))).toBeUndefined();
  });
});
