import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '@insuite/client';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { tenant, token } from '../support/given.js';
import { secret } from '../support/resources.js';

let s: TestServer;
let t: string;
const made: string[] = [];

beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
  await secret(s.admin, t, 'rating');
  made.push('rating');
  await s.admin.uploadLiquid({ tenantLocator: t, name: 'letterhead', staticName: 'Letterhead', body: 'x' });
  made.push('letterhead');
  await s.admin.createVelocityDocumentTemplate({
    tenantLocator: t,
    name: 'decl',
    staticName: 'Declarations',
    body: 'x',
  });
  made.push('decl');
  await s.admin.createDocumentResource({
    tenantLocator: t,
    name: 'privacy',
    staticName: 'PrivacyNotice',
    body: { file: new Blob(['x'], { type: 'application/pdf' }) },
  });
  made.push('privacy');
  await s.admin.addFont({
    tenantLocator: t,
    name: 'sans',
    staticName: 'CorporateSans',
    body: { file: new Uint8Array(Buffer.from('wOF2....')) },
  });
  made.push('sans');
  await secret(s.admin, t, 'ratingCA', ['CA']);
  made.push('ratingCA');
});
afterAll(() => s.close());

type List = Schema<'ResourceListResponse'>;
const record = (r: List | Schema<'ResourceResponse'>[]): List => {
  if (Array.isArray(r)) throw new Error('expected the list record');
  return r;
};

describe('fetchMultipleResources', () => {
  it('lists every instance of the tenant in creation order, in pages', async () => {
    const all: string[] = [];
    for (let offset = 0; ; offset += 4) {
      const page = record(await s.admin.fetchMultipleResources({ tenantLocator: t, offset, count: 4 }));
      all.push(...page.items.map((r) => r.name));
      if (page.listCompleted) break;
    }
    expect(all).toEqual(made);
    const first = record(await s.admin.fetchMultipleResources({ tenantLocator: t, count: 4 }));
    expect(first.listCompleted).toBe(false);
    expect(first.items[2]).toMatchObject({
      name: 'decl',
      resourceType: 'documentTemplate',
      scope: 'policy',
      templateFormat: 'velocity',
    });
    const bare = await s.admin.fetchMultipleResources({ tenantLocator: t, extended: false });
    expect(Array.isArray(bare) && bare.map((r) => r.name)).toEqual(made);
  });

  it('lists nothing of another tenant', async () => {
    const other = await tenant(s.admin);
    expect(await s.admin.fetchMultipleResources({ tenantLocator: other })).toEqual({
      listCompleted: true,
      items: [],
    });
  });

  it('needs resources.list', async () => {
    const reader = s.as(await token(s.admin, ['resources.read'], [t]));
    expect((await failure(reader.fetchMultipleResources({ tenantLocator: t }))).status).toBe(403);
    await expect(reader.fetchResource({ tenantLocator: t, name: 'rating' })).resolves.toMatchObject({
      name: 'rating',
    });
  });
});

describe('fetchMultipleResourcesByType', () => {
  const cases: [Schema<'ResourceResponse'>['resourceType'], string[]][] = [
    ['secret', ['rating', 'ratingCA']],
    ['documentTemplateSnippet', ['letterhead']],
    ['documentTemplate', ['decl']],
    ['staticDocument', ['privacy']],
    ['customFont', ['sans']],
    ['table', []],
  ];
  it.each(cases)('lists the %s instances', async (type, names) => {
    const r = record(await s.admin.fetchMultipleResourcesByType({ tenantLocator: t, type }));
    expect(r.items.map((i) => i.name)).toEqual(names);
    expect(r.listCompleted).toBe(true);
  });

  it('pages within a type and refuses an unknown type (400)', async () => {
    const p = record(
      await s.admin.fetchMultipleResourcesByType({ tenantLocator: t, type: 'secret', count: 1, offset: 1 }),
    );
    expect(p).toMatchObject({ listCompleted: true, items: [{ name: 'ratingCA' }] });
    const err = await failure(
      s.admin.fetchMultipleResourcesByType({ tenantLocator: t, type: 'poem' as never }),
    );
    expect(err.status).toBe(400);
  });
});
