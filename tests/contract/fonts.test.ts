import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { tenant } from '../support/given.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
});
afterAll(() => s.close());

const font = (head: number[] | string) =>
  new Uint8Array([
    ...(typeof head === 'string' ? Buffer.from(head, 'latin1') : head),
    0,
    12,
    0,
    128,
    0,
    3,
    0,
    32,
  ]);

describe('addFont', () => {
  const kinds: [string, number[] | string][] = [
    ['TrueType', [0x00, 0x01, 0x00, 0x00]],
    ['TrueType (Apple)', 'true'],
    ['OpenType', 'OTTO'],
    ['WOFF', 'wOFF'],
    ['WOFF2', 'wOF2'],
  ];

  it.each(kinds)('accepts a %s font', async (_kind, head) => {
    const name = `font${Math.random().toString(36).slice(2, 10)}`;
    const r = await s.admin.addFont({
      tenantLocator: t,
      name,
      staticName: 'CorporateSans',
      body: { file: font(head) },
    });
    expect(r).toEqual({
      name,
      staticName: 'CorporateSans',
      resourceType: 'customFont',
      fontLocator: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      jurisdictions: [],
      createdAt: expect.any(String),
      createdBy: expect.any(String),
    });
    expect((await s.admin.fetchResource({ tenantLocator: t, name })).fontLocator).toBe(r.fontLocator);
  });

  it('refuses a file that is no font by its first bytes, whatever it is called (422)', async () => {
    for (const bytes of [
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), // PNG
      new Uint8Array(Buffer.from('%PDF-1.7')),
      new Uint8Array([0x00, 0x01, 0x00]), // too short
    ]) {
      const err = await failure(
        s.admin.addFont({
          tenantLocator: t,
          name: 'notAFont',
          staticName: 'CorporateSans',
          body: { file: new Blob([bytes], { type: 'font/ttf' }) },
        }),
      );
      expect(err.status).toBe(422);
      expect(err.problem?.detail).toBe('The file is not a TrueType, OpenType, WOFF or WOFF2 font');
    }
    expect((await failure(s.admin.fetchResource({ tenantLocator: t, name: 'notAFont' }))).status).toBe(404);
  });

  it('refuses an undeclared static name (422), a static name over 120 characters (400), an empty file (400)', async () => {
    const file = font('OTTO');
    const undeclared = await failure(
      s.admin.addFont({ tenantLocator: t, name: 'f1', staticName: 'SerifPro', body: { file } }),
    );
    expect(undeclared.status).toBe(422);
    expect(undeclared.problem?.detail).toContain('not declared in customFonts');
    const long = await failure(
      s.admin.addFont({ tenantLocator: t, name: 'f2', staticName: 'F'.repeat(121), body: { file } }),
    );
    expect(long.status).toBe(400);
    expect(long.problem?.errors?.[0]?.location).toBe('query.staticName');
    const empty = await failure(
      s.admin.addFont({
        tenantLocator: t,
        name: 'f3',
        staticName: 'CorporateSans',
        body: { file: new Uint8Array(0) },
      }),
    );
    expect(empty.status).toBe(400);
  });
});
