import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { tenant, token } from '../support/given.js';

let s: TestServer;
let t: string;
beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
});
afterAll(() => s.close());

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
/** Every byte value, so that no text decoding could pass unnoticed. */
const allBytes = () => new Uint8Array([...Array(256).keys(), ...randomBytes(4096)]);

async function download(name: string, query = '') {
  const res = await fetch(`${s.baseUrl}/resource/${t}/documents/${name}${query}`, {
    headers: { Authorization: `Bearer ${s.adminToken}` },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('createDocumentResource and fetchDocumentResourceByName', () => {
  it('stores the bytes and serves them unchanged with the part content type', async () => {
    const bytes = allBytes();
    const r = await s.admin.createDocumentResource({
      tenantLocator: t,
      name: 'privacyTX',
      staticName: 'PrivacyNotice',
      jurisdiction: ['TX'],
      body: { file: new Blob([bytes], { type: 'application/pdf' }) },
    });
    expect(r).toEqual({
      name: 'privacyTX',
      staticName: 'PrivacyNotice',
      resourceType: 'staticDocument',
      staticDocumentLocator: expect.stringMatching(ULID),
      jurisdictions: ['TX'],
      createdAt: expect.any(String),
      createdBy: expect.any(String),
    });
    expect(await s.admin.fetchDocumentResourceByName({ tenantLocator: t, name: 'privacyTX' })).toEqual(bytes);
    const { res } = await download('privacyTX');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('streams a document of several stored pieces back byte for byte', async () => {
    const bytes = new Uint8Array(randomBytes(3 * 1024 * 1024 + 17));
    await s.admin.createDocumentResource({
      tenantLocator: t,
      name: 'bigDoc',
      staticName: 'PrivacyNotice',
      body: { file: new Blob([bytes], { type: 'application/octet-stream' }) },
    });
    const { res, bytes: back } = await download('bigDoc');
    expect(res.status).toBe(200);
    expect(back.length).toBe(bytes.length);
    expect(Buffer.compare(Buffer.from(back), Buffer.from(bytes))).toBe(0);
  });

  it('shows scope, trigger, format and rendering from the documents declaration', async () => {
    await s.admin.createDocumentResource({
      tenantLocator: t,
      name: 'privacyShown',
      staticName: 'PrivacyNotice',
      body: { file: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
    });
    expect(await s.admin.fetchResource({ tenantLocator: t, name: 'privacyShown' })).toMatchObject({
      resourceType: 'staticDocument',
      scope: 'policy',
      trigger: 'issued',
      format: 'pdf',
      rendering: 'prerendered',
    });
  });

  it('resolves documents by static name and jurisdiction', async () => {
    const local = await tenant(s.admin);
    const up = (name: string, text: string, jurisdiction: string[]) =>
      s.admin.createDocumentResource({
        tenantLocator: local,
        name,
        staticName: 'PrivacyNotice',
        jurisdiction,
        body: { file: new Blob([text], { type: 'text/plain' }) },
      });
    await up('generic', 'generic', []);
    await up('texas', 'texas', ['TX']);
    await s.admin.createResourceGroup({
      tenantLocator: local,
      body: { name: 'g', selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['generic', 'texas'] },
    });
    const get = (jurisdiction?: string) =>
      s.admin.fetchDocumentResourceByName({
        tenantLocator: local,
        name: 'PrivacyNotice',
        byStaticName: true,
        date: '2026-02-01T00:00:00Z',
        jurisdiction,
      });
    expect(Buffer.from(await get('TX')).toString()).toBe('texas');
    expect(Buffer.from(await get('CA')).toString()).toBe('generic');
    expect(Buffer.from(await get()).toString()).toBe('generic');
  });

  it('refuses an undeclared static name (422), a taken name (409), and empty or missing files (400)', async () => {
    const file = new Blob(['x'], { type: 'text/plain' });
    const undeclared = await failure(
      s.admin.createDocumentResource({
        tenantLocator: t,
        name: 'd1',
        staticName: 'Letterhead',
        body: { file },
      }),
    );
    expect(undeclared.status).toBe(422);
    await s.admin.createDocumentResource({
      tenantLocator: t,
      name: 'd2',
      staticName: 'PrivacyNotice',
      body: { file },
    });
    const taken = await failure(
      s.admin.createDocumentResource({
        tenantLocator: t,
        name: 'd2',
        staticName: 'PrivacyNotice',
        body: { file },
      }),
    );
    expect(taken.status).toBe(409);
    const empty = await failure(
      s.admin.createDocumentResource({
        tenantLocator: t,
        name: 'd3',
        staticName: 'PrivacyNotice',
        body: { file: new Blob([], { type: 'application/pdf' }) },
      }),
    );
    expect(empty.status).toBe(400);
    expect(empty.problem?.errors?.[0]).toEqual({ location: 'body.file', message: 'must not be empty' });
    const missing = await failure(
      s.admin.createDocumentResource({
        tenantLocator: t,
        name: 'd4',
        staticName: 'PrivacyNotice',
        body: {} as never,
      }),
    );
    expect(missing.status).toBe(400);
    const notMultipart = await fetch(
      `${s.baseUrl}/resource/${t}/documents?name=d5&staticName=PrivacyNotice`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${s.adminToken}`, 'Content-Type': 'application/pdf' },
        body: 'x',
      },
    );
    expect(notMultipart.status).toBe(415);
    for (const name of ['d1', 'd3', 'd4', 'd5']) {
      expect((await failure(s.admin.fetchResource({ tenantLocator: t, name }))).status).toBe(404);
    }
  });
});

describe('updateDocument', () => {
  it('stores new bytes and content type under a new locator, keeping the instance and the old content', async () => {
    const created = await s.admin.createDocumentResource({
      tenantLocator: t,
      name: 'rates',
      staticName: 'PrivacyNotice',
      body: { file: new Blob(['a,b\n1,2\n'], { type: 'text/csv' }) },
    });
    const updated = await s.admin.updateDocument({
      tenantLocator: t,
      name: 'rates',
      body: { file: new Blob(['<p>new</p>'], { type: 'text/html; charset=utf-8' }) },
    });
    expect(updated.staticDocumentLocator).toMatch(ULID);
    expect(updated.staticDocumentLocator).not.toBe(created.staticDocumentLocator);
    expect({ ...updated, staticDocumentLocator: undefined }).toEqual({
      ...created,
      staticDocumentLocator: undefined,
    });
    const { res, bytes } = await download('rates');
    expect(Buffer.from(bytes).toString()).toBe('<p>new</p>');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(
      await s.db('resource_contents').where({ tenant_id: t, id: created.staticDocumentLocator }),
    ).toHaveLength(1);
  });

  it('answers 404 for unknown names, other types and other tenants, and needs documents.update', async () => {
    const other = await tenant(s.admin);
    await s.admin.uploadLiquid({ tenantLocator: t, name: 'notADoc', staticName: 'Letterhead', body: 'x' });
    const file = new Blob(['x']);
    for (const [tenantLocator, name] of [
      [t, 'nothing'],
      [t, 'notADoc'],
      [other, 'rates'],
    ] as const) {
      expect((await failure(s.admin.updateDocument({ tenantLocator, name, body: { file } }))).status).toBe(
        404,
      );
      expect((await failure(s.admin.fetchDocumentResourceByName({ tenantLocator, name }))).status).toBe(404);
    }
    const uploader = s.as(await token(s.admin, ['documents.upload', 'documents.read'], [t]));
    expect(
      (await failure(uploader.updateDocument({ tenantLocator: t, name: 'rates', body: { file } }))).status,
    ).toBe(403);
    await expect(
      uploader.fetchDocumentResourceByName({ tenantLocator: t, name: 'rates' }),
    ).resolves.toBeInstanceOf(Uint8Array);
  });
});
