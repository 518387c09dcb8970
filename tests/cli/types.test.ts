// `insuite types`: the TypeScript module of a configuration, from a folder, a ZIP or a tenant's
// deployed configuration; the same input gives the same bytes, and the example tenant's module is
// the one committed beside it (which its plugins and the SDK's type tests compile against).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeownersConfig, tenant } from '../support/given.js';
import { insuite } from '../support/cli.js';
import { startServer, type TestServer } from '../support/server.js';

const REPO = resolve(import.meta.dirname, '../..');
const FIXTURE = join(REPO, 'tests/fixtures/homeowners');
const COMMITTED = join(FIXTURE, 'tenant-types.ts');
/** Everything below the header, which names the source and the configuration's digest. */
const body = (text: string) => text.slice(text.indexOf('\n\n'));

let s: TestServer;
let work: string;
beforeAll(async () => {
  s = await startServer();
  work = mkdtempSync(join(tmpdir(), 'insuite-types-'));
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await s.close();
});

describe('insuite types', () => {
  it('writes the same bytes on every run; the example tenant module is the committed one', async () => {
    const source = relative(REPO, FIXTURE);
    const first = await insuite(['types', source, '--out', join(work, 'a.ts')], { cwd: REPO });
    const second = await insuite(['types', source, '--out', join(work, 'b.ts')], { cwd: REPO });
    expect([first.code, second.code]).toEqual([0, 0]);
    const a = readFileSync(join(work, 'a.ts'));
    expect(a.equals(readFileSync(join(work, 'b.ts')))).toBe(true);
    // Generate it again when this fails: npx insuite types tests/fixtures/homeowners --out tests/fixtures/homeowners/tenant-types.ts
    expect(a.toString()).toBe(readFileSync(COMMITTED, 'utf8'));
  });

  it('takes a configuration named as an installed package’s folder, as the docs name the example', async () => {
    const app = join(work, 'app');
    const pkg = join(app, 'node_modules/@acme/configs');
    cpSync(FIXTURE, join(pkg, 'homeowners'), { recursive: true });
    writeFileSync(
      join(pkg, 'package.json'),
      JSON.stringify({ name: '@acme/configs', version: '1.0.0', exports: { './*': './*' } }),
    );
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
    const r = await insuite(['types', '@acme/configs/homeowners'], { cwd: app });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('key: [state: string, county: string];');
    const missing = await insuite(['types', '@acme/configs/nowhere'], { cwd: app });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      '@acme/configs/nowhere does not exist, as a path or as a file of an installed package',
    );
  });

  it('says what it came from and types what the configuration declares', async () => {
    const r = await insuite(['types', FIXTURE]);
    expect(r.code).toBe(0);
    const text = r.stdout;
    expect(text.split('\n')[1]).toBe(`// ${FIXTURE}`);
    expect(text).toMatch(/configuration SHA-256 [0-9a-f]{64}/);
    expect(text).toContain('key: [state: string, county: string];');
    expect(text).toContain('bound: { start: "minAge"; end: "maxAge" };');
    expect(text).toContain('key: [] | [state: string] | [state: string, county: string];');
    expect(text).toContain('constructionType?: "frame" | "masonry" | "superiorMasonry";');
    expect(text).toContain('limit?: "100000" | 100000 | "300000" | 300000 | "500000" | 500000;');
    expect(text).toContain('elements: (ContentsElement | LiabilityElement)[];');
    expect(text).toContain('county?: { state?: string };');
    expect(text).toContain(
      'county: { table: "StateCounty"; column: "county"; where: { state: DependencyCondition } };',
    );
    expect(text).toContain('export type ChargeType = "premium";');
    expect(text).toContain('staticDocument: "Declarations" | "PrivacyNotice";');
  });

  it('reads a ZIP as a deploy does, and the order of keys does not change the module', async () => {
    const zip = new AdmZip();
    zip.addFile('config.json', readFileSync(join(FIXTURE, 'config.json')));
    zip.writeZip(join(work, 'config.zip'));
    const reordered = Object.fromEntries(Object.entries(homeownersConfig()).reverse());
    writeFileSync(join(work, 'reordered.json'), JSON.stringify(reordered));
    const [folder, fromZip, fromJson] = await Promise.all([
      insuite(['types', FIXTURE]),
      insuite(['types', join(work, 'config.zip')]),
      insuite(['types', join(work, 'reordered.json')]),
    ]);
    expect(fromZip.code).toBe(0);
    expect(body(fromZip.stdout)).toBe(body(folder.stdout));
    // The digest is of the configuration's content, not of its text.
    expect(fromJson.stdout.split('\n')[2]).toBe(folder.stdout.split('\n')[2]);
    expect(body(fromJson.stdout)).toBe(body(folder.stdout));
  });

  it('types the configuration deployed to a tenant (--tenant)', async () => {
    const locator = await tenant(s.admin);
    const r = await insuite(['types', '--tenant', locator], { url: s.baseUrl, token: s.adminToken });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`// the configuration deployed to tenant ${locator}`);
    expect(body(r.stdout)).toBe(body(readFileSync(COMMITTED, 'utf8')));
  });

  it('exits 2 on an invalid configuration (listing its problems), a missing path, or no source', async () => {
    const broken = homeownersConfig() as Record<string, unknown>;
    (broken.exposures as { Dwelling: { contents: string[] } }).Dwelling.contents = ['Roof'];
    writeFileSync(join(work, 'broken.json'), JSON.stringify(broken));
    const invalid = await insuite(['types', join(work, 'broken.json'), '--out', join(work, 'never.ts')]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('exposures.Dwelling.contents');
    expect(() => readFileSync(join(work, 'never.ts'))).toThrow();
    expect((await insuite(['types', join(work, 'nope')])).code).toBe(2);
    expect((await insuite(['types'])).code).toBe(2);
  });
});
