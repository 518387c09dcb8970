// Size limits come from the settings (docs/decisions.md §4: configurable); a server started with small
// ones applies them to every upload kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AdmZip from 'adm-zip';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { homeownersConfig, tenant } from '../support/given.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({
    env: {
      INSUITE_TEMPLATE_LIMIT_BYTES: '2048',
      INSUITE_FILE_LIMIT_BYTES: '4096',
      INSUITE_CONFIG_ZIP_LIMIT_BYTES: '200000',
    },
  });
});
afterAll(() => s.close());

describe('configured size limits', () => {
  it('a template over INSUITE_TEMPLATE_LIMIT_BYTES is refused (413); one under it is stored', async () => {
    const t = await tenant(s.admin);
    const small = await s.admin.uploadLiquid({
      tenantLocator: t,
      name: 'small',
      staticName: 'Letterhead',
      body: 'x'.repeat(2000),
    });
    expect(small.name).toBe('small');
    const big = await failure(
      s.admin.uploadLiquid({
        tenantLocator: t,
        name: 'big',
        staticName: 'Letterhead',
        body: 'x'.repeat(3000),
      }),
    );
    expect(big.status).toBe(413);
    expect(big.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a document over INSUITE_FILE_LIMIT_BYTES is refused (413)', async () => {
    const t = await tenant(s.admin);
    const err = await failure(
      s.admin.createDocumentResource({
        tenantLocator: t,
        name: 'notice',
        staticName: 'PrivacyNotice',
        body: { file: new Blob([new Uint8Array(5000)], { type: 'application/pdf' }) },
      }),
    );
    expect(err.status).toBe(413);
  });

  it('a configuration ZIP with many entries is refused before it is opened (400)', async () => {
    const zip = new AdmZip();
    zip.addFile('config.json', Buffer.from(JSON.stringify(homeownersConfig())));
    for (let i = 0; i < 310; i++) zip.addFile(`junk/${i}.txt`, Buffer.from(''));
    const err = await failure(s.admin.createTenant({ name: 'many', body: zip.toBuffer() }));
    expect(err.status).toBe(400);
    expect(err.problem?.detail).toContain('311 entries');
  });
});
