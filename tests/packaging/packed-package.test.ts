// The SDK as someone outside this repository gets it: `npm pack` of client/, installed into a
// fresh project from the tarball (dependencies from the npm cache), examples compiled with a strict
// tsconfig (strict, noUncheckedIndexedAccess, nodenext) and run against a server as an ES module and
// as CommonJS, the editor's view of them through the TypeScript language service, and the size
// budgets: the tarball and a minified browser bundle. The `insuite` command is not in it: it comes
// with @insuite/server.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editor } from '../support/language-service.js';
import { startServer, type TestServer } from '../support/server.js';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const tsc = join(repo, 'node_modules/typescript/bin/tsc');

/**
 * Budgets of issue-sized growth: the packed tarball (most of it the documented method of every
 * operation, so it grows with the contract: raised when the quote lifecycle added its operations,
 * when the SDK took in the project's one CSV reader, docs/decisions.md §11, and for the
 * transactions after issue, whose first 39 operations took it from under 100,000 to 110,887 B,
 * and for the auto-renewal and reversal operations with formatMoney, 130,833 B, and for billing's
 * charge, installment, invoice, payment and delinquency operations and typed events, 157,8xx B),
 * and a browser bundle of one client and one call.
 */
const TARBALL_BUDGET = 165_000;
// The operation table is in it: 8,055 B once the auto-renewal and reversal operations came, 8,881 B
// once billing's came.
const BUNDLE_GZIP_BUDGET = 9_300;

let s: TestServer;
let project: string;
let tarball: string;
let packed: { path: string }[];
let packedSize: number;

const ESM_EXAMPLE = `
import { ApiError, createClient, isApiError, NetworkError, type Permission, type Schema } from '@insuite/client';

const [baseUrl, token] = process.argv.slice(2) as [string, string];
const insuite = createClient({ baseUrl, token, retry: { retries: 2 } });
const health: Schema<'HealthResponse'> = await insuite.getHealth();
const page = await insuite.fetchTenants({ count: 10 });
const names: string[] = [];
for await (const t of insuite.paginate('fetchTenants', {})) names.push(t.name);
const first = page.items[0]?.name ?? 'none';
let lookup = '';
try {
  await insuite.fetchTableRecord({ tenantLocator: '00000000-0000-4000-8000-000000000000', name: 'rates', key: ['a'] });
} catch (e) {
  if (isApiError(e, 404)) lookup = e.code ?? 'no code';
}
let missing = 0;
try {
  await insuite.fetchTenant({ locator: '00000000-0000-4000-8000-000000000000' });
} catch (e) {
  if (e instanceof ApiError) missing = e.status;
}
let unreachable = '';
try {
  await createClient({ baseUrl: 'http://127.0.0.1:1' }).getHealth();
} catch (e) {
  if (e instanceof NetworkError) unreachable = e.name;
}
const grants: Permission[] = ['tables.read', 'users.*'];
void insuite.createIdentityProvider;
console.log(JSON.stringify({ health: health.status, listCompleted: page.listCompleted, names, first, lookup, missing, unreachable, grants }));
`;

const CJS_EXAMPLE = `
import { createClient, isApiError } from '@insuite/client';

async function main(): Promise<void> {
  const [baseUrl, token] = process.argv.slice(2) as [string, string];
  const health = await createClient({ baseUrl, token }).getHealth();
  let code = '';
  try {
    await createClient({ baseUrl }).fetchTenants();
  } catch (e) {
    if (isApiError(e, 401)) code = e.code ?? 'no code';
  }
  // The same module as import() gives: one ApiError class for both.
  const esm = await import('@insuite/client');
  const same = esm.ApiError === require('@insuite/client').ApiError;
  console.log(JSON.stringify({ health: health.status, code, same }));
}
void main();
`;

