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

const VELOCITY =
  '## Declarations\nDear $account.firstName,\n#if($quote)Quote $quote.locator#end\nÀ bientôt ✓\n';
const LIQUID =
  '{% render "Letterhead" %}\nDear {{ account.firstName | capitalize }},\n{% if quote %}{{ quote.locator }}{% endif %}\n';

describe('document templates', () => {
  it('stores a Velocity template sent as text and serves the same text', async () => {
    const r = await s.admin.createVelocityDocumentTemplate({
      tenantLocator: t,
      name: 'declarationsV',
      staticName: 'Declarations',
      jurisdiction: ['TX', 'CA'],
      body: VELOCITY,
    });
    expect(r).toEqual({
      name: 'declarationsV',
      staticName: 'Declarations',
      resourceType: 'documentTemplate',
      template: 'declarationsV',
      templateFormat: 'velocity',
      jurisdictions: ['CA', 'TX'],
      createdAt: expect.any(String),
      createdBy: expect.any(String),
    });
    expect(await s.admin.fetchDocumentTemplate({ tenantLocator: t, name: 'declarationsV' })).toBe(VELOCITY);
    // The instance shows the document's declaration.
    expect(await s.admin.fetchResource({ tenantLocator: t, name: 'declarationsV' })).toMatchObject({
      scope: 'policy',
      trigger: 'issued',
      format: 'pdf',
      rendering: 'dynamic',
      templateFormat: 'velocity',
    });
  });

  it('takes a multipart file part or template part as well', async () => {
    const fromFile = await s.admin.createLiquidDocumentTemplate({
      tenantLocator: t,
      name: 'declarationsFile',
      staticName: 'Declarations',
      body: { file: new Blob([LIQUID], { type: 'text/plain' }) },
    });
    expect(fromFile).toMatchObject({ templateFormat: 'liquid', template: 'declarationsFile' });
    expect(await s.admin.fetchDocumentTemplate({ tenantLocator: t, name: 'declarationsFile' })).toBe(LIQUID);
    await s.admin.createLiquidDocumentTemplate({
      tenantLocator: t,
      name: 'declarationsField',
      staticName: 'Declarations',
      body: { template: LIQUID },
    });
    // Form encoding turns the line breaks of a text field into CRLF; a file part keeps its bytes.
    expect(await s.admin.fetchDocumentTemplate({ tenantLocator: t, name: 'declarationsField' })).toBe(
      LIQUID.replace(/\n/g, '\r\n'),
    );
  });

  it('refuses a template that does not parse (422 with line and message) and stores nothing', async () => {
    const v = await failure(
      s.admin.createVelocityDocumentTemplate({
        tenantLocator: t,
        name: 'brokenV',
        staticName: 'Declarations',
        body: 'Dear $name,\n#if($a)\nunfinished',
      }),
    );
    expect(v.status).toBe(422);
    expect(v.problem?.detail).toBe(
      'The Velocity template does not parse: line 2, column 1: #if is not closed with #end',
    );
    expect(v.problem?.errors).toEqual([
      { location: 'template line 2', message: '#if is not closed with #end' },
    ]);
    const l = await failure(
      s.admin.createLiquidDocumentTemplate({
        tenantLocator: t,
        name: 'brokenL',
        staticName: 'Declarations',
        body: { template: 'ok\n{% unknowntag %}' },
      }),
    );
    expect(l.status).toBe(422);
    expect(l.problem?.detail).toBe(
      'The Liquid template does not parse: line 2, column 1: tag "unknowntag" not found',
    );
    for (const name of ['brokenV', 'brokenL']) {
      expect((await failure(s.admin.fetchResource({ tenantLocator: t, name }))).status).toBe(404);
    }
  });

  it('replaces a template, keeping its identity, its old content and its format', async () => {
    const created = await s.admin.createLiquidDocumentTemplate({
      tenantLocator: t,
      name: 'privacy',
      staticName: 'PrivacyNotice',
      body: 'v1 {{ a }}',
    });
    const updated = await s.admin.updateLiquidDocumentTemplate({
      tenantLocator: t,
      name: 'privacy',
      body: 'v2 {{ b }}',
    });
    expect(updated).toEqual(created);
    expect(await s.admin.fetchDocumentTemplate({ tenantLocator: t, name: 'privacy' })).toBe('v2 {{ b }}');
    const [instance] = await s.db('resources').where({ tenant_id: t, name: 'privacy' });
    expect(await s.db('resource_contents').where({ resource_id: instance.id })).toHaveLength(2);

    const wrongFormat = await failure(
      s.admin.updateVelocityDocumentTemplate({ tenantLocator: t, name: 'privacy', body: 'v3 $c' }),
    );
    expect(wrongFormat.status).toBe(422);
    expect(wrongFormat.problem?.detail).toContain('"privacy" is a Liquid template');
    const badText = await failure(
      s.admin.updateLiquidDocumentTemplate({ tenantLocator: t, name: 'privacy', body: '{% if %}' }),
    );
    expect(badText.status).toBe(422);
    expect(await s.admin.fetchDocumentTemplate({ tenantLocator: t, name: 'privacy' })).toBe('v2 {{ b }}');
    expect(await s.db('resource_contents').where({ resource_id: instance.id })).toHaveLength(2);
    expect(
      (await failure(s.admin.updateLiquidDocumentTemplate({ tenantLocator: t, name: 'none', body: 'x' })))
        .status,
    ).toBe(404);
  });

  it('checks the static name against documents (422) and the name against every type (409)', async () => {
    const undeclared = await failure(
      s.admin.createLiquidDocumentTemplate({
        tenantLocator: t,
        name: 'x1',
        staticName: 'Letterhead',
        body: 'x',
      }),
    );
    expect(undeclared.status).toBe(422);
    expect(undeclared.problem?.errors?.[0]?.location).toBe('query.staticName');
    await s.admin.createLiquidDocumentTemplate({
      tenantLocator: t,
      name: 'taken',
      staticName: 'PrivacyNotice',
      body: 'x',
    });
    const dup = await failure(
      s.admin.uploadLiquid({ tenantLocator: t, name: 'taken', staticName: 'Letterhead', body: 'y' }),
    );
    expect(dup.status).toBe(409);
  });
});