const TYPED_EXAMPLE = `
import { createClient } from '@insuite/client';
import type { RatePlugin } from '@insuite/client/plugin';
import type { Tenant } from './tenant-types.js';

const tenantLocator = '00000000-0000-4000-8000-000000000000';
const locator = '01JD7Q2X3Y4Z5A6B7C8D9E0F1G';
export async function calls(baseUrl: string) {
  const insuite = createClient<Tenant>({ baseUrl });
  const row = await insuite.fetchTableRecord({ tenantLocator, name: 'TerritoryRates', key: ['IL', 'Cook'] });
  const baseRate: string = row.value.baseRate;
  // @ts-expect-error a table the tenant does not declare
  await insuite.fetchTableRecord({ tenantLocator, name: 'TerritoryRate', key: ['IL', 'Cook'] });
  // @ts-expect-error a key of the wrong length
  await insuite.fetchTableRecord({ tenantLocator, name: 'TerritoryRates', key: ['IL'] });
  const quote = await insuite.createQuote({
    tenantLocator,
    body: {
      productName: 'Homeowners',
      accountLocator: locator,
      startTime: '2026-01-01T00:00:00Z',
      elements: [{ type: 'Dwelling', data: { state: 'IL', county: 'Cook', constructionType: 'frame', yearBuilt: 1990 } }],
    },
  });
  const kind: 'frame' | 'masonry' | 'superiorMasonry' | undefined = quote.element.elements[0]?.data.constructionType;
  await insuite.createQuote({
    tenantLocator,
    body: {
      productName: 'Homeowners',
      accountLocator: locator,
      startTime: '2026-01-01T00:00:00Z',
      // @ts-expect-error exactOptionalPropertyTypes: an optional field is left out, not set to undefined
      data: { channel: undefined },
    },
  });
  const allowed = await insuite.evaluateConstraintsForQuote({
    tenantLocator,
    locator,
    body: { [locator]: { county: { state: 'IL' } } },
  });
  const counties: string[] | undefined = allowed[locator]?.county;
  await insuite.evaluateConstraintsForQuote({
    tenantLocator,
    locator,
    // @ts-expect-error county's constraint has no where column city
    body: { [locator]: { county: { city: 'Chicago' } } },
  });
  return [baseRate, kind, counties];
}

export const rate: RatePlugin<Tenant> = ({ quote, tables }) => ({
  items: quote.element.elements.map((d) => ({
    elementLocator: d.locator,
    chargeType: 'premium' as const,
    rate: tables.lookup('TerritoryRates', [String(d.data.state), String(d.data.county)])?.baseRate ?? '0',
  })),
});
// @ts-expect-error a charge the tenant does not declare
export const fee: RatePlugin<Tenant> = ({ quote }) => ({ items: [{ elementLocator: quote.locator, chargeType: 'fee' }] });
`;

const NODE_GLOBALS =
  'declare const process: { argv: string[] };\ndeclare const require: (id: string) => any;\n';

beforeAll(async () => {
  s = await startServer();
  project = mkdtempSync(join(tmpdir(), 'insuite-sdk-user-'));
  const { stdout } = await run(
    'npm',
    ['pack', join(repo, 'client'), '--json', '--pack-destination', project],
    {
      cwd: project,
    },
  );
  const info = JSON.parse(stdout) as { filename: string; size: number; files: { path: string }[] }[];
  tarball = join(project, info[0]!.filename);
  packed = info[0]!.files;
  packedSize = info[0]!.size;
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'sdk-user', version: '1.0.0', private: true, type: 'module' }),
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noUncheckedIndexedAccess: true,
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM'],
        types: [],
        outDir: 'out',
      },
      files: ['example.ts', 'example-cjs.cts'],
    }),
  );
  // Only what the examples need from Node, so the project installs nothing but the SDK.
  writeFileSync(join(project, 'example.ts'), NODE_GLOBALS + ESM_EXAMPLE);
  writeFileSync(join(project, 'example-cjs.cts'), NODE_GLOBALS + CJS_EXAMPLE);
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], {
    cwd: project,
    timeout: 120_000,
  });
}, 180_000);

afterAll(async () => {
  rmSync(project, { recursive: true, force: true });
  await s.close();
});

describe('npm pack of client/', () => {
  it('holds ESM, declarations, source maps of code with their sources, README and LICENSE, and no .ts sources', () => {
    const paths = packed.map((f) => f.path);
    for (const p of [
      'package.json',
      'README.md',
      'LICENSE',
      'dist/client/src/index.js',
      'dist/client/src/index.d.ts',
      'dist/client/src/index.js.map',
      'dist/generated/client-operations.js',
      'dist/generated/client-types.d.ts',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts'))).toEqual([]);
    expect(paths.filter((p) => p.includes('/cli/'))).toEqual([]);
    // No JavaScript or source map of a module that holds only types (they once carried the whole
    // generated contract), and not the server's operation table.
    for (const p of [
      'dist/generated/openapi.js',
      'dist/generated/openapi.js.map',
      'dist/generated/operations.js',
    ]) {
      expect(paths).not.toContain(p);
    }
    for (const map of paths.filter((p) => p.endsWith('.js.map'))) expect(paths).toContain(map.slice(0, -4));
    const map = JSON.parse(readFileSync(join(repo, 'client/dist/client/src/index.js.map'), 'utf8')) as {
      sources: string[];
      sourcesContent?: string[];
    };
    expect(map.sources).toEqual(['../../../src/index.ts']);
    expect(map.sourcesContent?.[0]).toContain('export function createClient');
  });

  it("the client's operation table carries no server-only facts", async () => {
    const file = join(project, 'node_modules/@insuite/client/dist/generated/client-operations.js');
    const text = readFileSync(file, 'utf8');
    const { clientOperations } = (await import(file)) as { clientOperations: Record<string, unknown[]> };
    expect(clientOperations.fetchTableRecord).toEqual([
      'GET',
      '/resource/{tenantLocator}/tables/{name}/record',
      '', // header parameters
      '', // request media types
      'j', // a JSON answer
      1, // safe to retry
    ]);
    // Method, path, headers, media types, answer, retry: nothing else per operation.
    for (const entry of Object.values(clientOperations)) expect(entry).toHaveLength(6);
    // Not the server's: permission names, security groups, body limits, origins.
    for (const fact of [
      "'custom'",
      "'upload'",
      "'tables'",
      "'identity'",
      'table-zip',
      "'companion'",
      "'spec'",
    ]) {
      expect(text).not.toContain(fact);
    }
  });

  it(`stays within its budgets: tarball ≤ ${TARBALL_BUDGET} B, createClient + fetchTableRecord ≤ ${BUNDLE_GZIP_BUDGET} B gzip`, async () => {
    console.log(`tarball: ${packedSize} B packed`);
    expect(packedSize).toBeLessThanOrEqual(TARBALL_BUDGET);
    const entry = join(project, 'bundle-entry.js');
    writeFileSync(
      entry,
      `import { createClient } from '@insuite/client';
export const lookup = (baseUrl, tenantLocator) =>
  createClient({ baseUrl }).fetchTableRecord({ tenantLocator, name: 'rates', key: ['a'] });
`,
    );
    const out = await build({
      entryPoints: [entry],
      absWorkingDir: project,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0]!.contents;
    const gzip = gzipSync(code).length;
    console.log(`browser bundle: ${code.length} B minified, ${gzip} B gzip`);
    expect(gzip).toBeLessThanOrEqual(BUNDLE_GZIP_BUDGET);
  });

  it('compiles under strict, noUncheckedIndexedAccess and nodenext, and runs as an ES module and as CommonJS', async () => {
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project });
    const esm = await run(process.execPath, ['out/example.js', s.baseUrl, s.adminToken], { cwd: project });
    expect(JSON.parse(esm.stdout)).toEqual({
      health: 'ok',
      listCompleted: true,
      names: [],
      first: 'none',
      lookup: 'NOT_FOUND',
      missing: 404,
      unreachable: 'NetworkError',
      grants: ['tables.read', 'users.*'],
    });
    const cjs = await run(process.execPath, ['out/example-cjs.cjs', s.baseUrl, s.adminToken], {
      cwd: project,
    });
    expect(JSON.parse(cjs.stdout)).toEqual({ health: 'ok', code: 'UNAUTHENTICATED', same: true });
  }, 120_000);

  it("types calls and plugins by a tenant's generated module under strict and exactOptionalPropertyTypes", async () => {
    // The module `insuite types` writes for the example tenant (tests/cli/types.test.ts pins it).
    copyFileSync(join(repo, 'tests/fixtures/homeowners/tenant-types.ts'), join(project, 'tenant-types.ts'));
    writeFileSync(join(project, 'typed.ts'), TYPED_EXAMPLE);
    writeFileSync(
      join(project, 'tsconfig.typed.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          types: [],
          noEmit: true,
        },
        files: ['typed.ts'],
      }),
    );
    // Each @ts-expect-error that finds no error fails the compile, so the wrong calls are pinned too.
    const r = await run(process.execPath, [tsc, '-p', 'tsconfig.typed.json'], { cwd: project }).catch(
      (e: { stdout: string }) => ({ stdout: e.stdout, failed: true }),
    );
    expect(r.stdout).toBe('');
    expect('failed' in r).toBe(false);
  }, 180_000);

  it('shows documentation in the editor: hover on a method and an argument, go-to-definition, deprecation', () => {
    const file = join(project, 'example.ts');
    const ide = editor(join(project, 'tsconfig.json'), [file, join(project, 'example-cjs.cts')]);
    expect(ide.errors(file)).toEqual([]);

    const method = ide.hover(file, 'fetchTableRecord(');
    expect(method.signature).toContain(
      'fetchTableRecord(args: FetchTableRecordArgs, options?: CallOptions): Promise<TableLookupResponse>',
    );
    expect(method.docs).toContain('Look up a table row');
    expect(method.docs).toContain('Matching ignores case');
    expect(method.tags).toContain('/docs#operation/fetchTableRecord');
    expect(method.tags).toContain('@throws');

    const argument = ide.hover(file, "name: 'rates'");
    expect(argument.signature).toContain('FetchTableRecordArgs.name: string');
    expect(argument.docs).toContain("The resource instance's name");

    expect(ide.definition(file, 'fetchTableRecord(')).toEqual([
      join(project, 'node_modules/@insuite/client/dist/generated/client-types.d.ts'),
    ]);
    expect(ide.deprecated(file)).toEqual(['createIdentityProvider']);
  });
});