describe('template snippets', () => {
  it('uploads, replaces and serves Velocity and Liquid snippets', async () => {
    const v = await s.admin.uploadVelocity({
      tenantLocator: t,
      name: 'letterheadV',
      staticName: 'Letterhead',
      body: 'Acme $year',
    });
    expect(v).toMatchObject({
      resourceType: 'documentTemplateSnippet',
      templateFormat: 'velocity',
      template: 'letterheadV',
    });
    await s.admin.updateVelocity({
      tenantLocator: t,
      name: 'letterheadV',
      body: { file: new Uint8Array(Buffer.from('Acme Mutual $year')) },
    });
    expect(await s.admin.fetchTemplate({ tenantLocator: t, name: 'letterheadV' })).toBe('Acme Mutual $year');

    await s.admin.uploadLiquid({
      tenantLocator: t,
      name: 'letterheadL',
      staticName: 'Letterhead',
      jurisdiction: ['CA'],
      body: 'Acme {{ year }}',
    });
    await s.admin.updateLiquid({
      tenantLocator: t,
      name: 'letterheadL',
      body: { template: 'Acme Mutual {{ year }}' },
    });
    expect(await s.admin.fetchTemplate({ tenantLocator: t, name: 'letterheadL' })).toBe(
      'Acme Mutual {{ year }}',
    );
    expect(
      (await failure(s.admin.updateLiquid({ tenantLocator: t, name: 'letterheadV', body: 'x' }))).status,
    ).toBe(422);
  });

  it('keeps templates and snippets apart', async () => {
    await s.admin.uploadLiquid({
      tenantLocator: t,
      name: 'onlySnippet',
      staticName: 'Letterhead',
      body: 'x',
    });
    expect(
      (await failure(s.admin.fetchDocumentTemplate({ tenantLocator: t, name: 'onlySnippet' }))).status,
    ).toBe(404);
    expect(
      (
        await failure(
          s.admin.updateLiquidDocumentTemplate({ tenantLocator: t, name: 'onlySnippet', body: 'y' }),
        )
      ).status,
    ).toBe(404);
    const undeclared = await failure(
      s.admin.uploadLiquid({ tenantLocator: t, name: 'x2', staticName: 'Declarations', body: 'x' }),
    );
    expect(undeclared.problem?.detail).toContain('not declared in templateSnippets');
  });

  it('resolves snippets by static name through resource groups', async () => {
    const local = await tenant(s.admin);
    await s.admin.uploadLiquid({
      tenantLocator: local,
      name: 'lh2025',
      staticName: 'Letterhead',
      body: '2025',
    });
    await s.admin.uploadVelocity({
      tenantLocator: local,
      name: 'lh2026',
      staticName: 'Letterhead',
      body: '2026',
    });
    await s.admin.createResourceGroup({
      tenantLocator: local,
      body: { name: 'a', selectionStartTime: '2025-01-01T00:00:00Z', resourceNames: ['lh2025'] },
    });
    await s.admin.createResourceGroup({
      tenantLocator: local,
      body: { name: 'b', selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['lh2026'] },
    });
    const at = (date: string) =>
      s.admin.fetchTemplate({ tenantLocator: local, name: 'Letterhead', byStaticName: true, date });
    expect(await at('2025-06-01T00:00:00Z')).toBe('2025');
    expect(await at('2026-06-01T00:00:00Z')).toBe('2026');
    expect((await failure(at('2024-06-01T00:00:00Z'))).status).toBe(404);
  });
});

describe('template bodies', () => {
  it('refuses empty and missing templates, and two at once (400)', async () => {
    const create = (body: unknown) =>
      s.admin.uploadLiquid({
        tenantLocator: t,
        name: 'empty',
        staticName: 'Letterhead',
        body: body as string,
      });
    for (const body of [
      {},
      { template: '' },
      { file: new Uint8Array(0) },
      { file: new Blob(['a']), template: 'b' },
    ]) {
      const err = await failure(create(body));
      expect(err.status).toBe(400);
    }
    const res = await fetch(
      `${s.baseUrl}/resource/${t}/templateSnippets/liquid?name=empty&staticName=Letterhead`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${s.adminToken}`, 'Content-Type': 'text/plain' },
        body: '',
      },
    );
    expect(res.status).toBe(400);
    expect((await failure(s.admin.fetchResource({ tenantLocator: t, name: 'empty' }))).status).toBe(404);
  });

  it('refuses a file that is not UTF-8 text (422)', async () => {
    const err = await failure(
      s.admin.uploadLiquid({
        tenantLocator: t,
        name: 'binary',
        staticName: 'Letterhead',
        body: { file: new Uint8Array([0xff, 0xfe, 0x00, 0xc3]) },
      }),
    );
    expect(err.status).toBe(422);
  });

  it('accepts a template of exactly 5 MB and refuses one byte more (413)', async () => {
    const five = 'a'.repeat(5 * 1024 * 1024);
    await expect(
      s.admin.uploadVelocity({ tenantLocator: t, name: 'big', staticName: 'Letterhead', body: five }),
    ).resolves.toMatchObject({ name: 'big' });
    expect((await s.admin.fetchTemplate({ tenantLocator: t, name: 'big' })).length).toBe(five.length);
    const text = await failure(
      s.admin.uploadVelocity({ tenantLocator: t, name: 'big2', staticName: 'Letterhead', body: `${five}b` }),
    );
    expect(text.status).toBe(413);
    const file = await failure(
      s.admin.uploadVelocity({
        tenantLocator: t,
        name: 'big3',
        staticName: 'Letterhead',
        body: { file: new Blob([five, 'b']) },
      }),
    );
    expect(file.status).toBe(413);
    expect(file.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a hostile template by its count of markers, before parsing it (422)', async () => {
    const err = await failure(
      s.admin.uploadVelocity({
        tenantLocator: t,
        name: 'hostile',
        staticName: 'Letterhead',
        body: '$a '.repeat(500_000),
      }),
    );
    expect(err.status).toBe(422);
    expect(err.problem?.detail).toContain('at most 6000 are accepted');
  });

  it('needs templates.upload to upload and templates.read to read', async () => {
    await s.admin.uploadLiquid({ tenantLocator: t, name: 'perm', staticName: 'Letterhead', body: 'x' });
    const reader = s.as(await token(s.admin, ['templates.read'], [t]));
    await expect(reader.fetchTemplate({ tenantLocator: t, name: 'perm' })).resolves.toBe('x');
    const err = await failure(
      reader.uploadLiquid({ tenantLocator: t, name: 'perm2', staticName: 'Letterhead', body: 'x' }),
    );
    expect(err.status).toBe(403);
  });
});
